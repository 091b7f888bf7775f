import io

import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import boards_with_pair, rules

from linklab import InputError, find_path, format_board
from linklab.cli.judge import Reader, judge_hdu1175, judge_pair
from linklab.core.errors import UndefinedBehaviour


@given(boards_with_pair(), rules)
def test_pair_format_answers_as_the_bfs(case, rule):
    board, a, b = case
    text = f"{format_board(board, 'sized')}\n{a[0]} {a[1]}\n{b[0]} {b[1]}\n".encode()
    out = io.StringIO()
    judge_pair(text, out, rule)
    assert out.getvalue() == ("FALSE\n" if find_path(board, a, b, rule) is None else "TRUE\n")


@given(boards_with_pair(), rules)
def test_hdu1175_format_answers_as_the_bfs(case, rule):
    board, a, b = case
    query = f"{a[0] + 1} {a[1] + 1} {b[0] + 1} {b[1] + 1}"
    text = f"{board.rows} {board.cols}\n{format_board(board)}\n2\n{query}\n{query}\n0 0\n"
    out = io.StringIO()
    judge_hdu1175(text.encode(), out, rule)
    answer = "NO" if find_path(board, a, b, rule) is None else "YES"
    assert out.getvalue() == f"{answer}\n{answer}\n"


def test_undefined_answers_are_printed_and_explained():
    def as_a_broken_program(kinds, rows, cols):
        def decide(a, b):
            raise UndefinedBehaviour(f"reads row -1 from {a}")

        return decide

    out, warnings = io.StringIO(), []
    judge_pair(b"1 2\n1 1\n0 0\n0 1\n", out, answer=as_a_broken_program, warn=warnings.append)
    assert out.getvalue() == "UNDEFINED\n"
    assert warnings == ["reads row -1 from (0, 0)"]


def test_reader_keeps_line_numbers_across_blank_lines():
    reader = Reader(b"\n\n3 4\n\n1 2\n3\n")
    assert reader.line(2, "size") == [3, 4] and reader.line_number == 3
    assert reader.take(3, "cells") == [1, 2, 3] and reader.line_number == 6
    assert reader.at_end()
    with pytest.raises(InputError, match="line 6: expected more, got the end of the input"):
        reader.line(1, "more")


def test_reader_wants_a_line_to_itself_when_asked():
    reader = Reader(b"1 2 3\n")
    reader.take(1, "first")
    with pytest.raises(InputError, match="on a line of its own"):
        reader.line(2, "the rest")


_SPACES = st.sampled_from([b" ", b"\t", b"  ", b"\n", b"\r\n", b"\r", b"\n\n", b" \x0c"])


@settings(max_examples=examples(60))
@given(
    st.lists(st.tuples(st.integers(0, 10**12), _SPACES), min_size=1, max_size=40),
    st.integers(1, 16),
    st.one_of(st.none(), st.integers(0, 39)),
    st.sampled_from([b"x", b"-1", b"1_0", b"\x00", b"\xff"]),
)
def test_a_stream_read_in_any_chunks_gives_the_numbers_and_the_bad_tokens_line(
    numbers, chunk, bad_at, bad
):
    # The reader reads a stream a chunk at a time: the numbers are those of the whole text,
    # and a bad token is named on its own line, however the chunks fall.
    tokens = [str(n).encode() for n, _ in numbers]
    if bad_at is not None and bad_at < len(tokens):
        tokens[bad_at] = bad
    data = b"".join(token + space for token, (_, space) in zip(tokens, numbers, strict=True))
    lines = data.replace(b"\r\n", b"\n").replace(b"\r", b"\n").split(b"\n")
    reader = Reader(io.BytesIO(data), chunk=chunk)
    got = []
    try:
        for _ in tokens:
            got += reader.take(1, "a number")
    except InputError as error:
        index = tokens.index(bad)
        assert got == [int(t) for t in tokens[:index]]
        line = next(n for n, text in enumerate(lines, 1) if bad in text.split())
        assert error.line == line
        return
    assert bad_at is None or bad_at >= len(tokens)
    assert got == [int(t) for t in tokens]
    assert reader.at_end()
