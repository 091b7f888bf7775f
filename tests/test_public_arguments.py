"""The public API refuses wrong arguments: a wrong type is a TypeError naming the parameter, a
wrong value a ValueError (``InputError`` is one), never an AttributeError from inside and never
an answer. The functions come from the stub, ``linklab/__init__.pyi``, so a new public name
must be listed here (as called, or as a record that checks nothing) or this file fails."""

from __future__ import annotations

import inspect
from collections.abc import Iterator

import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st

import linklab as ll
from linklab.core import sixdigits
from linklab.core.errors import InputError
from linklab.public import public_names

BOARD = ll.Board.from_rows([[1, 0, 1], [2, 0, 2]])
LAYOUT = (2, 5, 6, 4, 3, 1)

# What each kind of parameter takes; a wrong value for it is anything these refuse.


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_cell(value) -> bool:
    return isinstance(value, tuple | list) and len(value) == 2 and all(map(_is_int, value))


ACCEPTS = {
    "board": lambda v: isinstance(v, ll.Board),
    "cell": _is_cell,
    "rules": lambda v: isinstance(v, ll.Rules),
    "text": lambda v: isinstance(v, str),
    "int": _is_int,
    "bool": lambda v: isinstance(v, bool),
    "seconds": lambda v: (_is_int(v) or isinstance(v, float)) and v >= 0,
    "path": lambda v: isinstance(v, tuple | list) and all(map(_is_cell, v)),
    "events": lambda v: isinstance(v, tuple | list) and all(isinstance(e, ll.Event) for e in v),
    "changes": lambda v: isinstance(v, dict) and all(map(_is_cell, v)),
    "layout": lambda v: (
        isinstance(v, tuple | list) and sorted(v) == [1, 2, 3, 4, 5, 6] and all(map(_is_int, v))
    ),
    "rows": lambda v: (
        isinstance(v, list)
        and all(isinstance(r, list) for r in v)
        and v
        and all(r and all(map(_is_int, r)) and len(r) == len(v[0]) for r in v)
    ),
}

# Each public function: how it is called with right arguments, and each parameter's kind.
# (A method called on the class: its first argument, ``self``, is not fed wrong values.)
CALLS: dict[str, tuple] = {
    "parse_board": (ll.parse_board, [("text", "1 0 1"), ("text", "rows")]),
    "format_board": (ll.format_board, [("board", BOARD), ("text", "rows")]),
    "pair_problem": (ll.pair_problem, [("board", BOARD), ("cell", (0, 0)), ("cell", (0, 2))]),
    "path_problem": (
        ll.path_problem,
        [("board", BOARD), ("path", ((0, 0), (0, 2))), ("rules", ll.Rules()), ("int", 0)],
    ),
    "bfs_events": (
        ll.bfs_events,
        [("board", BOARD), ("cell", (0, 0)), ("cell", (0, 2)), ("rules", ll.Rules())],
    ),
    "dfs_events": (
        ll.dfs_events,
        [("board", BOARD), ("cell", (0, 0)), ("cell", (0, 2)), ("rules", ll.Rules())],
    ),
    "find_path": (
        ll.find_path,
        [("board", BOARD), ("cell", (0, 0)), ("cell", (0, 2)), ("rules", ll.Rules())],
    ),
    "solve": (
        ll.solve,
        [("board", BOARD), ("rules", ll.Rules()), ("seconds", 5.0), ("int", 0)],
    ),
    "solve_events": (
        ll.solve_events,
        [("board", BOARD), ("rules", ll.Rules()), ("seconds", 5.0), ("int", 0)],
    ),
    "replay": (ll.replay, [("events", [ll.Exhausted()])]),
    "summarize": (ll.summarize, [("events", [ll.Exhausted()])]),
    "tr": (ll.tr, [("text", "turns")]),
    "Board": (ll.Board.from_rows, [("rows", [[1, 1]])]),
    "Board.with_cells": (ll.Board.with_cells, [("self", BOARD), ("changes", {(0, 1): 3})]),
    "Board.remove_pair": (
        ll.Board.remove_pair,
        [("self", BOARD), ("cell", (0, 0)), ("cell", (0, 2))],
    ),
    "Checker": (ll.Checker, [("board", BOARD), ("rules", ll.Rules())]),
    "Checker.can_link": (ll.Checker(BOARD).can_link, [("cell", (0, 0)), ("cell", (0, 2))]),
    "Checker.path": (ll.Checker(BOARD).path, [("cell", (0, 0)), ("cell", (0, 2))]),
    "Rules": (ll.Rules, [("int", 2), ("bool", False)]),
    "Trace": (ll.Trace, [("events", [ll.Exhausted()])]),
    "SolverTrace": (ll.SolverTrace, [("events", []), ("board", BOARD)]),
    "sixdigits.shortest_word": (sixdigits.shortest_word, [("layout", LAYOUT)]),
    "sixdigits.can_reach": (sixdigits.can_reach, [("layout", LAYOUT)]),
    "sixdigits.is_solvable": (sixdigits.is_solvable, [("layout", LAYOUT)]),
}

#: Public names that are not called here, and why: modules (their functions are the names
#: above), records that hold what they are given (events, frames, results), the error class,
#: an enum, type aliases, ``set_language`` (a setting, tested in test_i18n) and ``practice`` (a
#: widget whose skill may be None, its arguments refused in tests/test_practice_widget.py).
NOT_CALLED = {
    "Cell", "Path", "Heading", "InputError", "Event", "Frame", "Summary", "SolveResult",
    "Enqueued", "Dequeued", "Pushed", "Popped", "Rejected", "Found", "Exhausted", "Refused",
    "set_language", "practice",
}  # fmt: skip


