"""The players' canvas: a search picture's figure, one persistent figure redrawn by blitting,
and a drawn canvas as PNG bytes.

Nothing here writes a file (`linklab.render.export` does); the widgets and the GIF writer draw on
these.

Examples
--------
>>> from linklab.core.search import bfs_events
>>> board = Board.from_rows([[1, 0, 1]])
>>> canvas = FrameCanvas(board, bfs_events(board, (0, 0), (0, 2)), dpi=30)
>>> canvas.show(-1); canvas.step
12
"""

from __future__ import annotations

import functools
import io
from collections.abc import Iterable, Sequence

from linklab.core import events as ev
from linklab.core.board import Board, Cell
from linklab.core.errors import InputError
from linklab.core.rules import Rules
from linklab.core.trace import Trace, as_trace, find_ends


def step_index(trace: Trace, step: int) -> int:
    """``step`` of ``trace`` as an index ``0..len(trace)``; negative counts from the end.

    >>> step_index(Trace([ev.Exhausted()]), -1)
    1
    """
    last = len(trace)
    index = last + 1 + step if step < 0 else step
    if not 0 <= index <= last:
        raise InputError(f"step {step} is outside 0..{last} (this trace has {last} events)")
    return index


def frame_figure(
    board: Board,
    rules: Rules = Rules(),
    *,
    width: float = 9.0,
    dpi: float = 100,
    legend: bool = True,
    title: bool = True,
):
    """A new figure and axes sized for a search picture of ``board`` (no pyplot involved).

    The axes fill the figure but for room for the row numbers, the column numbers and title
    above, and the legend below; cells are square and at most 0.75 in wide.

    Parameters
    ----------
    board : Board
        The board to be drawn.
    rules : Rules
        Its ring is given room when ``rules.outside``.
    width : float
        The widest the figure may be, in inches.
    dpi : float
        The figure's resolution.
    legend, title : bool
        Leave room for them.

    Returns
    -------
    (Figure, Axes)

    Examples
    --------
    >>> fig, ax = frame_figure(Board.empty(10, 20), width=8)
    >>> [round(float(x), 2) for x in fig.get_size_inches()]
    [8.0, 5.38]
    """
    from matplotlib.figure import Figure

    top, bottom, left, right = rules.area(board)
    rows, cols = bottom - top + 1, right - left + 1
    left_in, right_in = 0.4, 0.15
    top_in = 0.35 + (0.3 if title else 0)
    bottom_in = 1.0 if legend else 0.1
    cell = max(0.12, min(0.75, (width - left_in - right_in) / cols))
    fig_w = left_in + right_in + cols * cell
    if legend:
        fig_w = max(fig_w, min(width, 6.5))
    fig_h = top_in + bottom_in + rows * cell
    fig = Figure(figsize=(fig_w, fig_h), dpi=dpi)
    ax = fig.add_axes(
        (left_in / fig_w, bottom_in / fig_h, 1 - (left_in + right_in) / fig_w, rows * cell / fig_h)
    )
    return fig, ax


def png_bytes(canvas, compress_level: int = 1) -> bytes:
    """A drawn Agg canvas as PNG bytes; level 1 compresses fast, for pictures a browser shows.

    >>> from matplotlib.backends.backend_agg import FigureCanvasAgg
    >>> from matplotlib.figure import Figure
    >>> canvas = FigureCanvasAgg(Figure(figsize=(1, 1)))
    >>> canvas.draw()
    >>> png_bytes(canvas)[:4]
    b'\x89PNG'
    """
    from PIL import Image

    width, height = canvas.get_width_height()
    image = Image.frombuffer("RGBA", (width, height), canvas.buffer_rgba(), "raw", "RGBA", 0, 1)
    out = io.BytesIO()
    image.convert("RGB").save(out, "PNG", compress_level=compress_level)
    return out.getvalue()


