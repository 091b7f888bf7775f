"""A widget's output that also carries its picture, for a front end that cannot draw widgets.

jupyterlab-rise's slideshow (``Alt R``) cannot load ipywidgets 8's widget manager (its own
JupyterLab, built on JupyterLab 4.3's modules, does not share ``@jupyterlab/console``, which
the manager needs), so a widget there would show as its text, ``TracePlayer(children=(…``.
Each of the course's widgets adds its current picture (PNG) to what it shows: JupyterLab, Voilà
and the static site still draw the live widget, which they rank first; the slideshow shows the
picture (a player's with ◀ ▶ stepped by its kernel, `linklab.widgets.slide_steps`).

Examples
--------
>>> import ipywidgets as widgets
>>> class Box(ShownAsPicture, widgets.VBox):
...     def slide_png(self):
...         return b"png"
>>> sorted(Box()._repr_mimebundle_())
['application/vnd.jupyter.widget-view+json', 'image/png', 'text/plain']
"""

from __future__ import annotations

import base64
from typing import Any

PNG = "image/png"


class ShownAsPicture:
    """Put before an ipywidgets class: its outputs carry `slide_png` beside the widget."""

    def slide_png(self) -> bytes | None:
        """The picture the widget shows now, as PNG bytes (None: no picture yet)."""
        return None

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        bundle = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        if not bundle:
            return bundle
        png = self.slide_png()
        if png:
            bundle = {**bundle, PNG: base64.b64encode(png).decode("ascii")}
        return bundle
