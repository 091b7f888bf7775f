"""The scene of the six-digit explorer: the layout as its 2x3 grid (cells A..F, each digit in
its colour) beside the graph of all 720 layouts, placed where the live explorer places them,
one colour per component, the layout shown ringed and its way home drawn; and a layout alone
under two lines (`layout_scene`), a pane of the six-digit comparison.

Examples
--------
>>> scene = explorer_scene((2, 5, 6, 4, 3, 1), {}, [])
>>> [t for t in scene.texts() if t.isdigit()]
['2', '5', '6', '4', '3', '1']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from linklab.core import sixdigits
from linklab.render.scene.palette import PALETTE, ink_for, kind_color
from linklab.render.scene.shapes import Line, Rect, Scene, Shape, Text

GRAPH_WIDTH, GRAPH_HEIGHT = 12.0, 6.0  # board units the graph takes, right of the grid
NODE = 0.07
LAYOUT_WIDTH = 5.6  # a comparison pane's width: room for its longest note on one line
MOVES_NOTE = "α ↻ ABED   β ↻ BCFE"


def explorer_scene(
    state: Sequence[int],
    xy: Mapping[str, Sequence[float]],
    walk: Sequence[Sequence[int]],
    label: str = "",
) -> Scene:
    """The layout ``state`` and, when ``xy`` places the layouts (by their six digits), the
    graph with ``walk`` (layouts from here to 123456) drawn on it."""
    shapes = layout_shapes(state, 0.2, 2.0)
    # Begun at the grid's left edge, not centred on a point left of its middle: a centred line
    # this long once reached past the picture's left edge and lost its "α".
    shapes.append(Text(0.2, 1.6, MOVES_NOTE, 0.24, "#333333", tag="moves-note", anchor="start"))
    width = 3.4
    if xy:
        xs = [p[0] for p in xy.values()]
        ys = [p[1] for p in xy.values()]
        left, top = min(xs), min(ys)
        spread_x, spread_y = (max(xs) - left) or 1.0, (max(ys) - top) or 1.0

        def place(key: str) -> tuple[float, float]:
            x, y = xy[key]
            return (
                width + 0.3 + (x - left) / spread_x * GRAPH_WIDTH,
                0.3 + (y - top) / spread_y * GRAPH_HEIGHT,
            )

        colour_of = {}
        for number, part in enumerate(sixdigits.components()):
            for layout in part:
                colour_of["".join(map(str, layout))] = PALETTE[number % len(PALETTE)]
        for key in xy:
            x, y = place(key)
            colour = colour_of.get(key, "#999999")
            shapes.append(Rect(x - NODE, y - NODE, 2 * NODE, 2 * NODE, colour, tag=f"layout-{key}"))
        if len(walk) > 1:
            points = tuple(place("".join(map(str, layout))) for layout in walk)
            shapes.append(Line(points, "#000000", 0.05, tag="way-home"))
        here = "".join(map(str, state))
        if here in xy:
            x, y = place(here)
            shapes.append(
                Rect(x - 0.18, y - 0.18, 0.36, 0.36, "none", "#000000", 0.06, 0.18, tag="here")
            )
        width += 0.6 + GRAPH_WIDTH
    return Scene(width, max(4.2, GRAPH_HEIGHT + 0.6 if xy else 4.2), tuple(shapes), label)


def layout_shapes(
    state: Sequence[int], left: float, top: float, *, names: bool = True, moves: bool = False
) -> list[Shape]:
    """The layout ``state`` as its 2x3 grid of cells 1 unit wide from (``left``, ``top``):
    each digit in its colour, tagged ``digit-A``..``digit-F`` (its square ``cell-A``..), its
    cell's name in the corner when ``names``; with ``moves``, the two turns marked where their
    four cells meet (α turns A, B, E, D clockwise, β turns B, C, F, E; tagged ``move-α``..)."""
    shapes: list[Shape] = []
    for index, digit in enumerate(state):
        r, c = divmod(index, 3)
        colour = kind_color(digit)
        x, y = left + c, top + r
        name = "ABCDEF"[index]
        shapes.append(
            Rect(x + 0.04, y + 0.04, 0.92, 0.92, colour, "#555555", 0.03, 0.1, tag=f"cell-{name}")
        )
        if names:
            shapes.append(Text(x + 0.2, y + 0.25, name, 0.22, ink_for(colour), tag=f"name-{name}"))
        shapes.append(
            Text(x + 0.5, y + 0.55, str(digit), 0.55, ink_for(colour), True, f"digit-{name}")
        )
    if moves:
        for name, x in (("α", left + 1), ("β", left + 2)):
            shapes.append(Rect(x - 0.22, top + 0.87, 0.44, 0.26, "#FFFFFF", "#666666", 0.02, 0.08))
            shapes.append(Text(x, top + 1.0, f"{name}↻", 0.2, "#000000", tag=f"move-{name}"))
    return shapes


def state_scene(state: Sequence[int], *, names: bool = True, moves: bool = True) -> Scene:
    """The layout ``state`` alone, as a figure draws it (``linklab.render.draw_sixdigits``).

    >>> [t for t in state_scene((2, 5, 6, 4, 3, 1)).texts() if t.endswith("↻")]
    ['α↻', 'β↻']
    """
    shapes = layout_shapes(state, 0.1, 0.1, names=names, moves=moves)
    return Scene(3.2, 2.2, tuple(shapes), "".join(map(str, state)))


def layout_scene(
    state: Sequence[int], heading: str, note: str, width: float = LAYOUT_WIDTH
) -> Scene:
    """One layout under two lines, its ``heading`` and a ``note``, ``width`` units wide: a pane
    of a comparison.

    >>> scene = layout_scene((2, 5, 6, 4, 3, 1), "step 0/2", "start")
    >>> scene.texts()[:2], [t for t in scene.texts() if t.isdigit()]
    (['step 0/2', 'start'], ['2', '5', '6', '4', '3', '1'])
    """
    middle = width / 2
    shapes: list[Shape] = [
        Text(middle, 0.4, heading, 0.36, "#000000", True, "heading"),
        Text(middle, 0.92, note, 0.3, "#000000", tag="note"),
        Text(middle, 1.42, MOVES_NOTE, 0.24, "#333333"),
    ]
    shapes += layout_shapes(state, middle - 1.5, 1.75)
    return Scene(width, 3.95, tuple(shapes), f"{heading}: {note}")
