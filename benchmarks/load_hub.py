"""A class through JupyterHub: N students log in to the hub of ``make hub``, each in a headless
browser, and work in their own copy of notebook 02.

The hub (``deploy/local/hub.py``: the class password, a user of the machine per student; run
as root) is started once per N with its files in a temporary folder. Students arrive one
every ``--arrival`` seconds; each:

1. logs in through the hub's form (the hub starts their server, with the course copied into
   their folder) and waits for JupyterLab (*server*: click to JupyterLab on the page);
2. opens notebook 02, runs it all, and waits for its first player (*usable*: from the log-in
   click to the player on the page; the time a student waits before they can work);
3. steps the player with → ``--steps`` times (*step*: key press to the new picture painted);
4. answers exercise 1 wrongly, as students do, runs it and its check (*check*: the key press to
   the check's ✗ on the page).

Printed for each N: the hub's own memory (hub, proxy, culler) idle; every student's server and
kernel (resident memory, measured one by one at the end, while all are still running); the
processor time the hub and the students' servers used over the class, per student; the p50 and
p95 of the times above; failures (a student who never got a usable notebook, or whose step or
check did not answer within ``ACTION_TIMEOUT``); and whether stopping the hub by its pid left
any process running. The browsers run on the same cores as the hub here, unlike a real class's.

    python benchmarks/load_hub.py [--students 5 10] [--arrival 1.0] [--steps 5] [--json out.json]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks.browser_kit import (
    CHROMIUM,
    CHROMIUM_FLAGS,
    PICTURE_TIMER,
    ROOT,
    env_with,
    free_port,
    hear_ctrl_c,
    process_tree,
    tree_cpu_seconds,
    tree_rss_mb,
    wait_until,
)

HUB = ROOT / "deploy" / "local" / "hub.py"
PROXY = ROOT / ".venv" / "node" / "node_modules" / ".bin" / "configurable-http-proxy"
NOTEBOOK = "02-bfs-counts-turns.ipynb"
USABLE_TIMEOUT = 600.0  # seconds from log-in to a usable notebook before a student is lost
ACTION_TIMEOUT = 60.0  # seconds one step or check may take before it counts as a failure
KERNEL_IDLE = """(path) => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    if (!panel || !panel.context || panel.context.path !== path) return false;
    const kernel = panel.sessionContext && panel.sessionContext.session
        && panel.sessionContext.session.kernel;
    return !!kernel && kernel.connectionStatus === "connected" && kernel.status === "idle";
}"""
#: The stepped player's page-side DOM (linklab.widgets.stage): its picture, slider and readout.
PLAYER = ".jp-OutputArea-output .linklab-player"
PICTURE = ".linklab-player-image"
SLIDER = "input.linklab-player-slider"
#: Exercise 1's cell: the first one still holding ``prediction = ...``.
EXERCISE = re.compile(r"prediction = \.\.\.\s+# your answer")
WRONG_ANSWER = "prediction = [(0, 0), (0, 1), (0, 2), (0, 3)]"


@dataclass
class Student:
    """What one student saw."""

    name: str
    server_s: float | None = None
    usable_s: float | None = None
    steps_ms: list[float] = field(default_factory=list)
    check_ms: float | None = None
    failures: list[str] = field(default_factory=list)


@contextlib.contextmanager
def hub(state: Path, log: Path):
    """The hub of ``make hub`` on a free port: (base URL, process)."""
    port = free_port()
    hear_ctrl_c()
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, str(HUB), "--port", str(port), "--state", str(state)],
            cwd=state.parent,
            env=env_with(ROOT),
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:

        def up():
            if process.poll() is not None:
                raise RuntimeError(f"the hub exited: {log.read_text(errors='replace')[-2000:]}")
            return "JupyterHub is now running" in log.read_text(errors="replace")

        wait_until(up, 120, "the hub to start", 0.2)
        yield f"http://127.0.0.1:{port}", process
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(60)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)


def servers(hub_pid: int) -> dict[str, int]:
    """Each student's running server below the hub: name -> pid."""
    found = {}
    for pid in process_tree(hub_pid):
        with contextlib.suppress(OSError):
            command = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
            if b"jupyterhub.singleuser" in command:
                environ = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
                user = next(
                    (
                        e[len(b"JUPYTERHUB_USER=") :]
                        for e in environ
                        if e.startswith(b"JUPYTERHUB_USER=")
                    ),
                    b"?",
                )
                found[user.decode()] = pid
    return found


