"""Every notebook runs top to bottom in a fresh kernel, unanswered and filled in, with no error.

nbmake would miss an exception raised inside ``with output_widget:`` (the Output widget keeps it),
so each notebook is executed with nbclient and then both the cell outputs and the saved widget
state are searched for errors.

Each exercise is run twice: as the learner gets it (every check must say "not answered yet",
none may say right) and as the lecturer's copy, filled in by
``linklab.course.exercises.fill_notebook``
(every check must say right). The structure tests hold every notebook of the course to the
exercise convention and the slide rule of ``linklab.course.exercises``.
"""

from __future__ import annotations

import copy
import re
import time
from pathlib import Path

import jupytext
import nbformat
import pytest
import zh_screen

from linklab.course import exercises, slides

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"
COURSE = sorted(NOTEBOOKS.glob("[0-9]*.ipynb"))
#: The Chinese edition (``notebooks/zh/``): the same cells, its text translated.
CHINESE = sorted((NOTEBOOKS / "zh").glob("[0-9]*.ipynb"))
EDITIONS = COURSE + CHINESE
#: What each edition's checks and cells say, so the same tests read both.
WORDS = {
    "en": {
        "unanswered": exercises.UNANSWERED,
        "right": exercises.RIGHT,
        "worked": "Worked answer",
        "time": r"\*About \d+ minutes",
        "predict": "prediction = ...  # your answer: ",
        "write": "# your answer: write ",
    },
    "zh": {
        "unanswered": "… 尚未作答",
        "right": "✓ 答对了",
        "worked": "参考答案",
        "time": r"\*课堂用时约 \d+ 分钟",
        "predict": "prediction = ...  # 你的答案：",
        "write": "# 你的答案：写出 ",
    },
}


def edition(path: Path) -> str:
    """``"zh"`` for a notebook of the Chinese edition, else ``"en"``."""
    return "zh" if path.parent.name == "zh" else "en"


def name(path: Path) -> str:
    """A test id: the notebook's name, with ``zh-`` before the Chinese edition's."""
    return f"zh-{path.stem}" if edition(path) == "zh" else path.stem


#: A cell still running after this long is stuck, not slow (how long a notebook takes is a
#: measurement, printed here, never a pass or a fail).
CELL_TIMEOUT = 300
CHECK_CALL = "ll.exercises.check("
SELFCHECK_CALL = "ll.selfcheck.check_"


def errors_in(nb) -> list[str]:
    """Every error output, in cells or inside Output widgets' saved state."""
    found = []
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            if output.get("output_type") == "error":
                found.append(f"cell {index}: {output.get('ename')}: {output.get('evalue')}")
            if output.get("name") == "stderr" and "Traceback" in output.get("text", ""):
                found.append(f"cell {index}: traceback on stderr")
    state = nb.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    for model_id, model in state.get("state", {}).items():
        for output in model.get("state", {}).get("outputs", []) or []:
            if output.get("output_type") == "error":
                found.append(f"widget {model_id}: {output.get('ename')}: {output.get('evalue')}")
    return found


def text_of(cell) -> str:
    """What a cell showed, as text: printed lines and the plain form of its results."""
    parts = []
    for output in cell.get("outputs", []):
        if output.get("output_type") == "stream":
            parts.append(output.get("text", ""))
        elif "data" in output:
            parts.append(output["data"].get("text/plain", ""))
    return "".join(parts)


def check_cells(nb) -> list[int]:
    """The index of each exercise's check: the first code cell after the exercise cell."""
    checks = []
    for exercise in exercises.exercise_cells(nb):
        following = (
            i for i in range(exercise + 1, len(nb.cells)) if nb.cells[i].cell_type == "code"
        )
        checks.append(next(following))
    return checks


def execute(nb, tmp_path: Path, language: str = "en") -> float:
    """Run ``nb`` in place in a fresh kernel, in a folder named as the Chinese edition's is
    when ``language`` is ``"zh"`` (so the package speaks Chinese); the seconds it took.
    A Chinese notebook's figures' texts are recorded as they are drawn, into
    ``tmp_path / "drawn.json"`` (see ``zh_screen``)."""
    from nbclient import NotebookClient

    if language == "zh":
        zh_screen.install(nb, tmp_path / "drawn.json")
        tmp_path = tmp_path / "zh"
        tmp_path.mkdir()

    client = NotebookClient(
        nb,
        timeout=CELL_TIMEOUT,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
        store_widget_state=True,
    )
    start = time.perf_counter()
    try:
        client.execute()
    finally:
        zh_screen.remove(nb)
    return time.perf_counter() - start


