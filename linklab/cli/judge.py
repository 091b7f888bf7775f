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

import re
from collections.abc import Callable, Sequence
from typing import BinaryIO, TextIO

from linklab.core.board import MAX_DIGITS, Cell, format_cell, parse_count, show_count, show_token
from linklab.core.checker import Checker
from linklab.core.errors import InputError, UndefinedBehaviour
from linklab.core.rules import Rules

#: Prepares one board (kinds row by row, rows, cols) and returns what decides its queries:
#: (a, b) -> linked? That may raise UndefinedBehaviour when it answers as a document's program
#: whose behaviour is not defined there.
Answerer = Callable[[Sequence[int], int, int], Callable[[Cell, Cell], bool]]


#: How much of the input a reader holds at once: memory follows the board, not the input.
CHUNK = 1 << 20
_SPACE = b" \t\n\r\x0b\x0c"
#: Bytes to values for the fast path: a digit to its value, every other byte to 255.
_DIGIT_VALUES = bytes(b - 48 if 48 <= b <= 57 else 255 for b in range(256))
#: Bytes to their class: a digit to ``d``, a space to `` ``, every other byte to ``x``.
_CLASSES = bytes(100 if 48 <= b <= 57 else 32 if b in _SPACE else 120 for b in range(256))
_TOKEN_BYTES = re.compile(rb"[^ \t\n\r\x0b\x0c]+")
#: The UTF-8 byte-order mark some editors put first: skipped, not read as a token.
_BOM = b"\xef\xbb\xbf"


def _breaks(data: bytes) -> int:
    """How many lines end in ``data``: ``\n``, ``\r\n`` and ``\r`` each end one."""
    return data.count(b"\n") + data.count(b"\r") - data.count(b"\r\n")


