"""What the browser benchmarks share: Debian's chromium, servers, timers inside the page.

Not a benchmark itself; ``bench_browser.py`` and ``load_app.py`` import it. Every server runs in
its own process group and is stopped in a ``finally``; every wait has a timeout.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

from linklab.site.build import CHROMIUM

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]

#: Installed on a page: the time from a key press (or a button press) to the first frame after
#: the picture in ``selector`` changed and finished loading, for every change, whether the
#: page set the ``<img>``'s ``src`` or put another, loaded ``<img>`` in its place (its parent
#: is watched). ``window.__ll`` holds the figures. (Not ``img.decode()``: in Chromium its
#: promise waits for a compositor frame of its own, which would add a frame to every step.)
PICTURE_TIMER = """(selector) => {
    const st = window.__ll = {t0: 0, lat: [], changes: [], up: 0};
    document.addEventListener('keydown', () => { st.t0 = performance.now(); }, true);
    // A button pressed: from the press, the first event of a click (a button may act on it).
    document.addEventListener('pointerdown', () => { st.t0 = performance.now(); }, true);
    document.addEventListener('mouseup', () => { st.up = performance.now(); }, true);
    const first = document.querySelector(selector);
    const holder = first.parentElement, picture = '.' + first.classList[0];
    // A picture is an <img> (its address) or a scene's SVG in its box (its data-picture).
    const name = (element) => element.dataset.picture || element.getAttribute('src') || '';
    let last = name(first);
    new MutationObserver(() => {
        const shown = holder.querySelector(picture);
        if (!shown || !name(shown) || name(shown) === last) return;
        last = name(shown);
        const t0 = st.t0;
        st.t0 = 0;
        const loaded = shown.tagName !== 'IMG' || shown.complete ? Promise.resolve()
            : new Promise((done) => shown.addEventListener('load', done, {once: true}));
        loaded.then(() => requestAnimationFrame(() => {
            const t = performance.now();
            st.changes.push(t);
            if (t0) st.lat.push(t - t0);
        }));
    }).observe(holder, {childList: true, subtree: true, attributes: true,
                        attributeFilter: ['src', 'data-picture']});
}"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until(check, timeout: float, what: str, interval: float = 0.05):
    """Call ``check`` until it returns something true; raise after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        found = check()
        if found:
            return found
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(interval)


def baseline_package(ref: str, into: Path) -> Path:
    """The ``linklab`` package as it is at git ``ref``, unpacked into ``into`` (for PYTHONPATH)."""
    into.mkdir(parents=True, exist_ok=True)
    archive = into / "linklab.tar"
    with archive.open("wb") as out:
        subprocess.run(["git", "archive", ref, "linklab"], cwd=ROOT, stdout=out, check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="data")
    archive.unlink()
    return into


def env_with(pythonpath: Path | None, **extra: str) -> dict[str, str]:
    env = {**os.environ, **extra}
    env.pop("MPLBACKEND", None)
    if pythonpath is not None:
        env["PYTHONPATH"] = str(pythonpath)
    return env


def with_token(env: dict[str, str], token: str) -> dict[str, str]:
    """``env`` for a Jupyter server that asks for ``token``: given in its environment, which
    only its own user can read (``/proc/<pid>/environ``), never on its command line, which any
    user of the machine can (``/proc/<pid>/cmdline``).

    >>> with_token({"HOME": "/h"}, "t0k")
    {'HOME': '/h', 'JUPYTER_TOKEN': 't0k'}
    """
    return {**env, "JUPYTER_TOKEN": token}


def stop(process: subprocess.Popen, sig: int = signal.SIGINT, timeout: float = 20) -> None:
    """Signal the server's process group, then kill what is left."""
    if process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, sig)
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait(5)


def hear_ctrl_c() -> None:
    """Let SIGINT interrupt this process and the servers it starts.

    A shell starts a background job (``nohup ... &``) with SIGINT ignored, and a child inherits
    that: ``stop`` would then wait in vain and kill the app before Voilà shut its kernels down,
    leaving them running. A handler set here is reset to the default in every child.
    """
    with contextlib.suppress(ValueError):  # not the main thread: leave it
        if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
            signal.signal(signal.SIGINT, signal.default_int_handler)


