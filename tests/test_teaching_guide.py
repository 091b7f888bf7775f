"""The teacher's guide (docs/teaching.md) says what the notebooks hold: each notebook's time as
its first cell gives it, its number of exercises (``ll.exercises.check`` cells) and of
write-it-yourself tasks (``ll.selfcheck`` cells)."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).parent.parent
GUIDE = ROOT / "docs" / "teaching.md"
COURSE = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb"))
SELFCHECK_CALL = "ll.selfcheck.check_"
CHECK_CALL = "ll.exercises.check("


def guide_rows() -> dict[str, dict[str, str]]:
    """The guide's table of the order, by notebook number."""
    table = {}
    for line in GUIDE.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 5 and re.match(r"\d\d ", cells[0]):
            number = cells[0][:2]
            table[number] = dict(zip(("name", "time", "teaches", "exercises", "own"), cells))
    return table


def minutes(text: str) -> int:
    found = re.search(r"(\d+) min", text)
    assert found, text
    return int(found.group(1))


def test_the_guide_lists_every_notebook():
    assert sorted(guide_rows()) == [p.name[:2] for p in COURSE]


@pytest.mark.parametrize("path", COURSE, ids=lambda p: p.stem)
def test_the_guide_is_true_to_the_notebook(path):
    row = guide_rows()[path.name[:2]]
    nb = nbformat.read(path, as_version=4)
    assert minutes(row["time"]) == minutes(nb.cells[0].source), "time"
    code = [c.source for c in nb.cells if c.cell_type == "code"]
    assert int(row["exercises"]) == sum(CHECK_CALL in c for c in code), "exercises"
    own = sum(SELFCHECK_CALL in c for c in code)
    assert int(row["own"]) == own, "write-it-yourself tasks"


def test_the_guide_gives_the_course_total():
    total = sum(minutes(nbformat.read(p, as_version=4).cells[0].source) for p in COURSE)
    text = GUIDE.read_text(encoding="utf-8")
    stated = re.search(
        r"About (\d+) hours? and (\d+) minutes in all|About (\d+) hours in all", text
    )
    assert stated, "the guide states the course's total time"
    hours, extra, whole = stated.groups()
    said = int(hours) * 60 + int(extra) if hours else int(whole) * 60
    assert said == total


def test_the_guide_names_the_palettes_colour_blind_safety():
    assert "colour-blind" in GUIDE.read_text(encoding="utf-8")
