"""linklab.course.page_watch: what the page's worker tells the page of a check's calls.

Run here in this process with the page's hang guard (by trace), as the page runs it: the
messages a check sends, the words for a call the page ends, and the same verdict and counted
work with the watch as without it.
"""

from __future__ import annotations

import pytest

from linklab.core.checker import Checker
from linklab.core.search import find_path
from linklab.course import page_watch
from linklab.course.selfcheck import apart, cases, check_link, check_path, checks, guard
from linklab.course.selfcheck.cases import small_cases


@pytest.fixture
def as_in_the_page(monkeypatch):
    monkeypatch.setattr(apart, "APART", False)  # the page has no fork
    monkeypatch.setattr(guard, "BY_TRACE", True)
    monkeypatch.setattr(guard, "WATCH", None)
    sent: list[dict] = []

    def install():
        page_watch.install(sent.append)
        return sent

    return install


def wrong(board, a, b):
    return Checker(board).can_link(a, b) and board.cols != 3


def slow_on_larger_boards(board, a, b):
    """Right, but on a board past the small ones it reads a cell a million times."""
    if board.rows * board.cols > 12:
        for _ in range(10**6):
            board[a]
    return find_path(board, a, b)


def test_a_check_tells_the_page_when_it_runs_and_of_its_first_call(as_in_the_page):
    sent = as_in_the_page()
    result = check_link(wrong, cases=20)
    assert result.status == "failed"
    assert sent[0] == {
        "kind": "watch",
        "checking": True,
        "limit": guard.CALL_SECONDS,
        "mark": page_watch.SECONDS_MARK,
    }
    assert sent[-1]["checking"] is False
    first = next(message for message in sent if message.get("call"))
    assert "wrong(board, (0, 0), (0, 1)) with board =" in first["text"]
    assert "inside one step that Python cannot interrupt" in first["text"]
    assert f"after {page_watch.SECONDS_MARK} s" in first["generic"]
    assert first["generic"].startswith("… Stopped, no verdict: wrong was ended after")
    # far fewer messages than calls: a few a second at most
    assert len(sent) < 40


def test_the_watch_changes_no_verdict_and_no_counted_work(as_in_the_page, monkeypatch):
    monkeypatch.setattr(guard, "PAGE_SECONDS", 10**6)  # the page's clock: not asked here
    # One small board in 40 before the larger ones, where the slow function is caught: the
    # watch sees passing cases, a slow one and a failure, not all 17,000 small boards twice.
    fewer = small_cases()[::40]
    monkeypatch.setattr(cases, "small_cases", lambda: fewer)
    monkeypatch.setattr(checks, "small_cases", lambda: fewer)
    plain = check_path(slow_on_larger_boards, cases=20), check_link(wrong, cases=20)
    as_in_the_page()
    watched = check_path(slow_on_larger_boards, cases=20), check_link(wrong, cases=20)
    assert [r.text() for r in watched] == [r.text() for r in plain]
    assert watched[0].status == "slow" and watched[0].counted == plain[0].counted


def test_the_words_for_a_call_ended_are_in_the_page_s_language(as_in_the_page):
    from linklab.i18n import using

    sent = as_in_the_page()
    with using("zh"):
        check_link(wrong, cases=5)
    first = next(message for message in sent if message.get("call"))
    assert "Python 无法打断的步骤" in first["text"] and "Python 无法打断的步骤" in first["generic"]


class _Monitoring:
    """What the loop watch uses of ``sys.monitoring`` (Python 3.12 and later), recorded."""

    class events:
        JUMP = 1

    def __init__(self) -> None:
        self.switched: list[int] = []
        self.callback = None

    def get_tool(self, tool):
        return "linklab"

    def use_tool_id(self, tool, name):
        pass

    def register_callback(self, tool, event, callback):
        self.callback = callback

    def set_events(self, tool, events):
        self.switched.append(events)


def test_the_loop_watch_stays_on_for_a_check_and_looks_once_at_linklabs_own_loops():
    """The jumps are switched on at a check's first call and off at its end (each switch marks
    every function again), and a jump in linklab's own code is never looked at again."""
    monitoring = _Monitoring()
    with guard.Guard(5.0, by_trace=True) as watched:
        loops = watched._watch_loops
        assert loops is not None
        loops.monitoring = monitoring
        for _ in range(3):
            assert watched.call(lambda: 1, ()) == 1
        assert monitoring.switched == [monitoring.events.JUMP]
        own = Checker.can_link.__code__
        learners = compile("while True: pass", "<exercise cell>", "exec")
        assert monitoring.callback(own, 0, 0) is guard.DISABLE
        assert monitoring.callback(learners, 0, 0) is None
        assert loops.ticks == 1
    assert monitoring.switched == [monitoring.events.JUMP, 0]
