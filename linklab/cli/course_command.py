"""``linklab course``: the course's notebooks copied into a folder, then JupyterLab opened there.

The notebooks travel inside the package (``pip install 'linklab[lab]'``, then ``linklab
course``); in a checkout they are its ``notebooks/`` folder. Copying never overwrites: a
notebook already in the folder is the learner's own work and is kept.

The course's language is written into the folder itself (``.linklab-language``, read by
``linklab.i18n``), so that the notebooks speak it however they are run: this JupyterLab, another,
nbconvert or plain Python. The Chinese course's JupyterLab has Chinese menus: its settings live
in the folder (``.jupyterlab-settings/``), where a learner's own change of menu language stays.

Examples
--------
>>> import tempfile
>>> with tempfile.TemporaryDirectory() as folder:
...     copied, kept = copy_course("en", Path(folder))
...     again, kept_now = copy_course("en", Path(folder))
...     written = (Path(folder) / COURSE_FILE).read_text().split()[0]
>>> len(copied) >= 7, again, len(kept_now) == len(copied), written
(True, [], True, 'en')
"""

from __future__ import annotations

import contextlib
import ipaddress
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
from pathlib import Path

from linklab.cli.stop_quietly import Stopped, stop_on_sigterm
from linklab.core.errors import InputError
from linklab.i18n import COURSE_FILE, format_course_file, read_course_file

PACKAGE = Path(__file__).resolve().parents[1]
#: Where each edition's notebooks are, inside the folder of notebooks.
EDITION_FOLDERS = {"en": ".", "zh": "zh"}
#: The slideshow's stylesheet, read by jupyterlab-rise from beside the notebooks.
SLIDES_CSS = "rise.css"
#: The course's own JupyterLab settings, inside the course folder (the Chinese course's menus).
SETTINGS_FOLDER = ".jupyterlab-settings"
LOCALE_SETTING = Path("@jupyterlab", "translation-extension", "plugin.jupyterlab-settings")
#: JupyterLab's menus for each course language (zh_CN comes with the 'lab' extra).
MENU_LOCALE = {"en": "default", "zh": "zh_CN"}
#: Seconds JupyterLab has to shut its kernels down after SIGTERM before it is killed.
LAB_STOP_TIMEOUT = 30


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
    written = folder / COURSE_FILE
    if written.is_file():
        before = read_course_file(written.read_text(encoding="utf-8-sig", errors="replace"))
        if before not in (None, lang):
            raise InputError(
                f"{folder} holds the {before} course ({written}); "
                f"choose another folder for --lang {lang}, or --lang {before}"
            )
    folder.mkdir(parents=True, exist_ok=True)
    written.write_text(format_course_file(lang), encoding="utf-8")
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


def menu_settings(folder: Path, lang: str) -> Path:
    """The course's own JupyterLab settings folder, its menus in ``lang`` unless a learner
    already chose theirs there (a settings file already present is kept)."""
    settings = folder / SETTINGS_FOLDER
    locale = settings / LOCALE_SETTING
    if not locale.exists():
        locale.parent.mkdir(parents=True, exist_ok=True)
        locale.write_text(json.dumps({"locale": MENU_LOCALE[lang]}) + "\n", encoding="utf-8")
    return settings


def check_address(ip: str | None, port: int | None) -> None:
    """Raise ``InputError`` unless JupyterLab could listen on ``ip``:``port``.

    >>> check_address("no such address!", None)
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: --ip 'no such address!' is neither an address nor a known ...
    """
    if ip is not None:
        try:
            ipaddress.ip_address(ip)
        except ValueError:
            try:
                socket.getaddrinfo(ip, None)
            except (OSError, UnicodeError):
                raise InputError(
                    f"--ip {ip!r} is neither an address nor a known host name"
                ) from None
    if port is None:
        return
    if not 1 <= port <= 65535:
        raise InputError(f"--port must be 1 to 65535, got {port}")
    family = socket.AF_INET6 if ip and ":" in ip else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((ip or "127.0.0.1", port))
        except OSError as failed:
            raise InputError(
                f"port {port} is not free ({failed.strerror}); choose another with --port"
            ) from None


def lab_command(
    folder: Path,
    *,
    settings: Path | None = None,
    ip: str | None = None,
    port: int | None = None,
) -> list[str]:
    """JupyterLab serving ``folder``: as root only when told (it refuses otherwise), with no
    browser to open when there is no desktop, its user settings in ``settings`` when given, on
    ``ip``:``port`` when given (that port or an error: never another).

    >>> lab_command(Path("c"), ip="0.0.0.0", port=9000)[3:6]
    ['--ServerApp.root_dir=c', '--ServerApp.ip=0.0.0.0', '--ServerApp.port=9000']
    """
    command = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={folder}"]
    if ip is not None:
        command.append(f"--ServerApp.ip={ip}")
    if port is not None:
        command += [f"--ServerApp.port={port}", "--ServerApp.port_retries=0"]
    if settings is not None:
        command.append(f"--LabApp.user_settings_dir={settings}")
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


def stop_lab(process: subprocess.Popen, timeout: float = LAB_STOP_TIMEOUT) -> int:
    """SIGTERM to JupyterLab (it shuts its kernels down), SIGKILL after ``timeout`` s; its
    exit status."""
    if process.poll() is None:
        process.terminate()
        try:
            return process.wait(timeout)
        except subprocess.TimeoutExpired:
            process.kill()
    return process.wait()


def run_course(
    out,
    *,
    lang: str,
    folder: Path | None,
    open_lab: bool,
    ip: str | None = None,
    port: int | None = None,
) -> int:
    """Copy the course and, unless ``open_lab`` is false, run JupyterLab in it (on ``ip`` and
    ``port`` when given) until Ctrl-C or SIGTERM, either of which stops JupyterLab too."""
    if open_lab:
        check_address(ip, port)
    elif ip is not None or port is not None:
        raise InputError("--ip and --port go with JupyterLab: leave out --no-lab")
    folder = (folder or Path("linklab-course" + ("-zh" if lang == "zh" else ""))).resolve()
    copied, kept = copy_course(lang, folder)
    out.write(f"linklab course: {len(copied)} notebooks copied into {folder}")
    out.write(f", {len(kept)} already there kept as they are" if kept else "")
    out.write(f"; its language ({lang}) is written in {COURSE_FILE} there\n")
    out.flush()
    if not open_lab:
        return 0
    try:
        import jupyterlab  # noqa: F401  (only to say clearly when it is missing)
    except ImportError:
        raise InputError(
            "JupyterLab is not installed here: pip install 'linklab[lab]', then run this again"
        ) from None
    settings = menu_settings(folder, lang) if lang != "en" else None
    env = {**os.environ, "LINKLAB_LANG": lang}  # for what runs outside the folder
    command = lab_command(folder, settings=settings, ip=ip, port=port)
    restore = None
    with contextlib.suppress(ValueError):  # not the main thread: no handler, no harm
        restore = signal.signal(signal.SIGTERM, stop_on_sigterm)
    process = subprocess.Popen(command, cwd=folder, env=env)
    try:
        return process.wait()
    except KeyboardInterrupt:  # Ctrl-C reached JupyterLab too: let it finish shutting down
        with contextlib.suppress(subprocess.TimeoutExpired, KeyboardInterrupt):
            process.wait(LAB_STOP_TIMEOUT)
        stop_lab(process)
        return 130
    except Stopped:
        out.write("linklab course: stopping JupyterLab (SIGTERM)\n")
        out.flush()
        stop_lab(process)
        return 143
    finally:
        if restore is not None:
            signal.signal(signal.SIGTERM, restore)
