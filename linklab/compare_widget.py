"""Approaches side by side: one board and one pair, searched by two to four approaches in step.

`ComparePlayer` runs each approach chosen (a document's program as written, from
``linklab.documents``, or the corrected BFS, DFS or checker) on the same query and shows all of
them at the same step: one picture with a board per approach, and beside each its queue or
stack, its counters, its verdict and, for a document, its program with the line that runs
highlighted (``linklab.documents.event_lines``). One slider, one play button and one pair of
step buttons drive every pane; an approach that has finished stays on its last frame and says
so. `SixDigitCompare` does the same for a six-digit layout: document 001's BFS, a fresh search
per layout, against the one table that answers every layout.

The picture is one persistent figure, redrawn by blitting only what each step changes, and
published as PNG bytes to an ``ipywidgets.Image``: setting ``slider.value`` in a plain test
redraws at once. Export writes the whole view (boards, counters, verdicts and the programs'
current lines) as PNG, SVG or PDF, or the run as a GIF, with ``linklab.export``.

CSS classes a browser test can select: ``linklab-compare``, ``-compare-image`` (the picture),
``-compare-play``, ``-compare-back``, ``-compare-forward``, ``-compare-slider``,
``-compare-pane``, ``-compare-status``, ``-compare-counters``, ``-compare-frontier``,
``-compare-code`` and, inside it, ``linklab-code-current`` (the highlighted line).

Examples
--------
>>> from linklab.board import Board
>>> board = Board.from_rows([[1, 2, 0], [2, 1, 0], [0, 0, 0]])
>>> player = ComparePlayer(board, (1, 1), (0, 0), ["000", "bfs"])
>>> player.slider.value = player.slider.max
>>> [pane.verdict for pane in player.panes]
['yes: a path with 1 turn', 'no path']
"""

from __future__ import annotations

import functools
import html
import os
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import ipywidgets as widgets

from linklab import documents, sixdigits
from linklab import events as ev
from linklab.board import Board, Cell
from linklab.checker import Checker
from linklab.documents.registry import board_documents
from linklab.draw import FrameDrawing, draw_frame
from linklab.draw_sixdigits import draw_state
from linklab.errors import InputError, UndefinedBehaviour
from linklab.export import FIGURE_FORMATS, gif_steps, png_bytes, save_figure
from linklab.fastview import FramePrefetcher
from linklab.frameview import FrameView
from linklab.rules import Rules
from linklab.search import FRONTIERS, SEARCHES
from linklab.style import decorate
from linklab.trace import Trace, describe_event
from linklab.widgets import KEYS_HELP, Exporter, classed, frontier_items, step_controls

CODE_CONTEXT = 9  # program lines shown above and below the current one
CODE_FONT = ("DejaVu Sans Mono", "Noto Sans Mono CJK SC", "Noto Sans CJK SC")


# --- the approaches -------------------------------------------------------------------------


@dataclass(frozen=True)
class Approach:
    """One way to answer a query: a label, the rule it searches under, and its events."""

    name: str
    label: str
    rules: Rules
    method: str  # "bfs" or "dfs": how its frontier reads
    doc: str | None  # the document whose program it is, if any
    events: Callable[[Board, Cell, Cell], Iterable[ev.Event]]


def _checker_events(rules: Rules) -> Callable[[Board, Cell, Cell], Iterator[ev.Event]]:
    def events(board: Board, a: Cell, b: Cell) -> Iterator[ev.Event]:
        # The checker answers in one go, with no search to watch: its stream is its answer.
        checker = Checker(board, rules)
        problem = checker.pair_problem(a, b)
        if problem:
            yield ev.Refused(problem)
            return
        path = checker.path(a, b)
        yield ev.Found(path) if path else ev.Exhausted()

    return events


INSIDE, OUTSIDE = Rules(), Rules(outside=True)


