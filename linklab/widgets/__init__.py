"""Widgets for the notebooks, one module each, around one stepped player.

=====================  ==========================================================================
``stepped``            `SteppedPlayer`: the only place that knows how a player steps
``stage``              `Stage`: its page side (pictures, texts and controls, stepped in the page)
``prefetch``           `FramePrefetcher`: which pictures the kernel draws, and when (ahead)
``kit``                `classed`, `Exporter`, `label_width_px`: what every widget is built with
``trace_player``       `TracePlayer`: a search, step by step
``compare``            `ComparePlayer`, `SixDigitCompare`: approaches side by side, in step
``compare_panes``      `Pane`, `SixPane`: what each approach did at each step
``solver_view``        `SolverView`: the exact solver's work, step by step
``board_editor``       `BoardEditor`: paint a board, pick two tiles, search
``sixdigits_explorer`` `SixDigitExplorer`: move the six digits with α and β
``game``               `GameWidget`: document 004's game to click
=====================  ==========================================================================

Each widget keeps its figures to itself (no pyplot) and publishes PNG bytes; in a plain test,
setting a player's ``step`` or calling a button's ``click()`` redraws at once. Names load on
first use (``ll.widgets.TracePlayer``), so importing one widget does not import them all.

Examples
--------
>>> import linklab as ll
>>> ll.widgets.TracePlayer is ll.widgets.trace_player.TracePlayer
True
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # what the lazy loader below gives, spelled out for static tools
    from linklab.widgets.board_editor import BoardEditor  # noqa: F401
    from linklab.widgets.compare import ComparePlayer, SixDigitCompare  # noqa: F401
    from linklab.widgets.compare_panes import APPROACHES, Pane, SixPane  # noqa: F401
    from linklab.widgets.game import GameWidget  # noqa: F401
    from linklab.widgets.kit import KEYS_HELP, Exporter, classed, label_width_px  # noqa: F401
    from linklab.widgets.prefetch import FramePrefetcher  # noqa: F401
    from linklab.widgets.sixdigits_explorer import SixDigitExplorer  # noqa: F401
    from linklab.widgets.solver_view import SolverView  # noqa: F401
    from linklab.widgets.stage import Stage  # noqa: F401
    from linklab.widgets.stepped import SteppedPlayer  # noqa: F401
    from linklab.widgets.trace_player import TracePlayer, frontier_items  # noqa: F401

_HOMES = {
    "board_editor": ["BoardEditor"],
    "compare": ["ComparePlayer", "SixDigitCompare"],
    "compare_panes": ["APPROACHES", "Pane", "SixPane"],
    "game": ["GameWidget"],
    "kit": ["KEYS_HELP", "Exporter", "classed", "label_width_px"],
    "prefetch": ["FramePrefetcher"],
    "sixdigits_explorer": ["SixDigitExplorer"],
    "solver_view": ["SolverView"],
    "stage": ["Stage"],
    "stepped": ["SteppedPlayer"],
    "trace_player": ["TracePlayer", "frontier_items"],
}
_WHERE = {name: module for module, names in _HOMES.items() for name in names}

__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        value = getattr(importlib.import_module(f"linklab.widgets.{_WHERE[name]}"), name)
    elif name in _HOMES:
        value = importlib.import_module(f"linklab.widgets.{name}")
    else:
        raise AttributeError(f"module 'linklab.widgets' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__) | set(_HOMES))
