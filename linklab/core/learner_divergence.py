"""The first step where a learner's search leaves every correct search of its kind.

A correct search between ``a`` and ``b`` (a BFS counting turns, or a DFS) holds only states
``(cell, heading, turns)`` that some legal walk from ``a`` reaches: a cell in the rule's area,
empty (or ``b``), with at most ``max_turns`` turns and never fewer than the fewest that reach
that cell with that heading (`fewest_turns`); and when the two cells are no pair, none at all.
A correct six-digit search from a layout holds only layouts α and β make from it. So the first
step of the learner's search that holds a state outside those bounds is where it leaves every
correct one. It may hold only such states and still go wrong the other way, by what it leaves
out: answering no where the rule has a path, the first state of the rule's path it never holds
(or takes only with more turns than the path needs) marks it, at the last step it held that
state's predecessor on the path; and the first step it holds a state one legal step from ``b``
(or, six digits, holds 123456) without entering it marks a target refused. Answering yes or
with a path, it may answer against the rule: the step into ``b`` makes a turn too many, or (a
BFS) turns more than it must while a state with fewer turns waits in its queue. Both ways are
looked for and the earlier step is given; "what it returns" is left only when the search
matches a correct one to its end. `first_divergence` gives it as a `Divergence`.

Examples
--------
>>> from linklab.core.board import Board
>>> fewest = fewest_turns(Board.from_rows([[1, 0, 1], [0, 0, 0]]), (0, 0), (0, 2))
>>> fewest[((0, 1), Heading.RIGHT)], fewest[((1, 1), Heading.RIGHT)]
(0, 1)
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from linklab.core.board import Board, Cell, walk
from linklab.core.checker import Checker
from linklab.core.learner_states import LearnerState, LearnerSteps
from linklab.core.learner_trace import is_cell, is_layout
from linklab.core.rules import Heading, Rules, pair_problem

Fewest = dict[tuple[Cell, Heading], int]


@dataclass(frozen=True)
class Divergence:
    """Where the learner's search leaves every correct one, and why.

    ``step`` is the step marked (1 for the first look; 0 when there is none); ``reason`` one
    of ``"pair"`` (no correct search starts: ``detail`` says why), ``"off_board"``,
    ``"tile"``, ``"too_many_turns"``, ``"fewer_turns"``, ``"unreachable"`` (a state held that
    no correct search holds), ``"more_turns"`` (a state of the path held only with more turns
    than it needs: ``needed`` holds the path's), ``"dropped"`` (a state of the path never held:
    ``seen_as`` is how its cell was marked seen when it was refused, ``before_search`` when the
    mark was there before the search began, ``backtracked`` when it was left by a branch the
    search backtracked from), ``"refuses_target"`` (``state`` is one legal step from ``b``,
    ``needed`` the step into it, and it never enters ``b``; six digits: it holds 123456 and
    answers no), ``"answered_turns"`` (it answers from ``state`` by a step into ``b``,
    ``needed``, that breaks the turn limit ``limit``), ``"answered_early"`` (a BFS answers by a
    step into ``b`` turning more than ``fewest`` while ``seen_as``, with fewer turns, waits in
    its queue), ``"answered"`` (every state held is correct, yet it answers there),
    ``"returns"`` (its search holds nothing wrong: what it returns is) or ``"none"`` (nothing
    followed: no step is claimed).
    """

    step: int
    reason: str
    state: LearnerState | None = None
    needed: LearnerState | None = None
    seen_as: LearnerState | None = None
    before_search: bool = False
    backtracked: bool = False
    detail: str = ""
    limit: int = 0
    fewest: int = 0


def fewest_turns(
    board: Board, a: Cell, b: Cell, rules: Rules = Rules()
) -> dict[tuple[Cell, Heading], int]:
    """The fewest turns any legal walk from ``a`` takes to enter each cell with each heading,
    as ``{(cell, heading): turns}`` (through empty cells of the rule's area; ``b`` entered, not
    passed)."""
    best: dict[tuple[Cell, Heading], int] = {}
    todo: deque[tuple[Cell, Heading | None, int]] = deque([(a, None, 0)])
    while todo:
        cell, heading, turns = todo.popleft()
        for way in Heading:
            nxt = way.step(cell)
            cost = turns + (heading is not None and way != heading)
            if not rules.in_area(board, nxt) or cost > rules.max_turns + 1:
                continue
            if best.get((nxt, way), cost + 1) <= cost:
                continue
            best[(nxt, way)] = cost
            if nxt == b or (board.contains(nxt) and board[nxt]):
                continue
            (todo.appendleft if cost == turns else todo.append)((nxt, way, cost))
    return best


def path_states(path: Sequence[Cell]) -> list[tuple[Cell, Heading, int]]:
    """The states a path given by its corners passes through, ``a`` left out, ``b`` kept.

    >>> path_states(((0, 0), (0, 2), (1, 2)))
    [((0, 1), Heading.RIGHT, 0), ((0, 2), Heading.RIGHT, 0), ((1, 2), Heading.DOWN, 1)]
    """
    out: list[tuple[Cell, Heading, int]] = []
    turns, heading = 0, None
    for here, nxt in pairwise(walk(tuple(path))):
        way = Heading((nxt[0] - here[0], nxt[1] - here[1]))
        if heading is not None and way != heading:
            turns += 1
        heading = way
        out.append((nxt, way, turns))
    return out


def state_problem(
    state: LearnerState, board: Board, a: Cell, b: Cell, rules: Rules, fewest: Fewest
) -> tuple[str, int]:
    """Why no correct search from a to b holds ``state``, with the bound it breaks.

    Parameters
    ----------
    state : LearnerState
        ``(cell, heading, turns)`` as a learner's search holds it (unknown parts None).
    board, a, b, rules
        The case searched.
    fewest : Fewest
        The fewest turns to each cell and heading (`fewest_turns`).

    Returns
    -------
    tuple of (str, int)
        ``("", 0)`` when some correct search holds it; else the reason (``off_board``,
        ``tile``, ``too_many_turns``, ``unreachable``, ``fewer_turns``) and its bound.

    Examples
    --------
    >>> board = Board.from_rows([[1, 0, 0], [2, 0, 1]])
    >>> fewest = fewest_turns(board, (0, 0), (1, 2))
    >>> state_problem(((0, 1), Heading.RIGHT, 0), board, (0, 0), (1, 2), Rules(), fewest)
    ('', 0)
    >>> state_problem(((0, 1), Heading.LEFT, 0), board, (0, 0), (1, 2), Rules(), fewest)
    ('fewer_turns', 1)
    """
    cell, heading, turns = state
    if cell is None or len(cell) != 2 or cell == a:
        return "", 0
    if not rules.in_area(board, cell):
        return "off_board", 0
    if cell != b and board.contains(cell) and board[cell]:
        return "tile", 0
    if turns is not None and turns > rules.max_turns:
        return "too_many_turns", rules.max_turns
    ways = [heading] if isinstance(heading, Heading) else list(Heading)
    known = [fewest[(cell, way)] for way in ways if (cell, way) in fewest]
    if not known or min(known) > rules.max_turns:
        return "unreachable", 0
    if turns is not None and turns < min(known):
        return "fewer_turns", min(known)
    return "", 0


def _matches(held: LearnerState, needed: tuple[Any, ...], more: bool = False) -> bool:
    cell, heading, turns = held
    if cell != needed[0] or (isinstance(heading, Heading) and heading != needed[1]):
        return False
    if turns is None:
        return not more
    return bool(turns > needed[2] if more else turns <= needed[2])


def _dropped(
    steps: LearnerSteps, needed: list[Any], start: Any, six: bool = False
) -> Divergence | None:
    """The first state of ``needed`` (in path order) the search never holds."""
    held_at: list[tuple[int, LearnerState]] = [
        (number, state)
        for number, step in enumerate(steps.steps, 1)
        for state in (*step.added, *(() if step.current is None else (step.current,)))
    ]
    previous: Any = start
    for want in needed:
        if any(state[0] == want if six else _matches(state, want) for _, state in held_at):
            previous = want
            continue
        # the steps it held the path's state before this one, as the path holds it: a correct
        # search takes this one from there; the last of them is where it stopped
        holding = _steps_holding(steps, previous, six)
        if not six:
            more = _taken_with_more_turns(steps, holding, want)
            if more is not None:
                return more
        return _never_held(steps, held_at, want, max(holding, default=len(steps.steps)), six)
    return None


def _steps_holding(steps: LearnerSteps, previous: Any, six: bool) -> list[int]:
    """The steps (from 1) at which the search holds ``previous`` as the path holds it (a cell
    or a layout; a state, or else its cell)."""
    holding = [
        n for n, step in enumerate(steps.steps, 1)
        if step.current is not None and (
            step.current[0] == previous if six or is_cell(previous)
            else _matches(step.current, previous))
    ]  # fmt: skip
    if not holding and not six and not is_cell(previous):
        holding = [n for n, step in enumerate(steps.steps, 1)
                   if step.current is not None and step.current[0] == previous[0]]  # fmt: skip
    return holding


def _taken_with_more_turns(steps: LearnerSteps, holding: list[int], want: Any) -> Divergence | None:
    """Where the search, from the steps ``holding`` the path's state before, takes ``want``'s
    cell with more turns than it needs; None when it does not."""
    lo, hi = (min(holding), max(holding) + 1) if holding else (0, len(steps.steps))
    more = next(
        ((n, s) for n, step in enumerate(steps.steps, 1) if lo <= n <= hi
         for s in step.added if _matches(s, want, True)),
        None,
    )  # fmt: skip
    return None if more is None else Divergence(more[0], "more_turns", more[1], _need(want))


def _never_held(
    steps: LearnerSteps,
    held_at: list[tuple[int, LearnerState]],
    want: Any,
    at: int,
    six: bool,
) -> Divergence:
    """The search stopped at step ``at`` without ever holding ``want``: said with how its
    marks had it (seen as another state, seen before the search, backtracked out of)."""
    where = want if six else want[0]
    first_marks = set(_seen_cells(steps.steps[0].seen)) if steps.steps else set()
    marks = _seen_cells(steps.steps[at - 1].seen) if steps.steps else []
    seen_as = None
    backtracked = False
    if where in marks:
        alike = [s for _, s in held_at if s[0] == where]
        same = [s for s in alike if not six and s[1] == want[1]]
        seen_as = (same or alike or [(where, None, None)])[0]
        gone = [s for step in steps.steps[:at] for s in step.removed if s[0] == where]
        backtracked = steps.kind in ("stack", "recursion") and not steps.pops and bool(gone)
    return Divergence(
        at,
        "dropped",
        None,
        _need(want) if not six else (want, None, None),
        seen_as,
        before_search=where in first_marks,
        backtracked=backtracked,
    )


def _need(want: tuple[Any, ...]) -> LearnerState:
    return (want[0], want[1], want[2])


def _cell_of(state: Any) -> Any:
    return state if state is None or (len(state) == 2 and isinstance(state[0], int)) else state[0]


def _seen_cells(marks: tuple[Any, ...]) -> list[Any]:
    """The cells (or layouts) a look's seen marks name, whatever their shape."""
    out = []
    for mark in marks:
        key = mark
        while isinstance(key, tuple | list) and key and not (is_cell(key) or is_layout(key)):
            key = key[0]  # a dict's item, a (cell, heading) pair: the cell comes first
        if is_cell(key) or is_layout(key):
            out.append(tuple(key))
    return out


