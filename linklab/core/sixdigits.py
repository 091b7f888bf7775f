"""The six-digit puzzle (六数码): six digits on a 2x3 grid, two moves, 720 layouts.

The cells are read row by row, and a layout is the tuple of the digits in cells A..F::

    A B C
    D E F

A move is named by where each cell's digit *goes*. α sends the digit in A to B, B's to E,
E's to D and D's to A (C and F stay); β sends B's digit to C, C's to F, F's to E and E's to
B (A and D stay). The inverse moves α' and β' undo them. A word is read left to right, first
move first: "αβ" is α, then β. As maps of the cells that is β∘α, which sympy writes
``Permutation(α) * Permutation(β)``: its products also run left to right.

>>> apply_move((1, 2, 3, 4, 5, 6), "α")
(4, 1, 3, 5, 2, 6)
>>> apply_move((1, 2, 3, 4, 5, 6), "β")
(1, 5, 2, 4, 6, 3)
>>> apply_word((1, 2, 3, 4, 5, 6), "αβ")
(4, 2, 1, 5, 6, 3)
>>> apply_word((1, 2, 3, 4, 5, 6), "αβ") == apply_move(apply_move((1, 2, 3, 4, 5, 6), "α"), "β")
True
>>> apply_word((4, 2, 1, 5, 6, 3), "β'α'")
(1, 2, 3, 4, 5, 6)
"""

from __future__ import annotations

import functools
import itertools
from collections import deque
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import IO, cast

from linklab.core import sixmoves
from linklab.core.errors import InputError, check_iterable, check_type
from linklab.core.sixmoves import DESTINATIONS, EXPANDED, REACHED, SEEN, layout_bfs, reach
from linklab.core.sixmoves import GOAL as GOAL  # these three are read as sixdigits.NAME too
from linklab.core.sixmoves import Layout as Layout
from linklab.core.sixmoves import inverse_name as inverse_name
from linklab.core.trace import last_event
from linklab.i18n import Glossed

Word = str

DIGITS = frozenset("123456")

FORWARD: tuple[str, ...] = ("α", "β")
WITH_INVERSES: tuple[str, ...] = ("α", "β", "α'", "β'")


# --- states and words ---------------------------------------------------------------------


def parse_state(text: str, *, line: int | None = None) -> Layout:
    """Read a layout written as six digits separated by spaces.

    Parameters
    ----------
    text : str
        The digits of cells A..F, e.g. ``"1 3 5 2 4 6"``.
    line : int, optional
        The line number to name in an error.

    Returns
    -------
    Layout
        The six digits as a tuple.

    Raises
    ------
    InputError
        If the text is not a permutation of 1..6.

    Examples
    --------
    >>> parse_state("1 3 5 2 4 6")
    (1, 3, 5, 2, 4, 6)
    >>> parse_state("1 3 5 2 4 4", line=2)
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: line 2, token '4': expected each digit 1..6 once; 4 is repeated
    """
    tokens = text.split()
    if len(tokens) != 6:
        raise InputError(
            f"expected six digits 1..6, found {len(tokens)} item{'s' * (len(tokens) != 1)}",
            line=line,
            token=text.strip(),
        )
    seen: set[str] = set()
    for token in tokens:
        if token not in DIGITS:
            raise InputError("expected a digit 1..6", line=line, token=token)
        if token in seen:
            raise InputError(
                f"expected each digit 1..6 once; {token} is repeated", line=line, token=token
            )
        seen.add(token)
    return tuple(int(token) for token in tokens)


def format_state(state: Layout) -> str:
    """Write a layout as one line, the inverse of `parse_state`.

    Parameters
    ----------
    state : Layout
        The digits of cells A..F.

    Returns
    -------
    str
        The digits separated by single spaces.

    Examples
    --------
    >>> format_state((1, 3, 5, 2, 4, 6))
    '1 3 5 2 4 6'
    """
    return " ".join(map(str, state))


def all_states() -> list[Layout]:
    """Every layout, in increasing order (123456 first).

    Returns
    -------
    list of Layout
        The 720 permutations of 1..6.

    Examples
    --------
    >>> states = all_states()
    >>> len(states), states[0], states[-1]
    (720, (1, 2, 3, 4, 5, 6), (6, 5, 4, 3, 2, 1))
    """
    return list(itertools.permutations(GOAL))


