"""A search's every step picture, sent to the page once: decoded in the order sent, each step
is exactly the SVG the page's Python draws for it, and a changed search gets new pictures. A
comparison's block holds its first query's steps, which its Python then never sends again."""

from __future__ import annotations

import json
import re

import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from linklab.apps.page_apps import drawn_ahead, handle
from linklab.apps.page_compare import PageCompare
from linklab.apps.page_editor import PageEditor
from linklab.apps.page_panes import STEPS_SENT
from linklab.apps.page_steps import StepPictures, decode, decode_texts, joined, order
from linklab.core.rules import Rules
from linklab.core.search import bfs_events, dfs_events
from linklab.core.trace import Trace
from linklab.render.scene.search import frame_scene
from linklab.render.scene.svg import SVG_CLOSE, svg_open, to_svg
from linklab.site.live import live_block, unpacked_steps
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


@settings(max_examples=examples(40), deadline=None)
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


# --- a comparison's block: its first query's steps held in the page ----------------------------

COMPARED = {"grid": [[1, 2, 0, 3], [0, 1, 2, 3], [4, 0, 0, 4]], "ends": [[0, 0], [1, 1]]}


def _block_data(setup: dict, language: str) -> dict:
    block = live_block("compare", setup, language)
    return json.loads(re.search(r'class="linklab-live-data">(.*?)</script>', block, re.S)[1])


def _every_step(batch: dict, head: str) -> dict[int, tuple[str, list[str]]]:
    """Each step's SVG and texts, decoded as the page decodes them."""
    parts, lists = _decoded([batch])
    table: list[str] = []
    texts = {step: decode_texts(table, t["coded"]) for step, _codes, t in batch["steps"]}
    return {s: (head + "".join(parts[n] for n in lists[s]) + SVG_CLOSE, texts[s]) for s in lists}


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_comparisons_block_holds_every_step_its_python_shows(language):
    setup = {**COMPARED, "approaches": ["003", "bfs outside"], "step": 2}
    data = _block_data(setup, language)
    held = unpacked_steps(data["steps"])
    assert held["serial"] == data["view"]["step"]["serial"] and held["done"]
    fresh = PageCompare(setup, language)
    fresh.act("view")
    sent = []
    while (batch := fresh.more()) is not None:
        sent.append(batch)
    assert held == joined(sent)  # what the page's Python would have sent, batch by batch
    shown = _every_step(held, data["view"]["step"]["head"])
    assert sorted(shown) == list(range(fresh.session.total + 1))
    for step, (svg, texts) in shown.items():
        view = fresh.act("step", step)
        assert svg == view["svg"], step
        assert texts == view["step"]["texts"], step


def test_the_page_started_on_a_held_query_sends_none_of_it_again_but_a_new_query_whole():
    data = _block_data({**COMPARED, "approaches": ["003", "004", "bfs"], "step": 0}, "en")
    assert data["setup"][STEPS_SENT] is True
    view = handle({"op": "start", "id": "held", "app": "compare", "setup": data["setup"]})
    assert view["step"]["serial"] == unpacked_steps(data["steps"])["serial"]
    assert drawn_ahead("held") == []
    for cell in ([0, 1], [1, 2]):
        handle({"op": "act", "id": "held", "action": "click", "argument": cell})
    ran = handle({"op": "act", "id": "held", "action": "run"})
    batches = drawn_ahead("held")
    assert batches[0]["parts_from"] == 0 and batches[-1]["done"]
    assert {batch["serial"] for batch in batches} == {ran["step"]["serial"]} != {1}
    _parts, steps = _decoded(batches)
    assert sorted(steps) == list(range(ran["step"]["of"] + 1))
