"""Drawing: the artists each draw function adds (counts, colours, texts, positions), not pixels."""

from __future__ import annotations

import subprocess
import sys

import matplotlib

matplotlib.use("Agg")

import numpy as np
import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle
from strategies import boards_with_pair, rules

from linklab.core import sixdigits
from linklab.core.board import Board, parse_board
from linklab.core.events import Dequeued, Enqueued, Found, Popped, Pushed, Refused, Rejected
from linklab.core.rules import Heading, Rules
from linklab.core.search import bfs_events, dfs_events
from linklab.core.sixdigits import walk_states
from linklab.core.trace import Trace, describe_event, guess_method
from linklab.render.canvas import FrameCanvas
from linklab.render.draw import (
    PALETTE,
    draw_board,
    draw_frame,
    draw_path,
    ink_for,
    kind_color,
    kind_label,
)
from linklab.render.draw_sixdigits import (
    draw_state,
    draw_state_graph,
    state_graph,
    state_graph_layout,
)
from linklab.render.scene.search import REJECT_MARKS

HDU = parse_board("1 2 3 4\n0 0 0 0\n4 3 2 1")
OPEN = parse_board("1 0 0 0\n0 0 2 0\n0 0 0 1")


def new_ax():
    return Figure(figsize=(6, 4)).add_subplot()


def by_gid(artists, gid):
    found = [a for a in artists if a.get_gid() == gid]
    assert len(found) == 1, (gid, found)
    return found[0]


def rgba(color):
    return tuple(round(x, 6) for x in to_rgba(color))


# --- colours and letters ----------------------------------------------------------------


def test_palette_has_36_distinct_colours_starting_with_okabe_ito():
    assert len(set(PALETTE)) == len(PALETTE) >= 36
    assert PALETTE[:7] == (
        "#E69F00",
        "#56B4E9",
        "#009E73",
        "#F0E442",
        "#0072B2",
        "#D55E00",
        "#CC79A7",
    )


def test_kind_labels_follow_document_004():
    assert [kind_label(k) for k in (0, 1, 10, 26, 27, 52, 53)] == [
        "*",
        "A",
        "J",
        "Z",
        "a",
        "z",
        "53",
    ]


@pytest.mark.parametrize("color", PALETTE)
def test_letter_ink_contrasts_with_its_tile(color):
    from linklab.render.scene.vision import TEXT_CONTRAST, contrast

    ink = {"black": "#000000", "white": "#FFFFFF"}[ink_for(color)]
    assert contrast(ink, color) >= TEXT_CONTRAST


# --- boards and paths ---------------------------------------------------------------------


def centre(patch) -> tuple[float, float]:
    """Where a drawn cell or tile's square has its centre (x, y)."""
    box = patch.get_bbox()
    return round((box.x0 + box.x1) / 2, 6), round((box.y0 + box.y1) / 2, 6)


def test_draw_board_adds_one_tile_and_letter_per_tile_in_its_colour():
    artists = draw_board(new_ax(), HDU)
    by = {a.get_gid(): a for a in artists if a.get_gid()}
    tiles = [a for gid, a in by.items() if gid.startswith("tile-")]
    assert len(tiles) == len(HDU.tiles()) == 8
    for r, c in HDU.tiles():
        tile = by[f"tile-{r + 1}-{c + 1}"]  # tags count from 1
        assert rgba(tile.get_facecolor()) == rgba(kind_color(HDU[r, c]))
        assert centre(tile) == (c, r)  # x is the column, y the row: where draw_path draws
    letters = {gid: a for gid, a in by.items() if gid.startswith("letter-")}
    assert len(letters) == 8
    assert letters["letter-1-1"].get_text() == "A"
    assert letters["letter-3-1"].get_text() == "D"
    assert letters["letter-1-4"].get_color() == ink_for(kind_color(4))
    assert not any(gid.startswith("tile-") for gid in by if gid[5:] in ("2-1", "2-2"))


