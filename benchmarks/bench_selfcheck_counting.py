"""What counting a check's work costs, and how much work right searches do against the course's.

Two tables, each run side by side in one process:

1. The check's time on a right function with counting (as the checks run) and without it (the
   same cases, the same guard, ``counting.COUNT_CELLS`` raised so that nothing is counted): the
   ratio is what counting costs a learner who waits for a verdict.
2. For each right search a learner may write (the table of ``tests/programs/misconceptions.py``,
   the notebooks' worked answers, the package's own searches), the most work it does on any
   counted case, as a multiple of the course's own search on the same case
   (`linklab.course.selfcheck.counting.reference_work`): the allowed ratio,
   ``counting.WORK_RATIO``, must stand well above every one of them.

3. With ``--pythons P1 P2 ...``: the work counted for a few right and wrong searches on every
   counted case, in each of those interpreters (the package on their path): the counts must be
   the same in each, as they are in the page's Pyodide (line events would not be).

    python benchmarks/bench_selfcheck_counting.py [--repeat N] [--pythons PYTHON ...]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from linklab.core.checker import Checker
from linklab.core.rules import Rules
from linklab.core.search import find_path
from linklab.course import exercise_bank
from linklab.course.selfcheck import cases, checks, counting
from tests.programs import misconceptions

ROOT = Path(__file__).resolve().parent.parent


def worked(key: str):
    """The notebook's worked answer of exercise ``key``, as a function."""
    from linklab.core import sixdigits

    exercise = next(e for e in exercise_bank.EXERCISES if e.key == key)
    space: dict = {"six": sixdigits}
    exec(exercise.answer, space)
    return space[exercise.function]


def right_functions():
    """(check kind, name, function) of right searches."""
    yield "link", "notebook 02's worked answer", worked("02.6")
    yield "link", "0-1 BFS (misconceptions.right_link)", misconceptions.right_link
    yield "link", "document 000's >= (misconceptions)", misconceptions.right_document_000_ge
    yield "link", "linklab's Checker", lambda board, a, b: Checker(board).can_link(a, b)
    yield (
        "link",
        "linklab's find_path (events)",
        lambda board, a, b: find_path(board, a, b) is not None,
    )
    yield "dfs", "notebook 03's worked answer", worked("03.5")
    yield "dfs", "misconceptions.right_dfs", misconceptions.right_dfs
    yield "dfs", "linklab's find_path, method dfs", lambda b, x, y: find_path(b, x, y, method="dfs")
    yield "six", "notebook 07's worked answer", worked("07.4")
    yield "six", "misconceptions.right_can_reach", misconceptions.right_can_reach


def counted_cases(kind: str):
    if kind == "six":
        from linklab.core.cases import six_in_order

        return list(six_in_order())
    every = cases.all_cases(Rules(), 300, 0)
    return [case for case in every if checks.counted_case(kind, case)]


def most_work(kind: str, fn) -> tuple[float, float, int]:
    """The largest ratio of ``fn``'s work past the floor to the course's work on a counted case,
    the largest share of the allowance it uses, and how many cases."""
    counter, worst, share, found = counting.WorkCounter(), 0.0, 0.0, counted_cases(kind)
    reference_kind = checks.REFERENCE_KIND[kind]
    for case in found:
        reference = counting.reference_work(reference_kind, case, Rules())
        if kind == "six":
            work = counter.count(lambda case=case: fn(case))
        else:
            board, a, b = case
            given = counting.counted_board(board, counting.LookCount())
            work = counter.count(lambda g=given, a=a, b=b: fn(g, a, b))
        worst = max(worst, (work - counting.WORK_FLOOR) / max(reference, 1))
        share = max(share, work / counter.allowed(reference))
    return worst, share, len(found)


SAME_COUNTS = """
import hashlib, sys
from tests.programs import misconceptions as m
from linklab.core.cases import six_in_order
from linklab.core.rules import Rules
from linklab.course.selfcheck import cases, checks, counting
every = [c for c in cases.all_cases(Rules(), 300, 0) if checks.counted_case("link", c)]
found = []
for kind, fn in [("link", m.right_link), ("link", m.visited_at_first_arrival),
                 ("dfs", m.right_dfs), ("dfs", m.dfs_without_pruning), ("six", m.right_can_reach)]:
    counter = counting.WorkCounter()
    for case in list(six_in_order())[:200] if kind == "six" else every:
        found.append(counting.reference_work(checks.REFERENCE_KIND[kind], case, Rules()))
        if kind == "six":
            found.append(counter.count(lambda: fn(case)))
        else:
            board, a, b = case
            given = counting.counted_board(board, counting.LookCount())
            found.append(counter.count(lambda: fn(given, a, b)))
digest = hashlib.sha1(repr(found).encode()).hexdigest()[:12]
print(sys.version.split()[0], len(found), sum(found), digest)
"""


def same_counts(pythons: list[str]) -> None:
    import os
    import subprocess

    program = SAME_COUNTS
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    print("\n3. the counts in each Python: version, counts, their sum, their digest")
    for python in pythons:
        done = subprocess.run([python, "-c", program], capture_output=True, text=True, env=env)
        print("  " + (done.stdout.strip() or done.stderr.strip().splitlines()[-1]))


def timed(check, fn) -> float:
    started = time.perf_counter()
    check(fn)
    return time.perf_counter() - started


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--pythons", nargs="*", default=[])
    options = parser.parse_args(argv)
    if options.pythons:
        same_counts(options.pythons)
    print(f"allowed: {counting.WORK_RATIO} x the course's work + {counting.WORK_FLOOR}")
    print(
        "\n1. a check's time on a right function, counted and not (best of "
        f"{options.repeat}, seconds)"
    )
    runs = [
        ("check_link", checks.check_link, worked("02.6")),
        ("check_dfs", checks.check_dfs, worked("03.5")),
        ("check_can_reach", checks.check_can_reach, worked("07.4")),
    ]
    for name, check, fn in runs:
        check(fn)  # the rule's answers and the course's work, worked out once
        counted, plain = [], []
        for _ in range(options.repeat):
            counted.append(timed(check, fn))
            kept = counting.COUNT_CELLS
            counting.COUNT_CELLS = 10**9
            original = checks.counted_case
            checks.counted_case = lambda kind, case: False  # nothing counted
            try:
                plain.append(timed(check, fn))
            finally:
                counting.COUNT_CELLS = kept
                checks.counted_case = original
        print(
            f"  {name:16} counted {min(counted):6.2f}  not counted {min(plain):6.2f}  "
            f"ratio {min(counted) / min(plain):.2f}"
        )
    print("\n2. a right search's most work on a counted case: past the floor, x the course's;")
    print("   and the largest share of its allowance it uses")
    for kind, name, fn in right_functions():
        worst, share, count = most_work(kind, fn)
        print(f"  {kind:5} {name:40} {worst:6.2f} x  {100 * share:5.1f} %  ({count} cases)")


if __name__ == "__main__":
    main()
