"""The board editor in a static page: ``EditorSession`` run by the page's Python, each action
answered with what the page shows: the board (or the search's step) as SVG, the message and
result lines, the step's counters and frontier, and the controls' state.

A click on a cell paints it with the chosen kind, or picks it as an endpoint; a key pressed on
the board (``"key"``) moves a cursor with the arrow keys, and Enter or Space does to the cell
under it what a click does (``linklab.apps.board_keys``). Each view holds what a screen reader
is told (``spoken``: the cell under the cursor, the message, the search's result or the
step shown) and the board row by row (``rows``). Find path runs
the chosen method (BFS, DFS or the checker) between the two picks, and its trace steps here as
in the live player, with the same counters and queue. A value that cannot be used is refused
in one line and the board is left as it was.

Examples
--------
>>> editor = PageEditor({"grid": [[0, 0, 0], [0, 0, 0]], "kinds": 3})
>>> _ = editor.act("click", [0, 0]); _ = editor.act("click", [1, 2])
>>> editor.session.board.grid
((1, 0, 0), (0, 0, 1))
>>> _ = editor.act("mode", "endpoints"); _ = editor.act("click", [0, 0])
>>> view = editor.act("click", [1, 2]); view = editor.act("run")
>>> view["result"], view["step"]["at"] == view["step"]["of"]
('<b>BFS</b>: (1, 1) → (2, 1) → (2, 3) (1 turn)', True)
>>> editor.act("resize", {"rows": "0", "cols": "3"})["message"]
'rows must be a whole number from 1 to 40, got 0'
>>> _ = editor.act("mode", "paint"); _ = editor.act("key", "Home")  # the cursor shows
>>> editor.act("key", "ArrowRight")["spoken"], editor.act("key", "Enter")["spoken"]
('cursor at (1, 2): empty', 'cursor at (1, 2): A')
>>> editor.act("key", "ArrowDown")["rows"]
['row 1: A, A, empty', 'row 2: empty, empty, A']

Once a search is shown, `more` gives its every step's picture and texts, a batch at a time
(``linklab.apps.page_steps``), for the page to step with no round trip; `seek` tells the
editor the step the page shows.
"""

from __future__ import annotations

from typing import Any

from linklab.apps.board_keys import KEYS_LABEL, BoardCursor, board_rows, cell_words, plain
from linklab.apps.editor_session import EditorSession, method_name
from linklab.apps.page_fields import Field, field_views, read_fields
from linklab.apps.page_link import LinkState, format_payload, parse_payload, refused_link
from linklab.apps.page_steps import StepPictures
from linklab.apps.step_texts import QUEUE_SHOWN, frontier_items, spoken_step, step_counts
from linklab.core.board import FORMS, Board, format_cell
from linklab.core.errors import InputError
from linklab.core.rules import Rules
from linklab.core.trace import Frame, Trace
from linklab.documents.approaches import METHODS
from linklab.i18n import translate, using
from linklab.render.scene.board import board_scene
from linklab.render.scene.palette import PALETTE, ink_for, kind_color, kind_label
from linklab.render.scene.search import frame_scene
from linklab.render.scene.shapes import Scene
from linklab.render.scene.svg import svg_open, to_svg

EDITOR_BUTTONS = (
    ("run", "Find path", ""),
    ("undo", "Undo", ""),
    ("clear", "Clear", ""),
    ("resize", "Resize", ""),
    ("fill", "Fill at random", "every kind an even count"),
    ("load", "Load", ""),
    ("save", "Save", ""),
)
#: The fields: name, label, range (numbers), or None for a check box.
EDITOR_FIELDS: tuple[Field, ...] = (
    ("rows", "rows", (1, 40)),
    ("cols", "cols", (1, 40)),
    ("kinds", "kinds", (1, len(PALETTE))),
    ("seed", "seed", (-(10**9), 10**9)),
    ("max_turns", "max turns", (0, 8)),
    ("outside", "around the outside", None),
    ("solvable", "solvable", None),
)
STEPS = ("first", "back", "forward", "last")
BOARD_CLASS = "linklab-live-board"


