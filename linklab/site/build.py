"""The course's static edition: every notebook executed into a page that steps with no Python.

``python -m linklab.site.build`` (``make site``) writes ``site/``: ``index.html`` (the course's
table, in both languages), ``en/<notebook>.html`` and ``zh/<notebook>.html``, and beside each
page its slides, ``<notebook>.slides.html`` (`linklab.site.slides`: each picture drawn again in
the lecture style in the page's own run, `linklab.site.lecture_twin`). Each
notebook is run in a fresh kernel with ``LINKLAB_ALL_FRAMES=1``, so every stepped player keeps
all its frames in its saved widget state and steps, plays and scrubs in the page: each step's
picture is its scene's SVG, each element kept once (`linklab.widgets.stage`); the state is
gzipped (`pack_state`). The scripts the pages load (require.js, the widget manager, anywidget)
and the widgets' icon fonts are taken from npm at build time, at pinned versions, into
``site/_static``: the folder works from disk, a zip or any static host, with no network. The
board editor, the game and the explorer are played in the page by its own Python
(`linklab.site.live`), and so are the exercise checks (`linklab.site.python`); a widget that
needs a kernel and has no page version keeps its picture and gains one line naming the command
that opens the notebook live. Pages are built side by side, one per core (``--jobs``), each in
its own worker process with its own kernels. The build prints every page's time and weight, each
phase's time (wall and CPU), and the weights against the budget. A page whose notebook and the
package's source are unchanged since its last build is kept (``site/.build-stamps.json``;
``--force`` builds all); a notebook that fails (a cell raises, or is stuck: `cell_limit`) is
named with its cell, the other pages are built all the same, the index says it failed, and the
command exits non-zero. ``python -m linklab.site.build handouts`` prints each page to a PDF.

Examples
--------
>>> page_name(Path("notebooks/02-bfs-counts-turns.ipynb"))
'02-bfs-counts-turns.html'
>>> needs_python_line("zh")
'这一部分需要 Python：用 <code>make lab-zh</code> 打开本笔记本的在线版。'
"""

from __future__ import annotations

import argparse
import base64
import functools
import gzip
import html
import io
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from linklab.course import teaching_notes
from linklab.i18n.index_words import INDEX_WORDS, NEED_WORDS, OFFER_COUNTED
from linklab.site import keep, lecture_twin, live, policy, practice_page, save, shell, slides
from linklab.site import python as site_python
from linklab.site.lecture_twin import WIDGET_STATE
from linklab.site.live import WIDGET_VIEW
from linklab.site.python import CHECK_CALLS, ROOT

NOTEBOOKS = ROOT / "notebooks"
#: Each edition's notebooks, and the command that opens them live.
EDITIONS = {"en": NOTEBOOKS, "zh": NOTEBOOKS / "zh"}
LIVE_COMMAND = {"en": "make lab", "zh": "make lab-zh"}
#: The page's scripts, from npm, at these versions only.
NPM_PACKAGES = {
    "requirejs": "2.3.8",
    "@jupyter-widgets/html-manager": "1.0.15",
    "anywidget": "0.11.0",
    "pyodide": "314.0.7",  # the exercise checks' Python (linklab.site.python)
    "reveal.js": "5.2.1",  # the slide edition (linklab.site.slides)
}
NPM_PREFIX = ROOT / ".venv" / "site-npm"
STATIC = "_static"
PAGE_BUDGET = 3_000_000  # bytes, any notebook page
SITE_BUDGET = 40_000_000  # bytes, the whole site
FIGURE_COLOURS = 64  # a figure's: more shades than a frame
#: A cell still running after this long is stuck: ten minutes on a quick machine, scaled by the
#: machine's speed as measured when the build starts (`cell_limit`), so that a slow or loaded
#: machine, measured under that same load, gets as long in proportion and only a cell that never
#: ends is stopped. ``LINKLAB_CELL_LIMIT`` (seconds) sets it outright.
CELL_LIMIT = 600  # seconds, on a machine that runs `speed_probe` in `PROBE_SECONDS`
PROBE_SECONDS = 0.05
#: The site's record of what each page was built from (`page_digest`) and what the index says of
#: it, so that an unchanged page is kept rather than executed again; and of the package's source
#: the scripts in ``_static`` were copied from (`source_digest`), so that they are copied only
#: when it changes.
STAMPS = ".build-stamps.json"
#: The widgets that answer only a kernel, found by their CSS class in the saved state.
NEEDS_PYTHON = {
    "linklab-editor": "board editor",
    "linklab-game": "game",
    "linklab-sixdigits": "explorer",
    "linklab-practice": "practice",  # in a page: the site's practice.html (practice_page)
}


@dataclass
class Page:
    """One written page: its edition, file, title, weight and what in it needs Python; or, when
    ``failed`` says why (the cell and its error), a page that could not be built."""

    language: str
    path: Path
    title: str
    needs: list[str] = field(default_factory=list)
    frames: int = 0  # the pictures of all its players, each step's own
    players: int = 0
    drawn: dict[str, list[str]] = field(default_factory=dict)  # `drawn_frames`, by player key
    offers: dict[str, int] = field(default_factory=dict)  # `page_offers`
    failed: str = ""  # the error's last line, e.g. "ValueError: no board"
    failed_cell: int = 0  # the cell that failed, from 1
    kept: bool = False  # unchanged since the last build, so not executed again
    slides: Path | None = None  # its slide edition (`linklab.site.slides`)
    #: seconds of each phase of its build, by name: wall clock and CPU (this process and the
    #: kernels), e.g. ``{"run": (20.1, 18.3)}``
    phases: dict[str, tuple[float, float]] = field(default_factory=dict)
    lecture_again: str = ""  # why its slides took a second run, in the lecture style

    def phases_text(self) -> str:
        """Its phases' times, e.g. ``'run 20 s (CPU 18 s)'``.

        >>> Page("en", Path("en/x.html"), "X", phases={"run": (20.1, 18.3)}).phases_text()
        'run 20 s (CPU 18 s)'
        """
        return ", ".join(
            f"{name} {wall:.0f} s (CPU {cpu:.0f} s)" for name, (wall, cpu) in self.phases.items()
        )

    @property
    def weight(self) -> int:
        return 0 if self.failed else self.path.stat().st_size

    @property
    def slides_weight(self) -> int:
        slides = self.path.with_name(self.path.name.replace(".html", ".slides.html"))
        return slides.stat().st_size if not self.failed and slides.exists() else 0


