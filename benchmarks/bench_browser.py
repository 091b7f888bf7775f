"""What a user feels in the browser, today's code (git ``main``) against this one, in one run.

Headless Debian chromium (Playwright). The baseline is the ``linklab`` package as it is at
``--baseline`` (``git archive``), put first on the servers' and kernels' PYTHONPATH.

1. A step of the trace player on a 10x20 board (half its pairs taken away, the BFS with the most
   events among random pairs), from the key press (→ on the focused slider) to the new picture
   decoded and painted, in JupyterLab and in the lecture app's board editor; the median of
   ``--steps`` presses at a person's pace; the same for the ▶ step button, from the mouse
   press. Target: 16 ms median, 33 ms at the 90th percentile.
2. A drag of the slider: from the mouse's release to the last picture painted.
3. Playback at 30 steps/s for 3 s: pictures painted per second (target: 20 or more), and the
   90th percentile of the time between two pictures.
4. The other players in JupyterLab (the comparison player, the six-digit comparison, the
   solver view): the same steps by key and button, and playback; the six-digit explorer:
   from a press of α or β to the new layout's picture (target: 50 ms).
5. The app's first page: from asking for the page to the game's 200 tiles on it, on a warm
   server (one page served and closed before), in a new browser (nothing cached) and in one that
   has shown the page before (its 5 MB of scripts cached). Target: 1.0 s or less.
6. The game's New: from the click to every one of the 200 cells showing the new board's letter.
   Target: 0.5 s or less.

    python benchmarks/bench_browser.py [--steps 30] [--pages 3] [--baseline main]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.bench_draw import (
    half_cleared_board,  # the same board the in-process benchmark steps
)
from benchmarks.browser_kit import (
    PICTURE_TIMER,
    baseline_package,
    jupyterlab,
    launch_chromium,
    lecture_app,
    wait_until,
)
from linklab.core.board import Board, format_board
from linklab.core.generate import generate_board
from linklab.core.rules import Rules
from linklab.core.search import bfs_events
from linklab.core.trace import Trace
from linklab.render.draw import kind_label

RULES = Rules()  # the board editor's rule when it opens
#: Installed on a page: the time of the last click, in the page's clock.
CLICK_CLOCK = """() => {
    window.__click = 0;
    document.addEventListener('click', () => { window.__click = performance.now(); }, true);
}"""
#: Waited for: every game cell shows the letter one of the candidate boards expects; then the
#: ms since the last click.
GRID_SHOWS = """(candidates) => {
    const shows = (expected) => expected.every(([name, label]) => {
        const cell = document.querySelector('.' + name);
        return cell && cell.innerText.trim() === label;
    });
    return candidates.some(shows) && performance.now() - window.__click;
}"""
#: The letters the game's cells show now, as ``dealt_labels`` gives them.
GRID_NOW = """() => Array.from(document.querySelectorAll('.linklab-game-cell')).map(
    (cell) => [Array.from(cell.classList).find((c) => /^linklab-game-cell-\\d/.test(c)),
               cell.innerText.trim()])"""
#: The picture timed is the one marked: unmark every picture, mark one.
UNWATCH = "document.querySelectorAll('[data-bench]').forEach(e => e.removeAttribute('data-bench'))"
WATCH = "picture => picture.setAttribute('data-bench', 'watched')"
KERNEL_IDLE = """() => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const context = panel && panel.sessionContext;
    const kernel = context && context.session && context.session.kernel;
    return !!kernel && kernel.connectionStatus === "connected" && kernel.status === "idle";
}"""


def longest_pair(board: Board, seed: int, tries: int = 60) -> tuple[tuple, int]:
    """Among random same-kind pairs, the one whose BFS has the most events, and how many."""
    rng = random.Random(seed)
    tiles = board.tiles()
    best = None
    for _ in range(tries):
        a = rng.choice(tiles)
        mates = [c for c in tiles if board[c] == board[a] and c != a]
        if mates:
            b = rng.choice(mates)
            events = len(Trace(bfs_events(board, a, b, RULES)))
            if best is None or events > best[1]:
                best = ((a, b), events)
    assert best is not None
    return best


def dealt_labels(seed: int) -> list[tuple[str, str]]:
    """What the game's New shows for ``seed``: (cell's CSS class, its letter) for every cell."""
    board = generate_board(10, 20, 10, seed, solvable=True, rules=Rules(outside=True))
    return [
        (f"linklab-game-cell-{r + 1}-{c + 1}", kind_label(board[r, c]) if board[r, c] else "")
        for r in range(board.rows)
        for c in range(board.cols)
    ]


def median(values) -> float:
    """The median of the numbers that are not NaN (NaN when none is)."""
    values = [v for v in values if v == v]
    return statistics.median(values) if values else float("nan")


# --- the player, wherever it is shown -------------------------------------------------------


def p90(values) -> float:
    """The 90th percentile of the numbers that are not NaN (NaN when none is)."""
    values = sorted(v for v in values if v == v)
    return values[int(0.9 * (len(values) - 1))] if values else float("nan")


class OldControls:
    """The player's controls as ipywidgets drew them (today's main): a slider with a readout,
    a play widget, step buttons that ask the kernel."""

    def __init__(self, player, css: str = "linklab-player"):
        self.player, self.css = player, css
        self.handle = player.locator(f".{css}-slider .noUi-handle")
        self.readout = player.locator(f".{css}-slider .widget-readout")

    def at(self) -> int:
        return int(self.readout.inner_text().strip() or 0)

    def focus(self):
        self.handle.focus()

    def forward(self):
        self.player.locator(f".{self.css}-forward").click()

    def fastest(self):
        speed = self.player.locator(f".{self.css}-speed .noUi-handle")
        if speed.count():  # the comparison player had no speed
            speed.focus()
            self.player.page.keyboard.press("End")

    def play(self):
        self.player.locator(f".{self.css}-play button").first.click()

    def stop(self):
        self.player.locator(f".{self.css}-play button").nth(1).click()


class StageControls(OldControls):
    """The stepped player's controls, drawn and run in the page."""

    def __init__(self, player, css: str = "linklab-player"):
        self.player, self.css = player, css
        self.handle = player.locator(f"input.{css}-slider")
        self.readout = player.locator(f".{css}-readout")

    def at(self) -> int:
        return int(self.readout.inner_text().split("/")[0].strip() or 0)

    def fastest(self):
        self.player.locator(f"select.{self.css}-speed").select_option("30")

    def play(self):
        self.player.locator(f".{self.css}-play").click()

    def stop(self):
        self.player.locator(f".{self.css}-stop").click()


