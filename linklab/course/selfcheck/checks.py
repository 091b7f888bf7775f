"""The checks, one per kind of function a learner writes, and the loop they share.

Each check asks the function its cases (`linklab.course.selfcheck.cases`), smallest first, each
call guarded (`linklab.course.selfcheck.guard`) and counted
(`linklab.course.selfcheck.counting`), and stops at the first case it gets wrong, is slow on, or
hangs on. A wrong answer is asked again from a fresh start (`linklab.course.selfcheck.state`):
right then, the function keeps something between calls, and the fewest earlier calls that
expose it are found; else the case is shrunk (past the small boards) and the catalogue of
mistakes (`linklab.course.selfcheck.misconceptions`) names the mistake when one fits. The
verdict is a `linklab.course.selfcheck.report.CheckResult`.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from typing import Any, cast

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
from linklab.course.selfcheck.guard import Guard, Raised, TookTooLong
from linklab.course.selfcheck.report import CheckResult, show
from linklab.i18n import tr

#: The words a check gives when the answer's path breaks the rule, with the rule's own.
ILLEGAL_WHY = "{why}; its path {path}: {illegal}"


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
    return _Check(fn, "my_link", "link", rules, _link_judge(rules), _link_problem).boards(
        cases, seed
    )


def judge_for(kind: str, rules: Rules = Rules()) -> Callable[[Any, Any], Any]:
    """The judge a check of ``kind`` (``link``, ``path``, ``bfs``, ``dfs``, ``six``) gives each
    answer: ``judge(case, said)`` is ``(way, detail)``, ``way`` None when the answer is right.

    >>> from linklab.core.board import Board
    >>> case = (Board.from_rows([[1, 1]]), (0, 0), (0, 1))
    >>> judge_for("link")(case, True)[0] is None, judge_for("link")(case, False)[0]
    (True, ('wrong', False))
    """
    if kind == "six":
        return _six_judge
    return _link_judge(rules) if kind == "link" else _path_judge(rules, kind == "bfs")


def _link_judge(rules: Rules):
    def judge(case: LinkCase, said):
        if isinstance(said, Raised):
            return ("raised", said.kind), None
        if not _is_bool(said):
            return ("not a bool",), None
        if bool(said) != _cases.truth(case, rules):
            return ("wrong", bool(said)), None
        return None, None

    return judge


def _link_problem(way, said) -> str:
    if way[0] == "raised":
        return f"it raised {said.text}"
    if way[0] == "not a bool":
        return f"it returned `{show(said)}`, not True or False"
    return f"it says {bool(said)} where the rule says {not said}"


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
    return _Check(fn, name, kind, rules, judge, _path_problem).boards(cases, seed)


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
    check = _Check(fn, "my_dfs", "dfs", rules, _path_judge(rules, False), _path_problem)
    result = check.boards(cases, seed)
    if result.status != "passed" or result.work is None:
        return result
    looks, pruned = result.work  # counted where the check ran (`apart`)
    if looks > counting.LOOK_RATIO * pruned:
        result.status = "slow"
    return result


def _path_judge(rules: Rules, fewest_turns: bool):
    def judge(case: LinkCase, said):
        board, a, b = case
        if isinstance(said, Raised):
            return ("raised", said.kind), None
        linked = _cases.truth(case, rules)
        if said is None:
            return (("no path",) if linked else None), None
        try:
            path = _as_corners(said)
        except (TypeError, ValueError, OverflowError, RecursionError) as bad:
            return ("not a path", str(bad)), None
        if not linked:
            return ("path where none",), path
        if path[0] == b and path[-1] == a:
            return ("backwards",), path
        if path[0] != a or path[-1] != b:
            return ("wrong ends",), path
        illegal = path_problem_of(board, path, rules)  # `_as_corners` read its cells
        if illegal:
            return ("illegal", "turns" if illegal[0].isdigit() else illegal.split()[-1]), path
        # a legal path: the rule links the pair too, by a path of the fewest turns
        if fewest_turns and len(path) > len(cast(Path, Checker(board, rules).path(a, b))):
            return ("more turns",), path
        return None, path

    return judge


def _path_problem(way, said) -> str:
    return {
        "raised": lambda: f"it raised {getattr(said, 'text', '')}",
        "no path": lambda: "it finds no path where the rule has one",
        "not a path": lambda: (
            f"it returned `{show(said)}`, not a list of (row, col) cells"
            + (f" ({way[1]})" if len(way) > 1 and way[1] != "not a path" else "")
        ),
        "path where none": lambda: "it returns a path where the rule has none",
        "wrong ends": lambda: "its path does not run from a to b",
        "backwards": lambda: "its path runs from b to a; it must start at a and end at b",
        "illegal": lambda: "its path breaks the rule",
        "more turns": lambda: "its path turns more often than it must",
    }[way[0]]()


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
    check = _Check(fn, "my_can_reach", "six", Rules(), _six_judge, _link_problem)
    return check.layouts(list(six_in_order()[:cases]))


def _six_judge(layout, said):
    from linklab.core.sixdigits import is_solvable

    if isinstance(said, Raised):
        return ("raised", said.kind), None
    if not _is_bool(said):
        return ("not a bool",), None
    right = is_solvable(layout)  # by the layout's component: no search on each of the 720
    return (None if bool(said) == right else ("wrong", bool(said))), None


# --- the arguments of a check ---------------------------------------------------------------


def _check_arguments(fn, rules, cases, seed, six: bool = False) -> None:
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
#: Ways of failing that say what the function answered, so that a mistake can be named.
_ANSWERED = {
    "wrong",
    "no path",
    "path where none",
    "backwards",
    "wrong ends",
    "illegal",
    "more turns",
}


#: Which of the course's own searches each check's work is held against. A DFS's too is held
#: against the BFS: its budget catches a search that is hopelessly slow; whether it prunes
#: as well as document 003's DFS is `check_dfs`'s count of looks.
REFERENCE_KIND = {"link": "link", "path": "link", "bfs": "link", "dfs": "link", "six": "six"}


class _Check:
    """One check of one function: its calls guarded and counted, its state put back."""

    def __init__(self, fn, name: str, kind: str, rules: Rules, judge, problem):
        self.fn, self.kind, self.rules = fn, kind, rules
        self.name = _name_of(fn, name)
        self.rule = rules.summary if kind != "six" else "moves α and β, goal 123456"
        self.judge, self.problem = judge, problem
        self.counter = counting.WorkCounter()
        self.carriers = state.Carriers(fn)
        self.looks = self.pruned = 0  # check_dfs: the cells looked at, and by a pruned DFS
        self.last_looks = 0
        self.printed = 0

    # --- one call ---------------------------------------------------------------------------

    def attempt(self, guard: Guard, case):
        """Ask ``case``: its way of failing (None when right), the answer, the answer's path
        and the course's work on it (0 where the work is not counted: `counted_case`)."""
        fn = self.fn
        if _guard.WATCH is not None:  # in a check's own process: the parent is told the case
            _guard.WATCH.case(case, self)
        if not counted_case(self.kind, case):
            plain = (tuple(case),) if self.kind == "six" else (_copy(case[0]), case[1], case[2])
            said = guard.call(fn, plain)
            reference = 0
        else:
            reference = counting.reference_work(REFERENCE_KIND[self.kind], case, self.rules)
            count = counting.LookCount()
            if self.kind == "six":
                args: tuple = (tuple(case),)
            else:
                board, a, b = case
                args = (counting.counted_board(board, count), a, b)
            try:
                said = guard.call(
                    self.counter.run, (lambda: fn(*args), self.counter.allowed(reference))
                )
            except counting.OverBudget:
                said = _OVER
            if self.counter.over:
                said = _OVER
            self.last_looks = count.looks
        if said is _OVER:
            return ("slow",), said, None, reference
        if isinstance(said, TookTooLong):
            return ("took too long",), said, None, reference
        way, path = self.judge(case, said)
        return way, said, path, reference

    def fresh(self, guard: Guard, case):
        self.carriers.restore()
        return self.attempt(guard, case)

    # --- the loops --------------------------------------------------------------------------

    def boards(self, cases: int, seed: int) -> CheckResult:
        first = next(_cases.scenario_cases(self.rules), (Board.from_rows([[1, 1]]), (0, 0), (0, 1)))
        total = _cases.count_cases(self.rules, cases)
        return self._run(
            _cases.all_cases(self.rules, cases, seed), first, total, len(small_cases())
        )

    def layouts(self, layouts: list) -> CheckResult:
        from linklab.course.selfcheck.cases import SIX_SCENARIOS

        return self._run(iter(layouts), (SIX_SCENARIOS[0],), len(layouts), len(layouts))

    def _run(self, cases, probe, total: int, enumerated: int) -> CheckResult:
        """The check, in a process of its own where one can be forked (`apart`): a call
        stuck in C is ended there, the caller's process untouched."""
        code = getattr(self.fn, "__code__", None)
        if self.kind != "six":
            _cases.known_truths(self.rules)  # those shipped: not sent back by a check apart
        known = _cases.truths_known()

        def work():  # the verdict, and the rule's answers learned on the way, for next time
            result = self._run_here(cases, probe, total, enumerated)
            return result, (_cases.truths_since(known) if _guard.WATCH is not None else {})

        if self.kind == "six":
            from linklab.core.cases import six_in_order

            held: Any = six_in_order()
        else:
            held = small_cases()
        outcome = apart.run(work, self._stopped, getattr(code, "co_filename", ""), held)
        result, learned = outcome if isinstance(outcome, tuple) else (outcome, {})
        _cases.learn_truths(learned)
        result.function = self.fn
        return result

    def _stopped(self, case, passed: int, took: TookTooLong) -> CheckResult:
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

    def _run_here(self, cases, probe, total: int, enumerated: int) -> CheckResult:
        with Guard(_guard.CALL_SECONDS, counter=self.counter) as guard:
            try:
                asked = probe[0] if self.kind == "six" else probe
                if _guard.WATCH is not None:
                    _guard.WATCH.case(asked, self)
                said = _probe(self.fn, probe, guard)
                if _is_stub(self.fn, said):
                    return CheckResult(
                        self.name, "not written", rule=self.rule, rules=self.rules, kind=self.kind
                    )
                if isinstance(said, TookTooLong):  # it hangs before any case: said at once
                    return self._result(guard, "stopped", 0, case=asked, answered=said)
                self.carriers.restore()  # the probe's call leaves nothing behind
                return self._cases(guard, cases, total, enumerated)
            finally:
                self.carriers.restore()  # the function left as the check found it

    def _result(self, guard: Guard, status: str, passed: int, **more) -> CheckResult:
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

    def _cases(self, guard: Guard, cases, total: int, enumerated: int) -> CheckResult:
        started = time.perf_counter()
        tried: list = []
        for index, case in enumerate(cases):
            way, said, _, reference = self.attempt(guard, case)
            if way is None:
                tried.append(case)
                if _guard.WATCH is not None:
                    _guard.WATCH.passing(len(tried))
                if self.kind == "dfs" and case[0].rows * case[0].cols >= counting.LOOK_CELLS:
                    self.looks += self.last_looks
                    self.pruned += counting.pruned_looks(case, self.rules)
                if _guard.BY_TRACE and time.perf_counter() - started > _guard.PAGE_SECONDS:
                    return self._result(guard, "stopped", len(tried), total=total)
                continue
            if way[0] == "slow":
                counted = (self.counter.last, reference)
                return self._result(guard, "slow", len(tried), case=case, counted=counted)
            if way[0] == "took too long":
                return self._result(guard, "stopped", len(tried), case=case, answered=said)
            return self._failure(guard, case, way, tried, index >= enumerated)
        work = (self.looks, self.pruned) if self.kind == "dfs" and self.looks else None
        return self._result(guard, "passed", len(tried), total=len(tried), work=work)

    # --- a failure ----------------------------------------------------------------------------

    def _failure(self, guard: Guard, case, way, tried: list, shrinkable: bool) -> CheckResult:
        smallest, before, history, carrier = case, (), False, ""
        if self.fresh(guard, case)[0] != way:  # right on a fresh start: it keeps something
            history = True
            before = self._fewest_before(guard, tried, case, way)
            if before:
                carrier = self.carriers.culprit(
                    lambda: self._replay(guard, before),
                    lambda: self.attempt(guard, case)[0] == way,
                )
        elif shrinkable:
            smallest = shrink(  # past the enumerated boards: each try a fresh call
                case,
                _cases.smaller_link_cases,
                # mypy cannot infer a lambda with a default argument in a callable's place
                lambda smaller, way=way: self.fresh(guard, smaller)[0] == way,  # type: ignore[misc]
                size=_cases.link_size,
                key=_cases.link_key,
                should_stop=_tries_left(_cases.SHRINK_TRIES),
            )
        self.carriers.restore()
        if history:
            self._replay(guard, before or tried)
        way, said, their_path, _ = self.attempt(guard, smallest)
        mistake, named = None, not history and way[0] in _ANSWERED
        if named:
            mistake = misconceptions.diagnose(
                self.kind,
                self.rules,
                smallest,
                way,
                lambda c: self.fresh(guard, c)[0],
                lambda c, said: self.judge(c, said)[0],
            )
        self.carriers.restore()
        if self.kind == "six":
            from linklab.core.sixdigits import shortest_word

            word = shortest_word(smallest)
            expected: Any = word is not None
            why = (
                f"Yes: {word or 'no move'} turns it into 123456"
                if word is not None
                else "No: no word of α and β reaches 123456"
            )
            rule_path = None
        else:
            board, a, b = smallest
            verdict = rule_verdict(board, a, b, self.rules, base=1)
            expected, why, rule_path = verdict.linked, verdict.why, verdict.path
            if their_path and way[0] == "illegal":
                illegal = path_problem(board, their_path, self.rules, base=1)
                why = tr(ILLEGAL_WHY, why=why, path=format_path(their_path, 1), illegal=illegal)
        return self._result(
            guard,
            "failed",
            len(tried),
            case=smallest,
            answered=said,
            expected=expected,
            why=why,
            problem=self.problem(way, said),
            rule_path=rule_path,
            their_path=their_path,
            before=before,
            history=history,
            carrier=carrier,
            misconception=(mistake.key if mistake else "") if named else None,
            mistake=mistake.sentence if mistake else "",
        )

    def _replay(self, guard: Guard, calls) -> None:
        for earlier in calls:
            self.attempt(guard, earlier)

    def _fewest_before(self, guard: Guard, tried: list, case, way) -> tuple:
        """The fewest earlier calls that make ``case`` fail ``way`` from a fresh start; () when
        it takes every one of them."""

        def fails(earlier) -> bool:
            self.carriers.restore()
            self._replay(guard, earlier)
            return self.attempt(guard, case)[0] == way

        if self.kind == "six":  # the nearest layouts first, as ``linklab stress`` shrinks
            for count in (1, 2):
                for first in itertools.combinations(tried[:12], count):
                    if fails(first):
                        return first
        return state.fewest_before(tried, case, fails)


