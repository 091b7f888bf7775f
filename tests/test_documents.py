"""Each document's approach re-done: its samples, its exact events, where it keeps to its rule,
where its behaviour is undefined, and what it costs."""

from __future__ import annotations

import io
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import boards, boards_with_pair

from linklab import Board, Rules, find_path, i18n, parse_board
from linklab.core.checker import Checker
from linklab.core.errors import InputError, UndefinedBehaviour
from linklab.core.events import (
    Dequeued,
    Enqueued,
    Exhausted,
    Found,
    Popped,
    Pushed,
    Refused,
    Rejected,
)
from linklab.core.rules import Heading
from linklab.core.sixdigits import GOAL, all_states, apply_move, bfs_events, can_reach
from linklab.core.sixdigits import GoalUnreachable as NoWord
from linklab.documents import (
    PRINTED_BOARD,
    UNSET,
    OutOfArray,
    answer_as,
    answerer_as,
    compare_costs,
    corners,
    corrected_answer,
    doc000_bfs_events,
    doc001_bfs_events,
    doc001_can_reach,
    doc001_moveto,
    doc001_number,
    doc003_dfs_events,
    doc004_dfs_events,
    doc004_generate,
    doc004_judge,
    document_answer,
    format_costs,
    judge_sixdigits_as_001,
    walk,
)

CASES = Path(__file__).parent / "cases"
UP, RIGHT, DOWN, LEFT = Heading.UP, Heading.RIGHT, Heading.DOWN, Heading.LEFT

# Document 004's board as its transcript prints it.
DOC004_BOARD = PRINTED_BOARD


def _flat(board: Board) -> list[int]:
    return [kind for row in board.grid for kind in row]


def _last(events):
    return list(events)[-1]


# --- the documents' samples --------------------------------------------------------------


@pytest.mark.parametrize("case", ["pair-1", "pair-2", "pair-3"])
def test_document_000_answers_its_samples(case):
    words = [int(w) for w in (CASES / f"{case}.in").read_text().split()]
    rows, cols = words[:2]
    kinds = words[2 : 2 + rows * cols]
    stx, sty, edx, edy = words[2 + rows * cols :]
    answer = answer_as("000", kinds, rows, cols, (stx, sty), (edx, edy))
    assert ("TRUE" if answer else "FALSE") == (CASES / f"{case}.out").read_text().strip()


def _hdu_queries(text: str):
    """Each query of an HDU 1175 input as (kinds, rows, cols, a, b), cells 0-based."""
    words = iter(int(w) for w in text.split())
    while (rows := next(words)) and (cols := next(words)):
        kinds = [next(words) for _ in range(rows * cols)]
        for _ in range(next(words)):
            x1, y1, x2, y2 = (next(words) for _ in range(4))
            yield kinds, rows, cols, (x1 - 1, y1 - 1), (x2 - 1, y2 - 1)


def test_document_003_answers_its_sample():
    queries = _hdu_queries((CASES / "hdu1175-1.in").read_text())
    answers = ["YES" if answer_as("003", *query) else "NO" for query in queries]
    assert answers == (CASES / "hdu1175-1.out").read_text().split()


def test_the_samples_through_the_judges_as_the_documents():
    from linklab.cli.judge import judge_hdu1175, judge_pair

    out = io.StringIO()
    judge_hdu1175((CASES / "hdu1175-1.in").read_bytes(), out, answer=answerer_as("003"))
    assert out.getvalue() == (CASES / "hdu1175-1.out").read_text()
    for case in ("pair-1", "pair-2", "pair-3"):
        out = io.StringIO()
        judge_pair((CASES / f"{case}.in").read_bytes(), out, answer=answerer_as("000"))
        assert out.getvalue() == (CASES / f"{case}.out").read_text()


def test_document_004_on_the_hdu_sample_is_undefined_where_it_reaches_the_ring():
    out, warnings = io.StringIO(), []
    from linklab.cli.judge import judge_hdu1175

    data = (CASES / "hdu1175-1.in").read_bytes()
    judge_hdu1175(data, out, answer=answerer_as("004"), warn=warnings.append)
    assert out.getvalue().split() == ["UNDEFINED", "NO", "NO", "NO", "NO", "UNDEFINED"]
    assert all("reads visit[" in warning for warning in warnings)


