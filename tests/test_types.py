"""The type checker finds nothing in the whole package: ``mypy`` with no arguments, reading
``[tool.mypy]`` in pyproject.toml (the files it checks and how strictly): strict mode over the
pure-Python layers and the page's scenes, plain checking above them."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = ROOT / "pyproject.toml"


def mypy(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "mypy", *args], cwd=cwd, capture_output=True, text=True
    )


@pytest.fixture(scope="module")
def small_cache(tmp_path_factory) -> Path:
    """One cache for the checks of small files made here (never the package's own cache, whose
    ``linklab`` they would overwrite): the standard library's stubs are read once, not twice."""
    return tmp_path_factory.mktemp("mypy-cache")


def test_mypy_finds_nothing_in_the_whole_package():
    result = mypy()
    assert result.returncode == 0, result.stdout[-5000:] + result.stderr[-2000:]
    checked = re.search(r"Success: no issues found in (\d+) source files", result.stdout)
    assert checked, result.stdout
    # Every module of the package was read: a .py file, or its .pyi where there is one.
    package = ROOT / "linklab"
    modules = {
        path.with_suffix("")
        for path in package.rglob("*.py*")
        if path.suffix in (".py", ".pyi") and "__pycache__" not in path.parts
    }
    assert int(checked.group(1)) == len(modules)


#: The layers held to strict mode; the others are checked, not strictly.
STRICT = {"i18n", "core", "documents", "render/scene", "apps", "course"}
PLAIN = {"render", "widgets", "cli", "site"}


def test_strict_mode_holds_in_the_pure_layers_and_not_above(tmp_path, small_cache):
    # A package of linklab's shape with one unannotated function in each layer: the project's
    # settings report it in the strict layers only.
    package = tmp_path / "linklab"
    for layer in ("", *STRICT, *PLAIN):
        folder = package / layer
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "__init__.py").write_text("")
        (folder / "untyped.py").write_text("def double(n):\n    return n * 2\n")
    result = mypy(
        "--config-file",
        str(PYPROJECT),
        "--cache-dir",
        str(small_cache),
        "linklab",
        cwd=tmp_path,
    )
    flagged = {
        line.split("untyped.py")[0].removeprefix("linklab").strip("/")
        for line in result.stdout.splitlines()
        if "[no-untyped-def]" in line
    }
    assert flagged == STRICT, result.stdout


def test_mypy_reports_a_type_error(tmp_path, small_cache):
    # The project's own settings, on a file with one plain mistake: they do not hide it.
    bad = tmp_path / "bad.py"
    bad.write_text('def double(n: int) -> int:\n    return n * 2\n\n\ndouble("two")\n')
    result = mypy("--config-file", str(PYPROJECT), "--cache-dir", str(small_cache), str(bad))
    assert result.returncode == 1, result.stdout + result.stderr
    assert 'bad.py:5: error: Argument 1 to "double" has incompatible type "str"' in result.stdout
    assert "[arg-type]" in result.stdout
