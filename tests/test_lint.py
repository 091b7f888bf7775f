"""The code is ruff-clean and ruff-formatted: the same checks a reviewer runs, run by CI."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def ruff(*args: str) -> subprocess.CompletedProcess:
    found = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    if found is None:
        pytest.skip("ruff is not installed (it is in the test extra)")
    return subprocess.run([found, *args], cwd=ROOT, capture_output=True, text=True)


def test_ruff_finds_nothing():
    result = ruff("check", ".")
    assert result.returncode == 0, result.stdout[-3000:]


def test_every_file_is_formatted():
    result = ruff("format", "--check", ".")
    assert result.returncode == 0, result.stdout[-3000:]
