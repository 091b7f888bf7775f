"""Hold a program against the rule (对拍): random inputs until it answers one wrongly, then shrink.

``linklab stress FORMAT -- PROGRAM [ARGS...]`` writes seeded random inputs in a document's judge
format (`linklab.core.cases`), runs the program on each (any executable, each run with a time
limit), and compares its answers with linklab's own (the judge functions, the fast `Checker`). The
first input it gets wrong (a different answer, a crash, no answer in time, or output that is not one
answer a query) is shrunk with `linklab.core.shrink` to the smallest input that still fails the same
way; that input goes to standard output, exactly in the format, and what the program answered,
what the rule says and why, to standard error.

Each run is bounded: at most ``output_cap`` bytes of output are read (more is malformed
output), the time limit holds whatever the program starts, and everything it started is
ended when it exits or is stopped (`linklab.cli.process_tree`). The exit status says what was
found: 0 all agree, 1 a failure found, 2 bad usage, 3 the tool's own trouble (out of memory,
out of processes or files: no verdict either way), 130 stopped by Ctrl-C.

Examples
--------
>>> import sys
>>> correct = [sys.executable, "-m", "linklab", "judge", "sixdigits"]
>>> stress("sixdigits", correct, cases=3, grow=[], seed=1).failure is None  # 3 random inputs
True
"""

from __future__ import annotations

import contextlib
import errno
import io
import itertools
import math
import os
import random
import selectors
import shutil
import signal
import subprocess
import sys
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from linklab.cli.inputs import MEMORY_LIMIT_MB
from linklab.cli.process_limit import PROCESS_LIMIT, ProcessLimit
from linklab.core.cases import (
    LinkInput,
    SixInput,
    format_input,
    format_reductions,
    grow_input,
    grow_schedule,
    largest_board,
    random_input,
    size_of,
)
from linklab.core.errors import InputError
from linklab.core.rules import Rules
from linklab.core.shrink import ShrinkLog, StderrProgress, shrink
from linklab.core.verdict import rule_verdict

#: The two answers each format prints, yes first.
ANSWERS = {"pair": ("TRUE", "FALSE"), "hdu1175": ("YES", "NO"), "sixdigits": ("Yes", "No")}
#: Whether each format counts rows and columns from 1.
BASE = {"pair": 0, "hdu1175": 1, "sixdigits": 0}

WRONG_ANSWER, CRASH, TIME_OUT, MALFORMED = "wrong answer", "crash", "time-out", "malformed output"
MEMORY, SLOW, PROCESSES = "out of memory", "slow", "too many processes"
#: Failures whose input is given as it is: its size is the finding (slow), or running it again
#: and again would load the machine (too many processes: a fork bomb).
UNSHRUNK = (SLOW, PROCESSES)
#: What a program says on standard error when it runs out of memory: Python, C++, C, Java.
_OUT_OF_MEMORY = (b"MemoryError", b"std::bad_alloc", b"Cannot allocate memory", b"out of memory")

#: ``linklab stress`` exit statuses: all agree, a failure found (the smallest failing input
#: on standard output), bad usage, the tool's own trouble (out of memory, no more processes
#: or files: no verdict either way), stopped by Ctrl-C with all agreeing so far.
EXIT_AGREE, EXIT_FAILURE, EXIT_USAGE, EXIT_TROUBLE, EXIT_STOPPED = 0, 1, 2, 3, 130


@dataclass(frozen=True)
class ProgramRun:
    """One run of the program: its exit status (negative: killed by that signal), output, time.

    ``stdout`` holds at most the cap the run was given (``overflowed``: it printed more),
    ``stderr`` the end of what it printed there (``STDERR_KEPT`` bytes).
    """

    returncode: int | None
    stdout: bytes
    stderr: bytes
    seconds: float
    timed_out: bool = False
    overflowed: bool = False
    memory_limit: int | None = None  # megabytes, when the run had a limit
    processes: str | None = None  # the process limit and what held it, when the program met it


@dataclass(frozen=True)
class Failure:
    """How a program failed on one input.

    ``kind`` is one of ``WRONG_ANSWER``, ``CRASH``, ``TIME_OUT``, ``MALFORMED``, ``MEMORY``,
    ``PROCESSES``; for a wrong answer
    ``query`` is the index of the first query answered wrongly, ``said`` the program's answer and
    ``expected`` the rule's. ``way`` is what shrinking keeps: the kind, and for a wrong answer
    which way it is wrong (yes for no, or no for yes).
    """

    kind: str
    detail: str
    run: ProgramRun
    query: int | None = None
    said: str | None = None
    expected: str | None = None

    @property
    def way(self) -> tuple:
        return (self.kind, self.said, self.expected) if self.kind == WRONG_ANSWER else (self.kind,)


@dataclass
class StressResult:
    """What ``stress`` tried and found."""

    fmt: str
    seed: int
    rules: Rules
    inputs: int = 0
    queries: int = 0
    largest: tuple[int, int] = (0, 0)
    failure: Failure | None = None
    failing_input: int | None = None  # the 1-based number of the first failing input
    original: LinkInput | SixInput | None = None
    smallest: LinkInput | SixInput | None = None
    shrink_log: ShrinkLog = field(default_factory=ShrinkLog)
    interrupted: bool = False
    seconds: float = 0.0
    last_seconds: tuple | None = None  # the largest board of the last input passed, its seconds
    schedule: list[int] = field(default_factory=list)  # the growing inputs' sizes
    #: Each growing input passed: its size (``size_name``), the program's seconds, linklab's.
    growth: list[tuple[str, float, float | None]] = field(default_factory=list)

    def failed(self) -> tuple[Failure, LinkInput | SixInput]:
        """The failure found, and the smallest input found failing that way (of a run that
        failed; a ValueError of one that did not)."""
        if self.failure is None or self.smallest is None:
            raise ValueError("the run found no failure")
        return self.failure, self.smallest

    def summary(self) -> str:
        """One line: how many inputs and queries, and the largest board tried."""
        rows, cols = self.largest
        board = "six-digit layouts" if self.fmt == "sixdigits" else f"largest board {rows}x{cols}"
        growing = len(self.growth)
        return (
            f"{self.inputs} input{'s' * (self.inputs != 1)} ({growing} growing, the rest random), "
            f"{self.queries} quer{'ies' if self.queries != 1 else 'y'}, {board} (seed "
            f"{self.seed}, {self.seconds:.1f} s)"
        )