def test_document_004_transcript():
    board = parse_board(DOC004_BOARD, "letters")
    # "请输入两个位置:1 2 1 5" removes both E's by way of the ring, where the program also
    # reads visit[..] beyond the ring.
    a, b = (0, 1), (0, 4)
    with pytest.raises(UndefinedBehaviour, match=r"reads visit\["):
        document_answer("004", board, a, b)
    assert _last(doc004_dfs_events(board, a, b, bounds_first=True)).path == (
        (0, 1),
        (-1, 1),
        (-1, 4),
        (0, 4),
    )
    board = board.remove_pair(a, b)
    # "1 1 2 5": the two C's.
    assert isinstance(_last(doc004_dfs_events(board, (0, 0), (1, 4), bounds_first=True)), Found)


def test_document_004_transcript_board_has_odd_counts():
    counts = parse_board(DOC004_BOARD, "letters").counts()
    assert sum(counts.values()) == 200
    assert {kind for kind, count in counts.items() if count % 2} == {1, 6}  # A and F


def test_document_001_answers_its_sample():
    out = io.StringIO()
    judge_sixdigits_as_001((CASES / "sixdigits-1.in").read_text(), out)
    assert out.getvalue() == (CASES / "sixdigits-1.out").read_text()


# --- document 000 ------------------------------------------------------------------------


def test_document_000_events_on_the_same_cell():
    events = list(doc000_bfs_events(Board.empty(2, 2), (1, 1), (1, 1)))
    assert events[:5] == [
        Enqueued((1, 2), RIGHT, 0),
        Enqueued((1, 0), LEFT, 0),
        Enqueued((2, 1), DOWN, 0),
        Enqueued((0, 1), UP, 0),
        Dequeued((1, 2), RIGHT, 0),
    ]
    assert events[5:9] == [
        Rejected((1, 3), RIGHT, 0, "off_board"),
        Enqueued((1, 1), LEFT, 1),
        Rejected((2, 2), DOWN, 1, "off_board"),
        Rejected((0, 2), UP, 1, "off_board"),
    ]
    assert events[-2:] == [Dequeued((1, 1), LEFT, 1), Found(((1, 1), (1, 2), (1, 1)))]


def test_document_000_keeps_one_turn_count_per_cell():
    # (0, 2) is reached first going up with one turn, later going right with one turn (a tie:
    # queued again); (1, 2) was reached straight, so the turning arrival is turned away.
    board = Board.from_rows([[0, 0, 0], [0, 1, 0], [0, 0, 1]])
    events = list(doc000_bfs_events(board, (1, 1), (2, 2)))
    reasons = Counter(e.reason for e in events if isinstance(e, Rejected))
    assert reasons["cell_seen_with_fewer_turns"] > 0
    assert Enqueued((0, 2), UP, 1) in events and Enqueued((0, 2), RIGHT, 1) in events


def test_document_000_three_turns_are_too_many():
    board = Board.from_rows(
        [[0, 0, 0, 0, 0], [0, 1, 0, 2, 0], [0, 0, 0, 2, 0], [2, 2, 2, 2, 0], [1, 0, 0, 0, 0]]
    )
    assert corrected_answer("000", board, (1, 1), (4, 0)) is False
    assert find_path(board, (1, 1), (4, 0), Rules(max_turns=3)) is not None
    events = list(doc000_bfs_events(board, (1, 1), (4, 0)))
    assert any(isinstance(e, Rejected) and e.reason == "too_many_turns" for e in events)
    assert events[-1] == Exhausted()


