"""``linklab stress`` against programs with planted bugs, and against documents 000 and 003.

Each failing program must be caught, and the input printed must be minimal: it still fails the
same way, and no single reduction of it (from the shrinker's own list) does.
"""

from __future__ import annotations

import contextlib
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from linklab.cli import stress as stress_module
from linklab.cli.main import main
from linklab.cli.stress import (
    CRASH,
    MALFORMED,
    TIME_OUT,
    WRONG_ANSWER,
    ProgramRun,
    StressResult,
    check_input,
    judge_run,
    report,
    run_program,
)
from linklab.core.cases import format_input, format_reductions, parse_input
from linklab.core.errors import InputError
from linklab.core.rules import Rules
from linklab.documents import source

PROGRAMS = Path(__file__).parent / "programs"
LINK = [sys.executable, str(PROGRAMS / "learner_link.py")]
SIX = [sys.executable, str(PROGRAMS / "learner_sixdigits.py")]


def stress(capsys, *argv):
    status = main(["stress", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def assert_minimal(fmt, command, text, kind, rules=Rules(), time_limit=5.0):
    """The printed input fails as ``kind``, and no reduction of it fails the same way."""
    case = parse_input(fmt, text)
    assert format_input(fmt, case) == text  # exactly the format, nothing else on stdout
    failure = check_input(fmt, command, case, rules, time_limit)
    assert failure is not None and failure.kind == kind
    for smaller in format_reductions(fmt)(case):
        again = check_input(fmt, command, smaller, rules, time_limit)
        assert again is None or again.way != failure.way, format_input(fmt, smaller)
    return case, failure


# A generous time limit where a correct Python program meets the largest inputs: on a loaded
# machine it may take seconds there.
ROOMY = ("--time-limit", "30")


# Seven inputs up to HDU 1175's largest board, a program started for each: make test (make check
# catches each planted bug on its smallest input: test_each_planted_bug_is_caught_…)
@pytest.mark.slow
def test_a_correct_program_passes_with_one_line(capsys):
    # Grown to 32x32 only (the default ladder: test_a_program_that_keeps_up_grows_to_the_limit);
    # the last random input is still HDU 1175's largest board. Four random inputs: the
    # enumerated cases a run of 20 or more begins with are tried by tests/test_misconceptions.py
    # (every one, against each right program) and test_each_planted_bug_is_caught_….
    argv = ("hdu1175", "--cases", "4", "--grow", "8,16,32", *ROOMY, "--", *LINK, "hdu1175")
    status, out, err = stress(capsys, *argv)
    assert status == 0, err
    summary = (
        r"all agree: 7 inputs \(3 growing, the rest random\), \d+ queries, "
        r"largest board 1000x999 "
    )
    assert re.fullmatch(summary + r".*\n", out)


@pytest.mark.slow  # the one-line pass above in the pair format (make check judges it: test_judge)
def test_a_correct_program_passes_in_the_pair_format(capsys):
    argv = ("pair", "--cases", "4", "--grow", "8,16,32", *ROOMY, "--", *LINK, "pair")
    status, out, err = stress(capsys, *argv)
    assert status == 0, err
    assert re.match(
        r"all agree: 7 inputs \(3 growing, the rest random\), \d+ queries, largest "
        r"board 1000x1000",
        out,
    )


@pytest.mark.parametrize(
    ("bug", "kind"),
    [("three-turns", WRONG_ANSWER), ("no-kind-check", WRONG_ANSWER), ("crash-last-column", CRASH)],
)
def test_each_planted_bug_is_caught_on_a_minimal_input(capsys, monkeypatch, bug, kind):
    command = [*LINK, "hdu1175", "--bug", bug]
    if kind == WRONG_ANSWER:  # in this process, a fresh start each input; a crash needs one
        monkeypatch.setattr(stress_module, "run_program", _in_process(_learner(), "hdu1175", bug))
    status, out, err = stress(capsys, "hdu1175", "--cases", "300", "--", *command)
    assert status == 1
    assert f"fails: {kind}" in err
    case, failure = assert_minimal("hdu1175", command, out, kind)
    assert len(case.boards) == 1 and len(case) == 1
    if bug == "three-turns":
        assert failure.said == "YES" and "the fewest turns a path needs is 3" in err
    if bug == "no-kind-check":
        assert failure.said == "YES" and "the kinds differ" in err
    if bug == "crash-last-column":
        assert "IndexError" in err


def test_the_printed_input_pipes_back_into_the_program(capsys, monkeypatch):
    command = [*LINK, "hdu1175", "--bug", "no-kind-check"]
    with monkeypatch.context() as patched:  # found in this process, piped into started ones
        learner = _in_process(_learner(), "hdu1175", "no-kind-check")
        patched.setattr(stress_module, "run_program", learner)
        status, out, _ = stress(capsys, "hdu1175", "--cases", "100", "--", *command)
    assert status == 1
    theirs = subprocess.run(command, input=out, capture_output=True, text=True).stdout
    ours = subprocess.run(
        [sys.executable, "-m", "linklab", "judge", "hdu1175"],
        input=out,
        capture_output=True,
        text=True,
    ).stdout
    assert theirs.split() != ours.split()


@pytest.mark.slow  # waits out a program's time limit: make test
def test_a_program_that_never_answers_is_stopped(capsys):
    command = [*LINK, "hdu1175", "--bug", "never-answers"]
    status, out, err = stress(capsys, "hdu1175", "--time-limit", "0.3", "--", *command)
    assert status == 1
    assert "fails: time-out" in err and re.search(r"no answer within [\d.]+ s", err)
    assert_minimal("hdu1175", command, out, TIME_OUT, time_limit=0.3)


def test_the_smallest_case_is_drawn(capsys, monkeypatch, tmp_path):
    picture = tmp_path / "smallest.png"
    command = [*LINK, "pair", "--bug", "no-kind-check"]
    monkeypatch.setattr(
        stress_module, "run_program", _in_process(_learner(), "pair", "no-kind-check")
    )
    status, _, err = stress(capsys, "pair", "--draw", str(picture), "--", *command)
    assert status == 1 and f"drawn in {picture}" in err
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def _judge_in_process(judge):
    """A stand-in for run_program: ``judge`` (``linklab judge hdu1175 --outside``) answered by
    `judge_hdu1175` in this process; any other command run as a program."""
    import io

    from linklab.cli.judge import judge_hdu1175

    def run(command, data, time_limit, max_output=None, memory_limit=None):
        if list(command) != judge:
            return run_program(command, data, time_limit, max_output, memory_limit)
        out = io.StringIO()
        judge_hdu1175(data, out, Rules(outside=True))
        return ProgramRun(0, out.getvalue().encode(), b"", 0.0)

    return run


def test_the_rule_options_change_the_right_answers(capsys, monkeypatch):
    # Three turns are right when the rule allows three.
    case = parse_input("hdu1175", "2 4\n0 0 0 1\n1 1 0 1\n1\n2 1 2 4\n0 0\n")
    command = [*LINK, "hdu1175", "--bug", "three-turns"]
    assert check_input("hdu1175", command, case).way == (WRONG_ANSWER, "YES", "NO")
    assert check_input("hdu1175", command, case, Rules(max_turns=3)) is None
    # linklab's own judge with the outside ring agrees with stress --outside, not without it;
    # the judge answers in this process (the judge as a command with --outside: tests/test_cli.py)
    judge = [sys.executable, "-m", "linklab", "judge", "hdu1175", "--outside"]
    monkeypatch.setattr(stress_module, "run_program", _judge_in_process(judge))
    small = ("--cases", "4", "--grow", "8,16,32")
    status, out, err = stress(capsys, "hdu1175", "--outside", *small, "--", *judge)
    assert status == 0, err
    status, out, err = stress(capsys, "hdu1175", *small, "--", *judge)
    assert status == 1 and "fails: wrong answer" in err
    assert_minimal("hdu1175", judge, out, WRONG_ANSWER)


def test_six_digits(capsys):
    # Four random inputs: every enumerated one, against a right program, is
    # tests/test_misconceptions.py's (right_can_reach).
    status, out, err = stress(capsys, "sixdigits", "--cases", "4", "--grow", "8,64", "--", *SIX)
    assert status == 0, err
    assert out.startswith("all agree: 6 inputs (2 growing, the rest random)")
    command = [*SIX, "--bug", "parity"]
    status, out, err = stress(capsys, "sixdigits", "--", *command)
    assert status == 1
    case, _failure = assert_minimal("sixdigits", command, out, WRONG_ANSWER)
    assert len(case.layouts) == 1


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["hdu1175"], "the following arguments are required"),
        (["hdu1175", "--", "./no-such-program"], "cannot run './no-such-program': no such file"),
        (["hdu1175", "--", "no-such-program-xyz"], "no such program on the PATH"),
        (["hdu1175", "--", str(PROGRAMS / "learner_link.py")], "not an executable file"),
        (["hdu1175", "--", str(PROGRAMS)], "not an executable file"),
        (["sixdigits", "--outside", "--", sys.executable], "--outside and --max-turns"),
        (["pair", "--draw", "x.gif", "--", sys.executable], "expected a .png, .svg, .pdf"),
        (["pair", "--time-limit", "0", "--", sys.executable], "--time-limit: expected a number"),
        (["pair", "--time-limit", "inf", "--", sys.executable], "<= 86,400, got 'inf'"),
        (["pair", "--memory-limit", "0", "--", sys.executable], "expected a whole number >= 1"),
        (["pair", "--cases", "0", "--", sys.executable], "expected a whole number >= 1"),
    ],
)
def test_bad_arguments_get_one_line_and_status_2(capsys, argv, message):
    status, out, err = stress(capsys, *argv)
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("linklab: error: ") and message in err


