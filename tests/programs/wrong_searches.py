"""Wrong searches of every kind, written as learners write them: a BFS with a queue (a deque, a
list, a small class, a heap), a DFS with a stack, a DFS by recursion, six digits by a queue and
by recursion.

Each function takes what the notebook checks give (``linklab.course.selfcheck``): a board with
``board[cell]``, ``board.rows`` and ``board.cols`` and two cells ``a`` and ``b`` (0-based), or a
six-digit layout. ``TABLE`` lists them: (name, the check that catches it: ``link``, ``path``,
``bfs`` or ``six``). Nothing here imports linklab.
"""

import heapq
from collections import deque

STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))  # up, right, down, left
GOAL = (1, 2, 3, 4, 5, 6)
ALPHA, BETA = (1, 4, 2, 0, 3, 5), (0, 2, 5, 3, 1, 4)


def _refused(board, a, b):
    return a == b or board[a] == 0 or board[a] != board[b]


def _on(board, cell):
    return 0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols


# --- a BFS with a queue ---------------------------------------------------------------------


def _bfs(board, a, b, *, limit=2, ways=STEPS, step_cost=None, keep_heading=True):
    if _refused(board, a, b):
        return False
    best = {}
    queue = deque([(a, None, 0)])
    while queue:
        (r, c), heading, turns = queue.popleft()
        for way, (dr, dc) in enumerate(ways):
            cell = (r + dr, c + dc)
            cost = turns + (heading is not None and way != heading)
            if step_cost is not None:
                cost = turns + step_cost
            if cost > limit or not _on(board, cell):
                continue
            if cell == b:
                return True
            if board[cell] or best.get((cell, way), 9) <= cost:
                continue
            best[(cell, way)] = cost
            queue.append((cell, way if keep_heading else None, cost))
    return False


def bfs_limit_one(board, a, b):
    """The turn limit one too low: it never takes the legal 2-turn step into b."""
    return _bfs(board, a, b, limit=1)


def bfs_three_ways(board, a, b):
    """Its table of steps forgets going left."""
    return _bfs(board, a, b, ways=STEPS[:3])


def bfs_every_step_a_turn(board, a, b):
    """Counts a turn for every step, straight or not."""
    return _bfs(board, a, b, step_cost=1)


def bfs_forgets_heading(board, a, b):
    """Queues each cell with no heading: no step it takes ever counts as a turn."""
    return _bfs(board, a, b, keep_heading=False)


def bfs_pops_from_end(board, a, b):
    """A list as its queue, taken from the end (a stack by accident), a cell and heading marked
    the first time they are queued."""
    if _refused(board, a, b):
        return False
    queue, seen = [(a, None, 0)], set()
    while queue:
        (r, c), heading, turns = queue.pop()
        for way, (dr, dc) in enumerate(STEPS):
            cell = (r + dr, c + dc)
            cost = turns + (heading is not None and way != heading)
            if cost > 2 or not _on(board, cell):
                continue
            if cell == b:
                return True
            if board[cell] or (cell, way) in seen:
                continue
            seen.add((cell, way))
            queue.append((cell, way, cost))
    return False


def bfs_first_arrival_path(board, a, b):
    """A path BFS with no turn limit that answers at its first arrival at b, whatever its turns."""
    if _refused(board, a, b):
        return None
    came = {(a, None): None}
    queue = deque([(a, None, 0)])
    while queue:
        (r, c), heading, turns = queue.popleft()
        for way, (dr, dc) in enumerate(STEPS):
            cell = (r + dr, c + dc)
            cost = turns + (heading is not None and way != heading)
            if not _on(board, cell):
                continue
            if cell == b:
                path, state = [b], ((r, c), heading)
                while state is not None:
                    path.append(state[0])
                    state = came[state]
                return path[::-1]
            if board[cell] or (cell, way) in came:
                continue
            came[(cell, way)] = ((r, c), heading)
            queue.append((cell, way, cost))
    return None


