"""What ``make hub`` (``deploy/local/hub.py``) checks before a class starts, without a hub: every
Jupyter server running as root found, whatever started it (a fake ``/proc``, and a real server
started here as root on 127.0.0.1), the class refused while one answers unless told; each
hub's own user prefix; ``--remove-users`` removing the users that hub made and no other.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import pwd
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HUB = ROOT / "deploy" / "local" / "hub.py"


def load_hub_module():
    spec = importlib.util.spec_from_file_location("linklab_hub_start_checks", HUB)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


hub = load_hub_module()

#: A fake ``/proc``: pid -> (uid, command line).
FAKE = {
    101: (0, ["/opt/other-env/bin/python", "/opt/other-env/bin/jupyter-lab", "--port=8888"]),
    102: (0, ["/usr/bin/python3", "-m", "jupyter_server", "--ip=0.0.0.0"]),
    103: (0, ["/srv/conda/bin/python", "-m", "ipykernel_launcher", "-f", "kernel-1.json"]),
    104: (1000, ["/home/ann/.venv/bin/python", "-m", "jupyterlab"]),
    105: (0, ["/usr/bin/python3", "-m", "http.server"]),
    106: (0, ["/usr/local/bin/jupyter", "notebook", "--allow-root"]),
    107: (0, ["/usr/bin/python3", "/usr/local/bin/jupyterhub-singleuser"]),
}


def fake_proc(folder: Path) -> Path:
    for pid, (uid, args) in FAKE.items():
        entry = folder / str(pid)
        entry.mkdir()
        (entry / "status").write_text(f"Name:\tpython\nUid:\t{uid}\t{uid}\t{uid}\t{uid}\n")
        (entry / "cmdline").write_bytes(b"\0".join(a.encode() for a in args) + b"\0")
    (folder / "self").mkdir()
    return folder


def test_every_root_jupyter_server_is_found_whatever_started_it(tmp_path):
    """A server of another environment, one started with ``-m``, ``jupyter notebook`` and a
    hub's single-user server, all root's; not a kernel, not another user's, not other Python."""
    assert hub.root_jupyter_servers(fake_proc(tmp_path)) == [101, 102, 106, 107]


#: A stand-in for a root Jupyter server, named as one: it listens on 127.0.0.1 and says its port.
SERVER = """\
import socket, sys, time
listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen()
print(listener.getsockname()[1], flush=True)
while True:
    connection, _ = listener.accept()
    connection.close()
"""


@contextlib.contextmanager
def server_named(folder: Path, name: str = "jupyter-server"):
    """A process run as this user (root, in the test) whose command line is a Jupyter
    server's, listening on 127.0.0.1: its pid and port."""
    script = folder / name
    script.write_text(SERVER)
    process = subprocess.Popen(
        [sys.executable, str(script), "--ip=127.0.0.1"], stdout=subprocess.PIPE, text=True
    )
    try:
        port = int(process.stdout.readline())
        yield process.pid, port
    finally:
        process.kill()
        process.wait()


@pytest.mark.skipif(os.geteuid() != 0, reason="a server run as root needs root to start")
def test_a_root_server_answering_on_127_0_0_1_stops_the_class_in_one_line(tmp_path):
    with server_named(tmp_path) as (pid, port):
        found = hub.root_jupyter_servers()
        assert pid in found
        reachable = hub.reachable_root_servers(found)
        assert port in reachable[pid]
        said = hub.root_servers_refusal({pid: reachable[pid]})
        assert f"port {port}" in said and str(pid) in said and "\n" not in said
        assert "--allow-root-servers" in said
        warning = hub.root_servers_warning(found)
        assert str(pid) in warning and "\n" not in warning
    assert pid not in hub.root_jupyter_servers()


def test_nothing_is_refused_with_no_root_server_answering():
    assert hub.root_servers_refusal({}) is None
    assert hub.root_servers_warning([]) is None


def test_main_refuses_to_start_beside_an_answering_root_server_unless_told(
    tmp_path, monkeypatch, capsys
):
    monkeypatch.setattr(hub, "problem", lambda args: None)
    monkeypatch.setattr(hub, "root_jupyter_servers", lambda: [4242])
    monkeypatch.setattr(hub, "reachable_root_servers", lambda pids: {4242: [8888]})
    started = []
    monkeypatch.setattr(hub, "private_folder", lambda path: started.append(path) or path)
    assert hub.main(["--state", str(tmp_path / "state")]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("hub: warning: a Jupyter server runs as root here (pid 4242)")
    assert err[1].startswith("hub: error: a Jupyter server runs as root and answers on port 8888")
    assert len(err) == 2 and started == []  # nothing made
    # told: it goes on past the check (to where the test stops it)
    monkeypatch.setattr(hub, "homes_folder", lambda path: (_ for _ in ()).throw(SystemExit(7)))
    with pytest.raises(SystemExit):
        hub.main(["--state", str(tmp_path / "state"), "--allow-root-servers"])
    assert started == [tmp_path / "state"]


def test_each_state_folder_gives_its_hub_a_prefix_of_its_own(tmp_path):
    first, second = (hub.default_prefix(tmp_path / name) for name in ("a", "b"))
    assert first != second and first == hub.default_prefix(tmp_path / "a")
    for prefix in (first, second):
        assert hub.PREFIX.fullmatch(prefix) and prefix.startswith("ll") and prefix.endswith("-")
        assert len(prefix + "x" * 20) <= 32  # with the longest name, within a user name's limit


@pytest.mark.skipif(os.geteuid() != 0, reason="making and removing users needs root")
def test_remove_users_removes_the_users_its_hub_made_and_no_other(tmp_path, capsys):
    prefix = f"llt{secrets.token_hex(3)}-"
    mine, other = prefix + "alice", prefix + "bob"  # bob: another hub's, same prefix even
    state = tmp_path / "state"
    state.mkdir()
    try:
        for name in (mine, other):
            subprocess.run(["useradd", "--no-create-home", name], check=True, capture_output=True)
        (state / hub.USERS).write_text(f"{mine}\n")
        assert hub.remove_users(state) == 0
        names = {user.pw_name for user in pwd.getpwall()}
        assert mine not in names and other in names
        assert hub.made_users(state) == []
        assert f"removed user {mine}" in capsys.readouterr().out
    finally:
        for name in (mine, other):
            subprocess.run(["userdel", name], capture_output=True)


def test_remove_users_of_a_hub_that_made_none_says_so(tmp_path, capsys):
    assert hub.remove_users(tmp_path) == 0
    assert "made no user" in capsys.readouterr().out


def test_the_config_lists_each_user_it_makes_where_remove_users_reads():
    config = (ROOT / "deploy" / "local" / "jupyterhub_config.py").read_text()
    assert f'USERS = "{hub.USERS}"' in config and '(STATE / USERS).open("a"' in config


def test_make_hub_names_no_fixed_user_prefix():
    makefile = (ROOT / "Makefile").read_text()
    recipe = makefile[makefile.index("\nhub:") :].split("\n\n")[0]
    assert "--user-prefix" not in recipe and "--state" in recipe
