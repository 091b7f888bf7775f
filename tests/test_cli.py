"""The command line as a student uses it: judge-format input on stdin, answers on stdout."""

import subprocess
import sys
from pathlib import Path

import pytest

CASES = Path(__file__).parent / "cases"


def linklab(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "linklab", *args], input=stdin, capture_output=True, timeout=60
    )


@pytest.mark.parametrize("case", sorted(p.stem for p in CASES.glob("*.in")))
def test_the_documents_samples(case):
    kind = case.rsplit("-", 1)[0]
    result = linklab("judge", kind, stdin=(CASES / f"{case}.in").read_bytes())
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode() == (CASES / f"{case}.out").read_text()
    assert result.stderr == b""


HDU_GOOD = b"1 3\n1 0 1\n2\n1 1 1 3\n1 1 1 2\n"


@pytest.mark.parametrize(
    ("kind", "stdin", "printed", "message"),
    [
        ("hdu1175", HDU_GOOD + b"2 2\n1 x\n1 1\n", "YES\nNO\n", "line 7, token 'x'"),
        (
            "hdu1175",
            HDU_GOOD + b"2 3\n1 1 1\n1 1\n",
            "YES\nNO\n",
            "line 8: expected row 2 of the 2x3 board: 3 numbers, the input ends after 2",
        ),
        (
            "hdu1175",
            HDU_GOOD + b"2 2\n1 1\n",
            "YES\nNO\n",
            "expected row 2 of the 2x2 board: 2 numbers, the input ends after 0",
        ),
        (
            "hdu1175",
            b"1 2\n1 1\n2\n1 1 1 2\n1 1 1 3\n",
            "YES\n",
            "line 5, token '1 3': cell (1, 3) is off the 1x2 board",
        ),
        (
            "hdu1175",
            b"1 2\n1 1\n1\n1 1 1\n",
            "",
            "line 4: expected a query 'x1 y1 x2 y2': 4 numbers, the input ends after 3",
        ),
        (
            "hdu1175",
            b"",
            "",
            "line 1: expected the board size 'n m': 2 numbers, the input ends after 0",
        ),
        ("hdu1175", b"0 5\n", "", "line 1: a 0x5 board has no cells"),
        (
            "hdu1175",
            b"\x89PNG\r\n\x1a\n\x00\x00",
            "",
            "line 1, token '\ufffdPNG': expected the board size",
        ),
        (
            "pair",
            b"1 2\n1 1\n0 0\n0 1\n2 2\n1 1",
            "TRUE\n",
            "line 6: expected the 2x2 board's cells: 4 numbers, the input ends after 2",
        ),
        ("pair", b"1000000 1000000\n1 2 3\n", "", "past document 000's limit of 1000x1000"),
        ("pair", b"2 2\n1 1 0 0\n0 0\n2 0\n", "", "cell (2, 0) is off the 2x2 board"),
        ("pair", b"-2 2\n", "", "token '-2'"),
        ("sixdigits", b"1 3 5 2 4 6\n1 2 3 4 5 5\n", "No\n", "line 2"),
        ("sixdigits", b"1 2 3 4 5 6\n\xff\xfe\n", "Yes\n", "line 2: expected text (UTF-8)"),
    ],
)
def test_bad_input_is_one_line_with_the_answers_before_it(kind, stdin, printed, message):
    result = linklab("judge", kind, stdin=stdin)
    assert result.returncode == 2
    assert result.stdout.decode() == printed
    err = result.stderr.decode()
    assert err.count("\n") == 1 and err.startswith("linklab: error: ")
    assert message in err
    assert "Traceback" not in err


def test_rule_options():
    board = b"1 3\n1 2 1\n1\n1 1 1 3\n0 0\n"
    assert linklab("judge", "hdu1175", stdin=board).stdout == b"NO\n"
    assert linklab("judge", "hdu1175", "--outside", stdin=board).stdout == b"YES\n"
    snake = b"5 3\n1 0 0\n2 2 0\n0 0 0\n0 2 2\n0 0 1\n1\n1 1 5 3\n0 0\n"
    assert linklab("judge", "hdu1175", stdin=snake).stdout == b"NO\n"
    assert linklab("judge", "hdu1175", "--max-turns", "4", stdin=snake).stdout == b"YES\n"


