"""Practice: every skill's answer keys against a second, independent implementation
(``tests/practice_oracles.py``) on many seeds of every level; the same seed, the same question;
answers read in the forms a learner types; the mastery rule and its record."""

from __future__ import annotations

import itertools
import json

import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from linklab.core.errors import InputError
from linklab.course.practice import MAX_LEVEL, SKILLS, judge_answer, question
from linklab.course.practice.answers import read_answer, typed_answer
from linklab.course.practice.mastery import (
    DOWN_AFTER,
    UP_AFTER,
    Progress,
    Record,
    dump_record,
    load_record,
    read_record,
    record_path,
    save_record,
)
from linklab.course.practice.questions import CLEAR_DEALS, SHAPES
from tests import practice_sweep
from tests.practice_sweep import differences, oracle_answer

LEVELS = range(1, MAX_LEVEL + 1)
#: Seeds per skill and level checked every run; a hypothesis property tries any other seed,
#: and ``python -m tests.practice_sweep 1000`` the thousand a level once checked here.
QUICK_SEEDS = 20


def test_every_key_agrees_with_the_oracles():
    assert differences(range(QUICK_SEEDS)) == []


@given(st.sampled_from(list(SKILLS)), st.integers(1, MAX_LEVEL), st.integers(0, 2**32 - 1))
def test_every_key_agrees_with_the_oracles_on_any_seed(skill, level, seed):
    q = question(skill, level, seed)
    assert oracle_answer(q) == q.answer, (skill, level, seed)


