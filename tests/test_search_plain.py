"""`find_path`'s searches with no events find what the searches that show their events find."""

import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from strategies import boards, boards_with_pair, rules

from linklab.core.board import Board
from linklab.core.events import Found
from linklab.core.rules import Rules
from linklab.core.search import SEARCHES, find_path
from linklab.core.trace import last_event


def _shown_path(method, board, a, b, rule):
    """The path the event stream ends on, or None: what `find_path` read before."""
    last = last_event(SEARCHES[method](board, a, b, rule))
    return last.path if isinstance(last, Found) else None


@given(boards_with_pair(max_rows=9, max_cols=9), rules)
# With three turns and the outside ring, a path may come back across itself: the DFS refuses a
# cell already on its path and finds ((1, 1), (-1, 1), (-1, 0), (0, 0)) here; one that does
# not meets a path through its own cells first.
@example(
    case=(Board.from_rows([[1, 0], [0, 1]]), (1, 1), (0, 0)), rule=Rules(max_turns=3, outside=True)
)
@pytest.mark.parametrize("method", SEARCHES)
def test_the_plain_search_finds_the_path_the_events_show(method, case, rule):
    board, a, b = case
    assert find_path(board, a, b, rule, method=method) == _shown_path(method, board, a, b, rule)


@given(boards(max_rows=5, max_cols=5), st.data(), rules)
@pytest.mark.parametrize("method", SEARCHES)
def test_a_pair_that_is_no_pair_is_none_as_the_events_refuse_it(method, board, data, rule):
    # Any two cells, inside or off the board, empty, of two kinds or the same cell.
    cell = st.tuples(st.integers(-1, board.rows), st.integers(-1, board.cols))
    a, b = data.draw(cell), data.draw(cell)
    assert find_path(board, a, b, rule, method=method) == _shown_path(method, board, a, b, rule)