def _corrected() -> list[Approach]:
    """Each search of ``linklab.search.SEARCHES`` under both rules, then the checker."""
    found = []
    for rules, where in ((INSIDE, ""), (OUTSIDE, " outside")):
        for name, search in SEARCHES.items():
            label = f"corrected {name.upper()}" + (", around the outside" if where else "")
            method = "dfs" if FRONTIERS[name] == "stack" else "bfs"
            events = functools.partial(_under, search, rules)
            found.append(Approach(name + where, label, rules, method, None, events))
    return [
        *found,
        Approach("checker", "the checker", INSIDE, "bfs", None, _checker_events(INSIDE)),
        Approach(
            "checker outside",
            "the checker, around the outside",
            OUTSIDE,
            "bfs",
            None,
            _checker_events(OUTSIDE),
        ),
    ]


def _under(search, rules: Rules, board: Board, a: Cell, b: Cell) -> Iterator[ev.Event]:
    return search(board, a, b, rules)


def document_approaches() -> list[Approach]:
    """Each registered document's search, and its variants, as approaches (read from the
    records in ``linklab.documents.registry``, so a new document appears here by itself)."""
    found = []
    for doc in board_documents():
        found.append(Approach(doc.number, doc.label, doc.rules, doc.method, doc.number, doc.search))
        for name, (label, search) in doc.variants.items():
            found.append(
                Approach(f"{doc.number} {name}", label, doc.rules, doc.method, doc.number, search)
            )
    return found


class _Approaches(Mapping):
    """Every approach by name, read live from the searches and the documents' records."""

    def _all(self) -> dict[str, Approach]:
        return {a.name: a for a in (*document_approaches(), *_corrected())}

    def __getitem__(self, name: str) -> Approach:
        return self._all()[name]

    def __iter__(self):
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


#: Every approach a player can show, by name.
APPROACHES: Mapping[str, Approach] = _Approaches()


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

    Only the lines near the current one are shown, so it is always in view; the rest of the
    program stands as ``⋮``.

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
    rows = [f"<div class='linklab-code-title'><b>document {doc}</b>, as printed</div>"]
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
        rows.append(
            f"<div class='{cls}' data-line='{number}' style='white-space:pre;{style}'>"
            f"<span style='color:#888'>{number:>3} </span>{text}</div>"
        )
    if high < last:
        rows.append("<div>  ⋮</div>")
    return (
        "<div style='font-family:monospace;font-size:11px;line-height:1.35;"
        "border:1px solid #ccc;padding:2px 4px;max-width:520px;overflow-x:auto'>"
        + "".join(rows)
        + "</div>"
    )


def default_export_dir() -> Path:
    """Where the other widgets write by default, so every Export lands in one folder: the
    export folder (``exports/`` in the working folder, see `linklab.export.export_folder`).

    >>> from linklab.export import export_folder
    >>> default_export_dir() == export_folder()
    True
    """
    from linklab.export import export_folder

    return export_folder()


# --- the shared controls --------------------------------------------------------------------


class _SteppedView(widgets.VBox):
    """A play button, step buttons and one slider over ``0..total``; subclasses draw a step."""

    def _build_controls(self, total: int, step: int) -> None:
        controls = step_controls("linklab-compare", total, step, width="420px")
        self.play, self.back, self.forward, self.slider, self.speed = controls
        self.slider.observe(lambda change: self.show(change["new"]), names="value")
        self.back.on_click(lambda _: self.step_by(-1))
        self.forward.on_click(lambda _: self.step_by(1))
        self.controls = controls.row
        self.key_help = widgets.HTML(KEYS_HELP)

    @property
    def step(self) -> int:
        """The step shown."""
        return self.slider.value

    @step.setter
    def step(self, value: int) -> None:
        self.slider.value = max(self.slider.min, min(self.slider.max, value))

    def step_by(self, delta: int) -> None:
        """Move ``delta`` steps, stopping at either end."""
        self.step = self.slider.value + delta

    def show(self, step: int) -> None:  # pragma: no cover - each view draws its own
        raise NotImplementedError


# --- the board player -----------------------------------------------------------------------


