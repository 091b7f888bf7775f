"""A PNG says how big its smallest text is (`linklab.render.text_sizes`), for the tool that
measures the texts a slide shows: the stamp reads back as written, matplotlib's PNGs and the
widgets' pictures carry it only while stamping is on, and it names the figure's smallest text."""

from __future__ import annotations

import io

import matplotlib

matplotlib.use("Agg")

import pytest
from hypothesis import given
from hypothesis import strategies as st
from matplotlib.figure import Figure
from PIL import Image

from linklab.render import text_sizes
from linklab.render.canvas import scene_png
from linklab.render.scene.board import board_scene


def _png(width: int = 8, height: int = 4) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), "white").save(out, "PNG")
    return out.getvalue()


@pytest.fixture(autouse=True)
def stamping_off_after():
    yield
    text_sizes.stamp_pngs(False)


@given(st.text(st.characters(exclude_characters="\\", exclude_categories=("Cs",)), max_size=30))
def test_a_stamp_reads_back_as_written_and_the_picture_still_opens(words):
    stamped = text_sizes.stamp_png(_png(), f"12.5 {words}")
    assert text_sizes.read_stamp(stamped) == f"12.5 {words}"
    assert Image.open(io.BytesIO(stamped)).size == (8, 4)


def test_a_png_without_a_stamp_reads_none_and_what_is_not_a_png_is_refused():
    assert text_sizes.read_stamp(_png()) is None
    with pytest.raises(ValueError, match="not a PNG"):
        text_sizes.stamp_png(b"GIF89a", "1 x")


def _figure_png(fig) -> bytes:
    out = io.BytesIO()
    fig.savefig(out, format="png", bbox_inches="tight", dpi=fig.dpi)
    return out.getvalue()


def test_matplotlib_s_pngs_carry_the_smallest_text_only_while_stamping_is_on():
    fig = Figure(figsize=(4, 2), dpi=100)
    ax = fig.add_subplot()
    ax.set_title("a title", fontsize=12)
    ax.text(0.5, 0.5, "連 the smallest", fontsize=7.2)
    ax.set_xticks([])
    ax.set_yticks([])
    assert text_sizes.read_stamp(_figure_png(fig)) is None
    text_sizes.stamp_pngs()
    assert text_sizes.read_stamp(_figure_png(fig)) == "10 連 the smallest"
    text_sizes.stamp_pngs(False)
    assert text_sizes.read_stamp(_figure_png(fig)) is None


def test_a_figure_s_texts_leave_out_the_tick_labels_of_an_axis_turned_off():
    fig = Figure(figsize=(3, 2), dpi=72)
    ax = fig.add_subplot()
    ax.plot([0, 1], [0, 1])
    ax.set_title("shown", fontsize=20)
    fig.draw_without_rendering()  # the tick labels are made as the figure is drawn
    assert "shown" in [text for _, text in text_sizes.figure_texts(fig)]
    assert len(text_sizes.figure_texts(fig)) > 1  # the tick labels
    ax.set_axis_off()
    assert text_sizes.figure_texts(fig) == [(20.0, "shown")]


def test_a_widget_picture_drawn_from_a_scene_carries_its_outlined_texts():
    scene = board_scene(((1, 0, 1),))
    assert text_sizes.read_stamp(scene_png(scene, 300)) is None
    text_sizes.stamp_pngs()
    stamp = text_sizes.read_stamp(scene_png(scene, 300))
    assert stamp is not None and stamp.split(" ", 1)[1] == "1"
    smallest = min(shape.size for shape in scene.shapes if getattr(shape, "text", ""))
    assert float(stamp.split()[0]) == pytest.approx(smallest * 300 / scene.width, rel=0.02)
