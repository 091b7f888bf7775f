"""A student's server of ``make hub``, started as the student: their course copy, then the server.

    python deploy/local/student_start.py [jupyterhub-singleuser's arguments...]

Run by the hub's spawner as the student's own user, in their home: copies the course of
``LINKLAB_LANG`` (``notebooks/`` or ``notebooks/zh/``, and the lecture app) into
``~/linklab/`` or ``~/linklab-zh/``, keeping every file already there (their work), sets
JupyterLab's menus to the course's language, makes ``~/exports``, then becomes
``jupyterhub-singleuser`` (the same process). Everything it writes is written as the student.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SOURCES = {"en": ROOT / "notebooks", "zh": ROOT / "notebooks" / "zh"}
FOLDER = {"en": "linklab", "zh": "linklab-zh"}
NEWS_OFF = {
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False}
}


def lecture_app_notebook() -> Path:
    import linklab.cli.app as app

    return Path(app.NOTEBOOK)


def copy_course(lang: str, home: Path) -> Path:
    """The notebooks of ``lang`` and the lecture app into the student's course folder."""
    folder = home / FOLDER[lang]
    folder.mkdir(mode=0o700, exist_ok=True)
    for source in [*sorted(SOURCES[lang].glob("*.ipynb")), lecture_app_notebook()]:
        target = folder / source.name
        if not target.exists() and not target.is_symlink():
            shutil.copyfile(source, target)
    return folder


def write_settings(home: Path, lang: str) -> None:
    """JupyterLab's menus in the course's language, and no news pop-up over the notebook."""
    labconfig = home / ".jupyter" / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    (labconfig / "default_setting_overrides.json").write_text(json.dumps(NEWS_OFF))
    locale = home / ".jupyter/lab/user-settings/@jupyterlab/translation-extension"
    locale.mkdir(parents=True, exist_ok=True)
    chosen = {"locale": "zh_CN" if lang == "zh" else "default"}
    (locale / "plugin.jupyterlab-settings").write_text(json.dumps(chosen))


def main(argv: list[str]) -> None:
    lang = os.environ.get("LINKLAB_LANG", "en")
    lang = lang if lang in SOURCES else "en"
    home = Path(os.environ["HOME"])
    os.umask(0o077)  # what the student makes is theirs alone, unless they share it
    copy_course(lang, home)
    write_settings(home, lang)
    (home / "exports").mkdir(exist_ok=True)
    command = [sys.executable, "-m", "jupyterhub.singleuser", *argv]
    os.execv(sys.executable, command)


if __name__ == "__main__":
    main(sys.argv[1:])
