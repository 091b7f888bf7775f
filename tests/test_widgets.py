"""Widgets in plain pytest: set a control's value or click a button, assert what changed."""

from __future__ import annotations

import re

import matplotlib

matplotlib.use("Agg")

import pytest
from PIL import Image

from linklab.core import sixdigits
from linklab.core.board import Board, format_board, parse_board
from linklab.core.rules import Rules
from linklab.core.search import bfs_events, dfs_events
from linklab.core.trace import Trace, summarize
from linklab.documents.approaches import METHODS
from linklab.widgets import BoardEditor, SixDigitExplorer, TracePlayer
from linklab.widgets.stage import PAGE_SIDE

HDU = parse_board("1 2 3 4\n0 0 0 0\n4 3 2 1")
OPEN = parse_board("1 0 0 0 0\n0 0 2 0 0\n0 2 0 0 1")
MAGIC = {"png": b"\x89PNG\r\n\x1a\n", "svg": b"<?xml", "pdf": b"%PDF", "gif": b"GIF89a"}


def assert_file(path, fmt):
    data = path.read_bytes()
    assert data.startswith(MAGIC[fmt]), (path, data[:10])
    if fmt in ("png", "gif"):
        with Image.open(path) as image:
            image.verify()


def classes(widget):
    return set(widget.get_state("_dom_classes")["_dom_classes"])


# --- the trace player ---------------------------------------------------------------------


@pytest.fixture
def player(tmp_path):
    events = bfs_events(OPEN, (0, 0), (2, 4), Rules(outside=True))
    return TracePlayer(OPEN, events, Rules(outside=True), export_dir=tmp_path, dpi=40)


def test_counters_follow_the_stream(player):
    step = len(player.trace) // 2
    player.step = step
    counts = player.counts()
    summary = summarize(player.trace.events[:step])
    assert counts["step"] == f"{step} / {len(player.trace)}"
    assert counts["states expanded"] == summary.expanded
    assert counts["largest frontier"] == summary.largest_frontier
    assert counts["in the queue"] == len(player.frame.frontier)
    assert counts["best path"] == "not yet"
    assert f"<b>{summary.expanded}</b>" in player.shown_text("linklab-player-counters")
    player.step = len(player.trace)
    path = player.trace.events[-1].path
    turns = len(path) - 2
    assert player.counts()["best path"] == f"{turns} turn" + ("s" if turns != 1 else "")


def test_a_dfs_player_lists_the_stack(tmp_path):
    trace = Trace(dfs_events(HDU, (0, 0), (2, 3)))
    player = TracePlayer(HDU, trace, Rules(), dpi=40, export_dir=tmp_path)
    assert player.method == "dfs"
    step = max(range(len(trace) + 1), key=lambda i: len(trace.frame(i).frontier))
    player.step = step
    assert player.queue_lines[-1].endswith("(top)")
    assert "stack, bottom first" in player.shown_text("linklab-player-queue")
    assert "backtracks" in player.counts()


#: SVG and PDF are written in make check by test_player_exports_all_three_pictures; their
#: contents read here in make test.
@pytest.mark.parametrize(
    "fmt",
    ["png", *(pytest.param(fmt, marks=pytest.mark.slow) for fmt in ("svg", "pdf", "gif")), "json"],
)
def test_player_exports_each_format(player, tmp_path, fmt):
    player.step = 4
    player.exporter.format.value = fmt
    player.exporter.button.click()
    [written] = player.exporter.written
    assert written.parent == tmp_path and written.suffix == f".{fmt}"
    if fmt != "json":
        assert_file(written, fmt)
    assert str(written) in player.exporter.label.value


def test_player_exports_all_three_pictures(player, tmp_path):
    player.exporter.format.value = "all"
    player.exporter.button.click()
    assert sorted(p.suffix for p in player.exporter.written) == [".pdf", ".png", ".svg"]
    assert player.exporter.label.value.count(str(tmp_path)) == 3


