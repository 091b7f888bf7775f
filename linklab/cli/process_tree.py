"""A program's whole process tree, found through ``/proc`` and ended, so nothing it starts
outlives its run.

A program may start children that leave its process group and session (``setsid``) or lose
their parent (``cmd &`` in a script that then exits). ``Subreaper`` makes the running process
adopt every such orphan, so the tree stays below it; ``end_tree`` walks the children lists
(and, as a fallback where adoption is not available, the session and the holders of the
output pipe) and kills what it finds until nothing is left, then reaps it.

Examples
--------
>>> import subprocess, sys
>>> with Subreaper() as reaper:
...     child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
...     killed = end_tree(child.pid, reaper)
...     child.wait()
-9
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import time
from collections.abc import Iterable

_PR_SET_CHILD_SUBREAPER = 36
_PR_GET_CHILD_SUBREAPER = 37


def _libc():
    try:
        return ctypes.CDLL(None, use_errno=True)
    except OSError:  # no C library to call: adoption is then not available
        return None


class Subreaper:
    """While open, orphans of the process's descendants are adopted by it (Linux), not by
    init; the children it had before are remembered, so its own are not taken for a
    program's."""

    def __init__(self):
        self.was = None
        self.adopting = False
        self.before: set[int] = set()

    def __enter__(self) -> Subreaper:
        libc = _libc()
        if libc is not None and hasattr(libc, "prctl"):
            flag = ctypes.c_int(0)
            if libc.prctl(_PR_GET_CHILD_SUBREAPER, ctypes.byref(flag), 0, 0, 0) == 0:
                self.was = flag.value
                self.adopting = libc.prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
        self.before = set(children(os.getpid()))
        return self

    def __exit__(self, *exc) -> None:
        if self.was == 0:
            _libc().prctl(_PR_SET_CHILD_SUBREAPER, 0, 0, 0, 0)

    def adopted(self, since: int) -> set[int]:
        """The children taken in since the program started (started no earlier than
        ``since``, in clock ticks after boot), and not known before."""
        found = set()
        for pid in children(os.getpid()):
            if pid not in self.before and (start_time(pid) or 0) >= since:
                found.add(pid)
        return found


def children(pid: int) -> list[int]:
    """The direct children of ``pid``, from its threads' ``children`` lists.

    >>> import os
    >>> children(os.getpid()) == children(os.getpid())
    True
    """
    found: list[int] = []
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return found
    for task in tasks:
        with (
            contextlib.suppress(OSError),
            open(f"/proc/{pid}/task/{task}/children", "rb") as listed,
        ):
            found += [int(word) for word in listed.read().split()]
    return found


def descendants(roots: Iterable[int]) -> set[int]:
    """``roots`` and everything below them."""
    found, todo = set(), list(roots)
    while todo:
        pid = todo.pop()
        if pid not in found:
            found.add(pid)
            todo += children(pid)
    return found


def _stat(pid: int) -> list[str] | None:
    """The fields of ``/proc/PID/stat`` after the command name, from the state on."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            return stat.read().rsplit(b")", 1)[1].decode().split()
    except (OSError, IndexError):
        return None


def start_time(pid: int) -> int | None:
    """When ``pid`` started, in clock ticks after boot; None when it is gone."""
    fields = _stat(pid)
    return int(fields[19]) if fields else None


def _gone(pid: int) -> bool:
    fields = _stat(pid)
    return fields is None or fields[0] in ("Z", "X")


def session_members(session: int) -> set[int]:
    """Every process in session ``session`` (a scan of ``/proc``)."""
    found = set()
    for name in os.listdir("/proc"):
        if name.isdigit():
            fields = _stat(int(name))
            if fields and int(fields[3]) == session:
                found.add(int(name))
    return found


def pipe_holders(inodes: Iterable[int]) -> set[int]:
    """The processes with an open file descriptor on one of the pipes ``inodes``, but this one."""
    wanted = {f"pipe:[{inode}]" for inode in inodes}
    found = set()
    me = os.getpid()
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) == me:
            continue
        try:
            fds = os.listdir(f"/proc/{name}/fd")
        except OSError:
            continue
        for fd in fds:
            with contextlib.suppress(OSError):
                if os.readlink(f"/proc/{name}/fd/{fd}") in wanted:
                    found.add(int(name))
                    break
    return found


def end_tree(
    root: int,
    reaper: Subreaper,
    pipes: Iterable[int] = (),
    rounds: int = 400,
    since: int | None = None,
) -> set[int]:
    """Kill ``root`` and everything it started, until none is left running; reap the adopted.

    ``root`` is the program, started in a session of its own; ``pipes`` the inodes of its
    output pipes, whose holders are killed too; ``since`` when it started (`start_time`),
    read before a ``root`` that is reaped already, whose orphans are found by it. ``root``
    itself is left for its ``Popen`` to reap. Returns the processes killed.
    """
    me = os.getpid()
    if since is None:
        since = start_time(root)
    killed: set[int] = set()
    full = True  # the session and pipe scans read all of /proc: only to make sure, at the end
    for _ in range(rounds):
        found = descendants([root]) if not _gone(root) else {root}
        if since is not None:
            found |= descendants(reaper.adopted(since))
        if full and not reaper.adopting:  # else every one of them is adopted, hence found
            found |= session_members(root)
        if full and pipes:
            found |= pipe_holders(pipes)
        found.discard(me)
        running = {pid for pid in found if not _gone(pid)}
        for pid in running:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
        killed |= found
        _reap(found - {root})
        if not running:
            if full:
                break
            full = True
            continue
        full = False
        time.sleep(0.001)
    return killed


def _reap(pids: Iterable[int]) -> None:
    """Collect the exit of those that are this process's children (adopted orphans)."""
    for pid in pids:
        with contextlib.suppress(ChildProcessError, OSError):
            os.waitpid(pid, os.WNOHANG)
