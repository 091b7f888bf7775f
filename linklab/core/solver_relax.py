"""The exact solver's relaxation (fact 4 of ``linklab.core.solver``): remove every tile that
links to a partner still there, again and again, as if each pair could go without its partner
going too; a tile that never goes proves the state hopeless.

`Relaxation` works on the solver's `linklab.core.tilegrid.TileGrid`, taking tiles off it as
they go and putting them back when asked (`Relaxation.put_back`): the solver reads the board
where only the held tiles are left before it does.

Examples
--------
>>> from linklab.core.board import Board
>>> from linklab.core.rules import Rules
>>> grid = TileGrid(Board.from_rows([[1, 2, 2, 1]]), Rules())
>>> relaxation = Relaxation(grid, 0b1111, frozenset(), float("inf"))
>>> [tile for tile, _, _ in relaxation.run(None)], relaxation.held  # the 2s go, then the 1s
([1, 2, 3, 0], [])
>>> relaxation.put_back()
>>> grid = TileGrid(Board.from_rows([[1, 2, 1, 2]]), Rules())
>>> relaxation = Relaxation(grid, 0b1111, frozenset(), float("inf"))
>>> relaxation.run(None), relaxation.held  # each pair is walled off by the other
([], [0, 1, 2, 3])
"""

from __future__ import annotations

import time

from linklab.core.board import Cell
from linklab.core.tilegrid import TileGrid

TilePair = tuple[int, int]  # two tiles by number, the smaller first
Order = list[tuple[int, int, int]]  # a relaxation: (tile, partner, route) in the order they went
Held = tuple[int, int, tuple[int, ...] | None]  # (tile, gone at its last try, walls around it)


class OutOfTime(Exception):
    """The search is over its time, or (``args[0] == "nodes"``) its budget of states."""


class Relaxation:
    """One relaxation of the state ``mask`` (with the pairs ``forbidden``) on ``grid``.

    ``run`` replays ``order``, the relaxation of an earlier state with more tiles: a tile
    whose partner is still there needs no new test unless a tile held back here lies on the
    route it used, since the board it linked on then had no more tiles than this one. A tile
    held back is tried again only when a tile in its bands (see ``_in_bands``) has gone since
    its last try, or, when it is walled in, one of its neighbours.
    """

    def __init__(
        self, grid: TileGrid, mask: int, forbidden: frozenset[TilePair], deadline: float
    ) -> None:
        self.grid, self.mask, self.forbidden, self.deadline = grid, mask, forbidden, deadline
        self.gone: list[int] = []  # the tiles taken off, in order
        self.when: dict[int, int] = {}  # tile: its place in gone
        self.order: Order = []
        self.held: list[int] = []  # the tiles that never went
        self.tried = 0

    def run(self, order: Order | None) -> Order:
        """The order the tiles went in (each with the partner and the route it linked by);
        ``held`` the tiles that never went. The grid keeps the gone tiles off until
        `put_back`, or as it was when the time runs out (`OutOfTime` raised)."""
        try:
            if order is None:
                held: list[Held] = [
                    (t, -1, None) for t in range(len(self.grid.cells)) if self.mask >> t & 1
                ]
            else:
                held = self._replay(order)
            held = self._retry(held)
        except OutOfTime:  # the board as it was, then the search stops
            self.put_back()
            raise
        self.held = [t for t, _, _ in held]
        return self.order

    def put_back(self) -> None:
        """Put every tile taken off back on the grid."""
        set_ = self.grid.set
        for t in self.gone:
            set_(t, 1)
        self.gone = []

    def _replay(self, order: Order) -> list[Held]:
        """Replay an earlier state's order: the tiles held back on the way."""
        mask, forbidden, cells = self.mask, self.forbidden, self.grid.cells
        held: list[Held] = []
        by_row: dict[int, list[int]] = {}  # where the tiles held back so far are
        by_col: dict[int, list[int]] = {}
        for t, w, way in order:
            if not mask >> t & 1:
                continue
            if (
                mask >> w & 1
                and ((t, w) if t < w else (w, t)) not in forbidden
                and (
                    not by_row
                    or (way >= 0 and not _on_route(way, cells[t], cells[w], by_row, by_col))
                )
            ):
                self._take(t, w, way)
                continue
            options = self._partners(t)
            if w in options:
                options.remove(w)
                options.insert(0, w)
            u, way = self.grid.first_link(t, options)
            if u < 0:
                held.append((t, len(self.gone), self._walled_in(t)))
                r, c = cells[t]
                by_row.setdefault(r, []).append(c)
                by_col.setdefault(c, []).append(r)
            else:
                self._take(t, u, way)
        return held

    def _retry(self, held: list[Held]) -> list[Held]:
        """Try the held tiles again while some goes: those still held."""
        gone, when, cells = self.gone, self.when, self.grid.cells
        banded = self.grid.turns <= 2
        changed = True
        while changed and held:
            changed = False
            still = []
            for t, since, walls in held:
                fresh = gone[since:] if since >= 0 else None
                if fresh == [] or (
                    walls is not None and not any(when.get(x, -1) >= since for x in walls)
                ):
                    still.append((t, since, walls))
                    continue
                options = self._partners(t)
                if fresh is not None and banded and walls is None:
                    fresh_cells = [cells[x] for x in fresh]
                    options = [u for u in options if _in_bands(fresh_cells, cells[t], cells[u])]
                u, way = self.grid.first_link(t, options)
                if u < 0:
                    still.append((t, len(gone), self._walled_in(t)))
                else:
                    self._take(t, u, way)
                    changed = True
            held = still
        return held

    def _partners(self, t: int) -> list[int]:
        self.tried += 1
        if self.tried & 63 == 0 and time.perf_counter() > self.deadline:
            raise OutOfTime
        mask, forbidden = self.mask, self.forbidden
        return [
            u
            for u in self.grid.same[t]
            if mask >> u & 1 and ((t, u) if t < u else (u, t)) not in forbidden
        ]

    def _take(self, t: int, u: int, way: int) -> None:
        self.grid.set(t, 0)
        self.when[t] = len(self.gone)
        self.gone.append(t)
        self.order.append((t, u, way))

    def _walled_in(self, t: int) -> tuple[int, ...] | None:
        # A tile with no empty neighbour links to no partner but its neighbours (it would
        # have gone already): only one of them going can change that.
        grid = self.grid
        occ, width = grid.occ, grid.width
        r, c = grid.cells[t]
        at = r * width + c
        around = (at - 1, at + 1, at - width, at + width)
        if occ[around[0]] and occ[around[1]] and occ[around[2]] and occ[around[3]]:
            return tuple(grid.at[x] for x in around if grid.at[x] >= 0)
        return None


