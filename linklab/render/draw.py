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
from matplotlib.collections import PatchCollection, PathCollection
from matplotlib.colors import to_rgba
from matplotlib.font_manager import FontProperties
from matplotlib.lines import Line2D
from matplotlib.patches import FancyBboxPatch, Patch, Rectangle
from matplotlib.patheffects import withStroke
from matplotlib.textpath import TextPath
from matplotlib.transforms import Affine2D

from linklab.core.board import Board, Cell
from linklab.core.events import (
    Dequeued,
    Enqueued,
    Popped,
    Pushed,
)
from linklab.core.rules import Rules
from linklab.core.trace import describe_event
from linklab.i18n import translate
from linklab.render.scene.board import BOARD_BACK
from linklab.render.scene.palette import (
    BACKTRACKED_FACE,
    EMPTY_FACE,
    EXPANDED_FACE,
    FRONTIER_EDGE,
    REACHED_FACE,
    RING_FACE,
    ink_for,
    kind_color,
    kind_label,
)
from linklab.render.scene.palette import PALETTE as PALETTE  # ll.draw's users read it here
from linklab.render.scene.search import METHOD_REASONS as METHOD_REASONS  # and these
from linklab.render.scene.search import PRUNE_COLOR as PRUNE_COLOR
from linklab.render.style import fit_figure, text_size

if TYPE_CHECKING:
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes

    from linklab.core.trace import Frame
    from linklab.documents.quirks import Quirk

PATH_COLOR = "#000000"

#: How `FrameDrawing` marks each rejection reason: a marker and a legend text (a step's scene
#: marks them by `linklab.render.scene.search.REJECT_MARKS`).
REJECT_MARKERS: Mapping[str, tuple[str, str]] = {
    "occupied": ("x", "blocked by a tile"),
    "too_many_turns": ("^", "too many turns"),
    "already_better": (".", "reached before, as few turns"),
    "superseded": ("+", "overtaken in the queue"),
    "on_path": ("o", "already on the path"),
    "not_straight_ahead": ("v", "pruned: not straight ahead"),
}
_TILE_INSET = 0.06
_CELL_INSET = 0.04


def cell_points(ax: Axes, rows: int, cols: int) -> float:
    """The side of one cell in points, as the axes are placed now (for sizing text).

    >>> from matplotlib.figure import Figure
    >>> ax = Figure(figsize=(4, 2)).add_axes((0, 0, 1, 1))
    >>> cell_points(ax, rows=2, cols=4)
    72.0
    """
    fig = ax.figure
    box = ax.get_position()
    width = box.width * fig.get_figwidth() * 72
    height = box.height * fig.get_figheight() * 72
    return float(max(2.0, min(width / cols, height / rows)))


def setup_board_axes(ax: Axes, board: Board, rules: Rules | None = None, ticks: bool = True):
    """Limits, aspect and 1-based tick labels for a board (and its outside ring if any).

    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_subplot()
    >>> setup_board_axes(ax, Board.empty(2, 3), Rules(outside=True))
    (-1, 2, -1, 3)
    """
    top, bottom, left, right = (rules or Rules()).area(board)
    ax.set_xlim(left - 0.5, right + 0.5)
    ax.set_ylim(bottom + 0.5, top - 0.5)
    ax.set_aspect("equal")
    for spine in ax.spines.values():
        spine.set_visible(False)
    if ticks:
        ax.set_xticks(range(board.cols), [str(c + 1) for c in range(board.cols)])
        ax.set_yticks(range(board.rows), [str(r + 1) for r in range(board.rows)])
        ax.xaxis.tick_top()
        ax.tick_params(length=0, labelsize="small")
    else:
        ax.set_xticks([])
        ax.set_yticks([])
    return top, bottom, left, right


def _square(cell: Cell, inset: float, **kwargs) -> Rectangle:
    r, c = cell
    side = 1 - 2 * inset
    return Rectangle((c - 0.5 + inset, r - 0.5 + inset), side, side, **kwargs)


