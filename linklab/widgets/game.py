"""Document 004's game to click: pick a tile, then its partner; they go when a path links them.

The widget holds no game logic: every action goes through ``linklab.core.game.Game`` (remove, undo,
redo, hint, shuffle), the greedy player is ``autoplay_moves`` (document 000's last step) and the
exact answer is ``linklab.core.solver.solve``. A refused pair leaves the board as it was and the
``MoveError``'s reason is shown in one line.

The grid is a grid of buttons, tiles in their kind's colour with their letter, as in the board
editor; when paths may go around the board, the ring they may use is shown as dashed cells.
A cell's look is its letter and its CSS classes (``-game-face-N``, the marks), coloured by one
stylesheet the widget carries, and all cells share one ``Layout`` and one ``ButtonStyle``: the
page then carries about a third of the widget models one style per button would make, and a
cell changes with one message (its letter and classes together). The
board is shown once, as this grid: the path of the last move is drawn on it (its cells amber)
until the next action. `GameWidget.draw_picture` draws the board and that path as a picture, as
Export writes it.

CSS classes a browser test can select (``.linklab-...``): ``linklab-game``, ``-game-grid``,
``-game-cell`` and ``-game-cell-R-C`` (from 1), ``-game-ring`` (a cell of the outside ring),
``-game-face-N`` (a cell's colour: 0 empty, N the palette's Nth colour), ``-game-selected``,
``-game-hinted``, ``-game-path`` (marks on cells),
``-game-status``, ``-game-message``, ``-game-hint``, ``-game-undo``, ``-game-redo``,
``-game-shuffle``, ``-game-step``, ``-game-autoplay``, ``-game-solve``, ``-game-time-limit``,
``-game-solve-result``, ``-game-play-solution``, ``-game-new``, ``-game-rows``, ``-game-cols``,
``-game-kinds``, ``-game-seed``, ``-game-solvable``, ``-game-outside``.
"""

from __future__ import annotations

import os
import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import MappingProxyType

import ipywidgets as widgets

from linklab.core.board import Board, Cell, format_cell, walk
from linklab.core.errors import InputError
from linklab.core.game import Game, Move, MoveError, autoplay_moves
from linklab.core.rules import Rules
from linklab.core.solver import SolveResult, solve
from linklab.i18n import tr
from linklab.render.canvas import frame_figure, png_bytes
from linklab.render.draw import (
    EMPTY_FACE,
    PALETTE,
    RING_FACE,
    draw_board,
    draw_path,
    ink_for,
    kind_color,
    kind_label,
)
from linklab.render.export import export_board, export_path
from linklab.render.style import current, widget_dpi
from linklab.widgets.kit import Exporter, classed, decorate

CELL_PX = 30  # a tile's side in the default style; the lecture style's widget scale enlarges it
SELECTED_BORDER = "3px solid black"
HINT_BORDER = "3px dashed #B2182B"
PATH_FACE = "#FFD54F"


CELL_BORDER = "1px solid #BBBBBB"
RING_BORDER = "1px dashed #BBBBBB"


def face_index(kind: int) -> int:
    """The colour a cell of ``kind`` shows, as its class ``linklab-game-face-N`` names it: 0 for
    an empty cell, else the palette's place (kinds past the palette reuse it, as `kind_color`).

    >>> face_index(0), face_index(1), face_index(len(PALETTE) + 2)
    (0, 1, 2)
    """
    return (kind - 1) % len(PALETTE) + 1 if kind else 0


def cell_css() -> str:
    """The stylesheet that colours the game's cells by their classes (one for every page).

    A face class gives a tile its kind's colour and the ink that reads on it; the ring, the
    path and the marks override it, later rules winning at equal weight.

    >>> css = cell_css()
    >>> f".linklab-game-face-1 {{background-color: {PALETTE[0]}; color: black;}}" in css
    True
    """
    cell = ".linklab-game-grid .jupyter-button"
    rules = [f"{cell} {{border: {CELL_BORDER}; font-weight: bold;}}"]
    for index in range(len(PALETTE) + 1):
        face = kind_color(index) if index else EMPTY_FACE
        paint = f"background-color: {face}; color: {ink_for(face)};"
        rules.append(f"{cell}.linklab-game-face-{index} {{{paint}}}")
    rules += [
        f"{cell}.linklab-game-ring {{background-color: {RING_FACE}; color: {ink_for(RING_FACE)};"
        f" border: {RING_BORDER};}}",
        f"{cell}.linklab-game-path {{background-color: {PATH_FACE}; color: {ink_for(PATH_FACE)};}}",
        f"{cell}.linklab-game-hinted {{border: {HINT_BORDER};}}",
        f"{cell}.linklab-game-selected {{border: {SELECTED_BORDER};}}",
    ]
    return "<style>" + "\n".join(rules) + "</style>"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' * (count != 1)}"


