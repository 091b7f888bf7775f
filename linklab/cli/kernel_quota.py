"""How many kernels the lecture app gives out: a few per client, a cap in all, a page reused.

Every page of the app runs in a kernel of its own, about 100 MB of memory. Unchecked, a client
that reloads every second takes a new kernel each time, and one browser drains the machine. So
each client (a browser, known by a random cookie: 200 students behind one NAT address share an
IP, never a cookie) holds at most ``per_client`` kernels, and a reload is served the page of one
of its own kernels again (the one whose tab just closed, else one no tab is connected to, else,
at the cap, the least recently served), so it finds the game where it was left. No more than
``in_all`` kernels serve pages at once (the preheated pool keeps its few more ready): a new
client beyond that is told the app is full (HTTP 503, one line in the app's language), never
served by exhausting memory. `linklab.cli.voila_server` applies this to Voilà's page handler.

Examples
--------
>>> quota = KernelQuota(per_client=2, in_all=3)
>>> page, new = quota.claim("ann")
>>> new
True
>>> quota.rendered(page, "k1", "<html>k1</html>")
>>> second, new = quota.claim("ann")
>>> quota.rendered(second, "k2", "<html>k2</html>")
>>> again, new = quota.claim("ann")  # ann's third page: her least recently served kernel
>>> again.kernel_id, new
('k1', False)
>>> bob, _ = quota.claim("bob")
>>> quota.claim("eve") is None  # three kernels serve pages: the app is full
True
>>> quota.forget("k2")  # a kernel shut down frees its place
>>> quota.claim("eve") is not None
True
>>> closed = quota.closing("k1")  # ann reloads: her closing tab's kernel serves the new page
>>> quota.claim("ann") == (closed, False)
True
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable
from dataclasses import dataclass, field

from linklab.core.errors import InputError

#: Kernels one client (one browser) may hold: a second tab gets its own game, a third tab or
#: any reload the page of one it holds.
PER_CLIENT = 2
#: Kernels serving pages at once, all clients together: at about 100 MB each (measured in
#: docs/teaching-app.md) 30 kernels take some 3 GB, and 2 cores serve about 30 students.
IN_ALL = 30
#: The cookie naming a client: a random token, set by the first page.
CLIENT_COOKIE = "linklab_client"
#: Seconds a kernel whose tab closed is kept for the reload that may follow; a page served from
#: it again, or connected to it, keeps it.
RELOAD_GRACE = 10.0
#: Seconds a page request of a client whose kernels all have a tab open waits for one of them
#: to close before a new kernel is started: a reload's request may come before the closing tab
#: says so (its beacon, its connection closed), and it should find the game where it was left.
RELOAD_WAIT = 2.0
#: The page a new client gets when ``in_all`` kernels serve pages (``linklab.i18n.zh`` has it).
FULL = "The app is full: {in_all} pages are open. Close a tab or try again in a few minutes."


@dataclass(eq=False)
class ServedPage:
    """One client's kernel and the page rendered in it (``html`` is None while it renders)."""

    client: str
    kernel_id: str | None = None
    html: str | None = None
    served: int = 0
    closing: bool = False  # its tab closed: a reload may follow
    ready: asyncio.Event = field(default_factory=asyncio.Event)


