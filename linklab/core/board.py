"""Boards: an immutable grid of tile kinds, and the documents' text forms.

A cell is ``(row, col)``, 0-based. Kind 0 is an empty cell; kinds 1, 2, ... are tiles.
Three text forms are read and written:

- ``"rows"``: one line of integers per row (document 003);
- ``"sized"``: a ``rows cols`` line, then every cell as one flat list (document 000);
- ``"letters"``: one line per row, ``A``.. for kinds 1.., ``*`` for an empty cell (document 004).
"""

from __future__ import annotations

import operator
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise

from linklab.core.errors import InputError, check_type

Cell = tuple[int, int]
Path = tuple[Cell, ...]

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
EMPTY_LETTER = "*"
FORMS = ("rows", "sized", "letters")


def _not_a_sequence(value: object) -> bool:
    """Whether ``value`` cannot stand for an ordered run (a text, a mapping, a set, a scalar)."""
    if isinstance(value, (str, bytes, Mapping, set, frozenset)):
        return True
    return not hasattr(value, "__iter__")


#: The most cells a board may have: a 5000x5000 board. A board this size, and the searches and
#: judges that read it, stay well within the 1 GB of memory a program under test is given
#: (``linklab.cli.inputs.MEMORY_LIMIT_MB``); ``--max-cells`` goes no further.
MAX_BOARD_CELLS = 25_000_000


def check_size(rows: int, cols: int) -> None:
    """Refuse, in one line, a board of more than `MAX_BOARD_CELLS` cells (before it is made).

    >>> check_size(5000, 5000)
    >>> check_size(10**9, 10**9)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: a 1,000,000,000x1,000,000,000 board has 10^18 cells, more ...
    """
    cells = rows * cols
    if cells > MAX_BOARD_CELLS:
        shown = f"{cells:,}" if cells < 10**12 else f"10^{len(str(cells)) - 1}"
        if cells >= 10**12 and str(cells).strip("0") != "1":
            shown = f"about {shown}"
        raise InputError(
            f"a {rows:,}x{cols:,} board has {shown} cells, more than the limit of "
            f"{MAX_BOARD_CELLS:,}"
        )


