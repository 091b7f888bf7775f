import pytest
from hypothesis import given
from strategies import boards_with_pair, rules

from linklab import (
    Board,
    Dequeued,
    Enqueued,
    Exhausted,
    Found,
    Heading,
    Popped,
    Pushed,
    Refused,
    Rejected,
    Rules,
    bfs_events,
    dfs_events,
    find_path,
    parse_board,
    path_problem,
    summarize,
)
from linklab.core.checker import Checker
from linklab.core.search import SEARCHES as METHODS

# The searches, and the event-free checker that front ends call when they want no events.
WAYS = (*METHODS, "fast")


def path_by(method, board, a, b, rule):
    if method == "fast":
        return Checker(board, rule).path(a, b)
    return find_path(board, a, b, rule, method)


UP, RIGHT, DOWN, LEFT = Heading.UP, Heading.RIGHT, Heading.DOWN, Heading.LEFT
TINY = Board.from_rows([[1, 2], [0, 1]])


def test_bfs_event_order_on_a_tiny_board():
    assert list(bfs_events(TINY, (0, 0), (1, 1))) == [
        Enqueued((0, 0), None, 0),
        Dequeued((0, 0), None, 0),
        Rejected((-1, 0), UP, 0, "off_board"),
        Rejected((0, 1), RIGHT, 0, "occupied"),
        Enqueued((1, 0), DOWN, 0, front=True),
        Rejected((0, -1), LEFT, 0, "off_board"),
        Dequeued((1, 0), DOWN, 0),
        Enqueued((1, 1), RIGHT, 1, front=False),
        Rejected((2, 0), DOWN, 0, "off_board"),
        Rejected((1, -1), LEFT, 1, "off_board"),
        Dequeued((1, 1), RIGHT, 1),
        Found(((0, 0), (1, 0), (1, 1))),
    ]


def test_dfs_event_order_on_a_tiny_board():
    assert list(dfs_events(TINY, (0, 0), (1, 1))) == [
        Pushed((0, 0), None, 0),
        Rejected((-1, 0), UP, 0, "off_board"),
        Rejected((0, 1), RIGHT, 0, "occupied"),
        Pushed((1, 0), DOWN, 0),
        Pushed((1, 1), RIGHT, 1),
        Found(((0, 0), (1, 0), (1, 1))),
    ]


def test_dfs_prunes_backtracks_and_exhausts():
    board = Board.from_rows([[1, 0], [2, 1]])
    events = list(dfs_events(board, (0, 0), (1, 1), Rules(max_turns=0)))
    assert events == [
        Pushed((0, 0), None, 0),
        Rejected((-1, 0), UP, 0, "off_board"),
        # no turn left and the target not straight ahead to the right: pruned
        Rejected((0, 1), RIGHT, 0, "not_straight_ahead"),
        Rejected((1, 0), DOWN, 0, "occupied"),
        Rejected((0, -1), LEFT, 0, "off_board"),
        Popped((0, 0), None, 0),
        Exhausted(),
    ]


WALLED = parse_board("1 0 0 0\n0 0 0 0\n0 0 0 2\n0 0 2 1")


def test_dfs_names_its_pruning_rule_and_its_path_marks():
    two = summarize(dfs_events(WALLED, (0, 0), (3, 3))).rejected
    assert two["not_straight_ahead"] > 0 and "on_path" not in two  # 2 turns cannot loop back
    four = summarize(dfs_events(WALLED, (0, 0), (3, 3), Rules(max_turns=4))).rejected
    assert four["on_path"] > 0


def test_bfs_keeps_states_per_cell_and_heading():
    events = list(bfs_events(WALLED, (0, 0), (3, 3)))
    summary = summarize(events)
    assert summary.outcome == "exhausted"
    assert summary.rejected["already_better"] > 0
    queued = [(e.cell, e.heading) for e in events if isinstance(e, Enqueued)]
    assert len({cell for cell, _ in queued}) < len(set(queued))  # some cell, several headings


def test_bfs_drops_a_queued_state_overtaken_by_a_straight_step():
    # (1, 1) entered going UP from (2, 1) costs a turn when (2, 1) was entered going RIGHT;
    # later (2, 1) entered going UP reaches it straight on, with one turn fewer.
    board = parse_board("0 0 0 0\n0 0 0 0\n0 0 0 0\n1 0 2 1")
    events = list(bfs_events(board, (3, 0), (3, 3), Rules(max_turns=3)))
    assert any(isinstance(e, Rejected) and e.reason == "superseded" for e in events)
    assert isinstance(events[-1], Found)


@pytest.mark.parametrize("search", [bfs_events, dfs_events])
@pytest.mark.parametrize(
    ("a", "b", "reason"),
    [
        ((0, 0), (0, 0), "same_cell"),
        ((0, 0), (0, 1), "kinds_differ"),
        ((1, 0), (1, 1), "empty_cell"),
        ((0, 0), (9, 9), "off_board"),
    ],
)
def test_no_pair_is_refused_at_once(search, a, b, reason):
    assert list(search(TINY, a, b)) == [Refused(reason)]


