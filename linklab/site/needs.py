"""What in a page needs a kernel, said in place: one line naming the command that opens the
notebook live, under each part the page's own Python cannot play.

Examples
--------
>>> needs_python_line("zh")
'这一部分需要 Python：用 <code>make lab-zh</code> 打开本笔记本的在线版。'
"""

from __future__ import annotations

from linklab.site import live
from linklab.site import python as site_python
from linklab.site.editions import LIVE_COMMAND
from linklab.site.live import WIDGET_VIEW
from linklab.site.python import CHECK_CALLS
from linklab.site.widget_state import widget_models

#: The widgets that answer only a kernel, found by their CSS class in the saved state.
NEEDS_PYTHON = {
    "linklab-editor": "board editor",
    "linklab-game": "game",
    "linklab-sixdigits": "explorer",
    "linklab-practice": "practice",  # in a page: the site's practice.html (practice_page)
}


def needs_python_line(language: str) -> str:
    """The line put under a part of a page that needs a kernel, in ``language``."""
    from linklab.i18n import translate

    line = translate("This part needs Python: open this notebook live with {command}.", language)
    command = f"<code>{LIVE_COMMAND[language]}</code>"
    return line.replace("{command}", command)


def _classes_below(models: dict, model_id: str, seen: set | None = None) -> set[str]:
    """Every CSS class of the model ``model_id`` and of the widgets inside it."""
    seen = seen if seen is not None else set()
    if model_id in seen or model_id not in models:
        return set()
    seen.add(model_id)
    state = models[model_id].get("state", {})
    classes = set(state.get("_dom_classes", []))
    for child in state.get("children", []) or []:
        if isinstance(child, str) and child.startswith("IPY_MODEL_"):
            classes |= _classes_below(models, child.removeprefix("IPY_MODEL_"), seen)
    return classes


def needs_of(cell, models: dict) -> list[str]:
    """What in a code cell's outputs needs a kernel: widget kinds, or ``"exercise check"``."""
    found = []
    for output in cell.get("outputs", []):
        view = output.get("data", {}).get(WIDGET_VIEW)
        if view:
            classes = _classes_below(models, view.get("model_id", ""))
            found += [kind for css, kind in NEEDS_PYTHON.items() if css in classes]
    in_page = cell.get("metadata", {}).get(site_python.IN_PAGE)  # the page runs it
    if any(call in cell.source for call in CHECK_CALLS) and not in_page:
        found.append("exercise check")
    return found


def mark_needs_python(nb, language: str) -> list[str]:
    """Put the needs-Python line under every part of ``nb`` that needs a kernel; what they are."""
    import nbformat

    site_python.add_checks(nb, language)
    models = widget_models(nb)
    live.make_live(nb, models, language)
    everything = []
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        needs = needs_of(cell, models)
        if needs:
            note = f"<p class='linklab-needs-python'>{needs_python_line(language)}</p>"
            cell.outputs.append(nbformat.v4.new_output("display_data", {"text/html": note}))
            everything += [n for n in needs if n not in everything]
    return everything


def drop_worked_answers(nb) -> int:
    """Remove the cells tagged ``solution`` (worked answers); how many there were."""
    from linklab.course.slides import SOLUTION_TAG

    kept = [c for c in nb.cells if SOLUTION_TAG not in c.get("metadata", {}).get("tags", [])]
    dropped = len(nb.cells) - len(kept)
    nb.cells = kept
    return dropped
