"""Inputs at the edges: huge numbers, failing streams, limits, odd layouts, values of the wrong
type. Each answer is one line on standard error and exit status 2, never a traceback."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from cli_in_process import cli
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import boards_with_pair

from linklab import Board, Checker, Rules, find_path, path_problem
from linklab.cli.judge import judge_hdu1175, judge_pair
from linklab.core.board import parse_board
from linklab.core.errors import InputError
from linklab.core.game import Game, MoveError

HUGE = "7" * 5000
BOARD = "AB\nBA\nAB\nBA\n"


def run(
    *args: str,
    stdin: bytes | None = b"",
    stdout=subprocess.PIPE,
    close: int | None = None,
    timeout: float = 60,
) -> subprocess.CompletedProcess:
    """The command line in a child process; ``close`` closes that descriptor before it starts."""

    def closing():
        if close is not None:
            os.close(close)

    return subprocess.run(
        [sys.executable, "-m", "linklab", *args],
        input=stdin if close != 0 else None,
        stdout=stdout,
        stderr=subprocess.PIPE,
        preexec_fn=closing,
        timeout=timeout,
    )


def one_line_error(result: subprocess.CompletedProcess, *parts: str) -> str:
    err = result.stderr.decode()
    assert result.returncode == 2, err
    assert err.count("\n") == 1 and err.startswith("linklab: error: "), err
    assert "Traceback" not in err
    for part in parts:
        assert part in err
    return err


@pytest.fixture
def board_file(tmp_path: Path) -> Path:
    path = tmp_path / "board.txt"
    path.write_text("1 0 0\n0 0 0\n0 0 1\n")
    return path


def commands(board_file: Path, tmp_path: Path) -> dict[str, tuple[list[str], bytes]]:
    return {
        "judge": (["judge", "hdu1175"], b"1 3\n1 0 1\n1\n1 1 1 3\n0 0\n"),
        "pair": (["judge", "pair"], b"1 3\n1 0 1\n0 0\n0 2\n"),
        "sixdigits": (["judge", "sixdigits"], b"1 2 3 4 5 6\n1 2 3 4 5 6\n"),
        "generate": (["generate", "--rows", "2", "--cols", "4", "--kinds", "2"], b""),
        "solve": (["solve"], BOARD.encode()),
        "draw": (
            ["draw", str(board_file), "1", "1", "3", "3", "-o", str(tmp_path / "x.json")],
            b"",
        ),
        "play": (
            ["play", "--rows", "2", "--cols", "2", "--kinds", "1", "--seed", "0"],
            b"1 1 1 2\n2 1 2 2\n",
        ),
    }


# Finding 2: integers past Python's digit limit, anywhere.


@pytest.mark.parametrize(
    ("args", "stdin"),
    [
        (["judge", "hdu1175"], f"1 2\n1 1\n1\n1 1 1 {HUGE}\n".encode()),
        (["judge", "hdu1175"], f"{HUGE} 2\n".encode()),
        (["judge", "pair"], f"1 2\n{HUGE} 1\n0 0\n0 1\n".encode()),
        (["solve"], f"1 2\n{HUGE} {HUGE}\n".encode()),
        (["solve", "--format", "sized"], f"2 {HUGE}\n1 1\n".encode()),
    ],
)
def test_a_number_past_the_digit_limit_is_named_not_a_traceback(args, stdin):
    err = one_line_error(cli(*args, stdin=stdin), "number too large", "(5000 digits)")
    assert len(err) < 200


def test_a_huge_number_in_a_board_file_or_a_move(tmp_path):
    path = tmp_path / "huge.txt"
    path.write_text(f"1 0 {HUGE}\n")
    one_line_error(
        cli("draw", str(path), "1", "1", "1", "3", "-o", str(tmp_path / "x.png")),
        "line 1",
        "number too large",
    )
    played = cli(
        "play",
        "--rows",
        "2",
        "--cols",
        "2",
        "--kinds",
        "1",
        "--seed",
        "0",
        stdin=f"1 1 1 {HUGE}\n0\n".encode(),
    )
    assert played.returncode == 0 and b"Traceback" not in played.stderr
    assert "number too large" in played.stdout.decode()


def test_huge_numbers_on_the_command_line_are_one_line():
    for option in ("--rows", "--max-turns", "--max-cells"):
        err = one_line_error(cli("generate", option, HUGE), "number too large")
        assert len(err) < 300


# Finding 2: standard output failing or closed, standard input closed.


NAMES = ["judge", "pair", "sixdigits", "generate", "solve", "draw", "play"]


@pytest.mark.parametrize("name", NAMES)
def test_a_full_disk_is_one_line(name, board_file, tmp_path):
    args, stdin = commands(board_file, tmp_path)[name]
    with open("/dev/full", "wb") as full:
        result = cli(*args, stdin=stdin, stdout=full)
    one_line_error(result, "cannot write output: No space left on device")


@pytest.mark.parametrize("name", NAMES)
def test_a_closed_stdout_is_one_line(name, board_file, tmp_path):
    args, stdin = commands(board_file, tmp_path)[name]
    one_line_error(cli(*args, stdin=stdin, closed=(1,)), "cannot write output")


@pytest.mark.parametrize("name", ["judge", "pair", "sixdigits", "solve", "play"])
def test_a_closed_stdin_is_one_line(name, board_file, tmp_path):
    args, _ = commands(board_file, tmp_path)[name]
    one_line_error(cli(*args, closed=(0,)), "cannot read standard input")


def test_draw_reading_a_closed_stdin(tmp_path):
    one_line_error(
        cli("draw", "-", "1", "1", "1", "3", "-o", str(tmp_path / "x.json"), closed=(0,)),
        "cannot read standard input",
    )


def test_a_started_command_meets_a_full_disk_and_closed_descriptors(board_file, tmp_path):
    """The three above in a started process, one command each: there the interpreter itself
    finds the descriptor closed (``sys.stdout`` None) or the disk full at its exit's flush."""
    commands_of = commands(board_file, tmp_path)
    args, stdin = commands_of["judge"]
    with open("/dev/full", "wb") as full:
        result = run(*args, stdin=stdin, stdout=full)
    one_line_error(result, "cannot write output: No space left on device")
    args, stdin = commands_of["solve"]
    one_line_error(run(*args, stdin=stdin, close=1), "cannot write output")
    args, _ = commands_of["play"]
    one_line_error(run(*args, close=0), "cannot read standard input")


