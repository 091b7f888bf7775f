"""A class at once: N students on one lecture app, each in a headless browser page.

One Debian chromium with N browser contexts (one per student, no shared cookies or cache). The
app (``python -m linklab app``, preheated kernels) is started once per N. Every student:

1. asks for the page and waits until the game's 200 tiles are on it (the load time);
2. once the whole class is in (every page up, or given up on), as a lecturer says go: for
   ``--rounds`` rounds, at a person's pace (``--think`` seconds between actions): asks for
   a hint (timed until the two tiles are marked), then clicks the two tiles (timed until the
   status says the move was made);
3. opens the board editor, picks two tiles, runs the BFS, jumps its player (which opens on the
   outcome) to the start with Home and steps it with → a few times (timed from the key press to
   the new picture painted);
4. closes the tab, as a browser does (its ``beforeunload`` asks Voilà to shut the kernel down).

Printed for each N: the server's memory (Voilà and its kernels, resident) idle and at the peak,
per session; the p50 and p95 of every click-to-update time; errors (an action that timed out or
raised) and lost sessions (a student whose page never became usable or stopped answering);
kernels running before, at the peak and after everyone left (a leak shows as more after than
before).

*pool* is the number of preheated kernels (by default as many as the class, what a lecturer
sets for students arriving in the same minute; ``--pool app`` keeps the app's own default) and
*ready* the seconds the pool took to start and run the page before the class arrived. *CPU s*
is the processor time the server (Voilà and its kernels) and the test's own browsers used during
the class: the browsers run on the same cores as the server here, unlike a real class's laptops.

    python benchmarks/load_app.py [--sessions 10 30 60] [--rounds 4] [--think 1.0]
        [--arrival 0.2] [--pool class|app|K] [--json rows.json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
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
    kernel_count,
    lecture_app,
    tree_cpu_seconds,
    tree_rss_mb,
    wait_for_warm_pool,
)

LOAD_TIMEOUT = 300.0  # seconds a page may take to become usable before the session is lost
#               (--load-timeout changes it)
LINGER = 5.0  # seconds a student's browser stays open after the tab is closed
ACTION_TIMEOUT = 30.0  # seconds one action may take before it counts as an error


@dataclass
class Session:
    """What one student saw."""

    load_s: float | None = None
    clicks_ms: list[float] = field(default_factory=list)  # hint, and the second tile of a pair
    steps_ms: list[float] = field(default_factory=list)  # player steps: key to picture
    errors: list[str] = field(default_factory=list)
    lost: bool = False


async def until(check, timeout: float = ACTION_TIMEOUT, interval: float = 0.02):
    deadline = time.monotonic() + timeout
    while True:
        found = await check()
        if found:
            return found
        if time.monotonic() > deadline:
            raise TimeoutError(f"no answer within {timeout:.0f} s")
        await asyncio.sleep(interval)


class Roll:
    """The class register: students start playing once every one has arrived (or given up)."""

    def __init__(self, size: int):
        self.size, self.arrived, self.everyone = size, 0, asyncio.Event()

    def arrive(self) -> None:
        self.arrived += 1
        if self.arrived >= self.size:
            self.everyone.set()


async def student(
    browser, url: str, number: int, rounds: int, think: float, arrival: float, roll: Roll
) -> Session:
    session = Session()
    context = await browser.new_context(viewport={"width": 1500, "height": 1100})
    context.set_default_timeout(ACTION_TIMEOUT * 1000)
    page = await context.new_page()
    try:
        await asyncio.sleep(number * arrival)  # a class arrives over a while, not in 1 ms
        start = time.perf_counter()
        try:
            await page.goto(url, wait_until="commit", timeout=LOAD_TIMEOUT * 1000)
            await page.wait_for_function(
                "document.querySelectorAll('.linklab-game-grid .linklab-game-cell').length >= 200",
                timeout=LOAD_TIMEOUT * 1000,
                polling=50,
            )
        except Exception as failed:  # the page never became usable
            session.lost = True
            session.errors.append(f"load: {type(failed).__name__}")
            print(f"  student {number}: {session.errors[-1]}", file=sys.stderr, flush=True)
            roll.arrive()
            return session
        session.load_s = time.perf_counter() - start
        roll.arrive()
        await roll.everyone.wait()  # the lecturer says go: the whole class plays at once
        game = page.locator(".linklab-game")
        status = game.locator(".linklab-game-status")
        hinted = game.locator(".linklab-game-hinted")
        for made in range(1, rounds + 1):
            await asyncio.sleep(think)
            try:
                clicked = time.perf_counter()
                await game.locator(".linklab-game-hint").click()
                await until(lambda: _is(hinted.count(), 2))
                session.clicks_ms.append((time.perf_counter() - clicked) * 1000)
                names = [_cell_class(await hinted.nth(i).get_attribute("class")) for i in range(2)]
                await asyncio.sleep(think / 2)
                await game.locator(f".{names[0]}").click()
                await asyncio.sleep(think / 2)
                clicked = time.perf_counter()
                await game.locator(f".{names[1]}").click()
                await until(lambda made=made: _contains(status.inner_text(), f"moves made: {made}"))
                session.clicks_ms.append((time.perf_counter() - clicked) * 1000)
            except Exception as failed:
                session.errors.append(f"game: {type(failed).__name__}: {str(failed)[:80]}")
                print(f"  student {number}: {session.errors[-1]}", file=sys.stderr, flush=True)
                break
        try:
            await editor_steps(page, session, think)
        except Exception as failed:
            session.errors.append(f"editor: {type(failed).__name__}: {str(failed)[:80]}")
            print(f"  student {number}: {session.errors[-1]}", file=sys.stderr, flush=True)
        if len(session.errors) >= 2 and not session.clicks_ms:
            session.lost = True
    finally:
        try:
            await page.close(run_before_unload=True)  # as closing the tab does
            # A browser outlives its closed tab and sends the page's last request (the kernel's
            # shutdown, a beacon); a context closed at once can drop it on a saturated machine.
            await asyncio.sleep(LINGER)
        finally:
            await context.close()
    return session


async def editor_steps(page, session: Session, think: float, steps: int = 5) -> None:
    await page.locator(".lm-TabBar-tab", has_text="Board editor").click()
    editor = page.locator(".linklab-editor")
    await editor.locator(".linklab-editor-mode button", has_text="endpoints").click()
    for name in ("linklab-cell-1-1", "linklab-cell-4-8"):  # the start board's two A tiles
        await editor.locator(f".{name}").click()
    await until(lambda: _is(editor.locator(".linklab-end").count(), 2))
    await editor.locator(".linklab-editor-run").click()
    await editor.locator(".linklab-player-image").wait_for()
    await page.evaluate(PICTURE_TIMER, ".linklab-editor .linklab-player-image")
    handle = editor.locator("input.linklab-player-slider")
    # The player opens on the search's outcome, its last step, where → does nothing: jump to
    # the start with Home first, as the page's key hint says (that jump is not timed).
    await handle.focus()
    await page.keyboard.press("Home")
    await until(lambda: _at_least(page.evaluate("window.__ll.lat.length"), 1))
    for k in range(2, steps + 2):
        await asyncio.sleep(think / 2)
        await handle.focus()
        await page.keyboard.press("ArrowRight")
        await until(lambda k=k: _at_least(page.evaluate("window.__ll.lat.length"), k))
    session.steps_ms.extend((await page.evaluate("window.__ll.lat"))[1:])


async def _is(awaitable, wanted) -> bool:
    return (await awaitable) == wanted


async def _at_least(awaitable, wanted) -> bool:
    return (await awaitable) >= wanted


async def _contains(awaitable, text: str) -> bool:
    return text in (await awaitable)


def _cell_class(classes: str | None) -> str:
    return next(name for name in (classes or "").split() if name.startswith("linklab-game-cell-"))


class Sampler(threading.Thread):
    """Samples the server's resident memory and kernel count every half second."""

    def __init__(self, pid: int):
        super().__init__(daemon=True)
        self.pid, self.peak_mb, self.peak_kernels = pid, 0.0, 0
        self.done = threading.Event()

    def run(self) -> None:
        while not self.done.is_set():
            self.peak_mb = max(self.peak_mb, tree_rss_mb(self.pid))
            self.peak_kernels = max(self.peak_kernels, kernel_count(self.pid))
            self.done.wait(0.5)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def run_class(url: str, pid: int, n: int, rounds: int, think: float, arrival: float) -> dict:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS, timeout=60_000
        )
        try:
            idle_mb, idle_kernels = tree_rss_mb(pid), kernel_count(pid)
            server_cpu, browser_cpu = tree_cpu_seconds(pid), tree_cpu_seconds(os.getpid())
            sampler = Sampler(pid)
            sampler.start()
            started = time.perf_counter()
            roll = Roll(n)
            sessions = await asyncio.gather(
                *(student(browser, url, k, rounds, think, arrival, roll) for k in range(n))
            )
            took = time.perf_counter() - started
            server_cpu = tree_cpu_seconds(pid) - server_cpu
            browser_cpu = tree_cpu_seconds(os.getpid()) - browser_cpu
            sampler.done.set()
            sampler.join()
        finally:
            await browser.close()
    deadline = time.monotonic() + 60
    while kernel_count(pid) > idle_kernels and time.monotonic() < deadline:
        await asyncio.sleep(1)
    clicks = [ms for s in sessions for ms in s.clicks_ms]
    steps = [ms for s in sessions for ms in s.steps_ms]
    loads = [s.load_s for s in sessions if s.load_s is not None]
    return {
        "n": n,
        "seconds": took,
        "idle_mb": idle_mb,
        "peak_mb": sampler.peak_mb,
        "per_session_mb": (sampler.peak_mb - idle_mb) / n,
        "load_p50_s": percentile(loads, 0.5),
        "load_p95_s": percentile(loads, 0.95),
        "click_p50_ms": percentile(clicks, 0.5),
        "click_p95_ms": percentile(clicks, 0.95),
        "step_p50_ms": percentile(steps, 0.5),
        "step_p95_ms": percentile(steps, 0.95),
        "actions": len(clicks) + len(steps),
        "errors": sum(len(s.errors) for s in sessions),
        "lost": sum(s.lost for s in sessions),
        "server_cpu_s": server_cpu,
        "browser_cpu_s": browser_cpu,
        "kernels_before": idle_kernels,
        "kernels_peak": sampler.peak_kernels,
        "kernels_after": kernel_count(pid),
        "first_errors": [e for s in sessions for e in s.errors][:3],
    }


