"""The scene of a board: its cells and tiles (colour and letter), the ring round it when paths
may go around the outside, the rows and columns numbered from 1, marks on cells and paths
through them. The game's page, the page's failing case of a check and their exports all draw
this one scene.

Cells are ``(row, col)`` from 0, the ring's at -1 and ``rows``/``cols``; a cell on the board is
tagged ``cell-R-C`` counting from 1, as a person reads it.

Examples
--------
>>> scene = board_scene(((1, 0), (0, 1)), ends=((0, 0), (1, 1)), paths=[((0, 0), (0, 1), (1, 1))])
>>> scene.tagged("tile-1-1").fill, scene.tagged("letter-2-2").text
('#E69F00', 'A')
>>> [text for text in scene.texts() if text.isdigit()]  # the numbers of rows and columns
['1', '2', '1', '2']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache

from linklab.core.board import Cell
from linklab.i18n import language, tr
from linklab.render.scene.palette import (
    EMPTY_FACE,
    FRONTIER_EDGE,
    HINT_COLOR,
    PATH_FACE,
    RING_FACE,
    ink_for,
    kind_color,
    kind_label,
)
from linklab.render.scene.shapes import Line, Rect, Scene, Shape, Text

BOARD_BACK = "#D9D9D9"
CELL_EDGE = "#BBBBBB"
NUMBER_INK = "#555555"
ENDS_EDGE = "#2C7FB8"
#: The marks a cell may carry: how each looks.
MARKS = ("selected", "hint", "path", "end")
TILE_INSET = 0.06
CELL_INSET = 0.04


def board_scene(
    grid: Sequence[Sequence[int]],
    outside: bool = False,
    *,
    ends: Iterable[Cell] = (),
    marks: Mapping[Cell, str] | None = None,
    paths: Iterable[Sequence[Cell]] = (),
    path_colors: Sequence[str] = ("#000000", "#D7301F"),
    dashed: Sequence[bool] = (False, True),
    faces: Mapping[Cell, str] | None = None,
    notes: Mapping[Cell, str] | None = None,
    outlined: Iterable[Cell] = (),
    note_corner: bool = False,
    label: str = "",
    cursor: Cell | None = None,
) -> Scene:
    """The scene of ``grid`` (rows of kinds, 0 empty), with a ring of outside cells when
    ``outside``; ``ends`` outlined, ``marks`` (cell -> one of `MARKS`) on cells, and each of
    ``paths`` (corners) drawn in the next of ``path_colors``, dashed by ``dashed``; a search's
    ``faces`` (cell -> colour of an empty cell), ``notes`` (cell -> a short text in the corner
    of an empty cell, never on a tile's letter: in its middle, or its top-left corner when
    ``note_corner``), ``outlined`` cells (its frontier) and the keyboard's ``cursor``; described
    row by row for a screen reader (`board_rows`)."""
    rows, cols = len(grid), len(grid[0]) if grid else 0
    marks = dict(marks or {})
    for end in ends:
        marks.setdefault(end, "end")
    ring = 1 if outside else 0
    margin = ring + 0.7  # the numbers' strip, then the ring
    shapes: list[Shape] = [
        Rect(margin - ring, margin - ring, cols + 2 * ring, rows + 2 * ring, BOARD_BACK)
    ]

    corner = cell_corner(outside)

    shapes += _frame_shapes(rows, cols, ring, margin)
    faces = faces or {}
    on_tiles: list[Shape] = []  # the tiles and their letters, over the paths that join them
    for r in range(rows):
        for c in range(cols):
            face = faces.get((r, c), EMPTY_FACE)
            at = (r, c)
            square, *tile = _cell_shapes(at, grid[r][c], marks.get(at), corner(at), face)
            shapes.append(square)
            on_tiles += tile
    on_board = {(r, c) for r in range(rows) for c in range(cols)}
    for cell, mark in marks.items():
        if cell not in on_board and mark == "path":
            x, y = corner(cell)
            shapes.append(Rect(x + CELL_INSET, y + CELL_INSET, 0.92, 0.92, PATH_FACE))
    for cell, face in faces.items():
        if cell not in on_board:
            x, y = corner(cell)
            shapes.append(Rect(x + CELL_INSET, y + CELL_INSET, 0.92, 0.92, face))
    # A path runs under the tiles it joins, so that it never crosses a letter.
    for number, corners in enumerate(paths):
        points = tuple((x + 0.5, y + 0.5) for x, y in map(corner, corners))
        if len(points) > 1:
            colour = path_colors[number % len(path_colors)]
            shapes.append(
                Line(points, colour, 0.09, dashed[number % len(dashed)], f"path-{number}")
            )
    shapes += on_tiles
    shapes += [_outline(cell, corner(cell)) for cell in outlined]
    for cell, note in (notes or {}).items():
        if not (cell in on_board and grid[cell[0]][cell[1]]):
            shapes.append(_note(cell, corner(cell), note, note_corner))
    if cursor is not None:
        shapes += _cursor(cursor, corner(cursor))
    tiles = sum(1 for row in grid for kind in row if kind)
    shown = label or tr("a {rows}x{cols} board, {tiles} tiles", rows=rows, cols=cols, tiles=tiles)
    described = _described(tuple(map(tuple, grid)), language())
    return Scene(cols + 2 * margin, rows + 2 * margin, tuple(shapes), shown, described)


def cell_corner(outside: bool) -> Callable[[Cell], tuple[float, float]]:
    """Where a cell's top-left corner is in the scene of a board (with its ring when
    ``outside``): a function of the cell.

    >>> cell_corner(False)((0, 0)), cell_corner(True)((0, 0))
    ((0.7, 0.7), (1.7, 1.7))
    """
    margin = (1 if outside else 0) + 0.7

    def corner(cell: Cell) -> tuple[float, float]:
        return margin + cell[1], margin + cell[0]

    return corner


# The shapes below are remembered: the steps of a search on one board share most of them, and
# a page drawing each step (``linklab.apps.page_steps``) then builds only what changed.


@lru_cache(maxsize=64)
def _frame_shapes(rows: int, cols: int, ring: int, margin: float) -> tuple[Shape, ...]:
    """The numbers of the columns and rows, and the ring of outside cells when ``ring``."""
    shapes: list[Shape] = []
    for c in range(cols):
        shapes.append(
            Text(margin + c + 0.5, 0.35, str(c + 1), 0.34, NUMBER_INK, tag=f"col-{c + 1}")
        )
    for r in range(rows):
        shapes.append(
            Text(0.35, margin + r + 0.5, str(r + 1), 0.34, NUMBER_INK, tag=f"row-{r + 1}")
        )
    if ring:
        around = [(r, c) for r in (-1, rows) for c in range(-1, cols + 1)]
        around += [(r, c) for r in range(rows) for c in (-1, cols)]
        side = 1 - 2 * CELL_INSET
        for r, c in around:
            x, y = margin + c + CELL_INSET, margin + r + CELL_INSET
            shapes.append(Rect(x, y, side, side, RING_FACE, CELL_EDGE, 0.03, dashed=True))
    return tuple(shapes)


def _cursor(cell: Cell, at: tuple[float, float]) -> tuple[Rect, Rect]:
    """The keyboard's cursor: a black frame inside a white one, seen on any colour."""
    x, y = at
    tag = f"cursor-{cell[0] + 1}-{cell[1] + 1}"
    return (
        Rect(x - 0.02, y - 0.02, 1.04, 1.04, "none", "#FFFFFF", 0.16, 0.1, tag="cursor-ground"),
        Rect(x + 0.04, y + 0.04, 0.92, 0.92, "none", "#000000", 0.1, 0.1, tag=tag),
    )


