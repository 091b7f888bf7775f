"""Steps that answer at once: a trace player's pictures drawn ahead while the user reads.

The widgets draw with ``linklab.draw`` and publish PNG bytes (``export.png_bytes``); this module
only decides *when* that drawing happens, so what a picture shows never depends on it.

`FramePrefetcher` serves a trace player's steps. A step asked for is drawn at once on the
player's own canvas (as before) unless it is already in a small cache; meanwhile, in a background
thread and on a second canvas built from the same arguments, the steps around it are drawn ahead,
more of them the longer the user keeps stepping one way (as a disk reads ahead). A jump (a slider
drag) drops the plan for the old place, so no stale step is drawn after the user has moved on,
and drawing ahead waits until the drag has stopped.

Where there is no kernel (plain Python, the tests), and when the environment variable
``LINKLAB_FASTVIEW`` is ``0``, nothing is drawn in the background: every picture is drawn when it
is asked for (and kept, for a step shown again), as the widgets always did.
"""

from __future__ import annotations

import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable

AHEAD_FIRST = 4  # steps drawn ahead after a jump
AHEAD_MOST = 48  # steps drawn ahead after a long run of steps one way (playing)
BEHIND = 4  # steps drawn behind the one shown (stepping back)
CACHE_FRAMES = 64  # PNGs kept per player (about 120 kB each for a 10x20 board)
# Seconds the background thread waits after the main thread last asked for a step before it
# draws: drawing holds the interpreter lock, and the messages the main thread has just queued
# (the step's picture and counters) go out on another thread that needs it too.
QUIET = 0.03
RUN_STRIDE = 4  # moves of up to this many steps one way count as a run, not a jump
JUMP_QUIET = 0.3  # after a jump (a slider drag): draw ahead only once the drag has stopped


def _wait_for_quiet(last_asked: Callable[[], float], quiet: float) -> None:
    """Sleep until ``quiet`` seconds have passed since ``last_asked()``."""
    while True:
        left = last_asked() + quiet - time.monotonic()
        if left <= 0:
            return
        time.sleep(left)


def enabled() -> bool:
    """Whether the fast paths are on (``LINKLAB_FASTVIEW`` is not ``0``).

    >>> os.environ["LINKLAB_FASTVIEW"] = "0"; enabled()
    False
    >>> del os.environ["LINKLAB_FASTVIEW"]; enabled()
    True
    """
    return os.environ.get("LINKLAB_FASTVIEW", "1") != "0"


def in_kernel() -> bool:
    """Whether this runs inside a Jupyter kernel (where drawing in the background pays off).

    >>> in_kernel()
    False
    """
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


def _background(wanted: bool | None) -> bool:
    return enabled() and (in_kernel() if wanted is None else wanted)


