"""An exact solver: moves that clear a board, or a proof that none do.

The facts it rests on
---------------------
1. *Removing tiles only frees cells.* A pair that links stays linkable until one of its own
   tiles goes; so pairs of different kinds never get in each other's way once both link, and
   the order of two such moves does not matter.
2. Hence a move that is legal now may be made *first* in any solution that makes it at all: the
   moves before it in that solution only see more empty cells if it goes first. So a search may
   branch on one legal move ``m``: "make ``m`` now", or "never pair these two tiles" (``m`` is
   *forbidden* from then on). Nothing is lost, and the search never looks at the orders in
   which independent moves can be made. A forbidden pair is a fact, not a guess: no solution
   from here uses it, so a state shown hopeless under some forbidden pairs is hopeless outright.
3. A tile that has exactly one partner left that it may pair with (the last two tiles of a kind,
   say) must pair with it; when that pair links now, it is made at once, with no branching (by
   2). Likewise when a kind's last four tiles can all be cleared right now.
4. A state is hopeless if, even letting every tile pair with any tile of its kind at any time,
   some tile can never be removed: the *relaxation* repeatedly takes off every tile that links
   to a partner on the board where the tiles taken so far are gone; a tile it never reaches
   cannot be removed in a real game either (every real move's path is clear there). The tiles
   held back block one another whatever happens elsewhere, which makes a *nogood*: a reason
   for failure that names only the tiles it needs there (the held-back ones) and gone (their
   partners that would link to them).
5. A branch that fails for a reason not involving the move that led to it fails the same way
   before that move, so the other choices there are skipped (backjumping); reasons are carried
   up through moves and forbidden pairs as they are undone. Hopeless states are remembered (the
   remaining tiles as a bit mask), recent nogoods are tried on new states before the
   relaxation, and the tiles that recent failures blame are branched on first (as SAT solvers
   pick the variables of recent conflicts). The search restarts now and then with another
   random tie-break, keeping what it has learnt, so that it does not stay stuck in one bad
   corner.

The search runs on its own mutable copy of the board (``linklab.core.tilegrid.TileGrid``): occupancy
as two byte arrays (rows and columns) with a border, so that "is this segment empty?" is one
C-level ``find``; legal moves are kept from one state to the next and only the pairs whose path
may run through the two cells just emptied are tested again; the relaxation of a state is
replayed from its parent's, testing again only the links a change can have broken.

The work is written once, as a stream: ``solve_events`` yields each decision, forced move,
failure, backjump and restart (``linklab.core.solver_events``), and ``solve`` reads that stream to
its end. ``linklab.core.solver_trace`` folds it back into the board and the decision stack at any
step.
"""

from __future__ import annotations

import random
import time
from collections.abc import Generator, Iterator
from dataclasses import dataclass
from typing import cast

from linklab.core.board import Board, Cell, check_board
from linklab.core.errors import InputError, check_type
from linklab.core.rules import Rules, check_rules
from linklab.core.solver_events import (
    Backjumped,
    DeadStateMet,
    DeadStateRemembered,
    ForcedMove,
    GaveUp,
    Hopeless,
    MoveForbidden,
    MoveTried,
    Nogood,
    NogoodRecalled,
    Pair,
    ProvenUnsolvable,
    Restarted,
    Solved,
    SolverEvent,
)
from linklab.core.solver_relax import Order, OutOfTime, Relaxation, TilePair
from linklab.core.tilegrid import TileGrid
from linklab.i18n import Glossed

Reason = tuple[int, int, frozenset[TilePair]]  # a nogood: (present, absent, barred), see _node
#: A step taken in a state, to undo: ("safe" | "branch", mask before, move, what it needs).
FrameStep = tuple[str, int, TilePair, Reason | None]


@dataclass(frozen=True)
class SolveResult(Glossed):
    """What ``solve`` found, and what it cost.

    ``status`` is ``"solved"`` (``moves`` clears the board, in order), ``"unsolvable"`` (a
    proof was completed) or ``"unknown"`` (time ran out). ``nodes`` counts the states searched,
    ``dead_states`` the hopeless states remembered, ``restarts`` the fresh starts: counts of the
    events of ``solve_events`` (``STATE_EVENTS``, ``DeadStateRemembered``, ``Restarted``).
    """

    status: str
    moves: tuple[Pair, ...] = ()
    nodes: int = 0
    dead_states: int = 0
    restarts: int = 0
    seconds: float = 0.0

    @property
    def decided(self) -> bool:
        """Whether the answer is known (solved or proven unsolvable)."""
        return self.status != "unknown"

    def gloss(self) -> str:
        return (
            f"{self.status}: {len(self.moves)} moves, {self.nodes} states searched, "
            f"{self.dead_states} dead states, {self.restarts} restarts"
        )