@dataclass(frozen=True, slots=True)
class Board:
    """An immutable grid of kinds; 0 is empty.

    Examples
    --------
    >>> board = Board.from_rows([[1, 0, 2], [2, 0, 1]])
    >>> board.rows, board.cols, board[1, 2]
    (2, 3, 1)
    >>> board.remove_pair((0, 0), (1, 2)).grid
    ((0, 0, 2), (2, 0, 0))
    """

    grid: tuple[tuple[int, ...], ...]

    def __post_init__(self) -> None:
        if not self.grid or not self.grid[0]:
            raise InputError("a board needs at least one row and one column")
        width = len(self.grid[0])
        check_size(len(self.grid), width)
        for r, row in enumerate(self.grid):
            if len(row) != width:
                raise InputError(f"row {r} has {len(row)} cells, expected {width}")
            for c, kind in enumerate(row):
                if type(kind) is int:  # the common case, one test a cell
                    if kind < 0:
                        raise InputError(f"cell ({r}, {c}) holds {kind!r}, expected a kind >= 0")
                    continue
                if isinstance(kind, bool) or not isinstance(kind, int):
                    raise TypeError(
                        f"cell ({r}, {c}) holds {kind!r}: a kind is an integer >= 0, "
                        f"not a {type(kind).__name__}"
                    )
                if kind < 0:
                    raise InputError(f"cell ({r}, {c}) holds {kind!r}, expected a kind >= 0")

    @classmethod
    def from_rows(cls, rows: Iterable[Iterable[int]]) -> Board:
        """A board from rows of kinds (a TypeError names anything that is not rows of integers).

        >>> Board.from_rows([[1, 1]]).grid
        ((1, 1),)
        >>> Board.from_rows([[True, 0, 1]])
        Traceback (most recent call last):
        ...
        TypeError: cell (0, 0) holds True: a kind is an integer >= 0, not a bool
        >>> Board.from_rows({(0, 0): 1})
        Traceback (most recent call last):
        ...
        TypeError: rows must be a list of rows of kinds, like [[1, 0, 1]], not {(0, 0): 1}
        """
        if _not_a_sequence(rows):
            raise TypeError(f"rows must be a list of rows of kinds, like [[1, 0, 1]], not {rows!r}")
        grid = []
        for row in rows:
            if _not_a_sequence(row):
                raise TypeError(f"each row must be a list of kinds, like [1, 0, 1], not {row!r}")
            grid.append(tuple(row))
            check_size(len(grid), len(grid[0]))  # as it grows: refused before it is all read
        return cls(tuple(grid))

    @classmethod
    def empty(cls, rows: int, cols: int) -> Board:
        """An all-empty board (at most `MAX_BOARD_CELLS` cells).

        >>> Board.empty(1, 2).grid
        ((0, 0),)
        >>> Board.empty(10**5, 10**5)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        linklab.core.errors.InputError: a 100,000x100,000 board has 10,000,000,000 cells, more ...
        """
        for name, value in (("rows", rows), ("cols", cols)):
            check_type(value, int, name, "a whole number >= 1")
        check_size(rows, cols)
        return cls(((0,) * cols,) * rows)

    @property
    def rows(self) -> int:
        return len(self.grid)

    @property
    def cols(self) -> int:
        return len(self.grid[0])

    @property
    def shape(self) -> tuple[int, int]:
        return self.rows, self.cols

    def __getitem__(self, cell: Cell) -> int:
        r, c = cell
        if not self.contains(cell):
            raise IndexError(f"cell {cell} is off the {self.rows}x{self.cols} board")
        return self.grid[r][c]

    def contains(self, cell: Cell) -> bool:
        """Whether ``cell`` lies on the board.

        >>> Board.empty(2, 2).contains((1, 2))
        False
        """
        r, c = cell
        return 0 <= r < len(self.grid) and 0 <= c < len(self.grid[0])

    def cells(self) -> Iterable[Cell]:
        """Every cell, row by row."""
        return ((r, c) for r in range(self.rows) for c in range(self.cols))

    def tiles(self) -> list[Cell]:
        """The cells that hold a tile, row by row.

        >>> Board.from_rows([[0, 3], [3, 0]]).tiles()
        [(0, 1), (1, 0)]
        """
        return [(r, c) for r, row in enumerate(self.grid) for c, k in enumerate(row) if k]

    def counts(self) -> dict[int, int]:
        """How many tiles of each kind the board holds.

        >>> Board.from_rows([[1, 2, 1]]).counts()
        {1: 2, 2: 1}
        """
        counts: dict[int, int] = {}
        for row in self.grid:
            for kind in row:
                if kind:
                    counts[kind] = counts.get(kind, 0) + 1
        return dict(sorted(counts.items()))

    def is_clear(self) -> bool:
        """Whether no tile is left.

        >>> Board.empty(2, 3).is_clear()
        True
        """
        return not any(any(row) for row in self.grid)

    def with_cells(self, changes: Mapping[Cell, int]) -> Board:
        """A new board with some cells set to new kinds.

        >>> Board.empty(1, 2).with_cells({(0, 1): 4}).grid
        ((0, 4),)
        """
        check_type(changes, Mapping, "changes", "a dict of cells to kinds, like {(0, 1): 4}")
        checked = {}
        for cell, kind in changes.items():
            cell = check_cell(cell, "a cell of changes")
            if not self.contains(cell):
                raise InputError(f"cell {cell} is off the {self.rows}x{self.cols} board")
            check_type(kind, int, f"the kind for cell {cell}", "an integer >= 0")
            if kind < 0:
                raise InputError(f"cell {cell}: kind {kind!r} is not an integer >= 0")
            checked[cell] = kind
        rows = [list(row) for row in self.grid]
        for (r, c), kind in checked.items():
            rows[r][c] = kind
        return Board.from_rows(rows)

    def remove_pair(self, a: Cell, b: Cell) -> Board:
        """A new board with the tiles at ``a`` and ``b`` taken off: two tiles of one kind (no
        path is checked here); anything else is refused and the board stays as it is.

        >>> Board.from_rows([[1, 2, 1]]).remove_pair((0, 0), (0, 1))
        Traceback (most recent call last):
        ...
        linklab.core.errors.InputError: remove_pair: (0, 0) holds kind 1 and (0, 1) kind 2; \
a pair is two tiles of one kind
        """
        a, b = check_cell(a, "a"), check_cell(b, "b")
        for cell in (a, b):
            if not self.contains(cell):
                raise InputError(f"remove_pair: {cell} is off the {self.rows}x{self.cols} board")
        if a == b or not self[a] or self[a] != self[b]:
            raise InputError(
                f"remove_pair: {a} holds kind {self[a]} and {b} kind {self[b]}; a pair is two "
                "tiles of one kind"
            )
        return self.with_cells({a: 0, b: 0})

    def __str__(self) -> str:
        return format_board(self)