#: Every layout, to tell one at a glance.
_LAYOUTS = frozenset(itertools.permutations(GOAL))
#: The layout after each move from each layout, read with no call: a search's every step
#: (and the counting of a learner's, `linklab.course.selfcheck.counting`) costs one call less.
_AFTER = {
    name: {state: sixmoves.after_move(state, name) for state in _LAYOUTS} for name in DESTINATIONS
}


def parse_word(word: str) -> tuple[str, ...]:
    """Split a word into move names; a ``'`` belongs to the move before it.

    Parameters
    ----------
    word : str
        Moves written one after another, e.g. ``"αβ'α"``.

    Returns
    -------
    tuple of str
        The move names, first move first.

    Raises
    ------
    InputError
        If the word holds anything but α, β, α' and β'.

    Examples
    --------
    >>> parse_word("αβ'α")
    ('α', "β'", 'α')
    >>> parse_word("")
    ()
    """
    names: list[str] = []
    for position, char in enumerate(word):
        if char == "'" and names and not names[-1].endswith("'"):
            names[-1] += "'"
        elif char in DESTINATIONS:
            names.append(char)
        else:
            raise InputError(f"expected a move α, β, α' or β' at position {position}", token=char)
    return tuple(names)


def format_word(names: Iterable[str]) -> str:
    """Join move names into a word, the inverse of `parse_word`.

    Parameters
    ----------
    names : iterable of str
        Move names, first move first.

    Returns
    -------
    str
        The word.

    Examples
    --------
    >>> format_word(["α", "β'", "α"])
    "αβ'α"
    """
    return "".join(names)


def apply_move(state: Layout, name: str) -> Layout:
    """The layout after one move.

    Parameters
    ----------
    state : Layout
        The digits of cells A..F.
    name : str
        ``"α"``, ``"β"``, ``"α'"`` or ``"β'"``.

    Returns
    -------
    Layout
        The new layout.

    Examples
    --------
    >>> apply_move((1, 3, 5, 2, 4, 6), "β")
    (1, 4, 3, 2, 6, 5)
    >>> apply_move((1, 2, 3), "α")
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: token '(1, 2, 3)': expected a permutation of 1..6
    """
    try:
        return _AFTER[name][state]  # no call: a move a search makes costs its one call
    except (KeyError, TypeError):  # not a move, or not a layout as a tuple (a list, say)
        if name not in DESTINATIONS:
            raise InputError("expected a move α, β, α' or β'", token=name) from None
    return sixmoves.after_move(_check_state(state), name)  # a list of digits is taken


def undo_move(state: Layout, name: str) -> Layout:
    """The layout that `name` turns into `state`.

    Parameters
    ----------
    state : Layout
        The layout after the move.
    name : str
        The move.

    Returns
    -------
    Layout
        The layout before the move.

    Examples
    --------
    >>> undo_move((4, 1, 3, 5, 2, 6), "α")
    (1, 2, 3, 4, 5, 6)
    """
    return apply_move(state, inverse_name(name))


def apply_word(state: Layout, word: str | Sequence[str]) -> Layout:
    """The layout after a word of moves, read left to right.

    Parameters
    ----------
    state : Layout
        The starting layout.
    word : str or sequence of str
        A word such as ``"αββ"``, or its move names.

    Returns
    -------
    Layout
        The layout after every move of the word.

    Examples
    --------
    >>> apply_word((2, 5, 6, 4, 3, 1), "αααβαα")
    (1, 2, 3, 4, 5, 6)
    """
    names = parse_word(word) if isinstance(word, str) else word
    for name in names:
        state = apply_move(state, name)
    return state


def _check_state(state: Layout, name: str = "state") -> Layout:
    """`state` as a tuple; a TypeError naming ``name`` if it is not a sequence of integers (a
    bool is not a digit), an InputError if it is not a permutation of 1..6."""
    check_iterable(state, name, "a layout, six digits like (1, 2, 3, 4, 5, 6)")
    state = tuple(state)
    for digit in state:
        check_type(digit, int, f"{name}'s digit {digit!r}", "an integer 1..6")
    if sorted(state) != list(GOAL):
        raise InputError("expected a permutation of 1..6", token=str(state))
    return state


