"""The static pages' own Python: every exercise check runs in the page, on Pyodide's core.

At build time `copy_python` packs Pyodide's core (npm's ``pyodide``, at the version
`linklab.site.assets.NPM_PACKAGES` pins: the loader, the interpreter's wasm, the standard library)
and linklab's pure-Python modules (`page_modules`) into ``site/_static/python/``, once for every
page. A page opened from disk may load a script by ``<script src>`` but may not fetch a file
nor start a worker from one, so each asset is a script holding its bytes gzipped in base 64
(`packed_script`); the page unpacks them in a worker started from a Blob, whose ``fetch`` serves
them (`PAGE_SCRIPT`). No request leaves ``site/``. The worker starts from a memory snapshot
the build makes in node (`make_snapshot`: Pyodide started, linklab's modules imported), so a page
starts no Python of its own; one worker serves the page's exercise checks and its live parts.

`add_checks` turns each exercise of an executed notebook into one the page runs: the exercise
cell's source becomes editable, a Check button sits in the check cell, and pressing it runs
both cells there (`linklab.course.page_check`) after the notebook's setup (`setup_of`), the verdict
put where the notebook shows it, in the page's language. The first press loads Python (a line
counts the seconds); later ones reuse it. A loop of the exercise cell's own that never ends is
stopped after `linklab.course.page_check.CELL_SECONDS`, its line named (a call that cannot be
interrupted has its worker ended soon after, within 3 s of the press); one in a function it
defines, inside the check (`linklab.course.selfcheck` keeps its time limit there by watching the
learner's loop turns); and a cell that still runs past `RUN_SECONDS` has its worker ended: the
verdict says the code did not finish.

Examples
--------
>>> name, data = unpacked(packed_script("hello.txt", b"hello"))
>>> name, data
('hello.txt', b'hello')
>>> "linklab.core.board" in page_modules(), "linklab.render.draw" in page_modules()
(True, False)
"""

from __future__ import annotations

import ast
import base64
import functools
import gzip
import html
import io
import json
import re
import sys
import zipfile
from collections.abc import Mapping
from pathlib import Path

from linklab.apps.page_protocol import protocol_json
from linklab.site import save
from linklab.site.made_once import made_once

ROOT = Path(__file__).resolve().parents[2]  # the checkout: linklab/site/ is two folders down
FOLDER = "python"  # inside site/_static
#: The layers the page's Python holds, whole: pure Python, as ``linklab``'s docstring says.
PAGE_LAYERS = ("i18n", "core", "documents", "render.scene", "course", "apps")
#: The packed scripts, each holding some of the files the worker reads (by name).
PACKED = {
    "python-loader.js": ("pyodide.js", "pyodide.asm.js", "pyodide-lock.json"),
    "python-wasm.js": ("pyodide.asm.wasm",),
    "python-stdlib.js": ("python_stdlib.zip",),
    "python-linklab.js": ("linklab.zip",),
    "python-snapshot.js": ("python.snapshot",),
}
#: What the page's Python has done when its memory is written (`make_snapshot`): every module
#: the checks and the live parts run, imported, so that a worker starts with them in it. No
#: module that reads what JavaScript offers as it is imported (``pyodide.http``): node's is not
#: the page's.
SNAPSHOT_PROGRAM = (
    "import sys\n"
    "sys.path.insert(0, '/home/pyodide/course')\n"
    "import linklab, linklab.course.page_check, linklab.course.exercises\n"
    "import linklab.course.selfcheck, linklab.course.learner_search, linklab.apps.page_apps\n"
    "import linklab.apps.page_practice\n"  # the practice page's part
    # what a check works out once, worked out now: the first right check costs what the next does
    "from linklab.course.selfcheck.ahead import work_out_ahead; work_out_ahead()\n"
    "import gc; gc.collect(); gc.freeze()\n"  # what is there now, never scanned again
)
PAGE_SCRIPT_NAME = "check.js"
#: Seconds a press of Check may run before its worker is ended (the check's own limit in a
#: page, `linklab.course.selfcheck.PAGE_SECONDS`, comes before: "stopped", never "passed").
RUN_SECONDS = 60
#: Megabytes a check's calls may take in the page beyond what its Python held when the check
#: began: past them a call raises MemoryError, its line naming the limit
#: (`linklab.course.selfcheck.guard.MEMORY_TEXT`). A course page holds about 390 MB (PSS)
#: when its Python is ready, 36 MB of it the Python's, and up to 490 MB while a spare starts;
#: a list that doubles takes it the limit's height above that (`benchmarks/bench_runaway.py
#: --page`), so the limit keeps the page under 500 MB. A check's boards are at most 12x12.
CHECK_MEMORY_MB = 48
#: Megabytes the page's Python may have grown by since it was ready (a WebAssembly memory
#: never shrinks) before its worker is ended, once the verdict is shown, and a spare started.
SPARE_MB = 32
IN_PAGE = "linklab_in_page"  # a check cell's metadata: the page runs it
CHECK_CALLS = ("ll.exercises.check(", "ll.selfcheck.check_")