class Line:
    """A learner's own queue: a deque kept in a small class."""

    def __init__(self):
        self.items = deque()

    def put(self, item):
        self.items.append(item)

    def take(self):
        return self.items.popleft()

    def __len__(self):
        return len(self.items)


def bfs_class_queue_limit_one(board, a, b):
    """Its queue in a class of its own, and a turn limit of 1."""
    if _refused(board, a, b):
        return False
    line, best = Line(), {}
    line.put((a, None, 0))
    while len(line):
        (r, c), heading, turns = line.take()
        for way, (dr, dc) in enumerate(STEPS):
            cell = (r + dr, c + dc)
            cost = turns + (heading is not None and way != heading)
            if cost > 1 or not _on(board, cell):
                continue
            if cell == b:
                return True
            if board[cell] or best.get((cell, way), 9) <= cost:
                continue
            best[(cell, way)] = cost
            line.put((cell, way, cost))
    return False


def bfs_heap_target_as_wall(board, a, b):
    """A heap by turns that tests a cell for a tile before testing it for the target."""
    if _refused(board, a, b):
        return False
    heap, best = [(0, a, -1)], {}
    while heap:
        turns, (r, c), heading = heapq.heappop(heap)
        for way, (dr, dc) in enumerate(STEPS):
            cell = (r + dr, c + dc)
            cost = turns + (heading != -1 and way != heading)
            if cost > 2 or not _on(board, cell) or board[cell]:
                continue
            if cell == b:
                return True
            if best.get((cell, way), 9) <= cost:
                continue
            best[(cell, way)] = cost
            heapq.heappush(heap, (cost, cell, way))
    return False


# --- a DFS with a stack: the path as a list of cells ------------------------------------------


def _dfs_stack(board, a, b, *, limit=2, wall_at_b=False, mark_cells=False):
    if _refused(board, a, b):
        return None
    stack = [(a, None, 0, [a])]
    seen = set()
    while stack:
        (r, c), heading, turns, path = stack.pop()
        for way, (dr, dc) in enumerate(STEPS):
            cell = (r + dr, c + dc)
            cost = turns + (heading is not None and way != heading)
            if (limit is not None and cost > limit) or not _on(board, cell) or cell in path:
                continue
            if wall_at_b and board[cell]:
                continue
            if cell == b:
                return [*path, cell]
            if board[cell] or (mark_cells and cell in seen):
                continue
            seen.add(cell)
            stack.append((cell, way, cost, [*path, cell]))
    return None


def dfs_stack_no_turn_limit(board, a, b):
    return _dfs_stack(board, a, b, limit=None)


def dfs_stack_target_as_wall(board, a, b):
    return _dfs_stack(board, a, b, wall_at_b=True)


def dfs_stack_limit_one(board, a, b):
    return _dfs_stack(board, a, b, limit=1)


def dfs_stack_marks_cells(board, a, b):
    """Marks a cell seen the first time it is pushed, whatever its heading."""
    return _dfs_stack(board, a, b, mark_cells=True)


# --- a DFS by recursion ----------------------------------------------------------------------


def _dfs_rec(board, a, b, *, limit=2, wall_at_b=False, ways=STEPS, memo=False):
    if _refused(board, a, b):
        return None
    dead = set()

    def go(cell, heading, turns, path):
        if memo and (cell, heading) in dead:
            return None
        for way, (dr, dc) in enumerate(ways):
            nxt = (cell[0] + dr, cell[1] + dc)
            cost = turns + (heading is not None and way != heading)
            if (limit is not None and cost > limit) or not _on(board, nxt) or nxt in path:
                continue
            if wall_at_b and board[nxt]:
                continue
            if nxt == b:
                return [*path, nxt]
            if board[nxt]:
                continue
            found = go(nxt, way, cost, [*path, nxt])
            if found:
                return found
        dead.add((cell, heading))
        return None

    return go(a, None, 0, [a])


def dfs_rec_no_turn_limit(board, a, b):
    return _dfs_rec(board, a, b, limit=None)


def dfs_rec_target_as_wall(board, a, b):
    return _dfs_rec(board, a, b, wall_at_b=True)


def dfs_rec_limit_one(board, a, b):
    return _dfs_rec(board, a, b, limit=1)


