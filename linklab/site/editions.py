"""The course's notebooks in each language, and the page each one becomes
(`linklab.site.build`).

Examples
--------
>>> page_name(Path("notebooks/02-bfs-counts-turns.ipynb"))
'02-bfs-counts-turns.html'
>>> sorted(EDITIONS)
['en', 'zh']
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from linklab.site.python import ROOT

NOTEBOOKS = ROOT / "notebooks"


#: Each edition's notebooks, and the command that opens them live.
EDITIONS = {"en": NOTEBOOKS, "zh": NOTEBOOKS / "zh"}


LIVE_COMMAND = {"en": "make lab", "zh": "make lab-zh"}


def notebooks(names: Iterable[str] = ()) -> list[Path]:
    """The course's notebooks (English paths), or those whose name starts with one of ``names``."""
    found = sorted(NOTEBOOKS.glob("[0-9]*.ipynb"))
    names = list(names)
    return [p for p in found if not names or any(p.name.startswith(n) for n in names)]


def page_name(path: Path) -> str:
    """The page written for the notebook at ``path``."""
    return path.with_suffix(".html").name


def title_of(nb) -> str:
    """The notebook's first heading, without its ``#``."""
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("#"):
                    return line.lstrip("#").strip()
    return ""


def notebook_title(notebook: Path) -> str:
    """The first heading of the notebook file ``notebook``, unexecuted ("" if unreadable)."""
    import nbformat

    try:
        return title_of(nbformat.read(notebook, as_version=4))
    except (OSError, ValueError):
        return ""
