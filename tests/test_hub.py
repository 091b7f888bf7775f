"""The trying-out JupyterHub (``make hub``): students log in, get their own copy of the course in
their language, step a player in notebook 02, open the lecture app; the hub stops by its pid.

Starts ``deploy/local/hub.py`` (what ``make hub`` runs) on a free port with its files in a
temporary folder, and drives it with Debian's chromium. Needs JupyterHub (the ``hub`` extra) and
configurable-http-proxy, which ``make`` installs into ``.venv/node/`` with npm.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from browser_kit import free_port, wait_until

ROOT = Path(__file__).resolve().parent.parent
HUB = ROOT / "deploy" / "local" / "hub.py"
NOTEBOOKS = ROOT / "notebooks"
PROXY = ROOT / ".venv" / "node" / "node_modules" / ".bin" / "configurable-http-proxy"
CHROMIUM = Path("/usr/bin/chromium")
BFS_NOTEBOOK = "02-bfs-counts-turns.ipynb"
START = 180  # seconds for the hub to listen, a student's server to start, a notebook to run
STEP = 20  # seconds for the page to answer one action
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

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def proxy_or_why() -> str | None:
    """Install configurable-http-proxy as ``make hub`` does when it is missing; why it cannot be."""
    if os.access(PROXY, os.X_OK):
        return None
    missing = [tool for tool in ("node", "npm", "make") if shutil.which(tool) is None]
    if missing:
        return f"configurable-http-proxy needs {' and '.join(missing)}, not found on PATH"
    target = str(PROXY.relative_to(ROOT))
    done = subprocess.run(
        ["make", "-s", "-C", str(ROOT), target], capture_output=True, text=True, timeout=300
    )
    if done.returncode != 0 or not os.access(PROXY, os.X_OK):
        last = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["no output"]
        return f"npm could not install configurable-http-proxy: {last[0]}"
    return None


def _skip_reason() -> str | None:
    if not CHROMIUM.exists():
        return "chromium not installed (make browser-deps)"
    try:
        import jupyterhub  # noqa: F401
        import playwright  # noqa: F401
    except ImportError as missing:
        return f"{missing.name} not installed (pip install -e '.[hub,test]')"
    return proxy_or_why()


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


def still_running(pid: int, started: str) -> bool:
    """Whether the process ``pid`` that started at ``started`` still runs (not a reused pid)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return False
    return fields[19] == started and fields[0] != "Z"


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    """The hub of ``make hub`` on a free port: (base URL, process, its state folder)."""
    why = _skip_reason()
    if why:
        pytest.skip(why)
    state = tmp_path_factory.mktemp("hub")
    port = free_port()
    log = state / "hub.log"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, str(HUB), "--port", str(port), "--state", str(state / "files")],
            cwd=state,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    base = f"http://127.0.0.1:{port}"

    def up() -> bool:
        if process.poll() is not None:
            pytest.fail(f"the hub exited:\n{log.read_text(errors='replace')[-3000:]}")
        with (
            contextlib.suppress(OSError),
            urllib.request.urlopen(f"{base}/hub/api/", timeout=2) as answer,
        ):
            return answer.status == 200
        return False

    try:
        wait_until(up, 60, "the hub to answer")
        yield base, process, state / "files"
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
        for pid in process_tree(process.pid):  # none, unless the stop test failed
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


@pytest.fixture(scope="module")
def browser(hub, chromium_browser):
    return chromium_browser


def log_in(browser, base: str, name: str, lang: str = "en"):
    """A student's own browser, logged in through the hub's form, their JupyterLab open."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(STEP * 1000)
    page = context.new_page()
    page.goto(f"{base}/hub/login" + ("?lang=zh" if lang == "zh" else ""))
    assert page.input_value("#lang_input") == lang  # ?lang= chose the form's language
    page.fill("#username_input", name)
    page.click("#login_submit")
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
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")

    def player_shown() -> bool:
        errors = [t for t in page.locator(STDERR).all_inner_texts() if "Traceback" in t]
        assert not errors, errors[0][-2000:]
        return page.locator(PLAYER).count() > 0

    wait_until(player_shown, START, "a player in the outputs")
    player = page.locator(PLAYER).first
    image = player.locator("img.linklab-player-image").first

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
    before = image.get_attribute("src")
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    wait_until(lambda: step() == 3, STEP, "three steps by keyboard")
    wait_until(lambda: image.get_attribute("src") != before, STEP, "the picture to follow")
    player.locator(".linklab-player-forward").first.click()
    wait_until(lambda: step() == 4, STEP, "the step button to step")
    return before, image.get_attribute("src")


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


def test_two_students_each_step_a_player_in_their_own_copy_in_their_language(hub, browser):
    base, _, files = hub
    students = {"alice": "en", "bob": "zh"}
    pages = {name: log_in(browser, base, name, lang) for name, lang in students.items()}
    try:
        for name, page in pages.items():
            try:
                before, after = step_the_player(page, base, name)
            except BaseException:
                keep_screenshot(page, name)
                raise
            assert before != after
        # Each has a copy of their own, in the language they chose: the English and the
        # Chinese notebook 02, never the repository's.
        alice = files / "home" / "alice" / "linklab" / BFS_NOTEBOOK
        bob = files / "home" / "bob" / "linklab-zh" / BFS_NOTEBOOK
        assert alice.is_file() and bob.is_file()
        assert not (files / "home" / "alice" / "linklab-zh").exists()
        for copy, source in ((alice, NOTEBOOKS), (bob, NOTEBOOKS / "zh")):
            assert heading(copy) == heading(source / BFS_NOTEBOOK)
        assert heading(alice) != heading(bob)
        zh_page = pages["bob"]
        assert zh_page.locator(".lm-MenuBar-item", has_text="文件").count()  # JupyterLab in 中文
        assert pages["alice"].locator(".lm-MenuBar-item", has_text="File").count()
    finally:
        for page in pages.values():
            page.context.close()


def test_a_student_opens_the_lecture_app_in_their_own_server(hub, browser):
    base, _, _ = hub
    page = log_in(browser, base, "carol")
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


def test_stopping_the_hub_by_its_pid_leaves_nothing_running(hub, browser):
    base, process, _ = hub
    tree = process_tree(process.pid)
    if not any("jupyterhub.singleuser" in command for _, command in tree.values()):
        log_in(browser, base, "dan").context.close()  # run alone: one student's server
        tree = process_tree(process.pid)
    commands = [command for _, command in tree.values()]
    assert any("configurable-http-proxy" in command for command in commands), commands
    assert any("jupyterhub.singleuser" in command for command in commands), commands
    os.kill(process.pid, signal.SIGTERM)
    process.wait(60)
    wait_until(
        lambda: not any(still_running(p, started) for p, (started, _) in tree.items()),
        30,
        "every process of the hub to end",
    )
