"""The type checker finds nothing in the layers it is given: ``mypy`` with no
arguments, reading ``[tool.mypy]`` in pyproject.toml (the files it checks and how strictly)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = ROOT / "pyproject.toml"


def mypy(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "mypy", *args], cwd=cwd, capture_output=True, text=True
    )


def test_mypy_finds_nothing():
    result = mypy()
    assert result.returncode == 0, result.stdout[-5000:] + result.stderr[-2000:]
    assert "Success: no issues found" in result.stdout


def test_mypy_reports_a_type_error(tmp_path):
    # The project's own settings, on a file with one plain mistake: they do not hide it.
    bad = tmp_path / "bad.py"
    bad.write_text('def double(n: int) -> int:\n    return n * 2\n\n\ndouble("two")\n')
    result = mypy("--config-file", str(PYPROJECT), "--cache-dir", str(tmp_path / "cache"), str(bad))
    assert result.returncode == 1, result.stdout + result.stderr
    assert 'bad.py:5: error: Argument 1 to "double" has incompatible type "str"' in result.stdout
    assert "[arg-type]" in result.stdout
