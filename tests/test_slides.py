"""Every slide of the course fits a lecture hall's screen: each slide of every notebook, run,
measured in Chromium at 1280x720 as the slideshow shows it (`linklab.site.slideshow`), is no
taller than reveal's slide; and the lines `linklab.course.slides` counts stay under
`slides.LIMIT` (the executed notebooks' printed lines are counted by
``test_notebooks.test_notebook_runs_unanswered``).

The notebooks measured are the ones ``test_notebooks.test_notebook_runs_unanswered`` ran, kept
by the ``executed_notebooks`` fixture; a notebook it did not run (this module run alone) is run
here first.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from hypothesis import given
from hypothesis import strategies as st

from linklab.course import slides
from linklab.site import build as site
from linklab.site import slideshow

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"
EDITIONS = sorted(NOTEBOOKS.glob("[0-9]*.ipynb")) + sorted((NOTEBOOKS / "zh").glob("[0-9]*.ipynb"))
new = nbformat.v4


def name(path: Path) -> str:
    return f"zh-{path.stem}" if path.parent.name == "zh" else path.stem


@pytest.mark.parametrize("path", EDITIONS, ids=name)
def test_no_slide_shows_more_than_the_limit(path):
    nb = nbformat.read(path, as_version=4)
    long = slides.too_long(nb)
    assert long == [], f"{path.name}:\n" + slides.format_slides(long)


@pytest.mark.parametrize("path", EDITIONS, ids=name)
def test_a_hidden_input_is_collapsed_and_only_a_tagged_or_drawing_one(path):
    nb = nbformat.read(path, as_version=4)
    for index, cell in enumerate(nb.cells):
        tagged = {slides.HIDE_INPUT_TAG, slides.SOLUTION_TAG} & set(slides.tags(cell))
        drawing = cell.cell_type == "code" and slides.draws(cell.source)
        assert slides.input_hidden(cell) == bool(tagged or drawing), f"{path.name} cell {index}"


@pytest.mark.parametrize("path", EDITIONS, ids=name)
def test_no_assert_and_no_silent_setup_on_a_slide(path):
    nb = nbformat.read(path, as_version=4)
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        silent = slides.HIDE_INPUT_TAG in slides.tags(cell) and slides.shows_nothing(cell.source)
        if slides.asserts_only(cell.source) or silent:
            assert slides.cell_lines(cell) == 0, f"{path.name} cell {index} is on a slide"


def test_skipped_and_drawing_cells_are_set_by_the_rule():
    cells = [
        new.new_markdown_cell("## S"),
        new.new_code_cell("%matplotlib inline\nimport os", metadata={"tags": ["hide-input"]}),
        new.new_code_cell("x = 1\nx", metadata={"tags": ["hide-input"]}),
        new.new_code_cell("assert x == 1"),
        new.new_code_cell("fig, ax = plt.subplots()\nax.plot([1, 2])"),
        new.new_code_cell("x = 2"),
    ]
    nb = slides.set_slides(new.new_notebook(cells=cells))
    kinds = [c.metadata.get("slideshow", {}).get("slide_type") for c in nb.cells]
    assert kinds == ["slide", "skip", None, "skip", None, None]
    assert [slides.input_hidden(c) for c in nb.cells] == [False, True, True, False, True, False]


def test_lines_are_counted_as_the_room_reads_them():
    nb = slides.set_slides(
        new.new_notebook(
            cells=[
                new.new_markdown_cell("# Title\n\nOne line.\n\n```python\nx = 1\n```"),
                new.new_code_cell(
                    "a = 1\n\nb = 2", outputs=[new.new_output("stream", text="hi\n")]
                ),
                new.new_code_cell("import os", metadata={"tags": ["hide-input"]}),
                new.new_markdown_cell("## Next\n" + "word " * 30),
                new.new_markdown_cell("Worked.", metadata={"tags": ["solution"]}),
                new.new_code_cell(
                    "show()",
                    outputs=[
                        new.new_output("display_data", data={"image/png": "", "text/plain": "x"})
                    ],
                ),
            ]
        )
    )
    found = slides.slides_of(nb)
    assert [(s.first_cell, s.title) for s in found] == [(0, "Title"), (3, "Next")]
    # heading 2 + text 1 + code 1 (fences not counted) + 2 code lines + 1 printed line
    assert found[0].lines == 2 + 1 + 1 + 2 + 1
    # heading 2 + 150 columns wrapped to 2 lines; the skipped solution and the picture count 0
    assert found[1].lines == 2 + 2 + 1
    assert slides.too_long(nb, limit=6) == [found[0]]


def test_set_slides_undoes_a_collapse_whose_tag_is_gone():
    cell = new.new_code_cell("x", metadata={"jupyter": {"source_hidden": True}})
    slides.set_slides(new.new_notebook(cells=[cell]))
    assert not slides.input_hidden(cell) and "jupyter" not in cell.metadata


@given(st.lists(st.text(alphabet="ab连 \n", max_size=60), max_size=8), st.integers(4, 120))
def test_wrapping_never_counts_fewer_lines_than_non_blank_ones(texts, columns):
    text = "\n".join(texts)
    non_blank = sum(1 for line in text.splitlines() if line.strip())
    assert slides.wrapped_lines(text, columns) >= non_blank
    assert slides.wrapped_lines(text, columns) <= slides.wrapped_lines(text, max(1, columns // 2))


@given(st.lists(st.sampled_from(["## S", "text", "code", "hidden", "solution"]), max_size=12))
def test_a_notebooks_slides_hold_all_it_shows(kinds):
    cells = []
    for kind in kinds:
        if kind in ("## S", "text"):
            cells.append(new.new_markdown_cell(kind))
        elif kind == "code":
            cells.append(new.new_code_cell("x = 1"))
        else:
            tag = "hide-input" if kind == "hidden" else "solution"
            cells.append(new.new_code_cell("x = 1", metadata={"tags": [tag]}))
    nb = slides.set_slides(new.new_notebook(cells=cells))
    first = next((i for i, k in enumerate(kinds) if k == "## S"), len(kinds))
    shown = sum(slides.cell_lines(c) for c in nb.cells[first:])
    assert sum(s.lines for s in slides.slides_of(nb)) == shown
    assert all(
        slides.cell_lines(c) == 0
        for c, k in zip(nb.cells, kinds)
        if k != "code" and k != "text" and k != "## S"
    )


def test_the_command_reports_each_slide_and_fails_past_the_limit(tmp_path, capsys):
    path = tmp_path / "n.ipynb"
    nbformat.write(
        new.new_notebook(cells=[new.new_markdown_cell("## Long\n" + "line\n" * 30)]), path
    )
    slides.set_slides(nb := nbformat.read(path, as_version=4))
    nbformat.write(nb, path)
    assert slides.main([str(path)]) == 1
    out = capsys.readouterr().out
    assert "the longest 32 lines" in out and "!  32 lines" in out
    assert slides.main([str(path), "--limit", "40"]) == 0
    assert slides.main([str(tmp_path / "missing.ipynb")]) == 2
    assert "missing.ipynb" in capsys.readouterr().err


# --- as the slideshow shows them, measured in a browser ---------------------------------------


@pytest.fixture(scope="module")
def needs_browser():
    """Debian's Chromium for the slides (skipped without it, or without node and npm)."""
    import shutil

    if not Path(site.CHROMIUM).exists():
        pytest.skip(f"no Chromium at {site.CHROMIUM} (make browser-deps)")
    if shutil.which("npm") is None:
        pytest.skip("node and npm are missing: reveal.js comes from npm")