class PageFailed(Exception):
    """A notebook that did not run to its end: the cell (from 1) and its error's last line."""

    def __init__(self, cell: int, line: str) -> None:
        super().__init__(f"cell {cell}: {line}")
        self.cell, self.line = cell, line


# --- the scripts the pages load ---------------------------------------------------------------


def npm_install(prefix: Path | None = None, packages: dict[str, str] | None = None) -> Path:
    """Install ``packages`` (`NPM_PACKAGES` by default) into ``prefix`` (`NPM_PREFIX` by
    default; once; never globally); its ``node_modules``. Builds started at once (the test
    workers of a fresh clone) install one after the other: the others wait, then find it done."""
    import fcntl

    prefix = NPM_PREFIX if prefix is None else prefix
    packages = NPM_PACKAGES if packages is None else packages
    modules = prefix / "node_modules"
    stamp = prefix / "installed.json"
    if stamp.exists() and json.loads(stamp.read_text()) == packages:
        return modules
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeError("the static site needs node and npm (apt-get install nodejs npm)")
    prefix.mkdir(parents=True, exist_ok=True)
    with open(prefix / "installing.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file is closed
        if stamp.exists() and json.loads(stamp.read_text()) == packages:
            return modules  # installed while this build waited
        wanted = [f"{name}@{version}" for name, version in packages.items()]
        subprocess.run(
            [
                npm,
                "install",
                "--prefix",
                str(prefix),
                "--no-audit",
                "--no-fund",
                "--loglevel=error",
                "--no-save",
                *wanted,
            ],
            check=True,
        )
        stamp.write_text(json.dumps(packages))
    return modules


def copy_assets(modules: Path, site: Path) -> None:
    """Copy require.js, the widget manager, anywidget and the icon fonts into ``site``.

    The widget manager asks for its fonts beside the page that loads it (``@jupyter-widgets/``
    and ``@jupyter-widgets/html-manager/dist/``), so each edition's folder gets them.
    """
    static = site / STATIC
    static.mkdir(parents=True, exist_ok=True)
    manager = modules / "@jupyter-widgets" / "html-manager" / "dist"
    shutil.copy2(modules / "requirejs" / "require.js", static / "require.js")
    shutil.copy2(manager / "embed-amd.js", static / "embed-amd.js")
    shutil.copy2(modules / "anywidget" / "dist" / "index.js", static / "anywidget.js")
    fonts = sorted(manager.glob("*.woff2"))
    for language in EDITIONS:
        for folder in (site / language / "@jupyter-widgets", site / language / STATIC):
            folder.mkdir(parents=True, exist_ok=True)
            for font in fonts:
                shutil.copy2(font, folder / font.name)
    site_python.copy_python(modules, static)
    practice_page.copy_script(static / site_python.FOLDER)  # the practice page's script
    slides.copy_reveal(modules, static)


# --- one notebook, executed ------------------------------------------------------------------


def speed_probe() -> float:
    """Seconds this machine takes, now, for a fixed piece of pure Python (the best of three)."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        sum(i * i for i in range(1_000_000))
        best = min(best, time.perf_counter() - start)
    return best


def cell_limit() -> int:
    """Whole seconds a cell may run before it counts as stuck (see `CELL_LIMIT`)."""
    if os.environ.get("LINKLAB_CELL_LIMIT"):
        return int(os.environ["LINKLAB_CELL_LIMIT"])
    return math.ceil(CELL_LIMIT * max(1.0, speed_probe() / PROBE_SECONDS))


def last_line(text: str) -> str:
    """The last non-blank line of ``text``, without terminal colours."""
    lines = [line.strip() for line in re.sub(r"\x1b\[[0-9;]*m", "", text).splitlines()]
    return next((line for line in reversed(lines) if line), "")


def stuck_line(limit: float) -> str:
    """What a page whose cell ran past ``limit`` seconds says.

    >>> stuck_line(3)
    'stuck: still running after 3 s'
    """
    return f"stuck: still running after {limit:.0f} s"


#: The cell a lecture-style run starts with, taken out after the run: the style in force for
#: every figure, and every PNG the kernel draws carrying its smallest text
#: (`linklab.render.text_sizes`), for the slides to be fitted by.
STAMP_CELL = (
    "from linklab.render import style as _s, text_sizes as _t\n"
    "_s.current()\n"  # the style's figure settings, from the first figure on
    "_t.stamp_pngs()\n"
    "del _s, _t"
)


#: The cell a page's run starts with when its slides are drawn from it, taken out after the run:
#: each cell that draws is drawn again in the lecture style (`linklab.site.lecture_twin`).
TWIN_CELL = "from linklab.site import lecture_twin as _lt\n_lt.start()\ndel _lt"


def execute(
    path: Path,
    language: str,
    limit: int | None = None,
    style: str = "default",
    twin: bool = False,
):
    """``path`` run top to bottom in a fresh kernel speaking ``language``, every player keeping
    all its frames, its figures and widgets in ``style`` (`linklab.render.style`; in the lecture
    style each PNG carries its smallest text); the notebook with its outputs and widget state.
    With ``twin``, each cell that draws carries its lecture-style drawing too
    (`linklab.site.lecture_twin`). A cell that raises, or runs longer than ``limit`` seconds
    (`cell_limit` by default), raises `PageFailed` naming it."""
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError

    nb = nbformat.read(path, as_version=4)
    first = STAMP_CELL if style == "lecture" else TWIN_CELL if twin else ""
    added = int(bool(first))
    if added:
        nb.cells.insert(0, nbformat.v4.new_code_cell(first))
    limit = cell_limit() if limit is None else limit
    running = [0]  # the cell started last, from 0, in the notebook as written

    def started(cell, cell_index, **_) -> None:
        running[0] = cell_index - added

    names = ("LINKLAB_LANG", "LINKLAB_ALL_FRAMES", "LINKLAB_STYLE")
    saved = {name: os.environ.get(name) for name in names}
    os.environ.update(LINKLAB_LANG=language, LINKLAB_ALL_FRAMES="1", LINKLAB_STYLE=style)
    try:
        with tempfile.TemporaryDirectory() as scratch:
            folder = Path(scratch) / language  # a folder named zh speaks Chinese too
            folder.mkdir()
            client = NotebookClient(
                nb,
                timeout=limit,
                kernel_name="python3",
                resources={"metadata": {"path": str(folder)}},
                store_widget_state=True,
                # a stuck cell is interrupted, so that its kernel answers before it is shut
                # down, rather than writing a traceback about its closed sockets
                interrupt_on_timeout=True,
                on_cell_start=started,
                # the kernel's start-up notice (plain TCP on localhost) on every page is noise;
                # its errors, and every cell's output, still show
                extra_arguments=["--IPKernelApp.log_level=ERROR"],
            )
            try:
                client.execute()
            except CellTimeoutError:
                raise PageFailed(running[0] + 1, stuck_line(limit)) from None
            except CellExecutionError as error:
                if error.ename == "KeyboardInterrupt":  # interrupted at the limit
                    raise PageFailed(running[0] + 1, stuck_line(limit)) from None
                line = f"{error.ename}: {error.evalue}" if error.ename else last_line(str(error))
                raise PageFailed(running[0] + 1, last_line(line)) from error
            except DeadKernelError as error:
                died = f"the kernel died: {last_line(str(error))}"
                raise PageFailed(running[0] + 1, died) from error
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
    del nb.cells[:added]
    return nb


def widget_models(nb) -> dict:
    """The saved widget models of ``nb``, by id."""
    return nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})


def palette_png(png: bytes, colours: int = FIGURE_COLOURS, scale: float = 1.0) -> bytes:
    """``png`` stored with a palette of at most ``colours`` colours, shrunk to ``scale`` of its
    size, or as it is if that is not smaller.

    >>> from PIL import Image
    >>> buffer = io.BytesIO(); Image.linear_gradient("L").convert("RGB").save(buffer, "PNG")
    >>> small = palette_png(buffer.getvalue())
    >>> Image.open(io.BytesIO(small)).mode, len(small) <= len(buffer.getvalue())
    ('P', True)
    >>> Image.open(io.BytesIO(palette_png(buffer.getvalue(), scale=0.5))).size
    (128, 128)
    """
    from PIL import Image

    picture = Image.open(io.BytesIO(png)).convert("RGB")
    if scale != 1.0:
        width, height = picture.size
        size = (max(1, round(width * scale)), max(1, round(height * scale)))
        picture = picture.resize(size, Image.Resampling.LANCZOS)
    quantized = picture.quantize(colours, Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    quantized.save(out, "PNG", compress_level=9)
    return out.getvalue() if out.tell() < len(png) else png


def is_stage(model: dict) -> bool:
    """Whether a saved widget model is a stepped player's page (`linklab.widgets.stage`)."""
    return "steps" in (model.get("state", {}).get("frames") or {})


def compact_png(png: bytes) -> bytes:
    """`palette_png` of ``png``, keeping the smallest text its kernel stamped in it
    (`linklab.render.text_sizes`)."""
    from linklab.render.text_sizes import read_stamp, stamp_png

    small = palette_png(png, FIGURE_COLOURS)
    stamp = read_stamp(png)
    return stamp_png(small, stamp) if stamp and small is not png else small


def compact_figures(nb) -> int:
    """Store every PNG figure of ``nb``'s outputs (and of its saved Image widgets) with a
    palette when that is smaller, in place; the bytes saved."""
    saved = 0
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if "image/png" in data:
                png = base64.b64decode(data["image/png"])
                small = compact_png(png)
                data["image/png"] = base64.b64encode(small).decode("ascii")
                saved += len(png) - len(small)
    for model in widget_models(nb).values():
        for buffer in model.get("buffers", []):
            if buffer.get("path") == ["value"] and model.get("model_name") == "ImageModel":
                png = base64.b64decode(buffer["data"])
                if png.startswith(b"\x89PNG"):
                    small = compact_png(png)
                    buffer["data"] = base64.b64encode(small).decode("ascii")
                    saved += len(png) - len(small)
    return saved


# --- what needs Python, said in place ---------------------------------------------------------


def needs_python_line(language: str) -> str:
    """The line put under a part of a page that needs a kernel, in ``language``."""
    from linklab.i18n import translate

    line = translate("This part needs Python: open this notebook live with {command}.", language)
    command = f"<code>{LIVE_COMMAND[language]}</code>"
    return line.replace("{command}", command)


def _classes_below(models: dict, model_id: str, seen: set | None = None) -> set[str]:
    """Every CSS class of the model ``model_id`` and of the widgets inside it."""
    seen = seen if seen is not None else set()
    if model_id in seen or model_id not in models:
        return set()
    seen.add(model_id)
    state = models[model_id].get("state", {})
    classes = set(state.get("_dom_classes", []))
    for child in state.get("children", []) or []:
        if isinstance(child, str) and child.startswith("IPY_MODEL_"):
            classes |= _classes_below(models, child.removeprefix("IPY_MODEL_"), seen)
    return classes


def needs_of(cell, models: dict) -> list[str]:
    """What in a code cell's outputs needs a kernel: widget kinds, or ``"exercise check"``."""
    found = []
    for output in cell.get("outputs", []):
        view = output.get("data", {}).get(WIDGET_VIEW)
        if view:
            classes = _classes_below(models, view.get("model_id", ""))
            found += [kind for css, kind in NEEDS_PYTHON.items() if css in classes]
    in_page = cell.get("metadata", {}).get(site_python.IN_PAGE)  # the page runs it
    if any(call in cell.source for call in CHECK_CALLS) and not in_page:
        found.append("exercise check")
    return found


def mark_needs_python(nb, language: str) -> list[str]:
    """Put the needs-Python line under every part of ``nb`` that needs a kernel; what they are."""
    import nbformat

    site_python.add_checks(nb, language)
    models = widget_models(nb)
    live.make_live(nb, models, language)
    everything = []
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        needs = needs_of(cell, models)
        if needs:
            note = f"<p class='linklab-needs-python'>{needs_python_line(language)}</p>"
            cell.outputs.append(nbformat.v4.new_output("display_data", {"text/html": note}))
            everything += [n for n in needs if n not in everything]
    return everything


def drop_worked_answers(nb) -> int:
    """Remove the cells tagged ``solution`` (worked answers); how many there were."""
    from linklab.course.slides import SOLUTION_TAG

    kept = [c for c in nb.cells if SOLUTION_TAG not in c.get("metadata", {}).get("tags", [])]
    dropped = len(nb.cells) - len(kept)
    nb.cells = kept
    return dropped


# --- the saved widget state, packed -----------------------------------------------------------

#: Unpacks the widget state in the page (gzipped), then starts the widget manager on it. The
#: manager does not wait for any picture.
STATE_LOADER = Path(__file__).with_name("state_loader.js").read_text(encoding="utf-8")


#: The exporter's own loader of the widget manager (replaced by `STATE_LOADER`).
NBCONVERT_LOADER = r"<script>\s*\(function\(\) \{\s*function addWidgetsRenderer\(\).*?</script>"


def pack_state(state: dict) -> str:
    """``state`` (a saved widget state) gzipped and base64-encoded: the players' SVG elements
    and their steps' texts repeat from step to step, and compress well.

    >>> unpack_state(pack_state({"state": {"m": {"state": {"key": "k"}}}}))
    {'state': {'m': {'state': {'key': 'k'}}}}
    """
    return _packed(json.dumps(state, ensure_ascii=False, separators=(",", ":")))


@functools.lru_cache(maxsize=2)
def _packed(text: str) -> str:
    # kept for the slide edition, which packs the same state as its page just did
    return base64.b64encode(gzip.compress(text.encode("utf-8"), 9)).decode("ascii")


def unpack_state(packed: str) -> dict:
    """The state `pack_state` packed."""
    return json.loads(gzip.decompress(base64.b64decode(packed)).decode("utf-8"))


def packed_state_html(state: dict, renderer_url: str) -> str:
    """The page's scripts holding ``state`` packed, an empty widget-state script the loader
    fills, and the loader."""
    return (
        f'<script type="{WIDGET_STATE}"></script>\n'
        f'<script type="text/plain" id="linklab-packed-state">{pack_state(state)}</script>\n'
        + "<script>\n"
        + STATE_LOADER.replace('"STATE"', f'"{WIDGET_STATE}"').replace("RENDERER", renderer_url)
        + "</script>"
    )


# --- the page ---------------------------------------------------------------------------------

#: The page's own style: reflowing at a phone's width, the players' controls wrapping, room to
#: write under an exercise when printed, long code lines wrapped and what only a screen can use
#: (keys, controls) left out of print, and nothing that needs a kernel offered.
PAGE_CSS = Path(__file__).with_name("page.css").read_text(encoding="utf-8") + shell.SHELL_CSS


def shared_styles(body: str, site: Path) -> str:
    """``body`` with the notebook styles it inlines moved into one file of ``site/_static``,
    named by its content, that every page links to."""
    import hashlib

    found = re.findall(r'<style type="text/css">.*?</style>\s*', body, re.S)
    if not found:
        return body
    css = "\n".join(
        block.strip()[len('<style type="text/css">') : -len("</style>")] for block in found
    )
    name = f"notebook-{hashlib.sha256(css.encode()).hexdigest()[:10]}.css"
    (site / STATIC).mkdir(parents=True, exist_ok=True)
    # written whole, then renamed: a page built beside this one may write the same file
    scratch = site / STATIC / f".{name}.{os.getpid()}"
    scratch.write_text(css, encoding="utf-8")
    os.replace(scratch, site / STATIC / name)
    first = body.index(found[0])
    for block in found:
        body = body.replace(block, "", 1)
    link = f'<link rel="stylesheet" href="../{STATIC}/{name}">\n'
    return body[:first] + link + body[first:]


def page_name(path: Path) -> str:
    """The page written for the notebook at ``path``."""
    return path.with_suffix(".html").name


def title_of(nb) -> str:
    """The notebook's first heading, without its ``#``."""
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("#"):
                    return line.lstrip("#").strip()
    return ""


#: The exporter's scripts for diagrams and maths, which the course has none of: each would
#: ask a CDN for its library (the page's policy refuses it).
UNUSED_SCRIPTS = (
    r'<script type="text/x-mathjax-config">.*?</script>\s*'
    r'|<script type="module">\s*document\.addEventListener\("DOMContentLoaded", async \(\) => '
    r"\{\s*const diagrams = .*?</script>\s*"
)
#: What the page's exporter writes for a picture with no description of its own.
NO_DESCRIPTION = 'alt="No description has been provided for this image"'
FIGURE_WORDS = {"en": "Figure {n} of “{heading}”", "zh": "“{heading}”中的第 {n} 张图"}


def describe_figures(body: str, language: str) -> str:
    """``body`` with each picture that has no description described by where it stands: its
    number under the heading above it, in the page's language (a screen reader reads it, and
    the Chinese page says nothing in English).

    >>> describe_figures('<h2 id="x">Rings<a>¶</a></h2><img alt="No description has been '
    ...                  'provided for this image" src="a.png">', "en")
    '<h2 id="x">Rings<a>¶</a></h2><img alt="Figure 1 of “Rings”" src="a.png">'
    """
    out, last, heading, count = [], 0, "", 0
    for found in re.finditer(rf"<h[1-4][^>]*>(.*?)</h[1-4]>|{re.escape(NO_DESCRIPTION)}", body):
        if found.group(1) is not None:
            text = re.sub(r"<a\b[^>]*>.*?</a>|<[^>]+>", "", found.group(1))
            heading, count = html.unescape(text).strip(), 0
            continue
        count += 1
        words = FIGURE_WORDS[language].format(n=count, heading=heading or title_words(language))
        out.append(body[last : found.start()] + f'alt="{html.escape(words)}"')
        last = found.end()
    return "".join(out) + body[last:]


def title_words(language: str) -> str:
    """What a picture above every heading stands under: the page itself."""
    return "本页" if language == "zh" else "this page"


def page_html(
    nb,
    language: str,
    other: str,
    site: Path,
    companion: str = "",
    slides_of: bool = False,
    modules: Path | None = None,
) -> str:
    """``nb`` as one page whose scripts are all in ``../_static``, its widget state packed;
    ``other`` is the same page in the other language, ``companion`` its slides (a relative
    address each). With ``slides_of`` it is the slide edition's page (`linklab.site.slides`),
    ``companion`` the notebook's page, and its speaker view's scripts are read from
    ``modules``."""
    import copy

    from nbconvert import HTMLExporter

    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {})
    # The exporter shows a widget only if the state names its model: it is given their names
    # only, and the page gets the state packed in their place.
    # The speaker notes are the lecturer's: on the slides (key S), never on a learner's page.
    if slides_of:
        bare = slides.slide_cells(nb)
    else:
        bare = copy.copy(nb)
        bare.cells = [cell for cell in nb.cells if not teaching_notes.is_notes_cell(cell)]
    names = {**state, "state": {model_id: {} for model_id in state.get("state", {})}}
    bare.metadata = {**nb.metadata, "widgets": {WIDGET_STATE: names}} if state else nb.metadata
    if slides_of:
        exporter = slides.exporter(language, f"../{STATIC}")
    else:
        exporter = HTMLExporter(
            template_name="lab",
            require_js_url=f"../{STATIC}/require.js",
            mathjax_url="",  # no maths in the course: no MathJax
            language_code="zh-CN" if language == "zh" else "en",
        )
    body, _ = exporter.from_notebook_node(bare, resources={"metadata": {"name": title_of(nb)}})
    if language == "zh":  # the exporter takes only a two-letter code, and writes "en" for zh-CN
        body = re.sub(r"<html lang=\"[^\"]*\"", '<html lang="zh-CN"', body, count=1)
    body = re.sub(r'<script src="">\s*</script>', "", body)
    body = re.sub(UNUSED_SCRIPTS, "", body, flags=re.S)
    body = describe_figures(body, language)
    config = f'<script>require.config({{paths: {{anywidget: "../{STATIC}/anywidget"}}}});</script>'
    require_tag = f'<script src="../{STATIC}/require.js"></script>'
    body = body.replace(require_tag, require_tag + config, 1)
    body = shared_styles(body, site)
    body = site_python.page_script_tag(body, f"../{STATIC}")
    body = live.live_script_tags(body, f"../{STATIC}", site_python.PAGE_SCRIPT_NAME)
    body = keep.keep_tags(body, f"../{STATIC}", language)
    body = save.save_tags(body, f"../{STATIC}", language)
    body = body.replace("</head>", f"<style>{PAGE_CSS}</style>\n</head>", 1)
    if state:
        body = re.sub(NBCONVERT_LOADER, "", body, count=1, flags=re.S)
        scripts = packed_state_html(state, f"../{STATIC}/embed-amd.js")
        stub = re.search(f'<script type="{re.escape(WIDGET_STATE)}">.*?</script>', body, re.S)
        if stub is None:
            raise RuntimeError("the exported page holds no widget state to replace")
        body = body[: stub.start()] + scripts + body[stub.end() :]
    switch = "English" if language == "zh" else "中文"
    contents = "目录" if language == "zh" else "Contents"
    links = [f"<a href='../index.html'>{contents}</a>"]
    if companion:
        words = slides.PAGE_WORDS if slides_of else slides.SLIDES_WORDS
        links.append(f"<a href='{companion}'>{words[language]}</a>")
    if not slides_of:
        links.append(practice_page.nav_link(language))
    links.append(f"<a href='{other}'>{switch}</a>")
    bar = f"<nav class='linklab-site-bar'>{' · '.join(links)}</nav>"
    start = body.index(">", body.index("<body")) + 1
    body = shell.main_marked(body[:start] + shell.skip_link(language) + bar + body[start:])
    if not slides_of:
        return policy.with_policy(body)
    body = slides.finish(body, f"../{STATIC}")
    speaker = slides.speaker_view_digests(modules or NPM_PREFIX / "node_modules")
    return policy.with_policy(body, speaker, frames=True)


