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

#: The comparisons laid out with their boards across the slide: of three or more panes as RISE
#: shows the widget, of any number as a slide of the static edition shows its page part.
WIDE = (
    ".reveal .linklab-compare:has(.linklab-compare-pane-2)",
    ".linklab-slides .linklab-live-compare",
)

#: Rules for both, each ``selector { declarations }`` with the selector relative to the
#: comparison.
_PANES = """
.linklab-compare-title, .linklab-compare-status, .linklab-compare-code,
.linklab-compare-counters, .linklab-compare-title *, .linklab-compare-status *,
.linklab-compare-code *, .linklab-compare-counters * {
  font-size: 14px !important; line-height: 1.25 !important; }
.linklab-compare-title { height: 1.25em; overflow: hidden; white-space: nowrap; }
.linklab-compare-status { min-height: 2.5em !important; height: auto !important;
  overflow: visible !important; }
.linklab-code-box { height: 3.75em !important; }
.linklab-code-title { display: none !important; }
.linklab-compare-code > div { padding: 0 4px !important; }
.linklab-compare-frontier { display: none !important; }
.linklab-compare-counters table { display: block; }
.linklab-compare-counters colgroup { display: none; }
.linklab-compare-counters tbody { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: 12px; }
.linklab-compare-counters tr { display: flex; justify-content: space-between; gap: 6px;
  min-width: 0; }
.linklab-compare-counters tr:nth-child(2) { grid-column: 1 / -1; }
.linklab-compare-counters tr, .linklab-compare-counters td { padding: 0 !important;
  border: none !important; background: none !important; white-space: nowrap; }
.linklab-compare-counters td > div { height: 1.25em !important; overflow: hidden !important; }
"""

#: The live widget in RISE: the boards as wide as the slide's output, the panes below them.
_RISE = """
.linklab-stage-main.linklab-stage-below { flex-direction: column; gap: 2px; }
.linklab-stage-svg { width: 100% !important; max-width: 100%; }
.linklab-stage-svg > svg { width: 100%; height: auto; max-height: none; }
.linklab-stage-side { display: flex; gap: 12px; width: 100%; max-height: none !important;
  overflow: visible; }
.linklab-stage-column { flex: 1 1 0; width: auto !important; min-width: 0; }
.linklab-stage-controls { margin-top: 2px; }
"""

#: The static edition's page part: the desk's tools and the notes left out, the panes in a row.
_PAGE = """
.linklab-live-save, .linklab-live-view, .linklab-live-note, .linklab-live-result,
.linklab-live-buttons, .linklab-live-status, .linklab-live-reset { display: none !important; }
.linklab-live-message:empty, .linklab-live-info:empty { display: none; }
.linklab-live-buttons { margin: 0; }
.linklab-live-step > div:first-child { margin: 0; }
.linklab-live-picture svg { width: 100%; height: auto; max-width: min(100%, 1180px); }
.linklab-live-step { display: block; gap: 0; }
.linklab-live-panes { flex-wrap: nowrap; gap: 12px; }
.linklab-live-pane { flex: 1 1 0; min-width: 0; }
.linklab-live-pane:last-child .linklab-compare-counters { padding-right: 64px;
  box-sizing: border-box; }
"""


#: The six-digit comparison's page part on a slide: its two panes' words as large, its program
#: as short, its queue kept (no board shows it), and the desk's tools left out.
SIX = ".linklab-slides .linklab-live-sixcompare"
_SIX = """
.linklab-compare-title, .linklab-compare-status, .linklab-compare-code,
.linklab-compare-frontier, .linklab-compare-title *, .linklab-compare-status *,
.linklab-compare-code *, .linklab-compare-frontier * {
  font-size: 15px !important; line-height: 1.35 !important; }
.linklab-compare-status { min-height: 0 !important; height: 2.7em; overflow-y: auto; }
.linklab-code-box { height: 4.05em !important; }
.linklab-code-title { display: none !important; }
.linklab-compare-frontier { height: 2.7em !important; overflow-y: auto; }
.linklab-live-save, .linklab-live-view, .linklab-live-note, .linklab-live-result,
.linklab-live-reset { display: none !important; }
.linklab-live-message:empty, .linklab-live-info:empty { display: none; }
.linklab-live-picture svg { width: min(100%, 820px); height: auto; }
.linklab-live-step { display: block; gap: 0; }
.linklab-live-panes { flex-wrap: nowrap; gap: 12px; }
.linklab-live-pane { flex: 1 1 0; min-width: 0; }
.linklab-live-pane:last-child .linklab-compare-frontier,
.linklab-live-pane:last-child .linklab-compare-counters { padding-right: 64px;
  box-sizing: border-box; }
"""


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