def assert_all_chinese(nb, path: Path, tmp_path: Path) -> None:
    """Every text a reader of the Chinese edition sees is Chinese, but for the allow-list and
    the widget texts still pending (``zh_screen.PENDING``, printed for the record)."""
    found = zh_screen.english(nb, tmp_path / "drawn.json")
    pending = [(item, words) for item, words in found if zh_screen.pending_source(item.text)]
    failing = [(item, words) for item, words in found if not zh_screen.pending_source(item.text)]
    if pending:
        print("still English, pending in the widget modules:")
        print(zh_screen.report(pending, name(path)))
    assert failing == [], "English on a Chinese screen:\n" + zh_screen.report(failing, name(path))


def test_the_course_is_there():
    assert len(COURSE) >= 8, [p.name for p in COURSE]
    assert [p.name for p in CHINESE] == [p.name for p in COURSE]


def test_check_cells_are_found_after_their_exercise():
    new = nbformat.v4
    nb = new.new_notebook(
        cells=[
            new.new_code_cell("prediction = ...", metadata={"tags": ["exercise"]}),
            new.new_markdown_cell("Between."),
            new.new_code_cell('ll.exercises.check("01.1", prediction)'),
        ]
    )
    assert check_cells(nb) == [2]
    nb.cells[2].outputs = [new.new_output("execute_result", {"text/plain": "✓ Right."})]
    assert text_of(nb.cells[2]) == "✓ Right."


def with_the_lecturers_answers(nb) -> int:
    """Append to ``nb``, in place, each exercise cell answered as the lecturer's copy answers
    it (`exercises.fill_notebook`) and its check, in order, after a last cell that keeps each
    player's picture for the slides; the number of cells ``nb`` had. One run then shows the
    notebook as a learner meets it, unanswered, and then every check passed by its answer."""
    from linklab.site import slideshow

    own = len(nb.cells)
    filled = exercises.fill_notebook(nb)
    nb.cells.append(nbformat.v4.new_code_cell(slideshow.SHOW_PLAYERS))
    for number, (exercise, check) in enumerate(
        zip(exercises.exercise_cells(filled), check_cells(filled), strict=True)
    ):
        for kind, index in (("answer", exercise), ("check", check)):
            cell = copy.deepcopy(filled.cells[index])
            cell["id"] = f"lecturers-{kind}-{number}"
            nb.cells.append(cell)
    return own


@pytest.mark.notebook
@pytest.mark.parametrize("path", EDITIONS, ids=name)
def test_notebook_runs_unanswered_and_the_lecturers_answers_pass(path, tmp_path):
    nb = nbformat.read(path, as_version=4)
    words = WORDS[edition(path)]
    checks = check_cells(nb)
    assert checks, f"{path.name} has no exercise"
    own = with_the_lecturers_answers(nb)
    seconds = execute(nb, tmp_path, edition(path))
    assert errors_in(nb) == []
    for index, cell in enumerate(nb.cells[:own]):
        shown = text_of(cell)
        assert words["right"] not in shown, f"cell {index} says right before any answer"
        if index in checks:
            assert shown.startswith(words["unanswered"]), f"cell {index}: {shown[:120]}"
    answered = nb.cells[own + 1 :]
    assert len(answered) == 2 * len(checks)
    for number, cell in enumerate(answered[1::2]):
        shown = text_of(cell)
        assert shown.startswith(words["right"]), f"exercise {number + 1}: {shown[:160]}"
    print(f"{path.name} ran in {seconds:.1f} s, its lecturer's answers included")
    if edition(path) == "zh":
        assert_all_chinese(nb, path, tmp_path)
    del nb.cells[own:]  # the notebook as the slides show it (its players' pictures kept)
    long = slides.too_long(nb)  # what it printed counts too, as the slideshow shows it
    assert long == [], f"{path.name}, run:\n" + slides.format_slides(long)


def test_the_lecturers_answers_follow_the_notebook_each_after_its_own_check():
    new = nbformat.v4
    nb = new.new_notebook(
        cells=[
            new.new_code_cell("prediction = ...", metadata={"tags": ["exercise"]}),
            new.new_code_cell('ll.exercises.check("01.1", prediction)'),
            new.new_code_cell("prediction = ...", metadata={"tags": ["exercise"]}),
            new.new_code_cell('ll.exercises.check("01.3", prediction)'),
        ]
    )
    assert with_the_lecturers_answers(nb) == 4
    sources = [cell.source for cell in nb.cells[5:]]
    assert sources[1::2] == [
        'll.exercises.check("01.1", prediction)',
        'll.exercises.check("01.3", prediction)',
    ]
    assert all("..." not in answer for answer in sources[::2]), sources
    assert len({cell["id"] for cell in nb.cells}) == len(nb.cells)  # ids stay unique


