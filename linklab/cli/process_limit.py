"""How many processes a program under test may run at once, held by the strongest means the
machine gives, so that a fork bomb cannot take the machine:

``cgroup``
    a control group of its own with ``pids.max`` (cgroup v2 under this process's own group, or
    the v1 ``pids`` hierarchy), where one can be made (as root, most often): the kernel refuses
    every fork past the limit, and the group names every process to end;
``RLIMIT_NPROC``
    for a user who is not root: the processes the user runs now, plus the limit;
``watcher``
    where neither can be had (root, with no control group to make): the tree is counted as it
    runs, and ended as soon as it grows past the limit.

Threads count as processes for the first two (as the kernel counts them).

Examples
--------
>>> import subprocess, sys
>>> with ProcessLimit(8) as limit:
...     child = subprocess.Popen([sys.executable, "-c", "pass"], preexec_fn=limit.in_child)
...     limit.started(child.pid)
...     child.wait(), limit.met()
(0, False)
>>> limit.way in ("cgroup", "RLIMIT_NPROC", "watcher")
True
"""

from __future__ import annotations

import contextlib
import itertools
import os
import signal
import time
from pathlib import Path

#: How many processes (and threads) a program under test may run at once: far more than a
#: program needs (a JVM starts some tens of threads), far fewer than take a machine.
PROCESS_LIMIT = 256
#: The ways the limit can be held, strongest first, as `ProcessLimit.way` names them.
WAYS = ("cgroup", "RLIMIT_NPROC", "watcher")
#: What each way is called in a verdict.
WAY_TEXT = {
    "cgroup": "a control group's pids.max",
    "RLIMIT_NPROC": "RLIMIT_NPROC",
    "watcher": "a watcher that ended the tree",
}
#: What a program says when a fork is refused (C, Python, bash; dash).
REFUSED_FORK = (b"Resource temporarily unavailable", b"Cannot fork")
CGROUP_ROOT = Path("/sys/fs/cgroup")
_made = itertools.count()


def _v2_parent(root: Path) -> Path | None:
    """This process's own cgroup v2 group, when it can hold a child group limiting pids."""
    try:
        lines = Path("/proc/self/cgroup").read_text().splitlines()
    except OSError:
        return None
    own = next((line[3:] for line in lines if line.startswith("0::")), None)
    if own is None or not (root / "cgroup.controllers").exists():
        return None
    parent = root / own.lstrip("/")
    control = parent / "cgroup.subtree_control"
    try:
        if "pids" not in control.read_text().split():
            control.write_text("+pids")
    except OSError:
        return None
    return parent


def make_cgroup(limit: int, root: Path = CGROUP_ROOT) -> Path | None:
    """A new control group whose processes may be at most ``limit``, or None where none can be
    made (no cgroup file system, or not allowed to write it).

    >>> group = make_cgroup(4, Path("/nonexistent"))
    >>> group is None
    True
    """
    name = f"linklab-stress-{os.getpid()}-{next(_made)}"
    for parent in (_v2_parent(root), root / "pids"):
        if parent is None or not (parent / "cgroup.procs").exists():
            continue
        _remove_stale(parent)
        group = parent / name
        try:
            group.mkdir()
        except OSError:
            continue
        try:
            (group / "pids.max").write_text(str(limit))
            return group
        except OSError:
            remove_cgroup(group)
    return None


def _remove_stale(parent: Path) -> None:
    """Remove the groups left by a run whose process is gone (killed before it cleaned up)."""
    with contextlib.suppress(OSError):
        for group in parent.glob("linklab-stress-*-*"):
            owner = group.name.split("-")[2]
            if owner.isdigit() and not Path(f"/proc/{owner}").exists():
                remove_cgroup(group, rounds=1)


def cgroup_members(group: Path) -> set[int]:
    """The processes in ``group`` (none when it is gone)."""
    try:
        return {int(word) for word in (group / "cgroup.procs").read_text().split()}
    except OSError:
        return set()


def remove_cgroup(group: Path, rounds: int = 400) -> None:
    """End every process in ``group`` and remove it."""
    for _ in range(rounds):
        members = cgroup_members(group)
        for pid in members:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            group.rmdir()
            return
        if not group.exists():
            return
        time.sleep(0.001)


def cgroup_refused(group: Path) -> bool:
    """Whether ``group``'s limit refused a fork (its ``pids.events`` count of ``max``)."""
    try:
        events = (group / "pids.events").read_text().split()
    except OSError:
        return False
    return any(a == "max" and b != "0" for a, b in itertools.pairwise(events))


def user_processes(uid: int) -> int:
    """How many processes (threads each counted) user ``uid`` runs now."""
    count = 0
    for name in os.listdir("/proc"):
        if name.isdigit():
            with contextlib.suppress(OSError):
                if os.stat(f"/proc/{name}").st_uid == uid:
                    count += len(os.listdir(f"/proc/{name}/task"))
    return count


class ProcessLimit:
    """While open, a way (`WAYS`) to hold a program to ``limit`` processes at once: start it
    with ``preexec_fn=in_child``, tell ``started(pid)``, ask ``met()`` as it runs (the watcher
    counts there) and after; on leaving, its control group, if any, is emptied and removed.

    ``ways`` are the ways that may be tried, in order (all by default); ``user`` the user the
    program runs as (this process's by default: a caller that changes user in the child says
    which).
    """

    def __init__(
        self, limit: int = PROCESS_LIMIT, ways: tuple[str, ...] = WAYS, user: int | None = None
    ):
        if limit < 1:
            raise ValueError(f"a process limit must be at least 1, got {limit}")
        self.limit, self.ways = limit, ways
        self.user = os.getuid() if user is None else user
        self.way = "watcher"
        self.group: Path | None = None
        self.nproc = 0
        self.root: int | None = None
        self.over = False

    def __enter__(self) -> ProcessLimit:
        if "cgroup" in self.ways:
            self.group = make_cgroup(self.limit)
        if self.group is not None:
            self.way = "cgroup"
        elif "RLIMIT_NPROC" in self.ways and self.user != 0:  # root is not held by it
            self.way = "RLIMIT_NPROC"
            self.nproc = user_processes(self.user) + self.limit
        return self

    def __exit__(self, *exc) -> None:
        if self.group is not None:
            remove_cgroup(self.group)

    def in_child(self) -> None:
        """Run in the child before the program: join the control group, or take the limit."""
        if self.group is not None:
            (self.group / "cgroup.procs").write_text(str(os.getpid()))
        elif self.way == "RLIMIT_NPROC":
            import resource

            resource.setrlimit(resource.RLIMIT_NPROC, (self.nproc, self.nproc))

    def started(self, pid: int) -> None:
        """The program runs as ``pid``."""
        self.root = pid

    def met(self, said: bytes | bytearray = b"") -> bool:
        """Whether the program has met its limit (``said``: the end of its standard error,
        where a refused fork shows under RLIMIT_NPROC). The watcher counts the tree here."""
        if self.over:
            return True
        if self.group is not None:
            self.over = cgroup_refused(self.group)
        elif self.way == "RLIMIT_NPROC":
            self.over = any(words in said for words in REFUSED_FORK)
        elif self.root is not None:
            from linklab.cli.process_tree import descendants

            self.over = len(descendants([self.root])) > self.limit
        return self.over

    def members(self) -> set[int]:
        """The processes of the program's control group (none without one)."""
        return cgroup_members(self.group) if self.group is not None else set()

    def text(self) -> str:
        """The limit and what held it, as a verdict says it."""
        return f"at most {self.limit} at once, held by {WAY_TEXT[self.way]}"
