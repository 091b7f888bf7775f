"""A first failing check on a fresh page: its probes read from the package or worked out.

For each kind of check (``check_link``, ``check_bfs_path``, ``check_dfs``, ``check_can_reach``),
a function of ``tests/programs/misconceptions.py`` that fails it is checked in a fresh
interpreter, the first thing it does, as a learner's first press on a fresh page: once with the
catalogue's probes read from the table shipped with the package
(`linklab.course.selfcheck.probe_table`), once with them worked out at the press as they were
before (`misconceptions.work_out_probes`). Each is measured twice, in its own child process:
the CPU time of the check, and its calls counted as ``tests/counted_work.py`` counts them. The
page's Python is about 2 to 5 times slower than this one. Also printed: what the table adds to
the page's package, in bytes.

``--page PAGE`` (a built notebook 03, ``site/en/03-dfs-and-pruning.html``) measures the page
instead: opened from disk in headless Chromium, its Python ready, a wrong ``my_dfs`` is checked
twice, each from the press to its verdict (the page's clock).

    python -m benchmarks.bench_first_check [--page site/en/03-dfs-and-pruning.html]
"""

from __future__ import annotations

import gzip
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHECKS = (
    ("link", "check_link", "target_as_wall"),
    ("bfs", "check_bfs_path", "bfs_pops_from_the_end"),
    ("dfs", "check_dfs", "dfs_never_unmarks"),
    ("six digits", "check_can_reach", "alpha_only"),
)
CHILD = """
import sys, time
from tests.counted_work import count_traced
from tests.programs import misconceptions as programs
from linklab.course.selfcheck import apart, checks, probe_table
apart.APART = False  # the check's own time, in this process
if {at_the_press!r}:
    probe_table.shipped = lambda kind, rules: None
call = lambda: getattr(checks, {check!r})(getattr(programs, {wrong!r}))
if {counted!r}:
    print(count_traced(call))
else:
    started = time.process_time()
    result = call()
    print(time.process_time() - started, result.status)
"""


def measure(check: str, wrong: str, at_the_press: bool, counted: bool) -> str:
    """One fresh interpreter's first check: its CPU seconds and status, or its counted calls."""
    code = CHILD.format(
        at_the_press=at_the_press,
        check=check,
        wrong=wrong,
        counted=counted,
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return done.stdout.split("\n")[-2]


def package_bytes() -> tuple[int, int]:
    """The page's package (`linklab.site.python.linklab_zip`) with and without the table."""
    from linklab.site.python import linklab_zip, page_modules

    every = page_modules()
    without = [name for name in every if not name.endswith(("probe_data", "probe_table"))]
    return len(linklab_zip(every)), len(linklab_zip(without))


#: A wrong ``my_dfs`` for the page: it joins any two cells of one kind in a straight segment.
WRONG_DFS = "def my_dfs(board, a, b):\n    return [a, b] if board[a] == board[b] else None\n"
#: Check pressed on the ``index``-th exercise with ``source`` in its editor: the press and the
#: verdict, in the page's ms.
PRESS = """async ([index, source]) => {
  const editor = document.querySelectorAll('textarea.linklab-python-editor')[index];
  editor.value = source;
  editor.dispatchEvent(new Event('input'));
  const start = window.linklabPythonLog.length;
  const pressed = performance.now();
  document.querySelectorAll('.linklab-python-check')[index].querySelector('button').click();
  while (!window.linklabPythonLog.slice(start).some((e) => e.event === 'verdict')) {
    await new Promise((done) => setTimeout(done, 10));
  }
  const verdicts = document.querySelectorAll('.linklab-python-verdict');
  return {pressed, verdict: window.linklabPythonLog.slice(start).find(
    (e) => e.event === 'verdict').at, text: verdicts[verdicts.length - 1].innerText};
}"""


def page_first_check(page_path: Path) -> None:
    """Print the first and second failing check of notebook 03's ``my_dfs`` in the page."""
    import os
    import time

    from playwright.sync_api import sync_playwright

    from linklab.site import build as site

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=site.CHROMIUM, headless=True, args=site.CHROMIUM_FLAGS
        )
        try:
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            site.offline(context, page_path.resolve().parent.parent)
            page = context.new_page()
            page.goto(page_path.resolve().as_uri())
            page.wait_for_function(
                "() => (window.linklabPythonLog || []).some((e) => e.event === 'ready')",
                timeout=300_000,
                polling=50,
            )
            time.sleep(2)  # Python ready, the page idle
            last = page.evaluate("document.querySelectorAll('.linklab-python-editor').length") - 1
            load = os.getloadavg()[0]
            for name in ("first", "second"):
                got = page.evaluate(PRESS, [last, WRONG_DFS])
                print(
                    f"{name} failing check_dfs in the page: press to verdict "
                    f"{(got['verdict'] - got['pressed']) / 1000:.2f} s; "
                    f"{got['text'].splitlines()[0]}"
                )
            print(f"load average {load:.2f}")
        finally:
            browser.close()


def main() -> None:
    if "--page" in sys.argv:
        page_first_check(Path(sys.argv[sys.argv.index("--page") + 1]))
        return
    print(
        f"{'first failing check':28} {'worked out at the press':>30} {'read from the package':>30}"
        f" {'ratio':>7}"
    )
    for kind, check, wrong in CHECKS:
        seconds, counts, status = [], [], ""
        for at_the_press in (True, False):
            took, status = measure(check, wrong, at_the_press, counted=False).split()
            seconds.append(float(took))
            counts.append(int(measure(check, wrong, at_the_press, counted=True)))
        cells = [f"{s:6.3f} s CPU, {c:>9,} calls" for s, c in zip(seconds, counts, strict=True)]
        print(
            f"{kind + ' (' + wrong + ')':28} {cells[0]:>30} {cells[1]:>30}"
            f" {seconds[1] / seconds[0]:6.2f}x  {status}",
            flush=True,
        )
    data = (ROOT / "linklab" / "course" / "selfcheck" / "probe_data.py").read_bytes()
    with_table, without = package_bytes()
    print(
        f"\nthe table: probe_data.py {len(data):,} bytes ({len(gzip.compress(data)):,} gzipped);"
        f" the page's package {with_table:,} bytes against {without:,} without it"
        f" (+{(with_table - without) / 1000:.1f} KB)"
    )


if __name__ == "__main__":
    main()
