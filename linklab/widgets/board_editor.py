"""The board editor: paint a board by clicking, pick two tiles, choose the rule and search.

CSS classes a browser test can select (``.linklab-...``): ``linklab-editor``, ``-editor-grid``,
``-cell`` and ``-cell-R-C`` (from 1), ``-end`` (a chosen endpoint), ``-palette``, ``-kind-K``,
``-editor-mode``, ``-editor-turns``, ``-editor-outside``, ``-editor-method``, ``-editor-run``,
``-editor-undo``, ``-editor-clear``, ``-editor-rows``, ``-editor-cols``, ``-editor-resize``,
``-editor-kinds``, ``-editor-seed``, ``-editor-fill``, ``-editor-text``, ``-editor-form``,
``-editor-load``, ``-editor-save``, ``-editor-message``, ``-editor-result``,
``-editor-picture``; the export row's ``linklab-export-format``, ``linklab-export`` and
``linklab-export-label``. A search found is played by a `linklab.widgets.trace_player.TracePlayer`.
"""

from __future__ import annotations

import os
from pathlib import Path

import ipywidgets as widgets

from linklab.apps.board_keys import BoardCursor, cell_words, plain
from linklab.apps.editor_session import EditorSession
from linklab.apps.page_apps import SETUP_CLASS, setup_json
from linklab.apps.page_editor import editor_setup
from linklab.core.board import Board, Cell
from linklab.core.rules import Rules
from linklab.documents.approaches import CHECKER_METHOD, METHODS
from linklab.i18n import language, tr, translate
from linklab.render.canvas import frame_figure, png_bytes
from linklab.render.draw import PALETTE, draw_board, draw_path, ink_for, kind_color, kind_label
from linklab.render.export import export_board, export_path
from linklab.render.style import widget_dpi
from linklab.widgets.board_keys import CURSOR_CLASS, BoardKeys
from linklab.widgets.kit import Exporter, classed, decorate, label_width_px, number_width_px
from linklab.widgets.slide_picture import ShownAsPicture
from linklab.widgets.trace_player import TracePlayer

#: What each method's button says in words, in a language other than the code's (the English
#: edition shows the names code passes, ``method="bfs"``).
METHOD_WORDS = {"bfs": "breadth-first", "dfs": "depth-first", CHECKER_METHOD: "the checker"}


def method_label(method: str) -> str:
    """The label of a method's button: its name in code, or in Chinese its name in words.

    >>> from linklab.i18n import using
    >>> with using("zh"):
    ...     [method_label(m) for m in METHODS]
    ['广度优先', '深度优先', '检查器']
    >>> method_label("fast")
    'fast'
    """
    return translate(METHOD_WORDS.get(method, method)) if language() == "zh" else method


