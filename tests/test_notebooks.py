"""Every notebook runs top to bottom in a fresh kernel, with no error anywhere.

nbmake would miss an exception raised inside ``with output_widget:`` (the Output widget keeps it),
so each notebook is executed with nbclient and then both the cell outputs and the saved widget
state are searched for errors.
"""

from __future__ import annotations

import time
from pathlib import Path

import jupytext
import nbformat
import pytest

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"
COURSE = sorted(NOTEBOOKS.glob("[0-9]*.ipynb"))
TIME_LIMIT = 60  # seconds for one notebook, top to bottom


def errors_in(nb) -> list[str]:
    """Every error output, in cells or inside Output widgets' saved state."""
    found = []
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            if output.get("output_type") == "error":
                found.append(f"cell {index}: {output.get('ename')}: {output.get('evalue')}")
            if output.get("name") == "stderr" and "Traceback" in output.get("text", ""):
                found.append(f"cell {index}: traceback on stderr")
    state = nb.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    for model_id, model in state.get("state", {}).items():
        for output in model.get("state", {}).get("outputs", []) or []:
            if output.get("output_type") == "error":
                found.append(f"widget {model_id}: {output.get('ename')}: {output.get('evalue')}")
    return found


def test_the_course_is_there():
    assert len(COURSE) >= 7, [p.name for p in COURSE]


@pytest.mark.notebook
@pytest.mark.parametrize("path", COURSE, ids=lambda p: p.stem)
def test_notebook_runs_clean(path, tmp_path):
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        timeout=TIME_LIMIT,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
        store_widget_state=True,
    )
    start = time.perf_counter()
    client.execute()
    seconds = time.perf_counter() - start
    assert errors_in(nb) == []
    assert seconds < TIME_LIMIT, f"{path.name} took {seconds:.0f} s"


@pytest.mark.parametrize("path", COURSE, ids=lambda p: p.stem)
def test_notebook_is_kept_without_outputs_and_in_step_with_its_script(path):
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, path.name
    script = NOTEBOOKS / "scripts" / f"{path.stem}.py"
    assert script.exists(), f"{script} pairs {path.name}"
    paired = jupytext.read(script)
    assert [c.source for c in paired.cells] == [c.source for c in nb.cells]


@pytest.mark.parametrize("path", COURSE, ids=lambda p: p.stem)
def test_notebook_defines_no_algorithm(path):
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert "def " not in cell.source and "class " not in cell.source, cell.source[:80]