def write_page(nb, language: str, site: Path, name: str, slides_name: str = "") -> Path:
    """Write ``nb``'s page as ``site/<language>/<name>``, linking to its slides
    ``slides_name`` when given; its path."""
    other = "en" if language == "zh" else "zh"
    path = site / language / name
    path.parent.mkdir(parents=True, exist_ok=True)
    text = page_html(nb, language, f"../{other}/{name}", site, slides_name)
    path.write_text(text, encoding="utf-8")
    return path


def write_slides(nb, language: str, site: Path, name: str, page: str) -> Path:
    """Write ``nb``'s slide edition as ``site/<language>/<name>``, linking to its page
    ``page``; its path."""
    other = "en" if language == "zh" else "zh"
    path = site / language / name
    path.parent.mkdir(parents=True, exist_ok=True)
    nb = teaching_notes.lecturer_notes(nb, language, name)  # the speaker view's notes, whole
    text = page_html(nb, language, f"../{other}/{name}", site, page, slides_of=True)
    path.write_text(text, encoding="utf-8")
    return path


#: The outputs the style draws: a figure, or a widget (a player's pictures, its controls).
DRAWN_OUTPUTS = ("image/png", "image/svg+xml", WIDGET_VIEW)


def shows_pictures(nb) -> bool:
    """Whether ``nb`` executed shows a picture or a widget, which the lecture style draws
    larger: a notebook of text alone has the same slides in either style.

    >>> import nbformat
    >>> cell = nbformat.v4.new_code_cell("1", outputs=[{"output_type": "execute_result",
    ...     "data": {"text/plain": "1"}, "metadata": {}, "execution_count": 1}])
    >>> shows_pictures(nbformat.v4.new_notebook(cells=[cell]))
    False
    """
    outputs = (out for cell in nb.cells for out in cell.get("outputs", []))
    return any(kind in out.get("data", {}) for out in outputs for kind in DRAWN_OUTPUTS)


