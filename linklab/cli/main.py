"""The ``linklab`` command: judge, generate, solve, play, draw and serve the lecture app.

Every command reads what it needs, answers on standard output, and on bad input prints one line
``linklab: error: ...`` on standard error and exits with status 2. Handlers are imported only
when their command runs, so ``linklab judge`` never loads plotting or widget libraries.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from types import SimpleNamespace

from linklab.cli.inputs import (
    MAX_CELLS,
    MAX_SOLVABLE_CELLS,
    MAX_SOLVE_CELLS,
    MEMORY_LIMIT_MB,
    input_stream,
    read_board_text,
    read_file_text,
    reason,
    rules_from,
    text_blocks,
)
from linklab.core.errors import InputError

TYPE_CHECKING = False
if TYPE_CHECKING:  # argparse is imported when a command line needs it: judge starts without it
    import argparse
    from typing import NoReturn, TextIO

EXIT_BAD_INPUT = 2


def _parser_class() -> type:
    """An argument parser whose errors are one line, like every other error here."""
    import argparse

    class _Parser(argparse.ArgumentParser):
        def error(self, message: str) -> NoReturn:
            self.exit(EXIT_BAD_INPUT, f"linklab: error: {message} (see '{self.prog} --help')\n")

    return _Parser


def build_parser() -> argparse.ArgumentParser:
    """The whole command line, for ``main`` and for ``--help``."""
    from pathlib import Path

    from linklab.cli.process_limit import PROCESS_LIMIT
    from linklab.public import VERSION

    _Parser = _parser_class()
    parser = _Parser(prog="linklab", description=__doc__.splitlines()[0].replace("``", ""))
    parser.add_argument("--version", action="version", version=f"linklab {VERSION}")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    judge = commands.add_parser(
        "judge",
        help="answer a document's judge-format input",
        description="Read a document's judge format on standard input and answer as it does.",
    )
    judge.add_argument(
        "format",
        choices=["pair", "hdu1175", "sixdigits"],
        help="pair: document 000 (TRUE/FALSE); hdu1175: document 003 (YES/NO); "
        "sixdigits: document 001 (Yes/No)",
    )
    _add_rule_options(judge)
    _add_as_option(judge)
    judge.add_argument(
        "--moves", action="store_true", help="sixdigits: print the shortest move sequence too"
    )
    judge.add_argument(
        "--max-cells",
        type=_max_cells,
        default=None,
        metavar="N",
        help="pair, hdu1175: take boards of up to N cells, of any shape (default: the "
        "documents' limit, 1000x1000)",
    )

    generate = commands.add_parser("generate", help="print a random full board")
    _add_shape_options(generate)
    generate.add_argument(
        "--solvable", action="store_true", help="build it to be clearable under the rule below"
    )
    _add_rule_options(generate)
    generate.add_argument("--numbers", action="store_true", help="integers instead of letters")
    generate.add_argument("--fours", action="store_true", help="deal each kind in fours")
    generate.add_argument(
        "--spread", choices=["even", "random"], default="even", help="how counts are shared"
    )
    generate.add_argument(
        "--difficulty",
        choices=["easy", "normal", "hard"],
        default=None,
        help="with --solvable: deal until the share of random-play games that get stuck fits: "
        "easy, few; normal, about half; hard, about nine in ten (printed on standard error)",
    )
    _add_max_cells(generate)

    solve = commands.add_parser("solve", help="print moves that clear a board, or prove none")
    _add_rule_options(solve)
    solve.add_argument(
        "--time-limit",
        type=_seconds_or_none,
        default=10.0,
        metavar="S",
        help="seconds to search (default 10; 0: only what needs no search)",
    )
    _add_format_option(solve)
    solve.add_argument(
        "--max-cells",
        type=_positive,
        default=None,
        metavar="N",
        help=f"refuse boards of more than N cells (default {MAX_SOLVE_CELLS:,})",
    )
    solve.add_argument("file", nargs="?", help="a board file (default: standard input)")

    play = commands.add_parser("play", help="document 004's game in the terminal")
    _add_shape_options(play)
    _add_rule_options(play)
    _add_max_cells(play)

    draw = commands.add_parser("draw", help="draw a search step, or export its trace")
    draw.add_argument("board", help="a board file (letters or integers)")
    for name in ("x1", "y1", "x2", "y2"):
        draw.add_argument(name, type=int, help="row and column of the two tiles, from 1")
    from linklab.documents.approaches import METHODS

    draw.add_argument(
        "--method",
        choices=METHODS,
        default="bfs",
        help="a search (linklab.core.search.SEARCHES), or fast: the checker's path, no events",
    )
    step = draw.add_mutually_exclusive_group()
    step.add_argument("--step", type=int, help="draw after this many events (default: last)")
    step.add_argument("--last", action="store_true", help="draw the last step")
    _add_rule_options(draw)
    _add_format_option(draw)
    draw.add_argument(
        "-o",
        "--output",
        required=True,
        help="file to write: .png .svg .pdf (a step), .gif (the whole trace), .json (the events)",
    )

    app = commands.add_parser(
        "app",
        help="serve the board editor and the game as a web page",
        description="Serve the game and the board editor on 127.0.0.1: with Voilà (a kernel "
        "behind each visitor; its Export buttons write files here), or with --page the static "
        "site's app.html (make site first), whose Python runs in the visitor's browser.",
    )
    app.add_argument("--port", type=_port, default=8866, help="1..65535 (default 8866)")
    app.add_argument("--no-browser", action="store_true", help="do not open a browser")
    app.add_argument(
        "--lecture",
        action="store_true",
        help="large text and pictures, for a projector (the page: app.html?lecture=1)",
    )
    app.add_argument(
        "--kernels-per-client",
        type=_kernel_limit("--kernels-per-client"),
        default=None,
        help="kernels one browser may hold; beyond, its page again (default 2)",
    )
    app.add_argument(
        "--max-kernels",
        type=_kernel_limit("--max-kernels"),
        default=None,
        help="kernels serving pages at once; a new visitor beyond gets HTTP 503 (default 30)",
    )
    app.add_argument(
        "--page",
        action="store_true",
        help="serve the built site's app.html, no kernel behind it (make site first)",
    )
    app.add_argument(
        "--site",
        type=Path,
        help="with --page: the built site's folder (default: the checkout's site/)",
    )
    app.add_argument(
        "--lang", choices=["en", "zh"], default="en", help="the page's language (zh: 简体中文)"
    )
    app.add_argument(
        "--slides",
        metavar="NB",
        help="with --page: open notebook NB's slides (e.g. 02) rather than the app page",
    )

    course = commands.add_parser(
        "course",
        help="copy the course's notebooks into a folder and open JupyterLab there",
        description="Copy the notebooks (English, or Chinese with --lang zh) into FOLDER "
        "(default ./linklab-course or ./linklab-course-zh), keeping any already there, then run "
        "JupyterLab in it (Chinese menus for zh). The language is written into the folder "
        "(.linklab-language), so the notebooks speak it however they are run. Ctrl-C or SIGTERM "
        "stops JupyterLab.",
    )
    course.add_argument("folder", nargs="?", type=Path, help="where the notebooks go")
    course.add_argument("--ip", help="where JupyterLab listens (default: JupyterLab's, localhost)")
    course.add_argument("--port", type=_port, help="JupyterLab's port, 1..65535 (default 8888)")
    course.add_argument(
        "--lang", choices=["en", "zh"], default="en", help="the edition (zh: 简体中文)"
    )
    course.add_argument(
        "--no-lab", action="store_true", help="only copy the notebooks; do not start JupyterLab"
    )

    practice = commands.add_parser(
        "practice",
        help="a practice question of a skill, as text or JSON, or a worksheet and its key",
        description="Print a question of SKILL at --level from --seed (the same seed, the same "
        "question, as in the notebook and the page): as text, as one JSON object (--json, cells "
        "from 0), or --count questions as a worksheet with its key (Markdown, or HTML that "
        "prints on A4). --answer judges an answer typed as a learner types it (exit status 1 "
        "when it is wrong). --list prints the skills, one a line, its name first.",
    )
    practice.add_argument("skill", nargs="?", help="the skill (see --list)")
    practice.add_argument("--list", action="store_true", help="print the skills, one a line")
    practice.add_argument("--level", type=_level, default=1, help="1 (easiest) to 5 (default 1)")
    practice.add_argument("--seed", type=_seed, default=0, help="which question (default 0)")
    practice.add_argument(
        "--count", type=_count, help="a worksheet of this many questions, seeds --seed on"
    )
    practice.add_argument("--json", action="store_true", help="print JSON, one question a line")
    practice.add_argument(
        "--format", choices=["markdown", "html"], default="markdown", help="the worksheet's form"
    )
    practice.add_argument("--lang", choices=["en", "zh"], default="en", help="the language")
    practice.add_argument("--answer", help="judge this answer, typed as a learner types it")

    stress = commands.add_parser(
        "stress",
        usage="linklab stress FORMAT [--outside] [--max-turns K] [--cases N] [--seed S] "
        "[--time-limit SEC] [--memory-limit MB] [--grow SIZES] [--draw FILE] -- PROGRAM [ARGS...]",
        help="hold a program against the rule on random inputs; shrink what it gets wrong",
        description="Run PROGRAM on seeded random inputs of a judge format and compare its "
        "answers with linklab's. The first failing input is shrunk and printed on standard "
        f"output. A run may have at most {PROCESS_LIMIT} processes at once: past that (a fork "
        "bomb) it is ended at once and said so, with what held the limit. Exit status: 0 all "
        "agree; 1 a failure found; 2 bad usage; 3 the tool's own trouble (out of memory, "
        "processes or files: no verdict); 130 stopped by Ctrl-C.",
    )
    stress.add_argument("format", choices=["pair", "hdu1175", "sixdigits"])
    _add_rule_options(stress)
    stress.add_argument("--cases", type=_positive, default=1000, metavar="N")
    stress.add_argument("--seed", type=int, default=0, metavar="S")
    stress.add_argument(
        "--time-limit",
        type=_run_seconds,
        default=5.0,
        metavar="SEC",
        help=f"seconds a run may take (default 5, at most {MAX_RUN_SECONDS:,})",
    )
    stress.add_argument(
        "--memory-limit",
        type=_megabytes,
        default=MEMORY_LIMIT_MB,
        metavar="MB",
        help=f"address space a run may use, in megabytes (default {MEMORY_LIMIT_MB}, at most "
        f"{MAX_MEMORY_MB:,}); running out is reported as such",
    )
    stress.add_argument(
        "--grow",
        type=_sizes,
        default=None,
        metavar="SIZES",
        help="the growing inputs' board sides (sixdigits: layouts), e.g. 8,16,32 (default: "
        "doubling from 2 to the format's limit, 1000); the time at each is printed, and one "
        "far over linklab's is the verdict slow, with the side and the growth per doubling",
    )
    stress.add_argument("--draw", metavar="FILE", help="draw the smallest failing case")
    stress.add_argument("program", nargs="+", metavar="PROGRAM", help="what to run, and its args")
    return parser


def _add_as_option(parser: argparse.ArgumentParser) -> None:
    """``--as DOC``: the choices and their help from the documents' records."""
    from linklab.documents.registry import DOCUMENTS, answering

    formats = {doc.judge_format: None for doc in DOCUMENTS.values()}
    who = "; ".join(f"{fmt}: {' or '.join(answering(fmt))}" for fmt in formats)
    parser.add_argument(
        "--as",
        dest="as_doc",
        metavar="DOC",
        choices=list(DOCUMENTS),
        help=f"answer as that document's own program would, quirks included ({who})",
    )


