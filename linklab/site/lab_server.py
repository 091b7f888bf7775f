"""JupyterLab for a browser to drive: a free localhost port, a token, every folder it writes to
temporary, its news and update pop-up off, ``window.jupyterapp`` exposed.

Examples
--------
>>> sorted(lab_folders(Path("/tmp/x")))[:2]
['IPYTHONDIR', 'JUPYTERLAB_SETTINGS_DIR']
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

#: JupyterLab's own settings for a driven session: no news, no update check.
NEWS_OFF = {
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False}
}
START_SECONDS = 90


def lab_folders(home: Path) -> dict[str, Path]:
    """Where JupyterLab keeps its config, data, settings and workspaces, under ``home``."""
    names = (
        "JUPYTER_CONFIG_DIR",
        "JUPYTER_DATA_DIR",
        "JUPYTER_RUNTIME_DIR",
        "JUPYTERLAB_SETTINGS_DIR",
        "JUPYTERLAB_WORKSPACES_DIR",
        "IPYTHONDIR",
    )
    return {name: home / name.lower() for name in names}


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def lab_env(home: Path) -> dict[str, str]:
    """This process's environment for a driven JupyterLab: every folder it writes to made under
    ``home``, its news pop-up off, no ``MPLBACKEND`` (it would reach the kernels and break
    inline figures). Every folder is this user's alone (0700): the runtime folder holds the
    server's token (``jpserver-*-open.html``), which no other user of the machine may read.

    >>> import stat, tempfile
    >>> home = Path(tempfile.mkdtemp()) / "lab"
    >>> env = lab_env(home)
    >>> oct(stat.S_IMODE(Path(env["JUPYTER_RUNTIME_DIR"]).stat().st_mode))
    '0o700'
    """
    folders = lab_folders(home)
    home.mkdir(mode=0o700, parents=True, exist_ok=True)
    home.chmod(0o700)
    for folder in folders.values():
        folder.mkdir(mode=0o700, exist_ok=True)
        folder.chmod(0o700)  # a folder made before, or under a loose umask, is closed too
    labconfig = folders["JUPYTER_CONFIG_DIR"] / "labconfig"
    labconfig.mkdir(exist_ok=True)
    (labconfig / "default_setting_overrides.json").write_text(json.dumps(NEWS_OFF))
    env = {**os.environ, **{name: str(path) for name, path in folders.items()}}
    env.pop("MPLBACKEND", None)
    return env


@contextlib.contextmanager
def lab_serving(root: Path, home: Path, log: Path) -> Iterator[tuple[str, str]]:
    """JupyterLab serving ``root`` until the block ends, its folders under ``home`` and its
    output in ``log``: ``(base URL, token)``. A RuntimeError names it when it does not start."""
    with serving_with(lab_env(home), root, log) as served:
        yield served


@contextlib.contextmanager
def serving_with(env: dict[str, str], root: Path, log: Path) -> Iterator[tuple[str, str]]:
    """`lab_serving` with the environment given (`lab_env`'s, or one changed from it)."""
    port, token = _free_port(), secrets.token_hex(16)
    # The token goes in the environment, which only this user can read (/proc/<pid>/environ),
    # never on the command line, which every user of the machine can (/proc/<pid>/cmdline).
    env = {**env, "JUPYTER_TOKEN": token}
    command = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--allow-root",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.root_dir={root}",
        "--LabApp.expose_app_in_browser=True",
    ]
    with log.open("wb") as out:
        process = subprocess.Popen(
            command, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_SECONDS
        while not _answers(f"{base}/api/status?token={token}"):
            if process.poll() is not None or time.monotonic() > deadline:
                tail = log.read_text(errors="replace")[-1500:]
                raise RuntimeError(f"JupyterLab did not start (see {log}):\n{tail}")
            time.sleep(0.2)
        yield base, token
    finally:
        _stop(process)


def _answers(url: str) -> bool:
    with contextlib.suppress(OSError), urllib.request.urlopen(url, timeout=2) as reply:
        return reply.status == 200
    return False


def _stop(process: subprocess.Popen) -> None:
    """Stop the server's process group (its kernels too); kill what is left after 30 s."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
