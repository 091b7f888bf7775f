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
Export writes it. Played without a mouse, the box above the grid (`linklab.widgets.board_keys`)
takes the arrow keys, which move a cursor on the grid (``linklab-cursor``), and Enter or
Space, which click the cell under it; what each key did is said to a screen reader.

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
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType

import ipywidgets as widgets

from linklab.apps.board_keys import BoardCursor, cell_words, plain
from linklab.apps.game_session import Deal, GameSession
from linklab.apps.page_apps import SETUP_CLASS, setup_json
from linklab.apps.page_game import game_scene, game_setup
from linklab.core.board import Board, Cell
from linklab.core.game import Game, Move
from linklab.core.rules import Rules
from linklab.core.solver import SolveResult
from linklab.i18n import tr, translate
from linklab.render.canvas import png_bytes
from linklab.render.draw import (
    EMPTY_FACE,
    PALETTE,
    RING_FACE,
    ink_for,
    kind_color,
    kind_label,
)
from linklab.render.draw_scene import scene_figure
from linklab.render.export import export_board, export_path
from linklab.render.scene.palette import PATH_FACE
from linklab.render.style import current, widget_dpi
from linklab.widgets.board_keys import CURSOR_CLASS, BoardKeys
from linklab.widgets.kit import Exporter, classed, decorate, number_width_px
from linklab.widgets.slide_picture import ShownAsPicture

CELL_PX = 30  # a tile's side in the default style; the lecture style's widget scale enlarges it
#: At most this much larger in the lecture style: 12 rows (10 and the ring) and the controls
#: beside 22 columns then fit a 1280x720 projector.
LECTURE_CELL_SCALE = 1.4
SELECTED_BORDER = "3px solid black"
HINT_BORDER = "3px dashed #B2182B"


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


