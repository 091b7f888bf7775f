"""A learner's recorded search read as the course reads its own: states, steps, frames.

`LearnerSteps(recording)` turns each `linklab.core.learner_trace.Look` into a `LearnerStep`: the
frontier as states ``(cell, heading, turns)`` (a six-digit layout in place of the cell, unknown
parts None; a heading as `linklab.core.rules.Heading`, read through the learner's own table of
four steps when they keep one, else from the way their states move), the state they hold (the
one last taken off the queue's front, or the top of their stack), their seen marks, and what
changed. ``frame(i)`` is step ``i`` as a `linklab.core.trace.Frame`, which the course's scenes
draw (``linklab.render.scene.search.frame_scene``).

Examples
--------
>>> from linklab.core.learner_trace import Look, Recording
>>> looks = [Look(1, 5, (((0, 0), None, 0),), (), 1), Look(4, 7, (), (), 1),
...          Look(9, 8, (((0, 1), 1, 0),), (), 1)]
>>> steps = LearnerSteps(Recording(looks=looks, frontier_kind="queue",
...                                steps_table=((-1, 0), (0, 1), (1, 0), (0, -1))))
>>> [step.change for step in steps.steps]
['queues (1, 1), 0 turns', 'takes (1, 1) off the queue', 'queues (1, 2) heading right, 0 turns']
>>> steps.frame(3).frontier, steps.frame(3).current
((((0, 1), Heading.RIGHT, 0),), ((0, 0), None, 0))
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import pairwise
from types import MappingProxyType
from typing import Any, cast

from linklab.core.board import Cell, format_cell
from linklab.core.learner_trace import Recording, Steps, as_ints, is_cell, is_layout, is_whole
from linklab.core.rules import Heading
from linklab.core.trace import Frame, ReasonCounts, Summary

#: A state as read from the learner's values: a cell or a layout, a heading, a turn count.
LearnerState = tuple[Any, Heading | None, int | None]

HEADING_WORDS = {
    Heading.UP: "up",
    Heading.RIGHT: "right",
    Heading.DOWN: "down",
    Heading.LEFT: "left",
}


@dataclass(frozen=True)
class LearnerStep:
    """One step of the learner's search: what it holds after it, and what changed."""

    frontier: tuple[LearnerState, ...]
    current: LearnerState | None
    seen: tuple[Any, ...]
    added: tuple[LearnerState, ...]
    removed: tuple[LearnerState, ...]
    change: str
    line: int
    lines: int


def _heading(value: Any, table: Steps | None) -> Heading | None:
    if value is None or isinstance(value, Heading):
        return value
    if is_cell(value):
        try:
            return Heading(as_ints(value))
        except ValueError:
            return None
    if is_whole(value) and table is not None and 0 <= value < 4:
        return Heading(table[int(value)])
    return None


def _python_int(value: Any) -> Any:
    """A numpy integer as a Python int; anything else as it is."""
    return int(value) if is_whole(value) else value


def read_state(entry: Any, table: Steps | None = None) -> LearnerState:
    """One entry of a learner's queue or stack as ``(cell or layout, heading, turns)``.

    A heap's entry puts its priority first: ``(turns, cell, heading)``.

    >>> read_state(((2, 3), 1, 0), ((-1, 0), (0, 1), (1, 0), (0, -1)))
    ((2, 3), Heading.RIGHT, 0)
    >>> read_state((2, 3, (1, 0), 1)), read_state((4, 1, 3, 5, 2, 6))
    (((2, 3), Heading.DOWN, 1), ((4, 1, 3, 5, 2, 6), None, None))
    >>> read_state((1, (2, 3), (0, 1)))
    ((2, 3), Heading.RIGHT, 1)
    """
    if is_cell(entry) or is_layout(entry):
        return (as_ints(entry), None, None)
    if not isinstance(entry, tuple) or not entry:
        return (None, None, None)
    entry = tuple(_python_int(part) for part in entry)
    if len(entry) >= 2 and is_whole(entry[0]) and (is_cell(entry[1]) or is_layout(entry[1])):
        rest = entry[2:]  # a heap's entry: its priority is the turns, a heading may follow
        head = _heading(rest[0], table) if rest else None
        if head is None and rest and type(rest[0]) is int and table is None:
            head = cast(Any, ("index", rest[0]))
        return (as_ints(entry[1]), head, entry[0])
    if is_cell(entry[0]) or is_layout(entry[0]):
        where, rest = as_ints(entry[0]), entry[1:]
    elif is_cell(entry[:2]):
        where, rest = as_ints(entry[:2]), entry[2:]
    else:
        return (None, None, None)
    turns = next((v for v in reversed(rest[:2]) if type(v) is int), None)
    if len(rest) >= 2:
        head = _heading(rest[0], table)
        if head is None and rest[0] is not None and type(rest[0]) is int and table is None:
            head = cast(Any, ("index", rest[0]))  # resolved once the moves tell its way
        return (where, head, turns if type(rest[1]) is int else None)
    if len(rest) == 1 and type(rest[0]) is not int:
        return (where, _heading(rest[0], table), None)
    return (where, None, turns)


