"""A player for the exact solver: step through ``solve_events`` on a small board.

The view holds no solver logic: it reads ``linklab.core.solver.solve_events``, folds the stream with
``linklab.core.solver_trace.SolverTrace`` and draws with ``linklab.render.draw``. Beside the
picture are the decision stack (tried moves open a level, forced moves follow them, a failed try is
undone and listed as forbidden) and the counters; below, the stepped player's controls
(`linklab.widgets.stepped`): play, stop, one step back or forward, the step slider and the
speed, and Export (the picture as PNG, SVG or PDF).

CSS classes a browser test can select (``.linklab-...``): ``linklab-solver``,
``-solver-image``, ``-solver-play``, ``-solver-stop``, ``-solver-back``, ``-solver-forward``,
``-solver-slider``, ``-solver-readout``, ``-solver-speed``, ``-solver-stack``,
``-solver-counters``, and the export box's
``linklab-export-format``, ``linklab-export``, ``linklab-export-label``.
"""

from __future__ import annotations

import html
import os
from collections.abc import Iterable
from pathlib import Path

from linklab.core.board import Board, Cell, format_cell
from linklab.core.rules import Rules
from linklab.core.search import find_path
from linklab.core.solver import solve_events
from linklab.core.solver_events import (
    GIVE_UP_WORDS,
    Backjumped,
    DeadStateMet,
    DeadStateRemembered,
    ForcedMove,
    GaveUp,
    Hopeless,
    MoveForbidden,
    MoveTried,
    NogoodRecalled,
    Pair,
    ProvenUnsolvable,
    Restarted,
    Solved,
    SolverEvent,
)
from linklab.core.solver_trace import SolverFrame, SolverTrace
from linklab.render.draw import kind_label
from linklab.render.draw_scene import scene_figure
from linklab.render.export import save_figure
from linklab.render.scene.board import board_scene
from linklab.render.scene.shapes import CAPTION_SIZE, Scene, captioned, text_width
from linklab.render.style import readable_width
from linklab.widgets.kit import counters_html
from linklab.widgets.stepped import CELL_INCHES, SteppedPlayer

STACK_SHOWN = 60


def format_move(board: Board, move: Pair) -> str:
    """A move as its kind's letter and its two cells, counted from 1.

    >>> format_move(Board.from_rows([[1, 0, 1]]), ((0, 0), (0, 2)))
    'A (1, 1)–(1, 3)'
    """
    a, b = move
    return f"{kind_label(board[a])} {format_cell(a)}–{format_cell(b)}"


def describe_solver_event(event: SolverEvent | None, board: Board) -> str:
    """One short line saying what a solver event did (``board``: the board it started from).

    >>> board = Board.from_rows([[1, 2, 2, 1]])
    >>> describe_solver_event(ForcedMove(((0, 1), (0, 2)), "only_partner"), board)
    'forced B (1, 2)–(1, 3): only partner'
    >>> describe_solver_event(None, board), describe_solver_event(Restarted(), board)
    ('start', 'restart, keeping what was learnt')
    """
    from linklab.i18n import translate

    return translate(_describe(event, board))


def _describe(event: SolverEvent | None, board: Board) -> str:
    if event is None:
        return "start"
    if isinstance(event, MoveTried):
        return f"try {format_move(board, event.move)}"
    if isinstance(event, ForcedMove):
        return f"forced {format_move(board, event.move)}: {event.reason.replace('_', ' ')}"
    if isinstance(event, MoveForbidden):
        return f"undo and forbid {format_move(board, event.move)}"
    if isinstance(event, Backjumped):
        return f"undo {format_move(board, event.move)} and backjump: the failure does not need it"
    if isinstance(event, Hopeless):
        return f"hopeless: {len(event.held)} tiles can never go"
    if isinstance(event, NogoodRecalled):
        return "hopeless: a reason learnt before holds here"
    if isinstance(event, DeadStateMet):
        return f"dead state met again ({event.tiles} tiles)"
    if isinstance(event, DeadStateRemembered):
        return f"dead state remembered ({event.tiles} tiles)"
    if isinstance(event, Restarted):
        return "restart, keeping what was learnt"
    if isinstance(event, Solved):
        return f"solved in {len(event.moves)} moves"
    if isinstance(event, ProvenUnsolvable):
        return f"proven unsolvable ({event.reason.replace('_', ' ')})"
    if isinstance(event, GaveUp):
        return f"gave up ({GIVE_UP_WORDS.get(event.reason, event.reason)})"
    raise TypeError(f"not a solver event: {event!r}")


def stack_lines(frame: SolverFrame, board: Board) -> list[str]:
    """The decision stack as lines, oldest first, indented by level (``board``: the start).

    >>> board = Board.from_rows([[1, 1, 2, 2]])
    >>> trace = SolverTrace([MoveTried(((0, 0), (0, 1))), MoveForbidden(((0, 0), (0, 1)))], board)
    >>> stack_lines(trace.frame(1), board), stack_lines(trace.frame(2), board)
    (['1. try A (1, 1)–(1, 2)'], ['✗ forbid A (1, 1)–(1, 2)'])
    """
    from linklab.i18n import tr

    lines, depth = [], 0
    for decision in frame.stack:
        text = format_move(board, decision.move)
        if decision.kind == "tried":
            depth += 1
            lines.append("  " * (depth - 1) + tr("{depth}. try {move}", depth=depth, move=text))
        elif decision.kind == "forced":
            lines.append("  " * depth + tr("→ forced {move}", move=text))
        else:
            lines.append("  " * depth + tr("✗ forbid {move}", move=text))
    return lines


