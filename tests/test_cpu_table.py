"""The processor-time table (`tests/cpu_table.py`) gives each test what it took, and what the
session's shared set-ups took when they stop at the end a line of its own, not to the last test;
it lists the tests that waited longest, by their clock less their processor time."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: A child's work: about 0.6 to 1 s of processor time, well above what the assertions ask (0.3 s)
#: on a fast or a crowded machine (20,000,000 once took 0.3 s where another run took 0.5 s).
WORK = 40_000_000
#: The tests run under the table, by file: a session fixture whose server (a busy child) is
#: waited for when the session ends, asked for by a test that takes almost nothing, as the last
#: test does; a test that waits, and one that computes in a child as a server's work would be.
SESSION = {
    "test_a_shared.py": f"""
import subprocess, sys
import pytest

@pytest.fixture(scope="session")
def server():
    busy = subprocess.Popen([sys.executable, "-c", "sum(range({WORK}))"])
    yield
    busy.wait()

def test_first(server): pass
""",
    "test_b_waits.py": f"""
import subprocess, sys, time

def test_sleeps(): time.sleep(0.6)

def test_computes():
    subprocess.run([sys.executable, "-c", "sum(range({WORK}))"], check=True)
""",
    "test_c_last.py": "def test_last(): pass\n",
}
#: The session run alone, and in one pytest-xdist worker.
HOW = {"alone": (), "in a worker": ("-p", "xdist.plugin", "-n", "1")}
#: Each way, in make test (``slow``): each runs pytest, and a server of its session waits to be
#: stopped at its end (3 s of processor time and 8 s of waiting in a worker).
WAYS = [pytest.param(how, marks=pytest.mark.slow) for how in ("alone", "in a worker")]


PYTEST = (sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "cpu_table")
TABLE = ("--cpu-table=9", "-q", "--durations=0", "-vv")


def run_table(folder: Path, *options: str) -> str:
    """What pytest with ``--cpu-table`` (and every phase's duration) prints in ``folder``."""
    done = subprocess.run(
        [*PYTEST, *TABLE, *options],
        cwd=folder,
        # no plugin loaded but those named: the table's runs start in a second, not five
        env={
            **os.environ,
            "PYTHONPATH": str(ROOT / "tests"),
            "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1",
        },
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return done.stdout


def rows_of(said: str, heading: str) -> dict[str, float]:
    """The rows, by name, of the list whose heading holds ``heading``."""
    lines = said.splitlines()
    at = next(i for i, line in enumerate(lines) if heading in line)
    rows = {}
    for line in lines[at + 1 :]:
        if not line.startswith(" "):
            break
        rows[line.rsplit("  ", 1)[-1]] = float(line.split()[0])
    return rows


class Printed(dict):
    """What the table printed after `SESSION` in ``folder``, each way of `HOW` run when first
    asked for."""

    def __init__(self, folder: Path):
        super().__init__()
        self.folder = folder

    def __missing__(self, how: str) -> str:
        self[how] = run_table(self.folder, *HOW[how])
        return self[how]


@pytest.fixture(scope="module")
def printed(tmp_path_factory) -> Printed:
    folder = tmp_path_factory.mktemp("session")
    for name, text in SESSION.items():
        (folder / name).write_text(text)
    return Printed(folder)


def clock_of(said: str, nodeid: str) -> float:
    """A test's set-up, call and tear-down by the clock, from pytest's durations."""
    found = re.findall(rf"^([\d.]+)s (?:setup|call|teardown) +{re.escape(nodeid)}$", said, re.M)
    return sum(map(float, found))


@pytest.mark.parametrize("how", WAYS)
def test_a_shared_server_stopped_at_the_end_is_the_session_s_not_the_last_test_s(printed, how):
    from cpu_table import AT_THE_END

    rows = rows_of(printed[how], "largest tests:")
    assert rows.get(AT_THE_END, 0.0) > 0.3, rows
    assert rows["test_c_last.py::test_last"] < 0.1, rows
    assert rows["test_a_shared.py::test_first"] < 0.1, rows


@pytest.mark.parametrize("how", WAYS)
def test_the_tests_that_waited_longest_are_listed_by_their_clock_less_their_processor_time(
    printed, how
):
    sleeps, computes = "test_b_waits.py::test_sleeps", "test_b_waits.py::test_computes"
    waited, spent = rows_of(printed[how], "waited longest"), rows_of(printed[how], "largest tests:")
    assert waited[sleeps] >= 0.5 and spent[sleeps] < 0.1, (waited, spent)
    # the child's processor time is not waiting: it is taken from the test's clock (both
    # printed to 0.1 s)
    assert spent[computes] > 0.3, spent
    clock = clock_of(printed[how], computes)
    assert abs(waited[computes] - (clock - spent[computes])) < 0.15, (clock, waited, spent)


@pytest.mark.parametrize("target", ["check", "test"])
def test_make_check_and_make_test_end_with_the_table(target):
    from tests.test_make_check import pytest_words

    assert any(word.startswith("--cpu-table=") for word in pytest_words(target))
