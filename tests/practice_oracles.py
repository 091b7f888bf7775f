"""A second way to every practice key, written apart from the package's searches.

Each oracle takes a question's plain data (rows of kinds, cells from 0) and answers as a
different algorithm would: links and reach by layers of straight rays (a path of t turns is
t + 1 straight runs), the plain BFS and the pruned DFS by a hand-written deque and recursion,
document 000's program transcribed line by line from its C++, and the six-digit puzzle by its
own two moves read from their description. None imports ``linklab``.
"""

from __future__ import annotations

import contextlib
from collections import deque

UP, RIGHT, DOWN, LEFT = (-1, 0), (0, 1), (1, 0), (0, -1)
ORDER = (UP, RIGHT, DOWN, LEFT)


def _kind(grid, cell):
    r, c = cell
    if 0 <= r < len(grid) and 0 <= c < len(grid[0]):
        return grid[r][c]
    return 0


def _in_area(grid, cell, outside):
    pad = 1 if outside else 0
    r, c = cell
    return -pad <= r < len(grid) + pad and -pad <= c < len(grid[0]) + pad


def ray_layers(grid, a, k, outside, target=None):
    """``(reached, hit_at)``: the empty cells a path from ``a`` reaches with at most ``k``
    turns, and the fewest turns that hit ``target`` (None if none within ``k``)."""
    reached: set = set()
    starts = [a]
    for turns in range(k + 1):
        new = set()
        for start in starts:
            for dr, dc in ORDER:
                r, c = start[0] + dr, start[1] + dc
                while _in_area(grid, (r, c), outside):
                    if (r, c) == target:
                        return reached | new, turns
                    if _kind(grid, (r, c)):
                        break
                    new.add((r, c))
                    r, c = r + dr, c + dc
        starts = sorted(new - reached)
        reached |= new
    return reached, None


def fewest_turns(grid, a, b, k, outside):
    return ray_layers(grid, a, k, outside, target=b)[1]


def linking_pairs(grid, k, outside):
    tiles = [(r, c) for r, row in enumerate(grid) for c, kind in enumerate(row) if kind]
    return sorted(
        (a, b)
        for i, a in enumerate(tiles)
        for b in tiles[i + 1 :]
        if _kind(grid, a) == _kind(grid, b) and fewest_turns(grid, a, b, k, outside) is not None
    )


def reach(grid, a, k, outside):
    reached, _ = ray_layers(grid, a, k, outside)
    return sorted(
        cell for cell in reached if 0 <= cell[0] < len(grid) and 0 <= cell[1] < len(grid[0])
    )


def queue_after(grid, start, steps):
    """The plain BFS's queue after ``steps`` cells are taken out and their neighbours queued."""
    queue = deque([start])
    seen = {start}
    for _ in range(steps):
        r, c = queue.popleft()
        for dr, dc in ORDER:
            cell = (r + dr, c + dc)
            if cell not in seen and _in_area(grid, cell, False) and not _kind(grid, cell):
                seen.add(cell)
                queue.append(cell)
    return list(queue)


class _Found(Exception):
    pass


def pruned_dfs(grid, a, b, k, outside):
    """``(pushes, first_pruned)``: the cells the DFS pushes (``a`` first) until it finds ``b``,
    and the first cell it refuses because ``b`` is not straight ahead after its last turn."""
    pushes = [a]
    pruned = []
    on_path = {a}

    def straight(cell, heading):
        dr, dc = heading
        if dr:
            return b[1] == cell[1] and (b[0] - cell[0]) * dr > 0
        return b[0] == cell[0] and (b[1] - cell[1]) * dc > 0

    def go(cell, heading, turns):
        for step in ORDER:
            if heading is not None and step == (-heading[0], -heading[1]):
                continue
            nxt = (cell[0] + step[0], cell[1] + step[1])
            used = turns + (heading is not None and step != heading)
            if not _in_area(grid, nxt, outside):
                continue
            if nxt != b and _kind(grid, nxt):
                continue
            if used > k:
                continue
            if nxt != b:
                if used == k and not straight(nxt, step):
                    pruned.append(nxt)
                    continue
                if nxt in on_path:
                    continue
            pushes.append(nxt)
            if nxt == b:
                raise _Found
            on_path.add(nxt)
            go(nxt, step, used)
            on_path.discard(nxt)

    with contextlib.suppress(_Found):
        go(a, None, 0)
    return pushes, (pruned[0] if pruned else None)


