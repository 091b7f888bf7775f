"""The notebook check of a learner's own functions: right ones pass, wrong ones are shown small."""

from __future__ import annotations

import time

import pytest
from hypothesis import given
from hypothesis import strategies as st
from slow_searches import every_simple_path

from linklab.core import sixdigits
from linklab.core.cases import one_step_nearer
from linklab.core.checker import Checker
from linklab.core.rules import Rules
from linklab.core.search import find_path
from linklab.course.selfcheck import (
    SCENARIOS,
    check_bfs_path,
    check_can_reach,
    check_link,
    check_path,
    small_cases,
)
from linklab.course.selfcheck.cases import smaller_link_cases as _smaller_link_cases


def test_a_right_link_test_passes_every_case():
    result = check_link(lambda board, a, b: Checker(board).can_link(a, b), cases=100)
    scenarios = sum(rule == Rules() for *_, rule in SCENARIOS)
    every = len(small_cases()) + scenarios + 20 + 100  # small, scenarios, open, random
    assert result and result.status == "passed" and result.passed == every
    assert repr(result).startswith(f"✓ Right: {every} cases pass")


def test_the_rule_is_the_one_asked_for():
    outside = Rules(outside=True)
    right = check_link(lambda b, x, y: Checker(b, outside).can_link(x, y), rules=outside)
    assert right
    assert not check_link(lambda b, x, y: Checker(b).can_link(x, y), rules=outside)


def my_link(board, a, b):
    """A link test written for the tests, that never compares the two kinds."""
    if a == b or not board[a] or not board[b]:
        return False
    return find_path(board.with_cells({b: board[a]}), a, b) is not None


def test_a_wrong_link_test_is_shown_on_its_smallest_board():
    result = check_link(my_link)
    assert not result and result.status == "failed"
    board, a, b = result.case
    assert board[a] != board[b] and board[a] and board[b]
    assert result.answered is True and result.expected is False
    assert "the kinds differ" in result.why
    text = repr(result)
    assert text.startswith("✗ Not yet: it says True where the rule says False.")
    assert "my_link(board, " in text
    assert _fails_the_same_way_nowhere_smaller(my_link, result.case)


def _fails_the_same_way_nowhere_smaller(fn, case):
    """No reduction of the shrunk case is answered wrongly the same way."""
    board, a, b = case
    said = fn(board, a, b)
    for smaller in _smaller_link_cases(case):
        right = Checker(smaller[0]).can_link(smaller[1], smaller[2])
        if fn(*smaller) == said and right != said:
            return False
    return True


def test_three_turns_are_caught():
    three = Rules(max_turns=3)
    result = check_link(lambda board, a, b: Checker(board, three).can_link(a, b))
    assert result.status == "failed" and result.answered is True
    assert "the fewest turns a path needs is 3" in result.why
    assert result.case[0].rows * result.case[0].cols <= 8


def test_an_exception_is_that_case_s_failure():
    def crashes_on_the_last_column(board, a, b):
        if board.cols - 1 in (a[1], b[1]):
            raise IndexError("list index out of range")
        return Checker(board).can_link(a, b)

    result = check_link(crashes_on_the_last_column)
    assert result.status == "failed"
    assert "it raised IndexError: list index out of range" in repr(result)
    assert result.case[0].rows * result.case[0].cols == 1  # the smallest board: one cell


@pytest.mark.parametrize("body", ["...", "pass", "raise NotImplementedError", "return ..."])
def test_a_function_not_written_yet_gets_nothing_away(body):
    namespace = {}
    exec(f"def my_link(board, a, b):\n    '''Your BFS here.'''\n    {body}\n", namespace)
    result = check_link(namespace["my_link"])
    assert result.status == "not written" and not result
    assert repr(result) == (
        "… Not answered yet: write my_link in the exercise cell above, "
        "then run that cell and this one."
    )
    assert result._repr_html_().count("<img") == 0


def test_a_bfs_path_is_checked_for_legality_and_fewest_turns():
    assert check_bfs_path(lambda board, a, b: find_path(board, a, b))
    dfs = check_bfs_path(lambda board, a, b: find_path(board, a, b, method="dfs"))
    assert dfs.status == "failed" and "turns more often than it must" in dfs.problem
    assert len(dfs.their_path) > len(dfs.rule_path)
    assert check_path(lambda board, a, b: find_path(board, a, b, method="dfs"))


def test_a_path_given_cell_by_cell_is_read_as_its_corners():
    from linklab.core.board import walk

    def every_cell(board, a, b):
        path = find_path(board, a, b)
        return None if path is None else walk(path)

    assert check_bfs_path(every_cell)


def test_a_straight_line_through_tiles_is_illegal():
    def straight(board, a, b):
        linked = Checker(board).can_link(a, b)
        return [a, b] if linked or (board[a] == board[b] != 0 and a != b) else None

    result = check_path(straight)
    assert result.status == "failed"
    assert "a path where the rule has none" in result.problem or "breaks" in result.problem


