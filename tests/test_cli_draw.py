"""``linklab draw``: run_draw with typed values, and through the command line."""

from __future__ import annotations

import argparse
import json

import matplotlib

matplotlib.use("Agg")

import pytest
from PIL import Image

from linklab.cli.draw_command import run_draw
from linklab.cli.inputs import read_file_text
from linklab.cli.main import main
from linklab.core.board import parse_board
from linklab.core.errors import InputError
from linklab.core.rules import Rules
from linklab.core.search import bfs_events, dfs_events
from linklab.render.export import events_from_json

HDU_TEXT = "1 2 3 4\n0 0 0 0\n4 3 2 1\n"
LETTERS_TEXT = "AB*\n*BA\n"


@pytest.fixture
def board_file(tmp_path):
    path = tmp_path / "board.txt"
    path.write_text(HDU_TEXT)
    return path


def namespace(board, *cells, output, **options):
    x1, y1, x2, y2 = cells
    values = dict(method="bfs", step=None, last=False, outside=False, max_turns=2)
    values.update(options)
    return argparse.Namespace(
        board=str(board), x1=x1, y1=y1, x2=x2, y2=y2, output=str(output), **values
    )


def draw_with(args: argparse.Namespace) -> int:
    """What ``linklab draw`` does with its parsed options: read the file, call ``run_draw``."""
    return run_draw(
        read_file_text(args.board),
        (args.x1, args.y1, args.x2, args.y2),
        args.output,
        method=args.method,
        step=None if args.last else args.step,
        rules=Rules(max_turns=args.max_turns, outside=args.outside),
    )


@pytest.mark.parametrize(
    ("suffix", "magic"), [(".png", b"\x89PNG"), (".svg", b"<?xml"), (".pdf", b"%PDF")]
)
def test_a_picture_of_the_last_step_by_default(board_file, tmp_path, capsys, suffix, magic):
    out = tmp_path / f"step{suffix}"
    assert draw_with(namespace(board_file, 1, 1, 3, 4, output=out)) == 0
    assert out.read_bytes().startswith(magic)
    events = list(bfs_events(parse_board(HDU_TEXT), (0, 0), (2, 3)))
    said = capsys.readouterr().out
    assert said == f"wrote {out}: bfs, step {len(events)} of {len(events)}, path found (2 turns)\n"


def test_positions_count_from_one(board_file, tmp_path):
    out = tmp_path / "dfs.json"
    draw_with(namespace(board_file, 1, 1, 3, 4, method="dfs", output=out))
    events = events_from_json(out.read_text())
    assert events == list(dfs_events(parse_board(HDU_TEXT), (0, 0), (2, 3)))


def test_step_and_last(board_file, tmp_path, capsys):
    out = tmp_path / "s.png"
    draw_with(namespace(board_file, 1, 1, 3, 4, step=3, output=out))
    assert "step 3 of" in capsys.readouterr().out
    draw_with(namespace(board_file, 1, 1, 3, 4, last=True, output=out))
    assert "step 24 of 24" in capsys.readouterr().out


def test_the_whole_trace_as_a_gif(board_file, tmp_path):
    out = tmp_path / "bfs.gif"
    draw_with(namespace(board_file, 1, 1, 3, 4, method="dfs", output=out))
    with Image.open(out) as gif:
        n = len(list(dfs_events(parse_board(HDU_TEXT), (0, 0), (2, 3))))
        assert gif.n_frames == n + 1


def test_outside_and_max_turns_reach_the_search(tmp_path, capsys):
    board = tmp_path / "row.txt"
    board.write_text("1 2 1\n")
    out = tmp_path / "o.json"
    draw_with(namespace(board, 1, 1, 1, 3, output=out))
    assert "no path" in capsys.readouterr().out
    draw_with(namespace(board, 1, 1, 1, 3, outside=True, output=out))
    assert "path found (2 turns)" in capsys.readouterr().out
    assert json.loads(out.read_text())["events"][-1]["path"][1] in ([-1, 0], [1, 0])
    draw_with(namespace(board, 1, 1, 1, 3, outside=True, max_turns=1, output=out))
    assert "no path" in capsys.readouterr().out


def test_fast_draws_the_board_and_its_path(board_file, tmp_path, capsys):
    out = tmp_path / "fast.svg"
    draw_with(namespace(board_file, 1, 1, 3, 4, method="fast", output=out))
    assert b"<svg" in out.read_bytes()[:2000]
    assert capsys.readouterr().out == f"wrote {out}: fast, path found (2 turns)\n"


def test_letters_boards_and_refused_pairs(tmp_path, capsys):
    board = tmp_path / "letters.txt"
    board.write_text(LETTERS_TEXT)
    draw_with(namespace(board, 1, 1, 1, 2, output=tmp_path / "r.png"))
    assert "no pair: kinds differ" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("cells", "options", "output", "message"),
    [
        ((1, 1, 3, 4), {}, "x.jpg", "cannot tell what to write from 'x.jpg'"),
        ((0, 1, 3, 4), {}, "x.png", "cell (0, 1) is off the 3x4 board"),
        ((1, 1, 4, 4), {}, "x.png", "cell (4, 4) is off the 3x4 board"),
        ((1, 1, 3, 4), {"step": 99}, "x.png", "--step 99 is outside 0..24"),
        ((1, 1, 3, 4), {"step": -1}, "x.png", "--step -1 is outside 0..24"),
        ((1, 1, 3, 4), {"method": "fast"}, "x.gif", "the fast method yields no events"),
        ((1, 1, 3, 4), {"method": "fast", "step": 2}, "x.png", "the fast method has no steps"),
        ((1, 1, 3, 4), {"step": 2}, "x.gif", "a .gif shows every step"),
        ((1, 1, 3, 4), {"method": "astar"}, "x.png", "unknown method 'astar'"),
    ],
)
def test_bad_input_is_one_line(board_file, tmp_path, cells, options, output, message):
    with pytest.raises(InputError) as caught:
        draw_with(namespace(board_file, *cells, output=tmp_path / output, **options))
    assert str(caught.value).startswith(message)
    assert "\n" not in str(caught.value)
    assert not (tmp_path / output).exists()


def test_unreadable_and_bad_boards(tmp_path):
    with pytest.raises(InputError, match="cannot read"):
        draw_with(namespace(tmp_path / "missing.txt", 1, 1, 1, 2, output=tmp_path / "x.png"))
    bad = tmp_path / "bad.txt"
    bad.write_text("1 2\n3\n")
    with pytest.raises(InputError, match="line 2"):
        draw_with(namespace(bad, 1, 1, 1, 2, output=tmp_path / "x.png"))


def test_through_the_command_line(board_file, tmp_path, capsys):
    out = tmp_path / "cli.png"
    argv = ["draw", str(board_file), "1", "1", "3", "4", "--method", "dfs", "--step", "5"]
    assert main([*argv, "-o", str(out)]) == 0
    assert out.read_bytes().startswith(b"\x89PNG")
    assert main(["draw", str(board_file), "1", "1", "9", "9", "-o", str(out)]) == 2
    assert "linklab: error: cell (9, 9) is off the 3x4 board" in capsys.readouterr().err
