"""The house: layers that import only downwards, pure-Python layers with no third-party
import, no import cycles, and the public names of ``import linklab as ll`` where they say.

The layers, lowest first, are ``linklab.LAYERS`` read from the package docstring's table;
imports inside functions count too (only ``if TYPE_CHECKING:`` ones do not). What the static
page packs is held pure twice: its imports followed through every module they reach, and each
of its modules imported alone in a fresh interpreter.
"""

from __future__ import annotations

import ast
import functools
import importlib
import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import linklab as ll
from linklab.public import MOVED, home_module, public_names

PACKAGE = Path(ll.__file__).parent
#: The layers, lowest first: a module imports from its own layer and those below it.
LAYERS = ["i18n", "core", "documents", "render", "course", "apps", "widgets", "cli", "site"]
#: Layers a static page runs under Pyodide: the standard library only, even inside functions.
PURE = {"i18n", "core", "documents", "render.scene", "apps"}
#: The course runs in the page too: third-party modules only inside the functions that draw
#: or write notebooks, which the page never calls.
PURE_AT_TOP = {"course"}
#: Beside the layers: the table of public names (imports nothing of linklab), and the front
#: door, ``linklab`` itself, which every layer is reached through and none imports.
BESIDE = {"linklab.public": -1, "linklab": len(LAYERS), "linklab.__main__": len(LAYERS)}


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


@functools.cache  # read once a run: five tests of the house follow every module's imports
def imports_of(path: Path) -> tuple[tuple[str, bool], ...]:
    """``(module, at top level)`` for each module ``path`` imports, inside functions too, but
    not under ``if TYPE_CHECKING:``; ``from X import name`` gives ``X.name``."""
    inside = path.is_relative_to(PACKAGE)
    package = path.parent.relative_to(PACKAGE.parent).as_posix().replace("/", ".") if inside else ""
    found: list[tuple[str, bool]] = []

    def visit(node: ast.AST, top: bool) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                visit(child, top)
            return
        if isinstance(node, ast.Import):
            found.extend((alias.name, top) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.extend((f"{base}.{alias.name}", top) for alias in node.names)
        inner = top and not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
        for child in ast.iter_child_nodes(node):
            visit(child, inner)

    visit(ast.parse(path.read_text(encoding="utf-8")), True)
    return tuple(found)


def import_graph() -> dict[str, set[str]]:
    """Which package modules each package module imports."""
    files = module_files()
    graph: dict[str, set[str]] = {name: set() for name in files}
    for name, path in files.items():
        for target, _ in imports_of(path):
            while target and target not in files:  # a name inside a module
                target = target.rpartition(".")[0]
            if target and target != name and target.startswith("linklab"):
                graph[name].add(target)
    return graph


def layer_of(module: str) -> int:
    if module in BESIDE:
        return BESIDE[module]
    return LAYERS.index(module.split(".")[1])


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


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """Each import that runs against the layers' order, as ``module -> target``."""
    return sorted(
        f"{name} -> {target}"
        for name, targets in graph.items()
        for target in targets
        if layer_of(target) > layer_of(name)
    )


def third_party_imports(name: str, path: Path, *, top_only: bool) -> list[str]:
    """The modules beyond the standard library and linklab that ``path`` imports."""
    allowed = set(sys.stdlib_module_names) | {"__future__", "linklab"}
    return sorted(
        {
            target
            for target, top in imports_of(path)
            if target.split(".")[0] not in allowed and (top or not top_only)
        }
    )


# --- the finders, on small made-up graphs -----------------------------------------------------


def test_the_cycle_finder_finds_cycles_and_only_them():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}, "f": set()}
    assert import_cycles(graph) == [["a", "b", "c"]]
    assert import_cycles({"a": {"b"}, "b": set()}) == []


def test_an_import_from_a_lower_layer_upwards_is_found():
    graph = {"linklab.core.board": {"linklab.render.draw"}, "linklab.render.draw": set()}
    assert upward_imports(graph) == ["linklab.core.board -> linklab.render.draw"]
    assert upward_imports({"linklab.render.draw": {"linklab.core.board"}}) == []


def test_imports_inside_functions_count_and_type_checking_ones_do_not(tmp_path):
    module = tmp_path / "m.py"
    module.write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import numpy\n"
        "def f():\n    import matplotlib.pyplot\n",
        encoding="utf-8",
    )
    assert third_party_imports("m", module, top_only=False) == ["matplotlib.pyplot"]
    assert third_party_imports("m", module, top_only=True) == []


# --- the house itself ---------------------------------------------------------------------------


