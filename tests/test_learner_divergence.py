"""The first step where a learner's search leaves every correct one, found both ways, for every
kind of search: the course's own wrong functions and new ones (a BFS with a queue, a DFS with a
stack or by recursion, six digits), each marked at the step a person finds by hand; and a
tracer that cannot follow a search says so in one line and claims no step about it."""

from __future__ import annotations

import sys
from collections import deque

import misconceptions  # the course's table of wrong functions
import numpy as np
import pytest
import wrong_searches  # wrong searches of every kind, written for these tests
from example_counts import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import boards_with_pair

from linklab.core.board import Board
from linklab.core.checker import Checker
from linklab.core.errors import CourseFault
from linklab.core.learner_trace import MAX_LOOKS, is_layout
from linklab.core.rules import Rules
from linklab.course import learner_search, selfcheck
from linklab.course.learner_search import (
    OUT_OF_MEMORY,
    TracedOutOfMemory,
    TracerFailure,
    offer,
    offer_for,
    page_report_html,
)
from linklab.i18n import using

CHECKS = {
    "link": selfcheck.check_link,
    "path": selfcheck.check_path,
    "bfs": selfcheck.check_bfs_path,
    "six": selfcheck.check_can_reach,
}

#: (module, name, the check's smallest failing case, reason, step). Cells below are counted
#: from 0 as in code; the sentences count from 1. Each step was found by hand once, reading
#: the learner's steps (``[s.change for s in shown.steps.steps]``) on the case:
COURSE = [
    # (1,1) is taken heading down (1 turn) from (0,1) and marked; taken off the queue, (1,0)
    # heading down is refused (1,1) heading right, which the path needs: the step it held (1,0)
    ("visited_at_first_arrival", ([[1, 0, 2, 1], [0, 0, 0, 0]], (0, 0), (0, 3)), "dropped", 10),
    ("requeue_only_with_fewer_turns", ([[1, 0, 2, 1], [0, 0, 0, 0]], (0, 0), (0, 3)), "dropped",
     10),  # the same tie (1 turn either way) turned away
    # no path turns twice or less; its last state (0,2) heading up with 2 turns steps right into
    # b: a third turn, and it answers yes there
    ("no_turn_limit", ([[1, 2, 0, 1], [0, 0, 0, 2]], (0, 0), (0, 3)), "answered_turns", 19),
    ("three_turns", ([[1, 2, 0, 1], [0, 0, 0, 2]], (0, 0), (0, 3)), "answered_turns", 19),
    ("goal_by_touching_a_neighbour", ([[1, 2, 0, 1], [0, 0, 0, 2]], (0, 0), (0, 3)),
     "answered_turns", 19),
    ("no_same_kind_test", ([[1, 2]], (0, 0), (0, 1)), "pair", 1),  # it queues a at all
    # (-1,0) heading up is queued from a: off the board
    ("path_off_the_board", ([[1, 1, 1]], (0, 0), (0, 2)), "off_board", 4),
    # outside=True: the path runs under the board, through (2,0) heading down, which its ring
    # without a bottom side never queues; step 6 is the last it held a
    ("ring_missing_a_side_outside", ([[0, 0, 1], [1, 1, 1]], (1, 0), (1, 2)), "dropped", 6),
    ("walks_through_own_kind", ([[1, 1, 1]], (0, 0), (0, 2)), "tile", 4),  # queues tile (0,1)
    # (0,1) heading right was in the table before this call began
    ("best_table_as_default", ([[2, 0, 2]], (0, 0), (0, 2)), "dropped", 6),
    # from a=(1,0) it queues (0,0) heading up with 1 turn: the first segment counted a turn
    ("first_segment_counted", ([[0, 0, 0], [1, 1, 1]], (1, 0), (1, 2)), "more_turns", 4),
    # it takes a off the queue at step 2, b one step right, and never enters it
    ("target_as_wall", ([[1, 1]], (0, 0), (0, 1)), "refuses_target", 2),
    # (2,1) still marked from the branch through (1,1),(2,1) when (1,1) wants it heading down
    ("dfs_never_unmarks", ([[1, 0], [0, 0], [2, 0], [1, 0]], (0, 0), (3, 0)), "dropped", 19),
    ("dfs_path_backwards", ([[1, 1]], (0, 0), (0, 1)), "returns", 2),  # its search is right
    # (0,1) heading right with 1 turn pruned: b is not straight ahead of it
    ("dfs_prunes_too_early", ([[0, 0, 0], [1, 1, 1]], (1, 0), (1, 2)), "dropped", 7),
    ("dfs_path_without_b", ([[1, 1]], (0, 0), (0, 1)), "returns", 2),
    # the shortest way's β from 152463 is never taken: it has only α
    ("alpha_only", (1, 5, 2, 4, 6, 3), "dropped", 5),
    # the same layout asked before: every layout it reaches is in the seen set, and the way's
    # first, 165432, is refused when the start is taken off the queue
    ("seen_never_cleared", (1, 5, 2, 4, 6, 3), "dropped", 3),
    ("moves_with_a_wrong_cycle", (1, 2, 3, 4, 6, 5), "unreachable", 5),  # 613245: no α β move
    ("parity_shortcut", (1, 5, 2, 4, 6, 3), "none", 0),  # no search: no step
    # its last layer holds 123456 when its seven layers run out: it answers no
    ("layers_cut_short", (4, 5, 1, 6, 3, 2), "refuses_target", 109),
]  # fmt: skip