def test_the_sweep_by_hand_prints_each_difference_and_fails_on_any(capsys, monkeypatch):
    assert practice_sweep.main(["1"]) == 0
    assert (
        capsys.readouterr().out
        == f"0 differences on 1 seeds of each level of {len(SKILLS)} skills\n"
    )
    monkeypatch.setattr(practice_sweep, "oracle_answer", lambda q: "planted")
    assert practice_sweep.main(["1"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(SKILLS) * MAX_LEVEL + 1 and "the oracle 'planted'" in lines[0]
    with pytest.raises(SystemExit):
        practice_sweep.main(["0"])


def test_the_oracles_can_tell_a_wrong_key():
    # A key one turn short, or the queue read back to front, is a difference.
    q = question("fewest-turns", 2, 0)
    wrong = type(q)(**{**q.__dict__, "answer": (q.answer or 0) + 1})
    assert oracle_answer(wrong) != wrong.answer
    q = question("bfs-queue", 4, 0)
    wrong = type(q)(**{**q.__dict__, "answer": q.answer[::-1]})
    assert oracle_answer(wrong) != wrong.answer
    # a board said to be clearable when it is not, or the other way round, or a clearing one
    # move short, is a difference
    cleared = next(q for s in range(40) if (q := question("clear", 3, s)).answer is not None)
    stuck = next(q for s in range(40) if (q := question("clear", 3, s)).answer is None)
    cases = [(None, cleared), ([[[0, 0], [0, 1]]], stuck), (cleared.answer[:-1], cleared)]
    for wrong_answer, q in cases:
        wrong = type(q)(**{**q.__dict__, "answer": wrong_answer})
        assert oracle_answer(wrong) != wrong.answer


@pytest.mark.parametrize("skill", list(SKILLS))
def test_each_level_is_measured_in_its_band_and_its_board_grows(skill):
    for level in LEVELS:
        for seed in range(5):
            q = question(skill, level, seed)
            assert q.level == level and q.skill == skill
            if q.board is not None:
                shape = CLEAR_DEALS[level][:2] if skill == "clear" else SHAPES[level]
                assert (len(q.board), len(q.board[0])) == shape
            assert judge_answer(q, typed_answer(q)).right, (skill, level, seed)


def test_six_levels_are_set_by_the_moves_to_123456():
    moves = [{question("six-word", level, s).measure[1] for s in range(20)} for level in LEVELS]
    assert moves[0] == {1, 2}  # level 1: a word of one or two moves
    assert all(max(easier) < min(harder) for easier, harder in itertools.pairwise(moves))
    assert {question("six-distance", 4, seed).answer for seed in range(40)} >= {None, 7}


@settings(max_examples=examples(25), deadline=None)
@given(st.sampled_from(list(SKILLS)), st.integers(1, MAX_LEVEL), st.integers(-(10**9), 10**9))
def test_the_same_seed_gives_the_same_question(skill, level, seed):
    first = question(skill, level, seed)
    assert question(skill, level, seed).to_json() == first.to_json()
    assert json.loads(json.dumps(first.to_json(), ensure_ascii=False)) == first.to_json()


def test_seeds_give_different_questions():
    boards = {str(question("pairs", 3, seed).board) for seed in range(20)}
    assert len(boards) >= 15


@pytest.mark.parametrize(
    ("skill", "level", "said", "says"),
    [
        ("fewest-turns", 1, "two", "✗ Answer a number, like 2, or none: `two` is not one."),
        ("pairs", 1, "(1,1)-(2", "✗ Answer pairs of cells"),
        ("pairs", 1, "(1,1)-(2,9)", "✗ (2,9) is not on the 2x3 board"),
        ("dfs-push", 2, "(1,2) (2,2)", "✗ Answer a cell (row, col) counted from 1"),
        ("document", 1, "TRUE", "✗ Answer two words, like TRUE right or FALSE wrong"),
        ("six-word", 2, "αγ", "✗ Answer a word of α and β"),
        ("bfs-queue", 1, "(1,1) x", "✗ Answer cells (row, col)"),
    ],
)
def test_a_wrong_form_is_told_in_one_line(skill, level, said, says):
    verdict = judge_answer(question(skill, level, 0), said)
    assert verdict.form_error and not verdict.right
    assert verdict.message["en"].startswith(says)
    assert "\n" not in verdict.message["en"] and "\n" not in verdict.message["zh"]
    assert verdict.message["zh"].startswith("✗")


def test_answers_are_read_as_a_learner_types_them():
    q = question("pairs", 2, 1)
    assert read_answer(q, "(1,2)-(3,3), [1, 4] - [2, 3]") == [((0, 1), (2, 2)), ((0, 3), (1, 2))]
    assert read_answer(q, " none ") == []
    assert read_answer(question("fewest-turns", 3, 1), "无") is None
    assert read_answer(question("six-word", 1, 1), "a b a'") == ("α", "β", "α'")
    assert read_answer(question("document", 1, 1), "false, wrong") == (False, False)


def test_a_wrong_answer_gets_a_hint_and_where_it_fits_the_mistake_named():
    q = next(q for s in range(50) if (q := question("fewest-turns", 2, s)).answer == 1)
    verdict = judge_answer(q, "2")
    assert not verdict.right and verdict.misconception == "turns_from_the_first_segment"
    assert "Perhaps: It counts the first segment as a turn" in verdict.message["en"]
    q = next(q for s in range(50) if (q := question("six-distance", 4, s)).answer is None)
    parity = judge_answer(q, "3")
    from linklab.core.sixdigits import is_even

    assert parity.misconception == ("six_parity" if is_even(tuple(q.extra["layout"])) else None)
    q = question("six-word", 3, 5)
    verdict = judge_answer(q, q.answer + "αααα")  # α four times over leaves a layout as it was
    assert not verdict.right and "but a word of" in verdict.message["en"]
    assert "not 123456" in judge_answer(q, q.answer + "α").message["en"]
    q = question("bfs-queue", 4, 3)
    assert "front of the queue first" in judge_answer(q, typed_answer_reversed(q)).message["en"]


def typed_answer_reversed(q):
    return " ".join(f"({r + 1},{c + 1})" for r, c in q.answer[::-1])


def test_every_skill_is_right_only_for_its_key():
    for skill in SKILLS:
        q = question(skill, 3, 4)
        assert judge_answer(q, typed_answer(q)).right
        wrong = {"turns": "17", "word": "α", "verdict": "TRUE right"}.get(q.form, "(1,1)")
        if q.form == "verdict" and typed_answer(q) == "TRUE right":
            wrong = "FALSE wrong"
        if typed_answer(q) != wrong:
            assert not judge_answer(q, wrong).right, skill


# --- mastery -------------------------------------------------------------------------------


def model_level(answers):
    """The mastery rule, stated plainly: up after UP_AFTER right in a row, down after
    DOWN_AFTER wrong in a row, each run starting again after it moves the level."""
    level, right_run, wrong_run = 1, 0, 0
    for right in answers:
        if right:
            right_run, wrong_run = right_run + 1, 0
            if right_run == UP_AFTER:
                level, right_run = min(MAX_LEVEL, level + 1), 0
        else:
            right_run, wrong_run = 0, wrong_run + 1
            if wrong_run == DOWN_AFTER:
                level, wrong_run = max(1, level - 1), 0
    return level, right_run


@given(st.lists(st.booleans(), max_size=60))
def test_the_level_follows_the_mastery_rule(answers):
    record = Record()
    for right in answers:
        record = record.answered("reach", right)
    assert (record.level("reach"), record.streak("reach")) == model_level(answers)
    assert record.progress("reach").right == sum(answers)
    assert load_record(dump_record(record)) == record


def test_three_right_climb_and_two_wrong_fall():
    record = Record()
    for _ in range(3 * (MAX_LEVEL + 1)):
        record = record.answered("pairs", True)
    assert record.level("pairs") == MAX_LEVEL
    record = record.answered("pairs", False)
    assert record.level("pairs") == MAX_LEVEL
    assert record.answered("pairs", False).level("pairs") == MAX_LEVEL - 1
    assert record.answered("pairs", True).answered("pairs", False).level("pairs") == MAX_LEVEL


def test_practise_what_i_miss_most():
    record = Record()
    for skill, answers in {"pairs": [True, False], "reach": [False, False, True]}.items():
        for right in answers:
            record = record.answered(skill, right)
    assert record.weakest() == "reach"
    assert Record().weakest() == "pairs"  # untried, in the course's order
    assert Record().answered("pairs", True).weakest() == "fewest-turns"


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("{", "the record: not JSON"),
        ("[]", "the record: not a practice record"),
        ('{"format": "linklab-practice", "version": 9, "skills": {}}', "version 9, expected 1"),
        ('{"format": "linklab-practice", "version": 1}', '"skills" must be an object'),
        (
            '{"format": "linklab-practice", "version": 1, "skills": {"chess": {}}}',
            "no skill 'chess'",
        ),
        (
            '{"format": "linklab-practice", "version": 1, "skills": {"pairs": '
            '{"level": 9, "streak": 0, "misses": 0, "right": 0, "wrong": 0}}}',
            "skills.pairs.level is 9, expected a whole number 1..5",
        ),
    ],
)
def test_a_bad_record_is_refused_in_one_line(text, says):
    with pytest.raises(InputError) as refused:
        load_record(text)
    assert says in str(refused.value) and "\n" not in str(refused.value)