def test_every_public_function_of_the_stub_is_fed_wrong_arguments():
    called = {name.split(".")[0] for name in CALLS}
    for name in public_names():
        value = getattr(ll, name)
        if inspect.ismodule(value) or name in NOT_CALLED:
            continue
        assert name in called, f"ll.{name} is public: add it to CALLS or NOT_CALLED"


def _settle(answer):
    """Read a stream to its end: a search may only refuse when it is read."""
    if isinstance(answer, Iterator):
        return list(answer)
    return answer


@pytest.mark.parametrize("name", sorted(CALLS))
def test_the_right_arguments_answer(name):
    function, params = CALLS[name]
    _settle(function(*[value for _, value in params]))


WRONG = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.floats(allow_nan=True),
    st.text(max_size=4),
    st.binary(max_size=4),
    st.lists(st.one_of(st.integers(-2, 7), st.booleans(), st.none()), max_size=7),
    st.tuples(st.floats(-2, 2), st.integers(0, 2)),
    st.tuples(st.integers(0, 2), st.integers(0, 2), st.integers(0, 2)),
    st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
    st.lists(st.lists(st.one_of(st.integers(0, 2), st.none()), max_size=3), max_size=3),
    st.sampled_from([BOARD, ll.Rules(), (True, 0), [[0, 0], None], {(0, 0): True}, object()]),
)


@settings(max_examples=examples(600), deadline=None)
@given(st.sampled_from(sorted(CALLS)), st.data())
def test_a_wrong_argument_is_a_type_or_value_error_never_an_answer(name, data):
    function, params = CALLS[name]
    fed = [i for i, (kind, _) in enumerate(params) if kind != "self"]
    where = data.draw(st.sampled_from(fed), label="which argument")
    kind = params[where][0]
    accepts = ACCEPTS[kind]
    wrong = data.draw(WRONG.filter(lambda v: not _safe(accepts, v)), label=f"a wrong {kind}")
    args = [value for _, value in params]
    args[where] = wrong
    with pytest.raises((TypeError, ValueError)) as refused:
        _settle(function(*args))
    if isinstance(refused.value, TypeError) and not isinstance(refused.value, InputError):
        assert "object has no attribute" not in str(refused.value)
        assert "not subscriptable" not in str(refused.value)


def _safe(accepts, value) -> bool:
    try:
        return bool(accepts(value))
    except TypeError:
        return False


# The named cases of issue 45, each with the parameter named.


@pytest.mark.parametrize(
    ("call", "named"),
    [
        (lambda: ll.bfs_events(None, (0, 0), (0, 2)), "board"),
        (lambda: ll.bfs_events(BOARD, (0, 0), (0, 2), "2 turns"), "rules"),
        (lambda: ll.dfs_events(BOARD, None, (0, 2)), "a:"),
        (lambda: ll.dfs_events(BOARD, (0, 0), (0, 2), prune="no"), "prune"),
        (lambda: ll.pair_problem(None, (0, 0), (0, 2)), "board"),
        (lambda: ll.pair_problem(BOARD, (0, 0), "0 2"), "b:"),
        (lambda: ll.solve(None), "board"),
        (lambda: ll.solve(BOARD, "outside"), "rules"),
        (lambda: ll.solve(BOARD, seed="x"), "seed"),
        (lambda: ll.format_board(None), "board"),
        (lambda: BOARD.with_cells(None), "changes"),
        (lambda: BOARD.with_cells({(0, 1): True}), "kind"),
        (lambda: ll.path_problem(BOARD, None), "path"),
        (lambda: sixdigits.shortest_word((True, 2, 3, 4, 5, 6)), "digit True"),
    ],
)
def test_a_wrong_type_is_a_type_error_naming_the_parameter_at_the_call(call, named):
    with pytest.raises(TypeError) as refused:
        call()  # the searches refuse when called, not when first read
    assert named in str(refused.value)
    assert not isinstance(refused.value, AttributeError)


def test_a_path_of_lists_is_read_as_cells():
    board = ll.Board.from_rows([[1, 0, 1], [0, 0, 0], [2, 0, 2]])
    assert ll.path_problem(board, [[0, 0], [0, 2]]) is None
    assert ll.path_problem(board, [[2, 0], [2, 2]]) is None
    assert ll.path_problem(board, [[0, 0], [1, 0], [1, 2], [0, 2]]) is None
    assert ll.path_problem(board, [[0, 0], [2, 0]]) == ll.path_problem(board, ((0, 0), (2, 0)))


@pytest.mark.parametrize(
    ("a", "b"), [((0, 0), (1, 0)), ((0, 0), (0, 1)), ((0, 0), (0, 0)), ((0, 1), (1, 1))]
)
def test_remove_pair_takes_two_tiles_of_one_kind_or_leaves_the_board(a, b):
    board = ll.Board.from_rows([[1, 0, 1], [2, 0, 2]])
    with pytest.raises(InputError, match="a pair is two tiles of one kind"):
        board.remove_pair(a, b)
    assert board == ll.Board.from_rows([[1, 0, 1], [2, 0, 2]])
    assert board.remove_pair((1, 0), (1, 2)).counts() == {1: 2}


def test_a_bool_is_not_a_digit_of_a_layout():
    for bad in ((True, 2, 3, 4, 5, 6), (1, 2, 3, 4, 5, 6.0)):
        with pytest.raises(TypeError, match="digit"):
            sixdigits.shortest_word(bad)
        with pytest.raises(TypeError, match="digit"):
            sixdigits.can_reach(bad)
    assert sixdigits.shortest_word((1, 2, 3, 4, 5, 6)) == ""
