"""``linklab app --page``: the app as the static page a built site holds (``site/app.html``),
served from that folder on localhost by Python's own HTTP server: nothing behind it but files,
its Python running in the visitor's browser, so any number of students cost the machine nothing
more than sending them the files. ``--lecture`` opens it as ``app.html?lecture=1`` (large, for
a projector); ``--lang zh`` opens ``zh/app.html``.

The Voilà app (``linklab app`` without ``--page``) still has what a page cannot: its Export
buttons write PNG, SVG, PDF and GIF files into a folder on the machine.

Examples
--------
>>> page_address(8866, "zh", lecture=True)
'http://127.0.0.1:8866/zh/app.html?lecture=1'
>>> try:
...     site_page(Path("/nowhere"), "en")
... except InputError as missing:
...     print(missing)
no built site in /nowhere (app.html is missing): run make site first, or give its folder as --site
"""

from __future__ import annotations

import contextlib
import functools
import signal
import threading
import webbrowser
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from linklab.cli.app import HOST, check_port
from linklab.core.errors import InputError

#: Where ``make site`` writes the site: the checkout's ``site/``.
DEFAULT_SITE = Path(__file__).resolve().parents[2] / "site"
PAGES = {"en": "app.html", "zh": "zh/app.html"}


def page_address(port: int, lang: str = "en", lecture: bool = False) -> str:
    """The app page's address when served on ``port``."""
    return f"http://{HOST}:{port}/{PAGES[lang]}" + ("?lecture=1" if lecture else "")


def site_page(site: Path, lang: str = "en") -> Path:
    """The app page of the site in ``site``; ``InputError`` when it is not built."""
    page = site / PAGES[lang]
    if not page.is_file():
        raise InputError(
            f"no built site in {site} ({PAGES[lang]} is missing): run make site first, or give "
            "its folder as --site"
        )
    return page


class _QuietFiles(SimpleHTTPRequestHandler):
    """The site's files, with no line printed for each request."""

    def log_message(self, format, *args):
        pass


@contextlib.contextmanager
def serving(site: Path, port: int) -> Iterator[ThreadingHTTPServer]:
    """The files of ``site`` served on ``HOST``:``port`` in a thread, while inside."""
    handler = functools.partial(_QuietFiles, directory=str(site))
    server = ThreadingHTTPServer((HOST, port), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def run_page(
    port: int,
    open_browser: bool = True,
    lecture: bool = False,
    lang: str = "en",
    site: Path | None = None,
) -> int:
    """Serve the built site's app page until Ctrl-C (or SIGTERM); the exit status. Raises
    ``InputError`` when the site is not built or the port is taken."""
    site = DEFAULT_SITE if site is None else Path(site)
    site_page(site, lang)
    check_port(port)
    url = page_address(port, lang, lecture)
    stopped = threading.Event()
    restore = None
    with contextlib.suppress(ValueError):  # not the main thread: no handler, no harm
        restore = signal.signal(signal.SIGTERM, lambda *_: stopped.set())
    try:
        with serving(site, port):
            print(
                f"linklab app: serving at {url}  (the page from {site}; Ctrl-C stops it)",
                flush=True,
            )
            if open_browser:
                webbrowser.open(url)
            with contextlib.suppress(KeyboardInterrupt):
                while not stopped.wait(0.5):
                    pass
        print("linklab app: stopping", flush=True)
        return 0
    finally:
        if restore is not None:
            signal.signal(signal.SIGTERM, restore)
