"""The six-digit comparison in a static page: ``SixCompareSession`` run by the page's Python,
each action answered as the Lianliankan comparison's are (``linklab.apps.page_compare``): both
panes' layouts at the step as one SVG, every pane's texts (the live ``SixDigitCompare``'s, word
for word), the message and the layout.

The learner types a layout in the field and presses Run: both ways answer it, and the panes then
step together. A layout that cannot be used is refused in one line naming it, and the panes stay
as they were.

Examples
--------
>>> page = PageSixCompare({"layout": [2, 5, 6, 4, 3, 1], "step": 3})
>>> page.act("view")["step"]["at"]
3
>>> view = page.act("new", {"layout": "2 5 6 4 3 7"})
>>> view["message"], view["result"], view["step"]["at"]
('`2 5 6 4 3 7` has a 7: a layout is the six digits 1..6, each once', 'the layout: 2 5 6 4 3 1', 3)
>>> view = page.act("new", {"layout": "253146"})
>>> view["result"], view["step"]["at"], view["step"]["of"]
('the layout: 2 5 3 1 4 6', 0, 4)
>>> page.act("step", "last")["step"]["texts"][1]
'finished at step 4: Yes: α'

As in the comparison, `more` gives the layout's every step, a batch at a time, and `seek` tells
the part the step the page shows (``linklab.apps.page_panes``, shared with the comparison; a
page that holds the steps of the layout it starts on says so, and none is sent again).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from linklab.apps.page_link import LinkState, format_payload, parse_payload, refused_link
from linklab.apps.page_panes import PanesPart
from linklab.apps.page_steps import StepPictures, TextCoder
from linklab.apps.six_compare_session import SixCompareSession
from linklab.core import sixdigits
from linklab.core.errors import InputError
from linklab.core.trace import Trace
from linklab.i18n import tr, using
from linklab.render.scene.svg import svg_open, to_svg

SIX_COMPARE_BUTTONS = (("new", "Run", "both ways on the layout typed"),)
SIX_COMPARE_CLASS = "linklab-live-sixcompare-board"
SIX_COMPARE_PX = 56  # pixels a unit at zoom 1: both panes about as wide as a page's text


class SixStep(NamedTuple):
    """A step of the comparison, as `StepPictures` sends it."""

    step: int


def six_compare_setup(session: SixCompareSession, step: int = 0) -> dict[str, Any]:
    """What a page needs to start the comparison a widget shows, at ``step``.

    >>> six_compare_setup(SixCompareSession("2 5 6 4 3 1"), 3)
    {'layout': [2, 5, 6, 4, 3, 1], 'step': 3}
    """
    return {"layout": list(session.start), "step": int(step)}


class PageSixCompare(PanesPart):
    """A six-digit comparison a page runs: ``act(action, argument)`` gives the page's next view.

    ``setup`` is what the notebook's widget was given (`six_compare_setup`); ``language`` is the
    page's.
    """

    def __init__(self, setup: dict[str, Any], language: str = "en"):
        self.session = SixCompareSession(setup.get("layout", (2, 5, 6, 4, 3, 1)))
        super().__init__(setup, language)
        self.typed = sixdigits.format_state(self.session.start)  # what the field holds

    def act(self, action: str, argument: Any = None) -> dict[str, Any]:
        """Do ``action`` (``new`` with the fields, ``step``, ``view``) and give the view."""
        session = self.session
        with using(self.language):
            session.message = "" if action != "view" else session.message
            if action == "link":
                linked = self._open_link(argument)
                return {**self.view(), "linked": linked}
            if action == "new":
                typed = argument.get("layout", "") if isinstance(argument, dict) else argument
                self.typed = str(typed if typed is not None else "")
                if session.set_layout(self.typed):
                    self.step = 0
                    self.typed = sixdigits.format_state(session.start)
            elif action == "step":
                self._step(argument)
            elif action != "view":
                session.message = f"no such action: {action}"
            return self.view()

    def _open_link(self, payload: Any) -> bool:
        """Show the layout a link names at its step; False, the panes left as they were, when the
        link cannot be used (the message says why)."""
        session = self.session
        try:
            state = parse_payload(payload)
            if state.layout is None:
                raise InputError("the link names no layout")
        except InputError as why:
            session.message = refused_link(why)
            return False
        session.set_layout(" ".join(map(str, state.layout)))
        self.typed = sixdigits.format_state(session.start)
        self.step = min(state.step or 0, session.total)
        session.message = tr("the board from the link")
        return True

    def link(self) -> str:
        """The panes as a link's payload (`linklab.apps.page_link`): the layout and the step."""
        return format_payload(LinkState(layout=tuple(self.session.start), step=self.step))

    def step_pictures(self, serial: int) -> StepPictures:
        """Every step of the layout shown: both panes' layouts and texts."""
        session = self.session
        coder = TextCoder()  # a pane's texts repeat from step to step: each is sent once
        return StepPictures(
            serial,
            Trace(()),  # the steps are given: no trace of events is replayed
            lambda at: session.scene(at.step),
            lambda at: {
                "coded": coder.code(session.shown_texts(at.step)),
                "spoken": session.spoken(at.step),
            },
            steps=map(SixStep, range(session.total + 1)),
        )

    def view(self) -> dict[str, Any]:
        """What the page shows: ``svg``, ``message``, ``result`` (the layout), the ``step`` (its
        texts, by pane), the Run button and the ``layout`` field."""
        session, say = self.session, self._say
        scene = session.scene(self.step)
        layout = sixdigits.format_state(session.start)
        return {
            "svg": to_svg(scene, SIX_COMPARE_PX, SIX_COMPARE_CLASS),
            "message": session.message,
            "result": tr("the layout: {layout}", layout=layout),
            "status": say("type a layout (six digits, like 2 5 6 4 3 1), then press Run"),
            "step": self._step_view(svg_open(scene, SIX_COMPARE_PX, SIX_COMPARE_CLASS)),
            "buttons": [
                {"action": a, "label": say(label), "title": say(tip), "enabled": True}
                for a, label, tip in SIX_COMPARE_BUTTONS
            ],
            "fields": [
                {"name": "layout", "label": say("layout"), "kind": "text", "value": self.typed}
            ],
            "link": self.link(),
        }


__all__ = [
    "SIX_COMPARE_BUTTONS",
    "SIX_COMPARE_CLASS",
    "SIX_COMPARE_PX",
    "PageSixCompare",
    "SixStep",
    "six_compare_setup",
]
