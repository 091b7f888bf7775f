"""The fast paths change when a picture is drawn, never what it shows; the app's kernels."""

from __future__ import annotations

import asyncio
import threading

import matplotlib

matplotlib.use("Agg")

import pytest

from linklab.cli import app
from linklab.core.board import parse_board
from linklab.core.rules import Rules
from linklab.core.search import bfs_events
from linklab.core.trace import Trace
from linklab.render.canvas import FrameCanvas
from linklab.widgets import TracePlayer
from linklab.widgets.game import GameWidget
from linklab.widgets.prefetch import FramePrefetcher

BOARD = parse_board("1 0 0 0 0 2\n0 0 3 0 0 0\n0 3 0 0 2 1")
RULES = Rules(outside=True)
TRACE = Trace(bfs_events(BOARD, (0, 0), (2, 5), RULES))
WIDTH, DPI = 5.0, 40


def plain_png(step: int) -> bytes:
    """The step drawn the plain way, on a canvas of its own."""
    canvas = FrameCanvas(BOARD, TRACE, RULES, width=WIDTH, dpi=DPI)
    canvas.show(step)
    return canvas.png()


def run_idle(frames: FramePrefetcher, *steps: int, turns: int = 1000) -> list[bytes]:
    """Ask for ``steps`` inside a running event loop (as in a kernel), then leave it idle until
    everything planned is drawn, for at most ``turns`` idle turns of 10 ms; the pictures asked
    for."""

    async def idle() -> list[bytes]:
        shown = [frames.png(step) for step in steps]
        for _ in range(turns):
            if frames.settled():
                break
            await asyncio.sleep(0.01)
        return shown

    # A thread of its own: another test's library may have left this thread's loop running.
    shown: list[list[bytes]] = []
    runner = threading.Thread(target=lambda: shown.append(asyncio.run(idle())))
    runner.start()
    runner.join(60)
    return shown[0]


def test_steps_drawn_ahead_while_idle_are_the_plain_drawing():
    canvas = FrameCanvas(BOARD, TRACE, RULES, width=WIDTH, dpi=DPI)
    frames = FramePrefetcher(canvas, behind=2)
    [first] = run_idle(frames, 3)
    assert not frames.plan()
    ahead = [step for step in frames.cached() if step != 3]
    assert ahead == [1, 2, *range(4, 12)] and frames.drawn_ahead == len(ahead)  # a run of 3
    assert first == plain_png(3)
    for step in ahead:
        assert frames.picture(step) == plain_png(step), step
    assert canvas.step == 3  # drawing ahead leaves the step shown as it was: exports draw it
    hits = frames.hits
    assert frames.png(ahead[-1]) == plain_png(ahead[-1])
    assert frames.hits == hits + 1 and canvas.step == ahead[-1]


def test_nothing_is_drawn_ahead_without_an_event_loop_or_with_the_fast_path_off(monkeypatch):
    canvas = FrameCanvas(BOARD, TRACE, RULES, width=WIDTH, dpi=DPI)
    frames = FramePrefetcher(canvas)
    frames.png(3)
    assert frames.cached() == [3] and frames.plan()
    monkeypatch.setenv("LINKLAB_FASTVIEW", "0")
    off = FramePrefetcher(FrameCanvas(BOARD, TRACE, RULES, width=WIDTH, dpi=DPI))
    run_idle(off, 3, turns=50)  # half a second idle: on, it draws its first step ahead at once
    assert off.cached() == [3] and off.drawn_ahead == 0


def test_a_run_of_steps_reads_further_ahead_and_a_jump_starts_small():
    canvas = FrameCanvas(BOARD, TRACE, RULES, width=WIDTH, dpi=DPI)
    frames = FramePrefetcher(canvas, behind=0)
    frames.png(0)
    short = len(frames.plan())
    for step in range(1, 5):
        frames.png(step)
    assert len(frames.plan()) > short
    frames.png(len(TRACE) // 2)
    assert len(frames.plan()) == short
    frames.png(len(TRACE) // 2 - 1)  # turning round: ahead is now backwards
    assert frames.plan()[0] == len(TRACE) // 2 - 2


def test_a_jump_drops_the_steps_planned_for_the_old_place():
    canvas = FrameCanvas(BOARD, TRACE, RULES, width=WIDTH, dpi=DPI)
    frames = FramePrefetcher(canvas, behind=0)
    frames.png(0)
    stale = set(frames.plan())
    frames.png(len(TRACE))
    assert not stale & set(frames.plan())
    run_idle(frames)  # idle now: only the new place's steps get drawn
    assert not stale & set(frames.cached())


def test_the_cache_keeps_the_steps_nearest_the_one_shown():
    canvas = FrameCanvas(BOARD, TRACE, RULES, width=WIDTH, dpi=DPI)
    frames = FramePrefetcher(canvas, cache_frames=3)
    for step in (0, 10, 11, 12, 13):
        frames.png(step)
    assert frames.cached() == [11, 12, 13]


def test_the_player_shows_the_same_pictures_with_the_fast_path_off(monkeypatch, tmp_path):
    fast = TracePlayer(BOARD, TRACE, RULES, width=WIDTH, dpi=DPI, export_dir=tmp_path)
    monkeypatch.setenv("LINKLAB_FASTVIEW", "0")
    plain = TracePlayer(BOARD, TRACE, RULES, width=WIDTH, dpi=DPI, export_dir=tmp_path)
    assert not plain.frames.background
    for step in (4, 5, 4, len(TRACE)):
        fast.slider.value = plain.slider.value = step
        assert fast.picture == plain.picture == plain.step_scene(step)


def test_new_keeps_the_grid_buttons_when_the_shape_stays():
    game = GameWidget(rows=4, cols=6, kinds=3, seed=1)
    buttons = list(game.grid.children)
    old = game.board
    assert game.new()
    assert game.board != old
    assert list(game.grid.children) == buttons
    for cell in game.board.cells():
        label = game.cell_button(cell).description.strip()
        assert (label != "") == bool(game.board[cell])
    game.rows.value = 2
    assert game.new()
    assert len(game.grid.children) != len(buttons)


def test_the_app_serves_preheated_kernels():
    command = app.voila_command(8866)
    assert "--preheat_kernel=True" in command
    assert f"--pool_size={app.POOL_SIZE}" in command
    assert app.POOL_SIZE >= 1
    assert not any("preheat" in part for part in app.voila_command(8866, pool_size=0))


@pytest.mark.parametrize("text", ["-1", "two", "1000"])
def test_a_bad_pool_size_is_one_clear_line(text):
    with pytest.raises(app.InputError, match=f"LINKLAB_APP_POOL.*{text!r}"):
        app.pool_size_from_env({"LINKLAB_APP_POOL": text})


def test_the_status_counts_the_pairs_of_the_board_shown_after_every_action():
    game = GameWidget(rows=4, cols=6, kinds=3, seed=2, solvable=True)

    def counted() -> int:
        text = game.status.value
        return 0 if "dead end" in text or "won" in text else int(text.split("· ")[-1].split()[0])

    for action in ("hint", "step", "pick", "step", "undo", "redo", "new", "step"):
        if action == "hint":
            game.hint()
        elif action == "step":
            game.autoplay_step()
        elif action == "pick":
            game.click(game.board.tiles()[0])
        elif action == "undo":
            game.undo()
        elif action == "redo":
            game.redo()
        else:
            game.new()
        assert counted() == len(game.game.legal_pairs()), action