def checked_moves(moves: Iterable[str]) -> tuple[str, ...]:
    """`moves` as a tuple, or InputError naming the first unknown move."""
    moves = tuple(moves)
    for name in moves:
        if name not in DESTINATIONS:
            raise InputError("expected a move α, β, α' or β'", token=name)
    return moves


# --- the search, as a stream of events ----------------------------------------------------


@dataclass(frozen=True, slots=True)
class LayoutDequeued(Glossed):
    """`state` leaves the front of the queue; its successors come next."""

    state: Layout
    depth: int

    def gloss(self) -> str:
        return "leaves the queue, to be expanded"


@dataclass(frozen=True, slots=True)
class Discovered(Glossed):
    """`state` is new: reached from `parent` by `move`, it joins the back of the queue.

    The start is discovered first, with no parent and no move.
    """

    state: Layout
    parent: Layout | None
    move: str | None
    depth: int

    def gloss(self) -> str:
        return "new: joins the back of the queue"


@dataclass(frozen=True, slots=True)
class Skipped(Glossed):
    """`move` turns `parent` into `state`, which was already discovered."""

    state: Layout
    parent: Layout
    move: str
    reason: str = "seen"

    def gloss(self) -> str:
        return "already discovered: skipped"


@dataclass(frozen=True, slots=True)
class GoalReached(Glossed):
    """The goal was discovered; `word` turns the start into it."""

    word: Word

    def gloss(self) -> str:
        return "the goal is reached"


@dataclass(frozen=True, slots=True)
class GoalUnreachable(Glossed):
    """The queue ran empty without discovering the goal."""

    def gloss(self) -> str:
        return "the queue ran empty: the goal cannot be reached"


SixDigitEvent = LayoutDequeued | Discovered | Skipped | GoalReached | GoalUnreachable


def bfs_events(
    start: Layout, goal: Layout = GOAL, moves: Sequence[str] = FORWARD
) -> Iterator[SixDigitEvent]:
    """Breadth-first search from `start`, as the document does it, told as events.

    As in the document, a successor is tested against the goal the moment it is generated.
    A start that already is the goal is found at once, with the empty word.

    Parameters
    ----------
    start : Layout
        The layout to search from.
    goal : Layout, optional
        The layout to reach; 123456 by default.
    moves : sequence of str, optional
        The moves tried from each layout, in this order; `FORWARD` (α, β) by default.

    Yields
    ------
    SixDigitEvent
        ``Discovered`` for the start, then for each dequeued layout ``LayoutDequeued`` and one
        ``Discovered`` or ``Skipped`` per move; last ``GoalReached(word)`` or ``GoalUnreachable()``.

    Examples
    --------
    >>> for event in bfs_events((2, 5, 3, 1, 4, 6)):
    ...     print(event)
    Discovered(state=(2, 5, 3, 1, 4, 6), parent=None, move=None, depth=0)
    LayoutDequeued(state=(2, 5, 3, 1, 4, 6), depth=0)
    Discovered(state=(1, 2, 3, 4, 5, 6), parent=(2, 5, 3, 1, 4, 6), move='α', depth=1)
    GoalReached(word='α')
    """
    start, goal = _check_state(start, "start"), _check_state(goal, "goal")
    moves = checked_moves(moves)
    came_from: dict[Layout, tuple[Layout, str] | None] = {}
    for what, state, parent, move, depth in layout_bfs(start, moves):
        if what == EXPANDED:
            yield LayoutDequeued(state, depth)
        elif what == SEEN:
            yield Skipped(state, cast(Layout, parent), cast(str, move))  # a move was made
        else:
            came_from[state] = None if parent is None else (parent, cast(str, move))
            yield Discovered(state, parent, move, depth)
            if state == goal:
                yield GoalReached(_word_to(state, came_from))
                return
    yield GoalUnreachable()