class FramePrefetcher:
    """The PNG of any step of a `FrameCanvas`, from a cache filled ahead in the background.

    Parameters
    ----------
    canvas : linklab.export.FrameCanvas
        The player's canvas: steps not in the cache are drawn on it, as ``canvas.show`` and
        ``canvas.png`` always drew them.
    width : float
        The ``width`` the canvas was made with (the background canvas is made the same way).
    background : bool, optional
        Draw ahead in a thread; by default only inside a kernel, and never when
        ``LINKLAB_FASTVIEW=0``.
    ahead_most, behind, cache_frames : int
        How far ahead a long run of steps draws, how far behind, and how many PNGs are kept.

    Attributes
    ----------
    hits, drawn_now, drawn_ahead : int
        Steps served from the cache, drawn when asked for, and drawn in the background.

    Examples
    --------
    >>> from linklab.board import Board
    >>> from linklab.export import FrameCanvas
    >>> from linklab.search import bfs_events
    >>> board = Board.from_rows([[1, 0, 1]])
    >>> canvas = FrameCanvas(board, bfs_events(board, (0, 0), (0, 2)), dpi=30)
    >>> frames = FramePrefetcher(canvas, width=9.0, background=False)
    >>> frames.png(3) == frames.png(3), frames.hits, frames.drawn_now
    (True, 1, 1)
    """

    def __init__(
        self,
        canvas,
        *,
        width: float,
        background: bool | None = None,
        ahead_most: int = AHEAD_MOST,
        behind: int = BEHIND,
        cache_frames: int = CACHE_FRAMES,
    ):
        self.canvas, self.width = canvas, width
        self.total = len(canvas.trace)
        self.background = _background(background)
        self.ahead_most, self.behind = ahead_most, behind
        self.cache_frames = max(1, cache_frames)
        self._cache: OrderedDict[int, bytes] = OrderedDict()
        self._lock = threading.Lock()
        self._focus = 0
        self._direction = 1
        self._ahead = AHEAD_FIRST
        self._plan_version = 0
        self._closed = False
        self._thread: threading.Thread | None = None
        self._worker_canvas = None
        self._last_asked = 0.0
        self.quiet = QUIET if self.background else 0.0
        self.hits = self.drawn_now = self.drawn_ahead = 0

    def png(self, step: int) -> bytes:
        """The picture after ``step`` events (negative counts from the end), as PNG bytes.

        The canvas is left showing that step when it had to draw it; either way its ``step``
        says which step is shown, so an export draws the right one.
        """
        self._last_asked = time.monotonic()
        index = step if step >= 0 else self.total + 1 + step
        index = max(0, min(self.total, index))
        with self._lock:
            cached = self._cache.get(index)
            if cached is not None:
                self._cache.move_to_end(index)
        if cached is not None:
            self.hits += 1
            self.canvas.step = index
        else:
            self.canvas.show(index)
            cached = self.canvas.png()
            self.drawn_now += 1
            self._keep(index, cached)
        self._move_focus(index)
        return cached

    def cached(self) -> list[int]:
        """The steps whose pictures are in the cache now, in order."""
        with self._lock:
            return sorted(self._cache)

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Wait until the background has drawn what it planned (True) or ``timeout`` passes."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return True

    def close(self) -> None:
        """Stop drawing ahead and drop the cache."""
        with self._lock:
            self._closed = True
            self._cache.clear()

    # --- the plan ---------------------------------------------------------------------------

    def plan(self) -> list[int]:
        """The steps the background would draw next, nearest first (cached ones left out).

        >>> from linklab.board import Board
        >>> from linklab.export import FrameCanvas
        >>> from linklab.search import bfs_events
        >>> board = Board.from_rows([[1, 0, 1]])
        >>> canvas = FrameCanvas(board, bfs_events(board, (0, 0), (0, 2)), dpi=30)
        >>> frames = FramePrefetcher(canvas, width=9.0, background=False, behind=1)
        >>> _ = frames.png(2)  # a run of two steps: eight ahead, one behind
        >>> frames.plan()
        [3, 4, 5, 6, 7, 8, 9, 10, 1]
        >>> _ = frames.png(9)  # a jump: four ahead again (the trace ends at 12)
        >>> frames.plan()
        [10, 11, 12, 8]
        """
        with self._lock:
            return self._plan_locked()

    def _plan_locked(self) -> list[int]:
        focus, direction = self._focus, self._direction
        ahead = [focus + direction * k for k in range(1, self._ahead + 1)]
        behind = [focus - direction * k for k in range(1, self.behind + 1)]
        return [
            step for step in ahead + behind if 0 <= step <= self.total and step not in self._cache
        ]

    def _move_focus(self, index: int) -> None:
        with self._lock:
            moved = index - self._focus
            # A run: steps one way, one at a time or a few (playing skips the steps whose
            # messages were merged while the kernel was busy). Anything else is a jump.
            run = 0 < moved * self._direction <= RUN_STRIDE or moved in (1, -1)
            if run and moved * self._direction > 0:
                self._ahead = min(self.ahead_most, self._ahead * 2)  # read further ahead
            elif moved:
                self._ahead = AHEAD_FIRST
                self._direction = 1 if moved > 0 else -1
            if self.background and moved:
                self.quiet = QUIET if run else JUMP_QUIET
            if moved:
                self._plan_version += 1  # whatever was planned for the old place is stale
            self._focus = index
            self._evict_locked()
            if not self.background or self._closed or not self._plan_locked():
                return
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._draw_ahead, name="linklab-prefetch", daemon=True
                )
                self._thread.start()

    def _keep(self, index: int, png: bytes) -> None:
        with self._lock:
            if self._closed:
                return
            self._cache[index] = png
            self._cache.move_to_end(index)
            self._evict_locked()

    def _evict_locked(self) -> None:
        while len(self._cache) > self.cache_frames:
            farthest = max(self._cache, key=lambda step: abs(step - self._focus))
            del self._cache[farthest]

    # --- the background -----------------------------------------------------------------------

    def _make_worker_canvas(self):
        from linklab.export import FrameCanvas

        c = self.canvas
        return FrameCanvas(
            c.board,
            c.trace,
            c.rules,
            method=c.method,
            ends=c.ends,
            width=self.width,
            dpi=c.fig.dpi,
        )

    def _draw_ahead(self) -> None:
        """Draw the plan, one step at a time, re-planning whenever the focus moves."""
        try:
            self._draw_plan()
        except BaseException:
            with self._lock:
                self._thread = None
            raise

    def _draw_plan(self) -> None:
        if self._worker_canvas is None:
            self._worker_canvas = self._make_worker_canvas()
        canvas = self._worker_canvas
        while True:
            _wait_for_quiet(lambda: self._last_asked, self.quiet)
            with self._lock:
                plan = [] if self._closed else self._plan_locked()
                version = self._plan_version
                if not plan:
                    self._thread = None  # in the lock: a new focus now starts a new thread
                    return
            step = plan[0]
            canvas.show(step)
            png = canvas.png()
            with self._lock:
                if version != self._plan_version and step not in self._plan_locked():
                    continue  # the user moved away while it was drawn: not worth keeping
            self._keep(step, png)
            self.drawn_ahead += 1