def tile_patch(cell: Cell) -> FancyBboxPatch:
    """A tile's rounded square at ``cell``, inset from the cell's edges (for a collection).

    >>> tile_patch((1, 2)).get_x()
    1.56
    """
    r, c = cell
    side = 1 - 2 * _TILE_INSET
    return FancyBboxPatch(
        (c - 0.5 + _TILE_INSET, r - 0.5 + _TILE_INSET),
        side,
        side,
        boxstyle="round,pad=0,rounding_size=0.15",
    )


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
    """Draw a board: each tile a rounded square in its kind's colour with its letter.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        Where to draw; its limits, aspect and ticks are set for the board.
    board : Board
        The board.
    rules : Rules, optional
        When ``rules.outside``, the ring of cells around the board that paths may use is drawn
        too, with dashed edges.
    letters : bool
        Write each tile's letter (``A`` for kind 1).
    ends : sequence of Cell
        Cells to outline in black (the two ends of a query).
    ticks : bool
        Label rows and columns, from 1.
    fontsize : float, optional
        The letters' size in points; by default it follows the cell size.

    Returns
    -------
    list of Artist
        The board's background (gid ``"cells"``), the ring (``"ring"``) when drawn, the tiles
        (``"tiles"``, one patch per tile in ``board.tiles()`` order), the letters
        (``"letter-R-C"``) and the outlines of ``ends`` (``"ends"``).

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_subplot()
    >>> artists = draw_board(ax, Board.from_rows([[1, 0], [0, 1]]), Rules(outside=True))
    >>> [a.get_gid() for a in artists]
    ['cells', 'ring', 'tiles', 'letter-0-0', 'letter-1-1']
    >>> len(artists[1].get_paths())  # the ring around a 2x2 board
    12
    """
    top, bottom, left, right = setup_board_axes(ax, board, rules, ticks)
    size = fontsize or 0.55 * cell_points(ax, bottom - top + 1, right - left + 1)
    artists: list[Artist] = []
    back = PatchCollection(
        [_square(cell, _CELL_INSET) for cell in board.cells()],
        facecolor=EMPTY_FACE,
        edgecolor="none",
        zorder=1,
        gid="cells",
    )
    ax.add_patch(
        Rectangle(
            (-0.5, -0.5), board.cols, board.rows, facecolor=BOARD_BACK, edgecolor="none", zorder=0
        )
    )
    artists.append(ax.add_collection(back, autolim=False))
    if rules is not None and rules.outside:
        ring = [
            (r, c)
            for r in range(top, bottom + 1)
            for c in range(left, right + 1)
            if not board.contains((r, c))
        ]
        artists.append(
            ax.add_collection(
                PatchCollection(
                    [_square(cell, _CELL_INSET) for cell in ring],
                    facecolor=RING_FACE,
                    edgecolor="#9A9A9A",
                    linestyle=(0, (2, 2)),
                    linewidth=0.8,
                    zorder=1,
                    gid="ring",
                ),
                autolim=False,
            )
        )
    tiles = board.tiles()
    colors = [kind_color(board[cell]) for cell in tiles]
    artists.append(
        ax.add_collection(
            PatchCollection(
                [tile_patch(cell) for cell in tiles],
                facecolor=colors,
                edgecolor="#444444",
                linewidth=0.6,
                zorder=2,
                gid="tiles",
            ),
            autolim=False,
        )
    )
    if letters:
        for cell, color in zip(tiles, colors):
            artists.append(
                ax.text(
                    cell[1],
                    cell[0],
                    kind_label(board[cell]),
                    ha="center",
                    va="center",
                    fontsize=size,
                    fontweight="bold",
                    color=ink_for(color),
                    zorder=3,
                    gid=f"letter-{cell[0]}-{cell[1]}",
                )
            )
    if ends:
        artists.append(
            ax.add_collection(
                PatchCollection(
                    [_square(cell, 0.0) for cell in ends],
                    facecolor="none",
                    edgecolor="black",
                    linewidth=max(1.5, size / 6),
                    zorder=4,
                    gid="ends",
                ),
                autolim=False,
            )
        )
    fit_figure(ax.figure)
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
        zorder=6,
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
            zorder=7,
            gid=f"{gid}-corners",
        )
        artists.append(dots)
    return artists