def test_a_failure_draws_itself():
    result = check_link(my_link)
    html = result._repr_html_()
    assert html.startswith("<pre>✗ Not yet") and '<img src="data:image/png;base64,' in html
    assert result.figure() is not None
    assert check_link(lambda board, a, b: Checker(board).can_link(a, b), cases=5).figure() is None


def test_six_digits():
    right = check_can_reach(sixdigits.can_reach)  # one check of all 720 layouts, read twice
    assert right and right.passed == 720
    parity = check_can_reach(sixdigits.is_even)
    assert parity.status == "failed"
    layout = parity.case
    wrong = sixdigits.is_even(layout)
    assert wrong != sixdigits.can_reach(layout)
    for smaller in one_step_nearer(layout):  # nothing one swap closer fails the same way
        assert not (sixdigits.is_even(smaller) == wrong and sixdigits.can_reach(smaller) != wrong)
    assert "_repr_html_" in dir(parity) and "<img" in parity._repr_html_()


def test_six_digits_not_written_yet():
    def my_can_reach(layout):
        raise NotImplementedError

    assert repr(check_can_reach(my_can_reach)).startswith("… Not answered yet")


def test_numpy_true_and_false_are_answers_but_other_values_are_not():
    import numpy as np

    assert check_link(lambda board, a, b: np.bool_(Checker(board).can_link(a, b)), cases=20)
    result = check_link(lambda board, a, b: int(Checker(board).can_link(a, b)), cases=20)
    assert result.status == "failed" and "not True or False" in result.problem


# --- checks that never hang or raise ------------------------------------------------------------


def test_a_function_that_never_returns_is_stopped_and_the_case_named(monkeypatch):
    import time

    monkeypatch.setattr("linklab.course.selfcheck.guard.CALL_SECONDS", 0.3)

    def loops(board, a, b):
        if board.cols == 3:
            while True:
                pass
        return Checker(board).can_link(a, b)

    def sleeps(board, a, b):
        time.sleep(60)

    result = check_link(loops)
    assert result.status == "stopped" and not result
    assert "gave no answer within 0.3 s" in result.text()
    assert result.case[0].cols == 3 and "with board =" in repr(result)
    assert "its loop at line" in repr(result) and "`while True:`" in repr(result)
    slept = check_link(sleeps)
    assert slept.status == "stopped" and "`time.sleep(60)`" in slept.text()


def test_a_function_that_never_returns_is_stopped_in_another_thread_too(monkeypatch):
    import threading

    monkeypatch.setattr("linklab.course.selfcheck.guard.CALL_SECONDS", 0.3)

    def loops(board, a, b):
        while True:
            pass

    found = []
    worker = threading.Thread(target=lambda: found.append(check_link(loops)))
    worker.start()
    worker.join(20)
    assert not worker.is_alive() and found[0].status == "stopped"
    assert "no answer within 0.3 s" in found[0].text()


def test_odd_values_get_one_clear_line():
    import numpy as np

    cyclic = []
    cyclic.append(cyclic)
    odd = {
        "a numpy path": (lambda board, a, b: np.array(find_path(board, a, b) or [a])),
        "float cells": (lambda board, a, b: [(a[0] + 0.5, a[1]), b]),
        "a list holding itself": (lambda board, a, b: cyclic),
        "a string": (lambda board, a, b: "path"),
        "a long message": (lambda board, a, b: (_ for _ in ()).throw(ValueError("x" * 100_000))),
    }
    for what, fn in odd.items():
        result = check_path(fn, cases=10)
        assert result.status in ("failed", "passed"), what
        for line in result.text().splitlines():
            assert len(line) < 300, (what, line[:100])
    assert "not two whole numbers" in check_path(odd["float cells"], cases=5).problem
    assert "…" in check_path(odd["a long message"], cases=5).problem


def test_prints_are_kept_out_of_sight_and_counted(capsys):
    def chatty(board, a, b):
        print("looking at", a, b)
        return Checker(board).can_link(a, b)

    result = check_link(chatty, cases=5)
    assert result and "printed" in result.text()
    assert "looking at" not in capsys.readouterr().out


class _Log:
    """A record the check cannot put back (a copy of it is itself): what a test saw."""

    def __init__(self):
        self.ids = set()

    def __deepcopy__(self, memo):
        return self


def test_the_board_is_a_fresh_copy_each_time(monkeypatch):
    from linklab.course.selfcheck import apart

    monkeypatch.setattr(apart, "APART", False)  # the calls are watched from this process
    log = _Log()

    def remembers(board, a, b):
        log.ids.add(id(board))
        return Checker(board).can_link(a, b)

    check_link(remembers, cases=5)
    assert len(log.ids) > 1


