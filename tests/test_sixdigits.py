"""Tests for the six-digit puzzle (document 001)."""

from __future__ import annotations

import io
import itertools
import subprocess
import sys
from collections import Counter, deque
from typing import TYPE_CHECKING

import pytest
from hypothesis import given
from hypothesis import strategies as st

from linklab.core.errors import InputError
from linklab.core.sixdigits import (
    FORWARD,
    GOAL,
    WITH_INVERSES,
    Discovered,
    GoalReached,
    GoalUnreachable,
    LayoutDequeued,
    Skipped,
    all_states,
    apply_move,
    apply_word,
    bfs_events,
    can_reach,
    component_key,
    components,
    farthest_layouts,
    format_state,
    format_word,
    is_even,
    is_solvable,
    judge_sixdigits,
    layers,
    parse_state,
    parse_word,
    shortest_word,
    solution_table,
    undo_move,
)
from linklab.render.draw_sixdigits import state_graph

if TYPE_CHECKING:
    from sympy.combinatorics import Permutation, PermutationGroup

# Document 001's sample, byte for byte.
SAMPLE_IN = "1 3 5 2 4 6\n2 5 6 4 3 1\n"
SAMPLE_OUT = "No\nYes\n"

layouts = st.permutations(GOAL).map(tuple)


# --- the moves, rebuilt here from the document's sentences ----------------------------------

# "把A格中的数字放入B格，把B格中的数字放入E格，..." : each pair is (from cell, to cell).
DOCUMENT_MOVES = {
    "α": ("AB", "BE", "ED", "DA"),
    "β": ("BC", "CF", "FE", "EB"),
}


def destinations(name: str) -> list[int]:
    """Where each cell's digit goes under a move named in the document, or its inverse."""
    base = name.rstrip("'")
    dest = list(range(6))
    for source, target in DOCUMENT_MOVES[base]:
        dest["ABCDEF".index(source)] = "ABCDEF".index(target)
    if name.endswith("'"):
        dest = [dest.index(cell) for cell in range(6)]
    return dest


def plain_move(state: tuple[int, ...], name: str) -> tuple[int, ...]:
    after = [0] * 6
    for cell, target in enumerate(destinations(name)):
        after[target] = state[cell]
    return tuple(after)


def plain_distance(state: tuple[int, ...], moves: tuple[str, ...]) -> int | None:
    """Moves from state to GOAL by a breadth-first search with no shortcuts."""
    distance = {state: 0}
    queue = deque([state])
    while queue:
        current = queue.popleft()
        if current == GOAL:
            return distance[current]
        for name in moves:
            following = plain_move(current, name)
            if following not in distance:
                distance[following] = distance[current] + 1
                queue.append(following)
    return None


@pytest.fixture(scope="module", params=[FORWARD, WITH_INVERSES], ids=["forward", "inverses"])
def plain_distances(request):
    moves = request.param
    return moves, {state: plain_distance(state, moves) for state in all_states()}


def run_judge(text: str, *, moves: bool = False) -> str:
    out = io.StringIO()
    judge_sixdigits(text, out, moves=moves)
    return out.getvalue()


# --- the sample and the command line ------------------------------------------------------


def test_sample_case():
    assert run_judge(SAMPLE_IN) == SAMPLE_OUT


def test_sample_case_through_the_command_line():
    result = subprocess.run(
        [sys.executable, "-m", "linklab", "judge", "sixdigits"],
        input=SAMPLE_IN,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )
    assert (result.returncode, result.stdout) == (0, SAMPLE_OUT)