@pytest.fixture(scope="module")
def measured(needs_browser, executed_notebooks, tmp_path_factory):
    """Every notebook of both editions, run (by ``test_notebooks`` when it ran them, else
    here), measured as its slides show, by path; and the seconds measuring took."""
    import time

    import test_notebooks

    notebooks = {}
    for path in EDITIONS:
        if path not in executed_notebooks:
            nb = nbformat.read(path, as_version=4)
            folder = tmp_path_factory.mktemp(name(path))
            test_notebooks.execute_for_slides(nb, folder, test_notebooks.edition(path))
            executed_notebooks[path] = nb
        notebooks[name(path)] = executed_notebooks[path]
    start = time.perf_counter()
    found = slideshow.measure(notebooks)
    seconds = time.perf_counter() - start
    print(f"\nmeasured the slides of {len(found)} notebooks in {seconds:.0f} s")
    for result in found.values():
        print(slideshow.format_measured(result))
    return {path: found[name(path)] for path in EDITIONS}


@pytest.mark.browser
@pytest.mark.parametrize("path", EDITIONS, ids=name)
def test_every_slide_fits_the_screen(path, measured):
    result = measured[path]
    assert result.limit == round(slideshow.WINDOW["height"] * (1 - slideshow.RISE["margin"]))
    assert result.slides, f"{path.name} shows no slide"
    assert slideshow.too_tall(result) == [], slideshow.format_measured(result)