# Finding 3: limits on work, and turn limits no board can use.


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--rows", "100000", "--cols", "100000"], "more than 1,000,000 cells"),
        (["--rows", str(10**30)], "more than 1,000,000 cells"),
        (["--rows", "3000", "--cols", "3000", "--solvable"], "more than 5,000 cells"),
    ],
)
def test_generate_refuses_boards_past_the_limit(args, message):
    one_line_error(cli("generate", *args), message, "--max-cells")


def test_the_limit_can_be_raised():
    result = cli(
        "generate", "--rows", "1200", "--cols", "1000", "--max-cells", "1200000", "--numbers"
    )
    assert result.returncode == 0
    assert len(result.stdout.decode().splitlines()) == 1200


def test_play_has_the_solvable_limit():
    one_line_error(cli("play", "--rows", "100", "--cols", "100"), "more than 5,000 cells")


HUGE_TURNS = "10000000000"


def test_turn_limits_beyond_the_board_are_unlimited():
    # each run has its own timeout: minutes or endless before
    solved = run("solve", "--max-turns", HUGE_TURNS, stdin=b"AB\n**\nBA\n", timeout=30)
    assert solved.returncode == 0, solved.stderr
    generated = run(
        "generate",
        "--rows",
        "2",
        "--cols",
        "4",
        "--kinds",
        "2",
        "--solvable",
        "--max-turns",
        HUGE_TURNS,
        timeout=30,
    )
    assert generated.returncode == 0, generated.stderr
    played = run(
        "play",
        "--rows",
        "2",
        "--cols",
        "4",
        "--kinds",
        "2",
        "--seed",
        "3",
        "--max-turns",
        HUGE_TURNS,
        stdin=b"solve\nhint\n0\n",
        timeout=30,
    )
    assert played.returncode == 0 and "any number of straight lines" in played.stdout.decode()
    assert "means no limit" in cli("solve", "--help").stdout.decode()


def test_a_huge_turn_limit_answers_as_an_unlimited_one():
    from linklab.core.rules import bounded, useful_turns
    from linklab.core.solver import solve

    board = parse_board("ABAB\nBABA\n")
    lots = Rules(max_turns=useful_turns(2, 4) + 5)
    assert bounded(lots, 2, 4).max_turns == useful_turns(2, 4)
    assert solve(board, bounded(lots, 2, 4)).status == solve(board, Rules(max_turns=40)).status


# Findings 5 and 8: the readers take any layout; messages name the right line and token.


HDU = b"2 3\n1 0 2\n2 0 1\n2\n1 1 2 3\n1 1 1 3\n0 0\n"


@pytest.mark.parametrize(
    "layout",
    [
        HDU.replace(b"1 0 2\n", b"1 0\n2\n"),  # a row split over two lines
        HDU.replace(b"1 1 2 3\n", b"1 1\n2 3\n"),  # a query split
        HDU.replace(b"\n", b" "),  # everything on one line
        HDU.replace(b"\n", b"\r"),  # CR-only line ends
        HDU.replace(b"\n", b"\r\n"),
        HDU.replace(b" ", b"\t\x0c "),
    ],
)
def test_hdu_reads_any_layout_as_scanf_does(layout):
    import io

    expected, got = io.StringIO(), io.StringIO()
    judge_hdu1175(HDU, expected)
    judge_hdu1175(layout, got)
    assert got.getvalue() == expected.getvalue() == "YES\nNO\n"


@pytest.mark.parametrize("reader", [judge_hdu1175, judge_pair])
def test_underscores_are_not_digits(reader):
    import io

    data = b"1 2\n1_0 1_0\n1\n1 1 1 2\n" if reader is judge_hdu1175 else b"1 2\n1_0 1_0\n0 0\n0 1\n"
    with pytest.raises(InputError, match="line 2, token '1_0'"):
        reader(data, io.StringIO())


@pytest.mark.parametrize(
    ("data", "line", "token"),
    [
        (b"1 2\n1\x0c1\n1\nx\n", 4, "x"),  # a form feed separates, it does not end a line
        (b"1 2\n1 1\n1\n1 1\x0b1 x\n", 4, "x"),
        ("1 2\n1\x85 1\n".encode(), 2, "1\x85"),
        ("1 2\n1\u2028 1\n".encode(), 2, "1\u2028"),
        ("1 2\n\uff11 1\n".encode(), 2, "\uff11"),
        ("1 2\n\xe9 1\n".encode(), 2, "\xe9"),
        ("1 2\n1\xa01\n".encode(), 2, "1\xa01"),
        (b"1 2\n1 " + b"x" * 4_000_000 + b"\n", 2, "x" * 20 + "…(4000000 chars)"),
    ],
)
def test_messages_name_the_right_line_and_a_short_token(data, line, token):
    import io

    with pytest.raises(InputError) as bad:
        judge_hdu1175(data, io.StringIO())
    assert bad.value.line == line
    assert bad.value.token == token
    assert "binary data" not in str(bad.value)
    assert len(str(bad.value)) < 200


