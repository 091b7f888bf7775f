"""axe-core (`axe_audit`) on what runs with a kernel: the lecture app's page in Voilà (``linklab
app``, each of its tabs) and every kind of widget as JupyterLab shows it (a trace player, a
comparison, the board editor, the game, the six-digit comparison and the practice widget, run in
one notebook). Neither may have a serious or critical finding in linklab's own markup: the app's
whole page, and in JupyterLab each widget's output (`OUTPUT`). What JupyterLab's own chrome has
(its file browser's toolbar, its code editors) is scoped out by that selector, and every rule it
breaks must be named in ``docs/accessibility.md`` (`JUPYTERLAB_OWN`), which says why.

The app is also played by keys alone: a board dealt from its fields and cleared from the game's
key box. One server of each kind for the module; kernels import this checkout (``PYTHONPATH``).
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from axe_audit import REFUSED, findings, install

from benchmarks import browser_kit
from linklab.site import lab_server

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[1]
START = 120  # seconds for a server to listen, a kernel to start or a notebook to run
#: A widget's output in JupyterLab: what linklab draws, without JupyterLab's own chrome.
OUTPUT = ".jp-OutputArea-output"
#: Each kind of widget, as made in the notebook, and the class its output holds.
WIDGETS = {
    "trace player": (
        'board = ll.parse_board("A * * * B\\n* C C * *\\nB * * * A")\n'
        "ll.widgets.TracePlayer(board, ll.bfs_events(board, (0, 0), (2, 4)), ll.Rules())",
        ".linklab-player",
    ),
    "comparison": (
        'll.widgets.ComparePlayer(board, (0, 0), (2, 4), ["003", "bfs"])',
        ".linklab-compare",
    ),
    "board editor": ("ll.widgets.BoardEditor(board, ll.Rules())", ".linklab-editor"),
    "game": ("ll.widgets.GameWidget(rows=4, cols=6, kinds=3, seed=0)", ".linklab-game"),
    "six-digit comparison": ("ll.widgets.SixDigitCompare((2, 5, 3, 1, 4, 6))", ".linklab-compare"),
    "practice": (
        'll.widgets.PracticeWidget(None, "practice-record.json")',
        ".linklab-practice-skill",
    ),
}
#: The rules JupyterLab's own page breaks (outside every output), each named in the statement.
JUPYTERLAB_OWN = {"aria-allowed-attr", "aria-required-children", "aria-input-field-name"}
KERNEL_IDLE = """() => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const kernel = panel && panel.sessionContext && panel.sessionContext.session
        && panel.sessionContext.session.kernel;
    return !!kernel && kernel.connectionStatus === "connected" && kernel.status === "idle";
}"""


@pytest.fixture(scope="module")
def axe_script() -> Path:
    if shutil.which("npm") is None:
        pytest.skip("node and npm are missing: axe-core comes from npm")
    return install()


def checkout_env(env: dict[str, str] | None = None) -> dict[str, str]:
    """``env`` (this process's by default) with this checkout first on the kernels' path."""
    env = dict(os.environ if env is None else env)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
    return env


@pytest.fixture(scope="module")
def widgets_lab(tmp_path_factory):
    """JupyterLab on a notebook making every kind of widget: (base URL, token)."""
    import nbformat
    from nbformat.v4 import new_code_cell, new_notebook

    root = tmp_path_factory.mktemp("widgets")
    cells = ["import linklab as ll", *(source for source, _ in WIDGETS.values())]
    notebook = new_notebook(cells=[new_code_cell(source) for source in cells])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    nbformat.write(notebook, root / "widgets.ipynb")
    env = checkout_env(lab_server.lab_env(tmp_path_factory.mktemp("jupyter")))
    log = tmp_path_factory.mktemp("lab-log") / "jupyterlab.log"
    with lab_server.serving_with(env, root, log) as served:
        yield served


@pytest.fixture(scope="module")
def app_url(tmp_path_factory):
    """``linklab app`` on a free port, this checkout's package in its kernels: its URL."""
    folder = tmp_path_factory.mktemp("app")
    log = folder / "app.log"
    port = str(browser_kit.free_port())
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "linklab", "app", "--no-browser", "--port", port],
            cwd=folder,
            env=checkout_env(),
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:

        def serving() -> str | None:
            if process.poll() is not None:
                pytest.fail(f"linklab app exited: {log.read_text(errors='replace')[-1500:]}")
            found = re.search(r"serving at (http://\S+)", log.read_text(errors="replace"))
            return found and found.group(1)

        yield browser_kit.wait_until(serving, START, "linklab app to serve", 0.25)
    finally:
        browser_kit.stop(process, signal.SIGINT, 60)


@pytest.fixture
def page(chromium_browser):
    context = chromium_browser.new_context(viewport={"width": 1280, "height": 800})
    context.set_default_timeout(30_000)
    yield context.new_page()
    context.close()


def refused(found) -> list[str]:
    return [f.line() for f in found if f.impact in REFUSED]


def test_every_tab_of_the_lecture_app_has_no_serious_finding(app_url, page, axe_script):
    page.goto(app_url, timeout=START * 1000)
    page.wait_for_selector(".linklab-game-grid", timeout=START * 1000)
    # The app's cells are the page's main landmark: nothing lies outside a landmark.
    assert page.locator("[role='main'] .linklab-game").count() == 1
    tabs = page.locator(".widget-tab-bar .lm-TabBar-tab")
    assert tabs.count() == 2
    for index in range(tabs.count()):
        tabs.nth(index).click()
        name = tabs.nth(index).inner_text()
        found = findings(page, axe_script)
        assert found == [], (name, [f.line() for f in found])


