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
import re

#: The package's version, written here once (``pyproject.toml`` and ``linklab --version`` read it).
VERSION = "0.2.0"

_STUB = os.path.join(os.path.dirname(__file__), "__init__.pyi")
_LINE = re.compile(r"^from (linklab[\w.]*) import (\w+) as \2$", re.M)


@functools.cache
def public_names() -> dict[str, tuple[str, str]]:
    """Each public name and where it lives: ``{name: (module, attribute)}``."""
    with open(_STUB, encoding="utf-8") as stub:
        return {name: (module, name) for module, name in _LINE.findall(stub.read())}


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
