"""Export: pictures by suffix, GIFs frame by frame, and events to JSON and back exactly."""

from __future__ import annotations

import json

import matplotlib

matplotlib.use("Agg")

import numpy as np
import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from PIL import Image

from linklab.core.board import parse_board
from linklab.core.errors import InputError
from linklab.core.events import Enqueued, Exhausted, Found, Rejected
from linklab.core.rules import Heading, Rules
from linklab.core.search import SEARCHES, bfs_events, dfs_events
from linklab.core.trace import Trace, find_ends
from linklab.render.draw_scene import PathText, scene_figure
from linklab.render.export import (
    FrameCanvas,
    events_from_json,
    events_to_json,
    export_board,
    export_frame,
    export_trace_gif,
    export_trace_json,
    frame_figure,
    gif_steps,
    save_figure,
)
from linklab.render.style import fit_figure
from tests.strategies import boards_with_pair, rules

HDU = parse_board("1 2 3 4\n0 0 0 0\n4 3 2 1")
MAGIC = {"png": b"\x89PNG\r\n\x1a\n", "svg": b"<?xml", "pdf": b"%PDF", "gif": b"GIF89a"}


def assert_kind(path, fmt):
    data = path.read_bytes()
    assert data.startswith(MAGIC[fmt]), (path, data[:10])
    if fmt == "svg":
        assert b"<svg" in data[:2000]
    if fmt in ("png", "gif"):
        with Image.open(path) as image:
            image.verify()


# --- JSON ------------------------------------------------------------------------------------


@settings(max_examples=examples(60), deadline=None)
@given(boards_with_pair(max_rows=6, max_cols=6), rules, st.sampled_from(["bfs", "dfs"]))
def test_events_round_trip_exactly_through_json(case, rule, method):
    board, a, b = case
    events = list(SEARCHES[method](board, a, b, rule))
    for one_per_line in (False, True):
        text = events_to_json(events, one_per_line=one_per_line)
        back = events_from_json(text)
        assert back == events
        assert [type(e) for e in back] == [type(e) for e in events]
        for mine, theirs in zip(back, events):
            if hasattr(mine, "cell"):
                assert type(mine.cell) is tuple
            if hasattr(mine, "heading"):
                assert mine.heading is theirs.heading


def test_json_names_headings_and_lists_cells():
    text = events_to_json([Rejected((0, -1), Heading.LEFT, 1, "off_board"), Exhausted()])
    document = json.loads(text)
    assert document["format"] == "linklab-events" and document["version"] == 1
    assert document["events"] == [
        {"type": "Rejected", "cell": [0, -1], "heading": "LEFT", "turns": 1, "reason": "off_board"},
        {"type": "Exhausted"},
    ]


def test_one_event_a_line():
    events = list(bfs_events(HDU, (0, 0), (2, 3)))
    text = events_to_json(events, one_per_line=True)
    assert len(text.splitlines()) == len(events) + 2


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "line 1: not JSON"),
        ('{"format": "other", "events": []}', "expected 'linklab-events' JSON"),
        ('{"events": 3}', "expected a list of events"),
        ("[1]", "event 1: expected an object, got int"),
        ('[{"type": "Teleported"}]', "event 1: unknown type 'Teleported'"),
        ('[{"type": "Found"}]', "event 1 (Found): missing 'path'"),
        (
            '[{"type": "Dequeued", "cell": [0, 0], "heading": "NORTH", "turns": 0}]',
            "event 1 (Dequeued): bad heading 'NORTH'",
        ),
        (
            '[{"type": "Dequeued", "cell": [0], "heading": null, "turns": 0}]',
            "event 1 (Dequeued): bad cell [0]",
        ),
        (
            '[{"type": "Dequeued", "cell": [0, 0], "heading": null, "turns": "1"}]',
            "event 1 (Dequeued): bad turns '1'",
        ),
        ('[{"type": "Exhausted", "why": 1}]', "event 1 (Exhausted): unexpected 'why'"),
    ],
)
def test_bad_json_is_an_input_error_of_one_line(text, message):
    with pytest.raises(InputError) as caught:
        events_from_json(text)
    assert str(caught.value).startswith(message)
    assert "\n" not in str(caught.value)


def test_enqueued_front_defaults_when_left_out():
    [event] = events_from_json(
        '[{"type": "Enqueued", "cell": [1, 2], "heading": "UP", "turns": 0}]'
    )
    assert event == Enqueued((1, 2), Heading.UP, 0)


def test_export_trace_json_writes_a_file_read_back(tmp_path):
    trace = Trace(dfs_events(HDU, (0, 0), (2, 3)))
    out = export_trace_json(trace, tmp_path / "dfs.json")
    assert events_from_json(out.read_text()) == list(trace.events)


# --- pictures --------------------------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["png", "svg", "pdf"])
def test_save_figure_picks_the_format_from_the_suffix(tmp_path, fmt):
    fig = Figure(figsize=(2, 1))
    fig.add_subplot().plot([0, 1])
    out = save_figure(fig, tmp_path / f"f.{fmt.upper()}")
    assert_kind(out, fmt)


def test_save_figure_refuses_other_suffixes_and_unwritable_places(tmp_path):
    with pytest.raises(InputError, match=r"use \.png, \.svg or \.pdf"):
        save_figure(Figure(), tmp_path / "f.jpg")
    (tmp_path / "a-file").write_text("")
    with pytest.raises(InputError, match="cannot make the folder"):
        save_figure(Figure(), tmp_path / "a-file" / "f.png")


