"""Every kind of page the site builds, read by axe-core in Chromium (`axe_audit`): the index, the
app and a notebook's page in both languages, its slides and its lecture plan, and the
accessibility statement in both. No page may have a serious or critical finding; a lesser one
must be named in ``docs/accessibility.md``, which says why it is left. Then what axe-core cannot
see: the pages at 320 CSS pixels (a 1280-pixel screen zoomed to 400%) with no text scrolling
sideways, a skip link first in the order of Tab, and no motion when the reader asks for less.
Each page is opened once for all of these (`audit_page`).

Notebook 02's pages are the ones ``tests/test_site.py`` builds (``site_02``, made once a run and
shared: the module runs in the same worker, ``RUN_WITH`` in ``tests/conftest.py``).
"""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from axe_audit import REFUSED, SAMPLE, Finding, findings, install, sample_pages

from linklab.site import build as site
from linklab.site import shell

ROOT = Path(__file__).resolve().parents[1]
DESKTOP = {"width": 1280, "height": 800}
NARROW = {"width": 320, "height": 640}


@pytest.fixture(scope="module")
def axe_script() -> Path:
    if shutil.which("npm") is None:
        pytest.skip("node and npm are missing: axe-core comes from npm")
    return install()


@pytest.fixture
def out(site_02) -> Path:
    return site_02[0]


def pages_of(out: Path) -> dict[str, Path]:
    """Every sample page of the site ``out``, by name; a missing one fails the test."""
    found = sample_pages(out)
    missing = [name for name in SAMPLE if name not in found]
    assert not missing, f"the site has no page for {', '.join(missing)}"
    return found


def statement_names() -> set[str]:
    """The axe-core rules the statement names, each in backquotes, in both languages."""
    text = "".join(
        (ROOT / source).read_text(encoding="utf-8") for source in shell.STATEMENT_SOURCES.values()
    )
    return set(re.findall(r"`([a-z][a-z0-9-]+)`", text))


#: How far the page's own text reaches past the window's right edge, in CSS pixels: its widest
#: element that is not inside a box of its own that scrolls (a code cell, a wide picture).
OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  let worst = document.documentElement.scrollWidth - width, what = 'the page';
  for (const element of document.querySelectorAll('body *')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.right <= width + 1) continue;
    let scrolls = false;
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      const inside = up.getBoundingClientRect().right <= width + 1;
      if (/(auto|scroll|hidden)/.test(style.overflowX) && inside) {
        scrolls = true;
        break;
      }
    }
    if (!scrolls && box.right - width > worst) {
      worst = box.right - width;
      what = element.tagName.toLowerCase() + '.' + [...element.classList].join('.');
    }
  }
  return [Math.round(worst), what];
}"""
#: Before the window is resized: a promise of the resize event, heard after the page's own
#: listeners (the slides' reveal.js lays them out again in its own).
AWAIT_RESIZE = """() => { window.linklabResized = new Promise((done) =>
  window.addEventListener('resize', () => done(), {once: true})); }"""
#: Resolves once the page has heard the resize and drawn two frames since.
RESIZED = """async () => {
  await window.linklabResized;
  for (let frames = 0; frames < 2; frames++) {
    await new Promise((done) => requestAnimationFrame(() => done()));
  }
}"""
#: Every element's longest animation or transition, in seconds, and which it is.
LONGEST_MOTION = """() => {
  let longest = 0, what = '';
  const seconds = (text) => Math.max(...text.split(',').map((t) => parseFloat(t) *
    (t.trim().endsWith('ms') ? 0.001 : 1)));
  for (const element of document.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    const moves = Math.max(
      style.animationName === 'none' ? 0 : seconds(style.animationDuration),
      style.transitionProperty === 'none' ? 0 : seconds(style.transitionDuration));
    if (moves > longest) {
      longest = moves;
      what = element.tagName.toLowerCase() + '.' + [...element.classList].join('.');
    }
  }
  return [longest, what];
}"""


@dataclass
class Audit:
    """What one page showed, opened once: axe-core's findings at 1280x800, what Tab reached
    first and where Enter on it went, its longest motion when less is asked for, and its
    widest text past the window's edge at 320 CSS pixels."""

    found: list[Finding]
    first_tab: list[str]
    landed: str
    motion: tuple[float, str]
    overflow: tuple[int, str]


