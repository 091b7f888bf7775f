"""Document 004's game as a person plays it, with no screen: a tile picked, then its partner; the
hint, undo and redo, the shuffle at a dead end, the greedy player and the exact solver; and what
to tell the player after each action, in one line.

The live notebook's ``GameWidget`` and the static page's game (``linklab.apps.page_game``)
both show this one session: the same actions, the same marks, the same messages. Every rule
lives in ``linklab.core.game.Game``; a refused action leaves the game as it was and says why.
The messages are English; each front end shows them in its language (``linklab.i18n``).

Examples
--------
>>> from linklab.core.board import Board
>>> session = GameSession(Board.from_rows([[1, 2, 0], [2, 0, 1]]), Rules())
>>> session.click((0, 0)); session.click((0, 1)); session.message
'(1, 1) and (1, 2) hold different kinds'
>>> session.click((0, 1)); session.click((1, 0)); session.board.grid
((1, 0, 0), (0, 0, 1))
>>> session.status_text()
'tiles left: 2 · moves made: 1 · 1 pair can be removed now'
>>> session.undo(); session.board.grid
((1, 2, 0), (2, 0, 1))
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from linklab.core.board import Board, Cell, format_cell, walk
from linklab.core.errors import InputError
from linklab.core.game import Game, Move, MoveError, autoplay_moves
from linklab.core.rules import Rules
from linklab.core.solver import SolveResult, solve


def plural(count: int, word: str) -> str:
    """``count`` and ``word``, with an s unless one.

    >>> plural(1, "pair"), plural(3, "pair")
    ('1 pair', '3 pairs')
    """
    return f"{count} {word}{'s' * (count != 1)}"


@dataclass
class Deal:
    """What New deals: the shape, kinds and seed, and whether boards are built to be
    clearable and paths may go around the outside."""

    rows: int = 10
    cols: int = 20
    kinds: int = 10
    seed: int = 0
    solvable: bool = True
    outside: bool = True


class GameSession:
    """One game as played: the ``game`` so far, the tile ``selected``, the cells marked (the
    last move's path, or a hint's two tiles) and the last ``message``.

    Parameters
    ----------
    board : Board, optional
        The board to play; by default one dealt by ``deal``.
    rules : Rules
        The connection rule (document 004: two turns, around the outside allowed).
    deal : Deal
        What New deals, and the first board when none is given.
    time_limit : float
        Seconds Solve may search.
    """

    def __init__(
        self,
        board: Board | None = None,
        rules: Rules = Rules(outside=True),
        *,
        deal: Deal | None = None,
        time_limit: float = 5.0,
    ):
        self.deal = deal if deal is not None else Deal(outside=rules.outside)
        self.time_limit = time_limit
        self.message = ""
        #: The last Solve's verdict, as a line of HTML.
        self.solve_text = ""
        self.dealt_seed: int | None = None  # the seed the board on screen was dealt from
        self._rng = random.Random(self.deal.seed)
        if board is None:
            board = self.deal_board(rules, self.deal.seed)
            if board is None:  # a shape that cannot be dealt: say why on an empty board
                board = Board.empty(max(1, self.deal.rows), max(1, self.deal.cols))
        message = self.message
        self.start(Game(board, rules))
        self.message = message

    # --- what is shown ---------------------------------------------------------------------

    @property
    def board(self) -> Board:
        """The board as it is now."""
        return self.game.board

    @property
    def rules(self) -> Rules:
        """The rule being played."""
        return self.game.rules

    def start(self, game: Game) -> None:
        """Play ``game`` from here, nothing picked or marked, no solution known."""
        self.game = game
        self.deal.rows, self.deal.cols = game.board.shape
        self.deal.outside = game.rules.outside
        self.selected: Cell | None = None
        self.marks: dict[Cell, str] = {}  # cell -> "hint" or "path", until the next action
        #: The path shown: its corners and whether it is a hint's, or None.
        self.shown_path: tuple[tuple[Cell, ...], bool] | None = None
        self.solution: SolveResult | None = None
        self._solved_board: Board | None = None
        self.solve_text = ""
        # ((board, rules), how many pairs are legal on it)
        self._counted: tuple[tuple[Board, Rules], int] | None = None
        self.message = ""

    def status_text(self) -> str:
        """Tiles left, moves made, and how many pairs can go now (or that the game is won or
        at a dead end)."""
        game = self.game
        head = f"tiles left: {len(game.board.tiles())} · moves made: {len(game.moves)}"
        if game.is_won():
            return f"{head} · won: the board is clear"
        pairs = self.pair_count()
        if not pairs:
            return f"{head} · dead end: no pair can be removed (Shuffle, or Undo)"
        return f"{head} · {plural(pairs, 'pair')} can be removed now"

    def pair_count(self) -> int:
        """How many pairs can be removed now; counted once per board (picking a tile or asking
        for a hint leaves the board as it was, and counting is most of a click's work)."""
        key = (self.game.board, self.game.rules)
        if self._counted is None or self._counted[0] != key:
            self._counted = (key, len(self.game.legal_pairs()))
        return self._counted[1]

    @property
    def can_shuffle(self) -> bool:
        """Whether Shuffle can act: only at a dead end."""
        return self.game.is_dead_end()

    def solution_fits(self) -> bool:
        """Whether the last Solve's moves are for the board on screen."""
        return (
            self.solution is not None
            and self.solution.status == "solved"
            and self._solved_board == self.board
            and bool(self.solution.moves)
        )

    def _mark_path(self, corners: Sequence[Cell], is_hint: bool = False) -> None:
        self.shown_path = (tuple(corners), is_hint)
        if is_hint:
            for cell in (corners[0], corners[-1]):
                self.marks[cell] = "hint"
        else:
            for cell in walk(tuple(corners)):
                if self.rules.in_area(self.board, cell):
                    self.marks[cell] = "path"

    def _clear_marks(self) -> None:
        self.marks = {}
        self.shown_path = None

    # --- playing ---------------------------------------------------------------------------

    def click(self, cell: Cell) -> None:
        """What a click on ``cell`` does: pick a tile, or try to remove it with the one
        picked."""
        self._clear_marks()
        if self.selected is None:
            if not self.board.contains(cell) or not self.board[cell]:
                self.message = f"{format_cell(cell)} is empty: click a tile"
            else:
                self.selected = cell
                self.message = f"picked {format_cell(cell)}: now click its partner"
            return
        first, self.selected = self.selected, None
        if first == cell:
            self.message = f"let go of {format_cell(cell)}"
            return
        self.play(first, cell)

    def play(self, a: Cell, b: Cell) -> bool:
        """Remove the tiles at ``a`` and ``b`` if they link; else say why and change nothing."""
        self._clear_marks()
        self.selected = None
        try:
            game = self.game.remove(a, b)
        except MoveError as refused:
            self.message = refused.explain(format_cell)
            return False
        self._advance(game, self.describe(game.last_move))
        return True

    @staticmethod
    def describe(move: Move | None) -> str:
        """A move in words: its two tiles, its path's corners and its turns."""
        if move is None:
            return ""
        turns = len(move.path) - 2
        corners = " → ".join(format_cell(cell) for cell in move.path)
        return f"removed {format_cell(move.a)} and {format_cell(move.b)}: {corners} " + (
            f"({plural(turns, 'turn')})"
        )

    def _advance(self, game: Game, message: str) -> None:
        """Make ``game`` the game, show the last move's path and say ``message``."""
        self.game = game
        self._clear_marks()
        if game.last_move is not None:
            self._mark_path(game.last_move.path)
        self.message = message

    def hint(self) -> Move | None:
        """Mark a pair that can be removed now (the first found row by row)."""
        self.selected = None
        self._clear_marks()
        move = self.game.hint()
        if move is None:
            self.message = "no hint: " + (
                "the board is clear" if self.game.is_won() else "dead end, nothing links"
            )
        else:
            self._mark_path(move.path, is_hint=True)
            self.message = f"hint: {format_cell(move.a)} and {format_cell(move.b)}"
        return move

    def undo(self) -> None:
        """Take back the last action (a move or a shuffle)."""
        self._history_step(Game.undo, "undone")

    def redo(self) -> None:
        """Do the last undone action again."""
        self._history_step(Game.redo, "redone")

    def _history_step(self, action: Callable[[Game], Game], done: str) -> None:
        self.selected = None
        self._clear_marks()
        try:
            self.game = action(self.game)
        except MoveError as refused:
            self.message = str(refused)
            return
        self.message = done

    def shuffle(self) -> bool:
        """At a dead end, shuffle the tiles left among their cells, by the game's rule
        (``Game.shuffle``: drawn again until some pair links, if a few tries find one)."""
        self.selected = None
        self._clear_marks()
        try:
            game = self.game.shuffle(self._rng)
        except MoveError as refused:
            self.message = str(refused)
            return False
        self.game = game
        self.message = "shuffled" + (" (still a dead end)" if game.is_dead_end() else "")
        return True

    def autoplay_step(self) -> Move | None:
        """Make the greedy player's next move: the first pair found looking row by row."""
        self.selected = None
        move = next(autoplay_moves(self.board, self.rules), None)
        if move is None:
            self._clear_marks()
            self.message = "auto-play: " + (
                "the board is clear" if self.game.is_won() else "dead end, nothing links"
            )
            return None
        game = self.game.remove(move.a, move.b)
        self._advance(game, "auto-play " + self.describe(game.last_move))
        return game.last_move

    def autoplay_all(self) -> int:
        """Play greedily until the board is clear or no pair links; the number of moves."""
        self.selected = None
        game = self.game
        for move in autoplay_moves(self.board, self.rules):
            game = game.remove(move.a, move.b)
        made = len(game.moves) - len(self.game.moves)
        if game.is_won():
            end = "the board is clear"
        else:
            end = f"stuck at a dead end with {plural(len(game.board.tiles()), 'tile')} left"
        self._advance(game, f"auto-play made {plural(made, 'move')}: {end}")
        return made

    def solve(self) -> SolveResult:
        """Search exactly for moves that clear the board, within ``time_limit`` seconds."""
        self.selected = None
        self._clear_marks()
        if self.game.is_won():
            result = SolveResult("solved")
            self.solution, self._solved_board = result, self.board
            self.solve_text = "<b>nothing to solve</b>: the board is already clear"
            self.message = "solver: the board is already clear"
            return result
        result = solve(self.board, self.rules, time_limit=float(self.time_limit))
        self.solution, self._solved_board = result, self.board
        cost = (
            f"{result.seconds:.2f} s, {plural(result.nodes, 'state')} searched, "
            f"{result.restarts} restarts"
        )
        if result.status == "solved":
            shown = ", ".join(f"{format_cell(a)}-{format_cell(b)}" for a, b in result.moves[:4])
            more = ", …" if len(result.moves) > 4 else ""
            text = (
                f"<b>solvable</b>: {plural(len(result.moves), 'move')} clear it ({cost}), "
                f"starting {shown}{more}; Play the solution makes them"
            )
        elif result.status == "unsolvable":
            text = f"<b>unsolvable</b>: no order of moves clears this board, proven ({cost})"
        else:
            text = f"<b>unknown</b>: no answer within the time limit ({cost})"
        self.solve_text = text
        self.message = f"solver: {result.status}"
        return result

    def play_solution(self) -> int:
        """Make the moves the last Solve found, if the board is still the one it solved."""
        self.selected = None
        if not self.solution_fits():
            self._clear_marks()
            self.message = "no solution for this board yet: press Solve"
            return 0
        assert self.solution is not None  # solution_fits says so
        game = self.game
        for a, b in self.solution.moves:
            game = game.remove(a, b)
        made = len(self.solution.moves)
        self._advance(game, f"played the solver's {plural(made, 'move')}")
        return made

    # --- new games -------------------------------------------------------------------------

    def deal_board(self, rules: Rules, seed: int) -> Board | None:
        """A board dealt by ``deal`` from ``seed`` (None, with the reason in ``message``, when
        that shape cannot be dealt)."""
        from linklab.core.generate import generate_board

        deal = self.deal
        try:
            board = generate_board(
                deal.rows, deal.cols, deal.kinds, seed, solvable=deal.solvable, rules=rules
            )
        except InputError as bad:
            self.message = f"cannot deal: {bad}"
            return None
        self._rng = random.Random(seed)
        self.dealt_seed = deal.seed = seed
        self.message = f"new {board.rows}x{board.cols} game, seed {seed}" + (
            ", built to be clearable" if deal.solvable else ""
        )
        return board

    def new(self) -> bool:
        """Deal a new board by ``deal``: its seed, or the next one when that is the seed of
        the board on screen (so that New twice gives two boards)."""
        rules = Rules(max_turns=self.rules.max_turns, outside=self.deal.outside)
        seed = self.deal.seed
        if seed == self.dealt_seed:
            seed += 1
        board = self.deal_board(rules, seed)
        if board is None:  # deal_board said why
            return False
        message = self.message
        self.start(Game(board, rules))
        self.message = message
        return True
