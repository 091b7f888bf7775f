"""One switch for how figures and widgets look: ``default``, or ``lecture`` for a projector.

``style("default")`` keeps every text at 10 pixels or more where it is shown.
``style("lecture")`` makes every figure and widget readable from the back of a lecture hall on
a 1280x720 projector: no text under 14 pixels there, at most five legend entries shown (the
rest summed up as "+N more"; ``style("lecture", legend_entries=None)`` shows them all), and
larger widget pictures and controls. ``style("default")`` goes back. Used in a ``with``
statement, the style lasts for the block only.

How text is measured: a figure ``w`` inches wide at ``dpi`` dots an inch is ``w * dpi`` pixels
wide; a 1280x720 projector shows it at that size, or shrunk to fit the `SHOWN_WIDTH` pixels a
slide gives a figure when wider (RISE's slide at 1280x720 shows an output at most 1085 px
wide, the window less the slide's margins and the prompt column). A text of ``s`` points is
then ``s * dpi / 72 * min(1, 1060 / (w * dpi))`` pixels high there (`displayed_pixels`).
`fit_figure` raises every text of a figure to the smallest size that reads (`min_points`),
caps its legends and gives Chinese a CJK font; the drawing functions, the exports and the
widgets call it before they draw.

The style first used is the ``LINKLAB_STYLE`` environment variable's (``linklab app --lecture``
sets it for its page), else ``default``.

Examples
--------
>>> from matplotlib.figure import Figure
>>> with style("lecture"):
...     fig = Figure(figsize=(6, 4), dpi=80)
...     title = fig.suptitle("a title", fontsize=8)
...     fit_figure(fig)
...     round(displayed_pixels(title))
14
>>> current().name
'default'
"""

from __future__ import annotations

import dataclasses
import os
import sys
import types
from dataclasses import dataclass, field

PROJECTOR_WIDTH = 1280  # pixels
#: The widest a figure is shown on that projector, in pixels: a RISE slide's output column
#: (1085 px measured at 1280x720), less a margin for a picture a slide shows a little narrower.
SHOWN_WIDTH = 1060
STYLE_VARIABLE = "LINKLAB_STYLE"


@dataclass(frozen=True)
class Style:
    """How figures and widgets look.

    Attributes
    ----------
    name : str
        ``"default"`` or ``"lecture"``.
    min_text_px : float
        The smallest text, in pixels on a 1280-pixel-wide projector (0: no minimum).
    legend_entries : int or None
        The most entries a legend shows (None: all).
    widget_scale : float
        Widget pictures are drawn this many times larger (in pixels).
    widget_font_px : int or None
        The widgets' text size in pixels (None: the page's own).
    rc : dict
        Matplotlib settings for figures made while the style is on.
    """

    name: str
    min_text_px: float = 0.0
    legend_entries: int | None = None
    widget_scale: float = 1.0
    widget_font_px: int | None = None
    rc: dict = field(default_factory=dict)


STYLES = {
    "default": Style("default", min_text_px=10.0),
    "lecture": Style(
        "lecture",
        min_text_px=14.0,
        legend_entries=5,
        widget_scale=1.5,
        widget_font_px=18,
        rc={
            "font.size": 14.0,
            "axes.titlesize": "large",
            "axes.labelsize": "medium",
            "xtick.labelsize": "medium",
            "ytick.labelsize": "medium",
            "legend.fontsize": "medium",
            "figure.titlesize": "large",
        },
    ),
}

_current: Style | None = None
_saved_rc: dict = {}


def current() -> Style:
    """The style in use.

    >>> current().name in STYLES
    True
    """
    global _current
    if _current is None:
        name = os.environ.get(STYLE_VARIABLE) or "default"
        _current = STYLES.get(name, STYLES["default"])
        _apply_rc(_current)
    return _current


class _Switch:
    """The style just set; as a context manager, it sets the previous one back on exit."""

    def __init__(self, chosen: Style, previous: Style):
        self.style, self._previous = chosen, previous

    def __enter__(self) -> Style:
        return self.style

    def __exit__(self, *exc) -> None:
        _set(self._previous)

    def __repr__(self) -> str:
        return f"style({self.style.name!r})"