NEW = [
    # (0,2) heading right with 1 turn is taken; b is below it, 2 turns: a limit of 1 refuses
    ("bfs_limit_one", ([[0, 0, 0], [1, 1, 1]], (1, 0), (1, 2)), "refuses_target", 11),
    # no way left: the path's (0,0) heading left is never queued from a=(0,1)
    ("bfs_three_ways", ([[0, 1], [1, 0]], (0, 1), (1, 0)), "dropped", 4),
    # (0,1) heading right queued with 1 turn: it counts a turn for a straight step
    ("bfs_every_step_a_turn", ([[1, 0, 0, 1]], (0, 0), (0, 3)), "more_turns", 4),
    # (1,1) queued with 0 turns: its heading forgotten, the turn from (1,0) is not counted
    ("bfs_forgets_heading", ([[1, 2, 0, 1], [0, 0, 0, 2]], (0, 0), (0, 3)), "fewer_turns", 7),
    # taken from the end, (1,2) heading right is marked with 2 turns first; the path's 1-turn
    # (1,2) from (1,1) is refused: step 25 holds (1,1) heading right
    ("bfs_pops_from_end", ([[0, 1, 2, 1], [0, 0, 0, 0]], (0, 1), (0, 3)), "dropped", 25),
    # it answers from (1,1) heading down (1 turn) into b=(1,0) with 2 turns while (0,0)
    # heading left, 0 turns, waits in its queue: the rule's path turns once
    ("bfs_first_arrival_path", ([[0, 0, 1], [1, 0, 1]], (0, 2), (1, 0)), "answered_early", 13),
    ("bfs_class_queue_limit_one", ([[0, 0, 0], [1, 1, 1]], (1, 0), (1, 2)), "refuses_target",
     12),  # as bfs_limit_one, one look later: the class's own __init__
    ("bfs_heap_target_as_wall", ([[1, 1]], (0, 0), (0, 1)), "refuses_target", 2),
    # from (0,1) heading up with 2 turns it steps right into b: 3 turns
    ("dfs_stack_no_turn_limit", ([[1, 0, 1], [0, 0, 1]], (0, 0), (0, 2)), "answered_turns", 13),
    ("dfs_stack_target_as_wall", ([[1, 1]], (0, 0), (0, 1)), "refuses_target", 1),
    ("dfs_stack_limit_one", ([[0, 0, 0], [1, 1, 1]], (1, 0), (1, 2)), "refuses_target", 12),
    # (0,2) marked when pushed heading up from (1,2); (0,1) heading right then refuses it:
    # step 18 holds (0,1)
    ("dfs_stack_marks_cells", ([[1, 0, 0, 1], [0, 0, 0, 2]], (0, 0), (0, 3)), "dropped", 18),
    # up, right, right, down, then left into b=(1,1): the third turn, at the step it answers
    ("dfs_rec_no_turn_limit", ([[0, 0, 0], [1, 1, 0]], (1, 0), (1, 1)), "answered_turns", 27),
    ("dfs_rec_target_as_wall", ([[1, 1]], (0, 0), (0, 1)), "refuses_target", 1),
    ("dfs_rec_limit_one", ([[0, 0, 0], [1, 1, 1]], (1, 0), (1, 2)), "refuses_target", 10),
    # its ways are right, down, left: (0,0) heading up is never pushed from a=(1,0)
    ("dfs_rec_three_ways", ([[0, 0, 0], [1, 1, 1]], (1, 0), (1, 2)), "dropped", 2),
    # (1,3) heading right came back dead with 2 turns (via (0,1)); held again from (1,2) with
    # 1 turn, the memo turns it away: step 54 holds (1,2) heading right, 1 turn
    ("dfs_rec_memo_of_dead_states", ([[1, 0, 2, 1], [0, 0, 0, 0]], (0, 0), (0, 3)), "dropped",
     54),
    ("six_beta_only", (4, 1, 3, 5, 2, 6), "dropped", 4),  # the way's first α never taken
    ("six_goal_as_list", (1, 2, 3, 4, 5, 6), "refuses_target", 1),  # holds the goal at once
    ("six_seen_cut_at_fifty", (4, 1, 2, 6, 5, 3), "dropped", 130),  # stops before 123456
    # four moves deep it stops: 136425, the way's fifth layout, is never reached
    ("can_reach", (4, 1, 2, 6, 5, 3), "dropped", 10),
    ("can_reach_alpha_only", (1, 5, 2, 4, 6, 3), "dropped", 12),  # β never tried
    # its global seen set holds 123456 from the check's earlier call (123456 itself): at step
    # 36 it takes the way's last layout before the goal, and 123456 is refused as seen
    ("six_global_seen", (1, 5, 2, 4, 6, 3), "dropped", 36),
]  # fmt: skip

