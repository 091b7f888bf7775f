"""What the rule says about two cells, and why: the path it finds, or what stops every path.

Used where a program's or a function's answer is held against the rule (``linklab stress``,
`linklab.course.selfcheck`) to say in one line what the right answer is and where it comes from.

Examples
--------
>>> from linklab.core.board import Board
>>> board = Board.from_rows([[1, 2, 1]])
>>> print(rule_verdict(board, (0, 0), (0, 2), base=1).why)  # doctest: +NORMALIZE_WHITESPACE
no path: the tile at (1, 2) is in the way; every way round it leaves the board, and the rule
keeps paths on it
>>> print(rule_verdict(board, (0, 0), (0, 2), Rules(outside=True), base=1).why)
path (1, 1) → (0, 1) → (0, 3) → (1, 3), 2 turns
"""

from __future__ import annotations

from dataclasses import dataclass

from linklab.core.board import Board, Cell, Path, format_cell, walk
from linklab.core.checker import Checker
from linklab.core.rules import PAIR_PROBLEMS, Rules, kind_at, pair_problem

#: Boards of at most this many cells are asked, tile by tile, which one alone stands in the way.
IN_THE_WAY_CELLS = 400


@dataclass(frozen=True)
class Verdict:
    """The rule's answer for two cells (``linked``), its path (corners) if any, and why.

    When no path keeps to the rule, ``beyond`` is the path with the fewest turns that breaks it
    (more turns, or round the outside), if there is one.
    """

    linked: bool
    path: Path | None
    why: str
    beyond: Path | None = None


def format_path(path: Path, base: int = 0) -> str:
    """Corner cells joined by arrows, counted from ``base``, and the number of turns.

    >>> format_path(((0, 0), (0, 2)))
    '(0, 0) → (0, 2), 0 turns'
    """
    turns = len(path) - 2
    corners = " → ".join(format_cell(cell, base) for cell in path)
    return f"{corners}, {turns} turn{'s' * (turns != 1)}"


def rule_verdict(board: Board, a: Cell, b: Cell, rules: Rules = Rules(), base: int = 0) -> Verdict:
    """Whether ``a`` and ``b`` link under ``rules``, with the path found or what blocks them.

    Parameters
    ----------
    board : Board
    a, b : Cell
        The two cells, 0-based.
    rules : Rules
    base : int
        Count rows and columns from this in the text (1 for document 003's format).

    Returns
    -------
    Verdict

    Examples
    --------
    >>> board = Board.from_rows([[1, 0], [2, 1]])
    >>> rule_verdict(board, (0, 0), (1, 1)).why
    'path (0, 0) → (0, 1) → (1, 1), 1 turn'
    >>> rule_verdict(board, (0, 0), (1, 0)).why
    'the kinds differ (1 and 2)'
    """
    problem = pair_problem(board, a, b)
    if problem:
        detail = PAIR_PROBLEMS[problem]
        if problem == "kinds_differ":
            detail += f" ({board[a]} and {board[b]})"
        return Verdict(False, None, detail)
    path = Checker(board, rules).path(a, b)
    if path is not None:
        return Verdict(True, path, f"path {format_path(path, base)}")
    why, beyond = _why_no_path(board, a, b, rules, base)
    return Verdict(False, None, f"no path: {why}", beyond)


def _why_no_path(
    board: Board, a: Cell, b: Cell, rules: Rules, base: int
) -> tuple[str, Path | None]:
    """Why no path within the rule exists: how many turns one would need, or where it must go."""
    from linklab.core.search import find_path

    # Any path at all turns fewer than rows * cols + 4 times.
    loose = Rules(max_turns=board.rows * board.cols + 4, outside=rules.outside)
    path = find_path(board, a, b, loose, method="bfs")
    allowed = f"the rule allows {rules.max_turns}"
    if path is not None:
        fewest = len(path) - 2
        why = f"the fewest turns a path needs is {fewest} ({format_path(path, base)}); {allowed}"
        return why, path
    blocking = in_the_way(board, a, b, rules)
    around = None
    if not rules.outside:
        around = find_path(board, a, b, Rules(max_turns=loose.max_turns, outside=True), "bfs")
    if blocking:
        why = _tiles_in_the_way(blocking, base)
        if around is not None:
            them = "it" if len(blocking) == 1 else "them"
            why += f"; every way round {them} leaves the board, and the rule keeps paths on it"
        return why, around
    if around is not None:
        turns = len(around) - 2
        if turns > rules.max_turns:
            why = (
                f"every path needs {turns} turns or more and leaves the board; "
                "the rule keeps paths on it"
            )
            return why, around
        return "every path leaves the board; the rule keeps paths on it", around
    return f"{format_cell(a, base)} and {format_cell(b, base)} are walled off from each other", None


def in_the_way(board: Board, a: Cell, b: Cell, rules: Rules = Rules()) -> list[Cell]:
    """The tiles that stand between ``a`` and ``b`` when no path within the rule joins them.

    On a small board, each tile that alone, taken off, lets a path through; else (or when no
    one tile does) the tiles a path with the fewest turns would cross on the board emptied of
    every other tile. Empty when even that board has no path.

    >>> in_the_way(Board.from_rows([[1, 1, 1]]), (0, 0), (0, 2))
    [(0, 1)]
    """
    others = [cell for cell in board.tiles() if cell not in (a, b)]
    if board.rows * board.cols <= IN_THE_WAY_CELLS:
        alone = [c for c in others if Checker(board.with_cells({c: 0}), rules).can_link(a, b)]
        if alone:
            return alone
    cleared = board.with_cells({cell: 0 for cell in others})
    path = Checker(cleared, rules).path(a, b)
    if path is None:
        return []
    return [cell for cell in walk(path)[1:-1] if kind_at(board, cell)]


def _tiles_in_the_way(cells: list[Cell], base: int) -> str:
    shown = [format_cell(cell, base) for cell in cells[:3]]
    if len(cells) == 1:
        return f"the tile at {shown[0]} is in the way"
    if len(cells) > 3:
        return f"the tiles at {', '.join(shown)} and {len(cells) - 3} more are in the way"
    return f"the tiles at {', '.join(shown[:-1])} and {shown[-1]} are in the way"