def measure_player(
    page, root, steps: int, css: str = "linklab-player", nth: int = 0
) -> dict[str, float]:
    """Step latency by key and by button, drag settling and playback pictures/s of the
    ``nth`` player of class ``css`` under ``root``."""
    player = page.locator(f"{root} .{css}").nth(nth)
    player.scroll_into_view_if_needed()
    page.evaluate(UNWATCH)
    player.locator(f".{css}-image").first.evaluate(WATCH)
    page.evaluate(PICTURE_TIMER, "[data-bench='watched']")
    staged = player.locator(".linklab-stage").count() > 0
    controls = (StageControls if staged else OldControls)(player, css)
    handle = controls.handle

    controls.focus()
    page.keyboard.press("Home")
    wait_until(lambda: controls.at() == 0, 15, "step 0")
    time.sleep(1.0)
    latencies = []  # NaN for a press whose picture did not come within 5 s
    for _ in range(steps):
        before = page.evaluate("window.__ll.lat.length")
        controls.focus()
        page.keyboard.press("ArrowRight")
        try:
            wait_until(lambda b=before: page.evaluate("window.__ll.lat.length") > b, 5, "")
            latencies.append(page.evaluate("window.__ll.lat")[-1])
        except TimeoutError:
            latencies.append(float("nan"))
        time.sleep(0.2)  # a person's pace: the page is idle between presses

    # The ▶ step button, at the same pace (NaN for a press that did not step or whose picture
    # never came: today's button, after keys moved the slider, may not step at all).
    buttons = []
    for _ in range(steps):
        before, target = page.evaluate("window.__ll.lat.length"), controls.at() + 1
        controls.forward()
        try:
            wait_until(lambda t=target: controls.at() == t, 5, "the button's step")
            wait_until(lambda b=before: page.evaluate("window.__ll.lat.length") > b, 5, "")
            buttons.append(page.evaluate("window.__ll.lat")[-1])
        except TimeoutError:
            buttons.append(float("nan"))
        time.sleep(0.2)

    # A drag: press, move in small steps, release; then the last picture painted.
    box = handle.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    if staged:  # the range input's thumb sits at the step's place along it
        x = box["x"] + 8
    page.mouse.move(x, y)
    page.mouse.down()
    for k in range(1, 16):
        page.mouse.move(x + 12 * k, y)
        time.sleep(0.03)
    page.mouse.up()
    time.sleep(2.5)
    settle = page.evaluate("Math.max(0, Math.max(...window.__ll.changes) - window.__ll.up)")

    # Playback at 30 steps/s from step 0, for 3 s: pictures painted, and the time between them.
    controls.fastest()
    controls.focus()
    page.keyboard.press("Home")
    time.sleep(1.5)
    shown_before = page.evaluate("window.__ll.changes.length")
    controls.play()
    time.sleep(3.0)
    changes = page.evaluate("window.__ll.changes")[shown_before:]
    reached = controls.at()
    controls.stop()
    gaps = [b - a for a, b in itertools.pairwise(changes)]
    return {
        "presses_missed": sum(t != t for t in [*latencies, *buttons]),
        "step_ms": median(latencies),
        "step_p90_ms": p90(latencies),
        "button_ms": median(buttons),
        "button_p90_ms": p90(buttons),
        "drag_settle_ms": settle,
        "play_pictures_per_s": len(changes) / 3.0,
        "play_steps_per_s": reached / 3.0,
        "play_gap_p90_ms": p90(gaps),
    }