@pytest.mark.parametrize(
    ("size", "a", "b", "message"),
    [
        ((3, 3), (0, 1), (2, 2), "writes vir[-1][1]"),
        ((3, 3), (1, 0), (2, 2), "writes vir[1][-1]"),
        ((1000, 3), (999, 1), (0, 1), "writes vir[1000][1]"),
        ((1001, 1), (1, 0), (0, 0), "a 1001x1 board does not fit"),
    ],
)
def test_document_000_undefined(size, a, b, message):
    board = Board.empty(*size)
    with pytest.raises(OutOfArray, match=message.replace("[", r"\[").replace("]", r"\]")):
        list(doc000_bfs_events(board, a, b))


def test_document_000_reads_the_end_outside_the_array_only_when_it_meets_a_tile():
    assert document_answer("000", Board.empty(3, 3), (1, 1), (-1, 1)) is False
    with pytest.raises(OutOfArray, match=r"reads Map\[-1\]\[1\]"):
        document_answer("000", Board.from_rows([[0, 2, 0], [0, 1, 0], [0, 0, 0]]), (1, 1), (-1, 1))


def test_document_000_is_defined_up_to_its_arrays_edge():
    board = Board.empty(999, 2).with_cells({(1, 1): 1, (998, 1): 1})
    assert document_answer("000", board, (1, 1), (998, 1)) is True


@given(boards_with_pair())
def test_document_000_never_misses_a_path(case):
    board, a, b = case
    try:
        document = document_answer("000", board, a, b)
    except UndefinedBehaviour:
        return
    assert document or not corrected_answer("000", board, a, b)


@st.composite
def quirk_free_pairs(draw):
    """A pair document 000 should judge by its rule: the start off row and column 0, the kind
    found nowhere else, and no tile next to the start but the end."""
    board = draw(boards(max_rows=7, max_cols=7, min_cells=4).filter(lambda b: min(b.shape) > 1))
    a = draw(st.tuples(st.integers(1, board.rows - 1), st.integers(1, board.cols - 1)))
    b = draw(st.sampled_from([cell for cell in board.cells() if cell != a]))
    kind = max(board.counts(), default=0) + 1
    changes = {h.step(a): 0 for h in Heading if board.contains(h.step(a))}
    return board.with_cells(changes | {a: kind, b: kind}), a, b


@given(quirk_free_pairs())
def test_document_000_keeps_its_rule_where_no_quirk_applies(case):
    board, a, b = case
    assert document_answer("000", board, a, b) == corrected_answer("000", board, a, b)


# --- document 003 ------------------------------------------------------------------------


def test_document_003_events():
    events = list(doc003_dfs_events(Board.from_rows([[1, 0], [0, 1]]), (0, 0), (1, 1)))
    assert events == [
        Rejected((-1, 0), UP, 0, "off_board"),
        Pushed((1, 0), DOWN, 0),
        Rejected((0, 0), UP, 1, "occupied"),
        Rejected((2, 0), DOWN, 0, "off_board"),
        Rejected((1, -1), LEFT, 1, "off_board"),
        Found(((0, 0), (1, 0), (1, 1))),
    ]


def test_document_003_prunes_and_backtracks():
    board = Board.from_rows([[1, 0, 0], [0, 2, 0], [0, 0, 0], [0, 3, 1]])
    events = list(doc003_dfs_events(board, (0, 0), (3, 2)))
    reasons = {e.reason for e in events if isinstance(e, Rejected)}
    assert {"not_straight_ahead", "on_path", "occupied", "off_board"} <= reasons
    assert any(isinstance(e, Popped) for e in events)
    assert events[-1] == Found(((0, 0), (2, 0), (2, 2), (3, 2)))  # down first: up, down, ...


@pytest.mark.parametrize(
    ("a", "b", "reason"),
    [
        ((0, 0), (0, 0), "same_cell"),
        ((0, 0), (0, 1), "empty_cell"),
        ((0, 0), (1, 0), "kinds_differ"),
    ],
)
def test_document_003_refuses_in_main(a, b, reason):
    board = Board.from_rows([[1, 0], [2, 1]])
    assert list(doc003_dfs_events(board, a, b)) == [Refused(reason)]


