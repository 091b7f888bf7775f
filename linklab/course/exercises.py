"""Exercises a learner can get wrong: the check, the worked answer on request, the lecturer's copy.

An exercise in a notebook is two cells:

1. a code cell tagged ``exercise`` that starts unanswered, ``prediction = ...`` (or a function
   to write, its body ``...``);
2. its check: ``ll.exercises.check("02.1", prediction)`` (or ``ll.selfcheck.check_link(...)``
   for a function).

The truth, the hint, the take-away, the typical wrong answers and the worked answer are kept
in the package (`linklab.course.exercise_bank`), not in the notebook: "Run All" and autosave show
nothing of them. ``check`` never shows the truth unless the prediction is right; a typical
wrong answer (a near miss, the previous step's answer, a misread rule's answer) hears what is
near or which idea was misapplied. ``reveal("02.1")`` shows the worked answer, only when asked.
``fill_notebook`` (also ``python -m linklab.course.exercises fill``) writes the lecturer's copy:
every exercise cell answered from the bank. (A notebook may still hold a worked answer in a markdown
cell tagged ``solution`` after an exercise; the copy then answers from it.)
``python -m linklab.course.exercises slides`` gives every cell its slideshow metadata
(`linklab.course.slides.set_slides`): ``#``/``##`` headings start slides, ``###`` subslides,
solution cells are skipped and ``hide-input`` cells show their outputs only. It also records the
kernel's language (`language_info`), so that opening a notebook does not mark it as changed.

Examples
--------
>>> check("02.1", ...)  # doctest: +NORMALIZE_WHITESPACE
… Not answered yet: in the exercise cell above, replace ... with your answer (its comment says
what to write), then run that cell and this one.
>>> compare(2, 3, hint="Count the corners.")
✗ Not yet. Hint: Count the corners.
>>> compare(3, 3, hint="Count the corners.", why="Three corners, three turns.")
✓ Right. Three corners, three turns.
"""

from __future__ import annotations

import argparse
import html
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from linklab.course.selfcheck.report import show
from linklab.course.slides import SOLUTION_TAG, set_slides
from linklab.i18n import language, tr, translate

if TYPE_CHECKING:
    from linklab.course.exercise_bank import Exercise, Trap

#: What every check's first characters say; the notebook tests look for them.
UNANSWERED = "… Not answered yet"
WRONG = "✗ Not yet"
RIGHT = "✓ Right"

# The messages, in English; ``linklab.i18n.zh`` translates each.
UNANSWERED_MESSAGE = (
    "… Not answered yet: in the exercise cell above, replace ... with your answer (its comment "
    "says what to write), then run that cell and this one."
)
WRONG_MESSAGE = "✗ Not yet."
WRONG_HINT_MESSAGE = "✗ Not yet. Hint: {hint}"
WRONG_FORM_BOOL = "✗ Not yet: answer True or False (no quotes), not `{answer}`."
WRONG_FORM_WORD = '✗ Not yet: answer with a word in quotes, like "this", not `{answer}`.'
WRONG_UNCOMPARABLE = "✗ Not yet: that answer could not be compared ({detail})."
RIGHT_MESSAGE = "✓ Right. {why}"
WRONG_TRAP_MESSAGE = "✗ Not yet: {says}"
WRONG_ORDER = "✗ Not yet: the right ones, in the wrong order. Hint: {hint}"
WRONG_ONE_OF_THEM = "✗ Not yet: all but one of them are right. Hint: {hint}"
WRONG_OFF_BY_ONE = "✗ Not yet: close, one off. Hint: {hint}"
WRONG_NEIGHBOUR = "✗ Not yet: close, a neighbour of the cell. Hint: {hint}"
WRONG_CHOICE = "✗ Not yet: answer one of {choices}, not `{answer}`."
REVEAL_NOTE = '(Stuck? ll.exercises.reveal("{key}") shows the worked answer.)'
UNKNOWN_EXERCISE = "no exercise {key!r}: the exercises are {keys}"
WRONG_FORM = "✗ Not yet: answer {form}, not `{answer}`."
FORM_NUMBER = "a number, like `{example}`"
FORM_CELL = "a cell (row, col), like `{example}`"
FORM_CELLS = "a list of cells (row, col), like `{example}`"
FORM_LAYOUT = "six digits, cells A to F, like `{example}`"
FORM_OR_NONE = "{form}, or None"
WRONG_NUMBERED_FROM_1 = (
    "✗ Not yet: close, but counted from 1, as the pictures number rows and columns; the code "
    "counts them from 0. Hint: {hint}"
)

