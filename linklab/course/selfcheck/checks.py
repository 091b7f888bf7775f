"""The checks, one per kind of function a learner writes, and the loop they share.

Each check asks the function its cases (`linklab.course.selfcheck.cases`), smallest first, each
call guarded (`linklab.course.selfcheck.guard`) and counted
(`linklab.course.selfcheck.counting`), and stops at the first case it gets wrong, is slow on, or
hangs on (`linklab.course.selfcheck.failures` names each way). A wrong answer is asked again
from a fresh start (`linklab.course.selfcheck.state`): right then, the function keeps something
between calls, and the fewest earlier calls that expose it are found; else the case is shrunk
(past the small boards) and the catalogue of mistakes
(`linklab.course.selfcheck.misconceptions`) names the mistake when one fits. Whatever the
function keeps is put back in one place, `_Check.from_fresh`, after every run of calls. The
verdict is a `linklab.course.selfcheck.report.CheckResult`.
"""

from __future__ import annotations

import contextlib
import itertools
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any, NamedTuple, cast

from linklab.core.board import Board, Cell, Path, corners
from linklab.core.checker import Checker
from linklab.core.errors import InputError
from linklab.core.rules import Rules, path_problem, path_problem_of
from linklab.core.shrink import shrink
from linklab.core.verdict import format_path, rule_verdict
from linklab.course.selfcheck import apart, counting, misconceptions, state
from linklab.course.selfcheck import cases as _cases
from linklab.course.selfcheck import guard as _guard
from linklab.course.selfcheck.cases import LinkCase, small_cases
from linklab.course.selfcheck.failures import (
    NOT_A_SEQUENCE,
    SAYS_WHAT_IT_ANSWERED,
    AnswerFailure,
    Backwards,
    BreaksRule,
    CaseFailure,
    Hung,
    MoreTurns,
    NoPath,
    NotAPath,
    NotBool,
    PathWhereNone,
    Raises,
    Slow,
    Wrong,
    WrongEnds,
)
from linklab.course.selfcheck.guard import Guard, Raised, TookTooLong
from linklab.course.selfcheck.report import CheckResult, show
from linklab.i18n import tr

#: The words a check gives when the answer's path breaks the rule, with the rule's own.
ILLEGAL_WHY = "{why}; its path {path}: {illegal}"

#: A case a check asks: a board and two cells (`LinkCase`), or a six-digit layout.
CheckedCase = Any


class Judged(NamedTuple):
    """A judge's word on one answer: how it is wrong (None when right) and its path, if any."""

    failure: AnswerFailure | None
    path: Path | None


#: ``judge(case, said)``: the word of a check's judge on the answer ``said`` to ``case``.
CaseJudge = Callable[[CheckedCase, Any], Judged]


def check_link(
    fn: Callable[[Board, Cell, Cell], bool],
    *,
    rules: Rules = Rules(),
    cases: int = 300,
    seed: int = 0,
) -> CheckResult:
    """Check ``fn(board, a, b) -> bool`` (can the tiles at a and b be joined?) against the rule.

    Parameters
    ----------
    fn : callable
        The learner's function; ``a`` and ``b`` are 0-based ``(row, col)``.
    rules : Rules
        The rule it should follow (at most two turns, on the board, by default).
    cases : int
        How many random boards to try after the small boards and the scenario table.
    seed : int
        Where the random boards come from.

    Returns
    -------
    CheckResult

    Examples
    --------
    >>> check_link(lambda board, a, b: board[a] == board[b], cases=20)  # doctest: +ELLIPSIS
    ✗ Not yet: it says True where the rule says False.
    my_link(board, (0, 0), (0, 0)) with board =
        0
      it answered: `True`
      the rule (at most 2 turns, on the board) says: the same cell twice
      no mistake in the course's catalogue answers as this function does: the case is shown alone.
    (0 cases passed before; this is the smallest case failing the same way.)
    (The call counts rows and columns from 0, as code does; the rule's words count them from 1, ...)
    """
    _check_arguments(fn, rules, cases, seed)
    check = _Check(fn, "my_link", "link", rules, _link_judge(rules), by_trace=_guard.BY_TRACE)
    return check.boards(cases, seed)


