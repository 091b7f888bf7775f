"""The static pages' Content-Security-Policy: what a page may load and run, said in the page.

Every page of the site carries the policy as a ``<meta>`` (honoured from disk as from a
host): its scripts are its own files and the inline scripts it was built with (each named by
its digest, so no script put in later runs, nor any ``on…`` attribute), its worker a Blob of
its own, WebAssembly allowed, and no connection to anywhere (``connect-src 'none'``). The
page's Python runs in that worker, which keeps the page's policy: code a learner types there
can neither open a connection nor run a script from elsewhere.

Examples
--------
>>> page = "<html><head><title>t</title></head><body><script>go()</script></body></html>"
>>> policy = page_policy(page)
>>> "connect-src 'none'" in policy, script_digest("go()") in policy
(True, True)
>>> with_policy(page).count('http-equiv="Content-Security-Policy"')
1
"""

from __future__ import annotations

import base64
import hashlib
import html
import re
from collections.abc import Sequence

#: Scripts a page runs inline: no ``type``, or a type a browser runs.
_INLINE = re.compile(r"<script(?![^>]*\bsrc=)([^>]*)>(.*?)</script>", re.S | re.I)
_RUNNABLE_TYPES = {"", "text/javascript", "application/javascript", "module"}
#: Everything but scripts, the same on every page.
FIXED = (
    "default-src 'none'",
    "worker-src blob:",
    "connect-src 'none'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    "frame-src 'none'",
    "media-src 'none'",
    "manifest-src 'none'",
)


def script_digest(text: str) -> str:
    """The source expression allowing the inline script ``text``.

    >>> script_digest("")
    "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
    """
    digest = base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")
    return f"'sha256-{digest}'"


def _script_type(attributes: str) -> str:
    found = re.search(r"""\btype\s*=\s*["']?([^"'\s>]*)""", attributes, re.I)
    return found.group(1).lower() if found else ""


def inline_scripts(page: str) -> list[str]:
    """The inline scripts of ``page`` a browser would run, in order.

    >>> inline_scripts('<script>a()</script><script type="application/json">{}</script>')
    ['a()']
    """
    return [
        found.group(2)
        for found in _INLINE.finditer(page)
        if _script_type(found.group(1)) in _RUNNABLE_TYPES
    ]


def page_policy(page: str, scripts: Sequence[str] = (), frames: bool = False) -> str:
    """The policy for ``page``: the `FIXED` rules, and scripts from its own files, Blobs it
    makes (its worker) and its inline scripts by digest; ``scripts`` adds sources (the digests
    of a page a script of its own writes), ``frames`` lets it show its own files in a frame
    (a slide page's speaker view shows the slides so).

    >>> "frame-src 'self'" in page_policy("", frames=True), "frame-src 'none'" in page_policy("")
    (True, True)
    """
    digests = sorted({script_digest(text) for text in inline_scripts(page)} | set(scripts))
    sources = " ".join(["'self'", "blob:", "'unsafe-eval'", "'wasm-unsafe-eval'", *digests])
    rules = [FIXED[0], f"script-src {sources}", *FIXED[1:]]
    return "; ".join(
        "frame-src 'self'" if frames and rule == "frame-src 'none'" else rule for rule in rules
    )


def with_policy(page: str, scripts: Sequence[str] = (), frames: bool = False) -> str:
    """``page`` with its policy (`page_policy`) first in its ``<head>``: a ``<meta>`` holds
    only for what comes after it."""
    meta = (
        '<meta http-equiv="Content-Security-Policy" '
        f'content="{html.escape(page_policy(page, scripts, frames), quote=False)}">'
    )
    head = re.search(r"<head[^>]*>", page, re.I)
    if head is None:
        raise ValueError("the page has no <head> to hold its policy")
    charset = re.compile(r"<meta charset[^>]*>", re.I).search(page, head.end())
    at = charset.end() if charset else head.end()  # the charset stays in the first 1024 bytes
    return page[:at] + meta + page[at:]
