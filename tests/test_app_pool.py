"""The lecture app's pool cannot be drained: a client reloading the page keeps its one kernel
(a browser's reload too, whose closing tab asks for its kernel's shutdown), and once the kernels
in all are taken a new client gets HTTP 503 and one line, not a kernel.

Voilà runs as ``linklab app`` runs it (`linklab.cli.app.voila_command`, a pool of one, at most
2 kernels a client and 2 in all) on a one-cell notebook, so that a kernel starts in a second
or two; the kernels are counted in the process list.
"""

from __future__ import annotations

import http.cookiejar
import json
import re
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from benchmarks.browser_kit import free_port, kernel_count, wait_until
from linklab.cli.app import page_environment, stop, voila_command

ROOT = Path(__file__).resolve().parent.parent
KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')

pytestmark = [pytest.mark.slow]


def ask(opener, url: str) -> tuple[int, str]:
    """The status and the page ``opener`` gets for ``url``."""
    try:
        with opener.open(url, timeout=120) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as refused:
        return refused.code, refused.read().decode()


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="counts the kernels in /proc")
def test_reloads_keep_one_kernel_and_a_full_app_answers_503(tmp_path):
    pytest.importorskip("voila")
    notebook = tmp_path / "tiny.ipynb"
    notebook.write_text(
        json.dumps(
            {
                "cells": [{"cell_type": "code", "source": "1 + 1", "metadata": {},
                           "outputs": [], "execution_count": None}],
                "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                            "language": "python"}},
                "nbformat": 4, "nbformat_minor": 5,
            }
        )
    )  # fmt: skip
    port, log = free_port(), tmp_path / "voila.log"
    command = voila_command(port, notebook, pool_size=1, per_client=2, max_kernels=2)
    env = {**page_environment(), "PYTHONPATH": str(ROOT), "LINKLAB_LANG": "en"}
    with log.open("wb") as out:
        app = subprocess.Popen(
            command, cwd=tmp_path, env=env, stdout=out, stderr=subprocess.STDOUT,
            start_new_session=True,
        )  # fmt: skip
    url = f"http://127.0.0.1:{port}/"
    try:
        wait_until(lambda: kernel_count(app.pid) >= 1, 120, "the pooled kernel")
        jar = http.cookiejar.CookieJar()
        student = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        kernels, most = set(), 0
        for _ in range(10):  # a reload a request, the cookie sent back
            status, page = ask(student, url)
            assert status == 200, page[-2000:]
            kernels.add(KERNEL_ID.search(page).group(1))
            most = max(most, kernel_count(app.pid))
        assert len(kernels) == 1, kernels  # the same kernel, every reload
        # A browser's reload: the closing tab asks for its kernel's shutdown (Voilà's beacon,
        # with the XSRF cookie's value), then the page is asked for again: the same kernel.
        (kernel,) = kernels
        xsrf = next(cookie.value for cookie in jar if cookie.name == "_xsrf")
        beacon = urllib.request.Request(
            f"{url}voila/api/shutdown/{kernel}", data=f"_xsrf={xsrf}".encode(), method="POST"
        )
        assert student.open(beacon, timeout=60).status == 204
        status, page = ask(student, url)
        assert status == 200 and KERNEL_ID.search(page).group(1) == kernel

        stranger = urllib.request.build_opener()  # no cookies: a new client each time
        answers = [ask(stranger, url) for _ in range(4)]
        most = max(most, kernel_count(app.pid))
        assert [status for status, _ in answers] == [200, 503, 503, 503], answers
        assert KERNEL_ID.search(answers[0][1]).group(1) not in kernels
        full = answers[1][1]
        assert "The app is full: 2 pages are open." in full and full.count("<p>") == 1
        assert most <= 2 + 1, most  # 2 pages' kernels and the pool's one
    finally:
        stop(app)  # as linklab app stops it: SIGTERM, then its kernels ended
    said = log.read_text(errors="replace")
    # The lecturer is told once that the app is full, not once per refused request.
    assert said.count("linklab app: full, 2 kernels serve pages") == 1, said[-3000:]
    assert "503 GET" not in said, said[-3000:]