#: The page's words, in English; ``linklab.i18n.zh`` translates each.
WORDS = {
    "check": "Check",
    "loading": "loading Python… {seconds} s",
    "checking": "checking… {seconds} s",
    "ready": "Python ready in {seconds} s",
    "editor": "the exercise cell, editable",
    "stopped": (
        "✗ Not yet: the code did not finish within {seconds} s (does a loop never end?). "
        "Python starts afresh at the next check."
    ),
    "memory": (
        "✗ Not yet: the code asked for more memory than this page's Python has (a list of a "
        "billion items?). Python starts afresh at the next check."
    ),
    "failed": "Python could not start in this page: {error}",
    "from_disk": (
        "Opened from a file, this browser may refuse it: serve the folder "
        "(linklab app --page, or python3 -m http.server -d site) and open it from there."
    ),
}


# --- the assets --------------------------------------------------------------------------


def packed_script(name: str, data: bytes) -> str:
    """A script that keeps ``data``, gzipped, in base 64, as ``linklabPython[name]``."""
    encoded = base64.b64encode(gzip.compress(data, 9, mtime=0)).decode("ascii")
    key = json.dumps(name).replace("<", "\\u003c")
    return f'(globalThis.linklabPython ||= {{}})[{key}] = "{encoded}";\n'


_PACKED = re.compile(
    r'\(globalThis\.linklabPython \|\|= \{\}\)\[("(?:[^"\\]|\\.)*")\] = "([^"]*)";'
)


def unpacked(script: str) -> tuple[str, bytes]:
    """The name and the bytes `packed_script` put in ``script`` (its first)."""
    found = _PACKED.search(script)
    if not found:
        raise ValueError("not a packed script")
    return json.loads(found.group(1)), gzip.decompress(base64.b64decode(found.group(2)))


def classic_script(module: str) -> str:
    """Pyodide's ``pyodide.asm.mjs`` (an ES module) as a plain script that defines
    ``_createPyodideModule``, for a worker to run with ``eval``."""
    ending = "export default _createPyodideModule;"
    if ending not in module or "import.meta.url" not in module:
        raise RuntimeError("pyodide.asm.mjs is not as expected: is the pinned version installed?")
    script = module.replace(ending, "globalThis._createPyodideModule = _createPyodideModule;")
    return script.replace("import.meta.url", '"https://python.linklab.invalid/pyodide.asm.mjs"')


#: Parts of Pyodide's standard library that neither the checks nor Pyodide's own start-up
#: import: left out of the page (there a learner's ``import unittest`` fails, one line says so).
LEFT_OUT = frozenset(
    [
        "_pyrepl",
        "xml",
        "xmlrpc",
        "multiprocessing",
        "unittest",
        "wsgiref",
        "sqlite3",
        "tomllib",
        "zoneinfo",
        "__phello__",
        "pydoc.py",
        "pydoc_data",
        "pdb.py",
        "doctest.py",
        "tarfile.py",
        "imaplib.py",
        "smtplib.py",
        "poplib.py",
        "ftplib.py",
        "mailbox.py",
        "turtle.py",
        "idlelib",
        "tkinter",
        "ensurepip",
        "venv",
        "curses",
        "dbm",
        "lib2to3",
        "turtledemo",
    ]
)


