"""Tests for linklab.widgets.stepped and .stage: every player steps the one way.

One table of players (the trace player on a BFS and a DFS, the comparison player, the six-digit
comparison, the solver view) run through the same step-control checks: what the page is sent
for a step (its picture and its texts, together), how the kernel follows a step the page moved,
the ends, playing and the speed, a page that reopens, and a page with every frame and no kernel.
"""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import pytest

from linklab.core.board import Board, parse_board
from linklab.core.rules import Rules
from linklab.core.search import bfs_events, dfs_events
from linklab.render.scene.shapes import Scene
from linklab.render.scene.svg import SVG_CLOSE, shape_svg, svg_open
from linklab.widgets import (
    ComparePlayer,
    SixDigitCompare,
    SolverView,
    Stage,
    SteppedPlayer,
    TracePlayer,
)
from linklab.widgets.stage import PAGE_SIDE, batch_svgs

OPEN = parse_board("1 0 0 0 0\n0 0 2 0 0\n0 2 0 0 1")
HDU = parse_board("1 2 3 4\n0 0 0 0\n4 3 2 1")
PNG = b"\x89PNG\r\n\x1a\n"
SVG = b'<svg xmlns="http://www.w3.org/2000/svg"'

PLAYERS = {
    "trace bfs": lambda **kw: TracePlayer(
        OPEN, bfs_events(OPEN, (0, 0), (2, 4), Rules(outside=True)), Rules(outside=True), **kw
    ),
    "trace dfs": lambda **kw: TracePlayer(HDU, dfs_events(HDU, (0, 0), (2, 3)), dpi=40, **kw),
    "compare": lambda **kw: ComparePlayer(OPEN, (0, 0), (2, 4), ["000", "bfs", "checker"], **kw),
    "six-digit compare": lambda **kw: SixDigitCompare((2, 5, 3, 1, 4, 6), dpi=40, **kw),
    "solver": lambda **kw: SolverView(Board.from_rows([[1, 2, 2, 1], [3, 0, 0, 3]]), **kw),
}
CSS = {
    "trace bfs": "linklab-player",
    "trace dfs": "linklab-player",
    "compare": "linklab-compare",
    "six-digit compare": "linklab-compare",
    "solver": "linklab-solver",
}


def sent(player: SteppedPlayer) -> dict[int, tuple[bytes, list[str]]]:
    """What the page was sent so far, step by step, as the page adds the batches up: each
    step's SVG as the page puts it together, and its texts."""
    kept: dict[int, tuple[bytes, list[str]]] = {}
    for number, batch in enumerate(player.batches):
        if batch.get("clear"):
            kept.clear()
        for step in batch["drop"]:
            kept.pop(step, None)
        svgs = batch_svgs(player.batches[: number + 1])
        assert set(batch["steps"]) <= set(svgs), "a batch the page cannot follow"
        for step, texts in zip(batch["steps"], batch["texts"], strict=True):
            kept[step] = (svgs[step].encode(), texts)
    return kept


def shown(player: SteppedPlayer, picture=None) -> bytes:
    """A scene's SVG as the page draws it (the player's picture by default)."""
    picture = player.picture if picture is None else picture
    head = svg_open(picture)
    return (head + "".join(map(shape_svg, picture.shapes)) + SVG_CLOSE).encode()


@pytest.fixture(params=sorted(PLAYERS))
def made(request, monkeypatch):
    """A player of each kind, recording every batch of frames it sends the page."""
    batches = []
    original = Stage.deliver

    def deliver(self, *args, **kwargs):
        original(self, *args, **kwargs)
        batches.append(dict(self.frames))

    monkeypatch.setattr(Stage, "deliver", deliver)
    player = PLAYERS[request.param]()
    player.batches = batches
    return request.param, player


def test_the_first_step_is_sent_with_its_texts(made):
    _, player = made
    assert player.step == 0 and player.total > 2
    picture, texts = sent(player)[0]
    assert picture.startswith(SVG) and picture == shown(player)
    assert player.png.startswith(PNG)  # an export's, a scene drawn by matplotlib
    assert texts == player.texts == player.step_texts(0)
    assert len(texts) == len(player.columns) and any(texts)


