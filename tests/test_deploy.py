"""deploy/: the Zero-to-JupyterHub values, the Littlest-JupyterHub recipe and the course copy,
checked as far as a machine without Kubernetes, Docker or TLJH allows.

Neither the chart's values schema nor TLJH's configuration schema comes in a package this
project can install, so the keys each file sets are checked against the documented
configuration references below (Zero to JupyterHub 4's "Configuration Reference", TLJH's
"Configurable options"): a misspelt key or one the chart does not have fails here.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import types
from pathlib import Path

import pytest

yaml = pytest.importorskip("yaml")

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy"
RESULTS = ROOT / "benchmarks" / "results"

#: Zero to JupyterHub 4's documented values (the keys this project sets, with their parents);
#: a leaf is a type, or ``dict`` for a free-form mapping (traitlets config, environment).
Z2JH_KEYS = {
    "hub": {"config": dict},
    "singleuser": {
        "image": {"name": str, "tag": str},
        "memory": {"guarantee": str, "limit": str},
        "cpu": {"guarantee": (int, float), "limit": (int, float)},
        "defaultUrl": str,
        "extraEnv": dict,
        "lifecycleHooks": dict,
        "profileList": list,
        "cmd": list,
        "storage": {"capacity": str},
    },
    "scheduling": {
        "userScheduler": {"enabled": bool},
        "podPriority": {"enabled": bool},
        "userPlaceholder": {"enabled": bool, "replicas": int},
    },
    "prePuller": {"continuous": {"enabled": bool}},
    "cull": {"enabled": bool, "timeout": int, "every": int, "maxAge": int},
}
#: The keys of a profileList entry KubeSpawner documents, and of its kubespawner_override used.
PROFILE_KEYS = {"display_name", "description", "default", "kubespawner_override", "slug"}
OVERRIDE_KEYS = {"environment", "default_url", "image", "mem_limit", "cpu_limit"}
#: TLJH's documented configuration (``tljh-config``), the keys this project sets.
TLJH_KEYS = {
    "users": {"admin": list},
    "limits": {"memory": str, "cpu": (int, float)},
    "services": {"cull": {"enabled": bool, "timeout": int, "every": int, "max_age": int}},
    "user_environment": {"default_app": str},
}


def unknown_keys(values, documented, where: str = "") -> list[str]:
    """Every key of ``values`` not in ``documented``, or of the wrong type, by its dotted path.

    >>> unknown_keys({"cull": {"enabled": True, "timout": 5}}, {"cull": {"enabled": bool}})
    ['cull.timout: not a documented key']
    >>> unknown_keys({"cull": {"enabled": "yes"}}, {"cull": {"enabled": bool}})
    ['cull.enabled: str, not bool']
    """
    found = []
    for key, value in values.items():
        path = f"{where}{key}"
        if key not in documented:
            found.append(f"{path}: not a documented key")
        elif isinstance(documented[key], dict):
            if not isinstance(value, dict):
                found.append(f"{path}: {type(value).__name__}, not a mapping")
            else:
                found.extend(unknown_keys(value, documented[key], f"{path}."))
        elif not isinstance(value, documented[key]) or (
            isinstance(value, bool) and documented[key] is not bool
        ):
            wanted = documented[key]
            names = "/".join(t.__name__ for t in wanted) if isinstance(wanted, tuple) else wanted
            found.append(f"{path}: {type(value).__name__}, not {getattr(names, '__name__', names)}")
    return found


def megabytes(quantity: str) -> float:
    """A Kubernetes or TLJH memory quantity in MB.

    >>> megabytes("400M"), megabytes("1G"), megabytes("1Gi")
    (400.0, 1000.0, 1073.741824)
    """
    number, unit = re.fullmatch(r"([\d.]+)\s*([KMGT]i?)", quantity).groups()
    scale = {"K": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "Ki": 2**10, "Mi": 2**20, "Gi": 2**30}
    return float(number) * scale[unit] / 1e6


def measured() -> list[dict]:
    """The newest hub load test's rows (benchmarks/load_hub.py)."""
    files = sorted(RESULTS.glob("load_hub-*.json"))
    if not files:
        pytest.fail("no benchmarks/results/load_hub-*.json: run benchmarks/load_hub.py")
    return json.loads(files[-1].read_text())


