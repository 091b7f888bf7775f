"""Told apart without colour: the kinds' palette and the search's marks under simulated
protanopia, deuteranopia and tritanopia (Machado 2009), every tile's letter legible on it, and
every text of a picture at 4.5:1 or more on what it is drawn over."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings

from linklab.core.board import Board
from linklab.core.search import bfs_events, dfs_events
from linklab.core.trace import replay
from linklab.render.scene import vision
from linklab.render.scene.board import board_scene
from linklab.render.scene.palette import (
    BACKTRACKED_FACE,
    EMPTY_FACE,
    EXPANDED_FACE,
    PALETTE,
    REACHED_FACE,
    ink_for,
    kind_color,
    kind_label,
)
from linklab.render.scene.search import frame_scene
from linklab.render.scene.shapes import Rect, Scene, Text
from tests.strategies import boards_with_pair

SIMULATED = (*vision.DEFICIENCIES, "achromatopsia")
#: Two tiles' colours this far apart (CIE76) are told apart at a glance.
APART = 10.0
#: The kinds a game deals by default (``Deal``): their colours alone tell them apart under
#: protanopia and deuteranopia, the two commonest (about 1 man in 12).
DEALT_KINDS = 10
#: Under a simulation a letter's contrast may fall a little (luminance shifts): it stays at
#: least the large text's 3:1 (a tile's letter is bold and half a cell high).
SIMULATED_LETTER = 3.0
INK = {"black": "#000000", "white": "#FFFFFF"}


def test_the_matrices_keep_grey_grey_and_the_simulation_changes_colour():
    for deficiency, matrix in vision.DEFICIENCIES.items():
        assert all(abs(sum(row) - 1) < 1e-5 for row in matrix), deficiency
        assert vision.simulate("#808080", deficiency) == "#808080"
    # red and green, far apart in full colour, come close for protanopes and deuteranopes
    red, green = "#D55E00", "#009E73"
    assert vision.delta_e(red, green) > 60
    seen = vision.seen_delta_e("#FF0000", "#00FF00")
    assert seen["deuteranopia"] < seen["normal"] / 2
    with pytest.raises(ValueError, match="no deficiency 'mono'"):
        vision.simulate(red, "mono")


def test_the_dealt_kinds_keep_apart_in_colour_for_protanopes_and_deuteranopes():
    colours = PALETTE[:DEALT_KINDS]
    close = [
        (kind_label(i + 1), kind_label(j + 1), deficiency, round(seen[deficiency], 1))
        for (i, a), (j, b) in itertools.combinations(enumerate(colours), 2)
        for seen in [vision.seen_delta_e(a, b)]
        for deficiency in ("normal", "protanopia", "deuteranopia")
        if seen[deficiency] < APART
    ]
    assert close == []


@pytest.mark.parametrize("deficiency", SIMULATED)
def test_every_pair_of_kinds_is_apart_in_colour_or_told_by_its_letter(deficiency):
    scene = board_scene([list(range(1, len(PALETTE) + 1))])
    letters = {}
    for kind in range(1, len(PALETTE) + 1):
        tile = scene.tagged(f"tile-1-{kind}")
        letter = scene.tagged(f"letter-1-{kind}")
        assert isinstance(tile, Rect) and isinstance(letter, Text)
        assert tile.fill == kind_color(kind)
        ink = INK.get(letter.fill, letter.fill)
        assert vision.contrast(ink, tile.fill) >= vision.TEXT_CONTRAST, kind_label(kind)
        seen = vision.contrast(
            vision.simulate(ink, deficiency), vision.simulate(tile.fill, deficiency)
        )
        if seen >= SIMULATED_LETTER:
            letters[kind] = letter.text
    for a, b in itertools.combinations(range(1, len(PALETTE) + 1), 2):
        apart = vision.seen_delta_e(kind_color(a), kind_color(b))[deficiency] >= APART
        told = a in letters and b in letters and letters[a] != letters[b]
        assert apart or told, (kind_label(a), kind_label(b))


def test_ink_for_picks_the_ink_of_higher_contrast():
    for colour in PALETTE:
        other = "white" if ink_for(colour) == "black" else "black"
        assert vision.contrast(INK[ink_for(colour)], colour) >= vision.contrast(INK[other], colour)


def ground_of(scene: Scene, at: int, x: float, y: float) -> str:
    """The fill of the last rectangle drawn before shape ``at`` under (x, y); white if none."""
    for shape in reversed(scene.shapes[:at]):
        if (
            isinstance(shape, Rect)
            and shape.fill != "none"
            and shape.x <= x <= shape.x + shape.width
            and shape.y <= y <= shape.y + shape.height
        ):
            return shape.fill
    return EMPTY_FACE


def low_contrast_texts(scene: Scene) -> list[tuple[str, str, str, float]]:
    """Each text of ``scene`` under 4.5:1 on its ground: (tag or text, ink, ground, ratio)."""
    low = []
    for at, shape in enumerate(scene.shapes):
        if isinstance(shape, Text) and shape.text.strip():
            ground = ground_of(scene, at, shape.x, shape.y)
            ink = INK.get(shape.fill, shape.fill)
            ratio = vision.contrast(ink, ground)
            if ratio < vision.TEXT_CONTRAST:
                low.append((shape.tag or shape.text, ink, ground, round(ratio, 2)))
    return low


def test_a_text_on_too_light_a_ground_is_found():
    scene = Scene(1, 1, (Rect(0, 0, 1, 1, "#FFFFFF"), Text(0.5, 0.5, "A", 0.5, "#999999")))
    assert low_contrast_texts(scene) == [("A", "#999999", "#FFFFFF", 2.85)]


#: Small boards whose searches reach tiles, refuse moves into them, queue tiles and backtrack.
SEARCHED = (
    (((1, 0, 2, 0, 3), (0, 4, 0, 5, 0), (2, 0, 6, 0, 1), (0, 7, 0, 8, 0)), (0, 0), (2, 4)),
    (((9, 0, 0, 12), (0, 10, 11, 0), (0, 0, 0, 9)), (0, 0), (2, 3)),
    (((13, 14, 15), (16, 0, 17), (18, 19, 13)), (0, 0), (2, 2)),
)


@pytest.mark.parametrize("grid, a, b", SEARCHED)
def test_every_text_of_a_search_step_reads_at_4_5_to_1(grid, a, b):
    board = Board.from_rows(grid)
    for events, method in ((bfs_events(board, a, b), "bfs"), (dfs_events(board, a, b), "dfs")):
        for frame in replay(events):
            scene = frame_scene(board.grid, True, frame, method, (a, b), caption=True, legend=True)
            assert low_contrast_texts(scene) == [], (method, frame.step)


@settings(max_examples=10, deadline=None)
@given(boards_with_pair())
def test_every_text_of_the_last_step_of_a_search_reads_at_4_5_to_1(case):
    board, a, b = case
    frame = replay(bfs_events(board, a, b))[-1]
    assert low_contrast_texts(frame_scene(board.grid, False, frame, "bfs", (a, b))) == []


def test_every_text_of_a_board_with_every_kind_reads_at_4_5_to_1():
    grid = [[kind for kind in range(1, 13)], [kind for kind in range(13, len(PALETTE) + 1)]]
    assert low_contrast_texts(board_scene(grid, True)) == []


def test_search_faces_close_in_colour_carry_a_mark_of_their_own():
    """A reached cell shows its turns, a cell backtracked from is struck through: faces too
    close for some eye to tell apart (or from an empty cell) still differ by a mark."""
    board = Board.from_rows([[1, 0, 0, 0], [0, 2, 2, 0], [0, 0, 0, 1]])
    frames = replay(dfs_events(board, (0, 0), (2, 3)))
    marks = {REACHED_FACE: "note", EXPANDED_FACE: "note", BACKTRACKED_FACE: "struck"}
    faces = [EMPTY_FACE, REACHED_FACE, EXPANDED_FACE, BACKTRACKED_FACE]
    close = [
        (a, b)
        for a, b in itertools.combinations(faces, 2)
        if min(vision.seen_delta_e(a, b).values()) < APART
    ]
    assert close, "no faces close: this test checks nothing"
    checked = set()
    for frame in frames:
        scene = frame_scene(board.grid, False, frame, "dfs", ((0, 0), (2, 3)))
        tags = {shape.tag for shape in scene.shapes}
        for shape in scene.shapes:
            if isinstance(shape, Rect) and shape.tag.startswith("cell-") and shape.fill in marks:
                cell = shape.tag.removeprefix("cell-")
                for pair in close:
                    if shape.fill in pair:
                        mark = marks[shape.fill]
                        others = [f for f in pair if f != shape.fill]
                        shared = others and marks.get(others[0]) == mark
                        assert f"{mark}-{cell}" in tags or shared, (shape.fill, cell)
                        checked.add(pair)
    assert checked


def test_every_text_of_a_six_digit_layout_reads_at_4_5_to_1():
    from linklab.render.scene.sixdigits import layout_scene, state_scene

    assert low_contrast_texts(state_scene((1, 2, 3, 4, 5, 6))) == []
    assert low_contrast_texts(layout_scene((2, 1, 3, 4, 5, 6), "BFS", "3 moves")) == []


@pytest.mark.parametrize("grid, a, b", SEARCHED[:2])  # the third has no empty cell
def test_a_cell_waiting_in_the_queue_is_outlined_and_numbered_not_only_lighter(grid, a, b):
    """Reached (light) and taken off the queue (darker) differ in shade; a reached cell also
    carries its outline and its place in the queue, so no eye needs the shade alone."""
    board = Board.from_rows(grid)
    seen = 0
    for frame in replay(bfs_events(board, a, b)):
        scene = frame_scene(board.grid, True, frame, "bfs", (a, b))
        tags = {shape.tag for shape in scene.shapes}
        for shape in scene.shapes:
            if isinstance(shape, Rect) and shape.tag.startswith("cell-"):
                cell = shape.tag.removeprefix("cell-")
                if shape.fill == REACHED_FACE:
                    seen += 1
                    assert f"frontier-{cell}" in tags and f"order-{cell}" in tags, cell
    assert seen


def test_cells_taken_off_the_queue_are_ticked_and_the_waiting_ones_are_not():
    """Reached and taken off the queue differ by a shade, and by a tick: every empty cell a BFS
    has taken off the queue carries one (``taken-R-C``), and no other cell does."""
    board = Board.from_rows([[1, 0, 0, 0], [0, 2, 2, 0], [0, 0, 0, 1]])
    frames = replay(bfs_events(board, (0, 0), (2, 3)))
    seen_ticks = 0
    for frame in frames:
        scene = frame_scene(board.grid, False, frame, "bfs", ((0, 0), (2, 3)))
        ticked = {shape.tag for shape in scene.shapes if shape.tag.startswith("taken-")}
        waiting = {state[0] for state in frame.frontier}
        expected = {
            f"taken-{r + 1}-{c + 1}" for r, c in frame.expanded - waiting if not board.grid[r][c]
        }
        assert ticked == expected, frame.step
        seen_ticks += len(ticked)
    assert seen_ticks, "no cell was ever taken off the queue: this test checks nothing"
