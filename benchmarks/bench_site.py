"""The static edition from disk: time to the first picture, and a step's latency in the page.

    python benchmarks/bench_site.py site/en/02-bfs-counts-turns.html

Opens the page offline in headless Chromium (every request outside its ``site/`` refused) and
prints the seconds from navigation to the first player's picture, then the latency of a step
(a key pressed on the player until the next frame is painted), the median over 60 steps, beside
the baseline run in the same page: the same wait for a paint with no step taken. The ratio is
what a step adds to a frame. Then, at a person's pace, a key press to the first frame showing
the new step's picture loaded (median and 90th percentile), as the live players are timed.

Then the exercise checks, which run in the page on Pyodide's core: the seconds from the first
press of Check (a wrong answer typed into exercise 02.1) to Python ready and to the verdict, and
a second check's time (the worked ``my_link`` of exercise 02.6, every case), each against the
same check run here, in this process's Python, as a notebook runs it (the baseline).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from linklab.course import page_check
from linklab.course.exercise_bank import BANK
from linklab.site import build as site

STEPS = 60
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


#: Press → on the first player and wait for the first frame whose picture is the new step's,
#: loaded (as ``browser_kit.PICTURE_TIMER`` times the live players): the step's time to its
#: picture on screen.
STEP_TO_PICTURE = """async () => {
  const stage = document.querySelector('.linklab-stage');
  const main = stage.querySelector('.linklab-stage-main');
  const [at, total] = stage.querySelector('.linklab-stage-readout').textContent.split('/');
  if (Number(at) >= Number(total)) {  // at the last step: back to the start first, not timed
    stage.dispatchEvent(new KeyboardEvent('keydown', {key: 'Home', bubbles: true}));
    await new Promise((done) => setTimeout(done, 300));
  }
  const before = main.querySelector('img').src;
  const start = performance.now();
  stage.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));
  for (let frames = 0; frames < 600; frames++) {
    await new Promise((done) => requestAnimationFrame(done));
    const img = main.querySelector('img');
    if (img.src !== before && img.complete && img.naturalWidth) {
      return performance.now() - start;
    }
  }
  return NaN;
}"""


def measure(page_path: Path) -> dict[str, float]:
    """Seconds to the first picture, and the median step and baseline in milliseconds."""
    from playwright.sync_api import sync_playwright

    refused: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=site.CHROMIUM, headless=True, args=site.CHROMIUM_FLAGS
        )
        try:
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            site.offline(context, page_path.resolve().parent.parent, refused)
            page = context.new_page()
            start = time.perf_counter()
            page.goto(page_path.resolve().as_uri())
            page.wait_for_function(
                "() => [...document.querySelectorAll('.linklab-stage img')]"
                ".some((img) => img.complete && img.naturalWidth)",
                timeout=120_000,
                polling=20,
            )
            first = time.perf_counter() - start
            page.wait_for_function(site.PLAYERS_DRAWN, timeout=120_000, polling=250)
            page.evaluate("document.querySelector('.linklab-stage').scrollIntoView()")
            steps, baseline, pictures = [], [], []
            for _ in range(STEPS):
                baseline.append(page.evaluate(ONE_STEP, False))
                steps.append(page.evaluate(ONE_STEP, True))
            page.evaluate("document.querySelector('.linklab-stage').focus()")
            page.keyboard.press("Home")
            for _ in range(STEPS):
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


def main(argv: list[str]) -> int:
    for name in argv or ["site/en/02-bfs-counts-turns.html"]:
        found = measure(Path(name))
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
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
