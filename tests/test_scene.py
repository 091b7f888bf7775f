"""One picture described once: a board's scene holds every tile once, with its letter, and the
page's SVG and matplotlib's drawing of one scene show the same shapes and texts."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from linklab.core.board import Board
from linklab.core.rules import Rules
from linklab.core.search import bfs_events
from linklab.core.trace import replay
from linklab.render.draw_scene import scene_figure
from linklab.render.scene.board import board_scene
from linklab.render.scene.palette import kind_label
from linklab.render.scene.search import frame_scene
from linklab.render.scene.shapes import Line, Rect, Text
from linklab.render.scene.svg import to_svg
from tests.strategies import boards, boards_with_pair


@settings(max_examples=60, deadline=None)
@given(boards(), st.booleans())
def test_every_tile_is_drawn_once_with_its_letter_at_its_cell_from_one(board, outside):
    scene = board_scene(board.grid, outside)
    for cell in board.cells():
        name = f"{cell[0] + 1}-{cell[1] + 1}"
        tiles = [s for s in scene.shapes if s.tag == f"tile-{name}"]
        assert len(tiles) == (1 if board[cell] else 0)
        if board[cell]:
            assert scene.tagged(f"letter-{name}").text == kind_label(board[cell])
    ring = [s for s in scene.shapes if isinstance(s, Rect) and s.dashed and not s.tag]
    assert len(ring) == (2 * (board.rows + board.cols) + 4 if outside else 0)


@settings(max_examples=30, deadline=None)
@given(boards_with_pair())
def test_the_svg_and_matplotlib_draw_the_same_scene(case):
    board, a, b = case
    frames = replay(bfs_events(board, a, b, Rules()))
    scene = frame_scene(board.grid, False, frames[len(frames) // 2], "bfs", (a, b))
    svg = to_svg(scene)
    fig = scene_figure(scene, width=3, dpi=40)
    ax = fig.axes[0]
    texts = [shape.text for shape in scene.shapes if isinstance(shape, Text)]
    assert [t.get_text() for t in ax.texts] == texts
    assert re.findall(r">([^<>]+)</text>", svg) == [t.replace("&", "&amp;") for t in texts]
    rects = sum(isinstance(shape, Rect) for shape in scene.shapes)
    lines = sum(isinstance(shape, Line) for shape in scene.shapes)
    assert len(ax.patches) == svg.count("<rect") == rects
    assert len(ax.lines) == svg.count("<polyline") == lines


def test_a_frame_shows_the_turns_on_empty_cells_only_and_the_frontier_outlined():
    board = Board.from_rows([[1, 0, 0], [0, 2, 0], [0, 0, 1]])
    frames = replay(bfs_events(board, (0, 0), (2, 2)))
    frame = frames[len(frames) // 2]
    scene = frame_scene(board.grid, False, frame, "bfs", ((0, 0), (2, 2)))
    notes = {s.tag for s in scene.shapes if s.tag.startswith("note-")}
    assert notes == {
        f"note-{r + 1}-{c + 1}" for (r, c) in frame.turns if not board[r, c]
    }  # never on a tile's letter
    outlined = [s for s in scene.shapes if isinstance(s, Rect) and s.fill == "none"]
    assert len(outlined) == len({state[0] for state in frame.frontier})