def test_document_003_reads_a_cell_off_the_board_as_empty_and_outside_its_array_undefined():
    board = Board.from_rows([[1, 1]])
    assert list(doc003_dfs_events(board, (0, 0), (-1, 0))) == [Refused("empty_cell")]
    with pytest.raises(OutOfArray, match=r"reads map\[-1\]\[1\]"):
        list(doc003_dfs_events(board, (0, 0), (-2, 0)))


@given(boards(max_rows=6, max_cols=6), st.data())
def test_document_003_answers_as_its_rule(board, data):
    cells = st.tuples(st.integers(-1, board.rows), st.integers(-1, board.cols))
    a, b = data.draw(cells), data.draw(cells)
    assert document_answer("003", board, a, b) == corrected_answer("003", board, a, b)


# --- document 004 ------------------------------------------------------------------------


def test_document_004_judge():
    board = Board.from_rows([[1, 0, 1]])
    assert doc004_judge(board, (0, 0), (0, 2)) is None
    assert doc004_judge(board, (0, 0), (1, 0)) == "off_board"
    assert doc004_judge(board, (0, 1), (0, 2)) == "empty_cell"
    assert list(doc004_dfs_events(Board.from_rows([[1, 2]]), (0, 0), (0, 1))) == [
        Refused("kinds_differ")
    ]
    assert answer_as("004", [1, 0, 1], 1, 3, (0, 0), (0, 1)) is False


def test_document_004_goes_on_after_the_target_and_counts_a_third_turn_late():
    board = Board.from_rows([[2, 2, 2, 2], [2, 1, 0, 2], [2, 0, 1, 2], [2, 2, 2, 2]])
    events = list(doc004_dfs_events(board, (1, 1), (2, 2)))
    reached = [i for i, e in enumerate(events) if isinstance(e, Pushed) and e.cell == (2, 2)]
    assert len(reached) == 2  # by way of (1, 2) and of (2, 1)
    assert reached[0] < len(events) - 2
    assert events[-1] == Found(((1, 1), (1, 2), (2, 2)))
    board = Board.from_rows([[2, 2, 2, 2], [2, 1, 0, 2], [2, 0, 0, 2], [2, 2, 2, 2]])
    board = board.with_cells({(2, 2): 3})
    events = list(doc004_dfs_events(board, (1, 1), (1, 1)))
    assert events == [Pushed((1, 1), None, 0), Popped((1, 1), None, 0), Found(((1, 1), (1, 1)))]
    walled = Board.from_rows([[2] * 5] + [[2, 0, 0, 0, 2]] * 3 + [[2, 2, 2, 2, 1]])
    walled = walled.with_cells({(1, 1): 1})
    events = list(doc004_dfs_events(walled, (1, 1), (4, 4)))
    third = [e for e in events if isinstance(e, Pushed) and e.turns == 3]
    assert third and all(Popped(e.cell, e.heading, 3) in events for e in third)
    assert events[-1] == Exhausted()


@given(boards_with_pair(max_rows=6, max_cols=6))
def test_document_004_with_its_tests_swapped_answers_as_its_rule(case):
    board, a, b = case
    last = _last(doc004_dfs_events(board, a, b, bounds_first=True))
    assert isinstance(last, Found) == Checker(board, Rules(outside=True)).can_link(a, b)


@given(boards_with_pair(max_rows=6, max_cols=6))
def test_document_004_is_defined_exactly_when_it_never_looks_past_the_ring(case):
    board, a, b = case
    events = []
    try:
        for event in doc004_dfs_events(board, a, b):
            events.append(event)
        undefined = False
    except OutOfArray:
        undefined = True
    on_ring = [
        e.cell
        for e in events
        if isinstance(e, Pushed) and e.turns <= 2 and e.cell != b and not board.contains(e.cell)
    ]
    assert undefined == bool(on_ring)


def test_document_004_generate_counts():
    for seed in range(300):
        deal = doc004_generate(seed)
        planned = [n for n in deal.counts.values() if n is not UNSET]
        assert sum(planned) == 200
        assert all(n % 2 == 0 for n in planned)
        assert deal.counts[10] == 200 - sum(planned[:-1])
        if deal.unset_kinds:
            assert deal.board is None and "uninitialised num[" in deal.undefined
        zeros = doc004_generate(seed, unset_as=0)
        assert zeros.board.shape == (10, 20)
        assert zeros.board.counts() == {
            k: n for k, n in deal.counts.items() if n and n is not UNSET
        }


