"""A fast connection test for big boards: no events, tested against the searches.

A path with at most two turns is three straight segments A-P, P-Q, Q-B (some may be empty).
P lies on one of A's *arms*, the empty cells straight out from A; Q on one of B's. So either
P and Q share a row (A and B go up or down to it) or they share a column. The checker finds the
arms, then tries each shared row (or column) and asks whether the middle segment is clear.

Occupancy is one ``bytes`` object over the board with a one-cell ring around it (occupied for
the inside rule, empty for the outside rule), so "is this segment clear?" is one C-level
``find`` on a row slice or a strided column slice. Preparing costs O(rows x cols); a query costs
O(rows + cols) such calls.

With more than two turns the checker searches *runs* instead of cells: a run is a maximal
stretch of empty cells along a row or a column, and a path with t turns walks along t + 1 runs,
each crossing the next. Runs are found breadth first by the turns they cost (the two through
the first tile cost none), each once per axis; finding a run's ends is a ``find`` and marking it
seen a slice assignment on a bitmap, so the Python loop counts runs, not cells.
"""

from __future__ import annotations

from collections.abc import Sequence

from linklab.board import Board, Cell, Path
from linklab.rules import Rules, check_cell

_FULL = 1
_NONZERO = bytes([0] + [1] * 255)  # a translate table: 0 stays 0, any other byte becomes 1


def _occupancy(kinds: Sequence[int]) -> bytes:
    """One byte per cell, 1 where a tile is; bytes() and translate() keep it at C speed."""
    try:
        return bytes(kinds).translate(_NONZERO)
    except ValueError:  # a kind of 256 or more
        return bytes(map(bool, kinds))


