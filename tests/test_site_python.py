"""The exercise checks of the static edition (`linklab.site.python`, `linklab.course.page_check`):
what the build packs, the Python the page runs on it (the standard library and the packed modules
only), and notebook 02's page opened from disk with every request outside ``site/`` refused:
a wrong answer, a wrong ``my_link`` and an endless loop, each checked in the page.
"""

from __future__ import annotations

import html
import json
import os
import re
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path
from xml.etree import ElementTree

import nbformat
import pytest
from hypothesis import given
from hypothesis import strategies as st
from static_pages import open_offline

from linklab.course import page_check, selfcheck
from linklab.course.exercise_bank import BANK
from linklab.site import build as site
from linklab.site import python as site_python

NOTEBOOK = "02"

#: The BFS learners write first: a cell marked visited the first time it is reached, so a
#: path that reaches it later with fewer turns is lost.
VISITED_AT_FIRST_ARRIVAL = textwrap.dedent(
    '''
    from collections import deque


    def my_link(board, a, b):
        """Can the tiles at a and b be joined with at most two turns, on the board?"""
        if a == b or board[a] == 0 or board[a] != board[b]:
            return False
        steps = [(-1, 0), (0, 1), (1, 0), (0, -1)]
        visited = {a}
        queue = deque([(a, None, 0)])
        while queue:
            (row, col), heading, turns = queue.popleft()
            for new, (dr, dc) in enumerate(steps):
                cell = (row + dr, col + dc)
                cost = turns + (heading is not None and new != heading)
                if cost > 2 or not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
                    continue
                if cell == b:
                    return True
                if board[cell] != 0 or cell in visited:
                    continue
                visited.add(cell)
                queue.append((cell, new, cost))
        return False
    '''
)
ENDLESS_LINK = "def my_link(board, a, b):\n    while True:\n        pass\n"


