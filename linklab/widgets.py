"""Widgets for the notebooks: a trace player, a board editor and a six-digit explorer.

The widgets hold no search logic: they run ``linklab.search`` and ``linklab.sixdigits``, fold
the events with ``linklab.trace`` and draw with ``linklab.draw``. Each keeps one figure (no
pyplot, so nothing is shown twice) and publishes it as PNG bytes to an ``ipywidgets.Image``;
that works the same in JupyterLab, in Voilà and in a plain test, where setting a control's
``value`` or calling a button's ``click()`` redraws at once.

Stepping with the keyboard: ipywidgets sends no key events, but a focused slider moves with
the arrow keys in the browser. Click the step slider's handle (or Tab to it), then ← and →
step back and forward and Home and End jump to the ends.

Every widget has an Export button writing its picture as PNG, SVG or PDF (or all three) into
``export_dir`` (by default the export folder, ``exports/`` in the working folder), and names in
a label the full path of every file it wrote.

CSS classes a browser test can select (``.linklab-...``): the player ``linklab-player``,
``-player-image``, ``-player-play``, ``-player-back``, ``-player-forward``, ``-player-slider``,
``-player-speed``, ``-player-queue``, ``-player-counters``; the editor ``linklab-editor``,
``-editor-grid``, ``-cell`` and ``-cell-R-C`` (from 1), ``-end`` (a chosen endpoint),
``-palette``, ``-kind-K``, ``-editor-mode``, ``-editor-turns``, ``-editor-outside``,
``-editor-method``, ``-editor-run``, ``-editor-undo``, ``-editor-clear``, ``-editor-rows``,
``-editor-cols``, ``-editor-resize``, ``-editor-kinds``, ``-editor-seed``, ``-editor-fill``,
``-editor-text``, ``-editor-form``, ``-editor-load``, ``-editor-save``, ``-editor-message``,
``-editor-result``, ``-editor-picture``; the explorer ``linklab-sixdigits``,
``-six-image``, ``-move-alpha``, ``-move-beta``, ``-move-alpha-inv``, ``-move-beta-inv``,
``-six-undo``, ``-six-reset``, ``-six-start``, ``-six-set``, ``-six-home``, ``-six-inverses``,
``-six-info``, ``-six-message``; every widget ``linklab-export-format``, ``linklab-export``
and ``linklab-export-label``.
"""

from __future__ import annotations

import html
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import NamedTuple

import ipywidgets as widgets

from linklab import sixdigits
from linklab.board import Board, Cell, format_board, parse_board
from linklab.checker import Checker
from linklab.draw import PALETTE, draw_board, draw_path, ink_for, kind_color, kind_label
from linklab.draw_sixdigits import draw_state, draw_state_graph, state_graph_layout
from linklab.errors import InputError
from linklab.events import Event
from linklab.export import (
    FIGURE_FORMATS,
    FrameCanvas,
    export_board,
    export_path,
    export_trace_gif,
    export_trace_json,
    frame_figure,
    png_bytes,
    save_figure,
)
from linklab.fastview import FramePrefetcher
from linklab.frameview import FrameView
from linklab.rules import Heading, Rules, pair_problem
from linklab.search import METHODS, SEARCHES
from linklab.sixdigits import walk_states
from linklab.style import decorate, widget_dpi
from linklab.trace import Frame, Trace, describe_event, format_cell, summarize

ARROWS = {None: "start", Heading.UP: "↑", Heading.RIGHT: "→", Heading.DOWN: "↓", Heading.LEFT: "←"}
SPEEDS = (1, 2, 4, 8, 15, 30)
QUEUE_SHOWN = 40


def label_width_px(labels: Iterable[str], font_px: float | None = None) -> int:
    """A button width that holds the longest of ``labels`` whole, at ``font_px`` (the style's
    widget font, else 13 px): a bold sans-serif letter is at most 0.7 em wide, plus padding.

    >>> label_width_px(["paint", "endpoints"], 13)
    108
    """
    from linklab.style import current

    font_px = font_px or current().widget_font_px or 13
    return round(max(len(label) for label in labels) * 0.7 * font_px + 2 * font_px)


def classed(widget: widgets.DOMWidget, *names: str) -> widgets.DOMWidget:
    """``widget`` with the CSS classes ``names`` added (the browser tests and the lecture style
    find widgets by them); returns the widget.

    >>> classed(widgets.Button(), "linklab-run")._dom_classes
    ('linklab-run',)
    """
    for name in names:
        widget.add_class(name)
    return widget


