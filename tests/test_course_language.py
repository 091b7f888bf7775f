"""A course that keeps its language: which language wins, the course's written language read
however its notebooks run, and ``linklab course`` (its file, its Chinese menus, ``--ip``/``--port``
and SIGTERM)."""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import signal
import subprocess
import sys
import urllib.request
import warnings
from pathlib import Path

import pytest

from benchmarks.browser_kit import free_port, wait_until
from linklab import i18n
from linklab.cli.course_command import COURSE_FILE, LOCALE_SETTING, SETTINGS_FOLDER, copy_course
from linklab.cli.main import main

ROOT = Path(__file__).resolve().parent.parent
#: Printed by a plain Python run: the language in force and one catalogue word in it.
SAY = "import linklab as ll; print(ll.i18n.language(), ll.tr('Play'))"


@pytest.fixture(autouse=True)
def _nothing_chosen(monkeypatch):
    monkeypatch.delenv("LINKLAB_LANG", raising=False)
    i18n.clear_language()
    i18n.course_language.cache_clear()
    yield
    i18n.course_language.cache_clear()


def python_env(**extra: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key != "LINKLAB_LANG"}
    env["PYTHONPATH"] = str(ROOT)
    env.pop("MPLBACKEND", None)
    return {**env, **extra}


# --- which language wins -----------------------------------------------------------------------

CHOICES = [None, "en", "zh"]


@pytest.mark.parametrize(
    ("chosen", "written", "env"), list(itertools.product(CHOICES, CHOICES, [*CHOICES, "fr"]))
)
def test_the_learners_choice_then_the_course_file_then_linklab_lang(
    tmp_path, monkeypatch, chosen, written, env
):
    course = tmp_path / "course"
    (course / "deeper").mkdir(parents=True)
    if written:
        (course / COURSE_FILE).write_text(i18n.format_course_file(written), encoding="utf-8")
    if env:
        monkeypatch.setenv("LINKLAB_LANG", env)
    if chosen:
        i18n.set_language(chosen)
    monkeypatch.chdir(course / "deeper")  # a notebook in a folder of the course
    expected = chosen or written or (env if env in i18n.LANGUAGES else None) or "en"
    assert i18n.language() == expected


def test_a_course_file_naming_no_language_is_said_and_passed_over(tmp_path, monkeypatch):
    (tmp_path / COURSE_FILE).write_text("français\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LINKLAB_LANG", "zh")
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        assert i18n.language() == "zh"
    assert len(said) == 1 and COURSE_FILE in str(said[0].message), [str(w) for w in said]
    assert "names no language" in str(said[0].message)


def test_a_course_file_written_with_a_byte_order_mark_is_read(tmp_path, monkeypatch):
    (tmp_path / COURSE_FILE).write_bytes("\ufeffzh\r\n".encode())
    monkeypatch.chdir(tmp_path)
    assert i18n.language() == "zh"


# --- the copied course speaks its language however it is run -----------------------------------


