"""``linklab practice``: the skills, one question (as text or JSON), a worksheet and its key, or
one question asked and its answer judged.

The contract scripts and graders rely on: ``--list`` prints one skill a line, its name the first
word; ``SKILL --level L --seed N --json`` prints the question as one JSON object (the same seed,
the same object), cells from 0 as code counts them.
"""

from __future__ import annotations

import json
from typing import TextIO

from linklab.course.practice import SKILLS, judge_answer, question
from linklab.course.practice.questions import Question
from linklab.course.practice.worksheet import board_markdown, worksheet


def run_list(out: TextIO) -> int:
    """Print every skill, its name first, then its level range and what it asks."""
    width = max(map(len, SKILLS))
    for name, skill in SKILLS.items():
        out.write(f"{name:<{width}}  {skill.summary['en']} ({skill.notebook})\n")
    return 0


def _show(q: Question, language: str) -> str:
    lines = [f"{q.skill}, level {q.level}, seed {q.seed}", "", q.prompt[language]]
    table = board_markdown(q)
    if table:
        lines += ["", *table]
    return "\n".join(lines) + "\n"


def run_practice(
    out: TextIO,
    *,
    skill: str,
    level: int,
    seed: int,
    count: int | None,
    as_json: bool,
    fmt: str,
    language: str,
    answer: str | None = None,
) -> int:
    """One question as JSON or text, ``count`` of them as a worksheet, or, with ``answer``,
    one question and the verdict on that answer (exit status 1 when it is wrong)."""
    if count is not None and not as_json:
        out.write(worksheet(skill, level, seed, count, fmt, language))
        return 0
    if as_json:
        for n in range(count or 1):
            out.write(json.dumps(question(skill, level, seed + n).to_json(), ensure_ascii=False))
            out.write("\n")
        return 0
    q = question(skill, level, seed)
    out.write(_show(q, language))
    if answer is None:
        return 0
    verdict = judge_answer(q, answer)
    out.write(f"\n{verdict.text(language)}\n")
    return 0 if verdict.right else 1