class Reader:
    """Integers from bytes or a binary stream, read as ``scanf`` reads them, with line numbers
    for errors.

    Numbers may be spread over lines in any layout; only ``\\n``, ``\\r\\n`` and ``\\r`` end a
    line (for counting), and spaces, tabs, ``\\v`` and ``\\f`` separate numbers. A stream is
    read ``CHUNK`` bytes at a time and no further than the first bad token, so memory follows
    what is read, not the input; a token's line is found only when a message needs it.

    >>> r = Reader(b"2 3\\r\\n1 2\\r3 4 5\\n6\\n")
    >>> r.take(2, "the size"), r.take(6, "cells"), r.line_number
    ([2, 3], [1, 2, 3, 4, 5, 6], 4)
    >>> r.at_end()
    True
    >>> Reader(b"\\xef\\xbb\\xbf7\\n").take(1, "a number")  # a byte-order mark is skipped
    [7]
    """

    def __init__(self, data: bytes | bytearray | memoryview | BinaryIO, chunk: int = CHUNK):
        self._stream: BinaryIO | None
        if isinstance(data, (bytes, bytearray, memoryview)):
            self._stream, self._rest, self._eof = None, bytes(data).removeprefix(_BOM), True
        else:
            self._stream, self._rest, self._eof = data, b"", False
        self._fresh = not self._eof  # a stream's byte-order mark is not read yet
        self._size = chunk
        self._chunk = b""  # the part of the input being read
        self._start = 1  # the line it starts on
        self._values: list[int] = []  # its numbers, up to its first bad token
        self._count = 0  # how many tokens it holds
        self._lines: list[int] | None = None  # each token's line, found when needed
        self._at = 0  # how many of its tokens are read
        self._before = 0  # the line of the last token read before it (0: none)

    @property
    def line_number(self) -> int:
        """The line of the last number read (0 before any)."""
        if self._at == 0:
            return self._before
        return self._line_of(self._at - 1)

    def at_end(self) -> bool:
        """Whether only blank lines are left."""
        while self._at == self._count:
            if not self._load():
                return True
        return False

    def line(self, count: int, what: str) -> list[int]:
        """The next non-blank line, which must hold exactly ``count`` integers >= 0."""
        if self._at < self._count and self._at > 0:
            here = self._line_of(self._at)
            if here == self._line_of(self._at - 1):
                raise InputError(
                    f"expected {what} on a line of its own",
                    line=here,
                    token=show_token(self._token(self._at)),
                )
        if self.at_end():
            raise InputError(f"expected {what}, got the end of the input", line=self._last_line)
        here = self._line_of(self._at)
        values = []
        while self._at < self._count and self._line_of(self._at) == here:
            values += self.take(1, what)
        if len(values) != count:
            raise InputError(
                f"expected {what}: {count} number{'s' * (count != 1)}, the line has {len(values)}",
                line=here,
            )
        return values

    def take(self, count: int, what: str) -> list[int]:
        """The next ``count`` integers >= 0, however they are spread over lines."""
        at = self._at
        if at + count <= len(self._values):  # the usual case: all in the chunk, all numbers
            self._at = at + count
            return self._values[at : at + count]
        values: list[int] = []
        while len(values) < count:
            if self._at == self._count:
                if not self._load():
                    raise InputError(
                        f"expected {what}: {show_count(count)} number{'s' * (count != 1)}, "
                        f"the input ends after {len(values)}",
                        line=self._last_line,
                    )
                continue
            if self._at == len(self._values):  # a bad token: say which, and where
                parse_count(self._token(self._at), what, self._line_of(self._at))
            end = min(self._at + count - len(values), len(self._values))
            values += self._values[self._at : end]
            self._at = end
        return values

    @property
    def _last_line(self) -> int:
        return max(self.line_number, 1)

    def _load(self) -> bool:
        """The next chunk that holds a token; False at the end of the input."""
        while True:
            if self._count:  # every token of it is read: the last one's line
                self._before = self._start + _breaks(self._chunk.rstrip())
            self._start += _breaks(self._chunk)
            chunk = self._next_chunk()
            if chunk is None:
                self._chunk, self._values, self._count, self._at = b"", [], 0, 0
                return False
            self._chunk, self._lines, self._at = chunk, None, 0
            self._values, self._count = _numbers(chunk)
            if self._count:
                return True

    def _next_chunk(self) -> bytes | None:
        """The next piece of the input, cut after a line's end or a space (no token split)."""
        while True:
            if self._eof:
                data, self._rest = self._rest, b""
                return data or None
            more = self._read()
            if not more:
                self._eof = True
                continue
            data = self._rest + more
            if self._fresh:
                if len(data) < len(_BOM) and _BOM.startswith(data):
                    self._rest = data
                    continue
                self._fresh, data = False, data.removeprefix(_BOM)
            cut = data.rfind(b"\n") + 1
            if not cut:  # no line ends: cut at a space (a last "\r" may begin "\r\n")
                cut = max(data.rfind(b" "), data.rfind(b"\t"), data.rfind(b"\r", 0, -1)) + 1
            if cut:
                self._rest = data[cut:]
                return data[:cut]
            if len(data) > MAX_DIGITS + 1:  # one token longer than any number: bad already
                self._rest = b""
                return data
            self._rest = data

    def _read(self) -> bytes:
        if self._stream is None:  # all of it was given at once
            return b""
        try:
            return self._stream.read(self._size)
        except (OSError, ValueError) as failed:
            why = failed.strerror if isinstance(failed, OSError) and failed.strerror else failed
            raise InputError(f"cannot read standard input: {why}") from None

    def _token(self, index: int) -> bytes:
        for number, found in enumerate(_TOKEN_BYTES.finditer(self._chunk)):
            if number == index:
                return found.group()
        raise IndexError(index)

    def _line_of(self, index: int) -> int:
        if self._lines is None:
            lines, line, last = [], self._start, 0
            for found in _TOKEN_BYTES.finditer(self._chunk):
                line += _breaks(self._chunk[last : found.start()])
                last = found.start()
                lines.append(line)
            self._lines = lines
        return self._lines[index]


