"""The one link test behind every fast path: an occupancy grid and the scans that read it.

``Occupancy`` keeps the board as bytes, 1 where a tile (or a wall) is, row-major and column-major
both, with two rings around the board: the first is empty under the outside rule and a wall under
the inside rule, the second is always a wall, so every scan stops. "Is this segment clear?" is
then one C-level ``bytes.find``, and a link test a handful of them:

- ``one_turn``: straight, or round one of the two corners;
- ``two_turns``: a path with at most two turns is three straight segments A-P, P-Q, Q-B. P lies
  on one of A's *arms* (the empty cells straight out from A), Q on one of B's, so P and Q share
  a row both vertical arms reach, or a column both horizontal arms reach: the scan finds the
  arms, then asks of each shared row (or column) whether the middle segment is clear;
- ``runs``: any number of turns. A *run* is a maximal stretch of empty cells along a row or a
  column; a path with t turns walks along t + 1 runs, each crossing the next. Runs are found
  breadth first by the turns they cost, each once per axis, so the Python loop counts runs, not
  cells.

The fast checker (``linklab.core.checker``), the exact solver's mutable board (``TileGrid`` below)
and the generator all read these; ``tests/test_tilegrid.py`` pins them to the searches.

A route, as the scans answer it, is -1 when there is none; ``2 r`` when the path's middle
segment runs along row ``r`` (the ends go straight up or down to it); ``2 c + 1`` along column
``c``; ``-2`` for a path of more turns (its corners come from ``runs``).
"""

from __future__ import annotations

import builtins
import contextlib
import itertools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from linklab.core.board import Board, Cell
from linklab.core.rules import Rules

MANY_TURNS = -2
#: Partner lists kept ready up to this many entries in all; beyond, each is made when asked for,
#: so that a board of one kind and many tiles costs memory in its tiles, not their square.
_READY_PARTNERS = 1 << 22
_NONZERO = bytes([0] + [1] * 255)  # a translate table: 0 stays 0, any other byte becomes 1


def occupancy_bytes(kinds: Sequence[int]) -> bytes:
    """One byte per cell, 1 where a tile is; bytes() and translate() keep it at C speed.

    >>> occupancy_bytes([0, 7, 300])
    b'\\x00\\x01\\x01'
    """
    try:
        return bytes(kinds).translate(_NONZERO)
    except ValueError:  # a kind of 256 or more
        return bytes(map(bool, kinds))


def partner_lists(by_kind: dict[int, list[int]], kind: list[int]) -> Sequence[list[int]]:
    """The other tiles of each tile's kind, ``same[t]``: lists kept ready (a plain list of
    them, read at C speed in the solver's loops), or made when asked for (``SameKind``) when
    keeping them would take more than ``_READY_PARTNERS`` entries.

    >>> partner_lists({5: [0, 2], 7: [1]}, [5, 7, 5])
    [[2], [], [0]]
    >>> partner_lists({1: list(range(3000))}, [1] * 3000)[7][:3]
    [0, 1, 2]
    """
    if sum(len(group) ** 2 for group in by_kind.values()) <= _READY_PARTNERS:
        return [[u for u in by_kind[kind[t]] if u != t] for t in range(len(kind))]
    return SameKind(by_kind, kind)


class SameKind(Sequence[list[int]]):
    """The other tiles of each tile's kind, each list made when asked for.

    >>> same = SameKind({5: [0, 2], 7: [1]}, [5, 7, 5])
    >>> same[0], same[1], len(same)
    ([2], [], 3)
    """

    def __init__(self, by_kind: dict[int, list[int]], kind: list[int]):
        self._by_kind, self._kind = by_kind, kind

    def __getitem__(self, t):  # type: ignore[no-untyped-def]  # a tile, never a slice
        return [u for u in self._by_kind[self._kind[t]] if u != t]

    def __len__(self) -> int:
        return len(self._kind)


@dataclass(slots=True)
class Run:
    """A maximal stretch of empty cells: ``axis`` 0 along row ``line``, 1 along column ``line``,
    from index ``first`` to ``last``; entered at ``entry`` from run number ``parent`` (-1: one of
    the runs through the start)."""

    axis: int
    line: int
    first: int
    last: int
    entry: Cell
    parent: int


