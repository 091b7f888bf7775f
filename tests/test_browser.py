"""End to end in a real browser: a trace player in JupyterLab, and the lecture app in Voilà.

Headless Debian chromium, driven by Playwright's sync API (never a browser Playwright
downloads). JupyterLab gets a temporary copy of ``notebooks/`` as its root, token auth, and
temporary config, settings, workspace and runtime folders, where its news and update pop-up is
turned off (``labconfig/default_setting_overrides.json`` in a temporary ``JUPYTER_CONFIG_DIR``),
so nothing is written into the venv or the home folder. The app runs as ``python -m linklab app
--no-browser``. Every wait has a timeout, every server is stopped in a ``finally``, and a failing
test leaves a screenshot of its page in ``test-artifacts/``.

The tests are skipped only when ``/usr/bin/chromium`` or the ``playwright`` package is missing.
"""

from __future__ import annotations

import contextlib
import json
import os
import platform
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from benchmarks import browser_kit
from linklab.site import lab_server

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
BFS_NOTEBOOK = "02-bfs-counts-turns.ipynb"
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = Path(browser_kit.CHROMIUM)
CHROMIUM_FLAGS = browser_kit.CHROMIUM_FLAGS
free_port = browser_kit.free_port
START = 60  # seconds for a server to listen, a kernel to start or a notebook to run
STEP = 15  # seconds for the page to answer one action (ms below, as Playwright counts)
STDERR = ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
KERNEL_IDLE = """() => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const context = panel && panel.sessionContext;
    const kernel = context && context.session && context.session.kernel;
    return !!kernel && kernel.connectionStatus === "connected" && kernel.status === "idle";
}"""

#: The notebook used when the course's BFS notebook is not there: a TracePlayer on a small board.
STAND_IN = [
    "import linklab as ll\nfrom linklab.widgets import TracePlayer",
    'board = ll.parse_board("A * * * B\\n* C C * *\\nB * * * A")\n'
    "player = TracePlayer(board, ll.bfs_events(board, (0, 0), (2, 4)), ll.Rules())\n"
    "player",
]


def _missing() -> str | None:
    if not CHROMIUM.exists():
        return f"{CHROMIUM} is missing (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is missing (pip install playwright)"
    return None


browser_test = pytest.mark.skipif(_missing() is not None, reason=_missing() or "")


def wait_until(check, timeout: float, what: str, interval: float = 0.2, seen=None):
    """`browser_kit.wait_until`, failing the test when it times out (saying what ``seen()``
    returns then, when given: what the page showed instead)."""
    try:
        return browser_kit.wait_until(check, timeout, what, interval)
    except TimeoutError as late:
        pytest.fail(f"{late}; seen: {seen()}" if seen is not None else str(late))


def tail(path: Path, lines: int = 30) -> str:
    with contextlib.suppress(OSError):
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    return ""


def stop_server(process: subprocess.Popen, sig: int = signal.SIGTERM, timeout: float = 60) -> None:
    """Signal the server's whole process group, then kill what is left after ``timeout``
    seconds (a hang guard: a busy machine's app may take many seconds to stop its kernels)."""
    browser_kit.stop(process, sig, timeout)


# --- fixtures -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def browser(chromium_browser):
    return chromium_browser


@pytest.fixture
def page(browser, request):
    """A fresh page; a screenshot of it goes to test-artifacts/ when the test fails."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(STEP * 1000)
    page = context.new_page()
    failed_before = request.session.testsfailed
    try:
        yield page
    finally:
        # The call's report is in by now: a failure has been counted.
        if request.session.testsfailed > failed_before:
            ARTIFACTS.mkdir(exist_ok=True)
            with contextlib.suppress(Exception):
                page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
        context.close()


@pytest.fixture(scope="session")
def jupyter_env(tmp_path_factory):
    """Environment for Jupyter servers: every folder they write to is temporary."""
    return lab_server.lab_env(tmp_path_factory.mktemp("jupyter"))


@pytest.fixture(scope="session")
def notebook_root(tmp_path_factory):
    """A copy of notebooks/ (JupyterLab may save what it opens), and the notebook to open."""
    root = tmp_path_factory.mktemp("notebooks")
    if NOTEBOOKS.is_dir():
        shutil.copytree(NOTEBOOKS, root, dirs_exist_ok=True)
    if (root / BFS_NOTEBOOK).exists():
        return root, BFS_NOTEBOOK
    import nbformat
    from nbformat.v4 import new_code_cell, new_notebook

    nb = new_notebook(cells=[new_code_cell(source) for source in STAND_IN])
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(nb, root / "bfs-player.ipynb")
    return root, "bfs-player.ipynb"


#: JupyterLab serving a folder on a free localhost port until the block ends: (URL, token), its
#: token kept off its command line.
serving_jupyterlab = lab_server.serving_with


@pytest.fixture(scope="session")
def jupyterlab(jupyter_env, notebook_root, tmp_path_factory):
    """JupyterLab on a free localhost port: (base URL, token, notebook to open)."""
    if _missing():
        pytest.skip(_missing())
    root, notebook = notebook_root
    log = tmp_path_factory.mktemp("lab-log") / "jupyterlab.log"
    with serving_jupyterlab(jupyter_env, root, log) as (base, token):
        yield base, token, notebook


@pytest.fixture(scope="module")
def app_folder(tmp_path_factory) -> Path:
    """The folder the lecture app is started from (its exports go there)."""
    return tmp_path_factory.mktemp("app")


@pytest.fixture(scope="module")
def lecture_app(app_folder):
    """``python -m linklab app --no-browser`` on a free port, started from `app_folder`: its
    URL. One server for the module's tests, as a lecturer starts one for a class."""
    port = free_port()
    log = app_folder / "app.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "linklab", "app", "--no-browser", "--port", str(port)],
            cwd=app_folder,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:

        def serving() -> str | None:
            text = log.read_text(errors="replace")
            if process.poll() is not None:
                pytest.fail(f"linklab app exited with {process.returncode}:\n{tail(log)}")
            found = re.search(r"serving at (http://\S+)", text)
            return found and found.group(1)

        yield wait_until(serving, START, "linklab app to serve")
    finally:
        stop_server(process, signal.SIGINT)  # as Ctrl-C at a terminal would
        assert process.returncode == 0, tail(log)
        assert "stopping" in log.read_text(errors="replace")


# --- helpers on the page --------------------------------------------------------------------


