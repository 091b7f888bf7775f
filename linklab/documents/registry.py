"""One record per document: everything the rest of the package needs to know about it.

Each document's module (``doc000``, ``doc001``, ...) ends with one ``register(Document(...))``;
the judge's ``--as`` choices, ``answers``, ``costs``, ``quirks``, the programs' sources and the
comparison player's approaches all read the records here, so a new document's re-do is one new
module and its record, imported in ``linklab/documents/__init__.py``.

Examples
--------
>>> import linklab.documents
>>> DOCUMENTS["003"].judge_format, DOCUMENTS["003"].method, DOCUMENTS["004"].rules
('hdu1175', 'dfs', Rules(max_turns=2, outside=True))
>>> [doc.number for doc in board_documents()]
['000', '003', '004']
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from linklab.core.cases import FORMATS
from linklab.core.rules import Rules

#: The judge formats a document's program can answer (see ``linklab judge``).


@dataclass(frozen=True)
class Document:
    """A teaching document's re-done program, as the package knows it.

    Parameters
    ----------
    number : str
        The document's number, ``"000"``; how every command and function names it.
    title : str
        Its title, as the document gives it.
    judge_format : str
        The judge format its program reads (one of ``FORMATS``).
    source : tuple of (str, str, int)
        Its program: the file in ``linklab/documents/sources/``, the language, the number the
        document prints on its first line.
    search : callable or None
        ``search(board, a, b)``: its board search as a stream of ``linklab.core.events``, raising
        ``UndefinedBehaviour`` where the program's behaviour is undefined; None for a document
        with no board (001, the six-digit puzzle).
    method : str
        ``"bfs"`` or ``"dfs"``: how its frontier reads (a queue or a stack).
    rules : Rules
        The rule the document states, which its corrected answer follows.
    quirks : dict of str to str
        The ways its program departs from that rule that the quirk finder can name, each with
        what it means (``linklab.documents.quirks``).
    variants : dict of str to (str, callable)
        Other ways to run its search, shown beside it: name -> (label, search); for example
        document 004 with its bounds tested first.
    judge : callable or None
        ``judge(text, out)``: its own judge, for a format that is not board queries (001).
    """

    number: str
    title: str
    judge_format: str
    source: tuple[str, str, int]
    search: Callable[..., Iterator[Any]] | None = None
    method: str = "bfs"
    rules: Rules = Rules()
    quirks: dict[str, str] = field(default_factory=dict)
    variants: dict[str, tuple[str, Callable[..., Iterator[Any]]]] = field(default_factory=dict)
    judge: Callable[..., Any] | None = None

    def __post_init__(self) -> None:
        if self.judge_format not in FORMATS:
            raise ValueError(f"judge format {self.judge_format!r}: expected {FORMATS}")
        if self.method not in ("bfs", "dfs"):
            raise ValueError(f"method {self.method!r}: expected 'bfs' or 'dfs'")
        # a board format is answered query by query with the search; another needs a judge
        if (self.judge_format == "sixdigits") != (self.judge is not None):
            raise ValueError(f"document {self.number}: only a sixdigits document has a judge")
        if self.judge_format != "sixdigits" and self.search is None:
            raise ValueError(f"document {self.number}: a {self.judge_format} document searches")

    @property
    def label(self) -> str:
        """How a table or a player names its search: ``document 003's DFS``."""
        return f"document {self.number}'s {self.method.upper()}"


#: Every registered document by number, kept in the order of their numbers.
DOCUMENTS: dict[str, Document] = {}


def register(document: Document) -> Document:
    """Add a document's record (replacing one of the same number); returns it.

    >>> from linklab.core.search import bfs_events
    >>> record = Document("999", "a test", "pair", ("000.cpp", "C++", 1), bfs_events)
    >>> register(record) is DOCUMENTS["999"]
    True
    >>> unregister("999")
    """
    DOCUMENTS[document.number] = document
    ordered = sorted(DOCUMENTS.items())
    DOCUMENTS.clear()
    DOCUMENTS.update(ordered)
    return document


def unregister(number: str) -> None:
    """Remove a document's record (a test's fake, say)."""
    DOCUMENTS.pop(number, None)


def document(number: str) -> Document:
    """The record of document ``number``, or a ValueError naming the ones there are.

    >>> document("042")
    Traceback (most recent call last):
    ...
    ValueError: no document '042': there is 000, 001, 003, 004
    """
    try:
        return DOCUMENTS[number]
    except KeyError:
        known = ", ".join(DOCUMENTS)
        raise ValueError(f"no document {number!r}: there is {known}") from None


def board_documents() -> list[Document]:
    """The documents with a board search, in the order of their numbers."""
    return [doc for doc in DOCUMENTS.values() if doc.search is not None]


def answering(judge_format: str) -> list[str]:
    """The documents whose program answers ``judge_format``, for ``linklab judge --as``.

    >>> answering("hdu1175")
    ['003', '004']
    """
    return [doc.number for doc in DOCUMENTS.values() if doc.judge_format == judge_format]


V = TypeVar("V")


class RecordView(Mapping[str, V], Generic[V]):
    """A live, read-only mapping from document number to one field of its record, over the
    documents that have it (not None): it follows ``register`` and ``unregister``.

    >>> searches = RecordView(lambda doc: doc.search)
    >>> list(searches)
    ['000', '003', '004']
    """

    def __init__(self, read: Callable[[Document], V | None]):
        self._read = read

    def _items(self) -> dict[str, V]:
        found = {number: self._read(doc) for number, doc in DOCUMENTS.items()}
        return {number: value for number, value in found.items() if value is not None}

    def __getitem__(self, number: str) -> V:
        return self._items()[number]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items())

    def __len__(self) -> int:
        return len(self._items())

    def __repr__(self) -> str:
        return repr(self._items())
