"""The game in a static page: ``GameSession`` played through the page's Python, each action
answered with what the page shows, as JSON-ready data: the board's scene as SVG, the status and
message lines in the page's language, which buttons can act, and the deal's fields.

The page draws the SVG it is given and sends back what the player did: a click on a cell
(``"click"`` with the cell from 0), a key pressed on the board (``"key"``: the arrow keys move
a cursor, Enter or Space click the cell under it, ``linklab.apps.board_keys``), a button's
action, or New with the fields as typed. Each view holds what a screen reader is told
(``spoken``) and the board row by row (``rows``). A value
that cannot be used (a side of 0, a seed that is not a number) is refused in one line and the
game is left as it was.

Examples
--------
>>> game = PageGame({"grid": [[1, 2, 0], [2, 0, 1]], "outside": False})
>>> view = game.act("click", [0, 1]); view["message"]
'picked (1, 2): now click its partner'
>>> view = game.act("click", [1, 0]); view["status"]
'tiles left: 2 · moves made: 1 · 1 pair can be removed now'
>>> game.act("new", {"rows": "0"})["message"]
'rows must be a whole number from 1 to 30, got 0'
>>> game.act("key", "ArrowDown")["spoken"], game.act("key", "ArrowDown")["spoken"]
('cursor at (1, 1): A', 'cursor at (2, 1): empty')
"""

from __future__ import annotations

from typing import Any

from linklab.apps.board_keys import KEYS_LABEL, BoardCursor, board_rows, cell_words, plain
from linklab.apps.game_session import Deal, GameSession
from linklab.apps.page_fields import Field, field_views, read_fields
from linklab.apps.page_link import LinkState, format_payload, parse_payload, refused_link
from linklab.core.board import Board, Cell, format_cell
from linklab.core.errors import InputError
from linklab.core.game import Game
from linklab.core.rules import Rules
from linklab.i18n import tr, translate, using
from linklab.render.scene.board import board_scene
from linklab.render.scene.shapes import Scene
from linklab.render.scene.svg import to_svg

#: The deal's fields as the page shows them: name, label, kind, and for numbers the range.
GAME_FIELDS: tuple[Field, ...] = (
    ("rows", "rows", (1, 30)),
    ("cols", "cols", (1, 30)),
    ("kinds", "kinds", (1, 36)),
    ("seed", "seed", (-(10**9), 10**9)),
    ("solvable", "solvable", None),
    ("outside", "around the outside", None),
)
#: The buttons, in order: action, label, tooltip.
GAME_BUTTONS = (
    ("hint", "Hint", "show a pair that can go now"),
    ("undo", "Undo", "take back the last action"),
    ("redo", "Redo", "do the undone action again"),
    ("shuffle", "Shuffle", "at a dead end: shuffle the tiles left"),
    ("autoplay_step", "Auto-play step", "remove the first pair found row by row"),
    ("autoplay_all", "Auto-play all", "play greedily until won or stuck"),
    ("solve", "Solve", "search exactly for moves that clear the board"),
    ("play_solution", "Play the solution", "make the solver's moves"),
    ("new", "New", "deal a new board"),
)
TIME_LIMIT = 5.0  # seconds Solve may search in the page
MOST_GAME_SIDE = 30  # rows or columns a game's board may have (as the deal's fields)