@pytest.mark.parametrize(
    ("arguments", "named"),
    [
        ({"rules": 3}, "rules must be a Rules"),
        ({"rules": None}, "rules must be a Rules"),
        ({"cases": "x"}, "cases must be a whole number"),
        ({"cases": -1}, "cases must be a whole number"),
        ({"seed": 1.5}, "seed must be a whole number"),
    ],
)
def test_a_wrong_argument_to_a_check_raises_the_package_s_own_error(arguments, named):
    from linklab.core.errors import InputError

    with pytest.raises(InputError, match=named):
        check_link(lambda board, a, b: True, **arguments)
    with pytest.raises(InputError, match="must be a function"):
        check_link(3)


def test_a_dfs_that_does_not_prune_hears_how_much_more_it_looks():
    from linklab.course.selfcheck import check_dfs

    def by_breadth(board, a, b):
        return find_path(board, a, b)

    result = check_dfs(by_breadth)
    assert result.status == "slow" and not result
    theirs, pruned = result.work
    assert f"{theirs / pruned:.1f} times as often" in result.text()


# --- the same verdict on any machine: budgets in cases, state and direction named ----------


def walks_through_own_kind(board, a, b):
    """Treats a tile of the ends' own kind as empty: `1 1 1` links through its middle."""
    if a == b or not board[a] or board[a] != board[b]:
        return False
    kind = board[a]
    emptied = board.with_cells({cell: 0 for cell in board.tiles() if board[cell] == kind})
    return Checker(emptied.with_cells({a: kind, b: kind})).can_link(a, b)


def test_three_tiles_of_one_kind_are_among_the_first_cases():
    result = check_link(walks_through_own_kind)
    board, a, b = result.case
    assert result.status == "failed" and board.grid == ((1, 1, 1),) and (a, b) == ((0, 0), (0, 2))
    assert result.passed < 1000  # the small boards hold every kind in every cell
    assert "the tile at (1, 2) is in the way" in result.why


def test_a_slow_clock_gives_the_same_verdict(monkeypatch):
    from linklab.course.selfcheck import cases

    right = lambda board, a, b: Checker(board).can_link(a, b)  # noqa: E731
    before = check_link(walks_through_own_kind), check_link(right, cases=5)
    # a machine a hundred times slower, by both clocks the hang guard reads
    for clock in ("perf_counter", "process_time"):
        real = getattr(time, clock)
        monkeypatch.setattr(time, clock, lambda real=real: 100 * real())
    cases.forget_truths()
    after = check_link(walks_through_own_kind), check_link(right, cases=5)
    assert [r.status for r in after] == [r.status for r in before] == ["failed", "passed"]
    assert [r.text() for r in after] == [r.text() for r in before]


def test_a_search_doing_far_more_work_than_the_course_s_is_slow_on_a_named_case():
    from linklab.course.selfcheck import WORK_RATIO

    result = check_link(every_simple_path)
    assert result.status == "slow" and not result and result.case is not None
    theirs, reference = result.counted
    assert theirs > WORK_RATIO * reference
    text = result.text()
    assert text.startswith(
        f"✗ Not yet: every_simple_path is slow: on this case it did {theirs} steps"
    )
    assert f"the course's own search does {reference} searching everything" in text
    assert "Try: remember, for each cell and heading" in text


def test_state_kept_between_calls_is_named_with_the_call_before():
    def my_link(board, a, b, best={}):  # noqa: B006  (the mistake under test)
        if a == b or not board[a] or board[a] != board[b]:
            return False
        key = (board.grid, a, b)
        if best:  # answers the second call from what the first one left
            return best.setdefault(key, False)
        best[key] = Checker(board).can_link(a, b)
        return best[key]

    result = check_link(my_link)
    assert result.status == "failed" and result.history and len(result.before) == 1
    board, a, b = result.case
    assert my_link.__defaults__ == ({},)  # the check leaves the function as it found it
    assert my_link(board, a, b) == Checker(board).can_link(a, b)  # right when asked alone
    text = result.text()
    assert "asked alone, my_link answers it right: it keeps something between calls" in text
    _, x, y = result.before[0]
    assert f"after my_link(board, {x}, {y}) was asked with board =" in text


def test_a_path_runs_from_a_to_b():
    def backwards(board, a, b):
        path = find_path(board, a, b)
        return None if path is None else path[::-1]

    result = check_path(backwards)
    assert result.status == "failed" and "it must start at a and end at b" in result.problem
    assert result.their_path[0] == result.case[2]


@given(st.lists(st.tuples(st.integers(-3, 3), st.integers(-3, 3)), max_size=6))
def test_an_answer_of_plain_cells_is_read_as_the_same_answer_cell_by_cell(cells):
    """A path of ``(row, col)`` tuples of ints is read at once; the same cells given as lists
    (read one by one) give the same corners, or the same error."""
    from linklab.course.selfcheck.checks import answer_corners

    def read(path):
        try:
            return answer_corners(path)
        except ValueError as error:
            return str(error)

    assert read(cells) == read([list(cell) for cell in cells]) == read(tuple(cells))
