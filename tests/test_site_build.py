"""The static site's build as a lecturer runs it (``linklab.site.build``), on notebooks of one or
two cells in a tmp folder: a notebook that raises or is stuck is named with its cell and the
other pages are still built; an unchanged page is kept, a changed one executed again, and
``--force`` executes all.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import nbformat
import pytest

from linklab.site import assets, editions, notebook_run
from linklab.site import build as site


def write_notebook(path: Path, title: str, *sources: str) -> Path:
    """A notebook at ``path``: a heading ``title``, then a code cell per source."""
    cells = [nbformat.v4.new_markdown_cell(f"# {title}")]
    cells += [nbformat.v4.new_code_cell(source) for source in sources]
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nbformat.v4.new_notebook(cells=cells), path)
    return path


@pytest.fixture
def course(tmp_path, monkeypatch):
    """An empty course in ``tmp_path/notebooks`` (both editions), the build pointed at it and at
    the npm packages already installed; the English folder."""
    prefix = site.NPM_PREFIX
    if not (prefix / "installed.json").exists():
        prefix = Path(sys.prefix) / "site-npm"  # the venv's, from a worktree without its own
    if not (prefix / "installed.json").exists() and shutil.which("npm") is None:
        pytest.skip("node and npm are missing: the static site takes its scripts from npm")
    english = tmp_path / "notebooks"
    (english / "zh").mkdir(parents=True)
    monkeypatch.setattr(assets, "NPM_PREFIX", prefix)
    monkeypatch.setattr(editions, "NOTEBOOKS", english)
    monkeypatch.setattr(editions, "EDITIONS", {"en": english, "zh": english / "zh"})
    return english


@pytest.mark.slow  # builds a course's pages, both languages
def test_a_failing_page_is_named_and_the_others_are_built(course, tmp_path, monkeypatch, capfd):
    write_notebook(course / "01-good.ipynb", "Good", "print(1)")
    write_notebook(course / "02-raises.ipynb", "Raises", "x = 1", "raise ValueError('no board')")
    write_notebook(course / "03-stuck.ipynb", "Stuck", "import time\ntime.sleep(120)")
    monkeypatch.setenv("LINKLAB_CELL_LIMIT", "3")
    out = tmp_path / "site"
    (out / "en").mkdir(parents=True)
    (out / "en" / "02-raises.html").write_text("an earlier build's page")
    assert site.main(["--out", str(out), "--language", "en"]) == 1
    printed = capfd.readouterr()  # the kernels' output too
    assert not (out / "en" / "02-raises.html").exists()  # not left for the zip
    assert "Traceback" not in printed.out + printed.err, printed.err
    lines = printed.out.splitlines()
    assert "en/02-raises.html: FAILED at cell 3: ValueError: no board" in lines
    assert "en/03-stuck.html: FAILED at cell 2: stuck: still running after 3 s" in lines
    assert any(line.startswith("en/01-good.html: built in ") and "MB" in line for line in lines)
    assert "2 page(s) failed: en/02-raises.html, en/03-stuck.html" in printed.err
    assert (out / "en" / "01-good.html").exists() and (out / "app.html").exists()
    index = (out / "index.html").read_text(encoding="utf-8")
    assert "href='en/01-good.html'" in index and "href='en/02-raises.html'" not in index
    assert (
        "Raises</td><td colspan='2'><strong>not built: cell 3 failed: ValueError: no board" in index
    )
    assert "not built: cell 2 failed: stuck" in index
    stamps = json.loads((out / site.STAMPS).read_text())
    assert list(stamps["pages"]) == ["en/01-good.html"]  # a failed page is tried again next time


def test_the_index_says_a_page_failed_in_both_languages(tmp_path):
    pages = [
        site.Page(
            language, tmp_path / language / "02-x.html", "X", failed="KeyError: 3", failed_cell=2
        )
        for language in site.EDITIONS
    ]
    index = site.index_html(pages)
    english, chinese = index.split("<section id='zh'")
    assert "not built: cell 2 failed: KeyError: 3" in english and "未能生成" not in english
    assert "未能生成：第 2 个单元格出错：KeyError: 3" in chinese
    report, _ = site.weights_report(pages, tmp_path)
    assert "en/02-x.html: FAILED at cell 2: KeyError: 3" in report


@pytest.mark.slow  # builds the pages three times
def test_an_unchanged_page_is_kept_and_a_changed_one_built(course, tmp_path, capsys):
    notebook = write_notebook(course / "01-good.ipynb", "Good", "print(1)")
    out = tmp_path / "site"
    site.build(out, languages=["en"])
    page = out / "en" / "01-good.html"
    built = page.stat().st_mtime_ns
    script = out / site.STATIC / "require.js"
    copied = script.stat().st_mtime_ns
    assert "en/01-good.html: built in " in capsys.readouterr().out

    (kept,) = site.build(out, languages=["en"])
    assert "en/01-good.html: kept (unchanged), " in capsys.readouterr().out
    assert page.stat().st_mtime_ns == built and kept.kept
    assert script.stat().st_mtime_ns == copied  # the scripts too, the source being the same
    assert (kept.title, kept.needs, kept.frames) == ("Good", [], 0)
    assert "href='en/01-good.html'>Good</a>" in (out / "index.html").read_text(encoding="utf-8")

    write_notebook(notebook, "Good", "print(2)")
    site.build(out, languages=["en"])
    assert "en/01-good.html: built in " in capsys.readouterr().out
    rebuilt = page.stat().st_mtime_ns
    assert rebuilt != built

    assert site.main(["--out", str(out), "--language", "en", "--force"]) == 0
    assert "en/01-good.html: built in " in capsys.readouterr().out
    assert page.stat().st_mtime_ns != rebuilt


def test_the_package_and_the_npm_versions_are_in_every_page_digest(tmp_path, monkeypatch):
    notebook = write_notebook(tmp_path / "01-x.ipynb", "X", "1")
    before = site.page_digest(notebook, "en", site.source_digest())
    assert site.page_digest(notebook, "zh", site.source_digest()) != before
    monkeypatch.setitem(site.NPM_PACKAGES, "anywidget", "0.0.1")
    assert site.page_digest(notebook, "en", site.source_digest()) != before


def test_a_cells_limit_grows_with_a_slow_machine(monkeypatch):
    monkeypatch.delenv("LINKLAB_CELL_LIMIT", raising=False)
    run = notebook_run
    monkeypatch.setattr(run, "speed_probe", lambda: run.PROBE_SECONDS / 2)
    assert run.cell_limit() == run.CELL_LIMIT  # never less on a quick one
    monkeypatch.setattr(run, "speed_probe", lambda: run.PROBE_SECONDS * 4)
    assert run.cell_limit() == 4 * run.CELL_LIMIT
    monkeypatch.setenv("LINKLAB_CELL_LIMIT", "42")
    assert run.cell_limit() == 42


def test_the_index_counts_players_and_their_steps_apart(tmp_path):
    pages = [
        site.Page("en", tmp_path / "en" / "02-x.html", "X", frames=181, players=4),
        site.Page("en", tmp_path / "en" / "06-y.html", "Y", frames=40, players=1),
        site.Page("zh", tmp_path / "zh" / "02-x.html", "X", frames=181, players=4),
    ]
    english, chinese = site.index_html(pages).split("<section id='zh'")
    assert "<td>4 players, 181 steps</td>" in english
    assert "<td>1 player, 40 steps</td>" in english
    assert "<td>4 个播放器，共 181 步</td>" in chinese


def test_the_index_says_what_each_page_runs_on_its_python(tmp_path):
    offers = {"exercise check": 3, "game": 1}
    pages = [
        site.Page("en", tmp_path / "en" / "05-x.html", "X", offers=offers),
        site.Page("en", tmp_path / "en" / "06-y.html", "Y"),
        site.Page("zh", tmp_path / "zh" / "05-x.html", "X", offers=offers),
    ]
    english, chinese = site.index_html(pages).split("<section id='zh'")
    assert "<td>3 × exercise checks, game</td>" in english
    assert "<td>nothing</td>" in english and "Needs Python" not in english
    assert "<td>练习检查 × 3, 游戏</td>" in chinese
    page = (tmp_path / "page.html").as_posix()
    assert site.page_offers(f'<div class="linklab-python-check" lang="en">{page}') == {
        "exercise check": 1
    }


def _page_of_this_process(notebook, language, site_folder, limit=None, lecture=True):
    """A stand-in for `build_page`: a page titled with the id of the process that built it."""
    import os

    if notebook.stem == "02-fails":
        raise site.PageFailed(2, "ValueError: no board")
    return site.Page(language, site_folder / language / notebook.name, str(os.getpid()))


def test_pages_are_built_in_as_many_workers_as_asked_and_answered_in_order(tmp_path, monkeypatch):
    import os

    monkeypatch.setattr(site, "build_page", _page_of_this_process)
    names = ["01-a", "02-fails", "03-b", "04-c"]
    todo = [(k, "en", tmp_path / f"{name}.ipynb", name, "") for k, name in enumerate(names)]
    alone = list(site.run_jobs(todo, tmp_path, 10, jobs=1))
    assert {page.title for page, _, _ in alone if page} == {str(os.getpid())}
    together = list(site.run_jobs(todo, tmp_path, 10, jobs=2))
    built = [page for page, _, _ in together]
    assert [page.path.stem if page else None for page in built] == ["01-a", None, "03-b", "04-c"]
    assert together[1][1] == (2, "ValueError: no board")  # a failure comes back as its cell
    workers = {page.title for page in built if page}
    assert str(os.getpid()) not in workers and 1 <= len(workers) <= 2
    assert site.page_jobs(None, 16) == min(16, os.cpu_count() or 1)
    monkeypatch.setenv("LINKLAB_SITE_JOBS", "3")
    assert site.page_jobs(None, 16) == 3 and site.page_jobs(None, 2) == 2


def test_jobs_below_one_are_refused_on_one_line(capsys):
    with pytest.raises(SystemExit):
        site.main(["--jobs", "0"])
    assert "--jobs 0: build at least one page at a time" in capsys.readouterr().err


def test_builds_started_at_once_install_npms_packages_once(tmp_path, monkeypatch):
    import threading

    # an npm that takes a while, and counts its runs and how many ran at once
    bin_folder, runs = tmp_path / "bin", tmp_path / "runs"
    bin_folder.mkdir()
    npm = bin_folder / "npm"
    npm.write_text(
        "#!/bin/sh\n"
        f'mkdir "{tmp_path}/busy" 2>/dev/null || echo overlap >> "{runs}"\n'
        f'echo run >> "{runs}"\nsleep 0.5\n'
        f'rmdir "{tmp_path}/busy"\nmkdir -p "$3/node_modules"\n'
    )
    npm.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_folder}{os.pathsep}{os.environ['PATH']}")
    prefix, packages = tmp_path / "site-npm", {"reveal.js": "5.2.1"}
    found = []
    builds = [
        threading.Thread(target=lambda: found.append(site.npm_install(prefix, packages)))
        for _ in range(3)
    ]
    for build in builds:
        build.start()
    for build in builds:
        build.join()
    assert runs.read_text().split() == ["run"]  # once, and never two at a time
    assert found == [prefix / "node_modules"] * 3
    assert json.loads((prefix / "installed.json").read_text()) == packages