def counted_case(kind: str, case) -> bool:
    """Whether a call's work is counted on ``case``: every six-digit layout, and every board
    larger than the enumerated small ones (more than ``counting.COUNT_CELLS`` cells). On a
    small board no search can do much (its paths are few and short, a DFS's too), and counting
    there would make the check several times slower; a call there that never ends is the hang
    guard's."""
    if kind == "six":
        return True
    board = case[0]
    return board.rows * board.cols > counting.COUNT_CELLS


def _copy(board: Board) -> Board:
    """A new Board holding the same grid (already checked: no need to check it again)."""
    fresh = object.__new__(Board)
    object.__setattr__(fresh, "grid", board.grid)
    return fresh


def _tries_left(tries: int):
    """A ``should_stop`` for `linklab.core.shrink.shrink`: True after ``tries`` calls."""
    count = itertools.count(1)
    return lambda: next(count) > tries


def _name_of(fn, default: str) -> str:
    name = getattr(fn, "__name__", "")
    return name if isinstance(name, str) and name.isidentifier() else default


def _has_empty_body(fn) -> bool:
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


def _probe(fn, args, guard: Guard):
    """``fn``'s answer to the first case, asked before any other (`_EMPTY`, not asked, when
    its body is empty)."""
    return _EMPTY if _has_empty_body(fn) else guard.call(fn, tuple(args))


