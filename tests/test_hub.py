"""The trying-out JupyterHub (``make hub``): a login that means something, each student's work
their own, the language kept over a restart; students step a player in notebook 02 in their
own copy, open the lecture app; the hub stops by its pid.

Starts ``deploy/local/hub.py`` (what ``make hub`` runs) once for the module, on a free port,
with its state in a temporary folder and the students' users named ``llt<random>-<name>``
(deleted with their homes at the end, so the machine is left as found). The login, isolation
and restart tests speak HTTP and the kernel protocol to the hub; the others drive it with
Debian's chromium. Needs root (the hub makes a user of the machine per student), JupyterHub
(the ``hub`` extra) and configurable-http-proxy, which ``make`` installs into ``.venv/node/``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import http.cookiejar
import importlib.util
import json
import os
import pwd
import re
import secrets
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from pathlib import Path

import pytest

from benchmarks.browser_kit import free_port, wait_until
from linklab.site.build import CHROMIUM

ROOT = Path(__file__).resolve().parent.parent
HUB = ROOT / "deploy" / "local" / "hub.py"
NOTEBOOKS = ROOT / "notebooks"
PROXY = ROOT / ".venv" / "node" / "node_modules" / ".bin" / "configurable-http-proxy"
BFS_NOTEBOOK = "02-bfs-counts-turns.ipynb"
START = 180  # seconds for the hub to listen, a student's server to start, a notebook to run
STEP = 20  # seconds for the page to answer one action
ADMIN = "teacher"
#: The students' users of this run: never a name a person on this machine has.
PREFIX = f"llt{secrets.token_hex(3)}-"
#: The notebook in front is ``path`` and its kernel is idle.
KERNEL_IDLE = """(path) => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    if (!panel || !panel.context || panel.context.path !== path) return false;
    const kernel = panel && panel.sessionContext && panel.sessionContext.session
        && panel.sessionContext.session.kernel;
    return !!kernel && kernel.connectionStatus === "connected" && kernel.status === "idle";
}"""
#: The first output holding a player: a slider and a picture.
PLAYER = ".jp-OutputArea-output .linklab-player"
STDERR = ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"

pytestmark = [pytest.mark.slow]


def load_hub_module():
    spec = importlib.util.spec_from_file_location("linklab_hub_start", HUB)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def proxy_or_why() -> str | None:
    """Install configurable-http-proxy as ``make hub`` does when it is missing; why it cannot be."""
    if os.access(PROXY, os.X_OK):
        return None
    if shutil.which("make") is None:
        return "configurable-http-proxy is missing and make is not on PATH to install it"
    target = str(PROXY.relative_to(ROOT))
    done = subprocess.run(
        ["make", "-s", "-C", str(ROOT), target], capture_output=True, text=True, timeout=600
    )
    if done.returncode != 0 or not os.access(PROXY, os.X_OK):
        last = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["no output"]
        return f"make could not install configurable-http-proxy: {last[0]}"
    return None


def process_tree(pid: int) -> dict[int, tuple[str, str]]:
    """``pid`` and every process below it: pid -> (start time, command line), from /proc."""
    parents, found = {}, {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                parents[int(entry.name)] = (int(fields[1]), fields[19])
    todo = [pid]
    while todo:
        current = todo.pop()
        if current in parents:
            with contextlib.suppress(OSError):
                command = Path(f"/proc/{current}/cmdline").read_bytes().replace(b"\0", b" ")
                found[current] = (parents[current][1], command.decode(errors="replace"))
        todo.extend(child for child, (parent, _) in parents.items() if parent == current)
    return found


def processes_of(uid: int) -> list[int]:
    """The processes running as ``uid``, from /proc."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                if entry.stat().st_uid == uid:
                    found.append(int(entry.name))
    return found


def resident_mb(pids) -> float:
    total = 0
    for pid in pids:
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
    return total / 1024