def cpu_seconds() -> float:
    """CPU seconds, user and system, of this process and of its children that ended (kernels)."""
    import resource

    own, children = (
        resource.getrusage(resource.RUSAGE_SELF),
        resource.getrusage(resource.RUSAGE_CHILDREN),
    )
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


class Phases:
    """Wall and CPU seconds of each phase, read off one after the other: ``phases.done("run")``
    closes the phase named and starts the next."""

    def __init__(self) -> None:
        self.times: dict[str, tuple[float, float]] = {}
        self._wall, self._cpu = time.perf_counter(), cpu_seconds()

    def done(self, name: str) -> None:
        wall, cpu = time.perf_counter(), cpu_seconds()
        self.times[name] = (wall - self._wall, cpu - self._cpu)
        self._wall, self._cpu = wall, cpu


def build_page(
    notebook: Path, language: str, site: Path, limit: int | None = None, lecture: bool = True
) -> Page:
    """Execute one notebook (each cell within ``limit`` seconds) and write its page, and its
    slides from the same run, each cell that draws drawn again there in the lecture style
    (`linklab.site.lecture_twin`); a notebook with a cell that cannot be drawn again alone is
    executed a second time in the lecture style for its slides (its `Page` says why in
    ``lecture_again``). With ``lecture`` off, as a test of the page alone may ask, the slides
    show the page's pictures. Its `Page` says each phase's time."""
    phases = Phases()
    nb = execute(notebook, language, limit, twin=lecture)
    phases.done("run")
    lecture_nb, why = lecture_twin.split_lecture(nb)
    if lecture_nb is None and lecture and shows_pictures(nb):
        why = why or "no cell was drawn again"
        lecture_nb = execute(notebook, language, limit, style="lecture")
        phases.done("lecture run")
    page = finish_page(nb, notebook, language, site, lecture_nb)
    phases.done("writing")
    page.phases, page.lecture_again = phases.times, why
    return page


