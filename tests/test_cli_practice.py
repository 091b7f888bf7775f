"""``linklab practice``: the contract graders rely on, worksheets, and one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from linklab.cli.main import main
from linklab.course.practice import SKILLS, question
from linklab.course.practice.answers import typed_answer


def run(capsys, *args: str) -> tuple[int, str, str]:
    status = main(["practice", *args])
    printed = capsys.readouterr()
    return status, printed.out, printed.err


def test_list_prints_one_skill_a_line_its_name_first(capsys):
    status, out, _ = run(capsys, "--list")
    assert status == 0
    assert [line.split()[0] for line in out.splitlines()] == list(SKILLS)


def test_json_holds_the_named_fields_and_the_same_seed_prints_the_same_object():
    command = [sys.executable, "-m", "linklab", "practice", "pairs", "--level", "2", "--seed", "9"]
    first = subprocess.run([*command, "--json"], capture_output=True, text=True, timeout=60)
    again = subprocess.run([*command, "--json"], capture_output=True, text=True, timeout=60)
    assert first.returncode == 0 and first.stderr == ""
    assert first.stdout == again.stdout and first.stdout.count("\n") == 1
    data = json.loads(first.stdout)
    for name in ("skill", "level", "seed", "prompt", "board", "max_turns", "outside", "answer"):
        assert name in data
    assert (data["skill"], data["level"], data["seed"]) == ("pairs", 2, 9)
    assert set(data["prompt"]) == {"en", "zh"}
    assert all(isinstance(k, int) for row in data["board"] for k in row)
    # pairs: the linkable pairs [[r1, c1], [r2, c2]], counted from 0, and equal tiles each
    board = data["board"]
    assert data["answer"] == question("pairs", 2, 9).answer
    for (r1, c1), (r2, c2) in data["answer"]:
        assert board[r1][c1] == board[r2][c2] != 0


def test_fewest_turns_names_its_tiles_a_and_b_and_answers_a_number_or_null(capsys):
    answers = set()
    for seed in range(12):
        _, out, _ = run(capsys, "fewest-turns", "--level", "3", "--seed", str(seed), "--json")
        data = json.loads(out)
        (ra, ca), (rb, cb) = data["a"], data["b"]
        assert data["board"][ra][ca] == data["board"][rb][cb] != 0
        answers.add(data["answer"])
    assert answers == {2, None}


def test_a_worksheet_and_its_key_in_markdown_and_in_html(capsys):
    status, out, _ = run(capsys, "dfs-push", "--level", "2", "--seed", "3", "--count", "4")
    assert status == 0
    assert out.count("## Question") == 4 and "## Key" in out
    key = out.split("## Key")[1]
    assert [line.split(" (seed")[0][3:] for line in key.strip().splitlines()] == [
        typed_answer(question("dfs-push", 2, seed)) for seed in range(3, 7)
    ]
    status, out, _ = run(capsys, "six-word", "--count", "2", "--format", "html", "--lang", "zh")
    assert status == 0
    assert out.startswith("<!DOCTYPE html>") and '<html lang="zh-CN">' in out
    assert "size: A4" in out and "page-break-before: always" in out
    assert "第 1 题" in out and "答案" in out and question("six-word", 1, 0).answer in out


def test_an_answer_is_judged_as_a_learner_types_it(capsys):
    q = question("bfs-queue", 2, 5)
    status, out, _ = run(
        capsys, "bfs-queue", "--level", "2", "--seed", "5", "--answer", typed_answer(q)
    )
    assert status == 0 and out.rstrip().endswith("✓ Right.")
    status, out, _ = run(capsys, "bfs-queue", "--level", "2", "--seed", "5", "--answer", "(1,1) x")
    assert status == 1 and "✗ Answer cells" in out


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["chess"], "no skill 'chess': the skills are pairs, fewest-turns"),
        (["pairs", "--level", "0"], "argument --level: expected a whole number >= 1, got '0'"),
        (["pairs", "--level", "6"], "argument --level: expected a level from 1 to 5, got 6"),
        (["pairs", "--seed", "x"], "argument --seed: expected a whole number, got 'x'"),
        (["pairs", "--count", "0"], "argument --count: expected a whole number >= 1, got '0'"),
        ([], "name a skill, like 'linklab practice pairs'"),
        (["pairs", "--list"], "--list takes no skill"),
        (["pairs", "--json", "--answer", "none"], "--answer judges one question"),
    ],
)
def test_bad_input_is_one_line_and_status_2(capsys, args, says):
    status, out, err = run(capsys, *args)
    assert status == 2 and out == ""
    assert err.startswith("linklab: error: ") and says in err and err.count("\n") == 1


def test_a_negative_seed_is_a_seed_too(capsys):
    _, out, _ = run(capsys, "six-distance", "--seed", "-4", "--json")
    assert json.loads(out)["seed"] == -4


@pytest.mark.parametrize("page", ["docs/cli.md", "docs/zh/cli.md"])
def test_the_pages_first_examples_run_as_written(tmp_path, page):
    import os
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    text = (root / page).read_text(encoding="utf-8")
    block = text.split("\n## ")[-1].split("```sh\n")[1].split("```")[0]
    path = f"{Path(sys.executable).parent}:/usr/bin:/bin"
    env = {**os.environ, "PATH": path, "PYTHONPATH": str(root)}  # this checkout's linklab
    done = subprocess.run(
        ["bash", "-c", "set -euo pipefail\n" + block],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "✓" in done.stdout and '"skill": "pairs"' in done.stdout
    assert (tmp_path / "sheet.md").read_text(encoding="utf-8").count("\n## ") == 11
