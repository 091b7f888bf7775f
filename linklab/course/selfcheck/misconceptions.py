"""The catalogue of the mistakes learners make with these searches, each recognised by behaviour.

Each `Misconception` is written as code: one or more small wrong searches (its models) that make
exactly that mistake, and one sentence naming it (``linklab.i18n.zh`` has each in Chinese). A
learner's function is recognised as making it when it answers as one of the models does on
every probe (`probes`: for each model of the check's kind, the first few cases of the check it
gets wrong, smallest first, and, for any two models of different entries, a case that tells
them apart whenever one of the check's cases does) and on the failing case itself. Every entry
is tried, never only the first to fit: where no case tells two entries apart (`ALIKE`), the
report names them together in one sentence. When none fits, `diagnose` says so (None), and
the report shows the case alone.

A new mistake goes here: a model (a function of the case and the rule, answering as the learner's
function would), an entry in `CATALOGUE` with the check kinds it applies to, its sentence in
``linklab.i18n.zh``, and a wrong function in ``tests/programs/misconceptions.py`` that must get
its name (``tests/test_misconception_names.py`` runs every model through the whole catalogue:
none may be named as another entry).

Examples
--------
>>> [entry.key for entry in CATALOGUE if "six" in entry.kinds]
['six_move_missing', 'six_parity', 'six_layer_cut_short']
"""

from __future__ import annotations

import functools
import itertools
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from linklab.core.board import Board, Cell
from linklab.core.rules import Rules
from linklab.course.selfcheck.cases import OPEN, scenario_cases, small_cases
from linklab.course.selfcheck.counting import HEADING_STEPS, pruned_dfs
from linklab.course.selfcheck.failures import CaseFailure

#: How many of the cases a model gets wrong, smallest first, are its probes.
PROBES_EACH = 3
#: Board kinds of check: ``link`` answers True or False, the others a path.
BOARD_KINDS = frozenset({"link", "path", "bfs", "dfs"})
PATH_KINDS = frozenset({"path", "bfs", "dfs"})

Model = Callable[[Any, Rules], Any]
#: A check's judgement of an answer to a case: None when right, else how it is wrong.
Judge = Callable[[Any, Any], CaseFailure | None]
#: How the learner's function fails a case, asked alone (None when it is right).
Ask = Callable[[Any], CaseFailure | None]


@dataclass(frozen=True)
class Misconception:
    """A mistake: its ``key``, the ``sentence`` that names it, the check ``kinds`` it applies
    to, its ``models`` (each ``model(case, rules)`` answers as a path or None, for board
    cases, or True or False, for six-digit layouts), and the rules under which it can be made
    (``applies``: a search kept on the board is a mistake only where the rule allows the ring)."""

    key: str
    sentence: str
    kinds: frozenset[str]
    models: tuple[Model, ...]
    applies: Callable[[Rules], bool] = lambda rules: True  # under which rules it can be made


# --- wrong searches on boards, each a path or None ----------------------------------------


def _not_a_pair(board: Board, a: Cell, b: Cell) -> bool:
    if a == b or not board.contains(a) or not board.contains(b):
        return True
    return board[a] == 0 or board[a] != board[b]


def _path_cells(node: tuple[Any, ...] | None) -> list[Cell]:
    found: list[Cell] = []
    while node is not None:
        found.append(node[0])
        node = node[3]
    return found[::-1]


