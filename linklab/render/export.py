"""Pictures and traces to files: PNG, SVG and PDF pictures, animated GIFs, and JSON events.

Only files are written here; the figures the players draw on are `linklab.render.canvas`'s.

One line each from a notebook::

    export_frame(board, trace, 37, rules, "bfs-step37.png")
    export_trace_gif(board, trace, rules, "bfs.gif", fps=4)
    Path("bfs.json").write_text(events_to_json(trace.events))

A relative path is taken inside the export folder, `export_folder()`: ``exports/`` in the
current working folder (beside the notebooks when a notebook saves), made when first written
to; ``LINKLAB_EXPORT_DIR`` or `set_export_folder` names another. An absolute path is written
as given. Every function returns the full path it wrote.

The format of a picture comes from the file's suffix. GIFs are written by matplotlib's
``PillowWriter`` (no ffmpeg needed), from a `FrameCanvas` that draws each step's scene,
redrawing only the shapes that change between steps. Events go to JSON and back exactly; a
heading is written by its name.

Examples
--------
>>> from linklab.core.board import Board
>>> from linklab.core.search import bfs_events
>>> events = list(bfs_events(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2)))
>>> events_from_json(events_to_json(events)) == events
True
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from linklab.core import events as ev
from linklab.core.board import Board, Cell
from linklab.core.errors import InputError
from linklab.core.rules import Heading, Rules
from linklab.core.trace import Trace, as_trace, find_ends
from linklab.render.canvas import (  # noqa: F401  (the names widgets and notebooks knew from here)
    FrameCanvas,
    canvas_pillow_writer,
    frame_figure,
    png_bytes,
    step_index,
)

FIGURE_FORMATS = ("png", "svg", "pdf")
JSON_FORMAT = "linklab-events"
_EVENT_TYPES = {
    cls.__name__: cls
    for cls in (
        ev.Enqueued,
        ev.Dequeued,
        ev.Pushed,
        ev.Popped,
        ev.Rejected,
        ev.Found,
        ev.Exhausted,
        ev.Refused,
    )
}


# --- where files go -------------------------------------------------------------------------

EXPORT_DIR_VARIABLE = "LINKLAB_EXPORT_DIR"
DEFAULT_EXPORT_DIR = "exports"
_chosen_folder: Path | None = None


def export_folder() -> Path:
    """The folder exports with a relative path go into, as an absolute path.

    The one given to `set_export_folder`, else ``$LINKLAB_EXPORT_DIR``, else ``exports/`` in the
    current working folder. It is made when a file is first written there, not before.

    Examples
    --------
    >>> import os
    >>> export_folder() == Path(os.environ.get("LINKLAB_EXPORT_DIR", "exports")).absolute()
    True
    """
    if _chosen_folder is not None:
        return _chosen_folder
    return Path(os.environ.get(EXPORT_DIR_VARIABLE) or DEFAULT_EXPORT_DIR).expanduser().absolute()


def set_export_folder(folder: str | os.PathLike | None) -> Path:
    """Send exports with a relative path into ``folder`` from now on (``None``: the default).

    Examples
    --------
    >>> import tempfile
    >>> chosen = tempfile.mkdtemp()
    >>> set_export_folder(chosen) == Path(chosen)
    True
    >>> set_export_folder(None) == export_folder()
    True
    """
    global _chosen_folder
    _chosen_folder = None if folder is None else Path(folder).expanduser().absolute()
    return export_folder()


def export_path(path: str | os.PathLike, folder: str | os.PathLike | None = None) -> Path:
    """The full path a file named ``path`` is written to, its folder made if missing.

    Parameters
    ----------
    path : str or PathLike
        An absolute path is kept; a relative one is taken inside ``folder``.
    folder : str or PathLike, optional
        By default `export_folder()`.

    Raises
    ------
    InputError
        When the folder cannot be made.

    Examples
    --------
    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> export_path("pictures/a.png", folder) == folder / "pictures" / "a.png"
    True
    >>> (folder / "pictures").is_dir()
    True
    """
    path = Path(path).expanduser()
    if not path.is_absolute():
        base = export_folder() if folder is None else Path(folder).expanduser().absolute()
        path = base / path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as failed:
        raise InputError(f"cannot make the folder {path.parent}: {failed.strerror}") from None
    return path


# --- pictures -------------------------------------------------------------------------------


#: The most pixels a picture may have (side by side): beyond, it would not fit in memory.
MAX_PIXELS = 100_000_000


def _check_figure_arguments(fig, path, dpi) -> None:
    """``InputError`` naming ``save_figure``'s argument that cannot be used."""
    if not isinstance(path, str | os.PathLike):
        raise InputError(
            f"save_figure: path must be a file name (str or path), got {type(path).__name__}"
        )
    if dpi is None:
        return
    if not isinstance(dpi, int | float) or isinstance(dpi, bool) or not dpi > 0:
        raise InputError(f"save_figure: dpi must be a number > 0, got {dpi!r}")
    width, height = fig.get_size_inches()
    if width * dpi * height * dpi > MAX_PIXELS or dpi == float("inf"):
        raise InputError(
            f"save_figure: dpi {dpi:g} makes a {width * dpi:.0f}x{height * dpi:.0f} picture, "
            f"more than {MAX_PIXELS:,} pixels"
        )


