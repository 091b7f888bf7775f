"""Calling a learner's function: a hang guard, its prints kept out of sight, its errors in one line.

The guard is the only place a check reads the clock, and only to end a call that has done no
counted work (`linklab.course.selfcheck.counting`) for ``CALL_SECONDS`` of the process's own
time (a loop that never ends and never looks at the board, nor calls anything), or for
``WAITING`` times as long by the clock (a ``time.sleep``). A call stopped here is
``"stopped"``, never ``"slow"`` (that is decided by counting) and never ``"passed"``. The
verdict names the loop the call was stuck in (`where_stuck`), which is the same on any machine.

Examples
--------
>>> with Guard(1.0) as guard:
...     said = guard.call(lambda: 1 // 0, ())
>>> said
ZeroDivisionError: integer division or modulo by zero
"""

from __future__ import annotations

import ast
import contextlib
import inspect
import io
import linecache
import os
import signal
import sys
import textwrap
import threading
import time
import tokenize
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import CodeType, FrameType, TracebackType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from _typeshed import TraceFunction

#: Seconds of the process's own time a call may go on without doing any counted work (no board
#: read, no call, no queue or seen-table operation) before it is stopped: generous, since it only
#: catches loops that never end; slowness is counted (`linklab.course.selfcheck.counting`),
#: never timed.
CALL_SECONDS = 5.0
#: A call that waits (doing nothing, using almost no processor: a ``time.sleep``) is stopped
#: after this many times ``CALL_SECONDS`` by the clock; its verdict says the time it really
#: took. A call that uses the processor is never stopped by this clock on a busy machine.
WAITING = 2
#: Any call that does no counted work is stopped after this many times ``CALL_SECONDS`` by
#: the clock, however little of the processor it was given.
STARVED = 10
#: The share of the clock's time a call that waits uses the processor for, at most.
WAITING_SHARE = 0.02
#: In a browser's Python (the static pages'), whose worker is ended after
#: ``linklab.site.python.RUN_SECONDS``, a check also stops after this many seconds: "stopped",
#: never "passed".
PAGE_SECONDS = 40.0
#: Keep the hang guard with a trace function (`LoopWatch`): a browser's Python (the static
#: pages' own) has neither timer signals nor threads to do it.
BY_TRACE = sys.platform == "emscripten"
#: The clock is looked at once in this many loop turns (or lines) of the learner's code.
TRACE_EVERY = 256
#: The folder of linklab's own modules: their loops end, and the loop watch skips them.
PACKAGE_FOLDER = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKAGE_FOLDER += os.sep
#: What a ``sys.monitoring`` callback returns to hear no more from where it was called.
DISABLE = getattr(getattr(sys, "monitoring", None), "DISABLE", None)
#: The megabytes a check's calls may hold (`linklab.course.selfcheck.apart` sets it in the
#: check's own process), 0 where no limit is set.
MEMORY_LIMITED = 0
#: What a call past that limit raised, in one line.
MEMORY_TEXT = "MemoryError: over the {mb} MB a check's calls may hold"
#: In a check's own process (`linklab.course.selfcheck.apart`), what tells the parent which
#: call runs, and that its Python still runs: None elsewhere.
WATCH: Any = None


@dataclass(frozen=True)
class Raised:
    """An exception the learner's function raised, as one line."""

    text: str
    kind: str = ""

    def __repr__(self) -> str:
        return self.text


@dataclass(frozen=True)
class TookTooLong:
    """A call stopped by the hang guard; ``line`` is the line of the loop it was stuck in (as
    its source numbers it) and ``code`` that line's text, when the source can be read; ``loop``
    whether that line begins a loop (or is only the line it waited on). ``after`` is 0 when
    the call was stopped for doing no work for ``seconds`` of its process's time (a verdict
    the same on any machine); else the seconds it really ran before a clock stopped it:
    ``how`` is ``"waiting"`` (it waited, using no processor) or ``"step"`` (one step of C that
    Python cannot interrupt, ended with its process: `linklab.course.selfcheck.apart`)."""

    seconds: float
    line: int = 0
    code: str = ""
    loop: bool = False
    after: float = 0.0
    how: str = ""

    def __repr__(self) -> str:
        if self.after:
            return f"stopped after {self.after:g} s"
        return f"no answer within {self.seconds:g} s"


