"""deploy/: the Zero-to-JupyterHub values, the Littlest-JupyterHub recipe and the course copy,
checked as far as a machine without Kubernetes, Docker or TLJH allows.

The chart's values are validated as helm does it: merged over the chart's defaults and checked
against its schema, both from the chart's folder named by ``--z2jh-chart`` (``make test
Z2JH=DIR``; CI names it; without it these checks are left out and the run says so in one line),
and the image's JupyterHub pin against the chart's appVersion. TLJH's configuration schema comes
in no package this project can install: the keys of tljh/config.yaml are checked against the ones
TLJH 2.0 reads (its ``tljh/configurer.py`` defaults and ``tljh/config_schema.py``), so a
misspelt key fails here.
"""

from __future__ import annotations

import copy
import json
import os
import re
import shutil
import subprocess
import sys
import types
from pathlib import Path

import pytest

yaml = pytest.importorskip("yaml")

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy"
RESULTS = ROOT / "benchmarks" / "results"
#: The chart deploy/z2jh/ is written for, and the JupyterHub it runs.
CHART_VERSION = "4.4.0"

#: Zero to JupyterHub 4's documented values (the keys this project sets, with their parents);
#: a leaf is a type, or ``dict`` for a free-form mapping (traitlets config, environment).
Z2JH_KEYS = {
    "hub": {"config": dict},
    "singleuser": {
        "image": {"name": str, "tag": str},
        "memory": {"guarantee": str, "limit": str},
        "cpu": {"guarantee": (int, float), "limit": (int, float)},
        "defaultUrl": str,
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
#: What TLJH 2.0 reads (``tljh-config``; its configurer's defaults and schema), the keys this
#: project sets.
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


def merged(defaults, values):
    """``values`` over ``defaults`` as helm merges a values file: mappings key by key, anything
    else replaced, a null removing the key.

    >>> merged({"a": {"b": 1, "c": 2}, "d": [1]}, {"a": {"b": 3, "c": None}, "d": [2]})
    {'a': {'b': 3}, 'd': [2]}
    """
    result = copy.deepcopy(defaults)
    for key, value in values.items():
        if value is None:
            result.pop(key, None)
        elif isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = merged(result[key], value)
        else:
            result[key] = copy.deepcopy(value)
    return result


def schema_errors(chart: Path, values) -> list[str]:
    """What the chart's schema finds wrong with ``values`` merged over its defaults."""
    import jsonschema

    defaults = yaml.safe_load((chart / "values.yaml").read_text(encoding="utf-8"))
    schema = yaml.safe_load((chart / "values.schema.yaml").read_text(encoding="utf-8"))
    validator = jsonschema.Draft7Validator(schema)
    found = validator.iter_errors(merged(defaults, values))
    return sorted(f"{'.'.join(map(str, e.absolute_path))}: {e.message}" for e in found)


def chart_app_version(chart: Path) -> str:
    """The chart's appVersion, as the chart folder's README.md records it from its Chart.yaml."""
    text = (chart / "README.md").read_text(encoding="utf-8")
    found = re.search(r'appVersion: "([\d.]+)"', text)
    assert found, f"{chart / 'README.md'} no longer names the chart's appVersion"
    return found.group(1)


@pytest.mark.z2jh_chart
def test_z2jh_values_validate_against_the_charts_schema_as_helm_does(z2jh_chart, values):
    assert schema_errors(z2jh_chart, values) == []
    # the check can fail: a key the chart does not have, or a value of the wrong type
    bad_key = {**values, "singleuser": {**values["singleuser"], "memry": {}}}
    assert schema_errors(z2jh_chart, bad_key)
    assert schema_errors(z2jh_chart, {**values, "cull": {**values["cull"], "timeout": "an hour"}})


@pytest.mark.z2jh_chart
def test_z2jh_names_its_chart_and_pins_the_image_to_the_jupyterhub_it_runs(z2jh_chart):
    app = chart_app_version(z2jh_chart)
    major_minor = ".".join(app.split(".")[:2])
    for text in (
        (DEPLOY / "z2jh" / "config.yaml").read_text(encoding="utf-8"),
        (DEPLOY / "z2jh" / "README.md").read_text(encoding="utf-8"),
    ):
        assert f"--version {CHART_VERSION}" in text
        assert f"appVersion {app}" in text or f"`appVersion` {app}" in text
    lines = (DEPLOY / "z2jh" / "requirements.txt").read_text(encoding="utf-8").splitlines()
    pins = [line for line in lines if re.match(r"jupyterhub\b", line)]
    assert pins == [f"jupyterhub=={major_minor}.*"], pins
    dockerfile = (DEPLOY / "z2jh" / "Dockerfile").read_text(encoding="utf-8")
    base = re.search(r"^ARG BASE_IMAGE=(\S+)$", dockerfile, re.M).group(1)
    assert re.fullmatch(r"[\w./-]+/minimal-notebook:\d{4}-\d{2}-\d{2}", base), base


def test_the_image_keeps_out_local_state_and_sets_the_export_folder_for_every_profile(values):
    dockerfile = (DEPLOY / "z2jh" / "Dockerfile").read_text(encoding="utf-8")
    copies = [line.split()[1:] for line in dockerfile.splitlines() if line.startswith("COPY ")]
    assert copies and all(source not in (".", "./") for copy in copies for source in copy[:-1])
    ignored = (DEPLOY / "z2jh" / "Dockerfile.dockerignore").read_text(encoding="utf-8")
    patterns = {line.strip() for line in ignored.splitlines() if line.strip()[:1] not in "#"}
    assert {".venv", ".git", "site", "handouts", "exports"} <= patterns, patterns
    assert re.search(r"^ENV LINKLAB_EXPORT_DIR=/home/jovyan/exports", dockerfile, re.M)
    singleuser = values["singleuser"]
    assert "lifecycleHooks" not in singleuser  # no postStart racing the server's start
    assert singleuser["cmd"][:2] == ["linklab-course-copy", "jupyterhub-singleuser"]
    assert "/usr/local/bin/linklab-course-copy" in dockerfile
    for profile in singleuser["profileList"]:  # none may set or drop the export folder
        assert "LINKLAB_EXPORT_DIR" not in profile["kubespawner_override"].get("environment", {})
    assert "LINKLAB_EXPORT_DIR" not in singleuser.get("extraEnv", {})


def test_z2jh_profiles_open_the_lecture_app_in_each_language(values):
    opened = {
        (
            p["kubespawner_override"]["environment"]["LINKLAB_LANG"],
            p["kubespawner_override"]["default_url"],
        )
        for p in values["singleuser"]["profileList"]
    }
    assert ("en", "/voila/render/linklab/lecture_app.ipynb") in opened
    assert ("zh", "/voila/render/linklab-zh/lecture_app.ipynb") in opened


# --- the course copy, in each student's server ------------------------------------------------


def lecture_app() -> Path:
    import linklab.cli.app as app

    return Path(app.NOTEBOOK)


def course(tmp_path: Path) -> Path:
    """/srv/linklab as the image and the TLJH recipe lay it out."""
    srv = tmp_path / "srv"
    for lang, source in (("en", ROOT / "notebooks"), ("zh", ROOT / "notebooks" / "zh")):
        (srv / lang).mkdir(parents=True)
        for notebook in [*source.glob("*.ipynb"), lecture_app()]:
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
    env = {"PATH": os.environ["PATH"], "HOME": str(home), "LINKLAB_COURSE": str(srv)}
    then = subprocess.run(  # the single-user command: the copy, then the server it names
        ["sh", str(script), "sh", "-c", 'echo "server $LINKLAB_LANG"'],
        env={**env, "LINKLAB_LANG": "zh"}, capture_output=True, text=True,
    )  # fmt: skip
    assert then.returncode == 0 and then.stdout == "server zh\n", then
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
    assert spawner_config.cmd[0] == "/usr/local/bin/linklab-course-copy"  # then the server
    assert spawner_config.cmd[1].endswith("/jupyterhub-singleuser")


def test_tljh_recipe_bootstraps_for_real_and_names_both_editions_paths():
    text = (DEPLOY / "tljh" / "README.md").read_text(encoding="utf-8")
    assert "<TLJH" not in text and "<bootstrap" not in text  # no placeholder left
    bootstrap = "curl -L https://tljh.jupyter.org/bootstrap.py | sudo -E python3 - --admin teacher"
    assert bootstrap in text
    config = yaml.safe_load((DEPLOY / "tljh" / "config.yaml").read_text(encoding="utf-8"))
    assert config["users"]["admin"] == ["teacher"]  # the same administrator as the bootstrap
    assert config["user_environment"]["default_app"] in ("jupyterlab", "classic")  # TLJH's enum
    for folder in ("linklab", "linklab-zh"):
        assert f"/user/<name>/voila/render/{folder}/lecture_app.ipynb" in text
        assert f"`~/{folder}/`" in text
    assert "sudo cp notebooks/*.ipynb" in text and "sudo cp notebooks/zh/*.ipynb" in text
    assert "a.NOTEBOOK" in text  # the lecture app found through the package, wherever it lives


# --- the single-user image's requirements ------------------------------------------------------


#: Run in the image's environment: the command line on a sample case, a notebook's player and an
#: exercise check in a kernel of that environment, and the lecture app's notebook found.
COURSE_RUN = """
import json, subprocess, sys
from pathlib import Path
import nbformat
from nbclient import NotebookClient

import linklab as ll
print("linklab", ll.__file__)
judged = subprocess.run([sys.executable, "-m", "linklab", "judge", "hdu1175"],
                        input="3 4\\n1 2 3 4\\n0 0 0 0\\n4 3 2 1\\n1\\n1 1 3 4\\n0 0\\n",
                        capture_output=True, text=True, check=True)
print("judge", judged.stdout.strip())
nb = nbformat.read(sys.argv[1], as_version=4)
# up to its comparison player: two exercise checks and both kinds of player (the rest, a search
# of 2,000 boards and a check of 17,000 cases, runs in tests/test_notebooks.py)
last = next(i for i, c in enumerate(nb.cells) if "ll.widgets.ComparePlayer(" in c.source)
nb.cells = nb.cells[: last + 1]
NotebookClient(nb, timeout=300, kernel_name="python3").execute()
players = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs
           if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
checks = [o for c in nb.cells if c.cell_type == "code" and "ll.exercises.check(" in c.source
          for o in c.outputs if "text/html" in o.get("data", {})]
print("widgets", len(players), "checks", len(checks))
print("kernel", sys.prefix)
"""


@pytest.mark.slow
def test_the_image_requirements_install_and_run_the_course_in_a_fresh_environment(
    installed_wheel, tmp_path
):
    """The single-user image's Python packages, installed into an empty virtual environment as
    the image does (the package from a wheel of this checkout): the command line judges, and
    notebook 02 runs up to its comparison player in a kernel of that environment, its players
    and exercise checks shown (`tests/test_packaging.py` runs notebook 01 whole there)."""
    _, venv, environment = installed_wheel
    python = str(venv / "bin" / "python")
    listed = subprocess.run(
        # the venv has no pip of its own (conftest's installed_wheel): this one reads it
        [sys.executable, "-m", "pip", "--python", python, "list", "--format", "json"],
        capture_output=True,
        text=True,
    )
    names = {item["name"].lower() for item in json.loads(listed.stdout)}
    for needed in ("linklab", "jupyterlab", "ipywidgets", "voila", "jupyterhub", "anywidget"):
        assert needed in names, (needed, sorted(names))
    script = tmp_path / "course_run.py"
    script.write_text(COURSE_RUN, encoding="utf-8")
    notebook = ROOT / "notebooks" / "02-bfs-counts-turns.ipynb"
    ran = subprocess.run(
        [python, str(script), str(notebook)],
        capture_output=True,
        text=True,
        timeout=900,
        cwd=tmp_path,
        env=environment,
    )
    assert ran.returncode == 0, ran.stderr[-3000:]
    lines = dict(line.split(" ", 1) for line in ran.stdout.splitlines())
    assert lines["linklab"].startswith(str(venv)), lines  # the installed copy, not the checkout
    assert lines["judge"] == "YES", lines
    widgets, checks = lines["widgets"].split()[0], lines["widgets"].split()[2]
    assert int(widgets) > 0 and int(checks) > 0, lines
