"""The six-digit explorer: move the digits with α and β and watch the layout travel the graph.

CSS classes a browser test can select (``.linklab-...``): ``linklab-sixdigits``,
``-six-image``, ``-move-alpha``, ``-move-beta``, ``-move-alpha-inv``, ``-move-beta-inv``,
``-six-undo``, ``-six-reset``, ``-six-start``, ``-six-set``, ``-six-home``, ``-six-inverses``,
``-six-info``, ``-six-message``; the export row's ``linklab-export-format``, ``linklab-export``
and ``linklab-export-label``.
"""

from __future__ import annotations

import html
import os
from collections.abc import Sequence
from pathlib import Path

import ipywidgets as widgets

from linklab import sixdigits
from linklab.canvas import png_bytes
from linklab.draw_sixdigits import draw_state, draw_state_graph, state_graph_layout
from linklab.errors import InputError
from linklab.export import export_path, save_figure
from linklab.sixdigits import walk_states
from linklab.style import decorate, widget_dpi
from linklab.widgets.kit import Exporter, classed


class SixDigitExplorer(widgets.VBox):
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
        Where Export writes (by default `linklab.export.export_folder()`, ``exports/``).

    Examples
    --------
    >>> explorer = SixDigitExplorer((2, 5, 3, 1, 4, 6))
    >>> explorer.word
    'α'
    >>> explorer.move_buttons["α"].click()
    >>> explorer.state, explorer.word, explorer.moves_made
    ((1, 2, 3, 4, 5, 6), '', 'α')
    """

    def __init__(
        self,
        state: Sequence[int] = (2, 5, 6, 4, 3, 1),
        *,
        inverses: bool = False,
        dpi: float = 80,
        export_dir: str | os.PathLike | None = None,
    ):
        super().__init__()
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure

        self.start = tuple(sixdigits.parse_state(" ".join(map(str, state))))
        self.state = self.start
        self.history: list[tuple[int, ...]] = []
        self.names: list[str] = []
        self.export_dir = None if export_dir is None else Path(export_dir)
        self.graph = sixdigits.state_graph()
        dpi = widget_dpi(dpi)
        self.fig = Figure(figsize=(10, 5), dpi=dpi)
        self.canvas = FigureCanvasAgg(self.fig)
        self.state_ax = self.fig.add_axes((0.0, 0.25, 0.2, 0.5))
        self.graph_ax = self.fig.add_axes((0.21, 0.01, 0.78, 0.98))
        self.image = classed(
            widgets.Image(format="png", layout={"width": f"{10 * dpi:.0f}px"}),
            "linklab-six-image",
        )
        self.move_buttons: dict[str, widgets.Button] = {}
        for name, css in (("α", "alpha"), ("β", "beta"), ("α'", "alpha-inv"), ("β'", "beta-inv")):
            button = classed(
                widgets.Button(description=name, layout={"width": "50px"}),
                f"linklab-move-{css}",
            )
            button.on_click(lambda _, name=name: self.apply(name))
            self.move_buttons[name] = button
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
        self.info = classed(widgets.HTML(), "linklab-six-info")
        self.message = classed(widgets.Label(""), "linklab-six-message")
        self.exporter = Exporter(self._export)
        self.undo_button.on_click(lambda _: self.undo())
        self.reset_button.on_click(lambda _: self.reset())
        self.set_button.on_click(lambda _: self.set_start(self.start_text.value))
        self.show_home.observe(lambda _: self._refresh(), names="value")
        self.inverses.observe(lambda _: self._relayout(), names="value")
        self.children = [
            self.image,
            widgets.HBox(
                [*self.move_buttons.values(), self.undo_button, self.reset_button, self.message]
            ),
            widgets.HBox([self.start_text, self.set_button, self.show_home, self.inverses]),
            self.info,
            self.exporter.box,
        ]
        classed(self, "linklab-sixdigits")
        decorate(self)
        self.png = b""
        self._relayout()

    @property
    def moves(self) -> tuple[str, ...]:
        """The moves the way home may use."""
        return sixdigits.WITH_INVERSES if self.inverses.value else sixdigits.FORWARD

    @property
    def word(self) -> str | None:
        """A shortest word from the layout shown to 123456, or None if there is none."""
        return sixdigits.solution_table(moves=self.moves)[self.state]

    @property
    def moves_made(self) -> str:
        """The moves applied since the start, as a word."""
        return sixdigits.format_word(self.names)

    def way_home_xy(self) -> list[tuple[float, float]]:
        """Where the way home is drawn on the graph: its layouts' points, from here to 123456."""
        return [tuple(map(float, xy)) for xy in self._highlight.get_xydata()]

    def ringed_xy(self) -> list[tuple[float, float]]:
        """Where the ring marking the layout shown is drawn on the graph."""
        return [tuple(map(float, xy)) for xy in self._current.get_xydata()]

    def apply(self, name: str) -> None:
        """Apply one move."""
        self.history.append(self.state)
        self.names.append(name)
        self.state = sixdigits.apply_move(self.state, name)
        self._refresh()

    def undo(self) -> None:
        """Take back the last move."""
        if self.history:
            self.state = self.history.pop()
            self.names.pop()
        self._refresh()

    def reset(self) -> None:
        """Go back to the start."""
        self.state, self.history, self.names = self.start, [], []
        self._refresh()

    def set_start(self, text: str) -> None:
        """Start again from the layout written in ``text`` (six digits)."""
        try:
            start = sixdigits.parse_state(text)
        except InputError as bad:
            self.message.value = str(bad)
            return
        self.message.value = ""
        self.start = start
        self.reset()

    def _relayout(self) -> None:
        self.layout_xy = state_graph_layout(self.graph, undirected=self.inverses.value)
        self.depth = {
            state: depth
            for depth, layer in enumerate(sixdigits.layers(moves=self.moves))
            for state in layer
        }
        self.graph_ax.clear()
        artists = draw_state_graph(self.graph_ax, self.graph, layout=self.layout_xy)
        gid = {artist.get_gid(): artist for artist in artists}
        self._highlight, self._highlight_nodes = gid["highlight"], gid["highlight-nodes"]
        self._current = gid["current"]
        self._refresh()

    def _refresh(self) -> None:
        word = self.word
        walk = walk_states(self.state, word) if word is not None and self.show_home.value else []
        xy = [self.layout_xy[s] for s in walk]
        for line in (self._highlight, self._highlight_nodes):
            line.set_data([x for x, _ in xy], [y for _, y in xy])
        here = self.layout_xy[self.state]
        self._current.set_data([here[0]], [here[1]])
        self.state_ax.clear()
        draw_state(self.state_ax, self.state)
        self.canvas.draw()
        self.png = png_bytes(self.canvas)
        self.image.value = self.png
        self.info.value = self._info_html(word)

    def _info_html(self, word: str | None) -> str:
        layers = sixdigits.layers(moves=self.moves)
        depth = self.depth.get(self.state)
        sizes = " ".join(
            f"<b>[{len(layer)}]</b>" if d == depth else str(len(layer))
            for d, layer in enumerate(layers)
        )
        if word is None:
            home = "none: this layout is in another component, no moves lead to 123456"
        else:
            home = f"{word or '(here already)'} ({len(word)} moves)"
        made = self.moves_made or "none yet"
        return (
            f"<div>layout <b>{sixdigits.format_state(self.state)}</b>; moves made: {made}</div>"
            f"<div>shortest way home: <b>{html.escape(home)}</b></div>"
            f"<div>BFS layers from 123456 (states at each depth): {sizes}</div>"
        )

    def _export(self, fmt: str) -> Path:
        name = sixdigits.format_state(self.state).replace(" ", "")
        return save_figure(
            self.fig, export_path(f"sixdigits-{name}.{fmt}", self.export_dir), dpi=150
        )
