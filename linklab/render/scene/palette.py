"""Each kind's colour and letter, and the faces of empty and outside cells: shared by every
picture of a board, matplotlib's and the page's.

The first colours are Okabe and Ito's colour-blind-safe set, extended with Paul Tol's; each kind
has its letter too (``A`` for kind 1, as document 004 prints), so a picture reads in grey print.

Examples
--------
>>> kind_color(1), kind_label(1), ink_for(kind_color(1))
('#E69F00', 'A', 'black')
"""

from __future__ import annotations

from linklab.core.board import LETTERS

#: One colour per kind, kind 1 first: Okabe–Ito, then Paul Tol's muted, light and bright sets.
PALETTE: tuple[str, ...] = (
    "#E69F00",
    "#56B4E9",
    "#009E73",
    "#F0E442",
    "#0072B2",
    "#D55E00",
    "#CC79A7",
    "#882255",
    "#DDCC77",
    "#332288",
    "#117733",
    "#88CCEE",
    "#44AA99",
    "#999933",
    "#AA4499",
    "#CC6677",
    "#77AADD",
    "#EE8866",
    "#EEDD88",
    "#FFAABB",
    "#99DDFF",
    "#44BB99",
    "#BBCC33",
    "#AAAA00",
    "#4477AA",
    "#228833",
    "#CCBB44",
    "#EE6677",
    "#AA3377",
    "#EE7733",
    "#0077BB",
    "#33BBEE",
    "#EE3377",
    "#CC3311",
    "#009988",
    "#66CCEE",
)
EMPTY_FACE = "#FFFFFF"
RING_FACE = "#F4F4F4"
PATH_FACE = "#FFD54F"  # a cell on the path just taken, in the game
REACHED_FACE = "#DEEBF7"  # a search reached it, not yet expanded
EXPANDED_FACE = "#A3CDE4"  # taken off the queue / on the stack (its place in blue reads at 4.5:1)
BACKTRACKED_FACE = "#E0E0E0"
FRONTIER_EDGE = "#08519C"
HINT_COLOR = "#B2182B"


def kind_color(kind: int) -> str:
    """The colour of a kind (kinds past the palette reuse it; their letters tell them apart).

    >>> kind_color(1), kind_color(len(PALETTE) + 1) == kind_color(1), kind_color(0)
    ('#E69F00', True, '#FFFFFF')
    """
    return PALETTE[(kind - 1) % len(PALETTE)] if kind else EMPTY_FACE


def kind_label(kind: int) -> str:
    """The letter of a kind as document 004 prints it (A for 1), its number past ``z``.

    >>> kind_label(1), kind_label(27), kind_label(53), kind_label(0)
    ('A', 'a', '53', '*')
    """
    if not kind:
        return "*"
    return LETTERS[kind - 1] if kind <= len(LETTERS) else str(kind)


def ink_for(color: str) -> str:
    """Black or white, whichever has the higher contrast on ``color`` (``#RRGGBB``): at least
    4.5:1 on every colour of `PALETTE` (``linklab.render.scene.vision.contrast``).

    >>> ink_for("#F0E442"), ink_for("#332288"), ink_for("#EE3377")
    ('black', 'white', 'black')
    """
    from linklab.render.scene.vision import contrast

    return "black" if contrast("#000000", color) >= contrast("#FFFFFF", color) else "white"
