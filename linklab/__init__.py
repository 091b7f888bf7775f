"""linklab: graph search taught through Lianliankan (连连看), HDU 1175 and the six-digit puzzle.

Names are loaded when first used, so ``import linklab`` stays light for the command line: the
public names below come from their modules on first use, and every module of the package is
reached as ``linklab.NAME`` (``ll.board``, ``ll.draw``, ``ll.widgets`` ...), imported then.
The ``TYPE_CHECKING`` block lists the same names for static tools (type checkers, editors).

Examples
--------
>>> import linklab as ll
>>> board = ll.parse_board("1 0 0\\n2 0 1")
>>> ll.find_path(board, (0, 0), (1, 2))
((0, 0), (0, 2), (1, 2))
>>> ll.board.Board is ll.Board
True

In the Chinese edition (a notebook of ``notebooks/zh/``, or ``LINKLAB_LANG=zh``), or after
``ll.set_language("zh")``, the package speaks Chinese and every figure can show it; ``ll.tr``
puts a code cell's own words into the language in force.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # what the lazy loader below gives, spelled out for static tools
    from linklab import (  # noqa: F401
        app,
        approaches,
        board,
        canvas,
        cases,
        checker,
        cli,
        cli_draw,
        cli_game,
        cli_io,
        compare_widget,
        difficulty,
        documents,
        draw,
        draw_sixdigits,
        errors,
        events,
        exercise_bank,
        exercises,
        export,
        fonts,
        game,
        game_widget,
        generate,
        i18n,
        judge,
        page_check,
        process_tree,
        rules,
        search,
        selfcheck,
        shrink,
        site,
        site_frames,
        site_python,
        sixdigits,
        slides,
        solver,
        solver_events,
        solver_trace,
        solver_widget,
        stress,
        style,
        tilegrid,
        trace,
        translation,
        verdict,
        voila_server,
        widgets,
        zh,
    )
    from linklab.board import (  # noqa: F401
        Board,
        Cell,
        Path,
        format_board,
        parse_board,
    )
    from linklab.checker import Checker  # noqa: F401
    from linklab.errors import InputError  # noqa: F401
    from linklab.events import (  # noqa: F401
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
    from linklab.i18n import set_language, tr  # noqa: F401
    from linklab.rules import (  # noqa: F401
        Heading,
        Rules,
        pair_problem,
        path_problem,
    )
    from linklab.search import (  # noqa: F401
        bfs_events,
        dfs_events,
        find_path,
    )
    from linklab.solver import (  # noqa: F401
        SolveResult,
        solve,
        solve_events,
    )
    from linklab.solver_trace import SolverTrace  # noqa: F401
    from linklab.trace import (  # noqa: F401
        Frame,
        Summary,
        Trace,
        replay,
        summarize,
    )

_HOMES = {
    "linklab.board": ["Board", "Cell", "Path", "format_board", "parse_board"],
    "linklab.checker": ["Checker"],
    "linklab.errors": ["InputError"],
    "linklab.i18n": ["set_language", "tr"],
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
    "linklab.solver": ["SolveResult", "solve", "solve_events"],
    "linklab.solver_trace": ["SolverTrace"],
    "linklab.trace": ["Frame", "Summary", "Trace", "replay", "summarize"],
}
_WHERE = {name: module for module, names in _HOMES.items() for name in names}

__all__ = sorted(_WHERE)


@functools.cache
def _submodules() -> frozenset[str]:
    """Every module and subpackage of linklab by name (not ``__main__``, which runs the CLI)."""
    return frozenset(info.name for info in pkgutil.iter_modules(__path__) if info.name[0] != "_")


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        value = getattr(importlib.import_module(_WHERE[name]), name)
    elif name in _submodules():
        value = importlib.import_module(f"linklab.{name}")
    else:
        raise AttributeError(f"module 'linklab' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__) | _submodules())


def _fonts_for_chinese() -> None:
    """In the Chinese edition, give figures a CJK font to fall back to from the start, a
    learner's own figures too (elsewhere importing linklab leaves matplotlib alone)."""
    from linklab import i18n

    if i18n.language() == "zh":
        from linklab.fonts import use_cjk_font

        use_cjk_font()


_fonts_for_chinese()
