"""The static edition from disk, beside the live notebook, in one run.

    python -m benchmarks.bench_site                  # everything below
    python -m benchmarks.bench_site --skip-lab       # the static pages only
    python -m benchmarks.bench_site --course site/en/02-bfs-counts-turns.html  # and a course page

1. **The live parts' page** (a 10x20 game and the board editor, built here from a notebook of
   three cells) opened offline in headless Chromium (every request outside its site refused):
   the first answer cold (from opening the page to the answer of a press made as soon as the
   buttons work, with when the page's Python passed each phase of its start) and warm (the
   page open 15 s, then a press); a game button and an edited tile to their pictures; Find
   path on the emptied board between its corners (a long BFS) to its first picture, the
   seconds until every step's picture is in the page, and a step (the arrow key) to its
   picture, drawn and at the next frame; a tile edited plus Find path.
2. **The app page** (``app.html``, written beside it): from asking for the page to the game's 200
   tiles on it, in a new browser context, from disk.
3. **Beside them, live**: the same search's trace player in JupyterLab (a step, key to picture,
   as ``bench_browser`` times it), and the lecture app (Voilà) to its 200 tiles, served here.
4. **The baseline run side by side in this process**: the same actions on the same Python
   objects the page's Python runs (``PageGame``, ``PageEditor``); the ratio is what the worker,
   the message and the drawing add.
5. ``--course PAGE``: a course page's players (a step's latency and its picture) and its
   exercise checks (the first and a second Check), against the same check run here. A slide
   page (``site/en/02-bfs-counts-turns.slides.html``) is opened at 1280x720, each player and
   exercise on its own slide.

The load average is printed with the figures; no figure is a pass or a fail.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from linklab.apps.page_editor import PageEditor
from linklab.apps.page_game import PageGame
from linklab.course import page_check
from linklab.course.exercise_bank import BANK
from linklab.site import build as site

NOTEBOOK = [
    "import linklab as ll",
    "rules = ll.Rules(outside=True)\n"
    "board = ll.generate.generate_board(10, 20, 10, seed=1, group=4, solvable=True, rules=rules)\n"
    "ll.widgets.GameWidget(board, rules)",
    "ll.widgets.BoardEditor(board.with_cells({}), kinds=10)",
]
ALL_LIVE = "() => (window.linklabLiveLog || []).filter((e) => e.event === 'live').length >= 2"
GAME_ACTIONS = ["hint", "autoplay_step", "undo", "redo", "autoplay_step"] * 4
STEPS = 40
RUNS = 5  # Find path pressed, each timed


def build(folder: Path) -> Path:
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source) for source in NOTEBOOK]
    source = folder / "source" / "60-live.ipynb"
    source.parent.mkdir(parents=True)
    nbformat.write(nb, source)
    site.copy_assets(site.npm_install(), folder)
    return site.build_page(source, "en", folder).path


def _press(page, locator, key: str = "", painted: bool = False) -> float:
    """Click ``locator`` (or press ``key`` on it): the ms to the new view shown (to the next
    frame after it when ``painted``)."""
    seen = page.evaluate("window.linklabLiveLog.length")
    if key:
        locator.press(key)
    else:
        locator.click()
    page.wait_for_function(
        "(n) => window.linklabLiveLog.length > n && window.linklabLiveLog.at(-1).painted",
        arg=seen,
        polling="raf",
    )
    return page.evaluate(f"window.linklabLiveLog.at(-1).{'painted' if painted else 'ms'}")


def _editor_search(page, editor) -> dict[str, float]:
    """Find path on the editor's emptied 10x20 board between its corners (a long BFS), then
    its steps back with the arrow key, each drawn in the page from the pictures sent."""
    found: dict[str, float] = {}
    _press(page, editor.locator(".linklab-live-do-clear"))
    _press(page, editor.locator(".linklab-live-kind-1"))
    for corner in ("1-1", "10-20"):
        _press(page, editor.locator(f"svg [data-tag='cell-{corner}']"))
    _press(page, editor.locator(".linklab-live-mode-endpoints"))
    _press(page, editor.locator("svg [data-tag='tile-1-1']"))
    _press(page, editor.locator("svg [data-tag='tile-10-20']"))
    runs = []
    for _ in range(RUNS):  # each press searches again, and sends its pictures again
        time.sleep(0.5)
        batches = page.evaluate("window.linklabLiveBatches.length")
        _press(page, editor.locator(".linklab-live-do-run"), painted=True)
        runs.append(page.evaluate("window.linklabLiveLog.at(-1)"))
    for key, name in [("painted", "next frame"), ("ms", "drawn"), ("python", "in its Python")]:
        found[f"editor: Find path to its first picture, {name}, median (ms)"] = statistics.median(
            run[key] for run in runs
        )
    start = time.perf_counter()
    page.wait_for_function(
        "(n) => window.linklabLiveBatches.slice(n).some((b) => b.done)",
        arg=batches,
        timeout=300_000,
    )
    found["editor: every step's picture in the page (s)"] = time.perf_counter() - start
    found["editor: steps of the search"] = page.evaluate(
        "Number(document.querySelector('.linklab-live-editor .linklab-live-slider').max)"
    )
    found["editor: step pictures sent (KB)"] = page.evaluate(
        "(n) => window.linklabLiveBatches.slice(n).reduce((a, b) => a + b.bytes, 0) / 1000",
        batches,
    )
    back = editor.locator(".linklab-live-step-back")
    steps = [_press(page, back, "ArrowLeft") for _ in range(STEPS)]
    found[f"editor: a step back (arrow key), drawn, median of {STEPS} (ms)"] = statistics.median(
        steps
    )
    steps = [_press(page, back, "ArrowLeft", painted=True) for _ in range(STEPS)]
    found[f"editor: a step back, to the next frame, median of {STEPS} (ms)"] = statistics.median(
        steps
    )
    # One tile edited, then Find path: the two presses' times to their pictures, added.
    _press(page, editor.locator(".linklab-live-mode-paint"))
    edit = _press(page, editor.locator("svg [data-tag='cell-5-10']"), painted=True)
    again = _press(page, editor.locator(".linklab-live-do-run"), painted=True)
    found["editor: a tile edited + Find path, each to its picture (ms)"] = edit + again
    return found


def _baseline(act, actions) -> list[float]:
    times = []
    for action, argument in actions:
        start = time.perf_counter()
        act(action, argument)
        times.append((time.perf_counter() - start) * 1000)
    return times


#: When the page's Python went through each phase of its start, in ms: its packed scripts
#: loaded (from the page's opening), then from the worker's start: the assets unpacked,
#: Pyodide's scripts run, Pyodide started, the live parts' modules imported.
PYTHON_READY = """() => {
  const log = window.linklabPythonLog || [];
  const scripts = log.find((e) => e.event === "scripts");
  const ready = log.find((e) => e.event === "ready" && e.phases);
  return {"packed scripts loaded": scripts ? scripts.at : -1, ...(ready ? ready.phases : {})};
}"""


def _first_answer(browser, folder: Path, page_path: Path, wait: float) -> dict[str, float]:
    """In a new browser context: open the page, wait ``wait`` seconds (or, with 0, only until
    the buttons work) and press the game's Hint; the seconds to every live part answering and
    from the press (or the page's opening, cold) to the answer shown."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    site.offline(context, folder)
    page = context.new_page()
    try:
        start = time.perf_counter()
        page.goto(page_path.resolve().as_uri())
        hint = page.locator(".linklab-live-game button.linklab-live-do-hint")
        if wait:
            time.sleep(wait)
        hint.click(timeout=300_000)  # waits for the button to work
        pressed = time.perf_counter()
        page.wait_for_function(
            "() => window.linklabLiveLog.some((e) => e.action === 'hint')",
            timeout=300_000,
            polling=20,
        )
        answered = time.perf_counter()
        page.wait_for_function(ALL_LIVE, timeout=300_000, polling=100)
        ready = page.evaluate(PYTHON_READY)
        return {
            **{f"cold: {name} (s)": ms / 1000 for name, ms in ready.items()},
            "opened_to_answer_s": answered - start,
            "press_to_answer_s": answered - pressed,
            "first_paint_s": page.evaluate(
                "performance.getEntriesByName('first-contentful-paint')[0].startTime / 1000"
            ),
        }
    finally:
        context.close()


def measure_live(browser, folder: Path, page_path: Path) -> dict[str, float]:
    """The live parts' page: first answers cold and warm, then presses, edits and steps."""
    found: dict[str, float] = {}
    cold = _first_answer(browser, folder, page_path, 0)
    found["first answer, cold: page opened to answer (s)"] = cold["opened_to_answer_s"]
    found.update({name: value for name, value in cold.items() if name.startswith("cold: ")})
    found["first contentful paint (s)"] = cold["first_paint_s"]
    warm = _first_answer(browser, folder, page_path, 15)
    found["first answer, warm: open 15 s, press to answer (s)"] = warm["press_to_answer_s"]
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    site.offline(context, folder)
    page = context.new_page()
    try:
        page.goto(page_path.resolve().as_uri())
        page.wait_for_function(ALL_LIVE, timeout=300_000, polling=100)
        game = page.locator(".linklab-live-game")
        clicks = [
            _press(page, game.locator(f"button.linklab-live-do-{action}"))
            for action in GAME_ACTIONS
        ]
        found["game press to picture, median (ms)"] = statistics.median(clicks)
        editor = page.locator(".linklab-live-editor")
        paints = [
            _press(page, editor.locator(f"svg [data-tag='tile-{r}-{c}']"))
            for r, c in [(1, 1), (1, 2), (2, 1), (2, 2)] * 3
        ]
        found["editor: one tile edited to picture, median (ms)"] = statistics.median(paints)
        found.update(_editor_search(page, editor))
    finally:
        context.close()
    return found


def app_first_pages(browser, folder: Path, pages: int = 3) -> list[float]:
    """The app page from disk, each in a new browser context: seconds from asking for it to
    the game's 200 tiles on it."""
    app = folder / "app.html"
    times = []
    for _ in range(pages):
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
        site.offline(context, folder)
        page = context.new_page()
        try:
            start = time.perf_counter()
            page.goto(app.resolve().as_uri(), wait_until="commit")
            page.wait_for_function(
                "document.querySelectorAll(\".linklab-live-game svg [data-tag^='tile-']\")"
                ".length >= 200",
                timeout=120_000,
                polling=20,
            )
            times.append(time.perf_counter() - start)
        finally:
            context.close()
    return times


def editor_board() -> tuple[str, tuple]:
    """The board the page's editor searches (`_editor_search`): a 10x20 board, empty but for
    two tiles at its corners, and those corners."""
    from linklab.core.board import Board, format_board

    board = Board.empty(10, 20).with_cells({(0, 0): 1, (9, 19): 1})
    return format_board(board), ((0, 0), (9, 19))


def measure_lab(browser, folder: Path, steps: int) -> dict[str, float]:
    """The same search's trace player live in JupyterLab (``bench_browser``'s measure)."""
    from benchmarks.bench_browser import bench_lab, lab_notebook
    from benchmarks.browser_kit import jupyterlab

    board_text, ends = editor_board()
    root = folder / "lab"
    root.mkdir(exist_ok=True)
    lab_notebook(root / "player.ipynb", board_text, ends, None)
    with jupyterlab(root, folder / "lab-home", folder / "lab.log") as (base, token):
        return bench_lab(browser, base, token, "player.ipynb", steps)


def measure_voila(browser, folder: Path, pages: int) -> list[float]:
    """The lecture app (Voilà) served here: seconds to its game's 200 tiles, pages after one
    served to warm it (``bench_browser.first_page``)."""
    from benchmarks.bench_browser import first_page
    from benchmarks.browser_kit import lecture_app

    with lecture_app(None, log=folder / "voila.log") as (url, _):
        first_page(browser, url)
        times = []
        for _ in range(pages):
            time.sleep(8.0)  # its preheated kernels started again
            times.append(first_page(browser, url))
    return times


def baselines() -> dict[str, float]:
    """The same actions in this process's Python, on the same objects the page's Python runs."""
    from linklab.core.generate import generate_board
    from linklab.core.rules import Rules

    rules = Rules(outside=True)
    board = generate_board(10, 20, 10, seed=1, group=4, solvable=True, rules=rules)
    game = PageGame({"grid": [list(r) for r in board.grid], "outside": True})
    editor = PageEditor({"grid": [list(r) for r in board.grid], "outside": False, "kinds": 10})
    clicks = _baseline(game.act, [(action, None) for action in GAME_ACTIONS])
    paints = _baseline(editor.act, [("click", [r - 1, c - 1]) for r, c in [(1, 1), (1, 2)] * 6])
    searched = PageEditor({"grid": [[0] * 20 for _ in range(10)], "kinds": 10})
    moves = [("click", [0, 0]), ("click", [9, 19]), ("mode", "endpoints")]
    _baseline(searched.act, [*moves, ("click", [0, 0]), ("click", [9, 19])])
    run = _baseline(searched.act, [("run", None)] * RUNS)
    steps = _baseline(searched.act, [("step", "back")] * STEPS)
    return {
        "game press to picture, median (ms)": statistics.median(clicks),
        "editor: one tile edited to picture, median (ms)": statistics.median(paints),
        "editor: Find path to its first picture, drawn, median (ms)": statistics.median(run),
        f"editor: a step back (arrow key), drawn, median of {STEPS} (ms)": statistics.median(steps),
    }


PAGE_STEPS = 60
#: The checks timed: exercise 02.1 (one answer), then 02.6 (a function, every case).
CHECKS = (
    ("prediction = 13", 'll.exercises.check("02.1", prediction)'),
    (BANK["02.6"].answer, "ll.selfcheck.check_link(my_link)"),
)
#: Type a source into an exercise's editor, press its Check, and wait for what it ends in;
#: the page's log since the press (times in ms).
ONE_CHECK = """async ([index, source]) => {
  const editor = document.querySelectorAll('textarea.linklab-python-editor')[index];
  editor.value = source;
  const start = window.linklabPythonLog.length;
  document.querySelectorAll('.linklab-python-check button')[index].click();
  while (!window.linklabPythonLog.slice(start).some((e) => e.event === 'verdict' ||
                                                      e.event === 'failed')) {
    await new Promise((done) => setTimeout(done, 20));
  }
  return window.linklabPythonLog.slice(start);
}"""
#: Press → on the first player (or do nothing, for the baseline) and wait for the next paint.
ONE_STEP = """async (step) => {
  const stage = document.querySelector('.linklab-stage');
  const start = performance.now();
  if (step) stage.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  return performance.now() - start;
}"""


#: Press → on the first player and wait for the first frame whose picture is the new step's
#: (as ``browser_kit.PICTURE_TIMER`` times the live players): the step's time to its picture on
#: screen.
STEP_TO_PICTURE = """async () => {
  const stage = document.querySelector('.linklab-stage');
  const main = stage.querySelector('.linklab-stage-main');
  const [at, total] = stage.querySelector('.linklab-stage-readout').textContent.split('/');
  if (Number(at) >= Number(total)) {  // at the last step: back to the start first, not timed
    stage.dispatchEvent(new KeyboardEvent('keydown', {key: 'Home', bubbles: true}));
    await new Promise((done) => setTimeout(done, 300));
  }
  const picture = () => main.querySelector('.linklab-stage-svg').dataset.picture;
  const before = picture();
  const start = performance.now();
  stage.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));
  for (let frames = 0; frames < 600; frames++) {
    await new Promise((done) => requestAnimationFrame(done));
    if (picture() !== before) return performance.now() - start;
  }
  return NaN;
}"""


#: On a slide page (``<nb>.slides.html``), the deck turned to the slide that holds the
#: ``index``-th element matching ``selector``, as a lecturer would before using it; nothing on a
#: page.
SHOW_SLIDE_OF = """([selector, index]) => {
  const deck = window.linklabDeck;
  const found = document.querySelectorAll(selector)[index];
  if (!deck || !found) return;
  const at = deck.getIndices(found.closest('section'));
  deck.slide(at.h, at.v);
}"""


def measure_course_page(page_path: Path) -> dict[str, float]:
    """Seconds to the first picture, and the median step and baseline in milliseconds."""
    from playwright.sync_api import sync_playwright

    refused: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=site.CHROMIUM, headless=True, args=site.CHROMIUM_FLAGS
        )
        try:
            slides = page_path.name.endswith(".slides.html")  # a projector's screen
            viewport = {"width": 1280, "height": 720 if slides else 900}
            context = browser.new_context(viewport=viewport)
            site.offline(context, page_path.resolve().parent.parent, refused)
            page = context.new_page()
            start = time.perf_counter()
            page.goto(page_path.resolve().as_uri())
            page.wait_for_function(
                "() => !!document.querySelector('.linklab-stage-svg > svg')",
                timeout=120_000,
                polling=20,
            )
            first = time.perf_counter() - start
            page.wait_for_function(site.PLAYERS_DRAWN, timeout=120_000, polling=250)
            page.evaluate(SHOW_SLIDE_OF, [".linklab-stage", 0])
            page.evaluate("document.querySelector('.linklab-stage').scrollIntoView()")
            steps, baseline, pictures = [], [], []
            for _ in range(PAGE_STEPS):
                baseline.append(page.evaluate(ONE_STEP, False))
                steps.append(page.evaluate(ONE_STEP, True))
            page.evaluate("document.querySelector('.linklab-stage').focus()")
            page.keyboard.press("Home")
            for _ in range(PAGE_STEPS):
                time.sleep(0.2)  # a person's pace: the pictures around the step are made between
                pictures.append(page.evaluate(STEP_TO_PICTURE))
            checks = _checks(page)
        finally:
            browser.close()
    if refused:
        raise SystemExit(f"requests outside site/: {refused[:5]}")
    return {
        "first_picture_s": first,
        "step_ms": statistics.median(steps),
        "baseline_ms": statistics.median(baseline),
        "picture_ms": statistics.median(pictures),
        "picture_p90_ms": statistics.quantiles(pictures, n=10)[-1],
        **checks,
    }