def check_command(command: Sequence[str]) -> list[str]:
    """The command as a list, or an InputError when there is none or it cannot be run.

    >>> check_command([])
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: no program to test: give it after '--', e.g. -- ./a.out
    """
    command = list(command)
    if not command:
        raise InputError("no program to test: give it after '--', e.g. -- ./a.out")
    program = command[0]
    if os.sep in program or (os.altsep and os.altsep in program):
        if not os.path.exists(program):
            raise InputError(f"cannot run {program!r}: no such file")
        if os.path.isdir(program) or not os.access(program, os.X_OK):
            raise InputError(f"cannot run {program!r}: not an executable file")
    elif shutil.which(program) is None:
        raise InputError(f"cannot run {program!r}: no such program on the PATH")
    return command


def run_program(
    command: Sequence[str],
    data: bytes,
    time_limit: float,
    max_output: int | None = None,
    memory_limit: int | None = MEMORY_LIMIT_MB,
    process_limit: int | None = PROCESS_LIMIT,
) -> ProgramRun:
    """Run ``command`` with ``data`` on its standard input, for at most ``time_limit`` seconds,
    ``memory_limit`` megabytes of address space (``RLIMIT_AS``, set in the child) and
    ``process_limit`` processes at once (`linklab.cli.process_limit`: a program that meets it,
    a fork bomb, is ended there and then, its run's ``processes`` saying what held it).

    At most ``max_output`` bytes of its standard output are read: at more it is stopped, as
    at the time limit. It runs in a session of its own; at the end, whether it exited, timed
    out or printed too much, everything it started is ended (``process_tree.end_tree``), and
    no read waits for the end of output of a child that keeps the pipe open.

    >>> import sys
    >>> run_program([sys.executable, "-c", "print(input()[::-1])"], b"abc\\n", 10).stdout
    b'cba\\n'
    """
    from linklab.cli.process_tree import Subreaper, end_tree

    start = time.perf_counter()
    limits = ProcessLimit(process_limit) if process_limit is not None else None
    with Subreaper() as reaper, limits or contextlib.nullcontext():
        try:
            process = subprocess.Popen(
                command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                start_new_session=True,
                preexec_fn=_in_child(memory_limit, limits),
            )
        except OSError as failed:
            if failed.errno in (errno.EMFILE, errno.ENFILE, errno.ENOMEM, errno.EAGAIN):
                raise  # the machine's trouble, not the program's
            raise InputError(f"cannot run {command[0]!r}: {failed.strerror}") from None
        pipes = _Pipes(process, data, max_output)
        ended = False
        try:
            if limits is not None:
                limits.started(process.pid)
            met = None if limits is None else lambda: limits.met(pipes.err[-4096:])
            timed_out = pipes.pump(start + time_limit, met)
            if limits is not None and limits.met(pipes.err[-4096:]):
                _end_group(process.pid, limits)
            end_tree(process.pid, reaper)
            ended = True
            if not pipes.drain(0.2):  # someone still holds the output open: find and end it
                end_tree(process.pid, reaper, (pipes.inode,))
                pipes.drain(0.2)
        finally:
            if not ended:  # Ctrl-C or the tool's own trouble: leave nothing running
                end_tree(process.pid, reaper)
            pipes.close()
            process.wait()
    seconds = time.perf_counter() - start
    limit = memory_limit
    held = limits.text() if limits is not None and limits.met(pipes.err[-4096:]) else None
    if timed_out:
        return ProgramRun(
            None, pipes.stdout, pipes.stderr, seconds, True, memory_limit=limit, processes=held
        )
    if pipes.overflowed:
        code = process.returncode
        return ProgramRun(code, pipes.stdout, pipes.stderr, seconds, False, True, limit, held)
    return ProgramRun(
        process.returncode, pipes.stdout, pipes.stderr, seconds, memory_limit=limit, processes=held
    )


def _in_child(megabytes: int | None, limits: ProcessLimit | None) -> Callable[[], None] | None:
    """What the child runs before the program: its address space capped at ``megabytes``, and
    its processes limited (``limits``)."""
    import resource

    if megabytes is None and limits is None:
        return None
    size = None if megabytes is None else megabytes << 20

    def limit() -> None:
        if size is not None:
            resource.setrlimit(resource.RLIMIT_AS, (size, size))
        if limits is not None:
            limits.in_child()

    return limit


