"""Every step of a search's picture, sent to the page once so that it steps with no round trip
to its Python: each step's SVG as the elements of a table kept once (``parts``), listed as the
step before it with what changed.

A step's list is coded against the list of the step sent just before it: a number ``n >= 0`` is
``parts[n]``; a negative ``-(p + 1)`` followed by a count ``k`` copies ``k`` entries of the
previous list from position ``p`` (``linklab.render.scene.step_coding``, whose examples show
it). The page (``live.js``) decodes the steps in the order they come, and draws a step as
``head + its parts + SVG_CLOSE``.

Steps are sent in `order`: the last few first, backwards (a search is shown at its end, and the
learner's first step is back), then the rest from the start. `joined` makes one batch of them
all, for a page to hold before its Python starts.

Examples
--------
>>> order(10, tail=3)
[10, 9, 8, 0, 1, 2, 3, 4, 5, 6, 7]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from time import perf_counter
from typing import Any

from linklab.core.trace import Frame, Trace
from linklab.render.scene.shapes import Scene
from linklab.render.scene.step_coding import StepCoder as StepCoder
from linklab.render.scene.step_coding import TextCoder as TextCoder
from linklab.render.scene.step_coding import decode as decode
from linklab.render.scene.step_coding import decode_texts as decode_texts

#: How many of the last steps go first.
TAIL = 30
#: About how long one batch of steps may take to draw, in seconds: the page's Python answers
#: nothing else meanwhile.
BATCH_SECONDS = 0.01


def order(last: int, tail: int = TAIL) -> list[int]:
    """The steps ``0..last`` in the order they are sent: the ``tail`` last backwards, then the
    rest from 0."""
    cut = max(0, last - tail + 1)
    return [*range(last, cut - 1, -1), *range(cut)]


class StepPictures:
    """A trace's steps for a page, batch by batch: ``serial`` names the pictures (a page drops
    a batch of pictures it no longer shows); ``scene_of(frame)`` and ``texts_of(frame)`` give a
    step's scene and its texts (anything JSON). ``steps``, when given, are what is sent instead
    of the trace's frames, in their order (each with its ``step``: a comparison's steps)."""

    def __init__(
        self,
        serial: int,
        trace: Trace[Any],
        scene_of: Callable[[Any], Scene],
        texts_of: Callable[[Any], Any],
        steps: Iterable[Any] | None = None,
    ) -> None:
        self.serial, self.trace = serial, trace
        self.scene_of, self.texts_of = scene_of, texts_of
        self.coder = StepCoder()
        self._steps = iter(steps) if steps is not None else self._frames()
        self.done = False

    def _frames(self) -> Iterator[Frame]:
        steps = order(len(self.trace))
        tail = min(TAIL, len(steps))  # the last steps, backwards
        yield from reversed(list(self.trace.frames_at(reversed(steps[:tail]))))
        yield from self.trace.frames_at(steps[tail:])

    def batch(self, seconds: float = BATCH_SECONDS) -> dict[str, Any]:
        """The next steps drawn within about ``seconds``: ``{"serial", "parts_from", "parts",
        "steps": [[step, codes, texts], ...], "done"}`` (``parts`` are the new elements, from
        number ``parts_from``)."""
        start, known = perf_counter(), len(self.coder.parts)
        steps = []
        for frame in self._steps:
            scene = self.scene_of(frame)
            steps.append([frame.step, self.coder.code(scene), self.texts_of(frame)])
            if perf_counter() - start > seconds:
                break
        else:
            self.done = True
        return {
            "serial": self.serial,
            "parts_from": known,
            "parts": self.coder.parts[known:],
            "steps": steps,
            "done": self.done,
        }


def joined(batches: list[dict[str, Any]]) -> dict[str, Any]:
    """``batches`` of one `StepPictures`, every one from the first, as the one batch they make.

    >>> joined([{"serial": 1, "parts_from": 0, "parts": ["a"], "steps": [[2, [0], None]],
    ...          "done": False},
    ...         {"serial": 1, "parts_from": 1, "parts": ["b"], "steps": [[0, [1], None]],
    ...          "done": True}])["parts"]
    ['a', 'b']
    """
    if not batches or batches[0]["parts_from"] != 0:
        raise ValueError("the batches do not start at the first")
    return {
        "serial": batches[0]["serial"],
        "parts_from": 0,
        "parts": [part for batch in batches for part in batch["parts"]],
        "steps": [step for batch in batches for step in batch["steps"]],
        "done": batches[-1]["done"],
    }
