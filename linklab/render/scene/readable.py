"""A search's scene with every text at least a given size, for a picture a slide shows small.

A board's cells carry small marks in their corners: a turn count, a refused move's mark, a
place on the stack under a tile's letter. They have room for up to `CORNER_ROOM` board units.
`readable_scene` raises every text under ``least`` units to ``least``; where ``least`` is more
than a corner has room for, those corner marks are left out instead (raised, they would cover
the letters and spill into the next cells), and one line under the boards says so. Letters,
row and column numbers and a place in the middle of an empty cell are always raised (its white
ground grows with it).

Examples
--------
>>> from linklab.render.scene.shapes import Rect, Scene, Text
>>> scene = Scene(4, 2, (Text(0.5, 0.5, "A", 0.5, tag="letter-1-1"),
...                      Text(1.2, 0.3, "1", 0.28, tag="note-1-2"),
...                      Rect(2.3, 0.33, 0.4, 0.46, "#FFFFFF"),
...                      Text(2.5, 0.56, "7", 0.42, tag="order-1-3")))
>>> [(s.tag, s.size) for s in readable_scene(scene, 0.3).shapes if isinstance(s, Text)]
[('letter-1-1', 0.5), ('note-1-2', 0.3), ('order-1-3', 0.42)]
>>> shown = readable_scene(scene, 0.55)
>>> [(s.tag, s.size) for s in shown.shapes if isinstance(s, Text)][:3]
[('letter-1-1', 0.55), ('order-1-3', 0.55), ('left-out', 0.55)]
>>> shown.height > scene.height, readable_scene(scene, 0.0) is scene
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from linklab.i18n import tr
from linklab.render.scene.shapes import Rect, Scene, Shape, Text

#: The largest a mark in a cell's corner may be drawn, in board units, without covering the
#: tile's letter or the next cell.
CORNER_ROOM = 0.3
#: The texts drawn in a cell's corner (a place on the stack is one only under a tile's letter,
#: where it is drawn small).
CORNER_TAGS = ("note-", "rejected-", "order-")
MARKS_LEFT_OUT = (
    "Too small to read on a slide, left out here: the turn counts and refused-move marks in "
    "the cells."
)
LEFT_OUT_TAG = "left-out"


def is_corner_mark(shape: Text) -> bool:
    """Whether ``shape`` is a mark in a cell's corner (`CORNER_TAGS`, no larger than its room).

    >>> is_corner_mark(Text(0, 0, "1", 0.26, tag="order-1-1"))
    True
    >>> is_corner_mark(Text(0, 0, "1", 0.42, tag="order-1-1"))
    False
    """
    return shape.tag.startswith(CORNER_TAGS) and shape.size <= CORNER_ROOM


def readable_scene(scene: Scene, least: float) -> Scene:
    """``scene`` with every text at least ``least`` board units tall: raised to it, or (a corner
    mark, when ``least`` is more than `CORNER_ROOM`) left out, a line under the scene saying so
    (at every step, marks or none, so that a player's picture keeps its size)."""
    if least <= CORNER_ROOM and not any(
        isinstance(s, Text) and s.size < least for s in scene.shapes
    ):
        return scene
    shapes = readable_shapes(scene.shapes, least)
    return with_left_out_line(
        Scene(scene.width, scene.height, shapes, scene.label, scene.description), least
    )


def readable_shapes(shapes: Sequence[Shape], least: float) -> tuple[Shape, ...]:
    """``shapes`` as `readable_scene` draws them, without its line under the scene: a board's
    shapes made readable once, kept while its picture does not change, and put in a scene
    beside others (each text's ground is found among its own board's texts).

    >>> readable_shapes((Text(1.2, 0.3, "1", 0.28, tag="note-1-2"),), 0.55)
    ()
    """
    leaving = least > CORNER_ROOM
    raised = {
        i: shape for i, shape in enumerate(shapes) if isinstance(shape, Text) and shape.size < least
    }
    if not leaving and not raised:
        return tuple(shapes)
    dropped = {i for i, t in raised.items() if leaving and is_corner_mark(t)}
    kept = _by_centre(text for k, text in raised.items() if k not in dropped)
    made: list[Shape] = []
    for i, shape in enumerate(shapes):
        if i in dropped:
            continue
        if i in raised:
            shape = replace(raised[i], size=least)
        elif isinstance(shape, Rect):
            shape = _grown_ground(shape, kept, least)
        made.append(shape)
    return tuple(made)


def with_left_out_line(scene: Scene, least: float) -> Scene:
    """``scene`` with the line under it that says the corner marks are left out, when ``least``
    leaves them out (`readable_shapes`); else ``scene`` itself."""
    if least <= CORNER_ROOM:
        return scene
    y = scene.height + least * 0.7
    words = Text(0.35, y, tr(MARKS_LEFT_OUT), least, "#444444", False, LEFT_OUT_TAG, "start")
    height = scene.height + least * 1.4
    return Scene(scene.width, height, (*scene.shapes, words), scene.label, scene.description)


def _centre_key(x: float, y: float) -> tuple[int, int]:
    """A point's bin: centres within 1e-6 of each other fall in the same bin or the next."""
    return round(x * 1e5), round(y * 1e5)


Centres = dict[tuple[int, int], list[tuple[int, Text]]]


def _by_centre(texts: Iterable[Text]) -> Centres:
    """``texts`` by the bin of their centre (`_centre_key`), each with its place among them."""
    found: Centres = {}
    for place, text in enumerate(texts):
        found.setdefault(_centre_key(text.x, text.y), []).append((place, text))
    return found


def _grown_ground(rect: Rect, texts: Centres, least: float) -> Rect:
    """``rect``, grown with the text it is the white ground of (centred on it, narrower than a
    cell), or as it was; ``texts`` by their centres' bins (`_by_centre`)."""
    if rect.fill != "#FFFFFF" or rect.width >= 0.5:
        return rect
    x, y = rect.x + rect.width / 2, rect.y + rect.height / 2
    bx, by = _centre_key(x, y)
    near = [t for dx in (-1, 0, 1) for dy in (-1, 0, 1) for t in texts.get((bx + dx, by + dy), ())]
    for _, text in sorted(near, key=lambda found: found[0]):  # the first of them, as placed
        if abs(text.x - x) < 1e-6 and abs(text.y - y) < 1e-6:
            k = least / text.size
            width, height = rect.width * k, rect.height * k
            return replace(rect, x=x - width / 2, y=y - height / 2, width=width, height=height)
    return rect


__all__ = [
    "CORNER_ROOM", "LEFT_OUT_TAG", "MARKS_LEFT_OUT", "is_corner_mark", "readable_scene",
    "readable_shapes", "with_left_out_line",
]  # fmt: skip
