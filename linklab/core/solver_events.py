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

Pair = tuple[Cell, Cell]

#: Why a move is forced. ``only_partner``: one of its tiles has no other partner it may still
#: pair with. ``last_four``: the last four tiles of a kind can all be cleared now, this move first.
FORCE_REASONS = ("only_partner", "last_four")

#: Why a board is unsolvable. ``odd_count``: some kind has an odd number of tiles. ``hopeless``:
#: the full board already has tiles that can never go. ``search``: every branch failed.
UNSOLVABLE_REASONS = ("odd_count", "hopeless", "search")

#: Why the solver gave up: ``time``, the time limit ran out.
GIVE_UP_REASONS = ("time", "nodes")


@dataclass(frozen=True, slots=True)
class Nogood:
    """A reason for failure: tiles that must be there, tiles that must be gone, pairs barred."""

    present: tuple[Cell, ...]
    absent: tuple[Cell, ...]
    barred: tuple[Pair, ...]


@dataclass(frozen=True, slots=True)
class MoveTried:
    """A branch: the legal move ``move`` is made, its alternative (forbidding it) kept for later."""

    move: Pair


@dataclass(frozen=True, slots=True)
class MoveForbidden:
    """The last move tried failed: it is undone, with the moves forced after it, and forbidden."""

    move: Pair


@dataclass(frozen=True, slots=True)
class ForcedMove:
    """A move some solution makes first, if any does, made without branching (``reason`` is
    one of ``FORCE_REASONS``)."""

    move: Pair
    reason: str


@dataclass(frozen=True, slots=True)
class Hopeless:
    """The state fails: the tiles ``held`` can never go, whatever is played first."""

    held: tuple[Cell, ...]


@dataclass(frozen=True, slots=True)
class NogoodRecalled:
    """The state fails: a reason learnt from an earlier failure holds here too."""

    nogood: Nogood


@dataclass(frozen=True, slots=True)
class DeadStateMet:
    """The state fails: the same tiles (``tiles`` of them) were left before and were hopeless."""

    tiles: int


@dataclass(frozen=True, slots=True)
class DeadStateRemembered:
    """A state newly known to be hopeless, with ``tiles`` tiles left, is remembered."""

    tiles: int


@dataclass(frozen=True, slots=True)
class Backjumped:
    """The last move tried failed for a reason that does not need it (``nogood``): it is
    undone, with the moves forced after it, and the state it was tried in fails too, its other
    choices skipped."""

    move: Pair
    nogood: Nogood


@dataclass(frozen=True, slots=True)
class Restarted:
    """Every move is undone and the search starts again, keeping the dead states it learnt."""


@dataclass(frozen=True, slots=True)
class Solved:
    """The board is cleared; ``moves`` clears it, in order."""

    moves: tuple[Pair, ...]


@dataclass(frozen=True, slots=True)
class ProvenUnsolvable:
    """No order of moves clears the board (``reason`` is one of ``UNSOLVABLE_REASONS``); when
    the full board is hopeless before any search, ``held`` are the tiles that can never go."""

    reason: str = "search"
    held: tuple[Cell, ...] = ()


@dataclass(frozen=True, slots=True)
class GaveUp:
    """The solver stopped undecided (``reason`` is one of ``GIVE_UP_REASONS``)."""

    reason: str = "time"


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