class Exporter:
    """A format chooser, an Export button and a label naming the files written: every widget's
    export row. ``write(format)`` writes one file and returns its path; ``box`` is the row.

    >>> row = Exporter(lambda fmt: None)
    >>> row.format.options[:3]
    ('png', 'svg', 'pdf')
    """

    def __init__(self, write, options: Sequence[str] = (*FIGURE_FORMATS, "all")):
        self._write = write
        self.format = classed(
            widgets.Dropdown(options=list(options), value=options[0], layout={"width": "80px"}),
            "linklab-export-format",
        )
        self.button = classed(
            widgets.Button(description="Export", tooltip="write the picture to a file"),
            "linklab-export",
        )
        self.label = classed(widgets.Label(""), "linklab-export-label")
        self.button.on_click(lambda _: self.export())
        self.box = widgets.HBox([self.format, self.button, self.label])
        self.written: list[Path] = []

    def export(self) -> list[Path]:
        chosen = self.format.value
        formats = FIGURE_FORMATS if chosen == "all" else (chosen,)
        try:
            self.written = [self._write(fmt) for fmt in formats]
        except (InputError, OSError) as failed:
            self.label.value = f"export failed: {failed}"
            return []
        self.label.value = "wrote " + ", ".join(str(path) for path in self.written)
        return self.written


def frontier_items(frame: Frame, method: str) -> list[str]:
    """The queue (front first) or the stack (bottom first) as lines, cells counted from 1.

    Examples
    --------
    >>> from linklab.search import bfs_events
    >>> trace = Trace(bfs_events(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2)))
    >>> frontier_items(trace.frame(4), "bfs")
    ['1. (1, 2) → 0 turns']
    """
    items = []
    for i, (cell, heading, turns) in enumerate(frame.frontier, 1):
        plural = "s" * (turns != 1)
        items.append(f"{i}. {format_cell(cell)} {ARROWS[heading]} {turns} turn{plural}")
    if method == "dfs" and items:
        items[-1] += " (top)"
    return items


KEYS_HELP = "<small>Keys: click the step slider, then ← → step, Home/End jump.</small>"


class StepControls(NamedTuple):
    """The controls every player steps with: play, one step back or forward, the step slider
    and the speed; ``row`` lays them out in one line."""

    play: widgets.Play
    back: widgets.Button
    forward: widgets.Button
    slider: widgets.IntSlider
    speed: widgets.SelectionSlider

    @property
    def row(self) -> widgets.HBox:
        return widgets.HBox(list(self))


def step_controls(css: str, total: int, step: int, width: str = "360px") -> StepControls:
    """A player's controls over steps ``0..total``, showing ``step``, each with the CSS class
    ``css`` and its part (``linklab-player-slider`` ...); the play button drives the slider,
    and the speed sets the play button's interval. The player wires the slider to its picture.

    The play button and the slider are linked in the page (``jslink``): playing moves the slider
    without waiting for the kernel, and a kernel that lags behind never pulls the slider back.

    >>> controls = step_controls("linklab-player", total=10, step=3)
    >>> controls.slider.value, "linklab-player-back" in controls.back._dom_classes
    (3, True)
    >>> controls.speed.value = 8
    >>> controls.play.interval
    125
    """
    play = classed(
        widgets.Play(value=step, min=0, max=total, step=1, interval=250, show_repeat=False),
        f"{css}-play",
    )
    back = classed(
        widgets.Button(description="◀", tooltip="one step back", layout={"width": "40px"}),
        f"{css}-back",
    )
    forward = classed(
        widgets.Button(description="▶", tooltip="one step forward", layout={"width": "40px"}),
        f"{css}-forward",
    )
    slider = classed(
        widgets.IntSlider(
            value=step,
            min=0,
            max=total,
            description="step",
            continuous_update=True,
            layout={"width": width},
        ),
        f"{css}-slider",
    )
    speed = classed(
        widgets.SelectionSlider(
            options=[(str(s), s) for s in SPEEDS],
            value=4,
            description="steps/s",
            continuous_update=False,
            layout={"width": "230px"},
        ),
        f"{css}-speed",
    )
    widgets.jslink((play, "value"), (slider, "value"))
    speed.observe(lambda change: setattr(play, "interval", round(1000 / change["new"])), "value")
    return StepControls(play, back, forward, slider, speed)


