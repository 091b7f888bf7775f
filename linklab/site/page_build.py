"""One page built: its notebook executed (`linklab.site.notebook_run`), its page and slides
written (`linklab.site.notebook_page`), and what it holds and each phase's time recorded in its
`Page`.

Examples
--------
>>> page_offers('<div class="linklab-python-check" lang="en">')
{'exercise check': 1}
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from linklab.site import lecture_twin, slides
from linklab.site.editions import page_name, title_of
from linklab.site.figures import compact_figures
from linklab.site.live import WIDGET_VIEW
from linklab.site.needs import drop_worked_answers, mark_needs_python
from linklab.site.notebook_page import write_page, write_slides
from linklab.site.notebook_run import execute, slowest_cells
from linklab.site.widget_state import drawn_frames, drop_unshown


@dataclass
class Page:
    """One written page: its edition, file, title, weight and what in it needs Python; or, when
    ``failed`` says why (the cell and its error), a page that could not be built."""

    language: str
    path: Path
    title: str
    needs: list[str] = field(default_factory=list)
    frames: int = 0  # the pictures of all its players, each step's own
    players: int = 0
    drawn: dict[str, list[str]] = field(default_factory=dict)  # `drawn_frames`, by player key
    offers: dict[str, int] = field(default_factory=dict)  # `page_offers`
    failed: str = ""  # the error's last line, e.g. "ValueError: no board"
    failed_cell: int = 0  # the cell that failed, from 1
    kept: bool = False  # unchanged since the last build, so not executed again
    slides: Path | None = None  # its slide edition (`linklab.site.slides`)
    #: seconds of each phase of its build, by name: wall clock and CPU (this process and the
    #: kernels), e.g. ``{"run": (20.1, 18.3)}``
    phases: dict[str, tuple[float, float]] = field(default_factory=dict)
    lecture_again: str = ""  # why its slides took a second run, in the lecture style
    #: the cells of its run that took longest: (number from 1, seconds), `slowest_cells`
    slowest: list[tuple[int, float]] = field(default_factory=list)

    def phases_text(self) -> str:
        """Its phases' times, e.g. ``'run 20 s (CPU 18 s)'``.

        >>> Page("en", Path("en/x.html"), "X", phases={"run": (20.1, 18.3)}).phases_text()
        'run 20 s (CPU 18 s)'
        """
        return ", ".join(
            f"{name} {wall:.0f} s (CPU {cpu:.0f} s)" for name, (wall, cpu) in self.phases.items()
        )

    def slowest_text(self) -> str:
        """Its run's slowest cells, e.g. ``'cell 31 4.1 s, cell 7 2.0 s'``.

        >>> Page("en", Path("en/x.html"), "X", slowest=[(31, 4.1), (7, 2.0)]).slowest_text()
        'cell 31 4.1 s, cell 7 2.0 s'
        """
        return ", ".join(f"cell {number} {seconds:.1f} s" for number, seconds in self.slowest)

    @property
    def weight(self) -> int:
        return 0 if self.failed else self.path.stat().st_size

    @property
    def slides_weight(self) -> int:
        slides = self.path.with_name(self.path.name.replace(".html", ".slides.html"))
        return slides.stat().st_size if not self.failed and slides.exists() else 0


#: The outputs the style draws: a figure, or a widget (a player's pictures, its controls).
DRAWN_OUTPUTS = ("image/png", "image/svg+xml", WIDGET_VIEW)


def shows_pictures(nb) -> bool:
    """Whether ``nb`` executed shows a picture or a widget, which the lecture style draws
    larger: a notebook of text alone has the same slides in either style.

    >>> import nbformat
    >>> cell = nbformat.v4.new_code_cell("1", outputs=[{"output_type": "execute_result",
    ...     "data": {"text/plain": "1"}, "metadata": {}, "execution_count": 1}])
    >>> shows_pictures(nbformat.v4.new_notebook(cells=[cell]))
    False
    """
    outputs = (out for cell in nb.cells for out in cell.get("outputs", []))
    return any(kind in out.get("data", {}) for out in outputs for kind in DRAWN_OUTPUTS)


def cpu_seconds() -> float:
    """CPU seconds, user and system, of this process and of its children that ended (kernels)."""
    import resource

    own, children = (
        resource.getrusage(resource.RUSAGE_SELF),
        resource.getrusage(resource.RUSAGE_CHILDREN),
    )
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


class Phases:
    """Wall and CPU seconds of each phase, read off one after the other: ``phases.done("run")``
    closes the phase named and starts the next."""

    def __init__(self) -> None:
        self.times: dict[str, tuple[float, float]] = {}
        self._wall, self._cpu = time.perf_counter(), cpu_seconds()

    def done(self, name: str) -> None:
        wall, cpu = time.perf_counter(), cpu_seconds()
        self.times[name] = (wall - self._wall, cpu - self._cpu)
        self._wall, self._cpu = wall, cpu


def build_page(
    notebook: Path, language: str, site: Path, limit: int | None = None, lecture: bool = True
) -> Page:
    """Execute one notebook (each cell within ``limit`` seconds) and write its page, and its
    slides from the same run, each cell that draws drawn again there in the lecture style
    (`linklab.site.lecture_twin`); a notebook with a cell that cannot be drawn again alone is
    executed a second time in the lecture style for its slides (its `Page` says why in
    ``lecture_again``). With ``lecture`` off, as a test of the page alone may ask, the slides
    show the page's pictures. Its `Page` says each phase's time."""
    phases = Phases()
    nb = execute(notebook, language, limit, twin=lecture)
    phases.done("run")
    slowest = slowest_cells(nb)
    lecture_nb, why = lecture_twin.split_lecture(nb)
    if lecture_nb is None and lecture and shows_pictures(nb):
        why = why or "no cell was drawn again"
        lecture_nb = execute(notebook, language, limit, style="lecture")
        phases.done("lecture run")
    page = finish_page(nb, notebook, language, site, lecture_nb, phases)
    page.phases, page.lecture_again, page.slowest = phases.times, why, slowest
    return page


#: What a page's Python runs for a learner, by what marks it in the page.
OFFERS = {
    "exercise check": '<div class="linklab-python-check"',
    "game": 'class="linklab-live linklab-live-game"',
    "board editor": 'class="linklab-live linklab-live-editor"',
    "explorer": 'class="linklab-live linklab-live-explorer"',
    "comparison": 'class="linklab-live linklab-live-compare"',
    "six-digit comparison": 'class="linklab-live linklab-live-sixcompare"',
}


def page_offers(page: str) -> dict[str, int]:
    """What the written ``page`` lets a learner do on its Python, and how many of each.

    >>> page_offers('<div class="linklab-live linklab-live-game" lang="en">')
    {'game': 1}
    """
    found = {kind: page.count(mark) for kind, mark in OFFERS.items()}
    return {kind: count for kind, count in found.items() if count}


def finish_page(
    nb, notebook: Path, language: str, site: Path, lecture=None, phases: Phases | None = None
) -> Page:
    """Write the page of ``nb`` (``notebook`` executed): worked answers out, figures stored
    compactly, what needs Python marked, the widgets a live part took the place of dropped;
    and its slides, from ``lecture`` (``notebook`` executed in the lecture style) when given,
    else from ``nb``. ``phases``, when given, closes a phase for each: ``"page"`` (its live
    parts drawn in it) and ``"slides"``."""
    phases = phases or Phases()
    drop_worked_answers(nb)
    compact_figures(nb)
    needs = mark_needs_python(nb, language)
    drop_unshown(nb)  # the models of a part the page plays by its own Python
    drawn = drawn_frames(nb)
    name, slides_name = page_name(notebook), slides.slides_name(notebook)
    path = write_page(nb, language, site, name, slides_name)
    phases.done("page")
    if lecture is not None:
        drop_worked_answers(lecture)
        compact_figures(lecture)
        mark_needs_python(lecture, language)
        drop_unshown(lecture)
    slides_path = write_slides(
        nb if lecture is None else lecture, language, site, slides_name, name
    )
    phases.done("slides")
    frames = sum(map(len, drawn.values()))
    offers = page_offers(path.read_text(encoding="utf-8"))
    page = Page(language, path, title_of(nb), needs, frames, len(drawn), drawn, offers=offers)
    page.slides = slides_path
    return page