def still_running(pid: int, started: str) -> bool:
    """Whether the process ``pid`` that started at ``started`` still runs (not a reused pid)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return False
    return fields[19] == started and fields[0] != "Z"


class Hub:
    """``deploy/local/hub.py`` on a free port, its state in ``folder``, its students' homes and
    their view of Python in a folder of /tmp that they may enter (a pytest folder is root's)."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.state = folder / "state"
        self.log = folder / "hub.log"
        self.open = Path(tempfile.mkdtemp(prefix="linklab-hub-test-", dir="/tmp"))
        os.chmod(self.open, 0o711)
        self.homes = self.open / "homes"
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.process = None

    def start(self) -> None:
        command = [
            sys.executable, str(HUB), "--port", str(self.port), "--state", str(self.state),
            "--homes", str(self.homes), "--user-prefix", PREFIX, "--admin", ADMIN,
            "--student-python", str(self.open / "python"),
            # a shared machine may run other root servers: the refusal has its own tests
            # (tests/test_hub_start.py); this run's own root server is warned of below
            "--allow-root-servers",
        ]  # fmt: skip
        # As `make hub &` starts it: a shell's background job has SIGINT ignored, and so would
        # the culler and the students' servers, unless the hub hears it again.
        before = signal.signal(signal.SIGINT, signal.SIG_IGN)
        try:
            with self.log.open("ab") as out:
                self.process = subprocess.Popen(
                    command,
                    cwd=self.folder,
                    env={**os.environ, "PYTHONPATH": str(ROOT)},
                    stdout=out,
                    stderr=subprocess.STDOUT,
                    start_new_session=True,
                )
        finally:
            signal.signal(signal.SIGINT, before)

        def up() -> bool:
            if self.process.poll() is not None:
                pytest.fail(f"the hub exited:\n{self.tail()}")
            with (
                contextlib.suppress(OSError),
                urllib.request.urlopen(f"{self.base}/hub/api/", timeout=2) as answer,
            ):
                return answer.status == 200
            return False

        wait_until(up, 60, "the hub to answer")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(90)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(10)

    def tail(self) -> str:
        return self.log.read_text(errors="replace")[-3000:]

    def password(self, name: str) -> str:
        which = "admin-password" if name == ADMIN else "class-password"
        return (self.state / which).read_text().strip()

    def account(self, name: str) -> pwd.struct_passwd:
        return pwd.getpwnam(PREFIX + name)

    def clean(self) -> None:
        """Every process and user of this run's students gone, and their homes."""
        for user in pwd.getpwall():
            if user.pw_name.startswith(PREFIX):
                for pid in processes_of(user.pw_uid):
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(pid, signal.SIGKILL)
                subprocess.run(["userdel", "--remove", user.pw_name], capture_output=True)
        shutil.rmtree(self.open, ignore_errors=True)


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    """The hub of ``make hub``, started once for the module; stopped, its users deleted after."""
    if os.geteuid() != 0:
        pytest.skip("the hub makes a user of this machine per student: run the tests as root")
    why = proxy_or_why()
    if why:
        pytest.fail(why)
    running = Hub(tmp_path_factory.mktemp("hub"))
    try:
        running.start()
        yield running
    finally:
        pid = running.process.pid if running.process else None
        running.stop()
        if pid:
            for child in process_tree(pid):  # none, unless the stop test failed
                with contextlib.suppress(ProcessLookupError):
                    os.kill(child, signal.SIGKILL)
        running.clean()
    assert not [u.pw_name for u in pwd.getpwall() if u.pw_name.startswith(PREFIX)]


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None  # a 302 is an answer to look at, not to follow


class Visitor:
    """One person's cookies on the hub, without a browser."""

    def __init__(self, base: str):
        self.base = base
        self.jar = http.cookiejar.CookieJar()
        cookies = urllib.request.HTTPCookieProcessor(self.jar)
        self.opener = urllib.request.build_opener(cookies, _NoRedirect)

    def request(self, path: str, data: bytes | None = None, headers=None, method=None, wait=STEP):
        """(status, body) of a request to the hub, given up after ``wait`` s (a hang guard)."""
        asked = urllib.request.Request(
            self.base + path, data=data, headers=headers or {}, method=method
        )
        try:
            with self.opener.open(asked, timeout=wait) as answer:
                return answer.status, answer.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode(errors="replace")

    def cookie(self, name: str) -> str | None:
        return next((cookie.value for cookie in self.jar if cookie.name == name), None)

    def log_in(self, name: str, password: str, lang: str = "en") -> tuple[int, str]:
        """The login form submitted: 302 when let in, 403 and the form's error otherwise;
        ``lang=""`` leaves the form's language at "as last time"."""
        self.request("/hub/login")
        fields = {"username": name, "password": password, "lang": lang}
        form = urllib.parse.urlencode({**fields, "_xsrf": self.cookie("_xsrf")}).encode()
        status, page = self.request("/hub/login", form)
        error = [line.strip() for line in page.splitlines() if 'class="login_error"' in line]
        return status, (error[0] if error else "")

    def token(self, name: str) -> str:
        """An API token of the logged-in user, asked for with their cookie."""
        headers = {"X-XSRFToken": self.cookie("_xsrf"), "Content-Type": "application/json"}
        body = json.dumps({"note": "tests/test_hub.py"}).encode()
        status, answer = self.request(f"/hub/api/users/{name}/tokens", body, headers)
        assert status == 201, (status, answer)
        return json.loads(answer)["token"]


def api(base: str, path: str, token: str, body=None, method=None, wait=STEP):
    """(status, the answer's JSON) of a request to the hub's API with ``token``."""
    data = None if body is None else json.dumps(body).encode()
    headers = {"Authorization": f"token {token}"}
    status, answer = Visitor(base).request(path, data, headers, method, wait)
    return status, (json.loads(answer) if answer.strip() else {})


def start_server(hub: Hub, name: str, token: str) -> None:
    """``name``'s server started through the hub's API, waited for until ready."""
    try:  # the hub answers once the server is up, or after its slow_spawn_timeout
        status, answer = api(hub.base, f"/hub/api/users/{name}/server", token, {}, "POST", START)
    except TimeoutError:
        pytest.fail(f"the hub did not answer {name}'s start in {START} s:\n{hub.tail()}")
    assert status in (201, 202), (status, answer, hub.tail())

    def ready() -> bool:
        server = api(hub.base, f"/hub/api/users/{name}", token)[1]["servers"].get("")
        if server is None:
            pytest.fail(f"{name}'s server did not start:\n{hub.tail()}")
        return server["ready"]

    wait_until(ready, START, f"{name}'s server", interval=0.5)


async def _execute(base: str, name: str, token: str, code: str) -> str:
    from tornado.httpclient import AsyncHTTPClient, HTTPRequest
    from tornado.websocket import websocket_connect

    headers = {"Authorization": f"token {token}"}
    client = AsyncHTTPClient()
    kernels = f"{base}/user/{name}/api/kernels"
    made = await client.fetch(kernels, method="POST", body="{}", headers=headers)
    kernel = json.loads(made.body)["id"]
    socket = await websocket_connect(
        HTTPRequest(f"ws{base[4:]}/user/{name}/api/kernels/{kernel}/channels", headers=headers)
    )
    asked = uuid.uuid4().hex
    content = {"code": code, "silent": False, "store_history": False}
    content.update(user_expressions={}, allow_stdin=False, stop_on_error=True)
    header = {"msg_id": asked, "msg_type": "execute_request", "username": name}
    header.update(session=uuid.uuid4().hex, version="5.3", date="")
    message = {"header": header, "parent_header": {}, "metadata": {}, "content": content}
    socket.write_message(json.dumps({**message, "channel": "shell", "buffers": []}))
    printed, error = [], None
    while True:
        answer = await socket.read_message()
        assert answer is not None, "the kernel's socket closed"
        answer = json.loads(answer)
        if answer.get("parent_header", {}).get("msg_id") != asked:
            continue
        kind = answer["msg_type"]
        if kind == "stream":
            printed.append(answer["content"]["text"])
        elif kind == "error":
            error = "\n".join(answer["content"]["traceback"])
        elif kind == "status" and answer["content"]["execution_state"] == "idle":
            break
    socket.close()
    await client.fetch(f"{kernels}/{kernel}", method="DELETE", headers=headers)
    assert error is None, error
    return "".join(printed)


def run_in_kernel(hub: Hub, name: str, token: str, code: str):
    """What ``code`` prints as JSON, run in a new kernel of ``name``'s own server."""

    def run() -> str:  # a thread of its own: the browser tests' Playwright holds this one's loop
        return asyncio.run(asyncio.wait_for(_execute(hub.base, name, token, code), START))

    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return json.loads(pool.submit(run).result())


#: Run in a student's kernel: each path tried as they would from their notebook.
PROBE = """
import json, os
def attempt(what, path):
    try:
        if what == "list":
            os.listdir(path)
        elif what == "read":
            open(path, "rb").read(1)
        else:
            with open(path, "a") as out:
                out.write("from a neighbour")
        return "done"
    except OSError as error:
        return type(error).__name__
tries = %s
print(json.dumps({"uid": os.getuid(), "cwd": os.getcwd(), "env": dict(os.environ),
                  "tries": [attempt(what, path) for what, path in tries]}))
"""


def probe(hub: Hub, name: str, token: str, tries: list[tuple[str, str]]) -> dict:
    return run_in_kernel(hub, name, token, PROBE % json.dumps(tries))


# --- the login -----------------------------------------------------------------------------------


def test_the_hub_refuses_to_start_without_root_or_with_a_bad_admin_name():
    module = load_hub_module()
    args = module.argparse.Namespace(
        admin=ADMIN, user_prefix="linklab-", port=8000, ip="127.0.0.1", proxy=PROXY,
        student_python=Path(sys.prefix) / "hub-python",
    )  # fmt: skip
    line = module.problem(args, euid=1000)
    assert "needs root" in line and "\n" not in line
    args.admin = "Teacher Smith"
    assert "--admin" in module.problem(args, euid=0)


def test_the_admin_has_a_password_of_their_own_and_students_the_class_password(hub):
    for name in ("admin-password", "class-password", "jupyterhub_cookie_secret"):
        assert stat.S_IMODE((hub.state / name).stat().st_mode) == 0o600, name
    assert stat.S_IMODE(hub.state.stat().st_mode) == 0o700
    assert hub.state.stat().st_uid == 0
    printed = hub.log.read_text(errors="replace")
    admin, students = hub.password(ADMIN), hub.password("anyone")
    assert admin != students and admin in printed and students in printed
    # the name "teacher" alone, or with the class password, is no longer the administrator
    assert Visitor(hub.base).log_in(ADMIN, students)[0] == 403
    assert Visitor(hub.base).log_in(ADMIN, "")[0] == 403
    assert Visitor(hub.base).log_in("frank", admin + "x")[0] == 403
    status, error = Visitor(hub.base).log_in("Frank Smith!", students)
    assert status == 403 and "a user name is 1 to 20 characters" in error, error
    teacher = Visitor(hub.base)
    assert teacher.log_in(ADMIN, admin)[0] == 302
    assert api(hub.base, "/hub/api/user", teacher.token(ADMIN))[1]["admin"] is True
    frank = Visitor(hub.base)
    assert frank.log_in("frank", students)[0] == 302
    assert api(hub.base, "/hub/api/user", frank.token("frank"))[1]["admin"] is False
    # the first log-in made frank a user of this machine: a home that is theirs alone
    account = hub.account("frank")
    home = Path(account.pw_dir)
    assert home.parent == hub.homes.resolve() and not home.is_relative_to(hub.state)
    assert (home.stat().st_uid, stat.S_IMODE(home.stat().st_mode)) == (account.pw_uid, 0o700)


# --- each student's work their own ---------------------------------------------------------


def test_the_hub_refuses_a_class_while_a_root_server_answers_unless_told(tmp_path):
    """``hub.py`` as ``make hub`` runs it, beside a root server named as Jupyter's listening on
    127.0.0.1: one line naming its pid and port, exit 1, no state made."""
    from tests.test_hub_start import server_named

    if os.geteuid() != 0:
        pytest.skip("the hub needs root, and so does a server run as root")
    why = proxy_or_why()
    if why:
        pytest.fail(why)
    state = tmp_path / "state"
    command = [sys.executable, str(HUB), "--port", str(free_port()), "--state", str(state)]
    with server_named(tmp_path) as (pid, port):
        done = subprocess.run(
            command,
            capture_output=True,
            text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            timeout=120,  # a hub that started would never end here
        )
    errors = [line for line in done.stderr.splitlines() if line.startswith("hub: error:")]
    assert done.returncode == 1 and len(errors) == 1, done.stderr
    said = errors[0]  # other root servers of this machine may be named beside it
    assert str(port) in said and str(pid) in said and "--allow-root-servers" in said
    assert not state.exists() and "linklab hub:" not in done.stdout


def test_the_hub_lists_each_user_it_makes_for_remove_users_and_only_those(hub):
    erin = Visitor(hub.base)
    assert erin.log_in("erin", hub.password("erin"))[0] == 302
    listed = (hub.state / "users").read_text().split()
    assert PREFIX + "erin" in listed and all(name.startswith(PREFIX) for name in listed)
    assert len(listed) == len(set(listed))  # made once, listed once
    assert stat.S_IMODE((hub.state / "users").stat().st_mode) & 0o077 == 0 or (
        stat.S_IMODE(hub.state.stat().st_mode) == 0o700
    )


def test_a_student_cannot_read_or_change_another_students_files_or_the_hubs_secrets(hub):
    tokens = {}
    for name, lang in (("alice", "en"), ("bob", "zh")):
        visitor = Visitor(hub.base)
        assert visitor.log_in(name, hub.password(name), lang)[0] == 302, hub.tail()
        tokens[name] = visitor.token(name)
        start_server(hub, name, tokens[name])
    alice, bob = hub.account("alice"), hub.account("bob")
    bob_home = Path(bob.pw_dir)
    bob_notebook = bob_home / "linklab-zh" / BFS_NOTEBOOK
    assert bob_notebook.is_file() and bob_notebook.stat().st_uid == bob.pw_uid
    secret = hub.state / "jupyterhub_cookie_secret"
    # the paths as alice would type them: bob's, the hub's, and `../../..` from her notebook
    alice_course = Path(alice.pw_dir) / "linklab"
    climb = os.path.relpath(secret, alice_course)
    tries = [
        ("list", str(bob_home)),
        ("read", str(bob_notebook)),
        ("write", str(bob_home / "from-alice.txt")),
        ("write", str(bob_notebook)),
        ("read", str(secret)),
        ("read", climb),
        ("list", str(hub.state)),
        ("read", str(hub.state / "jupyterhub.sqlite")),
        ("read", str(hub.state / "class-password")),
        ("write", str(hub.state / "languages.json")),
        ("list", str(hub.homes)),
    ]
    denied = ["PermissionError"] * len(tries)
    own = [("read", str(alice_course / BFS_NOTEBOOK)), ("write", str(Path(alice.pw_dir) / "mine"))]
    seen = run_in_kernel(
        hub,
        "alice",
        tokens["alice"],
        f"import os; os.chdir({str(alice_course)!r})\n" + PROBE % json.dumps(tries + own),
    )
    assert seen["uid"] == alice.pw_uid != bob.pw_uid
    assert dict(zip(map(tuple, tries), seen["tries"])) == dict(zip(map(tuple, tries), denied))
    assert seen["tries"][len(tries) :] == ["done", "done"]
    assert not (bob_home / "from-alice.txt").exists()
    # and bob, the other way round
    seen = probe(hub, "bob", tokens["bob"], [("list", alice.pw_dir), ("read", str(secret))])
    assert seen["uid"] == bob.pw_uid and seen["tries"] == ["PermissionError"] * 2
    assert seen["env"]["LINKLAB_LANG"] == "zh"
    assert seen["env"]["LINKLAB_EXPORT_DIR"] == str(bob_home / "exports")
    # every process of a student's server and kernels runs as that student
    for account in (alice, bob):
        mine = processes_of(account.pw_uid)
        assert mine
        print(f"{account.pw_name}: {resident_mb(mine):.0f} MB resident, server and kernels")


#: Run in a student's kernel, as a hostile student would: every token their user can read in
#: /proc, every port listening on this machine asked whether it is a Jupyter server (at ``/``
#: and at the other student's ``/user/<name>/``), and the servers of this run asked for their
#: files without a token and with each token found; what root's server shows in /proc.
SCAN = r"""
import concurrent.futures, http.client, json, os, re
from urllib.parse import urlparse
targets, root_pid, root_token, other = %s

def listening():
    ports = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            rows = open(table).read().splitlines()[1:]
        except OSError:
            continue
        for row in rows:
            fields = row.split()
            if fields[3] == "0A":
                ports.add(int(fields[1].rsplit(":", 1)[1], 16))
    return sorted(ports)

def readable(path):
    try:
        return open(path, "rb").read().decode(errors="replace")
    except OSError as error:
        return type(error).__name__

tokens = set()
for pid in filter(str.isdigit, os.listdir("/proc")):
    for part in ("cmdline", "environ"):
        text = readable(f"/proc/{pid}/{part}")
        tokens.update(re.findall(r"(?:token[=:]|TOKEN=)([A-Za-z0-9_-]{16,})", text))

def ask(port, path, token=None):
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=3)
        headers = {"Authorization": f"token {token}"} if token else {}
        connection.request("GET", path, headers=headers)
        answer = connection.getresponse()
        return answer.status, answer.read(2000).decode(errors="replace")
    except (OSError, http.client.HTTPException) as error:
        return type(error).__name__, ""

def jupyter_at(port_prefix):
    status, body = ask(*port_prefix[:1], port_prefix[1] + "api")
    return status == 200 and '"version"' in body

prefixes = ["/", f"/user/{other}/"]
candidates = [(port, prefix) for port in listening() for prefix in prefixes]
with concurrent.futures.ThreadPoolExecutor(32) as pool:
    found = [c for c, yes in zip(candidates, pool.map(jupyter_at, candidates)) if yes]
mine = urlparse(os.environ["JUPYTERHUB_SERVICE_URL"])
own = ask(mine.port, mine.path + "api/contents/", os.environ["JUPYTERHUB_API_TOKEN"])[0]
ours = [(port, prefix) for port, prefix in found if port in targets or prefix != "/"]
tries = [(port, prefix, token) for port, prefix in ours for token in [None, *sorted(tokens)]]
with concurrent.futures.ThreadPoolExecutor(16) as pool:
    answers = list(pool.map(lambda t: ask(t[0], t[1] + "api/contents/", t[2])[0], tries))
print(json.dumps({
    "found": found, "ours": ours, "tokens": len(tokens), "own": own,
    "answers": [[port, prefix, token is not None, status]
                for (port, prefix, token), status in zip(tries, answers)],
    "others": [c for c in found if c not in ours],
    "root_cmdline_has_token": root_token in readable(f"/proc/{root_pid}/cmdline"),
    "root_environ": "token" if root_token in readable(f"/proc/{root_pid}/environ")
                    else readable(f"/proc/{root_pid}/environ")[:40],
}))
"""


def ensure_server(hub: Hub, name: str, lang: str) -> str:
    """``name`` logged in and their server running: their API token."""
    visitor = Visitor(hub.base)
    assert visitor.log_in(name, hub.password(name), lang)[0] == 302, hub.tail()
    token = visitor.token(name)
    server = api(hub.base, f"/hub/api/users/{name}", token)[1]["servers"].get("")
    if not (server and server["ready"]):
        start_server(hub, name, token)
    return token


def test_no_other_jupyter_server_answers_a_students_kernel(hub, tmp_path):
    """Root's JupyterLab started as tests/test_browser.py starts it, and the other student's
    server: from alice's kernel neither gives a file, with no token or with any she can find."""
    from tests.test_browser import serving_jupyterlab

    tokens = {
        name: ensure_server(hub, name, lang) for name, lang in (("alice", "en"), ("bob", "zh"))
    }
    root = tmp_path / "root-files"
    root.mkdir()
    (root / "secret.txt").write_text("root's")
    env = {**os.environ}
    for folder in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[folder] = str(tmp_path / folder.lower())
    with serving_jupyterlab(env, root, tmp_path / "root-lab.log") as (base, root_token):
        root_port = int(base.rsplit(":", 1)[1])
        labs = {
            pid: command
            for pid, (_, command) in process_tree(os.getpid()).items()
            if "jupyterlab" in command and "ipykernel" not in command
        }
        root_pid = max(labs, key=lambda pid: (str(root) in labs[pid], pid))  # the newest
        # make hub's one-line warning names it
        warning = load_hub_module().root_servers_warning(load_hub_module().root_jupyter_servers())
        assert warning and str(root_pid) in warning and "\n" not in warning, warning
        seen = run_in_kernel(
            hub, "alice", tokens["alice"], SCAN % repr(([root_port], root_pid, root_token, "bob"))
        )
    print(
        f"found {len(seen['found'])} Jupyter servers from alice's kernel ({len(seen['ours'])} of "
        f"this run), {seen['tokens']} tokens readable; {len(seen['others'])} others: "
        f"{seen['others']}"
    )
    assert seen["own"] == 200  # the probe works: her own server answers her own token
    assert [root_port, "/"] in seen["ours"], seen["found"]  # root's server was reached...
    assert sum(prefix == "/user/bob/" for _, prefix in seen["ours"]) >= 1, seen["found"]  # bob's
    answered = [a for a in seen["answers"] if isinstance(a[3], int) and 200 <= a[3] < 300]
    assert answered == [], answered  # ...and refused every request, tokens or none
    assert not seen["root_cmdline_has_token"]
    assert seen["root_environ"] in ("PermissionError", "FileNotFoundError"), seen["root_environ"]


#: Run in a student's kernel: their menu language, changed to ``menus`` when given, and the
#: language their course folder (the working folder) and the package say.
MENUS = """
import json, os, pathlib
import linklab as ll
settings = pathlib.Path.home() / ".jupyter/lab/user-settings/@jupyterlab/translation-extension"
locale = settings / "plugin.jupyterlab-settings"
before = json.loads(locale.read_text())["locale"]
if %r:
    locale.write_text(json.dumps({"locale": %r}))
written = (pathlib.Path.cwd() / ".linklab-language").read_text().split()[0]
print(json.dumps({"menus": before, "written": written, "package": ll.i18n.language(),
                  "env": os.environ.get("LINKLAB_LANG")}))
"""


def test_the_login_form_starts_at_the_students_last_language():
    form = (ROOT / "deploy" / "local" / "templates" / "login.html").read_text(encoding="utf-8")
    options = [line.strip() for line in form.splitlines() if line.strip().startswith("<option")]
    assert options[0].startswith('<option value="" selected>'), options  # "as last time"
    assert sum(" selected" in option for option in options) == 1


def test_a_students_language_and_menus_stay_over_a_restart_and_a_plain_log_in(hub):
    erin = Visitor(hub.base)
    assert erin.log_in("erin", hub.password("erin"), "zh")[0] == 302
    token = erin.token("erin")
    start_server(hub, "erin", token)
    course = Path(hub.account("erin").pw_dir) / "linklab-zh"
    seen = run_in_kernel(
        hub,
        "erin",
        token,
        f"import os; os.chdir({str(course)!r})\n" + MENUS % ("default", "default"),
    )
    assert seen == {"menus": "zh_CN", "written": "zh", "package": "zh", "env": "zh"}, seen
    passwords = hub.password(ADMIN), hub.password("erin")
    hub.stop()  # erin chose English menus in her JupyterLab; then the hub restarts
    hub.start()
    assert (hub.password(ADMIN), hub.password("erin")) == passwords  # kept, not made anew
    again = Visitor(hub.base)
    assert again.log_in("erin", hub.password("erin"), "")[0] == 302  # a plain log-in
    token = again.token("erin")
    start_server(hub, "erin", token)
    seen = run_in_kernel(
        hub, "erin", token, f"import os; os.chdir({str(course)!r})\n" + MENUS % ("", "")
    )
    # the course still Chinese, her menus still the English she chose
    assert seen == {"menus": "default", "written": "zh", "package": "zh", "env": "zh"}, seen
    home = course.parent
    assert (home / "linklab-zh" / BFS_NOTEBOOK).is_file()
    assert not (home / "linklab").exists()
    api(hub.base, "/hub/api/users/erin/server", token, method="DELETE")
    languages = json.loads((hub.state / "languages.json").read_text(encoding="utf-8"))
    assert languages["erin"] == "zh"
    assert Visitor(hub.base).log_in("erin", hub.password("erin"), "en")[0] == 302  # a change
    languages = json.loads((hub.state / "languages.json").read_text(encoding="utf-8"))
    assert languages["erin"] == "en"


# --- in a browser ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def browser(hub, chromium_browser):
    if not Path(CHROMIUM).exists():
        pytest.skip("chromium not installed (make browser-deps)")
    return chromium_browser


def log_in(browser, hub: Hub, name: str, lang: str = "en", wait: bool = True):
    """A student's own browser, logged in through the hub's form, their JupyterLab open (or,
    without ``wait``, on its way: `lab_open` waits for it, so that two servers start at once)."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(STEP * 1000)
    page = context.new_page()
    base = hub.base
    page.goto(f"{base}/hub/login")
    assert page.input_value("#lang_input") == ""  # the form starts at "as last time"
    page.goto(f"{base}/hub/login?lang={lang}")
    assert page.input_value("#lang_input") == lang  # ?lang= chose the form's language
    page.fill("#username_input", name)
    page.fill("#password_input", hub.password(name))
    page.click("#login_submit")
    return lab_open(page, name) if wait else page


def lab_open(page, name: str):
    """``page`` once the hub has started ``name``'s server and sent the page to its JupyterLab."""
    page.wait_for_url(f"**/user/{name}/lab/**", timeout=START * 1000)
    return page


def step_the_player(page, base: str, name: str) -> tuple[str, str]:
    """Open notebook 02, run it, step its first player with the keyboard and the forward
    button; the picture before and after."""
    page.bring_to_front()  # a page in the background is not painted, nor its outputs shown
    # ?reset: a workspace of this notebook only (the course's first one would stay in front)
    page.goto(f"{base}/user/{name}/lab/tree/{BFS_NOTEBOOK}?reset")
    page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=START * 1000)
    page.wait_for_function(KERNEL_IDLE, arg=BFS_NOTEBOOK, timeout=START * 1000)
    # run up to the first player only: the cells after it (a search of 2,000 boards, a check of
    # 17,000 cases) would keep the kernel from answering the player's steps
    page.evaluate(RUN_TO_CELL, first_player_cell(NOTEBOOKS / BFS_NOTEBOOK))

    def player_shown() -> bool:
        errors = [t for t in page.locator(STDERR).all_inner_texts() if "Traceback" in t]
        assert not errors, errors[0][-2000:]
        return page.locator(PLAYER).count() > 0

    wait_until(player_shown, START, "a player in the outputs")
    player = page.locator(PLAYER).first
    image = player.locator(".linklab-player-image").first

    def in_view() -> bool:
        # JupyterLab leaves cells out of view unpainted, and the outputs the rest of the
        # notebook adds above the player move it: bring it into view until it is painted.
        player.evaluate("element => element.scrollIntoView({block: 'center'})")
        return image.is_visible()

    wait_until(in_view, START, "the player in view", interval=0.5)
    handle = player.locator("input.linklab-player-slider").first
    readout = player.locator(".linklab-player-readout").first

    def step() -> int:
        text = readout.inner_text().split("/")[0].strip()  # "k / n"
        return int(text) if text.isdigit() else -1

    handle.focus()
    page.keyboard.press("Home")
    wait_until(lambda: step() == 0, STEP, "Home to reach step 0")
    time.sleep(0.5)
    before = image.get_attribute("data-picture")
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    wait_until(lambda: step() == 3, STEP, "three steps by keyboard")
    wait_until(lambda: image.get_attribute("data-picture") != before, STEP, "the picture to follow")
    player.locator(".linklab-player-forward").first.click()
    wait_until(lambda: step() == 4, STEP, "the step button to step")
    return before, image.get_attribute("data-picture")