@pytest.mark.parametrize("kind", ["pair", "hdu1175", "sixdigits"])
def test_the_cli_echoes_a_huge_garbage_line_short(kind):
    first = b"1 2 3 4 5 6\n" if kind == "sixdigits" else b"1 2\n"
    result = cli("judge", kind, stdin=first + b"z" * 4_000_000 + b"\n")
    err = one_line_error(result, "line 2", "…(")
    assert len(err) < 200


def test_board_text_breaks_lines_only_at_line_ends():
    assert parse_board("1\x0c1\n2 2\n").grid == ((1, 1), (2, 2))
    with pytest.raises(InputError) as bad:
        parse_board("1 1\x852 2\n1 1 1\n")
    assert (bad.value.line, bad.value.token) == (1, "1\x852")


# Finding 6: values that are not pairs of ints.


@pytest.mark.parametrize("bad", [(0.9, 0), ("0", "0"), (True, 0), (0.0, 0), (0,), None, "00"])
def test_moves_that_are_not_cells_are_refused_and_change_nothing(bad):
    game = Game(Board.from_rows([[1, 0, 1]]))
    with pytest.raises(MoveError) as refused:
        game.remove(bad, (0, 2))
    assert refused.value.reason == "not_a_cell"
    assert repr(bad) in str(refused.value)
    assert game.board == Board.from_rows([[1, 0, 1]]) and not game.past


@pytest.mark.parametrize("method", ["bfs", "dfs", "fast"])
@pytest.mark.parametrize("bad", [(0.0, 0), ("0", 0), (False, 0)])
def test_find_path_names_a_cell_that_is_not_one(method, bad):
    with pytest.raises(TypeError, match="a cell is a pair of integers") as refused:
        if method == "fast":
            Checker(Board.from_rows([[1, 0, 1]])).path(bad, (0, 2))
        else:
            find_path(Board.from_rows([[1, 0, 1]]), bad, (0, 2), method=method)
    assert repr(bad) in str(refused.value)


# Finding 7: text that fits two forms.


def test_text_of_two_forms_is_refused_naming_them():
    result = cli("solve", stdin=b"2 2\n1 2\n2 1\n")
    one_line_error(result, "rows", "sized", "--format")
    assert result.stdout == b""


@pytest.mark.parametrize(("form", "moves"), [("sized", 0), ("flat", 0), ("rows", 3)])
def test_format_reads_the_text_as_told(form, moves):
    result = cli("solve", "--format", form, stdin=b"2 2\n1 2\n2 1\n")
    assert len(result.stdout.decode().splitlines()) == max(moves, 1)
    if form == "rows":  # a 3x2 board: 2 2 / 1 2 / 2 1
        assert result.returncode == 0
    else:  # a 2x2 board: 1 2 / 2 1, which no move starts
        assert (result.returncode, result.stdout) == (1, b"UNSOLVABLE\n")


# Finding 4: the fast checker for any number of turns.


@settings(max_examples=examples(400), deadline=None)
@given(
    boards_with_pair(max_rows=9, max_cols=9),
    st.integers(0, 5),
    st.booleans(),
)
def test_the_checker_agrees_with_the_bfs_for_any_turns(case, turns, outside):
    board, a, b = case
    rule = Rules(max_turns=turns, outside=outside)
    checker = Checker(board, rule)
    expected = find_path(board, a, b, rule, "bfs")
    assert checker.can_link(a, b) == (expected is not None)
    path = checker.path(a, b)
    assert (path is None) == (expected is None)
    if path is not None:
        assert path_problem(board, path, rule) is None
        assert len(path) == len(expected)  # the fewest turns


def test_the_checker_needs_no_event_search_past_two_turns(monkeypatch):
    import linklab.core.search

    def refuse(*args, **kwargs):
        raise AssertionError("the event search was used")

    monkeypatch.setattr(linklab.core.search, "find_path", refuse)
    monkeypatch.setattr(linklab.core.search, "bfs_events", refuse)
    grid = [[0] * 300 for _ in range(300)]
    grid[0][0] = grid[150][150] = 1
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        grid[150 + dr][150 + dc] = 2
    board = Board.from_rows(grid)
    checker = Checker(board, Rules(max_turns=3))
    assert not checker.can_link((0, 0), (150, 150))
    grid[149][150] = 0
    opened = Checker(Board.from_rows(grid), Rules(max_turns=3))
    path = opened.path((0, 0), (150, 150))
    assert (
        path is not None and path_problem(Board.from_rows(grid), path, Rules(max_turns=3)) is None
    )


# Finding 1: a trace's memory grows with its events, and frames stay cheap both ways.


def _open_board(n: int) -> Board:
    grid = [[0] * n for _ in range(n)]
    grid[0][0] = grid[n - 1][n - 1] = 1
    return Board.from_rows(grid)


@pytest.mark.parametrize("n", [40, 80])
def test_a_trace_holds_about_what_its_events_hold(n):
    import tracemalloc

    from linklab import bfs_events
    from linklab.core.trace import Trace

    tracemalloc.start()
    try:
        events = list(bfs_events(_open_board(n), (0, 0), (n - 1, n - 1)))
        held = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        trace = Trace(events)
        extra = tracemalloc.get_traced_memory()[1] - held
    finally:
        tracemalloc.stop()
    assert len(trace) == len(events)
    assert extra < 3 * held  # the snapshots every 32 events held 20 to 100 times more


