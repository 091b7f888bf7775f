"""The documents' programs as printed, and the line of each program that an event stands for.

Each program ships with the package (``linklab/documents/sources/``), copied from its document:
Chinese comments kept, the non-breaking spaces of document 003's page made plain spaces,
trailing spaces dropped. Document 003 prints its listing with line numbers (``3. #include
<stdio.h>``): the numbers are stripped from the text and kept as its line numbers, so its
program starts at line 3. Document 001's listing keeps its two lines broken by the page
(``bj[m]`` / ``=u%10;``), as printed.

``event_lines(doc, events)`` reads a re-do's event stream (``linklab.documents``) and gives, for
each event, the line numbers of the statement it stands for: a ``Rejected`` for ``on_path`` in
document 003 is line 28, ``if(vis[x][y]) return ;``. The first line given is the statement
itself; a second, where there is one, is what it does next (``q.pop();`` after ``q.front()``).

Examples
--------
>>> print(source_line("003", 28))
    if(vis[x][y]) return ;
>>> from linklab.core.board import Board
>>> from linklab.documents.doc003 import doc003_dfs_events
>>> events = list(doc003_dfs_events(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2)))
>>> [source_line("003", lines[0]).strip() for lines in event_lines("003", events)][:4]
... # doctest: +NORMALIZE_WHITESPACE
['if(x<=0 || y<=0 || x>n || y>m)//越界', 'if(x<=0 || y<=0 || x>n || y>m)//越界',
 'if(x<=0 || y<=0 || x>n || y>m)//越界', 'vis[x][y] = 1;']
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from importlib import resources

from linklab.core import events as ev
from linklab.core import sixdigits as six
from linklab.core.errors import UndefinedBehaviour
from linklab.documents.registry import RecordView

#: Each document's program: its file in ``sources/``, its language, its first line's number
#: (each record's ``source``, read live).
PROGRAMS = RecordView(lambda doc: doc.source)

Lines = tuple[int, ...]

# The statements events stand for, by the printed line numbers of each program.
_LINES_000 = {
    "first_push": (26, 25),  # q.push(t0); vir[t0.x][t0.y] = t0.turn;
    "dequeue": (30, 31),  # k0 = q.front(); q.pop();
    "found": (32, 35),  # if (k0.x==edx&&k0.y==edy) ... cout << "TRUE"
    "too_many_turns": (46,),  # if (k1.turn > 3 || k1.x<0 ...)
    "off_board": (46,),
    "occupied": (48,),  # if (Map[k1.x][k1.y] != 0 && Map[k1.x][k1.y] != Map[edx][edy])
    "cell_seen_with_fewer_turns": (50,),  # if (vir[k1.x][k1.y] == 0 || ... >= k1.turn)
    "push": (53, 52),  # q.push(k1); vir[k1.x][k1.y] = k1.turn;
    "exhausted": (58, 57),  # cout << "FALSE"
}
_LINES_003 = {
    "same_cell": (82, 83),  # if(x1 == x2 && y1 == y2 && map[x1][y1]!=0) printf("NO\n");
    "kinds_differ": (84, 96),  # else if(map[x1][y1] == map[x2][y2] && map[x1][y1]) ... NO
    "empty_cell": (84, 96),
    "too_many_turns": (13,),  # if(k>=3)
    "off_board": (15,),  # if(x<=0 || y<=0 || x>n || y>m)
    "found": (17, 19),  # if(x == x2 && y == y2) { flag = 1;
    "not_straight_ahead": (24, 22),  # if(!(z == 1 && x>x2 && y==y2 || ...))
    "occupied": (27,),  # if(map[x][y]!=0) return;
    "on_path": (28,),  # if(vis[x][y]) return ;
    "push": (29,),  # vis[x][y] = 1;
    "pop": (58,),  # vis[x][y] = 0;
    "exhausted": (93, 92),  # else printf("NO\n");
}
_LINES_004 = {
    "off_board_pair": (90, 93),  # Judge: if (a<1 || a>WIDTH ...) / if (b<1 || b>LONG ...)
    "empty_cell": (97,),  # Judge: if (!g[a][b] || !g[c][d])
    "kinds_differ": (169, 170),  # if (g[x1][y1] != g[x2][y2]) cout << "消去失败"
    "push_start": (151,),  # DFS(x1, y1, x2, y2, -1, 0);
    "push_straight": (130, 131),  # visit[p1][p2] = 1; DFS(p1, p2, x2, y2, i, k);
    "push_turn": (135, 136),  # visit[p1][p2] = 1; DFS(p1, p2, x2, y2, i, k + 1);
    "on_path": (120,),  # if (visit[p1][p2] || p1<0 || ...)
    "off_board": (120,),
    "occupied": (124,),  # if (g[p1][p2] && (p1 != x2 || p2 != y2))
    "pop": (139,),  # visit[p1][p2] = 0;
    "pop_start": (152,),  # return temp; (the first DFS call has returned)
    "answer": (152,),  # return temp;
}
_LINES_001 = {
    "start": (43, 44),  # q.push(num); used[num]=1;
    "dequeue": (52, 53),  # u=q.front(); q.pop();
    "goal": (57, 56),  # if(v==123456) return 1;
    "discover": (60, 61),  # q.push(v); used[v]=1;
    "skip": (58,),  # if(used.count(v)==0)
    "found": (57,),
    "exhausted": (65,),  # return 0;
}
#: Where each program's undefined behaviour happens, by the array it reads or writes.
_UNDEFINED: dict[tuple[str, str | None], Lines] = {
    ("000", "vir"): (25,),  # vir[t0.x][t0.y] = t0.turn; with t0 in row or column -1
    ("000", "Map"): (48,),  # Map[edx][edy] read outside the array
    ("003", "map"): (84,),  # map[x1][y1] read outside the array
    ("004", "visit"): (120,),  # visit[p1][p2] read before the bounds test
}


def _check(doc: str) -> str:
    if doc not in PROGRAMS:
        raise ValueError(f"no program for document {doc!r}: expected one of {', '.join(PROGRAMS)}")
    return doc


@functools.cache
def source(doc: str) -> str:
    """Document ``doc``'s program text as the document prints it (line numbers stripped).

    Parameters
    ----------
    doc : {"000", "003", "004", "001"}
        The document.

    Returns
    -------
    str
        The program, one line a line, ending with a newline.

    Examples
    --------
    >>> print(source("000").splitlines()[7])
    int trend[4][2] = { {0,1},{0,-1},{1,0},{-1,0} };//0-下，1-上，2-右，3-左
    >>> source("003").startswith("#include <stdio.h>")
    True
    """
    name = PROGRAMS[_check(doc)][0]
    return (resources.files("linklab.documents") / "sources" / name).read_text(encoding="utf-8")


def program_language(doc: str) -> str:
    """The language the program is written in.

    >>> program_language("003"), program_language("004")
    ('C', 'C/C++')
    """
    return PROGRAMS[_check(doc)][1]


def first_line(doc: str) -> int:
    """The printed number of the program's first line (3 for document 003, else 1).

    >>> first_line("003"), first_line("000")
    (3, 1)
    """
    return PROGRAMS[_check(doc)][2]


def source_lines(doc: str) -> dict[int, str]:
    """The program's lines by their printed numbers.

    >>> lines = source_lines("003")
    >>> min(lines), max(lines), lines[101]
    (3, 101, '}')
    """
    start = first_line(doc)
    return {start + i: line for i, line in enumerate(source(doc).splitlines())}


def source_line(doc: str, number: int) -> str:
    """The text of printed line ``number`` of document ``doc``'s program.

    >>> source_line("000", 53).strip()
    'q.push(k1);'
    """
    lines = source_lines(doc)
    if number not in lines:
        raise ValueError(
            f"document {doc}'s program has lines {min(lines)} to {max(lines)}, not {number}"
        )
    return lines[number]


def event_lines(doc: str, events: Iterable[object]) -> list[Lines]:
    """For each event of document ``doc``'s re-done search, the lines it stands for.

    Parameters
    ----------
    doc : {"000", "003", "004", "001"}
        The document whose search yielded the events (``doc000_bfs_events`` ...,
        ``doc001_bfs_events``).
    events : iterable of Event
        The stream, in order (an event's line can depend on the events before it: document
        000's first four ``Enqueued`` are its unchecked first steps).

    Returns
    -------
    list of tuple of int
        One tuple per event: the statement's line first, then any line it runs with.

    Examples
    --------
    >>> from linklab.core.board import Board
    >>> from linklab.documents.doc000 import doc000_bfs_events
    >>> board = Board.from_rows([[0, 0, 0], [0, 1, 0], [0, 0, 1]])
    >>> event_lines("000", doc000_bfs_events(board, (1, 1), (2, 2)))[:6]
    [(26, 25), (26, 25), (26, 25), (26, 25), (30, 31), (46,)]
    """
    fold = {"000": _lines_000, "003": _lines_003, "004": _lines_004, "001": _lines_001}
    if _check(doc) not in fold:  # a document whose statements are not mapped to lines yet
        return [() for _ in events]
    return list(fold[doc](events))


def undefined_lines(doc: str, error: UndefinedBehaviour) -> Lines:
    """The lines where document ``doc``'s program does what ``error`` says is undefined.

    >>> from linklab.documents.common import OutOfArray
    >>> undefined_lines("004", OutOfArray("read", "visit", (1, -1), "a step left"))
    (120,)
    """
    return _UNDEFINED.get((_check(doc), getattr(error, "array", None)), ())


def _lines_000(events: Iterable[object]) -> Iterator[Lines]:
    expanding = False  # the first Dequeued ends the four unchecked first steps
    for event in events:
        if isinstance(event, ev.Enqueued):
            yield _LINES_000["push" if expanding else "first_push"]
        elif isinstance(event, ev.Dequeued):
            expanding = True
            yield _LINES_000["dequeue"]
        elif isinstance(event, ev.Rejected):
            yield _LINES_000[event.reason]
        elif isinstance(event, ev.Found):
            yield _LINES_000["found"]
        else:
            yield _LINES_000["exhausted"]


def _lines_003(events: Iterable[object]) -> Iterator[Lines]:
    for event in events:
        if isinstance(event, (ev.Refused, ev.Rejected)):
            yield _LINES_003[event.reason]
        elif isinstance(event, ev.Pushed):
            yield _LINES_003["push"]
        elif isinstance(event, ev.Popped):
            yield _LINES_003["pop"]
        elif isinstance(event, ev.Found):
            yield _LINES_003["found"]
        else:
            yield _LINES_003["exhausted"]


def _lines_004(events: Iterable[object]) -> Iterator[Lines]:
    headings: list[object] = []  # the stack of DFS calls, by the heading each came in with
    for event in events:
        if isinstance(event, ev.Refused):
            reason = "off_board_pair" if event.reason == "off_board" else event.reason
            yield _LINES_004[reason]
        elif isinstance(event, ev.Pushed):
            if not headings:
                yield _LINES_004["push_start"]
            else:
                straight = headings[-1] is None or headings[-1] == event.heading
                yield _LINES_004["push_straight" if straight else "push_turn"]
            headings.append(event.heading)
        elif isinstance(event, ev.Popped):
            headings.pop()
            yield _LINES_004["pop" if headings else "pop_start"]
        elif isinstance(event, ev.Rejected):
            yield _LINES_004[event.reason]
        else:
            yield _LINES_004["answer"]


def _lines_001(events: Iterable[object]) -> Iterator[Lines]:
    for event in events:
        if isinstance(event, six.Discovered):
            if event.parent is None:
                yield _LINES_001["start"]
            elif event.state == six.GOAL:
                yield _LINES_001["goal"]
            else:
                yield _LINES_001["discover"]
        elif isinstance(event, six.LayoutDequeued):
            yield _LINES_001["dequeue"]
        elif isinstance(event, six.Skipped):
            yield _LINES_001["skip"]
        elif isinstance(event, six.GoalReached):
            yield _LINES_001["found"]
        else:
            yield _LINES_001["exhausted"]
