"""What each slide of a notebook shows, counted in lines, so that a slide a lecture hall reads
holds no more than `LIMIT` of them at 1280x720.

A notebook is a slideshow (jupyterlab-rise, ``Alt R``): a cell whose ``slide_type`` is
``"slide"`` or ``"subslide"`` starts a slide, cells marked ``"skip"`` or ``"notes"`` are left
out, and every other cell carries on the slide above it. A code cell tagged ``hide-input``,
and any cell that draws a figure, shows only what it prints and draws: `set_slides` collapses
its source, the slideshow's own way of hiding an input (one click on its ``…`` shows it
again). A cell that only asserts, and a hidden cell that shows nothing (the setup), are
skipped: they run, and leave nothing on the slide.

How tall each slide is on the screen is measured in a browser by `linklab.site.slideshow`
(``python -m linklab.site.slideshow``); the lines counted here are a quick look without one.

A slide's lines are what the room reads: each markdown line (a heading counts twice, for its
size), each line of a code cell's visible source, and each printed line of its outputs, every
one wrapped at `COLUMNS` columns (a Chinese character takes two). Blank lines and pictures are
not counted: a picture is sized by the package's style to fit beside what a slide may hold.

Examples
--------
>>> import nbformat
>>> new = nbformat.v4
>>> nb = new.new_notebook(cells=[
...     new.new_markdown_cell("## A plain BFS\\n\\nThe frontier grows in rings."),
...     new.new_code_cell("import linklab as ll", metadata={"tags": ["hide-input"]}),
...     new.new_code_cell("ll.show_trace(board, a, b)"),
... ])
>>> _ = set_slides(nb)
>>> [(s.title, s.lines) for s in slides_of(nb)]
[('A plain BFS', 4)]
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from linklab.i18n import display_width

#: The most lines a slide may show at 1280x720.
LIMIT = 25
#: Where a line wraps, in columns (a Chinese character takes two).
COLUMNS = 100
#: The tag of a code cell whose source the slideshow hides, showing its outputs only.
HIDE_INPUT_TAG = "hide-input"
SOLUTION_TAG = "solution"
_STARTS = ("slide", "subslide")
_LEFT_OUT = ("skip", "notes")
#: A call that starts a figure: the cell is shown by its picture, its code hidden.
_DRAWS = re.compile(r"\bplt\.(subplots|figure|subplot_mosaic)\(")
#: Calls that show something wherever they stand in a cell.
_SHOWING_CALLS = frozenset({"print", "display", "show", "subplots", "figure"})
#: Methods whose value is ``None``: a cell ending on one shows nothing.
_NONE_METHODS = frozenset({"append", "extend", "update", "add", "sort", "clear", "insert"})


@dataclass(frozen=True)
class Slide:
    """One slide: the index of the cell that starts it, its title, and the lines it shows."""

    first_cell: int
    title: str
    lines: int


def tags(cell: Any) -> list[str]:
    """The cell's tags (none when it has no metadata)."""
    return list(cell.get("metadata", {}).get("tags", []))


def _source(cell: Any) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def code_of_cell(source: str) -> ast.Module | None:
    """``source`` parsed, its IPython magics and shell lines left out; None if it is no Python."""
    kept = "\n".join(line for line in source.splitlines() if line.lstrip()[:1] not in ("%", "!"))
    try:
        return ast.parse(kept)
    except SyntaxError:
        return None


def asserts_only(source: str) -> bool:
    """Whether a code cell does nothing but assert (a check for the lecturer, not a slide).

    >>> asserts_only("assert x == 1  # the corner\\nassert y")
    True
    >>> asserts_only("for n in ns:\\n    assert n > 0")
    True
    >>> asserts_only("x = 1\\nassert x"), asserts_only("")
    (False, False)
    """
    tree = code_of_cell(source)
    return tree is not None and bool(tree.body) and _only_asserts(tree.body)


