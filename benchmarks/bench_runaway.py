"""Runaway code in a learner's function: how soon each kind is stopped, and what a check costs
run apart (`linklab.course.selfcheck.apart`, a child process) against run in this process.

For each kind of runaway code (a loop in Python, one step in C that never checks for signals,
a huge power, a sleep, a list of a billion items, a list that doubles), the seconds from the
press (the check called) to its verdict, the seconds the verdict says, and this process's
resident memory before and after (a notebook's kernel: it must not grow). Then the first
verdict of a fresh process, failing and right, and the next ones, apart and in this process
side by side. The load average is printed with them: the clock is the machine's.

    python -m benchmarks.bench_runaway [--seconds 5] [--kinds loop,step,...]
    python -m benchmarks.bench_runaway --page site/en/02-bfs-counts-turns.html \
        --page site/en/03-dfs-and-pruning.html --page site/en/07-the-six-digit-puzzle.html

``--page`` (once per page: 02, 03, 07) presses, in each course page opened from disk in
headless Chromium, a wrong and a right write-it-yourself function and a wrong one on a spare
worker started afresh (in 02 the runaway kinds too): from the press to the verdict and the
renderer's processor time in it, with the renderer's memory (PSS; its workers are its
threads) and the load.
"""

from __future__ import annotations

import argparse
import os
import re
import time
from pathlib import Path

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
    "loop (while True)": "def my_link(board, a, b):\n    while True:\n        pass\n",
    "step in C (sum(range(10**15)))": (
        "def my_link(board, a, b):\n    return sum(range(10**15)) > 0\n"
    ),
    "memory ([0]*10**9)": "def my_link(board, a, b):\n    return len([0] * 10**9) > 0\n",
    "memory (a list that doubles)": (
        "def my_link(board, a, b):\n    queue = [a]\n    while True:\n        queue += queue\n"
    ),
    "memory (bytearray(10**9))": (
        "def my_link(board, a, b):\n    return len(bytearray(10**9)) > 0\n"
    ),
    "memory ('x' * 10**9)": "def my_link(board, a, b):\n    return len('x' * 10**9) > 0\n",
    "memory (300 MB kept, then answered)": (
        "def my_link(board, a, b):\n    global kept\n    kept = bytearray(300 * 2**20)\n"
        "    return board[a] == board[b]\n"
    ),
}
#: A learner's own pruned DFS (notebook 03): after its last turn it goes on only straight at b.
OWN_DFS = """def my_dfs(board, a, b):
    if a == b or board[a] == 0 or board[a] != board[b]:
        return None
    path, on_path = [a], {a}

    def ahead(cell, step):
        down, right = b[0] - cell[0], b[1] - cell[1]
        return down * step[1] == right * step[0] and down * step[0] + right * step[1] > 0

    def grow(heading, turns):
        row, col = path[-1]
        for new, step in enumerate(((-1, 0), (1, 0), (0, -1), (0, 1))):
            cell = (row + step[0], col + step[1])
            cost = turns + (heading is not None and new != heading)
            if cost > 2 or cell in on_path:
                continue
            if not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
                continue
            if cell == b:
                return path + [cell]
            if board[cell] != 0 or (cost == 2 and not ahead(cell, step)):
                continue
            path.append(cell)
            on_path.add(cell)
            found = grow(new, cost)
            if found:
                return found
            path.pop()
            on_path.discard(cell)
        return None

    return grow(None, 0)
"""
#: Each course page's write-it-yourself function, and a wrong and a right one as a learner
#: types them (the right ones: the course's own answer through the public API, or a BFS).
PAGE_FUNCTIONS = {
    "02": (
        "my_link",
        "def my_link(board, a, b):\n    return board[a] == board[b]\n",
        "def my_link(board, a, b):\n    return ll.Checker(board).can_link(a, b)\n",
    ),
    "03": (
        "my_dfs",
        "def my_dfs(board, a, b):\n    return [a, b] if board[a] == board[b] else None\n",
        OWN_DFS,
        "def my_dfs(board, a, b):\n    return ll.find_path(board, a, b, method='dfs')\n",
    ),
    "07": (
        "can_reach",
        "def can_reach(layout):\n    return layout[0] == 1\n",
        "def can_reach(layout):\n"
        "    from collections import deque\n"
        "    seen, queue = {layout}, deque([layout])\n"
        "    while queue:\n"
        "        here = queue.popleft()\n"
        "        if here == (1, 2, 3, 4, 5, 6):\n"
        "            return True\n"
        "        for move in ('α', 'β'):\n"
        "            there = ll.sixdigits.apply_move(here, move)\n"
        "            if there not in seen:\n"
        "                seen.add(there)\n"
        "                queue.append(there)\n"
        "    return False\n",
    ),
}
FRESH = """() => {
  const events = window.linklabPythonLog.map((e) => e.event);
  return !events.includes("stopped") ||
    events.slice(events.lastIndexOf("stopped")).includes("ready");
}"""
#: The page's worker ended and a spare started in its place, as after a stop: its ready.
NEW_SPARE = """async () => {
  const before = window.linklabPythonLog.filter((e) => e.event === "ready").length;
  window.linklabPagePython.current.stop();
  await window.linklabPagePython.ready;
  while (window.linklabPythonLog.filter((e) => e.event === "ready").length <= before) {
    await new Promise((done) => setTimeout(done, 20));
  }
}"""
#: The index of the editor whose text defines ``name``.
EDITOR_OF = """(name) => [...document.querySelectorAll('textarea.linklab-python-editor')]
  .findIndex((editor) => editor.value.includes('def ' + name + '('))"""


