"""What a reader of the Chinese edition sees, read back from an executed notebook.

Five kinds of text reach the learner's eyes: a cell's printed lines and results (``output``),
the strings of its widgets (``widget``: labels, buttons, HTML, options, Output widgets' lines),
what a widget says when the pointer rests on it (``tooltip``: its ``tooltip`` or ``title``, the
players' control labels, and the ``null`` a labelled control shows for a tooltip of None), the
comments and docstrings of the code cells (``comment``), and every text matplotlib draws into a
figure (``figure``). Figures arrive as PNG, so their
texts are caught as they are drawn: `install` puts a first cell into the notebook that runs
`HOOK` in the kernel, which writes what each cell drew into a JSON file;
`remove` takes that cell out again, so the cells keep their numbers for the other checks.

`english` lists the texts holding an English word outside the allow-list: a word of two or
more Latin letters is allowed when it is

- code by its look: an underscore, a digit or a capital inside (``find_path``, ``hdu1175``,
  ``SolveResult``);
- a name of the notebook's code cells or of the documents' C programs where the text uses it
  as a name, next to ``.``, ``(``, ``[`` or ``=`` (``visit[2][6]``; Python keywords other than
  True, False and None, and C's English keywords, are no names);
- one of `ALLOWED` (BFS, DFS, YES, NO, file types, units, keys, method names, linklab);

and a cell that prints a program's source (``inspect.getsource``) shows code, not prose; a
text that is a Python value's repr (``Enqueued(cell=(1, 2), ...)``) is code too, but for its
strings that hold a space, which are prose; mathtext commands (``\\mathdefault``) are no words.
Texts the widget modules still show in English are listed in `PENDING`, named by where they
come from; they are reported, not failed, until those modules speak Chinese.
"""

from __future__ import annotations

import ast
import html
import io
import json
import keyword
import re
import tokenize
from dataclasses import dataclass
from pathlib import Path

from linklab.apps.page_apps import SETUP_CLASS
from linklab.core.events import REJECT_REASONS
from linklab.core.solver_events import FORCE_REASONS, GIVE_UP_REASONS, UNSOLVABLE_REASONS

