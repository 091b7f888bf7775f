"""A learner's own search on a slide (the slide edition, ``linklab/site/slides.js``): after a
wrong ``my_link`` is checked on its slide, the verdict and the stepped search under it go on the
vertical slides after the exercise's, each fitting the 1280x720 screen with no text under 14 px
as shown, and the search still steps there by its keys, the deck staying put.

The site is one small notebook's slides, built once for the module in English.
"""

from __future__ import annotations

import shutil

import pytest
from test_site_python import VISITED_AT_FIRST_ARRIVAL
from test_site_slides import LEAST_PX, SCREEN, open_slides, settled, step_to

from linklab.site import build as site


@pytest.fixture(scope="module")
def learner_slides(tmp_path_factory):
    """The slides of a notebook with one write-it-yourself exercise: the site's folder."""
    import nbformat

    if shutil.which("npm") is None:
        pytest.skip("node and npm are missing: the static site takes its scripts from npm")
    new = nbformat.v4
    setup = new.new_code_cell("import linklab as ll")
    setup.metadata["slideshow"] = {"slide_type": "skip"}
    title = new.new_markdown_cell("## Write my_link")
    title.metadata["slideshow"] = {"slide_type": "slide"}
    exercise = new.new_code_cell("def my_link(board, a, b):\n    ...")
    exercise.metadata["tags"] = ["exercise"]
    check = new.new_code_cell("ll.selfcheck.check_link(my_link)")
    out = tmp_path_factory.mktemp("learner-slides")
    site.copy_assets(site.npm_install(), out)
    source = out / "source" / "53-learner.ipynb"
    source.parent.mkdir()
    nbformat.write(new.new_notebook(cells=[setup, title, exercise, check]), source)
    site.build_page(source, "en", out)
    return out


@pytest.mark.browser
@pytest.mark.slow  # it builds a page
def test_a_wrong_search_and_its_steps_go_on_slides_of_their_own_readable(
    learner_slides, site_browser
):
    page, refused, errors = open_slides(site_browser, learner_slides, "en", "53")
    step_to(page, "Write my_link")
    before = page.evaluate("window.linklabDeck.getIndices()")
    page.locator("textarea.linklab-python-editor").fill(VISITED_AT_FIRST_ARRIVAL)
    stamp = page.evaluate("window.linklabPythonLog.length")
    page.locator(".linklab-python-check button.linklab-python-button").click()
    page.wait_for_function(
        "(n) => window.linklabPythonLog.slice(n).some((e) => e.event === 'verdict')",
        arg=stamp,
        timeout=180_000,
        polling=100,
    )
    page.wait_for_function(
        "() => window.linklabDeck.getCurrentSlide().matches('.linklab-slide-after')"
    )
    shown = settled(page)
    assert shown["indices"]["v"] == before["v"] + 1
    # every slide after the exercise's: fits, and no text under 14 px as shown
    seen_player = False
    while True:
        shown = settled(page)
        assert shown["height"] <= SCREEN["height"] + 0.5, shown
        assert shown["least"] >= LEAST_PX and shown["leastSvg"] >= LEAST_PX - 0.5, shown
        slide = page.locator("section.present")
        if slide.locator(".linklab-learner-steps").count():
            seen_player = True
            readout = slide.locator(".linklab-learner-readout")
            at = readout.inner_text()
            slide.locator(".linklab-learner-steps").focus()
            page.keyboard.press("ArrowRight")  # the search's key, not the deck's
            assert readout.inner_text() != at
            assert page.evaluate("window.linklabDeck.getIndices()") == shown["indices"]
        if shown["indices"]["h"] != before["h"] or page.evaluate(
            "window.linklabDeck.isLastSlide()"
        ):
            break
        page.keyboard.press("PageDown")
        if page.evaluate("window.linklabDeck.getIndices()")["h"] != before["h"]:
            break
    assert seen_player
    page.context.close()
    assert refused == [] and errors == []
