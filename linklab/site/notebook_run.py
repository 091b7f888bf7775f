"""One notebook executed for its page: top to bottom in a fresh kernel, every player keeping all
its frames, a cell that raises or is stuck named with its error (`PageFailed`), the time a cell
may take scaled by the machine's speed (`cell_limit`).

Examples
--------
>>> str(PageFailed(3, "ValueError: no board"))
'cell 3: ValueError: no board'
"""

from __future__ import annotations

import contextlib
import math
import os
import re
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

#: A cell still running after this long is stuck: ten minutes on a quick machine, scaled by the
#: machine's speed as measured when the build starts (`cell_limit`), so that a slow or loaded
#: machine, measured under that same load, gets as long in proportion and only a cell that never
#: ends is stopped. ``LINKLAB_CELL_LIMIT`` (seconds) sets it outright.
CELL_LIMIT = 600  # seconds, on a machine that runs `speed_probe` in `PROBE_SECONDS`


PROBE_SECONDS = 0.05


class PageFailed(Exception):
    """A notebook that did not run to its end: the cell (from 1) and its error's last line."""

    def __init__(self, cell: int, line: str) -> None:
        super().__init__(f"cell {cell}: {line}")
        self.cell, self.line = cell, line


def speed_probe() -> float:
    """Seconds this machine takes, now, for a fixed piece of pure Python (the best of three)."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        sum(i * i for i in range(1_000_000))
        best = min(best, time.perf_counter() - start)
    return best


def cell_limit() -> int:
    """Whole seconds a cell may run before it counts as stuck (see `CELL_LIMIT`)."""
    if os.environ.get("LINKLAB_CELL_LIMIT"):
        return int(os.environ["LINKLAB_CELL_LIMIT"])
    return math.ceil(CELL_LIMIT * max(1.0, speed_probe() / PROBE_SECONDS))


def slowest_cells(nb, count: int = 3) -> list[tuple[int, float]]:
    """The ``count`` cells of ``nb`` (executed) that ran longest, as (number from 1, seconds of
    the clock from their start to their reply), longest first: where a page's run goes.

    >>> import nbformat
    >>> cell = nbformat.v4.new_code_cell("x", metadata={"execution": {
    ...     "iopub.execute_input": "2026-12-07T10:00:00.5Z",
    ...     "shell.execute_reply": "2026-12-07T10:00:02Z"}})
    >>> slowest_cells(nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("m"), cell]))
    [(2, 1.5)]
    """
    from datetime import datetime

    found = []
    for number, cell in enumerate(nb.cells, 1):
        times = cell.get("metadata", {}).get("execution", {})
        start, end = times.get("iopub.execute_input"), times.get("shell.execute_reply")
        if start and end:
            seconds = datetime.fromisoformat(end) - datetime.fromisoformat(start)
            found.append((number, round(seconds.total_seconds(), 1)))
    return sorted(found, key=lambda cell: -cell[1])[:count]


def last_line(text: str) -> str:
    """The last non-blank line of ``text``, without terminal colours."""
    lines = [line.strip() for line in re.sub(r"\x1b\[[0-9;]*m", "", text).splitlines()]
    return next((line for line in reversed(lines) if line), "")


def stuck_line(limit: float) -> str:
    """What a page whose cell ran past ``limit`` seconds says.

    >>> stuck_line(3)
    'stuck: still running after 3 s'
    """
    return f"stuck: still running after {limit:.0f} s"


#: The cell a lecture-style run starts with, taken out after the run: the style in force for
#: every figure, and every PNG the kernel draws carrying its smallest text
#: (`linklab.render.text_sizes`), for the slides to be fitted by.
STAMP_CELL = (
    "from linklab.render import style as _s, text_sizes as _t\n"
    "_s.current()\n"  # the style's figure settings, from the first figure on
    "_t.stamp_pngs()\n"
    "del _s, _t"
)


#: The cell a page's run starts with when its slides are drawn from it, taken out after the run:
#: each cell that draws is drawn again in the lecture style (`linklab.site.lecture_twin`).
TWIN_CELL = "from linklab.site import lecture_twin as _lt\n_lt.start()\ndel _lt"


def execute(
    path: Path,
    language: str,
    limit: int | None = None,
    style: str = "default",
    twin: bool = False,
):
    """``path`` run top to bottom in a fresh kernel speaking ``language``, every player keeping
    all its frames, its figures and widgets in ``style`` (`linklab.render.style`; in the lecture
    style each PNG carries its smallest text); the notebook with its outputs and widget state.
    With ``twin``, each cell that draws carries its lecture-style drawing too
    (`linklab.site.lecture_twin`). A cell that raises, or runs longer than ``limit`` seconds
    (`cell_limit` by default), raises `PageFailed` naming it."""
    import nbformat

    nb = nbformat.read(path, as_version=4)
    first = STAMP_CELL if style == "lecture" else TWIN_CELL if twin else ""
    added = int(bool(first))
    if added:
        nb.cells.insert(0, nbformat.v4.new_code_cell(first))
    limit = cell_limit() if limit is None else limit
    settings = {"LINKLAB_LANG": language, "LINKLAB_ALL_FRAMES": "1", "LINKLAB_STYLE": style}
    with _kernel_environment(**settings), tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / language  # a folder named zh speaks Chinese too
        folder.mkdir()
        _run_cells(nb, folder, limit, added)
    del nb.cells[:added]
    return nb


@contextlib.contextmanager
def _kernel_environment(**values: str) -> Iterator[None]:
    """The environment ``values`` set for the kernels started inside, and put back after."""
    saved = {name: os.environ.get(name) for name in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _run_cells(nb, folder: Path, limit: int, added: int) -> None:
    """``nb`` run in a kernel in ``folder``; `PageFailed` names a cell, less the ``added``."""
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError

    running = [0]  # the cell started last, from 0, in the notebook as written

    def started(cell, cell_index, **_) -> None:
        running[0] = cell_index - added

    client = NotebookClient(
        nb,
        timeout=limit,
        kernel_name="python3",
        resources={"metadata": {"path": str(folder)}},
        store_widget_state=True,
        # a stuck cell is interrupted, so that its kernel answers before it is shut
        # down, rather than writing a traceback about its closed sockets
        interrupt_on_timeout=True,
        on_cell_start=started,
        # the kernel's start-up notice (plain TCP on localhost) on every page is noise;
        # its errors, and every cell's output, still show
        extra_arguments=["--IPKernelApp.log_level=ERROR"],
    )
    try:
        client.execute()
    except CellTimeoutError:
        raise PageFailed(running[0] + 1, stuck_line(limit)) from None
    except CellExecutionError as error:
        if error.ename == "KeyboardInterrupt":  # interrupted at the limit
            raise PageFailed(running[0] + 1, stuck_line(limit)) from None
        line = f"{error.ename}: {error.evalue}" if error.ename else last_line(str(error))
        raise PageFailed(running[0] + 1, last_line(line)) from error
    except DeadKernelError as error:
        died = f"the kernel died: {last_line(str(error))}"
        raise PageFailed(running[0] + 1, died) from error
