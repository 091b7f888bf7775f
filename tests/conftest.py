"""Test-wide settings: a headless matplotlib backend and a hypothesis profile for CI."""

import importlib.util
import os
import sys
from dataclasses import dataclass
from pathlib import Path

import matplotlib
import pytest
from example_counts import FULL
from hypothesis import HealthCheck, settings

#: Fixtures a few test modules share, and the table of processor time (`--cpu-table`), each in
#: its own module.
pytest_plugins = ["widget_messages", "cpu_table"]

matplotlib.use("Agg")
#: jsonschema, which nbformat imports, compiles rfc3987_syntax's grammar when it is installed:
#: 2 to 3 s of processor time in every test process, for an "iri" format check that neither
#: nbformat nor any test asks for. Marked missing here, jsonschema leaves that check out.
sys.modules.setdefault("rfc3987_syntax", None)

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=FULL
)
settings.register_profile("ci", parent=settings.get_profile("default"), derandomize=True)
settings.load_profile("ci" if os.environ.get("CI") else "default")
#: ``make check``'s (``--hypothesis-profile=check``): fewer examples of each property, so the
#: quick loop stays quick (one that sets a count of its own asks `example_counts.examples` for
#: it, scaled alike); ``make test`` keeps the full count.
settings.register_profile("check", parent=settings(), max_examples=10)


@dataclass(frozen=True)
class OutsideFolder:
    """A folder outside the repository that some checks read, named only by an option: without
    it those checks are left out, and the run says so in one line at its end."""

    marker: str
    option: str
    make_variable: str
    files: tuple[str, ...]  # glob patterns the folder must match, each at least once
    what: str  # what the checks that read it check

    def folder(self, config) -> Path | None:
        """The folder named by the option, or None; a folder that lacks a file stops the run."""
        named = config.getoption(self.option)
        if not named:
            return None
        folder = Path(named).expanduser().resolve()
        missing = [pattern for pattern in self.files if not any(folder.glob(pattern))]
        if missing:
            raise pytest.UsageError(f"{self.option} {named}: no {', '.join(missing)} in {folder}")
        return folder

    def not_checked(self) -> str:
        return (
            f"not checked: {self.what} (name the folder: make test {self.make_variable}=DIR, "
            f"or pytest {self.option} DIR)"
        )


OUTSIDE_FOLDERS = (
    OutsideFolder(
        "z2jh_chart",
        "--z2jh-chart",
        "Z2JH",
        ("values.yaml", "values.schema.yaml", "README.md"),
        "deploy/z2jh/ against the Zero-to-JupyterHub chart's defaults and schema",
    ),
    OutsideFolder(
        "seeds",
        "--seeds",
        "SEEDS",
        ("000_*.txt", "001_*.txt", "003_*.txt", "004_*.txt"),
        "the documents' programs in linklab/documents/sources/ against the documents themselves",
    ),
)


def pytest_addoption(parser):
    for outside in OUTSIDE_FOLDERS:
        parser.addoption(
            outside.option, metavar="DIR", help=f"the folder to check {outside.what} with"
        )


def pytest_configure(config):
    """Servers the tests start stop on Ctrl-C (SIGINT) even when the suite itself was started
    in the background, which a shell does with SIGINT ignored and every child inheriting it."""
    from benchmarks import browser_kit

    for outside in OUTSIDE_FOLDERS:
        config.addinivalue_line(
            "markers", f"{outside.marker}: reads {outside.option}'s folder, left out without it"
        )
    if not any(line.startswith("work:") for line in config.getini("markers")):
        # make check selects the counted-work guards by this mark, whether or not any is here
        config.addinivalue_line("markers", "work: counts a hot path's work against its budget")
        outside.folder(config)
    browser_kit.hear_ctrl_c()


#: Session and module fixtures that take minutes to make, and what they make: a test that asks
#: for one is marked ``slow`` (`marked_slow`), so that ``make check`` leaves it to ``make test``.
SLOW_FIXTURES = {
    "site_02": "notebook 02's static pages, both languages, executed",
    "slide_site": "site_02 copied, a small notebook's pages and slides added",
    "live_site": "a two-cell notebook's static pages, both languages, executed",
    "escape_site": "a notebook's page with an exercise and a game, both languages, executed",
    "installed_wheel": "the wheel, installed with the image's packages into a fresh venv",
}


def marked_slow(fixturenames) -> bool:
    """Whether a test asks for a fixture of `SLOW_FIXTURES`, directly or through another.

    >>> marked_slow(["tmp_path", "built", "site_02"]), marked_slow(["tmp_path"])
    (True, False)
    """
    return not SLOW_FIXTURES.keys().isdisjoint(fixturenames)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """A test that asks for a fixture of `SLOW_FIXTURES` is marked ``slow`` before ``-m``
    selects. The tests that read a folder outside the repository (`OUTSIDE_FOLDERS`) are left
    out when its option is not given, and said so once at the end, not skipped one by one."""
    for item in items:
        if marked_slow(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)
    for outside in OUTSIDE_FOLDERS:
        if outside.folder(config) is None:
            left_out = [item for item in items if item.get_closest_marker(outside.marker)]
            if left_out:
                config.hook.pytest_deselected(items=left_out)
                items[:] = [item for item in items if item not in left_out]