class FrameCanvas:
    """One persistent figure showing any step of a trace, redrawn fast.

    The board, its letters and the legend are drawn once and kept as a background image;
    showing a step restores it and draws only the artists the step changes (Agg blitting), so
    a step costs a few milliseconds where a full redraw costs a hundred.

    Parameters
    ----------
    board, rules
        The board searched and the rule searched under.
    trace : Trace or iterable of Event
        The search.
    method : {"bfs", "dfs"}, optional
        Read off the events when not given.
    ends : sequence of Cell, optional
        The two cells searched between (read off the events when not given).
    width, dpi
        The figure's widest width in inches, and its resolution.

    Examples
    --------
    >>> from linklab.core.search import bfs_events
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> canvas = FrameCanvas(board, bfs_events(board, (0, 0), (0, 2)))
    >>> canvas.show(4)
    >>> canvas.png()[:4]
    b'\\x89PNG'
    """

    def __init__(
        self,
        board: Board,
        trace: Trace | Iterable[ev.Event],
        rules: Rules = Rules(),
        *,
        method: str | None = None,
        ends: Sequence[Cell] | None = None,
        width: float = 9.0,
        dpi: float = 90,
    ):
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        from linklab.core.trace import guess_method
        from linklab.render.draw import FrameDrawing
        from linklab.render.style import fit_figure

        self.board, self.rules = board, rules
        self.trace = as_trace(trace)
        self.method = method or guess_method(self.trace.events)
        self.ends = find_ends(self.trace.events) if ends is None else list(ends)
        self.fig, self.ax = frame_figure(board, rules, width=width, dpi=dpi)
        self.canvas = FigureCanvasAgg(self.fig)
        self.drawing = FrameDrawing(self.ax, board, rules, method=self.method, ends=self.ends)
        # A title with text, so that the full draw places it clear of the column numbers.
        self.drawing.update(self.trace.frame(0), len(self.trace))
        self.drawing.set_animated(True)
        fit_figure(self.fig)
        self.canvas.draw()
        self._background = self.canvas.copy_from_bbox(self.fig.bbox)
        self._order = sorted(self.drawing.dynamic, key=lambda artist: artist.get_zorder())
        self.step: int | None = None

    @property
    def size(self) -> tuple[int, int]:
        """The picture's width and height in pixels."""
        return self.canvas.get_width_height()

    def show(self, step: int) -> None:
        """Draw the picture after ``step`` events (negative counts from the end)."""
        index = step_index(self.trace, step)
        self.drawing.update(self.trace.frame(index), len(self.trace))
        self.canvas.restore_region(self._background)
        renderer = self.canvas.get_renderer()
        for artist in self._order:
            if artist.get_visible():
                artist.draw(renderer)
        self.step = index

    def rgba(self) -> memoryview:
        """The picture's pixels, RGBA, row by row."""
        return self.canvas.buffer_rgba()

    def png(self, compress_level: int = 1) -> bytes:
        """The picture as PNG bytes (fast compression: the bytes go to a browser, not a disk)."""
        return png_bytes(self.canvas, compress_level)


@functools.cache
def canvas_pillow_writer():
    """A PillowWriter class for `FrameCanvas` frames (made on first use: matplotlib is heavy):
    each frame taken as the canvas holds it, one palette shared by all frames.

    >>> canvas_pillow_writer().__name__
    'CanvasPillowWriter'
    """
    from matplotlib.animation import PillowWriter
    from PIL import Image

    class CanvasPillowWriter(PillowWriter):
        """A PillowWriter that takes each frame as the canvas holds it, without redrawing the
        whole figure (its own ``grab_frame`` saves the figure afresh every frame)."""

        def grab_frame(self, **savefig_kwargs):
            width, height = self.fig.canvas.get_width_height()
            image = Image.frombuffer(
                "RGBA", (width, height), self.fig.canvas.buffer_rgba(), "raw", "RGBA", 0, 1
            )
            self._frames.append(image.convert("RGB"))

        def finish(self):
            # One palette for every frame (taken from a sample of them), so that each frame
            # after the first is stored as the small rectangle that changed: about half the
            # size of a GIF with a palette per frame.
            frames = self._frames
            sample = [*frames[:: max(1, len(frames) // 8)], frames[-1]]
            width, height = frames[0].size
            sheet = Image.new("RGB", (width, height * len(sample)))
            for i, frame in enumerate(sample):
                sheet.paste(frame, (0, height * i))
            palette = sheet.quantize(256, method=Image.Quantize.MEDIANCUT)
            shared = [frame.quantize(palette=palette, dither=Image.Dither.NONE) for frame in frames]
            shared[0].save(
                self.outfile,
                save_all=True,
                append_images=shared[1:],
                duration=int(1000 / self.fps),
                loop=0,
            )

    return CanvasPillowWriter
