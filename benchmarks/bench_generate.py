"""How hard boards are, by how they were made, side by side: the measured difficulty (the share
of random-play games that get stuck, ``difficulty.stuck_share``), how often the greedy player
clears them, and the seconds a board took to make.

For each shape, boards are made from the same seeds: dealt at random (and, of those, the ones
the exact solver clears), and ``generate --solvable`` at each difficulty. The greedy player is
``game.autoplay_moves`` (row by row, the first pair that links).

Targets: every board of a difficulty measures in its band (``generate.BANDS``: easy at most
0.2, normal 0.3 to 0.7, hard 0.9 or more) and is solvable; a board takes seconds, not minutes.

``--independent`` instead plays each board of ``--shape`` (6x8, 6 kinds unless told) with a
random player of the benchmark's own: each move it lists every pair ``Checker`` links and takes
one uniformly, from its own ``random.Random`` (seeded 10,000 + the board's seed, none of the
generator's seeds). Target: every hard board stuck in 90% of games or more.

Run: ``python -m benchmarks.bench_generate [--boards 5]``, or
``python -m benchmarks.bench_generate --independent --boards 50 --games 100 [--shape 10x20x10]``
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import time

from linklab.core.checker import Checker
from linklab.core.difficulty import stuck_share
from linklab.core.errors import InputError
from linklab.core.game import autoplay_moves
from linklab.core.generate import generate_board
from linklab.core.rules import Rules
from linklab.core.solver import solve

SHAPES = [(10, 20, 10, 2), (10, 20, 10, 4), (16, 30, 36, 4)]  # rows, cols, kinds, group


def cleared(board) -> bool:
    return 2 * len(list(autoplay_moves(board))) == board.rows * board.cols


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=5, help="boards per shape and way")
    parser.add_argument("--solve-seconds", type=float, default=5.0)
    parser.add_argument("--independent", action="store_true", help="play by a player of its own")
    parser.add_argument("--games", type=int, default=20, help="its games a board")
    parser.add_argument("--shape", default="6x8x6", help="ROWSxCOLSxKINDS, pairs")
    parser.add_argument("--difficulties", default="easy,normal,hard")
    args = parser.parse_args()
    if args.independent:
        rows, cols, kinds = map(int, args.shape.split("x"))
        load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
        print(f"{args.boards} boards, {args.games} games each; load average {load}")
        for difficulty in args.difficulties.split(","):
            independent(rows, cols, kinds, difficulty, args.boards, args.games)
        return
    print(f"{args.boards} boards per row; 'cleared' = the greedy player removes every tile")
    print(
        f"{'shape':<22} {'made as':<22} {'cleared':>12} {'made':>6} {'s a board':>10} "
        f"{'stuck share: mean':>18} {'min':>5} {'max':>5}"
    )
    for rows, cols, kinds, group in SHAPES:
        shape = f"{rows}x{cols}, {kinds} kinds" + (" in fours" if group == 4 else "")
        random_boards = [
            generate_board(rows, cols, kinds, seed, group=group) for seed in range(args.boards)
        ]
        solvable = [
            board
            for board in random_boards
            if solve(board, time_limit=args.solve_seconds).status == "solved"
        ]
        report(shape, "random", random_boards, None)
        report(shape, "random, solvable", solvable, None)
        for difficulty in ("easy", "normal", "hard"):
            boards, started = [], time.perf_counter()
            for seed in range(args.boards):
                with contextlib.suppress(InputError):
                    boards.append(
                        generate_board(
                            rows,
                            cols,
                            kinds,
                            seed,
                            group=group,
                            solvable=True,
                            difficulty=difficulty,
                        )
                    )
            seconds = (time.perf_counter() - started) / args.boards
            report(shape, f"--solvable {difficulty}", boards, seconds)


def uniform_stuck_share(board, rules: Rules, games: int, seed: int) -> float:
    """The share of ``games`` games stuck for a player that, each move, lists every pair of
    one kind that ``Checker`` links now and takes one uniformly, from ``random.Random(seed)``."""
    rng = random.Random(seed)
    rows, cols = board.shape
    stuck = 0
    for _ in range(games):
        flat = [kind for row in board.grid for kind in row]
        while True:
            checker = Checker.from_flat(list(flat), rows, cols, rules)
            tiles = [divmod(at, cols) for at, kind in enumerate(flat) if kind]
            pairs = [
                (a, b)
                for i, a in enumerate(tiles)
                for b in tiles[i + 1 :]
                if checker.kind(a) == checker.kind(b) and checker.can_link(a, b)
            ]
            if not pairs:
                break
            a, b = rng.choice(pairs)
            flat[a[0] * cols + a[1]] = flat[b[0] * cols + b[1]] = 0
        stuck += any(flat)
    return stuck / games


def independent(rows: int, cols: int, kinds: int, difficulty: str, boards: int, games: int):
    shares, seconds, ratios = [], [], []
    for seed in range(boards):
        started = time.perf_counter()
        board = generate_board(rows, cols, kinds, seed, solvable=True, difficulty=difficulty)
        seconds.append(time.perf_counter() - started)
        shares.append(uniform_stuck_share(board, Rules(), games, 10_000 + seed))
        counts = sorted(board.counts().values())
        ratios.append(counts[-1] / counts[0])
        print(
            f"  seed {seed}: {seconds[-1]:6.2f} s, stuck {shares[-1]:.2f}, counts {counts}",
            flush=True,
        )
    print(
        f"{rows}x{cols}, {kinds} kinds, {difficulty}: stuck mean {sum(shares) / boards:.3f} "
        f"min {min(shares):.2f} max {max(shares):.2f}, >= 0.9 on "
        f"{sum(share >= 0.9 for share in shares)}/{boards}; kind counts most/fewest mean "
        f"{sum(ratios) / boards:.1f} max {max(ratios):.1f}, near even (<= 2) on "
        f"{sum(ratio <= 2 for ratio in ratios)}/{boards}; seconds a board mean "
        f"{sum(seconds) / boards:.2f} max {max(seconds):.2f}",
        flush=True,
    )


def report(shape: str, made: str, boards: list, seconds: float | None) -> None:
    count = sum(cleared(board) for board in boards)
    rate = f"{count}/{len(boards)}" + (f" {count / len(boards):4.0%}" if boards else "   -")
    timing = f"{seconds:10.2f}" if seconds is not None else f"{'':10}"
    shares = [stuck_share(board) for board in boards] or [float("nan")]
    measured = f"{sum(shares) / len(shares):18.2f} {min(shares):5.2f} {max(shares):5.2f}"
    print(f"{shape:<22} {made:<22} {rate:>12} {len(boards):>6} {timing} {measured}", flush=True)


if __name__ == "__main__":
    main()
