"""``linklab app``: the board editor and the game as one web page, served by Voilà on localhost.

The page is the notebook ``lecture_app.ipynb`` shipped inside the package, run by Voilà with its
code cells hidden, in the package's own Voilà template (``app_page/``): Voilà's page, asking
nothing of any server but localhost (its icons and fonts come with Voilà), so that an offline
classroom loses nothing. Voilà runs as a child process of the current interpreter, with Voilà's XSRF
check on (`linklab.cli.voila_server`); Ctrl-C (or SIGTERM) stops it and the kernels it started
within a second or two, Voilà's shutdown messages summed up in one line
(`linklab.cli.stop_quietly`). Pictures the widgets export are written to ``exports/`` in
the folder the app was started from (the page names each file's full path). ``--lecture`` shows
the page in the lecture style (`linklab.render.style`): text and pictures a back row can read.
Each browser holds at most ``--kernels-per-client`` kernels and all of them ``--max-kernels``
(`linklab.cli.kernel_quota`): a reload is served its kernel again, a full app answers HTTP 503.

Its kernels talk to Voilà over Unix sockets (``--KernelManager.transport=ipc``) in Voilà's own
0700 folder of connection files, never over TCP ports: a port picked as free can be taken by
another kernel on the machine before this one binds it (``ZMQError: Address already in use``),
and a socket file of its own cannot.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import signal
import socket
import subprocess
import sys
import time
import webbrowser
from pathlib import Path

from linklab.cli.kernel_quota import IN_ALL, PER_CLIENT
from linklab.cli.stop_quietly import Relay, Stopped, stop_on_sigterm
from linklab.core.errors import InputError

HOST = "127.0.0.1"
NOTEBOOK = Path(__file__).with_name("lecture_app.ipynb")
#: Where the page's Voilà template lives (``voila/templates/linklab``): Voilà's lab page asking
#: nothing of any server but its own (no stylesheet from a CDN; the icons come with Voilà).
PAGE_TEMPLATES = Path(__file__).with_name("app_page")
TEMPLATE = "linklab"
#: The page's heading and how to use it (``linklab.i18n.zh`` has it in Chinese).
INTRO = (
    "<h1>linklab: 连连看 in the browser</h1>"
    "<p><b>Game</b>: click a tile, then its partner; they go when a path with at most two turns "
    "joins them (here also around the outside of the board). <b>Board editor</b>: paint tiles, "
    "pick two of them (<i>click to: endpoints</i>), choose a search and watch it step by step.</p>"
)
#: JupyterLab extensions the page does not use; loaded in Voilà they only log errors.
UNUSED_EXTENSIONS = ("jupyterlab-jupytext", "@voila-dashboards/jupyterlab-preview")
START_TIMEOUT = 60.0  # seconds for Voilà to listen
STOP_TIMEOUT = 1.0  # seconds for Voilà to shut its kernels down before they all are killed
#: The JupyterLab extensions the app's page loads (Voilà's own widget manager always loads).
PAGE_EXTENSIONS = (
    "@jupyter-widgets/jupyterlab-manager",
    "@voila-dashboards/widgets-manager7",
    "@voila-dashboards/widgets-manager8",
    "anywidget",  # the stepped players and the six-digit explorer in the page (linklab.widgets)
)
IOPUB_TIMEOUT = 60  # seconds Voilà waits for a cell's last output after the cell is done
POOL_SIZE = 2  # kernels kept started with the page already run in them (Voilà's preheating)
#: Seconds after a visitor takes a pooled kernel before its replacement starts. Starting it at
#: once (Voilà's 0) runs a kernel start and the whole notebook, and Voilà relays its widgets,
#: on the same two cores while the visitor's page is still loading; a short wait lets that page
#: finish first, and the pool is full again long before most classes' next visitor.
FILL_DELAY = 2.0


def preheat_options(pool_size: int = POOL_SIZE, fill_delay: float = FILL_DELAY) -> list[str]:
    """Voilà options keeping ``pool_size`` kernels ready with the notebook already run.

    A visitor then gets a page whose widgets exist already instead of waiting for a kernel to
    start and the notebook to run; a used kernel is replaced ``fill_delay`` seconds later.
    0 kernels turns preheating off.

    Examples
    --------
    >>> preheat_options(3, 2.0)
    ['--preheat_kernel=True', '--pool_size=3', '--VoilaKernelManager.fill_delay=2.0']
    >>> preheat_options(0)
    []
    """
    if pool_size <= 0:
        return []
    return [
        "--preheat_kernel=True",
        f"--pool_size={pool_size}",
        f"--VoilaKernelManager.fill_delay={fill_delay}",
    ]


#: Kernels whose page went away without saying so (a closed laptop, a lost network) are shut
#: down after this many seconds without a connection; a closed tab shuts its kernel at once.
CULL_AFTER = 600


def cull_options(after: int = CULL_AFTER) -> list[str]:
    """Voilà options freeing the kernel of a closed page at once, and of a page gone without a
    word (a closed laptop, a lost network) after ``after`` idle seconds without a connection.

    >>> cull_options(60)[0]
    '--MappingKernelManager.cull_idle_timeout=60'
    """
    return [
        # A closed tab's kernel is shut down by a request that sends the XSRF cookie back:
        # linklab.cli.voila_server makes every page set it, so the XSRF check stays on.
        f"--MappingKernelManager.cull_idle_timeout={after}",
        f"--MappingKernelManager.cull_interval={max(1, min(60, after // 2))}",
        "--MappingKernelManager.cull_connected=False",
    ]


def pool_size_from_env(environ=os.environ) -> int:
    """The pool size ``LINKLAB_APP_POOL`` asks for (``POOL_SIZE`` when unset).

    >>> pool_size_from_env({"LINKLAB_APP_POOL": "4"}), pool_size_from_env({})
    (4, 2)
    """
    text = environ.get("LINKLAB_APP_POOL", "").strip()
    if not text:
        return POOL_SIZE
    if not text.isdigit() or int(text) > 64:
        raise InputError(f"LINKLAB_APP_POOL must be a whole number from 0 to 64, got {text!r}")
    return int(text)


def voila_command(
    port: int,
    notebook: str | os.PathLike = NOTEBOOK,
    pool_size: int = POOL_SIZE,
    per_client: int = PER_CLIENT,
    max_kernels: int = IN_ALL,
) -> list[str]:
    """The command serving ``notebook`` with Voilà on ``HOST``:``port``, no browser opened,
    each client holding at most ``per_client`` kernels and all of them ``max_kernels``
    (`linklab.cli.kernel_quota`).

    Raises ``InputError`` when Voilà is not installed.

    Examples
    --------
    >>> command = voila_command(8866)
    >>> command[1:3], Path(command[3]).name
    (['-m', 'linklab.cli.voila_server'], 'lecture_app.ipynb')
    >>> command[4:8]
    ['--kernels-per-client=2', '--max-kernels=30', '--port', '8866']
    """
    if importlib.util.find_spec("voila") is None:
        raise InputError(
            "the app needs Voilà, which comes with the 'lab' extra: pip install 'linklab[lab]'"
        )
    return [
        sys.executable,
        "-m",
        "linklab.cli.voila_server",  # Voilà, its XSRF check on (see that module)
        str(notebook),
        f"--kernels-per-client={per_client}",  # read by linklab.cli.voila_server, not Voilà
        f"--max-kernels={max_kernels}",
        "--port",
        str(port),
        "--no-browser",
        f"--Voila.ip={HOST}",
        "--Voila.port_retries=0",  # the port asked for, or an error: never a surprise URL
        "--strip_sources=True",
        f"--template={TEMPLATE}",  # found on JUPYTER_PATH (`page_environment`)
        "--theme=light",
        "--Voila.log_level=ERROR",
        # The page's widgets reach Voilà as thousands of IOPub messages after the cell is done;
        # on a busy machine they take longer than the 4 s Voilà waits by default, and a page
        # rendered without them shows no app at all.
        f"--VoilaExecutor.iopub_timeout={IOPUB_TIMEOUT}",
        # Only the widgets' JupyterLab extensions: the others the environment has (notebook
        # pairing, slides, highlighting) are scripts the page would load before it connects
        # its kernel, for nothing.
        *(f"--VoilaConfiguration.extension_allowlist={name}" for name in PAGE_EXTENSIONS),
        *preheat_options(pool_size),
        *cull_options(),
        "--KernelManager.transport=ipc",  # Unix sockets: no race for TCP ports (see above)
        *(f"--VoilaConfiguration.extension_denylist={name}" for name in UNUSED_EXTENSIONS),
    ]


def page_environment(environ=os.environ) -> dict[str, str]:
    """``environ`` with the page's template folder first on ``JUPYTER_PATH``, where Voilà
    looks for templates.

    >>> path = page_environment({"JUPYTER_PATH": "/elsewhere"})["JUPYTER_PATH"]
    >>> path.split(os.pathsep) == [str(PAGE_TEMPLATES), "/elsewhere"]
    True
    """
    paths = [str(PAGE_TEMPLATES), *filter(None, environ.get("JUPYTER_PATH", "").split(os.pathsep))]
    return {**environ, "JUPYTER_PATH": os.pathsep.join(paths)}


def check_port(port: int) -> None:
    """Raise ``InputError`` unless ``port`` on ``HOST`` is free to listen on."""
    if not 1 <= port <= 65535:
        raise InputError(f"--port must be 1 to 65535, got {port}")
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((HOST, port))
        except OSError as failed:
            raise InputError(
                f"port {port} is not free ({failed.strerror}); choose another with --port"
            ) from None


def wait_for_port(port: int, process: subprocess.Popen, timeout: float = START_TIMEOUT) -> bool:
    """Wait until something listens on ``port`` (True), the process ends, or time runs out.

    Only the port is probed: asking Voilà for its page would start a kernel.
    """
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return False
        with contextlib.suppress(OSError), socket.create_connection((HOST, port), timeout=1):
            return True
        time.sleep(0.2)
    return False


def stop(process: subprocess.Popen, timeout: float = STOP_TIMEOUT) -> int:
    """Ask the process to stop (SIGTERM), then end it and all it started (its kernels) if it
    has not within ``timeout`` seconds; its exit status."""
    from linklab.cli.process_tree import Subreaper, end_tree, start_time

    started = start_time(process.pid)  # read before it is reaped: its orphans are found by it
    with Subreaper() as reaper:
        if process.poll() is None:
            process.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout)
        # what is left: kernels it did not shut down in time, orphaned if it ended before them
        end_tree(process.pid, reaper, since=started)
    return process.wait()


def run_app(
    port: int,
    open_browser: bool = True,
    lecture: bool = False,
    lang: str = "en",
    per_client: int = PER_CLIENT,
    max_kernels: int = IN_ALL,
) -> int:
    """Serve the lecture app on ``port`` until Ctrl-C (opening a browser on it unless told not
    to; in the large lecture style with ``lecture``; in the language ``lang``, ``en`` or
    ``zh``; at most ``per_client`` kernels a client and ``max_kernels`` in all); the exit
    status. Raises ``InputError`` when Voilà is missing or the port is taken.
    """
    port = int(port)
    command = voila_command(
        port, pool_size=pool_size_from_env(), per_client=per_client, max_kernels=max_kernels
    )
    check_port(port)
    url = f"http://{HOST}:{port}/"
    from linklab.render.export import EXPORT_DIR_VARIABLE, export_folder
    from linklab.render.style import STYLE_VARIABLE

    env = {**page_environment(), EXPORT_DIR_VARIABLE: str(export_folder())}
    if lecture:
        env[STYLE_VARIABLE] = "lecture"
    env["LINKLAB_LANG"] = lang  # read by linklab.i18n in the kernels
    restore = None
    with contextlib.suppress(ValueError):  # not the main thread: no handler, no harm
        restore = signal.signal(signal.SIGTERM, stop_on_sigterm)
    # A session of its own: Ctrl-C at a terminal reaches this process only, which then stops
    # Voilà at once (SIGTERM: it shuts its kernels down), instead of Voilà asking whether to.
    process = subprocess.Popen(
        command, env=env, start_new_session=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    assert process.stdout is not None  # a pipe, asked for above
    relay = Relay(process.stdout)  # Voilà's own messages, shown while it serves
    relay.start()
    try:
        if not wait_for_port(port, process):
            relay.wait(STOP_TIMEOUT)  # its last messages first, then why it did not serve
            status = process.poll()
            why = f"exited with status {status}" if status is not None else "did not start"
            sys.stderr.write(f"linklab: error: Voilà {why} (see its messages above)\n")
            return 1
        print(f"linklab app: serving at {url}  (Ctrl-C stops it)", flush=True)
        print(f"linklab app: exports go to {env[EXPORT_DIR_VARIABLE]}", flush=True)
        if open_browser:
            webbrowser.open(url)
        return process.wait()
    except KeyboardInterrupt:
        print("\nlinklab app: stopping", flush=True)
        return 0
    except Stopped:
        print("linklab app: stopping", flush=True)
        return 0
    finally:
        relay.stopping()
        if restore is not None:  # a second SIGTERM must not cut the stopping short
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
        stop(process)
        relay.wait(STOP_TIMEOUT)
        if relay.summary("linklab app"):
            print(relay.summary("linklab app"), flush=True)
        if restore is not None:
            signal.signal(signal.SIGTERM, restore)