def _on_route(
    way: int, a: Cell, b: Cell, by_row: dict[int, list[int]], by_col: dict[int, list[int]]
) -> bool:
    """Whether a held-back tile lies on the route ``way`` (see ``TileGrid.route``) from a to b;
    ``by_row`` and ``by_col`` list the held-back tiles' columns in each row and rows in each
    column."""
    (ra, ca), (rb, cb) = a, b
    if way & 1:  # along row ra to column c, along column c, along row rb
        c = way >> 1
        return (
            _crosses(by_row.get(ra), ca, c, ca)
            or _crosses(by_col.get(c), ra, rb, -1 if c != ca else ra, -1 if c != cb else rb)
            or _crosses(by_row.get(rb), cb, c, cb)
        )
    r = way >> 1
    return (
        _crosses(by_col.get(ca), ra, r, ra)
        or _crosses(by_row.get(r), ca, cb, -1 if r != ra else ca, -1 if r != rb else cb)
        or _crosses(by_col.get(cb), rb, r, rb)
    )


def _crosses(spots: list[int] | None, x: int, y: int, end: int, other: int = -1) -> bool:
    """Whether a spot lies between x and y inclusive, other than the path's ends."""
    if not spots:
        return False
    lo, hi = (x, y) if x < y else (y, x)
    return any(lo <= spot <= hi and spot != end and spot != other for spot in spots)


def _in_bands(cells: list[Cell], a: Cell, b: Cell) -> bool:
    """Whether one of ``cells`` lies in the rows or the columns spanned by a and b: the only
    places a path with at most two turns from a to b can pass through."""
    r_lo, r_hi = (a[0], b[0]) if a[0] < b[0] else (b[0], a[0])
    c_lo, c_hi = (a[1], b[1]) if a[1] < b[1] else (b[1], a[1])
    return any(r_lo <= r <= r_hi or c_lo <= c <= c_hi for r, c in cells)
