"""Counting a call's work, and the course's own searches counted the same way: what "slow" means.

A check never times a learner's function. It counts its work (`WorkCounter`): every call of a
Python function (so each step of a recursive DFS, each board read through ``board[cell]``, each
``board.rows``) and every call of a function or method written in C (a deque's ``append`` and
``popleft``, a list's ``pop``, a set's ``add``, a dict's ``get``). Those are the same in every
CPython from 3.10 on and in the page's Pyodide; line events are not (3.12 changed which lines
report, and list comprehensions stopped being calls: they are left out here, so the counts
agree). The course's own search for the same kind of function (`reference_work`: the notebook's
worked answer, written for any rule) is counted the same way, on the same case, with the same
board.

A call may do ``WORK_RATIO`` times the work of the course's search on its board searching
everything it can reach from ``a`` (for six digits, every layout it can reach), plus
``WORK_FLOOR``; past that it is ended there and the verdict is ``"slow"``, on that case. The
course's whole search is the yardstick, not its work on the case, because a right search may
well search everything before it answers. Why 25: every right search tried (notebook 02's,
document 000's ``>=`` that queues ties again, a 0-1 BFS, linklab's own event-by-event search,
notebook 03's DFS, the six-digit BFS) uses at most about a tenth of that allowance on any case
of the checks (``benchmarks/bench_selfcheck_counting.py`` prints the figures), so 25 leaves
room for any style; a DFS that tries every simple path, turns counted only at the end, does
millions of times more on the open 12x12 boards and is told so at the first of them. The floor
lets a tiny case's search set itself up (a function or two defined, a dict or two built).

Examples
--------
>>> from linklab.core.board import Board
>>> counter = WorkCounter()
>>> board = Board.from_rows([[1, 0, 1]])
>>> counter.run(lambda: board[0, 2], limit=1000)
1
>>> counter.last > 0
True
"""

from __future__ import annotations

import functools
import sys
from collections import deque
from collections.abc import Callable
from types import CodeType, FrameType
from typing import TYPE_CHECKING, Any

from linklab.core.board import Board, Cell
from linklab.core.rules import Rules
from linklab.course.selfcheck.guard import GUARD_CODE

if TYPE_CHECKING:
    from linklab.course.selfcheck.cases import LinkCase

#: A call may do this many times the course's own work on its case (plus ``WORK_FLOOR``).
WORK_RATIO = 25
#: Work any call may do, whatever its case (a search's set-up on a one-cell board).
WORK_FLOOR = 2000
#: Work is counted on boards of more than this many cells (past every enumerated small board,
#: ``linklab.course.selfcheck.cases.small_cases``) and on every six-digit layout.
COUNT_CELLS = 12
#: Frames that are not calls in every Python: comprehensions are inlined from 3.12 on.
INLINED = frozenset({"<listcomp>", "<dictcomp>", "<setcomp>"})
#: ``check_dfs``: looking at cells more than this many times as often as a pruned DFS is slow.
LOOK_RATIO = 1.5
#: ``check_dfs`` counts looks on boards of at least this many cells (on smaller ones pruning
#: saves little).
LOOK_CELLS = 20
#: Where Python has ``sys.monitoring`` (3.12 and later, the page's Pyodide among them), calls
#: are counted by its events: the same count as a profile function's, at a third of the cost
#: (no frame object made, no event for a return).
MONITORING = getattr(sys, "monitoring", None)
#: The ``sys.monitoring`` tool id the counter claims, one no debugger, coverage, profiler or
#: the hang guard's loop watch (`linklab.course.selfcheck.guard.LoopWatch`) uses.
COUNT_TOOL = 3
#: The kinds of callable whose call is counted as a C call, as a profile function hears them:
#: a builtin function or bound method, and a method of a C type called on its object.
C_FUNCTION, C_METHOD = type(len), type(list.append)


class OverBudget(BaseException):
    """Raised inside a call that went past its work budget (not an Exception: not caught)."""


