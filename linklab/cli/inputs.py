"""What every command shares: reading standard input and files, size limits, the rule from its
options, and cells shown as the command line counts them (row and column from 1).

The handlers (``cli_game``, ``cli_draw``, ``stress``) import from here, never from ``cli``,
which imports them: so the command line has no import cycle.
"""

from __future__ import annotations

import sys

from linklab.core.errors import InputError

TYPE_CHECKING = False
if TYPE_CHECKING:  # imported when used: a judge process starts without them
    from linklab.core.board import Cell
    from linklab.core.rules import Rules

#: generate and play refuse bigger boards unless --max-cells raises the limit; building a
#: solvable board costs far more per cell than dealing one, hence its smaller limit.
MAX_CELLS = 1_000_000
MAX_SOLVABLE_CELLS = 5_000
#: solve refuses bigger boards unless --max-cells raises the limit (its search grows fast).
MAX_SOLVE_CELLS = 10_000
#: The address space, in megabytes, ``linklab stress`` gives each run of the program it tests.
MEMORY_LIMIT_MB = 1024
#: Bytes a board's text may take a cell (a kind of many digits and its spaces), and beyond.
_BYTES_A_CELL, _SLACK = 64, 64 * 1024
#: The UTF-8 byte-order mark some editors (Windows Notepad) put first; every reader skips it.
BOM = b"\xef\xbb\xbf"
#: Bytes no text holds: the control characters but tab, line ends, \v and \f.
_CONTROL = bytes([*range(0, 9), *range(14, 32), 127])


def read_text(data: bytes) -> str:
    """Bytes as UTF-8 text, or an InputError naming the line where they stop being text.

    >>> read_text(b"1 2\\n")
    '1 2\\n'
    >>> read_text(BOM + b"AB\\n")  # a byte-order mark first is skipped
    'AB\\n'
    """
    data = data.removeprefix(BOM)
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
    from pathlib import Path

    try:
        data = Path(name).read_bytes()
    except OSError as failed:
        raise InputError(f"cannot read {name}: {failed.strerror or failed}") from None
    return read_text(data)


def read_board_text(name: str, max_cells: int, chunk: int = 1 << 20) -> str:
    """A board file's text (``-``: standard input), read as the judges read: a chunk at a time,
    stopping at the first byte no text holds (NUL, say) or once the input is longer than a
    board of ``max_cells`` cells can be written in; each an InputError saying where.

    >>> import io, sys
    >>> sys.stdin = io.TextIOWrapper(io.BytesIO(b"AB\\nBA\\n"))
    >>> read_board_text("-", 4)
    'AB\\nBA\\n'
    >>> sys.stdin = io.TextIOWrapper(io.BytesIO(b"AB\\nB\\0" + bytes(10**6)))
    >>> read_board_text("-", 4)
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: line 2: expected text (UTF-8), found binary data
    >>> sys.stdin = sys.__stdin__
    """
    limit = max_cells * _BYTES_A_CELL + _SLACK
    if name == "-":
        if sys.stdin is None:
            raise InputError("cannot read standard input: it is closed")
        where, opened = "standard input", None
        stream = sys.stdin.buffer
    else:
        where = name
        try:
            stream = opened = open(name, "rb")  # noqa: SIM115 (closed below)
        except OSError as failed:
            raise InputError(f"cannot read {name}: {failed.strerror or failed}") from None
    parts: list[bytes] = []
    size = 0
    try:
        while True:
            try:
                data = stream.read(chunk)
            except (OSError, ValueError) as failed:
                raise InputError(f"cannot read {where}: {reason(failed)}") from None
            if not data:
                break
            if len(data.translate(None, _CONTROL)) < len(data):  # one pass; then where
                bad = min(i for i in (data.find(byte) for byte in _CONTROL_BYTES) if i >= 0)
                line = sum(part.count(b"\n") for part in parts) + data.count(b"\n", 0, bad) + 1
                raise InputError("expected text (UTF-8), found binary data", line=line)
            parts.append(data)
            size += len(data)
            if size > limit:
                raise InputError(
                    f"{where} is longer than a board of {max_cells:,} cells can be "
                    f"(over {limit:,} bytes; --max-cells raises the limit)"
                )
    finally:
        if opened is not None:
            opened.close()
    return read_text(b"".join(parts))


