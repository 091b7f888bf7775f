"""The keyboard's way onto a board of buttons (the game's, the board editor's): `BoardKeys`, a
box that takes the arrow keys, Home, End, Page Up and Down, Enter and Space, and a polite live
region that says to a screen reader what each key did.

The page sends each key to the kernel (a ``key`` message); the widget that holds the box moves
its `linklab.apps.board_keys.BoardCursor` and, on Enter or Space, does what a click on the
cell under it does, then sets ``spoken``. The cursor shows on the board as the class
``linklab-cursor`` on its cell's button (`CURSOR_CSS`: a thick frame seen on any colour).

Examples
--------
>>> pressed = []
>>> keys = BoardKeys(pressed.append)
>>> keys.press("ArrowDown"); keys.press("Tab"); pressed
['ArrowDown']
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import anywidget
import traitlets

from linklab.apps.board_keys import KEYS, KEYS_LABEL
from linklab.i18n import tr

CURSOR_CLASS = "linklab-cursor"
#: The cursor on a board of buttons, and the box taking the keys with its focus seen.
CURSOR_CSS = Path(__file__).with_name("board_keys.css").read_text(encoding="utf-8")


class BoardKeys(anywidget.AnyWidget):
    """The box taking a board's keys: ``on_key(key)`` is called for each key pressed on it;
    ``spoken`` is what a screen reader is told next."""

    _esm = Path(__file__).with_name("board_keys.js")
    _css = CURSOR_CSS
    label = traitlets.Unicode("").tag(sync=True)
    spoken = traitlets.Unicode("").tag(sync=True)

    def __init__(self, on_key: Callable[[str], object]):
        super().__init__(label=tr(KEYS_LABEL))
        self._on_key = on_key
        self.on_msg(self._on_page_message)

    def press(self, key: str) -> None:
        """A key pressed on the box (as the page sends it); keys a board does not take are
        left alone."""
        if key in KEYS:
            self._on_key(key)

    def _on_page_message(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and content.get("kind") == "key":
            self.press(str(content.get("key", "")))
