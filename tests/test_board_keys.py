"""Every learner: the game played to its end and a board edited and searched with the keys alone,
in the notebook and in the page, in both languages; each player's step, each key's effect and
each result said in words a screen reader reads; every board picture described row by row."""

from __future__ import annotations

import re

import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from linklab.apps.board_keys import ARROW_STEPS, KEYS, PICKS, BoardCursor, board_rows, cell_words
from linklab.apps.page_editor import PageEditor
from linklab.apps.page_game import PageGame
from linklab.apps.step_texts import spoken_step
from linklab.core.board import Board
from linklab.core.game import autoplay_moves
from linklab.core.rules import Rules
from linklab.core.search import bfs_events, dfs_events
from linklab.core.trace import Trace
from linklab.i18n import using
from linklab.render.scene.board import board_scene
from linklab.render.scene.svg import to_svg

BOARD = ((1, 2, 0, 2), (0, 1, 3, 0), (3, 0, 0, 0))  # clearable: the greedy player clears it


def keys_to(at: tuple[int, int] | None, cell: tuple[int, int]) -> list[str]:
    """The keys that bring a cursor from ``at`` (None: not shown yet) to ``cell``."""
    keys = ["Home", "PageUp"] if at is None else []
    row, col = (0, 0) if at is None else at
    keys += ["ArrowDown" if cell[0] > row else "ArrowUp"] * abs(cell[0] - row)
    keys += ["ArrowRight" if cell[1] > col else "ArrowLeft"] * abs(cell[1] - col)
    return keys


def keyboard_play(board: Board, rules: Rules) -> list[str]:
    """The keys that play ``board`` to its end, the greedy player's moves made by hand."""
    keys: list[str] = []
    at = None
    game_board = board
    for move in autoplay_moves(board, rules):
        for cell, pick in ((move.a, "Enter"), (move.b, " ")):
            keys += [*keys_to(at, cell), pick]
            at = cell
        game_board = game_board.with_cells({move.a: 0, move.b: 0})
    assert not game_board.tiles(), "the board is not one the greedy player clears"
    return keys


@settings(max_examples=examples(60), deadline=None)
@given(
    st.tuples(st.integers(1, 12), st.integers(1, 12)),
    st.lists(st.sampled_from(KEYS), max_size=40),
)
def test_the_cursor_stays_on_the_board_and_only_enter_or_space_act(shape, keys):
    cursor = BoardCursor()
    for key in keys:
        acted = cursor.press(key, shape)
        assert cursor.cell is not None
        assert 0 <= cursor.cell[0] < shape[0] and 0 <= cursor.cell[1] < shape[1]
        assert (acted is not None) == (key in PICKS) and (acted is None or acted == cursor.cell)


def test_each_arrow_moves_one_cell_its_way_and_the_opposite_comes_back():
    cursor = BoardCursor()
    cursor.press("Home", (5, 5))
    cursor.cell = (2, 2)
    for key, (dr, dc) in ARROW_STEPS.items():
        cursor.press(key, (5, 5))
        assert cursor.cell == (2 + dr, 2 + dc), key
        opposite = next(k for k, s in ARROW_STEPS.items() if s == (-dr, -dc))
        cursor.press(opposite, (5, 5))
        assert cursor.cell == (2, 2)
    with pytest.raises(ValueError, match="not 'Tab'"):
        cursor.press("Tab", (5, 5))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_game_is_played_to_its_end_in_the_page_with_the_keys_alone(lang):
    game = PageGame({"grid": [list(row) for row in BOARD], "outside": True}, lang)
    keys = keyboard_play(Board.from_rows(BOARD), game.session.rules)
    said = []
    for key in keys:
        view = game.act("key", key)
        said.append(view["spoken"])
        assert view["spoken"], key
        assert (
            f'data-tag="cursor-{game.cursor.cell[0] + 1}-{game.cursor.cell[1] + 1}"' in view["svg"]
        )
    assert view["won"]
    assert not game.session.board.tiles()
    if lang == "zh":
        assert "光标在" in said[0] and "已消除" in " ".join(said)
        assert not re.search(r"cursor at|removed", " ".join(said))
    else:
        assert said[0] == "cursor at (1, 1): A" and "won" in said[-1]