# --- Zero to JupyterHub ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def values() -> dict:
    return yaml.safe_load((DEPLOY / "z2jh" / "config.yaml").read_text(encoding="utf-8"))


def test_z2jh_values_set_only_documented_keys(values):
    assert unknown_keys(values, Z2JH_KEYS) == []
    for profile in values["singleuser"]["profileList"]:
        assert set(profile) <= PROFILE_KEYS, profile
        assert set(profile["kubespawner_override"]) <= OVERRIDE_KEYS, profile
    assert sum(bool(p.get("default")) for p in values["singleuser"]["profileList"]) == 1


def test_z2jh_limits_hold_what_the_load_test_measured(values):
    memory = values["singleuser"]["memory"]
    rows = measured()
    biggest = max(row["server_mb_max"] for row in rows)
    mean = max(row["server_mb_mean"] for row in rows)
    assert megabytes(memory["guarantee"]) >= mean, (memory, mean)
    assert megabytes(memory["limit"]) >= 2 * biggest, (memory, biggest)  # room for a 2nd kernel
    assert megabytes(memory["guarantee"]) <= megabytes(memory["limit"])
    cpu = values["singleuser"]["cpu"]
    assert 0 < cpu["guarantee"] <= cpu["limit"]


def test_z2jh_culls_idle_servers_and_offers_both_languages_and_the_app(values):
    assert values["cull"]["enabled"] and values["cull"]["timeout"] > 0
    urls = {
        p["kubespawner_override"]["environment"]["LINKLAB_LANG"]: p["kubespawner_override"]
        for p in values["singleuser"]["profileList"]
    }
    assert set(urls) == {"en", "zh"}
    defaults = [
        p["kubespawner_override"]["default_url"] for p in values["singleuser"]["profileList"]
    ]
    assert any("/linklab-zh/" in url for url in defaults)
    assert any(url.startswith("/voila/render/") for url in defaults)
    # every notebook a profile opens is one the image's course copy puts there
    names = {path.name for path in (ROOT / "notebooks").glob("*.ipynb")} | {"lecture_app.ipynb"}
    for url in defaults:
        assert url.rsplit("/", 1)[1] in names, url


# --- the course copy, in each student's server ------------------------------------------------


def course(tmp_path: Path) -> Path:
    """/srv/linklab as the image and the TLJH recipe lay it out."""
    srv = tmp_path / "srv"
    for lang, source in (("en", ROOT / "notebooks"), ("zh", ROOT / "notebooks" / "zh")):
        (srv / lang).mkdir(parents=True)
        for notebook in [*source.glob("*.ipynb"), ROOT / "linklab" / "lecture_app.ipynb"]:
            shutil.copyfile(notebook, srv / lang / notebook.name)
    return srv


@pytest.mark.skipif(shutil.which("sh") is None, reason="no POSIX shell")
def test_course_copy_gives_a_student_their_language_and_keeps_their_work(tmp_path):
    srv, home = course(tmp_path), tmp_path / "home"
    script = DEPLOY / "z2jh" / "course-copy.sh"

    def copy(lang: str) -> subprocess.CompletedProcess:
        env = {"PATH": os.environ["PATH"], "HOME": str(home), "LINKLAB_COURSE": str(srv)}
        env["LINKLAB_LANG"] = lang
        return subprocess.run(["sh", str(script)], env=env, capture_output=True, text=True)

    assert copy("zh").returncode == 0
    notebook = home / "linklab-zh" / "02-bfs-counts-turns.ipynb"
    assert "广度优先" in notebook.read_text(encoding="utf-8")
    assert (home / "linklab-zh" / "lecture_app.ipynb").is_file()
    settings = home / ".jupyter/lab/user-settings/@jupyterlab/translation-extension"
    assert json.loads((settings / "plugin.jupyterlab-settings").read_text()) == {"locale": "zh_CN"}
    notebook.write_text("my work", encoding="utf-8")
    again = copy("zh")  # the next start: the student's file stays, and the start succeeds
    assert again.returncode == 0, again.stderr
    assert notebook.read_text(encoding="utf-8") == "my work"
    assert copy("en").returncode == 0
    assert (home / "linklab" / "01-the-rule.ipynb").is_file()
    assert json.loads((settings / "plugin.jupyterlab-settings").read_text()) == {
        "locale": "default"
    }


