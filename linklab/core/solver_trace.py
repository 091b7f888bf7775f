"""A fold over the exact solver's stream: the board, the decision stack and the counters at any
step.

``SolverTrace(events, board)`` keeps the events of ``linklab.core.solver.solve_events`` and a
snapshot every few steps, so ``trace.frame(i)`` (the solver after the first ``i`` events) is cheap
in either direction, as ``linklab.core.trace.Trace`` is for a path search.

The *decision stack* lists what the solver has done on the way to the state it is in, oldest
first: moves it tried (each opens a level), moves forced after them, and moves it forbade after
trying them. A failed try closes its level: ``MoveForbidden`` and ``Backjumped`` take off the
last tried move and everything after it, and ``MoveForbidden`` then notes the move as forbidden.

Examples
--------
>>> from linklab.core.board import Board
>>> from linklab.core.solver import solve_events
>>> board = Board.from_rows([[1, 2, 2, 1]])
>>> trace = SolverTrace(solve_events(board), board)
>>> len(trace), trace.frame(1).stack
(3, (Decision(kind='forced', move=((0, 1), (0, 2))),))
>>> print(trace.frame(1).board)
1 0 0 1
>>> trace.frame(3).outcome, trace.frame(3).counts.forced
('solved', 2)
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from linklab.core.board import Board, Cell, check_board
from linklab.core.errors import check_iterable
from linklab.core.solver_events import (
    Backjumped,
    DeadStateMet,
    DeadStateRemembered,
    ForcedMove,
    GaveUp,
    Hopeless,
    MoveForbidden,
    MoveTried,
    NogoodRecalled,
    Pair,
    ProvenUnsolvable,
    Restarted,
    Solved,
    SolverEvent,
)
from linklab.core.trace import Trace


@dataclass(frozen=True, slots=True)
class Decision:
    """One entry of the decision stack: a move ``tried``, ``forced`` or ``forbidden``."""

    kind: str
    move: Pair


@dataclass(frozen=True)
class SolverCounts:
    """What the solver has done so far, each a count of one kind of event."""

    tried: int = 0  # MoveTried
    forbidden: int = 0  # MoveForbidden
    forced: int = 0  # ForcedMove
    hopeless: int = 0  # Hopeless
    recalled: int = 0  # NogoodRecalled
    dead_met: int = 0  # DeadStateMet
    dead_remembered: int = 0  # DeadStateRemembered
    backjumps: int = 0  # Backjumped
    restarts: int = 0  # Restarted


#: The event class each counter counts.
COUNTED = {
    MoveTried: "tried",
    MoveForbidden: "forbidden",
    ForcedMove: "forced",
    Hopeless: "hopeless",
    NogoodRecalled: "recalled",
    DeadStateMet: "dead_met",
    DeadStateRemembered: "dead_remembered",
    Backjumped: "backjumps",
    Restarted: "restarts",
}


@dataclass(frozen=True)
class SolverFrame:
    """The solver as it stood after ``step`` events.

    ``board`` is the board with the stack's tried and forced moves made; ``stack`` the decision
    stack, oldest first; ``depth`` how many tried moves it holds; ``outcome`` is ``"solved"``,
    ``"unsolvable"`` or ``"gave up"`` once the stream has ended; ``moves`` the solution once
    solved.
    """

    step: int
    event: SolverEvent | None
    board: Board
    stack: tuple[Decision, ...]
    counts: SolverCounts
    outcome: str | None
    moves: tuple[Pair, ...] | None

    @property
    def depth(self) -> int:
        """How many tried moves are on the stack."""
        return sum(1 for decision in self.stack if decision.kind == "tried")

    @property
    def made(self) -> tuple[Pair, ...]:
        """The moves made on the way here, in order (the tried and forced ones)."""
        return tuple(d.move for d in self.stack if d.kind != "forbidden")


@dataclass
class SolverFold:
    """The mutable state the solver's replay folds events into, from the board it started on
    (a `linklab.core.trace.Fold`: frames are immutable copies of it)."""

    start: Board
    stack: list[Decision] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    outcome: str | None = None
    moves: tuple[Pair, ...] | None = None

    def copy(self) -> SolverFold:
        return SolverFold(self.start, list(self.stack), dict(self.counts), self.outcome, self.moves)

    def size(self) -> int:
        """How many entries a copy holds (what a snapshot costs)."""
        return len(self.stack) + len(self.counts)

    def _close_level(self) -> None:
        # the last tried move and everything after it are undone
        while self.stack:
            if self.stack.pop().kind == "tried":
                return

    def apply(self, event: SolverEvent) -> None:
        name = COUNTED.get(type(event))
        if name is not None:
            self.counts[name] = self.counts.get(name, 0) + 1
        if type(event) is MoveTried:
            self.stack.append(Decision("tried", event.move))
        elif type(event) is ForcedMove:
            self.stack.append(Decision("forced", event.move))
        elif type(event) is MoveForbidden:
            self._close_level()
            self.stack.append(Decision("forbidden", event.move))
        elif type(event) is Backjumped:
            self._close_level()
        elif type(event) is Restarted:
            self.stack.clear()
        elif type(event) is Solved:
            self.outcome, self.moves = "solved", event.moves
        elif type(event) is ProvenUnsolvable:
            self.outcome = "unsolvable"
            self.stack.clear()  # every move was undone on the way back to the start
        elif type(event) is GaveUp:
            self.outcome = "gave up"

    def freeze(self, step: int, event: SolverEvent | None) -> SolverFrame:
        start = self.start
        gone: dict[Cell, int] = {}
        for decision in self.stack:
            if decision.kind != "forbidden":
                a, b = decision.move
                gone[a] = gone[b] = 0
        return SolverFrame(
            step=step,
            event=event,
            board=start.with_cells(gone) if gone else start,
            stack=tuple(self.stack),
            counts=replace(SolverCounts(), **self.counts),
            outcome=self.outcome,
            moves=self.moves,
        )


class SolverTrace(Trace[SolverFrame]):
    """A solver's stream kept whole, with frames on demand for any step ``0..len(trace)``: a
    `linklab.core.trace.Trace` folding with `SolverFold`.

    Parameters
    ----------
    events : iterable of SolverEvent
        The stream, e.g. ``solve_events(board, rules)``.
    board : Board
        The board the solver started from.
    """

    def __init__(self, events: Iterable[SolverEvent], board: Board):
        self.board = check_board(board)
        check_iterable(events, "events", "the solver's events, like ll.solve_events(...)")
        events = tuple(events)
        for event in events:
            if not isinstance(event, SolverEvent):
                raise TypeError(
                    "events must be the solver's events (ll.solve_events(...)), got a "
                    f"{type(event).__name__} among them"
                )
        super().__init__(events, fold=functools.partial(SolverFold, board))