def _checks(page) -> dict[str, float]:
    """The checks' times in the page, and the same checks run here (the baseline)."""
    editors = page.evaluate("document.querySelectorAll('textarea.linklab-python-editor').length")
    if not editors:
        return {}
    found = {}
    for number, (index, (source, check)) in enumerate(zip((0, editors - 1), CHECKS, strict=True)):
        page.evaluate(SHOW_SLIDE_OF, ["textarea.linklab-python-editor", index])
        events = page.evaluate(ONE_CHECK, [index, source])
        at = {event["event"]: event["at"] for event in events}
        if "verdict" not in at:
            raise SystemExit(f"check {number + 1} failed in the page: {events}")
        page_check.run_cells(source, check)  # warm: the modules imported, as in the page
        start = time.perf_counter()
        page_check.run_cells(source, check)
        found[f"here_{number}_s"] = time.perf_counter() - start
        found[f"check_{number}_s"] = (at["verdict"] - at["click"]) / 1000
        if "ready" in at:
            found["ready_s"] = (at["ready"] - at["click"]) / 1000
            found["after_ready_s"] = (at["verdict"] - at["ready"]) / 1000
    return found


def report_course_page(name: Path) -> None:
    """Print a course page's figures (`measure_course_page`)."""
    found = measure_course_page(name)
    ratio = found["step_ms"] / max(found["baseline_ms"], 1e-6)
    print(
        f"{name}: first picture {found['first_picture_s']:.2f} s; step "
        f"{found['step_ms']:.1f} ms (baseline paint {found['baseline_ms']:.1f} ms, "
        f"ratio {ratio:.2f}); key to the step's picture on screen "
        f"{found['picture_ms']:.1f} ms median, {found['picture_p90_ms']:.1f} ms p90"
    )
    if "ready_s" in found:
        print(
            f"  first Check: Python ready {found['ready_s']:.1f} s after the press, the "
            f"verdict {found['after_ready_s'] * 1000:.0f} ms later (the check itself here: "
            f"{found['here_0_s'] * 1000:.1f} ms)"
        )
        ratio = found["check_1_s"] / max(found["here_1_s"], 1e-6)
        print(
            f"  second Check (02.6, every case): {found['check_1_s']:.1f} s in the page, "
            f"{found['here_1_s']:.1f} s here (ratio {ratio:.1f})"
        )


