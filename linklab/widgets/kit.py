"""What every widget is built with: CSS classes, a button width, the export row, a table.

Examples
--------
>>> import ipywidgets as widgets
>>> classed(widgets.Button(), "linklab-run")._dom_classes
('linklab-run',)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

import ipywidgets as widgets

from linklab.apps.step_texts import counters_html as counters_html  # widgets read it here
from linklab.core.errors import InputError
from linklab.i18n import language, translate, translate_html, worth_translating
from linklab.render.export import FIGURE_FORMATS
from linklab.render.style import LECTURE_CLASS, widget_css

#: What only a screen can use (keys, buttons for a kernel): left out of a printed handout.
SCREEN_ONLY = "linklab-screen-only"
KEYS_HELP = "<small>Keys: click the step slider, then ← → step, Home/End jump.</small>"


def label_width_px(labels: Iterable[str], font_px: float | None = None) -> int:
    """A button width that holds the longest of ``labels`` whole, at ``font_px`` (the style's
    widget font, else 13 px): a bold sans-serif letter is at most 0.7 em wide, a Chinese
    character 1 em, plus padding.

    >>> label_width_px(["paint", "endpoints"], 13)
    108
    >>> label_width_px(["广度优先"], 20)
    120
    """
    from linklab.render.style import current

    font_px = font_px or current().widget_font_px or 13
    return round(max(_text_em(label) for label in labels) * font_px + 2 * font_px)


def _text_em(text: str) -> float:
    """How many em ``text`` takes at most: 0.7 a letter or digit, 1 a wide (Chinese) one."""
    from linklab.i18n import display_width

    return sum(1.0 if display_width(char) == 2 else 0.7 for char in text)


def number_width_px(
    description: str, digits: int = 3, font_px: float | None = None, least: int = 130
) -> int:
    """The width of a number field labelled ``description`` (in the language in force) that
    shows ``digits`` digits whole beside its spinner, at ``font_px`` (the style's widget font,
    else 13 px), and never narrower than ``least``: the label takes its room (80 px) whatever
    its length, so a long label only widens the field.

    >>> number_width_px("rows", 2, 13), number_width_px("rows", 2, 20)
    (130, 174)
    >>> from linklab.i18n import using
    >>> with using("zh"):
    ...     number_width_px("rows", 2, 20) > number_width_px("rows", 2, 13)
    True
    """
    from linklab.render.style import current

    font_px = font_px or current().widget_font_px or 13
    label = translate(description) if language() == "zh" else description
    return max(least, round((_text_em(label) + 0.7 * digits + 4.5) * font_px))


def classed(widget: widgets.DOMWidget, *names: str) -> widgets.DOMWidget:
    """``widget`` with the CSS classes ``names`` added (the browser tests and the lecture style
    find widgets by them); returns the widget.

    >>> classed(widgets.Button(), "linklab-run", "linklab-big")._dom_classes
    ('linklab-run', 'linklab-big')
    """
    for name in names:
        widget.add_class(name)
    return widget


class Exporter:
    """A format chooser, an Export button and a label naming the files written: every widget's
    export row. ``write(format)`` writes one file and returns its path; ``box`` is the row.

    >>> row = Exporter(lambda fmt: None)
    >>> row.format.options[:3]
    ('png', 'svg', 'pdf')
    """

    def __init__(self, write, options: Sequence[str] = (*FIGURE_FORMATS, "all")):
        self._write = write
        self.format = classed(
            # named by a label of its own (a screen reader says what the list chooses)
            widgets.Dropdown(
                options=list(options),
                value=options[0],
                description="format",
                style={"description_width": "initial"},
                layout={"width": "140px"},
            ),
            "linklab-export-format",
        )
        self.button = classed(
            widgets.Button(description="Export", tooltip="write the picture to a file"),
            "linklab-export",
        )
        self.label = classed(widgets.Label(""), "linklab-export-label")
        self.button.on_click(lambda _: self.export())
        self.box = widgets.HBox([self.format, self.button, self.label])
        self.written: list[Path] = []

    def export(self) -> list[Path]:
        """Write the chosen format (every picture format for ``all``); the paths written."""
        chosen = self.format.value
        formats = FIGURE_FORMATS if chosen == "all" else (chosen,)
        try:
            self.written = [self._write(fmt) for fmt in formats]
        except (InputError, OSError) as failed:
            self.label.value = f"export failed: {failed}"
            return []
        self.label.value = "wrote " + ", ".join(str(path) for path in self.written)
        return self.written


def decorate(widget) -> None:
    """Give a widget the style's look (in the lecture style, its class and stylesheet) and the
    language in force (``linklab.i18n``).

    >>> import ipywidgets
    >>> from linklab.render.style import LECTURE_CLASS, style
    >>> box = ipywidgets.VBox([ipywidgets.Label("hi")])
    >>> with style("lecture"):
    ...     decorate(box)
    >>> LECTURE_CLASS in box._dom_classes, len(box.children)
    (True, 2)
    """
    translate_widgets(widget)
    css = widget_css()
    if not css:
        return
    widget.add_class(LECTURE_CLASS)
    widget.children = [*widget.children, widgets.HTML(css)]


def decorate_container(widget) -> None:
    """Give a container of widgets (tabs, a box) the style's class, so that its own labels
    (tab titles) follow the style too; its children bring the stylesheet.

    >>> import ipywidgets
    >>> from linklab.render.style import LECTURE_CLASS, style
    >>> tabs = ipywidgets.Tab()
    >>> decorate_container(tabs); LECTURE_CLASS in tabs._dom_classes
    False
    """
    if widget_css():
        widget.add_class(LECTURE_CLASS)


def translate_widgets(root) -> None:
    """Put ``root`` and every widget inside it in the language in force: descriptions, tooltips,
    the labels of options, and the text of labels and HTML, now and whenever it changes; a
    labelled control with no tooltip gets its label's text as one (in every language).

    >>> import ipywidgets as widgets
    >>> button, note = widgets.Button(description="Export"), widgets.HTML("")
    >>> from linklab.i18n import using
    >>> with using("zh"):
    ...     translate_widgets(widgets.VBox([button, note]))
    ...     note.value = "<b>Play</b>"
    >>> button.description, note.value
    ('导出', '<b>播放</b>')
    """
    chinese = language() == "zh"
    seen: set[int] = set()
    stack = [root]
    while stack:
        widget = stack.pop()
        if id(widget) in seen or not isinstance(widget, widgets.Widget):
            continue
        seen.add(id(widget))
        if chinese:
            for name in ("description", "tooltip", "placeholder"):
                value = getattr(widget, name, None)
                if isinstance(value, str) and worth_translating(value):
                    setattr(widget, name, translate(value))
            _translate_options(widget)
            if isinstance(widget, (widgets.HTML, widgets.Label, widgets.HTMLMath)):
                _follow_text(widget)
        _title_the_label(widget)
        stack.extend(getattr(widget, "children", ()) or ())


def _title_the_label(widget) -> None:
    """A labelled control with no tooltip takes its label's text as one: ipywidgets 8 shows a
    tooltip of None on the label as the word "null".

    >>> box = widgets.IntText(description="seed")
    >>> _title_the_label(box); box.tooltip
    'seed'
    """
    label = getattr(widget, "description", "")
    if getattr(widget, "tooltip", "") is None and label:
        widget.tooltip = label


def _translate_options(widget) -> None:
    labels = getattr(widget, "_options_labels", None)
    if not labels or not hasattr(widget, "options"):
        return
    shown = [translate(label) if worth_translating(label) else label for label in labels]
    if list(shown) == list(labels):
        return
    value = widget.value
    widget.options = list(zip(shown, widget._options_values))
    widget.value = value


def _follow_text(widget) -> None:
    def show(change=None) -> None:
        value = widget.value
        if isinstance(value, str) and value:
            translated = translate_html(value)
            if translated != value:
                widget.value = translated

    show()
    widget.observe(show, names="value")
