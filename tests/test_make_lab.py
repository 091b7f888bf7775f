"""`make lab` serves the course on any machine: as root or not, headless, printing its URL."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
VENV = Path(sys.prefix)
URL = re.compile(r"http://127\.0\.0\.1:(\d+)/lab\?token=(\w+)")

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


def _make(*args: str) -> list[str]:
    # `-o .venv/.lab`: use the venv this test runs in as it is, never reinstall into it.
    return [
        "make",
        "-C",
        str(ROOT),
        f"VENV={VENV}",
        "-o",
        f"{VENV}/.lab",
        *args,
    ]


def _headless_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("MAKEFLAGS", None)
    return env


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_the_lab_command_allows_root_only_as_root_and_opens_no_browser_headless():
    shown = subprocess.run(
        _make("-n", "lab", "PORT=8999"),
        env=_headless_env(),
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    joined = shown.replace("\\\n", " ")  # the recipe's continued lines as one
    command = next(line for line in joined.splitlines() if "jupyter lab" in line)
    assert ("--allow-root" in command) == (os.geteuid() == 0)
    assert "--no-browser" in command
    assert "--ServerApp.ip=127.0.0.1" in command and "--ServerApp.port=8999" in command
    assert "--ServerApp.root_dir=notebooks" in command


def test_a_desktop_gets_a_browser_opened():
    env = {**_headless_env(), "DISPLAY": ":0"}
    shown = subprocess.run(
        _make("-n", "lab"), env=env, capture_output=True, text=True, check=True
    ).stdout
    assert "--no-browser" not in shown


def _fetch(url: str, timeout: float = 30) -> tuple[int, str]:
    # The address is printed a moment before the server answers on it.
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(url, timeout=10) as response:
                return response.status, response.read().decode()
        except urllib.error.URLError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.5)


@pytest.mark.slow
def test_make_lab_serves_the_course_and_prints_its_url():
    port = _free_port()
    process = subprocess.Popen(
        _make("lab", f"PORT={port}"),
        env=_headless_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # its own process group, stopped as one below
    )
    lines: list[str] = []
    try:
        deadline = time.monotonic() + 90
        found = None
        while found is None and time.monotonic() < deadline:
            line = process.stdout.readline()
            if not line:
                break
            lines.append(line)
            found = URL.search(line)
        assert found, "no URL printed:\n" + "".join(lines)
        assert int(found.group(1)) == port
        status, page = _fetch(found.group(0))
        assert status == 200 and "JupyterLab" in page
        listing = f"http://127.0.0.1:{port}/api/contents?token={found.group(2)}"
        with urllib.request.urlopen(listing, timeout=30) as response:
            names = {item["name"] for item in json.load(response)["content"]}
        assert "01-the-rule.ipynb" in names  # served from notebooks/
        settings = VENV / "share/jupyter/lab/settings/overrides.json"
        news = json.loads(settings.read_text())["@jupyterlab/apputils-extension:notification"]
        assert news["fetchNews"] == "false" and news["checkForUpdates"] is False
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        process.stdout.close()
