"""Voilà as ``linklab app`` runs it: its own server, with the XSRF check kept on and its
kernels rationed (`linklab.cli.kernel_quota`).

Voilà's page asks for its kernel's shutdown when the tab closes, by a beacon that sends back
the ``_xsrf`` cookie; but a page served from the pool of preheated kernels is never rendered
by a handler that sets that cookie, so the request would be refused and the kernel would
linger. Here every page Voilà serves sets the cookie first (``keep_xsrf_cookie``), so the
check can stay on.

Voilà gives every page request a kernel of its own, so a client reloading every second would
take a kernel a second. Here (``ration_kernels``) a cookie names each client: it holds at most
``--kernels-per-client`` kernels and is served the page of one of them again beyond that; no
more than ``--max-kernels`` serve pages at once, and a new client beyond that gets a one-line
page with HTTP 503. A closing tab's kernel is shut down ``RELOAD_GRACE`` seconds later, unless
the page is served again (a reload) or another tab is connected to it meanwhile; a request of a
client whose kernels all have a tab open waits up to ``RELOAD_WAIT`` seconds for one to close
first, since a reload's request may arrive before its closing tab says so. The lecturer's
terminal says once that the app is full, not a line per refused request (``QuietWhenFull``).

    python -m linklab.cli.voila_server NOTEBOOK [--kernels-per-client N] [--max-kernels N]
        [VOILA OPTIONS...]
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import os
import re
import secrets
import sys

from linklab.cli.kernel_quota import (
    CLIENT_COOKIE,
    IN_ALL,
    PER_CLIENT,
    RELOAD_GRACE,
    RELOAD_WAIT,
    KernelQuota,
    full_page,
    limit,
)

#: Where a rendered page names its kernel (Voilà's page config).
KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
_OPTIONS = {"--kernels-per-client": "per_client", "--max-kernels": "in_all"}


def keep_xsrf_cookie() -> None:
    """Make every Voilà page handler set the ``_xsrf`` cookie before it answers."""
    from voila.handler import BaseVoilaHandler

    if getattr(BaseVoilaHandler, "_linklab_sets_xsrf", False):
        return
    prior = BaseVoilaHandler.prepare

    async def prepare(self, *args, **kwargs):
        done = prior(self, *args, **kwargs)
        if inspect.isawaitable(done):
            await done
        self.xsrf_token  # noqa: B018 -- reading it sets the cookie on the response

    BaseVoilaHandler.prepare = prepare
    BaseVoilaHandler._linklab_sets_xsrf = True


def split_options(argv: list[str]) -> tuple[dict[str, int], list[str]]:
    """The kernel limits among ``argv`` (``--name N`` or ``--name=N``) and Voilà's own options.

    >>> split_options(["nb.ipynb", "--max-kernels=5", "--port", "1", "--kernels-per-client", "1"])
    ({'in_all': 5, 'per_client': 1}, ['nb.ipynb', '--port', '1'])
    """
    limits, rest, words = {}, [], iter(argv)
    for word in words:
        name, equals, value = word.partition("=")
        if name not in _OPTIONS:
            rest.append(word)
            continue
        if not equals:
            value = next(words, "")
        limits[_OPTIONS[name]] = limit(value, name)
    return limits, rest


def client_of(handler) -> str:
    """The client the request comes from: its cookie's token, set on the response if new."""
    token = handler.get_cookie(CLIENT_COOKIE) or ""
    if not _TOKEN.fullmatch(token):
        token = secrets.token_urlsafe(16)
        handler.set_cookie(CLIENT_COOKIE, token, httponly=True, samesite="Lax", expires_days=1)
    return token


def _no_cache(handler) -> None:
    handler.set_header("Content-Type", "text/html")
    handler.set_header("Cache-Control", "no-cache, no-store, must-revalidate")


#: What the lecturer's terminal says when the app first turns a new client away.
FULL_LOG = (
    "linklab app: full, {in_all} kernels serve pages (--max-kernels): new visitors get "
    "HTTP 503 until a tab closes\n"
)


