"""The site's weight against its budgets: any page, its slides, and the whole folder.

Examples
--------
>>> PAGE_BUDGET < SITE_BUDGET
True
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from linklab.site.page_build import Page

PAGE_BUDGET = 3_000_000  # bytes, any notebook page


SITE_BUDGET = 40_000_000  # bytes, the whole site


def site_weight(site: Path) -> int:
    """Bytes of every file in ``site``."""
    return sum(p.stat().st_size for p in site.rglob("*") if p.is_file())


def weights_report(pages: Sequence[Page], site: Path) -> tuple[str, bool]:
    """Every page's weight and the total against the budgets; and whether all are within."""
    lines, within = [], True
    for page in pages:
        if page.failed:
            where = f"cell {page.failed_cell}: {page.failed}"
            lines.append(f"{page.language}/{page.path.name}: FAILED at {where}")
            continue
        ok = page.weight <= PAGE_BUDGET
        within &= ok
        mark = "" if ok else f"  over the {PAGE_BUDGET / 1e6:.0f} MB budget"
        lines.append(
            f"{page.language}/{page.path.name}: {page.weight / 1e6:.2f} MB "
            f"({page.frames} frames){mark}"
        )
        if page.slides_weight:
            ok = page.slides_weight <= PAGE_BUDGET
            within &= ok
            mark = "" if ok else f"  over the {PAGE_BUDGET / 1e6:.0f} MB budget"
            name = page.path.name.replace(".html", ".slides.html")
            lines.append(f"  its slides, {name}: {page.slides_weight / 1e6:.2f} MB{mark}")
    total = site_weight(site)
    within &= total <= SITE_BUDGET
    lines.append(f"site/ total: {total / 1e6:.2f} MB (budget {SITE_BUDGET / 1e6:.0f} MB)")
    return "\n".join(lines), within
