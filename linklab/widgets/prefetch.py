"""Steps that answer at once: a stepped player's pictures made ahead while the user reads.

A player's picture of a step is its scene (``linklab.render.scene``, a millisecond or two to
make); this module only decides *when* a step's picture is made, so what it shows never depends
on it.

`FramePrefetcher` serves a stepped player's steps. A step asked for is made at once unless it is
already in the cache; the player sends every picture of the cache to the page
(`linklab.widgets.stage`), which shows a cached step without asking the kernel. Meanwhile,
whenever the kernel is idle, the steps around it are made ahead, one step per turn of the
kernel's event loop, more of them the longer the user keeps stepping one way (as a disk reads
ahead). A jump (a slider drag) drops the plan for the old place, so no stale step is made after
the user has moved on, and making ahead waits until the drag has stopped. It all happens on the
kernel's main thread, between its messages.

Where no event loop runs (plain Python, the tests), and when the environment variable
``LINKLAB_FASTVIEW`` is ``0``, nothing is made ahead: every picture is made when it is asked
for (and kept, for a step shown again).
"""

from __future__ import annotations

import asyncio
import os
import time
from collections import OrderedDict
from collections.abc import Callable, Sized
from typing import Generic, Protocol, TypeVar

#: A step's picture: a player's scene (or, from a `linklab.render.canvas.FrameCanvas`, a PNG).
Picture = TypeVar("Picture")
Made = TypeVar("Made", covariant=True)


class Canvas(Protocol[Made]):
    """What a `FramePrefetcher` draws on: ``show(step)`` draws a step, ``png()`` gives its
    picture, ``len(trace)`` is the last step and ``step`` the step it is said to show."""

    step: int

    @property
    def trace(self) -> Sized: ...

    def show(self, step: int) -> None: ...

    def png(self) -> Made: ...


AHEAD_FIRST = 4  # steps drawn ahead after a jump
AHEAD_MOST = 48  # steps drawn ahead after a long run of steps one way (playing)
BEHIND = 4  # steps drawn behind the one shown (stepping back)
CACHE_FRAMES = 96  # pictures kept per player, in the kernel and in the page
# Seconds the kernel must have been left alone before it draws ahead after a step: the messages
# of the step just shown go out first. While the steps run one way (a key held, playing) the page
# shows the pictures it was sent, so drawing ahead goes on between the kernel's messages.
QUIET = 0.03
RUN_QUIET = 0.002
RUN_STRIDE = 4  # moves of up to this many steps one way count as a run, not a jump
JUMP_QUIET = 0.3  # after a jump (a slider drag): draw ahead only once the drag has stopped