@dataclass(frozen=True)
class SixFrame:
    """A six-digit BFS after ``step`` events: the layout in hand (None before the first), the
    queue, what happened."""

    step: int
    state: tuple[int, ...] | None
    queue: tuple[tuple[int, ...], ...]
    note: str


@dataclass
class SixBfsFold:
    """What a six-digit BFS's replay folds its events into (a `linklab.core.trace.Fold`):
    `bfs_events` here, or document 001's as written (``linklab.documents``), which yields the
    same events.

    >>> from linklab.core.trace import Trace
    >>> trace = Trace(bfs_events((2, 5, 3, 1, 4, 6)), fold=SixBfsFold)
    >>> [trace.frame(step).note for step in (0, 1, 2)]
    ['start', 'start queued', 'take the front layout']
    """

    state: tuple[int, ...] | None = None
    queue: deque[Layout] = field(default_factory=deque)
    note: str = "start"

    def copy(self) -> SixBfsFold:
        return SixBfsFold(self.state, deque(self.queue), self.note)

    def size(self) -> int:
        return len(self.queue)

    def apply(self, event: SixDigitEvent) -> None:
        if isinstance(event, Discovered):
            self.queue.append(event.state)
            self.state = event.state
            self.note = (
                "start queued" if event.parent is None else f"{event.move} gives a new layout"
            )
        elif isinstance(event, LayoutDequeued):
            self.queue.popleft()
            self.state = event.state
            self.note = "take the front layout"
        elif isinstance(event, Skipped):
            self.state = event.state
            self.note = f"{event.move} gives a layout seen before"
        elif isinstance(event, GoalReached):
            self.note = f"found: {event.word}"
        else:
            self.note = "queue empty: no"

    def freeze(self, step: int, event: SixDigitEvent | None) -> SixFrame:
        return SixFrame(step, self.state, tuple(self.queue), self.note)


def _word_to(state: Layout, came_from: Mapping[Layout, tuple[Layout, str] | None]) -> Word:
    """The word leading from the search's start to `state`, read off the parent links."""
    names = []
    while (link := came_from[state]) is not None:
        state, move = link
        names.append(move)
    return format_word(reversed(names))


def can_reach(state: Layout, goal: Layout = GOAL, moves: Sequence[str] = FORWARD) -> bool:
    """Whether some word of `moves` turns `state` into `goal`, by searching.

    Parameters
    ----------
    state : Layout
        The starting layout.
    goal : Layout, optional
        The layout to reach; 123456 by default.
    moves : sequence of str, optional
        The moves allowed; α and β by default.

    Returns
    -------
    bool
        True if the search ends with ``GoalReached``.

    Examples
    --------
    >>> can_reach((1, 3, 5, 2, 4, 6)), can_reach((2, 5, 6, 4, 3, 1))
    (False, True)
    """
    return isinstance(last_event(bfs_events(state, goal, moves)), GoalReached)


def shortest_word(
    state: Layout, goal: Layout = GOAL, moves: Sequence[str] = FORWARD
) -> Word | None:
    """A shortest word turning `state` into `goal`, by searching.

    Among the shortest words it is the first in dictionary order, the moves ranked as
    listed in `moves`: the one breadth-first search meets first.

    Parameters
    ----------
    state : Layout
        The starting layout.
    goal : Layout, optional
        The layout to reach; 123456 by default.
    moves : sequence of str, optional
        The moves allowed; α and β by default.

    Returns
    -------
    str or None
        The word (``""`` when `state` is the goal), or None if no word exists.

    Examples
    --------
    >>> shortest_word((2, 5, 6, 4, 3, 1))
    'αααβαα'
    >>> shortest_word((2, 5, 6, 4, 3, 1), moves=WITH_INVERSES)
    "α'βαα"
    >>> shortest_word((1, 3, 5, 2, 4, 6)) is None
    True
    """
    final = last_event(bfs_events(state, goal, moves))
    return final.word if isinstance(final, GoalReached) else None


# --- the whole space ----------------------------------------------------------------------


