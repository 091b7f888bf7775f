"""The scene of one step of a search on a board, as every player shows it: the live notebook's,
the static page's, and their exports.

It shows the cells the search has reached (light), expanded (darker, and ticked) or holds on
its stack (darker) and backtracked from (grey, struck through); its frontier outlined, each
cell numbered by its place in the queue (1 leaves next) or its depth on the stack, the stack
drawn as a line; the fewest turns each empty cell was reached with (in its top-left corner,
clear of a tile's letter); the state being expanded (a black outline); each move refused,
marked by its reason; and the path once found. With ``caption`` a line under the board names
the method, the step and its event; with ``legend`` the marks are explained under it.

Examples
--------
>>> from linklab.core.board import Board
>>> from linklab.core.search import bfs_events
>>> from linklab.core.trace import replay
>>> board = Board.from_rows([[1, 0, 1]])
>>> frames = replay(bfs_events(board, (0, 0), (0, 2)))
>>> scene = frame_scene(board.grid, False, frames[-1], "bfs")
>>> scene.tagged("note-1-2").text, scene.tagged("path-0").points
('0', ((1.2, 1.2), (3.2, 1.2)))
>>> scene = frame_scene(board.grid, False, frames[4], "bfs", total=12, caption=True)
>>> scene.tagged("order-1-2").text, scene.tagged("caption").text
('1', 'BFS step 4/12: enqueue (1, 2), 0 turns (front)')
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from linklab.core.board import Cell
from linklab.core.events import Event
from linklab.core.trace import Frame, Trace, describe_event
from linklab.i18n import language, translate
from linklab.render.scene.board import board_scene, cell_corner
from linklab.render.scene.palette import (
    BACKTRACKED_FACE,
    EXPANDED_FACE,
    FRONTIER_EDGE,
    REACHED_FACE,
)
from linklab.render.scene.shapes import (
    CAPTION_SIZE,
    Line,
    Rect,
    Scene,
    Shape,
    Text,
    captioned,
    text_width,
)

PRUNE_COLOR = "#A1141F"  # 4.5:1 or more on every face a refused move is marked on
TURNS_INK = "#222222"
STRUCK = "#8A8A8A"  # the stroke through a cell backtracked from
#: How each reason a move is refused is marked, and what the legend calls it (moves off the
#: board are not marked: they have no cell to mark).
REJECT_MARKS: dict[str, tuple[str, str]] = {
    "occupied": ("×", "blocked by a tile"),
    "too_many_turns": ("▲", "too many turns"),
    "already_better": ("•", "reached before, as few turns"),
    "superseded": ("+", "overtaken in the queue"),
    "on_path": ("○", "already on the path"),
    "not_straight_ahead": ("▼", "pruned: not straight ahead"),
}
#: The reasons each method can refuse a move for, in the legend's order.
METHOD_REASONS: dict[str, tuple[str, ...]] = {
    "bfs": ("occupied", "too_many_turns", "already_better", "superseded"),
    "dfs": ("occupied", "too_many_turns", "on_path", "not_straight_ahead"),
}
#: The smallest text a step's scene may hold (a place in the queue under a tile's letter).
SMALLEST_TEXT = 0.26
LEGEND_SIZE = 0.36
LEGEND_ROW = 0.62  # board units a row of the legend takes
LEGEND_COLUMN = 7.2  # board units a column of the legend takes
MIN_WIDTH = 2 * LEGEND_COLUMN + 0.6  # a board narrower than this has its legend beside it


def frame_scene(
    grid: Sequence[Sequence[int]],
    outside: bool,
    frame: Frame,
    method: str,
    ends: Sequence[Cell] = (),
    *,
    total: int | None = None,
    caption: bool = False,
    legend: bool = False,
    legend_entries: int | None = None,
    width: float = 0.0,
    label: str = "",
) -> Scene:
    """The scene of ``frame`` (a step of ``method``'s search, ``"bfs"`` or ``"dfs"``) on
    ``grid``, ``ends`` outlined; a caption naming the step (of ``total``) and a legend when
    asked for (beside a narrow board, under a wide one), of at most ``legend_entries`` entries
    (the last then saying how many more there are); at least ``width`` units wide (a player
    gives every step the width of its widest, so that its picture keeps its size)."""
    if method not in METHOD_REASONS:
        raise ValueError(f"unknown method {method!r}, expected 'bfs' or 'dfs'")
    stack = method == "dfs"
    rows, cols = len(grid), len(grid[0]) if grid else 0

    def is_tile(cell: Cell) -> bool:
        return 0 <= cell[0] < rows and 0 <= cell[1] < cols and bool(grid[cell[0]][cell[1]])

    frontier = [state[0] for state in frame.frontier]
    on_frontier = set(frontier)
    faces = {cell: REACHED_FACE for cell in frame.turns}
    for cell in frame.backtracked:
        faces[cell] = BACKTRACKED_FACE
    for cell in on_frontier if stack else frame.expanded:
        faces[cell] = EXPANDED_FACE
    faces = {cell: face for cell, face in faces.items() if not is_tile(cell)}
    notes = {cell: str(turns) for cell, turns in frame.turns.items() if not is_tile(cell)}
    base = board_scene(
        grid,
        outside,
        ends=ends,
        faces=faces,
        notes=notes,
        note_corner=True,
        outlined=sorted(on_frontier),
        paths=[frame.path] if frame.path else [],
        label=label,
    )
    at = cell_corner(outside)
    shapes: list[Shape] = list(base.shapes)
    marks: list[Shape] = [
        _struck(cell, at(cell))
        for cell in sorted(frame.backtracked - on_frontier)
        if not is_tile(cell)
    ]
    if not stack:  # taken off the queue: a tick as well as the darker shade, told apart by more
        marks += [  # than a hue (the frontier's cells have their place in the middle instead)
            _ticked(cell, at(cell))
            for cell in sorted(frame.expanded - on_frontier)
            if not is_tile(cell)
        ]
    if stack and len(frontier) > 1:
        points = tuple((x + 0.5, y + 0.5) for x, y in map(at, frontier))
        marks.append(Line(points, FRONTIER_EDGE, 0.07, tag="stack"))
    # The strokes and the stack's line run under the tiles, as a path does; the rest over them.
    under = next((i for i, shape in enumerate(shapes) if shape.tag.startswith("tile-")), None)
    if under is not None:
        shapes[under:under] = marks
        marks = []
    places: dict[Cell, list[int]] = {}
    for place, cell in enumerate(frontier, 1):
        places.setdefault(cell, []).append(place)
    for cell, spots in places.items():
        text = ",".join(map(str, spots[:2])) + "+" * (len(spots) > 2)
        if is_tile(cell):  # a white ground keeps a place legible on any tile's colour
            marks.append(_tile_ground(at(cell)))
        elif stack:  # and a depth on the stack's line
            marks.append(_ground(at(cell)))
        marks.append(_order(cell, at(cell), text, is_tile(cell)))
    for cell, reason in sorted(frame.rejected.items()):
        if reason in REJECT_MARKS and cell not in on_frontier:
            if is_tile(cell):  # red on a tile's colour may not read: on a white ground
                marks.append(_glyph_ground(at(cell)))
            marks.append(_refusal_mark(cell, at(cell), REJECT_MARKS[reason][0]))
    if frame.current is not None:
        x, y = at(frame.current[0])
        marks.append(Rect(x + 0.02, y + 0.02, 0.96, 0.96, "none", "#000000", 0.1, tag="current"))
    shapes += marks  # over the tiles: a place in the queue sits under a tile's letter
    board_width, height = base.width, base.height
    beside = legend and board_width < MIN_WIDTH  # a narrow board: its legend in a column beside it
    if beside:
        shapes += _legend(method, board_width + 0.2, 0.7, LEGEND_COLUMN, legend_entries, language())
        rows = len(legend_items(method, legend_entries))
        board_width += 0.2 + LEGEND_COLUMN
        height = max(height, 0.7 + rows * LEGEND_ROW + 0.2)
    scene = Scene(max(board_width, width), height, tuple(shapes), base.label, base.description)
    if caption:
        scene = captioned(scene, step_caption(method, frame.step, frame.event, total), width)
    if legend and not beside:
        below = _legend(method, 0.35, scene.height + 0.15, scene.width, legend_entries, language())
        entries = len(legend_items(method, legend_entries))
        height = scene.height + 0.15 + LEGEND_ROW * _legend_rows(entries, scene.width) + 0.2
        scene = Scene(scene.width, height, scene.shapes + below, scene.label, scene.description)
    return scene


class TraceScenes:
    """Every step of a search as a player shows it: its scene with a caption and a legend, each
    step as wide as the widest (its caption's), so that the picture keeps its size.

    >>> from linklab.core.board import Board
    >>> from linklab.core.search import bfs_events
    >>> from linklab.core.trace import Trace
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> scenes = TraceScenes(board.grid, False, Trace(bfs_events(board, (0, 0), (0, 2))), "bfs")
    >>> scenes.scene(0).width == scenes.scene(12).width
    True
    """

    def __init__(
        self,
        grid: Sequence[Sequence[int]],
        outside: bool,
        trace: Trace[Frame],
        method: str,
        ends: Sequence[Cell] = (),
        legend_entries: int | None = None,
    ):
        self.grid, self.outside, self.trace, self.method = grid, outside, trace, method
        self.ends, self.legend_entries = tuple(ends), legend_entries
        self.width = caption_width(method, trace.events)

    def scene(self, step: int) -> Scene:
        """The scene after ``step`` events."""
        return frame_scene(
            self.grid,
            self.outside,
            self.trace.frame(step),
            self.method,
            self.ends,
            total=len(self.trace),
            caption=True,
            legend=True,
            legend_entries=self.legend_entries,
            width=self.width,
        )


def step_caption(method: str, step: int, event: Event | None, total: int | None = None) -> str:
    """The line under a search's picture at ``step`` (``event`` the one just done), in the
    language in force.

    >>> step_caption("dfs", 0, None, 12)
    'DFS step 0/12: start'
    """
    name = "DFS" if method == "dfs" else "BFS"
    of = f"/{total}" if total is not None else ""
    return translate(f"{name} step {step}{of}: {describe_event(event)}")


def caption_width(method: str, events: Sequence[Event]) -> float:
    """The width, in board units, a picture of any step of a search of ``events`` needs for its
    caption (`step_caption`).

    >>> from linklab.core.events import Exhausted
    >>> caption_width("bfs", [Exhausted()]) > 5
    True
    """
    total = len(events)
    steps = [(0, None), *((i + 1, event) for i, event in enumerate(events))]
    return max(
        0.7 + text_width(step_caption(method, step, event, total), CAPTION_SIZE)
        for step, event in steps
    )


def legend_items(method: str, most: int | None = None) -> list[tuple[str, str]]:
    """What a search's legend explains, as (how it looks, what it says): a face colour
    (``#RRGGBB``), a mark's glyph, or ``"outline"``, ``"struck"`` or ``"current"``; with
    ``most``, that many entries at most, the last saying how many more there are (no look);
    the red × (blocked by a tile), the mark met on nearly every board, is always among them.

    >>> [text for _, text in legend_items("dfs")][:3]
    ['on the stack', 'stack depth', 'turns to get here']
    >>> [text for _, text in legend_items("dfs", 3)]
    ['on the stack', 'blocked by a tile', '+7 more']
    """
    stack = method == "dfs"
    items = [] if stack else [(REACHED_FACE, "reached")]
    items += [
        (EXPANDED_FACE, "on the stack" if stack else "taken off the queue"),
        ("1", "stack depth" if stack else "queue order (1 is next)"),
        ("0", "turns to get here"),
        ("current", "top of the stack" if stack else "being expanded"),
    ]
    if stack:
        items.append(("struck", "backtracked from"))
    items += [REJECT_MARKS[reason] for reason in METHOD_REASONS[method]]
    if most is not None and len(items) > most:
        blocked = REJECT_MARKS["occupied"]
        others = [item for item in items if item != blocked]
        kept = [*others[: most - 2], blocked]
        items = [*kept, ("", f"+{len(items) - len(kept)} more")]
    return items


@lru_cache(maxsize=64)
def _legend(
    method: str, x: float, y: float, width: float, most: int | None, shown_in: str
) -> tuple[Shape, ...]:
    """`legend_shapes`, remembered (every step of a search shows the same legend) for the
    language ``shown_in``."""
    return tuple(legend_shapes(method, x, y, width, most))


def legend_shapes(
    method: str, x: float, y: float, width: float, most: int | None = None
) -> list[Shape]:
    """The legend of ``method``'s marks from (``x``, ``y``), in as many columns as ``width``
    holds, each entry tagged ``legend-N`` (at most ``most`` entries, as `legend_items`)."""
    items = legend_items(method, most)
    rows = _legend_rows(len(items), width)
    shapes: list[Shape] = []
    for number, (look, text) in enumerate(items):
        column, row = divmod(number, rows)
        left, middle = x + column * LEGEND_COLUMN, y + row * LEGEND_ROW + LEGEND_ROW / 2
        swatch = (left, middle - 0.25, 0.5, 0.5)
        if not look:
            pass
        elif look.startswith("#"):
            shapes.append(Rect(*swatch, look, "#999999", 0.03))
        elif look == "current":
            shapes.append(Rect(*swatch, "none", "#000000", 0.08))
        elif look == "struck":
            shapes.append(Rect(*swatch, BACKTRACKED_FACE, "#999999", 0.03))
            shapes.append(
                Line(((left + 0.05, middle + 0.2), (left + 0.45, middle - 0.2)), STRUCK, 0.04)
            )
        else:
            ink = TURNS_INK if look == "0" else FRONTIER_EDGE if look == "1" else PRUNE_COLOR
            shapes.append(Text(left + 0.25, middle, look, LEGEND_SIZE, ink, look == "1"))
        shapes.append(
            Text(
                left + 0.75,
                middle,
                translate(text),
                LEGEND_SIZE,
                "#333333",
                tag=f"legend-{number}",
                anchor="start",
            )
        )
    return shapes


def _legend_columns(width: float) -> int:
    return max(1, int((width - 0.35) // LEGEND_COLUMN))


def _legend_rows(entries: int, width: float) -> int:
    return -(-entries // _legend_columns(width))


# Remembered, as the board's shapes are: the steps of one search share most of their marks.


@lru_cache(maxsize=1 << 14)
def _order(cell: Cell, at: tuple[float, float], text: str, on_tile: bool) -> Text:
    """A frontier cell's place in the queue or on the stack: in the middle of an empty cell,
    under the letter of a tile."""
    x, y = at
    tag = f"order-{cell[0] + 1}-{cell[1] + 1}"
    if on_tile:
        return Text(x + 0.5, y + 0.85, text, SMALLEST_TEXT, FRONTIER_EDGE, True, tag)
    return Text(x + 0.5, y + 0.56, text, 0.42, FRONTIER_EDGE, True, tag)


@lru_cache(maxsize=1 << 14)
def _ground(at: tuple[float, float]) -> Rect:
    """White ground under a depth on the stack's line."""
    return Rect(at[0] + 0.3, at[1] + 0.33, 0.4, 0.46, "#FFFFFF", rounded=0.1)


@lru_cache(maxsize=1 << 14)
def _tile_ground(at: tuple[float, float]) -> Rect:
    """White ground under a place in the queue at the foot of a tile."""
    return Rect(at[0] + 0.3, at[1] + 0.72, 0.4, 0.26, "#FFFFFF", rounded=0.06)


@lru_cache(maxsize=1 << 14)
def _glyph_ground(at: tuple[float, float]) -> Rect:
    """White ground under a refused move's mark on a tile."""
    return Rect(at[0] + 0.64, at[1] + 0.62, 0.32, 0.32, "#FFFFFF", rounded=0.06)


@lru_cache(maxsize=1 << 14)
def _refusal_mark(cell: Cell, at: tuple[float, float], glyph: str) -> Text:
    """A move refused into ``cell``, marked in its bottom-right corner."""
    tag = f"rejected-{cell[0] + 1}-{cell[1] + 1}"
    return Text(at[0] + 0.8, at[1] + 0.78, glyph, 0.3, PRUNE_COLOR, True, tag)


@lru_cache(maxsize=1 << 14)
def _ticked(cell: Cell, at: tuple[float, float]) -> Line:
    """A cell taken off the queue, ticked in its middle."""
    x, y = at
    tag = f"taken-{cell[0] + 1}-{cell[1] + 1}"
    points = ((x + 0.32, y + 0.52), (x + 0.45, y + 0.66), (x + 0.7, y + 0.36))
    return Line(points, FRONTIER_EDGE, 0.05, tag=tag)


@lru_cache(maxsize=1 << 14)
def _struck(cell: Cell, at: tuple[float, float]) -> Line:
    """A cell backtracked from, struck through."""
    x, y = at
    tag = f"struck-{cell[0] + 1}-{cell[1] + 1}"
    return Line(((x + 0.12, y + 0.88), (x + 0.88, y + 0.12)), STRUCK, 0.04, tag=tag)
