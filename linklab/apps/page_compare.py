"""The comparison player in a static page: ``CompareSession`` run by the page's Python, each
action answered with what the page shows: the panes' boards at the step as one SVG, every
pane's texts (the live ``ComparePlayer``'s, word for word), the message and the query.

A click on a tile picks it; Run searches with every approach between the two tiles picked, and
the panes then step together here as in the live player. A pick that cannot be used (an empty
cell, the same tile twice) is refused in one line and the player is left as it was.

Examples
--------
>>> setup = {"grid": [[1, 0, 1], [2, 0, 2]], "ends": [[0, 0], [0, 2]], "approaches": ["003", "bfs"]}
>>> page = PageCompare(setup)
>>> page.act("click", [0, 1])["message"]
'(1, 2) is empty: pick a tile'
>>> _ = page.act("click", [1, 0]); view = page.act("click", [1, 2])
>>> view["message"]
'picked (2, 1) and (2, 3): press Run to search between them'
>>> view = page.act("run"); view["result"], view["step"]["at"]
('the query: (2, 1) and (2, 3)', 0)
>>> page.act("step", "last")["step"]["at"] == page.session.total
True

Once a query is shown, `more` gives its every step's picture and texts, a batch at a time
(``linklab.apps.page_steps``; the texts coded by `TextCoder`, each sent once), for the page to
step with no round trip; `seek` tells the player the step the page shows (both from
``linklab.apps.page_panes``, which the six-digit comparison shares).
"""

from __future__ import annotations

from typing import Any

from linklab.apps.compare_session import CompareSession, CompareStep
from linklab.apps.page_link import LinkState, format_payload, parse_payload, refused_link
from linklab.apps.page_panes import PanesPart
from linklab.apps.page_steps import StepPictures, TextCoder
from linklab.core.board import Board, format_cell
from linklab.core.errors import InputError
from linklab.i18n import tr, using
from linklab.render.scene.svg import svg_open, to_svg

COMPARE_BUTTONS = (("run", "Run", "every search between the two tiles picked"),)
COMPARE_CLASS = "linklab-live-compare-board"


def compare_setup(session: CompareSession, step: int = 0) -> dict[str, Any]:
    """What a page needs to start the comparison a widget shows, at ``step``.

    >>> board = Board.from_rows([[1, 1]])
    >>> compare_setup(CompareSession(board, (0, 0), (0, 1), ["bfs", "dfs"]))["ends"]
    [[0, 0], [0, 1]]
    """
    return {
        "grid": [list(row) for row in session.board.grid],
        "ends": [list(end) for end in session.ends],
        "approaches": list(session.names),
        "code": session.show_code,
        "step": int(step),
        "least_text": session.least_text,
    }


class PageCompare(PanesPart):
    """A comparison a page runs: ``act(action, argument)`` gives the page's next view.

    ``setup`` is what the notebook's widget was given (`compare_setup`); ``language`` is the
    page's.
    """

    def __init__(self, setup: dict[str, Any], language: str = "en"):
        (ra, ca), (rb, cb) = setup["ends"]
        self.session = CompareSession(
            Board.from_rows(setup["grid"]),
            (int(ra), int(ca)),
            (int(rb), int(cb)),
            setup["approaches"],
            code=bool(setup.get("code", True)),
            least_text=float(setup.get("least_text", 0.0)),
        )
        super().__init__(setup, language)

    def act(self, action: str, argument: Any = None) -> dict[str, Any]:
        """Do ``action`` (``click`` a cell, ``run``, ``step``, ``view``) and give the view."""
        session = self.session
        with using(self.language):
            session.message = "" if action != "view" else session.message
            if action == "link":
                linked = self._open_link(argument)
                return {**self.view(), "linked": linked}
            if action == "click":
                cell = _cell(argument)
                if cell is None:
                    session.message = tr("no such cell: {cell}", cell=argument)
                else:
                    session.pick(cell)
            elif action == "run":
                if session.run():
                    self.step = 0
            elif action == "step":
                self._step(argument)
            elif action != "view":
                session.message = f"no such action: {action}"
            return self.view()

    def _open_link(self, payload: Any) -> bool:
        """Show the query a link names (its board, its two tiles) at its step; False, the player
        left as it was, when the link cannot be used (the message says why)."""
        session = self.session
        try:
            state = parse_payload(payload)
            board = Board.from_rows(state.grid) if state.grid else session.board
            if len(state.picks) != 2:
                raise InputError("the link names no query: it picks no two tiles")
            if not session.show_query(board, *state.picks):
                raise InputError(session.message)
        except InputError as why:
            session.message = refused_link(why)
            return False
        self.step = min(state.step or 0, session.total)
        session.message = "the board from the link"
        return True

    def link(self) -> str | None:
        """The player as a link's payload (`linklab.apps.page_link`): the board, the query's
        two tiles and the step."""
        session = self.session
        state = LinkState(grid=session.board.grid, picks=tuple(session.ends), step=self.step)
        try:
            return format_payload(state)
        except InputError:  # a kind with no letter: no link
            return None

    def step_pictures(self, serial: int) -> StepPictures:
        """Every step of the query shown: the panes' boards and texts."""
        session = self.session
        coder = TextCoder()  # a pane's texts repeat from step to step: each is sent once
        return StepPictures(
            serial,
            session.panes[0].trace,
            lambda at: session.scene(at.step, at.frames),
            lambda at: {
                "coded": coder.code(session.shown_texts(at.step, at.frames)),
                "spoken": session.spoken(at.step, at.frames),
            },
            steps=session.steps(),
        )

    def view(self) -> dict[str, Any]:
        """What the page shows: ``svg``, ``message``, ``result`` (the query), the ``step`` (its
        texts, by pane), the ``buttons`` and no ``fields``."""
        session, say = self.session, self._say
        scene = session.scene(self.step)
        a, b = (format_cell(end) for end in session.ends)
        picked = session.scene(self.step, picks=session.picks) if session.picks else scene
        return {
            "svg": to_svg(picked, css_class=COMPARE_CLASS),
            "message": say(session.message),
            "result": say(tr("the query: {a} and {b}", a=a, b=b)),
            "status": say(tr("pick two tiles on a board, then press Run")),
            "step": self._step_view(svg_open(scene, css_class=COMPARE_CLASS)),
            "buttons": [
                {"action": a, "label": say(label), "title": say(tip), "enabled": True}
                for a, label, tip in COMPARE_BUTTONS
            ],
            "fields": [],
            "link": self.link(),
        }


def _cell(argument: Any) -> tuple[int, int] | None:
    """A clicked cell from the page, ``[row, col]``; None when it is not one."""
    try:
        row, col = argument
        return int(row), int(col)
    except (TypeError, ValueError):
        return None


__all__ = ["COMPARE_BUTTONS", "CompareStep", "PageCompare", "compare_setup"]
