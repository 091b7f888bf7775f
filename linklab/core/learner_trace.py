"""Record a learner's own search as it runs: what their queue or stack and their seen marks hold.

`record_search(fn, args)` calls ``fn(*args)`` under a trace function (``sys.settrace``) that
follows every frame of the learner's own code (the frames sharing ``fn``'s globals: their
notebook's cells, or their module) and reads the frames' locals at each line. It keeps a
`Look` each time what their search holds changes:

- the **frontier**: a ``deque`` (a queue), a list named like a queue (``queue``, ``q``,
  ``frontier``, ``todo``, a ``heapq`` list ``heap`` or ``pq`` whose entries put their priority
  first) or a stack (``stack``, ``path``), a set or list named like a layer; or, with none of
  those, the recursion itself (each frame of the recursive function is a state on the stack,
  its cell or six-digit layout read from its arguments). Containers kept in an object of a
  class the learner wrote are read as ``name.attribute`` (``line.items``), and module-level
  ones their code reads by their global name; cells of numpy integers are read as cells;
- the **seen marks**: a set or dict of cells, of (cell, heading) pairs or of six-digit layouts
  (``seen``, ``visited``, ``best``, ``on_path``, or any such set), or a grid of marks the size of
  the board (a list of lists), marked where it differs from its first value;
- every other list, set, dict or deque it finds, by name, as text: what the report shows when
  it cannot read the search.

The cost is counted, never timed: at most ``MAX_LINES`` lines of the learner's code are run
under the trace and at most ``MAX_LOOKS`` looks kept; past either the call is stopped there
(``stopped`` says which), so a search that never ends costs a bounded number of steps. A frame
waiting on a deeper call is read once, not at every line, so a deep recursion costs each line
only what the running frame holds.

Examples
--------
>>> from collections import deque
>>> def my_bfs(start):
...     queue, seen = deque([start]), {start}
...     while queue:
...         cell = queue.popleft()
...         for nxt in ((cell[0], cell[1] + 1),):
...             if nxt[1] < 3 and nxt not in seen:
...                 seen.add(nxt)
...                 queue.append(nxt)
...     return len(seen)
>>> recording = record_search(my_bfs, ((0, 0),))
>>> recording.answer, recording.frontier_name, recording.seen_name
(3, 'queue', 'seen')
>>> [look.frontier for look in recording.looks][:4]
[((0, 0),), (), (), ((0, 1),)]
"""

from __future__ import annotations

import contextlib
import io
import numbers
import reprlib
import sys
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import FrameType
from typing import Any

#: Lines of the learner's code run under the trace, at most.
MAX_LINES = 60_000
#: Looks kept, at most (each a step of the player).
MAX_LOOKS = 400
#: Names that say a container is a queue, a stack, a layer of a search, or seen marks.
QUEUE_NAMES = ("queue", "frontier", "todo", "open", "fringe", "deq", "pending", "bfs", "heap", "pq")
STACK_NAMES = ("stack", "path", "route", "trail")
LAYER_NAMES = ("layer", "level", "crossing", "front", "current", "nxt", "next")
SEEN_NAMES = (
    "seen", "visit", "best", "mark", "on_path", "closed", "done", "used", "dist", "came", "turn",
)  # fmt: skip

#: A learner's table of four unit steps, their headings' order.
Steps = tuple[tuple[int, int], ...]
TraceFunction = Callable[[FrameType, str, Any], Any]

_TEXT = reprlib.Repr()
_TEXT.maxlevel, _TEXT.maxlist, _TEXT.maxset, _TEXT.maxdict, _TEXT.maxother = 3, 10, 10, 10, 60


@dataclass(frozen=True)
class Look:
    """What the learner's search held at one moment.

    ``frontier`` is the queue from front to back, or the stack from bottom to top, as the
    learner's own values (entries of their queue, or for recursion one ``(cell, heading,
    turns)`` per frame, unknown parts None); ``seen`` their seen marks as keys (cells, pairs,
    layouts; for a dict its items as ``(key, value)``); ``line`` the line of their code
    running and ``lines`` how many lines had run by then.
    """

    lines: int
    line: int
    frontier: tuple[Any, ...]
    seen: tuple[Any, ...]
    depth: int