# --- the board editor -----------------------------------------------------------------------


@pytest.fixture
def editor(tmp_path):
    return BoardEditor(Board.empty(3, 4), kinds=4, export_dir=tmp_path)


def test_clicking_cells_paints_the_chosen_kind_and_undo_takes_it_back(editor):
    editor.palette_buttons[2].click()
    editor.cell_button((0, 1)).click()
    assert editor.board[0, 1] == 2
    button = editor.cell_button((0, 1))
    assert button.description == "B" and button.style.button_color == "#56B4E9"
    editor.palette_buttons[0].click()  # the blank swatch clears
    editor.cell_button((0, 1)).click()
    assert editor.board[0, 1] == 0 and editor.cell_button((0, 1)).description.strip() == ""
    editor.undo_button.click()
    assert editor.board[0, 1] == 2
    editor.undo_button.click()
    assert editor.board == Board.empty(3, 4)
    editor.undo_button.click()
    assert editor.message.value == "nothing to undo"


def test_a_grid_of_buttons_one_per_cell_with_classes(editor):
    assert len(editor.grid.children) == 12
    assert "linklab-cell-3-4" in classes(editor.cell_button((2, 3)))
    assert editor.grid.layout.grid_template_columns == "repeat(4, 30px)"
    assert [b.description for b in editor.palette_buttons] == ["", "A", "B", "C", "D"]


def test_picking_endpoints_and_running_each_method(editor):
    editor.load_text(format_board(HDU))
    editor.mode.value = "endpoints"
    editor.cell_button((0, 0)).click()
    editor.cell_button((2, 3)).click()
    assert editor.ends == [(0, 0), (2, 3)]
    assert "linklab-end" in classes(editor.cell_button((0, 0)))
    for method in METHODS:  # every search, and the checker
        editor.method.value = method
        editor.run_button.click()
        assert editor.path is not None and editor.path[0] == (0, 0)
        assert "(1, 1) →" in editor.result.value and "2 turns" in editor.result.value
        if method == "fast":
            assert editor.result_box.children == (editor.picture,)
            assert bytes(editor.picture.value).startswith(MAGIC["png"])
        else:
            assert editor.player is not None and editor.player.method == method
            assert editor.result_box.children == (editor.player,)


def test_the_rule_controls_change_the_answer(editor):
    editor.load_text("1 2 1")
    editor.mode.value = "endpoints"
    editor.cell_button((0, 0)).click()
    editor.cell_button((0, 2)).click()
    editor.run()
    assert editor.path is None and "no path" in editor.result.value
    editor.outside.value = True
    editor.run()
    assert editor.path is not None and len(editor.path) == 4
    editor.max_turns.value = 1
    editor.run()
    assert editor.path is None


def test_a_third_pick_replaces_the_first_and_a_repeat_unpicks(editor):
    editor.mode.value = "endpoints"
    for cell in [(0, 0), (0, 1), (0, 2)]:
        editor.cell_button(cell).click()
    assert editor.ends == [(0, 1), (0, 2)]
    assert "linklab-end" not in classes(editor.cell_button((0, 0)))
    editor.cell_button((0, 1)).click()
    assert editor.ends == [(0, 2)]


def test_running_without_a_pair_explains_in_one_line(editor):
    editor.run_button.click()
    assert editor.message.value.startswith("pick two tiles first")
    editor.load_text("1 2")
    editor.mode.value = "endpoints"
    editor.cell_button((0, 0)).click()
    editor.cell_button((0, 1)).click()
    editor.run_button.click()
    assert editor.message.value == "(1, 1) and (1, 2): the kinds differ"
    assert editor.player is None


def test_bad_text_leaves_the_board_and_says_why(editor):
    editor.load_text("1 2 3\n4 5")
    assert editor.board == Board.empty(3, 4)
    assert editor.message.value.startswith("cannot load: line 2")
    assert "\n" not in editor.message.value
    assert editor.history == []


