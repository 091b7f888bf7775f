"""How a comparison of searches lays out on a 1280x720 slide, in RISE and in the slide edition.

On a slide a comparison of three or four panes stands as a lecturer points at it: the boards
across the slide's width, then the one step control they share, then the panes' texts in a row
under their boards, each cut to what a back row reads at 14 px (the approach, its whole status,
the program's running line with a line either side, the counters in two columns). What only a
desk uses (Save, zoom, Copy link, Reset; picking two tiles and Run, which a learner's page
keeps) and what the boards already show (the stack's list: its places are the numbers on the
board) are left out there. The static edition lays out two panes so too, their boards as wide as
their text needs (RISE shows them as the live widget lays them out); the last pane's counters keep
clear of the screen's bottom right corner (reveal's arrows and slide number). The six-digit
comparison keeps its field and Run (a lecturer types a layout there) and its queue (no board
shows it), its texts as large and its program as short.

`SLIDE_COMPARE_CSS` is the stylesheet; the lecture style's widget stylesheet carries it
(`linklab.render.style.widget_css`), so that a slideshow that draws the live widget
(``.reveal``) and a slide of the static edition (its page part, ``.linklab-slides``) both read
it. A page that is not a slide never matches it.

Examples
--------
>>> ".reveal .linklab-compare" in SLIDE_COMPARE_CSS
True
>>> slide_rules(".x", "p { a: b; }")
'.x p { a: b; }'
"""

from __future__ import annotations

from pathlib import Path


def _rules(part: str) -> str:
    """The rules of one part, as written in ``slide_compare_PART.css`` beside this module."""
    return Path(__file__).with_name(f"slide_compare_{part}.css").read_text(encoding="utf-8")


#: The comparisons laid out with their boards across the slide: of three or more panes as RISE
#: shows the widget, of any number as a slide of the static edition shows its page part.
WIDE = (
    ".reveal .linklab-compare:has(.linklab-compare-pane-2)",
    ".linklab-slides .linklab-live-compare",
)

#: Rules for both, each ``selector { declarations }`` with the selector relative to the
#: comparison.
_PANES = _rules("panes")

#: The live widget in RISE: the boards as wide as the slide's output, the panes below them.
_RISE = _rules("rise")

#: The static edition's page part: the desk's tools and the notes left out, the panes in a row.
_PAGE = _rules("page")


#: The six-digit comparison's page part on a slide: its two panes' words as large, its program
#: as short, its queue kept (no board shows it), and the desk's tools left out.
SIX = ".linklab-slides .linklab-live-sixcompare"
_SIX = _rules("six")


def slide_rules(scope: str, rules: str) -> str:
    """``rules`` (``selector { … }`` each) with every selector put under ``scope``."""
    out = []
    for block in rules.strip().split("}"):
        if not block.strip():
            continue
        selectors, body = block.split("{", 1)
        scoped = ", ".join(f"{scope} {s.strip()}" for s in selectors.split(",") if s.strip())
        out.append(f"{scoped} {{{body}}}")
    return "\n".join(out)


SLIDE_COMPARE_CSS = "\n".join(
    [
        f"{WIDE[1]} {{ margin: 0; }}",
        *(slide_rules(scope, _PANES) for scope in WIDE),
        slide_rules(WIDE[0], _RISE),
        slide_rules(WIDE[1], _PAGE),
        f"{SIX} {{ margin: 0; }}",
        slide_rules(SIX, _SIX),
    ]
)

__all__ = ["SIX", "SLIDE_COMPARE_CSS", "WIDE", "slide_rules"]
