"""Random full boards: dealt at random, or built so that they can be cleared.

Tiles are dealt in groups of ``group`` of one kind (2: pairs, as document 004 deals them; 4:
fours, as KShisen does), so every kind has an even count.

A *solvable* board is built backwards. The pair removed last is placed first, on an empty board;
each later pair goes on two empty cells that link on the board as it is then, the tiles placed so
far standing in the way and the cells still empty left open. Clearing the finished board pair by
pair in the reverse order of placement then works: when a pair's turn comes, the pairs placed
after it are gone, so the cells its path used are empty again, and those placed before it are
exactly the obstacles it was placed around.

What keeps the building from getting stuck (two empty cells left that cannot link) is a domino
tiling of the empty cells, kept up to date as pairs are placed: a domino's two cells are
neighbours and always link, so the tiling is a way to finish. A pair may go on two cells only if
the empty cells left after it can still be tiled; on a chessboard colouring the two cells of a
pair are then of opposite colours. The partners of the first cell are tried in a random order
until one keeps a tiling, and its own domino partner always does; so every step places a pair,
and the board is never dealt twice or checked afterwards.
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Iterable, Sequence
from typing import cast

from linklab.core.board import Board, Cell, check_size
from linklab.core.errors import InputError
from linklab.core.rules import Rules
from linklab.core.tilegrid import Occupancy

SPREADS = ("even", "random")
DIFFICULTIES = ("easy", "normal", "hard")
#: The share of random-play games stuck (``difficulty.stuck_share``) each difficulty asks for:
#: easy, at most two in ten get stuck; hard, nine in ten or more; normal, in between.
BANDS = {"easy": (0.0, 0.2), "normal": (0.3, 0.7), "hard": (0.9, 1.0)}
#: A deal is measured by this many random-play games, drawn from its own seed
#: (``difficulty.board_seed``: a search over deals cannot keep those one fixed run of games
#: flatters; the first 30 give the figure the command line shows), and
#: kept only when the Wilson bounds of its share, ``CONFIDENCE_Z`` standard errors each side,
#: lie in the band. For hard, one-sided 99.5%: 117 of 120 games stuck or more (or the first
#: 60 all stuck), so that a board that only looked hard in a lucky run of games is left out, and
#: the boards kept get any other random player stuck nine times in ten too (``python -m
#: benchmarks.bench_generate --independent``). Easy and normal ask for the share itself in
#: the band, from 30 games (within about 0.1): their games run long, and normal's band is too
#: narrow for bounds.
MEASURE_GAMES = {"easy": 30, "normal": 30, "hard": 120}
CONFIDENCE_Z = {"easy": 0.0, "normal": 0.0, "hard": 2.576}
DIFFICULTY_DEALS = 100  # deals tried for a board of a difficulty before giving up
#: Deals of the hardest recipe that keeps the counts near even (``corner_trap_deal``) tried
#: before a hard board may give the trap's kinds fewer tiles.
EVEN_DEALS = 70
#: The swaps that spread the other tiles out on the hardest rungs, a board's cells this many
#: times over (``_spread_out``); fewer on the rung below, for a board too tangled to clear.
SPREAD_TIMES = 20
#: The exact solver's budget on each deal, in its own steps (states searched), not in
#: seconds: so a seed gives the same board on any machine under any load.
SOLVE_NODES = 20_000


def generate_board(
    rows: int,
    cols: int,
    kinds: int,
    seed: int | random.Random | None = None,
    *,
    group: int = 2,
    spread: str = "even",
    solvable: bool = False,
    rules: Rules = Rules(),
    difficulty: str | None = None,
) -> Board:
    """A full ``rows`` x ``cols`` board of ``kinds`` kinds, every kind an even count.

    Parameters
    ----------
    rows, cols : int
        The shape; ``rows * cols`` must be a multiple of ``group``.
    kinds : int
        How many kinds to deal (kinds ``1..kinds``). With more kinds than groups some are left out.
    seed : int, random.Random or None
        Where the randomness comes from; the same seed gives the same board. A ``random.Random``
        is used (and advanced) as it is; None draws a fresh seed.
    group : int
        Tiles are dealt in groups of this many of one kind: 2 deals pairs, 4 deals fours.
    spread : {"even", "random"}
        ``"even"`` shares the groups among the kinds as equally as possible; ``"random"`` gives
        each kind at least one group (when there are enough) and the rest at random.
    solvable : bool
        Build the board so that it can be cleared under ``rules`` (see the module notes).
    rules : Rules
        The rule a solvable board is built for; ignored otherwise.
    difficulty : {None, "easy", "normal", "hard"}
        For a solvable board: None builds it backwards (see the module notes), unmeasured;
        otherwise deals are searched until the board's measured difficulty, the share of
        random-play games that reach a dead end (``difficulty.stuck_share``), lies in the
        band ``BANDS`` gives: easy, few get stuck; hard, about nine in ten (see
        ``_measured_board``). ``InputError`` when none turns up in ``DIFFICULTY_DEALS``.

    Returns
    -------
    Board

    Raises
    ------
    InputError
        For a shape, count, group or spread that cannot be dealt.

    Examples
    --------
    >>> board = generate_board(4, 5, 3, seed=7)
    >>> board.counts()
    {1: 8, 2: 6, 3: 6}
    >>> board == generate_board(4, 5, 3, seed=7)
    True
    >>> from linklab.core.solver import solve
    >>> easy = generate_board(4, 6, 4, seed=1, group=4, solvable=True)
    >>> solve(easy, time_limit=5).status
    'solved'
    """
    _check_shape(rows, cols, kinds, group, spread)
    if difficulty is not None and difficulty not in DIFFICULTIES:
        raise InputError(
            f"unknown difficulty {difficulty!r}, expected one of {', '.join(DIFFICULTIES)}"
        )
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    group_kinds = deal_groups(rows * cols // group, kinds, spread, rng)
    if not solvable:
        tiles = [kind for kind in group_kinds for _ in range(group)]
        rng.shuffle(tiles)
        return Board.from_rows(tiles[r * cols : (r + 1) * cols] for r in range(rows))
    if difficulty is not None:
        return _measured_board(rows, cols, group_kinds, group, rules, rng, difficulty)
    pair_kinds = [kind for kind in group_kinds for _ in range(group // 2)]
    rng.shuffle(pair_kinds)
    return _deal(rows, cols, placement_order(rows, cols, rng, rules), pair_kinds)


def _measured_board(
    rows: int,
    cols: int,
    group_kinds: list[int],
    group: int,
    rules: Rules,
    rng: random.Random,
    difficulty: str,
) -> Board:
    """A solvable board whose ``difficulty.stuck_share`` lies in the difficulty's band.

    Deals are tried up a ladder of recipes, from the easiest to the hardest: built backwards
    (solvable by construction), built backwards and then shaken by swapping tiles at random,
    dealt at random, and a corner trap (``corner_trap_deal``): its baits anywhere, then as far
    from the trap as they go with the other tiles spread out less or more. These keep the
    counts near even (no kind more than twice another). Hard starts at the hardest of them;
    past it, after ``EVEN_DEALS`` deals there measured too easy (or at once round the outside),
    come crossed blocks whose kinds get fewer tiles (``_trap_deal``). A deal that measures too
    easy moves one step up, one too hard one step down; one that fits (by ``MEASURE_GAMES`` and
    ``CONFIDENCE_Z``) is kept when the exact solver clears it within ``SOLVE_NODES`` states
    (a spread-out deal it cannot clear moves one step down). Hard boards also trap the greedy
    player, easy ones are cleared by it.
    """
    from linklab.core.solver import solve

    kinds = _measurable_kinds(group_kinds, group, difficulty)
    ladder, step, top_even = _recipe_ladder(rows, cols, kinds, group, rules, difficulty)
    too_easy_at_top = 0
    pair_kinds = [kind for kind in group_kinds for _ in range(group // 2)]
    tiles = [kind for kind in group_kinds for _ in range(group)]
    for _ in range(DIFFICULTY_DEALS):  # every budget counted in steps: the seed fixes the board
        recipe, amount, spread = ladder[step]
        board = _dealt_by(ladder[step], (rows, cols), group, rules, rng, pair_kinds, tiles)
        verdict = _difficulty_verdict(board, rules, difficulty)
        if verdict == "fits":
            built = recipe == "built" and amount == 0
            if built or solve(board, rules, math.inf, max_nodes=SOLVE_NODES).status == "solved":
                return board
            step -= 1 if spread else 0  # too tangled to clear: a step back
            continue
        too_easy_at_top += verdict == "low" and step == top_even
        step = _next_rung(step, verdict, top_even, too_easy_at_top, len(ladder))
    low, high = BANDS[difficulty]
    raise InputError(
        f"no {difficulty} {rows}x{cols} board was found in {DIFFICULTY_DEALS} deals (one whose "
        f"random play gets stuck in {low:.0%} to {high:.0%} of games, surely): try another "
        "shape, more or fewer kinds, or another seed"
    )


#: A rung of `_measured_board`'s ladder: a recipe, how much of it (swaps, how far off the
#: baits go, crossed blocks), and how many swaps spread the other tiles out (fewer pairs link
#: at first: the baits tempt more).
Rung = tuple[str, float, int]


def _measurable_kinds(group_kinds: list[int], group: int, difficulty: str) -> int:
    """How many kinds are dealt; refused when a board of ``difficulty`` cannot be had so."""
    kinds = len(set(group_kinds))
    if difficulty != "easy" and len(group_kinds) == kinds and group == 2:
        raise InputError(
            f"a {difficulty} board needs a kind dealt four times or more (with one pair a "
            "kind, any pair removed is a right one): use fewer kinds or --fours"
        )
    return kinds


def _recipe_ladder(
    rows: int, cols: int, kinds: int, group: int, rules: Rules, difficulty: str
) -> tuple[list[Rung], int, int]:
    """`_measured_board`'s ladder of recipes, easiest first; the rung a board of
    ``difficulty`` starts on, and the hardest near-even one."""
    cells = rows * cols
    ladder: list[Rung] = [("built", swaps * cells // 4, 0) for swaps in (0, 1, 2, 4, 8)]
    ladder.append(("random", 0, 0))
    if rows >= 2 and cols >= 2 and kinds >= 2:
        ladder += [
            ("corner", far, times * cells)
            for far, times in ((0.0, SPREAD_TIMES), (1.0, 0), (1.0, 2), (1.0, SPREAD_TIMES))
        ]
    hard = top_even = len(ladder) - 1
    # Past the corner trap, the trap's kinds get fewer tiles than near even (``_trap_deal``):
    # a last resort, taken after ``EVEN_DEALS`` deals of the hardest near-even recipe came out
    # too easy, and at once round the outside, where an edge is no wall and the baits seldom all
    # go before the trap opens.
    most_traps = min((kinds - 1) // 2, cells // 12) if group in (2, 4) and rows >= 3 else 0
    if most_traps:
        ladder += [("traps", k, 0) for k in range(1, most_traps + 1)]
        ladder += [("traps", most_traps, times * cells) for times in (4, 8, 20, 40)]
        if rules.outside:
            hard = ladder.index(("traps", most_traps, 0))
    start = {"easy": 0, "normal": ladder.index(("random", 0, 0)), "hard": hard}[difficulty]
    return ladder, start, top_even


def _next_rung(step: int, verdict: str, top_even: int, too_easy_at_top: int, rungs: int) -> int:
    """The rung after a deal measured too easy (``"low"``: one up, but past the hardest
    near-even one only once it was too easy there ``EVEN_DEALS`` times) or too hard (one
    down)."""
    if verdict != "low":
        return max(step - 1, 0)
    if step != top_even or too_easy_at_top >= EVEN_DEALS:
        return min(step + 1, rungs - 1)
    return step


def _dealt_by(
    rung: Rung,
    shape: tuple[int, int],
    group: int,
    rules: Rules,
    rng: random.Random,
    pair_kinds: list[int],
    tiles: list[int],
) -> Board:
    """A deal by a rung's recipe (``pair_kinds`` shuffled in place for a built one; ``tiles``
    for a corner trap as they are, and shuffled in place for a random deal, which stands in
    for a trap with no room for its baits)."""
    recipe, amount, spread = rung
    rows, cols = shape
    board = None
    if recipe == "built":
        rng.shuffle(pair_kinds)
        board = _deal(rows, cols, placement_order(rows, cols, rng, rules), pair_kinds)
        return _swap_tiles(board, int(amount), rng)
    if recipe == "corner":
        board = corner_trap_deal(
            rows, cols, tiles, rng, amount, spread, middle=rules.outside, group=group
        )
    elif recipe == "traps":
        kinds_dealt = sorted(set(tiles))
        return _trap_deal(rows, cols, kinds_dealt, group, int(amount), rng, spread=spread)
    if board is None:
        rng.shuffle(tiles)
        board = Board.from_rows(tiles[r * cols : (r + 1) * cols] for r in range(rows))
    return board


def _difficulty_verdict(board: Board, rules: Rules, difficulty: str) -> str:
    """``"fits"`` when the board's difficulty lies in the band of ``difficulty``, else
    ``"low"`` or ``"high"``; greedy play settles it at once for hard boards it clears and
    easy ones it does not."""
    from linklab.core.difficulty import fits

    greedy_clears = greedy_removes(board, rules) == board.rows * board.cols
    if difficulty == "hard" and greedy_clears:
        return "low"
    if difficulty == "easy" and not greedy_clears:
        return "high"
    low, high = BANDS[difficulty]
    return fits(board, rules, low, high, MEASURE_GAMES[difficulty], z=CONFIDENCE_Z[difficulty])[0]


def _swap_tiles(board: Board, swaps: int, rng: random.Random) -> Board:
    """The board with ``swaps`` random pairs of cells exchanged."""
    if not swaps:
        return board
    grid = [list(row) for row in board.grid]
    cells = board.rows * board.cols
    for _ in range(swaps):
        a, b = rng.randrange(cells), rng.randrange(cells)
        (ra, ca), (rb, cb) = divmod(a, board.cols), divmod(b, board.cols)
        grid[ra][ca], grid[rb][cb] = grid[rb][cb], grid[ra][ca]
    return Board.from_rows(grid)


def corner_trap_deal(
    rows: int,
    cols: int,
    tiles: list[int],
    rng: random.Random,
    far: float,
    spread: int,
    middle: bool = False,
    group: int = 2,
) -> Board | None:
    """The ``tiles`` dealt with a crossed block in a corner and its baits ``far`` from it.

    The crossed block is ``x y / y x`` in a corner of the board, of two kinds with the fewest
    tiles: the ``x`` in the corner is walled in by the two ``y``, and neither pair can link
    while the other stands. Every other tile of ``x`` and ``y`` goes side by side with one of
    its kind (a bait: the two link from the first move). The way through pairs a tile of the
    block with a bait; a player who has paired every bait by the time the block opens is left
    with the block, for good. With ``far`` 0 the baits go anywhere, with 1 as far from the
    corner as they go: the corner opens late, when play has reached it, and a random player
    has long taken every bait by then (nine games in ten and more:
    ``benchmarks/bench_hard_even.py``). ``x`` and ``y`` give up tiles to the other kinds while
    the counts stay near even (``fewer_for_the_trap``): fewer baits to take. The other kinds
    fill the rest, spread out by ``spread`` swaps (``_spread_out``), so that few pairs link at
    first. With ``middle`` (a rule with the ring round the board, where a corner is no wall)
    the block goes in the middle. None when the baits find no room.

    >>> tiles = [1] * 6 + [2] * 6 + [3] * 6 + [4] * 6
    >>> board = corner_trap_deal(4, 6, tiles, random.Random(1), far=1.0, spread=480)
    >>> sorted(board.counts().values())  # 6, 6, 6, 6 dealt: the trap's two kinds give up two
    [4, 4, 8, 8]
    """
    counts: dict[int, int] = {}
    for kind in tiles:
        counts[kind] = counts.get(kind, 0) + 1
    fewest = sorted(counts, key=lambda kind: (counts[kind], rng.random()))
    x, y = fewest[0], fewest[1]
    fewer_for_the_trap(counts, x, y, group)
    laid, corner = _crossed_block(rows, cols, x, y, middle, rng)
    baits = [x] * ((counts[x] - 2) // 2) + [y] * ((counts[y] - 2) // 2)
    if not _laid_baits(rows, cols, laid, corner, far, baits, rng):
        return None
    rest = [kind for kind in counts for _ in range(counts[kind]) if kind not in (x, y)]
    rng.shuffle(rest)
    return _board_around(rows, cols, laid, rest, spread, rng)


def _laid_baits(
    rows: int,
    cols: int,
    laid: dict[Cell, int],
    corner: Cell,
    far: float,
    baits: list[int],
    rng: random.Random,
) -> bool:
    """Lay each of ``baits`` (a kind, shuffled in place) as two tiles side by side, clear of
    the block, ``far`` from ``corner`` (0: anywhere, 1: as far as they go); whether all found
    room."""
    guard = {(i + di, j + dj) for i, j in laid for di in (-1, 0, 1) for dj in (-1, 0, 1)}
    spots = [((i, j), (i, j + 1)) for i in range(rows) for j in range(cols - 1)]
    spots += [((i, j), (i + 1, j)) for i in range(rows - 1) for j in range(cols)]

    def distance(spot: tuple[Cell, Cell]) -> float:
        (i, j), _ = spot
        away = abs(i - corner[0]) / rows + abs(j - corner[1]) / cols
        return far * away + rng.random() * (0.3 if far else 1.0)

    spots.sort(key=distance, reverse=True)
    rng.shuffle(baits)
    for kind in baits:
        spot = next(
            (
                s
                for s in spots
                if s[0] not in laid and s[1] not in laid and s[0] not in guard and s[1] not in guard
            ),
            None,
        )
        if spot is None:
            return False
        laid[spot[0]] = laid[spot[1]] = kind
    return True


def _crossed_block(
    rows: int, cols: int, x: int, y: int, middle: bool, rng: random.Random
) -> tuple[dict[Cell, int], Cell]:
    """The crossed block ``x y / y x`` laid in a corner (in the middle with ``middle``), the
    ``x`` in the corner walled in by the two ``y``; and that corner."""
    if middle:
        r, c = rng.choice([((rows - 1) // 2, (cols - 1) // 2), ((rows - 2) // 2, (cols - 2) // 2)])
        corner = (r, c) if rng.random() < 0.5 else (r + 1, c + 1)
    else:
        r, c = rng.choice([(0, 0), (0, cols - 2), (rows - 2, 0), (rows - 2, cols - 2)])
        corner = (0 if r == 0 else rows - 1, 0 if c == 0 else cols - 1)
    laid = {(r, c): x, (r + 1, c + 1): x, (r, c + 1): y, (r + 1, c): y}
    if corner not in ((r, c), (r + 1, c + 1)):
        laid = {(r, c + 1): x, (r + 1, c): x, (r, c): y, (r + 1, c + 1): y}
    return laid, corner


def _free_cells(rows: int, cols: int, laid: dict[Cell, int]) -> list[Cell]:
    """The cells of a ``rows`` x ``cols`` board not yet laid, row by row."""
    return [(i, j) for i in range(rows) for j in range(cols) if (i, j) not in laid]


def _board_around(
    rows: int, cols: int, laid: dict[Cell, int], fill: list[int], spread: int, rng: random.Random
) -> Board:
    """The board of the tiles ``laid``, the others (``fill``) dealt on the free cells in
    order and spread out by ``spread`` swaps (``_spread_out``)."""
    free = _free_cells(rows, cols, laid)
    grid = [[0] * cols for _ in range(rows)]
    for (i, j), kind in [*laid.items(), *zip(free, fill)]:
        grid[i][j] = kind
    _spread_out(grid, free, spread, rng)
    return Board.from_rows(grid)


def fewer_for_the_trap(counts: dict[int, int], x: int, y: int, group: int) -> None:
    """Deal ``x`` and ``y`` as few tiles as leave the counts near even (no kind more than twice
    another), in groups of ``group``, the tiles they give up going to the kinds with the fewest.

    Fewer baits to take, a trap that catches more often (6x8 with 6 kinds: nine games in ten
    stuck rather than eight); the board keeps its size and every kind its group.

    >>> counts = {1: 8, 2: 8, 3: 8, 4: 8, 5: 8, 6: 8}
    >>> fewer_for_the_trap(counts, 1, 2, 2)
    >>> counts
    {1: 6, 2: 6, 3: 10, 4: 10, 5: 8, 6: 8}
    """
    others = [kind for kind in counts if kind not in (x, y)]

    def others_given(keep: int) -> dict[int, int] | None:
        """The others' counts when ``x`` and ``y`` keep ``keep`` each; None if not near even."""
        given = {kind: counts[kind] for kind in others}
        spare = counts[x] + counts[y] - 2 * keep
        while spare > 0 and given:
            fewest = min(given, key=given.__getitem__)
            given[fewest] += group
            spare -= group
        if spare > 0 or any(count > 2 * keep for count in given.values()):
            return None
        return given

    chosen = None
    keep = min(counts[x], counts[y])
    while keep >= group and (given := others_given(keep)) is not None:
        chosen = keep, given
        keep -= group
    if chosen is not None:
        counts[x] = counts[y] = chosen[0]
        counts.update(chosen[1])


