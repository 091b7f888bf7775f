"""How long ``linklab stress`` takes, against the time the program under test itself runs.

1. Each planted bug of ``tests/programs/learner_link.py`` (HDU 1175's format) and of
   ``learner_sixdigits.py``: the time to catch it and shrink the failing input, the inputs tried,
   the runs made while shrinking, and the ratio of the whole to the time the program's own runs
   took (start-up included: what a hand-written stress script would spend at the least).
2. 1,000 inputs against the correct program (the last at HDU 1175's limit, 1000x999), and, when
   g++ is present, against document 003's program compiled: the same ratio.

Both times are measured in this process, side by side: the program's runs are timed one by one
inside the loop, so the ratio is what linklab adds (writing inputs, answering them, comparing).

    python benchmarks/bench_stress.py [--cases 1000] [--seed 0]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from linklab.cli import stress as stress_module
from linklab.documents import source

PROGRAMS = Path(__file__).resolve().parent.parent / "tests" / "programs"
LINK = [sys.executable, str(PROGRAMS / "learner_link.py"), "hdu1175"]
SIX = [sys.executable, str(PROGRAMS / "learner_sixdigits.py")]


class ProgramClock:
    """Wraps ``run_program`` to add up the seconds the program itself runs."""

    def __init__(self):
        self.seconds = 0.0
        self.runs = 0
        self._real = stress_module.run_program

    def __enter__(self):
        def timed(command, data, time_limit):
            run = self._real(command, data, time_limit)
            self.seconds += run.seconds
            self.runs += 1
            return run

        stress_module.run_program = timed
        return self

    def __exit__(self, *exc):
        stress_module.run_program = self._real


def measure(fmt: str, command: list[str], cases: int, seed: int, time_limit: float):
    with ProgramClock() as clock:
        start = time.perf_counter()
        result = stress_module.stress(fmt, command, cases=cases, seed=seed, time_limit=time_limit)
        total = time.perf_counter() - start
    return result, total, clock


def report(label: str, result, total: float, clock: ProgramClock) -> None:
    if result.failure is None:
        found = f"all agree on {result.inputs} inputs ({result.queries} queries)"
    else:
        found = (
            f"caught at input {result.failing_input}: {result.failure.kind}; shrunk in "
            f"{result.shrink_log.tries} runs"
        )
    print(
        f"{label:<34} {total:7.2f} s  program {clock.seconds:7.2f} s in {clock.runs:5} runs  "
        f"ratio {total / clock.seconds:5.2f}  {found}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    print("1. planted bugs (time to catch and shrink)")
    bugs = [
        ("hdu1175", [*LINK, "--bug", "no-kind-check"], 5.0),
        ("hdu1175", [*LINK, "--bug", "three-turns"], 5.0),
        ("hdu1175", [*LINK, "--bug", "crash-last-column"], 5.0),
        ("hdu1175", [*LINK, "--bug", "never-answers"], 0.5),
        ("sixdigits", [*SIX, "--bug", "parity"], 5.0),
    ]
    for fmt, command, limit in bugs:
        label = f"{fmt} {command[-1]}" + (f" (limit {limit:g} s)" if limit != 5.0 else "")
        report(label, *measure(fmt, command, args.cases, args.seed, limit))

    print(f"2. {args.cases} inputs against a correct program")
    report("hdu1175 learner_link.py", *measure("hdu1175", LINK, args.cases, args.seed, 10.0))
    compiler = shutil.which("g++")
    if compiler is None:
        print("document 003 compiled: skipped, no g++")
        return
    with tempfile.TemporaryDirectory() as tmp:
        program = str(Path(tmp) / "doc003")
        printed = Path(tmp) / "doc003.cpp"  # the program as document 003 prints it
        printed.write_text(source("003"), encoding="utf-8")
        subprocess.run([compiler, "-O2", "-w", "-o", program, str(printed)], check=True)
        report(
            "hdu1175 document 003 (C++)",
            *measure("hdu1175", [program], args.cases, args.seed, 10.0),
        )


if __name__ == "__main__":
    main()
