"""linklab: graph search taught through Lianliankan (连连看), HDU 1175 and the six-digit puzzle.

Names are loaded when first used, so ``import linklab`` stays light for the command line.

Examples
--------
>>> import linklab as ll
>>> board = ll.parse_board("1 0 0\\n2 0 1")
>>> ll.find_path(board, (0, 0), (1, 2))
((0, 0), (0, 2), (1, 2))
"""

from __future__ import annotations

import importlib
from typing import Any

_HOMES = {
    "linklab.board": ["Board", "Cell", "Path", "format_board", "parse_board"],
    "linklab.checker": ["Checker"],
    "linklab.errors": ["InputError"],
    "linklab.events": [
        "Dequeued",
        "Enqueued",
        "Event",
        "Exhausted",
        "Found",
        "Popped",
        "Pushed",
        "Refused",
        "Rejected",
    ],
    "linklab.rules": ["Heading", "Rules", "pair_problem", "path_problem"],
    "linklab.search": ["bfs_events", "dfs_events", "find_path"],
    "linklab.trace": ["Frame", "Summary", "Trace", "replay", "summarize"],
}
_WHERE = {name: module for module, names in _HOMES.items() for name in names}
#: Modules reached as ``ll.draw``, ``ll.widgets`` ...: loaded on first use, since some of them
#: bring matplotlib, ipywidgets or networkx with them.
_SUBMODULES = {
    "app",
    "checker",
    "documents",
    "draw",
    "events",
    "export",
    "fonts",
    "game",
    "game_widget",
    "generate",
    "judge",
    "quirks",
    "rules",
    "search",
    "sixdigits",
    "solver",
    "style",
    "trace",
    "widgets",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    if name in _SUBMODULES:
        return importlib.import_module(f"linklab.{name}")
    if name not in _WHERE:
        raise AttributeError(f"module 'linklab' has no attribute {name!r}")
    value = getattr(importlib.import_module(_WHERE[name]), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__) | _SUBMODULES)