class GameWidget(ShownAsPicture, widgets.VBox):
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
        self.cell_px = round(CELL_PX * min(current().widget_scale, LECTURE_CELL_SCALE))
        self.export_dir = None if export_dir is None else Path(export_dir)
        self.exporter = Exporter(self._export)
        self._solved_board: Board | None = None
        self._buttons: dict[Cell, widgets.Button] = {}
        self._looks: dict[Cell, tuple] = {}
        self._grid_key: tuple | None = None
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
        self.new_button = button(
            "New", "linklab-game-new", "deal a new board", button_style="primary"
        )
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
                    value=value,
                    min=low,
                    max=high,
                    description=name,
                    layout={"width": f"{number_width_px(name, len(str(high)))}px"},
                ),
                f"linklab-game-{name}",
            )

        self.rows = number(rows, "rows", 1, 30)
        self.cols = number(cols, "cols", 1, 30)
        self.kinds = number(kinds, "kinds", 1, len(PALETTE))
        self.seed = classed(
            widgets.IntText(
                value=seed, description="seed", layout={"width": f"{number_width_px('seed')}px"}
            ),
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
        self.cursor = BoardCursor()
        self.board_keys = BoardKeys(self.press_key)
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

        top = widgets.HBox(
            [
                self.hint_button,
                self.undo_button,
                self.redo_button,
                self.shuffle_button,
                self.step_button,
                self.autoplay_button,
            ]
        )
        solving = [self.solve_button, self.time_limit, self.play_solution_button]
        dealing = [self.new_button, self.rows, self.cols, self.kinds, self.seed]
        dealing += [self.solvable, self.outside]
        if current().widget_scale > 1:
            # On a projector the controls stand beside the board, so that a 10x20 game and
            # every control fit one 1280x720 screen.
            # The keyboard's box heads the side column: above the board it would push the
            # board's last row off the screen.
            side = classed(
                widgets.VBox(
                    [self.board_keys, *solving, *dealing, self.exporter.box],
                    layout={"width": "auto"},
                ),
                "linklab-game-side",
            )
            beside = widgets.HBox([self.grid, side], layout={"align_items": "flex-start"})
            self.children = [
                top,
                self.status,
                self.message,
                beside,
                self.solve_result,
            ]
        else:
            self.children = [
                top,
                self.status,
                self.message,
                self.board_keys,
                self.grid,
                widgets.HBox(solving),
                self.solve_result,
                widgets.HBox(dealing),
                self.exporter.box,
            ]
        classed(self, "linklab-game")
        decorate(self)
        # What a static page plays the same game from (linklab.site.live), kept up to date.
        self.page_setup = classed(widgets.HTML("", layout={"display": "none"}), SETUP_CLASS)
        self.children = [*self.children, self.stylesheet, self.page_setup]
        deal = Deal(rows, cols, kinds, seed, solvable, rules.outside)
        self.session = GameSession(board, rules, deal=deal, time_limit=time_limit)
        self._build_grid()
        self._show_deal()
        self._refresh()

    # --- what is shown --------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The game as played so far (board, rule and history)."""
        return self.session.game

    @property
    def board(self) -> Board:
        """The board as it is now."""
        return self.session.board

    @property
    def rules(self) -> Rules:
        """The rule being played."""
        return self.session.rules

    @property
    def selected(self) -> Cell | None:
        """The tile picked and waiting for its partner."""
        return self.session.selected

    @property
    def solution(self) -> SolveResult | None:
        """What the last Solve found, for the board it was asked about."""
        return self.session.solution

    @property
    def dealt_seed(self) -> int | None:
        """The seed the board on screen was dealt from (None for a board given)."""
        return self.session.dealt_seed

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
                    tabbable=False,  # the key box beside the grid plays by keys: one Tab stop
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
        mark = self.session.marks.get(cell)
        selected = cell == self.selected
        under_cursor = cell == self.cursor.cell
        look = (kind, mark, selected, under_cursor)
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
        if under_cursor:
            css.append(CURSOR_CLASS)
        button = self._buttons[cell]
        with button.hold_sync():
            # Not "": ipywidgets 8's button view keeps its old text when the description empties.
            button.description = kind_label(kind) if kind else " "
            button._dom_classes = tuple(css)

    def _refresh(self) -> None:
        for cell in self._buttons:
            self._show_cell(cell)
        session = self.session
        setup = setup_json("game", game_setup(session.board, session.rules, session.deal))
        if self.page_setup.value != setup:
            self.page_setup.value = setup
        self.status.value = session.status_text()
        self.message.value = session.message
        self.solve_result.value = session.solve_text
        self.undo_button.disabled = not session.game.can_undo
        self.redo_button.disabled = not session.game.can_redo
        self.shuffle_button.disabled = not session.can_shuffle
        self.play_solution_button.disabled = not session.solution_fits()

    def _show_deal(self) -> None:
        """The controls show the game on screen: its shape, rule and the seed it came from."""
        deal = self.session.deal
        self.rows.value, self.cols.value = deal.rows, deal.cols
        self.outside.value = deal.outside
        if self.session.dealt_seed is not None:
            self.seed.value = self.session.dealt_seed

    def draw_picture(self) -> bytes:
        """The board and the path shown, as a picture (PNG bytes), also put in ``picture``: the
        game's one scene (``linklab.apps.page_game.game_scene``), as the static page draws it.

        The page shows the board once, as the grid of buttons; this picture is for export
        and for a notebook that wants one.

        >>> GameWidget(Board.from_rows([[1, 0, 1]]), Rules()).draw_picture()[1:4]
        b'PNG'
        """
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        fig = scene_figure(game_scene(self.session), width=6.0, dpi=self.dpi)
        canvas = FigureCanvasAgg(fig)
        canvas.draw()
        png = png_bytes(canvas)
        self.picture.value = png
        return png

    def slide_png(self) -> bytes:
        """The board and the path shown (`draw_picture`), for a slideshow that cannot draw
        the widget."""
        return self.draw_picture()

    def _export(self, fmt: str) -> Path:
        route = self.session.shown_path[0] if self.session.shown_path is not None else None
        ends = (route[0], route[-1]) if route else ()
        name = f"game-move{len(self.game.moves):03d}.{fmt}"
        return export_board(
            self.board, export_path(name, self.export_dir), self.rules, route=route, ends=ends
        )

    # --- playing: each action is the session's, then the screen follows ----------------

    def _act(self, action, *args):
        """Run the session's ``action``, then show what it left: cells, lines, buttons."""
        result = action(*args)
        self._refresh()
        said = self.session.message
        if action == self.session.solve:  # the verdict, with its moves and cost
            said = self.session.solve_text
        self.board_keys.spoken = plain(translate(said))
        return result

    def click(self, cell: Cell) -> None:
        """What a click on ``cell`` does: pick a tile, or try to remove it with the one
        picked."""
        self.cursor.follow(cell)
        self._act(self.session.click, cell)

    def press_key(self, key: str) -> None:
        """A key pressed on the board's box: an arrow moves the cursor, Enter or Space click
        the cell under it (``linklab.apps.board_keys``); what it did is said.

        >>> game = GameWidget(Board.from_rows([[1, 0, 1]]), Rules())
        >>> for key in ("Home", "Enter", "End", " "):
        ...     game.press_key(key)
        >>> game.board.grid, game.board_keys.spoken
        (((0, 0, 0),), 'removed (1, 1) and (1, 3): (1, 1) → (1, 3) (0 turns)')
        """
        cell = self.cursor.press(key, self.board.shape)
        if cell is not None:
            self.click(cell)
            return
        assert self.cursor.cell is not None  # a key pressed shows it
        for shown in self._buttons:
            self._show_cell(shown)
        self.board_keys.spoken = cell_words(self.board.grid, self.cursor.cell)

    def play(self, a: Cell, b: Cell) -> bool:
        """Remove the tiles at ``a`` and ``b`` if they link; else say why and change nothing."""
        return self._act(self.session.play, a, b)

    def hint(self) -> Move | None:
        """Highlight a pair that can be removed now (the first found row by row)."""
        return self._act(self.session.hint)

    def undo(self) -> None:
        """Take back the last action (a move or a shuffle)."""
        self._act(self.session.undo)

    def redo(self) -> None:
        """Do the last undone action again."""
        self._act(self.session.redo)

    def shuffle(self) -> bool:
        """At a dead end, shuffle the tiles left among their cells (``Game.shuffle``)."""
        return self._act(self.session.shuffle)

    def autoplay_step(self) -> Move | None:
        """Make the greedy player's next move: the first pair found looking row by row."""
        return self._act(self.session.autoplay_step)

    def autoplay_all(self) -> int:
        """Play greedily until the board is clear or no pair links; the number of moves."""
        return self._act(self.session.autoplay_all)

    def solve(self) -> SolveResult:
        """Search exactly for moves that clear the board, within the time limit."""
        self.session.time_limit = float(self.time_limit.value)
        return self._act(self.session.solve)

    def play_solution(self) -> int:
        """Make the moves the last Solve found, if the board is still the one it solved."""
        return self._act(self.session.play_solution)

    def new(self) -> bool:
        """Deal a new board from the controls: the seed box's seed, or the next one when the
        box still shows the board on screen's (so that New twice gives two boards)."""
        deal = self.session.deal
        deal.rows, deal.cols, deal.kinds = self.rows.value, self.cols.value, self.kinds.value
        deal.seed, deal.solvable = self.seed.value, self.solvable.value
        deal.outside = self.outside.value
        dealt = self.session.new()
        if dealt:
            self.cursor.fit(self.board.shape)
            self._build_grid()
        self._show_deal()
        self._refresh()
        return dealt
