"""A player's output for a RISE slide: its picture, and the kernel's side of the comm that
steps it (`linklab.widgets.slide_steps`); RISE itself drives it in ``test_rise_slides``."""

from __future__ import annotations

import base64
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import linklab as ll
from linklab.i18n import using
from linklab.widgets import slide_steps
from linklab.widgets.stepped import HTML
from linklab.widgets.trace_player import TracePlayer

BOARD = ll.parse_board("A * B\n* * *\nB * A")


@pytest.fixture(scope="module")
def player():
    shown = TracePlayer(BOARD, ll.bfs_events(BOARD, (0, 0), (2, 2)), ll.Rules())
    slide_steps.keep(shown)
    return shown


def test_a_players_output_carries_its_picture_and_the_slides_steps(player):
    bundle = player._repr_mimebundle_()
    block = bundle[HTML]
    assert f'data-model="{player.model_id}"' in block
    assert f'data-target="{slide_steps.TARGET}"' in block
    assert f'data-total="{player.total}"' in block
    assert f"base64,{bundle['image/png']}" in block
    assert "<script>" in block and "comm_open" in block
    # the widget still ranks first wherever a widget manager draws it
    assert "application/vnd.jupyter.widget-view+json" in bundle


def test_a_player_with_all_its_frames_keeps_to_the_widget_and_its_picture():
    whole = TracePlayer(BOARD, ll.bfs_events(BOARD, (0, 0), (2, 2)), ll.Rules(), all_frames=True)
    assert HTML not in whole._repr_mimebundle_()


@settings(max_examples=6, deadline=None)
@given(to=st.integers(-5, 60))
def test_a_move_asked_by_a_slide_moves_the_player_within_its_steps(player, to):
    reply = slide_steps.answer({"model": player.model_id, "to": to})
    assert reply["step"] == player.step == max(0, min(player.total, to))
    assert reply["total"] == player.total
    assert base64.b64decode(reply["png"]) == player.slide_png()


def test_a_player_the_kernel_does_not_hold_or_has_closed_is_missing():
    assert slide_steps.answer({"model": "no-such-model", "to": 1})["missing"]
    closed = TracePlayer(BOARD, ll.bfs_events(BOARD, (0, 0), (2, 2)), ll.Rules())
    slide_steps.keep(closed)
    model = closed.model_id
    assert "missing" not in slide_steps.answer({"model": model})
    closed.close()
    assert slide_steps.answer({"model": model})["missing"]


class _Channel:
    """A comm as the kernel hands it to a target: what it sends, and its message handler."""

    def __init__(self):
        self.sent, self.handler = [], None

    def send(self, data):
        self.sent.append(data)

    def on_msg(self, handler):
        self.handler = handler


def test_a_comm_opened_by_a_slide_answers_at_once_and_then_each_move(player):
    player.step = 2
    channel = _Channel()
    slide_steps.answer_a_slide(channel, {"content": {"data": {"model": player.model_id}}})
    assert channel.sent[-1]["step"] == 2
    channel.handler({"content": {"data": {"model": player.model_id, "to": 3}}})
    assert channel.sent[-1]["step"] == 3 == player.step


def test_the_slides_readout_and_buttons_speak_the_language_in_force(player):
    with using("zh"):
        block = slide_steps.slide_html(player, "")
    readout = re.search(r'data-spoken="([^"]*)"', block)
    assert readout and "{step}" in readout.group(1) and "步" in readout.group(1)
    assert 'aria-label="后退一步"' in block and 'aria-label="前进一步"' in block
