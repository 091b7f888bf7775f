"""A check run apart: in a child process of the kernel, which can be ended whatever it runs.

The hang guard (`linklab.course.selfcheck.guard`) stops a learner's loop written in Python,
but not one step that runs in C: ``sum(range(10**12))``, ``10**(10**8)``, a builtin that never
returns to Python. On POSIX a check therefore runs in a fork of the process that asked for it
(`run`): the same modules, the same function, the same counted work, so the same verdict;
the parent waits, and the verdict comes back pickled. The child's calls may hold at most
`MEMORY_MB` megabytes more than the parent held when it forked (``RLIMIT_AS``): past that a
call raises ``MemoryError``, one line in the verdict. The child tells the parent, through a
page of shared memory, which call it is in (the case, pickled) and ticks there while its
Python runs (the guard's timer signal); a call that stops ticking for ``CALL_SECONDS`` by
the clock is in one long step of C, and the parent ends the child: its line is read from
the child's stack (``faulthandler``), and the verdict says the time it really took. The
parent process (a notebook's kernel) stays as it was: nothing the learner's function does
in the child reaches it.

Where there is no fork (Windows, a browser's Python) a check runs in the process itself, as
before; so it does with ``APART`` False.

Examples
--------
>>> from linklab.course.selfcheck import check_link
>>> def adds_forever(board, a, b):
...     return sum(range(10**15)) > 0
>>> import linklab.course.selfcheck.guard as guard
>>> old, guard.CALL_SECONDS = guard.CALL_SECONDS, 0.5
>>> result = check_link(adds_forever)
>>> guard.CALL_SECONDS = old
>>> result.status, "sum(range(10**15))" in result.text()
('stopped', True)
"""

from __future__ import annotations

import contextlib
import os
import pickle
import struct
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from typing import IO, TYPE_CHECKING, Any

from linklab.course.selfcheck import guard as _guard

if TYPE_CHECKING:
    import mmap

#: What a check says of a case whose call was ended in one step of C: ``stopped(case, passed,
#: took)``, the case, how many cases passed before it, and where and after how long.
WhenStuck = Callable[[Any, int, _guard.TookTooLong], Any]

#: Run each check in a child process where the system can fork one.
APART = hasattr(os, "fork") and sys.platform not in ("emscripten", "wasi")
#: Megabytes of memory a check's calls may hold beyond what the process held when the check
#: began; a call that asks for more gets a MemoryError.
MEMORY_MB = 400
#: Bytes of the shared page: a header, then the case being asked, pickled.
_SIZE = 1 << 16
_HEADER = struct.Struct("<ddqq")  # call began, last tick, passed so far, case length
_CASE_AT = 64
#: Seconds the parent waits for the child's stack after asking for it.
_DUMP_WAIT = 0.5


