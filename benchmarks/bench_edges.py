"""Memory and time at the edges, before and after, side by side in one run.

"Before" is the package as it stood at another revision (``--before``, default the commit this
work started from), unpacked with ``git archive`` into a temporary folder and run from there;
"after" is this checkout. Every figure comes from a child process: its wall time and its peak
resident memory (``resource.getrusage``), so one measurement cannot inflate the next. A child
may be capped (``--cap-gb``, an address-space limit): a "before" that needs more is reported as
failing at the cap instead of taking the machine down.

Printed:

1. ``Trace(bfs_events(...))`` on an empty N x N board, tiles in two corners;
2. ``linklab draw`` of the empty 200 x 200 case to PNG, JSON and GIF, and of a full 200 x 200
   board to PNG;
3. ``linklab judge hdu1175`` on HDU's worst case at 2 turns and at ``--max-turns 3``;
4. ``linklab judge sixdigits --as 001`` on 10^6 lines against document 001's own program,
   compiled out of tree with g++ from the document's text.

Run: ``python benchmarks/bench_edges.py [--only trace,draw,hdu,sixdigits] [--before REV]``
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASE = "d39b367"  # the revision before this work
#: Document 001's program as the document prints it (the package keeps each document's source).
DOC001 = ROOT / "linklab" / "documents" / "sources" / "001.cpp"

RUNNER = r"""
import resource, subprocess, sys, time
cap = float(sys.argv[1])
def limit():
    if cap > 0:
        size = int(cap * 2**30)
        resource.setrlimit(resource.RLIMIT_AS, (size, size))
stdin = open(sys.argv[2], "rb") if sys.argv[2] != "-" else subprocess.DEVNULL
start = time.perf_counter()
done = subprocess.run(sys.argv[3:], stdin=stdin, stdout=subprocess.DEVNULL,
                      stderr=subprocess.PIPE, preexec_fn=limit)
seconds = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
tail = done.stderr.decode(errors="replace").strip().splitlines()[-1:] or [""]
print(done.returncode, round(seconds, 2), round(peak), tail[0][:80], sep="\t")
"""

TRACE = r"""
import sys
from linklab import Board, bfs_events
from linklab.core.trace import Trace
n = int(sys.argv[1])
grid = [[0] * n for _ in range(n)]
grid[0][0] = grid[n - 1][n - 1] = 1
trace = Trace(bfs_events(Board.from_rows(grid), (0, 0), (n - 1, n - 1)))
trace.frame(len(trace) // 2), trace.frame(len(trace) // 3)
print(len(trace), file=sys.stderr)
"""


def measure(command: list[str], *, stdin: str = "-", cap: float = 0, path: str | None = None):
    """(exit status, seconds, peak MB, last line of stderr) of a command in a child process."""
    import os

    env = {**os.environ, "PYTHONPATH": path} if path is not None else None
    done = subprocess.run(
        [sys.executable, "-c", RUNNER, str(cap), stdin, *command],
        capture_output=True,
        text=True,
        env=env,
        cwd=path or tempfile.gettempdir(),  # the package comes from ``path``, not from here
        check=True,
    )
    status, seconds, peak, tail = done.stdout.rstrip("\n").split("\t")
    return int(status), float(seconds), int(peak), tail


def show(label: str, result, target: str = "") -> None:
    status, seconds, peak, tail = result
    if status == 0:
        text = f"{seconds:8.2f} s {peak:7,} MB"
    else:
        text = f"failed (exit {status}) after {seconds:.1f} s, {peak:,} MB: {tail}"
    print(f"  {label:<34} {text}  {target}")


def unpack(revision: str, folder: Path) -> str:
    """The package at ``revision``, unpacked in ``folder``; the path to put on PYTHONPATH."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", revision, "linklab"], capture_output=True, check=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    return str(folder)


def python(code: str, *args: str) -> list[str]:
    return [sys.executable, "-c", code, *args]


def linklab(*args: str) -> list[str]:
    return [sys.executable, "-m", "linklab", *args]


def board_file(folder: Path, n: int, *, full: bool) -> Path:
    rng = random.Random(n)
    grid = [[rng.randint(1, 30) if full else 0 for _ in range(n)] for _ in range(n)]
    grid[0][0] = grid[n - 1][n - 1] = 1
    path = folder / f"{'full' if full else 'empty'}{n}.txt"
    path.write_text("\n".join(" ".join(map(str, row)) for row in grid) + "\n")
    return path


def bench_trace(before: str, cap: float, sizes: list[int], before_sizes: list[int]) -> None:
    print("1. Trace(bfs_events) on an empty N x N board (target: N=300 under 1 GB)")
    for n in sizes:
        if n in before_sizes:
            show(f"N={n} before", measure(python(TRACE, str(n)), cap=cap, path=before))
        else:
            print(f"  N={n} before{'':<27} not run (it grows ~N^4: 665 MB at N=100, 3.3 GB at 150)")
        show(
            f"N={n} after",
            measure(python(TRACE, str(n)), cap=cap, path=str(ROOT)),
            "(< 1 GB)" if n >= 300 else "",
        )