def test_frames_either_way_match_a_replay_from_the_start():
    from linklab import bfs_events, dfs_events
    from linklab.core.trace import SearchFold, Trace

    board = _open_board(12).with_cells({(5, 5): 2, (5, 6): 2, (6, 5): 3})
    for events in (bfs_events(board, (0, 0), (11, 11)), dfs_events(board, (0, 0), (11, 11))):
        trace = Trace(events)
        steps = sorted({0, 1, 31, 32, 33, len(trace) // 2, len(trace) - 1, len(trace)})
        for step in [*steps, *reversed(steps)]:
            fold = SearchFold()
            for event in trace.events[:step]:
                fold.apply(event)
            assert trace.frame(step) == fold.freeze(step, trace.events[step - 1] if step else None)
        assert list(trace.frames_at(steps)) == [trace.frame(step) for step in steps]


def _board_file(tmp_path: Path, n: int, full: bool = False) -> Path:
    import random

    rng = random.Random(n)
    grid = [[rng.randint(1, 9) if full else 0 for _ in range(n)] for _ in range(n)]
    grid[0][0] = grid[n - 1][n - 1] = 1
    path = tmp_path / f"board{n}.txt"
    path.write_text("\n".join(" ".join(map(str, row)) for row in grid) + "\n")
    return path


@pytest.mark.slow  # a 1000x1000 board drawn: make test
def test_a_big_board_is_drawn_as_one_image(tmp_path):
    from PIL import Image

    from linklab.render.draw import BigBoardFrames, board_pixels, is_big_board

    board = tmp_path / "big.png"
    result = cli(
        "draw",
        str(_board_file(tmp_path, 150)),
        "1",
        "1",
        "150",
        "150",
        "--step",
        "20000",
        "-o",
        str(board),
    )
    assert result.returncode == 0, result.stderr
    width, height = Image.open(board).size
    assert width < 2000 and height < 2000  # a patch per cell needed 0.12 in each: 2700+ px
    assert is_big_board(_open_board(150)) and not is_big_board(_open_board(20))
    # what the image shows is what a frame holds
    from linklab import bfs_events
    from linklab.core.trace import Trace
    from linklab.render.draw import EXPANDED_FACE, rgb

    small = _open_board(9)
    trace = Trace(bfs_events(small, (0, 0), (8, 8)))
    painter = BigBoardFrames(small, Rules())
    for frame in trace.frames_at(range(0, len(trace) + 1, 7)):
        pixels = painter.image(frame)
        assert (pixels == board_pixels(small, Rules(), frame)).all()
        for r, c in frame.expanded - {(0, 0), (8, 8)}:
            assert tuple(pixels[r, c]) == rgb(EXPANDED_FACE)


def test_a_long_trace_gif_is_thinned_and_says_so(tmp_path):
    from PIL import Image

    gif = tmp_path / "big.gif"
    # 64x64: drawn as a big board (a side over 60), its trace 16,384 events (100x100: 40,000)
    result = cli("draw", str(_board_file(tmp_path, 64)), "1", "1", "64", "64", "-o", str(gif))
    assert result.returncode == 0, result.stderr
    assert "note: the GIF shows 240 of the trace's" in result.stderr.decode()
    assert Image.open(gif).n_frames == 240


def test_a_full_big_board_draws(tmp_path):
    out = tmp_path / "full.png"
    result = cli(
        "draw", str(_board_file(tmp_path, 200, full=True)), "1", "1", "200", "200", "-o", str(out)
    )
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 1000


# Finding 9: --as 001 answers a long input from one search per layout.


def test_as_001_searches_once_per_layout_and_answers_as_the_document(monkeypatch):
    import io
    import itertools
    import random

    from linklab.documents import doc001

    # 600 lines of 24 layouts, half of them reachable: each met about 25 times (every layout,
    # 5000 lines, showed no more and cost a search of each of the 720 three times over)
    rng = random.Random(9)
    everything = list(itertools.permutations(range(1, 7)))
    rng.shuffle(everything)
    expected: dict[tuple[int, ...], bool] = {}
    for state in everything:  # the first 12 of each answer
        answer = doc001.doc001_can_reach(state)
        if list(expected.values()).count(answer) < 12:
            expected[state] = answer
        if len(expected) == 24:
            break
    layouts = list(expected)
    assert list(expected.values()).count(True) == 12 == len(layouts) - 12
    costs = {state: sum(1 for _ in doc001.doc001_bfs_events(state)) for state in layouts}
    lines = [rng.choice(layouts) for _ in range(600)]
    calls = []
    original = doc001.doc001_bfs_events
    monkeypatch.setattr(
        doc001, "doc001_bfs_events", lambda state: calls.append(state) or original(state)
    )
    out = io.StringIO()
    text = "\n".join(" ".join(map(str, state)) for state in lines) + "\n"
    result = doc001.judge_sixdigits_as_001(text, out)
    assert out.getvalue().split() == ["Yes" if expected[state] else "No" for state in lines]
    assert len(calls) == len(set(lines)) <= 720
    assert len(set(lines)) == len(layouts) and len(calls) < len(lines) / 20
    assert result.lines == 600 and result.searches == len(set(lines))
    assert result.events == sum(costs[state] for state in lines)  # the document's own work


@given(st.integers(0, 999_999), st.sampled_from([1, 2]))
def test_moveto_moves_the_digits_as_the_document_says(number, move):
    from linklab.documents.doc001 import doc001_moveto

    a, b, c, d, e, f = map(int, f"{number:06d}")
    # alpha: A<-D, B<-A, E<-B, D<-E; beta: B<-E, C<-B, F<-C, E<-F (the document's table)
    moved = (d, a, c, e, b, f) if move == 1 else (a, e, b, d, f, c)
    assert doc001_moveto(number, move) == int("".join(map(str, moved)))


# Finding 10: solvable boards worth playing.


def test_greedy_removes_counts_what_the_greedy_player_removes():
    import random

    from linklab.core.game import autoplay_moves
    from linklab.core.generate import generate_board, greedy_removes

    rng = random.Random(10)
    for _ in range(40):
        rows, cols = rng.randint(2, 6), rng.choice([2, 4, 6])
        rule = Rules(max_turns=rng.randint(0, 3), outside=rng.random() < 0.5)
        board = generate_board(rows, cols, rng.randint(1, 4), rng)
        assert greedy_removes(board, rule) == 2 * len(list(autoplay_moves(board, rule)))


@pytest.mark.slow  # a 16x30 board's exact solve and greedy games
def test_a_hard_board_is_a_solvable_trap_for_the_greedy_player():  # 16x30, 36 kinds in fours
    """(How hard deals are, measured over many seeds: ``test_generate``.)"""
    from linklab.core.game import autoplay_moves
    from linklab.core.generate import generate_board
    from linklab.core.solver import solve

    board = generate_board(16, 30, 36, 0, group=4, solvable=True, difficulty="hard")
    assert len(board.counts()) == 36 and all(n % 4 == 0 for n in board.counts().values())
    assert 2 * len(list(autoplay_moves(board))) < 16 * 30  # the greedy player gets stuck
    result = solve(board, time_limit=30)
    assert result.status == "solved"
    game = Game(board)
    for a, b in result.moves:
        game = game.remove(a, b)
    assert game.is_won()


@pytest.mark.slow  # document 004's shape: hard boards dealt, solved and played
@pytest.mark.parametrize("outside", [False, True])
def test_hard_boards_at_document_004s_shape_trap_the_greedy_player(outside):
    """10x20 with 10 kinds, every count even: the greedy player does not clear it, and the
    solver's moves do."""
    from linklab.core.generate import generate_board, greedy_removes
    from linklab.core.solver import solve

    rules = Rules(outside=outside)
    board = generate_board(10, 20, 10, 0, solvable=True, rules=rules, difficulty="hard")
    assert len(board.counts()) == 10 and all(n % 2 == 0 for n in board.counts().values())
    assert greedy_removes(board, rules) < 200
    result = solve(board, rules, time_limit=30)
    game = Game(board, rules)
    for a, b in result.moves:
        game = game.remove(a, b)
    assert game.is_won()


def test_easy_boards_are_cleared_by_the_greedy_player():
    from linklab.core.game import autoplay_moves
    from linklab.core.generate import generate_board

    for seed in range(3):
        board = generate_board(8, 10, 6, seed, solvable=True, difficulty="easy")
        assert 2 * len(list(autoplay_moves(board))) == 80


@pytest.mark.slow  # a hard board dealt and measured: 4 to 9 s of processor time
def test_a_hard_board_of_fours_on_the_command_line():
    """(Its twins in ``make check``, in tests/test_generate.py: a hard board printed by the
    command line, test_generate_prints_the_measured_difficulty_and_keeps_stdout_a_board, and
    hard boards of fours in their band, test_each_difficulty_measures_in_its_band.)"""
    hard = cli(
        "generate",
        "--rows",
        "6",
        "--cols",
        "8",
        "--kinds",
        "6",
        "--fours",
        "--solvable",
        "--difficulty",
        "hard",
        "--seed",
        "3",
    )
    assert hard.returncode == 0, hard.stderr
    assert len(hard.stdout.decode().split()) == 6
    assert "random play gets stuck in" in hard.stderr.decode()


def test_difficulty_on_the_command_line():
    one_line_error(cli("generate", "--difficulty", "hard"), "--solvable")
    one_line_error(
        cli(
            "generate",
            "--rows",
            "2",
            "--cols",
            "4",
            "--kinds",
            "4",
            "--solvable",
            "--difficulty",
            "hard",
        ),
        "four times or more",
    )
    assert "--difficulty" in cli("generate", "--help").stdout.decode()


# --- round two: earlier answers kept, options that mean nothing refused, the API's own error ---


def test_sixdigits_keeps_the_answers_before_a_line_that_is_not_text():
    done = cli("judge", "sixdigits", stdin=b"1 2 3 4 5 6\n2 5 6 4 3 1\n1 2 3 \xff 5 6\n")
    assert done.stdout == b"Yes\nYes\n"
    one_line_error(done, "line 3", "UTF-8")


def test_sixdigits_keeps_the_answers_before_a_bad_line_as_its_document_too():
    done = cli("judge", "sixdigits", "--as", "001", stdin=b"1 2 3 4 5 6\n\xff\n")
    assert done.stdout.startswith(b"Yes\n")
    one_line_error(done, "line 2")


@pytest.mark.parametrize("option", [["--outside"], ["--max-turns", "3"]])
def test_sixdigits_refuses_the_board_options(option):
    done = cli("judge", "sixdigits", *option, stdin=b"1 2 3 4 5 6\n")
    assert done.stdout == b""
    one_line_error(done, "sixdigits has no board", "--outside and --max-turns")


@pytest.mark.parametrize("limit", ["nan", "-1"])
def test_solve_refuses_a_time_limit_that_is_not_seconds(limit):
    done = cli("solve", "--time-limit", limit, stdin=b"1 1\n")
    assert done.stdout == b""
    one_line_error(done, "--time-limit", limit)


@pytest.mark.parametrize("text", [None, 3, b"1 1\n", ["1 1"]])
def test_parse_board_names_its_argument(text):
    with pytest.raises(TypeError, match=r"parse_board: text must be a str"):
        parse_board(text)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"path": None}, "save_figure: path must be a file name"),
        ({"path": 3}, "save_figure: path must be a file name"),
        ({"path": "x.png", "dpi": 100000}, "save_figure: dpi"),
        ({"path": "x.png", "dpi": 0}, "save_figure: dpi"),
        ({"path": "x.png", "dpi": float("nan")}, "save_figure: dpi"),
        ({"path": "x.png", "dpi": "high"}, "save_figure: dpi"),
    ],
)
def test_save_figure_names_its_argument(tmp_path, monkeypatch, kwargs, message):
    from matplotlib.figure import Figure

    from linklab.render.export import save_figure

    monkeypatch.chdir(tmp_path)
    fig = Figure(figsize=(4, 3))
    path = kwargs.pop("path")
    with pytest.raises(InputError, match=message):
        save_figure(fig, path, **kwargs)
    assert list(tmp_path.rglob("*.png")) == []


