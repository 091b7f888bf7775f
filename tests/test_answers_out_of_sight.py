"""A learner's notebooks give no exercise's answer away, in either edition: the speaker notes
beside an exercise name no wrong answer (those are the lecturer's: `make filled` and the slides'
speaker view), and no cell after a check asserts or prints the answer."""

from __future__ import annotations

import ast
import contextlib
import re
from pathlib import Path

import nbformat
import pytest

from linklab.course import teaching_notes as tn
from linklab.course.exercise_bank import BANK
from linklab.course.exercises import fill_notebook
from linklab.course.slides import slide_type

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = [
    (language, path)
    for language, (_, folder) in tn.GUIDES.items()
    for path in sorted((ROOT / folder).glob("[0-9]*.ipynb"))
]
IDS = [f"{language}-{path.name[:2]}" for language, path in NOTEBOOKS]
#: A wrong answer as the notes list it: ``- `25`: …``.
LISTED = re.compile(r"^- `", re.M)


def stretches(nb) -> list[tuple[object, list[tuple[str, str]]]]:
    """Each notes cell of ``nb`` with the exercises checked since the notes cell before it."""
    found, since = [], []
    for cell in nb.cells:
        if tn.is_notes_cell(cell):
            found.append((cell, since))
            since = []
        else:
            since += tn.exercises_in([cell])
    return found


def guide_wrong_answers(language: str, path: Path) -> int:
    notes = {n.number: n for n in tn.read_guide(language, ROOT)}.get(path.name[:2])
    return sum(len(note.wrong) for note in notes.slides) if notes else 0


@pytest.mark.parametrize("language, path", NOTEBOOKS, ids=IDS)
def test_no_notes_cell_beside_an_exercise_names_a_wrong_answer(language, path):
    nb = nbformat.read(path, as_version=4)
    beside = [(cell, since) for cell, since in stretches(nb) if since]
    checked = sum(len(tn.exercises_in([c])) for c in nb.cells if not tn.is_notes_cell(c))
    assert checked, f"{path.name}: no exercise found"
    for cell, since in beside:
        assert not LISTED.search(cell.source), f"{path.name}: the notes after {since} list answers"


@pytest.mark.parametrize("language, path", NOTEBOOKS, ids=IDS)
def test_the_lecturers_copy_names_every_wrong_answer_of_the_guide(language, path):
    filled = fill_notebook(nbformat.read(path, as_version=4), path.name)
    listed = sum(len(LISTED.findall(c.source)) for c in filled.cells if tn.is_notes_cell(c))
    assert listed == guide_wrong_answers(language, path) > 0


def test_the_slides_speaker_view_names_every_wrong_answer(monkeypatch, tmp_path):
    from linklab.site import notebook_page

    shown = {}

    def page_html(nb, *args, **kw):
        shown["nb"] = nb
        return ""

    monkeypatch.setattr(notebook_page, "page_html", page_html)
    path = ROOT / "notebooks" / "zh" / "07-the-six-digit-puzzle.ipynb"
    notebook_page.write_slides(nbformat.read(path, as_version=4), "zh", tmp_path, path.name, "page")
    listed = sum(len(LISTED.findall(c.source)) for c in shown["nb"].cells if tn.is_notes_cell(c))
    assert listed == guide_wrong_answers("zh", path) > 0


def _literal(value: object) -> re.Pattern[str] | None:
    """The answer as code would write it, said equal to something or printed; None for answers
    no literal names."""
    if isinstance(value, bool) or value is None or isinstance(value, (int, str, tuple)):
        said = re.escape(repr(value))
        return re.compile(
            rf"(?:==|!=|\bis|\bis not|print\()\s*\[?\s*{said}(?![\w.])"
            rf"|(?<![\w.\[]){said}\s*(?:==|!=)"
        )
    return None


def after_checks(nb):
    """Each bank exercise checked in ``nb``, with the code after its check up to the end of the
    next slide: what a learner runs next."""
    for index, cell in enumerate(nb.cells):
        for kind, key in tn.exercises_in([cell]) if cell.cell_type == "code" else ():
            if kind != "exercise":
                continue
            slides, later = 0, []
            for after in nb.cells[index + 1 :]:
                if slide_type(after) in ("slide", "subslide") and not tn.is_notes_cell(after):
                    slides += 1
                    if slides == 2:
                        break
                if after.cell_type == "code":
                    later.append(after.source)
            yield key, later


def telling(source: str, truth: object) -> list[str]:
    """The lines of ``source`` that assert or print ``truth`` as a literal."""
    found = _literal(truth)
    if found is None:
        return []
    lines = []
    for line in source.splitlines():
        code = line.split("#")[0]
        if re.match(r"\s*(assert\b|print\()", code) and found.search(code):
            lines.append(line.strip())
    return lines


def test_the_check_after_a_check_can_tell():
    assert telling("assert last.turns[b] == 2", 2) == ["assert last.turns[b] == 2"]
    assert telling("assert [len(p) for p in parts] == [120] * 6", 120)
    assert telling("assert x <= 2.5 and y[2]", 2) == []
    assert telling("print(turns)  # 2", 2) == []
    assert telling("assert x is None", None) and telling("print(None)", None)
    assert telling("assert ll.find_path(six, a, b) is not None", None)
    assert telling("assert s <= 2", 2) == []


@pytest.mark.parametrize("language, path", NOTEBOOKS, ids=IDS)
def test_no_cell_after_a_check_asserts_or_prints_its_answer(language, path):
    nb = nbformat.read(path, as_version=4)
    seen = 0
    for key, later in after_checks(nb):
        seen += 1
        truth = BANK[key].truth
        if isinstance(truth, str):
            with contextlib.suppress(ValueError, SyntaxError):
                truth = ast.literal_eval(truth)
        told = [line for source in later for line in telling(source, truth)]
        assert not told, f"{path.name} {key}: {told}"
    assert seen
