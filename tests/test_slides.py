"""Every slide of the course fits a lecture hall's screen: the lines `linklab.course.slides`
counts stay under `slides.LIMIT` (the executed notebooks' printed lines are counted by
``test_notebooks.test_notebook_runs_unanswered``); the slideshow's stylesheet and the widgets'
pictures are what RISE needs; the measuring command answers in one line. The slides as
jupyterlab-rise shows them, measured in Chromium, are in ``test_rise_slides``.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from hypothesis import given
from hypothesis import strategies as st

from linklab.course import slides
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
def test_no_slide_is_its_heading_alone_or_ends_on_a_colon(path):
    nb = nbformat.read(path, as_version=4)
    thin = [(slide.title, why) for slide, why in slides.thin_slides(nb)]
    assert thin == [], f"{path.name}: {thin}"


def _game_moves() -> set[str]:
    """The game widget's methods that change its game (each acts through ``_act``)."""
    import inspect

    from linklab.widgets import GameWidget

    return {
        name
        for name, method in vars(GameWidget).items()
        if inspect.isfunction(method) and "self._act(" in inspect.getsource(method)
    }


def _slide_of_each_cell(nb) -> list[int]:
    number, found = 0, []
    for cell in nb.cells:
        if cell.metadata.get("slideshow", {}).get("slide_type") in ("slide", "subslide"):
            number += 1
        found.append(number)
    return found


@pytest.mark.parametrize("path", EDITIONS, ids=name)
def test_a_game_shown_on_a_slide_is_played_by_no_later_slides_code(path):
    """The saved game is the one its slide shows: a move made from another slide's code (or a
    check after it) would open that game with the move made and its status saying otherwise."""
    import ast

    nb = nbformat.read(path, as_version=4)
    moves = _game_moves()
    assert {"play", "undo", "hint"} <= moves
    shown: dict[str, int] = {}  # a game widget's name, the slide that shows it
    for cell, slide in zip(nb.cells, _slide_of_each_cell(nb)):
        if cell.cell_type != "code":
            continue
        tree = slides.code_of_cell(cell.source)
        assert tree is not None, f"{path.name}: {cell.source[:40]!r}"
        for node in ast.walk(tree):
            call = node.func if isinstance(node, ast.Call) else None
            if isinstance(call, ast.Attribute) and isinstance(call.value, ast.Name):
                played = call.value.id in shown and call.attr in moves
                assert not (played and shown[call.value.id] != slide), (
                    f"{path.name}: {call.value.id}.{call.attr}() plays the game slide "
                    f"{shown[call.value.id]} shows"
                )
        last = tree.body[-1] if tree.body else None
        games = {
            target.id
            for node in tree.body
            if isinstance(node, ast.Assign) and "GameWidget(" in ast.unparse(node.value)
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        named = ""  # the name a cell ends on, which shows what it names
        if isinstance(last, ast.Expr) and isinstance(last.value, ast.Name):
            named = last.value.id
        if named in games or named in shown:
            shown.setdefault(named, slide)


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


# --- what RISE needs, and the command that measures it ------------------------------------


def test_the_slideshow_stylesheet_hides_collapsed_code_in_both_editions():
    english = (NOTEBOOKS / "rise.css").read_text(encoding="utf-8")
    assert (NOTEBOOKS / "zh" / "rise.css").read_text(encoding="utf-8") == english
    assert re.search(r"\.jp-InputPlaceholder\s*\{\s*display:\s*none", english)


def test_a_course_copied_out_brings_the_slideshow_stylesheet(tmp_path):
    from linklab.cli.course_command import SLIDES_CSS, copy_course

    copy_course("zh", tmp_path)
    assert (tmp_path / SLIDES_CSS).read_bytes() == (NOTEBOOKS / "zh" / SLIDES_CSS).read_bytes()
    (tmp_path / SLIDES_CSS).write_text("/* mine */")
    copy_course("zh", tmp_path)
    assert (tmp_path / SLIDES_CSS).read_text() == "/* mine */"  # the folder's own is kept


def _widget(kind: str):
    """A small widget of ``kind``, made by the test that shows it (not at collection, in every
    worker: the widgets' imports and the six digits' graph)."""
    import linklab as ll

    board = ll.parse_board("A * B\n* * *\nB * A")
    made = {
        "TracePlayer": lambda: ll.widgets.TracePlayer(
            board, ll.bfs_events(board, (0, 0), (2, 2)), ll.Rules()
        ),
        "BoardEditor": lambda: ll.widgets.BoardEditor(board),
        "GameWidget": lambda: ll.widgets.GameWidget(board, ll.Rules()),
        "SixDigitExplorer": lambda: ll.widgets.SixDigitExplorer(),
    }
    return made[kind]()


@pytest.mark.parametrize("kind", ["TracePlayer", "BoardEditor", "GameWidget", "SixDigitExplorer"])
def test_a_widget_shown_carries_its_picture_beside_the_live_widget(kind):
    import base64

    widget = _widget(kind)
    assert type(widget).__name__ == kind
    bundle = widget._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle  # the live widget, ranked first
    png = base64.b64decode(bundle["image/png"])
    assert png[1:4] == b"PNG" and len(png) > 1000


def test_the_slides_command_says_in_one_line_what_to_install(tmp_path, capsys, monkeypatch):
    path = tmp_path / "n.ipynb"
    nbformat.write(new.new_notebook(cells=[new.new_markdown_cell("## A")]), path)
    monkeypatch.setattr(slideshow, "missing", lambda: slideshow.NEEDS)
    assert slideshow.main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "pip install" in err and "Traceback" not in err


def test_the_slides_command_names_a_missing_notebook(tmp_path, capsys):
    assert slideshow.main([str(tmp_path / "missing.ipynb")]) == 2
    err = capsys.readouterr().err
    assert "missing.ipynb" in err and err.count("\n") == 1


def test_the_slides_command_reports_and_fails(tmp_path, capsys, monkeypatch):
    found = slideshow.Measured("n", 648, [slideshow.ShownSlide(1, "A", 700)])
    styles = []

    def measuring(result):
        def measure_files(paths, lecture):
            styles.append(lecture)
            return [(paths[0], result)]

        return measure_files

    monkeypatch.setattr(slideshow, "missing", lambda: None)
    monkeypatch.setattr(slideshow, "measure_files", measuring(found))
    path = tmp_path / "n.ipynb"
    nbformat.write(new.new_notebook(cells=[new.new_markdown_cell("## A")]), path)
    assert slideshow.main([str(path)]) == 1
    assert "! 700 px  slide  1  A  (700 px tall)" in capsys.readouterr().out
    fits = slideshow.Measured("n", 648, [slideshow.ShownSlide(1, "A", 600)])
    monkeypatch.setattr(slideshow, "measure_files", measuring(fits))
    assert slideshow.main([str(path), "--style", "default"]) == 0
    assert styles == [True, False]  # the lecture style unless asked for the default
    small = slideshow.ShownSlide(1, "A", 600, small_texts=((12.7, "print"),))
    monkeypatch.setattr(
        slideshow, "measure_files", measuring(slideshow.Measured("n", 648, [small], least_px=14))
    )
    assert slideshow.main([str(path)]) == 1
    out = capsys.readouterr().out
    assert "the smallest text 12.7 px (at least 14 px)" in out
    assert "! 600 px  text 12.7 px  slide  1  A  (12.7 px text 'print')" in out
    monkeypatch.setattr(slideshow, "measure_files", measuring("it stopped"))
    assert slideshow.main([str(path)]) == 2
    assert capsys.readouterr().err == f"linklab: error: {path}: it stopped\n"
