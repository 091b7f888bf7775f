"""The events the exact solver yields: small immutable records of its work, and no logic.

``linklab.core.solver.solve_events`` speaks of *decisions*: at a state it either makes a move it
can prove safe (``ForcedMove``) or branches on one legal move: first ``MoveTried`` (make it), and
if everything below fails for a reason that needs the move, ``MoveForbidden`` (never pair those
two tiles from here on). A branch whose failure does not need the move is left at once, with
its other choices skipped: ``Backjumped``. A state fails when it was met before and found
hopeless (``DeadStateMet``), when a reason learnt earlier holds in it (``NogoodRecalled``), or
when some tiles can never go whatever the order (``Hopeless``); each state left that way is
remembered (``DeadStateRemembered``). Now and then the search starts over (``Restarted``),
keeping what it learnt. Every stream ends with ``Solved``, ``ProvenUnsolvable`` or ``GaveUp``.

A *nogood* is a reason for failure: every state where the tiles ``present`` are on the board,
the tiles ``absent`` are gone and the pairs ``barred`` are forbidden has no solution.

Cells are 0-based ``(row, col)``; a pair is two cells, the smaller first.

Examples
--------
>>> MoveTried(((0, 0), (0, 3))).move
((0, 0), (0, 3))
>>> Nogood(present=((0, 0),), absent=(), barred=()).present
((0, 0),)
"""

from __future__ import annotations

from dataclasses import dataclass

from linklab.core.board import Cell
from linklab.i18n import Glossed

Pair = tuple[Cell, Cell]

#: Why a move is forced. ``only_partner``: one of its tiles has no other partner it may still
#: pair with. ``last_four``: the last four tiles of a kind can all be cleared now, this move first.
FORCE_REASONS = ("only_partner", "last_four")

#: Why a board is unsolvable. ``odd_count``: some kind has an odd number of tiles. ``hopeless``:
#: the full board already has tiles that can never go. ``search``: every branch failed.
UNSOLVABLE_REASONS = ("odd_count", "hopeless", "search")

#: Why the solver gave up: ``time``, the time limit ran out.
GIVE_UP_REASONS = ("time", "nodes")
#: Each reason for giving up, in words.
GIVE_UP_WORDS = {"time": "time ran out", "nodes": "too many states"}


@dataclass(frozen=True, slots=True)
class Nogood(Glossed):
    """A reason for failure: tiles that must be there, tiles that must be gone, pairs barred."""

    present: tuple[Cell, ...]
    absent: tuple[Cell, ...]
    barred: tuple[Pair, ...]

    def gloss(self) -> str:
        return (
            f"a nogood: {len(self.present)} tiles on the board, {len(self.absent)} gone, "
            f"{len(self.barred)} pairs barred"
        )


@dataclass(frozen=True, slots=True)
class MoveTried(Glossed):
    """A branch: the legal move ``move`` is made, its alternative (forbidding it) kept for later."""

    move: Pair

    def gloss(self) -> str:
        return "try this move"


@dataclass(frozen=True, slots=True)
class MoveForbidden(Glossed):
    """The last move tried failed: it is undone, with the moves forced after it, and forbidden."""

    move: Pair

    def gloss(self) -> str:
        return "undo this move and forbid it"


@dataclass(frozen=True, slots=True)
class ForcedMove(Glossed):
    """A move some solution makes first, if any does, made without branching (``reason`` is
    one of ``FORCE_REASONS``)."""

    move: Pair
    reason: str

    def gloss(self) -> str:
        return f"forced: {self.reason.replace('_', ' ')}"


@dataclass(frozen=True, slots=True)
class Hopeless(Glossed):
    """The state fails: the tiles ``held`` can never go, whatever is played first."""

    held: tuple[Cell, ...]

    def gloss(self) -> str:
        return f"hopeless: {len(self.held)} tiles can never go"


@dataclass(frozen=True, slots=True)
class NogoodRecalled(Glossed):
    """The state fails: a reason learnt from an earlier failure holds here too."""

    nogood: Nogood

    def gloss(self) -> str:
        return "hopeless: a reason learnt before holds here"


@dataclass(frozen=True, slots=True)
class DeadStateMet(Glossed):
    """The state fails: the same tiles (``tiles`` of them) were left before and were hopeless."""

    tiles: int

    def gloss(self) -> str:
        return f"dead state met again ({self.tiles} tiles)"


@dataclass(frozen=True, slots=True)
class DeadStateRemembered(Glossed):
    """A state newly known to be hopeless, with ``tiles`` tiles left, is remembered."""

    tiles: int

    def gloss(self) -> str:
        return f"dead state remembered ({self.tiles} tiles)"


@dataclass(frozen=True, slots=True)
class Backjumped(Glossed):
    """The last move tried failed for a reason that does not need it (``nogood``): it is
    undone, with the moves forced after it, and the state it was tried in fails too, its other
    choices skipped."""

    move: Pair
    nogood: Nogood

    def gloss(self) -> str:
        return "undo this move and backjump: the failure does not need it"


@dataclass(frozen=True, slots=True)
class Restarted(Glossed):
    """Every move is undone and the search starts again, keeping the dead states it learnt."""

    def gloss(self) -> str:
        return "restart, keeping what was learnt"


@dataclass(frozen=True, slots=True)
class Solved(Glossed):
    """The board is cleared; ``moves`` clears it, in order."""

    moves: tuple[Pair, ...]

    def gloss(self) -> str:
        return f"solved in {len(self.moves)} moves"


@dataclass(frozen=True, slots=True)
class ProvenUnsolvable(Glossed):
    """No order of moves clears the board (``reason`` is one of ``UNSOLVABLE_REASONS``); when
    the full board is hopeless before any search, ``held`` are the tiles that can never go."""

    reason: str = "search"
    held: tuple[Cell, ...] = ()

    def gloss(self) -> str:
        return f"proven unsolvable ({self.reason.replace('_', ' ')})"


@dataclass(frozen=True, slots=True)
class GaveUp(Glossed):
    """The solver stopped undecided (``reason`` is one of ``GIVE_UP_REASONS``)."""

    reason: str = "time"

    def gloss(self) -> str:
        return f"gave up ({GIVE_UP_WORDS.get(self.reason, self.reason)})"


SolverEvent = (
    MoveTried
    | MoveForbidden
    | ForcedMove
    | Hopeless
    | NogoodRecalled
    | DeadStateMet
    | DeadStateRemembered
    | Backjumped
    | Restarted
    | Solved
    | ProvenUnsolvable
    | GaveUp
)
SOLVER_END_EVENTS = (Solved, ProvenUnsolvable, GaveUp)
#: The events that each mark one state searched (``SolveResult.nodes`` counts them): a state is
#: searched when the solver looks for a forced move in it; it then makes one, fails, branches,
#: or is left behind by a restart or the time limit.
STATE_EVENTS = (ForcedMove, MoveTried, Hopeless, NogoodRecalled, Restarted, GaveUp)
