"""How hard boards are, by how they were made, side by side: the measured difficulty (the share
of random-play games that get stuck, ``difficulty.stuck_share``), how often the greedy player
clears them, and the seconds a board took to make.

For each shape, boards are made from the same seeds: dealt at random (and, of those, the ones
the exact solver clears), and ``generate --solvable`` at each difficulty. The greedy player is
``game.autoplay_moves`` (row by row, the first pair that links).

Targets: every board of a difficulty measures in its band (``generate.BANDS``: easy at most
0.2, normal 0.3 to 0.7, hard 0.85 or more) and is solvable; a board takes seconds, not minutes.

Run: ``python benchmarks/bench_generate.py [--boards 5]``
"""

from __future__ import annotations

import argparse
import contextlib
import time

from linklab.core.difficulty import stuck_share
from linklab.core.errors import InputError
from linklab.core.game import autoplay_moves
from linklab.core.generate import generate_board
from linklab.core.solver import solve

SHAPES = [(10, 20, 10, 2), (10, 20, 10, 4), (16, 30, 36, 4)]  # rows, cols, kinds, group


def cleared(board) -> bool:
    return 2 * len(list(autoplay_moves(board))) == board.rows * board.cols


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=5, help="boards per shape and way")
    parser.add_argument("--solve-seconds", type=float, default=5.0)
    args = parser.parse_args()
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


def report(shape: str, made: str, boards: list, seconds: float | None) -> None:
    count = sum(cleared(board) for board in boards)
    rate = f"{count}/{len(boards)}" + (f" {count / len(boards):4.0%}" if boards else "   -")
    timing = f"{seconds:10.2f}" if seconds is not None else f"{'':10}"
    shares = [stuck_share(board) for board in boards] or [float("nan")]
    measured = f"{sum(shares) / len(shares):18.2f} {min(shares):5.2f} {max(shares):5.2f}"
    print(f"{shape:<22} {made:<22} {rate:>12} {len(boards):>6} {timing} {measured}", flush=True)


if __name__ == "__main__":
    main()
