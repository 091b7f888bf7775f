"""Random inputs in the documents' judge formats, from one seeded generator, and their reductions.

An input is a `LinkInput` (boards, each with its queries; formats ``pair`` and ``hdu1175``) or a
`SixInput` (six-digit layouts; format ``sixdigits``). ``random_input`` writes the ``i``-th of
``n`` inputs: tiny boards first, larger ones later, the very last at the format's limits; each
holds several cases (boards, or layouts), so that a program answering only the first is caught.
The queries mix the cases that break programs: a pair of one kind (often on the edge, where only
the outside ring may join it), the same cell twice, empty cells, two kinds, next-door pairs;
boards are sparse, dense, or crossed by walls of tiles.

``reductions`` lists the inputs one change smaller, biggest cuts first, for `linklab.core.shrink`:
fewer boards, one board in place of several, fewer queries, fewer rows or columns, fewer tiles,
smaller kinds (six digits: fewer layouts, layouts closer to 123456).

Examples
--------
>>> import random
>>> case = random_input("hdu1175", random.Random(97), 0, 3)
>>> print(format_input("hdu1175", case), end="")
2 2
1 0
1 1
1
1 2 2 1
1 1
1
1
1 1 1 1
0 0
>>> len(list(reductions(case)))
13
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import cast, overload

from linklab.core.board import Board, Cell, check_size
from linklab.core.errors import InputError
from linklab.core.shrink import removals

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
    if fmt == "sixdigits":  # the six-digit format writes six-digit cases, every other boards
        six = cast(SixInput, case)
        return "".join(" ".join(map(str, layout)) + "\n" for layout in six.layouts)
    parts = []
    for item in cast(LinkInput, case).boards:
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


@overload
def size_of(case: SixInput) -> tuple[int, tuple[tuple[int, int], ...]]: ...


@overload
def size_of(case: LinkInput) -> tuple[int, ...]: ...


def size_of(
    case: LinkInput | SixInput,
) -> tuple[int, ...] | tuple[int, tuple[tuple[int, int], ...]]:
    """The measure of a case, smallest first: what "the smallest failing case" means.

    Boards: fewest cells, then fewest tiles, then fewest queries (then fewest boards, then
    the smallest sum of kinds). Six digits: fewest layouts, then each the fewest moves from
    123456 (`six_distance`, the layouts' distances sorted from far to near, so one far layout
    weighs more than many near ones).

    >>> size_of(SixInput(((1, 5, 2, 4, 6, 3),)))
    (1, ((0, 1),))
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> size_of(LinkInput((BoardQueries(board, (((0, 0), (0, 2)),)),)))
    (3, 2, 1, 1, 2)
    """
    if isinstance(case, SixInput):
        far_first = sorted(map(six_distance, case.layouts), reverse=True)
        return len(case.layouts), tuple(far_first)
    boards = [item.board for item in case.boards]
    return (
        sum(board.rows * board.cols for board in boards),
        sum(1 for board in boards for row in board.grid for k in row if k),
        len(case),
        len(boards),
        sum(k for board in boards for row in board.grid for k in row),
    )


# --- the principled cases: every small board, every layout, in order of size ----------------

#: The enumerated boards: every board of 2 to ``SMALL_CELLS`` cells (no side over 4), and every
#: 3x4 board with at most ``WIDE_WALLS`` walls; each holds one pair (kind 1) queried,
#: and walls (kind 2) anywhere else. On boards of at most ``REFUSED_CELLS`` cells also every
#: query the rule refuses: the same cell twice, an empty cell, two kinds.
SMALL_CELLS, WIDE_WALLS, REFUSED_CELLS = 9, 2, 4


def _small_shapes() -> list[tuple[int, int]]:
    shapes = [(r, c) for r in range(1, 5) for c in range(1, 5) if 2 <= r * c <= SMALL_CELLS]
    return sorted([*shapes, (3, 4)], key=lambda s: (s[0] * s[1], s))


@functools.cache
def small_boards() -> tuple[BoardQueries, ...]:
    """Every enumerated board (see ``SMALL_CELLS``), one query each, smallest first.

    The order is the measure's (`size_of`): fewer cells first, then fewer tiles; so the first
    one a program gets wrong is a smallest one it gets wrong.

    >>> boards = small_boards()
    >>> len(boards), boards[0].board.grid, boards[0].queries
    (12789, ((1, 0),), (((0, 0), (0, 1)),))
    >>> [size_of(LinkInput((boards[i],)))[:2] for i in (0, -1)]
    [(2, 1), (12, 4)]
    """
    found = []
    for rows, cols in _small_shapes():
        n = rows * cols
        most_walls = WIDE_WALLS if n > SMALL_CELLS else n - 2
        for walls in range(most_walls + 1):
            for i, j in itertools.combinations(range(n), 2):
                rest = [k for k in range(n) if k not in (i, j)]
                for wall in itertools.combinations(rest, walls):
                    flat = [0] * n
                    for k in wall:
                        flat[k] = 2
                    for ends in _queried_kinds(n):
                        grid = list(flat)
                        grid[i], grid[j] = ends
                        found.append((n, walls + sum(map(bool, ends)), _item(grid, cols, i, j)))
                if walls <= n - 1 and n <= REFUSED_CELLS:  # the same cell twice
                    for wall in itertools.combinations([*rest, j], walls):
                        grid = [0] * n
                        for k in wall:
                            grid[k] = 2
                        grid[i] = 1
                        found.append((n, walls + 1, _item(grid, cols, i, i)))
    found.sort(key=lambda entry: entry[:2])  # stable: within a size, the order built
    unique, seen = [], set()
    for *_size, item in found:
        if item not in seen:
            seen.add(item)
            unique.append(item)
    return tuple(unique)


def _queried_kinds(cells: int) -> tuple[tuple[int, int], ...]:
    return ((1, 1), (1, 2), (1, 0), (0, 1)) if cells <= REFUSED_CELLS else ((1, 1),)


def _item(flat: list[int], cols: int, i: int, j: int) -> BoardQueries:
    grid = [flat[r * cols : (r + 1) * cols] for r in range(len(flat) // cols)]
    return BoardQueries(Board.from_rows(grid), (((i // cols, i % cols), (j // cols, j % cols)),))


@functools.cache
def _six_distances() -> dict[tuple[int, ...], tuple[int, int]]:
    import heapq

    from linklab.core.sixdigits import GOAL, apply_move

    best = {GOAL: (0, 0)}
    heap = [((0, 0), GOAL)]
    while heap:
        cost, here = heapq.heappop(heap)
        if best[here] < cost:
            continue
        steps = [((cost[0], cost[1] + 1), apply_move(here, move)) for move in ("α", "β")]
        for i, j in itertools.combinations(range(6), 2):
            swapped = list(here)
            swapped[i], swapped[j] = swapped[j], swapped[i]
            steps.append(((cost[0] + 1, cost[1]), tuple(swapped)))
        for new_cost, there in steps:
            if new_cost < best.get(there, (99, 99)):
                best[there] = new_cost
                heapq.heappush(heap, (new_cost, there))
    return best


def six_distance(layout: Sequence[int]) -> tuple[int, int]:
    """How far a layout is from 123456: (swaps of two digits, then moves α or β).

    A layout the moves reach is ``(0, n)``, n the fewest moves from 123456 to it; one they
    cannot reach needs swaps too, and the fewest swaps count first.

    >>> six_distance((1, 2, 3, 4, 5, 6)), six_distance((1, 5, 2, 4, 6, 3))
    ((0, 0), (0, 1))
    >>> six_distance((2, 1, 3, 4, 5, 6))
    (1, 0)
    """
    return _six_distances()[tuple(layout)]


@functools.cache
def six_in_order() -> tuple[tuple[int, ...], ...]:
    """All 720 layouts, nearest to 123456 first (`six_distance`, then in digit order).

    >>> layouts = six_in_order()
    >>> len(layouts), layouts[:3]
    (720, ((1, 2, 3, 4, 5, 6), (1, 5, 2, 4, 6, 3), (4, 1, 3, 5, 2, 6)))
    """
    return tuple(sorted(_six_distances(), key=lambda layout: (six_distance(layout), layout)))


#: How many enumerated boards one input of a stress run holds.
BATCH = 2000


def principled_input(fmt: str, index: int) -> LinkInput | SixInput | None:
    """The ``index``-th input of the enumerated cases, or None past the last.

    Board formats: `small_boards` in order, ``BATCH`` boards an input (``pair`` too: a program
    that reads one case an input fails there); six digits: one input of all 720 layouts,
    nearest to 123456 first.

    >>> len(principled_input("sixdigits", 0)), principled_input("sixdigits", 1)
    (720, None)
    >>> len(principled_input("hdu1175", 0)), len(principled_input("pair", 0))
    (2000, 2000)
    """
    if fmt == "sixdigits":
        return SixInput(six_in_order()) if index == 0 else None
    batch = BATCH
    boards = small_boards()[index * batch : (index + 1) * batch]
    return LinkInput(boards) if boards else None


def grow_schedule(fmt: str, sizes: Sequence[int] | None = None) -> list[int]:
    """The sizes ``linklab stress`` grows its inputs through, smallest first: the board's side
    doubling from 2 up to the format's limit (six digits: the layouts an input holds, up to
    ``SIX_LIMIT``), or ``sizes`` (``--grow``), each checked against that limit.

    >>> grow_schedule("hdu1175")
    [2, 4, 8, 16, 32, 64, 128, 256, 512, 1000]
    >>> grow_schedule("pair", [8, 5000])
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: --grow: 5000 is past pair's limit, a side of 1000
    """
    top = SIX_LIMIT if fmt == "sixdigits" else max(LIMITS[fmt][:2])
    if sizes is None:
        sizes = [2**k for k in range(1, top.bit_length()) if 2**k < top] + [top]
        return list(sizes)
    what = "layouts" if fmt == "sixdigits" else "a side"
    for before, size in zip([0, *sizes], sizes):
        if size > top:
            raise InputError(f"--grow: {size} is past {fmt}'s limit, {what} of {top}")
        if size <= before:
            raise InputError(f"--grow: the sizes must grow, {size} comes after {before}")
    return list(sizes)


def grow_input(fmt: str, size: int, rng: random.Random) -> LinkInput | SixInput:
    """The growing input of ``size`` (``grow_schedule``): a ``size`` x ``size`` board (within
    the format's limits) empty but for a tile in a corner and one of its kind walled in by
    other kinds, a NO only a search of the whole board can give; then a random board of the
    same shape with a few queries. Six digits: ``size`` random layouts.

    >>> case = grow_input("hdu1175", 8, random.Random(0))
    >>> [item.board.shape for item in case.boards]
    [(8, 8), (8, 8)]
    >>> len(grow_input("sixdigits", 5, random.Random(0)))
    5
    """
    if fmt == "sixdigits":
        return SixInput(_six_input(rng, 0, 1).layouts[:size] or ((1, 2, 3, 4, 5, 6),))
    rows, cols = min(size, LIMITS[fmt][0]), min(size, LIMITS[fmt][1])
    grid = [[0] * cols for _ in range(rows)]
    grid[0][0] = 1
    if rows >= 3 and cols >= 3:
        target = (rows // 2, cols // 2)
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            grid[target[0] + dr][target[1] + dc] = 2
    else:
        target = (rows - 1, cols - 1)
    grid[target[0]][target[1]] = 1
    walled = BoardQueries(Board.from_rows(grid), (((0, 0), target),))
    queries = 1 if fmt == "pair" else 5
    return LinkInput((walled, random_board_queries(rng, rows, cols, queries)))


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

    The first inputs of a run of 20 or more are the enumerated cases (`principled_input`), as
    many as fit in the first quarter of the run, smallest first; the last of a run
    (``index == count - 1``) is as large as the format allows.

    >>> random_input("sixdigits", random.Random(1), 0, 10)
    SixInput(layouts=((4, 5, 2, 6, 3, 1), (3, 6, 5, 1, 2, 4)))
    >>> len(random_input("sixdigits", random.Random(1), 0, 100))
    720
    """
    if fmt in FORMATS and count >= 20 and index < count // 4:
        principled = principled_input(fmt, index)
        if principled is not None:
            _random_input(fmt, rng, index, count)  # drawn all the same: the rest of the run
            return principled  # is the one it always was
    return _random_input(fmt, rng, index, count)


def _random_input(fmt: str, rng: random.Random, index: int, count: int) -> LinkInput | SixInput:
    if fmt == "sixdigits":
        return _six_input(rng, index, count)
    if fmt not in LIMITS:
        raise ValueError(f"unknown format {fmt!r}; expected one of {', '.join(FORMATS)}")
    max_rows, max_cols, max_queries = LIMITS[fmt]
    side = side_limit(fmt, index, count)
    last = index >= count - 1
    # Several cases an input, so a program that answers only the first is caught: large
    # boards come with a small one after them.
    boards = 2 if side > 30 else rng.randint(2, 4)
    items = []
    for number in range(boards):
        if last and number == 0:
            rows, cols = max_rows, max_cols
        else:
            near = side if number == 0 or side <= 30 else 3
            rows = rng.randint(max(1, near // 3), min(near, max_rows))
            cols = rng.randint(max(1, near // 3), min(near, max_cols))
        queries = 1 if max_queries == 1 else rng.randint(1, min(max_queries, 2 + rows * cols))
        items.append(random_board_queries(rng, rows, cols, queries))
    return LinkInput(tuple(items))


def random_board_queries(rng: random.Random, rows: int, cols: int, queries: int) -> BoardQueries:
    """A random ``rows`` x ``cols`` board and ``queries`` pairs of cells asked about it.

    >>> item = random_board_queries(random.Random(0), 2, 2, 1)
    >>> item.board.shape, len(item.queries)
    ((2, 2), 1)
    """
    check_size(rows, cols)  # before a cell is drawn
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
        lines = rng.randint(2, max(2, int(SIX_LIMIT * (index / count) ** 3)))  # several cases
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


def reductions(
    case: LinkInput | SixInput, *, most_queries: int | None = None
) -> Iterator[LinkInput | SixInput]:
    """Every input one change smaller than ``case``, biggest cuts first.

    Boards: drop boards, put one board in place of all (its queries asked twice, at most
    ``most_queries`` a board) or of another (for a program that keeps something from board to
    board), drop queries, drop rows or columns (a query's cell on a dropped line stays where it
    is or moves back one), clear tiles, lower a kind (all its tiles, or one tile: to 1, to half,
    by one). Six digits: drop layouts, bring a layout one step nearer
    123456 (undo a move α or β, or swap two digits, whichever is nearer by `six_distance`).

    >>> case = SixInput(((2, 1, 3, 4, 5, 6), (1, 2, 3, 4, 5, 6)))
    >>> [smaller.layouts for smaller in reductions(case)][:3]  # doctest: +NORMALIZE_WHITESPACE
    [((1, 2, 3, 4, 5, 6),), ((2, 1, 3, 4, 5, 6),),
     ((1, 2, 3, 4, 5, 6), (1, 2, 3, 4, 5, 6))]
    """
    if isinstance(case, SixInput):
        yield from _six_reductions(case)
        return
    boards = case.boards
    for kept in removals(boards):
        yield LinkInput(tuple(kept))
    if len(boards) > 1:
        for item in boards:
            if most_queries is None or 2 * len(item.queries) <= most_queries:
                yield LinkInput((BoardQueries(item.board, item.queries * 2),))
        alone = [size_of(LinkInput((item,))) for item in boards]
        for i, j in itertools.permutations(range(len(boards)), 2):
            if alone[i] < alone[j]:  # a smaller board in place of a larger one
                yield LinkInput((*boards[:j], boards[i], *boards[j + 1 :]))
    for index, item in enumerate(boards):
        for smaller in _board_reductions(item):
            yield LinkInput((*boards[:index], smaller, *boards[index + 1 :]))


def format_reductions(
    fmt: str,
) -> Callable[[LinkInput | SixInput], Iterator[LinkInput | SixInput]]:
    """``reductions`` for inputs of format ``fmt``: no board asked more than it allows.

    >>> case = parse_input("pair", "1 2\\n1 1\\n0 0\\n0 1\\n1 1\\n0\\n0 0\\n0 0\\n")
    >>> all(len(item.queries) == 1 for c in format_reductions("pair")(case) for item in c.boards)
    True
    """
    most = LIMITS[fmt][2] if fmt in LIMITS else None
    return functools.partial(reductions, most_queries=most)


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
        for nearer in one_step_nearer(layout):
            yield SixInput((*case.layouts[:index], nearer, *case.layouts[index + 1 :]))


def one_step_nearer(layout: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The layouts one move (α or β undone) or one swap nearer 123456 (`six_distance`)."""
    from linklab.core.sixdigits import undo_move

    here = six_distance(layout)
    near = [undo_move(layout, move) for move in ("α", "β")]
    for i, j in itertools.combinations(range(6), 2):
        swapped = list(layout)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        near.append(tuple(swapped))
    return sorted({n for n in near if six_distance(n) < here}, key=six_distance)


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
    for kept_tiles in removals(tiles, keep=0):
        keep = set(kept_tiles)
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