def _add_rule_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--outside", action="store_true", help="paths may use a ring around the board"
    )
    parser.add_argument(
        "--max-turns",
        type=_turn_limit,
        default=2,
        metavar="K",
        help="turns allowed (default 2); more than a board can use (its cell count) means no limit",
    )


def _add_max_cells(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--max-cells",
        type=_max_cells,
        default=None,
        metavar="N",
        help=f"refuse boards of more than N cells (default {MAX_CELLS:,}; "
        f"{MAX_SOLVABLE_CELLS:,} for a solvable board, as play deals)",
    )


def _add_format_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--format",
        dest="board_format",
        choices=["auto", "rows", "sized", "flat", "letters"],
        default="auto",
        help="the board text's form: rows of numbers, sized (document 000's 'rows cols' then "
        "the cells; flat is another name), letters; auto guesses and refuses text that "
        "fits two forms",
    )


def _add_shape_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rows", type=_positive, default=10, metavar="R", help="rows of the board (default 10)"
    )
    parser.add_argument(
        "--cols", type=_positive, default=20, metavar="C", help="columns of the board (default 20)"
    )
    parser.add_argument(
        "--kinds", type=_positive, default=10, metavar="K", help="kinds of tile (default 10)"
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        metavar="S",
        help="the same seed deals the same board (default: a fresh one each time)",
    )