def test_one_item_is_one_item():
    done = cli("judge", "sixdigits", stdin=b"1\n")
    err = one_line_error(done, "found 1 item")
    assert "1 items" not in err


def test_the_help_has_no_markup_and_play_documents_its_options():
    top = cli("--help").stdout.decode()
    assert "``" not in top and "The linklab command" in top
    play = cli("play", "--help").stdout.decode()
    for option in ("--rows", "--cols", "--kinds", "--seed"):
        described = re.search(rf"^\s+{option} \S+\s+(\S.*)$", play, re.MULTILINE)
        assert described and len(described.group(1)) > 10, (option, play)


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _kernels_below(pid: int) -> list[int]:
    from linklab.cli.process_tree import descendants

    found = []
    for child in descendants([pid]) - {pid}:
        try:
            if b"ipykernel" in Path(f"/proc/{child}/cmdline").read_bytes():
                found.append(child)
        except OSError:
            pass
    return found


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


#: A stand-in for Voilà: it starts a child (as Voilà starts kernels), writes the child's process
#: id, listens on the port, and dies on SIGTERM leaving the child behind, for the app to end.
_VOILA_STAND_IN = """
import socket, subprocess, sys, time
child = subprocess.Popen(["sleep", "300"])
open(sys.argv[2], "w").write(str(child.pid))
listening = socket.socket()
listening.bind(("127.0.0.1", int(sys.argv[1])))
listening.listen()
time.sleep(300)
"""