def test_a_plain_python_run_in_the_copied_chinese_course_speaks_chinese(tmp_path):
    folder = tmp_path / "course"
    out = subprocess.run(
        [sys.executable, "-m", "linklab", "course", "--lang", "zh", "--no-lab", str(folder)],
        env=python_env(), capture_output=True, text=True, cwd=tmp_path, timeout=120,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    assert (folder / COURSE_FILE).read_text(encoding="utf-8").split()[0] == "zh"
    assert out.stdout.count("\n") == 1 and "; its language (zh) is written in" in out.stdout
    (folder / "mine").mkdir()
    for where, env in ((folder, {}), (folder / "mine", {"LINKLAB_LANG": "en"})):
        said = subprocess.run(
            [sys.executable, "-c", SAY], env=python_env(**env), cwd=where,
            capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        assert said.stdout.split() == ["zh", "播放"], (where, env, said.stderr)
    said = subprocess.run(  # the learner's own choice still wins
        [sys.executable, "-c", "import linklab as ll; ll.set_language('en'); print(ll.tr('Play'))"],
        env=python_env(), cwd=folder, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert said.stdout.strip() == "Play", said.stderr


@pytest.mark.slow
def test_nbconvert_runs_a_notebook_of_the_chinese_course_in_chinese(tmp_path):
    nbformat = pytest.importorskip("nbformat")
    folder = tmp_path / "course"
    copy_course("zh", folder)
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(SAY)])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    nbformat.write(notebook, folder / "mine.ipynb")
    done = subprocess.run(
        [sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute",
         "--output", "ran.ipynb", str(folder / "mine.ipynb")],
        env=python_env(LINKLAB_LANG="en"), cwd=tmp_path, capture_output=True, text=True,
        timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    ran = nbformat.read(folder / "ran.ipynb", as_version=4)
    printed = "".join(output.get("text", "") for output in ran.cells[0].outputs)
    assert printed.split() == ["zh", "播放"], ran.cells[0].outputs


# --- linklab course: one line for what it cannot do ---------------------------------------------


def run_cli(args: list[str], capsys) -> tuple[int, str]:
    status = main(args)
    captured = capsys.readouterr()
    return status, captured.err


def test_a_folder_holding_the_other_language_is_refused_and_kept(tmp_path, capsys):
    folder = tmp_path / "course"
    assert main(["course", "--lang", "zh", "--no-lab", str(folder)]) == 0
    before = {path.name: path.read_bytes() for path in folder.iterdir() if path.is_file()}
    status, error = run_cli(["course", "--lang", "en", "--no-lab", str(folder)], capsys)
    assert status == 2
    assert error.count("\n") == 1 and "holds the zh course" in error and "Traceback" not in error
    assert {path.name: path.read_bytes() for path in folder.iterdir() if path.is_file()} == before


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--port", "70000"], "expected a port 1..65535"),
        (["--port", "x"], "--port"),
        (["--ip", "no such host!"], "--ip 'no such host!' is neither"),
        (["--no-lab", "--port", "9000"], "--ip and --port go with JupyterLab"),
    ],
)
def test_a_bad_address_gets_one_line_and_exit_2(tmp_path, capsys, args, said):
    folder = tmp_path / "course"
    status, error = run_cli(["course", *args, str(folder)], capsys)
    assert status == 2 and said in error and "Traceback" not in error, error
    assert error.count("\n") == 1 and not folder.exists()


def test_a_port_in_use_is_refused_before_anything_is_copied(tmp_path, capsys):
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        status, error = run_cli(["course", "--port", str(port), str(tmp_path / "c")], capsys)
    assert status == 2 and f"port {port} is not free" in error
    assert not (tmp_path / "c").exists()


# --- linklab course: its JupyterLab --------------------------------------------------------------


def children_of(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                if int(fields[1]) == pid:
                    found.append(int(entry.name))
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads child processes from /proc")
def test_the_chinese_course_opens_jupyterlab_in_chinese_on_its_port_and_stops_on_sigterm(
    tmp_path,
):
    pytest.importorskip("jupyterlab")
    port, token = free_port(), "course-test-token"
    folder = tmp_path / "course"
    home = tmp_path / "home"
    home.mkdir()
    env = python_env(
        JUPYTER_TOKEN=token,  # the token in the environment, never on a command line
        HOME=str(home),
        JUPYTER_CONFIG_DIR=str(home / "config"),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
        JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"),
    )
    log = tmp_path / "course.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "linklab", "course", "--lang", "zh", str(folder),
             "--ip", "127.0.0.1", "--port", str(port)],
            env=env, cwd=tmp_path, stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
        )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:

        def up() -> bool:
            assert process.poll() is None, log.read_text(errors="replace")[-3000:]
            with contextlib.suppress(OSError), urllib.request.urlopen(f"{base}/api", timeout=2):
                return True
            return False

        wait_until(up, 120, "the course's JupyterLab on its port")
        lab = children_of(process.pid)
        assert lab, "JupyterLab runs as a child of linklab course"
        setting = "@jupyterlab/translation-extension:plugin"
        asked = urllib.request.Request(
            f"{base}/lab/api/settings/{setting}", headers={"Authorization": f"token {token}"}
        )
        with urllib.request.urlopen(asked, timeout=20) as answer:
            settings = json.loads(answer.read())
        assert settings["settings"]["locale"] == "zh_CN", settings
        written = folder / SETTINGS_FOLDER / LOCALE_SETTING
        assert json.loads(written.read_text(encoding="utf-8")) == {"locale": "zh_CN"}
        process.send_signal(signal.SIGTERM)  # to linklab course alone, not its group
        assert process.wait(60) == 143
        wait_until(lambda: not any(alive(pid) for pid in lab), 30, "JupyterLab to end")
        assert "stopping JupyterLab (SIGTERM)" in log.read_text(errors="replace")
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(10)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)


