"""Check a learner's own search against the rule, in a notebook: one call, one verdict.

Four checks, one per kind of function a learner writes:

- ``check_link(fn)`` for ``fn(board, a, b) -> bool``: can the tiles at ``a`` and ``b`` be joined?
- ``check_bfs_path(fn)`` for ``fn(board, a, b) -> path or None``: the path a BFS finds, as its
  corner cells or every cell it passes; it must be legal (`linklab.core.rules.path_problem`) and
  turn the fewest times. ``check_path(fn)`` accepts any legal path (a DFS's, say), and
  ``check_dfs(fn)`` also counts the work: how often the function looks at a cell of the board,
  against a pruned depth-first search on the same boards.
- ``check_can_reach(fn)`` for six digits' ``fn(layout) -> bool``, ``layout`` a tuple of the six
  digits of cells A..F: can α and β turn it into 123456?

Where the cases come from, in this order: every small board (`small_cases`: every board of 1
to ``EVERY_CELLS`` cells, no side over 4, with every assignment of kinds 0, 1 and 2, three tiles
of one kind and more included; then `linklab.core.cases.small_boards`' larger ones, up to 3x4
with walls; smallest first), the package's scenario table (`SCENARIOS`: the rule's edge cases
and the notebooks' own boards), twenty open 12x12 boards, then seeded random boards; for six digits
all 720 layouts, nearest to 123456 first (`linklab.core.cases.six_in_order`). The check stops at
the first case the function gets wrong. Since the small boards come in order of size, a
failure there is already the smallest one failing the same way by the measure of
`linklab.core.cases.size_of` (fewest cells, then fewest tiles; for six digits fewest layouts, each
the fewest moves from 123456); a failure past them is shrunk with `linklab.core.shrink`, in at
most ``SHRINK_TRIES`` tries.

The budget is counted in cases, never in seconds, so the verdict is the same on any machine:
a check tries every one of its cases, and the function may take ``FUNCTION_SLOW_RATIO`` times
as long as the course's own search on the same cases. A function slower than that is stopped
(``"stopped"``, never ``"passed"``), told how far it got, its time per call beside the
course's, and what to try. A failing case is asked again on a fresh call (the function's default
arguments and module-level sets, lists and dicts put back as they were when the check began);
when it is answered right then, the verdict says the function keeps something between calls,
and shows the call that came before.

The result, a `CheckResult`, says how many cases passed, or shows the smallest failing case
with what the function answered and what the rule says; in a notebook it also draws the board
with the rule's path (and the function's own path, in red). A wrong function raises nothing:
an exception inside it is that case's failure, in one line; a call that takes longer than
``CALL_SECONDS`` is stopped and named; what it prints is kept out of sight (and counted); it
gets a fresh copy of the board each time. A path must run from ``a`` to ``b``. A function not
written yet (its body ``...`` or ``pass``, or ``raise NotImplementedError``) gets "Not
answered yet" and nothing more. A wrong
argument to the check itself (``rules=3``, ``cases="x"``) raises `linklab.core.errors.InputError`
naming it.

Examples
--------
>>> from linklab.core.checker import Checker
>>> check_link(lambda board, a, b: Checker(board).can_link(a, b), cases=50)
✓ Right: 17222 cases pass, my_link agrees with the rule (at most 2 turns, on the board).
>>> def my_link(board, a, b):
...     ...
>>> check_link(my_link)
… Not answered yet: write my_link in the exercise cell above, then run that cell and this one.
"""

from __future__ import annotations

import base64
import contextlib
import copy
import functools
import html
import io
import itertools
import random
import reprlib
import signal
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import FrameType
from typing import Any, cast

from linklab.core.board import Board, Cell, Path, corners, parse_board
from linklab.core.cases import (
    BoardQueries,
    board_reductions,
    random_board_queries,
    six_in_order,
    small_boards,
)
from linklab.core.checker import Checker
from linklab.core.errors import InputError
from linklab.core.rules import Rules, path_problem
from linklab.core.shrink import shrink
from linklab.core.verdict import format_path, rule_verdict
from linklab.i18n import tr, translate

#: Seconds one call of the learner's function may take before it is stopped.
CALL_SECONDS = 2.0
#: A check's budget: the function may take this many times as long as the course's own search
#: (`linklab.core.checker.Checker`, or six digits' `linklab.core.sixdigits.shortest_word`) on
#: the cases tried so far, once ``SLOW_AFTER`` cases have been tried; slower, it is stopped.
#: Both are timed on the same machine at the same time, so the budget does not depend on its
#: speed.
FUNCTION_SLOW_RATIO = 25.0
SLOW_AFTER = 300
#: In a browser's Python (the static pages'), whose worker is ended after
#: ``linklab.site.python.RUN_SECONDS``, a check also stops after this many seconds: "stopped",
#: never "passed".
PAGE_SECONDS = 40.0
#: How many smaller cases shrinking a failure found past the small boards may try.
SHRINK_TRIES = 3000
#: ``small_cases``: every board of up to this many cells, every kind 0, 1 or 2 in every cell;
#: on boards of up to ``EVERY_QUERY_CELLS`` cells every pair of cells is asked (the same cell
#: twice, empty cells, two kinds), on larger ones every pair of two tiles of kind 1.
EVERY_CELLS, EVERY_QUERY_CELLS = 6, 4
#: Keep the time limit with a trace function (`_Guard`): a browser's Python (the static pages'
#: own) has neither timer signals nor threads to do it.
BY_TRACE = sys.platform == "emscripten"
#: The clock is looked at once in this many loop turns (or lines) of the learner's code.
TRACE_EVERY = 256
#: ``check_dfs``: looking at cells more than this many times as often as a pruned DFS is slow.
WORK_RATIO = 1.5
#: ``check_dfs`` counts the work on boards of at least this many cells (on smaller ones
#: pruning saves little).
WORK_CELLS = 20

_ZIGZAG = "0 0 0 2\n0 1 0 0\n0 0 4 0\n0 0 0 2\n0 0 0 1"
_DOC000 = "0 0 0 0 0 0\n0 1 2 3 0 0\n3 0 0 0 0 3\n0 2 3 4 0 2\n0 0 0 2 1 4"
_BIG = "BC*******A\n*DEB*CD***\n***A******\n*DB***B***\nDBA*C***DA\nA*******A*"  # notebook 03