def test_ctrl_c_stops_the_app_and_all_it_started(tmp_path, monkeypatch, capsys):
    """`linklab.cli.app.run_app` with a stand-in for Voilà, Ctrl-C pressed as it opens the
    page: status 0, and the stand-in's child ended with it. (Voilà itself and its kernels:
    the test below, left to ``make test``.)"""
    import webbrowser

    from linklab.cli import app

    assert not any("xsrf" in part for part in app.voila_command(8866))
    port, child_file = _free_port(), tmp_path / "child"
    stand_in = [sys.executable, "-c", _VOILA_STAND_IN, str(port), str(child_file)]
    monkeypatch.setattr(app, "voila_command", lambda *args, **kwargs: stand_in)

    def ctrl_c(url):
        raise KeyboardInterrupt

    monkeypatch.setattr(webbrowser, "open", ctrl_c)
    assert app.run_app(port, open_browser=True) == 0
    said = capsys.readouterr().out
    assert f"serving at http://127.0.0.1:{port}/" in said and "linklab app: stopping" in said
    child = int(child_file.read_text())
    assert not _running(child)


@pytest.mark.slow  # Voilà and a kernel started; its unit twin: the test above
def test_the_app_keeps_xsrf_on_and_stops_on_ctrl_c(tmp_path):
    import signal
    import urllib.request

    pytest.importorskip("voila")
    port = _free_port()
    log = tmp_path / "app.log"
    env = {**os.environ, "LINKLAB_APP_POOL": "1"}
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "linklab", "app", "--no-browser", "--port", str(port)],
            cwd=tmp_path,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    try:
        deadline = time.monotonic() + 120
        while "serving at" not in log.read_text(errors="replace") or not _kernels_below(
            process.pid
        ):
            assert process.poll() is None, log.read_text(errors="replace")
            assert time.monotonic() < deadline, "the app did not start"
            time.sleep(0.2)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=60) as page:
            cookies = page.headers.get_all("Set-Cookie") or []
        assert any(cookie.startswith("_xsrf=") for cookie in cookies), cookies
        kernels = _kernels_below(process.pid)
        process.send_signal(signal.SIGINT)  # to the app only, not to its process group
        process.wait(60)  # a hang guard, not a speed test: before, Ctrl-C left the app serving
        assert process.returncode == 0
        assert not [kernel for kernel in kernels if _running(kernel)]
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


# --- readers stream: memory follows the board, not the input --------------------------------