def describe_state(state: LearnerState) -> str:
    """A state as a person reads it: the cell counted from 1, its heading and turns.

    >>> describe_state(((1, 2), Heading.DOWN, 1)), describe_state(((1, 2, 3, 4, 5, 6), None, None))
    ('(2, 3) heading down, 1 turn', '123456')
    """
    where, heading, turns = state
    if where is None:
        return "?"
    if len(where) == 6:
        return "".join(map(str, where))
    text = format_cell(where)
    if isinstance(heading, Heading):
        text += f" heading {HEADING_WORDS[heading]}"
    if turns is not None:
        text += f", {turns} turn{'s' * (turns != 1)}"
    return text


class LearnerSteps:
    """The learner's search, step by step (see the module docstring)."""

    def __init__(self, recording: Recording):
        self.recording = recording
        self.kind = recording.frontier_kind
        table = recording.steps_table
        read: dict[Any, LearnerState] = {}  # a stack's entries repeat from look to look

        def state(entry: Any) -> LearnerState:
            try:
                if entry not in read:
                    read[entry] = read_state(entry, table)
                return read[entry]
            except TypeError:  # an entry that cannot be hashed
                return read_state(entry, table)

        raw = [[state(e) for e in look.frontier] for look in recording.looks]
        self._resolve_indices(raw)
        if self.kind in ("stack", "recursion"):
            raw = [_along_the_stack(states) for states in raw]
        self.steps: list[LearnerStep] = []
        previous: list[LearnerState] = []
        current: LearnerState | None = None
        stack = self.kind in ("stack", "recursion")
        #: a stack it pops to expand (``state = stack.pop()``): empty while the search goes on
        self.pops = self.kind == "stack" and any(not states for states in raw[1:-1])
        #: a queue taken from its back (``queue.pop()`` on a list): a stack by accident
        self.from_end = self.kind == "queue" and _taken_from_end(raw)
        for look, states in zip(recording.looks, raw, strict=True):
            added, removed = _difference(previous, states, stack)
            if stack and not self.pops:
                current = states[-1] if states else None
            elif removed:
                current = removed[-1]
            change = self._change(added, removed, look.seen, stack)
            self.steps.append(
                LearnerStep(tuple(states), current, look.seen, added, removed, change, look.line,
                     look.lines)
            )  # fmt: skip
            previous = states

    def _resolve_indices(self, raw: list[list[LearnerState]]) -> None:
        """Headings given as numbers with no table: read each number's way off the moves (a
        state joins from the state last taken, one step or one straight run away)."""
        ways: dict[int, Heading] = {}
        previous: list[LearnerState] = []
        current: LearnerState | None = None
        stack = self.kind in ("stack", "recursion")
        for states in raw:
            added, removed = _difference(previous, states, stack)
            if removed and not stack:
                current = removed[-1]
            for state in added:
                head, here = state[1], state[0]
                base = previous[-1] if stack and previous else current
                if not (isinstance(head, tuple) and head[0] == "index") or base is None:
                    continue
                if base[0] is None or here is None or len(here) != 2 or len(base[0]) != 2:
                    continue
                dr, dc = here[0] - base[0][0], here[1] - base[0][1]
                if (dr == 0) != (dc == 0):
                    ways.setdefault(head[1], Heading(((dr > 0) - (dr < 0), (dc > 0) - (dc < 0))))
            previous = states
        for states in raw:
            for i, (where, head, turns) in enumerate(states):
                if isinstance(head, tuple):
                    states[i] = (where, ways.get(head[1]), turns)

    def _change(
        self, added: tuple[Any, ...], removed: tuple[Any, ...], seen: tuple[Any, ...], stack: bool
    ) -> str:
        parts = []
        for state in removed:
            verb = "backtracks from" if stack and not self.pops else "takes"
            tail = " off the stack" if self.pops else "" if stack else " off the queue"
            parts.append(f"{verb} {_state_place(state)}{tail}")
        for state in added:
            parts.append(f"{'pushes' if stack else 'queues'} {describe_state(state)}")
        if not parts:
            parts.append("marks seen" if seen else "looks")
        return "; ".join(parts[:2]) + (" …" if len(parts) > 2 else "")

    def __len__(self) -> int:
        return len(self.steps)

    def held(self, upto: int | None = None) -> list[LearnerState]:
        """Every state the search held in its first ``upto`` steps (all by default)."""
        out = []
        for step in self.steps[:upto]:
            out += list(step.added)
        return out

    def frame(self, number: int) -> Frame:
        """Step ``number`` (0 before the search, 1 the first look) as the course's `Frame`."""
        upto = self.steps[:number]
        step = upto[-1] if upto else None
        turns: dict[Cell, int] = {}
        expanded: set[Cell] = set()
        backtracked: set[Cell] = set()
        largest = 0
        for each in upto:
            for where, _, count in each.added:
                if where is not None and len(where) == 2 and count is not None:
                    turns[where] = min(count, turns.get(where, count))
            if each.current is not None and each.current[0] is not None:
                expanded.add(each.current[0])
            if self.kind in ("stack", "recursion") and not self.pops:
                backtracked.update(s[0] for s in each.removed if s[0] is not None)
            largest = max(largest, len(each.frontier))
        answer = self.recording.answer
        last = number >= len(self.steps) and number > 0
        outcome = None if not last else ("found" if answer else "exhausted")
        frontier = tuple(s for s in step.frontier if s[0] is not None) if step else ()
        summary = Summary(number, len(expanded), len(self.held(number)), 0, ReasonCounts(Counter()),
                          largest, outcome, None)  # fmt: skip
        return Frame(
            step=number,
            event=None,
            frontier=cast(Any, frontier),
            current=cast(Any, step.current if step else None),
            turns=MappingProxyType(turns),
            expanded=frozenset(expanded),
            backtracked=frozenset(backtracked - {s[0] for s in frontier}),
            rejected=MappingProxyType({}),
            largest_frontier=largest,
            outcome=outcome,
            path=None,
            summary=summary,
        )


