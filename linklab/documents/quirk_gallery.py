"""Boards a learner can read for each quirk of a document's program.

``linklab.documents.quirks.find_quirks`` shrinks each quirk to the smallest board it can, and
the smallest is not always readable: one empty cell, an end off the board, a 1x1 board.
`readable_quirks`
searches random boards under readability constraints instead: both cells on the board, at
least ``min_side`` rows and columns, few tiles, and for a quirk where the program answers yes,
a path that stays on the board, so it can be drawn. It keeps, per quirk, the smallest such
board (fewest cells, then fewest tiles). A quirk no readable board shows is left out;
`GALLERY_SENTENCES` says in one sentence what each board shows; `gallery_title` and
`gallery_caption` put a picture's words in the language in force; ``linklab.render.draw.
gallery_figure`` draws the boards side by side, every text readable in the style in force.

Examples
--------
>>> found = readable_quirks("000", seed=1, trials=3000)
>>> sorted(found)  # doctest: +NORMALIZE_WHITESPACE
['no_kind_check', 'no_tile_check', 'passes_through_same_kind', 'same_cell_links',
 'unchecked_first_step', 'writes_outside_array']
>>> quirk = found["unchecked_first_step"]
>>> min(quirk.board.rows, quirk.board.cols) >= 3, quirk.board.contains(quirk.b)
(True, True)
"""

from __future__ import annotations

import random

from linklab.core.board import Board, Cell, walk
from linklab.core.errors import UndefinedBehaviour
from linklab.core.events import Found
from linklab.core.trace import last_event
from linklab.documents.answers import DOCUMENT_SEARCHES, corrected_answer
from linklab.documents.quirks import EXPLANATIONS, Quirk, classify, outcome, quirk_name
from linklab.i18n import tr, wrap

#: One sentence per quirk, for a picture's caption.
GALLERY_SENTENCES = {
    "000": {
        "writes_outside_array": (
            "The start is in the top row or the left column: its unchecked first step up or "
            "left writes vir[-1][..] or vir[..][-1], outside the array."
        ),
        "same_cell_links": "The same tile twice links: a first step leaves it and comes back.",
        "no_tile_check": "An empty cell is linked: nothing checks that both cells hold tiles.",
        "no_kind_check": "Two different kinds are linked: nothing compares the kinds.",
        "unchecked_first_step": (
            "The first step lands on another kind's tile: the start's neighbours are queued "
            "untested."
        ),
        "passes_through_same_kind": (
            "The path runs through a third tile of the end's kind, which the program "
            "takes for empty."
        ),
        "reads_past_edge": "A cell past the edge is read as empty, from the zeroed arrays.",
        "reads_outside_array": "The end lies outside the array: reading its kind is undefined.",
    },
    "004": {
        "reads_outside_array": (
            "On the ring, the search reads visit[..] one step beyond it before it tests the bounds."
        ),
        "same_cell_links": "The same tile twice links, and the program removes that one tile.",
    },
}


def gallery_title(quirk: Quirk) -> str:
    """A gallery picture's title, in the language in force: the document and the quirk, then
    what the program and the rule answer.

    >>> quirk = readable_quirks("004", seed=1, trials=300)["same_cell_links"]
    >>> print(gallery_title(quirk))
    004: same cell links
    program yes, rule no
    """
    says = {True: "yes", False: "no", None: "undefined"}[quirk.document]
    rule = "yes" if quirk.corrected else "no"
    answers = tr("program {says}, rule {rule}", says=says, rule=rule)
    return f"{quirk.doc}: {quirk_name(quirk.name)}\n{answers}"


def gallery_caption(quirk: Quirk, width: int = 40) -> str:
    """A gallery picture's caption, `GALLERY_SENTENCES`' sentence in lines of ``width``
    columns, in the language in force.

    >>> quirk = readable_quirks("004", seed=1, trials=300)["same_cell_links"]
    >>> print(gallery_caption(quirk, 30))
    The same tile twice links, and
    the program removes that one
    tile.
    """
    return "\n".join(wrap(tr(GALLERY_SENTENCES[quirk.doc][quirk.name]), width))