def measure_explorer(page, root, presses: int) -> dict[str, float]:
    """From a press of α or β to the new layout's picture painted, at a person's pace."""
    explorer = page.locator(f"{root} .linklab-sixdigits").first
    explorer.scroll_into_view_if_needed()
    page.evaluate(UNWATCH)
    explorer.locator(".linklab-six-image").first.evaluate(WATCH)
    page.evaluate(PICTURE_TIMER, "[data-bench='watched']")
    found = {}
    for move in ("alpha", "beta"):
        times = []
        for _ in range(presses):
            before = page.evaluate("window.__ll.lat.length")
            explorer.locator(f".linklab-move-{move}").click()
            try:
                wait_until(lambda b=before: page.evaluate("window.__ll.lat.length") > b, 5, "")
                times.append(page.evaluate("window.__ll.lat")[-1])
            except TimeoutError:
                times.append(float("nan"))
            time.sleep(0.4)  # a person reads the new layout
        found[f"{move}_ms"] = median(times)
        found[f"{move}_p90_ms"] = p90(times)
    return found


#: The other players, each in a cell of one notebook: how it is made, its class, and which of
#: that class it is on the page.
PLAYERS = {
    "compare": (
        "ll.widgets.ComparePlayer(board, {a}, {b}, ['000', 'bfs'])",
        "linklab-compare",
        0,
    ),
    "six-digit compare": (
        "ll.widgets.SixDigitCompare((2, 5, 6, 4, 3, 1))",
        "linklab-compare",
        1,
    ),
    "solver": (  # its 27 steps: the longest of the solver's streams on boards dealt small
        "ll.widgets.SolverView(ll.generate.generate_board(6, 6, 9, 26))",
        "linklab-solver",
        0,
    ),
}