#: Run in the kernel first: keeps the strings of the visible texts of every figure drawn (shown
#: inline, saved, or rendered into a widget's picture) under the number of the cell that drew
#: it, counted in the order the cells ran, and writes them all to a JSON file after each cell.
HOOK = """
def _record_drawn_texts(out):
    import json

    import matplotlib.figure
    from matplotlib.text import Text

    seen, cell, draw = {}, {"n": -1, "sources": []}, matplotlib.figure.Figure.draw

    def recording_draw(self, renderer):
        result = draw(self, renderer)
        kept = seen.setdefault(str(cell["n"]), [])
        for text in self.findobj(Text):
            shown = text.get_text()
            if text.get_visible() and shown.strip() and shown not in kept:
                kept.append(shown)
        return result

    def before(info):
        cell["n"] += 1
        cell["sources"].append(info.raw_cell)

    def after(result=None):
        with open(out, "w", encoding="utf-8") as file:
            json.dump({"drawn": seen, "sources": cell["sources"]}, file, ensure_ascii=False)

    matplotlib.figure.Figure.draw = recording_draw
    get_ipython().events.register("pre_run_cell", before)
    get_ipython().events.register("post_run_cell", after)


_record_drawn_texts({out!r})
del _record_drawn_texts
"""
SOURCES = Path(__file__).parent.parent / "linklab" / "documents" / "sources"
#: Latin words shown as they are in both editions.
ALLOWED = frozenset(
    {
        "BFS",
        "DFS",
        "YES",  # the judges' answers, as the formats print them
        "NO",
        "TRUE",
        "FALSE",
        "Yes",
        "No",
        "judge",  # the command line's words (linklab judge pair --as 000)
        "pair",
        "sixdigits",
        "png",
        "svg",
        "pdf",
        "gif",
        "json",
        "html",
        "csv",
        "txt",
        "PNG",
        "SVG",
        "PDF",
        "GIF",
        "ms",  # units
        "µs",
        "MB",
        "linklab",
        "True",
        "False",
        "None",
        "HDU",
        "Home",  # keys on the keyboard
        "End",
        "bfs",  # the search methods as code names them (method="fast")
        "dfs",
        "fast",
    }
)
#: The package's values that code compares against (``event.reason == "occupied"``,
#: ``result.status == "solved"``): a repr showing one shows code. Any other word in quotes in a
#: repr is shown to be read (``'back'``, ``Counter({'odd': 60})``).
CODE_VALUES = frozenset(
    {
        *REJECT_REASONS,
        *FORCE_REASONS,
        *UNSOLVABLE_REASONS,
        *GIVE_UP_REASONS,
        *("solved", "unsolvable", "unknown", "found", "exhausted", "refused"),
        *("bfs", "dfs", "fast"),
    }
)
#: The search methods as code names them: words a widget's label must not show as they are.
METHODS = frozenset({"bfs", "dfs", "fast"})
#: Words of C that are English words too: no names.
C_KEYWORDS = frozenset(
    {
        *("break", "case", "char", "const", "continue", "default", "do", "else", "for", "if"),
        *("include", "long", "namespace", "return", "short", "static", "struct", "switch"),
        *("using", "void", "while"),
    }
)
#: A cell whose output is a program's source code.
PRINTS_CODE = re.compile(r"inspect\.getsource\(")
#: Texts the widget modules (linklab/widgets/)
#: still show in English: a pattern each, and where it comes from.
PENDING: dict[str, str] = {
    r"'moves tried'": "solver_view.py: a counter's name, a key of the counts a cell prints",
}
#: A board written in letters (``*AB**``): tiles, not words.
_BOARD_ROW = re.compile(r"[A-Z0-9*.\s]+")
#: A quoted word with no space in it is a code value (``reason='search'``, ``"bfs"``), and so is
#: what stands between backticks (```turn```).
_QUOTED_CODE = re.compile(r"'[^'\s]*'|\"[^\"\s]*\"|`[^`]*`")
_MATH = re.compile(r"\\[A-Za-z]+")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
#: A call with its arguments (``my_dfs(board, (0, 0), (1, 2))``), brackets nested twice.
_CALL = re.compile(r"\b([A-Za-z_]\w*)\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)")
_TAG = re.compile(r"<style.*?</style>|<script.*?</script>|<[^>]+>", re.S)


@dataclass(frozen=True)
class Seen:
    """One text on the learner's screen: the notebook cell it belongs to, its kind, the text."""

    cell: int
    kind: str
    text: str


def install(nb, record: Path) -> None:
    """Put the drawing recorder first in ``nb``; it writes what is drawn into ``record``."""
    import nbformat

    source = HOOK.replace("{out!r}", repr(str(record)))
    nb.cells.insert(0, nbformat.v4.new_code_cell(source, metadata={"tags": ["screen-hook"]}))


def remove(nb) -> None:
    """Take out the cell `install` put in."""
    if nb.cells and "screen-hook" in nb.cells[0].metadata.get("tags", []):
        nb.cells.pop(0)


def plain(value: str) -> str:
    """The text an HTML fragment shows."""
    return html.unescape(_TAG.sub(" ", value))


def _lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


def _output_texts(output: dict) -> list[str]:
    if output.get("output_type") == "stream":
        return _lines(output.get("text", ""))
    if output.get("output_type") == "error":
        return [f"{output.get('ename')}: {output.get('evalue')}"]
    data = output.get("data", {})
    if "application/vnd.jupyter.widget-view+json" in data or "image/png" in data:
        return []  # the widget is read from its state, the picture from what was drawn
    if "text/html" in data:
        return _lines(plain(data["text/html"]))
    if "text/markdown" in data:
        return _lines(data["text/markdown"])
    value = data.get("text/plain", "")
    try:  # a value's repr, over several lines: read as one
        ast.parse(value.strip(), mode="eval")
    except (SyntaxError, ValueError):
        return _lines(value)
    return [value] if value.strip() else []


