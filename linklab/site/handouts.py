"""Each page printed to a PDF by headless Chromium, its players drawn at their last step, with
no address outside the site (``python -m linklab.site.build handouts``).

Examples
--------
>>> "--no-sandbox" in CHROMIUM_FLAGS
True
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from linklab.site.editions import EDITIONS, notebooks, page_name
from linklab.site.live import WIDGET_VIEW

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
