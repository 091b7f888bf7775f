"""The static page's live parts: a widget that needs its kernel in JupyterLab (the game, the
board editor, the six-digit explorer, a comparison player) is played in the page instead, by the
page's Python (`linklab.apps.page_apps`).

Such a widget carries its setup in its saved state (a hidden child of class `SETUP_CLASS`
holding ``{"app", "setup"}`` as JSON). `make_live` puts in its place a block the page's script
(``live.js``) plays: the first view, drawn at build time so the board shows at once, and the
setup the page's Python starts from as the page opens. Until it answers, the buttons are
greyed and a line counts the seconds: no control looks as if it worked before it does. A
comparison's block also holds every step of the query it starts on (`packed_steps`), so that it
steps at once; its Python, told so, sends none of them again.

Examples
--------
>>> block = live_block("game", {"grid": [[1, 1]], "outside": False}, "en")
>>> 'class="linklab-live ' in block, "<svg" in block
(True, True)
"""

from __future__ import annotations

import base64
import gzip
import html
import json
from pathlib import Path
from typing import Any

from linklab.apps.page_apps import SETUP_CLASS, drawn_ahead, handle
from linklab.apps.page_panes import STEPS_SENT
from linklab.apps.page_steps import joined
from linklab.site.keep import keep_tags
from linklab.site.policy import with_policy
from linklab.site.save import save_tags
from linklab.site.shell import CONTENT, SHELL_CSS, skip_link

SCRIPT_NAME = "live.js"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: The block's words, in English; ``linklab.i18n.zh`` translates each.
LIVE_WORDS = {
    "starting": "starting Python in this page… {seconds} s",
    "failed": "Python could not start in this page: {error}",
    "first": "the first step (Home)",
    "back": "one step back (←)",
    "forward": "one step forward (→)",
    "last": "the last step (End)",
    "eraser": "eraser: paints empty cells",
    "from_disk": (
        "Opened from a file, this browser may refuse it: serve the folder "
        "(linklab app --page, or python3 -m http.server -d site) and open it from there."
    ),
    "copy_link": "Copy link",
    "copy_link_title": "a link to what this part shows: copy it, or hand it out as a QR code",
    "link_copied": "Copied the link to this board: paste it anywhere.",
    "link_by_hand": "Copy this link by hand: {link}",
    "link_newer": (
        "This link was made by a newer linklab (link version {version}); this page reads version "
        "{current} or older: showing the page's own board."
    ),
    "link_older": (
        "This link's version {version} is older than any this page reads: showing the page's own "
        "board."
    ),
    "link_cut": (
        "This link is cut short or changed (its last three letters do not match): showing the "
        "page's own board."
    ),
    "link_part": (
        "This link names a part called {part}, which this page does not have: showing the page's "
        "own board."
    ),
    "step": "step",
    "text_box": "the board as text",
    "zoom_in": "Zoom in",
    "zoom_out": "Zoom out",
    "zoomed": "zoomed: drag the board with a finger to see the rest",
}
#: The parts whose first view is a search's step: the page holds every step of it.
STEPPED_AT_ONCE = ("compare", "sixcompare")

#: The live parts' style, in every page that holds one.
STYLE = Path(__file__).with_name("live.css").read_text(encoding="utf-8")


def live_block(app: str, setup: dict, language: str) -> str:
    """The HTML a live part starts as: its first view and what the page's script needs."""
    from linklab.i18n import translate

    view = handle({"op": "start", "id": "build", "app": app, "setup": setup, "language": language})
    if "error" in view:
        raise ValueError(f"the live {app} cannot start: {view['error']}")
    words = {key: translate(text, language) for key, text in LIVE_WORDS.items()}
    data = {"app": app, "setup": setup, "language": language, "view": view, "words": words}
    if app in STEPPED_AT_ONCE and view.get("step"):
        data["steps"] = packed_steps(drawn_ahead("build"))
        data["setup"] = {**setup, STEPS_SENT: True}
    payload = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    first = html.escape(words["starting"].replace("{seconds}", "0"))
    return (
        f'<div class="linklab-live linklab-live-{app}" '
        f'lang="{"zh-CN" if language == "zh" else "en"}">'
        '<div class="linklab-live-tools"></div>'
        '<div class="linklab-live-buttons"></div>'
        '<div class="linklab-live-status"></div><div class="linklab-live-info"></div>'
        '<div class="linklab-live-message" role="status" aria-live="polite"></div>'
        f'<div class="linklab-live-picture">{view["svg"]}</div>'
        '<div class="linklab-live-result"></div><div class="linklab-live-step"></div>'
        '<div class="linklab-live-solve"></div><div class="linklab-live-fields"></div>'
        '<div class="linklab-live-text"></div>'
        f'<p class="linklab-live-note">{first}</p>'
        f'<script type="application/json" class="linklab-live-data">{payload}</script></div>'
    )


