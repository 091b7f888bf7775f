"""The game widget in plain pytest: click its buttons, assert what the board and status did."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import boards

from linklab.core.board import Board, format_cell, parse_board, walk
from linklab.core.game import Game, MoveError, autoplay_moves
from linklab.core.rules import Rules
from linklab.render.draw import PALETTE, RING_FACE, kind_color, kind_label
from linklab.widgets.game import PATH_FACE, GameWidget, cell_css

#: Kinds 1 and 2 in the corners: (1, 1)-(2, 3) link, (1, 2)-(2, 1) link once they are gone.
SMALL = Board.from_rows([[1, 2, 0], [2, 0, 1]])
#: A dead end on the board alone: nothing links without the outside ring.
STUCK = Board.from_rows([[1, 2], [2, 1]])
#: A wall of kind 3 between the two 1s, with no way around inside the board.
WALLED = parse_board("1 3 1\n3 3 3")


def classes(widget) -> set[str]:
    return set(widget.get_state("_dom_classes")["_dom_classes"])


def reason(board, a, b, rules=Rules()) -> str:
    """The game's own one-line reason for refusing a pair, exactly as ``MoveError`` says it."""
    with pytest.raises(MoveError) as refused:
        Game(board, rules).remove(a, b)
    return str(refused.value)


def click(game: GameWidget, *cells) -> None:
    for cell in cells:
        game.cell_button(cell).click()


def test_a_pair_that_links_is_removed_and_its_path_shown():
    game = GameWidget(SMALL, Rules())
    picture = game.draw_picture()
    click(game, (0, 1), (1, 0))
    assert game.board.grid == ((1, 0, 0), (0, 0, 1))
    assert game.status.value.startswith("tiles left: 2 · moves made: 1")
    assert game.message.value == "removed (1, 2) and (2, 1): (1, 2) → (2, 2) → (2, 1) (1 turn)"
    marked = {
        cell for cell, button in game.buttons().items() if "linklab-game-path" in classes(button)
    }
    assert marked == {(0, 1), (1, 1), (1, 0)}
    assert game.draw_picture() != picture
    assert game.cell_button((0, 1)).description.strip() == ""
    click(game, (0, 0))  # the next click clears the marks
    assert not any("linklab-game-path" in classes(b) for b in game.buttons().values())


def test_a_rejected_pair_leaves_the_board_as_it_was():
    game = GameWidget(SMALL, Rules())
    status = game.status.value
    click(game, (0, 0), (0, 1))
    assert game.board == SMALL
    assert game.message.value == reason(SMALL, (0, 0), (0, 1))
    assert game.message.value == "(1, 1) and (1, 2) hold different kinds"
    assert game.status.value == status
    assert game.selected is None
    assert game.game.moves == ()


def test_a_pair_with_no_path_is_refused_with_the_reason():
    game = GameWidget(WALLED, Rules())
    click(game, (0, 0), (0, 2))
    assert game.board == WALLED
    assert game.message.value == reason(WALLED, (0, 0), (0, 2))
    assert game.message.value.startswith("no path joins (1, 1) and (1, 3)")


def test_outside_the_board_the_ring_opens_a_path():
    game = GameWidget(WALLED, Rules(outside=True))
    click(game, (0, 0), (0, 2))
    assert game.board.grid == ((0, 3, 0), (3, 3, 3))
    marked = {
        cell for cell, button in game.buttons().items() if "linklab-game-path" in classes(button)
    }
    assert (-1, 1) in marked  # a cell of the ring, shown as a button too
    assert "linklab-game-ring" in classes(game.cell_button((-1, 1)))


def test_picking_and_letting_go():
    game = GameWidget(SMALL, Rules())
    click(game, (0, 2))
    assert game.selected is None and game.message.value == "(1, 3) is empty: click a tile"
    click(game, (0, 0))
    assert game.selected == (0, 0)
    assert "linklab-game-selected" in classes(game.cell_button((0, 0)))
    click(game, (0, 0))
    assert game.selected is None
    assert "linklab-game-selected" not in classes(game.cell_button((0, 0)))
    assert game.board == SMALL


