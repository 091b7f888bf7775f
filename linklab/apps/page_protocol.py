"""The messages a static page sends its Python's live parts, written once as data: each op, who
sends it, the fields it must carry and may carry, and the fields of its answer. The page's
Python (`linklab.apps.page_apps`) checks every message against `PAGE_MESSAGES` before it
answers; the page's script (``linklab/site/page_python.js``) is given the same table by the
build (`protocol_json`) and builds every message from it, so no op or field is written twice.

Examples
--------
>>> sorted(PAGE_MESSAGES)
['act', 'learner', 'more', 'start']
>>> PAGE_MESSAGES["act"]["needs"]
['id', 'action']
>>> refusal({"op": "act", "id": "g"})
"message 'act' lacks its field 'action'"
>>> refusal({"op": "fly"})
"no message 'fly': the page's Python answers act, learner, more, start"
>>> refusal({"op": "more"}) is None
True
"""

from __future__ import annotations

import json
from typing import Any

#: What every answer may hold instead of its own fields: one line saying what went wrong.
ERROR_FIELD = "error"

#: The fields of a live part's view, as the parts send them (`linklab.apps.page_game` and the
#: other ``page_*`` modules); a view holds those of its part only.
VIEW_FIELDS = [
    "answered", "buttons", "can_show", "chosen", "fields", "info", "keys", "link", "linked",
    "message", "method", "methods", "mode", "modes", "palette", "prompt", "question", "record",
    "result", "rows", "skills", "solve", "spoken", "state", "status", "step", "steps",
    "steps_line", "svg", "text", "verdict", "weakest", "why", "won",
]  # fmt: skip

#: Each op: who sends it (``sender``), the fields it must carry (``needs``, ``op`` aside) and
#: may carry (``may``), and the fields its answer may hold (``answer``, `ERROR_FIELD` aside).
PAGE_MESSAGES: dict[str, dict[str, Any]] = {
    "start": {
        "sender": "live.js and practice.js, as a part is shown or its Python starts again",
        "does": "starts the part ``app`` (`linklab.apps.page_apps.APPS`) as ``id``",
        "needs": ["id", "app"],
        "may": ["setup", "language"],
        "answer": VIEW_FIELDS,
    },
    "act": {
        "sender": "live.js and practice.js, as the learner does something to a part",
        "does": "the part ``id`` does ``action`` with ``argument``, first at step ``at``",
        "needs": ["id", "action"],
        "may": ["argument", "at"],
        "answer": VIEW_FIELDS,
    },
    "learner": {
        "sender": "page_python.js, as a verdict's player steps a learner's own search",
        "does": "steps ``first`` to ``last`` of the learner's search ``id``",
        "needs": ["id", "first", "last"],
        "may": [],
        "answer": ["first", "panes", "texts"],
    },
    "more": {
        "sender": "page_python.js's worker, between answers",
        "does": "a batch of what a running part draws ahead, or nothing when none is left",
        "needs": [],
        "may": [],
        "answer": ["id", "serial", "done", "steps", "parts", "parts_from"],
    },
}


def refusal(message: object) -> str | None:
    """One line saying why the page's Python cannot take ``message``: not an object, an op
    `PAGE_MESSAGES` lacks, a field the op needs missing, or a field it does not know; None
    when it can.

    >>> refusal({"op": "start", "id": "g", "app": "game", "colour": "red"})
    "message 'start' has no field 'colour': it takes id, app, setup, language"
    >>> refusal([1])
    'a message is an object with its op, not list'
    """
    if not isinstance(message, dict):
        return f"a message is an object with its op, not {type(message).__name__}"
    op = message.get("op")
    entry = PAGE_MESSAGES.get(op) if isinstance(op, str) else None
    if entry is None:
        return f"no message {op!r}: the page's Python answers {', '.join(sorted(PAGE_MESSAGES))}"
    for field in entry["needs"]:
        if field not in message:
            return f"message {op!r} lacks its field {field!r}"
    known = {"op", *entry["needs"], *entry["may"]}
    for field in message:
        if field not in known:
            taken = ", ".join([*entry["needs"], *entry["may"]]) or "no field"
            return f"message {op!r} has no field {field!r}: it takes {taken}"
    return None


def protocol_json() -> str:
    """`PAGE_MESSAGES` as the page's script is given it: JSON, each op's entry carrying its own
    name as ``op``, safe inside a script.

    >>> json.loads(protocol_json())["more"]["op"]
    'more'
    """
    table = {op: {"op": op, **entry} for op, entry in PAGE_MESSAGES.items()}
    return json.dumps(table, ensure_ascii=False).replace("</", "<\\/")