def pytest_terminal_summary(terminalreporter, config):
    for outside in OUTSIDE_FOLDERS:
        if outside.folder(config) is None:
            terminalreporter.write_line(outside.not_checked())


def _outside_folder(config, marker: str) -> Path:
    (outside,) = (o for o in OUTSIDE_FOLDERS if o.marker == marker)
    folder = outside.folder(config)
    assert folder is not None, (
        f"a test that reads {outside.option}'s folder must be marked {marker}"
    )
    return folder


@pytest.fixture(scope="session")
def z2jh_chart(pytestconfig) -> Path:
    """The chart's folder (``--z2jh-chart``); only tests marked ``z2jh_chart`` ask for it."""
    return _outside_folder(pytestconfig, "z2jh_chart")


@pytest.fixture(scope="session")
def seeds(pytestconfig) -> Path:
    """The documents' folder (``--seeds``); only tests marked ``seeds`` ask for it."""
    return _outside_folder(pytestconfig, "seeds")


#: Modules that share a session fixture with another, by the module they go with: under
#: ``pytest -n`` (``make test``) each group runs in one worker, so the fixture is made once.
RUN_WITH = {
    "test_site_python": "test_site",  # site_02: notebook 02's pages
    "test_site_axe": "test_site",
    "test_site_slides": "test_site",
    "test_site_practice": "test_site",
    "test_packaging": "test_deploy",  # installed_wheel: the wheel in a fresh environment
    "test_rise_slides": "test_browser",  # jupyterlab: one JupyterLab for all three
    "test_readable_text": "test_browser",
}


#: Modules whose tests share no set-up of minutes, each test long: under ``pytest -n`` each
#: test goes to whichever worker is free, not the whole module to one.
ONE_BY_ONE = {"test_notebooks"}  # each notebook of both editions run in its own kernel

#: The worker groups that take longest, longest first (`group_of`; in one run at load 10 to 20
#: on 2 cores: notebook 02's site and what reads it, JupyterLab and its slides, the wheel in a
#: fresh environment, the hub, every notebook run, then the small sites). They are handed out
#: first, so that the run ends with short ones on both workers, not one long one on one.
LONGEST_FIRST = (
    "test_site",
    "test_browser",
    "test_deploy",
    "test_hub",
    "test_notebooks",
    "test_site_live",
    "test_site_links",
    "test_site_gif",
    "test_compare_fits_a_slide",
    "test_site_escape",
    "test_site_keep",
    "test_site_build",
    "test_learner_on_a_slide",
    "test_same_verdict",  # its verdicts made three times, once under a load it makes itself
)
#: The longest of what ``make check`` runs (in its processor-time table), handed out next, longest
#: first: there the groups above are left out, and a module of 20 s begun last kept one worker
#: busy alone at the end. mypy's one test of 10 to 30 s goes first.
LONGEST_IN_CHECK = (
    "test_types",
    "test_misconceptions",
    "test_work_budgets",
    "test_selfcheck",
    "test_generate",
    "test_readme",
    "test_stress",
    "test_layers",
    "test_learner_search",
    "test_edges",
    "test_layers_calls",
    "test_make_check",
    "test_probe_table",
    "test_fonts",
)


def group_of(nodeid: str) -> str:
    """The worker group of a test: its module's, or the module's it goes with (`RUN_WITH`);
    the test alone in a module of `ONE_BY_ONE`.

    >>> group_of("tests/test_packaging.py::test_x[01]"), group_of("linklab/core/board.py::Board")
    ('test_deploy', 'board')
    >>> group_of("tests/test_notebooks.py::test_runs[zh-08]")
    'tests/test_notebooks.py::test_runs[zh-08]'
    """
    stem = _module_of(nodeid)
    return nodeid if stem in ONE_BY_ONE else RUN_WITH.get(stem, stem)


def _module_of(nodeid: str) -> str:
    return nodeid.split("::", 1)[0].rsplit("/", 1)[-1].removesuffix(".py")


def longest_first(groups: list[str]) -> list[str]:
    """``groups`` (`group_of`) in the order they are handed out: `LONGEST_FIRST`'s first, in
    its order, then `LONGEST_IN_CHECK`'s, then the others as they came.

    >>> longest_first(["board", "test_edges", "tests/test_notebooks.py::t[01]", "test_site"])
    ['test_site', 'tests/test_notebooks.py::t[01]', 'test_edges', 'board']
    """
    order = (*LONGEST_FIRST, *LONGEST_IN_CHECK)

    def rank(group: str) -> int:
        module = _module_of(group)
        return order.index(module) if module in order else len(order)

    return sorted(groups, key=rank)