def test_a_learners_own_menu_language_in_the_course_is_kept(tmp_path):
    from linklab.cli.course_command import menu_settings

    folder = tmp_path / "course"
    copy_course("zh", folder)
    settings = menu_settings(folder, "zh")
    locale = settings / LOCALE_SETTING
    assert json.loads(locale.read_text(encoding="utf-8")) == {"locale": "zh_CN"}
    locale.write_text('{"locale": "default"}', encoding="utf-8")  # the learner chose English
    menu_settings(folder, "zh")
    assert json.loads(locale.read_text(encoding="utf-8")) == {"locale": "default"}


# --- the hubs keep a student's language ----------------------------------------------------------


def test_course_copy_writes_the_language_and_keeps_a_students_own_menus(tmp_path):
    srv, home = tmp_path / "srv", tmp_path / "home"
    for lang, source in (("en", ROOT / "notebooks"), ("zh", ROOT / "notebooks" / "zh")):
        (srv / lang).mkdir(parents=True)
        for notebook in sorted(source.glob("0[12]-*.ipynb")):
            (srv / lang / notebook.name).write_bytes(notebook.read_bytes())
    script = ROOT / "deploy" / "z2jh" / "course-copy.sh"
    locale = home / ".jupyter/lab/user-settings/@jupyterlab/translation-extension"
    locale = locale / "plugin.jupyterlab-settings"

    def start(lang: str) -> None:
        env = {"PATH": os.environ["PATH"], "HOME": str(home), "LINKLAB_COURSE": str(srv)}
        done = subprocess.run(
            ["sh", str(script)], env={**env, "LINKLAB_LANG": lang}, capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr

    start("zh")
    assert i18n.course_language(str(home / "linklab-zh")) == "zh"
    assert json.loads(locale.read_text()) == {"locale": "zh_CN"}
    locale.write_text('{"locale": "default"}')  # the student set English menus in JupyterLab
    start("zh")  # the next start of the same course keeps them
    assert json.loads(locale.read_text()) == {"locale": "default"}
    start("en")  # a change of course language sets the menus to it
    assert json.loads(locale.read_text()) == {"locale": "default"}
    i18n.course_language.cache_clear()
    assert i18n.course_language(str(home / "linklab")) == "en"
    start("zh")
    assert json.loads(locale.read_text()) == {"locale": "zh_CN"}


def test_the_local_hubs_start_keeps_a_students_own_menus(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "student_start", ROOT / "deploy" / "local" / "student_start.py"
    )
    start = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(start)
    home = tmp_path
    locale = home / ".jupyter/lab/user-settings/@jupyterlab/translation-extension"
    locale = locale / "plugin.jupyterlab-settings"
    folder = start.copy_course("zh", home)
    start.write_settings(home, "zh")
    assert i18n.course_language(str(folder)) == "zh"
    assert json.loads(locale.read_text()) == {"locale": "zh_CN"}
    locale.write_text('{"locale": "default"}')
    start.write_settings(home, "zh")
    assert json.loads(locale.read_text()) == {"locale": "default"}
    start.write_settings(home, "en")
    start.write_settings(home, "zh")
    assert json.loads(locale.read_text()) == {"locale": "zh_CN"}


def test_zero_to_jupyterhubs_form_starts_at_the_students_last_profile():
    yaml = pytest.importorskip("yaml")
    values = yaml.safe_load((ROOT / "deploy" / "z2jh" / "config.yaml").read_text(encoding="utf-8"))
    profiles = values["singleuser"]["profileList"]
    snippet = (ROOT / "deploy" / "z2jh" / "last-profile.py").read_text(encoding="utf-8")
    spawner_config = type("KubeSpawnerConfig", (), {"profile_list": profiles})()
    c = type("Config", (), {"KubeSpawner": spawner_config})()
    exec(compile(snippet, "last-profile.py", "exec"), {"get_config": lambda: c})
    profiles_for = c.KubeSpawner.profile_list
    assert callable(profiles_for)

    def default(user_options) -> list[str]:
        spawner = type("Spawner", (), {"user_options": user_options})()
        return [p["slug"] for p in profiles_for(spawner) if p.get("default")]

    assert default({}) == ["en"]  # the first start: the chart's default
    assert default({"profile": "zh"}) == ["zh"]
    assert default({"profile": "app-zh"}) == ["app-zh"]
    assert default({"profile": "gone"}) == ["en"]
    assert len({p["slug"] for p in profiles}) == len(profiles) == 4
