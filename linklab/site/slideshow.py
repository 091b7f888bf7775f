"""Each slide of a notebook as jupyterlab-rise shows it, measured on the screen at 1280x720.

A lecturer runs the notebook in JupyterLab (*Run All*), saves it and presses ``Alt R``: RISE
opens the saved notebook in its own page (``/rise/<notebook>``, the page the slideshow panel
and its full-screen view show) and lays it out with reveal.js. This opens that page in headless
Chromium, steps through every slide as a lecturer does (``Page Down``) and reads what is on the
screen: each slide's height (reveal's slide is the window less RISE's 10 % margin: 648 px), how
far it runs past the window's right edge, and what must not show on a slide: the code of a
collapsed cell, an ``assert``, a widget shown as its text (``TracePlayer(children=…``); and,
in the lecture style (``ll.style("lecture")`` run in the kernel before Run All), every text on
the slide with its height on the screen (`SLIDE_TEXTS`), any under 14 px named.

``python -m linklab.site.slideshow NOTEBOOK...`` starts JupyterLab on a copy of the
notebooks' folder, measures each notebook in the lecture style (``--style default``: heights
only) and prints its slides; it exits 1 if a slide is too tall, has a text under 14 px or
shows what it must not, 2 if a notebook cannot be read or run. It needs Playwright
and Debian's Chromium (``pip install -e '.[test]'``, ``apt-get install chromium``); without
them it says so in one line.

Examples
--------
>>> ok, tall = ShownSlide(1, "A", 600), ShownSlide(2, "B", 700, hidden_code=1)
>>> [slide.number for slide in Measured("n", 648, [ok, tall]).faults()]
[2]
>>> tall.faults(648)
['700 px tall', '1 collapsed input shows']
>>> ShownSlide(3, "C", 300, small_texts=((12.7, "print"), (15.0, "x"))).faults(648, 14)
["12.7 px text 'print'"]
>>> print(format_measured(Measured("n", 648, [ok, tall])))
n: 2 slides of at most 648 px, the tallest 700 px
    600 px  slide  1  A
  ! 700 px  slide  2  B  (700 px tall, 1 collapsed input shows)
"""

from __future__ import annotations

import argparse
import dataclasses
import shutil
import sys
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from linklab.render.text_sizes import STAMP_KEY
from linklab.site.handouts import CHROMIUM, CHROMIUM_FLAGS

#: The window the slides are shown in: a lecture hall's projector.
WINDOW = {"width": 1280, "height": 720}
#: RISE's reveal.js margin (its ``HARDWIRED_CONFIG``): a slide's content fits in the rest.
MARGIN = 0.1
SLIDE_HEIGHT_PX = round(WINDOW["height"] * (1 - MARGIN))
#: Seconds for JupyterLab to open a notebook and for RISE to lay it out.
OPEN_SECONDS = 120
#: Seconds for a notebook's Run All (notebook 03, the longest, takes about a minute here).
RUN_ALL_SECONDS = 600


def _read_page_functions() -> dict[str, str]:
    """The page's functions, by name, from ``slideshow.js`` beside this module (each
    ``const NAME = function;``)."""
    text = Path(__file__).with_name("slideshow.js").read_text(encoding="utf-8")
    probes = {}
    for part in text.split("\nconst ")[1:]:
        name, body = part.split(" = ", 1)
        probes[name] = body.rstrip().removesuffix(";")
    return probes


_PAGE_FUNCTIONS = _read_page_functions()
#: What to install when the browser side is missing, in one line.
NEEDS = (
    "measuring slides needs Playwright and Debian's Chromium: "
    "pip install -e '.[test]' and apt-get install chromium"
)

KERNEL_IDLE = _PAGE_FUNCTIONS["KERNEL_IDLE"]
#: After Run All: null while cells wait, else ``{error}``: the first error, or '' when all ran.
RUN_STATE = _PAGE_FUNCTIONS["RUN_STATE"]
RUN_ALL = _PAGE_FUNCTIONS["RUN_ALL"]
#: Code run in the notebook's kernel before Run All, off the notebook: its status.
RUN_IN_KERNEL = _PAGE_FUNCTIONS["RUN_IN_KERNEL"]
#: What a lecturer runs before lecturing (``ll.style("lecture")``), and the measuring tool's
#: stamp on every PNG the kernel draws (its smallest text, `linklab.render.text_sizes`).
LECTURE_SETUP = """\
import linklab as _ll
from linklab.render import text_sizes as _text_sizes
_ll.style("lecture")
_text_sizes.stamp_pngs()
del _ll, _text_sizes"""
#: The least text height on a slide in the lecture style, in pixels at 1280x720.
LEAST_TEXT_PX = 14.0
#: How many of a slide's texts under that height its faults name (the rest are counted).
SMALL_NAMED = 3
SAVE = _PAGE_FUNCTIONS["SAVE"]
#: RISE has laid the notebook out as slides and every picture has loaded.
RISE_READY = _PAGE_FUNCTIONS["RISE_READY"]
#: Every player's picture whose script runs has heard from the kernel (stepping, or missing).
PLAYERS_ANSWERED = _PAGE_FUNCTIONS["PLAYERS_ANSWERED"]
SLIDE_COUNT = _PAGE_FUNCTIONS["SLIDE_COUNT"]
#: The slide on the screen, as the room sees it.
SLIDE_SHOWN = _PAGE_FUNCTIONS["SLIDE_SHOWN"]

