"""The static page's pictures saved as files: every live part, every player stepped in the page
and a learner's stepped search can save what it shows as SVG or as PNG (drawn at twice its size),
as the live widgets' Export buttons do; made in the page from the SVG it shows, with no request.

The page's script (``save.js``, loaded before the exercise checks' and the live parts', which
use its ``linklabSavePicture``) adds a "Save SVG" / "Save PNG" pair under each player; its
words, in the page's language, are in a JSON block beside it.

Examples
--------
>>> tags = save_tags("<head></head><div class='linklab-stage'>", "../_static", "zh")
>>> 'src="../_static/python/save.js"' in tags, "保存 SVG" in tags
(True, True)
"""

from __future__ import annotations

import html
import json

SAVE_SCRIPT = "save.js"
#: The buttons' words, in English; ``linklab.i18n.zh`` translates each.
SAVE_WORDS = {"save_svg": "Save SVG", "save_png": "Save PNG"}


def save_words(language: str) -> dict[str, str]:
    """`SAVE_WORDS` in ``language``.

    >>> save_words("en")["save_png"]
    'Save PNG'
    """
    from linklab.i18n import translate

    return {key: translate(text, language) for key, text in SAVE_WORDS.items()}


def save_tags(body: str, static: str, language: str) -> str:
    """``body`` (a page) with the saving script and its words, first among the page's own
    scripts (those of the exercise checks and the live parts use it)."""
    payload = json.dumps(save_words(language), ensure_ascii=False).replace("</", "<\\/")
    tags = (
        f'<script type="application/json" id="linklab-save-words">{payload}</script>\n'
        f'<script src="{html.escape(static)}/python/{SAVE_SCRIPT}" defer></script>\n'
    )
    at = body.find(f'<script src="{html.escape(static)}/python/')
    at = at if at >= 0 else body.index("</head>")
    return body[:at] + tags + body[at:]