def components(moves: Sequence[str] = FORWARD) -> list[frozenset[Layout]]:
    """The layouts split into groups that can reach one another.

    Every move has finite order (α four times is nothing), so if s reaches t then t reaches
    s: the strongly connected components are the answer, and α and β give the same ones
    as α, β and their inverses. There are 6, of 120 layouts each, because α and β
    generate a group of 120 permutations of the cells (see `component_key`).

    Parameters
    ----------
    moves : sequence of str, optional
        The moves allowed; α and β by default.

    Returns
    -------
    list of frozenset of Layout
        The components, ordered by their smallest layout, so the goal's comes first.

    Examples
    --------
    >>> parts = components()
    >>> [len(part) for part in parts]
    [120, 120, 120, 120, 120, 120]
    >>> GOAL in parts[0], (1, 3, 5, 2, 4, 6) in parts[0]
    (True, False)
    """
    moves = checked_moves(moves)
    parts: list[frozenset[Layout]] = []
    placed: set[Layout] = set()
    for start in all_states():  # reaching is two-way here, so what start reaches is its part
        if start not in placed:
            part = frozenset(reach(start, moves))
            placed |= part
            parts.append(part)
    return sorted(parts, key=min)


def layers(goal: Layout = GOAL, moves: Sequence[str] = FORWARD) -> list[list[Layout]]:
    """The layouts by how far they are from the goal.

    Layer d holds the layouts whose shortest word *to* `goal` has length d. The moves are
    one-way, so this is the one breadth-first search (`linklab.core.sixmoves.layout_bfs`) from
    `goal` over the moves' inverses: from a layout t in layer d, each move m gives
    ``undo_move(t, m)``, which m turns into t.

    Parameters
    ----------
    goal : Layout, optional
        The layout to reach; 123456 by default.
    moves : sequence of str, optional
        The moves allowed; α and β by default.

    Returns
    -------
    list of list of Layout
        Layer 0 is ``[goal]``; each layer is sorted. Layouts that cannot reach the goal
        are in none.

    Examples
    --------
    >>> [len(layer) for layer in layers()]
    [1, 2, 4, 8, 14, 22, 28, 23, 13, 5]
    >>> [len(layer) for layer in layers(moves=WITH_INVERSES)]
    [1, 4, 10, 22, 42, 33, 7, 1]
    """
    goal, moves = _check_state(goal), checked_moves(moves)
    found: list[list[Layout]] = []
    for what, state, _, _, depth in layout_bfs(goal, [inverse_name(move) for move in moves]):
        if what == REACHED:
            if depth == len(found):
                found.append([])
            found[depth].append(state)
    return [sorted(layer) for layer in found]


@functools.cache
def _solution_table(goal: Layout, moves: tuple[str, ...]) -> Mapping[Layout, Word | None]:
    """Build `solution_table` once per goal and move set."""
    distance = {}
    words: dict[Layout, Word | None] = dict.fromkeys(all_states())
    for depth, layer in enumerate(layers(goal, moves)):
        for state in layer:
            distance[state] = depth
            if depth == 0:
                words[state] = ""
                continue
            # The first move that gets one step closer gives the word BFS from state finds.
            move = next(m for m in moves if distance.get(apply_move(state, m)) == depth - 1)
            # (the layout one step closer got its word in the layer before)
            words[state] = move + cast(Word, words[apply_move(state, move)])
    return MappingProxyType(words)


def solution_table(
    goal: Layout = GOAL, moves: Sequence[str] = FORWARD
) -> Mapping[Layout, Word | None]:
    """Every layout's shortest word to the goal, built once and kept.

    Parameters
    ----------
    goal : Layout, optional
        The layout to reach; 123456 by default.
    moves : sequence of str, optional
        The moves allowed; α and β by default.

    Returns
    -------
    Mapping of Layout to str or None
        For each of the 720 layouts the word `shortest_word` finds, or None. Read-only.

    Examples
    --------
    >>> table = solution_table()
    >>> table[(2, 5, 6, 4, 3, 1)], table[(1, 3, 5, 2, 4, 6)], table[GOAL]
    ('αααβαα', None, '')
    >>> sum(word is not None for word in table.values())
    120
    """
    return _solution_table(_check_state(goal), checked_moves(moves))


