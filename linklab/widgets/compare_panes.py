"""What each approach of a comparison did at each step: its trace, its program's lines, its
counters and its verdict (`Pane`), and the same for a six-digit layout (`SixPane`).

No widget here: `linklab.widgets.compare` shows them.

Examples
--------
>>> from linklab.documents.approaches import APPROACHES
>>> pane = Pane(APPROACHES["bfs"], Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2))
>>> pane.status(3), pane.status(99)
('searching…', 'finished at step 12 (stays on its last frame): yes: a path with 0 turns')
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path

from linklab import documents
from linklab.core import events as ev
from linklab.core import sixdigits
from linklab.core.board import Board, Cell
from linklab.core.errors import InputError, UndefinedBehaviour
from linklab.core.sixdigits import SixBfsFold
from linklab.core.trace import Trace
from linklab.documents.approaches import APPROACHES, Approach  # noqa: F401  (APPROACHES: the old name here)
from linklab.i18n import tr

CODE_CONTEXT = 9  # program lines shown above and below the current one


class Pane:
    """One approach's run: its trace, the lines its events stand for, and its counts by step.

    ``trace`` holds the events up to undefined behaviour, if the program reached any
    (``undefined`` then says what it did).

    Examples
    --------
    >>> pane = Pane(APPROACHES["003"], Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2))
    >>> len(pane), pane.verdict, pane.lines_at(4)
    (8, 'yes: a path with 0 turns', (29,))
    """

    def __init__(self, approach: Approach, board: Board, a: Cell, b: Cell):
        self.approach, self.board, self.ends = approach, board, (a, b)
        events: list[ev.Event] = []
        self.undefined: str | None = None
        self.undefined_lines: tuple[int, ...] = ()
        try:
            for event in approach.events(board, a, b):
                events.append(event)
        except UndefinedBehaviour as why:
            self.undefined = str(why)
            if approach.doc:
                self.undefined_lines = documents.undefined_lines(approach.doc, why)
        self.trace = Trace(events)
        doc = approach.doc
        self.lines = documents.event_lines(doc, events) if doc else [() for _ in events]
        self.counts = _running_counts(events)

    def __len__(self) -> int:
        return len(self.trace)

    @property
    def name(self) -> str:
        return self.approach.name

    def step_of(self, step: int) -> int:
        """The pane's own step when the view is at ``step``: it stops at its last event."""
        return max(0, min(step, len(self.trace)))

    def is_finished(self, step: int) -> bool:
        """Whether the approach has run out of events by ``step``."""
        return step >= len(self.trace)

    def lines_at(self, step: int) -> tuple[int, ...]:
        """The program lines of the event at ``step`` (the undefined one past the end)."""
        own = self.step_of(step)
        if self.undefined and step >= len(self.trace) and self.undefined_lines:
            return self.undefined_lines
        return self.lines[own - 1] if own else ()

    @property
    def verdict(self) -> str:
        """How the approach ended: the answer, or what the program did that is undefined."""
        if self.undefined:
            return "undefined: " + self.undefined
        last = self.trace.events[-1] if len(self.trace) else None
        if isinstance(last, ev.Found):
            turns = len(last.path) - 2
            return f"yes: a path with {turns} turn{'s' * (turns != 1)}"
        if isinstance(last, ev.Refused):
            return "no pair: " + last.reason.replace("_", " ")
        return "no path"

    def status(self, step: int) -> str:
        """One line: still running, or finished (and where) with the verdict."""
        if not self.is_finished(step):
            return "searching…"
        if step > len(self.trace):
            return f"finished at step {len(self.trace)} (stays on its last frame): {self.verdict}"
        return f"finished at step {len(self.trace)}: {self.verdict}"


def _running_counts(events: Sequence[ev.Event]) -> list[dict[str, int]]:
    """The counters after each step, folded once (a slider moves without re-counting)."""
    expanded = added = backtracks = rejected = size = largest = 0
    out = [{"expanded": 0, "added": 0, "rejected": 0, "backtracks": 0, "frontier": 0, "largest": 0}]
    for event in events:
        if isinstance(event, ev.Enqueued | ev.Pushed):
            added += 1
            size += 1
            largest = max(largest, size)
            expanded += isinstance(event, ev.Pushed)
        elif isinstance(event, ev.Dequeued):
            expanded += 1
            size -= 1
        elif isinstance(event, ev.Popped):
            backtracks += 1
            size -= 1
        elif isinstance(event, ev.Rejected):
            rejected += 1
        out.append(
            {
                "expanded": expanded,
                "added": added,
                "rejected": rejected,
                "backtracks": backtracks,
                "frontier": size,
                "largest": largest,
            }
        )
    return out