def _taken_from_end(raw: list[list[LearnerState]]) -> bool:
    """Whether a queue's states leave it more often from its back than from its front."""
    front = back = 0
    for before, now in pairwise(raw):
        if len(before) >= 2 and len(now) == len(before) - 1:
            if now == before[:-1] and before[-1] != before[0]:
                back += 1
            elif now == before[1:]:
                front += 1
    return back > front


def _along_the_stack(states: list[LearnerState]) -> list[LearnerState]:
    """A stack of bare cells given the heading and turns its order implies (each cell entered
    from the one under it), where the learner's entries do not say them."""
    out: list[LearnerState] = []
    for where, heading, turns in states:
        below = out[-1] if out else None
        if (
            below is not None
            and below[0] is not None
            and len(below[0]) == 2
            and where is not None
            and len(where) == 2
        ):
            dr, dc = where[0] - below[0][0], where[1] - below[0][1]
            if abs(dr) + abs(dc) == 1:
                way = Heading((dr, dc))
                heading = heading if isinstance(heading, Heading) else way
                if turns is None and below[2] is not None:
                    turns = below[2] + (isinstance(below[1], Heading) and below[1] != way)
        elif below is None and where is not None and turns is None:
            turns = 0  # the start
        out.append((where, heading, turns))
    return out


def _state_place(state: LearnerState) -> str:
    where = state[0]
    if where is None:
        return "?"
    return "".join(map(str, where)) if len(where) == 6 else format_cell(where)


def _difference(
    before: list[Any], now: list[Any], stack: bool
) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    """What left and what joined between two frontiers: at the front and the back for a
    queue, at the top for a stack; else everything that differs."""
    if stack:
        same = 0
        while same < min(len(before), len(now)) and before[same] == now[same]:
            same += 1
        return tuple(now[same:]), tuple(reversed(before[same:]))
    for gone in range(len(before) + 1):
        kept = before[gone:]
        if now[: len(kept)] == kept:
            return tuple(now[len(kept) :]), tuple(before[:gone])
        if len(now) > len(kept) and now[len(now) - len(kept) :] == kept and not gone:
            return tuple(now[: len(now) - len(kept)]), ()  # joined at the front
    left = Counter(map(repr, before)) - Counter(map(repr, now))
    joined = Counter(map(repr, now)) - Counter(map(repr, before))
    return (
        tuple(s for s in now if repr(s) in joined),
        tuple(s for s in before if repr(s) in left),
    )