def trimmed_stdlib(data: bytes, left_out: frozenset[str] = LEFT_OUT) -> bytes:
    """Pyodide's standard library zip without the parts ``left_out`` (top-level names), its
    files stored uncompressed: the page gzips the whole, which packs it smaller than file by
    file.

    >>> buffer = io.BytesIO()
    >>> with zipfile.ZipFile(buffer, "w") as archive:
    ...     archive.writestr("json/__init__.py", "x = 1")
    ...     archive.writestr("unittest/case.py", "y = 2")
    >>> zipfile.ZipFile(io.BytesIO(trimmed_stdlib(buffer.getvalue()))).namelist()
    ['json/__init__.py']
    """
    kept = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(kept, "w") as out:
        for info in source.infolist():
            if info.filename.split("/")[0] not in left_out:
                out.writestr(zipfile.ZipInfo(info.filename, info.date_time), source.read(info))
    return kept.getvalue()


def _module_file(name: str) -> Path | None:
    parts = name.split(".")
    if parts[0] != "linklab":
        return None
    base = ROOT.joinpath(*parts)
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def page_modules() -> list[str]:
    """linklab's modules the page's Python holds: the package's front (``linklab``, with the
    table of its public names) and every module of the pure-Python layers, `PAGE_LAYERS`
    (``tests/test_layers.py`` holds them to the standard library)."""
    found = ["linklab", "linklab.public"]
    for layer in PAGE_LAYERS:
        folder = ROOT / "linklab" / layer.replace(".", "/")
        found += [
            ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
            for path in sorted(folder.rglob("*.py"))
        ]
    return sorted(found)


def linklab_zip(modules: list[str] | None = None) -> bytes:
    """The source of ``modules`` (`page_modules` by default) as a zip, paths from the
    package's folder up (``linklab/core/board.py``), with the public names' table
    (``linklab/__init__.pyi``)."""
    names = page_modules() if modules is None else modules
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in names:
            path = _module_file(name)
            if path is None:
                raise ValueError(f"{name} is not a module of linklab")
            archive.writestr(
                zipfile.ZipInfo(str(path.relative_to(ROOT)), (2020, 1, 1, 0, 0, 0)),
                path.read_bytes(),
                zipfile.ZIP_DEFLATED,
            )
        for path in sorted((ROOT / "linklab" / "documents" / "sources").iterdir()):
            archive.writestr(  # the documents' programs, which their panes print
                zipfile.ZipInfo(str(path.relative_to(ROOT)), (2020, 1, 1, 0, 0, 0)),
                path.read_bytes(),
                zipfile.ZIP_DEFLATED,
            )
        stub = ROOT / "linklab" / "__init__.pyi"
        archive.writestr(
            zipfile.ZipInfo("linklab/__init__.pyi", (2020, 1, 1, 0, 0, 0)), stub.read_bytes()
        )
    return buffer.getvalue()


def make_snapshot(pyodide: Path, stdlib: bytes, linklab: bytes) -> bytes:
    """The memory of Pyodide's core started in node on ``stdlib`` (the page's standard library
    zip) with ``linklab`` (`linklab_zip`) unpacked and `SNAPSHOT_PROGRAM` run (``snapshot.mjs``):
    what the page's worker starts from. Needs node; one line says why it failed."""
    import shutil
    import subprocess
    import tempfile

    node = shutil.which("node")
    if node is None:
        raise RuntimeError("the static site needs node (apt-get install nodejs npm)")
    with tempfile.TemporaryDirectory(prefix="linklab-snapshot-") as folder:
        work = Path(folder)
        (work / "python_stdlib.zip").write_bytes(stdlib)
        (work / "linklab.zip").write_bytes(linklab)
        (work / "program.py").write_text(SNAPSHOT_PROGRAM, encoding="utf-8")
        out = work / "python.snapshot"
        names = ("python_stdlib.zip", "linklab.zip", "program.py", "python.snapshot")
        done = subprocess.run(
            [node, str(Path(__file__).with_name("snapshot.mjs")), str(pyodide)]
            + [str(work / name) for name in names],
            capture_output=True,
            text=True,
            timeout=600,
        )
        if done.returncode != 0 or not out.exists():
            said = [line.strip() for line in done.stderr.splitlines() if "Error" in line]
            last = (said or ["no error given"])[-1][:200]
            raise RuntimeError(f"the page's Python could not be started in node: {last}")
        return out.read_bytes()