@dataclass
class Recording:
    """A learner's call, recorded: its answer and its looks, and what the tracer found.

    ``frontier_kind`` is ``"queue"``, ``"stack"``, ``"recursion"`` or ``""`` (none found);
    ``seen_kind`` is ``"set"``, ``"dict"``, ``"grid"`` or ``""``; ``others`` the containers
    found but not read, as ``(name, value as text)``; ``raised`` the exception's one line;
    ``stopped`` ``"lines"`` or ``"looks"`` when a bound ended the call.
    """

    answer: Any = None
    raised: str = ""
    looks: list[Look] = field(default_factory=list)
    frontier_name: str = ""
    frontier_kind: str = ""
    seen_name: str = ""
    seen_kind: str = ""
    others: dict[str, str] = field(default_factory=dict)
    stopped: str = ""
    lines: int = 0
    steps_table: Steps | None = None  # the learner's four steps, when kept in a table
    grid_default: Any = None

    @property
    def searched(self) -> bool:
        """Whether a queue, a stack or a recursion was found."""
        return bool(self.frontier_kind)


class _Budget(BaseException):
    """Raised inside the learner's code when a bound is reached (not an Exception: their
    ``except Exception`` does not swallow it)."""


def is_whole(value: Any) -> bool:
    """Whether ``value`` is a whole number (a numpy integer too), not a bool.

    >>> import numpy
    >>> is_whole(3), is_whole(numpy.int64(3)), is_whole(True), is_whole(3.0)
    (True, True, False, False)
    """
    kind = type(value)
    return kind is int or (kind is not bool and isinstance(value, numbers.Integral))


def is_cell(value: Any) -> bool:
    """Whether ``value`` looks like a cell: two whole numbers (numpy's too).

    >>> is_cell((1, 2)), is_cell((1, 2, 3)), is_cell([0, 0]), is_cell((True, 1))
    (True, False, True, False)
    """
    return isinstance(value, tuple | list) and len(value) == 2 and all(map(is_whole, value))


def as_ints(value: Any) -> tuple[int, ...]:
    """A cell or a layout as a tuple of Python ints (numpy integers read as their value)."""
    return tuple(int(part) for part in value)


def is_layout(value: Any) -> bool:
    """Whether ``value`` is a six-digit layout: the digits 1..6 once each.

    >>> is_layout((2, 1, 3, 4, 5, 6)), is_layout((1, 1, 3, 4, 5, 6))
    (True, False)
    """
    return (
        isinstance(value, tuple | list)
        and len(value) == 6
        and all(map(is_whole, value))
        and sorted(value) == [1, 2, 3, 4, 5, 6]
    )


def holds_state(value: Any) -> bool:
    """Whether ``value`` is a search state as a learner writes one: a cell, a layout, or a
    tuple starting with one (``((r, c), heading, turns)``), or a flat ``(r, c, heading,
    turns)``; or a pair ``(state, something)``; or a heap's entry, its priority first
    (``(turns, (r, c), heading)``).

    >>> holds_state(((1, 2), None, 0)), holds_state((1, 2, 3, 0)), holds_state("ab")
    (True, True, False)
    >>> holds_state((1, (2, 3), 0))
    True
    """
    if is_cell(value) or is_layout(value):
        return True
    if not isinstance(value, tuple) or not value:
        return False
    if is_cell(value[0]) or is_layout(value[0]):
        return True
    if len(value) >= 2 and is_whole(value[0]) and (is_cell(value[1]) or is_layout(value[1])):
        return True
    return len(value) in (3, 4) and is_cell(value[:2])


def _named(name: str, words: Sequence[str]) -> bool:
    low = name.lower().rsplit(".", 1)[-1]
    return any(word in low for word in words) or low in ("q", "s", "st", "h")


def _sample(container: Any) -> list[Any]:
    """A few entries of a container (a dict's keys), without changing it."""
    try:
        if isinstance(container, dict):
            return list(container.keys())[:4]
        if isinstance(container, set | frozenset):
            return list(container)[:4]
        return list(container)[:2] + list(container)[-2:]
    except Exception:
        return []


def _is_grid(value: Any, shape: tuple[int, int] | None) -> bool:
    if shape is None or not isinstance(value, list) or not value:
        return False
    rows, cols = shape
    if len(value) not in (rows, rows + 2):
        return False
    return all(isinstance(row, list) and len(row) == len(value[0]) for row in value) and len(
        value[0]
    ) in (cols, cols + 2)


def _steps_table(value: Any) -> Steps | None:
    """The four unit steps a learner keeps in a table (their headings' order), if ``value`` is
    one."""
    if isinstance(value, tuple | list) and len(value) == 4 and all(is_cell(v) for v in value):
        steps = tuple(tuple(v) for v in value)
        if sorted(steps) == [(-1, 0), (0, -1), (0, 1), (1, 0)]:
            return steps
    return None


