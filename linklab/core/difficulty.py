"""How hard a board is for a person: the share of random-play games that reach a dead end.

A random player removes, each move, a pair drawn at random from all the pairs that link, until
the board is clear or no pair links (a dead end). Most people play so, more or less, when no
pair looks better than another: a board where most such games get stuck is hard, one where few
do is easy, whatever one clever strategy would make of it. The games are drawn from one fixed
seed, so a board always measures the same.

Examples
--------
>>> from linklab.core.board import Board
>>> stuck_share(Board.from_rows([[1, 1, 2, 2]]))
0.0
>>> stuck_share(Board.from_rows([[1, 2], [2, 1]]))  # the crossed block: stuck at once
1.0
"""

from __future__ import annotations

import random

from linklab.core.board import Board
from linklab.core.errors import InputError
from linklab.core.rules import Rules
from linklab.core.tilegrid import TileGrid

#: Random-play games a board is measured by: the share is then known to within about ±0.1.
GAMES = 30
#: The seed the games are drawn from, the same for every board.
GAMES_SEED = 0


def random_game(
    board: Board, rules: Rules, rng: random.Random, first_links: set[tuple[int, int]] | None = None
) -> bool:
    """Play one random game on ``board``; True when it clears the board, False at a dead end.

    ``first_links`` are the pairs that link on the full board (``links_of``), when known.

    >>> from linklab.core.board import Board
    >>> random_game(Board.from_rows([[1, 2, 2, 1]]), Rules(), random.Random(0))
    True
    """
    grid = TileGrid(board, rules)
    links = set(links_of(grid) if first_links is None else first_links)
    alive = [True] * len(grid.cells)
    same, route, cells, occ, width = grid.same, grid.route, grid.cells, grid.occ, grid.width
    reach = grid.turns // 2
    left = len(grid.cells)
    while links:
        t, u = rng.choice(sorted(links))
        grid.set(t, 0)
        grid.set(u, 0)
        alive[t] = alive[u] = False
        left -= 2
        links = {p for p in links if alive[p[0]] and alive[p[1]]}
        # A new link runs through a freed cell, one of its ends within half the turns of it;
        # and a tile walled in on four sides links only to a neighbour, which was linked before.
        near = grid.near_tiles(*cells[t], reach) | grid.near_tiles(*cells[u], reach)
        for x in near:
            for y in same[x]:
                if alive[y]:
                    pair = (x, y) if x < y else (y, x)
                    if pair in links:
                        continue
                    r, c = cells[y]
                    at = r * width + c
                    if occ[at - 1] and occ[at + 1] and occ[at - width] and occ[at + width]:
                        continue
                    if route(x, y) != -1:
                        links.add(pair)
    return left == 0


def links_of(grid: TileGrid) -> set[tuple[int, int]]:
    """The pairs of tiles (numbers of ``grid``) that link now."""
    same, route = grid.same, grid.route
    return {(t, u) for t in range(len(grid.cells)) for u in same[t] if u > t and route(t, u) != -1}


def stuck_share(board: Board, rules: Rules = Rules(), games: int = GAMES) -> float:
    """The share of ``games`` random-play games on ``board`` that reach a dead end (0 to 1).

    The games are drawn from a seed fixed once for all, so the figure is the board's own: the
    same board measures the same wherever and whenever it is measured.

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


def games_played(board: Board, rules: Rules = Rules()):
    """Random-play games on ``board``, one after another without end: True for each game
    that clears the board, False for each that reaches a dead end (``stuck_share`` counts
    the first ``GAMES``)."""
    rng = random.Random(GAMES_SEED)
    first = links_of(TileGrid(board, rules))
    while True:
        yield random_game(board, rules, rng, first)


def fits(board: Board, rules: Rules, low: float, high: float, games: int = GAMES):
    """Whether the board's ``stuck_share`` lies in ``[low, high]``: ``("fits", share)``, or
    ``("low", None)`` / ``("high", None)``, known as soon as the games played settle it.

    >>> from linklab.core.board import Board
    >>> fits(Board.from_rows([[1, 2], [2, 1]]), Rules(), 0.0, 0.25)
    ('high', None)
    """
    stuck = 0
    for played, cleared in enumerate(games_played(board, rules), start=1):
        stuck += not cleared
        if stuck > high * games:
            return "high", None
        if stuck + (games - played) < low * games:
            return "low", None
        if played == games:
            if games == GAMES:
                _remember(board, rules, stuck / games)
            return "fits", stuck / games
    raise AssertionError("games_played never ends")


def describe(share: float) -> str:
    """The measured figure in words, as the command line and the game show it.

    >>> describe(0.9)
    'random play gets stuck in 90% of games'
    """
    return f"random play gets stuck in {share:.0%} of games"
