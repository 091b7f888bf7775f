"""The teacher's guide, slide by slide, as speaker notes in the notebooks and as printed plans.

One source: the section *Slide by slide* of ``docs/teaching.md`` (English) and of
``docs/zh/teaching.md`` (Chinese, ``逐页讲稿``). Under it, a ``###`` heading per notebook
(its number first) and a ``####`` heading per slide, named by the slide's title as it stands in
that edition's notebook; under each, a list: how long (this slide and those after it, up to the
next one noted), what to ask before the next step, and the wrong answers students give, each
in backticks as it would be typed, then what it reveals::

    #### Exercise 1: the third ring
    - **Time:** 10 min
    - **Ask:** How many cells are three steps from the centre?
    - **Wrong answers:**
      - `25`: counts the whole diamond, the centre too.

``write`` puts each slide's notes into the notebook as a markdown cell with slide type
``notes``, placed after the last cell of that slide (RISE and reveal.js show it in the
speaker view), marked as generated so that it is replaced, never edited by hand. A learner
reads those cells too: beside an exercise they name no wrong answer; the lecturer's copy
(``make filled``) and the slide edition's speaker notes list them all (`lecturer_notes`). ``check``
names any notebook whose notes differ from its guide; ``plans`` writes a one-page printable
lecture plan per notebook and language.

Examples
--------
>>> guide = '''## Slide by slide
...
... ### 01 the rule
...
... #### A path is its corners
... - **Time:** 5 min
... - **Ask:** How many turns?
... - **Wrong answers:**
...   - `3`: counts segments, not turns.
... '''
>>> [notes] = parse_guide(guide, "en")
>>> note = notes.slides[0]
>>> notes.number, note.title, note.minutes, note.wrong[0].answer
('01', 'A path is its corners', 5, '3')
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

from linklab.i18n.guide_words import GUIDE_WORDS

PROJECT = Path(__file__).resolve().parent.parent.parent
#: Each edition's guide and notebooks, relative to the project's root.
GUIDES = {
    "en": (Path("docs/teaching.md"), Path("notebooks")),
    "zh": (Path("docs/zh/teaching.md"), Path("notebooks/zh")),
}
#: The metadata key that marks a generated notes cell (its value: the guide it comes from).
MARK = "speaker_notes"


class GuideError(ValueError):
    """A guide that cannot be read, or that names a slide no notebook has: one line, with where."""


@dataclass(frozen=True)
class WrongAnswer:
    """A wrong answer students give (as typed, in code) and what it reveals."""

    answer: str
    reveals: str


@dataclass(frozen=True)
class SlideNote:
    """What the guide says of one slide; ``line`` is its heading's line in the guide."""

    title: str
    minutes: int
    ask: str
    wrong: tuple[WrongAnswer, ...]
    line: int


@dataclass(frozen=True)
class NotebookNotes:
    """The guide's notes on one notebook's slides, in the order of the guide."""

    number: str
    heading: str
    slides: tuple[SlideNote, ...]


_ITEM = re.compile(r"^- \*\*(.+?)[:：]\*\*\s*(.*)$")
_WRONG = re.compile(r"^\s+- `([^`]+)`\s*[:：]\s*(.+)$")