def _trap_deal(
    rows: int,
    cols: int,
    kinds: list[int],
    group: int,
    traps: int,
    rng: random.Random,
    spread: int = 0,
) -> Board:
    """A random deal with ``traps`` crossed blocks laid in it; every kind even.

    A crossed block is a 2x2 block of two kinds, ``x y / y x``, low on the board, with two
    more tiles of ``x`` side by side high above it (the bait). A player who pairs the bait
    leaves the block walled in, each kind by the other, for good; the way out is to pair each
    ``x`` of the block with a tile of the bait. Dealt in pairs, ``y`` has no other tile, so
    one wrong move is enough; dealt in fours, ``y`` has a bait too, and both must be taken.

    ``spread`` then tries that many swaps of two other tiles, each kept when it leaves fewer
    neighbours of one kind (``_spread_out``): fewer pairs link at first, and a random player is
    likelier to take a bait.
    """
    laid: dict[Cell, int] = {}
    rest = list(kinds)
    for _ in range(traps):
        x, y = rng.sample(rest, 2)
        for _ in range(1000):
            r, c = rng.randrange(max(1, rows // 2), rows - 1), rng.randrange(cols - 1)
            block = {(r, c): x, (r + 1, c + 1): x, (r, c + 1): y, (r + 1, c): y}
            if not any(cell in laid for cell in block):
                break
        else:
            break  # no room for another block
        baited = (x,) if group == 2 else (x, y)
        chosen = _bait_spots(laid, r, cols, len(baited), rng)
        if chosen is None:
            continue  # no room above this block: lay none here
        laid.update(block)
        for (i, j), kind in zip(chosen, baited):
            laid[i, j] = laid[i, j + 1] = kind
        rest.remove(x)
        rest.remove(y)
    groups = deal_groups(len(_free_cells(rows, cols, laid)) // group, len(rest), "even", rng)
    dealt = [rest[g - 1] for g in groups for _ in range(group)]
    rng.shuffle(dealt)
    return _board_around(rows, cols, laid, dealt, spread, rng)


def _bait_spots(
    laid: dict[Cell, int], r: int, cols: int, count: int, rng: random.Random
) -> list[Cell] | None:
    """The left cells of ``count`` free side-by-side pairs high above row ``r``, drawn at
    random; None when there are not so many."""
    spots = [(i, j) for i in range(max(1, r // 2)) for j in range(cols - 1)]
    rng.shuffle(spots)
    chosen: list[Cell] = []
    taken: set[Cell] = set()
    for i, j in spots:
        pair = {(i, j), (i, j + 1)}
        if not any(cell in laid or cell in taken for cell in pair):
            chosen.append((i, j))
            taken |= pair
            if len(chosen) == count:
                return chosen
    return None


def _spread_out(grid: list[list[int]], free: list[Cell], tries: int, rng: random.Random) -> None:
    """Swap the kinds of two of the ``free`` cells ``tries`` times at random, keeping a swap
    when the two cells then have no more neighbours of their own kind than before."""
    rows, cols = len(grid), len(grid[0])

    def alike(cell: Cell, kind: int) -> int:
        r, c = cell
        near = ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
        return sum(0 <= i < rows and 0 <= j < cols and grid[i][j] == kind for i, j in near)

    for _ in range(tries if len(free) >= 2 else 0):
        a, b = rng.sample(free, 2)
        ka, kb = grid[a[0]][a[1]], grid[b[0]][b[1]]
        if ka == kb:
            continue
        before = alike(a, ka) + alike(b, kb)
        grid[a[0]][a[1]], grid[b[0]][b[1]] = kb, ka
        if alike(a, kb) + alike(b, ka) > before:
            grid[a[0]][a[1]], grid[b[0]][b[1]] = ka, kb


def _deal(
    rows: int, cols: int, pairs: Iterable[tuple[Cell, Cell]], pair_kinds: Sequence[int]
) -> Board:
    grid = [[0] * cols for _ in range(rows)]
    for (a, b), kind in zip(pairs, pair_kinds):
        grid[a[0]][a[1]] = grid[b[0]][b[1]] = kind
    return Board.from_rows(grid)


def greedy_removes(board: Board, rules: Rules = Rules()) -> int:
    """How many tiles the greedy player (``game.autoplay_moves``) removes before it clears the
    board or gets stuck: the same moves, played on the solver's mutable board.

    >>> greedy_removes(Board.from_rows([[1, 2, 2, 1], [3, 3, 4, 4]]))
    8
    >>> trap = Board.from_rows([[0, 1, 2, 1], [0, 2, 1, 1]])
    >>> greedy_removes(trap)  # (0, 3) with (1, 3) first: then both kinds are walled in
    2
    >>> from linklab.core.solver import solve
    >>> solve(trap).moves  # though (1, 2) with (1, 3) first clears it
    (((1, 2), (1, 3)), ((0, 2), (1, 1)), ((0, 1), (0, 3)))
    """
    from linklab.core.tilegrid import TileGrid

    grid = TileGrid(board, rules)
    count = len(grid.cells)
    alive = [True] * count
    removed = 0
    while True:
        for t in range(count):
            if not alive[t]:
                continue
            u, _ = grid.first_link(t, [u for u in grid.same[t] if u > t and alive[u]])
            if u != -1:
                break
        else:
            return removed
        grid.set(t, 0)
        grid.set(u, 0)
        alive[t] = alive[u] = False
        removed += 2


def placement_order(
    rows: int, cols: int, seed: int | random.Random | None = None, rules: Rules = Rules()
) -> list[tuple[Cell, Cell]]:
    """Pairs of cells covering the board, each linking among the pairs listed before it.

    Removing the pairs in the reverse order of this list clears the board under ``rules``,
    whatever kinds are put on them (one kind per pair).

    Examples
    --------
    >>> pairs = placement_order(2, 3, seed=0)
    >>> sorted(cell for pair in pairs for cell in pair) == [(r, c) for r in range(2)
    ...                                                     for c in range(3)]
    True
    """
    if (rows * cols) % 2:
        raise InputError(f"a {rows}x{cols} board has an odd number of cells")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    tiling = _first_tiling(rows, cols)
    filled = Occupancy([0] * (rows * cols), rows, cols, rules.outside)
    order = []
    empty = sorted(tiling)
    for _ in range(rows * cols // 2):
        a = empty[rng.randrange(len(empty))]
        partners = sorted(
            b for b in reachable_cells(filled, a, rules) if (b[0] + b[1] + a[0] + a[1]) % 2
        )
        rng.shuffle(partners)
        for b in partners:
            if tiling[a] == b or _retile(tiling, a, b):
                break
        else:  # unreachable: the domino partner is a neighbour, hence among the partners
            raise AssertionError(f"no partner for {a}")
        del tiling[a], tiling[b]
        filled.set_cell(a[0] + 2, a[1] + 2, 1)
        filled.set_cell(b[0] + 2, b[1] + 2, 1)
        order.append((a, b))
        empty = [cell for cell in empty if cell != a and cell != b]
    return order


def _check_shape(rows: int, cols: int, kinds: int, group: int, spread: str) -> None:
    for name, value in (("rows", rows), ("cols", cols), ("kinds", kinds)):
        if not isinstance(value, int) or value < 1:
            raise InputError(f"{name} must be a whole number >= 1, got {value!r}")
    check_size(rows, cols)  # before a tile is dealt
    if not isinstance(group, int) or group < 2 or group % 2:
        raise InputError(f"tiles are dealt in even groups (2, 4, ...), got {group!r}")
    if spread not in SPREADS:
        raise InputError(f"unknown spread {spread!r}, expected one of {', '.join(SPREADS)}")
    if (rows * cols) % group:
        size = "pairs" if group == 2 else f"groups of {group}"
        raise InputError(
            f"a {rows}x{cols} board has {rows * cols} cells, which cannot be dealt in {size}"
        )


def deal_groups(groups: int, kinds: int, spread: str, rng: random.Random) -> list[int]:
    """The kind of each group, in no particular order."""
    if spread == "even":
        return [i % kinds + 1 for i in range(groups)]
    if kinds > groups:
        return rng.sample(range(1, kinds + 1), groups)
    return list(range(1, kinds + 1)) + [rng.randint(1, kinds) for _ in range(groups - kinds)]


def _first_tiling(rows: int, cols: int) -> dict[Cell, Cell]:
    """A domino tiling of the whole board, as each cell's partner."""
    tiling = {}
    for r in range(rows):
        for c in range(cols):
            if cols % 2 == 0:
                tiling[r, c] = (r, c ^ 1)
            else:
                tiling[r, c] = (r ^ 1, c)
    return tiling


def _retile(tiling: dict[Cell, Cell], a: Cell, b: Cell) -> bool:
    """Re-tile so that ``a`` and ``b`` become partners, or leave the tiling and say False.

    The partners ``a2`` of ``a`` and ``b2`` of ``b`` lose their dominoes; an alternating path
    from ``a2`` to ``b2`` (a neighbour, its partner, a neighbour, ...) re-pairs them all.
    """
    a2, b2 = tiling[a], tiling[b]
    came_from: dict[Cell, Cell | None] = {a2: None}
    queue = deque([a2])
    while queue:
        cell = queue.popleft()
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            near = (cell[0] + dr, cell[1] + dc)
            if near not in tiling or near in (a, b):
                continue
            if near == b2:
                tiling[a], tiling[b] = b, a
                _flip(tiling, came_from, cell, near)
                return True
            beyond = tiling[near]
            if beyond not in came_from and beyond not in (a, b):
                came_from[near] = cell
                came_from[beyond] = near
                queue.append(beyond)
    return False


def _flip(
    tiling: dict[Cell, Cell], came_from: dict[Cell, Cell | None], last: Cell, end: Cell
) -> None:
    """Pair along the path found by ``_retile``, walking back from its far end."""
    cell, near = last, end
    while True:
        tiling[cell], tiling[near] = near, cell
        back = came_from[cell]
        if back is None:
            return
        near, cell = back, cast(Cell, came_from[back])  # only the start has no link back


def reachable_cells(filled: Occupancy, start: Cell, rules: Rules) -> set[Cell]:
    """The empty cells of the board a path from ``start`` reaches within the rule's turns:
    the cells of the runs ``Occupancy.runs`` finds, on the board. ``filled`` holds the ring the
    rule gives (built with ``outside=rules.outside``).

    >>> reachable_cells(Occupancy([0, 1, 0], 1, 3, outside=False), (0, 0), Rules())
    set()
    >>> reachable_cells(Occupancy([0, 1, 0], 1, 3, outside=True), (0, 0), Rules(outside=True))
    {(0, 2)}
    """
    rows, cols = filled.rows, filled.cols
    found: set[Cell] = set()
    for run in filled.runs((start[0] + 2, start[1] + 2), rules.max_turns)[0]:
        if run.axis == 0:
            r = run.line - 2
            if 0 <= r < rows:
                found.update((r, c) for c in range(max(run.first - 2, 0), min(run.last - 1, cols)))
        else:
            c = run.line - 2
            if 0 <= c < cols:
                found.update((r, c) for r in range(max(run.first - 2, 0), min(run.last - 1, rows)))
    found.discard(start)
    return found
