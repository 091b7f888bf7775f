"""The static page's live parts, each run by the page's Python (the messages, their fields and
their answers are written once in `linklab.apps.page_protocol`): a page starts one with
``{"op": "start", "id", "app", "setup", "language"}`` and sends it what the learner did with
``{"op": "act", "id", "action", "argument"}``; each answer is the part's next view (or one line
saying what went wrong, the part left as it was).

Examples
--------
>>> view = json.loads(handle_json('{"op": "start", "id": "g", "app": "game", '
...                               '"setup": {"grid": [[1, 1]], "outside": false}}'))
>>> view["status"]
'tiles left: 2 · moves made: 0 · 1 pair can be removed now'
>>> click = '{"op": "act", "id": "g", "action": "click", "argument": [0, 0]}'
>>> json.loads(handle_json(click))["message"]
'picked (1, 1): now click its partner'
>>> json.loads(handle_json('{"op": "act", "id": "nobody", "action": "hint"}'))["error"]
'no live part nobody in this page: start it first'

An ``act`` may say ``"at"``, the step of a search the page shows (it steps on its own). Between
answers the page's worker asks ``{"op": "more"}`` for what a part draws ahead (a search's step
pictures, ``linklab.apps.page_steps``): a batch with its part's ``id``, or ``{}`` when none is
left. ``{"op": "learner", "id", "first", "last"}`` gives steps of a learner's own search that
a verdict shows (``linklab.course.learner_search.page_steps``).

>>> handle({"op": "more"})
{}
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, Protocol

from linklab.apps.page_protocol import refusal
from linklab.core.errors import InputError, report_fault

#: The CSS class of the hidden child a widget keeps its live setup in, ``{"app", "setup"}`` as
#: JSON: what a static page starts the same part from.
SETUP_CLASS = "linklab-page-setup"


def _game() -> type:
    from linklab.apps.page_game import PageGame

    return PageGame


def _editor() -> type:
    from linklab.apps.page_editor import PageEditor

    return PageEditor


def _explorer() -> type:
    from linklab.apps.page_explorer import PageExplorer

    return PageExplorer


def _compare() -> type:
    from linklab.apps.page_compare import PageCompare

    return PageCompare


def _sixcompare() -> type:
    from linklab.apps.page_sixcompare import PageSixCompare

    return PageSixCompare


def _practice() -> type:
    from linklab.apps.page_practice import PagePractice

    return PagePractice


#: Each live part by name: what gives the class that plays it, imported on the part's first
#: start (the page's Python starts before any part, and most pages show one part or none).
APPS: dict[str, Callable[[], type]] = {
    "game": _game,
    "editor": _editor,
    "explorer": _explorer,
    "compare": _compare,
    "sixcompare": _sixcompare,
    "practice": _practice,
}


class LivePart(Protocol):
    """What a live part's class makes: a part that answers the page's actions (some also
    ``seek`` a step and draw ``more`` ahead)."""

    def act(self, action: str, argument: Any = None) -> dict[str, Any]: ...


_running: dict[str, LivePart] = {}


def setup_json(app: str, setup: dict[str, Any]) -> str:
    """A live setup as a widget keeps it (``SETUP_CLASS``).

    >>> setup_json("game", {"grid": [[1, 1]]})
    '{"app": "game", "setup": {"grid": [[1, 1]]}}'
    """
    return json.dumps({"app": app, "setup": setup})


def _start(message: dict[str, Any]) -> dict[str, Any]:
    """``start``: the part ``app`` started as ``id``; its first view."""
    name, part = message["app"], str(message["id"])
    if name not in APPS:
        return {"error": f"no live part called {name!r}: the page knows {sorted(APPS)}"}
    made = APPS[name]()
    _running[part] = made(message.get("setup") or {}, message.get("language", "en"))
    return _running[part].act("view")


def _act(message: dict[str, Any]) -> dict[str, Any]:
    """``act``: what the learner did, done by the part ``id``; its next view."""
    part = str(message["id"])
    if part not in _running:
        return {"error": f"no live part {part} in this page: start it first"}
    running = _running[part]
    if message.get("at") is not None and hasattr(running, "seek"):
        running.seek(message["at"])
    return running.act(str(message["action"]), message.get("argument"))


def _learner(message: dict[str, Any]) -> dict[str, Any]:
    """``learner``: steps of a learner's search a verdict shows."""
    from linklab.course.learner_search import page_steps

    return page_steps(str(message["id"]), message["first"], message["last"])


def _more(message: dict[str, Any]) -> dict[str, Any]:
    """``more``: the next batch a running part draws ahead, with its ``id``; ``{}`` if none."""
    for name, running in _running.items():
        batch = running.more() if hasattr(running, "more") else None
        if batch is not None:
            return {"id": name, **batch}
    return {}


#: What answers each op of `linklab.apps.page_protocol.PAGE_MESSAGES`, and nothing else.
HANDLERS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "start": _start,
    "act": _act,
    "learner": _learner,
    "more": _more,
}


def handle(message: dict[str, Any]) -> dict[str, Any]:
    """Answer one message from the page (see the module's docstring); a message the protocol
    refuses (`linklab.apps.page_protocol.refusal`) is answered with that one line.

    >>> handle({"op": "act", "id": "g"})
    {'error': "message 'act' lacks its field 'action'"}
    """
    refused = refusal(message)
    if refused is not None:
        return {"error": refused}
    return HANDLERS[message["op"]](message)


def drawn_ahead(part: str) -> list[dict[str, Any]]:
    """Every batch the running part ``part`` draws ahead, from the first (what ``more`` would
    send the page for it); none for a part that draws nothing ahead.

    >>> _ = handle({"op": "start", "id": "b", "app": "game", "setup": {"grid": [[1, 1]]}})
    >>> drawn_ahead("b")
    []
    """
    running = _running[part]
    batches = []
    while hasattr(running, "more") and (batch := running.more()) is not None:
        batches.append(batch)
    return batches


@contextmanager
def parts_forgotten_after() -> Iterator[None]:
    """Forget, on leaving, every live part started inside, as a closed page forgets its own;
    the parts running before are kept.

    >>> with parts_forgotten_after():
    ...     _ = handle({"op": "start", "id": "t", "app": "game", "setup": {"grid": [[1, 1]]}})
    >>> handle({"op": "act", "id": "t", "action": "hint"})["error"]
    'no live part t in this page: start it first'
    """
    kept = dict(_running)
    try:
        yield
    finally:
        _running.clear()
        _running.update(kept)


def handle_json(text: str) -> str:
    """`handle` from JSON text to JSON text (what the page's worker passes)."""
    try:
        answer = handle(json.loads(text))
    except InputError as error:  # a wrong value in the message, said in one line
        answer = {"error": str(error)}
    except Exception as error:  # a bug shown in one line, the page kept alive, and warned of
        report_fault(error, "a live part")
        answer = {"error": f"{type(error).__name__}: {error}"}
    return json.dumps(answer, ensure_ascii=False)
