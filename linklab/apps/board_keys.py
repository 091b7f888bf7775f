"""A board played without a mouse: a cursor on its cells moved by the arrow keys, Enter or Space
doing what a click on the cell under it does; and the board said in words, row by row, tiles by
their letters, for a screen reader.

The game and the board editor, in the notebook and in the static page, each hold a
`BoardCursor` and give it the keys pressed on their board; what it answers they do as they do a
click. Cells are ``(row, col)`` from 0; what is said counts from 1, in the language in force.

Examples
--------
>>> cursor = BoardCursor()
>>> cursor.press("ArrowRight", (2, 3)), cursor.cell   # the first key shows it, top left
(None, (0, 0))
>>> cursor.press("ArrowRight", (2, 3)), cursor.press("ArrowDown", (2, 3)), cursor.cell
(None, None, (1, 1))
>>> cursor.press("Enter", (2, 3)), cursor.press(" ", (2, 3))
((1, 1), (1, 1))
>>> cell_words(((1, 0), (0, 2)), (1, 1)), board_rows(((1, 0), (0, 2)))
('cursor at (2, 2): B', ['row 1: A, empty', 'row 2: empty, B'])
"""

from __future__ import annotations

from collections.abc import Sequence

from linklab.core.board import Cell, format_cell
from linklab.i18n import tr
from linklab.render.scene.board import board_rows, kind_words

__all__ = ["BoardCursor", "board_rows", "cell_words", "kind_words", "plain"]

#: The keys that move the cursor, as ``KeyboardEvent.key`` names them: a step (rows, cols).
ARROW_STEPS: dict[str, tuple[int, int]] = {
    "ArrowUp": (-1, 0),
    "ArrowDown": (1, 0),
    "ArrowLeft": (0, -1),
    "ArrowRight": (0, 1),
}
#: The keys that jump: to the row's first or last cell, the column's first or last.
JUMPS = ("Home", "End", "PageUp", "PageDown")
#: The keys that act on the cell under the cursor, as a click on it does.
PICKS = ("Enter", " ", "Spacebar")
KEYS = (*ARROW_STEPS, *JUMPS, *PICKS)
#: What the board says of its keys (a tooltip, and the label a screen reader reads).
KEYS_LABEL = "board: the arrow keys move the cursor, Enter or Space picks the cell under it"


class BoardCursor:
    """Where the keyboard is on a board: ``cell``, None until the first key is pressed (a
    board played with the mouse shows no cursor)."""

    def __init__(self) -> None:
        self.cell: Cell | None = None

    def press(self, key: str, shape: tuple[int, int]) -> Cell | None:
        """Take ``key`` on a board of ``shape`` (rows, cols): move the cursor, kept on the
        board; the cell to act on for Enter or Space, else None. A key it does not know is a
        one-line error.

        >>> BoardCursor().press("q", (2, 2))
        Traceback (most recent call last):
        ...
        ValueError: the board takes the arrows, Home, End, PageUp, PageDown, Enter or Space: not 'q'
        """
        rows, cols = max(1, shape[0]), max(1, shape[1])
        if key not in KEYS:
            known = "the arrows, Home, End, PageUp, PageDown, Enter or Space"
            raise ValueError(f"the board takes {known}: not {key!r}")
        if self.cell is None:  # the first key shows the cursor where it starts
            self.cell = (0, 0)
            return self.cell if key in PICKS else None
        row, col = min(self.cell[0], rows - 1), min(self.cell[1], cols - 1)
        if key in PICKS:
            self.cell = (row, col)
            return self.cell
        if key in ARROW_STEPS:
            step = ARROW_STEPS[key]
            row = min(rows - 1, max(0, row + step[0]))
            col = min(cols - 1, max(0, col + step[1]))
        else:
            row, col = {
                "Home": (row, 0),
                "End": (row, cols - 1),
                "PageUp": (0, col),
                "PageDown": (rows - 1, col),
            }[key]
        self.cell = (row, col)
        return None

    def follow(self, cell: Cell) -> None:
        """Put the cursor on ``cell`` (clicked) if it is shown."""
        if self.cell is not None:
            self.cell = cell

    def fit(self, shape: tuple[int, int]) -> None:
        """Keep the cursor on a board of ``shape`` (one resized or dealt anew).

        >>> cursor = BoardCursor(); cursor.cell = (5, 5); cursor.fit((2, 3)); cursor.cell
        (1, 2)
        """
        if self.cell is not None:
            self.cell = (min(self.cell[0], shape[0] - 1), min(self.cell[1], shape[1] - 1))


def cell_words(grid: Sequence[Sequence[int]], cell: Cell) -> str:
    """The cell under the cursor as a screen reader says it: where (from 1), and what.

    >>> cell_words([[0, 3]], (0, 1))
    'cursor at (1, 2): C'
    """
    what = kind_words(grid[cell[0]][cell[1]])
    return tr("cursor at {cell}: {what}", cell=format_cell(cell), what=what)


def plain(html: str) -> str:
    """A line of HTML as the words a screen reader says: tags left out.

    >>> plain("<b>BFS</b>: no path")
    'BFS: no path'
    """
    import re

    return re.sub(r"<[^>]*>", "", html)