EXERCISE_TAG = "exercise"


@dataclass(frozen=True)
class Feedback:
    """What a check says: ``status`` is ``"unanswered"``, ``"wrong"`` or ``"right"``.

    It shows itself as one line in a notebook (the check is the cell's last expression).

    Examples
    --------
    >>> compare(1, 1).status
    'right'
    """

    status: str
    message: str

    def __repr__(self) -> str:
        return self.message

    def _repr_html_(self) -> str:
        colour = {"unanswered": "#555555", "wrong": "#b35806", "right": "#1b7837"}[self.status]
        return (
            f'<div style="font-size:1.15em;color:{colour};padding:0.2em 0">'
            f"{html.escape(self.message)}</div>"
        )

    @property
    def is_right(self) -> bool:
        """True when the prediction matched the truth."""
        return self.status == "right"


def is_unanswered(value: Any) -> bool:
    """True when ``value`` is ``...`` or still holds ``...`` somewhere inside.

    Safe on any value: a list that holds itself, or one nested thousands deep, is looked
    into only so far.

    Examples
    --------
    >>> is_unanswered(...), is_unanswered([(1, 0), ...]), is_unanswered([(1, 0)])
    (True, True, False)
    >>> loop = []
    >>> loop.append(loop)
    >>> is_unanswered(loop)
    False
    """
    stack, seen = [(value, 0)], set()
    while stack:
        item, depth = stack.pop()
        if item is Ellipsis:
            return True
        if depth > _DEEPEST or id(item) in seen:
            continue
        if isinstance(item, (list, tuple, set, frozenset)):
            seen.add(id(item))
            stack.extend((inner, depth + 1) for inner in item)
        elif isinstance(item, dict):
            seen.add(id(item))
            stack.extend((inner, depth + 1) for inner in item.values())
    return False


_DEEPEST = 50  # answers nest a few levels; deeper ones are refused, not recursed into


def normalise(value: Any, _depth: int = 0) -> Any:
    """The form two answers are compared in: lists become tuples, text loses case and spaces.

    A numpy array or number becomes the Python list or number it holds. Nesting deeper than
    50 levels (or a list holding itself) raises ValueError.

    Examples
    --------
    >>> normalise([[1, 0], (2, 1)])
    ((1, 0), (2, 1))
    >>> normalise("  Pruned ")
    'pruned'
    """
    if _depth > _DEEPEST:
        raise ValueError("the answer is nested too deeply")
    if type(value).__module__ == "numpy" and hasattr(value, "tolist"):
        value = value.tolist()
    if isinstance(value, str):
        return value.strip().lower()
    if isinstance(value, (list, tuple)):
        return tuple(normalise(item, _depth + 1) for item in value)
    if isinstance(value, (set, frozenset)):
        return frozenset(normalise(item, _depth + 1) for item in value)
    if isinstance(value, dict):
        return {normalise(k, _depth + 1): normalise(v, _depth + 1) for k, v in value.items()}
    return value


def check(key: str, answer: Any) -> Feedback:
    """Check the ``answer`` to the exercise ``key`` ("02.1": notebook 02, its first exercise).

    Everything else (the truth, the hint, the take-away, the typical wrong answers) comes from
    `linklab.course.exercise_bank`. An unknown or missing ``key`` raises
    `linklab.core.errors.InputError` (a ValueError) listing the exercises; any ``answer`` gets
    one line, and nothing raises.

    Examples
    --------
    >>> check("07.1", (4, 1, 3, 5, 2, 6)).status
    'right'
    >>> check("07.1", (1, 5, 2, 4, 6, 3))  # doctest: +NORMALIZE_WHITESPACE
    ✗ Not yet: That is β, which turns the right block; α turns the left one.
    (Stuck? ll.exercises.reveal("07.1") shows the worked answer.)
    >>> check("99.9", 1)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: no exercise '99.9': the exercises are 01.1, 01.2, ...
    """
    return _check_exercise(_exercise(key), answer)


def _exercise(key: Any) -> Exercise:
    from linklab.core.errors import InputError
    from linklab.course.exercise_bank import BANK

    if not isinstance(key, str) or key not in BANK:
        raise InputError(UNKNOWN_EXERCISE.format(key=key, keys=", ".join(BANK)))
    return BANK[key]