class PageEditor:
    """A board editor a page runs: ``act(action, argument)`` gives the page's next view.

    ``setup`` is what the notebook's widget was given: ``grid``, ``max_turns``, ``outside``,
    ``kinds``, ``seed``; ``language`` is the page's.
    """

    def __init__(self, setup: dict[str, Any], language: str = "en"):
        self.language = language
        grid = setup.get("grid")
        rules = Rules(int(setup.get("max_turns", 2)), bool(setup.get("outside", False)))
        self.session = EditorSession(Board.from_rows(grid) if grid else None, rules)
        self.kinds = int(setup.get("kinds", 10))
        self.seed = int(setup.get("seed", 0))
        self.solvable = False
        self.mode = "paint"
        self.kind = 1
        self.text = ""
        self.form = "letters"
        self.trace: Trace[Frame] | None = None
        self.step = 0
        self.pictures: StepPictures | None = None  # the shown search's steps, for the page
        self._pictures_of: tuple[Any, ...] = ()  # what they were drawn from
        self.serial = 0  # how many searches' pictures were made
        self.cursor = BoardCursor()
        self.spoken = ""  # what a screen reader is told of the last action

    # --- actions ---------------------------------------------------------------------------

    def act(self, action: str, argument: Any = None) -> dict[str, Any]:
        """Do ``action`` and give the view; see the module's docstring."""
        session = self.session
        linked = False
        with using(self.language):
            session.message = "" if action != "view" else session.message
            self.spoken = ""
            if action == "link":
                linked = self._open_link(argument)
            elif action == "key":
                self._key(str(argument))
            elif action == "click":
                cell = (int(argument[0]), int(argument[1]))
                self._click(cell)
                self.cursor.follow(cell)
            elif action == "mode" and argument in ("paint", "endpoints"):
                self.mode = argument
            elif action == "kind" and 0 <= int(argument) <= self.kinds:
                self.kind, self.mode = int(argument), "paint"
            elif action == "method" and argument in METHODS:
                session.method = argument
                session.forget_result()
            elif action in ("undo", "clear"):
                getattr(session, action)()
            elif action in ("resize", "fill", "rule"):
                self._with_fields(action, argument or {})
            elif action == "load":
                session.load_text(str(argument or ""))
                self.text = str(argument or "")  # the box shows the board loaded, not a save
            elif action == "save":
                self.form = argument if argument in FORMS else self.form
                self.text = session.save_text(self.form) or self.text
            elif action == "run":
                self._run()
            elif action == "step":
                self._step(argument)
            elif action != "view":
                session.message = f"no such action: {action}"
            if session.events is None:
                self.trace = None
            self.cursor.fit(session.board.shape)
            view = self.view()
            return {**view, "linked": linked} if action == "link" else view

    def _click(self, cell: tuple[int, int]) -> None:
        if self.mode == "endpoints":
            self.session.pick(cell)
        else:
            self.session.paint(cell, self.kind)

    def _key(self, key: str) -> None:
        """A key pressed on the board: the cursor moves, or the cell under it is clicked; the
        cell under it is said either way (with the message, if any)."""
        session = self.session
        try:
            cell = self.cursor.press(key, session.board.shape)
        except ValueError as refused:
            session.message = str(refused)
            return
        if cell is not None:
            self._click(cell)
            if session.events is None:
                self.trace = None
        assert self.cursor.cell is not None  # a key pressed shows it
        said = cell_words(session.board.grid, self.cursor.cell)
        message = self._say(session.message)
        self.spoken = f"{said}; {message}" if message else said

    def _run(self) -> None:
        session = self.session
        session.run()
        events = session.events
        self.trace = Trace(events) if events else None
        self.step = len(self.trace) if self.trace else 0

    def _open_link(self, payload: Any) -> bool:
        """Show what a link names: its board, rule, picks, method and the search's step; False,
        the editor left as it was, when the link cannot be used (the message says why)."""
        session = self.session
        try:
            state = parse_payload(payload)
            if state.grid is None:
                raise InputError("the link names no board")
            board = Board.from_rows(state.grid)
            top = max(max(row) for row in state.grid)
            if top > len(PALETTE):
                raise InputError(
                    f"the link's board has kind {top}: the editor paints kinds 1 to {len(PALETTE)}"
                )
            for cell in state.picks:
                if not board.contains(cell):
                    raise InputError(f"the link's pick {format_cell(cell)} is off its board")
            if state.method is not None and state.method not in METHODS:
                raise InputError(
                    f"the link's method {state.method} is not one of {', '.join(METHODS)}"
                )
        except InputError as why:
            session.message = refused_link(why)
            return False
        session.set_board(board)
        session.rules = Rules(
            session.rules.max_turns if state.max_turns is None else state.max_turns,
            session.rules.outside if state.outside is None else state.outside,
        )
        session.method = state.method or session.method
        session.ends = list(state.picks)
        session.forget_result()
        self.kinds = max(self.kinds, top)
        self.trace = None
        session.message = ""
        if state.step is not None:
            self._run()
            self.step = min(state.step, len(self.trace)) if self.trace else 0
        session.message = session.message or "the board from the link"
        return True

    def link(self) -> str | None:
        """The editor as a link's payload (`linklab.apps.page_link`): the board, the rule, the
        picks, the method, and the step when a search is shown."""
        session = self.session
        state = LinkState(
            grid=session.board.grid,
            max_turns=session.rules.max_turns,
            outside=session.rules.outside,
            picks=tuple(session.ends),
            method=session.method,
            step=(self.step if self.trace is not None else 0) if session.result else None,
        )
        try:
            return format_payload(state)
        except InputError:  # a kind with no letter: no link
            return None

    def _with_fields(self, action: str, typed: dict[str, Any]) -> None:
        read, refused = read_fields(EDITOR_FIELDS, typed)
        session = self.session
        if refused:
            session.message = refused
            return
        if action == "resize":
            session.resize(
                read.get("rows", session.board.rows), read.get("cols", session.board.cols)
            )
        elif action == "fill":
            self.kinds = read.get("kinds", self.kinds)
            self.seed = read.get("seed", self.seed)
            self.solvable = read.get("solvable", self.solvable)
            if session.fill(self.kinds, self.seed, self.solvable):
                self.seed += 1
        else:  # the rule
            session.rules = Rules(
                read.get("max_turns", session.rules.max_turns),
                read.get("outside", session.rules.outside),
            )
            session.forget_result()

    def seek(self, step: Any) -> None:
        """The page shows ``step`` of the search (it stepped there itself)."""
        if self.trace is not None and isinstance(step, int):
            self.step = max(0, min(len(self.trace), step))

    def more(self) -> dict[str, Any] | None:
        """The next batch of the shown search's step pictures (`StepPictures.batch`), or None
        when every one was given."""
        pictures = self.pictures
        if pictures is None or pictures.done:
            return None
        with using(self.language):
            return pictures.batch()

    def _step(self, where: Any) -> None:
        if self.trace is None:
            return
        last = len(self.trace)
        moves = {"first": 0, "back": self.step - 1, "forward": self.step + 1, "last": last}
        wanted = moves.get(where, where)
        try:
            self.step = max(0, min(last, int(wanted)))
        except (TypeError, ValueError):
            self.session.message = f"no such step: {where}"
            return
        self.spoken = spoken_step(self.trace.frame(self.step), last, self.session.method)

    # --- what the page shows ---------------------------------------------------------------

    def scene(self) -> Scene:
        """The board as the page shows it: the search's step when a trace is shown."""
        session = self.session
        if self.trace is not None:
            return self._frame_scene(self.trace.frame(self.step))
        paths = [session.path] if session.path else []
        return board_scene(
            session.board.grid,
            session.rules.outside,
            ends=session.ends,
            paths=paths,
            cursor=self.cursor.cell,
        )

    def _frame_scene(self, frame: Frame) -> Scene:
        """A step of the search as the live player draws it, its legend under the board (the
        counters beside it say the step)."""
        session = self.session
        return frame_scene(
            session.board.grid,
            session.rules.outside,
            frame,
            session.method,
            session.ends,
            legend=True,
        )

    def _step_texts(self, frame: Frame, total: int) -> dict[str, Any]:
        """A step's counters and frontier lines (of ``total`` steps), as the page shows them."""
        session, say = self.session, self._say
        counts = step_counts(frame, total, session.method)
        return {
            "counts": [[say(name), say(str(value))] for name, value in counts.items()],
            "frontier": frontier_items(frame, session.method)[:QUEUE_SHOWN],
            "spoken": spoken_step(frame, total, session.method),
        }

    def _step_view(self, scene: Scene) -> dict[str, Any] | None:
        """The shown step (its picture is ``scene``): where it is, its texts, and which pictures
        the page may step with (``serial``, and ``head``, their SVG start tag); None when no
        search is shown."""
        session, trace = self.session, self.trace
        if trace is None:
            self.pictures = None
            return None
        total = len(trace)
        drawn_from = (trace, session.board, session.rules, session.method, tuple(session.ends))
        if self.pictures is None or drawn_from != self._pictures_of:
            self.serial += 1
            self.pictures = StepPictures(
                self.serial, trace, self._frame_scene, lambda f: self._step_texts(f, total)
            )
            self._pictures_of = drawn_from
        return {
            "at": self.step,
            "of": total,
            **self._step_texts(trace.frame(self.step), total),
            "frontier_title": self._say(
                "stack, bottom first" if session.method == "dfs" else "queue, front first"
            ),
            "serial": self.serial,
            "head": svg_open(scene, css_class=BOARD_CLASS),
        }

    def view(self) -> dict[str, Any]:
        """What the page shows: ``svg``, ``message``, ``result``, the ``step`` (its counters and
        frontier lines, or None), the ``palette``, ``mode``, ``method``, ``buttons``, ``fields``
        and the saved ``text``."""
        session, say = self.session, self._say
        scene = self.scene()
        step = self._step_view(scene)
        values = {
            "rows": session.board.rows,
            "cols": session.board.cols,
            "kinds": self.kinds,
            "seed": self.seed,
            "max_turns": session.rules.max_turns,
            "outside": session.rules.outside,
            "solvable": self.solvable,
        }
        spoken = self.spoken or plain(say(session.message) or say(session.result))
        return {
            "svg": to_svg(scene, css_class=BOARD_CLASS),
            "spoken": spoken,
            "rows": board_rows(session.board.grid),
            "keys": say(KEYS_LABEL),
            "message": say(session.message),
            "result": say(session.result),
            "step": step,
            "palette": [
                {
                    "kind": kind,
                    "label": kind_label(kind) if kind else "",
                    "color": kind_color(kind),
                    "ink": ink_for(kind_color(kind)),
                    "chosen": kind == self.kind and self.mode == "paint",
                }
                for kind in range(self.kinds + 1)
            ],
            "mode": self.mode,
            "modes": [["paint", say("paint")], ["endpoints", say("endpoints")]],
            "method": session.method,
            "methods": [[m, say(method_name(m))] for m in METHODS],
            "buttons": [
                {"action": a, "label": say(label), "title": say(tip), "enabled": True}
                for a, label, tip in EDITOR_BUTTONS
            ],
            "fields": field_views(EDITOR_FIELDS, values),
            "text": self.text,
            "link": self.link(),
        }

    def _say(self, text: str) -> str:
        return translate(text, self.language)


def editor_setup(board: Board, rules: Rules, kinds: int, seed: int) -> dict[str, Any]:
    """What a page needs to start the editor a widget shows.

    >>> editor_setup(Board.from_rows([[1, 0]]), Rules(), 6, 0)["grid"]
    [[1, 0]]
    """
    return {
        "grid": [list(row) for row in board.grid],
        "max_turns": rules.max_turns,
        "outside": rules.outside,
        "kinds": kinds,
        "seed": seed,
    }