def turn_bfs(
    case: Any,
    rules: Rules,
    *,
    fifo: bool = False,
    seen_once: bool = False,
    heading: int | None = None,
    target_wall: bool = False,
    goal_early: bool = False,
    shift: int = 0,
    lifo: bool = False,
    arrival: bool = False,
    ring: bool = True,
) -> list[Cell] | None:
    """A BFS by turns (0-1, or first-in-first-out with ``fifo``), right with no other option;
    each option is a mistake: ``lifo`` takes from the end of its queue (a stack), ``arrival``
    answers at its first arrival at b, ``ring=False`` keeps off the ring round the board. Its
    path's cells, or None.

    >>> board = Board.from_rows([[1, 2, 1], [0, 0, 0]])
    >>> turn_bfs((board, (0, 0), (0, 2)), Rules())
    [(0, 0), (1, 0), (1, 1), (1, 2), (0, 2)]
    >>> turn_bfs((board, (0, 0), (0, 2)), Rules(), shift=-1) is None
    True
    """
    board, a, b = case
    if _not_a_pair(board, a, b):
        return None
    limit, edge = rules.max_turns + shift, 1 if rules.outside and ring else 0
    rows, cols = board.rows, board.cols
    best: dict[tuple[Cell, int], int] = {}
    marked = {a}
    queue: deque[tuple[Any, ...]] = deque([(a, heading, 0, None)])
    while queue:
        node = queue.pop() if lifo else queue.popleft()
        (row, col), was, turns, _ = node
        if node[0] == b:
            return _path_cells(node)
        for new, (dr, dc) in enumerate(HEADING_STEPS):
            cell, cost = (row + dr, col + dc), turns + (was is not None and new != was)
            if goal_early and cell == b:
                return _path_cells((cell, new, cost, node))
            if arrival and cell == b:
                return _path_cells((cell, new, cost, node)) if cost <= limit else None
            if cost > limit or not (
                -edge <= cell[0] < rows + edge and -edge <= cell[1] < cols + edge
            ):
                continue
            on = 0 <= cell[0] < rows and 0 <= cell[1] < cols
            if on and board[cell] != 0 and (cell != b or target_wall):
                continue
            if seen_once:
                if cell in marked:
                    continue
                marked.add(cell)
            elif best.get((cell, new), limit + 1) <= cost:
                continue
            best[(cell, new)] = cost
            item = (cell, new, cost, node)
            if cost == turns and not fifo and not lifo:
                queue.appendleft(item)
            else:
                queue.append(item)
    return None


def dfs(case: Any, rules: Rules, **mistake: Any) -> list[Cell] | None:
    """Notebook 03's pruned DFS (`pruned_dfs`) making the ``mistake`` its options name
    (``unmark=False`` never takes a mark off, ``prune_at`` prunes that many turns before the
    last, ``target_pruned`` prunes before it tests for the target, ``dead_memo`` remembers
    the (cell, heading) states it found dead, whatever their turns).

    >>> dfs((Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2)), Rules())
    [(0, 0), (0, 1), (0, 2)]
    """
    board, a, b = case
    return pruned_dfs(board, a, b, rules, **mistake)


def _reversed(case: Any, rules: Rules) -> list[Cell] | None:
    path = turn_bfs(case, rules)
    return None if path is None else path[::-1]


def _without_b(case: Any, rules: Rules) -> list[Cell] | None:
    path = turn_bfs(case, rules)
    return None if path is None else path[:-1]


def _without_a(case: Any, rules: Rules) -> list[Cell] | None:
    path = turn_bfs(case, rules)
    return None if path is None else path[1:]


def _both(**options: Any) -> tuple[Model, ...]:
    """A BFS mistake made in a 0-1 BFS and in a first-in-first-out one."""
    return tuple(functools.partial(turn_bfs, fifo=fifo, **options) for fifo in (False, True))


# --- wrong answers for six digits ---------------------------------------------------------


@functools.cache
def _moves_home() -> dict[tuple[int, ...], int]:
    """Each layout that can reach 123456, and in how few moves: the one search over layouts
    (`linklab.core.sixmoves.layout_bfs`) from 123456 by the moves undone."""
    from linklab.core.sixmoves import GOAL, REACHED, inverse_name, layout_bfs

    undone = tuple(inverse_name(move) for move in ("α", "β"))
    return {
        layout: depth for what, layout, _, _, depth in layout_bfs(GOAL, undone) if what == REACHED
    }


def _one_move(layout: Any, rules: Rules, move: str = "α") -> bool:
    from linklab.core.sixdigits import apply_move

    seen: set[tuple[int, ...]] = set()
    here: tuple[int, ...] = tuple(layout)
    while here not in seen:
        if here == (1, 2, 3, 4, 5, 6):
            return True
        seen.add(here)
        here = apply_move(here, move)
    return False


def _parity(layout: Any, rules: Rules) -> bool:
    return bool(sum(x > y for i, x in enumerate(layout) for y in layout[i + 1 :]) % 2 == 0)


def _layers(layout: Any, rules: Rules, layers: int = 1) -> bool:
    return _moves_home().get(tuple(layout), layers + 1) <= layers


def _cut_short() -> tuple[Model, ...]:
    deepest = max(_moves_home().values())
    return tuple(functools.partial(_layers, layers=n) for n in range(deepest))


# --- the catalogue -----------------------------------------------------------------------------

