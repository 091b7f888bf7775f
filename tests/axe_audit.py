"""axe-core, the accessibility engine browsers' own audits use, run on a page in Chromium.

axe-core comes from npm at `AXE_CORE`, into ``.venv/axe-npm`` (never a global install; ``make
test`` installs it as it installs the browser). `findings` runs it on an open Playwright page
and gives each rule it finds broken, with its impact and how many elements break it.
``python -m tests.axe_audit SITE`` prints each page of a built site's findings by impact (the
figures ``docs/accessibility.md`` quotes); ``python -m tests.axe_audit install`` installs it.

>>> by_impact([Finding("region", "moderate", 3, ""), Finding("x", "serious", 2, "")])
{'critical': 0, 'serious': 2, 'moderate': 3, 'minor': 0}
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The engine's version, pinned.
AXE_CORE = "4.14.1"
AXE_PREFIX = ROOT / ".venv" / "axe-npm"
IMPACTS = ("critical", "serious", "moderate", "minor")
#: The impacts no page may have.
REFUSED = ("critical", "serious")


@dataclass(frozen=True)
class Finding:
    """One rule broken on a page: its axe-core id, its impact, how many elements break it, and
    the first of them (a CSS selector), to find it by."""

    rule: str
    impact: str
    count: int
    first: str

    def line(self) -> str:
        """The finding on one line, e.g. ``serious color-contrast × 3 (first: .mf)``."""
        return f"{self.impact} {self.rule} × {self.count} (first: {self.first})"


def install() -> Path:
    """axe-core installed into `AXE_PREFIX` (once); the script a page runs."""
    from linklab.site import build as site

    modules = site.npm_install(AXE_PREFIX, {"axe-core": AXE_CORE})
    return modules / "axe-core" / "axe.min.js"


def findings(page, script: Path, within: str = "") -> list[Finding]:
    """axe-core's violations on the open Playwright ``page`` (or only inside the elements
    matching the CSS selector ``within``), every rule run (WCAG 2.x A and AA, and the best
    practices: landmarks, regions), worst impact first."""
    page.evaluate(script.read_text(encoding="utf-8"))  # the page's policy cannot refuse it
    results = page.evaluate(
        "async (within) => (await axe.run(within ? {include: [[within]]} : document,"
        " {resultTypes: ['violations']})).violations"
        ".map((v) => [v.id, v.impact, v.nodes.length, String(v.nodes[0].target[0])])",
        within,
    )
    found = [
        Finding(rule, impact or "minor", count, first) for rule, impact, count, first in results
    ]
    return sorted(found, key=lambda f: (IMPACTS.index(f.impact), f.rule))


def by_impact(found: list[Finding]) -> dict[str, int]:
    """How many elements break a rule, by impact (every impact named)."""
    return {impact: sum(f.count for f in found if f.impact == impact) for impact in IMPACTS}


#: The pages of a built site `main` audits, by a short name, if the site has them.
SAMPLE = {
    "index": "index.html",
    "app": "app.html",
    "zh/app": "zh/app.html",
    "en/02": "en/02-*.html",
    "zh/02": "zh/02-*.html",
    "en/02 slides": "en/02-*.slides.html",
    "en/02 plan": "en/02-*.plan.html",
    "statement": "accessibility.html",
    "zh/statement": "zh/accessibility.html",
}


def sample_pages(site: Path) -> dict[str, Path]:
    """`SAMPLE`'s pages found in ``site``, by name."""
    found = {}
    for name, pattern in SAMPLE.items():
        matches = sorted(p for p in site.glob(pattern) if p.name.count(".") == pattern.count("."))
        if matches:
            found[name] = matches[0]
    return found


def main(argv: list[str]) -> int:
    """``install``, or audit each sample page of the site folder named (1280x800, from disk)."""
    if argv == ["install"]:
        print(install())
        return 0
    if len(argv) != 1:
        print("usage: python -m tests.axe_audit install | SITE_FOLDER", file=sys.stderr)
        return 2
    if not Path(argv[0]).is_dir():
        print(f"axe_audit: {argv[0]} is not a folder (a site built by make site)", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    from benchmarks import browser_kit
    from linklab.site import build as site

    script, folder = install(), Path(argv[0])
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=browser_kit.CHROMIUM, headless=True, args=browser_kit.CHROMIUM_FLAGS
        )
        for name, path in sample_pages(folder).items():
            context = chromium.new_context(viewport={"width": 1280, "height": 800})
            site.offline(context, folder)
            page = context.new_page()
            page.goto(path.resolve().as_uri())
            page.wait_for_function(site.PLAYERS_DRAWN, timeout=120_000, polling=250)
            found = findings(page, script)
            counts = ", ".join(f"{k} {v}" for k, v in by_impact(found).items())
            print(f"{name}: {counts}")
            for finding in found:
                print(f"  {finding.line()}")
            context.close()
        chromium.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