class ComparePlayer(_SteppedView):
    """Two to four approaches on one query, stepped together.

    Parameters
    ----------
    board : Board
        The board.
    a, b : Cell
        The two cells, 0-based.
    approaches : sequence of str
        Two to four names from `APPROACHES`: ``"000"``, ``"003"``, ``"004"``,
        ``"004 bounds first"``, ``"bfs"``, ``"dfs"``, ``"bfs outside"``, ``"dfs outside"``,
        ``"checker"``, ``"checker outside"``.
    step : int
        The step shown first.
    code : bool
        Show each document's program beside its pane.
    width : float
        Each board's widest width in inches.
    dpi : float
        The picture's resolution.
    export_dir : str or PathLike, optional
        Where Export writes; the other widgets' folder by default.
    name : str
        The exported files' stem.

    Attributes
    ----------
    panes : list of Pane
        Each approach's run.
    image : ipywidgets.Image
        The boards at the step shown, PNG.
    statuses, counters, frontiers, codes : list of ipywidgets.HTML
        Per pane: running or finished with its verdict, its counters, its queue or stack, its
        program with the current line (empty for an approach that is no document's).

    Examples
    --------
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> player = ComparePlayer(board, (0, 0), (0, 2), ["003", "dfs", "checker"])
    >>> player.slider.value = 4
    >>> [pane.step_of(4) for pane in player.panes], player.current_lines()
    ([4, 4, 1], [(29,), (), ()])
    >>> player.statuses[2].value
    'finished at step 1 (stays on its last frame): yes: a path with 0 turns'
    """

    def __init__(
        self,
        board: Board,
        a: Cell,
        b: Cell,
        approaches: Sequence[str] = ("000", "bfs"),
        *,
        step: int = 0,
        code: bool = True,
        width: float = 4.5,
        dpi: float = 72,
        export_dir: str | os.PathLike | None = None,
        name: str = "compare",
    ):
        super().__init__()
        names = list(approaches)
        unknown = [n for n in names if n not in APPROACHES]
        if unknown:
            raise InputError(
                f"unknown approach {unknown[0]!r}: expected one of {', '.join(APPROACHES)}"
            )
        if not 2 <= len(names) <= 4:
            raise InputError(f"compare two to four approaches, got {len(names)}")
        self.board, self.ends = board, (a, b)
        self.export_dir = Path(export_dir) if export_dir is not None else default_export_dir()
        self.name = name
        self.panes = [Pane(APPROACHES[n], board, a, b) for n in names]
        self.total = max(len(pane) for pane in self.panes)
        step = max(0, min(step, self.total))
        self._build_figure(width, dpi)
        self._build_controls(self.total, step)
        wide, _ = self.canvas.get_width_height()
        self.image = classed(
            FrameView(width=wide, image_class="linklab-compare-image"), "linklab-compare-picture"
        )
        # The page shows a step's picture as soon as its slider moves (no kernel round trip).
        widgets.jsdlink((self.slider, "value"), (self.image, "step"))
        self.image.step = step
        self.statuses = [classed(widgets.HTML(), "linklab-compare-status") for _ in self.panes]
        self.counters = [classed(widgets.HTML(), "linklab-compare-counters") for _ in self.panes]
        self.frontiers = [classed(widgets.HTML(), "linklab-compare-frontier") for _ in self.panes]
        self.codes = [classed(widgets.HTML(), "linklab-compare-code") for _ in self.panes]
        self.show_code = code
        self.exporter = Exporter(self._export, (*FIGURE_FORMATS, "all", "gif"))
        columns = []
        for i, pane in enumerate(self.panes):
            parts = [
                widgets.HTML(f"<b>{html.escape(pane.approach.label)}</b>"),
                self.statuses[i],
                self.counters[i],
                self.frontiers[i],
            ]
            if code and pane.approach.doc:
                parts.append(self.codes[i])
            columns.append(
                classed(
                    widgets.VBox(parts, layout={"width": f"{max(260, wide // len(self.panes))}px"}),
                    "linklab-compare-pane",
                    f"linklab-compare-pane-{i}",
                )
            )
        self.children = [
            self.image,
            self.controls,
            widgets.HBox(columns),
            widgets.HBox([self.exporter.box, self.key_help]),
        ]
        classed(self, "linklab-compare")
        decorate(self)  # the lecture style and the language in force
        self.png = b""
        # Every pane's picture of a step, drawn ahead while the kernel idles; the page keeps a
        # copy of the cache.
        self.frames = FramePrefetcher(
            _PanesCanvas(self), on_keep=self.image.keep, on_drop=self.image.forget
        )
        self.image.on_hello = self.frames.resend
        self.show(step)

    def _build_figure(self, width: float, dpi: float) -> None:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure

        self.fig, self.axes = _board_figure(
            Figure, self.board, [p.approach.rules for p in self.panes], width, dpi
        )
        self.canvas = FigureCanvasAgg(self.fig)
        self.drawings = []
        for ax, pane in zip(self.axes, self.panes):
            drawing = FrameDrawing(
                ax,
                self.board,
                pane.approach.rules,
                method=pane.approach.method,
                ends=self.ends,
                legend=False,
                title=False,
            )
            # The backtracked cells keep their grey fill; their hatching alone costs more to
            # draw than the rest of a step (the exported view keeps it).
            drawing.hatch.set_visible(False)
            drawing.update(pane.trace.frame(0), len(pane))
            drawing.set_animated(True)
            ax.set_title(pane.approach.label, fontsize="medium", loc="left")
            self.drawings.append(drawing)
        self._shown_steps: list[int | None] = [0] * len(self.panes)
        self.canvas.draw()
        self._background = self.canvas.copy_from_bbox(self.fig.bbox)
        self._order = sorted(
            (a for d in self.drawings for a in d.dynamic if a is not d.hatch),
            key=lambda a: a.get_zorder(),
        )

    def show(self, step: int) -> None:
        """Draw every pane at ``step`` and publish the picture, statuses, counters and code."""
        self.png = self.frames.png(step)
        for i, pane in enumerate(self.panes):
            own = pane.step_of(step)
            frame = pane.trace.frame(own)
            self.statuses[i].value = html.escape(pane.status(step))
            self.counters[i].value = self._counters_html(pane, own, frame)
            self.frontiers[i].value = _frontier_html(frame, pane.approach.method)
            if self.show_code and pane.approach.doc:
                self.codes[i].value = code_html(pane.approach.doc, pane.lines_at(step))

    def current_lines(self) -> list[tuple[int, ...]]:
        """Per pane, the program lines highlighted at the step shown."""
        return [pane.lines_at(self.step) if pane.approach.doc else () for pane in self.panes]

    def pane_counts(self, index: int) -> dict[str, int]:
        """Pane ``index``'s counters at the step shown."""
        pane = self.panes[index]
        return dict(pane.counts[pane.step_of(self.step)])

    def _counters_html(self, pane: Pane, own: int, frame) -> str:
        counts = pane.counts[own]
        shown = {
            "step": f"{own} / {len(pane)}",
            "event": describe_event(frame.event),
            "states expanded": counts["expanded"],
            "in the " + ("stack" if pane.approach.method == "dfs" else "queue"): counts["frontier"],
            "largest frontier": counts["largest"],
            "rejected": counts["rejected"],
        }
        if pane.approach.method == "dfs":
            shown["backtracks"] = counts["backtracks"]
        rows = "".join(
            f"<tr><td>{html.escape(k)}</td><td><b>{html.escape(str(v))}</b></td></tr>"
            for k, v in shown.items()
        )
        return f"<table style='font-size:90%'>{rows}</table>"

    # --- export ---

    def view_figure(self, dpi: float = 100):
        """A new figure of the whole view at the step shown: boards, verdicts, code lines."""
        from matplotlib.figure import Figure

        n = len(self.panes)
        fig = Figure(figsize=(4.6 * n, 8.4), dpi=dpi, layout="constrained")
        grid = fig.add_gridspec(2, n, height_ratios=(1.25, 1))
        for i, pane in enumerate(self.panes):
            own = pane.step_of(self.step)
            ax = fig.add_subplot(grid[0, i])
            draw_frame(
                ax,
                self.board,
                pane.trace.frame(own),
                pane.approach.rules,
                method=pane.approach.method,
                ends=self.ends,
                total=len(pane),
                legend=False,
            )
            ax.set_xlabel(pane.approach.label, fontsize="medium")
            text_ax = fig.add_subplot(grid[1, i])
            text_ax.set_axis_off()
            _write_pane_text(text_ax, pane, self.step)
        return fig

    def _export(self, fmt: str) -> Path:
        from linklab.export import canvas_pillow_writer

        names = "-".join(p.name.replace(" ", "_") for p in self.panes)
        stem = self.export_dir / f"{self.name}-{names}"
        if fmt != "gif":
            return save_figure(self.view_figure(), f"{stem}-step{self.step:04d}.{fmt}")
        path = Path(f"{stem}.gif")
        writer = canvas_pillow_writer()(fps=4)
        here = self.step
        try:
            with writer.saving(self.fig, path, self.fig.dpi):
                for step in gif_steps(self.total, 240):
                    self._blit(step)
                    writer.grab_frame()
                for _ in range(8):
                    writer.grab_frame()
        except OSError as failed:
            raise InputError(f"cannot write {path}: {failed.strerror or failed}") from None
        finally:
            self.show(here)
        return path

    def _blit(self, step: int) -> None:
        for i, (pane, drawing) in enumerate(zip(self.panes, self.drawings)):
            own = pane.step_of(step)
            if self._shown_steps[i] != own:  # a finished pane stays as it is
                drawing.update(pane.trace.frame(own), len(pane))
                self._shown_steps[i] = own
        self.canvas.restore_region(self._background)
        renderer = self.canvas.get_renderer()
        for artist in self._order:
            if artist.get_visible():
                artist.draw(renderer)


