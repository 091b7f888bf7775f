"""The exercise check: unanswered, wrong and right, and the lecturer's filled-in copy."""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest
from hypothesis import given
from hypothesis import strategies as st

from linklab.core.errors import InputError
from linklab.course import exercises as ex
from linklab.course.exercise_bank import BANK
from linklab.course.exercises import check, reveal

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def test_unanswered_says_so_and_gives_nothing_away():
    verdict = ex.compare(..., [(1, 0), (2, 1)], hint="front first", why="the answer is (1, 0)")
    assert verdict.status == "unanswered"
    assert verdict.message.startswith(ex.UNANSWERED)
    assert "(1, 0)" not in verdict.message and "front first" not in verdict.message


def test_a_partly_answered_list_is_still_unanswered():
    assert ex.compare([(1, 0), ...], [(1, 0), (2, 1)]).status == "unanswered"


@given(st.integers(), st.integers())
def test_a_wrong_answer_never_shows_the_truth(prediction, truth):
    verdict = ex.compare(prediction, truth, hint="count the corners")
    if prediction == truth:
        assert verdict.is_right
    else:
        assert verdict.status == "wrong"
        assert verdict.message == f"{ex.WRONG}. Hint: count the corners"


def test_lists_and_tuples_and_case_compare_alike():
    assert ex.compare([[1, 0], [2, 1]], ((1, 0), (2, 1))).is_right
    assert ex.compare(" BFS ", "bfs").is_right
    assert not ex.compare("dfs", "bfs").is_right


def test_an_answer_that_cannot_be_compared_is_wrong_not_an_error():
    def boom(_p, _t):
        raise TypeError("cannot compare\nsecond line")

    verdict = ex.compare(object(), 1, same=boom)
    assert verdict.status == "wrong" and "\n" not in verdict.message


def _notebook():
    new = nbformat.v4
    return new.new_notebook(
        cells=[
            new.new_code_cell("prediction = ...  # your answer", metadata={"tags": ["exercise"]}),
            new.new_code_cell("ll.exercises.check(prediction, 2)"),
            new.new_markdown_cell(
                "Worked answer: two.\n\n```python\nprediction = 2\n```",
                metadata={"tags": ["solution"], "jupyter": {"source_hidden": True}},
            ),
        ]
    )


def test_fill_answers_each_exercise_from_its_solution_and_leaves_the_source(tmp_path):
    nb = _notebook()
    filled = ex.fill_notebook(nb)
    assert filled.cells[0].source == "prediction = 2"
    assert nb.cells[0].source.startswith("prediction = ...")


def test_an_exercise_without_a_solution_is_reported():
    nb = _notebook()
    del nb.cells[2]
    try:
        ex.fill_notebook(nb)
    except ValueError as error:
        assert "cell 0" in str(error)
    else:
        raise AssertionError("an exercise with no solution was filled")


def test_the_fill_command_writes_the_lecturers_copy(tmp_path, capsys):
    source = tmp_path / "course"
    source.mkdir()
    nbformat.write(_notebook(), source / "01.ipynb")
    assert ex.main(["fill", str(source), "-o", str(tmp_path / "filled")]) == 0
    written = nbformat.read(tmp_path / "filled" / "01.ipynb", as_version=4)
    assert written.cells[0].source == "prediction = 2"
    assert ex.main(["fill", str(tmp_path / "missing.ipynb"), "-o", str(tmp_path)]) == 2
    assert "not a notebook" in capsys.readouterr().err


def test_the_form_of_an_answer_is_named_without_the_answer():
    assert ex.compare(..., True).status == "unanswered"
    yes = ex.compare("yes", False, hint="look again")
    assert yes.status == "wrong" and "True or False" in yes.message
    assert "look again" not in yes.message
    word = ex.compare(3, "bfs")
    assert word.status == "wrong" and "quotes" in word.message and "bfs" not in word.message
    assert ex.compare(False, False).is_right and ex.compare("BFS", "bfs").is_right