def test_every_module_lives_in_a_layer():
    stray = [name for name in module_files() if name not in BESIDE and name.count(".") < 1]
    assert stray == []
    outside = {name.split(".")[1] for name in module_files() if name not in BESIDE} - set(LAYERS)
    assert outside == set(), f"a folder of linklab/ that is no layer: {outside}"


def test_the_package_docstring_names_every_layer_in_order():
    rules = [i for i, line in enumerate(ll.__doc__.splitlines()) if line.startswith("=====")]
    rows = ll.__doc__.splitlines()[rules[0] + 1 : rules[1]]
    table = [line.split("``")[1] for line in rows if line.startswith("``")]
    assert table == LAYERS


def _packages() -> list[str]:
    return sorted(name for name, path in module_files().items() if path.name == "__init__.py")


@pytest.mark.parametrize("package", [p for p in _packages() if p != "linklab"])
def test_every_layer_names_each_of_its_modules_in_its_docstring(package):
    """A layer's docstring is its map: each module and subpackage in its folder is named there
    (as ````name````), and each plain name it shows so is a module there, a layer or one of its
    own names: a module gone (or renamed) leaves no trace in the map."""
    folder = module_files()[package].parent
    here = {
        path.stem if path.suffix == ".py" else path.name
        for path in folder.iterdir()
        if (path.suffix == ".py" and path.stem != "__init__") or (path / "__init__.py").is_file()
    }
    layer = importlib.import_module(package)
    doc = layer.__doc__ or ""
    unnamed = sorted(name for name in here if f"``{name}``" not in doc)
    assert unnamed == [], f"{package}'s docstring does not name {unnamed}"
    said = set(re.findall(r"``([a-z][a-z0-9_]*)``", doc))
    gone = sorted(n for n in said - here - {"linklab", *LAYERS} if not hasattr(layer, n))
    assert gone == [], f"{package}'s docstring names {gone}, not in its folder"


def test_imports_run_down_the_layers_only():
    assert upward_imports(import_graph()) == []


def test_no_import_cycles():
    assert import_cycles(import_graph()) == []


def test_no_module_inside_imports_the_front_door():
    users = [name for name, targets in import_graph().items() if "linklab" in targets]
    assert users == []


@pytest.mark.parametrize("layer", sorted(PURE | PURE_AT_TOP))
def test_the_page_layers_import_only_the_standard_library(layer):
    top_only = layer in PURE_AT_TOP
    found = {
        name: third_party_imports(name, path, top_only=top_only)
        for name, path in module_files().items()
        if name.startswith(f"linklab.{layer}")
    }
    assert found and {name: imports for name, imports in found.items() if imports} == {}


def _page_layer(module: str) -> str | None:
    """The page layer ``module`` belongs to (`PURE` or `PURE_AT_TOP`), or None."""
    for layer in sorted(PURE | PURE_AT_TOP, key=len, reverse=True):
        if module == f"linklab.{layer}" or module.startswith(f"linklab.{layer}."):
            return layer
    return None


def page_import_leaks(files: dict[str, Path], start: list[str]) -> dict[str, tuple[list[str], str]]:
    """Each import the page would meet that reaches beyond what it packs, followed from the
    modules ``start`` through every module they import: a `PURE` module's imports, inside
    functions too, and a `PURE_AT_TOP` module's top-level ones (its functions that draw are
    never called in a page). Keyed by what is reached (a module of linklab the page does not
    pack, or a third-party one), with the chain of modules that leads there and the import."""
    allowed = set(sys.stdlib_module_names) | {"__future__"}
    leaks: dict[str, tuple[list[str], str]] = {}
    chain: dict[str, list[str]] = {name: [name] for name in start}
    todo = list(start)
    while todo:
        name = todo.pop()
        layer = _page_layer(name)
        for imported, top in imports_of(files[name]):
            target = imported
            if layer in PURE_AT_TOP and not top:
                continue
            if target.split(".")[0] != "linklab":
                if target.split(".")[0] not in allowed:
                    leaks.setdefault(target, (chain[name], imported))
                continue
            while target and target not in files:  # a name inside a module
                target = target.rpartition(".")[0]
            if target in ("", "linklab", "linklab.public") or target in chain:
                continue
            if _page_layer(target) is None:
                leaks.setdefault(target, (chain[name], imported))
                continue
            chain[target] = [*chain[name], target]
            todo.append(target)
    return leaks


