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
>>> wrap("a long status of many words", 12)
['a long', 'status of', 'many words']
>>> wrap("已扩展十二个状态", 8)
['已扩展十', '二个状态']
"""

from __future__ import annotations

import unicodedata
from dataclasses import replace

from linklab.apps.compare_session import PANE_GAP, CompareSession
from linklab.i18n import translate
from linklab.render.scene.search import frame_scene
from linklab.render.scene.shapes import Scene, Text

LINE = 1.3  # a line's height, in text heights
CHAR_WIDTH = 0.56  # a Latin letter's width, in text heights (a CJK one is twice that)
BOLD = 1.1  # how much wider a bold letter is


def wrap(text: str, columns: float) -> list[str]:
    """``text`` in lines of at most ``columns`` Latin letters' width (a CJK character counts
    two), broken between words, or anywhere in a word too long for a line or in CJK text."""
    lines: list[str] = []
    line, width = "", 0.0
    for word in _pieces(text):
        wide = sum(_width(char) for char in word)
        if line and width + wide > columns:
            lines.append(line.rstrip())
            line, width = "", 0.0
            word = word.lstrip()
            wide = sum(_width(char) for char in word)
        line, width = line + word, width + wide
    if line.strip():
        lines.append(line.rstrip())
    return lines


def _pieces(text: str) -> list[str]:
    """The places a line may break after: each word with the space before it, each CJK char."""
    pieces: list[str] = []
    for char in text:
        if _width(char) == 2 or not pieces or char == " " or _width(pieces[-1][-1]) == 2:
            pieces.append(char)
        else:
            pieces[-1] += char
    return pieces


def _width(char: str) -> int:
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


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
        columns = width / (size * CHAR_WIDTH)
        lines = [(line, True) for line in wrap(name, columns / BOLD)]
        lines += [(line, False) for line in wrap(status, columns)]
        y = scene.height + size * 0.4
        for line, bold in lines:
            y += size * LINE
            middle = y - size * LINE / 2
            tag = f"pane-{index}-words"
            shapes.append(Text(left, middle, line, size, "#222222", bold, tag, "start"))
        bottom = max(bottom, y + size * 0.4)
    return replace(scene, height=bottom, shapes=tuple(shapes))


__all__ = ["pane_spans", "pane_words", "slide_scene", "wrap"]