class KernelQuota:
    """The pages (kernels) each client holds, capped per client and in all."""

    def __init__(self, per_client: int = PER_CLIENT, in_all: int = IN_ALL):
        self.per_client, self.in_all = per_client, in_all
        self._pages: dict[str, list[ServedPage]] = {}
        self._ticks = itertools.count(1)

    def __len__(self) -> int:
        """Kernels serving pages, or being started for one."""
        return sum(map(len, self._pages.values()))

    def claim(
        self,
        client: str,
        alive: Callable[[str], bool] = lambda kernel: True,
        idle: Callable[[str], bool] = lambda kernel: False,
    ):
        """``(page, True)``: a new page to render for ``client``; ``(page, False)``: one of its
        own to serve again (wait for ``page.ready`` if it still renders); None: the app is full.

        A page served again is, in this order: the one whose tab just closed (a reload), one
        no tab is connected to (``idle``: a reload whose old tab said nothing, or a plain HTTP
        client), else, at the cap, the least recently served. Kernels ``alive`` says are gone
        (culled, shut down) are forgotten first.
        """
        for pages in self._pages.values():
            pages[:] = [p for p in pages if p.kernel_id is None or alive(p.kernel_id)]
        own = self._pages.setdefault(client, [])
        free = self._free(own, idle)
        if not free and len(own) < self.per_client and len(self) < self.in_all:
            page = ServedPage(client, served=next(self._ticks))
            own.append(page)
            return page, True
        if not own:
            del self._pages[client]
            return None
        page = free[0] if free else min(own, key=lambda p: p.served)
        page.closing, page.served = False, next(self._ticks)
        return page, False

    def reusable(self, client: str, idle: Callable[[str], bool] = lambda kernel: False) -> bool:
        """Whether ``client`` holds a page to serve again without a new kernel or the cap: one
        whose tab closed or that no tab is connected to (``idle``)."""
        return bool(self._free(self._pages.get(client, []), idle))

    @staticmethod
    def _free(own: list[ServedPage], idle: Callable[[str], bool]) -> list[ServedPage]:
        closed = [p for p in own if p.closing]
        rendered = [p for p in own if p.html is not None and p.kernel_id and not p.closing]
        return closed + [p for p in rendered if idle(p.kernel_id or "")]

    def rendered(self, page: ServedPage, kernel_id: str, html: str) -> None:
        """``page`` is ready: served from ``kernel_id`` as ``html``."""
        page.kernel_id, page.html = kernel_id, html
        page.ready.set()

    def failed(self, page: ServedPage) -> None:
        """``page`` could not be rendered: its place is free again."""
        self._drop(lambda p: p is page)
        page.ready.set()

    def owner_count(self, client: str) -> int:
        """How many kernels ``client`` holds (or has being started)."""
        return len(self._pages.get(client, ()))

    def closing(self, kernel_id: str) -> ServedPage | None:
        """The tab of ``kernel_id``'s page closed: a reload may claim it; the page, if held."""
        page = self.owner(kernel_id)
        if page is not None:
            page.closing = True
        return page

    def owner(self, kernel_id: str) -> ServedPage | None:
        """The page served from ``kernel_id``, or None when no client holds it."""
        pages = itertools.chain.from_iterable(self._pages.values())
        return next((p for p in pages if p.kernel_id == kernel_id), None)

    def forget(self, kernel_id: str) -> None:
        """``kernel_id`` is shut down: its place is free again."""
        self._drop(lambda p: p.kernel_id == kernel_id)

    def _drop(self, gone: Callable[[ServedPage], bool]) -> None:
        for client, pages in list(self._pages.items()):
            pages[:] = [p for p in pages if not gone(p)]
            if not pages:
                del self._pages[client]


def limit(text: str, name: str, low: int = 1, high: int = 1000) -> int:
    """The whole number ``text`` given for option ``name``, or a one-line ``InputError``.

    >>> limit("2", "--kernels-per-client")
    2
    >>> limit("0", "--max-kernels")
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: --max-kernels must be a whole number from 1 to 1000, got '0'
    """
    text = str(text).strip()
    if not text.isdigit() or not low <= int(text) <= high:
        raise InputError(f"{name} must be a whole number from {low} to {high}, got {text!r}")
    return int(text)


def full_page(in_all: int, language: str = "en") -> str:
    """The page a new client gets when the app is full: one line, in ``language``.

    >>> "30 pages are open" in full_page(30)
    True
    >>> '<html lang="zh">' in full_page(30, "zh")
    True
    """
    from html import escape

    from linklab.i18n import translate

    line = escape(translate(FULL.format(in_all=in_all), language))
    return (
        f'<!DOCTYPE html>\n<html lang="{language}"><head><meta charset="utf-8">'
        f"<title>linklab</title></head><body><p>{line}</p></body></html>\n"
    )