class Occupancy:
    """The board as occupancy bytes with two rings around it, and the link scans.

    Cell ``(r, c)`` of the board is ``(r + 2, c + 2)`` here; every scan takes and gives cells
    in these padded coordinates.

    Examples
    --------
    >>> grid = Occupancy([1, 2, 1], 1, 3, outside=False)
    >>> grid.two_turns(2, 2, 2, 4)
    -1
    >>> grid.set_cell(2, 3, 0)
    >>> grid.two_turns(2, 2, 2, 4)  # along row 2
    4
    >>> Occupancy([1, 2, 1], 1, 3, outside=True).corners(2, 2, 2, 4, 2)
    ((2, 2), (1, 2), (1, 4), (2, 4))
    """

    def __init__(self, kinds: Sequence[int], rows: int, cols: int, outside: bool):
        if len(kinds) != rows * cols:
            raise ValueError(f"{len(kinds)} kinds for a {rows}x{cols} board")
        self.rows, self.cols = rows, cols
        width = cols + 4
        self.height, self.width = rows + 4, width
        ring = b"\x00" if outside else b"\x01"
        wall_row = b"\x01" * width
        ring_row = b"\x01" + ring * (cols + 2) + b"\x01"
        left, right = b"\x01" + ring, ring + b"\x01"
        parts = [wall_row, ring_row]
        for r in range(rows):
            parts += (left, occupancy_bytes(kinds[r * cols : (r + 1) * cols]), right)
        parts += (ring_row, wall_row)
        rows_first = b"".join(parts)  # strided slices of bytes copy faster than of a bytearray
        self.occ = bytearray(rows_first)
        self.occ_t = bytearray(b"".join(rows_first[c::width] for c in range(width)))

    def set_cell(self, r: int, c: int, value: int) -> None:
        """Mark a (padded) cell occupied (1) or empty (0)."""
        self.occ[r * self.width + c] = value
        self.occ_t[c * self.height + r] = value

    # --- the scans -------------------------------------------------------------------------

    def one_turn(self, ra: int, ca: int, rb: int, cb: int, turns: int = 1) -> int:
        """The route from (ra, ca) to (rb, cb) with at most ``turns`` (0 or 1) turns: straight,
        or round the corner (ra, cb) (``2 ra``), or round (rb, ca) (``2 ca + 1``)."""
        occ, occ_t, width, height = self.occ, self.occ_t, self.width, self.height
        if ra == rb:
            lo, hi = (ca, cb) if ca < cb else (cb, ca)
            if occ.find(1, ra * width + lo + 1, ra * width + hi) == -1:
                return 2 * ra
            return -1
        if ca == cb:
            lo, hi = (ra, rb) if ra < rb else (rb, ra)
            if occ_t.find(1, ca * height + lo + 1, ca * height + hi) == -1:
                return 2 * ca + 1
            return -1
        if turns == 0:
            return -1
        c_lo, c_hi = (ca, cb) if ca < cb else (cb, ca)
        r_lo, r_hi = (ra, rb) if ra < rb else (rb, ra)
        # corner (ra, cb): along row ra, then down column cb; corner (rb, ca) likewise.
        if (
            not occ[ra * width + cb]
            and occ.find(1, ra * width + c_lo + 1, ra * width + c_hi) == -1
            and occ_t.find(1, cb * height + r_lo + 1, cb * height + r_hi) == -1
        ):
            return 2 * ra
        if (
            not occ[rb * width + ca]
            and occ.find(1, rb * width + c_lo + 1, rb * width + c_hi) == -1
            and occ_t.find(1, ca * height + r_lo + 1, ca * height + r_hi) == -1
        ):
            return 2 * ca + 1
        return -1

    def two_turns(self, ra: int, ca: int, rb: int, cb: int, shortest: bool = False) -> int:
        """The route from (ra, ca) to (rb, cb) with at most two turns: the first shared row both
        vertical arms reach whose middle segment is clear, else such a column; with
        ``shortest``, the one giving the shortest path (rows first on a tie)."""
        occ, occ_t, width, height = self.occ, self.occ_t, self.width, self.height
        best, best_length = -1, -1
        if ca != cb:
            base_a, base_b = ca * height, cb * height
            bottom = min(
                occ_t.find(1, base_a + ra + 1, base_a + height) - base_a,
                occ_t.find(1, base_b + rb + 1, base_b + height) - base_b,
            )
            top = max(
                occ_t.rfind(1, base_a, base_a + ra) - base_a,
                occ_t.rfind(1, base_b, base_b + rb) - base_b,
            )
            lo, hi = (ca, cb) if ca < cb else (cb, ca)
            for r in range(top + 1, bottom):
                base = r * width
                if occ.find(1, base + lo + 1, base + hi) == -1:
                    if not shortest:
                        return 2 * r
                    length = abs(r - ra) + abs(r - rb)
                    if best_length == -1 or length < best_length:
                        best, best_length = 2 * r, length
            if best_length != -1:
                best_length += hi - lo
        if ra != rb:
            base_a, base_b = ra * width, rb * width
            left = max(
                occ.rfind(1, base_a, base_a + ca) - base_a,
                occ.rfind(1, base_b, base_b + cb) - base_b,
            )
            right = min(
                occ.find(1, base_a + ca + 1, base_a + width) - base_a,
                occ.find(1, base_b + cb + 1, base_b + width) - base_b,
            )
            lo, hi = (ra, rb) if ra < rb else (rb, ra)
            for c in range(left + 1, right):
                base = c * height
                if occ_t.find(1, base + lo + 1, base + hi) == -1:
                    if not shortest:
                        return 2 * c + 1
                    length = abs(c - ca) + abs(c - cb) + hi - lo
                    if best_length == -1 or length < best_length:
                        best, best_length = 2 * c + 1, length
        return best

    def runs(self, start: Cell, turns: int, goal: Cell | None = None) -> tuple[list[Run], int]:
        """The runs a path from ``start`` reaches with 0, 1, ... ``turns`` turns, breadth first
        (the runs through ``start``, its own cell counted empty, then those crossing them, ...),
        and the number of the run from which ``goal`` lies straight ahead (-1: not reached); it
        stops at the first run that sees ``goal``, or lists every run within the turns."""
        occ, occ_t, width, height = self.occ, self.occ_t, self.width, self.height
        seen = (bytearray(len(occ)), bytearray(len(occ)))  # along rows (row-major), columns
        found: list[Run] = []
        gr, gc = goal if goal is not None else (-1, -1)

        def discover(axis: int, r: int, c: int, parent: int) -> bool:
            """Record the run through (r, c) along ``axis``; whether it sees the goal."""
            if axis == 0:
                base = r * width
                first = occ.rfind(1, base, base + c) + 1 - base
                last = occ.find(1, base + c + 1, base + width) - 1 - base
                seen[0][base + first : base + last + 1] = b"\x01" * (last - first + 1)
                found.append(Run(0, r, first, last, (r, c), parent))
                return r == gr and (gc == first - 1 or gc == last + 1)
            base = c * height
            first = occ_t.rfind(1, base, base + r) + 1 - base
            last = occ_t.find(1, base + r + 1, base + height) - 1 - base
            seen[1][first * width + c : last * width + c + 1 : width] = b"\x01" * (last - first + 1)
            found.append(Run(1, c, first, last, (r, c), parent))
            return c == gc and (gr == first - 1 or gr == last + 1)

        for axis in (0, 1):
            if discover(axis, start[0], start[1], -1):
                return found, len(found) - 1
        layer_start = 0
        for _ in range(turns):
            layer_end = len(found)
            if layer_start == layer_end:
                break
            for index in range(layer_start, layer_end):
                run = found[index]
                line, first = run.line, run.first
                if run.axis == 0:  # cross the row's cells with columns not yet seen
                    marks = seen[1][line * width + first : line * width + run.last + 1]
                else:
                    marks = seen[0][first * width + line : run.last * width + line + 1 : width]
                at = marks.find(0)
                while at != -1:
                    r, c = (line, first + at) if run.axis == 0 else (first + at, line)
                    if discover(1 - run.axis, r, c, index):
                        return found, len(found) - 1
                    # a run across this line meets it once: later marks are still right
                    at = marks.find(0, at + 1)
            layer_start = layer_end
        return found, -1

    def route_within(self, ra: int, ca: int, rb: int, cb: int, turns: int) -> int:
        """The route from (ra, ca) to (rb, cb) with at most ``turns`` turns, by the cheapest
        scan that can answer (``MANY_TURNS`` when only a path of more than two turns links).

        >>> Occupancy([1, 0, 1], 1, 3, outside=False).route_within(2, 2, 2, 4, 0)
        4
        """
        if turns < 2:
            return self.one_turn(ra, ca, rb, cb, turns)
        way = self.two_turns(ra, ca, rb, cb)
        if way == -1 and turns > 2 and self.runs((ra, ca), turns, (rb, cb))[1] != -1:
            return MANY_TURNS
        return way

    def corners(self, ra: int, ca: int, rb: int, cb: int, way: int) -> tuple[Cell, ...]:
        """The corner cells, ends included, of the route ``way`` (not -1 or -2) from (ra, ca)
        to (rb, cb)."""
        if way & 1:
            c = way >> 1
            path = ((ra, ca), (ra, c), (rb, c), (rb, cb))
        else:
            r = way >> 1
            path = ((ra, ca), (r, ca), (r, cb), (rb, cb))
        return _distinct(path)

    def path_corners(self, a: Cell, b: Cell, turns: int) -> tuple[Cell, ...] | None:
        """The corner cells, ends included, of a path from ``a`` to ``b`` with the fewest turns
        (at most ``turns``), or None: the runs' entry cells past two turns."""
        found, last = self.runs(a, turns, b)
        if last == -1:
            return None
        corners = [b]
        while last != -1:
            corners.append(found[last].entry)
            last = found[last].parent
        corners.reverse()
        return _distinct(corners)


