"""Tests for ``import linklab``: every module reachable as ``ll.NAME``, the names static tools see,
and no import cycles between the package's modules (imports inside functions included)."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

import pytest

import linklab as ll

PACKAGE = Path(ll.__file__).parent


def top_level_modules() -> list[str]:
    """The package's modules and subpackages; ``__main__`` runs the CLI when imported."""
    return [info.name for info in pkgutil.iter_modules(ll.__path__) if info.name != "__main__"]


def test_every_module_is_reachable_as_an_attribute():
    names = top_level_modules()
    assert {"board", "solver", "solver_widget", "documents", "tilegrid"} <= set(names)
    for name in names:
        assert getattr(ll, name) is importlib.import_module(f"linklab.{name}"), name
        assert name in dir(ll)


def test_unknown_names_raise_attribute_error():
    with pytest.raises(AttributeError, match="no_such_thing"):
        ll.no_such_thing  # noqa: B018
    assert not hasattr(ll, "__main__")  # importing it would run the command line


def _type_checking_imports() -> list[tuple[str, str]]:
    """(module, name) for each name the ``if TYPE_CHECKING:`` block of ``__init__`` imports."""
    tree = ast.parse((PACKAGE / "__init__.py").read_text(encoding="utf-8"))
    found = []
    for node in tree.body:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for statement in node.body:
                assert isinstance(statement, ast.ImportFrom) and not statement.level
                assert all(alias.asname in (None, alias.name) for alias in statement.names)
                found += [(statement.module, alias.name) for alias in statement.names]
    return found


def test_static_tools_see_every_public_name_and_module():
    seen = [name for _, name in _type_checking_imports()]
    assert sorted(seen) == sorted(set(ll.__all__) | set(top_level_modules()))


def test_what_static_tools_see_is_what_the_package_gives():
    for module, name in _type_checking_imports():
        if module == "linklab":  # a submodule
            expected = importlib.import_module(f"linklab.{name}")
        else:
            expected = getattr(importlib.import_module(module), name)
        assert getattr(ll, name) is expected, (module, name)
    assert ll.Found is ll.events.Found and ll.Found is not ll.sixdigits.GoalReached


# --- import cycles -------------------------------------------------------------------------


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def module_files() -> dict[str, Path]:
    """Every module of the package by dotted name."""
    files = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        files[".".join(parts)] = path
    return files


def _runtime_imports(tree: ast.AST):
    """Every import statement that can run: anywhere, inside functions too, but not under
    ``if TYPE_CHECKING:``."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def import_graph() -> dict[str, set[str]]:
    """Which package modules each package module imports.

    ``from linklab import NAME`` counts as importing the module NAME lives in (the package
    loads it lazily), or the module NAME when it is one.
    """
    files = module_files()
    homes = {name: module for module, names in ll._HOMES.items() for name in names}
    graph: dict[str, set[str]] = {name: set() for name in files}
    for name, path in files.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in _runtime_imports(tree):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                targets = []
                for alias in node.names:
                    full = f"{base}.{alias.name}"
                    if full in files:
                        targets.append(full)
                    elif base == "linklab" and alias.name in homes:
                        targets.append(homes[alias.name])
                    else:
                        targets.append(base)
            for target in targets:
                while target and target not in files:  # a name inside a module
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import one another round a cycle (Tarjan's components of
    more than one module), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(groups)


def test_the_cycle_finder_finds_cycles_and_only_them():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}, "f": set()}
    assert import_cycles(graph) == [["a", "b", "c"]]
    assert import_cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_imports_inside_functions_and_skips_type_checking_ones():
    graph = import_graph()
    assert "linklab.board" in graph["linklab.solver"]
    # cli imports the judge for one command only, inside a function
    assert "linklab.sixdigits" in graph["linklab.cli"]
    # The package's own imports are for static tools, but for one: in the Chinese edition,
    # importing linklab gives figures a CJK font (i18n decides the language, fonts the font).
    assert graph["linklab"] == {"linklab.i18n", "linklab.fonts"}


def test_no_import_cycles():
    assert import_cycles(import_graph()) == []


# --- floors: imports run down the house, never back up ---------------------------------------

#: The widget package's floors, lowest first: a module imports only from floors below its own.
WIDGET_FLOORS = [
    {"linklab.widgets.kit", "linklab.widgets.stage", "linklab.widgets.prefetch"},
    {"linklab.widgets.stepped", "linklab.widgets.move_pad", "linklab.widgets.compare_panes"},
    {"linklab.widgets.trace_player", "linklab.widgets.solver_view", "linklab.widgets.game"},
    {"linklab.widgets.compare", "linklab.widgets.board_editor"},
    {"linklab.widgets.sixdigits_explorer"},
]
#: The old addresses of widgets, kept for the notebooks: each only re-exports one.
OLD_ADDRESSES = {"linklab.compare_widget", "linklab.solver_widget", "linklab.game_widget"}


def floors(graph: dict[str, set[str]]) -> dict[str, int]:
    """Each module's floor: 0 for one importing no package module, else one above the highest
    module it imports (the graph has no cycle)."""
    found: dict[str, int] = {}

    def floor(name: str) -> int:
        if name not in found:
            found[name] = 1 + max((floor(t) for t in graph[name]), default=-1)
        return found[name]

    for name in graph:
        floor(name)
    return found


def test_floors_count_up_from_the_modules_that_import_nothing():
    assert floors({"a": set(), "b": {"a"}, "c": {"a", "b"}}) == {"a": 0, "b": 1, "c": 2}


def test_nothing_below_the_widgets_imports_them():
    graph = import_graph()
    widgets = {name for name in graph if name.startswith("linklab.widgets")}
    users = {
        name
        for name, targets in graph.items()
        if name not in widgets and targets & widgets and name not in OLD_ADDRESSES
    }
    assert users <= {"linklab.app"}, users  # the app shows widgets; the core never does


def test_the_widget_package_keeps_its_floors():
    graph = import_graph()
    level = {name: i for i, floor in enumerate(WIDGET_FLOORS) for name in floor}
    modules = {n for n in graph if n.startswith("linklab.widgets.")}
    assert modules == set(level), modules ^ set(level)  # a new module takes a floor
    for name in modules:
        up = [t for t in graph[name] if t in level and level[t] >= level[name]]
        assert up == [], f"{name} imports {up}, on its own floor or above"
