"""What every command shares: reading standard input and files, size limits, the rule from its
options, and cells shown as the command line counts them (row and column from 1).

The handlers (``cli_game``, ``cli_draw``, ``stress``) import from here, never from ``cli``,
which imports them: so the command line has no import cycle.
"""

from __future__ import annotations

import sys
from pathlib import Path

from linklab.core.board import Cell, format_cell
from linklab.core.errors import InputError
from linklab.core.rules import Rules

#: generate and play refuse bigger boards unless --max-cells raises the limit; building a
#: solvable board costs far more per cell than dealing one, hence its smaller limit.
MAX_CELLS = 1_000_000
MAX_SOLVABLE_CELLS = 5_000


def read_text(data: bytes) -> str:
    """Bytes as UTF-8 text, or an InputError naming the line where they stop being text.

    >>> read_text(b"1 2\\n")
    '1 2\\n'
    """
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as bad:
        line = data.count(b"\n", 0, bad.start) + 1
        raise InputError("expected text (UTF-8), found binary data", line=line) from None


def text_before_bad_bytes(data: bytes) -> tuple[str, InputError | None]:
    """The lines of ``data`` before the first one that is not UTF-8 text, and the error
    naming that line (None when all is text): a command answers those lines, then stops.

    >>> text_before_bad_bytes(b"1 2\\n3 \\xff\\n")
    ('1 2\\n', InputError('expected text (UTF-8), found binary data'))
    """
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError as bad:
        line = data.count(b"\n", 0, bad.start) + 1
        start = data.rfind(b"\n", 0, bad.start) + 1
        error = InputError("expected text (UTF-8), found binary data", line=line)
        return data[:start].decode("utf-8"), error


def read_input() -> bytes:
    """All of standard input, or an InputError when it is closed or cannot be read.

    A command reads its input through here, so a closed or failing standard input is one line
    and exit status 2 like any other bad input.
    """
    stream = sys.stdin
    if stream is None:
        raise InputError("cannot read standard input: it is closed")
    try:
        return stream.buffer.read()
    except (OSError, ValueError) as failed:
        raise InputError(f"cannot read standard input: {reason(failed)}") from None


def read_file_text(name: str) -> str:
    """The text of a file (``-``: standard input), or one InputError naming the file.

    >>> import tempfile, os
    >>> folder = tempfile.mkdtemp()
    >>> read_file_text(os.path.join(folder, "none.txt"))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: cannot read .../none.txt: No such file or directory
    """
    if name == "-":
        return read_text(read_input())
    try:
        data = Path(name).read_bytes()
    except OSError as failed:
        raise InputError(f"cannot read {name}: {failed.strerror or failed}") from None
    return read_text(data)


def input_stream():
    """Standard input as text, for commands that read it a line at a time (``play``)."""
    if sys.stdin is None:
        raise InputError("cannot read standard input: it is closed")
    return sys.stdin


def reason(failed: BaseException) -> str:
    """Why an operation failed, in a few words (the file name first when there is one).

    >>> reason(FileNotFoundError(2, "No such file or directory", "b.txt"))
    'b.txt: No such file or directory'
    """
    if isinstance(failed, OSError):
        where = f"{failed.filename}: " if failed.filename else ""
        return f"{where}{failed.strerror or failed}"
    return str(failed)


def rules_from(max_turns: int = 2, outside: bool = False) -> Rules:
    """The rule the ``--max-turns`` and ``--outside`` options name, checked.

    >>> rules_from(3, True)
    Rules(max_turns=3, outside=True)
    >>> rules_from(-1)
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: --max-turns must be a whole number >= 0, got -1
    """
    if not isinstance(max_turns, int) or isinstance(max_turns, bool) or max_turns < 0:
        raise InputError(f"--max-turns must be a whole number >= 0, got {max_turns!r}")
    return Rules(max_turns=max_turns, outside=bool(outside))


def position(cell: Cell) -> str:
    """A cell as the command line writes it: row and column counted from 1.

    >>> position((0, 2))
    '1 3'
    """
    return f"{cell[0] + 1} {cell[1] + 1}"


#: A cell named in a sentence, counted from 1 like ``position``: ``(1, 3)``.
named = format_cell