def page_script(packed: list[str]) -> str:
    """The page's script (``page_python.js``) with the names of its ``packed`` scripts and the
    table of the messages its Python takes (`linklab.apps.page_protocol`) filled in.

    >>> "PAGE_PROTOCOL" in page_script([]), '"start"' in page_script([])
    (False, True)
    """
    page = PAGE_SCRIPT.replace("PACKED_SCRIPTS", json.dumps(packed))
    page = page.replace("PAGE_MEMORY", json.dumps({"check": CHECK_MEMORY_MB, "spare": SPARE_MB}))
    return page.replace("PAGE_PROTOCOL", protocol_json())


def copy_python(modules: Path, static: Path, made: Path | None = None) -> dict[str, int]:
    """Write the packed scripts and the page's script into ``static/python`` (``static`` is
    the site's ``_static``), from npm's ``modules``; each file's size in bytes. The snapshot
    and the packed scripts are made once for the same inputs (`linklab.site.made_once`), kept
    in ``made`` (``made/`` beside ``modules`` by default)."""
    made = modules.parent / "made" if made is None else made
    pyodide = modules / "pyodide"
    files = {
        "pyodide.js": (pyodide / "pyodide.js").read_bytes(),
        "pyodide.asm.js": classic_script(
            (pyodide / "pyodide.asm.mjs").read_text(encoding="utf-8")
        ).encode("utf-8"),
        "pyodide-lock.json": (pyodide / "pyodide-lock.json").read_bytes(),
        "pyodide.asm.wasm": (pyodide / "pyodide.asm.wasm").read_bytes(),
        "python_stdlib.zip": trimmed_stdlib((pyodide / "python_stdlib.zip").read_bytes()),
        "linklab.zip": linklab_zip(),
    }
    # what each packed script is made from: its files, and the snapshot's own inputs
    inputs = {
        script: [part for name in names if name in files for part in (name.encode(), files[name])]
        for script, names in PACKED.items()
    }
    inputs["python-snapshot.js"] += [
        files["python_stdlib.zip"],
        files["linklab.zip"],
        *(files[name] for name in ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm")),
        SNAPSHOT_PROGRAM.encode("utf-8"),
        Path(__file__).with_name("snapshot.mjs").read_bytes(),
        _node_stamp(),
    ]

    def pack(names: tuple[str, ...]) -> bytes:
        if "python.snapshot" in names:
            files["python.snapshot"] = make_snapshot(
                pyodide, files["python_stdlib.zip"], files["linklab.zip"]
            )
        return "".join(packed_script(name, files[name]) for name in names).encode("ascii")

    folder = static / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    sizes = {}
    for script, names in PACKED.items():
        packed = made_once(made, inputs[script], functools.partial(pack, names))
        (folder / script).write_bytes(packed)
        sizes[script] = len(packed)
    page = page_script(list(PACKED))
    (folder / PAGE_SCRIPT_NAME).write_text(page, encoding="utf-8")
    sizes[PAGE_SCRIPT_NAME] = len(page.encode("utf-8"))
    live_script = live_script_text().encode("utf-8")
    (folder / "live.js").write_bytes(live_script)
    sizes["live.js"] = len(live_script)
    kept = (Path(__file__).with_name("keep.js")).read_bytes()  # linklab.site.keep
    (folder / "keep.js").write_bytes(kept)
    sizes["keep.js"] = len(kept)
    sizes.update(save.copy_scripts(folder))  # save.js and gif.js
    return sizes


def _node_stamp() -> bytes:
    """Which node makes the snapshot: its path, size and time, for `made_once`'s digest."""
    import shutil

    node = shutil.which("node")
    if node is None:
        return b""
    stat = Path(node).resolve().stat()
    return f"{Path(node).resolve()} {stat.st_size} {stat.st_mtime_ns}".encode()


# --- the exercises of a page ----------------------------------------------------------------


def _parsed(source: str) -> ast.Module | None:
    """A cell's code without its notebook magics (``%...``, ``!...``), parsed; or None."""
    lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
    try:
        return ast.parse("\n".join(lines))
    except SyntaxError:
        return None


def _imports_in_the_page(name: str) -> bool:
    """Whether ``linklab.<name>`` (a module, or a public name of the package) imports in the
    page: its module is one of `page_modules`."""
    from linklab.public import home_module, public_names

    module = home_module(name) if name in public_names() else f"linklab.{name}"
    return module in _page_modules()


@functools.cache
def _page_modules() -> frozenset[str]:
    return frozenset(page_modules())


def _kept(node: ast.stmt, modules: Mapping[str, str]) -> bool:
    """Whether a top-level statement is setup the page can run: an import of the standard
    library or of linklab's packed modules, or a name for a module (``six = ll.sixdigits``)."""
    stdlib = set(sys.stdlib_module_names)

    def importable(module: str) -> bool:
        top, _, rest = module.partition(".")
        return top in stdlib or (top == "linklab" and (not rest or _imports_in_the_page(rest)))

    if isinstance(node, ast.Import):
        return all(importable(alias.name) for alias in node.names)
    if isinstance(node, ast.ImportFrom):
        if node.level or not importable(node.module or ""):
            return False
        return node.module != "linklab" or all(
            _imports_in_the_page(alias.name) for alias in node.names
        )
    if isinstance(node, ast.Assign) and len(node.targets) == 1:
        chain, value = [], node.value
        while isinstance(value, ast.Attribute):
            chain.append(value.attr)
            value = value.value
        return (
            isinstance(node.targets[0], ast.Name)
            and bool(chain)
            and isinstance(value, ast.Name)
            and value.id in modules
            and (modules[value.id] != "linklab" or _imports_in_the_page(chain[-1]))
        )
    return False


def setup_of(cells: list[str]) -> str:
    """The setup the page runs before an exercise whose notebook's earlier code cells are
    ``cells``: their imports and module names, in order.

    >>> setup_of(["%matplotlib inline\\nimport matplotlib.pyplot as plt\\nimport linklab as ll",
    ...           "six = ll.sixdigits\\nboard = ll.parse_board('1 1')"])
    'import linklab as ll\\nsix = ll.sixdigits'
    """
    kept: list[str] = []
    modules: dict[str, str] = {}  # a name the setup binds to a module: "linklab" or another
    for source in cells:
        tree = _parsed(source)
        for node in tree.body if tree else []:
            if _kept(node, modules):
                kept.append(ast.unparse(node))
                if isinstance(node, ast.Import):
                    for alias in node.names:
                        modules[(alias.asname or alias.name).split(".")[0]] = alias.name
                elif isinstance(node, ast.ImportFrom):
                    module = node.module or ""  # _kept keeps no relative import
                    modules.update({a.asname or a.name: module for a in node.names})
                elif isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
                    modules[node.targets[0].id] = "other"
    return "\n".join(kept)


def _bound(tree: ast.Module) -> set[str]:
    """Names a cell binds at its top level."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
    return names


def runs_in_page(setup: str, exercise: str, check: str) -> bool:
    """Whether the page can run ``check`` after ``exercise``: every name it reads is the
    setup's, the exercise cell's or a builtin one.

    >>> setup, exercise = "import linklab as ll", "prediction = ..."
    >>> runs_in_page(setup, exercise, 'll.exercises.check("02.1", prediction)')
    True
    >>> runs_in_page(setup, exercise, "ll.exercises.check(board, prediction)")
    False
    """
    import builtins

    setup_tree, exercise_tree, check_tree = (_parsed(source) for source in (setup, exercise, check))
    if setup_tree is None or exercise_tree is None or check_tree is None:
        return False
    known = _bound(setup_tree) | _bound(exercise_tree) | set(dir(builtins))
    read = {n.id for n in ast.walk(check_tree) if isinstance(n, ast.Name) and n.id not in known}
    return not read


def _is_check(cell) -> bool:
    return cell.cell_type == "code" and any(call in cell.source for call in CHECK_CALLS)


def check_block(exercise_cell, check_cell, setup: str, language: str) -> str:
    """The HTML put first in a check cell's outputs: the Check button, its status line, and
    what the page's script needs (the cells' sources, the setup, the words)."""
    from linklab.course.page_check import CELL_SECONDS, EXERCISE_CELL
    from linklab.i18n import translate

    words = {key: translate(text, language) for key, text in WORDS.items()}
    data = {
        "cell": exercise_cell.get("id", ""),
        "exercise": exercise_cell.source,
        "check": check_cell.source,
        "setup": setup,
        "language": language,
        "seconds": RUN_SECONDS,
        "cell_seconds": CELL_SECONDS,
        "exercise_cell": EXERCISE_CELL,
        "words": words,
    }
    payload = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    return (
        f'<div class="linklab-python-check" lang="{"zh-CN" if language == "zh" else "en"}">'
        f'<button type="button" class="linklab-python-button">{html.escape(words["check"])}'
        '</button><span class="linklab-python-status" role="status" aria-live="polite"></span>'
        f'<script type="application/json" class="linklab-python-cells">{payload}</script></div>'
    )


def add_checks(nb, language: str) -> list[int]:
    """Give every exercise of ``nb`` the page can run its Check button, in place (the check
    cell's metadata then says so, `IN_PAGE`); the indexes of those check cells."""
    import nbformat

    from linklab.course.exercises import EXERCISE_TAG

    done = []
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code" or EXERCISE_TAG not in cell.get("metadata", {}).get("tags", []):
            continue
        later = [i for i in range(index + 1, len(nb.cells)) if nb.cells[i].cell_type == "code"]
        if not later or not _is_check(nb.cells[later[0]]):
            continue
        check = nb.cells[later[0]]
        earlier = [c.source for c in nb.cells[:index] if c.cell_type == "code"]
        setup = setup_of(earlier) or "import linklab as ll"
        if check.get("metadata", {}).get(IN_PAGE) or not runs_in_page(
            setup, cell.source, check.source
        ):
            continue
        block = check_block(cell, check, setup, language)
        check.outputs.insert(0, nbformat.v4.new_output("display_data", {"text/html": block}))
        check.metadata[IN_PAGE] = True
        done.append(later[0])
    return done


def page_script_tag(body: str, static: str) -> str:
    """``body`` (a page) with the page's script added when it has a Check button; ``static``
    is the address of the site's ``_static`` from the page.

    >>> page_script_tag("<head></head><div class='linklab-python-check'>", "../_static")[:62]
    '<head><script src="../_static/python/check.js" defer></script>'
    """
    if "linklab-python-check" not in body:
        return body
    tag = f'<script src="{static}/{FOLDER}/{PAGE_SCRIPT_NAME}" defer></script>\n'
    return body.replace("</head>", tag + "</head>", 1)


# --- the page's script -----------------------------------------------------------------------

#: The page's script: makes each exercise cell editable, and runs a check in a worker that
#: loads Pyodide from the packed scripts (the worker's source is `workerMain`, as text).
PAGE_SCRIPT = (Path(__file__).with_name("page_python.js")).read_text(encoding="utf-8")


def live_script_text() -> str:
    """The live parts' script as the page loads it: ``live.js``, after the links it reads and
    writes (``links.js``) and the scene drawing it shares with the players
    (`linklab.widgets.stage.svg_steps_script`), in a scope of its own.

    >>> text = live_script_text()
    >>> text.startswith("(() => {") and "function drawSvgList" in text
    True
    """
    from linklab.widgets.stage import svg_steps_script

    here = Path(__file__).parent
    live = (here / "links.js").read_text(encoding="utf-8") + (here / "live.js").read_text("utf-8")
    return "(() => {\n" + svg_steps_script() + "\n" + live + "\n})();\n"
