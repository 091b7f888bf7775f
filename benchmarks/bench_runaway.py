"""Runaway code in a learner's function: how soon each kind is stopped, and what a check costs
run apart (`linklab.course.selfcheck.apart`, a child process) against run in this process.

For each kind of runaway code (a loop in Python, one step in C that never checks for signals,
a huge power, a sleep, a list of a billion items, a list that doubles), the seconds from the
press (the check called) to its verdict, the seconds the verdict says, and this process's
resident memory before and after (a notebook's kernel: it must not grow). Then the first
verdict of a fresh process, failing and right, and the next ones, apart and in this process
side by side. The load average is printed with them: the clock is the machine's.

    python -m benchmarks.bench_runaway [--seconds 5] [--kinds loop,step,...]
    python -m benchmarks.bench_runaway --page site/en/02-bfs-with-turns.html

``--page`` presses the same kinds (and a wrong and a right function, and a wrong one after a
stop, answered by the spare) in notebook 02's page opened from disk in headless Chromium:
from the press to the verdict, and the renderer's memory (PSS; its workers are its threads).
"""

from __future__ import annotations

import argparse
import os
import re
import time

from linklab.core.checker import Checker
from linklab.course.selfcheck import apart, check_dfs, check_link, guard


def loop(board, a, b):
    while True:
        pass


def step(board, a, b):
    return sum(range(10**15)) > 0


def power(board, a, b):
    return 10 ** (10**9) > 0


def sleep(board, a, b):
    time.sleep(600)


def billion(board, a, b):
    return len([0] * 10**9) > 0


def doubling(board, a, b):
    queue = [a]
    while True:
        queue += queue


KINDS = {
    "loop (while True)": loop,
    "step in C (sum(range(10**15)))": step,
    "huge power (10**(10**9))": power,
    "sleep (time.sleep(600))": sleep,
    "memory ([0]*10**9)": billion,
    "memory (a list that doubles)": doubling,
}


def right(board, a, b):
    return Checker(board).can_link(a, b)


def wrong(board, a, b):
    return Checker(board).can_link(a, b) and board.cols != 3


def resident_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for row in status:
            if row.startswith("VmRSS:"):
                return int(row.split()[1]) / 1024
    return 0.0


def load() -> str:
    return " ".join(f"{value:.1f}" for value in os.getloadavg())


def timed(call) -> tuple[float, object]:
    began = time.perf_counter()
    result = call()
    return time.perf_counter() - began, result


def first_line(result) -> str:
    return result.text().splitlines()[0]


def runaway(kinds: list[str]) -> None:
    print(f"runaway code, hang guard {guard.CALL_SECONDS:g} s of the processor, load {load()}")
    for name in kinds:
        fn = KINDS[name]
        before = resident_mb()
        seconds, result = timed(lambda fn=fn: check_link(fn, cases=20))
        said = re.search(r"after ([\d.]+) s|within ([\d.]+) s", first_line(result))
        told = next((group for group in said.groups() if group), "-") if said else "-"
        print(
            f"  {name:32} {result.status:8} press to verdict {seconds:5.1f} s, "
            f"the verdict says {told} s; this process {before:.0f} -> {resident_mb():.0f} MB"
        )
        print(f"      {first_line(result)}")
    print(
        f"  (the child's calls may hold {apart.MEMORY_MB} MB more than this process; load {load()})"
    )


def first_verdicts() -> None:
    print(f"first and next verdicts, apart and in this process, load {load()}")
    for label, fn, check in (
        ("failing check_link", wrong, check_link),
        ("right check_link", right, check_link),
        ("failing check_dfs", wrong, check_dfs),
    ):
        for mode in (True, False):
            apart.APART = mode
            times = [timed(lambda fn=fn, check=check: check(fn))[0] for _ in range(3)]
            where = "apart  " if mode else "in here"
            shown = ", ".join(f"{t:.2f}" for t in times)
            print(f"  {label:20} {where} {shown} s")
        apart.APART = True


#: The same kinds, as the learner types them into notebook 02's ``my_link`` cell in the page.
PAGE_KINDS = {
    "a wrong my_link": "def my_link(board, a, b):\n    return board[a] == board[b]\n",
    "a right my_link": ("def my_link(board, a, b):\n    return ll.Checker(board).can_link(a, b)\n"),
    "loop (while True)": "def my_link(board, a, b):\n    while True:\n        pass\n",
    "step in C (sum(range(10**15)))": (
        "def my_link(board, a, b):\n    return sum(range(10**15)) > 0\n"
    ),
    "memory ([0]*10**9)": "def my_link(board, a, b):\n    return len([0] * 10**9) > 0\n",
    "after a stop, a wrong my_link": "def my_link(board, a, b):\n    return False\n",
}
FRESH = """() => {
  const events = window.linklabPythonLog.map((e) => e.event);
  return !events.includes("stopped") ||
    events.slice(events.lastIndexOf("stopped")).includes("ready");
}"""


def page(page_path) -> None:
    """Each kind pressed in notebook 02's page opened from disk (its ``my_link`` exercise),
    from the press to the verdict, and the renderer's memory (its workers are its threads)."""
    from pathlib import Path

    from playwright.sync_api import sync_playwright

    from benchmarks.bench_first_check import PRESS
    from benchmarks.bench_site import renderer_memory, renderer_pids
    from linklab.site import build as site

    page_path = Path(page_path)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=site.CHROMIUM, headless=True, args=site.CHROMIUM_FLAGS
        )
        try:
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            site.offline(context, page_path.resolve().parent.parent)
            shown = context.new_page()
            shown.goto(page_path.resolve().as_uri())
            shown.wait_for_function(
                "() => (window.linklabPythonLog || []).some((e) => e.event === 'ready')",
                timeout=300_000,
                polling=50,
            )
            time.sleep(2)
            pids = renderer_pids(browser)
            print(
                f"the page, Python ready: load {load()}, renderer {renderer_memory(pids)[1]:.0f} MB"
            )
            last = shown.evaluate("document.querySelectorAll('.linklab-python-editor').length") - 1
            for name, source in PAGE_KINDS.items():
                shown.wait_for_function(FRESH, timeout=300_000, polling=50)
                got = shown.evaluate(PRESS, [last, source])
                seconds = (got["verdict"] - got["pressed"]) / 1000
                line = got["text"].splitlines()[0] if got["text"] else ""
                print(
                    f"  {name:32} press to verdict {seconds:5.1f} s, renderer "
                    f"{renderer_memory(pids)[1]:.0f} MB; {line[:110]}"
                )
            print(f"  (load {load()})")
        finally:
            browser.close()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=guard.CALL_SECONDS)
    parser.add_argument("--kinds", default="", help="comma-separated words of the kinds to run")
    parser.add_argument("--page", help="notebook 02's page, built: site/en/02-….html")
    args = parser.parse_args(argv)
    if args.page:
        page(args.page)
        return
    guard.CALL_SECONDS = args.seconds
    words = [word.strip() for word in args.kinds.split(",") if word.strip()]
    kinds = [name for name in KINDS if not words or any(word in name for word in words)]
    runaway(kinds)
    first_verdicts()


if __name__ == "__main__":
    main()
