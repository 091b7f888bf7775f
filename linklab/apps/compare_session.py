"""A comparison of approaches with no screen: two to four approaches on one query, each as a
`Pane` (its trace, its program's lines, its counters, its verdict), their texts at any step and
the scene of their boards side by side; the learner picks two tiles and runs every approach
between them.

The live notebook's ``ComparePlayer`` (``linklab.widgets.compare``) and the static page's
comparison (``linklab.apps.page_compare``) both show this one session, so that both say the
same at every step. A pick that cannot be used (an empty cell, the same tile twice) leaves the
session as it was and says why in one line. The messages are English; each front end shows them
in its language.

Examples
--------
>>> board = Board.from_rows([[1, 0, 1], [2, 0, 2]])
>>> session = CompareSession(board, (0, 0), (0, 2), ["000", "bfs"])
>>> session.pick((0, 1)), session.message
(False, '(1, 2) is empty: pick a tile')
>>> session.pick((1, 0)), session.pick((1, 0)), session.message
(True, False, '(2, 1) is picked already: pick another tile')
>>> session.pick((1, 2)), session.run(), session.ends
(True, True, ((1, 0), (1, 2)))
>>> [pane.verdict.split(":")[0] for pane in session.panes]  # 000 steps off its array there
['undefined', 'yes']
"""

from __future__ import annotations

import html
from collections.abc import Iterator, Sequence
from typing import NamedTuple

from linklab import documents
from linklab.apps.step_texts import (
    counters_html,
    frontier_html,
    frontier_items,
    spoken_event,
    spoken_finish,
    spoken_panes,
)
from linklab.core import events as ev
from linklab.core.board import Board, Cell, format_cell
from linklab.core.errors import InputError, UndefinedBehaviour
from linklab.core.trace import Frame, Trace, describe_event
from linklab.documents.approaches import APPROACHES, Approach
from linklab.i18n import language, tr, translate, translate_html
from linklab.render.scene.readable import readable_shapes, with_left_out_line
from linklab.render.scene.search import frame_scene
from linklab.render.scene.shapes import Rect, Scene, Shape, moved_all

CODE_CONTEXT = 9  # program lines shown above and below the current one
#: A pane's texts from top to bottom: the program (its running line) comes right under the
#: board and the status, so that a projector shows both at once.
PANE_PARTS = ("title", "status", "code", "counters", "frontier")
FRONTIER_SHOWN = 12  # queue or stack entries a pane lists
PANE_GAP = 0.8  # board units between two panes' boards in the scene
PICK_EDGE = "#D7301F"  # the mark round a tile picked for the next query


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
            f"<span style='color:#5c5c5c'>{number:>3} </span>{text}</div>"
        )
    if high < last:
        rows.append("<div>  ⋮</div>")
    return (
        "<div style='font-family:monospace;font-size:11px;line-height:1.35;"
        "border:1px solid #ccc;padding:2px 4px'>"
        f"<div class='linklab-code-title' style='white-space:nowrap;overflow-x:auto'>{title}</div>"
        "<div class='linklab-code-box linklab-scroll-box' tabindex='0' style='position:relative;"
        f"height:{CODE_ROWS * 1.35:g}em;overflow-x:hidden;overflow-y:auto'>"
        + "".join(rows)
        + "</div></div>"
    )


CODE_ROWS = 13  # program lines the code box is high (more scroll inside it)
#: A program line wraps inside its box with a hanging indent past its 4-character number.
_CODE_LINE = "white-space:pre-wrap;overflow-wrap:anywhere;padding-left:4ch;text-indent:-4ch;"


class CompareStep(NamedTuple):
    """One step of the comparison: its number and each pane's frame at it."""

    step: int
    frames: tuple[Frame, ...]


