"""Exports land in one folder the user can find: ``exports/`` in the working folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from matplotlib.figure import Figure

import linklab
from linklab.core.board import Board
from linklab.core.rules import Rules
from linklab.core.search import bfs_events
from linklab.render import export
from linklab.widgets import BoardEditor, SixDigitExplorer, TracePlayer
from linklab.widgets.game import GameWidget

PACKAGE = Path(linklab.__file__).parent
BOARD = Board.from_rows([[1, 0, 1], [0, 2, 2]])


@pytest.fixture
def working(tmp_path, monkeypatch):
    """A fresh working folder, no export folder named."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(export.EXPORT_DIR_VARIABLE, raising=False)
    export.set_export_folder(None)
    yield tmp_path
    export.set_export_folder(None)


def _package_files() -> set[Path]:
    return {path for path in PACKAGE.rglob("*") if "__pycache__" not in path.parts}


def test_a_relative_name_goes_into_exports_made_on_demand(working):
    assert not (working / "exports").exists()
    out = export.save_figure(Figure(figsize=(1, 1)), "f.png")
    assert out == working / "exports" / "f.png"
    assert out.is_absolute() and out.read_bytes()[:4] == b"\x89PNG"
    assert sorted(p.name for p in working.iterdir()) == ["exports"]


def test_an_absolute_path_is_written_as_given(working, tmp_path_factory):
    elsewhere = tmp_path_factory.mktemp("elsewhere") / "sub" / "g.svg"
    assert export.save_figure(Figure(figsize=(1, 1)), elsewhere) == elsewhere
    assert elsewhere.exists() and not (working / "exports").exists()


def test_the_environment_and_set_export_folder_name_another_folder(working, monkeypatch):
    monkeypatch.setenv(export.EXPORT_DIR_VARIABLE, str(working / "from-env"))
    trace = list(bfs_events(BOARD, (0, 0), (0, 2)))
    assert export.export_trace_json(trace, "t.json") == working / "from-env" / "t.json"
    export.set_export_folder(working / "chosen")
    gif = export.export_trace_gif(BOARD, trace, Rules(), "t.gif", dpi=30, max_frames=3)
    assert gif == working / "chosen" / "t.gif" and gif.exists()


def test_every_widget_exports_into_the_export_folder_and_names_the_full_path(working):
    before = _package_files()
    player = TracePlayer(BOARD, bfs_events(BOARD, (0, 0), (0, 2)), dpi=30)
    editor = BoardEditor(BOARD)
    game = GameWidget(BOARD, Rules())
    six = SixDigitExplorer()
    for widget in (player, editor, game, six):
        written = widget.exporter.export()
        assert written, widget.exporter.label.value
        for path in written:
            assert path.parent == working / "exports" and path.exists()
            assert str(path) in widget.exporter.label.value
    assert _package_files() == before  # nothing written into the package


@pytest.mark.notebook
@pytest.mark.slow
def test_running_a_course_notebook_leaves_its_pictures_in_exports_only(tmp_path):
    import nbformat
    from nbclient import NotebookClient

    source = Path(__file__).resolve().parents[1] / "notebooks" / "01-the-rule.ipynb"
    assert source.exists(), f"the course's first notebook is not there: {source}"
    nb = nbformat.read(source, as_version=4)
    saves = sum("save_figure(" in cell.source for cell in nb.cells if cell.cell_type == "code")
    assert saves, "the notebook saves no figure: nothing to check"
    env_before = os.environ.pop(export.EXPORT_DIR_VARIABLE, None)
    try:
        NotebookClient(
            nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}
        ).execute()
    finally:
        if env_before is not None:
            os.environ[export.EXPORT_DIR_VARIABLE] = env_before
    assert sorted(path.name for path in tmp_path.iterdir()) == ["exports"]
    assert len(list((tmp_path / "exports").glob("*.png"))) >= saves