# One table of scenarios, run through every method: (board, a, b, rules, fewest turns or None).
SCENARIOS = {
    "neighbours": ("1 1", (0, 0), (0, 1), Rules(), 0),
    "straight over a gap": ("1 0 0 1", (0, 0), (0, 3), Rules(), 0),
    "blocked line": ("1 2 1", (0, 0), (0, 2), Rules(), None),
    "around the outside": ("1 2 1", (0, 0), (0, 2), Rules(outside=True), 2),
    "one corner": ("1 0\n2 1", (0, 0), (1, 1), Rules(), 1),
    "document 000, case 1": (
        "0 0 0 0 0\n0 1 2 0 0\n0 0 3 4 0\n0 0 0 1 0",
        (1, 1),
        (3, 3),
        Rules(),
        1,
    ),
    "document 000, case 3": (
        "0 0 0 0 0 0\n0 1 2 3 0 0\n3 0 0 0 0 3\n0 2 3 4 0 2\n0 0 0 2 1 4",
        (3, 3),
        (4, 5),
        Rules(),
        None,
    ),
    "needs three turns": ("1 2 0\n2 0 0\n0 0 2\n0 2 1", (0, 0), (3, 2), Rules(max_turns=3), None),
    "snake with four": ("1 0 0\n2 2 0\n0 0 0\n0 2 2\n0 0 1", (0, 0), (4, 2), Rules(max_turns=4), 4),
    "snake with two": ("1 0 0\n2 2 0\n0 0 0\n0 2 2\n0 0 1", (0, 0), (4, 2), Rules(), None),
    "walled in": ("0 2 0\n2 1 2\n0 2 0\n1 0 0", (1, 1), (3, 0), Rules(outside=True), None),
}


@pytest.mark.parametrize("method", WAYS)
@pytest.mark.parametrize("name", SCENARIOS)
def test_scenarios_through_every_method(name, method):
    text, a, b, rule, _ = SCENARIOS[name]
    path = path_by(method, parse_board(text), a, b, rule)
    assert scenario_problem(name, method, path) is None


def scenario_problem(name: str, method: str, path) -> str | None:
    """What is wrong with ``path`` as ``method``'s answer to the scenario ``name``, or None."""
    text, a, b, rule, turns = SCENARIOS[name]
    board = parse_board(text)
    if turns is None or path is None:
        return None if turns is None and path is None else f"expected {turns} turns, got {path}"
    if (tuple(path[0]), tuple(path[-1])) != (a, b):
        return f"runs from {path[0]} to {path[-1]}, not from {a} to {b}"
    problem = path_problem(board, path, rule)
    if problem is None and method != "dfs" and len(path) - 2 != turns:
        problem = f"{len(path) - 2} turns, not the fewest, {turns}"  # the DFS's need not be
    return problem


def test_a_path_run_backwards_fails_the_scenario_table():
    backwards = 0
    for name, (text, a, b, rule, _) in SCENARIOS.items():
        path = path_by("dfs", parse_board(text), a, b, rule)
        if path is not None and a != b:
            assert "not from" in scenario_problem(name, "dfs", path[::-1]), name
            backwards += 1
    assert backwards >= 3


@given(boards_with_pair(), rules)
def test_every_method_agrees_and_every_path_is_legal(case, rule):
    board, a, b = case
    paths = {method: path_by(method, board, a, b, rule) for method in WAYS}
    assert len({path is None for path in paths.values()}) == 1, paths
    for path in paths.values():
        if path is not None:
            assert path[0] == a and path[-1] == b
            assert path_problem(board, path, rule) is None
    if paths["bfs"] is not None:
        assert len(paths["bfs"]) == len(paths["fast"])  # both have the fewest turns
        assert len(paths["bfs"]) <= len(paths["dfs"])


@given(boards_with_pair(), rules)
def test_a_path_with_more_turns_allowed_stays_found(case, rule):
    board, a, b = case
    if find_path(board, a, b, rule) is not None:
        looser = Rules(max_turns=rule.max_turns + 1, outside=True)
        assert find_path(board, a, b, looser) is not None


def test_unknown_method_is_named():
    with pytest.raises(ValueError, match="unknown method 'astar'"):
        find_path(TINY, (0, 0), (1, 1), method="astar")


@given(boards_with_pair(max_rows=6, max_cols=6), rules)
def test_pruning_changes_the_work_not_the_answer(case, rule):
    board, a, b = case
    pruned = summarize(dfs_events(board, a, b, rule))
    unpruned = summarize(dfs_events(board, a, b, rule, prune=False))
    assert (pruned.outcome == "found") == (unpruned.outcome == "found")
    assert "not_straight_ahead" not in unpruned.rejected
    if pruned.outcome == "exhausted":
        assert pruned.expanded <= unpruned.expanded


# --- the plain searches over cells, where notebooks 2 and 3 start ------------------------

from linklab.core.search import cell_bfs_events, cell_dfs_events, steps_from  # noqa: E402


