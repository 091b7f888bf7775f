"""The exact solver and the greedy player on seeded random boards, shape by shape.

For each shape and rule, the same seeded boards (dealt at random, not built solvable) go to
``solve`` with a time limit and to ``autoplay_moves``. Printed per shape and rule:

- decided: solved or proven unsolvable within the limit; solved; proven unsolvable;
- the median and 95th-percentile solve time;
- greedy: how often greedy play clears the board, and how often it gets stuck on a board the
  solver cleared (greedy play calling a solvable board unsolvable).

Shapes: ``10x20`` (document 004: 10 kinds dealt in pairs), ``9x16`` (KShisen's default: 36 kinds
x 4), ``16x30`` (36 kinds dealt in fours). Rules: ``inside`` (paths stay on the board) and
``outside`` (paths may use a ring around it).

Run: ``python benchmarks/bench_solver.py [--boards 20] [--time-limit 2] [--shapes 9x16,16x30]
[--rules inside] [--verbose]``

With ``--baseline REF`` (a git revision, e.g. ``main``), the solver and its board (``solver.py``,
``tilegrid.py``) as they are at ``REF`` are loaded beside the current ones and both solve the
same boards, alternating, in this one process; each line then gives the total time of each and
their ratio (current / baseline; below 1.10 is within 10%), and counts the boards where both
decided but differ in status, moves or counts.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import subprocess
import sys
import time
from pathlib import Path

from linklab.core.game import autoplay_moves
from linklab.core.generate import generate_board
from linklab.core.rules import Rules
from linklab.core.solver import solve

SHAPES = {
    "10x20": (10, 20, 10, 2),
    "9x16": (9, 16, 36, 4),
    "16x30": (16, 30, 36, 4),
}
RULES = {"inside": Rules(), "outside": Rules(outside=True)}


def load_baseline(revision: str):
    """The modules ``linklab/core/solver.py`` and the board it searches on,
    ``linklab/core/tilegrid.py``, as they are at a git revision, loaded under other names (the
    solver reading that tilegrid)."""
    tilegrid = _load_at(revision, "linklab/core/tilegrid.py", "linklab_baseline_tilegrid")
    solver = _load_at(revision, "linklab/core/solver.py", "linklab_baseline_solver")
    solver.TileGrid = tilegrid.TileGrid
    return solver


def _load_at(revision: str, path: str, name: str):
    root = Path(__file__).resolve().parent.parent
    source = subprocess.run(
        ["git", "show", f"{revision}:{path}"],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    spec = importlib.util.spec_from_loader(name, loader=None)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up here
    exec(compile(source, f"{revision}:{path}", "exec"), module.__dict__)
    return module


def compare_one(
    shape: str, rule: str, boards: int, time_limit: float, first: int, baseline, repeat: int
):
    """Total solve time of the current solver and the baseline on the same boards (each board's
    fastest of ``repeat`` runs), and how many boards they answered differently."""
    rows, cols, kinds, group = SHAPES[shape]
    rules = RULES[rule]
    now_total = base_total = 0.0
    mismatches = 0
    for seed in range(first, first + boards):
        board = generate_board(rows, cols, kinds, seed=seed, group=group)
        now_best = base_best = float("inf")
        for turn in range(repeat):
            # alternate which goes first, so that warm caches favour neither
            if (seed + turn) % 2:
                base = baseline.solve(board, rules, time_limit=time_limit, seed=seed)
                now = solve(board, rules, time_limit=time_limit, seed=seed)
            else:
                now = solve(board, rules, time_limit=time_limit, seed=seed)
                base = baseline.solve(board, rules, time_limit=time_limit, seed=seed)
            now_best, base_best = min(now_best, now.seconds), min(base_best, base.seconds)
        now_total += now_best
        base_total += base_best
        if now.decided and base.decided:
            same = (now.status, now.moves, now.nodes, now.dead_states, now.restarts) == (
                base.status,
                base.moves,
                base.nodes,
                base.dead_states,
                base.restarts,
            )
            mismatches += not same
    return now_total, base_total, mismatches


def greedy_clears(board, rules) -> bool:
    """Whether greedy play clears the board."""
    left = sum(board.counts().values())
    return left == 2 * sum(1 for _ in autoplay_moves(board, rules))


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def run_one(shape: str, rule: str, boards: int, time_limit: float, first: int, verbose: bool):
    rows, cols, kinds, group = SHAPES[shape]
    rules = RULES[rule]
    statuses, times, greedy, greedy_wrong = [], [], 0, 0
    for seed in range(first, first + boards):
        board = generate_board(rows, cols, kinds, seed=seed, group=group)
        result = solve(board, rules, time_limit=time_limit, seed=seed)
        cleared = greedy_clears(board, rules)
        statuses.append(result.status)
        times.append(result.seconds)
        greedy += cleared
        greedy_wrong += result.status == "solved" and not cleared
        if verbose:
            print(
                f"  {shape} {rule} seed {seed}: {result.status} in {result.seconds:.3f} s, "
                f"{result.nodes} nodes, {result.restarts} restarts; greedy "
                f"{'clears' if cleared else 'stuck'}",
                flush=True,
            )
    solved = statuses.count("solved")
    unsolvable = statuses.count("unsolvable")
    return {
        "shape": shape,
        "rule": rule,
        "boards": boards,
        "decided": (solved + unsolvable) / boards,
        "solved": solved / boards,
        "unsolvable": unsolvable / boards,
        "median": statistics.median(times),
        "p95": percentile(times, 0.95),
        "greedy": greedy / boards,
        "greedy_stuck_on_solvable": greedy_wrong / solved if solved else 0.0,
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=20, help="boards per shape and rule")
    parser.add_argument("--time-limit", type=float, default=2.0, help="seconds per board")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--shapes", default=",".join(SHAPES), help="comma-separated")
    parser.add_argument("--rules", default=",".join(RULES), help="comma-separated")
    parser.add_argument("--verbose", action="store_true", help="a line per board")
    parser.add_argument("--baseline", help="a git revision to compare the solver against")
    parser.add_argument("--repeat", type=int, default=3, help="runs per board with --baseline")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.baseline:
        baseline = load_baseline(args.baseline)
        print(
            f"{args.boards} boards per line, {args.time_limit:g} s each, against "
            f"{args.baseline}\n{'shape':6} {'rule':8} {'now s':>8} {'base s':>8} {'ratio':>6} "
            f"{'differ':>6}",
            flush=True,
        )
        for shape in args.shapes.split(","):
            for rule in args.rules.split(","):
                now, base, differ = compare_one(
                    shape,
                    rule,
                    args.boards,
                    args.time_limit,
                    args.first_seed,
                    baseline,
                    args.repeat,
                )
                print(
                    f"{shape:6} {rule:8} {now:8.2f} {base:8.2f} {now / base:6.3f} {differ:6d}",
                    flush=True,
                )
        print(f"total {time.perf_counter() - started:.0f} s")
        return 0
    print(
        f"{args.boards} boards per line, {args.time_limit:g} s each\n"
        f"{'shape':6} {'rule':8} {'decided':>8} {'solved':>7} {'unsolv.':>8} "
        f"{'median s':>9} {'p95 s':>7} {'greedy':>7} {'greedy stuck/solvable':>22}",
        flush=True,
    )
    for shape in args.shapes.split(","):
        for rule in args.rules.split(","):
            row = run_one(shape, rule, args.boards, args.time_limit, args.first_seed, args.verbose)
            print(
                f"{row['shape']:6} {row['rule']:8} {row['decided']:8.1%} {row['solved']:7.1%} "
                f"{row['unsolvable']:8.1%} {row['median']:9.3f} {row['p95']:7.3f} "
                f"{row['greedy']:7.1%} {row['greedy_stuck_on_solvable']:22.1%}",
                flush=True,
            )
    print(f"total {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
