"""The page's side of a stepped player: pictures, the texts beside them, and the controls.

`Stage` is one anywidget. It holds the frames sent so far (each step's picture and the short
texts shown beside it: counters, the queue or stack, a verdict) and draws, in the page, the
picture, the texts and the controls: "▶ play", ■ stop, |◀ ▶| one step, the step slider with its
readout and the speed. The controls and the keys (← → step, Home/End jump, space plays or
stops, on the focused player) move ``step`` in the page, and the step's picture and texts change
in the same paint, with no round trip to the kernel. A step not sent yet keeps the last picture
until the kernel's arrives (the kernel sees ``step`` change and draws it).

A picture is a scene (``linklab.render.scene``), sent as SVG: its elements are kept once in the
page and each step is listed as the step sent before it with what changed (`SceneCoder`); the
page draws it inline, crisp at any zoom, its text in the page's font, changing only the
elements a step changes. Frames travel in the synced trait ``frames``: each value is a batch
(steps, their pictures and texts, the steps to drop) that the page adds to what it holds. A
page without a kernel shows what the saved state holds, so a stage given every frame in one
batch steps through all of them in a static page. A page that (re)opens asks the kernel for
every frame it keeps (``hello``), sent again from the first element; so does a page given a
batch that does not follow what it holds (one before it never arrived), once until the answer.

The page side is one file, ``page_side.js`` beside this module (`PAGE_SIDE`), that `Stage` and
`linklab.widgets.move_pad.MovePad` both name as their ``_esm``, so that anywidget reads it from
disk (and watches it when ``ANYWIDGET_HMR=1``). anywidget loads it from a blob URL, where a
relative ``import`` does not resolve, so the scene drawing the two share stands once at its top,
between two marker lines, and its default export draws the widget its ``page_side`` trait names.
The static page's live parts take that same part from the file (`svg_steps_script`).

Examples
--------
>>> from linklab.render.scene.shapes import Rect, Scene
>>> cells = [Rect(x, 0, 1, 1, "#FFFFFF") for x in range(3)]
>>> stage = Stage(total=3, columns=[["linklab-player-counters"]])
>>> stage.deliver([2, 3], [Scene(3, 1, tuple(cells[:2])), Scene(3, 1, tuple(cells))],
...               [["<b>2</b>"], ["<b>3</b>"]])
>>> svg = stage.frames["svg"]
>>> stage.frames["steps"], stage.frames["texts"], len(svg["parts"]), svg["codes"]
([2, 3], [['<b>2</b>'], ['<b>3</b>']], 3, [[0, 1], [-1, 2, 2]])
>>> stage.forget([2]); stage.frames["drop"], stage.frames["steps"]
([2], [])
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import anywidget
import traitlets

if TYPE_CHECKING:
    from linklab.apps.page_steps import StepCoder
    from linklab.render.scene.shapes import Scene

#: The players' page side: one ES module, the ``_esm`` of `Stage` and of ``MovePad``.
PAGE_SIDE = Path(__file__).with_name("page_side.js")
#: The marker lines around its part shared with the static page: drawing scenes sent as SVG.
SHARED_FROM, SHARED_TO = "// --- shared: scenes sent as SVG", "// --- shared: end ---"
SPEEDS = (1, 2, 4, 8, 15, 30)  # steps per second the speed offers


#: What the controls' tooltips say (``linklab.i18n`` translates them when the stage is made).
LABELS = {
    "play": "play",
    "stop": "stop",
    "back": "one step back",
    "forward": "one step forward",
    "step": "step",
    "speed": "steps/s",
}


#: What the controls show, ``{text}`` their tooltip: play names itself beside its ▶, so that
#: it is not taken for the one-step ▶| (the step buttons' bars say "one frame, then stop").
BUTTONS = {"play": "▶ {text}", "stop": "■", "back": "|◀", "forward": "▶|"}


def svg_steps_script() -> str:
    """Decoding and drawing scenes sent as SVG, in the page: the part of `PAGE_SIDE` between
    its two marker lines, which the static page's live parts share with the players.

    >>> script = svg_steps_script()
    >>> "function drawSvgList" in script, "export" in script
    (True, False)
    """
    text = PAGE_SIDE.read_text(encoding="utf-8")
    return text[text.index(SHARED_FROM) : text.index(SHARED_TO)]


class SceneCoder:
    """Codes the scenes a widget sends its page, batch after batch, against what the page
    holds: each batch's new SVG elements and each scene's codes (``linklab.apps.page_steps``),
    and its ``<svg>`` tag where it differs from the scene sent before.

    >>> from linklab.render.scene.shapes import Rect, Scene
    >>> coder, cell = SceneCoder(), Rect(0, 0, 1, 1, "#FFFFFF")
    >>> first = coder.code([Scene(1, 1, (cell,))])
    >>> again = coder.code([Scene(1, 1, (cell,))])
    >>> again["parts_from"], again["parts"], again["codes"], again["heads"]
    (1, [], [[-1, 1]], [None])
    """

    def __init__(self) -> None:
        self._steps: StepCoder | None = None
        self._head = ""

    def code(self, scenes: Sequence[Scene], restart: bool = False) -> dict:
        """``scenes`` as the page decodes them (with ``restart``, from nothing): ``parts_from``,
        ``parts``, ``codes`` and ``heads`` (None where the tag is the one before)."""
        from linklab.apps.page_steps import StepCoder
        from linklab.render.scene.svg import svg_open

        if restart or self._steps is None:
            self._steps, self._head = StepCoder(), ""
        known = len(self._steps.parts)
        codes, heads = [], []
        for scene in scenes:
            codes.append(self._steps.code(scene))
            head = svg_open(scene)
            heads.append(None if head == self._head else head)
            self._head = head
        return {
            "parts_from": known,
            "parts": self._steps.parts[known:],
            "codes": codes,
            "heads": heads,
        }


def batch_svgs(batches: Iterable[dict], steps: str = "steps") -> dict:
    """Each step's SVG as the page puts it together from ``batches`` of scenes, in the order
    sent (the page's decoding, in Python: for a saved page's state and the tests); ``steps``
    names the batch's list of what the pictures are of.

    >>> from linklab.render.scene.shapes import Rect, Scene
    >>> stage = Stage(total=1)
    >>> stage.deliver([0, 1], [Scene(1, 1, ()), Scene(1, 1, (Rect(0, 0, 1, 1, "#FFFFFF"),))],
    ...               [[], []])
    >>> batch_svgs([stage.frames])[1].count("<rect")
    1
    """
    from linklab.apps.page_steps import decode
    from linklab.render.scene.svg import SVG_CLOSE

    svgs: dict = {}
    parts: list[str] = []
    previous: list[int] = []
    head = ""
    for batch in batches:
        if batch.get("clear"):
            svgs.clear()
            parts, previous, head = [], [], ""
        for step in batch.get("drop", []):
            svgs.pop(step, None)
        svg = batch.get("svg")
        if svg is None or svg["parts_from"] != len(parts):
            continue  # a batch the page cannot follow: it waits for the kernel to resend
        parts += svg["parts"]
        for step, codes, tag in zip(batch[steps], svg["codes"], svg["heads"], strict=True):
            previous, head = decode(previous, codes), tag or head
            svgs[step] = head + "".join(parts[i] for i in previous) + SVG_CLOSE
    return svgs


class Stage(anywidget.AnyWidget):
    """A stepped player's page: pictures and texts by step, and the controls moving ``step``.

    Parameters
    ----------
    total : int
        The last step (steps run ``0..total``).
    columns : sequence of sequence of str
        The texts shown beside the picture, as columns of CSS class names, one class a text.
    arrangement : {"right", "below"}
        Where the columns stand.
    css : str
        The prefix of the controls' classes: ``{css}-play``, ``-stop``, ``-back``, ``-forward``,
        ``-slider``, ``-readout``, ``-speed``.
    width : int
        The picture's width on the page, in CSS pixels.
    slot_lines : dict of str to float
        Texts of a fixed height, in lines, by their first CSS class (a longer one scrolls).
    image_class : str
        The picture's ``<img>`` class.

    Attributes
    ----------
    step, playing, speed : synced
        The step shown, whether it plays, and at how many steps a second; the page moves them.
    frames : dict, synced
        The last batch of frames sent (`deliver`).
    buttons : dict, synced
        What each control shows, by its part (``"play"``: ``"▶ play"``, ``"forward"``: ``"▶|"``).
    on_hello : callable or None
        Called when a page opens with nothing kept: the owner sends its frames again.
    """

    _esm = PAGE_SIDE  # one file with MovePad's page side: it draws what `page_side` names
    page_side = traitlets.Unicode("stage").tag(sync=True)
    _css = Path(__file__).with_name("stage.css")
    step = traitlets.Int(0).tag(sync=True)
    total = traitlets.Int(0).tag(sync=True)
    playing = traitlets.Bool(False).tag(sync=True)
    speed = traitlets.Int(4).tag(sync=True)
    speeds = traitlets.List(traitlets.Int(), list(SPEEDS)).tag(sync=True)
    frames = traitlets.Dict().tag(sync=True)
    columns = traitlets.List(traitlets.List(traitlets.Unicode())).tag(sync=True)
    column_width = traitlets.Int(0).tag(sync=True)
    slot_lines = traitlets.Dict().tag(sync=True)  # fixed heights, in lines, by first class
    arrangement = traitlets.Unicode("right").tag(sync=True)  # where the columns stand
    key = traitlets.Unicode().tag(sync=True)  # names this stage's frames in the page
    css = traitlets.Unicode("linklab-player").tag(sync=True)
    image_class = traitlets.Unicode("linklab-player-image").tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    buttons = traitlets.Dict().tag(sync=True)  # each control's face, by its part (`BUTTONS`)
    width = traitlets.Int(600).tag(sync=True)

    def __init__(
        self,
        *,
        total: int,
        columns: Sequence[Sequence[str]] = (),
        arrangement: str = "right",
        step: int = 0,
        column_width: int = 0,
        **kwargs,
    ):
        from linklab.i18n import translate

        super().__init__(
            total=total,
            step=max(0, min(step, total)),
            columns=[list(column) for column in columns],
            column_width=column_width,
            arrangement=arrangement,
            key=uuid.uuid4().hex,
            labels={name: translate(text) for name, text in LABELS.items()},
            buttons={
                part: face.format(text=translate(LABELS[part])) for part, face in BUTTONS.items()
            },
            **kwargs,
        )
        self.add_class("linklab-stage-widget")
        self.on_hello: Callable[[], None] | None = None
        self._serial = 0
        self._coder = SceneCoder()
        self.on_msg(self._on_page_message)

    def deliver(
        self,
        steps: Sequence[int],
        scenes: Sequence[Scene],
        texts: Sequence[Sequence[str]],
        *,
        drop: Iterable[int] = (),
        clear: bool = False,
        spoken: Sequence[str] = (),
    ) -> None:
        """Send the frames of ``steps`` (their scenes and texts, and each step in words for a
        screen reader, ``spoken``), and let the page drop ``drop``; with ``clear`` the page
        first drops all it holds."""
        self._serial += 1
        batch: dict = {
            "serial": self._serial,
            "steps": list(steps),
            "texts": [list(t) for t in texts],
            "drop": list(drop),
            "clear": clear,
        }
        if spoken:
            batch["spoken"] = list(spoken)
        if scenes or clear:
            batch["svg"] = self._coder.code(scenes, clear)
        self.frames = batch

    def forget(self, steps: Iterable[int]) -> None:
        """Let the page drop the frames of ``steps``."""
        steps = list(steps)
        if steps:
            self.deliver([], [], [], drop=steps)

    def _on_page_message(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and content.get("kind") == "hello" and self.on_hello:
            self.on_hello()
