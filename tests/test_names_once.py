"""Each module-level name of the package is defined in one module, or means the same in each
module that defines it: the exceptions are listed below with why, and a new one fails until it
is renamed for its meaning, defined once, or listed."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "linklab"

SAME_PART = "the same part every module of its kind plays"
#: name: why it may be defined at the top of several modules.
ALLOWED = {
    "main": "the entry point of each command: " + SAME_PART,
    "TYPE_CHECKING": "the standard library's flag, imported",
    "DOCUMENT": "each document's number: " + SAME_PART + " (linklab.documents)",
    "SIZE": "each document's array size as written: " + SAME_PART,
    "QUIRKS": "each document's quirks: " + SAME_PART,
    "bfs_events": "each puzzle's BFS, told as its events (boards in search, layouts in sixdigits)",
    "T": "a type variable, local to its module",
    "F": "a type variable, local to its module",
}
#: Names still defined in several modules with different meanings, each to be renamed: the
#: list only shrinks.
LEFT: set[str] = set()


def top_level_names(source: str) -> set[str]:
    """The names ``source`` defines at its top level (functions, classes, assignments).

    >>> sorted(top_level_names("A = 1\\nB: int = 2\\ndef f(): x = 3\\nclass C: y = 4\\n"))
    ['A', 'B', 'C', 'f']
    """
    names = set()
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(n.id for t in node.targets for n in ast.walk(t) if isinstance(n, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return {name for name in names if not name.startswith("__")}


def defined_in_several() -> dict[str, list[str]]:
    where = defaultdict(list)
    for path in sorted(PACKAGE.rglob("*.py")):
        for name in top_level_names(path.read_text(encoding="utf-8")):
            where[name].append(path.relative_to(PACKAGE).as_posix())
    return {name: paths for name, paths in where.items() if len(paths) > 1}


def test_each_module_level_name_is_defined_once_or_listed():
    several = defined_in_several()
    unlisted = {name: paths for name, paths in several.items() if name not in {*ALLOWED, *LEFT}}
    assert not unlisted, f"rename it for its meaning, or define it once: {unlisted}"
    assert not {*ALLOWED, *LEFT} - set(several), "defined once now: take it off the list"
