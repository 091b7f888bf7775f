"""A student's server of ``make hub``, started as the student: their course copy, then the server.

    python deploy/local/student_start.py [jupyterhub-singleuser's arguments...]

Run by the hub's spawner as the student's own user, in their home: copies the course of
``LINKLAB_LANG`` (``notebooks/`` or ``notebooks/zh/``, and the lecture app) into
``~/linklab/`` or ``~/linklab-zh/``, keeping every file already there (their work), writes the
course's language into that folder (``.linklab-language``: its notebooks speak it however they
are run), sets JupyterLab's menus to the course's language when that language is new to them
(a student who then changes their menus keeps them), makes ``~/exports``, then becomes
``jupyterhub-singleuser`` (the same process). Everything it writes is written as the student.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

from linklab.i18n import COURSE_FILE, format_course_file

ROOT = Path(__file__).resolve().parent.parent.parent
SOURCES = {"en": ROOT / "notebooks", "zh": ROOT / "notebooks" / "zh"}
FOLDER = {"en": "linklab", "zh": "linklab-zh"}
#: The course language the student's menus were last set for (in ~/.jupyter).
MENUS_SET_FOR = Path(".jupyter", "linklab-menus-language")
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
    written = folder / COURSE_FILE
    if not written.is_file() or written.read_text(encoding="utf-8") != format_course_file(lang):
        written.write_text(format_course_file(lang), encoding="utf-8")
    for source in [*sorted(SOURCES[lang].glob("*.ipynb")), lecture_app_notebook()]:
        target = folder / source.name
        if not target.exists() and not target.is_symlink():
            shutil.copyfile(source, target)
    return folder


def write_settings(home: Path, lang: str) -> None:
    """JupyterLab's menus in the course's language when the course's language changed since
    they were last set (a student's own choice of menus otherwise stays), and no news pop-up
    over the notebook."""
    labconfig = home / ".jupyter" / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    (labconfig / "default_setting_overrides.json").write_text(json.dumps(NEWS_OFF))
    set_for = home / MENUS_SET_FOR
    if set_for.is_file() and set_for.read_text(encoding="utf-8").strip() == lang:
        return
    locale = home / ".jupyter/lab/user-settings/@jupyterlab/translation-extension"
    locale.mkdir(parents=True, exist_ok=True)
    chosen = {"locale": "zh_CN" if lang == "zh" else "default"}
    (locale / "plugin.jupyterlab-settings").write_text(json.dumps(chosen))
    set_for.write_text(lang + "\n", encoding="utf-8")


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
