"""The exercise check: unanswered, wrong and right, and the lecturer's filled-in copy."""

from __future__ import annotations

import nbformat
from hypothesis import given
from hypothesis import strategies as st

from linklab import exercises as ex


def test_unanswered_says_so_and_gives_nothing_away():
    verdict = ex.check(..., [(1, 0), (2, 1)], hint="front first", why="the answer is (1, 0)")
    assert verdict.status == "unanswered"
    assert verdict.message.startswith(ex.UNANSWERED)
    assert "(1, 0)" not in verdict.message and "front first" not in verdict.message


def test_a_partly_answered_list_is_still_unanswered():
    assert ex.check([(1, 0), ...], [(1, 0), (2, 1)]).status == "unanswered"


@given(st.integers(), st.integers())
def test_a_wrong_answer_never_shows_the_truth(prediction, truth):
    verdict = ex.check(prediction, truth, hint="count the corners")
    if prediction == truth:
        assert verdict.is_right
    else:
        assert verdict.status == "wrong"
        assert verdict.message == f"{ex.WRONG}. Hint: count the corners"


def test_lists_and_tuples_and_case_compare_alike():
    assert ex.check([[1, 0], [2, 1]], ((1, 0), (2, 1))).is_right
    assert ex.check(" BFS ", "bfs").is_right
    assert not ex.check("dfs", "bfs").is_right


def test_an_answer_that_cannot_be_compared_is_wrong_not_an_error():
    def boom(_p, _t):
        raise TypeError("cannot compare\nsecond line")

    verdict = ex.check(object(), 1, same=boom)
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
    assert ex.check(..., True).status == "unanswered"
    yes = ex.check("yes", False, hint="look again")
    assert yes.status == "wrong" and "True or False" in yes.message
    assert "look again" not in yes.message
    word = ex.check(3, "bfs")
    assert word.status == "wrong" and "quotes" in word.message and "bfs" not in word.message
    assert ex.check(False, False).is_right and ex.check("BFS", "bfs").is_right


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