async def until(check, timeout: float = ACTION_TIMEOUT, interval: float = 0.05):
    deadline = time.monotonic() + timeout
    while True:
        found = await check()
        if found:
            return found
        if time.monotonic() > deadline:
            raise TimeoutError(f"no answer within {timeout:.0f} s")
        await asyncio.sleep(interval)


async def student(
    browser, base: str, number: int, arrival: float, steps: int, password: str
) -> Student:
    me = Student(f"student{number:02d}")
    await asyncio.sleep(number * arrival)
    context = await browser.new_context(viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(ACTION_TIMEOUT * 1000)
    page = await context.new_page()
    try:
        try:
            await page.goto(f"{base}/hub/login", timeout=USABLE_TIMEOUT * 1000)
            await page.fill("#username_input", me.name)
            await page.fill("#password_input", password)
            clicked = time.perf_counter()
            await page.click("#login_submit")
            await page.wait_for_url(f"**/user/{me.name}/lab/**", timeout=USABLE_TIMEOUT * 1000)
            await page.wait_for_selector(".jp-NotebookPanel", timeout=USABLE_TIMEOUT * 1000)
            me.server_s = time.perf_counter() - clicked
            await page.goto(f"{base}/user/{me.name}/lab/tree/{NOTEBOOK}?reset")
            await page.wait_for_function(KERNEL_IDLE, arg=NOTEBOOK, timeout=USABLE_TIMEOUT * 1000)
            await page.evaluate(
                "() => window.jupyterapp.commands.execute('notebook:run-all-cells')"
            )
            player = page.locator(PLAYER).first
            await player.wait_for(state="attached", timeout=USABLE_TIMEOUT * 1000)
            await shown(player)
            me.usable_s = time.perf_counter() - clicked
        except Exception as failed:
            me.failures.append(f"usable: {type(failed).__name__}: {str(failed)[:80]}")
            print(f"  {me.name}: {me.failures[-1]}", file=sys.stderr, flush=True)
            return me
        try:
            await step_the_player(page, player, me, steps)
        except Exception as failed:
            me.failures.append(f"step: {type(failed).__name__}: {str(failed)[:80]}")
            print(f"  {me.name}: {me.failures[-1]}", file=sys.stderr, flush=True)
        try:
            # the rest of the notebook first: the check is timed on its own, not behind it
            await page.wait_for_function(KERNEL_IDLE, arg=NOTEBOOK, timeout=USABLE_TIMEOUT * 1000)
            await run_a_check(page, me)
        except Exception as failed:
            me.failures.append(f"check: {type(failed).__name__}: {str(failed)[:80]}")
            print(f"  {me.name}: {me.failures[-1]}", file=sys.stderr, flush=True)
    finally:
        await context.close()
    return me


async def shown(player, timeout: float = USABLE_TIMEOUT) -> None:
    """Scroll the player into view until its picture is painted (cells out of view are not,
    and the outputs the rest of the notebook adds above it move it)."""
    picture = player.locator(PICTURE).first

    async def visible() -> bool:
        await player.evaluate("element => element.scrollIntoView({block: 'center'})")
        return await picture.is_visible()

    await until(visible, timeout, 0.5)


async def step_the_player(page, player, me: Student, steps: int) -> None:
    await player.locator(PICTURE).first.evaluate("p => p.setAttribute('data-load-hub', '')")
    await page.evaluate(PICTURE_TIMER, "[data-load-hub]")
    handle = player.locator(SLIDER).first
    await handle.focus()
    await page.keyboard.press("Home")
    await asyncio.sleep(1.0)
    base_count = await page.evaluate("window.__ll.lat.length")
    for k in range(1, steps + 1):
        await asyncio.sleep(0.5)  # a person's pace
        await handle.focus()
        await page.keyboard.press("ArrowRight")
        await until(lambda k=k: _at_least(page.evaluate("window.__ll.lat.length"), base_count + k))
    me.steps_ms.extend((await page.evaluate("window.__ll.lat"))[base_count:])


async def run_a_check(page, me: Student) -> None:
    # Marked, as the text that finds the cell goes once the answer is typed into it.
    first = page.locator(".jp-CodeCell").filter(has_text=EXERCISE).first
    await first.evaluate("cell => cell.setAttribute('data-load-hub-exercise', '')")
    cell = page.locator("[data-load-hub-exercise]")
    await cell.evaluate("element => element.scrollIntoView({block: 'center'})")
    await cell.locator(".cm-content").click()
    await page.keyboard.press("Control+a")
    await page.keyboard.type(WRONG_ANSWER)
    pressed = time.perf_counter()
    await page.keyboard.press("Shift+Enter")  # the exercise cell
    await page.keyboard.press("Shift+Enter")  # its check, the cell below
    verdict = cell.locator("xpath=following-sibling::div[1]").locator(".jp-OutputArea-output")
    await until(lambda: _contains(verdict.first.inner_text(), "✗"))
    me.check_ms = (time.perf_counter() - pressed) * 1000


async def _at_least(awaitable, wanted) -> bool:
    return (await awaitable) >= wanted


async def _contains(awaitable, text: str) -> bool:
    with contextlib.suppress(Exception):
        return text in (await awaitable)
    return False


class Sampler(threading.Thread):
    """The peak resident memory of the hub and everything below it, every second."""

    def __init__(self, pid: int):
        super().__init__(daemon=True)
        self.pid, self.peak_mb, self.done = pid, 0.0, threading.Event()

    def run(self) -> None:
        while not self.done.is_set():
            self.peak_mb = max(self.peak_mb, tree_rss_mb(self.pid))
            self.done.wait(1.0)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def load_average() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


async def run_class(base: str, pid: int, n: int, arrival: float, steps: int, password: str) -> dict:
    from playwright.async_api import async_playwright

    hub_mb = tree_rss_mb(pid)
    load_before = load_average()
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS, timeout=60_000
        )
        try:
            hub_cpu, browser_cpu = tree_cpu_seconds(pid), tree_cpu_seconds(os.getpid())
            sampler = Sampler(pid)
            sampler.start()
            started = time.perf_counter()
            students = await asyncio.gather(
                *(student(browser, base, k, arrival, steps, password) for k in range(n))
            )
            took = time.perf_counter() - started
            hub_cpu = tree_cpu_seconds(pid) - hub_cpu
            browser_cpu = tree_cpu_seconds(os.getpid()) - browser_cpu
            sampler.done.set()
            sampler.join()
        finally:
            await browser.close()
    load_after = load_average()
    running = servers(pid)
    per_server = [tree_rss_mb(server) for server in running.values()]
    steps_ms = [ms for s in students for ms in s.steps_ms]
    return {
        "n": n,
        "seconds": took,
        "load_before": load_before,
        "load_after": load_after,
        "hub_mb": hub_mb,
        "peak_mb": sampler.peak_mb,
        "servers_running": len(running),
        "server_mb_mean": sum(per_server) / len(per_server) if per_server else float("nan"),
        "server_mb_max": max(per_server, default=float("nan")),
        "hub_cpu_s": hub_cpu,
        "cpu_s_per_student": hub_cpu / n,
        "browser_cpu_s": browser_cpu,
        "server_p50_s": percentile([s.server_s for s in students if s.server_s], 0.5),
        "server_p95_s": percentile([s.server_s for s in students if s.server_s], 0.95),
        "usable_p50_s": percentile([s.usable_s for s in students if s.usable_s], 0.5),
        "usable_p95_s": percentile([s.usable_s for s in students if s.usable_s], 0.95),
        "step_p50_ms": percentile(steps_ms, 0.5),
        "step_p95_ms": percentile(steps_ms, 0.95),
        "check_p50_ms": percentile([s.check_ms for s in students if s.check_ms], 0.5),
        "check_p95_ms": percentile([s.check_ms for s in students if s.check_ms], 0.95),
        "failed": sum(bool(s.failures) for s in students),
        "unusable": sum(s.usable_s is None for s in students),
        "failures": [f"{s.name}: {f}" for s in students for f in s.failures][:5],
    }