def scene_frames(nb) -> dict[str, list[str]]:
    """Each player of scenes' SVG of every step its saved state holds, by its key."""
    from linklab.widgets.stage import batch_svgs

    found = {}
    for model in widget_models(nb).values():
        batch = model.get("state", {}).get("frames") or {}
        if is_stage(model) and "svg" in batch:
            svgs = batch_svgs([batch])
            found[model["state"]["key"]] = [svgs[step] for step in sorted(svgs)]
    return found


def drawn_frames(nb) -> dict[str, list[str]]:
    """Each player's frames as drawn, by its key: a digest of each step's SVG."""
    import hashlib

    return {
        key: [hashlib.sha256(svg.encode("utf-8")).hexdigest() for svg in svgs]
        for key, svgs in scene_frames(nb).items()
    }


#: What a page's Python runs for a learner, by what marks it in the page.
OFFERS = {
    "exercise check": '<div class="linklab-python-check"',
    "game": 'class="linklab-live linklab-live-game"',
    "board editor": 'class="linklab-live linklab-live-editor"',
    "explorer": 'class="linklab-live linklab-live-explorer"',
    "comparison": 'class="linklab-live linklab-live-compare"',
    "six-digit comparison": 'class="linklab-live linklab-live-sixcompare"',
}


def page_offers(page: str) -> dict[str, int]:
    """What the written ``page`` lets a learner do on its Python, and how many of each.

    >>> page_offers('<div class="linklab-live linklab-live-game" lang="en">')
    {'game': 1}
    """
    found = {kind: page.count(mark) for kind, mark in OFFERS.items()}
    return {kind: count for kind, count in found.items() if count}


