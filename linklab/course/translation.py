"""Keep a translated edition of the course in step with the English one.

A translated notebook has the English notebook's cells in the same order. Its code cells are the
English code cells, character for character, but for what a reader reads in them: the comments
and the docstrings are in the translation's language (`code_of` is what must agree), line for
line with the English. Each of its text cells records, in its metadata,
the English cell it translates and a hash of that cell's text when it was translated::

    {"linklab": {"translates": "<English cell id>", "source_hash": "<12 hex digits>"}}

``drift`` lists every place where the two editions have come apart, one line each, naming the
cell; the test suite fails on any.

Examples
--------
>>> import nbformat
>>> new = nbformat.v4
>>> en = new.new_notebook(cells=[new.new_markdown_cell("# The rule", id="c1")])
>>> zh = new.new_notebook(cells=[translated_cell(en.cells[0], "# 规则")])
>>> drift(en, zh)
[]
>>> en.cells[0].source = "# The rule, again"
>>> drift(en, zh)  # doctest: +ELLIPSIS
["cell 0 (id c1): the English text changed since it was translated; now: '# The rule, again'"]
"""

from __future__ import annotations

import hashlib
import re
from typing import Any


def source_hash(text: str) -> str:
    """The hash a translation records of the English text it translates.

    Examples
    --------
    >>> source_hash("# The rule")
    '15e15c443e61'
    """
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def code_of(source: str) -> str:
    """``source`` as a program: its comments taken out and its docstrings emptied, each line's
    end stripped; two editions of a code cell agree on it.

    A cell Python cannot read (a stray bracket) is its own code; IPython's ``%`` and ``!``
    lines are code too.

    Examples
    --------
    >>> english = "def f(a):\\n    'The first.'\\n    return a  # as it came"
    >>> chinese = "def f(a):\\n    '第一个。'\\n    return a  # 原样返回"
    >>> code_of(english) == code_of(chinese), code_of(english).splitlines()[1]
    (True, '    ""')
    >>> code_of("x = 1  # 一") == code_of("x = 2  # one")
    False
    """
    import ast
    import io
    import tokenize

    lines = source.split("\n")
    python = "\n".join("" if line.lstrip().startswith(("%", "!")) else line for line in lines)
    blank: list[tuple[tuple[int, int], tuple[int, int], str]] = []  # (start, end, put instead)
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(python).readline))
        tree = ast.parse(python)
    except (tokenize.TokenError, SyntaxError, IndentationError, ValueError):
        return source
    blank += [(t.start, t.end, "") for t in tokens if t.type == tokenize.COMMENT]
    for node in ast.walk(tree):
        if not isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        first = node.body[0] if node.body else None
        if (
            isinstance(first, ast.Expr)
            and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)
            and first.end_lineno is not None
        ):
            end = (first.end_lineno, first.end_col_offset or 0)
            blank.append(((first.lineno, first.col_offset), end, '""'))
    for (row, col), (end_row, end_col), instead in sorted(blank, reverse=True):
        head, tail = lines[row - 1][:col], lines[end_row - 1][end_col:]
        lines[row - 1 : end_row] = [head + instead + tail] + [""] * (end_row - row)
    return "\n".join(line.rstrip() for line in lines)


def translated_cell(english: Any, text: str) -> Any:
    """A markdown cell holding ``text``, recording that it translates ``english``."""
    import nbformat

    metadata = {
        key: value for key, value in english.get("metadata", {}).items() if key != "linklab"
    }
    metadata["linklab"] = {"translates": english["id"], "source_hash": source_hash(english.source)}
    return nbformat.v4.new_markdown_cell(text, metadata=metadata)


def _short(text: str, limit: int = 60) -> str:
    line = text.strip().splitlines()[0] if text.strip() else ""
    return repr(line if len(line) <= limit else line[: limit - 1] + "…")


def _without_notes(nb: Any) -> Any:
    """``nb`` without its speaker notes: each edition's come from its own teacher's guide
    (`linklab.course.teaching_notes`), which keeps them in step."""
    if not any("speaker_notes" in c.get("metadata", {}).get("linklab", {}) for c in nb.cells):
        return nb
    import copy

    bare = copy.copy(nb)
    bare.cells = [
        c for c in nb.cells if "speaker_notes" not in c.get("metadata", {}).get("linklab", {})
    ]
    return bare


def drift(english: Any, translated: Any) -> list[str]:
    """Every place where ``translated`` no longer follows ``english``, one line each.

    The speaker notes are left out: each edition takes them from its own guide."""
    problems = []
    english, translated = _without_notes(english), _without_notes(translated)
    if len(english.cells) != len(translated.cells):
        problems.append(
            f"the English notebook has {len(english.cells)} cells, "
            f"the translation {len(translated.cells)}"
        )
    for index, (en, tr) in enumerate(zip(english.cells, translated.cells)):
        where = f"cell {index} (id {en.get('id')})"
        if en.cell_type != tr.cell_type:
            problems.append(f"{where}: English is {en.cell_type}, translation is {tr.cell_type}")
        elif en.cell_type == "code":
            if code_of(en.source) != code_of(tr.source):
                problems.append(f"{where}: the code differs from the English code")
        else:
            record = tr.get("metadata", {}).get("linklab", {})
            if record.get("translates") != en.get("id"):
                problems.append(
                    f"{where}: the translation says it translates {record.get('translates')!r}"
                )
            elif record.get("source_hash") != source_hash(en.source):
                problems.append(
                    f"{where}: the English text changed since it was translated; "
                    f"now: {_short(en.source)}"
                )
    return problems


