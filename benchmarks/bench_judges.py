"""The judges against the documents' own programs and against Python's start-up, side by side.

Printed, each the best of ``--repeats`` runs taken in turn (one of each, then again), so that a
load on the machine weighs on both sides alike:

0. in this process, each judge (``run_judge``, as the command calls it) on its worst input against
   Python's own ``read``, ``split`` and ``int`` of the same bytes (target: at most 1.5x): HDU
   1175's worst case, document 000's format on a 1000x1000 board of the same shape, and the
   six-digit lines below;
1. start-up: ``python -m linklab judge sixdigits`` on ten lines against ``python -c pass``
   (target: at most 3x);
2. HDU 1175's worst case (1000x999, one tile walled in, 49 queries; `bench_hdu1175`): document
   003's C program compiled with ``gcc -O2`` against ``linklab judge hdu1175`` (target: linklab
   at least 25x faster);
3. 100,000 random six-digit lines: document 001's C++ program compiled with ``g++ -O2`` (the
   two ``[n]`` the page lost put back, as `linklab.documents.doc001` says) against
   ``linklab judge sixdigits`` (target: at least 25x faster).

Every Python process runs with its bytecode cached (in a temporary folder), as an installed
package has it: a test environment's ``PYTHONDONTWRITEBYTECODE`` would make each start compile
linklab's modules again. The load average is printed first and last.

Run: ``python -m benchmarks.bench_judges [--repeats 7]``
"""

from __future__ import annotations

import argparse
import io
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.bench_hdu1175 import worst_case_grid, worst_case_input
from linklab.documents import source


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def best_each(commands: dict[str, list[str]], data: Path, repeats: int, env) -> dict[str, float]:
    """The best wall time of each command on ``data``, the commands run in turn."""
    best = dict.fromkeys(commands, float("inf"))
    for _ in range(repeats):
        for name, command in commands.items():
            with open(data, "rb") as stdin:
                start = time.perf_counter()
                subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL, env=env, check=True)
                best[name] = min(best[name], time.perf_counter() - start)
    return best


def pair_worst_input(rows: int = 1000, cols: int = 1000) -> bytes:
    """Document 000's format (0-based cells) on HDU 1175's worst board: one case, a NO."""
    grid, a, b = worst_case_grid(rows, cols)
    lines = [f"{rows} {cols}", *(" ".join(map(str, row)) for row in grid)]
    lines += [f"{a[0]} {a[1]}", f"{b[0]} {b[1]}"]
    return ("\n".join(lines) + "\n").encode()


def six_digit_lines(count: int, seed: int = 1) -> list[str]:
    """``count`` random layouts, one a line, as document 001 reads them."""
    rng = random.Random(seed)
    digits = [1, 2, 3, 4, 5, 6]
    lines = []
    for _ in range(count):
        rng.shuffle(digits)
        lines.append(" ".join(map(str, digits)))
    return lines


def read_numbers(data: bytes) -> None:
    """Python's own reading of the numbers: what any Python judge pays at least."""
    list(map(int, io.BytesIO(data).read().split()))


def judge_against_reading(inputs: dict[str, bytes], repeats: int) -> dict[str, tuple[float, float]]:
    """Each format's (reading, judging) best time on its input, taken in turn in this process.

    Reading is ``read_numbers``; judging is ``run_judge`` reading the same bytes from a stream,
    as ``linklab judge FORMAT`` does.
    """
    from linklab.cli.main import run_judge

    got = {}
    for fmt, data in inputs.items():
        run_judge(fmt, data, io.StringIO())  # tables and imports made once, outside the timing
        read = judge = float("inf")
        for _ in range(repeats):
            start = time.perf_counter()
            read_numbers(data)
            middle = time.perf_counter()
            run_judge(fmt, io.BytesIO(data), io.StringIO())
            end = time.perf_counter()
            read, judge = min(read, middle - start), min(judge, end - middle)
        got[fmt] = (read, judge)
    return got