def farthest_layouts(
    goal: Layout = GOAL, moves: Sequence[str] = FORWARD
) -> list[tuple[Layout, Word]]:
    """The layouts whose shortest solution is the longest, with those solutions.

    Parameters
    ----------
    goal : Layout, optional
        The layout to reach; 123456 by default.
    moves : sequence of str, optional
        The moves allowed; α and β by default.

    Returns
    -------
    list of (Layout, str)
        The last layer of `layers`, each layout with its word from `solution_table`.

    Examples
    --------
    >>> for state, word in farthest_layouts():
    ...     print(format_state(state), word)
    1 6 3 2 4 5 αααβββαββ
    2 1 6 5 4 3 αβααβββαβ
    2 3 5 4 1 6 αααβββαβα
    4 3 2 1 6 5 αααβαβααα
    4 5 6 1 2 3 αβαβββααβ
    >>> farthest_layouts(moves=WITH_INVERSES)
    [((4, 5, 6, 1, 2, 3), "ααβα'β'α'β")]
    """
    table = solution_table(goal, moves)
    # (every layout of a layer is reachable: its word is not None)
    return [(state, cast(Word, table[state])) for state in layers(goal, moves)[-1]]


# --- deciding without searching -----------------------------------------------------------

# Each cell as a point of the projective line over the integers mod 5, in homogeneous
# coordinates (x, 1), with (1, 0) for the point at infinity: A=1, B=2, C=0, D=3, E=4, F=∞.
_Point = tuple[int, int]
_POINTS: tuple[_Point, ...] = ((1, 1), (2, 1), (0, 1), (3, 1), (4, 1), (1, 0))


def _cross_ratio(p: _Point, q: _Point, r: _Point, s: _Point) -> int:
    """The cross ratio (p, q; r, s) mod 5 of four distinct points of the projective line."""

    def det(u: _Point, v: _Point) -> int:
        return u[0] * v[1] - u[1] * v[0]

    # pow(x, 3, 5) is the inverse of x mod 5 (Fermat); no determinant here is 0 mod 5.
    return det(p, r) * det(q, s) * pow(det(p, s) * det(q, r), 3, 5) % 5


def component_key(state: Layout) -> tuple[int, int]:
    """Name a layout's component without searching: two cross ratios mod 5.

    Put the cells on the projective line over the integers mod 5, A=1, B=2, C=0, D=3,
    E=4, F=∞. Then α is the map x -> 2x (1 -> 2 -> 4 -> 3 -> 1, fixing 0 and ∞) and β is
    x -> 4 + 2/x (2 -> 0 -> ∞ -> 4 -> 2, fixing 1 and 3). Both are Möbius maps
    x -> (ax + b)/(cx + d), and together they generate all 120 of them, the group
    PGL(2, 5): a group of order 120 inside the 720 permutations of the cells.

    A Möbius map keeps every cross ratio (p, q; r, s) = (r-p)(s-q) / ((s-p)(r-q)). So the
    cross ratio of the cells holding digits 1, 2, 3, 4, and that of the cells holding 1, 2,
    3, 5, stay the same whatever moves are made. The pair is exact: a Möbius map is fixed
    by where it sends three points, so if two layouts have the same pair, the map taking
    the cells of 1, 2, 3 in the first to those in the second also takes the cells of 4 and
    5 (hence 6) along, and it is a word in α and β. The pair takes 3 x 2 = 6 values, one
    per component.

    Parameters
    ----------
    state : Layout
        The digits of cells A..F.

    Returns
    -------
    tuple of (int, int)
        Equal for two layouts exactly when moves turn one into the other.

    Examples
    --------
    >>> component_key(GOAL), component_key((2, 5, 6, 4, 3, 1)), component_key((1, 3, 5, 2, 4, 6))
    ((4, 2), (4, 2), (3, 2))
    """
    point_of = {digit: _POINTS[cell] for cell, digit in enumerate(state)}
    one, two, three, four, five = (point_of[digit] for digit in range(1, 6))
    return _cross_ratio(one, two, three, four), _cross_ratio(one, two, three, five)


