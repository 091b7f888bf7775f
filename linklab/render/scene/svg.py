"""A scene as SVG text: crisp at any zoom, its texts in the page's own font (Chinese
included), each tagged shape carrying ``data-tag`` for a page to answer clicks by.

Examples
--------
>>> from linklab.render.scene.shapes import Rect, Scene, Text
>>> cell = Rect(0, 0, 1, 1, "#FFFFFF", tag="cell-1-1")
>>> svg = to_svg(Scene(1, 1, (cell, Text(0.5, 0.5, "A", 0.5))))
>>> svg.count("<rect"), 'data-tag="cell-1-1"' in svg, ">A</text>" in svg
(1, True, True)
"""

from __future__ import annotations

from html import escape

from linklab.render.scene.shapes import Line, Rect, Scene, Text

PX = 30  # pixels a board unit takes at zoom 1


def _n(value: float) -> str:
    return f"{value:.3f}".rstrip("0").rstrip(".")


def to_svg(scene: Scene, px: float = PX, css_class: str = "linklab-scene") -> str:
    """``scene`` as an ``<svg>`` element, ``px`` pixels a unit wide at zoom 1 (it scales with
    its box: the width and height set only its natural size)."""
    width, height = scene.width * px, scene.height * px
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class}" width="{_n(width)}" '
        f'height="{_n(height)}" viewBox="0 0 {_n(scene.width)} {_n(scene.height)}" role="img" '
        f'aria-label="{escape(scene.label)}" style="font-family: inherit">'
        f"<title>{escape(scene.label)}</title>"
    ]
    for shape in scene.shapes:
        tag = f' data-tag="{escape(shape.tag)}"' if shape.tag else ""
        if isinstance(shape, Rect):
            stroke = (
                f' stroke="{shape.stroke}" stroke-width="{_n(shape.stroke_width)}"'
                if shape.stroke and shape.stroke_width
                else ""
            )
            dash = f' stroke-dasharray="{_n(shape.stroke_width * 2)}"' if shape.dashed else ""
            rounded = f' rx="{_n(shape.rounded)}"' if shape.rounded else ""
            parts.append(
                f'<rect x="{_n(shape.x)}" y="{_n(shape.y)}" width="{_n(shape.width)}" '
                f'height="{_n(shape.height)}" fill="{shape.fill}"{stroke}{dash}{rounded}{tag}/>'
            )
        elif isinstance(shape, Text):
            weight = ' font-weight="bold"' if shape.bold else ""
            parts.append(
                f'<text x="{_n(shape.x)}" y="{_n(shape.y)}" font-size="{_n(shape.size)}" '
                f'fill="{shape.fill}" text-anchor="middle" dominant-baseline="central"'
                f' pointer-events="none"{weight}{tag}>{escape(shape.text)}</text>'
            )
        elif isinstance(shape, Line):
            points = " ".join(f"{_n(x)},{_n(y)}" for x, y in shape.points)
            dash = (
                f' stroke-dasharray="{_n(shape.width * 2)} {_n(shape.width)}"'
                if shape.dashed
                else ""
            )
            parts.append(
                f'<polyline points="{points}" fill="none" stroke="{shape.stroke}" '
                f'stroke-width="{_n(shape.width)}" stroke-linejoin="round" stroke-linecap="round"'
                f' pointer-events="none"{dash}{tag}/>'
            )
    return "".join(parts) + "</svg>"
