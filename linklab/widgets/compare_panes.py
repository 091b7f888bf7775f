"""What each way to answer a six-digit layout did at each step (`SixPane`); a board approach's
`Pane` is ``linklab.course.compare_session``'s, read here under its old name.

No widget here: `linklab.widgets.compare` shows them.

Examples
--------
>>> from linklab.core.board import Board
>>> pane = Pane(APPROACHES["bfs"], Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2))
>>> pane.status(3), pane.status(99)
('searching…', 'finished at step 12 (stays on its last frame): yes: a path with 0 turns')
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from linklab import documents
from linklab.core import sixdigits
from linklab.core.errors import InputError
from linklab.core.sixdigits import SixBfsFold
from linklab.core.trace import Trace
from linklab.course.compare_session import Pane as Pane  # the old name here
from linklab.course.compare_session import code_html as code_html
from linklab.documents.approaches import APPROACHES, Approach  # noqa: F401  (APPROACHES: the old name here)


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