def wait_for_output(page, selector: str, timeout: float = START):
    """Wait for ``selector`` in the notebook's outputs, failing at once on a traceback."""

    def appeared():
        if page.locator(selector).count():
            return True
        errors = [text for text in page.locator(STDERR).all_inner_texts() if "Traceback" in text]
        if errors:
            pytest.fail("the notebook raised:\n" + errors[0][-2000:])
        return False

    wait_until(appeared, timeout, f"{selector} in the outputs", interval=0.25)
    return page.locator(selector).first


def readout_step(readout) -> int:
    """The step a player's readout (``k / n``) says, or -1."""
    text = readout.inner_text().split("/")[0].strip()
    return int(text) if text.isdigit() else -1


def changed(read, before, what: str, timeout: float = STEP):
    """Wait until ``read()`` differs from ``before``; the new value."""
    return wait_until(lambda: (value := read()) != before and value, timeout, what)


# --- JupyterLab -----------------------------------------------------------------------------


def command_lines_holding(secret: str) -> list[str]:
    """The command lines of this machine's processes that hold ``secret``: what any user of
    the machine can read in ``/proc/<pid>/cmdline``."""
    found = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        with contextlib.suppress(OSError):
            text = cmdline.read_bytes().replace(b"\0", b" ").decode(errors="replace")
            if secret in text:
                found.append(f"{cmdline.parent.name}: {text[:200]}")
    return found


@browser_test
@pytest.mark.browser
def test_jupyterlab_of_the_tests_keeps_its_token_from_other_users(jupyterlab):
    base, token, _ = jupyterlab
    # another user reads every process's command line: the token is in none of them
    assert command_lines_holding(token) == []
    # the check can fail: a process started with the token on its command line is seen
    with subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)", token]) as shown:
        try:
            wait_until(lambda: command_lines_holding(token), STEP, "a command line to show it")
        finally:
            shown.kill()
    # and without the token the server refuses
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(f"{base}/api/contents/", timeout=10)
    assert refused.value.code == 403
    with urllib.request.urlopen(f"{base}/api/contents/?token={token}", timeout=10) as answer:
        assert answer.status == 200


@browser_test
@pytest.mark.browser
def test_trace_player_steps_in_jupyterlab(jupyterlab, notebook_root, page):
    base, token, notebook = jupyterlab
    stored = json.loads((notebook_root[0] / notebook).read_text(encoding="utf-8"))["metadata"]
    page.goto(f"{base}/lab/tree/{notebook}?token={token}")
    page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=START * 1000)
    # The toolbar says idle before a kernel exists; wait for the kernel itself.
    page.wait_for_function(KERNEL_IDLE, timeout=START * 1000)
    # Opening a notebook that records this kernel's language changes nothing: its tab is not
    # marked as holding unsaved changes (a kernel of another Python would write its own).
    if stored.get("language_info", {}).get("version") == platform.python_version():
        page.wait_for_timeout(1000)
        assert page.locator(".lm-TabBar-tab.jp-mod-current.jp-mod-dirty").count() == 0
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()

    player = wait_for_output(page, ".jp-OutputArea-output .linklab-player")
    page.wait_for_function(KERNEL_IDLE, timeout=START * 1000)  # the rest of the notebook ran
    chinese = page.locator(".jp-RenderedMarkdown p", has_text="广度优先搜索").first
    if chinese.count():  # the course's notebook names the search in Chinese
        chinese.scroll_into_view_if_needed()
        assert_cjk_font(page, chinese, "广度优先搜索")
    image = player.locator(".linklab-player-image")
    queue = player.locator(".linklab-player-queue")
    counters = player.locator(".linklab-player-counters")
    readout = player.locator(".linklab-player-readout")
    handle = player.locator("input.linklab-player-slider")
    player.scroll_into_view_if_needed()
    # The player as JupyterLab shows it: no serious or critical axe-core finding inside it.
    from axe_audit import REFUSED, findings, install

    seen = findings(page, install(), within=".jp-OutputArea-output .linklab-player")
    assert not [f.line() for f in seen if f.impact in REFUSED], [f.line() for f in seen]

    def picture():
        return image.get_attribute("data-picture")

    def shown():
        return picture(), queue.inner_text(), counters.inner_text(), readout.inner_text()

    def slider_step() -> int:
        return readout_step(readout)

    def at_step(step: int) -> bool:
        """The slider and the counters both say ``step``."""
        counted = re.search(r"step\s+(\d+) /", counters.inner_text())
        return slider_step() == step and bool(counted) and int(counted.group(1)) == step

    # The keyboard: focus the slider's handle, jump to the start, step with the arrow key.
    handle.focus()
    page.keyboard.press("Home")
    wait_until(lambda: at_step(0), STEP, "Home to reach step 0")
    start = shown()
    assert "queue" in start[1], start
    for _ in range(4):
        page.keyboard.press("ArrowRight")
    wait_until(lambda: at_step(4), STEP, "four steps by keyboard")

    def all_changed():
        now = shown()
        return all(new != old for new, old in zip(now, start)) and now

    after_keys = wait_until(
        all_changed,
        STEP,
        "the picture, the queue and the counters to follow the keys",
    )

    # The mouse: the forward button, then a drag of the handle.
    player.locator(".linklab-player-forward").click()
    wait_until(lambda: at_step(5), STEP, "the forward button to step")
    changed(picture, after_keys[0], "the picture after the forward button")
    before_drag = shown()
    box = handle.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 120, y, steps=8)
    page.mouse.up()
    dragged = wait_until(lambda: (step := slider_step()) > 5 and step, STEP, "a drag")
    wait_until(lambda: at_step(dragged), STEP, "the counters after the drag")
    changed(picture, before_drag[0], "the picture after the drag")
    changed(lambda: queue.inner_text(), before_drag[1], "the queue after the drag")
    assert page.locator(".jp-Dialog").count() == 0  # no kernel dialog, no news pop-up

    # The page steps the picture by itself, from the pictures the kernel sent ahead: with the
    # kernel gone, → still shows the next step.
    time.sleep(1.5)  # the kernel idles: it draws the steps after this one and sends them
    page.evaluate(
        "() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.shutdown()"
    )
    wait_until(
        lambda: page.evaluate(
            "() => !window.jupyterapp.shell.currentWidget.sessionContext.session?.kernel"
            " || window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status"
            " === 'dead'"
        ),
        STEP,
        "the kernel to be shut down",
    )
    for _ in range(2):
        before_key = picture()
        handle.focus()
        page.keyboard.press("ArrowRight")
        changed(picture, before_key, "the next step's picture, with no kernel")


