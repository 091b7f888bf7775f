"""The public names of ``import linklab as ll`` and where each lives, read from
``linklab/__init__.pyi``, the one place they are written (static tools read it too).

The package's own ``__init__`` loads a name from here on first use; the static site's build
asks here which names its pages can import.

Examples
--------
>>> public_names()["find_path"]
('linklab.core.search', 'find_path')
>>> home_module("board"), home_module("Board")
('linklab.core.board', 'linklab.core.board')
"""

from __future__ import annotations

import functools
import os

#: The package's version, written here once (``pyproject.toml`` and ``linklab --version`` read it).
VERSION = "0.2.0"

#: Modules once reached as ``ll.NAME`` that live in a layer now: ``ll.NAME`` names the new home.
MOVED = {
    "app": "linklab.cli.app",
    "approaches": "linklab.documents.approaches",
    "canvas": "linklab.render.canvas",
    "cli_draw": "linklab.cli.draw_command",
    "cli_game": "linklab.cli.game_commands",
    "cli_io": "linklab.cli.inputs",
    "compare_widget": "linklab.widgets.compare",
    "errors": "linklab.core.errors",
    "exercise_bank": "linklab.course.exercise_bank",
    "game_widget": "linklab.widgets.game",
    "judge": "linklab.cli.judge",
    "page_check": "linklab.course.page_check",
    "process_tree": "linklab.cli.process_tree",
    "shrink": "linklab.core.shrink",
    "site_python": "linklab.site.python",
    "slides": "linklab.course.slides",
    "solver_widget": "linklab.widgets.solver_view",
    "stress": "linklab.cli.stress",
    "translation": "linklab.course.translation",
    "voila_server": "linklab.cli.voila_server",
    "zh": "linklab.i18n.zh",
}

_STUB = os.path.join(os.path.dirname(__file__), "__init__.pyi")


@functools.cache
def public_names() -> dict[str, tuple[str, str]]:
    """Each public name and where it lives: ``{name: (module, attribute)}``."""
    found = {}
    with open(_STUB, encoding="utf-8") as stub:
        for line in stub:  # "from MODULE import NAME as NAME" (no regex: import stays light)
            words = line.split()
            if (
                len(words) == 6
                and words[::2] == ["from", "import", "as"]
                and words[3] == words[5]
                and words[1].split(".")[0] == "linklab"
                and words[3].isidentifier()
            ):
                found[words[3]] = (words[1], words[3])
    return found


def home_module(name: str) -> str:
    """The module a public name is defined in, or the module it is (``ll.board``)."""
    module, attribute = public_names()[name]
    inner = f"{module}.{attribute}"
    here = os.path.dirname(__file__)
    parts = inner.split(".")[1:]
    if os.path.isfile(os.path.join(here, *parts) + ".py") or os.path.isfile(
        os.path.join(here, *parts, "__init__.py")
    ):
        return inner
    return module
