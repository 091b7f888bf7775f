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

from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import FancyBboxPatch, Rectangle

from linklab.render.scene.shapes import Line, Rect, Scene, Text

_ALIGN = {"start": "left", "middle": "center", "end": "right"}  # a text's anchor, in matplotlib


def draw_scene(ax, scene: Scene) -> list:
    """Draw ``scene`` on ``ax`` (limits, aspect and direction set); the artists, in order, each
    with the shape's tag as its ``gid``."""
    ax.set_xlim(0, scene.width)
    ax.set_ylim(scene.height, 0)
    ax.set_aspect("equal")
    ax.set_axis_off()
    fig = ax.figure
    # The axes keep the scene's aspect, so the scene fills their box's width or its height.
    box = ax.get_position()
    points_per_unit = 72 * min(
        box.width * fig.get_figwidth() / scene.width,
        box.height * fig.get_figheight() / scene.height,
    )
    artists = []
    for shape in scene.shapes:
        if isinstance(shape, Rect):
            edge = shape.stroke if shape.stroke and shape.stroke_width else "none"
            style = dict(
                facecolor=shape.fill,
                edgecolor=edge,
                linewidth=shape.stroke_width * points_per_unit,
                linestyle="--" if shape.dashed else "-",
            )
            if shape.rounded:
                patch = FancyBboxPatch(
                    (shape.x, shape.y),
                    shape.width,
                    shape.height,
                    boxstyle=f"round,pad=0,rounding_size={shape.rounded}",
                    **style,
                )
            else:
                patch = Rectangle((shape.x, shape.y), shape.width, shape.height, **style)
            artists.append(ax.add_patch(patch))
        elif isinstance(shape, Text):
            artists.append(
                ax.text(
                    shape.x,
                    shape.y,
                    shape.text,
                    fontsize=shape.size * points_per_unit,
                    color=shape.fill,
                    fontweight="bold" if shape.bold else "normal",
                    ha=_ALIGN[shape.anchor],
                    va="center",
                )
            )
        elif isinstance(shape, Line):
            xs, ys = zip(*shape.points)
            line = Line2D(
                xs,
                ys,
                color=shape.stroke,
                linewidth=shape.width * points_per_unit,
                linestyle="--" if shape.dashed else "-",
                solid_capstyle="round",
            )
            artists.append(ax.add_line(line))
        if shape.tag and artists:
            artists[-1].set_gid(shape.tag)
    return artists


def scene_figure(scene: Scene, width: float = 6.0, dpi: float = 100) -> Figure:
    """A figure ``width`` inches wide holding ``scene`` alone."""
    fig = Figure(figsize=(width, width * scene.height / scene.width), dpi=dpi)
    ax = fig.add_axes((0, 0, 1, 1))
    draw_scene(ax, scene)
    return fig


def scene_png(scene: Scene, width_px: float) -> bytes:
    """``scene`` drawn by matplotlib as a PNG ``width_px`` pixels wide.

    >>> from linklab.render.scene.board import board_scene
    >>> scene_png(board_scene(((1, 0, 1),)), 120)[:4]
    b'\\x89PNG'
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from linklab.render.canvas import png_bytes

    canvas = FigureCanvasAgg(scene_figure(scene, width=width_px / 100, dpi=100))
    canvas.draw()
    return png_bytes(canvas)