def _end_group(pid: int, limits: ProcessLimit) -> None:
    """End at once a program that met its process limit: its process group (it runs in a
    session of its own; a signal to a group reaches a fork under way too) and its cgroup."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)
    for member in limits.members():
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(member, signal.SIGKILL)


#: How much of the end of a program's standard error is kept (its last line is reported).
STDERR_KEPT = 64 * 1024
_CHUNK = 64 * 1024


class _Pipes:
    """A running program's three pipes, served without blocking: its input written, its
    output read up to a cap, its standard error's end kept."""

    def __init__(self, process: subprocess.Popen, data: bytes, max_output: int | None):
        self.process, self.data, self.cap = process, memoryview(data), max_output
        stdin, stdout, stderr = process.stdin, process.stdout, process.stderr
        if stdin is None or stdout is None or stderr is None:
            raise ValueError("the program is started with its three pipes (subprocess.PIPE)")
        self.pipe_in, self.pipe_out, self.pipe_err = stdin, stdout, stderr
        self.written = 0
        self.out, self.err = bytearray(), bytearray()
        self.overflowed = False
        self.inode = os.fstat(stdout.fileno()).st_ino
        self.selector = selectors.DefaultSelector()
        for stream in (stdin, stdout, stderr):
            os.set_blocking(stream.fileno(), False)
        if data:
            self.selector.register(stdin, selectors.EVENT_WRITE)
        else:
            stdin.close()
        self.selector.register(stdout, selectors.EVENT_READ)
        self.selector.register(stderr, selectors.EVENT_READ)
        self.exited = os.pidfd_open(process.pid) if hasattr(os, "pidfd_open") else None
        if self.exited is not None:
            self.selector.register(self.exited, selectors.EVENT_READ)

    @property
    def stdout(self) -> bytes:
        return bytes(self.out)

    @property
    def stderr(self) -> bytes:
        return bytes(self.err)

    def pump(self, deadline: float, met: Callable[[], bool] | None = None) -> bool:
        """Serve the pipes until the program exits or prints too much (False), or meets its
        process limit (``met()``, asked every 10 ms: False), or until the ``deadline`` passes
        (True)."""
        while not self._exited() and not self.overflowed:
            left = deadline - time.perf_counter()
            if left <= 0:
                return True
            if met is not None and met():
                return False
            wait = left if self.exited is not None and met is None else min(left, 0.01)
            for key, _ in self.selector.select(wait):
                self._serve(key.fileobj)
        return False

    def _exited(self) -> bool:
        """Whether the program has exited, leaving it unreaped: its process id stays its own
        until the tree below it is ended."""
        try:
            flags = os.WEXITED | os.WNOHANG | os.WNOWAIT
            return os.waitid(os.P_PID, self.process.pid, flags) is not None
        except ChildProcessError:
            return True

    def drain(self, grace: float) -> bool:
        """Read what is left in the output pipes; True once both are at end of output."""
        deadline = time.perf_counter() + grace
        if self.exited is not None:
            self._forget(self.exited)
        self._forget(self.pipe_in)
        while not self.overflowed and self._reading():
            left = deadline - time.perf_counter()
            if left <= 0:
                return False
            for key, _ in self.selector.select(left):
                self._serve(key.fileobj)
        return True

    def _reading(self) -> bool:
        return any(
            key.fileobj in (self.pipe_out, self.pipe_err)
            for key in self.selector.get_map().values()
        )

    def _serve(self, stream) -> None:
        if stream is self.exited:
            self._forget(stream)
        elif stream is self.pipe_in:
            try:
                self.written += os.write(stream.fileno(), self.data[self.written :][:_CHUNK])
            except BlockingIOError:
                return
            except OSError:  # it stopped reading (exited or closed its input): no matter
                self._forget(stream)
                return
            if self.written == len(self.data):
                self._forget(stream)
        else:
            try:
                chunk = os.read(stream.fileno(), _CHUNK)
            except BlockingIOError:
                return
            if not chunk:
                self._forget(stream)
            elif stream is self.pipe_out:
                self.out += chunk
                if self.cap is not None and len(self.out) > self.cap:
                    del self.out[self.cap :]
                    self.overflowed = True
            else:
                self.err += chunk
                if len(self.err) > STDERR_KEPT:
                    del self.err[: len(self.err) - STDERR_KEPT]

    def _forget(self, stream) -> None:
        with contextlib.suppress(KeyError, ValueError):
            self.selector.unregister(stream)
        if stream is self.pipe_in:
            with contextlib.suppress(OSError):
                stream.close()

    def close(self) -> None:
        """Close every pipe (the reading ends too: no read waits on a child's output)."""
        self.selector.close()
        for stream in (self.pipe_in, self.pipe_out, self.pipe_err):
            with contextlib.suppress(OSError):
                stream.close()
        if self.exited is not None:
            with contextlib.suppress(OSError):
                os.close(self.exited)


def output_cap(answers: int) -> int:
    """The most bytes a program may print for ``answers`` answers: the longest answer (5
    letters) with room for any spacing, and some to spare.

    >>> output_cap(1)
    4112
    """
    return 16 * answers + 4096


def expected_answers(fmt: str, case: LinkInput | SixInput, rules: Rules = Rules()) -> list[str]:
    """linklab's answers to an input, one a query, as the format prints them.

    >>> from linklab.core.cases import SixInput
    >>> expected_answers("sixdigits", SixInput(((1, 3, 5, 2, 4, 6), (2, 5, 6, 4, 3, 1))))
    ['No', 'Yes']
    """
    out = io.StringIO()
    text = format_input(fmt, case)
    if fmt == "sixdigits":
        from linklab.core.sixdigits import judge_sixdigits

        judge_sixdigits(text, out)
    else:
        from linklab.cli import judge

        run = judge.judge_pair if fmt == "pair" else judge.judge_hdu1175
        run(text.encode(), out, rules)
    return out.getvalue().split()


