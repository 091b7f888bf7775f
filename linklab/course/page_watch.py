"""In the static page's worker: the page told which call of a learner's function runs, so that
it can end the worker when one call is stuck in a step Python cannot interrupt.

A browser's Python cannot end ``sum(range(10**12))`` from inside: the page ends its worker
and starts a warm spare (``linklab/site/page_python.js``). For that the worker tells the page,
a few times a second at most (`EVERY`), that a check runs (``checking``), which call it is in
(``call``: the words the verdict will say if that call is ended, ``{seconds}`` left for the
page to fill), that the call ended, and that its Python still runs (``beat``, from the hang
guard's loop watch). A message for every call would cost more than the calls: a call that
begins within `EVERY` of the last message is not told, and if it is the one that sticks the
page says so without naming its case.

Examples
--------
>>> sent = []
>>> watch = PageWatch(sent.append, clock=iter(range(100)).__next__)
>>> watch.checking(True)
>>> watch.case((1, 2, 3, 4, 5, 6), None)
>>> watch.calling(True)
>>> [message["kind"] for message in sent], sent[-1]["call"]
(['watch', 'watch'], True)
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from linklab.course.selfcheck import guard as _guard

#: Seconds between two messages to the page, at least (but the first call of a check).
EVERY = 0.25
#: What stands for the seconds in the words sent: the page puts the seconds it measured there.
SECONDS_MARK = "12345.6"


class PageWatch:
    """The hang guard's watch (``guard.WATCH``) in the page: ``post`` sends a dict to it."""

    def __init__(
        self,
        post: Callable[[dict[str, Any]], object],
        clock: Callable[[], float] = time.perf_counter,
    ):
        self.post, self.clock = post, clock
        self.last = float("-inf")
        self.first = True
        self.told = False  # the call in progress was told
        self.passed = 0
        self.asked: Any = None
        self.check: Any = None

    def _send(self, **message: object) -> None:
        self.last = self.clock()
        self.post({"kind": "watch", **message})

    def checking(self, on: bool) -> None:
        self.first, self.told, self.passed = True, False, 0
        self._send(checking=on, limit=_guard.CALL_SECONDS, mark=SECONDS_MARK)

    def case(self, case: Any, check: Any = None) -> None:
        self.asked, self.check = case, check

    def calling(self, began: bool) -> None:
        if began:
            if self.first or self.clock() - self.last >= EVERY:
                self.first = False
                self.told = True
                self._send(call=True, **self._words())
            else:
                self.told = False
        elif self.told:
            self.told = False
            self._send(call=False)
        elif self.clock() - self.last >= EVERY:  # the check goes on: the page hears so
            self._send(beat=True)

    def tick(self) -> None:
        if self.clock() - self.last >= EVERY:
            self._send(beat=True)

    def passing(self, passed: int) -> None:
        self.passed = passed

    def _words(self) -> dict[str, str]:
        """What the page says if this call is ended: with its case, and without one (for a
        later call the page was not told of)."""
        check = self.check
        if check is None:
            return {"text": "", "generic": ""}
        from linklab.course.selfcheck.report import STOPPED_STEP
        from linklab.i18n import tr

        took = _guard.TookTooLong(_guard.CALL_SECONDS, after=float(SECONDS_MARK), how="step")
        text = check.stopped(self.asked, self.passed, took).text()
        generic = tr(STOPPED_STEP, name=check.name, seconds=SECONDS_MARK)
        return {"text": text, "generic": generic}


#: What the loop watch runs of this inside a counted call: none of it is the learner's work.
_guard.GUARD_CODE |= {PageWatch.tick.__code__, PageWatch._send.__code__}


def install(post: Callable[[dict[str, Any]], object]) -> PageWatch:
    """Make the page's watch the hang guard's (the worker does this once it has started)."""
    watch = PageWatch(post)
    _guard.WATCH = watch
    return watch
