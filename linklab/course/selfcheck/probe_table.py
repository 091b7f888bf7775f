"""The catalogue's probes for the course's checks, read from the table shipped with the package.

Finding the cases that tell the catalogue's entries apart (`misconceptions.probes`) runs every
model of a check's kind on thousands of the check's cases: 1 to 3 s of one core natively, and
10 to 33 s in the page, paid by the first failing check a learner runs. For the rules the
course's checks use they are worked out when the package is built (`probe_build`) and kept in
``probe_data.py`` beside this module, a module so that it travels wherever the package's
modules do, the page's zip included; `shipped` reads them from there (the JSON parsed once,
at the first failing check: about 3 ms).

Examples
--------
>>> board = Board.from_rows([[1, 0], [0, 1]])
>>> decode_case("link", encode_case("link", (board, (0, 0), (1, 1)))) == (board, (0, 0), (1, 1))
True
>>> decode_case("six", encode_case("six", (2, 1, 3, 4, 5, 6)))
(2, 1, 3, 4, 5, 6)
>>> len(shipped("six", Rules())) > 0, shipped("six", Rules(max_turns=3))
(True, None)
"""

from __future__ import annotations

import json
from typing import Any

from linklab.core.board import Board
from linklab.core.rules import Rules


def table_key(kind: str, rules: Rules) -> str:
    """The table's key for a check of ``kind`` under ``rules``.

    >>> table_key("bfs", Rules(outside=True))
    'bfs 2 outside'
    """
    return f"{kind} {rules.max_turns} {'outside' if rules.outside else 'on the board'}"


def encode_case(kind: str, case: Any) -> Any:
    """A case as JSON: a layout as its digits' string, a board case as its rows, a and b."""
    if kind == "six":
        return "".join(map(str, case))
    board, a, b = case
    return [[list(row) for row in board.grid], list(a), list(b)]


def decode_case(kind: str, data: Any) -> Any:
    """The case `encode_case` wrote."""
    if kind == "six":
        return tuple(int(digit) for digit in data)
    rows, a, b = data
    return Board.from_rows(rows), tuple(a), tuple(b)


def shipped(kind: str, rules: Rules) -> tuple[Any, ...] | None:
    """The probes shipped for ``kind`` under ``rules``, or None when they are not shipped."""
    table = shipped_table()
    key = table_key(kind, rules)
    if key not in table:
        return None
    return tuple(decode_case(kind, data) for data in table[key])


_LOADED: dict[str, list[Any]] = {}


def forget_table() -> None:
    """Forget the table read: the next probe asked for reads it again."""
    _LOADED.clear()


def shipped_table() -> dict[str, list[Any]]:
    if not _LOADED:
        from linklab.course.selfcheck.probe_data import TABLE

        _LOADED.update(json.loads(TABLE))
    return _LOADED