class CompareSession:
    """Two to four approaches (names of `linklab.documents.approaches.APPROACHES`) on one
    ``board``, between ``a`` and ``b`` (0-based) until the learner picks and runs another
    pair; ``code`` shows each document's program. ``panes``, ``ends``, ``total`` (the last
    step), ``picks`` (the tiles picked for the next run) and ``message`` say where it is.
    ``least_text`` (board units) is the smallest text its boards show: a slide that shows them
    small asks for more (`linklab.render.scene.readable.readable_scene`)."""

    def __init__(
        self,
        board: Board,
        a: Cell,
        b: Cell,
        approaches: Sequence[str],
        *,
        code: bool = True,
        least_text: float = 0.0,
    ):
        names = list(approaches)
        unknown = [n for n in names if n not in APPROACHES]
        if unknown:
            raise InputError(
                f"unknown approach {unknown[0]!r}: expected one of {', '.join(APPROACHES)}"
            )
        if not 2 <= len(names) <= 4:
            raise InputError(f"compare two to four approaches, got {len(names)}")
        self.board, self.names, self.show_code = board, names, code
        self.least_text = least_text
        self.picks: list[Cell] = []
        self.message = ""
        self._search(a, b)

    def _search(self, a: Cell, b: Cell) -> None:
        self.runs = getattr(self, "runs", 0) + 1  # how many queries were searched
        self.ends = (a, b)
        self.panes = [Pane(APPROACHES[n], self.board, a, b) for n in self.names]
        self.with_code = [bool(self.show_code and pane.approach.doc) for pane in self.panes]
        self.total = max(len(pane) for pane in self.panes)
        self._finished: dict[tuple[int, str], list[str]] = {}
        self._drawn: dict[int, tuple[int, tuple[Shape, ...]]] = {}
        self._readable: dict[int, tuple[int, float, tuple[Shape, ...]]] = {}
        firsts = [
            frame_scene(self.board.grid, pane.approach.rules.outside, frame, "bfs")
            for pane, frame in zip(self.panes, self.frames(0), strict=True)
        ]
        row = side_by_side(firsts)
        self._size = (row.width, row.height)
        self._offsets = _offsets(firsts)

    # --- the learner's query ------------------------------------------------------------------

    def pick(self, cell: Cell) -> bool:
        """Pick ``cell`` as one end of the next query (a third pick starts a new pair); False,
        and nothing changed, for a cell off the board, an empty one or a tile picked already."""
        cell = (int(cell[0]), int(cell[1]))
        if not self.board.contains(cell):
            self.message = tr("{cell} is not on the board", cell=format_cell(cell))
            return False
        if not self.board[cell]:
            self.message = tr("{cell} is empty: pick a tile", cell=format_cell(cell))
            return False
        if cell in self.picks:
            self.message = tr("{cell} is picked already: pick another tile", cell=format_cell(cell))
            return False
        self.picks = [*self.picks, cell] if len(self.picks) < 2 else [cell]
        if len(self.picks) == 1:
            self.message = tr("picked {cell}: now pick a second tile", cell=format_cell(cell))
        else:
            a, b = map(format_cell, self.picks)
            self.message = tr("picked {a} and {b}: press Run to search between them", a=a, b=b)
        return True

    def show_query(self, board: Board, a: Cell, b: Cell) -> bool:
        """Search every approach on ``board`` between ``a`` and ``b`` (a link's query); False,
        and nothing changed, when they are not two tiles of it.

        >>> session = CompareSession(Board.from_rows([[1, 1]]), (0, 0), (0, 1), ["bfs", "dfs"])
        >>> session.show_query(Board.from_rows([[2, 0, 2]]), (0, 0), (0, 1)), session.message
        (False, '(1, 2) is empty: pick a tile')
        """
        old, self.board, self.picks = self.board, board, []
        if not (self.pick(a) and self.pick(b)):
            self.board, self.picks = old, []
            return False
        self.picks = []
        self._search(a, b)
        self.message = ""
        return True

    def run(self) -> bool:
        """Run every approach between the two tiles picked; False, and nothing changed, until
        two are picked."""
        if len(self.picks) != 2:
            self.message = tr("pick two tiles first: click them on the board")
            return False
        a, b = self.picks
        self.picks = []
        self._search(a, b)
        a_, b_ = format_cell(a), format_cell(b)
        self.message = tr("{n} searches between {a} and {b}", n=len(self.panes), a=a_, b=b_)
        return True

    # --- what a step shows --------------------------------------------------------------------

    @property
    def columns(self) -> list[list[str]]:
        """The texts of each pane, as CSS classes, in the order `texts` gives them."""
        return [
            [
                f"linklab-compare-{part} linklab-compare-pane-{i}"
                for part in PANE_PARTS
                if part != "code" or self.with_code[i]
            ]
            for i in range(len(self.panes))
        ]

    def frames(self, step: int) -> tuple[Frame, ...]:
        """Each pane's frame at ``step`` (a finished pane's last)."""
        return tuple(pane.trace.frame(pane.step_of(step)) for pane in self.panes)

    def steps(self) -> Iterator[CompareStep]:
        """Every step from 0 to `total` with its frames, each pane's events folded once."""
        folds = [pane.trace.frames_at(range(len(pane) + 1)) for pane in self.panes]
        frames = [next(fold) for fold in folds]
        yield CompareStep(0, tuple(frames))
        for step in range(1, self.total + 1):
            for i, pane in enumerate(self.panes):
                if step <= len(pane):
                    frames[i] = next(folds[i])
            yield CompareStep(step, tuple(frames))

    def texts(self, step: int, frames: Sequence[Frame] | None = None) -> list[str]:
        """The texts of ``step`` (HTML, English), one a class of `columns`, from its
        ``frames`` when given."""
        frames = frames or self.frames(step)
        return [text for i, frame in enumerate(frames) for text in self._pane_texts(i, step, frame)]

    def _pane_texts(self, i: int, step: int, frame: Frame) -> list[str]:
        pane = self.panes[i]
        texts = [
            f"<b>{html.escape(translate(pane.approach.label))}</b>",
            html.escape(translate(pane.status(step))),
        ]
        if self.with_code[i]:
            texts.append(code_html(pane.approach.doc or "", pane.lines_at(step)))
        method = pane.approach.method
        return [
            *texts,
            counters_html(pane_counts(pane, frame), fixed=True),
            frontier_html(frontier_items(frame, method), method, FRONTIER_SHOWN),
        ]

    def shown_texts(self, step: int, frames: Sequence[Frame] | None = None) -> list[str]:
        """`texts` in the language in force, as a page shows them."""
        frames = frames or self.frames(step)
        shown = []
        for i, (_, frame) in enumerate(zip(self.panes, frames, strict=True)):
            # A pane past its end says the same at every step: its texts are made once.
            key = (i, language())
            texts = self._finished.get(key) if step > len(self.panes[i]) else None
            if texts is None:
                texts = self._pane_texts(i, step, frame)
                if language() != "en":
                    texts = [translate_html(text) for text in texts]
                if step > len(self.panes[i]):
                    self._finished[key] = texts
            shown += texts
        return shown

    def spoken(self, step: int, frames: Sequence[Frame] | None = None) -> str:
        """``step`` in words, as a screen reader announces it: what each pane did, or its
        verdict once it has finished, in the language in force.

        >>> session = CompareSession(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2), ["bfs", "dfs"])
        >>> session.spoken(1)
        'step 1 of 12: corrected BFS: queues (1, 1), 0 turns; corrected DFS: pushes (1, 1), 0 turns'
        >>> session.spoken(12).endswith("corrected DFS: finished: yes: a path with 0 turns")
        True
        """
        frames = frames or self.frames(step)
        said = [
            (
                translate(pane.approach.label),
                spoken_event(frame.event) if step < len(pane) else spoken_finish(pane.verdict),
            )
            for pane, frame in zip(self.panes, frames, strict=True)
        ]
        return spoken_panes(step, self.total, said)

    def scene(
        self, step: int, frames: Sequence[Frame] | None = None, picks: Sequence[Cell] = ()
    ) -> Scene:
        """The panes' boards at ``step`` side by side, as a search step's scene each, the
        tiles in ``picks`` marked on every board."""
        frames = frames or self.frames(step)
        shapes = list[Shape]()
        for i, (_, frame) in enumerate(zip(self.panes, frames, strict=True)):
            drawn, readable = self._pane_shapes(i, frame)
            shapes += readable
            shapes += [_pick_mark(drawn, cell) for cell in picks]
        label = " · ".join(translate(pane.approach.label) for pane in self.panes)
        return with_left_out_line(Scene(*self._size, tuple(shapes), label), self.least_text)

    def _pane_shapes(self, i: int, frame: Frame) -> tuple[tuple[Shape, ...], tuple[Shape, ...]]:
        """Pane ``i``'s board at its ``frame`` in its place, as drawn and made readable
        (`readable_shapes`); both kept while the pane stays on that frame (a finished pane
        keeps its last)."""
        pane, least = self.panes[i], self.least_text
        own, drawn = self._drawn.get(i, (-1, ()))
        if own != frame.step:
            rules, method = pane.approach.rules, pane.approach.method
            scene = frame_scene(self.board.grid, rules.outside, frame, method, self.ends)
            drawn = moved_all(scene, self._offsets[i])
            self._drawn[i] = (frame.step, drawn)
        made = self._readable.get(i)
        if made is None or made[:2] != (frame.step, least):
            made = (frame.step, least, readable_shapes(drawn, least))
            self._readable[i] = made
        return drawn, made[2]


