"""Every cell a person reads counts from 1, as the pictures do; a value of code is in backticks.

The pictures, the widgets, the command line and the write-it-yourself reports number rows and
columns from 1; code counts them from 0, as the C programs do. This scans what a learner reads
for a cell counted from 0: each exercise's hint, the words of each trap, its take-away and its
worked answer, in English and in Chinese; what the check itself says to any answer; and the
verdicts of ``ll.selfcheck`` and of the static pages for a few wrong functions.

A cell counted from 0 is a ``(row, col)`` pair holding a 0 or a negative number, or "row 0",
"column 0", "第 0 行" or "第 0 列", in the prose: a value of code in backticks (the answer a
learner types, ``(3, 4)``, or a call) and a call written out, ``my_link(board, (0, 0), (0, 1))``,
are code, and count from 0.
"""

from __future__ import annotations

import dataclasses
import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from linklab.core.checker import Checker
from linklab.core.search import find_path
from linklab.course import exercises, page_check, selfcheck
from linklab.course.exercise_bank import BANK, Trap
from linklab.i18n import using
from linklab.i18n.zh_exercises import ZH_EXERCISES

#: A span of code: a fenced block, or text between two backticks on one line.
_CODE = re.compile(r"```.*?```|`[^`\n]*`", re.S)
#: Where a call begins: a name (dotted, as ``ll.find_path``), then its opening bracket.
_CALL = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*\(")
#: A (row, col) pair, with ASCII or full-width brackets and commas.
_PAIR = re.compile(r"[(（]\s*(-?\d+)\s*[,，]\s*(-?\d+)\s*[)）]")
#: A row or column named by its number, in English or in Chinese.
_BARE = re.compile(r"\b(?:rows?|columns?|cols?)\s+(-?\d+)\b|第\s*(-?\d+)\s*[行列]", re.I)

LANGUAGES = ("en", "zh")
PREDICTIONS = [key for key, item in BANK.items() if not item.function]
CELL_ANSWERS = [k for k in PREDICTIONS if exercises.answer_kind(BANK[k].truth) in ("cell", "cells")]


def _without_calls(text: str) -> str:
    """``text`` with each call, ``name(...)``, taken out whole (brackets nested)."""
    kept, at = [], 0
    while found := _CALL.search(text, at):
        kept.append(text[at : found.start()])
        depth, end = 0, found.end() - 1
        for end in range(found.end() - 1, len(text)):
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            if depth == 0:
                break
        at = end + 1
    kept.append(text[at:])
    return " ".join(kept)


def prose(text: str) -> str:
    """What of ``text`` is prose: its code spans and calls taken out."""
    return _without_calls(_CODE.sub(" ", text))


def zero_based(text: str) -> list[str]:
    """The cells of ``text``'s prose counted from 0: pairs with a 0 or a negative number, and
    row or column 0 (or less) named in words."""
    plain = prose(text)
    found = [m.group(0) for m in _PAIR.finditer(plain) if min(int(m[1]), int(m[2])) < 1]
    found += [m.group(0) for m in _BARE.finditer(plain) if int(m[1] or m[2]) < 1]
    return found


def exercise_texts(bank=BANK, chinese=ZH_EXERCISES) -> Iterator[tuple[str, str]]:
    """Every text of every exercise, named by where it is: hint, why, worked and each trap's
    words, in English and in Chinese."""
    for key, item in bank.items():
        for field in ("hint", "why", "worked"):
            yield f"{key} {field}", getattr(item, field)
            yield f"{key} {field} (zh)", chinese[key][field]
        for number, trap in enumerate(item.traps, 1):
            yield f"{key} trap {number}", trap.says
            yield f"{key} trap {number} (zh)", chinese[key]["traps"][number - 1]


def found_in(texts) -> list[tuple[str, str]]:
    return [(where, cell) for where, text in texts for cell in zero_based(text)]


# --- the scan itself: what it finds, and what it leaves ----------------------------------------

cells = st.tuples(st.integers(-3, 30), st.integers(-3, 30))
sentences = st.sampled_from(
    (
        "the B at {cell} stands in the way",
        "down to {cell}, then right",
        "从 {cell} 出发向下",
        "{cell} is where the path starts.",
    )
)


@given(cells, sentences)
def test_a_cell_in_prose_is_found_exactly_when_it_counts_from_0(cell, sentence):
    text = sentence.format(cell=f"({cell[0]}, {cell[1]})")
    assert bool(zero_based(text)) == (min(cell) < 1), text


@given(cells, sentences, st.sampled_from(("`{cell}`", "ll.find_path(six, {cell}, (3, 4))")))
def test_a_cell_in_code_or_in_a_call_is_left_alone(cell, sentence, code):
    shown = code.format(cell=f"({cell[0]}, {cell[1]})")
    assert zero_based(sentence.format(cell=shown)) == []


@given(
    st.integers(-3, 30),
    st.sampled_from(("row {n}", "column {n}", "Rows {n} and 4", "第 {n} 行", "第{n}列")),
)
def test_a_row_or_column_named_in_words_is_found_exactly_when_it_counts_from_0(n, words):
    text = f"left along {words.format(n=n)} to the end"
    assert bool(zero_based(text)) == (n < 1), text
    assert zero_based(f"left along `{words.format(n=n)}`") == []


def test_a_full_width_pair_and_a_call_with_nested_brackets_are_read_as_written():
    assert zero_based("位于（0，4）的 A") == ["（0，4）"]
    assert zero_based("my_link(board, (0, 0), (0, 1)) with board = (2, 0)") == ["(2, 0)"]
    assert zero_based("Rejected(cell=(1, 5), turns=((0, 0))) then (0, 5)") == ["(0, 5)"]


# --- the exercises' texts, in both languages ---------------------------------------------------


def test_no_exercise_text_names_a_cell_counted_from_0():
    texts = list(exercise_texts())
    assert len(texts) > 100  # every field of every exercise, twice
    assert found_in(texts) == []


def test_the_scan_catches_a_text_written_as_before():
    """The texts as they were (cells from 0) are caught, each where it was planted."""
    item = BANK["01.1"]
    old = "One turn would put the corner at (0, 4) or at (3, 1): look at what stands in each."
    planted = dataclasses.replace(item, traps=(Trap(1, old), *item.traps[1:]))
    zh = {**ZH_EXERCISES, "01.3": {**ZH_EXERCISES["01.3"], "worked": "第 0 列在 (4, 0) 上方被挡住"}}
    found = found_in(exercise_texts({**BANK, "01.1": planted}, zh))
    assert sorted(found) == [
        ("01.1 trap 1", "(0, 4)"),
        ("01.3 worked (zh)", "(4, 0)"),
        ("01.3 worked (zh)", "第 0 列"),
    ]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", list(BANK))
def test_a_worked_answer_as_revealed_names_no_cell_from_0(key, language):
    with using(language):
        shown = exercises.reveal(key).text
    assert zero_based(shown) == [], (key, language)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", CELL_ANSWERS)
def test_no_hint_or_trap_gives_a_cell_answer_away_in_the_pictures_numbers(key, language):
    """The answer counted from 1 (as the picture shows it) is no more in a hint than the
    answer in code is."""
    item = BANK[key]
    truth = [item.truth] if exercises.answer_kind(item.truth) == "cell" else list(item.truth)
    shifted = [(r + 1, c + 1) for r, c in truth]
    with using(language):
        said = [exercises.exercise_text(item, "hint")]
        said += [exercises.trap_says(item, trap) for trap in item.traps]
    for text in said:
        named = [(int(m[1]), int(m[2])) for m in _PAIR.finditer(text)]
        runs = [named[i : i + len(shifted)] for i in range(len(named))]
        assert shifted not in runs, (key, text)


# --- what the check says, to any answer --------------------------------------------------------

answers = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-5, 200)
    | st.text(alphabet=st.characters(blacklist_characters="`", blacklist_categories=("Cs",)))
    | st.sampled_from(("(0, 1)", "bfs", "pushed", "第 0 行")),
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner),
    max_leaves=8,
)


