"""Every hot path held to a budget of counted work, the same on every machine (no clock).

Each guard counts the Python and C calls of one hot path on its worst input
(`counted_work.count_work`, as the course counts a learner's work) and fails above the budget
written beside it: about 1.5x the count measured when it was set (the figure in the comment).
A slowdown of 3x planted in any of them is shown to fail (`test_a_slowdown_is_caught`, in make
test); make check holds each budget under three times the count, so a path made cheaper without
its budget lowered fails there too.

Inputs are the hot paths' worst cases at full size where counting is quick (the judges, the
checker); the searches are counted on a 20x20 board of HDU 1175's worst shape, as their work
grows with the cells (``bfs_events``: 61,829 calls at 20x20, 146,129 at 30x30, 610,229 at
60x60) and counting a 1000x1000 search would take minutes. When a change makes
a path cheaper, lower its budget; when a change must make it dearer, say why in the commit
and raise it.

Run them alone: ``pytest -m work``.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from counted_work import Guard, count_work, plant_slowdown

from benchmarks.bench_hdu1175 import worst_case_grid, worst_case_input
from benchmarks.bench_judges import pair_worst_input, six_digit_lines
from linklab.cli import judge, main
from linklab.core import checker, search
from linklab.core.board import Board
from linklab.core.rules import Rules

pytestmark = pytest.mark.work

PROGRAMS = Path(__file__).parent / "programs"
#: The searches' board side (HDU 1175's worst shape): their work grows with the cells.
SEARCH_SIDE = 20


def _hdu1175():
    data = worst_case_input()  # 1000x999, 49 queries, each a NO
    return lambda: judge.judge_hdu1175(data, io.StringIO())


def _pair():
    data = pair_worst_input()  # 1000x1000 of the same shape, one NO
    return lambda: judge.judge_pair(data, io.StringIO())


def _sixdigits():
    data = ("\n".join(six_digit_lines(100_000)) + "\n").encode()
    main.run_judge("sixdigits", data, io.StringIO())  # the answers' table built once
    return lambda: main.run_judge("sixdigits", data, io.StringIO())


def _worst_board(side: int):
    grid, a, b = worst_case_grid(side, side)
    return Board.from_rows(grid), a, b


def _checker_preparation():
    board, _, _ = _worst_board(1000)
    return lambda: checker.Checker(board)


def _checker_queries():
    board, a, b = _worst_board(1000)
    prepared = checker.Checker(board)
    corner = (board.rows - 1, board.cols - 1)
    return lambda: [prepared.can_link(*query) for query in [(a, b), (b, a), (a, corner)] * 16]


def _find_path():
    board, a, b = _worst_board(SEARCH_SIDE)
    return lambda: search.find_path(board, a, b)


def _find_path_dfs():
    board, a, b = _worst_board(SEARCH_SIDE)
    return lambda: search.find_path(board, a, b, method="dfs")


def _bfs_events():
    board, a, b = _worst_board(SEARCH_SIDE)
    return lambda: list(search.bfs_events(board, a, b))


def _dfs_events():
    board, a, b = _worst_board(SEARCH_SIDE)
    return lambda: list(search.dfs_events(board, a, b))


def _player_steps():
    """10 step messages of a live trace player, stepped in order through an 800-step BFS."""
    from linklab.core.trace import Trace
    from linklab.widgets import TracePlayer

    rows = [[0] * 20 for _ in range(10)]
    rows[0][0] = rows[9][19] = 1
    board = Board.from_rows(rows)
    player = TracePlayer(board, Trace(search.bfs_events(board, (0, 0), (9, 19))), Rules())
    player._deliver_one(99, player.step_scene(99))  # the step before, sent already

    def steps():
        for step in range(100, 110):
            player._deliver_one(step, player.step_scene(step))

    return steps


def _right_function_checked():
    """``check_link`` on a right learner function (a 0-1 BFS), its random boards cut to 20."""
    import misconceptions

    from linklab.course.selfcheck import checks

    checks.check_link(misconceptions.right_link, cases=0)  # its tables of cases built once
    return lambda: checks.check_link(misconceptions.right_link, cases=20)


def _cases_and_answers_known():
    """The small boards, the scenarios and the rule's answers to them, as a check of a right
    function leaves them in the process that asked, without one (1 s of processor time less):
    the first right checks count the same work after either."""
    from linklab.course.selfcheck import cases

    for case in cases.all_cases(Rules(), 0, 0):
        cases.truth(case, Rules())


def _first_right_check(check: str, right: str, cases: int):
    """``check`` of the right function ``right`` on a fresh page: the check's cases made and
    the rule's answers to the small boards known (as the page's Python has them when it is
    ready), the course's own work on each case not yet counted."""
    import misconceptions as programs

    from linklab.core.cases import six_in_order
    from linklab.course.selfcheck import checks, counting

    _cases_and_answers_known()
    six_in_order()
    counting.forget_counted_work()
    return lambda: getattr(checks, check)(getattr(programs, right), cases=cases)


