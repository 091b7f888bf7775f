"""What a check tells the learner: the verdict (`CheckResult`), as text, as HTML, drawn.

Every sentence is built from the English templates below, each translated by
``linklab.i18n.zh``; no line of a report mixes the two languages. A failing case's report holds,
in order: what is wrong, the earlier calls that expose a function keeping something between
calls (at most three), the call, its answer, the rule's answer, the mistake the catalogue
recognises (`linklab.course.selfcheck.misconceptions`) or that none fits, how many cases passed.

The learner's own search, step by step beside the course's, attaches to a failing result
(its ``case``, ``kind``, ``rules``, ``before`` and ``function``) in
``linklab.course.learner_search``: `CheckResult._ipython_display_` in a notebook, and
``linklab.course.page_check`` in the static page.

Examples
--------
>>> print(CheckResult("my_link", "passed", 3, "at most 2 turns, on the board").text())
✓ Right: 3 cases pass, my_link agrees with the rule (at most 2 turns, on the board).
"""

from __future__ import annotations

import base64
import html
import io
import reprlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from linklab.core.board import Path
from linklab.core.rules import Rules
from linklab.course.selfcheck.guard import PAGE_SECONDS, Raised, TookTooLong
from linklab.i18n import tr, translate

if TYPE_CHECKING:
    from matplotlib.figure import Figure

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
SLOW_CASE = (
    "✗ Not yet: {name} is slow: on this case it did {theirs} steps of work (calls, board reads, "
    "queue and seen-table operations) and was ended there; the course's own search does "
    "{reference} searching everything it can reach, and {ratio} times that is allowed. "
    "Try: {advice}"
)
STOPPED_HANG = "… Stopped, no verdict: {name} gave no answer within {seconds} s, doing no work."
STOPPED_STEP = (
    "… Stopped, no verdict: {name} was ended after {seconds} s inside one step that Python "
    "cannot interrupt (a builtin given something huge, a number of millions of digits)."
)
STOPPED_WAITING = (
    "… Stopped, no verdict: {name} was stopped after {seconds} s, waiting, doing no work."
)
STOPPED_LOOP = "  its loop at line {line}, `{code}`, does not seem to end."
STOPPED_LINE = "  it was stopped at line {line}, `{code}`."
STOPPED_PAGE = (
    "… Stopped early, no verdict: {passed} of {total} cases pass; a check in this page stops "
    "after {seconds} s. The notebook runs every case."
)
#: What to try, by check, when a function is slow.
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
    "  asked alone, {name} answers it right: it keeps something between calls, in {carrier}, "
    "and what the earlier calls left there changed this answer."
)
KEEPS_STATE_SOMEWHERE = (
    "  asked alone, {name} answers it right: it keeps something between calls (a default "
    "argument, a closure, an attribute of a function or a class, a cache or a global), and "
    "what the earlier calls left there changed this answer."
)
MISCONCEPTION = "  the mistake, it seems: {sentence}"
NO_MISCONCEPTION = (
    "  no mistake in the course's catalogue answers as this function does: the case is shown alone."
)
EARLIER_CALLS = "after {count} earlier calls, the last {shown} of them:"
NOTE_BASE = (
    "(The call counts rows and columns from 0, as code does; the rule's words count them from 1, "
    "as the pictures do.)"
)


