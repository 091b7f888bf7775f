"""Thirteen ways of keeping state between calls, each found, put back and named.

Each function here answers every case right when asked alone, and remembers answers under a key
that leaves the board out, so that an earlier call on another board changes a later answer. The
check must say so, name the carrier, show the fewest earlier calls, and leave the function as
it found it. The first six of the thirteen are in ``test_state_between_calls.py``; the rest,
and a function that changes only after hundreds of calls, here.
"""

from __future__ import annotations

from typing import ClassVar

import pytest

from linklab import i18n
from linklab.core.checker import Checker
from linklab.course import selfcheck
from linklab.course.selfcheck.state import Carriers


def right(board, a, b):
    return Checker(board).can_link(a, b)


def own_default(board, a, b, memo={}):  # noqa: B006  (the mistake under test)
    if (a, b) not in memo:
        memo[(a, b)] = right(board, a, b)
    return memo[(a, b)]


def keyword_default(board, a, b, *, memo={}):  # noqa: B006
    if (a, b) not in memo:
        memo[(a, b)] = right(board, a, b)
    return memo[(a, b)]


TABLE: dict = {}


def _remember(board, a, b):
    if (a, b) not in TABLE:
        TABLE[(a, b)] = right(board, a, b)
    return TABLE[(a, b)]


def global_through_a_helper(board, a, b):
    return _remember(board, a, b)


class Searcher:
    """A learner's search kept in a class, its table shared by every instance."""

    best: ClassVar[dict] = {}

    def __init__(self):
        self.calls = 0

    def link(self, board, a, b):
        if (a, b) not in Searcher.best:
            Searcher.best[(a, b)] = right(board, a, b)
        return Searcher.best[(a, b)]


S = Searcher()


def class_attribute_through_an_instance(board, a, b):
    return S.link(board, a, b)


class Holder:
    def __init__(self):
        self.memo: dict = {}

    def link(self, board, a, b):
        if (a, b) not in self.memo:
            self.memo[(a, b)] = right(board, a, b)
        return self.memo[(a, b)]


H = Holder()


class Linker:
    """A callable instance, its table an attribute of the instance."""

    def __init__(self):
        self.memo: dict = {}

    def __call__(self, board, a, b):
        if (a, b) not in self.memo:
            self.memo[(a, b)] = right(board, a, b)
        return self.memo[(a, b)]


callable_instance = Linker()


def _tables():
    """A generator kept in a global that hands out the one table it keeps, call after call."""
    memo: dict = {}
    while True:
        yield memo


TABLES = _tables()


def generator_in_a_global(board, a, b):
    memo = next(TABLES)
    if (a, b) not in memo:
        memo[(a, b)] = right(board, a, b)
    return memo[(a, b)]


CARRIED = {
    own_default: "the default argument `memo` of own_default",
    keyword_default: "the default argument `memo` of keyword_default",
    global_through_a_helper: "the global `TABLE`",
    class_attribute_through_an_instance: "the class attribute `Searcher.best`",
    H.link: "the instance attribute `H.memo`",
    callable_instance: "the instance attribute `callable_instance.memo`",
    generator_in_a_global: "the generator `TABLES`",
}


def _id(fn) -> str:
    return getattr(fn, "__name__", type(fn).__name__)


@pytest.mark.parametrize("fn", list(CARRIED), ids=_id)
def test_the_carrier_is_named_with_the_fewest_earlier_calls(fn):
    carriers = Carriers(fn)
    result = selfcheck.check_link(fn, cases=0)
    assert result.status == "failed" and result.history, result.text()
    assert result.carrier == CARRIED[fn]
    assert 1 <= len(result.before) <= 3
    text = result.text()
    assert f"it keeps something between calls, in {CARRIED[fn]}," in text
    assert carriers.changed() == []  # the check left the function as it found it
    with i18n.using("zh"):
        chinese = selfcheck.check_link(fn, cases=0).text()
    line = next(line for line in chinese.splitlines() if "两次调用之间" in line)
    assert "the " not in line and i18n.translate(CARRIED[fn], "zh") in line
    board, a, b = result.case
    assert fn(board, a, b) == right(board, a, b)  # right when asked alone
    carriers.restore()


TIRED = """
from linklab.core.checker import Checker

COUNT = 0


def tired(board, a, b):
    \"\"\"Right for its first 500 calls, wrong after.\"\"\"
    global COUNT
    COUNT += 1
    right = Checker(board).can_link(a, b)
    return (not right) if COUNT > 500 else right
"""


def test_a_function_that_changes_after_500_calls_gets_the_same_verdict_in_the_page(monkeypatch):
    """The page's Python keeps its hang guard by a trace (no signals nor threads there): the
    check runs that code path through `page_check.run_cells`, as the page does, and answers
    as natively, in few calls of the function (counted, never timed)."""
    from linklab.course import page_check
    from linklab.course.selfcheck import apart, guard

    monkeypatch.setattr(apart, "APART", False)  # its calls counted in this process
    calls = []
    call = guard.Guard.call

    def counted(self, fn, args):
        calls.append(1)
        return call(self, fn, args)

    monkeypatch.setattr(guard.Guard, "call", counted)
    check = "ll.selfcheck.check_link(tired, cases=0)"
    native = page_check.run_cells(TIRED, check)
    asked = len(calls)
    monkeypatch.setattr(guard, "BY_TRACE", True)
    page = page_check.run_cells(TIRED, check)
    assert native.status == page.status == "wrong"
    assert "after 500 earlier calls, the last 3 of them:" in native.html
    assert "in the global `COUNT`" in native.html
    assert page.html == native.html
    assert 501 < asked < 25 * 501  # those that expose it, and a few rounds to shorten them


SIX_SEEN = """
from collections import deque

ALPHA, BETA = (1, 4, 2, 0, 3, 5), (0, 2, 5, 3, 1, 4)  # where each cell's digit goes
seen = set()


def move(state, dest):
    new = [0] * 6
    for cell, digit in enumerate(state):
        new[dest[cell]] = digit
    return tuple(new)


def can_reach(layout):
    queue = deque([tuple(layout)])
    seen.add(tuple(layout))
    while queue:
        here = queue.popleft()
        if here == (1, 2, 3, 4, 5, 6):
            return True
        for dest in (ALPHA, BETA):
            there = move(here, dest)
            if there not in seen:
                seen.add(there)
                queue.append(there)
    return False
"""


def test_a_global_seen_set_an_earlier_call_filled_is_named_and_shown_as_the_refusal():
    """The check names the global; the learner's own search, stepped, refuses 123456 because an
    earlier call left it in that set (not: "123456 is never queued")."""
    from linklab.course.learner_search import offer_for

    space: dict = {}
    exec(SIX_SEEN, space)
    result = selfcheck.check_can_reach(space["can_reach"])
    assert result.history and result.carrier == "the global `seen`", result.text()
    assert space["seen"] == set()  # left as the check found it
    shown = offer_for(result)
    assert shown is not None and shown.divergence.before_search
    assert shown.divergence.seen_as is not None and shown.divergence.seen_as[0] == (
        1,
        2,
        3,
        4,
        5,
        6,
    )
    assert "before this search began" in shown.explanation()
    assert "never queued" not in shown.explanation()