def compare(
    prediction: Any,
    truth: Any,
    *,
    hint: str = "",
    why: str = "",
    same: Callable[[Any, Any], bool] | None = None,
) -> Feedback:
    """Compare a learner's ``prediction`` with the ``truth`` the package computed (an exercise
    not in the bank).

    Parameters
    ----------
    prediction
        The learner's answer; ``...`` (or anything holding ``...``) means not answered yet.
    truth
        The right answer, computed in the notebook, never typed in.
    hint
        Shown on a wrong answer; it must not give the answer away.
    why
        Shown on a right answer: the take-away.
    same
        How to compare, when not equality after ``normalise``.

    Returns
    -------
    Feedback
        One line that shows itself in a notebook; it raises nothing, whatever the answer.

    Examples
    --------
    >>> compare([[1, 0]], [(1, 0)]).status
    'right'
    >>> compare(0.5, 0.52, same=lambda p, t: abs(p - t) < 0.05).status
    'right'
    >>> compare("yes", True)  # the form of a yes-or-no answer is no secret
    ✗ Not yet: answer True or False (no quotes), not `'yes'`.
    """
    if is_unanswered(prediction):
        return Feedback("unanswered", tr(UNANSWERED_MESSAGE))
    if isinstance(truth, bool) and not isinstance(prediction, bool):
        return Feedback("wrong", tr(WRONG_FORM_BOOL, answer=repr(prediction)))
    if isinstance(truth, str) and not isinstance(prediction, str):
        return Feedback("wrong", tr(WRONG_FORM_WORD, answer=repr(prediction)))
    try:
        right = same(prediction, truth) if same else normalise(prediction) == normalise(truth)
        right = bool(right)
    except Exception as error:  # a learner's odd answer must not stop "Run All"
        detail = f"{type(error).__name__}: {error}".strip().splitlines()[0][:120]
        return Feedback("wrong", tr(WRONG_UNCOMPARABLE, detail=detail))
    if right:
        return Feedback("right", tr(RIGHT_MESSAGE, why=translate(why)).rstrip())
    if not hint:
        return Feedback("wrong", tr(WRONG_MESSAGE))
    return Feedback("wrong", tr(WRONG_HINT_MESSAGE, hint=translate(hint)))


def exercise_text(exercise: Exercise, field: str) -> str:
    """An exercise's ``hint``, ``why`` or ``worked`` prose in the language in force (the Chinese
    from ``linklab.i18n.zh_exercises``, by the exercise's id).

    >>> from linklab.course.exercise_bank import BANK
    >>> from linklab.i18n import using
    >>> with using("zh"):
    ...     exercise_text(BANK["02.1"], "why")[:5]
    '在空棋盘上'
    """
    if language() == "zh":
        from linklab.i18n.zh_exercises import ZH_EXERCISES

        text: str = ZH_EXERCISES[exercise.key][field]  # each prose field of an entry is text
        return text
    prose: str = getattr(exercise, field)  # hint, why or worked: each a str field
    return prose


def answer_source(exercise: Exercise, language_: str | None = None) -> str:
    """The source answering ``exercise`` (the bank's ``answer``), its comments and docstrings
    in ``language_`` (the one in force by default): the code is the same in every language.

    >>> from linklab.course.exercise_bank import BANK
    >>> answer_source(BANK["07.4"], "zh").splitlines()[4].strip().strip('"')
    'α 和 β 能否把这个布局变成 1 2 3 4 5 6？'
    """
    source = exercise.answer
    if (language_ or language()) != "zh":
        return source
    from linklab.i18n.zh_exercises import ZH_EXERCISES

    notes: dict[str, str] = ZH_EXERCISES[exercise.key].get("answer notes", {})
    for english, chinese in notes.items():
        source = source.replace(f'"""{english}"""', f'"""{chinese}"""')
        source = source.replace(f"# {english}", f"# {chinese}")
    return source


def trap_says(exercise: Exercise, trap: Trap) -> str:
    """What ``trap`` of ``exercise`` says, in the language in force."""
    if language() == "zh":
        from linklab.i18n.zh_exercises import ZH_EXERCISES

        says: Sequence[str] = ZH_EXERCISES[exercise.key]["traps"]  # as the bank orders them
        return says[exercise.traps.index(trap)]
    return trap.says


