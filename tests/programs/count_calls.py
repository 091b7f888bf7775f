"""Counted work of many calls, printed as JSON: the same program runs in this Python and in the
page's Pyodide (``tests/programs/in_pyodide.mjs``), and ``tests/test_counting_events.py``
holds the counts heard as ``sys.monitoring`` events (where this Python has them) to those a
profile function hears, call by call, and the learner's functions' to this Python's.

Each function of ``misconceptions.py``'s table and a few more (a search through linklab's own
event generators, a generator of the learner's, a C method asked of an object of another type)
is called on counted cases of its kind, uncapped and then with a budget a little under its
work (so that `linklab.course.selfcheck.counting.OverBudget` ends it): its work, and whether
it went over, for each: ``{"profile": counts, "events": counts or null}``.
"""

import contextlib
import functools
import importlib
import json
import sys

import misconceptions  # beside this program: on the path as a script's own folder is

import linklab as ll
from linklab.core.cases import six_in_order
from linklab.course.selfcheck import cases, counting


def by_events(board, a, b):
    return ll.find_path(board, a, b, method="dfs")


def by_checker(board, a, b):
    return ll.Checker(board).can_link(a, b)


def with_generator(board, a, b):
    def around(cell):
        for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
            yield cell[0] + dr, cell[1] + dc

    inside = [cell for cell in around(a) if 0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols]
    return b in inside and board[a] == board[b] and list.append(inside, 1) is None


def abandons_a_generator(board, a, b):
    def around(cell):
        for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
            yield cell[0] + dr, cell[1] + dc

    first = next(around(a))  # the generator is closed when dropped: a call, as Python counts
    return first == b and board[a] == board[b]


def wrong_self(layout):
    with contextlib.suppress(TypeError):
        list.append((1, 2), 3)  # a method of list asked of a tuple: no call made
    return misconceptions.right_can_reach(layout)


def counts(counter: counting.WorkCounter) -> dict[str, list]:
    """Each function's work on each of its cases, and capped a little under it."""
    rules = ll.Rules()
    boards = [
        (counting.counted_board(board, counting.LookCount()), a, b)
        for board, a, b in cases.all_cases(rules, 30, 0)
        if board.rows * board.cols > counting.COUNT_CELLS
    ][:12]
    layouts = [tuple(layout) for layout in six_in_order()[::60]]
    table = [(name, kind) for name, kind, _ in misconceptions.TABLE]
    table += [("by_events", "path"), ("by_checker", "link"), ("with_generator", "link")]
    table += [("abandons_a_generator", "link"), ("wrong_self", "six")]
    found = {}
    for name, kind in table:
        fn = getattr(misconceptions, name, None) or globals()[name]
        row = []
        for case in layouts if kind == "six" else boards:
            call = functools.partial(fn, *((case,) if kind == "six" else case))
            with contextlib.suppress(Exception):
                counter.run(call, sys.maxsize)
            work = counter.last
            with contextlib.suppress(counting.OverBudget, Exception):
                counter.run(call, max(work - 7, 0))
            row.append([work, counter.last, counter.over])
        found[name] = row
    return found


def counted_afresh(by_events: bool) -> dict[str, list]:
    """`counts`, the table's functions defined again first (those that keep something between
    calls start empty)."""
    importlib.reload(misconceptions)
    return counts(counting.WorkCounter(by_events=by_events))


def main() -> None:
    counted_afresh(False)  # linklab's own caches filled, as they are for every count below
    print(
        json.dumps(
            {
                "default_by_events": counting.WorkCounter().by_events,
                "profile": counted_afresh(False),
                "events": counted_afresh(True) if counting.events_free() else None,
            }
        )
    )


if __name__ == "__main__":
    main()
