"""The table of misconceptions (``tests/programs/misconceptions.py``) against the checks.

Every wrong implementation is caught by its notebook's check, every right one passes (document
000's own ``>=`` rule among them), and each reported case is the smallest failing the same way
by the measure of `linklab.core.cases.size_of`: checked here by brute force over every smaller board
(sides up to 4, kinds 0, 1 and 2, every query) and every nearer layout.
"""

from __future__ import annotations

import copy
import functools
import importlib.util
import itertools
import sys
from pathlib import Path

import pytest

from linklab.core import sixdigits
from linklab.core.board import Board
from linklab.core.cases import six_distance
from linklab.core.checker import Checker
from linklab.core.rules import Rules
from linklab.course import selfcheck
from linklab.course.selfcheck import counting
from linklab.course.selfcheck import misconceptions as misconceptions_of_the_course


def _module_at(path: Path):
    """The module in the file ``path``, loaded by itself (``tests/programs/`` is no package)."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


misconceptions = _module_at(Path(__file__).parent / "programs" / "misconceptions.py")

WRONG = [name for name, _, right in misconceptions.TABLE if not right]
RIGHT = [name for name, _, right in misconceptions.TABLE if right]


def kept_in_check(names, kept):
    """``names`` as test parameters, those outside ``kept`` marked ``slow``: ``make check`` runs
    the few that hold the rule, ``make test`` every one."""
    assert set(kept) <= set(names), set(kept) - set(names)
    return [pytest.param(name, marks=() if name in kept else pytest.mark.slow) for name in names]


#: Wrong only after other calls: each call alone is right (a table kept between calls).
WITH_HISTORY = {"best_table_as_default", "seen_never_cleared"}
#: Caught by the notebook check's cases (three tiles of one kind; a path's direction), which
#: ``linklab stress`` does not hold: its enumerated boards have one pair each, and a judge
#: program answers yes or no, not a path.
NOTEBOOK_ONLY = {
    "walks_through_own_kind",
    "best_table_as_default",
    "dfs_path_backwards",
    "dfs_path_without_b",
    "bfs_pops_from_the_end",  # right yes-or-no answers, each path with more turns than needed
}
#: Three mistakes no case tells apart, named together (``misconceptions.ALIKE``).
STOPS_SHORT = "dfs_pruned_too_early+turn_limit_off_by_one+dfs_prunes_the_target"
#: The catalogue's entry (``linklab.course.selfcheck.misconceptions``) each wrong function must
#: be named by (entries no case tells apart joined by ``+``); "" where no entry fits, and the
#: report must say so.
MISTAKE = {
    "visited_at_first_arrival": "seen_once_whatever_heading",
    "first_segment_counted": "turns_from_the_first_segment",
    "target_as_wall": "target_as_a_wall",
    "goal_by_touching_a_neighbour": "goal_tested_too_early",
    "dfs_path_backwards": "path_reversed",
    "dfs_path_without_b": "path_without_an_end",
    "three_turns": "turn_limit_off_by_one",
    "dfs_never_unmarks": "dfs_mark_never_undone",
    "dfs_prunes_too_early": STOPS_SHORT,
    "dfs_first_segment_counted": STOPS_SHORT,
    "dfs_prunes_before_the_target": STOPS_SHORT,
    "dfs_memo_of_dead_states": "dfs_memo_of_dead_states",
    "ring_ignored_outside": "ring_ignored",
    "answers_at_first_arrival": "answers_at_first_arrival",
    "bfs_pops_from_the_end": "queue_used_as_a_stack",
    "alpha_only": "six_move_missing",
    "parity_shortcut": "six_parity",
    "layers_cut_short": "six_layer_cut_short",
    "no_turn_limit": "",
    "requeue_only_with_fewer_turns": "",
    "no_same_kind_test": "",
    "walks_through_own_kind": "",
    "path_off_the_board": "",
    "ring_missing_a_side_outside": "",
    "moves_with_a_wrong_cycle": "",
}


def kind_of(name: str) -> str:
    return next(kind for n, kind, _ in misconceptions.TABLE if n == name)


def rules_of(name: str) -> Rules:
    return Rules(outside=name.endswith("outside"))


def run_check(name: str) -> selfcheck.CheckResult:
    """The notebook check's verdict on ``name``, in the language in force: made once a run and
    shared by the tests that read it (each check runs the function in a process of its own).
    A copy, so that no test sees another's changes."""
    from linklab import i18n

    return copy.deepcopy(_checked(name, i18n.language()))


