"""Each cell that draws, drawn again in the lecture style in the same kernel: the slides' pictures
from the page's run, with no second run of the notebook.

`start` (the first cell of the page's run, `notebook_run.execute`) hooks the kernel: when a
cell has shown a picture or a widget, its source runs a second time in the lecture style
(`linklab.render.style`, every PNG stamped with its smallest text), in a copy of the names the
cell started from, so that the page's run goes on as if nothing had happened; what that second
run shows is added to the cell as one output of type `LECTURE_MIME`, with the widgets it made.
The build takes those outputs out of the page and puts them in the slides' place
(`split_lecture`).

A cell that cannot run twice without changing what the page's run holds (it changes an object
it did not make, or reads an iterator or a random generator it did not make), or whose second
run raises, gets an output saying why (``{"again": reason}``): its notebook is then run a second
time in the lecture style, as a whole.

Examples
--------
>>> rerun_hazard("board = ll.remove_pair(board, a, b)", {"board": 1})
''
>>> rerun_hazard("seconds[name] = 1", {"seconds": {}})
"it changes 'seconds', made before it"
>>> rerun_hazard("events.append(1)", {"events": []})
"it changes 'events', made before it"
>>> rerun_hazard("ll.widgets.TracePlayer(board, steps)", {"steps": iter([])})
"it reads 'steps', an iterator made before it"
>>> rerun_hazard("get_ipython().run_cell_magic('time', '', 'draw()')", {})
"it runs IPython's magics, which act on the page run's own names"
"""

from __future__ import annotations

import ast
import base64
import collections.abc
import random
from collections.abc import Iterable
from types import ModuleType
from typing import Any

from linklab.site.live import WIDGET_VIEW

#: The output a cell's lecture-style second run is carried in.
LECTURE_MIME = "application/vnd.linklab.lecture+json"
#: What a cell shows that the lecture style draws differently.
DRAWN = ("image/png", "image/svg+xml", WIDGET_VIEW)
#: Methods that change the object they are called on.
CHANGERS = frozenset(
    {"append", "extend", "insert", "pop", "popitem", "remove", "clear", "update", "add"}
    | {"discard", "setdefault", "sort", "reverse", "send", "throw", "seed", "shuffle"}
)


def _root(node: ast.AST) -> str | None:
    """The name an attribute or item chain starts from (``a`` of ``a.b[c].d``), if any."""
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Starred)):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def rerun_hazard(code: str, names: dict[str, Any], own: Iterable[str] = ()) -> str:
    """Why running ``code`` (Python, its magics already turned into calls) again, on a copy of
    ``names``, could change what the first run left or show something else; "" if nothing.
    The names in ``own`` are the second runs' own objects, free to change."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return "it is not Python the check can read"
    made = {
        node.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del))
    }
    # made before the cell and not made again by it; a module is not changed by a cell
    before = {
        name for name in set(names) - made - set(own) if not isinstance(names[name], ModuleType)
    }

    def changes(target: ast.AST) -> str | None:
        root = _root(target)
        return root if root in before and not isinstance(target, ast.Name) else None

    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "get_ipython":
            return "it runs IPython's magics, which act on the page run's own names"
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id in before:
            value = names[node.id]
            if isinstance(value, collections.abc.Iterator):
                return f"it reads {node.id!r}, an iterator made before it"
            if isinstance(value, random.Random) or type(value).__name__ in (
                "Generator",
                "RandomState",
            ):
                return f"it reads {node.id!r}, a random generator made before it"
        targets: list[ast.AST] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AnnAssign, ast.For)):
            targets = [node.target]
        elif isinstance(node, ast.AugAssign):
            if _root(node.target) in before:
                return f"it changes {_root(node.target)!r}, made before it"
        elif isinstance(node, ast.Delete):
            targets = list(node.targets)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in CHANGERS
            and _root(node.func.value) in before
        ):
            return f"it changes {_root(node.func.value)!r}, made before it"
        for target in targets:
            parts = target.elts if isinstance(target, (ast.Tuple, ast.List)) else [target]
            for part in parts:
                if changes(part):
                    return f"it changes {changes(part)!r}, made before it"
    return ""


def _plain(data: dict) -> dict:
    """A display's data as the notebook keeps it: bytes (a PNG) as base64 text."""
    return {
        kind: base64.b64encode(value).decode("ascii") if isinstance(value, bytes) else value
        for kind, value in data.items()
    }