def test_document_004_generate_almost_always_leaves_a_count_unset():
    deals = [doc004_generate(seed) for seed in range(2000)]
    assert all(deal.unset_kinds for deal in deals)
    assert max(deal.counts[10] for deal in deals) > 150  # the last kind takes the rest


def test_document_004_generate_with_every_count_set_fills_the_board():
    # Nine even draws under 200 in all: 2, 4, ... as a random.Random that yields them.
    class Draws:
        def __init__(self):
            self.plan = iter([1] * 9 + [0] * 200)

        def randrange(self, n):
            return next(self.plan)

    deal = doc004_generate(Draws())
    assert deal.unset_kinds == [] and deal.counts[10] == 200 - 18
    assert deal.board.counts() == {k: n for k, n in deal.counts.items()}


# --- document 001 ------------------------------------------------------------------------


def test_document_001_moves_are_the_puzzles_moves():
    for state in all_states():
        number = doc001_number(state)
        assert doc001_moveto(number, 1) == doc001_number(apply_move(state, "α"))
        assert doc001_moveto(number, 2) == doc001_number(apply_move(state, "β"))


def test_document_001_searches_as_the_puzzle_module_except_from_the_goal():
    for state in all_states():
        if state != GOAL:
            assert list(doc001_bfs_events(state)) == list(bfs_events(state))
    assert _last(doc001_bfs_events(GOAL)).word == "αααα"
    assert _last(bfs_events(GOAL)).word == ""


# make check: the searches it answers by, event by event, on every layout (above)
@pytest.mark.slow
def test_document_001_answers_every_layout_as_the_puzzle_does():
    assert all(doc001_can_reach(s) == can_reach(s) for s in all_states())


def test_document_001_searches_numbers_that_are_no_layout():
    assert doc001_can_reach((1, 1, 1, 1, 1, 1)) is False
    assert isinstance(_last(doc001_bfs_events((1, 2, 3, 4, 6, 5))), NoWord)


def test_document_001_judge_stops_at_a_bad_line_after_its_answers():
    out = io.StringIO()
    with pytest.raises(InputError) as bad:
        judge_sixdigits_as_001("2 5 6 4 3 1\n\n1 2 3 4 5 5\n1 3 5 2 4 6\n", out)
    assert (bad.value.line, bad.value.token) == (3, "5")
    assert out.getvalue() == "Yes\n"


# --- answers and costs -------------------------------------------------------------------


def test_answer_as_names_the_documents():
    with pytest.raises(ValueError, match="no board search for document '002'"):
        answer_as("002", [1, 1], 1, 2, (0, 0), (0, 1))
    with pytest.raises(ValueError, match="kinds for a"):
        answer_as("003", [1, 1], 2, 2, (0, 0), (0, 1))


def test_costs_side_by_side_on_an_open_board():
    board = Board.empty(12, 12).with_cells({(1, 1): 1, (10, 10): 1})
    board = board.with_cells({(9, 10): 2, (11, 10): 2, (10, 9): 2, (10, 11): 2})
    costs = compare_costs(board, (1, 1), (10, 10), bounds_first=True)
    assert {cost.answer for cost in costs.values()} == {False}
    # Document 003's pruned DFS does about what the BFS does; 004's, unpruned, much more.
    assert costs["003"].expanded < costs["bfs"].expanded
    assert costs["004"].expanded > 10 * costs["bfs outside"].expanded
    assert costs["003"].frontier < costs["bfs"].frontier
    strict = compare_costs(board, (1, 1), (10, 10))["004"]
    assert strict.answer is None and strict.undefined.startswith("reads visit[")
    assert 0 < strict.events < costs["004"].events


