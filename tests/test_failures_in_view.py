"""No failure of the package's own turns into nothing: every handler that catches any exception
(``except Exception``, ``except BaseException``, a bare ``except``, ``contextlib.suppress`` of
them) is listed here with why it may, and a new one fails until it is listed. Those that catch
the package's own faults say them in one line to the learner and warn of them as a
`linklab.core.errors.CourseFault`, which the tests' settings turn into a failure."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

from linklab.core.errors import CourseFault, report_fault

PACKAGE = Path(__file__).resolve().parents[1] / "linklab"
BROAD = {"Exception", "BaseException"}

LEARNER_VALUE = "reads a learner's own value, whose methods are the learner's code"
#: (module, function): (how many broad handlers it holds, why each may catch anything).
ALLOWED: dict[tuple[str, str], tuple[int, str]] = {
    ("apps/page_apps.py", "handle_json"): (
        1,
        "the page's one entry: a bug is said in one line, the page kept alive, and warned of "
        "(CourseFault)",
    ),
    ("core/learner_trace.py", "_sample"): (1, LEARNER_VALUE),
    ("core/learner_trace.py", "_Tracer.note_names"): (1, LEARNER_VALUE),
    ("core/learner_trace.py", "_Tracer.marks"): (1, LEARNER_VALUE),
    ("core/learner_trace.py", "record_search"): (
        2,
        "runs the learner's function: its calls before the traced one, and the traced one, "
        "whose exception is its answer",
    ),
    ("course/exercises.py", "compare"): (1, "compares a learner's answer: " + LEARNER_VALUE),
    ("course/exercises.py", "_check_exercise"): (
        1,
        "compares a learner's answer: " + LEARNER_VALUE,
    ),
    ("course/learner_search.py", "offer_for"): (
        1,
        "a fault of the tracer's: one line under the verdict, and warned of (CourseFault)",
    ),
    ("course/selfcheck/apart.py", "_Watch.case"): (
        1,
        "pickles a learner's case for the parent: " + LEARNER_VALUE + " (sent as none)",
    ),
    ("course/selfcheck/apart.py", "_child"): (
        2,
        "the child's outcome, whatever it is, goes to the parent, which shows it in one line",
    ),
    ("course/selfcheck/apart.py", "_pickled"): (2, "pickles a learner's answer: " + LEARNER_VALUE),
    ("course/selfcheck/apart.py", "_read_case"): (
        1,
        "reads back a case a learner's call may have left half written: none when it cannot",
    ),
    ("course/page_check.py", "run_cells"): (1, "runs the learner's cells: their error, one line"),
    ("course/selfcheck/guard.py", "Guard.call"): (
        1,
        "calls the learner's function: its exception is that case's failure",
    ),
    ("course/selfcheck/guard.py", "one_line"): (1, "str() of a learner's exception"),
    ("course/selfcheck/report.py", "show"): (1, "the repr of a learner's value"),
    ("course/selfcheck/state.py", "Carrier.save"): (1, "copies a learner's state"),
    ("course/selfcheck/state.py", "Carrier.restore"): (1, "writes a learner's state back"),
    ("course/selfcheck/state.py", "Carrier.changed"): (1, "compares a learner's state"),
    ("course/selfcheck/state.py", "Carriers.restore"): (1, "clears a learner's cache"),
    ("course/selfcheck/state.py", "Carriers.changed"): (1, "reads a learner's cache"),
    ("course/selfcheck/state.py", "Carriers.put_back"): (1, "clears a learner's cache"),
    ("course/selfcheck/state.py", "_generator_put_back"): (1, "steps a learner's generator"),
    ("site/lecture_twin.py", "Twin.second_run"): (
        1,
        "runs a notebook's own cell again: whatever it raises is said as the page's note",
    ),
}


def _caught(node: ast.expr | None) -> set[str]:
    if node is None:
        return {"BaseException"}  # a bare except
    if isinstance(node, ast.Tuple):
        return set().union(*(_caught(element) for element in node.elts))
    if isinstance(node, ast.Name):
        return {node.id}
    if isinstance(node, ast.Attribute):
        return {node.attr}
    return set()


class _Finder(ast.NodeVisitor):
    def __init__(self) -> None:
        self.where: list[str] = []
        self.found: Counter[str] = Counter()

    def _inside(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> None:
        self.where.append(node.name)
        self.generic_visit(node)
        self.where.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _inside

    def visit_ExceptHandler(self, node: ast.ExceptHandler) -> None:
        if _caught(node.type) & BROAD:
            self.found[".".join(self.where)] += 1
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        name = getattr(node.func, "attr", getattr(node.func, "id", ""))
        if name == "suppress" and any(_caught(argument) & BROAD for argument in node.args):
            self.found[".".join(self.where)] += 1
        self.generic_visit(node)


def broad_handlers(source: str) -> Counter[str]:
    """How many handlers catching any exception each function of ``source`` holds."""
    finder = _Finder()
    finder.visit(ast.parse(source))
    return finder.found


def test_every_handler_that_catches_anything_is_listed_with_its_reason():
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        module = path.relative_to(PACKAGE).as_posix()
        for function, count in broad_handlers(path.read_text(encoding="utf-8")).items():
            found[(module, function)] = count
    unlisted = {key: n for key, n in found.items() if key not in ALLOWED}
    assert not unlisted, f"catch what you expect, or list it here with a reason: {unlisted}"
    counted = {key: ALLOWED[key][0] for key in found}
    assert found == counted, "a listed function holds more or fewer broad handlers than listed"
    gone = sorted(set(ALLOWED) - set(found))
    assert not gone, f"no longer catches anything: take it off the list: {gone}"


def test_the_finder_sees_each_way_of_catching_anything():
    source = """
import contextlib
def bare():
    try: pass
    except: pass
def either():
    try: pass
    except (ValueError, Exception): pass
class Held:
    def quiet(self):
        with contextlib.suppress(BaseException): pass
def narrow():
    try: pass
    except ValueError: pass
    with contextlib.suppress(KeyError): pass
"""
    assert broad_handlers(source) == Counter({"bare": 1, "either": 1, "Held.quiet": 1})


def test_a_fault_warned_of_fails_a_test():
    with pytest.raises(CourseFault, match="the tracer failed: KeyError: 'x'"):
        report_fault(KeyError("x"), "the tracer")


def test_the_page_says_a_bug_in_one_line_and_warns_of_it(monkeypatch):
    import json

    from linklab.apps import page_apps

    def broken(message):
        raise ZeroDivisionError("a slip")

    monkeypatch.setattr(page_apps, "handle", broken)
    with pytest.warns(CourseFault, match="a live part failed: ZeroDivisionError: a slip"):
        answer = json.loads(page_apps.handle_json("{}"))
    assert answer == {"error": "ZeroDivisionError: a slip"}
