"""The six-digit explorer with no screen: free α and β moves (and their inverses) from a start
layout, undo and reset, a new start typed in, and what to say about the layout shown: the moves
made, its shortest way home to 123456 and its BFS layer.

The live notebook's ``SixDigitExplorer`` and the static page's explorer
(``linklab.apps.page_explorer``) both show this one session.

Examples
--------
>>> session = ExplorerSession((2, 5, 6, 4, 3, 1))
>>> session.apply("α"); session.state, session.moves_made
((4, 2, 6, 3, 5, 1), 'α')
>>> session.set_start("1 2 3")
>>> session.message
"token '1 2 3': expected six digits 1..6, found 3 items"
>>> session.undo(); session.state
(2, 5, 6, 4, 3, 1)
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from linklab.core import sixdigits
from linklab.core.errors import InputError
from linklab.core.sixdigits import Layout
from linklab.i18n import tr


class ExplorerSession:
    """A walk through the six-digit layouts: ``start``, ``state``, the ``history`` of layouts
    and the ``names`` of the moves made; ``inverses`` lets the way home use α' and β'."""

    def __init__(self, state: Sequence[int] = (2, 5, 6, 4, 3, 1), inverses: bool = False):
        self.start = tuple(sixdigits.parse_state(" ".join(map(str, state))))
        self.state = self.start
        self.history: list[tuple[int, ...]] = []
        self.names: list[str] = []
        self.inverses = inverses
        self.message = ""

    @property
    def moves(self) -> tuple[str, ...]:
        """The moves the way home may use."""
        return sixdigits.WITH_INVERSES if self.inverses else sixdigits.FORWARD

    @property
    def word(self) -> str | None:
        """A shortest word from the layout shown to 123456, or None if there is none."""
        return sixdigits.solution_table(moves=self.moves)[self.state]

    @property
    def moves_made(self) -> str:
        """The moves applied since the start, as a word."""
        return sixdigits.format_word(self.names)

    def apply(self, name: str) -> None:
        """Apply one move (α, β, α' or β')."""
        self.history.append(self.state)
        self.names.append(name)
        self.state = sixdigits.apply_move(self.state, name)
        self.message = ""

    def undo(self) -> None:
        """Take back the last move."""
        if self.history:
            self.state = self.history.pop()
            self.names.pop()
        self.message = ""

    def reset(self) -> None:
        """Go back to the start."""
        self.state, self.history, self.names = self.start, [], []
        self.message = ""

    def set_start(self, text: str) -> None:
        """Start again from the layout written in ``text`` (six digits); a layout that cannot be
        read leaves the walk as it was."""
        try:
            start = sixdigits.parse_state(text)
        except InputError as bad:
            self.message = str(bad)
            return
        self.start = start
        self.reset()

    def info_html(
        self, word: str | None = None, *, state: Layout | None = None, made: str | None = None
    ) -> str:
        """The text under the picture: the layout, the moves made, the way home, the layers
        (of the layout shown, or of ``state`` reached by the moves ``made``)."""
        state = self.state if state is None else state
        word = sixdigits.solution_table(moves=self.moves)[state] if word is None else word
        layers = sixdigits.layers(moves=self.moves)
        depth = next((d for d, layer in enumerate(layers) if state in layer), None)
        sizes = " ".join(
            f"<b>[{len(layer)}]</b>" if d == depth else str(len(layer))
            for d, layer in enumerate(layers)
        )
        if word is None:
            home = tr("none: this layout is in another component, no moves lead to 123456")
        else:
            shape = "{word} ({n} move" + "s" * (len(word) != 1) + ")"
            home = tr(shape, word=word or tr("(here already)"), n=len(word))
        made = (self.moves_made if made is None else made) or tr("none yet")
        layout = f"<b>{sixdigits.format_state(state)}</b>"
        return (
            f"<div>{tr('layout {layout}; moves made: {made}', layout=layout, made=made)}</div>"
            f"<div>{tr('shortest way home:')} <b>{html.escape(home)}</b></div>"
            f"<div>{tr('BFS layers from 123456 (states at each depth): {counts}', counts=sizes)}"
            "</div>"
        )