def first_divergence(
    steps: LearnerSteps, board: Board, a: Cell, b: Cell, rules: Rules, answer_wrong: str
) -> Divergence:
    """Where the learner's search on a board leaves every correct one (module docstring).

    ``answer_wrong`` says how its answer is wrong: ``"no"`` (no link or no path where the rule
    has one), ``"yes"`` (a link where the rule has none), ``"path"`` (a path, but one that
    breaks the rule or turns more than it must) or ``"other"`` (a path that runs the wrong
    way, an exception). Both ways are looked for, and the earlier step is given: a state held
    that no correct search holds, or (answering no) a state of the rule's path it never takes
    and the target it never enters though it holds a state one legal step from it, or (a yes
    or a path) the moment it answers against the rule."""
    if not steps.steps:
        return _none()
    problem = pair_problem(board, a, b)
    for number, step in enumerate(steps.steps, 1):
        for state in step.added:
            if problem:
                return Divergence(number, "pair", state, detail=problem)
    if problem:
        return Divergence(len(steps.steps), "answered") if answer_wrong == "yes" else _none()
    fewest = fewest_turns(board, a, b, rules)
    found: list[Divergence] = []
    foreign = _first_foreign(steps, board, a, b, rules, fewest)
    if foreign is not None:
        found.append(foreign)
    if answer_wrong == "no":
        path = Checker(board, rules).path(a, b)
        if path:
            needed = path_states(path)
            dropped = _dropped(steps, needed[:-1], a)
            target = _refuses_target(steps, b, rules)
            found += [d for d in (dropped, target) if d is not None]
            if dropped is None and target is None:
                last = _dropped(steps, needed[-1:], needed[-2][:3] if len(needed) > 1 else a)
                found += [last] if last is not None else []
    if answer_wrong in ("yes", "path"):
        found.append(_at_its_answer(steps, b, rules, fewest, answer_wrong == "yes"))
    if found:
        return min(found, key=lambda d: d.step)  # the first: a tie keeps the order above
    return Divergence(len(steps.steps), "returns")


