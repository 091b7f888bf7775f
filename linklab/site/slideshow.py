"""Each slide of a notebook measured as the slideshow shows it: its height in pixels at 1280x720.

An executed notebook is exported with nbconvert's reveal.js template, set up as jupyterlab-rise
sets reveal.js (`RISE`: reveal.js 4.4.0, the ``simple`` theme, the slide the whole window less a
10 % margin, centred, never scaled) and with JupyterLab's font sizes, which RISE keeps; skipped
cells are left out and a collapsed input shows as its first line and ``•••``, as RISE shows it.
reveal.js, require.js and the widget manager come from npm (`build.npm_install`, never a CDN);
the page is read from disk by Debian's Chromium with every other address refused, and each
slide's height is read once its pictures and widgets are drawn. A slide taller than reveal's
slide (648 px in a 1280x720 window) runs off the screen.

``python -m linklab.site.slideshow NOTEBOOK...`` runs each notebook in a fresh kernel (``--as-is``
takes the outputs it was saved with), prints each slide's height and exits 1 if one is too tall.

Examples
--------
>>> too_tall(Measured("n", 648, [ShownSlide(1, "A", 600), ShownSlide(2, "B", 700)]))
[ShownSlide(number=2, title='B', height=700)]
>>> print(format_measured(Measured("n", 648, [ShownSlide(1, "A", 600), ShownSlide(2, "B", 700)])))
n: 2 slides of at most 648 px, the tallest 700 px
    600 px  slide  1  A
  ! 700 px  slide  2  B
"""

from __future__ import annotations

import argparse
import copy
import re
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from linklab.site import build

#: The window the slides are shown in: a lecture hall's projector.
WINDOW = {"width": 1280, "height": 720}
#: reveal.js as jupyterlab-rise bundles it, from npm, in a folder of its own.
REVEAL_PACKAGES = {"reveal.js": "4.4.0"}
REVEAL_PREFIX = build.NPM_PREFIX.parent / "slides-npm"
#: jupyterlab-rise's own reveal.js settings (its ``HARDWIRED_CONFIG``) that size a slide.
RISE = {"width": "100%", "height": "100%", "margin": 0.1, "minScale": 1.0, "center": True}
RISE_THEME = "simple"
#: What RISE leaves as JupyterLab draws it: its font sizes (nbconvert's template enlarges
#: them), text from the left, skipped cells gone.
RISE_CSS = Path(__file__).with_name("rise.css").read_text(encoding="utf-8")
#: Every slide laid out at once, so that each can be measured where it stands.
ALL_SHOWN = ".reveal .slides section { display: block !important; }"
#: A collapsed input, as JupyterLab shows it: its first line, then a button.
COLLAPSED = " •••"
#: True once reveal is ready, every widget drawn and every picture loaded.
READY = (
    "() => window.Reveal && Reveal.isReady() && ("
    + build.PLAYERS_DRAWN
    + ")() && [...document.images].every((img) => img.complete)"
)
#: The size of reveal's slide, and each slide's (each innermost section's) title and height.
MEASURE = """() => {
  const size = Reveal.getComputedSlideSize();
  const leaves = [...document.querySelectorAll('.reveal .slides section')]
    .filter((section) => !section.querySelector('section'));
  return {height: size.height, slides: leaves.map((section) => {
    const heading = section.querySelector('h1, h2, h3, h4, h5, h6');
    const title = heading ? heading.textContent.replace('¶', '').trim() : '';
    return [title, section.scrollHeight];
  })};
}"""
PAGE_TIMEOUT_MS = 120_000
#: Pages drawn at once while the next is exported.
IN_FLIGHT = 1
#: The template's mermaid loader, with no address to load from: left out.
NO_MERMAID = r"<script type=\"module\">\s*import mermaid from '';.*?</script>"
#: A last cell for a notebook run to be measured (``build.execute`` keeps every frame; a plain
#: run keeps none in its saved widget state): each player sends the picture it shows, so that
#: the saved page draws it.
SHOW_PLAYERS = """\
import gc as _gc
from linklab.widgets.stepped import SteppedPlayer as _Player
for _p in [o for o in _gc.get_objects() if isinstance(o, _Player) and o.frames is not None]:
    _p.stage.deliver(
        [_p.step], [_p.frames.png(_p.step)], [_p.frame_texts(_p.step)], clear=True
    )"""


