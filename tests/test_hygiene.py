"""The tests and benchmarks reach the package as a user does: no change to ``sys.path`` (the
checkout and ``tests/programs`` are on it by ``pythonpath`` in pyproject.toml; a benchmark runs
from the checkout as ``python -m benchmarks.NAME``), and no private name of linklab or of
ipywidgets, but for those listed below, each still to be made public or tested otherwise."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("tests", "benchmarks")
WATCHED = ("linklab", "ipywidgets")

#: (file, the private name reached): what it is, still reached from outside.
PRIVATE_LEFT: dict[tuple[str, str], str] = {}


def _is_private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _bound_to_watched(tree: ast.AST) -> set[str]:
    """The names a file binds to a module or object of linklab or ipywidgets."""
    names = {"ll"}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in WATCHED:
                    names.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in WATCHED:
            names.update(alias.asname or alias.name for alias in node.names)
    return names


def _root_name(node: ast.expr) -> str:
    while isinstance(node, ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else ""


def private_names_reached(source: str) -> set[str]:
    """The private names of linklab or ipywidgets that ``source`` imports, reads or patches.

    >>> sorted(private_names_reached(
    ...     "from linklab.core import cases\\n"
    ...     "from ipywidgets import Widget\\n"
    ...     "from linklab.core.search import _hidden\\n"
    ...     "cases._TRUTHS.clear()\\n"
    ...     "monkeypatch.setattr(Widget, '_send', print)\\n"
    ...     "own._mine, monkeypatch.setattr(own, '_x', 1)\\n"
    ... ))
    ['_TRUTHS', '_hidden', '_send']
    """
    tree = ast.parse(source)
    bound = _bound_to_watched(tree)
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in WATCHED:
            found.update(a.name for a in node.names if _is_private(a.name))
        elif isinstance(node, ast.Attribute) and _is_private(node.attr):
            if _root_name(node.value) in bound:
                found.add(node.attr)
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", "") in ("setattr", "delattr")
            and len(node.args) >= 2
            and _root_name(node.args[0]) in bound
            and isinstance(node.args[1], ast.Constant)
            and _is_private(str(node.args[1].value))
        ):
            found.add(str(node.args[1].value))
    return found


def sys_path_changes(source: str) -> list[int]:
    """The lines of ``source`` that change ``sys.path``.

    >>> sys_path_changes("import sys\\nsys.path.insert(0, 'x')\\nsys.path[:0] = ['y']\\n")
    [2, 3]
    """
    lines = []
    for node in ast.walk(ast.parse(source)):
        target = None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            target = node.func.value
        elif isinstance(node, ast.Assign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            target = next((t.value if isinstance(t, ast.Subscript) else t for t in targets), None)
        if target is not None and ast.unparse(target) == "sys.path":
            lines.append(node.lineno)
    return sorted(lines)


def _files():
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            yield path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")


def test_no_test_or_benchmark_changes_the_path():
    changed = {name: lines for name, source in _files() if (lines := sys_path_changes(source))}
    assert not changed, f"put it on pythonpath, or run it as a module: {changed}"


def test_no_private_name_of_the_package_or_of_ipywidgets_is_reached_but_those_listed():
    reached = {
        (name, private) for name, source in _files() for private in private_names_reached(source)
    }
    assert not reached - set(PRIVATE_LEFT), "reach it through its public name"
    assert not set(PRIVATE_LEFT) - reached, "no longer reached: take it off the list"
