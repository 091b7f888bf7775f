"""linklab.course.selfcheck.apart: a check run in a child process, ended whatever it runs.

Each kind of runaway code in a learner's function is stopped and named, the process that
asked (a notebook's kernel) goes on as it was, and the verdicts of functions that end are the
same run apart as run in the process. Words are asserted, never timings.
"""

from __future__ import annotations

import os
import sys
import time

import pytest

from linklab.core.checker import Checker
from linklab.course.selfcheck import apart, check_can_reach, check_link, guard
from linklab.i18n import using

pytestmark = pytest.mark.skipif(not apart.APART, reason="no fork on this system")


@pytest.fixture
def short_guard(monkeypatch):
    monkeypatch.setattr(guard, "CALL_SECONDS", 0.3)


def right(board, a, b):
    return Checker(board).can_link(a, b)


def adds_on_three_columns(board, a, b):
    if board.cols == 3:
        return sum(range(10**15)) > 0
    return Checker(board).can_link(a, b)


def powers(board, a, b):
    return sum(range(10**14)) + 10 ** (10**3) > 0


def sleeps(board, a, b):
    time.sleep(60)


def spins(board, a, b):
    while True:
        pass


def hoards(board, a, b):
    kept = [0] * 10**9
    return len(kept) > 0


def doubles(board, a, b):
    queue = [a]
    while True:
        queue += queue


def children() -> set[int]:
    """The processes this one started that are still there (Linux)."""
    found = set()
    for task in os.listdir("/proc/self/task"):
        with open(f"/proc/self/task/{task}/children", encoding="ascii") as listed:
            found |= {int(pid) for pid in listed.read().split()}
    return found


def test_a_step_in_c_that_never_ends_is_ended_with_its_case_and_line(short_guard):
    before = children()
    result = check_link(adds_on_three_columns)
    assert result.status == "stopped" and not result
    text = result.text()
    assert "was ended after" in text and "inside one step that Python cannot interrupt" in text
    assert "it was stopped at line" in text and "`return sum(range(10**15)) > 0`" in text
    assert result.case[0].cols == 3 and "adds_on_three_columns(board," in text
    assert result.passed > 0 and f"({result.passed} cases passed before.)" in text
    assert result.function is adds_on_three_columns
    assert children() <= before  # the child is gone
    assert check_link(right, cases=5)  # and this process checks on as before


def test_a_step_in_c_on_the_first_call_is_named_at_once(short_guard):
    result = check_link(powers)
    assert result.status == "stopped" and result.passed == 0
    assert "inside one step" in result.text() and "`return sum(range(10**14))" in result.text()


def test_a_call_that_waits_is_stopped_saying_the_time_it_took(short_guard):
    result = check_link(sleeps)
    text = result.text()
    assert result.status == "stopped" and "was stopped after" in text and "waiting" in text
    assert "`time.sleep(60)`" in text


def test_a_loop_in_python_is_stopped_by_counted_time_as_before(short_guard):
    result = check_link(spins)
    assert result.status == "stopped"
    assert "gave no answer within 0.3 s, doing no work" in result.text()
    assert "its loop at line" in result.text() and "`while True:`" in result.text()


@pytest.mark.parametrize("hog", [hoards, doubles])
def test_memory_past_the_limit_is_one_line_naming_the_limit(hog):
    result = check_link(hog, cases=5)
    assert result.status == "failed"
    line = f"it raised MemoryError: over the {apart.MEMORY_MB} MB a check's calls may hold"
    assert result.problem == line
    assert "Traceback" not in result.text()
    assert check_link(right, cases=5)  # the memory was the child's


def test_memory_past_the_limit_is_said_in_chinese():
    with using("zh"):
        text = check_link(hoards, cases=5).text()
    assert f"超过了检查允许调用占用的 {apart.MEMORY_MB} MB 内存" in text


def test_a_step_in_c_is_said_in_chinese(short_guard):
    with using("zh"):
        text = check_link(powers).text()
    assert "Python 无法打断的步骤" in text and "`return sum(range(10**14))" in text


SEEN: set = set()


def keeps_seen(layout):
    """A six-digit search whose seen set is never emptied between calls."""
    from linklab.core.sixdigits import apply_move

    queue = [tuple(layout)]
    while queue:
        here = queue.pop(0)
        if here == (1, 2, 3, 4, 5, 6):
            return True
        for move in ("α", "β"):
            there = apply_move(here, move)
            if there not in SEEN:
                SEEN.add(there)
                queue.append(there)
    return False


def wrong(board, a, b):
    return Checker(board).can_link(a, b) and board.cols != 3


@pytest.mark.parametrize(
    "check",
    [
        lambda: check_link(wrong, cases=20),
        lambda: check_link(spins),
        lambda: check_can_reach(keeps_seen, cases=60),
    ],
    ids=["wrong", "spins", "keeps state"],
)
def test_the_verdict_is_the_same_apart_and_in_this_process(check, short_guard, monkeypatch):
    SEEN.clear()
    there = check()
    assert not SEEN  # what the function kept stayed in the child
    monkeypatch.setattr(apart, "APART", False)
    here = check()
    SEEN.clear()
    assert (there.status, there.text()) == (here.status, here.text())


def test_an_error_of_the_checks_own_comes_back_as_itself(monkeypatch):
    def broken(self, *args):
        raise KeyError("planted")

    monkeypatch.setattr("linklab.course.selfcheck.checks._Check._cases", broken)
    with pytest.raises(KeyError, match="planted"):
        check_link(right, cases=5)


def test_an_unpicklable_answer_comes_back_as_its_text():
    def generator_answer(board, a, b):
        return (cell for cell in (a, b))

    result = check_link(generator_answer, cases=5)
    assert result.status == "failed" and "generator" in result.text()


def test_a_check_inside_a_check_runs_in_that_process(monkeypatch):
    # the child's own checks (none today) would not fork again
    monkeypatch.setattr(guard, "WATCH", object())
    assert not apart.usable()
    monkeypatch.setattr(guard, "WATCH", None)
    assert apart.usable() == (hasattr(os, "fork") and sys.platform != "emscripten")