def _numbers(chunk: bytes) -> tuple[list[int], int]:
    """The numbers of a chunk up to its first bad token, and how many tokens it holds.

    Runs of lines of one-digit numbers (a board's rows, most often) are read in C, by
    ``bytes.translate``; other lines by ``split`` and ``int``.

    >>> _numbers(b"1 2\\n 3 x 5\\n")
    ([1, 2, 3], 5)
    >>> _numbers(b"10 -1\\n")
    ([10], 2)
    >>> _numbers(b"12 3\\n4 5\\n6 78\\n")
    ([12, 3, 4, 5, 6, 78], 6)
    """
    classes = chunk.translate(_CLASSES)
    values: list[int] = []
    at, size = 0, len(chunk)
    while at < size:
        other = [i for i in (classes.find(b"dd", at), classes.find(b"x", at)) if i >= 0]
        if not other:
            values += chunk[at:].translate(_DIGIT_VALUES, _SPACE)
            break
        first = min(other)
        begin = max(chunk.rfind(b"\n", at, first) + 1, at)  # its line, and the lines after
        end = chunk.find(b"\n", first) + 1 or size  # it that hold no one-digit run
        values += chunk[at:begin].translate(_DIGIT_VALUES, _SPACE)
        tokens = chunk[begin:end].split()
        good = _good(chunk[begin:end], tokens)
        values += good
        if len(good) < len(tokens):
            return values, len(values) + len(chunk[begin:].split()) - len(good)
        at = end
    return values, len(values)


def _good(text: bytes, tokens: list[bytes]) -> list[int]:
    """The numbers of ``tokens`` (of ``text``) before the first that is not a number >= 0."""
    # int() also takes "-3", "1_0" and numbers past Python's digit limit; the first two are
    # looked for at C speed, the last makes int() fail.
    if b"-" not in text and b"_" not in text:
        try:
            return list(map(int, tokens))
        except ValueError:
            pass
    good = 0
    for token in tokens:
        digits = token[1:] if token[:1] == b"+" else token
        if not digits.isdigit() or len(digits) > MAX_DIGITS:
            break
        good += 1
    return list(map(int, tokens[:good]))


def checker_answerer(rules: Rules) -> Answerer:
    """The reference answer under ``rules``: one fast ``Checker`` per board.

    >>> checker_answerer(Rules())([1, 0, 1], 1, 3)((0, 0), (0, 2))
    True
    """

    def prepare(kinds: Sequence[int], rows: int, cols: int) -> Callable[[Cell, Cell], bool]:
        return Checker.from_flat(kinds, rows, cols, rules).can_link

    return prepare


#: The biggest board side documents 000 and 003 take (HDU 1175: ``0 < n, m <= 1000``; document
#: 000's arrays are 1000x1000); ``--max-cells`` lets bigger boards through, by their cells.
MAX_SIDE = 1000
_FORMAT_NAMES = {"pair": "document 000", "hdu1175": "HDU 1175"}


def check_limits(
    rows: int, cols: int, fmt: str, max_cells: int | None, line: Callable[[], int]
) -> None:
    """Refuse a board past the format's limits (``max_cells`` None) or past ``max_cells``.

    ``line`` finds the line to name; it is called only when the board is refused, as finding
    a line costs a pass over the chunk read (a table of every token's line).

    >>> check_limits(1000, 1000, "hdu1175", None, lambda: 1)
    >>> check_limits(5000, 5000, "hdu1175", None, lambda: 1)
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: line 1: a 5000x5000 board is past HDU 1175's limit of ...
    >>> check_limits(1, 20000, "pair", 10000, lambda: 1)
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: line 1: a 1x20000 board has 20,000 cells, more than ...
    """
    if max_cells is None:
        if rows > MAX_SIDE or cols > MAX_SIDE:
            raise InputError(
                f"a {show_count(rows)}x{show_count(cols)} board is past "
                f"{_FORMAT_NAMES[fmt]}'s limit of {MAX_SIDE}x{MAX_SIDE} (n, m <= {MAX_SIDE}); "
                "--max-cells N takes boards of up to N cells",
                line=line(),
            )
    elif rows * cols > max_cells:
        cells = show_token(f"{rows * cols:,}", "digits")
        raise InputError(
            f"a {show_count(rows)}x{show_count(cols)} board has {cells} cells, "
            f"more than --max-cells {max_cells:,}",
            line=line(),
        )