class _PanesCanvas:
    """A `ComparePlayer`'s panes as the canvas `linklab.fastview.FramePrefetcher` draws on."""

    def __init__(self, player: ComparePlayer):
        self.player, self.canvas = player, player.canvas
        self.trace = range(player.total)  # its length: the steps after the first
        self.step = 0

    def show(self, step: int) -> None:
        self.player._blit(step)

    def png(self) -> bytes:
        return png_bytes(self.canvas)


def _board_figure(figure_class, board: Board, rules: Sequence[Rules], width: float, dpi: float):
    """One figure, one axes per pane side by side, cells the same size in every pane."""
    areas = [r.area(board) for r in rules]
    sizes = [(bottom - top + 1, right - left + 1) for top, bottom, left, right in areas]
    most_rows, most_cols = max(s[0] for s in sizes), max(s[1] for s in sizes)
    left_in, right_in, top_in, bottom_in = 0.4, 0.15, 0.55, 0.1
    cell = max(0.12, min(0.6, (width - left_in - right_in) / most_cols))
    pane_w = left_in + right_in + most_cols * cell
    fig_w, fig_h = pane_w * len(rules), top_in + bottom_in + most_rows * cell
    fig = figure_class(figsize=(fig_w, fig_h), dpi=dpi)
    axes = []
    for i, (rows, cols) in enumerate(sizes):
        x = i * pane_w + left_in + (most_cols - cols) * cell / 2
        y = bottom_in + (most_rows - rows) * cell / 2
        axes.append(fig.add_axes((x / fig_w, y / fig_h, cols * cell / fig_w, rows * cell / fig_h)))
    return fig, axes