def save_figure(fig, path: str | os.PathLike, *, dpi: float | None = None) -> Path:
    """Write a figure to ``path``, as PNG, SVG or PDF by its suffix.

    Parameters
    ----------
    fig : matplotlib.figure.Figure
        The figure.
    path : str or PathLike
        Where to write (a relative path inside `export_folder()`); the suffix (``.png``,
        ``.svg``, ``.pdf``) picks the format.
    dpi : float, optional
        Resolution for PNG (the figure's own by default).

    Returns
    -------
    pathlib.Path
        The full path written.

    Raises
    ------
    InputError
        For any other suffix, a folder that cannot be written, a path that is not a file name,
        or a dpi that is not a number > 0 or makes more than ``MAX_PIXELS`` pixels.

    Examples
    --------
    >>> import tempfile
    >>> from matplotlib.figure import Figure
    >>> folder = tempfile.mkdtemp()
    >>> save_figure(Figure(figsize=(1, 1)), f"{folder}/f.svg").read_text()[:5]
    '<?xml'
    """
    _check_figure_arguments(fig, path, dpi)
    fmt = Path(path).suffix.lower().lstrip(".")
    if fmt not in FIGURE_FORMATS:
        name = Path(path).name
        raise InputError(f"cannot tell a picture format from {name!r}: use .png, .svg or .pdf")
    path = export_path(path)
    import matplotlib

    from linklab.render.style import fit_figure

    fit_figure(fig)

    try:
        with matplotlib.rc_context({"svg.hashsalt": "linklab"}):
            # "tight": a title or a board that its layout pushed past the figure's edge (fixed
            # aspect boards can leave it no room) is saved whole, never cut off.
            fig.savefig(
                path,
                format=fmt,
                dpi=dpi or fig.dpi,
                metadata=_metadata(fmt),
                bbox_inches="tight",
                pad_inches=0.08,
            )
    except OSError as failed:
        raise InputError(f"cannot write {path}: {failed.strerror or failed}") from None
    return path


def _metadata(fmt: str) -> dict[str, Any]:
    # No dates or versions in the files, so the same picture gives the same bytes.
    if fmt == "svg":
        return {"Date": None}
    if fmt == "pdf":
        return {"CreationDate": None, "Producer": None}
    return {"Software": None}


def export_frame(
    board: Board,
    trace: Trace | Iterable[ev.Event],
    step: int,
    rules: Rules,
    path: str | os.PathLike,
    *,
    ends: Sequence[Cell] | None = None,
    method: str | None = None,
    width: float = 9.0,
    dpi: float = 150,
) -> Path:
    """Draw one step of a trace and write it to ``path`` (PNG, SVG or PDF by the suffix): the
    scene the live player and the static page show (`linklab.render.scene.search`).

    Parameters
    ----------
    board, rules
        The board searched and the rule searched under.
    trace : Trace or iterable of Event
        The search.
    step : int
        How many events have happened (``0`` before the first); negative counts from the end,
        ``-1`` being the last step.
    path : str or PathLike
        The file to write.
    ends : sequence of Cell, optional
        The two cells searched between (read off the events when not given).
    method : {"bfs", "dfs"}, optional
        Read off the events when not given.
    width, dpi
        The picture's width in inches (its height follows the board, caption and legend),
        and its resolution.

    Returns
    -------
    pathlib.Path

    Examples
    --------
    >>> import tempfile
    >>> from linklab.core.search import bfs_events
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> folder = tempfile.mkdtemp()
    >>> out = export_frame(board, bfs_events(board, (0, 0), (0, 2)), -1, Rules(),
    ...                    f"{folder}/last.svg")
    >>> out.name, out.stat().st_size > 1000
    ('last.svg', True)
    """
    from linklab.core.trace import guess_method
    from linklab.render.draw_scene import scene_figure
    from linklab.render.scene.search import frame_scene
    from linklab.render.style import current

    trace = as_trace(trace)
    index = step_index(trace, step)
    scene = frame_scene(
        board.grid,
        rules.outside,
        trace.frame(index),
        method or guess_method(trace.events),
        find_ends(trace.events) if ends is None else ends,
        total=len(trace),
        caption=True,
        legend=True,
        legend_entries=current().legend_entries,
    )
    return save_figure(scene_figure(scene, width, dpi), path)