def _first_foreign(
    steps: LearnerSteps, board: Board, a: Cell, b: Cell, rules: Rules, fewest: Fewest
) -> Divergence | None:
    """The first step holding a state no correct search holds."""
    for number, step in enumerate(steps.steps, 1):
        for state in step.added:
            reason, bound = state_problem(state, board, a, b, rules, fewest)
            if reason:
                return Divergence(
                    number, reason, state, limit=bound if reason == "too_many_turns" else 0,
                    fewest=bound if reason == "fewer_turns" else 0,
                )  # fmt: skip
    return None


def _step_into(state: LearnerState | None, b: Cell) -> tuple[Heading, int] | None:
    """The heading and the turns of the step from ``state`` into ``b``, when it is one step
    away and its turns are known."""
    if state is None or state[0] is None or len(state[0]) != 2 or state[2] is None:
        return None
    cell, heading, turns = state
    way = (b[0] - cell[0], b[1] - cell[1])
    if abs(way[0]) + abs(way[1]) != 1:
        return None
    into = Heading(way)
    if heading is None and turns == 0:
        return into, 0  # the start: the first step is free
    if not isinstance(heading, Heading) or turns is None:
        return None
    return into, turns + (into != heading)


def _refuses_target(steps: LearnerSteps, b: Cell, rules: Rules) -> Divergence | None:
    """The first step whose state is one legal step from ``b``, where a correct search enters
    ``b`` and answers, and the learner's neither enters it nor answers."""
    if any(s[0] == b for step in steps.steps for s in step.added):
        return None  # it took b: what goes wrong comes after
    for number, step in enumerate(steps.steps, 1):
        into = _step_into(step.current, b)
        if into is not None and into[1] <= rules.max_turns:
            return Divergence(number, "refuses_target", step.current, (b, into[0], into[1]))
    return None