@contextlib.contextmanager
def lecture_app(pythonpath: Path | None = None, *, pool: int | None = None, log: Path, options=()):
    """``python -m linklab app`` on a free port (the package from ``pythonpath`` if given),
    with ``options`` added to its command line."""
    port = free_port()
    extra = {} if pool is None else {"LINKLAB_APP_POOL": str(pool)}
    hear_ctrl_c()
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "linklab", "app", "--no-browser", "--port", str(port), *options],
            cwd=tempfile.gettempdir(),
            env=env_with(pythonpath, **extra),
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:

        def serving():
            if process.poll() is not None:
                raise RuntimeError(f"the app exited: {log.read_text(errors='replace')[-2000:]}")
            found = re.search(r"serving at (http://\S+)", log.read_text(errors="replace"))
            return found and found.group(1)

        yield wait_until(serving, 90, "the app to serve", 0.2), process
    finally:
        stop(process)


def jupyterlab(root: Path, home: Path, log: Path):
    """JupyterLab on a free port with ``root`` as its folder: (base URL, token); the one
    `linklab.site.lab_server` starts for the slides, its token kept off the command line."""
    from linklab.site.lab_server import lab_serving

    return lab_serving(root, home, log)


def launch_chromium(playwright):
    return playwright.chromium.launch(
        executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS, timeout=60_000
    )


def process_tree(pid: int) -> list[int]:
    """``pid`` and every process below it now (from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError):
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            children.setdefault(int(fields[1]), []).append(int(entry.name))
    tree, todo = [], [pid]
    while todo:
        current = todo.pop()
        tree.append(current)
        todo.extend(children.get(current, []))
    return tree


def tree_rss_mb(pid: int) -> float:
    """Resident memory of ``pid`` and every process below it, in MB (from /proc)."""
    total = 0
    for current in process_tree(pid):
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{current}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
    return total / 1024


def tree_cpu_seconds(pid: int) -> float:
    """Processor seconds used by ``pid`` and every process below it, those ended included
    (as far as their parents collected them), from /proc."""
    total = 0
    for current in process_tree(pid):
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{current}/stat").read_text().rsplit(")", 1)[1].split()
            total += sum(int(field) for field in fields[11:15])  # utime stime cutime cstime
    return total / os.sysconf("SC_CLK_TCK")


def kernel_count(pid: int) -> int:
    """How many ipykernel processes run below ``pid``."""
    count = 0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError):
            cmdline = (entry / "cmdline").read_bytes().split(b"\0")
            if b"ipykernel_launcher" in cmdline and _descends(int(entry.name), pid):
                count += 1
    return count


def _descends(pid: int, ancestor: int) -> bool:
    while pid > 1:
        if pid == ancestor:
            return True
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return False
        pid = int(fields[1])
    return False


def _kernel_cpu_seconds(pid: int) -> dict[int, float]:
    """The processor time each ipykernel process below ``pid`` used, by process id."""
    ticks = os.sysconf("SC_CLK_TCK")
    used = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError):
            if b"ipykernel_launcher" not in (entry / "cmdline").read_bytes():
                continue
            if not _descends(int(entry.name), pid):
                continue
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            used[int(entry.name)] = (int(fields[11]) + int(fields[12])) / ticks
    return used


def wait_for_warm_pool(pid: int, kernels: int, timeout: float = 300, quiet: int = 4) -> float:
    """Wait until ``kernels`` kernels run below ``pid`` and each has been idle for ``quiet``
    seconds in a row (the preheated pool has run the page), or fewer have been for ten times as
    long; the seconds it took.

    Idle is judged kernel by kernel (the sum over a big pool grows with the clock ticks idle
    kernels use now and then, and would never look quiet), and for the server itself: Voilà
    reads every pooled kernel's thousands of widget messages one by one, and goes on doing so
    for tens of seconds after a big pool's kernels went quiet; a page asked for meanwhile waits.
    """
    start = time.monotonic()
    last, last_server, idle = {}, None, 0
    while time.monotonic() - start < timeout:
        used = _kernel_cpu_seconds(pid)
        server = tree_cpu_seconds(pid) - sum(used.values())  # Voilà and the app around it
        quiet_now = (
            all(k in last and cpu - last[k] < 0.05 for k, cpu in used.items())
            and last_server is not None
            and server - last_server < 0.05
        )
        idle = idle + 1 if quiet_now else 0
        # A kernel of a big pool can die at its start (two kernels given the same port), and
        # Voilà does not start another: a pool one short and quiet for long is all there is.
        if idle >= quiet and (len(used) >= kernels or idle >= 10 * quiet):
            return time.monotonic() - start
        last, last_server = used, server
        time.sleep(1.0)
    raise TimeoutError(f"the pool of {kernels} kernels was not idle within {timeout:.0f} s")
