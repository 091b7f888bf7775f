"""The house, proven through calls: what the static page runs, run as it runs it in a fresh
interpreter (every action of every live part, every check the page offers: right, unanswered
and wrong), loads nothing third-party and none of linklab's drawing, widgets, commands or site,
even where no import statement shows it (``importlib``) or a function of a layer that may draw
is called. Each break the test is there for is planted and seen to fail it.
"""

from __future__ import annotations

import ast
import inspect
import json
import os
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

import linklab as ll

HERE = Path(__file__).resolve().parent
PACKAGE = Path(ll.__file__).parent
#: linklab's modules a page never packs (its ``render`` is the scenes only).
BEYOND_THE_PAGE = ("linklab.widgets", "linklab.cli", "linklab.site")
RUNS = HERE / "page_runs.py"


def _is_standard(name: str) -> bool:
    top = name.split(".")[0]
    return top in sys.stdlib_module_names or top.startswith("_sysconfigdata")


def beyond_the_page(loaded: list[str]) -> list[str]:
    """Of the modules ``loaded``, what a page could not load: third-party packages (each by
    its top name) and linklab's drawing, widgets, commands or site modules.

    >>> beyond_the_page(["json", "linklab.core.board", "numpy.linalg", "linklab.render.draw"])
    ['linklab.render.draw', 'numpy']
    """
    beyond = set()
    for name in loaded:
        if name.split(".")[0] == "linklab":
            drawing = name.startswith("linklab.render.") and not name.startswith(
                "linklab.render.scene"
            )
            if drawing or name.startswith(BEYOND_THE_PAGE):
                beyond.add(name)
        elif not _is_standard(name):
            beyond.add(name.split(".")[0])
    return sorted(beyond)


def _check_of(data: dict, exercise) -> list[list[str]]:
    """The runs of one check the page offers: the worked answer, the cell as given, a wrong
    answer (a trap's, or a function that always says yes)."""
    if exercise.function:
        wrong = f"def {exercise.function}(*args, **kwargs):\n    return True"
    else:
        trap = exercise.traps[0].answer if exercise.traps else None
        wrong = f"prediction = {trap!r}"
    return [
        [cell, data["check"], data["setup"]] for cell in (exercise.answer, data["exercise"], wrong)
    ]


@cache
def page_checks() -> tuple[tuple[str, str, str], ...]:
    """Every check the static pages offer, three ways (`_check_of`), from the notebooks as
    the site's build gives them their Check buttons."""
    import nbformat

    from linklab.course.exercise_bank import BANK
    from linklab.course.exercises import exercise_key
    from linklab.site import build as site
    from linklab.site import python as site_python

    runs = []
    for path in sorted(site.NOTEBOOKS.glob("[0-9]*.ipynb")):
        nb = nbformat.read(path, 4)
        keys = {c.get("id"): exercise_key(nb, i) for i, c in enumerate(nb.cells)}
        site_python.add_checks(nb, "en")
        for cell in nb.cells:
            for output in cell.get("outputs", []):
                shown = output.get("data", {}).get("text/html", "")
                found = re.search(r"application/json[^>]*>(.*?)</script>", shown)
                if found:
                    data = json.loads(found.group(1).replace("<\\/", "</"))
                    runs += [tuple(run) for run in _check_of(data, BANK[keys[data["cell"]]])]
    return tuple(runs)


def run_the_page(checks, plant: str | None = None) -> list[str]:
    """What running the page's parts and ``checks`` in a fresh interpreter loaded beyond the
    page (`beyond_the_page`), ``plant`` made there first."""
    done = subprocess.run(
        [sys.executable, str(RUNS)],
        input=json.dumps({"checks": [list(c) for c in checks], "plant": plant}),
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": str(PACKAGE.parent)},
    )
    assert done.returncode == 0, done.stderr.strip().splitlines()[-3:]
    return beyond_the_page(json.loads(done.stdout))


def test_every_check_the_page_offers_is_run_right_unanswered_and_wrong():
    from linklab.course.exercise_bank import BANK

    checks = page_checks()
    offered = {check for _, check, _ in checks}
    assert len(checks) == 3 * len(offered) and len(offered) == len(BANK)


def _actions_named(cls: type) -> set[str]:
    """The actions a live part's class answers, as its code names them: each string its
    methods compare ``action`` with."""
    tree = ast.parse(inspect.getsource(cls))
    named = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and getattr(node.left, "id", None) == "action":
            for compared in node.comparators:
                named |= {
                    c.value
                    for c in ast.walk(compared)
                    if isinstance(c, ast.Constant) and isinstance(c.value, str)
                }
    return named


def test_every_action_of_every_live_part_is_sent():
    from linklab.apps.page_apps import APPS
    from linklab.apps.page_game import GAME_BUTTONS

    done = subprocess.run(
        [sys.executable, str(RUNS), "--actions"], capture_output=True, text=True, check=True
    )
    sent = json.loads(done.stdout)
    assert set(sent) == set(APPS)
    for app, made in APPS.items():
        cls = made()
        named = _actions_named(cls) | ({"more"} if hasattr(cls, "more") else set())
        if app == "game":
            named |= {name for name, _, _ in GAME_BUTTONS}
        assert named <= set(sent[app]), (app, named - set(sent[app]))


def test_the_page_run_as_it_runs_loads_nothing_beyond_it():
    assert run_the_page(page_checks()) == []


#: The breaks, each with the smallest run that meets it (a check, or none: the parts alone) and
#: what it loads.
PLANTED = {
    "a drawing import in page_check.run_json": (lambda: page_checks()[:1], "matplotlib"),
    "an app calling a course function that draws": (tuple, "linklab.render.draw_sixdigits"),
    "an importlib import in the game": (tuple, "numpy"),
}


@pytest.mark.planted  # a fresh interpreter a break (2 s each), as the guards' slowdowns: make test
@pytest.mark.parametrize("plant", PLANTED)
def test_each_planted_break_is_seen(plant):
    checks, loaded = PLANTED[plant]
    assert loaded in run_the_page(checks(), plant)