def _turn_limit(text: str) -> int:
    return _whole(text, 0)


def _level(text: str) -> int:
    from linklab.course.practice import MAX_LEVEL

    level = _whole(text, 1)
    if level > MAX_LEVEL:
        import argparse

        raise argparse.ArgumentTypeError(f"expected a level from 1 to {MAX_LEVEL}, got {level}")
    return level


def _seed(text: str) -> int:
    import argparse

    from linklab.core.board import MAX_DIGITS, show_token

    digits = text[1:] if text.startswith("-") else text
    if not (digits.isascii() and digits.isdigit()) or len(digits) > MAX_DIGITS:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {show_token(text)!r}")
    return int(text)


def _count(text: str) -> int:
    from linklab.course.practice.worksheet import MAX_COUNT

    count = _whole(text, 1)
    if count > MAX_COUNT:
        import argparse

        raise argparse.ArgumentTypeError(f"at most {MAX_COUNT} questions a sheet, got {count}")
    return count


def _positive(text: str) -> int:
    return _whole(text, 1)


def _max_cells(text: str) -> int:
    """``--max-cells``: a whole number of cells up to the most a board may have (its memory
    within what a judge may use, ``linklab.core.board.MAX_BOARD_CELLS``)."""
    import argparse

    from linklab.core.board import MAX_BOARD_CELLS

    cells = _whole(text, 1)
    if cells > MAX_BOARD_CELLS:
        raise argparse.ArgumentTypeError(
            f"at most {MAX_BOARD_CELLS:,} cells (a board that size stays within the "
            f"{MEMORY_LIMIT_MB:,} MB a judge may use), got {cells:,}"
        )
    return cells