CATALOGUE: tuple[Misconception, ...] = (
    Misconception(
        "path_reversed",
        "It returns the path reversed, from b to a: built back from the target and never "
        "turned round.",
        PATH_KINDS,
        (_reversed,),
    ),
    Misconception(
        "path_without_an_end",
        "It returns the path without one of its ends: a or b is left out.",
        PATH_KINDS,
        (_without_b, _without_a),
    ),
    Misconception(
        "dfs_mark_never_undone",
        "Its DFS never takes its mark off a cell when it backtracks, so a cell tried on one "
        "branch is refused on every later one.",
        frozenset({"dfs", "path"}),
        (functools.partial(dfs, unmark=False),),
    ),
    Misconception(
        "dfs_pruned_too_early",
        "Its DFS prunes too early: it gives up on a cell whose target is not straight ahead "
        "one turn before the last turn allowed.",
        frozenset({"dfs", "path"}),
        (functools.partial(dfs, prune_at=1),),
    ),
    Misconception(
        "seen_once_whatever_heading",
        "It marks a cell seen the first time it reaches it, whatever its heading, so a path "
        "that must pass that cell heading another way is lost.",
        BOARD_KINDS,
        _both(seen_once=True),
    ),
    Misconception(
        "turns_from_the_first_segment",
        "It counts the first segment as a turn: its search starts with a heading, so leaving "
        "a in any other direction costs a turn that is not one.",
        BOARD_KINDS,
        tuple(m for heading in range(4) for m in _both(heading=heading)),
    ),
    Misconception(
        "target_as_a_wall",
        "It treats the target tile as a wall: b is not empty, so the search refuses it and "
        "never arrives.",
        BOARD_KINDS,
        _both(target_wall=True),
    ),
    Misconception(
        "goal_tested_too_early",
        "It tests for the goal too early: b next to a cell it takes from the queue counts "
        "before the turn limit and the board's edge are checked.",
        BOARD_KINDS,
        _both(goal_early=True),
    ),
    Misconception(
        "turn_limit_off_by_one",
        "Its turn limit is off by one: it allows one turn more, or one fewer, than the rule "
        "(counting segments instead of turns does that).",
        BOARD_KINDS,
        _both(shift=1) + _both(shift=-1),
    ),
    Misconception(
        "ring_ignored",
        "It keeps its search on the board: the rule allows a path round the outside, through "
        "the ring of empty cells around the board, and the search never goes there.",
        BOARD_KINDS,
        _both(ring=False),
        lambda rules: rules.outside,
    ),
    Misconception(
        "answers_at_first_arrival",
        "It answers at its first arrival at b: the first way it reaches b need not turn the "
        "fewest times, and a later arrival with fewer turns, still queued, is never waited for.",
        BOARD_KINDS,
        _both(arrival=True),
    ),
    Misconception(
        "queue_used_as_a_stack",
        "Its queue is a stack: it takes from the end of its list (pop() instead of popleft()), "
        "so the search goes deep first and the first path it finds need not turn the fewest "
        "times.",
        frozenset({"bfs"}),
        (functools.partial(turn_bfs, lifo=True),),
    ),
    Misconception(
        "dfs_prunes_the_target",
        "Its DFS prunes before it tests for the target: after the last turn allowed, b is not "
        "straight ahead of b itself, so the search gives up on the very cell it looks for.",
        frozenset({"dfs", "path"}),
        (functools.partial(dfs, target_pruned=True),),
    ),
    Misconception(
        "dfs_memo_of_dead_states",
        "Its DFS remembers the (cell, heading) states it found dead and never enters them "
        "again, whatever the turns it arrives with: a state that failed with two turns is "
        "refused to a path that reaches it with fewer.",
        frozenset({"dfs", "path"}),
        (functools.partial(dfs, dead_memo=True, prune_at=-1),),
    ),
    Misconception(
        "six_move_missing",
        "It uses only one of the two moves, α or β, so most layouts it cannot reach.",
        frozenset({"six"}),
        (functools.partial(_one_move, move="α"), functools.partial(_one_move, move="β")),
    ),
    Misconception(
        "six_parity",
        "It answers by a parity test (an even number of inversions) instead of searching: "
        "every layout it can reach is even, but not every even layout can be reached.",
        frozenset({"six"}),
        (_parity,),
    ),
    Misconception(
        "six_layer_cut_short",
        "Its search stops after a few layers, so a layout farther than that from 123456 is "
        "called unreachable.",
        frozenset({"six"}),
        _cut_short(),
    ),
)


