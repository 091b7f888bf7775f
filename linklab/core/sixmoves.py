"""The six-digit puzzle's moves, written once, and the one breadth-first search over layouts.

Every six-digit search is a reading of `layout_bfs`: the course's BFS and its events, the
components, the layers and the judge's table (``linklab.core.sixdigits``,
``linklab.core.sixanswers``). This module imports nothing, so a judge that only looks answers
up starts without the events and folds of ``sixdigits``; `linklab.core.sixdigits` states the
moves' convention.

>>> after_move(GOAL, "α"), after_move(GOAL, "α'")
((4, 1, 3, 5, 2, 6), (2, 5, 3, 1, 4, 6))
>>> [what for what, *_ in layout_bfs((2, 5, 3, 1, 4, 6), ("α",))][:5]
['reached', 'expanded', 'reached', 'expanded', 'reached']
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Sequence

#: A layout: the digits in cells A..F (the puzzle's state; ``State`` names a path search's).
Layout = tuple[int, ...]
#: What `layout_bfs` tells of one layout: what happened, the layout, the layout and move it was
#: reached from (None for the start, and for a layout leaving the queue), its depth.
Happening = tuple[str, Layout, Layout | None, str | None, int]

GOAL: Layout = (1, 2, 3, 4, 5, 6)
A, B, C, D, E, F = range(6)


def _inverse(permutation: Sequence[int]) -> tuple[int, ...]:
    """The inverse of a permutation of range(n) given as a tuple of images."""
    inverse = [0] * len(permutation)
    for index, image in enumerate(permutation):
        inverse[image] = index
    return tuple(inverse)


_FORWARD_DESTINATIONS = {"α": (B, E, C, A, D, F), "β": (A, C, F, D, B, E)}
#: For each move, the cell each cell's digit goes to, in cell order A..F; α' and β' undo α, β.
DESTINATIONS: dict[str, tuple[int, ...]] = {
    **_FORWARD_DESTINATIONS,
    **{f"{name}'": _inverse(dest) for name, dest in _FORWARD_DESTINATIONS.items()},
}
#: For each move, the cell each new cell's digit comes from: ``new[j] = old[SOURCES[name][j]]``.
SOURCES = {name: _inverse(dest) for name, dest in DESTINATIONS.items()}

#: What `layout_bfs` says happened.
REACHED, EXPANDED, SEEN = "reached", "expanded", "seen"


def after_move(state: Layout, name: str) -> Layout:
    """The layout after the move ``name`` (unchecked: `linklab.core.sixdigits.apply_move`
    names a wrong move).

    >>> after_move((1, 3, 5, 2, 4, 6), "β")
    (1, 4, 3, 2, 6, 5)
    """
    return tuple([state[source] for source in SOURCES[name]])


def inverse_name(name: str) -> str:
    """The name of the move undoing `name`.

    >>> inverse_name("α"), inverse_name("β'")
    ("α'", 'β')
    """
    return name[:-1] if name.endswith("'") else f"{name}'"


def layout_bfs(start: Layout, moves: Sequence[str]) -> Iterator[Happening]:
    """Breadth-first search from ``start`` over every layout ``moves`` reach, told in order:
    ``("reached", layout, parent, move, depth)`` when a layout is first met (the start first,
    with no parent and no move), ``("expanded", layout, None, None, depth)`` when it leaves the
    queue, and ``("seen", layout, parent, move, depth)`` for a move to a layout met before. A
    reader stops it when it has what it needs (the goal reached).

    >>> for happening in list(layout_bfs((2, 5, 3, 1, 4, 6), ("α",)))[:3]:
    ...     print(happening)
    ('reached', (2, 5, 3, 1, 4, 6), None, None, 0)
    ('expanded', (2, 5, 3, 1, 4, 6), None, None, 0)
    ('reached', (1, 2, 3, 4, 5, 6), (2, 5, 3, 1, 4, 6), 'α', 1)
    """
    reached = {start}
    queue = deque([(start, 0)])
    yield REACHED, start, None, None, 0
    while queue:
        state, depth = queue.popleft()
        yield EXPANDED, state, None, None, depth
        for move in moves:
            following = after_move(state, move)
            if following in reached:
                yield SEEN, following, state, move, depth + 1
                continue
            reached.add(following)
            yield REACHED, following, state, move, depth + 1
            queue.append((following, depth + 1))


def reach(start: Layout, moves: Sequence[str]) -> set[Layout]:
    """Every layout ``moves`` turn ``start`` into, ``start`` included.

    >>> len(reach(GOAL, ("α", "β"))), len(reach(GOAL, ("α",)))
    (120, 4)
    """
    return {state for what, state, *_ in layout_bfs(start, moves) if what == REACHED}