def judge_for(kind: str, rules: Rules = Rules()) -> CaseJudge:
    """The judge a check of ``kind`` (``link``, ``path``, ``bfs``, ``dfs``, ``six``) gives each
    answer: ``judge(case, said)`` is a `Judged`, its ``failure`` None when the answer is right.

    >>> from linklab.core.board import Board
    >>> case = (Board.from_rows([[1, 1]]), (0, 0), (0, 1))
    >>> judge_for("link")(case, True).failure is None, judge_for("link")(case, False).failure
    (True, Wrong(said=False))
    """
    if kind == "six":
        return _six_judge
    return _link_judge(rules) if kind == "link" else _path_judge(rules, kind == "bfs")


#: A case answered right with no path to show (one made for all: a check judges thousands).
_ANSWERED_RIGHT = Judged(None, None)


def _link_judge(rules: Rules) -> CaseJudge:
    def judge(case: LinkCase, said: Any) -> Judged:
        if isinstance(said, Raised):
            return Judged(Raises(said.kind), None)
        if not _is_bool(said):
            return Judged(NotBool(), None)
        if bool(said) != _cases.truth(case, rules):
            return Judged(Wrong(bool(said)), None)
        return _ANSWERED_RIGHT

    return judge


def check_path(
    fn: Callable[[Board, Cell, Cell], Any],
    *,
    rules: Rules = Rules(),
    cases: int = 300,
    seed: int = 0,
    fewest_turns: bool = False,
) -> CheckResult:
    """Check ``fn(board, a, b) -> path or None`` against the rule: any legal path will do.

    The path runs from ``a`` to ``b``, given by its corner cells or by every cell it passes;
    None means no path. With ``fewest_turns`` it must also turn as few times as any path can
    (as a breadth-first search by turns finds).

    Examples
    --------
    >>> from linklab.core.search import find_path
    >>> check_path(lambda board, a, b: find_path(board, a, b, method="dfs"), cases=20)
    ✓ Right: 17192 cases pass, my_path agrees with the rule (at most 2 turns, on the board).
    """
    _check_arguments(fn, rules, cases, seed)
    name, kind = ("my_bfs", "bfs") if fewest_turns else ("my_path", "path")
    judge = _path_judge(rules, fewest_turns)
    return _Check(fn, name, kind, rules, judge, by_trace=_guard.BY_TRACE).boards(cases, seed)


def check_bfs_path(
    fn: Callable[[Board, Cell, Cell], Any],
    *,
    rules: Rules = Rules(),
    cases: int = 300,
    seed: int = 0,
) -> CheckResult:
    """Check a BFS that returns its path: legal, and with the fewest turns (see `check_path`).

    Examples
    --------
    >>> from linklab.core.search import find_path
    >>> check_bfs_path(lambda board, a, b: find_path(board, a, b), cases=20)
    ✓ Right: 17192 cases pass, my_bfs agrees with the rule (at most 2 turns, on the board).
    """
    return check_path(fn, rules=rules, cases=cases, seed=seed, fewest_turns=True)


