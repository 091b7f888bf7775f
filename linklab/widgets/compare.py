"""Approaches side by side: one board and one pair, searched by two to four approaches in step.

`ComparePlayer` runs each approach chosen (a document's program as written, from
``linklab.documents``, or the corrected BFS, DFS or checker,
`linklab.documents.approaches.APPROACHES`)
on the same query and shows all of them at the same step: one picture with a board per
approach, and below each its status, for a document its program with the line that runs
highlighted (``linklab.documents.event_lines``), then its counters and its queue or stack. The
program comes right under the board, in a box of fixed height scrolled to the running line, so
that a 1280x720 projector shows the board and that line together; its lines wrap inside the box
(none is cut), and every text has a fixed size, so nothing moves while stepping. One player
steps every pane (`linklab.widgets.stepped.SteppedPlayer`); an approach that has finished stays
on its last frame and says so. `SixDigitCompare` does the same for a six-digit layout:
document 001's BFS, a fresh search per layout, against the one table that answers every layout;
in a static page the learner types the layout (``linklab.apps.page_sixcompare``).

Export writes the whole view (boards, counters, verdicts and the programs' current lines) as
PNG, SVG or PDF, or the run as a GIF, with ``linklab.render.export``.

CSS classes a browser test can select: ``linklab-compare``, ``-compare-image`` (the picture),
``-compare-play``, ``-compare-stop``, ``-compare-back``, ``-compare-forward``,
``-compare-slider``, ``-compare-readout``, ``-compare-speed``, ``-compare-pane-N`` (each text
of pane N), ``-compare-title``, ``-compare-status``, ``-compare-counters``,
``-compare-frontier``, ``-compare-code`` and, inside it, ``linklab-code-current`` (the
highlighted line).

Examples
--------
>>> from linklab.core.board import Board
>>> board = Board.from_rows([[1, 2, 0], [2, 1, 0], [0, 0, 0]])
>>> player = ComparePlayer(board, (1, 1), (0, 0), ["000", "bfs"])
>>> player.step = player.total
>>> [pane.verdict for pane in player.panes]
['yes: a path with 1 turn', 'no path']
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from pathlib import Path

import ipywidgets as widgets

from linklab import documents
from linklab.apps.compare_session import FRONTIER_SHOWN, CompareSession
from linklab.apps.page_apps import SETUP_CLASS, setup_json
from linklab.apps.page_compare import compare_setup
from linklab.apps.page_sixcompare import six_compare_setup
from linklab.apps.six_compare_session import SixCompareSession
from linklab.core.board import Board, Cell
from linklab.core.errors import InputError
from linklab.documents.approaches import APPROACHES
from linklab.i18n import tr, translate
from linklab.render.canvas import canvas_pillow_writer
from linklab.render.draw import draw_frame
from linklab.render.draw_sixdigits import draw_state
from linklab.render.export import FIGURE_FORMATS, export_folder, gif_steps, save_figure
from linklab.render.scene.readable import CORNER_ROOM
from linklab.render.scene.search import SMALLEST_TEXT
from linklab.render.style import SHOWN_WIDTH, current, fit_figure, readable_width
from linklab.widgets.compare_panes import Pane, SixPane, code_html
from linklab.widgets.compare_slide import slide_scene
from linklab.widgets.kit import classed
from linklab.widgets.stepped import CELL_INCHES, SteppedPlayer

CODE_FONT = ("DejaVu Sans Mono", "Noto Sans Mono CJK SC", "Noto Sans CJK SC")
#: The texts of fixed height, in lines, so that stepping moves nothing: a status of three
#: lines, the queue or stack (its entries, "… and N more" and its heading, in its smaller font).
SIX_INCHES = 6.0  # the six-digit comparison's picture
SLIDE_PX = 15  # the panes' words in a slideshow's picture, in pixels
PANE_LINES = {"linklab-compare-status": 3, "linklab-compare-frontier": (FRONTIER_SHOWN + 2) * 0.9}


class ComparePlayer(SteppedPlayer):
    """Two to four approaches on one query, stepped together.

    Parameters
    ----------
    board : Board
        The board.
    a, b : Cell
        The two cells, 0-based.
    approaches : sequence of str
        Two to four names from `linklab.documents.approaches.APPROACHES`: ``"000"``, ``"003"``,
        ``"004"``, ``"004 bounds first"``, ``"bfs"``, ``"dfs"``, ``"bfs outside"``,
        ``"dfs outside"``, ``"checker"``, ``"checker outside"``.
    step : int
        The step shown first.
    code : bool
        Show each document's program beside its pane.
    width : float
        Each board's widest width in inches.
    dpi : float
        The picture's resolution.
    export_dir : str or PathLike, optional
        Where Export writes; the export folder by default.
    name : str
        The exported files' stem.
    all_frames : bool
        Send every step's frame now, so the page steps without a kernel.

    Attributes
    ----------
    session : linklab.apps.compare_session.CompareSession
        The query, its panes and their texts at every step: what a static page shows too (the
        hidden ``page_setup`` child keeps what it starts from, so that there the learner picks
        the two tiles, `linklab.apps.page_compare`).
    panes : list of Pane
        Each approach's run.

    Examples
    --------
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> player = ComparePlayer(board, (0, 0), (0, 2), ["003", "dfs", "checker"])
    >>> player.step = 4
    >>> [pane.step_of(4) for pane in player.panes], player.current_lines()
    ([4, 4, 1], [(29,), (), ()])
    >>> player.statuses()[2]
    'finished at step 1 (stays on its last frame): yes: a path with 0 turns'
    """

    PLAYED_IN_PAGE = True  # the static page runs it (`linklab.site.live`)

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
        all_frames: bool = False,
    ):
        session = CompareSession(board, a, b, approaches, code=code)
        self.session, self.show_code = session, code
        self.board, self.ends, self.panes = board, (a, b), session.panes
        # In the lecture style the boards' texts read at 14 px in the width a slide gives an
        # output: a little larger, or (boards too wide for their cells' corner marks) without
        # those marks.
        if current().widget_scale > 1:
            session.least_text = lecture_least_text(session.scene(0).width)
        self.least_text = session.least_text
        first = self.step_scene(0)
        board_units = first.width / len(self.panes)  # about one pane's board, in board units
        units_px = min(width * dpi / board_units, CELL_INCHES * dpi)
        wide = readable_width(first, first.width * units_px, max(SMALLEST_TEXT, self.least_text))
        super().__init__(
            session.total,
            step=step,
            css="linklab-compare",
            columns=session.columns,
            arrangement="below",
            column_width=max(260, wide // len(session.panes)),
            slot_lines=PANE_LINES,
            width_px=wide,
            export_formats=(*FIGURE_FORMATS, "all", "gif"),
            all_frames=all_frames,
        )
        self.export_dir = Path(export_dir) if export_dir is not None else export_folder()
        self.name = name
        self.page_setup = classed(widgets.HTML("", layout={"display": "none"}), SETUP_CLASS)
        self.page_setup.value = setup_json("compare", compare_setup(session, step))
        self.children = [*self.children, self.page_setup]
        self.begin()

    # --- what a step shows ---

    def step_scene(self, step: int):
        return self.session.scene(step)

    def step_texts(self, step: int) -> list[str]:
        return self.session.texts(step)

    def step_spoken(self, step: int) -> str:
        return self.session.spoken(step)

    def slide_png(self) -> bytes | None:
        """The picture a slideshow shows (RISE cannot draw the widget): the boards at the step
        shown with each pane's name and status under its board
        (`linklab.widgets.compare_slide`), its words readable in the style."""
        if self.frames is None or self.page_plays:
            return None
        from linklab.render.canvas import scene_png

        width = self.stage.width
        words_px = SLIDE_PX * max(1.0, width / SHOWN_WIDTH)  # a wider picture is shown shrunk
        scene = slide_scene(self.session, self.step, self.step_scene(self.step), width, words_px)
        return scene_png(scene, width)

    def scene(self, step: int | None = None):
        """The scene of ``step`` (the step shown by default): the boards side by side, as the
        static page draws them (`linklab.apps.compare_session.CompareSession.scene`; in the
        lecture style its texts readable on a slide, `lecture_least_text`)."""
        return self.step_scene(self.step if step is None else step)

    def pane_text(self, index: int, part: str) -> str:
        """The text ``part`` (one of ``PANE_PARTS``) of pane ``index`` at the step shown, as
        the page shows it ("" for a part the pane has not)."""
        name = f"linklab-compare-{part} linklab-compare-pane-{index}"
        return self.shown_text(name) if name in self.columns else ""

    def statuses(self) -> list[str]:
        """Per pane, its status at the step shown: running, or finished with its verdict."""
        return [pane.status(self.step) for pane in self.panes]

    def current_lines(self) -> list[tuple[int, ...]]:
        """Per pane, the program lines highlighted at the step shown."""
        return [pane.lines_at(self.step) if pane.approach.doc else () for pane in self.panes]

    def pane_counts(self, index: int) -> dict[str, int]:
        """Pane ``index``'s counters at the step shown."""
        pane = self.panes[index]
        return dict(pane.counts[pane.step_of(self.step)])

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
            ax.set_xlabel(translate(pane.approach.label), fontsize="medium")
            text_ax = fig.add_subplot(grid[1, i])
            text_ax.set_axis_off()
            _write_pane_text(text_ax, pane, self.step)
        fit_figure(fig)
        return fig

    def export_file(self, fmt: str) -> Path:
        names = "-".join(p.name.replace(" ", "_") for p in self.panes)
        stem = self.export_dir / f"{self.name}-{names}"
        if fmt != "gif":
            return save_figure(self.view_figure(), f"{stem}-step{self.step:04d}.{fmt}")
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        from linklab.render.draw_scene import draw_scene, scene_figure

        path = Path(f"{stem}.gif")
        fig = scene_figure(self.step_scene(0), width=self.stage.width / 100, dpi=100)
        canvas, ax = FigureCanvasAgg(fig), fig.axes[0]
        writer = canvas_pillow_writer()(fps=4)
        try:
            with writer.saving(fig, path, fig.dpi):
                for step in gif_steps(self.total, 240):
                    ax.clear()
                    draw_scene(ax, self.step_scene(step))
                    canvas.draw()
                    writer.grab_frame()
                for _ in range(8):
                    writer.grab_frame()
        except OSError as failed:
            raise InputError(f"cannot write {path}: {failed.strerror or failed}") from None
        return path


