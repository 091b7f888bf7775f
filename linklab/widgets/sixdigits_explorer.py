"""The six-digit explorer: move the digits with α and β and watch the layout travel the graph.

CSS classes a browser test can select (``.linklab-...``): ``linklab-sixdigits``,
``-six-image``, ``-move-alpha``, ``-move-beta``, ``-move-alpha-inv``, ``-move-beta-inv``,
``-six-undo``, ``-six-reset``, ``-six-start``, ``-six-set``, ``-six-home``, ``-six-inverses``,
``-six-info``, ``-six-message``; the export row's ``linklab-export-format``, ``linklab-export``
and ``linklab-export-label``.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence
from pathlib import Path

import ipywidgets as widgets

from linklab.apps.explorer_session import ExplorerSession
from linklab.apps.page_apps import SETUP_CLASS, setup_json
from linklab.apps.page_explorer import explorer_setup
from linklab.core import sixdigits
from linklab.core.sixdigits import walk_states
from linklab.i18n import translate_html
from linklab.render.canvas import scene_png
from linklab.render.draw_scene import scene_figure
from linklab.render.draw_sixdigits import state_graph, state_graph_layout
from linklab.render.export import export_path, save_figure
from linklab.render.scene.shapes import Line, Rect, Scene
from linklab.render.scene.sixdigits import explorer_scene, layout_key
from linklab.render.style import widget_dpi
from linklab.widgets.kit import Exporter, classed, decorate
from linklab.widgets.move_pad import MovePad
from linklab.widgets.prefetch import running_loop
from linklab.widgets.slide_picture import ShownAsPicture

MOVE_CLASSES = (("α", "alpha"), ("β", "beta"), ("α'", "alpha-inv"), ("β'", "beta-inv"))
PICTURE_INCHES = 10  # the picture's width, at the widget's dpi
AHEAD_QUIET = 0.03  # seconds after a move before the next layouts are drawn ahead


class SixDigitExplorer(ShownAsPicture, widgets.VBox):
    """Move the six digits with α and β and watch the layout travel through the 720 states.

    The picture shows the layout as its 2x3 grid beside the graph of every layout, one colour
    per component, laid out in layers by the number of moves to 123456 (the goal's component
    first, its depths numbered), the layout shown now ringed and its shortest way home drawn.

    Parameters
    ----------
    state : sequence of int
        The layout to start from (digits of cells A..F).
    inverses : bool
        Allow α' and β' in the way home (and count depth with them).
    dpi : float
        The picture's resolution.
    export_dir : str or PathLike, optional
        Where Export writes (by default `linklab.render.export.export_folder()`, ``exports/``).

    Examples
    --------
    >>> explorer = SixDigitExplorer((2, 5, 3, 1, 4, 6))
    >>> explorer.word
    'α'
    >>> explorer.apply("α")  # what the page's α button asks for
    >>> explorer.state, explorer.word, explorer.moves_made
    ((1, 2, 3, 4, 5, 6), '', 'α')
    """

    picture: Scene  # the layout shown as drawn, made by _refresh from the first

    def __init__(
        self,
        state: Sequence[int] = (2, 5, 6, 4, 3, 1),
        *,
        inverses: bool = False,
        dpi: float = 80,
        export_dir: str | os.PathLike | None = None,
    ):
        super().__init__()
        self.session = ExplorerSession(state, inverses)
        self.export_dir = None if export_dir is None else Path(export_dir)
        self.graph = state_graph()
        dpi = widget_dpi(dpi)
        # The picture, the text below it and the move buttons live in the page (`MovePad`): a
        # move whose layout was sent ahead shows at once, without waiting for the kernel. The
        # picture is the page's own scene (``linklab.render.scene.sixdigits``), sent as SVG.
        self.pad = MovePad(
            moves=[name for name, _ in MOVE_CLASSES],
            classes={name: f"linklab-move-{css}" for name, css in MOVE_CLASSES},
            width=round(PICTURE_INCHES * dpi),
        )
        self.pad.on_move = self.apply
        self.undo_button = classed(widgets.Button(description="Undo"), "linklab-six-undo")
        self.reset_button = classed(widgets.Button(description="Reset"), "linklab-six-reset")
        self.start_text = classed(
            widgets.Text(
                value=sixdigits.format_state(self.start),
                description="start",
                layout={"width": "220px"},
            ),
            "linklab-six-start",
        )
        self.set_button = classed(widgets.Button(description="Set"), "linklab-six-set")
        self.show_home = classed(
            widgets.Checkbox(value=True, description="show the way home", indent=False),
            "linklab-six-home",
        )
        self.inverses = classed(
            widgets.Checkbox(value=inverses, description="allow α' and β'", indent=False),
            "linklab-six-inverses",
        )
        self.info_html = ""
        self.message = classed(widgets.Label(""), "linklab-six-message")
        self.exporter = Exporter(self._export)
        self.undo_button.on_click(lambda _: self.undo())
        self.reset_button.on_click(lambda _: self.reset())
        self.set_button.on_click(lambda _: self.set_start(self.start_text.value))
        self.show_home.observe(lambda _: self._refresh(clear=True), names="value")
        self.inverses.observe(lambda _: self._relayout(), names="value")
        self.children = [
            self.pad,
            widgets.HBox([self.undo_button, self.reset_button, self.message]),
            widgets.HBox([self.start_text, self.set_button, self.show_home, self.inverses]),
            self.exporter.box,
        ]
        classed(self, "linklab-sixdigits")
        decorate(self)
        # What a static page runs the same explorer from (linklab.site.live).
        self.page_setup = classed(widgets.HTML("", layout={"display": "none"}), SETUP_CLASS)
        self.children = [*self.children, self.page_setup]
        self._png: tuple[object, bytes] | None = None
        # the layouts one move away, drawn while the kernel idles
        self._ahead: asyncio.TimerHandle | None = None
        self._relayout()  # draws the first picture

    @property
    def start(self) -> tuple[int, ...]:
        """The layout the walk started from."""
        return self.session.start

    @property
    def state(self) -> tuple[int, ...]:
        """The layout shown."""
        return self.session.state

    @property
    def history(self) -> list[tuple[int, ...]]:
        """The layouts before the one shown, the latest last."""
        return self.session.history

    @property
    def names(self) -> list[str]:
        """The moves made since the start."""
        return self.session.names

    @property
    def moves(self) -> tuple[str, ...]:
        """The moves the way home may use."""
        return self.session.moves

    @property
    def word(self) -> str | None:
        """A shortest word from the layout shown to 123456, or None if there is none."""
        return self.session.word

    @property
    def moves_made(self) -> str:
        """The moves applied since the start, as a word."""
        return self.session.moves_made

    @property
    def png(self) -> bytes:
        """The picture shown, as PNG bytes (its scene drawn by matplotlib)."""
        if self._png is None or self._png[0] is not self.picture:
            self._png = (self.picture, scene_png(self.picture, self.pad.width))
        return self._png[1]

    def slide_png(self) -> bytes:
        """The picture shown (`png`), for a slideshow that cannot draw the widget."""
        return self.png

    def way_home_xy(self) -> list[tuple[float, float]]:
        """Where the way home is drawn on the graph: its layouts' points, from here to 123456."""
        try:
            way = self.picture.tagged("way-home")
        except KeyError:
            return []
        return list(way.points) if isinstance(way, Line) else []

    def ringed_xy(self) -> list[tuple[float, float]]:
        """Where the ring marking the layout shown is drawn on the graph: its centre."""
        ring = self.picture.tagged("here")
        if not isinstance(ring, Rect):
            return []
        return [(ring.x + ring.width / 2, ring.y + ring.height / 2)]

    def apply(self, name: str) -> None:
        """Apply one move."""
        self.session.apply(name)
        self._refresh()

    def undo(self) -> None:
        """Take back the last move."""
        self.session.undo()
        self._refresh()

    def reset(self) -> None:
        """Go back to the start."""
        self.session.reset()
        self._refresh()

    def set_start(self, text: str) -> None:
        """Start again from the layout written in ``text`` (six digits)."""
        before = self.session.start
        self.session.set_start(text)
        self.message.value = self.session.message
        if self.session.start != before or not self.session.message:
            self._refresh()

    def _relayout(self) -> None:
        self.session.inverses = self.inverses.value
        self.layout_xy = state_graph_layout(self.graph, undirected=self.inverses.value)
        setup = explorer_setup(self.session.start, self.session.inverses, self.layout_xy)
        self.page_setup.value = setup_json("explorer", setup)
        self._xy = setup["xy"]  # by six digits, as the page places them
        self.depth = {
            state: depth
            for depth, layer in enumerate(sixdigits.layers(moves=self.moves))
            for state in layer
        }
        self._refresh(clear=True)

    def _draw(self, state: tuple[int, ...]) -> Scene:
        """The picture of ``state``: its grid beside the graph, its way home drawn on it."""
        word = sixdigits.solution_table(moves=self.moves)[state]
        walk = walk_states(state, word) if word is not None and self.show_home.value else []
        return explorer_scene(state, self._xy, walk, sixdigits.format_state(state))

    def _nexts(self, state: tuple[int, ...]) -> dict[str, str]:
        return {name: layout_key(sixdigits.apply_move(state, name)) for name, _ in MOVE_CLASSES}

    def _refresh(self, clear: bool = False) -> None:
        self.picture = self._draw(self.state)
        self.info_html = self._info_html(self.word)
        if clear:
            self._sent: set[str] = set()
        key = layout_key(self.state)
        # A picture the page holds is not sent again, only its text (the moves made change).
        self.pad.deliver(
            [key],
            [None if key in self._sent else self.picture],
            [translate_html(self.info_html)],
            [self._nexts(self.state)],
            clear=clear,
        )
        self._sent.add(key)
        self.pad.state = key
        self._draw_ahead()

    def _draw_ahead(self) -> None:
        """Send the layouts one move away, one a turn of the kernel's loop while it idles."""
        loop = running_loop()
        if self._ahead is not None:
            self._ahead.cancel()
            self._ahead = None
        if loop is None:
            return
        here, names = self.state, list(self.names)
        todo = [name for name, _ in MOVE_CLASSES]

        def one() -> None:
            self._ahead = None
            if not todo or self.state != here:
                return
            name = todo.pop(0)
            state = sixdigits.apply_move(here, name)
            word = sixdigits.solution_table(moves=self.moves)[state]
            text = self._info_html(word, state=state, made=sixdigits.format_word([*names, name]))
            key = layout_key(state)
            picture = None if key in self._sent else self._draw(state)
            self.pad.deliver([key], [picture], [translate_html(text)], [self._nexts(state)])
            self._sent.add(key)
            self._ahead = loop.call_later(0, one)

        self._ahead = loop.call_later(AHEAD_QUIET, one)

    @property
    def info(self) -> str:
        """The text under the picture: the layout, the moves made, the way home, the layers."""
        return self.info_html

    def _info_html(self, word: str | None, *, state=None, made: str | None = None) -> str:
        return self.session.info_html(word, state=state, made=made)

    def _export(self, fmt: str) -> Path:
        name = sixdigits.format_state(self.state).replace(" ", "")
        fig = scene_figure(self.picture, width=PICTURE_INCHES)
        return save_figure(fig, export_path(f"sixdigits-{name}.{fmt}", self.export_dir), dpi=150)
