"""Tests for the solver's stream (linklab.core.solver.solve_events) and its fold
(linklab.core.solver_trace): exact sequences on tiny boards, and properties on random ones."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from linklab.core.board import Board
from linklab.core.errors import InputError
from linklab.core.generate import generate_board
from linklab.core.rules import Rules, path_problem
from linklab.core.search import find_path
from linklab.core.solver import solve, solve_events
from linklab.core.solver_events import (
    SOLVER_END_EVENTS,
    STATE_EVENTS,
    Backjumped,
    DeadStateMet,
    DeadStateRemembered,
    ForcedMove,
    GaveUp,
    Hopeless,
    MoveForbidden,
    MoveTried,
    NogoodRecalled,
    ProvenUnsolvable,
    Restarted,
    Solved,
)
from linklab.core.solver_trace import COUNTED, Decision, SolverTrace
from tests.test_solver import small_boards

rules = st.builds(Rules, max_turns=st.integers(0, 3), outside=st.booleans())


# Exact sequences: each worked out by hand from the rules of the solver (linklab.core.solver's
# module docstring), so that the order of the lesson is pinned.


def test_a_kind_down_to_its_last_two_is_forced():
    # The two Bs are the last of their kind and link: forced. Then so are the two As.
    board = Board.from_rows([[1, 2, 2, 1]])
    assert list(solve_events(board)) == [
        ForcedMove(((0, 1), (0, 2)), "only_partner"),
        ForcedMove(((0, 0), (0, 3)), "only_partner"),
        Solved((((0, 1), (0, 2)), ((0, 0), (0, 3)))),
    ]


def test_a_kinds_last_four_go_at_once_when_they_all_can():
    # Four As: the first two link, and the other two link once they are gone.
    board = Board.from_rows([[1, 1, 1, 1]])
    assert list(solve_events(board)) == [
        ForcedMove(((0, 0), (0, 1)), "last_four"),
        ForcedMove(((0, 2), (0, 3)), "only_partner"),
        Solved((((0, 0), (0, 1)), ((0, 2), (0, 3)))),
    ]


def test_an_odd_kind_is_unsolvable_before_any_search():
    assert list(solve_events(Board.from_rows([[1, 1, 1]]))) == [ProvenUnsolvable("odd_count")]


def test_a_board_where_nothing_ever_links_is_hopeless_at_once():
    # The As block the Bs and the Bs the As: no tile can ever go.
    board = Board.from_rows([[1, 2], [2, 1]])
    cells = ((0, 0), (0, 1), (1, 0), (1, 1))
    assert list(solve_events(board)) == [
        DeadStateRemembered(4),
        ProvenUnsolvable("hopeless", cells),
    ]


def test_a_move_is_tried_when_no_move_is_forced():
    # Straight links only. The only link is the middle As; four As are left, and the outer two
    # do not link when the middle ones go (the Bs are in the way): so the move is tried, not
    # forced. Then the Bs, and the As, are the last of their kinds.
    board = Board.from_rows([[1, 2, 1, 1, 2, 1]])
    assert list(solve_events(board, Rules(max_turns=0))) == [
        MoveTried(((0, 2), (0, 3))),
        ForcedMove(((0, 1), (0, 4)), "only_partner"),
        ForcedMove(((0, 0), (0, 5)), "only_partner"),
        Solved((((0, 2), (0, 3)), ((0, 1), (0, 4)), ((0, 0), (0, 5)))),
    ]


def test_a_tried_move_that_fails_is_forbidden():
    # One turn at most. The only link is B(1,1)-B(2,1) (counted from 1); four Bs are left, so
    # it is not forced. Tried: the As, the last two, then link round the top-left corner
    # (forced), and the Cs and the other Bs block each other.
    # Both states are remembered, the move is forbidden, and with it forbidden nothing links.
    board = Board.from_rows([[2, 1, 0], [2, 3, 2], [1, 2, 3]])
    everything = ((0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2))
    assert list(solve_events(board, Rules(max_turns=1))) == [
        MoveTried(((0, 0), (1, 0))),
        ForcedMove(((0, 1), (2, 0)), "only_partner"),
        Hopeless(((1, 1), (1, 2), (2, 1), (2, 2))),
        DeadStateRemembered(4),
        DeadStateRemembered(6),
        MoveForbidden(((0, 0), (1, 0))),
        Hopeless(everything),
        DeadStateRemembered(8),
        ProvenUnsolvable("search"),
    ]


def test_the_empty_board_is_solved_with_no_work():
    assert list(solve_events(Board.empty(2, 2))) == [Solved(())]


def test_no_time_gives_up_at_the_first_state():
    board = generate_board(9, 16, 36, 2, group=4)
    events = list(solve_events(board, Rules(outside=True), time_limit=0))
    assert events == [GaveUp("time")]
    assert solve(board, Rules(outside=True), time_limit=0).nodes == 1


def test_a_negative_time_limit_is_refused_at_once():
    with pytest.raises(InputError, match="time_limit"):
        solve_events(Board.empty(1, 2), time_limit=-1)


def test_a_backjump_names_a_reason_that_does_not_need_its_move():
    board = Board.from_rows([[3, 1, 3, 1], [1, 3, 3, 0], [1, 0, 0, 0]])
    events = list(solve_events(board, Rules(max_turns=0)))
    jumps = [e for e in events if isinstance(e, Backjumped)]
    assert jumps
    for jump in jumps:
        assert not set(jump.move) & set(jump.nogood.absent)
    assert events[-1] == ProvenUnsolvable("search")


# The fold, on streams written by hand.


def test_a_forbidden_move_closes_its_level_and_stays_on_the_stack():
    board = Board.from_rows([[1, 1, 2, 2], [3, 3, 4, 4]])
    a, b, c = ((0, 0), (0, 1)), ((0, 2), (0, 3)), ((1, 0), (1, 1))
    forced = ForcedMove(b, "only_partner")
    events = [MoveTried(a), forced, MoveTried(c), MoveForbidden(c), MoveForbidden(a)]
    trace = SolverTrace(events, board)
    assert trace.frame(3).stack == (
        Decision("tried", a),
        Decision("forced", b),
        Decision("tried", c),
    )
    assert trace.frame(3).board == Board.from_rows([[0, 0, 0, 0], [0, 0, 4, 4]])
    assert trace.frame(3).depth == 2
    assert trace.frame(4).stack == (
        Decision("tried", a),
        Decision("forced", b),
        Decision("forbidden", c),
    )
    assert trace.frame(5).stack == (Decision("forbidden", a),)
    assert trace.frame(5).board == board
    assert trace.frame(5).counts.forbidden == 2


def test_a_restart_empties_the_stack_and_is_counted():
    board = Board.from_rows([[1, 1, 2, 2]])
    move = ((0, 0), (0, 1))
    trace = SolverTrace([MoveTried(move), Restarted(), MoveTried(move)], board)
    assert trace.frame(2).stack == () and trace.frame(2).board == board
    assert trace.frame(2).counts.restarts == 1
    assert trace.frame(3).counts.tried == 2
    with pytest.raises(IndexError):
        trace.frame(4)


# Properties on random boards.


def made_moves_are_legal(board: Board, rule: Rules, moves) -> bool:
    for a, b in moves:
        assert board[a] == board[b] != 0
        path = find_path(board, a, b, rule)
        assert path is not None, (a, b)
        assert path_problem(board, path, rule) is None
        board = board.remove_pair(a, b)
    return board.is_clear()


@given(small_boards(), rules, st.integers(0, 3))
@settings(max_examples=examples(120), deadline=None)
def test_the_stream_agrees_with_solve_and_its_solution_clears_the_board(board, rule, seed):
    events = list(solve_events(board, rule, time_limit=30, seed=seed))
    result = solve(board, rule, time_limit=30, seed=seed)
    assert [isinstance(e, SOLVER_END_EVENTS) for e in events] == [False] * (len(events) - 1) + [
        True
    ]
    end = events[-1]
    assert isinstance(end, Solved) == (result.status == "solved")
    assert isinstance(end, ProvenUnsolvable) == (result.status == "unsolvable")
    counts = Counter(type(e) for e in events)
    assert result.nodes == sum(counts[kind] for kind in STATE_EVENTS)
    assert result.dead_states == counts[DeadStateRemembered]
    assert result.restarts == counts[Restarted]
    if isinstance(end, Solved):
        assert end.moves == result.moves
        assert made_moves_are_legal(board, rule, end.moves)


@given(small_boards(), rules, st.integers(0, 3), st.data())
@settings(max_examples=examples(120), deadline=None)
def test_the_fold_rebuilds_boards_the_moves_are_legal_on(board, rule, seed, data):
    trace = SolverTrace(solve_events(board, rule, time_limit=30, seed=seed), board)
    frames = list(trace.frames())
    for before, after in itertools.pairwise(frames):
        event = after.event
        if isinstance(event, MoveTried | ForcedMove):
            a, b = event.move
            path = find_path(before.board, a, b, rule)
            assert path is not None and path_problem(before.board, path, rule) is None
            assert after.board == before.board.remove_pair(a, b)
        elif isinstance(event, MoveForbidden | Backjumped):
            last_tried = [d for d in before.stack if d.kind == "tried"][-1]
            assert last_tried.move == event.move
            assert after.depth == before.depth - 1
        elif isinstance(event, Solved):
            assert after.made == event.moves and after.board.is_clear()
        elif isinstance(event, ProvenUnsolvable):
            assert after.board == board and after.outcome == "unsolvable"
    step = data.draw(st.integers(0, len(trace)))
    frame = trace.frame(step)
    assert frame == frames[step]
    counts = Counter(type(e) for e in trace.events[:step])
    for kind, name in COUNTED.items():
        assert getattr(frame.counts, name) == counts[kind], name
    shown = sum(1 for d in frame.stack if d.kind == "tried")
    assert shown == frame.depth <= counts[MoveTried]


def test_every_kind_of_failure_shows_up_on_a_fuller_board():
    # 9x16 boards dealt in fours under the outside rule: the solver backjumps and recalls
    # reasons learnt before it decides
    kinds = set()
    for seed in range(3):
        board = generate_board(9, 16, 36, seed, group=4)
        kinds |= {type(e) for e in solve_events(board, Rules(outside=True), seed=seed)}
    assert {Backjumped, NogoodRecalled, Hopeless, MoveForbidden} <= kinds


def test_a_dead_state_met_was_left_before_by_another_way():
    board = Board.from_rows([[1, 2, 1, 2], [0, 0, 1, 1], [2, 2, 1, 1]])
    trace = SolverTrace(solve_events(board, Rules(max_turns=0)), board)
    frames = list(trace.frames())
    met = [i for i, frame in enumerate(frames) if isinstance(frame.event, DeadStateMet)]
    assert met
    for i in met:
        tiles = set(frames[i].board.tiles())
        assert frames[i].event.tiles == len(tiles)
        earlier = [f for f in frames[:i] if set(f.board.tiles()) == tiles]
        assert earlier and earlier[0].made != frames[i].made
