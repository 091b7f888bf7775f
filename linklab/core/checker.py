"""A fast connection test for big boards: no events, tested against the searches.

The checker reads the board once into ``linklab.core.tilegrid.Occupancy`` (bytes, a ring around the
board) and answers each query with its scans: straight or one turn, then two turns (the arms and
a shared row or column), then, past two turns, runs found breadth first. Preparing costs
O(rows x cols) at C speed; a two-turn query costs O(rows + cols) calls of ``bytes.find``.
"""

from __future__ import annotations

from collections.abc import Sequence

from linklab.core.board import Board, Cell, Path, check_board, check_size
from linklab.core.rules import Rules, check_rules, pair_problem_of
from linklab.core.tilegrid import Occupancy


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
        check_board(board)
        check_rules(rules)
        flat = [kind for row in board.grid for kind in row]
        self._setup(flat, board.rows, board.cols, rules)
        self._board: Board | None = board

    @classmethod
    def from_flat(
        cls, kinds: Sequence[int], rows: int, cols: int, rules: Rules = Rules()
    ) -> Checker:
        """A checker for the board whose kinds are listed row by row (no Board is built).

        >>> Checker.from_flat([1, 0, 1], 1, 3).can_link((0, 0), (0, 2))
        True
        """
        check_rules(rules)
        check_size(rows, cols)  # before its grid is made
        checker = cls.__new__(cls)
        checker._setup(kinds, rows, cols, rules)
        checker._board = None
        return checker

    def _setup(self, kinds: Sequence[int], rows: int, cols: int, rules: Rules) -> None:
        self.grid = Occupancy(kinds, rows, cols, rules.outside)
        self.rows, self.cols, self.rules = rows, cols, rules
        self._kinds = kinds

    def kind(self, cell: Cell) -> int:
        """The kind at a cell of the board."""
        return self._kinds[cell[0] * self.cols + cell[1]]

    def pair_problem(self, a: Cell, b: Cell) -> str | None:
        """Why ``a`` and ``b`` are no pair (as ``rules.pair_problem``), or None."""
        return pair_problem_of(a, b, self.rows, self.cols, self.kind)

    def can_link(self, a: Cell, b: Cell) -> bool:
        """Whether a path under the rule joins the tiles at ``a`` and ``b``."""
        return self.pair_problem(a, b) is None and self._search(a, b, shortest=False) is not None

    def path(self, a: Cell, b: Cell) -> Path | None:
        """The corner cells of a path with the fewest turns (then the shortest), or None."""
        if self.pair_problem(a, b):
            return None
        return self._search(a, b, shortest=True)

    def _search(self, a: Cell, b: Cell, shortest: bool) -> Path | None:
        grid, turns = self.grid, self.rules.max_turns
        ra, ca, rb, cb = a[0] + 2, a[1] + 2, b[0] + 2, b[1] + 2
        way = grid.one_turn(ra, ca, rb, cb, min(turns, 1))
        if way == -1 and turns >= 2:
            way = grid.two_turns(ra, ca, rb, cb, shortest)
        corners: tuple[Cell, ...] | None
        if way != -1:
            corners = grid.corners(ra, ca, rb, cb, way)
        elif turns > 2:
            corners = grid.path_corners((ra, ca), (rb, cb), turns)
            if corners is None:
                return None
        else:
            return None
        return tuple((r - 2, c - 2) for r, c in corners)
