"""Practice questions: a question generated (its board and key) and an answer checked, for each
skill at each level, in milliseconds, beside the 100 ms a learner may wait for either, with the
load average of the machine while it ran. The board's picture in the widget (its HTML table) is
timed with the question, as the page draws it; a wrong answer is checked (it reads the most).

    python -m benchmarks.bench_practice [--seeds 20] [--levels 1,5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from linklab.course.practice import MAX_LEVEL, SKILLS, judge_answer, question
from linklab.course.practice.answers import typed_answer
from linklab.course.practice.worksheet import board_markdown

TARGET_MS = 100.0


def _wrong(q) -> str:
    right = typed_answer(q)
    return {"turns": "17", "word": "αα"}.get(q.form, "(1,1)") if right != "(1,1)" else "none"


def measure(skill: str, level: int, seeds: int) -> tuple[float, float]:
    """The median milliseconds to make a question (and draw its board as text) and to check a
    wrong answer to it, over ``seeds`` seeds."""
    made, checked = [], []
    for seed in range(seeds):
        start = time.perf_counter()
        q = question(skill, level, 10_000 + seed)
        board_markdown(q)
        made.append(time.perf_counter() - start)
        said = _wrong(q)
        start = time.perf_counter()
        judge_answer(q, said)
        checked.append(time.perf_counter() - start)
    return 1000 * statistics.median(made), 1000 * statistics.median(checked)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--levels", default=f"1,{MAX_LEVEL}")
    args = parser.parse_args(argv)
    levels = [int(level) for level in args.levels.split(",")]
    question("pairs", 1, 0)  # imports and the six-digit table, once, as a page does at start
    load = os.getloadavg()[0]
    print(f"load average {load:.1f} on {os.cpu_count()} cores; medians over {args.seeds} seeds")
    print(f"{'skill':<14}{'level':>6}{'question ms':>13}{'check ms':>10}{'worst / 100 ms':>16}")
    worst = 0.0
    for skill in SKILLS:
        for level in levels:
            made, checked = measure(skill, level, args.seeds)
            worst = max(worst, made, checked)
            ratio = max(made, checked) / TARGET_MS
            print(f"{skill:<14}{level:>6}{made:>13.2f}{checked:>10.2f}{ratio:>16.3f}")
    print(f"slowest median: {worst:.2f} ms, {worst / TARGET_MS:.3f} of the 100 ms allowed")


if __name__ == "__main__":
    main()
