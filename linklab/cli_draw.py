"""``linklab draw``: one step of a search as a picture, or the whole trace as a GIF or JSON.

``linklab draw BOARD_FILE X1 Y1 X2 Y2 [--method bfs|dfs|fast] [--step N | --last]
[--outside] [--max-turns K] -o OUT``

Positions count from 1, as documents 003 and 004 and ``linklab solve`` print them, so a move
printed by the solver can be pasted. OUT's suffix picks what is written: ``.png``, ``.svg`` or
``.pdf`` a picture of the step (the last by default), ``.gif`` the whole trace, ``.json`` its
events. The fast method yields no events: it draws the board and the path it finds.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from linklab.board import Board, Cell, parse_board
from linklab.errors import InputError
from linklab.rules import Rules

PICTURES = (".png", ".svg", ".pdf")
GIF_FRAMES = 240  # a longer trace's GIF shows this many steps, evenly spread
TRACES = (".gif", ".json")


def run_draw(args: argparse.Namespace) -> int:
    """Draw what ``args`` asks for and write it; returns the exit status (0).

    ``args`` holds ``board`` (a file name, ``-`` for standard input), ``x1 y1 x2 y2`` (from
    1), ``method``, ``step`` (or None), ``last``, ``outside``, ``max_turns`` and ``output``.

    Raises
    ------
    InputError
        For a file that cannot be read, a board that cannot be parsed, cells off the board,
        an unknown output suffix, a step past the end, or a trace asked of the fast method.

    Examples
    --------
    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "b.txt").write_text("1 2 3 4\\n0 0 0 0\\n4 3 2 1\\n")
    >>> args = argparse.Namespace(board=str(folder / "b.txt"), x1=1, y1=1, x2=3, y2=4,
    ...                           method="bfs", step=None, last=False, outside=False,
    ...                           max_turns=2, output=str(folder / "b.json"))
    >>> run_draw(args)  # doctest: +ELLIPSIS
    wrote ...b.json: bfs, 24 events, path found (2 turns)
    0
    """
    output = Path(args.output)
    target = output.absolute()  # where the command was run, not the export folder
    suffix = output.suffix.lower()
    if suffix not in PICTURES + TRACES:
        raise InputError(
            f"cannot tell what to write from {output.name!r}: use .png, .svg, .pdf, .gif or .json"
        )
    board = _read_board(args.board, getattr(args, "board_format", "auto"))
    a = _cell(board, args.x1, args.y1)
    b = _cell(board, args.x2, args.y2)
    max_turns = getattr(args, "max_turns", 2)
    if not isinstance(max_turns, int) or max_turns < 0:
        raise InputError(f"--max-turns must be a whole number >= 0, got {max_turns!r}")
    rules = Rules(max_turns=max_turns, outside=bool(getattr(args, "outside", False)))
    method = getattr(args, "method", "bfs") or "bfs"
    step = getattr(args, "step", None)
    if getattr(args, "last", False):
        step = None
    if method not in ("bfs", "dfs", "fast"):
        raise InputError(f"unknown method {method!r}, expected bfs, dfs or fast")

    import matplotlib

    # Here and nowhere else: a command writes files and never opens a window.
    matplotlib.use("Agg")
    from linklab import export
    from linklab.draw import describe_event, is_big_board

    if method == "fast":
        if suffix in TRACES:
            raise InputError("the fast method yields no events to animate; use --method bfs or dfs")
        if step is not None:
            raise InputError("the fast method has no steps; drop --step or use bfs or dfs")
        from linklab.search import find_path

        path = find_path(board, a, b, rules, method="fast")
        title = "fast check: " + ("no path" if path is None else f"{len(path) - 2} turns")
        if is_big_board(board, rules):
            _save_big(board, rules, None, target, ends=[a, b], route=path, title=title)
        else:
            export.export_board(board, target, rules, route=path, ends=[a, b], title=title)
        _report(output, f"fast, {_outcome(path)}")
        return 0

    from linklab.search import SEARCHES
    from linklab.trace import Trace

    trace = Trace(SEARCHES[method](board, a, b, rules))
    last = trace.events[-1]
    outcome = _outcome(getattr(last, "path", None), getattr(last, "reason", None))
    summary = f"{method}, {len(trace)} events, {outcome}"
    if suffix == ".json":
        export.export_trace_json(trace, target)
    elif suffix == ".gif":
        if step is not None:
            raise InputError("a .gif shows every step; drop --step")
        shown = len(export.gif_steps(len(trace), GIF_FRAMES))
        if shown < len(trace) + 1:
            sys.stderr.write(
                f"linklab: note: the GIF shows {shown} of the trace's {len(trace) + 1} steps, "
                "evenly spread, the first and last among them\n"
            )
        if is_big_board(board, rules):
            write_big_gif(board, trace, rules, target, ends=[a, b])
        else:
            export.export_trace_gif(
                board, trace, rules, target, ends=[a, b], method=method, max_frames=GIF_FRAMES
            )
    else:
        if step is not None and not 0 <= step <= len(trace):
            raise InputError(f"--step {step} is outside 0..{len(trace)} (the trace's steps)")
        index = len(trace) if step is None else step
        if is_big_board(board, rules):
            frame = trace.frame(index)
            title = f"{method}: step {index} of {len(trace)}, {describe_event(frame.event)}"
            _save_big(board, rules, frame, target, ends=[a, b], title=title)
        else:
            export.export_frame(board, trace, index, rules, target, ends=[a, b], method=method)
        summary = f"{method}, step {index} of {len(trace)}, {outcome}"
    _report(output, summary)
    return 0


def _report(output: Path, summary: str) -> None:
    sys.stdout.write(f"wrote {output}: {summary}\n")


def _outcome(path, refused: str | None = None) -> str:
    if path is not None:
        turns = len(path) - 2
        return f"path found ({turns} turn{'s' * (turns != 1)})"
    return f"no pair: {refused.replace('_', ' ')}" if refused else "no path"


def _save_big(board, rules, frame, output: Path, *, ends, route=None, title=None) -> None:
    """A board too big to label, drawn as one image and saved (PNG, SVG or PDF)."""
    from matplotlib.figure import Figure

    from linklab.draw import draw_big_board
    from linklab.export import save_figure

    top, bottom, left, right = rules.area(board)
    rows, cols = bottom - top + 1, right - left + 1
    side = 9.0 / max(rows, cols)
    fig = Figure(figsize=(cols * side + 0.75, rows * side + 0.75), dpi=150)
    ax = fig.add_axes(
        (
            0.55 / fig.get_figwidth(),
            0.3 / fig.get_figheight(),
            cols * side / fig.get_figwidth(),
            rows * side / fig.get_figheight(),
        )
    )
    draw_big_board(ax, board, rules, frame, ends=ends, route=route, title=title)
    try:
        save_figure(fig, output)
    except OSError as failed:
        raise InputError(f"cannot write {output}: {failed.strerror or failed}") from None


def write_big_gif(
    board: Board,
    trace,
    rules: Rules,
    output: Path,
    *,
    ends,
    fps: float = 4,
    hold: float = 2.0,
    pixels: int = 600,
) -> None:
    """A GIF of a trace on a board too big to label: each shown step one image, made from the
    events folded once and handed to the encoder as it is made (no figure per step)."""
    from PIL import Image

    from linklab.draw import BigBoardFrames
    from linklab.export import gif_steps

    top, bottom, left, right = rules.area(board)
    scale = max(1, pixels // max(bottom - top + 1, right - left + 1))
    steps = gif_steps(len(trace), GIF_FRAMES)

    painter = BigBoardFrames(board, rules, ends=ends)

    def images():
        for frame in trace.frames_at(steps):
            image = Image.fromarray(painter.image(frame))
            image = image.resize((image.width * scale, image.height * scale), Image.NEAREST)
            yield image.quantize(palette=palette, dither=Image.Dither.NONE)

    palette = Image.new("P", (1, 1))
    palette.putpalette([v for colour in _gif_colours(board) for v in colour] * 1)
    frames = images()
    first = next(frames)
    durations = [int(1000 / fps)] * (len(steps) - 1) + [int(1000 * (1 / fps + hold))]
    try:
        first.save(output, save_all=True, append_images=frames, duration=durations, loop=0)
    except OSError as failed:
        raise InputError(f"cannot write {output}: {failed.strerror or failed}") from None


def _gif_colours(board: Board) -> list[tuple[int, int, int]]:
    from linklab import draw

    faces = [
        draw.EMPTY_FACE,
        draw.RING_FACE,
        draw.REACHED_FACE,
        draw.EXPANDED_FACE,
        draw.BACKTRACKED_FACE,
        draw.FRONTIER_EDGE,
        draw.PATH_COLOR,
    ]
    kinds = sorted(board.counts())
    faces += [draw.kind_color(kind) for kind in kinds[: 256 - len(faces)]]
    return [draw._rgb(face) for face in dict.fromkeys(faces)]


def _read_board(name: str, form: str = "auto") -> Board:
    from linklab.cli import read_input, read_text

    if name == "-":
        data = read_input()
    else:
        try:
            data = Path(name).read_bytes()
        except OSError as failed:
            raise InputError(f"cannot read {name}: {failed.strerror or failed}") from None
    return parse_board(read_text(data), form)


def _cell(board: Board, row: int, col: int) -> Cell:
    if not (1 <= row <= board.rows and 1 <= col <= board.cols):
        raise InputError(
            f"cell ({row}, {col}) is off the {board.rows}x{board.cols} board "
            "(rows and columns count from 1)"
        )
    return row - 1, col - 1
