import random

import pytest
from hypothesis import given
from strategies import boards_with_pair, rules

from linklab import Board, Checker, InputError, Rules, find_path, path_problem


@given(boards_with_pair(max_rows=8, max_cols=8), rules)
def test_checker_answers_as_the_bfs(case, rule):
    board, a, b = case
    checker = Checker(board, rule)
    expected = find_path(board, a, b, rule, "bfs")
    assert checker.can_link(a, b) == (expected is not None)
    path = checker.path(a, b)
    assert (path is None) == (expected is None)
    if path is not None:
        assert path_problem(board, path, rule) is None
        assert len(path) == len(expected)


def test_many_queries_on_one_big_board_agree_with_the_bfs():
    rng = random.Random(1175)
    rows, cols = 40, 37
    grid = [[rng.choice([0, 0, 0, 1, 2]) for _ in range(cols)] for _ in range(rows)]
    board = Board.from_rows(grid)
    for rule in (Rules(), Rules(outside=True), Rules(max_turns=1)):
        checker = Checker(board, rule)
        tiles = board.tiles()
        for _ in range(60):
            a, b = rng.sample(tiles, 2)
            assert checker.can_link(a, b) == (find_path(board, a, b, rule) is not None)


def test_from_flat_and_big_kinds():
    kinds = [300, 0, 300, 7, 0, 7]
    checker = Checker.from_flat(kinds, 2, 3)
    assert checker.path((0, 0), (0, 2)) == ((0, 0), (0, 2))
    assert checker.can_link((1, 0), (1, 2))
    assert checker.pair_problem((0, 0), (1, 0)) == "kinds_differ"
    assert not checker.can_link((0, 0), (0, 0))


def test_more_than_two_turns_falls_back_on_the_bfs():
    board = Board.from_rows([[1, 0, 0], [2, 2, 0], [0, 0, 0], [0, 2, 2], [0, 0, 1]])
    assert not Checker(board).can_link((0, 0), (4, 2))
    path = Checker(board, Rules(max_turns=4)).path((0, 0), (4, 2))
    assert path is not None and len(path) - 2 == 4


def test_a_checker_past_the_cell_limit_is_refused_before_its_grid_is_made():
    from linklab.core.board import MAX_BOARD_CELLS

    with pytest.raises(InputError) as refused:
        Checker.from_flat([], 10**5, 10**5)
    assert "\n" not in str(refused.value) and f"{MAX_BOARD_CELLS:,}" in str(refused.value)
