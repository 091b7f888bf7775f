"""The players' page side is one file on disk that anywidget can watch, and the scene drawing
it shares with the static page is written once in the package's scripts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import linklab
from linklab.site.python import live_script_text
from linklab.widgets.move_pad import MovePad
from linklab.widgets.stage import PAGE_SIDE, Stage, svg_steps_script

PACKAGE = Path(linklab.__file__).parent
SHARED = ("decodeSvgParts", "drawSvgList")  # the scene drawing the page side shares


def declared(script: str, top_level_only: bool = False) -> list[str]:
    """The names of the functions ``script`` declares (at any depth, or at its top level)."""
    indent = "" if top_level_only else r"[ \t]*"
    return re.findall(rf"^{indent}function\s+(\w+)\s*\(", script, re.MULTILINE)


@pytest.mark.parametrize("widget", [Stage, MovePad])
def test_each_widget_names_one_file_on_disk_as_its_page_side(widget):
    assert isinstance(PAGE_SIDE, Path) and PAGE_SIDE.is_file()
    assert PAGE_SIDE.parent == PACKAGE / "widgets"
    # anywidget makes of a path a file it reads (and watches under ANYWIDGET_HMR=1); a string
    # joined at import it keeps as text, with nothing to watch.
    esm = widget._esm
    assert callable(getattr(esm, "watch", None)), type(esm)
    assert str(esm) == PAGE_SIDE.read_text(encoding="utf-8")


def test_the_module_draws_each_widget_its_page_side_names():
    script = PAGE_SIDE.read_text(encoding="utf-8")
    sides = re.search(r"const sides = \{([^}]*)\}", script)
    assert sides, "the page side's table of widgets is missing"
    drawn = set(re.findall(r"(\w+):", sides[1]))
    assert drawn == {Stage(total=1).page_side, MovePad(moves=["α"]).page_side}


def test_the_shared_drawing_is_written_once_in_the_package_scripts():
    scripts = sorted(PACKAGE.rglob("*.js"))
    assert PAGE_SIDE in scripts and len(scripts) > 1
    for name in SHARED:
        where = [
            script.relative_to(PACKAGE)
            for script in scripts
            for found in declared(script.read_text(encoding="utf-8"))
            if found == name
        ]
        assert where == [Path("widgets/page_side.js")], (name, where)
    # one module for both widgets: a name declared twice in it would not load
    names = declared(PAGE_SIDE.read_text(encoding="utf-8"), top_level_only=True)
    assert len(names) == len(set(names)), sorted(n for n in set(names) if names.count(n) > 1)


def test_the_static_page_takes_the_shared_part_from_the_page_side():
    shared = svg_steps_script()
    assert sorted(declared(shared)) == sorted(SHARED)
    assert "export" not in shared and shared in PAGE_SIDE.read_text(encoding="utf-8")
    live = live_script_text()
    assert shared in live
    for name in SHARED:
        assert declared(live).count(name) == 1, name