class _Tracer:
    """The trace function, its counts, and the looks it keeps."""

    def __init__(self, fn: Callable[..., Any], board_shape: tuple[int, int] | None):
        self.space = getattr(fn, "__globals__", None)
        self.code = getattr(fn, "__code__", None)
        self.shape = board_shape
        self.recording = Recording()
        self.lines = 0
        self.last_signature: Any = None
        self.first_sizes: dict[str, int] = {}
        self.last_count: Any = None
        self.recursive: Any = None
        self.last_marks: tuple[Any, ...] = ()
        self.entry: Any = None  # the frame of the call of fn, where the learner's frames end
        self.cache: list[Any] = []  # each frame's containers, read again only when it runs
        self.states: list[Any] = []  # each recursive frame's state, likewise
        self.globals_of: dict[Any, list[str]] = {}

    def on_call(self, frame: FrameType, event: str, arg: Any) -> TraceFunction | None:
        if event != "call" or self.space is None or frame.f_globals is not self.space:
            return None
        if self.entry is None and frame.f_code is self.code:
            self.entry = frame
        return self.on_line if self.entry is not None else None

    def on_line(self, frame: FrameType, event: str, arg: Any) -> TraceFunction:
        if event in ("line", "return"):
            self.lines += 1
            if self.lines > MAX_LINES:
                self.recording.stopped = "lines"
                raise _Budget
            self.look(frame)
        return self.on_line

    def global_names(self, frames: list[FrameType]) -> list[str]:
        """The module-level names the learner's running code reads (each code's once)."""
        out: list[str] = []
        for each in frames:
            code = each.f_code
            if code not in self.globals_of:
                self.globals_of[code] = [n for n in code.co_names if n in (self.space or {})]
            out += self.globals_of[code]
        return out

    def owns(self, value: Any) -> bool:
        """Whether ``value`` is an instance of a class the learner wrote (beside ``fn``)."""
        if isinstance(value, type) or not hasattr(value, "__dict__"):
            return False
        return getattr(type(value), "__module__", None) == (self.space or {}).get("__name__")

    def frames(self, frame: FrameType | None) -> list[FrameType]:
        """The learner's frames from the call of fn to ``frame``, outermost first."""
        out = []
        while frame is not None:
            if frame.f_globals is self.space:
                out.append(frame)
            if frame is self.entry:
                break
            frame = frame.f_back
        return out[::-1]

    def look(self, frame: FrameType) -> None:
        """Read what the learner's search holds at this line; keep a `Look` when it changed."""
        recording = self.recording
        frames = self.frames(frame)
        found = self.containers(frames)
        self.note_steps_table(found)
        frontier_name, frontier, kind = self.pick_frontier(found)
        seen_name, seen, seen_kind = self.pick_seen(found, frontier_name)
        depth = sum(1 for f in frames if f.f_code is frame.f_code)
        if frontier is None and depth > 1 and self.recursive is None:
            self.recursive = frame.f_code  # the function that calls itself: its frames, a stack
        if self.recursive is not None and recording.frontier_kind in ("", "recursion"):
            kind, frontier_name = "recursion", self.recursive.co_name
            frontier = self.recursion_states(frames)
            depth = len(frontier)
        self.note_names(found, frontier_name, kind, seen_name, seen_kind)
        held = tuple(frontier) if frontier is not None and kind else ()
        self.keep_look(frame, held, seen, seen_kind, depth, bool(kind))

    def containers(self, frames: list[FrameType]) -> dict[str, Any]:
        """The containers the learner's frames hold, by name: their locals (a name in an inner
        frame hides one further out), the module-level ones their code reads, and those kept
        in objects of a class of theirs (``name.attribute``)."""
        found: dict[str, Any] = {}
        owners: list[tuple[str, Any]] = []
        cache: list[tuple[FrameType, dict[str, Any], list[tuple[str, Any]]]] = []
        for at, each in enumerate(frames):  # a name in an inner frame hides one further out
            if at < len(frames) - 1 and at < len(self.cache) and self.cache[at][0] is each:
                mine, theirs = self.cache[at][1], self.cache[at][2]  # a waiting frame: as it was
            else:
                mine, theirs = _containers(each.f_locals, self.owns)
            cache.append((each, mine, theirs))
            found.update(mine)
            owners += theirs
        self.cache = cache
        for name in self.global_names(frames):  # a module-level seen set or queue it uses
            value = (self.space or {}).get(name)
            if name not in found and isinstance(value, deque | list | set | dict):
                found[name] = value
        named = {id(value) for value in found.values()}
        for name, owner in owners:  # a small class of theirs holding the queue: one name each
            for attribute, inner in vars(owner).items():
                if isinstance(inner, deque | list | set | dict) and id(inner) not in named:
                    found[f"{name}.{attribute}"] = inner
                    named.add(id(inner))
        return found

    def note_steps_table(self, found: dict[str, Any]) -> None:
        """Keep the table of steps the learner's search uses, if any: their function's own, or
        else their module's."""
        recording = self.recording
        local = next((t for t in map(_steps_table, found.values()) if t), None)
        if local:  # a table of its own in the function beats a module's
            recording.steps_table = local
        elif recording.steps_table is None:
            recording.steps_table = next(
                (t for t in map(_steps_table, (self.space or {}).values()) if t), None
            )

    def recursion_states(self, frames: list[FrameType]) -> list[Any]:
        """The state of each frame of the recursive function, outermost first: the stack."""
        recursive = [f for f in frames if f.f_code is self.recursive]
        states = self.states  # a waiting frame's arguments are as they were
        frontier = [
            states[at][1] if at < len(recursive) - 1 and at < len(states)
            and states[at][0] is f else _frame_state(f)
            for at, f in enumerate(recursive)
        ]  # fmt: skip
        self.states = list(zip(recursive, frontier, strict=True))
        return frontier

    def note_names(
        self, found: dict[str, Any], frontier_name: str, kind: str, seen_name: str, seen_kind: str
    ) -> None:
        """Note the names the frontier and the seen marks go by, and every other container
        as text."""
        recording = self.recording
        for name, value in found.items():
            if name not in (frontier_name, seen_name) and not _steps_table(value):
                with contextlib.suppress(Exception):
                    recording.others[name] = _TEXT.repr(value)
        if kind and not recording.frontier_kind:
            recording.frontier_kind, recording.frontier_name = kind, frontier_name
        elif kind == recording.frontier_kind and recording.frontier_name.startswith("self."):
            recording.frontier_name = frontier_name  # the name their search calls it by
        if seen_kind:
            recording.seen_kind, recording.seen_name = seen_kind, seen_name

    def keep_look(
        self, frame: FrameType, held: tuple[Any, ...], seen: Any, seen_kind: str, depth: int,
        has_frontier: bool,
    ) -> None:  # fmt: skip
        """Keep a `Look` when the frontier, the marks' count or the depth moved and there is
        something to show; stop the call past ``MAX_LOOKS``."""
        recording = self.recording
        try:  # the marks are read again only when their count moves (a cheap test per line)
            count = (id(seen), len(seen)) if seen is not None else None
        except TypeError:
            count = None
        if count is None or count != self.last_count:
            self.last_marks = self.marks(seen, seen_kind) if seen is not None else ()
            self.last_count = count
        marks = self.last_marks
        signature = (held, count, depth)
        if signature == self.last_signature:
            return
        self.last_signature = signature
        if not has_frontier and not marks:
            return
        recording.looks.append(Look(self.lines, frame.f_lineno, held, marks, depth))
        if len(recording.looks) >= MAX_LOOKS:
            recording.stopped = "looks"
            raise _Budget

    def pick_frontier(self, found: dict[str, Any]) -> tuple[str, Any, str]:
        chosen = self.recording.frontier_name
        if chosen in found and self.recording.frontier_kind != "recursion":
            value = found[chosen]
            return chosen, value, self.recording.frontier_kind
        best: tuple[int, str, Any, str] | None = None
        for name, value in found.items():
            if isinstance(value, dict) or _steps_table(value):
                continue
            states = all(holds_state(v) for v in _sample(value))
            if not states:
                continue
            if isinstance(value, deque):
                rank, kind = 0, "queue"
            elif isinstance(value, list) and _named(name, QUEUE_NAMES):
                rank, kind = 1, "queue"
            elif isinstance(value, list) and _named(name, STACK_NAMES):
                rank, kind = 2, "stack"
            elif isinstance(value, set | list) and _named(name, LAYER_NAMES) and value:
                rank, kind = 3, "queue"  # a BFS layer by layer: each layer in turn
            else:
                continue
            if best is None or rank < best[0]:
                best = (rank, name, value, kind)
        return (best[1], best[2], best[3]) if best else ("", None, "")

    def pick_seen(self, found: dict[str, Any], frontier_name: str) -> tuple[str, Any, str]:
        chosen = self.recording.seen_name

        def grown(name: str) -> bool:
            with contextlib.suppress(TypeError):
                return len(found[name]) != self.first_sizes.setdefault(name, len(found[name]))
            return False

        if chosen in found and chosen != frontier_name and grown(chosen):
            return chosen, found[chosen], self.recording.seen_kind
        best: tuple[tuple[bool, int], str, Any, str] | None = None
        for name, value in found.items():
            if name == frontier_name:
                continue
            if _is_grid(value, self.shape):
                rank, kind = (0 if _named(name, SEEN_NAMES) else 2), "grid"
            elif isinstance(value, set | dict) and all(holds_state(v) for v in _sample(value)):
                kind = "dict" if isinstance(value, dict) else "set"
                rank = 0 if _named(name, SEEN_NAMES) else 1 if not _named(name, LAYER_NAMES) else 3
            else:
                continue
            key = (not grown(name), rank)  # marks being made beat a table that stays put
            if best is None or key < best[0]:
                best = (key, name, value, kind)
        return (best[1], best[2], best[3]) if best else ("", None, "")

    def marks(self, seen: Any, kind: str) -> tuple[Any, ...]:
        """The seen marks now, comparable from look to look."""
        try:
            if kind == "grid":
                flat = [v for row in seen for v in row]
                if self.recording.grid_default is None:
                    self.recording.grid_default = max(set(flat), key=flat.count)
                default = self.recording.grid_default
                return tuple(
                    (r, c)
                    for r, row in enumerate(seen)
                    for c, value in enumerate(row)
                    if value != default
                )
            if kind == "dict":
                return tuple(sorted(seen.items(), key=repr))
            return tuple(sorted(seen, key=repr))
        except Exception:
            return ()