class _Watch:
    """The child's side of the shared page: which call it is in, and a tick while Python runs.
    A case the parent holds too (one of ``known``) is written as its place there; another
    is pickled (or left out, when too large). Each write is a few numbers: a call costs
    about a microsecond more."""

    def __init__(self, page: mmap.mmap, known: dict[int, int]):
        self.page, self.known = page, known

    def checking(self, on: bool) -> None:
        """A check's calls begin or end (the parent needs no word of it)."""

    def case(self, case: Any, check: Any = None) -> None:
        """The case the next calls ask."""
        index = self.known.get(id(case))
        if index is not None:
            _LENGTH.pack_into(self.page, 24, -1 - index)
            return
        try:
            data = pickle.dumps(case, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:
            data = b""
        if len(data) > _SIZE - _CASE_AT:
            data = b""
        self.page[_CASE_AT : _CASE_AT + len(data)] = data
        _LENGTH.pack_into(self.page, 24, len(data))

    def calling(self, began: bool) -> None:
        if began:
            now = time.monotonic()
            _TWO.pack_into(self.page, 0, now, now)
        else:
            _ONE.pack_into(self.page, 0, 0.0)

    def tick(self) -> None:
        _ONE.pack_into(self.page, 8, time.monotonic())

    def passing(self, passed: int) -> None:
        _LENGTH.pack_into(self.page, 16, passed)


_ONE, _TWO, _LENGTH = struct.Struct("<d"), struct.Struct("<dd"), struct.Struct("<q")


def usable() -> bool:
    """Whether `run` forks: `APART`, and not already inside a check's child (whose watch is
    ``guard.WATCH``)."""
    return APART and _guard.WATCH is None


def run(
    work: Callable[[], Any],
    stopped: WhenStuck,
    learner_file: str = "",
    known: Sequence[Any] = (),
) -> Any:
    """``work()`` (a check), run in a child process; ``stopped(case, passed, took)`` is the
    verdict when the child is ended in one step of C (its case, how many cases passed before,
    where and after how long). ``learner_file`` names the file of the learner's code, to find
    its line in the child's stack; ``known`` holds cases this process holds already (the
    small boards), which the child names by their place instead of pickling them."""
    if not usable():
        return work()
    import mmap
    import tempfile

    with mmap.mmap(-1, _SIZE) as page, tempfile.TemporaryFile() as dump:
        reader, writer = os.pipe()
        limit = _memory_limit()
        import gc

        # The parent's objects out of the collector's sight in the child: its collections
        # then touch none of them, and the pages they sit in are not copied.
        gc.freeze()
        with _quiet_fork_warning():
            pid = os.fork()
        if pid == 0:  # the child: never returns
            os.close(reader)
            places = {id(case): index for index, case in enumerate(known)}
            _child(work, _Watch(page, places), writer, dump.fileno(), limit)
        gc.unfreeze()
        os.close(writer)
        try:
            return _wait(pid, reader, page, dump, stopped, learner_file, known)
        finally:
            os.close(reader)


def _wait(
    pid: int,
    reader: int,
    page: mmap.mmap,
    dump: IO[bytes],
    stopped: WhenStuck,
    learner_file: str,
    known: Sequence[Any],
) -> Any:
    """The child's verdict, read from ``reader``; or, when it is stuck in one step of C, it
    is ended and ``stopped`` says so. The child is gone when this returns or raises."""
    import selectors
    import signal

    chunks: list[bytes] = []
    began = time.monotonic()
    last_tick = -1.0
    used_at_tick: float | None = 0.0
    ended = False
    try:
        with selectors.DefaultSelector() as waiting:
            waiting.register(reader, selectors.EVENT_READ)
            while True:
                if waiting.select(0.05):
                    chunk = os.read(reader, 1 << 20)
                    if not chunk:
                        break
                    chunks.append(chunk)
                    continue
                call_began, tick, passed, length = _HEADER.unpack_from(page, 0)
                now = time.monotonic()
                if tick != last_tick:  # its Python ran: the processor's time counts from here
                    last_tick, used_at_tick = tick, _processor_seconds(pid)
                if call_began and _stuck(now - max(tick, call_began), pid, used_at_tick):
                    case = _read_case(page, length, known)
                    took = _end_stuck_child(pid, dump, learner_file, now - call_began)
                    ended = True
                    return stopped(case, passed, took)
    finally:
        if not ended:  # done, or the parent interrupted: the child goes either way
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        _reap_child(pid)
    return _outcome_of(b"".join(chunks), time.monotonic() - began)


def _stuck(quiet: float, pid: int, used_at_tick: float | None) -> bool:
    """Whether the child, ``quiet`` seconds by the clock since its Python last ran, is stuck
    in one step of C: it used ``CALL_SECONDS`` of the processor since then (what the guard
    allows a call that does no work), or, where its processor time cannot be read, or it
    uses none (a call blocked in C), ``STARVED`` times that by the clock. A busy machine
    that gives the child little of the processor does not make it stuck."""
    limit = _guard.CALL_SECONDS
    if quiet <= limit:
        return False
    used = _processor_seconds(pid)
    if used is not None and used_at_tick is not None and used - used_at_tick > limit:
        return True
    return quiet > _guard.STARVED * limit


def _processor_seconds(pid: int) -> float | None:
    """The processor time ``pid`` has used (Linux's /proc), or None."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


def _child(
    work: Callable[[], Any], watch: _Watch, writer: int, dump: int, limit: int | None
) -> None:
    """Run ``work`` and write its pickled outcome to ``writer``; then end at once."""
    import builtins
    import faulthandler
    import signal

    code = 0
    try:
        _guard.WATCH = watch
        builtins.input = _no_input  # a kernel's input() would ask through the parent's socket
        # what the check prints outside a call goes nowhere; the process ends with os._exit
        devnull = open(os.devnull, "w")  # noqa: SIM115
        sys.stdout = sys.stderr = devnull
        faulthandler.register(signal.SIGUSR1, file=dump, all_threads=False)
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # an interrupt is the parent's to handle
        if limit is not None:
            import resource

            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
            _guard.MEMORY_LIMITED = MEMORY_MB
        try:
            outcome: tuple[str, Any] = ("result", work())
        except BaseException as error:  # a fault of the check's own, given to the parent
            outcome = ("error", error)
        _guard.MEMORY_LIMITED = 0
        data = _pickled(outcome)
        view = memoryview(data)
        while view:
            view = view[os.write(writer, view) :]
    except BaseException:
        code = 1
    finally:
        os._exit(code)


def _no_input(*_: object) -> str:
    raise EOFError("no input is read while a check runs")


def _pickled(outcome: tuple[str, Any]) -> bytes:
    """The outcome pickled; what will not pickle (the learner's own objects) as its text."""
    kind, value = outcome
    verdict = value[0] if kind == "result" and isinstance(value, tuple) else value
    if kind == "result":
        verdict.function = None  # the parent puts back its own
    try:
        return pickle.dumps(outcome, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:
        pass
    if kind == "result":
        from linklab.course.selfcheck.report import show

        verdict.answered = _Shown(show(verdict.answered))
        with contextlib.suppress(Exception):
            return pickle.dumps(outcome, protocol=pickle.HIGHEST_PROTOCOL)
        return pickle.dumps(("error", RuntimeError("the verdict could not be sent back")))
    return pickle.dumps(("error", RuntimeError(_guard.one_line(value))))


class _Shown:
    """An answer that could not be sent back from the child, as the text it was shown as."""

    def __init__(self, text: str):
        self.text = text

    def __repr__(self) -> str:
        return self.text


def _outcome_of(data: bytes, seconds: float) -> Any:
    if not data:
        raise RuntimeError(f"the check's process ended without a verdict after {seconds:.1f} s")
    kind, value = pickle.loads(data)
    if kind == "error":
        raise value
    return value


def _read_case(page: mmap.mmap, length: int, known: Sequence[Any]) -> Any:
    if length < 0:
        return known[-1 - length]
    if not length:
        return None
    try:
        return pickle.loads(bytes(page[_CASE_AT : _CASE_AT + length]))
    except Exception:
        return None


def _end_stuck_child(
    pid: int, dump: IO[bytes], learner_file: str, seconds: float
) -> _guard.TookTooLong:
    """End the child stuck in one step of C: its stack first (the line it ran), then itself."""
    import signal

    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGUSR1)
        waited = time.monotonic() + _DUMP_WAIT
        while time.monotonic() < waited:
            dump.seek(0)
            if b"\n  File" in dump.read() and _settled(dump):
                break
            time.sleep(0.02)
        os.kill(pid, signal.SIGKILL)
    dump.seek(0)
    line, code = _learner_line(dump.read().decode("utf-8", "replace"), learner_file)
    return _guard.TookTooLong(
        _guard.CALL_SECONDS, line, code, False, after=round(seconds, 1), how="step"
    )


def _settled(dump: IO[bytes]) -> bool:
    """Whether the stack written so far ends its last line (faulthandler writes line by line)."""
    dump.seek(0)
    return dump.read().endswith(b"\n")


def _learner_line(stack: str, learner_file: str) -> tuple[int, str]:
    """The line of the learner's code the stack was in (most recent first), with its text."""
    import linecache
    import re

    package = os.path.dirname(os.path.dirname(os.path.dirname(__file__)))
    for found in re.finditer(r'File "(.*)", line (\d+) in ', stack):
        name, line = found.group(1), int(found.group(2))
        ours = name.startswith(package + os.sep) or name.startswith("<frozen")
        if (learner_file and name == learner_file) or (not learner_file and not ours):
            return line, linecache.getline(name, line).strip()
    return 0, ""


def _reap_child(pid: int) -> None:
    with contextlib.suppress(ChildProcessError):
        os.waitpid(pid, 0)


def _memory_limit() -> int | None:
    """The child's address space: what this process maps now and `MEMORY_MB` more (Linux)."""
    try:
        import resource

        with open("/proc/self/status", encoding="ascii") as status:
            for row in status:
                if row.startswith("VmSize:"):
                    mapped = int(row.split()[1]) * 1024
                    break
            else:
                return None
        hard = resource.getrlimit(resource.RLIMIT_AS)[1]
    except (ImportError, OSError, ValueError):
        return None
    wanted = mapped + MEMORY_MB * (1 << 20)
    return wanted if hard == resource.RLIM_INFINITY or wanted <= hard else None


@contextlib.contextmanager
def _quiet_fork_warning() -> Iterator[None]:
    """Python 3.12 warns of a fork in a process with threads (a kernel has some): the child
    runs only the check, touches no lock the other threads hold, and ends with ``os._exit``."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        yield