def check_board(board: object, name: str = "board") -> Board:
    """``board`` itself when it is a `Board`; else a TypeError naming the parameter ``name``.

    The public entry points (``find_path``, ``Checker``) call it once per call.

    >>> check_board([[1, 0, 1]])
    Traceback (most recent call last):
    ...
    TypeError: board must be a Board (from ll.Board.from_rows or ll.parse_board), got list
    """
    check_type(board, Board, name, "a Board (from ll.Board.from_rows or ll.parse_board)")
    return board  # type: ignore[return-value]


def check_cell(cell: object, name: str | None = None) -> Cell:
    """``cell`` itself (a list as a tuple) when it is a pair of integers ``(row, col)``; else a
    TypeError naming it, and the parameter ``name`` when given.

    Floats, strings and bools are refused rather than rounded or read, so a wrong value never
    lands on a cell by accident.

    >>> check_cell((1, 2)), check_cell([1, 2])
    ((1, 2), (1, 2))
    >>> check_cell((0.0, 2), "a")
    Traceback (most recent call last):
    ...
    TypeError: a: a cell is a pair of integers (row, col), got (0.0, 2)
    """
    if type(cell) is tuple and len(cell) == 2 and type(cell[0]) is type(cell[1]) is int:
        return cell  # the common cell, said at once: every search checks its ends
    if isinstance(cell, tuple | list) and len(cell) == 2:
        if all(isinstance(x, int) and not isinstance(x, bool) for x in cell):
            return cell if isinstance(cell, tuple) else (cell[0], cell[1])
        try:  # integer types of other libraries (numpy), but never a bool
            if not any(isinstance(x, bool) or type(x).__name__ == "bool_" for x in cell):
                return (operator.index(cell[0]), operator.index(cell[1]))
        except TypeError:
            pass
    where = f"{name}: " if name else ""
    raise TypeError(f"{where}a cell is a pair of integers (row, col), got {cell!r}")


#: Python reads integers of at most this many digits from text.
MAX_DIGITS = 4300


def parse_count(token: bytes | str, what: str, line: int | None = None) -> int:
    """One integer >= 0 written in ASCII digits (an optional ``+`` first), or an InputError
    naming the token.

    >>> parse_count(b"+42", "a kind")
    42
    >>> parse_count("1_0", "a kind", 3)
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: line 3, token '1_0': expected a kind, integers >= 0
    >>> parse_count("9" * 5000, "a kind")
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: token '99999999999999999999…(5000 digits)': number too large
    """
    digits: str | bytes
    if isinstance(token, str):
        digits = token[1:] if token[:1] == "+" else token
        ok = digits.isascii() and digits.isdigit()
    else:
        digits = token[1:] if token[:1] == b"+" else token
        ok = digits.isdigit()  # bytes: ASCII digits only
    if not ok:
        raise InputError(f"expected {what}, integers >= 0", line=line, token=show_token(token))
    if len(digits) > MAX_DIGITS:
        raise InputError("number too large", line=line, token=show_token(token, "digits"))
    return int(digits)


def show_token(token: bytes | str, unit: str = "chars", keep: int = 20) -> str:
    """A token as an error message shows it: whole when short, else its start and its length.

    >>> show_token(b"abc"), show_token("x" * 30)
    ('abc', 'xxxxxxxxxxxxxxxxxxxx…(30 chars)')
    """
    text = token.decode("utf-8", errors="replace") if isinstance(token, bytes) else token
    return text if len(text) <= keep else f"{text[:keep]}…({len(text)} {unit})"


def text_lines(text: str) -> list[str]:
    """The lines of a text, broken only at ``\\n``, ``\\r\\n`` and ``\\r`` (never at a form
    feed or a Unicode line separator, which ``str.splitlines`` also breaks at).

    >>> text_lines("1 2\\r\\n3\\x0c4\\r5")
    ['1 2', '3\\x0c4', '5']
    """
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def words(line: str) -> list[str]:
    """The words of a line, split at ASCII spaces, tabs, ``\\v`` and ``\\f`` only.

    >>> words(" 1\\t2\\xa03 ")
    ['1', '2\\xa03']
    """
    return _WORD.findall(line)