def judge_run(
    fmt: str, run: ProgramRun, expected: Sequence[str], time_limit: float
) -> Failure | None:
    """How ``run`` fails against the ``expected`` answers, or None when it gets all right.

    >>> judge_run("hdu1175", ProgramRun(0, b"YES\\nNO\\n", b"", 0.1), ["YES", "YES"], 1).detail
    'query 2: the program says NO, the rule says YES'
    """
    if run.overflowed:
        answers = f"{len(expected)} answer{'s' * (len(expected) != 1)}"
        detail = f"more output than {answers} (over {len(run.stdout)} bytes)"
        begun = shown_text(run.stdout[:200], 60)
        return Failure(MALFORMED, f"{detail}; it began: {begun}" if begun else detail, run)
    if run.processes is not None:
        detail = (
            f"the program started too many processes ({run.processes}): a fork bomb? "
            f"It was ended after {run.seconds:.1f} s"
        )
        return Failure(PROCESSES, detail, run)
    if run.timed_out:
        return Failure(TIME_OUT, f"no answer within {time_limit:g} s: the program was stopped", run)
    if run.returncode:
        if run.returncode < 0:
            try:
                name = signal.Signals(-run.returncode).name
            except ValueError:
                name = f"signal {-run.returncode}"
            how = f"killed by {name}"
        else:
            how = f"exit status {run.returncode}"
        last = run.stderr.rstrip().rsplit(b"\n", 1)[-1][-2000:]
        said = shown_text(last, 200)
        said = f"; it said: {said}" if said else ""
        tail = run.stderr[-4096:]
        if run.memory_limit is not None and any(word in tail for word in _OUT_OF_MEMORY):
            limit = f"{run.memory_limit} MB"
            detail = f"the program ran out of memory ({how}; the limit is {limit}){said}"
            return Failure(MEMORY, detail, run)
        return Failure(CRASH, f"the program crashed ({how}){said}", run)
    yes, no = ANSWERS[fmt]
    tokens = run.stdout.decode("utf-8", "replace").split()
    for number, token in enumerate(tokens, start=1):
        if token not in (yes, no):
            shown = repr(token[:20])[1:-1] + ("…" if len(token) > 20 else "")
            return Failure(MALFORMED, f"answer {number} is '{shown}', expected {yes} or {no}", run)
    if len(tokens) != len(expected):
        return Failure(
            MALFORMED,
            f"{len(tokens)} answer{'s' * (len(tokens) != 1)} for {len(expected)} "
            f"quer{'ies' if len(expected) != 1 else 'y'}"
            + (
                " (an input may hold several cases, one after another: answer each)"
                if len(tokens) < len(expected)
                else ""
            ),
            run,
        )
    for number, (said, right) in enumerate(zip(tokens, expected, strict=True), start=1):
        if said != right:
            detail = f"query {number}: the program says {said}, the rule says {right}"
            return Failure(WRONG_ANSWER, detail, run, number - 1, said, right)
    return None


def check_input(
    fmt: str,
    command: Sequence[str],
    case: LinkInput | SixInput,
    rules: Rules = Rules(),
    time_limit: float = 5.0,
    memory_limit: int | None = MEMORY_LIMIT_MB,
) -> Failure | None:
    """Run the program on one input and judge its answers."""
    return run_input(fmt, command, case, rules, time_limit, memory_limit)[0]


def run_input(
    fmt: str,
    command: Sequence[str],
    case: LinkInput | SixInput,
    rules: Rules = Rules(),
    time_limit: float = 5.0,
    memory_limit: int | None = MEMORY_LIMIT_MB,
) -> tuple[Failure | None, ProgramRun]:
    """``check_input``, and the run itself (its time)."""
    expected = expected_answers(fmt, case, rules)
    data = format_input(fmt, case).encode()
    cap = output_cap(len(expected))
    run = run_program(command, data, time_limit, max_output=cap, memory_limit=memory_limit)
    return judge_run(fmt, run, expected, time_limit), run


def stress(
    fmt: str,
    command: Sequence[str],
    *,
    rules: Rules = Rules(),
    cases: int = 1000,
    seed: int = 0,
    time_limit: float = 5.0,
    memory_limit: int | None = MEMORY_LIMIT_MB,
    progress: Callable[[StressResult], None] = lambda result: None,
    grow: Sequence[int] | None = None,
    on_grow: Callable[[str, float, float | None], None] = lambda size, program, linklab: None,
) -> StressResult:
    """Run ``command`` on growing inputs, then ``cases`` random ones; shrink the first one it
    fails (a growing one it is too slow for is the verdict *slow*, at that size, unshrunk).

    Parameters
    ----------
    fmt : {"pair", "hdu1175", "sixdigits"}
    command : sequence of str
        The program and its arguments.
    rules : Rules
        The rule the right answers follow (board formats).
    cases : int
        How many inputs to try; the last is as large as the format allows.
    seed : int
        The same seed gives the same inputs.
    time_limit : float
        Seconds each run may take.
    memory_limit : int or None
        Megabytes of address space each run may use (None: no limit).
    progress : callable
        Called with the result so far after each input.
    grow : sequence of int or None
        The growing inputs' sizes (``linklab.core.cases.grow_schedule``; None: the default,
        doubling up to the format's limit).
    on_grow : callable
        Called after each growing input passed: its size, the program's seconds, linklab's.

    Returns
    -------
    StressResult
        ``failure`` is None when the program got every input right. A Ctrl-C stops the run
        (or the shrinking) and returns what was found so far, ``interrupted`` set.
    """
    command = check_command(command)
    rng = random.Random(seed)
    result = StressResult(fmt, seed, rules, schedule=grow_schedule(fmt, grow))
    start = time.perf_counter()
    limits = (time_limit, memory_limit)
    growing = random.Random(f"ladder {seed}")
    small = [size for size in result.schedule if size <= FIRST_GROWTH]
    large = deque(size for size in result.schedule if size > FIRST_GROWTH)

    def grown(size: int):
        """Run the growing input of ``size``: a failure (slow at this size), or None."""
        case = grow_input(fmt, size, growing)
        failure, run = run_input(fmt, command, case, rules, time_limit, memory_limit)
        reference = None
        if failure is not None and failure.kind == TIME_OUT:
            # slow once a smaller one passed; no answer even at the first is a plain time-out
            passed = bool(result.growth)
            before = result.last_seconds if passed else None
            failure, run, reference = slow_verdict(
                fmt, command, case, rules, limits, before, passed, result.growth
            )
        if failure is None:
            if reference is None:
                reference = linklab_seconds(fmt, case, rules)
            result.growth.append((size_name(fmt, case), run.seconds, reference))
            on_grow(*result.growth[-1])
        return case, failure, run

    def grown_until_slow():
        """The larger growing inputs, at once, after a random one ran out of time: the size
        where the program passes the limit is the finding, not that input shrunk."""
        while large:
            case, failure, run = grown(large.popleft())
            count(case, run, failure)
            if failure is not None:
                return case, failure
        return None

    def count(case, run, failure) -> None:
        result.inputs += 1
        result.queries += len(case)
        result.largest = max(result.largest, largest_board(case), key=lambda s: s[0] * s[1])
        result.seconds = time.perf_counter() - start
        if failure is None:
            result.last_seconds = (largest_board(case), run.seconds)
            progress(result)

    def inputs():
        yield from ((True, size) for size in small)
        yield from ((False, index) for index in range(cases))
        while large:
            yield True, large.popleft()

    try:
        for is_growing, which in inputs():
            if is_growing:
                case, failure, run = grown(which)
            else:
                case = random_input(fmt, rng, which, cases)
                failure, run = run_input(fmt, command, case, rules, time_limit, memory_limit)
                if failure is not None and failure.kind == TIME_OUT:
                    timed_out = case
                    count(case, run, failure)  # tried: the inputs grown next come after it
                    number = result.inputs
                    slow = grown_until_slow()
                    if slow is not None:
                        case, failure = slow
                        result.failing_input = result.inputs
                        result.original = result.smallest = case
                        result.failure = failure
                        break
                    failure, run, _ = slow_verdict(fmt, command, case, rules, limits)
                    if failure is None:
                        result.last_seconds = (largest_board(case), run.seconds)
                        progress(result)
                        continue
                    result.failing_input, result.original = number, timed_out
                    result.failure, result.smallest = failure, timed_out
                    break
            count(case, run, failure)
            if failure is not None:
                result.failing_input, result.original = result.inputs, case
                result.failure, result.smallest = failure, case
                break
    except KeyboardInterrupt:
        result.interrupted = True
    if (
        result.failure is not None
        and result.failure.kind not in UNSHRUNK
        and not result.interrupted
    ):
        _shrink_failure(result, command, time_limit, memory_limit=memory_limit)
    result.seconds = time.perf_counter() - start
    return result


