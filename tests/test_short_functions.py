"""Every function of ``linklab/core`` fits on a screen: at most `MOST_LINES` lines from its
``def`` (or its first decorator) to its last line, docstring included, but for those listed in
`LONG_LEFT`, each with why it is still longer."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = "linklab/core"
MOST_LINES = 50

#: (file, function): why it is still longer than `MOST_LINES`.
LONG_LEFT: dict[tuple[str, str], str] = {
    ("linklab/core/difficulty.py", "random_game"): "still to be split",
    ("linklab/core/difficulty.py", "fits"): "still to be split",
    ("linklab/core/generate.py", "generate_board"): "still to be split",
    ("linklab/core/generate.py", "_measured_board"): "still to be split",
    ("linklab/core/generate.py", "corner_trap_deal"): "still to be split",
    ("linklab/core/generate.py", "_trap_deal"): "still to be split",
    ("linklab/core/learner_divergence.py", "_dropped"): "still to be split",
    ("linklab/core/learner_trace.py", "_Tracer.look"): "still to be split",
    ("linklab/core/rules.py", "path_problem"): "still to be split",
    ("linklab/core/search.py", "search_events"): "still to be split",
    ("linklab/core/shrink.py", "shrink"): "still to be split",
    ("linklab/core/tilegrid.py", "Occupancy.runs"): "still to be split",
}


def long_functions(source: str, most: int = MOST_LINES) -> dict[str, int]:
    """The functions and methods of ``source`` longer than ``most`` lines, by qualified name,
    with their lengths.

    >>> source = "class A:\\n    @staticmethod\\n    def f():\\n        x = 1\\n        return x\\n"
    >>> long_functions(source, 3), long_functions(source, 4)
    ({'A.f': 4}, {})
    """
    found: dict[str, int] = {}

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = f"{prefix}{child.name}"
                if not isinstance(child, ast.ClassDef):
                    first = min([d.lineno for d in child.decorator_list] + [child.lineno])
                    length = (child.end_lineno or child.lineno) - first + 1
                    if length > most:
                        found[name] = length
                visit(child, f"{name}.")

    visit(ast.parse(source), "")
    return found


def _long_in_core() -> dict[tuple[str, str], int]:
    found = {}
    for path in sorted((ROOT / FOLDER).rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        for function, length in long_functions(path.read_text(encoding="utf-8")).items():
            found[(name, function)] = length
    return found


def test_every_function_of_the_core_fits_on_a_screen_but_those_listed():
    long = _long_in_core()
    unlisted = {key: length for key, length in long.items() if key not in LONG_LEFT}
    assert not unlisted, f"longer than {MOST_LINES} lines: split them into named helpers"
    gone = set(LONG_LEFT) - set(long)
    assert not gone, f"no longer too long (or gone): take them off LONG_LEFT: {sorted(gone)}"


def test_a_function_one_line_too_long_is_found_with_its_class():
    body = "".join(f"        x{i} = {i}\n" for i in range(MOST_LINES - 1))
    source = f"class Search:\n    def solve(self):\n{body}        return 0\n"
    assert long_functions(source) == {"Search.solve": MOST_LINES + 1}
    assert long_functions(source.replace("        x0 = 0\n", "")) == {}