#: A check pressed on exercise ``index`` with ``source`` in its cell: the page's log from the
#: press to its verdict (times in ms, the page's clock).
PRESS_CHECK = """async ([index, source]) => {
  const editor = document.querySelectorAll('textarea.linklab-python-editor')[index];
  editor.value = source;
  const start = window.linklabPythonLog.length;
  const pressed = performance.now();
  document.querySelectorAll('.linklab-python-check button')[index].click();
  while (!window.linklabPythonLog.slice(start).some((e) => e.event === 'verdict' ||
                                                      e.event === 'failed')) {
    await new Promise((done) => setTimeout(done, 10));
  }
  const verdict = window.linklabPythonLog.slice(start).find((e) => e.event === 'verdict');
  return {pressed, verdict: verdict ? verdict.at : NaN,
          stopped: Boolean(verdict && verdict.stopped)};
}"""
#: Whether a worker started after the last one the page ended is up (both editions' logs).
SPARE_UP = """() => {
  const events = window.linklabPythonLog.map((e) => e.event);
  return events.includes("stopped") &&
    events.slice(events.lastIndexOf("stopped")).includes("ready");
}"""
RUNAWAY = "prediction = sum(range(10**15))"


def renderer_pids(browser) -> list[int]:
    """The renderer processes of ``browser``, as Chromium names them (CDP
    ``SystemInfo.getProcessInfo``): a page's workers are threads of its renderer."""
    session = browser.new_browser_cdp_session()
    try:
        processes = session.send("SystemInfo.getProcessInfo")["processInfo"]
    finally:
        session.detach()
    return [process["id"] for process in processes if process["type"] == "renderer"]


