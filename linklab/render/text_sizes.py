"""How big a figure's texts are in its own pixels, and PNGs that say so, for measuring slides.

A text of ``s`` points in a figure at ``dpi`` is ``s * dpi / 72`` pixels high in the picture;
where the picture is shown ``k`` times its own size (a slide shrinks it to fit, a retina
display halves it), it is ``k`` times that on the screen. A PNG holds pixels, not texts, so a
tool that measures what a screen shows (`linklab.site.slideshow`) cannot read a text's size out
of one: with `stamp_pngs` on, every PNG matplotlib or `linklab.render.canvas.png_bytes` writes
carries its smallest text, ``"<pixels> <text>"``, in a ``tEXt`` chunk named `STAMP_KEY`, and
the tool multiplies those pixels by the scale the page shows the image at (its width on the
screen over its own width). Texts drawn as glyph outlines count too
(`linklab.render.draw_scene.PathText`).

Examples
--------
>>> from matplotlib.figure import Figure
>>> fig = Figure(figsize=(3, 2), dpi=100)
>>> _ = fig.suptitle("title", fontsize=9)
>>> figure_texts(fig)[0]
(12.5, 'title')
>>> stamp_text(fig)
'12.5 title'
>>> read_stamp(stamp_png(b"\\x89PNG\\r\\n\\x1a\\n" + _chunk(b"IEND", b""), "12.5 title"))
'12.5 title'
"""

from __future__ import annotations

import functools
import struct
import zlib

#: The ``tEXt`` keyword of a PNG's smallest text.
STAMP_KEY = "linklab-smallest-text"
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_stamping = False


def figure_texts(fig) -> list[tuple[float, str]]:
    """Every text ``fig`` draws, with its height in the figure's own pixels, smallest first.

    Tick labels of an axis turned off are not drawn and do not count; a figure not drawn yet
    may lack its tick labels (draw it first).
    """
    from matplotlib.text import Text

    from linklab.render.draw_scene import PathText

    per_point = fig.dpi / 72
    ticks, drawn = _tick_labels(fig)
    sizes = []
    for text in fig.findobj(Text):
        if id(text) in ticks and id(text) not in drawn:
            continue
        if text.get_visible() and text.get_text().strip():
            sizes.append((round(text.get_fontsize() * per_point, 2), text.get_text()))
    for outline in fig.findobj(PathText):
        if outline.get_visible() and outline.get_text().strip():
            sizes.append((round(outline.font_points * per_point, 2), outline.get_text()))
    return sorted(sizes)


def _tick_labels(fig) -> tuple[set[int], set[int]]:
    """The ids of every tick label the figure holds, and of those it draws: an axis keeps
    ticks beyond its limits, and an axis turned off draws none."""
    every, drawn = set(), set()
    for ax in fig.axes:
        for axis in (ax.xaxis, ax.yaxis):
            for tick in [*axis.majorTicks, *axis.minorTicks]:
                every |= {id(tick.label1), id(tick.label2)}
            if ax.axison:
                shown = [*axis.get_majorticklabels(), *axis.get_minorticklabels()]
                drawn |= {id(label) for label in shown}
    return every, drawn


def stamp_text(fig) -> str | None:
    """``"<pixels> <text>"`` for the smallest text of ``fig`` (one line), or None if it has none.

    >>> from matplotlib.figure import Figure
    >>> stamp_text(Figure()) is None
    True
    """
    texts = figure_texts(fig)
    if not texts:
        return None
    px, text = texts[0]
    return f"{px:g} {' '.join(text.split())}"


def stamp_png(png: bytes, stamp: str) -> bytes:
    """``png`` with a ``tEXt`` chunk `STAMP_KEY` holding ``stamp``, before its end."""
    if not png.startswith(_SIGNATURE) or len(png) < 20:
        raise ValueError("not a PNG: it lacks the PNG signature")
    end = png.rindex(b"IEND") - 4
    chunk = _chunk(b"tEXt", STAMP_KEY.encode("latin-1") + b"\0" + _latin1(stamp))
    return png[:end] + chunk + png[end:]


def read_stamp(png: bytes) -> str | None:
    """The stamp `stamp_png` (or matplotlib, with `stamp_pngs` on) put in ``png``, or None."""
    at = len(_SIGNATURE)
    while at + 8 <= len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        kind, data = png[at + 4 : at + 8], png[at + 8 : at + 8 + length]
        if kind == b"tEXt" and data.startswith(STAMP_KEY.encode("latin-1") + b"\0"):
            return data[len(STAMP_KEY) + 1 :].decode("unicode_escape")
        at += 12 + length
    return None


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _latin1(text: str) -> bytes:
    # tEXt is Latin-1: other letters (Chinese) go as \\uXXXX escapes, read back by the tool
    return text.encode("latin-1", "backslashreplace")


def stamping() -> bool:
    """Whether PNGs carry their smallest text now (`stamp_pngs`)."""
    return _stamping


def stamp_pngs(on: bool = True) -> None:
    """From now on (``on``), every PNG matplotlib's Agg canvas or `png_bytes` writes carries its
    smallest text (`STAMP_KEY`). For a tool measuring what a screen shows, in the kernel it
    measures; off by default (it costs a pass over the figure's texts).

    >>> stamp_pngs(); stamping()
    True
    >>> stamp_pngs(False); stamping()
    False
    """
    global _stamping
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    _stamping = on
    if not hasattr(FigureCanvasAgg, "_linklab_print_png"):
        original = FigureCanvasAgg.print_png
        FigureCanvasAgg._linklab_print_png = original  # type: ignore[attr-defined]

        # wrapped: matplotlib reads the original's signature and module to pick its arguments
        @functools.wraps(original)
        def print_png(self, filename_or_obj, *args, metadata=None, **kwargs):
            stamp = stamp_text(self.figure) if _stamping else None
            if stamp:
                metadata = {**(metadata or {}), STAMP_KEY: _latin1(stamp).decode("latin-1")}
            return FigureCanvasAgg._linklab_print_png(  # type: ignore[attr-defined]
                self, filename_or_obj, *args, metadata=metadata, **kwargs
            )

        FigureCanvasAgg.print_png = print_png  # type: ignore[method-assign]