def style(name: str = "default", **changes) -> _Switch:
    """Use the style ``name`` from now on (or for a ``with`` block), with any field changed.

    Parameters
    ----------
    name : {"default", "lecture"}
        The style.
    **changes
        Fields of `Style` to change, e.g. ``legend_entries=None`` to show every entry.

    Raises
    ------
    ValueError
        For an unknown name or field.

    Examples
    --------
    >>> with style("lecture", legend_entries=8) as chosen:
    ...     chosen.min_text_px, current().legend_entries
    (14.0, 8)
    >>> style("loud")
    Traceback (most recent call last):
    ...
    ValueError: unknown style 'loud': use 'default' or 'lecture'
    """
    if name not in STYLES:
        known = " or ".join(repr(known) for known in STYLES)
        raise ValueError(f"unknown style {name!r}: use {known}")
    try:
        chosen = dataclasses.replace(STYLES[name], **changes)
    except TypeError:
        fields = ", ".join(f.name for f in dataclasses.fields(Style) if f.name != "name")
        raise ValueError(f"a style has the fields {fields}, not {sorted(changes)}") from None
    previous = current()
    _set(chosen)
    return _Switch(chosen, previous)


def _set(chosen: Style) -> None:
    global _current
    _current = chosen
    _apply_rc(chosen)


def _apply_rc(chosen: Style) -> None:
    import matplotlib

    for key, value in _saved_rc.items():
        matplotlib.rcParams[key] = value
    _saved_rc.clear()
    for key, value in chosen.rc.items():
        _saved_rc[key] = matplotlib.rcParams[key]
        matplotlib.rcParams[key] = value


# --- measuring and fitting figures ------------------------------------------------------------


def displayed_scale(fig) -> float:
    """How much a 1280-pixel projector's slide shrinks ``fig`` to show it whole, in at most
    `SHOWN_WIDTH` pixels (1: not at all).

    >>> from matplotlib.figure import Figure
    >>> displayed_scale(Figure(figsize=(8, 4), dpi=100))
    1.0
    >>> displayed_scale(Figure(figsize=(21.2, 4), dpi=100))
    0.5
    """
    width = float(fig.get_figwidth() * fig.dpi)
    return min(1.0, SHOWN_WIDTH / width) if width > 0 else 1.0


def displayed_pixels(text) -> float:
    """The height of a text artist's font, in pixels on the projector.

    >>> from matplotlib.figure import Figure
    >>> displayed_pixels(Figure(figsize=(4, 2), dpi=72).suptitle("x", fontsize=10))
    10.0
    """
    fig = text.figure
    return float(text.get_fontsize() * fig.dpi / 72 * displayed_scale(fig))


def min_points(fig, chosen: Style | None = None) -> float:
    """The smallest font size, in points, that reads in ``fig`` under the style (0: any).

    >>> from matplotlib.figure import Figure
    >>> min_points(Figure(figsize=(8, 4), dpi=72), STYLES["lecture"])
    14.0
    """
    chosen = chosen or current()
    if not chosen.min_text_px:
        return 0.0
    return float(chosen.min_text_px * 72 / (fig.dpi * displayed_scale(fig)))


def readable_width(scene, width_px: float, smallest: float = 0.0, chosen=None) -> int:
    """The width in pixels to show ``scene`` (``linklab.render.scene``) at: ``width_px``, or
    wider where its smallest text (or ``smallest``, in board units, if smaller: a text later
    steps show) would read smaller than the style allows.

    >>> from linklab.render.scene.shapes import Scene, Text
    >>> scene = Scene(10, 2, (Text(1, 1, "1", 0.25),))
    >>> readable_width(scene, 600, chosen=STYLES["default"])
    600
    >>> readable_width(scene, 200, chosen=STYLES["default"]), readable_width(scene, 200, 0.2)
    (400, 500)
    """
    chosen = chosen or current()
    sizes = [shape.size for shape in scene.shapes if hasattr(shape, "text") and shape.text]
    sizes += [smallest] if smallest else []
    if not sizes or not chosen.min_text_px:
        return round(width_px)
    return round(max(width_px, scene.width * chosen.min_text_px / min(sizes)))