def parse_guide(text: str, language: str, where: str = "the guide") -> list[NotebookNotes]:
    """The notes of the guide's section *Slide by slide* (in ``language``'s words), by notebook.

    Examples
    --------
    >>> parse_guide("## Slide by slide\\n\\n#### Orphan\\n", "en", "g.md")
    Traceback (most recent call last):
    ...
    linklab.course.teaching_notes.GuideError: g.md:3: a slide heading before any notebook's
    >>> parse_guide("## Slide by slide\\n### 01 x\\n#### S\\n- **Time:** soon\\n", "en", "g.md")
    Traceback (most recent call last):
    ...
    linklab.course.teaching_notes.GuideError: g.md:4: a time in whole minutes, like "10 min"
    """
    words = GUIDE_WORDS[language]
    lines = text.split("\n")
    start = next((i for i, line in enumerate(lines) if line == f"## {words['section']}"), None)
    if start is None:
        raise GuideError(f"{where}: no section '## {words['section']}'")
    notebooks: list[tuple[str, str, list[SlideNote]]] = []
    slide: dict[str, Any] | None = None

    def close() -> None:
        if slide is None:
            return
        for field in ("minutes", "ask"):
            if field not in slide:
                label = words["time" if field == "minutes" else "ask"]
                raise GuideError(
                    f"{where}:{slide['line']}: slide '{slide['title']}' has no {label}"
                )
        notebooks[-1][2].append(
            SlideNote(
                slide["title"], slide["minutes"], slide["ask"], tuple(slide["wrong"]), slide["line"]
            )
        )

    in_wrong = False
    for number, line in enumerate(lines[start + 1 :], start + 2):
        if line.startswith("## "):
            break
        if line.startswith("### "):
            close()
            slide = None
            found = re.match(r"### (\d\d)\b\s*(.*)", line)
            if not found:
                raise GuideError(f"{where}:{number}: a notebook's heading starts with its number")
            notebooks.append((found.group(1), found.group(2).strip(), []))
        elif line.startswith("#### "):
            close()
            if not notebooks:
                raise GuideError(f"{where}:{number}: a slide heading before any notebook's")
            slide = {"title": line[5:].strip(), "line": number, "wrong": []}
            in_wrong = False
        elif slide is not None and line.strip():
            item = _ITEM.match(line)
            wrong = _WRONG.match(line)
            if item and item.group(1) == words["time"]:
                minutes = re.fullmatch(rf"(\d+) ?{words['minutes']}", item.group(2).strip())
                if not minutes:
                    raise GuideError(f'{where}:{number}: a time in whole minutes, like "10 min"')
                slide["minutes"], in_wrong = int(minutes.group(1)), False
            elif item and item.group(1) == words["ask"]:
                slide["ask"], in_wrong = item.group(2).strip(), False
            elif item and item.group(1) == words["wrong"] and not item.group(2).strip():
                in_wrong = True
            elif wrong and in_wrong:
                slide["wrong"].append(WrongAnswer(wrong.group(1), wrong.group(2).strip()))
            elif line.startswith("  ") and in_wrong and slide["wrong"]:
                last = slide["wrong"][-1]  # a wrong answer's text carried on the next line
                glue = "" if language == "zh" else " "
                slide["wrong"][-1] = WrongAnswer(last.answer, last.reveals + glue + line.strip())
            elif line.startswith("  ") and not in_wrong and "ask" in slide:
                glue = "" if language == "zh" else " "
                slide["ask"] += glue + line.strip()
            else:
                raise GuideError(
                    f"{where}:{number}: not a line of a slide's notes: {line.strip()!r}"
                )
    close()
    return [NotebookNotes(n, heading, tuple(notes)) for n, heading, notes in notebooks]


def format_guide(notebooks: Sequence[NotebookNotes], language: str) -> str:
    """The section *Slide by slide* holding ``notebooks``: `parse_guide` reads it back.

    Examples
    --------
    >>> notes = [NotebookNotes("05", "playing", (SlideNote("Deal", 8, "Why?", (), 5),))]
    >>> print(format_guide(notes, "en"))
    ## Slide by slide
    <BLANKLINE>
    ### 05 playing
    <BLANKLINE>
    #### Deal
    - **Time:** 8 min
    - **Ask:** Why?
    <BLANKLINE>
    """
    words = GUIDE_WORDS[language]
    colon = "：" if language == "zh" else ":"
    lines = [f"## {words['section']}", ""]
    for notebook in notebooks:
        lines += [f"### {notebook.number} {notebook.heading}".rstrip(), ""]
        for note in notebook.slides:
            lines += [
                f"#### {note.title}",
                f"- **{words['time']}{colon}** {note.minutes} {words['minutes']}",
                f"- **{words['ask']}{colon}** {note.ask}",
            ]
            if note.wrong:
                lines.append(f"- **{words['wrong']}{colon}**")
                lines += [f"  - `{w.answer}`{colon} {w.reveals}" for w in note.wrong]
            lines.append("")
    return "\n".join(lines)


def read_guide(language: str, root: Path = PROJECT) -> list[NotebookNotes]:
    """The notes of ``language``'s guide in the project at ``root``."""
    guide = GUIDES[language][0]
    return parse_guide((root / guide).read_text(encoding="utf-8"), language, str(guide))


