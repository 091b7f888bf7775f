"""Tests for linklab.core.solver: its own link test against the Checker, legal solutions, and
"unsolvable" verdicts against a plain exhaustive search."""

from __future__ import annotations

import functools
import itertools

import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from linklab import Board, Checker, InputError, Rules
from linklab.core.game import Game
from linklab.core.generate import generate_board
from linklab.core.rules import path_problem
from linklab.core.solver import SolveResult, solve
from linklab.core.tilegrid import TileGrid
from tests.strategies import boards

rules = st.builds(Rules, max_turns=st.integers(0, 3), outside=st.booleans())


def one_kind(board: Board) -> Board:
    """The same tiles, all of one kind, so that every two of them may pair."""
    return board.with_cells({cell: 1 for cell in board.tiles()})


def route_corners(grid: TileGrid, t: int, u: int, way: int):
    """The corner cells (board coordinates) that a route number stands for."""
    (ra, ca), (rb, cb) = grid.cells[t], grid.cells[u]
    if way & 1:
        cells = [(ra, ca), (ra, way >> 1), (rb, way >> 1), (rb, cb)]
    else:
        cells = [(ra, ca), (way >> 1, ca), (way >> 1, cb), (rb, cb)]
    corners = [cells[0]]
    for cell in cells[1:]:
        if cell != corners[-1]:
            corners.append(cell)
    return [(r - 2, c - 2) for r, c in corners]


@given(boards(max_rows=7, max_cols=7), rules)
@settings(max_examples=examples(200))
def test_the_solvers_link_test_agrees_with_the_checker(board, rule):
    board = one_kind(board)
    grid = TileGrid(board, rule)
    checker = Checker(board, rule)
    for t, u in itertools.combinations(range(len(grid.cells)), 2):
        a, b = ((r - 2, c - 2) for r, c in (grid.cells[t], grid.cells[u]))
        assert grid.link(t, u) == checker.can_link(a, b), (a, b)
        way = grid.route(t, u)
        if way >= 0:
            assert path_problem(board, route_corners(grid, t, u, way), rule) is None
        assert grid.first_link(t, [u])[0] == (u if checker.can_link(a, b) else -1)


@given(boards(max_rows=6, max_cols=6), rules, st.data())
@settings(max_examples=examples(100))
def test_path_tiles_are_tiles_taken_off_on_a_path_that_is_clear(board, rule, data):
    board = one_kind(board)
    grid = TileGrid(board, rule)
    n = len(grid.cells)
    gone = data.draw(st.sets(st.integers(0, max(n - 1, 0)), max_size=n)) if n else set()
    for t in gone:
        grid.set(t, 0)
    left = [t for t in range(n) if t not in gone]
    for t, u in itertools.combinations(left, 2):
        tiles = grid.path_tiles(t, u)
        if grid.link(t, u):
            assert all(x in gone for x in range(n) if tiles >> x & 1)
        else:
            assert tiles == 0


@st.composite
def small_boards(draw, max_tiles: int = 12):
    """Full or thinned boards with at most ``max_tiles`` tiles, every kind even."""
    rows = draw(st.integers(1, 4))
    cols = draw(st.integers(1, 5))
    if (rows * cols) % 2:
        cols += 1
    board = generate_board(rows, cols, draw(st.integers(1, 6)), draw(st.integers(0, 10**6)))
    by_kind: dict[int, list] = {}
    for cell in board.tiles():
        by_kind.setdefault(board[cell], []).append(cell)
    changes = {}
    left = len(board.tiles())
    for cells in by_kind.values():
        while len(cells) >= 2 and (left > max_tiles or draw(st.booleans())):
            changes[cells.pop()] = changes[cells.pop()] = 0
            left -= 2
    return board.with_cells(changes)


def clearable(board: Board, rule: Rules) -> bool:
    """Plain exhaustive search over every legal move, remembering boards seen."""

    @functools.cache
    def go(grid) -> bool:
        board = Board(grid)
        tiles = board.tiles()
        if not tiles:
            return True
        checker = Checker(board, rule)
        return any(
            board[a] == board[b] and checker.can_link(a, b) and go(board.remove_pair(a, b).grid)
            for a, b in itertools.combinations(tiles, 2)
        )

    return go(board.grid)


def replays(board: Board, rule: Rules, moves) -> bool:
    game = Game(board, rule)
    for a, b in moves:
        game = game.remove(a, b)  # a MoveError fails the test
    return game.is_won()


@given(small_boards(), rules, st.integers(0, 3))
@settings(max_examples=examples(150))
def test_verdicts_agree_with_exhaustive_search_and_moves_are_legal(board, rule, seed):
    result = solve(board, rule, time_limit=30, seed=seed)
    assert result.status in ("solved", "unsolvable")
    assert result.status == ("solved" if clearable(board, rule) else "unsolvable")
    if result.status == "solved":
        assert replays(board, rule, result.moves)


