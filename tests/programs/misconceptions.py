"""The mistakes the course warns about, written as a learner writes them, and the right answers.

Each function takes what the notebook checks give (``linklab.course.selfcheck``): a board with
``board[cell]``, ``board.rows`` and ``board.cols`` and two cells ``a`` and ``b`` (0-based), or a
six-digit layout (the digits of cells A..F). Nothing here imports linklab, so the judge-format
program beside it (``learner_misconception.py``) runs them as a learner's program would run.

``TABLE`` lists them: (name, what the function returns, right or not). A name ending in
``outside`` follows the rule with the ring round the board allowed.
"""

from collections import deque

STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))  # up, right, down, left
GOAL = (1, 2, 3, 4, 5, 6)


def _pair_refused(board, a, b, kinds=True):
    return a == b or board[a] == 0 or board[b] == 0 or (kinds and board[a] != board[b])


def _bfs(
    board,
    a,
    b,
    *,
    limit=2,
    keep="heading",
    kinds=True,
    margin=0,
    sides=(1, 1, 1, 1),
    own=False,
    start=None,
    wall_at_b=False,
):
    """A first-in-first-out BFS by turns; ``keep`` is what it remembers of a cell.

    ``keep``: "heading" (fewest turns per cell and heading, right), "ge" (fewest turns per
    cell, a tie queued again: document 000's ``>=``, right), "fewer" (a tie turned away),
    "first" (a cell marked visited the first time it is queued). ``margin`` 1 lets paths
    leave the board by one cell, on the sides (top, right, bottom, left) ``sides`` names.
    ``own`` lets a path walk through tiles of the ends' own kind. ``start`` is the heading the
    search begins with (None: the first step is free). ``wall_at_b`` tests a cell for a tile
    before testing it for the target.
    """
    if _pair_refused(board, a, b, kinds):
        return False
    top, right, bottom, left = sides

    def on(cell):
        r, c = cell
        return (
            -margin * top <= r < board.rows + margin * bottom
            and -margin * left <= c < board.cols + margin * right
        )

    def empty(cell):
        r, c = cell
        if not (0 <= r < board.rows and 0 <= c < board.cols):
            return True
        return board[cell] == 0 or (own and board[cell] == board[a])

    best, marked = {}, {a}
    queue = deque([(a, start, 0)])  # no heading yet: the first step is free
    while queue:
        (row, col), heading, turns = queue.popleft()
        for new, (dr, dc) in enumerate(STEPS):
            cell, cost = (row + dr, col + dc), turns + (heading is not None and new != heading)
            if (limit is not None and cost > limit) or not on(cell):
                continue
            if wall_at_b and not empty(cell):
                continue
            if cell == b:
                return True
            if not empty(cell):
                continue
            if keep == "heading":
                if best.get((cell, new), 99) <= cost:
                    continue
                best[(cell, new)] = cost
            elif keep == "ge":
                if best.get(cell, 99) < cost:
                    continue
                best[cell] = cost
            elif keep == "fewer":
                if best.get(cell, 99) <= cost:
                    continue
                best[cell] = cost
            elif keep == "first":
                if cell in marked:
                    continue
                marked.add(cell)
            queue.append((cell, new, cost))
    return False


def right_link(board, a, b):
    return _bfs(board, a, b)


def right_document_000_ge(board, a, b):
    return _bfs(board, a, b, keep="ge")


def visited_at_first_arrival(board, a, b):
    return _bfs(board, a, b, keep="first")


def requeue_only_with_fewer_turns(board, a, b):
    return _bfs(board, a, b, keep="fewer")


def no_turn_limit(board, a, b):
    return _bfs(board, a, b, limit=None)


def three_turns(board, a, b):
    return _bfs(board, a, b, limit=3)


def first_segment_counted(board, a, b):
    """Starts heading right, as if the first segment were a turn's: leaving a up, down or left
    costs a turn."""
    return _bfs(board, a, b, start=1)


def target_as_wall(board, a, b):
    return _bfs(board, a, b, wall_at_b=True)


def no_same_kind_test(board, a, b):
    return _bfs(board, a, b, kinds=False)


def walks_through_own_kind(board, a, b):
    return _bfs(board, a, b, own=True)


def best_table_as_default(board, a, b, best={}):  # noqa: B006  (the misconception itself)
    """Notebook 02's BFS with its table of fewest turns a default argument: never emptied."""
    if _pair_refused(board, a, b):
        return False
    queue = deque((a, heading, 0) for heading in range(4))
    while queue:
        (row, col), heading, turns = queue.popleft()
        for new, (dr, dc) in enumerate(STEPS):
            cell, cost = (row + dr, col + dc), turns + (new != heading)
            if cost > 2 or not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
                continue
            if cell == b:
                return True
            if board[cell] != 0 or best.get((cell, new), 3) <= cost:
                continue
            best[(cell, new)] = cost
            queue.append((cell, new, cost))
    return False


def path_off_the_board(board, a, b):
    return _bfs(board, a, b, margin=1)


def right_link_outside(board, a, b):
    return _bfs(board, a, b, margin=1)