def test_the_import_follower_goes_through_modules_and_into_functions(tmp_path):
    sources = {
        "linklab.apps.page_x": "from linklab.core.a import f\n",
        "linklab.core.a": "def f():\n    import linklab.render.scene.s\n",
        "linklab.render.scene.s": "def g():\n    from linklab.render.d import h\n",
        "linklab.render.d": "import matplotlib\n",
        "linklab.course.c": "def f():\n    import linklab.render.d\n",
    }
    files = {name: tmp_path / f"{name}.py" for name in sources}
    for name, source in sources.items():
        files[name].write_text(source, encoding="utf-8")
    chain = ["linklab.apps.page_x", "linklab.core.a", "linklab.render.scene.s"]
    assert page_import_leaks(files, ["linklab.apps.page_x"]) == {
        "linklab.render.d": (chain, "linklab.render.d.h")
    }
    assert page_import_leaks(files, ["linklab.course.c"]) == {}  # the course draws in functions


def test_nothing_the_page_packs_reaches_beyond_it_through_any_import():
    from linklab.site.python import page_modules

    files = module_files()
    packed = [name for name in page_modules() if name not in ("linklab", "linklab.public")]
    leaks = page_import_leaks(files, packed)
    assert leaks == {}, "\n".join(
        f"{' -> '.join(chain)} imports {target}" for chain, target in leaks.values()
    )


#: What a fresh interpreter runs: for each module named on its command line, a child forked
#: from it imports that module alone and prints what the import loaded (the child's own start
#: left out). The parent first loads the standard library's modules that importing them all
#: loads (found in a first child), so that a child pays for linklab's modules only: the
#: standard library is the page's own, so loading it beforehand hides nothing the test looks for.
PROBE = """\
import importlib, json, os, sys
def loaded_by(modules):
    reading, writing = os.pipe()
    if os.fork() == 0:
        os.close(reading)
        before = set(sys.modules)
        try:
            for module in modules:
                importlib.import_module(module)
            said = sorted(set(sys.modules) - before)
        except BaseException as failed:
            said = {"failed": f"{type(failed).__name__}: {failed}"}
        os.write(writing, json.dumps(said).encode())
        os._exit(0)
    os.close(writing)
    with os.fdopen(reading, "rb") as pipe:
        said = json.loads(pipe.read() or b'{"failed": "no answer"}')
    os.wait()
    return said
every = loaded_by(sys.argv[1:])
for name in every if isinstance(every, list) else ():
    if name.split(".")[0] in sys.stdlib_module_names:
        importlib.import_module(name)
print(json.dumps({module: loaded_by([module]) for module in sys.argv[1:]}))
"""
#: linklab's modules a page never packs: drawing with matplotlib, the widgets, the commands.
FORBIDDEN_IN_PAGE = ("linklab.widgets", "linklab.cli", "linklab.site")


def loaded_beyond_the_page(*modules: str) -> dict[str, list[str]]:
    """What importing each of ``modules`` alone in a fresh interpreter (`PROBE`) loads that a
    page could not: third-party packages (each by its top name), and linklab's drawing,
    widgets, commands or site modules."""
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *modules],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": str(PACKAGE.parent)},
    )
    assert done.returncode == 0, done.stderr.strip().splitlines()[-1:]
    stdlib = set(sys.stdlib_module_names)
    found = {}
    for module, loaded in json.loads(done.stdout).items():
        assert isinstance(loaded, list), f"importing {module}: {loaded['failed']}"
        beyond = set()
        for name in loaded:
            if name.split(".")[0] not in stdlib | {"linklab"}:
                beyond.add(name.split(".")[0])  # a third-party package, named once
            elif name.startswith(FORBIDDEN_IN_PAGE) or (
                name.startswith("linklab.render.") and not name.startswith("linklab.render.scene")
            ):
                beyond.add(name)
        found[module] = sorted(beyond)
    return found


def test_the_fresh_interpreter_probe_sees_a_drawing_library():
    found = loaded_beyond_the_page("linklab.render.draw", "linklab.core.board")
    assert "matplotlib" in found["linklab.render.draw"]
    assert found["linklab.core.board"] == []


def test_the_fresh_interpreter_probe_imports_each_module_alone():
    # both load the commands' package: the second is not told it was loaded already
    found = loaded_beyond_the_page("linklab.cli.judge", "linklab.cli.stress")
    assert all("linklab.cli" in beyond for beyond in found.values()), found
    with pytest.raises(AssertionError, match=r"importing linklab\.no_such_module: ModuleNotFound"):
        loaded_beyond_the_page("linklab.core.board", "linklab.no_such_module")


def test_every_module_the_page_packs_loads_nothing_beyond_it_in_a_fresh_interpreter():
    """Each module the static page packs, imported alone in a fresh interpreter (a child forked
    from one): nothing third-party and none of linklab's drawing, widgets, commands or site
    ends up loaded."""
    from linklab.site.python import page_modules

    found = loaded_beyond_the_page(*page_modules())
    assert len(found) > 60
    assert {name: extra for name, extra in found.items() if extra} == {}


