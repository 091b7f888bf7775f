"""The README's examples and those of the pages it links in docs/ run as written: their
command lines, their Python, their error message.

Each block is read out of its page and run from a fresh folder holding what a clone holds
(``examples/``) and the set-up ``.venv`` (a link to the one running these tests). A value a
Python line's comment promises (``find_path(...)  # ((0, 0), (1, 0), (1, 2))``) is checked.
"""

from __future__ import annotations

import ast
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = "README.md"
BLOCK = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)
HEADING = re.compile(r"^#+ (.*)$")


def sections(page: str = README) -> dict[str, list[tuple[str, str]]]:
    """A page's fenced blocks, as (language, text), by the heading they fall under."""
    text = (ROOT / page).read_text(encoding="utf-8")
    found: dict[str, list[tuple[str, str]]] = {}
    heading = ""
    position = 0
    for match in BLOCK.finditer(text):
        for line in text[position : match.start()].splitlines():
            if title := HEADING.match(line):
                heading = title.group(1).strip()
        found.setdefault(heading, []).append((match.group(1), match.group(2)))
        position = match.end()
    return found


def blocks(page: str, heading: str, language: str) -> list[str]:
    return [text for lang, text in sections(page).get(heading, []) if lang == language]


def test_the_readme_links_every_page_whose_examples_run_here():
    readme = (ROOT / README).read_text(encoding="utf-8")
    for page in ("docs/cli.md", "docs/lecture.md", "docs/package.md"):
        assert f"]({page})" in readme, page
        assert (ROOT / page).is_file(), page
    for name in (README, "README.zh-CN.md"):
        size = len((ROOT / name).read_bytes())
        assert size <= 10_000, f"{name} is {size} bytes: it is meant to be read to the end"


@pytest.fixture
def clone(tmp_path):
    """A folder as a fresh clone holds it after the setup: examples/ and .venv/."""
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    (tmp_path / ".venv").symlink_to(sys.prefix, target_is_directory=True)
    return tmp_path


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "DISPLAY")}
    env["PATH"] = "/usr/bin:/bin"  # nothing of ours on PATH but what the page puts there
    env["BROWSER"] = "true"  # a browser the app may "open" harmlessly
    env.pop("MPLBACKEND", None)
    return env


def test_the_readme_starts_with_its_two_commands():
    # The first block of the page, under its title and no other heading.
    heading, found = next(iter(sections().items()))
    assert heading == "linklab"
    first = found[0]
    assert first[0] == "sh"
    commands = [line.split("#")[0].strip() for line in first[1].splitlines()]
    assert commands == ["make lab", "make test"]