def print_against_reading(got: dict[str, tuple[float, float]], names: dict[str, str]) -> None:
    for fmt, (read, judge) in got.items():
        print(
            f"0. {names[fmt]}, in process: Python's read+split+int {read * 1000:.1f} ms, "
            f"judge {fmt} {judge * 1000:.1f} ms: {judge / read:.2f}x the reading (target at most "
            "1.5x)"
        )


def build(folder: Path) -> dict[str, Path]:
    """Documents 003 (C, gcc) and 001 (C++, g++) compiled with -O2."""
    built = {}
    c_source = folder / "doc003.c"
    c_source.write_text(source("003"), encoding="utf-8")
    built["003"] = folder / "doc003"
    subprocess.run(["gcc", "-O2", "-w", "-o", str(built["003"]), str(c_source)], check=True)
    code = source("001").replace("bj[m]\n=u%10;", "bj[m][n]=u%10;")
    code = code.replace("num=num*10+bj[m]\n;", "num=num*10+bj[m][n];")
    cpp_source = folder / "doc001.cpp"
    cpp_source.write_text(code, encoding="utf-8")
    built["001"] = folder / "doc001"
    subprocess.run(["g++", "-O2", "-w", "-o", str(built["001"]), str(cpp_source)], check=True)
    return built


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--lines", type=int, default=100_000)
    args = parser.parse_args()
    if not (shutil.which("gcc") and shutil.which("g++")):
        sys.exit("gcc and g++ are needed to build the documents' programs")
    print(f"load average (1, 5, 15 min): {load()}")
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = str(folder / "bytecode")
        built = build(folder)
        lines = six_digit_lines(args.lines)
        print_against_reading(
            judge_against_reading(
                {
                    "hdu1175": worst_case_input(),
                    "pair": pair_worst_input(),
                    "sixdigits": ("\n".join(lines) + "\n").encode(),
                },
                args.repeats,
            ),
            {
                "hdu1175": "HDU 1175 worst case (1000x999, 49 queries)",
                "pair": "document 000's format, 1000x1000 of the same shape",
                "sixdigits": f"{args.lines:,} six-digit lines",
            },
        )
        six, small, hdu = folder / "six.in", folder / "small.in", folder / "hdu.in"
        six.write_text("\n".join(lines) + "\n")
        small.write_text("\n".join(lines[:10]) + "\n")
        hdu.write_bytes(worst_case_input())
        linklab = [sys.executable, "-m", "linklab", "judge"]
        subprocess.run([*linklab, "sixdigits"], stdin=subprocess.DEVNULL, env=env, check=True)

        got = best_each(
            {"pass": [sys.executable, "-c", "pass"], "judge": [*linklab, "sixdigits"]},
            small,
            args.repeats * 3,
            env,
        )
        print(
            f"1. start-up: python -c pass {got['pass'] * 1000:.1f} ms, linklab judge sixdigits "
            f"on 10 lines {got['judge'] * 1000:.1f} ms: {got['judge'] / got['pass']:.2f}x "
            "(target at most 3x)"
        )
        got = best_each({"c": [str(built["003"])], "judge": [*linklab, "hdu1175"]}, hdu, 3, env)
        print(
            f"2. HDU 1175 worst case: document 003 (gcc -O2) {got['c']:.2f} s, linklab judge "
            f"hdu1175 {got['judge']:.3f} s: linklab {got['c'] / got['judge']:.1f}x faster "
            "(target at least 25x)"
        )
        got = best_each({"cpp": [str(built["001"])], "judge": [*linklab, "sixdigits"]}, six, 3, env)
        print(
            f"3. {args.lines:,} six-digit lines: document 001 (g++ -O2) {got['cpp']:.2f} s, "
            f"linklab judge sixdigits {got['judge']:.3f} s: linklab "
            f"{got['cpp'] / got['judge']:.1f}x faster (target at least 25x)"
        )
    print(f"load average (1, 5, 15 min): {load()}")


if __name__ == "__main__":
    main()
