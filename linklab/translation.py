"""Keep a translated edition of the course in step with the English one.

A translated notebook has the English notebook's cells in the same order. Its code cells are the
English code cells, character for character. Each of its text cells records, in its metadata,
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
from typing import Any

import nbformat


def source_hash(text: str) -> str:
    """The hash a translation records of the English text it translates.

    Examples
    --------
    >>> source_hash("# The rule")
    '15e15c443e61'
    """
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def translated_cell(english: Any, text: str) -> Any:
    """A markdown cell holding ``text``, recording that it translates ``english``."""
    metadata = {
        key: value for key, value in english.get("metadata", {}).items() if key != "linklab"
    }
    metadata["linklab"] = {"translates": english["id"], "source_hash": source_hash(english.source)}
    return nbformat.v4.new_markdown_cell(text, metadata=metadata)


def _short(text: str, limit: int = 60) -> str:
    line = text.strip().splitlines()[0] if text.strip() else ""
    return repr(line if len(line) <= limit else line[: limit - 1] + "…")


def drift(english: Any, translated: Any) -> list[str]:
    """Every place where ``translated`` no longer follows ``english``, one line each."""
    problems = []
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
            if en.source != tr.source:
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