#: The mistakes no case of a check tells apart (each of their models answers as another's on
#: every case tried), named together in one sentence. A DFS that stops one turn short does so
#: whether its limit is one too low (its first segment counted as a turn), it prunes a turn too
#: early, or it prunes before it tests for the target.
ALIKE: dict[frozenset[str], str] = {
    frozenset({"dfs_pruned_too_early", "dfs_prunes_the_target", "turn_limit_off_by_one"}): (
        "It stops one turn short, and no case tells which of three mistakes does it: its turn "
        "limit is one too low (counting the first segment as a turn does that), its DFS prunes "
        "one turn before the last turn allowed, or it prunes before it tests for the target, "
        "which is never straight ahead of itself."
    ),
}


def _alike(key: str, other: str) -> bool:
    """Whether `ALIKE` names the two entries together (no case tells them apart: the tests
    prove it on every case of the check, so the probes need not look)."""
    return any(key in keys and other in keys for keys in ALIKE)


def entries_for(kind: str, rules: Rules | None = None) -> tuple[Misconception, ...]:
    """The catalogue's entries for a check of ``kind`` (under ``rules``, when given).

    >>> [entry.key for entry in entries_for("dfs")][:2]
    ['path_reversed', 'path_without_an_end']
    >>> "ring_ignored" in [entry.key for entry in entries_for("link", Rules())]
    False
    """
    return tuple(
        entry
        for entry in CATALOGUE
        if kind in entry.kinds and (rules is None or entry.applies(rules))
    )


def cases_of(kind: str, rules: Rules) -> Iterable[Any]:
    """The cases the catalogue's probes for ``kind`` are found among, smallest first: every
    layout for six digits; the small boards, the scenario table's and the open ones else."""
    if kind == "six":
        from linklab.core.cases import six_in_order

        return six_in_order()
    return itertools.chain(small_cases(), scenario_cases(rules), OPEN)


def answer_of(model: Model, case: Any, rules: Rules, kind: str) -> Any:
    """What ``model`` answers on ``case`` as a learner's function of ``kind`` would: True or
    False for ``link`` (a path found or not), its path or None, or a layout's True or False.

    >>> from linklab.core.board import Board
    >>> answer_of(turn_bfs, (Board.from_rows([[1, 1]]), (0, 0), (0, 1)), Rules(), "link")
    True
    """
    said = model(case, rules)
    return said is not None if kind == "link" else said


_PROBES: dict[tuple[str, Rules], tuple[Any, ...]] = {}


def forget_probes() -> None:
    """Forget the probes read or worked out so far: the next are read again."""
    _PROBES.clear()


def probes(kind: str, rules: Rules, judge: Judge) -> tuple[Any, ...]:
    """The cases that tell the entries for ``kind`` apart (`work_out_probes`), once per kind and
    rule: read from the table shipped with the package for the course's checks
    (`linklab.course.selfcheck.probe_table`), so a first failing check does not wait for
    them; worked out here for other rules. ``judge`` is the check's own for ``kind`` and
    ``rules``.

    >>> from linklab.course.selfcheck.cases import scenario_cases
    >>> from linklab.course.selfcheck.failures import Wrong
    >>> def judge(case, said):  # the link check's, for cases with a tile at a and b
    ...     return None if said == (turn_bfs(case, Rules()) is not None) else Wrong(said)
    >>> board = next(iter(scenario_cases(Rules())))
    >>> board in probes("link", Rules(), judge)
    True
    """
    if (kind, rules) not in _PROBES:
        from linklab.course.selfcheck.probe_table import shipped

        found = shipped(kind, rules)
        _PROBES[kind, rules] = work_out_probes(kind, rules, judge) if found is None else found
    return _PROBES[kind, rules]


