"""Print the hub's own packages: pyproject.toml's ``hub`` extra less the course's package, whose
``lab`` part ``make lab`` installed already (``make hub`` installs only these).

>>> "jupyterhub" in " ".join(requirements()) and not any("linklab" in r for r in requirements())
True
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parent.parent.parent / "pyproject.toml"


def requirements() -> list[str]:
    import tomllib

    project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]
    hub = project["optional-dependencies"]["hub"]
    return [line for line in hub if not line.startswith(project["name"])]


if __name__ == "__main__":
    if sys.version_info < (3, 11):  # no tomllib: the whole extra (its lab part is there)
        print("-e '.[hub]'")
    else:
        print(" ".join(shlex.quote(line) for line in requirements()))
