"""Document 003 (HDU 1175): its pruned depth-first search, as its C program behaves.

The program keeps ``int map[1005][1005]`` and ``int vis[1005][1005]`` as globals, reads boards
with 1-based cells, and answers each query ``x1 y1 x2 y2`` with ``YES`` or ``NO``.
"""

from __future__ import annotations

from collections.abc import Iterator

from linklab.core.board import Board, Cell, corners
from linklab.core.events import Event, Exhausted, Found, Popped, Pushed, Refused, Rejected
from linklab.core.rules import Heading, Rules
from linklab.documents.common import QUIRK_UNEXPLAINED, OutOfArray
from linklab.documents.registry import Document, register

#: The order of the four recursive calls in every branch of ``dfs``: up, down, left, right
#: (``z`` = 1, 2, 3, 4).
CALLS = (Heading.UP, Heading.DOWN, Heading.LEFT, Heading.RIGHT)
SIZE = 1005  # the side of map and vis


def doc003_dfs_events(board: Board, a: Cell, b: Cell) -> Iterator[Event]:
    """Document 003's DFS from ``a`` to ``b``, exactly as written, as stack events.

    Cells are 0-based here; the program's 1-based indices only shift them. A ``dfs`` call that
    passes every test marks its cell (``Pushed``); one that fails a test returns at once
    (``Rejected``, with the test's reason); returning from a marked cell unmarks it
    (``Popped``).

    What the program does, line by line:

    - ``main`` refuses the same cell (``if(x1 == x2 && y1 == y2 && map[x1][y1]!=0)`` → ``NO``),
      then anything but two equal nonzero kinds (``else if(map[x1][y1] == map[x2][y2] &&
      map[x1][y1])``), then calls ``dfs`` on the start's four neighbours with 0 turns. The start
      itself is never marked.
    - ``dfs`` tests, in this order: ``if(k>=3)`` (too many turns), ``if(x<=0 || y<=0 || x>n ||
      y>m)`` (off the board), ``if(x == x2 && y == y2)`` (found: ``flag = 1``), ``if(k == 2)``
      the target must lie straight ahead (``not_straight_ahead``), ``if(map[x][y]!=0)``
      (occupied), ``if(vis[x][y])`` (on the path).
    - ``vis[x][y] = 0;`` after the four calls: a cell is unmarked on return, so the search
      tries every simple path with at most two turns until one reaches the target. The answer
      is right; the cost is every such path (see ``compare_costs``). A U-turn is tried and
      stopped by ``vis``.
    - ``map`` is never cleared between boards (``scanf("%d",&map[i][j])`` only over the new
      board), so on a later board a query cell outside it reads an earlier, larger board's tile.
      Here a cell off the board reads 0, as on the first board of an input.

    Parameters
    ----------
    board : Board
        The ``n`` x ``m`` board, at most 1004 x 1004 (or the input overflows ``map``).
    a, b : Cell
        The two cells, 0-based.

    Yields
    ------
    Event
        ``Refused(reason)`` when ``main`` answers ``NO`` without searching; otherwise stack
        events, ending with ``Found(path)`` or ``Exhausted()``.

    Raises
    ------
    OutOfArray
        When a query cell lies outside ``map``.

    Examples
    --------
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> for event in doc003_dfs_events(board, (0, 0), (0, 2)):
    ...     print(event)
    Rejected(cell=(-1, 0), heading=Heading.UP, turns=0, reason='off_board')
    Rejected(cell=(1, 0), heading=Heading.DOWN, turns=0, reason='off_board')
    Rejected(cell=(0, -1), heading=Heading.LEFT, turns=0, reason='off_board')
    Pushed(cell=(0, 1), heading=Heading.RIGHT, turns=0)
    Rejected(cell=(-1, 1), heading=Heading.UP, turns=1, reason='off_board')
    Rejected(cell=(1, 1), heading=Heading.DOWN, turns=1, reason='off_board')
    Rejected(cell=(0, 0), heading=Heading.LEFT, turns=1, reason='occupied')
    Found(path=((0, 0), (0, 2)))
    """
    rows, cols = board.rows, board.cols
    if rows >= SIZE or cols >= SIZE:
        raise OutOfArray("write", "map", (rows, cols), f"a {rows}x{cols} board does not fit")
    ka, kb = _read(board, a), _read(board, b)
    if a == b and ka:
        yield Refused("same_cell")
        return
    if not (ka == kb and ka):
        yield Refused("kinds_differ" if ka and kb else "empty_cell")
        return
    grid = board.grid
    on_path: set[Cell] = set()
    # The recursion as a stack of frames: cell, heading, turns, the calls still to make.
    # The bottom frame is main's four calls from the start, which is never marked.
    frames: list[tuple[Cell, Heading | None, int, Iterator[Heading]]] = [(a, None, 0, iter(CALLS))]
    while frames:
        here, heading, turns, calls = frames[-1]
        step = next(calls, None)
        if step is None:
            frames.pop()
            if frames:
                on_path.discard(here)
                yield Popped(here, heading, turns)
            continue
        cell = step.step(here)
        k = turns + (heading is not None and step is not heading)
        r, c = cell
        if k >= 3:
            reason = "too_many_turns"
        elif not (0 <= r < rows and 0 <= c < cols):
            reason = "off_board"
        elif cell == b:
            yield Found(corners([frame[0] for frame in frames] + [b]))
            return
        elif k == 2 and not _heads_straight_at(cell, step, b):
            reason = "not_straight_ahead"
        elif grid[r][c]:
            reason = "occupied"
        elif cell in on_path:
            reason = "on_path"
        else:
            on_path.add(cell)
            frames.append((cell, step, k, iter(CALLS)))
            yield Pushed(cell, step, k)
            continue
        yield Rejected(cell, step, k, reason)
    yield Exhausted()


def _read(board: Board, cell: Cell) -> int:
    """``map[x][y]`` for a 0-based cell: 0 off the board, undefined outside the array."""
    r, c = cell
    if not (-1 <= r < SIZE - 1 and -1 <= c < SIZE - 1):
        raise OutOfArray("read", "map", (r + 1, c + 1), f"the query cell {cell} (0-based)")
    return board.grid[r][c] if 0 <= r < board.rows and 0 <= c < board.cols else 0


def _heads_straight_at(cell: Cell, heading: Heading, target: Cell) -> bool:
    """``z == 1 && x>x2 && y==y2 || z == 2 && x<x2 && y==y2 || ...``"""
    (r, c), (tr, tc) = cell, target
    if heading is Heading.UP:
        return r > tr and c == tc
    if heading is Heading.DOWN:
        return r < tr and c == tc
    if heading is Heading.LEFT:
        return c > tc and r == tr
    return c < tc and r == tr


#: Document 003's record (see ``linklab.documents.registry``).
DOCUMENT = register(
    Document(
        number="003",
        title="HDU 1175",
        judge_format="hdu1175",
        source=("003.c", "C", 3),
        search=doc003_dfs_events,
        method="dfs",
        rules=Rules(),
        quirks={"unexplained": QUIRK_UNEXPLAINED},
    )
)
