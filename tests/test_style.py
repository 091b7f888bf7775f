"""The lecture style: every text at least 14 px on a 1280-pixel projector, short legends."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from matplotlib.figure import Figure
from matplotlib.text import Text

import linklab as ll
from linklab.core.board import Board
from linklab.core.generate import generate_board
from linklab.core.rules import Rules
from linklab.core.search import bfs_events, dfs_events
from linklab.core.trace import Trace
from linklab.render.draw import draw_board, draw_frame
from linklab.render.draw_scene import PathText, scene_figure
from linklab.render.draw_sixdigits import draw_state, draw_state_graph, state_graph
from linklab.render.export import FrameCanvas, frame_figure
from linklab.render.style import (
    PROJECTOR_WIDTH,
    SHOWN_WIDTH,
    displayed_pixels,
    displayed_scale,
    fit_figure,
)
from linklab.widgets import BoardEditor, SixDigitExplorer, TracePlayer
from linklab.widgets.game import GameWidget

BIG = generate_board(10, 20, 10, 3, solvable=True, rules=Rules(outside=True))
SMALL = Board.from_rows([[1, 0, 0, 2], [0, 3, 3, 0], [2, 0, 0, 1]])
SMALLEST_PX = 14 - 0.1  # sizes are kept to a tenth of a point


@pytest.fixture(autouse=True)
def default_after():
    yield
    ll.style("default")


def _tiles(board):
    return [cell for cell in board.cells() if board[cell]]


def _texts_px(fig) -> list[tuple[float, str]]:
    """Every text the figure shows (those drawn as glyph outlines too), with its height in
    pixels on the projector."""
    shown = []
    for text in fig.findobj(Text):
        if text.get_text().strip() and text.get_visible():
            shown.append((displayed_pixels(text), text.get_text()))
    for outline in fig.findobj(PathText):
        if outline.get_text().strip() and outline.get_visible():
            shown.append(
                (outline.font_points * fig.dpi / 72 * displayed_scale(fig), outline.get_text())
            )
    return shown


def _legend_texts(fig) -> list:
    """The entries of a search picture's legend (its texts tagged ``legend-N``), in order."""
    found = [a for a in fig.findobj() if str(a.get_gid()).startswith("legend-")]
    return sorted(found, key=lambda a: int(a.get_gid().split("-")[1]))