_WORD = re.compile(r"[^ \t\x0b\x0c\n\r]+")
_ALIASES = {"flat": "sized"}


def parse_board(text: str, form: str = "auto") -> Board:
    """Read a board in one of the documents' forms.

    ``form="auto"`` picks letters when the text holds a letter or ``*``, rows when every line
    has as many numbers as the first, and otherwise the sized form; text that reads as a board
    in both numeric forms is refused with a message naming them (pass ``form`` to choose).
    ``"flat"`` is another name for ``"sized"``.

    Examples
    --------
    >>> parse_board("1 0\\n0 1").grid
    ((1, 0), (0, 1))
    >>> parse_board("2 3\\n1 0 2 2 0 1").grid
    ((1, 0, 2), (2, 0, 1))
    >>> parse_board("AB*\\nBA*").grid
    ((1, 2, 0), (2, 1, 0))
    >>> parse_board("2 2\\n1 2\\n2 1")
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: the text fits two board forms: rows (a 3x2 board) and sized \
('rows cols' then the cells: a 2x2 board); name the form (--format rows or --format sized)
    >>> parse_board("2 2\\n1 2\\n2 1", "sized").grid
    ((1, 2), (2, 1))
    """
    check_type(text, str, "parse_board: text", "a str")
    check_type(form, str, "parse_board: form", f"a str, one of auto, {', '.join(FORMS)}")
    form = _ALIASES.get(form, form)
    numbered = [(number, words(line)) for number, line in enumerate(text_lines(text), 1)]
    lines = [(number, found) for number, found in numbered if found]
    if not lines:
        raise InputError("expected a board, got no text")
    if form == "auto":
        form = _guess_form(text, lines)
        if form == "rows":
            _refuse_if_sized_too(lines)
    if form == "letters":
        return _parse_letters(lines)
    if form == "rows":
        return _parse_rows(lines)
    if form == "sized":
        return _parse_sized(lines)
    raise InputError(f"unknown board form {form!r}, expected one of {', '.join(FORMS)}")


def _refuse_if_sized_too(lines: Sequence[tuple[int, list[str]]]) -> None:
    """Rows whose first line could be a ``rows cols`` header for the numbers after it."""
    first = lines[0][1]
    if len(lines) < 2 or len(first) != 2:
        return
    try:
        sized = _parse_sized(lines)
        as_rows = _parse_rows(lines)
    except InputError:
        return
    raise InputError(
        f"the text fits two board forms: rows (a {as_rows.rows}x{as_rows.cols} board) and sized "
        f"('rows cols' then the cells: a {sized.rows}x{sized.cols} board); "
        "name the form (--format rows or --format sized)"
    )


def format_board(board: Board, form: str = "rows") -> str:
    """Write a board in one of the documents' forms; ``parse_board`` reads it back.

    Examples
    --------
    >>> board = Board.from_rows([[1, 0], [0, 1]])
    >>> print(format_board(board, "sized"))
    2 2
    1 0 0 1
    >>> print(format_board(board, "letters"))
    A*
    *A
    >>> parse_board(format_board(board, "letters"), "letters") == board
    True
    """
    check_board(board)
    check_type(form, str, "format_board: form", f"a str, one of {', '.join(FORMS)}")
    if form == "rows":
        return "\n".join(" ".join(map(str, row)) for row in board.grid)
    if form == "sized":
        flat = " ".join(str(kind) for row in board.grid for kind in row)
        return f"{board.rows} {board.cols}\n{flat}"
    if form == "letters":
        top = max((k for row in board.grid for k in row), default=0)
        if top > len(LETTERS):
            raise InputError(f"kind {top} has no letter (letters name kinds 1..{len(LETTERS)})")
        return "\n".join(
            "".join(LETTERS[k - 1] if k else EMPTY_LETTER for k in row) for row in board.grid
        )
    raise InputError(f"unknown board form {form!r}, expected one of {', '.join(FORMS)}")


def _guess_form(text: str, lines: Sequence[tuple[int, list[str]]]) -> str:
    # The first line decides letters or numbers, so that a bad later line is the one blamed.
    if any(ch.isalpha() or ch == EMPTY_LETTER for word in lines[0][1] for ch in word):
        return "letters"
    widths = {len(words) for _, words in lines}
    if len(widths) == 1:
        return "rows"
    first = lines[0][1]
    if len(first) == 2 and all(w.isdigit() for w in first):
        return "sized"
    return "rows"  # let the rows parser name the ragged line