def test_draw_board_sets_limits_and_numbers_rows_and_columns_from_one():
    ax = new_ax()
    artists = draw_board(ax, HDU)
    left, right = ax.get_xlim()
    bottom, top = ax.get_ylim()
    assert left < -0.5 and right > 3.5 and top < -0.5 < 2.5 < bottom  # rows run down the page
    texts = {
        a.get_gid(): a.get_text() for a in artists if (a.get_gid() or "")[:4] in ("col-", "row-")
    }
    assert texts == {
        **{f"col-{c}": str(c) for c in range(1, 5)},
        **{f"row-{r}": str(r) for r in range(1, 4)},
    }
    bare = draw_board(new_ax(), HDU, ticks=False, letters=False)
    assert not [a for a in bare if (a.get_gid() or "")[:4] in ("col-", "row-", "lett")]


def test_outside_ring_is_drawn_only_when_the_rule_allows_it():
    def ring(artists):
        return [a for a in artists if not a.get_gid() and a.get_linestyle() == "--"]

    assert ring(draw_board(new_ax(), HDU, Rules())) == []
    ax = new_ax()
    around = ring(draw_board(ax, HDU, Rules(outside=True)))
    assert len(around) == 2 * (3 + 4) + 4
    assert ax.get_xlim()[0] < -1.5 and ax.get_xlim()[1] > 4.5
    centres = {centre(patch) for patch in around}
    assert (-1.0, -1.0) in centres and (4.0, 3.0) in centres  # (x, y) of two ring corners


def test_ends_are_outlined():
    artists = draw_board(new_ax(), HDU, ends=[(0, 0), (2, 3)])
    edged = {
        a.get_gid()
        for a in artists
        if (a.get_gid() or "").startswith("tile-") and a.get_edgecolor()[3] > 0
    }
    assert edged == {"tile-1-1", "tile-3-4"}


def test_many_kinds_still_have_letters_and_colours():
    board = Board.from_rows([list(range(1, 61))])
    artists = draw_board(new_ax(), board)
    texts = [a.get_text() for a in artists if (a.get_gid() or "").startswith("letter-")]
    assert texts[:3] == ["A", "B", "C"] and texts[52:54] == ["53", "54"]


def test_draw_path_goes_through_the_corners_and_marks_the_turns():
    line, dots = draw_path(new_ax(), [(0, 0), (1, 0), (1, 3), (2, 3)])
    assert line.get_xydata().tolist() == [[0, 0], [0, 1], [3, 1], [3, 2]]
    assert dots.get_xydata().tolist() == [[0, 1], [3, 1]]
    assert draw_path(new_ax(), [(0, 0), (0, 2)], corners=False)[0].get_gid() == "path"


# --- search steps ---------------------------------------------------------------------------


def bfs_trace(board=HDU, a=(0, 0), b=(2, 3), rules=Rules()):
    return Trace(bfs_events(board, a, b, rules))


def dfs_trace(board=HDU, a=(0, 0), b=(2, 3), rules=Rules()):
    return Trace(dfs_events(board, a, b, rules))


def by_tag(artists):
    """The drawn artists by their shape's tag (R and C count from 1)."""
    return {a.get_gid(): a for a in artists if a.get_gid()}


def tag(prefix, cell):
    return f"{prefix}-{cell[0] + 1}-{cell[1] + 1}"


