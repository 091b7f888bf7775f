"""linklab: graph search taught through Lianliankan (连连看), HDU 1175 and the six-digit puzzle.

The package is a house of layers, each a subpackage that imports only from the ones below it
(``tests/test_layers.py`` holds it to that):

==============  ==============================================================================
``i18n``        the language in force and the Chinese catalogue (pure Python)
``core``        boards, the rule, the searches, events and folds, the checker, the six-digit
                puzzle, generator, solver and game (pure Python, no third-party import)
``documents``   each document's program re-done as written, its quirks, every approach by name
``render``      each picture described once as a scene (``render.scene``, pure Python, drawn as
                SVG in a page), style, fonts, drawing with matplotlib, the canvas, export
``course``      exercises, the write-it-yourself checks, slides, the translation's bookkeeping
``apps``        the live apps (game, board editor, comparisons, explorer), each a session in pure
                Python that the widget and the static page both drive, and its page side
``widgets``     the stepped player and the widgets built on it (ipywidgets, anywidget)
``cli``         the ``linklab`` command: judges, stress, generate/solve/play, draw, the app
``site``        the static edition's build, and the Python its pages run
==============  ==============================================================================

``i18n``, ``core``, ``documents``, ``render.scene``, ``course`` and ``apps`` are what a static
page runs under Pyodide (``course`` imports other modules only inside functions the page never
calls); a judge process loads nothing but the first two. ``import linklab`` itself imports
nothing but ``i18n``: every public name below comes from its module on first use, so the
command line starts fast. The names and where they live are written once, in ``__init__.pyi``
(which static tools read as well); the everyday modules are there too, as ``ll.board``,
``ll.search``, ``ll.draw``, ``ll.exercises``.

Examples
--------
>>> import linklab as ll
>>> board = ll.parse_board("1 0 0\\n2 0 1")
>>> ll.find_path(board, (0, 0), (1, 2))
((0, 0), (0, 2), (1, 2))
>>> ll.board.Board is ll.Board is ll.core.board.Board
True

In the Chinese edition (a notebook of ``notebooks/zh/``, or ``LINKLAB_LANG=zh``), or after
``ll.set_language("zh")``, the package speaks Chinese and every figure can show it; ``ll.tr``
puts a code cell's own words into the language in force.
"""

from __future__ import annotations

import importlib
import sys
import types
from typing import Any

from linklab import i18n as _i18n
from linklab.public import MOVED as _MOVED
from linklab.public import VERSION as __version__  # noqa: F401  (the package's version)
from linklab.public import public_names as _public_names

_WHERE = _public_names()
__all__ = sorted(_WHERE)


def __getattr__(name: str) -> object:
    if name in _MOVED:
        raise AttributeError(f"module 'linklab' has no attribute {name!r}: it is {_MOVED[name]}")
    if name not in _WHERE:
        raise AttributeError(f"module 'linklab' has no attribute {name!r}")
    module, attribute = _WHERE[name]
    if module == __name__:  # a layer of the package
        value = importlib.import_module(f"{module}.{attribute}")
    else:
        try:
            value = getattr(importlib.import_module(module), attribute)
        except AttributeError:  # a module not imported yet
            value = importlib.import_module(f"{module}.{attribute}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


def _cjk_font(language: str) -> None:
    """Give figures a CJK font to fall back to, a learner's own figures too: wherever figures
    are drawn (matplotlib already loaded, or a notebook's kernel), so that a title in Chinese
    shows in either edition; in Chinese with nothing drawing yet, as soon as matplotlib is
    imported (`_FontOnDrawing`). What draws nothing (a command line, the static page's
    Python) loads no drawing library for it."""
    if {"matplotlib", "ipykernel"} & sys.modules.keys():
        try:
            from linklab.render.fonts import use_cjk_font
        except ImportError:  # no drawing library (a static page's Python): no figure to fit
            return
        use_cjk_font()
    elif language == "zh" and not any(isinstance(f, _FontOnDrawing) for f in sys.meta_path):
        sys.meta_path.insert(0, _FontOnDrawing())


class _FontOnDrawing:
    """An import hook that, when matplotlib is first imported, gives it the CJK font
    (`_cjk_font`) once it has loaded, then steps aside."""

    def find_spec(self, name: str, path: object = None, target: object = None) -> Any:
        if name != "matplotlib" or self not in sys.meta_path:
            return None
        sys.meta_path.remove(self)
        import importlib.util

        spec = importlib.util.find_spec(name)
        loader = spec.loader if spec is not None else None
        if loader is None or not hasattr(loader, "exec_module"):
            return spec
        loaded = loader.exec_module

        def exec_module(module: types.ModuleType) -> None:
            loaded(module)
            _cjk_font(_i18n.language())

        loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


# The language layer imports no drawing library; choosing Chinese is wired to the font here.
_i18n.on_set_language(_cjk_font)
_cjk_font(_i18n.language())