#: The most a stress run may be given: a day, and 4 TB of address space (what the kernel's
#: limit can hold, and more than any machine here has).
MAX_RUN_SECONDS, MAX_MEMORY_MB = 86_400, 1 << 22


def _run_seconds(text: str) -> float:
    return _finite_number(
        text,
        f"a number of seconds > 0 and <= {MAX_RUN_SECONDS:,}",
        lambda value: 0 < value <= MAX_RUN_SECONDS,
    )


def _megabytes(text: str) -> int:
    import argparse

    value = _whole(text, 1)
    if value > MAX_MEMORY_MB:
        raise argparse.ArgumentTypeError(
            f"expected megabytes 1..{MAX_MEMORY_MB:,}, got {show_number(text)}"
        )
    return value


def show_number(text: str) -> str:
    """A number from the command line as a message quotes it (a long one shortened)."""
    from linklab.core.board import show_token

    return repr(show_token(text, "digits"))


def _seconds_or_none(text: str) -> float:
    return _finite_number(text, "a number of seconds >= 0", lambda value: value >= 0)


def _finite_number(text: str, what: str, fits) -> float:
    """A finite number that ``fits``: inf, nan, and what does not fit are refused."""
    import argparse
    import math

    from linklab.core.board import show_token

    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and fits(value)):
        raise argparse.ArgumentTypeError(f"expected {what}, got {show_token(text)!r}")
    return value


