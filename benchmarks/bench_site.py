"""The static edition from disk: time to the first picture, and a step's latency in the page.

    python benchmarks/bench_site.py site/en/02-bfs-counts-turns.html

Opens the page offline in headless Chromium (every request outside its ``site/`` refused) and
prints the seconds from navigation to the first player's picture, then the latency of a step
(a key pressed on the player until the next frame is painted), the median over 60 steps, beside
the baseline run in the same page: the same wait for a paint with no step taken. The ratio is
what a step adds to a frame.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from linklab import site

STEPS = 60
#: Press → on the first player (or do nothing, for the baseline) and wait for the next paint.
ONE_STEP = """async (step) => {
  const stage = document.querySelector('.linklab-stage');
  const start = performance.now();
  if (step) stage.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  return performance.now() - start;
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
            steps, baseline = [], []
            for _ in range(STEPS):
                baseline.append(page.evaluate(ONE_STEP, False))
                steps.append(page.evaluate(ONE_STEP, True))
        finally:
            browser.close()
    if refused:
        raise SystemExit(f"requests outside site/: {refused[:5]}")
    return {
        "first_picture_s": first,
        "step_ms": statistics.median(steps),
        "baseline_ms": statistics.median(baseline),
    }


def main(argv: list[str]) -> int:
    for name in argv or ["site/en/02-bfs-counts-turns.html"]:
        found = measure(Path(name))
        ratio = found["step_ms"] / max(found["baseline_ms"], 1e-6)
        print(
            f"{name}: first picture {found['first_picture_s']:.2f} s; step "
            f"{found['step_ms']:.1f} ms (baseline paint {found['baseline_ms']:.1f} ms, "
            f"ratio {ratio:.2f})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
