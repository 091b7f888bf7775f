"""The static edition (``linklab.site.build``): notebook 02 built in both languages, opened from
disk with every request outside ``site/`` refused, its player stepped by key and by button, at a
desktop's width and at a phone's; then printed to a handout.

The module builds what it needs itself (npm packages included), once. The whole course is
built by ``make site``.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from static_pages import open_offline, page_frames

from linklab.site import build as site

NOTEBOOK = "02"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


# --- what the build does to a notebook, without a kernel ---------------------------------------


def test_a_players_every_step_is_packed_in_the_page_and_read_back_as_drawn():
    from linklab.core.board import Board
    from linklab.core.search import bfs_events
    from linklab.widgets import TracePlayer
    from linklab.widgets.stage import batch_svgs

    board = Board.from_rows([[1, 0, 0, 1]])
    player = TracePlayer(board, bfs_events(board, (0, 0), (0, 3)), all_frames=True)
    state = {
        "version_major": 2,
        "state": {"p": {"state": {"key": "k", "frames": player.stage.frames}}},
    }
    back = site.unpack_state(site.pack_state(state))
    assert back == state and len(site.pack_state(state)) < len(str(state))
    svgs = batch_svgs([back["state"]["p"]["state"]["frames"]])
    assert sorted(svgs) == list(range(player.total + 1))
    assert len(set(svgs.values())) > player.total // 2  # the steps' own pictures, not one


def test_only_widgets_that_need_a_kernel_and_checks_are_marked():
    import nbformat

    new = nbformat.v4
    view = {"model_id": "ed", "version_major": 2, "version_minor": 0}
    cells = [
        new.new_code_cell("ll.widgets.BoardEditor(board)"),
        new.new_code_cell('ll.exercises.check("02.1", prediction)'),
        new.new_code_cell("ll.widgets.TracePlayer(board, trace)"),
    ]
    cells[0].outputs = [new.new_output("display_data", {site.WIDGET_VIEW: view})]
    cells[2].outputs = [new.new_output("display_data", {site.WIDGET_VIEW: {"model_id": "tp"}})]
    models = {
        "ed": {"state": {"_dom_classes": [], "children": ["IPY_MODEL_grid"]}},
        "grid": {"state": {"_dom_classes": ["linklab-editor"]}},
        "tp": {"state": {"_dom_classes": ["linklab-player"]}},
    }
    nb = new.new_notebook(cells=cells)
    nb.metadata["widgets"] = {site.WIDGET_STATE: {"state": models}}
    assert site.mark_needs_python(nb, "zh") == ["board editor", "exercise check"]
    notes = [len(cell.outputs) for cell in nb.cells]
    assert notes == [2, 1, 1]
    assert "make lab-zh" in nb.cells[1].outputs[-1]["data"]["text/html"]


# --- the site, built once ----------------------------------------------------------------------


@pytest.fixture
def built(site_02):
    """Notebook 02's pages in both languages (built once a run: ``site_02`` in conftest)."""
    return site_02


@pytest.fixture
def browser(site_browser):
    return site_browser


def test_every_page_is_within_its_budget_and_the_table_names_it(built):
    out, pages = built
    assert {page.language for page in pages} == {"en", "zh"}
    for page in pages:
        assert page.weight <= site.PAGE_BUDGET, f"{page.path.name}: {page.weight} bytes"
        assert page.frames > 0, "no player kept its frames"
    assert site.site_weight(out) <= site.SITE_BUDGET
    index = (out / "index.html").read_text(encoding="utf-8")
    for page in pages:
        assert f"{page.language}/{page.path.name}" in index
        assert (out / page.language / page.path.name).exists()
    assert "练习检查" in index and "exercise checks" in index


def open_page(browser, out: Path, language: str, viewport: dict):
    """The page of notebook 02 in ``language``, opened from disk offline, its players drawn;
    the page and the list of addresses refused."""
    page, refused, errors = open_offline(browser, out, language, NOTEBOOK, viewport)
    assert errors == []
    return page, refused


#: True once every stage shows a step's picture.
PICTURE_SHOWN = """(stage) => !!stage.querySelector('.linklab-stage-svg > svg')"""
#: The SHA-256 of the SVG a stage shows, as the page put it together.
PIXELS_DIGEST = """async (stage) => {
  const box = stage.querySelector('.linklab-stage-main > .linklab-stage-svg');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(box.__svg));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}"""
#: The picture a stage shows: its SVG's box.
PICTURE = ".linklab-stage-main > .linklab-stage-svg"


def shown(stage) -> tuple[str, str, bytes]:
    """A stage's readout, its counters' text and its picture as drawn (once made)."""
    stage.page.wait_for_function(PICTURE_SHOWN, arg=stage.element_handle(), timeout=30_000)
    readout = stage.locator(".linklab-stage-readout").text_content()
    counters = stage.locator(".linklab-stage-side").inner_text()
    return readout, counters, stage.locator(PICTURE).screenshot()