class WorkCounter:
    """Counts the work of the calls it runs (see the module's docstring).

    ``total`` is the work of every call run so far (the hang guard watches it grow), ``last``
    the work of the last call; `run` ends a call past its ``limit`` (`OverBudget`). With
    ``by_events`` (where ``sys.monitoring`` is free, by default) the calls are heard as
    ``sys.monitoring`` events, else by a profile function: the counts are the same.
    """

    def __init__(self, by_events: bool | None = None) -> None:
        self.total = 0
        self.last = 0
        self._limit = 0
        self._start = 0
        self.over = False
        self.paused = False
        self._guards: frozenset[str] = frozenset()  # the names of the guard's code (`run`)
        self.by_events = events_free() if by_events is None else by_events

    def _profile(self, frame: FrameType, event: str, arg: object) -> None:
        if self.paused or frame.f_code in GUARD_CODE:  # the hang guard's signal, at no fixed moment
            return
        if event == "c_call" or (event == "call" and frame.f_code.co_name not in INLINED):
            self.total += 1
            if self.total - self._start > self._limit and not self.over:
                self.over = True
                raise OverBudget

    def _counted(self) -> None:
        """One more call: past the limit, the call is ended (once; then nothing more is
        counted, as a profile function that raised is removed)."""
        self.total += 1
        if self.total - self._start > self._limit:
            self.over = True
            raise OverBudget

    # The two event handlers below run for every call a learner's function makes: `_counted`
    # is written out in each (one Python call less an event), and a code object is looked
    # for among the guard's only when its name is one of theirs (a code object's hash is
    # worked out anew each time: a microsecond an event). A right check's counting in the page
    # took five times its calls' own time.

    def _on_start(self, code: CodeType, offset: int, *_: object) -> None:
        # a Python function begins, or a generator goes on ("call" to a profile function)
        name = code.co_name
        if (
            self.paused
            or self.over
            or name in INLINED
            or (name in self._guards and code in GUARD_CODE)
        ):
            return
        self.total = total = self.total + 1
        if total - self._start > self._limit:
            self.over = True
            raise OverBudget

    def _on_call(self, code: CodeType, offset: int, called: object, first: object) -> None:
        # a call made from Python: counted when what is called is written in C
        kind = type(called)
        counted = _C_KINDS.get(kind)
        if counted is None:
            counted = _C_KINDS[kind] = 2 if kind is C_METHOD else int(issubclass(kind, C_FUNCTION))
        if not counted or self.paused or self.over:
            return
        if code.co_name in self._guards and code in GUARD_CODE:
            return
        if counted == 2 and (
            first is _MISSING or not isinstance(first, called.__objclass__)  # type: ignore[attr-defined]
        ):
            return  # a C type's method with no object of its type: no call is made
        self.total = total = self.total + 1
        if total - self._start > self._limit:
            self.over = True
            raise OverBudget

    def run(self, call: Callable[[], Any], limit: int) -> Any:
        """``call()`` counted, ended by `OverBudget` past ``limit``; its work in ``last``.
        ``over`` says whether the call went past its limit (even if it caught the error)."""
        self._start, self._limit, self.over = self.total, limit, False
        self._guards = frozenset(code.co_name for code in GUARD_CODE)
        if self.by_events and MONITORING is not None:
            return self._run_by_events(call)
        before = sys.getprofile()
        sys.setprofile(self._profile)
        try:
            return call()
        finally:
            sys.setprofile(before)
            self.last = self.total - self._start

    def _run_by_events(self, call: Callable[[], Any]) -> Any:
        """`run` with ``sys.monitoring``'s events: the function's start (and a generator's
        going on), and each call made from Python, switched on for this call alone."""
        monitoring = MONITORING
        assert monitoring is not None
        events = monitoring.events
        if monitoring.get_tool(COUNT_TOOL) is None:
            monitoring.use_tool_id(COUNT_TOOL, "linklab counting")
        for event in (events.PY_START, events.PY_RESUME, events.PY_THROW):
            monitoring.register_callback(COUNT_TOOL, event, self._on_start)
        monitoring.register_callback(COUNT_TOOL, events.CALL, self._on_call)
        # heard, as a profile function hears it, so that closing a generator throws into it
        # (Python leaves that out when no tool listens to frames unwinding): nothing counted
        monitoring.register_callback(COUNT_TOOL, events.PY_UNWIND, _unwound)
        wanted = events.PY_START | events.PY_RESUME | events.PY_THROW | events.CALL
        wanted |= events.PY_UNWIND
        monitoring.set_events(COUNT_TOOL, wanted)
        try:
            return call()
        finally:
            monitoring.set_events(COUNT_TOOL, 0)
            self.last = self.total - self._start

    def count(self, call: Callable[[], Any]) -> int:
        """The work of ``call()``, uncapped."""
        self.run(call, sys.maxsize)
        return self.last

    def allowed(self, reference: int) -> int:
        """The work a call may do on a case where the course's own search does ``reference``."""
        return WORK_RATIO * reference + WORK_FLOOR


