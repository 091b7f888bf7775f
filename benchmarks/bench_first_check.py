"""A first failing check on a fresh page: its probes read from the package or worked out.

For each kind of check (``check_link``, ``check_bfs_path``, ``check_dfs``, ``check_can_reach``),
a function of ``tests/programs/misconceptions.py`` that fails it is checked in a fresh
interpreter, the first thing it does, as a learner's first press on a fresh page: once with the
catalogue's probes read from the table shipped with the package
(`linklab.course.selfcheck.probe_table`), once with them worked out at the press as they were
before (`misconceptions.work_out_probes`). Each is measured twice, in its own child process:
the CPU time of the check, and its calls counted as ``tests/counted_work.py`` counts them. The
page's Python is about 2 to 5 times slower than this one. Also printed: what the table adds to
the page's package, in bytes.

    python -m benchmarks.bench_first_check
"""

from __future__ import annotations

import gzip
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHECKS = (
    ("link", "check_link", "target_as_wall"),
    ("bfs", "check_bfs_path", "bfs_pops_from_the_end"),
    ("dfs", "check_dfs", "dfs_never_unmarks"),
    ("six digits", "check_can_reach", "alpha_only"),
)
CHILD = """
import sys, time
sys.path[:0] = [{tests!r}, {programs!r}]
from counted_work import count_traced
import misconceptions as programs
from linklab.course.selfcheck import checks, probe_table
if {at_the_press!r}:
    probe_table.shipped = lambda kind, rules: None
call = lambda: getattr(checks, {check!r})(getattr(programs, {wrong!r}))
if {counted!r}:
    print(count_traced(call))
else:
    started = time.process_time()
    result = call()
    print(time.process_time() - started, result.status)
"""


def measure(check: str, wrong: str, at_the_press: bool, counted: bool) -> str:
    """One fresh interpreter's first check: its CPU seconds and status, or its counted calls."""
    code = CHILD.format(
        tests=str(ROOT / "tests"),
        programs=str(ROOT / "tests" / "programs"),
        at_the_press=at_the_press,
        check=check,
        wrong=wrong,
        counted=counted,
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return done.stdout.split("\n")[-2]


def package_bytes() -> tuple[int, int]:
    """The page's package (`linklab.site.python.linklab_zip`) with and without the table."""
    from linklab.site.python import linklab_zip, page_modules

    every = page_modules()
    without = [name for name in every if not name.endswith(("probe_data", "probe_table"))]
    return len(linklab_zip(every)), len(linklab_zip(without))


def main() -> None:
    print(
        f"{'first failing check':28} {'worked out at the press':>30} {'read from the package':>30}"
        f" {'ratio':>7}"
    )
    for kind, check, wrong in CHECKS:
        seconds, counts, status = [], [], ""
        for at_the_press in (True, False):
            took, status = measure(check, wrong, at_the_press, counted=False).split()
            seconds.append(float(took))
            counts.append(int(measure(check, wrong, at_the_press, counted=True)))
        cells = [f"{s:6.3f} s CPU, {c:>9,} calls" for s, c in zip(seconds, counts, strict=True)]
        print(
            f"{kind + ' (' + wrong + ')':28} {cells[0]:>30} {cells[1]:>30}"
            f" {seconds[1] / seconds[0]:6.2f}x  {status}",
            flush=True,
        )
    data = (ROOT / "linklab" / "course" / "selfcheck" / "probe_data.py").read_bytes()
    with_table, without = package_bytes()
    print(
        f"\nthe table: probe_data.py {len(data):,} bytes ({len(gzip.compress(data)):,} gzipped);"
        f" the page's package {with_table:,} bytes against {without:,} without it"
        f" (+{(with_table - without) / 1000:.1f} KB)"
    )


if __name__ == "__main__":
    main()
