"""HDU 1175's worst case, measured side by side in one run.

The board is 1000x999 and empty but for one tile walled in by tiles of other kinds and one tile of
its kind in a corner; 49 queries ask whether the two link. Each query is a NO, so a DFS must try
everything it can reach before it gives up.

Printed, as ratios measured in this process:
1. the project's DFS (document 003's way: dfs_events) against the fast checker, on the same
   query (on a smaller board of the same shape: the DFS takes minutes on the full one);
2. ``judge_hdu1175`` on the full input against Python just reading the numbers;
3. the whole ``linklab judge hdu1175`` process against a Python process that only reads the
   numbers (median of several runs), and against another program when ``--against CMD`` is given
   (for example document 003's program compiled out of tree).

Run: ``python benchmarks/bench_hdu1175.py [--against ./doc003]``
"""

from __future__ import annotations

import argparse
import io
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

from linklab import Board, Checker, Rules, summarize


def worst_case_grid(rows: int, cols: int):
    """The grid, the corner tile and the walled-in tile (0-based)."""
    grid = [[0] * cols for _ in range(rows)]
    target = (rows // 2, cols // 2)
    grid[target[0]][target[1]] = 1
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        grid[target[0] + dr][target[1] + dc] = 2
    grid[0][0] = 1
    return grid, (0, 0), target


def worst_case_input(rows: int = 1000, cols: int = 999, queries: int = 49) -> bytes:
    grid, a, b = worst_case_grid(rows, cols)
    lines = [f"{rows} {cols}", *(" ".join(map(str, row)) for row in grid), str(queries)]
    lines += [f"{a[0] + 1} {a[1] + 1} {b[0] + 1} {b[1] + 1}"] * queries
    lines.append("0 0")
    return ("\n".join(lines) + "\n").encode()


def best_of(repeats: int, run) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def median_process(command: list[str], data_path: str, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        with open(data_path, "rb") as data:
            start = time.perf_counter()
            subprocess.run(command, stdin=data, stdout=subprocess.DEVNULL, check=True)
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--small", type=int, default=150, help="rows of the DFS comparison board")
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--against", help="another command reading the same input, timed too")
    args = parser.parse_args()

    from linklab.cli.judge import judge_hdu1175
    from linklab.core.search import dfs_events

    grid, a, b = worst_case_grid(args.small, args.small - 1)
    board = Board.from_rows(grid)
    rules = Rules()
    counts = {}

    def dfs_once():
        counts["dfs"] = summarize(dfs_events(board, a, b, rules))

    dfs = best_of(1, dfs_once)
    fast = best_of(args.repeats, lambda: Checker(board, rules).can_link(a, b))
    s = counts["dfs"]
    print(
        f"1. one query on {board.rows}x{board.cols}: DFS {dfs:.3f} s "
        f"({s.expanded} pushes, {s.backtracks} backtracks, {sum(s.rejected.values())} rejections)"
        f", fast checker (with its preparation) {fast * 1000:.2f} ms: {dfs / fast:.0f}x"
    )

    data = worst_case_input()
    read = best_of(args.repeats, lambda: list(map(int, data.split())))
    judged = best_of(args.repeats, lambda: judge_hdu1175(data, io.StringIO()))
    print(
        f"2. 1000x999, 49 queries, in process: read the numbers {read * 1000:.0f} ms, "
        f"judge {judged * 1000:.0f} ms: {judged / read:.2f}x the reading (target at most 1.5x)"
    )

    with tempfile.NamedTemporaryFile(suffix=".in") as handle:
        handle.write(data)
        handle.flush()
        just_read = "import sys; list(map(int, sys.stdin.buffer.read().split()))"
        reader = [sys.executable, "-c", just_read]
        judge = [sys.executable, "-m", "linklab", "judge", "hdu1175"]
        read_p = median_process(reader, handle.name, args.repeats)
        judge_p = median_process(judge, handle.name, args.repeats)
        print(
            f"3. whole processes (median of {args.repeats}): python reading the numbers "
            f"{read_p:.3f} s, linklab judge hdu1175 {judge_p:.3f} s: {judge_p / read_p:.2f}x"
        )
        if args.against:
            against = shlex.split(args.against)
            other = median_process(against, handle.name, max(3, args.repeats // 2))
            print(f"   {args.against}: {other:.3f} s; linklab is {other / judge_p:.1f}x faster")


if __name__ == "__main__":
    main()