def solve(
    board: Board,
    rules: Rules = Rules(),
    time_limit: float = 10.0,
    seed: int = 0,
    max_nodes: int | None = None,
) -> SolveResult:
    """Moves that clear ``board`` under ``rules``, or a proof that there are none.

    Parameters
    ----------
    board : Board
        Any board; every kind must have an even count (else it is unsolvable at once).
    rules : Rules
    time_limit : float
        Seconds to search before giving up with status ``"unknown"``.
    seed : int
        Tie-breaks between equally good moves and restarts are drawn from it.
    max_nodes : int or None
        States to search before giving up with status ``"unknown"``: a budget that, unlike
        seconds, gives the same result on any machine under any load.

    Returns
    -------
    SolveResult

    Examples
    --------
    >>> board = Board.from_rows([[1, 2, 2, 1], [3, 4, 4, 3]])
    >>> result = solve(board)
    >>> result.status, result.moves
    ('solved', (((0, 1), (0, 2)), ((0, 0), (0, 3)), ((1, 0), (1, 3)), ((1, 1), (1, 2))))
    >>> solve(Board.from_rows([[1, 2], [2, 1]])).status
    'unsolvable'
    """
    started = time.perf_counter()
    return _result_of(solve_events(board, rules, time_limit, seed, max_nodes), started)


def _result_of(events: Iterator[SolverEvent], started: float) -> SolveResult:
    """The stream of `solve_events` read to its end and counted, timed from ``started``."""
    nodes = dead_states = restarts = 0
    status = "unknown"
    moves: tuple[Pair, ...] = ()
    for event in events:
        kind = type(event)
        if kind is ForcedMove or kind is MoveTried or kind is Hopeless or kind is NogoodRecalled:
            nodes += 1
        elif kind is DeadStateRemembered:
            dead_states += 1
        elif kind is Restarted:
            nodes += 1
            restarts += 1
        elif kind is Solved:
            status, moves = "solved", cast(Solved, event).moves  # the kind is Solved
        elif kind is ProvenUnsolvable:
            status = "unsolvable"
        elif kind is GaveUp:
            nodes += 1
    return SolveResult(
        status,
        moves,
        nodes=nodes,
        dead_states=dead_states,
        restarts=restarts,
        seconds=time.perf_counter() - started,
    )


def solve_events(
    board: Board,
    rules: Rules = Rules(),
    time_limit: float = 10.0,
    seed: int = 0,
    max_nodes: int | None = None,
) -> Iterator[SolverEvent]:
    """The exact solver's work on ``board``, as a stream of events.

    Parameters
    ----------
    board : Board
    rules : Rules
    time_limit : float
        Seconds to search (counted from the first event asked for) before the stream ends with
        ``GaveUp("time")``.
    seed : int
        Tie-breaks between equally good moves and restarts are drawn from it.
    max_nodes : int or None
        States to search before the stream ends with ``GaveUp("nodes")``.

    Returns
    -------
    iterator of SolverEvent
        Events of ``linklab.core.solver_events``; the last is ``Solved``, ``ProvenUnsolvable`` or
        ``GaveUp``.

    Raises
    ------
    InputError
        When ``time_limit`` is not a number of seconds >= 0 or ``max_nodes`` not a whole
        number >= 1 (at once, not when the stream is read).

    Examples
    --------
    >>> board = Board.from_rows([[1, 2, 2, 1]])
    >>> for event in solve_events(board):
    ...     print(event)
    ForcedMove(move=((0, 1), (0, 2)), reason='only_partner')
    ForcedMove(move=((0, 0), (0, 3)), reason='only_partner')
    Solved(moves=(((0, 1), (0, 2)), ((0, 0), (0, 3))))
    """
    check_board(board)
    check_rules(rules)
    _check_limits(time_limit, seed, max_nodes)
    search = _Search(board, rules, time_limit, random.Random(seed))
    search.max_nodes = max_nodes
    return search.events()