class SolverView(SteppedPlayer):
    """Step through the exact solver's work: the board, the decision stack and the counters.

    Parameters
    ----------
    board : Board
        The board solved; keep it small (a few dozen tiles), the stream is kept whole.
    rules : Rules
        The rule solved under.
    events : SolverTrace or iterable of SolverEvent, optional
        The stream; by default ``solve_events(board, rules, time_limit, seed)``.
    time_limit, seed
        Passed to ``solve_events`` when ``events`` is not given.
    step : int
        The step shown first.
    width, dpi
        The picture's widest width in inches, and its resolution.
    export_dir : str or PathLike
        Where Export writes.
    all_frames : bool
        Send every step's frame now, so the page steps without a kernel.

    Attributes
    ----------
    frame : SolverFrame
        The solver at the step shown.
    stack_lines : list of str
        The decision stack at the step shown.

    Examples
    --------
    >>> view = SolverView(Board.from_rows([[1, 2, 2, 1]]))
    >>> view.step = 1
    >>> view.stack_lines, view.counts()["forced"]
    (['→ forced B (1, 2)–(1, 3)'], 1)
    >>> view.step_by(1)
    >>> view.step, view.counts()["outcome"]
    (2, 'not yet')
    """

    def __init__(
        self,
        board: Board,
        rules: Rules = Rules(),
        *,
        events: SolverTrace | Iterable[SolverEvent] | None = None,
        time_limit: float = 10.0,
        seed: int = 0,
        step: int = 0,
        width: float = 6.0,
        dpi: float = 90,
        export_dir: str | os.PathLike = ".",
        name: str = "solver",
        all_frames: bool = False,
    ):
        if events is None:
            events = solve_events(board, rules, time_limit, seed)
        trace = events if isinstance(events, SolverTrace) else SolverTrace(events, board)
        self.trace, self.board, self.rules = trace, board, rules
        self.width = width
        self._caption_units = max(  # every step as wide as the widest caption needs
            text_width(describe_solver_event(event, board), CAPTION_SIZE) + 0.7
            for event in (None, *trace.events)
        )
        first = self.step_scene(0)
        units_px = min(width * dpi / first.width, CELL_INCHES * dpi)
        super().__init__(
            len(trace),
            step=step,
            css="linklab-solver",
            columns=[["linklab-solver-counters", "linklab-solver-stack"]],
            column_width=300,
            width_px=readable_width(first, first.width * units_px),
            all_frames=all_frames,
        )
        self.export_dir, self.name = Path(export_dir), name
        self.frame: SolverFrame = self.trace.frame(self.stage.step)
        self.stack_lines: list[str] = []
        self.begin()

    # --- what a step shows ---

    def step_scene(self, step: int) -> Scene:
        frame = self.trace.frame(step)
        ends, move = self._marked(frame)
        paths = []
        if move is not None:
            before = self.trace.frame(frame.step - 1).board
            path = find_path(before, *move, self.rules)
            paths = [path] if path is not None else []
        scene = board_scene(frame.board.grid, self.rules.outside, ends=ends, paths=paths)
        return captioned(scene, describe_solver_event(frame.event, self.board), self._caption_units)

    def on_step(self, step: int) -> None:
        self.frame = self.trace.frame(step)
        self.stack_lines = stack_lines(self.frame, self.board)

    def step_texts(self, step: int) -> list[str]:
        frame = self.trace.frame(step)
        return [counters_html(self.counts(frame)), _stack_html(stack_lines(frame, self.board))]

    def counts(self, frame: SolverFrame | None = None) -> dict[str, object]:
        """The counters shown beside the picture (of the step shown, or of ``frame``)."""
        frame = self.frame if frame is None else frame
        counts = frame.counts
        return {
            "step": f"{frame.step} / {len(self.trace)}",
            "event": describe_solver_event(frame.event, self.board),
            "depth": frame.depth,
            "tiles left": len(frame.board.tiles()),
            "moves tried": counts.tried,
            "forbidden": counts.forbidden,
            "forced": counts.forced,
            "hopeless": counts.hopeless + counts.recalled,
            "dead states met": counts.dead_met,
            "dead states remembered": counts.dead_remembered,
            "backjumps": counts.backjumps,
            "restarts": counts.restarts,
            "outcome": frame.outcome or "not yet",
        }

    @staticmethod
    def _marked(frame: SolverFrame) -> tuple[list[Cell], Pair | None]:
        """The cells to outline for the event of ``frame``, and the move it made, if any."""
        event = frame.event
        if isinstance(event, MoveTried | ForcedMove):
            return list(event.move), event.move
        if isinstance(event, MoveForbidden | Backjumped):
            return list(event.move), None
        if isinstance(event, Hopeless | ProvenUnsolvable):
            return list(event.held), None
        return [], None

    def export_file(self, fmt: str) -> Path:
        path = self.export_dir / f"{self.name}-step{self.step:04d}.{fmt}"
        return save_figure(
            scene_figure(self.step_scene(self.step), width=self.width), path, dpi=150
        )


def _stack_html(lines: list[str]) -> str:
    shown = lines[-STACK_SHOWN:]
    more = f"<div>… {len(lines) - len(shown)} earlier</div>" if len(lines) > len(shown) else ""
    items = "".join(f"<div>{html.escape(line)}</div>" for line in shown)
    empty = "<div><i>empty</i></div>" if not lines else ""
    return (
        "<div style='font-size:90%;font-family:monospace;white-space:pre'>"
        f"<b>decisions, oldest first</b>{more}{items}{empty}</div>"
    )
