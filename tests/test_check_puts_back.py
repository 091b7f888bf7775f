"""A check leaves the learner's function as it found it, whatever the verdict.

Each function here keeps a list between calls (a global, a default argument, a class
attribute) and adds every layout it is asked to it; on one layout it goes wrong one way
(raises, is slow, hangs, answers wrongly) or not at all. After the check, run in this process,
the list holds what it held before: the check put it back, though it grew during the check.
"""

from __future__ import annotations

from typing import ClassVar

import pytest

from linklab.core.cases import six_in_order
from linklab.core.sixdigits import shortest_word
from linklab.course import selfcheck
from linklab.course.selfcheck import apart, guard

#: The layout each function goes wrong on: the third asked, after two that pass.
ODD_ONE = six_in_order()[2]
#: How each function goes wrong on it, and the status the check then gives.
WAYS = {
    "right": "passed",
    "raises": "failed",
    "answers wrongly": "failed",
    "is slow": "slow",
    "hangs": "stopped",
}
#: How the function goes wrong this time: set by the test (a carrier too, put back unchanged).
WAY = {"now": "right"}


def _answer(layout: tuple[int, ...]) -> bool:
    right = shortest_word(layout) is not None
    if layout != ODD_ONE or WAY["now"] == "right":
        return right
    if WAY["now"] == "raises":
        raise ValueError("planted")
    if WAY["now"] == "is slow":
        for _ in range(10**7):  # counted work far past any budget
            abs(1)
    if WAY["now"] == "hangs":
        while True:
            pass
    return not right


SEEN: list[tuple[int, ...]] = [(9, 9, 9, 9, 9, 9)]


def keeps_in_a_global(layout):
    SEEN.append(layout)
    return _answer(layout)


def keeps_in_a_default(layout, seen=[(9, 9, 9, 9, 9, 9)]):  # noqa: B006  (kept on purpose)
    seen.append(layout)
    return _answer(layout)


class Keeper:
    seen: ClassVar[list[tuple[int, ...]]] = [(9, 9, 9, 9, 9, 9)]


def keeps_in_a_class(layout):
    Keeper.seen.append(layout)
    return _answer(layout)


#: Each function, and where it keeps its list.
KEPT = {
    keeps_in_a_global: lambda: SEEN,
    keeps_in_a_default: lambda: keeps_in_a_default.__defaults__[0],
    keeps_in_a_class: lambda: Keeper.seen,
}


@pytest.mark.parametrize("way", list(WAYS))
@pytest.mark.parametrize("fn", list(KEPT), ids=lambda fn: fn.__name__)
def test_the_function_is_put_back_after_every_verdict(fn, way, monkeypatch):
    monkeypatch.setattr(apart, "APART", False)  # the check's calls made in this process
    monkeypatch.setattr(guard, "CALL_SECONDS", 0.3)
    monkeypatch.setitem(WAY, "now", way)
    kept = KEPT[fn]
    before = list(kept())
    lengths = []
    call = guard.Guard.call

    def watched(self, called, args):
        try:
            return call(self, called, args)
        finally:
            lengths.append(len(kept()))

    monkeypatch.setattr(guard.Guard, "call", watched)
    result = selfcheck.check_can_reach(fn, cases=6)
    assert result.status == WAYS[way], result.text()
    assert max(lengths) > len(before)  # it kept the layouts asked during the check
    assert kept() == before
