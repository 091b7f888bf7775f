"""The comparison players in plain pytest: set the slider, assert every pane's frame, counters
and highlighted line."""

from __future__ import annotations

import re
import warnings

import matplotlib

matplotlib.use("Agg")

import pytest
from example_counts import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image
from strategies import boards_with_pair

from linklab import documents
from linklab.core import sixdigits
from linklab.core.board import parse_board
from linklab.core.errors import InputError
from linklab.core.events import Found, Pushed
from linklab.core.search import bfs_events, dfs_events
from linklab.core.trace import Trace, summarize
from linklab.documents.approaches import APPROACHES
from linklab.widgets.compare import ComparePlayer, SixDigitCompare

# Document 000 jumps the 2 beside the start; the rule finds no path.
WALLED = parse_board("1 2 0 0\n2 1 0 0\n0 0 0 3\n0 3 0 0")
MAGIC = {"png": b"\x89PNG\r\n\x1a\n", "svg": b"<?xml", "pdf": b"%PDF", "gif": b"GIF89a"}


@pytest.fixture
def player(tmp_path):
    return ComparePlayer(WALLED, (1, 1), (0, 0), ["000", "bfs", "003"], export_dir=tmp_path, dpi=40)


def highlighted(html_text: str) -> int | None:
    """The line number the code view highlights."""
    found = re.search(r"linklab-code-current' data-line='(\d+)'", html_text)
    return int(found.group(1)) if found else None


def test_each_pane_runs_its_own_approach_on_the_same_query(player):
    expected = [
        list(documents.doc000_bfs_events(WALLED, (1, 1), (0, 0))),
        list(bfs_events(WALLED, (1, 1), (0, 0))),
        list(documents.doc003_dfs_events(WALLED, (1, 1), (0, 0))),
    ]
    assert [list(pane.trace.events) for pane in player.panes] == expected
    assert player.total == max(len(events) for events in expected)


def frontier_tags(frames) -> list[str]:
    """The frontier outlines a picture of ``frames`` holds, one a cell of each frontier."""
    per_pane = [sorted({state[0] for state in frame.frontier}) for frame in frames]
    return sorted(f"frontier-{r + 1}-{c + 1}" for pane in per_pane for r, c in pane)


def shown_frontier_tags(player) -> list[str]:
    """The frontier outlines in the picture the player shows."""
    return sorted(s.tag for s in player.picture.shapes if s.tag.startswith("frontier-"))


def test_the_slider_moves_every_pane_in_step_with_its_counters(player):
    for step in (0, 1, 5, 9, player.total):
        player.step = step
        for i, pane in enumerate(player.panes):
            own = min(step, len(pane))
            summary = summarize(pane.trace.events[:own])
            counts = player.pane_counts(i)
            assert counts["expanded"] == summary.expanded
            assert counts["added"] == summary.added
            assert counts["rejected"] == sum(summary.rejected.values())
            assert f"<b>{own} / {len(pane)}</b>" in player.pane_text(i, "counters")
        frames = [pane.trace.frame(min(step, len(pane))) for pane in player.panes]
        assert shown_frontier_tags(player) == frontier_tags(frames)


def test_the_highlighted_line_is_the_statement_of_the_event_shown(player):
    doc003 = player.panes[2]
    push = next(i for i, e in enumerate(doc003.trace.events, 1) if isinstance(e, Pushed))
    player.step = push
    line = highlighted(player.pane_text(2, "code"))
    assert "vis[x][y] = 1" in documents.source_line("003", line)
    doc000 = player.panes[0]
    # Document 000's first event is one of its four unchecked first steps.
    player.step = 1
    assert "q.push(t0)" in documents.source_line("000", highlighted(player.pane_text(0, "code")))
    assert highlighted(player.pane_text(0, "code")) == doc000.lines[0][0]
    # The corrected BFS is no document's program: it has no code beside it.
    assert player.pane_text(1, "code") == "" and player.current_lines()[1] == ()