def _containers(
    local: dict[str, Any], owns: Callable[[Any], bool]
) -> tuple[dict[str, Any], list[tuple[str, Any]]]:
    """A frame's containers by name, and its objects of the learner's classes (``self``
    last)."""
    mine: dict[str, Any] = {}
    theirs: list[tuple[str, Any]] = []
    for name in sorted(local, key=lambda n: n in ("self", "cls")):
        value = local[name]
        if isinstance(value, deque | list | set | dict) or (
            isinstance(value, tuple) and _steps_table(value)
        ):
            mine[name] = value
        elif owns(value):
            theirs.append((name, value))
    return mine, theirs


def _frame_state(frame: FrameType) -> tuple[Any, ...]:
    """One frame of a recursive search as ``(cell, heading, turns)``, read from its arguments
    (a part not found is None)."""
    code = frame.f_code
    names = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
    values = frame.f_locals
    cell = next(
        (values[n] for n in names if n in values and (is_cell(values[n]) or is_layout(values[n]))),
        None,
    )
    numbers = [(n, values[n]) for n in names if n in values and is_whole(values[n])]
    turns = next((v for n, v in numbers if "turn" in n or n in ("t", "cost", "made")), None)
    heading = next(
        (values[n] for n in names if n in values and _is_heading_name(n) and values[n] != turns),
        None,
    )
    if cell is None:  # the cell kept elsewhere (a path list): the row and column arguments
        rows = [v for n, v in numbers if n in ("r", "row", "x", "i")]
        cols = [v for n, v in numbers if n in ("c", "col", "y", "j")]
        if rows and cols:
            cell = (rows[0], cols[0])
    return (as_ints(cell) if cell is not None else None, heading, turns)