def test_bad_line_through_the_command_line():
    result = subprocess.run(
        [sys.executable, "-m", "linklab", "judge", "sixdigits"],
        input="2 5 6 4 3 1\n1 2 3 4 5 7\n",
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stdout == "Yes\n"
    assert result.stderr.strip() == "linklab: error: line 2, token '7': expected a digit 1..6"


def test_importing_the_module_leaves_networkx_and_matplotlib_unloaded():
    code = (
        "import sys, linklab.core.sixdigits;"
        "print('networkx' in sys.modules, 'matplotlib' in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert result.stdout.split() == ["False", "False"]


# --- states, words and moves --------------------------------------------------------------


@given(layouts)
def test_format_then_parse_gives_the_layout_back(state):
    assert parse_state(format_state(state)) == state


@given(st.lists(st.sampled_from(WITH_INVERSES)))
def test_format_then_parse_gives_the_word_back(names):
    assert parse_word(format_word(names)) == tuple(names)


@pytest.mark.parametrize("name", WITH_INVERSES)
@given(state=layouts)
def test_moves_are_the_documents(name, state):
    assert apply_move(state, name) == plain_move(state, name)
    assert undo_move(apply_move(state, name), name) == state


@given(layouts, st.lists(st.sampled_from(WITH_INVERSES), max_size=12))
def test_words_apply_left_to_right(state, names):
    expected = state
    for name in names:
        expected = plain_move(expected, name)
    assert apply_word(state, format_word(names)) == expected


def test_an_unknown_move_is_an_input_error():
    with pytest.raises(InputError, match="expected a move"):
        apply_move(GOAL, "γ")
    with pytest.raises(InputError, match="expected a move"):
        parse_word("αx")


# --- the events ---------------------------------------------------------------------------


def test_events_when_the_start_is_the_goal():
    assert list(bfs_events(GOAL)) == [Discovered(GOAL, None, None, 0), GoalReached("")]


def test_events_one_alpha_from_the_goal():
    start = (2, 5, 3, 1, 4, 6)
    assert list(bfs_events(start)) == [
        Discovered(start, None, None, 0),
        LayoutDequeued(start, 0),
        Discovered(GOAL, start, "α", 1),
        GoalReached("α"),
    ]


def test_events_one_beta_from_the_goal_try_alpha_first():
    start = (1, 3, 6, 4, 2, 5)
    assert list(bfs_events(start)) == [
        Discovered(start, None, None, 0),
        LayoutDequeued(start, 0),
        Discovered((4, 1, 6, 2, 3, 5), start, "α", 1),
        Discovered(GOAL, start, "β", 1),
        GoalReached("β"),
    ]


def test_events_two_moves_away_with_inverses_skip_the_start():
    start = (1, 6, 5, 4, 3, 2)
    by_alpha, by_beta = (4, 1, 5, 3, 6, 2), (1, 3, 6, 4, 2, 5)
    assert list(bfs_events(start, moves=WITH_INVERSES)) == [
        Discovered(start, None, None, 0),
        LayoutDequeued(start, 0),
        Discovered(by_alpha, start, "α", 1),
        Discovered(by_beta, start, "β", 1),
        Discovered((6, 3, 5, 1, 4, 2), start, "α'", 1),
        Discovered((1, 5, 2, 4, 6, 3), start, "β'", 1),
        LayoutDequeued(by_alpha, 1),
        Discovered((3, 4, 5, 6, 1, 2), by_alpha, "α", 2),
        Discovered((4, 6, 1, 3, 2, 5), by_alpha, "β", 2),
        Skipped(start, by_alpha, "α'"),
        Discovered((4, 5, 2, 3, 1, 6), by_alpha, "β'", 2),
        LayoutDequeued(by_beta, 1),
        Discovered((4, 1, 6, 2, 3, 5), by_beta, "α", 2),
        Discovered(GOAL, by_beta, "β", 2),
        GoalReached("ββ"),
    ]


def test_an_unsolvable_start_visits_its_whole_component():
    events = list(bfs_events((1, 3, 5, 2, 4, 6)))
    kinds = Counter(type(event).__name__ for event in events)
    assert kinds == {"Discovered": 120, "LayoutDequeued": 120, "Skipped": 121, "GoalUnreachable": 1}
    assert events[-1] == GoalUnreachable()


@given(layouts)
def test_each_dequeued_layout_is_followed_by_one_event_per_move(state):
    *events, final = bfs_events(state, moves=WITH_INVERSES)
    groups = []
    for event in events[1:]:
        if isinstance(event, LayoutDequeued):
            groups.append((event, []))
        else:
            groups[-1][1].append(event)
    for index, (dequeued, successors) in enumerate(groups):
        assert all(event.parent == dequeued.state for event in successors)
        moves = tuple(event.move for event in successors)
        if isinstance(final, GoalReached) and index == len(groups) - 1:
            assert moves == WITH_INVERSES[: len(moves)]
            assert successors[-1].state == GOAL
        else:
            assert moves == WITH_INVERSES


# --- the whole space ----------------------------------------------------------------------


def permutation_of(array: list[int]) -> Permutation:
    """sympy's ``Permutation`` of ``array``, sympy imported by the tests that ask for it (not
    at every collection: a second of processor time)."""
    from sympy.combinatorics import Permutation

    return Permutation(array)


def document_group() -> PermutationGroup:
    from sympy.combinatorics import PermutationGroup

    return PermutationGroup([permutation_of(destinations(name)) for name in FORWARD])


@given(st.lists(st.sampled_from(WITH_INVERSES), max_size=8))
def test_words_compose_like_sympy_products(names):
    after = apply_word(GOAL, format_word(names))
    where_each_cell_went = [after.index(digit) for digit in GOAL]
    product = permutation_of(list(range(6)))
    for name in names:
        product = product * permutation_of(destinations(name))
    assert permutation_of(where_each_cell_went) == product


def test_alpha_and_beta_generate_a_group_of_order_120():
    assert document_group().order() == 120


def test_components_are_the_cosets_of_the_group():
    group = document_group()
    cosets = {
        frozenset(plain_move_by(state, g.array_form) for g in group.generate())
        for state in all_states()
    }
    assert sorted(map(len, cosets)) == [120] * 6
    assert set(components()) == cosets
    assert set(components(WITH_INVERSES)) == cosets


def plain_move_by(state: tuple[int, ...], dest: list[int]) -> tuple[int, ...]:
    after = [0] * 6
    for cell, target in enumerate(dest):
        after[target] = state[cell]
    return tuple(after)


def test_the_solvable_layouts_are_the_group_itself():
    # With digit d standing for cell d - 1, 123456 is the identity; a layout reaches it
    # exactly when the layout, read as a permutation, is one of the moves' products.
    group = document_group()
    table = solution_table()
    for state in all_states():
        assert (table[state] is not None) == group.contains(permutation_of([d - 1 for d in state]))


def test_state_graph_edges_carry_their_moves():
    graph = state_graph(WITH_INVERSES)
    assert graph.number_of_nodes() == 720
    assert graph.number_of_edges() == 720 * 4
    for source, target, move in graph.edges(data="move"):
        assert plain_move(source, move) == target


def test_layers_match_a_plain_search(plain_distances):
    moves, distance = plain_distances
    by_distance: dict[int, list] = {}
    for state, steps in distance.items():
        if steps is not None:
            by_distance.setdefault(steps, []).append(state)
    expected = [sorted(by_distance[d]) for d in range(len(by_distance))]
    assert layers(moves=moves) == expected


def test_layer_sizes():
    assert [len(layer) for layer in layers()] == [1, 2, 4, 8, 14, 22, 28, 23, 13, 5]
    assert [len(layer) for layer in layers(moves=WITH_INVERSES)] == [1, 4, 10, 22, 42, 33, 7, 1]


def test_farthest_layouts_are_the_last_layer(plain_distances):
    moves, distance = plain_distances
    longest = max(steps for steps in distance.values() if steps is not None)
    farthest = farthest_layouts(moves=moves)
    assert {state for state, _ in farthest} == {
        state for state, steps in distance.items() if steps == longest
    }
    assert all(len(parse_word(word)) == longest for _, word in farthest)


def test_layers_toward_another_goal_follow_the_moves_backwards():
    goal = (2, 5, 6, 4, 3, 1)
    for depth, layer in enumerate(layers(goal)):
        for state in layer:
            assert len(shortest_word(state, goal)) == depth


# --- the table ----------------------------------------------------------------------------


def test_table_words_are_shortest_and_what_search_finds(plain_distances):
    moves, distance = plain_distances
    table = solution_table(moves=moves)
    assert len(table) == 720
    for state in all_states():
        word = table[state]
        assert word == shortest_word(state, moves=moves)
        if distance[state] is None:
            assert word is None
        else:
            assert len(parse_word(word)) == distance[state]


def test_table_is_built_once():
    assert solution_table() is solution_table()


def test_can_reach_agrees_with_the_table_and_the_invariant():
    table = solution_table()
    for state in all_states():
        reachable = can_reach(state)
        assert reachable == (table[state] is not None) == is_solvable(state)
        assert can_reach(state, moves=WITH_INVERSES) == reachable


# --- deciding without searching -----------------------------------------------------------


def test_component_key_names_each_component_exactly():
    keys = [{component_key(state) for state in part} for part in components()]
    assert all(len(key) == 1 for key in keys)
    assert len(set().union(*keys)) == 6


def mobius_image(name: str, x: int | None) -> int | None:
    """α and β as maps of the line over the integers mod 5, None standing for infinity."""
    if name == "α":
        return None if x is None else 2 * x % 5
    if x is None:
        return 4
    return None if x == 0 else (4 + 2 * pow(x, 3, 5)) % 5


@pytest.mark.parametrize("name", FORWARD)
def test_moves_are_mobius_maps_of_the_labelled_cells(name):
    point = [1, 2, 0, 3, 4, None]  # cells A..F on the projective line mod 5
    for cell, target in enumerate(destinations(name)):
        assert mobius_image(name, point[cell]) == point[target]


def test_parity_cannot_decide_the_puzzle():
    assert not any(is_even(apply_move(GOAL, name)) for name in FORWARD)
    for part in components():
        assert Counter(is_even(state) for state in part) == {True: 60, False: 60}


def test_is_even_counts_swaps():
    for state in all_states():
        swaps = sum(a > b for a, b in itertools.combinations(state, 2))
        assert (
            is_even(state) == (permutation_of([d - 1 for d in state]).is_even) == (swaps % 2 == 0)
        )


# --- the judge ----------------------------------------------------------------------------


@given(layouts)
def test_printed_words_turn_the_layout_into_123456(state):
    answer = run_judge(format_state(state) + "\n", moves=True).split()
    if answer[0] == "Yes":
        layout = state
        for name in parse_word("".join(answer[1:])):
            layout = plain_move(layout, name)
        assert layout == GOAL
    else:
        assert answer == ["No"]
        assert not is_solvable(state)


def test_every_line_of_the_judge_with_words():
    text = "".join(format_state(state) + "\n" for state in all_states())
    lines = run_judge(text, moves=True).splitlines()
    table = solution_table()
    for state, line in zip(all_states(), lines, strict=True):
        word = table[state]
        assert line == ("No" if word is None else f"Yes {word}".rstrip())


def test_123456_itself_prints_a_bare_yes():
    assert run_judge("1 2 3 4 5 6\n", moves=True) == "Yes\n"
    assert run_judge("1 2 3 4 5 6\n") == "Yes\n"


def test_blank_lines_extra_spaces_and_crlf_are_accepted():
    text = "\n1 3 5 2 4 6\r\n   \n\t2  5 6 4 3 1  \n1 2 3 4 5 6"
    assert run_judge(text) == "No\nYes\nYes\n"


def test_empty_input_prints_nothing():
    assert run_judge("") == ""
    assert run_judge("\n\n") == ""


@pytest.mark.parametrize(
    ("bad", "token", "message"),
    [
        ("1 2 3 4 5 5", "5", "5 is repeated"),
        ("1 2 3 4 5 7", "7", "expected a digit 1..6"),
        ("1 2 x 4 5 6", "x", "expected a digit 1..6"),
        ("1 2 3 4 5", "1 2 3 4 5", "found 5 items"),
        ("1 2 3 4 5 6 1", "1 2 3 4 5 6 1", "found 7 items"),
    ],
    ids=["repeat", "seven", "letter", "five-numbers", "seven-numbers"],
)
def test_bad_line_is_named_after_the_earlier_answers(bad, token, message):
    text = f"1 3 5 2 4 6\n2 5 6 4 3 1\n\n{bad}\n1 2 3 4 5 6\n"
    out = io.StringIO()
    with pytest.raises(InputError, match=message) as raised:
        judge_sixdigits(text, out)
    assert (raised.value.line, raised.value.token) == (4, token)
    assert str(raised.value).startswith(f"line 4, token {token!r}: ")
    assert out.getvalue() == "No\nYes\n"


def test_a_bad_first_line_writes_nothing():
    out = io.StringIO()
    with pytest.raises(InputError):
        judge_sixdigits("1 2 3\n", out)
    assert out.getvalue() == ""


def test_the_judges_own_table_is_the_solution_table():
    from linklab.core.sixanswers import LINE_ANSWERS
    from linklab.core.sixdigits import all_states, format_state, solution_table

    table = solution_table()
    expected = {format_state(s): "No" if table[s] is None else "Yes" for s in all_states()}
    assert expected == LINE_ANSWERS


LAYOUT_SET = set(itertools.permutations(range(1, 7)))


@given(st.lists(st.integers(-3, 9), max_size=8), st.sampled_from(["α", "β", "α'", "β'"]))
def test_apply_move_takes_a_layout_and_refuses_anything_else_in_one_line(digits, move):
    if tuple(digits) in LAYOUT_SET:
        assert sorted(apply_move(digits, move)) == [1, 2, 3, 4, 5, 6]
        return
    with pytest.raises(InputError) as refused:
        apply_move(tuple(digits), move)
    assert "\n" not in str(refused.value) and "permutation of 1..6" in str(refused.value)


@pytest.mark.parametrize("garbage", [None, "abcdef", 123456, {1: 2}])
def test_apply_move_names_what_is_not_a_layout(garbage):
    with pytest.raises(TypeError) as refused:
        apply_move(garbage, "α")
    assert "\n" not in str(refused.value) and "six digits" in str(refused.value)
