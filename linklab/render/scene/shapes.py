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

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from unicodedata import east_asian_width


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
    """A line through ``points``, ``width`` board units wide, dashed or not; with ``pairs``,
    the points taken two at a time, each pair a segment of its own (many edges in one stroke).
    """

    points: tuple[tuple[float, float], ...]
    stroke: str
    width: float
    dashed: bool = False
    tag: str = ""
    pairs: bool = False


Shape = Rect | Text | Line


def dots(centres: Sequence[tuple[float, float]], size: float, fill: str, tag: str = "") -> Line:
    """Many round dots ``size`` units across, one colour, as one stroke: each a segment too short
    to see, its round ends making the disc (one path however many dots, for either renderer).

    >>> dots([(0, 0), (2, 1)], 0.2, "#000000").points
    ((-0.001, 0), (0.001, 0), (1.999, 1), (2.001, 1))
    """
    ends = tuple(end for x, y in centres for end in ((x - 0.001, y), (x + 0.001, y)))
    return Line(ends, fill, size, tag=tag, pairs=True)


@dataclass(frozen=True, slots=True)
class Scene:
    """A picture ``width`` by ``height`` board units: its shapes, drawn in order, and a
    ``label`` saying what it shows (a page's alt text) and a longer ``description`` a
    screen reader can walk line by line (a board's rows, tiles by letter)."""

    width: float
    height: float
    shapes: tuple[Shape, ...]
    label: str = ""
    description: tuple[str, ...] = ()

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
    """About how wide ``text`` is, ``size`` units tall, in the usual sans-serif fonts (a
    little wider rather than narrower).

    >>> round(text_width("BFS step 4/12", 1.0), 2), text_width("步", 1.0)
    (7.49, 1.0)
    """
    narrow = " :,.;()/'"
    wide = sum(
        1.0
        if east_asian_width(c) in "WF"
        else 0.35
        if c in narrow
        else 0.7
        if c.isupper()
        else 0.62
        for c in text
    )
    return wide * size


def captioned(scene: Scene, text: str, width: float = 0.0, size: float = CAPTION_SIZE) -> Scene:
    """``scene`` with a line of ``text`` under it (tagged ``caption``), widened to hold it and
    to at least ``width``.

    >>> scene = captioned(Scene(2, 1, ()), "step 3")
    >>> scene.tagged("caption").text, scene.height > 1
    ('step 3', True)
    """
    line = Text(0.35, scene.height + 0.45, text, size, tag="caption", anchor="start")
    width = max(scene.width, 0.7 + text_width(text, size), width)
    return Scene(width, scene.height + 0.85, (*scene.shapes, line), scene.label, scene.description)


def moved_all(scene: Scene, offset: tuple[float, float]) -> tuple[Shape, ...]:
    """The shapes of ``scene`` moved by ``offset`` (x, y).

    >>> moved_all(Scene(1, 1, (Text(0.5, 0.5, "A", 0.5),)), (1, 2))[0].x
    1.5
    """
    return tuple(moved(shape, *offset) for shape in scene.shapes)


@lru_cache(maxsize=1 << 15)
def moved(shape: Shape, dx: float, dy: float) -> Shape:
    """``shape`` moved by (``dx``, ``dy``), remembered: a step's unchanged shapes stay the
    same objects, which a page's steps keep once (``linklab.apps.page_steps``)."""
    if not dx and not dy:
        return shape
    if isinstance(shape, Line):
        return replace(shape, points=tuple((x + dx, y + dy) for x, y in shape.points))
    return replace(shape, x=shape.x + dx, y=shape.y + dy)
