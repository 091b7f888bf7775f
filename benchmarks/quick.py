"""The benchmarks in a quick mode, each ratio printed beside the last one recorded (``make bench``).

Every figure is a ratio measured side by side in this run, written so that bigger is better
("x faster"); a figure more than 20% below the one recorded in ``benchmarks/results/latest.json``
is flagged ``FELL``, and the run exits with status 1. The inputs are smaller than the full
benchmarks' (a quick mode), so the figures are compared only with the quick mode's own. Each
side is the best of several runs taken in turn, and each figure the median of `ROUNDS` such
ratios (one round moved the fast figures by a third from run to run on a quiet machine); a busy
machine still moves a figure: compare runs made at a like load (the load average is printed
first).

- each judge against Python's own read+split+int of the same input (`bench_judges`, part 0);
- the fast checker against the traced DFS on one query of HDU 1175's worst board, 60x59
  (`bench_hdu1175`, part 1);
- the six-digit table against the document's per-line BFS, 20,000 lines (`bench_sixdigits`);
- a live player's step sent as SVG against the same step drawn as a PNG, 30 steps in order of
  an 800-step BFS on an empty 10x20 board (`bench_player_frames`);
- documents 003 and 001 compiled (gcc, g++ -O2) against the ``linklab judge`` process, on a
  300x299 worst case and 20,000 lines (`bench_judges`, parts 2 and 3; left out without a
  compiler).

Run: ``python -m benchmarks.quick [--record]`` (``--record`` writes this run's figures as the
new ones to compare with).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

LATEST = Path(__file__).parent / "results" / "latest.json"
#: A figure this far below the recorded one is flagged.
FALL = 0.20
#: Each part is measured this many times, and each of its figures is the median.
ROUNDS = 3


def judges_against_reading() -> dict[str, float]:
    from benchmarks.bench_hdu1175 import worst_case_input
    from benchmarks.bench_judges import judge_against_reading, pair_worst_input, six_digit_lines

    inputs = {
        "hdu1175": worst_case_input(),
        "pair": pair_worst_input(),
        "sixdigits": ("\n".join(six_digit_lines(100_000)) + "\n").encode(),
    }
    got = judge_against_reading(inputs, repeats=5)
    return {f"judge {fmt}: the reading's time / the judge's": r / j for fmt, (r, j) in got.items()}


def checker_against_dfs() -> dict[str, float]:
    from benchmarks.bench_hdu1175 import best_of, worst_case_grid
    from linklab import Board, Checker, Rules, summarize
    from linklab.core.search import dfs_events

    grid, a, b = worst_case_grid(60, 59)
    board, rules = Board.from_rows(grid), Rules()
    dfs = best_of(2, lambda: summarize(dfs_events(board, a, b, rules)))
    fast = best_of(20, lambda: Checker(board, rules).can_link(a, b))
    return {"checker against the traced DFS, one query on 60x59": dfs / fast}


def table_against_bfs() -> dict[str, float]:
    import io

    from benchmarks.bench_sixdigits import best_time, document_judge, random_lines
    from linklab.core.sixdigits import judge_sixdigits

    lines = random_lines(20_000, 1)
    text = "\n".join(lines) + "\n"
    bfs = best_time(lambda: document_judge(lines[:500]), repeats=3) * len(lines) / 500
    judge_sixdigits(text, io.StringIO())
    table = best_time(lambda: judge_sixdigits(text, io.StringIO()), repeats=10)
    return {"sixdigits table against a BFS per line, 20,000 lines": bfs / table}


def documents_against_judge() -> dict[str, float]:
    from benchmarks.bench_hdu1175 import worst_case_input
    from benchmarks.bench_judges import best_each, build, six_digit_lines

    if not (shutil.which("gcc") and shutil.which("g++")):
        print("  (documents' programs left out: gcc and g++ are needed)")
        return {}
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = str(folder / "bytecode")
        built = build(folder)
        hdu, six = folder / "hdu.in", folder / "six.in"
        hdu.write_bytes(worst_case_input(300, 299))
        six.write_text("\n".join(six_digit_lines(20_000)) + "\n")
        judge = [sys.executable, "-m", "linklab", "judge"]
        c = best_each({"c": [str(built["003"])], "judge": [*judge, "hdu1175"]}, hdu, 3, env)
        cpp = best_each({"c": [str(built["001"])], "judge": [*judge, "sixdigits"]}, six, 5, env)
    return {
        "linklab judge hdu1175 against document 003 (gcc -O2), 300x299": c["c"] / c["judge"],
        "linklab judge sixdigits against document 001 (g++ -O2), 20,000 lines": cpp["c"]
        / cpp["judge"],
    }


def svg_against_png() -> dict[str, float]:
    import matplotlib

    matplotlib.use("Agg")
    from benchmarks.bench_player_frames import empty_run
    from linklab.render.canvas import FrameCanvas
    from linklab.widgets import TracePlayer
    from linklab.widgets.stage import Stage

    _, board, trace, rules = empty_run()
    player = TracePlayer(board, trace, rules)
    canvas = FrameCanvas(board, trace, rules, dpi=90)
    stage = Stage(total=len(trace))
    svg = png = 0.0
    for step in range(100, 130):  # in order, side by side
        start = time.perf_counter()
        stage.deliver([step], [player.step_scene(step)], [[]])
        middle = time.perf_counter()
        canvas.show(step)
        canvas.png()
        svg, png = svg + middle - start, png + time.perf_counter() - middle
    return {"a player's step as SVG against a PNG, 30 steps of a 10x20 BFS": png / svg}


PARTS: list[Callable[[], dict[str, float]]] = [
    judges_against_reading,
    checker_against_dfs,
    table_against_bfs,
    svg_against_png,
    documents_against_judge,
]


def median_figures(rounds: list[dict[str, float]]) -> dict[str, float]:
    """Each figure's median over the rounds that measured it.

    >>> median_figures([{"a": 3.0}, {"a": 9.0}, {"a": 4.0}])
    {'a': 4.0}
    """
    import statistics

    return {name: statistics.median(r[name] for r in rounds if name in r) for name in rounds[0]}


def compare(figures: dict[str, float], recorded: dict[str, float]) -> list[str]:
    """Each figure beside the recorded one, and the names of those that fell more than 20%.

    >>> compare({"a": 7.0, "b": 2.0}, {"a": 10.0})
           7.00x  (recorded 10.00x, -30%)  FELL  a
           2.00x  (none recorded)  b
    ['a']
    """
    fell = []
    for name, now in figures.items():
        before = recorded.get(name)
        if before is None:
            print(f"  {now:9.2f}x  (none recorded)  {name}")
            continue
        flag = ""
        if now < before * (1 - FALL):
            flag = "  FELL"
            fell.append(name)
        print(f"  {now:9.2f}x  (recorded {before:.2f}x, {now / before - 1:+.0%}){flag}  {name}")
    return fell


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--record", action="store_true", help="write this run's figures")
    args = parser.parse_args()
    recorded = json.loads(LATEST.read_text()).get("figures", {}) if LATEST.exists() else {}
    print(f"load average (1, 5, 15 min): {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    figures: dict[str, float] = {}
    fell: list[str] = []
    for part in PARTS:
        got = median_figures([part() for _ in range(ROUNDS)])
        fell += compare(got, recorded)
        figures.update(got)
    if args.record:
        LATEST.write_text(
            json.dumps(
                {
                    "measured": datetime.date.today().isoformat(),
                    "cores": os.cpu_count(),
                    "load average": [round(x, 2) for x in os.getloadavg()],
                    "figures": {name: round(value, 2) for name, value in figures.items()},
                },
                indent=2,
                ensure_ascii=False,
            )
            + "\n"
        )
        print("recorded in benchmarks/results/latest.json")
    if fell:
        print(f"{len(fell)} figure(s) fell more than {FALL:.0%} below the recorded ones")
        sys.exit(1)


if __name__ == "__main__":
    main()
