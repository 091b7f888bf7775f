"""Tests for linklab.cli.game_commands: the generate, solve and play handlers, called directly, and
once each through ``python -m linklab``."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from linklab import InputError, Rules, parse_board
from linklab.cli.game_commands import format_numbered, run_generate, run_play, run_solve
from linklab.core.game import Game, MoveError
from linklab.core.generate import generate_board
from linklab.core.solver import solve


def typed(args: dict) -> dict:
    """The options as the handlers take them: ``outside`` and ``max_turns`` become one rule."""
    rule = Rules(max_turns=args.pop("max_turns", 2), outside=args.pop("outside", False))
    return {**args, "rules": rule}


def generate_args(**changes) -> dict:
    args = dict(
        rows=4, cols=6, kinds=3, seed=1, solvable=False, outside=False, numbers=False, fours=False
    )
    args.update(changes)
    return typed(args)


def solve_args(**changes) -> dict:
    args = dict(outside=False, max_turns=2, time_limit=10.0)
    args.update(changes)
    return typed(args)


def play_args(**changes) -> dict:
    args = dict(rows=2, cols=4, kinds=2, seed=3, outside=False)
    args.update(changes)
    return typed(args)


def generated(**changes) -> str:
    out = io.StringIO()
    assert run_generate(out, **generate_args(**changes)) == 0
    return out.getvalue()


def test_generate_prints_letters_by_default_and_numbers_on_request():
    letters = generated()
    assert set(letters) <= set("ABC\n") and letters.count("\n") == 4
    numbers = generated(numbers=True)
    assert parse_board(numbers, "rows") == parse_board(letters, "letters")
    assert all(count % 2 == 0 for count in parse_board(letters).counts().values())


def test_generate_deals_fours_and_solvable_boards():
    fours = parse_board(generated(rows=6, cols=8, kinds=5, fours=True))
    assert all(count % 4 == 0 for count in fours.counts().values())
    for outside in (False, True):
        board = parse_board(generated(rows=6, cols=8, kinds=8, solvable=True, outside=outside))
        assert solve(board, Rules(outside=outside), time_limit=10).status == "solved"


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        (dict(rows=3, cols=3), "cannot be dealt in pairs"),
        (dict(rows=2, cols=3, fours=True), "groups of 4"),
        (dict(kinds=60), "--numbers"),
    ],
)
def test_generate_refuses_what_cannot_be_dealt_or_printed(changes, message):
    with pytest.raises(InputError, match=message):
        run_generate(io.StringIO(), **generate_args(**changes))


def solved(text: str, **changes) -> tuple[int, str]:
    out = io.StringIO()
    code = run_solve(text, out, **solve_args(**changes))
    return code, out.getvalue()


@pytest.mark.parametrize("outside", [False, True])
def test_solve_prints_moves_that_clear_the_board(outside):
    text = generated(rows=6, cols=8, kinds=6, solvable=True, outside=outside)
    code, out = solved(text, outside=outside)
    assert code == 0
    game = Game(parse_board(text), Rules(outside=outside))
    for line in out.splitlines():
        x1, y1, x2, y2 = map(int, line.split())
        game = game.remove((x1 - 1, y1 - 1), (x2 - 1, y2 - 1))
    assert game.is_won()


def test_solve_reads_integers_too_and_says_unsolvable_or_unknown():
    assert solved("1 2\n2 1\n", board_format="rows") == (1, "UNSOLVABLE\n")
    assert solved("1 2\n2 1\n", board_format="rows", outside=True, max_turns=3)[0] == 0
    hard = generated(rows=9, cols=16, kinds=36, fours=True, seed=2)
    assert solved(hard, outside=True, time_limit=0.0) == (3, "UNKNOWN\n")
    assert solved("A*A\n", max_turns=0) == (0, "1 1 1 3\n")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("AB\nABA\n", "line 2: row has 3 cells, expected 2"),
        ("AB\nA?\n", "line 2, token '?'"),
        ("AB\n\nAB\nAC\n", "line 4: kind A appears 3 times, an odd count"),
        ("AA\nBC\n", "line 2: kind B appears once"),
        ("1 1 2\n2 0 3\n", "line 2: kind 3 appears once"),
        ("2 2\n1 1\n1\n3\n", "line 3: kind 1 appears 3 times"),
        ("", "expected a board"),
        ("  \n\n", "expected a board"),
    ],
)
def test_solve_names_the_line_of_bad_input(text, message):
    with pytest.raises(InputError) as bad:
        run_solve(text, io.StringIO(), **solve_args())
    assert message in str(bad.value)


def test_solve_refuses_a_negative_time_limit():
    with pytest.raises(InputError, match="time-limit"):
        run_solve("AA\n", io.StringIO(), **solve_args(time_limit=-1.0))


def played(lines: list[str], **changes) -> tuple[int, list[str]]:
    out = io.StringIO()
    code = run_play(io.StringIO("".join(f"{x}\n" for x in lines)), out, **play_args(**changes))
    return code, out.getvalue().splitlines()


def shown_board(lines: list[str]):
    """The first board the game printed (letters under a row of column numbers)."""
    start = next(i for i, line in enumerate(lines) if line.split()[:2] == ["1", "2"]) + 1
    rows = []
    for line in lines[start:]:
        words = line.split()
        if not words or not words[0].isdigit():
            break
        rows.append("".join(words[1:]))
    return parse_board("\n".join(rows), "letters")


def test_play_explains_each_wrong_line_and_asks_again():
    code, lines = played(["hello", "1 1 1", "9 9 1 1", "1 1 1 1", "undo", "redo", "", "0"])
    assert code == 0
    said = [line.split(": ", 1)[-1] for line in lines if "Cannot" in line]
    assert said == [
        "Cannot: expected four numbers x1 y1 x2 y2, or a command (hint, undo, redo, solve, "
        "shuffle, help, 0).",
        "Cannot: expected four numbers x1 y1 x2 y2, or a command (hint, undo, redo, solve, "
        "shuffle, help, 0).",
        "Cannot: (9, 9) is off the board.",
        "Cannot: (1, 1) is the same cell twice.",
        "Cannot: there is no move to undo.",
        "Cannot: there is no move to redo.",
    ]
    assert lines[-1].endswith("Bye.")


def test_play_to_a_win_with_hints():
    _, lines = played(["0"])
    board = shown_board(lines)
    game, script = Game(board), []
    while not game.is_won():
        move = game.hint()
        script += ["hint", f"{move.a[0] + 1} {move.a[1] + 1} {move.b[0] + 1} {move.b[1] + 1}"]
        game = game.remove(move.a, move.b)
    code, lines = played(["solve", *script])
    assert code == 0
    assert "The board can be cleared in 4 more moves" in "\n".join(lines)
    assert lines[-1] == "Cleared in 4 moves!"
    assert sum("Hint: " in line for line in lines) == 4


def dead_end_script(board):
    """Moves that lead to a dead end, by exhaustive search, or None."""

    def search(game, moves):
        if game.is_dead_end():
            return moves
        for a, b in game.legal_pairs():
            found = search(game.remove(a, b), [*moves, (a, b)])
            if found is not None:
                return found
        return None

    return search(Game(board), [])


#: The first seed whose 3x4 board of three kinds can be played into a dead end: tried first, so
#: the exhaustive searches of the 24 boards before it (10 s) are made only if the boards change.
DEAD_END_SEED = 24


def test_play_offers_a_shuffle_at_a_dead_end_and_undo_takes_moves_back():
    for seed in (DEAD_END_SEED, *range(50)):
        _, lines = played(["0"], seed=seed, rows=3, cols=4, kinds=3)
        moves = dead_end_script(shown_board(lines))
        if moves:
            break
    else:
        pytest.fail("no dead end within reach on these small boards")
    script = [f"{a[0] + 1} {a[1] + 1} {b[0] + 1} {b[1] + 1}" for a, b in moves]
    _, lines = played(
        [*script, "hint", "solve", "undo", "shuffle", "undo", "redo", "0"],
        seed=seed,
        rows=3,
        cols=4,
        kinds=3,
    )
    text = "\n".join(lines)
    assert "No pair can be removed: type shuffle (or undo, or 0 to end)." in text
    assert "No pair can be removed: type shuffle (or undo)." in text
    assert "The board cannot be cleared from here: undo or shuffle." in text


def test_play_ends_quietly_at_the_end_of_input_and_refuses_too_many_kinds():
    code, lines = played([])
    assert code == 0
    assert lines[-1].startswith("Two positions")
    with pytest.raises(InputError, match="52 kinds at most"):
        run_play(io.StringIO(""), io.StringIO(), **play_args(kinds=60))


def test_the_numbered_board_lines_up_two_digit_columns():
    board = generate_board(2, 12, 3, 0)
    lines = format_numbered(board).splitlines()
    assert lines[0].split() == [str(c) for c in range(1, 13)]
    assert [len(line) for line in lines[1:]] == [len(lines[0])] * 2
    assert lines[2].split()[0] == "2"


def linklab(*argv: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "linklab", *argv],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_command_generate():
    done = linklab("generate", "--rows", "4", "--cols", "5", "--kinds", "3", "--seed", "7")
    assert done.returncode == 0
    assert parse_board(done.stdout).shape == (4, 5)
    bad = linklab("generate", "--rows", "3", "--cols", "3")
    assert bad.returncode == 2
    assert bad.stderr.startswith("linklab: error: a 3x3 board has 9 cells")


def test_command_solve():
    done = linklab("solve", stdin="ABBA\nCDDC\n")
    assert (done.returncode, done.stdout.splitlines()[0]) == (0, "1 2 1 3")
    assert linklab("solve", stdin="AB\nBA\n").returncode == 1
    bad = linklab("solve", stdin="AB\nABC\n")
    assert bad.returncode == 2 and "line 2" in bad.stderr


def test_command_play():
    done = linklab(
        "play",
        "--rows",
        "2",
        "--cols",
        "2",
        "--kinds",
        "1",
        "--seed",
        "1",
        stdin="1 1 1 2\n2 1 2 2\n",
    )
    assert done.returncode == 0
    assert done.stdout.splitlines()[-1] == "Cleared in 2 moves!"


def test_play_shuffles_by_the_games_rule_as_the_widget_does():
    # The dealt board always has a pair to remove, so the game refuses a shuffle, with the
    # reason Game.shuffle gives (the widget shows the same words).
    code, lines = played(["shuffle", "0"])
    assert code == 0
    with pytest.raises(MoveError) as refused:
        Game(parse_board("AA", "letters")).shuffle()
    assert any(line.endswith(f"Cannot: {refused.value}.") for line in lines)