_TEXT_PATHS: dict[tuple, Any] = {}


def _text_path(text: str, size: float, weight: str, align: str):
    """The outline of ``text`` in points, placed by ``align``; made once, then reused."""
    key = (text, size, weight, align)
    path = _TEXT_PATHS.get(key)
    if path is None:
        raw = TextPath((0, 0), text, size=size, prop=FontProperties(weight=weight))
        box = raw.get_extents()
        if align == "topleft":
            shift = (-box.x0, -box.y1)
        elif align == "top":
            shift = (-(box.x0 + box.x1) / 2, -box.y1)
        else:
            shift = (-(box.x0 + box.x1) / 2, -(box.y0 + box.y1) / 2)
        path = _TEXT_PATHS[key] = raw.transformed(Affine2D().translate(*shift))
    return path


class LabelCollection(PathCollection):
    """Many short labels drawn as one collection of glyph outlines.

    A hundred ``Text`` artists take about 35 ms to draw with Agg; the same labels as one
    collection take about 1 ms, which is what lets a picture be redrawn at every step of a
    trace. Each label is placed at a point in data coordinates and keeps its size in points.
    ``labels`` lists the texts, in the order of ``get_offsets()``. ``align`` places each text
    by its centre (``"center"``), its top left corner (``"topleft"``) or the middle of its top
    edge (``"top"``); an item of `set_labels` may name its own.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_subplot()
    >>> labels = LabelCollection(ax, size=8)
    >>> labels.set_labels([((0, 0), "1"), ((2, 1), "12")])
    >>> labels.labels, labels.get_offsets().tolist(), labels.label_at((2, 1))
    (['1', '12'], [[0.0, 0.0], [2.0, 1.0]], '12')
    """

    def __init__(
        self,
        ax: Axes,
        *,
        size: float,
        weight: str = "normal",
        color: Any = "black",
        align: str = "center",
        **kwargs: Any,
    ):
        super().__init__(
            [],
            offsets=np.zeros((0, 2)),
            offset_transform=ax.transData,
            transform=Affine2D().scale(1 / 72) + ax.figure.dpi_scale_trans,
            facecolors=color,
            edgecolors="none",
            **kwargs,
        )
        self.font_points = round(size, 1)  # every label's size
        self._style = (self.font_points, weight, align)
        self.labels: list[str] = []
        self._where: dict[tuple[float, float], str] = {}
        ax.add_collection(self, autolim=False)

    def set_labels(self, items: Sequence[tuple[Any, ...]]) -> None:
        """Show these ``((x, y), text)`` or ``((x, y), text, align)`` labels instead."""
        size, weight, align = self._style
        self.labels = [item[1] for item in items]
        self._where = {(round(item[0][0], 3), round(item[0][1], 3)): item[1] for item in items}
        self.set_paths([_text_path(item[1], size, weight, (*item[2:], align)[0]) for item in items])
        self.set_offsets(np.array([item[0] for item in items], float).reshape(-1, 2))

    def label_at(self, xy: tuple[float, float]) -> str | None:
        """The label placed at ``xy``, or None."""
        return self._where.get((round(xy[0], 3), round(xy[1], 3)))


