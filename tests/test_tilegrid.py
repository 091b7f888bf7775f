"""The one link test (``linklab.core.tilegrid``) pinned to the event searches on random boards.

The checker, the solver's grid and the generator all read ``Occupancy``'s scans; each property
below holds them to what ``bfs_events`` (through ``find_path``) says, for 0 to 4 turns, with and
without the outside ring.
"""

from __future__ import annotations

from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import boards, boards_with_pair

from linklab import Board, Checker, Rules, find_path, path_problem
from linklab.core.events import Found
from linklab.core.generate import reachable_cells
from linklab.core.search import bfs_events
from linklab.core.tilegrid import MANY_TURNS, Occupancy, TileGrid, count_scans

rules = st.builds(Rules, max_turns=st.integers(0, 4), outside=st.booleans())


def fewest_turns(board: Board, a, b, rule: Rules) -> int | None:
    """The turns of the BFS's path (the fewest), or None when it finds none."""
    path = find_path(board, a, b, rule)
    return None if path is None else len(path) - 2


def padded(cell):
    return cell[0] + 2, cell[1] + 2


@given(boards_with_pair(), rules)
@settings(max_examples=examples(300))
def test_the_checker_links_exactly_when_the_bfs_does_with_as_few_turns(case, rule):
    board, a, b = case
    turns = fewest_turns(board, a, b, rule)
    checker = Checker(board, rule)
    assert checker.can_link(a, b) == (turns is not None)
    path = checker.path(a, b)
    if turns is None:
        assert path is None
    else:
        assert path is not None and path[0] == a and path[-1] == b
        assert path_problem(board, path, rule) is None
        assert len(path) - 2 == turns


@given(boards_with_pair(), rules)
@settings(max_examples=examples(300))
def test_the_solvers_grid_links_its_tiles_as_the_bfs_does(case, rule):
    board, a, b = case
    grid = TileGrid(board, rule)
    t, u = (
        grid.at[padded(a)[0] * grid.width + padded(a)[1]],
        grid.at[padded(b)[0] * grid.width + padded(b)[1]],
    )
    turns = fewest_turns(board, a, b, rule)
    way = grid.route(t, u)
    assert grid.link(t, u) == (way != -1) == (turns is not None)
    if way >= 0:  # a route of at most two turns, told by its middle segment
        corners = grid.corners(*padded(a), *padded(b), way)
        path = tuple((r - 2, c - 2) for r, c in corners)
        assert path_problem(board, path, rule) is None
    elif way == MANY_TURNS:
        assert turns is not None and turns > 2
    # the tiles on the path it reports are tiles of the board, the two ends left out
    mask = grid.path_tiles(t, u)
    assert (mask == 0) or turns is not None
    assert not mask >> t & 1 and not mask >> u & 1


@given(boards_with_pair(), rules)
@settings(max_examples=examples(200))
def test_a_tile_taken_off_the_grid_is_a_gap_the_bfs_sees_too(case, rule):
    board, a, b = case
    grid = TileGrid(board, rule)
    others = [t for t, cell in enumerate(grid.cells) if cell not in (padded(a), padded(b))]
    if not others:
        return
    gone = others[0]
    grid.set(gone, 0)
    r, c = grid.cells[gone]
    lighter = board.with_cells({(r - 2, c - 2): 0})
    t = grid.cells.index(padded(a))
    u = grid.cells.index(padded(b))
    assert grid.link(t, u) == (fewest_turns(lighter, a, b, rule) is not None)


@given(boards(min_cells=2), rules, st.data())
@settings(max_examples=examples(200))
def test_near_tiles_are_the_tiles_a_path_from_an_empty_cell_reaches(board, rule, data):
    empty = [cell for cell in board.cells() if not board[cell]]
    if not empty:
        return
    start = data.draw(st.sampled_from(empty))
    grid = TileGrid(board, rule)
    near = {grid.cells[t] for t in grid.near_tiles(*padded(start), rule.max_turns)}
    expected = set()
    for tile in board.tiles():
        # a tile of the same kind at the start: the BFS then walks from the empty cell
        probe = board.with_cells({start: board[tile]})
        if find_path(probe, start, tile, rule) is not None:
            expected.add(padded(tile))
    assert near == expected


@given(boards(min_cells=2), rules, st.data())
@settings(max_examples=examples(200))
def test_the_generators_reach_is_the_empty_cells_the_bfs_reaches(board, rule, data):
    start = data.draw(st.sampled_from(list(board.cells())))
    flat = [kind for row in board.grid for kind in row]
    grid = Occupancy(flat, board.rows, board.cols, rule.outside)
    reached = reachable_cells(grid, start, rule)
    expected = set()
    for cell in board.cells():
        if cell != start and not board[cell]:
            probe = board.with_cells({start: 1, cell: 1})
            last = list(bfs_events(probe, start, cell, rule))[-1]
            if isinstance(last, Found):
                expected.add(cell)
    assert reached == expected


def test_counting_scans_leaves_the_answers_alone():
    board = Board.from_rows([[1, 2, 0], [0, 2, 0], [0, 0, 1]])
    checker = Checker(board)
    with count_scans(checker.grid) as scans:
        path = checker.path((0, 0), (2, 2))
    assert path == Checker(board).path((0, 0), (2, 2)) and scans[0] > 0
