"""The six-digit comparison with no screen: document 001's BFS, a fresh search per layout,
against the one table that answers every layout, each as a `SixPane`, on one layout the learner
may change; their texts at any step and the scene of both layouts side by side.

The live notebook's ``SixDigitCompare`` (``linklab.widgets.compare``) and the static page's
(``linklab.apps.page_sixcompare``) both show this one session, so that both say the same at
every step. A layout that cannot be used (not six digits, a digit repeated or not 1..6) leaves
the session as it was and says why in one line (`read_layout`). The messages are in the language
in force.

Examples
--------
>>> session = SixCompareSession((2, 5, 6, 4, 3, 1))
>>> [pane.verdict for pane in session.panes]
['Yes: αααβαα', 'Yes: αααβαα']
>>> session.set_layout("2 5 6 4 3"), session.message
(False, '`2 5 6 4 3` has 5 digits: a layout is the six digits 1..6, each once')
>>> session.set_layout("132456"), session.message
(True, 'both ways answer 1 3 2 4 5 6 now, from step 0')
>>> [pane.verdict for pane in session.panes], session.total  # no moves reach 123456 from it
(['No', 'No'], 362)
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from linklab import documents
from linklab.apps.compare_session import code_html, side_by_side
from linklab.apps.step_texts import spoken_finish, spoken_panes
from linklab.core import sixdigits
from linklab.core.errors import InputError
from linklab.core.sixdigits import Layout, SixBfsFold, SixDigitEvent
from linklab.core.trace import Trace
from linklab.i18n import language, tr, translate, translate_html
from linklab.render.scene.shapes import Scene
from linklab.render.scene.sixdigits import layout_scene

#: What every refusal of a layout ends with: the rule a layout keeps.
LAYOUT_RULE = "a layout is the six digits 1..6, each once"
LAYOUTS_QUEUED_SHOWN = 10  # layouts the BFS pane lists from the front of its queue
#: The texts of each pane, top to bottom; the table has no program, and what it costs stands
#: where the BFS lists its queue.
SIX_PANE_PARTS = {
    "001": ("title", "status", "code", "frontier"),
    "table": ("title", "status", "frontier"),
}
_SEPARATORS = " \t\n,()[]"


def read_layout(text: object) -> tuple[Layout | None, str]:
    """The layout written in ``text`` (six digits, spaced or not, commas and brackets allowed)
    and ``""``; or ``None`` and one line, in the language in force, naming the value and what
    is wrong with it.

    >>> read_layout("2 5 6 4 3 1"), read_layout("(2, 5, 6, 4, 3, 1)")[0]
    (((2, 5, 6, 4, 3, 1), ''), (2, 5, 6, 4, 3, 1))
    >>> read_layout("256437")[1]
    '`256437` has a 7: a layout is the six digits 1..6, each once'
    >>> read_layout("1 2 3 4 5 5")[1]
    '`1 2 3 4 5 5` repeats 5: a layout is the six digits 1..6, each once'
    >>> read_layout("  ")[1]
    'the layout is empty: a layout is the six digits 1..6, each once'
    """
    value = " ".join(str(text).split())
    digits = [char for char in value if char not in _SEPARATORS]
    if not digits:
        return None, _refusal_text("the layout is empty: {rule}")
    stray = next((char for char in digits if char not in "0123456789"), None)
    if stray is not None:
        return None, _refusal_text(
            "`{value}` has {char}, not a digit: {rule}", value=value, char=stray
        )
    if len(digits) != 6:
        counted = "`{value}` has {n} digit" + "s" * (len(digits) != 1) + ": {rule}"
        return None, _refusal_text(counted, value=value, n=len(digits))
    wrong = next((d for d in digits if d not in sixdigits.DIGITS), None)
    if wrong is not None:
        return None, _refusal_text("`{value}` has a {digit}: {rule}", value=value, digit=wrong)
    twice = next((d for d in digits if digits.count(d) > 1), None)
    if twice is not None:
        return None, _refusal_text("`{value}` repeats {digit}: {rule}", value=value, digit=twice)
    return tuple(int(d) for d in digits), ""


def _refusal_text(template: str, **values: object) -> str:
    """A refusal of a layout in the language in force, what the learner typed kept as typed
    (``tr`` would translate a typed word that happens to be in the catalogue)."""
    return translate(template).format(rule=translate(LAYOUT_RULE), **values)


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
        self.events: Sequence[SixDigitEvent | str]
        if kind == "001":
            self.label = "document 001's BFS, a fresh search per layout"
            events = list(documents.doc001_bfs_events(self.layout))
            self.events = events
            self.lines = documents.event_lines("001", events)
            self.states, self.queues, self.notes = _six_bfs_frames(self.layout, events)
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

    def title(self, step: int) -> str:
        """The line over the pane's layout at ``step``, in the language in force."""
        own = self.step_of(step)
        return tr("step {own}/{total}: {note}", own=own, total=len(self), note=self.notes[own])

    def heading(self, step: int) -> tuple[str, str]:
        """`title` as two lines, for a narrow picture: the step, and what happened at it."""
        own = self.step_of(step)
        return tr("step {own}/{total}", own=own, total=len(self)), translate(self.notes[own])


