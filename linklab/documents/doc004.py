"""Document 004 (连连看（DFS）): its DFS around the outside, its input check and its board maker.

The program is fixed at a 10 x 20 board (``WIDTH`` rows, ``LONG`` columns) inside a ring of
empty cells: ``int g[WIDTH + 2][LONG + 2]`` and ``int visit[WIDTH + 2][LONG + 2]``, board
cells 1-based. Here the board may have any size; the arrays are taken to fit it and its ring.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import cast

from linklab.core.board import Board, Cell, Path, corners
from linklab.core.events import Event, Exhausted, Found, Popped, Pushed, Refused, Rejected
from linklab.core.rules import Heading, Rules
from linklab.documents.common import (
    QUIRK_NO_KIND,
    QUIRK_NO_TILE,
    QUIRK_UNEXPLAINED,
    OutOfArray,
)
from linklab.documents.registry import Document, register

#: ``way[4][2] = {{0,1},{0,-1},{1,0},{-1,0}}``: right, left, down, up.
WAY = (Heading.RIGHT, Heading.LEFT, Heading.DOWN, Heading.UP)

#: The board document 004's transcript prints at the start of its game (letters, ``*`` empty).
PRINTED_BOARD = """\
CEHDEFFIAAGJBDJHBFGH
DBHACEEHGHGDFEJIJHFD
CBEAGDFHDCEJEFGHIJJG
IDHFDFHGIDFJJBECEGGA
HHIBBJADHCCEDDAABIIH
CCDAFHFEDGHAEDGIDEFI
BHECGADHDDGABGCADGDC
DDBICDABDFBAACAABBHE
AGEDHEHIGCBBIGACCEEG
FGDBACCDGAADBAACIABA"""
WIDTH, LONG, SIZE, NUM = 10, 20, 200, 10


def doc004_judge(board: Board, a: Cell, b: Cell) -> str | None:
    """Document 004's ``Judge``: why the two positions are refused, or None.

    ``if (a<1 || a>WIDTH || c<1 || c>WIDTH) return false; if (b<1 || b>LONG || ...) return
    false; if (!g[a][b] || !g[c][d]) return false;``. The program then prints "坐标错误"
    (wrong coordinates) and asks again. The same cell twice passes.

    Examples
    --------
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> doc004_judge(board, (0, 0), (0, 2)) is None, doc004_judge(board, (0, 0), (0, 3))
    (True, 'off_board')
    >>> doc004_judge(board, (0, 0), (0, 1)), doc004_judge(board, (0, 0), (0, 0)) is None
    ('empty_cell', True)
    """
    if not (board.contains(a) and board.contains(b)):
        return "off_board"
    if not (board[a] and board[b]):
        return "empty_cell"
    return None


def doc004_dfs_events(
    board: Board, a: Cell, b: Cell, *, bounds_first: bool = False
) -> Iterator[Event]:
    """Document 004's DFS from ``a`` to ``b`` around the outside, quirks included.

    ``Pushed`` is ``visit[p1][p2] = 1`` and a call of ``DFS``; ``Popped`` its return and
    ``visit[p1][p2] = 0``. The start is pushed first (``DFS(x1, y1, x2, y2, -1, 0)``) but never
    marked.

    Quirks, each with the line it comes from:

    - **the visited test comes before the bounds test** (``if (visit[p1][p2] || p1<0 ||
      p1>WIDTH + 1 || p2<0 || p2>LONG + 1)``): standing on the ring, the search reads
      ``visit`` one step beyond it, outside the array. ``OutOfArray`` is raised there. (Whatever
      the read gives, the bounds test then turns the step away; but the read is undefined, and
      a compiler may reason from it. ``bounds_first=True`` runs the search as if the two tests
      were swapped: an assumption, not the document.)
    - **the search does not stop at the target** (``temp = true; return;`` returns from that
      call only): every path with at most two turns is tried before ``Found`` comes, at the
      end, with the first path that reached the target.
    - **too many turns is noticed one step late** (``if (k > 2) return;`` at the top of the
      call): a step that makes a third turn is pushed, then popped.
    - **the same cell twice links** (``if (x == x2 && y == y2 && k <= 2)`` holds at once for
      ``DFS(x1, y1, x1, y1, -1, 0)``), so the program removes that one tile.
    - ``Judge`` and the kind test (``if (g[x1][y1] != g[x2][y2])``, "消去失败", removal
      failed) come first: ``Refused`` with ``off_board``, ``empty_cell`` or ``kinds_differ``.

    Parameters
    ----------
    board : Board
        The board inside the ring.
    a, b : Cell
        The two positions, 0-based.
    bounds_first : bool, optional
        Test the bounds before reading ``visit`` (not what the document does).

    Yields
    ------
    Event
        ``Refused(reason)``, or stack events and last ``Found(path)`` or ``Exhausted()``.

    Raises
    ------
    OutOfArray
        Where the search reads ``visit`` outside the array (unless ``bounds_first``).

    Examples
    --------
    Walled in, the search never reaches the ring; it goes on after reaching the target:

    >>> walled = Board.from_rows([[2, 2, 2, 2, 2], [2, 1, 0, 1, 2], [2, 2, 2, 2, 2]])
    >>> for event in doc004_dfs_events(walled, (1, 1), (1, 3)):
    ...     print(event)
    Pushed(cell=(1, 1), heading=None, turns=0)
    Pushed(cell=(1, 2), heading=Heading.RIGHT, turns=0)
    Pushed(cell=(1, 3), heading=Heading.RIGHT, turns=0)
    Popped(cell=(1, 3), heading=Heading.RIGHT, turns=0)
    Rejected(cell=(1, 1), heading=Heading.LEFT, turns=1, reason='occupied')
    Rejected(cell=(2, 2), heading=Heading.DOWN, turns=1, reason='occupied')
    Rejected(cell=(0, 2), heading=Heading.UP, turns=1, reason='occupied')
    Popped(cell=(1, 2), heading=Heading.RIGHT, turns=0)
    Rejected(cell=(1, 0), heading=Heading.LEFT, turns=0, reason='occupied')
    Rejected(cell=(2, 1), heading=Heading.DOWN, turns=0, reason='occupied')
    Rejected(cell=(0, 1), heading=Heading.UP, turns=0, reason='occupied')
    Popped(cell=(1, 1), heading=None, turns=0)
    Found(path=((1, 1), (1, 3)))

    Next to the edge, it steps onto the ring and looks past it:

    >>> pair = Board.from_rows([[1, 1]])
    >>> try:
    ...     list(doc004_dfs_events(pair, (0, 0), (0, 1)))
    ... except OutOfArray as why:
    ...     print(why)  # doctest: +NORMALIZE_WHITESPACE
    reads visit[1][-1], outside the array: a step left from the ring cell (0, -1) as code
    counts from 0 (row 1, column 0 as the pictures count from 1)
    >>> list(doc004_dfs_events(pair, (0, 0), (0, 1), bounds_first=True))[-1]
    Found(path=((0, 0), (0, 1)))
    """
    problem = doc004_judge(board, a, b)
    if problem is None and board[a] != board[b]:
        problem = "kinds_differ"
    if problem:
        yield Refused(problem)
        return
    rows, cols, grid = board.rows, board.cols, board.grid
    visit: set[Cell] = set()
    found: Path | None = (a, a) if a == b else None
    frames: list[tuple[Cell, Heading | None, int, Iterator[Heading]]] = [
        (a, None, 0, iter(()) if a == b else iter(WAY))
    ]
    yield Pushed(a, None, 0)
    while frames:
        here, heading, k, steps = frames[-1]
        step = next(steps, None)
        if step is None:
            frames.pop()
            visit.discard(here)
            yield Popped(here, heading, k)
            continue
        cell = step.step(here)
        r, c = cell
        turns = k if heading is None or step is heading else k + 1
        in_array = -1 <= r <= rows and -1 <= c <= cols
        if not in_array and not bounds_first:
            raise OutOfArray(
                "read",
                "visit",
                (r + 1, c + 1),
                f"a step {step.name.lower()} from the ring cell {here} as code counts from 0 "
                f"(row {here[0] + 1}, column {here[1] + 1} as the pictures count from 1)",
            )
        if not in_array:
            reason = "off_board"
        elif cell in visit:
            reason = "on_path"
        elif cell != b and 0 <= r < rows and 0 <= c < cols and grid[r][c]:
            reason = "occupied"
        else:
            visit.add(cell)
            yield Pushed(cell, step, turns)
            reached = cell == b and turns <= 2
            if reached and found is None:
                found = corners([frame[0] for frame in frames] + [b])
            # DFS returns at once at the target, or with more than two turns.
            ends = reached or turns > 2
            frames.append((cell, step, turns, iter(()) if ends else iter(WAY)))
            continue
        yield Rejected(cell, step, turns, reason)
    yield Found(found) if found else Exhausted()


class _Unset:
    """The value of a count the program never set (an uninitialised ``int``)."""

    def __repr__(self) -> str:
        return "UNSET"


#: A kind's count that ``Create`` never set: ``int num[NUM + 1];`` is a local array and the
#: count loop skips some kinds.
UNSET = _Unset()


@dataclass(frozen=True)
class Doc004Deal:
    """What document 004's ``Create`` does with one stream of random numbers.

    ``counts[kind]`` is the count the count loop planned for kinds 1..10 (``UNSET`` where it
    set none); ``board`` the board it fills, or None when filling it reads an unset count
    (``undefined`` then says where).
    """

    counts: dict[int, int | _Unset]
    board: Board | None
    undefined: str | None

    @property
    def unset_kinds(self) -> list[int]:
        """The kinds whose count was never set."""
        return [kind for kind, count in self.counts.items() if count is UNSET]


def doc004_generate(seed: int | random.Random, *, unset_as: int | None = None) -> Doc004Deal:
    """Document 004's ``Create``: plan each kind's count, then fill the 10 x 20 board.

    ``rand() % SIZE + 1`` and ``rand() % NUM + 1`` are drawn from a ``random.Random``.

    Quirks:

    - **counts left unset** (``n = rand() % SIZE + 1; if (n % 2 == 0 && sum + n < SIZE) {
      sum += n; num[i] = n; }``): a draw that is odd, or too big, leaves ``num[i]``
      uninitialised; the fill (``while (!num[n])``) then reads it, which is undefined. Nine
      even draws with a sum under 200 almost never happen, so nearly every run reads one.
      The document's own board shows it: 27 A's and 15 F's, odd counts, where every kind
      should have an even count ("每种图案个数为偶数", each pattern's count is even).
    - **the last kind absorbs the rest** (``num[NUM] = SIZE - sum;``): kind 10 gets whatever
      the set counts leave, often most of the board.

    Parameters
    ----------
    seed : int or random.Random
        Where the random numbers come from.
    unset_as : int, optional
        Fill as if every unset count held this value (an assumption, not the document).

    Returns
    -------
    Doc004Deal
        The planned counts, and the board or why there is none.

    Examples
    --------
    >>> deal = doc004_generate(2)
    >>> deal.counts  # doctest: +NORMALIZE_WHITESPACE
    {1: UNSET, 2: 24, 3: 22, 4: UNSET, 5: 44, 6: UNSET, 7: UNSET, 8: UNSET, 9: UNSET,
     10: 110}
    >>> deal.unset_kinds, deal.board is None, deal.undefined
    ([1, 4, 6, 7, 8, 9], True, 'reads the uninitialised num[4] while filling g[1][2]')
    >>> doc004_generate(2, unset_as=0).board.counts()
    {2: 24, 3: 22, 5: 44, 10: 110}
    """
    rng = random.Random(seed) if isinstance(seed, int) else seed
    counts: dict[int, int | _Unset] = dict.fromkeys(range(1, NUM + 1), UNSET)
    total = 0
    for kind in range(1, NUM):
        n = rng.randrange(SIZE) + 1
        if n % 2 == 0 and total + n < SIZE:
            total += n
            counts[kind] = n
    counts[NUM] = SIZE - total
    left: dict[int, int | None] = {
        k: (unset_as if v is UNSET else cast(int, v)) for k, v in counts.items()
    }
    grid = [[0] * LONG for _ in range(WIDTH)]
    for i in range(1, WIDTH + 1):
        for j in range(1, LONG + 1):
            n = rng.randrange(NUM) + 1
            while True:
                if left[n] is None:
                    why = f"reads the uninitialised num[{n}] while filling g[{i}][{j}]"
                    return Doc004Deal(counts, None, why)
                if left[n]:
                    break
                n = (n + 1) % NUM or NUM
            grid[i - 1][j - 1] = n
            left[n] = cast(int, left[n]) - 1  # the loop found this count set and above 0
    return Doc004Deal(counts, Board.from_rows(grid), None)


#: The ways document 004's program departs from its rule, each with what it means.
QUIRKS = {
    "reads_outside_array": (
        "Standing on the ring, the search reads visit[..] one step beyond it before it "
        "tests the bounds: outside the array, so undefined. Every search that reaches the "
        "ring with at most two turns does this."
    ),
    "same_cell_links": (
        "The same cell twice links: DFS(x1, y1, x1, y1, -1, 0) stands on its target at "
        "once, and the program removes the one tile."
    ),
    "no_tile_check": QUIRK_NO_TILE,
    "no_kind_check": QUIRK_NO_KIND,
    "reads_past_edge": "A cell off the board is linked.",
    "unchecked_first_step": "The path's first step lands on another kind's tile.",
    "passes_through_same_kind": "The path runs through a tile.",
    "writes_outside_array": "The search writes outside an array.",
    "unexplained": QUIRK_UNEXPLAINED,
}


def _bounds_first(board: Board, a: Cell, b: Cell) -> Iterator[Event]:
    return doc004_dfs_events(board, a, b, bounds_first=True)


#: Document 004's record (see ``linklab.documents.registry``).
DOCUMENT = register(
    Document(
        number="004",
        title="连连看（DFS）",
        judge_format="hdu1175",
        source=("004.cpp", "C/C++", 1),
        search=doc004_dfs_events,
        method="dfs",
        rules=Rules(outside=True),
        quirks=QUIRKS,
        variants={"bounds first": ("document 004's DFS, bounds tested first", _bounds_first)},
    )
)
