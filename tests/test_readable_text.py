"""Every kind of figure the package makes has no text under 10 px where it is shown, in the
default style and in the lecture style (14 px there).

A text's size on screen is its font size in points × the dpi it is shown at / 72 × how much
the page scales the picture: a widget's PNG is shown at its own pixels (the ``<img>`` is as
wide as the PNG), a figure wider than the 1280-pixel projector is shrunk to fit it
(`linklab.render.style.displayed_scale`), and an exported figure is shown at its own dpi. Text drawn
as glyph outlines counts too: a search picture's texts on the players' canvas
(`linklab.render.draw_scene.PathText`).

The slides as shown are measured in the browser: the slide edition's in
`tests/test_site_slides.py` (every slide of a notebook at 1280x720, both languages).
"""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import pytest
from matplotlib.figure import Figure
from matplotlib.text import Text

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
from linklab.render.draw_scene import PathText, scene_figure
from linklab.render.draw_sixdigits import draw_state, draw_state_graph, state_graph
from linklab.render.export import FrameCanvas, frame_figure, save_figure
from linklab.render.style import displayed_scale
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
    fig.canvas.draw()  # some texts (tick labels) exist only once drawn
    scale = fig.dpi / 72 * displayed_scale(fig) * page_scale
    sizes = []
    for text in fig.findobj(Text):
        if text.get_visible() and text.get_text().strip() and _shown(text):
            sizes.append((text.get_fontsize() * scale, text.get_text()))
    for outline in fig.findobj(PathText):
        if outline.get_visible() and outline.get_text().strip():
            sizes.append((outline.font_points * scale, outline.get_text()))
    return sorted(sizes)


def _shown(text) -> bool:
    """Whether a text is drawn at all: tick labels of an axis turned off are not."""
    axes = text.axes
    return axes is None or axes.axison or text not in _tick_labels(axes)


def _tick_labels(axes) -> list:
    return [*axes.get_xticklabels(), *axes.get_yticklabels()]


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
