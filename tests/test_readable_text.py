"""Every kind of figure the package makes has no text under 10 px where it is shown, in the
default style and in the lecture style (14 px there); and the slides as jupyterlab-rise shows
them at 1280x720, run in the lecture style, show no text under 14 px and each fits reveal's
slide (648 px), in either language.

A text's size on screen is its font size in points × the dpi it is shown at / 72 × how much
the page scales the picture: a widget's PNG is shown at its own pixels (the ``<img>`` is as
wide as the PNG), a figure wider than the 1280-pixel projector is shrunk to fit it
(`linklab.render.style.displayed_scale`), and an exported figure is shown at its own dpi. Text drawn
as glyph outlines counts too: a search picture's texts on the players' canvas
(`linklab.render.draw_scene.PathText`).

On a slide, every text on the screen is measured (`linklab.site.slideshow.SLIDE_TEXTS`): HTML
text by its computed font size times the scale its box is drawn at, SVG text by its font size
times its screen matrix's scale, and a PNG by the smallest text its kernel stamped in it
(`linklab.render.text_sizes`) times its width on the screen over its own width. Each notebook
takes about half a minute, so four run here (07 in both languages, the one whose panels read
small; 02; and the Chinese 05, whose game was the tallest slide of all until it got a slide
of its own); ``python -m linklab.site.slideshow notebooks/*.ipynb notebooks/zh/*.ipynb``
measures all sixteen. The slide edition's slides are measured in
`tests/test_site_slides.py` (every slide of a notebook at 1280x720, both languages).
"""

from __future__ import annotations

import shutil

import matplotlib

matplotlib.use("Agg")

import nbformat
import pytest
from matplotlib.figure import Figure
from test_browser import (  # noqa: F401  (fixtures)
    browser,
    browser_test,
    jupyter_env,
    jupyterlab,
    notebook_root,
)

import linklab as ll
from linklab.core.board import Board
from linklab.core.generate import generate_board
from linklab.core.rules import Rules
from linklab.core.search import bfs_events, dfs_events
from linklab.core.trace import Trace
from linklab.documents.quirk_gallery import readable_quirks
from linklab.render.draw import (
    draw_big_board,
    draw_board,
    draw_frame,
    gallery_figure,
)
from linklab.render.draw_scene import scene_figure
from linklab.render.draw_sixdigits import draw_state, draw_state_graph, state_graph
from linklab.render.export import FrameCanvas, frame_figure, save_figure
from linklab.render.style import displayed_scale
from linklab.render.text_sizes import figure_texts
from linklab.site import slideshow
from linklab.widgets import (
    BoardEditor,
    ComparePlayer,
    SixDigitCompare,
    SixDigitExplorer,
    SolverView,
    TracePlayer,
)

SMALL = Board.from_rows([[1, 0, 0, 2], [0, 3, 3, 0], [2, 0, 0, 1]])
WALLED = Board.from_rows([[1, 2, 0, 3], [2, 1, 0, 3], [0, 0, 0, 0]])
BIG = generate_board(10, 20, 10, 3, solvable=True, rules=Rules(outside=True))
LEAST_PX = {"default": 10.0, "lecture": 14.0}
ROUNDING = 0.1  # sizes are kept to a tenth of a point


@pytest.fixture(autouse=True)
def default_after():
    yield
    ll.style("default")


def _pair(board: Board):
    tiles = [cell for cell in board.cells() if board[cell]]
    return tiles[0], next(c for c in tiles[1:] if board[c] == board[tiles[0]])


def shown_sizes(fig, page_scale: float = 1.0) -> list[tuple[float, str]]:
    """Every text ``fig`` shows, with its height in screen pixels, smallest first."""
    fig.draw_without_rendering()  # some texts (tick labels) exist only once drawn
    scale = displayed_scale(fig) * page_scale
    return [(px * scale, text) for px, text in figure_texts(fig)]