#: Growing inputs up to this side (six digits: layouts) come before the random ones, the larger
#: after them, or at once when a random input runs out of time.
FIRST_GROWTH = 32
#: A run is slow when it takes more than this many times linklab's own judge process on the
#: same input, measured side by side, as well as more than the time limit.
PROGRAM_SLOW_RATIO = 10.0


def linklab_seconds(fmt: str, case, rules: Rules = Rules()) -> float:
    """How long ``linklab judge FORMAT`` takes on ``case``, as a process (start-up included),
    as the program under test is timed."""
    command = [sys.executable, "-m", "linklab", "judge", fmt]
    if rules.outside:
        command.append("--outside")
    if rules.max_turns != 2:
        command += ["--max-turns", str(rules.max_turns)]
    data = format_input(fmt, case).encode()
    return run_program(command, data, 600.0, memory_limit=None).seconds


def size_name(fmt: str, case) -> str:
    """A growing input's size as a person reads it: the board's shape, or six digits' layouts.

    >>> from linklab.core.cases import SixInput
    >>> size_name("sixdigits", SixInput(((1, 2, 3, 4, 5, 6),)))
    '1 layouts'
    """
    if fmt == "sixdigits":
        return f"{len(case)} layouts"
    rows, cols = largest_board(case)
    return f"{rows}x{cols}"


def _side(name: str) -> int:
    """The size a ``size_name`` names: a board's longer side, or a count of layouts."""
    first = name.split()[0]
    return max(map(int, first.split("x")))


def growth_per_doubling(smaller: tuple[str, float], larger: tuple[str, float]) -> float:
    """How many times longer a run takes each time the board's side doubles (six digits: the
    layouts), from two sizes and their seconds.

    >>> growth_per_doubling(("16x16", 0.5), ("32x32", 8.0))
    16.0
    >>> round(growth_per_doubling(("8x8", 1.0), ("32x32", 16.0)), 6)  # two doublings
    4.0
    """
    (small, t1), (large, t2) = smaller, larger
    doublings = math.log2(_side(large) / _side(small))
    return (t2 / t1) ** (1 / doublings) if doublings > 0 and t1 > 0 else math.inf


def growth_text(growth, slow_size: str, slow_seconds: float, reference: float) -> str:
    """The program's growth per doubling next to linklab's, from the last size passed to the
    size it is slow at (``slow_seconds`` a lower bound there: the run was stopped).

    >>> growth_text([("16x16", 0.2, 0.05)], "32x32", 3.0, 0.06)
    "its time grows 15x or more per doubling of the side (16x16 to 32x32), linklab's 1.2x"
    """
    if not growth:
        return ""
    size, seconds, before = growth[-1]
    ours = growth_per_doubling((size, seconds), (slow_size, slow_seconds))
    theirs = growth_per_doubling((size, before or reference), (slow_size, reference))
    unit = "layouts" if "layouts" in slow_size else "the side"
    return (
        f"its time grows {ours:.2g}x or more per doubling of {unit} ({size} to {slow_size}), "
        f"linklab's {theirs:.2g}x"
    )


def slow_verdict(
    fmt, command, case, rules, limits, before=None, grown=False, growth=()
) -> tuple[Failure | None, ProgramRun, float]:
    """A time-out judged against linklab's own time on the same input: when the time limit is
    less than ``PROGRAM_SLOW_RATIO`` times linklab's judge process there (a loaded machine slows
    both sides alike), the program runs again with that much time. Still no answer: ``SLOW`` for a
    growing input (``grown``; ``before`` is the size before and its seconds, ``growth`` each
    growing input passed with the program's and linklab's seconds), else ``TIME_OUT``; an answer
    in that time: how it fails then, or None. With the verdict come the last run and linklab's
    seconds."""
    time_limit, memory_limit = limits
    reference = linklab_seconds(fmt, case, rules)
    allowed = max(time_limit, PROGRAM_SLOW_RATIO * reference)
    run = ProgramRun(None, b"", b"", allowed, True)
    if allowed > time_limit:
        failure, run = run_input(fmt, command, case, rules, allowed, memory_limit)
        if failure is None or failure.kind != TIME_OUT:
            return failure, run, reference
    ratio = f"linklab's judge takes {reference:.3f} s on the same input"
    if not grown:
        detail = f"no answer within {allowed:.3g} s: the program was stopped ({ratio})"
        return Failure(TIME_OUT, detail, run), run, reference
    rows, cols = largest_board(case)
    name = size_name(fmt, case)
    size = name if fmt == "sixdigits" else f"a {rows}x{cols} board"
    grew = ""
    if before is not None and fmt != "sixdigits":
        (r, c), seconds = before
        grew = f" (the size before, {r}x{c}, took {seconds:.2f} s)"
    growing = growth_text(list(growth), name, allowed, reference)
    detail = (
        f"slow at {name}: it passes the time limit ({time_limit:g} s) at {size}, {len(case)} "
        f"quer{'ies' if len(case) != 1 else 'y'}{grew}: no answer within {allowed:.3g} s, where "
        f"{ratio} (over {allowed / reference:.0f}x; slow means over the limit and over "
        f"{PROGRAM_SLOW_RATIO:g}x linklab's time)" + (f"; {growing}" if growing else "")
    )
    return Failure(SLOW, detail, run), run, reference


