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

from collections.abc import Callable, Mapping, Sequence

from linklab.core import sixdigits
from linklab.render.scene.palette import PALETTE, ink_for, kind_color
from linklab.render.scene.shapes import Line, Rect, Scene, Shape, Text, dots

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
        box = (width + 0.3, 0.3, GRAPH_WIDTH, GRAPH_HEIGHT)
        shapes += graph_shapes(xy, box, walk, state)
        width += 0.6 + GRAPH_WIDTH
    return Scene(width, max(4.2, GRAPH_HEIGHT + 0.6 if xy else 4.2), tuple(shapes), label)


def state_graph_scene(
    xy: Mapping[str, Sequence[float]],
    walk: Sequence[Sequence[int]] = (),
    here: Sequence[int] | None = None,
    *,
    moves: Sequence[str] = sixdigits.FORWARD,
    goal: Sequence[int] = sixdigits.GOAL,
    labels: bool = True,
) -> Scene:
    """The graph of every layout alone, as a figure shows it: the explorer's graph with each
    move drawn as an edge, the goal starred and, with ``labels``, each component named and the
    goal's layers numbered by their moves to it.

    >>> xy = {"".join(map(str, s)): (i % 30, i // 30) for i, s in enumerate(sixdigits.all_states())}
    >>> scene = state_graph_scene(xy)
    >>> sum(len(s.points) // 2 for s in scene.shapes if s.tag.startswith("edges-"))
    1440
    >>> scene.tagged("goal").text, scene.tagged("component-0").text
    ('★', "goal's component: 120 states")
    """
    edges = [
        (layout_key(layout), layout_key(sixdigits.apply_move(layout, move)))
        for layout in sixdigits.all_states()
        for move in sixdigits.checked_moves(moves)
    ]
    top = 0.9 if labels else 0.3
    box = (0.9 if labels else 0.3, top, GRAPH_WIDTH * 2, GRAPH_HEIGHT * 1.6)
    shapes = graph_shapes(xy, box, walk, here, edges=edges, goal=goal, labels=labels)
    return Scene(box[0] + box[2] + 0.4, top + box[3] + 0.4, tuple(shapes), "720 layouts")


def graph_shapes(
    xy: Mapping[str, Sequence[float]],
    box: tuple[float, float, float, float],
    walk: Sequence[Sequence[int]] = (),
    here: Sequence[int] | None = None,
    *,
    edges: Sequence[tuple[str, str]] = (),
    goal: Sequence[int] | None = None,
    labels: bool = False,
) -> list[Shape]:
    """The layouts ``xy`` places (by their six digits) fitted into ``box`` (left, top, width,
    height), each a dot of its component's colour (one stroke a component, ``layouts-K``):
    the ``edges`` under them, one stroke of the component's tint for each (``edges-K``),
    ``walk`` over them (``way-home``), ``here`` ringed (``here``), ``goal`` starred, and with
    ``labels``, each component's name and size (``component-K``) and the numbers of the first
    component's rows (``depth-D``).

    >>> shapes = graph_shapes({"123456": (0, 0), "413526": (1, 1)}, (0, 0, 2, 2))
    >>> [s.tag for s in shapes]
    ['layouts-0']
    """
    left, top, wide, high = box
    xs = [p[0] for p in xy.values()]
    ys = [p[1] for p in xy.values()]
    low_x, low_y = min(xs), min(ys)
    scale_x = wide / ((max(xs) - low_x) or 1.0)
    scale_y = high / ((max(ys) - low_y) or 1.0)

    def place(key: str) -> tuple[float, float]:
        x, y = xy[key]
        return left + (x - low_x) * scale_x, top + (y - low_y) * scale_y

    parts = sorted(sixdigits.components(), key=lambda part: (sixdigits.GOAL not in part, min(part)))
    part_of = {layout_key(layout): k for k, part in enumerate(parts) for layout in part}
    shapes: list[Shape] = []
    by_part: dict[int, list[tuple[float, float]]] = {}
    for start, end in edges:
        by_part.setdefault(part_of[start], []).extend((place(start), place(end)))
    for k, ends in sorted(by_part.items()):
        # One stroke a component, each edge a separate segment of it: a line that lifts its pen
        # between pairs (`Line.pairs`), drawn as one path in SVG and one collection in matplotlib.
        tint = _tint(PALETTE[k % len(PALETTE)])
        shapes.append(Line(tuple(ends), tint, 0.012, tag=f"edges-{k}", pairs=True))
    centres: dict[int, list[tuple[float, float]]] = {}
    for key in xy:
        centres.setdefault(part_of[key], []).append(place(key))
    for k, points in sorted(centres.items()):
        shapes.append(dots(points, 2 * NODE, PALETTE[k % len(PALETTE)], f"layouts-{k}"))
    if len(walk) > 1:
        way = tuple(place(layout_key(layout)) for layout in walk)
        shapes.append(Line(way, "#000000", 0.05, tag="way-home"))
    if goal is not None and layout_key(goal) in xy:
        x, y = place(layout_key(goal))
        shapes.append(Text(x, y, "★", 0.42, "#000000", tag="goal"))
    if here is not None and layout_key(here) in xy:
        x, y = place(layout_key(here))
        ring = Rect(x - 0.18, y - 0.18, 0.36, 0.36, "none", "#000000", 0.06, 0.18, tag="here")
        shapes.append(ring)
    if labels:
        shapes += _graph_labels(parts, place, goal)
    return shapes


def _graph_labels(
    parts: Sequence[frozenset[sixdigits.Layout]],
    place: Callable[[str], tuple[float, float]],
    goal: Sequence[int] | None,
) -> list[Shape]:
    """Each component's name and size above its block, and the first block's rows numbered."""
    shapes: list[Shape] = []
    for k, part in enumerate(parts):
        points = [place(layout_key(layout)) for layout in part]
        middle = (min(x for x, _ in points) + max(x for x, _ in points)) / 2
        holds_goal = goal is not None and tuple(goal) in part
        name = "goal's component" if holds_goal else f"component {k + 1}"
        shapes.append(
            Text(
                middle,
                min(y for _, y in points) - 0.45,
                f"{name}: {len(part)} states",
                0.3,
                "#000000",
                True,
                f"component-{k}",
            )
        )
    first = [place(layout_key(layout)) for layout in parts[0]]
    rows = sorted({y for _, y in first})
    edge = min(x for x, _ in first) - 0.35
    for depth, y in enumerate(rows):
        number = Text(edge, y, str(depth), 0.22, "#555555", tag=f"depth-{depth}", anchor="end")
        shapes.append(number)
    return shapes


def layout_key(layout: Sequence[int]) -> str:
    """A layout by its six digits, as the page names it.

    >>> layout_key((1, 2, 3, 4, 5, 6))
    '123456'
    """
    return "".join(map(str, layout))


def _tint(colour: str, strength: float = 0.4) -> str:
    """``colour`` mixed with white, ``strength`` of it kept: an edge's shade of its component.

    >>> _tint("#000000", 0.5)
    '#808080'
    """
    channels = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    mixed = [round(255 - (255 - c) * strength) for c in channels]
    return "#" + "".join(f"{c:02X}" for c in mixed)


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