def test_output_that_is_not_an_answer_is_malformed():
    failure = judge_run("pair", ProgramRun(0, b"TRUE\nyes\n", b"", 0.0), ["TRUE", "TRUE"], 1)
    assert failure.kind == MALFORMED and "answer 2 is 'yes'" in failure.detail
    failure = judge_run("pair", ProgramRun(0, b"TRUE\n", b"", 0.0), ["TRUE", "TRUE"], 1)
    assert failure.kind == MALFORMED and "1 answer for 2 queries" in failure.detail
    failure = judge_run("pair", ProgramRun(-11, b"", b"", 0.0), ["TRUE"], 1)
    assert failure.kind == CRASH and "SIGSEGV" in failure.detail


@pytest.mark.slow  # stress run as a command and stopped by Ctrl-C: make test
def test_a_long_run_shows_progress_and_ctrl_c_stops_it_cleanly():
    command = [*LINK, "hdu1175"]
    process = subprocess.Popen(
        [sys.executable, "-m", "linklab", "stress", "hdu1175", "--", *command],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    shown = b""  # Ctrl-C once the progress line is out (after its first second), not later
    while b"inputs agree" not in shown and (block := os.read(process.stderr.fileno(), 4096)):
        shown += block
    process.send_signal(signal.SIGINT)
    out, rest = process.communicate(timeout=30)
    out, err = out.decode(), (shown + rest).decode()
    assert process.returncode == 130
    assert out == ""
    assert re.search(r"linklab stress: \d+/1010 inputs agree", err)  # the progress line
    assert re.search(r"stopped; all agreed so far: \d+ inputs", err)
    assert "Traceback" not in err


# --- the documents' own programs ----------------------------------------------------------


class _Built(dict):
    """The documents' programs, each compiled when first asked for (``make check`` runs
    document 000's only)."""

    def __init__(self, compiler: str, out: Path):
        super().__init__()
        self.compiler, self.out = compiler, out

    def __missing__(self, doc: str) -> Path:
        # The program as its document prints it, shipped in the package (checked against the
        # documents in test_documents.py); g++ reads document 003's C as C++.
        program = self.out / f"doc{doc}.cpp"
        program.write_text(source(doc), encoding="utf-8")
        built = self[doc] = self.out / f"doc{doc}"
        subprocess.run([self.compiler, "-O2", "-w", "-o", str(built), str(program)], check=True)
        return built


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    compiler = shutil.which("g++")
    if compiler is None:
        pytest.skip("no C++ compiler (g++) to build the documents' programs")
    return _Built(compiler, tmp_path_factory.mktemp("documents"))


@pytest.mark.slow  # grows to the format's largest board, 1000x999, on purpose (17 s)
def test_document_003_follows_its_rule(capsys, compiled):
    status, out, err = stress(capsys, "hdu1175", "--cases", "150", "--", str(compiled["003"]))
    assert status == 0, err
    assert "largest board 1000x999" in out


def test_document_000_is_caught_on_a_minimal_input(capsys, compiled):
    command = [str(compiled["000"])]
    status, out, err = stress(capsys, "pair", "--", *command)
    assert status == 1
    kind = re.search(r"fails: (.*)", err).group(1)
    case, _ = assert_minimal("pair", command, out, kind)
    assert case.boards[0].board.rows * case.boards[0].board.cols == 1


def test_document_000_off_the_edges_gives_wrong_answers_too(capsys, compiled):
    # Away from row 0 its program does not crash; it links a cell to itself.
    command = [str(compiled["000"])]
    text = "2 1\n0 0\n1 0\n1 0\n"
    assert subprocess.run(command, input=text, capture_output=True, text=True).stdout == "TRUE\n"
    _case, failure = assert_minimal("pair", command, text, WRONG_ANSWER)
    assert (failure.said, failure.expected) == ("TRUE", "FALSE")


# --- a run is bounded in memory, time and processes ---------------------------------------


def script(tmp_path, name, body):
    """An executable shell script that answers as the correct learner does, then ``body``."""
    path = tmp_path / name
    path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    path.chmod(0o755)
    return str(path)


LINKLAB = [sys.executable, "-m", "linklab"]
ANSWER = f"'{sys.executable}' '{PROGRAMS / 'learner_link.py'}' hdu1175"
SMALL = parse_input("hdu1175", "2 4\n1 2 2 1\n0 0 0 0\n2\n1 1 1 4\n1 2 1 3\n0 0\n")


def still_running(marker: str) -> list[int]:
    """The processes whose command line holds ``marker``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                words = (entry / "cmdline").read_bytes().split(b"\0")
                state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
            except OSError:
                continue
            if marker.encode() in words and state != "Z":
                found.append(int(entry.name))
    return found


def kill_all(pids):
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


@pytest.mark.slow  # stress run as a command on a program that never stops: make test
def test_a_flood_of_output_is_cut_at_a_cap_sized_to_the_input():
    # yes never stops; under an address-space limit keeping all it prints would run out.
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))

    start = time.perf_counter()
    done = subprocess.run(
        [*LINKLAB, "stress", "hdu1175", "--cases", "2", "--time-limit", "3", "--", "yes", "YES"],
        capture_output=True,
        text=True,
        preexec_fn=limit,
        timeout=120,
    )
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert "fails: malformed output" in done.stderr
    assert re.search(r"more output than \d+ answers?", done.stderr)
    assert time.perf_counter() - start < 60


def test_run_program_reads_no_more_than_its_cap():
    start = time.perf_counter()
    run = run_program(["yes", "YES"], b"", 10, max_output=1000)
    assert run.overflowed and 1000 <= len(run.stdout) <= 1000 + 65536
    assert time.perf_counter() - start < 5  # stopped at the cap, not at the time limit
    failure = judge_run("hdu1175", run, ["YES"] * 3, 10)
    assert failure.kind == MALFORMED
    assert failure.detail.startswith("more output than 3 answers")
    assert "\n" not in failure.detail and len(failure.detail) < 200


@pytest.mark.slow  # a child left running past the limit: make test
def test_the_time_limit_holds_against_a_setsid_child_holding_the_output(tmp_path):
    marker = f"{40 + os.getpid() % 1000 / 1000:.3f}"
    try:
        # It answers, then leaves a child in a session of its own with standard output open.
        program = script(tmp_path, "answers-and-leaves", f"{ANSWER}\nsetsid sleep {marker} &")
        start = time.perf_counter()
        assert check_input("hdu1175", [program], SMALL, time_limit=2) is None
        assert time.perf_counter() - start < 10
        # The same child and no answer: stopped at the limit, not when the child ends.
        program = script(tmp_path, "never-answers", f"setsid sleep {marker} &\nsleep {marker}")
        start = time.perf_counter()
        assert check_input("hdu1175", [program], SMALL, time_limit=1).kind == TIME_OUT
        assert time.perf_counter() - start < 8
        assert still_running(marker) == []
    finally:
        kill_all(still_running(marker))


def test_nothing_the_program_started_survives(tmp_path):
    marker = f"{300 + os.getpid() % 1000 / 1000:.3f}"
    started = tmp_path / "started"  # each child's process id, written as it is started
    body = (
        f"{ANSWER}\n"
        f"( sleep {marker} ) >/dev/null &\necho $! >>'{started}'\n"
        f"setsid sleep {marker} >/dev/null 2>&1 </dev/null &\necho $! >>'{started}'\n"
        f"nohup sleep {marker} >/dev/null 2>&1 &\necho $! >>'{started}'"
    )
    program = script(tmp_path, "leaves-children", body)
    try:
        # Small inputs, each run as stress runs every one: a whole run ends on a 1000x999
        # board, which says nothing more here and on a loaded machine ran out of time (41 s).
        for _ in range(2):
            assert check_input("hdu1175", [program], SMALL, time_limit=30) is None
        children = [int(pid) for pid in started.read_text().split()]
        assert len(children) == 6 and not [pid for pid in children if alive(pid)]
        assert still_running(marker) == []
    finally:
        kill_all(still_running(marker))


def alive(pid: int) -> bool:
    """Whether process ``pid`` runs (a zombie, ended but not yet reaped, does not)."""
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_the_printed_line_is_bounded_and_shows_control_bytes():
    printed = b"YES\0NO \x1b[2J " + b"Y" * 1_000_000 + b" " + b"NO " * 100
    failure = judge_run("hdu1175", ProgramRun(0, printed, b"", 0.1), ["YES"] * 300, 1)
    result = StressResult("hdu1175", 0, Rules())
    result.failure, result.failing_input, result.smallest = failure, 1, SMALL
    text = report(result)
    line = next(line for line in text.splitlines() if line.startswith("it printed: "))
    assert len(line) <= 240 and len(line.encode()) <= 480
    assert "\\x00" in line and "\\x1b" in line
    assert all(ch == "\n" or ch.isprintable() for ch in text)
    assert line.endswith("… …")  # the long word cut, and the words after it left out


def test_the_crash_line_is_bounded_and_shows_control_bytes():
    run = ProgramRun(1, b"", b"Traceback\n" + b"E\0" * 100_000 + b"\n", 0.1)
    failure = judge_run("hdu1175", run, ["YES"], 1)
    assert failure.kind == CRASH
    assert len(failure.detail) < 300 and "\\x00" in failure.detail


@pytest.mark.parametrize(
    ("trouble", "status"),
    [(MemoryError(), 3), (OSError(24, "Too many open files"), 3), (InputError("bad"), 2)],
)
def test_the_tools_own_trouble_has_its_own_status(capsys, monkeypatch, trouble, status):
    def fails(*args, **kwargs):
        raise trouble

    monkeypatch.setattr(stress_module, "run_program", fails)
    got, _, err = stress(capsys, "hdu1175", "--cases", "2", "--", sys.executable)
    assert got == status
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "fails" not in err


def test_the_exit_statuses_are_documented(capsys):
    assert main(["stress", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    for status in ("0", "1", "2", "3", "130"):
        assert re.search(rf"\b{status}\b", text), status
    assert "own trouble" in text


# --- what an input can show: several cases, growing sizes, the smallest input -------------


@pytest.mark.parametrize(
    ("fmt", "command"),
    [
        ("pair", [*LINK, "pair", "--bug", "first-case-only"]),
        ("hdu1175", [*LINK, "hdu1175", "--bug", "first-case-only"]),
        ("sixdigits", [*SIX, "--bug", "first-line-only"]),
    ],
)
def test_a_program_answering_only_the_first_case_is_caught(capsys, monkeypatch, fmt, command):
    if fmt != "sixdigits":  # in this process, a fresh start each input (a started one: six's)
        monkeypatch.setattr(
            stress_module, "run_program", _in_process(_learner(), fmt, "first-case-only")
        )
    status, out, err = stress(capsys, fmt, "--cases", "2", "--", *command)
    assert status == 1, err
    assert "fails: malformed output" in err
    case = parse_input(fmt, out)
    assert len(case.boards if fmt != "sixdigits" else case.layouts) == 2


@pytest.mark.slow  # the clock's verdict on a started program; its twin without a clock:
# test_an_exponential_time_is_slow_at_the_side_it_passes_the_limit
def test_a_slow_program_is_reported_with_the_size_it_passes_the_limit_at(capsys):
    command = [*LINK, "hdu1175", "--bug", "exponential"]  # right answers, exponential time
    status, out, err = stress(
        capsys, "hdu1175", "--cases", "1", "--time-limit", "1", "--", *command
    )
    assert status == 1
    assert "fails: slow" in err
    found = re.search(r"passes the time limit \(1 s\) at a (\d+)x(\d+) board", err)
    assert found, err
    rows, cols = map(int, found.groups())
    case = parse_input("hdu1175", out)  # the input itself, unshrunk
    assert case.boards[0].board.shape == (rows, cols)
    assert re.search(r"linklab's judge takes [\d.]+ s on the same input \(over \d+x", err)
    assert "not shrunk" in err
    assert f"slow at {rows}x{cols}" in err
    # its growth per doubling of the side beside linklab's: far apart (a wide margin, so that
    # the machine's load, which slows both, cannot close it)
    ours, theirs = re.search(
        r"grows (\S+)x or more per doubling .*, linklab's (\S+)x", err
    ).groups()
    assert float(ours) > 3 * float(theirs)
    sizes = re.findall(
        r"^linklab stress: grows to (\d+)x\d+: [\d.]+ s \(linklab [\d.]+ s\)$", err, re.M
    )
    assert sizes and int(sizes[-1]) < rows  # the time at each size passed, smallest first


@pytest.mark.slow  # a program asking for 4 GB under the limit: make test
def test_running_out_of_memory_is_said_so(capsys):
    command = [*LINK, "hdu1175", "--bug", "hog-memory"]  # asks for 4 GB
    status, _, err = stress(capsys, "hdu1175", "--cases", "1", "--", *command)
    assert status == 1
    assert "fails: out of memory" in err
    line = next(line for line in err.splitlines() if line.startswith("the program: "))
    assert "ran out of memory" in line and "the limit is 1024 MB" in line
    assert "MemoryError" in line


def test_the_memory_limit_is_stated_in_the_help(capsys):
    assert main(["stress", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert re.search(r"--memory-limit MB .*default 1024", text)


def _learner():
    """tests/programs/learner_link.py as a module, to run in this process."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("learner_link", PROGRAMS / "learner_link.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _in_process(module, fmt, bug):
    """A stand-in for run_program: the learner's answers computed here, a fresh start each."""

    def run(command, data, time_limit, max_output=None, memory_limit=None):
        module.KEPT.clear()
        said = module.answers(fmt, list(map(int, data.split())), bug)
        return ProgramRun(0, "".join(f"{a}\n" for a in said).encode(), b"", 0.0)

    return run


def _all_inputs(fmt, cells, most_queries):
    """Every input of at most ``cells`` cells in all: one or two boards of kinds 0..2, each
    with one to ``most_queries`` queries of any two cells."""
    import itertools

    from linklab.core.board import Board
    from linklab.core.cases import BoardQueries, LinkInput

    def boards(n):
        for rows in range(1, n + 1):
            if n % rows == 0:
                cols = n // rows
                for flat in itertools.product(range(3), repeat=n):
                    grid = [flat[r * cols : (r + 1) * cols] for r in range(rows)]
                    spots = [(r, c) for r in range(rows) for c in range(cols)]
                    pairs = list(itertools.product(spots, repeat=2))
                    for count in range(1, most_queries + 1):
                        for queries in itertools.product(pairs, repeat=count):
                            yield BoardQueries(Board.from_rows(grid), queries)

    for total in range(1, cells + 1):
        for first in range(1, total + 1):
            rest = total - first
            for one in boards(first):
                if rest == 0:
                    yield LinkInput((one,))
                else:
                    for two in boards(rest):
                        yield LinkInput((one, two))


@pytest.mark.parametrize(
    ("fmt", "bug", "most_queries"),
    [("hdu1175", "no-reset", 2), ("pair", "first-case-only", 1), ("hdu1175", "three-turns", 1)],
)
def test_the_shrunk_input_is_a_smallest_by_brute_force(monkeypatch, fmt, bug, most_queries):
    from linklab.cli.stress import expected_answers
    from linklab.core.cases import size_of

    module = _learner()
    monkeypatch.setattr(stress_module, "run_program", _in_process(module, fmt, bug))
    result = stress_module.stress(fmt, [sys.executable], cases=60, seed=1)
    assert result.failure is not None
    smallest = result.smallest
    way = result.failure.way
    cells = size_of(smallest)[0]
    if bug == "three-turns":  # three turns need a 2x4 board at least: brute force up to 3
        assert size_of(smallest)[:3] <= (8, 4, 1)
        cells = 3
    # Every input of at most that many cells that fails the same way is no smaller.
    failing = []
    for case in _all_inputs(fmt, cells, most_queries):
        said = module.answers(fmt, list(map(int, format_input(fmt, case).split())), bug)
        module.KEPT.clear()
        run = ProgramRun(0, "".join(f"{a}\n" for a in said).encode(), b"", 0.0)
        failure = judge_run(fmt, run, expected_answers(fmt, case), 1)
        if failure is not None and failure.way == way:
            failing.append(size_of(case))
    if bug == "three-turns":
        assert failing == []  # none that small: the shrunk one stands
        return
    assert failing and size_of(smallest) == min(failing)
    if bug == "no-reset":  # one board of 1x3 (or 3x1), a pair around an empty cell, asked twice
        (item,) = smallest.boards
        assert item.board.rows * item.board.cols == 3 and len(item.queries) == 2
        assert sorted(k for row in item.board.grid for k in row) == [0, 1, 1]


# --- growing inputs, with the program's time given by a model (no clock: the same anywhere) ---


def _modelled(monkeypatch, seconds_at):
    """Runs of the program answer right, taking ``seconds_at(side)`` (the input's largest
    board's longer side); linklab's judge takes 0.3 s + 1 µs a cell."""
    import io

    from linklab.cli import stress as stress_module
    from linklab.cli.main import run_judge
    from linklab.core.cases import largest_board

    def side_of(data: bytes) -> int:
        # The boards' first lines only ("rows cols", then the queries' count after the rows):
        # reading the whole of a 1000x999 board back took most of these tests' time.
        lines, at, shapes = data.split(b"\n"), 0, []
        while (shape := tuple(map(int, lines[at].split()))) != (0, 0):
            shapes.append(shape)
            at += shape[0] + 1
            at += int(lines[at]) + 1
        return max(max(shapes, key=lambda s: (s[0] * s[1], s)))

    def run(command, data, time_limit, max_output=None, memory_limit=None):
        took = seconds_at(side_of(data))
        if took > time_limit:
            return ProgramRun(None, b"", b"", time_limit, timed_out=True)
        out = io.StringIO()
        run_judge("hdu1175", data, out)
        return ProgramRun(0, out.getvalue().encode(), b"", took)

    monkeypatch.setattr(stress_module, "run_program", run)
    monkeypatch.setattr(
        stress_module,
        "linklab_seconds",
        lambda fmt, case, rules: 0.3 + 1e-6 * max(largest_board(case)) ** 2,
    )


def test_an_exponential_time_is_slow_at_the_side_it_passes_the_limit(monkeypatch, capsys):
    _modelled(monkeypatch, lambda side: 0.001 * 3 ** (side / 2))  # 0.08 s at 8, 6.6 s at 16
    status, out, err = stress(capsys, "hdu1175", "--time-limit", "1", "--", "true")
    assert status == 1
    assert "fails: slow" in err and "not shrunk" in err
    assert "the program: slow at 16x16: it passes the time limit (1 s) at a 16x16 board" in err
    assert parse_input("hdu1175", out).boards[0].board.shape == (16, 16)
    grows = re.findall(r"^linklab stress: grows to (\d+x\d+): ([\d.]+) s", err, re.M)
    assert grows == [("2x2", "0.00"), ("4x4", "0.01"), ("8x8", "0.08")]
    # 8x8 took 0.081 s; at 16x16 no answer in 10x linklab's 0.3003 s, 3.003 s: 37x or more
    assert "its time grows 37x or more per doubling of the side (8x8 to 16x16), linklab's 1x" in err


def test_a_random_input_out_of_time_grows_at_once_to_find_the_size(monkeypatch, capsys):
    _modelled(monkeypatch, lambda side: 0.01 if side <= 4 else 1e9)
    argv = ["hdu1175", "--cases", "2", "--grow", "2,4,64,128", "--time-limit", "1", "--", "true"]
    status, out, err = stress(capsys, *argv)
    assert status == 1
    assert "slow at 64x64" in err and "not shrunk" in err
    assert parse_input("hdu1175", out).boards[0].board.shape == (64, 64)
    assert "input 5 of the run" in err  # 2 growing, 2 random (the last at 1000x999), then 64


@pytest.mark.slow  # its inputs grown to 1000x999 (3 s); make check: the growth above
def test_a_program_that_keeps_up_grows_to_the_limit(monkeypatch, capsys):
    _modelled(monkeypatch, lambda side: 0.2 + 2e-6 * side**2)
    status, out, err = stress(capsys, "hdu1175", "--cases", "1", "--", "true")
    assert status == 0, err
    grows = re.findall(r"^linklab stress: grows to (\d+)x(\d+):", err, re.M)
    assert [int(rows) for rows, _ in grows] == [2, 4, 8, 16, 32, 64, 128, 256, 512, 1000]
    assert grows[-1] == ("1000", "999")  # HDU 1175's limit, as the random inputs reach it
    assert out.startswith("all agree: 11 inputs (10 growing, the rest random)")


@pytest.mark.parametrize(
    ("grow", "message"),
    [
        ("8,4", "--grow: the sizes must grow, 4 comes after 8"),
        ("8,5000", "--grow: 5000 is past hdu1175's limit, a side of 1000"),
        ("0", "argument --grow: expected a whole number >= 1"),
        ("8,x", "argument --grow: expected a whole number >= 1, got 'x'"),
    ],
)
def test_a_grow_schedule_that_cannot_be_grown_is_one_line(capsys, grow, message):
    status, out, err = stress(capsys, "hdu1175", "--grow", grow, "--", "true")
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and message in err