if importlib.util.find_spec("xdist"):

    def pytest_xdist_make_scheduler(config, log):
        """Whole groups (`group_of`) to a worker, as ``--dist loadscope`` sends whole modules,
        the longest first (`longest_first`)."""
        from xdist.scheduler import LoadScopeScheduling

        class ByGroup(LoadScopeScheduling):
            def _split_scope(self, nodeid: str) -> str:
                return group_of(nodeid)

            def _assign_work_unit(self, node) -> None:
                if not getattr(self, "_ordered", False):  # once: the longest groups first
                    for group in reversed(longest_first(list(self.workqueue))):
                        self.workqueue.move_to_end(group, last=False)
                    self._ordered = True
                super()._assign_work_unit(node)

        return ByGroup(config, log)


@pytest.fixture(autouse=True)
def _no_live_part_outlives_its_test():
    """The page's live parts a test starts (`linklab.apps.page_apps.handle`) are forgotten
    after it, as a closed page's are, so that no later test, or doctest in the same worker,
    meets them."""
    from linklab.apps.page_apps import parts_forgotten_after

    with parts_forgotten_after():
        yield


_playwright_running = False


@pytest.fixture(scope="module")
def chromium_browser():
    """One headless Chromium per test module (Playwright's sync API allows one at a time).

    Not one per session: while Playwright's sync API is running, its event loop counts as this
    thread's running loop, and the players would wait for idle turns of a loop that never turns
    for them, so every later test of a player would see no picture."""
    from playwright.sync_api import sync_playwright

    from benchmarks import browser_kit

    global _playwright_running
    with sync_playwright() as playwright:
        _playwright_running = True
        try:
            chromium = playwright.chromium.launch(
                executable_path=browser_kit.CHROMIUM,
                headless=True,
                args=browser_kit.CHROMIUM_FLAGS,
                timeout=60_000,
            )
            yield chromium
            chromium.close()
        finally:
            _playwright_running = False


@pytest.fixture(autouse=True)
def _no_event_loop_left_running():
    """A test outside the browser's modules starts with no event loop running in this thread,
    as in plain Python: the players draw at once there, and wait for idle turns in a kernel."""
    if not _playwright_running:
        import asyncio

        try:
            asyncio.get_running_loop()
        except RuntimeError:
            pass
        else:
            pytest.fail("an event loop was left running by an earlier test (Playwright's?)")
    yield


@pytest.fixture(scope="session")
def site_02(tmp_path_factory):
    """Notebook 02's static pages in both languages, built once for the whole run (the static
    edition's tests, its exercise checks', axe's and the slide edition's share it): the site's
    folder and its pages."""
    import shutil
    import time

    from linklab.site import build as site

    if shutil.which("npm") is None or shutil.which("node") is None:
        pytest.skip("node and npm are missing: the static site takes its scripts from npm")
    out = tmp_path_factory.mktemp("site")
    start = time.perf_counter()
    # Both pages at once, their builders started from a fresh interpreter: a test worker that
    # has run kernels before cannot fork them safely (their kernels die at start).
    pages = site.build(out, ["02"], jobs=2, start="forkserver")
    report, _ = site.weights_report(pages, out)
    print(f"\nbuilt notebook 02 in both languages in {time.perf_counter() - start:.0f} s\n{report}")
    return out, pages


@pytest.fixture
def site_browser(chromium_browser):
    """The module's Chromium, for a static page (skipped without Debian's Chromium)."""
    from pathlib import Path

    from linklab.site import build as site

    if not Path(site.CHROMIUM).exists():
        pytest.skip(f"no Chromium at {site.CHROMIUM} (make browser-deps)")
    return chromium_browser


@pytest.fixture(scope="session")
def installed_wheel(tmp_path_factory):
    """The package built as a wheel and installed, with what the single-user image installs
    beside it (``deploy/z2jh/requirements.txt``, the image's copy of this checkout replaced by
    the wheel), into an empty virtual environment (with no pip: this one installs into it):
    ``(wheel, venv, environment)``, the last the environment variables that run that venv's
    commands first; what the wheel's build printed is in ``build.log`` beside it. Built once
    for the session."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    where = tmp_path_factory.mktemp("installed-wheel")
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", str(root), "-w", str(where)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert built.returncode == 0, built.stderr[-2000:]
    (where / "build.log").write_text(built.stderr, encoding="utf-8")  # what the build said
    (wheel,) = where.glob("linklab-*.whl")
    image = (root / "deploy" / "z2jh" / "requirements.txt").read_text(encoding="utf-8")
    assert "file:///opt/linklab" in image
    requirements = where / "requirements.txt"
    requirements.write_text(image.replace("file:///opt/linklab", wheel.as_uri()), encoding="utf-8")
    venv = where / "venv"
    # No pip of its own (ensurepip: 9 s of processor time): this pip installs into it
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120
    )
    installed = subprocess.run(
        # --no-compile: Python compiles what the tests import when they import it, not all
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(venv / "bin" / "python"),
            "install",
            "--quiet",
            "--no-compile",
            "-r",
            str(requirements),
        ],
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert installed.returncode == 0, installed.stderr[-2000:]
    environment = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    environment["PATH"] = f"{venv / 'bin'}{os.pathsep}{environment.get('PATH', '')}"
    return wheel, venv, environment
