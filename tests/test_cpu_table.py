"""The processor-time table (`tests/cpu_table.py`) gives each test what it took, and what the
session's shared set-ups took when they stop at the end a row of its own, not to the last test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: A session fixture whose server (a busy child) is waited for when the session ends, and two
#: tests that take almost nothing: the server's time is the session's, not test_last's.
SHARED_SERVER = """
import subprocess, sys
import pytest

@pytest.fixture(scope="session")
def server():
    busy = subprocess.Popen([sys.executable, "-c", "sum(range(20_000_000))"])
    yield
    busy.wait()

def test_first(server): pass

def test_last(): pass
"""


TABLE = ("--cpu-table=9", "-q")


def table(folder: Path, *options: str) -> dict[str, float]:
    """Run pytest with ``--cpu-table`` in ``folder``: each test's row, and the session's."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:cacheprovider",
            "-p",
            "cpu_table",
            *TABLE,
            *options,
        ],
        cwd=folder,
        env={**os.environ, "PYTHONPATH": str(ROOT / "tests")},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    lines = done.stdout.splitlines()
    at = next(i for i, line in enumerate(lines) if line.endswith("largest tests:"))
    rows = {}
    for line in lines[at + 1 :]:
        if not line.startswith(" "):
            break
        seconds, _, _, name = line.split(maxsplit=3)
        rows[name] = float(seconds)
    return rows


def test_a_shared_server_stopped_at_the_end_is_the_session_s_not_the_last_test_s(tmp_path):
    from cpu_table import AT_THE_END

    (tmp_path / "test_shared.py").write_text(SHARED_SERVER)
    for options in ((), ("-n", "1")):
        rows = table(tmp_path, *options)
        assert rows.get(AT_THE_END, 0.0) > 0.3, (options, rows)
        assert rows["test_shared.py::test_last"] < 0.1, (options, rows)
        assert rows["test_shared.py::test_first"] < 0.1, (options, rows)