CLASS, APP = "class", "app"  # --pool: as many kernels as students, or the app's own default


def pool_choice(text: str) -> int | str:
    """``--pool``'s value: ``class``, ``app`` or a number of kernels from 0 to 64."""
    if text in (CLASS, APP):
        return text
    if not text.isdigit() or int(text) > 64:
        raise argparse.ArgumentTypeError(f"'class', 'app' or 0 to 64 kernels, not {text!r}")
    return int(text)


def main(argv=None) -> int:
    global LOAD_TIMEOUT
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, nargs="+", default=[10, 30, 60])
    parser.add_argument("--rounds", type=int, default=4, help="hint-and-pair rounds per student")
    parser.add_argument("--think", type=float, default=1.0, help="seconds between actions")
    parser.add_argument(
        "--load-timeout",
        type=float,
        default=LOAD_TIMEOUT,
        help="seconds a page may take to show the game before its student counts as lost",
    )
    parser.add_argument(
        "--arrival", type=float, default=0.2, help="seconds between two students' arrivals"
    )
    parser.add_argument(
        "--pool",
        type=pool_choice,
        default=CLASS,
        help="preheated kernels: a number, 'class' (as many as the students, the default: what "
        "a lecturer sets for a class arriving at once) or 'app' (the app's own default, "
        "LINKLAB_APP_POOL or 2)",
    )
    parser.add_argument("--json", type=Path, help="also write the rows here")
    args = parser.parse_args(argv)
    if args.load_timeout <= 0:
        parser.error("--load-timeout must be more than 0")
    LOAD_TIMEOUT = args.load_timeout
    if min(args.sessions) < 1 or args.rounds < 1 or min(args.think, args.arrival) < 0:
        parser.error("--sessions and --rounds must be at least 1, --think and --arrival at least 0")

    from linklab.cli.app import pool_size_from_env

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in args.sessions:
            pool = {CLASS: n, APP: pool_size_from_env()}.get(args.pool, args.pool)
            log = Path(tmp) / f"app-{n}.log"
            with lecture_app(pool=None if args.pool == APP else pool, log=log) as (url, process):
                # Every pooled kernel runs the page at once on the same cores: allow it time.
                try:
                    warm = wait_for_warm_pool(process.pid, pool, timeout=max(300, 10 * pool))
                except TimeoutError as late:  # measure the class all the same, and say so
                    print(f"N={n}: {late}", flush=True)
                    warm = float("nan")
                pool_mb, started = tree_rss_mb(process.pid), kernel_count(process.pid)
                print(
                    f"N={n}: the pool of {pool} kernels ({started} running) was ready after "
                    f"{warm:.0f} s, "
                    f"the server then held {pool_mb:.0f} MB",
                    flush=True,
                )
                row = asyncio.run(
                    run_class(url, process.pid, n, args.rounds, args.think, args.arrival)
                )
            row.update(
                pool=pool,
                pool_started=started,
                pool_ready_s=warm,
                pool_mb=pool_mb,
                arrival_s=args.arrival,
                load_timeout_s=LOAD_TIMEOUT,
            )
            rows.append(row)
            if args.json:  # after every N: a later one that fails keeps the earlier rows
                args.json.write_text(json.dumps(rows, indent=2))
            print(
                f"N={n}: {row['seconds']:.0f} s, {row['actions']} timed actions, "
                f"processor: server {row['server_cpu_s']:.0f} s, "
                f"browsers {row['browser_cpu_s']:.0f} s, "
                f"errors {row['errors']}, lost {row['lost']} {row['first_errors']}",
                flush=True,
            )

    print(
        f"\na student every {args.arrival:g} s, {args.rounds} rounds, {args.think:g} s to think; "
        f"load = arrival to the game on the page (lost after {LOAD_TIMEOUT:g} s)"
    )
    head = (
        f"{'N':>4} {'pool':>4} {'ready':>6} {'MB idle':>8} {'MB peak':>8} {'MB/sess':>8} "
        f"{'load p50':>9} {'load p95':>9} "
        f"{'click p50':>10} {'click p95':>10} {'step p50':>9} {'step p95':>9} "
        f"{'errors':>7} {'lost':>5} {'kernels before/peak/after':>26} {'CPU s server/browsers':>22}"
    )
    print(head)
    for r in rows:
        kernels = f"{r['kernels_before']}/{r['kernels_peak']}/{r['kernels_after']}"
        cpu = f"{r['server_cpu_s']:.0f}/{r['browser_cpu_s']:.0f}"
        print(
            f"{r['n']:>4} {r['pool']:>4} {r['pool_ready_s']:>5.0f}s "
            f"{r['idle_mb']:>8.0f} {r['peak_mb']:>8.0f} {r['per_session_mb']:>8.0f} "
            f"{r['load_p50_s']:>8.1f}s {r['load_p95_s']:>8.1f}s "
            f"{r['click_p50_ms']:>8.0f}ms {r['click_p95_ms']:>8.0f}ms "
            f"{r['step_p50_ms']:>7.0f}ms {r['step_p95_ms']:>7.0f}ms "
            f"{r['errors']:>7} {r['lost']:>5} {kernels:>26} {cpu:>22}"
        )
    # Voilà refills the pool to its size: a pool that started a kernel short ends full.
    leaks = [r["n"] for r in rows if r["kernels_after"] > max(r["kernels_before"], r["pool"])]
    print("kernels freed after every class" if not leaks else f"LEAK: kernels left after N={leaks}")
    return 1 if leaks else 0


if __name__ == "__main__":
    sys.exit(main())
