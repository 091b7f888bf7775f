import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import boards

from linklab import Board, InputError, Rules, pair_problem, path_problem


def test_rules_validate_their_turns():
    with pytest.raises(InputError, match="max_turns"):
        Rules(max_turns=-1)
    assert Rules(max_turns=5).max_turns == 5


def test_area_grows_by_one_ring_outside():
    board = Board.empty(3, 4)
    assert Rules().area(board) == (0, 2, 0, 3)
    assert Rules(outside=True).area(board) == (-1, 3, -1, 4)
    assert Rules(outside=True).in_area(board, (-1, -1))
    assert not Rules(outside=True).in_area(board, (-2, 0))


@pytest.mark.parametrize(
    ("a", "b", "reason"),
    [
        ((0, 0), (0, 0), "same_cell"),
        ((0, 0), (0, 1), "empty_cell"),
        ((0, 0), (1, 1), "kinds_differ"),
        ((0, 0), (5, 5), "off_board"),
        ((0, 0), (1, 0), None),
    ],
)
def test_pair_problems(a, b, reason):
    board = Board.from_rows([[1, 0], [1, 2]])
    assert pair_problem(board, a, b) == reason


def test_path_problems_name_the_fault():
    board = Board.from_rows([[1, 0, 0], [2, 2, 0], [1, 0, 0]])
    good = ((0, 0), (0, 2), (2, 2), (2, 0))
    assert path_problem(board, good) is None
    assert path_problem(board, good, Rules(max_turns=1)) == "2 turns, the rule allows 1"
    assert path_problem(board, ((0, 0), (2, 0))) == "cell (1, 0) is occupied"
    assert path_problem(board, ((0, 0), (0, 1), (0, 2), (2, 2), (2, 0))) is not None
    around = ((0, 0), (0, -1), (2, -1), (2, 0))
    assert path_problem(board, around) == "cell (0, -1) is outside the rule's area"
    assert path_problem(board, around, Rules(outside=True)) is None


@given(
    boards(max_rows=4, max_cols=4),
    st.lists(st.tuples(st.integers(-2, 5), st.integers(-2, 5)), max_size=5),
    st.integers(0, 3),
    st.booleans(),
)
def test_a_path_read_once_gets_the_words_of_a_path_checked_whole(board, path, turns, outside):
    """The checks judge thousands of answers with `path_problem_of` on cells they read once."""
    from linklab.core.rules import path_problem_of

    rules = Rules(max_turns=turns, outside=outside)
    assert path_problem_of(board, tuple(path), rules, 1) == path_problem(board, path, rules, 1)