#: The widgets whose label takes its title from ``tooltip`` as it is (ipywidgets 8's
#: ``DescriptionView.updateTooltip``): with a description and a tooltip of None, hovering over
#: the label shows the word ``null``.
NULL_TITLED = frozenset(
    f"{name}Model"
    for name in (
        *("IntText", "BoundedIntText", "FloatText", "BoundedFloatText", "IntSlider"),
        *("FloatSlider", "FloatLogSlider", "IntRangeSlider", "FloatRangeSlider", "IntProgress"),
        *("FloatProgress", "RadioButtons", "ToggleButtons", "SelectionSlider"),
        *("SelectionRangeSlider", "ColorPicker", "DatePicker", "Datetime", "Time", "Valid"),
        *("Label", "HTML", "HTMLMath"),
    )
)


def _tooltip_texts(state: dict) -> list[str]:
    """What a widget shows when the pointer rests on it."""
    texts = [state[name] for name in ("tooltip", "title") if isinstance(state.get(name), str)]
    labels = state.get("labels")  # a player's controls: their titles (page_side.js)
    if isinstance(labels, dict):
        texts += [text for text in labels.values() if isinstance(text, str)]
    shown_null = state.get("_model_name") in NULL_TITLED and state.get("description")
    if shown_null and "tooltip" in state and state["tooltip"] is None:
        texts.append("null")
    return [text for text in texts if text.strip()]


def _widget_texts(state: dict) -> list[str]:
    if SETUP_CLASS in (state.get("_dom_classes") or []):
        return []  # the setup a static page starts the widget from: data, never shown
    texts = []
    for name in ("description", "placeholder"):
        if isinstance(state.get(name), str):
            texts.append(state[name])
    for name in ("_options_labels", "titles", "_titles"):
        value = state.get(name)
        texts += list(value.values() if isinstance(value, dict) else value or [])
    if state.get("_model_name") in ("HTMLModel", "LabelModel", "HTMLMathModel"):
        texts += _lines(plain(state.get("value") or ""))
    for output in state.get("outputs", []) or []:
        texts += _output_texts(output)
    return [text for text in texts if isinstance(text, str) and text.strip()]


def _widget_owner(nb) -> dict[str, int]:
    """Each widget model's cell: the cell whose output shows it or a widget holding it."""
    state = nb.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    models = state.get("state", {})
    owner: dict[str, int] = {}
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            view = output.get("data", {}).get("application/vnd.jupyter.widget-view+json")
            if view:
                owner.setdefault(view["model_id"], index)
    changed = True
    while changed:  # children take their parent's cell
        changed = False
        for model_id, model in models.items():
            if model_id not in owner:
                continue
            for ref in re.findall(r"IPY_MODEL_([0-9a-f]+)", json.dumps(model.get("state", {}))):
                if ref not in owner:
                    owner[ref] = owner[model_id]
                    changed = True
    return owner


def _masked(source: str) -> str:
    """``source`` with its IPython lines (``%matplotlib``, ``!ls``) blanked: Python to read."""
    return "\n".join(
        "" if line.lstrip().startswith(("%", "!")) else line for line in source.split("\n")
    )


def comments(source: str) -> list[str]:
    """The comments and docstrings of Python ``source``, as a reader of the cell sees them.

    >>> comments("x = 1  # one\\n%matplotlib inline\\ndef f():\\n    'Two.'\\n    return 'no'")
    ['one', 'Two.']
    """
    python = _masked(source)
    found = []
    try:
        for token in tokenize.generate_tokens(io.StringIO(python).readline):
            if token.type == tokenize.COMMENT:
                found.append((token.start, token.string.lstrip("#").strip()))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        pass
    try:
        tree = ast.parse(python)
    except SyntaxError:
        tree = None
    for node in ast.walk(tree) if tree is not None else ():
        if isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            docstring = ast.get_docstring(node, clean=True)
            if docstring:
                found.append(((node.body[0].lineno, node.body[0].col_offset), docstring))
    return [text for _, text in sorted(found) if text]