def ring_missing_a_side_outside(board, a, b):
    return _bfs(board, a, b, margin=1, sides=(1, 1, 0, 1))


def goal_by_touching_a_neighbour(board, a, b):
    """Stops when ``b`` is next door to a cell it takes off the queue, whatever the turn."""
    if _pair_refused(board, a, b):
        return False
    best = {}
    queue = deque([(a, None, 0)])
    while queue:
        (row, col), heading, turns = queue.popleft()
        for new, (dr, dc) in enumerate(STEPS):
            cell = (row + dr, col + dc)
            if cell == b:
                return True
            cost = turns + (heading is not None and new != heading)
            if cost > 2 or not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
                continue
            if board[cell] != 0 or best.get((cell, new), 99) <= cost:
                continue
            best[(cell, new)] = cost
            queue.append((cell, new, cost))
    return False


# --- depth first, returning the path's cells ---------------------------------------------


def _ahead(b, cell, step):
    down, right = b[0] - cell[0], b[1] - cell[1]
    return down * step[1] == right * step[0] and down * step[0] + right * step[1] > 0


def _dfs(board, a, b, *, prune=True, unmark=True, prune_at=2):
    if _pair_refused(board, a, b):
        return None
    steps = ((-1, 0), (1, 0), (0, -1), (0, 1))  # up, down, left, right, as document 003
    path, on_path = [a], {a}

    def grow(heading, turns):
        row, col = path[-1]
        for new, step in enumerate(steps):
            cell = (row + step[0], col + step[1])
            cost = turns + (heading is not None and new != heading)
            if cost > 2 or cell in on_path:
                continue
            if not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
                continue
            if cell == b:
                return [*path, cell]
            if board[cell] != 0 or (prune and cost >= prune_at and not _ahead(b, cell, step)):
                continue
            path.append(cell)
            on_path.add(cell)
            found = grow(new, cost)
            if found:
                return found
            path.pop()
            if unmark:
                on_path.discard(cell)
        return None

    return grow(None, 0)


def right_dfs(board, a, b):
    return _dfs(board, a, b)


def dfs_never_unmarks(board, a, b):
    return _dfs(board, a, b, unmark=False)


def dfs_without_pruning(board, a, b):
    return _dfs(board, a, b, prune=False)


def dfs_prunes_too_early(board, a, b):
    """Gives up on a cell whose target is not straight ahead after its first turn already."""
    return _dfs(board, a, b, prune_at=1)


def dfs_path_without_b(board, a, b):
    path = _dfs(board, a, b)
    return None if path is None else path[:-1]


def dfs_path_backwards(board, a, b):
    """A right DFS that hands back its path from b to a."""
    path = _dfs(board, a, b)
    return None if path is None else path[::-1]


# --- searches the catalogue must name apart (or together, where no case tells them apart) ---


def _stepping_dfs(board, a, b, *, first_costs=False, prune_first=False, prune=True, dead=None):
    """Document 003's DFS, written out again with a learner's variations: ``first_costs`` counts
    the first segment as a turn, ``prune_first`` prunes before testing for b, ``dead`` (a set)
    remembers the (cell, heading) states found dead."""
    if _pair_refused(board, a, b):
        return None
    steps = ((-1, 0), (1, 0), (0, -1), (0, 1))
    path, on_path = [a], {a}

    def grow(heading, turns):
        row, col = path[-1]
        for new, step in enumerate(steps):
            cell = (row + step[0], col + step[1])
            cost = turns + (
                new != heading if first_costs else heading is not None and new != heading
            )
            if cost > 2 or cell in on_path:
                continue
            if not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
                continue
            pruned = prune and cost >= 2 and not _ahead(b, cell, step)
            if prune_first and pruned:
                continue
            if cell == b:
                return [*path, cell]
            if board[cell] != 0 or pruned or (dead is not None and (cell, new) in dead):
                continue
            path.append(cell)
            on_path.add(cell)
            found = grow(new, cost)
            if found:
                return found
            if dead is not None:
                dead.add((cell, new))
            path.pop()
            on_path.discard(cell)
        return None

    return grow(None, 0)


def dfs_first_segment_counted(board, a, b):
    """No pruning code; leaving a costs a turn in every direction (its heading starts as None,
    and None differs from every heading)."""
    return _stepping_dfs(board, a, b, first_costs=True, prune=False)


def dfs_prunes_before_the_target(board, a, b):
    return _stepping_dfs(board, a, b, prune_first=True)


def dfs_memo_of_dead_states(board, a, b):
    """No pruning; a (cell, heading) that led nowhere is never entered again."""
    return _stepping_dfs(board, a, b, prune=False, dead=set())


def ring_ignored_outside(board, a, b):
    """Right on the board, and checked where the rule allows the ring round it."""
    return _bfs(board, a, b)