def test_costs_table_lists_every_approach():
    board = Board.from_rows([[0, 0, 0], [0, 1, 0], [0, 0, 1]])
    table = format_costs(compare_costs(board, (1, 1), (2, 2)))
    names = [line.split("  ")[0] for line in table.splitlines()[1:]]
    assert names == ["bfs", "dfs", "000", "003", "bfs outside", "004"]
    assert "undefined" in table


def test_corners_and_walk_are_inverse():
    path = ((1, 1), (1, 3), (0, 3), (0, 0))
    assert corners(walk(path)) == path
    assert corners([(0, 0), (0, 1), (0, 0)]) == ((0, 0), (0, 1), (0, 0))


# --- the programs as printed, and the line each event stands for ----------------------------

#: The documents themselves come from the folder named by ``--seeds`` (``make test SEEDS=DIR``);
#: the tests that read them are marked ``seeds`` and left out without it.
SEED_FILES = {"000": "000_*.txt", "001": "001_*.txt", "003": "003_*.txt", "004": "004_*.txt"}


def _seed_text(seeds: Path, doc: str) -> str:
    (found,) = sorted(seeds.glob(SEED_FILES[doc]))
    return found.read_text(encoding="utf-8").replace("\xa0", " ")


@pytest.mark.seeds
@pytest.mark.parametrize("doc", ["000", "001", "004"])
def test_each_program_is_the_code_its_document_prints(seeds, doc):
    from linklab.documents import source

    seed = [line.rstrip() for line in _seed_text(seeds, doc).splitlines()]
    program = source(doc).splitlines()
    assert program[0].replace(" ", "").startswith("#include") and program[-1] == "}"
    starts = [i for i, line in enumerate(seed) if line == program[0]]
    assert any(seed[i : i + len(program)] == program for i in starts), doc


@pytest.mark.seeds
def test_document_003s_program_keeps_its_printed_line_numbers(seeds):
    import re

    from linklab.documents import first_line, source_lines

    numbered = {}
    for line in _seed_text(seeds, "003").splitlines():
        match = re.match(r"^ *(\d+)\. ?(.*)$", line)
        if match:
            numbered[int(match.group(1))] = match.group(2).rstrip()
    lines = source_lines("003")
    assert first_line("003") == 3 and lines[3] == "#include <stdio.h>"
    assert lines == {n: text for n, text in numbered.items() if n >= 3}
    assert "\xa0" not in "".join(lines.values())


def test_programs_ship_with_the_package_and_keep_their_chinese_comments():
    from importlib import resources

    from linklab.documents import source

    shipped = resources.files("linklab.documents") / "sources"
    assert sorted(p.name for p in shipped.iterdir()) == ["000.cpp", "001.cpp", "003.c", "004.cpp"]
    assert "转弯次数" in source("000") and "越界" in source("003")
    assert "数据恢复" in source("004") and "清空队列和map" in source("001")
    with pytest.raises(ValueError, match="no program for document '002'"):
        source("002")


# Per document, what the statement an event stands for says: (event, context) -> pattern.
def _pattern_000(event, context):
    from linklab.core.events import Dequeued, Enqueued, Found, Rejected

    if isinstance(event, Enqueued):
        return r"q\.push\(k1\)" if context["expanding"] else r"q\.push\(t0\)"
    if isinstance(event, Dequeued):
        return r"k0 = q\.front\(\)"
    if isinstance(event, Rejected):
        return {
            "too_many_turns": r"k1\.turn > 3",
            "off_board": r"k1\.x<0 \|\| k1\.y<0 \|\| k1\.x>m - 1",
            "occupied": r"Map\[k1\.x\]\[k1\.y\] != 0 &&",
            "cell_seen_with_fewer_turns": r"vir\[k1\.x\]\[k1\.y\] >= k1\.turn",
        }[event.reason]
    return r'"TRUE"' if isinstance(event, Found) else r'"FALSE"'


