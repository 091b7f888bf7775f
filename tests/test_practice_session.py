"""The practice session both front ends drive: a question's link, an answer counted once, the
record as the text they keep."""

from __future__ import annotations

import pytest

from linklab.apps.practice_session import WEAKEST, PracticeSession
from linklab.core.errors import InputError
from linklab.course.practice import question
from linklab.course.practice.answers import typed_answer


def test_a_link_opens_exactly_its_question():
    session = PracticeSession()
    session.choose("reach")
    shown = session.ask()
    link = session.link()
    again = PracticeSession().open_link("#" + link)
    assert again.to_json() == shown.to_json() == question("reach", 1, 0).to_json()
    assert PracticeSession().open_link("dfs-prune/4/-3") == question("dfs-prune", 4, -3)


@pytest.mark.parametrize(
    ("link", "says"),
    [
        ("pairs/2", "expected skill/level/seed"),
        ("chess/1/1", "no skill 'chess'"),
        ("pairs/9/1", "level 9: expected a whole number from 1 to 5"),
        ("pairs/one/1", "expected skill/level/seed"),
    ],
)
def test_a_bad_link_is_refused_in_one_line(link, says):
    with pytest.raises(InputError, match=says):
        PracticeSession().open_link(link)


def test_an_answer_moves_the_level_once_and_the_record_is_the_text_kept():
    session = PracticeSession(seed=40)
    session.choose("six-word")
    for _ in range(3):
        q = session.ask()
        assert q.seed == 40 + session.record.progress("six-word").right
        assert session.answer(typed_answer(q)).right
        assert session.answer(typed_answer(q)).right  # judged again, counted once
    assert session.record.level("six-word") == 2
    kept = PracticeSession.from_text(session.record_text())
    assert kept.record == session.record
    assert ("six-word", 2, 0, 3, 0) in kept.levels()
    assert PracticeSession.from_text("").record == PracticeSession().record


def test_what_i_miss_most_and_nothing_asked_yet():
    session = PracticeSession()
    with pytest.raises(InputError, match="no question yet"):
        session.answer("1")
    session.choose("bfs-queue")
    session.ask()
    session.answer("(1,1)")
    session.choose(WEAKEST)
    assert session.ask().skill == "bfs-queue"
    with pytest.raises(InputError, match="no skill 'chess'"):
        session.choose("chess")