@functools.cache
def _checked(name: str, language: str) -> selfcheck.CheckResult:
    from linklab import i18n

    with i18n.using(language):
        return _run_check(name)


def _run_check(name: str) -> selfcheck.CheckResult:
    fn = getattr(misconceptions, name)
    misconceptions._SEEN.clear()
    if kind_of(name) == "link":
        return selfcheck.check_link(fn, rules=rules_of(name))
    if kind_of(name) == "path":
        return selfcheck.check_dfs(fn)
    if kind_of(name) == "bfs":
        return selfcheck.check_bfs_path(fn)
    return selfcheck.check_can_reach(fn)


#: right_link_outside is test_selfcheck.py's test_the_rule_is_the_one_asked_for in make check.
@pytest.mark.parametrize("name", kept_in_check(RIGHT, set(RIGHT) - {"right_link_outside"}))
def test_a_right_implementation_passes(name):
    result = run_check(name)
    assert result.status == "passed", result.text()


@pytest.mark.parametrize("name", WRONG)
def test_a_wrong_implementation_is_caught(name):
    result = run_check(name)
    assert result.status in ("failed", "slow"), result.text()
    assert not result
    if name == "dfs_without_pruning":  # right answers, too much work
        assert result.status == "slow" and "times as often" in result.text()
        theirs, pruned = result.work
        assert theirs > counting.LOOK_RATIO * pruned
        return
    assert result.status == "failed"
    if kind_of(name) == "six":
        assert_smallest_six(name, result)
    elif name in WITH_HISTORY:
        assert_named_history(name, result)
    elif name == "dfs_path_backwards":  # right yes-or-no answers, each path the wrong way
        board, a, b = result.case
        assert result.their_path[0] == b and result.their_path[-1] == a
        assert "it must start at a and end at b" in result.problem
        assert board.rows * board.cols == 2  # the smallest board with a pair
    elif kind_of(name) == "bfs":  # a legal path, with more turns than the rule's
        board, a, b = result.case
        assert "turns more often than it must" in result.problem
        assert len(result.their_path) > len(result.rule_path)
    elif name == "dfs_path_without_b":  # right yes-or-no answers, each path short of b
        board, a, b = result.case
        assert result.their_path == (a,) and "does not run from a to b" in result.problem
        assert board.rows * board.cols == 2
    else:
        assert_fails_there(name, result)


#: The wrong functions whose case is checked against every smaller board (`assert_smallest_board`).
BRUTE_FORCED = [
    n
    for n in WRONG
    if kind_of(n) in ("link", "path")
    and n not in WITH_HISTORY
    and n not in ("dfs_without_pruning", "dfs_path_backwards", "dfs_path_without_b")
]


#: The shrinking is one for every function: make check holds it by brute force on a few (a link
#: on each rule, a path, a mistake of turns), make test on every one.
@pytest.mark.parametrize(
    "name",
    kept_in_check(
        BRUTE_FORCED,
        {"three_turns", "ring_ignored_outside", "no_same_kind_test", "dfs_never_unmarks"},
    ),
)
def test_a_wrong_function_s_case_is_the_smallest_failing_the_same_way(name):
    assert_smallest_board(name, run_check(name))


def test_every_entry_of_the_catalogue_has_a_wrong_function_that_must_get_its_name():
    named = {key for keys in MISTAKE.values() if keys for key in keys.split("+")}
    assert named == {entry.key for entry in selfcheck.CATALOGUE}
    assert "" in MISTAKE.values()  # and one function no entry fits
    assert set(MISTAKE) | WITH_HISTORY | {"dfs_without_pruning"} == set(WRONG)


@pytest.mark.parametrize("name", sorted(MISTAKE))
def test_a_wrong_function_is_named_by_its_mistake_or_told_none_fits(name):
    from linklab import i18n

    result = run_check(name)
    assert result.status == "failed" and result.misconception == MISTAKE[name], result.text()
    lines = result.text().splitlines()
    if MISTAKE[name]:
        sentence = mistake_sentence(name)
        assert f"  the mistake, it seems: {sentence}" in lines
        assert i18n.translate(sentence, "zh") != sentence  # said in Chinese below
    else:
        assert any(line.startswith("  no mistake in the course's catalogue") for line in lines)


def mistake_sentence(name: str) -> str:
    """The catalogue's sentence for the wrong function ``name`` (`MISTAKE`), or its entries'."""
    keys = MISTAKE[name].split("+")
    if len(keys) > 1:
        return misconceptions_of_the_course.ALIKE[frozenset(keys)]
    return next(e for e in selfcheck.CATALOGUE if e.key == keys[0]).sentence