# --- the lecture app in Voilà ---------------------------------------------------------------


@browser_test
@pytest.mark.browser
def test_lecture_app_edits_searches_and_plays(lecture_app, page):
    page.goto(lecture_app, timeout=START * 1000)  # a cold server: the pool is still warming
    page.wait_for_selector(".linklab-game-grid", timeout=START * 1000)
    no_code = ".jp-CodeCell .jp-InputArea, .jp-CodeMirrorEditor, .cm-editor"
    assert page.locator(no_code).count() == 0
    assert "import" not in page.locator("body").inner_text()

    # The board editor: clear it, paint two tiles of one kind, pick them, search.
    page.locator(".lm-TabBar-tab", has_text="Board editor").click()
    editor = page.locator(".linklab-editor")
    editor.locator(".linklab-editor-clear").click()
    message = editor.locator(".linklab-editor-message")
    wait_until(lambda: message.inner_text().strip() == "cleared", STEP, "the board to be cleared")
    cell = lambda r, c: editor.locator(f".linklab-cell-{r}-{c}")  # noqa: E731
    editor.locator(".linklab-kind-2").click()
    for r, c in ((2, 2), (4, 7)):
        cell(r, c).click()
        wait_until(lambda r=r, c=c: cell(r, c).inner_text().strip() == "B", STEP, "a painted tile")
    editor.locator(".linklab-editor-mode button", has_text="endpoints").click()
    cell(2, 2).click()
    cell(4, 7).click()
    wait_until(lambda: editor.locator(".linklab-end").count() == 2, STEP, "two endpoints")
    result = editor.locator(".linklab-editor-result")
    assert result.inner_text().strip() == ""
    editor.locator(".linklab-editor-run").click()
    text = wait_until(lambda: result.inner_text().strip(), STEP, "the search's result")
    assert text.startswith("BFS: (2, 2) → ") and text.endswith("(1 turn)"), text
    picture = editor.locator(".linklab-player-image")
    picture.wait_for()
    first = wait_until(
        lambda: picture.get_attribute("data-picture") or "", STEP, "the search's picture"
    )
    # The player opens on the path found; Home goes back to the search's start.
    assert "found" in editor.locator(".linklab-player-counters").inner_text()
    editor.locator("input.linklab-player-slider").focus()
    page.keyboard.press("Home")
    counters = editor.locator(".linklab-player-counters")
    # The counters and the picture change in one paint (a frame sent again for the same step
    # may change the picture's address alone, so the counters are waited for).
    wait_until(lambda: "not yet" in counters.inner_text(), STEP, "the counters of the start")
    assert picture.get_attribute("data-picture") != first

    # The game: ask for a hint and play it.
    page.locator(".lm-TabBar-tab", has_text="Game").click()
    game = page.locator(".linklab-game")
    status = game.locator(".linklab-game-status")
    tiles = int(re.match(r"tiles left: (\d+) · moves made: 0", status.inner_text()).group(1))
    game.locator(".linklab-game-hint").click()
    hinted = game.locator(".linklab-game-hinted")
    wait_until(lambda: hinted.count() == 2, STEP, "a hinted pair")
    cells = [
        re.search(r"linklab-game-cell-\d+-\d+", hinted.nth(i).get_attribute("class")).group()
        for i in range(2)
    ]
    for name in cells:
        game.locator(f".{name}").click()
    wait_until(lambda: "moves made: 1" in status.inner_text(), STEP, "the move to be made")
    assert status.inner_text().startswith(f"tiles left: {tiles - 2} ")
    assert game.locator(".linklab-game-message").inner_text().startswith("removed ")
    assert all(game.locator(f".{name}").inner_text().strip() == "" for name in cells)
    assert game.locator(".linklab-game-path").count() >= 2


@pytest.mark.browser
def test_a_reloaded_app_page_is_the_same_game_in_the_same_kernel(lecture_app, page):
    """A reload is served the kernel the page had (`linklab.cli.kernel_quota`): the move made
    before it is still made after it, and the page names the same kernel."""
    tiles = "document.querySelectorAll('.linklab-game-grid .linklab-game-cell').length >= 200"
    kernel = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')
    page.goto(lecture_app, timeout=START * 1000)
    page.wait_for_function(tiles, timeout=START * 1000)
    before = kernel.search(page.content()).group(1)
    game = page.locator(".linklab-game")
    game.locator(".linklab-game-hint").click()
    hinted = game.locator(".linklab-game-hinted")
    wait_until(lambda: hinted.count() == 2, STEP, "a hinted pair")
    cells = [
        re.search(r"linklab-game-cell-\d+-\d+", hinted.nth(i).get_attribute("class")).group()
        for i in range(2)
    ]
    for name in cells:
        game.locator(f".{name}").click()
    status = game.locator(".linklab-game-status")
    wait_until(lambda: "moves made: 1" in status.inner_text(), STEP, "the move to be made")
    page.reload(timeout=START * 1000)
    page.wait_for_function(tiles, timeout=START * 1000)
    assert kernel.search(page.content()).group(1) == before
    wait_until(lambda: "moves made: 1" in status.inner_text(), STEP, "the move, kept")
    assert all(game.locator(f".{name}").inner_text().strip() == "" for name in cells)


# --- the app's command, without a browser ---------------------------------------------------


def test_app_without_voila_says_which_extra_to_install(monkeypatch):
    import importlib.util

    from linklab.cli import app
    from linklab.core.errors import InputError

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "voila" else real(name, *a)
    )
    with pytest.raises(InputError, match=r"pip install 'linklab\[lab\]'"):
        app.run_app(free_port(), open_browser=False)


def test_app_on_a_busy_port_is_one_line_of_error(capsys):
    from linklab.cli.main import main

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["app", "--no-browser", "--port", str(port)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"linklab: error: port {port} is not free") and err.count("\n") == 1


