"""Scenes and texts coded one after another, each against the one before it, for a page that
decodes them in the same order: a step of a search as the SVG elements that differ from the
step before (`StepCoder`, read back by `decode`), and lists of texts as repeats of those sent
before (`TextCoder`, `decode_texts`). ``linklab.apps.page_steps`` sends the live parts' steps
so, the players (``linklab.widgets.stage``) theirs, and a learner's own search under a verdict
(``linklab.course.learner_search``) holds all of its steps so in the page.

Examples
--------
>>> from linklab.render.scene.shapes import Rect, Scene
>>> a, b, c = (Rect(x, 0, 1, 1, "#FFFFFF") for x in range(3))
>>> coder = StepCoder()
>>> coder.code(Scene(3, 1, (a, b))), coder.code(Scene(3, 1, (a, c, b)))
([0, 1], [-1, 1, 2, -2, 1])
>>> decode([0, 1], [-1, 1, 2, -2, 1])
[0, 2, 1]
"""

from __future__ import annotations

from typing import Any

from linklab.render.scene.shapes import Scene, Shape
from linklab.render.scene.svg import shape_svg


def decode(previous: list[int], codes: list[int]) -> list[int]:
    """A step's parts from its codes and the previous step's parts (as the page decodes)."""
    out: list[int] = []
    i = 0
    while i < len(codes):
        code = codes[i]
        if code >= 0:
            out.append(code)
            i += 1
        else:
            start = -code - 1
            out += previous[start : start + codes[i + 1]]
            i += 2
    return out


class StepCoder:
    """Codes scenes one after another: the new SVG elements in `parts`, and each scene's
    list against the one before it."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self._number: dict[str, int] = {}
        # A shape seen, by its id, with its part: the shape is kept, so its id stays its own.
        self._seen: dict[int, tuple[Any, int]] = {}
        self._previous: list[int] = []

    def _part(self, shape: Shape) -> int:
        text = shape_svg(shape)
        number = self._number.get(text)
        if number is None:
            number = self._number[text] = len(self.parts)
            self.parts.append(text)
        self._seen[id(shape)] = (shape, number)
        return number

    def code(self, scene: Scene) -> list[int]:
        """``scene``'s codes against the scene coded before it."""
        seen = self._seen
        now = [
            self._part(shape) if found is None else found[1]
            for shape, found in zip(scene.shapes, map(seen.get, map(id, scene.shapes)), strict=True)
        ]
        before = self._previous
        where = dict(zip(before, range(len(before)), strict=True))
        codes: list[int] = []
        i = 0
        while i < len(now):
            at = where.get(now[i])
            if at is None:
                codes.append(now[i])
                i += 1
                continue
            run = _same_run(now, i, before, at)
            codes += [-(at + 1), run]
            i += run
        self._previous = now
        return codes


def _same_run(now: list[int], i: int, before: list[int], at: int) -> int:
    """How many entries ``now[i:]`` and ``before[at:]`` share from their start (at least one),
    found by doubling and then halving the length compared."""
    longest = min(len(now) - i, len(before) - at)
    good, step = 1, 1
    while (
        good + step <= longest
        and now[i + good : i + good + step] == before[at + good : at + good + step]
    ):
        good += step
        step *= 2
    while step > 1:
        step //= 2
        if (
            good + step <= longest
            and now[i + good : i + good + step] == before[at + good : at + good + step]
        ):
            good += step
    return good


class TextCoder:
    """Codes lists of texts one after another: a text seen before is its number (the order it
    was first sent in), a new one is itself; `decode_texts` reads them back in the same order.

    >>> coder, table = TextCoder(), []
    >>> coder.code(["a", "b"]), coder.code(["b", "c"])
    (['a', 'b'], [1, 'c'])
    >>> decode_texts(table, ["a", "b"]), decode_texts(table, [1, "c"])
    (['a', 'b'], ['b', 'c'])
    """

    def __init__(self) -> None:
        self._number: dict[str, int] = {}

    def code(self, texts: list[str]) -> list[int | str]:
        out: list[int | str] = []
        for text in texts:
            number = self._number.get(text)
            if number is None:
                self._number[text] = len(self._number)
                out.append(text)
            else:
                out.append(number)
        return out


def decode_texts(table: list[str], coded: list[int | str]) -> list[str]:
    """The texts of `TextCoder.code`'s ``coded``, ``table`` holding those sent before (and
    gaining the new ones)."""
    out = []
    for item in coded:
        if isinstance(item, int):
            out.append(table[item])
        else:
            table.append(item)
            out.append(item)
    return out
