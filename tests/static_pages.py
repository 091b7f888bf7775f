"""Opening the static edition's pages in a test: from disk, every request outside the site
refused and recorded, the page's script errors collected."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from linklab.site import build as site
from linklab.widgets.stage import batch_svgs


def small_site(out: Path, name: str, cells: list) -> dict:
    """The notebook of ``cells`` (code sources, or cells) built as ``name`` into the site
    ``out`` with the site's scripts, in both languages: its `Page` by language."""
    import nbformat

    if shutil.which("npm") is None:
        pytest.skip("node and npm are missing: the static site takes its scripts from npm")
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(c) if isinstance(c, str) else c for c in cells]
    source = out / "source" / f"{name}.ipynb"
    source.parent.mkdir(exist_ok=True)
    nbformat.write(nb, source)
    site.copy_assets(site.npm_install(), out)
    # the slides' lecture-style run is the slide tests' (tests/test_site_slides.py)
    return {
        language: site.build_page(source, language, out, lecture=False) for language in ("en", "zh")
    }


def open_offline(browser, out: Path, language: str, notebook: str, viewport: dict):
    """Notebook ``notebook``'s page in ``language`` under the site ``out``, opened from disk
    with its players drawn: the page, the addresses refused, and the page's errors."""
    refused: list[str] = []
    context = browser.new_context(viewport=viewport)
    site.offline(context, out, refused)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    found = (out / language).glob(f"{notebook}-*.html")
    path = next(p for p in found if p.name.count(".") == 1)  # the page, not its slides or plan
    page.goto(path.resolve().as_uri())
    page.wait_for_function(site.PLAYERS_DRAWN, timeout=120_000, polling=250)
    return page, refused, errors


def page_frames(page: str) -> dict[str, list[str]]:
    """Each player's pictures as a written page (its text) holds them, by the player's key: a
    list of SVG texts, one a step, as the page puts them together."""
    packed = re.search(r'id="linklab-packed-state">(.*?)</script>', page, re.S)[1]
    state = site.unpack_state(packed)
    found: dict[str, list[str]] = {}
    for model in state["state"].values():
        batch = model.get("state", {}).get("frames") or {}
        if "svg" in batch:
            svgs = batch_svgs([batch])
            found[model["state"]["key"]] = [svgs[step] for step in sorted(svgs)]
    return found
