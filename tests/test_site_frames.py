"""The static page's frame codec (``linklab.site.frames``): every frame rebuilt from its tiles
is the frame as drawn, pixel for pixel after its player's palette; frames drawn alike share one
description, frames drawn differently never do."""

from __future__ import annotations

import io

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from linklab.site import frames as site_frames

#: A flat drawing's colours: a background, board colours, a text colour.
FLAT = [(255, 255, 255), (0, 0, 0), (30, 90, 200), (250, 200, 40), (200, 40, 40), (90, 180, 90)]


def png_of(picture: np.ndarray) -> bytes:
    out = io.BytesIO()
    Image.fromarray(picture.astype(np.uint8), "RGB").save(out, "PNG")
    return out.getvalue()


@st.composite
def players(draw, colours=None):
    """A player's frames: a first picture, then each step a few pixels (or the size) changed."""
    colours = st.sampled_from(FLAT) if colours is None else colours
    height, width = draw(st.integers(1, 40)), draw(st.integers(1, 40))
    first = np.array(
        draw(st.lists(colours, min_size=height * width, max_size=height * width)), np.uint8
    ).reshape(height, width, 3)
    frames = [first]
    for _ in range(draw(st.integers(0, 5))):
        picture = frames[-1].copy()
        if draw(st.integers(0, 5)) == 0:  # a frame of another size
            picture = picture[: draw(st.integers(1, height)), : draw(st.integers(1, width))]
        for _ in range(draw(st.integers(0, 4))):
            y = draw(st.integers(0, picture.shape[0] - 1))
            x = draw(st.integers(0, picture.shape[1] - 1))
            picture[y, x] = draw(colours)
        frames.append(picture)
    return frames


def rebuilt(encoded, player: int) -> list[np.ndarray]:
    return [
        site_frames.rebuild(encoded.table, encoded.atlases, ref) for ref in encoded.refs[player]
    ]


@given(st.lists(players(), min_size=1, max_size=3), st.sampled_from([8, 16, 32]))
def test_a_frame_of_few_colours_is_rebuilt_from_its_tiles_exactly(drawn, tile):
    encoded = site_frames.encode_players(
        [[png_of(p) for p in frames] for frames in drawn], tile=tile
    )
    assert len(encoded.refs) == len(drawn)
    for player, frames in enumerate(drawn):
        assert len(encoded.refs[player]) == len(frames)
        for step, (picture, back) in enumerate(zip(frames, rebuilt(encoded, player))):
            assert back.shape == picture.shape, f"player {player}, step {step}"
            assert np.array_equal(back, picture), f"player {player}, step {step}"


@settings(max_examples=50)  # each example encodes a whole player (17 s at the default 150)
@given(players(colours=st.tuples(*[st.integers(0, 255)] * 3)), st.sampled_from([8, 16]))
def test_a_frame_of_many_colours_is_rebuilt_as_its_palette_shows_it(frames, tile):
    encoded = site_frames.encode_players([[png_of(p) for p in frames]], tile=tile, colours=4)
    palette = encoded.palettes[0]
    assert len(palette) <= 4
    for step, (picture, back) in enumerate(zip(frames, rebuilt(encoded, 0))):
        expected = site_frames.on_palette(picture, palette)
        assert np.array_equal(back, expected), f"step {step}"


@given(players(), st.sampled_from([8, 16]))
def test_frames_drawn_alike_share_a_description_and_no_others_do(frames, tile):
    frames = frames + frames[:2]  # the first frames drawn again
    encoded = site_frames.encode_players([[png_of(p) for p in frames]], tile=tile)
    refs = encoded.refs[0]
    for i, a in enumerate(frames):
        for j, b in enumerate(frames):
            alike = a.shape == b.shape and np.array_equal(a, b)
            assert (refs[i] == refs[j]) == alike, (i, j)
    assert len(encoded.table["frames"]) == len(set(refs))


@given(
    st.lists(st.sampled_from(FLAT[1:]), min_size=1, max_size=len(FLAT) - 1, unique=True),
    st.integers(1, 8),
    st.integers(0, 2**32 - 1),
)
def test_every_colour_that_fills_a_tile_is_kept_exactly(flat, texts, seed):
    """A board's cells keep their colours when the palette has room for them, however many
    pixels a shade of the text fills (a shade that fills no whole tile takes the nearest)."""
    rng = np.random.default_rng(seed)
    flat = [FLAT[0], *flat]
    picture = np.zeros((16, 16 * (len(flat) + texts), 3), np.uint8)
    for i, colour in enumerate(flat):
        picture[:, 16 * i : 16 * (i + 1)] = colour
    text = picture[:, 16 * len(flat) :]
    text[:] = FLAT[0]
    shade = rng.integers(0, 256, 3)
    dots = rng.random(text.shape[:2]) < 0.6
    dots[0, ::16] = False  # every tile of text keeps a pixel of the background
    text[dots] = shade
    palette = site_frames.encode_players([[png_of(picture)]], colours=len(flat)).palettes[0]
    assert {tuple(c) for c in palette.tolist()} == {tuple(c) for c in flat}


def test_a_frame_the_same_as_the_one_before_but_a_few_tiles_is_described_by_them():
    picture = np.full((64, 64, 3), 255, np.uint8)
    later = picture.copy()
    later[20, 40] = (0, 0, 0)  # one tile changed
    encoded = site_frames.encode_players([[png_of(picture), png_of(later)]], tile=16)
    whole, changed = encoded.table["frames"]
    assert whole[3] == -1 and len(whole[4:]) == 16
    assert changed[3] == 0 and len(changed[4:]) == 2  # (gap, tile): one position


@pytest.mark.parametrize("tile", [8, 16, 32])
def test_a_player_of_many_distinct_tiles_fills_more_than_one_atlas(tile):
    rng = np.random.default_rng(tile)
    side = 4
    picture = rng.choice(np.array(FLAT, np.uint8), (tile * 5, tile * 5))  # 25 distinct tiles
    encoded = site_frames.encode_players([[png_of(picture)]], tile=tile, side=side)
    assert len(encoded.atlases) == -(-25 // (side * side))
    back = site_frames.rebuild(encoded.table, encoded.atlases, 0)
    assert np.array_equal(back, picture)