#: A notebook with one comparison player: document 000's BFS against the corrected one.
COMPARE_CELLS = [
    "import linklab as ll\nfrom linklab.widgets.compare import ComparePlayer",
    'board = ll.parse_board("1 2 0\\n2 1 0\\n0 0 0")\n'
    'player = ComparePlayer(board, (1, 1), (0, 0), ["000", "bfs"])\n'
    "player",
]
#: The kernel of the comparison notebook itself (not of another open notebook) is idle.
COMPARE_KERNEL_IDLE = """() => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const ours = panel && panel.context && panel.context.path.endsWith("compare-player.ipynb");
    const kernel = ours && panel.sessionContext.session && panel.sessionContext.session.kernel;
    return !!kernel && kernel.connectionStatus === "connected" && kernel.status === "idle";
}"""


@browser_test
@pytest.mark.browser
def test_compare_player_steps_every_pane_in_jupyterlab(jupyterlab, notebook_root, page):
    import nbformat
    from nbformat.v4 import new_code_cell, new_notebook

    base, token, _ = jupyterlab
    root, _ = notebook_root
    nb = new_notebook(cells=[new_code_cell(source) for source in COMPARE_CELLS])
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(nb, root / "compare-player.ipynb")
    # ``reset``: a workspace saved by an earlier test would reopen its notebook beside this one.
    page.goto(f"{base}/lab/tree/compare-player.ipynb?reset&token={token}")
    page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=START * 1000)
    page.wait_for_function(COMPARE_KERNEL_IDLE, timeout=START * 1000)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()

    view = wait_for_output(page, ".jp-OutputArea-output .linklab-compare")
    page.wait_for_function(COMPARE_KERNEL_IDLE, timeout=START * 1000)
    view.scroll_into_view_if_needed()
    image = view.locator(".linklab-compare-image")
    readout = view.locator(".linklab-compare-readout")
    handle = view.locator("input.linklab-compare-slider")
    counters = view.locator(".linklab-compare-counters")
    statuses = view.locator(".linklab-compare-status")
    current = view.locator(".linklab-compare-code .linklab-code-current")
    assert counters.count() == 2

    def pane_steps() -> list[int]:
        steps = []
        for text in counters.all_inner_texts():
            found = re.search(r"step\s+(\d+) /", text)
            steps.append(int(found.group(1)) if found else -1)
        return steps

    def at_step(step: int) -> bool:
        return readout_step(readout) == step and pane_steps() == [step, step]

    handle.focus()
    page.keyboard.press("Home")
    wait_until(lambda: at_step(0), STEP, "Home to bring both panes to step 0")
    picture = image.get_attribute("data-picture")
    for _ in range(5):
        page.keyboard.press("ArrowRight")
    wait_until(lambda: at_step(5), STEP, "five steps by keyboard in both panes")
    changed(lambda: image.get_attribute("data-picture"), picture, "the picture after the keys")
    # Document 000's fifth event is its first dequeue: line 30, k0 = q.front();
    wait_until(
        lambda: current.count() == 1 and current.get_attribute("data-line") == "30",
        STEP,
        "document 000's current line to be its q.front()",
    )
    assert "q.front()" in current.inner_text()

    # The end: the corrected BFS finished first and says it stays on its last frame.
    handle.press("End")  # on the slider, as a user clicks it first (the keys help says so)
    wait_until(
        lambda: "stays on its last frame" in " ".join(statuses.all_inner_texts()),
        STEP,
        "the shorter search to say it stays on its last frame",
        seen=lambda: (
            readout.inner_text(),
            pane_steps(),
            statuses.all_inner_texts(),
            page.evaluate("() => document.activeElement && document.activeElement.className"),
        ),
    )
    texts = statuses.all_inner_texts()
    assert texts[0].startswith("finished") and "yes" in texts[0]
    assert "no path" in texts[1]
    view.locator(".linklab-compare-back").click()
    wait_until(lambda: readout_step(readout) == 50, STEP, "one step back")
    assert page.locator(".jp-Dialog").count() == 0


#: Two documents' programs side by side, both panes with their code (as a lecture shows them).
PROJECTOR_CELLS = [
    "import linklab as ll\nfrom linklab.widgets.compare import ComparePlayer",
    'board = ll.parse_board("1 2 0 3 0 4\\n2 1 0 3 0 4\\n0 0 0 0 0 0\\n'
    '5 0 6 0 5 6\\n0 0 0 0 0 0")\n'
    'player = ComparePlayer(board, (1, 1), (0, 0), ["000", "003"])\n'
    "player",
]
#: Where the comparison player's parts stand on the page, and whether a program line is cut.
PLAYER_BOXES = """view => {
    const box = (e) => {
        const r = e.getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom].map(Math.round);
    };
    const cut = [];
    for (const line of view.querySelectorAll(".linklab-compare-code [data-line]")) {
        let scroller = false;
        for (let up = line.parentElement; up && up !== view; up = up.parentElement) {
            const style = getComputedStyle(up);
            if (["auto", "scroll"].includes(style.overflowX)) { scroller = true; break; }
            if (["hidden", "clip"].includes(style.overflowX)) break;
        }
        if (line.scrollWidth > line.clientWidth && !scroller) cut.push(line.textContent);
    }
    const parts = [view, ...view.querySelectorAll(
        "img, .linklab-stage-svg, .linklab-stage-column, .linklab-stage-column > div, " +
        ".linklab-stage-controls")];
    return {
        board: box(view.querySelector(".linklab-compare-image")),
        current: [...view.querySelectorAll(".linklab-code-current")].map(box),
        parts: parts.map(box),
        cut,
        height: window.innerHeight,
        width: window.innerWidth,
    };
}"""


