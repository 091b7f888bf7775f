"""The rule's answers shipped with the package are the rule's, to the byte.

Each shipped rule's answers on the small cases are worked out again
(`truth_build.work_out_truths`, about 0.6 s of one core each) and must equal the table; the table
written out again must be ``truth_data.py``'s text. A change to the small cases or the rule
that moves an answer fails here until ``python -m linklab.course.selfcheck.truth_build`` is
run.
"""

from __future__ import annotations

import pytest

from linklab.core import checker
from linklab.core.rules import Rules
from linklab.course.selfcheck import cases, truth_build, truth_data

KEYS = [cases.truth_key(rules) for rules in truth_build.TRUTH_RULES]


@pytest.mark.parametrize("rules", truth_build.TRUTH_RULES, ids=KEYS)
def test_the_shipped_answers_are_the_rules_today(rules):
    shipped = cases.shipped_truths(rules)
    worked_out = truth_build.work_out_truths(rules)
    assert list(shipped.values()) == worked_out
    assert list(shipped) == [(board.grid, a, b) for board, a, b in cases.small_cases()]
    assert truth_data.TRUTHS[cases.truth_key(rules)] == truth_build.encode_truths(worked_out)


def test_the_data_file_is_the_table_written_out():
    assert list(truth_data.TRUTHS) == KEYS  # every shipped rule, none other, in order
    assert truth_build.render_truths(truth_data.TRUTHS) == truth_build.TRUTH_DATA.read_text(
        encoding="utf-8"
    )


def test_the_command_says_whether_the_file_is_up_to_date(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(truth_build, "fresh_truths_text", lambda: "TRUTHS = {}\n")
    monkeypatch.setattr(truth_build, "TRUTH_DATA", tmp_path / "truth_data.py")
    assert truth_build.main(["--check"]) == 1
    assert "stale" in capsys.readouterr().out
    assert truth_build.main([]) == 0
    assert truth_build.main(["--check"]) == 0
    assert "up to date" in capsys.readouterr().out
    assert truth_build.main(["--chek"]) == 2
    assert "unknown argument '--chek'" in capsys.readouterr().err


def test_a_check_reads_the_rules_answers_on_the_small_cases_from_the_table(monkeypatch):
    """With the table's answers read, the rule is asked only past the small cases."""
    cases.forget_truths()
    asked = []
    real = checker.Checker.can_link
    monkeypatch.setattr(
        checker.Checker, "can_link", lambda self, a, b: asked.append(a) or real(self, a, b)
    )
    small = cases.small_cases()
    assert [cases.truth(case, Rules()) for case in small[::500]]
    assert asked == []
    cases.truth(next(cases.scenario_cases(Rules(outside=True))), Rules(outside=True))
    assert asked == []  # a scenario of a shipped rule that is also a small case
    board = next(case for case in cases.OPEN)
    cases.truth(board, Rules())
    assert len(asked) == 1
    assert cases.shipped_truths(Rules(max_turns=3)) == {}