class Stop(BaseException):
    """Raised inside a learner's call to end it (not an Exception: not caught there)."""


class _Printed(io.TextIOBase):
    """Where the learner's prints go during a check: counted, not kept."""

    def __init__(self) -> None:
        self.lines = 0
        self.chars = 0

    def writable(self) -> bool:
        return True

    def write(self, text: object) -> int:
        written = str(text)
        self.chars += len(written)
        self.lines += written.count("\n")
        return len(written)


class Guard:
    """Calls of the learner's function, each ended after ``seconds`` without counted work, and
    their prints kept away.

    ``counter`` holds the work counted so far in its ``total`` (`counting.WorkCounter`): while
    it grows, the call is working and the guard waits. In the main thread (a notebook's
    kernel runs cells there) the guard is a timer signal ticking a few times a second, which
    also stops a ``time.sleep``; elsewhere a watchdog thread raises in the caller's thread (a
    pure-Python loop stops; a call blocked in C finishes first). With ``by_trace`` (`BY_TRACE`
    by default) the clock is looked at as the learner's code runs (`LoopWatch`).
    """

    def __init__(
        self,
        seconds: float,
        by_trace: bool | None = None,
        counter: Any = None,
    ):
        self.seconds = seconds
        self.counter = counter  # read as an attribute, never called: no work of its own
        self._trace = BY_TRACE if by_trace is None else by_trace
        self._watch_loops = LoopWatch(self) if self._trace else None
        self.printed = _Printed()
        self._active = False
        self._deadline = self._cpu_deadline = self._far = self._since = self._cpu_since = 0.0
        self._waited = False  # the last stop was the clock's (a call that waits)
        self._seen = 0
        self._signal = (
            not self._trace
            and threading.current_thread() is threading.main_thread()
            and hasattr(signal, "setitimer")
        )
        self._old_handler: Callable[[int, FrameType | None], Any] | int | None = None
        self._watchdog: threading.Thread | None = None
        self._done = threading.Event()
        self._thread_id = threading.get_ident()
        self._redirect = contextlib.ExitStack()

    def __enter__(self) -> Guard:
        if self._signal:
            try:
                self._old_handler = signal.signal(signal.SIGALRM, self._on_alarm)
                tick = min(0.25, self.seconds / 4)  # one timer for the whole check, ticking
                signal.setitimer(signal.ITIMER_REAL, tick, tick)
            except ValueError:  # not the main thread of the main interpreter after all
                self._signal = False
        if not self._signal and not self._trace:
            self._watchdog = threading.Thread(target=self._watch, daemon=True)
            self._watchdog.start()
        if WATCH is not None:
            WATCH.checking(True)
        self._redirect.enter_context(contextlib.redirect_stdout(self.printed))
        self._redirect.enter_context(contextlib.redirect_stderr(self.printed))
        return self

    def __exit__(self, *exc: object) -> None:
        if self._watch_loops:
            self._watch_loops.close()
        self._redirect.close()
        if WATCH is not None:
            WATCH.checking(False)
        if self._signal:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self._old_handler or signal.SIG_DFL)
        self._done.set()

    def hung(self) -> bool:
        """Whether the call in progress has done no counted work for ``seconds`` of this
        process's own time (a loop that never ends), or for ``WAITING`` times as long by the
        clock (a call that waits: ``time.sleep``, ``input``); work done moves both deadlines on.
        The process's own time does not pass while other programs have the processor, so a
        busy machine does not stop a call that works."""
        if not self._active:
            return False
        now, done = time.perf_counter(), getattr(self.counter, "total", 0)
        working = time.process_time()
        if done != self._seen:
            self._window(done, now, working)
            return False
        if working > self._cpu_deadline:
            return True
        idle = working - self._cpu_since < WAITING_SHARE * (now - self._since)
        self._waited = now > self._deadline and idle
        return self._waited or now > self._far  # the last: a machine too busy to tell

    def _window(self, done: int, now: float, working: float) -> None:
        """Work was done (or a call begins): the deadlines start again from here."""
        self._seen, self._since, self._cpu_since = done, now, working
        self._deadline, self._far = now + WAITING * self.seconds, now + STARVED * self.seconds
        self._cpu_deadline = working + self.seconds

    def _on_alarm(self, signum: int, frame: FrameType | None) -> None:
        # The signal falls inside a counted call at no fixed moment: what the guard does here
        # (reading the clock, whatever clock that is) is no work of the call's.
        counter = self.counter
        if counter is not None:
            counter.paused = True
        try:
            if WATCH is not None:
                WATCH.tick()
            stop = self.hung()
        finally:
            if counter is not None:
                counter.paused = False
        if stop:
            self._active = False
            raise Stop

    def _watch(self) -> None:
        import ctypes

        while not self._done.wait(0.05):
            if self.hung():
                self._active = False
                ctypes.pythonapi.PyThreadState_SetAsyncExc(
                    ctypes.c_ulong(self._thread_id), ctypes.py_object(Stop)
                )

    def printed_lines(self) -> int:
        return self.printed.lines + (1 if self.printed.chars and not self.printed.lines else 0)

    def call(self, fn: Callable[..., object], args: Sequence[object]) -> object:
        """``fn(*args)``, or a `Raised` for its exception, or `TookTooLong`."""
        began = time.perf_counter()
        self._window(getattr(self.counter, "total", 0), began, time.process_time())
        self._waited = False
        watch, loops = WATCH, self._watch_loops
        try:
            self._active = True
            if watch is not None:
                watch.calling(True)
            if loops is not None and not loops.on:  # by events: switched on once a check
                loops.start()
            try:
                return fn(*args)
            finally:
                self._active = False
                if loops is not None and loops.monitoring is None:  # by a trace: off after
                    loops.stop()
                if watch is not None:
                    watch.calling(False)
        except Stop as stop:
            where = where_stuck(stop.__traceback__)
            if self._waited:
                after = round(time.perf_counter() - began, 1)
                return TookTooLong(self.seconds, *where, after=after, how="waiting")
            return TookTooLong(self.seconds, *where)
        except RecursionError:
            return Raised("RecursionError: it called itself too deeply", "RecursionError")
        except MemoryError as error:
            if MEMORY_LIMITED:
                return Raised(MEMORY_TEXT.format(mb=MEMORY_LIMITED), "MemoryError")
            return Raised(one_line(error), "MemoryError")
        except Exception as error:  # the learner's bug, reported as this case's failure
            return Raised(one_line(error), type(error).__name__)