def enabled() -> bool:
    """Whether the fast paths are on (``LINKLAB_FASTVIEW`` is not ``0``).

    >>> saved = os.environ.pop("LINKLAB_FASTVIEW", None)
    >>> enabled()
    True
    >>> os.environ["LINKLAB_FASTVIEW"] = "0"; enabled()
    False
    >>> _ = os.environ.pop("LINKLAB_FASTVIEW"); saved is None or os.environ.update(
    ...     LINKLAB_FASTVIEW=saved)
    True
    """
    return os.environ.get("LINKLAB_FASTVIEW", "1") != "0"


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop running in this thread (a kernel's), or None (plain Python, the tests).

    >>> running_loop() is None
    True
    """
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class FramePrefetcher(Generic[Picture]):
    """The PNG of any step of a `FrameCanvas`, from a cache filled ahead while the kernel idles.

    Parameters
    ----------
    canvas : linklab.render.canvas.FrameCanvas or alike
        What draws a step: ``show(step)`` draws it, ``png()`` encodes it, ``canvas`` is its Agg
        canvas, ``len(trace)`` its last step and ``step`` the step it is said to show.
    ahead_most, behind, cache_frames : int
        How far ahead a long run of steps draws, how far behind, and how many PNGs are kept.
    background : bool
        Draw ahead at all (when an event loop runs); off when ``LINKLAB_FASTVIEW=0``.
    on_keep, on_drop : callable, optional
        Told of every picture entering the cache (``on_keep(step, png)``) and of the steps
        leaving it (``on_drop(steps)``): a `linklab.widgets.stage.Stage` keeps the page's copy
        of the cache in step with them.

    Attributes
    ----------
    hits, drawn_now, drawn_ahead : int
        Steps served from the cache, drawn when asked for, and drawn ahead.

    Examples
    --------
    >>> from linklab.core.board import Board
    >>> from linklab.render.canvas import FrameCanvas
    >>> from linklab.core.search import bfs_events
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> canvas = FrameCanvas(board, bfs_events(board, (0, 0), (0, 2)), dpi=30)
    >>> frames = FramePrefetcher(canvas)
    >>> frames.png(3) == frames.png(3), frames.hits, frames.drawn_now
    (True, 1, 1)
    """

    def __init__(
        self,
        canvas: Canvas[Picture],
        *,
        ahead_most: int = AHEAD_MOST,
        behind: int = BEHIND,
        cache_frames: int = CACHE_FRAMES,
        background: bool = True,
        on_keep: Callable[[int, Picture], object] | None = None,
        on_drop: Callable[[list[int]], object] | None = None,
    ):
        self.canvas = canvas
        self.total = len(canvas.trace)
        self.background = background and enabled()
        self.ahead_most, self.behind = ahead_most, behind
        self.cache_frames = max(1, cache_frames)
        self._cache: OrderedDict[int, Picture] = OrderedDict()
        self._focus = 0
        self._direction = 1
        self._ahead = AHEAD_FIRST
        self._quiet = QUIET
        self._last_asked = 0.0
        self._scheduled: asyncio.TimerHandle | None = None
        self.hits = self.drawn_now = self.drawn_ahead = 0
        self.on_keep, self.on_drop = on_keep, on_drop

    def png(self, step: int) -> Picture:
        """The picture after ``step`` events (negative counts from the end).

        The canvas's ``step`` says the step shown, so an export draws the right one (its
        pixels may show another step: everything that reads them draws first).
        """
        self._last_asked = time.monotonic()
        index = step if step >= 0 else self.total + 1 + step
        index = max(0, min(self.total, index))
        png = self._cache.get(index)
        if png is not None:
            self._cache.move_to_end(index)
            self.hits += 1
        else:
            png = self._draw(index)
            self.drawn_now += 1
        self.canvas.step = index
        self._move_focus(index)
        return png

    def picture(self, step: int) -> Picture:
        """The cached PNG of ``step`` (a ``KeyError`` if it is not cached)."""
        return self._cache[step]

    def cached(self) -> list[int]:
        """The steps whose pictures are in the cache now, in order."""
        return sorted(self._cache)

    def close(self) -> None:
        """Stop drawing ahead and drop the cache."""
        self.background = False
        if self._scheduled is not None:
            self._scheduled.cancel()
            self._scheduled = None
        dropped = list(self._cache)
        self._cache.clear()
        if dropped and self.on_drop is not None:
            self.on_drop(dropped)

    def resend(self) -> None:
        """Tell ``on_keep`` of every cached picture again (a page that lost its copy).

        >>> from linklab.core.board import Board
        >>> from linklab.render.canvas import FrameCanvas
        >>> from linklab.core.search import bfs_events
        >>> board = Board.from_rows([[1, 0, 1]])
        >>> canvas = FrameCanvas(board, bfs_events(board, (0, 0), (0, 2)), dpi=30)
        >>> kept = []
        >>> frames = FramePrefetcher(canvas, on_keep=lambda step, png: kept.append(step))
        >>> _ = frames.png(2); _ = frames.png(0); kept
        [2, 0]
        >>> frames.resend(); kept
        [2, 0, 0, 2]
        """
        if self.on_keep is not None:
            for step in self.cached():
                self.on_keep(step, self._cache[step])

    def settled(self) -> bool:
        """True when nothing is left to make ahead."""
        return not self.plan()

    def plan(self) -> list[int]:
        """The steps still to draw ahead, nearest first (cached ones left out).

        >>> from linklab.core.board import Board
        >>> from linklab.render.canvas import FrameCanvas
        >>> from linklab.core.search import bfs_events
        >>> board = Board.from_rows([[1, 0, 1]])
        >>> canvas = FrameCanvas(board, bfs_events(board, (0, 0), (0, 2)), dpi=30)
        >>> frames = FramePrefetcher(canvas, behind=1)
        >>> _ = frames.png(2)  # a run of two steps: eight ahead, one behind
        >>> frames.plan()
        [3, 4, 5, 6, 7, 8, 9, 10, 1]
        >>> _ = frames.png(9)  # a jump: four ahead again (the trace ends at 12)
        >>> frames.plan()
        [10, 11, 12, 8]
        """
        focus, direction = self._focus, self._direction
        ahead = [focus + direction * k for k in range(1, self._ahead + 1)]
        behind = [focus - direction * k for k in range(1, self.behind + 1)]
        return [
            step for step in ahead + behind if 0 <= step <= self.total and step not in self._cache
        ]

    def draw_next(self) -> int | None:
        """Make the nearest step of the plan into the cache; the step, or None if none is left."""
        plan = self.plan()
        if not plan:
            return None
        step = plan[0]
        self.canvas.show(step)
        self.canvas.step = self._focus
        self.drawn_ahead += 1
        self._keep(step, self.canvas.png())
        return step

    # --- inside ---------------------------------------------------------------------------------

    def _draw(self, index: int) -> Picture:
        self.canvas.show(index)
        png = self.canvas.png()
        self._keep(index, png)
        return png

    def _keep(self, index: int, png: Picture) -> None:
        self._cache[index] = png
        self._cache.move_to_end(index)
        if self.on_keep is not None:
            self.on_keep(index, png)
        self._evict(spare=index)

    def _evict(self, spare: int | None = None) -> None:
        """Drop the pictures farthest from the focus beyond the cache's size; never the one
        shown nor ``spare``, the one just drawn (the focus may not have moved to it yet)."""
        dropped = []
        while len(self._cache) > self.cache_frames:
            others = [step for step in self._cache if step not in (spare, self._focus)]
            if not others:
                break
            farthest = max(others, key=lambda step: abs(step - self._focus))
            del self._cache[farthest]
            dropped.append(farthest)
        if dropped and self.on_drop is not None:
            self.on_drop(dropped)

    def _move_focus(self, index: int) -> None:
        moved = index - self._focus
        # A run: steps one way, one at a time or a few (playing skips the steps whose messages
        # were merged while the kernel was busy). Anything else is a jump.
        run = 0 < moved * self._direction <= RUN_STRIDE or moved in (1, -1)
        if run and moved * self._direction > 0:
            self._ahead = min(self.ahead_most, self._ahead * 2)  # read further ahead
        elif moved:
            self._ahead = AHEAD_FIRST
            self._direction = 1 if moved > 0 else -1
        if moved:
            self._quiet = (RUN_QUIET if self._ahead > AHEAD_FIRST else QUIET) if run else JUMP_QUIET
        self._focus = index
        self._evict()
        self._schedule()

    def _schedule(self) -> None:
        if not self.background or self._scheduled is not None or not self.plan():
            return
        loop = running_loop()
        if loop is not None:
            self._scheduled = loop.call_later(self._quiet, self._on_idle)

    def _on_idle(self) -> None:
        self._scheduled = None
        if not self.background:
            return
        left = self._last_asked + self._quiet - time.monotonic()
        if left > 0:  # asked for a step meanwhile: wait for the quiet again
            self._scheduled = asyncio.get_running_loop().call_later(left, self._on_idle)
            return
        if self.draw_next() is not None:
            self._scheduled = asyncio.get_running_loop().call_later(0, self._on_idle)
