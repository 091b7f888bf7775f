"""The probes shipped with the package are the ones the catalogue gives today, to the byte.

Each shipped check's probes are worked out again (`probe_build.work_out`, 0.1 to 3 s of one
core each) and must equal the table; the table written out again must be ``probe_data.py``'s
text. A change to the catalogue, its models or the checks' cases that moves a probe fails here
until ``python -m linklab.course.selfcheck.probe_build`` is run.
"""

from __future__ import annotations

import pytest

from linklab.core.rules import Rules
from linklab.course.selfcheck import misconceptions, probe_build, probe_table

KEYS = [probe_table.table_key(kind, rules) for kind, rules in probe_build.SHIPPED]


#: Each kind's table on the board in make check; the tables around the outside, worked out by
#: the same code, are make test's (``slow``).
IN_CHECK = [
    pytest.param(kind, rules, marks=pytest.mark.slow if rules.outside else ())
    for kind, rules in probe_build.SHIPPED
]


@pytest.mark.parametrize(("kind", "rules"), IN_CHECK, ids=KEYS)
def test_the_shipped_probes_are_the_ones_worked_out_today(kind, rules):
    assert probe_table.shipped_table()[probe_table.table_key(kind, rules)] == probe_build.work_out(
        kind, rules
    )


def test_the_data_file_is_the_table_written_out():
    table = probe_table.shipped_table()
    assert list(table) == KEYS  # every shipped check, none other, in order
    assert probe_build.render(table) == probe_build.DATA.read_text(encoding="utf-8")


def test_the_command_says_whether_the_file_is_up_to_date(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(probe_build, "fresh_text", lambda: "TABLE = '{}'\n")
    monkeypatch.setattr(probe_build, "DATA", tmp_path / "probe_data.py")
    assert probe_build.main(["--check"]) == 1
    assert "stale" in capsys.readouterr().out
    assert probe_build.main([]) == 0
    assert probe_build.main(["--check"]) == 0
    assert "up to date" in capsys.readouterr().out
    assert probe_build.main(["--chek"]) == 2
    assert "unknown argument '--chek'" in capsys.readouterr().err


def test_a_check_reads_its_probes_from_the_table(monkeypatch):
    misconceptions.forget_probes()
    asked = []
    monkeypatch.setattr(
        misconceptions, "work_out_probes", lambda *args: asked.append(args) or ("worked out",)
    )
    judge = probe_build.judge_of("link", Rules())
    assert misconceptions.probes("link", Rules(), judge) == probe_table.shipped("link", Rules())
    assert asked == []


def test_rules_not_shipped_have_their_probes_worked_out(monkeypatch):
    misconceptions.forget_probes()
    rules = Rules(max_turns=3)  # six digits' cases and models do not read the rule
    assert probe_table.shipped("six", rules) is None
    judge = probe_build.judge_of("six", rules)
    assert misconceptions.probes("six", rules, judge) == probe_table.shipped("six", Rules())