def _is_heading_name(name: str) -> bool:
    low = name.lower()
    return any(word in low for word in ("head", "dir", "way", "facing")) or low in ("d", "h")


def record_search(
    fn: Callable[..., Any],
    args: tuple[Any, ...],
    *,
    board_shape: tuple[int, int] | None = None,
    before: Sequence[tuple[Any, ...]] = (),
) -> Recording:
    """Call ``fn(*args)`` under the trace and record its search (see the module docstring).

    ``board_shape`` (rows, columns) lets a grid of marks be recognised; ``before`` are calls
    made first, untraced (what an earlier call leaves behind shows in this one). What the
    function prints is kept out of sight.

    >>> def no_search(board, a, b):
    ...     return a == b
    >>> recording = record_search(no_search, (None, (0, 0), (0, 1)))
    >>> recording.answer, recording.searched, recording.looks
    (False, False, [])
    """
    sink = io.StringIO()
    with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
        for earlier in before:
            with contextlib.suppress(Exception):
                fn(*earlier)
        tracer = _Tracer(fn, board_shape)
        previous = sys.gettrace()
        sys.settrace(tracer.on_call)
        try:
            tracer.recording.answer = fn(*args)
        except _Budget:
            pass
        except RecursionError:
            tracer.recording.raised = "RecursionError"
        except Exception as error:  # the learner's bug: their answer is the exception
            text = str(error).strip().splitlines()
            name = type(error).__name__
            tracer.recording.raised = f"{name}: {text[0]}" if text else name
        finally:
            sys.settrace(previous)
    tracer.recording.lines = tracer.lines
    return tracer.recording