def _only_asserts(body: list[ast.stmt]) -> bool:
    """Whether every statement of ``body`` asserts, or loops or branches only to assert."""
    for statement in body:
        if isinstance(statement, ast.For | ast.If):
            if not _only_asserts(statement.body) or (
                statement.orelse and not _only_asserts(statement.orelse)
            ):
                return False
        elif not isinstance(statement, ast.Assert):
            return False
    return True


def draws(source: str) -> bool:
    """Whether a code cell starts a matplotlib figure (its picture is what a slide shows).

    >>> draws('fig, ax = plt.subplots(figsize=(4, 3))'), draws("ll.find_path(b, p, q)")
    (True, False)
    """
    return _DRAWS.search(source) is not None


def shows_nothing(source: str) -> bool:
    """Whether a code cell, run, shows nothing: it prints, displays and draws nothing, and
    its last statement is no value (an assignment, an import, a loop, a method returning None).

    >>> shows_nothing("%matplotlib inline\\nimport linklab as ll")
    True
    >>> shows_nothing("xs = []\\nxs.append(1)"), shows_nothing("x = 1\\nx")
    (True, False)
    >>> shows_nothing("for n in ns:\\n    print(n)"), shows_nothing("not python(")
    (False, False)
    """
    tree = code_of_cell(source)
    if tree is None:
        return False
    last = tree.body[-1] if tree.body else None
    if isinstance(last, ast.Expr):
        call = last.value
        quiet = (
            isinstance(call, ast.Call)
            and isinstance(call.func, ast.Attribute)
            and call.func.attr in _NONE_METHODS
        )
        if not quiet:
            return False
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = getattr(func, "id", None) or getattr(func, "attr", "")
            if name in _SHOWING_CALLS:
                return False
    return True


def input_hidden(cell: Any) -> bool:
    """Whether the slideshow shows only the cell's outputs (its source collapsed)."""
    return bool(cell.get("metadata", {}).get("jupyter", {}).get("source_hidden"))