@pytest.mark.parametrize(
    "args",
    [["judge"], ["judge", "pair", "--max-turns", "-1"], ["judge", "nope"], ["frobnicate"]],
)
def test_bad_arguments_are_one_line_too(args):
    result = linklab(*args)
    assert result.returncode == 2
    assert result.stderr.decode().count("\n") == 1
    assert result.stderr.startswith(b"linklab: error: ")


def test_the_command_line_loads_no_plotting_graph_or_widget_library():
    probe = (
        "import sys, linklab.cli.main, linklab.cli.judge, linklab.core.sixdigits; "
        "heavy = {'matplotlib', 'networkx', 'ipywidgets', 'numpy', 'IPython'}; "
        "print(sorted(heavy & {m.split('.')[0] for m in sys.modules}))"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert result.stdout.strip() == "[]", result.stderr


@pytest.mark.parametrize("fmt", ["pair", "hdu1175", "sixdigits"])
def test_a_judge_imports_only_what_it_needs(fmt):
    # No argument parser, no documents, no drawing: only the reader and the rule.
    probe = (
        "import io, sys; from linklab.cli.main import main; "
        f"sys.stdin = io.TextIOWrapper(io.BytesIO(b'')); main(['judge', {fmt!r}]); "
        "loaded = {'argparse', 'linklab.documents', 'linklab.render', 'textwrap'}; "
        "print(sorted(loaded & set(sys.modules)))"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert result.stdout.strip().splitlines()[-1] == "[]", result.stderr


def test_the_console_script_and_module_agree():
    script = Path(sys.executable).with_name("linklab")
    assert script.exists(), (
        f"no linklab script beside this interpreter: {script} (pip install -e .)"
    )
    data = (CASES / "hdu1175-1.in").read_bytes()
    via_script = subprocess.run([str(script), "judge", "hdu1175"], input=data, capture_output=True)
    assert via_script.stdout == linklab("judge", "hdu1175", stdin=data).stdout


@pytest.mark.parametrize(
    ("kind", "doc"), [("pair", "000"), ("hdu1175", "003"), ("sixdigits", "001")]
)
def test_documents_programs_answer_their_own_samples(kind, doc):
    for case in sorted(CASES.glob(f"{kind}-*.in")):
        result = linklab("judge", kind, "--as", doc, stdin=case.read_bytes())
        assert result.returncode == 0, result.stderr
        assert result.stdout.decode() == case.with_suffix(".out").read_text()


def test_undefined_behaviour_is_printed_and_explained():
    # Document 000's first step from row 0 writes outside its array: undefined, said why.
    result = linklab("judge", "pair", "--as", "000", stdin=b"1 2\n1 1\n0 0\n0 1\n")
    assert result.returncode == 0
    assert result.stdout == b"UNDEFINED\n"
    assert result.stderr.startswith(b"linklab: undefined: ") and result.stderr.count(b"\n") == 1


@pytest.mark.parametrize(
    "args",
    [
        ["pair", "--as", "003"],
        ["sixdigits", "--as", "000"],
        ["hdu1175", "--as", "003", "--outside"],
    ],
)
def test_as_refuses_what_the_document_cannot_answer(args):
    result = linklab("judge", *args, stdin=b"")
    assert result.returncode == 2
    assert result.stderr.startswith(b"linklab: error: ") and result.stderr.count(b"\n") == 1


@pytest.mark.parametrize("command", [["judge", "hdu1175"], ["judge", "pair"], ["generate"]])
def test_max_cells_past_what_a_judge_s_memory_holds_is_refused_in_one_line(command):
    from linklab.core.board import MAX_BOARD_CELLS

    done = linklab(*command, "--max-cells", str(MAX_BOARD_CELLS + 1))
    said = done.stderr.decode().strip()
    assert done.returncode == 2 and "\n" not in said, said
    assert f"at most {MAX_BOARD_CELLS:,} cells" in said and "1,024 MB" in said