def finish_page(nb, notebook: Path, language: str, site: Path, lecture=None) -> Page:
    """Write the page of ``nb`` (``notebook`` executed): worked answers out, figures stored
    compactly, what needs Python marked; and its slides, from ``lecture`` (``notebook`` executed
    in the lecture style) when given, else from ``nb``."""
    drop_worked_answers(nb)
    drawn = drawn_frames(nb)
    compact_figures(nb)
    needs = mark_needs_python(nb, language)
    name, slides_name = page_name(notebook), slides.slides_name(notebook)
    path = write_page(nb, language, site, name, slides_name)
    if lecture is not None:
        drop_worked_answers(lecture)
        compact_figures(lecture)
        mark_needs_python(lecture, language)
    slides_path = write_slides(
        nb if lecture is None else lecture, language, site, slides_name, name
    )
    frames = sum(map(len, drawn.values()))
    offers = page_offers(path.read_text(encoding="utf-8"))
    page = Page(language, path, title_of(nb), needs, frames, len(drawn), drawn, offers=offers)
    page.slides = slides_path
    return page


# --- the course's table -----------------------------------------------------------------------


def offers_text(page: Page, language: str) -> str:
    """What a page runs on its Python, for the index: each kind, counted when more than one;
    what still needs a kernel after it.

    >>> page = Page("en", Path("en/02-x.html"), "X", offers={"exercise check": 3, "game": 1})
    >>> offers_text(page, "en")
    '3 × exercise checks, game'
    """
    kinds = NEED_WORDS[language]
    said = [
        OFFER_COUNTED[language].format(n=count, what=kinds[kind]) if count > 1 else kinds[kind]
        for kind, count in page.offers.items()
    ]
    if page.needs:
        needs = ", ".join(kinds[n] for n in page.needs)
        said.append(INDEX_WORDS[language]["needs"].format(what=needs))
    return ", ".join(said) or INDEX_WORDS[language]["none"]