#: The report in Chinese is made alike for every entry: make check reads it for a single entry, a
#: six-digit one and entries named together, make test for every one (a check each).
@pytest.mark.parametrize(
    "name",
    kept_in_check(
        sorted(name for name, keys in MISTAKE.items() if keys),
        {"target_as_wall", "parity_shortcut", "dfs_prunes_too_early"},
    ),
)
def test_the_mistake_is_named_in_chinese(name):
    from linklab import i18n

    sentence = mistake_sentence(name)
    with i18n.using("zh"):
        chinese = run_check(name).text()
    assert f"  看来错在：{i18n.translate(sentence, 'zh')}" in chinese.splitlines()
    assert sentence not in chinese  # the sentence itself in Chinese


def assert_named_history(name, result):
    """Answered right alone, wrong after the call shown before it; the verdict says so."""
    fn = getattr(misconceptions, name)
    board, a, b = result.case
    right = Checker(board, rules_of(name)).can_link(a, b)
    fresh = type(fn)(fn.__code__, fn.__globals__, fn.__name__, ({},))  # its default new
    assert fresh(board, a, b) == right
    assert len(result.before) == 1 and result.history
    fresh = type(fn)(fn.__code__, fn.__globals__, fn.__name__, ({},))
    fresh(*result.before[0])
    assert fresh(board, a, b) != right
    assert "keeps something between calls" in result.text()
    assert "was asked with board =" in result.text()


def boards_smaller_than(cells: int, tiles: int):
    """Every board with sides up to 4, kinds 0 to 2, smaller by (cells, tiles), every query."""
    for rows, cols in itertools.product(range(1, 5), repeat=2):
        n = rows * cols
        if n > cells:
            continue
        for flat in itertools.product((0, 1, 2), repeat=n):
            count = sum(map(bool, flat))
            if (n, count) >= (cells, tiles):
                continue
            board = Board.from_rows([flat[r * cols : (r + 1) * cols] for r in range(rows)])
            places = list(itertools.product(range(rows), range(cols)))
            for a, b in itertools.product(places, repeat=2):
                yield board, a, b


def _answer(name):
    """The yes or no of the wrong function ``name``: a path found or not, for a path's."""
    fn = getattr(misconceptions, name)

    def answer(board, a, b):
        said = fn(board, a, b)
        return said if kind_of(name) == "link" else said is not None

    return answer


def assert_fails_there(name, result):
    board, a, b = result.case
    assert _answer(name)(board, a, b) != Checker(board, rules_of(name)).can_link(a, b)


def assert_smallest_board(name, result):
    assert_fails_there(name, result)
    answer, rules = _answer(name), rules_of(name)
    board, a, b = result.case
    said = answer(board, a, b)
    cells, tiles = board.rows * board.cols, len(board.tiles())
    assert cells <= 9, "a brute force over every smaller board stays small"
    checked = None, None  # the rule's checker of the board last met: one a board, not a query
    for smaller in boards_smaller_than(cells, tiles):
        if answer(*smaller) == said:
            if checked[0] is not smaller[0]:
                checked = smaller[0], Checker(smaller[0], rules)
            assert checked[1].can_link(*smaller[1:]) == said, smaller


def assert_smallest_six(name, result):
    fn = getattr(misconceptions, name)

    def alone(layout):
        misconceptions._SEEN.clear()
        return fn(layout)

    layouts = (*result.before, result.case)
    misconceptions._SEEN.clear()
    answers = [fn(layout) for layout in layouts]
    assert answers[-1] != sixdigits.can_reach(result.case)
    reported = sorted(map(six_distance, layouts), reverse=True)
    for layout in itertools.permutations(range(1, 7)):  # no single layout nearer fails alone
        if [six_distance(layout)] < reported and len(layouts) == 1:
            assert alone(layout) == sixdigits.can_reach(layout), layout
    if len(layouts) == 2:  # no layout fails alone at all, and no nearer pair fails
        for layout in itertools.permutations(range(1, 7)):
            assert alone(layout) == sixdigits.can_reach(layout), layout
        near = [lay for lay in itertools.permutations(range(1, 7)) if six_distance(lay)[0] == 0]
        near = sorted(near, key=six_distance)[:8]
        for first, second in itertools.product(near, repeat=2):
            if sorted([six_distance(first), six_distance(second)], reverse=True) < reported:
                misconceptions._SEEN.clear()
                fn(first)
                assert fn(second) == sixdigits.can_reach(second), (first, second)


# --- the same table as judge-format programs, against ``linklab stress`` ----------------------