def _is_stub(fn, said) -> bool:
    """Whether ``fn``, which gave ``said`` to the probe, is not written yet: an empty body,
    ``return ...``, or NotImplementedError."""
    if said is _EMPTY:
        return True
    if isinstance(said, Raised):
        return said.kind == "NotImplementedError"
    return said is Ellipsis


def _is_bool(value) -> bool:
    """True or False, numpy's included (a learner's ``board[a] == board[b]`` may be one)."""
    kind = type(value)
    return (
        isinstance(value, bool)
        or (kind.__module__ == "numpy" and kind.__name__ == "bool_")
        or (kind.__module__ == "numpy" and kind.__name__ == "bool")
    )


def _is_cell(cell) -> bool:
    return type(cell) is tuple and len(cell) == 2 and type(cell[0]) is type(cell[1]) is int


def _as_corners(path) -> tuple[Cell, ...]:
    if isinstance(path, (str, bytes)) or not hasattr(path, "__iter__"):
        raise TypeError("not a path")
    if type(path) in (list, tuple) and len(path) <= 100_000 and all(map(_is_cell, path)):
        cells = list(path)  # the common answer, read at once: (row, col) tuples of ints
    else:
        cells = _read_cells(path)
    if not cells:
        raise ValueError("no cells")
    steps = itertools.pairwise(cells)
    if all(abs(r1 - r2) + abs(c1 - c2) == 1 for (r1, c1), (r2, c2) in steps):
        return corners(cells)
    return tuple(cells)


def _read_cells(path) -> list[Cell]:
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