def _frame_figures():
    """The search pictures a lecture shows: a BFS on a 10x20 board (the largest the course
    plays), a DFS with its rejections, at the widgets' and the exports' resolutions."""
    a, b = _tiles(BIG)[0], next(c for c in _tiles(BIG)[1:] if BIG[c] == BIG[_tiles(BIG)[0]])
    rules = Rules(outside=True)
    for search, dpi in ((bfs_events, 90), (dfs_events, 150)):
        trace = Trace(search(BIG, a, b, rules))
        canvas = FrameCanvas(BIG, trace, rules, dpi=ll.style.widget_dpi(dpi))
        canvas.show(len(trace) // 2)
        yield canvas.fig


def test_lecture_frames_have_no_text_under_14_px_and_at_most_five_legend_entries():
    ll.style("lecture")
    for fig in _frame_figures():
        texts = _texts_px(fig)
        assert texts and min(texts)[0] >= SMALLEST_PX, min(texts)
        assert any(text.isdigit() for _, text in texts)  # the cells' numbers count too
        legend = _legend_texts(fig)
        assert 0 < len(legend) <= 5
        for entry in legend:  # the shortened legend stays in sight
            box = entry.get_window_extent()
            assert fig.bbox.x0 <= box.x0 < box.x1 <= fig.bbox.x1
            assert fig.bbox.y0 <= box.y0 < box.y1 <= fig.bbox.y1


def test_the_default_style_leaves_small_text_and_long_legends_as_they_were():
    small = []
    for fig in _frame_figures():
        small += [px for px, _ in _texts_px(fig) if px < 14]
        assert len(_legend_texts(fig)) > 5
    assert small  # the default is the picture as it always was: some text is small


def test_a_dfs_legend_in_lecture_style_keeps_five_entries_and_the_rest_on_demand():
    trace = Trace(dfs_events(SMALL, (0, 0), (2, 3)))

    def legend() -> list[str]:
        _, ax = frame_figure(SMALL)
        draw_frame(ax, SMALL, trace.frame(len(trace)), Rules(), method="dfs", ends=[(0, 0), (2, 3)])
        return [text.get_text() for text in _legend_texts(ax.figure)]

    ll.style("default")
    every = legend()
    assert len(every) > 5
    ll.style("lecture")
    shown = legend()
    # the first three, then the red × explained (a lecture's legend never hides it), then the rest
    assert len(shown) == 5 and shown[:3] == every[:3] and shown[3] == "blocked by a tile"
    assert "blocked by a tile" in every[3:]
    assert shown[4] == f"+{len(every) - 4} more"
    ll.style("lecture", legend_entries=None)
    assert legend() == every


def test_the_six_digit_pictures_and_a_titled_board_read_from_the_back():
    ll.style("lecture")
    fig = Figure(figsize=(12, 6), dpi=100)
    state_ax, graph_ax = fig.add_axes((0, 0.25, 0.2, 0.5)), fig.add_axes((0.21, 0, 0.78, 1))
    draw_state(state_ax, (2, 5, 6, 4, 3, 1))
    draw_state_graph(graph_ax, state_graph())
    board_fig = Figure(figsize=(4, 3), dpi=72)
    board_ax = board_fig.add_subplot()
    draw_board(board_ax, SMALL)
    board_ax.set_title("a quirk board", fontsize="x-small")  # set after drawing, as notebooks do
    fit_figure(board_fig)  # what export.save_figure does before writing
    for figure in (fig, board_fig):
        texts = _texts_px(figure)
        assert min(texts)[0] >= SMALLEST_PX, min(texts)


def test_a_figure_wider_than_a_slide_is_measured_shrunk():
    ll.style("lecture")
    fig = Figure(figsize=(SHOWN_WIDTH / 50, 2), dpi=100)  # twice a slide's width: half size
    title = fig.suptitle("wide", fontsize=10)
    fit_figure(fig)
    assert title.get_fontsize() == pytest.approx(14 * 72 / 100 * 2)
    assert displayed_pixels(title) == pytest.approx(14)


def test_the_style_lasts_for_a_with_block_and_sets_matplotlib_back():
    size = matplotlib.rcParams["font.size"]
    with ll.style("lecture"):
        assert matplotlib.rcParams["font.size"] == 14
        assert ll.style.current().name == "lecture"
    assert ll.style.current().name == "default" and matplotlib.rcParams["font.size"] == size
    ll.style("lecture")
    ll.style("default")
    assert matplotlib.rcParams["font.size"] == size
    with pytest.raises(ValueError, match="unknown style 'loud'"):
        ll.style("loud")
    with pytest.raises(ValueError, match="not \\['colour'\\]"):
        ll.style("lecture", colour="red")


def test_lecture_widgets_carry_large_text_and_pictures_that_fit_the_projector(tmp_path):
    ll.style("lecture")
    player = TracePlayer(SMALL, bfs_events(SMALL, (0, 0), (2, 3)), export_dir=tmp_path)
    made = [
        player,
        BoardEditor(SMALL, export_dir=tmp_path),
        GameWidget(SMALL, Rules()),
        SixDigitExplorer(export_dir=tmp_path),
    ]
    for widget in made:
        assert "linklab-lecture" in widget.get_state("_dom_classes")["_dom_classes"]
        values = [str(getattr(child, "value", "")) for child in widget.children]
        css = [value for value in values if "<style>" in value]
        assert css and "font-size: 18px" in css[0]
    assert player.stage.width <= PROJECTOR_WIDTH
    # the picture is SVG, drawn as wide as the stage: matplotlib's drawing of it at that size
    texts = _texts_px(scene_figure(player.picture, width=player.stage.width / 100, dpi=100))
    assert min(texts)[0] >= SMALLEST_PX
    six = made[-1]
    assert six.pad.width <= PROJECTOR_WIDTH
    texts = _texts_px(scene_figure(six.picture, width=six.pad.width / 100, dpi=100))
    assert min(texts)[0] >= SMALLEST_PX
    ll.style("default")
    plain = TracePlayer(SMALL, bfs_events(SMALL, (0, 0), (2, 3)), export_dir=tmp_path)
    assert "linklab-lecture" not in plain.get_state("_dom_classes")["_dom_classes"]
    assert plain.stage.width < player.stage.width


@settings(max_examples=examples(60), deadline=None)
@given(
    width=st.floats(1, 30),
    dpi=st.floats(30, 300),
    sizes=st.lists(st.floats(1, 40), min_size=1, max_size=4),
)
def test_fitting_lifts_every_small_text_to_the_style_s_least_and_leaves_the_rest(width, dpi, sizes):
    fig = Figure(figsize=(width, 2), dpi=dpi)
    texts = [fig.text(0.1, 0.1 * k, "x", fontsize=size) for k, size in enumerate(sizes)]
    with ll.style("lecture"):
        fit_figure(fig)
    for text, size in zip(texts, sizes):
        assert displayed_pixels(text) >= 14 - 1e-6
        before = size * dpi / 72 * min(1, SHOWN_WIDTH / (width * dpi))
        if before >= 14:
            assert text.get_fontsize() == pytest.approx(size)
    plain = Figure(figsize=(width, 2), dpi=dpi)
    kept = [plain.text(0.1, 0.1, "x", fontsize=size) for size in sizes]
    fit_figure(plain)  # the default style lifts text to 10 px only
    for text, size in zip(kept, sizes):
        assert displayed_pixels(text) >= 10 - 1e-6
        before = size * dpi / 72 * min(1, SHOWN_WIDTH / (width * dpi))
        if before >= 10:
            assert text.get_fontsize() == pytest.approx(size)
