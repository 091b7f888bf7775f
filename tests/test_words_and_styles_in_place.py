"""The package keeps its tables of words in two languages in ``linklab.i18n`` and its style
sheets in files of their own: no module elsewhere defines a module-level ``*_WORDS`` table keyed
by language, and no Python string holds a style sheet's rules. (English words elsewhere are
translated through ``linklab.i18n``'s table, as every English text is.)"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "linklab"
#: A style rule: a selector's end, a brace, a property and its value up to a semicolon.
CSS_RULE = re.compile(r"[\w\].)#*-]\s*\{\s*[a-z-]+\s*:\s*[^;{}]+;")


@cache  # parsed once for the module's two tests (1.4 s)
def _modules() -> tuple[tuple[str, ast.Module], ...]:
    return tuple(
        (path.relative_to(PACKAGE.parent).as_posix(), ast.parse(path.read_text("utf-8")))
        for path in sorted(PACKAGE.rglob("*.py"))
    )


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes in ``tree``."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def strings_holding(tree: ast.AST, pattern: re.Pattern[str]) -> list[int]:
    """The lines of ``tree``'s plain strings (not docstrings, not parts of an f-string's
    computed text) that ``pattern`` finds something in.

    >>> strings_holding(ast.parse("x = 'a {color: red;}'\\ny = f'{n} {{color: red;}}'"), CSS_RULE)
    [1]
    """
    skipped = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            skipped.update(id(part) for part in node.values)
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in skipped
        and pattern.search(node.value)
    ]


def tables_of_words(tree: ast.Module) -> list[str]:
    """The module-level ``*_WORDS`` names ``tree`` binds to a dict keyed by language (``"en"``,
    ``"zh"``): a table of words (a table of each edition's folders is not one).

    >>> tables_of_words(ast.parse("A_WORDS = {'en': 'Skip', 'zh': '跳'}\\nB_WORDS = {'kept': 'k'}"))
    ['A_WORDS']
    """
    names = []
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        value = node.value if isinstance(node, ast.Assign | ast.AnnAssign) else None
        if isinstance(value, ast.Dict):
            keys = {k.value for k in value.keys if isinstance(k, ast.Constant)}
            if {"en", "zh"} <= keys:
                names += [t.id for t in targets if isinstance(t, ast.Name) if "WORDS" in t.id]
    return names


def test_every_table_of_words_is_in_i18n():
    outside = {
        name: tables
        for name, tree in _modules()
        if not name.startswith("linklab/i18n/") and (tables := tables_of_words(tree))
    }
    assert not outside, f"move them to linklab/i18n: {outside}"


def test_no_python_string_holds_a_style_sheet():
    held = {name: lines for name, tree in _modules() if (lines := strings_holding(tree, CSS_RULE))}
    assert not held, f"put it in a .css file beside the module: {held}"


def test_the_board_keys_style_names_the_cursor_class_the_widgets_set():
    from linklab.widgets.board_keys import CURSOR_CLASS, CURSOR_CSS

    assert f".{CURSOR_CLASS} {{" in CURSOR_CSS