def test_bfs_step_numbers_the_queue_front_first_and_shows_turns():
    trace = bfs_trace(OPEN, (0, 0), (2, 3))
    step = next(
        i
        for i in range(len(trace) + 1)
        if len(trace.frame(i).frontier) >= 3 and len(trace.frame(i).expanded) >= 3
    )
    frame = trace.frame(step)
    drawn = by_tag(draw_frame(new_ax(), OPEN, frame, Rules(), method="bfs"))
    cells = [state[0] for state in frame.frontier]
    assert drawn[tag("order", cells[0])].get_text().split(",")[0] == "1"
    empty_turns = {cell: turns for cell, turns in frame.turns.items() if not OPEN[cell]}
    for cell, turns in empty_turns.items():
        assert drawn[tag("note", cell)].get_text() == str(turns)
    notes = [a.get_text() for gid, a in drawn.items() if gid.startswith("note-")]
    assert sorted(notes) == sorted(str(t) for t in empty_turns.values())
    expanded = next(c for c in frame.expanded if not OPEN[c])
    assert drawn[tag("cell", expanded)].get_facecolor() == pytest.approx(to_rgba("#A3CDE4"))
    reached_only = [c for c in frame.turns if c not in frame.expanded and not OPEN[c]]
    for cell in reached_only:
        assert drawn[tag("cell", cell)].get_facecolor() == pytest.approx(to_rgba("#DEEBF7"))
    assert drawn["cell-2-3"].get_facecolor() == to_rgba("#FFFFFF")  # a tile is never tinted
    r, c = frame.current[0]
    assert drawn["current"].get_xy() == pytest.approx((c + 0.72, r + 0.72))


def test_draw_frame_returns_the_search_artists_and_the_found_path():
    trace = bfs_trace()
    artists = draw_frame(new_ax(), HDU, trace.frame(len(trace)), Rules(), total=len(trace))
    gids = {a.get_gid() for a in artists}
    assert {"tile-1-1", "letter-1-1", "cell-2-1", "note-2-1", "path-0", "caption"} <= gids
    assert "legend-0" in gids
    path = by_gid(artists, "path-0")
    found = trace.events[-1]
    assert isinstance(found, Found)
    np.testing.assert_allclose(path.get_xydata(), [[c + 1.2, r + 1.2] for r, c in found.path])
    title = by_gid(artists, "caption")
    assert title.get_text() == f"BFS step {len(trace)}/{len(trace)}: found: 2 turns"


def test_the_queue_and_the_state_expanded_are_drawn_mid_search():
    trace = bfs_trace(OPEN, (0, 0), (2, 3))
    frame = next(f for f in trace.frames() if len(f.frontier) >= 2 and f.current is not None)
    gids = {a.get_gid() for a in draw_frame(new_ax(), OPEN, frame, Rules())}
    assert {"current", tag("order", frame.frontier[0][0])} <= gids
    assert {tag("frontier", state[0]) for state in frame.frontier} <= gids


def test_dfs_step_shows_the_stack_backtracks_and_pruning():
    board = parse_board("1 0 0 2\n0 2 0 0\n0 0 0 1")
    trace = dfs_trace(board, (0, 0), (2, 3), Rules(max_turns=1))
    frame = next(
        f
        for f in trace.frames()
        if len(f.backtracked) == 2
        and "not_straight_ahead" in f.rejected.values()
        and len(f.frontier) >= 3
    )
    drawn = by_tag(draw_frame(new_ax(), board, frame, Rules(max_turns=1), method="dfs"))
    stack = [state[0] for state in frame.frontier]
    np.testing.assert_allclose(drawn["stack"].get_xydata(), [[c + 1.2, r + 1.2] for r, c in stack])
    assert drawn[tag("order", stack[0])].get_text() == "1"
    hatched = {tag("struck", c) for c in frame.backtracked if c not in stack and not board[c]}
    assert hatched and {gid for gid in drawn if gid.startswith("struck-")} == hatched
    for reason in set(frame.rejected.values()) - {"off_board"}:
        expected = [c for c, why in frame.rejected.items() if why == reason and c not in stack]
        for cell in expected:
            assert drawn[tag("rejected", cell)].get_text() == REJECT_MARKS[reason][0]
    marked = {gid for gid in drawn if gid.startswith("rejected-")}
    assert marked == {
        tag("rejected", c)
        for c, why in frame.rejected.items()
        if why in REJECT_MARKS and c not in stack
    }
    pruned = [c for c, why in frame.rejected.items() if why == "not_straight_ahead"]
    assert pruned, "this board prunes by document 003's rule"
    kept = {a.get_gid() for a in draw_frame(new_ax(), board, frame, show_rejected=False)}
    assert not [gid for gid in kept if gid and gid.startswith("rejected-")]