@pytest.mark.browser
def test_the_measure_sees_what_is_shown_and_not_what_is_skipped(needs_browser):
    """One slide of text that runs off, one that fits, and the same one with a skipped
    assert, a silent setup cell and a picture's input hidden: measured, not counted."""
    import base64
    import io

    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(4, 3), dpi=100)
    ax.plot([0, 1], [0, 1])
    png = io.BytesIO()
    fig.savefig(png, format="png")
    plt.close(fig)
    picture = new.new_output(
        "display_data", data={"image/png": base64.b64encode(png.getvalue()).decode()}
    )
    cells = [
        new.new_markdown_cell("## Long\n\n" + "\n\n".join(f"Line {n}." for n in range(40))),
        new.new_markdown_cell("## Short\n\nOne line."),
        new.new_markdown_cell("## Short, and more\n\nOne line."),
        new.new_code_cell("import os", metadata={"tags": ["hide-input"]}),
        new.new_code_cell("assert os.sep"),
        new.new_markdown_cell("## A picture"),
        new.new_code_cell("fig, ax = plt.subplots(figsize=(4, 3))\n" * 12, outputs=[picture]),
    ]
    nb = slides.set_slides(new.new_notebook(cells=cells))
    shown = slideshow.measure({"n": nb})["n"]
    long, short, more, drawn = shown.slides
    assert [s.title for s in shown.slides] == ["Long", "Short", "Short, and more", "A picture"]
    assert slideshow.too_tall(shown) == [long]
    assert abs(more.height - short.height) <= 2  # the skipped cells add nothing
    # the 300 px picture and its code's one collapsed line, in place of a line of text
    assert 300 <= drawn.height - short.height < 300 + 60, (drawn, short)
    with pytest.raises(ValueError, match="cannot create slideshow"):
        slideshow.slides_html(new.new_notebook(), *slideshow.modules())


def test_the_slides_command_reports_and_fails(tmp_path, capsys, monkeypatch):
    found = slideshow.Measured("n", 648, [slideshow.ShownSlide(1, "A", 700)])
    monkeypatch.setattr(slideshow, "measure", lambda notebooks: {"n": found})
    path = tmp_path / "n.ipynb"
    nbformat.write(new.new_notebook(cells=[new.new_markdown_cell("## A")]), path)
    assert slideshow.main(["--as-is", str(path)]) == 1
    assert "! 700 px  slide  1  A" in capsys.readouterr().out
    assert slideshow.main(["--as-is", str(tmp_path / "missing.ipynb")]) == 2
    assert "missing.ipynb" in capsys.readouterr().err