def lecture_least_text(width: float) -> float:
    """The smallest text, in board units, of boards ``width`` units wide in the lecture style:
    what reads at the style's least size once a slide shows them `SHOWN_WIDTH` pixels wide, and
    no less than a cell's corner has room for (`CORNER_ROOM`).

    >>> from linklab.render.style import style
    >>> with style("lecture"):
    ...     lecture_least_text(20.8), lecture_least_text(39.8)
    (0.3, 0.53)
    """
    needed = current().min_text_px * width / SHOWN_WIDTH
    return max(CORNER_ROOM, math.ceil(round(needed * 100, 6)) / 100)


def _write_pane_text(ax, pane: Pane, step: int) -> None:
    """The pane's status, counters and (for a document) its current program lines, as text."""
    own = pane.step_of(step)
    counts = pane.counts[own]
    head = [
        translate(pane.approach.label),
        translate(pane.status(step)),
        tr(
            "step {own}/{total}   expanded {expanded}   {kept} {frontier}   rejected {rejected}",
            own=own,
            total=len(pane),
            expanded=counts["expanded"],
            kept="stack" if pane.approach.method == "dfs" else "queue",
            frontier=counts["frontier"],
            rejected=counts["rejected"],
        ),
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
            in_layout=False,
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
            # a program's long line ends at its pane's edge: neither the layout of the whole
            # view (which it would squeeze to nothing) nor the next pane takes it into account
            in_layout=False,
            clip_on=True,
        )
        y -= 0.055


