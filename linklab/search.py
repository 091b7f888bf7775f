"""The two searches, written once each, as generators of events.

``bfs_events`` is document 000's idea done right: a breadth-first search over states
(cell, heading, turns used). A straight step costs no turn and goes to the *front* of the queue;
a turning step costs one and goes to the back (a "0-1 BFS"), so states leave the queue in order
of turns used and the first path found has the fewest turns. A state is kept per cell *and
heading*, and replaced only by one with fewer turns.

``dfs_events`` is document 003's backtracking depth-first search: it extends one path cell by
cell, never through a cell already on the path, and prunes with the document's rule: with no turn
left, the target must lie straight ahead.

Both read the same ``Rules`` and never step back the way they came (a U-turn spends a turn to
return over cells already used). ``find_path`` reads a stream to its end.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from linklab.board import Board, Cell, Path, corners
from linklab.events import (
    Dequeued,
    Enqueued,
    Event,
    Exhausted,
    Found,
    Popped,
    Pushed,
    Refused,
    Rejected,
)
from linklab.rules import Heading, Rules, kind_at, pair_problem
from linklab.trace import last_event

_State = tuple[Cell, Heading | None, int]


def bfs_events(board: Board, a: Cell, b: Cell, rules: Rules = Rules()) -> Iterator[Event]:
    """Breadth-first search from ``a`` to ``b``, yielding queue events.

    Examples
    --------
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> for event in bfs_events(board, (0, 0), (0, 2)):
    ...     print(event)  # doctest: +NORMALIZE_WHITESPACE
    Enqueued(cell=(0, 0), heading=None, turns=0, front=False)
    Dequeued(cell=(0, 0), heading=None, turns=0)
    Rejected(cell=(-1, 0), heading=Heading.UP, turns=0, reason='off_board')
    Enqueued(cell=(0, 1), heading=Heading.RIGHT, turns=0, front=True)
    Rejected(cell=(1, 0), heading=Heading.DOWN, turns=0, reason='off_board')
    Rejected(cell=(0, -1), heading=Heading.LEFT, turns=0, reason='off_board')
    Dequeued(cell=(0, 1), heading=Heading.RIGHT, turns=0)
    Rejected(cell=(-1, 1), heading=Heading.UP, turns=1, reason='off_board')
    Enqueued(cell=(0, 2), heading=Heading.RIGHT, turns=0, front=True)
    Rejected(cell=(1, 1), heading=Heading.DOWN, turns=1, reason='off_board')
    Dequeued(cell=(0, 2), heading=Heading.RIGHT, turns=0)
    Found(path=((0, 0), (0, 2)))
    """
    problem = pair_problem(board, a, b)
    if problem:
        yield Refused(problem)
        return
    start: _State = (a, None, 0)
    best: dict[tuple[Cell, Heading | None], int] = {(a, None): 0}
    came_from: dict[tuple[Cell, Heading | None], _State] = {}
    queue: deque[_State] = deque([start])
    yield Enqueued(a, None, 0)
    while queue:
        cell, heading, turns = queue.popleft()
        yield Dequeued(cell, heading, turns)
        if best[cell, heading] < turns:
            # A straight-on step reached this state with fewer turns after it was queued.
            yield Rejected(cell, heading, turns, "superseded")
            continue
        if cell == b:
            yield Found(corners(_walk_back(came_from, (cell, heading))))
            return
        for step in _next_headings(heading):
            nxt = step.step(cell)
            new_turns = turns + (heading is not None and step is not heading)
            reason = _blocked(board, rules, nxt, b, new_turns)
            if reason is None and best.get((nxt, step), new_turns + 1) <= new_turns:
                reason = "already_better"
            if reason:
                yield Rejected(nxt, step, new_turns, reason)
                continue
            best[nxt, step] = new_turns
            came_from[nxt, step] = (cell, heading, turns)
            straight = new_turns == turns
            if straight:
                queue.appendleft((nxt, step, new_turns))
            else:
                queue.append((nxt, step, new_turns))
            yield Enqueued(nxt, step, new_turns, front=straight)
    yield Exhausted()


def dfs_events(
    board: Board, a: Cell, b: Cell, rules: Rules = Rules(), *, prune: bool = True
) -> Iterator[Event]:
    """Depth-first search from ``a`` to ``b`` with document 003's pruning, yielding stack events.

    ``prune=False`` drops the pruning rule (the turn limit still holds), to show what it saves.

    Examples
    --------
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> [type(e).__name__ for e in dfs_events(board, (0, 0), (0, 2))]
    ['Pushed', 'Rejected', 'Pushed', 'Rejected', 'Pushed', 'Found']
    >>> from linklab.trace import summarize
    >>> walled = Board.from_rows([[1, 0, 0], [0, 0, 2], [0, 2, 1]])
    >>> [summarize(dfs_events(walled, (0, 0), (2, 2), prune=p)).expanded for p in (True, False)]
    [7, 9]
    """
    problem = pair_problem(board, a, b)
    if problem:
        yield Refused(problem)
        return
    on_path = {a}
    stack: list[tuple[Cell, Heading | None, int, Iterator[Heading]]] = [
        (a, None, 0, iter(_next_headings(None)))
    ]
    yield Pushed(a, None, 0)
    while stack:
        cell, heading, turns, options = stack[-1]
        for step in options:
            nxt = step.step(cell)
            new_turns = turns + (heading is not None and step is not heading)
            reason = _blocked(board, rules, nxt, b, new_turns)
            if reason is None and nxt != b:
                if prune and new_turns == rules.max_turns and not _straight_ahead(nxt, step, b):
                    reason = "not_straight_ahead"
                elif nxt in on_path:
                    reason = "on_path"
            if reason:
                yield Rejected(nxt, step, new_turns, reason)
                continue
            yield Pushed(nxt, step, new_turns)
            if nxt == b:
                yield Found(corners([entry[0] for entry in stack] + [b]))
                return
            on_path.add(nxt)
            stack.append((nxt, step, new_turns, iter(_next_headings(step))))
            break
        else:
            stack.pop()
            on_path.discard(cell)
            yield Popped(cell, heading, turns)
    yield Exhausted()


def _plain_step(board: Board, cell: Cell, heading, turns: int, step, b: Cell | None):
    """One step of the plain searches from ``cell``: the cell reached, the turns the path has
    then turned, and why it may not be walked (no turn limit), or None."""
    nxt = step.step(cell)
    new_turns = turns + (heading is not None and step is not heading)
    return nxt, new_turns, _blocked(board, Rules(), nxt, b, 0)


def cell_bfs_events(board: Board, a: Cell, b: Cell | None = None) -> Iterator[Event]:
    """The plain breadth-first search the course starts from: cells, not turns.

    A first-in first-out queue of cells; a cell is queued the first time it is reached and
    never again, so cells leave the queue in rings of one step, two steps, ... from ``a``.
    Empty cells are walked (and ``b``, which ends the search); there is no turn limit. Each
    event's ``turns`` is what the path it came along has turned, to compare with the searches
    that count them. With no ``b`` it reaches every cell it can, then ends ``Exhausted``.

    Examples
    --------
    >>> board = Board.from_rows([[0, 0, 0], [0, 1, 0]])
    >>> [e.cell for e in cell_bfs_events(board, (0, 0)) if isinstance(e, Dequeued)]
    [(0, 0), (0, 1), (1, 0), (0, 2), (1, 2)]
    >>> last_event(cell_bfs_events(board, (0, 0), (1, 2)))
    Found(path=((0, 0), (0, 2), (1, 2)))
    """
    came_from: dict[Cell, _State] = {}
    queue: deque[_State] = deque([(a, None, 0)])
    queued = {a}
    yield Enqueued(a, None, 0)
    while queue:
        cell, heading, turns = queue.popleft()
        yield Dequeued(cell, heading, turns)
        if cell == b:
            yield Found(corners(_cells_back(came_from, cell)))
            return
        for step in _next_headings(None):
            nxt, new_turns, reason = _plain_step(board, cell, heading, turns, step, b)
            if nxt in queued:
                continue
            if reason:
                yield Rejected(nxt, step, new_turns, reason)
                continue
            queued.add(nxt)
            came_from[nxt] = (cell, heading, turns)
            queue.append((nxt, step, new_turns))
            yield Enqueued(nxt, step, new_turns)
    yield Exhausted()


def cell_dfs_events(board: Board, a: Cell, b: Cell | None = None) -> Iterator[Event]:
    """The plain depth-first search the course starts from: cells, not turns.

    A stack of cells: push the first empty neighbour not seen yet (up, right, down, left),
    pop when there is none. A cell is seen once for the whole search, so the stack is always
    one path from ``a``, but a cell popped is never tried again (that is the difference from
    backtracking, `dfs_events`). No turn limit; ``turns`` as in `cell_bfs_events`.

    Examples
    --------
    >>> board = Board.from_rows([[0, 0], [0, 0]])
    >>> [e.cell for e in cell_dfs_events(board, (1, 0)) if isinstance(e, Pushed)]
    [(1, 0), (0, 0), (0, 1), (1, 1)]
    >>> last_event(cell_dfs_events(board, (1, 0), (1, 1)))
    Found(path=((1, 0), (0, 0), (0, 1), (1, 1)))
    """
    seen = {a}
    stack: list[tuple[Cell, Heading | None, int, Iterator[Heading]]] = [
        (a, None, 0, iter(_next_headings(None)))
    ]
    yield Pushed(a, None, 0)
    while stack:
        cell, heading, turns, options = stack[-1]
        for step in options:
            nxt, new_turns, reason = _plain_step(board, cell, heading, turns, step, b)
            if nxt in seen:
                continue
            if reason:
                yield Rejected(nxt, step, new_turns, reason)
                continue
            seen.add(nxt)
            yield Pushed(nxt, step, new_turns)
            if nxt == b:
                yield Found(corners([entry[0] for entry in stack] + [b]))
                return
            stack.append((nxt, step, new_turns, iter(_next_headings(None))))
            break
        else:
            stack.pop()
            yield Popped(cell, heading, turns)
    yield Exhausted()


def steps_from(board: Board, a: Cell) -> dict[Cell, int]:
    """How many steps each cell the plain BFS reaches is from ``a`` (read off its events).

    >>> steps = steps_from(Board.from_rows([[0, 0, 0], [0, 1, 0]]), (0, 0))
    >>> steps[(0, 2)], steps[(1, 2)], (1, 1) in steps
    (2, 3, False)
    """
    steps, here = {}, a
    for event in cell_bfs_events(board, a):
        if isinstance(event, Dequeued):
            here = event.cell
        elif isinstance(event, Enqueued):
            steps[event.cell] = steps[here] + 1 if event.heading else 0
    return steps


#: Every search by name. A new search is one generator in this module and one entry here (and
#: in ``FRONTIERS``): ``find_path``, ``linklab draw --method``, the editor's method buttons, the
#: costs table and the comparison player's approaches all read these.
SEARCHES = {"bfs": bfs_events, "dfs": dfs_events}

#: How each search's frontier reads: a queue (its events ``Enqueued``/``Dequeued``) or a stack
#: (``Pushed``/``Popped``).
FRONTIERS = {"bfs": "queue", "dfs": "stack"}

METHODS = tuple(SEARCHES)


def find_path(
    board: Board, a: Cell, b: Cell, rules: Rules = Rules(), method: str = "bfs"
) -> Path | None:
    """The path joining ``a`` and ``b`` under ``rules``, as its corner cells, or None.

    ``method`` is ``"bfs"`` (fewest turns) or ``"dfs"`` (the first path the DFS meets). A front
    end that wants no events asks ``linklab.checker.Checker`` instead.

    Examples
    --------
    >>> board = Board.from_rows([[1, 2], [0, 1]])
    >>> find_path(board, (0, 0), (1, 1))
    ((0, 0), (1, 0), (1, 1))
    >>> find_path(board, (0, 0), (1, 1), Rules(max_turns=0)) is None
    True
    """
    if method not in SEARCHES:
        raise ValueError(f"unknown method {method!r}, expected one of {', '.join(METHODS)}")
    last = last_event(SEARCHES[method](board, a, b, rules))
    return last.path if isinstance(last, Found) else None


def _next_headings(heading: Heading | None) -> tuple[Heading, ...]:
    if heading is None:
        return tuple(Heading)
    return tuple(h for h in Heading if h is not heading.opposite)


def _blocked(board: Board, rules: Rules, cell: Cell, target: Cell, turns: int) -> str | None:
    """Why a path may not step into ``cell`` with ``turns`` used, or None."""
    if not rules.in_area(board, cell):
        return "off_board"
    if cell != target and kind_at(board, cell):
        return "occupied"
    if turns > rules.max_turns:
        return "too_many_turns"
    return None


def _straight_ahead(cell: Cell, heading: Heading, target: Cell) -> bool:
    dr, dc = heading.value
    if dr:
        return target[1] == cell[1] and (target[0] - cell[0]) * dr > 0
    return target[0] == cell[0] and (target[1] - cell[1]) * dc > 0


def _cells_back(came_from: dict[Cell, _State], cell: Cell) -> list[Cell]:
    cells = [cell]
    while cells[-1] in came_from:
        cells.append(came_from[cells[-1]][0])
    return cells[::-1]


def _walk_back(came_from: dict, state: tuple[Cell, Heading | None]) -> list[Cell]:
    cells = [state[0]]
    while state in came_from:
        cell, heading, _ = came_from[state]
        state = (cell, heading)
        cells.append(cell)
    return cells[::-1]
