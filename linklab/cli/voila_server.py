"""Voilà as ``linklab app`` runs it: its own server, with the XSRF check kept on.

Voilà's page asks for its kernel's shutdown when the tab closes, by a beacon that sends back
the ``_xsrf`` cookie; but a page served from the pool of preheated kernels is never rendered
by a handler that sets that cookie, so the request would be refused and the kernel would
linger. Here every page Voilà serves sets the cookie first (``keep_xsrf_cookie``), so the
check can stay on.

    python -m linklab.cli.voila_server NOTEBOOK [VOILA OPTIONS...]
"""

from __future__ import annotations

import inspect


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


def main() -> None:
    """Run Voilà with the page handlers setting the XSRF cookie."""
    keep_xsrf_cookie()
    from voila.app import main as voila_main

    voila_main()


if __name__ == "__main__":
    main()