#: The package's scenario table: (name, board, a, b, rules). Each is a case a search gets wrong
#: in a telling way, or a board a notebook shows; a check uses those whose rule it checks.
SCENARIOS: tuple[tuple[str, str, Cell, Cell, Rules], ...] = (
    ("neighbours", "1 1", (0, 0), (0, 1), Rules()),
    ("straight over a gap", "1 0 0 1", (0, 0), (0, 3), Rules()),
    ("blocked line", "1 2 1", (0, 0), (0, 2), Rules()),
    ("around the outside", "1 2 1", (0, 0), (0, 2), Rules(outside=True)),
    ("one corner", "1 0\n2 1", (0, 0), (1, 1), Rules()),
    ("the same cell twice", "0 0\n0 1", (1, 1), (1, 1), Rules()),
    ("an empty cell", "1 0 0", (0, 0), (0, 2), Rules()),
    ("two kinds", "1 0 2", (0, 0), (0, 2), Rules()),
    ("a tile of the same kind in the way", "1 1 1", (0, 0), (0, 2), Rules()),
    ("two turns round a wall", "1 2 1\n0 0 0", (0, 0), (0, 2), Rules()),
    ("three turns needed", "0 0 0 1\n1 1 0 1", (1, 0), (1, 3), Rules()),
    ("more than three turns needed", "1 2 0\n2 0 0\n0 0 2\n0 2 1", (0, 0), (3, 2), Rules()),
    ("document 000, case 1", "0 0 0 0 0\n0 1 2 0 0\n0 0 3 4 0\n0 0 0 1 0", (1, 1), (3, 3), Rules()),
    ("document 000, case 3", _DOC000, (3, 3), (4, 5), Rules()),
    ("notebooks 02 and 03: the board", _DOC000, (1, 1), (4, 4), Rules()),
    ("notebook 02: the zigzag", _ZIGZAG, (1, 1), (4, 3), Rules()),
    ("notebook 03: A (6,1)-(1,10)", _BIG, (5, 0), (0, 9), Rules()),
    ("notebook 03: A (5,10)-(6,9)", _BIG, (4, 9), (5, 8), Rules()),
    ("notebook 03: B (4,7)-(5,2)", _BIG, (3, 6), (4, 1), Rules()),
    ("notebook 03: D (2,7)-(4,2)", _BIG, (1, 6), (3, 1), Rules()),
    ("document 003, query 1", "1 2 3 4\n0 0 0 0\n4 3 2 1", (0, 0), (2, 3), Rules()),
    ("document 003, query 6", "0 1 4 3\n0 2 4 1\n0 0 0 0", (0, 2), (1, 2), Rules()),
    ("snake with two", "1 0 0\n2 2 0\n0 0 0\n0 2 2\n0 0 1", (0, 0), (4, 2), Rules()),
    ("snake with four", "1 0 0\n2 2 0\n0 0 0\n0 2 2\n0 0 1", (0, 0), (4, 2), Rules(max_turns=4)),
    ("walled in", "0 2 0\n2 1 2\n0 2 0\n1 0 0", (1, 1), (3, 0), Rules(outside=True)),
    ("along the top edge", "1 2 2 1\n0 0 0 0", (0, 0), (0, 3), Rules()),
    ("round the outside only", "1 2\n2 1", (0, 0), (1, 1), Rules(outside=True)),
)

#: The six-digit layouts of document 001's sample; ``check_can_reach`` asks every layout,
#: nearest to 123456 first, and these are among them.
SIX_SCENARIOS = ((1, 3, 5, 2, 4, 6), (2, 5, 6, 4, 3, 1), (1, 2, 3, 4, 5, 6))

LinkCase = tuple[Board, Cell, Cell]


#: What a check says first, in English; ``linklab.i18n.zh`` translates each. They begin as the
#: prediction exercises' checks do (``linklab.course.exercises``), so one notebook test reads both.
NOT_WRITTEN = (
    "… Not answered yet: write {name} in the exercise cell above, then run that cell and this one."
)
PASSED = "✓ Right: {passed} cases pass, {name} agrees with the rule ({rule})."
SLOW_WORK = (
    "✗ Not yet: {passed} cases pass, but {name} looks at a cell of the board {ratio} times as "
    "often as a pruned search ({theirs} looks, against {pruned}): after the last turn allowed, "
    "does it give up when the target is not straight ahead?"
)
STOPPED_EARLY = (
    "… Stopped early, no verdict: {passed} of {total} cases pass, but {name} is slow: about "
    "{each} ms a call, where the course's own search takes {reference} ms. Try: {advice}"
)
#: What to try, by check, when a function is stopped for being slow.
FASTER = {
    "link": (
        "remember, for each cell and heading, the fewest turns it was reached with, and queue it "
        "again only with fewer; then run this check again."
    ),
    "dfs": (
        "prune: after the last turn allowed, go on only when the target is straight ahead; then "
        "run this check again."
    ),
    "six": (
        "mark a layout seen when it is queued, so that none is queued twice; then run this "
        "check again."
    ),
}
KEEPS_STATE = (
    "  asked alone, {name} answers it right: it keeps something between calls (a default "
    "argument holding a dict, a set or a list, or a global one), and what an earlier call "
    "left there changed this answer."
)
NOTE_BASE = (
    "(The call counts rows and columns from 0, as code does; the rule's words count them from 1, "
    "as the pictures do.)"
)