def run_packed(program: str, folder: Path, given: str | None = None):
    """Run ``program`` in a Python with the standard library alone (``-S``) and the modules
    packed for the page, unzipped into ``folder / "course"``; its finished process."""
    env = {"PYTHONPATH": str(folder / "course"), "PATH": os.environ.get("PATH", "")}
    done = subprocess.run(
        [sys.executable, "-S", "-c", program],
        input=given,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        cwd=folder,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done


def warm_right_functions() -> dict[str, list[str]]:
    """The right function the page's worker checks for each kind of check before it is ready
    (``WARM_RIGHT`` in ``page_python.js``), read by node from the script's own text."""
    script = (Path(site_python.__file__).with_name("page_python.js")).read_text(encoding="utf-8")
    literal = re.search(r"const WARM_RIGHT = (\{.*?\n    \});", script, re.S)
    assert literal, "page_python.js has no WARM_RIGHT"
    shown = subprocess.run(
        ["node", "-e", f"console.log(JSON.stringify({literal.group(1)}))"],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(shown.stdout)


def test_the_worker_warms_each_kind_of_check_on_a_right_function_of_that_kind():
    """Each passes its check (a wrong one would warm only the first case), and every kind of
    check a notebook's exercise asks for has one."""
    warm = warm_right_functions()
    asked = {
        found
        for path in sorted(Path("notebooks").glob("*.ipynb"))
        for found in re.findall(r"selfcheck\.(check_\w+)\(", path.read_text(encoding="utf-8"))
    }
    assert asked and asked <= set(warm)
    for kind, (exercise, check) in warm.items():
        shown = page_check.run_cells(exercise, check)
        assert shown.status == "right", (kind, shown.html[:300])


# --- what the build packs ------------------------------------------------------------------


@given(st.text(min_size=1, max_size=20), st.binary(max_size=2000))
def test_a_packed_script_gives_back_its_name_and_bytes(name, data):
    script = site_python.packed_script(name, data)
    assert site_python.unpacked(script) == (name, data)
    assert "</script" not in script.lower() and "\n" not in script.rstrip("\n")


def test_the_module_becomes_a_script_defining_the_function_or_the_build_says_why():
    module = "async function _createPyodideModule(m){var u=import.meta.url;return u}\n"
    script = site_python.classic_script(module + "export default _createPyodideModule;")
    assert "export" not in script and "import.meta" not in script
    assert script.endswith("globalThis._createPyodideModule = _createPyodideModule;")
    with pytest.raises(RuntimeError, match="pinned version"):
        site_python.classic_script(module)


def test_a_snapshot_that_cannot_be_made_says_why_in_one_line():
    """Node starting Pyodide on a standard library that is no zip: the build stops with one
    line naming the page's Python, not node's stack."""
    import shutil

    if shutil.which("node") is None or not (site.NPM_PREFIX / "node_modules").exists():
        pytest.skip("node and the site's npm packages are missing")
    pyodide = site.npm_install() / "pyodide"
    with pytest.raises(RuntimeError) as raised:
        site_python.make_snapshot(pyodide, b"not a zip", site_python.linklab_zip())
    said = str(raised.value)
    assert said.startswith("the page's Python could not be started in node: ")
    assert "\n" not in said and len(said) < 300


def test_the_packed_modules_are_all_the_page_needs_on_the_standard_library_alone(tmp_path):
    """The packed zip, unpacked beside nothing but the standard library (``python -S``), runs
    a wrong answer's check, a wrong function's, and stops an endless loop by tracing."""
    with zipfile.ZipFile(_zip_file(tmp_path)) as archive:
        names = archive.namelist()
        archive.extractall(tmp_path / "course")
    assert "linklab/course/page_check.py" in names and "linklab/render/draw.py" not in names
    program = textwrap.dedent(
        f"""
        import json, sys
        from linklab.course import page_check
        from linklab.course.selfcheck import guard
        assert "matplotlib" not in sys.modules and "numpy" not in sys.modules
        guard.BY_TRACE = True
        guard.CALL_SECONDS = 0.5
        out = {{}}
        check, link = 'll.exercises.check("02.1", prediction)', "ll.selfcheck.check_link(my_link)"
        out["wrong"] = page_check.run_cells("prediction = 24", check)
        out["link"] = page_check.run_cells({VISITED_AT_FIRST_ARRIVAL!r}, link, language="zh")
        out["loop"] = page_check.run_cells({ENDLESS_LINK!r}, link)
        print(json.dumps({{k: getattr(v, "__dict__", v) for k, v in out.items()}}))
        """
    )
    done = run_packed(program, tmp_path)
    out = json.loads(done.stdout)
    assert out["wrong"]["status"] == "wrong" and "✗ Not yet" in out["wrong"]["html"]
    assert out["link"]["status"] == "wrong" and "✗ 还不对" in out["link"]["html"]
    assert "board =" in out["link"]["html"]
    assert out["link"]["html"].count('class="linklab-python-board"') == 1  # with no matplotlib
    assert "linklab-learner-steps" in out["link"]["html"]  # and the learner's search, stepped
    assert out["loop"]["status"] == "wrong" and "no answer within 0.5 s" in out["loop"]["html"]
    assert "its loop at line" in out["loop"]["html"]  # the exercise cell's own line


@pytest.mark.slow  # every exercise of the course, in a fresh interpreter: make test
def test_every_exercise_of_the_course_runs_on_the_packed_modules_alone(tmp_path):
    """Each exercise's worked answer, with its check and its notebook's setup as the page gets
    them, is right on the standard library and the packed modules only; unanswered, it says so."""
    from linklab.course.exercises import exercise_key

    runs = []
    for path in sorted(site.NOTEBOOKS.glob("[0-9]*.ipynb")):
        nb = nbformat.read(path, 4)
        keys = {c.get("id"): exercise_key(nb, i) for i, c in enumerate(nb.cells)}
        site_python.add_checks(nb, "en")
        for cell in nb.cells:
            for output in cell.get("outputs", []):
                found = re.search(
                    r"application/json[^>]*>(.*?)</script>",
                    output.get("data", {}).get("text/html", ""),
                )
                if found:
                    data = json.loads(found.group(1).replace("<\\/", "</"))
                    answer = BANK[keys[data["cell"]]].answer
                    runs.append([answer, data["exercise"], data["check"], data["setup"]])
    assert len(runs) == len(BANK)
    with zipfile.ZipFile(_zip_file(tmp_path)) as archive:
        archive.extractall(tmp_path / "course")
    program = textwrap.dedent(
        """
        import json, sys
        from linklab.course import page_check
        said = []
        for answer, unanswered, check, setup in json.load(sys.stdin):
            right = page_check.run_cells(answer, check, setup)
            empty = page_check.run_cells(unanswered, check, setup)
            said.append([right.status, empty.status, right.html[:200]])
        print(json.dumps(said))
        """
    )
    done = run_packed(program, tmp_path, json.dumps(runs))
    for (right, empty, shown), run in zip(json.loads(done.stdout), runs, strict=True):
        assert (right, empty) == ("right", "unanswered"), (run[2], shown)


def _zip_file(folder: Path) -> Path:
    path = folder / "linklab.zip"
    path.write_bytes(site_python.linklab_zip())
    return path


def test_every_exercise_of_notebook_02_gets_a_check_button_and_no_needs_python_line():
    nb = nbformat.read(next(site.NOTEBOOKS.glob(f"{NOTEBOOK}-*.ipynb")), 4)
    exercises = [i for i, c in enumerate(nb.cells) if "exercise" in c.metadata.get("tags", [])]
    needs = site.mark_needs_python(nb, "zh")
    blocks = []
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            markup = output.get("data", {}).get("text/html", "")
            if "linklab-python-check" in markup:
                assert cell.metadata[site_python.IN_PAGE]
                blocks.append(markup)
    assert len(blocks) == len(exercises) > 0
    assert "exercise check" not in needs
    first = json.loads(re.search(r"application/json[^>]*>(.*?)</script>", blocks[0]).group(1))
    assert first["exercise"].startswith("prediction = ...")
    assert first["check"] == 'll.exercises.check("02.1", prediction)'
    assert first["setup"].splitlines()[-1] == "import linklab as ll"
    assert "matplotlib" not in first["setup"]
    assert ">检查</button>" in blocks[0] and first["words"]["loading"].startswith("正在加载")


def test_a_check_that_reads_a_name_the_page_cannot_set_up_keeps_its_needs_python_line():
    new = nbformat.v4
    cells = [
        new.new_code_cell("import linklab as ll\nboard = ll.parse_board('1 1')"),
        new.new_code_cell("prediction = ...", metadata={"tags": ["exercise"]}),
        new.new_code_cell("ll.exercises.check(board, prediction)"),
    ]
    nb = new.new_notebook(cells=cells)
    assert site.mark_needs_python(nb, "en") == ["exercise check"]
    assert site_python.IN_PAGE not in nb.cells[2].metadata
    assert "make lab" in nb.cells[2].outputs[-1]["data"]["text/html"]


def test_the_setup_keeps_imports_and_module_names_only():
    cells = [
        "%matplotlib inline\nimport random\n\nimport matplotlib.pyplot as plt",
        "import linklab as ll",
        "six = ll.sixdigits\nplt.plot([1])\nfrom collections import deque",
        "from linklab.widgets.compare import ComparePlayer\nfrom linklab import Board, solve",
        "widgets = ll.widgets\nfrom linklab import board, Rules",
        "def draw():\n    import numpy",
    ]
    assert site_python.setup_of(cells).splitlines() == [
        "import random",
        "import linklab as ll",
        "six = ll.sixdigits",
        "from collections import deque",
        "from linklab import Board, solve",
        "from linklab import board, Rules",
    ]


# --- the page's Python, run here -----------------------------------------------------------


def test_a_wrong_answer_is_told_so_without_the_answer_and_in_the_editions_language():
    truth = BANK["02.1"].truth
    for language, words in (("en", "✗ Not yet"), ("zh", "✗ 还不对")):
        for answer in (truth - 1, truth + 7, 0):
            shown = page_check.run_cells(
                f"prediction = {answer}",
                'll.exercises.check("02.1", prediction)',
                language=language,
            )
            assert shown.status == "wrong" and words in shown.html
            assert not re.search(rf"\b{truth}\b", shown.html.replace("02.1", ""))
    right = page_check.run_cells(f"prediction = {truth}", 'll.exercises.check("02.1", prediction)')
    assert right.status == "right"


def test_a_cell_that_cannot_run_says_what_and_where_in_one_line():
    check = 'll.exercises.check("02.1", prediction)'
    cases = {
        "prediction = (1,": ("SyntaxError", 1),
        "x = 1\nprediction = y": ("NameError", 2),
        "prediction = 1 / 0": ("ZeroDivisionError", 1),
    }
    for source, (kind, line) in cases.items():
        shown = page_check.run_cells(source, check)
        assert shown.status == "error"
        text = re.sub("<[^>]+>", "", shown.html)
        assert text.startswith(kind) and f"(line {line} of the exercise cell)" in text
        assert "Traceback" not in text and text.count("\n") == 0
    chinese = page_check.run_cells("prediction = y", check, language="zh").html
    assert "练习单元格第 1 行" in chinese
    broken = page_check.run_cells(
        "prediction = 1", check, setup="import linklab as ll\nimport nope"
    )
    assert broken.status == "error" and "(line 2 of the notebook&#x27;s setup)" in broken.html


def test_what_the_cells_print_shows_above_the_verdict():
    shown = page_check.run_cells("print('thinking')\nprediction = ...", "prediction")
    assert shown.html.index("thinking") < shown.html.index("Ellipsis")


# --- the time limit where there are no signals nor threads ---------------------------------


@pytest.mark.slow  # waits out the time limit of the page's Python: make test
def test_a_check_by_trace_names_the_endless_function_and_passes_the_right_one(monkeypatch):
    from linklab.course.selfcheck import guard

    monkeypatch.setattr(guard, "BY_TRACE", True)
    monkeypatch.setattr(guard, "CALL_SECONDS", 0.3)
    monkeypatch.setattr(guard, "PAGE_SECONDS", 1e9)  # the page's own clock is not tested here
    space: dict = {}
    exec(ENDLESS_LINK, space)
    tracing = sys.gettrace()
    stuck = selfcheck.check_link(space["my_link"], cases=5)
    assert stuck.status == "stopped" and "no answer within 0.3 s" in stuck.text()
    assert sys.gettrace() is tracing  # the trace that stopped it is gone
    monkeypatch.setattr(guard, "CALL_SECONDS", 2.0)
    exec(BANK["02.6"].answer, space)
    right = selfcheck.check_link(space["my_link"], cases=5)
    assert right.status == "passed", right.text()


# --- notebook 02's page, from disk, offline --------------------------------------------------


@pytest.fixture
def built(site_02):
    """Notebook 02's English page and the site it is in (built once a run, in conftest)."""
    out, pages = site_02
    return out, next(page for page in pages if page.language == "en")


@pytest.fixture
def browser(site_browser):
    return site_browser


def test_the_python_is_in_the_site_once_and_within_the_budget(built):
    out, page = built
    folder = out / site.STATIC / site_python.FOLDER
    packed = sorted(p.name for p in folder.iterdir())
    assert packed == sorted(
        [
            *site_python.PACKED,
            site_python.PAGE_SCRIPT_NAME,
            "live.js",
            "keep.js",
            "save.js",
            "gif.js",
            "practice.js",
        ]
    )
    assert not list((out / "en").rglob("python-*.js"))
    assert site.site_weight(out) <= site.SITE_BUDGET
    assert page.weight <= site.PAGE_BUDGET
    assert "exercise check" not in page.needs


def open_page(browser, out: Path, viewport: dict):
    return open_offline(browser, out, "en", NOTEBOOK, viewport)


def check_and_wait(page, index: int, source: str, timeout_ms: int = 180_000) -> str:
    """Type ``source`` into exercise ``index``'s cell, press its Check, and wait for the
    verdict; its text."""
    editor = page.locator("textarea.linklab-python-editor").nth(index)
    editor.fill(source)
    block = page.locator(".linklab-python-check").nth(index)
    cell = block.locator("xpath=ancestor::div[contains(@class, 'jp-Cell')][1]")
    before = cell.locator(".linklab-python-verdict").count()
    stamp = page.evaluate("window.linklabPythonLog.length")
    block.locator("button.linklab-python-button").click()
    page.wait_for_function(
        "(n) => window.linklabPythonLog.slice(n).some((e) => e.event !== 'click' && "
        "e.event !== 'ready')",
        arg=stamp,
        timeout=timeout_ms,
        polling=100,
    )
    assert cell.locator(".linklab-python-verdict").count() >= min(before, 1)
    return cell.locator(".linklab-python-verdict").inner_text()


@pytest.mark.browser
def test_a_wrong_answer_and_a_wrong_bfs_are_checked_in_the_page_offline(built, browser):
    out, _ = built
    page, refused, errors = open_page(browser, out, {"width": 390, "height": 844})
    editors = page.locator("textarea.linklab-python-editor")
    assert editors.count() == page.locator(".linklab-python-check").count() >= 6
    box = editors.first.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 392
    assert editors.first.evaluate("(e) => getComputedStyle(e).fontSize") == "14px"
    assert editors.first.input_value().startswith("prediction = ...")
    editors.first.focus()
    page.keyboard.press("End")
    page.keyboard.press("Tab")  # indents
    assert editors.first.input_value().splitlines()[0].endswith("    ")
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")  # leaves
    assert not editors.first.evaluate("(e) => e === document.activeElement")

    truth = BANK["02.1"].truth
    said = check_and_wait(page, 0, f"prediction = {truth + 1}")
    assert said.startswith("✗ Not yet"), said
    assert not re.search(rf"\b{truth}\b", said.replace("02.1", ""))
    said = check_and_wait(page, 0, f"prediction = {truth}", timeout_ms=30_000)
    assert said.startswith("✓ Right"), said

    link = page.locator("textarea.linklab-python-editor").count() - 1
    said = check_and_wait(page, link, VISITED_AT_FIRST_ARRIVAL)
    assert said.startswith("✗ Not yet"), said
    # the notebook's verdict on the same function, word for word: the page's Python counts the
    # same work and names the same case and the same mistake
    namespace: dict = {}
    exec(VISITED_AT_FIRST_ARRIVAL, namespace)
    in_the_notebook = str(selfcheck.check_link(namespace["my_link"]))
    assert "the mistake, it seems" in in_the_notebook
    assert in_the_notebook in said, (in_the_notebook, said)
    board = re.findall(r"^ {4}[0-9 ]+$", said, re.M)
    assert 1 <= len(board) <= 4, said  # a small board, row by row, and drawn
    picture = page.locator(".linklab-python-verdict svg.linklab-python-board").last
    assert picture.bounding_box()["width"] <= 390
    assert picture.locator("rect").count() >= 2
    # the learner's own search, opened on the step that leaves every correct one, stepped by key
    steps = page.locator(".linklab-python-verdict .linklab-learner-steps").last
    readout = steps.locator(".linklab-learner-readout")
    marked = readout.inner_text()
    assert "⚑" in steps.locator(".linklab-learner-texts").inner_text()
    steps.focus()
    page.keyboard.press("ArrowRight")
    assert readout.inner_text() != marked
    assert "⚑" not in steps.locator(".linklab-learner-texts").inner_text()
    page.keyboard.press("ArrowLeft")
    assert readout.inner_text() == marked
    assert steps.locator(".linklab-learner-slider").count() == 1
    # the step shown, saved as SVG and PNG (save.js, shared with the live parts)
    for kind in ("svg", "png"):
        with page.expect_download() as download:
            steps.locator(f"button.linklab-learner-save-{kind}").click()
        data = Path(download.value.path()).read_bytes()
        assert download.value.suggested_filename.endswith("." + kind)
        if kind == "svg":
            assert ElementTree.fromstring(data).tag == "{http://www.w3.org/2000/svg}svg"
        else:
            assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 8
    # the whole search as a GIF (save.js, gif.js): a frame a step, at the learner's player's pace,
    # once every step has come from the page's Python
    steps.evaluate("(block) => block.linklabAllSteps")
    with page.expect_download(timeout=120_000) as download:
        steps.locator("button.linklab-learner-save-gif").click()
    assert download.value.suggested_filename == "your-search-steps.gif"
    from PIL import Image

    gif = Image.open(download.value.path())
    count = int(steps.locator(".linklab-learner-slider").get_attribute("max")) + 1
    assert gif.n_frames == min(count, 240) and gif.info["duration"] == 330
    assert page.evaluate("document.documentElement.scrollWidth") <= 392
    page.context.close()
    assert errors == []
    assert refused == [], f"requests outside site/: {refused[:5]}"


#: Whether a worker started after the last one the page ended is up.
FRESH_AFTER_A_STOP = """() => {
  const events = window.linklabPythonLog.map((e) => e.event);
  return events.slice(events.lastIndexOf("stopped")).includes("ready");
}"""
#: Whether the page ended a check's worker at its time limit.
STOPPED = "() => window.linklabPythonLog.some((e) => e.event === 'verdict' && e.stopped)"


@pytest.mark.browser
def test_an_endless_loop_leaves_the_page_responsive_and_is_said_not_to_finish(built, browser):
    out, _ = built
    page, refused, errors = open_page(browser, out, {"width": 1280, "height": 900})
    link = page.locator("textarea.linklab-python-editor").count() - 1
    said = check_and_wait(page, link, ENDLESS_LINK)
    assert said.startswith("… Stopped, no verdict") and "no answer within" in said, said

    # a loop in the cell's own lines: stopped there in seconds, its line named, the page
    # stepping meanwhile
    page.evaluate("window.linklabPythonSeconds = 4")
    editor = page.locator("textarea.linklab-python-editor").first
    editor.fill("prediction = 3\nwhile True:\n    pass")
    page.locator(".linklab-python-check button").first.click()
    stage = page.locator(".linklab-stage").first
    stage.scroll_into_view_if_needed()
    readout = stage.locator(".linklab-stage-readout")
    before = readout.text_content()
    stage.focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_function(
        "(t) => document.querySelector('.linklab-stage-readout').textContent !== t", arg=before
    )
    count = "window.linklabPythonLog.filter((e) => e.event === 'verdict').length"
    verdicts = page.evaluate(f"() => {count}")
    page.wait_for_function(f"() => {count} > {verdicts}", timeout=60_000, polling=100)
    cell = page.locator(".linklab-python-check").first.locator(
        "xpath=ancestor::div[contains(@class, 'jp-Cell')][1]"
    )
    said = cell.locator(".linklab-python-verdict").inner_text()
    assert "did not finish within 2 s" in said and "of the exercise cell" in said, said
    assert not page.evaluate(STOPPED), "the worker was ended, not the loop stopped"

    # a call no line of the cell's own runs (a builtin): its worker is ended at the cell's own
    # limit, not the page's, and a fresh one started at once, for the next press
    editor.fill("prediction = sum(range(10**15))")
    page.locator(".linklab-python-check button").first.click()
    page.wait_for_function(STOPPED, timeout=60_000, polling=100)
    said = cell.locator(".linklab-python-verdict").inner_text()
    assert "did not finish within 2 s" in said, said
    page.wait_for_function(FRESH_AFTER_A_STOP, timeout=180_000, polling=100)
    assert check_and_wait(page, 0, "prediction = 2").startswith("✗ Not yet")  # Python again
    page.context.close()
    assert errors == []
    assert refused == []


STUCK_IN_C_LINK = "def my_link(board, a, b):\n    return sum(range(10**15)) > 0\n"
BILLION_LINK = "def my_link(board, a, b):\n    return len([0] * 10**9) > 0\n"
DOUBLING_LINK = (
    "def my_link(board, a, b):\n    queue = [a]\n    while True:\n        queue += queue\n"
)
#: The bytes of WebAssembly memory the page's Python held when each of its workers was ready,
#: and after each verdict, as the page's log tells them.
MEMORY_LOG = """() => ({
  ready: window.linklabPythonLog.filter((e) => e.event === "ready").map((e) => e.memory),
  verdicts: window.linklabPythonLog.filter((e) => e.event === "verdict").map((e) => e.memory),
})"""


@pytest.mark.browser
def test_a_call_stuck_in_c_ends_its_worker_naming_the_call_and_a_spare_answers(built, browser):
    """A call stuck in C ends its worker, its call named; on the spare, a billion items and a
    list that doubles are each refused in one line naming the page's memory limit
    (`site_python.CHECK_MEMORY_MB` more than its Python held when the check began); the worker the
    list grew past `site_python.SPARE_MB` is ended once its verdict is shown, and a spare
    holding what a worker holds when ready answers the next checks, failing and right."""
    out, _ = built
    page, refused, errors = open_page(browser, out, {"width": 1280, "height": 900})
    link = page.locator("textarea.linklab-python-editor").count() - 1
    said = check_and_wait(page, link, STUCK_IN_C_LINK)
    assert said.startswith("… Stopped, no verdict: my_link was ended after"), said
    assert "inside one step that Python cannot interrupt" in said, said
    assert "my_link(board, (0, 0), (0, 1)) with board =" in said, said  # the first call
    page.wait_for_function(FRESH_AFTER_A_STOP, timeout=180_000, polling=100)
    said = check_and_wait(page, link, BILLION_LINK)  # one line, from the spare
    assert "MemoryError" in said and "JSON" not in said, said
    limit = site_python.CHECK_MEMORY_MB
    assert f"MemoryError: over the {limit} MB a check's calls may hold" in said, said
    said = check_and_wait(page, link, DOUBLING_LINK)
    assert f"MemoryError: over the {limit} MB a check's calls may hold" in said, said
    memory = page.evaluate(MEMORY_LOG)
    first, before, grown = memory["ready"][0], *memory["verdicts"][-2:]
    assert grown - before <= limit * 2**20, memory  # refused past the limit
    assert grown - first > site_python.SPARE_MB * 2**20, memory
    page.wait_for_function(FRESH_AFTER_A_STOP, timeout=180_000, polling=100)
    memory = page.evaluate(MEMORY_LOG)
    assert len(memory["ready"]) == 3 and memory["ready"][2] <= first + 2**20, memory
    assert check_and_wait(page, 0, "prediction = 2").startswith("✗ Not yet")  # Python again
    truth = BANK["02.1"].truth
    assert check_and_wait(page, 0, f"prediction = {truth}").startswith("✓ Right")
    assert page.evaluate(MEMORY_LOG)["verdicts"][-1] - first < site_python.SPARE_MB * 2**20
    page.context.close()
    assert errors == []
    assert refused == []


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_memory_error_under_the_pages_limit_names_that_limit_in_the_editions_language(
    monkeypatch, language
):
    """The page's worker sets the hang guard's limit to `site_python.CHECK_MEMORY_MB` (the
    browser test above sees it set there); with it, a call's MemoryError is one line naming
    that limit, in English and in Chinese."""
    from linklab.course.selfcheck import apart, guard

    monkeypatch.setattr(apart, "APART", False)  # in this process, as in the page
    monkeypatch.setattr(guard, "MEMORY_LIMITED", site_python.CHECK_MEMORY_MB)
    exercise = "def my_link(board, a, b):\n    raise MemoryError\n"
    shown = page_check.run_cells(exercise, "ll.selfcheck.check_link(my_link)", language=language)
    limit = site_python.CHECK_MEMORY_MB
    line = {
        "en": f"it raised MemoryError: over the {limit} MB a check's calls may hold",
        "zh": f"MemoryError：超过了检查允许调用占用的 {limit} MB 内存",
    }[language]
    assert shown.status == "wrong" and line in html.unescape(shown.html), shown.html


#: `VISITED_AT_FIRST_ARRIVAL` wrong only on boards of 100 cells or more (its smallest failing
#: case a 12x12 open board, a search of about 300 steps the page fetches a batch at a time),
#: with 40 MB kept: its worker has grown past `SPARE_MB` when the verdict is shown.
GROWN_WITH_A_LONG_SEARCH = (
    "import linklab as ll\n"
    + VISITED_AT_FIRST_ARRIVAL.replace(
        "    if a == b or board[a] == 0",
        "    if board.rows * board.cols < 100:\n"
        "        return ll.Checker(board).can_link(a, b)\n"
        "    if a == b or board[a] == 0",
    )
    + "\n_kept = bytearray(40 * 2**20)\n"
)


@pytest.mark.browser
def test_a_grown_worker_is_replaced_only_once_the_learners_search_has_every_step(built, browser):
    out, _ = built
    page, _, _ = open_page(browser, out, {"width": 1280, "height": 900})
    link = page.locator("textarea.linklab-python-editor").count() - 1
    said = check_and_wait(page, link, GROWN_WITH_A_LONG_SEARCH)
    assert said.startswith("✗ Not yet"), said
    steps = page.locator(".linklab-python-verdict .linklab-learner-steps").last
    steps.evaluate("(block) => block.linklabAllSteps")
    page.wait_for_function(  # the grown worker ended, a spare started
        "() => window.linklabPythonLog.some((e) => e.event === 'stopped')", timeout=60_000
    )
    last = int(steps.locator(".linklab-learner-slider").get_attribute("max"))
    assert last > 200
    steps.focus()
    for key in ("Home", "End"):  # the first and the last step, each fetched from the worker
        page.keyboard.press(key)
        assert not steps.evaluate("(b) => b.classList.contains('linklab-learner-waiting')")
    assert steps.locator(".linklab-learner-missing").inner_text() == ""
    page.context.close()


# the Chinese line in make test (slow): the same guard, its words read in Chinese
@pytest.mark.parametrize("language", ["en", pytest.param("zh", marks=pytest.mark.slow)])
def test_an_exercise_cells_endless_loop_is_stopped_with_its_line_named(language):
    from linklab.course import page_check

    exercise = "prediction = 0\nwhile prediction >= 0:\n    prediction += 1\n"
    shown = page_check.run_cells(
        exercise, 'll.exercises.check("02.1", prediction)', language=language
    )
    assert shown.status == "error"
    line = "line 2 of the exercise cell" if language == "en" else "练习单元格第 2 行"
    assert line in shown.html and "TimeoutError" in shown.html, shown.html
    if language == "zh":
        assert "循环" in shown.html
    # A cell that ends is not stopped: the same loop, bounded.
    bounded = page_check.run_cells(
        "prediction = sum(range(10**5))", "prediction", language=language
    )
    assert bounded.status == "shown" and "4999950000" in bounded.html


#: The page's log, counted: the workers it started, and each verdict's and view's worker.
WORKERS_LOG = """() => {
  const python = window.linklabPythonLog, live = window.linklabLiveLog || [];
  return {started: python.filter((e) => e.event === "started").map((e) => e.worker),
          ready: python.filter((e) => e.event === "ready").map((e) => e.worker),
          verdicts: python.filter((e) => e.event === "verdict").map((e) => e.worker),
          clicks: python.filter((e) => e.event === "click").map((e) => [e.worker, e.warm]),
          views: live.filter((e) => e.event === "view").map((e) => e.worker),
          live: live.filter((e) => e.event === "live").map((e) => e.worker)};
}"""


def _live_view(page) -> int:
    """Click a tile of the page's live part; the worker that answered."""
    seen = page.evaluate("window.linklabLiveLog.filter((e) => e.event === 'view').length")
    page.locator(".linklab-live svg [data-tag^='tile-']").first.click()
    page.wait_for_function(
        "(n) => window.linklabLiveLog.filter((e) => e.event === 'view').length > n",
        arg=seen,
        timeout=60_000,
    )
    return page.evaluate("window.linklabLiveLog.filter((e) => e.event === 'view').at(-1).worker")


@pytest.mark.browser
def test_one_python_serves_the_checks_and_the_live_part_and_a_spare_takes_over_a_stop(
    built, browser
):
    """Notebook 02's page (six exercises, a live comparison) starts one worker; a check and the
    live part are answered by it. A builtin Python cannot interrupt ends it, said in one line;
    one spare starts, takes up the live part, and answers the next press, up before it."""
    out, _ = built
    seen: list = []  # the workers Chromium started for the page (its targets), and those ended
    closed: list = []

    def started(worker) -> None:
        seen.append(worker)
        worker.on("close", lambda ended: closed.append(ended))

    context = browser.new_context(viewport={"width": 1280, "height": 900})
    refused: list[str] = []
    site.offline(context, out, refused)
    page = context.new_page()
    page.on("worker", started)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(next((out / "en").glob(f"{NOTEBOOK}-*.html")).resolve().as_uri())
    page.wait_for_function(
        "() => (window.linklabLiveLog || []).some((e) => e.event === 'live')",
        timeout=180_000,
        polling=100,
    )
    assert check_and_wait(page, 0, "prediction = 2").startswith("✗ Not yet")
    assert _live_view(page) == 1
    counted = page.evaluate(WORKERS_LOG)
    assert counted["started"] == [1] and len(seen) == 1  # the page's log and Chromium's
    assert counted["verdicts"] == [1] and counted["live"] == [1]

    editor = page.locator("textarea.linklab-python-editor").first
    editor.fill("prediction = sum(range(10**15))")
    page.locator(".linklab-python-check button").first.click()
    page.wait_for_function(STOPPED, timeout=60_000, polling=100)
    cell = page.locator(".linklab-python-check").first.locator(
        "xpath=ancestor::div[contains(@class, 'jp-Cell')][1]"
    )
    said = cell.locator(".linklab-python-verdict").inner_text()
    assert said.count("\n") == 0 and "did not finish within 2 s" in said, said
    page.wait_for_function(FRESH_AFTER_A_STOP, timeout=180_000, polling=100)
    assert page.evaluate(WORKERS_LOG)["live"] == [1]  # the spare answers the next Check first
    assert check_and_wait(page, 0, "prediction = 2").startswith("✗ Not yet")
    page.wait_for_function(  # then takes up the live part
        "() => window.linklabLiveLog.some((e) => e.event === 'live' && e.worker === 2)",
        timeout=120_000,
        polling=100,
    )
    assert _live_view(page) == 2
    counted = page.evaluate(WORKERS_LOG)
    assert counted["started"] == [1, 2] and len(seen) == 2
    # One alive at a time. Chromium tells of the stopped worker's end in its own time, and
    # Playwright passes the news on only while it is called: wait in it, 30 s at most.
    for _ in range(300):
        if closed:
            break
        page.wait_for_timeout(100)
    assert closed == [seen[0]]
    assert counted["verdicts"][-1] == 2 and counted["clicks"][-1] == [2, True]
    assert counted["ready"] == [1, 2]
    page.context.close()
    assert errors == []
    assert refused == []
