"""JupyterHub for trying the class set-up on one machine: ``make hub`` (``deploy/local/hub.py``).

For trying on one machine, not for a class on a network (deploy/README.md):

- **Each student's work is their own.** Each student's server runs as a user of this machine of
  their own, ``<prefix><name>`` (the hub's own prefix, ``ll3f2a-``), made on their first log-in
  (``useradd``, and listed in the state folder's ``users``), with a home that only
  they can enter (0700, theirs). The hub's own files (its database, cookie secret, the proxy's
  pid, the passwords, the languages chosen) are in the state folder, which only root enters.
- **A login that means something.** The administrator (``--admin``, ``make hub ADMIN=...``) logs
  in with a password of their own; every other name is a student, who logs in with the class
  password. ``hub.py`` makes both passwords on the first start, keeps them (0600) in the state
  folder and prints them at every start.
- **The language a student chose** at log-in is kept in the state folder (``languages.json``)
  and so survives a restart of the hub.

``hub.py`` sets the ``LINKLAB_HUB_*`` variables read below, makes the folders and refuses to
start unless it runs as root.
"""

import json
import os
import pwd
import re
import secrets
import subprocess
import sys
from pathlib import Path

from jupyterhub.auth import Authenticator
from jupyterhub.spawner import LocalProcessSpawner
from tornado import web

c = get_config()  # noqa: F821 -- given by JupyterHub when it reads this file

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
STATE = Path(os.environ.get("LINKLAB_HUB_STATE", ROOT / ".venv" / "hub")).resolve()
HOMES = Path(os.environ.get("LINKLAB_HUB_HOMES", "/home")).resolve()
PREFIX = os.environ.get("LINKLAB_HUB_USER_PREFIX", "linklab-")
ADMIN = os.environ.get("LINKLAB_HUB_ADMIN", "teacher")
ADMIN_PASSWORD = STATE / "admin-password"
CLASS_PASSWORD = STATE / "class-password"
USERS = "users"  # the users this hub made, one a line (hub.py's USERS)
LANGUAGES_FILE = STATE / "languages.json"
LANGUAGES = ("en", "zh")
COURSE_FOLDER = {"en": "linklab", "zh": "linklab-zh"}  # in each student's home
FIRST_NOTEBOOK = "01-the-rule.ipynb"
#: A student's name at log-in: what the hub calls them (/user/<name>/); their user on this
#: machine is PREFIX + name.
NAME = re.compile(r"[a-z][a-z0-9_-]{0,19}")
NAME_RULE = (
    "a user name is 1 to 20 characters: a lowercase letter first, then lowercase letters, "
    "digits, - or _"
)

# --- where it listens and what it writes ----------------------------------------------------
c.JupyterHub.ip = os.environ.get("LINKLAB_HUB_IP", "127.0.0.1")
c.JupyterHub.port = int(os.environ.get("LINKLAB_HUB_PORT", "8000"))
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = int(os.environ.get("LINKLAB_HUB_API_PORT", "8081"))
c.ConfigurableHTTPProxy.api_url = (
    f"http://127.0.0.1:{os.environ.get('LINKLAB_HUB_PROXY_API_PORT', '8001')}"
)
c.ConfigurableHTTPProxy.command = [os.environ.get("LINKLAB_HUB_PROXY", "configurable-http-proxy")]
c.ConfigurableHTTPProxy.pid_file = str(STATE / "jupyterhub-proxy.pid")
c.JupyterHub.db_url = f"sqlite:///{STATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(STATE / "jupyterhub_cookie_secret")
c.JupyterHub.cleanup_servers = True  # stopping the hub stops every student's server
c.JupyterHub.admin_access = False  # the administrator manages servers, never enters them
c.JupyterHub.template_paths = [str(HERE / "templates")]
c.JupyterHub.template_vars = {
    "announcement_login": "For trying on one machine: students log in with the class password "
    "that make hub printed. 仅供单机试用：学生用 make hub 打印的班级密码登录。"
}


# --- the log-in ---------------------------------------------------------------------------------
def read_secret(path: Path) -> str:
    return path.read_text(encoding="utf-8").strip()


