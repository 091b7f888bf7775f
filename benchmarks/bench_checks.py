"""How long the notebook checks and ``linklab stress`` take to catch each misconception.

The table of ``tests/programs/misconceptions.py``: for each wrong implementation, the seconds
its notebook check (``linklab.course.selfcheck``) and ``linklab stress`` (20 inputs, its
judge-format
program) take to catch it, and the size of the case each reports (cells and tiles of a board,
or the layouts); for each right one, the seconds a check takes to pass (twice: the first run
also works out the rule's answers for the small boards, which later runs reuse). The
baseline, run side by side in the same process, is the package's own ``Checker`` under the same
check: the ratio says how much of a check's time is the learner's function.

    python benchmarks/bench_checks.py [--no-stress]
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from pathlib import Path

from linklab.cli.stress import stress
from linklab.core.cases import format_input, size_of
from linklab.core.checker import Checker
from linklab.core.rules import Rules

ROOT = Path(__file__).resolve().parent.parent
_SPEC = importlib.util.spec_from_file_location(
    "misconceptions", ROOT / "tests" / "programs" / "misconceptions.py"
)
assert _SPEC is not None and _SPEC.loader is not None
misconceptions = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(misconceptions)
from linklab.course import selfcheck  # noqa: E402

PROGRAM = [sys.executable, str(ROOT / "tests" / "programs" / "learner_misconception.py")]


def notebook_check(name: str, kind: str):
    fn = getattr(misconceptions, name)
    misconceptions._SEEN.clear()
    rules = Rules(outside=name.endswith("outside"))
    if kind == "link":
        return selfcheck.check_link(fn, rules=rules)
    if kind == "path":
        return selfcheck.check_dfs(fn)
    if kind == "bfs":
        return selfcheck.check_bfs_path(fn)
    return selfcheck.check_can_reach(fn)


def case_size(result) -> str:
    if result.case is None:
        return "-"
    if isinstance(result.case, tuple) and len(result.case) == 3:
        board = result.case[0]
        return f"{board.rows}x{board.cols}, {len(board.tiles())} tiles"
    return f"{len(result.before) + 1} layout(s)"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--no-stress", action="store_true")
    args = parser.parse_args()
    started = time.perf_counter()
    selfcheck.check_link(lambda board, a, b: Checker(board).can_link(a, b))
    baseline = time.perf_counter() - started
    print(f"baseline: check_link of the package's Checker, first run {baseline:.2f} s")
    started = time.perf_counter()
    selfcheck.check_link(lambda board, a, b: Checker(board).can_link(a, b))
    baseline = time.perf_counter() - started
    print(f"baseline: again {baseline:.2f} s\n")
    print(
        f"{'implementation':32} {'check':>8} {'ratio':>6} {'its case':18} "
        f"{'stress':>8}  stress case"
    )
    for name, kind, right in misconceptions.TABLE:
        started = time.perf_counter()
        result = notebook_check(name, kind)
        seconds = time.perf_counter() - started
        what = f"{result.status} {case_size(result)}"
        line = f"{name:32} {seconds:7.2f}s {seconds / baseline:6.2f} {what:18}"
        if not args.no_stress and not right and kind != "bfs" and name != "dfs_without_pruning":
            fmt = "sixdigits" if kind == "six" else "hdu1175"
            started = time.perf_counter()
            found = stress(
                fmt, [*PROGRAM, fmt, name], rules=Rules(outside=name.endswith("outside")), cases=20
            )
            took = time.perf_counter() - started
            cells, tiles, *_ = size_of(found.smallest) if fmt != "sixdigits" else (0, 0, 0)
            shown = format_input(fmt, found.smallest).replace("\n", " / ").strip(" /")
            size = (
                f"{len(found.smallest)} layout(s)"
                if fmt == "sixdigits"
                else f"{cells} cells, {tiles} tiles"
            )
            line += f" {took:7.2f}s  {size}: {shown}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
