"""`make lab` serves the course on any machine: as root or not, headless, printing its URL."""

from __future__ import annotations

import contextlib
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


@contextlib.contextmanager
def serving(target: str, *settings: str):
    """``make TARGET`` on a free port (and ``settings``, ``NAME=VALUE``), in its own process
    group, stopped as one when the block ends: the address with its token it printed."""
    port = _free_port()
    process = subprocess.Popen(
        _make(target, f"PORT={port}", *settings),
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
        yield found
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        process.stdout.close()


@pytest.mark.slow
def test_make_lab_serves_the_course_and_prints_its_url():
    with serving("lab") as found:
        port = found.group(1)
        status, page = _fetch(found.group(0))
        assert status == 200 and "JupyterLab" in page
        listing = f"http://127.0.0.1:{port}/api/contents?token={found.group(2)}"
        with urllib.request.urlopen(listing, timeout=30) as response:
            names = {item["name"] for item in json.load(response)["content"]}
        assert "01-the-rule.ipynb" in names  # served from notebooks/
        settings = VENV / "share/jupyter/lab/settings/overrides.json"
        news = json.loads(settings.read_text())["@jupyterlab/apputils-extension:notification"]
        assert news["fetchNews"] == "false" and news["checkForUpdates"] is False


def test_the_chinese_lab_command_serves_the_chinese_edition():
    shown = subprocess.run(
        _make("-n", "lab-zh", "PORT=8998"),
        env=_headless_env(),
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    joined = shown.replace("\\\n", " ")
    command = next(line for line in joined.splitlines() if "jupyter lab" in line)
    assert command.startswith("LINKLAB_LANG=zh ")
    assert "--ServerApp.root_dir=notebooks/zh" in command
    assert "--LabApp.user_settings_dir=" in command
    assert ("--allow-root" in command) == (os.geteuid() == 0)


@pytest.mark.slow
def test_make_lab_zh_serves_the_chinese_notebooks_with_jupyterlab_in_chinese():
    with serving("lab-zh") as found:
        port = found.group(1)
        token = found.group(2)
        status, _ = _fetch(found.group(0))
        assert status == 200
        listing = f"http://127.0.0.1:{port}/api/contents/01-the-rule.ipynb?token={token}"
        with urllib.request.urlopen(listing, timeout=30) as response:
            first = json.load(response)["content"]["cells"][0]["source"]
        assert "规则" in first  # the Chinese edition's notebook, not the English one
        packs = f"http://127.0.0.1:{port}/lab/api/translations/zh_CN?token={token}"
        with urllib.request.urlopen(packs, timeout=30) as response:
            assert json.load(response)["data"], "the Chinese language pack is not installed"
        locale = (
            VENV / "lab-zh-settings/@jupyterlab/translation-extension/plugin.jupyterlab-settings"
        )
        assert json.loads(locale.read_text())["locale"] == "zh_CN"


#: Seconds a kernel no tab is connected to may stay idle in the test's `make lab`.
CULL = 3


def _kernels(base: str, token: str) -> set[str]:
    with urllib.request.urlopen(f"{base}/api/kernels?token={token}", timeout=30) as reply:
        return {kernel["id"] for kernel in json.load(reply)}


def _start_session(base: str, token: str, name: str) -> str:
    """A session on notebook ``name``, as a slideshow's page starts one: its kernel's id."""
    body = json.dumps(
        {"path": name, "name": name, "type": "notebook", "kernel": {"name": "python3"}}
    ).encode()
    request = urllib.request.Request(
        f"{base}/api/sessions?token={token}",
        data=body,
        method="POST",
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=60) as reply:
        return json.load(reply)["kernel"]["id"]


def _until(check, seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, what
        time.sleep(0.25)


def test_the_lab_command_culls_the_idle_kernels_no_tab_is_connected_to():
    """The culling options as `make lab` gives them to JupyterLab: the unit twin of the test
    below, which starts JupyterLab and two kernels (``make test``'s)."""
    shown = subprocess.run(
        _make("-n", "lab", "CULL=7", "CULL_EVERY=3"),
        env=_headless_env(),
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    # the command that starts JupyterLab (not the line making its settings folder, under
    # .venv/share/jupyter/, which a fresh venv's `make lab` shows first)
    lines = shown.replace("\\\n", " ").splitlines()
    command = next(line for line in lines if "bin/jupyter lab " in line)
    assert "--MappingKernelManager.cull_idle_timeout=7" in command.split()
    assert "--MappingKernelManager.cull_interval=3" in command.split()
    assert "--MappingKernelManager.cull_connected=False" in command.split()


@pytest.mark.slow  # JupyterLab and two kernels, idle past the limit; its twin: the test above
def test_make_lab_shuts_down_an_idle_kernel_no_tab_is_connected_to_and_keeps_a_connected_one():
    """docs/lecture.md: a slideshow's kernel, once its tab is closed, is shut down after
    ``CULL`` seconds idle; a kernel a tab is connected to is kept however long it is idle."""
    import asyncio

    from tornado.websocket import websocket_connect

    with serving("lab", f"CULL={CULL}", "CULL_EVERY=1") as found:
        base, token = f"http://127.0.0.1:{found.group(1)}", found.group(2)
        _fetch(f"{base}/api/status?token={token}")
        closed = _start_session(base, token, "01-the-rule.ipynb")
        held = _start_session(base, token, "02-bfs-counts-turns.ipynb")

        async def connected_while(check) -> None:
            url = f"ws://127.0.0.1:{found.group(1)}/api/kernels/{held}/channels?token={token}"
            socket = await websocket_connect(url)
            try:
                await asyncio.to_thread(check)
            finally:
                socket.close()

        def culled_but_one() -> None:
            _until(lambda: closed not in _kernels(base, token), 60, "the closed tab's kernel runs")
            time.sleep(2 * CULL + 1)  # the connected one idle past the limit twice over
            assert held in _kernels(base, token), "a connected kernel was shut down"

        asyncio.run(connected_while(culled_but_one))
        _until(lambda: held not in _kernels(base, token), 60, "a kernel left alone runs on")