def _at_its_answer(
    steps: LearnerSteps, b: Cell, rules: Rules, fewest: Fewest, yes: bool
) -> Divergence:
    """It answers at its last step: the step into ``b`` from the state it holds breaks the
    turn limit, or (a BFS) turns more than it must while a state with fewer turns waits in its
    queue; else ``"answered"`` for a yes, ``"returns"`` for a path."""
    last = len(steps.steps)
    if steps.kind == "recursion" or (steps.kind == "stack" and not steps.pops):
        # the frames it returns through, one by one, come after the answer
        while last > 1 and steps.steps[last - 1].removed and not steps.steps[last - 1].added:
            last -= 1
    step = steps.steps[last - 1]
    current = step.current
    into = _step_into(current, b)
    if into is None:
        return Divergence(last, "answered", current) if yes else Divergence(last, "returns")
    way, cost = into
    if cost > rules.max_turns:
        return Divergence(last, "answered_turns", current, (b, way, cost), limit=rules.max_turns)
    best = min((t for (cell, _), t in fewest.items() if cell == b), default=cost)
    held = current[2] if current is not None and current[2] is not None else 0
    waiting = [(s[2], s) for s in step.frontier if s[2] is not None and s[2] < held]
    if steps.kind == "queue" and cost > best and waiting:
        queued = min(waiting, key=lambda pair: pair[0])[1]
        return Divergence(last, "answered_early", current, (b, way, cost), seen_as=queued,
                          fewest=best)  # fmt: skip
    return Divergence(last, "answered", current) if yes else Divergence(last, "returns")


def _none() -> Divergence:
    return Divergence(0, "none")


def first_six_divergence(
    steps: LearnerSteps, start: tuple[int, ...], answer_wrong: str
) -> Divergence:
    """Where a learner's six-digit search from ``start`` leaves every correct one: a layout α
    and β never make from ``start``, or, answering no, a layout of the shortest word's way it
    never holds."""
    from linklab.core.sixdigits import FORWARD, parse_word, shortest_word, walk_states
    from linklab.core.sixmoves import reach as reached_by

    if not steps.steps:
        return _none()
    reach = reached_by(tuple(start), FORWARD)
    for number, step in enumerate(steps.steps, 1):
        for state in step.added:
            if state[0] is not None and len(state[0]) == 6 and state[0] not in reach:
                return Divergence(number, "unreachable", state)
    if answer_wrong == "no":
        goal = (1, 2, 3, 4, 5, 6)
        held = [n for n, step in enumerate(steps.steps, 1)
                if any(s[0] == goal for s in (*step.added, step.current) if s)]  # fmt: skip
        if held:  # it held the goal and went on: the answer is wrong from there
            return Divergence(held[0], "refuses_target", (goal, None, None))
        word = shortest_word(tuple(start))
        if word is not None:
            dropped = _dropped(steps, walk_states(start, word)[1:], tuple(start), six=True)
            if dropped:
                word_layouts = walk_states(start, word)
                at = word_layouts.index(dropped.needed[0]) if dropped.needed else 0
                move = parse_word(word)[at - 1] if at else ""
                return Divergence(**{**dropped.__dict__, "detail": move})
    if answer_wrong == "yes":
        return Divergence(len(steps.steps), "answered")
    return Divergence(len(steps.steps), "returns")
