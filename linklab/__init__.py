"""linklab: graph search taught through Lianliankan (连连看), HDU 1175 and the six-digit puzzle.

Examples
--------
>>> import linklab as ll
>>> board = ll.parse_board("1 0 0\\n2 0 1")
>>> ll.find_path(board, (0, 0), (1, 2))
((0, 0), (0, 2), (1, 2))
"""

from linklab.board import Board, Cell, Path, format_board, parse_board
from linklab.checker import Checker
from linklab.errors import InputError
from linklab.events import (
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
from linklab.rules import Heading, Rules, pair_problem
from linklab.search import bfs_events, dfs_events, find_path

__all__ = [
    "Board",
    "Cell",
    "Checker",
    "Dequeued",
    "Enqueued",
    "Event",
    "Exhausted",
    "Found",
    "Heading",
    "InputError",
    "Path",
    "Popped",
    "Pushed",
    "Refused",
    "Rejected",
    "Rules",
    "bfs_events",
    "dfs_events",
    "find_path",
    "format_board",
    "pair_problem",
    "parse_board",
]