def _frontier_html(frame, method: str, shown: int = 12) -> str:
    head = "stack, bottom first" if method == "dfs" else "queue, front first"
    items = frontier_items(frame, method)
    if method == "dfs" and len(items) > shown:
        body = ["…", *items[-shown:]]
    else:
        body = items[:shown] + ([f"… and {len(items) - shown} more"] if len(items) > shown else [])
    lines = "".join(f"<div>{html.escape(line)}</div>" for line in body) or "<div><i>empty</i></div>"
    return f"<div style='font-size:90%;font-family:monospace'><b>{head}</b>{lines}</div>"


def _write_pane_text(ax, pane: Pane, step: int) -> None:
    """The pane's status, counters and (for a document) its current program lines, as text."""
    own = pane.step_of(step)
    counts = pane.counts[own]
    head = [
        pane.approach.label,
        pane.status(step),
        f"step {own}/{len(pane)}   expanded {counts['expanded']}   "
        f"{'stack' if pane.approach.method == 'dfs' else 'queue'} {counts['frontier']}   "
        f"rejected {counts['rejected']}",
    ]
    y = 1.0
    for k, line in enumerate(head):
        ax.text(
            0,
            y,
            line,
            transform=ax.transAxes,
            va="top",
            fontsize=9,
            wrap=True,
            fontweight="bold" if k == 0 else "normal",
        )
        y -= 0.07
    doc = pane.approach.doc
    if not doc:
        return
    lines = pane.lines_at(step)
    numbered = documents.source_lines(doc)
    centre = lines[0] if lines else min(numbered)
    for number in range(centre - 6, centre + 7):
        if number not in numbered:
            continue
        current = bool(lines) and number == lines[0]
        ax.text(
            0,
            y,
            f"{number:>3} {numbered[number].replace(chr(9), '    ')}",
            transform=ax.transAxes,
            va="top",
            fontsize=7.5,
            family=list(CODE_FONT),
            fontweight="bold" if current else "normal",
            bbox={"facecolor": "#FDD835", "edgecolor": "none", "pad": 1} if current else None,
        )
        y -= 0.055