def packed_steps(batches: list[dict[str, Any]]) -> str:
    """A search's step batches as a block holds them: one batch (`joined`), as JSON gzipped in
    base 64 (each step is a few changes to the one before, and compresses well).

    >>> batch = {"serial": 1, "parts_from": 0, "parts": ["<rect/>"], "steps": [], "done": True}
    >>> unpacked_steps(packed_steps([batch])) == batch
    True
    """
    text = json.dumps(joined(batches), ensure_ascii=False, separators=(",", ":"))
    return base64.b64encode(gzip.compress(text.encode("utf-8"), 9, mtime=0)).decode("ascii")


def unpacked_steps(packed: str) -> dict[str, Any]:
    """The one batch `packed_steps` packed (as the page's script reads it)."""
    return json.loads(gzip.decompress(base64.b64decode(packed)))


def _setup_below(models: dict, model_id: str, seen: set) -> dict | None:
    """The live setup a widget, or one inside it, carries; or None."""
    if model_id in seen or model_id not in models:
        return None
    seen.add(model_id)
    state = models[model_id].get("state", {})
    if SETUP_CLASS in (state.get("_dom_classes") or []):
        return json.loads(state.get("value") or "{}")
    for child in state.get("children", []) or []:
        if isinstance(child, str) and child.startswith("IPY_MODEL_"):
            found = _setup_below(models, child.removeprefix("IPY_MODEL_"), seen)
            if found:
                return found
    return None


def make_live(nb, models: dict, language: str) -> list[str]:
    """Put a live block in place of every widget of ``nb`` that carries a live setup, in
    place; the kinds made live (``"game"``)."""
    import nbformat

    made = []
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        for index, output in enumerate(cell.get("outputs", [])):
            view = output.get("data", {}).get(WIDGET_VIEW)
            found = view and _setup_below(models, view.get("model_id", ""), set())
            if found:
                block = live_block(found["app"], found["setup"], language)
                cell.outputs[index] = nbformat.v4.new_output("display_data", {"text/html": block})
                made.append(found["app"])
    return made


def live_script_tags(body: str, static: str, python_script: str) -> str:
    """``body`` with the live parts' script and style added when it has a live part (after the
    page's Python script, ``python_script``, which it needs)."""
    if 'class="linklab-live ' not in body:
        return body
    tags = ""
    if python_script not in body:
        tags += f'<script src="{static}/python/{python_script}" defer></script>\n'
    tags += f'<script src="{static}/python/{SCRIPT_NAME}" defer></script>\n<style>{STYLE}</style>\n'
    return body.replace("</head>", tags + "</head>", 1)


APP_WORDS = {
    "title": "linklab: play and edit Lianliankan boards",
    "game": "The game",
    "editor": "The board editor",
    "intro": "Click a tile, then its partner; or paint a board of your own, pick two tiles and "
    "step the search between them. Everything runs in this page, from its own files.",
}
APP_CSS = Path(__file__).with_name("app.css").read_text(encoding="utf-8")


def app_html(language: str, static: str, other: str) -> str:
    """The app as one page: the game and the board editor, with nothing behind them but the
    site's files; ``?lecture=1`` shows it large, for a projector. ``static`` is the address of
    ``_static`` from the page, ``other`` the same page in the other language.

    >>> page = app_html("en", "_static", "zh/app.html")
    >>> page.count('class="linklab-live '), "python/live.js" in page
    (2, True)
    """
    from linklab.apps.game_session import Deal
    from linklab.apps.page_game import game_setup
    from linklab.core.generate import generate_board
    from linklab.core.rules import Rules
    from linklab.i18n import translate

    words = {key: translate(text, language) for key, text in APP_WORDS.items()}
    rules = Rules(outside=True)
    # The app page's deal: document 004's board, around the outside allowed.
    deal = Deal(rows=10, cols=20, kinds=10, seed=0, solvable=True, outside=True)
    board = generate_board(10, 20, 10, deal.seed, solvable=True, rules=rules)
    game = live_block("game", game_setup(board, rules, deal), language)
    editor_setup = {"grid": [[0] * 8 for _ in range(6)], "kinds": 6, "outside": False}
    editor = live_block("editor", editor_setup, language)
    switch = "English" if language == "zh" else "中文"
    switch_lang = "en" if language == "zh" else "zh-CN"
    lecture = (
        "<script>if (new URLSearchParams(location.search).get('lecture'))"
        " document.body.classList.add('linklab-lecture');</script>"
    )
    page = (
        f'<!DOCTYPE html><html lang="{"zh-CN" if language == "zh" else "en"}"><head>'
        f'<meta charset="utf-8"><meta name="viewport" content="width=device-width">'
        f"<title>{html.escape(words['title'])}</title><style>{APP_CSS}{STYLE}{SHELL_CSS}</style>"
        f'<script src="{static}/python/check.js" defer></script>'
        f'<script src="{static}/python/{SCRIPT_NAME}" defer></script></head><body>{lecture}'
        f'{skip_link(language)}<nav><a href="{other}" lang="{switch_lang}">'
        f'{switch}</a></nav><main id="{CONTENT}" tabindex="-1"><h1>{html.escape(words["title"])}'
        f"</h1><p>{html.escape(words['intro'])}</p><h2>{html.escape(words['game'])}</h2>{game}"
        f"<h2>{html.escape(words['editor'])}</h2>{editor}</main></body></html>"
    )
    return with_policy(save_tags(keep_tags(page, static, language), static, language))