def test_css_classes_for_the_browser():
    game = GameWidget(SMALL, Rules(outside=True))
    assert "linklab-game" in classes(game)
    assert {"linklab-game-cell", "linklab-game-cell-2-3"} <= classes(game.cell_button((1, 2)))
    for name in ("hint", "undo", "redo", "shuffle", "step", "autoplay", "solve", "new"):
        assert f"linklab-game-{name}" in classes(getattr(game, f"{name}_button")), name
    assert "linklab-game-status" in classes(game.status)
    assert len(game.buttons()) == (2 + 2) * (3 + 2)


def test_hint_highlights_a_pair_that_can_go():
    game = GameWidget(SMALL, Rules())
    move = game.hint_button.click() or game.game.hint()
    hinted = {
        cell for cell, button in game.buttons().items() if "linklab-game-hinted" in classes(button)
    }
    assert hinted == {move.a, move.b}
    assert game.message.value == f"hint: {format_cell(move.a)} and {format_cell(move.b)}"
    assert game.board == SMALL
    click(game, move.a, move.b)
    assert game.board[move.a] == 0


def test_hint_at_a_dead_end():
    game = GameWidget(STUCK, Rules())
    game.hint_button.click()
    assert game.message.value == "no hint: dead end, nothing links"
    assert "dead end" in game.status.value


def test_undo_and_redo():
    game = GameWidget(SMALL, Rules())
    game.undo_button.click()
    assert game.message.value == "there is no move to undo"
    click(game, (0, 1), (1, 0), (0, 0), (1, 2))
    assert game.board.is_clear() and "won" in game.status.value
    game.undo_button.click()
    game.undo_button.click()
    assert game.board == SMALL and game.status.value.startswith("tiles left: 4 · moves made: 0")
    game.redo_button.click()
    assert game.board.grid == ((1, 0, 0), (0, 0, 1))
    click(game, (0, 0), (1, 2))  # a new move drops what redo could bring back
    game.redo_button.click()
    assert game.message.value == "there is no move to redo"
    assert game.board.is_clear()


def test_shuffle_only_at_a_dead_end():
    game = GameWidget(SMALL, Rules())
    game.shuffle_button.click()
    assert game.board == SMALL
    assert game.message.value == "shuffle only at a dead end: some pair can still be removed"
    stuck = GameWidget(STUCK, Rules(), seed=1)
    assert stuck.game.is_dead_end() and not stuck.shuffle_button.disabled
    stuck.shuffle_button.click()
    assert stuck.board.counts() == STUCK.counts()
    assert not stuck.game.is_dead_end()
    assert stuck.message.value == "shuffled"
    stuck.undo_button.click()
    assert stuck.board == STUCK


def test_autoplay_step_makes_the_greedy_move():
    board = parse_board("1 2 2 1\n3 3 4 4")
    game = GameWidget(board, Rules())
    first = next(autoplay_moves(board, Rules()))
    game.step_button.click()
    assert (game.game.last_move.a, game.game.last_move.b) == (first.a, first.b)
    assert game.board == board.remove_pair(first.a, first.b)
    assert game.message.value.startswith("auto-play removed (1, 2) and (1, 3)")


def test_autoplay_all_clears_a_solvable_board():
    game = GameWidget(rows=6, cols=8, kinds=6, seed=3, solvable=True)
    game.autoplay_button.click()
    assert game.board.is_clear()
    assert game.status.value == "tiles left: 0 · moves made: 24 · won: the board is clear"
    game.step_button.click()
    assert game.message.value == "auto-play: the board is clear"


def test_autoplay_all_stops_at_a_dead_end():
    game = GameWidget(STUCK, Rules())
    game.autoplay_button.click()
    assert game.board == STUCK
    assert game.message.value == "auto-play made 0 moves: stuck at a dead end with 4 tiles left"