def _sizes(text: str) -> list[int]:
    """``--grow``: whole numbers >= 1 separated by commas."""
    return [_whole(part.strip(), 1) for part in text.split(",")]


def _port(text: str) -> int:
    import argparse

    port = _whole(text, 1)
    if port > 65535:
        raise argparse.ArgumentTypeError(f"expected a port 1..65535, got {port}")
    return port


def _kernel_limit(option: str):
    """The argument type of a kernel limit of ``linklab app``: 1 to 1000."""
    import argparse

    def parse(text: str) -> int:
        from linklab.cli.kernel_quota import limit

        try:
            return limit(text, option)
        except InputError as bad:
            raise argparse.ArgumentTypeError(str(bad).removeprefix(f"{option} ")) from None

    return parse


def _whole(text: str, least: int) -> int:
    import argparse

    from linklab.core.board import MAX_DIGITS, show_token

    if not (text.isascii() and text.isdigit()) or int(text[:MAX_DIGITS]) < least:
        shown = show_token(text)
        raise argparse.ArgumentTypeError(f"expected a whole number >= {least}, got {shown!r}")
    if len(text) > MAX_DIGITS:
        raise argparse.ArgumentTypeError(f"{show_token(text, 'digits')!r}: number too large")
    return int(text)


def _short_error_line(bad: InputError) -> str:
    """The error as one short line, however long the token it quotes."""
    from linklab.core.board import show_token

    if bad.token is not None and len(bad.token) > 80:  # shorter ones are shown whole already
        bad.token = show_token(bad.token)
    return " ".join(str(bad).split("\n"))


def _cannot_write(failed: BaseException | str) -> int:
    """Report that output failed (one line), and let the exit flush go nowhere."""
    why = failed if isinstance(failed, str) else reason(failed)
    if sys.stderr is not None:
        sys.stderr.write(f"linklab: error: cannot write output: {why}\n")
    _silence_stdout()
    return EXIT_BAD_INPUT