def dfs_rec_three_ways(board, a, b):
    return _dfs_rec(board, a, b, ways=STEPS[1:])


def dfs_rec_memo_of_dead_states(board, a, b):
    """Remembers a (cell, heading) it came back from as dead, whatever the turns it had."""
    return _dfs_rec(board, a, b, memo=True)


# --- six digits ------------------------------------------------------------------------------


def _move(state, dest):
    new = [0] * 6
    for cell, digit in enumerate(state):
        new[dest[cell]] = digit
    return tuple(new)


def six_beta_only(layout):
    seen, queue = {tuple(layout)}, deque([tuple(layout)])
    while queue:
        here = queue.popleft()
        if here == GOAL:
            return True
        there = _move(here, BETA)
        if there not in seen:
            seen.add(there)
            queue.append(there)
    return False


def six_goal_as_list(layout):
    """Compares each layout with the goal written as a list: never equal."""
    goal = list(GOAL)
    seen, queue = {tuple(layout)}, deque([tuple(layout)])
    while queue:
        here = queue.popleft()
        if here == goal:
            return True
        for dest in (ALPHA, BETA):
            there = _move(here, dest)
            if there not in seen:
                seen.add(there)
                queue.append(there)
    return False


def six_seen_cut_at_fifty(layout):
    """Gives up once it has seen fifty layouts."""
    seen, queue = {tuple(layout)}, deque([tuple(layout)])
    while queue and len(seen) < 50:
        here = queue.popleft()
        if here == GOAL:
            return True
        for dest in (ALPHA, BETA):
            there = _move(here, dest)
            if there not in seen:
                seen.add(there)
                queue.append(there)
    return False


def can_reach(layout, seen=None, depth=0):
    """A recursive DFS over layouts that stops four moves deep."""
    if seen is None:
        seen = set()
    layout = tuple(layout)
    if layout == GOAL:
        return True
    if depth == 4 or layout in seen:
        return False
    seen.add(layout)
    return any(can_reach(_move(layout, dest), seen, depth + 1) for dest in (ALPHA, BETA))


def can_reach_alpha_only(layout, seen=None):
    """A recursive DFS over layouts that only ever tries α."""
    if seen is None:
        seen = set()
    layout = tuple(layout)
    if layout == GOAL:
        return True
    if layout in seen:
        return False
    seen.add(layout)
    return can_reach_alpha_only(_move(layout, ALPHA), seen)


seen = set()


def six_global_seen(layout):
    """Its seen set a module-level global that no call empties."""
    seen.add(tuple(layout))
    queue = deque([tuple(layout)])
    while queue:
        here = queue.popleft()
        if here == GOAL:
            return True
        for dest in (ALPHA, BETA):
            there = _move(here, dest)
            if there not in seen:
                seen.add(there)
                queue.append(there)
    return False


#: (name, the check that catches it)
TABLE = (
    ("bfs_limit_one", "link"),
    ("bfs_three_ways", "link"),
    ("bfs_every_step_a_turn", "link"),
    ("bfs_forgets_heading", "link"),
    ("bfs_pops_from_end", "link"),
    ("bfs_first_arrival_path", "bfs"),
    ("bfs_class_queue_limit_one", "link"),
    ("bfs_heap_target_as_wall", "link"),
    ("dfs_stack_no_turn_limit", "path"),
    ("dfs_stack_target_as_wall", "path"),
    ("dfs_stack_limit_one", "path"),
    ("dfs_stack_marks_cells", "path"),
    ("dfs_rec_no_turn_limit", "path"),
    ("dfs_rec_target_as_wall", "path"),
    ("dfs_rec_limit_one", "path"),
    ("dfs_rec_three_ways", "path"),
    ("dfs_rec_memo_of_dead_states", "path"),
    ("six_beta_only", "six"),
    ("six_goal_as_list", "six"),
    ("six_seen_cut_at_fifty", "six"),
    ("can_reach", "six"),
    ("can_reach_alpha_only", "six"),
    ("six_global_seen", "six"),
)
