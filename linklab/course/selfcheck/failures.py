"""The ways a check's case can go wrong, one small class each, and what each says to the learner.

A check's judge (`linklab.course.selfcheck.checks.judge_for`) gives an `AnswerFailure` for an
answer that is wrong (None for a right one); a call can also go wrong before it is judged: past
its work budget (`Slow`) or stopped by the hang guard (`Hung`). Two are equal when they fail
the same way, which is how the catalogue of mistakes tells functions apart
(`linklab.course.selfcheck.misconceptions`).

Examples
--------
>>> Wrong(True) == Wrong(True), Wrong(True) == Wrong(False)
(True, False)
>>> Wrong(True).problem(True)
'it says True where the rule says False'
>>> NotAPath("cell 2 is 7, not (row, col)").problem([(0, 0), 7])
'it returned `[(0, 0), 7]`, not a list of (row, col) cells (cell 2 is 7, not (row, col))'
>>> [isinstance(f, SAYS_WHAT_IT_ANSWERED) for f in (Backwards(), Raises("KeyError"))]
[True, False]
"""

from __future__ import annotations

from dataclasses import dataclass

from linklab.course.selfcheck.report import show


@dataclass(frozen=True, slots=True)
class Raises:
    """It raised an exception of ``kind`` (its name)."""

    kind: str

    def problem(self, said: object) -> str:
        return f"it raised {getattr(said, 'text', '')}"


@dataclass(frozen=True, slots=True)
class NotBool:
    """It answered something other than True or False."""

    def problem(self, said: object) -> str:
        return f"it returned `{show(said)}`, not True or False"


@dataclass(frozen=True, slots=True)
class Wrong:
    """It answered ``said`` (True or False) where the rule says the other."""

    said: bool

    def problem(self, said: object) -> str:
        return f"it says {self.said} where the rule says {not self.said}"


@dataclass(frozen=True, slots=True)
class NoPath:
    """It found no path where the rule has one."""

    def problem(self, said: object) -> str:
        return "it finds no path where the rule has one"


#: What `NotAPath.detail` is when the answer is not even a sequence: said no more.
NOT_A_SEQUENCE = "not a path"


@dataclass(frozen=True, slots=True)
class NotAPath:
    """It answered something that is not a path; ``detail`` says where it stops being one."""

    detail: str

    def problem(self, said: object) -> str:
        more = f" ({self.detail})" if self.detail != NOT_A_SEQUENCE else ""
        return f"it returned `{show(said)}`, not a list of (row, col) cells{more}"


@dataclass(frozen=True, slots=True)
class PathWhereNone:
    """It answered a path where the rule has none."""

    def problem(self, said: object) -> str:
        return "it returns a path where the rule has none"


@dataclass(frozen=True, slots=True)
class Backwards:
    """Its path runs from b to a."""

    def problem(self, said: object) -> str:
        return "its path runs from b to a; it must start at a and end at b"


@dataclass(frozen=True, slots=True)
class WrongEnds:
    """Its path does not join a and b."""

    def problem(self, said: object) -> str:
        return "its path does not run from a to b"


@dataclass(frozen=True, slots=True)
class BreaksRule:
    """Its path breaks the rule: ``how`` is ``"turns"`` (too many) or the word that ends the
    rule's reason (``"board"``, ``"tile"``, ...)."""

    how: str

    def problem(self, said: object) -> str:
        return "its path breaks the rule"


@dataclass(frozen=True, slots=True)
class MoreTurns:
    """Its path is legal but turns more often than a path of the fewest turns."""

    def problem(self, said: object) -> str:
        return "its path turns more often than it must"


@dataclass(frozen=True, slots=True)
class Slow:
    """The call went past its budget of counted work (`linklab.course.selfcheck.counting`)."""


@dataclass(frozen=True, slots=True)
class Hung:
    """The hang guard stopped the call (`linklab.course.selfcheck.guard`)."""


#: A wrong answer, as a check's judge finds it.
AnswerFailure = (
    Raises
    | NotBool
    | Wrong
    | NoPath
    | NotAPath
    | PathWhereNone
    | Backwards
    | WrongEnds
    | BreaksRule
    | MoreTurns
)
#: Any way a case goes wrong: a wrong answer, or a call with no answer to judge.
CaseFailure = AnswerFailure | Slow | Hung
#: The wrong answers that say what the function answered, so that a mistake can be named.
SAYS_WHAT_IT_ANSWERED = (Wrong, NoPath, PathWhereNone, Backwards, WrongEnds, BreaksRule, MoreTurns)
