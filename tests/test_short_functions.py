"""Every function of ``linklab/core`` fits on a screen: at most `MOST_LINES` lines from its
``def`` (or its first decorator) to its last line, docstring included, but for those listed in
`LONG_LEFT`, each with why it is longer; and the code of every one, docstring aside, fits."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = "linklab/core"
MOST_LINES = 50

#: (file, function): why it is longer than `MOST_LINES`, docstring included.
LONG_LEFT: dict[tuple[str, str], str] = {
    ("linklab/core/generate.py", "generate_board"): "ten parameters, each documented (numpydoc): "
    "the signature and the docstring take 60 lines, the code 16",
    ("linklab/core/shrink.py", "shrink"): "nine parameters, each documented (numpydoc): the "
    "signature and the docstring take 51 lines, the code 26",
}

Function = ast.FunctionDef | ast.AsyncFunctionDef


def _first_line(function: Function, code: bool) -> int:
    """Where ``function`` starts: its first decorator or ``def``; with ``code``, its first
    statement past the docstring."""
    if not code:
        return min([d.lineno for d in function.decorator_list] + [function.lineno])
    first = function.body[0]
    documented = isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
    return function.body[1 if documented and len(function.body) > 1 else 0].lineno


def long_functions(source: str, most: int = MOST_LINES, code: bool = False) -> dict[str, int]:
    """The functions and methods of ``source`` longer than ``most`` lines, by qualified name,
    with their lengths; with ``code``, counting from the first statement past the docstring.

    >>> source = "class A:\\n    @staticmethod\\n    def f():\\n        'f.'\\n        return 1\\n"
    >>> long_functions(source, 3), long_functions(source, 4), long_functions(source, 0, True)
    ({'A.f': 4}, {}, {'A.f': 1})
    """
    found: dict[str, int] = {}

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = f"{prefix}{child.name}"
                if not isinstance(child, ast.ClassDef):
                    length = (child.end_lineno or child.lineno) - _first_line(child, code) + 1
                    if length > most:
                        found[name] = length
                visit(child, f"{name}.")

    visit(ast.parse(source), "")
    return found


def _long_in_core(code: bool = False) -> dict[tuple[str, str], int]:
    found = {}
    for path in sorted((ROOT / FOLDER).rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        source = path.read_text(encoding="utf-8")
        for function, length in long_functions(source, code=code).items():
            found[(name, function)] = length
    return found


def test_every_function_of_the_core_fits_on_a_screen_but_those_listed():
    long = _long_in_core()
    unlisted = {key: length for key, length in long.items() if key not in LONG_LEFT}
    assert not unlisted, f"longer than {MOST_LINES} lines: split them into named helpers"
    gone = set(LONG_LEFT) - set(long)
    assert not gone, f"no longer too long (or gone): take them off LONG_LEFT: {sorted(gone)}"


def test_the_code_of_every_function_of_the_core_fits_on_a_screen_docstring_aside():
    assert not _long_in_core(code=True), "split them into named helpers"


def test_a_function_one_line_too_long_is_found_with_its_class():
    body = "".join(f"        x{i} = {i}\n" for i in range(MOST_LINES - 1))
    source = f"class Search:\n    def solve(self):\n{body}        return 0\n"
    assert long_functions(source) == {"Search.solve": MOST_LINES + 1}
    assert long_functions(source.replace("        x0 = 0\n", "")) == {}
    documented = source.replace("self):\n", "self):\n        'Solve.'\n")
    assert long_functions(documented, code=True) == {}
    assert long_functions(documented.replace("x0 = 0", "x0 = 0\n        y = 0"), code=True)
