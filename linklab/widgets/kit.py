"""What every widget is built with: CSS classes, a button width, the export row, a table.

Examples
--------
>>> import ipywidgets as widgets
>>> classed(widgets.Button(), "linklab-run")._dom_classes
('linklab-run',)
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

import ipywidgets as widgets

from linklab.errors import InputError
from linklab.export import FIGURE_FORMATS

KEYS_HELP = "<small>Keys: click the step slider, then ← → step, Home/End jump.</small>"


def label_width_px(labels: Iterable[str], font_px: float | None = None) -> int:
    """A button width that holds the longest of ``labels`` whole, at ``font_px`` (the style's
    widget font, else 13 px): a bold sans-serif letter is at most 0.7 em wide, plus padding.

    >>> label_width_px(["paint", "endpoints"], 13)
    108
    """
    from linklab.style import current

    font_px = font_px or current().widget_font_px or 13
    return round(max(len(label) for label in labels) * 0.7 * font_px + 2 * font_px)


def classed(widget: widgets.DOMWidget, *names: str) -> widgets.DOMWidget:
    """``widget`` with the CSS classes ``names`` added (the browser tests and the lecture style
    find widgets by them); returns the widget.

    >>> classed(widgets.Button(), "linklab-run", "linklab-big")._dom_classes
    ('linklab-run', 'linklab-big')
    """
    for name in names:
        widget.add_class(name)
    return widget


def counters_html(counts: Mapping[str, object], *, fixed: bool = False) -> str:
    """Counters by name as a small two-column table.

    With ``fixed`` the table fills its box's width in columns of fixed widths, numbers in
    digits of one width, a number's cell one line high and a word's two (a longer text scrolls
    inside its cell), so that stepping changes no box's size.

    >>> counters_html({"step": "1 / 2"})
    "<table style='font-size:90%'><tr><td>step</td><td><b>1 / 2</b></td></tr></table>"
    >>> "table-layout:fixed" in counters_html({"step": "1 / 2"}, fixed=True)
    True
    """
    if not fixed:
        rows = "".join(
            f"<tr><td>{html.escape(name)}</td><td><b>{html.escape(str(value))}</b></td></tr>"
            for name, value in counts.items()
        )
        return f"<table style='font-size:90%'>{rows}</table>"
    rows = []
    for name, value in counts.items():
        text = str(value)
        lines = 1 if all(c.isdigit() or c in " /" for c in text) else 2
        rows.append(
            f"<tr><td style='vertical-align:top'>{html.escape(name)}</td><td>"
            f"<div style='height:{1.35 * lines:g}em;overflow-y:auto;overflow-wrap:anywhere'>"
            f"<b>{html.escape(text)}</b></div></td></tr>"
        )
    return (
        "<table style='font-size:90%;line-height:1.35;table-layout:fixed;width:100%;"
        "border-collapse:collapse;font-variant-numeric:tabular-nums'><colgroup>"
        f"<col style='width:45%'><col style='width:55%'></colgroup>{''.join(rows)}</table>"
    )


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
            widgets.Dropdown(options=list(options), value=options[0], layout={"width": "80px"}),
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