def test_a_finished_approach_stays_on_its_last_frame_and_says_so(player):
    short = min(player.panes, key=len)
    index = player.panes.index(short)
    player.step = len(short) - 1
    assert "searching" in player.pane_text(index, "status")
    player.step = len(short)
    assert player.pane_text(index, "status").startswith(f"finished at step {len(short)}")
    last_png = player.png
    player.step = player.total
    status = player.pane_text(index, "status")
    assert "stays on its last frame" in status
    frames = [pane.trace.frame(min(player.step, len(pane))) for pane in player.panes]
    assert frames[index].step == len(short)
    assert shown_frontier_tags(player) == frontier_tags(frames)
    assert player.png != last_png  # the other panes moved on


def test_document_000_and_the_rule_disagree_on_screen(player):
    player.step = player.total
    verdicts = [pane.verdict for pane in player.panes]
    assert verdicts[0].startswith("yes") and verdicts[1] == "no path" and verdicts[2] == "no path"
    assert "yes" in player.pane_text(0, "status")


def test_a_step_moves_every_pane_and_a_finished_one_stays(player):
    player.step = 7
    frames = [pane.trace.frame(min(7, len(pane))) for pane in player.panes]
    assert shown_frontier_tags(player) == frontier_tags(frames)
    player.step = 10_000
    assert player.step == player.total


def test_the_picture_is_published_and_changes_with_the_step(player):
    player.step = 0
    first = player.png
    player.step = 6
    assert player.png != first and player.png.startswith(MAGIC["png"])
    # The picture of a step is the blitted panes of that step, however it was reached.
    player.step = 2
    player.step = 6
    fresh = ComparePlayer(WALLED, (1, 1), (0, 0), ["000", "bfs", "003"], dpi=40, step=6)
    assert player.png == fresh.png


def test_undefined_behaviour_ends_a_pane_on_the_line_that_does_it(tmp_path):
    pair = parse_board("1 1")
    player = ComparePlayer(pair, (0, 0), (0, 1), ["004", "004 bounds first"], export_dir=tmp_path)
    as_written, safe = player.panes
    assert as_written.undefined and "visit" in as_written.undefined
    assert safe.undefined is None and safe.verdict.startswith("yes")
    player.step = player.total
    assert "undefined" in player.pane_text(0, "status")
    line = highlighted(player.pane_text(0, "code"))
    assert "if (visit[p1][p2] || p1<0" in documents.source_line("004", line)


@pytest.mark.parametrize(
    "approaches, message",
    [
        (["000"], "two to four"),
        (["000", "bfs", "dfs", "003", "004"], "two to four"),
        (["000", "bfz"], "unknown approach 'bfz'"),
    ],
)
def test_a_bad_choice_of_approaches_is_one_clear_error(approaches, message):
    with pytest.raises(InputError, match=message):
        ComparePlayer(WALLED, (1, 1), (0, 0), approaches)


#: The GIF draws every step (13 s) and the PDF (2.4 s of processor time) draws the view PNG and
#: SVG draw, through another of matplotlib's back ends: make test's; PNG and SVG are make check's.
@pytest.mark.parametrize(
    "fmt", ["png", "svg", *(pytest.param(fmt, marks=pytest.mark.slow) for fmt in ("pdf", "gif"))]
)
def test_export_writes_the_whole_view(player, tmp_path, fmt):
    player.step = 5
    player.exporter.format.value = fmt
    [path] = player.exporter.export()
    assert path.parent == tmp_path and path.read_bytes().startswith(MAGIC[fmt])
    assert "wrote" in player.exporter.label.value
    if fmt == "gif":
        with Image.open(path) as gif:
            assert gif.n_frames > 2
    assert player.step == 5  # the GIF ran the view through every step and came back


def test_the_exported_view_shows_the_programs_current_line(player):
    player.step = 3
    fig = player.view_figure()
    texts = [t.get_text() for ax in fig.axes for t in ax.texts]
    line = player.current_lines()[2][0]
    assert any(t.startswith(f"{line:>3} ") for t in texts)
    assert any(t == "document 003's DFS" for t in texts)


