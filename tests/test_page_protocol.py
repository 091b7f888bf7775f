"""The page's messages to its Python, written once (`linklab.apps.page_protocol`): the page's
scripts make every message from that table and use no op or field it lacks; the Python answers
exactly its ops, refuses a message it does not take in one line naming the op and the field,
and answers with the fields the table lists."""

from __future__ import annotations

import json
import re
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from linklab.apps import page_apps
from linklab.apps.page_protocol import ERROR_FIELD, PAGE_MESSAGES, protocol_json, refusal
from tests.page_runs import ACTIONS

SCRIPTS = Path(page_apps.__file__).resolve().parents[1] / "site"
#: How a script names the table: the page's Python object's ``ops``, or the table itself.
TABLE_NAMES = r"(?:OPS|ops|PROTOCOL|PAGE_PROTOCOL)"


def _object_keys(text: str, start: int) -> list[str]:
    """The keys of the object literal opening at ``text[start]`` (``{``), spread objects
    (``...fields``) left out."""
    depth, item, items = 0, "", []
    for char in text[start:]:
        if char in "{[(":
            depth += 1
            if depth == 1:
                continue
        elif char in "}])":
            depth -= 1
            if depth == 0:
                break
        if depth == 1 and char == ",":
            items.append(item)
            item = ""
        else:
            item += char
    items.append(item)
    keys = [re.match(r'\s*["\']?(\w+)', item) for item in items]
    return [key.group(1) for key in keys if key]


def protocol_uses(text: str) -> list[tuple[str, list[str]]]:
    """Each message a script makes from the table: its op and the fields it gives, those its
    file's ``ask(entry, {...fields, id})`` adds included.

    >>> protocol_uses('x.ask(entry, {...fields, id}); send(OPS.act, {action, at: 1})')
    [('act', ['action', 'at', 'id'])]
    """
    added: list[str] = []
    for wrapper in re.finditer(r"\.ask\(\s*entry\s*,\s*(?=\{)", text):
        added += _object_keys(text, wrapper.end())
    uses = []
    for use in re.finditer(rf"\b{TABLE_NAMES}\.(\w+)(\s*,\s*(?=\{{))?", text):
        keys = _object_keys(text, use.end()) if use.group(2) else []
        uses.append((use.group(1), [*keys, *added] if use.group(2) else []))
    return uses


def protocol_faults(text: str) -> list[str]:
    """What a script does outside the table: an op written as a literal, an op the table
    lacks, a field its op does not take, a field it needs left out.

    >>> protocol_faults('send({op: "act", action})')
    ['an op written as a literal: op: "act"']
    >>> protocol_faults('x.ask(entry, {...fields, id}); send(OPS.act, {actoin: 1})')
    ["act: no field 'actoin'", "act: lacks 'action'"]
    """
    faults = [f"an op written as a literal: {m.group(0)}" for m in re.finditer(
        r"""\bop["']?\s*:\s*["'][^"']*["']""", text)]  # fmt: skip
    for op, fields in protocol_uses(text):
        entry = PAGE_MESSAGES.get(op)
        if entry is None:
            faults.append(f"no op {op!r} in the table")
            continue
        if not fields:  # the entry named, not a message made here
            continue
        taken = entry["needs"] + entry["may"]
        faults += [f"{op}: no field {f!r}" for f in fields if f not in taken]
        faults += [f"{op}: lacks {f!r}" for f in entry["needs"] if f not in fields]
    return faults


def test_the_page_scripts_make_every_message_from_the_table():
    scripts = sorted(SCRIPTS.glob("*.js"))
    found = {path.name: protocol_faults(path.read_text(encoding="utf-8")) for path in scripts}
    assert {name: faults for name, faults in found.items() if faults} == {}
    used = {op for path in scripts for op, _ in protocol_uses(path.read_text(encoding="utf-8"))}
    assert used == set(PAGE_MESSAGES), "each op is sent by a script, and only those"