@given(st.sampled_from(PREDICTIONS), answers | cells | st.lists(cells, max_size=5))
def test_what_a_check_says_to_any_answer_names_no_cell_from_0(key, answer):
    for language in LANGUAGES:
        with using(language):
            said = exercises.check(key, answer).message
        assert zero_based(said) == [], (key, answer, language, said)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", PREDICTIONS)
def test_the_check_s_every_verdict_names_no_cell_from_0(key, language):
    """Right, each trap, the answer counted from 1, the wrong forms: every branch the check has."""
    item = BANK[key]
    tried = [item.truth, *(trap.answer for trap in item.traps), ..., True, 3.5, "x", [(0, 1)]]
    if exercises.answer_kind(item.truth) in ("cell", "cells"):
        tried.append(exercises.counted_from_one(item.truth))
    with using(language):
        said = {repr(answer): exercises.check(key, answer).message for answer in tried}
    assert {answer: zero_based(text) for answer, text in said.items() if zero_based(text)} == {}


def test_the_scan_catches_a_check_whose_hint_counts_from_0(monkeypatch):
    old = dataclasses.replace(BANK["03.2"], hint="Try the four headings from (0, 1).")
    monkeypatch.setitem(BANK, "03.2", old)
    assert zero_based(exercises.check("03.2", (2, 2)).message) == ["(0, 1)"]