def fit_figure(fig) -> None:
    """Make ``fig`` follow the style: every text readable, legends short, Chinese in a CJK font.

    >>> from matplotlib.figure import Figure
    >>> fig = Figure(figsize=(4, 3), dpi=100)
    >>> ax = fig.add_subplot()
    >>> for k in range(8):
    ...     _ = ax.plot([0, 1], [k, k], label=f"line {k}")
    >>> with style("lecture"):
    ...     _ = ax.legend(fontsize=6)
    ...     fit_figure(fig)
    >>> [text.get_text() for text in ax.get_legend().texts][-2:]
    ['line 3', '+4 more']
    """
    from matplotlib.legend import Legend
    from matplotlib.text import Text

    from linklab.render import fonts

    chosen = current()
    least = min_points(fig, chosen)
    if chosen.legend_entries:
        for legend in fig.findobj(Legend):
            _cap_legend(legend, chosen.legend_entries)
    if least:
        for ax in fig.axes:
            for axis in (ax.xaxis, ax.yaxis):
                labels = axis.get_ticklabels()
                if labels and min(label.get_fontsize() for label in labels) < least:
                    ax.tick_params(axis=axis.axis_name, labelsize=least)
        for text in fig.findobj(Text):
            if text.get_text() and text.get_fontsize() < least:
                text.set_fontsize(least)
    fonts.translate_figure(fig)
    fonts.fit_cjk_text(fig)


def _cap_legend(legend, limit: int) -> None:
    from matplotlib.lines import Line2D
    from matplotlib.transforms import IdentityTransform

    labels = [text.get_text() for text in legend.texts]
    if len(labels) <= limit:
        return
    handles = list(legend.legend_handles)[: limit - 1]
    hidden = labels[limit - 1 :]
    more = Line2D([], [], linestyle="none")
    parent = legend.parent
    options = {
        "loc": legend._loc,
        "ncols": min(legend._ncols, limit),
        "frameon": legend.get_frame_on(),
        "fontsize": legend.texts[0].get_fontsize(),
    }
    anchor = legend.get_bbox_to_anchor()
    if anchor is not None and anchor is not getattr(parent, "bbox", None):
        # Already in pixels: the new legend must not transform it a second time.
        options["bbox_to_anchor"] = anchor
        options["bbox_transform"] = IdentityTransform()
    legend.remove()
    parent.legend(
        handles=[*handles, more], labels=[*labels[: limit - 1], f"+{len(hidden)} more"], **options
    )


# --- widgets ----------------------------------------------------------------------------------

LECTURE_CLASS = "linklab-lecture"


def widget_css(chosen: Style | None = None) -> str:
    """The stylesheet the widgets carry in the style (empty for the default).

    >>> "font-size: 18px" in widget_css(STYLES["lecture"]), widget_css(STYLES["default"])
    (True, '')
    """
    chosen = chosen or current()
    if not chosen.widget_font_px:
        return ""
    size = chosen.widget_font_px
    parts = (
        "",
        " .widget-label",
        " .widget-label-basic",
        " .widget-html-content",
        " .widget-readout",
        " button",
        " input",
        " select",
        " textarea",
        " .lm-TabBar-tab",
    )
    selectors = ", ".join(f".{LECTURE_CLASS}{part}" for part in parts)
    from linklab.render.slide_compare import SLIDE_COMPARE_CSS

    return (
        f"<style>{selectors} {{font-size: {size}px !important; line-height: 1.35;}}"
        f" .{LECTURE_CLASS} .widget-inline-hbox .widget-label {{min-width: max-content;}}\n"
        f"{SLIDE_COMPARE_CSS}</style>"
    )


def widget_dpi(dpi: float) -> float:
    """A widget picture's resolution in the style.

    >>> with style("lecture"):
    ...     widget_dpi(80)
    120.0
    """
    return dpi * current().widget_scale


class _CallableModule(types.ModuleType):
    """This module, callable: ``ll.style("lecture")`` sets a style, ``ll.style.current()`` and
    the rest stay reachable as attributes."""

    def __call__(self, name: str = "default", **changes) -> _Switch:
        return style(name, **changes)


sys.modules[__name__].__class__ = _CallableModule