#: What ``sys.monitoring`` gives as a call's first argument when it has none.
_MISSING = getattr(MONITORING, "MISSING", object())


def _unwound(*_: object) -> None:
    """A frame left by an exception: no call."""


def events_free() -> bool:
    """Whether calls can be counted by ``sys.monitoring``'s events here: Python 3.12 or later,
    and its tool id free (or already the counter's)."""
    if MONITORING is None:
        return False
    return MONITORING.get_tool(COUNT_TOOL) in (None, "linklab counting")


#: Each kind of callable met: 1 when its call is a C call, 2 when it is when made on an object
#: of the method's type, 0 when it is not one.
_C_KINDS: dict[type, int] = {}


# --- the course's own searches, counted ------------------------------------------------------

HEADING_STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))  # up, right, down, left


def link_search(board: Board, a: Cell, b: Cell | None, rules: Rules = Rules()) -> bool:
    """The course's BFS by turns (notebook 02's worked answer, for any rule): a first-in-first-out
    queue of ``(cell, heading, turns)``, the fewest turns kept per cell and heading. With ``b``
    None it searches everything it can reach from ``a`` (the most it ever does from there).

    >>> link_search(Board.from_rows([[1, 2, 1], [0, 0, 0]]), (0, 0), (0, 2))
    True
    """
    if not board.contains(a):
        return False
    if b is not None and (a == b or not board.contains(b) or board[a] != board[b]):
        return False
    if b is not None and board[a] == 0:
        return False
    ring = 1 if rules.outside else 0
    rows, cols = board.rows, board.cols
    best: dict[tuple[Cell, int], int] = {}
    queue = deque((a, heading, 0) for heading in range(4))
    while queue:
        (row, col), heading, turns = queue.popleft()
        for new, (dr, dc) in enumerate(HEADING_STEPS):
            cell, cost = (row + dr, col + dc), turns + (new != heading)
            if cost > rules.max_turns:
                continue
            if not (-ring <= cell[0] < rows + ring and -ring <= cell[1] < cols + ring):
                continue
            if cell == b:
                return True
            on = 0 <= cell[0] < rows and 0 <= cell[1] < cols
            if (on and board[cell] != 0) or best.get((cell, new), rules.max_turns + 1) <= cost:
                continue
            best[(cell, new)] = cost
            queue.append((cell, new, cost))
    return False


def pruned_dfs(
    board: Board,
    a: Cell,
    b: Cell,
    rules: Rules = Rules(),
    looks: list[int] | None = None,
    *,
    unmark: bool = True,
    prune_at: int = 0,
    target_pruned: bool = False,
    dead_memo: bool = False,
) -> list[Cell] | None:
    """Notebook 03's worked answer: a DFS that, after the last turn allowed, goes on only when
    the target is straight ahead; its path's cells, or None. ``looks`` (a one-item list) counts
    the cells it looks at. Four of the misconceptions are this search changed: ``unmark=False``
    never takes a mark off, ``prune_at`` prunes that many turns before the last,
    ``target_pruned`` prunes before it tests for the target, ``dead_memo`` never enters again a
    (cell, heading) it once left with no path, whatever its turns then.

    >>> pruned_dfs(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2))
    [(0, 0), (0, 1), (0, 2)]
    """
    looked = [0] if looks is None else looks
    looked[0] += 2
    if a == b or not board.contains(a) or not board.contains(b):
        return None
    if board[a] == 0 or board[a] != board[b]:
        return None
    steps = ((-1, 0), (1, 0), (0, -1), (0, 1))  # up, down, left, right, as document 003
    ring = 1 if rules.outside else 0
    path, on_path = [a], {a}
    dead: set[tuple[Cell, int]] = set()

    def ahead(cell: Cell, step: tuple[int, int]) -> bool:
        down, right = b[0] - cell[0], b[1] - cell[1]
        return down * step[1] == right * step[0] and down * step[0] + right * step[1] > 0

    def grow(heading: int | None, turns: int) -> list[Cell] | None:
        row, col = path[-1]
        for new, step in enumerate(steps):
            cell: Cell = (row + step[0], col + step[1])
            cost = turns + (heading is not None and new != heading)
            if cost > rules.max_turns or cell in on_path:
                continue
            if not (-ring <= cell[0] < board.rows + ring and -ring <= cell[1] < board.cols + ring):
                continue
            pruned = cost >= rules.max_turns - prune_at and not ahead(cell, step)
            if target_pruned and pruned:
                continue
            if cell == b:
                return [*path, cell]
            if board.contains(cell):
                looked[0] += 1
                if board[cell] != 0:
                    continue
            if pruned or (dead_memo and (cell, new) in dead):
                continue
            path.append(cell)
            on_path.add(cell)
            found = grow(new, cost)
            if found:
                return found
            if dead_memo:
                dead.add((cell, new))
            path.pop()
            if unmark:
                on_path.discard(cell)
        return None

    return grow(None, 0)


