"""The reader of what a Chinese learner sees (``zh_screen``): it catches an English title drawn
into a figure, an English line printed and an English widget label, names the cell, and lets
through what the allow-list allows. The course's Chinese notebooks are read by the same code in
``tests/test_notebooks.py``, on the runs it makes anyway (unanswered and filled in)."""

from __future__ import annotations

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
    ) == "zh-test cell 1 (figure): 'moves to the goal' — moves, to, the, goal"


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
        "dead",
        "state",
        "met",
    ]
    assert zh_screen.english_words(r"$\mathdefault{10^{2}}$", allowed) == []


def test_a_pending_widget_text_is_named_with_the_module_it_comes_from():
    assert zh_screen.pending_source("{'moves tried': 3}").startswith("solver_view.py")
    assert zh_screen.pending_source("1. (2, 1) ← 0 turns") is None  # translated now
    assert zh_screen.pending_source("拒绝 (0, 1)") is None