class PageGame:
    """A game a page plays: ``act(action, argument)`` gives the page's next view.

    ``setup`` is what the notebook's widget was given: ``grid`` (rows of kinds), ``outside``,
    ``max_turns``, and the deal's fields (``rows``, ``cols``, ``kinds``, ``seed``,
    ``solvable``); ``language`` is the page's.
    """

    def __init__(self, setup: dict[str, Any], language: str = "en"):
        self.language = language
        rules = Rules(int(setup.get("max_turns", 2)), bool(setup.get("outside", True)))
        deal = Deal(
            **{name: setup[name] for name in ("rows", "cols", "kinds", "seed") if name in setup},
            solvable=bool(setup.get("solvable", True)),
            outside=rules.outside,
        )
        grid = setup.get("grid")
        board = Board.from_rows(grid) if grid else None
        self.session = GameSession(board, rules, deal=deal, time_limit=TIME_LIMIT)
        self.cursor = BoardCursor()
        self.spoken = ""  # what a screen reader is told of the last action

    def act(self, action: str, argument: Any = None) -> dict[str, Any]:
        """Do ``action`` (``"click"`` with ``[row, col]``, a button's name, ``"new"`` with the
        fields, ``"link"`` with a link's payload, ``"view"``); what the page shows next."""
        session = self.session
        with using(self.language):
            self.spoken = ""
            if action == "link":
                linked = self._open_link(argument)
                self.cursor.fit(session.board.shape)
                return {**self.view(), "linked": linked}
            if action == "key":
                self._key(str(argument))
            elif action == "click":
                row, col = argument
                session.click((int(row), int(col)))
                self.cursor.follow((int(row), int(col)))
            elif action == "new":
                refused = self._read_fields(argument or {})
                if refused:
                    session.message = refused
                else:
                    session.new()
                    self.cursor.fit(session.board.shape)
            elif action in {name for name, _, _ in GAME_BUTTONS}:
                getattr(session, action)()
                if action == "solve":  # the verdict, with its moves and cost
                    self.spoken = plain(self._say(session.solve_text))
            elif action != "view":
                session.message = tr("no such action: {action}", action=action)
            return self.view()

    def _key(self, key: str) -> None:
        """A key pressed on the board: the cursor moves, or the cell under it is clicked."""
        session = self.session
        try:
            cell = self.cursor.press(key, session.board.shape)
        except ValueError as refused:
            session.message = str(refused)
            return
        if cell is None:
            assert self.cursor.cell is not None  # a key pressed shows it
            self.spoken = cell_words(session.board.grid, self.cursor.cell)
        else:
            session.click(cell)

    def _open_link(self, payload: Any) -> bool:
        """Play the board a link names, its rule and its picked tile; False, the game left as it
        was, when the link cannot be used (the message says why)."""
        try:
            state = parse_payload(payload)
            if state.grid is None:
                raise InputError("the link names no board")
            board = Board.from_rows(state.grid)
            if not (1 <= board.rows <= MOST_GAME_SIDE and 1 <= board.cols <= MOST_GAME_SIDE):
                raise InputError(
                    f"the link's board is {board.rows}x{board.cols}: the game plays 1 to "
                    f"{MOST_GAME_SIDE} rows and columns"
                )
            if len(state.picks) > 1:
                raise InputError("the link picks two tiles: the game holds one picked at a time")
            for cell in state.picks:
                if not board.contains(cell) or not board[cell]:
                    raise InputError(f"the link's pick {format_cell(cell)} is not a tile")
        except InputError as why:
            self.session.message = refused_link(why)
            return False
        old = self.session.rules
        rules = Rules(
            old.max_turns if state.max_turns is None else state.max_turns,
            old.outside if state.outside is None else state.outside,
        )
        self.session.start(Game(board, rules))
        self.session.message = "the board from the link"
        for cell in state.picks:
            self.session.click(cell)
        return True

    def link(self) -> str | None:
        """The game as a link's payload (`linklab.apps.page_link`): the board as it is, the
        rule and the tile picked."""
        session = self.session
        picked = (session.selected,) if session.selected is not None else ()
        state = LinkState(
            grid=session.board.grid,
            max_turns=session.rules.max_turns,
            outside=session.rules.outside,
            picks=picked,
        )
        try:
            return format_payload(state)
        except InputError:  # a kind with no letter: no link
            return None

    def _read_fields(self, typed: dict[str, Any]) -> str:
        """Put the typed fields into the deal, all or none; the reason one is refused."""
        read, refused = read_fields(GAME_FIELDS, typed)
        for name, value in read.items():
            setattr(self.session.deal, name, value)
        return refused

    def scene(self) -> Scene:
        """The board's scene as the page shows it now (``game_scene``)."""
        return game_scene(self.session, self.cursor.cell)

    def view(self) -> dict[str, Any]:
        """What the page shows: ``svg``, ``status``, ``message``, ``solve`` (HTML), the
        ``buttons`` (action, label, tooltip, enabled) and the deal's ``fields``."""
        session, say = self.session, self._say
        enabled = {
            "undo": session.game.can_undo,
            "redo": session.game.can_redo,
            "shuffle": session.can_shuffle,
            "play_solution": session.solution_fits(),
        }
        deal = session.deal
        spoken = self.spoken or plain(say(session.message))
        if session.game.is_won() and not self.spoken:
            spoken = f"{spoken} {say(session.status_text())}".strip()
        return {
            "svg": to_svg(self.scene(), css_class="linklab-live-board"),
            "spoken": spoken,
            "rows": board_rows(session.board.grid),
            "keys": say(KEYS_LABEL),
            "status": say(session.status_text()),
            "message": say(session.message),
            "solve": say(session.solve_text),
            "buttons": [
                {
                    "action": a,
                    "label": say(label),
                    "title": say(tip),
                    "enabled": enabled.get(a, True),
                }
                for a, label, tip in GAME_BUTTONS
            ],
            "fields": field_views(GAME_FIELDS, vars(deal)),
            "won": session.game.is_won(),
            "link": self.link(),
        }

    def _say(self, text: str) -> str:
        return translate(text, self.language)


def game_scene(session: GameSession, cursor: Cell | None = None) -> Scene:
    """The scene of a game as played: the board, the picked tile, the marked cells, the path
    shown (the last move's, or a hint's dashed in red) and the keyboard's ``cursor``. The page
    draws it as SVG; the live widget's picture and its export draw it with matplotlib.

    >>> session = GameSession(Board.from_rows([[1, 0, 1]]), Rules())
    >>> session.hint() is not None, game_scene(session).tagged("path-0").dashed
    (True, True)
    """
    marks = dict(session.marks)
    if session.selected is not None:
        marks[session.selected] = "selected"
    paths, colours, dashed = [], ("#000000",), (False,)
    if session.shown_path is not None:
        corners, is_hint = session.shown_path
        paths = [corners]
        colours, dashed = ("#B2182B" if is_hint else "#000000",), (is_hint,)
    return board_scene(
        session.board.grid,
        session.rules.outside,
        marks=marks,
        paths=paths,
        path_colors=colours,
        dashed=dashed,
        cursor=cursor,
    )


def game_setup(board: Board, rules: Rules, deal: Deal) -> dict[str, Any]:
    """What a page needs to start the game a widget shows: the board, the rule, the deal.

    >>> game_setup(Board.from_rows([[1, 1]]), Rules(), Deal())["grid"]
    [[1, 1]]
    """
    return {
        "grid": [list(row) for row in board.grid],
        "outside": rules.outside,
        "max_turns": rules.max_turns,
        "rows": deal.rows,
        "cols": deal.cols,
        "kinds": deal.kinds,
        "seed": deal.seed,
        "solvable": deal.solvable,
    }