@pytest.mark.parametrize("path", EDITIONS, ids=name)
def test_notebook_is_kept_without_outputs_and_in_step_with_its_script(path):
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, path.name
    script = path.parent / "scripts" / f"{path.stem}.py"
    assert script.exists(), f"{script} pairs {path.name}"
    paired = jupytext.read(script)
    assert [c.source for c in paired.cells] == [c.source for c in nb.cells]
    assert [c.metadata.get("tags") for c in paired.cells] == [
        c.metadata.get("tags") for c in nb.cells
    ]


@pytest.mark.parametrize("path", COURSE, ids=lambda p: p.stem)
def test_notebook_defines_no_algorithm(path):
    """``def`` and ``class`` only where the learner writes: exercise cells and their answers."""
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code" and exercises.EXERCISE_TAG not in cell.metadata.get("tags", []):
            assert not re.search(r"^\s*(def|class)\s", cell.source, re.M), cell.source[:80]


@pytest.mark.parametrize("path", EDITIONS, ids=name)
def test_notebook_follows_the_exercise_convention(path):
    from linklab.course.exercise_bank import BANK

    nb = nbformat.read(path, as_version=4)
    words = WORDS[edition(path)]
    cells = exercises.exercise_cells(nb)
    assert len(cells) >= 2, f"{path.name} has {len(cells)} exercise cells"
    for exercise, check in zip(cells, check_cells(nb), strict=True):
        source = nb.cells[exercise].source
        assert nb.cells[exercise].cell_type == "code"
        predicts = source.startswith(words["predict"])
        writes = source.startswith(words["write"]) and source.rstrip().endswith("\n    ...")
        assert predicts or writes, f"cell {exercise + 1} does not start unanswered"
        key = exercises.exercise_key(nb, exercise)
        assert key in BANK and key.startswith(path.name[:2]), f"cell {exercise + 1}: {key}"
        call = nb.cells[check].source
        checks_prediction = predicts and call == f'll.exercises.check("{key}", prediction)'
        checks_function = writes and call.startswith(SELFCHECK_CALL)
        assert checks_prediction or checks_function, f"cell {check + 1} is not a check"


@pytest.mark.parametrize("path", EDITIONS, ids=name)
def test_no_cell_holds_a_worked_answer(path):
    """Nothing to read off: no worked answer, no solution cell, no truth computed in sight."""
    from linklab.course.exercise_bank import BANK

    nb = nbformat.read(path, as_version=4)
    script = (path.parent / "scripts" / f"{path.stem}.py").read_text()
    mine = [item for key, item in BANK.items() if key.startswith(path.name[:2])]
    for index, cell in enumerate(nb.cells):
        assert slides.SOLUTION_TAG not in cell.metadata.get("tags", []), f"cell {index}"
        assert "**" + WORDS[edition(path)]["worked"] not in cell.source, f"cell {index}"
        if cell.cell_type == "code":
            assert not re.search(r"^truth\s*=", cell.source, re.M), f"cell {index}"
            assert "hint=" not in cell.source and "why=" not in cell.source, f"cell {index}"
    for item in mine:
        answer = item.answer.strip()
        assert answer not in script, f"{item.key}'s answer is in {path.stem}.py"
        assert all(answer not in cell.source for cell in nb.cells), item.key


@pytest.mark.parametrize("path", EDITIONS, ids=name)
def test_notebook_has_slides_and_a_time_estimate(path):
    nb = nbformat.read(path, as_version=4)
    for index, cell in enumerate(nb.cells):
        expected = slides.slide_type(cell)
        actual = cell.metadata.get("slideshow", {}).get("slide_type")
        assert actual == expected, f"{path.name} cell {index}: {actual!r}, not {expected!r}"
    assert nb.cells[0].metadata["slideshow"]["slide_type"] == "slide"
    assert re.search(WORDS[edition(path)]["time"], nb.cells[0].source), "no time estimate"


def test_the_slide_rule_sees_headings_and_solutions():
    new = nbformat.v4
    assert slides.slide_type(new.new_markdown_cell("# One")) == "slide"
    assert slides.slide_type(new.new_markdown_cell("#### Four")) is None
    assert slides.slide_type(new.new_markdown_cell("Plain text, #1")) is None
    solution = new.new_markdown_cell("## Worked", metadata={"tags": ["solution"]})
    assert slides.slide_type(solution) == "skip"
    nb = slides.set_slides(new.new_notebook(cells=[solution]))
    assert nb.cells[0].metadata["jupyter"]["source_hidden"] is True
