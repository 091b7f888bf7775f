"""Answers as each document's program gives them, next to the rule each document states."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from linklab.core.board import Board, Cell
from linklab.core.checker import Checker
from linklab.core.events import Event, Found
from linklab.core.trace import last_event
from linklab.documents.registry import DOCUMENTS, RecordView

#: Each board document's search, as its program runs it (read from the records, live).
DOCUMENT_SEARCHES = RecordView(lambda doc: doc.search)

#: The rule each board document states (document 004 alone goes round the outside).
DOCUMENT_RULES = RecordView(lambda doc: doc.rules if doc.search else None)


def document_answer(doc: str, board: Board, a: Cell, b: Cell) -> bool:
    """Whether document ``doc``'s program links ``a`` and ``b`` on ``board``.

    Raises ``UndefinedBehaviour`` where the program's behaviour is undefined.

    >>> document_answer("000", Board.from_rows([[0, 0, 0], [0, 1, 2]]), (1, 1), (1, 2))
    True
    """
    last = last_event(_search(doc)(board, a, b))
    return isinstance(last, Found)


def corrected_answer(doc: str, board: Board, a: Cell, b: Cell) -> bool:
    """Whether ``a`` and ``b`` are a pair that the rule document ``doc`` states links.

    >>> corrected_answer("000", Board.from_rows([[0, 0, 0], [0, 1, 2]]), (1, 1), (1, 2))
    False
    """
    _search(doc)
    return Checker(board, DOCUMENT_RULES[doc]).can_link(a, b)


def answer_as(doc: str, kinds: Sequence[int], rows: int, cols: int, a: Cell, b: Cell) -> bool:
    """Answer one judge query as document ``doc``'s program does.

    Parameters
    ----------
    doc : {"000", "003", "004"}
        Whose program: document 000's BFS, 003's pruned DFS, or 004's DFS around the outside
        (``Judge`` refusing a position answers False, as "坐标错误" removes nothing).
    kinds : sequence of int
        The board's kinds row by row.
    rows, cols : int
        The board's size.
    a, b : Cell
        The two cells, 0-based.

    Returns
    -------
    bool
        The program's answer (``TRUE``/``YES``, or the pair removed).

    Raises
    ------
    UndefinedBehaviour
        Where the program's behaviour is undefined; ``str()`` says why.
    ValueError
        For an unknown ``doc``.

    Examples
    --------
    >>> answer_as("000", [0, 0, 0, 0, 1, 2], 2, 3, (1, 1), (1, 2))
    True
    >>> answer_as("003", [0, 0, 0, 0, 1, 2], 2, 3, (1, 1), (1, 2))
    False
    >>> from linklab.core.errors import UndefinedBehaviour
    >>> try:
    ...     answer_as("000", [1, 0, 1], 1, 3, (0, 0), (0, 2))
    ... except UndefinedBehaviour as why:
    ...     print(why)
    writes vir[0][-1], outside the array: the first step left from the start (0, 0)
    """
    return answerer_as(doc)(kinds, rows, cols)(a, b)


def answerer_as(doc: str) -> Callable[[Sequence[int], int, int], Callable[[Cell, Cell], bool]]:
    """``answer_as`` in ``linklab.cli.judge``'s shape: prepare a board once, then answer queries.

    >>> decide = answerer_as("003")([1, 0, 1], 1, 3)
    >>> decide((0, 0), (0, 2)), decide((0, 0), (0, 1))
    (True, False)
    """
    search = _search(doc)

    def prepare(kinds: Sequence[int], rows: int, cols: int) -> Callable[[Cell, Cell], bool]:
        if len(kinds) != rows * cols:
            raise ValueError(f"{len(kinds)} kinds for a {rows}x{cols} board")
        board = Board.from_rows(kinds[r * cols : (r + 1) * cols] for r in range(rows))

        def decide(a: Cell, b: Cell) -> bool:
            last = last_event(search(board, a, b))
            return isinstance(last, Found)

        return decide

    return prepare


def _search(doc: str) -> Callable[[Board, Cell, Cell], Iterator[Event]]:
    """The search of document ``doc``, or ValueError naming the ones there are."""
    record = DOCUMENTS.get(doc)
    if record is None or record.search is None:
        known = ", ".join(DOCUMENT_SEARCHES)
        raise ValueError(f"no board search for document {doc!r}; there is {known}")
    return record.search