@dataclass
class CheckResult:
    """The verdict of a check: how many cases passed, or the smallest case the function fails.

    ``status`` is ``"passed"``, ``"failed"``, ``"slow"`` (every answer right, but far more work
    than a pruned search: ``work`` holds both counts), ``"stopped"`` (slower than the budget
    allows, before every case was tried: ``passed`` of ``total``) or ``"not written"``. For a
    failure, ``case`` is the smallest failing case (a board and two cells, or a six-digit
    layout), ``answered`` what the function gave (or the exception it raised), ``expected`` what
    the rule says, ``why`` the rule's reasons and ``problem`` what is wrong with the answer;
    ``before`` the calls asked first when the answer depends on them (``history``: it does).
    ``seconds`` and ``reference`` are the function's time and the course's own search's on the
    cases tried. ``bool(result)`` is True when
    every case passed. In a notebook the result shows itself with a picture of the case.
    """

    name: str
    status: str
    passed: int = 0
    rule: str = ""
    case: Any = None
    answered: Any = None
    expected: Any = None
    why: str = ""
    problem: str = ""
    rules: Rules = field(default_factory=Rules)
    rule_path: tuple | None = None
    their_path: tuple | None = None
    work: tuple[int, int] | None = None
    before: tuple = ()
    printed: int = 0
    seconds: float = 0.0
    stopped: bool = False
    total: int = 0
    reference: float = 0.0
    kind: str = "link"
    history: bool = False
    function: Any = field(default=None, repr=False, compare=False)  # traced again for the report

    def __bool__(self) -> bool:
        return self.status == "passed"

    def text(self) -> str:
        """The verdict as plain text."""
        if self.status == "not written":
            return tr(NOT_WRITTEN, name=self.name)
        notes = []
        if self.printed:
            notes.append(
                translate(f"({self.name} printed {self.printed} lines while checked; not shown.)")
            )
        if self.status == "stopped":
            tried = max(self.passed, 1)
            first = tr(
                STOPPED_EARLY,
                passed=self.passed,
                total=self.total,
                name=self.name,
                each=_ms(self.seconds / tried),
                reference=_ms(self.reference / tried),
                advice=translate(FASTER[self.kind]),
            )
            return "\n".join([first, *notes])
        if self.status == "passed":
            first = tr(PASSED, passed=self.passed, name=self.name, rule=self.rule)
            return "\n".join([first, *notes])
        if self.status == "slow":
            assert self.work is not None  # a slow result holds both counts
            theirs, pruned = self.work
            first = tr(
                SLOW_WORK,
                passed=self.passed,
                name=self.name,
                ratio=_ratio(theirs, pruned),
                theirs=theirs,
                pruned=pruned,
            )
            return "\n".join([first, *notes])
        lines = [f"✗ Not yet: {self.problem}."]  # each line through ``translate`` at the end
        board_case = isinstance(self.case, tuple) and len(self.case) == 3
        for earlier in self.before:
            if board_case:
                board, a, b = earlier
                lines.append(f"after {self.name}(board, {a}, {b}) was asked with board =")
                lines += [f"    {' '.join(map(str, row))}" for row in board.grid]
            else:
                lines.append(f"after {self.name}({earlier}) was asked,")
        if self.history and not self.before:
            lines.append(f"after the {self.passed} cases before it were asked,")
        if board_case:
            board, a, b = self.case
            lines.append(f"{self.name}(board, {a}, {b}) with board =")
            lines += [f"    {' '.join(map(str, row))}" for row in board.grid]
        else:
            lines.append(f"{self.name}({self.case})")
        lines.append(f"  it answered: {_answered(self.answered)}")
        lines.append(f"  the rule ({self.rule}) says: {self.why}")
        if self.history:
            lines.append(KEEPS_STATE.format(name=self.name))
            cases = "1 case" if self.passed == 1 else f"{self.passed} cases"
            lines.append(f"({cases} passed before.)")
        else:
            cases = "1 case" if self.passed == 1 else f"{self.passed} cases"
            lines.append(
                f"({cases} passed before; this is the smallest case failing the same way.)"
            )
        if board_case:
            lines.append(NOTE_BASE)
        return "\n".join([*(translate(line) for line in lines), *notes])

    def __repr__(self) -> str:
        return self.text()

    def _ipython_display_(self) -> None:
        """In a notebook: the verdict, its picture and, for a failure, the learner's own search
        stepped beside the course's (`linklab.course.learner_search`)."""
        from linklab.course.learner_search import display_report

        display_report(self)

    def figure(self):
        """The failing case drawn (the rule's path in black, the function's in red), or None."""
        if self.status != "failed" or self.case is None:
            return None
        from linklab.render.draw import PRUNE_COLOR, draw_board, draw_path
        from linklab.render.export import frame_figure

        if not (isinstance(self.case, tuple) and len(self.case) == 3):
            from matplotlib.figure import Figure

            from linklab.render.draw_sixdigits import draw_state

            fig = Figure(figsize=(4, 3))
            draw_state(fig.add_subplot(), self.case)
            return fig
        board, a, b = self.case
        fig, ax = frame_figure(board, self.rules, width=5, legend=False)
        draw_board(ax, board, self.rules, ends=(a, b))
        if self.rule_path:
            draw_path(ax, self.rule_path)
        if self.their_path and len(self.their_path) > 1:
            draw_path(ax, self.their_path, color=PRUNE_COLOR, linewidth=2, gid="their-path")
        return fig

    def _repr_html_(self) -> str:
        text = f"<pre>{html.escape(self.text())}</pre>"
        try:
            fig = self.figure()
        except ImportError:  # a Python with no figures (the static pages'): the text says it
            fig = None
        if fig is None:
            return text
        buffer = io.BytesIO()
        fig.savefig(buffer, format="png", dpi=80)
        encoded = base64.b64encode(buffer.getvalue()).decode()
        return text + f'<img src="data:image/png;base64,{encoded}" alt="the failing case">'


def _ratio(theirs: int, pruned: int) -> str:
    return f"{theirs / max(pruned, 1):.1f}"


def _ms(seconds: float) -> str:
    """Seconds as milliseconds, to two significant figures (``0.034``, ``12``)."""
    ms = 1000 * seconds
    return f"{ms:.2g}" if ms < 10 else f"{ms:.0f}"


def check_link(
    fn: Callable[[Board, Cell, Cell], bool],
    *,
    rules: Rules = Rules(),
    cases: int = 300,
    seed: int = 0,
) -> CheckResult:
    """Check ``fn(board, a, b) -> bool`` (can the tiles at a and b be joined?) against the rule.

    Parameters
    ----------
    fn : callable
        The learner's function; ``a`` and ``b`` are 0-based ``(row, col)``.
    rules : Rules
        The rule it should follow (at most two turns, on the board, by default).
    cases : int
        How many random boards to try after the small boards and the scenario table.
    seed : int
        Where the random boards come from.

    Returns
    -------
    CheckResult

    Examples
    --------
    >>> check_link(lambda board, a, b: board[a] == board[b], cases=20)  # doctest: +ELLIPSIS
    ✗ Not yet: it says True where the rule says False.
    my_link(board, (0, 0), (0, 0)) with board =
        0
      it answered: `True`
      the rule (at most 2 turns, on the board) says: the same cell twice
    (0 cases passed before; this is the smallest case failing the same way.)
    (The call counts rows and columns from 0, as code does; the rule's words count them from 1, ...)
    """
    _check_arguments(fn, rules, cases, seed)

    def judge(case: LinkCase, said):
        if isinstance(said, _Raised):
            return ("raised", said.kind), None
        if not _is_bool(said):
            return ("not a bool",), None
        if bool(said) != _truth(case, rules):
            return ("wrong", bool(said)), None
        return None, None

    def problem(way, said) -> str:
        if way[0] == "raised":
            return f"it raised {said.text}"
        if way[0] == "took too long":
            return f"it gave no answer within {CALL_SECONDS:g} s (does its loop end?)"
        if way[0] == "not a bool":
            return f"it returned `{_show(said)}`, not True or False"
        return f"it says {bool(said)} where the rule says {not said}"

    return _check_boards(fn, "my_link", judge, problem, rules, cases, seed)