def test_dfs_legend_names_every_pruning_rule():
    trace = dfs_trace()
    artists = draw_frame(new_ax(), HDU, trace.frame(3), Rules(), method="dfs")
    texts = [a.get_text() for a in artists if (a.get_gid() or "").startswith("legend-")]
    assert "backtracked from" in texts
    assert REJECT_MARKS["not_straight_ahead"][1] in texts
    assert REJECT_MARKS["on_path"][1] in texts


def test_outside_ring_is_searched_and_drawn():
    board = parse_board("1 2 1")
    rules = Rules(outside=True)
    trace = bfs_trace(board, (0, 0), (0, 2), rules)
    artists = draw_frame(new_ax(), board, trace.frame(len(trace)), rules)
    ring = [a for a in artists if isinstance(a, Rectangle) and a.get_linestyle() == "--"]
    assert len(ring) == 2 * (1 + 3) + 4
    path = by_gid(artists, "path-0").get_xydata() - 2.2  # the ring's corner cell is at 1.7
    centres = ([[0, 0], [0, -1], [2, -1], [2, 0]], [[0, 0], [0, 1], [2, 1], [2, 0]])
    assert any(np.allclose(path, corners) for corners in centres), path.tolist()


def test_frame_method_is_guessed_from_the_stream():
    dfs = dfs_trace()
    artists = draw_frame(new_ax(), HDU, dfs.frame(2), Rules())
    assert by_gid(artists, "caption").get_text().startswith("DFS")
    assert guess_method(dfs.events) == "dfs" and guess_method(bfs_trace().events) == "bfs"


def drawn_layers(canvas):
    """What a canvas shows: each artist's place, tag and kind, and the pixels."""
    artists = sorted(canvas.scenes.ax.get_children(), key=lambda a: a.get_zorder())
    shown = [(a.get_zorder(), a.get_gid(), type(a).__name__) for a in artists if a.get_gid()]
    return shown, np.asarray(canvas.rgba()).copy()


@settings(max_examples=examples(25), deadline=None)
@given(st.data())
def test_a_canvas_kept_from_step_to_step_matches_one_drawing_afresh(data):
    trace = data.draw(st.sampled_from([bfs_trace(), dfs_trace()]))
    steps = data.draw(st.lists(st.integers(0, len(trace)), min_size=1, max_size=4))
    kept = FrameCanvas(HDU, trace, Rules(), width=5, dpi=40)
    for step in steps:
        kept.show(step)
    fresh = FrameCanvas(HDU, trace, Rules(), width=5, dpi=40)
    fresh.show(steps[-1])
    (kept_layers, kept_pixels), (fresh_layers, fresh_pixels) = map(drawn_layers, (kept, fresh))
    assert kept_layers == fresh_layers
    np.testing.assert_array_equal(kept_pixels, fresh_pixels)


def inked(canvas, artists, shown) -> np.ndarray:
    """The pixels ``shown`` (some of ``artists``) ink, the others hidden."""
    for artist in artists:
        artist.set_visible(artist in shown)
    canvas.draw()
    return np.asarray(canvas.buffer_rgba())[..., 3] > 96


