"""Notebook 04 keeps the course's conventions: exercises that wait for the learner, slides, a
time estimate. (Run unanswered and then with the lecturer's answers, as every notebook is, in
``test_notebooks``.)"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from linklab.course import exercises, slides, teaching_notes

NOTEBOOK = Path(__file__).parent.parent / "notebooks" / "04-the-documents-side-by-side.ipynb"


@pytest.fixture(scope="module")
def nb():
    return nbformat.read(NOTEBOOK, as_version=4)


def tags(cell) -> list[str]:
    return list(cell.metadata.get("tags", []))


def test_it_opens_with_a_time_estimate(nb):
    assert re.search(r"About \d+ minutes", nb.cells[0].source)


def test_each_exercise_waits_and_is_checked_by_its_number_with_no_answer_in_sight(nb):
    cells = exercises.exercise_cells(nb)
    assert len(cells) >= 2
    for exercise in cells:
        assert nb.cells[exercise].source.startswith("prediction = ...")
        check = nb.cells[exercise + 1]
        assert check.cell_type == "code"
        assert re.fullmatch(r'll\.exercises\.check\("04\.\d+", prediction\)\s*', check.source), (
            check.source
        )
    assert not [cell for cell in nb.cells if "solution" in tags(cell)]


def test_slides_follow_the_headings(nb):
    for cell in nb.cells:
        kind = cell.metadata.get("slideshow", {}).get("slide_type")
        first = cell.source.splitlines()[0] if cell.source else ""
        if "solution" in tags(cell):
            assert kind == "skip"
        elif teaching_notes.is_notes_cell(cell):
            assert kind == "notes", first  # the teacher's guide for the slide before it
        elif cell.cell_type == "markdown" and re.match(r"#{1,2} ", first):
            assert kind == "slide", first
        elif cell.cell_type == "markdown" and first.startswith("### "):
            assert kind == "subslide", first
        elif cell.cell_type == "code" and slides.slide_type(cell) == "skip":
            assert kind == "skip", first  # it only asserts, or is hidden and shows nothing
        else:
            assert kind is None, first