def check_path(
    fn: Callable[[Board, Cell, Cell], Any],
    *,
    rules: Rules = Rules(),
    cases: int = 300,
    seed: int = 0,
    fewest_turns: bool = False,
) -> CheckResult:
    """Check ``fn(board, a, b) -> path or None`` against the rule: any legal path will do.

    The path runs from ``a`` to ``b``, given by its corner cells or by every cell it passes;
    None means no path. With ``fewest_turns`` it must also turn as few times as any path can
    (as a breadth-first search by turns finds).

    Examples
    --------
    >>> from linklab.core.search import find_path
    >>> check_path(lambda board, a, b: find_path(board, a, b, method="dfs"), cases=20)
    ✓ Right: 17192 cases pass, my_path agrees with the rule (at most 2 turns, on the board).
    """
    _check_arguments(fn, rules, cases, seed)
    name = "my_bfs" if fewest_turns else "my_path"
    return _check_boards(
        fn, name, _path_judge(rules, fewest_turns), _path_problem, rules, cases, seed
    )


def check_bfs_path(
    fn: Callable[[Board, Cell, Cell], Any],
    *,
    rules: Rules = Rules(),
    cases: int = 300,
    seed: int = 0,
) -> CheckResult:
    """Check a BFS that returns its path: legal, and with the fewest turns (see `check_path`).

    Examples
    --------
    >>> from linklab.core.search import find_path
    >>> check_bfs_path(lambda board, a, b: find_path(board, a, b), cases=20)
    ✓ Right: 17192 cases pass, my_bfs agrees with the rule (at most 2 turns, on the board).
    """
    return check_path(fn, rules=rules, cases=cases, seed=seed, fewest_turns=True)


def check_dfs(
    fn: Callable[[Board, Cell, Cell], Any],
    *,
    rules: Rules = Rules(),
    cases: int = 300,
    seed: int = 0,
) -> CheckResult:
    """Check a pruned DFS: its paths as `check_path` does, and the work it does.

    The work is how often the function looks at a cell of the board (``board[cell]``, or
    ``board.grid[row][col]``), summed over every case of ``WORK_CELLS`` cells or more, against
    the same count for a DFS that prunes as document 003 does (after the last turn allowed it
    goes on only when the target is straight ahead). More than ``WORK_RATIO`` times as many
    looks is ``"slow"``.

    Examples
    --------
    >>> from linklab.core.search import find_path
    >>> def by_breadth(board, a, b):  # right, but it looks at every cell it can reach
    ...     return find_path(board, a, b)
    >>> check_dfs(by_breadth, cases=20).status
    'slow'
    """
    _check_arguments(fn, rules, cases, seed)
    counter = _LookCounter()
    result = _check_boards(
        fn,
        "my_dfs",
        _path_judge(rules, False),
        _path_problem,
        rules,
        cases,
        seed,
        counter=counter,
    )
    if result.status != "passed" or result.stopped or counter.theirs == 0:
        return result
    result.work = (counter.theirs, counter.pruned)
    if counter.theirs > WORK_RATIO * counter.pruned:
        result.status = "slow"
    return result


def _path_judge(rules: Rules, fewest_turns: bool):
    def judge(case: LinkCase, said):
        board, a, b = case
        if isinstance(said, _Raised):
            return ("raised", said.kind), None
        linked = _truth(case, rules)
        if said is None:
            return (("no path",) if linked else None), None
        try:
            path = _as_corners(said)
        except (TypeError, ValueError, OverflowError, RecursionError) as bad:
            return ("not a path", str(bad)), None
        if not linked:
            return ("path where none",), path
        if path[0] == b and path[-1] == a:
            return ("backwards",), path
        if path[0] != a or path[-1] != b:
            return ("wrong ends",), path
        illegal = path_problem(board, path, rules)
        if illegal:
            return ("illegal", "turns" if illegal[0].isdigit() else illegal.split()[-1]), path
        # a legal path: the rule links the pair too, by a path of the fewest turns
        if fewest_turns and len(path) > len(cast(Path, Checker(board, rules).path(a, b))):
            return ("more turns",), path
        return None, path

    return judge


def _path_problem(way, said) -> str:
    return {
        "raised": lambda: f"it raised {getattr(said, 'text', '')}",
        "took too long": lambda: (
            f"it gave no answer within {CALL_SECONDS:g} s (does its loop end?)"
        ),
        "no path": lambda: "it finds no path where the rule has one",
        "not a path": lambda: (
            f"it returned `{_show(said)}`, not a list of (row, col) cells"
            + (f" ({way[1]})" if len(way) > 1 and way[1] != "not a path" else "")
        ),
        "path where none": lambda: "it returns a path where the rule has none",
        "wrong ends": lambda: "its path does not run from a to b",
        "backwards": lambda: "its path runs from b to a; it must start at a and end at b",
        "illegal": lambda: "its path breaks the rule",
        "more turns": lambda: "its path turns more often than it must",
    }[way[0]]()