def _first_right(check: str, right: str, cases: int):
    return lambda: _first_right_check(check, right, cases)


def _right_by_moves_checked():
    """``check_can_reach`` on notebook 07's worked answer (a BFS by ``sixdigits.apply_move``,
    `counting.six_search`), every layout's work counted."""
    from linklab.core.cases import six_in_order
    from linklab.course.selfcheck import checks, counting

    six_in_order()
    checks.check_can_reach(counting.six_search, cases=720)  # the course's own work counted once
    return lambda: checks.check_can_reach(counting.six_search, cases=720)


def _first_failing_check(check: str, wrong: str):
    """``check`` of the wrong function ``wrong`` on a fresh page: the check's cases made (not
    counted), the rule's answers to them and the catalogue's probes not yet worked out or read."""
    import misconceptions as programs

    from linklab.core.cases import six_in_order
    from linklab.course.selfcheck import cases, checks, forget_worked_out

    cases.small_cases(), six_in_order()
    forget_worked_out()
    return lambda: getattr(checks, check)(getattr(programs, wrong))


def _first_failing(check: str, wrong: str):
    return lambda: _first_failing_check(check, wrong)


#: The first failing check of each kind, whose probes are shipped with the package (before
#: they were, a first failing check did 0.35 to 5.4 million calls: see bench_first_check.py).
FIRST_FAILING = [
    # measured 31,919 to 35,465
    Guard(
        "first failing check_link",
        _first_failing("check_link", "target_as_wall"),
        53_000,
        "linklab.course.selfcheck.checks:check_link",
        traced=True,
    ),
    # measured 34,901, a path's board read once to judge it (71,722 when each cell of it was
    # read through the board's checked lookups)
    Guard(
        "first failing check_bfs_path",
        _first_failing("check_bfs_path", "bfs_pops_from_the_end"),
        52_000,
        "linklab.course.selfcheck.checks:check_path",
        traced=True,
    ),
    # measured 233,996, the paths judged on cells read once (511,003 to 511,005 before)
    Guard(
        "first failing check_dfs",
        _first_failing("check_dfs", "dfs_never_unmarks"),
        351_000,
        "linklab.course.selfcheck.checks:check_dfs",
        traced=True,
    ),
    # measured 6,967 to 7,126, each answer judged by its layout's component (34,852 to 47,176
    # with a search for the shortest word on each)
    Guard(
        "first failing check_can_reach",
        _first_failing("check_can_reach", "alpha_only"),
        10_700,
        "linklab.course.selfcheck.checks:check_can_reach",
        traced=True,
    ),
]

