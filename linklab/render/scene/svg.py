"""A scene as SVG text: crisp at any zoom, its texts in the page's own font (Chinese
included), each tagged shape carrying ``data-tag`` for a page to answer clicks by.

A scene's SVG is `svg_open`, one `shape_svg` element a shape, then `SVG_CLOSE`: a page that
steps through many scenes of one board (``linklab.apps.page_steps``) keeps each element once.
A shape's element is remembered, so drawing the next step of a search costs only its new shapes.

Examples
--------
>>> from linklab.render.scene.shapes import Rect, Scene, Text
>>> cell = Rect(0, 0, 1, 1, "#FFFFFF", tag="cell-1-1")
>>> svg = to_svg(Scene(1, 1, (cell, Text(0.5, 0.5, "A", 0.5))))
>>> svg.count("<rect"), 'data-tag="cell-1-1"' in svg, ">A</text>" in svg
(1, True, True)
>>> letter = Text(0.5, 0.5, "A", 0.5)
>>> svg == svg_open(Scene(1, 1, ())) + shape_svg(cell) + shape_svg(letter) + SVG_CLOSE
True
"""

from __future__ import annotations

from functools import lru_cache
from html import escape

from linklab.render.scene.shapes import Rect, Scene, Shape, Text

PX = 30  # pixels a board unit takes at zoom 1
SVG_CLOSE = "</svg>"


def _n(value: float) -> str:
    return f"{value:.3f}".rstrip("0").rstrip(".")


def svg_open(scene: Scene, px: float = PX, css_class: str = "linklab-scene") -> str:
    """The ``<svg>`` start tag of ``scene`` and its title: its size and label, no shapes."""
    width, height = scene.width * px, scene.height * px
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class}" width="{_n(width)}" '
        f'height="{_n(height)}" viewBox="0 0 {_n(scene.width)} {_n(scene.height)}" role="img" '
        f'aria-label="{escape(scene.label)}" style="font-family: inherit">'
        f"<title>{escape(scene.label)}</title>{_desc(scene.description)}"
    )


def _desc(lines: tuple[str, ...]) -> str:
    """A scene's description as the ``<desc>`` a screen reader reads, a line a row."""
    return f"<desc>{escape(chr(10).join(lines))}</desc>" if lines else ""


@lru_cache(maxsize=1 << 15)
def shape_svg(shape: Shape) -> str:
    """One shape as an SVG element.

    >>> shape_svg(Rect(0, 0, 1, 1, "#FFFFFF"))
    '<rect x="0" y="0" width="1" height="1" fill="#FFFFFF"/>'
    """
    tag = f' data-tag="{escape(shape.tag)}"' if shape.tag else ""
    if isinstance(shape, Rect):
        stroke = (
            f' stroke="{shape.stroke}" stroke-width="{_n(shape.stroke_width)}"'
            if shape.stroke and shape.stroke_width
            else ""
        )
        dash = f' stroke-dasharray="{_n(shape.stroke_width * 2)}"' if shape.dashed else ""
        rounded = f' rx="{_n(shape.rounded)}"' if shape.rounded else ""
        return (
            f'<rect x="{_n(shape.x)}" y="{_n(shape.y)}" width="{_n(shape.width)}" '
            f'height="{_n(shape.height)}" fill="{shape.fill}"{stroke}{dash}{rounded}{tag}/>'
        )
    if isinstance(shape, Text):
        weight = ' font-weight="bold"' if shape.bold else ""
        return (
            f'<text x="{_n(shape.x)}" y="{_n(shape.y)}" font-size="{_n(shape.size)}" '
            f'fill="{shape.fill}" text-anchor="{shape.anchor}" dominant-baseline="central"'
            f' pointer-events="none"{weight}{tag}>{escape(shape.text)}</text>'
        )
    dash = f' stroke-dasharray="{_n(shape.width * 2)} {_n(shape.width)}"' if shape.dashed else ""
    if shape.pairs:
        ends = shape.points
        pairs = zip(ends[::2], ends[1::2])
        steps = "".join(f"M{_n(x0)} {_n(y0)}L{_n(x1)} {_n(y1)}" for (x0, y0), (x1, y1) in pairs)
        return (
            f'<path d="{steps}" fill="none" stroke="{shape.stroke}" '
            f'stroke-width="{_n(shape.width)}" stroke-linecap="round"'
            f' pointer-events="none"{dash}{tag}/>'
        )
    points = " ".join(f"{_n(x)},{_n(y)}" for x, y in shape.points)
    return (
        f'<polyline points="{points}" fill="none" stroke="{shape.stroke}" '
        f'stroke-width="{_n(shape.width)}" stroke-linejoin="round" stroke-linecap="round"'
        f' pointer-events="none"{dash}{tag}/>'
    )


def to_svg(scene: Scene, px: float = PX, css_class: str = "linklab-scene") -> str:
    """``scene`` as an ``<svg>`` element, ``px`` pixels a unit wide at zoom 1 (it scales with
    its box: the width and height set only its natural size)."""
    return svg_open(scene, px, css_class) + "".join(map(shape_svg, scene.shapes)) + SVG_CLOSE