class FrameDrawing:
    """A search picture whose artists are built once and then updated in place, frame by frame.

    The *static* artists (board, tiles, letters, legend) never change; the *dynamic* ones
    (fills, counts, frontier numbers, markers, path, title) are changed by `update`, which
    touches only what differs from the frame before. Only the comparison player
    (`linklab.widgets.compare`) still draws with it; every other picture of a step is the
    scene `draw_frame` draws.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        Where to draw.
    board : Board
        The board searched.
    rules : Rules
        The rule searched under (its ring is drawn when ``outside``).
    method : {"bfs", "dfs"}
        Whether the frontier is a queue (numbered front first) or a stack (bottom first).
    ends : sequence of Cell, optional
        The two cells searched between, outlined.
    legend : bool
        Explain the fills and markers below the board.
    title : bool
        Keep a title line naming the method, the step and its event.
    show_rejected : bool
        Mark rejected moves, one marker per reason (off-board moves are not drawn).
    fontsize : float, optional
        The letters' size in points; the other texts scale from it.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> from linklab.core.search import bfs_events
    >>> from linklab.core.trace import Trace
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> trace = Trace(bfs_events(board, (0, 0), (0, 2)))
    >>> drawing = FrameDrawing(Figure().add_subplot(), board, Rules(), ends=[(0, 0), (0, 2)])
    >>> _ = drawing.update(trace.frame(4))
    >>> drawing.order_label((0, 1)), drawing.turns_label((0, 1))
    ('1', '0')
    """

    def __init__(
        self,
        ax: Axes,
        board: Board,
        rules: Rules = Rules(),
        *,
        method: str = "bfs",
        ends: Sequence[Cell] | None = None,
        legend: bool = True,
        title: bool = True,
        show_rejected: bool = True,
        fontsize: float | None = None,
    ):
        if method not in METHOD_REASONS:
            raise ValueError(f"unknown method {method!r}, expected 'bfs' or 'dfs'")
        self.ax, self.board, self.rules, self.method = ax, board, rules, method
        self.static: list[Artist] = draw_board(ax, board, rules, ends=ends or (), fontsize=fontsize)
        # The ends' outlines overlap the fills, so they are redrawn with them, in zorder.
        outlines = [artist for artist in self.static if artist.get_gid() == "ends"]
        self.static = [artist for artist in self.static if artist.get_gid() != "ends"]
        top, bottom, left, right = rules.area(board)
        self._origin, self._width = (top, left), right - left + 1
        self._cells = [(r, c) for r in range(top, bottom + 1) for c in range(left, right + 1)]
        cell_size = cell_points(ax, bottom - top + 1, right - left + 1)
        size = fontsize or 0.55 * cell_size
        self.fontsize = size
        # A letter's box reaches about 0.52 of its size below the cell's centre.
        self._under_letter = 0.52 * size / cell_size + 0.03

        self.fills = PatchCollection(
            [_square(cell, _CELL_INSET) for cell in self._cells],
            facecolor="none",
            edgecolor="none",
            zorder=2.5,  # over the tiles (transparent there), so edges frame a tile too
            gid="fills",
        )
        ax.add_collection(self.fills, autolim=False)
        self._faces = np.zeros((len(self._cells), 4))
        self._edges = np.zeros((len(self._cells), 4))
        self._widths = np.zeros(len(self._cells))
        self.hatch = PatchCollection(
            [],
            facecolor="none",
            edgecolor="#8A8A8A",
            hatch="////",
            linewidth=0,
            zorder=2.6,
            gid="backtracked",
        )
        ax.add_collection(self.hatch, autolim=False)
        self.current = Rectangle(
            (0, 0),
            1,
            1,
            facecolor="none",
            edgecolor="black",
            linewidth=max(2.0, size / 5),
            zorder=5,
            visible=False,
            gid="current",
        )
        ax.add_patch(self.current)
        self.turns_labels = LabelCollection(
            ax,
            size=text_size(ax.figure, 0.5 * size),
            color="#222222",
            align="topleft",
            zorder=4.7,
            gid="turns",
        )
        self.order_labels = LabelCollection(
            ax,
            size=text_size(ax.figure, 0.62 * size),
            weight="bold",
            color=FRONTIER_EDGE,
            zorder=4.7,
            gid="order",
        )
        if method == "dfs":
            # The stack's line runs through its depth numbers; a white rim keeps them legible.
            self.order_labels.set_path_effects([withStroke(linewidth=3, foreground="white")])
        (self.stack_line,) = ax.plot(
            [], [], color=FRONTIER_EDGE, linewidth=2, alpha=0.8, zorder=4.5, gid="stack"
        )
        self.path_artists = draw_path(ax, [], linewidth=max(2.5, size / 4))
        self.path_line, self.path_corners = self.path_artists
        self.reject_marks: dict[str, Line2D] = {}
        for reason, (marker, _) in REJECT_MARKERS.items():
            (mark,) = ax.plot(
                [],
                [],
                linestyle="none",
                marker=marker,
                markersize=max(3.0, 0.35 * size),
                color=PRUNE_COLOR,
                markeredgewidth=1.2,
                zorder=4.6,
                gid=f"rejected-{reason}",
            )
            self.reject_marks[reason] = mark
        self.show_rejected = show_rejected
        self.title = ax.set_title("", fontsize="medium", loc="left") if title else None
        if legend:
            self.static.append(self._legend())
        self.dynamic: list[Artist] = [
            *outlines,
            self.fills,
            self.hatch,
            self.turns_labels,
            self.order_labels,
            self.stack_line,
            *self.reject_marks.values(),
            self.current,
            *self.path_artists,
        ]
        if self.title is not None:
            self.dynamic.append(self.title)
        self._shown: dict[str, Any] = {}
        self.frame: Frame | None = None

    @property
    def artists(self) -> list[Artist]:
        """Every artist of the picture, static then dynamic."""
        return self.static + self.dynamic

    def turns_label(self, cell: Cell) -> str | None:
        """The turns count shown in ``cell``, or None."""
        return self.turns_labels.label_at((cell[1] - 0.42, cell[0] - 0.40))

    def order_label(self, cell: Cell) -> str | None:
        """The frontier position shown in ``cell`` (``"1"`` leaves the queue next), or None."""
        return self.order_labels.label_at(self._order_xy(cell))

    def _order_xy(self, cell: Cell) -> tuple[float, float]:
        if _is_tile(self.board, cell):  # under the tile's letter, its top just below the letter
            return cell[1], cell[0] + self._under_letter
        return cell[1], cell[0]

    def face_of(self, cell: Cell) -> tuple[float, ...]:
        """The fill colour of ``cell`` now, as RGBA (alpha 0: no fill)."""
        return tuple(self._faces[self._index(cell)])

    def set_animated(self, animated: bool) -> None:
        """Mark the dynamic artists animated, so a full draw leaves them out (for blitting)."""
        for artist in self.dynamic:
            artist.set_animated(animated)

    def _index(self, cell: Cell) -> int:
        return (cell[0] - self._origin[0]) * self._width + cell[1] - self._origin[1]

    def _legend(self):
        stack = self.method == "dfs"
        handles: list[Artist] = (
            []
            if stack
            else [
                Patch(facecolor=REACHED_FACE, edgecolor="#999999", label="reached"),
            ]
        )
        handles += [
            Patch(
                facecolor=EXPANDED_FACE,
                edgecolor="#999999",
                label="on the stack" if stack else "taken off the queue",
            ),
            Line2D(
                [],
                [],
                linestyle="none",
                marker="$1$",
                color=FRONTIER_EDGE,
                markersize=8,
                label="stack depth" if stack else "queue order (1 is next)",
            ),
            Line2D(
                [],
                [],
                linestyle="none",
                marker="$0$",
                color="#222222",
                markersize=6,
                label="turns to get here",
            ),
            Patch(
                facecolor="none",
                edgecolor="black",
                linewidth=2,
                label="top of the stack" if stack else "being expanded",
            ),
        ]
        if stack:
            handles.append(
                Patch(
                    facecolor=BACKTRACKED_FACE,
                    edgecolor="#8A8A8A",
                    hatch="////",
                    label="backtracked from",
                )
            )
        if self.show_rejected:
            for reason in METHOD_REASONS[self.method]:
                marker, text = REJECT_MARKERS[reason]
                handles.append(
                    Line2D(
                        [],
                        [],
                        linestyle="none",
                        marker=marker,
                        color=PRUNE_COLOR,
                        markeredgewidth=1.2,
                        label=text,
                    )
                )
        return self.ax.legend(
            handles=handles,
            loc="upper center",
            bbox_to_anchor=(0.5, 0.0),
            ncols=3,
            fontsize="small",
            frameon=False,
            handlelength=1.4,
            columnspacing=1.2,
        )

    def update(self, frame: Frame, total: int | None = None) -> list[Artist]:
        """Show ``frame``; returns the dynamic artists (all of them, changed or not).

        ``total``, the number of events in the trace, is shown in the title when given.
        """
        self.frame = frame
        board, stack = self.board, self.method == "dfs"
        faces, edges, widths = self._faces, self._edges, self._widths
        faces[:] = 0
        edges[:] = 0
        widths[:] = 0
        reached, expanded = to_rgba(REACHED_FACE), to_rgba(EXPANDED_FACE)
        frontier_cells = [state[0] for state in frame.frontier]
        on_frontier = set(frontier_cells)
        for cell in frame.turns:
            if self._in_area(cell) and not _is_tile(board, cell):
                faces[self._index(cell)] = reached
        for cell in frame.backtracked:
            if self._in_area(cell) and not _is_tile(board, cell):
                faces[self._index(cell)] = to_rgba(BACKTRACKED_FACE)
        shown_expanded = on_frontier if stack else frame.expanded
        for cell in shown_expanded:
            if self._in_area(cell) and not _is_tile(board, cell):
                faces[self._index(cell)] = expanded
        frontier_edge = to_rgba(FRONTIER_EDGE)
        for cell in on_frontier:
            if self._in_area(cell):
                edges[self._index(cell)] = frontier_edge
                widths[self._index(cell)] = 1.5
        self.fills.set_facecolor(faces)
        self.fills.set_edgecolor(edges)
        self.fills.set_linewidth(widths)

        hatched = tuple(
            sorted(c for c in frame.backtracked if c not in on_frontier and self._in_area(c))
        )
        if self._changed("hatch", hatched):
            self.hatch.set_paths([_square(cell, _CELL_INSET) for cell in hatched])

        turns = sorted((c, t) for c, t in frame.turns.items() if self._in_area(c))
        if self._changed("turns", turns):
            self.turns_labels.set_labels([((c - 0.42, r - 0.40), str(t)) for (r, c), t in turns])

        positions: dict[Cell, list[int]] = {}
        for i, cell in enumerate(frontier_cells, 1):
            positions.setdefault(cell, []).append(i)
        orders = [
            (
                self._order_xy(cell),
                ",".join(map(str, spots[:2])) + "+" * (len(spots) > 2),
                "top" if _is_tile(board, cell) else "center",
            )
            for cell, spots in positions.items()
            if self._in_area(cell)
        ]
        if self._changed("order", orders):
            self.order_labels.set_labels(orders)

        if self._changed("stack", tuple(frontier_cells) if stack else ()):
            self.stack_line.set_data(
                [c for _, c in frontier_cells] if stack else [],
                [r for r, _ in frontier_cells] if stack else [],
            )
        if self._changed("current", frame.current):
            if frame.current is None:
                self.current.set_visible(False)
            else:
                r, c = frame.current[0]
                self.current.set_xy((c - 0.5, r - 0.5))
                self.current.set_visible(True)
        path = frame.path or ()
        if self._changed("path", path):
            self.path_line.set_data([c for _, c in path], [r for r, _ in path])
            self.path_corners.set_data([c for _, c in path[1:-1]], [r for r, _ in path[1:-1]])
        marks: dict[str, list[Cell]] = {reason: [] for reason in self.reject_marks}
        if self.show_rejected:
            for cell, reason in frame.rejected.items():
                if reason in marks and self._in_area(cell):
                    marks[reason].append(cell)
        for reason, cells in marks.items():
            cells.sort()
            if self._changed(f"rejected-{reason}", tuple(cells)):
                self.reject_marks[reason].set_data(
                    [c + 0.28 for _, c in cells], [r + 0.28 for r, _ in cells]
                )
        if self.title is not None:
            name = "DFS" if stack else "BFS"
            of = f"/{total}" if total is not None else ""
            title = f"{name} step {frame.step}{of}: {describe_event(frame.event)}"
            self.title.set_text(translate(title))
        return self.dynamic

    def _in_area(self, cell: Cell) -> bool:
        return self.rules.in_area(self.board, cell)

    def _changed(self, key: str, value: Any) -> bool:
        if self._shown.get(key, object()) == value:
            return False
        self._shown[key] = value
        return True


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