def check_can_reach(
    fn: Callable[[tuple[int, ...]], bool], *, cases: int = 720, seed: int = 0
) -> CheckResult:
    """Check six digits' ``fn(layout) -> bool``: can α and β turn ``layout`` into 123456?

    ``layout`` is a tuple of the digits in cells A..F (row by row). The layouts come nearest to
    123456 first (`linklab.core.cases.six_distance`), ``cases`` of them (720 is every one), so the
    first one answered wrongly is the nearest. When an answer is wrong only after other
    layouts were asked (something kept between calls, say a seen set never emptied), the
    check finds the fewest and nearest layouts to ask first, and shows them.

    Examples
    --------
    >>> check_can_reach(lambda layout: layout[0] == 1, cases=10)
    ✗ Not yet: it says False where the rule says True.
    my_can_reach((4, 1, 3, 5, 2, 6))
      it answered: `False`
      the rule (moves α and β, goal 123456) says: Yes: ααα turns it into 123456
    (2 cases passed before; this is the smallest case failing the same way.)
    """
    from linklab.core.sixdigits import shortest_word

    _check_arguments(fn, Rules(), cases, seed, six=True)
    name = _name_of(fn, "my_can_reach")
    rule = "moves α and β, goal 123456"
    snapshot = _State(fn)
    with _Guard(CALL_SECONDS) as guard:
        if _is_stub(fn, (SIX_SCENARIOS[0],), guard):
            snapshot.restore()
            return CheckResult(name, "not written", kind="six")
        snapshot.restore()  # the probe's call leaves nothing behind
        pace = _Pace()

        def ask(layout, timed=False):
            started = time.perf_counter()
            said = guard.call(fn, (tuple(layout),))
            if timed:
                theirs = time.perf_counter() - started
                started = time.perf_counter()
                shortest_word(layout)
                pace.add(theirs, time.perf_counter() - started)
            if isinstance(said, _Raised):
                return ("raised", said.kind), said
            if not _is_bool(said):
                return ("not a bool",), said
            right = shortest_word(layout) is not None
            return (None if bool(said) == right else ("wrong", bool(said))), said

        layouts = list(six_in_order()[:cases])
        passed = 0
        for index, layout in enumerate(layouts):
            way, said = ask(layout, timed=True)
            if way is None:
                passed += 1
                if pace.too_slow():
                    snapshot.restore()
                    return CheckResult(
                        name,
                        "stopped",
                        passed,
                        rule,
                        printed=guard.printed_lines(),
                        seconds=pace.theirs,
                        stopped=True,
                        total=len(layouts),
                        reference=pace.reference,
                        kind="six",
                    )
                continue
            before, history = (), False
            if index and way[0] != "took too long":
                snapshot.restore()
                alone, _ = ask(layout)
                if alone != way:  # right when asked first: the answer depends on history
                    history = True
                    before = _fewest_before(layouts[:index], layout, way, ask, snapshot)
            word = shortest_word(layout)
            why = (
                f"Yes: {word or 'no move'} turns it into 123456"
                if word is not None
                else ("No: no word of α and β reaches 123456")
            )
            snapshot.restore()
            return CheckResult(
                name,
                "failed",
                passed,
                rule,
                layout,
                said,
                word is not None,
                why,
                _six_problem(way, said),
                before=before,
                printed=guard.printed_lines(),
                kind="six",
                history=history,
                function=fn,
            )
        snapshot.restore()
        return CheckResult(
            name,
            "passed",
            passed,
            rule,
            printed=guard.printed_lines(),
            seconds=pace.theirs,
            total=passed,
            reference=pace.reference,
            kind="six",
        )


def _fewest_before(asked, layout, way, ask, snapshot) -> tuple:
    """The fewest, nearest layouts that, asked first, make ``layout`` fail ``way``."""
    for count in (1, 2):
        for first in itertools.combinations(asked[:12], count):
            snapshot.restore()
            for earlier in first:
                ask(earlier)
            if ask(layout)[0] == way:
                return first
    return tuple(asked)


def _six_problem(way, said) -> str:
    if way[0] == "raised":
        return f"it raised {said.text}"
    if way[0] == "took too long":
        return f"it gave no answer within {CALL_SECONDS:g} s (does its loop end?)"
    if way[0] == "not a bool":
        return f"it returned `{_show(said)}`, not True or False"
    return f"it says {bool(said)} where the rule says {not said}"


# --- the arguments of a check ---------------------------------------------------------------