def _silence_stdout() -> None:
    """Point standard output at the null device, so what is still buffered leaves quietly."""
    import contextlib
    import os

    with contextlib.suppress(AttributeError, OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def rules_of(args: argparse.Namespace | SimpleNamespace):
    """The rule a command's ``--max-turns`` and ``--outside`` name."""
    return rules_from(args.max_turns, args.outside)


_ANSWERS = {"pair": "TRUE or FALSE", "hdu1175": "YES or NO"}


def _warn(message: str) -> None:
    sys.stderr.write(f"linklab: undefined: {message}\n")


def run_judge(
    fmt: str,
    data,
    out,
    *,
    rules=None,
    as_doc: str | None = None,
    moves: bool = False,
    max_cells: int | None = None,
) -> int:
    """Answer the judge format ``fmt`` (``pair``, ``hdu1175``, ``sixdigits``) read from ``data``
    (bytes, or a binary stream read as the answers go out).

    >>> import io
    >>> out = io.StringIO()
    >>> run_judge("pair", b"1 3\\n2 0 2\\n0 0\\n0 2\\n", out)
    0
    >>> out.getvalue()
    'TRUE\\n'
    """
    if fmt == "sixdigits":
        if rules is not None and (rules.max_turns, rules.outside) != (2, False):
            raise InputError("sixdigits has no board: --outside and --max-turns do not apply")
        if max_cells is not None:
            raise InputError("sixdigits has no board: --max-cells does not apply")
    else:
        if moves:
            raise InputError(
                f"--moves is for sixdigits; {fmt} answers {_ANSWERS[fmt]} a query, with no moves"
            )
        from linklab.core.rules import Rules

        rules = Rules() if rules is None else rules
    record = None
    if as_doc:
        from linklab.documents.registry import answering, document

        if rules is not None and (rules.max_turns, rules.outside) != (2, False):
            raise InputError(
                "--as answers as the document's program does; drop --outside/--max-turns"
            )
        expected = answering(fmt)
        if as_doc not in expected:
            if len(expected) == 1:
                raise InputError(
                    f"{fmt} is document {expected[0]}'s format; --as {as_doc} cannot say"
                )
            raise InputError(
                f"{fmt} can be answered as document {' or '.join(expected)}, not {as_doc}"
            )
        record = document(as_doc)
    if isinstance(data, (bytes, bytearray)):
        import io

        data = io.BytesIO(data)
    if fmt == "sixdigits":

        def plain(text: str, out: TextIO) -> None:
            from linklab.core.sixanswers import judge_plain

            if moves or not judge_plain(text, out):
                from linklab.core.sixdigits import judge_sixdigits  # reads with care

                judge_sixdigits(text, out, moves=moves)

        answer_text = plain if record is None or record.judge is None else record.judge
        for text, before in text_blocks(data):  # the lines before bad bytes are answered
            try:
                answer_text(text, out)
            except InputError as bad:
                if bad.line is not None:
                    bad.line += before
                raise
        return 0
    from linklab.cli import judge

    answer = None
    if record is not None:
        from linklab.documents import answerer_as

        answer = answerer_as(record.number)

    run = judge.judge_pair if fmt == "pair" else judge.judge_hdu1175
    run(data, out, rules, answer=answer, warn=_warn, max_cells=max_cells)
    return 0


def quick_judge(argv: Sequence[str]) -> SimpleNamespace | None:
    """The options of a plain ``linklab judge FORMAT [--outside] [--max-turns K] [--moves]``,
    read without building the parser; None for anything else (``--as``, ``--help``, a mistake),
    which the whole parser reads and answers as usual.

    >>> quick_judge(["judge", "hdu1175", "--max-turns", "3"]).max_turns
    3
    >>> quick_judge(["judge", "hdu1175", "--max-turns", "x"]) is None
    True
    """
    if len(argv) < 2 or argv[0] != "judge" or argv[1] not in ("pair", "hdu1175", "sixdigits"):
        return None
    args = SimpleNamespace(
        command="judge",
        format=argv[1],
        outside=False,
        max_turns=2,
        moves=False,
        as_doc=None,
        max_cells=None,
    )
    rest = list(argv[2:])
    while rest:
        word = rest.pop(0)
        if word in ("--outside", "--moves"):
            setattr(args, word[2:], True)
        elif word == "--max-turns" and rest and rest[0].isascii() and rest[0].isdigit():
            if len(rest[0]) > 100:
                return None  # the parser says why
            args.max_turns = int(rest.pop(0))
        else:
            return None
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    >>> main(["judge", "pair", "--max-turns", "x"])
    2
    """
    args: argparse.Namespace | SimpleNamespace | None = quick_judge(
        sys.argv[1:] if argv is None else argv
    )
    if args is None:
        try:
            args = build_parser().parse_args(argv)
        except SystemExit as stop:
            return int(stop.code or 0)
    out = sys.stdout
    if out is None:
        return _cannot_write("standard output is closed")
    try:
        status = _dispatch(args, out)
        out.flush()
        return status
    except InputError as bad:
        try:
            out.flush()
        except BrokenPipeError:
            _silence_stdout()
        except OSError as failed:
            return _cannot_write(failed)
        sys.stderr.write(f"linklab: error: {_short_error_line(bad)}\n")
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        _silence_stdout()
        return 1
    except OSError as failed:
        return _cannot_write(failed)
    except KeyboardInterrupt:
        return 130


def _dispatch(args: argparse.Namespace | SimpleNamespace, out) -> int:
    """Read what the command needs (files, standard input) and call its handler with typed
    values: no handler sees the Namespace."""
    if args.command == "judge":
        if sys.stdin is None:
            raise InputError("cannot read standard input: it is closed")
        plain = (args.max_turns, args.outside) == (2, False)  # the rule needs no import
        return run_judge(
            args.format,
            sys.stdin.buffer,
            out,
            rules=None if plain else rules_of(args),
            as_doc=args.as_doc,
            moves=args.moves,
            max_cells=args.max_cells,
        )
    if args.command == "generate":
        from linklab.cli.game_commands import run_generate

        return run_generate(
            out,
            rows=args.rows,
            cols=args.cols,
            kinds=args.kinds,
            seed=args.seed,
            rules=rules_of(args),
            numbers=args.numbers,
            fours=args.fours,
            spread=args.spread,
            solvable=args.solvable,
            difficulty=args.difficulty,
            max_cells=args.max_cells,
        )
    if args.command == "solve":
        from linklab.cli.game_commands import run_solve

        limit = args.max_cells or MAX_SOLVE_CELLS
        text = read_board_text(args.file or "-", limit)
        return run_solve(
            text,
            out,
            rules=rules_of(args),
            time_limit=args.time_limit,
            board_format=args.board_format,
            max_cells=limit,
        )
    if args.command == "play":
        from linklab.cli.game_commands import run_play

        return run_play(
            input_stream(),
            out,
            rows=args.rows,
            cols=args.cols,
            kinds=args.kinds,
            seed=args.seed,
            rules=rules_of(args),
            max_cells=args.max_cells,
        )
    if args.command == "draw":
        from linklab.cli.draw_command import run_draw

        return run_draw(
            read_file_text(args.board),
            (args.x1, args.y1, args.x2, args.y2),
            args.output,
            method=args.method,
            step=None if args.last else args.step,
            rules=rules_of(args),
            board_format=args.board_format,
        )
    if args.command == "app" and args.page:
        if args.kernels_per_client is not None or args.max_kernels is not None:
            raise InputError(
                "--kernels-per-client and --max-kernels go with the Voilà app, not --page"
            )
        from linklab.cli.app_page import run_page

        return run_page(
            args.port,
            open_browser=not args.no_browser,
            lecture=args.lecture,
            lang=args.lang,
            site=args.site,
            slides=args.slides,
        )
    if args.command == "app":
        if args.site is not None:
            raise InputError("--site goes with --page (the Voilà app has no site)")
        if args.slides is not None:
            raise InputError("--slides goes with --page (the slides are the built site's)")
        from linklab.cli.app import run_app
        from linklab.cli.kernel_quota import IN_ALL, PER_CLIENT

        return run_app(
            args.port,
            open_browser=not args.no_browser,
            lecture=args.lecture,
            lang=args.lang,
            per_client=args.kernels_per_client or PER_CLIENT,
            max_kernels=args.max_kernels or IN_ALL,
        )
    if args.command == "course":
        from linklab.cli.course_command import run_course

        return run_course(
            out,
            lang=args.lang,
            folder=args.folder,
            open_lab=not args.no_lab,
            ip=args.ip,
            port=args.port,
        )
    if args.command == "practice":
        from linklab.cli.practice_command import run_list, run_practice

        if args.list:
            if args.skill is not None:
                raise InputError("--list takes no skill: it prints them all")
            return run_list(out)
        if args.skill is None:
            raise InputError("name a skill, like 'linklab practice pairs' (--list prints them)")
        if args.answer is not None and (args.json or args.count is not None):
            raise InputError("--answer judges one question: it goes without --json and --count")
        return run_practice(
            out,
            skill=args.skill,
            level=args.level,
            seed=args.seed,
            count=args.count,
            as_json=args.json,
            fmt=args.format,
            language=args.lang,
            answer=args.answer,
        )
    if args.command == "stress":
        from linklab.cli.stress import run_stress

        return run_stress(
            args.format,
            args.program,
            rules=rules_of(args),
            cases=args.cases,
            seed=args.seed,
            time_limit=args.time_limit,
            memory_limit=args.memory_limit,
            draw=args.draw,
            grow=args.grow,
        )
    raise AssertionError(args.command)  # argparse allows no other command


if __name__ == "__main__":
    sys.exit(main())
