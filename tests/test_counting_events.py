"""Counting a learner's work by ``sys.monitoring``'s events (Python 3.12 and later: the page's
Pyodide) gives the counts a profile function gives, call by call, so the page's verdicts stay
those of a notebook: the same program (``tests/programs/count_calls.py``) run here and in the
page's Python in node. Every function of the course's table of mistakes and right answers, a
search through linklab's own event generators, a generator dropped half-way, a C method asked
of an object of another type; each uncapped and stopped a little under its work.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from linklab.site import build as site

ROOT = Path(__file__).resolve().parents[1]
PROGRAM = "tests/programs/count_calls.py"

pytestmark = pytest.mark.slow  # the page's Python started in node: about 10 s


def counted_here() -> dict:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, str(ROOT / PROGRAM)], capture_output=True, text=True, env=env, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def counted_in_the_page() -> dict:
    pyodide = site.NPM_PREFIX / "node_modules" / "pyodide"
    if shutil.which("node") is None or not pyodide.exists():
        pytest.skip("node and the site's npm packages are missing (make site installs them)")
    runner = ROOT / "tests" / "programs" / "in_pyodide.mjs"
    done = subprocess.run(
        ["node", str(runner), str(pyodide), str(ROOT), PROGRAM],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def page():
    return counted_in_the_page()


def test_the_page_counts_by_events_and_they_give_the_profile_s_counts(page):
    assert page["default_by_events"] is True
    assert page["events"] == page["profile"]
    assert sum(over for row in page["events"].values() for _, _, over in row) > 100


def test_a_learner_s_functions_cost_in_the_page_what_they_cost_here(page):
    """Linklab's own code may differ between Python versions (3.12 inlines comprehensions);
    a learner's function from the course's table, which imports nothing, must not."""
    here = counted_here()
    assert here["events"] is None or here["events"] == here["profile"]
    learners = [name for name in here["profile"] if name not in ("by_events", "by_checker")]
    assert len(learners) > 30
    for name in learners:
        assert page["events"][name] == here["profile"][name], name