def load_languages() -> dict:
    """The language each user chose at their last log-in: {name: "en" | "zh"}."""
    try:
        chosen = json.loads(LANGUAGES_FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return chosen if isinstance(chosen, dict) else {}


def remember_language(name: str, lang: str) -> None:
    """Keep ``name``'s language in the state folder (written whole, then renamed over)."""
    chosen = load_languages()
    if chosen.get(name) == lang:
        return
    chosen[name] = lang
    fresh = LANGUAGES_FILE.with_name(f".{LANGUAGES_FILE.name}.{secrets.token_hex(4)}")
    fd = os.open(fresh, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        json.dump(chosen, out, indent=1, sort_keys=True)
    os.replace(fresh, LANGUAGES_FILE)


def system_name(name: str) -> str:
    return PREFIX + name


def ensure_system_user(name: str) -> pwd.struct_passwd:
    """``name``'s user on this machine, made the first time: a home only they can enter."""
    account = system_name(name)
    try:
        found = pwd.getpwnam(account)
    except KeyError:
        home = HOMES / account
        made = subprocess.run(
            [
                "useradd",
                "--create-home",
                "--home-dir",
                str(home),
                "--shell",
                "/bin/bash",
                "--user-group",
                "--comment",
                f"linklab hub user {name}",
                account,
            ],
            capture_output=True,
            text=True,
        )
        if made.returncode != 0:
            why = (made.stderr or made.stdout).strip().splitlines()[-1:] or ["no output"]
            raise web.HTTPError(500, f"could not make the user {account}: {why[0]}") from None
        with (STATE / USERS).open("a", encoding="utf-8") as listed:  # what --remove-users removes
            listed.write(f"{account}\n")
        found = pwd.getpwnam(account)
    home = Path(found.pw_dir)
    home.mkdir(mode=0o700, exist_ok=True)
    os.chown(home, found.pw_uid, found.pw_gid, follow_symlinks=False)
    os.chmod(home, 0o700, follow_symlinks=False)
    return found


class CourseLogin(Authenticator):
    """The administrator with their password, students with the class password; the language."""

    async def authenticate(self, handler, data):
        name = (data.get("username") or "").strip().lower()
        if not NAME.fullmatch(name):
            # one clear line on the login form (JupyterHub shows an HTTPError's message there)
            raise web.HTTPError(403, f"{NAME_RULE}; {name[:24]!r} is not")
        password = data.get("password") or ""
        wanted = ADMIN_PASSWORD if name == ADMIN else CLASS_PASSWORD
        if not secrets.compare_digest(password.encode(), read_secret(wanted).encode()):
            return None  # "Invalid username or password"
        lang = data.get("lang")
        if lang in LANGUAGES:
            remember_language(name, lang)
        ensure_system_user(name)
        return name


c.JupyterHub.authenticator_class = CourseLogin
c.Authenticator.allow_all = True  # every name that knows the class password is a student
c.Authenticator.admin_users = {ADMIN}


# --- each student's server: as their own user, the course in their language ----------------
class StudentSpawner(LocalProcessSpawner):
    """JupyterHub's local spawner, each server run as ``PREFIX + name`` instead of ``name``."""

    @property
    def account(self) -> pwd.struct_passwd:
        return pwd.getpwnam(system_name(self.user.name))

    def make_preexec_fn(self, name):
        return super().make_preexec_fn(system_name(self.user.name))

    def user_env(self, env):
        account = self.account
        env.update(USER=account.pw_name, HOME=account.pw_dir, SHELL=account.pw_shell)
        return env

    async def move_certs(self, paths):  # internal TLS is off; never hand them to another user
        raise NotImplementedError("internal_ssl is not supported by this hub")


c.JupyterHub.spawner_class = StudentSpawner
# The student's own start: their copy of the course (made as them, in their home), then their
# server. Nothing the hub runs as root ever writes into a student's home.
c.Spawner.cmd = [
    os.environ.get("LINKLAB_HUB_PYTHON", sys.executable),
    str(HERE / "student_start.py"),
]
c.Spawner.start_timeout = 180  # a class arriving at once on a small machine starts slowly
c.Spawner.http_timeout = 180
c.Spawner.args = [
    # the lecture app at /user/<name>/voila/render/lecture_app.ipynb, as `linklab app` runs it
    "--VoilaConfiguration.strip_sources=True",
    "--VoilaConfiguration.theme=light",
    "--VoilaExecutor.iopub_timeout=60",
    # a kernel whose tab went away without a word is shut after 10 idle minutes
    "--MappingKernelManager.cull_idle_timeout=600",
    "--MappingKernelManager.cull_interval=60",
    "--MappingKernelManager.cull_connected=False",
    # window.jupyterapp for the page's own scripts: the browser tests drive JupyterLab with it
    "--LabApp.expose_app_in_browser=True",
]


def course_language(spawner) -> str:
    """``/hub/spawn?lang=zh`` first, then the language kept from the log-in, then English."""
    asked = spawner.user_options.get("lang")
    if isinstance(asked, list):
        asked = asked[0] if asked else None
    if asked in LANGUAGES:
        return asked
    kept = load_languages().get(spawner.user.name)
    return kept if kept in LANGUAGES else "en"


def prepare_student(spawner) -> None:
    lang = course_language(spawner)
    home = Path(ensure_system_user(spawner.user.name).pw_dir)
    spawner.notebook_dir = str(home / COURSE_FOLDER[lang])  # student_start.py makes it
    spawner.default_url = f"/lab/tree/{FIRST_NOTEBOOK}"
    spawner.environment = {
        "LINKLAB_LANG": lang,  # the package's messages and the course copy's language
        "LINKLAB_EXPORT_DIR": str(home / "exports"),
    }
    spawner.log.info("course (%s) for %s in %s", lang, spawner.user.name, home)


c.Spawner.pre_spawn_hook = prepare_student

# --- idle servers are stopped, as a class's hub does ----------------------------------------
c.JupyterHub.services = [
    {
        "name": "idle-culler",
        "command": [sys.executable, "-m", "jupyterhub_idle_culler", "--timeout=3600"],
    }
]
c.JupyterHub.load_roles = [
    {
        "name": "idle-culler",
        "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
        "services": ["idle-culler"],
    }
]