@pytest.mark.browser
@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_page_steps_offline_by_key_and_by_button(built, browser, language):
    out, _ = built
    page, refused = open_page(browser, out, language, DESKTOP)
    stages = page.locator(".linklab-stage")
    assert stages.count() >= 2  # the trace player and the comparison
    stage = stages.first
    stage.scroll_into_view_if_needed()
    before = shown(stage)
    stage.focus()
    page.keyboard.press("ArrowRight")
    by_key = shown(stage)
    stage.locator("button[class*='-forward']").click()
    by_button = shown(stage)
    for earlier, later in ((before, by_key), (by_key, by_button)):
        assert later[0] != earlier[0], "the counter did not move"
        assert later[1] != earlier[1], "the texts beside the picture did not change"
        assert later[2] != earlier[2], "the picture did not change"
    step, total = (int(n) for n in by_button[0].split("/"))
    assert step == int(before[0].split("/")[0]) + 2 and total > step
    # notebook 02's exercise checks run in the page (tests/test_site_python.py runs them)
    checks = page.locator(".linklab-python-check button")
    assert checks.count() >= 1
    assert checks.first.inner_text() == ("检查" if language == "zh" else "Check")
    # only the practice cell, whose record is kept by the notebook's kernel, needs Python
    needs = page.locator(".linklab-needs-python")
    assert needs.count() == 1
    assert "ll.practice(" in needs.first.evaluate("e => e.closest('.jp-Cell').textContent")
    if language == "zh":
        assert "第" in by_button[1] or "步" in by_button[1], by_button[1][:200]
    page.context.close()
    assert refused == [], f"requests outside site/: {refused[:5]}"


@pytest.mark.browser
def test_every_step_of_a_player_shows_its_own_picture_from_disk(built, browser):
    """Stepped from its first step to its last, a player's picture changes wherever its frames
    as drawn change (no step left showing another's), and each is the one its page holds."""
    out, pages = built
    written = next(p for p in pages if p.language == "en")
    page, refused = open_page(browser, out, "en", DESKTOP)
    stage = page.locator(".linklab-stage").first
    stage.scroll_into_view_if_needed()
    handle = stage.element_handle()
    readout = stage.locator(".linklab-stage-readout")
    total = int(readout.text_content().split("/")[1])
    stage.focus()
    page.keyboard.press("Home")  # a player may open at a later step
    assert readout.text_content().split("/")[0].strip() == "0"
    seen = []
    for step in range(total + 1):
        if step:
            page.keyboard.press("ArrowRight")
        assert int(readout.text_content().split("/")[0]) == step
        page.wait_for_function(PICTURE_SHOWN, arg=handle, timeout=30_000)
        seen.append(page.evaluate(PIXELS_DIGEST, handle))
    page.context.close()
    assert refused == []

    held = page_frames(written.path.read_text(encoding="utf-8"))
    keys = [key for key, pictures in held.items() if [rgba_digest(p) for p in pictures] == seen]
    assert keys, "the pictures shown are not the ones the page holds"
    drawn = written.drawn[keys[0]]
    assert len(drawn) == total + 1, "a step without its own frame"
    changes = [i for i in range(1, total + 1) if drawn[i] != drawn[i - 1]]
    assert changes, "a player whose frames never change proves nothing"
    for step in changes:
        assert seen[step] != seen[step - 1], f"step {step} shows the picture of step {step - 1}"


def rgba_digest(svg: str) -> str:
    """The SHA-256 of an SVG's text, as `PIXELS_DIGEST` takes it in the page."""
    import hashlib

    return hashlib.sha256(svg.encode("utf-8")).hexdigest()


@pytest.mark.browser
def test_what_a_handout_prints_is_every_players_last_picture(built, browser):
    out, pages = built
    written = next(p for p in pages if p.language == "zh")
    page, refused = open_page(browser, out, "zh", DESKTOP)
    page.evaluate(site.TO_LAST_STEP)
    page.wait_for_function(site.PLAYERS_DRAWN, timeout=60_000, polling=100)
    held = page_frames(written.path.read_text(encoding="utf-8"))
    last = {rgba_digest(pictures[-1]) for pictures in held.values()}
    stages = page.locator(".linklab-stage")
    assert stages.count() >= 2
    for i in range(stages.count()):
        readout = stages.nth(i).locator(".linklab-stage-readout").text_content()
        step, total = (int(n) for n in readout.split("/"))
        assert step == total
        assert page.evaluate(PIXELS_DIGEST, stages.nth(i).element_handle()) in last, readout
    page.emulate_media(media="print")
    sliders = page.locator(".linklab-live-compare .linklab-live-slider")  # live, Python or not
    assert sliders.count() >= 1
    for i in range(sliders.count()):
        assert sliders.nth(i).input_value() == sliders.nth(i).get_attribute("max")
    page.context.close()
    assert refused == []


