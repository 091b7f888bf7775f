"""The core's hot paths against another revision's, side by side in one process.

Each path's module as it is at ``--baseline`` (a git revision, ``main`` by default) is loaded
beside the current one under another name, and both run the same input, alternating which goes
first, ``--repeat`` times; printed: the fastest processor time of each and their ratio (current
/ baseline: below 1.10 is within 10%). The paths: the turn-counting BFS and the backtracking DFS
on HDU 1175's worst shape at 40x40, as events and as ``find_path`` finds their paths
(``search``), the runs a path reaches in three turns from
every cell of a 10x20 board half cleared (``tilegrid``), ten random games on a 10x20 board
(``difficulty``), and a learner's BFS and a 3,000-deep recursive DFS recorded for the report
(``learner_trace``). The exact solver has its own: ``bench_solver.py --baseline``.

    python -m benchmarks.bench_core [--baseline main] [--repeat 7]
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from benchmarks.bench_hdu1175 import worst_case_grid
from benchmarks.bench_learner_trace import bfs_limit_one, deep_dfs
from linklab.core import difficulty, learner_trace, search, tilegrid
from linklab.core.board import Board
from linklab.core.generate import generate_board
from linklab.core.rules import Rules

ROOT = Path(__file__).resolve().parent.parent


def module_at(revision: str, path: str) -> ModuleType:
    """The module at ``path`` as it is at ``revision``, loaded under a name of its own.

    >>> module_at("HEAD", "linklab/core/search.py").__name__
    'baseline_linklab_core_search'
    """
    source = subprocess.run(
        ["git", "show", f"{revision}:{path}"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    name = "baseline_" + path.removesuffix(".py").replace("/", "_")
    spec = importlib.util.spec_from_loader(name, loader=None)
    assert spec is not None  # a loader-less spec is always made
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up here
    exec(compile(source, f"{revision}:{path}", "exec"), module.__dict__)
    return module


def cases(baseline: str) -> dict[str, tuple[Callable[[ModuleType], object], ModuleType, str]]:
    """Each path: a call taking the module to run it with, the current module, its path."""
    grid, a, b = worst_case_grid(40, 40)
    board = Board.from_rows(grid)
    dealt = generate_board(10, 20, 10, seed=3)
    grids = {}

    def near_tiles(module: ModuleType) -> object:
        if module not in grids:  # each module's own grid, half cleared once
            grids[module] = module.TileGrid(dealt, Rules(3))
            for tile in range(100):
                grids[module].set(tile, 0)
        found = grids[module]
        return [found.near_tiles_by_turns(r, c, 3) for r in range(2, 12) for c in range(2, 22)]

    open_board = Board.from_rows([[0] * 6 for _ in range(6)])
    row = Board.from_rows([[0] * 3000])
    return {
        "bfs_events 40x40": (
            lambda m: list(m.bfs_events(board, a, b)),
            search,
            "linklab/core/search.py",
        ),
        "dfs_events 40x40": (
            lambda m: list(m.dfs_events(board, a, b)),
            search,
            "linklab/core/search.py",
        ),
        "find_path bfs 40x40": (
            lambda m: m.find_path(board, a, b),
            search,
            "linklab/core/search.py",
        ),
        "find_path dfs 40x40": (
            lambda m: m.find_path(board, a, b, method="dfs"),
            search,
            "linklab/core/search.py",
        ),
        "runs, 3 turns, 10x20": (near_tiles, tilegrid, "linklab/core/tilegrid.py"),
        "random games 10x20": (
            lambda m: [m.random_game(dealt, Rules(), random.Random(s)) for s in range(10)],
            difficulty,
            "linklab/core/difficulty.py",
        ),
        "learner's BFS recorded": (
            lambda m: m.record_search(bfs_limit_one, (open_board, (0, 0), (5, 5))),
            learner_trace,
            "linklab/core/learner_trace.py",
        ),
        "deep DFS recorded": (
            lambda m: m.record_search(deep_dfs, (row, (0, 0), (0, 2999))),
            learner_trace,
            "linklab/core/learner_trace.py",
        ),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default="main", help="a git revision")
    parser.add_argument("--repeat", type=int, default=7, help="runs of each, alternating")
    args = parser.parse_args(argv)
    loaded: dict[str, ModuleType] = {}
    print(f"against {args.baseline}\n{'path':24} {'now ms':>8} {'base ms':>8} {'ratio':>6}")
    for name, (run, current, path) in cases(args.baseline).items():
        base_module = loaded.setdefault(path, module_at(args.baseline, path))
        times: dict[str, list[float]] = {"now": [], "base": []}
        for turn in range(args.repeat):
            order = [("now", current), ("base", base_module)]
            for label, module in order if turn % 2 else order[::-1]:
                started = time.process_time()
                run(module)
                times[label].append(time.process_time() - started)
        now, base = min(times["now"]), min(times["base"])
        print(f"{name:24} {now * 1000:8.1f} {base * 1000:8.1f} {now / base:6.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