def _six_bfs_frames(
    layout: Sequence[int], events: Iterable[SixDigitEvent]
) -> tuple[list[Layout], list[list[Layout]], list[str]]:
    """Per step of document 001's BFS: the layout in hand, the queue, and what happened."""
    frames = list(Trace(events, fold=SixBfsFold).frames())
    states: list[Layout] = [tuple(layout)]
    for frame in frames[1:]:  # the layout in hand stays shown until the next is taken
        states.append(states[-1] if frame.state is None else frame.state)
    return states, [list(frame.queue) for frame in frames], [frame.note for frame in frames]


class SixCompareSession:
    """Document 001's BFS and the one table on the layout ``start`` until the learner runs both
    on another (`set_layout`). ``panes``, ``total`` (the last step), ``runs`` (how many layouts
    were run) and ``message`` say where it is; a bad ``layout`` raises ``InputError``."""

    def __init__(self, layout: Sequence[int] | str):
        typed = layout if isinstance(layout, str) else " ".join(map(str, layout))
        start, why = read_layout(typed)
        if start is None:
            raise InputError(why)
        self.message = ""
        self.runs = 0
        self._run(start)

    def _run(self, start: Layout) -> None:
        self.runs += 1
        self.start = start
        self.panes = [SixPane("001", start), SixPane("table", start)]
        self.total = max(len(pane) for pane in self.panes)

    def set_layout(self, text: object) -> bool:
        """Run both ways on the layout written in ``text``; False, and nothing changed, for one
        that cannot be read (`message` says why)."""
        start, why = read_layout(text)
        if start is None:
            self.message = why
            return False
        self._run(start)
        layout = sixdigits.format_state(start)
        self.message = tr("both ways answer {layout} now, from step 0", layout=layout)
        return True

    # --- what a step shows --------------------------------------------------------------------

    @property
    def columns(self) -> list[list[str]]:
        """The texts of each pane, as CSS classes, in the order `texts` gives them."""
        return [
            [f"linklab-compare-{part} linklab-compare-pane-{i}" for part in SIX_PANE_PARTS[p.kind]]
            for i, p in enumerate(self.panes)
        ]

    def texts(self, step: int) -> list[str]:
        """The texts of ``step`` (HTML), one a class of `columns`, before `shown_texts`
        translates what is left in English (a widget's ``step_texts``)."""
        texts = []
        for pane in self.panes:
            own = pane.step_of(step)
            texts += [
                f"<b>{html.escape(translate(pane.label))}</b>",
                html.escape(translate(pane.status(step))),
            ]
            if pane.kind == "001":
                texts += [code_html("001", pane.lines_at(step)), _queue_html(pane.queues[own])]
            else:
                texts.append(_table_html())
        return texts

    def shown_texts(self, step: int) -> list[str]:
        """`texts` in the language in force, as the widget and the page show them."""
        texts = self.texts(step)
        return [translate_html(text) for text in texts] if language() != "en" else texts

    def statuses(self, step: int) -> list[str]:
        """Per pane, its status at ``step``."""
        return [pane.status(step) for pane in self.panes]

    def current_lines(self, step: int) -> list[tuple[int, ...]]:
        """Per pane, the program lines highlighted at ``step``."""
        return [pane.lines_at(step) for pane in self.panes]

    def spoken(self, step: int) -> str:
        """``step`` in words, as a screen reader announces it: what each way did, or its verdict
        once it has finished, in the language in force.

        >>> said = SixCompareSession((2, 5, 3, 1, 4, 6)).spoken(2)
        >>> said.startswith("step 2 of 4: document 001's BFS"), said.split("; ")[1]
        (True, 'one table of all 720 layouts: finished: Yes: α')
        """
        said = [
            (
                translate(pane.label),
                translate(pane.notes[step]) if step < len(pane) else spoken_finish(pane.verdict),
            )
            for pane in self.panes
        ]
        return spoken_panes(step, self.total, said)

    def scene(self, step: int) -> Scene:
        """Both panes' layouts at ``step`` side by side, each under its title."""
        panes = [layout_scene(p.states[p.step_of(step)], *p.heading(step)) for p in self.panes]
        label = " · ".join(translate(pane.label) for pane in self.panes)
        return side_by_side(panes, label)


def _queue_html(queue: Sequence[Layout]) -> str:
    """Document 001's queue, front first: its first layouts and how many more."""
    shown = [sixdigits.format_state(state) for state in queue[:LAYOUTS_QUEUED_SHOWN]]
    more = len(queue) - LAYOUTS_QUEUED_SHOWN
    tail = f"<div>{tr('… and {n} more', n=more)}</div>" if more > 0 else ""
    body = "".join(f"<div>{s}</div>" for s in shown) or "<div><i>empty</i></div>"
    return (
        "<div style='font-family:monospace;font-size:90%'>"
        f"<b>{tr('queue ({n}), front first', n=len(queue))}</b>{body}{tail}</div>"
    )


def _table_html() -> str:
    """The line under the table's pane: what the table costs."""
    return (
        "<div style='font-size:90%'>"
        + tr("built once for all 720 layouts; each layout after that is one look-up")
        + "</div>"
    )
