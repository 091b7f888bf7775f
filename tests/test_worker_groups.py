"""How ``make test`` hands its tests to its workers (`tests/conftest.py`): the modules that share
a set-up of minutes run in one worker, so that it is made once; the names the schedule goes by
are modules that exist, so that a renamed module does not drop out of it unseen."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import (
    LONGEST_FIRST,
    LONGEST_IN_CHECK,
    ONE_BY_ONE,
    RUN_WITH,
    SLOW_FIXTURES,
    group_of,
)

TESTS = Path(__file__).parent
MODULES = {path.stem: path.read_text(encoding="utf-8") for path in TESTS.glob("test_*.py")}


def asking_for(fixture: str) -> set[str]:
    """The test modules with a function that takes ``fixture`` as an argument."""
    asks = re.compile(r"def \w+\(([^)]*)\)", re.S)
    return {
        name
        for name, text in MODULES.items()
        if any(re.search(rf"\b{fixture}\b", args) for args in asks.findall(text))
    }


@pytest.mark.parametrize("fixture", sorted(SLOW_FIXTURES))
def test_the_modules_that_share_a_long_set_up_run_in_one_worker(fixture):
    modules = asking_for(fixture)
    assert modules, f"no test module asks for {fixture}"
    groups = {group_of(f"tests/{name}.py::test") for name in modules}
    assert len(groups) == 1, f"{fixture} is made once in each of {sorted(groups)}: see RUN_WITH"


def test_the_schedule_names_only_modules_that_exist():
    named = {*LONGEST_FIRST, *LONGEST_IN_CHECK, *ONE_BY_ONE, *RUN_WITH, *RUN_WITH.values()}
    assert sorted(named - set(MODULES)) == []


def test_a_module_of_single_tests_is_not_also_grouped_with_another():
    assert ONE_BY_ONE.isdisjoint({*RUN_WITH, *RUN_WITH.values()})


def test_asking_for_finds_a_fixture_among_the_arguments_only():
    assert "test_site" in asking_for("site_02")
    assert "test_worker_groups" not in asking_for("site_02")  # named here, asked for nowhere