#: The code objects of the guard's own handlers, which a signal may run inside a learner's call;
#: they are neither the learner's work (`counting`) nor where it was stuck (`where_stuck`).
GUARD_CODE: set[CodeType] = {
    Guard._on_alarm.__code__,
    Guard.hung.__code__,
    Guard._window.__code__,
}


class LoopWatch:
    """Looks at the clock while the learner's code runs, and raises `Stop` in it once the guard
    finds it hung: at every few hundredth loop turn (``sys.monitoring``'s jumps, Python 3.12
    and later: a loop that never ends jumps back), or else at every few hundredth line (a trace
    function).

    With ``sys.monitoring`` the jumps are watched from the first call of a check to its end
    (`close`), not switched on and off at each call: each switch makes the interpreter mark
    again every function it runs, which cost more than the calls on a check's small boards.
    A jump in linklab's own code is looked at once and never again (its loops end): what is
    watched is the learner's code and what it calls outside the package.
    """

    TOOL = 4  # the sys.monitoring tool id claimed, one no debugger, coverage or profiler uses

    def __init__(self, guard: Guard):
        self.guard = guard
        self.ticks = 0
        self.on = False  # the jumps are watched (sys.monitoring), until `close`
        self.before: Callable[..., Any] | None = None  # the trace function in force before
        monitoring = getattr(sys, "monitoring", None)
        if monitoring is not None and monitoring.get_tool(self.TOOL) not in (None, "linklab"):
            monitoring = None  # claimed by another tool: trace instead
        self.monitoring = monitoring

    def _tick(self, *_: object) -> None:
        self.ticks += 1
        if self.ticks % TRACE_EVERY == 0:
            if WATCH is not None:  # the page hears that Python still runs
                WATCH.tick()
            if self.guard.hung():
                raise Stop

    def _on_jump(self, code: CodeType, *_: object) -> object:
        if code.co_filename.startswith(PACKAGE_FOLDER):
            return DISABLE  # linklab's own loop: never looked at again
        self._tick()
        return None

    def _on_line(self, frame: FrameType, event: str, arg: object) -> TraceFunction:
        self._tick()
        return self._on_line

    def start(self) -> None:
        monitoring = self.monitoring
        if monitoring is None:
            self.before = sys.gettrace()
            sys.settrace(self._on_line)
            return
        if self.on:
            return
        if monitoring.get_tool(self.TOOL) is None:
            monitoring.use_tool_id(self.TOOL, "linklab")
        monitoring.register_callback(self.TOOL, monitoring.events.JUMP, self._on_jump)
        monitoring.set_events(self.TOOL, monitoring.events.JUMP)
        self.on = True

    def stop(self) -> None:
        if self.monitoring is None:
            sys.settrace(self.before)

    def close(self) -> None:
        """The check is over: its jumps are no longer watched."""
        if self.monitoring is not None and self.on:
            self.monitoring.set_events(self.TOOL, 0)
            self.on = False


