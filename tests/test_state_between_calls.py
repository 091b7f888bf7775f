"""State kept between calls is found whatever carries it, named, and exposed in few calls.

Each function here answers every case right when asked alone, and remembers answers under a key
that leaves the board out: an earlier call on another board changes a later answer. The check
must say so, name where the function keeps it, and show the fewest earlier calls (at most
three) that expose it; and leave the function as it found it.
"""

from __future__ import annotations

import functools
from typing import ClassVar

import pytest

from linklab import i18n
from linklab.core.checker import Checker
from linklab.course import selfcheck
from linklab.course.selfcheck.state import Carriers, fewest_before


def right(board, a, b):
    return Checker(board).can_link(a, b)


def _helper(board, a, b, memo={}):  # noqa: B006  (the mistake under test)
    if (a, b) not in memo:
        memo[(a, b)] = right(board, a, b)
    return memo[(a, b)]


def helper_default(board, a, b):
    return _helper(board, a, b)


def _closure():
    memo: dict = {}

    def closure_memo(board, a, b):
        if (a, b) not in memo:
            memo[(a, b)] = right(board, a, b)
        return memo[(a, b)]

    return closure_memo


closure_memo = _closure()


def function_attribute(board, a, b):
    if (a, b) not in function_attribute.memo:
        function_attribute.memo[(a, b)] = right(board, a, b)
    return function_attribute.memo[(a, b)]


function_attribute.memo = {}  # type: ignore[attr-defined]


class Memo:
    table: ClassVar[dict] = {}


def class_attribute(board, a, b):
    if (a, b) not in Memo.table:
        Memo.table[(a, b)] = right(board, a, b)
    return Memo.table[(a, b)]


_BOARD: list = [None]


@functools.cache
def _linked(a, b):
    return right(_BOARD[0], a, b)


def lru_cached(board, a, b):
    _BOARD[0] = board
    return _linked(a, b)


MEMO: dict = {}


def global_table(board, a, b):
    if (a, b) not in MEMO:
        MEMO[(a, b)] = right(board, a, b)
    return MEMO[(a, b)]


CARRIED = {
    helper_default: "the default argument `memo` of _helper",
    closure_memo: "the closure's `memo` (of closure_memo)",
    function_attribute: "the function attribute `function_attribute.memo`",
    class_attribute: "the class attribute `Memo.table`",
    lru_cached: "the cache (functools.lru_cache) of _linked",
    global_table: "the global `MEMO`",
}


@pytest.mark.parametrize("fn", list(CARRIED), ids=lambda fn: fn.__name__)
def test_the_carrier_is_named_with_the_fewest_earlier_calls(fn):
    carriers = Carriers(fn)
    result = selfcheck.check_link(fn, cases=0)
    assert result.status == "failed" and result.history, result.text()
    assert result.carrier == CARRIED[fn]
    assert 1 <= len(result.before) <= 3
    text = result.text()
    assert f"it keeps something between calls, in {CARRIED[fn]}," in text
    assert text.count("was asked with board =") == len(result.before)
    assert carriers.changed() == []  # the check left the function as it found it
    with i18n.using("zh"):
        chinese = selfcheck.check_link(fn, cases=0).text()
    line = next(line for line in chinese.splitlines() if "两次调用之间" in line)
    assert "the " not in line and i18n.translate(CARRIED[fn], "zh") in line
    board, a, b = result.case
    assert fn(board, a, b) == right(board, a, b)  # right when asked alone
    carriers.restore()


KNOWN: dict = {}


def can_reach_by_prefix(layout):
    """Remembers answers under the layout's first three digits: wrong once two layouts share
    them and differ."""
    from linklab.core import sixdigits

    key = tuple(layout[:3])
    if key not in KNOWN:
        KNOWN[key] = sixdigits.can_reach(layout)
    return KNOWN[key]


def test_a_six_digit_table_kept_between_calls_is_shown_in_a_few_calls_not_a_hundred():
    KNOWN.clear()
    result = selfcheck.check_can_reach(can_reach_by_prefix)
    assert result.status == "failed" and result.history
    assert result.passed > 12  # the earlier call is not among the first layouts asked
    assert 1 <= len(result.before) <= 3 and result.carrier == "the global `KNOWN`"
    assert result.text().count("was asked,") == len(result.before)
    assert KNOWN == {}


def test_the_fewest_earlier_calls_are_found_by_halves_when_no_one_or_two_do():
    asked = list(range(500))
    needed = {3, 250, 260}
    tried = []

    def fails(earlier):
        tried.append(earlier)
        return needed <= set(earlier)

    assert fewest_before(asked, 999, fails) == (3, 250, 260)
    assert len(tried) < 400
    assert fewest_before(asked, 999, lambda earlier: False) == ()
