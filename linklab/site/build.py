"""The course's static edition: every notebook executed into a page that steps with no Python.

``python -m linklab.site.build`` (``make site``) writes ``site/``: ``index.html`` (the course's
table, in both languages), ``en/<notebook>.html`` and ``zh/<notebook>.html``, and beside each page
its slides, ``<notebook>.slides.html`` (`linklab.site.slides`: each picture drawn again in the
lecture style in the page's own run, `linklab.site.lecture_twin`). Each notebook is run in a fresh
kernel with ``LINKLAB_ALL_FRAMES=1``, so every stepped player keeps all its frames in its saved
widget state and steps, plays and scrubs in the page: each step's picture is its scene's SVG, each
element kept once (`linklab.widgets.stage`); the state is gzipped (`pack_state`). A comparison,
which the page plays by its own Python, draws only the step it shows there: the build draws its
steps once, for its live part, and leaves its widget out of the page's state (`drop_unshown`). The
scripts the pages load (require.js, the widget manager, anywidget) and the widgets' icon fonts are
taken from npm at build time, at pinned versions, into ``site/_static``: the folder works from disk,
a zip or any static host, with no network. The board editor, the game and the explorer are played in
the page by its own Python (`linklab.site.live`), and so are the exercise checks
(`linklab.site.python`); a widget that needs a kernel and has no page version keeps its picture and
gains one line naming the command that opens the notebook live. Pages are built side by side, one
per core (``--jobs``), each in its own worker process with its own kernels. The build prints every
page's time and weight, each phase's time (wall and CPU), its run's slowest cells, and the weights
against the budget. A page whose notebook and the package's source are unchanged since its last
build is kept (``site/.build-stamps.json``; ``--force`` builds all); a notebook that fails (a cell
raises, or is stuck: `cell_limit`) is named with its cell, the other pages are built all the same,
the index says it failed, and the command exits non-zero. ``python -m linklab.site.build handouts``
prints each page to a PDF.

This module is the command and its driver (`build`, `main`); each of its jobs is a module beside
it (`linklab.site`: a notebook run in `linklab.site.notebook_run`, a page's HTML in
`linklab.site.notebook_page`, one page built in `linklab.site.page_build`, ...), and the names
they define that the tests, the benchmarks and the other modules read are given here too
(``__all__``).

Examples
--------
>>> page_name(Path("notebooks/02-bfs-counts-turns.ipynb"))
'02-bfs-counts-turns.html'
>>> needs_python_line("zh")
'这一部分需要 Python：用 <code>make lab-zh</code> 打开本笔记本的在线版。'
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterable, Sequence
from pathlib import Path

from linklab.course import teaching_notes
from linklab.site import editions, live, policy, practice_page, shell, slides
from linklab.site.assets import NPM_PACKAGES, NPM_PREFIX, STATIC, copy_assets, npm_install
from linklab.site.budget import PAGE_BUDGET, SITE_BUDGET, site_weight, weights_report
from linklab.site.editions import (
    EDITIONS,
    LIVE_COMMAND,
    NOTEBOOKS,
    notebook_title,
    notebooks,
    page_name,
    title_of,
)
from linklab.site.figures import FIGURE_COLOURS, compact_figures, compact_png, palette_png
from linklab.site.handouts import (
    CHROMIUM,
    CHROMIUM_FLAGS,
    PLAYERS_DRAWN,
    TO_LAST_STEP,
    handouts,
    offline,
    print_page,
)
from linklab.site.index import index_html, offers_text
from linklab.site.live import WIDGET_VIEW
from linklab.site.needs import (
    NEEDS_PYTHON,
    drop_worked_answers,
    mark_needs_python,
    needs_of,
    needs_python_line,
)
from linklab.site.notebook_page import (
    NO_DESCRIPTION,
    PAGE_CSS,
    describe_figures,
    page_html,
    shared_styles,
    write_page,
    write_slides,
)
from linklab.site.notebook_run import (
    CELL_LIMIT,
    PROBE_SECONDS,
    PageFailed,
    cell_limit,
    execute,
    last_line,
    speed_probe,
    stuck_line,
)
from linklab.site.page_build import (
    Page,
    Phases,
    build_page,
    cpu_seconds,
    finish_page,
    page_offers,
    shows_pictures,
)
from linklab.site.python import ROOT
from linklab.site.stamps import STAMPS, kept_page, page_digest, read_stamps, source_digest
from linklab.site.widget_state import (
    WIDGET_STATE,
    drawn_frames,
    drop_unshown,
    pack_state,
    packed_state_html,
    scene_frames,
    unpack_state,
    widget_models,
)

#: What the build's modules gave this one, as the command, its tests and the benchmarks read it.
__all__ = [
    "CELL_LIMIT", "CHROMIUM", "CHROMIUM_FLAGS", "EDITIONS", "FIGURE_COLOURS", "LIVE_COMMAND",
    "NEEDS_PYTHON", "NOTEBOOKS", "NO_DESCRIPTION", "NPM_PACKAGES", "NPM_PREFIX", "PAGE_BUDGET",
    "PAGE_CSS", "PLAYERS_DRAWN", "PROBE_SECONDS", "SITE_BUDGET", "STAMPS", "STATIC",
    "TO_LAST_STEP", "WIDGET_STATE", "WIDGET_VIEW", "Page", "PageFailed", "Phases", "build",
    "build_job", "build_page", "cell_limit", "compact_figures", "compact_png", "copy_assets",
    "cpu_seconds", "describe_figures", "drawn_frames", "drop_unshown", "drop_worked_answers",
    "execute",
    "finish_page", "handouts", "index_html", "kept_page", "last_line", "main",
    "mark_needs_python", "needs_of", "needs_python_line", "notebook_title", "notebooks",
    "npm_install", "offers_text", "offline", "pack_state", "packed_state_html", "page_digest",
    "page_html", "page_jobs", "page_name", "page_offers", "palette_png", "print_page",
    "read_stamps", "run_jobs", "scene_frames", "shared_styles", "shows_pictures", "site_weight",
    "source_digest", "speed_probe", "stuck_line", "title_of", "unpack_state", "weights_report",
    "widget_models", "write_app", "write_page", "write_slides",
]  # fmt: skip


def build(
    site: Path,
    names: Iterable[str] = (),
    languages: Sequence[str] = tuple(EDITIONS),
    force: bool = False,
    jobs: int | None = None,
    start: str = "fork",
) -> list[Page]:
    """Write the static site for the notebooks named (all by default) in ``languages``.

    A page whose notebook and the package's source (`source_digest`) are as at its last build
    (`STAMPS`) is kept, not executed again, unless ``force``; so are the scripts in ``_static``.
    The others are built ``jobs`` at a time (`page_jobs`), each in its own worker process,
    started by ``start`` (`run_jobs`).
    A notebook that fails (a cell raises or is stuck, see `cell_limit`) is named, with its cell,
    on one line; the other pages are built all the same, and the index lists it as failed (its
    `Page` has ``failed`` set).
    """
    stamps = read_stamps(site)
    source = source_digest()
    modules = npm_install()
    if force or stamps.get("assets") != source or not (site / STATIC).is_dir():
        copy_assets(modules, site)
        stamps["assets"] = source
    pages, todo = _pages_to_build(site, names, languages, force, stamps, source)
    limit = cell_limit() if todo else 0  # measured once, before any page is executed
    # the longest first, so that the workers finish together: by the last build's time, and
    # in a first build by the notebook's size (its cells' sources: the longer, the more it runs)
    todo.sort(
        key=lambda job: (
            -(stamps["pages"].get(job[3], {}).get("seconds") or 0.0),
            -job[2].stat().st_size,
        )
    )
    for job, outcome in zip(todo, run_jobs(todo, site, limit, page_jobs(jobs, len(todo)), start)):
        pages[job[0]] = _recorded(job, outcome, site, stamps)
    (site / STAMPS).write_text(json.dumps(stamps, indent=1, ensure_ascii=False), encoding="utf-8")
    built = [notebook.name for notebook in notebooks(names)]
    teaching_notes.write_plans(site, wrap=policy.with_policy, only=built)  # the lecture plans
    done = [page for page in pages if page is not None]  # every one, built, kept or failed
    (site / "index.html").write_text(index_html(done), encoding="utf-8")
    write_app(site)
    practice_page.write_practice(site, STATIC)  # site/en|zh/practice.html
    shell.write_statements(site, wrap=policy.with_policy)
    return done


def _pages_to_build(
    site: Path,
    names: Iterable[str],
    languages: Sequence[str],
    force: bool,
    stamps: dict,
    source: str,
) -> tuple[list[Page | None], list[tuple[int, str, Path, str, str]]]:
    """Each page in its place, kept (unchanged since its stamp) or None, and the jobs of those
    to build: ``(place, language, notebook, key, digest)``."""
    pages: list[Page | None] = []
    todo: list[tuple[int, str, Path, str, str]] = []  # (place, language, notebook, key, digest)
    for notebook in notebooks(names):
        for language in languages:
            notebook_path = editions.EDITIONS[language] / notebook.name
            key = f"{language}/{page_name(notebook)}"
            path = site / key
            digest = page_digest(notebook_path, language, source)
            stamp = stamps["pages"].get(key)
            if not force and path.exists() and stamp and stamp.get("digest") == digest:
                page = kept_page(stamp, language, path)
                print(f"{key}: kept (unchanged), {page.weight / 1e6:.2f} MB")
                pages.append(page)
                continue
            todo.append((len(pages), language, notebook_path, key, digest))
            pages.append(None)
    return pages, todo


def _recorded(job: tuple, outcome: tuple, site: Path, stamps: dict) -> Page:
    """A job's page as built (its stamp written) or failed (its stamp and files removed)."""
    _, language, notebook_path, key, digest = job
    page, failed, seconds = outcome
    path = site / key
    if page is None:
        # tried again next time; its file from an earlier build is removed, so that
        # neither the folder nor its zip holds a page the index says was not built
        stamps["pages"].pop(key, None)
        path.unlink(missing_ok=True)
        path.with_name(slides.slides_name(path)).unlink(missing_ok=True)
        title = notebook_title(notebook_path)
        cell, line = failed
        print(f"{key}: FAILED at cell {cell}: {line}")
        return Page(language, path, title, failed=line, failed_cell=cell)
    print(
        f"{key}: built in {seconds:.0f} s, {page.weight / 1e6:.2f} MB ({page.phases_text()}); "
        f"its slides {page.slides_weight / 1e6:.2f} MB"
    )
    if page.lecture_again:
        print(f"  its slides took a second run in the lecture style: {page.lecture_again}")
    if page.slowest:
        print(f"  its slowest cells: {page.slowest_text()}")
    entry: dict[str, object] = {"digest": digest, "title": page.title, "needs": page.needs}
    entry.update(frames=page.frames, players=page.players, offers=page.offers)
    entry.update(seconds=round(seconds, 1))
    stamps["pages"][key] = entry
    return page


