"""Practice in a static page: `PracticeSession` run by the page's Python, each action answered
with what the practice page (``linklab/site/practice.js``) shows: the question, its board drawn
as the course draws boards (a six-digit layout as the explorer draws it), the verdict, every
skill's level and streak, the question's link, and the record as the JSON text the notebook
keeps in its file (the page keeps it with the learner's kept work).

``setup``: ``record`` (the kept record's text, "" for none) and ``link`` (``skill/level/seed``
from the page's address, "" for none). A kept record that cannot be read, or a link that names
no question, is said in one line and practice starts from a new record or the skill missed
most.

Examples
--------
>>> part = PagePractice({"link": "six-distance/2/5"})
>>> view = part.act("view")
>>> view["question"]["link"], view["svg"].startswith("<svg")
('six-distance/2/5', True)
>>> key = str(part.session.question.answer)
>>> part.act("check", key)["verdict"]["right"], part.record().level("six-distance")
(True, 1)
>>> PagePractice({"link": "pairs/9/1"}).act("view")["message"]
"link 'pairs/9/1': level 9: expected a whole number from 1 to 5"
"""

from __future__ import annotations

from typing import Any

from linklab.apps.practice_session import PracticeSession
from linklab.core.errors import InputError
from linklab.course.practice import SKILLS, Judgement, Question
from linklab.course.practice.mastery import Record
from linklab.course.practice.questions import MAX_LEVEL
from linklab.course.practice.why import search_to_show, shown_search
from linklab.i18n import using
from linklab.i18n.practice_words import PRACTICE_APP_WORDS
from linklab.render.scene.board import board_scene
from linklab.render.scene.sixdigits import state_scene
from linklab.render.scene.svg import to_svg

#: The most steps of a search a page is sent to show why an answer is wrong.
MOST_STEPS = 120


def search_steps(q: Question, said: object, language: str = "en") -> dict[str, Any] | None:
    """The search that shows why ``said`` is wrong (`shown_search`), each step drawn as the
    trace player draws it (its first `MOST_STEPS`): ``{"svgs": [...], "all": steps}``; None
    where there is none to show.

    >>> from linklab.course.practice import question
    >>> shown = search_steps(question("fewest-turns", 1, 7), "5")
    >>> len(shown["svgs"]) == min(shown["all"], MOST_STEPS), shown["svgs"][0][:4]
    (True, '<svg')
    """
    from linklab.core.trace import Trace
    from linklab.render.scene.search import frame_scene

    shown = shown_search(q, said)
    if shown is None:
        return None
    grid, outside, events = shown.board.grid, shown.rules.outside, shown.events
    svgs: list[str] = []
    with using(language):
        for frame in Trace(events).frames():
            if len(svgs) == MOST_STEPS:
                break
            scene = frame_scene(
                grid, outside, frame, shown.method, shown.ends, total=len(events), caption=True
            )
            svgs.append(to_svg(scene, px=30, css_class="linklab-practice-svg"))
    return {"svgs": svgs, "all": len(events) + 1}


def skill_label(skill: str, language: str) -> str:
    """A skill as the learner reads it: its name and what it asks (in Chinese, what it asks).

    >>> skill_label("reach", "en")
    'reach — the cells a path reaches within k turns'
    """
    summary = SKILLS[skill].summary[language]
    return summary if language == "zh" else f"{skill} — {summary}"


def question_svg(q: Question, language: str = "en") -> str:
    """The question drawn: its board with A and B outlined (S, a BFS's start, noted), or its
    six-digit layout.

    >>> from linklab.course.practice import question
    >>> ">S</text>" in question_svg(question("bfs-queue", 1, 0))
    True
    """
    with using(language):
        if q.board is None:
            return to_svg(state_scene(q.extra["layout"]), px=40, css_class="linklab-practice-svg")
        ends = [cell for cell in (q.a, q.b) if cell is not None]
        notes = {q.a: "S"} if q.skill == "bfs-queue" and q.a is not None else {}
        scene = board_scene(q.board, bool(q.outside), ends=ends, notes=notes)
        return to_svg(scene, px=36, css_class="linklab-practice-svg")