class GameWidget(widgets.VBox):
    """Play document 004's game by clicking: a tile, then its partner.

    Parameters
    ----------
    board : Board, optional
        The board to play; by default a new ``rows`` x ``cols`` board of ``kinds`` kinds,
        dealt from ``seed`` (built to be clearable when ``solvable``).
    rules : Rules
        The connection rule (document 004: two turns, around the outside allowed).
    rows, cols, kinds, seed : int
        The first board's shape, kinds and seed; the New button's starting values.
    solvable : bool
        Deal new boards that can be cleared.
    time_limit : float
        Seconds the Solve button may search.
    dpi : float
        The picture's resolution.

    Attributes
    ----------
    game : Game
        The game as played so far (board, rule and history).
    selected : Cell or None
        The tile picked and waiting for its partner.
    solution : SolveResult or None
        What the last Solve found, for the board it was asked about.

    Examples
    --------
    >>> game = GameWidget(Board.from_rows([[1, 2, 0], [2, 0, 1]]), Rules())
    >>> game.cell_button((0, 0)).click(); game.cell_button((0, 1)).click()
    >>> game.message.value
    '(1, 1) and (1, 2) hold different kinds'
    >>> game.cell_button((0, 1)).click(); game.cell_button((1, 0)).click()
    >>> game.board.grid
    ((1, 0, 0), (0, 0, 1))
    >>> game.status.value
    'tiles left: 2 · moves made: 1 · 1 pair can be removed now'
    >>> game.undo_button.click(); game.board.grid
    ((1, 2, 0), (2, 0, 1))
    """

    def __init__(
        self,
        board: Board | None = None,
        rules: Rules = Rules(outside=True),
        *,
        rows: int = 10,
        cols: int = 20,
        kinds: int = 10,
        seed: int = 0,
        solvable: bool = True,
        time_limit: float = 5.0,
        dpi: float = 80,
        export_dir: str | os.PathLike | None = None,
    ):
        super().__init__()
        self.dpi = widget_dpi(dpi)
        self.cell_px = round(CELL_PX * current().widget_scale)
        self.dealt_seed: int | None = None  # the seed the board on screen was dealt from
        self.export_dir = None if export_dir is None else Path(export_dir)
        self.exporter = Exporter(self._export)
        self.selected: Cell | None = None
        self.solution: SolveResult | None = None
        self._solved_board: Board | None = None
        self._marks: dict[Cell, str] = {}  # cell -> "hint" or "path", until the next action
        self._shown_path: tuple[Sequence[Cell], bool] | None = None  # (corners, is a hint)
        self._buttons: dict[Cell, widgets.Button] = {}
        self._looks: dict[Cell, tuple] = {}
        self._grid_key: tuple | None = None
        self._counted: tuple | None = None  # ((board, rules), legal pairs on it)
        self._rng = random.Random(seed)
        # Every cell shares these two models (its colours and border come from its classes).
        self._cell_layout = widgets.Layout(
            width=f"{self.cell_px}px", height=f"{self.cell_px}px", padding="0", margin="0"
        )
        self._cell_style = widgets.ButtonStyle(font_weight="bold")
        self.stylesheet = widgets.HTML(cell_css())

        def button(description: str, css: str, tooltip: str = "", **kwargs) -> widgets.Button:
            made = classed(widgets.Button(description=description, tooltip=tooltip, **kwargs), css)
            made.layout.width = "auto"
            return made

        # The icons are Font Awesome's, which the page (Jupyter, Voilà) serves itself.
        self.hint_button = button(
            "Hint", "linklab-game-hint", "show a pair that can go now", icon="lightbulb-o"
        )
        self.undo_button = button(
            "Undo", "linklab-game-undo", "take back the last action", icon="undo"
        )
        self.redo_button = button(
            "Redo", "linklab-game-redo", "do the undone action again", icon="repeat"
        )
        self.shuffle_button = button(
            "Shuffle",
            "linklab-game-shuffle",
            "at a dead end: shuffle the tiles left",
            icon="random",
        )
        self.step_button = button(
            "Auto-play step", "linklab-game-step", "remove the first pair found row by row"
        )
        self.autoplay_button = button(
            "Auto-play all", "linklab-game-autoplay", "play greedily until won or stuck"
        )
        self.solve_button = button(
            "Solve", "linklab-game-solve", "search exactly for moves that clear the board"
        )
        self.play_solution_button = button(
            "Play the solution", "linklab-game-play-solution", "make the solver's moves"
        )
        self.new_button = button("New", "linklab-game-new", "deal a new board", button_style="info")
        self.time_limit = classed(
            widgets.BoundedFloatText(
                value=time_limit,
                min=0.1,
                max=600,
                step=1,
                description="time limit (s)",
                style={"description_width": "initial"},
                layout={"width": "170px"},
            ),
            "linklab-game-time-limit",
        )

        def number(value: int, name: str, low: int, high: int) -> widgets.BoundedIntText:
            return classed(
                widgets.BoundedIntText(
                    value=value, min=low, max=high, description=name, layout={"width": "130px"}
                ),
                f"linklab-game-{name}",
            )

        self.rows = number(rows, "rows", 1, 30)
        self.cols = number(cols, "cols", 1, 30)
        self.kinds = number(kinds, "kinds", 1, len(PALETTE))
        self.seed = classed(
            widgets.IntText(value=seed, description="seed", layout={"width": "130px"}),
            "linklab-game-seed",
        )
        self.solvable = classed(
            widgets.Checkbox(
                value=solvable, description="solvable", indent=False, layout={"width": "auto"}
            ),
            "linklab-game-solvable",
        )
        self.outside = classed(
            widgets.Checkbox(
                value=rules.outside,
                description="around the outside",
                indent=False,
                layout={"width": "auto"},
            ),
            "linklab-game-outside",
        )
        self.status = classed(widgets.Label(""), "linklab-game-status")
        self.message = classed(widgets.Label(""), "linklab-game-message")
        self.solve_result = classed(widgets.HTML(""), "linklab-game-solve-result")
        self.grid = classed(widgets.GridBox(), "linklab-game-grid")
        self.picture = classed(widgets.Image(format="png"), "linklab-game-picture")

        self.hint_button.on_click(lambda _: self.hint())
        self.undo_button.on_click(lambda _: self.undo())
        self.redo_button.on_click(lambda _: self.redo())
        self.shuffle_button.on_click(lambda _: self.shuffle())
        self.step_button.on_click(lambda _: self.autoplay_step())
        self.autoplay_button.on_click(lambda _: self.autoplay_all())
        self.solve_button.on_click(lambda _: self.solve())
        self.play_solution_button.on_click(lambda _: self.play_solution())
        self.new_button.on_click(lambda _: self.new())

        self.children = [
            widgets.HBox(
                [
                    self.hint_button,
                    self.undo_button,
                    self.redo_button,
                    self.shuffle_button,
                    self.step_button,
                    self.autoplay_button,
                ]
            ),
            self.status,
            self.message,
            self.grid,
            widgets.HBox([self.solve_button, self.time_limit, self.play_solution_button]),
            self.solve_result,
            widgets.HBox(
                [
                    self.new_button,
                    self.rows,
                    self.cols,
                    self.kinds,
                    self.seed,
                    self.solvable,
                    self.outside,
                ]
            ),
            self.exporter.box,
        ]
        classed(self, "linklab-game")
        decorate(self)
        self.children = [*self.children, self.stylesheet]
        if board is None:
            board = self._deal(rules)
            if board is None:  # a shape that cannot be dealt: say why on an empty board
                board = Board.empty(max(1, rows), max(1, cols))
        self._start(Game(board, rules))

    # --- what is shown --------------------------------------------------------------------

    @property
    def board(self) -> Board:
        """The board as it is now."""
        return self.game.board

    @property
    def rules(self) -> Rules:
        """The rule being played."""
        return self.game.rules

    def cell_button(self, cell: Cell) -> widgets.Button:
        """The button showing ``cell`` (0-based; the ring's cells lie at -1 and rows/cols)."""
        return self._buttons[cell]

    button = cell_button

    def buttons(self) -> Mapping[Cell, widgets.Button]:
        """Every cell's button by cell (0-based), the ring's included, as the grid shows them."""
        return MappingProxyType(self._buttons)

    @property
    def shared_looks(self) -> tuple[widgets.ButtonStyle, widgets.Layout]:
        """The one style and the one layout every cell's button shares."""
        return self._cell_style, self._cell_layout

    def _start(self, game: Game) -> None:
        self.game = game
        # The controls show the game on screen: its shape, and the seed it was dealt from.
        self.rows.value, self.cols.value = game.board.shape
        self.outside.value = game.rules.outside
        self.selected = None
        self._marks = {}
        self._shown_path = None
        self._forget_solution()
        self._build_grid()
        self._refresh()

    def _build_grid(self) -> None:
        top, bottom, left, right = self.rules.area(self.board)
        if self._buttons and self._grid_key == (top, bottom, left, right, self.board.shape):
            return  # same cells: keep the buttons, only their looks change (a fast New)
        self._grid_key = (top, bottom, left, right, self.board.shape)
        self._buttons, self._looks = {}, {}
        for r in range(top, bottom + 1):
            for c in range(left, right + 1):
                cell = (r, c)
                on_board = self.board.contains(cell)
                made = widgets.Button(
                    tooltip=(
                        tr("row {row}, column {col}", row=r + 1, col=c + 1)
                        if on_board
                        else tr("outside the board")
                    ),
                    disabled=not on_board,
                    layout=self._cell_layout,
                    style=self._cell_style,
                )
                if on_board:
                    made.on_click(lambda _, cell=cell: self.click(cell))
                self._buttons[cell] = made
        self.grid.children = list(self._buttons.values())
        self.grid.layout = widgets.Layout(
            grid_template_columns=f"repeat({right - left + 1}, {self.cell_px}px)",
            grid_gap="2px",
            width="max-content",
        )

    def _show_cell(self, cell: Cell) -> None:
        """Bring one button up to date: its letter and classes, in one message if they change."""
        on_board = self.board.contains(cell)
        kind = self.board[cell] if on_board else 0
        mark = self._marks.get(cell)
        selected = cell == self.selected
        look = (kind, mark, selected)
        if self._looks.get(cell) == look:
            return
        self._looks[cell] = look
        if on_board:
            r, c = cell
            css = ["linklab-game-cell", f"linklab-game-cell-{r + 1}-{c + 1}"]
            css.append(f"linklab-game-face-{face_index(kind)}")
        else:
            css = ["linklab-game-ring"]
        if selected:
            css.append("linklab-game-selected")
        if mark == "hint":
            css.append("linklab-game-hinted")
        elif mark == "path":
            css.append("linklab-game-path")
        button = self._buttons[cell]
        with button.hold_sync():
            # Not "": ipywidgets 8's button view keeps its old text when the description empties.
            button.description = kind_label(kind) if kind else " "
            button._dom_classes = tuple(css)

    def _refresh(self) -> None:
        for cell in self._buttons:
            self._show_cell(cell)
        self.status.value = self._status_text()
        game = self.game
        self.undo_button.disabled = not game.can_undo
        self.redo_button.disabled = not game.can_redo
        self.shuffle_button.disabled = not game.is_dead_end()
        self.play_solution_button.disabled = not self._solution_fits()

    def _status_text(self) -> str:
        game = self.game
        left = len(game.board.tiles())
        head = f"tiles left: {left} · moves made: {len(game.moves)}"
        if game.is_won():
            return f"{head} · won: the board is clear"
        pairs = self._pair_count(game)
        if not pairs:
            return f"{head} · dead end: no pair can be removed (Shuffle, or Undo)"
        return f"{head} · {_plural(pairs, 'pair')} can be removed now"

    def _pair_count(self, game: Game) -> int:
        """How many pairs can be removed now; counted once per board (picking a tile or asking
        for a hint leaves the board as it was, and counting is most of a click's work)."""
        key = (game.board, game.rules)
        if self._counted is None or self._counted[0] != key:
            self._counted = (key, len(game.legal_pairs()))
        return self._counted[1]

    def draw_picture(self) -> bytes:
        """The board and the path shown, as a picture (PNG bytes), also put in ``picture``.

        The page shows the board once, as the grid of buttons; this picture is for export
        and for a notebook that wants one.

        >>> GameWidget(Board.from_rows([[1, 0, 1]]), Rules()).draw_picture()[1:4]
        b'PNG'
        """
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        fig, ax = frame_figure(
            self.board, self.rules, width=6.0, dpi=self.dpi, legend=False, title=False
        )
        ends: list[Cell] = []
        if self._shown_path is not None:
            corners, is_hint = self._shown_path
            ends = [corners[0], corners[-1]]
        draw_board(ax, self.board, self.rules, ends=ends)
        if self._shown_path is not None:
            corners, is_hint = self._shown_path
            line = draw_path(ax, corners, color="#B2182B" if is_hint else "black")
            if is_hint:
                line[0].set_linestyle((0, (2, 1)))
        canvas = FigureCanvasAgg(fig)
        canvas.draw()
        png = png_bytes(canvas)
        self.picture.value = png
        return png

    def _export(self, fmt: str) -> Path:
        route = self._shown_path[0] if self._shown_path is not None else None
        ends = (route[0], route[-1]) if route else ()
        name = f"game-move{len(self.game.moves):03d}.{fmt}"
        return export_board(
            self.board, export_path(name, self.export_dir), self.rules, route=route, ends=ends
        )

    def _mark_path(self, corners: Sequence[Cell], is_hint: bool = False) -> None:
        self._shown_path = (tuple(corners), is_hint)
        if is_hint:
            for cell in (corners[0], corners[-1]):
                self._marks[cell] = "hint"
        else:
            for cell in walk(corners):
                if cell in self._buttons:
                    self._marks[cell] = "path"

    def _clear_marks(self) -> None:
        self._marks = {}
        self._shown_path = None

    # --- playing --------------------------------------------------------------------------

    def click(self, cell: Cell) -> None:
        """What a click on ``cell`` does: pick a tile, or try to remove it with the one
        picked."""
        self._clear_marks()
        if self.selected is None:
            if not self.board.contains(cell) or not self.board[cell]:
                self.message.value = f"{format_cell(cell)} is empty: click a tile"
            else:
                self.selected = cell
                self.message.value = f"picked {format_cell(cell)}: now click its partner"
            self._refresh()
            return
        first, self.selected = self.selected, None
        if first == cell:
            self.message.value = f"let go of {format_cell(cell)}"
            self._refresh()
            return
        self.play(first, cell)

    def play(self, a: Cell, b: Cell) -> bool:
        """Remove the tiles at ``a`` and ``b`` if they link; else say why and change nothing."""
        self._clear_marks()
        self.selected = None
        try:
            game = self.game.remove(a, b)
        except MoveError as refused:
            self.message.value = refused.explain(format_cell)
            self._refresh()
            return False
        self._advance(game, self._describe(game.last_move))
        return True

    def _describe(self, move: Move | None) -> str:
        if move is None:
            return ""
        turns = len(move.path) - 2
        corners = " → ".join(format_cell(cell) for cell in move.path)
        return f"removed {format_cell(move.a)} and {format_cell(move.b)}: {corners} " + (
            f"({_plural(turns, 'turn')})"
        )

    def _advance(self, game: Game, message: str) -> None:
        """Make ``game`` the game, show the last move's path and say ``message``."""
        self.game = game
        self._clear_marks()
        if game.last_move is not None:
            self._mark_path(game.last_move.path)
        self.message.value = message
        self._refresh()

    def hint(self) -> Move | None:
        """Highlight a pair that can be removed now (the first found row by row)."""
        self.selected = None
        self._clear_marks()
        move = self.game.hint()
        if move is None:
            self.message.value = "no hint: " + (
                "the board is clear" if self.game.is_won() else "dead end, nothing links"
            )
        else:
            self._mark_path(move.path, is_hint=True)
            self.message.value = f"hint: {format_cell(move.a)} and {format_cell(move.b)}"
        self._refresh()
        return move

    def undo(self) -> None:
        """Take back the last action (a move or a shuffle)."""
        self._history_step(Game.undo, "undone")

    def redo(self) -> None:
        """Do the last undone action again."""
        self._history_step(Game.redo, "redone")

    def _history_step(self, action, done: str) -> None:
        self.selected = None
        try:
            game = action(self.game)
        except MoveError as refused:
            self._clear_marks()
            self.message.value = str(refused)
            self._refresh()
            return
        self.game = game
        self._clear_marks()
        self.message.value = done
        self._refresh()

    def shuffle(self) -> bool:
        """At a dead end, shuffle the tiles left among their cells, by the game's rule
        (``Game.shuffle``: drawn again until some pair links, if a few tries find one)."""
        self.selected = None
        self._clear_marks()
        try:
            game = self.game.shuffle(self._rng)
        except MoveError as refused:
            self.message.value = str(refused)
            self._refresh()
            return False
        self.game = game
        self.message.value = "shuffled" + (" (still a dead end)" if game.is_dead_end() else "")
        self._refresh()
        return True

    def autoplay_step(self) -> Move | None:
        """Make the greedy player's next move: the first pair found looking row by row."""
        self.selected = None
        move = next(autoplay_moves(self.board, self.rules), None)
        if move is None:
            self._clear_marks()
            self.message.value = "auto-play: " + (
                "the board is clear" if self.game.is_won() else "dead end, nothing links"
            )
            self._refresh()
            return None
        game = self.game.remove(move.a, move.b)
        self._advance(game, "auto-play " + self._describe(game.last_move))
        return game.last_move

    def autoplay_all(self) -> int:
        """Play greedily until the board is clear or no pair links; the number of moves."""
        self.selected = None
        game = self.game
        for move in autoplay_moves(self.board, self.rules):
            game = game.remove(move.a, move.b)
        made = len(game.moves) - len(self.game.moves)
        if game.is_won():
            end = "the board is clear"
        else:
            end = f"stuck at a dead end with {_plural(len(game.board.tiles()), 'tile')} left"
        self._advance(game, f"auto-play made {_plural(made, 'move')}: {end}")
        return made

    def solve(self) -> SolveResult:
        """Search exactly for moves that clear the board, within the time limit."""
        self.selected = None
        self._clear_marks()
        if self.game.is_won():
            result = SolveResult("solved")
            self.solution, self._solved_board = result, self.board
            self.solve_result.value = "<b>nothing to solve</b>: the board is already clear"
            self.message.value = "solver: the board is already clear"
            self._refresh()
            return result
        result = solve(self.board, self.rules, time_limit=float(self.time_limit.value))
        self.solution, self._solved_board = result, self.board
        cost = (
            f"{result.seconds:.2f} s, {_plural(result.nodes, 'state')} searched, "
            f"{result.restarts} restarts"
        )
        if result.status == "solved":
            shown = ", ".join(f"{format_cell(a)}-{format_cell(b)}" for a, b in result.moves[:4])
            more = ", …" if len(result.moves) > 4 else ""
            text = (
                f"<b>solvable</b>: {_plural(len(result.moves), 'move')} clear it ({cost}), "
                f"starting {shown}{more}; Play the solution makes them"
            )
        elif result.status == "unsolvable":
            text = f"<b>unsolvable</b>: no order of moves clears this board, proven ({cost})"
        else:
            text = f"<b>unknown</b>: no answer within the time limit ({cost})"
        self.solve_result.value = text
        self.message.value = f"solver: {result.status}"
        self._refresh()
        return result

    def play_solution(self) -> int:
        """Make the moves the last Solve found, if the board is still the one it solved."""
        self.selected = None
        if not self._solution_fits():
            self._clear_marks()
            self.message.value = "no solution for this board yet: press Solve"
            self._refresh()
            return 0
        game = self.game
        for a, b in self.solution.moves:
            game = game.remove(a, b)
        made = len(self.solution.moves)
        self._advance(game, f"played the solver's {_plural(made, 'move')}")
        return made

    def _solution_fits(self) -> bool:
        return (
            self.solution is not None
            and self.solution.status == "solved"
            and self._solved_board == self.board
            and bool(self.solution.moves)
        )

    def _forget_solution(self) -> None:
        self.solution, self._solved_board = None, None
        self.solve_result.value = ""

    # --- new games ------------------------------------------------------------------------

    def _deal(self, rules: Rules, seed: int | None = None) -> Board | None:
        from linklab.core.generate import generate_board

        seed = self.seed.value if seed is None else seed
        try:
            board = generate_board(
                self.rows.value,
                self.cols.value,
                self.kinds.value,
                seed,
                solvable=self.solvable.value,
                rules=rules,
            )
        except InputError as bad:
            self.message.value = f"cannot deal: {bad}"
            return None
        self._rng = random.Random(seed)
        self.dealt_seed = self.seed.value = seed  # the controls show the board on screen
        self.message.value = f"new {board.rows}x{board.cols} game, seed {seed}" + (
            ", built to be clearable" if self.solvable.value else ""
        )
        return board

    def new(self) -> bool:
        """Deal a new board from the controls: the seed box's seed, or the next one when the
        box still shows the board on screen's (so that New twice gives two boards)."""
        rules = Rules(max_turns=self.rules.max_turns, outside=self.outside.value)
        seed = self.seed.value
        if seed == self.dealt_seed:
            seed += 1
        board = self._deal(rules, seed)
        if board is None:  # _deal said why
            return False
        message = self.message.value
        self._start(Game(board, rules))
        self.message.value = message
        return True
