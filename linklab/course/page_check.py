"""An exercise and its check run from their sources, the verdict as the notebook shows it.

The static edition (`linklab.site.python`) runs this module in the page's own Python: the
learner edits the exercise cell, presses Check, and `run_cells` runs that cell and the check
cell after the notebook's setup (``import linklab as ll`` and the like), then gives what the
notebook would show under the check: the check cell's last value as HTML, what the cells
printed above it. A cell that cannot run gives one line naming the error, the cell and its line.

Examples
--------
>>> shown = run_cells("prediction = 24", 'll.exercises.check("02.1", prediction)')
>>> shown.status, "Not yet" in shown.html
('wrong', True)
>>> run_cells("while True:\\n    pass", "prediction").html  # doctest: +NORMALIZE_WHITESPACE
'<pre class="linklab-python-error">TimeoutError: the cell did not finish within 2 s: does a loop
never end? (line 2 of the exercise cell)</pre>'
>>> run_cells("prediction = (", "prediction").html  # doctest: +NORMALIZE_WHITESPACE
'<pre class="linklab-python-error">SyntaxError: &#x27;(&#x27; was never closed
(line 1 of the exercise cell)</pre>'
"""

from __future__ import annotations

import ast
import contextlib
import functools
import html
import io
import json
import linecache
import sys
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from types import FrameType
from typing import TYPE_CHECKING, Any, Protocol, cast

from linklab.i18n import tr, using

if TYPE_CHECKING:
    from _typeshed import TraceFunction

    from linklab.core.board import Cell
    from linklab.course.selfcheck.report import CheckResult

#: What every page's Python runs before an exercise: the notebooks' first line.
SETUP = "import linklab as ll"
EXERCISE_CELL = "<exercise cell>"
CHECK_CELL = "<check cell>"
#: The one line a cell that cannot run gives; ``linklab.i18n.zh`` translates it.
ERROR_LINE = "{error} (line {line} of the exercise cell)"
CHECK_ERROR_LINE = "{error} (line {line} of the check cell)"
SETUP_ERROR_LINE = "{error} (line {line} of the notebook's setup)"
SETUP_CELL = "<setup>"
PRINTED_MAX = 2000  # characters of what the cells printed that are shown
#: Seconds the exercise cell's own lines may run (a loop that never ends is stopped there, its
#: line named); a function it defines is timed by its check (`linklab.course.selfcheck`). Short
#: enough that the page, which ends a worker a moment past it (a call Python cannot interrupt),
#: says so within 3 s of the press.
CELL_SECONDS = 2.0
LINES_A_LOOK = 200  # the clock is read once in this many traced lines
ENDLESS = "the cell did not finish within {seconds} s: does a loop never end?"


@dataclass(frozen=True)
class Shown:
    """What the page shows under the check: ``status`` (``"right"``, ``"wrong"``,
    ``"unanswered"``, ``"error"`` or ``"shown"``) and the ``html``."""

    status: str
    html: str


def _status_of(value: object) -> str:
    status: Any = getattr(value, "status", None)  # whatever the learner's value holds
    if isinstance(status, str) and status in ("right", "wrong", "unanswered"):
        return status
    return {
        "passed": "right",
        "failed": "wrong",
        "slow": "wrong",
        "stopped": "wrong",  # no verdict, and not right: a check stopped never passes
        "not written": "unanswered",
    }.get(status, "shown")


def board_svg(
    grid: Sequence[Sequence[int]],
    ends: Sequence[Cell] = (),
    rule_path: Sequence[Cell] | None = None,
    their_path: Sequence[Cell] | None = None,
) -> str:
    """A failing case's board as SVG, for a Python with no figures (the page's): the board's one
    scene (``linklab.render.scene.board``), the two ends outlined, the rule's path in black and
    the function's dashed in red.

    >>> svg = board_svg(((1, 0), (0, 1)), ends=((0, 0), (1, 1)), rule_path=((0, 0), (0, 1), (1, 1)))
    >>> svg.count('data-tag="tile-'), svg.count("<polyline")
    (2, 1)
    """
    from linklab.render.scene.board import board_scene
    from linklab.render.scene.svg import to_svg

    paths = [path for path in (rule_path, their_path) if path]
    colours = [c for c, path in (("#111111", rule_path), ("#D7301F", their_path)) if path]
    dashed = [d for d, path in ((False, rule_path), (True, their_path)) if path]
    rows, cols = len(grid), len(grid[0]) if grid else 0
    around = any(not (0 <= r < rows and 0 <= c < cols) for path in paths for r, c in path)
    scene = board_scene(
        grid,
        around,  # the ring, when a path goes around the outside
        ends=ends,
        paths=paths,
        path_colors=colours or ("#111111",),
        dashed=dashed or (False,),
    )
    return to_svg(scene, px=28, css_class="linklab-python-board")


def _text_html(text: Callable[[], str]) -> str:
    """A check's report as its text (``text()``), without the figure the notebook draws under
    it."""
    return f"<pre>{html.escape(text())}</pre>"


