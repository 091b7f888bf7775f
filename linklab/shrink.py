"""The one shrinker: make a failing case smaller, one change at a time, while it still fails.

A greedy delta-debugging minimiser. It is told three things about the cases it works on:

- ``candidates(case)``: the cases one change smaller, biggest cuts first (half the items, then a
  quarter, ..., then one item; a row; a tile; a kind lowered by one);
- ``fails(case)``: whether a case still fails the same way;
- ``size(case)`` (optional): a sortable measure; a candidate is taken only if it is smaller.

It takes the first candidate that still fails and starts again from it, until no candidate of
the current case fails: the result is *1-minimal* with respect to ``candidates``. The quirk
finder (`linklab.quirks`), ``linklab stress`` (`linklab.stress`) and the notebook check
(`linklab.selfcheck`) all shrink with it, each with its own candidates.

Examples
--------
>>> numbers = [9, 4, 7, 1, 8, 3]
>>> shrink(numbers, removals, lambda case: 7 in case and 3 in case)
[7, 3]
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")
Case = TypeVar("Case")


@dataclass
class ShrinkLog:
    """What one shrink did: how many candidates it tried and how many it kept."""

    tries: int = 0
    steps: int = 0
    seen: dict[Any, bool] = field(default_factory=dict, repr=False)


def shrink(
    case: Case,
    candidates: Callable[[Case], Iterable[Case]],
    fails: Callable[[Case], bool],
    *,
    size: Callable[[Case], Any] | None = None,
    key: Callable[[Case], Hashable] | None = None,
    log: ShrinkLog | None = None,
    should_stop: Callable[[], bool] = lambda: False,
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
    improved = True
    while improved:
        improved = False
        current = size(case) if size is not None else None
        for smaller in candidates(case):
            if size is not None and not size(smaller) < current:
                continue
            if should_stop():
                return case
            if _fails(smaller, fails, key, log):
                case, improved = smaller, True
                log.steps += 1
                break
    return case


def _fails(case, fails, key, log: ShrinkLog) -> bool:
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

    >>> list(removals("abcd"))  # doctest: +NORMALIZE_WHITESPACE
    [['c', 'd'], ['a', 'b'], ['b', 'c', 'd'], ['a', 'c', 'd'], ['a', 'b', 'd'], ['a', 'b', 'c']]
    """
    items = list(items)
    n = len(items)
    chunk = n // 2
    while chunk >= 1:
        for start in range(0, n, chunk):
            left = items[:start] + items[start + chunk :]
            if len(left) >= keep:
                yield left
        chunk //= 2