#: Every text on the slide shown, with its height on the screen: ``{texts: [[px, text,
#: where], …] smallest first, unmeasured}``. HTML text: its computed font size times the scale
#: its box is drawn at (reveal's transform, any zoom); SVG text: its font size times the scale
#: of its screen matrix (an SVG shown as an image is laid out again, hidden, at the size shown,
#: and read the same way); a PNG: the smallest text its stamp names
#: (`linklab.render.text_sizes`) times its width on the screen over its own width.
#: ``unmeasured``: the pictures that say nothing of their texts.
SLIDE_TEXTS = _PAGE_FUNCTIONS["SLIDE_TEXTS"].replace("STAMP_KEY", STAMP_KEY)


@dataclass(frozen=True)
class ShownSlide:
    """One slide as shown: its number (from 1), its first heading, its height in pixels, how
    far it runs past the window's right edge, what shows that must not, its smallest texts
    (``(pixels, text)``, smallest first: the smallest and any under the least size asked for),
    how many of its pictures say nothing of their texts, and how many players it shows
    (`linklab.widgets.slide_steps`), of them ``stepping`` with their ◀ ▶ shown."""

    number: int
    title: str
    height: int
    past_right: int = 0
    hidden_code: int = 0
    asserts: int = 0
    reprs: int = 0
    small_texts: tuple[tuple[float, str], ...] = ()
    unmeasured: int = 0
    players: int = 0
    stepping: int = 0

    @property
    def smallest(self) -> float | None:
        """The height of its smallest text, in pixels (None: no text measured)."""
        return self.small_texts[0][0] if self.small_texts else None

    def faults(self, limit: int, least_px: float = 0.0) -> list[str]:
        """What is wrong with this slide, in words (none when it is right): taller than
        ``limit``, or a text under ``least_px``."""
        found = []
        if self.height > limit:
            found.append(f"{self.height} px tall")
        if self.past_right > 0:
            found.append(f"{self.past_right} px past the right edge")
        for count, what in (
            (self.hidden_code, "collapsed input shows"),
            (self.asserts, "assert shows"),
            (self.reprs, "widget shows as text"),
        ):
            if count:
                found.append(f"{count} {what}")
        small = [(px, text) for px, text in self.small_texts if px < least_px]
        for px, text in small[:SMALL_NAMED]:
            found.append(f"{px:.1f} px text {_clip(text)!r}")
        if len(small) > SMALL_NAMED:
            found.append(f"{len(small) - SMALL_NAMED} more texts under {least_px:g} px")
        return found


def _clip(text: str, most: int = 40) -> str:
    return text if len(text) <= most else text[: most - 1] + "…"


@dataclass(frozen=True)
class Measured:
    """A notebook's slides as shown, the height of reveal's slide they must fit, and the least
    text height they must keep (0: text not measured)."""

    name: str
    limit: int
    slides: list[ShownSlide]
    widgets: int = 0
    least_px: float = 0.0

    @property
    def tallest(self) -> int:
        return max((slide.height for slide in self.slides), default=0)

    @property
    def smallest(self) -> float | None:
        """The smallest text on any slide, in pixels (None: none measured)."""
        found = [slide.smallest for slide in self.slides if slide.smallest is not None]
        return min(found, default=None)

    def faults(self) -> list[ShownSlide]:
        """The slides with something wrong (`ShownSlide.faults`)."""
        return [slide for slide in self.slides if slide.faults(self.limit, self.least_px)]