def _run_shown(code: str, names: dict) -> None:
    """Run ``code`` in ``names`` as a notebook cell runs: its last expression, if any and not
    ended by ``;``, displayed."""
    from IPython.core.displayhook import DisplayHook
    from IPython.display import display

    tree = ast.parse(code)
    last = tree.body[-1] if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    body = tree.body[:-1] if last is not None else tree.body
    exec(compile(ast.Module(body=body, type_ignores=[]), "<lecture>", "exec"), names)
    if last is not None:
        value = eval(compile(ast.Expression(last.value), "<lecture>", "eval"), names)
        if value is not None and not DisplayHook.semicolon_at_end_of_expression(code):
            display(value)


def read_names(code: str) -> set[str]:
    """The names ``code`` reads.

    >>> sorted(read_names("path = editor.run(board)"))
    ['board', 'editor']
    >>> sorted(read_names("editor.run()"))
    ['editor']
    """
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return set()
    return {
        node.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)
    }


def is_drawn_object(value: Any) -> bool:
    """Whether ``value`` looks different in the lecture style: a widget, a figure or axes."""
    kinds = {kind.__module__.split(".")[0] for kind in type(value).__mro__}
    return bool(kinds & {"ipywidgets", "anywidget", "matplotlib"})


class Twin:
    """The hooks of one kernel: the cell running, whether it drew, and its second run.

    A second run that makes a widget or a figure keeps it under its name (``own``), for the
    cells after it: a cell that reads such a name runs a second time too, even when it draws
    nothing (it may change the widget: pick two tiles, run its search), on the lecture-style
    object rather than the page's, for as long as the page's run leaves that name as it was.
    """

    def __init__(self, shell) -> None:
        self.shell = shell
        self.names: dict = {}
        self.code = ""
        self.drew = False
        self.again = False  # inside the second run
        #: name: (the lecture style's object, the page run's object it stands for)
        self.own: dict[str, tuple[Any, Any]] = {}
        formatter = shell.display_formatter
        original = formatter.format

        def format(obj, *args, **kwargs):
            data, metadata = original(obj, *args, **kwargs)
            if not self.again and any(kind in data for kind in DRAWN):
                self.drew = True
            return data, metadata

        formatter.format = format
        shell.events.register("pre_run_cell", self.before)
        shell.events.register("post_run_cell", self.after)

    def before(self, info) -> None:
        self.names = dict(self.shell.user_ns)
        self.code = self.shell.transform_cell(info.raw_cell or "")
        self.drew = False

    def forget_rebound(self) -> None:
        """A name the page's run has bound again no longer stands for the lecture's object."""
        page = self.shell.user_ns
        self.own = {
            name: (ours, theirs)
            for name, (ours, theirs) in self.own.items()
            if name in page and page[name] is theirs
        }

    def after(self, result) -> None:
        touches = bool(read_names(self.code) & self.own.keys())
        if not result.success or not (self.drew or touches):
            self.names = {}
            self.forget_rebound()
            return
        names = {**self.names, **{name: ours for name, (ours, _) in self.own.items()}}
        hazard = rerun_hazard(self.code, names, own=set(self.own))
        found: dict[str, Any] = {"again": hazard} if hazard else self.second_run(names)
        self.names = {}
        if not self.drew:  # what it showed stays the page's; the widgets it made are told
            found.pop("outputs", None)
        self.shell.display_pub.publish(data={LECTURE_MIME: found}, metadata={})

    def second_run(self, names: dict) -> dict:
        """The cell run again in the lecture style, in ``names``: its displays and the widgets
        it made; the widgets and figures it bound kept for the cells after it."""
        from IPython.utils.capture import capture_output
        from ipywidgets.widgets.widget import _instances

        from linklab.render.style import style
        from linklab.render.text_sizes import stamp_pngs

        widgets = set(_instances)
        figures = _open_figures()
        started = dict(names)
        self.again = True
        try:
            with capture_output() as captured, style("lecture"):
                stamp_pngs(True)
                try:
                    _run_shown(self.code, names)
                    _show_new_figures(figures)
                finally:
                    stamp_pngs(False)
        except Exception as error:  # the notebook's own code: whatever it raises
            return {"again": f"its lecture-style run raised {type(error).__name__}: {error}"}
        finally:
            self.again = False
        page = self.shell.user_ns
        self.forget_rebound()
        for name, value in names.items():
            if value is not started.get(name) and is_drawn_object(value) and name in page:
                self.own[name] = (value, page[name])
        outputs = [
            {"data": _plain(shown.data), "metadata": dict(shown.metadata or {})}
            for shown in captured.outputs
        ]
        return {"outputs": outputs, "models": sorted(set(_instances) - widgets)}


def _open_figures() -> set[int]:
    import sys

    if "matplotlib.pyplot" not in sys.modules:
        return set()
    return set(sys.modules["matplotlib.pyplot"].get_fignums())