def processor_seconds(pids: list[int]) -> float:
    """The processor time the processes ``pids`` have used so far (a page's renderer, its
    workers among its threads), user and system, in seconds: what a press cost, whatever
    the load."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime and stime, in clock ticks
    return total / os.sysconf("SC_CLK_TCK")


#: The megabytes of the page's Python's WebAssembly memory its last verdict told of, if any.
WORKER_MB = """() => {
  const told = window.linklabPythonLog.filter((e) => e.event === 'verdict' && e.memory);
  return told.length ? told[told.length - 1].memory / 2 ** 20 : 0;
}"""


class Peak:
    """The renderers' memory (PSS, MB), sampled a few times a second from another thread
    (``/proc`` only: Playwright is the caller's) while a press runs: its largest."""

    def __init__(self, pids: list[int]):
        import threading

        self.pids, self.most = pids, 0.0
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._sample, daemon=True)

    def _sample(self) -> None:
        from benchmarks.bench_site import renderer_memory

        while not self.done.is_set():
            self.most = max(self.most, renderer_memory(self.pids)[1])
            self.done.wait(0.1)

    def __enter__(self) -> Peak:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.done.set()
        self.thread.join()


def page(page_paths: list[str], words: list[str] | None = None) -> None:
    """In each course page opened from disk (02, 03, 07), its write-it-yourself function
    checked: a wrong one, a right one, a wrong one on a spare started afresh; in 02 the
    runaway kinds too (those whose names hold one of ``words``, if given), each memory bomb
    followed by a right check. Each from the press to the verdict, with the renderer's memory
    (PSS; its workers are its threads) before the press (once Python is ready), at its
    largest while it ran and just after the verdict; the page's Python's WebAssembly memory
    as its verdict told it; and the load."""
    from playwright.sync_api import sync_playwright

    from benchmarks.bench_first_check import PRESS
    from benchmarks.bench_site import renderer_memory, renderer_pids
    from linklab.site import build as site

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=site.CHROMIUM, headless=True, args=site.CHROMIUM_FLAGS
        )
        try:
            for page_path in map(Path, page_paths):
                number = page_path.name[:2]
                name, wrong_source, *right_sources = PAGE_FUNCTIONS[number]
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
                    f"{page_path.name}, Python ready: load {load()}, "
                    f"renderer {renderer_memory(pids)[1]:.0f} MB"
                )
                index = shown.evaluate(EDITOR_OF, name)
                presses = [(f"a wrong {name}", wrong_source)]
                presses += [
                    (f"a right {name} ({n + 1})", right) for n, right in enumerate(right_sources)
                ]
                if name == "my_link":
                    for kind, source in PAGE_KINDS.items():
                        if words and not any(word in kind for word in words):
                            continue
                        presses.append((kind, source))
                        if kind.startswith("memory"):
                            presses.append((f"  next: a right {name}", right_sources[0]))
                presses += [(f"a wrong {name} on a fresh spare", wrong_source)]
                for label, source in presses:
                    shown.wait_for_function(FRESH, timeout=300_000, polling=50)
                    if label.endswith("fresh spare"):
                        shown.evaluate(NEW_SPARE)
                        time.sleep(1)
                    before = renderer_memory(pids)[1]
                    used = processor_seconds(pids)
                    with Peak(pids) as peak:
                        got = shown.evaluate(PRESS, [index, source])
                    used = processor_seconds(pids) - used
                    after = renderer_memory(pids)[1]
                    seconds = (got["verdict"] - got["pressed"]) / 1000
                    line = got["text"].splitlines()[0] if got["text"] else ""
                    print(
                        f"  {label:36} press to verdict {seconds:5.1f} s (renderer's CPU "
                        f"{used:4.1f} s), renderer {before:.0f} MB, at most "
                        f"{max(peak.most, after):.0f}, after {after:.0f} (its Python "
                        f"{shown.evaluate(WORKER_MB):.0f} MB); {line[:110]}",
                        flush=True,
                    )
                shown.wait_for_function(FRESH, timeout=300_000, polling=50)
                time.sleep(1)
                print(f"  (load {load()}; renderer {renderer_memory(pids)[1]:.0f} MB at the end)")
                context.close()
        finally:
            browser.close()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=guard.CALL_SECONDS)
    parser.add_argument("--kinds", default="", help="comma-separated words of the kinds to run")
    parser.add_argument(
        "--page", action="append", help="a course page, built: site/en/02-….html (02, 03, 07)"
    )
    args = parser.parse_args(argv)
    words = [word.strip() for word in args.kinds.split(",") if word.strip()]
    if args.page:
        page(args.page, words)
        return
    guard.CALL_SECONDS = args.seconds
    kinds = [name for name in KINDS if not words or any(word in name for word in words)]
    runaway(kinds)
    first_verdicts()


if __name__ == "__main__":
    main()