# --- the notes in the notebooks ---------------------------------------------------------------


def is_notes_cell(cell: Any) -> bool:
    """Whether ``cell`` is a generated notes cell (replaced by ``write``, never edited)."""
    return MARK in cell.get("metadata", {}).get("linklab", {})


def without_notes(nb: Any) -> Any:
    """A copy of ``nb`` with its generated notes cells taken out."""
    import copy

    bare = copy.deepcopy(nb)
    bare.cells = [cell for cell in bare.cells if not is_notes_cell(cell)]
    return bare


def _label(word: str, language: str) -> str:
    """``word`` in bold before what it introduces. A Chinese colon stays outside the bold:
    CommonMark does not close ``**`` after "：" when a Han character follows.

    >>> _label("Ask", "en"), _label("提问", "zh")
    ('**Ask:** ', '**提问**：')
    """
    return f"**{word}**：" if language == "zh" else f"**{word}:** "


def notes_markdown(
    note: SlideNote, following: str | None, language: str, guide: str, withhold: bool = False
) -> str:
    """The markdown of one slide's notes cell; ``following`` is the next noted slide's title.

    Examples
    --------
    >>> note = SlideNote("S", 5, "Which cell?", (WrongAnswer("(0, 1)", "a corner."),), 3)
    >>> print(notes_markdown(note, None, "en", "docs/teaching.md"))  # doctest: +ELLIPSIS
    <!-- Made from docs/teaching.md: ... -->
    <BLANKLINE>
    **Speaker notes · 5 min**, to the end
    <BLANKLINE>
    **Ask:** Which cell?
    <BLANKLINE>
    **Wrong answers, and what each reveals:**
    <BLANKLINE>
    - `(0, 1)`: a corner.
    """
    words = GUIDE_WORDS[language]
    colon = "：" if language == "zh" else ": "
    span = words["until"].format(title=following) if following else words["to_end"]
    comma = "，" if language == "zh" else ", "
    parts = [
        f"<!-- {words['generated'].format(guide=guide)} -->\n\n"
        f"**{words['notes']} · {note.minutes} {words['minutes']}**{comma}{span}",
        f"{_label(words['ask'], language)}{note.ask}",
    ]
    if note.wrong and withhold:
        parts.append(f"{_label(words['wrong'], language)}{words['withheld']}")
    elif note.wrong:
        parts.append(_label(words["wrong_long"], language).rstrip())
        parts.append("\n".join(f"- `{w.answer}`{colon}{w.reveals}" for w in note.wrong))
    return "\n\n".join(parts)


def slide_ranges(nb: Any) -> dict[str, tuple[int, int]]:
    """Each slide's title: the index of its first cell and one past its last."""
    from linklab.course.slides import slides_of

    shown = slides_of(nb)
    ends = [s.first_cell for s in shown[1:]] + [len(nb.cells)]
    return {s.title: (s.first_cell, end) for s, end in zip(shown, ends)}