KIND = {name: kind for name, kind, _ in misconceptions.TABLE} | dict(wrong_searches.TABLE)


def _function(name):
    return getattr(misconceptions, name, None) or getattr(wrong_searches, name)


def _failing(name):
    kind = KIND[name]
    rules = Rules(outside=True) if name.endswith("outside") else Rules()
    if kind == "six":
        result = CHECKS[kind](_function(name))
    else:
        result = CHECKS[kind](_function(name), cases=20, rules=rules)
    assert result.status == "failed", result.text()
    return result


#: the functions whose answer depends on an earlier call: the check's earlier case is made first
EARLIER = {"best_table_as_default", "seen_never_cleared", "six_global_seen"}
#: searches that pass the target by (refuse it, or stop a turn short), and what they return
PASSES_BY = {
    "target_as_wall": "link",
    "bfs_limit_one": "link",
    "bfs_heap_target_as_wall": "link",
    "dfs_stack_target_as_wall": "path",
    "dfs_rec_target_as_wall": "path",
    "dfs_rec_limit_one": "path",
}
_CASES = {name: case for name, case, *_ in COURSE + NEW}


def _shown(name, case=None):
    """`offer` on the check's smallest failing case, as the check's report calls it."""
    fn, kind = _function(name), KIND[name]
    case = _CASES[name] if case is None else case
    misconceptions._SEEN.clear()  # what earlier tests left: the earlier call alone fills them
    misconceptions.best_table_as_default.__defaults__[0].clear()
    wrong_searches.seen.clear()
    if kind == "six":
        earlier = (1, 2, 3, 4, 5, 6) if name == "six_global_seen" else case  # the check's
        return offer(fn, case, "six", before=[(earlier,)] if name in EARLIER else ())
    rows, a, b = case
    rules = Rules(outside=True) if name.endswith("outside") else Rules()
    before = [(Board.from_rows(rows), a, b)] if name in EARLIER else ()
    return offer(fn, (Board.from_rows(rows), a, b), kind, rules, before=before)


@pytest.mark.parametrize("name, case, reason, step", COURSE + NEW, ids=[e[0] for e in COURSE + NEW])
def test_every_wrong_function_is_marked_at_the_step_found_by_hand(name, case, reason, step):
    shown = _shown(name, case)
    d = shown.divergence
    assert (d.reason, d.step) == (reason, step), shown.explanation()
    said = shown.explanation()
    if reason == "none":
        assert said == "" and not shown.recording.searched
        return
    held = shown.steps.steps[step - 1]
    if reason in ("pair", "off_board", "tile", "too_many_turns", "fewer_turns", "unreachable",
                  "more_turns"):  # fmt: skip
        assert d.state in held.added  # the state no correct search holds, taken at that step
    if reason == "refuses_target":
        assert d.state == held.current or d.state in held.added  # held there, and never b
        if KIND[name] != "six":
            assert not any(s[0] == case[2] for step_ in shown.steps.steps for s in step_.added)
    if reason == "dropped":  # the path's state is never held with the turns it needs
        cell, heading, turns = d.needed
        every = [s for each in shown.steps.steps for s in (*each.added, each.current) if s]
        assert not any(
            s[0] == cell and (heading is None or s[1] in (heading, None))
            and (turns is None or s[2] is None or s[2] <= turns)
            for s in every
        )  # fmt: skip
    if reason in ("answered_turns", "answered_early"):
        assert d.needed[2] > (2 if reason == "answered_turns" else d.fewest)
    if reason == "returns":
        assert step == len(shown.steps) and "what it returns" in said
    else:
        assert said.startswith(f"Step {step}: ")
        with using("zh"):
            assert shown.explanation().startswith(f"第 {step} 步：")


