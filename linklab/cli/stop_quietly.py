"""A child's messages passed on while it serves, and summed up in one line once it stops.

A server stopped with kernels still starting or running the notebook logs the race of its own
shutdown (a kernel gone before its manager asked it to go, a socket closed under a reader):
dozens of lines of traceback at a lecturer's Ctrl-C, about nothing that went wrong for anyone.
`Relay` copies every line the child writes while it serves, holds what it writes once stopping
began, and `Relay.summary` says in one line what was held. A server the app or the course
starts stops at SIGTERM as at Ctrl-C (`stop_on_sigterm`, which raises `Stopped`).
"""

from __future__ import annotations

import sys
import threading
from typing import IO


class Relay:
    """Copy ``source`` line by line to ``target`` (stdout) in a thread of its own, until `stopping`.

    Examples
    --------
    >>> import io
    >>> out = io.StringIO()
    >>> relay = Relay(io.BytesIO(b"serving\\n"), out)
    >>> relay.start(); relay.wait(); out.getvalue()
    'serving\\n'
    >>> relay = Relay(io.BytesIO(b"Traceback (most recent call last):\\n  ...\\nKeyError: 3\\n"))
    >>> relay.stopping(); relay.start(); relay.wait(); relay.summary("app")
    'app: 3 lines of shutdown messages left out (the last: KeyError: 3)'
    """

    def __init__(self, source: IO[bytes], target: IO[str] | None = None):
        self._source, self._target = source, target if target is not None else sys.stdout
        self._quiet = threading.Event()
        self.held: list[str] = []
        self._thread = threading.Thread(target=self._copy, daemon=True)

    def start(self) -> None:
        """Begin copying (in a daemon thread: it never keeps the program alive)."""
        self._thread.start()

    def _copy(self) -> None:
        for raw in iter(self._source.readline, b""):
            line = raw.decode(errors="replace")
            if self._quiet.is_set():
                self.held.append(line)
            else:
                self._target.write(line)
                self._target.flush()

    def stopping(self) -> None:
        """From now on hold the child's lines instead of passing them on."""
        self._quiet.set()

    def wait(self, timeout: float | None = None) -> None:
        """Wait until the child's output ends (it closed it, or exited)."""
        self._thread.join(timeout)

    def summary(self, name: str) -> str:
        """One line on what was held, or ``""`` when the child said nothing while stopping."""
        if not self.held:
            return ""
        last = next((line.strip() for line in reversed(self.held) if line.strip()), "")
        count = len(self.held)
        return f"{name}: {count} lines of shutdown messages left out (the last: {last[:120]})"


class Stopped(Exception):
    """SIGTERM arrived: a server stops as at Ctrl-C (`stop_on_sigterm` raises it)."""


def stop_on_sigterm(signum: int, frame: object) -> None:
    """A SIGTERM handler that raises `Stopped` where the program is.

    >>> stop_on_sigterm(15, None)
    Traceback (most recent call last):
    ...
    linklab.cli.stop_quietly.Stopped
    """
    raise Stopped
