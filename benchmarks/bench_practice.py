"""Practice questions: a question generated (its board and key) and an answer checked, for each
skill at each level, in milliseconds, beside the 100 ms a learner may wait for either, with the
load average of the machine while it ran. The board's picture in the widget (its HTML table) is
timed with the question, as the page draws it; a wrong answer is checked (it reads the most).

    python -m benchmarks.bench_practice [--seeds 20] [--levels 1,5] [--page SITE]

``--page SITE`` measures the same in the static practice page, ``SITE/en/practice.html``
(``make site``), opened from disk in headless Chromium: for each skill and level, a question
opened by its link (made by the page's Python and drawn) and a wrong answer checked, each from
the press to the view shown and to its next painted frame, with the page Python's part.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from linklab.course.practice import MAX_LEVEL, SKILLS, judge_answer, question
from linklab.course.practice.answers import typed_answer
from linklab.course.practice.worksheet import board_markdown

TARGET_MS = 100.0


def _wrong(q) -> str:
    right = typed_answer(q)
    return {"turns": "17", "word": "αα"}.get(q.form, "(1,1)") if right != "(1,1)" else "none"


def measure(skill: str, level: int, seeds: int) -> tuple[float, float]:
    """The median milliseconds to make a question (and draw its board as text) and to check a
    wrong answer to it, over ``seeds`` seeds."""
    made, checked = [], []
    for seed in range(seeds):
        start = time.perf_counter()
        q = question(skill, level, 10_000 + seed)
        board_markdown(q)
        made.append(time.perf_counter() - start)
        said = _wrong(q)
        start = time.perf_counter()
        judge_answer(q, said)
        checked.append(time.perf_counter() - start)
    return 1000 * statistics.median(made), 1000 * statistics.median(checked)


def measure_page(site: str, levels: list[int], seeds: int) -> float:
    """Print each skill's medians in the practice page of ``site``; the slowest, in ms."""
    from pathlib import Path

    from playwright.sync_api import sync_playwright

    from benchmarks import browser_kit
    from linklab.site import build as site_build

    out = Path(site)
    page_path = out / "en" / "practice.html"
    if not page_path.exists():
        raise SystemExit(f"{page_path}: no practice page (make site, or pass the site's folder)")
    worst = 0.0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=browser_kit.CHROMIUM, headless=True, args=browser_kit.CHROMIUM_FLAGS
        )
        context = browser.new_context()
        site_build.offline(context, out)
        page = context.new_page()
        start = time.perf_counter()
        page.goto(page_path.resolve().as_uri())
        page.wait_for_function(
            "() => !document.querySelector('#linklab-practice-answer').disabled",
            timeout=180_000,
        )
        print(
            f"the page's Python up and the first question shown in "
            f"{time.perf_counter() - start:.1f} s"
        )
        print(
            f"{'skill':<14}{'level':>6}{'question ms':>13}{'painted':>9}{'python':>8}"
            f"{'check ms':>10}{'painted':>9}{'python':>8}{'worst / 100 ms':>16}"
        )

        def timed(script: str, arg: object) -> dict:
            done = page.evaluate("window.linklabPracticeLog.length")
            page.evaluate(script, arg)
            page.wait_for_function(
                "(n) => window.linklabPracticeLog.length > n"
                " && window.linklabPracticeLog.at(-1).painted !== undefined",
                arg=done,
            )
            return page.evaluate("window.linklabPracticeLog.at(-1)")

        for skill in SKILLS:
            for level in levels:
                made, checked = [], []
                for seed in range(seeds):
                    q = question(skill, level, 10_000 + seed)
                    made.append(timed("(h) => (location.hash = h)", f"#{skill}/{level}/{q.seed}"))
                    checked.append(
                        timed(
                            "(said) => { document.querySelector('#linklab-practice-answer').value ="
                            " said; document.querySelector('.linklab-practice-check').click(); }",
                            _wrong(q),
                        )
                    )
                row = [
                    statistics.median(entry[key] for entry in entries)
                    for entries in (made, checked)
                    for key in ("ms", "painted", "python")
                ]
                worst = max(worst, row[1], row[4])
                print(
                    f"{skill:<14}{level:>6}{row[0]:>13.1f}{row[1]:>9.1f}{row[2]:>8.1f}"
                    f"{row[3]:>10.1f}{row[4]:>9.1f}{row[5]:>8.1f}"
                    f"{max(row[1], row[4]) / TARGET_MS:>16.3f}"
                )
        browser.close()
    return worst


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--levels", default=f"1,{MAX_LEVEL}")
    parser.add_argument("--page", metavar="SITE", help="measure the site's practice page too")
    args = parser.parse_args(argv)
    levels = [int(level) for level in args.levels.split(",")]
    question("pairs", 1, 0)  # imports and the six-digit table, once, as a page does at start
    load = os.getloadavg()[0]
    print(f"load average {load:.1f} on {os.cpu_count()} cores; medians over {args.seeds} seeds")
    print(f"{'skill':<14}{'level':>6}{'question ms':>13}{'check ms':>10}{'worst / 100 ms':>16}")
    worst = 0.0
    for skill in SKILLS:
        for level in levels:
            made, checked = measure(skill, level, args.seeds)
            worst = max(worst, made, checked)
            ratio = max(made, checked) / TARGET_MS
            print(f"{skill:<14}{level:>6}{made:>13.2f}{checked:>10.2f}{ratio:>16.3f}")
    print(f"slowest median: {worst:.2f} ms, {worst / TARGET_MS:.3f} of the 100 ms allowed")
    if args.page:
        print(
            f"\nin the practice page ({args.page}/en/practice.html), from disk, medians over "
            f"{args.seeds} seeds; load average {os.getloadavg()[0]:.1f}"
        )
        slowest = measure_page(args.page, levels, args.seeds)
        print(
            f"slowest median in the page, press to painted: {slowest:.1f} ms, "
            f"{slowest / TARGET_MS:.3f} of the 100 ms allowed; load average "
            f"{os.getloadavg()[0]:.1f}"
        )


if __name__ == "__main__":
    main()