@browser_test
@pytest.mark.browser
def test_compare_player_shows_board_and_running_line_together_at_1280x720(
    jupyterlab, notebook_root, browser
):
    import nbformat
    from nbformat.v4 import new_code_cell, new_notebook

    base, token, _ = jupyterlab
    root, _ = notebook_root
    nb = new_notebook(cells=[new_code_cell(source) for source in PROJECTOR_CELLS])
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(nb, root / "projector-player.ipynb")
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    context.set_default_timeout(STEP * 1000)
    page = context.new_page()
    try:
        page.goto(f"{base}/lab/tree/projector-player.ipynb?reset&token={token}")
        page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=START * 1000)
        idle = COMPARE_KERNEL_IDLE.replace("compare-player.ipynb", "projector-player.ipynb")
        page.wait_for_function(idle, timeout=START * 1000)
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()
        view = wait_for_output(page, ".jp-OutputArea-output .linklab-compare")
        page.wait_for_function(idle, timeout=START * 1000)
        readout = view.locator(".linklab-compare-readout")
        view.locator("input.linklab-compare-slider").focus()
        page.keyboard.press("Home")
        wait_until(lambda: readout_step(readout) == 0, STEP, "step 0")
        counters = view.locator(".linklab-compare-counters")

        def shown(step: int) -> bool:
            texts = counters.all_inner_texts()
            return readout_step(readout) == step and all(f"{step} /" in t for t in texts)

        # The player's top at the top of the notebook's view, as a lecturer scrolls to it.
        view.evaluate("v => v.scrollIntoView({block: 'start'})")
        seen = []
        for step in range(1, 13):
            page.keyboard.press("ArrowRight")
            wait_until(lambda step=step: shown(step), STEP, f"step {step}'s picture and texts")
            seen.append(view.evaluate(PLAYER_BOXES))
        print("\nprojector 1280x720, step 1:", json.dumps(seen[0]))
        for step, boxes in enumerate(seen, 1):
            _left, top, right, bottom = boxes["board"]
            assert top >= 0 and bottom <= boxes["height"] and right <= boxes["width"], (step, boxes)
            assert boxes["current"], (step, "no highlighted line")
            for _left, top, right, bottom in boxes["current"]:
                assert top >= 0 and bottom <= boxes["height"], (step, boxes["current"])
                assert right <= boxes["width"], (step, boxes["current"])
            assert boxes["cut"] == [], (step, boxes["cut"])
        moved = [
            (step, a, b)
            for step, boxes in enumerate(seen[1:], 2)
            for a, b in zip(seen[0]["parts"], boxes["parts"])
            if a != b
        ]
        assert len(seen[0]["parts"]) == len(seen[-1]["parts"])
        assert moved == [], moved[:5]
    finally:
        context.close()


#: Every stepped player in one notebook: its class, which of that class it is on the page.
EVERY_PLAYER = {
    "trace": ("ll.widgets.TracePlayer(board, ll.bfs_events(board, (0, 0), (1, 1)))", "player", 0),
    "compare": ("ll.widgets.ComparePlayer(board, (1, 1), (0, 0), ['000', 'bfs'])", "compare", 0),
    "six-digit compare": ("ll.widgets.SixDigitCompare((2, 5, 6, 4, 3, 1))", "compare", 1),
    "solver": ("ll.widgets.SolverView(ll.parse_board('1 2 3 1\\n2 3 4 4\\n5 6 5 6'))", "solver", 0),
}
PLAYERS_KERNEL_IDLE = COMPARE_KERNEL_IDLE.replace("compare-player.ipynb", "every-player.ipynb")


@browser_test
@pytest.mark.browser
def test_every_player_steps_in_the_page_by_key_button_and_play(jupyterlab, notebook_root, page):
    import nbformat
    from nbformat.v4 import new_code_cell, new_notebook

    base, token, _ = jupyterlab
    root, _ = notebook_root
    cells = [
        'import linklab as ll\nboard = ll.parse_board("1 2 0\\n2 1 0\\n0 0 0")',
        *(make for make, _, _ in EVERY_PLAYER.values()),
    ]
    nb = new_notebook(cells=[new_code_cell(source) for source in cells])
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(nb, root / "every-player.ipynb")
    page.goto(f"{base}/lab/tree/every-player.ipynb?reset&token={token}")
    page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=START * 1000)
    page.wait_for_function(PLAYERS_KERNEL_IDLE, timeout=START * 1000)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()
    wait_for_output(page, ".jp-OutputArea-output .linklab-solver")
    page.wait_for_function(PLAYERS_KERNEL_IDLE, timeout=START * 1000)

    for name, (_, part, nth) in EVERY_PLAYER.items():
        css = f"linklab-{part}"
        player = page.locator(f".jp-OutputArea-output .{css}").nth(nth)
        player.scroll_into_view_if_needed()
        readout = player.locator(f".{css}-readout")
        texts = player.locator(".linklab-stage-side")
        picture = lambda player=player, css=css: player.locator(f".{css}-image").get_attribute(  # noqa: E731
            "data-picture"
        )
        player.locator(f"input.{css}-slider").focus()
        page.keyboard.press("Home")
        wait_until(lambda r=readout: readout_step(r) == 0, STEP, f"{name}: Home to step 0")
        start = (picture(), texts.inner_text())
        page.keyboard.press("ArrowRight")
        wait_until(lambda r=readout: readout_step(r) == 1, STEP, f"{name}: → to step 1")
        changed(lambda t=texts: t.inner_text(), start[1], f"{name}: the texts after →")
        changed(picture, start[0], f"{name}: the picture after →")
        player.locator(f".{css}-forward").click()
        wait_until(lambda r=readout: readout_step(r) == 2, STEP, f"{name}: ▶ to step 2")
        player.locator(f".{css}-back").click()
        wait_until(lambda r=readout: readout_step(r) == 1, STEP, f"{name}: ◀ to step 1")
        player.locator(f"select.{css}-speed").select_option("30")
        player.locator(f".{css}-play").click()
        wait_until(lambda r=readout: readout_step(r) > 3, STEP, f"{name}: playing")
        player.locator(f".{css}-stop").click()
        stopped = readout_step(readout)
        time.sleep(0.5)
        assert readout_step(readout) == stopped, f"{name}: ■ did not stop"
    assert page.locator(".jp-Dialog").count() == 0


# --- a notebook as a slideshow (RISE in JupyterLab) ---------------------------------------

SLIDES_NOTEBOOK = "01-the-rule.ipynb"


@browser_test
@pytest.mark.browser
def test_a_notebook_opens_as_a_slideshow(jupyterlab, notebook_root, page):
    """RISE (jupyterlab-rise) shows the first slide: the notebook's title, not a later one."""
    import nbformat

    from linklab.course.slides import slide_type

    base, token, _ = jupyterlab
    root, _ = notebook_root
    assert (root / SLIDES_NOTEBOOK).exists(), f"{SLIDES_NOTEBOOK} is not in notebooks/"
    nb = nbformat.read(root / SLIDES_NOTEBOOK, as_version=4)
    first, second = [
        c.source.splitlines()[0].lstrip("# ") for c in nb.cells if slide_type(c) == "slide"
    ][:2]
    # A workspace of its own, reset: no tab restored from another test takes the focus.
    page.goto(f"{base}/lab/workspaces/slides/tree/{SLIDES_NOTEBOOK}?reset&token={token}")
    page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=START * 1000)
    page.wait_for_function(
        """name => {
            const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
            return !!panel && !!panel.context && panel.context.path.endsWith(name);
        }""",
        arg=SLIDES_NOTEBOOK,
        timeout=START * 1000,
    )
    assert page.evaluate("() => window.jupyterapp.commands.hasCommand('RISE:preview')")
    page.evaluate("() => window.jupyterapp.commands.execute('RISE:preview')")
    # The preview is a panel beside the notebook holding the presenter in an iframe.
    frame = page.frame_locator("iframe[src*='rise/']")
    shown = frame.locator(".reveal .slides section.present")
    shown.first.wait_for(state="visible", timeout=START * 1000)
    wait_until(lambda: first in shown.first.inner_text(), START, "the first slide's title")
    assert second not in shown.first.inner_text()
    assert page.locator(".jp-Dialog").count() == 0


