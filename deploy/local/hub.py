"""Start the trying-out JupyterHub of ``deploy/local/jupyterhub_config.py`` (``make hub``).

    python deploy/local/hub.py [--ip 127.0.0.1] [--port 8000] [--state DIR] [--proxy PATH]

Prints the address, how to log in and how to stop it, then becomes JupyterHub itself (the same
process id): Ctrl-C or ``kill <pid>`` stops the hub, its proxy and every student's server.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import socket
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CONFIG = HERE / "jupyterhub_config.py"
DEFAULT_PROXY = ROOT / ".venv" / "node" / "node_modules" / ".bin" / "configurable-http-proxy"


def free_port(ip: str = "127.0.0.1") -> int:
    with socket.socket() as probe:
        probe.bind((ip, 0))
        return probe.getsockname()[1]


def port_is_free(ip: str, port: int) -> bool:
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((ip, port))
        except OSError:
            return False
    return True


def problem(args) -> str | None:
    """What stops the hub from starting, in one line; None when nothing does."""
    if importlib.util.find_spec("jupyterhub") is None:
        return "JupyterHub is not installed: pip install -e '.[hub]' (or make hub)"
    if not os.access(args.proxy, os.X_OK):
        return (
            f"configurable-http-proxy not found at {args.proxy}: "
            "make hub installs it there with npm"
        )
    if not 1 <= args.port <= 65535:
        return f"--port must be 1 to 65535, got {args.port}"
    if not port_is_free(args.ip, args.port):
        return f"port {args.port} on {args.ip} is not free; choose another with --port (PORT=)"
    return None


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ip", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument(
        "--state", type=Path, default=ROOT / ".venv" / "hub", help="where the hub writes"
    )
    parser.add_argument("--proxy", type=Path, default=DEFAULT_PROXY)
    args = parser.parse_args(argv)
    why = problem(args)
    if why:
        print(f"hub: error: {why}", file=sys.stderr)
        return 1
    args.state.mkdir(parents=True, exist_ok=True)
    env = {
        **os.environ,
        "LINKLAB_HUB_STATE": str(args.state.resolve()),
        "LINKLAB_HUB_IP": args.ip,
        "LINKLAB_HUB_PORT": str(args.port),
        "LINKLAB_HUB_API_PORT": str(free_port()),
        "LINKLAB_HUB_PROXY_API_PORT": str(free_port()),
        "LINKLAB_HUB_PROXY": str(args.proxy.resolve()),
    }
    env.pop("MPLBACKEND", None)  # it would reach the kernels and break inline figures
    url = f"http://{args.ip}:{args.port}/"
    print(
        f"linklab hub: {url}  (log in with any name; {url}hub/login?lang=zh for 中文)\n"
        f"linklab hub: a student's lecture app: {url}user/<name>/voila/render/lecture_app.ipynb\n"
        f"linklab hub: FOR TRYING ONLY: the dummy login lets in any name and the local spawner "
        f"runs every server as this machine's user (see deploy/README.md for a class)\n"
        f"linklab hub: stop it with Ctrl-C or: kill {os.getpid()}\n"
        f"linklab hub: its files (students' copies included) are in {args.state}",
        flush=True,
    )
    os.chdir(args.state)
    command = [sys.executable, "-m", "jupyterhub", "-f", str(CONFIG)]
    os.execve(sys.executable, command, env)
    return 0  # not reached: the process is JupyterHub now


if __name__ == "__main__":
    sys.exit(main())