class Undefined(Exception):
    """Document 000's program reaches outside its arrays."""


def doc000(grid, start, end):
    """Document 000's program, line by line: True when it prints TRUE."""
    m, n = len(grid), len(grid[0])
    size = 1000

    def read(array, x, y):
        if not (0 <= x < size and 0 <= y < size):
            raise Undefined
        return array.get((x, y), 0)

    def write(array, x, y, value):
        if not (0 <= x < size and 0 <= y < size):
            raise Undefined
        array[(x, y)] = value

    the_map = {(r, c): kind for r, row in enumerate(grid) for c, kind in enumerate(row) if kind}
    vir: dict = {}
    trend = [(0, 1), (0, -1), (1, 0), (-1, 0)]
    stx, sty = start
    edx, edy = end
    q = deque()
    for i in range(4):
        t0 = (stx + trend[i][0], sty + trend[i][1], i, 1)
        write(vir, t0[0], t0[1], 1)
        q.append(t0)
    while q:
        x, y, d, turn = q.popleft()
        if x == edx and y == edy:
            return True
        for i in range(4):
            kx, ky = x + trend[i][0], y + trend[i][1]
            kturn = turn + 1 if i != d else turn
            if kturn > 3 or kx < 0 or ky < 0 or kx > m - 1 or ky > n - 1:
                continue
            here = read(the_map, kx, ky)
            if here != 0 and here != read(the_map, edx, edy):
                continue
            seen = read(vir, kx, ky)
            if seen == 0 or seen >= kturn:
                write(vir, kx, ky, kturn)
                q.append((kx, ky, i, kturn))
    return False


def is_pair(grid, a, b):
    return a != b and _kind(grid, a) != 0 and _kind(grid, a) == _kind(grid, b)


# The six-digit puzzle: cells A..F are 0..5, row by row (A B C over D E F). α sends A's digit
# to B, B's to E, E's to D, D's to A; β sends B's to C, C's to F, F's to E, E's to B.
_SENDS = {"α": {0: 1, 1: 4, 4: 3, 3: 0}, "β": {1: 2, 2: 5, 5: 4, 4: 1}}


def six_move(layout, move):
    after = list(layout)
    for source, target in _SENDS[move].items():
        after[target] = layout[source]
    return tuple(after)


def six_distance(layout, goal=(1, 2, 3, 4, 5, 6)):
    """The fewest α/β moves from ``layout`` to ``goal``, or None."""
    depth = {tuple(layout): 0}
    queue = deque([tuple(layout)])
    while queue:
        here = queue.popleft()
        if here == goal:
            return depth[here]
        for move in "αβ":
            there = six_move(here, move)
            if there not in depth:
                depth[there] = depth[here] + 1
                queue.append(there)
    return None


def six_after(layout, word):
    for move in word:
        layout = six_move(layout, move)
    return tuple(layout)


# Whether a board can be cleared: every order of removals tried, each board seen once (as the
# set of its tiles left), a pair removable when its kinds match and the layers of rays join it.


def _removed(grid, a, b):
    after = [list(row) for row in grid]
    after[a[0]][a[1]] = after[b[0]][b[1]] = 0
    return after


def _links(grid, a, b, k, outside):
    return is_pair(grid, a, b) and fewest_turns(grid, a, b, k, outside) is not None


def can_clear(grid, k, outside):
    """Whether some order of removals empties ``grid``."""
    seen: set = set()

    def clears(board):
        tiles = [(r, c) for r, row in enumerate(board) for c, kind in enumerate(row) if kind]
        if not tiles:
            return True
        key = frozenset(tiles)
        if key in seen:
            return False
        seen.add(key)
        for i, a in enumerate(tiles):
            for b in tiles[i + 1 :]:
                if _links(board, a, b, k, outside) and clears(_removed(board, a, b)):
                    return True
        return False

    return clears([list(row) for row in grid])


def clears_with(grid, moves, k, outside):
    """Whether removing ``moves`` (pairs of cells), in order, each then linkable, empties
    ``grid``."""
    board = [list(row) for row in grid]
    for a, b in moves:
        if not _links(board, a, b, k, outside):
            return False
        board = _removed(board, a, b)
    return not any(any(row) for row in board)
