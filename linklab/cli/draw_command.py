"""``linklab draw``: one step of a search as a picture, or the whole trace as a GIF or JSON.

``linklab draw BOARD_FILE X1 Y1 X2 Y2 [--method bfs|dfs|fast] [--step N | --last]
[--outside] [--max-turns K] -o OUT``

Positions count from 1, as documents 003 and 004 and ``linklab solve`` print them, so a move
printed by the solver can be pasted. OUT's suffix picks what is written: ``.png``, ``.svg`` or
``.pdf`` a picture of the step (the last by default), ``.gif`` the whole trace, ``.json`` its
events. The fast method yields no events: it draws the board and the path it finds.
"""

from __future__ import annotations

import sys
from pathlib import Path

from linklab.core.board import Board, Cell, parse_board
from linklab.core.errors import InputError
from linklab.core.rules import Rules

PICTURES = (".png", ".svg", ".pdf")
GIF_FRAMES = 240  # a longer trace's GIF shows this many steps, evenly spread
TRACES = (".gif", ".json")


def run_draw(
    text: str,
    ends: tuple[int, int, int, int],
    output: str | Path,
    *,
    method: str = "bfs",
    step: int | None = None,
    rules: Rules = Rules(),
    board_format: str = "auto",
) -> int:
    """Draw the search between two tiles of the board in ``text`` and write it to ``output``;
    returns the exit status (0).

    ``ends`` is ``x1 y1 x2 y2`` (rows and columns from 1); ``step`` None draws the last step.
    ``method`` is a search's name or ``"fast"`` (the event-free ``Checker``: its path only).

    Raises
    ------
    InputError
        For a board that cannot be parsed, cells off the board, an unknown output suffix, a step
        past the end, or a trace asked of the fast method.

    Examples
    --------
    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> run_draw("1 2 3 4\\n0 0 0 0\\n4 3 2 1\\n", (1, 1, 3, 4), folder / "b.json")
    ... # doctest: +ELLIPSIS
    wrote ...b.json: bfs, 24 events, path found (2 turns)
    0
    """
    output = Path(output)
    target = output.absolute()  # where the command was run, not the export folder
    suffix = output.suffix.lower()
    if suffix not in PICTURES + TRACES:
        raise InputError(
            f"cannot tell what to write from {output.name!r}: use .png, .svg, .pdf, .gif or .json"
        )
    board = parse_board(text, board_format)
    x1, y1, x2, y2 = ends
    a = _cell_counted_from_1(board, x1, y1)
    b = _cell_counted_from_1(board, x2, y2)
    from linklab.core.search import SEARCHES
    from linklab.documents.approaches import METHODS

    if method not in METHODS:
        raise InputError(f"unknown method {method!r}, expected one of {', '.join(METHODS)}")

    import matplotlib

    # Here and nowhere else: a command writes files and never opens a window.
    matplotlib.use("Agg")
    from linklab.core.trace import describe_event
    from linklab.render import export
    from linklab.render.draw import is_big_board

    if method == "fast":
        if suffix in TRACES:
            raise InputError("the fast method yields no events to animate; use --method bfs or dfs")
        if step is not None:
            raise InputError("the fast method has no steps; drop --step or use bfs or dfs")
        from linklab.core.checker import Checker

        path = Checker(board, rules).path(a, b)
        title = "fast check: " + ("no path" if path is None else f"{len(path) - 2} turns")
        if is_big_board(board, rules):
            _save_big(board, rules, None, target, ends=[a, b], route=path, title=title)
        else:
            export.export_board(board, target, rules, route=path, ends=[a, b], title=title)
        _report(output, f"fast, {_outcome(path)}")
        return 0

    from linklab.core.trace import Trace

    trace = Trace(SEARCHES[method](board, a, b, rules))
    last = trace.events[-1]
    outcome = _outcome(getattr(last, "path", None), getattr(last, "reason", None))
    events = "1 event" if len(trace) == 1 else f"{len(trace)} events"
    summary = f"{method}, {events}, {outcome}"
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

    from linklab.render.draw import draw_big_board
    from linklab.render.export import save_figure

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

    from linklab.render.draw import BigBoardFrames
    from linklab.render.export import gif_steps

    top, bottom, left, right = rules.area(board)
    scale = max(1, pixels // max(bottom - top + 1, right - left + 1))
    steps = gif_steps(len(trace), GIF_FRAMES)

    painter = BigBoardFrames(board, rules, ends=ends)

    def images():
        for frame in trace.frames_at(steps):
            image = Image.fromarray(painter.image(frame))
            image = image.resize(
                (image.width * scale, image.height * scale), Image.Resampling.NEAREST
            )
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
    from linklab.render import draw

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
    return [draw.rgb(face) for face in dict.fromkeys(faces)]


def _cell_counted_from_1(board: Board, row: int, col: int) -> Cell:
    if not (1 <= row <= board.rows and 1 <= col <= board.cols):
        raise InputError(
            f"cell ({row}, {col}) is off the {board.rows}x{board.cols} board "
            "(rows and columns count from 1)"
        )
    return row - 1, col - 1
