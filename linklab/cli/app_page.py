"""``linklab app --page``: the app as the static page a built site holds (``site/app.html``),
served from that folder on localhost by Python's own HTTP server: nothing behind it but files,
its Python running in the visitor's browser, so any number of students cost the machine nothing
more than sending them the files. ``--lecture`` opens it as ``app.html?lecture=1`` (large, for
a projector); ``--lang zh`` opens ``zh/app.html``; ``--slides 02`` opens notebook 02's slide
edition (``en/02-….slides.html``) instead: every page of the site is served.

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


def slides_page(site: Path, lang: str, name: str) -> str:
    """The address, inside ``site``, of the slides of the notebook whose name starts with
    ``name`` (``02``, ``02-bfs``); ``InputError`` when there is not exactly one.

    >>> try:
    ...     slides_page(Path("/nowhere"), "en", "02")
    ... except InputError as missing:
    ...     print(missing)
    --slides 02: no slides of that notebook in /nowhere/en: run make site first, or name one it has
    """
    found = sorted((site / lang).glob(f"{glob_escape(name)}*.slides.html"))
    if len(found) != 1:
        why = "no slides of that notebook" if not found else "more than one notebook's slides"
        raise InputError(
            f"--slides {name}: {why} in {site / lang}: run make site first, or name one it has"
        )
    return f"{lang}/{found[0].name}"


def glob_escape(text: str) -> str:
    """``text`` matched literally in a glob pattern.

    >>> glob_escape("0[2]*")
    '0[[]2[]][*]'
    """
    return "".join(f"[{c}]" if c in "*?[]" else c for c in text)


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
    slides: str | None = None,
) -> int:
    """Serve the built site's app page (or with ``slides`` a notebook's slides, by the start of
    its name) until Ctrl-C (or SIGTERM); the exit status. Raises ``InputError`` when the site is
    not built, the slides are not in it or the port is taken."""
    site = DEFAULT_SITE if site is None else Path(site)
    site_page(site, lang)
    shown = slides_page(site, lang, slides) if slides else None
    check_port(port)
    url = page_address(port, lang, lecture)
    if shown:
        url = f"http://{HOST}:{port}/{shown}"
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
