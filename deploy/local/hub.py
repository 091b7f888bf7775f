"""Start the trying-out JupyterHub of ``deploy/local/jupyterhub_config.py`` (``make hub``).

    python deploy/local/hub.py [--ip 127.0.0.1] [--port 8000] [--state DIR] [--proxy PATH]
                               [--admin teacher] [--homes /home] [--user-prefix PREFIX]
                               [--allow-root-servers]
    python deploy/local/hub.py --remove-users [--state DIR]

Runs as root: each student's server runs as a user of this machine of their own
(``<prefix><name>``, made on their first log-in). Makes the administrator's and the class's
passwords on the first start (0600 in the state folder, which only root enters), prints the
address, both passwords and how to stop it, then becomes JupyterHub itself (``hub_app.py``, the
same process id): Ctrl-C or ``kill <pid>`` stops the hub, its proxy and every student's server,
saying what it waits for.

A Jupyter server running as root on this machine, whatever started it, is one a student could
reach from their kernel and act as root through: the hub warns of each in one line, and refuses
to start a class while one answers on a port (``--allow-root-servers`` starts it anyway). Each
hub's users carry a prefix of their own (``ll`` and four hex digits of the state folder's path,
``ll3f2a-``, unless ``--user-prefix`` says another), so two hubs on one machine never share a
student; the users the hub made are listed in its state folder (``USERS``), and
``--remove-users`` deletes those and their homes, and no other.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import importlib.util
import os
import pwd
import re
import secrets
import signal
import socket
import subprocess
import sys
import sysconfig
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CONFIG = HERE / "jupyterhub_config.py"
HUB_APP = HERE / "hub_app.py"
DEFAULT_PROXY = ROOT / ".venv" / "node" / "node_modules" / ".bin" / "configurable-http-proxy"
#: The list, in the state folder, of the users the hub made (one a line; jupyterhub_config.py
#: adds each as it makes it).
USERS = "users"
NAME = re.compile(r"[a-z][a-z0-9_-]{0,19}")  # as jupyterhub_config.py checks at log-in
PREFIX = re.compile(r"[a-z][a-z0-9_-]{0,10}")


#: What runs a Jupyter server: ``python -m <module>`` or a script of that name.
SERVER_MODULES = frozenset(
    [
        "jupyterlab",
        "jupyter_server",
        "notebook",
        "nbclassic",
        "voila",
        "jupyterhub.singleuser",
        "linklab.cli.voila_server",
    ]
)
SERVER_SCRIPTS = frozenset(
    [
        "jupyter-lab",
        "jupyter-notebook",
        "jupyter-server",
        "jupyter-nbclassic",
        "jupyterhub-singleuser",
        "voila",
    ]
)
#: What a kernel's command line names: a kernel is no server, though it runs beside one.
KERNELS = ("ipykernel_launcher", "ipykernel")


def is_jupyter_server(args: list[str]) -> bool:
    """Whether a command line runs a Jupyter server (JupyterLab, Jupyter Server, Notebook,
    Voilà, a hub's single-user server), a kernel not being one.

    >>> is_jupyter_server(["/v/bin/python", "-m", "jupyterlab", "--port=9"])
    True
    >>> is_jupyter_server(["/v/bin/jupyter", "lab"]), is_jupyter_server(["py", "-m", "ipykernel"])
    (True, False)
    >>> is_jupyter_server(["/usr/bin/python3", "/usr/local/bin/jupyter-server", "--ip=0.0.0.0"])
    True
    """
    if any(arg in KERNELS or arg.endswith("/ipykernel_launcher.py") for arg in args):
        return False
    for index, arg in enumerate(args):
        following = args[index + 1] if index + 1 < len(args) else ""
        name = os.path.basename(arg)
        if (arg == "-m" and following in SERVER_MODULES) or name in SERVER_SCRIPTS:
            return True
        if name == "jupyter" and following in ("lab", "notebook", "server", "nbclassic"):
            return True
        if arg == "-m" and following == "jupyter" and index + 2 < len(args):
            return args[index + 2] in ("lab", "notebook", "server", "nbclassic")
    return False


def _runs_as_root(status: str) -> bool:
    """Whether a ``/proc/PID/status`` text is of a process with uid 0 (real or effective)."""
    for line in status.splitlines():
        if line.startswith("Uid:"):
            return "0" in line.split()[1:3]
    return False


def root_jupyter_servers(proc: Path = Path("/proc")) -> list[int]:
    """The process ids of every Jupyter server (`is_jupyter_server`) that runs as root on
    this machine, whatever started it (this project or any other environment).

    >>> root_jupyter_servers(Path("/nonexistent"))
    []
    """
    found = []
    try:
        entries = list(proc.iterdir())
    except OSError:
        return found
    for entry in entries:
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            status = (entry / "status").read_text()
            args = (entry / "cmdline").read_bytes().decode(errors="replace").split("\0")
        except OSError:
            continue
        if _runs_as_root(status) and is_jupyter_server([arg for arg in args if arg]):
            found.append(int(entry.name))
    return sorted(found)


def _socket_inodes(pid: int, proc: Path) -> set[str]:
    """The inodes of the sockets process ``pid`` holds open."""
    inodes = set()
    with contextlib.suppress(OSError):
        for fd in (proc / str(pid) / "fd").iterdir():
            with contextlib.suppress(OSError):
                target = os.readlink(fd)
                if target.startswith("socket:["):
                    inodes.add(target[8:-1])
    return inodes


def listening_ports(pid: int, proc: Path = Path("/proc")) -> list[int]:
    """The TCP ports process ``pid`` listens on (any address: a student on this machine reaches
    127.0.0.1 as well as the others).

    >>> listening_ports(0, Path("/nonexistent"))
    []
    """
    inodes = _socket_inodes(pid, proc)
    ports = set()
    for table in ("tcp", "tcp6"):
        try:
            lines = (proc / "net" / table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if len(fields) > 9 and fields[3] == "0A" and fields[9] in inodes:  # 0A: LISTEN
                ports.add(int(fields[1].rsplit(":", 1)[1], 16))
    return sorted(ports)


def answers(port: int, seconds: float = 1.0) -> bool:
    """Whether something accepts a connection on ``port`` of this machine."""
    for host in ("127.0.0.1", "::1"):
        with contextlib.suppress(OSError), socket.create_connection((host, port), seconds):
            return True
    return False


def reachable_root_servers(pids: list[int], proc: Path = Path("/proc")) -> dict[int, list[int]]:
    """Of the root servers ``pids``, those that answer on a port, each with its ports."""
    found = {}
    for pid in pids:
        ports = [port for port in listening_ports(pid, proc) if answers(port)]
        if ports:
            found[pid] = ports
    return found


def root_servers_warning(pids: list[int]) -> str | None:
    """One line warning of ``pids``, Jupyter servers running as root here; None if none.

    >>> print(root_servers_warning([12, 34]))  # doctest: +ELLIPSIS
    hub: warning: 2 Jupyter servers run as root here (pids 12 34): a student ...: kill 12 34
    """
    if not pids:
        return None
    listed = " ".join(map(str, pids))
    some = "a Jupyter server" if len(pids) == 1 else f"{len(pids)} Jupyter servers"
    return (
        f"hub: warning: {some} run{'s' if len(pids) == 1 else ''} as root here "
        f"(pid{'s' if len(pids) > 1 else ''} {listed}): a student who reached one would act as "
        f"root; stop before a class: kill {listed}"
    )


def root_servers_refusal(reachable: dict[int, list[int]]) -> str | None:
    """One line refusing to start a class beside ``reachable`` root servers (pid: ports);
    None if there are none.

    >>> print(root_servers_refusal({12: [8888]}))  # doctest: +ELLIPSIS
    a Jupyter server runs as root and answers on port 8888 (pid 12): ...; kill 12, or ...
    """
    if not reachable:
        return None
    pids = " ".join(map(str, reachable))
    ports = ", ".join(str(port) for found in reachable.values() for port in found)
    some = (
        "a Jupyter server runs" if len(reachable) == 1 else f"{len(reachable)} Jupyter servers run"
    )
    return (
        f"{some} as root and answer{'s' if len(reachable) == 1 else ''} on "
        f"port{'s' if ',' in ports else ''} {ports} (pid{'s' if len(reachable) > 1 else ''} "
        f"{pids}): any student could reach it from a kernel and act as root; kill {pids}, or "
        "start anyway with --allow-root-servers"
    )


def default_prefix(state: Path) -> str:
    """The students' user prefix of the hub whose state is in ``state``: ``ll``, four hex
    digits of the folder's path, ``-``; two state folders, two prefixes.

    >>> default_prefix(Path("/srv/hub-a")) != default_prefix(Path("/srv/hub-b"))
    True
    >>> bool(PREFIX.fullmatch(default_prefix(Path("/srv/hub-a"))))
    True
    """
    digest = hashlib.sha256(str(state.resolve()).encode()).hexdigest()
    return f"ll{digest[:4]}-"


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


def shut_to_others(path: Path) -> Path | None:
    """The first folder on the way to ``path`` that other users cannot pass; None if none."""
    path = path.resolve()
    for folder in [*reversed(path.parents), path]:
        if folder.exists() and not folder.stat().st_mode & 0o001:
            return folder
    return None


def students_python(view: Path) -> Path | None:
    """A Python the students' users can run, with this environment's packages; None if none.

    This interpreter when other users can reach it. Otherwise (a Python under a home closed to
    others, as pyenv's under /root) a view of this environment made once in ``view``: a virtual
    environment of the system's Python of the same version whose packages are this
    environment's (a ``.pth`` line) and whose ``share/`` and ``etc/`` are this environment's.
    """
    if not shut_to_others(Path(sys.executable).resolve()) and not shut_to_others(
        Path(sys.base_prefix)
    ):
        return Path(sys.executable)
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    system = next(
        (
            Path(folder) / version
            for folder in ("/usr/bin", "/usr/local/bin")
            if (Path(folder) / version).exists()
            and not shut_to_others((Path(folder) / version).resolve())
        ),
        None,
    )
    if system is None:
        return None
    python = view / "bin" / "python"
    link = view / "lib" / version / "site-packages" / "linklab-hub.pth"
    wanted = f"import site; site.addsitedir({sysconfig.get_paths()['purelib']!r})\n"
    if not python.exists() or not link.exists() or link.read_text() != wanted:
        subprocess.run(
            [str(system), "-m", "venv", "--without-pip", "--clear", str(view)], check=True
        )
        link.write_text(wanted)
        for shared in ("share", "etc"):
            (view / shared).symlink_to(Path(sys.prefix) / shared)
        subprocess.run(["chmod", "-R", "go+rX,go-w", str(view)], check=True)
    return python


def problem(args, euid: int | None = None) -> str | None:
    """What stops the hub from starting, in one line; None when nothing does."""
    if (os.geteuid() if euid is None else euid) != 0:
        return (
            "the hub runs each student as a user of this machine of their own and needs root "
            "to make them: sudo make hub (it never runs every student as one user)"
        )
    if not NAME.fullmatch(args.admin):
        return f"--admin {args.admin!r}: a lowercase letter, then letters, digits, - or _"
    if not PREFIX.fullmatch(args.user_prefix):
        return (
            f"--user-prefix {args.user_prefix!r}: a lowercase letter, then letters, digits, - or _"
        )
    for needed in (ROOT, Path(sys.prefix), args.student_python.parent):
        closed = shut_to_others(needed)
        if closed:
            return (
                f"{closed} is closed to other users (no o+x), so the students' servers could "
                f"not read {needed}: put the checkout and its .venv where others may read"
            )
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


def secret(path: Path) -> str:
    """The password kept in ``path`` (0600), made the first time."""
    if not path.exists():
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as out:
            out.write(secrets.token_urlsafe(12) + "\n")
    os.chmod(path, 0o600)
    return path.read_text().strip()


def private_folder(path: Path) -> Path:
    """``path``, made if missing, root's alone (0700): the hub's state."""
    path.mkdir(parents=True, exist_ok=True)
    os.chown(path, 0, 0)
    os.chmod(path, 0o700)
    return path.resolve()


def homes_folder(path: Path) -> Path:
    """Where the students' homes go: made 0711 if missing (entered, never listed, by them)."""
    if not path.exists():
        path.mkdir(parents=True)
        os.chmod(path, 0o711)
    return path.resolve()


def made_users(state: Path) -> list[str]:
    """The users the hub whose state is in ``state`` made, from its list (``USERS``)."""
    try:
        return sorted({line.strip() for line in (state / USERS).read_text().splitlines()} - {""})
    except FileNotFoundError:
        return []


def remove_users(state: Path) -> int:
    """Delete the users the hub whose state is in ``state`` made (``USERS``), and their homes;
    no other user of the machine. The list keeps those that could not be removed."""
    names = made_users(state)
    kept = []
    for name in names:
        try:
            pwd.getpwnam(name)
        except KeyError:
            print(f"hub: {name} is gone already")
            continue
        done = subprocess.run(["userdel", "--remove", name], capture_output=True, text=True)
        if done.returncode == 0:
            print(f"hub: removed user {name}")
        else:
            print(f"hub: could not remove {name}: {done.stderr.strip()}")
            kept.append(name)
    if not names:
        print(f"hub: this hub ({state}) made no user")
    elif (state / USERS).exists():
        (state / USERS).write_text("".join(f"{name}\n" for name in kept))
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ip", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument(
        "--state", type=Path, default=ROOT / ".venv" / "hub", help="where the hub writes"
    )
    parser.add_argument("--proxy", type=Path, default=DEFAULT_PROXY)
    parser.add_argument("--admin", default="teacher", help="the hub's administrator")
    parser.add_argument(
        "--homes", type=Path, default=Path("/home"), help="where the students' homes go"
    )
    parser.add_argument(
        "--user-prefix",
        default=None,
        help="the students' users are <prefix><name> (default: ll, four hex digits of the "
        "state folder's path, -)",
    )
    parser.add_argument(
        "--allow-root-servers",
        action="store_true",
        help="start even while a Jupyter server running as root answers on a port",
    )
    parser.add_argument(
        "--student-python",
        type=Path,
        default=Path(sys.prefix) / "hub-python",
        help="where to make the students' view of this environment, if they need one",
    )
    parser.add_argument(
        "--remove-users",
        action="store_true",
        help="delete the users this hub (its --state) made, and stop",
    )
    args = parser.parse_args(argv)
    if args.user_prefix is None:
        args.user_prefix = default_prefix(args.state)
    if args.remove_users:
        if os.geteuid() != 0:
            print("hub: error: --remove-users needs root", file=sys.stderr)
            return 1
        return remove_users(args.state.resolve())
    why = problem(args)
    if why:
        print(f"hub: error: {why}", file=sys.stderr)
        return 1
    servers = root_jupyter_servers()
    warning = root_servers_warning(servers)
    if warning:
        print(warning, file=sys.stderr, flush=True)
    refused = root_servers_refusal(reachable_root_servers(servers))
    if refused and not args.allow_root_servers:
        print(f"hub: error: {refused}", file=sys.stderr)
        return 1
    state = private_folder(args.state)
    homes = homes_folder(args.homes)
    if homes == state or state in homes.parents:
        print("hub: error: --homes must be outside the state folder", file=sys.stderr)
        return 1
    python = students_python(args.student_python.resolve())
    if python is None:
        print(
            f"hub: error: this Python ({sys.executable}) is in a folder closed to other users "
            f"and no python{sys.version_info.major}.{sys.version_info.minor} others can run was "
            "found in /usr/bin: make the .venv from a Python all users can read",
            file=sys.stderr,
        )
        return 1
    admin_password = secret(state / "admin-password")
    class_password = secret(state / "class-password")
    env = {
        **os.environ,
        "LINKLAB_HUB_STATE": str(state),
        "LINKLAB_HUB_HOMES": str(homes),
        "LINKLAB_HUB_ADMIN": args.admin,
        "LINKLAB_HUB_USER_PREFIX": args.user_prefix,
        "LINKLAB_HUB_PYTHON": str(python),
        "LINKLAB_HUB_IP": args.ip,
        "LINKLAB_HUB_PORT": str(args.port),
        "LINKLAB_HUB_API_PORT": str(free_port()),
        "LINKLAB_HUB_PROXY_API_PORT": str(free_port()),
        "LINKLAB_HUB_PROXY": str(args.proxy.resolve()),
    }
    env.pop("MPLBACKEND", None)  # it would reach the kernels and break inline figures
    url = f"http://{args.ip}:{args.port}/"
    print(
        f"linklab hub: {url}  ({url}hub/login?lang=zh for 中文)\n"
        f"linklab hub: administrator: {args.admin}  password: {admin_password}\n"
        f"linklab hub: students: any other name  class password: {class_password}\n"
        f"linklab hub: a student's lecture app: {url}user/<name>/voila/render/lecture_app.ipynb\n"
        f"linklab hub: each student's server runs as the user {args.user_prefix}<name> of this "
        f"machine, made at their first log-in, home {homes}/{args.user_prefix}<name> (0700)\n"
        f"linklab hub: FOR TRYING ON ONE MACHINE: one shared class password, no HTTPS "
        f"(deploy/README.md for a class)\n"
        f"linklab hub: stop it with Ctrl-C or: kill {os.getpid()}\n"
        f"linklab hub: its own files (root's alone) are in {state}; "
        f"remove the students' users it made with: {sys.executable} {Path(__file__)} "
        f"--remove-users --state {state}",
        flush=True,
    )
    os.chdir(state)
    # Started in the background, a shell ignores SIGINT for the hub, and the culler and the
    # students' servers would inherit that: each would then wait out its 30 s before SIGTERM.
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    command = [sys.executable, str(HUB_APP), "-f", str(CONFIG)]
    os.execve(sys.executable, command, env)
    return 0  # not reached: the process is JupyterHub now


if __name__ == "__main__":
    sys.exit(main())
