"""The static page's pictures saved as files: every live part, every player stepped in the page
and a learner's stepped search can save what it shows as SVG or as PNG (drawn at twice its size),
and each part that steps its whole search as an animated GIF, as the live widgets' Export buttons
do; made in the page from the SVG it shows, with no request and no library.

The page's scripts (``gif.js``, the GIF encoder, and ``save.js``, loaded before the exercise
checks' and the live parts', which use its ``linklabSavePicture`` and ``linklabSaveGif``) add a
"Save SVG" / "Save PNG" / "Save GIF" row under each player; its words, in the page's language,
and the GIF's timing are in a JSON block beside it.

A GIF shows the steps the notebook's Export puts in one (`linklab.render.export.gif_steps`: all,
or `GIF_MOST_FRAMES` evenly spread), each for as long (`GIF_TIMING`, by the player's CSS class:
the steps a second the widget's GIF plays at, and how many steps' time the last one stays).

Examples
--------
>>> tags = save_tags("<head></head><div class='linklab-stage'>", "../_static", "zh")
>>> 'src="../_static/python/save.js"' in tags, 'src="../_static/python/gif.js"' in tags
(True, True)
>>> "保存 SVG" in tags, "保存 GIF" in tags
(True, True)
"""

from __future__ import annotations

import html
import json
import shutil
from pathlib import Path

SAVE_SCRIPT = "save.js"
GIF_SCRIPT = "gif.js"
#: The buttons' words and the GIF's lines, in English; ``linklab.i18n.zh`` translates each.
SAVE_WORDS = {
    "save_svg": "Save SVG",
    "save_png": "Save PNG",
    "save_gif": "Save GIF",
    "gif_title": "Every step as an animated GIF (at most {most} steps, evenly spread)",
    "gif_making": "making the GIF: step {done} of {all}",
    "gif_capped": "The GIF shows {shown} of the {all} steps, evenly spread: at most {most}.",
    "gif_missing": "Not every step is in the page yet: try again in a moment.",
    "gif_failed": "cannot make the GIF: {error}",
}
#: The most steps a GIF shows, as the notebook's Export (``gif_steps(total, 240)``).
GIF_MOST_FRAMES = 240
#: Steps a second and the steps' time the last step stays, by the player's CSS class (or the
#: live part's name); "" for any other. The widgets' own GIFs: the trace player's
#: ``export_trace_gif`` (4 a second, the last held 2 s), the comparison's (4, then 8 frames)
#: and the learner's search (``LearnerSearchPlayer``'s Export: 3 a second, the last held 2 s).
GIF_TIMING = {"linklab-learner": (3, 6), "": (4, 8)}


def save_words(language: str) -> dict[str, str]:
    """`SAVE_WORDS` in ``language``.

    >>> save_words("en")["save_png"]
    'Save PNG'
    """
    from linklab.i18n import translate

    return {key: translate(text, language) for key, text in SAVE_WORDS.items()}


def gif_delays(steps: int, fps: float, hold: int) -> list[int]:
    """The delays, in hundredths of a second, of a GIF of ``steps`` frames played at ``fps``
    with the last one held ``hold`` frames longer, as matplotlib's ``PillowWriter`` writes them
    (``int(1000 / fps)`` ms a frame, repeated frames merged into one).

    >>> gif_delays(3, 4, 8), gif_delays(2, 3, 0)
    ([25, 25, 225], [33, 33])
    """
    each = int(1000 / fps)
    return [each // 10] * (steps - 1) + [each * (1 + hold) // 10] if steps else []


def save_tags(body: str, static: str, language: str) -> str:
    """``body`` (a page) with the saving scripts and their words, first among the page's own
    scripts (those of the exercise checks and the live parts use them)."""
    setting = {"most": GIF_MOST_FRAMES, "timing": GIF_TIMING}
    payload = json.dumps({**save_words(language), "gif": setting}, ensure_ascii=False)
    payload = payload.replace("</", "<\\/")
    folder = f"{html.escape(static)}/python"
    tags = (
        f'<script type="application/json" id="linklab-save-words">{payload}</script>\n'
        f'<script src="{folder}/{GIF_SCRIPT}" defer></script>\n'
        f'<script src="{folder}/{SAVE_SCRIPT}" defer></script>\n'
    )
    at = body.find(f'<script src="{folder}/')
    at = at if at >= 0 else body.index("</head>")
    return body[:at] + tags + body[at:]


def copy_scripts(folder: Path) -> dict[str, int]:
    """Put the saving scripts in ``folder`` (the site's scripts); their sizes, by name."""
    sizes = {}
    for name in (GIF_SCRIPT, SAVE_SCRIPT):
        shutil.copyfile(Path(__file__).with_name(name), folder / name)
        sizes[name] = (folder / name).stat().st_size
    return sizes