def seen(nb, record: Path | None = None) -> list[Seen]:
    """Every text of an executed ``nb`` a learner sees (after `remove`), with its cell."""
    found = []
    for index, cell in enumerate(nb.cells):
        if cell.cell_type == "code":
            found += [Seen(index, "comment", text) for text in comments(cell.source)]
        for output in cell.get("outputs", []):
            found += [Seen(index, "output", text) for text in _output_texts(output)]
    state = nb.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    owner = _widget_owner(nb)
    for model_id, model in state.get("state", {}).items():
        for text in _widget_texts(model.get("state", {})):
            found.append(Seen(owner.get(model_id, -1), "widget", text))
        for text in _tooltip_texts(model.get("state", {})):
            found.append(Seen(owner.get(model_id, -1), "tooltip", text))
    if record is not None and record.exists():
        written = json.loads(record.read_text("utf-8"))
        ran = [
            i for i, cell in enumerate(nb.cells) if cell.cell_type == "code" and cell.source.strip()
        ]
        for number, texts in written["drawn"].items():
            n = int(number)
            same = n < len(ran) and written["sources"][n] == nb.cells[ran[n]].source
            index = ran[n] if same else -1
            found += [Seen(index, "figure", text) for text in texts]
    return found


def identifiers(source: str) -> set[str]:
    """The names in Python ``source`` (strings and comments left out); keywords other than
    True, False and None are not names a text may use."""
    names = set()
    try:
        for token in tokenize.generate_tokens(io.StringIO(_masked(source)).readline):
            if token.type == tokenize.NAME:
                names.add(token.string)
    except (tokenize.TokenError, SyntaxError, IndentationError):
        pass
    return {name for name in names if not keyword.iskeyword(name) or name in ALLOWED}


def _source_lines() -> list[str]:
    """The lines of the documents' C programs, longest first: printed, they are code."""
    lines = {
        line.strip() for path in SOURCES.glob("*") for line in path.read_text("utf-8").splitlines()
    }
    return sorted((line for line in lines if len(line) >= 4), key=len, reverse=True)


def allowed_words(nb) -> set[str]:
    """What may stay Latin in ``nb``: `ALLOWED`, its code's names and the C programs' names,
    each name also split at its underscores."""
    names = set(ALLOWED)
    for cell in nb.cells:
        if cell.cell_type == "code":
            names |= identifiers(cell.source)
    for path in SOURCES.glob("*"):
        code = re.sub(r'"[^"\n]*"|//.*|(?s:/\*.*?\*/)', "", path.read_text("utf-8"))
        names |= set(re.findall(r"[A-Za-z_]\w*", code)) - C_KEYWORDS
    return names | {part for name in names for part in name.split("_") if part}


def _is_value(node: ast.expr) -> bool:
    """Whether ``node`` is how Python shows a value: a literal, a container, or a call of a
    class (``Enqueued(...)``, ``Counter(...)``) or of ``mappingproxy``."""
    if isinstance(node, ast.Constant | ast.List | ast.Tuple | ast.Dict | ast.Set):
        return True
    if isinstance(node, ast.Call):
        name = ast.unparse(node.func).rsplit(".", 1)[-1]
        return name[:1].isupper() or name == "mappingproxy"
    return False


def _prose(text: str) -> str:
    """The part of ``text`` that is prose: all of it, or the spaced strings of a repr."""
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError):
        return _MATH.sub(" ", text)
    if not _is_value(tree.body):
        return text  # words that happen to parse, such as "dequeue (1, 2)"
    strings = [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    ]
    return " ".join(text for text in strings if " " in text or not _code_value(text))


