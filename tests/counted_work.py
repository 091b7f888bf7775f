"""Work counted the same on every machine, for the guards of ``tests/test_work_budgets.py``.

Work is what `linklab.course.selfcheck.counting.WorkCounter` counts in a learner's search: every
call of a Python function and every call of a C function made from Python (a ``split``, a
dict's ``get``), comprehensions left out. It depends on the code and its input, never on the
machine or its load, so a guard can hold a hot path to a budget without a clock. Code that
profiles itself (a self-check counting a learner's work) hides its calls from a profiler; it
is counted by `count_traced`, the Python calls a trace function sees.

>>> count_work(lambda: sorted([3, 1, 2]))
1
>>> def twice(x):
...     return [abs(x), abs(-x)]
>>> count_work(lambda: twice(1)), count_traced(lambda: twice(1))
(3, 1)
"""

from __future__ import annotations

import contextlib
import importlib
import sys
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from linklab.course.selfcheck.counting import OverBudget, WorkCounter


@contextlib.contextmanager
def in_this_process() -> Iterator[None]:
    """Checks run in this process, not in a child (`linklab.course.selfcheck.apart`): the
    work they do is counted here."""
    from linklab.course.selfcheck import apart

    before, apart.APART = apart.APART, False
    try:
        yield
    finally:
        apart.APART = before


def count_work(call: Callable[[], Any], limit: int | None = None) -> int:
    """The Python and C calls ``call()`` makes (itself not counted); past ``limit`` it is
    stopped there and ``limit + 1`` is returned."""
    counter = WorkCounter()
    try:
        with in_this_process():
            counter.run(call, sys.maxsize if limit is None else limit + 1)
    except OverBudget:
        return limit + 1  # type: ignore[operator]  # only a limit stops it
    return counter.last - 2  # the profiler sees ``call`` itself, and its own removal


class _Stop(BaseException):
    """Raised inside a traced call past its limit (not an Exception: not caught)."""


def count_traced(call: Callable[[], Any], limit: int | None = None) -> int:
    """The Python calls ``call()`` makes, seen by a trace function (itself not counted); past
    ``limit`` it is stopped there and ``limit + 1`` is returned."""
    calls = 0
    most = sys.maxsize if limit is None else limit + 1

    def trace(frame, event, arg):
        nonlocal calls
        calls += 1  # a trace function set by sys.settrace hears only "call" events
        if calls > most:
            raise _Stop
        # returning None: no line or return events inside the frame

    before = sys.gettrace()
    with in_this_process():
        sys.settrace(trace)
        try:
            call()
        except _Stop:
            return most
        finally:
            sys.settrace(before)
    return calls - 1


@dataclass(frozen=True)
class Guard:
    """A hot path held to a budget of counted work.

    ``prepare`` builds the input (not counted) and returns the call that is counted; ``target``
    is ``"module:attribute"`` (a function or a class's method) where a slowdown can be
    planted; ``traced`` counts with `count_traced` (for code that profiles itself).
    """

    name: str
    prepare: Callable[[], Callable[[], Any]]
    budget: int
    target: str
    traced: bool = False

    def count(self, limit: int | None = None) -> int:
        """The work counted (stopped past ``limit``, then ``limit + 1``)."""
        call = self.prepare()
        return (count_traced if self.traced else count_work)(call, limit)

    def over(self, count: int) -> str | None:
        """Why ``count`` is over the budget, or None within it."""
        if count <= self.budget:
            return None
        return f"{self.name}: {count:,} calls counted, over its budget of {self.budget:,}"


def plant_slowdown(monkeypatch, target: str, times: int = 3) -> None:
    """Replace ``target`` (``"module:attribute"`` or ``"module:Class.method"``) with a function
    that runs its body ``times`` times and returns the last result (an iterator's items are
    gone through each time but the last)."""
    module_name, _, path = target.partition(":")
    owner: Any = importlib.import_module(module_name)
    *outer, name = path.split(".")
    for part in outer:
        owner = getattr(owner, part)
    original = owner.__dict__[name] if isinstance(owner, type) else getattr(owner, name)
    if isinstance(original, (staticmethod, classmethod)):
        raise TypeError(f"{target}: plant in a plain function or method")

    def slower(*args, **kwargs):
        for _ in range(times - 1):
            result = original(*args, **kwargs)
            if isinstance(result, Iterator):  # a search's events: go through them all
                deque(result, maxlen=0)
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, slower)