def test_pictures_are_reproducible(tmp_path):
    trace = Trace(bfs_events(HDU, (0, 0), (2, 3)))
    for fmt in ("png", "svg", "pdf"):
        one = export_frame(HDU, trace, 5, Rules(), tmp_path / f"a.{fmt}", dpi=50)
        two = export_frame(HDU, trace, 5, Rules(), tmp_path / f"b.{fmt}", dpi=50)
        assert one.read_bytes() == two.read_bytes()


def test_export_frame_counts_steps_from_the_end_and_checks_them(tmp_path):
    trace = Trace(bfs_events(HDU, (0, 0), (2, 3)))
    assert_kind(export_frame(HDU, trace, -1, Rules(), tmp_path / "last.png", dpi=40), "png")
    assert_kind(export_frame(HDU, trace.events, 0, Rules(), tmp_path / "s0.pdf"), "pdf")
    with pytest.raises(InputError, match=f"step {len(trace) + 1} is outside 0..{len(trace)}"):
        export_frame(HDU, trace, len(trace) + 1, Rules(), tmp_path / "x.png")


def test_export_board_with_a_route(tmp_path):
    out = export_board(HDU, tmp_path / "b.svg", Rules(outside=True), route=[(0, 0), (-1, 0)])
    assert_kind(out, "svg")


def test_frame_figure_leaves_room_for_numbers_title_and_legend():
    fig, ax = frame_figure(HDU, Rules(outside=True), width=9)
    box = ax.get_position()
    assert box.x0 > 0 and box.x1 < 1 and box.y0 > 0.1 and box.y1 < 0.95
    assert fig.get_figwidth() <= 9


def test_find_ends_reads_the_start_and_the_end_of_the_path():
    events = list(dfs_events(HDU, (0, 0), (2, 3)))
    assert find_ends(events) == [(0, 0), (2, 3)]
    assert find_ends([Exhausted()]) == []
    assert find_ends([Enqueued((1, 1), None, 0), Exhausted()]) == [(1, 1)]


# --- the fast canvas and GIFs ----------------------------------------------------------------


def test_frame_canvas_draws_what_a_full_redraw_draws():
    """The same shapes (pixel for pixel but for the texts, which the canvas draws as glyph
    outlines) and the same texts, at the same places and sizes, as `scene_figure`."""
    board = parse_board("1 0 0 0 0\n0 0 2 0 0\n0 2 0 0 1")
    trace = Trace(bfs_events(board, (0, 0), (2, 4), Rules(outside=True)))
    canvas = FrameCanvas(board, trace, Rules(outside=True), dpi=50)
    for step in (len(trace) // 2, 3, len(trace)):
        canvas.show(step)
        fig = scene_figure(canvas.scene(step), width=9.0, dpi=50)
        fit_figure(fig)  # what export.save_figure does: no text under the style's least size
        fresh = FigureCanvasAgg(fig)
        texts = {
            (t.get_gid(), t.get_text(), t.xy, round(t.font_points, 1))
            for t in canvas.fig.findobj(PathText)
        }
        assert texts == {
            (t.get_gid(), t.get_text(), t.get_position(), round(t.get_fontsize(), 1))
            for t in fig.axes[0].texts
        }
        for text in [*canvas.fig.findobj(PathText), *fig.axes[0].texts]:
            text.set_visible(False)
        canvas.canvas.draw()
        fresh.draw()
        fast = np.asarray(canvas.rgba()).astype(int)
        slow = np.asarray(fresh.buffer_rgba()).astype(int)
        assert fast.shape == slow.shape
        differ = np.abs(fast - slow).max(axis=2) > 40
        assert differ.mean() < 0.002, (step, differ.mean())


def test_gif_has_one_frame_a_step(tmp_path):
    trace = Trace(bfs_events(HDU, (0, 0), (2, 3)))
    out = export_trace_gif(HDU, trace, Rules(), tmp_path / "bfs.gif", fps=5, dpi=30)
    assert_kind(out, "gif")
    with Image.open(out) as gif:
        assert gif.n_frames == len(trace) + 1
        gif.seek(gif.n_frames - 1)
        assert gif.info["duration"] >= 2000  # the last step is held before the loop


def test_long_traces_are_sampled_keeping_first_and_last(tmp_path):
    trace = Trace(bfs_events(HDU, (0, 0), (2, 3)))
    out = export_trace_gif(HDU, trace, Rules(), tmp_path / "short.gif", max_frames=6, dpi=30)
    with Image.open(out) as gif:
        assert gif.n_frames == 6
    steps = gif_steps(1000, 50)
    assert steps[0] == 0 and steps[-1] == 1000 and len(steps) == 50


def test_gif_needs_a_gif_suffix_and_a_positive_rate(tmp_path):
    trace = Trace(bfs_events(HDU, (0, 0), (2, 3)))
    with pytest.raises(InputError, match=r"as \.gif"):
        export_trace_gif(HDU, trace, Rules(), tmp_path / "x.png")
    with pytest.raises(InputError, match="fps"):
        export_trace_gif(HDU, trace, Rules(), tmp_path / "x.gif", fps=0)


def test_a_refused_search_still_draws(tmp_path):
    events = list(bfs_events(HDU, (0, 0), (0, 1)))
    assert events == [events[0]] and type(events[0]).__name__ == "Refused"
    assert_kind(export_frame(HDU, events, -1, Rules(), tmp_path / "r.png", dpi=40), "png")
    assert not isinstance(events[-1], Found)