def check_dfs(
    fn: Callable[[Board, Cell, Cell], Any],
    *,
    rules: Rules = Rules(),
    cases: int = 300,
    seed: int = 0,
) -> CheckResult:
    """Check a pruned DFS: its paths as `check_path` does, and the work it does.

    The work is how often the function looks at a cell of the board (``board[cell]``, or
    ``board.grid[row][col]``), summed over every case of ``WORK_CELLS`` cells or more, against
    the same count for a DFS that prunes as document 003 does (after the last turn allowed it
    goes on only when the target is straight ahead). More than ``WORK_RATIO`` times as many
    looks is ``"slow"``.

    Examples
    --------
    >>> from linklab.core.search import find_path
    >>> def by_breadth(board, a, b):  # right, but it looks at every cell it can reach
    ...     return find_path(board, a, b)
    >>> check_dfs(by_breadth, cases=20).status
    'slow'
    """
    _check_arguments(fn, rules, cases, seed)
    judge = _path_judge(rules, False)
    result = _Check(fn, "my_dfs", "dfs", rules, judge, by_trace=_guard.BY_TRACE).boards(cases, seed)
    if result.status != "passed" or result.work is None:
        return result
    looks, pruned = result.work  # counted where the check ran (`apart`)
    if looks > counting.LOOK_RATIO * pruned:
        result.status = "slow"
    return result


def _path_judge(rules: Rules, fewest_turns: bool) -> CaseJudge:
    def judge(case: LinkCase, said: Any) -> Judged:
        if isinstance(said, Raised):
            return Judged(Raises(said.kind), None)
        linked = _cases.truth(case, rules)
        if said is None:
            return Judged(NoPath() if linked else None, None)
        try:
            path = answer_corners(said)
        except (TypeError, ValueError, OverflowError, RecursionError) as bad:
            return Judged(NotAPath(str(bad)), None)
        return Judged(_path_failure(case, path, linked, rules, fewest_turns), path)

    return judge


def _path_failure(
    case: LinkCase, path: Path, linked: bool, rules: Rules, fewest_turns: bool
) -> AnswerFailure | None:
    """How the path ``path`` answers ``case`` wrongly (None when it is right)."""
    board, a, b = case
    if not linked:
        return PathWhereNone()
    if path[0] == b and path[-1] == a:
        return Backwards()
    if path[0] != a or path[-1] != b:
        return WrongEnds()
    illegal = path_problem_of(board, path, rules)  # `answer_corners` read its cells
    if illegal:
        return BreaksRule("turns" if illegal[0].isdigit() else illegal.split()[-1])
    # a legal path: the rule links the pair too, by a path of the fewest turns
    if fewest_turns and len(path) > len(cast(Path, Checker(board, rules).path(a, b))):
        return MoreTurns()
    return None


def check_can_reach(
    fn: Callable[[tuple[int, ...]], bool], *, cases: int = 720, seed: int = 0
) -> CheckResult:
    """Check six digits' ``fn(layout) -> bool``: can α and β turn ``layout`` into 123456?

    ``layout`` is a tuple of the digits in cells A..F (row by row). The layouts come nearest to
    123456 first (`linklab.core.cases.six_distance`), ``cases`` of them (720 is every one), so the
    first one answered wrongly is the nearest. When an answer is wrong only after other
    layouts were asked (something kept between calls, say a seen set never emptied), the
    check finds the fewest and nearest layouts to ask first, and shows them.

    Examples
    --------
    >>> check_can_reach(lambda layout: layout[0] == 1, cases=10)
    ✗ Not yet: it says False where the rule says True.
    my_can_reach((4, 1, 3, 5, 2, 6))
      it answered: `False`
      the rule (moves α and β, goal 123456) says: Yes: ααα turns it into 123456
      no mistake in the course's catalogue answers as this function does: the case is shown alone.
    (2 cases passed before; this is the smallest case failing the same way.)
    """
    from linklab.core.cases import six_in_order

    _check_arguments(fn, Rules(), cases, seed)
    check = _Check(fn, "my_can_reach", "six", Rules(), _six_judge, by_trace=_guard.BY_TRACE)
    return check.layouts(list(six_in_order()[:cases]))


def _six_judge(layout: tuple[int, ...], said: Any) -> Judged:
    from linklab.core.sixdigits import is_solvable

    if isinstance(said, Raised):
        return Judged(Raises(said.kind), None)
    if not _is_bool(said):
        return Judged(NotBool(), None)
    right = is_solvable(layout)  # by the layout's component: no search on each of the 720
    return Judged(None if bool(said) == right else Wrong(bool(said)), None)


