"""The connection rule as one value, and the geometry every method shares."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import pairwise

from linklab.core.board import Board, Cell, check_board, check_cell, format_cell
from linklab.core.errors import InputError, check_iterable, check_type


class Heading(Enum):
    """The way a path segment runs. The order is the order every search tries them in."""

    UP = (-1, 0)
    RIGHT = (0, 1)
    DOWN = (1, 0)
    LEFT = (0, -1)

    @property
    def opposite(self) -> Heading:
        return _OPPOSITE[self]

    def step(self, cell: Cell) -> Cell:
        """The next cell this way.

        >>> Heading.RIGHT.step((2, 3))
        (2, 4)
        """
        dr, dc = self.value
        return cell[0] + dr, cell[1] + dc

    def __repr__(self) -> str:
        return f"Heading.{self.name}"

    # Each heading is one object, equal only to itself: hashed as one, in C (Enum's own hash is
    # Python code, and a search hashes a heading for every state it meets).
    __hash__ = object.__hash__


_OPPOSITE = {
    Heading.UP: Heading.DOWN,
    Heading.DOWN: Heading.UP,
    Heading.LEFT: Heading.RIGHT,
    Heading.RIGHT: Heading.LEFT,
}


@dataclass(frozen=True, slots=True)
class Rules:
    """What joins two tiles: at most ``max_turns`` turns (``max_turns + 1`` straight segments),
    through empty cells, on the board, or also on a one-cell empty ring around it when
    ``outside`` (document 004; documents 000 and 003 forbid it).

    Examples
    --------
    >>> Rules()
    Rules(max_turns=2, outside=False)
    >>> Rules(outside=True).area(Board.empty(2, 3))
    (-1, 2, -1, 3)
    """

    max_turns: int = 2
    outside: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.max_turns, bool) or not isinstance(self.max_turns, int):
            raise TypeError(f"max_turns must be an integer >= 0, like 2, not {self.max_turns!r}")
        if self.max_turns < 0:
            raise InputError(f"max_turns must be an integer >= 0, got {self.max_turns!r}")
        if not isinstance(self.outside, bool):
            raise TypeError(f"outside must be True or False, not {self.outside!r}")

    @property
    def summary(self) -> str:
        """The rule in a few words, in English (``linklab.i18n.tr`` says it in Chinese).

        >>> Rules().summary, Rules(1, outside=True).summary
        ('at most 2 turns, on the board', 'at most 1 turns, round the outside allowed')
        """
        where = "round the outside allowed" if self.outside else "on the board"
        return f"at most {self.max_turns} turns, {where}"

    def area(self, board: Board) -> tuple[int, int, int, int]:
        """The rows and columns a path may use: ``(top, bottom, left, right)``, inclusive."""
        pad = 1 if self.outside else 0
        return -pad, board.rows - 1 + pad, -pad, board.cols - 1 + pad

    def in_area(self, board: Board, cell: Cell) -> bool:
        """Whether a path may pass through ``cell`` (its kind aside)."""
        top, bottom, left, right = self.area(board)
        return top <= cell[0] <= bottom and left <= cell[1] <= right


def check_rules(rules: object, name: str = "rules") -> Rules:
    """``rules`` itself when it is a `Rules`; else a TypeError naming the parameter ``name``.

    >>> check_rules({"max_turns": 2})
    Traceback (most recent call last):
    ...
    TypeError: rules must be a Rules, like ll.Rules(max_turns=2, outside=False), got dict
    """
    check_type(rules, Rules, name, "a Rules, like ll.Rules(max_turns=2, outside=False)")
    return rules  # type: ignore[return-value]


def useful_turns(rows: int, cols: int) -> int:
    """More turns than this never help on a ``rows`` x ``cols`` board, ring included: a path
    with the fewest turns enters each (cell, axis) at most once, so turns at most that often.

    >>> useful_turns(2, 4)
    48
    """
    return 2 * (rows + 2) * (cols + 2)


def bounded(rules: Rules, rows: int, cols: int) -> Rules:
    """``rules`` with a turn limit no board of that shape can use lowered to one it can; the
    same links either way, found without counting through turns that cannot be used.

    >>> bounded(Rules(max_turns=10**10), 2, 4)
    Rules(max_turns=48, outside=False)
    """
    limit = useful_turns(rows, cols)
    return rules if rules.max_turns <= limit else Rules(max_turns=limit, outside=rules.outside)


def kind_at(board: Board, cell: Cell) -> int:
    """The kind at ``cell``; 0 off the board, where the outside ring lies.

    >>> kind_at(Board.from_rows([[5]]), (-1, 0))
    0
    """
    r, c = cell
    if 0 <= r < board.rows and 0 <= c < board.cols:
        return board.grid[r][c]
    return 0


def pair_problem(board: Board, a: Cell, b: Cell) -> str | None:
    """Why ``a`` and ``b`` cannot be a pair at all, or None when they can; a TypeError when
    either is not a pair of integers.

    Examples
    --------
    >>> board = Board.from_rows([[1, 2, 1]])
    >>> pair_problem(board, (0, 0), (0, 2)) is None
    True
    >>> pair_problem(board, (0, 0), (0, 1))
    'kinds_differ'
    """
    check_board(board)
    grid = board.grid
    return _pair_test(check_cell(a, "a"), check_cell(b, "b"), len(grid), len(grid[0]), _kinds(grid))


def pair_problem_of(
    a: Cell, b: Cell, rows: int, cols: int, kind: Callable[[Cell], int]
) -> str | None:
    """``pair_problem`` for any board that can say its shape and the ``kind`` at a cell (a
    ``Board``, or the flat kinds a checker reads).

    >>> pair_problem_of((0, 0), (0, 3), 1, 3, lambda cell: 1)
    'off_board'
    """
    return _pair_test(check_cell(a), check_cell(b), rows, cols, kind)


def _kinds(grid: tuple[tuple[int, ...], ...]) -> Callable[[Cell], int]:
    """The kind at a cell of ``grid``, unchecked: `_pair_test` asks only for cells on it."""
    return lambda cell: grid[cell[0]][cell[1]]


def _pair_test(a: Cell, b: Cell, rows: int, cols: int, kind: Callable[[Cell], int]) -> str | None:
    """`pair_problem_of` on two cells known to be pairs of integers."""
    for r, c in (a, b):
        if not (0 <= r < rows and 0 <= c < cols):
            return "off_board"
    if a == b:
        return "same_cell"
    ka, kb = kind(a), kind(b)
    if not ka or not kb:
        return "empty_cell"
    if ka != kb:
        return "kinds_differ"
    return None


PAIR_PROBLEMS = {
    "off_board": "a cell is off the board",
    "same_cell": "the same cell twice",
    "empty_cell": "a cell is empty",
    "kinds_differ": "the kinds differ",
}


def path_problem(
    board: Board, path: Sequence[Cell], rules: Rules = Rules(), base: int = 0
) -> str | None:
    """What makes ``path`` (corner cells, ends included) no legal link, or None if it is one;
    its cells counted from ``base``.

    Examples
    --------
    >>> board = Board.from_rows([[1, 0], [2, 1]])
    >>> path_problem(board, ((0, 0), (0, 1), (1, 1))) is None
    True
    >>> path_problem(board, ((0, 0), (1, 0), (1, 1)))
    'cell (1, 0) is occupied'
    >>> path_problem(board, ((0, 0), (1, 1)))
    'segment (0, 0)-(1, 1) is not straight'
    >>> path_problem(board, [[0, 0], [0, 1], [1, 1]]) is None  # lists of lists are cells too
    True
    """
    check_board(board)
    check_rules(rules)
    check_type(base, int, "base", "0 or 1 (where rows and columns count from)")
    check_iterable(path, "path", "a sequence of cells, like ((0, 0), (0, 2))")
    cells = tuple(check_cell(cell, f"path[{i}]") for i, cell in enumerate(path))
    return path_problem_of(board, cells, rules, base)


def path_problem_of(
    board: Board, path: tuple[Cell, ...], rules: Rules, base: int = 0
) -> str | None:
    """`path_problem` on a path already read as a tuple of ``(row, col)`` pairs of integers,
    on a Board, under a Rules (a check judging each of thousands of answers reads each once).

    >>> path_problem_of(Board.from_rows([[1, 1]]), ((0, 0), (0, 1)), Rules()) is None
    True
    """
    if len(path) < 2:
        return "a path needs two ends"
    grid, rows, cols = board.grid, board.rows, board.cols
    problem = _pair_test(path[0], path[-1], rows, cols, _kinds(grid))
    if problem:
        return PAIR_PROBLEMS[problem]
    if len(path) - 2 > rules.max_turns:
        return f"{len(path) - 2} turns, the rule allows {rules.max_turns}"
    headings: list[tuple[int, int]] = []
    area = rules.area(board)  # read once a path: a check judges thousands of them
    for start, end in pairwise(path):
        if start == end or (start[0] != end[0] and start[1] != end[1]):
            return f"segment {format_cell(start, base)}-{format_cell(end, base)} is not straight"
        dr, dc = end[0] - start[0], end[1] - start[1]
        step = ((dr > 0) - (dr < 0), (dc > 0) - (dc < 0))
        if headings and headings[-1] == step:
            return f"corner {format_cell(start, base)} does not turn"
        headings.append(step)
        problem = _segment_problem(grid, area, start, end, step, path[-1], base)
        if problem:
            return problem
    return None


def _segment_problem(
    grid: tuple[tuple[int, ...], ...],
    area: tuple[int, int, int, int],
    start: Cell,
    end: Cell,
    step: Cell,
    last: Cell,
    base: int,
) -> str | None:
    """What stops a straight segment of a path (``step`` a cell at a time, ``last`` the
    path's far end) on the board of ``grid`` whose rule's `Rules.area` is ``area``, or None."""
    top, bottom, left, right = area
    rows, cols = len(grid), len(grid[0])
    cell = start
    while cell != end:
        cell = (cell[0] + step[0], cell[1] + step[1])
        if cell == last:
            break
        r, c = cell
        if not (top <= r <= bottom and left <= c <= right):
            return f"cell {format_cell(cell, base)} is outside the rule's area"
        if 0 <= r < rows and 0 <= c < cols and grid[r][c]:
            return f"cell {format_cell(cell, base)} is occupied"
    if cell != end:
        return f"the path reaches {format_cell(last, base)} before its end"
    return None