def _check_cell(cell: Cell, rows: int, cols: int, reader: Reader, base: int) -> None:
    if not (0 <= cell[0] < rows and 0 <= cell[1] < cols):
        line = reader.line_number
        shown = show_token(format_cell(cell, base), keep=40)
        raise InputError(
            f"cell {shown} is off the {rows}x{cols} board (rows and columns count from {base})",
            line=line,
            token=show_token(f"{cell[0] + base} {cell[1] + base}"),  # the input's two numbers
        )


def _decide(decide: Callable[[Cell, Cell], bool], a, b, yes: str, no: str, warn) -> str:
    try:
        return yes if decide(a, b) else no
    except UndefinedBehaviour as why:
        warn(str(why))
        return "UNDEFINED"


def judge_pair(
    data,
    out: TextIO,
    rules: Rules = Rules(),
    answer: Answerer | None = None,
    warn: Callable[[str], None] = lambda message: None,
    max_cells: int | None = None,
) -> None:
    """Answer document 000's format: one case or several, ``TRUE``/``FALSE`` each.

    ``data`` is the input as bytes, or a binary stream read as the answers go out. Boards are
    up to 1000x1000 (``check_limits``), or of up to ``max_cells`` cells when it is given.

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
            raise InputError(
                f"a {show_count(rows)}x{show_count(cols)} board has no cells",
                line=reader.line_number,
            )
        check_limits(rows, cols, "pair", max_cells, lambda: reader.line_number)
        kinds = reader.take(rows * cols, f"the {show_count(rows)}x{show_count(cols)} board's cells")
        a, b = _read_cells(reader, rows, cols, base=0, count=2, what="a cell 'row col'")
        decide = answer(kinds, rows, cols)
        out.write(_decide(decide, a, b, "TRUE", "FALSE", warn) + "\n")
        cases += 1


def judge_hdu1175(
    data,
    out: TextIO,
    rules: Rules = Rules(),
    answer: Answerer | None = None,
    warn: Callable[[str], None] = lambda message: None,
    max_cells: int | None = None,
) -> None:
    """Answer document 003's format (HDU 1175): ``YES``/``NO`` a query (``data`` and
    ``max_cells`` as for ``judge_pair``)."""
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
            raise InputError(
                f"a {show_count(n)}x{show_count(m)} board has no cells", line=reader.line_number
            )
        check_limits(n, m, "hdu1175", max_cells, lambda: reader.line_number)
        kinds: list[int] = []
        shape = f"{show_count(n)}x{show_count(m)}"
        for i in range(1, n + 1):
            kinds += reader.take(m, f"row {i} of the {shape} board")
        (q,) = reader.take(1, "the number of queries q")
        decide = answer(kinds, n, m)
        for _ in range(q):
            x1, y1, x2, y2 = reader.take(4, "a query 'x1 y1 x2 y2'")
            a, b = (x1 - 1, y1 - 1), (x2 - 1, y2 - 1)
            _check_cell(a, n, m, reader, base=1)
            _check_cell(b, n, m, reader, base=1)
            out.write(_decide(decide, a, b, "YES", "NO", warn) + "\n")
        boards += 1


def _read_cells(reader: Reader, rows: int, cols: int, base: int, count: int, what: str):
    cells = []
    for _ in range(count):
        r, c = reader.take(2, what)
        cell = (r - base, c - base)
        _check_cell(cell, rows, cols, reader, base)
        cells.append(cell)
    return cells
