"""Hypothesis strategies shared by the tests."""

from __future__ import annotations

from hypothesis import strategies as st

from linklab import Board, Rules


@st.composite
def boards(draw, max_rows: int = 8, max_cols: int = 8, max_kind: int = 3, min_cells: int = 1):
    """Small boards, mostly sparse enough that paths exist."""
    rows = draw(st.integers(1, max_rows))
    cols = draw(st.integers(max(1, (min_cells + rows - 1) // rows), max_cols))
    density = draw(st.sampled_from([0.2, 0.4, 0.6]))
    kinds = st.integers(0, max_kind)
    grid = [
        [draw(kinds) if draw(st.floats(0, 1)) < density else 0 for _ in range(cols)]
        for _ in range(rows)
    ]
    return Board.from_rows(grid)


@st.composite
def boards_with_pair(draw, **kwargs):
    """A board and two distinct cells made to hold tiles of one kind."""
    board = draw(boards(min_cells=2, **kwargs))
    cells = list(board.cells())
    a, b = draw(st.lists(st.sampled_from(cells), min_size=2, max_size=2, unique=True))
    kind = draw(st.integers(1, 3))
    return board.with_cells({a: kind, b: kind}), a, b


rules = st.builds(Rules, max_turns=st.integers(0, 3), outside=st.booleans())