def with_notes(
    nb: Any, notes: NotebookNotes, language: str, name: str = "", lecturer: bool = False
) -> Any:
    """A copy of ``nb`` holding ``notes`` as notes cells, each after the slide it concerns.

    A learner's notebook (the default) names no wrong answer on a slide that holds an exercise:
    they would give its answer away. The ``lecturer``'s copy and the slides' speaker view list
    them all (`lecturer_notes`).

    Examples
    --------
    >>> import nbformat
    >>> new = nbformat.v4
    >>> from linklab.course.slides import set_slides
    >>> nb = set_slides(new.new_notebook(cells=[new.new_markdown_cell("## A", id="a"),
    ...                 new.new_code_cell("1", id="b"), new.new_markdown_cell("## B", id="c")]))
    >>> notes = NotebookNotes("01", "", (SlideNote("A", 5, "Why?", (), 1),))
    >>> [c.id for c in with_notes(nb, notes, "en").cells]
    ['a', 'b', 'notes-a', 'c']
    >>> with_notes(nb, NotebookNotes("01", "", (SlideNote("Z", 5, "?", (), 7),)), "en", "x")
    Traceback (most recent call last):
    ...
    linklab.course.teaching_notes.GuideError: docs/teaching.md:7: x has no slide 'Z'
    """
    import nbformat

    guide = str(GUIDES[language][0])
    bare = without_notes(nb)
    ranges = slide_ranges(bare)
    titles = [note.title for note in notes.slides]
    for note in notes.slides:
        if note.title not in ranges:
            raise GuideError(
                f"{guide}:{note.line}: {name or 'the notebook'} has no slide '{note.title}'"
            )
    order = sorted(notes.slides, key=lambda note: ranges[note.title][0])
    if [n.title for n in order] != titles:
        raise GuideError(f"{guide}:{order[0].line}: the slides are not in the notebook's order")
    inserts = {}
    for k, note in enumerate(order):
        following = order[k + 1].title if k + 1 < len(order) else None
        first, end = ranges[note.title]
        withhold = not lecturer and bool(exercises_in(bare.cells[first:end]))
        source = notes_markdown(note, following, language, guide, withhold)
        cell = nbformat.v4.new_markdown_cell(
            source,
            id=f"notes-{bare.cells[first].get('id', first)}"[:64],
            metadata={"slideshow": {"slide_type": "notes"}, "linklab": {MARK: guide}},
        )
        inserts[end] = cell
    cells = []
    for index, cell in enumerate(bare.cells):
        if index in inserts:
            cells.append(inserts[index])
        cells.append(cell)
    if len(bare.cells) in inserts:
        cells.append(inserts[len(bare.cells)])
    bare.cells = cells
    return bare


def lecturer_notes(nb: Any, language: str, name: str, root: Path = PROJECT) -> Any:
    """A copy of ``nb`` (the notebook ``name``, its number first) whose notes cells name every
    wrong answer, for the lecturer's copy and the slides' speaker view; ``nb`` itself when it
    holds no notes or its guide notes no notebook of that number.

    Examples
    --------
    >>> import nbformat
    >>> path = notebook_for("01", PROJECT / "notebooks")
    >>> learner = nbformat.read(path, as_version=4)
    >>> def said(nb):
    ...     return sum(c.source.count("- `None`") for c in nb.cells if is_notes_cell(c))
    >>> said(learner), said(lecturer_notes(learner, "en", path.name)) > 0
    (0, True)
    """
    if not any(is_notes_cell(cell) for cell in nb.cells):
        return nb
    notes = {n.number: n for n in read_guide(language, root)}.get(Path(name).name[:2])
    if notes is None:
        return nb
    return with_notes(nb, notes, language, name, lecturer=True)


def notebook_for(number: str, folder: Path) -> Path:
    """The notebook of ``folder`` whose name starts with ``number``."""
    found = sorted(folder.glob(f"{number}-*.ipynb"))
    if not found:
        raise GuideError(f"{folder}: no notebook {number}")
    return found[0]


def differences(nb: Any, expected: Any, name: str) -> list[str]:
    """One line for each slide whose notes in ``nb`` are not those of ``expected``."""

    def notes_by_slide(book: Any) -> dict[str, str]:
        found, title = {}, ""
        from linklab.course.slides import slide_type

        for cell in book.cells:
            if slide_type(cell) in ("slide", "subslide") and not is_notes_cell(cell):
                title = re.sub(r"^#+\s*", "", cell.source.lstrip().split("\n")[0]).strip()
            if is_notes_cell(cell):
                found[title] = cell.source
        return found

    have, want = notes_by_slide(nb), notes_by_slide(expected)
    lines = []
    for title in list(want) + [t for t in have if t not in want]:
        if have.get(title) != want.get(title):
            what = (
                "has notes the guide does not give"
                if title not in want
                else (
                    "lacks the guide's notes"
                    if title not in have
                    else "has notes the guide differs from"
                )
            )
            lines.append(
                f"{name}: slide '{title}' {what} (python -m linklab.course.teaching_notes write)"
            )
    if not lines and [c.source for c in nb.cells] != [c.source for c in expected.cells]:
        lines.append(
            f"{name}: a notes cell is not where its slide ends "
            "(python -m linklab.course.teaching_notes write)"
        )
    return lines


