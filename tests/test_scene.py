"""One picture described once: a board's scene holds every tile once, with its letter, and the
page's SVG and matplotlib's drawing of one scene show the same shapes and texts."""

from __future__ import annotations

import re

import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from linklab.core.board import Board
from linklab.core.rules import Rules
from linklab.core.search import bfs_events, dfs_events
from linklab.core.trace import replay
from linklab.render.draw_scene import scene_figure
from linklab.render.scene.board import board_scene
from linklab.render.scene.palette import kind_label
from linklab.render.scene.search import frame_scene
from linklab.render.scene.shapes import Line, Rect, Text
from linklab.render.scene.svg import to_svg
from tests.strategies import boards, boards_with_pair


@settings(max_examples=examples(60), deadline=None)
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


@settings(max_examples=examples(30), deadline=None)
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


@settings(max_examples=examples(30), deadline=None)
@given(st.lists(st.tuples(st.integers(0, 9), st.integers(0, 9)), min_size=2, max_size=20))
def test_a_line_of_pairs_draws_each_pair_as_its_own_segment_in_both_renderers(points):
    from linklab.render.scene.shapes import Scene

    ends = tuple((float(x), float(y)) for x, y in points[: len(points) // 2 * 2])
    line = Line(ends, "#000000", 0.1, tag="edges", pairs=True)
    scene = Scene(10, 10, (line,))
    moves = re.findall(r"M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)", to_svg(scene))
    pairs = list(zip(ends[::2], ends[1::2]))
    assert [((float(a), float(b)), (float(c), float(d))) for a, b, c, d in moves] == pairs
    (collection,) = scene_figure(scene, width=3, dpi=40).axes[0].collections
    assert [tuple(map(tuple, segment)) for segment in collection.get_segments()] == pairs


def test_a_frame_shows_the_turns_on_empty_cells_only_and_the_frontier_outlined():
    board = Board.from_rows([[1, 0, 0], [0, 2, 0], [0, 0, 1]])
    frames = replay(bfs_events(board, (0, 0), (2, 2)))
    frame = frames[len(frames) // 2]
    scene = frame_scene(board.grid, False, frame, "bfs", ((0, 0), (2, 2)))
    notes = {s.tag for s in scene.shapes if s.tag.startswith("note-")}
    assert notes == {
        f"note-{r + 1}-{c + 1}" for (r, c) in frame.turns if not board[r, c]
    }  # never on a tile's letter
    outlined = [s for s in scene.shapes if s.tag.startswith("frontier-")]
    assert len(outlined) == len({state[0] for state in frame.frontier})


@settings(max_examples=examples(40), deadline=None)
@given(boards_with_pair(), st.sampled_from(["bfs", "dfs"]), st.data())
def test_a_steps_scene_numbers_its_frontier_and_marks_what_the_frame_holds(case, method, data):
    board, a, b = case
    events = (bfs_events if method == "bfs" else dfs_events)(board, a, b, Rules())
    frames = replay(events)
    frame = frames[data.draw(st.integers(0, len(frames) - 1))]
    scene = frame_scene(board.grid, False, frame, method, (a, b), total=len(frames) - 1)
    tags = {shape.tag: shape for shape in scene.shapes if shape.tag}
    for place, state in enumerate(frame.frontier, 1):
        r, c = state[0]
        shown = tags[f"order-{r + 1}-{c + 1}"].text
        places = [p for p, s in enumerate(frame.frontier, 1) if s[0] == state[0]]
        # 1 leaves the queue next, or lies at the bottom of the stack; a cell twice shows both
        assert shown.split("+")[0].split(",") == [str(p) for p in places[:2]]
        assert place in places
    assert ("current" in tags) == (frame.current is not None)
    if frame.current is not None:
        r, c = frame.current[0]
        assert scene.tagged("current").x == pytest.approx(c + 0.72)
    assert ("stack" in tags) == (method == "dfs" and len(frame.frontier) > 1)
    on_frontier = {state[0] for state in frame.frontier}
    refused = {
        f"rejected-{r + 1}-{c + 1}"
        for (r, c), reason in frame.rejected.items()
        if reason != "off_board" and (r, c) not in on_frontier
    }
    assert {tag for tag in tags if tag.startswith("rejected-")} == refused
    # every mark lies on the board, inside the scene
    for shape in scene.shapes:
        if isinstance(shape, Text):
            assert 0 <= shape.x <= scene.width and 0 <= shape.y <= scene.height


@pytest.mark.parametrize("method", ["bfs", "dfs"])
def test_a_caption_and_legend_in_the_language_in_force(method):
    from linklab.i18n import using
    from linklab.render.scene.search import legend_items

    board = Board.from_rows([[1, 0, 0], [0, 2, 0], [0, 0, 1]])
    events = (bfs_events if method == "bfs" else dfs_events)(board, (0, 0), (2, 2))
    frames = replay(events)
    bare = frame_scene(board.grid, False, frames[3], method)
    scene = frame_scene(board.grid, False, frames[3], method, caption=True, legend=True)
    assert scene.height > bare.height and scene.width >= bare.width
    said = [s.text for s in scene.shapes if s.tag.startswith("legend-")]
    assert said == [text for _, text in legend_items(method)]
    assert scene.tagged("caption").text.startswith(f"{method.upper()} step 3")
    with using("zh"):
        scene = frame_scene(board.grid, False, frames[3], method, caption=True, legend=True)
    assert all(
        re.search("[\u4e00-\u9fff]", s.text) for s in scene.shapes if s.tag.startswith("legend-")
    )
    assert "第" in scene.tagged("caption").text or "步" in scene.tagged("caption").text