def page_jobs(jobs: int | None, pages: int) -> int:
    """How many pages are built at once: ``jobs``, else ``LINKLAB_SITE_JOBS``, else one per
    core; never more than there are pages, never fewer than one.

    >>> page_jobs(4, 2), page_jobs(1, 16), page_jobs(3, 0)
    (2, 1, 1)
    """
    if jobs is None:
        jobs = int(os.environ.get("LINKLAB_SITE_JOBS") or os.cpu_count() or 1)
    return max(1, min(jobs, pages))


def build_job(language: str, notebook: Path, site: Path, limit: int):
    """One page built (`build_page`), as a worker hands it back: the `Page` or None, the failed
    cell and its line, and the seconds it took."""
    start = time.perf_counter()
    try:
        page = build_page(notebook, language, site, limit)
    except PageFailed as failed:
        return None, (failed.cell, failed.line), time.perf_counter() - start
    return page, (0, ""), time.perf_counter() - start


def run_jobs(
    todo: Sequence[tuple], site: Path, limit: int, jobs: int, start: str = "fork"
) -> Iterable[tuple]:
    """Each page of ``todo`` built (`build_job`), ``jobs`` at a time in worker processes (each
    runs its own kernels), in ``todo``'s order; here, one after the other, with one job.
    ``start`` is how a worker starts: ``"fork"``, with this process's settings, or
    ``"forkserver"``, from a fresh interpreter (for a process that has run kernels itself,
    whose forks' kernels die at start)."""
    if jobs <= 1:
        for _, language, notebook, _, _ in todo:
            yield build_job(language, notebook, site, limit)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context(start)) as pool:
        futures = [
            pool.submit(build_job, language, notebook, site, limit)
            for _, language, notebook, _, _ in todo
        ]
        for future in futures:
            yield future.result()