def _check_arguments(fn, rules, cases, seed, six: bool = False) -> None:
    if not callable(fn):
        raise InputError(f"the function to check must be a function, like my_link, not {_show(fn)}")
    if not isinstance(rules, Rules):
        raise InputError(
            f"rules must be a Rules, like ll.Rules(max_turns=2, outside=False), not {_show(rules)}"
        )
    for label, value in (("cases", cases), ("seed", seed)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise InputError(f"{label} must be a whole number, 0 or more, not {_show(value)}")


# --- the shared loop ------------------------------------------------------------------------


def _check_boards(fn, name, judge, problem, rules, cases, seed, counter=None) -> CheckResult:
    name = _name_of(fn, name)
    rule_text = rules.summary
    kind = "dfs" if counter is not None else "link"
    first = next(_scenario_cases(rules), (Board.from_rows([[1, 1]]), (0, 0), (0, 1)))
    state = _State(fn)
    with _Guard(CALL_SECONDS) as guard:
        if _is_stub(fn, first, guard):
            state.restore()
            return CheckResult(name, "not written", rule=rule_text, rules=rules)
        state.restore()  # the probe's call leaves nothing behind
        pace = _Pace()

        def attempt(case, timed=False):
            board, a, b = case
            counted = counter is not None and board.rows * board.cols >= WORK_CELLS
            given = counter.board(board) if counted else _copy(board)
            started = time.perf_counter()
            said = guard.call(fn, (given, a, b))
            if timed:
                pace.add(time.perf_counter() - started, _reference(case, rules)[1])
            if isinstance(said, _TookTooLong):
                return ("took too long",), said, None
            way, path = judge(case, said)
            return way, said, path

        def fresh(case):
            state.restore()
            return attempt(case)

        everything = _all_cases(rules, cases, seed)
        small, passed = len(small_cases()), 0
        tried: list[LinkCase] = []
        for index, case in enumerate(everything):
            way, said, their_path = attempt(case, timed=True)
            if way is None:
                passed += 1
                tried.append(case)
                if counter and case[0].rows * case[0].cols >= WORK_CELLS:
                    counter.pruned += _pruned_looks(case, rules)
                if pace.too_slow():
                    state.restore()
                    return CheckResult(
                        name,
                        "stopped",
                        passed,
                        rule_text,
                        rules=rules,
                        printed=guard.printed_lines(),
                        seconds=pace.theirs,
                        stopped=True,
                        total=_count_cases(rules, cases),
                        reference=pace.reference,
                        kind=kind,
                    )
                continue
            smallest, before, history = case, (), False
            if way[0] != "took too long":
                alone = fresh(case)[0]
                if alone != way:  # right on a fresh call: the answer depends on the calls before
                    history = True
                    before = _call_before(tried, case, way, attempt, state)
            if not history and index >= small and way[0] != "took too long":
                smallest = shrink(  # past the enumerated boards: each try a fresh call
                    case,
                    _smaller_link_cases,
                    # mypy cannot infer a lambda with a default argument in a callable's place
                    lambda smaller, way=way: fresh(smaller)[0] == way,  # type: ignore[misc]
                    size=_link_size,
                    key=_link_key,
                    should_stop=_tries_left(SHRINK_TRIES),
                )
            if history and before:
                state.restore()
                attempt(before[0])
                way, said, their_path = attempt(smallest)
            elif not history and way[0] != "took too long":
                way, said, their_path = fresh(smallest)
            state.restore()
            board, a, b = smallest
            verdict = rule_verdict(board, a, b, rules, base=1)
            why = verdict.why
            if their_path and way[0] == "illegal":
                illegal = path_problem(board, their_path, rules, base=1)
                why += f"; its path {format_path(their_path, 1)}: {illegal}"
            return CheckResult(
                name,
                "failed",
                passed,
                rule_text,
                smallest,
                said,
                verdict.linked,
                why,
                problem(way, said),
                rules,
                verdict.path,
                their_path,
                before=before,
                printed=guard.printed_lines(),
                kind=kind,
                history=history,
                function=fn,
            )
        state.restore()
        return CheckResult(
            name,
            "passed",
            passed,
            rule_text,
            rules=rules,
            printed=guard.printed_lines(),
            seconds=pace.theirs,
            total=passed,
            reference=pace.reference,
            kind=kind,
        )


def _call_before(tried, case, way, attempt, state) -> tuple:
    """One case asked just before ``case`` that makes it fail ``way`` on a fresh call, the
    nearest first; () when no single one does (then all of them together did)."""
    for earlier in reversed(tried[-BEFORE_TRIES:]):
        state.restore()
        attempt(earlier)
        if attempt(case)[0] == way:
            return (earlier,)
    return ()


#: How many of the cases asked before a failing one are tried, one at a time, as the call that
#: left something behind.
BEFORE_TRIES = 60


def _tries_left(tries: int):
    """A ``should_stop`` for `linklab.core.shrink.shrink`: True after ``tries`` calls."""
    count = itertools.count(1)
    return lambda: next(count) > tries


class _Pace:
    """The function's time and the course's own on the same cases: the check's budget."""

    def __init__(self):
        self.cases = 0
        self.theirs = 0.0
        self.reference = 0.0
        self.started = time.perf_counter()

    def add(self, theirs: float, reference: float) -> None:
        self.cases += 1
        self.theirs += theirs
        self.reference += reference

    def too_slow(self) -> bool:
        if BY_TRACE and time.perf_counter() - self.started > PAGE_SECONDS:
            return True
        return self.cases >= SLOW_AFTER and self.theirs > FUNCTION_SLOW_RATIO * self.reference


@functools.cache
def small_cases() -> tuple[LinkCase, ...]:
    """Every small case, smallest first (fewest cells, then fewest tiles; see ``EVERY_CELLS``).

    Every board of 1 to ``EVERY_CELLS`` cells (no side over 4) with every kind 0, 1 or 2 in
    each cell, then the larger boards of `linklab.core.cases.small_boards` (walls round one
    pair).

    >>> cases = small_cases()
    >>> [(board.grid, a, b) for board, a, b in cases[:2]]
    [(((0,),), (0, 0), (0, 0)), (((1,),), (0, 0), (0, 0))]
    >>> (Board.from_rows([[1, 1, 1]]), (0, 0), (0, 2)) in cases[:300]
    True
    """
    found = []
    shapes = [(r, c) for r in range(1, 5) for c in range(1, 5) if r * c <= EVERY_CELLS]
    for rows, cols in sorted(shapes, key=lambda shape: (shape[0] * shape[1], shape)):
        n = rows * cols
        for flat in itertools.product((0, 1, 2), repeat=n):
            if n <= EVERY_QUERY_CELLS:
                pairs = list(itertools.combinations_with_replacement(range(n), 2))
            else:
                ones = [k for k in range(n) if flat[k] == 1]
                pairs = list(itertools.combinations(ones, 2))
            if not pairs:
                continue
            board = Board.from_rows([flat[r * cols : (r + 1) * cols] for r in range(rows)])
            tiles = n - flat.count(0)
            for i, j in pairs:
                found.append(((n, tiles), (board, divmod(i, cols), divmod(j, cols))))
    for item in small_boards():
        board = item.board
        if board.rows * board.cols > EVERY_CELLS:
            ((a, b),) = item.queries
            found.append(((board.rows * board.cols, len(board.tiles())), (board, a, b)))
    found.sort(key=lambda entry: entry[0])  # stable: within a size, the order built
    return tuple(case for _, case in found)


def _count_cases(rules: Rules, cases: int) -> int:
    """How many cases a board check tries in all."""
    scenarios = sum(1 for _ in _scenario_cases(rules))
    return len(small_cases()) + scenarios + len(_OPEN) + cases


def _scenario_cases(rules: Rules):
    for _name, text, a, b, rule in SCENARIOS:
        if rule == rules:
            yield parse_board(text, "letters" if "*" in text else "rows"), a, b


def _all_cases(rules: Rules, cases: int, seed: int):
    yield from small_cases()
    yield from _scenario_cases(rules)
    yield from _OPEN
    rng = random.Random(seed)
    for index in range(cases):
        side = 3 + 6 * index // max(cases, 1)  # small boards first
        rows, cols = rng.randint(2, side), rng.randint(2, side)
        item = random_board_queries(rng, rows, cols, 1)
        ((a, b),) = item.queries
        yield item.board, a, b


def _open_boards(count: int = 20, side: int = 12):
    """Open boards (one cell in eight a wall), where pruning saves the most work."""
    rng = random.Random(12)
    for _ in range(count):
        grid = [[2 if rng.random() < 0.12 else 0 for _ in range(side)] for _ in range(side)]
        a = rng.randrange(side), rng.randrange(side)
        b = rng.randrange(side), rng.randrange(side)
        while b == a:
            b = rng.randrange(side), rng.randrange(side)
        grid[a[0]][a[1]] = grid[b[0]][b[1]] = 1
        yield Board.from_rows(grid), a, b


_OPEN = tuple(_open_boards())
_TRUTHS: dict[Rules, dict] = {}


def _truth(case: LinkCase, rules: Rules) -> bool:
    """Whether the rule links the case's two cells, remembered (the small boards recur)."""
    return _reference(case, rules)[0]


def _reference(case: LinkCase, rules: Rules) -> tuple[bool, float]:
    """The rule's answer and the seconds the course's own search took to give it."""
    board, a, b = case
    known = _TRUTHS.setdefault(rules, {})
    key = (board.grid, a, b)
    if key not in known:
        if len(known) > 200_000:
            known.clear()
        started = time.perf_counter()
        linked = Checker(board, rules).can_link(a, b)
        known[key] = (linked, time.perf_counter() - started)
    return known[key]


def _smaller_link_cases(case: LinkCase):
    board, a, b = case
    for smaller in board_reductions(BoardQueries(board, ((a, b),))):
        ((a2, b2),) = smaller.queries
        yield smaller.board, a2, b2


def _link_size(case: LinkCase) -> tuple[int, int, int]:
    board = case[0]
    kinds = [k for row in board.grid for k in row if k]
    return board.rows * board.cols, len(kinds), sum(kinds)


def _link_key(case: LinkCase):
    return case[0].grid, case[1], case[2]


def _name_of(fn, default: str) -> str:
    name = getattr(fn, "__name__", "")
    return name if isinstance(name, str) and name.isidentifier() else default


# --- calling the learner's function: a time limit, prints kept out of sight ----------------


@dataclass(frozen=True)
class _Raised:
    """An exception the learner's function raised, as one line."""

    text: str
    kind: str = ""

    def __repr__(self) -> str:
        return self.text


@dataclass(frozen=True)
class _TookTooLong:
    """A call stopped at the time limit."""

    seconds: float

    def __repr__(self) -> str:
        return f"no answer within {self.seconds:g} s"


class _Stop(BaseException):
    """Raised inside a learner's call at its time limit (not an Exception: not caught there)."""


class _Printed(io.TextIOBase):
    """Where the learner's prints go during a check: counted, not kept."""

    def __init__(self):
        self.lines = 0
        self.chars = 0

    def writable(self) -> bool:
        return True

    def write(self, text) -> int:
        text = str(text)
        self.chars += len(text)
        self.lines += text.count("\n")
        return len(text)


class _Guard:
    """Calls of the learner's function with a time limit each and their prints kept away.

    In the main thread (a notebook's kernel runs cells there) the limit is a timer signal,
    ticking a few times a second while the check runs, which also stops a ``time.sleep``;
    elsewhere a watchdog thread raises in the caller's
    thread at the limit (a pure-Python loop stops; a call blocked in C finishes first). With
    ``by_trace`` (`BY_TRACE` by default) the clock is looked at as the learner's code runs
    (`_LoopWatch`), and the call stopped there.
    """

    def __init__(self, seconds: float, by_trace: bool | None = None):
        self.seconds = seconds
        self._trace = BY_TRACE if by_trace is None else by_trace
        self._watch_loops = _LoopWatch(self) if self._trace else None
        self.printed = _Printed()
        self._active = False
        self._deadline = 0.0
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

    def __enter__(self) -> _Guard:
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
        self._redirect.enter_context(contextlib.redirect_stdout(self.printed))
        self._redirect.enter_context(contextlib.redirect_stderr(self.printed))
        return self

    def __exit__(self, *exc) -> None:
        self._redirect.close()
        if self._signal:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self._old_handler or signal.SIG_DFL)
        self._done.set()

    def _on_alarm(self, signum, frame) -> None:
        if self._active and time.perf_counter() > self._deadline:
            self._active = False
            raise _Stop

    def _watch(self) -> None:
        import ctypes

        while not self._done.wait(0.05):
            if self._active and time.perf_counter() > self._deadline:
                self._active = False
                ctypes.pythonapi.PyThreadState_SetAsyncExc(
                    ctypes.c_ulong(self._thread_id), ctypes.py_object(_Stop)
                )

    def printed_lines(self) -> int:
        return self.printed.lines + (1 if self.printed.chars and not self.printed.lines else 0)

    def call(self, fn, args):
        """``fn(*args)``, or a `_Raised` for its exception, or `_TookTooLong`."""
        self._deadline = time.perf_counter() + self.seconds
        try:
            self._active = True
            if self._watch_loops:
                self._watch_loops.start()
            try:
                return fn(*args)
            finally:
                self._active = False
                if self._watch_loops:
                    self._watch_loops.stop()
        except _Stop:
            return _TookTooLong(self.seconds)
        except RecursionError:
            return _Raised("RecursionError: it called itself too deeply", "RecursionError")
        except Exception as error:  # the learner's bug, reported as this case's failure
            return _Raised(_raised_text(error), type(error).__name__)


