"""The one stepped player: the only place that knows how a player steps.

A `SteppedPlayer` shows steps ``0..total`` of something (a search, the panes of a comparison,
the solver's work, a six-digit BFS). A subclass says *what* a step shows:

- ``step_scene(step)`` gives the step's picture as a scene (``linklab.render.scene``), which the
  page draws as SVG, the static page as well, and matplotlib for an export;
- ``step_texts(step)`` gives the short texts beside it (counters, the queue or stack, a
  verdict), one HTML string per class of ``columns``;
- ``on_step(step)``, optional, keeps the kernel's view of the step shown (``player.frame``);
- ``export_file(format)`` writes what Export writes.

The player says *how* it steps: the page (`linklab.widgets.stage.Stage`) holds the frames sent
so far and moves the step with its own controls and keys, with no round trip; the kernel sees
the step move, draws the step if the page lacks it, and draws ahead the steps around it while
idle (`linklab.widgets.prefetch.FramePrefetcher`). A frame's texts travel with its picture, so
both change in the same paint. With ``all_frames=True`` every frame is drawn and sent at once:
the page then needs no kernel to step (a saved notebook keeps them in its widget state).

Examples
--------
>>> from linklab.core.board import Board
>>> from linklab.core.search import bfs_events
>>> from linklab.widgets.trace_player import TracePlayer
>>> board = Board.from_rows([[1, 0, 1]])
>>> player = TracePlayer(board, bfs_events(board, (0, 0), (0, 2)))
>>> player.step = 4            # as the page's slider, a key or a button moves it
>>> player.stage.frames["steps"][-1], player.picture.tagged("caption").text[:10]
(4, 'BFS step 4')
>>> player.step_by(100); player.step
12
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from linklab.widgets.kit import KEYS_HELP, SCREEN_ONLY, Exporter, classed
from linklab.widgets.prefetch import FramePrefetcher, running_loop
from linklab.widgets.slide_picture import PNG, ShownAsPicture
from linklab.widgets.stage import Stage

if TYPE_CHECKING:
    import asyncio

    from linklab.render.scene.shapes import Scene

CELL_INCHES = 0.5  # the widest a board's cell is drawn in a player (a small board stays small)
#: Scenes kept per player, in the kernel and the page: a step's SVG costs the page about 1 kB.
SCENE_FRAMES = 1024
HTML = "text/html"
DRAG_QUIET = 0.025  # seconds without a new step before a step the page lacks is drawn
#: Set to ``1`` (as ``linklab.site.build`` does for the kernels it runs) and every player is made
#: with ``all_frames=True``: a page saved with its widget state then steps with no kernel. A
#: player the static page plays by its own Python (``PLAYED_IN_PAGE``) is drawn there, so it
#: draws only the step shown, nothing ahead and no picture for a slideshow.
ALL_FRAMES_ENV = "LINKLAB_ALL_FRAMES"


class StepSlider:
    """The step as code written for a slider reads and sets it: ``value``, ``min``, ``max``.

    >>> from linklab.core.board import Board
    >>> from linklab.core.search import bfs_events
    >>> from linklab.widgets.trace_player import TracePlayer
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> player = TracePlayer(board, bfs_events(board, (0, 0), (0, 2)))
    >>> player.slider.value = player.slider.max; player.step
    12
    """

    def __init__(self, player: SteppedPlayer):
        self._player = player
        self.min = 0

    @property
    def max(self) -> int:
        return self._player.total

    @property
    def value(self) -> int:
        return self._player.step

    @value.setter
    def value(self, step: int) -> None:
        self._player.step = step


class _Pictures:
    """A player as the canvas a `FramePrefetcher` draws on: ``show(step)`` makes the step's
    scene, which ``png()`` gives (the prefetcher's name for the picture made)."""

    def __init__(self, player: SteppedPlayer):
        self.player = player
        self.trace = range(player.total)  # its length: the last step
        self.step = 0
        self._scene: Scene | None = None

    def show(self, step: int) -> None:
        self._scene = self.player.step_scene(step)

    def png(self) -> Scene:
        if self._scene is None:
            raise RuntimeError("a step is shown before its picture is asked for")
        return self._scene


class SteppedPlayer(ShownAsPicture, widgets.VBox):
    """Steps ``0..total`` with their pictures and texts, stepped in the page.

    Parameters
    ----------
    total : int
        The last step.
    step : int
        The step shown first.
    css : str
        The player's CSS class; its parts are ``{css}-image``, ``{css}-play``, ``-stop``,
        ``-back``, ``-forward``, ``-slider``, ``-readout``, ``-speed``.
    columns : sequence of sequence of str
        The texts beside the picture, as columns of CSS classes (one a text, in the order
        ``step_texts`` gives them).
    arrangement : {"right", "below"}
        Where the columns stand.
    column_width : int
        Each column's width in CSS pixels (0: as wide as its text).
    slot_lines : mapping of str to float, optional
        Texts of a fixed height, in lines, by their first CSS class (a longer text scrolls
        inside it): stepping then moves nothing below them.
    export_formats : sequence of str
        What Export offers.
    all_frames : bool
        Draw and send every frame now: the page steps through all of them without a kernel.

    Attributes
    ----------
    stage : linklab.widgets.stage.Stage
        The page's side: picture, texts and controls.
    picture : bytes or Scene
        The picture of the step shown, as the page was sent it.
    png : bytes
        The picture of the step shown as PNG (a scene drawn by matplotlib).
    texts : list of str
        The texts of the step shown.
    frames : FramePrefetcher
        The pictures kept and drawn ahead.
    page_plays : bool
        Whether a static page being built plays it by its own Python (`ALL_FRAMES_ENV` set, and
        ``PLAYED_IN_PAGE``): its steps are drawn there, none ahead here.
    """

    #: Whether the static page plays this kind of player by its own Python
    #: (``linklab.site.live``), in place of its saved frames.
    PLAYED_IN_PAGE = False

    def __init__(
        self,
        total: int,
        *,
        step: int = 0,
        css: str = "linklab-player",
        columns: Sequence[Sequence[str]] = (),
        arrangement: str = "right",
        column_width: int = 0,
        slot_lines: Mapping[str, float] | None = None,
        width_px: int = 600,
        export_formats: Sequence[str] = ("png", "svg", "pdf", "all"),
        all_frames: bool = False,
    ):
        super().__init__()
        self.total = max(0, total)
        built = os.environ.get(ALL_FRAMES_ENV, "") == "1"
        self.page_plays = built and self.PLAYED_IN_PAGE and not all_frames
        self.all_frames = all_frames or (built and not self.page_plays)
        self.stage = Stage(
            total=self.total,
            step=step,
            columns=columns,
            arrangement=arrangement,
            column_width=column_width,
            slot_lines=dict(slot_lines or {}),
            css=css,
            image_class=f"{css}-image",
            width=width_px,
        )
        self.exporter = Exporter(self.export_file, export_formats)
        self.key_help = classed(widgets.HTML(KEYS_HELP), SCREEN_ONLY)
        self.children = [self.stage, widgets.HBox([self.exporter.box, self.key_help])]
        classed(self, css)
        self.slider = StepSlider(self)
        self.picture: bytes | Scene = b""
        self._png: tuple[object, bytes] | None = None
        self.texts: list[str] = []
        self.columns = [name for column in columns for name in column]
        self.frames: FramePrefetcher[Scene] | None = None
        # the drawing of a step the page lacks, waiting for quiet
        self._pending: asyncio.TimerHandle | None = None

    # --- what a subclass says ------------------------------------------------------------

    def step_scene(self, step: int) -> Scene:
        """The picture of ``step`` as a scene."""
        raise NotImplementedError

    def step_texts(self, step: int) -> list[str]:
        """The texts beside the picture at ``step``, one per class of ``columns``."""
        return ["" for _ in self.columns]

    def step_spoken(self, step: int) -> str:
        """``step`` in words, as a screen reader announces it (in the language in force)."""
        from linklab.i18n import tr

        return tr("step {step} of {total}", step=step, total=self.total)

    def on_step(self, step: int) -> None:
        """Keep the kernel's view of the step shown (called whenever it changes)."""

    def export_file(self, fmt: str) -> Path:
        """Write the step shown as ``fmt``; the path written."""
        raise NotImplementedError

    # --- how it steps ----------------------------------------------------------------------

    def begin(self) -> None:
        """Start showing: the subclass calls it once it can draw any step."""
        from linklab.widgets.kit import decorate

        keep = self.total + 1 if self.all_frames else SCENE_FRAMES
        self.frames = frames = FramePrefetcher(
            _Pictures(self),
            cache_frames=keep,
            background=not (self.all_frames or self.page_plays),
            on_keep=self._deliver_one,
            on_drop=self.stage.forget,
        )
        self.stage.on_hello = self._resend
        self.stage.observe(lambda change: self._moved(change["new"]), names="step")
        decorate(self)
        if self.all_frames:
            frames.on_keep = None
            pictures = [frames.png(step) for step in range(self.total + 1)]
            frames.on_keep = self._deliver_one
            steps = list(range(self.total + 1))
            self.stage.deliver(
                steps,
                pictures,
                [self.frame_texts(step) for step in steps],
                spoken=[self.step_spoken(step) for step in steps],
            )
        self._moved(self.stage.step)

    @property
    def step(self) -> int:
        """The step shown; setting it moves the page's player too."""
        return self.stage.step

    @step.setter
    def step(self, value: int) -> None:
        self.stage.step = max(0, min(self.total, int(value)))

    def step_by(self, delta: int) -> None:
        """Move ``delta`` steps, stopping at either end."""
        self.step = self.step + delta

    @property
    def playing(self) -> bool:
        """Whether the page is playing the steps."""
        return self.stage.playing

    @playing.setter
    def playing(self, value: bool) -> None:
        self.stage.playing = bool(value)

    @property
    def speed(self) -> int:
        """Steps a second when playing."""
        return self.stage.speed

    @speed.setter
    def speed(self, value: int) -> None:
        self.stage.speed = max(1, int(value))

    def shown_text(self, name: str) -> str:
        """The text of class ``name`` beside the step shown."""
        return self.texts[self.columns.index(name)]

    def frame_sent(self, step: int) -> bool:
        """Whether the page has been sent the frame of ``step`` (and still keeps it)."""
        return self.frames is not None and step in self.frames.cached()

    def _moved(self, step: int) -> None:
        self.on_step(step)
        self.texts = self.frame_texts(step)
        loop = running_loop()
        if loop is None or self.frame_sent(step):
            self._show_now(step)
            return
        # A step the page lacks, while the page may still be moving (a drag sends many steps):
        # drawn once the steps have stopped coming for a moment, only the last one.
        if self._pending is not None:
            self._pending.cancel()
        self._pending = loop.call_later(DRAG_QUIET, self._show_now, step)

    def _show_now(self, step: int) -> None:
        self._pending = None
        if step == self.step:
            self.picture = self._begun().png(step)

    @property
    def png(self) -> bytes:
        """The picture of the step shown as PNG bytes."""
        if isinstance(self.picture, bytes):
            return self.picture
        if self._png is None or self._png[0] is not self.picture:
            from linklab.render.canvas import scene_png

            self._png = (self.picture, scene_png(self.picture, self.stage.width))
        return self._png[1]

    def slide_png(self) -> bytes | None:
        """The picture of the step shown as PNG bytes, drawn now if the page has not got it."""
        if self.frames is None or self.page_plays:
            return None
        picture = self.frames.png(self.step)
        if isinstance(picture, bytes):
            return picture
        from linklab.render.canvas import scene_png

        return scene_png(picture, self.stage.width)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        """The widget and its picture, and for a RISE slide the picture stepped with this
        kernel (`linklab.widgets.slide_steps`); a player holding all its frames (the static
        site's) keeps to the widget and the picture."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if not bundle or self.all_frames or self.page_plays or PNG not in bundle:
            return bundle
        from linklab.widgets import slide_steps

        slide_steps.keep(self)
        return {**bundle, HTML: slide_steps.slide_html(self, bundle[PNG])}

    def frame_texts(self, step: int) -> list[str]:
        """The texts the page is sent for ``step``: `step_texts` in the language in force."""
        from linklab.i18n import language, translate_html

        texts = self.step_texts(step)
        return [translate_html(text) for text in texts] if language() != "en" else texts

    def _deliver_one(self, step: int, picture: Scene) -> None:
        self.stage.deliver(
            [step], [picture], [self.frame_texts(step)], spoken=[self.step_spoken(step)]
        )

    def _begun(self) -> FramePrefetcher[Scene]:
        """The steps' pictures, once `begin` has run."""
        if self.frames is None:
            raise RuntimeError(f"{type(self).__name__} draws no step before begin()")
        return self.frames

    def _resend(self) -> None:
        frames = self._begun()
        cached = frames.cached()
        pictures = [frames.picture(step) for step in cached]
        self.stage.deliver(
            cached,
            pictures,
            [self.frame_texts(s) for s in cached],
            clear=True,
            spoken=[self.step_spoken(s) for s in cached],
        )