def renderer_memory(pids: list[int]) -> tuple[float, float]:
    """The largest of the processes ``pids`` (the page's renderer, with its workers) and all of
    them together, in MB of proportional set size (``/proc/PID/smaps_rollup``)."""
    sizes = []
    for pid in pids:
        try:
            text = Path(f"/proc/{pid}/smaps_rollup").read_text()
        except OSError:
            continue
        sizes += [int(n.split()[1]) / 1024 for n in text.splitlines() if n.startswith("Pss:")]
    return (max(sizes, default=0.0), sum(sizes))


def python_page_run(browser, site_folder: Path, page_path: Path, warm_wait: float) -> dict:
    """One course page from disk, in a new browser context: a Check pressed as soon as the page
    has its buttons (cold), the memory while Python starts and after, a Check after
    ``warm_wait`` s (warm), a runaway builtin's stop and the next answer after the spare is up."""
    import threading

    context = browser.new_context(viewport={"width": 1280, "height": 900})
    site.offline(context, site_folder)
    page = context.new_page()
    peak = [0.0, 0.0]
    sampling = threading.Event()
    pids: list[int] = []

    def sample() -> None:  # /proc only: Playwright is this thread's
        while not sampling.is_set():
            found = renderer_memory(pids)
            peak[0], peak[1] = max(peak[0], found[0]), max(peak[1], found[1])
            sampling.wait(0.2)

    sampler = threading.Thread(target=sample, daemon=True)
    found: dict[str, float] = {}
    try:
        start = time.perf_counter()
        page.goto(page_path.resolve().as_uri(), wait_until="commit")
        pids.extend(renderer_pids(browser))
        sampler.start()
        page.wait_for_function(
            "() => window.linklabPythonLog && "
            "document.querySelectorAll('textarea.linklab-python-editor').length > 0",
            timeout=120_000,
            polling=10,
        )
        cold = page.evaluate(PRESS_CHECK, [0, "prediction = 2"])
        found["cold: press to answer (s)"] = (cold["verdict"] - cold["pressed"]) / 1000
        found["cold: page opened to answer (s)"] = time.perf_counter() - start
        page.wait_for_function(
            "() => (window.linklabLiveLog || []).filter((e) => e.event === 'live').length >= "
            "document.querySelectorAll('.linklab-live').length",
            timeout=300_000,
            polling=100,
        )
        time.sleep(warm_wait)
        sampling.set()
        sampler.join()
        found["memory: page's renderer, peak while starting (MB)"] = peak[0]
        found["memory: all renderers, peak while starting (MB)"] = peak[1]
        settled = renderer_memory(pids)
        found["memory: page's renderer, settled (MB)"] = settled[0]
        found["workers started by the page"] = page.evaluate(
            "window.linklabPythonLog.filter((e) => e.event === 'started' || "
            "(e.event === 'ready' && 'apps' in e)).length"
        )
        warm = page.evaluate(PRESS_CHECK, [0, "prediction = 3"])
        found["warm: press to answer (s)"] = (warm["verdict"] - warm["pressed"]) / 1000
        page.evaluate("window.linklabPythonSeconds = 60")
        stop = page.evaluate(PRESS_CHECK, [0, RUNAWAY])
        if not stop["stopped"]:
            raise SystemExit(f"the runaway call was not stopped: {stop}")
        found["runaway builtin: press to its stop shown (s)"] = (
            stop["verdict"] - stop["pressed"]
        ) / 1000
        page.wait_for_function(SPARE_UP, timeout=300_000, polling=50)
        found["spare: the stop to the spare up (s)"] = (
            page.evaluate(
                "(() => { const log = window.linklabPythonLog;"
                " const at = log.map((e) => e.event).lastIndexOf('stopped');"
                " return log.slice(at).find((e) => e.event === 'ready').at; })()"
            )
            - stop["verdict"]
        ) / 1000
        spare = page.evaluate(PRESS_CHECK, [0, "prediction = 4"])
        found["spare: press to answer (s)"] = (spare["verdict"] - spare["pressed"]) / 1000
    finally:
        sampling.set()
        context.close()
    return found


