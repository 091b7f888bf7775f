"""The trace player: a search step by step, its picture beside its queue or stack and counters.

It says what a step shows (the step's scene, ``linklab.render.scene.search.frame_scene``, which the
page draws as SVG and the exports with matplotlib; the frontier and the counts folded by
``linklab.core.trace``); `linklab.widgets.stepped.SteppedPlayer` steps it.

CSS classes a browser test can select: ``linklab-player``, ``-player-image``, ``-player-play``,
``-player-stop``, ``-player-back``, ``-player-forward``, ``-player-slider``,
``-player-readout``, ``-player-speed``, ``-player-queue``, ``-player-counters``.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from pathlib import Path

from linklab.apps.step_texts import frontier_html, frontier_items, spoken_step, step_counts
from linklab.core.board import Board, Cell
from linklab.core.events import Event
from linklab.core.rules import Rules
from linklab.core.trace import Frame, Trace, as_trace, find_ends, guess_method
from linklab.render.export import (
    FIGURE_FORMATS,
    export_frame,
    export_path,
    export_trace_gif,
    export_trace_json,
)
from linklab.render.scene.readable import CORNER_ROOM, readable_scene
from linklab.render.scene.search import SMALLEST_TEXT, TraceScenes
from linklab.render.scene.shapes import Scene
from linklab.render.style import current, readable_width, widget_dpi
from linklab.widgets.kit import counters_html
from linklab.widgets.stepped import CELL_INCHES, SteppedPlayer


class TracePlayer(SteppedPlayer):
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
        The picture's widest width in inches (a cell is at most half an inch).
    dpi : float
        Pixels an inch on the page (the picture is SVG: crisp at any zoom).
    export_dir : str or PathLike, optional
        Where Export writes (by default `linklab.render.export.export_folder()`, ``exports/``).
    all_frames : bool
        Send every step's frame now, so the page steps without a kernel.

    Attributes
    ----------
    trace, method, ends
        The search, ``"bfs"`` or ``"dfs"``, and the two cells searched between.
    frame : Frame
        The search at the step shown.
    queue_lines : list of str
        The frontier at the step shown, as the page lists it.

    Examples
    --------
    >>> from linklab.core.search import bfs_events
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> player = TracePlayer(board, bfs_events(board, (0, 0), (0, 2)), Rules())
    >>> player.step_by(1); player.step_by(1)
    >>> player.step, player.queue_lines
    (2, [])
    >>> player.step = 4
    >>> player.queue_lines, player.counts()["in the queue"]
    (['1. (1, 2) → 0 turns'], 1)
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
        all_frames: bool = False,
    ):
        self.board, self.rules = board, rules
        self.trace = as_trace(events_or_trace)
        self.method = method or guess_method(self.trace.events)
        self.ends = find_ends(self.trace.events) if ends is None else list(ends)
        self.width = width
        self.pictures = TraceScenes(
            board.grid, rules.outside, self.trace, self.method, self.ends, current().legend_entries
        )
        # In the lecture style the marks in a cell's corner are drawn as large as the corner
        # has room for: the picture then reads at 14 px in the room a slide leaves it beside
        # the counters.
        self.least_text = CORNER_ROOM if current().widget_scale > 1 else 0.0
        first = self.step_scene(0)
        units_px = min(width * widget_dpi(dpi) / first.width, CELL_INCHES * widget_dpi(dpi))
        super().__init__(
            len(self.trace),
            step=step,
            css="linklab-player",
            columns=[["linklab-player-counters", "linklab-player-queue"]],
            column_width=260,
            width_px=readable_width(
                first, first.width * units_px, max(SMALLEST_TEXT, self.least_text)
            ),
            export_formats=(*FIGURE_FORMATS, "all", "gif", "json"),
            all_frames=all_frames,
        )
        self.export_dir = None if export_dir is None else Path(export_dir)
        self.name = name
        self.frame: Frame = self.trace.frame(self.stage.step)
        self.queue_lines: list[str] = []
        self.begin()

    # --- what a step shows ---

    def step_scene(self, step: int) -> Scene:
        return readable_scene(self.pictures.scene(step), self.least_text)

    def on_step(self, step: int) -> None:
        self.frame = self.trace.frame(step)
        self.queue_lines = frontier_items(self.frame, self.method)

    def step_texts(self, step: int) -> list[str]:
        frame = self.trace.frame(step)
        lines = frontier_items(frame, self.method)
        return [counters_html(self.counts(frame)), frontier_html(lines, self.method)]

    def step_spoken(self, step: int) -> str:
        return spoken_step(self.trace.frame(step), len(self.trace), self.method)

    def counts(self, frame: Frame | None = None) -> dict[str, object]:
        """The counters shown beside the picture (of the step shown, or of ``frame``)."""
        return step_counts(self.frame if frame is None else frame, len(self.trace), self.method)

    def export_file(self, fmt: str) -> Path:
        stem = export_path(f"{self.name}-{self.method}", self.export_dir)
        if fmt == "gif":
            return export_trace_gif(
                self.board,
                self.trace,
                self.rules,
                f"{stem}.gif",
                ends=self.ends,
                method=self.method,
                width=self.width,
            )
        if fmt == "json":
            return export_trace_json(self.trace, f"{stem}.json")
        return self.save_step(f"{stem}-step{self.step:04d}.{fmt}")

    def save_step(self, path: str | os.PathLike, *, dpi: float = 150) -> Path:
        """Write the step shown to ``path`` (PNG, SVG or PDF), drawn afresh."""
        return export_frame(
            self.board,
            self.trace,
            self.step,
            self.rules,
            path,
            ends=self.ends,
            method=self.method,
            width=self.width,
            dpi=dpi,
        )
