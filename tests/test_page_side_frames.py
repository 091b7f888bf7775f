"""The page side of a stepped player (``linklab/widgets/page_side.js``) run in Chromium on the
batches a real player sends: a page that missed a batch asks for every frame again, and shows
them once they come, instead of keeping a hole the kernel counts as filled."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import pytest

from linklab.core.board import Board
from linklab.core.search import bfs_events
from linklab.widgets import TracePlayer
from linklab.widgets.stage import PAGE_SIDE

pytestmark = pytest.mark.browser

#: A model as anywidget gives the page side: state, change events, and messages to the kernel.
FAKE_MODEL = """([source, state]) => (async () => {
    const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    const side = (await import(url)).default;
    const handlers = {};
    const model = {
        state, sent: [],
        get(name) { return this.state[name]; },
        set(name, value) {
            this.state[name] = value;
            (handlers["change:" + name] || []).forEach((f) => f());
        },
        on(name, f) { (handlers[name] = handlers[name] || []).push(f); },
        off() {},
        save_changes() {},
        send(message) { this.sent.push(message.kind); },
    };
    window.model = model;
    side.initialize({ model });
})()"""
#: What the page holds for the stage: the steps with a picture, and with texts.
HELD = """() => {
    const stage = window.__linklabStages.get(window.model.get("key"));
    return [[...stage.pictures.keys()].sort((a, b) => a - b),
            [...stage.texts.keys()].sort((a, b) => a - b)];
}"""


def in_plain_python(work):
    """``work()`` run in a thread with no event loop, as plain Python: the player then draws
    and sends each step when it is shown (Playwright's loop runs in this thread)."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(work).result()


def a_player_and_its_batches() -> tuple[TracePlayer, dict, list[dict]]:
    """A player, the frames the page opens on (step 0), and its next four batches."""
    board = Board.from_rows([[1, 0, 1]])
    player = TracePlayer(board, bfs_events(board, (0, 0), (0, 2)))
    first = as_sent(player.stage.frames)
    sent: list[dict] = []
    player.stage.observe(lambda change: sent.append(as_sent(change["new"])), "frames")
    for step in (1, 2, 3, 4):
        player.step = step
    return player, first, sent


def as_sent(batch: dict) -> dict:
    """The batch as the page gets it (JSON)."""
    return json.loads(json.dumps(batch))


def test_a_page_that_missed_a_batch_asks_once_and_shows_every_frame_again(site_browser):
    player, first, sent = in_plain_python(a_player_and_its_batches)
    assert [batch["steps"] for batch in sent] == [[1], [2], [3], [4]]
    state = {"key": player.stage.key, "page_side": player.stage.page_side, "frames": first}
    state.update(playing=False, speed=1)

    page = site_browser.new_page()
    try:
        page.evaluate(FAKE_MODEL, [PAGE_SIDE.read_text(encoding="utf-8"), state])
        assert page.evaluate("() => window.model.sent") == ["hello"]  # a page opening asks
        set_frames = "(batch) => window.model.set('frames', batch)"
        page.evaluate(set_frames, sent[0])
        assert page.evaluate(HELD) == [[0, 1], [0, 1]]
        assert page.evaluate("() => window.model.sent") == ["hello"]  # nothing was missed

        page.evaluate(set_frames, sent[2])  # step 2's batch never arrived
        page.evaluate(set_frames, sent[3])
        assert page.evaluate("() => window.model.sent") == ["hello", "hello"]  # asked once
        assert page.evaluate(HELD)[0] == [0, 1]  # no picture decoded against a missing one

        in_plain_python(player.stage.on_hello)  # the kernel answers: all it counts as sent
        answer = as_sent(player.stage.frames)
        assert answer["clear"]
        page.evaluate(set_frames, answer)
        assert page.evaluate(HELD) == [list(range(5)), list(range(5))]

        page.evaluate(set_frames, sent[3])  # a late copy of an old batch: asks again
        assert page.evaluate("() => window.model.sent") == ["hello", "hello", "hello"]
    finally:
        page.close()