def _distinct(path: Sequence[Cell]) -> tuple[Cell, ...]:
    """The path without a corner repeated (an empty segment)."""
    out = [path[0]]
    for cell in path[1:]:
        if cell != out[-1]:
            out.append(cell)
    return tuple(out)


@contextlib.contextmanager
def count_scans(grid: Occupancy) -> Iterator[list[int]]:
    """Count the ``find`` and ``rfind`` calls the scans make on ``grid`` while the block runs
    (a one-item list, read after it); the answers are unchanged.

    >>> grid = Occupancy([1, 0, 1], 1, 3, outside=False)
    >>> with count_scans(grid) as scans:
    ...     grid.two_turns(2, 2, 2, 4)
    4
    >>> scans
    [5]
    """
    counter = [0]
    saved = grid.occ, grid.occ_t
    grid.occ, grid.occ_t = _Counting(saved[0], counter), _Counting(saved[1], counter)
    try:
        yield counter
    finally:
        grid.occ, grid.occ_t = saved


class _Counting(bytearray):
    """Occupancy bytes that count their scans."""

    def __init__(self, data: bytes | bytearray, counter: list[int]):
        super().__init__(data)
        self.counter = counter

    def find(self, *args: Any) -> int:
        self.counter[0] += 1
        return super().find(*args)

    def rfind(self, *args: Any) -> int:
        self.counter[0] += 1
        return super().rfind(*args)