#: The notebook in front run from its first cell to cell ``last`` (counted from 0), included.
RUN_TO_CELL = """(last) => {
    const panel = window.jupyterapp.shell.currentWidget;
    panel.content.activeCellIndex = last + 1;
    return window.jupyterapp.commands.execute("notebook:run-all-above");
}"""


def first_player_cell(notebook: Path) -> int:
    """The place (from 0) of ``notebook``'s first cell that shows a trace player."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return next(
        place
        for place, cell in enumerate(cells)
        if cell["cell_type"] == "code" and "TracePlayer(" in "".join(cell["source"])
    )


def test_both_editions_show_their_first_player_in_the_same_cell():
    english = first_player_cell(NOTEBOOKS / BFS_NOTEBOOK)
    assert english == first_player_cell(NOTEBOOKS / "zh" / BFS_NOTEBOOK)
    assert english < len(json.loads((NOTEBOOKS / BFS_NOTEBOOK).read_text())["cells"]) // 2


def heading(notebook: Path) -> str:
    """A notebook's first markdown cell: the English and the Chinese edition's differ."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    first = next(cell for cell in cells if cell["cell_type"] == "markdown")
    return "".join(first["source"])


def keep_screenshot(page, name: str) -> None:
    folder = ROOT / "test-artifacts"
    folder.mkdir(exist_ok=True)
    with contextlib.suppress(Exception):
        page.screenshot(path=str(folder / f"hub-{name}.png"))


