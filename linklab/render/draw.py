"""Pictures of boards, paths and search steps, drawn with matplotlib (the six-digit puzzle's
are in ``linklab.render.draw_sixdigits``).

Every ``draw_*(ax, ...)`` draws on the axes it is given and returns the list of artists it
added; nothing here creates a figure or shows one. Cell ``(row, col)`` is drawn centred at
``x = col, y = row`` with the rows running down the page, and the tick labels count from 1, as
the documents and ``linklab solve`` do.

Each kind of tile has a colour *and* its letter (``A`` for kind 1, as document 004 prints), so
the pictures read in grey print too. The first colours are Okabe and Ito's colour-blind-safe set,
extended with Paul Tol's.

Artists that tests or widgets need to find carry a ``gid``: ``"tiles"``, ``"ring"``,
``"letter-R-C"``, ``"path"``, ``"nodes"``, ... A search step (`draw_frame`) is the scene every
player shows (`linklab.render.scene.search`), its artists carrying its shapes' tags.

Examples
--------
>>> from matplotlib.figure import Figure
>>> from linklab.core.board import Board
>>> ax = Figure().add_subplot()
>>> artists = draw_board(ax, Board.from_rows([[1, 0, 2], [2, 0, 1]]))
>>> sorted(a.get_text() for a in artists if (a.get_gid() or "").startswith("letter"))
['A', 'A', 'B', 'B']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
from matplotlib.collections import PatchCollection
from matplotlib.colors import to_rgba
from matplotlib.patches import Rectangle

from linklab.core.board import Board, Cell
from linklab.core.events import (
    Dequeued,
    Enqueued,
    Popped,
    Pushed,
)
from linklab.core.rules import Rules
from linklab.render.scene.palette import (
    BACKTRACKED_FACE,
    EMPTY_FACE,
    EXPANDED_FACE,
    FRONTIER_EDGE,
    REACHED_FACE,
    RING_FACE,
    kind_color,
)
from linklab.render.scene.palette import PALETTE as PALETTE  # ll.draw's users read it here
from linklab.render.scene.palette import ink_for as ink_for
from linklab.render.scene.palette import kind_label as kind_label
from linklab.render.scene.search import METHOD_REASONS as METHOD_REASONS  # and these
from linklab.render.scene.search import PRUNE_COLOR as PRUNE_COLOR
from linklab.render.style import fit_figure

if TYPE_CHECKING:
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes

    from linklab.core.trace import Frame
    from linklab.documents.quirks import Quirk

PATH_COLOR = "#000000"

_TILE_INSET = 0.06
_CELL_INSET = 0.04


def cell_points(ax: Axes, rows: int, cols: int) -> float:
    """The side of one cell in points, as the axes are placed now (for sizing text).

    >>> from matplotlib.figure import Figure
    >>> ax = Figure(figsize=(4, 2)).add_axes((0, 0, 1, 1))
    >>> cell_points(ax, rows=2, cols=4)
    72.0
    """
    fig = ax.figure.figure  # the root figure (a subfigure's has the size in inches)
    box = ax.get_position()
    width = box.width * fig.get_figwidth() * 72
    height = box.height * fig.get_figheight() * 72
    return float(max(2.0, min(width / cols, height / rows)))


def _square(cell: Cell, inset: float, **kwargs) -> Rectangle:
    r, c = cell
    side = 1 - 2 * inset
    return Rectangle((c - 0.5 + inset, r - 0.5 + inset), side, side, **kwargs)


def draw_board(
    ax: Axes,
    board: Board,
    rules: Rules | None = None,
    *,
    letters: bool = True,
    ends: Sequence[Cell] = (),
    ticks: bool = True,
    fontsize: float | None = None,
) -> list[Artist]:
    """Draw a board: each tile a rounded square in its kind's colour with its letter; the
    scene the page draws too (``linklab.render.scene.board.board_scene``), placed so that cell
    ``(r, c)``'s centre is at ``x = c, y = r`` (what `draw_path` and a notebook's own marks use).

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        Where to draw; its limits and aspect are set for the board.
    board : Board
        The board.
    rules : Rules, optional
        When ``rules.outside``, the ring of cells around the board that paths may use is drawn
        too, with dashed edges.
    letters : bool
        Write each tile's letter (``A`` for kind 1).
    ends : sequence of Cell
        Cells to outline (the two ends of a query).
    ticks : bool
        Number the rows and columns, from 1.
    fontsize : float, optional
        Not used: the texts scale with the axes, as the page's SVG does.

    Returns
    -------
    list of Artist
        Each shape's artist, its tag (counting from 1) as its ``gid``: the cells
        (``"cell-R-C"``), the tiles (``"tile-R-C"``), their letters (``"letter-R-C"``) and the
        numbers of the columns and rows (``"col-C"``, ``"row-R"``).

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_subplot()
    >>> artists = draw_board(ax, Board.from_rows([[1, 0], [0, 1]]), Rules(outside=True))
    >>> [a.get_gid() for a in artists if (a.get_gid() or "").startswith("letter")]
    ['letter-1-1', 'letter-2-2']
    >>> [float(x) for x in ax.get_xlim()]  # the ring's cells are at x = -1 and x = 2
    [-2.2, 3.2]
    """
    from linklab.render.draw_scene import draw_scene
    from linklab.render.scene.board import board_scene
    from linklab.render.scene.shapes import Scene, moved_all

    del fontsize
    outside = bool(rules is not None and rules.outside)
    scene = board_scene(board.grid, outside, ends=ends)
    dropped = ("letter-",) * (not letters) + ("col-", "row-") * (not ticks)
    shapes = [s for s in scene.shapes if not (dropped and s.tag.startswith(dropped))]
    origin = (1 if outside else 0) + 0.7 + 0.5  # the scene's units from its corner to (0, 0)
    kept = Scene(scene.width, scene.height, tuple(shapes), scene.label)
    shifted = Scene(scene.width, scene.height, moved_all(kept, (-origin, -origin)), scene.label)
    artists = draw_scene(ax, shifted)
    for artist in artists:  # a path drawn after (`draw_path`) runs under the tiles it joins
        gid = artist.get_gid() or ""
        artist.set_zorder(2 if gid.startswith("tile-") else 3 if gid.startswith("letter-") else 1)
    ax.set_xlim(-origin, scene.width - origin)
    ax.set_ylim(scene.height - origin, -origin)
    return artists


def draw_path(
    ax: Axes,
    path: Sequence[Cell],
    *,
    color: str = PATH_COLOR,
    linewidth: float = 3.0,
    corners: bool = True,
    gid: str = "path",
) -> list[Artist]:
    """Draw a path through the centres of its corner cells, its turns marked with dots.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        Axes set up by `draw_board`.
    path : sequence of Cell
        The corner cells, first and last included (as ``find_path`` returns them).
    color, linewidth
        The line's look.
    corners : bool
        Mark each turn (every corner but the ends) with a white dot.
    gid : str
        The line's gid; the corner dots get ``gid + "-corners"``.

    Returns
    -------
    list of Artist
        The line, then the corner dots when drawn.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_subplot()
    >>> line, dots = draw_path(ax, [(0, 0), (1, 0), (1, 2)])
    >>> line.get_xydata().tolist(), dots.get_xydata().tolist()
    ([[0.0, 0.0], [0.0, 1.0], [2.0, 1.0]], [[0.0, 1.0]])
    """
    xs = [c for _, c in path]
    ys = [r for r, _ in path]
    (line,) = ax.plot(
        xs,
        ys,
        color=color,
        linewidth=linewidth,
        solid_capstyle="round",
        solid_joinstyle="round",
        zorder=1.5,  # over the board's cells, under its tiles (`draw_board`)
        gid=gid,
    )
    artists: list[Artist] = [line]
    if corners:
        (dots,) = ax.plot(
            xs[1:-1],
            ys[1:-1],
            linestyle="none",
            marker="o",
            markersize=linewidth * 2.4,
            markerfacecolor="white",
            markeredgecolor=color,
            markeredgewidth=linewidth * 0.6,
            zorder=1.6,
            gid=f"{gid}-corners",
        )
        artists.append(dots)
    return artists


_TEXT_PATHS: dict[tuple, Any] = {}


def _is_tile(board: Board, cell: Cell) -> bool:
    return board.contains(cell) and bool(board[cell])


def draw_frame(
    ax: Axes,
    board: Board,
    frame: Frame,
    rules: Rules = Rules(),
    *,
    method: str | None = None,
    ends: Sequence[Cell] | None = None,
    total: int | None = None,
    legend: bool = True,
    title: bool = True,
    show_rejected: bool = True,
    fontsize: float | None = None,
) -> list[Artist]:
    """Draw one step of a search on ``ax``: the scene of
    `linklab.render.scene.search.frame_scene`, the very picture the live player, the static
    page and the exports show (what it holds is said there).

    ``method`` (``"bfs"`` or ``"dfs"``) is guessed from the frame when not given; ``ends`` are
    outlined; ``total`` (the trace's length) goes in the caption, drawn when ``title``, under
    the board; ``legend`` explains the marks (as many entries as the style allows);
    ``show_rejected=False`` leaves out the marks of refused moves. ``fontsize`` is ignored:
    every text's size follows the cells, as on the page. Returns the artists in drawing
    order, each with its shape's tag as ``gid`` (``"cell-R-C"``, ``"note-R-C"``,
    ``"order-R-C"``, ``"path-0"``, ``"caption"``, ...; R and C count from 1).

    >>> from matplotlib.figure import Figure
    >>> from linklab.core.search import dfs_events
    >>> from linklab.core.trace import Trace
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> trace = Trace(dfs_events(board, (0, 0), (0, 2)))
    >>> artists = draw_frame(Figure().add_subplot(), board, trace.frame(len(trace)))
    >>> path = next(a for a in artists if a.get_gid() == "path-0")
    >>> path.get_xydata().tolist()
    [[1.2, 1.2], [3.2, 1.2]]
    """
    from dataclasses import replace

    from linklab.render.draw_scene import draw_scene
    from linklab.render.scene.search import frame_scene
    from linklab.render.style import current

    scene = frame_scene(
        board.grid,
        rules.outside,
        frame,
        method or _frame_method(frame),
        ends or (),
        total=total,
        caption=title,
        legend=legend,
        legend_entries=current().legend_entries,
    )
    if not show_rejected:
        kept = tuple(shape for shape in scene.shapes if not shape.tag.startswith("rejected-"))
        scene = replace(scene, shapes=kept)
    artists = draw_scene(ax, scene)
    # The axis on, but with nothing of its own to show: a label set after still shows.
    ax.set_axis_on()
    ax.set_xticks([])
    ax.set_yticks([])
    ax.patch.set_visible(False)
    for spine in ax.spines.values():
        spine.set_visible(False)
    fit_figure(ax.figure)
    return artists


def _frame_method(frame: Frame) -> str:
    if isinstance(frame.event, Pushed | Popped) or frame.backtracked:
        return "dfs"
    if isinstance(frame.event, Enqueued | Dequeued):
        return "bfs"
    if frame.current is not None and frame.frontier and frame.frontier[-1] == frame.current:
        return "dfs"
    return "bfs"


# --- big boards: one image instead of a patch and a letter per cell -----------------------

#: Past this many rows or columns (the ring included) a cell is too small to label, and a board
#: is drawn as one image, a pixel block a cell, instead of a patch and a letter each.
BIG_BOARD_SIDE = 60


def is_big_board(board: Board, rules: Rules | None = None) -> bool:
    """Whether ``board`` is drawn as an image (`board_pixels`) rather than cell by cell.

    >>> is_big_board(Board.empty(10, 20)), is_big_board(Board.empty(10, 200))
    (False, True)
    """
    top, bottom, left, right = (rules or Rules()).area(board)
    return max(bottom - top + 1, right - left + 1) > BIG_BOARD_SIDE


def board_pixels(
    board: Board,
    rules: Rules | None = None,
    frame: Frame | None = None,
    *,
    ends: Sequence[Cell] = (),
    route: Sequence[Cell] | None = None,
) -> np.ndarray:
    """The board (and a search step on it) as an RGB image, one pixel a cell of the rule's area.

    Tiles are their kind's colour; a search's cells reached, expanded or backtracked from take
    the colours `draw_frame` gives them, its frontier (cells queued or stacked, not yet
    expanded) the frontier's edge colour, and the ends and the path (``route``, else the
    frame's) are black.

    Examples
    --------
    >>> pixels = board_pixels(Board.from_rows([[1, 0, 1]]), route=[(0, 0), (0, 2)])
    >>> pixels.shape, pixels[0, 1].tolist()
    ((1, 3, 3), [0, 0, 0])
    """
    from linklab.core.board import walk

    rules = rules or Rules()
    top, bottom, left, right = rules.area(board)
    kinds = np.zeros((bottom - top + 1, right - left + 1), dtype=np.int64)
    kinds[-top : -top + board.rows, -left : -left + board.cols] = np.array(board.grid)
    colours = {0: EMPTY_FACE, **{kind: kind_color(kind) for kind in np.unique(kinds) if kind}}
    lookup = np.zeros((int(kinds.max()) + 1, 3), dtype=np.uint8)
    for kind, colour in colours.items():
        lookup[kind] = rgb(colour)
    pixels = lookup[kinds]
    if top < 0 or left < 0:
        ring = np.ones(kinds.shape, dtype=bool)
        ring[-top : -top + board.rows, -left : -left + board.cols] = False
        pixels[ring] = rgb(RING_FACE)

    if frame is not None:
        _paint(pixels, kinds, (top, left), frame.turns, REACHED_FACE)
        _paint(pixels, kinds, (top, left), frame.backtracked, BACKTRACKED_FACE)
        _paint(pixels, kinds, (top, left), frame.expanded, EXPANDED_FACE)
        frontier = {state[0] for state in frame.frontier} - frame.expanded
        _paint(pixels, kinds, (top, left), frontier, FRONTIER_EDGE)
        route = route if route is not None else frame.path
    if route:
        _paint(pixels, kinds, (top, left), walk(tuple(route)), PATH_COLOR)
    for r, c in ends:
        pixels[r - top, c - left] = rgb(PATH_COLOR)
    return pixels


def _paint(pixels: np.ndarray, kinds: np.ndarray, origin: Cell, cells, colour: str) -> None:
    """Colour the empty cells among ``cells`` (board coordinates; ``origin`` is the image's
    top-left cell)."""
    top, left = origin
    height, width = kinds.shape
    flat = np.fromiter(((r - top) * width + (c - left) for r, c in cells), dtype=np.int64)
    if flat.size:
        flat = flat[(flat >= 0) & (flat < height * width)]
        flat = flat[kinds.reshape(-1)[flat] == 0]
        pixels.reshape(-1, 3)[flat] = rgb(colour)


class BigBoardFrames:
    """Images of one search's steps on a big board, in order: what a step adds (cells reached,
    expanded, backtracked from) is painted on the image kept from the step before, so a step
    costs what it changed, its frontier and its path.

    Examples
    --------
    >>> from linklab.core.search import bfs_events
    >>> from linklab.core.trace import Trace
    >>> board = Board.from_rows([[1, 0, 0, 1]])
    >>> trace = Trace(bfs_events(board, (0, 0), (0, 3)))
    >>> frames = BigBoardFrames(board, Rules())
    >>> all((frames.image(f) == board_pixels(board, Rules(), f)).all() for f in trace.frames())
    True
    """

    def __init__(self, board: Board, rules: Rules, *, ends: Sequence[Cell] = ()):
        self.board, self.rules, self.ends = board, rules, tuple(ends)
        top, bottom, left, right = rules.area(board)
        self._origin = (top, left)
        self._kinds = np.zeros((bottom - top + 1, right - left + 1), dtype=np.int64)
        self._kinds[-top : -top + board.rows, -left : -left + board.cols] = np.array(board.grid)
        self._base = board_pixels(board, rules)
        self._reached: set[Cell] = set()
        self._backtracked: set[Cell] = set()
        self._expanded: set[Cell] = set()

    def image(self, frame: Frame) -> np.ndarray:
        """The picture of ``frame``, a step no earlier than the one drawn before."""
        from linklab.core.board import walk

        reached = frame.turns.keys() - self._reached
        backtracked = frame.backtracked - self._backtracked
        expanded = frame.expanded - self._expanded
        self._reached |= reached
        self._backtracked |= backtracked
        self._expanded |= expanded
        paint = [
            (reached - self._backtracked - self._expanded, REACHED_FACE),
            (backtracked - self._expanded, BACKTRACKED_FACE),
            (expanded, EXPANDED_FACE),
        ]
        for cells, colour in paint:
            _paint(self._base, self._kinds, self._origin, cells, colour)
        pixels = self._base.copy()
        frontier = {state[0] for state in frame.frontier} - frame.expanded
        _paint(pixels, self._kinds, self._origin, frontier, FRONTIER_EDGE)
        if frame.path:
            _paint(pixels, self._kinds, self._origin, walk(frame.path), PATH_COLOR)
        top, left = self._origin
        for r, c in self.ends:
            pixels[r - top, c - left] = rgb(PATH_COLOR)
        return pixels


def draw_big_board(
    ax: Axes,
    board: Board,
    rules: Rules | None = None,
    frame: Frame | None = None,
    *,
    ends: Sequence[Cell] = (),
    route: Sequence[Cell] | None = None,
    title: str | None = None,
) -> list[Artist]:
    """Draw a board too big to label as one image (`board_pixels`), the path as a line on it.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_subplot()
    >>> artists = draw_big_board(ax, Board.empty(100, 100).with_cells({(0, 0): 1, (9, 9): 1}),
    ...                          route=[(0, 0), (9, 0), (9, 9)])
    >>> [a.get_gid() for a in artists]
    ['board-image', 'path']
    """
    rules = rules or Rules()
    top, bottom, left, right = rules.area(board)
    image = ax.imshow(
        board_pixels(board, rules, frame, ends=ends, route=route),
        interpolation="nearest",
        extent=(left - 0.5, right + 0.5, bottom + 0.5, top - 0.5),
    )
    image.set_gid("board-image")
    ax.set_xlim(left - 0.5, right + 0.5)
    ax.set_ylim(bottom + 0.5, top - 0.5)
    ax.set_aspect("equal")
    from matplotlib.ticker import FuncFormatter, MaxNLocator

    for axis in (ax.xaxis, ax.yaxis):  # rows and columns count from 1, as everywhere
        axis.set_major_locator(MaxNLocator(integer=True))
        axis.set_major_formatter(FuncFormatter(lambda value, _: f"{int(value) + 1}"))
    artists: list[Artist] = [image]
    route = route if route is not None else (frame.path if frame is not None else None)
    if route:
        (line,) = ax.plot(
            [c for _, c in route], [r for r, _ in route], color=PATH_COLOR, linewidth=1.2
        )
        line.set_gid("path")
        artists.append(line)
    if title:
        artists.append(ax.set_title(title, loc="left", fontsize="medium"))
    return artists


def rgb(colour: str) -> tuple[int, int, int]:
    """A matplotlib colour as 0..255 red, green and blue (for a GIF's palette).

    >>> rgb("#FF8000")
    (255, 128, 0)
    """
    r, g, b, _ = to_rgba(colour)
    return round(r * 255), round(g * 255), round(b * 255)


# --- the plain BFS's rings: how many steps each cell is from the start -------------------


def draw_steps(
    ax: Axes,
    board: Board,
    steps: Mapping[Cell, int],
    *,
    upto: int | None = None,
    ends: Sequence[Cell] = (),
) -> list[Artist]:
    """Draw the plain BFS's rings: each cell reached shaded, with its number of steps.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        Where to draw.
    board : Board
        The board searched.
    steps : mapping of Cell to int
        Steps from the start (``linklab.core.search.steps_from``).
    upto : int, optional
        Draw only the rings up to this one, the last of them (the queue) outlined.
    ends : sequence of Cell
        Cells to outline in black.

    Returns
    -------
    list of Artist
        The board's (`draw_board`), then the fills (gid ``"rings"``), the outlined ring
        (``"frontier"``) and the numbers (``"steps-R-C"``).

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> steps = {(0, 0): 0, (0, 1): 1, (0, 2): 2}
    >>> artists = draw_steps(Figure().add_subplot(), Board.empty(1, 3), steps, upto=1)
    >>> [a.get_gid() for a in artists][-3:]
    ['frontier', 'steps-0-0', 'steps-0-1']
    """
    artists = draw_board(ax, board, ends=ends)
    last = max(steps.values(), default=0) if upto is None else upto
    shown = {cell: n for cell, n in steps.items() if n <= last}
    fills = PatchCollection(
        [_square(cell, _CELL_INSET) for cell in shown],
        facecolors=[EXPANDED_FACE if n < last else REACHED_FACE for n in shown.values()],
        edgecolors="none",
        zorder=1.5,
    )
    fills.set_gid("rings")
    ring = PatchCollection(
        [_square(cell, _CELL_INSET) for cell, n in shown.items() if n == last],
        facecolors="none",
        edgecolors=FRONTIER_EDGE,
        linewidths=1.5,
        zorder=1.6,
    )
    ring.set_gid("frontier")
    artists += [ax.add_collection(fills), ax.add_collection(ring)]
    size = 0.4 * cell_points(ax, board.rows, board.cols)
    for (row, col), n in shown.items():
        if _is_tile(board, (row, col)):
            continue
        text = ax.text(col, row, str(n), ha="center", va="center", fontsize=size, zorder=3)
        text.set_gid(f"steps-{row}-{col}")
        artists.append(text)
    return artists


def gallery_figure(quirks: Sequence[Quirk], fig=None, *, columns: int = 4):
    """Draw each quirk's board, its ends outlined, the program's path in red, the outside ring
    dashed for document 004, with `gallery_title` above and `gallery_caption` below.

    ``fig`` (a new 15x10-inch figure by default) gets one axes per quirk, ``columns`` a row;
    its texts are then raised to the style's smallest readable size (`fit_figure`), so the
    titles and captions read where the figure is shown, saved or not.

    >>> from linklab.documents.quirk_gallery import readable_quirks
    >>> quirks = list(readable_quirks("004", seed=1, trials=300).values())
    >>> fig = gallery_figure(quirks)
    >>> [ax.get_title(loc="left").split(chr(10))[0] for ax in fig.axes]
    ['004: reads outside array', '004: same cell links']
    """
    from matplotlib.figure import Figure

    from linklab.documents.answers import DOCUMENT_SEARCHES
    from linklab.documents.quirk_gallery import gallery_caption, gallery_title

    if fig is None:
        fig = Figure(figsize=(15, 10), layout="constrained")
    rows = max(1, -(-len(quirks) // columns))
    for k, quirk in enumerate(quirks):
        ax = fig.add_subplot(rows, columns, k + 1)
        draw_board(
            ax, quirk.board, Rules(outside=quirk.doc == "004"), ends=[quirk.a, quirk.b], fontsize=18
        )
        if quirk.document:
            found = list(DOCUMENT_SEARCHES[quirk.doc](quirk.board, quirk.a, quirk.b))
            draw_path(ax, found[-1].path, color="#B2182B")
        ax.set_title(gallery_title(quirk), fontsize="medium", loc="left", pad=18)
        ax.set_xlabel(gallery_caption(quirk, 40), fontsize="small")
    fit_figure(fig)
    return fig