def _check_exercise(exercise: Exercise, prediction: Any) -> Feedback:
    """The bank's check of one exercise: right, a trap's words, a near miss, or the hint."""
    if is_unanswered(prediction):
        return Feedback("unanswered", tr(UNANSWERED_MESSAGE))
    truth = exercise.truth
    note = tr(REVEAL_NOTE, key=exercise.key)
    shown = show(prediction)
    if exercise.choices:
        if not isinstance(prediction, str) or normalise(prediction) not in {
            normalise(c) for c in exercise.choices
        }:
            choices = ", ".join(f'"{c}"' for c in exercise.choices)
            return Feedback("wrong", tr(WRONG_CHOICE, choices=choices, answer=shown))
    elif isinstance(truth, bool) and not isinstance(prediction, bool):
        return Feedback("wrong", tr(WRONG_FORM_BOOL, answer=shown))
    try:
        said = normalise(prediction)
        form = _wrong_form(said, exercise)
        if form:
            return Feedback("wrong", f"{tr(WRONG_FORM, form=form, answer=shown)}\n{note}")
        right = _same(said, normalise(truth), exercise.tolerance)
        for trap in exercise.traps:
            if not right and _same(said, normalise(trap.answer), 0.0):
                return Feedback(
                    "wrong", f"{tr(WRONG_TRAP_MESSAGE, says=trap_says(exercise, trap))}\n{note}"
                )
        near = None if right else _near_miss(said, normalise(truth))
    except Exception as error:  # a learner's odd answer must not stop "Run All"
        detail = f"{type(error).__name__}: {error}".strip().splitlines()[0][:120]
        return Feedback("wrong", tr(WRONG_UNCOMPARABLE, detail=detail))
    if right:
        return Feedback("right", tr(RIGHT_MESSAGE, why=exercise_text(exercise, "why")).rstrip())
    hint = exercise_text(exercise, "hint")
    message = tr(near, hint=hint) if near else tr(WRONG_HINT_MESSAGE, hint=hint)
    return Feedback("wrong", f"{message}\n{note}")


def _same(said: Any, truth: Any, tolerance: float) -> bool:
    if tolerance and isinstance(truth, int) and isinstance(said, (int, float)):
        return not isinstance(said, bool) and abs(said - truth) <= tolerance * abs(truth)
    if isinstance(said, bool) != isinstance(truth, bool):  # True is not 1 here
        return False
    same: bool = said == truth
    return same


def answer_kind(value: Any) -> str:
    """The form of a (normalised) answer: none, bool, number, word, cell, layout, cells or
    other; what a check tells a learner to give.

    >>> answer_kind((0, 1)), answer_kind(((0, 1), (2, 2))), answer_kind(7), answer_kind(None)
    ('cell', 'cells', 'number', 'none')
    """
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "word"
    if isinstance(value, tuple) and _is_cell(value):
        return "cell"
    if isinstance(value, tuple) and sorted(value) == [1, 2, 3, 4, 5, 6]:
        return "layout"
    if (
        isinstance(value, tuple)
        and value
        and all(isinstance(v, tuple) and _is_cell(v) for v in value)
    ):
        return "cells"
    return "other"


_EXAMPLES = {
    "number": (7, 5, 9, 3, 11),
    "cell": ((0, 1), (2, 0), (1, 2), (2, 2)),
    "cells": (((0, 1), (1, 1)), ((2, 0), (2, 1))),
    "layout": ((6, 5, 4, 3, 2, 1), (2, 1, 3, 4, 5, 6)),
}
_FORMS = {"number": FORM_NUMBER, "cell": FORM_CELL, "cells": FORM_CELLS, "layout": FORM_LAYOUT}


def _wrong_form(said: Any, exercise: Exercise) -> str | None:
    """What form the exercise's answers take, when ``said`` takes none of them (True for a
    number, a word for a cell); None when its form is one the answers take."""
    answers = [normalise(exercise.truth), *(normalise(trap.answer) for trap in exercise.traps)]
    kinds = {answer_kind(answer) for answer in answers}
    if answer_kind(said) in kinds or not kinds & set(_FORMS):
        return None
    main = next(answer_kind(answer) for answer in answers if answer_kind(answer) in _FORMS)
    taken = {repr(answer) for answer in answers}
    shifted = counted_from_one(answers[0]) if answer_kind(answers[0]) in ("cell", "cells") else None
    example = next(
        e for e in _EXAMPLES[main] if repr(normalise(e)) not in taken and normalise(e) != shifted
    )
    cells = example if isinstance(example, tuple) else (example,)
    shown = "[" + ", ".join(map(str, cells)) + "]" if main == "cells" else str(example)
    form = tr(_FORMS[main], example=shown)
    return tr(FORM_OR_NONE, form=form) if "none" in kinds else form


