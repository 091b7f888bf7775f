"""Where a document's program parts from the rule it states: found on random boards, each shown
on the smallest board the shrinker reaches.

A case is a board and two cells. ``classify`` runs the document's search (from
``linklab.documents``) and the corrected answer under the document's rule, and names the
quirk that explains a difference. ``find_quirks`` tries random cases, keeps the first few
cases of each quirk and shrinks each: remove a row or a column (of the case or of its mirror
image), clear a cell, lower a kind, swap two kinds, for as long as the case gets smaller (fewer
cells, then fewer tiles, then smaller kinds) and still shows the same quirk; the smallest
result stands for the quirk. The shrinking itself is `linklab.core.shrink.shrink`, shared with
``linklab stress`` and the notebook check.

Examples
--------
>>> quirks = find_quirks("000", seed=1, trials=200)
>>> [quirk.name for quirk in quirks]  # doctest: +NORMALIZE_WHITESPACE
['no_kind_check', 'no_tile_check', 'passes_through_same_kind', 'reads_outside_array',
 'reads_past_edge', 'same_cell_links', 'unchecked_first_step', 'writes_outside_array']
>>> print(quirk_report(q for q in quirks if q.name == "passes_through_same_kind"))
document 000: passes_through_same_kind
  The path runs through a tile of the end's kind: only the other kinds are obstacles
  (Map != 0 && Map != Map[edx][edy]).
  1 1
  1 1
  a = (1, 1), b = (0, 0); the document says yes, the rule says no
>>> find_quirks("003", seed=1, trials=200)
[]
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from linklab.core.board import Board, Cell, format_board, walk
from linklab.core.events import Found
from linklab.core.rules import kind_at
from linklab.core.shrink import shrink as shrink_case
from linklab.core.trace import last_event
from linklab.documents.answers import DOCUMENT_SEARCHES, corrected_answer
from linklab.documents.common import QUIRK_UNEXPLAINED, OutOfArray
from linklab.documents.registry import RecordView
from linklab.i18n import tr, wrap

QuirkCase = tuple[Board, Cell, Cell]

#: How many cases of each quirk ``find_quirks`` shrinks before keeping the smallest result.
SHRINK_STARTS = 16

_UNEXPLAINED = QUIRK_UNEXPLAINED

#: Every quirk the finder can name, per document, with what it means: each document's record's
#: ``quirks`` (``linklab.documents.registry``), read live.
EXPLANATIONS = RecordView(lambda doc: doc.quirks if doc.search else None)


@dataclass(frozen=True)
class Quirk:
    """One way a document's program disagrees with its rule, on the smallest board found.

    ``document`` is the program's answer (None where its behaviour is undefined),
    ``corrected`` the answer under the rule the document states.
    """

    doc: str
    name: str
    board: Board
    a: Cell
    b: Cell
    document: bool | None
    corrected: bool
    explanation: str


def classify(doc: str, board: Board, a: Cell, b: Cell) -> str | None:
    """The name of the quirk this case shows, or None when the document follows its rule.

    Parameters
    ----------
    doc : {"000", "003", "004"}
        The document.
    board : Board
        The board.
    a, b : Cell
        The two cells, as the program is given them.

    Returns
    -------
    str or None
        A key of ``EXPLANATIONS[doc]``, or None.

    Examples
    --------
    >>> board = Board.from_rows([[0, 0, 0], [0, 1, 1]])
    >>> classify("000", board, (1, 1), (1, 2)) is None, classify("000", board, (1, 1), (1, 1))
    (True, 'same_cell_links')
    """
    try:
        last = last_event(DOCUMENT_SEARCHES[doc](board, a, b))
    except OutOfArray as why:
        return "writes_outside_array" if why.access == "write" else "reads_outside_array"
    document = isinstance(last, Found)
    if document == corrected_answer(doc, board, a, b):
        return None
    if a == b:
        return "same_cell_links"
    if not (board.contains(a) and board.contains(b)):
        return "reads_past_edge"
    if not (board[a] and board[b]):
        return "no_tile_check"
    if board[a] != board[b]:
        return "no_kind_check"
    if document:
        cells = walk(last.path)
        if cells[1] != b and kind_at(board, cells[1]) not in (0, board[b]):
            return "unchecked_first_step"
        if any(kind_at(board, cell) for cell in cells[1:-1]):
            return "passes_through_same_kind"
    return "unexplained"


def outcome(doc: str, board: Board, a: Cell, b: Cell) -> bool | None:
    """The document's answer, or None where its program's behaviour is undefined.

    >>> outcome("000", Board.from_rows([[1, 1]]), (0, 0), (0, 1)) is None
    True
    """
    try:
        return isinstance(last_event(DOCUMENT_SEARCHES[doc](board, a, b)), Found)
    except OutOfArray:
        return None


def shrink_quirk(doc: str, name: str, board: Board, a: Cell, b: Cell) -> QuirkCase:
    """A smaller case that still shows quirk ``name``, as small as single changes reach.

    Smaller means fewer cells, then fewer tiles, then a smaller sum of kinds, then fewer of
    the two cells off the board.

    Examples
    --------
    >>> board = Board.from_rows([[2, 0, 0, 3], [0, 1, 1, 0], [0, 0, 0, 3]])
    >>> small, a, b = shrink_quirk("000", "same_cell_links", board, (1, 1), (1, 1))
    >>> small.grid, a, b
    (((0, 0), (0, 0)), (1, 1), (1, 1))
    """
    return shrink_case(
        (board, a, b),
        lambda case: smaller_cases(*case),
        lambda case: classify(doc, *case) == name,
        size=case_size,
    )


def find_quirks(doc: str, seed: int | random.Random = 0, trials: int = 300) -> list[Quirk]:
    """Every quirk of document ``doc`` that random cases show, each on its smallest board.

    Parameters
    ----------
    doc : {"000", "003", "004"}
        The document whose program is compared with its rule.
    seed : int or random.Random
        Where the random cases come from.
    trials : int
        How many random cases to try.

    Returns
    -------
    list of Quirk
        One per quirk found, by name.

    Examples
    --------
    >>> for quirk in find_quirks("004", seed=0, trials=100):
    ...     print(quirk.name, quirk.board.grid, quirk.a, quirk.b, quirk.document, quirk.corrected)
    reads_outside_array ((1,), (1,)) (0, 0) (1, 0) None True
    same_cell_links ((1,),) (0, 0) (0, 0) True False
    """
    if doc not in DOCUMENT_SEARCHES:
        raise ValueError(f"no board search for document {doc!r}")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    found: dict[str, list[QuirkCase]] = {}
    for _ in range(trials):
        case = random_case(rng)
        name = classify(doc, *case)
        if name and len(found.setdefault(name, [])) < SHRINK_STARTS:
            found[name].append(case)
    quirks = []
    for name, cases in sorted(found.items()):
        # Greedy shrinking can stall; starting it from several cases rarely does.
        shrunk = (shrink_quirk(doc, name, *case) for case in cases)
        board, a, b = min(shrunk, key=lambda case: (case_size(case), case[0].grid, case[1:]))
        quirks.append(
            Quirk(
                doc=doc,
                name=name,
                board=board,
                a=a,
                b=b,
                document=outcome(doc, board, a, b),
                corrected=corrected_answer(doc, board, a, b),
                explanation=EXPLANATIONS[doc].get(name, _UNEXPLAINED),
            )
        )
    return quirks


def quirk_report(quirks: Iterable[Quirk]) -> str:
    """The quirks as text: name, explanation, the board with the two cells, both answers, in
    the language in force (``linklab.i18n``).

    Examples
    --------
    >>> quirk = Quirk("000", "same_cell_links", Board.empty(2, 2), (1, 1), (1, 1), True, False,
    ...               EXPLANATIONS["000"]["same_cell_links"])
    >>> print(quirk_report([quirk]))  # doctest: +ELLIPSIS
    document 000: same_cell_links
      The same cell twice links: ...
      0 0
      0 0
      a = (1, 1), b = (1, 1); the document says yes, the rule says no
    """
    quirks = list(quirks)
    if not quirks:
        return tr("no quirk found: the document answers as its rule does")
    blocks = []
    for quirk in quirks:
        document = {True: "yes", False: "no", None: "nothing defined"}[quirk.document]
        corrected = "yes" if quirk.corrected else "no"
        lines = [tr("document {doc}: {name}", doc=quirk.doc, name=quirk.name)]
        lines += wrap(tr(quirk.explanation), 88, indent="  ")
        lines += [f"  {row}" for row in format_board(quirk.board).splitlines()]
        said = "a = {a}, b = {b}; the document says {document}, the rule says {corrected}"
        lines.append("  " + tr(said, a=quirk.a, b=quirk.b, document=document, corrected=corrected))
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def quirk_name(name: str) -> str:
    """A quirk's name in words, in the language in force.

    >>> quirk_name("no_kind_check")
    'no kind check'
    """
    shown = tr(name)
    return shown if shown != name else name.replace("_", " ")


def random_case(rng: random.Random, max_side: int = 6, max_kind: int = 3) -> QuirkCase:
    """A small random board and two cells: mostly a pair of one kind, sometimes anything.

    >>> random_case(random.Random(5))  # doctest: +NORMALIZE_WHITESPACE
    (Board(grid=((1, 0, 3), (1, 1, 1), (2, 0, 1), (1, 2, 2), (1, 3, 1))), (0, 0), (1, 0))
    """
    rows, cols = rng.randint(1, max_side), rng.randint(1, max_side)
    density = rng.choice((0.2, 0.5, 0.8))
    grid = [
        [rng.randint(1, max_kind) if rng.random() < density else 0 for _ in range(cols)]
        for _ in range(rows)
    ]

    def on_board() -> Cell:
        return rng.randrange(rows), rng.randrange(cols)

    mode = rng.random()
    if mode < 0.6 and rows * cols > 1:
        a, b = on_board(), on_board()
        while b == a:
            b = on_board()
        grid[a[0]][a[1]] = grid[b[0]][b[1]] = rng.randint(1, max_kind)
    elif mode < 0.7:
        a = b = on_board()
    elif mode < 0.85:
        a, b = on_board(), on_board()
    else:
        a, b = ((rng.randint(-1, rows), rng.randint(-1, cols)) for _ in range(2))
    return Board.from_rows(grid), a, b


def smaller_cases(board: Board, a: Cell, b: Cell) -> Iterator[QuirkCase]:
    """Cases one change smaller: a row or column removed, a cell cleared, kinds lowered.

    A cell in a removed line stays where it was (on the line that slides into its place) or
    moves back one line. Lines are also removed from the board turned upside down or left to
    right, since a document's search is not symmetric and a mirrored case may shrink further.
    """
    for mirrored in _mirrors(board, a, b):
        yield from _without_a_line(*mirrored)
    for cell in board.tiles():
        yield board.with_cells({cell: 0}), a, b
    for cell in board.tiles():
        if board[cell] > 1:
            yield board.with_cells({cell: board[cell] - 1}), a, b
    kinds = sorted(board.counts())
    for low in range(1, max(kinds, default=0)):
        for high in kinds:
            if high > low:
                swap = {low: high, high: low}
                yield Board.from_rows([swap.get(k, k) for k in row] for row in board.grid), a, b


def _mirrors(board: Board, a: Cell, b: Cell) -> Iterator[QuirkCase]:
    """The case as it is, upside down, left to right, and both."""
    rows, cols = board.rows, board.cols
    for flip_rows in (False, True):
        for flip_cols in (False, True):
            grid = board.grid[::-1] if flip_rows else board.grid
            grid = tuple(row[::-1] for row in grid) if flip_cols else grid

            def move(cell: Cell, flip_rows: bool = flip_rows, flip_cols: bool = flip_cols) -> Cell:
                r, c = cell
                return (rows - 1 - r if flip_rows else r, cols - 1 - c if flip_cols else c)

            yield Board(grid), move(a), move(b)


def _without_a_line(board: Board, a: Cell, b: Cell) -> Iterator[QuirkCase]:
    """The case with one row or one column taken out."""
    grid = [list(row) for row in board.grid]
    for r in range(board.rows if board.rows > 1 else 0):
        rows = Board.from_rows(grid[:r] + grid[r + 1 :])
        for back in (0, 1) if r in (a[0], b[0]) and r > 0 else (0,):
            yield rows, _shift(a, r, 0, back), _shift(b, r, 0, back)
    for c in range(board.cols if board.cols > 1 else 0):
        cols = Board.from_rows(row[:c] + row[c + 1 :] for row in grid)
        for back in (0, 1) if c in (a[1], b[1]) and c > 0 else (0,):
            yield cols, _shift(a, c, 1, back), _shift(b, c, 1, back)


def _shift(cell: Cell, removed: int, axis: int, back: int) -> Cell:
    """``cell`` after line ``removed`` of ``axis`` (0: rows, 1: columns) is taken out."""
    index = cell[axis]
    if index > removed:
        index -= 1
    elif index == removed:
        index -= back
    return (index, cell[1]) if axis == 0 else (cell[0], index)


def case_size(case: QuirkCase) -> tuple[int, int, int, int]:
    """Cells, tiles, the sum of kinds, and how many of the two cells lie off the board."""
    board, a, b = case
    tiles = board.tiles()
    off = (not board.contains(a)) + (not board.contains(b))
    return board.rows * board.cols, len(tiles), sum(board[cell] for cell in tiles), off