def index_html(pages: Sequence[Page]) -> str:
    """The course's table: each notebook in both languages and what it needs, one section per
    language, with a switch between them; a page that failed is listed as failed, and why."""
    sections = []
    for language in EDITIONS:
        words = INDEX_WORDS[language]
        rows = []
        for page in (p for p in pages if p.language == language):
            if page.failed:
                title = html.escape(page.title or page.path.stem)
                why = words["failed"].format(cell=page.failed_cell, why=page.failed)
                why = html.escape(why)
                rows.append(
                    f"<tr class='linklab-failed'><td>{title}</td>"
                    f"<td colspan='2'><strong>{why}</strong></td></tr>"
                )
                continue
            offers = offers_text(page, language)
            steps = words["player" if page.players == 1 else "players"]
            steps = steps.format(n=page.players, frames=page.frames)
            steps = steps if page.frames else words["none"]
            slides_page = slides.slides_name(page.path)
            rows.append(
                f"<tr><td><a href='{language}/{page.path.name}'>{html.escape(page.title)}</a>"
                f" · <a href='{language}/{slides_page}'>{slides.SLIDES_WORDS[language]}</a>"
                f"{teaching_notes.plan_link(page.path, language)}"
                f"</td><td>{steps}</td><td>{html.escape(offers)}</td></tr>"
            )
        sections.append(
            f"<section id='{language}' lang='{'zh-CN' if language == 'zh' else 'en'}'>"
            f"<h1>{words['title']}</h1><p>{words['intro']}</p>"
            f"<p>{practice_page.nav_link(language, f'{language}/')}</p><table><tr>"
            f"<th>{words['notebook']}</th><th>{words['steps']}</th><th>{words['offers']}</th>"
            f"</tr>{''.join(rows)}</table></section>"
        )
    statement = " · ".join(
        f"<a href='{shell.statement_name(language)}' lang='{shell.LANG[language]}'>"
        f"{shell.STATEMENT_WORDS[language]}</a>"
        for language in EDITIONS
    )
    return policy.with_policy(
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        "<title>linklab</title><style>body{font-family:sans-serif;max-width:60em;margin:auto;"
        "padding:8px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid "
        f"#ddd;padding:4px;text-align:left}}{shell.SHELL_CSS}</style></head><body>"
        + shell.skip_link("en")
        + "<nav><a href='#en'>English</a> · <a href='#zh' lang='zh-CN'>中文</a></nav>"
        + f'<main id="{shell.CONTENT}" tabindex="-1">'
        + "".join(sections)
        + f"</main><footer><p>{statement}</p></footer></body></html>"
    )


# --- the whole site ---------------------------------------------------------------------------


def notebooks(names: Iterable[str] = ()) -> list[Path]:
    """The course's notebooks (English paths), or those whose name starts with one of ``names``."""
    found = sorted(NOTEBOOKS.glob("[0-9]*.ipynb"))
    names = list(names)
    return [p for p in found if not names or any(p.name.startswith(n) for n in names)]


def site_weight(site: Path) -> int:
    """Bytes of every file in ``site``."""
    return sum(p.stat().st_size for p in site.rglob("*") if p.is_file())


def weights_report(pages: Sequence[Page], site: Path) -> tuple[str, bool]:
    """Every page's weight and the total against the budgets; and whether all are within."""
    lines, within = [], True
    for page in pages:
        if page.failed:
            where = f"cell {page.failed_cell}: {page.failed}"
            lines.append(f"{page.language}/{page.path.name}: FAILED at {where}")
            continue
        ok = page.weight <= PAGE_BUDGET
        within &= ok
        mark = "" if ok else f"  over the {PAGE_BUDGET / 1e6:.0f} MB budget"
        lines.append(
            f"{page.language}/{page.path.name}: {page.weight / 1e6:.2f} MB "
            f"({page.frames} frames){mark}"
        )
        if page.slides_weight:
            ok = page.slides_weight <= PAGE_BUDGET
            within &= ok
            mark = "" if ok else f"  over the {PAGE_BUDGET / 1e6:.0f} MB budget"
            name = page.path.name.replace(".html", ".slides.html")
            lines.append(f"  its slides, {name}: {page.slides_weight / 1e6:.2f} MB{mark}")
    total = site_weight(site)
    within &= total <= SITE_BUDGET
    lines.append(f"site/ total: {total / 1e6:.2f} MB (budget {SITE_BUDGET / 1e6:.0f} MB)")
    return "\n".join(lines), within