def test_slides_follow_the_headings_and_skip_solutions(tmp_path, capsys):
    new = nbformat.v4
    nb = new.new_notebook(
        cells=[
            new.new_markdown_cell("# Title"),
            new.new_code_cell("x = 1", metadata={"slideshow": {"slide_type": "slide"}}),
            new.new_markdown_cell("### Exercise"),
            *_notebook().cells,
        ]
    )
    path = tmp_path / "course.ipynb"
    nbformat.write(nb, path)
    assert ex.main(["slides", str(path)]) == 0
    written = nbformat.read(path, as_version=4)
    kinds = [cell.metadata.get("slideshow", {}).get("slide_type") for cell in written.cells]
    assert kinds == ["slide", None, "subslide", None, None, "skip"]
    assert written.cells[-1].metadata["jupyter"]["source_hidden"] is True
    assert str(path) in capsys.readouterr().out


# --- the exercise bank: checks by number, traps, the worked answer on request -----------------

PREDICTIONS = [key for key, item in BANK.items() if not item.function]


@pytest.mark.parametrize("key", PREDICTIONS)
def test_the_bank_s_answer_is_right_and_its_traps_are_wrong_and_named(key):
    item = BANK[key]
    assert check(key, item.truth).is_right
    assert check(key, ...).status == "unanswered"
    for trap in item.traps:
        verdict = check(key, trap.answer)
        assert verdict.status == "wrong", trap
        assert trap.says in verdict.message and f'reveal("{key}")' in verdict.message
        said = verdict.message.replace(trap.says, "").split("\n")[0]
        if len(repr(item.truth)) > 2:  # never the answer (a digit may be part of the text)
            assert repr(item.truth) not in said


@pytest.mark.parametrize("key", PREDICTIONS)
def test_no_message_of_the_bank_gives_its_answer_away(key):
    item = BANK[key]
    shown = repr(item.truth)
    if isinstance(item.truth, (int, tuple, list)) and len(shown) > 2:
        for text in (item.hint, *(trap.says for trap in item.traps)):
            assert shown not in text, (key, text)


def test_near_misses_are_named_without_the_answer():
    order = check("02.2", [(2, 1), (1, 0), (0, 1), (1, 3)])
    assert "wrong order" in order.message and "(1, 0), (2, 1)" not in order.message
    assert "one off" in check("07.2", 121).message
    assert "neighbour" in check("03.2", (0, 3)).message
    assert "all but one" in check("02.4", [(1, 0), (2, 1), (0, 2)]).message


def test_a_choice_lists_the_choices_and_a_count_has_a_tolerance():
    assert "answer one of" in check("03.3", "pruned").message
    assert check("08.1", 420).is_right and not check("08.1", 500).is_right


def test_at_most_a_quarter_of_the_exercises_can_be_answered_by_a_coin_flip():
    binary = [key for key, item in BANK.items() if item.binary]
    assert len(binary) <= len(BANK) / 4, binary


def test_reveal_shows_the_worked_answer_only_when_asked():
    shown = reveal("01.1")
    assert shown._repr_markdown_().startswith("**Worked answer.**")
    assert "prediction = 2" in repr(shown)
    with pytest.raises(InputError, match=r"no exercise '1\.1'"):
        reveal("1.1")


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param("numpy", id="a numpy array"),
        pytest.param("cyclic", id="a list holding itself"),
        pytest.param("deep", id="a list nested 10000 deep"),
        pytest.param("object", id="an object that cannot be compared"),
    ],
)
def test_any_answer_gets_a_verdict_not_an_exception(answer):
    import numpy as np

    class Odd:
        def __eq__(self, other):
            raise RuntimeError("x" * 100_000)

    cyclic = []
    cyclic.append(cyclic)
    deep = []
    for _ in range(10_000):
        deep = [deep]
    value = {
        "numpy": np.array([(1, 0), (2, 1), (0, 1), (1, 3)]),
        "cyclic": cyclic,
        "deep": deep,
        "object": Odd(),
    }[answer]
    for key in ("02.2", "07.1", "01.1"):
        verdict = check(key, value)
        assert verdict.status in ("wrong", "right") and len(verdict.message) < 400
    assert ex.compare(np.array([1, 2]), [1, 2]).status == "right"
    assert ex.compare(value, [1]).status in ("wrong", "unanswered")


