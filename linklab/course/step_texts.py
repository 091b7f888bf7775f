"""What one step of a search says beside its picture: the counters and the frontier's lines,
cells counted from 1, in the language in force. The live player (``linklab.widgets``) and the
static page's editor (``linklab.course.page_editor``) show these same texts.

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

from linklab.core.board import format_cell
from linklab.core.rules import Heading
from linklab.core.trace import Frame, describe_event

ARROWS = {None: "start", Heading.UP: "↑", Heading.RIGHT: "→", Heading.DOWN: "↓", Heading.LEFT: "←"}
QUEUE_SHOWN = 40


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
    from linklab.i18n import tr

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
