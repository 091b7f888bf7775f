"""A scene (``linklab.render.scene``) drawn by matplotlib: the same rectangles, texts and lines
the page draws as SVG, for figures and for PNG, SVG, PDF and GIF export.

A scene's units become the axes' data units, y running down the page; a text's size in units
becomes points from the axes' size, so that the drawing scales as the SVG does.

Examples
--------
>>> from matplotlib.figure import Figure
>>> from linklab.render.scene.board import board_scene
>>> scene = board_scene(((1, 0, 1),))
>>> fig = scene_figure(scene, width=4)
>>> sorted(t.get_text() for t in fig.axes[0].texts if t.get_text().isalpha())
['A', 'A']
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np
from matplotlib import rcParams
from matplotlib.artist import Artist
from matplotlib.collections import LineCollection
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.lines import Line2D
from matplotlib.patches import FancyBboxPatch, Rectangle
from matplotlib.path import Path
from matplotlib.text import Text as TextArtist
from matplotlib.textpath import TextPath, text_to_path
from matplotlib.transforms import Affine2D, Bbox

from linklab.render.scene.shapes import Line, Rect, Scene, Shape, Text

_ALIGN = {"start": "left", "middle": "center", "end": "right"}  # a text's anchor, in matplotlib


def draw_scene(ax, scene: Scene) -> list:
    """Draw ``scene`` on ``ax`` (limits, aspect and direction set); the artists, in order, each
    with the shape's tag as its ``gid``.

    Texts and strokes keep their size in the scene's units however the axes are laid out
    when drawn (a figure's constrained layout moves them after this call), and no text is
    smaller than the style's least size (`linklab.render.style`)."""
    from linklab.render.style import min_points

    set_scene_axes(ax, scene)
    points, least = points_per_unit(ax, scene), min_points(ax.figure)
    artists = []
    for shape in scene.shapes:
        artist = shape_artist(shape, points, least=least)
        # Inside the axes, whatever their size: a layout need not make room for them (nor
        # measure texts whose size is only set when drawn).
        artist.set_in_layout(False)
        artists.append(artist)
        ax.add_artist(artist)
    ax.add_artist(_Sizes(scene, artists))
    return artists


def set_scene_axes(ax, scene: Scene) -> None:
    """Give ``ax`` the scene's limits (y down the page), square units and no axis lines."""
    ax.set_xlim(0, scene.width)
    ax.set_ylim(scene.height, 0)
    ax.set_aspect("equal")
    ax.set_axis_off()


def points_per_unit(ax, scene: Scene) -> float:
    """How many points one of the scene's units takes on ``ax``, as the axes are placed now
    (square units: the narrower way decides).

    >>> from matplotlib.figure import Figure
    >>> ax = Figure(figsize=(4, 4)).add_axes((0, 0, 1, 1))
    >>> points_per_unit(ax, Scene(2, 4, ()))
    72.0
    """
    box, (wide, high) = ax.get_position(), ax.figure.get_size_inches()
    return float(min(box.width * wide / scene.width, box.height * high / scene.height) * 72)


def shape_artist(
    shape: Shape,
    points: float,
    *,
    least: float = 0.0,
    zorder: float = 1.0,
    light: bool = False,
):
    """The matplotlib artist drawing ``shape`` at ``points`` points a unit (a text no smaller
    than ``least`` points), its tag as its ``gid``; not yet added to any axes. When ``light``,
    one that draws a single path, its sizes fixed (`PathShape`, a text as its glyphs'
    `PathText`): the same picture, several times faster to draw again and again.

    >>> shape_artist(Rect(0, 0, 1, 1, "#FFFFFF", tag="cell-1-1"), 10).get_gid()
    'cell-1-1'
    """
    artist: Rectangle | FancyBboxPatch | TextArtist | PathText | PathShape | Line2D | LineCollection
    if light:
        if isinstance(shape, Text):
            artist = PathText(shape, max(shape.size * points, least), zorder=zorder)
        else:
            artist = PathShape(shape, points, zorder=zorder)
    elif isinstance(shape, Rect):
        edge = shape.stroke if shape.stroke and shape.stroke_width else "none"
        style: dict[str, Any] = dict(
            facecolor=shape.fill,
            edgecolor=edge,
            linewidth=shape.stroke_width * points,
            linestyle="--" if shape.dashed else "-",
            zorder=zorder,
        )
        if shape.rounded:
            artist = FancyBboxPatch(
                (shape.x, shape.y),
                shape.width,
                shape.height,
                boxstyle=f"round,pad=0,rounding_size={shape.rounded}",
                **style,
            )
        else:
            artist = Rectangle((shape.x, shape.y), shape.width, shape.height, **style)
    elif isinstance(shape, Text):
        artist = TextArtist(
            shape.x,
            shape.y,
            shape.text,
            fontsize=max(shape.size * points, least),
            color=shape.fill,
            fontweight="bold" if shape.bold else "normal",
            ha=_ALIGN[shape.anchor],
            va="center",
            zorder=zorder,
            clip_on=False,  # as `Axes.text` leaves it: a caption may run past the board
        )
        _cjk_fallback(artist)
    elif shape.pairs:
        ends = shape.points
        artist = LineCollection(
            list(zip(ends[::2], ends[1::2])),
            colors=shape.stroke,
            linewidths=shape.width * points,
            linestyles="--" if shape.dashed else "-",
            capstyle="round",
            zorder=zorder,
        )
    else:
        xs, ys = zip(*shape.points)
        artist = Line2D(
            xs,
            ys,
            color=shape.stroke,
            linewidth=shape.width * points,
            linestyle="--" if shape.dashed else "-",
            solid_capstyle="round",
            zorder=zorder,
        )
    if shape.tag:
        artist.set_gid(shape.tag)
    return artist


class _Sizes(Artist):
    """Drawn first on its axes: sizes the scene's texts and strokes to the axes as they are
    laid out at this draw (after their layout and aspect are applied)."""

    def __init__(self, scene: Scene, artists: list):
        super().__init__()
        self.set_zorder(float("-inf"))
        self._scene, self._pairs = scene, list(zip(scene.shapes, artists))
        self._sized: tuple = ()

    def draw(self, renderer) -> None:
        from linklab.render.style import min_points

        if self.axes is None:
            return
        sizes = (points_per_unit(self.axes, self._scene), min_points(self.axes.figure))
        if sizes == self._sized:
            return
        self._sized = points, least = sizes
        for shape, artist in self._pairs:
            if isinstance(shape, Text) and isinstance(artist, TextArtist):
                artist.set_fontsize(max(shape.size * points, least))
            elif isinstance(shape, Rect):
                artist.set_linewidth(shape.stroke_width * points)
            elif isinstance(shape, Line):
                artist.set_linewidth(shape.width * points)


class _Unclipped:
    """For artists a `linklab.render.canvas.SceneCanvas` draws: a scene's shapes lie inside
    its axes, which fill the canvas, so they need no clip (and making one costs more than
    making the artist)."""

    def set_clip_path(self, path, transform=None) -> None:
        pass


class PathShape(_Unclipped, Artist):
    """A scene's rectangle or line drawn as one path with the look `shape_artist`'s patch or
    line gives it, its stroke's width fixed at ``points`` points a unit.

    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_axes((0, 0, 1, 1))
    >>> ax.add_artist(PathShape(Rect(0, 0, 1, 1, "#FFFFFF", tag="cell-1-1"), 10)).get_gid()
    'cell-1-1'
    """

    #: The figure's dpi and its axes' data-to-pixels transform then, frozen, for a picture
    #: whose axes stay as they are (a `linklab.render.canvas.SceneCanvas`).
    placed: tuple | None = None

    def __init__(self, shape: Rect | Line, points: float, *, zorder: float = 1.0):
        super().__init__()
        self.shape = shape
        self.set_zorder(zorder)
        if shape.tag:
            self.set_gid(shape.tag)
        if isinstance(shape, Rect):
            self._path = _box(shape.x, shape.y, shape.width, shape.height, shape.rounded)
            self._fill = None if shape.fill == "none" else to_rgba(shape.fill)
            edge, width = shape.stroke, shape.stroke_width
            self._ends = ("butt", "miter")
        else:
            self._path = Path(shape.points, _pen_lifts(shape))
            self._fill, edge, width = None, shape.stroke, shape.width
            self._ends = ("round", "round")
        self._edge = to_rgba(edge) if edge and edge != "none" and width else (0.0, 0.0, 0.0, 0.0)
        self._width = width * points if self._edge[3] else 0.0
        self._dashes = _dashes(self._width) if shape.dashed else None

    @property
    def stroke_pixels(self) -> float:
        """Half the stroke's width in pixels: how far it reaches past the path."""
        assert self.axes is not None
        return self._width * self.axes.figure.dpi / 72 / 2

    def get_window_extent(self, renderer=None):
        """A box round the path in the figure's pixels (its stroke reaches `stroke_pixels`
        further)."""
        return _hull(self._path, _data_to_pixels(self))

    def draw(self, renderer) -> None:
        if not self.get_visible() or self.axes is None:
            return
        gc = renderer.new_gc()
        # Artist's own clip set-up; matplotlib's stubs leave out its private helpers.
        self._set_gc_clip(gc)  # type: ignore[attr-defined]
        gc.set_antialiased(True)
        gc.set_foreground(self._edge, isRGBA=True)
        gc.set_linewidth(self._width)
        gc.set_capstyle(self._ends[0])
        gc.set_joinstyle(self._ends[1])
        if self._dashes is not None:
            gc.set_dashes(*self._dashes)
        renderer.draw_path(gc, self._path, _data_to_pixels(self), self._fill)
        gc.restore()
        self.stale = False


def _pen_lifts(line: Line) -> list[int] | None:
    """The path codes of ``line``: each pair of points its own segment when ``line.pairs``.

    >>> _pen_lifts(Line(((0, 0), (1, 1), (2, 2), (3, 3)), "#000000", 1, pairs=True))
    [1, 2, 1, 2]
    """
    if not line.pairs:
        return None
    return [int(Path.MOVETO), int(Path.LINETO)] * (len(line.points) // 2)


def _dashes(width: float) -> tuple[float, list[float]]:
    """The offset and the dash pattern of a ``"--"`` line ``width`` points wide, as a `Line2D`
    draws it (``lines.dashed_pattern``, scaled by the width when ``lines.scale_dashes``)."""
    pattern = [float(step) for step in rcParams["lines.dashed_pattern"]]
    if rcParams["lines.scale_dashes"]:
        pattern = [step * width for step in pattern]
    return 0.0, pattern


def _data_to_pixels(artist):
    """Where ``artist``'s axes place their data in pixels: the transform frozen for it
    (``placed``, a figure's dpi and the transform at that dpi) while the figure's dpi is that,
    else the axes' own."""
    placed = artist.placed
    if placed is not None and placed[0] == artist.axes.figure.dpi:
        return placed[1]
    return artist.axes.transData


def _hull(path: Path, transform) -> Bbox:
    """The box round ``path``'s vertices, curves' control points included, as ``transform``
    places them: it holds the path (a curve stays inside its control points) and costs
    nothing like `Path.get_extents`, which finds each curve's extremes."""
    codes = path.codes
    vertices = np.asarray(path.vertices)
    points = vertices if codes is None else vertices[codes != Path.CLOSEPOLY]
    placed = transform.transform(points)
    return Bbox([placed.min(axis=0), placed.max(axis=0)])


@lru_cache(maxsize=1 << 14)
def _box(x: float, y: float, width: float, height: float, rounded: float) -> Path:
    if rounded:
        style = f"round,pad=0,rounding_size={rounded}"
        return FancyBboxPatch((x, y), width, height, boxstyle=style).get_path()
    return Path(
        [(x, y), (x + width, y), (x + width, y + height), (x, y + height), (x, y)], closed=True
    )


class PathText(_Unclipped, Artist):
    """A scene's text drawn as the outlines of its glyphs, placed as `matplotlib.text.Text`
    places it: as fast to draw as a path (a ``Text`` lays its glyphs out again at every draw),
    for pictures redrawn step after step. ``font_points`` is its size.

    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_axes((0, 0, 1, 1))
    >>> text = ax.add_artist(PathText(Text(0.5, 0.5, "12", 0.4, tag="order-1-1"), 9.0))
    >>> text.get_text(), text.font_points, text.get_gid()
    ('12', 9.0, 'order-1-1')
    """

    placed: tuple | None = None  # as `PathShape`'s

    def __init__(self, shape: Text, font_points: float, *, zorder: float = 1.0):
        super().__init__()
        self._placed: tuple | None = None
        self.shape, self.font_points = shape, round(font_points, 2)
        self.set_zorder(zorder)
        if shape.tag:
            self.set_gid(shape.tag)
        self._colour = to_rgba(shape.fill)
        self._path = _glyphs(
            shape.text, self.font_points, shape.bold, shape.anchor, _families(shape.text)
        )

    @property
    def xy(self) -> tuple[float, float]:
        """Where the text is placed, in the scene's units."""
        return self.shape.x, self.shape.y

    def get_text(self) -> str:
        return self.shape.text

    def get_window_extent(self, renderer=None):
        """A box round the glyphs, in the figure's pixels."""
        return _hull(self._path, self._to_pixels())

    def _to_pixels(self) -> Affine2D:
        assert self.axes is not None
        to_pixels = _data_to_pixels(self)
        if self._placed is not None and self._placed[0] is to_pixels:
            return self._placed[1]
        x, y = to_pixels.transform((self.shape.x, self.shape.y))
        placed = Affine2D().scale(self.axes.figure.dpi / 72).translate(x, y)
        if to_pixels is not self.axes.transData:  # frozen: where the text goes stays
            self._placed = (to_pixels, placed)
        return placed

    def draw(self, renderer) -> None:
        if not self.get_visible() or self.axes is None:
            return
        gc = renderer.new_gc()
        # Artist's own clip set-up; matplotlib's stubs leave out its private helpers.
        self._set_gc_clip(gc)  # type: ignore[attr-defined]
        gc.set_linewidth(0)
        gc.set_antialiased(True)
        gc.set_snap(False)  # snapped to pixels, a thin straight stroke (a "+"'s) may vanish
        renderer.draw_path(gc, self._path, self._to_pixels(), self._colour)
        gc.restore()
        self.stale = False


def _families(text: str) -> tuple[str, ...]:
    import matplotlib

    from linklab.render import fonts

    families = tuple(matplotlib.rcParams["font.family"])
    if fonts.has_cjk(text):
        family = fonts.use_cjk_font()
        if family is None:
            fonts.warn_if_missing()
        elif family not in families:
            families = (*families, family)
    return families


@lru_cache(maxsize=1 << 12)
def _glyphs(text: str, size: float, bold: bool, anchor: str, families: tuple[str, ...]):
    """The outlines of ``text`` in points, placed round (0, 0) as a ``Text`` with this anchor
    (``ha``) and ``va="center"`` places its glyphs round its position."""
    prop = FontProperties(family=list(families), size=size, weight="bold" if bold else "normal")
    wide, high, low = text_to_path.get_text_width_height_descent(text, prop, ismath=False)
    _, line_high, line_low = text_to_path.get_text_width_height_descent("lp", prop, ismath=False)
    high, low = max(high, line_high), max(low, line_low)
    dx = {"start": 0.0, "middle": -wide / 2, "end": -wide}[anchor]
    path = TextPath((0, 0), text, size=size, prop=prop)
    return path.transformed(Affine2D().translate(dx, low - high / 2))


def _cjk_fallback(text: TextArtist) -> None:
    from linklab.render import fonts

    if fonts.has_cjk(text.get_text()):
        family = fonts.use_cjk_font()
        if family is None:
            fonts.warn_if_missing()
        elif family not in text.get_fontfamily():
            text.set_fontfamily([*text.get_fontfamily(), family])


def scene_figure(scene: Scene, width: float = 6.0, dpi: float = 100) -> Figure:
    """A figure ``width`` inches wide holding ``scene`` alone."""
    fig = Figure(figsize=(width, width * scene.height / scene.width), dpi=dpi)
    ax = fig.add_axes((0, 0, 1, 1))
    draw_scene(ax, scene)
    return fig