@given(st.integers(0, 10**6), st.sampled_from([(4, 6, 3), (5, 6, 6), (6, 8, 12)]), rules)
@settings(max_examples=examples(20))
def test_moves_on_fuller_boards_are_legal_at_their_turn(seed, shape, rule):
    rows, cols, kinds = shape
    board = generate_board(rows, cols, kinds, seed, group=2)
    result = solve(board, rule, time_limit=5, seed=seed)
    if result.status == "solved":
        assert replays(board, rule, result.moves)
    assert result.decided or result.seconds >= 5


@pytest.mark.parametrize("outside", [False, True])
def test_document_shapes_are_decided_quickly(outside):
    rule = Rules(outside=outside)
    for seed in range(3):
        board = generate_board(9, 16, 36, seed, group=4)
        # "quickly" in counted work (the hardest of these takes 1,275 nodes), not in seconds
        result = solve(board, rule, time_limit=1e9, max_nodes=20_000)
        assert result.decided, (seed, result.nodes)
        if result.status == "solved":
            assert replays(board, rule, result.moves)


def test_the_result_reports_its_costs_and_repeats_itself():
    board = generate_board(6, 8, 6, 3)
    first, second = solve(board, seed=5), solve(board, seed=5)
    assert isinstance(first, SolveResult)
    assert first.moves == second.moves and first.status == second.status
    assert first.nodes > 0
    assert (first.nodes, first.dead_states) == (second.nodes, second.dead_states)


def test_trivial_cases():
    empty = solve(Board.empty(2, 3))
    assert (empty.status, empty.moves, empty.nodes) == ("solved", (), 0)
    assert solve(Board.from_rows([[1, 1, 1]])).status == "unsolvable"
    assert solve(Board.from_rows([[1, 2], [2, 1]])).status == "unsolvable"
    assert solve(Board.from_rows([[1, 2], [2, 1]]), Rules(3, outside=True)).status == "solved"


def test_no_time_means_unknown_unless_decided_at_once():
    board = generate_board(9, 16, 36, 2, group=4)
    assert solve(board, Rules(outside=True), time_limit=0).status == "unknown"
    with pytest.raises(InputError, match="time_limit"):
        solve(board, time_limit=-1)


def test_a_budget_in_nodes_ends_the_search_the_same_way_on_any_clock(monkeypatch):
    board = generate_board(9, 16, 36, seed=2, group=4)
    free = solve(board, time_limit=60)
    budget = max(free.nodes // 2, 1)
    first = solve(board, time_limit=float("inf"), max_nodes=budget)
    assert first.nodes <= budget + 1
    if free.nodes > budget + 1:
        assert first.status == "unknown"
    # A clock that runs a minute a call: the budget in nodes still ends it, and alike.
    import linklab.core.solver as solver_module

    ticks = iter(range(0, 10**9, 60))
    monkeypatch.setattr(solver_module.time, "perf_counter", lambda: float(next(ticks)))
    again = solve(board, time_limit=float("inf"), max_nodes=budget)
    assert (again.status, again.moves, again.nodes) == (first.status, first.moves, first.nodes)


@pytest.mark.parametrize(
    ("bad", "error"),
    [(float("nan"), InputError), (-1.0, InputError), ("x", TypeError), (None, TypeError)],
)
def test_a_time_limit_that_is_not_a_number_of_seconds_is_refused(bad, error):
    with pytest.raises(error, match="time_limit"):
        solve(Board.from_rows([[1, 1]]), time_limit=bad)


@pytest.mark.parametrize(
    ("bad", "error"),
    [(0, InputError), (-3, InputError), (1.5, TypeError), ("x", TypeError), (True, TypeError)],
)
def test_a_node_budget_must_be_a_whole_number(bad, error):
    with pytest.raises(error, match="max_nodes"):
        solve(Board.from_rows([[1, 1]]), max_nodes=bad)


@given(small_boards(), rules)
@settings(max_examples=examples(150))
def test_a_hopeless_reason_is_a_reason_the_board_fails(board, rule):
    from linklab.core.solver import hopeless_reason

    reason = hopeless_reason(board, rule)
    if reason is None:
        return
    assert not clearable(board, rule)
    assert set(reason.present) <= set(board.tiles()) and not set(reason.absent) & set(
        reason.present
    )
    # the reason names what matters: keep only its tiles, and the board still fails
    kept = board.with_cells({cell: 0 for cell in board.tiles() if cell not in reason.present})
    assert not clearable(kept, rule)
    assert hopeless_reason(kept, rule).present == reason.present


def test_a_hopeless_reason_names_only_the_tiles_in_the_way():
    from linklab.core.solver import hopeless_reason

    crossed = Board.from_rows([[1, 2, 1, 2, 3, 3]])
    assert hopeless_reason(crossed).present == ((0, 0), (0, 1), (0, 2), (0, 3))
    assert hopeless_reason(Board.from_rows([[1, 2, 2, 1]])) is None
    assert solve(crossed).status == "unsolvable"
