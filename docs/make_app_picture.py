"""Write docs/app.png: the lecture app's Game tab after some greedy moves, in headless chromium.

    python docs/make_app_picture.py [--out docs/app.png] [--moves 20] [--lecture]

Serves ``linklab app`` on a free port, clicks Auto-play step ``--moves`` times, takes the
picture at 1280 pixels wide, and stops the app.
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from linklab.site.build import CHROMIUM

HERE = Path(__file__).resolve().parent


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "app.png")
    parser.add_argument("--moves", type=int, default=20)
    parser.add_argument("--lecture", action="store_true")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    port = free_port()
    command = [sys.executable, "-m", "linklab", "app", "--no-browser", "--port", str(port)]
    if args.lecture:
        command.append("--lecture")
    with tempfile.TemporaryDirectory() as folder:
        log = Path(folder) / "app.log"
        with log.open("wb") as out:
            app = subprocess.Popen(
                command, cwd=folder, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
            )
        try:
            deadline = time.monotonic() + 90
            while "serving at" not in log.read_text() and time.monotonic() < deadline:
                time.sleep(0.3)
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"]
                )
                page = browser.new_page(viewport={"width": 1280, "height": 860})
                page.goto(f"http://127.0.0.1:{port}/")
                page.wait_for_selector(".linklab-game-grid", timeout=90_000)
                status = page.locator(".linklab-game-status")
                for made in range(1, args.moves + 1):
                    page.locator(".linklab-game-step").click()
                    page.wait_for_function(
                        "([made]) => document.querySelector('.linklab-game-status')"
                        ".textContent.includes(`moves made: ${made} `)",
                        arg=[made],
                    )
                assert re.search(r"moves made: \d+", status.inner_text())
                page.screenshot(path=str(args.out))
                browser.close()
        finally:
            os.killpg(app.pid, signal.SIGINT)
            app.wait(30)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
