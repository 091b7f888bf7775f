"""The slides as a lecturer shows them: a notebook run in JupyterLab (*Run All*), saved, and
opened in jupyterlab-rise's slideshow (``/rise/<notebook>``, what ``Alt R`` shows) in headless
Chromium at 1280x720, every slide stepped to with Page Down and measured on the screen
(`linklab.site.slideshow`): each fits reveal's slide (648 px), runs past no edge, and shows no
collapsed code, no assert and no widget as its text.

The course's notebooks are measured so in `tests/test_readable_text.py`, each run once there
in the lecture style for its slides' size, texts and faults alike (02, 05 in Chinese, 07 in
both languages); ``python -m linklab.site.slideshow notebooks/*.ipynb notebooks/zh/*.ipynb``
measures them all. Here, the measure itself is held to a notebook made to fail it. JupyterLab
is ``test_browser``'s, on its copy of ``notebooks/``.
"""

from __future__ import annotations

import nbformat
import pytest
from test_browser import (  # noqa: F401  (fixtures)
    browser,
    browser_test,
    jupyter_env,
    jupyterlab,
    notebook_root,
)

from linklab.course import slides
from linklab.site import slideshow

new = nbformat.v4


@pytest.fixture
def rise_context(browser):  # noqa: F811
    context = browser.new_context(viewport=slideshow.WINDOW)
    yield context
    context.close()


@browser_test
@pytest.mark.browser
@pytest.mark.slow
def test_the_rise_measure_sees_what_runs_off_and_what_shows(
    jupyterlab,  # noqa: F811
    notebook_root,  # noqa: F811
    rise_context,
):
    """A notebook in a folder with no slideshow stylesheet: a slide of text too long, a
    collapsed input (RISE then draws its first line), an assert, a line too wide, and a
    widget, which shows as its picture."""
    folder = notebook_root[0] / "probe"
    folder.mkdir(exist_ok=True)
    cells = [
        new.new_markdown_cell("## Long\n\n" + "\n\n".join(f"Line {n}." for n in range(40))),
        new.new_markdown_cell("## Collapsed"),
        new.new_code_cell("x = 1\nx", metadata={"tags": [slides.HIDE_INPUT_TAG]}),
        new.new_markdown_cell("## Asserted"),
        new.new_code_cell("assert x == 1\nx"),
        new.new_markdown_cell("## Wide\n\n" + "W" * 400),
        new.new_markdown_cell("## A widget"),
        new.new_code_cell(
            "import linklab as ll\n"
            'board = ll.parse_board("A * B\\n* * *\\nB * A")\n'
            "ll.widgets.TracePlayer(board, ll.bfs_events(board, (0, 0), (2, 2)), ll.Rules())"
        ),
    ]
    nb = slides.set_slides(new.new_notebook(cells=cells))
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    nbformat.write(nb, folder / "probe.ipynb")
    base, token, _ = jupyterlab
    measured = slideshow.measure(rise_context, base, token, ["probe/probe.ipynb"])
    found = {slide.title: slide for slide in measured["probe/probe.ipynb"].slides}
    assert list(found) == ["Long", "Collapsed", "Asserted", "Wide", "A widget"]
    limit = slideshow.SLIDE_HEIGHT_PX
    assert found["Long"].faults(limit) == [f"{found['Long'].height} px tall"]
    assert found["Collapsed"].hidden_code == 1 and found["Asserted"].asserts == 1
    assert found["Wide"].past_right > 0
    assert found["A widget"].faults(limit) == [] and found["A widget"].height > 150


#: A notebook of two players: the first stepped on its slide, the second closed in the kernel
#: after it was shown (the kernel holds it no more: its slide keeps the picture).
STEPPED_CELLS = [
    "## Stepped",
    'import linklab as ll\nboard = ll.parse_board("A * B\\n* * *\\nB * A")\n'
    "ll.widgets.TracePlayer(board, ll.bfs_events(board, (0, 0), (2, 2)), ll.Rules())",
    "## Closed",
    "gone = ll.widgets.TracePlayer(board, ll.bfs_events(board, (0, 0), (2, 2)), ll.Rules())\n"
    "display(gone)\ngone.close()",
]


@browser_test
@pytest.mark.browser
def test_a_player_steps_on_its_rise_slide_with_the_running_kernel(
    jupyterlab,  # noqa: F811
    notebook_root,  # noqa: F811
    rise_context,
):
    """RISE draws no widget: the player's output there is its picture with ◀ ▶, each press
    moving the player in the notebook's kernel and showing the picture it sends back; ← and →
    while the player has the focus step it too, not the slides. A player the kernel no longer
    holds keeps its picture and shows no control."""
    folder = notebook_root[0] / "stepped"
    folder.mkdir(exist_ok=True)
    cells = [
        new.new_markdown_cell(source) if source.startswith("##") else new.new_code_cell(source)
        for source in STEPPED_CELLS
    ]
    nb = slides.set_slides(new.new_notebook(cells=cells))
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    nbformat.write(nb, folder / "stepped.ipynb")
    base, token, _ = jupyterlab
    slideshow.run_and_save(rise_context, base, token, "stepped/stepped.ipynb")
    page = rise_context.new_page()
    try:
        page.goto(f"{base}/rise/stepped/stepped.ipynb?token={token}")
        page.wait_for_function(slideshow.RISE_READY, timeout=slideshow.OPEN_SECONDS * 1000)
        stepped, closed = page.locator(".linklab-slide-steps").all()
        forward = stepped.locator("button[data-by='1']")
        forward.wait_for(state="visible", timeout=60_000)
        readout = stepped.locator(".linklab-slide-steps-readout")
        picture = stepped.locator("img")

        def at(step: int) -> None:
            page.wait_for_function(
                "([box, step]) => box.dataset.step === String(step)",
                arg=[stepped.element_handle(), step],
                timeout=30_000,
            )

        at(0)
        first = picture.get_attribute("src")
        assert readout.inner_text() == "0 / 38"
        forward.click()
        at(1)
        assert readout.inner_text() == "1 / 38" and picture.get_attribute("src") != first
        slide = page.evaluate("() => location.hash")
        forward.focus()
        page.keyboard.press("ArrowRight")
        at(2)
        page.keyboard.press("End")
        at(38)
        stepped.locator("button[data-by='-1']").click()
        at(37)
        assert page.evaluate("() => location.hash") == slide, "the keys moved the slides"
        assert readout.get_attribute("aria-label") == "step 37 of 38"
        page.wait_for_function(
            "box => box.dataset.linklabMissing === '1'", arg=closed.element_handle(), timeout=30_000
        )
        shown = closed.locator(".linklab-slide-steps-controls")
        assert shown.evaluate("controls => getComputedStyle(controls).display") == "none"
        assert closed.locator("img").get_attribute("src").startswith("data:image/png;base64,")
    finally:
        page.close()
        slideshow.shut_down_kernels(base, token)