GUARD_CODE |= {LoopWatch._tick.__code__, LoopWatch._on_line.__code__, LoopWatch._on_jump.__code__}


def where_stuck(trace: TracebackType | None) -> tuple[int, str, bool]:
    """Where a stopped call was stuck: the first frame, from the call down, that runs inside a
    loop, and that frame's outermost loop holding the line (the same loop whichever of its
    lines the stop fell on): its line number, its text, True. Else the line the innermost
    frame was stopped on, and False; ``(0, "", False)`` when no source is known.

    >>> import sys
    >>> def spin():
    ...     while True:
    ...         raise Stop
    >>> try:
    ...     spin()
    ... except Stop:
    ...     line, code, loop = where_stuck(sys.exc_info()[2])
    >>> code, loop
    ('while True:', True)
    """
    frames = []
    while trace is not None:
        frames.append((trace.tb_frame.f_code, trace.tb_lineno))
        trace = trace.tb_next
    mine = {where_stuck.__code__, Guard.call.__code__}
    frames = [(code, line) for code, line in frames if code not in mine | GUARD_CODE]
    for code, line in frames:
        loop = _outermost_loop(code, line)
        if loop:
            return (*loop, True)
    for code, line in reversed(frames):  # no loop anywhere: the line it was stopped on
        return line, _source_line(code.co_filename, line), False
    return 0, "", False


def _source_line(filename: str, line: int) -> str:
    return linecache.getline(filename, line).strip()


def _outermost_loop(code: CodeType, line: int) -> tuple[int, str] | None:
    """The first line of the outermost ``for`` or ``while`` of ``code``'s function that holds
    ``line``, with its text; None when no loop holds it or the source cannot be read."""
    lines = linecache.getlines(code.co_filename)
    first = code.co_firstlineno
    if not lines or not 0 < first <= len(lines):
        return None
    try:
        block = inspect.getblock(lines[first - 1 :])
        tree = ast.parse(textwrap.dedent("".join(block)))
    except (SyntaxError, IndentationError, tokenize.TokenError):
        return None
    if not tree.body:
        return None
    top = tree.body[0]
    for node in ast.walk(top):
        if isinstance(node, (ast.For, ast.While, ast.AsyncFor)):
            start, end = node.lineno + first - 1, (node.end_lineno or node.lineno) + first - 1
            if start <= line <= end:
                return start, lines[start - 1].strip()
    return None


def one_line(error: BaseException) -> str:
    """An exception as one line, its message cut at 120 characters."""
    try:
        text = str(error)
    except Exception:
        text = ""
    line = text.strip().splitlines()[0] if text.strip() else ""
    if len(line) > 120:
        line = line[:120] + "…"
    name = type(error).__name__
    return f"{name}: {line}" if line else name
