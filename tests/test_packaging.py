"""Setup prints no warning of the project's own: its metadata is what today's tools expect."""

from __future__ import annotations

import subprocess
import zipfile
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib", reason="tomllib comes with Python 3.11")
ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def test_the_license_is_an_spdx_expression_with_its_file():
    project = PROJECT["project"]
    assert project["license"] == "MIT"
    assert all((ROOT / name).is_file() for name in project["license-files"])
    assert PROJECT["build-system"]["build-backend"] == "hatchling.build"


def test_building_the_package_prints_no_warning(installed_wheel):
    # The backend setup uses, fetched as setup fetches it: no warning about the project. The
    # wheel is the fresh environment's, built once for the run (tests/conftest.py).
    built = installed_wheel[0]
    said = (built.parent / "build.log").read_text(encoding="utf-8")
    assert len(list(built.parent.glob("linklab-*.whl"))) == 1
    # The app's page needs its notebook and its Voilà template inside the package.
    with zipfile.ZipFile(built) as wheel:
        names = set(wheel.namelist())
    template = "linklab/cli/app_page/voila/templates/linklab/"
    assert {
        "linklab/cli/lecture_app.ipynb",
        template + "conf.json",
        template + "index.html.j2",
    } <= names
    said = [line for line in said.splitlines() if "is ignored" not in line]
    assert not [line for line in said if "Warning" in line or "deprecated" in line], said


#: Run in the fresh environment: the course copied out of the installed wheel by `linklab
#: course`, and one of its notebooks executed top to bottom in that environment's kernel.
COURSE_FROM_THE_WHEEL = r"""
import subprocess, sys
from pathlib import Path
import nbformat
from nbclient import NotebookClient
folder = Path(sys.argv[1])
done = subprocess.run([sys.executable, "-m", "linklab", "course", "--no-lab", str(folder)],
                      capture_output=True, text=True, check=True)
print("said", done.stdout.strip())
notebook = folder / "01-the-rule.ipynb"
nb = nbformat.read(notebook, as_version=4)
where = {"metadata": {"path": str(folder)}}
NotebookClient(nb, timeout=600, kernel_name="python3", resources=where).execute()
import linklab
print("linklab", linklab.__file__)
print("cells", sum(1 for cell in nb.cells if cell.cell_type == "code"))
"""


@pytest.mark.slow
def test_the_wheel_carries_the_course_and_runs_it_in_an_empty_environment(
    installed_wheel, tmp_path
):
    """``pip install 'linklab[lab]'`` from a built wheel into an empty virtual environment, then
    ``linklab course`` copies the notebooks out of it and one runs top to bottom there."""
    wheel, venv, environment = installed_wheel
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    course = {"linklab/notebooks/01-the-rule.ipynb", "linklab/notebooks/zh/01-the-rule.ipynb"}
    assert course <= names
    assert {"linklab/py.typed", "linklab/__init__.pyi", "linklab/widgets/page_side.js"} <= names
    # every stylesheet and script the package reads at run time
    assets = {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "linklab").rglob("*")
        if path.suffix in (".css", ".js", ".mjs")
    }
    assert assets and assets <= names, sorted(assets - names)
    script = tmp_path / "course_from_the_wheel.py"
    script.write_text(COURSE_FROM_THE_WHEEL, encoding="utf-8")
    ran = subprocess.run(
        [str(venv / "bin" / "python"), str(script), str(tmp_path / "course")],
        capture_output=True,
        text=True,
        timeout=900,
        cwd=tmp_path,
        env=environment,
    )
    assert ran.returncode == 0, ran.stderr[-3000:]
    lines = dict(line.split(" ", 1) for line in ran.stdout.splitlines())
    assert lines["linklab"].startswith(str(venv)), lines  # the installed copy, not the checkout
    assert lines["said"].startswith("linklab course: 8 notebooks copied"), lines
    assert int(lines["cells"]) > 5, lines
