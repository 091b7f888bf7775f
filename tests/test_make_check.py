"""``make check``, the quick loop between two edits: the tests it runs are chosen by mark
(the Makefile's ``CHECK_MARKS``), and a test that asks for a fixture building a site or a
wheel (``SLOW_FIXTURES`` in tests/conftest.py) counts as ``slow``, left to ``make test``.
"""

from __future__ import annotations

import functools
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@functools.cache
def dry_run(target: str) -> str:
    """What ``make target`` would run, with this venv: make's dry run."""
    dry = subprocess.run(
        ["make", "-n", "-s", target, f"VENV={sys.prefix}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert dry.returncode == 0, dry.stderr
    return dry.stdout


def pytest_words(target: str) -> tuple[str, ...]:
    """The words of the pytest command ``make target`` runs, read from make's dry run."""
    (line,) = [line for line in dry_run(target).splitlines() if " -m pytest " in line]
    return tuple(shlex.split(line))


def check_marks() -> str:
    """The ``-m`` expression ``make check`` gives pytest."""
    words = pytest_words("check")
    return words[words.index("-m", words.index("pytest")) + 1]


def collected(folder: Path, *args: str) -> list[str]:
    """The test ids pytest selects in ``folder`` with ``args``, collected only."""
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--collect-only", "-q", *args],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=120,
        # the outer run's own options (PYTEST_ADDOPTS) name plugins this folder does not have
        env={k: v for k, v in os.environ.items() if k != "PYTEST_ADDOPTS"},
    )
    assert done.returncode in (0, 5), done.stdout[-2000:] + done.stderr[-2000:]
    return [line for line in done.stdout.splitlines() if "::" in line]


MARKED = """
import pytest

def test_plain(): pass

@pytest.mark.work
def test_guard(): pass

@pytest.mark.work
@pytest.mark.slow
def test_slow_guard(): pass

@pytest.mark.work
@pytest.mark.planted
def test_planted_slowdown(): pass

@pytest.mark.slow
def test_slow(): pass

@pytest.mark.browser
def test_browser(): pass

@pytest.mark.notebook
def test_notebook(): pass
"""

INI = """[pytest]
addopts = --strict-markers
markers =
    work: counts work
    slow: slow
    browser: browser
    notebook: notebook
    planted: planted
"""


def test_check_runs_the_plain_tests_and_every_work_guard_and_leaves_out_the_rest(tmp_path):
    # a guard's planted slowdown (`planted`) counts past its budget again: make test only
    (tmp_path / "pytest.ini").write_text(INI, encoding="utf-8")
    (tmp_path / "test_marked.py").write_text(MARKED, encoding="utf-8")
    chosen = collected(tmp_path, "-m", check_marks(), "test_marked.py")
    names = sorted(test.split("::")[1] for test in chosen)
    assert names == ["test_guard", "test_plain", "test_slow_guard"]


def test_a_test_that_builds_the_site_is_left_to_make_test(monkeypatch):
    # test_site.py's tests of notebook 02's built pages ask for site_02 (minutes to build);
    # its tests of the build's parts, on a notebook made in the test, do not.
    monkeypatch.delenv("PYTEST_ADDOPTS", raising=False)
    chosen = collected(ROOT, "-m", check_marks(), "tests/test_site.py")
    names = {test.split("::")[1] for test in chosen}
    assert "test_only_widgets_that_need_a_kernel_and_checks_are_marked" in names
    assert "test_every_page_is_within_its_budget_and_the_table_names_it" not in names
    text = (ROOT / "tests" / "test_site.py").read_text(encoding="utf-8")
    assert "def test_every_page_is_within_its_budget_and_the_table_names_it(built)" in text


def test_check_tries_fewer_examples_of_each_property_and_make_test_the_full_count():
    from hypothesis import settings

    assert "--hypothesis-profile=check" in pytest_words("check")
    assert not any(word.startswith("--hypothesis-profile") for word in pytest_words("test"))
    quick, full = settings.get_profile("check"), settings.get_profile("default")
    assert 10 <= quick.max_examples < full.max_examples
    assert quick.deadline is None  # otherwise as the full run: no deadline, no health check
    assert quick.suppress_health_check == full.suppress_health_check


OWN_COUNT = """
from example_counts import examples
from hypothesis import given, settings, strategies as st

TRIED = []

@settings(max_examples=examples(90), database=None)
@given(st.integers())
def test_property(number):
    TRIED.append(number)

def test_tried():
    print(f"tried {len(TRIED)}")
"""


def test_a_property_with_a_count_of_its_own_tries_fewer_under_check_s_profile(tmp_path):
    from example_counts import examples

    (tmp_path / "test_own.py").write_text(OWN_COUNT)  # the only test file in the folder
    quiet = ("-p", "no:cacheprovider", "-q", "-s")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", *quiet, "-p", "conftest", "--hypothesis-profile=check"],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "tests"), str(ROOT)])},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    quick = settings_count("check")
    assert f"tried {examples(90, quick)}" in done.stdout, done.stdout[-2000:]
    assert examples(90, quick) < 90 == examples(90, settings_count("default"))


def settings_count(profile: str) -> int:
    from hypothesis import settings

    return settings.get_profile(profile).max_examples


BUSY = """
import subprocess, sys

def test_idle(): pass

def test_busy_child():
    subprocess.run([sys.executable, "-c", "sum(range(30_000_000))"], check=True)
"""


TABLE = ("--cpu-table=1", "-q", "-n", "2")


# A run of pytest on two workers (3 s of processor time): make test. test_cpu_table.py holds
# the table itself in make check.
@pytest.mark.slow
def test_check_ends_with_the_modules_and_tests_that_took_the_most_processor_time(tmp_path):
    assert any(word.startswith("--cpu-table=") for word in pytest_words("check"))
    (tmp_path / "test_a.py").write_text(BUSY)
    (tmp_path / "test_b.py").write_text("def test_nothing(): pass\n")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "cpu_table", *TABLE],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT / "tests")},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    lines = done.stdout.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("processor time by module"))
    assert "(the 1 largest of 2)" in lines[at], lines[at]
    # the child's processor time is the busy test's, measured in a worker and added up here
    module, test = lines[at + 1].split(), lines[at + 3].split()
    assert module[-1] == "test_a.py" and test[-1] == "test_a.py::test_busy_child", lines[at:]
    assert float(module[0]) > 0.3 and float(test[0]) > 0.3
    whole = float(lines[at].split(", ")[1].split()[0])
    assert whole > float(module[0])


@pytest.mark.parametrize("target", ["check", "test"])
def test_check_and_test_keep_python_s_bytecode_in_the_venv(target):
    words = shlex.split(dry_run(target).replace("\\\n", " "))
    at = words.index("env")
    assert words[at + 1 : at + 3] == ["-u", "PYTHONDONTWRITEBYTECODE"]
    prefix = Path(words[at + 3].removeprefix("PYTHONPYCACHEPREFIX="))
    assert words[at + 3].startswith("PYTHONPYCACHEPREFIX=") and prefix.is_relative_to(sys.prefix)
    assert words[at + 4 : at + 7] == [f"{sys.prefix}/bin/python", "-m", "pytest"]
