"""Document 001 answered two ways, side by side: a fresh BFS per line against one table.

The per-line BFS is the document's program re-done in Python as it is written: each layout
becomes a six-digit number, each move unpacks it into a 2x3 array and packs it again, and
every line gets a new queue and a new seen set. It is timed on a sample of the lines and
scaled up; `judge_sixdigits` is timed on all of them.

    python benchmarks/bench_sixdigits.py [--lines 100000] [--sample 2000] [--seed 1]
"""

from __future__ import annotations

import argparse
import io
import random
import time
from collections import deque

from linklab.core.sixdigits import GOAL, judge_sixdigits
from linklab.documents import doc001_moveto

TARGET = 123456


def random_lines(count: int, seed: int) -> list[str]:
    """`count` random layouts, one a line, from a seeded generator."""
    rng = random.Random(seed)
    lines = []
    for _ in range(count):
        digits = list(GOAL)
        rng.shuffle(digits)
        lines.append(" ".join(map(str, digits)))
    return lines


def document_bfs(num: int) -> int:
    """The document's bfs(): 1 if 123456 is generated, else 0; a fresh queue and seen set."""
    queue = deque([num])
    used = {num}
    while queue:
        u = queue.popleft()
        for move in (1, 2):
            v = doc001_moveto(u, move)
            if v == TARGET:
                return 1
            if v not in used:
                queue.append(v)
                used.add(v)
    return 0


def document_judge(lines: list[str]) -> list[str]:
    """The document's main loop over already-read lines."""
    answers = []
    for line in lines:
        num = 0
        for digit in line.split():
            num = num * 10 + int(digit)
        answers.append("Yes" if document_bfs(num) else "No")
    return answers


def best_time(function, repeats: int) -> float:
    """The shortest of `repeats` wall-clock timings of function()."""
    timings = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        timings.append(time.perf_counter() - start)
    return min(timings)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--sample", type=int, default=2_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write-input", metavar="PATH", help="also save the lines to PATH")
    args = parser.parse_args()

    lines = random_lines(args.lines, args.seed)
    text = "\n".join(lines) + "\n"
    if args.write_input:
        with open(args.write_input, "w", encoding="ascii") as file:
            file.write(text)
    sample = lines[: args.sample]

    start = time.perf_counter()
    document_answers = document_judge(sample)
    bfs_seconds = (time.perf_counter() - start) * len(lines) / len(sample)

    out = io.StringIO()
    judge_sixdigits(text, out)  # builds the table once, outside the timing
    table_answers = out.getvalue().splitlines()
    assert table_answers[: len(sample)] == document_answers, "the two ways disagree"
    table_seconds = best_time(lambda: judge_sixdigits(text, io.StringIO()), repeats=5)

    yes = table_answers.count("Yes")
    print(f"{len(lines):,} random layouts (seed {args.seed}), {yes:,} of them solvable")
    print(
        f"per-line BFS, the document's way: {bfs_seconds:8.3f} s "
        f"(timed on the first {len(sample):,} lines, scaled by {len(lines) / len(sample):g})"
    )
    print(f"judge_sixdigits, one table:       {table_seconds:8.3f} s (best of 5, all lines)")
    print(f"ratio: the table is {bfs_seconds / table_seconds:,.0f}x faster")


if __name__ == "__main__":
    main()
