"""``ll.practice()``: practise until mastery, in the notebook.

A question of the chosen skill at the learner's level (or of the skill they miss most), its
board drawn with rows and columns numbered from 1, a box to type the answer in, Check and
Next. Each answer moves the skill's level by the mastery rule
(``linklab.course.practice.mastery``) and is kept at once in the record file beside the
course (``linklab-practice.json``; ``record=`` or ``LINKLAB_PRACTICE_FILE`` names another), in
the one format (``RECORD_VERSION``) the session, ``linklab.apps.practice_session``, writes for
any front end. After a wrong answer on a board, Show the search steps the
course's search on that board in the trace player: the question's own, or, for the pairs, a
move, a clearing and document 000's verdict, the turn-counting BFS between the first two tiles
the answer gets wrong (``linklab.course.practice.why``).

The question's seed is the number of questions of that skill answered so far (plus ``seed``),
so a class working through a skill sees the same questions in the same order, and a learner who
comes back goes on to new ones.

CSS classes a browser test can select (``.linklab-...``): ``practice``, ``practice-skill``,
``practice-prompt``, ``practice-board``, ``practice-answer``, ``practice-check``,
``practice-next``, ``practice-verdict``, ``practice-why``, ``practice-levels``.

Examples
--------
>>> import tempfile, os
>>> folder = tempfile.mkdtemp()
>>> widget = practice("six-distance", record=os.path.join(folder, "kept.json"))
>>> widget.question.skill, widget.question.level
('six-distance', 1)
>>> widget.answer.value = str(widget.question.answer)
>>> widget.check.click()
>>> widget.verdict.value.startswith("✓")
True
"""

from __future__ import annotations

import os
from html import escape, unescape
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from linklab.apps.practice_session import WEAKEST, PracticeSession
from linklab.core.errors import InputError
from linklab.course.practice import SKILLS, Question
from linklab.course.practice.mastery import read_record, record_path, save_record
from linklab.course.practice.why import search_to_show, shown_search
from linklab.i18n import language
from linklab.i18n.practice_words import PRACTICE_WIDGET_WORDS
from linklab.widgets.kit import classed, decorate

#: The board table's style, sent with each board the widget shows.
_CSS = "<style>" + Path(__file__).with_name("practice.css").read_text(encoding="utf-8") + "</style>"


def _words() -> dict:
    return PRACTICE_WIDGET_WORDS["zh" if language() == "zh" else "en"]


def board_html(q: Question) -> str:
    """The question's board as an HTML table (rows and columns numbered from 1; A, B and S
    marked), or "" for a question with no board."""
    if q.board is None:
        return ""
    marks = {}
    if q.a is not None:
        marks[q.a] = "S" if q.skill == "bfs-queue" else "A"
    if q.b is not None:
        marks[q.b] = "B"
    cols = len(q.board[0])
    head = "".join(f'<th scope="col">{c + 1}</th>' for c in range(cols))
    rows = []
    for r, row in enumerate(q.board):
        cells = []
        for c, kind in enumerate(row):
            mark = marks.get((r, c), "")
            text = f"{kind}{mark}" if kind else (mark or "·")
            classes = " ".join(k for k, on in (("tile", kind), ("mark", mark)) if on)
            cells.append(f'<td class="{classes}">{escape(text)}</td>')
        rows.append(f'<tr><th scope="row">{r + 1}</th>{"".join(cells)}</tr>')
    caption = escape(_words()["empty"])
    return (
        f'{_CSS}<table class="linklab-practice-grid"><caption>{caption}</caption>'
        f"<tr><td></td>{head}</tr>{''.join(rows)}</table>"
    )


def _trace_player(q: Question, said: object) -> widgets.Widget | None:
    """The course's search stepped to show why ``said`` is wrong (`shown_search`): the
    question's own, or the turn-counting BFS between the first two tiles the answer gets wrong;
    None where there is none."""
    from linklab.widgets.trace_player import TracePlayer

    shown = shown_search(q, said)
    if shown is None:
        return None
    return TracePlayer(shown.board, shown.events, shown.rules, method=shown.method, ends=shown.ends)


