"""The slide edition: each notebook's slides (``<lang>/<nb>.slides.html``) opened from disk with
the network off, stepped with the keyboard at 1280x720, their players stepping, their exercises
checking and their notes cells in the speaker notes.

This is the slide edition's half of the readable-text test (`tests/test_readable_text.py` has
the figures'): every slide of notebook 02 and of a small notebook, in both languages, fits the
1280x720 screen and no text of it is under 14 px: its words, code, outputs and controls, its
SVG pictures' texts, and each PNG figure's smallest text (stamped in it by the lecture-style run
the slides are drawn from, `linklab.render.text_sizes`) at the size the slide shows it. The
site is notebook 02's, built once a run for the static edition's tests (``site_02``), copied
with a small notebook added for this module, one that has a player, an
exercise, a notes cell, a fragment, a skipped cell, a hidden input, notebook 03's pruned DFS
player on its 10x6 board and a slide of three figures too tall for one screen (the slides cut
it into vertical slides).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from linklab.site import build as site
from linklab.site import slides

SCREEN = {"width": 1280, "height": 720}
LEAST_PX = 14.0
NOTE = "Ask which ring the queue reaches next"
SKIPPED = "This cell is skipped on the slides"
HIDDEN_SOURCE = "hidden_source_marker = 1"
SHOWN_OUTPUT = "an output the slide shows"
FRAGMENT = "This line appears on the next key"
BOARD = [[1, 0, 0, 2], [0, 3, 3, 0], [2, 0, 0, 1]]
NOTEBOOK_02 = "02-bfs-counts-turns"
TALL = "Three figures"
PRUNED = "The pruned DFS, step by step"
#: Notebook 03's pruned DFS on its 10x6 board: its picture beside the player's counters, on a
#: slide as wide as its corner digits need.
PRUNED_PLAYER = """big = ll.parse_board(
    "BC*******A\\n*DEB*CD***\\n***A******\\n*DB***B***\\nDBA*C***DA\\nA*******A*")