def stop_and_count_leftovers(process: subprocess.Popen) -> int:
    """Stop the hub by its pid (SIGTERM); how many of its processes are still running 30 s on."""
    tree = {}
    for pid in process_tree(process.pid):
        with contextlib.suppress(OSError):
            tree[pid] = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[19]
    os.kill(process.pid, signal.SIGTERM)
    process.wait(120)

    def alive() -> list[int]:
        left = []
        for pid, started in tree.items():
            with contextlib.suppress(OSError):
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
                if fields[19] == started and fields[0] != "Z":
                    left.append(pid)
        return left

    deadline = time.monotonic() + 30
    while alive() and time.monotonic() < deadline:
        time.sleep(0.5)
    return len(alive())


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, nargs="+", default=[5, 10])
    parser.add_argument(
        "--arrival", type=float, default=1.0, help="seconds between two students' log-ins"
    )
    parser.add_argument("--steps", type=int, default=5, help="player steps per student")
    parser.add_argument("--json", type=Path, help="also write the rows here")
    args = parser.parse_args(argv)
    if min(args.students) < 1 or args.steps < 1 or args.arrival < 0:
        parser.error("--students and --steps must be at least 1, --arrival at least 0")
    if not os.access(PROXY, os.X_OK):
        parser.error(f"configurable-http-proxy is not at {PROXY}: run make hub once")

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in args.students:
            state = Path(tmp) / f"hub-{n}"
            state.mkdir()
            with hub(state / "files", Path(tmp) / f"hub-{n}.log") as (base, process):
                time.sleep(5)  # the culler's first look, the proxy's first routes
                password = (state / "files" / "class-password").read_text().strip()
                row = asyncio.run(
                    run_class(base, process.pid, n, args.arrival, args.steps, password)
                )
                row["left_running"] = stop_and_count_leftovers(process)
            rows.append(row)
            if args.json:
                args.json.write_text(json.dumps(rows, indent=2))
            print(
                f"N={n}: {row['seconds']:.0f} s, load average {row['load_before']} -> "
                f"{row['load_after']}, failed {row['failed']} {row['failures']}",
                flush=True,
            )

    print(
        f"\na student every {args.arrival:g} s; server = log-in click to JupyterLab, usable = "
        f"log-in click to notebook 02 run and its player shown; {os.cpu_count()} cores"
    )
    head = (
        f"{'N':>3} {'hub MB':>7} {'MB/student':>10} {'CPU s/student':>13} "
        f"{'server p50/p95':>15} {'usable p50/p95':>15} {'step p50/p95':>14} "
        f"{'check p50/p95':>15} {'failed':>6} {'left':>4} {'CPU s hub/browsers':>18} "
        f"{'load avg before/after':>24}"
    )
    print(head)
    for r in rows:
        print(
            f"{r['n']:>3} {r['hub_mb']:>7.0f} {r['server_mb_mean']:>10.0f} "
            f"{r['cpu_s_per_student']:>13.1f} "
            f"{r['server_p50_s']:>6.1f}/{r['server_p95_s']:<6.1f}s "
            f"{r['usable_p50_s']:>6.1f}/{r['usable_p95_s']:<6.1f}s "
            f"{r['step_p50_ms']:>5.0f}/{r['step_p95_ms']:<5.0f}ms "
            f"{r['check_p50_ms']:>6.0f}/{r['check_p95_ms']:<6.0f}ms "
            f"{r['failed']:>6} {r['left_running']:>4} "
            f"{r['hub_cpu_s']:>8.0f}/{r['browser_cpu_s']:<8.0f} "
            f"{r['load_before']:>12} / {r['load_after']}"
        )
    return 1 if any(r["left_running"] or r["unusable"] for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