class _LoopWatch:
    """Looks at the clock while the learner's code runs, and raises `_Stop` in it past the
    guard's deadline: at every few hundredth loop turn (``sys.monitoring``'s jumps, Python 3.12
    and later: a loop that never ends jumps back), or else at every few hundredth line (a trace
    function)."""

    TOOL = 4  # the sys.monitoring tool id claimed, one no debugger, coverage or profiler uses

    def __init__(self, guard: _Guard):
        self.guard = guard
        self.ticks = 0
        self.before: Callable[..., Any] | None = None  # the trace function in force before
        monitoring = getattr(sys, "monitoring", None)
        if monitoring is not None and monitoring.get_tool(self.TOOL) not in (None, "linklab"):
            monitoring = None  # claimed by another tool: trace instead
        self.monitoring = monitoring

    def _tick(self, *_) -> None:
        self.ticks += 1
        if self.ticks % TRACE_EVERY == 0 and time.perf_counter() > self.guard._deadline:
            raise _Stop

    def _on_line(self, frame, event, arg):
        self._tick()
        return self._on_line

    def start(self) -> None:
        monitoring = self.monitoring
        if monitoring is None:
            self.before = sys.gettrace()
            sys.settrace(self._on_line)
            return
        if monitoring.get_tool(self.TOOL) is None:
            monitoring.use_tool_id(self.TOOL, "linklab")
        monitoring.register_callback(self.TOOL, monitoring.events.JUMP, self._tick)
        monitoring.set_events(self.TOOL, monitoring.events.JUMP)

    def stop(self) -> None:
        if self.monitoring is None:
            sys.settrace(self.before)
        else:
            self.monitoring.set_events(self.TOOL, 0)


def _raised_text(error: BaseException) -> str:
    """An error the learner's code raised, as its name and its first line, kept short."""
    try:
        text = str(error)
    except Exception:
        text = ""
    line = text.strip().splitlines()[0] if text.strip() else ""
    if len(line) > 120:
        line = line[:120] + "…"
    name = type(error).__name__
    return f"{name}: {line}" if line else name