class PracticeWidget(widgets.VBox):
    """The practice widget; `practice` makes one."""

    def __init__(self, skill: str | None, path: str, seed: int = 0):
        words = _words()
        self.path = path
        self.session = PracticeSession(read_record(path), seed)
        lang = "zh" if language() == "zh" else "en"
        self.language = lang
        options = [(words["weakest"], WEAKEST)] + [(self.named(name), name) for name in SKILLS]
        self.skill = classed(
            widgets.Dropdown(options=options, value=skill or WEAKEST, description=words["skill"]),
            "linklab-practice-skill",
        )
        self.skill.layout.width = "36em"
        self.status = widgets.HTML()
        self.prompt = classed(widgets.HTML(), "linklab-practice-prompt")
        self.board = classed(widgets.HTML(), "linklab-practice-board")
        self.answer = classed(
            widgets.Text(placeholder=words["placeholder"]), "linklab-practice-answer"
        )
        self.answer.layout.width = "30em"
        self.check = classed(widgets.Button(description=words["check"]), "linklab-practice-check")
        self.next = classed(widgets.Button(description=words["next"]), "linklab-practice-next")
        self.why = classed(widgets.Button(description=words["why"]), "linklab-practice-why")
        self.verdict = classed(widgets.HTML(), "linklab-practice-verdict")
        self.stepper = widgets.Box()
        self.levels = classed(widgets.HTML(), "linklab-practice-levels")
        super().__init__(
            [
                self.skill,
                self.status,
                self.prompt,
                self.board,
                widgets.HBox([self.answer, self.check, self.next]),
                self.verdict,
                self.why,
                self.stepper,
                self.levels,
            ]
        )
        classed(self, "linklab-practice")
        self.check.on_click(lambda _: self.judge())
        self.next.on_click(lambda _: self.ask())
        self.why.on_click(lambda _: self.show_search())
        self.skill.observe(lambda _: self.ask(), "value")
        decorate(self)
        self.ask()

    def named(self, skill: str) -> str:
        """A skill as the learner reads it: its name and what it asks (in Chinese, what it asks)."""
        summary = SKILLS[skill].summary[self.language]
        return summary if self.language == "zh" else f"{skill} — {summary}"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        """The widget, and where no widget is drawn (a RISE slide) its question in words, not
        ``PracticeWidget(children=…)``."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle:
            words = f"{unescape(self.status.value)}\n{self.question.prompt[self.language]}"
            bundle = {**bundle, "text/plain": words}
        return bundle

    @property
    def record(self):
        """The learner's record (`linklab.course.practice.mastery.Record`)."""
        return self.session.record

    @property
    def question(self) -> Question:
        """The question shown."""
        assert self.session.question is not None  # asked when the widget is made
        return self.session.question

    def ask(self) -> None:
        """Put a new question of the chosen skill at its level."""
        words = _words()
        self.session.choose(self.skill.value)
        q = self.session.ask()
        done = self.record.progress(q.skill)
        self.status.value = escape(
            words["question"].format(skill=self.named(q.skill), level=q.level, seed=q.seed)
            + " · "
            + words["level"].format(level=done.level, streak=done.streak)
        )
        self.prompt.value = f"<p>{escape(q.prompt[self.language])}</p>"
        self.board.value = board_html(q)
        self.answer.value = ""
        self.verdict.value = ""
        self.why.layout.display = "none"
        self.stepper.children = ()
        self._show_levels()

    def judge(self) -> None:
        """Check the typed answer; a first answer to the question moves the level and is kept."""
        before = self.record
        judged = self.session.answer(self.answer.value)
        self.verdict.value = escape(judged.text(self.language))
        if self.record is before:
            return
        try:
            save_record(self.record, self.path)
        except InputError as failed:
            self.verdict.value += "<br>" + escape(str(failed))
        if not judged.right and search_to_show(self.question, self.answer.value) is not None:
            self.why.layout.display = None
        self._show_levels()

    def show_search(self) -> None:
        """Step the course's search on this board."""
        player = _trace_player(self.question, self.answer.value)
        self.stepper.children = () if player is None else (player,)

    def _show_levels(self) -> None:
        words = _words()
        head = "".join(f"<th>{escape(text)}</th>" for text in words["head"])
        rows = "".join(
            f"<tr><td>{escape(self.named(name))}</td><td>{p.level}</td><td>{p.streak}</td>"
            f"<td>{p.right}</td><td>{p.wrong}</td></tr>"
            for name in SKILLS
            for p in [self.record.progress(name)]
        )
        kept = escape(words["kept"].format(path=os.path.basename(self.path)))
        self.levels.value = (
            f"<details><summary>{escape(words['levels'])}</summary>"
            f"<table><tr>{head}</tr>{rows}</table><small>{kept}</small></details>"
        )


def practice(
    skill: str | None = None, *, record: str | os.PathLike | None = None, seed: int = 0
) -> PracticeWidget:
    """A practice widget: questions of ``skill`` (None: the skill missed most) at the level
    the record holds, the record kept at ``record`` (default: ``linklab-practice.json`` in the
    working folder, beside the notebooks, or ``LINKLAB_PRACTICE_FILE``).

    Parameters
    ----------
    skill : str, optional
        One of ``linklab.course.practice.SKILLS`` (``linklab practice --list``).
    record : path, optional
        Where the levels are kept.
    seed : int, optional
        Added to every question's seed: another series of questions.
    """
    if skill is not None and skill not in SKILLS:
        raise InputError(f"no skill {skill!r}: the skills are {', '.join(SKILLS)}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be a whole number, not {seed!r}")
    path = os.fspath(record) if record is not None else record_path(os.getcwd())
    return PracticeWidget(skill, path, seed)
