"""What a page's comparison parts share (``linklab.apps.page_compare``, the Lianliankan
searches side by side, and ``linklab.apps.page_sixcompare``, the six-digit ways): panes that
step together, the step the page shows, and every step's picture and texts sent ahead in
batches (``linklab.apps.page_steps``) so that the page steps with no round trip.

A part says what its session is and how its steps are drawn (`PanesPart.step_pictures`); this
class does the stepping. A page that already holds the steps of the query the part starts on
says so in its setup (`STEPS_SENT`), and none of them is sent again.

Examples
--------
>>> from linklab.apps.page_compare import PageCompare
>>> setup = {"grid": [[1, 0, 1]], "ends": [[0, 0], [0, 2]], "approaches": ["bfs", "dfs"]}
>>> held, fresh = PageCompare({**setup, STEPS_SENT: True}), PageCompare(setup)
>>> _ = held.act("view"), fresh.act("view")
>>> held.more() is None, fresh.more() is None
(True, False)
>>> fresh.act("step", "last")["step"]["at"] == fresh.session.total
True
"""

from __future__ import annotations

from typing import Any

from linklab.apps.page_steps import StepPictures
from linklab.i18n import translate, using

#: The setup's key saying the page holds every step of the query the part starts on.
STEPS_SENT = "steps_sent"


class PanesPart:
    """Panes a page steps together. A subclass sets ``session`` (with ``total``, ``runs``,
    ``message``, ``columns``, ``shown_texts(step)`` and ``spoken(step)``) before calling
    ``__init__``, and gives `step_pictures`."""

    session: Any

    def __init__(self, setup: dict[str, Any], language: str = "en"):
        self.language = language
        self.step = max(0, min(self.session.total, int(setup.get("step", 0))))
        self.pictures: StepPictures | None = None
        self._pictures_of = 0  # the session's run they were drawn for
        self.serial = 0
        self.steps_sent = bool(setup.get(STEPS_SENT))

    def step_pictures(self, serial: int) -> StepPictures:
        """Every step of the session's shown query, to be sent ahead, numbered ``serial``."""
        raise NotImplementedError

    def _step(self, where: Any) -> None:
        last = self.session.total
        moves = {"first": 0, "back": self.step - 1, "forward": self.step + 1, "last": last}
        try:
            self.step = max(0, min(last, int(moves.get(where, where))))
        except (TypeError, ValueError):
            self.session.message = f"no such step: {where}"

    def seek(self, step: Any) -> None:
        """The page shows ``step`` (it stepped there itself)."""
        if isinstance(step, int):
            self.step = max(0, min(self.session.total, step))

    def more(self) -> dict[str, Any] | None:
        """The next batch of the shown query's step pictures and texts, or None when all were
        given."""
        pictures = self.pictures
        if pictures is None or pictures.done:
            return None
        with using(self.language):
            return pictures.batch()

    def _step_view(self, head: str) -> dict[str, Any]:
        """The step shown, its texts by pane, and what the page draws the steps with."""
        session = self.session
        if self.pictures is None or session.runs != self._pictures_of:
            self.serial += 1
            self.pictures = self.step_pictures(self.serial)
            self.pictures.done = self.serial == 1 and self.steps_sent
            self._pictures_of = session.runs
        return {
            "at": self.step,
            "of": session.total,
            "texts": session.shown_texts(self.step),
            "columns": session.columns,
            "frontier_title": "",
            "spoken": session.spoken(self.step),
            "serial": self.serial,
            "head": head,
        }

    def _say(self, text: str) -> str:
        return translate(text, self.language)


__all__ = ["STEPS_SENT", "PanesPart"]