def _code_value(text: str) -> bool:
    """Whether a string a repr shows is code: one of `CODE_VALUES`, a class's name
    (``'Hopeless'``) or a file's (``'greedy-01.png'``)."""
    named = text.isidentifier() and text[:1].isupper()
    return text in CODE_VALUES or named or bool(re.fullmatch(r"[\w./-]+\.[A-Za-z]{2,4}", text))


def english_words(text: str, allowed: set[str], as_is: frozenset[str] = ALLOWED) -> list[str]:
    """The words of ``text`` that are English and not allowed.

    A word with an underscore, a digit or a capital inside (``off_board``, ``hdu1175``,
    ``SolveResult``) is code, and so is an attribute, an option, a keyword argument, a class
    called, a quoted word and a line of a document's C program (``board.rows``, ``--as``,
    ``held=``, ``Move(``, ``'search'``, ``if(map[x][y]!=0) return;``);
    a plain word of
    ``allowed`` is a name only where it reads as one, before ``.``, ``(``, ``[`` or ``=``
    (``visit[2]``): elsewhere it is English.

    >>> english_words("BFS 第 3 步：入队 (1, 3)", {"BFS"})
    []
    >>> english_words("step 3: enqueue (1, 3)", {"BFS"})
    ['step', 'enqueue']
    >>> english_words("Rejected(cell=(2, 2), reason='occupied', note='two words')", set())
    ['two', 'words']
    >>> english_words("[(Heading.RIGHT, 1, 'back')], Counter({'odd': 60})", set())
    ['back', 'odd']
    >>> english_words("reads visit[2][6]; the goal", {"visit", "goal"})
    ['reads', 'the', 'goal']
    >>> english_words("提示：Move(a=(0, 0), held=()), reason='search', bytes.find", set())
    []
    >>> english_words("my_dfs(board, (0, 0), (1, 2))，其中 board =", {"board"})
    []
    >>> english_words("find(the board) is the way", {"board"})
    ['find', 'the', 'board', 'is', 'the', 'way']
    """
    prose = _prose(text)
    for line in _SOURCE_LINES:
        if line in prose:
            prose = prose.replace(line, " ")
    prose = _QUOTED_CODE.sub(" ", prose)
    prose = _CALL.sub(lambda m: " " if _is_code_name(m.group(1), allowed) else m.group(), prose)
    found = []
    for match in _NAME.finditer(prose):
        word = match.group()
        if sum(char.isalpha() for char in word) < 2 or word in as_is:
            continue
        if "_" in word or any(c.isdigit() for c in word) or any(c.isupper() for c in word[1:]):
            continue
        before = prose[match.start() - 1 : match.start()]
        after = prose[match.end() : match.end() + 1]
        dotted = re.match(r"\.[A-Za-z_]", prose[match.end() : match.end() + 2])
        called = word[0].isupper() and after == "("
        if (before and before in ".-") or after == "=" or called or dotted:
            continue  # an attribute or what has one, an option, a keyword argument, a class
        assigned = re.match(r"\s*=(?!=)", prose[match.end() :])  # a name given a value
        if word in allowed and ((after and after in ".([]") or before == "[" or assigned):
            continue
        found.append(word)
    return found


def _is_code_name(word: str, allowed: set[str]) -> bool:
    """Whether ``word`` is code by its look (``my_dfs``, ``hdu1175``) or one of ``allowed``."""
    inner = word[1:]
    return "_" in word or any(c.isdigit() or c.isupper() for c in inner) or word in allowed


def pending_source(text: str) -> str | None:
    """Where a still-English widget text comes from, when it is one of `PENDING`."""
    return next((where for pattern, where in PENDING.items() if re.search(pattern, text)), None)


_SOURCE_LINES = _source_lines()