def test_a_step_the_page_moves_is_drawn_and_sent_with_its_own_texts(made):
    _, player = made
    for step in (2, 1, player.total, 0):
        player.stage.step = step  # what the page's slider, keys and buttons do
        picture, texts = sent(player)[step]
        assert picture == shown(player) and texts == player.step_texts(step) == player.texts
    pictures = {step: sent(player)[step][0] for step in (0, 1, 2)}
    assert len(set(pictures.values())) > 1, "every step shows the same picture"
    texts = {step: tuple(sent(player)[step][1]) for step in (0, 1, player.total)}
    assert len(set(texts.values())) == 3, "the texts do not follow the step"


def test_steps_stop_at_either_end(made):
    _, player = made
    player.step_by(-1)
    assert player.step == 0
    player.step = player.total + 5
    assert player.step == player.total == player.slider.max
    player.step_by(1)
    assert player.step == player.total
    player.slider.value = 1
    assert player.step == 1


def test_play_and_speed_are_the_pages_own(made):
    _, player = made
    assert not player.playing and player.speed == 4
    player.playing, player.speed = True, 15
    assert player.stage.playing and player.stage.speed == 15
    player.speed = 0
    assert player.speed == 1


def test_a_page_that_reopens_is_sent_every_frame_kept(made):
    _, player = made
    player.step = 2
    kept = player.frames.cached()
    player.stage.on_hello()
    last = player.batches[-1]
    assert last["clear"] and last["steps"] == kept
    pictures = sent(player)
    assert [pictures[s][0] for s in kept] == [shown(player, player.frames.picture(s)) for s in kept]


def test_the_controls_carry_the_players_classes(made):
    kind, player = made
    css = CSS[kind]
    stage = player.stage
    assert stage.css == css and stage.image_class == f"{css}-image"
    assert all(name.startswith(css) for name in player.columns)
    assert stage.total == player.total and set(stage.labels) >= {"play", "back", "forward"}


def test_play_and_one_step_forward_look_different(made):
    _, player = made
    faces, labels = player.stage.buttons, player.stage.labels
    assert set(faces) == {"play", "stop", "back", "forward"}
    assert len(set(faces.values())) == len(faces), faces  # no two controls look alike
    assert "▶" in faces["play"] and labels["play"] in faces["play"]  # play says so
    assert labels["play"] not in faces["forward"] and faces["forward"] not in faces["play"]
    # The page draws each control with its face from the kernel, keeping its class.
    script = PAGE_SIDE.read_text()
    assert 'model.get("buttons")' in script
    for part in faces:
        assert f'button("{part}", faces.{part}' in script


@pytest.mark.parametrize("kind", sorted(PLAYERS))
def test_with_every_frame_the_page_needs_no_kernel(kind):
    player = PLAYERS[kind](all_frames=True)
    frames = player.stage.frames  # the state a saved page keeps: the whole run
    assert frames["steps"] == list(range(player.total + 1))
    assert frames["svg"]["parts_from"] == 0  # every element from the first: it stands alone
    assert len(frames["svg"]["codes"]) == player.total + 1
    assert frames["texts"] == [player.frame_texts(step) for step in frames["steps"]]
    player.step = player.total  # nothing left to send
    assert player.stage.frames is frames
    player.batches = [frames]
    assert sent(player)[player.total][0] == shown(player)


def test_a_stage_batch_names_its_frames_and_what_to_drop():
    stage = Stage(total=2, columns=[["a"]])
    stage.deliver([1], [Scene(1, 1, ())], [["one"]])
    first = stage.frames["serial"]
    stage.forget([1])
    assert stage.frames == {
        "serial": first + 1,
        "steps": [],
        "texts": [],
        "drop": [1],
        "clear": False,
    }
    stage.forget([])
    assert stage.frames["serial"] == first + 1  # nothing to say, nothing sent