# --- Chinese in a CJK font, and a quiet console --------------------------------------------------


def platform_fonts(page, locator) -> list[dict]:
    """The fonts the browser really drew ``locator``'s text with, and how many glyphs each."""
    locator.evaluate("element => element.setAttribute('data-font-probe', '1')")
    session = page.context.new_cdp_session(page)
    try:
        session.send("DOM.enable")
        session.send("CSS.enable")
        root = session.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        node = session.send("DOM.querySelector", {"nodeId": root, "selector": "[data-font-probe]"})
        return session.send("CSS.getPlatformFontsForNode", {"nodeId": node["nodeId"]})["fonts"]
    finally:
        session.detach()
        locator.evaluate("element => element.removeAttribute('data-font-probe')")


def assert_cjk_font(page, locator, chinese: str) -> None:
    """Every Chinese character of ``locator`` is drawn from a CJK font, none as a box."""
    from linklab.render.fonts import CJK_FAMILIES

    fonts = platform_fonts(page, locator)
    cjk = sum(
        font["glyphCount"]
        for font in fonts
        if font["familyName"] in CJK_FAMILIES or "CJK" in font["familyName"]
    )
    assert cjk >= len(chinese), f"{chinese!r} drawn with {fonts}"


@browser_test
@pytest.mark.browser
def test_lecture_app_title_is_chinese_in_a_cjk_font_and_its_console_is_quiet(
    lecture_app, page, app_folder
):
    messages: list[tuple[str, str, str]] = []
    page.on("console", lambda m: messages.append((m.type, m.text, m.location.get("url", ""))))
    page.on("pageerror", lambda error: messages.append(("pageerror", str(error), lecture_app)))
    page.goto(lecture_app, timeout=START * 1000)  # a cold server: the pool is still warming
    page.wait_for_selector(".linklab-game-grid", timeout=START * 1000)
    title = page.locator("h1", has_text="连连看")
    assert_cjk_font(page, title, "连连看")
    page.locator(".linklab-game-hint").click()
    wait_until(lambda: page.locator(".linklab-game-hinted").count() == 2, STEP, "a hint")
    # The game's Export writes into exports/ where the app was started, and names the path.
    game = page.locator(".linklab-game")
    game.locator(".linklab-export").click()
    label = game.locator(".linklab-export-label")
    said = wait_until(lambda: label.inner_text().strip(), STEP, "the export's label")
    written = app_folder / "exports" / "game-move000.png"
    assert said == f"wrote {written}" and written.read_bytes()[:4] == b"\x89PNG"
    # Errors from the page itself; a stylesheet a CDN cannot serve offline is not the page's.
    own = [
        (kind, text)
        for kind, text, url in messages
        if kind in ("error", "pageerror") and (not url or url.startswith(lecture_app))
    ]
    assert own == [], own


@pytest.fixture
def lecture_app_in_lecture_style(tmp_path):
    """``python -m linklab app --lecture --no-browser`` on a free port: its URL."""
    port = free_port()
    log = tmp_path / "app.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "linklab",
                "app",
                "--lecture",
                "--no-browser",
                "--port",
                str(port),
            ],
            cwd=tmp_path,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:

        def serving() -> str | None:
            if process.poll() is not None:
                pytest.fail(f"linklab app exited with {process.returncode}:\n{tail(log)}")
            found = re.search(r"serving at (http://\S+)", log.read_text(errors="replace"))
            return found and found.group(1)

        yield wait_until(serving, START, "linklab app --lecture to serve")
    finally:
        stop_server(process, signal.SIGINT)


SMALLEST_TEXT = """root => {
    let smallest = Infinity, where = "";
    for (const element of root.querySelectorAll("*")) {
        const own = [...element.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
        const box = element.getBoundingClientRect();
        if (!own || box.width === 0 || box.height === 0) continue;
        const size = parseFloat(getComputedStyle(element).fontSize);
        if (size < smallest) {
            smallest = size;
            where = element.className + ": " + element.textContent.trim().slice(0, 30);
        }
    }
    return [smallest, where];
}"""


#: The buttons of ``root`` not wholly on the screen as first shown (no scrolling): their labels.
BUTTONS_OFF_SCREEN = """(root) => [...root.querySelectorAll('button')].filter((b) => {
  const r = b.getBoundingClientRect();
  return r.bottom > innerHeight || r.right > innerWidth || r.top < 0 || r.left < 0;
}).map((b) => b.textContent.trim() || b.className)"""


@browser_test
@pytest.mark.browser
def test_lecture_app_in_lecture_style_has_no_text_under_14_px_on_a_projector(
    lecture_app_in_lecture_style, browser
):
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        page = context.new_page()
        page.set_default_timeout(STEP * 1000)
        page.goto(lecture_app_in_lecture_style, timeout=START * 1000)  # a cold server
        page.wait_for_selector(".linklab-game.linklab-lecture", timeout=START * 1000)
        game = page.locator(".linklab-game")
        smallest, where = game.evaluate(SMALLEST_TEXT)
        assert smallest >= 14, where
        assert game.evaluate("e => e.getBoundingClientRect().width") <= 1280
        # The whole 10x20 game on one screen: every tile and control, Solve and New included.
        outside = game.evaluate(BUTTONS_OFF_SCREEN)
        assert outside == [], f"{len(outside)} off a 1280x720 screen, e.g. {outside[:3]}"
        tab = page.locator(".lm-TabBar-tab", has_text="Game")
        assert float(tab.evaluate("t => getComputedStyle(t).fontSize").removesuffix("px")) >= 14
        page.locator(".lm-TabBar-tab", has_text="Board editor").click()
        editor = page.locator(".linklab-editor")
        editor.wait_for()
        smallest, where = editor.evaluate(SMALLEST_TEXT)
        assert smallest >= 14, where
        mode = editor.locator(".linklab-editor-mode button", has_text="endpoints")
        fits = mode.evaluate("b => b.scrollWidth <= b.clientWidth")
        assert fits, "the mode button's label is cut off"
    finally:
        context.close()