class TracePlayer(widgets.VBox):
    """Play a search step by step: the picture, the queue or stack, and the counters.

    Parameters
    ----------
    board : Board
        The board searched.
    events_or_trace : Trace or iterable of Event
        The search, e.g. ``bfs_events(board, a, b, rules)``.
    rules : Rules
        The rule searched under.
    method : {"bfs", "dfs"}, optional
        Read off the events when not given.
    ends : sequence of Cell, optional
        The two cells searched between, outlined (read off the events when not given).
    step : int
        The step shown first.
    width : float
        The picture's widest width in inches.
    dpi : float
        The picture's resolution (90 keeps a step under 30 ms on a 10x20 board).
    export_dir : str or PathLike, optional
        Where Export writes (by default `linklab.export.export_folder()`, ``exports/``).

    Attributes
    ----------
    play, back, forward, slider, speed : widgets
        Play/pause, one step back, one step forward, the step, and steps per second.
    image : linklab.frameview.FrameView
        The picture: the page shows the slider's step from the PNGs the kernel sent it.
    png : bytes
        The PNG of the step shown.
    queue, counters : ipywidgets.HTML
        The frontier as a numbered list, and the counts so far.

    Notes
    -----
    Keys: click the slider's handle, then ← and → step (ipywidgets has no key events; a
    focused slider moves with the arrow keys).

    Examples
    --------
    >>> from linklab.search import bfs_events
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> player = TracePlayer(board, bfs_events(board, (0, 0), (0, 2)), Rules())
    >>> player.forward.click(); player.forward.click()
    >>> player.step, player.queue_lines
    (2, [])
    >>> player.slider.value = 4
    >>> player.queue_lines
    ['1. (1, 2) → 0 turns']
    """

    def __init__(
        self,
        board: Board,
        events_or_trace: Trace | Iterable[Event],
        rules: Rules = Rules(),
        *,
        method: str | None = None,
        ends: Sequence[Cell] | None = None,
        step: int = 0,
        width: float = 7.5,
        dpi: float = 90,
        export_dir: str | os.PathLike | None = None,
        name: str = "trace",
    ):
        super().__init__()
        self.canvas = FrameCanvas(
            board,
            events_or_trace,
            rules,
            method=method,
            ends=ends,
            width=width,
            dpi=widget_dpi(dpi),
        )
        self.board, self.rules = board, rules
        self.trace, self.method = self.canvas.trace, self.canvas.method
        self.export_dir = None if export_dir is None else Path(export_dir)
        self.name = name
        total = len(self.trace)
        step = max(0, min(step, total))
        pixels_wide, pixels_high = self.canvas.size
        self.image = classed(FrameView(width=pixels_wide), "linklab-player-picture")
        controls = step_controls("linklab-player", total, step)
        self.play, self.back, self.forward, self.slider, self.speed = controls
        # The page shows a step's picture as soon as its slider moves (no kernel round trip).
        widgets.jsdlink((self.slider, "value"), (self.image, "step"))
        self.image.step = step
        self.queue = classed(widgets.HTML(), "linklab-player-queue")
        self.counters = classed(widgets.HTML(), "linklab-player-counters")
        self.exporter = Exporter(self._export, (*FIGURE_FORMATS, "all", "gif", "json"))
        self.slider.observe(lambda change: self.show(change["new"]), names="value")
        self.back.on_click(lambda _: self.step_by(-1))
        self.forward.on_click(lambda _: self.step_by(1))
        side = widgets.VBox(
            [self.counters, self.queue],
            layout={"width": "260px", "max_height": f"{pixels_high}px", "overflow": "auto"},
        )
        self.children = [
            widgets.HBox([self.image, side]),
            controls.row,
            widgets.HBox([self.exporter.box, widgets.HTML(KEYS_HELP)]),
        ]
        classed(self, "linklab-player")
        decorate(self)
        self.png = b""
        self.queue_lines: list[str] = []
        self.frame: Frame = self.trace.frame(step)
        # Cached steps, drawn ahead while idle; the page keeps a copy of the cache.
        self.frames = FramePrefetcher(
            self.canvas, on_keep=self.image.keep, on_drop=self.image.forget
        )
        self.image.on_hello = self.frames.resend
        self.show(step)

    @property
    def step(self) -> int:
        """The step shown (how many events have happened)."""
        return self.slider.value

    @step.setter
    def step(self, value: int) -> None:
        self.slider.value = max(self.slider.min, min(self.slider.max, value))

    def step_by(self, delta: int) -> None:
        """Move ``delta`` steps, stopping at either end."""
        self.step = self.slider.value + delta

    def show(self, step: int) -> None:
        """Redraw for ``step`` and publish the picture, the queue and the counters."""
        self.frame = self.trace.frame(step)
        self.png = self.frames.png(step)
        self.queue_lines = frontier_items(self.frame, self.method)
        self.queue.value = self._queue_html()
        self.counters.value = self._counters_html()

    def counts(self) -> dict[str, object]:
        """The counters shown beside the picture, by name."""
        frame, total = self.frame, len(self.trace)
        summary = summarize(self.trace.events[: frame.step])
        counts: dict[str, object] = {
            "step": f"{frame.step} / {total}",
            "event": describe_event(frame.event),
            "states expanded": summary.expanded,
            "in the " + ("stack" if self.method == "dfs" else "queue"): len(frame.frontier),
            "largest frontier": frame.largest_frontier,
        }
        if self.method == "dfs":
            counts["backtracks"] = summary.backtracks
        counts["current turns"] = "—" if frame.current is None else frame.current[2]
        if frame.outcome == "found" and frame.path is not None:
            turns = len(frame.path) - 2
            counts["best path"] = f"{turns} turn{'s' * (turns != 1)}"
        else:
            counts["best path"] = {"exhausted": "none", "refused": "no pair"}.get(
                frame.outcome or "", "not yet"
            )
        return counts

    def _counters_html(self) -> str:
        rows = "".join(
            f"<tr><td>{html.escape(name)}</td><td><b>{html.escape(str(value))}</b></td></tr>"
            for name, value in self.counts().items()
        )
        return f"<table style='font-size:90%'>{rows}</table>"

    def _queue_html(self) -> str:
        head = "stack, bottom first" if self.method == "dfs" else "queue, front first"
        lines = self.queue_lines
        shown = lines if len(lines) <= QUEUE_SHOWN else lines[:QUEUE_SHOWN]
        items = "".join(f"<div>{html.escape(line)}</div>" for line in shown)
        more = (
            f"<div>… and {len(lines) - QUEUE_SHOWN} more</div>" if len(lines) > QUEUE_SHOWN else ""
        )
        empty = "<div><i>empty</i></div>" if not lines else ""
        return (
            f"<div style='font-size:90%;font-family:monospace'><b>{head}</b>"
            f"{items}{more}{empty}</div>"
        )

    def _export(self, fmt: str) -> Path:
        stem = export_path(f"{self.name}-{self.method}", self.export_dir)
        if fmt == "gif":
            return export_trace_gif(
                self.board,
                self.trace,
                self.rules,
                f"{stem}.gif",
                ends=self.canvas.ends,
                method=self.method,
                width=self.canvas.fig.get_figwidth(),
                dpi=self.canvas.fig.dpi,
            )
        if fmt == "json":
            return export_trace_json(self.trace, f"{stem}.json")
        return self.canvas.save(f"{stem}-step{self.step:04d}.{fmt}")


