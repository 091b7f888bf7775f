"""What a scene holds: rectangles, texts and lines, in board units (a cell is 1 wide, x to the
right, y down the page), each with an optional ``tag`` a page can answer clicks by.

Examples
--------
>>> scene = Scene(2, 1, (Rect(0, 0, 1, 1, "#FFFFFF", tag="cell-1-1"), Text(0.5, 0.5, "A", 0.5)))
>>> [type(shape).__name__ for shape in scene.shapes]
['Rect', 'Text']
>>> scene.tagged("cell-1-1").fill
'#FFFFFF'
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rect:
    """A rectangle from (x, y), ``width`` by ``height``; ``rounded`` is its corners' radius."""

    x: float
    y: float
    width: float
    height: float
    fill: str
    stroke: str = ""
    stroke_width: float = 0.0  # in board units, like everything else
    rounded: float = 0.0
    dashed: bool = False
    tag: str = ""


@dataclass(frozen=True, slots=True)
class Text:
    """A text at (x, y), ``size`` board units tall, centred on it or, by ``anchor``, starting
    (``"start"``) or ending (``"end"``) there."""

    x: float
    y: float
    text: str
    size: float
    fill: str = "#000000"
    bold: bool = False
    tag: str = ""
    anchor: str = "middle"


@dataclass(frozen=True, slots=True)
class Line:
    """A line through ``points``, ``width`` board units wide, dashed or not."""

    points: tuple[tuple[float, float], ...]
    stroke: str
    width: float
    dashed: bool = False
    tag: str = ""


Shape = Rect | Text | Line


@dataclass(frozen=True, slots=True)
class Scene:
    """A picture ``width`` by ``height`` board units: its shapes, drawn in order, and a
    ``label`` saying what it shows (a page's alt text)."""

    width: float
    height: float
    shapes: tuple[Shape, ...]
    label: str = ""

    def tagged(self, tag: str) -> Shape:
        """The first shape tagged ``tag``."""
        for shape in self.shapes:
            if shape.tag == tag:
                return shape
        raise KeyError(tag)

    def texts(self) -> list[str]:
        """Every text the scene shows, in drawing order."""
        return [shape.text for shape in self.shapes if isinstance(shape, Text)]


CAPTION_SIZE = 0.42


def text_width(text: str, size: float) -> float:
    """About how wide ``text`` is at ``size`` (a Chinese character is about as wide as it is
    tall, a Latin letter or digit about 0.6 of that).

    >>> text_width("ab", 1.0), text_width("转弯", 1.0)
    (1.2, 2.0)
    """
    return sum(size * (1.0 if ord(ch) >= 0x2E80 else 0.6) for ch in text)


def captioned(scene: Scene, text: str, size: float = CAPTION_SIZE) -> Scene:
    """``scene`` with a line of ``text`` under it (tagged ``caption``), widened to hold it.

    >>> scene = captioned(Scene(2, 1, ()), "step 3")
    >>> scene.tagged("caption").text, scene.height > 1
    ('step 3', True)
    """
    line = Text(0.35, scene.height + 0.45, text, size, tag="caption", anchor="start")
    width = max(scene.width, 0.7 + text_width(text, size))
    return Scene(width, scene.height + 0.85, (*scene.shapes, line), scene.label)
