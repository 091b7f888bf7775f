"""Exercises a learner can get wrong: the check, and the lecturer's filled-in copy.

An exercise in a notebook is three cells:

1. a code cell tagged ``exercise`` that starts unanswered, ``prediction = ...``;
2. a code cell that computes the truth with the package and ends with
   ``ll.exercises.check(prediction, truth, hint=..., why=...)``;
3. a markdown cell tagged ``solution``, collapsed, holding the worked answer and, in a fenced
   ``python`` block, the source that answers the exercise cell.

``check`` never shows the truth unless the prediction is right. ``fill_notebook`` (also
``python -m linklab.exercises fill``) writes the lecturer's copy: every exercise cell replaced by
the code block of its solution. ``set_slides`` (also ``python -m linklab.exercises slides``)
gives every cell its slideshow metadata: ``#``/``##`` headings start slides, ``###`` subslides,
solution cells are skipped and collapsed.

Examples
--------
>>> check(..., 3, hint="Count the corners.")  # doctest: +NORMALIZE_WHITESPACE
… Not answered yet: in the exercise cell above, replace ... with your answer (its comment says
what to write), then run that cell and this one.
>>> check(2, 3, hint="Count the corners.")
✗ Not yet. Hint: Count the corners.
>>> check(3, 3, hint="Count the corners.", why="Three corners, three turns.")
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
from typing import Any

from linklab.i18n import tr, translate

#: What every check's first characters say; the notebook tests look for them.
UNANSWERED = "… Not answered yet"
WRONG = "✗ Not yet"
RIGHT = "✓ Right"

# The messages, in English; ``linklab.zh`` translates each.
UNANSWERED_MESSAGE = (
    "… Not answered yet: in the exercise cell above, replace ... with your answer (its comment "
    "says what to write), then run that cell and this one."
)
WRONG_MESSAGE = "✗ Not yet."
WRONG_HINT_MESSAGE = "✗ Not yet. Hint: {hint}"
WRONG_FORM_BOOL = "✗ Not yet: answer True or False (no quotes), not {answer}."
WRONG_FORM_WORD = '✗ Not yet: answer with a word in quotes, like "this", not {answer}.'
WRONG_UNCOMPARABLE = "✗ Not yet: that answer could not be compared ({detail})."
RIGHT_MESSAGE = "✓ Right. {why}"

EXERCISE_TAG = "exercise"
SOLUTION_TAG = "solution"


@dataclass(frozen=True)
class Verdict:
    """What a check says: ``status`` is ``"unanswered"``, ``"wrong"`` or ``"right"``.

    It shows itself as one line in a notebook (the check is the cell's last expression).

    Examples
    --------
    >>> check(1, 1).status
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

    Examples
    --------
    >>> is_unanswered(...), is_unanswered([(1, 0), ...]), is_unanswered([(1, 0)])
    (True, True, False)
    """
    if value is Ellipsis:
        return True
    if isinstance(value, (list, tuple, set, frozenset)):
        return any(is_unanswered(item) for item in value)
    if isinstance(value, dict):
        return any(is_unanswered(item) for item in value.values())
    return False


def normalise(value: Any) -> Any:
    """The form two answers are compared in: lists become tuples, text loses case and spaces.

    Examples
    --------
    >>> normalise([[1, 0], (2, 1)])
    ((1, 0), (2, 1))
    >>> normalise("  Pruned ")
    'pruned'
    """
    if isinstance(value, str):
        return value.strip().lower()
    if isinstance(value, (list, tuple)):
        return tuple(normalise(item) for item in value)
    if isinstance(value, (set, frozenset)):
        return frozenset(normalise(item) for item in value)
    if isinstance(value, dict):
        return {normalise(key): normalise(item) for key, item in value.items()}
    return value


def check(
    prediction: Any,
    truth: Any,
    *,
    hint: str = "",
    why: str = "",
    same: Callable[[Any, Any], bool] | None = None,
) -> Verdict:
    """Compare a learner's ``prediction`` with the ``truth`` the package computed.

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
    Verdict
        One line that shows itself in a notebook; it raises nothing, whatever the answer.

    Examples
    --------
    >>> check([[1, 0]], [(1, 0)]).status
    'right'
    >>> check(0.5, 0.52, same=lambda p, t: abs(p - t) < 0.05).status
    'right'
    >>> check("yes", True)  # the form of a yes-or-no answer is no secret
    ✗ Not yet: answer True or False (no quotes), not 'yes'.
    """
    if is_unanswered(prediction):
        return Verdict("unanswered", tr(UNANSWERED_MESSAGE))
    if isinstance(truth, bool) and not isinstance(prediction, bool):
        return Verdict("wrong", tr(WRONG_FORM_BOOL, answer=repr(prediction)))
    if isinstance(truth, str) and not isinstance(prediction, str):
        return Verdict("wrong", tr(WRONG_FORM_WORD, answer=repr(prediction)))
    try:
        right = same(prediction, truth) if same else normalise(prediction) == normalise(truth)
    except Exception as error:  # a learner's odd answer must not stop "Run All"
        detail = f"{type(error).__name__}: {error}".splitlines()[0]
        return Verdict("wrong", tr(WRONG_UNCOMPARABLE, detail=detail))
    if right:
        return Verdict("right", tr(RIGHT_MESSAGE, why=translate(why)).rstrip())
    if not hint:
        return Verdict("wrong", tr(WRONG_MESSAGE))
    return Verdict("wrong", tr(WRONG_HINT_MESSAGE, hint=translate(hint)))


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


def exercise_pairs(nb: Any) -> list[tuple[int, int]]:
    """``(exercise cell index, solution cell index)`` for each exercise, in order.

    Each exercise cell is answered by the first cell tagged ``solution`` after it.
    """
    pairs = []
    for index, cell in enumerate(nb.cells):
        if EXERCISE_TAG not in _tags(cell):
            continue
        later = (j for j in range(index + 1, len(nb.cells)) if SOLUTION_TAG in _tags(nb.cells[j]))
        solution = next(later, None)
        if solution is None:
            raise ValueError(f"cell {index} is tagged exercise but no solution cell follows it")
        pairs.append((index, solution))
    return pairs


def fill_notebook(nb: Any) -> Any:
    """A copy of ``nb`` with every exercise cell answered from its solution cell.

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

    filled = copy.deepcopy(nb)
    for exercise, solution in exercise_pairs(filled):
        filled.cells[exercise].source = solution_code(filled.cells[solution].source)
    return filled


def fill_files(sources: Sequence[Path], out: Path) -> list[Path]:
    """Write the filled-in copy of each notebook into the folder ``out``; the paths written."""
    import nbformat

    out.mkdir(parents=True, exist_ok=True)
    written = []
    for source in sources:
        nb = nbformat.read(source, as_version=4)
        target = out / source.name
        nbformat.write(fill_notebook(nb), target)
        written.append(target)
    return written


def slide_type(cell: Any) -> str | None:
    """The slide a cell belongs to when the notebook is shown as a slideshow.

    A markdown cell that opens with a ``#`` or ``##`` heading starts a slide, one with a ``###``
    heading a subslide; a solution cell is skipped (it is asked for, not presented); any other
    cell carries on the slide above it (``None``: no slideshow metadata).

    Examples
    --------
    >>> import nbformat
    >>> new = nbformat.v4
    >>> cells = [new.new_markdown_cell("## Two"), new.new_markdown_cell("### Three")]
    >>> [slide_type(c) for c in [*cells, new.new_code_cell("x = 1")]]
    ['slide', 'subslide', None]
    """
    if SOLUTION_TAG in _tags(cell):
        return "skip"
    if cell.get("cell_type") != "markdown":
        return None
    heading = re.match(r"(#{1,6})\s", cell.get("source", "").lstrip("\n"))
    if heading is None:
        return None
    return {1: "slide", 2: "slide", 3: "subslide"}.get(len(heading.group(1)))


def set_slides(nb: Any) -> Any:
    """Give every cell of ``nb`` its ``slide_type`` and collapse each solution cell, in place.

    Cells with no slide type lose any slideshow metadata they had. Returns ``nb``.
    """
    for cell in nb.cells:
        kind = slide_type(cell)
        if kind is None:
            cell.metadata.pop("slideshow", None)
        else:
            cell.metadata["slideshow"] = {"slide_type": kind}
        if SOLUTION_TAG in _tags(cell):
            cell.metadata.setdefault("jupyter", {})["source_hidden"] = True
    return nb


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m linklab.exercises fill NOTEBOOK_OR_FOLDER... -o OUT``: the lecturer's copy."""
    parser = argparse.ArgumentParser(prog="python -m linklab.exercises", description=__doc__)
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
            nbformat.write(set_slides(nbformat.read(source, as_version=4)), source)
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