def report_python_pages(pages: list[Path], runs: int, warm_wait: float) -> None:
    """Each course page in ``pages`` (the first is the baseline, today's build, when two are
    given) measured ``runs`` times, in turn, in this process: the medians, and each against the
    first as a ratio."""
    from playwright.sync_api import sync_playwright

    results: list[list[dict]] = [[] for _ in pages]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=site.CHROMIUM, headless=True, args=site.CHROMIUM_FLAGS
        )
        try:
            load = os.getloadavg()
            for _ in range(runs):
                for i, path in enumerate(pages):
                    results[i].append(python_page_run(browser, path.parent.parent, path, warm_wait))
        finally:
            browser.close()
    print(f"load average at the start {load[0]:.2f}, at the end {os.getloadavg()[0]:.2f}")
    names = list(results[0][0])
    heads = "".join(f"{p.parent.parent.name[-18:]:>20}" for p in pages)
    print(f"{'median of ' + str(runs) + ' runs':52}{heads}{'ratio':>8}")
    for name in names:
        medians = [statistics.median(r[name] for r in runs_of) for runs_of in results]
        ratio = f"{medians[-1] / medians[0]:8.2f}" if len(pages) > 1 and medians[0] else ""
        print(f"  {name:50}" + "".join(f"{m:20.2f}" for m in medians) + ratio)
    for path, runs_of in zip(pages, results, strict=True):
        print(f"{path}: each run")
        for name in names:
            print(f"  {name:50}" + " ".join(f"{r[name]:.2f}" for r in runs_of))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-lab", action="store_true", help="not JupyterLab")
    parser.add_argument("--skip-voila", action="store_true", help="not the Voilà app")
    parser.add_argument("--pages", type=int, default=3, help="first pages timed per app")
    parser.add_argument("--course", nargs="*", default=[], type=Path, help="course pages too")
    parser.add_argument(
        "--python",
        nargs="+",
        default=[],
        type=Path,
        help="only the page's Python on these course pages (the first the baseline)",
    )
    parser.add_argument("--runs", type=int, default=3, help="runs of each --python page")
    parser.add_argument("--warm", type=float, default=15.0, help="seconds open before warm")
    args = parser.parse_args(argv)
    if args.python:
        report_python_pages(args.python, args.runs, args.warm)
        return 0
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp(prefix="bench-site-"))
    page_path = build(folder)
    site.write_app(folder)
    here = baselines()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=site.CHROMIUM, headless=True, args=site.CHROMIUM_FLAGS
        )
        try:
            load = os.getloadavg()
            found = measure_live(browser, folder, page_path)
            apps = app_first_pages(browser, folder, args.pages)
            lab = {} if args.skip_lab else measure_lab(browser, folder, STEPS)
            voila = [] if args.skip_voila else measure_voila(browser, folder, args.pages)
        finally:
            browser.close()
    print(f"load average at the start {load[0]:.2f}, at the end {os.getloadavg()[0]:.2f}")
    print(f"{'the static page, from disk':58}{'page':>9}{'here':>9}{'ratio':>7}")
    for name, value in found.items():
        base = here.get(name)
        beside = f"{base:9.1f}{value / base:6.1f}x" if base else ""
        print(f"  {name:56}{value:9.2f}{beside}")
    print(
        f"  {'app page, asked for to its 200 tiles, median (s)':56}{statistics.median(apps):9.2f}"
    )
    if lab or voila:
        print("live, beside it")
    if lab:
        print(
            f"  {'JupyterLab trace player, same BFS: step key to picture (ms)':56}"
            f"{lab['step_ms']:9.1f}   (p90 {lab['step_p90_ms']:.1f})"
        )
    if voila:
        print(
            f"  {'Voilà app, asked for to its 200 tiles, median (s)':56}"
            f"{statistics.median(voila):9.2f}"
        )
    for name in args.course:
        report_course_page(name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
