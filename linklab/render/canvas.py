"""The players' canvas: a search picture's figure, one persistent figure redrawing scene after
scene, and a drawn canvas as PNG bytes.

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
import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from linklab.core import events as ev
from linklab.core.board import Board, Cell
from linklab.core.errors import InputError
from linklab.core.rules import Rules
from linklab.core.trace import Trace, as_trace, find_ends
from linklab.render import text_sizes
from linklab.render.scene.shapes import Scene, Shape

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure


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
) -> tuple[Figure, Axes]:
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
    if text_sizes.stamping():
        stamp = text_sizes.stamp_text(canvas.figure)
        if stamp:
            return text_sizes.stamp_png(out.getvalue(), stamp)
    return out.getvalue()


class SceneCanvas:
    """One figure showing scene after scene (`linklab.render.scene`), as `draw_scene` draws
    them, each new scene costing what changed since the one before.

    A search's steps share most of their shapes (the same frozen objects, from the scenes'
    caches), so an artist drawn for a shape is kept while the shapes it draws stay in the
    scene: showing a scene makes artists only for its new shapes, removes those of shapes gone,
    and stacks them all in the scene's order. Only the pixels under the shapes that came or
    went are drawn again (every shape there, in order); a scene that moves kept shapes past
    one another, a new size or a new style is drawn whole.

    Examples
    --------
    >>> from linklab.render.scene.board import board_scene
    >>> canvas = SceneCanvas(width=3, dpi=40)
    >>> canvas.show(board_scene(((1, 0, 1),)))
    >>> kept = canvas.artist("letter-1-1")
    >>> canvas.show(board_scene(((1, 0, 1),), paths=[((0, 0), (0, 2))]))
    >>> canvas.artist("letter-1-1") is kept, canvas.artist("path-0").get_zorder()
    (True, 8)
    """

    def __init__(self, width: float = 9.0, dpi: float = 90):
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure

        self.width = width
        self.fig = Figure(figsize=(width, width), dpi=dpi)
        self.canvas = FigureCanvasAgg(self.fig)
        self.ax = self.fig.add_axes((0, 0, 1, 1))
        self.ax.set_axis_off()
        self.scene: Scene | None = None
        self._drawn: dict[Shape, list] = {}
        self._order: list = []  # the artists, bottom first
        self._boxes: dict = {}  # artist -> (x0, y0, x1, y1), the pixels it may touch
        self._drawn_as: tuple = ()  # the sizes and style the artists were made for
        self._placed: tuple | None = None  # the dpi, and where the data go in pixels then

    def show(self, scene: Scene) -> None:
        """Draw ``scene`` on the canvas, ``width`` inches wide and as high as its aspect says."""
        from linklab.render.draw_scene import points_per_unit, set_scene_axes, shape_artist
        from linklab.render.style import min_points

        if self.scene is None or (scene.width, scene.height) != (
            self.scene.width,
            self.scene.height,
        ):
            self.fig.set_size_inches(self.width, self.width * scene.height / scene.width)
            set_scene_axes(self.ax, scene)
        points, least = points_per_unit(self.ax, scene), min_points(self.fig)
        drawn_as = (points, least, self.fig.dpi, self.canvas.get_width_height())
        whole = drawn_as != self._drawn_as
        if whole:  # every size changes: nothing drawn before can be kept
            self._forget()
            self._drawn_as = drawn_as
            self._placed = (self.fig.dpi, self.ax.transData.frozen())
        before, order, added = self._drawn, [], []
        drawn: dict[Shape, list] = {}
        for index, shape in enumerate(scene.shapes):
            kept = before.get(shape)
            if kept:
                artist = kept.pop()
                artist.set_zorder(index)
            else:
                artist = shape_artist(shape, points, least=least, zorder=index, light=True)
                artist.placed = self._placed
                self.ax.add_artist(artist)
                added.append(artist)
            drawn.setdefault(shape, []).append(artist)
            order.append(artist)
        gone = [artist for artists in before.values() for artist in artists]
        changed = [self._box(artist) for artist in [*added, *gone]]
        for artist in gone:
            artist.remove()
            self._boxes.pop(artist, None)
        new, old = set(added), set(gone)
        moved = [a for a in order if a not in new] != [a for a in self._order if a not in old]
        self._drawn, self._order, self.scene = drawn, order, scene
        if whole:
            self.canvas.draw()
        elif moved or len(changed) > len(order) // 4:  # a big change: all of it, at once
            self._paint(None)
        else:
            self._paint(changed)

    def artist(self, tag: str):
        """The artist drawing the shape tagged ``tag`` in the scene shown."""
        assert self.scene is not None
        return self._drawn[self.scene.tagged(tag)][0]

    def _box(self, artist) -> tuple[int, int, int, int]:
        """The pixels ``artist`` may touch, in display coordinates, rounded outwards."""
        box = self._boxes.get(artist)
        if box is None:
            extent = artist.get_window_extent()
            # Antialiasing, and a stroke's half (its corners' mitres a little further).
            pad = 2 + 1.5 * getattr(artist, "stroke_pixels", 0.0)
            box = self._boxes[artist] = (
                math.floor(extent.x0 - pad),
                math.floor(extent.y0 - pad),
                math.ceil(extent.x1 + pad),
                math.ceil(extent.y1 + pad),
            )
        return box

    def _paint(self, regions: list[tuple[int, int, int, int]] | None) -> None:
        """Draw the pixels of ``regions`` (None: all) again from the background up: every
        artist there, in order, whole (a clipped path may round a pixel the other way), then
        the pixels outside the regions put back as they were."""
        import numpy as np
        from matplotlib.colors import to_rgba

        renderer = self.canvas.get_renderer()
        pixels = np.asarray(renderer.buffer_rgba())
        height, width = pixels.shape[:2]
        ground = (np.array(to_rgba(self.fig.get_facecolor())) * 255).round().astype(np.uint8)
        if regions is None:
            pixels[...] = ground
            for artist in self._order:
                artist.draw(renderer)
            return
        boxes = np.array([self._box(artist) for artist in self._order]).reshape(-1, 4)
        under = np.zeros(len(self._order), bool)
        inside = []
        for x0, y0, x1, y1 in regions:
            x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, width), min(y1, height)
            if x0 < x1 and y0 < y1:
                inside.append((slice(height - y1, height - y0), slice(x0, x1)))
                across = (boxes[:, 0] < x1) & (boxes[:, 2] > x0)
                under |= across & (boxes[:, 1] < y1) & (boxes[:, 3] > y0)
        if not inside:
            return
        kept = pixels.copy()
        for rows, cols in inside:
            pixels[rows, cols] = ground
        for index in np.flatnonzero(under):
            self._order[index].draw(renderer)
        for rows, cols in inside:
            kept[rows, cols] = pixels[rows, cols]
        pixels[...] = kept

    def _forget(self) -> None:
        for artist in self._order:
            artist.remove()
        self._drawn, self._order, self._boxes = {}, [], {}


class FrameCanvas:
    """One persistent figure showing any step of a trace: the scene of
    `linklab.render.scene.search.frame_scene` (caption and legend included), drawn on a
    `SceneCanvas`, so that a step redraws only the shapes it changed.

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
        The figure's width in inches (its height follows the scene), and its resolution.

    Examples
    --------
    >>> from linklab.core.search import bfs_events
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> canvas = FrameCanvas(board, bfs_events(board, (0, 0), (0, 2)))
    >>> canvas.show(4)
    >>> canvas.png()[:4], canvas.scene(4).tagged("caption").text
    (b'\\x89PNG', 'BFS step 4/12: enqueue (1, 2), 0 turns (front)')
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
        from linklab.core.trace import guess_method

        self.board, self.rules = board, rules
        self.trace = as_trace(trace)
        self.method = method or guess_method(self.trace.events)
        self.ends = find_ends(self.trace.events) if ends is None else list(ends)
        from linklab.render.scene.search import TraceScenes
        from linklab.render.style import current

        self.pictures = TraceScenes(
            board.grid,
            rules.outside,
            self.trace,
            self.method,
            self.ends,
            current().legend_entries,
        )
        self.scenes = SceneCanvas(width, dpi)
        self.fig, self.canvas = self.scenes.fig, self.scenes.canvas
        self.scenes.show(self.scene(0))
        self.step: int | None = None

    def scene(self, index: int) -> Scene:
        """The scene of the picture after ``index`` events."""
        return self.pictures.scene(index)

    @property
    def size(self) -> tuple[int, int]:
        """The picture's width and height in pixels."""
        return self.canvas.get_width_height()

    def show(self, step: int) -> None:
        """Draw the picture after ``step`` events (negative counts from the end)."""
        index = step_index(self.trace, step)
        self.scenes.show(self.scene(index))
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
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from PIL import Image

    class CanvasPillowWriter(PillowWriter):
        """A PillowWriter that takes each frame as the canvas holds it, without redrawing the
        whole figure (its own ``grab_frame`` saves the figure afresh every frame)."""

        def setup(self, fig, outfile, dpi=None):
            super().setup(fig, outfile, dpi)
            self.taken: list[Image.Image] = []

        def grab_frame(self, **savefig_kwargs):
            canvas = self.fig.canvas
            if not isinstance(canvas, FigureCanvasAgg):
                raise TypeError("a CanvasPillowWriter takes its frames from an Agg canvas")
            width, height = canvas.get_width_height()
            image = Image.frombuffer(
                "RGBA", (width, height), canvas.buffer_rgba(), "raw", "RGBA", 0, 1
            )
            self.taken.append(image.convert("RGB"))

        def finish(self):
            # One palette for every frame (taken from a sample of them), so that each frame
            # after the first is stored as the small rectangle that changed: about half the
            # size of a GIF with a palette per frame.
            frames = self.taken
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


def scene_png(scene: Scene, width_px: float) -> bytes:
    """``scene`` drawn by matplotlib as a PNG ``width_px`` pixels wide.

    >>> from linklab.render.scene.board import board_scene
    >>> scene_png(board_scene(((1, 0, 1),)), 120)[:4]
    b'\\x89PNG'
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from linklab.render.draw_scene import scene_figure

    canvas = FigureCanvasAgg(scene_figure(scene, width=width_px / 100, dpi=100))
    canvas.draw()
    return png_bytes(canvas)
