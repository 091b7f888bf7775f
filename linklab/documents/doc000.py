"""Document 000 (连连看游戏辅助): its breadth-first search, as its C++ program behaves.

The program keeps ``int Map[1000][1000]`` and ``int vir[1000][1000]`` as zeroed globals,
reads ``m n`` (rows, columns), the cells, then ``stx sty edx edy`` as 0-based (row, col),
and prints ``TRUE`` or ``FALSE``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from linklab.core.board import Board, Cell, corners
from linklab.core.events import Dequeued, Enqueued, Event, Exhausted, Found, Rejected
from linklab.core.rules import Heading, Rules
from linklab.documents.common import (
    QUIRK_NO_KIND,
    QUIRK_NO_TILE,
    QUIRK_UNEXPLAINED,
    OutOfArray,
)
from linklab.documents.registry import Document, register

#: ``trend[4][2] = {{0,1},{0,-1},{1,0},{-1,0}}``: right, left, down, up (its comment says
#: down, up, right, left, reading x as the column; x is the row).
TREND = (Heading.RIGHT, Heading.LEFT, Heading.DOWN, Heading.UP)
SIZE = 1000  # the side of Map and vir

# A queue entry: cell, heading, the document's ``turn`` (straight segments so far), parent.
_Entry = tuple[Cell, Heading, int, "_Entry | None"]


def doc000_bfs_events(board: Board, a: Cell, b: Cell, *, strict: bool = False) -> Iterator[Event]:
    """Document 000's BFS from ``a`` to ``b``, quirks included, as queue events.

    Events carry ``turns`` = the document's ``turn`` minus one (its ``turn`` counts straight
    segments, 1 for the first), so they read like ``linklab.core.search.bfs_events``'s.

    Quirks, each with the line it comes from:

    - **unchecked first steps**: the four neighbours of the start are queued with no bounds,
      obstacle or visited test (``t0.x = stx + trend[i][0]; ... vir[t0.x][t0.y] = t0.turn;
      q.push(t0);``). A tile next to the start is stepped over; a neighbour past the bottom or
      right edge is queued (the zeroed arrays read as empty there); a neighbour in row or
      column -1 is written outside ``vir``: ``OutOfArray`` is raised there, since what that
      write does is undefined.
    - **tiles of the end's kind are passable** (``if (Map[k1.x][k1.y] != 0 &&
      Map[k1.x][k1.y] != Map[edx][edy]) continue;``, "除终点外的非0数字是障碍", every nonzero
      number but the end's is an obstacle), the start's own tile included.
    - **visited keyed on the cell only**, with its turn count (``if (vir[k1.x][k1.y] == 0 ||
      vir[k1.x][k1.y] >= k1.turn)``): a state is turned away when the cell was reached with
      fewer turns, whatever the heading (reason ``cell_seen_with_fewer_turns``), and re-queued
      on a tie. The start's ``vir`` is never set. This loses no path: the state kept has at
      least one turn fewer, and one turn takes it to any heading (a U-turn included), so it
      goes everywhere the one turned away would.
    - **turns counted from 1**, limit ``k1.turn > 3`` ("转向次数不能超过3", turns may not
      exceed 3): three straight segments, two turns, as the rule says. A U-turn counts as a
      turn and is allowed.
    - **goal test at dequeue** (``k0 = q.front(); q.pop(); if (k0.x==edx&&k0.y==edy)``), so
      a first step onto the end finds it whatever lies there.
    - **no pair checks** (``main`` reads the cells and calls ``BFS()``): the two kinds are
      never compared, the cells may be empty or the same cell (``TRUE``: a first step comes
      straight back onto the start), or past the bottom and right edges.

    Parameters
    ----------
    board : Board
        The ``m`` x ``n`` board; at most 1000 x 1000, or the input overflows ``Map``.
    a, b : Cell
        ``(stx, sty)`` and ``(edx, edy)``, 0-based, not checked.
    strict : bool
        Take the document's analysis at its word instead of its code: re-queue a cell only
        when "这次转向次数要少" (this time with *fewer* turns), ``vir[k1.x][k1.y] > k1.turn``,
        turning a tie away too (reason ``already_better``). This loses paths: a tie reached
        with another heading is another future.

    Yields
    ------
    Event
        ``Enqueued`` for the four first steps, then ``Dequeued`` and, per neighbour,
        ``Enqueued`` or ``Rejected``; last ``Found(path)`` or ``Exhausted()``. Never
        ``Refused``.

    Raises
    ------
    OutOfArray
        Where the program reads or writes outside ``Map`` or ``vir``.

    Examples
    --------
    >>> board = Board.from_rows([[0, 0, 0], [0, 1, 2], [0, 0, 1]])
    >>> [type(e).__name__ for e in doc000_bfs_events(board, (1, 1), (2, 1))][:6]
    ['Enqueued', 'Enqueued', 'Enqueued', 'Enqueued', 'Dequeued', 'Rejected']
    >>> list(doc000_bfs_events(board, (1, 1), (2, 2)))[-1]  # over the 2 next to the start
    Found(path=((1, 1), (1, 2), (2, 2)))
    >>> tie = Board.from_rows([[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [2, 1, 0, 2, 1], [0, 0, 0, 2, 0]])
    >>> [list(doc000_bfs_events(tie, (2, 1), (2, 4), strict=s))[-1] for s in (False, True)]
    [Found(path=((2, 1), (1, 1), (1, 4), (2, 4))), Exhausted()]
    >>> try:
    ...     list(doc000_bfs_events(board, (0, 1), (2, 2)))
    ... except OutOfArray as why:
    ...     print(why)
    writes vir[-1][1], outside the array: the first step up from the start (0, 1)
    """
    rows, cols = board.rows, board.cols
    if rows > SIZE or cols > SIZE:
        raise OutOfArray(
            "write", "Map", (rows - 1, cols - 1), f"a {rows}x{cols} board does not fit"
        )
    grid = board.grid
    end_kind: int | None = None  # Map[edx][edy], read the first time a tile is met
    vir: dict[Cell, int] = {}
    queue: deque[_Entry] = deque()
    for heading in TREND:
        cell = heading.step(a)
        if not (0 <= cell[0] < SIZE and 0 <= cell[1] < SIZE):
            raise OutOfArray(
                "write", "vir", cell, f"the first step {heading.name.lower()} from the start {a}"
            )
        vir[cell] = 1
        queue.append((cell, heading, 1, None))
        yield Enqueued(cell, heading, 0)
    while queue:
        entry = queue.popleft()
        cell, heading, turn, _ = entry
        yield Dequeued(cell, heading, turn - 1)
        if cell == b:
            yield Found(_path(a, entry))
            return
        for step in TREND:
            nxt = step.step(cell)
            new_turn = turn if step is heading else turn + 1
            if new_turn > 3:
                yield Rejected(nxt, step, new_turn - 1, "too_many_turns")
                continue
            r, c = nxt
            if not (0 <= r < rows and 0 <= c < cols):
                yield Rejected(nxt, step, new_turn - 1, "off_board")
                continue
            kind = grid[r][c]
            if kind:
                if end_kind is None:
                    end_kind = _end_kind(board, b)
                if kind != end_kind:
                    yield Rejected(nxt, step, new_turn - 1, "occupied")
                    continue
            seen = vir.get(nxt, 0)
            if seen and seen < new_turn:
                yield Rejected(nxt, step, new_turn - 1, "cell_seen_with_fewer_turns")
                continue
            if strict and seen == new_turn:
                yield Rejected(nxt, step, new_turn - 1, "already_better")
                continue
            vir[nxt] = new_turn
            queue.append((nxt, step, new_turn, entry))
            yield Enqueued(nxt, step, new_turn - 1)
    yield Exhausted()


def _end_kind(board: Board, b: Cell) -> int:
    """``Map[edx][edy]``: 0 past the board, undefined outside the array."""
    r, c = b
    if not (0 <= r < SIZE and 0 <= c < SIZE):
        raise OutOfArray("read", "Map", b, f"the end {b} lies outside the array")
    return board.grid[r][c] if r < board.rows and c < board.cols else 0


def _path(a: Cell, entry: _Entry | None) -> tuple[Cell, ...]:
    """The corners of the walk from ``a`` to the cell of ``entry``."""
    cells = []
    while entry is not None:
        cells.append(entry[0])
        entry = entry[3]
    cells.append(a)
    return corners(cells[::-1])


#: The ways document 000's program departs from its rule, each with what it means.
QUIRKS = {
    "writes_outside_array": (
        "The start is in row 0 or column 0: its unchecked first step up or left writes "
        "vir[-1][..] or vir[..][-1], outside the array. What follows is undefined."
    ),
    "reads_outside_array": (
        "The end lies outside the array: the first tile the search meets makes it read "
        "Map[edx][edy] there. What follows is undefined."
    ),
    "same_cell_links": (
        "The same cell twice links: a first step leaves the start and the next comes "
        "back onto it, since the start's tile is of the end's kind (passable) and its vir "
        "is never set."
    ),
    "reads_past_edge": (
        "A cell past the bottom or right edge is taken for an empty cell (the zeroed "
        "arrays), and an unchecked first step reaches it or comes back from it."
    ),
    "no_tile_check": QUIRK_NO_TILE,
    "no_kind_check": QUIRK_NO_KIND,
    "unchecked_first_step": (
        "The path's first step lands on another kind's tile: the start's four neighbours "
        "are queued with no obstacle test, so the path jumps a tile next to the start."
    ),
    "passes_through_same_kind": (
        "The path runs through a tile of the end's kind: only the other kinds are "
        "obstacles (Map != 0 && Map != Map[edx][edy])."
    ),
    "unexplained": QUIRK_UNEXPLAINED,
}


#: Document 000's record (see ``linklab.documents.registry``).
DOCUMENT = register(
    Document(
        number="000",
        title="连连看游戏辅助",
        judge_format="pair",
        source=("000.cpp", "C++", 1),
        search=doc000_bfs_events,
        method="bfs",
        rules=Rules(),
        quirks=QUIRKS,
    )
)
