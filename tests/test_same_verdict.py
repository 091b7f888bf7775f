"""The same function gets the same verdict, byte for byte, on a quiet machine, under CPU load and
with a slowed clock: right, wrong, slow, hanging and state-keeping functions alike.

"Slow" is counted work (``linklab.course.selfcheck.counting``), never time; the clock is only
the hang guard, which ends a call that does no counted work at all, and names its loop.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections import deque

import pytest
from slow_searches import every_simple_path

from linklab.core import sixdigits
from linklab.course import selfcheck
from linklab.course.selfcheck import apart, guard

#: Seconds of processor time a call may go without counted work in this test (the checks' own
#: is longer): short, since each hanging function costs it in every run of the checks.
HANG_SECONDS = 1.0
#: How much slower the slowed clock runs: the hang guard's windows shrink as much (to 0.2 s of
#: processor time, 0.4 s of a loaded machine's clock for a call that waits).
SLOWER = 5


def right_link(board, a, b):
    if a == b or board[a] == 0 or board[a] != board[b]:
        return False
    steps = [(-1, 0), (0, 1), (1, 0), (0, -1)]
    best = {}
    queue = deque((a, heading, 0) for heading in range(4))
    while queue:
        (row, col), heading, turns = queue.popleft()
        for new, (dr, dc) in enumerate(steps):
            cell, cost = (row + dr, col + dc), turns + (new != heading)
            if cost > 2 or not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
                continue
            if cell == b:
                return True
            if board[cell] != 0 or best.get((cell, new), 3) <= cost:
                continue
            best[(cell, new)] = cost
            queue.append((cell, new, cost))
    return False


def through_own_kind(board, a, b):
    """Wrong: walks through tiles of the ends' own kind."""
    if a == b or board[a] == 0 or board[a] != board[b]:
        return False
    kind = board[a]
    cells = {(r, c) for r in range(board.rows) for c in range(board.cols)}
    free = {cell for cell in cells if board[cell] in (0, kind)}
    return right_link(_Emptied(board, free, kind, (a, b)), a, b)


class _Emptied:
    """A board whose cells in ``free`` read as empty, but for the two ends."""

    def __init__(self, board, free, kind, ends):
        self.rows, self.cols = board.rows, board.cols
        self.free, self.kind, self.ends = free, kind, ends

    def __getitem__(self, cell):
        return self.kind if cell in self.ends else (0 if cell in self.free else 9)


def hangs_on_three_columns(board, a, b):
    """Hangs: on a board three columns wide its loop never ends (and does no counted work)."""
    turns = 0
    if board.cols == 3:
        while turns >= 0:
            turns += 1
    return right_link(board, a, b)


def hangs_on_an_open_board(board, a, b):
    """Hangs on a large board, after reading it: a counted call that stops working."""
    if board.rows * board.cols > 100:
        board[a]
        spins = 0
        while True:
            spins += 1
    return right_link(board, a, b)


def keeps_answers(board, a, b, known={}):  # noqa: B006  (the mistake under test)
    key = (a, b)
    if key not in known:
        known[key] = right_link(board, a, b)
    return known[key]


SEEN = set()


def can_reach_keeping_seen(layout):
    """Keeps its seen set between calls, as document 001 warns against."""
    SEEN.add(tuple(layout))
    queue = deque([tuple(layout)])
    while queue:
        here = queue.popleft()
        if here == (1, 2, 3, 4, 5, 6):
            return True
        for move in ("α", "β"):
            there = sixdigits.apply_move(here, move)
            if there not in SEEN:
                SEEN.add(there)
                queue.append(there)
    return False


def can_reach_layers(layout):
    """Wrong: a BFS cut short after four layers."""
    layer, seen = {tuple(layout)}, {tuple(layout)}
    for _ in range(5):
        if (1, 2, 3, 4, 5, 6) in layer:
            return True
        layer = {sixdigits.apply_move(h, m) for h in layer for m in ("α", "β")} - seen
        seen |= layer
    return False


