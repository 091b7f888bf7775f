"""What keeps a learner's work and the page safe, each in a page of its own opened from disk:
Forget in one tab holds against another tab that writes its work back as it is left
(``linklab/site/keep.js``); the page's Python worker closes ``fetch``, ``indexedDB`` and
``caches`` on its prototypes as on itself (``linklab/site/page_python.js``); and a learner's
stepped search saves only the page's allow-listed markup, whatever its data holds.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from linklab.site import keep

SITE = Path(__file__).resolve().parent.parent / "linklab" / "site"


def keep_page(folder: Path, name: str = "02-demo.html") -> Path:
    """A page with the keeping script and its words, and nothing else."""
    words = {"version": keep.WORK_VERSION, "language": "en", "words": keep.keep_words("en")}
    (folder / "keep.js").write_text((SITE / "keep.js").read_text(encoding="utf-8"))
    page = folder / name
    page.write_text(
        "<!doctype html><html><head><meta charset='utf-8'>"
        f"<script type='application/json' id='linklab-keep-words'>{json.dumps(words)}</script>"
        "<script src='keep.js'></script></head><body><nav class='linklab-site-bar'>links</nav>"
        "</body></html>",
        encoding="utf-8",
    )
    return page


KEPT = """() => Object.keys(localStorage).filter((k) => k.startsWith("linklab-work:"))"""
#: The line that says another tab forgot, once this tab has heard of it.
TOLD = "(said) => document.querySelector('.linklab-keep-line').textContent === said"


def read_afresh(context, page_file: Path) -> str | None:
    """What a tab opened now reads of the cell ``c1`` of ``page_file``."""
    tab = context.new_page()
    try:
        tab.goto(page_file.as_uri())
        return tab.evaluate("window.linklabKeep.cell('c1').text()")
    finally:
        tab.close()


@pytest.mark.browser
def test_forget_in_one_tab_holds_when_another_tab_writes_its_work_as_it_is_left(
    site_browser, tmp_path
):
    page_file = keep_page(tmp_path)
    context = site_browser.new_context()
    try:
        first, second = context.new_page(), context.new_page()
        for tab in (first, second):
            tab.on("dialog", lambda dialog: dialog.accept())
            tab.goto(page_file.as_uri())
        second.evaluate("window.linklabKeep.cell('c1').set('my answer')")
        second.evaluate("window.dispatchEvent(new Event('pagehide'))")
        assert first.evaluate(KEPT) == ["linklab-work:en/02-demo.html"]

        second.evaluate("window.linklabKeep.cell('c1').set('my answer, longer')")  # unwritten
        first.locator(".linklab-keep-forget").click()
        first.wait_for_load_state()
        # the other tab, left (or hidden) after the Forget, brings nothing back, whether it
        # writes before it hears of the Forget (the tabs' storage is kept in step a moment
        # later) or after ...
        second.evaluate("window.dispatchEvent(new Event('pagehide'))")
        assert read_afresh(context, page_file) is None
        # ... and, told, says why in its line and writes nothing more
        second.wait_for_function(TOLD, arg=keep.KEEP_WORDS["elsewhere"])
        second.evaluate("window.linklabKeep.cell('c1').set('typed after')")
        second.evaluate("window.dispatchEvent(new Event('pagehide'))")
        assert read_afresh(context, page_file) is None
        # a tab opened after the Forget keeps work again
        third = context.new_page()
        third.goto(page_file.as_uri())
        third.evaluate("window.linklabKeep.cell('c1').set('afresh')")
        third.evaluate("window.dispatchEvent(new Event('pagehide'))")
        assert third.evaluate(KEPT) == ["linklab-work:en/02-demo.html"]
    finally:
        context.close()


@pytest.mark.browser
def test_start_afresh_in_one_tab_holds_against_another_tab_of_the_same_page(site_browser, tmp_path):
    page_file = keep_page(tmp_path)
    other_file = keep_page(tmp_path, "03-other.html")
    context = site_browser.new_context()
    try:
        first, second, other = (context.new_page() for _ in range(3))
        for tab, path in ((first, page_file), (second, page_file), (other, other_file)):
            tab.on("dialog", lambda dialog: dialog.accept())
            tab.goto(path.as_uri())
        second.evaluate("window.linklabKeep.cell('c1').set('mine')")
        first.locator(".linklab-keep-afresh").click()
        first.wait_for_load_state()
        second.evaluate("window.dispatchEvent(new Event('pagehide'))")
        assert read_afresh(context, page_file) is None
        # another page's tab is not touched by this page's fresh start
        other.evaluate("window.linklabKeep.cell('c1').set('other work')")
        other.evaluate("window.dispatchEvent(new Event('pagehide'))")
        assert read_afresh(context, other_file) == "other work"
    finally:
        context.close()


def close_network_source() -> str:
    """The worker's ``closeNetwork`` as ``page_python.js`` holds it."""
    text = (SITE / "page_python.js").read_text(encoding="utf-8")
    start = text.index("    function closeNetwork() {")
    return text[start : text.index("\n    }\n", start) + 6]


#: Every way a learner's code in the worker reaches the three doors: on the worker itself, on
#: each of its prototypes, and through each prototype's getter called on the worker.
REACH = """
closeNetwork();
const opened = [];
for (const name of ["fetch", "indexedDB", "caches"]) {
  for (let at = self; at; at = Object.getPrototypeOf(at)) {
    const held = Object.getOwnPropertyDescriptor(at, name);
    if (!held && at !== self) continue;
    const where = name + " on " + (at === self ? "self" : at.constructor.name + ".prototype");
    let door;
    try {
      door = at === self ? self[name] : held.get ? held.get.call(self) : held.value;
    } catch (error) {
      continue;  // refused
    }
    if (typeof door === "function") {
      try { door.call(self, "x"); opened.push(where + " (called)"); } catch (error) { }
    } else if (door !== undefined && door !== null) {
      opened.push(where);
    }
  }
}
postMessage(opened);
"""


@pytest.mark.browser
def test_the_worker_closes_fetch_indexeddb_and_caches_on_its_prototypes_too(site_browser, tmp_path):
    blank = tmp_path / "blank.html"
    blank.write_text("<!doctype html><title>worker</title>")
    page = site_browser.new_page()
    try:
        page.goto(blank.as_uri())
        opened = page.evaluate(
            """(code) => new Promise((done) => {
              const worker = new Worker(URL.createObjectURL(new Blob([code],
                {type: "text/javascript"})));
              worker.onmessage = (event) => done(event.data);
              worker.onerror = (event) => done(["error: " + event.message]);
            })""",
            close_network_source() + REACH,
        )
        assert opened == []
        # without the closing, each door is open (the test can fail)
        unclosed = page.evaluate(
            """(code) => new Promise((done) => {
              const worker = new Worker(URL.createObjectURL(new Blob([code],
                {type: "text/javascript"})));
              worker.onmessage = (event) => done(event.data);
            })""",
            "function closeNetwork() {}\n" + REACH,
        )
        assert {re.sub(r" on .*", "", way) for way in unclosed} == {"fetch", "indexedDB", "caches"}
    finally:
        page.close()