def test_the_issue_s_searches_are_no_longer_told_what_goes_wrong_is_what_they_return():
    """Target as a wall, a turn limit one too low, a BFS answering at its first arrival, a DFS
    with no turn limit: each is marked where its search goes wrong."""
    named = ("target_as_wall", "dfs_rec_target_as_wall", "bfs_limit_one", "bfs_first_arrival_path",
             "dfs_rec_no_turn_limit", "dfs_stack_no_turn_limit")  # fmt: skip
    for name in named:
        shown = _shown(name)
        assert shown.divergence.reason not in ("returns", "none"), name
        assert "what goes wrong is what it returns" not in " ".join(shown.notes())


def test_the_first_of_both_ways_is_given():
    """A BFS that walks off the board (a state no correct search holds, step 4) before it
    passes by anything: the earlier of the two is marked."""
    shown = _shown("path_off_the_board")
    assert shown.divergence.step == 4
    held = [s for n, step in enumerate(shown.steps.steps, 1) for s in step.added if n < 4]
    assert all(s[0][0] >= 0 for s in held)


def _buckets(board, a, b):
    """A search by turns kept in a dict of lists: not read as a queue."""
    buckets = {0: [a]}
    done = set()
    for turns in range(3):
        for cell in buckets.get(turns, []):
            done.add(cell)
    return b in done


def test_a_search_it_cannot_follow_gets_one_line_and_no_step():
    shown = offer(_buckets, (Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2)), "link")
    assert shown.divergence.step == 0 and shown.explanation() == ""
    notes = shown.notes()
    assert sum(line.startswith("Could not follow its search") for line in notes) == 1
    assert "buckets" in notes[0] and not any(line.startswith("Step ") for line in notes)
    with using("zh"):
        assert shown.notes()[0].startswith("没能跟上它的搜索") and "buckets" in shown.notes()[0]


def test_every_function_of_the_sets_that_searches_is_followed():
    unfollowed = []
    for name, *_ in COURSE + NEW:
        if name == "parity_shortcut":
            continue  # answers by parity: no search to follow
        shown = _shown(name)
        if not shown.recording.searched or "Could not follow" in " ".join(shown.notes()):
            unfollowed.append(name)
    assert unfollowed == []


def test_a_fault_of_the_tracer_surfaces_in_one_line(monkeypatch):
    result = _failing("target_as_wall")

    def broken(recording):
        raise RuntimeError("a step it cannot read")

    monkeypatch.setattr(learner_search, "LearnerSteps", broken)
    # The learner reads one line; the fault is warned of too, which fails any other test.
    with pytest.warns(CourseFault, match="the tracer failed: RuntimeError: a step it cannot"):
        shown = offer_for(result)
    assert isinstance(shown, TracerFailure)
    line = shown.notes()[0]
    assert "the tracer failed (RuntimeError: a step it cannot read at " in line
    with pytest.warns(CourseFault):
        assert "\n" not in line and line in page_report_html(result)
    with pytest.raises(CourseFault):
        offer_for(result)  # under the project's own settings


def test_a_search_that_runs_out_of_memory_as_it_is_traced_is_one_line_and_no_fault(monkeypatch):
    """The learner's calls past their memory limit (a page's check: a list that doubles) under
    the tracer: said in one line, in the report's language; no fault of the course's warned of
    (the project's settings make one an error)."""
    result = _failing("target_as_wall")

    def spent(recording):
        raise MemoryError

    monkeypatch.setattr(learner_search, "LearnerSteps", spent)
    shown = offer_for(result)
    assert isinstance(shown, TracedOutOfMemory) and shown.notes() == [OUT_OF_MEMORY]
    assert shown.notes()[0] in page_report_html(result)
    with using("zh"):
        assert shown.notes()[0].startswith("没能展示它的搜索：跟踪时它用尽了内存")


def test_a_seen_set_kept_in_a_global_is_found_and_named_as_left_by_an_earlier_call():
    shown = _shown("six_global_seen")
    assert shown.recording.seen_name == "seen" and shown.divergence.before_search
    assert "before this search began" in shown.explanation()