def unglossed_record(line: str) -> list[str]:
    """The English a value printed bare shows: the field names of a record
    (``Enqueued(cell=(1, 2), turns=0)``), also inside a list or a tuple, an enum's member
    (``Heading.DOWN``), a constant's name (``UNSET``) and the class names a ``Counter`` counts;
    none when a comment after it says what it means (``… # 入队，放在队尾``).

    >>> unglossed_record("Dequeued(cell=(0, 0), heading=None, turns=0)")
    ['cell', 'heading', 'turns']
    >>> unglossed_record("Dequeued(cell=(0, 0), heading=None, turns=0)  # 出队，接着扩展它")
    []
    >>> unglossed_record("(1, 2)"), unglossed_record("Counter({'α': 2, 'even': 60})")
    ([], [])
    >>> unglossed_record("[(98, Heading.DOWN, 2), (106, Heading.RIGHT, 1)]")
    ['DOWN', 'RIGHT']
    >>> unglossed_record("Counter({'Discovered': 52, 'LayoutDequeued': 51})")
    ['Discovered', 'LayoutDequeued']
    >>> unglossed_record("{1: UNSET, 2: 24}"), unglossed_record("(Summary(events=9), '3.0')")
    (['UNSET'], ['events'])
    """
    try:
        tree = ast.parse(line.strip().rstrip(","), mode="eval")
    except (SyntaxError, ValueError):
        return []
    if "#" in line or not _is_value(tree.body):
        return []
    found = []
    for node in ast.walk(tree.body):
        if isinstance(node, ast.Call) and _is_value(node):
            found += [keyword.arg for keyword in node.keywords if keyword.arg]
            counted = node.args[0] if node.args and ast.unparse(node.func) == "Counter" else None
            if isinstance(counted, ast.Dict):
                found += [
                    key.value
                    for key in counted.keys
                    if isinstance(key, ast.Constant)
                    and isinstance(key.value, str)
                    and re.fullmatch(r"(?:[A-Z][a-z]+)+", key.value)
                ]
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if node.value.id[:1].isupper() and node.attr.isupper():
                found.append(node.attr)
        elif isinstance(node, ast.Name) and node.id.isupper() and len(node.id) > 3:
            found.append(node.id)
    return found


def english(nb, record: Path | None = None) -> list[tuple[Seen, list[str]]]:
    """Every text of ``nb`` holding an English word outside the allow-list, with those words;
    and every record a cell prints bare (`unglossed_record`)."""
    allowed = allowed_words(nb)
    code_cells = {
        index
        for index, cell in enumerate(nb.cells)
        if cell.cell_type == "code" and PRINTS_CODE.search(cell.source)
    }
    found, shown = [], set()
    for item in seen(nb, record):
        if item.kind == "output" and item.cell in code_cells:
            continue
        if _BOARD_ROW.fullmatch(item.text):
            continue
        if item.kind in ("widget", "tooltip"):  # a label names a method in words, not as code
            words = english_words(item.text, allowed - METHODS, ALLOWED - METHODS)
        else:
            words = english_words(item.text, allowed)
        if words and item not in shown:
            shown.add(item)
            found.append((item, words))
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            drawn = "application/vnd.jupyter.widget-view+json" in data or "image/png" in data
            shown_value = "" if drawn else data.get("text/plain", "")
            printed = output.get("text", "") if output.get("name") == "stdout" else ""
            for line in _lines(printed) + [shown_value.strip()] * bool(shown_value.strip()):
                fields = unglossed_record(line)
                item = Seen(index, "output", line)
                if fields and item not in shown:
                    shown.add(item)
                    found.append((item, fields))
    return found


def report(found: list[tuple[Seen, list[str]]], notebook: str) -> str:
    """One line a text: notebook, cell (counted from 1, as the notebook's reader counts them),
    kind, the text and its English words."""
    return "\n".join(
        f"{notebook} cell {item.cell + 1 if item.cell >= 0 else '?'} ({item.kind}): "
        f"{item.text[:120]!r} — {', '.join(words)}"
        for item, words in found
    )
