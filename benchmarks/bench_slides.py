"""The slide edition as a projector shows it: each notebook's slides measured, in both languages.

    python -m linklab.site.build --out /tmp/site        # a site (`make site`)
    python -m benchmarks.bench_slides /tmp/site         # every <lang>/<nb>.slides.html in it

Each slide page is opened from disk at 1280x720 in headless Chromium with every request outside
the site refused, and stepped through with Page Down as a lecturer does, every widget drawn
first. Per notebook and language: the slides written (the notebook's cutting) and shown (after
the page cut the slides too tall to shrink), the tallest slide's content before fitting and as
shown, the least scale used, and the smallest text on screen: the page's words and controls,
its SVG pictures' texts and its PNG figures' (each PNG's stamped smallest text times the size it
is shown at). The measure is the slide test's (`tests/test_site_slides.py`). The load average
is printed with the figures; no figure is a pass or a fail.
"""

from __future__ import annotations

import argparse
import os
import re
from pathlib import Path

from linklab.site import build as site
from tests.test_site_slides import SCREEN, every_slide, open_slides, unreadable


def written_slides(path: Path) -> int:
    """The slides a slide page holds as written: its sections that hold no section."""
    text = path.read_text(encoding="utf-8")
    body = text[text.index('<div class="slides">') :]
    return len(re.findall(r"<section(?:\s[^>]*)?>(?!\s*<section)", body))


def measure_site(folder: Path) -> list[str]:
    """One line per slide page of the site ``folder``, and a line for any rule broken."""
    from playwright.sync_api import sync_playwright

    lines = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=site.CHROMIUM, headless=True, args=site.CHROMIUM_FLAGS
        )
        try:
            for language in site.EDITIONS:
                for path in sorted((folder / language).glob("*.slides.html")):
                    notebook = path.name[:2]
                    page, refused, errors = open_slides(browser, folder, language, notebook)
                    measured = every_slide(page)
                    page.context.close()
                    least = min(m["least"] for m in measured)
                    svg = min(m["leastSvg"] for m in measured)
                    png = min(m["leastPng"] for m in measured)
                    lines.append(
                        f"{language} {notebook}  slides {written_slides(path):3d} -> "
                        f"{len(measured):3d}  tallest {max(m['natural'] for m in measured):5.0f}"
                        f" px before fitting, {max(m['height'] for m in measured):4.0f} px shown"
                        f"  least scale {min(m['scale'] for m in measured):.2f}"
                        f"  smallest text: words {least:5.1f}  SVG {svg:5.1f}  PNG {png:5.1f} px"
                    )
                    broken = {k: v for k, v in unreadable(measured).items() if v}
                    if broken or refused or errors:
                        lines.append(f"   broken: {broken} refused {refused[:3]} {errors[:3]}")
                    print("\n".join(lines[-2 if broken or refused or errors else -1 :]), flush=True)
        finally:
            browser.close()
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path, help="a built site's folder")
    args = parser.parse_args(argv)
    print(f"load average at the start {os.getloadavg()[0]:.2f}; screen {SCREEN}")
    measure_site(args.site)
    print(f"load average at the end {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
