"""The scripts the static pages load, taken from npm at pinned versions (`NPM_PACKAGES`) and
copied with the site's own into ``site/_static`` (`linklab.site.build`).

Examples
--------
>>> sorted(NPM_PACKAGES)[:2], STATIC
(['@jupyter-widgets/html-manager', 'anywidget'], '_static')
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

from linklab.site import practice_page, slides
from linklab.site import python as site_python
from linklab.site.editions import EDITIONS
from linklab.site.python import ROOT

#: The page's scripts, from npm, at these versions only.
NPM_PACKAGES = {
    "requirejs": "2.3.8",
    "@jupyter-widgets/html-manager": "1.0.15",
    "anywidget": "0.11.0",
    "pyodide": "314.0.7",  # the exercise checks' Python (linklab.site.python)
    "reveal.js": "5.2.1",  # the slide edition (linklab.site.slides)
}


NPM_PREFIX = ROOT / ".venv" / "site-npm"


STATIC = "_static"


def npm_install(prefix: Path | None = None, packages: dict[str, str] | None = None) -> Path:
    """Install ``packages`` (`NPM_PACKAGES` by default) into ``prefix`` (`NPM_PREFIX` by
    default; once; never globally); its ``node_modules``. Builds started at once (the test
    workers of a fresh clone) install one after the other: the others wait, then find it done."""
    import fcntl

    prefix = NPM_PREFIX if prefix is None else prefix
    packages = NPM_PACKAGES if packages is None else packages
    modules = prefix / "node_modules"
    stamp = prefix / "installed.json"
    if stamp.exists() and json.loads(stamp.read_text()) == packages:
        return modules
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeError("the static site needs node and npm (apt-get install nodejs npm)")
    prefix.mkdir(parents=True, exist_ok=True)
    with open(prefix / "installing.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file is closed
        if stamp.exists() and json.loads(stamp.read_text()) == packages:
            return modules  # installed while this build waited
        wanted = [f"{name}@{version}" for name, version in packages.items()]
        subprocess.run(
            [
                npm,
                "install",
                "--prefix",
                str(prefix),
                "--no-audit",
                "--no-fund",
                "--loglevel=error",
                "--no-save",
                *wanted,
            ],
            check=True,
        )
        stamp.write_text(json.dumps(packages))
    return modules


def copy_assets(modules: Path, site: Path) -> None:
    """Copy require.js, the widget manager, anywidget and the icon fonts into ``site``.

    The widget manager asks for its fonts beside the page that loads it (``@jupyter-widgets/``
    and ``@jupyter-widgets/html-manager/dist/``), so each edition's folder gets them.
    """
    static = site / STATIC
    static.mkdir(parents=True, exist_ok=True)
    manager = modules / "@jupyter-widgets" / "html-manager" / "dist"
    shutil.copy2(modules / "requirejs" / "require.js", static / "require.js")
    shutil.copy2(manager / "embed-amd.js", static / "embed-amd.js")
    shutil.copy2(modules / "anywidget" / "dist" / "index.js", static / "anywidget.js")
    fonts = sorted(manager.glob("*.woff2"))
    for language in EDITIONS:
        for folder in (site / language / "@jupyter-widgets", site / language / STATIC):
            folder.mkdir(parents=True, exist_ok=True)
            for font in fonts:
                shutil.copy2(font, folder / font.name)
    site_python.copy_python(modules, static)
    practice_page.copy_script(static / site_python.FOLDER)  # the practice page's script
    slides.copy_reveal(modules, static)
