"""The events a search yields: small immutable records of what changed, and no logic.

A breadth-first search (BFS) speaks of a queue: ``Enqueued`` and ``Dequeued``. A depth-first
search (DFS) speaks of a stack: ``Pushed`` and ``Popped`` (a pop is a backtrack). Both report
``Rejected`` moves with a reason, and every stream ends with ``Found``, ``Exhausted`` or, when the
two cells are no pair at all, ``Refused``.

A search state is a cell, the heading the path entered it with (None at the start) and the
number of turns used to get there.
"""

from __future__ import annotations

from dataclasses import dataclass

from linklab.core.board import Cell, Path
from linklab.core.rules import Heading
from linklab.i18n import Glossed

#: Why a move was rejected. ``already_better``: the same cell and heading was reached before with
#: as few turns. ``superseded``: a queued state was overtaken by a cheaper one before it left the
#: queue. ``on_path``: the DFS's path already holds the cell. ``not_straight_ahead`` is document
#: 003's pruning rule: with no turn left, the target must lie straight ahead.
REJECT_REASONS = (
    "off_board",
    "occupied",
    "too_many_turns",
    "already_better",
    "superseded",
    "on_path",
    "not_straight_ahead",
)


@dataclass(frozen=True, slots=True)
class Enqueued(Glossed):
    """A state joins the queue (at its front when ``front``: a straight step costs no turn)."""

    cell: Cell
    heading: Heading | None
    turns: int
    front: bool = False

    def gloss(self) -> str:
        return "joins the queue at the front" if self.front else "joins the queue at the back"


@dataclass(frozen=True, slots=True)
class Dequeued(Glossed):
    """A state leaves the queue to be expanded."""

    cell: Cell
    heading: Heading | None
    turns: int

    def gloss(self) -> str:
        return "leaves the queue, to be expanded"


@dataclass(frozen=True, slots=True)
class Pushed(Glossed):
    """A state goes on top of the stack: the path grows by one cell."""

    cell: Cell
    heading: Heading | None
    turns: int

    def gloss(self) -> str:
        return "pushed onto the stack"


@dataclass(frozen=True, slots=True)
class Popped(Glossed):
    """The top state leaves the stack: every way on from it failed, so the search backtracks."""

    cell: Cell
    heading: Heading | None
    turns: int

    def gloss(self) -> str:
        return "popped off the stack (backtrack)"


@dataclass(frozen=True, slots=True)
class Rejected(Glossed):
    """A step to ``cell`` was not taken, for ``reason`` (one of ``REJECT_REASONS``)."""

    cell: Cell
    heading: Heading
    turns: int
    reason: str

    def gloss(self) -> str:
        return f"rejected: {self.reason.replace('_', ' ')}"


@dataclass(frozen=True, slots=True)
class Found(Glossed):
    """The search reached the target; ``path`` is its corner cells, first and last included."""

    path: Path

    @property
    def turns(self) -> int:
        return len(self.path) - 2

    def gloss(self) -> str:
        return "found the path"


@dataclass(frozen=True, slots=True)
class Exhausted(Glossed):
    """Nothing is left to try: no path under the rule."""

    def gloss(self) -> str:
        return "exhausted: no path"


@dataclass(frozen=True, slots=True)
class Refused(Glossed):
    """The two cells cannot be a pair (``reason`` as ``rules.pair_problem`` gives it)."""

    reason: str

    def gloss(self) -> str:
        return f"refused: {self.reason.replace('_', ' ')}"


Event = Enqueued | Dequeued | Pushed | Popped | Rejected | Found | Exhausted | Refused
