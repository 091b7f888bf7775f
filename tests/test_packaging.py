"""Setup prints no warning of the project's own: its metadata is what today's tools expect."""

from __future__ import annotations

import shutil
import subprocess
import sys
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
    requires = PROJECT["build-system"]["requires"]
    assert any(req.startswith("setuptools>=") and int(req.split(">=")[1]) >= 77 for req in requires)


@pytest.mark.slow
def test_building_the_package_prints_no_warning(tmp_path):
    # The backend setup uses, fetched as setup fetches it: no warning about the project.
    # Built from a copy, since a build leaves build/ and *.egg-info/ where it runs.
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(ROOT / name, source / name)
    shutil.copytree(
        ROOT / "linklab", source / "linklab", ignore=shutil.ignore_patterns("__pycache__")
    )
    wheels = tmp_path / "wheels"
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", str(source), "-w", str(wheels)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert len(list(wheels.glob("linklab-*.whl"))) == 1
    # The app's page needs its notebook and its Voilà template inside the package.
    with zipfile.ZipFile(next(wheels.glob("linklab-*.whl"))) as wheel:
        names = set(wheel.namelist())
    template = "linklab/cli/app_page/voila/templates/linklab/"
    assert {
        "linklab/cli/lecture_app.ipynb",
        template + "conf.json",
        template + "index.html.j2",
    } <= names
    said = [line for line in done.stderr.splitlines() if "is ignored" not in line]
    assert not [line for line in said if "Warning" in line or "deprecated" in line], said