#: Runs a command with a stream on standard input (a valid start, then NUL bytes until it
#: stops reading), and prints its exit status, its output, and its peak memory in KB.
_FEED = """
import json, resource, subprocess, sys
head, nuls, command = sys.argv[1].encode(), int(sys.argv[2]), sys.argv[3:]
pipes = dict(stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
child = subprocess.Popen(command, **pipes)
try:
    child.stdin.write(head)
    block = bytes(1 << 20)
    for _ in range(nuls):
        child.stdin.write(block)
    child.stdin.close()
except BrokenPipeError:
    pass
out, err = child.communicate()
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(json.dumps([child.returncode, out.decode(), err.decode(), peak]))
"""


@pytest.mark.parametrize(
    ("args", "head", "answers"),
    [
        (["judge", "hdu1175"], "1 3\n1 0 1\n1\n1 1 1 3\n", "YES\n"),
        (["judge", "pair"], "1 3\n1 0 1\n0 0\n0 2\n", "TRUE\n"),
        (["judge", "sixdigits"], "1 2 3 4 5 6\n", "Yes\n"),
        (["solve"], "AB\n", ""),
    ],
)
def test_a_flood_of_nul_bytes_is_refused_at_once_in_little_memory(args, head, answers):
    # 300 MB of NULs after a valid start: the answers before them, then one line, and the
    # reader stops there (reading it all would need over 300 MB).
    command = [sys.executable, "-m", "linklab", *args]
    done = subprocess.run(
        [sys.executable, "-c", _FEED, head, "300", *command],
        capture_output=True,
        text=True,
        timeout=120,
    )
    status, out, err, peak = json.loads(done.stdout)
    assert status == 2 and out == answers
    assert err.count("\n") == 1 and err.startswith("linklab: error: ") and "Traceback" not in err
    assert peak < 200 * 1024, f"peak {peak // 1024} MB"


def test_solve_refuses_an_endless_file_with_one_line():
    done = run("solve", "/dev/zero", stdin=b"", timeout=60)
    one_line_error(done, "line 1", "binary data")


def test_solve_has_a_size_limit():
    done = cli("solve", stdin=b"A" * 200_000 + b"\n")
    one_line_error(done, "a 1x200000 board has 200,000 cells, more than 10,000", "--max-cells")
    done = cli("solve", "--max-cells", "3", stdin=b"ABBA\n")
    one_line_error(done, "more than 3")


@pytest.mark.parametrize(
    "args",
    [
        ["stress", "pair", "--time-limit", "inf", "--", "true"],
        ["stress", "pair", "--time-limit", "nan", "--", "true"],
        ["stress", "pair", "--time-limit", "-1", "--", "true"],
        ["stress", "pair", "--memory-limit", "0", "--", "true"],
        ["stress", "pair", "--memory-limit", "-5", "--", "true"],
        ["stress", "pair", "--cases", "inf", "--", "true"],
        ["stress", "pair", "--time-limit", "1e9", "--", "true"],
        ["stress", "pair", "--memory-limit", "99999999999999", "--", "true"],
        ["stress", "pair", "--memory-limit", HUGE, "--", "true"],
        ["solve", "--time-limit", "inf"],
        ["solve", "--max-cells", "0"],
        ["generate", "--rows", "0"],
        ["play", "--kinds", "-2"],
        ["app", "--port", "0"],
        ["app", "--port", "70000"],
        ["app", "--max-kernels", "0"],
        ["app", "--max-kernels", "1001"],
        ["app", "--kernels-per-client", "-1"],
        ["app", "--kernels-per-client", "two"],
    ],
)
def test_numeric_options_refuse_what_makes_no_sense(args):
    done = cli(*args, stdin=b"AB\nBA\n")
    assert done.stdout == b""
    one_line_error(done, f"argument {args[2] if args[0] == 'stress' else args[1]}")


# --- issue 45: every edge answers in one line ------------------------------------------------


def test_solve_keeps_its_time_limit_on_a_board_of_one_kind(monkeypatch):
    """1x4000 tiles of one kind: 8 million pairs to test before the search begins. Each read
    of the clock moves it a second, so the limit passes within a few reads; the link tests
    done by then are counted (before, all 8 million came first)."""
    from linklab.core import solver as solver_module
    from linklab.core.tilegrid import TileGrid

    ticks = iter(range(10**9))
    monkeypatch.setattr(solver_module.time, "perf_counter", lambda: float(next(ticks)))
    links = [0]
    original = TileGrid.link

    def counted(self, t, u):
        links[0] += 1
        if links[0] > 200_000:
            raise AssertionError("the time limit was not looked at")
        return original(self, t, u)

    monkeypatch.setattr(TileGrid, "link", counted)
    result = solver_module.solve(Board.from_rows([[1] * 4000]), time_limit=5)
    assert result.status == "unknown"
    assert links[0] <= 10 * 4000


def test_the_partner_lists_of_one_kind_grow_with_the_tiles_not_their_square():
    import tracemalloc

    from linklab.core.tilegrid import TileGrid

    tracemalloc.start()
    grid = TileGrid(Board.from_rows([[1] * 6000]), Rules())
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 20 * 2**20  # each tile's list of 5,999 others kept: 36 million entries
    assert grid.same[0][:3] == [1, 2, 3] and 7 not in grid.same[7] and len(grid.same[7]) == 5999


def test_solve_answers_unknown_in_its_time_on_a_1x20000_board(tmp_path):
    board = tmp_path / "long.txt"
    board.write_text("A" * 20000 + "\n")
    done = cli("solve", "--max-cells", "20000", "--time-limit", "1", str(board))
    assert (done.returncode, done.stdout, done.stderr) == (3, b"UNKNOWN\n", b"")


