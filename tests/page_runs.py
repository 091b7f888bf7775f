"""What the static page runs, run as the page runs it, in a fresh interpreter: every action of
every live part (``linklab.apps.page_apps.handle``: start, each ``act``, ``more`` until done,
a link opened) and every check the page offers (``linklab.course.page_check.run_json``: the
worked answer, the exercise as given, and a wrong answer). It prints, as JSON, the modules
that running all this loaded (beyond those loaded before it started).

Run as ``python tests/page_runs.py < runs.json``, where ``runs.json`` holds
``{"checks": [[exercise, check, setup], ...], "plant": name or null}``: a planted break
(`PLANTS`) is made inside the fresh interpreter before anything runs, to show the test that
reads this output fails on it.

``python tests/page_runs.py --actions`` prints each live part's actions as `ACTIONS` sends
them (the test holds them to the actions each part's code names).
"""

from __future__ import annotations

import json
import sys

#: Each live part: its setup, then the actions sent, in order, each ``[action, argument]``.
#: A link is opened from the part's own view ("link" with ``None`` stands for that payload).
ACTIONS: dict[str, tuple[dict, list[list]]] = {
    "game": (
        {"rows": 4, "cols": 4, "kinds": 4, "seed": 3},
        [
            ["view", None],
            ["click", [0, 0]],
            ["click", [0, 1]],
            *[["key", key] for key in ("ArrowRight", "ArrowDown", "Enter", "Home", " ")],
            *[
                [name, None]
                for name in (
                    "hint",
                    "undo",
                    "redo",
                    "shuffle",
                    "autoplay_step",
                    "autoplay_all",
                    "undo",
                    "solve",
                    "play_solution",
                )
            ],
            ["new", {"rows": "2", "cols": "4", "kinds": "2", "seed": "5"}],
            ["link", None],
            ["fly", None],
        ],
    ),
    "editor": (
        {"grid": [[1, 2, 0], [0, 2, 1]], "max_turns": 2, "outside": False},
        [
            ["view", None],
            ["mode", "endpoints"],
            ["click", [0, 0]],
            ["click", [1, 2]],
            *[["key", key] for key in ("ArrowDown", "End", "Enter")],
            *[["method", name] for name in ("bfs", "dfs", "003", "004")],
            ["run", None],
            ["step", 2],
            ["more", None],
            ["kind", 3],
            ["mode", "paint"],
            ["click", [0, 2]],
            ["undo", None],
            ["rule", {"max_turns": "1", "outside": True}],
            ["resize", {"rows": "3", "cols": "4"}],
            ["fill", {"kinds": "3", "seed": "2", "solvable": True}],
            *[["save", form] for form in ("rows", "sized", "letters")],
            ["load", "2 2\n1 0\n0 1\n"],
            ["link", None],
            ["clear", None],
            ["fly", None],
        ],
    ),
    "explorer": (
        {"start": [2, 5, 6, 4, 3, 1]},
        [
            ["view", None],
            *[["move", name] for name in ("α", "β", "α'", "β'")],
            ["undo", None],
            ["reset", None],
            ["set", {"home": True, "inverses": True, "start": "654321"}],
            ["fly", None],
        ],
    ),
    "compare": (
        {"grid": [[1, 0, 2], [0, 2, 1]], "ends": [[0, 0], [1, 2]], "approaches": ["003", "bfs"]},
        [
            ["view", None],
            ["click", [0, 2]],
            ["click", [1, 1]],
            ["run", None],
            ["step", 1],
            ["more", None],
            ["link", None],
            ["fly", None],
        ],
    ),
    "sixcompare": (
        {"layout": [2, 5, 6, 4, 3, 1]},
        [
            ["view", None],
            ["new", {"layout": "213456"}],
            ["step", 1],
            ["more", None],
            ["link", None],
            ["fly", None],
        ],
    ),
    "practice": (
        {"record": "", "link": "pairs/2/3"},
        [
            ["view", None],
            ["check", "(1, 1) (1, 2)"],
            ["why", None],
            ["choose", "weakest"],
            ["next", None],
            ["choose", "reach"],
            ["check", "none"],
            ["open", "six-word/2/5"],
            ["check", "αβ"],
        ],
    ),
}


def _plant_drawing_in_run_json() -> None:
    from linklab.course import page_check

    checked = page_check.run_json

    def run_json(*args):
        import matplotlib.pyplot  # noqa: F401 (the break: a drawing import where the page runs)

        return checked(*args)

    page_check.run_json = run_json


def _plant_course_drawing_in_an_app() -> None:
    from linklab.apps import page_explorer
    from linklab.course.selfcheck import report

    started = page_explorer.PageExplorer.__init__

    def __init__(self, setup, language="en"):
        started(self, setup, language)
        report.CheckResult("six", "failed", case=(1, 2, 3, 4, 5, 6)).figure()  # course, drawing

    page_explorer.PageExplorer.__init__ = __init__


def _plant_importlib_in_a_game() -> None:
    import importlib

    from linklab.apps import page_game

    viewed = page_game.PageGame.view

    def view(self):
        importlib.import_module("numpy")  # the break: an import no import statement shows
        return viewed(self)

    page_game.PageGame.view = view


#: The breaks the test shows it catches, each made in the fresh interpreter before it runs.
PLANTS = {
    "a drawing import in page_check.run_json": _plant_drawing_in_run_json,
    "an app calling a course function that draws": _plant_course_drawing_in_an_app,
    "an importlib import in the game": _plant_importlib_in_a_game,
}


def run_the_page(checks: list[list[str]]) -> None:
    """Every live part's actions (`ACTIONS`) and every check in ``checks``, as the page
    sends them."""
    from linklab.apps.page_apps import handle
    from linklab.course.page_check import run_json

    for app, (setup, actions) in ACTIONS.items():
        view = handle({"op": "start", "id": app, "app": app, "setup": setup, "language": "zh"})
        assert "error" not in view, (app, view)
        for action, argument in actions:
            if action == "more":
                while handle({"op": "more"}):
                    pass
                continue
            if action == "link":
                argument = view.get("link")
            view = handle({"op": "act", "id": app, "action": action, "argument": argument})
            assert "error" not in view, (app, action, view)
    for exercise, check, setup in checks:
        shown = json.loads(run_json(exercise, check, setup, "en"))
        assert shown["status"] in ("right", "wrong", "unanswered", "error", "shown"), shown


def main() -> None:
    if sys.argv[1:] == ["--actions"]:
        print(json.dumps({app: sorted({a for a, _ in acts}) for app, (_, acts) in ACTIONS.items()}))
        return
    runs = json.load(sys.stdin)
    before = set(sys.modules)
    if runs.get("plant"):
        PLANTS[runs["plant"]]()
    run_the_page(runs["checks"])
    print(json.dumps(sorted(set(sys.modules) - before)))


if __name__ == "__main__":
    main()