# Every command of the block, the hard deal among them (8 s of processor time): make test. In
# make check each docs page's first example runs (test_cli_practice.py) and the block's stress
# line is held to seconds (below).
@pytest.mark.slow
def test_the_command_line_block_runs_as_written(clone):
    (script,) = blocks("docs/cli.md", "Commands", "sh")
    assert script.startswith("source .venv/bin/activate")
    done = subprocess.run(
        ["bash", "-c", "set -euo pipefail -x\n" + script],
        cwd=clone,
        env=_env(),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    # What the comments promise.
    assert "wrote " in done.stdout and "path found" in done.stdout  # the draw line shows a path
    assert (clone / "exports" / "step.png").read_bytes()[:4] == b"\x89PNG"
    generated = (clone / "exports" / "my-board.txt").read_text()
    assert generated == (clone / "examples" / "board.txt").read_text()
    assert "random play gets stuck in" in done.stderr  # the hard board's measured difficulty
    # Everything written goes into exports/: the folder holds nothing else new.
    assert sorted(path.name for path in clone.iterdir()) == [".venv", "examples", "exports"]
    for name in ("pair", "hdu1175", "sixdigits"):
        assert (clone / "examples" / f"{name}.in").stat().st_size > 0
    assert "Traceback" not in done.stderr


def test_the_command_line_blocks_stress_is_a_first_try_of_seconds():
    # By default stress grows its inputs to 1000x1000 and tries 1,000 of them (a minute or
    # more); the page's first example asks for the small end of both, so it runs in seconds.
    import shlex

    from linklab.cli.main import build_parser

    (script,) = blocks("docs/cli.md", "Commands", "sh")
    (line,) = [line for line in script.splitlines() if line.startswith("linklab stress")]
    args = build_parser().parse_args(shlex.split(line.split("#")[0])[1:])
    assert args.grow and max(args.grow) <= 32, line
    assert args.cases <= 5, line


def test_the_error_example_prints_what_the_readme_shows(clone):
    (session,) = blocks("docs/cli.md", "Commands", "")
    lines = session.strip().splitlines()
    command, expected = lines[0].removeprefix("$ "), lines[1:]
    env = _env()
    env["PATH"] = f"{clone / '.venv' / 'bin'}:{env['PATH']}"
    done = subprocess.run(
        ["bash", "-c", command], cwd=clone, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert (done.stdout + done.stderr).splitlines() == expected


def _checked(snippet: str) -> str:
    """The snippet, each ``expression  # literal`` line turned into an assertion."""
    out = []
    for line in snippet.splitlines():
        code, _, comment = line.partition("#")
        try:
            expected = ast.literal_eval(comment.strip())
            ast.parse(code.strip(), mode="eval")
        except (SyntaxError, ValueError):
            out.append(line)
            continue
        out.append(f"assert ({code.strip()}) == {expected!r}, {code.strip()!r}")
    return "\n".join(out)


@pytest.mark.parametrize(
    ("page", "heading"),
    [
        (README, "1. JupyterLab, from a checkout"),
        (README, "3. The wheel, with no checkout to keep"),
        # the English page's lines, word for word: run in make test (``slow``)
        pytest.param("README.zh-CN.md", "1. JupyterLab（从仓库）", marks=pytest.mark.slow),
        pytest.param("README.zh-CN.md", "3. wheel 安装包（不用保留仓库）", marks=pytest.mark.slow),
        # a board drawn and a game played in a fresh interpreter (4 s): make test
        pytest.param("docs/package.md", "Using it from Python", marks=pytest.mark.slow),
        ("docs/lecture.md", "Lecture mode"),
    ],
)
def test_the_python_snippets_run_and_give_what_their_comments_say(clone, page, heading):
    snippets = blocks(page, heading, "python")
    assert snippets
    for snippet in snippets:
        program = "import matplotlib\nmatplotlib.use('Agg')\n" + _checked(snippet)
        done = subprocess.run(
            [str(clone / ".venv" / "bin" / "python"), "-c", program],
            cwd=clone,
            env=_env(),
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr[-3000:]


def test_a_wrong_promise_in_a_comment_would_fail():
    # The check above can fail: a comment that lies becomes a failing assertion.
    program = _checked("x = 1\nx + 1  # 3")
    with pytest.raises(AssertionError):
        exec(program, {})


@pytest.mark.slow
def test_the_app_lines_serve_and_stop(clone):
    (block,) = [
        text for text in blocks("docs/lecture.md", "The lecture app", "sh") if "linklab app" in text
    ]
    commands = [line.split("#")[0].strip() for line in block.splitlines() if line.strip()]
    assert commands and all(command.startswith(".venv/bin/linklab app") for command in commands)
    for number, command in enumerate(commands):
        port = 8866 + 10 + number  # the page's port may be taken by a running app
        log = clone / f"app-{number}.log"
        with log.open("wb") as out:
            process = subprocess.Popen(
                ["bash", "-c", f"exec {command} --port {port}"],
                cwd=clone,
                env=_env(),
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        try:
            deadline = time.monotonic() + 90
            while "serving at" not in log.read_text() and time.monotonic() < deadline:
                assert process.poll() is None, log.read_text()
                time.sleep(0.3)
            text = log.read_text()
            assert f"serving at http://127.0.0.1:{port}/" in text, text
            assert f"exports go to {clone / 'exports'}" in text
        finally:
            os.killpg(process.pid, signal.SIGINT)
            try:
                process.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
