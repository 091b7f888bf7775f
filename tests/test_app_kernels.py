"""The lecture app's kernels never race other kernels of the machine for TCP ports: they talk to
Voilà over Unix sockets, and the app's log holds no ``ZMQError`` while it serves and no
traceback."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from benchmarks.browser_kit import free_port, wait_until
from linklab.cli.app import voila_command

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [pytest.mark.slow]


def test_the_app_asks_voila_for_unix_socket_kernels():
    pytest.importorskip("voila")
    assert "--KernelManager.transport=ipc" in voila_command(8866)


def descendants(pid: int) -> dict[int, str]:
    """Every process below ``pid``: pid -> command line, from /proc."""
    parents, lines = {}, {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                parents[int(entry.name)] = int(fields[1])
                lines[int(entry.name)] = (entry / "cmdline").read_bytes().decode(errors="replace")
    found, todo = {}, [pid]
    while todo:
        current = todo.pop()
        for child, parent in parents.items():
            if parent == current:
                found[child] = lines.get(child, "").replace("\0", " ")
                todo.append(child)
    return found


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads the app's kernels from /proc")
def test_the_apps_kernels_use_unix_sockets_beside_other_kernels_and_log_no_zmq_error(tmp_path):
    pytest.importorskip("voila")
    from jupyter_client.manager import KernelManager

    others = []  # kernels of someone else on the machine, on TCP ports, starting meanwhile
    port, log = free_port(), tmp_path / "app.log"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LINKLAB_APP_POOL": "2"}
    env.pop("MPLBACKEND", None)
    with log.open("wb") as out:
        app = subprocess.Popen(
            [sys.executable, "-m", "linklab", "app", "--no-browser", "--port", str(port)],
            cwd=tmp_path, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
        )  # fmt: skip
    try:
        for _ in range(2):
            other = KernelManager(connection_file=str(tmp_path / f"other-{len(others)}.json"))
            other.start_kernel()
            others.append(other)

        def kernels() -> list[str]:
            assert app.poll() is None, log.read_text(errors="replace")[-3000:]
            found = [
                re.search(r"-f (\S+\.json)", command)
                for command in descendants(app.pid).values()
                if "ipykernel" in command
            ]
            return [match.group(1) for match in found if match]

        connection_files = wait_until(
            lambda: len(kernels()) >= 2 and kernels(), 180, "the app's two pooled kernels"
        )
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=120) as page:
            assert page.status == 200 and "in the browser" in page.read().decode()
        for connection in connection_files:
            info = json.loads(Path(connection).read_text())
            assert info["transport"] == "ipc", info
            assert os.stat(Path(connection).parent).st_mode & 0o077 == 0  # the app's own folder
        assert all(other.transport == "tcp" for other in others)  # the race it no longer runs
    finally:
        if app.poll() is None:
            app.send_signal(signal.SIGTERM)
            try:
                app.wait(60)
            except subprocess.TimeoutExpired:
                os.killpg(app.pid, signal.SIGKILL)
                app.wait(10)
        for other in others:
            with contextlib.suppress(Exception):
                other.shutdown_kernel(now=True)
    said = log.read_text(errors="replace")
    assert "Address already in use" not in said, said[-3000:]
    # No kernel of the app meets a socket error while it serves, and no traceback reaches the
    # lecturer: what Voilà says of its own shutdown race (a kernel stopped mid-run, a socket
    # closed under a reader) is summed up in one line after "stopping".
    serving, stop, stopping = said.partition("linklab app: stopping")
    assert stop, said[-3000:]
    assert "ZMQError" not in serving and "Traceback" not in serving, serving[-3000:]
    assert "Traceback" not in stopping and len(stopping.strip().splitlines()) <= 1, stopping
    assert said.count("\n") <= 5, said