class PagePractice:
    """The practice a page runs: ``act(action, argument)`` gives the page's next view."""

    def __init__(self, setup: dict[str, Any], language: str = "en"):
        self.language = language if language in PRACTICE_APP_WORDS else "en"
        self.words = PRACTICE_APP_WORDS[self.language]
        self.message = ""
        try:
            self.session = PracticeSession.from_text(str(setup.get("record") or ""))
        except InputError as bad:
            self.session = PracticeSession()
            self.message = self.words["unreadable"].format(why=bad)
        self.judged: Judgement | None = None
        self.said = ""  # the answer judged last, for the search that shows why
        link = str(setup.get("link") or "").lstrip("#")
        if link:
            self.open(link)
        if self.session.question is None:
            self.session.ask()

    def record(self) -> Record:
        """The learner's record."""
        return self.session.record

    def open(self, link: str) -> None:
        """Show the question ``link`` names, or say in one line why it names none."""
        link = link.lstrip("#")
        why = self._why_no_question(link)
        if why:
            self.message = self.words["no_link"].format(link=link, why=why)
        else:
            self.session.open_link(link)
        self.judged = None

    def _why_no_question(self, link: str) -> str:
        """Why ``link`` names no question, in the page's language; "" when it names one."""
        parts = link.split("/")
        if len(parts) != 3 or not parts[1].isdigit() or not parts[2].lstrip("-").isdigit():
            return self.words["link_form"]
        if parts[0] not in SKILLS:
            return self.words["link_skill"].format(skill=parts[0], skills=", ".join(SKILLS))
        if not 1 <= int(parts[1]) <= MAX_LEVEL:
            return self.words["link_level"].format(level=parts[1], top=MAX_LEVEL)
        return ""

    def act(self, action: str, argument: Any = None) -> dict[str, Any]:
        """``"choose"`` a skill (or ``"weakest"``), ``"next"``, ``"check"`` the typed answer,
        ``"open"`` a link, ``"why"`` (the view and the ``steps`` of the search that shows why the
        last answer is wrong, `search_steps`), ``"view"``; what the page shows next."""
        if action != "view":
            self.message = ""
        try:
            if action == "choose":
                self.session.choose(str(argument))
                self.session.ask()
                self.judged = None
            elif action == "next":
                self.session.ask()
                self.judged = None
            elif action == "check":
                self.said = "" if argument is None else str(argument)
                self.judged = self.session.answer(self.said)
            elif action == "why":
                view = self.view()
                assert self.session.question is not None  # asked when the part starts
                view["steps"] = search_steps(self.session.question, self.said, self.language)
                return view
            elif action == "open":
                self.open(str(argument or ""))
            elif action != "view":
                self.message = f"no such action: {action}"
        except InputError as bad:
            self.message = str(bad)
        return self.view()

    def view(self) -> dict[str, Any]:
        """What the page shows: ``question`` (its skill, level, seed, link and the line about
        it), ``prompt``, ``svg``, ``verdict`` (or None), ``skills`` (each with its level,
        streak, right and wrong answers), ``chosen``, ``record`` (JSON text), ``message``."""
        session, language = self.session, self.language
        q = session.question
        assert q is not None  # asked when the part starts
        done = session.record.progress(q.skill)
        verdict = None
        wrong = self.judged is not None and not self.judged.right and not self.judged.form_error
        if self.judged is not None:
            verdict = {
                "text": self.judged.text(language),
                "right": self.judged.right,
                "form_error": self.judged.form_error,
            }
        return {
            "question": {
                "skill": q.skill,
                "level": q.level,
                "seed": q.seed,
                "link": session.link(),
                "line": self.words["question"].format(
                    skill=skill_label(q.skill, language),
                    level=q.level,
                    seed=q.seed,
                    level_now=done.level,
                    streak=done.streak,
                ),
            },
            "prompt": q.prompt[language],
            "svg": question_svg(q, language),
            "verdict": verdict,
            "answered": session.answered,
            "can_show": wrong and search_to_show(q, self.said) is not None,
            "why": self.words["why"],
            "steps_line": self.words["steps"],
            "chosen": session.chosen,
            "skills": [
                {
                    "name": name,
                    "label": skill_label(name, language),
                    "level": level,
                    "streak": streak,
                    "right": right,
                    "wrong": wrong,
                }
                for name, level, streak, right, wrong in session.levels()
            ],
            "weakest": self.words["weakest"],
            "record": session.record_text(),
            "message": self.message,
        }