# --- The Littlest JupyterHub ------------------------------------------------------------------


def test_tljh_config_sets_only_documented_keys_and_the_measured_limits():
    config = yaml.safe_load((DEPLOY / "tljh" / "config.yaml").read_text(encoding="utf-8"))
    assert unknown_keys(config, TLJH_KEYS) == []
    biggest = max(row["server_mb_max"] for row in measured())
    assert megabytes(config["limits"]["memory"]) >= 2 * biggest
    assert config["services"]["cull"]["enabled"]


def load_tljh_config():
    """deploy/tljh/linklab.py read as JupyterHub reads a file of jupyterhub_config.d."""
    from traitlets.config import Config, PyFileConfigLoader

    loader = PyFileConfigLoader("linklab.py", path=str(DEPLOY / "tljh"))
    config = loader.load_config()
    assert isinstance(config, Config)
    return config


def test_tljh_hooks_start_each_student_in_the_language_they_chose():
    spawner_config = load_tljh_config().Spawner
    assert 'name="lang"' in spawner_config.options_form
    options = spawner_config.options_from_form
    assert options({"lang": ["zh"]}) == {"lang": "zh"}
    assert options({"lang": ["fr"]}) == {"lang": "en"}  # anything else: English
    assert options({}) == {"lang": "en"}
    for lang, folder in (("zh", "linklab-zh"), ("en", "linklab")):
        spawner = types.SimpleNamespace(user_options={"lang": lang}, environment={})
        spawner_config.pre_spawn_hook(spawner)
        assert spawner.environment["LINKLAB_LANG"] == lang
        assert spawner.default_url == f"/lab/tree/{folder}/01-the-rule.ipynb"
    assert "linklab-course-copy" in " ".join(spawner_config.cmd)


# --- the single-user image's requirements ------------------------------------------------------


def image_requirements(into: Path) -> Path:
    """deploy/z2jh/requirements.txt with the image's /opt/linklab put right for this checkout."""
    text = (DEPLOY / "z2jh" / "requirements.txt").read_text(encoding="utf-8")
    assert "file:///opt/linklab" in text
    fixed = into / "requirements.txt"
    fixed.write_text(text.replace("file:///opt/linklab", ROOT.as_uri()), encoding="utf-8")
    return fixed


@pytest.mark.slow
def test_the_image_requirements_resolve_in_a_fresh_environment(tmp_path):
    """Resolved, not installed: resolving alone took minutes here (docs/teaching-app.md), and a
    full install and a run of the course in it longer than a CI run should spend on it."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    started = time.monotonic()
    done = subprocess.run(
        [
            str(venv / "bin" / "python"),
            "-m",
            "pip",
            "install",
            "--dry-run",
            "--quiet",
            "--report",
            str(tmp_path / "report.json"),
            "-r",
            str(image_requirements(tmp_path)),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads((tmp_path / "report.json").read_text())
    names = {item["metadata"]["name"].lower() for item in report["install"]}
    for needed in ("linklab", "jupyterlab", "ipywidgets", "voila", "jupyterhub", "anywidget"):
        assert needed in names, (needed, sorted(names))
    assert time.monotonic() - started < 600