def bench_draw(before: str, cap: float, folder: Path, n: int, before_n: int) -> None:
    print(f"2. linklab draw, empty board, tiles in two corners (target at {n}: 30 s, 1 GB each)")
    for size, which, path in (
        (before_n, "before", before),
        (before_n, "after", str(ROOT)),
        (n, "after", str(ROOT)),
    ):
        empty = board_file(folder, size, full=False)
        for suffix in ("png", "json", "gif"):
            out = folder / f"{which}{size}.{suffix}"
            command = linklab("draw", str(empty), "1", "1", str(size), str(size), "-o", str(out))
            show(f"{size}x{size} {suffix} {which}", measure(command, cap=cap, path=path))
    print(f"   a full board's picture (target at {n}: 3 s)")
    for size, which, path in (
        (before_n, "before", before),
        (before_n, "after", str(ROOT)),
        (n, "after", str(ROOT)),
    ):
        full = board_file(folder, size, full=True)
        out = folder / f"full-{which}{size}.png"
        command = linklab("draw", str(full), "1", "1", str(size), str(size), "-o", str(out))
        show(f"{size}x{size} full png {which}", measure(command, cap=cap, path=path))


def bench_hdu(before: str, cap: float, folder: Path) -> None:
    from benchmarks.bench_hdu1175 import worst_case_input

    data = folder / "hdu.in"
    data.write_bytes(worst_case_input())
    print("3. judge hdu1175 on HDU's worst case, 1000x999, 49 queries (best of 7, interleaved)")
    runs = {
        ("2 turns before", (), before): [],
        ("2 turns after", (), str(ROOT)): [],
        ("3 turns after", ("--max-turns", "3"), str(ROOT)): [],
    }
    for _ in range(7):
        for (_label, args, path), results in runs.items():
            command = linklab("judge", "hdu1175", *args)
            results.append(measure(command, stdin=str(data), cap=cap, path=path))
    best = []
    for (label, _, _), results in runs.items():
        fastest = min(results, key=lambda result: result[1])
        show(label, fastest)
        best.append(fastest[1])
    print(f"  after/before at 2 turns: {best[1] / best[0]:.2f}  (target within 1.10)")
    print(
        f"  3 turns / 2 turns after: {best[2] / best[1]:.2f}  (target within 10; before:"
        " 165 s for 3 queries in the BFS fallback)"
    )


def bench_sixdigits(before: str, cap: float, folder: Path, lines: int) -> None:
    print(f"4. judge sixdigits --as 001 on {lines:,} lines (target: within 2x the C++ program)")
    code = DOC001.read_text(encoding="utf-8")
    # The page lost "[n]" in two places (see linklab.documents.doc001); put it back.
    code = code.replace("bj[m]\n=u%10;", "bj[m][n]=u%10;").replace(
        "num=num*10+bj[m]\n;", "num=num*10+bj[m][n];"
    )
    source, program = folder / "doc001.cpp", folder / "doc001"
    source.write_text(code, encoding="utf-8")
    subprocess.run(["g++", "-O2", "-o", str(program), str(source)], check=True)
    rng = random.Random(1)
    digits = [1, 2, 3, 4, 5, 6]
    rows = []
    for _ in range(lines):
        rng.shuffle(digits)
        rows.append(" ".join(map(str, digits)))
    data = folder / "six.in"
    data.write_text("\n".join(rows) + "\n")
    cpp = measure([str(program)], stdin=str(data), cap=cap)
    show("document 001's C++ (g++ -O2)", cpp)
    small = folder / "six-small.in"
    small.write_text("\n".join(rows[:2000]) + "\n")
    old = measure(
        linklab("judge", "sixdigits", "--as", "001"), stdin=str(small), cap=cap, path=before
    )
    show("--as 001 before, first 2,000 lines", old, f"(~{old[1] * lines / 2000:,.0f} s scaled)")
    after = measure(
        linklab("judge", "sixdigits", "--as", "001"), stdin=str(data), cap=cap, path=str(ROOT)
    )
    show("--as 001 after, all lines", after)
    print(f"  after / C++: {after[1] / cpp[1]:.2f}  (target within 2)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="trace,draw,hdu,sixdigits")
    parser.add_argument("--before", default=BASE, help="the revision to compare with")
    parser.add_argument("--cap-gb", type=float, default=4.0, help="address-space cap a child")
    parser.add_argument("--sizes", default="100,150,300", help="trace: board sides")
    parser.add_argument("--before-sizes", default="100", help="trace: sides run before too")
    parser.add_argument("--draw-size", type=int, default=200)
    parser.add_argument("--draw-before-size", type=int, default=30)
    parser.add_argument("--lines", type=int, default=1_000_000)
    args = parser.parse_args()
    parts = set(args.only.split(","))
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        (folder / "before").mkdir()
        before = unpack(args.before, folder / "before")
        print(f"before: {args.before}; after: {ROOT}; children capped at {args.cap_gb:g} GB")
        started = time.perf_counter()
        if "trace" in parts:
            bench_trace(
                before,
                args.cap_gb,
                [int(n) for n in args.sizes.split(",")],
                [int(n) for n in args.before_sizes.split(",")],
            )
        if "draw" in parts:
            bench_draw(before, args.cap_gb, folder, args.draw_size, args.draw_before_size)
        if "hdu" in parts:
            bench_hdu(before, args.cap_gb, folder)
        if "sixdigits" in parts:
            bench_sixdigits(before, args.cap_gb, folder, args.lines)
        print(f"({time.perf_counter() - started:.0f} s in all)")


if __name__ == "__main__":
    main()
