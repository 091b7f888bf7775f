"""The judge formats of documents 000 and 003: read queries, answer each, print as they do.

- ``pair`` (document 000): ``rows cols``, every cell as one flat list, then two 0-based cells
  ``row col``; the answer is ``TRUE`` or ``FALSE``. Several cases may follow one another.
- ``hdu1175`` (document 003): boards until ``0 0``; each is ``n m``, n rows of m kinds, ``q``,
  then q queries ``x1 y1 x2 y2`` (1-based row and column); ``YES`` or ``NO`` a query.

Answers are written as they are decided, so when the input goes wrong the answers for everything
before the fault are already out; then an ``InputError`` names the line and the token.

Examples
--------
>>> import io
>>> out = io.StringIO()
>>> judge_hdu1175(b"1 3\\n1 0 1\\n2\\n1 1 1 3\\n1 1 1 2\\n0 0\\n", out)
>>> out.getvalue()
'YES\\nNO\\n'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TextIO

from linklab.core.board import Cell, parse_count, show_token
from linklab.core.checker import Checker
from linklab.core.errors import InputError, UndefinedBehaviour
from linklab.core.rules import Rules

#: Prepares one board (kinds row by row, rows, cols) and returns what decides its queries:
#: (a, b) -> linked? That may raise UndefinedBehaviour when it answers as a document's program
#: whose behaviour is not defined there.
Answerer = Callable[[Sequence[int], int, int], Callable[[Cell, Cell], bool]]


class Reader:
    """Integers from a byte string, read as ``scanf`` reads them, with line numbers for errors.

    Numbers may be spread over lines in any layout; only ``\\n``, ``\\r\\n`` and ``\\r`` end a
    line (for counting), and spaces, tabs, ``\\v`` and ``\\f`` separate numbers.

    >>> r = Reader(b"2 3\\r\\n1 2\\r3 4 5\\n6\\n")
    >>> r.take(2, "the size"), r.take(6, "cells"), r.line_number
    ([2, 3], [1, 2, 3, 4, 5, 6], 4)
    >>> r.at_end()
    True
    """

    def __init__(self, data: bytes):
        if b"\r" in data:
            data = data.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
        self._lines = data.split(b"\n")
        self._next = 0  # index of the next unread line
        self._pending: list[bytes] = []  # unread tokens of line number self.line_number
        self._whole = False  # whether _pending is a whole line, nothing of it read yet
        self._raw = b""  # the line _pending came from
        self.line_number = 0

    def at_end(self) -> bool:
        """Whether only blank lines are left."""
        while not self._pending:
            if not self._advance():
                return True
        return False

    def line(self, count: int, what: str) -> list[int]:
        """The next non-blank line, which must hold exactly ``count`` integers >= 0."""
        if self._pending and not self._whole:
            raise InputError(
                f"expected {what} on a line of its own",
                line=self.line_number,
                token=show_token(self._pending[0]),
            )
        if not self._pending and not self._advance():
            raise InputError(f"expected {what}, got the end of the input", line=self._last_line)
        tokens, self._pending = self._pending, []
        values = self._ints(tokens, what)
        if len(values) != count:
            raise InputError(
                f"expected {what}: {count} number{'s' * (count != 1)}, the line has {len(values)}",
                line=self.line_number,
            )
        return values

    def take(self, count: int, what: str) -> list[int]:
        """The next ``count`` integers >= 0, however they are spread over lines."""
        values: list[int] = []
        while len(values) < count:
            if not self._pending and not self._advance():
                raise InputError(
                    f"expected {what}: {_n(count)} number{'s' * (count != 1)}, "
                    f"the input ends after {len(values)}",
                    line=self._last_line,
                )
            need = count - len(values)
            if need >= len(self._pending):
                chunk, self._pending = self._pending, []
            else:
                chunk, self._pending = self._pending[:need], self._pending[need:]
            self._whole = False
            values += self._ints(chunk, what)
        return values

    @property
    def _last_line(self) -> int:
        return max(self.line_number, 1)

    def _advance(self) -> bool:
        while self._next < len(self._lines):
            self._raw = self._lines[self._next]
            self._pending = self._raw.split()
            self._next += 1
            if self._pending:
                self.line_number = self._next
                self._whole = True
                return True
        return False

    def _ints(self, tokens: list[bytes], what: str) -> list[int]:
        # int() also takes "-3", "1_0" and numbers past Python's digit limit; the first two are
        # looked for in the raw line at C speed, the last makes int() fail.
        if b"-" not in self._raw and b"_" not in self._raw:
            try:
                return list(map(int, tokens))
            except ValueError:
                pass
        return [parse_count(token, what, self.line_number) for token in tokens]


def _n(number: int) -> str:
    """A number as a message shows it (a huge one shortened)."""
    return show_token(str(number), "digits")


def checker_answerer(rules: Rules) -> Answerer:
    """The reference answer under ``rules``: one fast ``Checker`` per board.

    >>> checker_answerer(Rules())([1, 0, 1], 1, 3)((0, 0), (0, 2))
    True
    """

    def prepare(kinds: Sequence[int], rows: int, cols: int) -> Callable[[Cell, Cell], bool]:
        return Checker.from_flat(kinds, rows, cols, rules).can_link

    return prepare


def _check_cell(cell: Cell, rows: int, cols: int, line: int, written, base: int) -> None:
    if not (0 <= cell[0] < rows and 0 <= cell[1] < cols):
        shown = show_token(f"({written[0]}, {written[1]})", keep=40)
        raise InputError(
            f"cell {shown} is off the {rows}x{cols} board (rows and columns count from {base})",
            line=line,
            token=show_token(f"{written[0]} {written[1]}"),
        )


def _decide(decide: Callable[[Cell, Cell], bool], a, b, yes: str, no: str, warn) -> str:
    try:
        return yes if decide(a, b) else no
    except UndefinedBehaviour as why:
        warn(str(why))
        return "UNDEFINED"


def judge_pair(
    data: bytes,
    out: TextIO,
    rules: Rules = Rules(),
    answer: Answerer | None = None,
    warn: Callable[[str], None] = lambda message: None,
) -> None:
    """Answer document 000's format: one case or several, ``TRUE``/``FALSE`` each.

    >>> import io
    >>> out = io.StringIO()
    >>> judge_pair(b"1 3\\n2 0 2\\n0 0\\n0 2\\n", out)
    >>> out.getvalue()
    'TRUE\\n'
    """
    answer = answer or checker_answerer(rules)
    reader = Reader(data)
    cases = 0
    while cases == 0 or not reader.at_end():
        rows, cols = reader.take(2, "the board size 'rows cols'")
        if rows < 1 or cols < 1:
            raise InputError(f"a {_n(rows)}x{_n(cols)} board has no cells", line=reader.line_number)
        kinds = reader.take(rows * cols, f"the {_n(rows)}x{_n(cols)} board's cells")
        a, b = _read_cells(reader, rows, cols, base=0, count=2, what="a cell 'row col'")
        decide = answer(kinds, rows, cols)
        out.write(_decide(decide, a, b, "TRUE", "FALSE", warn) + "\n")
        cases += 1


def judge_hdu1175(
    data: bytes,
    out: TextIO,
    rules: Rules = Rules(),
    answer: Answerer | None = None,
    warn: Callable[[str], None] = lambda message: None,
) -> None:
    """Answer document 003's format (HDU 1175): ``YES``/``NO`` a query."""
    answer = answer or checker_answerer(rules)
    reader = Reader(data)
    boards = 0
    while True:
        if boards and reader.at_end():
            return  # the closing "0 0" may be missing
        n, m = reader.take(2, "the board size 'n m'")
        if n == 0 and m == 0:
            return
        if n < 1 or m < 1:
            raise InputError(f"a {_n(n)}x{_n(m)} board has no cells", line=reader.line_number)
        kinds: list[int] = []
        for i in range(1, n + 1):
            kinds += reader.take(m, f"row {i} of the {_n(n)}x{_n(m)} board")
        (q,) = reader.take(1, "the number of queries q")
        decide = answer(kinds, n, m)
        for _ in range(q):
            x1, y1, x2, y2 = reader.take(4, "a query 'x1 y1 x2 y2'")
            line = reader.line_number
            a, b = (x1 - 1, y1 - 1), (x2 - 1, y2 - 1)
            _check_cell(a, n, m, line, (x1, y1), base=1)
            _check_cell(b, n, m, line, (x2, y2), base=1)
            out.write(_decide(decide, a, b, "YES", "NO", warn) + "\n")
        boards += 1


def _read_cells(reader: Reader, rows: int, cols: int, base: int, count: int, what: str):
    cells = []
    for _ in range(count):
        r, c = reader.take(2, what)
        cell = (r - base, c - base)
        _check_cell(cell, rows, cols, reader.line_number, (r, c), base)
        cells.append(cell)
    return cells
