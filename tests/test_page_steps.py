"""A search's every step picture, sent to the page once: decoded in the order sent, each step
is exactly the SVG the page's Python draws for it, and a changed search gets new pictures."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from linklab.core.rules import Rules
from linklab.core.search import bfs_events, dfs_events
from linklab.core.trace import Trace
from linklab.course.page_editor import PageEditor
from linklab.course.page_steps import StepPictures, decode, order
from linklab.render.scene.search import frame_scene
from linklab.render.scene.svg import SVG_CLOSE, svg_open, to_svg
from tests.strategies import boards_with_pair


def _every_batch(pictures: StepPictures, seconds: float) -> list[dict]:
    batches = []
    while not pictures.done:
        batches.append(pictures.batch(seconds))
    return batches


def _decoded(batches: list[dict]) -> tuple[list[str], dict[int, list[int]]]:
    """The parts and each step's list, decoded as the page decodes them."""
    parts: list[str] = []
    previous: list[int] = []
    steps: dict[int, list[int]] = {}
    for batch in batches:
        assert batch["parts_from"] == len(parts)
        parts += batch["parts"]
        for step, codes, _texts in batch["steps"]:
            previous = decode(previous, codes)
            steps[step] = previous
    return parts, steps


@settings(max_examples=40, deadline=None)
@given(boards_with_pair(), st.booleans(), st.sampled_from(["bfs", "dfs"]), st.sampled_from([0, 1]))
def test_every_step_decoded_is_the_svg_of_its_frame(case, outside, method, seconds):
    board, a, b = case
    search = bfs_events if method == "bfs" else dfs_events
    trace = Trace(search(board, a, b, Rules(outside=outside)))

    def scene_of(frame):
        return frame_scene(board.grid, outside, frame, method, (a, b))

    # seconds 0: a batch of one step each; 1: every step in one batch
    batches = _every_batch(StepPictures(7, trace, scene_of, lambda f: f.step), seconds)
    assert {batch["serial"] for batch in batches} == {7}
    parts, steps = _decoded(batches)
    assert sorted(steps) == list(range(len(trace) + 1))
    frames = list(trace.frames())
    head = svg_open(scene_of(frames[0]))
    for step, frame in enumerate(frames):
        drawn = head + "".join(parts[n] for n in steps[step]) + SVG_CLOSE
        assert drawn == to_svg(scene_of(frame)), step
    texts = [t for batch in batches for _step, _codes, t in batch["steps"]]
    assert texts == [step for batch in batches for step, _c, _t in batch["steps"]]


def test_the_last_steps_come_first_backwards_then_the_rest():
    assert order(3, tail=30) == [3, 2, 1, 0]
    assert order(40, tail=30)[:3] == [40, 39, 38]
    assert sorted(order(40, tail=30)) == list(range(41))
    assert order(40, tail=30)[30:33] == [0, 1, 2]


def _searched_editor() -> PageEditor:
    editor = PageEditor({"grid": [[0] * 6 for _ in range(4)], "kinds": 2})
    editor.act("click", [0, 0])
    editor.act("click", [3, 5])
    editor.act("mode", "endpoints")
    editor.act("click", [0, 0])
    editor.act("click", [3, 5])
    return editor


def test_the_editor_gives_its_searchs_pictures_until_done_and_new_ones_after_an_edit():
    editor = _searched_editor()
    assert editor.more() is None  # no search shown yet
    view = editor.act("run")
    serial, of = view["step"]["serial"], view["step"]["of"]
    assert view["svg"].startswith(view["step"]["head"])
    batches = []
    while (batch := editor.more()) is not None:
        batches.append(batch)
    _parts, steps = _decoded(batches)
    assert sorted(steps) == list(range(of + 1))
    shown = dict(editor.act("step", 3)["step"]["counts"])
    sent = {step: texts for batch in batches for step, _codes, texts in batch["steps"]}
    assert dict(sent[3]["counts"]) == shown
    assert editor.act("mode", "endpoints")["step"]["serial"] == serial  # the same pictures
    editor.act("mode", "paint")
    assert editor.act("click", [1, 1])["step"] is None  # an edit forgets the search
    assert editor.more() is None
    editor.act("mode", "endpoints")
    assert editor.act("run")["step"]["serial"] == serial + 1
    assert editor.more()["serial"] == serial + 1


def test_the_page_tells_the_editor_the_step_it_shows():
    editor = _searched_editor()
    of = editor.act("run")["step"]["of"]
    editor.seek(2)
    assert editor.act("mode", "endpoints")["step"]["at"] == 2
    editor.seek(10**6)
    assert editor.act("view")["step"]["at"] == of
    editor.seek("back")  # not a step: ignored
    assert editor.act("view")["step"]["at"] == of