def align(english: Any, translated: Any | None = None) -> tuple[Any, list[int]]:
    """The translation re-laid on ``english``'s cells, and the indices still to translate.

    Code cells are copied from the English, but for one whose code (`code_of`) is unchanged:
    it keeps its translated comments. A text cell keeps its translation when the English
    cell it records is unchanged; otherwise it holds the old translation (or, for a new cell, the
    English text) and its index is listed, its record left stale so ``drift`` still names it.

    Examples
    --------
    >>> import nbformat
    >>> new = nbformat.v4
    >>> en = new.new_notebook(cells=[new.new_markdown_cell("# Rule", id="a"),
    ...                              new.new_code_cell("1 + 1", id="b")])
    >>> zh, todo = align(en)
    >>> todo, zh.cells[1].source
    ([0], '1 + 1')
    """
    import nbformat

    english = _without_notes(english)  # `teaching_notes write` puts them back
    old: dict[str, Any] = {}
    old_code: dict[str, str] = {}
    if translated is not None:
        for cell in translated.cells:
            record = cell.get("metadata", {}).get("linklab", {})
            if cell.cell_type != "code" and "translates" in record:
                old[record["translates"]] = cell
            elif cell.cell_type == "code":
                old_code.setdefault(code_of(cell.source), cell.source)
    cells, todo = [], []
    for index, en in enumerate(english.cells):
        if en.cell_type == "code":
            source = old_code.get(code_of(en.source), en.source)
            cells.append(nbformat.v4.new_code_cell(source, metadata=dict(en.metadata)))
            continue
        kept = old.get(en.get("id"))
        if kept is not None and kept.metadata["linklab"].get("source_hash") == source_hash(
            en.source
        ):
            cells.append(translated_cell(en, kept.source))
            continue
        cell = translated_cell(en, kept.source if kept is not None else en.source)
        cell.metadata["linklab"]["source_hash"] = "untranslated"
        cells.append(cell)
        todo.append(index)
    aligned = nbformat.v4.new_notebook(cells=cells, metadata=dict(english.metadata))
    return aligned, todo


def main(argv: list[str] | None = None) -> int:
    """``python -m linklab.course.translation check EN_DIR TR_DIR``: list every drift, exit 1 on
    any."""
    import sys
    from pathlib import Path

    import nbformat

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 3 or args[0] != "check":
        print("usage: python -m linklab.course.translation check EN_DIR TR_DIR", file=sys.stderr)
        return 2
    english_dir, translated_dir = Path(args[1]), Path(args[2])
    problems = []
    for path in sorted(english_dir.glob("[0-9]*.ipynb")):
        other = translated_dir / path.name
        if not other.exists():
            problems.append(f"{other}: missing")
            continue
        en, tr = (nbformat.read(p, as_version=4) for p in (path, other))
        problems += [f"{other.name}: {line}" for line in drift(en, tr)]
    print("\n".join(problems) if problems else "in step")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())


_CJK = re.compile(r"[\u2e80-\u9fff\u3000-\u303f\uff00-\uffef]")
_BLOCK_START = re.compile(r"\s*([-*+]\s|\d+[.)]\s|#|\||>|```|\$\$)")


def join_soft_breaks(markdown: str) -> str:
    """Join the lines of each paragraph and list item, which Markdown would show with a space
    between them: a stray space between two Chinese characters. Code, tables and headings stay.

    Examples
    --------
    >>> join_soft_breaks("两个方块\\n能连起来。\\n\\n- 一\\n  二")
    '两个方块能连起来。\\n\\n- 一二'
    >>> join_soft_breaks("a `x`\\nb")
    'a `x` b'
    """
    out: list[str] = []
    fenced = False
    for line in markdown.split("\n"):
        stripped = line.strip()
        if stripped.startswith("```"):
            fenced = not fenced
            out.append(line)
            continue
        previous = out[-1] if out else ""
        joinable = (
            not fenced
            and stripped
            and previous.strip()
            and not _BLOCK_START.match(line)
            and not previous.lstrip().startswith(("#", "|", "```", "$$"))
            and not previous.endswith("  ")
        )
        if joinable:
            glue = "" if _CJK.match(stripped[0]) and _CJK.match(previous.rstrip()[-1]) else " "
            out[-1] = previous.rstrip() + glue + stripped
        else:
            out.append(line)
    return "\n".join(out)
