"""A learner's own search under a verdict, stepped in the static page as every player steps
(``stepLearnerSearch`` in ``linklab/site/page_python.js``): the whole search from its first
step, one step counter, the players' buttons with their names, "Save SVG"/"Save PNG"/"Save
GIF" saving the panes as shown (the page's allow-list, never the data's own markup), the GIF
holding its last step, the learner's own names kept in Chinese, and on a phone targets of at
least 44 px with the two boards one above the other, each as wide as the screen.

Each page is the verdict's block alone, with the page's scripts, opened from disk.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from xml.etree import ElementTree

import pytest
from test_learner_search import long_search

from linklab.apps import page_apps
from linklab.core.board import Board
from linklab.course.learner_search import offer
from linklab.i18n import using
from linklab.site import save
from linklab.site.python import page_script
from linklab.widgets.stage import BUTTONS, LABELS

#: The step shown is drawn (not waiting for its batch).
DRAWN = "() => !document.querySelector('.linklab-learner-steps.linklab-learner-waiting')"
SVG = "{http://www.w3.org/2000/svg}"


def verdict_page(folder: Path, block: str, language: str = "en") -> Path:
    """A page holding ``block`` under a verdict, with the saving scripts and the page's
    Python script (whose worker it never starts: the page has no check to run)."""
    scripts = folder / "python"
    scripts.mkdir(parents=True, exist_ok=True)
    save.copy_scripts(scripts)
    (scripts / "page_python.js").write_text(page_script([]), encoding="utf-8")
    body = (
        f"<!doctype html><html lang='{language}'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'></head><body>"
        f"<div class='linklab-python-verdict'>{block}</div>"
        "<script src='python/page_python.js' defer></script></body></html>"
    )
    page = folder / f"verdict-{language}.html"
    page.write_text(save.save_tags(body, ".", language), encoding="utf-8")
    return page


def open_stepped(browser, path: Path, viewport: dict):
    context = browser.new_context(viewport=viewport, accept_downloads=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("dialog", lambda dialog: (errors.append("dialog: " + dialog.message), dialog.dismiss()))
    # the page's Python, for the steps the page asks for: this process's, by the same op
    page.expose_function(
        "linklabAskLearner",
        lambda key, first, last: json.loads(
            page_apps.handle_json(
                json.dumps({"op": "learner", "id": key, "first": first, "last": last})
            )
        ),
    )
    page.goto(path.as_uri())
    page.wait_for_function("() => window.linklabStepLearnerSearch && window.linklabSaveButtons")
    page.evaluate(
        "document.querySelectorAll('.linklab-learner-steps').forEach(linklabStepLearnerSearch)"
    )
    return page, errors


def start_search(board_rows, a, b):
    def my_link(board, a, b):
        queue, seen = [a], {a}
        while queue:
            cell = queue.pop(0)
            for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
                nxt = (cell[0] + dr, cell[1] + dc)
                if not (0 <= nxt[0] < board.rows and 0 <= nxt[1] < board.cols):
                    continue
                if nxt == b:
                    return True
                if board[nxt] == 0 and nxt not in seen:
                    seen.add(nxt)
                    queue.append(nxt)
        return False

    return offer(my_link, (Board.from_rows(board_rows), a, b), "link")


@pytest.mark.browser
def test_the_whole_search_steps_from_its_first_step_with_one_counter_and_the_players_buttons(
    site_browser, tmp_path
):
    shown = long_search()
    page, errors = open_stepped(
        site_browser, verdict_page(tmp_path, shown.page_html()), {"width": 1280, "height": 900}
    )
    try:
        block = page.locator(".linklab-learner-steps")
        readout = block.locator(".linklab-learner-readout")
        assert readout.inner_text() == f"{shown.divergence.step} / {shown.total}"
        block.focus()
        page.keyboard.press("Home")  # not in the page at first: asked of its Python
        assert readout.inner_text() == f"0 / {shown.total}"
        page.wait_for_function(DRAWN)
        caption = block.locator(".linklab-learner-picture svg [data-tag='caption']").last
        assert caption.text_content() == "The course's BFS: start"
        block.evaluate("(b) => b.linklabAllSteps")  # the rest, the nearest first
        page.keyboard.press("ArrowRight")
        assert readout.inner_text() == f"1 / {shown.total}"
        page.keyboard.press("End")
        assert readout.inner_text() == f"{shown.total} / {shown.total}"
        assert block.locator(".linklab-learner-slider").get_attribute("max") == str(shown.total)
        # one counter: the pictures count no steps of their own
        words = " ".join(block.locator(".linklab-learner-picture svg text").all_text_contents())
        assert not re.search(r"step \d|\d+/\d+", words), words
        # the players' buttons, each named; no glyph a font may lack
        buttons = block.locator(".linklab-learner-controls button")
        faces = {part: face.format(text=LABELS[part]) for part, face in BUTTONS.items()}
        assert buttons.all_inner_texts() == list(faces.values())
        names = [buttons.nth(i).get_attribute("aria-label") for i in range(buttons.count())]
        assert names == [LABELS[part] for part in faces]
        assert "⏮" not in block.inner_text()
        assert block.locator(".linklab-learner-slider").get_attribute("aria-label") == "step"
        saving = block.locator(".linklab-learner-save button").all_inner_texts()
        assert saving == ["Save SVG", "Save PNG", "Save GIF"]
        page.keyboard.press("Home")
        block.locator(".linklab-learner-forward").click()
        assert readout.inner_text() == f"1 / {shown.total}"
        with page.expect_download() as download:
            block.locator(".linklab-learner-save-svg").click()
        assert download.value.suggested_filename == "your-search-step1.svg"
        root = ElementTree.fromstring(Path(download.value.path()).read_bytes())
        assert root.tag == SVG + "svg" and len(root.findall(SVG + "svg")) == 2
    finally:
        page.context.close()
    assert errors == []


#: A forged block: its data's panes carry a script, handlers and an outside picture.
FORGED_PART = (
    "<script>alert('part')</script><rect width='1' height='1' onclick=\"alert('rect')\"/>"
    "<foreignObject><div>hi</div></foreignObject><image href='http://example.invalid/x.png'/>"
)


@pytest.mark.browser
def test_a_forged_block_saves_only_the_pages_allow_listed_markup(site_browser, tmp_path):
    head = (
        "<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40' viewBox='0 0 1 1' "
        "onload=\"alert('head')\"><script>alert('head script')</script>"
    )
    pane = {"parts": [FORGED_PART], "codes": [[0], [-1, 1]], "heads": [head, None]}
    batch = {
        "first": 0,
        "panes": [pane, pane],
        "texts": [["<b>a</b>", "<script>alert('text')</script>", ""], [0, 1, 2]],
    }
    data = {"key": "forged", "total": 1, "start": 0, "batch": batch, "words": {"labels": LABELS}}
    payload = json.dumps(data).replace("</", "<\\/")
    block = (
        "<div class='linklab-learner-steps' tabindex='0'><div class='linklab-learner-picture'>"
        "</div><div class='linklab-learner-texts'></div><script type='application/json' "
        f"class='linklab-learner-data'>{payload}</script></div>"
    )
    page, errors = open_stepped(
        site_browser, verdict_page(tmp_path, block), {"width": 1280, "height": 900}
    )
    try:
        steps = page.locator(".linklab-learner-steps")
        steps.locator(".linklab-learner-forward").click()
        with page.expect_download() as download:
            steps.locator(".linklab-learner-save-svg").click()
        saved = Path(download.value.path()).read_text()
        assert "<rect" in saved
        for forged in ("script", "alert", "onload", "onclick", "foreignObject", "example.invalid"):
            assert forged not in saved, (forged, saved)
        shown = steps.locator(".linklab-learner-picture").inner_html()
        shown += steps.locator(".linklab-learner-texts").inner_html()
        assert "<rect" in shown and "onclick" not in shown and "alert" not in shown
    finally:
        page.context.close()
    assert errors == []


@pytest.mark.browser
def test_on_a_phone_the_targets_are_44_px_and_the_boards_stack_in_chinese_with_own_names(
    site_browser, tmp_path
):
    with using("zh"):
        shown = start_search([[1, 0, 0, 0], [2, 2, 2, 0], [1, 0, 0, 0]], (0, 0), (2, 0))
        block = shown.page_html()
    page, errors = open_stepped(
        site_browser, verdict_page(tmp_path, block, "zh"), {"width": 390, "height": 844}
    )
    try:
        steps = page.locator(".linklab-learner-steps")
        for target in steps.locator("button").all():
            box = target.bounding_box()
            assert box["height"] >= 44 and box["width"] >= 44, target.inner_text()
        first, second = (
            svg.bounding_box() for svg in steps.locator(".linklab-learner-pane > svg").all()
        )
        assert second["y"] >= first["y"] + first["height"] - 1  # one above the other
        for box in (first, second):
            assert box["x"] >= 0 and box["x"] + box["width"] <= 390 and box["width"] >= 300
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        texts = steps.inner_text()
        assert "（queue）" in texts and "队列（队列）" not in texts
    finally:
        page.context.close()
    assert errors == []


@pytest.mark.browser
def test_the_pages_gif_holds_its_last_step(site_browser, tmp_path):
    from PIL import Image, ImageSequence

    shown = start_search([[1, 0, 2, 1]], (0, 0), (0, 3))
    page, errors = open_stepped(
        site_browser, verdict_page(tmp_path, shown.page_html()), {"width": 1280, "height": 900}
    )
    try:
        with page.expect_download(timeout=120_000) as download:
            page.locator(".linklab-learner-save-gif").click()
        gif = Image.open(download.value.path())
        durations = [frame.info["duration"] for frame in ImageSequence.Iterator(gif)]
        fps, hold = save.GIF_TIMING["linklab-learner"]
        assert gif.n_frames == shown.total + 1
        assert durations == [10 * d for d in save.gif_delays(shown.total + 1, fps, hold)]
        assert durations[-1] >= 2000
    finally:
        page.context.close()
    assert errors == []
