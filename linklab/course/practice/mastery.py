"""Mastery: a level and a streak per skill, moved by each answer, and the record kept as JSON.

The rule, the same in the notebook and the page: three right answers in a row move a skill up a
level (to `MAX_LEVEL` at most) and start its streak again; a wrong answer ends the streak, and a
second wrong answer in a row moves it down a level (to 1 at least). "Practise what I miss most"
is the skill with the largest share of wrong answers (the fewest answered first among equals,
then the course's order); a skill never tried counts as missed half the time.

The record is a JSON object ``{"format": "linklab-practice", "version": 1, "skills": {name:
{"level", "streak", "misses", "right", "wrong"}}}``; a file that is not one is refused in one
line, saying where.

Examples
--------
>>> record = Record()
>>> for _ in range(3):
...     record = record.answered("pairs", True)
>>> record.level("pairs"), record.streak("pairs")
(2, 0)
>>> record.answered("pairs", False).answered("pairs", False).level("pairs")
1
>>> load_record(dump_record(record)) == record
True
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field, replace

from linklab.core.errors import InputError
from linklab.course.practice.questions import MAX_LEVEL, SKILLS

FORMAT = "linklab-practice"
RECORD_VERSION = 1
#: Right answers in a row that move a skill up; wrong answers in a row that move it down.
UP_AFTER, DOWN_AFTER = 3, 2
#: The record's file beside the course, unless ``LINKLAB_PRACTICE_FILE`` names another.
RECORD_FILE = "linklab-practice.json"


@dataclass(frozen=True)
class Progress:
    """One skill's place: its ``level``, right answers in a row (``streak``), wrong answers in
    a row (``misses``), and all its ``right`` and ``wrong`` answers."""

    level: int = 1
    streak: int = 0
    misses: int = 0
    right: int = 0
    wrong: int = 0

    def after(self, right: bool) -> Progress:
        """The place after one more answer.

        >>> Progress(level=2, streak=2).after(True)
        Progress(level=3, streak=0, misses=0, right=1, wrong=0)
        >>> Progress(level=2, misses=1).after(False)
        Progress(level=1, streak=0, misses=0, right=0, wrong=1)
        """
        if right:
            streak, level = self.streak + 1, self.level
            if streak >= UP_AFTER:
                streak, level = 0, min(MAX_LEVEL, level + 1)
            return replace(self, level=level, streak=streak, misses=0, right=self.right + 1)
        misses, level = self.misses + 1, self.level
        if misses >= DOWN_AFTER:
            misses, level = 0, max(1, level - 1)
        return replace(self, level=level, streak=0, misses=misses, wrong=self.wrong + 1)


@dataclass(frozen=True)
class Record:
    """Every skill's `Progress` (a skill not in ``skills`` is at level 1, never tried)."""

    skills: dict[str, Progress] = field(default_factory=dict)

    def progress(self, skill: str) -> Progress:
        return self.skills.get(skill, Progress())

    def level(self, skill: str) -> int:
        return self.progress(skill).level

    def streak(self, skill: str) -> int:
        return self.progress(skill).streak

    def answered(self, skill: str, right: bool) -> Record:
        """The record after one answer to a question of ``skill``."""
        if skill not in SKILLS:
            raise InputError(f"no skill {skill!r}: the skills are {', '.join(SKILLS)}")
        return Record({**self.skills, skill: self.progress(skill).after(right)})

    def weakest(self) -> str:
        """The skill to practise next: the one missed most (see the module's docstring).

        >>> Record().answered("pairs", True).answered("reach", False).weakest()
        'reach'
        """

        def missed(skill: str) -> tuple[float, int, int]:
            done = self.progress(skill)
            answers = done.right + done.wrong
            share = done.wrong / answers if answers else 0.5
            return -share, answers, list(SKILLS).index(skill)

        return min(SKILLS, key=missed)

    def to_json(self) -> dict[str, object]:
        return {
            "format": FORMAT,
            "version": RECORD_VERSION,
            "skills": {
                name: {
                    "level": p.level,
                    "streak": p.streak,
                    "misses": p.misses,
                    "right": p.right,
                    "wrong": p.wrong,
                }
                for name, p in sorted(self.skills.items())
            },
        }


def dump_record(record: Record) -> str:
    """The record as JSON text."""
    return json.dumps(record.to_json(), ensure_ascii=False, indent=1)


_LIMITS = {"level": (1, MAX_LEVEL), "streak": (0, UP_AFTER - 1), "misses": (0, DOWN_AFTER - 1)}


def load_record(text: str, where: str = "the record") -> Record:
    """The record in ``text``, or an InputError saying in one line what is wrong and where.

    >>> load_record('{"format": "linklab-practice", "version": 1, "skills": {}}')
    Record(skills={})
    >>> load_record('{"format": "linklab-practice", "version": 1, "skills": {"pairs": 3}}')
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: the record: skills.pairs must be an object of level, \
streak, misses, right, wrong
    """
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as bad:
        raise InputError(f"{where}: not JSON ({' '.join(str(bad).split())})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise InputError(f'{where}: not a practice record (its "format" is not {FORMAT!r})')
    if data.get("version") != RECORD_VERSION:
        raise InputError(f"{where}: version {data.get('version')!r}, expected {RECORD_VERSION}")
    skills = data.get("skills")
    if not isinstance(skills, dict):
        raise InputError(f'{where}: "skills" must be an object of skills')
    kept: dict[str, Progress] = {}
    for name, place in skills.items():
        if name not in SKILLS:
            raise InputError(f"{where}: no skill {name!r}: the skills are {', '.join(SKILLS)}")
        fields = ("level", "streak", "misses", "right", "wrong")
        if not isinstance(place, dict) or set(place) != set(fields):
            raise InputError(f"{where}: skills.{name} must be an object of {', '.join(fields)}")
        for key in fields:
            value = place[key]
            low, high = _LIMITS.get(key, (0, 10**9))
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise InputError(
                    f"{where}: skills.{name}.{key} is {value!r}, expected a whole number "
                    f"{low}..{high}"
                )
        kept[name] = Progress(**{key: place[key] for key in fields})
    return Record(kept)


def record_path(folder: str = ".") -> str:
    """Where the record is kept: ``LINKLAB_PRACTICE_FILE`` if set, else `RECORD_FILE` in
    ``folder`` (the course's folder)."""
    return os.environ.get("LINKLAB_PRACTICE_FILE") or os.path.join(folder, RECORD_FILE)


def read_record(path: str) -> Record:
    """The record kept at ``path`` (a new one if there is no file yet)."""
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    except FileNotFoundError:
        return Record()
    except (OSError, UnicodeDecodeError) as bad:
        raise InputError(f"{path}: cannot read the practice record ({bad})") from None
    return load_record(text, path)


def save_record(record: Record, path: str) -> None:
    """Keep ``record`` at ``path``: written beside it first, then moved over it, so a failed
    write loses nothing kept before."""
    partial = f"{path}.partial"
    try:
        with open(partial, "w", encoding="utf-8") as file:
            file.write(dump_record(record) + "\n")
        os.replace(partial, path)
    except OSError as bad:
        raise InputError(f"{path}: cannot keep the practice record ({bad.strerror})") from None
