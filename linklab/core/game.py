"""Playing: a game as an immutable value with history, and a greedy player.

A ``Game`` holds a board, the rule and its history; every action returns a new ``Game`` and
leaves the old one as it was, so undo is just going back to an earlier value, and a refused move
(``MoveError``) changes nothing. The connection tests all go through one ``Checker`` per board.

``autoplay_moves`` plays greedily, like a person (document 000 says only that its program clicks
a pair that can be removed, as a person would; the order is this module's): look over the board
row by row for the first tile that has a partner it links to, remove that pair, and start again,
until the board is clear or no pair is left.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import cast

from linklab.core.board import Board, Cell, Path, check_cell, format_cell
from linklab.core.checker import Checker
from linklab.core.errors import InputError
from linklab.core.rules import Rules, pair_problem
from linklab.i18n import Glossed

#: Why a move was refused, as ``MoveError.reason``; the text names the cells.
MOVE_PROBLEMS = {
    "off_board": "{a} is off the board",
    "same_cell": "{a} is the same cell twice",
    "empty_cell": "{a} is empty",
    "kinds_differ": "{a} and {b} hold different kinds",
    "no_path": "no path joins {a} and {b} with at most {turns} turns",
    "not_a_cell": "{a} is not a cell (a pair of integers row, col)",
    "nothing_to_undo": "there is no move to undo",
    "nothing_to_redo": "there is no move to redo",
    "board_clear": "shuffle only at a dead end: the board is clear",
    "not_a_dead_end": "shuffle only at a dead end: some pair can still be removed",
}

#: A shuffle at a dead end is drawn again, up to this many times, until some pair links.
SHUFFLE_TRIES = 50


class MoveError(InputError):
    """A move the game refuses: ``reason`` (a key of ``MOVE_PROBLEMS``) and the cells it is
    about (the offending one first).

    Examples
    --------
    A person reads the message: its cells count rows and columns from 1, as the pictures do
    (``error.cells`` keeps them 0-based, as code writes them).

    >>> error = MoveError("kinds_differ", (0, 0), (0, 1))
    >>> str(error), error.cells
    ('(1, 1) and (1, 2) hold different kinds', ((0, 0), (0, 1)))
    >>> error.explain(lambda cell: f"{cell[0] + 1} {cell[1] + 1}")
    '1 1 and 1 2 hold different kinds'
    """

    def __init__(self, reason: str, *cells: Cell, turns: int = 2, given: object = None):
        self.reason, self.cells, self.turns = reason, cells, turns
        self.given = given  # what stood for a cell, when it is not one ("not_a_cell")
        super().__init__(self.explain(format_cell))

    def explain(self, name: Callable[[Cell], str] | None = None) -> str:
        """The message, each cell written by ``name`` (by default `linklab.core.trace.format_cell`,
        from 1)."""
        name = name or format_cell
        if self.reason == "not_a_cell":
            return MOVE_PROBLEMS[self.reason].format(a=repr(self.given), b="", turns=self.turns)
        a, b = ([name(cell) for cell in self.cells] + ["", ""])[:2]
        return MOVE_PROBLEMS[self.reason].format(a=a, b=b, turns=self.turns)


@dataclass(frozen=True, slots=True)
class Move(Glossed):
    """Two tiles removed together, and the corner cells of the path that joined them."""

    a: Cell
    b: Cell
    path: Path

    def gloss(self) -> str:
        return "two tiles removed, and the corners of the path that joined them"


@dataclass(frozen=True)
class Game:
    """A board being played: the board, the rule, and what was done (for undo and redo).

    ``past`` holds, for each action, the board before it and the move (None for a shuffle);
    ``future`` what undo took back, most recent last.

    Examples
    --------
    >>> game = Game(Board.from_rows([[1, 2, 0], [2, 0, 1]]))
    >>> game.legal_pairs()
    [((0, 1), (1, 0))]
    >>> after = game.remove((0, 1), (1, 0))
    >>> after.last_move
    Move(a=(0, 1), b=(1, 0), path=((0, 1), (1, 1), (1, 0)))
    >>> after.remove((0, 0), (1, 2)).is_won()
    True
    >>> after.undo().board == game.board, after.undo().redo() == after
    (True, True)
    >>> game.remove((0, 0), (0, 1))
    Traceback (most recent call last):
    ...
    linklab.core.game.MoveError: (1, 1) and (1, 2) hold different kinds
    """

    board: Board
    rules: Rules = Rules()
    past: tuple[tuple[Board, Move | None], ...] = ()
    future: tuple[tuple[Board, Move | None], ...] = ()

    def remove(self, a: Cell, b: Cell) -> Game:
        """The game after removing the tiles at ``a`` and ``b``, or ``MoveError`` saying why not.

        Redo history is dropped, as in any editor.
        """
        a, b = _move_cell(a), _move_cell(b)
        turns = self.rules.max_turns
        problem = pair_problem(self.board, a, b)
        if problem == "off_board":
            raise MoveError(problem, b if self.board.contains(a) else a, turns=turns)
        if problem == "empty_cell":
            raise MoveError(problem, b if self.board[a] else a, turns=turns)
        if problem:
            raise MoveError(problem, a, b, turns=turns)
        path = Checker(self.board, self.rules).path(a, b)
        if path is None:
            raise MoveError("no_path", a, b, turns=turns)
        move = Move(a, b, path)
        return Game(self.board.remove_pair(a, b), self.rules, (*self.past, (self.board, move)))

    def undo(self) -> Game:
        """The game before the last action (a move or a shuffle)."""
        if not self.past:
            raise MoveError("nothing_to_undo")
        before, action = self.past[-1]
        return Game(before, self.rules, self.past[:-1], (*self.future, (self.board, action)))

    def redo(self) -> Game:
        """The game with the last undone action done again."""
        if not self.future:
            raise MoveError("nothing_to_redo")
        after, action = self.future[-1]
        return Game(after, self.rules, (*self.past, (self.board, action)), self.future[:-1])

    @property
    def can_undo(self) -> bool:
        return bool(self.past)

    @property
    def can_redo(self) -> bool:
        return bool(self.future)

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves made so far, in order (shuffles left out)."""
        return tuple(move for _, move in self.past if move is not None)

    @property
    def last_move(self) -> Move | None:
        """The last action if it was a move, else None."""
        return self.past[-1][1] if self.past else None

    def legal_pairs(self) -> list[tuple[Cell, Cell]]:
        """Every pair that can be removed now, in reading order of the first cell, then the
        second.

        >>> Game(Board.from_rows([[1, 1, 1, 1]])).legal_pairs()
        [((0, 0), (0, 1)), ((0, 1), (0, 2)), ((0, 2), (0, 3))]
        """
        return [(a, b) for a, b, _ in _pairs(self.board, self.rules)]

    def hint(self) -> Move | None:
        """A pair that can be removed now (the first in reading order) with its path, or None.

        >>> Game(Board.from_rows([[1, 2], [2, 1]])).hint() is None
        True
        """
        for a, b, checker in _pairs(self.board, self.rules):
            return Move(a, b, cast(Path, checker.path(a, b)))  # the pair links: it has a path
        return None

    def is_won(self) -> bool:
        """Whether the board is clear."""
        return self.board.is_clear()

    def is_dead_end(self) -> bool:
        """Whether tiles are left but no pair can be removed.

        >>> Game(Board.from_rows([[1, 2], [2, 1]])).is_dead_end()
        True
        """
        return not self.is_won() and self.hint() is None

    def stuck_share(self) -> float:
        """How hard the board is from here: the share of random-play games that reach a dead
        end (``linklab.core.difficulty.stuck_share``).

        >>> Game(Board.from_rows([[1, 2], [2, 1]])).stuck_share()
        1.0
        """
        from linklab.core.difficulty import stuck_share

        return stuck_share(self.board, self.rules)

    def shuffle(
        self, seed: int | random.Random | None = None, *, tries: int = SHUFFLE_TRIES
    ) -> Game:
        """The game's shuffle rule, which every front end plays by: only at a dead end, the
        tiles left are shuffled among their cells, drawn again (up to ``tries`` times) until
        some pair links; the last draw stands if none does. Undo takes it back.

        Raises
        ------
        MoveError
            ``board_clear`` or ``not_a_dead_end``: the game is left as it was.

        Examples
        --------
        >>> stuck = Game(Board.from_rows([[1, 2], [2, 1]]))
        >>> stuck.shuffle(seed=0).is_dead_end()
        False
        >>> Game(Board.from_rows([[1, 1]])).shuffle()
        Traceback (most recent call last):
        ...
        linklab.core.game.MoveError: shuffle only at a dead end: some pair can still be removed
        """
        if self.is_won():
            raise MoveError("board_clear")
        if not self.is_dead_end():
            raise MoveError("not_a_dead_end")
        rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        game = self.shuffled(rng)
        for _ in range(tries - 1):
            if not game.is_dead_end():
                break
            game = self.shuffled(rng)
        return game

    def shuffled(self, seed: int | random.Random | None = None) -> Game:
        """The game with the remaining tiles shuffled among the cells they occupy (an action
        undo can take back).

        >>> game = Game(Board.from_rows([[1, 2], [2, 1]])).shuffled(seed=3)
        >>> game.board.counts(), game.board.tiles()
        ({1: 2, 2: 2}, [(0, 0), (0, 1), (1, 0), (1, 1)])
        """
        rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        cells = self.board.tiles()
        kinds = [self.board[cell] for cell in cells]
        rng.shuffle(kinds)
        board = self.board.with_cells(dict(zip(cells, kinds)))
        return Game(board, self.rules, (*self.past, (self.board, None)))


