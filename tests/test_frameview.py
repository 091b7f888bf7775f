"""The page's copy of a player's pictures: what the kernel sends keeps it equal to the cache."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from linklab.board import parse_board
from linklab.frameview import FrameView
from linklab.rules import Rules
from linklab.search import bfs_events
from linklab.widgets import TracePlayer

BOARD = parse_board("1 0 0 0 0\n0 0 2 0 0\n0 2 0 0 1")
RULES = Rules(outside=True)


class Page:
    """The page's side of every FrameView made: its cache of pictures by step, as the page's
    script keeps it from the kernel's messages."""

    def __init__(self):
        self.cache: dict[int, bytes] = {}
        self.messages = 0

    def receive(self, content, buffers=None):
        self.messages += 1
        if content["kind"] == "frames":
            for step, png in zip(content["steps"], buffers, strict=True):
                self.cache[step] = bytes(png)
        elif content["kind"] == "drop":
            for step in content["steps"]:
                assert step in self.cache, f"dropped {step}, which the page never had"
                del self.cache[step]
        elif content["kind"] == "clear":
            self.cache.clear()
        else:
            raise AssertionError(f"unknown message {content!r}")


@pytest.fixture
def page(monkeypatch):
    page = Page()
    monkeypatch.setattr(
        FrameView, "send", lambda self, content, buffers=None: page.receive(content, buffers)
    )
    return page


def make_player(cache_frames: int | None = None) -> TracePlayer:
    player = TracePlayer(BOARD, bfs_events(BOARD, (0, 0), (2, 4), RULES), RULES, dpi=30)
    if cache_frames is not None:
        player.frames.cache_frames = cache_frames
    return player


def test_the_first_picture_reaches_the_page(page):
    player = make_player()
    assert page.cache == {0: player.png}


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    moves=st.lists(
        st.one_of(st.integers(min_value=-3, max_value=60), st.just("idle")), max_size=25
    ),
    cache_frames=st.integers(min_value=1, max_value=8),
)
def test_the_page_keeps_exactly_the_kernels_cache(page, moves, cache_frames):
    page.cache.clear()
    player = make_player(cache_frames)
    for move in moves:
        if move == "idle":
            player.frames.draw_next()  # what the kernel does between messages
        else:
            player.step = move
            # The step shown is always in the page: its picture is the one the page shows.
            assert page.cache[player.step] == player.png
        assert page.cache == {s: player.frames._cache[s] for s in player.frames.cached()}


def test_a_reloaded_page_asks_for_the_pictures_again(page):
    player = make_player()
    for step in (3, 4, 5):
        player.step = step
    kept = dict(page.cache)
    page.cache.clear()  # the page reloaded: its script starts with nothing
    player.image._on_page_message(player.image, {"kind": "hello"}, [])
    assert page.cache == kept and set(kept) == {0, 3, 4, 5}


def test_closing_the_prefetcher_empties_the_page(page):
    player = make_player()
    player.step = 6
    player.frames.close()
    assert page.cache == {}


def test_the_page_shows_the_slider_s_step():
    view = FrameView(width=320)
    assert (view.step, view.width) == (0, 320)
    assert "linklab-frameview" in view._dom_classes
    for piece in ('model.get("step")', 'kind === "frames"', 'kind === "drop"', "hello"):
        assert piece in view._esm  # the page's side answers every message the kernel sends