def counted_from_one(cells: Any) -> Any:
    """A cell, or a tuple of cells, counted from 1 instead of 0 (the near miss a check names).

    >>> counted_from_one((0, 1)), counted_from_one(((0, 0), (2, 3)))
    ((1, 2), ((1, 1), (3, 4)))
    """
    if _is_cell(cells):
        return (cells[0] + 1, cells[1] + 1)
    return tuple((r + 1, c + 1) for r, c in cells)


def _near_miss(said: Any, truth: Any) -> str | None:
    """Which kind of near miss ``said`` is (a message with ``{hint}``), or None."""
    if isinstance(truth, tuple) and isinstance(said, tuple) and len(said) == len(truth):
        kind = answer_kind(truth)
        numbered = kind in ("cell", "cells") and answer_kind(said) == kind
        if numbered and said == counted_from_one(truth):
            return WRONG_NUMBERED_FROM_1
        if _is_cell(truth):
            if _is_cell(said) and abs(said[0] - truth[0]) + abs(said[1] - truth[1]) == 1:
                return WRONG_NEIGHBOUR
            return None
        if sorted(map(repr, said)) == sorted(map(repr, truth)):
            return WRONG_ORDER
        if sum(a != b for a, b in zip(said, truth, strict=True)) == 1:
            return WRONG_ONE_OF_THEM
    whole = isinstance(truth, int) and not isinstance(truth, bool)
    if whole and isinstance(said, int) and not isinstance(said, bool) and abs(said - truth) == 1:
        return WRONG_OFF_BY_ONE
    return None


def _is_cell(value: Any) -> bool:
    return len(value) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in value)


@dataclass(frozen=True)
class WorkedAnswer:
    """An exercise's worked answer, shown when asked (``reveal``): Markdown in a notebook."""

    key: str
    text: str

    def __repr__(self) -> str:
        return self.text

    def _repr_markdown_(self) -> str:
        return self.text


def reveal(key: str) -> WorkedAnswer:
    """The worked answer of exercise ``key`` ("02.1": notebook 02, its first exercise).

    Examples
    --------
    >>> print(reveal("07.2"))  # doctest: +ELLIPSIS
    **Worked answer.** A search that fails discovers the start's whole component. ...
    >>> reveal("9.9")
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: no exercise '9.9': the exercises are 01.1, 01.2, ...
    """
    from linklab.core.errors import InputError
    from linklab.course.exercise_bank import BANK

    if not isinstance(key, str) or key not in BANK:
        keys = ", ".join(BANK)
        raise InputError(UNKNOWN_EXERCISE.format(key=key, keys=keys))
    exercise = BANK[key]
    prose = exercise_text(exercise, "worked")
    return WorkedAnswer(key, f"{prose}\n\n```python\n{answer_source(exercise)}\n```")


_CALL = re.compile(r"""ll\.exercises\.check\(\s*["'](\d+\.\d+)["']""")
_DEFINED = re.compile(r"^def (\w+)\(", re.M)


def exercise_key(nb: Any, exercise: int) -> str | None:
    """The bank's key of the exercise whose cell is ``nb.cells[exercise]``, or None.

    Read from its check (``ll.exercises.check("02.1", ...)``, the first code cell after it),
    or for a function to write, from the function's name and the notebook's number.
    """
    from linklab.course.exercise_bank import BANK

    following = (c for c in nb.cells[exercise + 1 :] if c.get("cell_type") == "code")
    check_cell = next(following, None)
    if check_cell is not None:
        found = _CALL.search(check_cell.get("source", ""))
        if found:
            return found.group(1)
    defined = _DEFINED.search(nb.cells[exercise].get("source", ""))
    if defined:
        before = sum(EXERCISE_TAG in _tags(c) for c in nb.cells[:exercise])
        for key, item in BANK.items():
            if item.function == defined.group(1) and int(key.split(".")[1]) == before + 1:
                return key
    return None


_CODE_BLOCK = re.compile(r"```(?:python|py)?[ \t]*\n(.*?)```", re.DOTALL)


def solution_code(markdown: str) -> str:
    """The first fenced code block of a solution cell.

    Examples
    --------
    >>> solution_code("Worked answer.\\n\\n```python\\nprediction = 3\\n```\\n")
    'prediction = 3'
    """
    found = _CODE_BLOCK.search(markdown)
    if not found:
        raise ValueError("the solution cell has no ```python code block")
    return found.group(1).strip("\n")


def _tags(cell: Any) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


def exercise_cells(nb: Any) -> list[int]:
    """The index of each cell tagged ``exercise``, in order."""
    return [i for i, cell in enumerate(nb.cells) if EXERCISE_TAG in _tags(cell)]


