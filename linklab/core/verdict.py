"""What the rule says about two cells, and why: the path it finds, or what stops every path.

Used where a program's or a function's answer is held against the rule (``linklab stress``,
`linklab.course.selfcheck`) to say in one line what the right answer is and where it comes from.

Examples
--------
>>> from linklab.core.board import Board
>>> board = Board.from_rows([[1, 2, 1]])
>>> print(rule_verdict(board, (0, 0), (0, 2)).why)
no path: every path leaves the board; the rule keeps paths on it
>>> print(rule_verdict(board, (0, 0), (0, 2), Rules(outside=True), base=1).why)
path (1, 1) → (0, 1) → (0, 3) → (1, 3), 2 turns
"""

from __future__ import annotations

from dataclasses import dataclass

from linklab.core.board import Board, Cell, Path, format_cell
from linklab.core.checker import Checker
from linklab.core.rules import PAIR_PROBLEMS, Rules, pair_problem


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
    why, beyond = _blocked(board, a, b, rules, base)
    return Verdict(False, None, f"no path: {why}", beyond)


def _blocked(board: Board, a: Cell, b: Cell, rules: Rules, base: int) -> tuple[str, Path | None]:
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
    if not rules.outside:
        around = find_path(board, a, b, Rules(max_turns=loose.max_turns, outside=True), "bfs")
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
