import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import boards

from linklab import Board, InputError, format_board, parse_board
from linklab.core.board import LETTERS


@given(boards(max_kind=9), st.sampled_from(["rows", "sized", "letters"]))
def test_format_then_parse_gives_the_same_board(board, form):
    assert parse_board(format_board(board, form), form) == board


@given(boards(max_kind=52))
def test_auto_form_reads_letters_and_rows(board):
    assert parse_board(format_board(board, "letters")) == board
    assert parse_board(format_board(board, "rows")) == board


def test_the_documents_forms():
    doc000 = "4 5\n0 0 0 0 0 0 1 2 0 0 0 0 3 4 0 0 0 0 1 0"
    board = parse_board(doc000)
    assert board.shape == (4, 5)
    assert board[1, 1] == board[3, 3] == 1
    doc004 = "C*HD*\nDBHAC"
    assert parse_board(doc004).grid == ((3, 0, 8, 4, 0), (4, 2, 8, 1, 3))
    assert format_board(parse_board(doc004), "letters") == doc004


@pytest.mark.parametrize(
    ("text", "form", "message"),
    [
        ("1 2 3\n4 5", "auto", "line 2: row has 2 numbers, expected 3"),
        ("1 x\n2 2", "rows", "line 1, token 'x'"),
        ("AB\nA?", "letters", "line 2, token '?'"),
        ("AB\nABC", "letters", "line 2: row has 3 cells, expected 2"),
        ("", "auto", "expected a board"),
        ("2 2\n1 1 1", "sized", "needs 4 cells, the text holds 3"),
        ("1 -1", "rows", "token '-1'"),
        ("1 1", "hex", "unknown board form"),
    ],
)
def test_bad_text_is_named_by_line_and_token(text, form, message):
    with pytest.raises(InputError, match=message.replace("(", r"\(").replace("?", r"\?")):
        parse_board(text, form)


def test_a_bad_edit_leaves_the_board_as_it_was():
    board = Board.from_rows([[1, 0], [0, 1]])
    with pytest.raises(InputError, match="off the 2x2 board"):
        board.with_cells({(0, 0): 2, (2, 0): 1})
    with pytest.raises(InputError, match="not an integer"):
        board.with_cells({(0, 0): -1})
    assert board.grid == ((1, 0), (0, 1))


def test_boards_are_immutable_values():
    board = Board.from_rows([[1, 2], [2, 1]])
    emptied = board.remove_pair((0, 0), (1, 1))
    assert board.counts() == {1: 2, 2: 2}
    assert emptied.counts() == {2: 2}
    assert emptied != board and hash(emptied) != hash(board)
    with pytest.raises(AttributeError):
        board.grid = ()


def test_letters_name_52_kinds_and_no_more():
    assert len(LETTERS) == 52
    with pytest.raises(InputError, match="kind 53 has no letter"):
        format_board(Board.from_rows([[53, 53]]), "letters")


def test_ragged_rows_are_refused_at_construction():
    with pytest.raises(InputError, match="row 1 has 1 cells, expected 2"):
        Board(((1, 1), (1,)))


# --- sizes past the limit: refused in one line, before anything is made ------------------------

from linklab.core.board import MAX_BOARD_CELLS, check_size  # noqa: E402


@given(st.integers(1, 10**12), st.integers(1, 10**12))
def test_a_board_past_the_cell_limit_is_refused_in_one_line_and_one_within_it_is_not(rows, cols):
    if rows * cols > MAX_BOARD_CELLS:
        with pytest.raises(InputError) as refused:
            check_size(rows, cols)
        said = str(refused.value)
        assert "\n" not in said and f"{rows:,}x{cols:,}" in said and f"{MAX_BOARD_CELLS:,}" in said
    else:
        check_size(rows, cols)


def test_an_empty_board_past_the_limit_is_refused_before_it_is_made():
    with pytest.raises(InputError, match="100,000x100,000 board has 10,000,000,000 cells"):
        Board.empty(10**5, 10**5)
    with pytest.raises(TypeError, match="rows must be a whole number"):
        Board.empty("3", 4)


def test_rows_past_the_limit_are_refused_as_they_are_read():
    read = []

    def rows():
        for r in range(10**9):
            read.append(r)
            yield [0] * 10**4

    with pytest.raises(InputError, match="more than the limit"):
        Board.from_rows(rows())
    assert len(read) == MAX_BOARD_CELLS // 10**4 + 1  # not one row more
