"""What a check works out once, worked out ahead (`linklab.course.selfcheck.ahead`): a right
check run after it works nothing out again, so the page's first right check (its snapshot
taken after `work_out_ahead`) costs what the next one does."""

from __future__ import annotations

import misconceptions as programs
import pytest

from linklab.core.cases import six_in_order
from linklab.course.selfcheck import apart, cases, checks, counting
from linklab.course.selfcheck.ahead import work_out_ahead

BOARDS = 20  # random boards after the small ones: a few counted cases of each size


def worked_out() -> tuple[int, ...]:
    """How often a check has worked something out that it remembers."""
    return (
        counting.reference_work.cache_info().misses,
        counting.pruned_looks.cache_info().misses,
        *cases.truths_known().values(),
    )


@pytest.fixture
def ahead(monkeypatch):
    monkeypatch.setattr(apart, "APART", False)  # the tables are this process's
    counting.forget_counted_work()
    cases.forget_truths()
    work_out_ahead(cases=BOARDS)
    return worked_out()


@pytest.mark.parametrize(
    ("check", "right", "how_many"),
    [
        ("check_link", "right_link", BOARDS),
        ("check_dfs", "right_dfs", BOARDS),
        ("check_can_reach", "right_can_reach", 60),
    ],
)
def test_a_right_check_after_it_works_nothing_out_again(ahead, check, right, how_many):
    result = getattr(checks, check)(getattr(programs, right), cases=how_many)
    assert result.status == "passed"
    assert worked_out() == ahead


def test_without_it_the_first_right_check_works_them_out(monkeypatch):
    monkeypatch.setattr(apart, "APART", False)
    six_in_order()
    counting.forget_counted_work()
    before = worked_out()
    checks.check_dfs(programs.right_dfs, cases=BOARDS)
    after = worked_out()
    assert after[0] > before[0] and after[1] > before[1]  # the course's work, its pruned looks
