"""The page's side of the six-digit explorer: its picture, its text and its move buttons.

`MovePad` holds the pictures sent so far, by layout, and for each the layout every move leads
to. A picture is a scene (``linklab.render.scene``), sent as SVG coded against the pictures
sent before it (`linklab.widgets.stage.SceneCoder`: the graph of 720 layouts goes once). A
move button pressed in the page shows the next layout's picture and text at once when the
kernel has sent them ahead (it sends the layouts one move away while the user reads), and tells
the kernel the move (a ``move`` message), which keeps the history and the answer. A layout not
sent yet waits for the kernel's picture.

Examples
--------
>>> from linklab.render.scene.shapes import Scene
>>> pad = MovePad(moves=["α", "β"])
>>> pad.deliver(["123456"], [Scene(1, 1, ())], ["<b>home</b>"], [{"α": "213456", "β": "132456"}])
>>> pad.frames["states"], pad.frames["nexts"], pad.frames["svg"]["states"]
(['123456'], [{'α': '213456', 'β': '132456'}], ['123456'])
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import anywidget
import traitlets

from linklab.widgets.stage import PAGE_SIDE, SceneCoder

if TYPE_CHECKING:
    from linklab.render.scene.shapes import Scene


class MovePad(anywidget.AnyWidget):
    """Pictures and texts by layout, and move buttons that show the next one in the page.

    Parameters
    ----------
    moves : sequence of str
        The move buttons, in order.
    classes : mapping of str to str
        Each move button's CSS class.
    width : int
        The picture's width in CSS pixels; the text under it wraps at this width too.

    Attributes
    ----------
    state : str, synced
        The layout shown, as its six digits.
    acked : int, synced
        How many of the page's moves the kernel has applied.
    on_move : callable or None
        Called with a move's name when the page asks for it.
    """

    _esm = PAGE_SIDE  # the players' page side (`linklab.widgets.stage`), which draws this one
    page_side = traitlets.Unicode("move_pad").tag(sync=True)
    _css = Path(__file__).with_name("move_pad.css")
    state = traitlets.Unicode("").tag(sync=True)
    acked = traitlets.Int(0).tag(sync=True)
    frames = traitlets.Dict().tag(sync=True)
    moves = traitlets.List(traitlets.Unicode()).tag(sync=True)
    classes = traitlets.Dict().tag(sync=True)
    key = traitlets.Unicode().tag(sync=True)
    width = traitlets.Int(800).tag(sync=True)

    def __init__(
        self,
        *,
        moves: Sequence[str],
        classes: Mapping[str, str] | None = None,
        width: int = 800,
    ):
        super().__init__(
            moves=list(moves), classes=dict(classes or {}), width=width, key=uuid.uuid4().hex
        )
        self.on_move: Callable[[str], None] | None = None
        self._serial = 0
        self._coder = SceneCoder()
        self.on_msg(self._on_page_message)

    def deliver(
        self,
        states: Sequence[str],
        pictures: Sequence[Scene | None],
        texts: Sequence[str],
        nexts: Sequence[Mapping[str, str]],
        *,
        clear: bool = False,
    ) -> None:
        """Send the pictures (scenes; None for one the page holds) and texts of ``states``, and
        where each move leads from each."""
        self._serial += 1
        scenes = [(state, p) for state, p in zip(states, pictures, strict=True) if p is not None]
        svg = self._coder.code([scene for _, scene in scenes], clear)
        self.frames = {
            "serial": self._serial,
            "states": list(states),
            "texts": list(texts),
            "nexts": [dict(n) for n in nexts],
            "clear": clear,
            "svg": {**svg, "states": [state for state, _ in scenes]},
        }

    def _on_page_message(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and content.get("kind") == "move":
            if self.on_move is not None:
                self.on_move(content.get("name", ""))
            self.acked = int(content.get("serial", self.acked + 1))
