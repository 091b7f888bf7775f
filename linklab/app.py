"""``linklab app``: the board editor and the game as one web page, served by Voilà on localhost.

The page is the notebook ``lecture_app.ipynb`` shipped inside the package, run by Voilà with its
code cells hidden. Voilà runs as a child process of the current interpreter; Ctrl-C (or SIGTERM)
stops it and the kernels it started. Pictures the widgets export are written to ``exports/`` in
the folder the app was started from (the page names each file's full path). ``--lecture`` shows
the page in the lecture style (`linklab.style`): text and pictures a back row can read.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import signal
import socket
import subprocess
import sys
import time
import webbrowser
from pathlib import Path

from linklab.errors import InputError

HOST = "127.0.0.1"
NOTEBOOK = Path(__file__).with_name("lecture_app.ipynb")
#: The page's heading and how to use it (``linklab.zh`` has it in Chinese).
INTRO = (
    "<h1>linklab: 连连看 in the browser</h1>"
    "<p><b>Game</b>: click a tile, then its partner; they go when a path with at most two turns "
    "joins them (here also around the outside of the board). <b>Board editor</b>: paint tiles, "
    "pick two of them (<i>click to: endpoints</i>), choose a search and watch it step by step.</p>"
)
#: JupyterLab extensions the page does not use; loaded in Voilà they only log errors.
UNUSED_EXTENSIONS = ("jupyterlab-jupytext", "@voila-dashboards/jupyterlab-preview")
START_TIMEOUT = 60.0  # seconds for Voilà to listen
STOP_TIMEOUT = 10.0  # seconds for Voilà to shut its kernels down before it is killed
INTERRUPT_GRACE = 5.0  # seconds Voilà may take to stop on its own after Ctrl-C


def voila_command(port: int, notebook: str | os.PathLike = NOTEBOOK) -> list[str]:
    """The command serving ``notebook`` with Voilà on ``HOST``:``port``, no browser opened.

    Raises ``InputError`` when Voilà is not installed.

    Examples
    --------
    >>> command = voila_command(8866)
    >>> command[1:3], Path(command[3]).name, command[4:7]
    (['-m', 'voila'], 'lecture_app.ipynb', ['--port', '8866', '--no-browser'])
    """
    if importlib.util.find_spec("voila") is None:
        raise InputError(
            "the app needs Voilà, which comes with the 'lab' extra: pip install 'linklab[lab]'"
        )
    return [
        sys.executable,
        "-m",
        "voila",
        str(notebook),
        "--port",
        str(port),
        "--no-browser",
        f"--Voila.ip={HOST}",
        "--Voila.port_retries=0",  # the port asked for, or an error: never a surprise URL
        "--strip_sources=True",
        "--theme=light",
        "--Voila.log_level=ERROR",
        *(f"--VoilaConfiguration.extension_denylist={name}" for name in UNUSED_EXTENSIONS),
    ]


def check_port(port: int) -> None:
    """Raise ``InputError`` unless ``port`` on ``HOST`` is free to listen on."""
    if not 1 <= port <= 65535:
        raise InputError(f"--port must be 1 to 65535, got {port}")
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((HOST, port))
        except OSError as failed:
            raise InputError(
                f"port {port} is not free ({failed.strerror}); choose another with --port"
            ) from None


def wait_for_port(port: int, process: subprocess.Popen, timeout: float = START_TIMEOUT) -> bool:
    """Wait until something listens on ``port`` (True), the process ends, or time runs out.

    Only the port is probed: asking Voilà for its page would start a kernel.
    """
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return False
        with contextlib.suppress(OSError), socket.create_connection((HOST, port), timeout=1):
            return True
        time.sleep(0.2)
    return False


def stop(process: subprocess.Popen, timeout: float = STOP_TIMEOUT) -> int:
    """Ask the process to stop (SIGTERM), kill it if it will not; its exit status."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            process.kill()
    return process.wait()


class _Stopped(Exception):
    """SIGTERM arrived: stop as Ctrl-C would."""


def _on_sigterm(signum, frame):
    raise _Stopped


def run_app(port: int, open_browser: bool = True, lecture: bool = False, lang: str = "en") -> int:
    """Serve the lecture app on ``port`` until Ctrl-C (opening a browser on it unless told not
    to; in the large lecture style with ``lecture``; in the language ``lang``, ``en`` or
    ``zh``); the exit status. Raises ``InputError`` when Voilà is missing or the port is taken.
    """
    port = int(port)
    command = voila_command(port)
    check_port(port)
    url = f"http://{HOST}:{port}/"
    from linklab.export import EXPORT_DIR_VARIABLE, export_folder
    from linklab.style import STYLE_VARIABLE

    env = {**os.environ, EXPORT_DIR_VARIABLE: str(export_folder())}
    if lecture:
        env[STYLE_VARIABLE] = "lecture"
    env["LINKLAB_LANG"] = lang  # read by linklab.i18n in the kernels
    restore = None
    with contextlib.suppress(ValueError):  # not the main thread: no handler, no harm
        restore = signal.signal(signal.SIGTERM, _on_sigterm)
    process = subprocess.Popen(command, env=env)
    try:
        if not wait_for_port(port, process):
            status = process.poll()
            why = f"exited with status {status}" if status is not None else "did not start"
            sys.stderr.write(f"linklab: error: Voilà {why} (see its messages above)\n")
            return 1
        print(f"linklab app: serving at {url}  (Ctrl-C stops it)", flush=True)
        print(f"linklab app: exports go to {env[EXPORT_DIR_VARIABLE]}", flush=True)
        if open_browser:
            webbrowser.open(url)
        return process.wait()
    except KeyboardInterrupt:
        print("\nlinklab app: stopping", flush=True)
        # Ctrl-C at a terminal reaches Voilà too, and it then shuts its kernels down by itself:
        # give it the time before stopping it here (a second signal could cut that short).
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(INTERRUPT_GRACE)
        return 0
    except _Stopped:
        print("linklab app: stopping", flush=True)
        return 0
    finally:
        if restore is not None:  # a second SIGTERM must not cut the stopping short
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
        stop(process)
        if restore is not None:
            signal.signal(signal.SIGTERM, restore)