def test_every_kind_of_widget_in_jupyterlab_has_no_serious_finding(widgets_lab, page, axe_script):
    base, token = widgets_lab
    page.goto(f"{base}/lab/tree/widgets.ipynb?token={token}")
    page.wait_for_function(KERNEL_IDLE, timeout=START * 1000)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()
    page.wait_for_selector(f"{OUTPUT} .linklab-practice-skill", timeout=START * 1000)
    page.wait_for_function(KERNEL_IDLE, timeout=START * 1000)
    errors = page.locator(f"{OUTPUT}[data-mime-type='application/vnd.jupyter.stderr']")
    assert errors.count() == 0, errors.all_inner_texts()
    outputs = page.locator(f".jp-CodeCell {OUTPUT}")
    assert outputs.count() == len(WIDGETS)
    for index, (name, (_, css)) in enumerate(WIDGETS.items()):
        output = outputs.nth(index)
        output.scroll_into_view_if_needed()
        assert output.locator(css).count() >= 1, name
        output.evaluate("(element) => element.setAttribute('data-audited', '')")
        found = findings(page, axe_script, within=f"{OUTPUT}[data-audited]")
        output.evaluate("(element) => element.removeAttribute('data-audited')")
        assert refused(found) == [], (name, [f.line() for f in found])
    # JupyterLab's own chrome: only the rules the statement names and explains.
    own = {f.rule for f in findings(page, axe_script) if f.impact in REFUSED}
    assert own <= JUPYTERLAB_OWN, own - JUPYTERLAB_OWN
    statement = (ROOT / "docs" / "accessibility.md").read_text(encoding="utf-8")
    chinese = (ROOT / "docs" / "zh" / "accessibility.md").read_text(encoding="utf-8")
    for rule in JUPYTERLAB_OWN:
        assert f"`{rule}`" in statement and f"`{rule}`" in chinese, rule


def focused(page, locator) -> bool:
    return locator.evaluate("(element) => element.contains(document.activeElement)")


def tab_to(page, locator, most: int = 400) -> None:
    """Press Tab until ``locator`` (or a control inside it) has the focus: no click."""
    for _ in range(most):
        if focused(page, locator):
            return
        page.keyboard.press("Tab")
    pytest.fail(f"Tab never reached {locator}")


def test_the_lecture_app_deals_and_plays_a_game_to_the_end_by_keys_alone(app_url, page):
    """Tab to the deal's fields, type a 2x4 board, Enter on New; then the game's key box: the
    cursor moved by the arrows and each tile picked by Enter, until the board is clear."""
    from linklab.core.board import Board
    from linklab.core.rules import Rules
    from linklab.core.solver import solve

    page.goto(app_url, timeout=START * 1000)
    game = page.locator(".linklab-game")
    page.wait_for_selector(".linklab-game-grid", timeout=START * 1000)
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    for field, value in [("rows", "2"), ("cols", "4"), ("kinds", "2")]:
        tab_to(page, game.locator(f".linklab-game-{field} input"))
        page.keyboard.press("Control+A")
        page.keyboard.type(value)
    tab_to(page, game.locator(".linklab-game-new"))
    page.keyboard.press("Enter")
    status = game.locator(".linklab-game-status")
    page.wait_for_function(
        "(e) => e.textContent.startsWith('tiles left: 8 ')", arg=status.element_handle()
    )
    cells = game.locator(".linklab-game-grid [class*='linklab-game-cell-']")
    assert cells.first.get_attribute("tabindex") == "-1"  # the key box is the grid's one stop
    letters = {}
    for index in range(cells.count()):
        cell = cells.nth(index)
        r, c = re.search(r"linklab-game-cell-(\d+)-(\d+)", cell.get_attribute("class")).groups()
        letters[int(r), int(c)] = cell.inner_text().strip()
    top, left = min(r for r, _ in letters), min(c for _, c in letters)
    rows, cols = 1 + max(r for r, _ in letters) - top, 1 + max(c for _, c in letters) - left
    kinds = sorted({letter for letter in letters.values() if letter})
    grid = [[0] * cols for _ in range(rows)]
    for (r, c), letter in letters.items():
        grid[r - top][c - left] = 1 + kinds.index(letter) if letter else 0
    outside = game.locator(".linklab-game-outside input").is_checked()
    moves = solve(Board.from_rows(grid), Rules(outside=outside), max_nodes=10_000).moves
    assert len(moves) == 4, grid
    keys = game.locator(".linklab-board-keys")
    tab_to(page, keys)
    spoken = game.locator(".linklab-board-keys-spoken")
    for made, pair in enumerate(moves, start=1):
        for cell in pair:
            for key in ["PageUp", "Home", *["ArrowDown"] * cell[0], *["ArrowRight"] * cell[1]]:
                page.keyboard.press(key)
            page.wait_for_function(
                "([e, said]) => e.textContent.startsWith(said)",
                arg=[spoken.element_handle(), f"cursor at ({cell[0] + 1}, {cell[1] + 1})"],
            )
            page.keyboard.press("Enter")
        page.wait_for_function(
            "([e, made]) => e.textContent.includes('moves made: ' + made)",
            arg=[status.element_handle(), made],
        )
    assert status.inner_text().startswith("tiles left: 0 "), status.inner_text()
    assert "won" in spoken.text_content() or "won" in game.inner_text(), spoken.text_content()