def export_board(
    board: Board,
    path: str | os.PathLike,
    rules: Rules | None = None,
    *,
    route: Sequence[Cell] | None = None,
    ends: Sequence[Cell] = (),
    title: str | None = None,
    width: float = 9.0,
    dpi: float = 150,
) -> Path:
    """Draw a board, and a path on it if given, and write it to ``path``.

    >>> import tempfile
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> export_board(board, f"{tempfile.mkdtemp()}/b.png", route=[(0, 0), (0, 2)]).suffix
    '.png'
    """
    from linklab.render.draw import draw_board, draw_path

    fig, ax = frame_figure(board, rules or Rules(), width=width, dpi=dpi, legend=False)
    draw_board(ax, board, rules, ends=ends)
    if route:
        draw_path(ax, route)
    if title:
        ax.set_title(title, loc="left", fontsize="medium")
    return save_figure(fig, path)


def gif_steps(total: int, max_frames: int) -> list[int]:
    """The steps a GIF of a trace with ``total`` events shows: all, or evenly spread ones.

    >>> gif_steps(5, 100), gif_steps(100, 5)
    ([0, 1, 2, 3, 4, 5], [0, 25, 50, 75, 100])
    """
    if total + 1 <= max_frames:
        return list(range(total + 1))
    if max_frames < 2:
        return [total]
    return sorted({round(i * total / (max_frames - 1)) for i in range(max_frames)})


def export_trace_gif(
    board: Board,
    trace: Trace | Iterable[ev.Event],
    rules: Rules,
    path: str | os.PathLike,
    *,
    fps: float = 4,
    max_frames: int = 240,
    hold: float = 2.0,
    ends: Sequence[Cell] | None = None,
    method: str | None = None,
    width: float = 8.0,
    dpi: float = 80,
) -> Path:
    """Write a whole trace as an animated GIF, one frame a step (no ffmpeg needed).

    Parameters
    ----------
    board, rules
        The board searched and the rule searched under.
    trace : Trace or iterable of Event
        The search.
    path : str or PathLike
        The ``.gif`` file to write.
    fps : float
        Steps a second.
    max_frames : int
        A longer trace shows evenly spread steps, its first and last among them.
    hold : float
        Seconds the last step stays before the GIF loops.
    ends, method
        As for `export_frame`.
    width, dpi
        The picture's width in inches (its height follows the scene), and its resolution.

    Returns
    -------
    pathlib.Path

    Examples
    --------
    >>> import tempfile
    >>> from PIL import Image
    >>> from linklab.core.search import bfs_events
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> out = export_trace_gif(board, bfs_events(board, (0, 0), (0, 2)), Rules(),
    ...                        f"{tempfile.mkdtemp()}/bfs.gif", dpi=40)
    >>> Image.open(out).n_frames  # 12 events: steps 0..12
    13
    """
    if Path(path).suffix.lower() != ".gif":
        raise InputError(f"an animation is written as .gif, not {Path(path).name!r}")
    if fps <= 0:
        raise InputError(f"fps must be > 0, got {fps}")
    path = export_path(path)
    canvas = FrameCanvas(board, trace, rules, method=method, ends=ends, width=width, dpi=dpi)
    writer = canvas_pillow_writer()(fps=fps)
    steps = gif_steps(len(canvas.trace), max_frames)
    try:
        with writer.saving(canvas.fig, path, canvas.fig.dpi):
            for step in steps:
                canvas.show(step)
                writer.grab_frame()
            # Repeated frames are merged by the GIF encoder into one longer last frame.
            for _ in range(round(hold * fps)):
                writer.grab_frame()
    except OSError as failed:
        raise InputError(f"cannot write {path}: {failed.strerror or failed}") from None
    return path


# --- events as JSON -------------------------------------------------------------------------


def events_to_json(events: Iterable[ev.Event], *, one_per_line: bool = False) -> str:
    """Write a search's events as JSON: each an object with its ``type`` and its fields.

    A cell is a ``[row, col]`` list (0-based, as in the package), a heading its name
    (``"RIGHT"``) or null, a path a list of cells.

    Parameters
    ----------
    events : iterable of Event
        The events, e.g. ``trace.events``.
    one_per_line : bool
        Put each event on a line of its own (for files people read and diff).

    Returns
    -------
    str
        ``{"format": "linklab-events", "version": 1, "events": [...]}``.

    Examples
    --------
    >>> print(events_to_json([ev.Enqueued((0, 1), Heading.RIGHT, 0, front=True)]))
    ... # doctest: +NORMALIZE_WHITESPACE
    {"format": "linklab-events", "version": 1, "events": [{"type": "Enqueued",
     "cell": [0, 1], "heading": "RIGHT", "turns": 0, "front": true}]}
    """
    items = []
    for event in events:
        name = type(event).__name__
        if _EVENT_TYPES.get(name) is not type(event):
            raise InputError(f"cannot write {event!r} as a search event")
        item: dict[str, Any] = {"type": name}
        for field in dataclasses.fields(event):
            item[field.name] = _encode(field.name, getattr(event, field.name))
        items.append(item)
    if not one_per_line:
        document = {"format": JSON_FORMAT, "version": 1, "events": items}
        return json.dumps(document, ensure_ascii=False)
    head = json.dumps({"format": JSON_FORMAT, "version": 1}, ensure_ascii=False)[:-1]
    lines = ",\n".join(json.dumps(item, ensure_ascii=False) for item in items)
    return f'{head}, "events": [\n{lines}\n]}}' if items else f'{head}, "events": []}}'


