"""Which search to step after a wrong answer, to show why: its method, the board it runs on
and the two cells it runs between.

For a question about two given cells (A and B, or S) that is the question's own search. For
the pairs, a move, a clearing and document 000's verdict it is the turn-counting BFS between
the first two tiles the answer gets wrong: a pair named that does not link (or, in a clearing,
the first move that cannot be made then; two tiles, not an empty cell), else a pair that links
and was left out. `shown_search` runs it under the question's rule: its events are what the
notebook's player and the static page both step.

Examples
--------
>>> from linklab.course.practice.questions import question
>>> q = question("pairs", 1, 1)
>>> q.answer
[[[0, 0], [0, 2]], [[1, 0], [1, 1]]]
>>> search_to_show(q, "(1,1)-(1,3)")[::2]
('bfs', (1, 0))
>>> method, board, a, b = search_to_show(q, "(1,1)-(2,1) (1,1)-(1,3) (2,1)-(2,2)")
>>> method, board == Board.from_rows(q.board), a, b
('bfs', True, (0, 0), (1, 0))
>>> search_to_show(q, "(1,1)-(1,3) (2,1)-(2,2)") is None  # right: nothing to show
True
"""

from __future__ import annotations

from dataclasses import dataclass

from linklab.core.board import Board, Cell
from linklab.core.events import Event
from linklab.core.rules import Rules
from linklab.course.practice.answers import AnswerForm, read_answer
from linklab.course.practice.questions import Question

#: The method each skill's own search steps by.
_METHODS = {"bfs-queue": "cells", "dfs-push": "dfs", "dfs-prune": "dfs"}


def _links(q: Question, board: Board, a: Cell, b: Cell) -> bool:
    from linklab.core.checker import Checker

    return bool(board[a]) and board[a] == board[b] and Checker(board, q.rules()).can_link(a, b)


SearchToShow = tuple[str, Board, Cell, Cell | None]


def _as_cell(value: list[int]) -> Cell:
    return (int(value[0]), int(value[1]))


def search_to_show(q: Question, said: object) -> SearchToShow | None:
    """``(method, board, a, b)``: the search to step after the answer ``said`` to ``q``
    (``"bfs"``, the turn-counting BFS; ``"dfs"``; ``"cells"``, the plain BFS from ``a``, with
    ``b`` None); None where there is nothing to show (no board, a right answer, an answer
    that cannot be read)."""
    if q.board is None:
        return None
    board = Board.from_rows(q.board)
    if q.a is not None:  # its own search; document 000's verdict: the rule's BFS
        return _METHODS.get(q.skill, "bfs"), board, q.a, q.b
    try:
        value = read_answer(q, said)
    except AnswerForm:
        return None
    key: list[tuple[Cell, Cell]] = [(_as_cell(a), _as_cell(b)) for a, b in (q.answer or [])]
    if q.skill == "clear":
        return _clearing_wrong(q, board, value, key)
    named = [value] if q.skill == "game-move" and value is not None else value or []
    for a, b in named:
        if board[a] and board[b] and not _links(q, board, a, b):
            return "bfs", board, a, b
    if q.skill == "pairs":
        given = {frozenset(pair) for pair in named}
        for a, b in key:
            if frozenset((a, b)) not in given:
                return "bfs", board, a, b
    elif value is None and key:
        return "bfs", board, *key[0]
    return None


@dataclass(frozen=True)
class ShownSearch:
    """A search stepped to show why an answer is wrong: on ``board`` under ``rules`` (the
    question's: the ring round the board is drawn where it may be used), its ``events``,
    drawn as ``method``'s (``"bfs"``, a queue, or ``"dfs"``, a stack), ``ends`` outlined."""

    method: str
    board: Board
    rules: Rules
    events: tuple[Event, ...]
    ends: tuple[Cell, ...]


def shown_search(q: Question, said: object) -> ShownSearch | None:
    """The search `search_to_show` chooses after the answer ``said`` to ``q``, run: the
    question's own search under its rule (the plain BFS of cells for a queue question), or
    the rule's turn-counting BFS between two tiles; None where there is nothing to show.

    >>> from linklab.course.practice.questions import question
    >>> shown = shown_search(question("fewest-turns", 1, 7), "5")
    >>> shown.method, shown.rules == question("fewest-turns", 1, 7).rules()
    ('bfs', True)
    >>> type(shown.events[-1]).__name__, shown_search(question("six-distance", 1, 0), "9")
    ('Found', None)
    """
    from linklab.core.search import bfs_events, cell_bfs_events, dfs_events

    found = search_to_show(q, said)
    if found is None:
        return None
    method, board, a, b = found
    rules = q.rules()
    ends = (a,) if b is None else (a, b)
    if method == "cells" or b is None:
        return ShownSearch("bfs", board, rules, tuple(cell_bfs_events(board, a)), ends)
    if method == "dfs":
        return ShownSearch("dfs", board, rules, tuple(dfs_events(board, a, b, rules)), ends)
    return ShownSearch("bfs", board, rules, tuple(bfs_events(board, a, b, rules)), ends)


def _clearing_wrong(
    q: Question, board: Board, value: list[tuple[Cell, Cell]] | None, key: list[tuple[Cell, Cell]]
) -> SearchToShow | None:
    """The first move of a clearing that cannot be made then, shown on the board as it is
    then; or, for "none" said of a board that clears, the first move that clears it."""
    if value is None:
        return ("bfs", board, *key[0]) if key else None
    for a, b in value:
        if not _links(q, board, a, b):
            return ("bfs", board, a, b) if board[a] and board[b] else None
        board = board.remove_pair(a, b)
    return None