class BoardEditor(widgets.VBox):
    """Edit a board by clicking, pick two tiles, choose the rule and method, and search.

    Click a cell to give it the palette's kind (the blank swatch clears it). In *endpoints*
    mode a click picks a tile instead (the third click replaces the first pick). Every edit can
    be undone; an edit that cannot be made (bad text, a shape that cannot be dealt) leaves the
    board as it was and says why in one line.

    Parameters
    ----------
    board : Board, optional
        The board to start from (an empty 6x8 board by default).
    rules : Rules
        The rule to start with.
    kinds : int
        How many kinds the palette and the random fill offer.
    seed : int
        The random fill's first seed.
    export_dir : str or PathLike, optional
        Where Export writes (by default `linklab.export.export_folder()`, ``exports/``).

    Examples
    --------
    >>> editor = BoardEditor(Board.empty(2, 3))
    >>> editor.palette_buttons[1].click()
    >>> editor.cell_button((0, 0)).click(); editor.cell_button((1, 2)).click()
    >>> editor.board.grid
    ((1, 0, 0), (0, 0, 1))
    >>> editor.mode.value = "endpoints"
    >>> editor.cell_button((0, 0)).click(); editor.cell_button((1, 2)).click()
    >>> editor.run_button.click()
    >>> editor.path
    ((0, 0), (1, 0), (1, 2))
    >>> editor.undo_button.click(); editor.board.grid
    ((1, 0, 0), (0, 0, 0))
    """

    def __init__(
        self,
        board: Board | None = None,
        rules: Rules = Rules(),
        *,
        kinds: int = 10,
        seed: int = 0,
        export_dir: str | os.PathLike | None = None,
    ):
        super().__init__()
        self._board = board if board is not None else Board.empty(6, 8)
        self.export_dir = None if export_dir is None else Path(export_dir)
        self.history: list[Board] = []
        self.ends: list[Cell] = []
        self.kind = 1
        self.path: tuple[Cell, ...] | None = None
        self.player: TracePlayer | None = None
        # Buttons share their looks: one style per kind, one layout per border. A page then
        # carries a few models for them instead of two per button.
        self._styles: dict[int, widgets.ButtonStyle] = {}
        cell = {"width": "30px", "height": "30px", "padding": "0"}
        self._cell_layouts = {
            chosen: widgets.Layout(**cell, margin="0", border=border)
            for chosen, border in ((False, "1px solid #BBBBBB"), (True, "3px solid black"))
        }
        self._swatch_layouts = {
            chosen: widgets.Layout(**cell, border=border)
            for chosen, border in ((False, "1px solid #999999"), (True, "3px solid black"))
        }

        self.grid = classed(widgets.GridBox(), "linklab-editor-grid")
        self.palette = classed(widgets.HBox(), "linklab-palette")
        self.palette_buttons: list[widgets.Button] = []
        self.kinds = classed(
            widgets.BoundedIntText(
                value=kinds,
                min=1,
                max=len(PALETTE),
                description="kinds",
                layout={"width": "140px"},
            ),
            "linklab-editor-kinds",
        )
        self.kinds.observe(lambda _: self._build_palette(), names="value")
        mode_width = f"{label_width_px(('paint', 'endpoints'))}px"
        self.mode = classed(
            widgets.ToggleButtons(
                options=[("paint", "paint"), ("endpoints", "endpoints")],
                value="paint",
                description="click to",
                style={"button_width": mode_width},
            ),
            "linklab-editor-mode",
        )
        self.max_turns = classed(
            widgets.BoundedIntText(
                value=rules.max_turns,
                min=0,
                max=8,
                description="max turns",
                layout={"width": "160px"},
            ),
            "linklab-editor-turns",
        )
        self.outside = classed(
            widgets.Checkbox(value=rules.outside, description="around the outside", indent=False),
            "linklab-editor-outside",
        )
        self.method = classed(
            widgets.ToggleButtons(
                options=[*METHODS, "fast"],
                value="bfs",
                description="method",
                style={"button_width": "50px"},
            ),
            "linklab-editor-method",
        )
        self.run_button = classed(
            widgets.Button(description="Find path", button_style="primary"), "linklab-editor-run"
        )
        self.undo_button = classed(widgets.Button(description="Undo"), "linklab-editor-undo")
        self.clear_button = classed(widgets.Button(description="Clear"), "linklab-editor-clear")
        self.rows = classed(
            widgets.BoundedIntText(
                value=self._board.rows,
                min=1,
                max=40,
                description="rows",
                layout={"width": "130px"},
            ),
            "linklab-editor-rows",
        )
        self.cols = classed(
            widgets.BoundedIntText(
                value=self._board.cols,
                min=1,
                max=40,
                description="cols",
                layout={"width": "130px"},
            ),
            "linklab-editor-cols",
        )
        self.resize_button = classed(widgets.Button(description="Resize"), "linklab-editor-resize")
        self.seed = classed(
            widgets.IntText(value=seed, description="seed", layout={"width": "130px"}),
            "linklab-editor-seed",
        )
        self.solvable = widgets.Checkbox(value=False, description="solvable", indent=False)
        self.fill_button = classed(
            widgets.Button(description="Fill at random", tooltip="every kind an even count"),
            "linklab-editor-fill",
        )
        self.text = classed(
            widgets.Textarea(
                value="",
                placeholder="a board: rows of numbers, or letters with * for empty",
                layout={"width": "420px", "height": "120px"},
            ),
            "linklab-editor-text",
        )
        self.form = classed(
            widgets.Dropdown(
                options=["letters", "rows", "sized"],
                value="letters",
                description="form",
                layout={"width": "160px"},
            ),
            "linklab-editor-form",
        )
        self.load_button = classed(widgets.Button(description="Load"), "linklab-editor-load")
        self.save_button = classed(widgets.Button(description="Save"), "linklab-editor-save")
        self.message = classed(widgets.Label(""), "linklab-editor-message")
        self.result = classed(widgets.HTML(""), "linklab-editor-result")
        self.picture = classed(widgets.Image(format="png"), "linklab-editor-picture")
        self.result_box = widgets.VBox([])
        self.exporter = Exporter(self._export)

        self.run_button.on_click(lambda _: self.run())
        self.undo_button.on_click(lambda _: self.undo())
        self.clear_button.on_click(lambda _: self.clear())
        self.resize_button.on_click(lambda _: self.resize(self.rows.value, self.cols.value))
        self.fill_button.on_click(lambda _: self.fill(self.seed.value))
        self.load_button.on_click(lambda _: self.load_text(self.text.value))
        self.save_button.on_click(lambda _: self.save_text())

        self._buttons: dict[Cell, widgets.Button] = {}
        self._build_palette()
        self._build_grid()
        self.children = [
            widgets.HBox([self.mode, self.kinds]),
            self.palette,
            self.grid,
            widgets.HBox([self.undo_button, self.clear_button, self.message]),
            widgets.HBox([self.max_turns, self.outside, self.method, self.run_button]),
            self.result,
            self.result_box,
            widgets.HBox([self.rows, self.cols, self.resize_button]),
            widgets.HBox([self.seed, self.solvable, self.fill_button]),
            widgets.HBox(
                [self.text, widgets.VBox([self.form, self.load_button, self.save_button])]
            ),
            self.exporter.box,
        ]
        classed(self, "linklab-editor")
        decorate(self)

    # --- the board and its grid of buttons ------------------------------------------------

    @property
    def board(self) -> Board:
        """The board as edited so far."""
        return self._board

    @property
    def rules(self) -> Rules:
        """The rule chosen."""
        return Rules(max_turns=self.max_turns.value, outside=self.outside.value)

    def cell_button(self, cell: Cell) -> widgets.Button:
        """The button showing ``cell`` (0-based)."""
        return self._buttons[cell]

    def _build_palette(self) -> None:
        self.palette_buttons = []
        for kind in range(self.kinds.value + 1):
            button = classed(
                widgets.Button(
                    description=kind_label(kind) if kind else "",
                    tooltip=f"paint kind {kind} ({kind_label(kind)})" if kind else "clear a cell",
                    layout=self._swatch_layouts[False],
                    style=self._kind_style(kind),
                ),
                f"linklab-kind-{kind}",
            )
            button.on_click(lambda _, kind=kind: self.choose_kind(kind))
            self.palette_buttons.append(button)
        self.palette.children = self.palette_buttons
        self.choose_kind(min(self.kind, self.kinds.value))

    def choose_kind(self, kind: int) -> None:
        """Paint with ``kind`` from now on (0 clears)."""
        self.kind = kind
        for k, button in enumerate(self.palette_buttons):
            button.layout = self._swatch_layouts[k == kind]
        if self.mode.value != "paint":
            self.mode.value = "paint"

    def _kind_style(self, kind: int) -> widgets.ButtonStyle:
        """The one style every button of ``kind`` shares (its colour, the ink on it)."""
        if kind not in self._styles:
            color = kind_color(kind)
            self._styles[kind] = widgets.ButtonStyle(
                button_color=color, text_color=ink_for(color), font_weight="bold"
            )
        return self._styles[kind]

    def _build_grid(self) -> None:
        board = self._board
        self._buttons = {}
        for cell in board.cells():
            r, c = cell
            button = classed(
                widgets.Button(
                    tooltip=f"row {r + 1}, column {c + 1}",
                    layout=self._cell_layouts[False],
                    style=self._kind_style(0),
                ),
                "linklab-cell",
                f"linklab-cell-{r + 1}-{c + 1}",
            )
            button.on_click(lambda _, cell=cell: self.click(cell))
            self._buttons[cell] = button
            self._show_cell(cell)
        self.grid.children = [self._buttons[cell] for cell in board.cells()]
        self.grid.layout = widgets.Layout(
            grid_template_columns=f"repeat({board.cols}, 30px)",
            grid_gap="2px",
            width="max-content",
        )
        self.rows.value, self.cols.value = board.rows, board.cols

    def _show_cell(self, cell: Cell) -> None:
        button, kind = self._buttons[cell], self._board[cell]
        chosen = cell in self.ends
        with button.hold_sync():  # one message for the whole change
            # A space, not "": ipywidgets' button view keeps its old text when told "".
            button.description = kind_label(kind) if kind else " "
            button.style = self._kind_style(kind)
            button.layout = self._cell_layouts[chosen]
            if chosen:
                button.add_class("linklab-end")
            else:
                button.remove_class("linklab-end")

    def _set_board(self, board: Board, message: str = "") -> None:
        """Make ``board`` the board, keeping the old one for Undo."""
        if board == self._board:
            self.message.value = message or "nothing changed"
            return
        self.history.append(self._board)
        self._replace(board)
        self.message.value = message

    def _replace(self, board: Board) -> None:
        old = self._board
        self._board = board
        # An endpoint stays picked only while it holds the same tile.
        before = self.ends
        self.ends = [
            cell
            for cell in before
            if board.contains(cell) and board[cell] and board[cell] == old[cell]
        ]
        self._forget_result()
        if old.shape == board.shape:
            for cell in board.cells():
                if old[cell] != board[cell] or (cell in before) != (cell in self.ends):
                    self._show_cell(cell)
        else:
            self._build_grid()

    def _forget_result(self) -> None:
        self.path = None
        self.player = None
        self.result.value = ""
        self.result_box.children = []

    # --- edits ----------------------------------------------------------------------------

    def click(self, cell: Cell) -> None:
        """What a click on ``cell`` does: paint it, or pick it as an endpoint."""
        if self.mode.value == "endpoints":
            self.pick(cell)
        else:
            self.paint(cell, self.kind)

    def paint(self, cell: Cell, kind: int) -> None:
        """Give ``cell`` the kind ``kind`` (0 empties it)."""
        try:
            board = self._board.with_cells({cell: kind})
        except InputError as bad:
            self.message.value = str(bad)
            return
        self._set_board(board)

    def pick(self, cell: Cell) -> None:
        """Choose ``cell`` as an endpoint (a third pick replaces the first; picking a chosen
        cell again unpicks it)."""
        before = list(self.ends)
        if cell in self.ends:
            self.ends.remove(cell)
        else:
            self.ends = [*self.ends, cell][-2:]
        for changed in {*before, *self.ends}:
            self._show_cell(changed)
        ends = " and ".join(format_cell(end) for end in self.ends)
        self.message.value = f"endpoints: {ends}" if ends else "no endpoints"

    def undo(self) -> None:
        """Go back to the board before the last edit."""
        if not self.history:
            self.message.value = "nothing to undo"
            return
        self._replace(self.history.pop())
        self.message.value = "undone"

    def clear(self) -> None:
        """Empty every cell."""
        self._set_board(Board.empty(*self._board.shape), "cleared")

    def resize(self, rows: int, cols: int) -> None:
        """Change the shape, keeping the cells the old and new boards share."""
        if not (1 <= rows <= 40 and 1 <= cols <= 40):
            self.message.value = f"a board has 1 to 40 rows and columns, not {rows}x{cols}"
            self.rows.value, self.cols.value = self._board.shape
            return
        old = self._board
        grid = [
            [old[r, c] if r < old.rows and c < old.cols else 0 for c in range(cols)]
            for r in range(rows)
        ]
        self._set_board(Board.from_rows(grid), f"now {rows}x{cols}")

    def fill(self, seed: int | None = None) -> None:
        """Fill the whole board at random, every kind an even count (from ``seed``)."""
        from linklab.generate import generate_board

        rows, cols = self._board.shape
        seed = self.seed.value if seed is None else seed
        try:
            board = generate_board(
                rows,
                cols,
                self.kinds.value,
                seed,
                solvable=self.solvable.value,
                rules=self.rules,
            )
        except InputError as bad:
            self.message.value = str(bad)
            return
        dropped, self.ends = self.ends, []  # a new deal: the old picks mean nothing on it
        for cell in dropped:
            if self._board.contains(cell):
                self._show_cell(cell)
        self._set_board(board, f"filled at random, seed {seed}")
        self.seed.value = seed + 1

    def load_text(self, text: str) -> None:
        """Read a board from text in any of the documents' forms."""
        try:
            board = parse_board(text)
        except InputError as bad:
            self.message.value = f"cannot load: {bad}"
            return
        self._set_board(board, f"loaded a {board.rows}x{board.cols} board")

    def save_text(self) -> str:
        """Write the board into the text box, in the chosen form."""
        try:
            self.text.value = format_board(self._board, self.form.value)
        except InputError as bad:
            self.message.value = f"cannot save: {bad}"
            return ""
        self.message.value = f"saved as {self.form.value}"
        return self.text.value

    # --- searching ------------------------------------------------------------------------

    def run(self) -> None:
        """Search between the two endpoints with the chosen rule and method."""
        if len(self.ends) != 2:
            self.message.value = "pick two tiles first (click to: endpoints)"
            return
        a, b = self.ends
        board, rules, method = self._board, self.rules, self.method.value
        self._forget_result()
        problem = pair_problem(board, a, b)
        if problem:
            self.message.value = f"{format_cell(a)} and {format_cell(b)}: " + problem.replace(
                "_", " "
            )
            return
        if method == "fast":
            self.path = Checker(board, rules).path(a, b)
            self._show_picture()
            self.result_box.children = [self.picture]
        else:
            events = list(SEARCHES[method](board, a, b, rules))
            last = events[-1]
            self.path = getattr(last, "path", None)
            self.player = TracePlayer(
                board,
                events,
                rules,
                method=method,
                ends=[a, b],
                export_dir=self.export_dir,
                name="editor",
                step=len(events),  # opens on the outcome: the path found, or none
            )
            self.result_box.children = [self.player]
        self.result.value = self._describe_result(method)
        self.message.value = ""

    def _describe_result(self, method: str) -> str:
        if self.path is None:
            return f"<b>{method}</b>: no path within {self.rules.max_turns} turns"
        corners = " → ".join(format_cell(cell) for cell in self.path)
        turns = len(self.path) - 2
        return f"<b>{method}</b>: {corners} ({turns} turn{'s' * (turns != 1)})"

    def _figure(self, dpi: float = 100):
        fig, ax = frame_figure(self._board, self.rules, width=7.5, dpi=dpi, legend=False)
        draw_board(ax, self._board, self.rules, ends=self.ends)
        if self.path:
            draw_path(ax, self.path)
        return fig

    def _show_picture(self) -> None:
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        canvas = FigureCanvasAgg(self._figure(dpi=widget_dpi(90)))
        canvas.draw()
        self.picture.value = png_bytes(canvas)

    def _export(self, fmt: str) -> Path:
        if self.player is not None:
            return self.player.canvas.save(
                export_path(f"editor-step{self.player.step:04d}.{fmt}", self.export_dir)
            )
        return export_board(
            self._board,
            export_path(f"board.{fmt}", self.export_dir),
            self.rules,
            route=self.path,
            ends=self.ends,
        )


