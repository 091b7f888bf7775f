"""`find_path`'s two searches with no events: the paths `bfs_events` and `dfs_events` end on.

The event streams show every push, pop and refusal, one event object and one generator step at
a time: what a player needs, and what a caller who asks only for the path pays for nothing. A
learner's function that calls ``find_path`` on each of a check's 17,472 cases runs these loops
instead: the same states tried in the same order (headings in `Heading`'s order, never straight
back), the same refusals and the same path, with no Python call a step.
``tests/test_search_plain.py`` holds each to ``last_event`` of its stream.
"""

from __future__ import annotations

from collections import deque

from linklab.core.board import Board, Cell, Path, corners
from linklab.core.rules import Heading, Rules

#: Each heading's step, in `Heading`'s order; heading ``i``'s opposite is ``(i + 2) % 4``.
_STEPS = tuple(heading.value for heading in Heading)


def dfs_path(board: Board, a: Cell, b: Cell, rules: Rules) -> Path | None:
    """The first path document 003's pruned DFS meets from ``a`` to ``b``, as corners, or None.

    ``a`` and ``b`` must already be a pair (`pair_problem` found nothing).

    >>> dfs_path(Board.from_rows([[1, 0, 0], [0, 2, 0], [0, 0, 1]]), (0, 0), (2, 2), Rules())
    ((0, 0), (0, 2), (2, 2))
    >>> dfs_path(Board.from_rows([[1, 2, 1]]), (0, 0), (0, 2), Rules()) is None
    True
    """
    top, bottom, left, right = rules.area(board)
    grid, rows, cols, last_turn = board.grid, board.rows, board.cols, rules.max_turns
    # The path so far, one entry a cell: its heading (-1 at the start), turns used and the
    # next heading to try there.
    cells, headings, turns_used, tried = [a], [-1], [0], [0]
    on_path = {a}
    while cells:
        depth = len(cells) - 1
        i = tried[depth]
        if i == 4:
            on_path.discard(cells.pop())
            del headings[-1], turns_used[-1], tried[-1]
            continue
        tried[depth] = i + 1
        heading = headings[depth]
        if heading >= 0 and i == (heading + 2) % 4:
            continue
        dr, dc = _STEPS[i]
        r, c = cells[depth][0] + dr, cells[depth][1] + dc
        turns = turns_used[depth] + (heading >= 0 and i != heading)
        if not (top <= r <= bottom and left <= c <= right) or turns > last_turn:
            continue
        cell = (r, c)
        if cell == b:
            return corners([*cells, b])
        if 0 <= r < rows and 0 <= c < cols and grid[r][c]:
            continue
        if turns == last_turn and not (  # the pruning: no turn left, b must lie straight ahead
            (b[1] == c and (b[0] - r) * dr > 0) if dr else (b[0] == r and (b[1] - c) * dc > 0)
        ):
            continue
        if cell in on_path:
            continue
        on_path.add(cell)
        cells.append(cell)
        headings.append(i)
        turns_used.append(turns)
        tried.append(0)
    return None


def bfs_path(board: Board, a: Cell, b: Cell, rules: Rules) -> Path | None:
    """The path with the fewest turns from ``a`` to ``b`` that the 0-1 BFS of `bfs_events`
    finds, as corners, or None. ``a`` and ``b`` must already be a pair.

    >>> bfs_path(Board.from_rows([[1, 0, 0], [0, 2, 0], [0, 0, 1]]), (0, 0), (2, 2), Rules())
    ((0, 0), (2, 0), (2, 2))
    """
    top, bottom, left, right = rules.area(board)
    grid, rows, cols, last_turn = board.grid, board.rows, board.cols, rules.max_turns
    # A state is (cell, heading, turns), heading an index into _STEPS (-1 at the start); the
    # fewest turns known per (cell, heading), and the state each was reached from.
    best: dict[tuple[Cell, int], int] = {(a, -1): 0}
    came_from: dict[tuple[Cell, int], tuple[Cell, int]] = {}
    queue = deque([(a, -1, 0)])
    while queue:
        cell, heading, turns = queue.popleft()
        if best[cell, heading] < turns:
            continue  # a straight step reached it with fewer turns after it was queued
        if cell == b:
            cells, key = [b], (b, heading)
            while key in came_from:
                key = came_from[key]
                cells.append(key[0])
            return corners(cells[::-1])
        for i, (dr, dc) in enumerate(_STEPS):
            if heading >= 0 and i == (heading + 2) % 4:
                continue
            r, c = cell[0] + dr, cell[1] + dc
            following = turns + (heading >= 0 and i != heading)
            if not (top <= r <= bottom and left <= c <= right) or following > last_turn:
                continue
            step = (r, c)
            if step != b and 0 <= r < rows and 0 <= c < cols and grid[r][c]:
                continue
            if best.get((step, i), following + 1) <= following:
                continue
            best[step, i] = following
            came_from[step, i] = (cell, heading)
            if following == turns:
                queue.appendleft((step, i, following))
            else:
                queue.append((step, i, following))
    return None
