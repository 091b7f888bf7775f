"""What a screen reader hears in the page, run in Chromium on what the kernel sends: a stepped
player's live region follows its steps (and keeps still while it plays), its pictures keep
their description and are drawn step by step all the same, and the board's key box sends the
keys to the kernel and says what the kernel answers."""

from __future__ import annotations

import json
import re
from concurrent.futures import ThreadPoolExecutor

import pytest

from linklab.core.board import Board
from linklab.core.search import bfs_events
from linklab.widgets import TracePlayer
from linklab.widgets.board_keys import BoardKeys
from linklab.widgets.stage import PAGE_SIDE

pytestmark = pytest.mark.browser

#: A model as anywidget gives a page side (state, change events, messages to the kernel), and
#: the widget rendered into the page.
RENDERED = """([source, state]) => (async () => {
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
        send(message) { this.sent.push(message); },
    };
    window.model = model;
    if (side.initialize) side.initialize({ model });
    const el = document.createElement("div");
    document.body.append(el);
    side.render({ model, el });
})()"""


def tags(svg: str) -> list[str]:
    """Each element of an SVG text, in order: its name and its tag (``data-tag``), if any."""
    return re.findall(r'<(\w+)[^>]*?(?:data-tag="([^"]*)")?[^>]*>', svg)


def as_sent(batch: dict) -> dict:
    return json.loads(json.dumps(batch))


def a_player() -> TracePlayer:
    board = Board.from_rows([[1, 0, 0], [0, 2, 1]])
    return TracePlayer(board, bfs_events(board, (0, 0), (1, 2)), all_frames=True)


def test_the_live_region_says_each_step_and_keeps_still_while_playing(site_browser):
    with ThreadPoolExecutor(1) as thread:  # no event loop: every frame is made now
        player = thread.submit(a_player).result()
    frames = as_sent(player.stage.frames)
    said = dict(zip(frames["steps"], frames["spoken"], strict=True))
    state = {
        "key": player.stage.key,
        "page_side": "stage",
        "frames": frames,
        "step": 0,
        "total": player.total,
        "playing": False,
        "speed": 1,
        "speeds": [1],
        "labels": {"play": "", "stop": "", "back": "", "forward": "", "step": "", "speed": ""},
        "columns": [["linklab-player-counters", "linklab-player-queue"]],
        "column_width": 0,
        "slot_lines": {},
        "arrangement": "right",
        "image_class": "linklab-player-image",
        "width": 300,
        "css": "linklab-player",
    }
    page = site_browser.new_page()
    try:
        page.evaluate(RENDERED, [PAGE_SIDE.read_text(encoding="utf-8"), state])
        region = page.locator(".linklab-stage-spoken")
        assert region.get_attribute("aria-live") == "polite"
        assert region.text_content() == said[0]
        for step in (3, 7, player.total):
            page.evaluate("(step) => window.model.set('step', step)", step)
            assert region.text_content() == said[step]
            svg = page.locator(".linklab-stage-svg svg")
            desc = svg.locator("desc").text_content()
            assert desc.split("\n") == ["row 1: A, empty, empty", "row 2: empty, B, A"]
            # drawn element by element from the step before, as sent: the same shapes in order
            drawn = page.evaluate("() => document.querySelector('.linklab-stage-svg').__svg")
            shown = svg.evaluate("(n) => n.outerHTML")
            assert tags(shown) == tags(drawn) and shown.count("<desc>") == 1, step
        page.evaluate("() => window.model.set('playing', true)")
        page.evaluate("() => window.model.set('step', 2)")
        assert region.text_content() == said[player.total]  # playing: not every step said
        page.evaluate("() => window.model.set('playing', false)")
        assert region.text_content() == said[2]  # stopped: where it stopped
    finally:
        page.close()


def test_the_board_key_box_sends_the_keys_and_says_the_answer(site_browser):
    keys = BoardKeys(lambda key: None)
    state = {"label": keys.label, "spoken": ""}
    page = site_browser.new_page()
    try:
        page.evaluate(RENDERED, [str(keys._esm), state])
        box = page.locator(".linklab-board-keys")
        box.focus()
        for key in ("ArrowDown", "Enter", " ", "Tab"):
            page.keyboard.press(key if key != " " else "Space")
        sent = page.evaluate("() => window.model.sent")
        assert sent == [{"kind": "key", "key": k} for k in ("ArrowDown", "Enter", " ")]
        assert box.get_attribute("aria-label") == keys.label
        page.evaluate("() => window.model.set('spoken', 'cursor at (2, 1): A')")
        region = page.locator(".linklab-board-keys-spoken")
        assert region.get_attribute("aria-live") == "polite"
        assert region.text_content() == "cursor at (2, 1): A"
    finally:
        page.close()