# --- the arguments of a check ---------------------------------------------------------------


def _check_arguments(fn: object, rules: object, cases: object, seed: object) -> None:
    if not callable(fn):
        raise InputError(f"the function to check must be a function, like my_link, not {show(fn)}")
    if not isinstance(rules, Rules):
        raise InputError(
            f"rules must be a Rules, like ll.Rules(max_turns=2, outside=False), not {show(rules)}"
        )
    for label, value in (("cases", cases), ("seed", seed)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise InputError(f"{label} must be a whole number, 0 or more, not {show(value)}")


# --- the shared loop ------------------------------------------------------------------------

#: What a call that went past its work budget gave: no answer.
_OVER = object()

#: Which of the course's own searches each check's work is held against. A DFS's too is held
#: against the BFS: its budget catches a search that is hopelessly slow; whether it prunes
#: as well as document 003's DFS is `check_dfs`'s count of looks.
REFERENCE_KIND = {"link": "link", "path": "link", "bfs": "link", "dfs": "link", "six": "six"}


class Attempt(NamedTuple):
    """One case asked: how it went wrong (None when right), the answer, the answer's path and
    the course's own work on the case (0 where the work is not counted: `counted_case`)."""

    failure: CaseFailure | None
    said: Any
    path: Path | None
    reference: int


class _Failing(NamedTuple):
    """The first case the loop got a wrong answer on, with the cases that passed before it."""

    case: CheckedCase
    failure: AnswerFailure
    tried: list[CheckedCase]
    shrinkable: bool


class _Check:
    """One check of one function: its calls guarded and counted, its state put back.

    ``by_trace``: the check runs where the hang guard keeps watch by a trace function (a
    page's Python, `linklab.course.selfcheck.guard.BY_TRACE`), and so also stops itself after
    ``PAGE_SECONDS`` of cases.
    """

    def __init__(
        self,
        fn: Callable[..., Any],
        name: str,
        kind: str,
        rules: Rules,
        judge: CaseJudge,
        *,
        by_trace: bool,
    ):
        self.fn, self.kind, self.rules, self.judge = fn, kind, rules, judge
        self.name = _name_of(fn, name)
        self.rule = rules.summary if kind != "six" else "moves α and β, goal 123456"
        self.by_trace = by_trace
        self.counter = counting.WorkCounter()
        self.carriers = state.Carriers(fn)
        self.looks = self.pruned = 0  # check_dfs: the cells looked at, and by a pruned DFS
        self.last_looks = 0

    # --- calls, and the function put back after them ----------------------------------------

    @contextlib.contextmanager
    def from_fresh(self) -> Iterator[None]:
        """Calls of the function that leave nothing behind: whatever it keeps between calls
        is put back as the check found it when they end, however they end. The one place the
        check puts it back (`state.Carriers.culprit` tries carriers one by one inside such a
        run); so every run of calls begins from a fresh start."""
        try:
            yield
        finally:
            self.carriers.restore()

    def attempt(self, guard: Guard, case: CheckedCase) -> Attempt:
        """Ask ``case``, its work counted where `counted_case` says so, and judge the answer."""
        if _guard.WATCH is not None:  # in a check's own process: the parent is told the case
            _guard.WATCH.case(case, self)
        reference = 0
        # `counted_case` read inline (a check asks it of every case): a small board's call is
        # not counted
        grid = case[0].grid if self.kind != "six" else ()
        if grid and len(grid) * len(grid[0]) <= counting.COUNT_CELLS:
            said = guard.call(self.fn, (_copy(case[0]), case[1], case[2]))
        else:
            reference = counting.reference_work(REFERENCE_KIND[self.kind], case, self.rules)
            said = self._counted_call(guard, case, reference)
        if said is _OVER:
            return Attempt(Slow(), said, None, reference)
        if isinstance(said, TookTooLong):
            return Attempt(Hung(), said, None, reference)
        judged = self.judge(case, said)
        return Attempt(judged.failure, said, judged.path, reference)

    def _counted_call(self, guard: Guard, case: CheckedCase, reference: int) -> object:
        """The function's answer to ``case``, `_OVER` past the work it may do there."""
        fn, count = self.fn, counting.LookCount()
        if self.kind == "six":
            args: tuple[Any, ...] = (tuple(case),)
        else:
            board, a, b = case
            args = (counting.counted_board(board, count), a, b)
        try:
            budget = self.counter.allowed(reference)
            said = guard.call(self.counter.run, (lambda: fn(*args), budget))
        except counting.OverBudget:
            said = _OVER
        if self.counter.over:
            said = _OVER
        self.last_looks = count.looks
        return said

    def alone(self, guard: Guard, case: CheckedCase) -> CaseFailure | None:
        """How ``case`` goes wrong asked on a fresh start (None when it is right)."""
        with self.from_fresh():
            return self.attempt(guard, case).failure

    def _replay(self, guard: Guard, calls: Iterable[CheckedCase]) -> None:
        for earlier in calls:
            self.attempt(guard, earlier)

    # --- the loops --------------------------------------------------------------------------

    def boards(self, cases: int, seed: int) -> CheckResult:
        first = next(_cases.scenario_cases(self.rules), (Board.from_rows([[1, 1]]), (0, 0), (0, 1)))
        total = _cases.count_cases(self.rules, cases)
        return self._run(
            _cases.all_cases(self.rules, cases, seed), first, total, len(small_cases())
        )

    def layouts(self, layouts: list[tuple[int, ...]]) -> CheckResult:
        from linklab.course.selfcheck.cases import SIX_SCENARIOS

        return self._run(iter(layouts), (SIX_SCENARIOS[0],), len(layouts), len(layouts))

    def _run(
        self, cases: Iterator[CheckedCase], probe: tuple[Any, ...], total: int, enumerated: int
    ) -> CheckResult:
        """The check, in a process of its own where one can be forked (`apart`): a call
        stuck in C is ended there, the caller's process untouched."""
        code = getattr(self.fn, "__code__", None)
        if self.kind != "six":
            _cases.known_truths(self.rules)  # those shipped: not sent back by a check apart
        known = _cases.truths_known()

        def work() -> tuple[CheckResult, Any]:  # the verdict, and the rule's answers learned
            result = self._run_here(cases, probe, total, enumerated)
            return result, (_cases.truths_since(known) if _guard.WATCH is not None else {})

        if self.kind == "six":
            from linklab.core.cases import six_in_order

            held: Any = six_in_order()
        else:
            held = small_cases()
        outcome = apart.run(work, self.stopped, getattr(code, "co_filename", ""), held)
        result: CheckResult
        result, learned = outcome if isinstance(outcome, tuple) else (outcome, {})
        _cases.learn_truths(learned)
        result.function = self.fn
        return result

    def stopped(self, case: CheckedCase, passed: int, took: TookTooLong) -> CheckResult:
        """The verdict on a call its process was ended in (`apart`)."""
        return CheckResult(
            self.name,
            "stopped",
            passed,
            self.rule,
            rules=self.rules,
            kind=self.kind,
            case=case,
            answered=took,
            function=self.fn,
        )

    def _run_here(
        self, cases: Iterator[CheckedCase], probe: tuple[Any, ...], total: int, enumerated: int
    ) -> CheckResult:
        with Guard(_guard.CALL_SECONDS, by_trace=self.by_trace, counter=self.counter) as guard:
            asked = probe[0] if self.kind == "six" else probe
            with self.from_fresh():  # the probe's call leaves nothing behind
                if _guard.WATCH is not None:
                    _guard.WATCH.case(asked, self)
                said = _probe(self.fn, probe, guard)
            if _is_stub(self.fn, said):
                return CheckResult(
                    self.name, "not written", rule=self.rule, rules=self.rules, kind=self.kind
                )
            if isinstance(said, TookTooLong):  # it hangs before any case: said at once
                return self._result(guard, "stopped", 0, case=asked, answered=said)
            with self.from_fresh():
                outcome = self._cases(guard, cases, total, enumerated)
            if isinstance(outcome, CheckResult):
                return outcome
            return self._failure(guard, outcome)

    def _result(self, guard: Guard, status: str, passed: int, **more: Any) -> CheckResult:
        return CheckResult(
            self.name,
            status,
            passed,
            self.rule,
            rules=self.rules,
            printed=guard.printed_lines(),
            kind=self.kind,
            function=self.fn,
            **more,
        )

    def _cases(
        self, guard: Guard, cases: Iterator[CheckedCase], total: int, enumerated: int
    ) -> CheckResult | _Failing:
        """Every case in turn, what the function keeps carried from one to the next: the
        verdict, or the first case answered wrongly (judged after, from a fresh start)."""
        started = time.perf_counter()
        tried: list[CheckedCase] = []
        for index, case in enumerate(cases):
            failure, said, _, reference = self.attempt(guard, case)
            if failure is None:
                tried.append(case)
                if _guard.WATCH is not None:
                    _guard.WATCH.passing(len(tried))
                if self.kind == "dfs" and case[0].rows * case[0].cols >= counting.LOOK_CELLS:
                    self.looks += self.last_looks
                    self.pruned += counting.pruned_looks(case, self.rules)
                if self.by_trace and time.perf_counter() - started > _guard.PAGE_SECONDS:
                    return self._result(guard, "stopped", len(tried), total=total)
                continue
            if isinstance(failure, Slow):
                counted = (self.counter.last, reference)
                return self._result(guard, "slow", len(tried), case=case, counted=counted)
            if isinstance(failure, Hung):
                return self._result(guard, "stopped", len(tried), case=case, answered=said)
            return _Failing(case, failure, tried, index >= enumerated)
        work = (self.looks, self.pruned) if self.kind == "dfs" and self.looks else None
        return self._result(guard, "passed", len(tried), total=len(tried), work=work)

    # --- a failure ----------------------------------------------------------------------------

    def _failure(self, guard: Guard, failing: _Failing) -> CheckResult:
        """The verdict on the first case answered wrongly: the smallest case failing the same
        way (or the fewest earlier calls it needs), the answer there, and the mistake named."""
        smallest, before, carrier = failing.case, (), ""
        history = self.alone(guard, failing.case) != failing.failure  # it keeps something
        if history:
            before, carrier = self._history(guard, failing)
        elif failing.shrinkable:
            smallest = self._shrunk(guard, failing.case, failing.failure)
        with self.from_fresh():
            if history:
                self._replay(guard, before or failing.tried)
            again = self.attempt(guard, smallest)
        failure = again.failure
        if failure is None or isinstance(failure, (Slow, Hung)):  # not the same again
            failure = failing.failure
        named = not history and isinstance(failure, SAYS_WHAT_IT_ANSWERED)
        mistake = self._mistake(guard, smallest, failure) if named else None
        expected, why, rule_path = self._rule_says(smallest, failure, again.path)
        return self._result(
            guard,
            "failed",
            len(failing.tried),
            case=smallest,
            answered=again.said,
            expected=expected,
            why=why,
            problem=failure.problem(again.said),
            rule_path=rule_path,
            their_path=again.path,
            before=before,
            history=history,
            carrier=carrier,
            misconception=(mistake.key if mistake else "") if named else None,
            mistake=mistake.sentence if mistake else "",
        )

    def _history(self, guard: Guard, failing: _Failing) -> tuple[tuple[CheckedCase, ...], str]:
        """The fewest earlier calls that make the failing case fail again, and the carrier
        whose change does it ("" when that cannot be told)."""
        case, failure = failing.case, failing.failure
        before = self._fewest_before(guard, failing.tried, case, failure)
        if not before:
            return before, ""
        with self.from_fresh():
            carrier = self.carriers.culprit(
                lambda: self._replay(guard, before),
                lambda: self.attempt(guard, case).failure == failure,
            )
        return before, carrier

    def _shrunk(self, guard: Guard, case: CheckedCase, failure: AnswerFailure) -> CheckedCase:
        """The smallest case past the enumerated boards failing as ``case`` does, each asked
        from a fresh start."""
        return shrink(
            case,
            _cases.smaller_link_cases,
            lambda smaller: self.alone(guard, smaller) == failure,
            size=_cases.link_size,
            key=_cases.link_key,
            should_stop=_tries_left(_cases.SHRINK_TRIES),
        )

    def _mistake(
        self, guard: Guard, case: CheckedCase, failure: AnswerFailure
    ) -> misconceptions.Misconception | None:
        """The catalogue's entry that answers as the function does, its probes asked alone."""
        return misconceptions.diagnose(
            self.kind,
            self.rules,
            case,
            failure,
            lambda probe: self.alone(guard, probe),
            lambda probe, said: self.judge(probe, said).failure,
        )

    def _rule_says(
        self, case: CheckedCase, failure: AnswerFailure, their_path: Path | None
    ) -> tuple[bool, str, Path | None]:
        """What the rule answers on ``case``, why, and its path (None for six digits)."""
        if self.kind == "six":
            from linklab.core.sixdigits import shortest_word

            word = shortest_word(case)
            if word is None:
                return False, "No: no word of α and β reaches 123456", None
            return True, f"Yes: {word or 'no move'} turns it into 123456", None
        board, a, b = case
        verdict = rule_verdict(board, a, b, self.rules, base=1)
        why = verdict.why
        if their_path and isinstance(failure, BreaksRule):
            illegal = path_problem(board, their_path, self.rules, base=1)
            why = tr(ILLEGAL_WHY, why=why, path=format_path(their_path, 1), illegal=illegal)
        return verdict.linked, why, verdict.path

    def _fewest_before(
        self, guard: Guard, tried: list[CheckedCase], case: CheckedCase, failure: AnswerFailure
    ) -> tuple[CheckedCase, ...]:
        """The fewest earlier calls that make ``case`` fail as ``failure`` from a fresh start;
        () when it takes every one of them."""

        def fails(earlier: Iterable[CheckedCase]) -> bool:
            with self.from_fresh():
                self._replay(guard, earlier)
                return self.attempt(guard, case).failure == failure

        if self.kind == "six":  # the nearest layouts first, as ``linklab stress`` shrinks
            for count in (1, 2):
                for first in itertools.combinations(tried[:12], count):
                    if fails(first):
                        return first
        return state.fewest_before(tried, case, fails)


def counted_case(kind: str, case: CheckedCase) -> bool:
    """Whether a call's work is counted on ``case``: every six-digit layout, and every board
    larger than the enumerated small ones (more than ``counting.COUNT_CELLS`` cells). On a
    small board no search can do much (its paths are few and short, a DFS's too), and counting
    there would make the check several times slower; a call there that never ends is the hang
    guard's."""
    if kind == "six":
        return True
    board: Board = case[0]
    return board.rows * board.cols > counting.COUNT_CELLS


def _copy(board: Board) -> Board:
    """A new Board holding the same grid (already checked: no need to check it again)."""
    fresh = object.__new__(Board)
    object.__setattr__(fresh, "grid", board.grid)
    return fresh


def _tries_left(tries: int) -> Callable[[], bool]:
    """A ``should_stop`` for `linklab.core.shrink.shrink`: True after ``tries`` calls."""
    count = itertools.count(1)
    return lambda: next(count) > tries


def _name_of(fn: object, default: str) -> str:
    name = getattr(fn, "__name__", "")
    return name if isinstance(name, str) and name.isidentifier() else default


def _has_empty_body(fn: Callable[..., Any]) -> bool:
    """Whether ``fn``'s body is only a docstring, ``...`` or ``pass``: it just returns None."""
    import dis

    try:
        steps = [i for i in dis.get_instructions(fn) if i.opname not in ("RESUME", "NOP")]
    except TypeError:  # not a Python function
        return False
    names = [step.opname for step in steps]
    if names == ["RETURN_CONST"]:  # Python 3.12 and later
        return steps[0].argval is None
    return names == ["LOAD_CONST", "RETURN_VALUE"] and steps[0].argval is None


#: What `_probe` gives for a function whose body is empty: it is not called.
_EMPTY = object()


def _probe(fn: Callable[..., Any], args: tuple[Any, ...], guard: Guard) -> object:
    """``fn``'s answer to the first case, asked before any other (`_EMPTY`, not asked, when
    its body is empty)."""
    return _EMPTY if _has_empty_body(fn) else guard.call(fn, tuple(args))


def _is_stub(fn: Callable[..., Any], said: object) -> bool:
    """Whether ``fn``, which gave ``said`` to the probe, is not written yet: an empty body,
    ``return ...``, or NotImplementedError."""
    if said is _EMPTY:
        return True
    if isinstance(said, Raised):
        return said.kind == "NotImplementedError"
    return said is Ellipsis


def _is_bool(value: object) -> bool:
    """True or False, numpy's included (a learner's ``board[a] == board[b]`` may be one)."""
    kind = type(value)
    return (
        isinstance(value, bool)
        or (kind.__module__ == "numpy" and kind.__name__ == "bool_")
        or (kind.__module__ == "numpy" and kind.__name__ == "bool")
    )


def _plain_cell(cell: object) -> bool:
    return type(cell) is tuple and len(cell) == 2 and type(cell[0]) is type(cell[1]) is int


def answer_corners(path: Any) -> Path:
    """A learner's answer read as a path: its corners, each cell two whole numbers; a
    TypeError or a ValueError naming the first cell that is not one.

    >>> answer_corners([(0, 0), (0, 1), (0, 2), (1, 2)])
    ((0, 0), (0, 2), (1, 2))
    >>> answer_corners([(0, 0), (0, 1.5)])
    Traceback (most recent call last):
    ...
    ValueError: cell 2 is (0, 1.5), not two whole numbers
    """
    if isinstance(path, (str, bytes)) or not hasattr(path, "__iter__"):
        raise TypeError(NOT_A_SEQUENCE)
    cells: list[Cell]
    if type(path) in (list, tuple) and len(path) <= 100_000 and all(map(_plain_cell, path)):
        cells = list(path)  # the common answer, read at once: (row, col) tuples of ints
    else:
        cells = _cells_one_by_one(path)
    if not cells:
        raise ValueError("no cells")
    steps = itertools.pairwise(cells)
    if all(abs(r1 - r2) + abs(c1 - c2) == 1 for (r1, c1), (r2, c2) in steps):
        return corners(cells)
    return tuple(cells)


def _cells_one_by_one(path: Any) -> list[Cell]:
    """Each cell of ``path`` as a (row, col) of ints; a ValueError naming the first that is not."""
    cells: list[Cell] = []
    for number, cell in enumerate(path):  # a cell is named counting from 1, as a person does
        if number > 100_000:
            raise ValueError("more than 100000 cells")
        if isinstance(cell, (str, bytes)) or not hasattr(cell, "__len__") or len(cell) != 2:
            raise ValueError(f"cell {number + 1} is {show(cell)}, not (row, col)")
        pair = []
        for value in cell:
            if isinstance(value, bool) or not float(value).is_integer():
                raise ValueError(f"cell {number + 1} is {show(cell)}, not two whole numbers")
            pair.append(int(value))
        cells.append(cast(Cell, tuple(pair)))  # two whole numbers
    return cells
