"""Every way the package answers a pair query, by name: the documents' programs as written,
the corrected searches under both rules, and the checker.

The one list of approaches: the comparison player, the board editor's methods, the cost
tables and the tests read it. A document registered in ``linklab.documents`` appears here by
itself; the corrected searches come from ``linklab.core.search.SEARCHES``.

Examples
--------
>>> names = list(APPROACHES)
>>> names[:4], names[-2:]
(['000', '003', '004', '004 bounds first'], ['checker', 'checker outside'])
>>> [e for e in APPROACHES["checker"].events(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2))]
[Found(path=((0, 0), (0, 2)))]
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import overload

from linklab.core import events as ev
from linklab.core.board import Board, Cell
from linklab.core.checker import Checker
from linklab.core.rules import Rules
from linklab.core.search import FRONTIERS, SEARCHES

#: What a board widget or the command line offers besides the searches: the checker's path.
CHECKER_METHOD = "fast"


class _Methods(Sequence[str]):
    """The methods a board query can be answered by, read live: each search of
    ``linklab.core.search.SEARCHES`` (so one added there is offered at once), then the checker."""

    def _all(self) -> tuple[str, ...]:
        return (*SEARCHES, CHECKER_METHOD)

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[str, ...]: ...

    def __getitem__(self, index: int | slice) -> str | tuple[str, ...]:
        return self._all()[index]

    def __len__(self) -> int:
        return len(self._all())

    def __repr__(self) -> str:
        return repr(self._all())


#: The methods a board query can be answered by: each search, then the checker.
METHODS: Sequence[str] = _Methods()


@dataclass(frozen=True)
class Approach:
    """One way to answer a query: a label, the rule it searches under, and its events."""

    name: str
    label: str
    rules: Rules
    method: str  # "bfs" or "dfs": how its frontier reads
    doc: str | None  # the document whose program it is, if any
    events: Callable[[Board, Cell, Cell], Iterable[ev.Event]]


def _checker_events(rules: Rules) -> Callable[[Board, Cell, Cell], Iterator[ev.Event]]:
    def events(board: Board, a: Cell, b: Cell) -> Iterator[ev.Event]:
        # The checker answers in one go, with no search to watch: its stream is its answer.
        checker = Checker(board, rules)
        problem = checker.pair_problem(a, b)
        if problem:
            yield ev.Refused(problem)
            return
        path = checker.path(a, b)
        yield ev.Found(path) if path else ev.Exhausted()

    return events


INSIDE, OUTSIDE = Rules(), Rules(outside=True)


def _corrected() -> list[Approach]:
    """Each search of ``linklab.core.search.SEARCHES`` under both rules, then the checker."""
    found = []
    for rules, where in ((INSIDE, ""), (OUTSIDE, " outside")):
        for name, search in SEARCHES.items():
            label = f"corrected {name.upper()}" + (", around the outside" if where else "")
            method = "dfs" if FRONTIERS[name] == "stack" else "bfs"
            events = functools.partial(_under, search, rules)
            found.append(Approach(name + where, label, rules, method, None, events))
    return [
        *found,
        Approach("checker", "the checker", INSIDE, "bfs", None, _checker_events(INSIDE)),
        Approach(
            "checker outside",
            "the checker, around the outside",
            OUTSIDE,
            "bfs",
            None,
            _checker_events(OUTSIDE),
        ),
    ]


def _under(
    search: Callable[[Board, Cell, Cell, Rules], Iterator[ev.Event]],
    rules: Rules,
    board: Board,
    a: Cell,
    b: Cell,
) -> Iterator[ev.Event]:
    return search(board, a, b, rules)


def document_approaches() -> list[Approach]:
    """Each registered document's search, and its variants, as approaches (read from the
    records in ``linklab.documents.registry``, so a new document appears here by itself)."""
    from linklab.documents.registry import board_documents

    found = []
    for doc in board_documents():
        assert doc.search is not None  # a board document searches
        found.append(Approach(doc.number, doc.label, doc.rules, doc.method, doc.number, doc.search))
        for name, (label, search) in doc.variants.items():
            found.append(
                Approach(f"{doc.number} {name}", label, doc.rules, doc.method, doc.number, search)
            )
    return found


class _Approaches(Mapping[str, Approach]):
    """Every approach by name, read live from the searches and the documents' records."""

    def _all(self) -> dict[str, Approach]:
        return {a.name: a for a in (*document_approaches(), *_corrected())}

    def __getitem__(self, name: str) -> Approach:
        return self._all()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


#: Every approach a player can show, by name.
APPROACHES: Mapping[str, Approach] = _Approaches()
