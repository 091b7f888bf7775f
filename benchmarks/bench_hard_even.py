"""Hard boards with kind counts near even: how far four recipes get.

``generate --difficulty hard`` once got a random player stuck nine times in ten only by giving a
few kinds 2 or 4 tiles (counts 2/2/4/4/12/12 on 6x6 with 6 kinds); it now lays a corner trap
with near-even counts. This measures what each recipe gives, on the same seeds:

- ``uniform``: ``generate_board(rows, cols, kinds, seed)``, the tiles shuffled;
- ``blocks``: the board tiled with crossed 2x2 blocks ``x y / y x`` (each a dead end once its two
  kinds are gone elsewhere), the kinds of the blocks shuffled;
- ``hard``: ``generate_board(..., solvable=True, difficulty="hard")``, the corner trap of
  ``generate._corner_trap_deal`` as the generator measures and keeps it;
- ``climb``: from ``uniform`` (or ``--start blocks``), swap two tiles of different kinds at
  random and keep the swap when the exact solver still clears the board (``SOLVE_NODES``
  states) and as many of ``--fit`` random games, cut after ``--cap`` moves (0: played out),
  reach a dead end (games drawn once from the seed, so that a swap is judged on the same
  games); ``--swaps`` swaps at most, counted, not timed.

Each board is then played ``--games`` times by the random player of
``linklab.core.difficulty`` (each move a uniformly chosen pair among all that link), from a
seed of the benchmark's own (10,000 + the board's seed), to the end.

Run: ``python -m benchmarks.bench_hard_even --shape 6x6x6 --boards 10 --games 50``
"""

from __future__ import annotations

import argparse
import math
import os
import random
import time

from linklab.core.board import Board
from linklab.core.difficulty import games_played, links_of, random_game
from linklab.core.generate import SOLVE_NODES, generate_board
from linklab.core.rules import Rules
from linklab.core.solver import solve
from linklab.core.tilegrid import TileGrid


def uniform(rows: int, cols: int, kinds: int, rng: random.Random, args) -> Board:
    return generate_board(rows, cols, kinds, rng)


def blocks(rows: int, cols: int, kinds: int, rng: random.Random, args) -> Board:
    corners = [(r, c) for r in range(0, rows - 1, 2) for c in range(0, cols - 1, 2)]
    pair_kinds = [i % kinds + 1 for i in range(2 * len(corners))]
    while True:  # two kinds in each block
        rng.shuffle(pair_kinds)
        if all(pair_kinds[2 * i] != pair_kinds[2 * i + 1] for i in range(len(corners))):
            break
    grid = [[0] * cols for _ in range(rows)]
    for i, (r, c) in enumerate(corners):
        x, y = pair_kinds[2 * i : 2 * i + 2]
        grid[r][c] = grid[r + 1][c + 1] = x
        grid[r][c + 1] = grid[r + 1][c] = y
    return Board.from_rows(grid)


def early_stuck(board: Board, rules: Rules, seeds: list[int], cap: int, need: int) -> int:
    """How many of the games (one a seed), cut after ``cap`` moves, reach a dead end; -1 as soon
    as fewer than ``need`` can."""
    first = links_of(TileGrid(board, rules))
    stuck = 0
    for played, seed in enumerate(seeds, start=1):
        stuck += not random_game(board, rules, random.Random(seed), first, max_moves=cap or None)
        if stuck + len(seeds) - played < need:
            return -1
    return stuck


def climb(rows: int, cols: int, kinds: int, rng: random.Random, args) -> Board:
    rules = Rules()
    grid = [list(row) for row in RECIPES[args.start](rows, cols, kinds, rng, args).grid]
    seeds = [rng.randrange(2**32) for _ in range(args.fit)]
    best = early_stuck(Board.from_rows(grid), rules, seeds, args.cap, 0)
    for _ in range(args.swaps):
        if best >= 0.95 * args.fit:
            break
        (ra, ca), (rb, cb) = (divmod(rng.randrange(rows * cols), cols) for _ in range(2))
        if grid[ra][ca] == grid[rb][cb]:
            continue
        grid[ra][ca], grid[rb][cb] = grid[rb][cb], grid[ra][ca]
        board = Board.from_rows(grid)
        stuck = early_stuck(board, rules, seeds, args.cap, best)
        if stuck >= best and solve(board, rules, math.inf, max_nodes=SOLVE_NODES).status == (
            "solved"
        ):
            best = stuck
            continue
        grid[ra][ca], grid[rb][cb] = grid[rb][cb], grid[ra][ca]
    return Board.from_rows(grid)


def hard(rows: int, cols: int, kinds: int, rng: random.Random, args) -> Board:
    return generate_board(rows, cols, kinds, rng, solvable=True, difficulty="hard")


RECIPES = {"uniform": uniform, "blocks": blocks, "climb": climb, "hard": hard}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shape", default="6x6x6", help="ROWSxCOLSxKINDS, pairs")
    parser.add_argument("--boards", type=int, default=10)
    parser.add_argument("--games", type=int, default=50, help="games a board is measured by")
    parser.add_argument("--recipes", default="uniform,blocks,climb")
    parser.add_argument("--fit", type=int, default=30, help="climb: games a swap is judged by")
    parser.add_argument(
        "--cap", type=int, default=8, help="climb: moves a judging game lasts (0: to the end)"
    )
    parser.add_argument("--start", default="uniform", help="climb: the recipe it starts from")
    parser.add_argument("--swaps", type=int, default=1500, help="climb: swaps tried at most")
    args = parser.parse_args()
    rows, cols, kinds = map(int, args.shape.split("x"))
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"{args.shape}: {args.boards} boards, {args.games} games each; load average {load}")
    for name in args.recipes.split(","):
        shares, seconds, solved, even = [], [], 0, 0
        for seed in range(args.boards):
            started = time.perf_counter()
            board = RECIPES[name](rows, cols, kinds, random.Random(seed), args)
            seconds.append(time.perf_counter() - started)
            games = games_played(board, Rules(), seed=10_000 + seed)
            shares.append(sum(not next(games) for _ in range(args.games)) / args.games)
            status = solve(board, Rules(), math.inf, max_nodes=SOLVE_NODES).status
            solved += status == "solved"
            counts = sorted(board.counts().values())
            even += counts[-1] <= 2 * counts[0]
            print(
                f"  {name} seed {seed}: {seconds[-1]:6.2f} s, stuck {shares[-1]:.2f}, "
                f"{status}, counts {counts}",
                flush=True,
            )
        print(
            f"{args.shape} {name}: near even (most <= 2x fewest) on {even}/{len(shares)}; "
            f"stuck mean {sum(shares) / len(shares):.3f} min "
            f"{min(shares):.2f} max {max(shares):.2f}, >= 0.9 on "
            f"{sum(share >= 0.9 for share in shares)}/{len(shares)}; solvable {solved}/"
            f"{len(shares)}; seconds a board mean {sum(seconds) / len(seconds):.2f} max "
            f"{max(seconds):.2f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
