"""The six-digit explorer in a static page: ``ExplorerSession`` run by the page's Python, each
move answered with the layout and the graph as SVG and the text under them, in the page's
language. The layouts' places on the graph come from the notebook's widget (its setup).

Examples
--------
>>> explorer = PageExplorer({"start": [2, 5, 6, 4, 3, 1]})
>>> explorer.act("move", "α")["state"]
'426351'
>>> explorer.act("set", {"start": "1 1 1"})["state"]  # refused: the walk stays
'426351'

Each move is said to a screen reader (``spoken``): the layout reached, the moves made, the way
home.

>>> explorer.act("move", "β")["spoken"]
'layout 4 5 2 3 1 6; moves made: αβ; shortest way home: αβββαβ (6 moves)'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from linklab.apps.board_keys import plain
from linklab.apps.explorer_session import ExplorerSession
from linklab.core import sixdigits
from linklab.i18n import language, translate, using
from linklab.render.scene.sixdigits import explorer_scene
from linklab.render.scene.svg import to_svg

EXPLORER_BUTTONS = (
    ("undo", "Undo", ""),
    ("reset", "Reset", ""),
    ("set", "Set", "start again from this"),
)


class PageExplorer:
    """An explorer a page runs: ``act(action, argument)`` gives the page's next view.

    ``setup``: ``start`` (six digits), ``inverses``, and ``xy`` (each layout's place on the
    graph, by its six digits)."""

    def __init__(self, setup: dict[str, Any], language: str = "en"):
        self.language = language
        self.session = ExplorerSession(
            setup.get("start", (2, 5, 6, 4, 3, 1)), bool(setup.get("inverses", False))
        )
        self.xy = setup.get("xy") or {}
        self.show_home = True

    def act(self, action: str, argument: Any = None) -> dict[str, Any]:
        """``"move"`` with a move's name, ``"undo"``, ``"reset"``, ``"set"`` with the fields,
        ``"view"``; what the page shows next."""
        session = self.session
        with using(self.language):
            session.message = ""
            if action == "move" and argument in sixdigits.WITH_INVERSES:
                session.apply(argument)
            elif action in ("undo", "reset"):
                getattr(session, action)()
            elif action == "set":
                typed = argument or {}
                self.show_home = typed.get("home", self.show_home) in (True, "true", "on", 1)
                session.inverses = typed.get("inverses", session.inverses) in (True, "true", 1)
                if "start" in typed and str(typed["start"]).strip() != sixdigits.format_state(
                    session.start
                ):
                    session.set_start(str(typed["start"]))
            elif action != "view":
                session.message = f"no such action: {action}"
            return self.view()

    def view(self) -> dict[str, Any]:
        """``svg``, ``status`` (the text under the picture, HTML), ``message``, the move and
        other ``buttons``, the ``fields`` and the layout shown (``state``)."""
        session, say = self.session, self._say
        word = session.word
        walk = sixdigits.walk_states(session.state, word) if word and self.show_home else []
        scene = explorer_scene(session.state, self.xy, walk, sixdigits.format_state(session.state))
        buttons = [
            {"action": "move", "argument": m, "label": m, "title": "", "enabled": True}
            for m in sixdigits.WITH_INVERSES
        ]
        buttons += [
            {"action": a, "label": say(label), "title": say(tip), "enabled": True}
            for a, label, tip in EXPLORER_BUTTONS
        ]
        info = session.info_html()
        return {
            "svg": to_svg(scene, px=28, css_class="linklab-live-board"),
            "info": info,
            "message": say(session.message),
            "spoken": say(session.message) or _spoken_info(info),
            "buttons": buttons,
            "fields": [
                {
                    "name": "start",
                    "label": say("start"),
                    "kind": "text",
                    "value": sixdigits.format_state(session.start),
                },
                {
                    "name": "home",
                    "label": say("show the way home"),
                    "kind": "bool",
                    "value": self.show_home,
                },
                {
                    "name": "inverses",
                    "label": say("allow α' and β'"),
                    "kind": "bool",
                    "value": session.inverses,
                },
            ],
            "state": "".join(map(str, session.state)),
        }

    def _say(self, text: str) -> str:
        return translate(text, self.language)


def _spoken_info(info: str) -> str:
    """The layout and the way home of the text under the picture, as one line to be said."""
    import re

    lines = [plain(line).strip() for line in re.findall(r"<div>(.*?)</div>", info)[:2]]
    return ("；" if language() == "zh" else "; ").join(lines)


def explorer_setup(
    start: Sequence[int], inverses: bool, xy: Mapping[Sequence[int], Sequence[float]]
) -> dict[str, Any]:
    """What a page needs to start the explorer a widget shows: its start, whether inverses are
    allowed, and each layout's place on the graph (rounded: the page draws, not measures).

    >>> explorer_setup((1, 2, 3, 4, 5, 6), False, {(1, 2, 3, 4, 5, 6): (0.5, 0.0)})["xy"]
    {'123456': [0.5, 0.0]}
    """
    return {
        "start": list(start),
        "inverses": inverses,
        "xy": {
            "".join(map(str, s)): [round(float(x), 3), round(float(y), 3)]
            for s, (x, y) in xy.items()
        },
    }