@pytest.mark.parametrize("kind", ["hdu1175", "pair"])
def test_the_judges_state_their_limit(kind):
    name = "HDU 1175" if kind == "hdu1175" else "document 000"
    done = cli("judge", kind, stdin=b"5000 5000\n")
    err = one_line_error(done, "line 1", "5000x5000", f"past {name}'s limit of 1000x1000")
    assert "--max-cells" in err
    row = " ".join(["1"] * 2000).encode()
    wide = (
        b"1 2000\n" + row + b"\n1\n1 1 1 2\n0 0\n"
        if kind == "hdu1175"
        else b"1 2000\n" + row + b"\n0 0\n0 1\n"
    )
    one_line_error(cli("judge", kind, stdin=wide), "1x2000", "limit of 1000x1000")
    answered = cli("judge", kind, "--max-cells", "2000", stdin=wide)
    assert answered.returncode == 0 and answered.stdout in (b"YES\n", b"TRUE\n")
    one_line_error(
        cli("judge", kind, "--max-cells", "1999", stdin=wide),
        "a 1x2000 board has 2,000 cells, more than --max-cells 1,999",
    )
    assert cli("judge", kind, stdin=b"1000 1000\n").stderr.count(b"limit") == 0


@pytest.mark.parametrize("kind", ["hdu1175", "pair"])
def test_moves_is_refused_where_there_are_none(kind):
    done = cli("judge", kind, "--moves", stdin=b"1 3\n1 0 1\n1\n1 1 1 3\n0 0\n")
    assert done.stdout == b""
    one_line_error(done, "--moves is for sixdigits", kind)
    one_line_error(cli("judge", "sixdigits", "--max-cells", "9", stdin=b""), "--max-cells")


BOM = b"\xef\xbb\xbf"


@pytest.mark.parametrize(
    ("args", "stdin"),
    [
        (["judge", "hdu1175"], b"1 3\r\n1 0 1\r\n1\r\n1 1 1 3\r\n0 0\r\n"),
        (["judge", "pair"], b"1 3\n1 0 1\n0 0\n0 2\n"),
        (["judge", "pair", "--as", "000"], b"1 3\n1 0 1\n0 0\n0 2\n"),
        (["judge", "sixdigits"], b"2 5 6 4 3 1\n1 3 5 2 4 6\n"),
        (["judge", "sixdigits", "--moves"], b"2 5 6 4 3 1\n"),
        (["judge", "sixdigits", "--as", "001"], b"2 5 6 4 3 1\n"),
        (["solve"], b"ABBA\r\nCDDC\r\n"),
        (["solve"], b"1 2 2 1\n"),
        (["play", "--rows", "2", "--cols", "2", "--kinds", "1", "--seed", "0"], b"1 1 1 2\n0\n"),
    ],
)
def test_a_byte_order_mark_is_read_past(args, stdin):
    plain = cli(*args, stdin=stdin)
    marked = cli(*args, stdin=BOM + stdin)
    assert plain.returncode == 0 and plain.stdout
    assert (marked.returncode, marked.stdout, marked.stderr) == (0, plain.stdout, plain.stderr)


def test_a_byte_order_mark_in_a_board_file(tmp_path):
    board = tmp_path / "notepad.txt"
    board.write_bytes(BOM + b"1 0 0\r\n0 0 0\r\n0 0 1\r\n")
    solved = cli("solve", str(board))
    assert (solved.returncode, solved.stdout) == (0, b"1 1 3 3\n")
    out = tmp_path / "x.json"
    drawn = cli("draw", str(board), "1", "1", "3", "3", "-o", str(out))
    assert drawn.returncode == 0, drawn.stderr
    assert out.stat().st_size > 0


def test_a_byte_order_mark_read_a_byte_at_a_time():
    import io

    from linklab.cli.inputs import text_blocks

    class Trickle(io.RawIOBase):
        def __init__(self, data):
            self.data = data

        def readable(self):
            return True

        def read(self, size=-1):
            chunk, self.data = self.data[:1], self.data[1:]
            return chunk

    out = io.StringIO()
    judge_hdu1175(Trickle(BOM + b"1 3\n1 0 1\n1\n1 1 1 3\n0 0\n"), out)
    assert out.getvalue() == "YES\n"
    assert [text for text, _ in text_blocks(Trickle(BOM + b"1\n"))] == ["1\n"]


_LINE_TEXT = st.text(alphabet="1 a\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029", max_size=40)


@given(_LINE_TEXT)
def test_lines_are_counted_as_splitlines_counts_them(text):
    from linklab.cli.inputs import count_lines

    assert count_lines(text) == len(text.splitlines())


@given(_LINE_TEXT, st.integers(1, 8))
def test_each_block_knows_the_lines_before_it(text, chunk):
    import io

    from linklab.cli.inputs import text_blocks

    blocks = list(text_blocks(io.BytesIO(text.encode()), chunk=chunk))
    assert "".join(block for block, _ in blocks) == text
    for number, (_, before) in enumerate(blocks):
        assert before == len("".join(block for block, _ in blocks[:number]).splitlines())


@pytest.mark.parametrize(
    ("stdin", "token"),
    [
        (b"1 2\n2 1\nx y\n", "token 'x'"),
        (b"1 2\n2 1\n1 x\n", "token 'x'"),
        (b"2 2\n1 2\n2 x\n", "token 'x'"),
        (b"AB\nBA\n12\n", "token '1'"),
        (b"1 2\n2 1\n#$ 1\n", "token '#$'"),
        (b"1 2\n2 1\n#$\n", "2 cells, the text holds 3"),
    ],
)
def test_solve_blames_the_line_the_garbage_is_on(stdin, token):
    one_line_error(cli("solve", stdin=stdin), "line 3", token)
