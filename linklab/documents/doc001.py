"""Document 001 (六数码): a breadth-first search over six-digit numbers, once per input line."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import IO

from linklab.core.board import text_lines
from linklab.core.errors import InputError, UndefinedBehaviour
from linklab.core.sixdigits import (
    Discovered,
    GoalReached,
    GoalUnreachable,
    Layout,
    LayoutDequeued,
    SixDigitEvent,
    Skipped,
    parse_state,
)
from linklab.core.trace import last_event
from linklab.documents.registry import Document, register

GOAL_NUMBER = 123456
MOVES = {1: "α", 2: "β"}  # moveto(u, i): i = 1 is α, i = 2 is β
_INT_MAX = 2**31 - 1


def doc001_number(state: Sequence[int]) -> int:
    """``num=temp*pow(10,5); for(i=4;i>=0;i--) num+=temp*pow(10,i);``: a layout as a number.

    >>> doc001_number((2, 5, 6, 4, 3, 1))
    256431
    """
    if len(state) != 6:
        raise InputError(f"a layout is six numbers, got {len(state)}", token=str(tuple(state)))
    number: int = sum(digit * 10**power for digit, power in zip(state, range(5, -1, -1)))
    if not -_INT_MAX - 1 <= number <= _INT_MAX:
        raise UndefinedBehaviour(f"the layout {tuple(state)} does not fit in an int")
    return number


def doc001_moveto(u: int, i: int) -> int:
    """``moveto(u, i)``: split ``u`` into six digits with ``% 10``, move them, join them.

    Digits are taken with C's ``%`` and ``/`` (truncating), six of them, so higher digits of a
    bigger number are dropped.

    >>> doc001_moveto(123456, 1), doc001_moveto(123456, 2)
    (413526, 152463)
    """
    if u >= 0 and i in (1, 2):  # C's % and / agree with Python's here: take the short way
        a, b, c, d, e, f = _digits(u)
        moved = (d, a, c, e, b, f) if i == 1 else (a, e, b, d, f, c)
        return int("".join(map(str, moved)))
    bj = [[0] * 4 for _ in range(3)]
    for m in (2, 1):
        for n in (3, 2, 1):
            bj[m][n] = _c_mod(u, 10)
            u = _c_div(u, 10)
    if i == 1:
        a, b, e, d = bj[1][1], bj[1][2], bj[2][2], bj[2][1]
        bj[1][1], bj[1][2], bj[2][2], bj[2][1] = d, a, b, e
    if i == 2:
        b, c, e, f = bj[1][2], bj[1][3], bj[2][2], bj[2][3]
        bj[1][2], bj[1][3], bj[2][3], bj[2][2] = e, b, c, f
    num = 0
    for m in (1, 2):
        for n in (1, 2, 3):
            num = num * 10 + bj[m][n]
    return num


def doc001_bfs_events(state: Sequence[int]) -> Iterator[SixDigitEvent]:
    """Document 001's BFS from one layout to 123456, told as ``linklab.core.sixdigits`` events.

    States are reported as tuples of digits; the program keeps six-digit numbers.

    Quirks, each with the line it comes from:

    - **the goal is tested on each new number, before the visited test** (``v=moveto(u,i);
      if(v==123456) return 1; if(used.count(v)==0)``), never on the start: for 123456 itself
      the search goes round until ``αααα`` brings it back (the answer is still ``Yes``).
    - **a fresh queue and map per line** (``while(!q.empty()) q.pop(); used.clear();``,
      "要清空队列和map", empty the queue and the map): every line pays for its own search,
      up to the 120 layouts of its component, where one table of all 720 would do
      (``linklab.core.sixdigits.judge_sixdigits``).
    - **input by numbers, not lines** (``while(scanf("%d",&temp)!=EOF)`` then five more
      ``scanf``): six numbers make a layout wherever the line breaks fall; nothing checks
      they are a permutation of 1..6 (a repeated digit is searched like any other number); a
      token that is not a number makes ``scanf`` return 0, not ``EOF``, so the program loops
      for ever; an input ending inside a layout reuses the last digit read (``temp`` keeps its
      value). ``judge_sixdigits_as_001`` reads lines and checks them instead.
    - the printed code reads ``bj[m]\\n=u%10;`` and ``num=num*10+bj[m]\\n;``: the ``[n]`` was
      lost from the page; without it the code does not compile. ``doc001_moveto`` puts it
      back.

    Parameters
    ----------
    state : sequence of int
        Six numbers, the digits of cells A..F.

    Yields
    ------
    SixDigitEvent
        ``Discovered`` for the start, then ``LayoutDequeued`` and per move ``Discovered`` or
        ``Skipped``; last ``GoalReached(word)`` or ``GoalUnreachable()``.

    Examples
    --------
    >>> [type(e).__name__ for e in doc001_bfs_events((2, 5, 3, 1, 4, 6))]
    ['Discovered', 'LayoutDequeued', 'Discovered', 'GoalReached']
    >>> list(doc001_bfs_events((1, 2, 3, 4, 5, 6)))[-1]
    GoalReached(word='αααα')
    """
    start = doc001_number(state)
    came_from: dict[int, tuple[int, str] | None] = {start: None}
    queue = deque([(start, 0)])
    yield Discovered(_digits(start), None, None, 0)
    while queue:
        u, depth = queue.popleft()
        yield LayoutDequeued(_digits(u), depth)
        for i, move in MOVES.items():
            v = doc001_moveto(u, i)
            if v == GOAL_NUMBER:
                yield Discovered(_digits(v), _digits(u), move, depth + 1)
                yield GoalReached(_word(came_from, u) + move)
                return
            if v in came_from:
                yield Skipped(_digits(v), _digits(u), move)
                continue
            came_from[v] = (u, move)
            queue.append((v, depth + 1))
            yield Discovered(_digits(v), _digits(u), move, depth + 1)
    yield GoalUnreachable()


def doc001_can_reach(state: Sequence[int]) -> bool:
    """Document 001's answer for one layout: ``Yes`` (True) or ``No`` (False), by its BFS.

    Examples
    --------
    >>> doc001_can_reach((1, 3, 5, 2, 4, 6)), doc001_can_reach((2, 5, 6, 4, 3, 1))
    (False, True)
    """
    last = last_event(doc001_bfs_events(state))
    return isinstance(last, GoalReached)


@dataclass(frozen=True)
class Doc001Costs:
    """What answering a whole input cost document 001's program, and what it cost here.

    ``events`` and ``dequeued`` add up the document's per-line searches (its queue work) over
    every line answered; ``searches`` counts the searches run here, one per distinct layout.
    """

    lines: int
    searches: int
    events: int
    dequeued: int


def judge_sixdigits_as_001(text: str, out: IO[str]) -> Doc001Costs:
    """Answer document 001's format as the document does, one BFS per line, and say what that
    cost; a layout's search is run once and reused for every line that repeats it (the
    program is deterministic per layout, and there are only 720 layouts).

    One layout a line; blank lines are skipped; ``Yes`` or ``No`` a line, as
    ``linklab.core.sixdigits.judge_sixdigits`` prints them.

    Parameters
    ----------
    text : str
        The whole input.
    out : text stream
        Where the answers go.

    Returns
    -------
    Doc001Costs
        The document's costs over all the lines, and the searches run here.

    Raises
    ------
    InputError
        At the first line that is not a permutation of 1..6, naming the line and the token,
        after the answers to the lines before it are written.

    Examples
    --------
    >>> import sys
    >>> costs = judge_sixdigits_as_001("1 3 5 2 4 6\\n2 5 6 4 3 1\\n1 3 5 2 4 6\\n", sys.stdout)
    No
    Yes
    No
    >>> costs  # the unsolvable layout's 120 dequeues counted for both its lines
    Doc001Costs(lines=3, searches=2, events=815, dequeued=270)
    """
    by_line: dict[str, tuple[str, int, int]] = {}
    by_state: dict[Layout, tuple[str, int, int]] = {}
    lines = events = dequeued = 0
    for number, line in enumerate(text_lines(text), start=1):
        known = by_line.get(line)
        if known is None:
            if not line.strip():
                continue
            state = parse_state(line, line=number)
            known = by_state.get(state)
            if known is None:
                known = by_state[state] = _search_cost(state)
            by_line[line] = known
        out.write(known[0])
        lines += 1
        events += known[1]
        dequeued += known[2]
    return Doc001Costs(lines, len(by_state), events, dequeued)


def _search_cost(state: Layout) -> tuple[str, int, int]:
    """The document's answer for one layout, its events and its dequeues."""
    events = dequeued = 0
    last = None
    for last in doc001_bfs_events(state):
        events += 1
        dequeued += isinstance(last, LayoutDequeued)
    return ("Yes\n" if isinstance(last, GoalReached) else "No\n"), events, dequeued


def _digits(number: int) -> Layout:
    """A number as its six last digits (C's ``%``), as ``moveto`` splits it."""
    if number >= 0:
        return tuple(map(int, str(number % 1_000_000).zfill(6)))
    digits = []
    for _ in range(6):
        digits.append(_c_mod(number, 10))
        number = _c_div(number, 10)
    return tuple(digits[::-1])


def _word(came_from: dict[int, tuple[int, str] | None], number: int) -> str:
    """The moves leading from the search's start to ``number``."""
    moves = []
    while (link := came_from[number]) is not None:
        number, move = link
        moves.append(move)
    return "".join(reversed(moves))


def _c_div(a: int, b: int) -> int:
    """C's ``/`` on ints: truncates toward zero."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def _c_mod(a: int, b: int) -> int:
    """C's ``%`` on ints: the sign of ``a``."""
    return a - b * _c_div(a, b)


#: Document 001's record (see ``linklab.documents.registry``): no board, its own judge.
DOCUMENT = register(
    Document(
        number="001",
        title="六数码",
        judge_format="sixdigits",
        source=("001.cpp", "C++", 1),
        judge=judge_sixdigits_as_001,
    )
)