def format_measured(measured: Measured) -> str:
    """A heading line, then one line per slide: its height, its smallest text, its number and
    title, ``!`` and the faults in brackets when it has any."""
    heading = (
        f"{measured.name}: {len(measured.slides)} slides of at most {measured.limit} px, "
        f"the tallest {measured.tallest} px"
    )
    if measured.least_px:
        smallest = measured.smallest
        shown = "none measured" if smallest is None else f"{smallest:.1f} px"
        heading += f"; the smallest text {shown} (at least {measured.least_px:g} px)"
    lines = [heading]
    for slide in measured.slides:
        faults = slide.faults(measured.limit, measured.least_px)
        if slide.unmeasured:
            faults = [*faults, f"{slide.unmeasured} picture not measured"]
        mark = "!" if slide.faults(measured.limit, measured.least_px) else " "
        why = f"  ({', '.join(faults)})" if faults else ""
        text = (
            ""
            if not measured.least_px
            else (
                "  text    -   " if slide.smallest is None else f"  text {slide.smallest:4.1f} px"
            )
        )
        lines.append(
            f"  {mark} {slide.height:3d} px{text}  slide {slide.number:2d}  {slide.title}{why}"
        )
    return "\n".join(lines)


def run_and_save(context: Any, base: str, token: str, notebook: str, lecture: bool = False) -> None:
    """Open ``notebook`` (its path under JupyterLab's root) in JupyterLab, Run All, save; with
    ``lecture``, in the lecture style (`LECTURE_SETUP` run in its kernel first)."""
    page = context.new_page()
    try:
        # ?reset: a workspace of its own, not the last notebook's layout restored beside it
        page.goto(f"{base}/lab/tree/{notebook}?reset&token={token}")
        page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=OPEN_SECONDS * 1000)
        page.wait_for_function(KERNEL_IDLE, timeout=OPEN_SECONDS * 1000)
        if lecture:
            status = page.evaluate(RUN_IN_KERNEL, LECTURE_SETUP)
            if status != "ok":
                raise RuntimeError(f"{notebook}: the lecture style did not start: {status}")
        page.evaluate(RUN_ALL)
        state = page.wait_for_function(RUN_STATE, timeout=RUN_ALL_SECONDS * 1000, polling=500)
        error = state.json_value()["error"]
        if error:
            raise RuntimeError(f"{notebook}: {error}")
        if page.evaluate(SAVE):
            raise RuntimeError(f"{notebook}: JupyterLab did not save it")
    finally:
        page.close()


def measure_rise(
    context: Any, base: str, token: str, notebook: str, least_px: float = 0.0
) -> Measured:
    """The slides of ``notebook`` (run and saved) as RISE shows them: each one stepped to with
    Page Down, as a lecturer does, and measured on the screen; with ``least_px``, its texts
    too (`SLIDE_TEXTS`), the smallest kept and any under ``least_px``."""
    page = context.new_page()
    page.set_viewport_size(WINDOW)
    try:
        page.goto(f"{base}/rise/{notebook}?token={token}")
        page.wait_for_function(RISE_READY, timeout=OPEN_SECONDS * 1000, polling=250)
        page.wait_for_timeout(1000)  # RISE syncs reveal once more after laying out
        page.wait_for_function(PLAYERS_ANSWERED, timeout=OPEN_SECONDS * 1000, polling=250)
        count = page.evaluate(SLIDE_COUNT)
        page.mouse.click(4, 4)  # the keys go to RISE (away from reveal's progress bar)
        slides: list[ShownSlide] = []
        widgets, before = 0, -1
        for _ in range(count):
            page.wait_for_function(f"() => ({SLIDE_SHOWN})().index > {before}", timeout=15_000)
            page.wait_for_timeout(150)
            now = page.evaluate(SLIDE_SHOWN)
            before = now["index"]
            widgets += now["widgets"]
            texts: dict[str, Any] = {"texts": [], "unmeasured": 0}
            if least_px:
                texts = page.evaluate(SLIDE_TEXTS)
            small = [
                (round(found[0], 1), found[1])
                for n, found in enumerate(texts["texts"])
                if n == 0 or round(found[0], 1) < least_px
            ]
            slides.append(
                ShownSlide(
                    len(slides) + 1,
                    now["title"],
                    round(now["height"]),
                    max(0, round(now["right"]) - WINDOW["width"]),
                    now["hidden_code"],
                    now["asserts"],
                    now["reprs"],
                    tuple(small),
                    texts["unmeasured"],
                    now["players"],
                    now["stepping"],
                )
            )
            if len(slides) < count:
                page.keyboard.press("PageDown")
        return Measured(notebook, SLIDE_HEIGHT_PX, slides, widgets, least_px)
    finally:
        page.close()


def measure(
    context: Any,
    base: str,
    token: str,
    notebooks: Sequence[str],
    shut_down: bool = True,
    lecture: bool = False,
) -> dict[str, Measured]:
    """Each of ``notebooks`` (paths under the served root) run, saved and measured in RISE in
    the Playwright browser ``context``; each one's kernel shut down after it. With
    ``lecture``: run in the lecture style, its texts measured against `LEAST_TEXT_PX`."""
    found = {}
    for notebook in notebooks:
        run_and_save(context, base, token, notebook, lecture)
        least = LEAST_TEXT_PX if lecture else 0.0
        found[notebook] = measure_rise(context, base, token, notebook, least)
        if shut_down:
            shut_down_kernels(base, token)
    return found