def test_solve_then_play_the_solution():
    game = GameWidget(rows=4, cols=6, kinds=4, seed=5, solvable=True)
    assert game.play_solution_button.disabled
    game.solve_button.click()
    assert game.solution.status == "solved"
    assert game.solve_result.value.startswith("<b>solvable</b>: 12 moves clear it")
    assert not game.play_solution_button.disabled
    game.play_solution_button.click()
    assert game.board.is_clear()
    assert game.message.value == "played the solver's 12 moves"


def test_solve_proves_a_dead_end_unsolvable():
    game = GameWidget(STUCK, Rules())
    game.solve_button.click()
    assert game.solve_result.value.startswith("<b>unsolvable</b>")
    game.play_solution_button.click()
    assert game.board == STUCK
    assert game.message.value == "no solution for this board yet: press Solve"


def test_a_solution_goes_stale_when_the_board_changes():
    game = GameWidget(SMALL, Rules())
    game.solve_button.click()
    click(game, (0, 1), (1, 0))
    assert game.play_solution_button.disabled


def test_new_deals_from_the_seed_and_moves_it_on():
    game = GameWidget(rows=4, cols=5, kinds=3, seed=7, solvable=False)
    assert game.seed.value == 7  # the controls show the board on screen
    first = game.board
    game.rows.value, game.cols.value = 2, 4
    game.new_button.click()
    assert game.board.shape == (2, 4) and game.board != first
    assert game.message.value == "new 2x4 game, seed 8"
    assert game.seed.value == 8
    game.seed.value = 3  # a seed asked for is dealt as it is
    game.new_button.click()
    assert game.message.value == "new 2x4 game, seed 3" and game.seed.value == 3
    assert len(game.buttons()) == (2 + 2) * (4 + 2)
    game.outside.value = False
    game.new_button.click()
    assert not game.rules.outside and len(game.buttons()) == 2 * 4


def test_new_with_a_shape_that_cannot_be_dealt_changes_nothing():
    game = GameWidget(rows=2, cols=2, kinds=2, seed=0)
    before = game.board
    game.rows.value, game.cols.value = 3, 3
    game.new_button.click()
    assert game.board == before
    assert game.message.value.startswith("cannot deal:")


@pytest.mark.parametrize(
    "corners, cells",
    [
        ([(0, 0), (0, 1)], [(0, 0), (0, 1)]),
        ([(2, 0), (0, 0), (0, -1)], [(2, 0), (1, 0), (0, 0), (0, -1)]),
    ],
)
def test_walk_gives_every_cell_of_a_path(corners, cells):
    assert walk(corners) == cells


def test_export_writes_the_board_as_shown(tmp_path):
    game = GameWidget(rows=4, cols=4, kinds=2, seed=3, export_dir=tmp_path)
    game.exporter.format.value = "all"
    written = game.exporter.export()
    assert sorted(p.suffix for p in written) == [".pdf", ".png", ".svg"]
    assert all(p.stat().st_size > 0 and p.parent == tmp_path for p in written)
    assert game.exporter.label.value.startswith("wrote ")


# --- the small confusions a new user met ------------------------------------------------------


def _descendants(widget):
    for child in getattr(widget, "children", ()):
        yield child
        yield from _descendants(child)


def test_the_board_is_shown_once_with_the_last_path_on_the_grid():
    game = GameWidget(SMALL, Rules())
    shown = list(_descendants(game))
    assert game.grid in shown and game.picture not in shown
    assert not any(type(w).__name__ == "Image" for w in shown)
    click(game, (0, 1), (1, 0))
    marked = {cell for cell, b in game.buttons().items() if "linklab-game-path" in classes(b)}
    assert marked == set(walk(game.game.last_move.path))


def test_the_new_controls_show_the_board_on_screen():
    game = GameWidget(WALLED, Rules(outside=False))
    assert (game.rows.value, game.cols.value) == WALLED.shape
    assert game.outside.value is False
    dealt = GameWidget(rows=4, cols=6, kinds=3, seed=11)
    assert (dealt.rows.value, dealt.cols.value, dealt.seed.value) == (4, 6, 11)


