"""The slides' pictures from the page's own run (`linklab.site.lecture_twin`): in an IPython
shell, a cell that draws is drawn a second time in the lecture style without changing what the
page's run holds; a cell that would change it asks for a whole second run; a widget a second run
made stands for its name in the cells after it; and the build takes the page's outputs and the
slides' apart, each with its own widget models.
"""

from __future__ import annotations

import nbformat
import pytest

from linklab.site import lecture_twin as twin


class Picture:
    """Shown as a PNG that says which style drew it."""

    def _repr_png_(self) -> bytes:
        from linklab.render.style import current

        return b"\x89PNG " + current().name.encode()


@pytest.fixture
def shell():
    """A fresh IPython shell with the twin's hooks, and a way to run a cell in it: what the cell
    showed (the twin's output apart)."""
    from IPython.core.interactiveshell import InteractiveShell
    from IPython.display import display
    from IPython.utils.capture import capture_output

    InteractiveShell.clear_instance()
    ip = InteractiveShell.instance()
    ip.user_ns["display"] = display
    ip.user_ns["Picture"] = Picture  # shown with display(): a bare shell prints a cell's value
    hooks = twin.Twin(ip)

    def run(source: str) -> tuple[list, dict | None]:
        with capture_output() as captured:
            result = ip.run_cell(source, store_history=True)
        assert result.success, result.error_in_exec
        shown = [out.data for out in captured.outputs]
        found = [data[twin.LECTURE_MIME] for data in shown if twin.LECTURE_MIME in data]
        return [data for data in shown if twin.LECTURE_MIME not in data], (found or [None])[-1]

    yield ip, hooks, run
    hooks.shell.events.unregister("pre_run_cell", hooks.before)
    hooks.shell.events.unregister("post_run_cell", hooks.after)
    InteractiveShell.clear_instance()


def test_a_drawing_cell_is_drawn_again_in_the_lecture_style_and_the_page_run_goes_on(shell):
    ip, _, run = shell
    shown, found = run("count = 0")
    assert shown == [] and found is None  # a cell that draws nothing runs once
    shown, found = run("count = count + 1\ndisplay(Picture())")
    assert [data["image/png"] for data in shown] == [b"\x89PNG default"]
    (second,) = found["outputs"]
    assert second["data"]["image/png"] == "iVBORyBsZWN0dXJl"  # b"\x89PNG lecture", as base64
    assert ip.user_ns["count"] == 1  # the second run changed a copy of the names only
    from linklab.render.style import current

    assert current().name == "default"


def test_a_cell_that_would_change_what_the_page_run_holds_asks_for_a_second_run(shell):
    ip, _, run = shell
    run("seen = []\nsteps = iter(range(3))")
    _, found = run("seen.append(1)\ndisplay(Picture())")
    assert found == {"again": "it changes 'seen', made before it"}
    assert ip.user_ns["seen"] == [1]
    _, found = run("first = next(steps)\ndisplay(Picture())")
    assert found == {"again": "it reads 'steps', an iterator made before it"}
    assert next(ip.user_ns["steps"]) == 1  # read once only
    _, found = run("def draw():\n    raise ValueError('no board')\nPicture();")
    assert found is None  # drew nothing: the last line ends with ;


def test_a_widget_a_second_run_made_stands_for_its_name_in_the_cells_after_it(shell):
    ip, hooks, run = shell
    run("import ipywidgets as widgets\nfrom linklab.render.style import current")
    _, found = run("note = widgets.HTML(value=current().name)\ndisplay(note)")
    lecture_note = hooks.own["note"][0]
    assert lecture_note.value == "lecture" and ip.user_ns["note"].value == "default"
    assert lecture_note.model_id in found["models"]
    _, found = run("note.value = note.value + '!'")  # draws nothing, changes the widget
    assert found == {"models": []}
    assert (lecture_note.value, ip.user_ns["note"].value) == ("lecture!", "default!")
    run("note = widgets.HTML(value='another')")  # bound again by the page's run
    assert "note" not in hooks.own


def _output(data: dict, kind: str = "display_data") -> dict:
    extra = {"execution_count": 1} if kind == "execute_result" else {}
    return nbformat.from_dict({"output_type": kind, "data": data, "metadata": {}, **extra})


def _view(model_id: str) -> dict:
    return {twin.WIDGET_VIEW: {"model_id": model_id, "version_major": 2, "version_minor": 0}}


def _notebook(lecture: dict, page_view: str = "page") -> nbformat.NotebookNode:
    cell = nbformat.v4.new_code_cell("w")
    cell.outputs = [
        nbformat.from_dict({"output_type": "stream", "name": "stdout", "text": "hi\n"}),
        _output(_view(page_view), "execute_result"),
        _output({twin.LECTURE_MIME: lecture}),
    ]
    nb = nbformat.v4.new_notebook(cells=[cell])
    models = {
        "page": {"model_name": "VBoxModel", "state": {"layout": "IPY_MODEL_page-layout"}},
        "page-layout": {"model_name": "LayoutModel", "state": {}},
        "slide": {"model_name": "VBoxModel", "state": {"layout": "IPY_MODEL_slide-layout"}},
        "slide-layout": {"model_name": "LayoutModel", "state": {}},
        "link": {"model_name": "LinkModel", "state": {"source": ["IPY_MODEL_slide", "value"]}},
    }
    nb.metadata["widgets"] = {twin.WIDGET_STATE: {"state": models}}
    return nb


def test_the_build_takes_the_pages_outputs_and_the_slides_apart_with_their_widgets():
    made = ["link", "slide", "slide-layout"]
    nb = _notebook({"outputs": [{"data": _view("slide"), "metadata": {}}], "models": made})
    slides, why = twin.split_lecture(nb)
    assert why == ""
    page_outputs, slide_outputs = nb.cells[0].outputs, slides.cells[0].outputs
    assert [out.output_type for out in page_outputs] == ["stream", "execute_result"]
    assert page_outputs[1]["data"][twin.WIDGET_VIEW]["model_id"] == "page"
    assert slide_outputs[0]["text"] == "hi\n"  # printed text stays the page run's
    assert slide_outputs[1]["data"][twin.WIDGET_VIEW]["model_id"] == "slide"
    state = {
        key: nb_.metadata["widgets"][twin.WIDGET_STATE]["state"]
        for key, nb_ in (("page", nb), ("slides", slides))
    }
    assert sorted(state["page"]) == ["page", "page-layout"]
    assert sorted(state["slides"]) == ["link", "slide", "slide-layout"]


def test_a_cell_the_twin_could_not_draw_again_asks_for_a_second_run_of_the_notebook():
    nb = _notebook({"again": "it changes 'seen', made before it"})
    slides, why = twin.split_lecture(nb)
    assert slides is None and why == "cell 1: it changes 'seen', made before it"
    assert [out.output_type for out in nb.cells[0].outputs] == ["stream", "execute_result"]
    assert sorted(nb.metadata["widgets"][twin.WIDGET_STATE]["state"]) == [
        "link",
        "page",
        "page-layout",
        "slide",
        "slide-layout",
    ]
    two = [{"data": _view("slide"), "metadata": {}}] * 2
    slides, why = twin.split_lecture(_notebook({"outputs": two, "models": []}))
    assert slides is None
    assert why == "cell 1: its lecture-style run showed 2 outputs, its run 1"
    plain = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("1")])
    assert twin.split_lecture(plain) == (None, "")  # no cell was run again