def write_app(site: Path) -> list[Path]:
    """The app as a page in each edition: ``site/app.html`` and ``site/zh/app.html``."""
    (site / "zh").mkdir(parents=True, exist_ok=True)
    written = [site / "app.html", site / "zh" / "app.html"]
    written[0].write_text(live.app_html("en", STATIC, "zh/app.html"), encoding="utf-8")
    written[1].write_text(live.app_html("zh", f"../{STATIC}", "../app.html"), encoding="utf-8")
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m linklab.site.build [--out site] [--force] [NOTEBOOK ...]`` builds the site
    (every page with ``--force``, else the changed ones) and reports the weights, non-zero if a
    page failed; ``python -m linklab.site.build handouts [--out site] [--handouts handouts]``
    prints it."""
    argv = list(sys.argv[1:] if argv is None else argv)
    printing = bool(argv) and argv[0] == "handouts"
    parser = argparse.ArgumentParser(
        prog="python -m linklab.site.build" + (" handouts" if printing else ""),
        description=(__doc__ or "").split("\n")[0],
    )
    parser.add_argument("names", nargs="*", help="notebooks by the start of their name (02 ...)")
    parser.add_argument("--out", type=Path, default=ROOT / "site", help="the site's folder")
    parser.add_argument("--language", choices=list(EDITIONS), action="append")
    if not printing:
        parser.add_argument(
            "--force", action="store_true", help="execute every page, changed or not"
        )
        parser.add_argument("--jobs", type=int, help="pages built at once (default: one per core)")
    if printing:
        parser.add_argument("--handouts", type=Path, default=ROOT / "handouts")
    args = parser.parse_args(argv[1:] if printing else argv)
    languages = args.language or tuple(EDITIONS)
    start = time.perf_counter()
    try:
        if printing:
            handouts(args.out, args.handouts, args.names, languages)
            print(f"printed in {time.perf_counter() - start:.0f} s")
            return 0
        if args.jobs is not None and args.jobs < 1:
            parser.error(f"--jobs {args.jobs}: build at least one page at a time")
        pages = build(args.out, args.names, languages, force=args.force, jobs=args.jobs)
    except (RuntimeError, OSError, subprocess.CalledProcessError) as failed:
        print(f"site: {failed}", file=sys.stderr)
        return 1
    report, within = weights_report(pages, args.out)
    print(report)
    wall, cpu = time.perf_counter() - start, cpu_seconds()
    print(f"built in {wall:.0f} s (CPU {cpu:.0f} s): {args.out / 'index.html'}")
    if not within:
        print("site: over the budget (see above)", file=sys.stderr)
    broken = [f"{page.language}/{page.path.name}" for page in pages if page.failed]
    if broken:
        print(f"site: {len(broken)} page(s) failed: {', '.join(broken)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