def _encode(name: str, value: Any) -> Any:
    if name == "heading":
        return None if value is None else value.name
    if name == "cell":
        return list(value)
    if name == "path":
        return [list(cell) for cell in value]
    return value


def events_from_json(text: str) -> list[ev.Event]:
    """Read events written by `events_to_json` (or a bare list of its event objects).

    Parameters
    ----------
    text : str
        The JSON text.

    Returns
    -------
    list of Event
        Equal, event for event, to the ones written.

    Raises
    ------
    InputError
        Naming the first event that cannot be read, and why.

    Examples
    --------
    >>> events_from_json('[{"type": "Found", "path": [[0, 0], [0, 2]]}]')
    [Found(path=((0, 0), (0, 2)))]
    >>> events_from_json('[{"type": "Jumped"}]')
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: event 1: unknown type 'Jumped'
    """
    try:
        document = json.loads(text)
    except json.JSONDecodeError as bad:
        raise InputError(f"not JSON: {bad.msg}", line=bad.lineno) from None
    if isinstance(document, dict):
        if document.get("format", JSON_FORMAT) != JSON_FORMAT:
            raise InputError(f"expected {JSON_FORMAT!r} JSON, got {document.get('format')!r}")
        items = document.get("events")
    else:
        items = document
    if not isinstance(items, list):
        raise InputError("expected a list of events")
    return [_decode(number, item) for number, item in enumerate(items, 1)]


def _decode(number: int, item: Any) -> ev.Event:
    where = f"event {number}"
    if not isinstance(item, dict):
        raise InputError(f"{where}: expected an object, got {type(item).__name__}")
    cls = _EVENT_TYPES.get(item.get("type"))  # type: ignore[arg-type]
    if cls is None:
        raise InputError(f"{where}: unknown type {item.get('type')!r}")
    values = {}
    for field in dataclasses.fields(cls):
        if field.name not in item:
            if field.default is not dataclasses.MISSING:
                continue
            raise InputError(f"{where} ({cls.__name__}): missing {field.name!r}")
        try:
            values[field.name] = _decode_value(field.name, item[field.name])
        except (KeyError, TypeError, ValueError):
            raise InputError(
                f"{where} ({cls.__name__}): bad {field.name} {item[field.name]!r}"
            ) from None
    extra = set(item) - {"type"} - {field.name for field in dataclasses.fields(cls)}
    if extra:
        raise InputError(f"{where} ({cls.__name__}): unexpected {sorted(extra)[0]!r}")
    return cls(**values)


def _decode_value(name: str, value: Any) -> Any:
    if name == "heading":
        return None if value is None else Heading[value]
    if name == "cell":
        return _json_cell(value)
    if name == "path":
        return tuple(_json_cell(cell) for cell in value)
    if name == "turns":
        if type(value) is not int:
            raise TypeError(name)
        return value
    if name == "front":
        if type(value) is not bool:
            raise TypeError(name)
        return value
    if name == "reason":
        if not isinstance(value, str):
            raise TypeError(name)
        return value
    raise KeyError(name)


def _json_cell(value: Any) -> Cell:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(type(part) is int for part in value)
    ):
        raise TypeError("cell")
    return (value[0], value[1])


def export_trace_json(trace: Trace | Iterable[ev.Event], path: str | os.PathLike) -> Path:
    """Write a trace's events as JSON to ``path``.

    >>> import tempfile
    >>> out = export_trace_json([ev.Exhausted()], f"{tempfile.mkdtemp()}/t.json")
    >>> events_from_json(out.read_text())
    [Exhausted()]
    """
    path = export_path(path)
    events = trace.events if isinstance(trace, Trace) else tuple(trace)
    try:
        path.write_text(events_to_json(events, one_per_line=True) + "\n", encoding="utf-8")
    except OSError as failed:
        raise InputError(f"cannot write {path}: {failed.strerror or failed}") from None
    return path