class BoardEditor(ShownAsPicture, widgets.VBox):
    """Edit a board by clicking, pick two tiles, choose the rule and method, and search.

    Click a cell to give it the palette's kind (the blank swatch clears it). In *endpoints*
    mode a click picks a tile instead (the third click replaces the first pick). Every edit can
    be undone; an edit that cannot be made (bad text, a shape that cannot be dealt) leaves the
    board as it was and says why in one line.

    Parameters
    ----------
    board : Board, optional
        The board to start from (an empty 6x8 board by default).
    rules : Rules
        The rule to start with.
    kinds : int
        How many kinds the palette and the random fill offer.
    seed : int
        The random fill's first seed.
    export_dir : str or PathLike, optional
        Where Export writes (by default `linklab.render.export.export_folder()`, ``exports/``).

    Examples
    --------
    >>> editor = BoardEditor(Board.empty(2, 3))
    >>> editor.palette_buttons[1].click()
    >>> editor.cell_button((0, 0)).click(); editor.cell_button((1, 2)).click()
    >>> editor.board.grid
    ((1, 0, 0), (0, 0, 1))
    >>> editor.mode.value = "endpoints"
    >>> editor.cell_button((0, 0)).click(); editor.cell_button((1, 2)).click()
    >>> editor.run_button.click()
    >>> editor.path
    ((0, 0), (1, 0), (1, 2))
    >>> editor.undo_button.click(); editor.board.grid
    ((1, 0, 0), (0, 0, 0))
    """

    def __init__(
        self,
        board: Board | None = None,
        rules: Rules = Rules(),
        *,
        kinds: int = 10,
        seed: int = 0,
        export_dir: str | os.PathLike | None = None,
    ):
        super().__init__()
        self.session = EditorSession(board, rules)
        self._board = self.session.board  # the board the grid shows
        self.export_dir = None if export_dir is None else Path(export_dir)
        self.kind = 1
        self.player: TracePlayer | None = None
        self._shown_result: tuple = ("", None)  # the session's result the screen shows
        # Buttons share their looks: one style per kind, one layout per border. A page then
        # carries a few models for them instead of two per button.
        self._styles: dict[int, widgets.ButtonStyle] = {}
        cell = {"width": "30px", "height": "30px", "padding": "0"}
        self._cell_layouts = {
            chosen: widgets.Layout(**cell, margin="0", border=border)
            for chosen, border in ((False, "1px solid #BBBBBB"), (True, "3px solid black"))
        }
        self._swatch_layouts = {
            chosen: widgets.Layout(**cell, border=border)
            for chosen, border in ((False, "1px solid #999999"), (True, "3px solid black"))
        }

        self.grid = classed(widgets.GridBox(), "linklab-editor-grid")
        self.palette = classed(widgets.HBox(), "linklab-palette")
        self.palette_buttons: list[widgets.Button] = []
        self.kinds = classed(
            widgets.BoundedIntText(
                value=kinds,
                min=1,
                max=len(PALETTE),
                description="kinds",
                layout={"width": f"{number_width_px('kinds', 2, least=140)}px"},
            ),
            "linklab-editor-kinds",
        )
        self.kinds.observe(lambda _: self._build_palette(), names="value")
        mode_width = f"{label_width_px(('paint', 'endpoints'))}px"
        self.mode = classed(
            widgets.ToggleButtons(
                options=[("paint", "paint"), ("endpoints", "endpoints")],
                value="paint",
                description="click to",
                style={"button_width": mode_width},
            ),
            "linklab-editor-mode",
        )
        self.max_turns = classed(
            widgets.BoundedIntText(
                value=rules.max_turns,
                min=0,
                max=8,
                description="max turns",
                layout={"width": f"{number_width_px('max turns', 1, least=160)}px"},
            ),
            "linklab-editor-turns",
        )
        self.outside = classed(
            widgets.Checkbox(value=rules.outside, description="around the outside", indent=False),
            "linklab-editor-outside",
        )
        self.method = classed(
            widgets.ToggleButtons(
                options=[(method_label(m), m) for m in METHODS],
                value="bfs",
                description="method",
                style={"button_width": f"{label_width_px(map(method_label, METHODS))}px"},
            ),
            "linklab-editor-method",
        )
        self.run_button = classed(
            widgets.Button(description="Find path", button_style="primary"), "linklab-editor-run"
        )
        self.undo_button = classed(widgets.Button(description="Undo"), "linklab-editor-undo")
        self.clear_button = classed(widgets.Button(description="Clear"), "linklab-editor-clear")
        self.rows = classed(
            widgets.BoundedIntText(
                value=self._board.rows,
                min=1,
                max=40,
                description="rows",
                layout={"width": f"{number_width_px('rows', 2)}px"},
            ),
            "linklab-editor-rows",
        )
        self.cols = classed(
            widgets.BoundedIntText(
                value=self._board.cols,
                min=1,
                max=40,
                description="cols",
                layout={"width": f"{number_width_px('cols', 2)}px"},
            ),
            "linklab-editor-cols",
        )
        self.resize_button = classed(widgets.Button(description="Resize"), "linklab-editor-resize")
        self.seed = classed(
            widgets.IntText(
                value=seed, description="seed", layout={"width": f"{number_width_px('seed')}px"}
            ),
            "linklab-editor-seed",
        )
        self.solvable = widgets.Checkbox(value=False, description="solvable", indent=False)
        self.fill_button = classed(
            widgets.Button(description="Fill at random", tooltip="every kind an even count"),
            "linklab-editor-fill",
        )
        self.text = classed(
            widgets.Textarea(
                value="",
                placeholder="a board: rows of numbers, or letters with * for empty",
                layout={"width": "420px", "height": "120px"},
            ),
            "linklab-editor-text",
        )
        self.form = classed(
            widgets.Dropdown(
                options=["letters", "rows", "sized"],
                value="letters",
                description="form",
                layout={"width": "160px"},
            ),
            "linklab-editor-form",
        )
        self.load_button = classed(widgets.Button(description="Load"), "linklab-editor-load")
        self.save_button = classed(widgets.Button(description="Save"), "linklab-editor-save")
        self.message = classed(widgets.Label(""), "linklab-editor-message")
        self.result = classed(widgets.HTML(""), "linklab-editor-result")
        self.picture = classed(widgets.Image(format="png"), "linklab-editor-picture")
        self.result_box = widgets.VBox([])
        self.exporter = Exporter(self._export)

        self.run_button.on_click(lambda _: self.run())
        self.undo_button.on_click(lambda _: self.undo())
        self.clear_button.on_click(lambda _: self.clear())
        self.resize_button.on_click(lambda _: self.resize(self.rows.value, self.cols.value))
        self.fill_button.on_click(lambda _: self.fill(self.seed.value))
        self.load_button.on_click(lambda _: self.load_text(self.text.value))
        self.save_button.on_click(lambda _: self.save_text())

        self._buttons: dict[Cell, widgets.Button] = {}
        self.cursor = BoardCursor()
        self.board_keys = BoardKeys(self.press_key)
        self._build_palette()
        self._build_grid()
        self.children = [
            widgets.HBox([self.mode, self.kinds]),
            self.palette,
            self.board_keys,
            self.grid,
            widgets.HBox([self.undo_button, self.clear_button, self.message]),
            widgets.HBox([self.max_turns, self.outside, self.method, self.run_button]),
            self.result,
            self.result_box,
            widgets.HBox([self.rows, self.cols, self.resize_button]),
            widgets.HBox([self.seed, self.solvable, self.fill_button]),
            widgets.HBox(
                [self.text, widgets.VBox([self.form, self.load_button, self.save_button])]
            ),
            self.exporter.box,
        ]
        classed(self, "linklab-editor")
        decorate(self)
        # What a static page runs the same editor from (linklab.site.live), kept up to date.
        self.page_setup = classed(widgets.HTML("", layout={"display": "none"}), SETUP_CLASS)
        self.children = [*self.children, self.page_setup]
        self._keep_page_setup()

    def _keep_page_setup(self) -> None:
        setup = editor_setup(self.board, self.rules, self.kinds.value, self.seed.value)
        if self.page_setup.value != (made := setup_json("editor", setup)):
            self.page_setup.value = made

    # --- the board and its grid of buttons ------------------------------------------------

    @property
    def board(self) -> Board:
        """The board as edited so far."""
        return self.session.board

    @property
    def history(self) -> list[Board]:
        """The boards Undo goes back through, the latest last."""
        return self.session.history

    @property
    def ends(self) -> list[Cell]:
        """The two tiles picked (or fewer)."""
        return self.session.ends

    @property
    def path(self) -> tuple[Cell, ...] | None:
        """The path the last search found, or None."""
        return self.session.path

    @property
    def rules(self) -> Rules:
        """The rule chosen."""
        return Rules(max_turns=self.max_turns.value, outside=self.outside.value)

    def cell_button(self, cell: Cell) -> widgets.Button:
        """The button showing ``cell`` (0-based)."""
        return self._buttons[cell]

    def _build_palette(self) -> None:
        self.palette_buttons = []
        for kind in range(self.kinds.value + 1):
            button = classed(
                widgets.Button(
                    description=kind_label(kind) if kind else "",
                    tooltip=f"paint kind {kind} ({kind_label(kind)})" if kind else "clear a cell",
                    layout=self._swatch_layouts[False],
                    style=self._kind_style(kind),
                ),
                f"linklab-kind-{kind}",
            )
            button.on_click(lambda _, kind=kind: self.choose_kind(kind))
            self.palette_buttons.append(button)
        self.palette.children = self.palette_buttons
        self.choose_kind(min(self.kind, self.kinds.value))

    def choose_kind(self, kind: int) -> None:
        """Paint with ``kind`` from now on (0 clears)."""
        self.kind = kind
        for k, button in enumerate(self.palette_buttons):
            button.layout = self._swatch_layouts[k == kind]
        if self.mode.value != "paint":
            self.mode.value = "paint"

    def _kind_style(self, kind: int) -> widgets.ButtonStyle:
        """The one style every button of ``kind`` shares (its colour, the ink on it)."""
        if kind not in self._styles:
            color = kind_color(kind)
            self._styles[kind] = widgets.ButtonStyle(
                button_color=color, text_color=ink_for(color), font_weight="bold"
            )
        return self._styles[kind]

    def _build_grid(self) -> None:
        board = self._board
        self._buttons = {}
        for cell in board.cells():
            r, c = cell
            button = classed(
                widgets.Button(
                    tooltip=tr("row {row}, column {col}", row=r + 1, col=c + 1),
                    layout=self._cell_layouts[False],
                    style=self._kind_style(0),
                ),
                "linklab-cell",
                f"linklab-cell-{r + 1}-{c + 1}",
            )
            button.on_click(lambda _, cell=cell: self.click(cell))
            self._buttons[cell] = button
            self._show_cell(cell)
        self.grid.children = [self._buttons[cell] for cell in board.cells()]
        self.grid.layout = widgets.Layout(
            grid_template_columns=f"repeat({board.cols}, 30px)",
            grid_gap="2px",
            width="max-content",
        )
        self.rows.value, self.cols.value = board.rows, board.cols

    def _show_cell(self, cell: Cell) -> None:
        button, kind = self._buttons[cell], self._board[cell]
        chosen = cell in self.ends
        under_cursor = cell == self.cursor.cell
        with button.hold_sync():  # one message for the whole change
            # A space, not "": ipywidgets' button view keeps its old text when told "".
            button.description = kind_label(kind) if kind else " "
            button.style = self._kind_style(kind)
            button.layout = self._cell_layouts[chosen]
            if chosen:
                button.add_class("linklab-end")
            else:
                button.remove_class("linklab-end")
            if under_cursor:
                button.add_class(CURSOR_CLASS)
            else:
                button.remove_class(CURSOR_CLASS)

    # --- every action is the session's; then the grid and the lines follow ----------------

    def _act(self, action, *args):
        """Run the session's ``action`` and show what changed: cells, picks, lines, result."""
        shown_board, shown_ends = self._board, set(self.ends)
        result = action(*args)
        board = self.session.board
        self._board = board
        if board.shape != shown_board.shape:
            self.cursor.fit(board.shape)
            self._build_grid()
        else:
            changed = {c for c in board.cells() if board[c] != shown_board[c]}
            for cell in changed | (shown_ends ^ set(self.ends)):
                if board.contains(cell):
                    self._show_cell(cell)
        self.message.value = self.session.message
        if (self.session.result, self.session.events) != self._shown_result:
            self._show_result()
        self.board_keys.spoken = plain(translate(self.session.message) or self.session.result)
        self._keep_page_setup()
        return result

    def _show_result(self) -> None:
        session = self.session
        self._shown_result = (session.result, session.events)
        self.result.value = session.result
        self.player = None
        self.result_box.children = []
        if session.events is not None:
            a, b = session.ends
            self.player = TracePlayer(
                session.board,
                session.events,
                session.rules,
                method=session.method,
                ends=[a, b],
                export_dir=self.export_dir,
                name="editor",
                step=len(session.events),  # opens on the outcome: the path found, or none
            )
            self.result_box.children = [self.player]
        elif session.result:  # the checker: a picture of its path
            self._show_picture()
            self.result_box.children = [self.picture]

    def press_key(self, key: str) -> None:
        """A key pressed on the board's box: an arrow moves the cursor, Enter or Space click
        the cell under it (``linklab.apps.board_keys``); the cell under it is said, with the
        message if any.

        >>> editor = BoardEditor(Board.empty(2, 2))
        >>> for key in ("Home", "ArrowDown", "Enter"):
        ...     editor.press_key(key)
        >>> editor.board.grid, editor.board_keys.spoken
        (((0, 0), (1, 0)), 'cursor at (2, 1): A')
        """
        before = self.cursor.cell
        cell = self.cursor.press(key, self._board.shape)
        if cell is not None:
            self.session.message = ""
            self.click(cell)
        for shown in (before, self.cursor.cell):
            if shown is not None and self._board.contains(shown):
                self._show_cell(shown)
        assert self.cursor.cell is not None  # a key pressed shows it
        said = cell_words(self._board.grid, self.cursor.cell)
        message = translate(self.session.message) if cell is not None else ""
        self.board_keys.spoken = f"{said}; {message}" if message else said

    def click(self, cell: Cell) -> None:
        """What a click on ``cell`` does: paint it, or pick it as an endpoint."""
        before = self.cursor.cell
        self.cursor.follow(cell)
        if self.mode.value == "endpoints":
            self.pick(cell)
        else:
            self.paint(cell, self.kind)
        if before is not None and before != cell and self._board.contains(before):
            self._show_cell(before)
            self._show_cell(cell)

    def paint(self, cell: Cell, kind: int) -> None:
        """Give ``cell`` the kind ``kind`` (0 empties it)."""
        self._act(self.session.paint, cell, kind)

    def pick(self, cell: Cell) -> None:
        """Choose ``cell`` as an endpoint (a third pick replaces the first; picking a chosen
        cell again unpicks it)."""
        self._act(self.session.pick, cell)

    def undo(self) -> None:
        """Go back to the board before the last edit."""
        self._act(self.session.undo)

    def clear(self) -> None:
        """Empty every cell."""
        self._act(self.session.clear)

    def resize(self, rows: int, cols: int) -> None:
        """Change the shape, keeping the cells the old and new boards share."""
        if not self._act(self.session.resize, rows, cols):
            self.rows.value, self.cols.value = self._board.shape

    def fill(self, seed: int | None = None) -> None:
        """Fill the whole board at random, every kind an even count (from ``seed``)."""
        seed = self.seed.value if seed is None else seed
        self.session.rules = self.rules
        if self._act(self.session.fill, self.kinds.value, seed, self.solvable.value):
            self.seed.value = seed + 1

    def load_text(self, text: str) -> None:
        """Read a board from text in any of the documents' forms."""
        self._act(self.session.load_text, text)

    def save_text(self) -> str:
        """Write the board into the text box, in the chosen form."""
        text = self._act(self.session.save_text, self.form.value)
        if text:
            self.text.value = text
        return text

    # --- searching ------------------------------------------------------------------------

    def run(self) -> None:
        """Search between the two endpoints with the chosen rule and method."""
        self.session.rules, self.session.method = self.rules, self.method.value
        self._act(self.session.run)

    def figure(self, dpi: float = 100):
        """The board as the editor shows it (its ends and the path found), as a figure."""
        fig, ax = frame_figure(self._board, self.rules, width=7.5, dpi=dpi, legend=False)
        draw_board(ax, self._board, self.rules, ends=self.ends)
        if self.path:
            draw_path(ax, self.path)
        return fig

    def _show_picture(self) -> None:
        self.picture.value = self.slide_png()

    def slide_png(self) -> bytes:
        """The board as the editor shows it (`figure`), as PNG bytes."""
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        canvas = FigureCanvasAgg(self.figure(dpi=widget_dpi(90)))
        canvas.draw()
        return png_bytes(canvas)

    def _export(self, fmt: str) -> Path:
        if self.player is not None:
            return self.player.save_step(
                export_path(f"editor-step{self.player.step:04d}.{fmt}", self.export_dir)
            )
        return export_board(
            self._board,
            export_path(f"board.{fmt}", self.export_dir),
            self.rules,
            route=self.path,
            ends=self.ends,
        )