def players_notebook(path: Path, board_text: str, ends, baseline: Path | None) -> None:
    """A notebook with every other player, then the six-digit explorer."""
    import nbformat
    from nbformat.v4 import new_code_cell, new_notebook

    first = f"import sys\nsys.path.insert(0, {str(baseline)!r})\n" if baseline else ""
    cells = [
        first
        + "import linklab as ll\nimport linklab.widgets.compare, linklab.widgets.solver_view\n"
        "import linklab.core.generate",
        "board = ll.parse_board(" + repr(board_text) + ")",
        *(make.format(a=ends[0], b=ends[1]) for make, _, _ in PLAYERS.values()),
        "ll.widgets.SixDigitExplorer((2, 5, 6, 4, 3, 1))",
    ]
    nb = new_notebook(cells=[new_code_cell(source) for source in cells])
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(nb, path)


def bench_lab_players(browser, base, token, notebook: str, steps: int) -> dict[str, float]:
    """Every other player of ``notebook``, and the six-digit explorer's moves."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(60_000)
    page = context.new_page()
    found: dict[str, float] = {}
    try:
        page.goto(f"{base}/lab/tree/{notebook}?reset&token={token}")
        page.wait_for_selector(".jp-NotebookPanel .jp-Cell")
        page.wait_for_function(KERNEL_IDLE, timeout=90_000)
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()
        shown = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output"
        page.wait_for_selector(f"{shown} .linklab-sixdigits .linklab-six-image", timeout=120_000)
        page.wait_for_function(KERNEL_IDLE, timeout=120_000)
        time.sleep(2.0)
        for name, (_, css, nth) in PLAYERS.items():
            presses = min(steps, 12) if name == "solver" else steps
            for key, value in measure_player(page, shown, presses, css, nth).items():
                found[f"{name} {key}"] = value
        found.update(measure_explorer(page, shown, max(4, steps // 2)))
        return found
    finally:
        page.evaluate("window.jupyterapp.commands.execute('kernelmenu:shutdown')")
        time.sleep(1.0)
        context.close()


def lab_notebook(path: Path, board_text: str, ends, baseline: Path | None) -> None:
    import nbformat
    from nbformat.v4 import new_code_cell, new_notebook

    first = f"import sys\nsys.path.insert(0, {str(baseline)!r})\n" if baseline else ""
    cells = [
        first + "import linklab as ll\nfrom linklab.widgets import TracePlayer\nprint(ll.__file__)",
        f"board = ll.parse_board('''{board_text}''')\n"
        f"player = TracePlayer(board, ll.bfs_events(board, {ends[0]}, {ends[1]}, ll.Rules()),"
        " ll.Rules())\nplayer",
    ]
    nb = new_notebook(cells=[new_code_cell(source) for source in cells])
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(nb, path)


def bench_lab(browser, base, token, notebook: str, steps: int) -> dict[str, float]:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(60_000)
    page = context.new_page()
    try:
        # A new workspace: the notebook measured before stays closed, out of the page.
        page.goto(f"{base}/lab/tree/{notebook}?reset&token={token}")
        page.wait_for_selector(".jp-NotebookPanel .jp-Cell")
        page.wait_for_function(KERNEL_IDLE, timeout=90_000)
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()
        shown = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output"
        page.wait_for_selector(f"{shown} .linklab-player .linklab-player-image", timeout=90_000)
        page.wait_for_function(KERNEL_IDLE, timeout=90_000)
        time.sleep(2.0)
        return measure_player(page, shown, steps)
    finally:
        page.evaluate("window.jupyterapp.commands.execute('kernelmenu:shutdown')")
        time.sleep(1.0)
        context.close()


# --- the app ---------------------------------------------------------------------------------


def first_page(browser, url: str, context=None) -> float:
    """Seconds from asking for the page to the game's tiles all on it (then the page closes);
    NaN for a page that shows no game within two minutes (an old app under load may render the
    page without its widgets).

    In a new browser context (nothing cached) unless ``context`` is given.
    """
    from playwright.sync_api import TimeoutError as PageTimeout

    own = context is None
    if own:
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    try:
        start = time.perf_counter()
        page.goto(url, wait_until="commit", timeout=120_000)
        try:
            page.wait_for_function(
                "document.querySelectorAll('.linklab-game-grid .linklab-game-cell').length >= 200",
                timeout=120_000,
                polling=20,
            )
        except PageTimeout:
            return float("nan")
        return time.perf_counter() - start
    finally:
        page.close(run_before_unload=True)  # as closing the tab does: the kernel is freed
        if own:
            context.close()


def bench_app(browser, url: str, pages: int, steps: int, board_text: str, ends) -> dict:
    first_page(browser, url)  # warm: the server has served the page once
    time.sleep(8.0)  # and had the time to start its preheated kernels again
    firsts, returning = [], []
    for _ in range(pages):
        firsts.append(first_page(browser, url))
        time.sleep(8.0)
    cached = browser.new_context(viewport={"width": 1400, "height": 1000})
    try:
        first_page(browser, url, cached)  # the browser keeps the page's scripts
        for _ in range(pages):
            time.sleep(8.0)
            returning.append(first_page(browser, url, cached))
    finally:
        cached.close()
    context = browser.new_context(viewport={"width": 1500, "height": 1100})
    context.set_default_timeout(60_000)
    page = context.new_page()
    try:
        page.goto(url, timeout=120_000)
        page.wait_for_selector(".linklab-game-grid .linklab-game-cell", timeout=120_000)
        game = page.locator(".linklab-game")
        message = game.locator(".linklab-game-message")
        page.evaluate(CLICK_CLOCK)
        news = []
        for _ in range(3):
            time.sleep(1.0)
            # New deals the seed box's seed, or the next one when the box shows the board on
            # screen's (as it does since the seed box was made to follow the board).
            seed = int(game.locator(".linklab-game-seed input").input_value())
            now = sorted(map(tuple, page.evaluate(GRID_NOW)))
            candidates = [
                labels
                for labels in (dealt_labels(seed), dealt_labels(seed + 1))
                if sorted(labels) != now
            ]
            game.locator(".linklab-game-new").click()
            took = page.wait_for_function(GRID_SHOWS, arg=candidates, polling="raf", timeout=60_000)
            news.append(took.json_value() / 1000)
            wait_until(lambda: message.inner_text().startswith("new "), 30, "New's message")

        # The board editor with the 10x20 board, searched between the two ends.
        page.locator(".lm-TabBar-tab", has_text="Board editor").click()
        editor = page.locator(".linklab-editor")
        editor.locator(".linklab-editor-text textarea").fill(board_text)
        editor.locator(".linklab-editor-load").click()
        wait_until(
            lambda: editor.locator(".linklab-cell-10-20").count() == 1, 30, "the 10x20 board"
        )
        editor.locator(".linklab-editor-mode button", has_text="endpoints").click()
        for r, c in ends:
            editor.locator(f".linklab-cell-{r + 1}-{c + 1}").click()
        wait_until(lambda: editor.locator(".linklab-end").count() == 2, 30, "two endpoints")
        editor.locator(".linklab-editor-run").click()
        page.wait_for_selector(".linklab-editor .linklab-player-image")
        time.sleep(2.0)
        player = measure_player(page, ".linklab-editor", steps)
    finally:
        context.close()
    return {
        "first_page_s": median(firsts),
        "first_pages": firsts,
        "returning_pages": returning,
        "pages_never_usable": sum(t != t for t in firsts + returning),
        "returning_page_s": median(returning),
        "new_s": median(news),
        **player,
    }


# --- the run ---------------------------------------------------------------------------------


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=30, help="key presses timed per player")
    parser.add_argument("--pages", type=int, default=3, help="first pages timed per app")
    parser.add_argument("--baseline", default="main", help="git ref of today's code")
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--skip-lab", action="store_true", help="only the app")
    parser.add_argument("--skip-app", action="store_true", help="only JupyterLab")
    parser.add_argument("--skip-players", action="store_true", help="the trace player only")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    board = half_cleared_board(args.seed)
    ends, events = longest_pair(board, args.seed)
    board_text = format_board(board)
    print(f"10x20 board, pair {ends}, a BFS of {events} events; baseline: {args.baseline}")
    results: dict[str, dict] = {}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        tmp = Path(tmp)
        old = baseline_package(args.baseline, tmp / "baseline")
        browser = launch_chromium(playwright)
        try:
            for label, path in (("before", old), ("after", None)) if not args.skip_app else ():
                with lecture_app(path, log=tmp / f"app-{label}.log") as (url, _):
                    results[f"app {label}"] = bench_app(
                        browser, url, args.pages, args.steps, board_text, ends
                    )
                print(f"  app {label}: {results[f'app {label}']}", flush=True)
            if not args.skip_lab:
                root = tmp / "lab"
                root.mkdir()
                for label, path in (("before", old), ("after", None)):
                    lab_notebook(root / f"player-{label}.ipynb", board_text, ends, path)
                    players_notebook(root / f"players-{label}.ipynb", board_text, ends, path)
                with jupyterlab(root, tmp / "home", tmp / "lab.log") as (base, token):
                    for label in ("before", "after"):
                        found = bench_lab(browser, base, token, f"player-{label}.ipynb", args.steps)
                        if not args.skip_players:
                            found |= bench_lab_players(
                                browser, base, token, f"players-{label}.ipynb", args.steps
                            )
                        results[f"lab {label}"] = found
                        print(f"  lab {label}: {found}", flush=True)
        finally:
            browser.close()

    print()
    print(f"load average when done: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'':46}{'before':>10}{'after':>10}{'target':>10}")
    player_rows = [
        ("step_ms", "step, key to picture (ms, median)", "<= 16"),
        ("step_p90_ms", "  90th percentile (ms)", "<= 33"),
        ("button_ms", "step, ▶ press to picture (ms)", "<= 16"),
        ("button_p90_ms", "  90th percentile (ms)", "<= 33"),
        ("drag_settle_ms", "drag, release to picture (ms)", ""),
        ("play_pictures_per_s", "playing at 30/s: pictures/s", ">= 20"),
        ("play_gap_p90_ms", "  between pictures, p90 (ms)", "<= 50"),
    ]
    other_rows = ("step_ms", "step_p90_ms", "button_ms", "button_p90_ms", "play_gap_p90_ms")
    rows = [
        *(("lab", *row) for row in player_rows),
        *(
            ("lab", f"{name} {key}", f"{name}: {label.strip()}", target)
            for name in PLAYERS
            for key, label, target in player_rows
            if key in other_rows
        ),
        ("lab", "alpha_ms", "explorer: α press to picture (ms)", "<= 50"),
        ("lab", "alpha_p90_ms", "  90th percentile (ms)", ""),
        ("lab", "beta_ms", "explorer: β press to picture (ms)", "<= 50"),
        ("lab", "beta_p90_ms", "  90th percentile (ms)", ""),
        *(("app", *row) for row in player_rows),
        ("app", "first_page_s", "first page, game usable (s)", "<= 1.0"),
        ("app", "returning_page_s", "  the same, scripts cached (s)", "<= 1.0"),
        ("app", "new_s", "New, click to new board shown (s)", "<= 0.5"),
        ("app", "pages_never_usable", "pages with no game after 2 min", "0"),
    ]
    where = None
    for place, key, name, target in rows:
        before, after = results.get(f"{place} before"), results.get(f"{place} after")
        if before is None or after is None:
            continue
        if place != where:
            print({"lab": "JupyterLab", "app": "the lecture app (Voilà)"}[place])
            where = place
        if key in before and key in after:
            print(f"  {name:44}{before[key]:>10.2f}{after[key]:>10.2f}{target:>10}")
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
