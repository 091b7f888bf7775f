"""Practice until mastery: a new question on a new board for every skill the course teaches,
its answer key from the course's own searches, the learner's typed answer checked, and a
level per skill that rises and falls with the answers.

``questions`` (the skills and their generators, ``question(skill, level, seed)``),
``answers`` (reading what a learner types and the verdict, with its hint), ``mastery`` (levels,
streaks, "practise what I miss most", the kept record as JSON), ``why`` (the search stepped
after a wrong answer, to show why) and ``worksheet`` (a lecturer's printed sheet and its key).
Pure Python: the static page runs the same generators.

Examples
--------
>>> from linklab.course.practice import judge_answer, question
>>> q = question("six-distance", 1, seed=3)
>>> judge_answer(q, str(q.answer)).right
True
"""

from __future__ import annotations

from linklab.course.practice.answers import Judgement, judge_answer
from linklab.course.practice.mastery import Record, load_record, save_record
from linklab.course.practice.questions import MAX_LEVEL, SKILLS, Question, question

__all__ = [
    "MAX_LEVEL",
    "SKILLS",
    "Judgement",
    "Question",
    "Record",
    "judge_answer",
    "load_record",
    "question",
    "save_record",
]