def shut_down_kernels(base: str, token: str) -> None:
    """Shut down every session (and its kernel) of the JupyterLab at ``base``."""
    import json
    import urllib.request

    headers = {"Authorization": f"token {token}"}
    with urllib.request.urlopen(
        urllib.request.Request(f"{base}/api/sessions", headers=headers), timeout=30
    ) as reply:
        sessions = json.load(reply)
    for session in sessions:
        request = urllib.request.Request(
            f"{base}/api/sessions/{session['id']}", headers=headers, method="DELETE"
        )
        urllib.request.urlopen(request, timeout=60).close()


#: A last cell for a notebook run by nbclient (``test_notebooks``): each player sends the
#: picture it shows, so that the saved widget state holds it (a plain run keeps none).
SHOW_PLAYERS = """\
import gc as _gc
from linklab.widgets.stepped import SteppedPlayer as _Player
for _p in [o for o in _gc.get_objects() if isinstance(o, _Player) and o.frames is not None]:
    _p.stage.deliver(
        [_p.step], [_p.frames.png(_p.step)], [_p.frame_texts(_p.step)], clear=True
    )"""


def missing() -> str | None:
    """Why the slides cannot be measured here (one line), or None."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return NEEDS
    if not Path(CHROMIUM).exists():
        return NEEDS
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m linklab.site.slideshow NOTEBOOK...``: each slide as RISE shows it; exit 1
    if one is wrong, 2 if a notebook cannot be read or run or the browser is missing."""
    parser = argparse.ArgumentParser(prog="python -m linklab.site.slideshow", description=__doc__)
    parser.add_argument("notebooks", nargs="+", type=Path)
    parser.add_argument(
        "--style",
        choices=("lecture", "default"),
        default="lecture",
        help="run the notebooks in this style (lecture: its texts measured too, each at least "
        f"{LEAST_TEXT_PX:g} px)",
    )
    args = parser.parse_args(argv)
    for path in args.notebooks:
        if path.suffix != ".ipynb" or not path.is_file():
            print(f"linklab: error: {path}: no such notebook", file=sys.stderr)
            return 2
    why = missing()
    if why:
        print(f"linklab: error: {why}", file=sys.stderr)
        return 2
    wrong = failed = False
    try:
        for path, measured in measure_files(args.notebooks, args.style == "lecture"):
            if isinstance(measured, str):
                print(f"linklab: error: {path}: {measured}", file=sys.stderr, flush=True)
                failed = True
                continue
            print(format_measured(measured), flush=True)
            wrong = wrong or bool(measured.faults())
    except RuntimeError as error:
        print(f"linklab: error: {str(error).splitlines()[0]}", file=sys.stderr)
        return 2
    return 2 if failed else 1 if wrong else 0


#: What a copy of a notebooks' folder leaves out: the scripts, the other edition.
_NOT_NEEDED = shutil.ignore_patterns("scripts", "zh")


def measure_files(
    paths: Sequence[Path], lecture: bool = True
) -> Iterator[tuple[Path, Measured | str]]:
    """Each notebook at ``paths`` measured, from a copy of its folder (JupyterLab saves what it
    runs; the originals stay as they are), as it is done: ``(path, measured)``, or ``(path,
    why)`` in one line when it could not be run or shown."""
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import sync_playwright

    from linklab.site.lab_server import lab_serving

    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch) / "root"
        folders: dict[Path, str] = {}
        names = []
        for path in paths:
            parent = path.resolve().parent
            if parent not in folders:
                folders[parent] = str(len(folders))
                shutil.copytree(parent, root / folders[parent], ignore=_NOT_NEEDED)
            names.append(f"{folders[parent]}/{path.name}")
        with (
            lab_serving(root, Path(scratch) / "home", Path(scratch) / "lab.log") as (base, token),
            sync_playwright() as playwright,
        ):
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS
            )
            try:
                context = browser.new_context(
                    viewport={"width": WINDOW["width"], "height": WINDOW["height"]}
                )
                for name, path in zip(names, paths):
                    try:
                        measured = measure(context, base, token, [name], lecture=lecture)[name]
                    except (PlaywrightError, RuntimeError) as error:
                        yield path, str(error).splitlines()[0]
                        continue
                    yield path, dataclasses.replace(measured, name=str(path))
            finally:
                browser.close()


if __name__ == "__main__":
    sys.exit(main())