@dataclass(frozen=True)
class ShownSlide:
    """One slide as shown: its number (from 1), its first heading and its height in pixels."""

    number: int
    title: str
    height: int


@dataclass(frozen=True)
class Measured:
    """A notebook's slides as shown, and the height of reveal's slide they must fit."""

    name: str
    limit: int
    slides: list[ShownSlide]

    @property
    def tallest(self) -> int:
        return max((slide.height for slide in self.slides), default=0)


def too_tall(measured: Measured) -> list[ShownSlide]:
    """The slides of ``measured`` taller than its slide's height."""
    return [slide for slide in measured.slides if slide.height > measured.limit]


def format_measured(measured: Measured) -> str:
    """A heading line, then one line per slide: its height, number and title, ``!`` if too tall."""
    lines = [
        f"{measured.name}: {len(measured.slides)} slides of at most {measured.limit} px, "
        f"the tallest {measured.tallest} px"
    ]
    for slide in measured.slides:
        mark = "!" if slide.height > measured.limit else " "
        lines.append(f"  {mark} {slide.height:3d} px  slide {slide.number:2d}  {slide.title}")
    return "\n".join(lines)


def modules() -> tuple[Path, Path]:
    """The site's npm modules (require.js, the widget manager, anywidget) and reveal.js's,
    installed once each."""
    return build.npm_install(), build.npm_install(REVEAL_PREFIX, REVEAL_PACKAGES)


def as_shown(nb: Any) -> Any:
    """A copy of ``nb`` whose collapsed inputs read as RISE shows them (first line, ``•••``)."""
    shown = copy.deepcopy(nb)
    for cell in shown.cells:
        hidden = cell.get("metadata", {}).get("jupyter", {}).get("source_hidden")
        if cell.cell_type == "code" and hidden:
            first = next((line for line in cell.source.splitlines() if line.strip()), "")
            cell.source = first + COLLAPSED
    return shown


def exporter(site_modules: Path, reveal_modules: Path) -> Any:
    """nbconvert's reveal.js exporter set up as RISE shows slides, its scripts read from the
    npm folders given (made once: its templates are compiled on first use)."""
    import json

    from nbconvert import SlidesExporter

    manager = site_modules / "@jupyter-widgets" / "html-manager" / "dist" / "embed-amd.js"
    return SlidesExporter(
        reveal_url_prefix=(reveal_modules / "reveal.js").as_uri(),
        reveal_theme=RISE_THEME,
        reveal_transition="none",
        reveal_width=json.dumps(RISE["width"]),
        reveal_height=json.dumps(RISE["height"]),
        require_js_url=(site_modules / "requirejs" / "require.js").as_uri(),
        widget_renderer_url=manager.as_uri(),
        jquery_url="",
        mermaid_js_url="",
        mathjax_url="",
    )


def slides_html(
    nb: Any, site_modules: Path, reveal_modules: Path, name: str = "slides", using: Any = None
) -> str:
    """The executed ``nb`` as a reveal.js page set up as RISE shows it, its scripts read from
    the npm folders given (``using`` an `exporter` made for them, or one made here)."""
    import json

    exporter_ = exporter(site_modules, reveal_modules) if using is None else using
    require = exporter_.require_js_url
    body, _ = exporter_.from_notebook_node(as_shown(nb), resources={"metadata": {"name": name}})
    start = "Reveal.initialize({"
    settings = ", ".join(
        f"{key}: {json.dumps(value)}"
        for key, value in RISE.items()
        if key not in ("width", "height")
    )
    require_tag = f'<script src="{require}"></script>'
    if body.count(start) != 1 or require_tag not in body:
        raise RuntimeError("nbconvert's reveal template has changed: update linklab.site.slideshow")
    body = body.replace(start, f"window.Reveal = Reveal; {start}{settings}, ", 1)
    anywidget = (site_modules / "anywidget" / "dist" / "index").as_uri()
    config = f'<script>require.config({{paths: {{anywidget: "{anywidget}"}}}});</script>'
    body = body.replace(require_tag, require_tag + config, 1)
    body = body.replace('<script src=""></script>', "")
    body = re.sub(NO_MERMAID, "", body, flags=re.S)
    return body.replace("</head>", f"<style>{RISE_CSS}</style>\n</head>", 1)