def _check_limits(time_limit: float, seed: int, max_nodes: int | None) -> None:
    """Refuse, in one line, a time limit, seed or node budget `solve_events` cannot use."""
    check_type(time_limit, (int, float), "time_limit", "a number of seconds >= 0")
    if not time_limit >= 0:  # also refuses nan
        raise InputError(f"time_limit must be a number of seconds >= 0, got {time_limit!r}")
    check_type(seed, int, "seed", "an integer")
    if max_nodes is not None:
        check_type(max_nodes, int, "max_nodes", "a whole number >= 1, or None")
        if max_nodes < 1:
            raise InputError(f"max_nodes must be a whole number >= 1, got {max_nodes!r}")


def hopeless_reason(board: Board, rules: Rules = Rules()) -> Nogood | None:
    """Why ``board`` is hopeless as it stands (fact 4), as a nogood; None when it is not.

    The relaxation lets every tile pair with any tile of its kind, in any order; the tiles it
    can never take off are the nogood's ``present`` tiles, and its ``absent`` tiles are the
    partners that would free one of them if they were gone. Any board with those tiles there
    and those gone is hopeless too, whatever else it holds: the reason the solver learns.

    Examples
    --------
    >>> crossed = Board.from_rows([[1, 2, 1, 2, 3, 3]])
    >>> hopeless_reason(crossed)
    Nogood(present=((0, 0), (0, 1), (0, 2), (0, 3)), absent=(), barred=())
    >>> hopeless_reason(Board.from_rows([[1, 2, 2, 1]])) is None
    True
    """
    search = _Search(board, rules, 0.0, random.Random(0))
    _, nogood = search._relax(search.full, _NONE, None)
    return None if nogood is None else search._nogood(nogood)


class _Restart(Exception):
    pass


class _Frame:
    """A state being searched: its tiles, links and forbidden pairs, its relaxation, the steps
    taken in it (safe moves, and moves tried and then forbidden) and the move being tried."""

    __slots__ = ("forbidden", "links", "mask", "move", "order", "steps")

    def __init__(
        self, mask: int, links: set[TilePair], forbidden: frozenset[TilePair], order: Order | None
    ):
        self.mask, self.links, self.forbidden, self.order = mask, links, forbidden, order
        self.steps: list[FrameStep] = []
        self.move: tuple[int, int] | None = None


def _still_there(forbidden: frozenset[TilePair], mask: int) -> frozenset[TilePair]:
    """The forbidden pairs whose two tiles are both still on the board."""
    if not forbidden:
        return forbidden
    return frozenset(p for p in forbidden if mask >> p[0] & 1 and mask >> p[1] & 1)