@pytest.mark.browser
def test_two_students_each_step_a_player_in_their_own_copy_in_their_language(hub, browser):
    base = hub.base
    students = {"alice": "en", "bob": "zh"}
    # both log in before either waits: their servers start side by side
    pages = {name: log_in(browser, hub, name, lang, wait=False) for name, lang in students.items()}
    try:
        for name, page in pages.items():
            lab_open(page, name)
        for name, page in pages.items():
            try:
                before, after = step_the_player(page, base, name)
            except BaseException:
                keep_screenshot(page, name)
                raise
            assert before != after
        # Each has a copy of their own, in the language they chose: the English and the
        # Chinese notebook 02, never the repository's.
        alice = Path(hub.account("alice").pw_dir) / "linklab" / BFS_NOTEBOOK
        bob = Path(hub.account("bob").pw_dir) / "linklab-zh" / BFS_NOTEBOOK
        assert alice.is_file() and bob.is_file()
        assert not (alice.parent.parent / "linklab-zh").exists()
        for copy, source in ((alice, NOTEBOOKS), (bob, NOTEBOOKS / "zh")):
            assert heading(copy) == heading(source / BFS_NOTEBOOK)
        assert heading(alice) != heading(bob)
        zh_page = pages["bob"]
        assert zh_page.locator(".lm-MenuBar-item", has_text="文件").count()  # JupyterLab in 中文
        assert pages["alice"].locator(".lm-MenuBar-item", has_text="File").count()
    finally:
        for page in pages.values():
            page.context.close()