def pane_counts(pane: Pane, frame: Frame) -> dict[str, object]:
    """A pane's counters at its own step ``frame.step``, by name."""
    own = frame.step
    counts = pane.counts[own]
    dfs = pane.approach.method == "dfs"
    shown: dict[str, object] = {
        "step": f"{own} / {len(pane)}",
        "event": describe_event(frame.event),
        "states expanded": counts["expanded"],
        "in the " + ("stack" if dfs else "queue"): counts["frontier"],
        "largest frontier": counts["largest"],
        "rejected": counts["rejected"],
    }
    if dfs:
        shown["backtracks"] = counts["backtracks"]
    return shown


def side_by_side(scenes: Sequence[Scene], label: str = "", gap: float = PANE_GAP) -> Scene:
    """``scenes`` in a row, ``gap`` apart, each centred on the row's height.

    >>> from linklab.render.scene.shapes import Rect
    >>> two = side_by_side([Scene(2, 2, (Rect(0, 0, 1, 1, "#FFFFFF"),)), Scene(1, 1, ())], gap=1)
    >>> two.width, two.height, two.shapes[0].x
    (4.0, 2, 0)
    """
    shapes: list[Shape] = []
    for scene, offset in zip(scenes, _offsets(scenes, gap), strict=True):
        shapes += moved_all(scene, offset)
    width = sum(scene.width for scene in scenes) + gap * max(0, len(scenes) - 1)
    height = max((scene.height for scene in scenes), default=0)
    return Scene(float(width), height, tuple(shapes), label)


def _pick_mark(shapes: Sequence[Shape], cell: Cell) -> Rect:
    """A mark round ``cell``'s face among a board's ``shapes`` (a tile picked)."""
    tag = f"cell-{cell[0] + 1}-{cell[1] + 1}"
    face = next(shape for shape in shapes if shape.tag == tag)
    assert isinstance(face, Rect)
    return Rect(face.x, face.y, face.width, face.height, "none", PICK_EDGE, 0.14, 0.1, True)


def _offsets(scenes: Sequence[Scene], gap: float = PANE_GAP) -> list[tuple[float, float]]:
    """Where each of ``scenes`` starts in a row of them (`side_by_side`)."""
    height = max((scene.height for scene in scenes), default=0)
    offsets, x = [], 0.0
    for scene in scenes:
        offsets.append((x, (height - scene.height) / 2))
        x += scene.width + gap
    return offsets