@contextlib.contextmanager
def serving_app(folder: Path, *options: str):
    """``python -m linklab app --no-browser OPTIONS`` on a free port, until the block ends: its
    URL."""
    port = free_port()
    log = folder / "app.log"
    command = [
        sys.executable,
        "-m",
        "linklab",
        "app",
        *options,
        "--no-browser",
        "--port",
        str(port),
    ]
    with log.open("wb") as out:
        process = subprocess.Popen(
            command, cwd=folder, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
    try:

        def serving() -> str | None:
            if process.poll() is not None:
                pytest.fail(f"linklab app exited with {process.returncode}:\n{tail(log)}")
            found = re.search(r"serving at (http://\S+)", log.read_text(errors="replace"))
            return found and found.group(1)

        yield wait_until(serving, START, "linklab app to serve")
    finally:
        stop_server(process, signal.SIGINT)


#: A kernel shutdown Voilà is asked for, of a kernel that does not exist, without and with the
#: page's XSRF token (from its ``_xsrf`` cookie): the statuses of both answers.
XSRF_PROBE = """async () => {
    const nobody = "voila/api/shutdown/00000000-0000-0000-0000-000000000000";
    const without = (await fetch(nobody, {method: "POST"})).status;
    const cookie = document.cookie.match(/(?:^|; )_xsrf=([^;]+)/);
    const token = cookie ? decodeURIComponent(cookie[1]) : "";
    const headers = {"X-XSRFToken": token};
    const withToken = (await fetch(nobody, {method: "POST", headers})).status;
    return {without, with: withToken, token: token.length > 0};
}"""
#: Whether a Font Awesome icon is drawn: its glyph is set, its font loaded, and it has a size.
ICON_DRAWN = """icon => {
    const family = getComputedStyle(icon).fontFamily;
    const glyph = getComputedStyle(icon, "::before").content;
    const loaded = [...document.fonts].some(
        (face) => family.includes(face.family.replace(/"/g, "")) && face.status === "loaded");
    const box = icon.getBoundingClientRect();
    return {family, glyph, loaded, width: box.width};
}"""


@browser_test
@pytest.mark.browser
def test_the_app_offline_in_lecture_style_asks_nothing_outside_and_reads_on_a_projector(
    browser, tmp_path
):
    """The app with ``--lecture --lang zh``: nothing asked outside, a back row can read it, and
    its title, buttons and messages are Chinese in a CJK font."""
    from linklab.widgets.game import CELL_PX

    with serving_app(tmp_path, "--lecture", "--lang", "zh") as url:
        context = browser.new_context(viewport={"width": 1280, "height": 720})
        blocked: list[str] = []
        errors: list[str] = []

        def only_localhost(route):
            host = urllib.parse.urlsplit(route.request.url).hostname
            if host in ("127.0.0.1", "localhost"):
                route.continue_()
            else:
                blocked.append(route.request.url)
                route.abort()

        try:
            context.route("**/*", only_localhost)
            page = context.new_page()
            page.set_default_timeout(STEP * 1000)
            page.on("console", lambda m: m.type == "error" and errors.append(m.text))
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(url, timeout=START * 1000)  # a cold server: the pool is still warming
            page.wait_for_selector(".linklab-game.linklab-lecture", timeout=START * 1000)
            page.evaluate("() => document.fonts.ready.then(() => true)")
            print(f"\napp offline: blocked {blocked}, console errors {errors}")
            icon = page.locator(".linklab-game-hint i.fa").first
            icon.wait_for()
            wait_until(lambda: icon.evaluate(ICON_DRAWN)["loaded"], STEP, "the icon font")
            drawn = icon.evaluate(ICON_DRAWN)
            tile = page.locator(".linklab-game-grid button").first.bounding_box()
            intro = page.locator(".linklab-app-intro p").first
            intro_px = float(intro.evaluate("p => getComputedStyle(p).fontSize").removesuffix("px"))
            quiet = list(errors)  # the refusal below logs an error of its own
            refused = page.evaluate(XSRF_PROBE)
            print(f"icon {drawn}, tile {tile['width']}x{tile['height']} px, intro {intro_px} px")
            print(f"a POST without the XSRF token: {refused}")
            assert blocked == [], blocked
            assert quiet == [], quiet
            assert "Font Awesome" in drawn["family"] and drawn["glyph"] not in ("none", "normal")
            assert drawn["width"] > 0
            assert tile["width"] >= 1.4 * CELL_PX and tile["height"] >= 1.4 * CELL_PX, tile
            assert intro_px >= 16
            assert_cjk_font(page, intro, "棋盘")
            # Voilà's XSRF check is on: a POST without the page's token is refused, the same
            # POST with it is not (it asks to shut down a kernel that is not there).
            assert refused["without"] == 403 and refused["with"] not in (403, 0), refused
            assert blocked == [], blocked  # the error page too asked nothing outside
            game = page.locator(".linklab-game")
            assert game.evaluate("e => e.getBoundingClientRect().width") <= 1280
            # The Chinese edition: its title, a button, the hint's message and a tab.
            title = page.locator("h1", has_text="浏览器里的连连看")
            assert_cjk_font(page, title, "浏览器里的连连看")
            hint = page.locator(".linklab-game-hint")
            assert hint.inner_text().strip() == "提示"
            assert_cjk_font(page, hint, "提示")
            hint.click()
            message = page.locator(".linklab-game-message")
            said = wait_until(
                lambda: message.inner_text().strip().startswith("提示：") and message.inner_text(),
                STEP,
                "the hint's message in Chinese",
            )
            assert "和" in said, said  # 提示：(r, c) 和 (r, c)
            assert page.locator(".lm-TabBar-tabLabel", has_text="棋盘编辑器").count() >= 1
            assert blocked == [], blocked
        finally:
            context.close()


# --- the Chinese edition: JupyterLab in Chinese, and the app with --lang zh ---------------------


@pytest.fixture
def jupyterlab_zh(jupyter_env, notebook_root, tmp_path):
    """JupyterLab in Chinese (its language pack, locale zh_CN) serving the Chinese edition."""
    if _missing():
        pytest.skip(_missing())
    root, _ = notebook_root
    assert (root / "zh").is_dir(), "notebooks/zh is not there"
    settings = tmp_path / "user-settings"
    locale = settings / "@jupyterlab" / "translation-extension" / "plugin.jupyterlab-settings"
    locale.parent.mkdir(parents=True)
    locale.write_text(json.dumps({"locale": "zh_CN"}))
    env = {**jupyter_env, "JUPYTERLAB_SETTINGS_DIR": str(settings)}
    env["JUPYTERLAB_WORKSPACES_DIR"] = str(tmp_path / "workspaces")
    with serving_jupyterlab(env, root / "zh", tmp_path / "jupyterlab.log") as served:
        yield served


@browser_test
@pytest.mark.browser
def test_a_chinese_notebook_opens_in_chinese_jupyterlab_in_a_cjk_font(jupyterlab_zh, page):
    base, token = jupyterlab_zh
    page.goto(f"{base}/lab/tree/01-the-rule.ipynb?reset&token={token}")
    page.wait_for_selector(".jp-NotebookPanel .jp-MarkdownOutput h1", timeout=START * 1000)
    # JupyterLab's own menus come from the language pack.
    menu = page.locator(".lm-MenuBar-itemLabel", has_text="文件")
    wait_until(lambda: menu.count() == 1, STEP, "the File menu as 文件")
    heading = page.locator(".jp-NotebookPanel .jp-MarkdownOutput h1").first
    text = heading.inner_text()
    chinese = "".join(char for char in text if "\u4e00" <= char <= "\u9fff")
    assert chinese, text
    assert_cjk_font(page, heading, chinese)


# --- the app's preheated kernels ------------------------------------------------------------


def _kernels_below(pid: int) -> int:
    """How many ipykernel processes run below ``pid`` (read from /proc)."""
    parents = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                parents[int(entry.name)] = (int(stat[1]), (entry / "cmdline").read_bytes())

    def below(child: int) -> bool:
        while child in parents and child > 1:
            if child == pid:
                return True
            child = parents[child][0]
        return False

    return sum(b"ipykernel_launcher" in cmd and below(p) for p, (_, cmd) in parents.items())


@browser_test
@pytest.mark.browser
def test_app_pages_come_from_the_pool_and_a_closed_page_frees_its_kernel(browser, tmp_path):
    port = free_port()
    log = tmp_path / "app.log"
    env = {**os.environ, "LINKLAB_APP_POOL": "1"}
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "linklab", "app", "--no-browser", "--port", str(port)],
            cwd=tmp_path,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        wait_until(lambda: "serving at" in log.read_text(errors="replace"), START, "the app")
        wait_until(lambda: _kernels_below(process.pid) == 1, START, "the preheated kernel")
        for visit in range(2):  # the pool's kernel, then the one started to refill it
            context = browser.new_context(viewport={"width": 1400, "height": 1000})
            page = context.new_page()
            page.goto(f"http://127.0.0.1:{port}/", timeout=START * 1000)
            page.wait_for_selector(".linklab-game-grid .linklab-game-cell", timeout=START * 1000)
            status = page.locator(".linklab-game-status")
            assert status.inner_text().startswith("tiles left: 200 · moves made: 0"), visit
            page.locator(".linklab-game-hint").click()
            wait_until(lambda p=page: p.locator(".linklab-game-hinted").count() == 2, STEP, "hint")
            wait_until(lambda: _kernels_below(process.pid) == 2, START, "the pool refilled")
            page.close(run_before_unload=True)  # as closing the tab does
            context.close()
            wait_until(lambda: _kernels_below(process.pid) == 1, START, "the kernel to be freed")
    finally:
        stop_server(process, signal.SIGINT)
    assert process.returncode == 0, tail(log)