def is_solvable(state: Layout, goal: Layout = GOAL) -> bool:
    """Whether α and β turn `state` into `goal`, decided by `component_key` alone.

    Adding α' and β' changes nothing: α' is ααα and β' is βββ.

    Parameters
    ----------
    state : Layout
        The starting layout.
    goal : Layout, optional
        The layout to reach; 123456 by default.

    Returns
    -------
    bool
        The same answer as `can_reach`, without a search.

    Examples
    --------
    >>> is_solvable((1, 3, 5, 2, 4, 6)), is_solvable((2, 5, 6, 4, 3, 1))
    (False, True)
    """
    return component_key(_check_state(state)) == component_key(_check_state(goal))


def is_even(state: Layout) -> bool:
    """Whether a layout is an even permutation of 123456 (an even number of swaps away).

    Parity decides the 15-puzzle, but not this one. α and β each move four digits round a
    cycle, and a 4-cycle is three swaps: both moves are odd, so every move flips the
    parity, and the goal's component holds 60 even and 60 odd layouts.

    Parameters
    ----------
    state : Layout
        The digits of cells A..F.

    Returns
    -------
    bool
        True for an even permutation.

    Examples
    --------
    >>> is_even(GOAL), is_even(apply_move(GOAL, "α")), is_even(apply_move(GOAL, "β"))
    (True, False, False)
    """
    inversions = sum(a > b for a, b in itertools.combinations(state, 2))
    return inversions % 2 == 0


# --- the document's judge -----------------------------------------------------------------


@functools.cache
def _lines_for_layouts(with_words: bool) -> dict[str, str]:
    """Each layout's line as ``format_state`` writes it -> the line to print for it."""
    # A plain dict, private and never changed: its .get is faster than a read-only proxy's.
    answers = {}
    for state, word in solution_table().items():
        if word is None:
            answers[format_state(state)] = "No"
        else:
            answers[format_state(state)] = f"Yes {word}" if with_words and word else "Yes"
    return answers


def judge_sixdigits(text: str, out: IO[str], *, moves: bool = False) -> None:
    """Answer document 001: can each layout be turned into 123456 by α and β?

    One layout a line, six digits separated by spaces, until the end of the input; blank
    lines are skipped. Every answer is a table lookup, with no search per line.

    Parameters
    ----------
    text : str
        The whole input.
    out : text stream
        Where the answers go, ``Yes`` or ``No`` a line.
    moves : bool, optional
        Print a shortest word beside each ``Yes``, e.g. ``Yes αααβαα``. 123456 itself needs
        no move and prints a bare ``Yes``.

    Raises
    ------
    InputError
        At the first line that is not a permutation of 1..6, naming it; the answers to the
        lines before it have been written by then.

    Examples
    --------
    >>> import sys
    >>> judge_sixdigits("1 3 5 2 4 6\\n2 5 6 4 3 1\\n", sys.stdout)
    No
    Yes
    >>> judge_sixdigits("2 5 6 4 3 1\\n\\n1 2 3 4 5 6\\n", sys.stdout, moves=True)
    Yes αααβαα
    Yes
    """
    table = _lines_for_layouts(moves)
    lines = text.splitlines()
    # Lines written as format_state writes them are answered by one lookup each, in C.
    answers = list(map(table.get, lines))
    if None not in answers:
        _write_lines(out, cast("list[str]", answers))  # None is not among them
        return
    written: list[str] = []
    try:
        for number, (line, answer) in enumerate(zip(lines, answers, strict=True), start=1):
            if answer is None:
                if not line.strip():
                    continue
                # Extra spaces or tabs: parse_state either raises or gives the usual key.
                answer = table[format_state(parse_state(line, line=number))]
            written.append(answer)
    finally:
        _write_lines(out, written)


def _write_lines(out: IO[str], lines: list[str]) -> None:
    """Write each of `lines` followed by a newline, in one call."""
    if lines:
        out.write("\n".join(lines) + "\n")


def walk_states(state: Sequence[int], word: str) -> list[Layout]:
    """The layouts a word passes through from ``state``, ``state`` first.

    >>> walk_states((2, 5, 3, 1, 4, 6), "α")
    [(2, 5, 3, 1, 4, 6), (1, 2, 3, 4, 5, 6)]
    """
    states = [tuple(state)]
    for name in parse_word(word):
        states.append(apply_move(states[-1], name))
    return states
