"""The ``linklab`` command run in the test's own process: `linklab.cli.main.main` with its
argument list, standard input given as bytes, what it writes caught as bytes and returned as a
child process's would be (`subprocess.CompletedProcess`).

A start of ``python -m linklab`` costs a quarter of a second of processor time or more, nearly
all of it imports this process holds already. Tests of what the command answers run here; the
few about the process itself (a descriptor closed before it starts, Ctrl-C, its memory, no
traceback on the way out) start it.

An exception that leaves ``main`` is raised here, where a child would print a traceback:
the test fails either way.

>>> done = cli("judge", "pair", stdin=b"1 3\\n1 0 1\\n0 0\\n0 2\\n")
>>> done.returncode, done.stdout, done.stderr
(0, b'TRUE\\n', b'')
>>> cli("judge", "pair", closed=(0,)).stderr.decode().startswith("linklab: error: cannot read")
True
"""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from typing import BinaryIO


def cli(
    *args: str,
    stdin: bytes = b"",
    stdout: BinaryIO | None = None,
    closed: tuple[int, ...] = (),
) -> subprocess.CompletedProcess:
    """``linklab ARGS`` on ``stdin``; ``stdout`` a binary file to write to instead of one caught
    here; ``closed`` the descriptors (0, 1) that a child would find closed (None in ``sys``)."""
    from linklab.cli.main import main

    out, err = io.BytesIO(), io.BytesIO()
    streams = (
        None if 0 in closed else io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8"),
        None if 1 in closed else _text(stdout if stdout is not None else out),
        _text(err, errors="backslashreplace"),
    )
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = streams
    try:
        status = _status(main, list(args))
        for stream in streams[1:]:
            # a full disk: main said so already, and a child's exit would flush into nothing
            with contextlib.suppress(OSError, AttributeError):
                stream.flush()
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    return subprocess.CompletedProcess(["linklab", *args], status, out.getvalue(), err.getvalue())


def _text(binary: BinaryIO, errors: str = "strict") -> io.TextIOWrapper:
    return io.TextIOWrapper(binary, encoding="utf-8", errors=errors, newline="\n")


def _status(main, argv: list[str]) -> int:
    """``main``'s exit status, a ``sys.exit`` inside it read as the interpreter reads it."""
    try:
        return main(argv)
    except SystemExit as stop:
        if stop.code is None or isinstance(stop.code, int):
            return stop.code or 0
        sys.stderr.write(f"{stop.code}\n")
        return 1
