"""Tests for linklab.widgets.solver_view: set the controls, check the stack, counters and
picture."""

from __future__ import annotations

import html
from collections import Counter

import pytest

from linklab.core.board import Board
from linklab.core.rules import Rules
from linklab.core.solver import solve_events
from linklab.core.solver_events import (
    Backjumped,
    DeadStateMet,
    DeadStateRemembered,
    ForcedMove,
    MoveForbidden,
    MoveTried,
    Restarted,
    Solved,
)
from linklab.core.solver_trace import SolverTrace
from linklab.render.scene.board import cell_corner
from linklab.widgets.solver_view import SolverView, describe_solver_event, format_move, stack_lines

# One turn at most: the only first move (the Bs at rows 1-2 of column 1) fails and is forbidden.
FAILING = Board.from_rows([[2, 1, 0], [2, 3, 2], [1, 2, 3]])
# Straight links only: moves tried, forbidden, and a dead state met again.
BRANCHY = Board.from_rows([[1, 2, 1, 2], [0, 0, 1, 1], [2, 2, 1, 1]])


@pytest.fixture(scope="module")
def branchy_view():
    return SolverView(BRANCHY, Rules(max_turns=0))


def test_the_slider_shows_the_stack_after_a_failed_try():
    view = SolverView(FAILING, Rules(max_turns=1))
    view.step = 2  # tried the Bs, then the As were forced
    assert view.stack_lines == ["1. try B (1, 1)–(2, 1)", "  → forced A (1, 2)–(3, 1)"]
    assert view.counts()["depth"] == 1 and view.counts()["tiles left"] == 4
    view.step = 6  # the try was undone and forbidden
    assert view.stack_lines == ["✗ forbid B (1, 1)–(2, 1)"]
    assert view.counts()["forbidden"] == 1 and view.counts()["tiles left"] == 8
    for line in view.stack_lines:
        assert html.escape(line) in view.shown_text("linklab-solver-stack")
    view.step = view.total
    assert view.counts()["outcome"] == "unsolvable" and view.stack_lines == []


def test_the_counters_shown_are_counts_of_the_events_so_far(branchy_view):
    view = branchy_view
    events = list(solve_events(BRANCHY, Rules(max_turns=0)))
    assert view.total == len(events)
    names = {
        "moves tried": MoveTried,
        "forbidden": MoveForbidden,
        "forced": ForcedMove,
        "dead states met": DeadStateMet,
        "dead states remembered": DeadStateRemembered,
        "backjumps": Backjumped,
        "restarts": Restarted,
    }
    for step in range(len(events) + 1):
        view.step = step
        counts = Counter(type(e) for e in events[:step])
        shown = view.counts()
        for name, kind in names.items():
            assert shown[name] == counts[kind], (step, name)
            assert f"<b>{shown[name]}</b>" in view.shown_text("linklab-solver-counters")
        assert shown["event"] == describe_solver_event(events[step - 1] if step else None, BRANCHY)
        tried_open = sum(line.lstrip()[0].isdigit() for line in view.stack_lines)
        assert tried_open == shown["depth"]


def test_the_start_has_an_empty_stack(branchy_view):
    view = branchy_view
    view.step = 0
    assert view.stack_lines == [] and "empty" in view.shown_text("linklab-solver-stack")
    view.step = 5
    assert view.frame.step == 5 and view.stack_lines


def test_the_picture_changes_with_the_step_and_marks_the_move(branchy_view):
    view = branchy_view
    view.step = 0
    start = view.png
    view.step = 1
    assert view.png[:4] == b"\x89PNG" and view.png != start
    event = view.frame.event
    assert isinstance(event, MoveTried)
    # The picture shown is step 1's, however the view got there (cached or drawn now).
    fresh = SolverView(BRANCHY, Rules(max_turns=0), step=1)
    assert view.png == fresh.png
    assert fresh.picture.tagged("caption").text == describe_solver_event(event, BRANCHY)
    path = fresh.picture.tagged("path-0")  # the move's path, from one tile's cell to the other's
    corner = cell_corner(Rules(max_turns=0).outside)
    centres = {tuple(v + 0.5 for v in corner(cell)) for cell in event.move}
    assert {path.points[0], path.points[-1]} == centres


def test_export_writes_the_picture_of_the_step_shown(tmp_path):
    view = SolverView(BRANCHY, Rules(max_turns=0), export_dir=tmp_path, step=3)
    view.exporter.format.value = "all"
    written = view.exporter.export()
    assert sorted(path.suffix for path in written) == [".pdf", ".png", ".svg"]
    assert all(path.exists() and "step0003" in path.name for path in written)
    (tmp_path / "a-file").write_text("")  # a folder that cannot be made
    view.export_dir = tmp_path / "a-file" / "deeper"
    assert view.exporter.export() == []
    assert view.exporter.label.value.startswith("export failed")


def test_a_given_stream_is_shown_as_it_is():
    board = Board.from_rows([[1, 1, 2, 2]])
    first, second = ((0, 0), (0, 1)), ((0, 2), (0, 3))
    events = [ForcedMove(first, "last_four"), ForcedMove(second, "only_partner")]
    events.append(Solved((first, second)))
    view = SolverView(board, events=SolverTrace(events, board), step=99)
    assert view.step == 3 and view.counts()["outcome"] == "solved"
    assert view.counts()["tiles left"] == 0
    assert stack_lines(view.frame, board) == [
        "→ forced A (1, 1)–(1, 2)",
        "→ forced B (1, 3)–(1, 4)",
    ]
    assert format_move(board, second) == "B (1, 3)–(1, 4)"