class QuietWhenFull(logging.Filter):
    """Leave out the server's line for each page answered 503 (the app says so once itself).

    >>> import logging
    >>> line = lambda *args: logging.LogRecord("tornado.access", 40, "", 0, "%d %s", args, None)
    >>> quiet = QuietWhenFull()
    >>> quiet.filter(line(503, "GET / (127.0.0.1)")), quiet.filter(line(500, "GET /"))
    (False, True)
    """

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args if isinstance(record.args, tuple) else ()
        return not (len(args) > 1 and args[0] == 503 and str(args[1]).startswith("GET "))


def ration_kernels(
    quota: KernelQuota,
    language: str = "en",
    grace: float = RELOAD_GRACE,
    wait: float = RELOAD_WAIT,
) -> None:
    """Make Voilà's page handler and its tab-closed shutdown keep to ``quota``."""
    from tornado.web import authenticated
    from voila.handler import VoilaHandler
    from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler

    render = VoilaHandler.get_generator
    shutdown = VoilaShutdownKernelHandler.post
    pending: set[asyncio.Task] = set()  # deferred shutdowns, kept from the garbage collector
    told = {"full": False}  # the lecturer is told once each time the app fills up
    logging.getLogger("tornado.access").addFilter(QuietWhenFull())

    async def get_generator(self, path=None):
        if path or not self.notebook_path:  # not the app's page: Voilà's own answer
            async for html in render(self, path=path):
                yield html
            return
        client, manager = client_of(self), self.kernel_manager

        def idle(kernel: str) -> bool:  # no tab connected to it
            return not getattr(manager, "_kernel_connections", {}).get(kernel, 0)

        waited = 0.0  # a reload's closing tab may not have said so yet: give it a moment
        while quota.owner_count(client) and not quota.reusable(client, idle) and waited < wait:
            await asyncio.sleep(0.1)
            waited += 0.1
        for _ in range(3):  # a page of its own that failed to render is claimed again
            claim = quota.claim(client, alive=manager.__contains__, idle=idle)
            if claim is None or claim[1]:
                break
            await claim[0].ready.wait()
            if claim[0].html is not None:
                _no_cache(self)
                yield claim[0].html
                return
        if claim is None or not claim[1]:
            if not told["full"]:
                told["full"] = True
                sys.stderr.write(FULL_LOG.format(in_all=quota.in_all))
                sys.stderr.flush()
            self.set_status(503)
            self.set_header("Retry-After", "60")
            _no_cache(self)
            yield full_page(quota.in_all, language)
            return
        page, chunks, kernel = claim[0], [], None
        told["full"] = False  # a place was free: the next refusal is said again
        try:
            async for html in render(self, path=path):
                chunks.append(html)
                if kernel is None and (found := KERNEL_ID.search(html)):
                    kernel = page.kernel_id = found.group(1)
                yield html
        finally:
            if kernel is not None:
                quota.rendered(page, kernel, "".join(chunks))
            else:
                quota.failed(page)

    @authenticated
    async def post(self, kernel_id):
        page = quota.closing(kernel_id)
        if page is None:
            return await shutdown(self, kernel_id)
        self.set_status(204)
        self.finish()
        served = page.served
        manager = self.kernel_manager

        async def later():
            await asyncio.sleep(grace)
            page = quota.owner(kernel_id)
            connected = getattr(manager, "_kernel_connections", {}).get(kernel_id, 0)
            if page is None or page.served != served or connected:
                return  # reloaded, or another tab holds it
            quota.forget(kernel_id)
            if kernel_id in manager:
                await manager.shutdown_kernel(kernel_id)

        task = asyncio.ensure_future(later())
        pending.add(task)
        task.add_done_callback(pending.discard)

    VoilaHandler.get_generator = get_generator
    VoilaShutdownKernelHandler.post = post


def main(argv: list[str] | None = None) -> None:
    """Run Voilà with the page handlers setting the XSRF cookie and rationing kernels."""
    from linklab.core.errors import InputError

    try:
        limits, rest = split_options(sys.argv[1:] if argv is None else argv)
    except InputError as bad:
        sys.exit(f"linklab: error: {bad}")
    keep_xsrf_cookie()
    quota = KernelQuota(limits.get("per_client", PER_CLIENT), limits.get("in_all", IN_ALL))
    ration_kernels(quota, os.environ.get("LINKLAB_LANG", "en"))
    from voila.app import main as voila_main

    sys.argv[1:] = rest
    voila_main()


if __name__ == "__main__":
    main()
