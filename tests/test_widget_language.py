"""The widgets speak the language in force: no English words under zh, English as before."""

import re

import pytest

import linklab as ll
from linklab import i18n
from linklab.apps.step_texts import frontier_items
from linklab.widgets.compare_panes import SixPane
from linklab.widgets.solver_view import describe_solver_event, stack_lines

ENGLISH = re.compile(r"\b(turns?|top|start|step|finished|playing|layout|moves?|try|forbid)\b")


@pytest.fixture
def trace():
    board = ll.parse_board("1 0 0\n2 0 1")
    return ll.Trace(ll.bfs_events(board, (0, 0), (1, 2)))


def test_the_trace_players_queue_lines_speak_chinese(trace):
    with i18n.using("zh"):
        lines = [
            line for k in range(len(trace) + 1) for line in frontier_items(trace.frame(k), "dfs")
        ]
    assert lines and not any(ENGLISH.search(line) for line in lines)
    assert "起点" in lines[0] and "栈顶" in lines[0]
    with i18n.using("en"):
        assert frontier_items(trace.frame(1), "dfs") == ["1. (1, 1) start 0 turns (top)"]


def test_the_six_digit_comparisons_status_and_titles_speak_chinese():
    pane = SixPane("table", (2, 5, 3, 1, 4, 6))
    with i18n.using("zh"):
        shown = [i18n.translate(pane.label), i18n.translate(pane.status(0))]
        shown += [i18n.translate(pane.status(len(pane) + 1))]
        shown += [i18n.tr("step {own}/{total}: {note}", own=1, total=2, note=n) for n in pane.notes]
    assert not any(ENGLISH.search(text) for text in shown), shown
    assert pane.status(0) == "playing the word…"


def test_the_solver_views_stack_and_events_speak_chinese():
    from linklab.core.solver_events import MoveForbidden, MoveTried

    board = ll.Board.from_rows([[1, 1, 2, 2]])
    from linklab.core.solver_trace import SolverTrace

    trace = SolverTrace([MoveTried(((0, 0), (0, 1))), MoveForbidden(((0, 0), (0, 1)))], board)
    with i18n.using("zh"):
        shown = stack_lines(trace.frame(1), board) + stack_lines(trace.frame(2), board)
        shown += [describe_solver_event(None, board)]
    assert not any(ENGLISH.search(text) for text in shown), shown
    assert stack_lines(trace.frame(1), board) == ["1. try A (1, 1)–(1, 2)"]