class SixDigitCompare(SteppedPlayer):
    """Document 001's per-layout BFS and the one-table answer, side by side on one layout.

    Parameters
    ----------
    layout : sequence of int or str
        The digits of cells A..F, e.g. ``(2, 5, 6, 4, 3, 1)`` or ``"256431"``.
    step : int
        The step shown first.
    export_dir : str or PathLike, optional
        Where Export writes; the export folder by default.
    all_frames : bool
        Send every step's frame now, so the page steps without a kernel.

    Attributes
    ----------
    session : linklab.apps.six_compare_session.SixCompareSession
        The layout, both panes and their texts at every step: what a static page shows too
        (the hidden ``page_setup`` child keeps what it starts from, so that there the learner
        types another layout, `linklab.apps.page_sixcompare`).

    Examples
    --------
    >>> view = SixDigitCompare((2, 5, 6, 4, 3, 1))
    >>> view.step = view.total
    >>> [pane.verdict for pane in view.panes] == ["Yes: " + view.panes[1].word] * 2
    True
    >>> len(view.panes[0]) > 10 * len(view.panes[1])
    True
    """

    PLAYED_IN_PAGE = True  # the static page runs it (`linklab.site.live`)

    def __init__(
        self,
        layout: Sequence[int] | str,
        *,
        step: int = 0,
        dpi: float = 80,
        export_dir: str | os.PathLike | None = None,
        name: str = "sixdigits-compare",
        all_frames: bool = False,
    ):
        session = SixCompareSession(layout)
        self.session, self.start, self.panes = session, session.start, session.panes
        wide = readable_width(session.scene(0), SIX_INCHES * dpi)
        super().__init__(
            session.total,
            step=step,
            css="linklab-compare",
            columns=session.columns,
            arrangement="below",
            column_width=max(260, wide // 2),
            slot_lines={"linklab-compare-status": 2, "linklab-compare-frontier": 13 * 0.9},
            width_px=wide,
            export_formats=(*FIGURE_FORMATS, "all"),
            all_frames=all_frames,
        )
        self.export_dir = Path(export_dir) if export_dir is not None else export_folder()
        self.name, self.dpi = name, dpi
        self.page_setup = classed(widgets.HTML("", layout={"display": "none"}), SETUP_CLASS)
        self.page_setup.value = setup_json("sixcompare", six_compare_setup(session, step))
        self.children = [*self.children, self.page_setup]
        self.begin()

    def step_scene(self, step: int):
        return self.session.scene(step)

    def step_texts(self, step: int) -> list[str]:
        return self.session.texts(step)

    def step_spoken(self, step: int) -> str:
        return self.session.spoken(step)

    def scene(self, step: int | None = None):
        """The scene of ``step`` (the step shown by default): both layouts side by side, as the
        static page draws them (``SixCompareSession.scene``)."""
        return self.session.scene(self.step if step is None else step)

    def current_lines(self) -> list[tuple[int, ...]]:
        """Per pane, the program lines highlighted at the step shown."""
        return self.session.current_lines(self.step)

    def pane_text(self, index: int, part: str) -> str:
        """The text ``part`` (one of ``PANE_PARTS``) of pane ``index`` at the step shown, as
        the page shows it ("" for a part the pane has not)."""
        name = f"linklab-compare-{part} linklab-compare-pane-{index}"
        return self.shown_text(name) if name in self.columns else ""

    def statuses(self) -> list[str]:
        """Per pane, its status at the step shown."""
        return self.session.statuses(self.step)

    def view_figure(self, dpi: float = 100):
        """A new figure of both panes at the step shown."""
        from matplotlib.figure import Figure

        fig = Figure(figsize=(7.0, 3.0), dpi=dpi, layout="constrained")
        for i, pane in enumerate(self.panes):
            own = pane.step_of(self.step)
            ax = fig.add_subplot(1, 2, i + 1)
            draw_state(ax, pane.states[own])
            title = f"{translate(pane.label)}\n{translate(pane.status(self.step))}"
            ax.set_title(title, fontsize=8, loc="left")
        fit_figure(fig)
        return fig

    def export_file(self, fmt: str) -> Path:
        stem = self.export_dir / f"{self.name}-{''.join(map(str, self.start))}"
        return save_figure(self.view_figure(), f"{stem}-step{self.step:04d}.{fmt}")


__all__ = ["APPROACHES", "ComparePlayer", "Pane", "SixDigitCompare", "SixPane", "code_html"]
