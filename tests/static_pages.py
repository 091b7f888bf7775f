"""Opening the static edition's pages in a test: from disk, every request outside the site
refused and recorded, the page's script errors collected."""

from __future__ import annotations

import json
import re
from pathlib import Path

from linklab.site import build as site
from linklab.site.frames import rebuild
from linklab.widgets.stage import batch_svgs


def open_offline(browser, out: Path, language: str, notebook: str, viewport: dict):
    """Notebook ``notebook``'s page in ``language`` under the site ``out``, opened from disk
    with its players drawn: the page, the addresses refused, and the page's errors."""
    refused: list[str] = []
    context = browser.new_context(viewport=viewport)
    site.offline(context, out, refused)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    path = next((out / language).glob(f"{notebook}-*.html"))
    page.goto(path.resolve().as_uri())
    page.wait_for_function(site.PLAYERS_DRAWN, timeout=120_000, polling=250)
    return page, refused, errors


def page_frames(page: str) -> dict[str, list]:
    """Each player's pictures as a written page (its text) holds them, by the player's key: a
    list, one a step, of RGB arrays rebuilt from the page's tiles as the page rebuilds them, or
    of SVG texts (a player of scenes)."""
    pool = json.loads(re.search(r'id="linklab-frame-pool">(.*?)</script>', page, re.S)[1])
    packed = re.search(r'id="linklab-packed-state">(.*?)</script>', page, re.S)[1]
    state, table = site.unpack_state(packed)
    found: dict[str, list] = {}
    for model in state["state"].values():
        batch = model.get("state", {}).get("frames") or {}
        if "svg" in batch:  # a player of scenes: each step's SVG text
            svgs = batch_svgs([batch])
            found[model["state"]["key"]] = [svgs[step] for step in sorted(svgs)]
    if not table:
        return found
    atlases = {i: site.from_base85(pool[i]) for sheet in table["sheets"] for i in sheet["atlases"]}
    for model in state["state"].values():
        batch = model.get("state", {}).get("frames") or {}
        if "refs" in batch:
            found[model["state"]["key"]] = [rebuild(table, atlases, r) for r in batch["refs"]]
    return found