def test_a_game_is_played_to_its_end_in_the_notebook_with_the_keys_alone():
    from linklab.widgets.game import GameWidget

    widget = GameWidget(Board.from_rows(BOARD), Rules(outside=True))
    for key in keyboard_play(Board.from_rows(BOARD), widget.rules):
        widget.board_keys.press(key)
        shown = [cell for cell, b in widget.buttons().items() if "linklab-cursor" in b._dom_classes]
        assert shown == [widget.cursor.cell]
    assert widget.game.is_won() and widget.board_keys.spoken.startswith("removed")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_board_is_edited_and_searched_in_the_page_with_the_keys_alone(lang):
    editor = PageEditor({"grid": [[0, 0, 0], [0, 0, 0]], "kinds": 3}, lang)
    keys = ["Home", "Enter", "ArrowDown", "ArrowRight", "ArrowRight", " "]
    for key in keys:
        view = editor.act("key", key)
    assert editor.session.board.grid == ((1, 0, 0), (0, 0, 1))
    assert view["rows"][1].endswith("A") and len(view["rows"]) == 2
    editor.act("mode", "endpoints")
    for key in ("Enter", "PageUp", "Home", "Enter"):
        view = editor.act("key", key)
    view = editor.act("run")
    assert editor.session.path is not None and view["step"]["at"] == view["step"]["of"]
    assert (
        view["spoken"].startswith("BFS" if lang == "en" else "广度优先") or "BFS" in view["spoken"]
    )
    assert "<" not in view["spoken"]
    view = editor.act("step", "back")
    frame = editor.trace.frame(editor.step)
    with using(lang):
        assert view["spoken"] == spoken_step(frame, len(editor.trace), "bfs")
    assert view["step"]["spoken"] == view["spoken"]


def test_a_board_is_edited_in_the_notebook_with_the_keys_alone():
    from linklab.widgets.board_editor import BoardEditor

    editor = BoardEditor(Board.empty(2, 3))
    for key in ["Home", "Enter", "ArrowDown", "End", " "]:
        editor.board_keys.press(key)
    assert editor.board.grid == ((1, 0, 0), (0, 0, 1))
    assert editor.board_keys.spoken == "cursor at (2, 3): A"
    under = [c for c, b in editor._buttons.items() if "linklab-cursor" in b._dom_classes]
    assert under == [(1, 2)]


@pytest.mark.parametrize("method, events", [("bfs", bfs_events), ("dfs", dfs_events)])
def test_a_player_sends_each_step_in_words_in_the_language_in_force(method, events):
    from linklab.widgets.trace_player import TracePlayer

    board = Board.from_rows([[1, 0, 0], [0, 2, 1]])
    for lang in ("en", "zh"):
        with using(lang):
            player = TracePlayer(board, events(board, (0, 0), (1, 2)), all_frames=True)
            frames = player.stage.frames
            trace = Trace(events(board, (0, 0), (1, 2)))
            assert frames["spoken"] == [
                spoken_step(trace.frame(step), len(trace), method) for step in frames["steps"]
            ]
        said = frames["spoken"]
        assert len(set(said)) == len(said), "two steps are said alike"
        if lang == "zh":
            assert all(line.startswith("第 ") for line in said)
        else:
            holds = "stack" if method == "dfs" else "queue"
            assert said[0] == f"step 0 of {len(trace)}: start; the {holds} holds 0"
            assert said[-1].startswith(f"step {len(trace)} of {len(trace)}: found a path")


def test_a_step_in_words_names_the_cell_its_heading_and_turns():
    board = Board.from_rows([[1, 0, 0], [0, 0, 1]])
    trace = Trace(bfs_events(board, (0, 0), (1, 2)))
    said = [spoken_step(trace.frame(s), len(trace), "bfs") for s in range(len(trace) + 1)]
    taken = next(line for line in said if ": takes " in line and " heading " in line)
    assert re.fullmatch(
        r"step \d+ of \d+: takes \(\d, \d\) heading (up|down|left|right), \d turns?; "
        r"the queue holds \d+",
        taken,
    )


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_board_picture_is_described_row_by_row_tiles_by_letter(lang):
    grid = ((1, 0, 27), (0, 2, 0))
    with using(lang):
        rows = board_rows(grid)
        svg = to_svg(board_scene(grid, True, cursor=(1, 1)))
        said = cell_words(grid, (1, 1))
    desc = re.search(r"<desc>(.*)</desc>", svg, re.S)
    assert desc and desc.group(1).split("\n") == rows
    assert svg.index("<title>") < svg.index("<desc>") < svg.index("<rect")
    empty = "空" if lang == "zh" else "empty"
    assert rows[0].endswith(f"A, {empty}, a") and rows[1].endswith(f"{empty}, B, {empty}")
    assert said.endswith("B") and "(2, 2)" in said
    assert 'data-tag="cursor-2-2"' in svg


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_solvers_verdict_and_a_search_result_are_said_in_words(lang):
    from linklab.widgets.board_editor import BoardEditor
    from linklab.widgets.game import GameWidget

    game = PageGame({"grid": [list(row) for row in BOARD], "outside": True}, lang)
    said = game.act("solve")["spoken"]
    assert said and "<" not in said
    assert ("solvable" in said) if lang == "en" else ("solvable" not in said)
    with using(lang):
        widget = GameWidget(Board.from_rows(BOARD), Rules(outside=True))
        widget.solve()
        timeless = re.compile(r"\d+\.\d+")  # the seconds Solve took
        assert timeless.sub("", widget.board_keys.spoken) == timeless.sub("", said)
        editor = BoardEditor(Board.from_rows([[1, 0, 1]]))
        editor.pick((0, 0))
        editor.pick((0, 2))
        editor.run()
    assert editor.board_keys.spoken.endswith("(1, 1) → (1, 3) (0 turns)" if lang == "en" else "）")
    assert "<" not in editor.board_keys.spoken