def test_a_queue_in_a_class_of_its_own_and_a_heap_are_followed():
    shown = _shown("bfs_class_queue_limit_one")
    assert (shown.recording.frontier_kind, shown.recording.frontier_name) == ("queue", "line.items")
    shown = _shown("bfs_heap_target_as_wall")
    assert (shown.recording.frontier_kind, shown.recording.frontier_name) == ("queue", "heap")
    assert shown.steps.steps[0].added == (((0, 0), None, 0),)  # (turns, cell, heading) read


def _numpy_bfs(board, a, b):
    """A BFS whose cells are numpy integers."""
    queue, seen = deque([(np.int64(a[0]), np.int64(a[1]))]), set()
    while queue:
        r, c = queue.popleft()
        for dr, dc in ((0, 1), (1, 0)):
            cell = (r + dr, c + dc)
            if cell == tuple(b):
                return True
            if cell[0] < board.rows and cell[1] < board.cols and cell not in seen:
                seen.add(cell)
                if board[(int(cell[0]), int(cell[1]))] == 0:
                    queue.append(cell)
    return False


def test_numpy_integers_as_cells_are_read_as_cells():
    board = Board.from_rows([[1, 0], [0, 1]])
    for a, b in (((0, 0), (1, 1)), ((np.int64(0), np.int64(0)), (np.int64(1), np.int64(1)))):
        shown = offer(_numpy_bfs, (board, a, b), "link")
        assert shown.recording.searched
        cells = [s[0] for step in shown.steps.steps for s in step.added]
        assert cells[:3] == [(0, 0), (0, 1), (1, 0)]
        assert all(type(part) is int for cell in cells for part in cell)


def _deep_dfs(board, a, b):
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 12_000))
    seen = set()

    def go(cell):
        if cell == b:
            return True
        seen.add(cell)
        nxt = (cell[0], cell[1] + 1)
        return nxt[1] < board.cols and nxt not in seen and (nxt == b or board[nxt] == 0) and go(nxt)

    return go(a)


def test_a_recursion_5000_deep_is_followed_to_the_bound_and_says_so():
    board = Board.from_rows([[1] + [0] * 5000 + [1]])
    limit = sys.getrecursionlimit()
    try:
        shown = offer(_deep_dfs, (board, (0, 0), (0, 5001)), "path")
    finally:
        sys.setrecursionlimit(limit)
    assert shown.recording.frontier_kind == "recursion" and not shown.recording.raised
    assert len(shown.steps) == MAX_LOOKS and max(len(s.frontier) for s in shown.steps.steps) > 150
    stopped = [line for line in shown.notes() if line.startswith("Recorded its first")]
    assert len(stopped) == 1


def test_a_recursive_six_digit_search_is_traced_as_its_stack_of_layouts():
    shown = _shown("can_reach")
    assert shown.recording.frontier_kind == "recursion"
    assert shown.recording.frontier_name == "can_reach"
    frontiers = [step.frontier for step in shown.steps.steps]
    assert all(is_layout(s[0]) for frontier in frontiers for s in frontier)
    assert max(map(len, frontiers)) == 5  # the start and four moves deep


def test_the_learner_s_own_names_are_never_translated():
    shown = _shown("bfs_limit_one")
    with using("zh"):
        found = shown.found()
    assert "（queue）" in found and "（best）" in found and "队列（队列）" not in found


def test_a_queue_taken_from_its_end_is_named_a_stack():
    shown = _shown("bfs_pops_from_end")
    assert shown.steps.from_end
    assert "its queue (queue), taken from its end: a stack, not a queue" in shown.found()
    assert not _shown("bfs_limit_one").steps.from_end
    with using("zh"):
        assert "它的队列（queue），却从尾部取出" in shown.found()


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards_with_pair(max_rows=4, max_cols=4), st.sampled_from(sorted(PASSES_BY)))
def test_a_search_that_passes_by_the_target_is_never_told_its_return_is_the_fault(case, name):
    """Whatever the board: a search that refuses b, or stops a turn short, and answers no
    where the rule has a path is marked at a step, never "what it returns"; when the mark is
    the target refused, the state it holds is one legal step from b."""
    board, a, b = case
    fn = _function(name)
    if fn(Board.from_rows([list(r) for r in board.grid]), a, b) or not Checker(board).path(a, b):
        return  # it answers right here
    shown = offer(fn, (board, a, b), PASSES_BY[name])
    d = shown.divergence
    assert d.reason not in ("returns", "none"), shown.explanation()
    assert 1 <= d.step <= len(shown.steps)
    if d.reason == "refuses_target":
        (r, c), _, _ = d.state
        assert abs(r - b[0]) + abs(c - b[1]) == 1 and d.needed[2] <= 2