@pytest.mark.browser
def test_a_student_opens_the_lecture_app_in_their_own_server(hub, browser):
    base = hub.base
    page = log_in(browser, hub, "carol")
    try:
        page.goto(f"{base}/user/carol/voila/render/lecture_app.ipynb", timeout=START * 1000)
        page.wait_for_function(
            "document.querySelectorAll('.linklab-game-grid .linklab-game-cell').length >= 200",
            timeout=START * 1000,
        )
        status = page.locator(".linklab-game-status")
        before = status.inner_text()
        page.locator(".linklab-game-hint").click()
        wait_until(lambda: page.locator(".linklab-game-hinted").count() == 2, STEP, "a hint")
        assert "moves made" in before
    finally:
        page.context.close()


def test_stopping_the_hub_by_its_pid_leaves_nothing_running(hub):
    process = hub.process
    tree = process_tree(process.pid)
    if not any("jupyterhub.singleuser" in command for _, command in tree.values()):
        dan = Visitor(hub.base)  # run alone: one student's server
        assert dan.log_in("dan", hub.password("dan"))[0] == 302
        start_server(hub, "dan", dan.token("dan"))
        tree = process_tree(process.pid)
    commands = [command for _, command in tree.values()]
    assert any("configurable-http-proxy" in command for command in commands), commands
    assert any("jupyterhub.singleuser" in command for command in commands), commands
    said_before = len(hub.log.read_bytes())
    os.kill(process.pid, signal.SIGTERM)
    process.wait(90)
    wait_until(
        lambda: not any(still_running(p, started) for p, (started, _) in tree.items()),
        30,
        "every process of the hub to end",
    )
    said = hub.log.read_bytes()[said_before:].decode(errors="replace")
    lines = [line for line in said.splitlines() if line.startswith("linklab hub: ")]
    print("\n".join(lines))
    # What it waited for, said as it waited; the culler heard SIGINT though the hub was started
    # with SIGINT ignored (a background job), so nobody waited out its 30 s.
    assert any("waiting for the service idle-culler (SIGINT; SIGTERM after" in x for x in lines)
    assert any(re.search(r"waiting for \d+ student server\(s\) \(", x) for x in lines), lines
    assert "linklab hub: the service idle-culler ended on SIGINT" in lines, lines
    assert lines[-1].startswith("linklab hub: stopped"), lines