def autoplay_moves(
    board: Board, rules: Rules = Rules(), seed: int | random.Random | None = None
) -> Iterator[Move]:
    """Play greedily, as a person would: the moves, until the board is clear or stuck.

    Each move is the first removable pair found looking over the board row by row (with a
    ``seed``, looking at the tiles in a random order instead, drawn afresh for each move).

    Examples
    --------
    >>> board = Board.from_rows([[1, 2, 2, 1], [3, 3, 4, 4]])
    >>> [(m.a, m.b) for m in autoplay_moves(board)]
    [((0, 1), (0, 2)), ((0, 0), (0, 3)), ((1, 0), (1, 1)), ((1, 2), (1, 3))]
    >>> [(m.a, m.b) for m in autoplay_moves(Board.from_rows([[1, 2], [2, 1]]))]
    []
    """
    rng = None
    if seed is not None:
        rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    while True:
        move = next(_pairs(board, rules, rng), None)
        if move is None:
            return
        a, b, checker = move
        yield Move(a, b, cast(Path, checker.path(a, b)))  # the pair links: it has a path
        board = board.remove_pair(a, b)


def _pairs(
    board: Board, rules: Rules, rng: random.Random | None = None
) -> Iterator[tuple[Cell, Cell, Checker]]:
    """Removable pairs, found lazily: for each tile in turn, its partners that link."""
    checker = Checker(board, rules)
    tiles = board.tiles()
    by_kind: dict[int, list[Cell]] = {}
    for cell in tiles:
        by_kind.setdefault(board[cell], []).append(cell)
    if rng is not None:
        rng.shuffle(tiles)
    for a in tiles:
        for b in by_kind[board[a]]:
            if (b <= a if rng is None else b == a) or not checker.can_link(a, b):
                continue
            yield a, b, checker


def _move_cell(cell: object) -> Cell:
    try:
        return check_cell(cell)
    except TypeError:
        raise MoveError("not_a_cell", given=cell) from None