# --- the six-digit puzzle -------------------------------------------------------------------


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
    from collections import deque

    queue: deque = deque()
    states, queues, notes = [tuple(layout)], [[]], ["start"]
    current = tuple(layout)
    for event in events:
        if isinstance(event, sixdigits.Discovered):
            queue.append(event.state)
            current = event.state
            note = "start queued" if event.parent is None else f"{event.move} gives a new layout"
        elif isinstance(event, sixdigits.LayoutDequeued):
            queue.popleft()
            current = event.state
            note = "take the front layout"
        elif isinstance(event, sixdigits.Skipped):
            current = event.state
            note = f"{event.move} gives a layout seen before"
        elif isinstance(event, sixdigits.GoalReached):
            note = f"found: {event.word}"
        else:
            note = "queue empty: no"
        states.append(current)
        queues.append(list(queue))
        notes.append(note)
    return states, queues, notes


class SixDigitCompare(_SteppedView):
    """Document 001's per-layout BFS and the one-table answer, side by side on one layout.

    Parameters
    ----------
    layout : sequence of int
        The digits of cells A..F.
    step : int
        The step shown first.
    export_dir : str or PathLike, optional
        Where Export writes; the other widgets' folder by default.

    Examples
    --------
    >>> view = SixDigitCompare((2, 5, 6, 4, 3, 1))
    >>> view.slider.value = view.slider.max
    >>> [pane.verdict for pane in view.panes] == ["Yes: " + view.panes[1].word] * 2
    True
    >>> len(view.panes[0]) > 10 * len(view.panes[1])
    True
    """

    def __init__(
        self,
        layout: Sequence[int],
        *,
        step: int = 0,
        dpi: float = 80,
        export_dir: str | os.PathLike | None = None,
        name: str = "sixdigits-compare",
    ):
        super().__init__()
        layout = sixdigits.parse_state(" ".join(map(str, layout)))
        self.start = layout
        self.panes = [SixPane("001", layout), SixPane("table", layout)]
        self.total = max(len(p) for p in self.panes)
        self.export_dir = Path(export_dir) if export_dir is not None else default_export_dir()
        self.name, self.dpi = name, dpi
        step = max(0, min(step, self.total))
        self._build_controls(self.total, step)
        self.images = [
            classed(widgets.Image(format="png", layout={"width": "260px"}), "linklab-compare-image")
            for _ in self.panes
        ]
        self.statuses = [classed(widgets.HTML(), "linklab-compare-status") for _ in self.panes]
        self.frontiers = [classed(widgets.HTML(), "linklab-compare-frontier") for _ in self.panes]
        self.codes = [classed(widgets.HTML(), "linklab-compare-code") for _ in self.panes]
        self.exporter = Exporter(self._export, (*FIGURE_FORMATS, "all"))
        columns = []
        for i, pane in enumerate(self.panes):
            parts = [
                widgets.HTML(f"<b>{html.escape(pane.label)}</b>"),
                self.images[i],
                self.statuses[i],
                self.frontiers[i],
            ]
            if pane.kind == "001":
                parts.append(self.codes[i])
            columns.append(classed(widgets.VBox(parts), "linklab-compare-pane"))
        self.children = [
            widgets.HBox(columns),
            self.controls,
            widgets.HBox([self.exporter.box, self.key_help]),
        ]
        classed(self, "linklab-compare")
        decorate(self)  # the lecture style and the language in force
        self._figures = [self._state_figure() for _ in self.panes]
        self.show(step)

    def _state_figure(self):
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure

        fig = Figure(figsize=(3.0, 2.2), dpi=self.dpi)
        FigureCanvasAgg(fig)
        return fig

    def show(self, step: int) -> None:
        """Draw both panes at ``step``."""
        for i, pane in enumerate(self.panes):
            own = pane.step_of(step)
            fig = self._figures[i]
            fig.clear()
            ax = fig.add_axes((0.02, 0.02, 0.96, 0.8))
            draw_state(ax, pane.states[own])
            ax.set_title(f"step {own}/{len(pane)}: {pane.notes[own]}", fontsize=9, loc="left")
            fig.canvas.draw()
            self.images[i].value = png_bytes(fig.canvas)
            self.statuses[i].value = html.escape(pane.status(step))
            queue = pane.queues[own]
            if pane.kind == "001":
                shown = [sixdigits.format_state(s) for s in queue[:10]]
                more = f"<div>… and {len(queue) - 10} more</div>" if len(queue) > 10 else ""
                body = "".join(f"<div>{s}</div>" for s in shown) or "<div><i>empty</i></div>"
                self.frontiers[i].value = (
                    "<div style='font-family:monospace;font-size:90%'>"
                    f"<b>queue ({len(queue)}), front first</b>{body}{more}</div>"
                )
                self.codes[i].value = code_html("001", pane.lines_at(step))
            else:
                self.frontiers[i].value = (
                    "<div style='font-size:90%'>built once for all 720 layouts; "
                    "each layout after that is one look-up</div>"
                )

    def current_lines(self) -> list[tuple[int, ...]]:
        """Per pane, the program lines highlighted at the step shown."""
        return [pane.lines_at(self.step) for pane in self.panes]

    def view_figure(self, dpi: float = 100):
        """A new figure of both panes at the step shown."""
        from matplotlib.figure import Figure

        fig = Figure(figsize=(7.0, 3.0), dpi=dpi, layout="constrained")
        for i, pane in enumerate(self.panes):
            own = pane.step_of(self.step)
            ax = fig.add_subplot(1, 2, i + 1)
            draw_state(ax, pane.states[own])
            ax.set_title(f"{pane.label}\n{pane.status(self.step)}", fontsize=8, loc="left")
        return fig

    def _export(self, fmt: str) -> Path:
        stem = self.export_dir / f"{self.name}-{''.join(map(str, self.start))}"
        return save_figure(self.view_figure(), f"{stem}-step{self.step:04d}.{fmt}")


__all__ = [
    "APPROACHES",
    "Approach",
    "ComparePlayer",
    "Pane",
    "SixDigitCompare",
    "SixPane",
    "code_html",
    "default_export_dir",
]