_CONTROL_BYTES = [bytes([byte]) for byte in _CONTROL]


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
    from linklab.core.rules import Rules

    if not isinstance(max_turns, int) or isinstance(max_turns, bool) or max_turns < 0:
        raise InputError(f"--max-turns must be a whole number >= 0, got {max_turns!r}")
    return Rules(max_turns=max_turns, outside=bool(outside))


def position(cell: Cell) -> str:
    """A cell as the command line writes it: row and column counted from 1.

    >>> position((0, 2))
    '1 3'
    """
    return f"{cell[0] + 1} {cell[1] + 1}"


def named(cell: Cell) -> str:
    """A cell named in a sentence, counted from 1 like ``position``.

    >>> named((0, 2))
    '(1, 3)'
    """
    from linklab.core.board import format_cell

    return format_cell(cell)


#: What ``str.splitlines`` ends a line at ("\r\n" as one).
_TEXT_LINE_ENDS = ("\n", "\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029")


def count_lines(text: str) -> int:
    """``len(text.splitlines())``, counted in C without making the lines.

    >>> count_lines("1 2\\r\\n3\\r4\\x0c5"), count_lines(""), count_lines("\\n\\n")
    (4, 0, 2)
    """
    if not text:
        return 0
    ends = sum(map(text.count, _TEXT_LINE_ENDS)) - text.count("\r\n")
    return ends + (not text.endswith(_TEXT_LINE_ENDS))


#: The longest line a streamed text keeps whole; a longer one, spaces aside, is bad input.
LONGEST_LINE = 64 * 1024
#: Where ``str.splitlines`` ends a line, among ASCII bytes (a chunk is cut after one of them).
_LINE_ENDS = (b"\n", b"\x0b", b"\x0c", b"\x1c", b"\x1d", b"\x1e")


def text_blocks(stream, chunk: int = 1 << 20):
    """A binary stream as blocks of whole lines of text, each with the number of lines before
    it (as ``str.splitlines`` counts them); the lines before the first that is not UTF-8 text
    come out, then an InputError names that line. A line longer than ``LONGEST_LINE`` (its
    spaces aside) ends the stream there, as one last block: memory follows the line, not the
    input.

    >>> import io
    >>> list(text_blocks(io.BytesIO(b"1 2\\n3\\n4"), chunk=4))
    [('1 2\\n', 0), ('3\\n', 1), ('4', 2)]
    >>> list(text_blocks(io.BytesIO(BOM + b"1\\n"), chunk=1))
    [('1\\n', 0)]
    """
    rest, before, fresh, last = b"", 0, True, ""
    while True:
        try:
            more = stream.read(chunk)
        except (OSError, ValueError) as failed:
            raise InputError(f"cannot read standard input: {reason(failed)}") from None
        data = rest + more if more else rest
        if fresh:  # a byte-order mark first is skipped (it may come a byte at a time)
            if more and len(data) < len(BOM) and BOM.startswith(data):
                rest = data
                continue
            fresh, data = False, data.removeprefix(BOM)
        if not more:
            cut = len(data)
        else:
            cut = data.rfind(b"\n") + 1
            if not cut:  # no "\n": another line end (a last "\r" may begin "\r\n")
                cut = max(data.rfind(end) for end in (*_LINE_ENDS[1:], b"\r")) + 1
                if cut == len(data) and data.endswith(b"\r"):
                    cut = max(data.rfind(end, 0, -1) for end in (*_LINE_ENDS, b"\r")) + 1
        if not cut and len(data) > LONGEST_LINE:
            words = data.split()
            squeezed = b" ".join(words)
            if len(squeezed) <= LONGEST_LINE:  # spaces only make it long: keep reading
                rest = (b" " if data[:1].isspace() else b"") + squeezed
                rest += b" " if words and data[-1:].isspace() else b""
                continue
            cut, more = len(data), b""  # a line too long to be input: the last block
        block, rest = data[:cut], data[cut:]
        if block:
            before += count_lines(last)  # the block before this one, counted only now
            text, bad = text_before_bad_bytes(block)
            if bad is not None:
                if bad.line is not None:
                    bad.line += before
                yield text, before
                raise bad
            yield text, before
            last = text
        if not more:
            return