PROGRAMS = Path(__file__).parent / "programs"
PROGRAM = [sys.executable, str(PROGRAMS / "learner_misconception.py")]
#: The one wrong program stress runs as a program here; the others run in this process
#: (`in_process`), as the shrinking is what they test: a program started for every input it
#: tries is tests/test_stress.py's and this one's.
BY_PROCESS = "three_turns"


def in_process(fmt: str, name: str):
    """A stand-in for `linklab.cli.stress.run_program`: learner_misconception.py's ``main`` on
    the input in this process, with a fresh ``misconceptions`` module each run, as a program
    started anew has."""
    import io
    import time

    from linklab.cli.stress import ProgramRun

    def run(command, data, time_limit, max_output=None, memory_limit=None):
        saved = sys.modules.get("misconceptions"), sys.argv, sys.stdin, sys.stdout
        sys.modules["misconceptions"] = _module_at(PROGRAMS / "misconceptions.py")
        sys.argv = ["learner_misconception.py", fmt, name]
        sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
        sys.stdout = out = io.StringIO()
        began = time.perf_counter()
        try:
            _module_at(PROGRAMS / "learner_misconception.py").main()
        finally:
            module, sys.argv, sys.stdin, sys.stdout = saved
            if module is None:  # as it was: not imported, not marked as missing
                del sys.modules["misconceptions"]
            else:
                sys.modules["misconceptions"] = module
        seconds = time.perf_counter() - began
        return ProgramRun(0, out.getvalue().encode(), b"", seconds, memory_limit=memory_limit)

    return run


def fmt_of(name: str) -> str:
    return "sixdigits" if kind_of(name) == "six" else "hdu1175"


#: A link and a six-digit program in make check: the same judging of every enumerated input.
@pytest.mark.parametrize("name", kept_in_check(RIGHT, {"right_link", "right_can_reach"}))
def test_a_right_program_agrees_on_every_enumerated_input(name, monkeypatch):
    # In this process, a fresh program each input (`in_process`): the judging is what is
    # tested; a program started for each input is test_stress_catches_…[three_turns]'s.
    from linklab.cli import stress as stress_module
    from linklab.cli.stress import check_input
    from linklab.core.cases import principled_input

    fmt, index = fmt_of(name), 0
    monkeypatch.setattr(stress_module, "run_program", in_process(fmt, name))
    while (case := principled_input(fmt, index)) is not None:
        failure = check_input(fmt, [*PROGRAM, fmt, name], case, rules_of(name), 60)
        assert failure is None, (index, failure and failure.detail)
        index += 1


#: In make check: the program started (three_turns), a link on each rule, a path, a six-digit
#: layout alone and one after another; the other shrinkings repeat these in make test.
STRESS_IN_CHECK = {
    BY_PROCESS,
    "target_as_wall",
    "ring_ignored_outside",
    "dfs_never_unmarks",
    "alpha_only",
    "seen_never_cleared",
}


@pytest.mark.parametrize(
    "name",
    kept_in_check(
        [n for n in WRONG if n != "dfs_without_pruning" and n not in NOTEBOOK_ONLY],
        STRESS_IN_CHECK,
    ),
)
def test_stress_catches_a_wrong_program_on_a_smallest_input(name, monkeypatch):
    from linklab.cli import stress as stress_module
    from linklab.cli.stress import WRONG_ANSWER, stress
    from linklab.core.cases import LinkInput, six_distance, size_of

    fmt = fmt_of(name)
    if name != BY_PROCESS:
        monkeypatch.setattr(stress_module, "run_program", in_process(fmt, name))
    result = stress(fmt, [*PROGRAM, fmt, name], rules=rules_of(name), cases=20, time_limit=20)
    assert result.failure is not None and result.failure.kind == WRONG_ANSWER
    assert not result.shrink_log.stopped
    case = result.smallest
    if fmt == "sixdigits":
        notebook = run_check(name)  # the notebook check's case is the same smallest one
        assert [*notebook.before, notebook.case] == list(case.layouts)
        assert size_of(case)[0] == len(case.layouts)
        assert [six_distance(lay) for lay in case.layouts] == [
            six_distance(lay) for lay in (*notebook.before, notebook.case)
        ]
        return
    assert isinstance(case, LinkInput) and len(case) == 1
    board = case.boards[0].board
    reported = run_check(name).case[0]  # brute-force minimal, tested above
    cells, tiles = board.rows * board.cols, len(board.tiles())
    assert (cells, tiles) == (reported.rows * reported.cols, len(reported.tiles()))
