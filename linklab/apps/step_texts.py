"""What one step of a search says beside its picture: the counters and the frontier's lines,
cells counted from 1, in the language in force. The live player (``linklab.widgets``) and the
static page's editor (``linklab.apps.page_editor``) show these same texts.

Examples
--------
>>> from linklab.core.board import Board
>>> from linklab.core.search import bfs_events
>>> from linklab.core.trace import Trace
>>> trace = Trace(bfs_events(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2)))
>>> step_counts(trace.frame(len(trace)), len(trace), "bfs")["best path"]
'0 turns'
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence

from linklab.core.board import format_cell
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
from linklab.core.rules import Heading
from linklab.core.trace import Frame, describe_event
from linklab.i18n import language, tr

ARROWS = {None: "start", Heading.UP: "↑", Heading.RIGHT: "→", Heading.DOWN: "↓", Heading.LEFT: "←"}
QUEUE_SHOWN = 40
#: A heading in words, as a step is said aloud.
HEADING_SAID = {
    Heading.UP: "up",
    Heading.RIGHT: "right",
    Heading.DOWN: "down",
    Heading.LEFT: "left",
}
#: What each event does, said aloud: a verb before its cell.
SPOKEN_VERBS: dict[type, str] = {
    Enqueued: "queues",
    Dequeued: "takes",
    Pushed: "pushes",
    Popped: "backtracks from",
    Rejected: "refuses",
}


def frontier_items(frame: Frame, method: str) -> list[str]:
    """The queue (front first) or the stack (bottom first) as lines, cells counted from 1.

    Examples
    --------
    >>> from linklab.core.board import Board
    >>> from linklab.core.search import bfs_events
    >>> from linklab.core.trace import Trace
    >>> trace = Trace(bfs_events(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2)))
    >>> frontier_items(trace.frame(4), "bfs")
    ['1. (1, 2) → 0 turns']
    """
    items = []
    for i, (cell, heading, turns) in enumerate(frame.frontier, 1):
        line = "{i}. {cell} {arrow} {turns} turn" + "s" * (turns != 1)
        items.append(tr(line, i=i, cell=format_cell(cell), arrow=ARROWS[heading], turns=turns))
    if method == "dfs" and items:
        items[-1] = tr("{item} (top)", item=items[-1])
    return items


def step_counts(frame: Frame, total: int, method: str) -> dict[str, object]:
    """The counters of ``frame``, a step of ``total`` in ``method``'s search (``"bfs"`` or
    ``"dfs"``): by name, as shown beside the picture."""
    summary = frame.summary
    counts: dict[str, object] = {
        "step": f"{frame.step} / {total}",
        "event": describe_event(frame.event),
        "states expanded": summary.expanded,
        "in the " + ("stack" if method == "dfs" else "queue"): len(frame.frontier),
        "largest frontier": frame.largest_frontier,
    }
    if method == "dfs":
        counts["backtracks"] = summary.backtracks
    counts["current turns"] = "—" if frame.current is None else frame.current[2]
    if frame.outcome == "found" and frame.path is not None:
        turns = len(frame.path) - 2
        counts["best path"] = f"{turns} turn{'s' * (turns != 1)}"
    else:
        counts["best path"] = {"exhausted": "none", "refused": "no pair"}.get(
            frame.outcome or "", "not yet"
        )
    return counts


def counters_html(counts: Mapping[str, object], *, fixed: bool = False) -> str:
    """Counters by name as a small two-column table.

    With ``fixed`` the table fills its box's width in columns of fixed widths, numbers in
    digits of one width, a number's cell one line high and a word's two (a longer text scrolls
    inside its cell), so that stepping changes no box's size.

    >>> counters_html({"step": "1 / 2"})
    "<table style='font-size:90%'><tr><td>step</td><td><b>1 / 2</b></td></tr></table>"
    >>> "table-layout:fixed" in counters_html({"step": "1 / 2"}, fixed=True)
    True
    """
    if not fixed:
        plain = "".join(
            f"<tr><td>{html.escape(name)}</td><td><b>{html.escape(str(value))}</b></td></tr>"
            for name, value in counts.items()
        )
        return f"<table style='font-size:90%'>{plain}</table>"
    rows = []
    for name, value in counts.items():
        text = str(value)
        lines = 1 if all(c.isdigit() or c in " /" for c in text) else 2
        # A little over the lines' height: a Chinese page's fallback font makes a line a pixel
        # taller, and a box one pixel short would scroll (and take a stop of Tab) for nothing.
        rows.append(
            f"<tr><td style='vertical-align:top'>{html.escape(name)}</td><td>"
            f"<div style='height:{1.35 * lines + 0.15:g}em;overflow-y:auto;overflow-wrap:anywhere'>"
            f"<b>{html.escape(text)}</b></div></td></tr>"
        )
    return (
        "<table style='font-size:90%;line-height:1.35;table-layout:fixed;width:100%;"
        "border-collapse:collapse;font-variant-numeric:tabular-nums'><colgroup>"
        f"<col style='width:45%'><col style='width:55%'></colgroup>{''.join(rows)}</table>"
    )


def frontier_html(lines: Sequence[str], method: str, shown: int = QUEUE_SHOWN) -> str:
    """The frontier's lines under their heading, at most ``shown`` of them.

    >>> frontier_html([], "bfs").endswith("<b>queue, front first</b><div><i>empty</i></div></div>")
    True
    """
    head = "stack, bottom first" if method == "dfs" else "queue, front first"
    if method == "dfs" and len(lines) > shown:
        body = ["…", *lines[-shown:]]
    else:
        more = [tr("… and {n} more", n=len(lines) - shown)] if len(lines) > shown else []
        body = [*lines[:shown], *more]
    items = "".join(f"<div>{html.escape(line)}</div>" for line in body)
    return (
        f"<div style='font-size:90%;font-family:monospace'><b>{head}</b>"
        f"{items or '<div><i>empty</i></div>'}</div>"
    )


def _turns(turns: int) -> str:
    return tr("{turns} turn" + "s" * (turns != 1), turns=turns)


def spoken_event(event: Event | None) -> str:
    """What an event did, in words a screen reader says: cells counted from 1, headings named,
    in the language in force.

    >>> spoken_event(Dequeued((1, 2), Heading.DOWN, 1))
    'takes (2, 3) heading down, 1 turn'
    >>> spoken_event(Found(((0, 0), (0, 2))))
    'found a path with 0 turns: (1, 1) → (1, 3)'
    """
    if event is None:
        return tr("start")
    if isinstance(event, Found):
        corners = " → ".join(format_cell(cell) for cell in event.path)
        return tr(
            "found a path with {turns}: {corners}",
            turns=_turns(len(event.path) - 2),
            corners=corners,
        )
    if isinstance(event, Exhausted):
        return tr("no path: the search is exhausted")
    if isinstance(event, Refused):
        return tr("refused: {reason}", reason=tr(event.reason.replace("_", " ")))
    verb = SPOKEN_VERBS[type(event)]
    where, turns = format_cell(event.cell), _turns(event.turns)
    if isinstance(event, Rejected):
        return tr(
            "refuses {cell} heading {heading}, {turns}: {reason}",
            cell=where,
            heading=tr(HEADING_SAID[event.heading]),
            turns=turns,
            reason=tr(event.reason.replace("_", " ")),
        )
    front = ", at the front" if isinstance(event, Enqueued) and event.front else ""
    if event.heading is None:
        return tr(verb + " {cell}, {turns}" + front, cell=where, turns=turns)
    heading = tr(HEADING_SAID[event.heading])
    text = tr(
        verb + " {cell} heading {heading}, {turns}" + front,
        cell=where,
        heading=heading,
        turns=turns,
    )
    return text


def spoken_panes(step: int, total: int, panes: Sequence[tuple[str, str]]) -> str:
    """A step of panes stepping together (a comparison), as a screen reader announces it: the
    step, then each pane's name and what it did, in the language in force.

    >>> spoken_panes(3, 8, [("BFS", "takes (1, 2), 0 turns"), ("DFS", "finished: no path")])
    'step 3 of 8: BFS: takes (1, 2), 0 turns; DFS: finished: no path'
    """
    colon, between = ("：", "；") if language() == "zh" else (": ", "; ")
    said = between.join(f"{name}{colon}{what}" for name, what in panes)
    return f"{tr('step {step} of {total}', step=step, total=total)}{colon}{said}"


def spoken_finish(verdict: str) -> str:
    """What a pane past its last step says: its verdict (English, translated here).

    >>> spoken_finish("yes: a path with 1 turn")
    'finished: yes: a path with 1 turn'
    """
    return tr("finished: {verdict}", verdict=verdict)


def spoken_step(frame: Frame, total: int, method: str) -> str:
    """A step of a search as a screen reader announces it: where it is, what it did, how
    much is waiting.

    >>> from linklab.core.board import Board
    >>> from linklab.core.search import bfs_events
    >>> from linklab.core.trace import Trace
    >>> trace = Trace(bfs_events(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2)))
    >>> spoken_step(trace.frame(4), len(trace), "bfs")
    'step 4 of 12: queues (1, 2) heading right, 0 turns, at the front; the queue holds 1'
    """
    holds = "the stack holds {count}" if method == "dfs" else "the queue holds {count}"
    return tr(
        "step {step} of {total}: {event}; {holds}",
        step=frame.step,
        total=total,
        event=spoken_event(frame.event),
        holds=tr(holds, count=len(frame.frontier)),
    )
