"""Every search of the course, as one loop over a frontier, yielding events.

`search_events` is the one loop (networkx's ``generic_bfs_edges`` is its model): the frontier's
discipline (a queue or a stack), the state and the rule for stepping on are its parameters.
A state is ``(cell, heading, turns)``: where the path is, the way it went in, the turns it has
used. Each named search is a `Walk`, a few lines saying what it may step into and what it
remembers:

- ``bfs_events`` is document 000's idea done right: a breadth-first search over states. A
  straight step costs no turn and goes to the *front* of the queue; a turning step costs one and
  goes to the back (a "0-1 BFS"), so states leave the queue in order of turns used and the first
  path found has the fewest turns. A state is kept per cell *and heading*, and replaced only by
  one with fewer turns.
- ``dfs_events`` is document 003's backtracking depth-first search: it extends one path cell by
  cell, never through a cell already on the path, and prunes with the document's rule: with no
  turn left, the target must lie straight ahead.
- ``cell_bfs_events`` and ``cell_dfs_events`` are the plain searches the course starts from:
  cells, not turns, each cell seen once.

Both turn-counting searches read the same ``Rules`` and never step back the way they came (a
U-turn spends a turn to return over cells already used). ``find_path`` runs `search_plain`'s
loops, which find the path a stream ends on with no events.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from typing import cast

from linklab.core.board import Board, Cell, Path, check_board, check_cell, corners
from linklab.core.errors import check_type
from linklab.core.events import (
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
from linklab.core.rules import Heading, Rules, check_rules, pair_problem
from linklab.core.search_plain import bfs_path, dfs_path
from linklab.core.trace import State, last_event

#: A state stepped into from another: it always has the heading of the step.
Successor = tuple[Cell, Heading, int]
#: What `Walk.refusal` says of a step the search passes over in silence (a cell already seen).
UNSEEN = "unseen"


class Walk:
    """What one search may step into and what it remembers; `search_events` walks it.

    A subclass says which steps a state has (`steps`), why one may not be taken (`refusal`:
    a reason, `UNSEEN` to pass over it with no event, or None), what taking it records
    (`enter`), and, for a queue, which end a state joins (`to_front`) and whether a state
    taken out is stale (`stale`); for a stack, what leaving a state undoes (`leave`).
    """

    def __init__(self, board: Board, goal: Cell | None, rules: Rules = Rules()) -> None:
        self.board, self.goal, self.rules = board, goal, rules
        # Read once a search, not once a step: a search on a big board takes millions of steps.
        self._area = rules.area(board)

    def steps(self, state: State) -> Iterator[Successor]:
        """Every next state: one step in each heading but straight back."""
        (row, col), heading, turns = state
        for step, dr, dc in _NEXT_STEPS[heading]:
            yield (row + dr, col + dc), step, turns + (heading is not None and step is not heading)

    def refusal(self, state: State, following: Successor) -> str | None:
        cell, _, turns = following
        return self.blocked(cell, turns)

    def blocked(self, cell: Cell, turns: int) -> str | None:
        """Why a path may not step into ``cell`` with ``turns`` used, or None."""
        top, bottom, left, right = self._area
        row, col = cell
        if not (top <= row <= bottom and left <= col <= right):
            return "off_board"
        board = self.board
        on_board = 0 <= row < board.rows and 0 <= col < board.cols  # the ring is empty
        if on_board and board.grid[row][col] and cell != self.goal:
            return "occupied"
        if turns > self.rules.max_turns:
            return "too_many_turns"
        return None

    def enter(self, state: State | None, following: State) -> None:
        """Remember that ``following`` was reached from ``state`` (None: it is the start)."""

    def leave(self, state: State) -> None:
        """Forget ``state`` as the stack backs out of it."""

    def stale(self, state: State) -> bool:
        return False

    def to_front(self, state: State, following: State) -> bool:
        return False

    def path_to(self, state: State) -> list[Cell]:
        """The cells from the start to ``state`` (a queue's search; a stack is its own path)."""
        raise NotImplementedError


def search_events(walk: Walk, start: Cell, frontier: str) -> Iterator[Event]:
    """The one search loop: ``walk`` from ``start`` to ``walk.goal`` over a ``frontier`` of
    ``"queue"`` (breadth first: ``Enqueued``/``Dequeued``) or ``"stack"`` (depth first, one
    path at a time: ``Pushed``/``Popped``); ``Found`` or ``Exhausted`` at the end.

    A queue's state is tested for the goal when it is taken out, a stack's when it is pushed
    (the loop of each frontier is written out on its own, as the lesson shows it). A frontier
    of another name is refused when it is called, not when it is read.

    >>> board = Board.from_rows([[1, 0, 1]])
    >>> walk = Walk(board, (0, 2))
    >>> [type(e).__name__ for e in search_events(walk, (0, 0), "stack")][-2:]
    ['Pushed', 'Found']
    """
    if frontier == "queue":
        return _queue_events(walk, start)
    if frontier == "stack":
        return _stack_events(walk, start)
    raise ValueError(f"frontier {frontier!r}: expected 'queue' or 'stack'")


def _queue_events(walk: Walk, start: Cell) -> Iterator[Event]:
    """`search_events` breadth first: a state is tested for the goal when it is taken out."""
    first: State = (start, None, 0)
    walk.enter(None, first)
    queue: deque[State] = deque([first])
    yield Enqueued(*first)
    while queue:
        state = queue.popleft()
        yield Dequeued(*state)
        if walk.stale(state):
            # A straight-on step reached this state with fewer turns after it was queued
            # (so it is a `Successor`: the start is never stale).
            yield Rejected(*cast(Successor, state), "superseded")
            continue
        if state[0] == walk.goal:
            yield Found(corners(walk.path_to(state)))
            return
        for following in walk.steps(state):
            reason = walk.refusal(state, following)
            if reason == UNSEEN:
                continue
            if reason:
                yield Rejected(*following, reason)
                continue
            walk.enter(state, following)
            front = walk.to_front(state, following)
            queue.appendleft(following) if front else queue.append(following)
            yield Enqueued(*following, front=front)
    yield Exhausted()


def _stack_events(walk: Walk, start: Cell) -> Iterator[Event]:
    """`search_events` depth first, one path at a time: a state is tested for the goal when
    it is pushed."""
    first: State = (start, None, 0)
    walk.enter(None, first)
    stack: list[tuple[State, Iterator[Successor]]] = [(first, walk.steps(first))]
    yield Pushed(*first)
    while stack:
        state, options = stack[-1]
        for following in options:
            reason = walk.refusal(state, following)
            if reason == UNSEEN:
                continue
            if reason:
                yield Rejected(*following, reason)
                continue
            walk.enter(state, following)
            yield Pushed(*following)
            if following[0] == walk.goal:
                yield Found(corners([entry[0][0] for entry in stack] + [walk.goal]))
                return
            stack.append((following, walk.steps(following)))
            break
        else:
            stack.pop()
            walk.leave(state)
            yield Popped(*state)
    yield Exhausted()


class _FewestTurns(Walk):
    """The 0-1 BFS: a state per cell and heading, kept while it has the fewest turns."""

    def __init__(self, board: Board, goal: Cell | None, rules: Rules) -> None:
        super().__init__(board, goal, rules)
        self.best: dict[tuple[Cell, Heading | None], int] = {}
        self.came_from: dict[tuple[Cell, Heading | None], State] = {}

    def refusal(self, state: State, following: Successor) -> str | None:
        cell, heading, turns = following
        reason = self.blocked(cell, turns)
        if reason is None and self.best.get((cell, heading), turns + 1) <= turns:
            return "already_better"
        return reason

    def enter(self, state: State | None, following: State) -> None:
        self.best[following[:2]] = following[2]
        if state is not None:
            self.came_from[following[:2]] = state

    def stale(self, state: State) -> bool:
        return self.best[state[:2]] < state[2]

    def to_front(self, state: State, following: State) -> bool:
        return following[2] == state[2]

    def path_to(self, state: State) -> list[Cell]:
        cells, key = [state[0]], state[:2]
        while key in self.came_from:
            key = self.came_from[key][:2]
            cells.append(key[0])
        return cells[::-1]


class _Backtracking(Walk):
    """Document 003's DFS: never through a cell on the path; optionally its pruning rule."""

    goal: Cell

    def __init__(self, board: Board, goal: Cell, rules: Rules, prune: bool) -> None:
        super().__init__(board, goal, rules)
        self.prune, self.on_path = prune, set[Cell]()

    def refusal(self, state: State, following: Successor) -> str | None:
        cell, heading, turns = following
        reason = self.blocked(cell, turns)
        if reason is None and cell != self.goal:
            last_turn_used = self.prune and turns == self.rules.max_turns
            if last_turn_used and not _straight_ahead(cell, heading, self.goal):
                return "not_straight_ahead"
            if cell in self.on_path:
                return "on_path"
        return reason

    def enter(self, state: State | None, following: State) -> None:
        self.on_path.add(following[0])

    def leave(self, state: State) -> None:
        self.on_path.discard(state[0])


class _EachCellOnce(Walk):
    """The plain searches: every heading, no turn limit, each cell seen once."""

    def __init__(self, board: Board, goal: Cell | None) -> None:
        super().__init__(board, goal)
        self.seen: dict[Cell, State | None] = {}

    def steps(self, state: State) -> Iterator[Successor]:
        (row, col), heading, turns = state
        for step, dr, dc in _NEXT_STEPS[None]:
            yield (row + dr, col + dc), step, turns + (heading is not None and step is not heading)

    def refusal(self, state: State, following: Successor) -> str | None:
        if following[0] in self.seen:
            return UNSEEN
        return self.blocked(following[0], 0)

    def enter(self, state: State | None, following: State) -> None:
        self.seen[following[0]] = state

    def path_to(self, state: State) -> list[Cell]:
        cells = [state[0]]
        while (came := self.seen.get(cells[-1])) is not None:
            cells.append(came[0])
        return cells[::-1]


def _refused(board: Board, a: Cell, b: Cell) -> Iterator[Event]:
    problem = pair_problem(board, a, b)
    if problem:
        yield Refused(problem)


def bfs_events(board: Board, a: Cell, b: Cell, rules: Rules = Rules()) -> Iterator[Event]:
    """Breadth-first search from ``a`` to ``b`` counting turns, yielding queue events.

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
    a, b = _checked(board, a, b, rules)
    return _searched(board, a, b, lambda: _FewestTurns(board, b, rules), "queue")


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
    >>> from linklab.core.trace import summarize
    >>> walled = Board.from_rows([[1, 0, 0], [0, 0, 2], [0, 2, 1]])
    >>> [summarize(dfs_events(walled, (0, 0), (2, 2), prune=p)).expanded for p in (True, False)]
    [7, 9]
    """
    a, b = _checked(board, a, b, rules)
    check_type(prune, bool, "prune", "True or False")
    return _searched(board, a, b, lambda: _Backtracking(board, b, rules, prune), "stack")


def _checked(board: object, a: object, b: object, rules: object) -> tuple[Cell, Cell]:
    """The arguments every search takes, checked when it is called (not when it is read)."""
    check_board(board)
    check_rules(rules)
    return check_cell(a, "a"), check_cell(b, "b")


def _searched(
    board: Board, a: Cell, b: Cell, walk: Callable[[], Walk], frontier: str
) -> Iterator[Event]:
    refused = list(_refused(board, a, b))
    if refused:
        yield from refused
        return
    yield from search_events(walk(), a, frontier)


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
    return search_events(_EachCellOnce(board, b), a, "queue")


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
    return search_events(_EachCellOnce(board, b), a, "stack")


def steps_from(board: Board, a: Cell) -> dict[Cell, int]:
    """How many steps each cell the plain BFS reaches is from ``a`` (read off its events).

    >>> steps = steps_from(Board.from_rows([[0, 0, 0], [0, 1, 0]]), (0, 0))
    >>> steps[(0, 2)], steps[(1, 2)], (1, 1) in steps
    (2, 3, False)
    """
    steps: dict[Cell, int] = {}
    here = a
    for event in cell_bfs_events(board, a):
        if isinstance(event, Dequeued):
            here = event.cell
        elif isinstance(event, Enqueued):
            steps[event.cell] = steps[here] + 1 if event.heading else 0
    return steps


def turns_from(board: Board, a: Cell, rules: Rules = Rules()) -> dict[Cell, int]:
    """The fewest turns a path from ``a`` takes to each empty cell it reaches under ``rules``
    (the ring's cells too when the rule allows it), read off the turn-counting BFS's events.

    >>> turns = turns_from(Board.from_rows([[1, 0, 0], [0, 2, 0]]), (0, 0), Rules(max_turns=1))
    >>> turns[(0, 2)], turns[(1, 2)], turns[(1, 0)]
    (0, 1, 0)
    """
    board, rules = check_board(board), check_rules(rules)
    a = check_cell(a, "a")
    turns: dict[Cell, int] = {}
    for event in search_events(_FewestTurns(board, None, rules), a, "queue"):
        if isinstance(event, Enqueued) and event.heading is not None:
            turns[event.cell] = min(event.turns, turns.get(event.cell, event.turns))
    return turns


#: Every search by name. A new search is one generator in this module and one entry here (and
#: in ``FRONTIERS``): ``find_path``, ``linklab draw --method``, the editor's method buttons, the
#: costs table and the comparison player's approaches all read these.
SEARCHES = {"bfs": bfs_events, "dfs": dfs_events}
#: What `find_path` runs for a search, where there is one: the path its stream ends on, found
#: with no events (`search_plain`); it reads the stream of a search not here.
PLAIN_SEARCHES = {"bfs": bfs_path, "dfs": dfs_path}

#: How each search's frontier reads: a queue (its events ``Enqueued``/``Dequeued``) or a stack
#: (``Pushed``/``Popped``).
FRONTIERS = {"bfs": "queue", "dfs": "stack"}


def find_path(
    board: Board, a: Cell, b: Cell, rules: Rules = Rules(), method: str = "bfs"
) -> Path | None:
    """The path joining ``a`` and ``b`` under ``rules``, as its corner cells, or None.

    ``method`` is ``"bfs"`` (fewest turns) or ``"dfs"`` (the first path the DFS meets). A front
    end that wants no events asks ``linklab.core.checker.Checker`` instead.

    Examples
    --------
    >>> board = Board.from_rows([[1, 2], [0, 1]])
    >>> find_path(board, (0, 0), (1, 1))
    ((0, 0), (1, 0), (1, 1))
    >>> find_path(board, (0, 0), (1, 1), Rules(max_turns=0)) is None
    True
    """
    check_board(board)
    check_rules(rules)
    a, b = check_cell(a), check_cell(b)
    if not isinstance(method, str):
        raise TypeError(f"method must be one of {', '.join(SEARCHES)} (a str), not {method!r}")
    if method not in SEARCHES:
        raise ValueError(f"unknown method {method!r}, expected one of {', '.join(SEARCHES)}")
    if method in PLAIN_SEARCHES:  # the path its stream ends on, found with no events
        return None if pair_problem(board, a, b) else PLAIN_SEARCHES[method](board, a, b, rules)
    last = last_event(SEARCHES[method](board, a, b, rules))
    return last.path if isinstance(last, Found) else None


#: Each heading a path may take next, with its step, after entering a cell heading one way
#: (None: the start, every heading); never straight back.
_NEXT_STEPS: dict[Heading | None, tuple[tuple[Heading, int, int], ...]] = {
    came: tuple((h, *h.value) for h in Heading if came is None or h is not came.opposite)
    for came in (None, *Heading)
}


def _straight_ahead(cell: Cell, heading: Heading, target: Cell) -> bool:
    dr, dc = heading.value
    if dr:
        return target[1] == cell[1] and (target[0] - cell[0]) * dr > 0
    return target[0] == cell[0] and (target[1] - cell[1]) * dc > 0
