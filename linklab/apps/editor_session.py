"""The board editor with no screen: paint cells, pick two tiles, choose the rule and the method,
search, and undo any edit; what to tell the learner after each action, in one line.

The live notebook's ``BoardEditor`` and the static page's editor (``linklab.apps.page_editor``)
both show this one session. An edit that cannot be made (bad text, a shape that cannot be
dealt) leaves the board as it was and says why. The messages are English; each front end shows
them in its language.

Examples
--------
>>> session = EditorSession(Board.empty(2, 3))
>>> session.paint((0, 0), 1); session.paint((1, 2), 1); session.board.grid
((1, 0, 0), (0, 0, 1))
>>> session.pick((0, 0)); session.pick((1, 2)); session.run(); session.path
((0, 0), (1, 0), (1, 2))
>>> session.result
'<b>BFS</b>: (1, 1) → (2, 1) → (2, 3) (1 turn)'
>>> session.undo(); session.board.grid
((1, 0, 0), (0, 0, 0))
"""

from __future__ import annotations

from linklab.core.board import Board, Cell, format_board, format_cell, parse_board
from linklab.core.checker import Checker
from linklab.core.errors import InputError
from linklab.core.events import Event
from linklab.core.rules import PAIR_PROBLEMS, Rules, pair_problem
from linklab.core.search import SEARCHES
from linklab.documents.approaches import CHECKER_METHOD
from linklab.i18n import tr

MOST_SIDE = 40  # rows and columns a board may have in the editor


def method_name(method: str) -> str:
    """What a method is called in a sentence: ``"BFS"``, ``"DFS"``, ``"the checker"``.

    >>> method_name("bfs"), method_name(CHECKER_METHOD)
    ('BFS', 'the checker')
    """
    return "the checker" if method == CHECKER_METHOD else method.upper()


class EditorSession:
    """One board as edited: ``board``, the ``history`` Undo goes back through, the two
    ``ends`` picked, the ``rules`` and ``method`` chosen, and the last search's ``events``
    and ``path``."""

    def __init__(self, board: Board | None = None, rules: Rules = Rules(), method: str = "bfs"):
        self.board = board if board is not None else Board.empty(6, 8)
        self.rules = rules
        self.method = method
        self.history: list[Board] = []
        self.ends: list[Cell] = []
        self.message = ""
        self.forget_result()

    def forget_result(self) -> None:
        """Drop the last search (the board, rule or method changed)."""
        self.path: tuple[Cell, ...] | None = None
        self.events: list[Event] | None = None  # the search's events; None for the checker's
        self.result = ""

    def set_board(self, board: Board, message: str = "") -> None:
        """Make ``board`` the board, keeping the old one for Undo."""
        if board == self.board:
            self.message = message or "nothing changed"
            return
        self.history.append(self.board)
        self._replace(board)
        self.message = message

    def _replace(self, board: Board) -> None:
        old, self.board = self.board, board
        # An endpoint stays picked only while it holds the same tile.
        self.ends = [
            cell
            for cell in self.ends
            if board.contains(cell) and board[cell] and board[cell] == old[cell]
        ]
        self.forget_result()

    # --- edits -----------------------------------------------------------------------------

    def paint(self, cell: Cell, kind: int) -> None:
        """Give ``cell`` the kind ``kind`` (0 empties it)."""
        try:
            board = self.board.with_cells({cell: kind})
        except InputError as bad:
            self.message = str(bad)
            return
        self.set_board(board)

    def pick(self, cell: Cell) -> None:
        """Choose ``cell`` as an endpoint (a third pick replaces the first; picking a chosen
        cell again unpicks it)."""
        if cell in self.ends:
            self.ends.remove(cell)
        else:
            self.ends = [*self.ends, cell][-2:]
        ends = " and ".join(format_cell(end) for end in self.ends)
        self.message = f"endpoints: {ends}" if ends else "no endpoints"

    def undo(self) -> None:
        """Go back to the board before the last edit."""
        if not self.history:
            self.message = "nothing to undo"
            return
        self._replace(self.history.pop())
        self.message = "undone"

    def clear(self) -> None:
        """Empty every cell."""
        self.set_board(Board.empty(*self.board.shape), "cleared")

    def resize(self, rows: int, cols: int) -> bool:
        """Change the shape, keeping the cells the old and new boards share."""
        if not (1 <= rows <= MOST_SIDE and 1 <= cols <= MOST_SIDE):
            self.message = f"a board has 1 to 40 rows and columns, not {rows}x{cols}"
            return False
        old = self.board
        grid = [
            [old[r, c] if r < old.rows and c < old.cols else 0 for c in range(cols)]
            for r in range(rows)
        ]
        self.set_board(Board.from_rows(grid), f"now {rows}x{cols}")
        return True

    def fill(self, kinds: int, seed: int, solvable: bool = False) -> bool:
        """Fill the whole board at random, every kind an even count (from ``seed``)."""
        from linklab.core.generate import generate_board

        rows, cols = self.board.shape
        try:
            board = generate_board(rows, cols, kinds, seed, solvable=solvable, rules=self.rules)
        except InputError as bad:
            self.message = str(bad)
            return False
        self.ends = []  # a new deal: the old picks mean nothing on it
        self.set_board(board, f"filled at random, seed {seed}")
        return True

    def load_text(self, text: str) -> None:
        """Read a board from text in any of the documents' forms."""
        try:
            board = parse_board(text)
        except InputError as bad:
            self.message = f"cannot load: {bad}"
            return
        self.set_board(board, f"loaded a {board.rows}x{board.cols} board")

    def save_text(self, form: str = "letters") -> str:
        """The board as text in ``form`` (``linklab.core.board.FORMS``); "" when it cannot be."""
        try:
            text = format_board(self.board, form)
        except InputError as bad:
            self.message = f"cannot save: {bad}"
            return ""
        self.message = f"saved as {form}"
        return text

    # --- searching -------------------------------------------------------------------------

    def run(self) -> None:
        """Search between the two endpoints with the chosen rule and method."""
        if len(self.ends) != 2:
            self.message = "pick two tiles first (click to: endpoints)"
            return
        a, b = self.ends
        board, rules, method = self.board, self.rules, self.method
        self.forget_result()
        problem = pair_problem(board, a, b)
        if problem:
            self.message = tr(
                "{a} and {b}: {problem}",
                a=format_cell(a),
                b=format_cell(b),
                problem=tr(PAIR_PROBLEMS[problem]),
            )
            return
        if method == CHECKER_METHOD:
            self.path = Checker(board, rules).path(a, b)
        else:
            self.events = list(SEARCHES[method](board, a, b, rules))
            self.path = getattr(self.events[-1], "path", None)
        self.result = self._describe_result()
        self.message = ""

    def _describe_result(self) -> str:
        name = f"<b>{tr(method_name(self.method))}</b>: "
        if self.path is None:
            return name + tr("no path within {turns} turns", turns=self.rules.max_turns)
        corners = " → ".join(format_cell(cell) for cell in self.path)
        turns = len(self.path) - 2
        shape = "{corners} ({turns} turn" + "s" * (turns != 1) + ")"
        return name + tr(shape, corners=corners, turns=turns)