def test_solve_on_a_cleared_board_says_it_is_clear():
    game = GameWidget(SMALL, Rules())
    game.autoplay_all()
    assert game.game.is_won()
    result = game.solve()
    assert result.status == "solved" and result.moves == () and result.nodes == 0
    assert "already clear" in game.message.value
    assert "already clear" in game.solve_result.value
    assert game.play_solution_button.disabled


# --- what the page carries: shared models, one stylesheet, one message per changed cell -------


def _css_rules(css: str) -> list[tuple[str, str]]:
    """(selector, declarations) for every rule of a ``<style>`` block, in order."""
    body = css.removeprefix("<style>").removesuffix("</style>")
    return [
        (selector.strip(), declarations.strip())
        for selector, declarations in (
            rule.split("{", 1) for rule in body.split("}") if "{" in rule
        )
    ]


def _background(css: str, cls: str) -> str:
    """The background colour the last rule naming ``cls`` gives (as a browser would apply it)."""
    found = ""
    for selector, declarations in _css_rules(css):
        if selector.endswith(f".{cls}") and "background-color:" in declarations:
            found = declarations.split("background-color:")[1].split(";")[0].strip()
    return found


@settings(max_examples=examples(25), deadline=None)
@given(boards(max_kind=len(PALETTE) + 2), st.booleans())
def test_every_cell_shows_its_kind_colour_through_its_classes(board, outside):
    game = GameWidget(board, Rules(outside=outside))
    css = game.stylesheet.value
    assert game.stylesheet in game.children
    for cell, button in game.buttons().items():
        faces = [name for name in classes(button) if name.startswith("linklab-game-face-")]
        if board.contains(cell):
            assert len(faces) == 1, classes(button)
            assert _background(css, faces[0]) == kind_color(board[cell])
            assert button.description.strip() == (kind_label(board[cell]) if board[cell] else "")
        else:
            assert faces == [] and "linklab-game-ring" in classes(button)
            assert _background(css, "linklab-game-ring") == RING_FACE


def test_marks_are_drawn_over_a_tile_colour():
    css = cell_css()
    selectors = [selector for selector, _ in _css_rules(css)]
    last_face = max(i for i, s in enumerate(selectors) if "linklab-game-face-" in s)
    for mark in ("linklab-game-path", "linklab-game-hinted", "linklab-game-selected"):
        assert min(i for i, s in enumerate(selectors) if s.endswith(f".{mark}")) > last_face
    assert _background(css, "linklab-game-path") == PATH_FACE


def test_all_cells_share_one_layout_and_one_style():
    game = GameWidget(rows=4, cols=6, kinds=3, seed=2)
    buttons = list(game.buttons().values())
    assert len({id(b.layout) for b in buttons}) == 1
    assert len({id(b.style) for b in buttons}) == 1
    game.new_button.click()  # a New on the same shape keeps the buttons and their models
    assert {id(b.layout) for b in game.buttons().values()} == {id(buttons[0].layout)}


def test_new_changes_each_cell_with_at_most_one_message(messages):
    game = GameWidget(rows=10, cols=20, kinds=10, seed=0)
    before = game.board
    messages.clear()
    game.new_button.click()
    after = game.board
    cells = {button.model_id: cell for cell, button in game.buttons().items()}
    per_cell: dict = {}
    for widget, message in messages:
        if widget in cells and message.get("method") == "update":
            per_cell.setdefault(cells[widget], []).append(set(message["state"]))
    assert all(len(sent) == 1 for sent in per_cell.values()), per_cell
    changed = {cell for cell in after.cells() if after[cell] != before[cell]}
    assert set(per_cell) == changed
    shared = {look.model_id for look in game.shared_looks}
    assert shared and not any(widget in shared for widget, _ in messages)


def test_tab_passes_the_grid_s_buttons_for_its_key_box():
    """The mouse clicks a cell; the keyboard plays in the key box: the cells take no Tab stop."""
    game = GameWidget(SMALL, Rules())
    assert game.buttons() and all(b.tabbable is False for b in game.buttons().values())
    assert game.board_keys.tabbable is not False  # the one stop the keyboard plays from
