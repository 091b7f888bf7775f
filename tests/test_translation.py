"""The Chinese edition follows the English one cell for cell, and cannot silently fall behind."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from linklab.course import translation

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"
COURSE = sorted(NOTEBOOKS.glob("[0-9]*.ipynb"))


def pair(path: Path):
    english = nbformat.read(path, as_version=4)
    chinese = nbformat.read(NOTEBOOKS / "zh" / path.name, as_version=4)
    return english, chinese


@pytest.mark.parametrize("path", COURSE, ids=lambda p: p.stem)
def test_the_chinese_edition_is_in_step(path):
    english, chinese = pair(path)
    assert translation.drift(english, chinese) == []


@pytest.mark.parametrize("path", COURSE, ids=lambda p: p.stem)
def test_a_changed_english_cell_is_named(path):
    english, chinese = pair(path)
    index = next(i for i, c in enumerate(english.cells) if c.cell_type == "markdown")
    english.cells[index].source += "\n\nOne more sentence."
    problems = translation.drift(english, chinese)
    assert len(problems) == 1
    assert problems[0].startswith(f"cell {index} (id {english.cells[index].id}): the English text")


@pytest.mark.parametrize("path", COURSE, ids=lambda p: p.stem)
def test_changed_code_is_named(path):
    english, chinese = pair(path)
    index = next(i for i, c in enumerate(chinese.cells) if c.cell_type == "code")
    chinese.cells[index].source += "\nprint('only in Chinese')"
    assert translation.drift(english, chinese) == [
        f"cell {index} (id {english.cells[index].id}): the code differs from the English code"
    ]


@pytest.mark.parametrize("path", COURSE, ids=lambda p: p.stem)
def test_chinese_paragraphs_carry_no_stray_line_breaks(path):
    """A line break between two Chinese characters shows as a space."""
    _, chinese = pair(path)
    for index, cell in enumerate(chinese.cells):
        if cell.cell_type == "markdown":
            assert translation.join_soft_breaks(cell.source) == cell.source, f"cell {index}"
            assert not re.search(r"[\u4e00-\u9fff]\n[\u4e00-\u9fff]", cell.source), f"cell {index}"


def test_align_keeps_what_is_translated_and_lists_the_rest():
    new = nbformat.v4
    english = new.new_notebook(
        cells=[new.new_markdown_cell("# Rule", id="a"), new.new_markdown_cell("More.", id="b")]
    )
    chinese = new.new_notebook(cells=[translation.translated_cell(english.cells[0], "# 规则")])
    english.cells.insert(1, new.new_code_cell("x = 1", id="c"))
    aligned, todo = translation.align(english, chinese)
    assert [c.source for c in aligned.cells] == ["# 规则", "x = 1", "More."]
    assert todo == [2]
    assert translation.drift(english, aligned) == [
        "cell 2 (id b): the English text changed since it was translated; now: 'More.'"
    ]


def test_the_check_command_says_in_step_or_lists_the_drift(tmp_path, capsys):
    assert translation.main(["check", str(NOTEBOOKS), str(NOTEBOOKS / "zh")]) == 0
    assert capsys.readouterr().out.strip() == "in step"
    assert translation.main(["check", str(NOTEBOOKS), str(tmp_path)]) == 1
    assert "missing" in capsys.readouterr().out


def test_comments_and_docstrings_may_be_translated_the_code_may_not():
    new = nbformat.v4
    english = new.new_notebook(
        cells=[
            new.new_code_cell(
                '%matplotlib inline\ndef f(a):\n    """The first."""\n    return a  # as it came',
                id="c",
            )
        ]
    )
    chinese = new.new_notebook(
        cells=[
            new.new_code_cell(
                '%matplotlib inline\ndef f(a):\n    """第一个。"""\n    return a  # 原样返回',
                id="c",
            )
        ]
    )
    assert translation.drift(english, chinese) == []
    aligned, todo = translation.align(english, chinese)
    assert aligned.cells[0].source == chinese.cells[0].source and todo == []
    changed = [
        '%matplotlib inline\ndef f(a):\n    """第一个。"""\n    return a + 1  # 原样返回',
        '%matplotlib inline\ndef f(a):\n    """第一个。"""\n    # 原样返回\n    return a',
        '%matplotlib widget\ndef f(a):\n    """第一个。"""\n    return a  # 原样返回',
        'def f(a):\n    "第一个。"\n    return a  # 原样返回',
    ]
    for source in changed:
        chinese.cells[0].source = source
        assert translation.drift(english, chinese) == [
            "cell 0 (id c): the code differs from the English code"
        ], source