def _steps_by_hand(board: Board, a) -> dict:
    """Every cell's steps from ``a`` by relaxing until nothing changes (no queue at all)."""
    steps = {a: 0}
    changed = True
    while changed:
        changed = False
        for r in range(board.rows):
            for c in range(board.cols):
                if board[r, c] and (r, c) != a:
                    continue
                near = [
                    steps[n] + 1
                    for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                    if n in steps
                ]
                if near and min(near) < steps.get((r, c), min(near) + 1):
                    steps[(r, c)] = min(near)
                    changed = True
    return steps


@given(boards_with_pair())
def test_the_plain_bfs_leaves_in_rings_and_counts_the_fewest_steps(case):
    board, a, _ = case
    steps = steps_from(board, a)
    assert steps == _steps_by_hand(board, a)
    order = [e.cell for e in cell_bfs_events(board, a) if isinstance(e, Dequeued)]
    assert [steps[cell] for cell in order] == sorted(steps[cell] for cell in order)
    assert len(order) == len(set(order)) == len(steps)


@given(boards_with_pair())
def test_the_plain_searches_find_a_walk_exactly_when_one_exists(case):
    board, a, b = case
    reachable = b in _steps_by_hand(
        Board.from_rows(
            [
                [0 if (r, c) == b else board[r, c] for c in range(board.cols)]
                for r in range(board.rows)
            ]
        ),
        a,
    )
    for search in (cell_bfs_events, cell_dfs_events):
        last = list(search(board, a, b))[-1]
        assert isinstance(last, Found) == reachable, search.__name__
        if isinstance(last, Found):
            assert last.path[0] == a and last.path[-1] == b


def test_the_plain_bfs_path_is_fewest_steps_not_fewest_turns():
    board = parse_board("""
    0 0 0 0 0 0
    0 0 0 0 0 0
    0 0 0 2 0 1
    0 0 0 0 0 0
    0 1 0 0 0 0
    """)
    a, b = (4, 1), (2, 5)
    walk = list(cell_bfs_events(board, a, b))[-1].path
    assert walk == ((4, 1), (3, 1), (3, 4), (2, 4), (2, 5))  # three turns
    assert find_path(board, a, b) == ((4, 1), (4, 5), (2, 5))  # one turn, as many steps
    assert steps_from(board, a)[(2, 4)] == 5  # the cell beside b: five steps


def test_the_plain_dfs_never_pushes_a_cell_twice_and_its_stack_is_a_walk():
    board = Board.empty(4, 5)
    events = list(cell_dfs_events(board, (3, 0)))
    pushed = [e.cell for e in events if isinstance(e, Pushed)]
    assert sorted(pushed) == sorted(set(pushed)) and len(pushed) == 20
    stack = []
    for event in events:
        if isinstance(event, Pushed):
            if stack:
                (r, c), (r2, c2) = stack[-1], event.cell
                assert abs(r - r2) + abs(c - c2) == 1
            stack.append(event.cell)
        elif isinstance(event, Popped):
            assert stack.pop() == event.cell
    assert stack == [] and isinstance(events[-1], Exhausted)


# --- the public entry points fail like a library's: the parameter named, what it expects ------


@pytest.mark.parametrize(
    ("call", "error", "named"),
    [
        (
            lambda ll, b: ll.find_path([[1, 0, 1]], (0, 0), (0, 2)),
            TypeError,
            "board must be a Board",
        ),
        (lambda ll, b: ll.find_path(None, (0, 0), (0, 2)), TypeError, "board must be a Board"),
        (lambda ll, b: ll.find_path(b, (0, 0), (0, 2), {"max_turns": 2}), TypeError, "rules must"),
        (lambda ll, b: ll.find_path(b, (0, 0), (0, 2), method=3), TypeError, "method must"),
        (lambda ll, b: ll.find_path(b, (0, 0), (0, 2), method="x"), ValueError, "unknown method"),
        (lambda ll, b: ll.find_path(b, (0, 0.0), (0, 2)), TypeError, "a cell is a pair"),
        (lambda ll, b: ll.Checker(None), TypeError, "board must be a Board"),
        (lambda ll, b: ll.Checker(b, 2), TypeError, "rules must be a Rules"),
        (lambda ll, b: ll.Rules(outside="yes"), TypeError, "outside must be True or False"),
        (lambda ll, b: ll.Rules(max_turns=True), TypeError, "max_turns must be an integer"),
        (lambda ll, b: ll.Rules(max_turns="2"), TypeError, "max_turns must be an integer"),
        (lambda ll, b: ll.Rules(max_turns=-1), ValueError, "max_turns must be an integer >= 0"),
        (lambda ll, b: ll.Board.from_rows([[True, 0, 1]]), TypeError, r"cell \(0, 0\) holds True"),
        (lambda ll, b: ll.Board.from_rows([["1", 0, 1]]), TypeError, r"holds '1'"),
        (lambda ll, b: ll.Board.from_rows("1 0 1"), TypeError, "rows must be a list of rows"),
        (lambda ll, b: ll.Board.from_rows([[1, 0, -1]]), ValueError, "expected a kind >= 0"),
    ],
)
def test_a_wrong_argument_is_named_with_what_it_expects(call, error, named):
    import linklab as ll

    with pytest.raises(error, match=named):
        call(ll, ll.Board.from_rows([[1, 0, 1]]))
