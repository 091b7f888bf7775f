"""Your search, step by step: a learner's own search beside the course's, in the one player.

`LearnerSearchPlayer` shows a `linklab.course.learner_search.LearnerSearch` (what a check's
report offers on its smallest failing case): at each step both boards side by side (the
learner's queue or stack, seen marks and the state they hold; the course's search of the same
kind), and under them what the report says, the learner's structures and the course's
frontier. It opens on the first step that leaves every correct search. Stepping is
`linklab.widgets.stepped.SteppedPlayer`'s (keys, slider, play); Export writes the step shown as
PNG, SVG or PDF, or the run as a GIF.

CSS classes a browser test can select: ``linklab-learner``, ``-learner-image``,
``-learner-play``, ``-learner-slider``, ``-learner-explain``, ``-learner-theirs``,
``-learner-course``.

Examples
--------
>>> from linklab.core.board import Board
>>> from linklab.course.learner_search import offer
>>> def by_queue(board, a, b):
...     queue = [a]
...     while queue:
...         cell = queue.pop(0)
...         if cell == b:
...             return True
...     return False
>>> player = LearnerSearchPlayer(offer(by_queue, (Board.from_rows([[1, 2, 1]]), (0, 0), (0, 2))))
>>> player.step = 1
>>> "queue" in player.shown_text("linklab-learner-theirs")
True
"""

from __future__ import annotations

import html
import os
from pathlib import Path
from typing import Any

from linklab.core.errors import InputError
from linklab.course.learner_search import TEXT_COLUMNS, LearnerSearch
from linklab.render.canvas import canvas_pillow_writer
from linklab.render.export import FIGURE_FORMATS, export_folder, gif_steps, save_figure
from linklab.render.scene.search import SMALLEST_TEXT
from linklab.render.scene.shapes import captioned
from linklab.render.style import readable_width
from linklab.widgets.stepped import CELL_INCHES, SteppedPlayer

#: Frames a second of the exported GIF, and frames more the last step stays (2 s).
GIF_FPS, GIF_HOLD = 3, 6


class LearnerSearchPlayer(SteppedPlayer):
    """A learner's recorded search and the course's, stepped together.

    Parameters
    ----------
    search : LearnerSearch
        What ``linklab.course.learner_search.offer`` returns.
    step : int, optional
        The step shown first: the one marked as leaving every correct search by default.
    width : float
        The picture's widest width in inches.
    dpi : float
        Pixels an inch on the page.
    export_dir : str or PathLike, optional
        Where Export writes; the export folder by default.
    all_frames : bool
        Send every step's frame now, so the page steps without a kernel.
    """

    def __init__(
        self,
        search: LearnerSearch,
        *,
        step: int | None = None,
        width: float = 9.0,
        dpi: float = 80,
        export_dir: str | os.PathLike | None = None,
        all_frames: bool = False,
    ):
        self.search = search
        first = search.scene(0)
        units_px = min(width * dpi / first.width, 2 * CELL_INCHES * dpi)
        wide = readable_width(first, first.width * units_px, SMALLEST_TEXT)
        super().__init__(
            search.total,
            step=search.divergence.step if step is None else step,
            css="linklab-learner",
            columns=TEXT_COLUMNS,
            arrangement="below",
            column_width=max(260, wide // 3),
            width_px=wide,
            export_formats=(*FIGURE_FORMATS, "all", "gif"),
            all_frames=all_frames,
        )
        self.export_dir = Path(export_dir) if export_dir is not None else export_folder()
        self.begin()

    def step_scene(self, step: int):
        return self.search.scene(step)

    def step_texts(self, step: int) -> list[str]:
        return self.search.texts(step)

    def view_figure(self, dpi: float = 100):
        """A new figure of both boards at the step shown, as the page shows them, with the
        sentence that says where the search leaves every correct one under them."""
        from linklab.render.draw_scene import scene_figure

        scene = self.step_scene(self.step)
        for line in _lines(self.search.explanation(), max(40, int(scene.width * 2.6))):
            scene = captioned(scene, line, scene.width)
        return scene_figure(scene, width=max(6.0, scene.width * 0.45), dpi=dpi)

    def export_file(self, fmt: str) -> Path:
        stem = self.export_dir / f"{self.search.name}-search"
        if fmt != "gif":
            return save_figure(self.view_figure(), f"{stem}-step{self.step:04d}.{fmt}")
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        from linklab.render.draw_scene import draw_scene, scene_figure

        path = Path(f"{stem}.gif")
        widest = max((self.step_scene(s) for s in (0, self.total)), key=lambda s: s.height)
        fig = scene_figure(widest, width=max(6.0, widest.width * 0.45), dpi=80)
        canvas, ax = FigureCanvasAgg(fig), fig.axes[0]
        writer = canvas_pillow_writer()(fps=GIF_FPS)
        try:
            with writer.saving(fig, path, fig.dpi):
                for step in gif_steps(self.total, 240):
                    ax.clear()
                    draw_scene(ax, self.step_scene(step))
                    canvas.draw()
                    writer.grab_frame()
                # the last step held (GIF_HOLD frames more), merged by the encoder into one
                for _ in range(GIF_HOLD):
                    writer.grab_frame()
        except OSError as failed:
            raise InputError(f"cannot write {path}: {failed.strerror or failed}") from None
        return path


def _lines(text: str, most: int) -> list[str]:
    """``text`` cut into lines of at most ``most`` characters, at spaces (or anywhere, for
    text with none, as Chinese)."""
    lines: list[str] = []
    while len(text) > most:
        cut = text.rfind(" ", 0, most)
        cut = most if cut <= 0 else cut
        lines.append(text[:cut].rstrip())
        text = text[cut:].lstrip()
    return [*lines, text] if text else lines


def show_search(search: LearnerSearch) -> None:
    """Show a learner's search in a notebook: the report's notes, then the player; a search
    with nothing to step, as its HTML."""
    from IPython.display import HTML, display

    if not search.recording.searched:
        display(HTML(search.page_html()))
        return
    for line in search.notes()[:-1]:
        display(HTML(f"<div>{html.escape(line)}</div>"))
    display(LearnerSearchPlayer(search))


def show_searches_in(shell: Any) -> None:
    """Have IPython's ``shell`` show every learner's search with `show_search`: the player is
    handed to the shell's own table of how a type is shown, so the course, which may not
    import the widgets, keeps no hook for it. Outside IPython (``shell`` None), nothing.

    >>> show_searches_in(None)
    """
    if shell is not None:
        shell.display_formatter.ipython_display_formatter.for_type(LearnerSearch, show_search)