def _pattern_003(event, context):
    from linklab.core.events import Found, Popped, Pushed, Refused, Rejected

    if isinstance(event, Refused):
        if event.reason == "same_cell":
            return r"x1 == x2 && y1 == y2 && map\[x1\]\[y1\]!=0"
        return r"map\[x1\]\[y1\] == map\[x2\]\[y2\] && map\[x1\]\[y1\]"
    if isinstance(event, Rejected):
        return {
            "too_many_turns": r"if\(k>=3\)",
            "off_board": r"x<=0 \|\| y<=0 \|\| x>n \|\| y>m",
            "not_straight_ahead": r"z == 1 && x>x2 && y==y2",
            "occupied": r"if\(map\[x\]\[y\]!=0\) return",
            "on_path": r"if\(vis\[x\]\[y\]\) return",
        }[event.reason]
    if isinstance(event, Pushed):
        return r"vis\[x\]\[y\] = 1;"
    if isinstance(event, Popped):
        return r"vis\[x\]\[y\] = 0;"
    return r"flag = 1" if isinstance(event, Found) else r'printf\("NO'


def _pattern_004(event, context):
    from linklab.core.events import Popped, Pushed, Refused, Rejected

    if isinstance(event, Refused):
        return {
            "off_board": r"a<1 \|\| a>WIDTH",
            "empty_cell": r"!g\[a\]\[b\] \|\| !g\[c\]\[d\]",
            "kinds_differ": r"g\[x1\]\[y1\] != g\[x2\]\[y2\]",
        }[event.reason]
    if isinstance(event, Pushed):
        if not context["turns"]:
            return r"DFS\(x1, y1, x2, y2, -1, 0\)"
        if event.turns == context["turns"][-1]:
            return r"visit\[p1\]\[p2\] = 1;\n\s*DFS\(p1, p2, x2, y2, i, k\);"
        return r"visit\[p1\]\[p2\] = 1;\n\s*DFS\(p1, p2, x2, y2, i, k \+ 1\);"
    if isinstance(event, Popped):
        return r"visit\[p1\]\[p2\] = 0;" if len(context["turns"]) > 1 else r"return temp;"
    if isinstance(event, Rejected):
        return {
            "on_path": r"if \(visit\[p1\]\[p2\] \|\|",
            "off_board": r"p1<0 \|\| p1>WIDTH \+ 1",
            "occupied": r"g\[p1\]\[p2\] && \(p1 != x2",
        }[event.reason]
    return r"return temp;"


def _pattern_001(event, context):
    from linklab.core import sixdigits as six

    if isinstance(event, six.Discovered):
        if event.parent is None:
            return r"q\.push\(num\)"
        return r"v==123456" if event.state == (1, 2, 3, 4, 5, 6) else r"q\.push\(v\)"
    if isinstance(event, six.LayoutDequeued):
        return r"u=q\.front\(\)"
    if isinstance(event, six.Skipped):
        return r"used\.count\(v\)==0"
    return r"return 1" if isinstance(event, six.GoalReached) else r"return 0;"


def _update_context(event, context):
    from linklab.core.events import Dequeued, Popped, Pushed

    if isinstance(event, Dequeued):
        context["expanding"] = True
    elif isinstance(event, Pushed):
        context["turns"].append(event.turns)
    elif isinstance(event, Popped):
        context["turns"].pop()


def _events_until_undefined(events):
    out = []
    try:
        for event in events:
            out.append(event)
    except UndefinedBehaviour as why:
        return out, why
    return out, None


def _scenario_queries():
    """The scenario table of test_search, plus queries that reach each document's refusals."""
    from test_search import SCENARIOS

    queries = [(parse_board(text), a, b) for text, a, b, _, _ in SCENARIOS.values()]
    tiny = parse_board("1 0 2\n0 0 1\n2 1 0")
    queries += [(tiny, (0, 0), (0, 0)), (tiny, (0, 0), (0, 2)), (tiny, (0, 0), (0, 1))]
    queries += [(tiny, (0, 0), (1, 2)), (tiny, (2, 1), (0, 0)), (tiny, (0, 0), (5, 5))]
    return queries


