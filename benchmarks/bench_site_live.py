"""The static page's live parts from disk: how soon they answer, and what a press costs.

    python -m benchmarks.bench_site_live            # builds a page of a 10x20 game and an editor
    python -m benchmarks.bench_site_live SITE PAGE  # or times a page already built

Opens the page offline in headless Chromium (every request outside its site refused) and prints:
the first contentful paint (the board is in the page's HTML: it shows before Python starts);
the seconds to every live part answering, cold (a fresh browser context); then, live, a press to
its new picture on the page: game clicks and buttons on a 10x20 board, an edited tile of the
editor, and the editor's Find path to the first picture of its search. Beside each, the baseline
run side by side in this process: the same action on the same Python objects (``PageGame``,
``PageEditor``), as the page's Python runs them; the ratio is what the worker, the message and
the drawing add. The load average is printed with the figures.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from linklab.course.page_editor import PageEditor
from linklab.course.page_game import PageGame
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
    batches = page.evaluate("window.linklabLiveBatches.length")
    found["editor: Find path to its first picture, next frame (ms)"] = _press(
        page, editor.locator(".linklab-live-do-run"), painted=True
    )
    run = page.evaluate("window.linklabLiveLog.at(-1)")
    found["editor: Find path to its first picture, drawn (ms)"] = run["ms"]
    found["editor: Find path, of which in the page's Python (ms)"] = run["python"]
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


def measure(folder: Path, page_path: Path) -> dict[str, float]:
    from playwright.sync_api import sync_playwright

    found: dict[str, float] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=site.CHROMIUM, headless=True, args=site.CHROMIUM_FLAGS
        )
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        site.offline(context, folder)
        page = context.new_page()
        start = time.perf_counter()
        page.goto(page_path.resolve().as_uri())
        page.wait_for_function(ALL_LIVE, timeout=300_000, polling=100)
        found["live, cold (s)"] = time.perf_counter() - start
        found["first paint (s)"] = page.evaluate(
            "performance.getEntriesByName('first-contentful-paint')[0].startTime / 1000"
        )
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
        browser.close()
    return found


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
    return {
        "game press to picture, median (ms)": statistics.median(clicks),
        "editor: one tile edited to picture, median (ms)": statistics.median(paints),
    }


def main(argv: list[str]) -> int:
    if argv:
        folder, page_path = Path(argv[0]), Path(argv[1])
    else:
        folder = Path(tempfile.mkdtemp(prefix="bench-live-"))
        page_path = build(folder)
    load = os.getloadavg()[0]
    here = baselines()
    found = measure(folder, page_path)
    print(f"load average {load:.2f}; {page_path.name}")
    for name, value in found.items():
        base = here.get(name)
        beside = f"   this process: {base:8.1f}  ratio {value / base:5.1f}x" if base else ""
        print(f"  {name:50s} {value:8.2f}{beside}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