def source_digest() -> str:
    """A digest of what every page is built by: each file under ``linklab/`` and `NPM_PACKAGES`."""
    import hashlib

    package = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256(json.dumps(NPM_PACKAGES, sort_keys=True).encode())
    for path in sorted(package.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            digest.update(path.relative_to(package).as_posix().encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def page_digest(notebook: Path, language: str, source: str) -> str:
    """What a page is built from: its notebook file, its language and the package's source."""
    import hashlib

    digest = hashlib.sha256(f"{language}\0{source}\0".encode())
    digest.update(notebook.read_bytes())
    return digest.hexdigest()


def read_stamps(site: Path) -> dict:
    """The site's `STAMPS`: ``{"assets": digest, "pages": {page: its digest and index entry}}``
    (empty if none or unreadable)."""
    try:
        stamps = json.loads((site / STAMPS).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        stamps = {}
    if not isinstance(stamps, dict) or not isinstance(stamps.get("pages"), dict):
        return {"assets": "", "pages": {}}
    return stamps


def kept_page(stamp: dict, language: str, path: Path) -> Page:
    """The `Page` a stamp records, for a page kept as it was."""
    return Page(
        language,
        path,
        stamp["title"],
        list(stamp["needs"]),
        stamp["frames"],
        stamp.get("players", 0),
        offers=dict(stamp.get("offers", {})),
        kept=True,
    )


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
    pages: list[Page | None] = []
    todo: list[tuple[int, str, Path, str, str]] = []  # (place, language, notebook, key, digest)
    for notebook in notebooks(names):
        for language in languages:
            notebook_path = EDITIONS[language] / notebook.name
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
    limit = cell_limit() if todo else 0  # measured once, before any page is executed
    # the longest first, so that the workers finish together: by the last build's time, and
    # in a first build by the notebook's size (its cells' sources: the longer, the more it runs)
    todo.sort(
        key=lambda job: (
            -(stamps["pages"].get(job[3], {}).get("seconds") or 0.0),
            -job[2].stat().st_size,
        )
    )
    for (place, language, notebook_path, key, digest), outcome in zip(
        todo, run_jobs(todo, site, limit, page_jobs(jobs, len(todo)), start)
    ):
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
            pages[place] = Page(language, path, title, failed=line, failed_cell=cell)
            print(f"{key}: FAILED at cell {cell}: {line}")
            continue
        print(
            f"{key}: built in {seconds:.0f} s, {page.weight / 1e6:.2f} MB ({page.phases_text()}); "
            f"its slides {page.slides_weight / 1e6:.2f} MB"
        )
        if page.lecture_again:
            print(f"  its slides took a second run in the lecture style: {page.lecture_again}")
        entry: dict[str, object] = {"digest": digest, "title": page.title, "needs": page.needs}
        entry.update(frames=page.frames, players=page.players, offers=page.offers)
        entry.update(seconds=round(seconds, 1))
        stamps["pages"][key] = entry
        pages[place] = page
    (site / STAMPS).write_text(json.dumps(stamps, indent=1, ensure_ascii=False), encoding="utf-8")
    built = [notebook.name for notebook in notebooks(names)]
    teaching_notes.write_plans(site, wrap=policy.with_policy, only=built)  # the lecture plans
    done = [page for page in pages if page is not None]  # every one, built, kept or failed
    (site / "index.html").write_text(index_html(done), encoding="utf-8")
    write_app(site)
    practice_page.write_practice(site, STATIC)  # site/en|zh/practice.html
    shell.write_statements(site, wrap=policy.with_policy)
    return done


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


def notebook_title(notebook: Path) -> str:
    """The first heading of the notebook file ``notebook``, unexecuted ("" if unreadable)."""
    import nbformat

    try:
        return title_of(nbformat.read(notebook, as_version=4))
    except (OSError, ValueError):
        return ""


def write_app(site: Path) -> list[Path]:
    """The app as a page in each edition: ``site/app.html`` and ``site/zh/app.html``."""
    (site / "zh").mkdir(parents=True, exist_ok=True)
    written = [site / "app.html", site / "zh" / "app.html"]
    written[0].write_text(live.app_html("en", STATIC, "zh/app.html"), encoding="utf-8")
    written[1].write_text(live.app_html("zh", f"../{STATIC}", "../app.html"), encoding="utf-8")
    return written


# --- the handouts ----------------------------------------------------------------------------

CHROMIUM = "/usr/bin/chromium"  # Debian's; never a browser download of a tool's own
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"]
#: True once the page's widgets have all drawn: every stage shows its step's picture, and every
#: live part has read the steps its block holds.
PLAYERS_DRAWN = """() => {
  const views = document.querySelectorAll('script[type="VIEW"]');
  const drawn = document.querySelectorAll('.jupyter-widgets.jp-OutputArea-output > :not(script)');
  const waiting = document.querySelector('[data-steps="loading"]');
  return drawn.length >= views.length && !waiting;
}""".replace("VIEW", WIDGET_VIEW)
#: Every stage moved to its last step (as End on a focused player does), and every live part's
#: search (as a page does before it prints: emulated print media fires no ``beforeprint``).
TO_LAST_STEP = """() => {
  document.querySelectorAll('.linklab-stage').forEach((stage) =>
    stage.dispatchEvent(new KeyboardEvent('keydown', {key: 'End', bubbles: true})));
  window.dispatchEvent(new Event('beforeprint'));
}"""


def offline(context, site: Path, refused: list[str] | None = None) -> None:
    """Let a Playwright ``context`` read files inside ``site`` only; every other address is
    refused (and added to ``refused``)."""
    inside = site.resolve().as_uri() + "/"

    def route(request_route) -> None:
        url = request_route.request.url
        if url.startswith(inside):
            request_route.continue_()
        else:
            if refused is not None:
                refused.append(url)
            request_route.abort()

    context.route("**/*", route)


def print_page(context, page_path: Path, pdf: Path, timeout_ms: int = 120_000) -> None:
    """Print one static page to ``pdf``: its widgets drawn, every player at its last step."""
    page = context.new_page()
    try:
        page.goto(page_path.resolve().as_uri())
        page.wait_for_function(PLAYERS_DRAWN, timeout=timeout_ms, polling=250)
        page.evaluate(TO_LAST_STEP)
        page.wait_for_function(PLAYERS_DRAWN, timeout=timeout_ms, polling=250)
        page.emulate_media(media="print")
        pdf.parent.mkdir(parents=True, exist_ok=True)
        page.pdf(
            path=str(pdf),
            format="A4",
            print_background=True,
            margin={"top": "12mm", "bottom": "12mm", "left": "10mm", "right": "10mm"},
        )
    finally:
        page.close()


def handouts(
    site: Path, out: Path, names: Iterable[str] = (), languages=tuple(EDITIONS), browser=None
) -> list[Path]:
    """Print each page of ``site`` (the notebooks named, in ``languages``) to
    ``out/<language>/<notebook>.pdf`` with headless Chromium (``browser``, a Playwright one,
    or Debian's started here); the PDFs written."""
    if browser is None:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as playwright:
            chromium = playwright.chromium.launch(
                executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS
            )
            try:
                return handouts(site, out, names, languages, chromium)
            finally:
                chromium.close()
    written = []
    context = browser.new_context(viewport={"width": 1000, "height": 1400})
    try:
        offline(context, site)
        for notebook in notebooks(names):
            for language in languages:
                page_path = site / language / page_name(notebook)
                if not page_path.exists():
                    raise RuntimeError(f"{page_path} is missing: run make site first")
                pdf = out / language / notebook.with_suffix(".pdf").name
                print_page(context, page_path, pdf)
                print(f"{pdf}: {pdf.stat().st_size / 1e6:.2f} MB")
                written.append(pdf)
    finally:
        context.close()
    return written


# --- the command ------------------------------------------------------------------------------


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
