"""A live part's state as the payload of a link, so that a page's address names a board, its rule,
the tiles picked and the step shown, and a learner opening that address gets exactly that.

An address holds ``#ll<version>.<part>.<payload>.<check>`` (see ``docs/site.md``): the page's
script (``linklab/site/live.js``) reads and writes the envelope (the version, the part's name,
the three-letter `link_check` that finds a link cut short or changed); this module reads and
writes the payload, fields joined by ``.``, each a letter and its value:

- ``b`` the board, its rows joined by ``-``: a tile is its kind's letter (``A`` is kind 1, as in
  document 004), a number is that many empty cells;
- ``l`` a six-digit layout (``256431``);
- ``t`` the most turns, ``o1`` or ``o0`` around the outside or not;
- ``p`` a picked tile, row ``x`` column, counted from 1 (``p2x3``), once or twice;
- ``m`` the search method (``mbfs``), ``s`` the step shown (``s12``).

A payload that cannot be read is refused in one line saying what and where.

Examples
--------
>>> state = LinkState(grid=((1, 0, 0), (0, 0, 2)), max_turns=2, outside=True, picks=((0, 0),))
>>> format_payload(state)
'bA2-2B.t2.o1.p1x1'
>>> parse_payload("bA2-2B.t2.o1.p1x1") == state
True
>>> link_address("editor", "bA2-2B.t2.o1.p1x1")
'll1.editor.bA2-2B.t2.o1.p1x1.65l'
>>> parse_payload("bA2-2B.t9")
Traceback (most recent call last):
...
linklab.core.errors.InputError: the link's t9: the most turns is 0 to 8
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from linklab.apps.editor_session import MOST_SIDE
from linklab.core.board import LETTERS, Cell
from linklab.core.errors import InputError
from linklab.i18n import tr

#: The version of the links this package writes; a page reads this one and older.
LINK_VERSION = 1
MOST_TURNS = 8
MOST_STEP = 10**7


@dataclass(frozen=True)
class LinkState:
    """What a link gives a live part; a field left None is not in the link."""

    grid: tuple[tuple[int, ...], ...] | None = None
    layout: tuple[int, ...] | None = None
    max_turns: int | None = None
    outside: bool | None = None
    picks: tuple[Cell, ...] = ()
    method: str | None = None
    step: int | None = None


def format_row(row: tuple[int, ...]) -> str:
    """One row of a board in a link: a letter a tile, a number that many empty cells.

    >>> format_row((0, 0, 1, 27, 0))
    '2Aa1'
    """
    out, empty = [], 0
    for kind in row:
        if kind == 0:
            empty += 1
            continue
        if empty:
            out.append(str(empty))
            empty = 0
        if not 1 <= kind <= len(LETTERS):
            raise InputError(f"kind {kind} has no letter (a link names kinds 1..{len(LETTERS)})")
        out.append(LETTERS[kind - 1])
    if empty:
        out.append(str(empty))
    return "".join(out)


_ROW_TOKEN = re.compile(r"[A-Za-z]|[1-9][0-9]*|.", re.S)


def parse_row(text: str, number: int) -> tuple[int, ...]:
    """A row as `format_row` writes it (``number`` counts rows from 1, for the message).

    >>> parse_row("2Aa1", 1)
    (0, 0, 1, 27, 0)
    """
    row: list[int] = []
    for token in _ROW_TOKEN.findall(text):
        if token.isdigit():
            if int(token) > MOST_SIDE:
                raise InputError(f"the link's board, row {number}: more than {MOST_SIDE} cells")
            row += [0] * int(token)
        elif token in LETTERS:
            row.append(LETTERS.index(token) + 1)
        else:
            raise InputError(f"the link's board, row {number}: {token!r} is not a tile's letter")
        if len(row) > MOST_SIDE:
            raise InputError(f"the link's board, row {number}: more than {MOST_SIDE} cells")
    if not row:
        raise InputError(f"the link's board, row {number}: no cells")
    return tuple(row)


def format_payload(state: LinkState) -> str:
    """``state`` as a link's payload (see the module's docstring).

    >>> format_payload(LinkState(layout=(2, 5, 6, 4, 3, 1), step=3))
    'l256431.s3'
    """
    fields = []
    if state.grid is not None:
        fields.append("b" + "-".join(format_row(row) for row in state.grid))
    if state.layout is not None:
        fields.append("l" + "".join(str(digit) for digit in state.layout))
    if state.max_turns is not None:
        fields.append(f"t{state.max_turns}")
    if state.outside is not None:
        fields.append(f"o{int(state.outside)}")
    fields += [f"p{r + 1}x{c + 1}" for r, c in state.picks]
    if state.method is not None:
        fields.append("m" + state.method)
    if state.step is not None:
        fields.append(f"s{state.step}")
    return ".".join(fields)


def _number(field: str, low: int, high: int, what: str) -> int:
    value = field[1:]
    if not value.isdigit() or not low <= int(value) <= high:
        raise InputError(f"the link's {field}: {what} is {low} to {high}")
    return int(value)


def parse_payload(text: str) -> LinkState:
    """The state a link's payload names; `InputError` in one line when it cannot be read.

    >>> parse_payload("bA1-1A.p1x1.p2x2.mdfs.s4").picks
    ((0, 0), (1, 1))
    >>> try:
    ...     parse_payload("bA1-A")
    ... except InputError as why:
    ...     print(why)
    the link's board: rows 1 and 2 differ in length (2 and 1 cells; is the link cut short?)
    """
    if not isinstance(text, str) or not text:
        raise InputError("the link names no board")
    state = LinkState()
    for field in text.split("."):
        key = field[:1]
        if key == "b":
            rows = [parse_row(row, n) for n, row in enumerate(field[1:].split("-"), 1)]
            if len(rows) > MOST_SIDE:
                raise InputError(f"the link's board has more than {MOST_SIDE} rows")
            for n, row in enumerate(rows[1:], 2):
                if len(row) != len(rows[0]):
                    raise InputError(
                        f"the link's board: rows 1 and {n} differ in length ({len(rows[0])} and "
                        f"{len(row)} cells; is the link cut short?)"
                    )
            state = replace(state, grid=tuple(rows))
        elif key == "l":
            digits = field[1:]
            if sorted(digits) != list("123456"):
                raise InputError(f"the link's {field}: a layout is the six digits 1..6, each once")
            state = replace(state, layout=tuple(int(d) for d in digits))
        elif key == "t":
            state = replace(state, max_turns=_number(field, 0, MOST_TURNS, "the most turns"))
        elif key == "o" and field in ("o0", "o1"):
            state = replace(state, outside=field == "o1")
        elif key == "p" and re.fullmatch(r"p[1-9][0-9]?x[1-9][0-9]?", field):
            down, across = field[1:].split("x")
            if len(state.picks) == 2:
                raise InputError(f"the link's {field}: a link picks at most two tiles")
            state = replace(state, picks=(*state.picks, (int(down) - 1, int(across) - 1)))
        elif key == "m" and re.fullmatch(r"m[a-z0-9_]{1,20}", field):
            state = replace(state, method=field[1:])
        elif key == "s":
            state = replace(state, step=_number(field, 0, MOST_STEP, "the step"))
        else:
            raise InputError(f"the link's {field!r} means nothing to this page")
    return state


def refused_link(why: Exception) -> str:
    """The one line a part says when a link cannot be opened, in the language in force.

    >>> refused_link(InputError("the link names no board"))
    'cannot open the link: the link names no board'
    """
    return tr("cannot open the link: {why}", why=str(why))


def link_check(text: str) -> str:
    """Three letters or digits that change when ``text`` does (FNV-1a, in base 36): the end of
    a link, so that a link cut short or mistyped is found, not opened wrong. ``live.js`` computes
    the same.

    >>> link_check("ll1.game.bAA"), link_check("ll1.game.bA")
    ('k6q', '347')
    """
    value = 0x811C9DC5
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    value %= 36**3
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    return digits[value // 1296] + digits[value // 36 % 36] + digits[value % 36]


def link_address(part: str, payload: str) -> str:
    """The address fragment (without ``#``) that opens ``payload`` in the page's part ``part``
    (``game``, ``editor``, ``compare``, ``sixcompare``; ``compare2`` for a page's second)."""
    head = f"ll{LINK_VERSION}.{part}.{payload}"
    return f"{head}.{link_check(head)}"


__all__ = [
    "LINK_VERSION",
    "LinkState",
    "format_payload",
    "link_address",
    "link_check",
    "parse_payload",
    "refused_link",
]