def test_load_and_save_text_round_trip(editor):
    editor.text.value = "AB*\n*BA"
    editor.load_button.click()
    assert editor.board.grid == ((1, 2, 0), (0, 2, 1))
    assert len(editor.grid.children) == 6 and editor.rows.value == 2
    editor.form.value = "rows"
    editor.save_button.click()
    assert editor.text.value == "1 2 0\n0 2 1"
    editor.form.value = "letters"
    editor.save_button.click()
    assert parse_board(editor.text.value) == editor.board


def test_resize_keeps_what_fits(editor):
    editor.load_text("1 2 3 4\n5 6 7 8")
    editor.rows.value, editor.cols.value = 3, 2
    editor.resize_button.click()
    assert editor.board.grid == ((1, 2), (5, 6), (0, 0))
    assert len(editor.grid.children) == 6
    editor.resize(0, 5)
    assert editor.board.shape == (3, 2) and "1 to 40" in editor.message.value
    editor.undo()
    assert editor.board.grid == ((1, 2, 3, 4), (5, 6, 7, 8))


def test_fill_at_random_is_seeded_with_even_counts(editor):
    editor.seed.value = 11
    editor.fill_button.click()
    first = editor.board
    assert not first.is_clear()
    assert all(count % 2 == 0 for count in first.counts().values())
    assert set(first.counts()) <= {1, 2, 3, 4}
    assert editor.seed.value == 12  # the next fill differs
    editor.undo()
    editor.fill(11)
    assert editor.board == first


def test_an_odd_board_cannot_be_filled_and_stays(editor):
    editor.resize(3, 3)
    before = editor.board
    editor.fill(1)
    assert editor.board == before
    assert "odd" in editor.message.value or "cannot be dealt" in editor.message.value


def test_editing_forgets_the_old_answer(editor):
    editor.load_text("1 0 1")
    editor.mode.value = "endpoints"
    editor.cell_button((0, 0)).click()
    editor.cell_button((0, 2)).click()
    editor.run()
    assert editor.path is not None
    editor.mode.value = "paint"
    editor.palette_buttons[3].click()
    editor.cell_button((0, 1)).click()
    assert editor.path is None and editor.result_box.children == ()


@pytest.mark.parametrize("fmt", ["png", "svg", "pdf"])
def test_editor_exports_its_picture(editor, tmp_path, fmt):
    editor.load_text("1 0 1")
    editor.exporter.format.value = fmt
    editor.exporter.button.click()
    [written] = editor.exporter.written
    assert_file(written, fmt)
    assert written.name in editor.exporter.label.value


def test_editor_exports_the_trace_step_once_searched(editor, tmp_path):
    editor.load_text("1 0 1")
    editor.mode.value = "endpoints"
    editor.cell_button((0, 0)).click()
    editor.cell_button((0, 2)).click()
    editor.run()
    editor.player.step = 3
    editor.exporter.button.click()
    assert editor.exporter.written[0].name == "editor-step0003.png"


# --- the six-digit explorer -----------------------------------------------------------------


@pytest.fixture(scope="module")
def explorer(tmp_path_factory):
    return SixDigitExplorer((2, 5, 6, 4, 3, 1), export_dir=tmp_path_factory.mktemp("six"))


def test_moves_change_the_state_and_the_way_home(explorer):
    explorer.reset()
    assert explorer.word == "αααβαα"
    before = explorer.png
    explorer.apply("α")
    assert explorer.state == sixdigits.apply_move((2, 5, 6, 4, 3, 1), "α")
    assert explorer.word == "ααβαα"
    assert explorer.png != before
    assert "ααβαα" in explorer.info and "moves made: α" in explorer.info
    line = explorer.way_home_xy()
    assert len(line) == 6  # the state and the five states on the way home
    explorer.apply("α'")
    assert explorer.state == (2, 5, 6, 4, 3, 1) and explorer.moves_made == "αα'"
    explorer.undo_button.click()
    explorer.undo_button.click()
    assert explorer.moves_made == "" and explorer.state == (2, 5, 6, 4, 3, 1)