class _Search:
    """One solve: the grid, the remembered dead states, the counters."""

    def __init__(self, board: Board, rules: Rules, time_limit: float, rng: random.Random):
        self.time_limit, self.rng = time_limit, rng
        self.deadline = float("inf")  # until the events are asked for
        self.grid = TileGrid(board, rules)
        self.n = len(self.grid.cells)
        self.cell_of = [(r - 2, c - 2) for r, c in self.grid.cells]  # board cells, by tile
        self.out: list[SolverEvent] = []  # events not yet handed out
        self.left: dict[int, int] = {}  # tiles left of each kind
        for kind in self.grid.kind:
            self.left[kind] = self.left.get(kind, 0) + 1
        self.full = (1 << self.n) - 1
        self.dead: dict[int, Reason] = {}  # the states shown hopeless, and a nogood for each
        self.learnt: list[Reason] = []  # nogoods of failed relaxations, the latest last
        self.activity: dict[int, float] = {}  # tiles blamed by failures, recent ones more
        self.bump_size = 1.0
        self.nodes = 0
        self.restarts = 0
        self.budget = 0
        self.max_nodes: int | None = None
        self.moves: list[tuple[int, int]] = []

    def events(self) -> Iterator[SolverEvent]:
        """The whole solve, from the full board to its verdict (`solve_events`)."""
        self.deadline = time.perf_counter() + self.time_limit
        if any(count % 2 for count in self.left.values()):
            yield ProvenUnsolvable("odd_count")
            return
        start = yield from self._full_board()
        if start is not None:
            yield from self._search_restarting(*start)

    def _full_board(self) -> Generator[SolverEvent, None, tuple[set[TilePair], Order] | None]:
        """The full board's links and relaxation; None, its verdict yielded, when time runs out
        before they are known or the relaxation shows the board hopeless."""
        mask = self.full
        try:  # on a big board, these two alone can outlast the time limit
            links = self._all_links(mask)
            order, nogood = self._relax(mask, _NONE, None)
        except OutOfTime:
            yield GaveUp("time")
            return None
        if nogood is not None:
            yield DeadStateRemembered(mask.bit_count())
            self.dead[mask] = nogood
            yield ProvenUnsolvable("hopeless", self._cells(nogood[0]))
            return None
        return links, order

    def _search_restarting(self, links: set[TilePair], order: Order) -> Iterator[SolverEvent]:
        """Search the full board until it is solved, proven unsolvable or out of time or
        nodes, starting again (with what is learnt kept) each time a budget of nodes runs out;
        each budget twice the last."""
        limit = 5000  # nodes before the first restart
        while True:
            self.budget = self.nodes + limit
            try:
                nogood = yield from self._node(self.full, links, _NONE, order)
            except _Restart:
                yield from self._flushed()
                self.restarts += 1
                limit *= 2
                yield Restarted()
                continue
            except OutOfTime as over:
                yield from self._flushed()
                yield GaveUp(over.args[0] if over.args else "time")
                return
            if nogood is not None:
                yield ProvenUnsolvable("search")
            else:
                yield Solved(tuple(self._pair(t, u) for t, u in self.moves))
            return

    def _flushed(self) -> Iterator[SolverEvent]:
        """The events of a search cut short, then the full board back as it was."""
        yield from self.out
        self.out.clear()
        self._reset()

    def _reset(self) -> None:
        for t, u in self.moves:
            self._put_back(t, u)
        self.moves.clear()

    def _pair(self, t: int, u: int) -> Pair:
        return self.cell_of[t], self.cell_of[u]

    def _cells(self, mask: int) -> tuple[Cell, ...]:
        """The board cells of the tiles in a mask, in tile order."""
        cell_of, cells = self.cell_of, []
        while mask:
            low = mask & -mask
            cells.append(cell_of[low.bit_length() - 1])
            mask ^= low
        return tuple(cells)

    def _nogood(self, nogood: Reason) -> Nogood:
        present, absent, barred = nogood
        pairs = tuple(sorted(self._pair(t, u) for t, u in barred))
        return Nogood(self._cells(present), self._cells(absent), pairs)

    def _all_links(self, mask: int) -> set[tuple[int, int]]:
        grid, deadline, clock = self.grid, self.deadline, time.perf_counter
        links = set()
        for t in range(self.n):
            if clock() > deadline:
                raise OutOfTime
            if mask >> t & 1:
                for u in grid.same[t]:
                    if u > t and mask >> u & 1 and grid.link(t, u):
                        links.add((t, u))
        return links

    def _make(self, mask: int, links: set[TilePair], t: int, u: int) -> tuple[int, set[TilePair]]:
        """Remove t and u; the links of the new state."""
        grid = self.grid
        grid.set(t, 0)
        grid.set(u, 0)
        self.left[grid.kind[t]] -= 2
        self.moves.append((t, u))
        mask &= ~(1 << t | 1 << u)
        kept = {p for p in links if p[0] != t and p[0] != u and p[1] != t and p[1] != u}
        # A new link runs through a freed cell, and one of its ends is within half the
        # turns of it; so only those tiles need testing again.
        reach = grid.turns // 2
        near = grid.near_tiles(*grid.cells[t], reach) | grid.near_tiles(*grid.cells[u], reach)
        same, route = grid.same, grid.route
        for x in near:
            for y in same[x]:
                if mask >> y & 1:
                    pair = (x, y) if x < y else (y, x)
                    if pair not in kept and route(x, y) != -1:
                        kept.add(pair)
        return mask, kept

    def _put_back(self, t: int, u: int) -> None:
        self.grid.set(t, 1)
        self.grid.set(u, 1)
        self.left[self.grid.kind[t]] += 2

    def _node(
        self, mask: int, links: set[TilePair], forbidden: frozenset[TilePair], order: Order | None
    ) -> Generator[SolverEvent, None, Reason | None]:
        """Search on from a state: None with ``self.moves`` clearing it, or a nogood for it
        (the grid and ``self.moves`` as they were).

        A *nogood* ``(present, absent, barred)`` is a reason for failure: two masks of tiles
        and a set of forbidden pairs; every state where the tiles of ``present`` are there,
        those of ``absent`` are gone and the pairs of ``barred`` are forbidden has no
        solution. A nogood found below a move that does not need the move's tiles gone holds
        here already, so the other choices here are skipped (backjumping).

        The states on the way down are kept on a list rather than the call stack, so that the
        depth of the search is not bounded by Python's recursion limit.
        """
        frames: list[_Frame] = []
        frame, below = _Frame(mask, links, forbidden, order), None
        out = self.out
        while True:
            result = self._advance(frame, below)
            yield from out
            out.clear()
            if isinstance(result, _Frame):
                frames.append(frame)
                frame, below = result, None
            elif result is None or not frames:
                return result
            else:
                frame, below = frames.pop(), result

    def _advance(self, frame: _Frame, below: Reason | None) -> _Frame | Reason | None:
        """Go on with a state until it needs a child searched (the child's frame is returned),
        is solved (None) or fails (its nogood). ``below`` is the nogood of the child just
        searched, if any."""
        if below is not None:
            jumped = self._back_from_child(frame, below)
            if jumped is not None:
                return jumped
        while True:
            mask = frame.mask
            if not mask:
                return None
            known = self.dead.get(mask)
            if known is not None:
                self.out.append(DeadStateMet(mask.bit_count()))
                if known[2] <= frame.forbidden:
                    return self._fail(frame, known)
                return self._fail(frame, (mask, self.full & ~mask, _NONE))
            self._count_node()
            if not self._took_safe_move(frame):
                return self._branch(frame)

    def _back_from_child(self, frame: _Frame, below: Reason) -> Reason | None:
        """Undo the move a failed child was searched under: the state's own nogood when the
        child's holds here already (backjumping), else None with the move forbidden."""
        move = frame.move
        assert move is not None  # a child was searched: the frame's move was tried
        self.moves.pop()
        self._put_back(*move)
        t, u = move
        bits = 1 << t | 1 << u
        if not below[1] & bits:
            # it holds here: the other choices cannot help
            self.out.append(Backjumped(self._pair(t, u), self._nogood(below)))
            return self._fail(frame, below)
        self.out.append(MoveForbidden(self._pair(t, u)))
        present, absent, barred = below
        lifted = (present | bits, (absent & ~bits) | self.grid.path_tiles(t, u), barred)
        frame.steps.append(("branch", frame.mask, move, lifted))
        frame.forbidden = frame.forbidden | {move}
        return None

    def _count_node(self) -> None:
        """Count a state searched; stop the search past its time or budget, or restart it."""
        self.nodes += 1
        if self.nodes & 127 == 1 and time.perf_counter() > self.deadline:
            raise OutOfTime
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise OutOfTime("nodes")
        if self.nodes > self.budget:
            raise _Restart

    def _took_safe_move(self, frame: _Frame) -> bool:
        """Make a safe move in the state, if there is one (`_safe_move`)."""
        mask, links, forbidden = frame.mask, frame.links, frame.forbidden
        safe = self._safe_move(mask, links, forbidden)
        if safe is None:
            return False
        move, why = safe
        self.out.append(ForcedMove(self._pair(*move), "only_partner" if why >= 0 else "last_four"))
        reason = self._reason_safe(mask, forbidden, move, why)
        frame.steps.append(("safe", mask, move, reason))
        frame.mask, frame.links = self._make(mask, links, *move)
        if forbidden:
            frame.forbidden = _still_there(forbidden, frame.mask)
        return True

    def _branch(self, frame: _Frame) -> _Frame | Reason:
        """A state with no safe move: its nogood (recalled, or its relaxation's), or the child
        of the move it tries."""
        mask, links, forbidden = frame.mask, frame.links, frame.forbidden
        emit = self.out.append
        nogood = self._recalled(mask, forbidden)
        if nogood is not None:
            emit(NogoodRecalled(self._nogood(nogood)))
            return self._fail(frame, nogood)
        frame.order, nogood = self._relax(mask, forbidden, frame.order)
        if nogood is not None:
            emit(Hopeless(self._cells(nogood[0])))
            self._bump(nogood)
            self.learnt.append(nogood)
            if len(self.learnt) > _LEARNT:
                del self.learnt[: _LEARNT // 2]
            return self._fail(frame, nogood)
        move = self._choose(mask, links, forbidden)
        if move is None:  # not expected: a hopeful state has a legal move
            emit(Hopeless(self._cells(mask)))
            return self._fail(frame, (mask, self.full & ~mask, _NONE))
        emit(MoveTried(self._pair(*move)))
        child, child_links = self._make(mask, links, *move)
        frame.move = move
        return _Frame(child, child_links, _still_there(forbidden, child), frame.order)

    def _fail(self, frame: _Frame, nogood: Reason) -> Reason:
        """Undo a failed state's own steps, carrying its nogood back through them; remember
        each state passed as hopeless. The nogood of the state as first entered."""
        dead, emit = self.dead, self.out.append
        if frame.mask not in dead:
            emit(DeadStateRemembered(frame.mask.bit_count()))
        dead[frame.mask] = nogood
        for step in reversed(frame.steps):
            nogood = self._undone(step, nogood)
            before = step[1]
            if before not in dead:
                emit(DeadStateRemembered(before.bit_count()))
            dead[before] = nogood
        return nogood

    def _undone(self, step: FrameStep, nogood: Reason) -> Reason:
        """Undo one step of a failed state (a safe move made, or a move forbidden); the nogood
        of the state before it, carried back through the step."""
        kind, before, move, reason = step
        present, absent, barred = nogood
        if kind == "branch":
            assert reason is not None  # a branch always carries the nogood it lifted
            if move not in barred:
                return nogood
            return (present | reason[0], absent | reason[1], (barred - {move}) | reason[2])
        self.moves.pop()
        self._put_back(*move)
        bits = 1 << move[0] | 1 << move[1]
        if not absent & bits:
            return nogood
        if reason is None:
            return (before, self.full & ~before, _NONE)
        return (present | reason[0], (absent & ~bits) | reason[1], barred | reason[2])

    def _bump(self, nogood: Reason) -> None:
        """Raise the activity of the tiles a failure blames (its gone partners, its forbidden
        pairs), more for recent failures."""
        absent, barred = nogood[1], nogood[2]
        activity, size = self.activity, self.bump_size
        while absent:
            low = absent & -absent
            t = low.bit_length() - 1
            activity[t] = activity.get(t, 0.0) + size
            absent ^= low
        for t, u in barred:
            activity[t] = activity.get(t, 0.0) + size
            activity[u] = activity.get(u, 0.0) + size
        self.bump_size *= 1.4
        if self.bump_size > 1e50:
            for t in activity:
                activity[t] /= 1e50
            self.bump_size /= 1e50

    def _recalled(self, mask: int, forbidden: frozenset[TilePair]) -> Reason | None:
        """A nogood learnt from an earlier failed relaxation that holds here too, or None."""
        for nogood in reversed(self.learnt):
            present, absent, barred = nogood
            if present & mask == present and not absent & mask and barred <= forbidden:
                return nogood
        return None

    def _reason_safe(
        self, mask: int, forbidden: frozenset[TilePair], move: TilePair, why: int
    ) -> Reason | None:
        """What makes a safe move safe, as a nogood's three parts (None: too long to say).

        ``why`` is the tile whose only partner is the other one, or -1 for a kind's last four.
        """
        if why < 0:
            return None
        t, u = move
        other = u if why == t else t
        absent, barred = self.grid.path_tiles(t, u), set()
        for x in self.grid.same[why]:
            if x == other:
                continue
            if mask >> x & 1:
                barred.add((why, x) if why < x else (x, why))
            else:
                absent |= 1 << x
        return (1 << t | 1 << u, absent, frozenset(barred))

    def _only_partner(self, mask: int, forbidden: frozenset[TilePair], t: int, u: int) -> bool:
        for v in self.grid.same[t]:
            if v != u and mask >> v & 1 and ((t, v) if t < v else (v, t)) not in forbidden:
                return False
        return True

    def _safe_move(
        self, mask: int, links: set[TilePair], forbidden: frozenset[TilePair]
    ) -> tuple[TilePair, int] | None:
        """A legal move some solution makes first, if any solution exists, and why: ``(move,
        tile)`` when the tile has no other partner left, ``(move, -1)`` for the first pair of
        a kind's last four that can all go now; or None."""
        left, kind = self.left, self.grid.kind
        fours = []
        for pair in links:
            if pair in forbidden:
                continue
            t, u = pair
            count = left[kind[t]]
            if count == 2:
                return pair, t
            if forbidden:
                if self._only_partner(mask, forbidden, t, u):
                    return pair, t
                if self._only_partner(mask, forbidden, u, t):
                    return pair, u
            if count == 4:
                fours.append(pair)
        for pair in fours:
            if self._clears_last_four(mask, links, forbidden, pair):
                return pair, -1
        return None

    def _clears_last_four(
        self, mask: int, links: set[TilePair], forbidden: frozenset[TilePair], pair: TilePair
    ) -> bool:
        """Whether the last two tiles of a kind link once ``pair``, its other two, is gone
        (and may pair): then both moves can be made now."""
        t, u = pair
        v, w = (x for x in self.grid.same[t] if x != u and mask >> x & 1)
        rest = (v, w) if v < w else (w, v)
        if rest in forbidden:
            return False
        if rest in links:
            return True
        grid = self.grid
        grid.set(t, 0)
        grid.set(u, 0)
        clears = grid.link(v, w)
        grid.set(t, 1)
        grid.set(u, 1)
        return bool(clears)

    def _choose(
        self, mask: int, links: set[TilePair], forbidden: frozenset[TilePair]
    ) -> TilePair | None:
        """The move to branch on: first a tile all of whose allowed partners link now (then
        trying each of them is a complete branching), then the tile most blamed by recent
        failures (they point at the moves that matter), then the fewest partners; paired with
        its nearest partner, as a person would."""
        linkable: dict[int, list[int]] = {}
        for pair in links:
            if pair not in forbidden:
                t, u = pair
                linkable.setdefault(t, []).append(u)
                linkable.setdefault(u, []).append(t)
        if not linkable:
            return None
        barred: dict[int, int] = {}
        for t, u in forbidden:
            barred[t] = barred.get(t, 0) + 1
            barred[u] = barred.get(u, 0) + 1
        left, kind, rng, activity = self.left, self.grid.kind, self.rng, self.activity
        best, best_key = None, None
        for t, partners in linkable.items():
            allowed = left[kind[t]] - 1 - barred.get(t, 0)
            key = (allowed > len(partners), -activity.get(t, 0.0), allowed, rng.random())
            if best_key is None or key < best_key:
                best, best_key = t, key
        assert best is not None  # linkable is not empty
        partners = linkable[best]
        cells = self.grid.cells
        r, c = cells[best]
        u = min(partners, key=lambda v: (abs(cells[v][0] - r) + abs(cells[v][1] - c), rng.random()))
        return (best, u) if best < u else (u, best)

    def _relax(
        self, mask: int, forbidden: frozenset[TilePair], order: Order | None
    ) -> tuple[Order, Reason | None]:
        """The relaxation of fact 4 (`linklab.core.solver_relax.Relaxation`): the order the
        tiles went in (each with the partner and the route it linked by), and a nogood if some
        tile never goes (else None). ``order`` is the relaxation of an earlier state with more
        tiles, replayed."""
        relaxation = Relaxation(self.grid, mask, forbidden, self.deadline)
        out = relaxation.run(order)
        nogood = None
        if relaxation.held:  # read on the board where only the held tiles are left
            nogood = self._held_reason(mask, forbidden, relaxation.held)
        relaxation.put_back()
        return out, nogood

    def _held_reason(self, mask: int, forbidden: frozenset[TilePair], held: list[int]) -> Reason:
        """The nogood of a failed relaxation, on the board where only the held tiles are left.

        The held tiles stay; the partners that would link to one of them there must stay
        gone, or (when they are there) forbidden: no other tile matters.
        """
        grid = self.grid
        occ, width, cells, first_link = grid.occ, grid.width, grid.cells, grid.first_link
        present = absent = 0
        barred = set()
        for t in held:
            present |= 1 << t
        for t in held:
            r, c = cells[t]
            at = r * width + c
            if occ[at - 1] and occ[at + 1] and occ[at - width] and occ[at + width]:
                # walled in: only a neighbour could be a partner, and none is allowed
                candidates = [
                    v for v in grid.same[t] if abs(cells[v][0] - r) + abs(cells[v][1] - c) == 1
                ]
            else:
                candidates = grid.same[t]
            for v in candidates:
                if mask >> v & 1:
                    pair = (t, v) if t < v else (v, t)
                    if pair in forbidden and first_link(t, [v])[0] >= 0:
                        barred.add(pair)
                elif first_link(t, [v])[0] >= 0:
                    absent |= 1 << v
        return present, absent, frozenset(barred)


_NONE: frozenset[TilePair] = frozenset()
_LEARNT = 256  # failed relaxations remembered for reuse
