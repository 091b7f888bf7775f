"""A part the static page plays by its own Python (a comparison) costs the site's build one
drawing of its steps, the page's own: the kernel draws none of them ahead, and the widget it
showed leaves no model in the page's state."""

from __future__ import annotations

import json

import nbformat
import pytest

from linklab.core.board import Board
from linklab.core.search import bfs_events
from linklab.site import build as site
from linklab.widgets.stepped import ALL_FRAMES_ENV

BOARD = Board.from_rows([[1, 0, 0, 2], [0, 0, 0, 0], [2, 0, 0, 1]])


@pytest.fixture
def sites_kernel(monkeypatch):
    """The environment the site's build runs its kernels in."""
    monkeypatch.setenv(ALL_FRAMES_ENV, "1")


def players():
    from linklab.widgets import ComparePlayer, TracePlayer

    compare = ComparePlayer(BOARD, (0, 0), (2, 3), ["bfs", "dfs"], step=2)
    trace = TracePlayer(BOARD, bfs_events(BOARD, (0, 0), (2, 3)))
    return compare, trace


def test_a_sites_kernel_draws_only_the_step_shown_of_a_part_the_page_plays(sites_kernel):
    compare, trace = players()
    assert compare.page_plays and not compare.all_frames
    assert compare.total > 10
    assert compare.stage.frames["steps"] == [2]  # drawn: the step shown, and nothing ahead
    assert "image/png" not in compare._repr_mimebundle_()  # no picture for a slideshow
    # a player the page steps from its saved frames keeps every one
    assert not trace.page_plays and trace.all_frames
    assert trace.stage.frames["steps"] == list(range(trace.total + 1))


def test_outside_a_sites_kernel_a_comparison_draws_as_it_did(monkeypatch):
    monkeypatch.delenv(ALL_FRAMES_ENV, raising=False)
    compare, _ = players()
    assert not compare.page_plays
    assert "image/png" in compare._repr_mimebundle_()


def shown(widget) -> dict:
    """A display output of ``widget``, as the kernel saves it."""
    view = widget._repr_mimebundle_()[site.WIDGET_VIEW]
    return nbformat.v4.new_output("display_data", {site.WIDGET_VIEW: view})


@pytest.mark.slow  # a kernel started: make test
def test_the_widget_a_live_part_takes_the_place_of_leaves_the_pages_state(
    sites_kernel, tmp_path, monkeypatch
):
    import ipywidgets

    from linklab.site import slides

    # the slides' policy reads reveal's speaker view from npm, which this test does not install
    monkeypatch.setattr(slides, "speaker_view_digests", lambda modules: [])

    compare, trace = players()
    cells = [nbformat.v4.new_code_cell("three"), nbformat.v4.new_code_cell("player")]
    cells[0].outputs, cells[1].outputs = [shown(compare)], [shown(trace)]
    nb = nbformat.v4.new_notebook(cells=cells)
    state = ipywidgets.Widget.get_manager_state(drop_defaults=True)
    nb.metadata["widgets"] = {site.WIDGET_STATE: json.loads(json.dumps(state))}
    notebook = tmp_path / "02-a-comparison.ipynb"
    nbformat.write(nb, notebook)

    page = site.finish_page(nb, notebook, "en", tmp_path / "site")
    written = page.path.read_text(encoding="utf-8")
    assert 'class="linklab-live linklab-live-compare"' in written
    packed = written.split('id="linklab-packed-state">')[1].split("</script>")[0]
    models = site.unpack_state(packed)["state"]
    assert compare.model_id not in models and compare.stage.model_id not in models
    assert trace.model_id in models and trace.stage.model_id in models
    assert page.players == 1 and page.frames == trace.total + 1