class Checker:
    """Answers "can a and b be linked?" on one board under one rule, many times over.

    Examples
    --------
    >>> board = Board.from_rows([[1, 2, 3], [0, 0, 0], [3, 2, 1]])
    >>> checker = Checker(board)
    >>> checker.can_link((0, 0), (2, 2)), checker.path((0, 0), (2, 2))
    (True, ((0, 0), (1, 0), (1, 2), (2, 2)))
    >>> row = Board.from_rows([[1, 2, 1]])
    >>> Checker(row).can_link((0, 0), (0, 2))
    False
    >>> Checker(row, Rules(outside=True)).path((0, 0), (0, 2))
    ((0, 0), (-1, 0), (-1, 2), (0, 2))
    """

    def __init__(self, board: Board, rules: Rules = Rules()):
        flat = [kind for row in board.grid for kind in row]
        self._setup(flat, board.rows, board.cols, rules)
        self._board: Board | None = board

    @classmethod
    def from_flat(cls, kinds: Sequence[int], rows: int, cols: int, rules: Rules = Rules()):
        """A checker for the board whose kinds are listed row by row (no Board is built).

        >>> Checker.from_flat([1, 0, 1], 1, 3).can_link((0, 0), (0, 2))
        True
        """
        checker = cls.__new__(cls)
        checker._setup(kinds, rows, cols, rules)
        checker._board = None
        return checker

    def _setup(self, kinds: Sequence[int], rows: int, cols: int, rules: Rules) -> None:
        if len(kinds) != rows * cols:
            raise ValueError(f"{len(kinds)} kinds for a {rows}x{cols} board")
        self.rows, self.cols, self.rules = rows, cols, rules
        self._kinds = kinds
        width = cols + 2
        ring = b"\x00" if rules.outside else b"\x01"
        parts = [ring * width]
        for r in range(rows):
            parts += (ring, _occupancy(kinds[r * cols : (r + 1) * cols]), ring)
        parts.append(ring * width)
        self._occupied = b"".join(parts)
        self._width = width
        self._columns: dict[int, bytes] = {}

    def kind(self, cell: Cell) -> int:
        """The kind at a cell of the board."""
        return self._kinds[cell[0] * self.cols + cell[1]]

    def pair_problem(self, a: Cell, b: Cell) -> str | None:
        """Why ``a`` and ``b`` are no pair (as ``rules.pair_problem``), or None."""
        a, b = check_cell(a), check_cell(b)
        for r, c in (a, b):
            if not (0 <= r < self.rows and 0 <= c < self.cols):
                return "off_board"
        if a == b:
            return "same_cell"
        ka, kb = self.kind(a), self.kind(b)
        if not ka or not kb:
            return "empty_cell"
        return None if ka == kb else "kinds_differ"

    def can_link(self, a: Cell, b: Cell) -> bool:
        """Whether a path under the rule joins the tiles at ``a`` and ``b``."""
        return self.pair_problem(a, b) is None and self._search(a, b, shortest=False) is not None

    def path(self, a: Cell, b: Cell) -> Path | None:
        """The corner cells of a path with the fewest turns (then the shortest), or None."""
        if self.pair_problem(a, b):
            return None
        return self._search(a, b, shortest=True)

    # Everything below works in ring coordinates: board cell (r, c) is (r + 1, c + 1).

    def _search(self, a: Cell, b: Cell, shortest: bool) -> Path | None:
        pa, pb = (a[0] + 1, a[1] + 1), (b[0] + 1, b[1] + 1)
        found = None
        if self._straight_clear(pa, pb):
            found = (pa, pb)
        elif self.rules.max_turns >= 1:
            found = self._one_turn(pa, pb)
            if found is None and self.rules.max_turns >= 2:
                found = self._two_turns(pa, pb, shortest)
            if found is None and self.rules.max_turns > 2:
                found = self._runs(pa, pb)
        if found is None:
            return None
        corners = [found[0]]
        for cell in found[1:]:
            if cell != corners[-1]:
                corners.append(cell)
        return tuple((r - 1, c - 1) for r, c in corners)

    def _column(self, c: int) -> bytes:
        column = self._columns.get(c)
        if column is None:
            column = self._columns[c] = self._occupied[c :: self._width]
        return column

    def _is_empty(self, cell: Cell) -> bool:
        return not self._occupied[cell[0] * self._width + cell[1]]

    def _row_clear(self, r: int, c1: int, c2: int) -> bool:
        """Row r is empty strictly between columns c1 and c2."""
        lo, hi = (c1, c2) if c1 < c2 else (c2, c1)
        base = r * self._width
        return self._occupied.find(_FULL, base + lo + 1, base + hi) == -1

    def _column_clear(self, c: int, r1: int, r2: int) -> bool:
        """Column c is empty strictly between rows r1 and r2."""
        lo, hi = (r1, r2) if r1 < r2 else (r2, r1)
        return self._column(c).find(_FULL, lo + 1, hi) == -1

    def _straight_clear(self, p: Cell, q: Cell) -> bool:
        if p[0] == q[0]:
            return self._row_clear(p[0], p[1], q[1])
        if p[1] == q[1]:
            return self._column_clear(p[1], p[0], q[0])
        return False

    def _one_turn(self, pa: Cell, pb: Cell) -> tuple[Cell, ...] | None:
        for corner in ((pa[0], pb[1]), (pb[0], pa[1])):
            if (
                corner not in (pa, pb)
                and self._is_empty(corner)
                and self._straight_clear(pa, corner)
                and self._straight_clear(corner, pb)
            ):
                return pa, corner, pb
        return None

    def _arm(self, line: bytes, at: int) -> tuple[int, int]:
        """The first and last index of the empty run through ``at`` (``at`` itself aside)."""
        first = line.rfind(_FULL, 0, at) + 1
        last = line.find(_FULL, at + 1)
        return first, (len(line) - 1 if last == -1 else last - 1)

    def _two_turns(self, pa: Cell, pb: Cell, shortest: bool) -> tuple[Cell, ...] | None:
        (ra, ca), (rb, cb) = pa, pb
        best, best_length = None, None
        if ca != cb:
            top_a, bottom_a = self._arm(self._column(ca), ra)
            top_b, bottom_b = self._arm(self._column(cb), rb)
            for r in range(max(top_a, top_b), min(bottom_a, bottom_b) + 1):
                if self._row_clear(r, ca, cb):
                    length = abs(r - ra) + abs(r - rb) + abs(ca - cb)
                    if best_length is None or length < best_length:
                        best, best_length = (pa, (r, ca), (r, cb), pb), length
                    if not shortest:
                        return best
        if ra != rb:
            base_a, base_b = ra * self._width, rb * self._width
            left_a, right_a = self._arm(self._occupied[base_a : base_a + self._width], ca)
            left_b, right_b = self._arm(self._occupied[base_b : base_b + self._width], cb)
            for c in range(max(left_a, left_b), min(right_a, right_b) + 1):
                if self._column_clear(c, ra, rb):
                    length = abs(c - ca) + abs(c - cb) + abs(ra - rb)
                    if best_length is None or length < best_length:
                        best, best_length = (pa, (ra, c), (rb, c), pb), length
                    if not shortest:
                        return best
        return best

    def _runs(self, pa: Cell, pb: Cell) -> tuple[Cell, ...] | None:
        """A path of the fewest turns (any number up to the rule's) found run by run; its
        corners are where each run was entered, so it need not be the shortest."""
        occupied, width = self._occupied, self._width
        height = len(occupied) // width
        seen = (bytearray(len(occupied)), bytearray(len(occupied)))  # along rows, along columns
        # A run: (axis, its line, first and last index along the line, entry cell, parent run).
        runs: list[tuple[int, int, int, int, Cell, int]] = []

        def discover(axis: int, cell: Cell, parent: int) -> bool:
            """Record the run through ``cell`` along ``axis``; whether it reaches ``pb``."""
            r, c = cell
            if axis == 0:
                base = r * width
                left = occupied.rfind(_FULL, base, base + c)
                left = -1 if left == -1 else left - base
                right = occupied.find(_FULL, base + c + 1, base + width)
                right = width if right == -1 else right - base
                first, last = left + 1, right - 1
                seen[0][base + first : base + last + 1] = b"\x01" * (last - first + 1)
                runs.append((0, r, first, last, cell, parent))
                return r == pb[0] and pb[1] in (left, right)
            column = self._column(c)
            top = column.rfind(_FULL, 0, r)
            bottom = column.find(_FULL, r + 1)
            bottom = height if bottom == -1 else bottom
            first, last = top + 1, bottom - 1
            seen[1][first * width + c : last * width + c + 1 : width] = b"\x01" * (last - first + 1)
            runs.append((1, c, first, last, cell, parent))
            return c == pb[1] and pb[0] in (top, bottom)

        layer_start = 0
        for axis in (0, 1):
            if discover(axis, pa, -1):
                return self._corners(runs, pa, pb)
        for _ in range(self.rules.max_turns):
            layer_end = len(runs)
            if layer_start == layer_end:
                return None
            for index in range(layer_start, layer_end):
                axis, line, first, last, _, _ = runs[index]
                other = 1 - axis
                if axis == 0:  # cross the row's cells with columns not yet seen
                    start = line * width
                    marks = seen[1][start + first : start + last + 1]
                else:
                    marks = seen[0][first * width + line : last * width + line + 1 : width]
                at = marks.find(0)
                while at != -1:
                    cell = (line, first + at) if axis == 0 else (first + at, line)
                    if discover(other, cell, index):
                        return self._corners(runs, pa, pb)
                    # a run across this line meets it once: later marks are still right
                    at = marks.find(0, at + 1)
            layer_start = layer_end
        return None

    @staticmethod
    def _corners(runs: list, pa: Cell, pb: Cell) -> tuple[Cell, ...]:
        corners = [pb]
        index = len(runs) - 1
        while index != -1:
            _, _, _, _, entry, parent = runs[index]
            corners.append(entry)
            index = parent
        return tuple(reversed(corners))
