"""JupyterHub for trying the class set-up on one machine: ``make hub`` (``deploy/local/hub.py``).

Any name logs in (a dummy login) and every student's server runs as this machine's user (the
local spawner): for trying only, never for a class on a network. Each student gets a copy of the
course (the notebooks of the language chosen at login, and the lecture app) in a folder of their
own, made when their server first starts; a copy already there is kept, so work is never lost.

Everything the hub writes (its database, cookie secret, the proxy's pid, the students' folders)
goes under ``LINKLAB_HUB_STATE``; ``hub.py`` sets it and the ports.
"""

import json
import os
import shutil
import sys
from pathlib import Path

from jupyterhub.auth import DummyAuthenticator

c = get_config()  # noqa: F821 -- given by JupyterHub when it reads this file

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
STATE = Path(os.environ.get("LINKLAB_HUB_STATE", ROOT / ".venv" / "hub")).resolve()
HOMES = STATE / "home"
LANGUAGES = {"en": ROOT / "notebooks", "zh": ROOT / "notebooks" / "zh"}
COURSE_FOLDER = {"en": "linklab", "zh": "linklab-zh"}  # in each student's home
FIRST_NOTEBOOK = "01-the-rule.ipynb"
NEWS_OFF = {
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False}
}
STATE.mkdir(parents=True, exist_ok=True)

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
c.JupyterHub.template_paths = [str(HERE / "templates")]
c.JupyterHub.template_vars = {
    "announcement_login": "For trying only: any name logs in, and every server runs as one "
    "user of this machine. 仅供试用：任何名字都能登录。"
}

# --- the log-in: any name, and the language of the course ------------------------------------
#: The language each student chose at their last log-in (the hub's memory only).
CHOSEN: dict[str, str] = {}


class CourseLogin(DummyAuthenticator):
    """Any name logs in, with the course's language from the form (``?lang=zh`` preselects it)."""

    async def authenticate(self, handler, data):
        name = await super().authenticate(handler, data)
        if name:
            lang = data.get("lang", "en")
            CHOSEN[name if isinstance(name, str) else name["name"]] = (
                lang if lang in LANGUAGES else "en"
            )
        return name


c.JupyterHub.authenticator_class = CourseLogin
c.Authenticator.allow_all = True
c.Authenticator.admin_users = {"teacher"}

# --- each student's server: the course, in their language, in a folder of their own ----------
c.JupyterHub.spawner_class = "jupyterhub.spawner.SimpleLocalProcessSpawner"
c.SimpleLocalProcessSpawner.home_dir_template = str(HOMES / "{username}")
c.Spawner.cmd = [sys.executable, "-m", "jupyterhub.singleuser"]
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
    *(["--ServerApp.allow_root=True"] if os.geteuid() == 0 else []),
]


def course_language(spawner) -> str:
    """``/hub/spawn?lang=zh`` first, then the language chosen at log-in, then English."""
    asked = spawner.user_options.get("lang")
    if isinstance(asked, list):
        asked = asked[0] if asked else None
    if asked in LANGUAGES:
        return asked
    return CHOSEN.get(spawner.user.name, "en")


def copy_course(lang: str, into: Path) -> None:
    """The notebooks of ``lang`` and the lecture app into ``into``; files already there stay."""
    import linklab.cli.app

    into.mkdir(parents=True, exist_ok=True)
    sources = [*sorted(LANGUAGES[lang].glob("*.ipynb")), linklab.cli.app.NOTEBOOK]
    for source in sources:
        target = into / source.name
        if not target.exists():
            shutil.copyfile(source, target)


def lab_settings(home: Path, lang: str) -> None:
    """JupyterLab's menus in the course's language, and no news pop-up over the notebook."""
    labconfig = home / ".jupyter" / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    (labconfig / "default_setting_overrides.json").write_text(json.dumps(NEWS_OFF))
    locale = home / ".jupyter/lab/user-settings/@jupyterlab/translation-extension"
    locale.mkdir(parents=True, exist_ok=True)
    chosen = {"locale": "zh_CN" if lang == "zh" else "default"}
    (locale / "plugin.jupyterlab-settings").write_text(json.dumps(chosen))


def prepare_student(spawner) -> None:
    lang = course_language(spawner)
    home = Path(spawner.home_dir)
    course = home / COURSE_FOLDER[lang]
    copy_course(lang, course)
    lab_settings(home, lang)
    (home / "exports").mkdir(exist_ok=True)
    spawner.notebook_dir = str(course)
    spawner.default_url = f"/lab/tree/{FIRST_NOTEBOOK}"
    spawner.environment = {
        "LINKLAB_LANG": lang,  # the package's messages in the course's language
        "LINKLAB_EXPORT_DIR": str(home / "exports"),
    }
    spawner.log.info("course (%s) for %s in %s", lang, spawner.user.name, course)


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
