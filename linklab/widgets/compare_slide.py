"""The picture a slideshow shows of a comparison: its boards, and under each its pane's words.

RISE shows a widget as its picture (``linklab.widgets.slide_picture``). For a comparison the
boards alone would leave out what the lecturer points at, each approach's name and its status
(searching, or its verdict), so the picture carries them, under each board, at ``text_px``
pixels once drawn ``width_px`` wide, wrapped to the board's width. The counters stay with the
live widget: the picture's height is the slide's, and a slide has little to spare.

Examples
--------
>>> from linklab.apps.compare_session import CompareSession
>>> from linklab.core.board import Board
>>> session = CompareSession(Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2), ["bfs", "dfs"])
>>> scene = session.scene(3)
>>> shown = slide_scene(session, 3, scene, 600, 15)
>>> shown.width == scene.width, shown.height > scene.height
(True, True)
>>> [shape.text for shape in shown.shapes if shape.tag == "pane-0-words"][:2]
['corrected BFS', 'searching…']

In Chinese, a finished pane's verdict wrapped to its board's width (a narrow one here):

>>> from linklab.i18n import using
>>> with using("zh"):
...     shown = slide_scene(session, 99, session.scene(99), 200, 15)
>>> [shape.text for shape in shown.shapes if shape.tag == "pane-1-words"][:4]
['修正后的', 'DFS', '在第 6 步', '结束（停在']
"""

from __future__ import annotations

from dataclasses import replace

from linklab.apps.compare_session import PANE_GAP, CompareSession
from linklab.i18n import translate, wrap
from linklab.render.scene.search import frame_scene
from linklab.render.scene.shapes import Scene, Text

LINE = 1.3  # a line's height, in text heights
CHAR_WIDTH = 0.56  # a Latin letter's width, in text heights (a CJK one is two columns)
BOLD = 1.1  # how much wider a bold letter is


def pane_words(session: CompareSession, index: int, step: int) -> tuple[str, str]:
    """Pane ``index``'s name and status at ``step``, in the language in force."""
    pane = session.panes[index]
    return translate(pane.approach.label), translate(pane.status(step))


def pane_spans(session: CompareSession) -> list[tuple[float, float]]:
    """Where each pane's board stands across the boards' scene: its left edge and width."""
    widths = [
        frame_scene(session.board.grid, pane.approach.rules.outside, frame, "bfs").width
        for pane, frame in zip(session.panes, session.frames(0), strict=True)
    ]
    spans, x = [], 0.0
    for width in widths:
        spans.append((x, width))
        x += width + PANE_GAP
    return spans


def slide_scene(
    session: CompareSession, step: int, scene: Scene, width_px: float, text_px: float
) -> Scene:
    """``scene`` (the boards at ``step``) with each pane's words under its board, ``text_px``
    pixels tall when the picture is drawn ``width_px`` wide."""
    size = text_px * scene.width / width_px  # board units
    shapes = list(scene.shapes)
    bottom = scene.height
    for index, (left, width) in enumerate(pane_spans(session)):
        name, status = pane_words(session, index, step)
        columns = int(width / (size * CHAR_WIDTH))
        lines = [(line, True) for line in wrap(name, int(columns / BOLD))]
        lines += [(line, False) for line in wrap(status, columns)]
        y = scene.height + size * 0.4
        for line, bold in lines:
            y += size * LINE
            middle = y - size * LINE / 2
            tag = f"pane-{index}-words"
            shapes.append(Text(left, middle, line, size, "#222222", bold, tag, "start"))
        bottom = max(bottom, y + size * 0.4)
    return replace(scene, height=bottom, shapes=tuple(shapes))


__all__ = ["pane_spans", "pane_words", "slide_scene"]
