"""Check a learner's own search against the rule, in a notebook: one call, one verdict.

Four checks, one per kind of function a learner writes:

- ``check_link(fn)`` for ``fn(board, a, b) -> bool``: can the tiles at a and b be joined?
- ``check_bfs_path(fn)`` for ``fn(board, a, b) -> path or None``: the path a BFS finds, as its
  corner cells or every cell it passes; it must be legal (`linklab.core.rules.path_problem`) and
  turn the fewest times. ``check_path(fn)`` accepts any legal path (a DFS's, say), and
  ``check_dfs(fn)`` also counts how often the function looks at a cell of the board, against a
  pruned depth-first search on the same boards.
- ``check_can_reach(fn)`` for six digits' ``fn(layout) -> bool``, the layout a tuple of the six
  digits of cells A..F: can α and β turn it into 123456?

One module a job:

- ``cases``: where the cases come from, smallest first, and how a failure is shrunk; the
  rule's answer on each small case is read from ``truth_data``, which ``truth_build`` writes
  when the package is built;
- ``guard``: calling the learner's function: the hang guard, prints kept away, errors in one line;
- ``apart``: the check run in a child process, ended whatever it runs, its memory limited;
- ``counting``: the work a call does, counted, against the course's own search: what "slow" is;
- ``ahead``: what a check works out once (the rule's answers, the course's counted work), worked
  out before the page's snapshot is taken;
- ``state``: what a function keeps between calls, put back, named, exposed in the fewest calls;
- ``misconceptions``: the catalogue of mistakes, each recognised by behaviour and named;
- ``probe_table``: the catalogue's probes for the course's checks, read from ``probe_data``,
  which ``probe_build`` writes when the package is built (a first failing check does not
  wait for them);
- ``report``: the verdict (`CheckResult`) as text, HTML and a picture, in the page's language;
- ``failures``: the ways a case goes wrong, one small class each, and what each says;
- ``checks``: the checks and the loop they share.

A verdict never depends on the machine: "slow" is counted work, the same in every Python the
course runs in (`counting`), and the clock is only a hang guard (`guard`): a call it stops is
``"stopped"``, never ``"slow"`` nor ``"passed"``. A wrong function raises nothing: an exception
inside it is that case's failure, in one line; what it prints is kept out of sight (and
counted); it gets a fresh copy of the board each time. A function not written yet (its body
``...`` or `pass`, or ``raise NotImplementedError``) gets "Not answered yet" and nothing more.
A wrong argument to the check itself (``rules=3``, ``cases="x"``) raises
`linklab.core.errors.InputError` naming it.

Examples
--------
>>> from linklab.core.checker import Checker
>>> check_link(lambda board, a, b: Checker(board).can_link(a, b), cases=50)
✓ Right: 17222 cases pass, my_link agrees with the rule (at most 2 turns, on the board).
>>> def my_link(board, a, b):
...     ...
>>> check_link(my_link)
… Not answered yet: write my_link in the exercise cell above, then run that cell and this one.
"""

from linklab.course.selfcheck.cases import SCENARIOS, SIX_SCENARIOS, small_cases
from linklab.course.selfcheck.checks import (
    check_bfs_path,
    check_can_reach,
    check_dfs,
    check_link,
    check_path,
)
from linklab.course.selfcheck.counting import WORK_FLOOR, WORK_RATIO
from linklab.course.selfcheck.guard import CALL_SECONDS, PAGE_SECONDS
from linklab.course.selfcheck.misconceptions import CATALOGUE, Misconception
from linklab.course.selfcheck.report import CheckResult

__all__ = [
    "CALL_SECONDS",
    "CATALOGUE",
    "PAGE_SECONDS",
    "SCENARIOS",
    "SIX_SCENARIOS",
    "WORK_FLOOR",
    "WORK_RATIO",
    "CheckResult",
    "Misconception",
    "check_bfs_path",
    "check_can_reach",
    "check_dfs",
    "check_link",
    "check_path",
    "forget_worked_out",
    "small_cases",
]


def forget_worked_out() -> None:
    """Forget what the checks read or worked out once (the rule's answers on the small cases,
    the catalogue's probes, the probe table read), as on a page that has just started: the
    next check reads them again.

    >>> forget_worked_out()
    >>> check_link(lambda board, a, b: False).status
    'failed'
    """
    from linklab.course.selfcheck import cases, misconceptions, probe_table

    cases.forget_truths()
    misconceptions.forget_probes()
    probe_table.forget_table()