@settings(max_examples=examples(15), deadline=None)
@given(boards_with_pair(max_rows=5, max_cols=6), rules, st.sampled_from([bfs_events, dfs_events]))
def test_no_number_in_a_cell_overlaps_a_tile_s_letter(pair, rule, search):
    board, a, b = pair
    trace = Trace(search(board, a, b, rule))
    for step in sorted({1, 2, len(trace) // 2, len(trace)}):
        fig = Figure(figsize=(6, 4))
        fig.patch.set_alpha(0)
        canvas = FigureCanvasAgg(fig)
        artists = draw_frame(fig.add_subplot(), board, trace.frame(step), rule)
        letters = [x for x in artists if (x.get_gid() or "").startswith("letter-")]
        numbers = [
            x for x in artists if (x.get_gid() or "").startswith(("note-", "order-", "rejected-"))
        ]
        if not letters or not numbers:
            continue
        assert not inked(canvas, artists, []).any()
        overlap = inked(canvas, artists, letters) & inked(canvas, artists, numbers)
        assert not overlap.any(), (step, [x.get_gid() for x in numbers])


def test_describe_event_counts_cells_from_one():
    assert describe_event(Enqueued((0, 1), Heading.RIGHT, 0, front=True)) == (
        "enqueue (1, 2), 0 turns (front)"
    )
    assert describe_event(Popped((2, 3), Heading.UP, 1)) == "pop (backtrack) (3, 4), 1 turn"
    assert describe_event(Rejected((0, 0), Heading.UP, 3, "too_many_turns")) == (
        "reject (1, 1), 3 turns: too many turns"
    )
    assert describe_event(Refused("kinds_differ")) == "refused: kinds differ"
    assert describe_event(Dequeued((0, 0), None, 0)) == "dequeue (1, 1), 0 turns"
    assert describe_event(Pushed((0, 0), None, 0)) == "push (1, 1), 0 turns"


# --- the six-digit puzzle ----------------------------------------------------------------


def test_draw_state_shows_the_digits_in_cells_a_to_f():
    artists = draw_state(new_ax(), (2, 5, 6, 4, 3, 1))
    digits = [a for a in artists if (a.get_gid() or "").startswith("digit-")]
    assert [d.get_text() for d in digits] == ["2", "5", "6", "4", "3", "1"]
    at = [d.get_position() for d in digits]  # row by row: A B C over D E F
    assert [y for _, y in at[:3]] == [at[0][1]] * 3 and [y for _, y in at[3:]] == [at[3][1]] * 3
    assert at[0][1] < at[3][1] and [x for x, _ in at[:3]] == sorted(x for x, _ in at[:3])
    squares = [by_gid(artists, f"cell-{name}") for name in "ABCDEF"]
    assert [tuple(square.get_facecolor()) for square in squares] == [
        to_rgba(kind_color(d)) for d in (2, 5, 6, 4, 3, 1)
    ]
    assert {a.get_gid() for a in artists} >= {"move-α", "move-β", "name-A", "name-F"}


@pytest.fixture(scope="module")
def graph():
    return state_graph()


@pytest.fixture(scope="module")
def layout(graph):
    return state_graph_layout(graph)


def test_layout_puts_states_in_layers_by_moves_to_the_goal(graph, layout):
    for depth, layer in enumerate(sixdigits.layers()):
        assert {layout[s][1] for s in layer} == {float(depth)}
    assert [len(part) for part in layout.components] == [120] * 6
    assert layout.components[0][0] == sixdigits.GOAL
    xy = {tuple(layout[s]) for s in graph}
    assert len(xy) == 720  # no two states on one spot


def test_draw_state_graph_colours_components_and_highlights_a_walk(graph, layout):
    start = (2, 5, 6, 4, 3, 1)
    walk = walk_states(start, sixdigits.shortest_word(start))
    artists = draw_state_graph(new_ax(), graph, layout=layout, highlight=walk, current=start)
    edges = [a for a in artists if a.get_gid().startswith("edges-")]
    assert sum(len(e.get_segments()) for e in edges) == graph.number_of_edges() == 1440
    assert len(edges) == 6  # one stroke a component

    strokes = [a for a in artists if a.get_gid().startswith("layouts-")]
    assert len(strokes) == 6 and len({tuple(s.get_color()[0]) for s in strokes}) == 6
    centres = [np.mean(segment, axis=0) for s in strokes for segment in s.get_segments()]
    assert len(centres) == 720 and len({tuple(np.round(c, 6)) for c in centres}) == 720
    line = by_gid(artists, "way-home").get_xydata()
    assert len(line) == len(walk)
    rows = sorted({round(c[1], 6) for c in centres})
    step = [rows.index(round(y, 6)) for y in line[:, 1]]
    assert list(np.diff(step)) == [-1] * (len(walk) - 1)  # one layer closer a move
    ring = by_gid(artists, "here")
    ring_centre = [ring.get_x() + ring.get_width() / 2, ring.get_y() + ring.get_height() / 2]
    assert np.allclose(ring_centre, line[0])  # the walk starts where the ring is
    assert any(np.allclose(line[-1], c) for c in centres)
    assert np.allclose(by_gid(artists, "goal").get_position(), line[-1])  # and ends at the star
    labels = [a.get_text() for a in artists if a.get_gid().startswith("component-")]
    assert labels[0] == "goal's component: 120 states" and len(labels) == 6


def test_the_graph_draws_its_edges_as_collections_with_no_arrow_heads(graph, layout):
    # What keeps it about a second (benchmarks/bench_sixdigits.py times it): a LineCollection
    # for each component's edges, where arrow patches take about twenty times as long.
    from matplotlib.collections import LineCollection
    from matplotlib.patches import FancyArrowPatch

    ax = Figure(figsize=(10, 5), dpi=80).add_subplot()
    artists = draw_state_graph(ax, graph, layout=layout)
    edges = [a for a in artists if a.get_gid().startswith("edges-")]
    assert all(isinstance(e, LineCollection) for e in edges)
    assert not any(isinstance(patch, FancyArrowPatch) for patch in ax.patches)


def test_the_figure_and_the_explorer_draw_the_graph_as_one_scene(graph, layout):
    from linklab.render.scene.sixdigits import explorer_scene, state_graph_scene

    xy = {"".join(map(str, s)): p for s, p in layout.items()}
    start = (2, 5, 6, 4, 3, 1)
    walk = walk_states(start, sixdigits.shortest_word(start))
    figure = state_graph_scene(xy, walk, start)
    explorer = explorer_scene(start, xy, walk)

    def dots(scene):
        return {s.tag: s for s in scene.shapes if s.tag.startswith("layouts-")}

    assert dots(figure).keys() == dots(explorer).keys() and len(dots(figure)) == 6
    for tag, stroke in dots(figure).items():
        assert stroke.stroke == dots(explorer)[tag].stroke
        assert len(stroke.points) == len(dots(explorer)[tag].points) == 2 * 120
    for scene in (figure, explorer):
        assert len(scene.tagged("way-home").points) == len(walk)
        assert scene.tagged("here").tag == "here"


def test_importing_linklab_loads_no_plotting_or_widgets():
    code = (
        "import sys, linklab; linklab.Board; linklab.find_path; import linklab.cli.draw_command;"
        "print(sorted(m for m in ('matplotlib', 'ipywidgets', 'networkx') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_frame_title_and_its_event_line_speak_the_language_in_force():
    import matplotlib.pyplot as plt
    from matplotlib.text import Text

    import linklab as ll
    from linklab import i18n
    from linklab.core.trace import describe_event

    board = ll.parse_board("1 0 0\n2 0 1")
    trace = ll.Trace(ll.bfs_events(board, (0, 0), (1, 2)))
    rejected = next(e for e in trace.events if isinstance(e, ll.Rejected))
    with i18n.using("zh"):
        line = describe_event(rejected)
        fig, ax = plt.subplots()
        ll.draw.draw_frame(ax, board, trace.frame(len(trace)), total=len(trace))
        title = next(t.get_text() for t in fig.findobj(Text) if t.get_text().startswith("BFS"))
        start = describe_event(None)
    plt.close(fig)
    assert line.startswith("拒绝 (") and "次转弯" in line
    assert title.startswith(f"BFS 第 {len(trace)}/{len(trace)} 步：找到") and "turn" not in title
    assert start == "起点"
    assert describe_event(rejected).startswith("reject (")