class _State:
    """What a function keeps between calls, copied when the check begins, to put back: its
    default arguments and the module-level sets, lists and dicts it names.

    So a check can ask a case as if first (a seen set or a ``best={}`` default argument kept
    between calls shows as such), and leaves the function as it found it.
    """

    def __init__(self, fn):
        self.saved: dict[str, Any] = {}  # a copy of each set, list, dict or deque
        self.fn = fn
        names = set()
        code = getattr(fn, "__code__", None)
        stack = [code] if code is not None else []
        while stack:
            current = stack.pop()
            names.update(current.co_names)
            stack.extend(c for c in current.co_consts if hasattr(c, "co_names"))
        self.space = getattr(fn, "__globals__", {})
        for name in names:
            value = self.space.get(name)
            if isinstance(value, (set, list, dict)) or type(value).__name__ == "deque":
                with contextlib.suppress(Exception):
                    self.saved[name] = copy.deepcopy(value)
        self.defaults = self.kwdefaults = None
        with contextlib.suppress(Exception):
            self.defaults = copy.deepcopy(getattr(fn, "__defaults__", None))
            self.kwdefaults = copy.deepcopy(getattr(fn, "__kwdefaults__", None))

    def restore(self) -> bool:
        """Put the copies back (globals in place); False when there was nothing to put back."""
        for name, value in self.saved.items():
            current: Any = self.space.get(name)  # what the module holds now, if anything
            try:
                current.clear()
                if isinstance(current, (dict, set)):
                    current.update(copy.deepcopy(value))
                else:
                    current.extend(copy.deepcopy(value))
            except Exception:
                self.space[name] = copy.deepcopy(value)
        with contextlib.suppress(Exception):
            if self.defaults is not None:
                self.fn.__defaults__ = copy.deepcopy(self.defaults)
            if self.kwdefaults is not None:
                self.fn.__kwdefaults__ = copy.deepcopy(self.kwdefaults)
        return bool(self.saved) or bool(self.defaults) or bool(self.kwdefaults)


def _has_empty_body(fn) -> bool:
    """Whether ``fn``'s body is only a docstring, ``...`` or ``pass``: it just returns None."""
    import dis

    try:
        steps = [i for i in dis.get_instructions(fn) if i.opname not in ("RESUME", "NOP")]
    except TypeError:  # not a Python function
        return False
    names = [step.opname for step in steps]
    if names == ["RETURN_CONST"]:  # Python 3.12 and later
        return steps[0].argval is None
    return names == ["LOAD_CONST", "RETURN_VALUE"] and steps[0].argval is None


def _is_stub(fn, args, guard: _Guard) -> bool:
    """Whether ``fn`` is not written yet: an empty body, ``return ...``, or NotImplementedError."""
    if _has_empty_body(fn):
        return True
    said = guard.call(fn, tuple(args))
    if isinstance(said, _Raised):
        return said.kind == "NotImplementedError"
    return said is Ellipsis


def _is_bool(value) -> bool:
    """True or False, numpy's included (a learner's ``board[a] == board[b]`` may be one)."""
    kind = type(value)
    return (
        isinstance(value, bool)
        or (kind.__module__ == "numpy" and kind.__name__ == "bool_")
        or (kind.__module__ == "numpy" and kind.__name__ == "bool")
    )


def _as_corners(path) -> tuple[Cell, ...]:
    if isinstance(path, (str, bytes)) or not hasattr(path, "__iter__"):
        raise TypeError("not a path")
    cells: list[Cell] = []
    for number, cell in enumerate(path):  # a cell is named counting from 1, as a person does
        if number > 100_000:
            raise ValueError("more than 100000 cells")
        if isinstance(cell, (str, bytes)) or not hasattr(cell, "__len__") or len(cell) != 2:
            raise ValueError(f"cell {number + 1} is {_show(cell)}, not (row, col)")
        pair = []
        for value in cell:
            if isinstance(value, bool) or not float(value).is_integer():
                raise ValueError(f"cell {number + 1} is {_show(cell)}, not two whole numbers")
            pair.append(int(value))
        cells.append(cast(Cell, tuple(pair)))  # two whole numbers
    if not cells:
        raise ValueError("no cells")
    steps = itertools.pairwise(cells)
    if all(abs(r1 - r2) + abs(c1 - c2) == 1 for (r1, c1), (r2, c2) in steps):
        return corners(cells)
    return tuple(cells)


_REPR = reprlib.Repr()
_REPR.maxlevel, _REPR.maxlist, _REPR.maxtuple, _REPR.maxstring, _REPR.maxother = 3, 8, 8, 60, 60


def _answered(value) -> str:
    """What the function answered: its value as code, in backticks (cells from 0, as the call
    gave them), or the exception it raised or the time it ran out of, in words."""
    if isinstance(value, (_Raised, _TookTooLong)):
        return _show(value)
    return f"`{_show(value)}`"


def _show(value) -> str:
    try:
        text = _REPR.repr(value)
    except Exception:
        text = f"<a {type(value).__name__}>"
    return text if len(text) <= 80 else text[:80] + "…"


# --- counting the work of a DFS ----------------------------------------------------------------


class _LookCounter:
    """Boards that count every look at a cell, and the count of a pruned DFS on the same."""

    def __init__(self):
        self.theirs = 0
        self.pruned = 0

    def board(self, board: Board) -> Board:
        counter = self

        class CountedRow(tuple):
            __slots__ = ()

            def __getitem__(self, index):
                counter.theirs += 1
                return tuple.__getitem__(self, index)

        fresh = object.__new__(Board)
        object.__setattr__(fresh, "grid", tuple(CountedRow(row) for row in board.grid))
        return fresh


def _copy(board: Board) -> Board:
    """A new Board holding the same grid (already checked: no need to check it again)."""
    fresh = object.__new__(Board)
    object.__setattr__(fresh, "grid", board.grid)
    return fresh


def _pruned_looks(case: LinkCase, rules: Rules) -> int:
    """How often document 003's pruned DFS (as the notebook's worked answer writes it) looks at
    a cell of the board on this case."""
    board, a, b = case
    looks = 0
    if a == b or not board.contains(a) or not board.contains(b):
        return 2
    looks += 2
    if board[a] == 0 or board[a] != board[b]:
        return looks
    steps = ((-1, 0), (1, 0), (0, -1), (0, 1))
    path = [a]
    on_path = {a}

    def ahead(cell, step):
        down, right = b[0] - cell[0], b[1] - cell[1]
        return down * step[1] == right * step[0] and down * step[0] + right * step[1] > 0

    def grow(heading, turns):
        nonlocal looks
        row, col = path[-1]
        for new, step in enumerate(steps):
            cell = (row + step[0], col + step[1])
            cost = turns + (heading is not None and new != heading)
            if cost > rules.max_turns or cell in on_path:
                continue
            if not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
                continue
            if cell == b:
                return True
            looks += 1
            if board.grid[cell[0]][cell[1]] != 0:
                continue
            if cost == rules.max_turns and not ahead(cell, step):
                continue
            path.append(cell)
            on_path.add(cell)
            if grow(new, cost):
                return True
            path.pop()
            on_path.discard(cell)
        return False

    grow(None, 0)
    return looks
