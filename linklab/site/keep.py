"""What a learner does in a static page, kept: in the page's own storage as they work, and as
one file they can take to another machine.

The page's script (``keep.js``, loaded before the exercise checks' and the live parts') keeps,
for each page and language, the text of every exercise cell and the actions taken in every
live part (the game with its undo history, a board painted, the explorer's moves, a
comparison's picks), in the main thread's ``localStorage``, which code run in the page's Python
worker cannot reach. A reload gives the cells their text back and plays each part's actions
again. A bar under the page's links saves all of it as a file, loads such a file, starts the
page afresh or forgets every page's work on this computer; each cell and board has its own
reset. A file carries its `WORK_VERSION`; one that is not a work file, or is newer than the page,
is refused in one line.

Examples
--------
>>> tags = keep_tags("<head></head><div class='linklab-python-check'>", "../_static", "en")
>>> 'src="../_static/python/keep.js"' in tags, "linklab-keep-words" in tags
(True, True)
"""

from __future__ import annotations

import html
import json

KEEP_SCRIPT = "keep.js"
#: The version of what is kept and of a saved file; ``keep.js`` reads this one and older.
WORK_VERSION = 1
#: The bar's and the resets' words, in English; ``linklab.i18n.zh`` translates each.
KEEP_WORDS = {
    "kept": "Your work on this page is kept in this browser as you go.",
    "save": "Save my work as a file",
    "load": "Load work from a file",
    "afresh": "Start this page afresh",
    "forget": "Forget my work on this computer",
    "reset_cell": "Reset this cell",
    "reset_board": "Reset this board",
    "sure_afresh": "Start this page afresh? What you did on it will be lost.",
    "sure_forget": "Forget all your linklab work in this browser, on every page?",
    "saved": "Saved your work on {pages} page(s) as {file}.",
    "loaded": "Loaded your work on {pages} page(s).",
    "cannot_load": "cannot load {file}: {why}",
    "not_work": "it is not a linklab work file",
    "newer": (
        "it was saved by a newer linklab (version {version}); this page reads version {current}"
    ),
    "not_kept": (
        "This browser keeps nothing for this page ({error}): your work lasts until it closes."
    ),
    "unreadable": "The work kept for this page could not be read; it starts afresh.",
    "replaying": "putting back what you did… {done} of {all}",
    "elsewhere": (
        "Your work was forgotten, started afresh or loaded in another tab: this tab keeps "
        "nothing more; reload it to go on."
    ),
}


def keep_words(language: str) -> dict[str, str]:
    """`KEEP_WORDS` in ``language``."""
    from linklab.i18n import translate

    return {key: translate(text, language) for key, text in KEEP_WORDS.items()}


def keep_tags(body: str, static: str, language: str) -> str:
    """``body`` (a page) with the keeping script and its words, when it has an exercise to
    check or a live part; the script comes before theirs, which use it."""
    kept_here = ("linklab-python-check", 'class="linklab-live ', "linklab-practice-page")
    if not any(mark in body for mark in kept_here):
        return body
    data = {"version": WORK_VERSION, "language": language, "words": keep_words(language)}
    payload = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    tags = (
        f'<script type="application/json" id="linklab-keep-words">{payload}</script>\n'
        f'<script src="{html.escape(static)}/python/{KEEP_SCRIPT}" defer></script>\n'
    )
    at = body.find(f'<script src="{html.escape(static)}/python/')
    at = at if at >= 0 else body.index("</head>")
    return body[:at] + tags + body[at:]