def wrapped_lines(text: str, columns: int = COLUMNS) -> int:
    """The screen lines ``text`` takes, wrapped at ``columns``; blank lines are not counted.

    >>> wrapped_lines("one\\n\\n" + "x" * 150)
    3
    >>> wrapped_lines("连连看" * 20, columns=100)
    2
    """
    count = 0
    for line in text.splitlines():
        width = display_width(line.rstrip())
        if width:
            count += -(-width // columns)
    return count


def _markdown_lines(source: str) -> int:
    count, fenced = 0, False
    for line in source.splitlines():
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
            continue
        if not fenced and re.fullmatch(r"\s*(<!--.*-->|-{3,}|\*{3,})\s*", line):
            continue
        heading = not fenced and re.match(r"#{1,6}\s", line) is not None
        count += wrapped_lines(line) * (2 if heading else 1)
    return count


def _html_text(html: str) -> str:
    html = re.sub(r"<(br|/p|/div|/li|/tr|/h\d)\b[^>]*>", "\n", html, flags=re.I)
    return re.sub(r"<[^>]+>", "", html)


def _output_lines(output: Any) -> int:
    kind = output.get("output_type")
    if kind == "stream":
        return wrapped_lines(output.get("text", ""))
    if kind == "error":
        return wrapped_lines("\n".join(output.get("traceback", [])))
    data = output.get("data", {})
    if any(key.startswith("image/") for key in data) or (
        "application/vnd.jupyter.widget-view+json" in data
    ):
        return 0  # a picture or a widget: sized by the style, not counted in lines
    for key, convert in (
        ("text/markdown", str),
        ("text/html", _html_text),
        ("text/plain", str),
    ):
        if key in data:
            text = data[key]
            text = "".join(text) if isinstance(text, list) else text
            return (
                _markdown_lines(convert(text))
                if key == "text/markdown"
                else wrapped_lines(convert(text))
            )
    return 0


def cell_lines(cell: Any) -> int:
    """The lines a cell shows on its slide (0 when the slideshow leaves it out)."""
    if _slide_type(cell) in _LEFT_OUT:
        return 0
    source = cell.get("source", "")
    source = "".join(source) if isinstance(source, list) else source
    if cell.get("cell_type") == "markdown":
        return _markdown_lines(source)
    shown = 0 if input_hidden(cell) else wrapped_lines(source)
    return shown + sum(_output_lines(o) for o in cell.get("outputs", []))


def _slide_type(cell: Any) -> str | None:
    kind: str | None = cell.get("metadata", {}).get("slideshow", {}).get("slide_type")
    return kind


def _title(cell: Any) -> str:
    source = cell.get("source", "")
    source = "".join(source) if isinstance(source, list) else source
    first = next((line for line in source.splitlines() if line.strip()), "")
    return re.sub(r"^#+\s*", "", first).strip()


def slide_type(cell: Any) -> str | None:
    """The slide a cell belongs to when the notebook is shown as a slideshow.

    A markdown cell that opens with a ``#`` or ``##`` heading starts a slide, one with a ``###``
    heading a subslide; a solution cell is skipped (it is asked for, not presented), and so are
    a code cell that only asserts and a ``hide-input`` cell that shows nothing (`asserts_only`,
    `shows_nothing`); any other cell carries on the slide above it (``None``: no slideshow
    metadata).

    Examples
    --------
    >>> import nbformat
    >>> new = nbformat.v4
    >>> cells = [new.new_markdown_cell("## Two"), new.new_markdown_cell("### Three")]
    >>> [slide_type(c) for c in [*cells, new.new_code_cell("x = 1")]]
    ['slide', 'subslide', None]
    >>> setup = new.new_code_cell("import linklab as ll", metadata={"tags": [HIDE_INPUT_TAG]})
    >>> [slide_type(c) for c in [setup, new.new_code_cell("assert x == 1")]]
    ['skip', 'skip']
    """
    if SOLUTION_TAG in tags(cell):
        return "skip"
    if "speaker_notes" in cell.get("metadata", {}).get("linklab", {}):
        return "notes"  # the teacher's guide on this slide (`linklab.course.teaching_notes`)
    if cell.get("cell_type") == "code":
        source = _source(cell)
        if asserts_only(source) or (HIDE_INPUT_TAG in tags(cell) and shows_nothing(source)):
            return "skip"
        return None
    if cell.get("cell_type") != "markdown":
        return None
    heading = re.match(r"(#{1,6})\s", cell.get("source", "").lstrip("\n"))
    if heading is None:
        return None
    return {1: "slide", 2: "slide", 3: "subslide"}.get(len(heading.group(1)))


def slides_of(nb: Any) -> list[Slide]:
    """Every slide of ``nb``, in order, with the lines it shows."""
    found: list[Slide] = []
    first, title, lines = None, "", 0
    for index, cell in enumerate(nb.cells):
        if _slide_type(cell) in _STARTS:
            if first is not None:
                found.append(Slide(first, title, lines))
            first, title, lines = index, _title(cell), 0
        if first is not None:
            lines += cell_lines(cell)
    if first is not None:
        found.append(Slide(first, title, lines))
    return found


def _shown_cells(nb: Any) -> list[tuple[int, list[Any]]]:
    """Each slide of ``nb`` as the index of its first cell and the cells it shows."""
    found: list[tuple[int, list[Any]]] = []
    for index, cell in enumerate(nb.cells):
        if _slide_type(cell) in _STARTS:
            found.append((index, []))
        if found and _slide_type(cell) not in _LEFT_OUT:
            found[-1][1].append(cell)
    return found


def _heading_only(source: str) -> bool:
    lines = [line for line in source.splitlines() if line.strip() and not line.startswith("<!--")]
    return len(lines) == 1 and re.match(r"#{1,6}\s", lines[0]) is not None


def thin_slides(nb: Any) -> list[tuple[Slide, str]]:
    """The slides of ``nb`` that stand on too little, each with why: one that shows its
    heading and nothing else, and one whose last shown text ends on a colon (a sentence that
    leads to what the slide never shows).

    Examples
    --------
    >>> import nbformat
    >>> new = nbformat.v4
    >>> nb = set_slides(new.new_notebook(cells=[
    ...     new.new_markdown_cell("## Alone"),
    ...     new.new_markdown_cell("## Leads\\n\\nThe steps it rejected:"),
    ...     new.new_code_cell("assert True"),
    ...     new.new_markdown_cell("## Whole\\n\\nThe board:"), new.new_code_cell("board"),
    ... ]))
    >>> [(slide.title, why) for slide, why in thin_slides(nb)]
    [('Alone', 'its heading alone'), ('Leads', 'ends on a colon')]
    """
    found = []
    for slide, (_, cells) in zip(slides_of(nb), _shown_cells(nb)):
        last = _source(cells[-1]).rstrip()
        if len(cells) == 1 and cells[0].get("cell_type") == "markdown" and _heading_only(last):
            found.append((slide, "its heading alone"))
        elif cells[-1].get("cell_type") == "markdown" and last.endswith((":", "：")):
            found.append((slide, "ends on a colon"))
    return found


def too_long(nb: Any, limit: int = LIMIT) -> list[Slide]:
    """The slides of ``nb`` that show more than ``limit`` lines."""
    return [slide for slide in slides_of(nb) if slide.lines > limit]


def set_slides(nb: Any) -> Any:
    """Give every cell of ``nb`` its slideshow metadata, in place, and return ``nb``.

    ``#``/``##`` headings start slides, ``###`` subslides (`slide_type`); a solution cell,
    a cell that only asserts and a hidden cell that shows nothing are skipped; a solution, a
    ``hide-input`` cell and a cell that draws a figure have their source collapsed
    (`hides_input`).
    """
    for cell in nb.cells:
        kind = slide_type(cell)
        if kind is None:
            cell.metadata.pop("slideshow", None)
        else:
            cell.metadata["slideshow"] = {"slide_type": kind}
        hidden = hides_input(cell)
        jupyter = cell.metadata.get("jupyter", {})
        if hidden:
            cell.metadata["jupyter"] = {**jupyter, "source_hidden": True}
        elif "source_hidden" in jupyter:
            jupyter.pop("source_hidden")
            if not jupyter:
                cell.metadata.pop("jupyter")
    return nb


def hides_input(cell: Any) -> bool:
    """Whether the slideshow should show ``cell`` by its outputs only: a solution, a cell
    tagged ``hide-input``, or a code cell that draws a figure (`draws`)."""
    if SOLUTION_TAG in tags(cell) or HIDE_INPUT_TAG in tags(cell):
        return True
    return cell.get("cell_type") == "code" and draws(_source(cell))


def format_slides(slides: Iterable[Slide], limit: int = LIMIT) -> str:
    """One line per slide: its lines, its first cell and its title, ``!`` past the limit."""
    return "\n".join(
        f"{'!' if s.lines > limit else ' '} {s.lines:3d} lines  cell {s.first_cell:3d}  {s.title}"
        for s in slides
    )


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m linklab.course.slides NOTEBOOK...``: each slide's lines; exit 1 if one is too
    long."""
    import nbformat

    parser = argparse.ArgumentParser(prog="python -m linklab.course.slides", description=__doc__)
    parser.add_argument("notebooks", nargs="+", type=Path)
    parser.add_argument("--limit", type=int, default=LIMIT)
    args = parser.parse_args(argv)
    failed = False
    for path in args.notebooks:
        try:
            nb = nbformat.read(path, as_version=4)
        except (OSError, ValueError) as error:
            print(f"linklab: error: {path}: {error}", file=sys.stderr)
            return 2
        found = slides_of(nb)
        longest = max((s.lines for s in found), default=0)
        print(f"{path}: {len(found)} slides, the longest {longest} lines")
        print(format_slides(found, args.limit))
        failed = failed or longest > args.limit
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # the report piped into `head`, which has read enough
        sys.stderr.close()
        sys.exit(0)