def answers_at_first_arrival(board, a, b):
    """A first-in-first-out BFS that answers the first time it reaches b, with that arrival's
    turns: the first arrival is by the fewest steps, not the fewest turns."""
    if _pair_refused(board, a, b):
        return False
    best = {}
    queue = deque([(a, None, 0)])
    while queue:
        (row, col), heading, turns = queue.popleft()
        for new, (dr, dc) in enumerate(STEPS):
            cell, cost = (row + dr, col + dc), turns + (heading is not None and new != heading)
            if cell == b:
                return cost <= 2
            if cost > 2 or not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
                continue
            if board[cell] != 0 or best.get((cell, new), 99) <= cost:
                continue
            best[(cell, new)] = cost
            queue.append((cell, new, cost))
    return False


def bfs_pops_from_the_end(board, a, b):
    """A BFS by turns that returns its path, its queue a list taken from the end (a stack)."""
    if _pair_refused(board, a, b):
        return None
    best = {}
    queue = [(a, None, 0, [a])]
    while queue:
        (row, col), heading, turns, path = queue.pop()
        if (row, col) == b:
            return path
        for new, (dr, dc) in enumerate(STEPS):
            cell, cost = (row + dr, col + dc), turns + (heading is not None and new != heading)
            if cost > 2 or not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
                continue
            if (board[cell] != 0 and cell != b) or best.get((cell, new), 99) <= cost:
                continue
            best[(cell, new)] = cost
            queue.append((cell, new, cost, [*path, cell]))
    return None


# --- six digits ----------------------------------------------------------------------------

#: Where each cell's digit goes (cells A..F = 0..5): α turns A B E D, β turns B C F E.
ALPHA, BETA = (1, 4, 2, 0, 3, 5), (0, 2, 5, 3, 1, 4)
#: α written with the wrong cycle: A B D E (crossing the block) instead of A B E D.
WRONG_ALPHA = (1, 3, 2, 4, 0, 5)


def _move(state, dest):
    new = [0] * 6
    for cell, digit in enumerate(state):
        new[dest[cell]] = digit
    return tuple(new)


def _reach(layout, moves, seen=None):
    seen = {tuple(layout)} if seen is None else seen
    seen.add(tuple(layout))
    queue = deque([tuple(layout)])
    while queue:
        here = queue.popleft()
        if here == GOAL:
            return True
        for dest in moves:
            there = _move(here, dest)
            if there not in seen:
                seen.add(there)
                queue.append(there)
    return False


def right_can_reach(layout):
    return _reach(layout, (ALPHA, BETA))


def alpha_only(layout):
    return _reach(layout, (ALPHA,))


def moves_with_a_wrong_cycle(layout):
    return _reach(layout, (WRONG_ALPHA, BETA))


def layers_cut_short(layout):
    """A BFS that stops after six layers: a layout more than six moves away is "no"."""
    layer, seen = [tuple(layout)], {tuple(layout)}
    for _ in range(7):
        if GOAL in layer:
            return True
        nxt = []
        for here in layer:
            for dest in (ALPHA, BETA):
                there = _move(here, dest)
                if there not in seen:
                    seen.add(there)
                    nxt.append(there)
        layer = nxt
    return False


def parity_shortcut(layout):
    return sum(x > y for i, x in enumerate(layout) for y in layout[i + 1 :]) % 2 == 0


_SEEN = set()


def seen_never_cleared(layout):
    """Document 001 warns: the seen set must be emptied before each layout. This one is not."""
    return _reach(layout, (ALPHA, BETA), _SEEN)


#: (name, returns, right): ``returns`` is "link" (True or False), "path" (cells or None), "bfs"
#: (cells or None, by the fewest turns), or "six" (True or False for a layout).
TABLE = (
    ("right_link", "link", True),
    ("right_document_000_ge", "link", True),
    ("right_link_outside", "link", True),
    ("right_dfs", "path", True),
    ("right_can_reach", "six", True),
    ("visited_at_first_arrival", "link", False),
    ("requeue_only_with_fewer_turns", "link", False),
    ("no_turn_limit", "link", False),
    ("three_turns", "link", False),
    ("no_same_kind_test", "link", False),
    ("path_off_the_board", "link", False),
    ("ring_missing_a_side_outside", "link", False),
    ("goal_by_touching_a_neighbour", "link", False),
    ("walks_through_own_kind", "link", False),
    ("best_table_as_default", "link", False),
    ("first_segment_counted", "link", False),
    ("target_as_wall", "link", False),
    ("dfs_never_unmarks", "path", False),
    ("dfs_without_pruning", "path", False),
    ("dfs_path_backwards", "path", False),
    ("dfs_prunes_too_early", "path", False),
    ("dfs_path_without_b", "path", False),
    ("alpha_only", "six", False),
    ("seen_never_cleared", "six", False),
    ("moves_with_a_wrong_cycle", "six", False),
    ("parity_shortcut", "six", False),
    ("layers_cut_short", "six", False),
    ("dfs_first_segment_counted", "path", False),
    ("dfs_prunes_before_the_target", "path", False),
    ("dfs_memo_of_dead_states", "path", False),
    ("ring_ignored_outside", "link", False),
    ("answers_at_first_arrival", "link", False),
    ("bfs_pops_from_the_end", "bfs", False),
)