def expected_notebooks(language: str, root: Path = PROJECT) -> list[tuple[Path, Any, Any]]:
    """Each notebook the guide of ``language`` notes: its path, as it is, and as the guide makes
    it. A notebook the guide does not name loses any notes it holds."""
    import nbformat

    folder = root / GUIDES[language][1]
    by_number = {n.number: n for n in read_guide(language, root)}
    for number in by_number:
        notebook_for(number, folder)
    found = []
    for path in sorted(folder.glob("[0-9]*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        notes = by_number.get(path.name[:2])
        made = with_notes(nb, notes, language, path.name) if notes else without_notes(nb)
        found.append((path, nb, made))
    return found


def write_notebooks(root: Path = PROJECT) -> list[Path]:
    """Write the guides' notes into every notebook of both editions, and their paired scripts;
    the notebooks changed."""
    import jupytext
    import nbformat

    changed = []
    for language in GUIDES:
        for path, nb, made in expected_notebooks(language, root):
            if made == nb:
                continue
            nbformat.write(made, path)
            script = path.parent / "scripts" / f"{path.stem}.py"
            if script.exists():
                jupytext.write(made, script, fmt="py:percent")
            changed.append(path)
    return changed


def check_notebooks(root: Path = PROJECT) -> list[str]:
    """One line per slide whose notes in a notebook differ from its guide's."""
    problems = []
    for language in GUIDES:
        for path, nb, made in expected_notebooks(language, root):
            name = str(path.relative_to(root))
            problems += differences(nb, made, name)
    return problems


# --- the printed plan -------------------------------------------------------------------------

#: The printed plan's stylesheet (A4, small type), written in ``teaching_plan.css``.
PLAN_CSS = Path(__file__).with_name("teaching_plan.css").read_text(encoding="utf-8")


def _inline(text: str) -> str:
    """A line of the guide as HTML: escaped, its `code`, **bold** and *italics* kept.

    >>> _inline("`3`: for its *segments*, **not** turns; A* too")
    '<code>3</code>: for its <em>segments</em>, <strong>not</strong> turns; A* too'
    """
    text = html.escape(text, quote=False)
    text = re.sub(r"`([^`]+)`", r"<code>\1</code>", text)
    text = re.sub(r"\*\*([^*]+)\*\*", r"<strong>\1</strong>", text)
    return re.sub(r"(?<![*\w])\*([^*\s](?:[^*]*[^*\s])?)\*(?![*\w])", r"<em>\1</em>", text)


def exercises_in(cells: Sequence[Any]) -> list[tuple[str, str]]:
    """The exercises ``cells`` check: ``("exercise", key)`` or ``("own", function)``."""
    found: list[tuple[str, str]] = []
    for cell in cells:
        source = cell.get("source", "")
        found += [("exercise", k) for k in re.findall(r'exercises\.check\("(\d\d\.\d+)"', source)]
        found += [("own", f) for f in re.findall(r"selfcheck\.(check_\w+)", source)]
    return found


def plan_html(nb: Any, notes: NotebookNotes, language: str, title: str) -> str:
    """The one-page lecture plan of ``nb``: each noted slide, from when, for how long, the
    exercises to pause for and the wrong answers to expect.

    Examples
    --------
    >>> import nbformat
    >>> new = nbformat.v4
    >>> from linklab.course.slides import set_slides
    >>> nb = set_slides(new.new_notebook(cells=[new.new_markdown_cell("## A", id="a"),
    ...     new.new_code_cell('ll.exercises.check("01.1", prediction)', id="b")]))
    >>> notes = NotebookNotes("01", "", (SlideNote("A", 5, "Why?", (), 1),))
    >>> page = plan_html(nb, notes, "en", "1. The rule")
    >>> "exercise 01.1" in page and "0:00" in page
    True
    """
    words = GUIDE_WORDS[language]
    bare = without_notes(nb)
    ranges = slide_ranges(bare)
    starts = sorted(first for first, _ in ranges.values())
    rows, clock = [], 0
    noted = [ranges[note.title][0] for note in notes.slides]
    for k, note in enumerate(notes.slides):
        first = noted[k]
        end = noted[k + 1] if k + 1 < len(noted) else len(bare.cells)
        count = sum(first <= s < end for s in starts)
        pauses = []
        for kind, name in exercises_in(bare.cells[first:end]):
            word = words["exercise"] if kind == "exercise" else words["own"]
            pauses.append(word.format(key=name, name=name))
        more = f" <small>{words['more'].format(n=count - 1)}</small>" if count > 1 else ""
        colon = "：" if language == "zh" else ": "
        wrong = "".join(
            f"<li><code>{html.escape(w.answer)}</code>{colon}{_inline(w.reveals)}</li>"
            for w in note.wrong
        )
        rows.append(
            f"<tr><td class='when'>{clock // 60}:{clock % 60:02d}<br>{note.minutes}′</td>"
            f"<td class='slide'>{_inline(note.title)}{more}</td>"
            f"<td class='pause'>{'<br>'.join(pauses)}</td>"
            f"<td>{_inline(note.ask)}{'<ul>' + wrong + '</ul>' if wrong else ''}</td></tr>"
        )
        clock += note.minutes
    guide = str(GUIDES[language][0])
    lang = "zh-CN" if language == "zh" else "en"
    return (
        f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'>"
        f"<title>{html.escape(title)} · {words['plan']}</title><style>{PLAN_CSS}</style>"
        f"</head><body><main><h1>{html.escape(title)} · {words['plan']}</h1>"
        f"<p class='meta'>{words['total'].format(minutes=clock)}{words['stop']}"
        f"{words['print'].format(guide=guide)}</p>"
        f"<table><tr><th>{words['when']}</th><th>{words['slide']}</th><th>{words['pause']}</th>"
        f"<th>{words['ask']} · {words['expect']}</th></tr>{''.join(rows)}</table></main></body>"
        "</html>"
    )


def plan_name(notebook: Path) -> str:
    """The file name of a notebook's plan: ``02-bfs-counts-turns.plan.html``."""
    return f"{notebook.stem}.plan.html"


def write_plans(
    out: Path,
    root: Path = PROJECT,
    wrap: Callable[[str], str] = lambda page: page,
    only: Sequence[str] | None = None,
) -> list[Path]:
    """Write ``out/<language>/<notebook>.plan.html`` for every noted notebook (or those of
    them named in ``only``); the paths.

    ``wrap`` finishes a page (the static site gives it its security policy)."""
    import nbformat

    written = []
    for language, (_, folder) in GUIDES.items():
        for notes in read_guide(language, root):
            path = notebook_for(notes.number, root / folder)
            if only is not None and path.name not in only:
                continue
            nb = nbformat.read(path, as_version=4)
            title = re.sub(r"^#+\s*", "", nb.cells[0].source.split("\n")[0]).strip()
            target = out / language / plan_name(path)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(wrap(plan_html(nb, notes, language, title)), encoding="utf-8")
            written.append(target)
    return written


def plan_link(page: Path, language: str) -> str:
    """The index's link to the plan beside a notebook's page (``site/<language>/<page>``), or
    nothing when there is no plan there.

    Examples
    --------
    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> plan_link(folder / "02-bfs.html", "en")
    ''
    >>> _ = (folder / "02-bfs.plan.html").write_text("<html></html>")
    >>> plan_link(folder / "02-bfs.html", "en")
    " · <a href='en/02-bfs.plan.html'>plan</a>"
    """
    if not page.with_name(f"{page.stem}.plan.html").exists():
        return ""
    return f" · <a href='{language}/{page.stem}.plan.html'>{GUIDE_WORDS[language]['link']}</a>"


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m linklab.course.teaching_notes write | check | plans --out DIR``."""
    parser = argparse.ArgumentParser(
        prog="python -m linklab.course.teaching_notes", description=__doc__.split("\n")[0]
    )
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("write", help="write the guides' notes into the notebooks")
    commands.add_parser("check", help="name every slide whose notes differ from the guide")
    plans = commands.add_parser("plans", help="write each notebook's one-page lecture plan")
    plans.add_argument("--out", type=Path, required=True, help="folder to write into")
    parser.add_argument("--root", type=Path, default=PROJECT, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    try:
        if args.command == "write":
            for path in write_notebooks(args.root):
                print(path.relative_to(args.root))
            return 0
        if args.command == "check":
            problems = check_notebooks(args.root)
            print("\n".join(problems) if problems else "in step")
            return 1 if problems else 0
        for path in write_plans(args.out, args.root):
            print(path)
        return 0
    except (GuideError, OSError) as error:
        print(f"linklab: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
