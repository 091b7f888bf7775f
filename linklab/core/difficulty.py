"""How hard a board is for a person: the share of random-play games that reach a dead end.

A random player removes, each move, a pair drawn at random from all the pairs that link, until
the board is clear or no pair links (a dead end). Most people play so, more or less, when no
pair looks better than another: a board where most such games get stuck is hard, one where few
do is easy, whatever one clever strategy would make of it. A board's games are drawn from a seed
of its own (``board_seed``), so it always measures the same; and since two boards draw from two
seeds, a search through many boards cannot keep the ones a single seed's run of games happens
to flatter.

Examples
--------
>>> from linklab.core.board import Board
>>> stuck_share(Board.from_rows([[1, 1, 2, 2]]))
0.0
>>> stuck_share(Board.from_rows([[1, 2], [2, 1]]))  # the crossed block: stuck at once
1.0
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Iterator

from linklab.core.board import Board
from linklab.core.errors import InputError
from linklab.core.rules import Rules
from linklab.core.tilegrid import TileGrid

#: Random-play games a board is measured by: the share is then known to within about ±0.1.
GAMES = 30
#: Mixed into every board's own seed (``board_seed``).
GAMES_SEED = 0


def random_game(
    board: Board,
    rules: Rules,
    rng: random.Random,
    first_links: set[tuple[int, int]] | None = None,
    max_moves: int | None = None,
) -> bool:
    """Play one random game on ``board``; True when it clears the board, False at a dead end.

    ``first_links`` are the pairs that link on the full board (``links_of``), when known. With
    ``max_moves``, a game still going after that many moves stops there and counts as cleared:
    a cheap look at the dead ends met early.

    >>> from linklab.core.board import Board
    >>> random_game(Board.from_rows([[1, 2, 2, 1]]), Rules(), random.Random(0))
    True
    >>> crossed = Board.from_rows([[1, 1, 2, 2, 3, 4, 3, 4]])
    >>> random_game(crossed, Rules(), random.Random(0), max_moves=1)
    True
    >>> random_game(crossed, Rules(), random.Random(0))
    False
    """
    grid = TileGrid(board, rules)
    links = set(links_of(grid) if first_links is None else first_links)
    alive = [True] * len(grid.cells)
    left = len(grid.cells)
    moves = 0
    while links:
        if moves == max_moves:
            return True
        moves += 1
        t, u = rng.choice(sorted(links))
        grid.set(t, 0)
        grid.set(u, 0)
        alive[t] = alive[u] = False
        left -= 2
        links = {p for p in links if alive[p[0]] and alive[p[1]]}
        _add_links_through(grid, alive, links, grid.cells[t])
        _add_links_through(grid, alive, links, grid.cells[u])
    return left == 0


def _add_links_through(
    grid: TileGrid, alive: list[bool], links: set[tuple[int, int]], freed: tuple[int, int]
) -> None:
    """Add to ``links`` the pairs of live tiles that link now that the cell ``freed`` (in the
    grid's own coordinates) is empty."""
    same, route, cells, occ, width = grid.same, grid.route, grid.cells, grid.occ, grid.width
    # A new link runs through a freed cell: one of its ends within half the turns of it, the
    # other within all of them. A tile walled in on four sides links only to a neighbour,
    # which was linked before.
    near = grid.near_tiles_by_turns(*freed, grid.turns)
    within_all = near[-1]
    for x in near[grid.turns // 2]:
        for y in same[x]:
            if not alive[y] or y not in within_all:
                continue
            pair = (x, y) if x < y else (y, x)
            if pair in links:
                continue
            r, c = cells[y]
            at = r * width + c
            if occ[at - 1] and occ[at + 1] and occ[at - width] and occ[at + width]:
                continue
            if route(x, y) != -1:
                links.add(pair)


def links_of(grid: TileGrid) -> set[tuple[int, int]]:
    """The pairs of tiles (numbers of ``grid``) that link now."""
    same, route = grid.same, grid.route
    return {(t, u) for t in range(len(grid.cells)) for u in same[t] if u > t and route(t, u) != -1}


def stuck_share(board: Board, rules: Rules = Rules(), games: int = GAMES) -> float:
    """The share of ``games`` random-play games on ``board`` that reach a dead end (0 to 1).

    The games are drawn from the board's own seed (``board_seed``), so the figure is the
    board's own: the same board measures the same wherever and whenever it is measured.

    >>> from linklab.core.board import Board
    >>> stuck_share(Board.from_rows([[1, 2, 2, 1], [3, 3, 4, 4]]), games=20)
    0.0
    """
    if not isinstance(games, int) or isinstance(games, bool) or games < 1:
        raise InputError(f"games must be a whole number >= 1, got {games!r}")
    if games == GAMES and (board, rules) in _measured:
        return _measured[board, rules]
    outcomes = games_played(board, rules)
    share = sum(not next(outcomes) for _ in range(games)) / games
    if games == GAMES:
        _remember(board, rules, share)
    return share


_measured: dict[tuple[Board, Rules], float] = {}  # the last few boards measured


def _remember(board: Board, rules: Rules, share: float) -> None:
    if len(_measured) >= 16:
        del _measured[next(iter(_measured))]
    _measured[board, rules] = share


def board_seed(board: Board, rules: Rules = Rules()) -> int:
    """The seed a board's games are drawn from: its cells and rule, with ``GAMES_SEED``.

    >>> board_seed(Board.from_rows([[1, 1]])) == board_seed(Board.from_rows([[1, 1]]))
    True
    """
    return zlib.crc32(repr((GAMES_SEED, board.grid, rules)).encode())


def games_played(board: Board, rules: Rules = Rules(), seed: int | None = None) -> Iterator[bool]:
    """Random-play games on ``board``, one after another without end: True for each game
    that clears the board, False for each that reaches a dead end, drawn from ``seed``, or
    the board's own (``board_seed``; ``stuck_share`` counts the first ``GAMES``)."""
    rng = random.Random(board_seed(board, rules) if seed is None else seed)
    first = links_of(TileGrid(board, rules))
    while True:
        yield random_game(board, rules, rng, first)


def wilson_bounds(stuck: int, games: int, z: float) -> tuple[float, float]:
    """The Wilson score bounds of a share seen as ``stuck`` of ``games``, ``z`` standard
    errors wide each side (one-sided 95% for z = 1.645); z = 0 gives the share itself.

    >>> low, high = wilson_bounds(95, 100, 1.645)
    >>> round(low, 3), round(high, 3)
    (0.901, 0.975)
    """
    share, zz = stuck / games, z * z
    middle = share + zz / (2 * games)
    half = z * math.sqrt(share * (1 - share) / games + zz / (4 * games * games))
    return (middle - half) / (1 + zz / games), (middle + half) / (1 + zz / games)


def fits(
    board: Board,
    rules: Rules,
    low: float,
    high: float,
    games: int = GAMES,
    *,
    seed: int | None = None,
    z: float = 0.0,
) -> tuple[str, float | None]:
    """Whether the board's share of stuck games lies in ``[low, high]``: ``("fits", share)``,
    or ``("low", None)`` / ``("high", None)``, known as soon as the games played settle it.

    The ``games`` are drawn from ``seed``, or the board's own (``games_played``). With ``z``
    > 0 the share must be in the band with room to spare: both its Wilson bounds
    (``wilson_bounds``) must lie in it, so that a board that only looked hard in a lucky run
    of games does not pass; the bounds are looked at half way too (for hard boards, the first 60
    all stuck fit 0.9 to 1 already: a board stuck in 0.9 of games does that once in 500). The
    share returned is that of the games played until the verdict was sure.

    >>> from linklab.core.board import Board
    >>> fits(Board.from_rows([[1, 2], [2, 1]]), Rules(), 0.0, 0.25)
    ('high', None)
    >>> fits(Board.from_rows([[1, 2], [2, 1]]), Rules(), 0.9, 1.0, 100, z=1.645)
    ('fits', 1.0)
    """
    fewest, most = _stuck_counts_fitting(low, high, games, z)
    stuck = 0
    for played, cleared in enumerate(games_played(board, rules, seed), start=1):
        stuck += not cleared
        rest = games - played
        if stuck > most:
            return "high", None
        if stuck + rest < fewest:
            return "low", None
        if played == GAMES and seed is None:  # stuck_share's own games: remembered
            _remember(board, rules, stuck / GAMES)
        bounds = wilson_bounds(stuck, played, z)
        if z > 0 and played == games // 2 and low <= bounds[0] and bounds[1] <= high:
            return "fits", stuck / played
        if stuck >= fewest and stuck + rest <= most:
            return "fits", stuck / played
    raise AssertionError("games_played never ends")


def _stuck_counts_fitting(low: float, high: float, games: int, z: float) -> tuple[int, int]:
    """The fewest and the most stuck games of ``games`` whose share fits ``[low, high]``."""
    fitting = [
        k
        for k in range(games + 1)
        if low - 1e-9 <= wilson_bounds(k, games, z)[0]
        and wilson_bounds(k, games, z)[1] <= high + 1e-9
    ]
    if not fitting:
        raise InputError(f"no share of {games} games fits [{low}, {high}] with z = {z}")
    return fitting[0], fitting[-1]


def describe(share: float) -> str:
    """The measured figure in words, as the command line and the game show it.

    >>> describe(0.9)
    'random play gets stuck in 90% of games'
    """
    return f"random play gets stuck in {share:.0%} of games"


def describe_counts(board: Board, letters: bool = True) -> str:
    """How many tiles of each kind the board holds, most and fewest named, as ``generate``
    says it.

    >>> describe_counts(Board.from_rows([[1, 1, 2, 2], [1, 1, 3, 3]]))
    'kinds A 4, B 2, C 2 (the most 2x the fewest)'
    """
    from linklab.core.board import LETTERS

    counts = board.counts()
    named = ", ".join(
        f"{LETTERS[kind - 1] if letters and kind <= len(LETTERS) else kind} {count}"
        for kind, count in counts.items()
    )
    most, fewest = max(counts.values(), default=0), min(counts.values(), default=0)
    ratio = f"{most / fewest:.2g}x" if fewest else "-"
    return f"kinds {named} (the most {ratio} the fewest)"