def _as_html(value: object) -> str:
    """``value`` as a notebook shows a cell's last value: its HTML, or its text. A check's
    failing case the notebook draws with matplotlib is drawn here as SVG, whether or not this
    Python has matplotlib: what the page runs loads nothing it could not load in the page."""
    show = getattr(value, "_repr_html_", None)
    text = getattr(value, "text", None)
    if callable(getattr(value, "figure", None)) and callable(text):
        show = functools.partial(_text_html, text)  # a check's report: its figure is matplotlib's
    if callable(show):
        shown: str = show()
        if shown:
            case = getattr(value, "case", None)
            drawn = "<img" in shown  # a failing, slow or stopped case alike
            if not drawn and isinstance(case, tuple) and len(case) == 3:
                board, a, b = case
                report = cast("_CaseReport", value)  # a board's case is a check's report
                picture = board_svg(board.grid, (a, b), report.rule_path, report.their_path)
                shown += f"<div>{picture}</div>"
            if getattr(value, "status", "") == "failed":
                from linklab.course.learner_search import page_report_html

                shown += page_report_html(cast("CheckResult", value))  # their search, stepped
            return shown
    return f"<pre>{html.escape(repr(value))}</pre>"


class _CaseReport(Protocol):
    """A check's report on a board's case (`linklab.course.selfcheck.report.CheckResult`):
    the paths its picture draws."""

    rule_path: Sequence[Cell] | None
    their_path: Sequence[Cell] | None


def _error_line(error: BaseException, cell: str, template: str) -> str:
    """One line: the error, and the line of ``cell`` it was raised at (or found at)."""
    line = getattr(error, "lineno", None) if isinstance(error, SyntaxError) else None
    if line is None:
        frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == cell]
        line = frames[-1].lineno if frames else None
    message = str(error.msg if isinstance(error, SyntaxError) else error).strip()
    text = f"{type(error).__name__}: {message.splitlines()[0]}" if message else type(error).__name__
    if line is None:
        return text
    return tr(template, error=text, line=line)


class _Endless:
    """A trace on the lines of one cell's own code (what it calls is not traced) that raises
    `TimeoutError` in it once it has run ``seconds``: the error's traceback names the line.
    A page's Python has no timer signals nor threads to stop a loop another way; a cell the
    learner writes holds answers and definitions, done in far less than ``seconds``."""

    def __init__(self, cell: str, seconds: float) -> None:
        self.cell, self.seconds, self.lines, self.deadline = cell, seconds, 0, 0.0

    def _global(self, frame: FrameType, event: str, arg: object) -> TraceFunction | None:
        return self._line if frame.f_code.co_filename == self.cell else None

    def _line(self, frame: FrameType, event: str, arg: object) -> TraceFunction:
        self.lines += 1
        looked = event == "line" and self.lines % LINES_A_LOOK == 0
        if looked and time.perf_counter() > self.deadline:
            raise TimeoutError(tr(ENDLESS, seconds=f"{self.seconds:g}"))
        return self._line

    @contextlib.contextmanager
    def watching(self) -> Iterator[None]:
        before = sys.gettrace()
        self.deadline = time.perf_counter() + self.seconds
        sys.settrace(self._global)
        try:
            yield
        finally:
            sys.settrace(before)


def _run(source: str, cell: str, space: dict[str, Any], seconds: float | None = None) -> object:
    """Run ``source`` in ``space`` (its own lines stopped past ``seconds``, when given); the
    value of its last line when that is an expression."""
    tree = ast.parse(source, cell)
    # the cell's lines where a traceback, or a check naming a loop that never ends, reads them
    linecache.cache[cell] = (len(source), None, source.splitlines(keepends=True), cell)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    guard = _Endless(cell, seconds).watching() if seconds else contextlib.nullcontext()
    with guard:
        exec(compile(tree, cell, "exec"), space)
        if last is None:
            return None
        expression = cast(ast.Expr, last)  # taken off the body only when an expression
        return eval(compile(ast.Expression(expression.value), cell, "eval"), space)


def run_cells(exercise: str, check: str, setup: str = SETUP, language: str = "en") -> Shown:
    """Run the ``exercise`` cell, then the ``check`` cell, after ``setup``, speaking
    ``language``; what the notebook would show under the check.

    Examples
    --------
    >>> check = 'll.exercises.check("02.1", prediction)'
    >>> run_cells("prediction = 24", check, language="zh").html  # doctest: +ELLIPSIS
    '<div style="font-size:1.15em;color:#b35806;padding:0.2em 0">✗ 还不对...'
    >>> run_cells("prediction = x", check).html  # doctest: +NORMALIZE_WHITESPACE
    '<pre class="linklab-python-error">NameError: name &#x27;x&#x27; is not defined
    (line 1 of the exercise cell)</pre>'
    """
    space: dict[str, Any] = {"__name__": "__main__"}
    printed = io.StringIO()
    with using(language), contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
        value, status, shown = None, "shown", ""
        for source, cell, template in (
            (setup, SETUP_CELL, SETUP_ERROR_LINE),
            (exercise, EXERCISE_CELL, ERROR_LINE),
            (check, CHECK_CELL, CHECK_ERROR_LINE),
        ):
            try:
                seconds = CELL_SECONDS if cell == EXERCISE_CELL else None
                value = _run(source, cell, space, seconds)
            except Exception as error:  # the learner's bug, said in one line
                line = html.escape(_error_line(error, cell, template))
                status, shown = "error", f'<pre class="linklab-python-error">{line}</pre>'
                break
        if status != "error":
            status = _status_of(value)
            shown = "" if value is None else _as_html(value)
    text = printed.getvalue()
    if len(text) > PRINTED_MAX:
        text = text[:PRINTED_MAX] + "…\n"
    above = f'<pre class="linklab-python-printed">{html.escape(text)}</pre>' if text else ""
    return Shown(status, above + shown)


def run_json(exercise: str, check: str, setup: str, language: str) -> str:
    """`run_cells` as JSON text (what the page's worker passes back)."""
    shown = run_cells(exercise, check, setup, language)
    return json.dumps({"status": shown.status, "html": shown.html}, ensure_ascii=False)