@pytest.mark.browser
@pytest.mark.parametrize("language", ["en", "zh"])
def test_at_a_phones_width_text_reflows_the_picture_scales_and_the_slider_steps(
    built, browser, language
):
    out, _ = built
    page, refused = open_page(browser, out, language, PHONE)
    width = PHONE["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= width + 2
    stage = page.locator(".linklab-stage").first
    stage.scroll_into_view_if_needed()
    # A picture still being decoded measures 0 px high: wait until the step's own is shown.
    page.wait_for_function(PICTURE_SHOWN, arg=stage.element_handle(), timeout=30_000)
    picture = stage.locator(PICTURE).bounding_box()
    assert 0 < picture["width"] <= width and picture["height"] > 100
    slider = stage.locator("input[type=range]")
    box = slider.bounding_box()
    assert box["width"] >= 140 and box["x"] + box["width"] <= width
    before = shown(stage)
    page.mouse.click(box["x"] + box["width"] * 0.9, box["y"] + box["height"] / 2)
    dragged = shown(stage)
    assert dragged[0] != before[0] and dragged[2] != before[2]
    forward = stage.locator("button[class*='-forward']").bounding_box()
    assert forward["x"] + forward["width"] <= width and forward["height"] >= 30
    page.context.close()
    assert refused == []


@pytest.mark.browser
def test_handouts_print_every_page_with_its_chinese_glyphs(built, browser, tmp_path):
    pypdf = pytest.importorskip("pypdf")
    import nbformat

    out, _ = built
    written = site.handouts(out, tmp_path, [NOTEBOOK], browser=browser)
    assert sorted(p.parent.name for p in written) == ["en", "zh"]
    cells = len(nbformat.read(next(site.NOTEBOOKS.glob(f"{NOTEBOOK}-*.ipynb")), 4).cells)
    for pdf in written:
        reader = pypdf.PdfReader(pdf)
        pages = len(reader.pages)
        assert cells / 8 <= pages <= cells, f"{pdf}: {pages} pages for {cells} cells"
        # Chromium embeds Noto Sans CJK's glyphs as Type 3 fonts (outlines in the file, with a
        # ToUnicode map, whose radicals read back as Kangxi forms: NFKC folds them).
        fonts = [
            font.get_object()
            for sheet in reader.pages
            for font in (sheet["/Resources"].get_object().get("/Font") or {}).values()
        ]
        text = unicodedata.normalize("NFKC", "".join(s.extract_text() for s in reader.pages))
        if pdf.parent.name == "zh":
            outlines = [f for f in fonts if f.get("/Subtype") == "/Type3" and f.get("/CharProcs")]
            assert outlines, "no glyph outlines embedded"
            ideographs = sum("\u4e00" <= c <= "\u9fff" for c in text)
            assert ideographs > 1000, f"{pdf}: {ideographs} Chinese characters"
            assert "广度优先搜索" in text
        at_end = [a for a, b in re.findall(r"(\d+) / (\d+)", text) if a == b and a != "0"]
        assert at_end, f"{pdf}: no player at its last step"


#: As printed on A4 within the handout's margins: every code line wrapped within its cell, and
#: nothing shown that only a screen can use (keys, buttons, sliders).
PRINTED = """() => {
  const seen = (el) =>
    el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const wide = [...document.querySelectorAll('.jp-Cell pre')]
    .filter((pre) => seen(pre) && pre.scrollWidth > pre.clientWidth + 1)
    .map((pre) => pre.textContent.slice(0, 60));
  const controls = [...document.querySelectorAll('button, input, select, textarea')].filter(seen)
    .map((el) => el.outerHTML.slice(0, 60));
  const keys = [...document.querySelectorAll('.jp-OutputArea-output')].filter(
    (out) => seen(out) && /Keys:|按键/.test(out.innerText)).length;
  return {wide, controls, keys};
}"""


@pytest.mark.browser
@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_handout_wraps_long_code_lines_and_leaves_out_what_only_a_screen_uses(
    built, browser, language
):
    out, _ = built
    page, refused = open_page(browser, out, language, {"width": 718, "height": 1000})
    on_screen = page.evaluate(PRINTED)
    assert on_screen["controls"] and on_screen["keys"]  # the test can fail: the screen has them
    page.emulate_media(media="print")
    printed = page.evaluate(PRINTED)
    page.context.close()
    assert printed == {"wide": [], "controls": [], "keys": 0}
    assert refused == []


def test_every_picture_of_a_page_is_described_in_its_own_language(built):
    _, pages = built
    for page in pages:
        text = page.path.read_text(encoding="utf-8")
        alts = re.findall(r'<img\b[^>]*\balt="([^"]*)"', text)
        assert alts and site.NO_DESCRIPTION not in text, page.path
        if page.language == "zh":
            latin = [alt for alt in alts if not re.search(r"[\u4e00-\u9fff]", alt)]
            assert latin == [], f"{page.path}: {latin[:3]}"
