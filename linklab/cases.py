"""Random inputs in the documents' judge formats, from one seeded generator, and their reductions.

An input is a `LinkInput` (boards, each with its queries; formats ``pair`` and ``hdu1175``) or a
`SixInput` (six-digit layouts; format ``sixdigits``). ``random_input`` writes the ``i``-th of
``n`` inputs: tiny boards first, larger ones later, the very last at the format's limits. The
queries mix the cases that break programs: a pair of one kind (often on the edge, where only the
outside ring may join it), the same cell twice, empty cells, two kinds, next-door pairs; boards
are sparse, dense, or crossed by walls of tiles.

``reductions`` lists the inputs one change smaller, biggest cuts first, for `linklab.shrink`:
fewer boards, fewer queries, fewer rows or columns, fewer tiles, smaller kinds (six digits:
fewer layouts, layouts closer to 123456).

Examples
--------
>>> import random
>>> case = random_input("hdu1175", random.Random(15), 0, 100)
>>> print(format_input("hdu1175", case), end="")
1 3
2 1 1
1
1 3 1 2
0 0
>>> len(list(reductions(case)))
9
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from linklab.board import Board, Cell
from linklab.shrink import removals

FORMATS = ("pair", "hdu1175", "sixdigits")

#: The largest board each board format allows: document 000's arrays are 1000 x 1000;
#: HDU 1175 says 0 < n <= 1000, 0 < m < 1000 and 0 < q < 50.
LIMITS = {"pair": (1000, 1000, 1), "hdu1175": (1000, 999, 49)}
#: The most layouts a six-digit input holds: every layout once, plus a few again.
SIX_LIMIT = 800
#: How far into a run each size of board comes: (share of the run, largest side).
_SCHEDULE = ((0.3, 3), (0.55, 6), (0.75, 12), (0.9, 30), (0.99, 100))

Query = tuple[Cell, Cell]


@dataclass(frozen=True)
class BoardQueries:
    """One board and the pairs of cells (0-based) asked about it."""

    board: Board
    queries: tuple[Query, ...]


@dataclass(frozen=True)
class LinkInput:
    """An input of a board format: its boards, each with its queries."""

    boards: tuple[BoardQueries, ...]

    def __len__(self) -> int:
        return sum(len(item.queries) for item in self.boards)


@dataclass(frozen=True)
class SixInput:
    """An input of the six-digit format: one layout (digits of cells A..F) a line."""

    layouts: tuple[tuple[int, ...], ...]

    def __len__(self) -> int:
        return len(self.layouts)


# --- writing ------------------------------------------------------------------------------


def format_input(fmt: str, case: LinkInput | SixInput) -> str:
    """The input as the document writes it.

    >>> board = Board.from_rows([[1, 0, 1]])
    >>> print(format_input("pair", LinkInput((BoardQueries(board, (((0, 0), (0, 2)),)),))), end="")
    1 3
    1 0 1
    0 0
    0 2
    """
    if fmt == "sixdigits":
        return "".join(" ".join(map(str, layout)) + "\n" for layout in case.layouts)
    parts = []
    for item in case.boards:
        board = item.board
        if fmt == "pair":
            parts.append(f"{board.rows} {board.cols}\n")
            parts.append(" ".join(str(k) for row in board.grid for k in row) + "\n")
            for a, b in item.queries:
                parts.append(f"{a[0]} {a[1]}\n{b[0]} {b[1]}\n")
        else:
            parts.append(f"{board.rows} {board.cols}\n")
            parts += [" ".join(map(str, row)) + "\n" for row in board.grid]
            parts.append(f"{len(item.queries)}\n")
            parts += [f"{a[0] + 1} {a[1] + 1} {b[0] + 1} {b[1] + 1}\n" for a, b in item.queries]
    if fmt == "hdu1175":
        parts.append("0 0\n")
    return "".join(parts)


def parse_input(fmt: str, text: str) -> LinkInput | SixInput:
    """Read an input written by ``format_input`` (the documents' formats) back.

    >>> parse_input("hdu1175", "1 2\\n1 1\\n1\\n1 1 1 2\\n0 0\\n").boards[0].queries
    (((0, 0), (0, 1)),)
    """
    numbers = list(map(int, text.split()))
    if fmt == "sixdigits":
        return SixInput(tuple(tuple(numbers[i : i + 6]) for i in range(0, len(numbers), 6)))
    base = 1 if fmt == "hdu1175" else 0
    items, at = [], 0
    while at < len(numbers):
        rows, cols = numbers[at], numbers[at + 1]
        if rows == 0 and cols == 0:
            break
        at += 2
        flat = numbers[at : at + rows * cols]
        at += rows * cols
        count = 1 if fmt == "pair" else numbers[at]
        at += fmt != "pair"
        queries = []
        for _ in range(count):
            x1, y1, x2, y2 = (v - base for v in numbers[at : at + 4])
            queries.append(((x1, y1), (x2, y2)))
            at += 4
        grid = [flat[r * cols : (r + 1) * cols] for r in range(rows)]
        items.append(BoardQueries(Board.from_rows(grid), tuple(queries)))
    return LinkInput(tuple(items))


def size_of(case: LinkInput | SixInput) -> tuple[int, ...]:
    """What shrinking lowers, most important first.

    Boards: boards, queries, cells, tiles, the sum of kinds. Six digits: layouts, inversions.

    >>> size_of(SixInput(((2, 1, 3, 4, 5, 6),)))
    (1, 1)
    """
    if isinstance(case, SixInput):
        return len(case.layouts), sum(map(_inversions, case.layouts))
    boards = [item.board for item in case.boards]
    return (
        len(boards),
        len(case),
        sum(board.rows * board.cols for board in boards),
        sum(1 for board in boards for row in board.grid for k in row if k),
        sum(k for board in boards for row in board.grid for k in row),
    )


def largest_board(case: LinkInput | SixInput) -> tuple[int, int]:
    """The rows and columns of the input's largest board ((2, 3) for six digits)."""
    if isinstance(case, SixInput):
        return (2, 3)
    return max((item.board.shape for item in case.boards), key=lambda s: (s[0] * s[1], s))


# --- generating ---------------------------------------------------------------------------


def side_limit(fmt: str, index: int, count: int) -> int:
    """The largest side of the ``index``-th of ``count`` inputs: small first, the limit last.

    >>> [side_limit("hdu1175", i, 100) for i in (0, 40, 99)]
    [3, 6, 1000]
    """
    if index >= count - 1:
        return max(LIMITS[fmt][:2])
    share = index / count
    for until, side in _SCHEDULE:
        if share < until:
            return side
    return 300


def random_input(
    fmt: str, rng: random.Random, index: int = 0, count: int = 1
) -> LinkInput | SixInput:
    """The ``index``-th of ``count`` random inputs of format ``fmt``.

    The last of a run (``index == count - 1``) is as large as the format allows.

    >>> random_input("sixdigits", random.Random(1), 0, 10)
    SixInput(layouts=((4, 5, 2, 6, 3, 1),))
    """
    if fmt == "sixdigits":
        return _six_input(rng, index, count)
    if fmt not in LIMITS:
        raise ValueError(f"unknown format {fmt!r}; expected one of {', '.join(FORMATS)}")
    max_rows, max_cols, max_queries = LIMITS[fmt]
    side = side_limit(fmt, index, count)
    last = index >= count - 1
    boards = 1 if fmt == "pair" or side > 30 else rng.randint(1, 3)
    items = []
    for _ in range(boards):
        if last:
            rows, cols = max_rows, max_cols
        else:
            rows = rng.randint(max(1, side // 3), min(side, max_rows))
            cols = rng.randint(max(1, side // 3), min(side, max_cols))
        queries = 1 if max_queries == 1 else rng.randint(1, min(max_queries, 2 + rows * cols))
        items.append(random_board_queries(rng, rows, cols, queries))
    return LinkInput(tuple(items))


def random_board_queries(rng: random.Random, rows: int, cols: int, queries: int) -> BoardQueries:
    """A random ``rows`` x ``cols`` board and ``queries`` pairs of cells asked about it.

    >>> item = random_board_queries(random.Random(0), 2, 2, 1)
    >>> item.board.shape, len(item.queries)
    ((2, 2), 1)
    """
    kinds = rng.choice((1, 2, 2, 3, 3, 4, 9, 1000))
    grid = _random_grid(rng, rows, cols, kinds)
    asked = [_random_query(rng, grid, kinds) for _ in range(queries)]
    return BoardQueries(Board.from_rows(grid), tuple(asked))


def _random_grid(rng: random.Random, rows: int, cols: int, kinds: int) -> list[list[int]]:
    density = rng.choice((0.0, 0.15, 0.4, 0.7, 0.9, 1.0))
    if rows * cols > 10_000:  # large boards: one draw a cell, kept cheap
        weights = [1 - density] + [density / kinds] * kinds if density < 1 else [0] + [1] * kinds
        flat = rng.choices(range(kinds + 1), weights=weights, k=rows * cols)
        return [flat[r * cols : (r + 1) * cols] for r in range(rows)]
    grid = [
        [rng.randint(1, kinds) if rng.random() < density else 0 for _ in range(cols)]
        for _ in range(rows)
    ]
    if rng.random() < 0.25:  # a wall: a whole row or column of tiles
        if rng.random() < 0.5:
            r = rng.randrange(rows)
            grid[r] = [rng.randint(1, kinds) for _ in range(cols)]
        else:
            c = rng.randrange(cols)
            for row in grid:
                row[c] = rng.randint(1, kinds)
    return grid


def _random_query(rng: random.Random, grid: list[list[int]], kinds: int) -> Query:
    rows, cols = len(grid), len(grid[0])

    def anywhere() -> Cell:
        return rng.randrange(rows), rng.randrange(cols)

    def on_edge() -> Cell:
        if rng.random() < 0.5:
            return rng.choice((0, rows - 1)), rng.randrange(cols)
        return rng.randrange(rows), rng.choice((0, cols - 1))

    roll = rng.random()
    if roll < 0.08 or rows * cols == 1:
        a = anywhere()
        return a, a  # the same cell twice
    a = on_edge() if roll < 0.35 else anywhere()
    if roll < 0.45:  # next door
        r, c = a
        near = [(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))]
        near = [(r2, c2) for r2, c2 in near if 0 <= r2 < rows and 0 <= c2 < cols]
        b = rng.choice(near)
    else:
        b = on_edge() if roll < 0.3 else anywhere()
        while b == a:
            b = anywhere()
    if roll < 0.75:  # a pair of one kind
        grid[a[0]][a[1]] = grid[b[0]][b[1]] = rng.randint(1, kinds)
    elif roll < 0.85 and kinds > 1:  # two kinds
        first = rng.randint(1, kinds)
        grid[a[0]][a[1]] = first
        grid[b[0]][b[1]] = rng.choice([k for k in range(1, kinds + 1) if k != first])
    elif roll < 0.92:  # an empty cell
        grid[a[0]][a[1]] = 0
    return a, b  # else: whatever the board holds there


def _six_input(rng: random.Random, index: int, count: int) -> SixInput:
    if index >= count - 1:
        lines = SIX_LIMIT
    else:
        lines = rng.randint(1, max(1, int(SIX_LIMIT * (index / count) ** 3)))
    layouts = []
    for _ in range(lines):
        digits = [1, 2, 3, 4, 5, 6]
        if rng.random() < 0.1:  # near 123456: one swap, or none
            i, j = rng.randrange(6), rng.randrange(6)
            digits[i], digits[j] = digits[j], digits[i]
        else:
            rng.shuffle(digits)
        layouts.append(tuple(digits))
    return SixInput(tuple(layouts))


# --- shrinking ----------------------------------------------------------------------------


def reductions(case: LinkInput | SixInput) -> Iterator[LinkInput | SixInput]:
    """Every input one change smaller than ``case``, biggest cuts first.

    Boards: drop boards, drop queries, drop rows or columns (a query's cell on a dropped line
    stays where it is or moves back one), clear tiles, lower a kind (all its tiles, or one
    tile: to 1, to half, by one). Six digits: drop layouts, undo an inversion (swap two
    neighbouring digits that are out of order).

    >>> case = SixInput(((2, 1, 3, 4, 5, 6), (1, 2, 3, 4, 5, 6)))
    >>> list(reductions(case))  # doctest: +NORMALIZE_WHITESPACE
    [SixInput(layouts=((1, 2, 3, 4, 5, 6),)), SixInput(layouts=((2, 1, 3, 4, 5, 6),)),
     SixInput(layouts=((1, 2, 3, 4, 5, 6), (1, 2, 3, 4, 5, 6)))]
    """
    if isinstance(case, SixInput):
        yield from _six_reductions(case)
        return
    boards = case.boards
    for kept in removals(boards):
        yield LinkInput(tuple(kept))
    for index, item in enumerate(boards):
        for smaller in _board_reductions(item):
            yield LinkInput((*boards[:index], smaller, *boards[index + 1 :]))


def board_reductions(item: BoardQueries) -> Iterator[BoardQueries]:
    """One board and its queries, one change smaller (see ``reductions``).

    >>> item = BoardQueries(Board.from_rows([[2, 2]]), (((0, 0), (0, 1)),))
    >>> [smaller.board.grid for smaller in board_reductions(item)]
    [((2,),), ((2,),), ((0, 2),), ((2, 0),), ((1, 1),), ((1, 2),), ((2, 1),)]
    """
    return _board_reductions(item)


def _six_reductions(case: SixInput) -> Iterator[SixInput]:
    for kept in removals(case.layouts):
        yield SixInput(tuple(kept))
    for index, layout in enumerate(case.layouts):
        for i in range(5):
            if layout[i] > layout[i + 1]:
                swapped = (*layout[:i], layout[i + 1], layout[i], *layout[i + 2 :])
                yield SixInput((*case.layouts[:index], swapped, *case.layouts[index + 1 :]))


def _board_reductions(item: BoardQueries) -> Iterator[BoardQueries]:
    board, queries = item.board, item.queries
    for kept in removals(queries):
        yield BoardQueries(board, tuple(kept))
    grid = [list(row) for row in board.grid]
    for axis, length in ((0, board.rows), (1, board.cols)):
        for start, width, back in _line_cuts(length):
            moved = tuple(
                (_moved(a, axis, start, width, back), _moved(b, axis, start, width, back))
                for a, b in queries
            )
            new_length = length - width
            if all(cell[axis] < new_length and cell[axis] >= 0 for q in moved for cell in q):
                if axis == 0:
                    rows = grid[:start] + grid[start + width :]
                else:
                    rows = [row[:start] + row[start + width :] for row in grid]
                yield BoardQueries(Board.from_rows(rows), moved)
    tiles = board.tiles()
    for kept in removals(tiles, keep=0):
        keep = set(kept)
        yield BoardQueries(board.with_cells({c: 0 for c in tiles if c not in keep}), queries)
    kinds = sorted({board[cell] for cell in tiles})
    for kind in kinds:  # a whole kind at once keeps pairs pairs
        for lower in _lower(kind):
            swap = {cell: lower for cell in tiles if board[cell] == kind}
            yield BoardQueries(board.with_cells(swap), queries)
    for cell in tiles:
        for lower in _lower(board[cell]):
            yield BoardQueries(board.with_cells({cell: lower}), queries)


def _lower(kind: int) -> list[int]:
    """Smaller kinds to try instead of ``kind``: 1, half of it, one less.

    >>> _lower(10), _lower(2), _lower(1)
    ([1, 5, 9], [1], [])
    """
    return sorted({k for k in (1, kind // 2, kind - 1) if 1 <= k < kind})


def _line_cuts(length: int) -> Iterator[tuple[int, int, int]]:
    """(first line, how many, back) for runs of lines to cut, halves first, never all lines."""
    width = length // 2
    while width >= 1:
        for start in range(0, length - width + 1, width):
            yield start, width, 0
            if width == 1 and start > 0:
                yield start, width, 1
        width //= 2


def _moved(cell: Cell, axis: int, start: int, width: int, back: int) -> Cell:
    """Where ``cell`` lands when lines ``start .. start + width - 1`` of ``axis`` are cut."""
    index = cell[axis]
    if index >= start + width:
        index -= width
    elif index >= start:
        index = start - back
    return (index, cell[1]) if axis == 0 else (cell[0], index)


def _inversions(layout: Sequence[int]) -> int:
    return sum(x > y for i, x in enumerate(layout) for y in layout[i + 1 :])