def code_html(doc: str, lines: Sequence[int], *, context: int = CODE_CONTEXT) -> str:
    """Document ``doc``'s program around ``lines``, the first of them highlighted.

    Only the lines near the current one are shown, in a box of fixed height (``CODE_ROWS``
    lines) that the page scrolls to the current line (``data-keep-in-view`` inside a
    ``linklab-scroll-box``, `linklab.widgets.stage`); the rest of
    the program stands as ``⋮``. A line longer than the box wraps inside it, under its text
    (never under its number), so no line is cut.

    Examples
    --------
    >>> text = code_html("003", (28,), context=1)
    >>> "linklab-code-current" in text, text.count("data-line=")
    (True, 3)
    """
    numbered = documents.source_lines(doc)
    first, last = min(numbered), max(numbered)
    centre = lines[0] if lines else first
    low, high = max(first, centre - context), min(last, centre + context)
    if not lines:
        low, high = first, min(last, first + 2 * context)
    title = f"<b>{tr('document {doc}', doc=doc)}</b>{tr(', as printed')}"
    rows = []
    if low > first:
        rows.append("<div>  ⋮</div>")
    for number in range(low, high + 1):
        text = html.escape(numbered[number].replace("\t", "    "))
        if lines and number == lines[0]:
            style, cls = "background:#FDD835;font-weight:bold", "linklab-code-current"
        elif number in lines:
            style, cls = "background:#FFF59D", "linklab-code-also"
        else:
            style, cls = "", "linklab-code-line"
        keep = " data-keep-in-view" if cls == "linklab-code-current" else ""
        rows.append(
            f"<div class='{cls}' data-line='{number}'{keep} style='{_CODE_LINE}{style}'>"
            f"<span style='color:#888'>{number:>3} </span>{text}</div>"
        )
    if high < last:
        rows.append("<div>  ⋮</div>")
    return (
        "<div style='font-family:monospace;font-size:11px;line-height:1.35;"
        "border:1px solid #ccc;padding:2px 4px'>"
        f"<div class='linklab-code-title' style='white-space:nowrap;overflow-x:auto'>{title}</div>"
        "<div class='linklab-code-box linklab-scroll-box' style='position:relative;"
        f"height:{CODE_ROWS * 1.35:g}em;overflow-x:hidden;overflow-y:auto'>"
        + "".join(rows)
        + "</div></div>"
    )


CODE_ROWS = 13  # program lines the code box is high (more scroll inside it)
#: A program line wraps inside its box with a hanging indent past its 4-character number.
_CODE_LINE = "white-space:pre-wrap;overflow-wrap:anywhere;padding-left:4ch;text-indent:-4ch;"


def default_export_dir() -> Path:
    """Where the other widgets write by default, so every Export lands in one folder: the
    export folder (``exports/`` in the working folder, see `linklab.render.export.export_folder`).

    >>> from linklab.render.export import export_folder
    >>> default_export_dir() == export_folder()
    True
    """
    from linklab.render.export import export_folder

    return export_folder()


class SixPane:
    """One way to answer a six-digit layout, as steps: the layout shown, its lines, a status.

    ``"001"`` is document 001's BFS from the layout, a fresh search (its queue of layouts);
    ``"table"`` looks the layout up in the one table of all 720 layouts, then plays the word it
    gives to the goal.

    Examples
    --------
    >>> pane = SixPane("table", (2, 5, 3, 1, 4, 6))
    >>> len(pane), pane.verdict
    (2, 'Yes: α')
    """

    def __init__(self, kind: str, layout: Sequence[int]):
        if kind not in ("001", "table"):
            raise InputError(f"unknown six-digit approach {kind!r}: expected '001' or 'table'")
        self.kind, self.layout = kind, tuple(layout)
        if kind == "001":
            self.label = "document 001's BFS, a fresh search per layout"
            self.events = list(documents.doc001_bfs_events(self.layout))
            self.lines = documents.event_lines("001", self.events)
            self.states, self.queues, self.notes = _six_bfs_frames(self.layout, self.events)
        else:
            self.label = "one table of all 720 layouts"
            word = sixdigits.solution_table().get(self.layout)
            self.word = word
            self.lines = []
            self.states = [self.layout, self.layout]
            self.queues = [[], []]
            looked = "looked up: " + (
                "the word " + (word or "(empty)") if word is not None else "no word"
            )
            self.notes = ["start", looked]
            state = self.layout
            for move in word or "":
                state = sixdigits.apply_move(state, move)
                self.states.append(state)
                self.queues.append([])
                self.notes.append(f"play {move}")
            self.events = self.notes[1:]

    def __len__(self) -> int:
        return len(self.states) - 1

    def step_of(self, step: int) -> int:
        return max(0, min(step, len(self)))

    def is_finished(self, step: int) -> bool:
        return step >= len(self)

    def lines_at(self, step: int) -> tuple[int, ...]:
        own = self.step_of(step)
        return self.lines[own - 1] if self.kind == "001" and own else ()

    @property
    def verdict(self) -> str:
        if self.kind == "001":
            last = self.events[-1]
            return f"Yes: {last.word}" if isinstance(last, sixdigits.GoalReached) else "No"
        return "No" if self.word is None else f"Yes: {self.word or '(already the goal)'}"

    def status(self, step: int) -> str:
        if not self.is_finished(step):
            return "searching…" if self.kind == "001" else "playing the word…"
        stays = " (stays on its last frame)" if step > len(self) else ""
        return f"finished at step {len(self)}{stays}: {self.verdict}"


def _six_bfs_frames(layout, events):
    """Per step of document 001's BFS: the layout in hand, the queue, and what happened."""
    frames = list(Trace(events, fold=SixBfsFold).frames())
    states = [tuple(layout), *(frame.state for frame in frames[1:])]
    return states, [list(frame.queue) for frame in frames], [frame.note for frame in frames]