CHECKS = {
    "right": lambda: selfcheck.check_link(right_link, cases=40),
    "wrong": lambda: selfcheck.check_link(through_own_kind, cases=40),
    "slow": lambda: selfcheck.check_link(every_simple_path, cases=40),
    "hangs, uncounted": lambda: selfcheck.check_link(hangs_on_three_columns, cases=40),
    "hangs, counted": lambda: selfcheck.check_link(hangs_on_an_open_board, cases=40),
    "keeps state": lambda: selfcheck.check_link(keeps_answers, cases=40),
    "six, right": lambda: selfcheck.check_can_reach(sixdigits.can_reach, cases=120),
    "six, wrong": lambda: selfcheck.check_can_reach(can_reach_layers, cases=120),
    "six, keeps state": lambda: (SEEN.clear(), selfcheck.check_can_reach(can_reach_keeping_seen))[
        1
    ],
}
EXPECTED = {
    "right": "passed",
    "wrong": "failed",
    "slow": "slow",
    "hangs, uncounted": "stopped",
    "hangs, counted": "stopped",
    "keeps state": "failed",
    "six, right": "passed",
    "six, wrong": "failed",
    "six, keeps state": "failed",
}


def verdicts() -> dict[str, tuple[str, str]]:
    found = {}
    for name, check in CHECKS.items():
        result = check()
        found[name] = (result.status, result.text())
    return found


@pytest.fixture
def short_hang_guard(monkeypatch):
    monkeypatch.setattr(guard, "CALL_SECONDS", HANG_SECONDS)


@pytest.fixture(scope="module")
def quiet():
    old = guard.CALL_SECONDS
    guard.CALL_SECONDS = HANG_SECONDS
    try:
        return verdicts()
    finally:
        guard.CALL_SECONDS = old


# waits out the hanging functions' time limit: make test (make check stops one that never
# returns in test_selfcheck)
@pytest.mark.slow
def test_each_kind_of_function_gets_its_verdict_on_a_quiet_machine(quiet):
    assert {name: status for name, (status, _) in quiet.items()} == EXPECTED
    assert "its loop at line" in quiet["hangs, uncounted"][1]
    assert "`while turns >= 0:`" in quiet["hangs, uncounted"][1]
    assert "`while True:`" in quiet["hangs, counted"][1]
    assert "is slow: on this case it did" in quiet["slow"][1]
    assert (
        "keeps something between calls, in the default argument `known`"
        in (quiet["keeps state"][1])
    )
    assert "in the global `SEEN`" in quiet["six, keeps state"][1]


@pytest.mark.slow  # keeps the processors busy on purpose
def test_the_same_verdicts_under_cpu_load(quiet, short_hang_guard):
    # one busy program a core: the checks get at most half the clock's time, so a guard that
    # read the clock instead of the process's own time would stop them at half the work
    busy = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"])
        for _ in range(os.cpu_count() or 2)
    ]
    try:
        time.sleep(0.2)
        loaded = verdicts()
    finally:
        for process in busy:
            process.kill()
        for process in busy:
            process.wait()
    assert loaded == quiet


@pytest.mark.slow  # every verdict again (4 s); test_selfcheck.py's slow clock stays in make check
def test_the_same_verdicts_with_a_slowed_clock(quiet, short_hang_guard, monkeypatch):
    # a machine five times slower, seen by both clocks the hang guard reads: its windows five
    # times shorter
    for clock in ("perf_counter", "process_time"):
        real = getattr(time, clock)
        started = real()
        monkeypatch.setattr(
            time, clock, lambda real=real, started=started: started + SLOWER * (real() - started)
        )
    slowed = verdicts()
    assert slowed == quiet


@pytest.mark.slow  # every small board under the tracing guard (14 s); test_page_watch.py keeps
# the tracing guard's slow and wrong verdicts in make check
def test_the_page_s_hang_guard_gives_the_same_verdicts(quiet, short_hang_guard, monkeypatch):
    """The static page's Python keeps its guard by tracing (no timer signal, no thread), and
    runs its checks in its own process (no fork)."""
    monkeypatch.setattr(guard, "BY_TRACE", True)
    monkeypatch.setattr(apart, "APART", False)
    for name in ("right", "wrong", "slow", "hangs, uncounted", "hangs, counted"):
        result = CHECKS[name]()
        assert (result.status, result.text()) == quiet[name], name