def _parse_int(word: str, line: int) -> int:
    if not (word.isascii() and word.isdigit()):
        raise InputError("expected a kind, an integer >= 0", line=line, token=show_token(word))
    return parse_count(word, "a kind", line)


def show_count(number: int) -> str:
    """A number as a message shows it, a huge one shortened.

    >>> show_count(12), show_count(10**30)
    ('12', '10000000000000000000…(31 digits)')
    """
    return show_token(str(number), "digits")


def _parse_rows(lines: Sequence[tuple[int, list[str]]]) -> Board:
    width = len(lines[0][1])
    rows = []
    for number, words in lines:
        if len(words) != width:
            raise InputError(f"row has {len(words)} numbers, expected {width}", line=number)
        rows.append(tuple(_parse_int(w, number) for w in words))
    return Board(tuple(rows))


def _parse_sized(lines: Sequence[tuple[int, list[str]]]) -> Board:
    number, header = lines[0]
    if len(header) != 2:
        raise InputError("expected 'rows cols'", line=number)
    rows, cols = (_parse_int(w, number) for w in header)
    if rows < 1 or cols < 1:
        raise InputError(f"a {show_count(rows)}x{show_count(cols)} board has no cells", line=number)
    flat = [(n, w) for n, words in lines[1:] for w in words]
    if len(flat) != rows * cols:
        where = flat[-1][0] if flat else number
        raise InputError(
            f"a {show_count(rows)}x{show_count(cols)} board needs "
            f"{show_count(rows * cols)} cells, the text holds {len(flat)}",
            line=where,
        )
    kinds = [_parse_int(w, n) for n, w in flat]
    return Board(tuple(tuple(kinds[r * cols : (r + 1) * cols]) for r in range(rows)))


def _parse_letters(lines: Sequence[tuple[int, list[str]]]) -> Board:
    rows: list[tuple[int, ...]] = []
    for number, words in lines:
        row = []
        for ch in "".join(words):
            if ch == EMPTY_LETTER:
                row.append(0)
            elif ch in LETTERS:
                row.append(LETTERS.index(ch) + 1)
            else:
                raise InputError("expected a letter A-Z, a-z or '*'", line=number, token=ch)
        if rows and len(row) != len(rows[0]):
            raise InputError(f"row has {len(row)} cells, expected {len(rows[0])}", line=number)
        rows.append(tuple(row))
    return Board(tuple(rows))


def corners(cells: Sequence[Cell]) -> Path:
    """The first cell, every cell where a walk changes direction, and the last cell.

    A step back the way the walk came (a U-turn) is a change of direction too.

    >>> corners([(0, 0), (0, 1), (0, 2), (1, 2)])
    ((0, 0), (0, 2), (1, 2))
    >>> corners([(1, 1)])
    ((1, 1),)
    """
    path = [cells[0]]
    for before, here, after in zip(cells, cells[1:], cells[2:]):
        if (here[0] - before[0], here[1] - before[1]) != (after[0] - here[0], after[1] - here[1]):
            path.append(here)
    if len(cells) > 1:
        path.append(cells[-1])
    return tuple(path)


def walk(path: Path) -> list[Cell]:
    """Every cell of a path given by its corners, first to last.

    >>> walk(((0, 0), (0, 2), (1, 2)))
    [(0, 0), (0, 1), (0, 2), (1, 2)]
    """
    cells = [path[0]]
    for (r1, c1), (r2, c2) in pairwise(path):
        dr, dc = (r2 > r1) - (r2 < r1), (c2 > c1) - (c2 < c1)
        r, c = r1, c1
        while (r, c) != (r2, c2):
            r, c = r + dr, c + dc
            cells.append((r, c))
    return cells


def format_cell(cell: Cell, base: int = 1) -> str:
    """A cell as a person reads it: row and column counted from ``base``, 1 unless a format
    counts from 0 (the pictures, the command line and every message count from 1).

    >>> format_cell((0, 2)), format_cell((0, 2), base=0)
    ('(1, 3)', '(0, 2)')
    """
    return f"({cell[0] + base}, {cell[1] + base})"