def audit_page(browser, out: Path, path: Path, script: Path) -> Audit:
    """``path`` of the site ``out`` opened from disk (the network refused, its players drawn,
    less motion asked for) and looked at as `Audit` says."""
    context = browser.new_context(viewport=DESKTOP, reduced_motion="reduce")
    site.offline(context, out)
    page = context.new_page()
    try:
        page.goto(path.resolve().as_uri())
        page.wait_for_function(site.PLAYERS_DRAWN, timeout=120_000, polling=250)
        page.keyboard.press("Tab")
        first_tab = page.evaluate("[document.activeElement.className, document.activeElement.text]")
        page.keyboard.press("Enter")
        landed = page.evaluate("document.activeElement.id")
        page.evaluate("document.activeElement.blur()")
        motion = tuple(page.evaluate(LONGEST_MOTION))
        found = findings(page, script)
        page.evaluate(AWAIT_RESIZE)
        page.set_viewport_size(NARROW)
        page.evaluate(RESIZED)
        overflow = tuple(page.evaluate(OVERFLOW))
    finally:
        context.close()
    return Audit(found, first_tab, landed, motion, overflow)


@pytest.fixture(scope="module")
def audits() -> dict[str, Audit]:
    """Each page's `Audit`, made the first time a test asks for it."""
    return {}


@pytest.fixture
def audit(audits, out, site_browser, axe_script):
    def of(name: str) -> Audit:
        if name not in audits:
            audits[name] = audit_page(site_browser, out, pages_of(out)[name], axe_script)
        return audits[name]

    return of


@pytest.mark.browser
@pytest.mark.parametrize("name", list(SAMPLE))
def test_no_page_has_a_serious_or_critical_finding_and_the_statement_names_the_rest(audit, name):
    found = audit(name).found
    refused = [finding.line() for finding in found if finding.impact in REFUSED]
    assert not refused, f"{name}: " + "; ".join(refused)
    named = statement_names()
    unsaid = [f.line() for f in found if f.rule not in named]
    assert not unsaid, f"{name}: not named in docs/accessibility.md: " + "; ".join(unsaid)


#: The pages with a bar of links before their content: all but the lecture plan, a sheet to print
#: whose content starts at its top.
WITH_BAR = [name for name in SAMPLE if not name.endswith("plan")]


@pytest.mark.browser
@pytest.mark.parametrize("name", WITH_BAR)
def test_tab_reaches_the_skip_link_first_and_it_goes_to_the_content(audit, name):
    seen = audit(name)
    language = "zh" if name.startswith("zh") else "en"
    assert seen.first_tab == ["linklab-skip", shell.SKIP_WORDS[language]], name
    assert seen.landed == shell.CONTENT, name


@pytest.mark.browser
@pytest.mark.parametrize("name", list(SAMPLE))
def test_at_320_css_pixels_no_text_scrolls_sideways(audit, name):
    worst, what = audit(name).overflow
    assert worst <= 1, f"{name} at 320 px: {what} reaches {worst} px past the window's edge"


@pytest.mark.browser
@pytest.mark.parametrize("name", list(SAMPLE))
def test_a_reader_who_asks_for_less_motion_gets_none(audit, name):
    longest, what = audit(name).motion
    assert longest <= 0.001, f"{name}: {what} still moves for {longest} s"


def test_the_code_colours_and_prompts_reach_4_5_to_1_on_their_background():
    page_css = site.PAGE_CSS
    colours = dict(re.findall(r"(--jp-[a-z0-9-]+-color):\s*(#[0-9a-fA-F]{6})", page_css))
    assert len(colours) >= 10, "page.css sets none of the code's colours"
    for name, colour in colours.items():
        ground = "#f5f5f5" if "mirror-editor" in name else "#ffffff"
        assert contrast(colour, ground) >= 4.5, f"{name} {colour} on {ground}"
    assert re.search(r"--jp-cell-prompt-not-active-opacity:\s*1;", page_css)


def contrast(one: str, other: str) -> float:
    """WCAG's contrast ratio of two colours ``#rrggbb``.

    >>> round(contrast("#767676", "#ffffff"), 2)
    4.54
    """

    def luminance(colour: str) -> float:
        channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.browser
@pytest.mark.parametrize("motion, longest", [("no-preference", 1.5), ("reduce", 0.0)])
def test_the_shell_stops_a_transition_only_for_a_reader_who_asks(site_browser, motion, longest):
    """The pages have no motion of their own today; a transition added later plays for a reader
    who did not ask, and is cut by `shell.SHELL_CSS` for one who did."""
    context = site_browser.new_context(reduced_motion=motion)
    page = context.new_page()
    try:
        page.set_content(
            f"<html><head><style>{shell.SHELL_CSS} p {{ transition: opacity 1.5s; }}</style>"
            "</head><body><p>moving</p></body></html>"
        )
        measured, what = page.evaluate(LONGEST_MOTION)
    finally:
        context.close()
    assert measured == pytest.approx(longest, abs=0.001)
    if longest:
        assert what == "p."