class SixDigitExplorer(widgets.VBox):
    """Move the six digits with α and β and watch the layout travel through the 720 states.

    The picture shows the layout as its 2x3 grid beside the graph of every layout, one colour
    per component, laid out in layers by the number of moves to 123456 (the goal's component
    first, its depths numbered), the layout shown now ringed and its shortest way home drawn.

    Parameters
    ----------
    state : sequence of int
        The layout to start from (digits of cells A..F).
    inverses : bool
        Allow α' and β' in the way home (and count depth with them).
    dpi : float
        The picture's resolution.
    export_dir : str or PathLike, optional
        Where Export writes (by default `linklab.export.export_folder()`, ``exports/``).

    Examples
    --------
    >>> explorer = SixDigitExplorer((2, 5, 3, 1, 4, 6))
    >>> explorer.word
    'α'
    >>> explorer.move_buttons["α"].click()
    >>> explorer.state, explorer.word, explorer.moves_made
    ((1, 2, 3, 4, 5, 6), '', 'α')
    """

    def __init__(
        self,
        state: Sequence[int] = (2, 5, 6, 4, 3, 1),
        *,
        inverses: bool = False,
        dpi: float = 80,
        export_dir: str | os.PathLike | None = None,
    ):
        super().__init__()
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure

        self.start = tuple(sixdigits.parse_state(" ".join(map(str, state))))
        self.state = self.start
        self.history: list[tuple[int, ...]] = []
        self.names: list[str] = []
        self.export_dir = None if export_dir is None else Path(export_dir)
        self.graph = sixdigits.state_graph()
        dpi = widget_dpi(dpi)
        self.fig = Figure(figsize=(10, 5), dpi=dpi)
        self.canvas = FigureCanvasAgg(self.fig)
        self.state_ax = self.fig.add_axes((0.0, 0.25, 0.2, 0.5))
        self.graph_ax = self.fig.add_axes((0.21, 0.01, 0.78, 0.98))
        self.image = classed(
            widgets.Image(format="png", layout={"width": f"{10 * dpi:.0f}px"}),
            "linklab-six-image",
        )
        self.move_buttons: dict[str, widgets.Button] = {}
        for name, css in (("α", "alpha"), ("β", "beta"), ("α'", "alpha-inv"), ("β'", "beta-inv")):
            button = classed(
                widgets.Button(description=name, layout={"width": "50px"}),
                f"linklab-move-{css}",
            )
            button.on_click(lambda _, name=name: self.apply(name))
            self.move_buttons[name] = button
        self.undo_button = classed(widgets.Button(description="Undo"), "linklab-six-undo")
        self.reset_button = classed(widgets.Button(description="Reset"), "linklab-six-reset")
        self.start_text = classed(
            widgets.Text(
                value=sixdigits.format_state(self.start),
                description="start",
                layout={"width": "220px"},
            ),
            "linklab-six-start",
        )
        self.set_button = classed(widgets.Button(description="Set"), "linklab-six-set")
        self.show_home = classed(
            widgets.Checkbox(value=True, description="show the way home", indent=False),
            "linklab-six-home",
        )
        self.inverses = classed(
            widgets.Checkbox(value=inverses, description="allow α' and β'", indent=False),
            "linklab-six-inverses",
        )
        self.info = classed(widgets.HTML(), "linklab-six-info")
        self.message = classed(widgets.Label(""), "linklab-six-message")
        self.exporter = Exporter(self._export)
        self.undo_button.on_click(lambda _: self.undo())
        self.reset_button.on_click(lambda _: self.reset())
        self.set_button.on_click(lambda _: self.set_start(self.start_text.value))
        self.show_home.observe(lambda _: self._refresh(), names="value")
        self.inverses.observe(lambda _: self._relayout(), names="value")
        self.children = [
            self.image,
            widgets.HBox(
                [*self.move_buttons.values(), self.undo_button, self.reset_button, self.message]
            ),
            widgets.HBox([self.start_text, self.set_button, self.show_home, self.inverses]),
            self.info,
            self.exporter.box,
        ]
        classed(self, "linklab-sixdigits")
        decorate(self)
        self.png = b""
        self._relayout()

    @property
    def moves(self) -> tuple[str, ...]:
        """The moves the way home may use."""
        return sixdigits.WITH_INVERSES if self.inverses.value else sixdigits.FORWARD

    @property
    def word(self) -> str | None:
        """A shortest word from the layout shown to 123456, or None if there is none."""
        return sixdigits.solution_table(moves=self.moves)[self.state]

    @property
    def moves_made(self) -> str:
        """The moves applied since the start, as a word."""
        return sixdigits.format_word(self.names)

    def apply(self, name: str) -> None:
        """Apply one move."""
        self.history.append(self.state)
        self.names.append(name)
        self.state = sixdigits.apply_move(self.state, name)
        self._refresh()

    def undo(self) -> None:
        """Take back the last move."""
        if self.history:
            self.state = self.history.pop()
            self.names.pop()
        self._refresh()

    def reset(self) -> None:
        """Go back to the start."""
        self.state, self.history, self.names = self.start, [], []
        self._refresh()

    def set_start(self, text: str) -> None:
        """Start again from the layout written in ``text`` (six digits)."""
        try:
            start = sixdigits.parse_state(text)
        except InputError as bad:
            self.message.value = str(bad)
            return
        self.message.value = ""
        self.start = start
        self.reset()

    def _relayout(self) -> None:
        self.layout_xy = state_graph_layout(self.graph, undirected=self.inverses.value)
        self.depth = {
            state: depth
            for depth, layer in enumerate(sixdigits.layers(moves=self.moves))
            for state in layer
        }
        self.graph_ax.clear()
        artists = draw_state_graph(self.graph_ax, self.graph, layout=self.layout_xy)
        gid = {artist.get_gid(): artist for artist in artists}
        self._highlight, self._highlight_nodes = gid["highlight"], gid["highlight-nodes"]
        self._current = gid["current"]
        self._refresh()

    def _refresh(self) -> None:
        word = self.word
        walk = walk_states(self.state, word) if word is not None and self.show_home.value else []
        xy = [self.layout_xy[s] for s in walk]
        for line in (self._highlight, self._highlight_nodes):
            line.set_data([x for x, _ in xy], [y for _, y in xy])
        here = self.layout_xy[self.state]
        self._current.set_data([here[0]], [here[1]])
        self.state_ax.clear()
        draw_state(self.state_ax, self.state)
        self.canvas.draw()
        self.png = png_bytes(self.canvas)
        self.image.value = self.png
        self.info.value = self._info_html(word)

    def _info_html(self, word: str | None) -> str:
        layers = sixdigits.layers(moves=self.moves)
        depth = self.depth.get(self.state)
        sizes = " ".join(
            f"<b>[{len(layer)}]</b>" if d == depth else str(len(layer))
            for d, layer in enumerate(layers)
        )
        if word is None:
            home = "none: this layout is in another component, no moves lead to 123456"
        else:
            home = f"{word or '(here already)'} ({len(word)} moves)"
        made = self.moves_made or "none yet"
        return (
            f"<div>layout <b>{sixdigits.format_state(self.state)}</b>; moves made: {made}</div>"
            f"<div>shortest way home: <b>{html.escape(home)}</b></div>"
            f"<div>BFS layers from 123456 (states at each depth): {sizes}</div>"
        )

    def _export(self, fmt: str) -> Path:
        name = sixdigits.format_state(self.state).replace(" ", "")
        return save_figure(
            self.fig, export_path(f"sixdigits-{name}.{fmt}", self.export_dir), dpi=150
        )
