"""What each approach costs on the same board: one fold over each event stream."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from linklab.core.board import Board, Cell
from linklab.core.errors import UndefinedBehaviour
from linklab.core.events import Event
from linklab.core.rules import Rules
from linklab.core.search import SEARCHES, bfs_events
from linklab.core.trace import Summary, summarize
from linklab.documents.registry import board_documents
from linklab.i18n import display_width, pad, tr


@dataclass(frozen=True)
class Cost:
    """One approach's work on one query.

    ``answer`` is None when the stream stopped at undefined behaviour (``undefined`` says
    where); the counts are then those up to that point. ``frontier`` is the largest queue for
    a BFS and the deepest stack for a DFS.
    """

    approach: str
    answer: bool | None
    expanded: int
    added: int
    rejected: int
    frontier: int
    events: int
    undefined: str | None = None


def cost_of(approach: str, events: Iterable[Event]) -> Cost:
    """Fold one event stream into its ``Cost``, stopping at undefined behaviour if any.

    >>> from linklab.core.search import bfs_events
    >>> cost_of("bfs", bfs_events(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2)))
    ... # doctest: +NORMALIZE_WHITESPACE
    Cost(approach='bfs', answer=True, expanded=3, added=3, rejected=5, frontier=1, events=12,
         undefined=None)
    """
    stopped: list[str] = []
    summary: Summary = summarize(_until_undefined(events, stopped))
    answer = None if stopped else summary.outcome == "found"
    return Cost(
        approach=approach,
        answer=answer,
        expanded=summary.expanded,
        added=summary.added,
        rejected=sum(summary.rejected.values()),
        frontier=summary.largest_frontier,
        events=summary.events,
        undefined=stopped[0] if stopped else None,
    )


def compare_costs(board: Board, a: Cell, b: Cell, *, bounds_first: bool = False) -> dict[str, Cost]:
    """Every approach on one query, side by side.

    The rows: each search of ``linklab.core.search.SEARCHES`` (``bfs``, ``dfs``) under the inside
    rule, then each registered document that states that rule (``000``, ``003``), the corrected
    ``bfs outside``, then each document that goes round the outside (``004``).

    Parameters
    ----------
    board : Board
        The board.
    a, b : Cell
        The two cells.
    bounds_first : bool, optional
        Run a document that has a ``"bounds first"`` variant (004) as if its bounds test came
        before its ``visit`` read (an assumption, see ``doc004_dfs_events``), to see its whole
        cost.

    Returns
    -------
    dict of str to Cost
        One ``Cost`` per approach, in the order above.

    Examples
    --------
    An open 10 x 10 board, the target walled in: every approach tries everything. The DFSs
    with document 003's pruning cost about what the BFSs do; document 004's, with no pruning,
    tries every path of three straight segments:

    >>> board = Board.empty(10, 10).with_cells({(1, 1): 1, (8, 8): 1})
    >>> board = board.with_cells({(7, 8): 2, (9, 8): 2, (8, 7): 2, (8, 9): 2})
    >>> costs = compare_costs(board, (1, 1), (8, 8), bounds_first=True)
    >>> for name, cost in costs.items():
    ...     print(f"{name:12} {cost.answer} {cost.expanded:5}")
    bfs          False   369
    dfs          False   199
    000          False   171
    003          False   198
    bfs outside  False   557
    004          False  6209
    >>> why = compare_costs(board, (1, 1), (8, 8))["004"].undefined
    >>> print(why)  # doctest: +NORMALIZE_WHITESPACE
    reads visit[2][12], outside the array: a step right from the ring cell (1, 10) as code
    counts from 0 (row 2, column 11 as the pictures count from 1)

    """
    streams: dict[str, Iterator[Event]] = {
        name: search(board, a, b, Rules()) for name, search in SEARCHES.items()
    }
    for outside in (False, True):
        if outside:
            streams["bfs outside"] = bfs_events(board, a, b, Rules(outside=True))
        for doc in board_documents():
            if doc.rules.outside == outside:
                search = doc.search
                assert search is not None  # a board document searches
                if bounds_first and "bounds first" in doc.variants:
                    search = doc.variants["bounds first"][1]
                streams[doc.number] = search(board, a, b)
    return {name: cost_of(name, events) for name, events in streams.items()}


def format_costs(costs: dict[str, Cost]) -> str:
    """The costs as a plain-text table, one approach a line, in the language in force.

    >>> costs = compare_costs(Board.from_rows([[0, 0, 0], [0, 1, 0], [0, 0, 1]]), (1, 1), (2, 2))
    >>> print(format_costs(costs))
    approach     answer     expanded  added  rejected  frontier  events
    bfs          yes               8     15         8         8      32
    dfs          yes               5      5         4         5      10
    000          yes               6     16         8        12      31
    003          yes               4      4         8         3      14
    bfs outside  yes              18     41        12        24      72
    004          undefined         3      3         0         3       3
    """
    headers = [tr(word) for word in ("approach", "answer", "expanded", "added", "rejected")]
    headers += [tr("frontier"), tr("events")]
    least = [12, 10, 8, 6, 9, 9, 7]  # English fits these; Chinese may need more
    aligns = "<<>>>>>"
    rows = [headers]
    for cost in costs.values():
        answer = "undefined" if cost.answer is None else ("yes" if cost.answer else "no")
        counts = [cost.expanded, cost.added, cost.rejected, cost.frontier, cost.events]
        rows.append([tr(cost.approach), tr(answer), *map(str, counts)])
    widths = [max(w, *(display_width(row[k]) for row in rows)) for k, w in enumerate(least)]
    return "\n".join(
        " ".join(
            pad(item, width, align) for item, width, align in zip(row, widths, aligns)
        ).rstrip()
        for row in rows
    )


def _until_undefined(events: Iterable[Event], stopped: list[str]) -> Iterator[Event]:
    """The events up to undefined behaviour, whose reason is appended to ``stopped``."""
    try:
        yield from events
    except UndefinedBehaviour as why:
        stopped.append(str(why))
