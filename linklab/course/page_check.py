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
>>> run_cells("prediction = (", "prediction").html  # doctest: +NORMALIZE_WHITESPACE
'<pre class="linklab-python-error">SyntaxError: &#x27;(&#x27; was never closed
(line 1 of the exercise cell)</pre>'
"""

from __future__ import annotations

import ast
import contextlib
import html
import io
import json
import traceback
from dataclasses import dataclass
from typing import Any, cast

from linklab.i18n import tr, using

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


@dataclass(frozen=True)
class Shown:
    """What the page shows under the check: ``status`` (``"right"``, ``"wrong"``,
    ``"unanswered"``, ``"error"`` or ``"shown"``) and the ``html``."""

    status: str
    html: str


def _status_of(value) -> str:
    status: Any = getattr(value, "status", None)  # whatever the learner's value holds
    if status in ("right", "wrong", "unanswered"):
        return status
    return {"passed": "right", "failed": "wrong", "slow": "wrong", "not written": "unanswered"}.get(
        status, "shown"
    )


CELL = 28  # pixels a cell of a drawn board takes


def board_svg(grid, ends=(), rule_path=None, their_path=None) -> str:
    """A board drawn as SVG, for a Python with no figures (the page's): tiles with their kind,
    the two ends outlined, the rule's path in black and the function's in red, a cell's margin
    round it for paths round the outside.

    >>> svg = board_svg(((1, 0), (0, 1)), ends=((0, 0), (1, 1)), rule_path=((0, 0), (0, 1), (1, 1)))
    >>> svg.count("<rect"), svg.count("<polyline")
    (3, 1)
    """
    rows, cols = len(grid), len(grid[0]) if grid else 0
    width, height = (cols + 2) * CELL, (rows + 2) * CELL

    def centre(cell):
        return (cell[1] + 1.5) * CELL, (cell[0] + 1.5) * CELL

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="linklab-python-board" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" role="img" aria-label="the board">',
        f'<rect x="{CELL}" y="{CELL}" width="{cols * CELL}" height="{rows * CELL}" '
        'fill="#f7f7f2" stroke="#999"/>',
    ]
    for r, row in enumerate(grid):
        for c, kind in enumerate(row):
            if kind:
                x, y = (c + 1) * CELL + 2, (r + 1) * CELL + 2
                outline = ' stroke="#2c7fb8" stroke-width="3"' if (r, c) in ends else ""
                parts.append(
                    f'<rect x="{x}" y="{y}" width="{CELL - 4}" height="{CELL - 4}" rx="4" '
                    f'fill="#fdd49e"{outline}/>'
                    f'<text x="{x + CELL / 2 - 2}" y="{y + CELL / 2 + 3}" font-size="13" '
                    f'text-anchor="middle" font-family="sans-serif">{kind}</text>'
                )
    for path, colour, dash in ((rule_path, "#111", ""), (their_path, "#d7301f", "5 3")):
        if path and len(path) > 1:
            points = " ".join(f"{x:g},{y:g}" for x, y in map(centre, path))
            pattern = f' stroke-dasharray="{dash}"' if dash else ""
            parts.append(
                f'<polyline points="{points}" fill="none" stroke="{colour}" '
                f'stroke-width="2.5"{pattern}/>'
            )
    return "".join(parts) + "</svg>"


def _as_html(value) -> str:
    """``value`` as a notebook shows a cell's last value: its HTML, or its text. A check's
    failing case the notebook draws with matplotlib is drawn here as SVG when it cannot be."""
    show = getattr(value, "_repr_html_", None)
    if callable(show):
        shown = show()
        if shown:
            case = getattr(value, "case", None)
            drawn = "<img" in shown or getattr(value, "status", "") != "failed"
            if not drawn and isinstance(case, tuple) and len(case) == 3:
                board, a, b = case
                picture = board_svg(board.grid, (a, b), value.rule_path, value.their_path)
                shown += f"<div>{picture}</div>"
            return shown
    return f"<pre>{html.escape(repr(value))}</pre>"


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


def _run(source: str, cell: str, space: dict):
    """Run ``source`` in ``space``; the value of its last line when that is an expression."""
    tree = ast.parse(source, cell)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
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
    space: dict = {"__name__": "__main__"}
    printed = io.StringIO()
    with using(language), contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
        value, status, shown = None, "shown", ""
        for source, cell, template in (
            (setup, SETUP_CELL, SETUP_ERROR_LINE),
            (exercise, EXERCISE_CELL, ERROR_LINE),
            (check, CHECK_CELL, CHECK_ERROR_LINE),
        ):
            try:
                value = _run(source, cell, space)
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