def open_page(context: Any, page_path: Path) -> tuple[Any, list[str]]:
    """A new page of ``context`` loading ``page_path`` (not waited for), and the list its
    script errors are gathered in."""
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(page_path.resolve().as_uri(), wait_until="commit")
    return page, errors


def measure_page(page: Any, errors: list[str], name: str) -> Measured:
    """The slides of an `open_page` once drawn, measured; the page is closed."""
    try:
        try:
            page.wait_for_function(READY, timeout=PAGE_TIMEOUT_MS, polling=200)
        except Exception as error:  # Playwright's TimeoutError, named here in one line
            raise RuntimeError(f"{name}: the slides were not drawn ({errors[:1]})") from error
        page.add_style_tag(content=ALL_SHOWN)
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => done()))")
        found = page.evaluate(MEASURE)
    finally:
        page.close()
    slides = [
        ShownSlide(number, title, round(height))
        for number, (title, height) in enumerate(found["slides"], start=1)
    ]
    return Measured(name, round(found["height"]), slides)


def _files_only(request_route: Any) -> None:
    """Let a page read files; refuse every address on a network (the theme's web fonts)."""
    if request_route.request.url.startswith("file://"):
        request_route.continue_()
    else:
        request_route.abort()


def measure(notebooks: dict[str, Any], browser: Any = None) -> dict[str, Measured]:
    """Each executed notebook of ``notebooks`` (by name) measured as its slideshow shows it, in
    a Playwright ``browser`` (or Debian's Chromium, started here)."""
    if browser is None:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as playwright:
            chromium = playwright.chromium.launch(
                executable_path=build.CHROMIUM, headless=True, args=build.CHROMIUM_FLAGS
            )
            try:
                return measure(notebooks, chromium)
            finally:
                chromium.close()
    site_modules, reveal_modules = modules()
    using = exporter(site_modules, reveal_modules)
    context = browser.new_context(viewport=WINDOW)
    found = {}
    try:
        with tempfile.TemporaryDirectory() as scratch:
            context.route("**/*", _files_only)
            loading: list[tuple[str, Any, list[str]]] = []
            for number, (name, nb) in enumerate(notebooks.items()):
                page_path = Path(scratch) / f"slides-{number}.html"
                page_path.write_text(
                    slides_html(nb, site_modules, reveal_modules, name, using), encoding="utf-8"
                )
                # the browser draws one page while the next is exported
                loading.append((name, *open_page(context, page_path)))
                if len(loading) > IN_FLIGHT:
                    first, page, errors = loading.pop(0)
                    found[first] = measure_page(page, errors, first)
            for name, page, errors in loading:
                found[name] = measure_page(page, errors, name)
    finally:
        context.close()
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m linklab.site.slideshow [--as-is] NOTEBOOK...``: each slide's height; exit 1
    if one is too tall, 2 if a notebook cannot be read or run."""
    import nbformat

    parser = argparse.ArgumentParser(prog="python -m linklab.site.slideshow", description=__doc__)
    parser.add_argument("notebooks", nargs="+", type=Path)
    parser.add_argument("--as-is", action="store_true", help="use the outputs saved, run nothing")
    args = parser.parse_args(argv)
    notebooks = {}
    for path in args.notebooks:
        language = "zh" if path.parent.name == "zh" else "en"
        try:
            if args.as_is:
                notebooks[str(path)] = nbformat.read(path, as_version=4)
            else:
                notebooks[str(path)] = build.execute(path, language)
        except (OSError, ValueError) as error:
            print(f"linklab: error: {path}: {error}", file=sys.stderr)
            return 2
        except build.PageFailed as error:
            print(f"linklab: error: {path}: {error}", file=sys.stderr)
            return 2
    try:
        found = measure(notebooks)
    except RuntimeError as error:
        print(f"linklab: error: {error}", file=sys.stderr)
        return 2
    for measured in found.values():
        print(format_measured(measured))
    return 1 if any(too_tall(measured) for measured in found.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