GUARDS = [
    # measured 8,363
    Guard(
        "judge hdu1175, 1000x999, 49 queries", _hdu1175, 12_500, "linklab.cli.judge:judge_hdu1175"
    ),
    # measured 3,148
    Guard("judge pair, 1000x1000", _pair, 4_700, "linklab.cli.judge:judge_pair"),
    # measured 34: every line is looked up in C
    Guard("judge sixdigits, 100,000 lines", _sixdigits, 52, "linklab.cli.main:run_judge"),
    # measured 3,025
    Guard(
        "checker's preparation, 1000x1000",
        _checker_preparation,
        4_500,
        "linklab.core.checker:Checker._setup",
    ),
    # measured 2,064
    Guard(
        "checker, 48 queries on 1000x1000",
        _checker_queries,
        3_100,
        "linklab.core.checker:Checker.can_link",
    ),
    # measured 6,191 (read from `bfs_events`, as it was: 158,505)
    Guard("find_path, 20x20", _find_path, 9_300, "linklab.core.search:find_path"),
    # measured 9,781 (read from `dfs_events`, as it was: 81,445)
    Guard("find_path dfs, 20x20", _find_path_dfs, 14_700, "linklab.core.search:find_path"),
    # measured 61,829 (158,467 when each step read the rule's area and a heading's next steps
    # afresh, and a heading was hashed by Enum's Python code)
    Guard("bfs_events, 20x20", _bfs_events, 93_000, "linklab.core.search:bfs_events"),
    # measured 36,129 (81,495 likewise)
    Guard("dfs_events, 20x20", _dfs_events, 54_000, "linklab.core.search:dfs_events"),
    # measured 41,774
    Guard(
        "a trace player's 10 step messages",
        _player_steps,
        63_000,
        "linklab.widgets.trace_player:TracePlayer.step_scene",
    ),
    # measured 1,199,933 (Python calls: the check counts the learner's work itself; 1,285,911
    # before a right answer's verdict was one made once and a small case's size read inline)
    Guard(
        "check_link on a right function",
        _right_function_checked,
        1_760_000,
        "linklab.course.selfcheck.checks:check_link",
        traced=True,
    ),
    # measured 229,547: every layout's work counted, the course's own once per component
    # (counted again on each of the 720 layouts: 1,943,875), each answer judged by its
    # layout's component (a search for the shortest word on each: 1,439,139)
    Guard(
        "first right check_can_reach",
        _first_right("check_can_reach", "right_can_reach", 720),
        345_000,
        "linklab.course.selfcheck.checks:check_can_reach",
        traced=True,
    ),
    # measured 1,017,724, a path's board read once to judge it (1,181,711 when each cell of
    # it was read through the board's checked lookups)
    Guard(
        "first right check_dfs",
        _first_right("check_dfs", "right_dfs", 20),
        1_530_000,
        "linklab.course.selfcheck.checks:check_dfs",
        traced=True,
    ),
    # measured 233,551, each move read from a table (553,467 when a move was three calls)
    Guard(
        "check_can_reach on a search by apply_move",
        _right_by_moves_checked,
        351_000,
        "linklab.core.sixdigits:apply_move",
        traced=True,
    ),
    *FIRST_FAILING,
]
IDS = [guard.name for guard in GUARDS]


@pytest.mark.parametrize("guard", GUARDS, ids=IDS)
def test_a_hot_path_stays_within_its_budget(guard):
    count = guard.count()
    assert guard.over(count) is None
    # a slowdown of 3x must go over it (`test_a_slowdown_is_caught` plants one, in make test)
    assert 3 * count > guard.budget, f"{guard.name}: only {count:,} calls; lower its budget"


@pytest.mark.planted  # each guard counted past its budget again: left to make test
@pytest.mark.parametrize("guard", GUARDS, ids=IDS)
def test_a_slowdown_is_caught(guard, monkeypatch):
    plant_slowdown(monkeypatch, guard.target)
    assert guard.over(guard.count(limit=guard.budget)) is not None  # stopped once it is over


@pytest.mark.planted
@pytest.mark.parametrize("guard", FIRST_FAILING, ids=[guard.name for guard in FIRST_FAILING])
def test_probes_worked_out_at_the_press_are_caught(guard, monkeypatch):
    from linklab.course.selfcheck import probe_table

    monkeypatch.setattr(probe_table, "shipped", lambda kind, rules: None)
    assert guard.over(guard.count(limit=guard.budget)) is not None


def test_counting_sees_a_loop_in_python_that_was_in_c():
    text = "1 2 3\n" * 1000
    in_c = count_work(lambda: text.split())
    in_python = count_work(lambda: [word for line in text.splitlines() for word in line.split()])
    assert in_c == 1 and in_python > 1000


#: The bytes of linklab's modules packed into the page (measured 350,158 for 83 modules).
PAGE_PACKAGE_BUDGET = 525_000


def page_package_over(size: int) -> str | None:
    if size <= PAGE_PACKAGE_BUDGET:
        return None
    return f"the page's linklab is {size:,} bytes, over its budget of {PAGE_PACKAGE_BUDGET:,}"


def test_the_page_package_stays_within_its_budget():
    """What the page's Python imports before the build writes its memory snapshot: linklab's
    pure-Python modules as the page gets them (`linklab.site.python.linklab_zip`). The snapshot
    itself is made by node and Pyodide in the site's build, and is not measured here."""
    from linklab.site.python import linklab_zip

    size = len(linklab_zip())
    assert page_package_over(size) is None
    assert size > PAGE_PACKAGE_BUDGET / 4, f"only {size:,} bytes; lower the budget"


@pytest.mark.filterwarnings("ignore:Duplicate name")
def test_a_page_package_packed_twice_is_caught():
    from linklab.site.python import linklab_zip, page_modules

    assert page_package_over(len(linklab_zip(page_modules() * 2))) is not None