@pytest.mark.parametrize(
    "doc, search, pattern",
    [
        ("000", doc000_bfs_events, _pattern_000),
        ("003", doc003_dfs_events, _pattern_003),
        ("004", doc004_dfs_events, _pattern_004),
    ],
)
def test_every_event_maps_to_the_statement_it_stands_for(doc, search, pattern):
    import re

    from linklab.documents import event_lines, source_line, undefined_lines

    seen, undefined = Counter(), 0
    for board, a, b in _scenario_queries():
        events, why = _events_until_undefined(search(board, a, b))
        lines = event_lines(doc, events)
        assert len(lines) == len(events)
        context = {"expanding": False, "turns": []}
        for event, numbers in zip(events, lines):
            text = "\n".join(source_line(doc, n) for n in numbers)
            assert re.search(pattern(event, context), text), (event, numbers, text)
            _update_context(event, context)
            seen[type(event).__name__ + getattr(event, "reason", "")] += 1
        if why is not None:
            undefined += 1
            where = "\n".join(source_line(doc, n) for n in undefined_lines(doc, why))
            array = re.escape(why.array)
            assert re.search(array + r"\[", where), (why, where)
    # The table reaches the ends of the stream and the rejections, not one kind of event only.
    assert len(seen) >= 5, seen
    assert any(name.startswith(("Found", "Exhausted")) for name in seen)


def test_every_event_of_document_001_maps_to_its_statement():
    import re

    from linklab.documents import event_lines, source_line

    layouts = [(1, 3, 5, 2, 4, 6), (2, 5, 6, 4, 3, 1), (1, 2, 3, 4, 5, 6), (2, 5, 3, 1, 4, 6)]
    kinds = Counter()
    for layout in layouts:
        events = list(doc001_bfs_events(layout))
        for event, numbers in zip(events, event_lines("001", events), strict=True):
            text = "\n".join(source_line("001", n) for n in numbers)
            assert re.search(_pattern_001(event, {}), text), (event, numbers, text)
            kinds[type(event).__name__] += 1
    assert set(kinds) == {
        "Discovered",
        "LayoutDequeued",
        "Skipped",
        "GoalReached",
        "GoalUnreachable",
    }


@given(boards_with_pair(max_rows=5, max_cols=5), st.sampled_from(["000", "003", "004"]))
def test_on_any_board_every_event_maps_to_its_statement(case, doc):
    import re

    from linklab.documents import DOCUMENT_SEARCHES, event_lines, source_line

    board, a, b = case
    events, _ = _events_until_undefined(DOCUMENT_SEARCHES[doc](board, a, b))
    pattern = {"000": _pattern_000, "003": _pattern_003, "004": _pattern_004}[doc]
    context = {"expanding": False, "turns": []}
    for event, numbers in zip(events, event_lines(doc, events), strict=True):
        text = "\n".join(source_line(doc, n) for n in numbers)
        assert re.search(pattern(event, context), text), (event, numbers, text)
        _update_context(event, context)


def test_the_cost_table_lines_up_in_chinese_too():
    from linklab import i18n
    from linklab.documents import compare_costs, format_costs

    board = Board.from_rows([[0, 0, 0], [0, 1, 0], [0, 0, 1]])
    costs = compare_costs(board, (1, 1), (2, 2))
    with i18n.using("zh"):
        table = format_costs(costs).splitlines()
    assert table[0].split()[:2] == ["方法", "答案"]
    assert "bfs（绕外圈）" in table[5] and "未定义" in table[6]
    # Every number ends where its header ends, Chinese characters counted double.
    widths = {i18n.display_width(line) for line in table}
    assert len(widths) == 1, table


def test_document_004_names_its_ring_cell_in_both_numberings():
    # One row `1 1`: the search steps left from the ring cell (0, -1), which a picture counting
    # from 1 calls row 1, column 0 (the ring left of column 1).
    board = Board.from_rows([[1, 1]])
    with pytest.raises(OutOfArray) as why:
        list(doc004_dfs_events(board, (0, 0), (0, 1)))
    said = str(why.value)
    assert "ring cell (0, -1) as code counts from 0" in said
    assert "row 1, column 0 as the pictures count from 1" in said
    with i18n.using("zh"):
        chinese = i18n.tr(said)
    assert "图中从 1 数起是第 1 行第 0 列" in chinese and "ring" not in chinese