def work_out_probes(kind: str, rules: Rules, judge: Judge) -> tuple[Any, ...]:
    """The cases that tell the entries for ``kind`` apart, smallest first: each model's first
    ``PROBES_EACH`` wrong answers (``judge(case, answer)`` not None), the scenario table's
    cases, and, for two models of different entries that answer alike on all those, the first
    case where they do not."""
    every = list(cases_of(kind, rules))
    found: list[Any] = [] if kind == "six" else list(scenario_cases(rules))
    models = [(entry.key, model) for entry in entries_for(kind, rules) for model in entry.models]
    for _, model in models:
        wrong = 0
        for case in every:
            if judge(case, answer_of(model, case, rules, kind)) is not None:
                if case not in found:
                    found.append(case)
                wrong += 1
                if wrong == PROBES_EACH:
                    break

    apart = every  # two mistakes a case tells apart are told apart (`ALIKE`: none does)
    judged: dict[tuple[int, int], CaseFailure | None] = {}

    def way(index: int, at: int) -> CaseFailure | None:  # model ``index`` on ``apart[at]``
        """How model ``index`` fails ``apart[at]``, each judged once."""
        if (index, at) not in judged:
            case = apart[at]
            judged[index, at] = judge(case, answer_of(models[index][1], case, rules, kind))
        return judged[index, at]

    ways = [[judge(c, answer_of(model, c, rules, kind)) for c in found] for _, model in models]
    for (i, (key, _)), (j, (other_key, _)) in itertools.combinations(enumerate(models), 2):
        if key == other_key or ways[i] != ways[j] or _alike(key, other_key):
            continue
        for at, case in enumerate(apart):
            if way(i, at) != way(j, at):
                found.append(case)
                for index, (_, model) in enumerate(models):  # every model's way on it
                    ways[index].append(judge(case, answer_of(model, case, rules, kind)))
                break
    return tuple(found)


def fitting(
    kind: str, rules: Rules, failing: Any, way: CaseFailure, ask: Ask, judge: Judge
) -> tuple[Misconception, ...]:
    """Every entry with a model that answers as the learner's function does (``ask(case)``, the
    way it is judged) on every probe and on the ``failing`` case (judged ``way``), in the
    catalogue's order."""
    asked: dict[Any, CaseFailure | None] = {}

    def theirs(case: Any) -> CaseFailure | None:
        key = _case_key(case)
        if key not in asked:
            asked[key] = ask(case)
        return asked[key]

    cases = probes(kind, rules, judge)
    found: list[Misconception] = []
    for entry in entries_for(kind, rules):
        for model in entry.models:
            if judge(failing, answer_of(model, failing, rules, kind)) != way:
                continue
            if all(judge(c, answer_of(model, c, rules, kind)) == theirs(c) for c in cases):
                found.append(entry)
                break
    return tuple(found)


def together(entries: tuple[Misconception, ...]) -> Misconception:
    """Entries no case tells apart as one: their keys joined by ``+``, their sentence from
    `ALIKE` (or, for a group it does not hold, theirs one after another).

    >>> short = together(tuple(e for e in CATALOGUE if e.key in next(iter(ALIKE))))
    >>> short.key
    'dfs_pruned_too_early+turn_limit_off_by_one+dfs_prunes_the_target'
    >>> short.sentence.startswith("It stops one turn short")
    True
    """
    if len(entries) == 1:
        return entries[0]
    keys = frozenset(entry.key for entry in entries)
    sentence = ALIKE.get(keys) or " ".join(entry.sentence for entry in entries)
    return Misconception(
        "+".join(entry.key for entry in entries),
        sentence,
        frozenset.intersection(*(entry.kinds for entry in entries)),
        tuple(model for entry in entries for model in entry.models),
    )


def diagnose(
    kind: str, rules: Rules, failing: Any, way: CaseFailure, ask: Ask, judge: Judge
) -> Misconception | None:
    """The entry whose models answer as the learner's function does (see `fitting`); the
    entries no case tells apart named together (`together`) when several do; None when none
    does.

    >>> from linklab.core.board import Board
    >>> from linklab.course.selfcheck.failures import Wrong
    >>> def judge(case, said):
    ...     return None if said == (turn_bfs(case, Rules()) is not None) else Wrong(said)
    >>> def always_no(case):
    ...     return judge(case, False)
    >>> case = (Board.from_rows([[1, 1]]), (0, 0), (0, 1))
    >>> diagnose("link", Rules(), case, Wrong(False), always_no, judge).key
    'target_as_a_wall'
    """
    found = fitting(kind, rules, failing, way, ask, judge)
    return together(found) if found else None


def _case_key(case: Any) -> Any:
    if isinstance(case, tuple) and len(case) == 3 and isinstance(case[0], Board):
        return case[0].grid, case[1], case[2]
    return case