@dataclass
class CheckResult:
    """The verdict of a check: how many cases passed, or the smallest case the function fails.

    ``status`` is ``"passed"``, ``"failed"``, ``"slow"`` (more counted work than allowed: on
    ``case``, ``counted`` holds its work and the course's; or, for a DFS, every answer right but
    far more looks than a pruned search: ``work`` holds both counts), ``"stopped"`` (the hang
    guard ended a call on ``case`` that did no work: ``answered`` says where it was stuck; or
    the page's clock ended the check, ``passed`` of ``total``) or ``"not written"``. For a
    failure, ``case`` is the smallest failing case (a board and two cells, or a six-digit
    layout), ``answered`` what the function gave (or the exception it raised), ``expected`` what
    the rule says, ``why`` the rule's reasons and ``problem`` what is wrong with the answer;
    ``before`` the earlier calls that make it fail when the answer depends on them
    (``history``: it does; ``carrier`` names where the function keeps what they left);
    ``misconception`` the key of the catalogue's entry that fits (``mistake`` its sentence), ""
    when none does. ``function`` is the function checked and ``kind`` the check's kind
    (``link``, ``path``, ``bfs``, ``dfs``, ``six``): what a tracer of its search needs.
    ``bool(result)`` is True when every case passed. In a notebook the result shows itself with
    a picture of the case.
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
    rule_path: Path | None = None
    their_path: Path | None = None
    work: tuple[int, int] | None = None
    before: tuple[Any, ...] = ()  # cases, each a board and two cells or a layout
    printed: int = 0
    total: int = 0
    kind: str = "link"
    history: bool = False
    counted: tuple[int, int] | None = None
    carrier: str = ""
    misconception: str | None = None
    mistake: str = ""
    function: Any = field(default=None, repr=False, compare=False)

    def __bool__(self) -> bool:
        return self.status == "passed"

    def text(self) -> str:
        """The verdict as plain text."""
        notes = []
        if self.printed:
            notes.append(
                translate(f"({self.name} printed {self.printed} lines while checked; not shown.)")
            )
        if self.status == "not written":
            return tr(NOT_WRITTEN, name=self.name)
        if self.status == "passed":
            return "\n".join(
                [tr(PASSED, passed=self.passed, name=self.name, rule=self.rule), *notes]
            )
        if self.status == "stopped" and self.case is None:
            first = tr(
                STOPPED_PAGE, passed=self.passed, total=self.total, seconds=f"{PAGE_SECONDS:g}"
            )
            return "\n".join([first, *notes])
        if self.status == "slow" and self.case is None:
            assert self.work is not None  # a slow result without a case holds both counts
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
        return "\n".join([*self._case_lines(), *notes])

    def _case_lines(self) -> list[str]:
        from linklab.course.selfcheck.counting import WORK_RATIO

        lines: list[str] = []  # each line in the language in force
        if self.status == "slow":
            assert self.counted is not None
            lines.append(
                tr(
                    SLOW_CASE,
                    name=self.name,
                    theirs=self.counted[0],
                    reference=self.counted[1],
                    ratio=WORK_RATIO,
                    advice=translate(FASTER[self.kind if self.kind in FASTER else "link"]),
                )
            )
        elif self.status == "stopped":
            took = self.answered if isinstance(self.answered, TookTooLong) else TookTooLong(0)
            if took.after:  # a clock stopped it: the seconds it really took
                template = STOPPED_STEP if took.how == "step" else STOPPED_WAITING
                lines.append(tr(template, name=self.name, seconds=f"{took.after:g}"))
            else:
                lines.append(tr(STOPPED_HANG, name=self.name, seconds=f"{took.seconds:g}"))
        else:
            lines.append(translate(f"✗ Not yet: {self.problem}."))
        board_case = isinstance(self.case, tuple) and len(self.case) == 3
        shown = self.before[-3:]
        if len(self.before) > len(shown):
            lines.append(tr(EARLIER_CALLS, count=len(self.before), shown=len(shown)))
        for earlier in shown:
            if board_case:
                board, a, b = earlier
                lines.append(
                    translate(f"after {self.name}(board, {a}, {b}) was asked with board =")
                )
                lines += [f"    {' '.join(map(str, row))}" for row in board.grid]
            else:
                lines.append(translate(f"after {self.name}({earlier}) was asked,"))
        if self.history and not self.before:
            lines.append(translate(f"after the {self.passed} cases before it were asked,"))
        if board_case:
            board, a, b = self.case
            lines.append(translate(f"{self.name}(board, {a}, {b}) with board ="))
            lines += [f"    {' '.join(map(str, row))}" for row in board.grid]
        else:
            lines.append(f"{self.name}({self.case})")
        if self.status == "stopped":
            stuck = self.answered if isinstance(self.answered, TookTooLong) else None
            if stuck is not None and stuck.line:
                where = STOPPED_LOOP if stuck.loop else STOPPED_LINE
                lines.append(tr(where, line=stuck.line, code=stuck.code))
        elif self.status == "failed":
            lines.append(translate(f"  it answered: {_answered(self.answered)}"))
            lines.append(translate(f"  the rule ({self.rule}) says: {self.why}"))
            if self.history:
                template = KEEPS_STATE if self.carrier else KEEPS_STATE_SOMEWHERE
                lines.append(tr(template, name=self.name, carrier=self.carrier))
            elif self.misconception is not None:
                if self.misconception:
                    lines.append(tr(MISCONCEPTION, sentence=self.mistake))
                else:
                    lines.append(tr(NO_MISCONCEPTION))
        cases = "1 case" if self.passed == 1 else f"{self.passed} cases"
        if self.history or self.status != "failed":
            lines.append(translate(f"({cases} passed before.)"))
        else:
            lines.append(
                translate(
                    f"({cases} passed before; this is the smallest case failing the same way.)"
                )
            )
        if board_case:
            lines.append(translate(NOTE_BASE))
        return lines

    def __repr__(self) -> str:
        return self.text()

    def _ipython_display_(self) -> None:
        """In a notebook: the verdict, its picture and, for a failure, the learner's own search
        stepped beside the course's: the one place it attaches in a notebook
        (`linklab.course.learner_search.display_report`; the static page's is
        `linklab.course.page_check`)."""
        from linklab.course.learner_search import display_report

        display_report(self)

    def figure(self) -> Figure | None:
        """The case drawn (the rule's path in black, the function's in red), or None."""
        if self.case is None:
            return None
        from linklab.render.canvas import frame_figure
        from linklab.render.draw import PRUNE_COLOR, draw_board, draw_path

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
        if fig is not None:
            buffer = io.BytesIO()
            fig.savefig(buffer, format="png", dpi=80)
            encoded = base64.b64encode(buffer.getvalue()).decode()
            text += f'<img src="data:image/png;base64,{encoded}" alt="the failing case">'
        return text


def _ratio(theirs: int, pruned: int) -> str:
    return f"{theirs / max(pruned, 1):.1f}"


_REPR = reprlib.Repr()
_REPR.maxlevel, _REPR.maxlist, _REPR.maxtuple, _REPR.maxstring, _REPR.maxother = 3, 8, 8, 60, 60


def _answered(value: object) -> str:
    """What the function answered: its value as code, in backticks (cells from 0, as the call
    gave them), or the exception it raised, in words."""
    if isinstance(value, (Raised, TookTooLong)):
        return show(value)
    return f"`{show(value)}`"


def show(value: object) -> str:
    """A value as code, cut short: at most 80 characters."""
    try:
        text = _REPR.repr(value)
    except Exception:
        text = f"<a {type(value).__name__}>"
    return text if len(text) <= 80 else text[:80] + "…"
