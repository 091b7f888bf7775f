"""Practice with no screen: the skill chosen (or the one missed most), the question asked at the
skill's level, the learner's answer judged and counted once, and the record as the JSON text
both front ends keep (the notebook in a file beside the course, a page with its kept work).

A question's seed is ``seed`` plus the answers given to that skill so far, so a class sees the
same questions in the same order and a learner who comes back goes on to new ones. A question's
link (``link``, read back by `open_link`) names exactly that question: skill, level and seed.

Examples
--------
>>> session = PracticeSession()
>>> session.choose("six-distance")
>>> q = session.ask()
>>> (q.skill, q.level, q.seed), session.link()
(('six-distance', 1, 0), 'six-distance/1/0')
>>> session.answer(str(q.answer)).right, session.record.progress("six-distance").right
(True, 1)
>>> session.answer("x").form_error, session.record.progress("six-distance").right
(True, 1)
>>> session.open_link("pairs/4/17").seed
17
"""

from __future__ import annotations

from linklab.core.errors import InputError
from linklab.course.practice import SKILLS, Judgement, Question, judge_answer, question
from linklab.course.practice.mastery import Record, dump_record, load_record
from linklab.course.practice.questions import check_level, check_skill

#: Choosing this practises the skill missed most.
WEAKEST = "weakest"


class PracticeSession:
    """One learner practising: their ``record``, the skill ``chosen`` (a skill, or
    `WEAKEST`), the ``question`` shown and whether it has been ``answered``."""

    def __init__(self, record: Record | None = None, seed: int = 0):
        self.record = record or Record()
        self.seed = seed
        self.chosen = WEAKEST
        self.question: Question | None = None
        self.answered = False

    @classmethod
    def from_text(cls, text: str, where: str = "the record", seed: int = 0) -> PracticeSession:
        """A session on the record kept as ``text`` (an empty text: a new record)."""
        return cls(load_record(text, where) if text.strip() else Record(), seed)

    def choose(self, skill: str) -> None:
        """Practise ``skill`` from now on (`WEAKEST`: the one missed most)."""
        if skill != WEAKEST:
            check_skill(skill)
        self.chosen = skill

    def skill(self) -> str:
        """The skill the next question is of."""
        return self.record.weakest() if self.chosen == WEAKEST else self.chosen

    def ask(self) -> Question:
        """A new question of the skill at its level."""
        name = self.skill()
        done = self.record.progress(name)
        return self._show(question(name, done.level, self.seed + done.right + done.wrong))

    def open_link(self, link: str) -> Question:
        """Exactly the question ``link`` names (``skill/level/seed``, as `link` writes it)."""
        parts = link.lstrip("#").split("/")
        if len(parts) != 3 or not parts[1].isdigit() or not parts[2].lstrip("-").isdigit():
            raise InputError(f"link {link!r}: expected skill/level/seed, like pairs/2/17")
        skill, level, seed = check_skill(parts[0]).name, int(parts[1]), int(parts[2])
        self.chosen = skill
        return self._show(question(skill, check_level(level), seed))

    def link(self) -> str:
        """The question shown, as a link's text: ``skill/level/seed``."""
        q = self._current()
        return f"{q.skill}/{q.level}/{q.seed}"

    def answer(self, said: object) -> Judgement:
        """Judge ``said``; the first readable answer to a question moves its skill's level."""
        q = self._current()
        judged = judge_answer(q, said)
        if not judged.form_error and not self.answered:
            self.answered = True
            self.record = self.record.answered(q.skill, judged.right)
        return judged

    def record_text(self) -> str:
        """The record as the JSON text both front ends keep."""
        return dump_record(self.record)

    def levels(self) -> list[tuple[str, int, int, int, int]]:
        """Every skill with its level, streak, right and wrong answers, in the course's order."""
        return [
            (name, p.level, p.streak, p.right, p.wrong)
            for name in SKILLS
            for p in [self.record.progress(name)]
        ]

    def _show(self, q: Question) -> Question:
        self.question, self.answered = q, False
        return q

    def _current(self) -> Question:
        if self.question is None:
            raise InputError("no question yet: ask for one first")
        return self.question