#: Seconds shrinking may take; then the smallest failing input so far is reported.
STRESS_SHRINK_SECONDS = 60.0
#: How many of the smallest boards shrinking tries one by one in the ``pair`` format.
PAIR_IN_ORDER = 100
#: How many of the smallest boards shrinking tries one by one with their query asked twice.
TWICE_IN_ORDER = 40


def _shrink_failure(
    result: StressResult,
    command: Sequence[str],
    time_limit: float,
    seconds: float = STRESS_SHRINK_SECONDS,
    memory_limit: int | None = MEMORY_LIMIT_MB,
) -> None:
    """Shrink ``result.original`` to the smallest input that fails the same way.

    First the enumerated cases smaller than it, in order of size (`_smallest_in_order`): the
    first failing the same way is a true minimum by `linklab.core.cases.size_of`. Then, from the
    smallest so far, the greedy reductions (`linklab.core.cases.format_reductions`). At most
    ``seconds`` in all, with a progress line on standard error each second; a Ctrl-C or the time
    limit stops it with the smallest input so far.
    """
    failure, smallest = result.failed()
    way = failure.way
    log = result.shrink_log
    stop: list[bool] = []
    deadline = time.perf_counter() + seconds
    progress = StderrProgress(lambda case: _case_size(result.fmt, case))

    def fails(case) -> bool:
        try:
            failure = check_input(result.fmt, command, case, result.rules, time_limit, memory_limit)
        except KeyboardInterrupt:
            stop.append(True)
            return False
        return failure is not None and failure.way == way

    if way[0] != TIME_OUT:  # a batch of cases cannot time out one case at a time
        found = _smallest_in_order(
            result, command, (time_limit, memory_limit), fails, deadline, stop, progress
        )
        if found is not None:
            smallest = found  # fewest cells, tiles and queries; greedy lowers the kinds
    if not stop and time.perf_counter() < deadline:
        smallest = shrink(
            smallest,
            format_reductions(result.fmt),
            fails,
            size=size_of,
            key=lambda case: case,  # the input itself: hashed at C speed, compared exactly
            log=log,
            should_stop=lambda: bool(stop) or time.perf_counter() > deadline,
            progress=progress,
        )
    if stop:
        log.stopped = "interrupted"
    elif time.perf_counter() > deadline and not log.stopped:
        log.stopped = "time"
    result.interrupted = bool(stop)
    if smallest is not result.original:
        # Run it once more: the failure to report is the smallest input's own.
        again = check_input(result.fmt, command, smallest, result.rules, time_limit, memory_limit)
        if again is not None and again.way == way:
            result.failure = again
    result.smallest = smallest


def _case_size(fmt: str, case) -> str:
    if isinstance(case, SixInput):
        return f"{len(case)} layout{'s' * (len(case) != 1)}"
    cells, tiles, queries, *_ = size_of(case)
    return f"{cells} cells, {tiles} tiles, {queries} quer{'ies' if queries != 1 else 'y'}"


def _smallest_in_order(result, command, limits, fails, deadline, stop, progress):
    """The first enumerated case smaller than the original that fails the same way, or None.

    Boards: `linklab.core.cases.small_boards`, smaller by `size_of`, run many boards to an input
    (one a run for ``pair``), the first query wrong the same way taken and checked alone; when
    none fails alone, the smallest of them with their query asked twice, one a run.
    Six digits: all layouts nearer 123456 in one input; when none fails alone (the program
    keeps something from line to line), the nearest pairs of layouts, one run each.
    """
    from linklab.core.cases import BoardQueries, LinkInput, six_in_order, small_boards

    fmt, way, log = result.fmt, result.failure.way, result.shrink_log
    time_limit, memory_limit = limits
    bound = size_of(result.original)

    def out_of_time() -> bool:
        return bool(stop) or time.perf_counter() > deadline

    def first_failing(items, build):
        """Index of the first item failing the same way in one run of all of them, or None."""
        return batch_fails(items, build)[1]

    def batch_fails(items, build):
        """Whether one run of all the items fails the same way, and which item alone does
        (halving: a half is searched only when its own run fails; one that fails as a batch
        and has no item failing alone ends the search, for the program keeps something from
        case to case)."""
        case = build(items)
        try:
            expected = expected_answers(fmt, case, result.rules)
            data = format_input(fmt, case).encode()
            cap = output_cap(len(expected))
            run = run_program(command, data, time_limit, cap, memory_limit)
        except KeyboardInterrupt:
            stop.append(True)
            return None
        log.tries += 1
        if way[0] == WRONG_ANSWER:
            said = run.stdout.decode("utf-8", "replace").split()
            for index, (token, right) in enumerate(zip(said, expected, strict=False)):
                if token != right and (way[1], way[2]) == (token, right):
                    return True, index
            return False, None
        failure = judge_run(fmt, run, expected, time_limit)
        if failure is None or failure.way != way:
            return False, None
        if len(items) == 1:
            return True, 0
        half = len(items) // 2  # a crash names no query: halve
        failed, first = batch_fails(items[:half], build)
        if failed or out_of_time():
            return True, first
        failed, second = batch_fails(items[half:], build)
        return True, None if second is None else half + second

    def found(candidate):
        if fails(candidate):
            log.steps += 1
            progress(candidate, log, force=True)
            return candidate
        return None

    if fmt == "sixdigits":
        nearer = [lay for lay in six_in_order() if size_of(SixInput((lay,))) < bound]
        index = first_failing(nearer, lambda items: SixInput(tuple(items))) if nearer else None
        if index is not None and found(SixInput((nearer[index],))):
            return SixInput((nearer[index],))
        if bound[0] < 2:
            return None
        near = list(six_in_order()[:12])
        pairs = sorted(
            (pair for pair in itertools.product(near, repeat=2) if size_of(SixInput(pair)) < bound),
            key=lambda pair: size_of(SixInput(pair)),
        )
        for pair in pairs:
            if out_of_time():
                return None
            if found(SixInput(pair)):
                return SixInput(pair)
        return None
    boards = [item for item in small_boards() if size_of(LinkInput((item,))) < bound]
    batch = 2000
    if fmt == "pair":  # document 000 reads one board an input: one run each, the smallest few
        if way[0] == MALFORMED:  # of several cases, most likely: the greedy cuts find it
            return None
        boards, batch = boards[:PAIR_IN_ORDER], 1
    for start in range(0, len(boards), batch):
        if out_of_time():
            return None
        items = boards[start : start + batch]
        index = first_failing(items, lambda chunk: LinkInput(tuple(chunk)))
        progress(result.original, log)
        if index is not None:
            item: BoardQueries = items[index]
            alone = found(LinkInput((item,)))
            if alone is not None:
                return alone
            break  # wrong only after the boards before it
    if fmt == "pair" or way[0] != WRONG_ANSWER:
        return None
    # None fails alone: the program may keep something from query to query. The smallest
    # boards, their query asked twice, one run each.
    for item in small_boards()[:TWICE_IN_ORDER]:
        twice = LinkInput((BoardQueries(item.board, item.queries * 2),))
        if out_of_time() or not size_of(twice) < bound:
            return None
        if found(twice):
            return twice
    return None


