"""The one shrinker: make a failing case smaller, one change at a time, while it still fails.

A greedy delta-debugging minimiser. It is told three things about the cases it works on:

- ``candidates(case)``: the cases one change smaller, biggest cuts first (half the items, then a
  quarter, ..., then one item; a row; a tile; a kind lowered by one);
- ``fails(case)``: whether a case still fails the same way;
- ``size(case)`` (optional): a sortable measure; a candidate is taken only if it is smaller.

It takes the first candidate that still fails and starts again from it, until no candidate of
the current case fails: the result is *1-minimal* with respect to ``candidates``. It is bounded:
``seconds`` stops it (as a Ctrl-C does) with the smallest case found so far, and ``progress``
hears of each case kept (`StderrProgress` prints a line a second). A true minimum, not only a
1-minimal case, comes from searching the cases in order of size first (``linklab.course.selfcheck``
and ``linklab.cli.stress`` do, over `linklab.core.cases.small_boards` and
`linklab.core.cases.six_in_order`).
The quirk finder (`linklab.documents.quirks`), ``linklab stress`` (`linklab.cli.stress`) and the
notebook check (`linklab.course.selfcheck`) all shrink with it, each with its own candidates.

Examples
--------
>>> numbers = [9, 4, 7, 1, 8, 3]
>>> shrink(numbers, removals, lambda case: 7 in case and 3 in case)
[7, 3]
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import IO, Any, TypeVar

T = TypeVar("T")
Case = TypeVar("Case")


@dataclass
class ShrinkLog:
    """What one shrink did: how many candidates it tried and how many it kept.

    ``stopped`` says why it ended early: ``""`` (it did not), ``"time"`` or ``"interrupted"``.
    """

    tries: int = 0
    steps: int = 0
    seen: dict[Any, bool] = field(default_factory=dict, repr=False)
    stopped: str = ""
    started: float = field(default_factory=time.perf_counter, repr=False)


class StderrProgress:
    """Shrinking's progress as one line on standard error, at most once a second.

    ``describe(case)`` says what the smallest case so far is (its size, say).
    """

    def __init__(self, describe: Callable[[Any], str] = repr, stream: IO[str] | None = None):
        self.describe, self.stream = describe, stream
        self.next = time.perf_counter() + 1.0
        self.shown = False

    def __call__(self, case: Any, log: ShrinkLog, force: bool = False) -> None:
        now = time.perf_counter()
        if now < self.next and not force:
            return
        self.next = now + 1.0
        stream = self.stream or sys.stderr
        stream.write(
            f"shrinking: {log.tries} tried, {log.steps} kept, {now - log.started:.0f} s; "
            f"smallest so far: {self.describe(case)}\n"
        )
        stream.flush()
        self.shown = True


def shrink(
    case: Case,
    candidates: Callable[[Case], Iterable[Case]],
    fails: Callable[[Case], bool],
    *,
    size: Callable[[Case], Any] | None = None,
    key: Callable[[Case], Hashable] | None = None,
    log: ShrinkLog | None = None,
    should_stop: Callable[[], bool] = lambda: False,
    seconds: float | None = None,
    progress: Callable[[Case, ShrinkLog], None] | None = None,
) -> Case:
    """The smallest case greedy single changes reach from ``case`` that still ``fails``.

    Parameters
    ----------
    case
        A case that fails (it is not tested again).
    candidates : callable
        ``case -> iterable of cases``, each one change smaller; tried in their order.
    fails : callable
        ``case -> bool``: the case still fails the same way.
    size : callable, optional
        ``case -> sortable``; a candidate is only tried when its size is below the case's.
        Without it every candidate is taken to be smaller (``candidates`` must then never
        yield the case itself, or shrinking would not end).
    key : callable, optional
        ``case -> hashable``, to remember the answer of ``fails`` for a case met twice.
    log : ShrinkLog, optional
        Filled in with the number of tries and of steps taken.
    should_stop : callable, optional
        Checked before each try; when it says True the smallest case so far is returned.
    seconds : float, optional
        At most this long (checked before each try); then the smallest case so far.
    progress : callable, optional
        ``progress(case, log)`` after each try, with the smallest failing case so far.

    A Ctrl-C while a candidate is tried stops shrinking too (``log.stopped`` says which);
    the smallest case so far is returned either way.

    Returns
    -------
    The last case that failed: no candidate of it fails (unless stopped early).

    Examples
    --------
    Shrink a number while it stays above 10, by halving or by taking one off:

    >>> shrink(100, lambda n: [n // 2, n - 1], lambda n: n > 10)
    11
    """
    log = log if log is not None else ShrinkLog()
    deadline = None if seconds is None else time.perf_counter() + seconds
    improved = True
    try:
        while improved:
            improved = False
            current = size(case) if size is not None else None
            for smaller in candidates(case):
                if size is not None and not size(smaller) < current:
                    continue
                if should_stop():
                    log.stopped = log.stopped or "interrupted"
                    return case
                if deadline is not None and time.perf_counter() > deadline:
                    log.stopped = "time"
                    return case
                if _fails(smaller, fails, key, log):
                    case, improved = smaller, True
                    log.steps += 1
                if progress is not None:
                    progress(case, log)
                if improved:
                    break
    except KeyboardInterrupt:
        log.stopped = "interrupted"
    return case


def _fails(
    case: Case,
    fails: Callable[[Case], bool],
    key: Callable[[Case], Hashable] | None,
    log: ShrinkLog,
) -> bool:
    if key is None:
        log.tries += 1
        return fails(case)
    k = key(case)
    if k not in log.seen:
        log.tries += 1
        log.seen[k] = fails(case)
    return log.seen[k]


def removals(items: Sequence[T], keep: int = 1) -> Iterator[list[T]]:
    """``items`` with a run of them taken out: halves first, then quarters, ..., then one.

    Never fewer than ``keep`` are left.

    >>> list(removals("a", keep=0)), list(removals("a"))
    ([[]], [])
    >>> list(removals("abcd"))  # doctest: +NORMALIZE_WHITESPACE
    [['c', 'd'], ['a', 'b'], ['b', 'c', 'd'], ['a', 'c', 'd'], ['a', 'b', 'd'], ['a', 'b', 'c']]
    """
    items = list(items)
    n = len(items)
    chunk = max(n // 2, 1)  # one item alone can go too (when keep allows)
    while chunk >= 1:
        for start in range(0, n, chunk):
            left = items[:start] + items[start + chunk :]
            if len(left) >= keep:
                yield left
        chunk //= 2
