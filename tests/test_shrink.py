"""The one shrinker and the reductions it is given: smaller every step, minimal at the end."""

from __future__ import annotations

import random

from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from linklab.core.board import Board
from linklab.core.cases import (
    FORMATS,
    BoardQueries,
    LinkInput,
    SixInput,
    format_input,
    parse_input,
    random_input,
    reductions,
    six_distance,
    size_of,
)
from linklab.core.shrink import ShrinkLog, removals, shrink
from linklab.documents import quirks

numbers = st.lists(st.integers(0, 9), max_size=12)


@given(numbers, st.sets(st.integers(0, 9), min_size=1, max_size=3))
def test_the_result_still_fails_and_no_candidate_of_it_does(items, needed):
    def fails(case):
        return needed <= set(case)

    if not fails(items):
        items = items + sorted(needed)
    result = shrink(items, removals, fails)
    assert fails(result)
    assert not any(fails(smaller) for smaller in removals(result))
    assert sorted(result) == sorted(needed)  # here 1-minimal means exactly the needed ones


@given(numbers)
def test_removals_are_shorter_and_include_every_single_removal(items):
    candidates = list(removals(items))
    assert all(len(c) < len(items) and len(c) >= 1 for c in candidates)
    for i in range(len(items)):
        if len(items) > 1:
            assert items[:i] + items[i + 1 :] in candidates
    for candidate in candidates:  # each keeps the order of what is left
        rest = iter(items)
        assert all(any(x == y for y in rest) for x in candidate)


def test_size_stops_a_candidate_that_is_not_smaller():
    calls = []

    def fails(n):
        calls.append(n)
        return True

    assert shrink(10, lambda n: [n + 1, n - 1] if n else [], fails, size=lambda n: n) == 0
    assert all(n < 10 for n in calls)


def test_a_case_met_twice_is_tested_once_with_a_key():
    calls = []

    def fails(n):
        calls.append(n)
        return n > 3

    log = ShrinkLog()
    assert shrink(8, lambda n: [n - 1, n - 1, n - 2], fails, key=lambda n: n, log=log) == 4
    assert len(calls) == len(set(calls)) == log.tries
    assert log.steps == 4


def test_should_stop_returns_the_smallest_so_far():
    tries = []
    result = shrink(
        100,
        lambda n: [n - 1],
        lambda n: tries.append(n) or True,
        should_stop=lambda: len(tries) >= 5,
    )
    assert result == 95


@settings(max_examples=examples(60))
@given(st.sampled_from(FORMATS), st.integers(0, 2**32 - 1), st.integers(0, 60))
def test_every_reduction_is_smaller_and_stays_in_the_format(fmt, seed, index):
    case = random_input(fmt, random.Random(seed), index % 18, 19)  # random, not enumerated
    for smaller in reductions(case):
        assert size_of(smaller) < size_of(case)
        if isinstance(smaller, LinkInput):
            assert smaller.boards and all(item.queries for item in smaller.boards)
            for item in smaller.boards:
                for cell in (cell for query in item.queries for cell in query):
                    assert item.board.contains(cell)
        else:
            assert smaller.layouts
            assert all(sorted(layout) == [1, 2, 3, 4, 5, 6] for layout in smaller.layouts)


@given(st.sampled_from(FORMATS), st.integers(0, 2**32 - 1), st.integers(0, 98))
def test_an_input_reads_back_as_written(fmt, seed, index):
    case = random_input(fmt, random.Random(seed), index, 100)
    assert parse_input(fmt, format_input(fmt, case)) == case


def test_the_last_input_of_a_run_is_as_large_as_the_format_allows():
    case = random_input("hdu1175", random.Random(0), 9, 10)
    assert case.boards[0].board.shape == (1000, 999)
    assert random_input("pair", random.Random(0), 9, 10).boards[0].board.shape == (1000, 1000)
    assert len(random_input("sixdigits", random.Random(0), 9, 10)) == 800


def test_a_board_shrinks_to_the_cells_that_matter():
    # Fails while the two cells hold one kind and a tile sits between them.
    board = Board.from_rows([[0, 2, 0, 0], [3, 1, 4, 1], [0, 0, 5, 0]])
    case = LinkInput((BoardQueries(board, (((1, 1), (1, 3)),)),))

    def fails(case):
        item = case.boards[0]
        ((a, b),) = item.queries
        kinds_match = item.board[a] == item.board[b] != 0
        between = a[0] == b[0] and any(
            item.board[a[0], c] for c in range(min(a[1], b[1]) + 1, max(a[1], b[1]))
        )
        return kinds_match and between

    small = shrink(case, reductions, fails, size=size_of)
    assert format_input("pair", small) == "1 3\n1 1 1\n0 0\n0 2\n"


def test_six_digit_layouts_shrink_towards_123456():
    case = SixInput(((6, 5, 4, 3, 2, 1), (2, 1, 3, 4, 5, 6)))

    def fails(c):
        return any(lay[0] > lay[1] for lay in c.layouts)

    small = shrink(case, reductions, fails, size=size_of)
    assert len(small) == 1 and fails(small)
    assert six_distance(small.layouts[0]) <= six_distance((2, 1, 3, 4, 5, 6))
    assert not any(fails(smaller) for smaller in reductions(small))


def test_the_quirk_finder_shrinks_with_the_shared_shrinker(monkeypatch):
    used = []
    real = quirks.shrink_case

    def spy(*args, **kwargs):
        used.append(args[0])
        return real(*args, **kwargs)

    monkeypatch.setattr(quirks, "shrink_case", spy)
    board = Board.from_rows([[2, 0, 0, 3], [0, 1, 1, 0], [0, 0, 0, 3]])
    small, a, b = quirks.shrink_quirk("000", "same_cell_links", board, (1, 1), (1, 1))
    assert used == [(board, (1, 1), (1, 1))]
    assert quirks.classify("000", small, a, b) == "same_cell_links"
    smaller = [
        c
        for c in quirks.smaller_cases(small, a, b)
        if quirks.case_size(c) < quirks.case_size((small, a, b))
    ]
    assert smaller  # the check below has something to check
    assert not any(quirks.classify("000", *c) == "same_cell_links" for c in smaller)