SIX_NOTEBOOK = "07-the-six-digit-puzzle.ipynb"
SIX_KERNEL_IDLE = COMPARE_KERNEL_IDLE.replace("compare-player.ipynb", SIX_NOTEBOOK)
#: What "Run All" finishes with: the last check cell's output on the page.
RUN_ALL_DONE = """() => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const cells = panel && panel.content && panel.content.widgets;
    return !!cells && cells.every(cell => cell.model.type !== "code" ||
        cell.model.executionCount !== null || cell.model.sharedModel.getSource() === "");
}"""


@pytest.mark.browser
@browser_test
def test_run_all_and_save_show_no_worked_answer_in_jupyterlab(jupyterlab, notebook_root, page):
    """Run All on the six-digit notebook, save it, and find no answer on the page or on disk."""
    import nbformat

    from linklab.course.exercise_bank import BANK

    base, token, _ = jupyterlab
    root, _ = notebook_root
    assert (root / SIX_NOTEBOOK).exists(), f"{SIX_NOTEBOOK} is not in notebooks/"
    page.goto(f"{base}/lab/tree/{SIX_NOTEBOOK}?reset&token={token}")
    page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=START * 1000)
    page.wait_for_function(SIX_KERNEL_IDLE, timeout=START * 1000)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()
    page.wait_for_function(RUN_ALL_DONE, timeout=3 * START * 1000)
    page.wait_for_function(SIX_KERNEL_IDLE, timeout=START * 1000)
    page.keyboard.press("Control+s")
    shown = page.locator(".jp-NotebookPanel").inner_text()
    mine = [item for key, item in BANK.items() if key.startswith(SIX_NOTEBOOK[:2])]
    saved = ""

    def saved_with_outputs() -> bool:
        nonlocal saved
        try:
            nb = nbformat.read(root / SIX_NOTEBOOK, as_version=4)
        except nbformat.reader.NotJSONError:  # caught while JupyterLab writes it: read again
            return False
        saved = nbformat.writes(nb)
        return any(cell.get("outputs") for cell in nb.cells if cell.cell_type == "code")

    wait_until(saved_with_outputs, STEP, "the notebook to be saved with its outputs")
    # the checks ran, and said so (JupyterLab draws only the cells in view: read the saved file)
    assert "Not answered yet" in saved
    for text in (shown, saved):
        assert "Worked answer" not in text and "✓ Right" not in text
        for item in mine:
            assert item.answer.strip() not in text, item.key
            first_sentence = item.worked.split(". ")[1] if ". " in item.worked else item.worked
            assert first_sentence[:60] not in text, item.key
