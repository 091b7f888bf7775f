"""A comparison of three searches on a 1280x720 slide reads from the back of the room and fits.

In the slide edition (``<lang>/<nb>.slides.html``) the three-pane comparison of notebook 04
("Document 003's DFS against document 004's") and notebook 07's six-digit comparison each stand
on their own slide: each must fit the 720 px screen without being shrunk, every text of it (the
panes' words, the controls, the boards' letters and numbers) at least 14 px, in both languages.
Beside them stand notebook 02's comparison of two searches (under a paragraph and its code) and
notebook 05's game, each under its heading: every slide of the deck, as first shown, has a
heading (a part cut from a slide too), is not its heading alone, shows none of the desk's tools
on a comparison, no board covered, no box cut off and nothing under reveal's arrows and slide
number. In RISE the live widget runs in the lecture style: its boards are drawn so that they read at
14 px in the width a slide gives an output (`linklab.render.style.SHOWN_WIDTH`), and the
picture RISE shows of it names each approach and its status under its board
(`linklab.widgets.compare_slide`).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from linklab.render.style import SHOWN_WIDTH

SCREEN = {"width": 1280, "height": 720}
LEAST_PX = 14.0
BOARD = "1 0 0 2\n0 2 0 0\n0 0 0 1\n"
QUERY = "(board, (0, 0), (2, 3), ['003', '004', '004 bounds first'], step=8)"
#: Notebook 03's board and query: three boards of it side by side are too wide, on a slide, for
#: the marks in their cells' corners.
WIDE_BOARD = "BC*******A\n*DEB*CD***\n***A******\n*DB***B***\nDBA*C***DA\nA*******A*\n"
WIDE_QUERY = ((3, 6), (4, 1), 30)
THREE = ["003", "004", "004 bounds first"]

#: The slide shown: its height, the scale its content is shrunk by, its smallest text in the
#: page's words and in its pictures (each in screen pixels), and what the smallest words say.
MEASURE = """() => {
  const slide = window.linklabDeck.getCurrentSlide();
  const body = slide.querySelector(':scope > .linklab-slide-body') || slide;
  const scale = parseFloat(body.dataset.scale || '1');
  let least = Infinity, leastSvg = Infinity, what = '', whatSvg = '';
  const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent.trim() || !element) continue;
    if (element.closest('aside.notes, script, style, title')) continue;
    const box = element.getBoundingClientRect();
    if (!box.width || !box.height || getComputedStyle(element).visibility === 'hidden') continue;
    const px = parseFloat(getComputedStyle(element).fontSize);
    if (element instanceof SVGElement) {
      const m = element.getScreenCTM();
      const shown = px * (m ? Math.hypot(m.a, m.b) : 1);
      if (shown < leastSvg) { leastSvg = shown; whatSvg = node.textContent.trim(); }
    } else if (px * scale < least) {
      least = px * scale; what = node.textContent.trim().slice(0, 40);
    }
  }
  const part = slide.querySelector('.linklab-live-compare, .linklab-live-sixcompare');
  return {height: body.getBoundingClientRect().bottom - slide.getBoundingClientRect().top,
          natural: body.scrollHeight, scale, least, what, leastSvg, whatSvg,
          panes: part ? part.querySelectorAll('.linklab-live-pane').length : 0};
}"""


def _cells():
    import nbformat

    new = nbformat.v4
    setup = new.new_code_cell("import linklab as ll")
    setup.metadata["slideshow"] = {"slide_type": "skip"}
    heading = new.new_markdown_cell("## Document 003's DFS against document 004's")
    heading.metadata["slideshow"] = {"slide_type": "slide"}
    player = new.new_code_cell(
        f'board = ll.parse_board("""\n{BOARD}""")\nll.widgets.ComparePlayer{QUERY}'
    )
    player.metadata["tags"] = ["hide-input"]
    six_heading = new.new_markdown_cell("## One search per layout, or one table")
    six_heading.metadata["slideshow"] = {"slide_type": "slide"}
    six = new.new_code_cell("ll.widgets.SixDigitCompare((2, 5, 6, 4, 3, 1), step=3)")
    six.metadata["tags"] = ["hide-input"]
    return [setup, heading, player, six_heading, six, *_two_panes_and_a_game()]


#: Notebook 02's comparison of document 000 and the corrected BFS, and notebook 05's game, as
#: those notebooks give them: each under a heading, the comparison after a paragraph and its
#: code shown.
TWO = "Document 000 and the corrected BFS, step by step"
GAME = "Your move"
ZIG = "0 0 0 2\n0 1 0 0\n0 0 4 0\n0 0 0 2\n0 0 0 1\n"
SMALL = "FFEBFA\nCCFAED\nDEDACB\nCBABED\n"


def _two_panes_and_a_game():
    import nbformat

    new = nbformat.v4
    two = new.new_markdown_cell(
        f"### {TWO}\n\nOne slider drives both: document 000's program and linklab's BFS, on the "
        "same query. Beside document 000's pane is its program as printed, the current event's "
        "line highlighted. It opens where (5, 3) is reached again with one turn."
    )
    two.metadata["slideshow"] = {"slide_type": "slide"}
    game = new.new_markdown_cell(f"### {GAME}")
    game.metadata["slideshow"] = {"slide_type": "slide"}
    return [
        two,
        new.new_code_cell(
            f'zig = ll.parse_board("""\n{ZIG}""")\n'
            'both = ll.widgets.ComparePlayer(zig, (1, 1), (4, 3), ["000", "bfs"], step=106)\nboth'
        ),
        game,
        new.new_code_cell(
            f'board = ll.parse_board("""\n{SMALL}""")\n'
            "play = ll.widgets.GameWidget(board, ll.Rules(outside=True))\nplay"
        ),
    ]


@pytest.fixture(scope="module")
def compare_site(tmp_path_factory) -> Path:
    from static_pages import small_site

    out = tmp_path_factory.mktemp("compare-slides")
    pages = small_site(out, "61-compare", _cells())
    assert not [page for page in pages.values() if page.failed]
    return out


@pytest.mark.browser
@pytest.mark.parametrize("language", ["en", "zh"])
def test_comparisons_fit_their_slides_with_no_text_under_14_px(
    compare_site, site_browser, language
):
    from test_site_slides import open_slides

    page, refused, errors = open_slides(site_browser, compare_site, language, "61")
    measured = []
    for key in ("Home", "PageDown"):  # the three searches' slide, then the six-digit one's
        page.keyboard.press(key)
        page.wait_for_timeout(300)
        measured.append(page.evaluate(MEASURE))
    page.context.close()
    for shown in measured:
        print(language, {key: shown[key] for key in ("natural", "scale", "least", "leastSvg")})
    assert [shown["panes"] for shown in measured] == [3, 2]
    for shown in measured:
        assert shown["natural"] <= SCREEN["height"] and shown["scale"] == 1, shown
        assert shown["height"] <= SCREEN["height"] + 0.5, shown
        assert shown["least"] >= LEAST_PX, (shown["what"], shown["least"])
        assert shown["leastSvg"] >= LEAST_PX, (shown["whatSvg"], shown["leastSvg"])
    assert refused == [] and errors == []


#: Every slide of the deck as first shown, and what breaks it: its heading (none: a part cut
#: off without one), whether it shows its heading and nothing else, the desk's tools it shows
#: (Run, Save, Copy link, Reset), a board another part of the slide covers, a box whose content
#: is cut off (a queue list, a status, a counter), content under reveal's arrows or slide number.
EVERY_SLIDE = """async (desk) => {
  const deck = window.linklabDeck, found = [];
  const seen = (e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden';
  const overlap = (a, b) => !(a.right <= b.left + 1 || b.right <= a.left + 1 ||
    a.bottom <= b.top + 1 || b.bottom <= a.top + 1);
  for (const slide of deck.getSlides()) {
    const at = deck.getIndices(slide);
    deck.slide(at.h, at.v);
    await new Promise((done) => setTimeout(done, 250));
    const body = slide.querySelector(':scope > .linklab-slide-body') || slide;
    const heading = body.querySelector('h1, h2, h3');
    const words = body.innerText.replace(/\\s+/g, '');
    const tools = [...body.querySelectorAll('.linklab-live-compare button')].filter(seen)
      .map((e) => e.textContent.trim()).filter((w) => desk.includes(w));
    const boards = [...body.querySelectorAll('.linklab-live-compare .linklab-live-picture svg')];
    let covered = 0;
    for (const board of boards) {
      const box = board.getBoundingClientRect();
      for (const other of body.querySelectorAll('.linklab-live-pane, .linklab-code-box')) {
        if (seen(other) && overlap(box, other.getBoundingClientRect())) covered += 1;
      }
    }
    const clipped = [];
    for (const e of body.querySelectorAll('*')) {
      // a program's listing scrolls to its running line by design; all else shows whole
      if (!seen(e) || e.closest('.jp-InputArea, textarea, svg, .linklab-code-box')) continue;
      const css = getComputedStyle(e);
      // what only a screen reader reads (a board's rows in words) is a pixel, clipped by design
      if (css.position === 'absolute' && css.clip !== 'auto') continue;
      if (css.overflowY === 'visible' && css.overflowX === 'visible') continue;
      if (e.scrollHeight > e.clientHeight + 2 && e.textContent.trim()) {
        clipped.push(e.className + ': ' + e.textContent.trim().slice(0, 30));
      }
    }
    const corner = [...document.querySelectorAll('.reveal .controls, .reveal .slide-number')]
      .filter(seen).map((e) => e.getBoundingClientRect());
    const under = [...body.querySelectorAll('td, li, p, span, button, svg')].filter(seen)
      .filter((e) => corner.some((c) => overlap(c, e.getBoundingClientRect())))
      .map((e) => e.textContent.trim().slice(0, 20));
    let leastSvg = Infinity;
    for (const text of body.querySelectorAll('svg text')) {
      const m = text.getScreenCTM();
      if (!seen(text) || !m || !text.textContent.trim()) continue;
      const px = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(m.a, m.b);
      leastSvg = Math.min(leastSvg, px);
    }
    const title = heading ? heading.textContent.replace('¶', '') : null;
    found.push({at: [at.h, at.v], leastSvg, heading: title,
                alone: !!heading && words === heading.textContent.replace(/\\s+/g, ''),
                scale: parseFloat(body.dataset.scale || '1'), tools, covered, clipped, under});
  }
  return found;
}"""


#: What only a desk uses, which a comparison on a slide leaves to the page.
DESK = ["Run", "Save SVG", "Save PNG", "Save GIF", "Copy link", "Reset this board"]


@pytest.mark.browser
@pytest.mark.parametrize("language", ["en", "zh"])
def test_every_slide_stands_whole_under_its_heading_with_nothing_cut_or_covered(
    compare_site, site_browser, language
):
    from test_site_slides import open_slides

    from linklab.i18n import translate, using

    page, refused, errors = open_slides(site_browser, compare_site, language, "61")
    with using(language):
        desk = [translate(w) for w in DESK]
    found = page.evaluate(EVERY_SLIDE, desk)
    page.context.close()
    for slide in found:
        print(language, slide)
    headings = [slide["heading"] for slide in found]
    assert None not in headings, found  # a part cut from its slide says what it is
    assert [slide["at"] for slide in found if slide["alone"]] == []
    assert any(TWO in str(h) for h in headings) and any(GAME in str(h) for h in headings)
    for slide in found:
        where = (slide["at"], slide["heading"])
        assert slide["tools"] == [], where  # the desk's tools are the page's
        assert slide["covered"] == 0, where  # boards across the width, nothing on them
        assert slide["clipped"] == [], where
        assert slide["under"] == [], where  # reveal's corner keeps clear of the content
        assert slide["leastSvg"] >= LEAST_PX, where  # on the screen, at the slide's scale
    assert refused == [] and errors == []


def test_the_lecture_styles_three_boards_read_at_14_px_in_a_slides_output_width():
    import linklab as ll
    from linklab.render.scene.shapes import Text

    board = ll.parse_board(BOARD)
    for name in ("lecture", "default"):
        with ll.style(name):
            player = ll.widgets.ComparePlayer(
                board, (0, 0), (2, 3), ["003", "004", "004 bounds first"], step=8
            )
        shown = min(SHOWN_WIDTH, player.stage.width)  # a slide shows it at most this wide
        scenes = [player.step_scene(step) for step in range(player.total + 1)]
        least = min(s.size for scene in scenes for s in scene.shapes if isinstance(s, Text))
        px = least * shown / scenes[0].width
        if name == "lecture":
            assert round(px, 1) >= LEAST_PX, px  # the width is a whole number of pixels
        else:  # the learner's page keeps its boards as they were
            assert least < 0.3 and player.stage.width < SHOWN_WIDTH


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize(
    "rows, a, b, step", [(BOARD, (0, 0), (2, 3), 8), (WIDE_BOARD, *WIDE_QUERY)]
)
def test_the_slideshows_picture_of_three_panes_names_them_readably_and_fits_under_a_heading(
    language, rows, a, b, step
):
    import linklab as ll
    from linklab.i18n import translate, using
    from linklab.render.scene.shapes import Text
    from linklab.widgets.compare_slide import slide_scene

    heading_room = 100  # a slide's heading, of RISE's 648 px
    with ll.style("lecture"), using(language):
        player = ll.widgets.ComparePlayer(ll.parse_board(rows), a, b, THREE, step=step)
        width = player.stage.width
        scene = slide_scene(player.session, step, player.step_scene(step), width, 15)
        words = [s for s in scene.shapes if isinstance(s, Text) and "words" in s.tag]
        labels = [translate(pane.approach.label) for pane in player.panes]
        searching = translate("searching…")
    shown = min(SHOWN_WIDTH, width) / scene.width  # pixels a board unit, on the slide
    texts = [s for s in scene.shapes if isinstance(s, Text)]
    assert round(min(t.size for t in texts) * shown, 1) >= LEAST_PX
    assert scene.height * shown <= 648 - heading_room
    said = "".join(t.text for t in words).replace(" ", "")
    assert all(label.replace(" ", "") in said for label in labels)
    assert said.count(searching) == 2  # document 004 has stopped: its verdict instead
    for index in range(3):  # each pane's words stand under its own board, inside the picture
        xs = [t.x for t in words if t.tag == f"pane-{index}-words"]
        assert xs and 0 <= min(xs) < scene.width


@pytest.mark.parametrize("language", ["en", "zh"])
def test_boards_too_wide_for_their_corner_marks_leave_them_out_on_a_slide_and_say_so(language):
    import linklab as ll
    from linklab.apps.page_compare import PageCompare, compare_setup
    from linklab.i18n import translate, using
    from linklab.render.scene.readable import LEFT_OUT_TAG, MARKS_LEFT_OUT
    from linklab.render.scene.shapes import Text

    a, b, step = WIDE_QUERY
    with ll.style("lecture"), using(language):
        player = ll.widgets.ComparePlayer(ll.parse_board(WIDE_BOARD), a, b, THREE, step=step)
        steps = [*range(0, player.total, 97), player.total]
        widget = [player.step_scene(k) for k in steps]
        page = PageCompare(compare_setup(player.session, step), language)  # the slide's page part
        drawn = [page.session.scene(k) for k in steps]
        said = translate(MARKS_LEFT_OUT)
    for scene in widget + drawn:  # as a slide shows them: at most SHOWN_WIDTH wide
        texts = [s for s in scene.shapes if isinstance(s, Text)]
        least = min(texts, key=lambda t: t.size)
        assert least.size * SHOWN_WIDTH / scene.width >= LEAST_PX, (least.tag, least.size)
        assert any(t.tag.startswith("letter-") for t in texts)  # the board's letters kept
        assert [t.text for t in texts if t.tag == LEFT_OUT_TAG] == [said]  # ... and said so
    assert any(s.tag.startswith("order-") for s in widget[1].shapes)  # the stack's places too
    with ll.style("default"), using(language):  # the learner's page keeps every mark
        player = ll.widgets.ComparePlayer(ll.parse_board(WIDE_BOARD), a, b, THREE, step=step)
        scene = player.step_scene(step)
    assert any(s.tag.startswith("note-") for s in scene.shapes)
    assert not [s for s in scene.shapes if s.tag == LEFT_OUT_TAG]
