"""The ``generate``, ``solve`` and ``play`` commands: each takes its typed options (the command
line has read every file already) and its streams, writes its answer, and returns the exit status;
bad input raises ``InputError``.

Positions on the command line are document 004's: ``x y`` is row ``x`` and column ``y``, both
counted from 1.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterable
from typing import TextIO

from linklab.cli.inputs import MAX_CELLS, MAX_SOLVABLE_CELLS, MAX_SOLVE_CELLS, named, position
from linklab.core.board import (
    LETTERS,
    Board,
    Cell,
    format_board,
    parse_board,
    parse_count,
    show_token,
    text_lines,
    words,
)
from linklab.core.errors import InputError
from linklab.core.game import Game, MoveError
from linklab.core.generate import generate_board
from linklab.core.rules import Rules, bounded, useful_turns
from linklab.core.solver import solve

EXIT_SOLVED, EXIT_UNSOLVABLE, EXIT_UNKNOWN = 0, 1, 3
PLAY_SOLVE_SECONDS = 5.0

PLAY_HELP = (
    "enter two positions as 'x1 y1 x2 y2' (row, column, from 1), or: hint, undo, redo, "
    "solve, shuffle, help; 0 ends the game"
)


def run_generate(
    out: TextIO,
    *,
    rows: int,
    cols: int,
    kinds: int,
    seed: int | None = None,
    rules: Rules = Rules(),
    numbers: bool = False,
    fours: bool = False,
    spread: str = "even",
    solvable: bool = False,
    difficulty: str | None = None,
    max_cells: int | None = None,
    err: TextIO | None = None,
) -> int:
    """Print a random full board: letters (document 004), or rows of integers with ``numbers``.

    With a ``difficulty`` the board's measured difficulty (``linklab.core.difficulty``) goes to
    ``err`` (standard error), one line, so that standard output stays a board.

    Examples
    --------
    >>> import io
    >>> out = io.StringIO()
    >>> run_generate(out, rows=2, cols=4, kinds=2, seed=1)
    0
    >>> print(out.getvalue(), end="")
    BBAA
    BAAB
    """
    if not numbers and kinds > len(LETTERS):
        raise InputError(f"letters name {len(LETTERS)} kinds at most; use --numbers for more")
    _check_size(rows, cols, max_cells, solvable)
    if difficulty is not None and not solvable:
        raise InputError("--difficulty is for solvable boards: add --solvable")
    board = generate_board(
        rows,
        cols,
        kinds,
        seed,
        group=4 if fours else 2,
        spread=spread,
        solvable=solvable,
        rules=bounded(rules, rows, cols),
        difficulty=difficulty,
    )
    out.write(format_board(board, "rows" if numbers else "letters") + "\n")
    if difficulty is not None:
        from linklab.core.difficulty import describe, describe_counts, stuck_share

        share = stuck_share(board, bounded(rules, rows, cols))
        counts = describe_counts(board, letters=not numbers)
        (err or sys.stderr).write(f"linklab generate: {difficulty}: {describe(share)}; {counts}\n")
    return 0


def run_solve(
    text: str,
    out: TextIO,
    *,
    rules: Rules = Rules(),
    time_limit: float = 10.0,
    board_format: str = "auto",
    max_cells: int | None = None,
) -> int:
    """Print moves that clear the board in ``text``, one ``x1 y1 x2 y2`` a line (exit 0);
    ``UNSOLVABLE`` when none do (exit 1); ``UNKNOWN`` when time ran out (exit 3).

    Examples
    --------
    >>> import io
    >>> out = io.StringIO()
    >>> run_solve("ABBA\\nCDDC\\n", out, time_limit=5.0)
    0
    >>> print(out.getvalue(), end="")
    1 2 1 3
    1 1 1 4
    2 1 2 4
    2 2 2 3
    >>> run_solve("AB\\nBA\\n", out)
    1
    """
    board = parse_board(text, board_format)
    limit = MAX_SOLVE_CELLS if max_cells is None else max_cells
    if board.rows * board.cols > limit:
        raise InputError(
            f"a {board.rows}x{board.cols} board has {board.rows * board.cols:,} cells, more than "
            f"{limit:,} (--max-cells raises the limit)"
        )
    _check_counts(board, text)
    if time_limit is None or not 0 <= time_limit < float("inf"):  # nan fails both tests
        raise InputError(f"--time-limit must be a number of seconds >= 0, got {time_limit}")
    result = solve(board, bounded(rules, board.rows, board.cols), time_limit=time_limit)
    if result.status == "unsolvable":
        out.write("UNSOLVABLE\n")
        return EXIT_UNSOLVABLE
    if result.status == "unknown":
        out.write("UNKNOWN\n")
        return EXIT_UNKNOWN
    for a, b in result.moves:
        out.write(f"{position(a)} {position(b)}\n")
    return EXIT_SOLVED


def run_play(
    stdin: TextIO,
    out: TextIO,
    *,
    rows: int,
    cols: int,
    kinds: int,
    seed: int | None = None,
    rules: Rules = Rules(),
    max_cells: int | None = None,
) -> int:
    """Document 004's game in a terminal, reading commands a line at a time from ``stdin``.

    The board is dealt so that it can be cleared (under the rule being played), printed with
    row and column numbers; each line is a move ``x1 y1 x2 y2`` or a command (see
    ``PLAY_HELP``). A wrong line is explained in one line and the prompt comes back.

    Examples
    --------
    >>> import io
    >>> out = io.StringIO()
    >>> run_play(io.StringIO("1 1 1 2\\n2 1 2 2\\n"), out, rows=2, cols=2, kinds=1, seed=0)
    0
    >>> out.getvalue().splitlines()[-1]
    'Cleared in 2 moves!'
    """
    if kinds > len(LETTERS):
        raise InputError(f"the game shows kinds as letters: {len(LETTERS)} kinds at most")
    _check_size(rows, cols, max_cells, solvable=True)
    rules = bounded(rules, rows, cols)
    seed = seed if seed is not None else random.Random().randrange(2**32)
    rng = random.Random(seed)
    game = Game(generate_board(rows, cols, kinds, rng, solvable=True, rules=rules), rules)
    from linklab.core.difficulty import describe

    measured = describe(game.stuck_share())
    where = "round the outside too" if rules.outside else "on the board"
    lines = f"at most {rules.max_turns + 1} straight line{'s' * (rules.max_turns > 0)}"
    if rules.max_turns == useful_turns(rows, cols):
        lines = "any number of straight lines"
    _say(
        out,
        f"Lianliankan 连连看 (seed {seed}): remove pairs of the same letter joined by a "
        f"path of {lines}, {where}.",
    )
    _say(out, f"Difficulty: {measured}.")
    _say(out, PLAY_HELP + ".")
    _say(out, format_numbered(game.board))
    for line in _prompted(stdin, out):
        words = line.split()
        if not words:
            continue
        command = words[0].lower()
        if words == ["0"] or command in ("quit", "exit", "q"):
            _say(out, "Bye.")
            return 0
        try:
            game, show = _play_line(game, words, rng)
        except MoveError as refused:
            _say(out, f"Cannot: {refused.explain(named)}.")
            continue
        except InputError as bad:
            _say(out, f"Cannot: {bad}.")
            continue
        if show is not None:
            _say(out, show)
            continue
        _say(out, format_numbered(game.board))
        if game.is_won():
            _say(out, f"Cleared in {len(game.moves)} moves!")
            return 0
        if game.is_dead_end():
            _say(out, "No pair can be removed: type shuffle (or undo, or 0 to end).")
    _say(out, "")
    return 0


def format_numbered(board: Board) -> str:
    """The board in letters, with row and column numbers from 1 (document 004's positions).

    Examples
    --------
    >>> print(format_numbered(Board.from_rows([[1, 0, 2], [2, 1, 0]])))
         1 2 3
      1  A * B
      2  B A *
    """
    width = len(str(board.cols))
    label = len(str(board.rows))
    letters = format_board(board, "letters").splitlines()
    head = " " * (label + 4) + " ".join(f"{c:>{width}}" for c in range(1, board.cols + 1))
    rows = [
        f"  {r:>{label}}  " + " ".join(f"{ch:>{width}}" for ch in line)
        for r, line in enumerate(letters, 1)
    ]
    return "\n".join([head, *rows])


def _play_line(game: Game, words: list[str], rng: random.Random) -> tuple[Game, str | None]:
    """The game after one line, and a message to show instead of the board (or None)."""
    command = words[0].lower()
    if command == "help":
        return game, PLAY_HELP + "."
    if command == "hint":
        move = game.hint()
        if move is None:
            return game, "No pair can be removed: type shuffle (or undo)."
        return game, f"Hint: {position(move.a)} {position(move.b)}"
    if command == "undo":
        return game.undo(), None
    if command == "redo":
        return game.redo(), None
    if command == "shuffle":
        return game.shuffle(rng), None
    if command == "solve":
        result = solve(game.board, game.rules, time_limit=PLAY_SOLVE_SECONDS)
        if result.status == "solved":
            a, b = result.moves[0]
            return game, (
                f"The board can be cleared in {len(result.moves)} more moves; "
                f"one way starts with {position(a)} {position(b)}."
            )
        if result.status == "unsolvable":
            return game, "The board cannot be cleared from here: undo or shuffle."
        return game, f"Undecided after {PLAY_SOLVE_SECONDS:g} s of searching."
    if len(words) != 4 or not all(w.isdigit() and w.isascii() for w in words):
        raise InputError(f"expected four numbers x1 y1 x2 y2, or a command ({_COMMANDS})")
    x1, y1, x2, y2 = (parse_count(w, "a position") - 1 for w in words)
    return game.remove((x1, y1), (x2, y2)), None


_COMMANDS = "hint, undo, redo, solve, shuffle, help, 0"


def _prompted(stdin: TextIO, out: TextIO) -> Iterable[str]:
    first = True
    while True:
        out.write("Two positions (x1 y1 x2 y2), or a command: ")
        out.flush()
        line = stdin.readline()
        if not line:
            return
        if first:  # a byte-order mark (Windows Notepad) before the first move is skipped
            line, first = line.removeprefix("\ufeff"), False
        if not line.endswith("\n"):
            out.write("\n")
        yield line


def _say(out: TextIO, text: str) -> None:
    out.write(text + "\n")


def _check_size(rows: int, cols: int, limit: int | None, solvable: bool) -> None:
    """Refuse a board bigger than ``--max-cells`` (the limit named, and how to raise it)."""
    if limit is None:
        limit = MAX_SOLVABLE_CELLS if solvable else MAX_CELLS
    if rows * cols > limit:
        what = "a solvable " if solvable else "a "
        raise InputError(
            f"{what}{show_token(str(rows), 'digits')}x{show_token(str(cols), 'digits')}"
            f" board has more than {limit:,} cells, the limit; raise it with --max-cells"
        )


def _check_counts(board: Board, text: str) -> None:
    """Every kind must have an even count; else name the kind and the line of its last tile."""
    lines = [number for number, line in enumerate(text_lines(text), 1) if words(line)]
    letters = any(ch.isalpha() or ch == "*" for ch in text)
    for kind, count in board.counts().items():
        if count % 2:
            cell = max(cell for cell in board.tiles() if board[cell] == kind)
            name = LETTERS[kind - 1] if letters else str(kind)
            times = "once" if count == 1 else f"{count} times"
            raise InputError(
                f"kind {name} appears {times}, an odd count, so the board cannot be cleared",
                line=_line_of(board, lines, text, cell),
            )


def _line_of(board: Board, lines: list[int], text: str, cell: Cell) -> int:
    """The line of the text a cell was read from (rows and letters: a line a row; the sized
    form: counted through the flat list after the header)."""
    if len(lines) == board.rows:
        return lines[cell[0]]
    index = cell[0] * board.cols + cell[1]
    all_lines = text_lines(text)
    for number in lines[1:]:
        count = len(words(all_lines[number - 1]))
        if index < count:
            return number
        index -= count
    return lines[-1]