def test_the_static_pages_pack_exactly_the_pure_layers():
    from linklab.site.python import PAGE_LAYERS, page_modules

    assert set(PAGE_LAYERS) == PURE | PURE_AT_TOP
    packed = page_modules()
    assert "linklab.core.board" in packed and "linklab.course.selfcheck" in packed
    assert "linklab.render.scene.board" in packed and "linklab.render.draw" not in packed
    drawing = ("linklab.render", "linklab.widgets")
    assert not [
        n for n in packed if n.startswith(drawing) and not n.startswith("linklab.render.scene")
    ]


# --- the public names --------------------------------------------------------------------------


def test_every_public_name_is_where_the_stub_says():
    names = public_names()
    assert {"Board", "find_path", "widgets", "draw", "exercises"} <= set(names)
    for name, (module, attribute) in names.items():
        home = importlib.import_module(module)
        expected = getattr(home, attribute, None) or importlib.import_module(
            f"{module}.{attribute}"
        )
        assert getattr(ll, name) is expected, name
        assert name in dir(ll) and name in ll.__all__
        assert home_module(name).startswith("linklab")


@pytest.mark.parametrize("name", sorted(MOVED))
def test_an_old_name_says_where_its_module_lives_now(name):
    home = MOVED[name]
    assert importlib.util.find_spec(home) is not None, home
    with pytest.raises(AttributeError) as raised:
        getattr(ll, name)
    assert str(raised.value) == f"module 'linklab' has no attribute {name!r}: it is {home}"


def test_unknown_names_raise_attribute_error():
    with pytest.raises(AttributeError, match="no_such_thing"):
        ll.no_such_thing  # noqa: B018
    assert not hasattr(ll, "__main__")  # importing it would run the command line


#: Names that several modules define on purpose, each for the same role: a runnable module's
#: entry point; a document's record, read by the registry under the same names; and the
#: breadth-first search of each space (the board's cells and the six-digit layouts).
SAME_ROLE = {"main", "DOCUMENT", "QUIRKS", "SIZE", "bfs_events", "TYPE_CHECKING"}


def _is_overload(node: ast.stmt) -> bool:
    """Whether ``node`` is one of a function's ``@overload`` signatures (not a definition)."""
    return isinstance(node, ast.FunctionDef) and any(
        (isinstance(d, ast.Name) and d.id == "overload")
        or (isinstance(d, ast.Attribute) and d.attr == "overload")
        for d in node.decorator_list
    )


def test_a_public_name_is_defined_once():
    """No two modules of the package define a public name (a class, a function, a constant)
    with the same spelling, but for `SAME_ROLE`."""
    defined: dict[str, list[str]] = {}
    for name, path in module_files().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if _is_overload(node):
                continue
            if isinstance(node, ast.ClassDef | ast.FunctionDef):
                defined.setdefault(node.name, []).append(name)
            elif isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if isinstance(target, ast.Name) and target.id.isupper():
                        defined.setdefault(target.id, []).append(name)
    twice = {
        name: homes
        for name, homes in defined.items()
        if len(homes) > 1 and len(name) > 1 and not name.startswith("_") and name not in SAME_ROLE
    }
    assert twice == {}


# --- floors inside the widget layer ------------------------------------------------------------

#: The widget package's floors, lowest first: a module imports only from floors below its own.
WIDGET_FLOORS = [
    {
        "linklab.widgets.kit",
        "linklab.widgets.stage",
        "linklab.widgets.prefetch",
        "linklab.widgets.slide_picture",
        "linklab.widgets.slide_steps",
        "linklab.widgets.board_keys",
    },
    {
        "linklab.widgets.stepped",
        "linklab.widgets.move_pad",
        "linklab.widgets.compare_panes",
        "linklab.widgets.compare_slide",
    },
    {
        "linklab.widgets.trace_player",
        "linklab.widgets.solver_view",
        "linklab.widgets.game",
        "linklab.widgets.learner_player",
    },
    {"linklab.widgets.compare", "linklab.widgets.board_editor", "linklab.widgets.practice"},
    {"linklab.widgets.sixdigits_explorer"},
]


def test_the_widget_package_keeps_its_floors():
    graph = import_graph()
    level = {name: i for i, floor in enumerate(WIDGET_FLOORS) for name in floor}
    modules = {n for n in graph if n.startswith("linklab.widgets.")}
    assert modules == set(level), modules ^ set(level)  # a new module takes a floor
    for name in modules:
        up = [t for t in graph[name] if t in level and level[t] >= level[name]]
        assert up == [], f"{name} imports {up}, on its own floor or above"
