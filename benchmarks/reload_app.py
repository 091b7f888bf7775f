"""A client reloading the lecture app every second: the kernels and the memory it takes.

The app (``linklab app``, its default pool) is started with the code at ``--baseline`` (a git
revision) and with this checkout's, one after the other; each time one client asks for the
page once a second for ``--seconds`` seconds, sending its cookies back as a browser does, and
the app's kernels (the process list below it) and its resident memory (Voilà and every kernel)
are read after each answer. Then a second client without cookies asks for the page as often:
the kernels a stream of new clients takes.

    python -m benchmarks.reload_app --seconds 60 --baseline 775d940
    python -m benchmarks.reload_app --seconds 60 --max-kernels 4    # the cap reached

Prints, for each revision: the distinct kernels the reloading client was served, the most
kernels and memory seen, and the memory of one kernel (the median of the kernels' own RSS).
"""

from __future__ import annotations

import argparse
import contextlib
import http.cookiejar
import re
import statistics
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

from benchmarks.browser_kit import (
    baseline_package,
    kernel_count,
    lecture_app,
    process_tree,
    tree_rss_mb,
)

ROOT = Path(__file__).resolve().parent.parent  # this checkout, ahead of an installed linklab
KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')


def kernel_rss_mb(pid: int) -> list[float]:
    """The resident memory of each ipykernel below ``pid``, in MB."""
    sizes = []
    for current in process_tree(pid):
        with contextlib.suppress(OSError):
            if b"ipykernel_launcher" in Path(f"/proc/{current}/cmdline").read_bytes():
                for line in Path(f"/proc/{current}/status").read_text().splitlines():
                    if line.startswith("VmRSS:"):
                        sizes.append(int(line.split()[1]) / 1024)
    return sizes


def reload(url: str, pid: int, seconds: float, cookies: bool) -> dict[str, float]:
    """One client asking for ``url`` once a second for ``seconds``: what the app held."""
    handlers = [urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar())] if cookies else []
    client = urllib.request.build_opener(*handlers)
    kernels, statuses, most, memory = set(), {}, 0, 0.0
    start = time.monotonic()
    while time.monotonic() - start < seconds:
        asked = time.monotonic()
        try:
            with client.open(url, timeout=300) as answer:
                status, page = answer.status, answer.read().decode()
        except urllib.error.HTTPError as refused:
            status, page = refused.code, ""
        statuses[status] = statuses.get(status, 0) + 1
        found = KERNEL_ID.search(page)
        if found:
            kernels.add(found.group(1))
        most, memory = max(most, kernel_count(pid)), max(memory, tree_rss_mb(pid))
        time.sleep(max(0.0, 1.0 - (time.monotonic() - asked)))
    return {
        "requests": sum(statuses.values()),
        "answered 200": statuses.get(200, 0),
        "answered 503": statuses.get(503, 0),
        "distinct kernels served": len(kernels),
        "most kernels running": most,
        "most memory (MB)": round(memory),
    }


def measure(pythonpath: Path, seconds: float, folder: Path, options=()) -> None:
    name = "this checkout" if pythonpath == ROOT else f"baseline {pythonpath}"
    name += f" ({' '.join(options)})" if options else ""
    with lecture_app(pythonpath, log=folder / "app.log", options=options) as (url, process):
        reloading = reload(url, process.pid, seconds, cookies=True)
        sizes = kernel_rss_mb(process.pid)
        strangers = reload(url, process.pid, seconds, cookies=False)
    print(f"{name}:")
    print(f"  a client reloading every second for {seconds:.0f} s, cookies kept: {reloading}")
    print(f"  new clients, one a second, for {seconds:.0f} s: {strangers}")
    print(f"  one kernel's RSS, median of {len(sizes)}: {statistics.median(sizes):.0f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--baseline", help="a git revision to measure first")
    parser.add_argument("--max-kernels", help="this checkout's app: its kernels in all")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        if args.baseline:
            measure(baseline_package(args.baseline, Path(folder) / "base"), args.seconds,
                    Path(folder))  # fmt: skip
        options = ("--max-kernels", args.max_kernels) if args.max_kernels else ()
        measure(ROOT, args.seconds, Path(folder), options)


if __name__ == "__main__":
    main()
