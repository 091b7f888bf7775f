"""What the site's build makes slowly from the same inputs, made once: kept by their digest.

The page's Python (`linklab.site.python`) packs Pyodide's core and linklab's modules, gzipped at
the highest level, and starts Pyodide in node for its memory snapshot: about 16 s of processor
time, the same for every build whose inputs did not change. `made_once` keeps each result in a
folder (``.venv/site-npm/made/`` beside npm's packages), named by the SHA-256 of everything it
is made from, and gives it back while the inputs stay the same; the newest `KEPT` are kept.

Examples
--------
>>> import tempfile
>>> made = []
>>> def make():
...     made.append(1)
...     return b"slow"
>>> with tempfile.TemporaryDirectory() as folder:
...     first = made_once(Path(folder), [b"input"], make)
...     again = made_once(Path(folder), [b"input"], make)
...     other = made_once(Path(folder), [b"other"], make)
>>> first, again, other, len(made)
(b'slow', b'slow', b'slow', 2)
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from collections.abc import Callable, Iterable
from pathlib import Path

#: How many results the folder keeps, those used last: the five packed scripts (about 16 MB)
#: and the linklab-made two of a few versions more (9 MB each).
KEPT = 12


def digest(parts: Iterable[bytes]) -> str:
    """The SHA-256 of ``parts``, each length-prefixed, so that no two lists of parts share one.

    >>> digest([b"ab", b"c"]) == digest([b"a", b"bc"])
    False
    """
    sha = hashlib.sha256()
    for part in parts:
        sha.update(len(part).to_bytes(8, "big"))
        sha.update(part)
    return sha.hexdigest()


def made_once(folder: Path, parts: Iterable[bytes], make: Callable[[], bytes]) -> bytes:
    """``make()``, or what it gave the last time it was called on the same ``parts``."""
    path = folder / f"{digest(parts)}.bin"
    try:
        kept = path.read_bytes()
    except FileNotFoundError:
        pass
    else:
        os.utime(path)  # used now: pruned last
        return kept
    data = make()
    folder.mkdir(parents=True, exist_ok=True)
    scratch = path.with_suffix(f".{os.getpid()}.part")  # another build may write it at once
    scratch.write_bytes(data)
    os.replace(scratch, path)
    prune(folder)
    return data


def prune(folder: Path, kept: int = KEPT) -> None:
    """Remove all but the ``kept`` results of ``folder`` used last."""
    results = []
    for path in folder.glob("*.bin"):
        with contextlib.suppress(FileNotFoundError):  # pruned by another build meanwhile
            results.append((path.stat().st_mtime, path))
    for _, path in sorted(results, reverse=True)[kept:]:
        path.unlink(missing_ok=True)