def test_a_long_list_of_moves_wraps_inside_the_widget(explorer):
    explorer.reset()
    for k in range(60):
        explorer.apply("αβ"[k % 3 == 0])
    made = explorer.moves_made
    assert len(made) == 60 and made in explorer.info  # one word, no place to break it
    pad = explorer.pad
    rule = re.search(r"\.linklab-six-info\s*\{([^}]*)\}", pad._css)
    assert rule and re.search(r"overflow-wrap:\s*anywhere", rule[1]), pad._css
    # The text's box is the picture's width, so the word breaks under the picture.
    script = PAGE_SIDE.read_text()
    assert 'info.className = "linklab-six-info"' in script
    assert 'info.style.maxWidth = model.get("width") + "px"' in script
    explorer.reset()


def test_the_current_state_is_ringed_on_the_graph(explorer):
    explorer.reset()
    explorer.apply("β")
    ((x, y),) = explorer.ringed_xy()
    strokes = [s for s in explorer.picture.shapes if s.tag.startswith("layouts-")]
    dots = [(a[0] + b[0]) / 2 for s in strokes for a, b in zip(s.points[::2], s.points[1::2])]
    assert any(abs(dot - x) < 1e-9 for dot in dots)
    assert explorer.way_home_xy()[0] == pytest.approx((x, y))  # home from the layout ringed
    explorer.reset()


def test_layers_are_listed_with_the_current_depth_marked(explorer):
    explorer.reset()
    sizes = [len(layer) for layer in sixdigits.layers()]
    assert " ".join(map(str, sizes[:6])) in explorer.info
    assert f"<b>[{sizes[6]}]</b>" in explorer.info  # αααβαα: six moves from home


def test_an_unreachable_layout_says_so(explorer):
    explorer.set_start("1 3 5 2 4 6")
    assert explorer.word is None and "another component" in explorer.info
    assert explorer.way_home_xy() == []
    explorer.set_start("1 2 3")
    assert "expected six digits" in explorer.message.value
    assert explorer.state == (1, 3, 5, 2, 4, 6)
    explorer.set_start("2 5 6 4 3 1")


def test_inverses_shorten_the_way_home(explorer):
    explorer.reset()
    explorer.inverses.value = True
    assert explorer.word == "α'βαα"
    explorer.inverses.value = False
    assert explorer.word == "αααβαα"


def test_the_way_home_can_be_hidden(explorer):
    explorer.show_home.value = False
    assert explorer.way_home_xy() == []
    explorer.show_home.value = True
    assert len(explorer.way_home_xy()) == 7


@pytest.mark.parametrize("fmt", ["png", "svg", "pdf"])
def test_explorer_exports(explorer, fmt):
    explorer.exporter.format.value = fmt
    explorer.exporter.button.click()
    [written] = explorer.exporter.written
    assert_file(written, fmt)
    assert written.name == f"sixdigits-256431.{fmt}"


def test_explorer_buttons_have_classes(explorer):
    assert explorer.pad.moves == ["α", "β", "α'", "β'"]
    assert explorer.pad.classes["α"] == "linklab-move-alpha"
    assert explorer.pad.classes["β'"] == "linklab-move-beta-inv"
    assert "linklab-sixdigits" in classes(explorer)


# --- the small confusions a new user met ------------------------------------------------------


def test_find_path_opens_the_player_on_the_path_found(editor):
    editor.load_text(format_board(HDU))
    editor.mode.value = "endpoints"
    editor.cell_button((0, 0)).click()
    editor.cell_button((2, 3)).click()
    editor.run_button.click()
    player = editor.player
    assert player.step == len(player.trace) and player.frame.outcome == "found"
    assert player.counts()["best path"] == f"{len(editor.path) - 2} turns"
    player.step = 0  # and the start is one move away
    assert player.counts()["best path"] == "not yet"


