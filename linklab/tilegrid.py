"""The exact solver's board: mutable, tiles by number, and a link test at C speed.

A ``Board`` is an immutable value, which is right everywhere but inside a search that removes
and puts back tiles millions of times. ``TileGrid`` numbers the tiles, keeps occupancy as
row-major and column-major byte strings with two rings around the board, and answers "do tiles
t and u link?" with a few ``bytes.find`` calls, as ``linklab.checker`` does for one board.
"""

from __future__ import annotations

import itertools

from linklab.board import Board, Cell
from linklab.rules import Rules


class TileGrid:
    """The solver's mutable board: tiles by number, occupancy as row- and column-major bytes.

    Cell ``(r, c)`` of the board is ``(r + 2, c + 2)`` here. The first ring around the board is
    empty under the outside rule and a wall under the inside rule; the second ring is a wall, so
    every ray stops.

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
        self.rows, self.cols = board.rows, board.cols
        self.height, self.width = height, width = board.rows + 4, board.cols + 4
        self.turns = min(rules.max_turns, 2 * height * width)  # more can never be used
        occ = bytearray(b"\x01") * (height * width)
        ring = 0 if rules.outside else 1
        for r in range(1, height - 1):
            for c in range(1, width - 1):
                occ[r * width + c] = ring
        self.cells: list[Cell] = []
        self.kind: list[int] = []
        self.at = [-1] * (height * width)
        for r, row in enumerate(board.grid):
            for c, kind in enumerate(row):
                at = (r + 2) * width + c + 2
                occ[at] = 1 if kind else 0
                if kind:
                    self.at[at] = len(self.cells)
                    self.cells.append((r + 2, c + 2))
                    self.kind.append(kind)
        self.occ = occ
        self.occ_t = bytearray(occ[c::width][r] for c in range(width) for r in range(height))
        by_kind: dict[int, list[int]] = {}
        for tile, kind in enumerate(self.kind):
            by_kind.setdefault(kind, []).append(tile)
        self.same = [[u for u in by_kind[self.kind[t]] if u != t] for t in range(len(self.kind))]
        # route(t, u): how tiles t and u join within the rule's turns, their kinds aside: -1
        # if they do not; else 2 r when the path's middle segment runs along row r (the ends
        # go straight up or down to it), 2 c + 1 along column c; -2 for a path of more turns.
        if self.turns == 2:
            self.route = self._route_two
        elif self.turns > 2:
            self.route = self._route_many
        else:
            self.route = self._route_few

    def link(self, t: int, u: int) -> bool:
        """Whether tiles t and u join within the rule's turns, their kinds aside."""
        return self.route(t, u) != -1

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
        occ, width, cells, route = self.occ, self.width, self.cells, self.route
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
            way = route(t, u)
            if way != -1:
                return u, way
        return -1, -1

    def _route_few(self, t: int, u: int) -> int:
        """At most one turn: straight, or round one of the two corners."""
        (ra, ca), (rb, cb) = self.cells[t], self.cells[u]
        occ, occ_t, width, height = self.occ, self.occ_t, self.width, self.height
        if ra == rb:
            lo, hi = (ca, cb) if ca < cb else (cb, ca)
            if occ.find(1, ra * width + lo + 1, ra * width + hi) == -1:
                return 2 * ra
        elif ca == cb:
            lo, hi = (ra, rb) if ra < rb else (rb, ra)
            if occ_t.find(1, ca * height + lo + 1, ca * height + hi) == -1:
                return 2 * ca + 1
        if self.turns == 0 or ra == rb or ca == cb:
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

    def _route_two(self, t: int, u: int) -> int:
        """Two turns: a middle segment along a row both vertical arms reach, or a column."""
        (ra, ca), (rb, cb) = self.cells[t], self.cells[u]
        occ, occ_t, width, height = self.occ, self.occ_t, self.width, self.height
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
                    return 2 * r
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
                    return 2 * c + 1
        return -1

    def _route_many(self, t: int, u: int) -> int:
        """Any number of turns: the runs reached with 0, 1, 2, ... turns (-2: a route, not
        described; -1: none)."""
        (ra, ca), (rb, cb) = self.cells[t], self.cells[u]
        occ, width = self.occ, self.width
        start, goal = ra * width + ca, rb * width + cb
        seen = set()
        layer = [(start, 1), (start, width)]
        for _ in range(self.turns + 1):
            crossing = []
            for cell, step in layer:
                if (cell, step) in seen:
                    continue
                seen.add((cell, step))
                for way in (step, -step):
                    near = cell + way
                    while True:
                        if near == goal:
                            return -2
                        if occ[near]:
                            break
                        seen.add((near, step))
                        crossing.append((near, width if step == 1 else 1))
                        near += way
                crossing.append((cell, width if step == 1 else 1))
            layer = crossing
        return -1

    def path_tiles(self, t: int, u: int) -> int:
        """The tiles of the starting board on a path joining t and u now (a mask; 0 if none).

        The runs reached with 0, 1, 2, ... turns, as in ``_route_many``, remembering where each
        run was entered, so that the corners can be walked back.
        """
        occ, width = self.occ, self.width
        (ra, ca), (rb, cb) = self.cells[t], self.cells[u]
        start, goal = ra * width + ca, rb * width + cb
        entered = {(start, 1): None, (start, width): None}
        layer = [(start, 1), (start, width)]
        for _ in range(self.turns + 1):
            crossing = []
            for cell, step in layer:
                for way in (step, -step):
                    near = cell + way
                    while near != goal and not occ[near]:
                        turn = (near, width if step == 1 else 1)
                        if turn not in entered:
                            entered[turn] = (cell, step)
                            crossing.append(turn)
                        near += way
                    if near == goal:
                        return self._tiles_between([goal, *self._corners(entered, cell, step)])
            layer = crossing
        return 0

    @staticmethod
    def _corners(entered: dict, cell: int, step: int) -> list[int]:
        corners = [cell]
        back = entered[cell, step]
        while back is not None:
            corners.append(back[0])
            back = entered[back]
        return corners

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

    def near_tiles(self, r: int, c: int, turns: int) -> set[int]:
        """The tiles a path from the empty cell (r, c) reaches within ``turns`` turns."""
        occ, width, at = self.occ, self.width, self.at
        found = set()
        seen = set()
        start = r * width + c
        layer = [(start, 1), (start, width)]
        for depth in range(turns + 1):
            crossing = []
            for cell, step in layer:
                if (cell, step) in seen:
                    continue
                seen.add((cell, step))
                for way in (step, -step):
                    near = cell + way
                    while not occ[near]:
                        seen.add((near, step))
                        if depth < turns:
                            crossing.append((near, width if step == 1 else 1))
                        near += way
                    if at[near] >= 0:
                        found.add(at[near])
            layer = crossing
        return found