def figures(tmp_path):
    """Every kind of figure, by name: boards, traces, comparisons, six-digit, the quirk gallery,
    cost charts."""
    rules = Rules(outside=True)
    a, b = _pair(BIG)
    fig, ax = frame_figure(SMALL)
    draw_board(ax, SMALL, ends=((0, 0), (2, 3)))
    yield "board", fig, 1.0
    fig, ax = frame_figure(BIG, rules)
    draw_board(ax, BIG, rules)
    yield "board 10x20", fig, 1.0
    fig = Figure(figsize=(9.75, 5.25), dpi=150)
    draw_big_board(fig.add_axes((0.06, 0.06, 0.9, 0.88)), BIG, rules, title="a big board")
    yield "big board", fig, 1.0
    for search in (bfs_events, dfs_events):
        trace = Trace(search(BIG, a, b, rules))
        canvas = FrameCanvas(BIG, trace, rules, dpi=ll.style.widget_dpi(90))
        canvas.show(len(trace) // 2)
        yield f"trace {search.__name__}", canvas.fig, 1.0
        fig, ax = frame_figure(BIG, rules)
        draw_frame(ax, BIG, trace.frame(len(trace) // 3), rules)
        yield f"exported trace {search.__name__}", fig, 1.0
    player = TracePlayer(SMALL, bfs_events(SMALL, (0, 0), (2, 3)), export_dir=tmp_path)
    player.step = 5
    # its picture is SVG as wide as its stage: matplotlib's drawing of it at that size
    yield "trace player", scene_figure(player.picture, width=player.stage.width / 100), 1.0
    compare = ComparePlayer(WALLED, (1, 1), (0, 0), ["000", "003", "bfs"], export_dir=tmp_path)
    compare.step = 6
    yield "comparison panes", scene_figure(compare.picture, width=compare.stage.width / 100), 1.0
    yield "exported comparison", compare.view_figure(), 1.0
    six = SixDigitCompare((2, 5, 6, 4, 3, 1), export_dir=tmp_path)
    six.step = 3
    yield "six-digit comparison", scene_figure(six.picture, width=six.stage.width / 100), 1.0
    yield "exported six-digit comparison", six.view_figure(), 1.0
    fig = Figure(figsize=(4, 3))
    draw_state(fig.add_subplot(), (2, 5, 6, 4, 3, 1))
    yield "six-digit layout", fig, 1.0
    fig = Figure(figsize=(11, 6), layout="constrained")
    draw_state_graph(fig.add_subplot(), state_graph())
    yield "six-digit graph", fig, 1.0
    # notebook 07's picture of every layout: its component panels' titles and layer digits
    fig = Figure(figsize=(11, 4.4), layout="constrained")
    ax = fig.add_subplot()
    draw_state_graph(ax, state_graph())
    ax.set_title("720 layouts, 6 components of 120", loc="left")
    yield "six-digit graph, notebook 07", fig, 1.0
    explorer = SixDigitExplorer(export_dir=tmp_path)
    explorer.apply("α")
    yield (
        "six-digit explorer",
        scene_figure(explorer.picture, width=explorer.pad.width / 100),
        1.0,
    )
    found = {doc: readable_quirks(doc, seed=1, trials=3000) for doc in ("000", "004")}
    yield (
        "quirk gallery",
        gallery_figure([q for quirks in found.values() for q in quirks.values()]),
        1.0,
    )
    editor = BoardEditor(SMALL, export_dir=tmp_path)
    yield "board editor", editor.figure(dpi=ll.style.widget_dpi(90)), 1.0
    solver = SolverView(SMALL, Rules(), export_dir=tmp_path)
    solver.step = solver.total // 2
    yield "solver", scene_figure(solver.picture, width=solver.stage.width / 100), 1.0
    # A cost chart as the notebooks draw one: bars, their numbers, a legend, saved with Export.
    fig = Figure(figsize=(7, 3.6), layout="constrained")
    ax = fig.add_subplot()
    bars = ax.barh(["document 000", "document 003", "bfs"], [120, 480, 95], label="expanded")
    ax.bar_label(bars)
    ax.set_xlabel("states expanded")
    ax.legend()
    save_figure(fig, tmp_path / "costs.png")
    yield "cost chart", fig, 1.0


#: Both styles in make test (8 s of processor time each, every kind of figure drawn); in make
#: check the lecture style's boards are read at 14 px (test_compare_fits_a_slide.py).
@pytest.mark.slow
@pytest.mark.parametrize("name", ["default", "lecture"])
def test_no_text_under_the_style_s_least_size_in_any_figure(name, tmp_path):
    ll.style(name)
    least = LEAST_PX[name] - ROUNDING
    smallest = {}
    for kind, fig, page_scale in figures(tmp_path):
        sizes = shown_sizes(fig, page_scale)
        assert sizes, f"{kind}: no text found"
        smallest[kind] = sizes[0]
    print(f"\n{name}: smallest text by figure kind (px, text)")
    for kind, (px, text) in smallest.items():
        print(f"  {kind:32s} {px:5.1f}  {text[:30]!r}")
    small = {kind: found for kind, found in smallest.items() if found[0] < least}
    assert small == {}, small


#: 02's comparison of document 000 and the corrected BFS, one slide in RISE.
COMPARISON_02 = "Document 000 and the corrected BFS, step by step"
#: The notebooks measured on RISE's slides here: 07 and 02, and the Chinese 05. One edition of
#: each: the two have the same cells and pictures (tests/test_translation.py), and each
#: edition's text is measured in one of them (a notebook in RISE takes 40 to 50 s).
ON_SLIDES = [
    "07-the-six-digit-puzzle.ipynb",
    "02-bfs-counts-turns.ipynb",
    "zh/05-playing-the-game.ipynb",
]


@pytest.fixture
def slide_context(browser):  # noqa: F811
    context = browser.new_context(viewport=slideshow.WINDOW)
    yield context
    context.close()


def too_tall(measured: slideshow.Measured) -> list[str]:
    """Each slide taller than reveal's slide, as ``notebook, slide N "title": 702 px``."""
    return [
        f"{measured.name}, slide {slide.number} {slide.title!r}: {slide.height} px"
        for slide in measured.slides
        if slide.height > measured.limit
    ]


def test_a_slide_past_reveal_s_height_is_named_too_tall():
    fits, over = slideshow.ShownSlide(1, "Fits", 648), slideshow.ShownSlide(2, "Play", 702)
    measured = slideshow.Measured("05.ipynb", slideshow.SLIDE_HEIGHT_PX, [fits, over])
    assert too_tall(measured) == ["05.ipynb, slide 2 'Play': 702 px"]


def small_texts(measured: slideshow.Measured) -> list[str]:
    """Each text under the least size, as ``notebook, slide N "title": 12.3 px 'text'``."""
    return [
        f"{measured.name}, slide {slide.number} {slide.title!r}: {px:.1f} px {text!r}"
        for slide in measured.slides
        for px, text in slide.small_texts
        if px < measured.least_px
    ]


@browser_test
@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.parametrize("notebook", ON_SLIDES)
def test_every_rise_slide_fits_with_no_text_under_14_px_in_the_lecture_style(
    notebook,
    jupyterlab,  # noqa: F811
    notebook_root,  # noqa: F811
    slide_context,
):
    """Each notebook is run once in RISE for all that its slides are held to here and in
    `tests/test_rise_slides.py`: none taller than reveal's slide, past its right edge, with a
    text under 14 px, or showing a collapsed input, an assert or a widget as text."""
    from linklab.course import slides

    base, token, _ = jupyterlab
    measured = slideshow.measure(slide_context, base, token, [notebook], lecture=True)[notebook]
    print("\n" + slideshow.format_measured(measured))
    assert measured.least_px == 14 and measured.smallest is not None
    assert measured.limit == slideshow.SLIDE_HEIGHT_PX == 648
    assert too_tall(measured) == [], "\n".join(too_tall(measured))
    assert small_texts(measured) == [], "\n".join(small_texts(measured))
    assert all(slide.unmeasured == 0 for slide in measured.slides), "a picture not measured"
    counted = slides.slides_of(nbformat.read(notebook_root[0] / notebook, as_version=4))
    assert len(measured.slides) == len(counted), "RISE shows another number of slides"
    assert [slide.number for slide in measured.faults()] == [], slideshow.format_measured(measured)
    # every player steps on its slide with the kernel that ran it
    assert [s.number for s in measured.slides if s.stepping != s.players] == []
    if notebook == "02-bfs-counts-turns.ipynb":  # its comparison on one slide with its heading
        assert sum(slide.players for slide in measured.slides) > 0
        (comparison,) = [s for s in measured.slides if s.title == COMPARISON_02]
        assert comparison.players == comparison.stepping == 1


@browser_test
@pytest.mark.browser
@pytest.mark.slow
def test_the_slide_text_measure_sees_small_text_in_html_svg_and_pictures(
    jupyterlab,  # noqa: F811
    notebook_root,  # noqa: F811
    slide_context,
):
    """A notebook with text too small in each form a slide shows it: markdown, an SVG drawn at
    half its size, a matplotlib figure, a widget's picture; beside them the same forms big
    enough (an SVG whose small font is drawn twice its size reads), and a PNG that says nothing
    of its texts."""
    new = nbformat.v4
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 200 40">'
        '<text x="4" y="30" font-size="{size}">{words}</text></svg>'
    )
    cells = [
        new.new_markdown_cell(
            "## Markdown\n\nRead from the back. <span style='font-size: 10px'>tiny words</span>"
        ),
        new.new_markdown_cell("## SVG"),
        new.new_code_cell(
            "from IPython.display import SVG, display\n"
            f"display(SVG({svg.format(w=400, h=80, size=8, words='doubled eight')!r}))\n"
            f"display(SVG({svg.format(w=100, h=20, size=20, words='halved twenty')!r}))"
        ),
        new.new_markdown_cell("## Figure"),
        new.new_code_cell(
            "import matplotlib.pyplot as plt\n"
            "fig, ax = plt.subplots(figsize=(4, 2))\n"
            "ax.set_title('a readable title')\n"
            "ax.text(0.5, 0.5, 'a six-point note', fontsize=6)\n"
            "plt.show()"
        ),
        new.new_markdown_cell("## Widget"),
        new.new_code_cell(
            "import linklab as ll\n"
            'board = ll.parse_board("A * B\\n* * *\\nB * A")\n'
            "ll.widgets.TracePlayer(board, ll.bfs_events(board, (0, 0), (2, 2)), ll.Rules())"
        ),
        new.new_markdown_cell("## Plain PNG"),
        new.new_code_cell(
            "import io\nfrom PIL import Image as _Image\nfrom IPython.display import Image\n"
            "_out = io.BytesIO()\n_Image.new('RGB', (40, 20), 'red').save(_out, 'PNG')\n"
            "Image(_out.getvalue())"
        ),
    ]
    from linklab.course import slides

    nb = slides.set_slides(new.new_notebook(cells=cells))
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    folder = notebook_root[0] / "text-probe"
    folder.mkdir(exist_ok=True)
    shutil.copy(notebook_root[0] / "rise.css", folder)  # the course's slides: code at 14 px
    nbformat.write(nb, folder / "probe.ipynb")
    base, token, _ = jupyterlab
    name = "text-probe/probe.ipynb"
    measured = slideshow.measure(slide_context, base, token, [name], lecture=True)[name]
    print("\n" + slideshow.format_measured(measured))
    found = {slide.title: slide for slide in measured.slides}
    assert list(found) == ["Markdown", "SVG", "Figure", "Widget", "Plain PNG"]
    small = {
        title: [text for px, text in slide.small_texts if px < 14] for title, slide in found.items()
    }
    assert small["Markdown"] == ["tiny words"]
    assert small["SVG"] == ["halved twenty"]  # 20 × 100/200 = 10 px; 8 × 400/200 = 16 px
    assert small["Figure"] == ["a six-point note"]  # 6 pt at 100 dpi: 8.3 px
    assert small["Widget"] == [] and found["Widget"].unmeasured == 0
    assert found["Widget"].smallest is not None and found["Widget"].smallest >= 14
    assert found["Plain PNG"].unmeasured == 1
    assert found["SVG"].small_texts[0][0] == pytest.approx(10, abs=0.3)