class TileGrid(Occupancy):
    """The solver's mutable board: the occupancy grid, with its tiles by number.

    Examples
    --------
    >>> grid = TileGrid(Board.from_rows([[1, 2, 1]]), Rules())
    >>> grid.kind, grid.link(0, 2)
    ([1, 2, 1], False)
    >>> grid.set(1, 0)  # take the 2 off the board
    >>> grid.link(0, 2)
    True
    """

    def __init__(self, board: Board, rules: Rules):
        super().__init__(
            [kind for row in board.grid for kind in row], board.rows, board.cols, rules.outside
        )
        height, width = self.height, self.width
        self.turns = min(rules.max_turns, 2 * height * width)  # more can never be used
        self.cells: list[Cell] = []
        self.kind: list[int] = []
        self.at = [-1] * (height * width)
        for r, row in enumerate(board.grid):
            for c, kind in enumerate(row):
                if kind:
                    self.at[(r + 2) * width + c + 2] = len(self.cells)
                    self.cells.append((r + 2, c + 2))
                    self.kind.append(kind)
        by_kind: dict[int, list[int]] = {}
        for tile, kind in enumerate(self.kind):
            by_kind.setdefault(kind, []).append(tile)
        self.same: Sequence[list[int]] = partner_lists(by_kind, self.kind)
        # scan(ra, ca, rb, cb): the route by the rule's turns, the cheapest scan chosen once
        self.scan: Callable[[int, int, int, int], int]
        if self.turns == 2:
            self.scan = self.two_turns
        elif self.turns > 2:
            self.scan = self._many
        else:
            self.scan = self._few

    def _few(self, ra: int, ca: int, rb: int, cb: int) -> int:
        return self.one_turn(ra, ca, rb, cb, self.turns)

    def _many(self, ra: int, ca: int, rb: int, cb: int) -> int:
        return self.route_within(ra, ca, rb, cb, self.turns)

    def route(self, t: int, u: int) -> int:
        """How tiles t and u join within the rule's turns, their kinds aside (a route, as the
        module says)."""
        (ra, ca), (rb, cb) = self.cells[t], self.cells[u]
        return self.scan(ra, ca, rb, cb)

    def link(self, t: int, u: int) -> bool:
        """Whether tiles t and u join within the rule's turns, their kinds aside."""
        (ra, ca), (rb, cb) = self.cells[t], self.cells[u]
        return self.scan(ra, ca, rb, cb) != -1

    def set(self, tile: int, value: int) -> None:
        """Put a tile on the board (1) or take it off (0)."""
        r, c = self.cells[tile]
        self.occ[r * self.width + c] = value
        self.occ_t[c * self.height + r] = value

    def first_link(self, t: int, candidates: list[int]) -> tuple[int, int]:
        """The first of ``candidates`` that tile t links to and the route, or (-1, -1).

        Neighbours always link; otherwise both tiles need an empty neighbour, which rules out
        most pairs on a crowded board before any segment is looked at.
        """
        occ, width, cells, scan = self.occ, self.width, self.cells, self.scan
        r, c = cells[t]
        at = r * width + c
        open_t = not (occ[at - 1] and occ[at + 1] and occ[at - width] and occ[at + width])
        for u in candidates:
            ru, cu = cells[u]
            if ru == r and (cu == c + 1 or cu == c - 1):
                return u, 2 * r
            if cu == c and (ru == r + 1 or ru == r - 1):
                return u, 2 * c + 1
            if not open_t:
                continue
            at = ru * width + cu
            if occ[at - 1] and occ[at + 1] and occ[at - width] and occ[at + width]:
                continue
            way = scan(r, c, ru, cu)
            if way != -1:
                return u, way
        return -1, -1

    def path_tiles(self, t: int, u: int) -> int:
        """The tiles of the starting board on a path joining t and u now (a mask; 0 if none)."""
        a, b = self.cells[t], self.cells[u]
        way = self.scan(a[0], a[1], b[0], b[1])
        if way == -1:
            return 0
        if way == MANY_TURNS:
            corners = self.path_corners(a, b, self.turns)
            assert corners is not None  # the scan found a path of more turns
        else:
            corners = self.corners(a[0], a[1], b[0], b[1], way)
        return self._tiles_between([r * self.width + c for r, c in corners])

    def _tiles_between(self, corners: list[int]) -> int:
        """The starting tiles on the segments joining the corners, the two ends left out."""
        at, width = self.at, self.width
        tiles = 0
        for a, b in itertools.pairwise(corners):
            step = (1 if b > a else -1) * (1 if (b - a) % width and abs(b - a) < width else width)
            for cell in range(a, b + step, step):
                if at[cell] >= 0:
                    tiles |= 1 << at[cell]
        first, last = at[corners[0]], at[corners[-1]]
        return tiles & ~(1 << first | 1 << last)

    def near_tiles(self, r: int, c: int, turns: int) -> builtins.set[int]:
        """The tiles a path from the empty cell (r, c) reaches within ``turns`` turns: those
        just past the ends of the runs it reaches."""
        return self.near_tiles_by_turns(r, c, turns)[turns]

    def near_tiles_by_turns(self, r: int, c: int, turns: int) -> list[builtins.set[int]]:
        """``near_tiles`` for 0, 1, ... ``turns`` turns at once, from one search of the runs.

        >>> from linklab.core.board import Board
        >>> from linklab.core.rules import Rules
        >>> grid = TileGrid(Board.from_rows([[1, 0, 0], [0, 0, 0], [0, 0, 1]]), Rules())
        >>> grid.cells  # padded: the board's (0, 0) is (2, 2) here
        [(2, 2), (4, 4)]
        >>> [sorted(tiles) for tiles in grid.near_tiles_by_turns(2, 3, 2)]  # board (0, 1)
        [[0], [0, 1], [0, 1]]
        """
        at, width = self.at, self.width
        found: list[builtins.set[int]] = [set() for _ in range(turns + 1)]
        depth: list[int] = []
        for run in self.runs((r, c), turns)[0]:
            depth.append(0 if run.parent == -1 else depth[run.parent] + 1)
            if run.axis == 0:
                ends = (run.line * width + run.first - 1, run.line * width + run.last + 1)
            else:
                ends = ((run.first - 1) * width + run.line, (run.last + 1) * width + run.line)
            for end in ends:
                if at[end] >= 0:
                    found[depth[-1]].add(at[end])
        for more in range(1, turns + 1):
            found[more] |= found[more - 1]
        return found
