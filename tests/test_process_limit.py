"""A program under test cannot take the machine: past its process limit it is ended at once,
whichever way holds the limit (a control group, RLIMIT_NPROC, a watcher), the verdict saying
which; nothing it started is left running. Trees here are bounded (sleeping children), never
a real fork bomb.
"""

from __future__ import annotations

import functools
import os
import subprocess
import uuid
from pathlib import Path

import pytest

from linklab.cli import stress as stress_module
from linklab.cli.main import main
from linklab.cli.process_limit import (
    PROCESS_LIMIT,
    WAY_TEXT,
    WAYS,
    ProcessLimit,
    cgroup_refused,
)
from linklab.cli.stress import PROCESSES, TIME_OUT, judge_run, run_program

LIMIT = 8


def tree_of(children: int, marker: str) -> list[str]:
    """A shell program that starts ``children`` sleeping children (``marker`` their time, to
    find any left running), then waits for them."""
    script = f"i=0; while [ $i -lt {children} ]; do sleep {marker} & i=$((i+1)); done; wait"
    return ["sh", "-c", script]


def left_running(marker: str) -> list[int]:
    """Processes still sleeping ``marker`` seconds."""
    found = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                words = Path(f"/proc/{name}/cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if words[:2] == [b"sleep", marker.encode()]:
                found.append(int(name))
    return found


def _marker() -> str:
    return f"30.{uuid.uuid4().int % 10**6:06d}"


def way_chosen(way: str) -> str:
    """The way a limit asked to use only ``way`` holds it on this machine (as this user)."""
    with ProcessLimit(LIMIT, (way,)) as limit:
        return limit.way


@pytest.mark.parametrize("way", ["cgroup", "watcher"])
def test_a_tree_past_the_limit_is_ended_at_once_and_the_verdict_says_what_held_it(monkeypatch, way):
    monkeypatch.setattr(stress_module, "ProcessLimit", functools.partial(ProcessLimit, ways=(way,)))
    marker = _marker()
    run = run_program(tree_of(4 * LIMIT, marker), b"", 60.0, process_limit=LIMIT)
    held = way_chosen(way)
    assert run.processes == f"at most {LIMIT} at once, held by {WAY_TEXT[held]}"
    assert not run.timed_out  # ended at the limit, not at the time limit
    failure = judge_run("pair", run, ["TRUE"], 60.0)
    assert failure.kind == PROCESSES and "\n" not in failure.detail
    assert WAY_TEXT[held] in failure.detail
    assert left_running(marker) == []


def test_a_tree_within_the_limit_runs_as_it_is():
    program = ["sh", "-c", "sleep 0.1 & sleep 0.1 & wait; echo TRUE"]
    run = run_program(program, b"", 60.0, process_limit=LIMIT)
    assert run.processes is None and run.stdout == b"TRUE\n"


NOBODY = 65534


def test_for_a_user_who_is_not_root_rlimit_nproc_holds_the_limit():
    """The program run as ``nobody`` (the limit told so), with no control group: the kernel
    refuses its forks past the limit, and the limit sees it."""
    limit = ProcessLimit(LIMIT, ("RLIMIT_NPROC",), user=NOBODY)

    def as_nobody() -> None:
        if os.geteuid() == 0:
            os.setgid(NOBODY)
            os.setuid(NOBODY)
        limit.in_child()

    with limit:
        assert limit.way == "RLIMIT_NPROC"
        done = subprocess.run(
            tree_of(4 * LIMIT, "0.5"), preexec_fn=as_nobody, capture_output=True, timeout=60
        )
    assert done.returncode != 0 and limit.met(done.stderr), done.stderr[-300:]
    assert limit.text() == f"at most {LIMIT} at once, held by RLIMIT_NPROC"


def test_the_strongest_way_that_can_be_had_is_taken():
    with ProcessLimit(LIMIT) as limit:
        can_make = limit.group is not None
        assert limit.way == ("cgroup" if can_make else WAYS[1 if os.geteuid() else 2])
    with ProcessLimit(LIMIT, ("watcher",)) as limit:
        assert limit.way == "watcher" and limit.group is None


def test_a_refused_fork_is_read_from_pids_events(tmp_path):
    (tmp_path / "pids.events").write_text("max 0\n")
    assert not cgroup_refused(tmp_path)
    (tmp_path / "pids.events").write_text("max 3\n")
    assert cgroup_refused(tmp_path)
    assert not cgroup_refused(tmp_path / "gone")


def test_a_limit_below_one_is_refused_in_one_line():
    with pytest.raises(ValueError, match="at least 1, got 0"):
        ProcessLimit(0)


def test_stress_reports_a_tree_past_the_limit_unshrunk_in_one_line(capsys):
    marker = _marker()
    tree = tree_of(PROCESS_LIMIT + 36, marker)
    status = main(["stress", "pair", "--time-limit", "20", "--", *tree])
    out, err = capsys.readouterr()
    assert status == 1 and out.strip()  # the input, as it is
    verdict = [line for line in err.splitlines() if line.startswith("linklab stress: input")]
    assert verdict == [f"linklab stress: input 1 of the run (seed 0) fails: {PROCESSES}"]
    assert "not shrunk" in err and TIME_OUT not in err
    with ProcessLimit() as limit:
        assert f"at most {PROCESS_LIMIT} at once, held by {WAY_TEXT[limit.way]}" in err
    assert left_running(marker) == []


def test_a_group_left_by_a_run_killed_before_it_cleaned_up_is_removed_by_the_next():
    from linklab.cli.process_limit import make_cgroup, remove_cgroup

    group = make_cgroup(LIMIT)
    if group is None:
        pytest.skip("no control group can be made on this machine (the other ways are tested)")
    remove_cgroup(group)
    dead = 2**22 + 1  # past pid_max's largest value: no process has it
    stale = group.parent / f"linklab-stress-{dead}-0"
    stale.mkdir()
    try:
        with ProcessLimit(LIMIT) as limit:
            assert limit.way == "cgroup"
        assert not stale.exists()
    finally:
        if stale.exists():
            stale.rmdir()