# --- the report ---------------------------------------------------------------------------


def explain(fmt: str, case: LinkInput | SixInput, rules: Rules = Rules()) -> list[str]:
    """What the rule says about each query of an input, and why, one line each.

    >>> from linklab.core.cases import SixInput
    >>> print(explain("sixdigits", SixInput(((1, 3, 5, 2, 4, 6),)))[0])  # doctest: +ELLIPSIS
    query 1 (1 3 5 2 4 6): No: no word in α and β reaches 123456 (its cross ratios (3, 2) ...
    """
    lines = []
    if isinstance(case, SixInput):
        from linklab.core.sixdigits import component_key, shortest_word

        goal = component_key((1, 2, 3, 4, 5, 6))
        for number, layout in enumerate(case.layouts, start=1):
            shown = " ".join(map(str, layout))
            word = shortest_word(layout)
            if word is None:
                why = (
                    f"No: no word in α and β reaches 123456 (its cross ratios "
                    f"{component_key(layout)} differ from 123456's {goal})"
                )
            else:
                why = f"Yes: {word or 'no move'} turns it into 123456"
            lines.append(f"query {number} ({shown}): {why}")
        return lines
    base = BASE[fmt]
    yes, no = ANSWERS[fmt]
    number = 0
    for board_number, item in enumerate(case.boards, start=1):
        for a, b in item.queries:
            number += 1
            verdict = rule_verdict(item.board, a, b, rules, base)
            cells = f"{a[0] + base} {a[1] + base} {b[0] + base} {b[1] + base}"
            where = f"board {board_number}, " if len(case.boards) > 1 else ""
            answer = yes if verdict.linked else no
            lines.append(f"query {number} ({where}{cells}): {answer}: {verdict.why}")
    return lines


def report(result: StressResult) -> str:
    """The failure in words, for standard error: which way, what was said, what the rule says."""
    failure, smallest = result.failed()
    log = result.shrink_log
    if failure.kind == SLOW:
        printed = "the input is on standard output, not shrunk: its size is what it shows"
    elif failure.kind == PROCESSES:
        printed = "the input is on standard output, not shrunk: each run of it loads the machine"
    else:
        printed = (
            f"the smallest input that fails the same way is on standard output "
            f"({log.steps} reductions kept of {log.tries} tried"
            f"{', shrinking stopped early' if result.interrupted or log.stopped else ''})"
        )
    lines = [
        f"linklab stress: input {result.failing_input} of the run (seed {result.seed}) fails: "
        f"{failure.kind}",
        printed,
        f"the program: {failure.detail}",
    ]
    shown = shown_text(failure.run.stdout, 200, words=20)
    if shown:
        lines.append(f"it printed: {shown}")
    explained = explain(result.fmt, smallest, result.rules)
    if failure.query is not None:
        explained = [explained[failure.query]]
    elif failure.kind in UNSHRUNK:
        explained = explained[:1]
    lines.append(f"the rule ({_rule_text(result)}):")
    lines += [f"  {line}" for line in explained[:10]]
    if len(explained) > 10:
        lines.append(f"  … and {len(explained) - 10} more")
    return "\n".join(lines)


def shown_text(data: bytes, width: int, *, words: int | None = None) -> str:
    """Some bytes a program printed, as one short line: at most ``words`` words (each cut to
    40 characters) and ``width`` characters, control bytes and NUL shown escaped, ``…`` where
    something is left out.

    >>> shown_text(b"YES\\x00 NO\\n" + b"Y" * 100, 60)
    'YES\\\\x00 NO YYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYY…'
    """
    text = data[: 4 * width].decode("utf-8", "replace")
    cut = len(data) > 4 * width
    split = text.split()
    if words is not None and len(split) > words:
        split, cut = split[:words], True
    shown = []
    for word in split:
        word = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in word)
        shown.append(word if len(word) <= 40 else word[:40] + "…")
    line = " ".join(shown)
    if len(line) > width:
        line, cut = line[:width], True
    if cut:
        line += " …" if words is not None else "…"
    return line


def _reason(failed: OSError) -> str:
    from linklab.cli.inputs import reason

    return reason(failed)


def _rule_text(result: StressResult) -> str:
    if result.fmt == "sixdigits":
        return "moves α and β, goal 123456"
    return f"{result.rules.summary}, rows and columns from {BASE[result.fmt]}"