@lru_cache(maxsize=1 << 14)
def _outline(cell: Cell, at: tuple[float, float]) -> Rect:
    """A frontier cell's outline."""
    tag = f"frontier-{cell[0] + 1}-{cell[1] + 1}"
    return Rect(at[0] + 0.1, at[1] + 0.1, 0.8, 0.8, "none", FRONTIER_EDGE, 0.08, 0.1, tag=tag)


@lru_cache(maxsize=1 << 14)
def _note(cell: Cell, at: tuple[float, float], note: str, in_corner: bool = False) -> Text:
    """A note in an empty cell (a search's turn count), in its middle or its top-left corner."""
    tag = f"note-{cell[0] + 1}-{cell[1] + 1}"
    if in_corner:
        return Text(at[0] + 0.22, at[1] + 0.24, note, 0.28, "#222222", tag=tag)
    return Text(at[0] + 0.5, at[1] + 0.5, note, 0.42, "#08306B", tag=tag)


@lru_cache(maxsize=1 << 15)
def _cell_shapes(
    cell: Cell, kind: int, mark: str | None, at: tuple[float, float], face: str = EMPTY_FACE
) -> tuple[Shape, ...]:
    """A cell on the board: its face (tagged ``cell-R-C``), its tile and letter, its mark."""
    x, y = at
    name = f"{cell[0] + 1}-{cell[1] + 1}"
    face = PATH_FACE if mark == "path" else face
    side = 1 - 2 * CELL_INSET
    shapes: list[Shape] = [
        Rect(x + CELL_INSET, y + CELL_INSET, side, side, face, CELL_EDGE, 0.03, tag=f"cell-{name}")
    ]
    if kind:
        colour = kind_color(kind)
        side = 1 - 2 * TILE_INSET
        edge, width, dash = {
            "selected": ("#000000", 0.12, False),
            "hint": (HINT_COLOR, 0.1, True),
            "end": (ENDS_EDGE, 0.12, False),
            "path": ("#000000", 0.04, False),
        }.get(mark or "", ("", 0.0, False))
        shapes.append(
            Rect(
                x + TILE_INSET,
                y + TILE_INSET,
                side,
                side,
                colour,
                edge,
                width,
                0.12,
                dash,
                f"tile-{name}",
            )
        )
        shapes.append(
            Text(x + 0.5, y + 0.52, kind_label(kind), 0.5, ink_for(colour), True, f"letter-{name}")
        )
    return tuple(shapes)


def kind_words(kind: int) -> str:
    """A cell's content in a word: its tile's letter, or ``empty``.

    >>> kind_words(0), kind_words(27)
    ('empty', 'a')
    """
    return kind_label(kind) if kind else tr("empty")


@lru_cache(maxsize=64)
def _described(grid: tuple[tuple[int, ...], ...], shown_in: str) -> tuple[str, ...]:
    """`board_rows`, remembered per board and language (every step of a search shares it)."""
    return tuple(board_rows(grid))


def board_rows(grid: Sequence[Sequence[int]]) -> list[str]:
    """The board in words, a line a row: each cell's letter or ``empty``, left to right (a
    picture's text alternative, walked line by line).

    >>> board_rows([[1, 1, 0]])
    ['row 1: A, A, empty']
    """
    return [
        tr("row {row}: {cells}", row=r, cells=", ".join(kind_words(kind) for kind in row))
        for r, row in enumerate(grid, 1)
    ]
