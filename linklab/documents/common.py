"""What the documents' re-done programs share: the undefined-behaviour error and path corners."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from linklab.board import Cell, Path
from linklab.errors import UndefinedBehaviour

#: Rejection reasons the documents add to ``linklab.events.REJECT_REASONS``.
#: ``cell_seen_with_fewer_turns``: document 000 keeps one turn count per *cell*, whatever the
#: heading, and turns a state away when the cell was reached with fewer turns.
DOCUMENT_REASONS = ("cell_seen_with_fewer_turns",)


class OutOfArray(UndefinedBehaviour):
    """A document's program reads or writes an array element that does not exist.

    ``access`` is ``"read"`` or ``"write"``; ``array`` names the C array and ``index`` the
    subscripts the program uses.

    Examples
    --------
    >>> str(OutOfArray("write", "vir", (-1, 3), "the first step up from (0, 3)"))
    'writes vir[-1][3], outside the array: the first step up from (0, 3)'
    """

    def __init__(self, access: str, array: str, index: Sequence[int], why: str):
        self.access, self.array, self.index = access, array, tuple(index)
        subscripts = "".join(f"[{i}]" for i in self.index)
        verb = "reads" if access == "read" else "writes"
        super().__init__(f"{verb} {array}{subscripts}, outside the array: {why}")


def corners(cells: Sequence[Cell]) -> Path:
    """The first cell, every cell where a walk changes direction, and the last cell.

    A step back the way the walk came (a U-turn) is a change of direction too.

    >>> corners([(0, 0), (0, 1), (0, 2), (1, 2)])
    ((0, 0), (0, 2), (1, 2))
    >>> corners([(1, 1)])
    ((1, 1),)
    """
    path = [cells[0]]
    for before, here, after in zip(cells, cells[1:], cells[2:]):
        if (here[0] - before[0], here[1] - before[1]) != (after[0] - here[0], after[1] - here[1]):
            path.append(here)
    if len(cells) > 1:
        path.append(cells[-1])
    return tuple(path)


def walk(path: Path) -> list[Cell]:
    """Every cell of a path given by its corners, first to last.

    >>> walk(((0, 0), (0, 2), (1, 2)))
    [(0, 0), (0, 1), (0, 2), (1, 2)]
    """
    cells = [path[0]]
    for (r1, c1), (r2, c2) in itertools.pairwise(path):
        dr, dc = (r2 > r1) - (r2 < r1), (c2 > c1) - (c2 < c1)
        r, c = r1, c1
        while (r, c) != (r2, c2):
            r, c = r + dr, c + dc
            cells.append((r, c))
    return cells
