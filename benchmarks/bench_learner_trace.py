"""A learner's own search traced for the report, against the same call run plain, side by side.

For each kind of search (a BFS with a deque on a 6x6 board, a DFS by recursion 5,000 deep
along a row, a recursive six-digit search), the time of ``offer`` (the call under the trace,
its steps read and its first wrong step found) over the time of the plain call, in one run.
The trace is bounded by counting (``MAX_LINES`` lines, ``MAX_LOOKS`` steps), so the deep
recursion is followed to its first ``MAX_LOOKS`` steps and says so.

    python -m benchmarks.bench_learner_trace [--repeat 3]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import deque

from linklab.core.board import Board
from linklab.course.learner_search import offer

STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))
ALPHA, BETA = (1, 4, 2, 0, 3, 5), (0, 2, 5, 3, 1, 4)


def bfs_limit_one(board, a, b):
    """A BFS by turns with a deque, its turn limit one too low."""
    best, queue = {}, deque([(a, None, 0)])
    while queue:
        (r, c), heading, turns = queue.popleft()
        for way, (dr, dc) in enumerate(STEPS):
            cell = (r + dr, c + dc)
            cost = turns + (heading is not None and way != heading)
            if cost > 1 or not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
                continue
            if cell == b:
                return True
            if board[cell] or best.get((cell, way), 9) <= cost:
                continue
            best[(cell, way)] = cost
            queue.append((cell, way, cost))
    return False


def deep_dfs(board, a, b):
    """A DFS by recursion along a row: as deep as the row is long."""
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 12_000))
    seen = set()

    def go(cell):
        if cell == b:
            return True
        seen.add(cell)
        nxt = (cell[0], cell[1] + 1)
        return nxt[1] < board.cols and nxt not in seen and (nxt == b or board[nxt] == 0) and go(nxt)

    return go(a)


def can_reach(layout, seen=None, depth=0):
    """A recursive six-digit search that stops four moves deep."""
    seen = set() if seen is None else seen
    if tuple(layout) == (1, 2, 3, 4, 5, 6):
        return True
    if depth == 4 or tuple(layout) in seen:
        return False
    seen.add(tuple(layout))
    for dest in (ALPHA, BETA):
        new = [0] * 6
        for cell, digit in enumerate(layout):
            new[dest[cell]] = digit
        if can_reach(tuple(new), seen, depth + 1):
            return True
    return False


def _best(action, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    repeat = parser.parse_args().repeat
    open_board = Board.from_rows([[1, 0, 0, 0, 0, 2]] + [[0] * 6] * 4 + [[2, 0, 0, 0, 0, 1]])
    row = Board.from_rows([[1] + [0] * 5000 + [1]])
    cases = [
        ("BFS with a deque, 6x6, limit 1", bfs_limit_one, (open_board, (0, 0), (5, 5)), "link"),
        ("DFS by recursion, 5,000 deep", deep_dfs, (row, (0, 0), (0, 5001)), "path"),
        ("six digits by recursion", can_reach, (4, 1, 2, 6, 5, 3), "six"),
    ]
    limit = sys.getrecursionlimit()
    print(f"{'search':32} {'plain':>10} {'offer':>10} {'ratio':>8}  steps  first wrong step")
    for label, fn, case, kind in cases:
        args = (case,) if kind == "six" else case
        plain = _best(lambda fn=fn, args=args: fn(*args), repeat)
        shown = offer(fn, case, kind)
        traced = _best(lambda fn=fn, case=case, kind=kind: offer(fn, case, kind), repeat)
        d = shown.divergence
        print(f"{label:32} {plain * 1e3:8.2f}ms {traced * 1e3:8.0f}ms {traced / plain:7.0f}x"
              f"  {len(shown.steps):5}  {d.reason} at {d.step}")  # fmt: skip
    sys.setrecursionlimit(limit)


if __name__ == "__main__":
    main()