def _show_new_figures(before: set[int]) -> None:
    """Show and close the pyplot figures made since ``before``, as the kernel does at a cell's
    end."""
    import sys

    if "matplotlib.pyplot" not in sys.modules:
        return
    plt = sys.modules["matplotlib.pyplot"]
    from IPython.display import display

    for number in sorted(set(plt.get_fignums()) - before):
        display(plt.figure(number))
        plt.close(number)
    try:
        from matplotlib_inline.backend_inline import show
    except ImportError:
        return
    show._draw_called = False  # type: ignore[attr-defined]


def start() -> Twin:
    """Hook the running kernel (see the module's docstring)."""
    from IPython import get_ipython

    return Twin(get_ipython())


# --- in the build: the page's outputs and the slides' taken apart ------------------------------

#: Where a notebook keeps its widgets' saved state.
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
#: The outputs a second run shows in the place of the first's (text printed stays the first's).
SHOWN = ("display_data", "execute_result")


def model_refs(value: Any) -> set[str]:
    """The widget models ``value`` (a model's state, or part of it) refers to, by id.

    >>> sorted(model_refs({"children": ["IPY_MODEL_b", "IPY_MODEL_a"], "layout": "IPY_MODEL_c"}))
    ['a', 'b', 'c']
    """
    if isinstance(value, str):
        return {value.removeprefix("IPY_MODEL_")} if value.startswith("IPY_MODEL_") else set()
    if isinstance(value, dict):
        return set().union(*map(model_refs, value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*map(model_refs, value)) if value else set()
    return set()


def reached(models: dict, roots: set[str]) -> set[str]:
    """The models ``roots`` lead to, and the models that refer to any of them (a link between
    two widgets is shown by neither).

    >>> models = {"a": {"state": {"layout": "IPY_MODEL_l"}}, "l": {"state": {}},
    ...           "link": {"state": {"source": ["IPY_MODEL_a", "value"]}}, "b": {"state": {}}}
    >>> sorted(reached(models, {"a"}))
    ['a', 'l', 'link']
    """
    refs = {key: model_refs(model.get("state", {})) for key, model in models.items()}
    found = {root for root in roots if root in models}
    while True:
        grown = set(found)
        for key in found:
            grown |= refs[key] & models.keys()
        grown |= {key for key, its in refs.items() if its & found}
        if grown == found:
            return found
        found = grown


def shown_models(cells: list) -> set[str]:
    """The widget models the outputs of ``cells`` show, by id."""
    return {
        output["data"][WIDGET_VIEW].get("model_id", "")
        for cell in cells
        for output in cell.get("outputs", [])
        if WIDGET_VIEW in output.get("data", {})
    }


def split_lecture(nb: Any) -> tuple[Any | None, str]:
    """Take every `LECTURE_MIME` output out of ``nb`` (the page's run, in place: its widget
    state too), and make the slides' notebook: a copy whose drawing cells show what their
    lecture-style run showed, each with the widget models it needs. None and why, when a cell
    asked for a second run of the whole notebook, or its two runs showed different numbers of
    outputs; None and "" when no cell was run again."""
    import copy

    import nbformat

    seconds: dict[int, dict] = {}
    for number, cell in enumerate(nb.cells):
        outputs = cell.get("outputs", [])
        found = [output for output in outputs if LECTURE_MIME in output.get("data", {})]
        if found:
            seconds[number] = found[-1]["data"][LECTURE_MIME]
            cell.outputs = [output for output in outputs if output not in found]
    if not seconds:
        return None, ""
    made = {model for found in seconds.values() for model in found.get("models", [])}
    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {})
    everything = state.get("state", {})
    slides_models = {key: model for key, model in everything.items()}
    for key in made:
        everything.pop(key, None)
    why = next(
        (f"cell {n + 1}: {found['again']}" for n, found in seconds.items() if "again" in found),
        "",
    )
    if why:
        return None, why
    slides = copy.deepcopy(nb)
    for number, again in seconds.items():
        if "outputs" not in again:  # run again for the widgets it changes, showing nothing
            continue
        cell = slides.cells[number]
        shown = [output for output in cell.outputs if output.get("output_type") in SHOWN]
        if len(shown) != len(again["outputs"]):
            return None, (
                f"cell {number + 1}: its lecture-style run showed {len(again['outputs'])} outputs, "
                f"its run {len(shown)}"
            )
        for output, second in zip(shown, again["outputs"]):
            output["data"] = nbformat.from_dict(second["data"])
            output["metadata"] = nbformat.from_dict(second["metadata"])
    if state:
        page_side = reached(slides_models, shown_models(nb.cells))
        slides_side = reached(slides_models, shown_models(slides.cells))
        kept = {
            key: copy.deepcopy(model)
            for key, model in slides_models.items()
            if key in slides_side or key not in page_side
        }
        slides.metadata["widgets"][WIDGET_STATE]["state"] = kept
    return slides, ""