# --- feedback that teaches: the form of an answer, the numbering, one meaning per parameter ----


@pytest.mark.parametrize("key", [None, "99.9", 2, ..., "2.1"])
def test_an_unknown_or_missing_exercise_is_refused_with_the_known_ones(key):
    with pytest.raises(InputError, match=r"the exercises are 01\.1, 01\.2") as refused:
        check(key, 1)
    assert isinstance(refused.value, ValueError) and all(k in str(refused.value) for k in BANK)


@pytest.mark.parametrize("key", PREDICTIONS)
@pytest.mark.parametrize("odd", [True, False, "12", 3.5j])
def test_an_answer_of_the_wrong_form_hears_the_form_never_the_answer(key, odd):
    item = BANK[key]
    forms = {type(answer) for answer in (item.truth, *(t.answer for t in item.traps))}
    if type(odd) in forms or item.choices:  # a form the answers take: judged as an answer
        return
    verdict = check(key, odd)
    assert verdict.status == "wrong"
    if isinstance(item.truth, bool):
        assert "True or False" in verdict.message
        return
    first = verdict.message.split("\n")[0]
    assert first.startswith("✗ Not yet: answer ") and f"not `{odd!r}`." in first
    assert item.hint not in verdict.message
    if len(repr(item.truth)) > 2 and item.truth is not None:  # the form may say "or None"
        assert repr(item.truth) not in first


def test_true_is_not_read_as_one():
    verdict = check("07.3", True)  # 07.3 has a trap for 1
    trap = next(t for t in BANK["07.3"].traps if t.answer == 1)
    assert trap.says not in verdict.message and "answer a number, like" in verdict.message


@pytest.mark.parametrize("key", [k for k in PREDICTIONS if ex.answer_kind(BANK[k].truth) == "cell"])
def test_a_cell_counted_from_one_is_named_as_such(key):
    row, col = BANK[key].truth
    verdict = check(key, (row + 1, col + 1))
    assert verdict.status == "wrong" and "counted from 1" in verdict.message


def test_a_list_of_cells_counted_from_one_is_named_too():
    shifted = [(r + 1, c + 1) for r, c in BANK["02.2"].truth]
    assert "counted from 1" in check("02.2", shifted).message


def _words(text, n=4):
    import re

    words = re.findall(r"[\w()',]+", text.lower())
    return {" ".join(words[i : i + n]) for i in range(len(words) - n + 1)}


@pytest.mark.parametrize(
    "key", [k for k in PREDICTIONS if ex.answer_kind(BANK[k].truth) == "number"]
)
def test_no_hint_of_a_count_says_what_the_take_away_says(key):
    """A count's take-away says what is counted; a hint that says it too gives the count."""
    item = BANK[key]
    for text in (item.hint, *(trap.says for trap in item.traps)):
        assert not _words(text) & _words(item.why), (key, text)


def test_the_forced_moves_exercise_counts_what_the_solver_forces():
    """06.1's truth is the solver's own count on its board, and a board with a choice in it
    would count fewer: the exercise asks what the package does."""
    from linklab.core import solver, solver_events
    from linklab.core.board import parse_board

    def forced(text: str) -> int:
        events = solver.solve_events(parse_board(text))
        return sum(isinstance(event, solver_events.ForcedMove) for event in events)

    assert BANK["06.1"].truth == forced("1 2 3 3 2 1")
    assert forced("1 2 1 1 2 1") < BANK["06.1"].truth  # four As: the first move is tried


@pytest.mark.parametrize(
    "path", sorted(NOTEBOOKS.glob("*.ipynb")) + sorted(NOTEBOOKS.glob("zh/*.ipynb")), ids=str
)
def test_every_notebook_records_its_kernels_language_so_opening_it_changes_nothing(path):
    info = json.loads(path.read_text(encoding="utf-8"))["metadata"].get("language_info")
    assert info is not None, "run: python -m linklab.course.exercises slides notebooks notebooks/zh"
    expected = ex.language_info()
    assert {k: v for k, v in info.items() if k != "version"} == {
        k: v for k, v in expected.items() if k != "version"
    }
