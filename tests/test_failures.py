"""The ways a case goes wrong: each wrong answer says what is wrong in one line, in English and
in Chinese, and two failures are equal exactly when they fail the same way."""

from __future__ import annotations

import typing

import pytest
from hypothesis import given
from hypothesis import strategies as st

from linklab.course.selfcheck import failures
from linklab.course.selfcheck.guard import Raised
from linklab.i18n import translate

#: One of each wrong answer, with an answer that could have earned it.
SAMPLES = {
    failures.Raises: (failures.Raises("KeyError"), Raised("KeyError: (0, 0)", "KeyError")),
    failures.NotBool: (failures.NotBool(), "yes"),
    failures.Wrong: (failures.Wrong(True), True),
    failures.NoPath: (failures.NoPath(), None),
    failures.NotAPath: (failures.NotAPath("cell 1 is 3, not (row, col)"), [3]),
    failures.PathWhereNone: (failures.PathWhereNone(), [(0, 0), (0, 1)]),
    failures.Backwards: (failures.Backwards(), [(0, 1), (0, 0)]),
    failures.WrongEnds: (failures.WrongEnds(), [(0, 0), (1, 0)]),
    failures.BreaksRule: (failures.BreaksRule("turns"), [(0, 0), (1, 0), (1, 1), (0, 1)]),
    failures.MoreTurns: (failures.MoreTurns(), [(0, 0), (1, 0), (1, 1), (0, 1)]),
}


def test_every_wrong_answer_has_a_sample():
    assert set(typing.get_args(failures.AnswerFailure)) == set(SAMPLES)


@pytest.mark.parametrize("kind", list(SAMPLES), ids=lambda kind: kind.__name__)
def test_each_wrong_answer_says_what_is_wrong_in_one_line_in_both_languages(kind):
    failure, said = SAMPLES[kind]
    english = f"✗ Not yet: {failure.problem(said)}."
    chinese = translate(english, "zh")
    assert "\n" not in english and english.startswith("✗ Not yet: it")
    assert chinese != english and "Not yet" not in chinese and "its path" not in chinese


@given(st.booleans(), st.booleans())
def test_a_wrong_yes_or_no_is_equal_to_another_exactly_when_it_said_the_same(one, other):
    assert (failures.Wrong(one) == failures.Wrong(other)) == (one == other)
    assert failures.Wrong(one) != failures.NotBool()
    said = failures.Wrong(one).problem(one)
    assert said == f"it says {one} where the rule says {not one}"


def test_a_value_that_is_no_sequence_is_not_explained_further():
    bare = failures.NotAPath(failures.NOT_A_SEQUENCE).problem(7)
    explained = failures.NotAPath("no cells").problem([])
    assert bare == "it returned `7`, not a list of (row, col) cells"
    assert explained == "it returned `[]`, not a list of (row, col) cells (no cells)"
