"""``linklab course``: the course's notebooks copied into a folder, then JupyterLab opened there.

The notebooks travel inside the package (``pip install 'linklab[lab]'``, then ``linklab
course``); in a checkout they are its ``notebooks/`` folder. Copying never overwrites: a
notebook already in the folder is the learner's own work and is kept.

Examples
--------
>>> import tempfile
>>> with tempfile.TemporaryDirectory() as folder:
...     copied, kept = copy_course("en", Path(folder))
...     again, kept_now = copy_course("en", Path(folder))
>>> len(copied) >= 7, again, len(kept_now) == len(copied)
(True, [], True)
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from linklab.core.errors import InputError

PACKAGE = Path(__file__).resolve().parents[1]
#: Where each edition's notebooks are, inside the folder of notebooks.
EDITION_FOLDERS = {"en": ".", "zh": "zh"}
#: The slideshow's stylesheet, read by jupyterlab-rise from beside the notebooks.
SLIDES_CSS = "rise.css"


def course_folder() -> Path:
    """The folder of the course's notebooks: the checkout's ``notebooks/`` when linklab runs from
    one, else the copy inside the installed package."""
    checkout = PACKAGE.parent / "notebooks"
    if (checkout / "jupytext.toml").is_file():
        return checkout
    return PACKAGE / "notebooks"


def copy_course(lang: str, folder: Path) -> tuple[list[Path], list[Path]]:
    """Copy the ``lang`` edition's notebooks into ``folder``: ``(copied, kept)``, where ``kept``
    are notebooks already there, left as the learner had them. The slideshow's stylesheet
    (`SLIDES_CSS`) comes too, unless the folder has one."""
    source = course_folder() / EDITION_FOLDERS[lang]
    notebooks = sorted(source.glob("*.ipynb"))
    if not notebooks:
        raise InputError(f"no notebooks found in {source}: is linklab installed whole?")
    if folder.exists() and not folder.is_dir():
        raise InputError(f"{folder} is a file, not a folder")
    folder.mkdir(parents=True, exist_ok=True)
    copied, kept = [], []
    for notebook in notebooks:
        target = folder / notebook.name
        if target.exists():
            kept.append(target)
        else:
            shutil.copyfile(notebook, target)
            copied.append(target)
    css = source / SLIDES_CSS
    if css.is_file() and not (folder / SLIDES_CSS).exists():
        shutil.copyfile(css, folder / SLIDES_CSS)
    return copied, kept


def lab_command(folder: Path) -> list[str]:
    """JupyterLab serving ``folder``: as root only when told (it refuses otherwise), and with no
    browser to open when there is no desktop."""
    command = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={folder}"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")
    desktop = (
        os.environ.get("DISPLAY")
        or os.environ.get("WAYLAND_DISPLAY")
        or sys.platform
        in (
            "darwin",
            "win32",
        )
    )
    if not desktop:
        command.append("--no-browser")
    return command


def run_course(out, *, lang: str, folder: Path | None, open_lab: bool) -> int:
    """Copy the course and, unless ``open_lab`` is false, run JupyterLab in it until Ctrl-C."""
    folder = (folder or Path("linklab-course" + ("-zh" if lang == "zh" else ""))).resolve()
    copied, kept = copy_course(lang, folder)
    out.write(f"linklab course: {len(copied)} notebooks copied into {folder}")
    out.write(f", {len(kept)} already there kept as they are\n" if kept else "\n")
    out.flush()
    if not open_lab:
        return 0
    try:
        import jupyterlab  # noqa: F401  (only to say clearly when it is missing)
    except ImportError:
        raise InputError(
            "JupyterLab is not installed here: pip install 'linklab[lab]', then run this again"
        ) from None
    env = {**os.environ, "LINKLAB_LANG": lang}  # the kernels speak the edition's language
    try:
        return subprocess.run(lab_command(folder), cwd=folder, env=env, check=False).returncode
    except KeyboardInterrupt:
        return 130