dfs = ll.Trace(ll.dfs_events(big, (5, 0), (0, 9)))
ll.widgets.TracePlayer(big, dfs, ends=[(5, 0), (0, 9)], step=40)"""
TALL_NOTE = "Compare the three figures"
#: Three figures, one a cell's output each, taller together than a slide even scaled as far as
#: their text allows.
FIGURES = """import matplotlib.pyplot as plt
for k in range(3):
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.plot([0, 1, 2], [k, k + 1, k])
    ax.set_title(f"figure {k + 1}")
    plt.show()"""


def _notebook():
    import nbformat

    new = nbformat.v4

    def slide(cell, kind):
        cell.metadata["slideshow"] = {"slide_type": kind}
        return cell

    setup = slide(new.new_code_cell("import linklab as ll"), "skip")
    player = new.new_code_cell(
        f"board = ll.Board.from_rows({BOARD})\n"
        "from linklab.core.search import bfs_events\n"
        "ll.widgets.TracePlayer(board, bfs_events(board, (0, 0), (2, 3)))"
    )
    player.metadata["tags"] = ["hide-input"]
    hidden = new.new_code_cell(f"{HIDDEN_SOURCE}\nprint({SHOWN_OUTPUT!r})")
    hidden.metadata["jupyter"] = {"source_hidden": True}
    exercise = new.new_code_cell("prediction = ...")
    exercise.metadata["tags"] = ["exercise"]
    return new.new_notebook(
        cells=[
            slide(new.new_markdown_cell("# Slides under test"), "slide"),
            setup,
            slide(new.new_markdown_cell("## A player"), "slide"),
            player,
            slide(new.new_markdown_cell(NOTE), "notes"),
            slide(new.new_markdown_cell("## An exercise"), "slide"),
            exercise,
            new.new_code_cell('ll.exercises.check("02.1", prediction)'),
            slide(new.new_markdown_cell(FRAGMENT), "fragment"),
            slide(new.new_markdown_cell(SKIPPED), "skip"),
            slide(new.new_markdown_cell("### Hidden input"), "subslide"),
            hidden,
            slide(new.new_markdown_cell(f"### {PRUNED}"), "slide"),
            new.new_code_cell(PRUNED_PLAYER),
            slide(new.new_markdown_cell(f"## {TALL}"), "slide"),
            new.new_code_cell(FIGURES),
            slide(new.new_markdown_cell(TALL_NOTE), "notes"),
        ]
    )


@pytest.fixture(scope="module")
def slide_site(tmp_path_factory, site_02):
    """A site of notebook 02 (``site_02``'s, copied) and the small notebook, both languages:
    its folder."""
    import nbformat

    out = tmp_path_factory.mktemp("slide-site") / "site"
    shutil.copytree(site_02[0], out)
    source = out / "source" / "52-slides.ipynb"
    source.parent.mkdir(exist_ok=True)
    nbformat.write(_notebook(), source)
    for language in site.EDITIONS:
        site.build_page(source, language, out)
    return out


def _text(out: Path, language: str, notebook: str) -> str:
    return next((out / language).glob(f"{notebook}-*.slides.html")).read_text(encoding="utf-8")


def test_the_slides_are_the_notebooks_cells_as_the_slideshow_cuts_them(slide_site):
    for language in site.EDITIONS:
        text = _text(slide_site, language, "52")
        assert SKIPPED not in text and HIDDEN_SOURCE not in text
        assert SHOWN_OUTPUT in text
        assert re.search(rf'<aside class="notes">.*?{NOTE}.*?</aside>', text, re.S)
        assert re.search(rf'class="fragment".*?{FRAGMENT}', text, re.S)
        assert "TracePlayer(" not in text  # a hide-input cell shows its widget only
        assert "linklab-python-check" in text and 'id="linklab-packed-state"' in text
        assert f'<html lang="{"zh-CN" if language == "zh" else "en"}"' in text[:200]
        assert not re.search(r"""(?:src|href)=["']?(?:https?:)?//""", text)  # all its own
        page = (slide_site / language / "52-slides.html").read_text(encoding="utf-8")
        assert "href='52-slides.slides.html'" in page  # the page links to its slides


def test_the_slides_figures_are_drawn_in_the_lecture_style_and_the_pages_in_the_default(
    slide_site,
):
    import base64

    from linklab.render.text_sizes import read_stamp

    def stamps(text: str) -> list:
        found = re.findall(r"data:image/png;base64,([A-Za-z0-9+/=]+)", text)
        return [read_stamp(base64.b64decode(png)) for png in found]

    for language in site.EDITIONS:
        slides_text = _text(slide_site, language, "52")
        page = (slide_site / language / "52-slides.html").read_text(encoding="utf-8")
        on_slides, on_page = stamps(slides_text), stamps(page)
        assert len(on_slides) == len(on_page) == 3  # the three figures, in each
        # each figure of the slides knows its smallest text, at least 14 px at its own size ...
        assert all(stamp and float(stamp.split()[0]) >= LEAST_PX for stamp in on_slides)
        assert on_page == [None] * 3  # ... the page's were drawn by the default run
        assert "stamp_pngs" not in slides_text  # the run's first cell is the build's, not shown


def test_every_notes_cell_of_a_course_notebook_is_a_speaker_note_on_its_slides_not_on_its_page(
    slide_site,
):
    import nbformat

    from linklab.course.teaching_notes import lecturer_notes

    for language, folder in site.EDITIONS.items():
        path = next(folder.glob("02-*.ipynb"))
        # The slides' notes are the lecturer's: the wrong answers a learner's notebook leaves out.
        nb = lecturer_notes(nbformat.read(path, as_version=4), language, path.name)
        notes = [
            c for c in nb.cells if c.metadata.get("slideshow", {}).get("slide_type") == "notes"
        ]
        text = _text(slide_site, language, "02")
        assert notes and text.count('<aside class="notes">') == len(notes)
        # The learner's page of the same notebook carries none of them.
        page = (slide_site / language / f"{NOTEBOOK_02}.html").read_text(encoding="utf-8")
        plain = [re.findall(r"[^`*_\[\]()<>&'\"\n]{24,}", c.source)[-1].strip() for c in notes]
        assert all(words in text for words in plain), language  # what the slides show ...
        assert not [words for words in plain if words in page], language  # ... the page does not


def test_the_index_links_each_notebooks_slides_beside_its_page(slide_site):
    index = (slide_site / "index.html").read_text(encoding="utf-8")
    for language in site.EDITIONS:
        page = f"{language}/{NOTEBOOK_02}.html"
        assert f"href='{page}'" in index
        assert f"href='{language}/{NOTEBOOK_02}.slides.html'" in index
    assert (slide_site / site.STATIC / slides.REVEAL / "dist" / "reveal.js").is_file()


# --- in the browser ---------------------------------------------------------------------------

#: The current slide as shown: its height from its top to its content's foot, its content's own
#: height and the scale that fits it, and its smallest text in screen pixels: in the page's
#: words, code, outputs and controls (``least``), in its pictures' SVG (``leastSvg``) and in its
#: PNG figures (``leastPng``: the smallest text stamped in the PNG, times the size the screen
#: shows the PNG at over its own), and the PNG figures that carry no stamp (``unstamped``).
MEASURE = """() => {
  const deck = window.linklabDeck, slide = deck.getCurrentSlide();
  const body = slide.querySelector(':scope > .linklab-slide-body') || slide;
  const scale = parseFloat(body.dataset.scale || '1');
  const top = slide.getBoundingClientRect().top;
  let least = Infinity, leastSvg = Infinity, leastPng = Infinity, what = '', unstamped = 0;
  const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent.trim() || !element) continue;
    if (element.closest('aside.notes, script, style')) continue;
    const box = element.getBoundingClientRect();
    const css = getComputedStyle(element);
    if (!box.width || !box.height || css.visibility === 'hidden') continue;
    let px = parseFloat(css.fontSize);
    if (element instanceof SVGElement) {
      const m = element.getScreenCTM();
      const svgPx = px * (m ? Math.hypot(m.a, m.b) : 1);
      if (svgPx < leastSvg) { leastSvg = svgPx; what = node.textContent.trim().slice(0, 40); }
      continue;
    }
    px *= scale;
    if (px < least) { least = px; what = node.textContent.trim().slice(0, 40); }
  }
  const key = 'linklab-smallest-text\\0';
  for (const image of slide.querySelectorAll('img[src^="data:image/png;base64,"]')) {
    const box = image.getBoundingClientRect();
    if (!box.width) continue;
    const bytes = atob(image.src.slice('data:image/png;base64,'.length));
    let at = 8, stamp = null;
    while (at + 8 <= bytes.length && stamp === null) {
      const length = (bytes.charCodeAt(at) * 16777216) + (bytes.charCodeAt(at + 1) << 16)
        + (bytes.charCodeAt(at + 2) << 8) + bytes.charCodeAt(at + 3);
      const data = bytes.slice(at + 8, at + 8 + length);
      const kind = bytes.slice(at + 4, at + 8);
      if (kind === 'tEXt' && data.startsWith(key)) stamp = data.slice(key.length);
      at += 12 + length;
    }
    if (stamp === null) { unstamped += 1; continue; }
    leastPng = Math.min(leastPng, parseFloat(stamp) * box.width / image.naturalWidth);
  }
  return {height: body.getBoundingClientRect().bottom - top, natural: body.scrollHeight, scale,
          least, leastSvg, leastPng, unstamped, what, indices: deck.getIndices(),
          total: deck.getTotalSlides(), last: deck.isLastSlide(),
          title: ((slide.querySelector('h1, h2, h3') || {}).textContent || '').replace('¶', '')};
}"""
#: The deck started, and every slide fitted once its widgets are drawn.
READY = (
    "() => window.linklabDeck && window.linklabDeck.isReady()"
    " && document.documentElement.dataset.linklabFitted === 'yes'"
)


def open_slides(browser, out: Path, language: str, notebook: str, fragment: str = ""):
    """Notebook ``notebook``'s slides in ``language`` from disk, at 1280x720, network off: the
    page, the addresses refused and the page's errors."""
    refused: list[str] = []
    context = browser.new_context(viewport=SCREEN)
    site.offline(context, out, refused)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    path = next((out / language).glob(f"{notebook}-*.slides.html"))
    page.goto(path.resolve().as_uri() + fragment)
    page.wait_for_function(site.PLAYERS_DRAWN, timeout=120_000, polling=250)
    page.wait_for_function(READY, timeout=60_000)
    return page, refused, errors


def step_to(page, title: str) -> None:
    """Press Page Down until the slide headed ``title`` shows."""
    for _ in range(page.evaluate("window.linklabDeck.getTotalSlides()")):
        if page.evaluate(MEASURE)["title"] == title:
            return
        page.keyboard.press("PageDown")
    raise AssertionError(f"no slide headed {title!r}")


def settled(page) -> dict:
    """The current slide measured once its fit no longer changes."""
    page.wait_for_timeout(200)
    return page.evaluate(MEASURE)


def every_slide(page) -> list[dict]:
    """Each slide of the deck open in ``page``, measured with all its fragments shown, stepped
    to with Page Down alone (which shows a slide's fragments one by one first)."""
    measured = [settled(page)]
    while len(measured) < 2 or not (
        measured[-1]["last"] and measured[-1]["indices"] == measured[-2]["indices"]
    ):
        page.keyboard.press("PageDown")
        measured.append(settled(page))
        assert len(measured) <= 3 * measured[-1]["total"] + 1, "Page Down never reached the end"
    by_slide = {(m["indices"]["h"], m["indices"]["v"]): m for m in measured}  # the last of each
    return list(by_slide.values())


def unreadable(measured: list[dict]) -> dict[str, list]:
    """What of ``measured`` (`every_slide`) breaks the slide edition's rule: a slide taller than
    the screen, a text under 14 px (words, SVG, PNG), a PNG figure whose text is not known."""
    return {
        "too tall": [(m["title"], round(m["height"])) for m in measured if m["height"] > 720.5],
        "small text": [
            (m["title"], m["what"], round(m["least"], 1)) for m in measured if m["least"] < LEAST_PX
        ],
        "small SVG text": [
            (m["title"], m["what"], round(m["leastSvg"], 1))
            for m in measured
            if m["leastSvg"] < LEAST_PX
        ],
        "small PNG text": [
            (m["title"], round(m["leastPng"], 1)) for m in measured if m["leastPng"] < LEAST_PX
        ],
        "PNG not measured": [(m["title"], m["unstamped"]) for m in measured if m["unstamped"]],
    }


@pytest.mark.browser
@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("notebook", ["02", "52"])
def test_every_slide_fits_the_screen_with_no_text_under_14_px(
    slide_site, site_browser, language, notebook
):
    page, refused, errors = open_slides(site_browser, slide_site, language, notebook)
    measured = every_slide(page)
    page.context.close()
    seen = [(m["indices"]["h"], m["indices"]["v"]) for m in measured]
    assert len(seen) == measured[-1]["total"], seen  # every slide, by the keyboard alone
    assert {kind: found for kind, found in unreadable(measured).items() if found} == {}
    print(
        language,
        notebook,
        "tallest",
        max(m["natural"] for m in measured),
        "px before fitting,",
        round(max(m["height"] for m in measured)),
        "px after; smallest text",
        round(min(min(m["least"], m["leastSvg"], m["leastPng"]) for m in measured), 1),
        "px",
    )
    assert refused == [] and errors == []


@pytest.mark.browser
def test_a_slide_too_tall_to_shrink_is_cut_into_vertical_slides_that_each_fit(
    slide_site, site_browser
):
    page, refused, errors = open_slides(site_browser, slide_site, "en", "52")
    step_to(page, TALL)
    first = settled(page)
    parts = [first]
    notes = [page.evaluate("window.linklabDeck.getSlideNotes()")]
    while True:  # the figures, in order, one vertical slide after another
        page.keyboard.press("PageDown")
        after = settled(page)
        notes.append(page.evaluate("window.linklabDeck.getSlideNotes()"))
        if (
            after["indices"]["h"] != first["indices"]["h"]
            or after["indices"] == parts[-1]["indices"]
        ):
            break
        parts.append(after)
    shown = page.evaluate(
        """(h) => [...document.querySelectorAll('.reveal .slides > section')][h]
          .querySelectorAll('img[src^="data:image/png"]').length""",
        first["indices"]["h"],
    )
    page.context.close()
    assert len(parts) >= 2 and shown == 3  # cut, and no figure lost
    assert all(TALL_NOTE in said for said in notes[: len(parts)])  # the notes on every part
    assert [m["indices"]["v"] for m in parts] == list(range(first["indices"]["v"], len(parts)))
    # each part fits by its scale alone, the scale its PNG text allows
    assert {kind: found for kind, found in unreadable(parts).items() if found} == {}
    assert sum(m["leastPng"] < float("inf") for m in parts) >= 2  # the figures, spread out
    assert refused == [] and errors == []


@pytest.mark.browser
def test_a_player_steps_on_its_slide(slide_site, site_browser):
    page, refused, errors = open_slides(site_browser, slide_site, "en", "52")
    step_to(page, "A player")
    stage = page.locator("section.present .linklab-stage").first
    assert stage.is_visible()
    picture = stage.locator("svg").first.inner_html()
    slide = page.evaluate("window.linklabDeck.getIndices()")
    stage.click()
    page.keyboard.press("ArrowRight")  # the player's key, not the deck's
    page.wait_for_function(
        "(before) => document.querySelector('section.present .linklab-stage svg').innerHTML "
        "!== before",
        arg=picture,
        timeout=10_000,
    )
    assert page.evaluate("window.linklabDeck.getIndices()") == slide
    page.context.close()
    assert refused == [] and errors == []


@pytest.mark.browser
@pytest.mark.parametrize("language", ["en", "zh"])
def test_an_exercise_checks_on_its_slide(slide_site, site_browser, language):
    page, refused, errors = open_slides(site_browser, slide_site, language, "52")
    step_to(page, "An exercise")
    editor = page.locator("section.present textarea.linklab-python-editor")
    editor.fill("prediction = [(0, 0)]")
    stamp = page.evaluate("window.linklabPythonLog.length")
    page.locator("section.present .linklab-python-check button.linklab-python-button").click()
    page.wait_for_function(
        "(n) => window.linklabPythonLog.slice(n).some((e) => e.event === 'verdict')",
        arg=stamp,
        timeout=180_000,
        polling=100,
    )
    verdict = page.locator("section.present .linklab-python-verdict")
    assert verdict.get_attribute("data-status") == "wrong", verdict.inner_text()
    assert verdict.inner_text().strip()
    assert settled(page)["height"] <= 720.5  # the verdict's slide still fits
    page.context.close()
    assert refused == [] and errors == []


#: The exercise's slide's own measure (its body's), read off the slide holding the Check.
CHECK_SLIDE_MEASURE = """() => {
  const check = document.querySelector('.linklab-python-check button.linklab-python-button');
  const body = check.closest('section').querySelector(':scope > .linklab-slide-body');
  return {scale: body.dataset.scale, least: body.dataset.least,
          verdicts: check.closest('section').querySelectorAll('.linklab-python-verdict').length};
}"""


@pytest.mark.browser
def test_what_appears_after_a_press_goes_on_a_vertical_slide_of_its_own(slide_site, site_browser):
    """A verdict is not squeezed into the exercise's slide: it goes on the vertical slide after
    it, shown at once, every text of it at least 14 px as shown; the exercise's slide keeps its
    own measure. A second press fills the same slide again."""
    page, refused, errors = open_slides(site_browser, slide_site, "en", "52")
    step_to(page, "An exercise")
    before = page.evaluate("window.linklabDeck.getIndices()")
    measure = page.evaluate(CHECK_SLIDE_MEASURE)
    for answer in ("prediction = [(0, 0)]", "prediction = [(0, 1)]"):
        page.locator("textarea.linklab-python-editor").fill(answer)
        stamp = page.evaluate("window.linklabPythonLog.length")
        page.locator(".linklab-python-check button.linklab-python-button").click()
        page.wait_for_function(
            "(n) => window.linklabPythonLog.slice(n).some((e) => e.event === 'verdict')",
            arg=stamp,
            timeout=180_000,
            polling=100,
        )
        page.wait_for_function(
            "() => window.linklabDeck.getCurrentSlide().matches('.linklab-slide-after')"
        )
        shown = settled(page)
        assert shown["indices"]["h"] == before["h"] and shown["indices"]["v"] == before["v"] + 1
        assert page.locator("section.present .linklab-python-verdict").count() == 1
        assert shown["height"] <= 720.5 and shown["least"] >= LEAST_PX, shown
        assert shown["leastSvg"] >= LEAST_PX - 0.5, shown
        assert page.evaluate(CHECK_SLIDE_MEASURE) == measure  # no verdict there, same measure
        page.keyboard.press("PageUp")  # back to the exercise for the second press
    assert page.locator("section.linklab-slide-after").count() == 1  # the same slide again
    page.context.close()
    assert refused == [] and errors == []


#: Whether the slide shown holds both the exercise's code and its Check.
CODE_AND_CHECK_SHOWN = """() => {
  const slide = window.linklabDeck.getCurrentSlide();
  return !!slide.querySelector('textarea.linklab-python-editor') &&
    !!slide.querySelector('.linklab-python-check button.linklab-python-button');
}"""


@pytest.mark.browser
def test_an_exercises_code_and_its_check_stay_on_one_slide_however_long_the_code(
    slide_site, site_browser
):
    page, refused, errors = open_slides(site_browser, slide_site, "en", "52")
    step_to(page, "An exercise")
    editor = page.locator("textarea.linklab-python-editor")
    for lines in range(4, 31, 2):  # the slide grows past the screen and is cut as it does
        editor.fill("".join(f"step_{k} = {k}\n" for k in range(lines)) + "prediction = [(0, 0)]")
        try:
            page.wait_for_function(CODE_AND_CHECK_SHOWN, timeout=15_000, polling=100)
        except Exception:  # Playwright's TimeoutError: said as what the slide lacks
            pytest.fail(f"with {lines} lines of code the slide shown lacks the code or its Check")
    stamp = page.evaluate("window.linklabPythonLog.length")
    page.locator(".linklab-python-check button.linklab-python-button").click(timeout=15_000)
    page.wait_for_function(
        "(n) => window.linklabPythonLog.slice(n).some((e) => e.event === 'verdict')",
        arg=stamp,
        timeout=180_000,
        polling=100,
    )
    assert page.locator(".linklab-python-verdict").get_attribute("data-status") == "wrong"
    page.context.close()
    assert refused == [] and errors == []


@pytest.mark.browser
def test_a_learners_work_on_a_slide_is_kept_on_reload_and_the_keep_bar_takes_no_room(
    slide_site, site_browser
):
    page, refused, errors = open_slides(site_browser, slide_site, "en", "52")
    step_to(page, "An exercise")
    page.locator("section.present textarea.linklab-python-editor").fill("prediction = [(1, 1)]")
    page.wait_for_timeout(600)  # the page keeps the cell's text a moment after it changes
    page.reload()
    page.wait_for_function(site.PLAYERS_DRAWN, timeout=120_000, polling=250)
    page.wait_for_function(READY, timeout=60_000)
    step_to(page, "An exercise")
    kept = page.locator("section.present textarea.linklab-python-editor").input_value()
    room = page.evaluate(
        """() => ({scroll: document.scrollingElement.scrollHeight,
                  bar: [...document.querySelectorAll('.linklab-keep-bar')]
                    .filter((bar) => bar.getClientRects().length).length,
                  resets: document.querySelectorAll('section .linklab-keep-reset').length})"""
    )
    page.context.close()
    assert kept == "prediction = [(1, 1)]"
    # the deck never scrolls, no bar under the screen; each cell keeps its own reset, on a slide
    assert room["scroll"] <= SCREEN["height"] and room["bar"] == 0 and room["resets"] >= 1, room
    assert refused == [] and errors == []


@pytest.mark.browser
def test_a_notes_cell_is_in_the_speaker_notes_and_the_speaker_view(slide_site, site_browser):
    page, refused, errors = open_slides(site_browser, slide_site, "en", "52")
    step_to(page, "A player")
    assert NOTE in page.evaluate("window.linklabDeck.getSlideNotes()")
    assert not page.locator("aside.notes").first.is_visible()  # not on the slide itself
    with page.context.expect_page(timeout=20_000) as opened:
        page.keyboard.press("s")
    speaker = opened.value
    speaker.wait_for_function(
        "(note) => (document.querySelector('.speaker-controls-notes') || {}).textContent"
        "?.includes(note)",
        arg=NOTE,
        timeout=30_000,
    )
    # its two previews (this slide and the next) are pictures of the slides: each page there
    # has drawn its slides and started no Python, while the slides themselves started theirs
    previews = [frame for frame in speaker.frames if "receiver" in frame.url]
    assert len(previews) == 2, [frame.url for frame in speaker.frames]
    for frame in previews:
        frame.wait_for_function(READY, timeout=60_000)
    started = [
        frame.evaluate("(window.linklabPythonLog || []).map((e) => e.event)") for frame in previews
    ]
    own = page.evaluate("window.linklabPythonLog.map((e) => e.event)")
    page.context.close()
    assert [events.count("started") for events in started] == [0, 0], started
    assert all("preview" in events for events in started)
    assert own.count("started") >= 1
    assert refused == [] and errors == []


@pytest.mark.browser
def test_a_fragment_that_is_not_a_slides_is_left_to_the_page(slide_site, site_browser):
    page, _, errors = open_slides(site_browser, slide_site, "en", "52", "#ll1.a-board")
    page.keyboard.press("PageDown")
    page.wait_for_timeout(200)
    assert page.evaluate("location.hash") == "#ll1.a-board"
    page.context.close()
    page, _, _ = open_slides(site_browser, slide_site, "en", "52", "#/1")
    assert page.evaluate("window.linklabDeck.getIndices().h") == 1
    page.keyboard.press("PageDown")
    page.wait_for_function("() => location.hash.startsWith('#/2')", timeout=5_000)
    page.evaluate("location.hash = '#ll1.another-board'")  # as a board's link sets it
    page.wait_for_timeout(300)
    assert page.evaluate("window.linklabDeck.getIndices().h") == 2
    page.evaluate("location.hash = '#/0'")
    page.wait_for_function("() => window.linklabDeck.getIndices().h === 0", timeout=5_000)
    page.context.close()
    assert errors == []


def test_linklab_app_page_serves_a_notebooks_slides_by_its_number(slide_site, capsys):
    from linklab.cli.app_page import slides_page
    from linklab.cli.main import main

    assert slides_page(slide_site, "zh", "02") == f"zh/{NOTEBOOK_02}.slides.html"
    assert main(["app", "--page", "--site", str(slide_site), "--slides", "09"]) == 2
    said = capsys.readouterr().err.strip()
    assert "--slides 09" in said and "\n" not in said
    assert main(["app", "--slides", "01"]) == 2  # the slides are the built site's