def six_search(layout: tuple[int, ...], goal: tuple[int, ...] | None = (1, 2, 3, 4, 5, 6)) -> bool:
    """Notebook 07's worked answer: a BFS over layouts, each marked seen when queued. With
    ``goal`` None it searches every layout it can reach.

    >>> six_search((2, 1, 3, 4, 5, 6))
    False
    """
    from linklab.core.sixdigits import apply_move

    seen = {tuple(layout)}
    queue = deque(seen)
    while queue:
        here = queue.popleft()
        if here == goal:
            return True
        for move in ("α", "β"):
            there = apply_move(here, move)
            if there not in seen:
                seen.add(there)
                queue.append(there)
    return False


@functools.lru_cache(maxsize=1 << 16)
def reference_work(kind: str, case: Any, rules: Rules = Rules()) -> int:
    """The work the course's own search does on ``case``'s board (or layout) when it searches
    everything it can reach from ``a`` (from the layout): the most it ever does there. Counted
    by `WorkCounter` on the board a learner's function gets (`counted_board`); ``kind`` "six"
    is notebook 07's BFS over layouts, any other notebook 02's BFS by turns. A right search may
    search everything before it answers; a wrong or hopeless one does far more.

    >>> reference_work("link", (Board.from_rows([[1, 1]]), (0, 0), (0, 1))) > 0
    True
    """
    counter = WorkCounter()
    if kind == "six":
        return six_reference_work(tuple(case))
    board, a, _ = case
    given = counted_board(board, LookCount())
    return counter.count(lambda: link_search(given, a, None, rules))


_SIX_WORK: dict[Any, int] = {}


def forget_counted_work() -> None:
    """Forget the course's own work counted so far on each case: the next is counted again."""
    reference_work.cache_clear()
    pruned_looks.cache_clear()
    _SIX_WORK.clear()


def six_reference_work(layout: tuple[int, ...]) -> int:
    """The work of notebook 07's BFS searching every layout it can reach from ``layout``: the
    same from every layout of one component (α and β are permutations, so from any of its
    layouts the search meets the whole component, each layout once, and does the same steps
    on each), so it is counted once per component.

    >>> forget_counted_work()  # counted here, not read from what the process counted before
    >>> six_reference_work((2, 1, 3, 4, 5, 6)) == WorkCounter().count(
    ...     lambda: six_search((2, 1, 3, 4, 5, 6), None))
    True
    """
    from linklab.core.sixdigits import component_key

    key = component_key(layout)
    if key not in _SIX_WORK:
        _SIX_WORK[key] = WorkCounter().count(lambda: six_search(layout, None))
    return _SIX_WORK[key]


# --- boards that count looks --------------------------------------------------------------------


class LookCount:
    """How often a function looks at a cell of the board (``board[cell]`` or
    ``board.grid[row][col]``)."""

    def __init__(self) -> None:
        self.looks = 0


def counted_board(board: Board, count: LookCount) -> Board:
    """A new Board holding ``board``'s kinds, each row counting the looks at its cells."""

    class CountedRow(tuple[int, ...]):
        __slots__ = ()

        # Any: tuple's own two forms (a kind at an index, a row's slice) in one signature.
        def __getitem__(self, index: Any) -> Any:
            count.looks += 1
            return tuple.__getitem__(self, index)

    fresh = object.__new__(Board)
    object.__setattr__(fresh, "grid", tuple(CountedRow(row) for row in board.grid))
    return fresh


@functools.lru_cache(maxsize=1 << 16)
def pruned_looks(case: LinkCase, rules: Rules) -> int:
    """How often the pruned DFS (`pruned_dfs`) looks at a cell of the board on ``case``
    (remembered: the same on every check)."""
    looks = [0]
    board, a, b = case
    pruned_dfs(board, a, b, rules, looks)
    return looks[0]