def test_painting_an_endpoint_empty_drops_its_mark(editor):
    editor.load_text(format_board(HDU))
    editor.mode.value = "endpoints"
    editor.cell_button((0, 0)).click()
    editor.cell_button((2, 3)).click()
    editor.palette_buttons[0].click()  # paint mode, the blank swatch
    editor.cell_button((0, 0)).click()
    assert editor.ends == [(2, 3)]
    assert "linklab-end" not in classes(editor.cell_button((0, 0)))
    assert "linklab-end" in classes(editor.cell_button((2, 3)))
    assert editor.cell_button((0, 0)).layout.border == editor.cell_button((1, 1)).layout.border


def test_a_random_fill_drops_every_endpoint_mark(editor):
    editor.load_text(format_board(HDU))
    editor.mode.value = "endpoints"
    editor.cell_button((0, 0)).click()
    editor.cell_button((2, 3)).click()
    editor.fill(seed=4)
    assert editor.ends == []
    assert not any(
        "linklab-end" in classes(button) for button in map(editor.cell_button, editor.board.cells())
    )


def _drawn_width_px(label: str, font_px: float) -> float:
    """The width of ``label`` in bold DejaVu Sans (wider than most UI fonts) at ``font_px``."""
    from matplotlib.font_manager import FontProperties
    from matplotlib.textpath import TextPath

    path = TextPath((0, 0), label, size=font_px, prop=FontProperties(weight="bold"))
    return path.get_extents().width


@pytest.mark.parametrize("name", ["default", "lecture"])
def test_the_mode_buttons_hold_their_labels_whole(name, tmp_path):
    import linklab as ll

    with ll.style(name) as chosen:
        editor = BoardEditor(Board.empty(2, 2), export_dir=tmp_path)
    font_px = chosen.widget_font_px or 13
    width = float(editor.mode.style.button_width.removesuffix("px"))
    padding = 2 * 6  # a button's padding in JupyterLab's theme, each side
    for label in editor.mode.get_state("_options_labels")["_options_labels"]:
        assert _drawn_width_px(label, font_px) + padding <= width, (label, width)


# --- the board editor's buttons share their models -------------------------------------------


def test_editor_buttons_of_a_kind_share_one_style_and_show_its_colour():
    from linklab.render.draw import ink_for, kind_color

    editor = BoardEditor(HDU, kinds=4)
    buttons = [*editor.palette_buttons, *(editor.cell_button(cell) for cell in HDU.cells())]
    kinds = [*range(len(editor.palette_buttons)), *(HDU[cell] for cell in HDU.cells())]
    by_kind: dict[int, set[int]] = {}
    for button, kind in zip(buttons, kinds, strict=True):
        by_kind.setdefault(kind, set()).add(id(button.style))
        assert button.style.button_color == kind_color(kind)
        assert button.style.text_color == ink_for(kind_color(kind))
    assert all(len(styles) == 1 for styles in by_kind.values())
    # one for the cells (none is an endpoint yet), two for the swatches (chosen or not)
    assert len({id(button.layout) for button in buttons}) == 3
    editor.palette_buttons[3].click()
    editor.cell_button((1, 0)).click()
    assert editor.cell_button((1, 0)).style is editor.palette_buttons[3].style
    assert editor.palette_buttons[3].layout.border == "3px solid black"
    assert editor.palette_buttons[1].layout.border == "1px solid #999999"


def test_an_edit_changes_its_cell_with_one_message(messages):
    editor = BoardEditor(HDU, kinds=4)
    editor.mode.value = "endpoints"
    messages.clear()
    editor.cell_button((0, 0)).click()
    button = editor.cell_button((0, 0))
    assert [m["method"] for w, m in messages if w == button.model_id] == ["update"]
    assert "linklab-end" in classes(button) and button.layout.border == "3px solid black"
    assert not any(w in (button.style.model_id, button.layout.model_id) for w, _ in messages)