def test_the_record_is_kept_in_a_file_and_a_bad_one_is_left_as_it_was(tmp_path, monkeypatch):
    path = str(tmp_path / "kept.json")
    assert read_record(path) == Record()
    record = Record({"six-word": Progress(level=3, streak=1, right=7, wrong=2)})
    save_record(record, path)
    assert read_record(path) == record
    (tmp_path / "bad.json").write_text("not json", encoding="utf-8")
    with pytest.raises(InputError, match=r"bad\.json: not JSON"):
        read_record(str(tmp_path / "bad.json"))
    assert (tmp_path / "bad.json").read_text(encoding="utf-8") == "not json"
    monkeypatch.setenv("LINKLAB_PRACTICE_FILE", path)
    assert record_path("elsewhere") == path
    monkeypatch.delenv("LINKLAB_PRACTICE_FILE")
    assert record_path("course").endswith("course/linklab-practice.json")


def test_bad_skills_levels_and_seeds_are_refused_in_one_line():
    for args, says in [
        (("chess", 1, 0), "no skill 'chess': the skills are pairs"),
        (("pairs", 0, 0), "level 0: expected a whole number from 1 to 5"),
        (("pairs", 1, "x"), "seed 'x': expected a whole number"),
    ]:
        with pytest.raises(InputError, match=says):
            question(*args)