def test_a_script_that_strays_from_the_table_is_caught():
    live = (SCRIPTS / "live.js").read_text(encoding="utf-8")
    assert "send(OPS.act, {action," in live
    for planted, fault in [
        (live.replace("send(OPS.act, {action,", "send(OPS.act, {actoin,", 1), "no field 'actoin'"),
        (live.replace("send(OPS.act,", "send(OPS.fly,", 1), "no op 'fly'"),
        (live.replace("send(OPS.start, {app:", "send(OPS.start, {ap:", 1), "lacks 'app'"),
        (live + '\nsend({op: "act", id, action});', 'op: "act"'),
    ]:
        assert any(fault in said for said in protocol_faults(planted)), fault


def test_the_python_answers_exactly_the_tables_ops():
    assert set(page_apps.HANDLERS) == set(PAGE_MESSAGES)
    for entry in PAGE_MESSAGES.values():
        assert set(entry) == {"sender", "does", "needs", "may", "answer"}
        assert not set(entry["needs"]) & set(entry["may"])


def test_the_build_gives_the_page_the_table_itself():
    table = json.loads(protocol_json())
    assert {op: {k: v for k, v in e.items() if k != "op"} for op, e in table.items()} == (
        PAGE_MESSAGES
    )
    assert all(entry["op"] == op for op, entry in table.items())
    page = (SCRIPTS / "page_python.js").read_text(encoding="utf-8")
    assert page.count("PAGE_PROTOCOL") >= 2  # the page's table, and its worker's


@given(
    op=st.sampled_from(sorted(PAGE_MESSAGES)),
    data=st.data(),
)
def test_a_message_lacking_a_field_is_refused_in_one_line_naming_both(op, data):
    entry = PAGE_MESSAGES[op]
    if not entry["needs"]:
        return
    missing = data.draw(st.sampled_from(entry["needs"]))
    message = {"op": op, **{f: 0 for f in entry["needs"] + entry["may"] if f != missing}}
    with page_apps.parts_forgotten_after():
        said = json.loads(page_apps.handle_json(json.dumps(message)))
    assert list(said) == [ERROR_FIELD]
    line = said[ERROR_FIELD]
    assert "\n" not in line and repr(op) in line and repr(missing) in line


@given(op=st.text(max_size=8), field=st.text(min_size=1, max_size=8))
def test_an_unknown_op_or_field_is_refused_in_one_line_naming_it(op, field):
    if op in PAGE_MESSAGES:
        entry = PAGE_MESSAGES[op]
        if field in {"op", *entry["needs"], *entry["may"]}:
            return
        message = {"op": op, **dict.fromkeys(entry["needs"], "x"), field: 1}
    else:
        message = {"op": op}
    said = page_apps.handle(message)
    assert said == {ERROR_FIELD: refusal(message)}
    assert "\n" not in said[ERROR_FIELD] and repr(op) in said[ERROR_FIELD]
    if op in PAGE_MESSAGES:
        assert repr(field) in said[ERROR_FIELD]


def test_every_answer_holds_only_the_fields_the_table_lists():
    fields: dict[str, set[str]] = {op: set() for op in PAGE_MESSAGES}
    with page_apps.parts_forgotten_after():
        for app, (setup, actions) in ACTIONS.items():
            view = page_apps.handle({"op": "start", "id": app, "app": app, "setup": setup})
            fields["start"] |= set(view)
            for action, argument in actions:
                if action == "more":
                    while batch := page_apps.handle({"op": "more"}):
                        fields["more"] |= set(batch)
                    continue
                if action == "link":
                    argument = view.get("link")
                message = {"op": "act", "id": app, "action": action, "argument": argument}
                view = page_apps.handle(message)
                fields["act"] |= set(view)
    learner = page_apps.handle({"op": "learner", "id": "s0", "first": 0, "last": 1})
    fields["learner"] |= set(learner)
    for op, seen in fields.items():
        assert seen - {ERROR_FIELD} <= set(PAGE_MESSAGES[op]["answer"]), op
    assert fields["more"] and fields["act"] > {"message"}
