"""The reader of what a Chinese learner sees (``zh_screen``): it catches an English title drawn
into a figure, an English line printed and an English widget label, names the cell, and lets
through what the allow-list allows. The course's Chinese notebooks are read by the same code in
``tests/test_notebooks.py``, on the runs it makes anyway (unanswered and filled in)."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
import zh_screen
from test_notebooks import execute

new = nbformat.v4


def run_chinese(cells: list[str], tmp_path):
    """Execute a notebook of ``cells`` as the Chinese edition is; the English texts it shows."""
    nb = new.new_notebook(cells=[new.new_code_cell(source) for source in cells])
    tmp_path.mkdir(exist_ok=True)
    execute(nb, tmp_path, "zh")
    return nb, zh_screen.english(nb, tmp_path / "drawn.json")


FIGURE = """\
%matplotlib inline
import matplotlib.pyplot as plt
import linklab as ll
fig, ax = plt.subplots()
ax.plot([0, 1], [0, 1], label=ll.tr("reached"))
ax.legend()
ax.set_title("我的图")"""


@pytest.mark.notebook
def test_an_english_title_added_to_a_chinese_figure_fails_naming_its_cell(tmp_path):
    nb, found = run_chinese([FIGURE], tmp_path / "chinese")
    assert [cell.cell_type for cell in nb.cells] == ["code"], "the recorder's cell stays in"
    assert found == [], zh_screen.report(found, "zh-test")

    nb, found = run_chinese(
        [FIGURE, 'ax.set_xlabel("moves to the goal"); fig', 'print("BFS 找到了", "YES")'],
        tmp_path / "english",
    )
    assert [(item.cell, item.kind, item.text) for item, _ in found] == [
        (1, "figure", "moves to the goal")
    ]
    assert (
        zh_screen.report(found, "zh-test")
    ) == "zh-test cell 2 (figure): 'moves to the goal' — moves, to, the, goal"


@pytest.mark.notebook
def test_english_printed_or_in_a_widget_is_caught_too(tmp_path):
    _, found = run_chinese(
        [
            'print("队列 (1, 2)")\nprint("dequeue (1, 2)")',
            'import ipywidgets\nipywidgets.VBox([ipywidgets.Button(description="Play"), '
            'ipywidgets.HTML("<b>播放</b>")])',
        ],
        tmp_path,
    )
    assert [(item.cell, item.kind, item.text) for item, _ in found] == [
        (0, "output", "dequeue (1, 2)"),
        (1, "widget", "Play"),
    ]


def test_the_allow_list_lets_code_names_methods_and_judge_formats_through():
    nb = new.new_notebook(cells=[new.new_code_cell("board = ll.parse_board(text)\nfind_path")])
    allowed = zh_screen.allowed_words(nb)
    assert {"board", "parse", "find", "path", "ll", "BFS", "YES", "png", "visit"} <= allowed
    assert "for" not in allowed and "the" not in allowed  # keywords and strings are no names
    assert zh_screen.english_words("board.rows 的路径 find_path：YES，见 a.png", allowed) == []
    assert zh_screen.english_words("the board", allowed) == ["the", "board"]
    assert zh_screen.english_words("Enqueued(cell=(1, 2), reason='off_board')", allowed) == []
    assert zh_screen.english_words("{'event': 'dead state met'}", allowed) == [
        "event",
        "dead",
        "state",
        "met",
    ]
    assert zh_screen.english_words(r"$\mathdefault{10^{2}}$", allowed) == []


def test_a_pending_widget_text_is_named_with_the_module_it_comes_from():
    assert zh_screen.pending_source("{'moves tried': 3}").startswith("solver_view.py")
    assert zh_screen.pending_source("1. (2, 1) ← 0 turns") is None  # translated now
    assert zh_screen.pending_source("拒绝 (0, 1)") is None


COURSE = Path(__file__).parent.parent / "notebooks"
CHINESE = sorted((COURSE / "zh").glob("[0-9]*.ipynb"))


@pytest.mark.parametrize("path", CHINESE, ids=lambda p: p.stem)
def test_the_chinese_code_cells_comment_in_chinese_and_the_english_ones_would_fail(path):
    """Every comment and docstring of a Chinese notebook's code cells is Chinese; the English
    edition's, put in their place (as they were before they were translated), are caught, each
    named by its cell."""
    chinese = nbformat.read(path, as_version=4)
    found = zh_screen.english(chinese)
    assert found == [], zh_screen.report(found, path.stem)
    english = nbformat.read(COURSE / path.name, as_version=4)
    reverted = [
        zh_screen.Seen(index, "comment", text)
        for index, cell in enumerate(english.cells)
        if cell.cell_type == "code"
        for text in zh_screen.comments(cell.source)
        if zh_screen.english_words(text, zh_screen.allowed_words(english))
    ]
    for index, cell in enumerate(chinese.cells):
        if cell.cell_type == "code":
            cell.source = english.cells[index].source
    assert reverted and [item for item, _ in zh_screen.english(chinese)] == reverted


def test_an_exercise_cells_comments_are_read_and_named_counting_from_1():
    nb = new.new_notebook(
        cells=[
            new.new_markdown_cell("### 练习 1"),
            new.new_code_cell("prediction = ...  # 你的答案：一个整数，格子的个数"),
            new.new_code_cell(
                "# your answer: write my_link\n"
                'def my_link(board, a, b):\n    """Can the tiles be joined?"""\n    ...'
            ),
        ]
    )
    found = zh_screen.english(nb)
    assert zh_screen.report(found, "zh-test").splitlines() == [
        "zh-test cell 3 (comment): 'your answer: write my_link' — your, answer, write",
        "zh-test cell 3 (comment): 'Can the tiles be joined?' — Can, the, tiles, be, joined",
    ]


def shown(root) -> list:
    """The English a Chinese learner sees in the widget ``root`` and all it holds, read from
    the state a notebook saves, as `zh_screen` reads an executed notebook."""
    import ipywidgets

    state = ipywidgets.Widget.get_manager_state(drop_defaults=False)
    view = {"model_id": root.model_id, "version_major": 2, "version_minor": 0}
    cell = new.new_code_cell("widget")
    cell.outputs = [
        new.new_output(
            "display_data", {"application/vnd.jupyter.widget-view+json": view, "text/plain": ""}
        )
    ]
    nb = new.new_notebook(cells=[cell])
    nb.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": state}
    return [(item.kind, item.text) for item, _ in zh_screen.english(nb) if item.cell == 0]


def test_a_tooltip_a_title_and_the_null_of_a_missing_tooltip_are_read():
    import ipywidgets

    boxes = ipywidgets.VBox(
        [
            ipywidgets.Button(description="导出", tooltip="write the picture to a file"),
            ipywidgets.IntText(description="种类数"),  # its tooltip None shows as "null"
            ipywidgets.IntText(description="随机种子", tooltip="随机种子"),
            ipywidgets.Checkbox(description="绕外圈"),  # a checkbox shows no null
            ipywidgets.ToggleButtons(options=["bfs", "广度优先"], description="方法"),
        ]
    )
    assert shown(boxes) == [
        ("tooltip", "write the picture to a file"),
        ("tooltip", "null"),
        ("widget", "bfs"),
    ]
    tooltips = [zh_screen._tooltip_texts(box.get_state()) for box in boxes.children]
    assert tooltips == [["write the picture to a file"], ["null"], ["随机种子"], [], ["null"]]
    player = {"labels": {"play": "播放", "stop": "stop"}, "title": "a picture"}
    assert zh_screen._tooltip_texts(player) == ["a picture", "播放", "stop"]


@pytest.fixture
def chinese():
    from linklab import i18n

    with i18n.using("zh"):
        yield


def test_the_board_editor_and_the_players_show_no_english(chinese):
    import linklab as ll

    board = ll.parse_board("1 0 0\n2 0 1")
    editor = ll.widgets.BoardEditor(board, kinds=2)
    editor.mode.value = "endpoints"
    editor.pick((0, 0))
    editor.pick((1, 2))
    editor.run()
    assert editor.player is not None
    assert shown(editor) == []
    assert shown(ll.widgets.TracePlayer(board, ll.bfs_events(board, (0, 0), (1, 2)))) == []


def test_the_six_digit_explorer_shows_no_english(chinese):
    import linklab as ll

    assert shown(ll.widgets.SixDigitExplorer((2, 1, 3, 4, 5, 6))) == []


def test_a_printed_event_says_what_it_means_in_chinese_and_stays_code_in_english():
    import linklab as ll
    from linklab import i18n
    from linklab.core import sixdigits

    board = ll.parse_board("1 0 0\n2 0 1")
    events = [
        *ll.bfs_events(board, (0, 0), (1, 2)),
        *ll.dfs_events(ll.parse_board("1 0 2\n0 2 0\n0 0 1"), (0, 0), (2, 2)),  # it backtracks
        *ll.bfs_events(board, (0, 0), (1, 0)),
        *sixdigits.bfs_events((2, 3, 1, 4, 5, 6)),
        *sixdigits.bfs_events((4, 1, 3, 5, 2, 6)),  # α from the goal
        ll.game.Game(ll.parse_board("1 1")).remove((0, 0), (0, 1)).last_move,
    ]
    kinds = {type(event).__name__ for event in events}
    assert {"Enqueued", "Pushed", "Popped", "Rejected", "Found", "Refused"} <= kinds
    assert {"Discovered", "Skipped", "LayoutDequeued", "GoalReached", "GoalUnreachable"} <= kinds
    assert "Move" in kinds
    for event in events:
        bare = zh_screen.unglossed_record(repr(event))  # its fields' names: English to read
        assert bare or repr(event).endswith("()"), event
        assert str(event) == repr(event)
        with i18n.using("zh"):
            printed = str(event)
        code, gloss = printed.split("  # ")
        assert code == repr(event) and zh_screen.unglossed_record(printed) == []
        assert gloss and zh_screen.english_words(gloss, set()) == [], printed


def test_a_value_shown_bare_is_read_for_the_english_in_its_repr():
    """A cell's value, not only its printed lines: a record in a list, an enum's member, a
    constant's name and the class names a Counter counts are English on a Chinese screen."""
    shown = [
        "[(98, Heading.DOWN, 2), (106, Heading.RIGHT, 1)]",
        "Counter({'Discovered': 52, 'Skipped': 8})",
        "(Summary(events=713965, expanded=4), '4.93')",
        "{1: UNSET, 2: 24}",
        "[((0, 4), (0, 5))]",
    ]
    nb = new.new_notebook(cells=[new.new_code_cell("x") for _ in shown])
    for cell, text in zip(nb.cells, shown):
        cell.outputs = [
            new.new_output("execute_result", data={"text/plain": text}, execution_count=1)
        ]
    found = {item.text: words for item, words in zh_screen.english(nb)}
    assert found == {
        shown[0]: ["DOWN", "RIGHT"],
        shown[1]: ["Discovered", "Skipped"],
        shown[2]: ["events", "expanded"],
        shown[3]: ["UNSET"],
    }