# --- the verdicts on a learner's own function, in a notebook and on the static pages ----------


def _reversed(board, a, b):
    path = find_path(board, a, b)
    return None if path is None else path[::-1]


WRONG_FUNCTIONS = {
    "link, always yes": lambda: selfcheck.check_link(lambda board, a, b: True, cases=20),
    "link, always no": lambda: selfcheck.check_link(lambda board, a, b: False, cases=20),
    "link, a cell": lambda: selfcheck.check_link(lambda board, a, b: a, cases=20),
    "path, backwards": lambda: selfcheck.check_path(_reversed, cases=20),
    "path, through a tile": lambda: selfcheck.check_path(
        lambda board, a, b: [a, (a[0], b[1]), b] if Checker(board).can_link(a, b) else None,
        cases=20,
    ),
    "bfs, a DFS's path": lambda: selfcheck.check_bfs_path(
        lambda board, a, b: find_path(board, a, b, method="dfs"), cases=20
    ),
    "six digits, always yes": lambda: selfcheck.check_can_reach(lambda layout: True),
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", list(WRONG_FUNCTIONS))
def test_a_write_it_yourself_verdict_names_no_cell_from_0_outside_code(name, language):
    with using(language):
        result = WRONG_FUNCTIONS[name]()
        text = result.text()
    assert result.status == "failed", text
    assert zero_based(text) == [], text
    if name.startswith(("link", "path", "bfs")):  # the call and the answer are code, from 0
        assert _PAIR.search(text) and "`" in text, text


def test_the_scan_catches_a_verdict_that_shows_a_path_from_0_as_prose():
    text = WRONG_FUNCTIONS["path, backwards"]().text()
    prose = text.replace("`", "")  # the answer, and the call, out of their backticks
    assert zero_based(text) == [] and zero_based(prose), prose


PAGE_CASES = {
    "a trap of 01.2": ("prediction = (3, 3)", 'll.exercises.check("01.2", prediction)'),
    "a wrong form for 03.1": ("prediction = [(0, 1)]", 'll.exercises.check("03.1", prediction)'),
    "my_link, always yes": (
        "def my_link(board, a, b):\n    return True",
        "ll.selfcheck.check_link(my_link)",
    ),
    "my_link, a path": (
        "def my_link(board, a, b):\n    return [a, b]",
        "ll.selfcheck.check_link(my_link)",
    ),
}


def _page_text(shown_html: str) -> str:
    return html.unescape(re.sub(r"<[^>]*>", " ", shown_html))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("case", list(PAGE_CASES))
def test_a_static_page_s_verdict_names_no_cell_from_0_outside_code(case, language):
    exercise, check = PAGE_CASES[case]
    shown = page_check.run_cells(exercise, check, language=language)
    assert shown.status == "wrong", shown.html
    assert zero_based(_page_text(shown.html)) == [], shown.html


#: An exercise cell's comment saying what to write: its example is the code to type.
ANSWER_COMMENT = r"your answer:|你的答案："
NOTEBOOKS = sorted(
    (Path(__file__).resolve().parents[1] / "notebooks").glob("**/[0-9]*.ipynb"), key=str
)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_notebooks_prose_and_comments_count_cells_from_1(path):
    import nbformat

    found = []
    for index, cell in enumerate(nbformat.read(path, as_version=4).cells):
        if cell.cell_type == "markdown":
            text = cell.source
        else:  # what a learner reads in code: its comments (an answer's is about code)
            comments = (line.split("#", 1)[1] for line in cell.source.splitlines() if "#" in line)
            text = "\n".join(c for c in comments if not re.match(ANSWER_COMMENT, c.strip()))
        found += [(index + 1, cell_text) for cell_text in zero_based(text)]
    assert found == [], f"cells counted from 0 (notebook cell, text): {found}"