def _case(
    rng: random.Random, min_side: int, max_side: int, max_tiles: int, max_kind: int
) -> tuple[Board, Cell, Cell]:
    rows, cols = rng.randint(min_side, max_side), rng.randint(min_side, max_side)
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    tiles = rng.sample(cells, rng.randint(2, min(max_tiles, len(cells))))
    grid = [[0] * cols for _ in range(rows)]
    for r, c in tiles:
        grid[r][c] = rng.randint(1, max_kind)
    mode = rng.random()
    if mode < 0.7:
        a, b = rng.sample(tiles, 2)
        grid[a[0]][a[1]] = grid[b[0]][b[1]] = rng.randint(1, max_kind)
    elif mode < 0.8:
        a = b = rng.choice(tiles)
    else:
        a, b = rng.sample(cells, 2)
    return Board.from_rows(grid), a, b


def readable_quirks(
    doc: str,
    seed: int | random.Random = 0,
    trials: int = 3000,
    *,
    min_side: int = 3,
    max_side: int = 4,
    max_tiles: int = 6,
    max_kind: int = 3,
    path_on_board: bool = True,
) -> dict[str, Quirk]:
    """For each quirk of document ``doc`` random readable boards show, the smallest of them.

    Parameters
    ----------
    doc : {"000", "003", "004"}
        The document.
    seed : int or random.Random
        Where the random boards come from.
    trials : int
        How many random boards to try.
    min_side, max_side : int
        The boards' rows and columns lie between these.
    max_tiles : int
        At most this many tiles on a board.
    max_kind : int
        Kinds run from 1 to this.
    path_on_board : bool
        Where the program answers yes, keep only boards where the path it reports stays on
        the board (so it can be drawn).

    Returns
    -------
    dict of str to Quirk
        By quirk name; each board has both cells on it.

    Examples
    --------
    >>> found = readable_quirks("004", seed=1, trials=300)
    >>> sorted(found), found["same_cell_links"].a == found["same_cell_links"].b
    (['reads_outside_array', 'same_cell_links'], True)
    """
    if min_side > max_side:
        raise ValueError(f"min_side {min_side} is more than max_side {max_side}")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    best: dict[str, tuple[Board, Cell, Cell]] = {}
    for _ in range(trials):
        case = _case(rng, min_side, max_side, max_tiles, max_kind)
        name = classify(doc, *case)
        if name is None or (path_on_board and not _path_stays_on(doc, *case)):
            continue
        if name not in best or _smaller_first(case) < _smaller_first(best[name]):
            best[name] = case
    return {
        name: Quirk(
            doc=doc,
            name=name,
            board=board,
            a=a,
            b=b,
            document=outcome(doc, board, a, b),
            corrected=corrected_answer(doc, board, a, b),
            explanation=EXPLANATIONS[doc].get(name, ""),
        )
        for name, (board, a, b) in sorted(best.items())
    }


def _path_stays_on(doc: str, board: Board, a: Cell, b: Cell) -> bool:
    """Whether the path the program reports, if any, walks only cells of the board."""
    try:
        last = last_event(DOCUMENT_SEARCHES[doc](board, a, b))
    except UndefinedBehaviour:
        return True
    return not isinstance(last, Found) or all(board.contains(c) for c in walk(last.path))


def _smaller_first(
    case: tuple[Board, Cell, Cell],
) -> tuple[int, int, int, tuple[tuple[int, ...], ...], Cell, Cell]:
    """Smaller first: fewer cells, fewer tiles, smaller kinds."""
    board, a, b = case
    return (
        board.rows * board.cols,
        len(board.tiles()),
        sum(map(sum, board.grid)),
        board.grid,
        a,
        b,
    )