def draw_failure(result: StressResult, path: str) -> None:
    """Write the smallest failing input as a picture: the board and the rule's path."""
    from linklab.render.export import save_figure

    failure, case = result.failed()
    index = failure.query or 0
    if isinstance(case, SixInput):
        from matplotlib.figure import Figure

        from linklab.core.sixdigits import shortest_word
        from linklab.render.draw_sixdigits import draw_state

        layout = case.layouts[index]
        fig = Figure(figsize=(4, 3))
        ax = fig.add_subplot()
        draw_state(ax, layout)
        word = shortest_word(layout)
        answer = "No" if word is None else f"Yes ({word or 'no move'})"
        ax.set_title(f"{' '.join(map(str, layout))}: the rule says {answer}", fontsize="medium")
        save_figure(fig, path)
        return
    from linklab.render.draw import PRUNE_COLOR, draw_board, draw_path
    from linklab.render.export import frame_figure

    number = 0
    for item in case.boards:
        for a, b in item.queries:
            if number == index:
                verdict = rule_verdict(item.board, a, b, result.rules, BASE[result.fmt])
                yes, no = ANSWERS[result.fmt]
                said = f"program: {failure.said or failure.kind} · " if failure else ""
                title = f"{said}rule: {yes if verdict.linked else no}"
                shape = verdict.path or verdict.beyond
                if shape:
                    turns = len(shape) - 2
                    title += f", {turns} turn{'s' * (turns != 1)}"
                    if verdict.beyond:
                        title += " needed" if turns > result.rules.max_turns else ", outside"
                fig, ax = frame_figure(item.board, result.rules, width=6, legend=False)
                draw_board(ax, item.board, result.rules, ends=(a, b))
                if verdict.path:
                    draw_path(ax, verdict.path)
                elif verdict.beyond:  # the nearest thing to a path, in red: it breaks the rule
                    draw_path(ax, verdict.beyond, color=PRUNE_COLOR, gid="beyond-the-rule")
                width, height = fig.get_size_inches()
                if width < 4.5:  # room for the title over a narrow board
                    fig.set_size_inches(4.5, height)
                ax.set_title(title, loc="left", fontsize="medium")
                save_figure(fig, path)
                return
            number += 1


def run_stress(
    fmt: str,
    program: Sequence[str],
    *,
    rules: Rules = Rules(),
    cases: int = 1000,
    seed: int = 0,
    time_limit: float = 5.0,
    memory_limit: int | None = MEMORY_LIMIT_MB,
    draw: str | None = None,
    grow: Sequence[int] | None = None,
) -> int:
    """``linklab stress``: the loop, a line for each growing size, a progress line, the report;
    the exit status."""
    if fmt == "sixdigits" and rules != Rules():
        raise InputError("sixdigits has no board: --outside and --max-turns do not apply")
    if cases < 1:
        raise InputError(f"--cases must be at least 1, got {cases}")
    if not 0 < time_limit < float("inf"):
        raise InputError(f"--time-limit must be more than 0 seconds, got {time_limit:g}")
    if memory_limit is not None and not memory_limit >= 1:
        raise InputError(f"--memory-limit must be at least 1 MB, got {memory_limit}")
    if draw:
        from linklab.render.export import FIGURE_FORMATS

        suffix = os.path.splitext(draw)[1].lstrip(".").lower()
        if suffix not in FIGURE_FORMATS:
            raise InputError(f"--draw {draw}: expected a .{', .'.join(FIGURE_FORMATS)} file name")
    command = check_command(program)
    schedule = grow_schedule(fmt, grow)
    show = _Progress(sys.stderr, cases + len(schedule))

    def grew(size: str, seconds: float, reference: float | None) -> None:
        show.clear()
        theirs = "" if reference is None else f" (linklab {reference:.2f} s)"
        sys.stderr.write(f"linklab stress: grows to {size}: {seconds:.2f} s{theirs}\n")
        sys.stderr.flush()

    try:
        result = stress(
            fmt,
            command,
            rules=rules,
            cases=cases,
            seed=seed,
            time_limit=time_limit,
            memory_limit=memory_limit,
            progress=show,
            grow=schedule,
            on_grow=grew,
        )
    except (MemoryError, OSError) as trouble:
        show.clear()
        why = "out of memory" if isinstance(trouble, MemoryError) else _reason(trouble)
        sys.stderr.write(f"linklab stress: error: the run itself failed ({why}); no verdict\n")
        return EXIT_TROUBLE
    show.clear()
    if result.failure is None:
        if result.interrupted:
            sys.stderr.write(f"linklab stress: stopped; all agreed so far: {result.summary()}\n")
            return EXIT_STOPPED
        sys.stdout.write(f"all agree: {result.summary()}\n")
        return EXIT_AGREE
    sys.stdout.write(format_input(fmt, result.failed()[1]))
    sys.stdout.flush()
    sys.stderr.write(report(result) + "\n")
    if draw:
        draw_failure(result, draw)
        sys.stderr.write(f"drawn in {draw}\n")
    return EXIT_FAILURE


class _Progress:
    """A progress line on standard error, once a run has taken more than a second."""

    def __init__(self, stream, total: int):
        self.stream, self.total = stream, total
        self.start = time.perf_counter()
        self.next = self.start + 1.0
        self.shown = False

    def __call__(self, result: StressResult) -> None:
        now = time.perf_counter()
        if now < self.next:
            return
        self.next = now + 0.5
        rows, cols = result.largest
        line = (
            f"linklab stress: {result.inputs}/{self.total} inputs agree, "
            f"{result.queries} queries, largest board {rows}x{cols}, {now - self.start:.0f} s"
        )
        if self.stream.isatty():
            self.stream.write("\r" + line + "\x1b[K")
        else:  # a log, not a terminal: a line every ten seconds
            self.stream.write(line + "\n")
            self.next = now + 10.0
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        if self.shown and self.stream.isatty():
            self.stream.write("\r\x1b[K")
            self.stream.flush()