def fill_notebook(nb: Any, name: str = "") -> Any:
    """A copy of ``nb`` with every exercise cell answered from the bank (or its solution cell);
    a translated notebook's answers carry their comments in its language (`answer_source`).
    Given the notebook's file ``name``, its speaker notes name every wrong answer, as the
    lecturer needs them (a learner's notebook leaves them out: `teaching_notes.with_notes`).

    Examples
    --------
    >>> import nbformat
    >>> nb = nbformat.v4.new_notebook(cells=[
    ...     nbformat.v4.new_code_cell("prediction = ...", metadata={"tags": ["exercise"]}),
    ...     nbformat.v4.new_markdown_cell("```python\\nprediction = 3\\n```",
    ...                                   metadata={"tags": ["solution"]}),
    ... ])
    >>> fill_notebook(nb).cells[0].source
    'prediction = 3'
    """
    import copy

    from linklab.course.exercise_bank import BANK

    filled = copy.deepcopy(nb)
    translated = any("translates" in c.get("metadata", {}).get("linklab", {}) for c in nb.cells)
    for exercise in exercise_cells(filled):
        key = exercise_key(filled, exercise)
        if key is not None:
            filled.cells[exercise].source = answer_source(BANK[key], "zh" if translated else "en")
            continue
        later = (
            j
            for j in range(exercise + 1, len(filled.cells))
            if SOLUTION_TAG in _tags(filled.cells[j])
        )
        solution = next(later, None)
        if solution is None:
            raise ValueError(
                f"cell {exercise} is tagged exercise but neither the exercise bank nor a "
                "solution cell answers it"
            )
        filled.cells[exercise].source = solution_code(filled.cells[solution].source)
    if name:
        from linklab.course.teaching_notes import lecturer_notes

        filled = lecturer_notes(filled, "zh" if translated else "en", name)
    return filled


def fill_files(sources: Sequence[Path], out: Path) -> list[Path]:
    """Write the filled-in copy of each notebook into the folder ``out``; the paths written."""
    import nbformat

    out.mkdir(parents=True, exist_ok=True)
    written = []
    for source in sources:
        nb = nbformat.read(source, as_version=4)
        target = out / source.name
        nbformat.write(fill_notebook(nb, source.name), target)
        written.append(target)
    return written


def language_info() -> dict[str, Any]:
    """What a Python kernel run by this interpreter says of its language, as JupyterLab writes
    it into a notebook on opening one: a notebook holding it already is not marked as changed.

    >>> info = language_info()
    >>> info["name"], info["codemirror_mode"]
    ('python', {'name': 'ipython', 'version': 3})
    """
    import platform

    return {
        "codemirror_mode": {"name": "ipython", "version": 3},
        "file_extension": ".py",
        "mimetype": "text/x-python",
        "name": "python",
        "nbconvert_exporter": "python",
        "pygments_lexer": "ipython3",
        "version": platform.python_version(),
    }


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m linklab.course.exercises fill NOTEBOOK_OR_FOLDER... -o OUT``: the lecturer's
    copy."""
    parser = argparse.ArgumentParser(prog="python -m linklab.course.exercises", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    fill = commands.add_parser("fill", help="write the notebooks with every exercise answered")
    fill.add_argument("paths", nargs="+", type=Path, help="notebooks, or folders of notebooks")
    fill.add_argument("-o", "--out", type=Path, required=True, help="folder to write into")
    slides = commands.add_parser(
        "slides", help="set each cell's slideshow metadata in place, and collapse solutions"
    )
    slides.add_argument("paths", nargs="+", type=Path, help="notebooks, or folders of notebooks")
    args = parser.parse_args(argv)
    sources: list[Path] = []
    for path in args.paths:
        if path.is_dir():
            sources.extend(sorted(path.glob("*.ipynb")))
        elif path.suffix == ".ipynb" and path.exists():
            sources.append(path)
        else:
            print(f"linklab: error: {path}: not a notebook or a folder", file=sys.stderr)
            return 2
    if args.command == "slides":
        import nbformat

        for source in sources:
            nb = set_slides(nbformat.read(source, as_version=4))
            nb.metadata["language_info"] = language_info()
            nbformat.write(nb, source)
            print(source)
        return 0
    try:
        written = fill_files(sources, args.out)
    except (ValueError, OSError) as error:
        print(f"linklab: error: {error}", file=sys.stderr)
        return 2
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