def test_the_exported_view_keeps_its_layout_each_board_a_pane_wide_and_its_code_in_its_pane(
    player,
):
    # a program's long line once took the whole view's layout with it: boards a few pixels
    # wide, the last pane cut off, and matplotlib warning that its axes had collapsed
    player.step = 6
    fig = player.view_figure()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # "constrained_layout not applied" is a warning
        fig.draw_without_rendering()
    boards = [ax for ax in fig.axes if ax.axison]
    assert len(boards) == 3
    for ax in boards:
        assert ax.get_position().width > 0.5 / len(boards)  # over half of a pane's width
    numbered = re.compile(r"\s*\d+ ")  # a program's line: its number, then the line
    code = [t for ax in fig.axes for t in ax.texts if numbered.match(t.get_text())]
    assert code and all(t.get_clip_on() for t in code)


def test_the_checker_answers_in_one_step():
    player = ComparePlayer(WALLED, (3, 1), (2, 3), ["bfs", "checker"], dpi=40)
    checker = player.panes[1]
    assert len(checker) == 1 and isinstance(checker.trace.events[0], Found)
    player.step = 3
    assert "stays on its last frame" in player.pane_text(1, "status")


@settings(max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    boards_with_pair(max_rows=4, max_cols=5),
    st.integers(0, 400),
    st.sampled_from(["003", "dfs", "bfs outside", "004 bounds first"]),
)
def test_every_pane_shows_its_own_trace_at_the_step(case, step, other):
    board, a, b = case
    player = ComparePlayer(board, a, b, ["bfs", other], dpi=30, code=False)
    player.step = min(step, player.total)
    streams = [bfs_events(board, a, b), APPROACHES[other].events(board, a, b)]
    frames = []
    for pane, events in zip(player.panes, streams, strict=True):
        trace = Trace(events)
        own = min(player.step, len(trace))
        assert pane.trace.frame(own) == trace.frame(own)
        frames.append(trace.frame(own))
    assert shown_frontier_tags(player) == frontier_tags(frames)


def test_a_dfs_pane_lists_its_stack(tmp_path):
    player = ComparePlayer(WALLED, (3, 1), (2, 3), ["dfs", "bfs"], export_dir=tmp_path, dpi=40)
    events = list(dfs_events(WALLED, (3, 1), (2, 3)))
    pushes = next(i for i, e in enumerate(events, 1) if isinstance(e, Pushed))
    player.step = pushes
    assert "stack, bottom first" in player.pane_text(0, "frontier")
    assert "(top)" in player.pane_text(0, "frontier")


# --- the six-digit puzzle ---------------------------------------------------------------------


@pytest.mark.parametrize("layout", [(2, 5, 6, 4, 3, 1), (1, 3, 5, 2, 4, 6)])
def test_six_digits_document_001_and_the_table_agree(layout, tmp_path):
    view = SixDigitCompare(layout, export_dir=tmp_path, dpi=40)
    bfs, table = view.panes
    assert len(bfs) == len(list(documents.doc001_bfs_events(layout)))
    view.step = view.total
    solvable = sixdigits.can_reach(layout)
    assert bfs.verdict.startswith("Yes") == solvable == table.verdict.startswith("Yes")
    if solvable:
        assert table.states[-1] == sixdigits.GOAL
        assert len(table) == 1 + len(sixdigits.solution_table()[layout])
        assert "stays on its last frame" in view.pane_text(1, "status")
    line = highlighted(view.pane_text(0, "code"))
    assert re.search(r"return [01]", documents.source_line("001", line))


def test_six_digits_highlights_document_001s_queue_lines(tmp_path):
    view = SixDigitCompare((2, 5, 6, 4, 3, 1), export_dir=tmp_path, dpi=40)
    view.step = 2  # the start queued, then taken off the queue
    assert "u=q.front()" in documents.source_line("001", highlighted(view.pane_text(0, "code")))
    assert "queue (0)" in view.pane_text(0, "frontier")
    view.step = 3
    assert "queue (1)" in view.pane_text(0, "frontier")
    before = view.png
    view.step = 6
    assert view.png != bytes(before)
    view.exporter.format.value = "svg"
    [path] = view.exporter.export()
    assert path.parent == tmp_path and path.read_bytes().startswith(MAGIC["svg"])
