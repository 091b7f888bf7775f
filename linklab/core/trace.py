"""Folds over an event stream: what the search looked like at any step, and what it cost.

``Trace(events)`` keeps the events and a snapshot of the search now and then (``Trace(events,
fold)`` the same for any stream, with its own `Fold`), so
``trace.frame(i)`` (the picture after the first ``i`` events) is cheap in either direction: it
starts from the nearest snapshot before ``i`` and folds forward. A snapshot is taken once at
least as many events have passed since the last one as the last one held (and at least
``SNAPSHOT_EVERY``): the snapshots together hold no more than the events do, so memory grows
with the events, and a frame folds forward no more events than it copies anyway.
``summarize(events)`` counts; ``last_event`` reads a stream to its end. The text views of a
stream (``describe_event``, ``format_cell``, ``guess_method``, ``find_ends``) live here too, so
saying what an event did needs no drawing library.

Examples
--------
>>> from linklab import Board, bfs_events
>>> trace = Trace(bfs_events(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2)))
>>> len(trace), trace.frame(4).frontier
(12, (((0, 1), Heading.RIGHT, 0),))
>>> trace.frame(len(trace)).path
((0, 0), (0, 2))
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Generic, Protocol, TypeVar, overload

from linklab.core.board import Cell, Path, format_cell
from linklab.core.errors import check_iterable
from linklab.core.events import (
    Dequeued,
    Enqueued,
    Event,
    Exhausted,
    Found,
    Popped,
    Pushed,
    Refused,
    Rejected,
)
from linklab.core.rules import Heading
from linklab.i18n import Glossed, translate

T = TypeVar("T")
F = TypeVar("F", covariant=True)  # the frame a fold freezes

#: A path search's state: the cell, the heading it came in with (None at the start), turns used.
State = tuple[Cell, Heading | None, int]
SNAPSHOT_EVERY = 32


@dataclass(frozen=True)
class Frame:
    """The search as it stood after ``step`` events.

    ``frontier`` is the queue from front to back (BFS) or the stack from bottom to top (DFS);
    ``turns`` maps each cell reached to the fewest turns it was reached with; ``expanded`` holds
    the cells taken off the queue or pushed on the stack; ``backtracked`` the cells popped;
    ``rejected`` maps a cell to the reason its latest rejection gave.
    """

    step: int
    event: Event | None
    frontier: tuple[State, ...]
    current: State | None
    turns: Mapping[Cell, int]
    expanded: frozenset[Cell]
    backtracked: frozenset[Cell]
    rejected: Mapping[Cell, str]
    largest_frontier: int
    outcome: str | None  # "found", "exhausted", "refused" once the stream has ended
    path: Path | None
    summary: Summary  # what the search has cost up to this step

    @property
    def visited(self) -> frozenset[Cell]:
        """Every cell the search has reached so far."""
        return frozenset(self.turns)


class Fold(Protocol[F]):
    """What `Trace` folds a stream with: one mutable state, changed event by event.

    ``apply`` takes one event, ``copy`` a snapshot of the state, ``size`` how many entries a
    copy holds (what a snapshot costs), and ``freeze`` the immutable frame after ``step`` events.
    `SearchFold` folds a path search; ``linklab.core.solver_trace`` folds the solver's stream with
    the same `Trace`, the six-digit BFS (``linklab.apps.six_compare_session``) another.
    """

    def apply(self, event: Any) -> None: ...

    def copy(self) -> Fold[F]: ...

    def size(self) -> int: ...

    def freeze(self, step: int, event: Any) -> F: ...


@dataclass
class SearchFold:
    """The mutable state a path search's replay folds events into (frames are immutable
    copies of it).

    >>> fold = SearchFold()
    >>> fold.apply(Enqueued((0, 0), None, 0)); fold.freeze(1, None).frontier
    (((0, 0), None, 0),)
    """

    frontier: deque[State] = field(default_factory=deque)
    current: State | None = None
    turns: dict[Cell, int] = field(default_factory=dict)
    expanded: set[Cell] = field(default_factory=set)
    backtracked: set[Cell] = field(default_factory=set)
    rejected: dict[Cell, str] = field(default_factory=dict)
    largest_frontier: int = 0
    outcome: str | None = None
    path: Path | None = None
    work: Counter[str] = field(default_factory=Counter)  # events, expanded, added, backtracks
    reasons: Counter[str] = field(default_factory=Counter)  # rejections by reason

    def size(self) -> int:
        """How many entries a copy holds (what a snapshot costs)."""
        return (
            len(self.frontier)
            + len(self.turns)
            + len(self.expanded)
            + len(self.backtracked)
            + len(self.rejected)
        )

    def copy(self) -> SearchFold:
        return SearchFold(
            deque(self.frontier),
            self.current,
            dict(self.turns),
            set(self.expanded),
            set(self.backtracked),
            dict(self.rejected),
            self.largest_frontier,
            self.outcome,
            self.path,
            Counter(self.work),
            Counter(self.reasons),
        )

    def apply(self, event: Event) -> None:
        applies = _APPLIES.get(type(event))
        if applies is None:  # a stream of something else: no frames to make of it
            raise TypeError(
                f"events must be a search's events (ll.bfs_events(...), ll.dfs_events(...)), "
                f"got a {type(event).__name__} among them"
            )
        self.work["events"] += 1
        applies(self, event)

    # One method a kind of event, found by its type (`_APPLIES`): a big search folds millions.

    def _added(self, event: Enqueued | Pushed) -> None:
        self.work["added"] += 1
        state = (event.cell, event.heading, event.turns)
        if type(event) is Enqueued and event.front:
            self.frontier.appendleft(state)
        else:
            self.frontier.append(state)
        if event.turns < self.turns.get(event.cell, event.turns + 1):
            self.turns[event.cell] = event.turns
        if type(event) is Pushed:
            self.work["expanded"] += 1
            self.current = state
            self.expanded.add(event.cell)
        if len(self.frontier) > self.largest_frontier:
            self.largest_frontier = len(self.frontier)

    def _dequeued(self, event: Dequeued) -> None:
        self.work["expanded"] += 1
        self.current = self.frontier.popleft()
        self.expanded.add(event.cell)

    def _popped(self, event: Popped) -> None:
        self.work["backtracks"] += 1
        self.frontier.pop()
        self.backtracked.add(event.cell)
        self.current = self.frontier[-1] if self.frontier else None

    def _rejected(self, event: Rejected) -> None:
        self.reasons[event.reason] += 1
        self.rejected[event.cell] = event.reason

    def _found(self, event: Found) -> None:
        self.outcome, self.path = "found", event.path

    def _exhausted(self, event: Exhausted) -> None:
        self.outcome = "exhausted"

    def _refused(self, event: Refused) -> None:
        self.outcome = "refused"

    def freeze(self, step: int, event: Event | None) -> Frame:
        return Frame(
            step=step,
            event=event,
            frontier=tuple(self.frontier),
            current=self.current,
            turns=MappingProxyType(dict(self.turns)),
            expanded=frozenset(self.expanded),
            backtracked=frozenset(self.backtracked),
            rejected=MappingProxyType(dict(self.rejected)),
            largest_frontier=self.largest_frontier,
            outcome=self.outcome,
            path=self.path,
            summary=self.summary(),
        )

    def summary(self) -> Summary:
        """What the events folded so far cost, and how they ended."""
        return Summary(
            events=self.work["events"],
            expanded=self.work["expanded"],
            added=self.work["added"],
            backtracks=self.work["backtracks"],
            rejected=ReasonCounts(self.reasons),
            largest_frontier=self.largest_frontier,
            outcome=self.outcome,
            path=self.path,
        )


_APPLIES: dict[type, Callable[[SearchFold, Any], None]] = {
    Enqueued: SearchFold._added,
    Pushed: SearchFold._added,
    Dequeued: SearchFold._dequeued,
    Popped: SearchFold._popped,
    Rejected: SearchFold._rejected,
    Found: SearchFold._found,
    Exhausted: SearchFold._exhausted,
    Refused: SearchFold._refused,
}


class Trace(Generic[F]):
    """An event stream kept whole, with frames on demand for any step ``0..len(trace)``.

    Parameters
    ----------
    events : iterable
        The stream.
    fold : callable
        Makes the empty state the events are folded into (a `Fold`); `SearchFold` by default.

    Examples
    --------
    >>> from linklab import Board, bfs_events
    >>> trace = Trace(bfs_events(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2)))
    >>> trace.frame(3) == trace.frame(3), len(list(trace.frames()))
    (True, 13)
    """

    @overload
    def __init__(self: Trace[Frame], events: Iterable[Event]) -> None: ...

    @overload
    def __init__(self, events: Iterable[Any], fold: Callable[[], Fold[F]]) -> None: ...

    def __init__(self, events: Iterable[Any], fold: Callable[[], Fold[Any]] = SearchFold) -> None:
        check_iterable(events, "events", "an iterable of events, like ll.bfs_events(...)")
        self.events: tuple[Any, ...] = tuple(events)
        self._new_fold = fold
        self._snapshots: list[Fold[F]] = [fold()]
        self._steps: list[int] = [0]  # the step each snapshot was taken at
        state = fold()
        due = SNAPSHOT_EVERY
        for i, event in enumerate(self.events):
            if i == due:
                self._snapshots.append(state.copy())
                self._steps.append(i)
                due = i + max(SNAPSHOT_EVERY, state.size())
            state.apply(event)
        self._last: Fold[F] = state

    def __len__(self) -> int:
        return len(self.events)

    def frame(self, step: int) -> F:
        """The stream folded over its first ``step`` events (``0`` is before it starts)."""
        if not 0 <= step <= len(self.events):
            raise IndexError(f"step {step} is outside 0..{len(self.events)}")
        if step == len(self.events):
            state = self._last
        else:
            at = bisect_right(self._steps, step) - 1
            state = self._snapshots[at].copy()
            for event in self.events[self._steps[at] : step]:
                state.apply(event)
        return state.freeze(step, self.events[step - 1] if step else None)

    def frames(self) -> Iterator[F]:
        """Every frame in order, folding once."""
        return self.frames_at(range(len(self.events) + 1))

    def frames_at(self, steps: Iterable[int]) -> Iterator[F]:
        """The frames after the given steps (in increasing order), folding the events once.

        >>> from linklab import Board, bfs_events
        >>> trace = Trace(bfs_events(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2)))
        >>> [frame.step for frame in trace.frames_at([0, 4, 12])]
        [0, 4, 12]
        """
        state = self._new_fold()
        done = 0
        for step in steps:
            if not done <= step <= len(self.events):
                raise IndexError(f"step {step} is outside {done}..{len(self.events)}")
            for event in self.events[done:step]:
                state.apply(event)
            done = step
            yield state.freeze(step, self.events[step - 1] if step else None)


def replay(events: Iterable[Event]) -> list[Frame]:
    """Every frame of a stream, from before the first event to after the last.

    >>> from linklab import Board, dfs_events
    >>> frames = replay(dfs_events(Board.from_rows([[1, 1]]), (0, 0), (0, 1)))
    >>> [len(f.frontier) for f in frames], frames[-1].outcome
    ([0, 1, 1, 2, 2], 'found')
    """
    return list(Trace(events).frames())


class ReasonCounts(Mapping[str, int]):
    """How many steps were refused for each reason, read-only; shown as a dict, and in Chinese
    with each reason in words after it.

    >>> counts = ReasonCounts({"off_board": 5, "occupied": 1})
    >>> counts, counts["off_board"], counts == {"off_board": 5, "occupied": 1}
    ({'off_board': 5, 'occupied': 1}, 5, True)
    >>> from linklab.i18n import using
    >>> with using("zh"):
    ...     print(counts)
    {'off_board': 5, 'occupied': 1}  # 出了棋盘：5，被方块占据：1
    """

    __slots__ = ("_counts",)

    def __init__(self, counts: Mapping[str, int] | None = None) -> None:
        self._counts = dict(counts or {})

    def __getitem__(self, reason: str) -> int:
        return self._counts[reason]

    def __iter__(self) -> Iterator[str]:
        return iter(self._counts)

    def __len__(self) -> int:
        return len(self._counts)

    def __repr__(self) -> str:
        return repr(self._counts)

    def __str__(self) -> str:
        from linklab.i18n import language

        if language() != "zh" or not self._counts:
            return repr(self)
        said = "，".join(
            f"{translate(reason.replace('_', ' '))}：{n}" for reason, n in self._counts.items()
        )
        return f"{self!r}  # {said}"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        nested = len(getattr(printer, "stack", ())) > 1  # inside a record: no comment
        printer.text(repr(self) if nested else str(self))


@dataclass(frozen=True)
class Summary(Glossed):
    """What a search cost and how it ended."""

    events: int
    expanded: int  # states taken off the queue, or pushed on the stack
    added: int  # states put in the queue or on the stack
    backtracks: int
    rejected: Mapping[str, int]
    largest_frontier: int
    outcome: str | None
    path: Path | None

    @property
    def turns(self) -> int | None:
        return None if self.path is None else len(self.path) - 2

    def gloss(self) -> str:
        ended = self.outcome or "not ended"
        return (
            f"{self.expanded} expanded, {self.added} added, {self.backtracks} backtracks, "
            f"largest frontier {self.largest_frontier}: {ended}"
        )


def summarize(events: Iterable[Event]) -> Summary:
    """Count a stream's work: `SearchFold` over the whole stream (a `Frame` holds the same
    counts up to its step, as ``frame.summary``).

    >>> from linklab import Board, bfs_events
    >>> s = summarize(bfs_events(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2)))
    >>> s.expanded, s.largest_frontier, dict(s.rejected), s.outcome, s.turns
    (3, 1, {'off_board': 5}, 'found', 0)
    """
    check_iterable(events, "events", "an iterable of events, like ll.bfs_events(...)")
    fold = SearchFold()
    for event in events:
        fold.apply(event)
    return fold.summary()


def last_event(stream: Iterable[T]) -> T:
    """The last event of a stream, reading it to its end (in C: a one-place ``deque``).

    Raises ``ValueError`` for an empty stream.

    >>> from linklab.core.board import Board
    >>> from linklab.core.search import bfs_events
    >>> last_event(bfs_events(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2)))
    Found(path=((0, 0), (0, 2)))
    >>> last_event([])
    Traceback (most recent call last):
    ...
    ValueError: the stream has no events
    """
    last = deque(stream, maxlen=1)
    if not last:
        raise ValueError("the stream has no events")
    return last[0]


# --- text views of the stream: what an event did, in words (no drawing library needed) --------


def describe_event(event: Event | None) -> str:
    """One short line saying what an event did, cells counted from 1, in the language in force
    (``linklab.i18n``: ``拒绝 (1, 2)，0 次转弯：出了棋盘`` in Chinese).

    >>> describe_event(Dequeued((0, 1), None, 1))
    'dequeue (1, 2), 1 turn'
    >>> describe_event(None)
    'start'
    """
    if event is None:
        return translate("start")
    if isinstance(event, Found):
        turns = len(event.path) - 2
        return translate(f"found: {turns} turn{'s' * (turns != 1)}")
    if isinstance(event, Exhausted):
        return translate("exhausted: no path")
    if isinstance(event, Refused):
        return translate(f"refused: {event.reason.replace('_', ' ')}")
    verb = {
        Enqueued: "enqueue",
        Dequeued: "dequeue",
        Pushed: "push",
        Popped: "pop (backtrack)",
        Rejected: "reject",
    }[type(event)]
    text = f"{verb} {format_cell(event.cell)}, {event.turns} turn{'s' * (event.turns != 1)}"
    if isinstance(event, Rejected):
        text += f": {event.reason.replace('_', ' ')}"
    elif isinstance(event, Enqueued) and event.front:
        text += " (front)"
    return translate(text)


def guess_method(events: Iterable[Event]) -> str:
    """``"dfs"`` if a stream speaks of a stack, else ``"bfs"``.

    >>> guess_method([Pushed((0, 0), None, 0)]), guess_method([])
    ('dfs', 'bfs')
    """
    for event in events:
        if isinstance(event, Pushed | Popped):
            return "dfs"
        if isinstance(event, Enqueued | Dequeued):
            return "bfs"
    return "bfs"


def as_trace(trace: Trace[Frame] | Iterable[Event]) -> Trace[Frame]:
    """A `Trace`, kept as it is or built from events.

    >>> as_trace([Exhausted()]).frame(1).outcome
    'exhausted'
    """
    return trace if isinstance(trace, Trace) else Trace(trace)


def find_ends(events: Sequence[Event]) -> list[Cell]:
    """The cells a search ran between, as far as its events tell: where it started, and the
    end of the path it found.

    >>> find_ends([Enqueued((0, 0), None, 0), Found(((0, 0), (0, 2)))])
    [(0, 0), (0, 2)]
    """
    ends: list[Cell] = []
    for event in events:
        if isinstance(event, Enqueued | Pushed):
            ends.append(event.cell)
            break
    if events and isinstance(events[-1], Found):
        ends.append(events[-1].path[-1])
    return ends
