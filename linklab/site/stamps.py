"""The site's record of what each page was built from (`STAMPS`), so that a page whose
notebook and the package's source are unchanged is kept rather than executed again.

Examples
--------
>>> len(source_digest())
64
"""

from __future__ import annotations

import json
from pathlib import Path

from linklab.site.assets import NPM_PACKAGES
from linklab.site.page_build import Page

#: The site's record of what each page was built from (`page_digest`) and what the index says of
#: it, so that an unchanged page is kept rather than executed again; and of the package's source
#: the scripts in ``_static`` were copied from (`source_digest`), so that they are copied only
#: when it changes.
STAMPS = ".build-stamps.json"


def source_digest() -> str:
    """A digest of what every page is built by: each file under ``linklab/`` and `NPM_PACKAGES`."""
    import hashlib

    package = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256(json.dumps(NPM_PACKAGES, sort_keys=True).encode())
    for path in sorted(package.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            digest.update(path.relative_to(package).as_posix().encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def page_digest(notebook: Path, language: str, source: str) -> str:
    """What a page is built from: its notebook file, its language and the package's source."""
    import hashlib

    digest = hashlib.sha256(f"{language}\0{source}\0".encode())
    digest.update(notebook.read_bytes())
    return digest.hexdigest()


def read_stamps(site: Path) -> dict:
    """The site's `STAMPS`: ``{"assets": digest, "pages": {page: its digest and index entry}}``
    (empty if none or unreadable)."""
    try:
        stamps = json.loads((site / STAMPS).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        stamps = {}
    if not isinstance(stamps, dict) or not isinstance(stamps.get("pages"), dict):
        return {"assets": "", "pages": {}}
    return stamps


def kept_page(stamp: dict, language: str, path: Path) -> Page:
    """The `Page` a stamp records, for a page kept as it was."""
    return Page(
        language,
        path,
        stamp["title"],
        list(stamp["needs"]),
        stamp["frames"],
        stamp.get("players", 0),
        offers=dict(stamp.get("offers", {})),
        kept=True,
    )
