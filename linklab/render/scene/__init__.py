"""A picture described once, in pure Python: a scene of rectangles, texts and lines in board
units, drawn by matplotlib for figures and exports (``linklab.render.draw_scene``) and as SVG
in a page (``linklab.render.scene.svg``), the static page's Python included.

``palette`` (each kind's colour and letter), ``shapes`` (the scene and what it holds),
``board`` (the scene of a board, its marks and paths), ``search`` (a search's step on its
board), ``readable`` (a scene's texts made large enough for a slide), ``sixdigits`` (a layout,
and the explorer's graph), ``svg`` (a scene as SVG text), ``step_coding`` (scenes and
texts coded each against the one before, for a page that decodes them in order) and
``vision`` (colours as a colour-blind eye sees them, their differences and text contrast).

May import: ``linklab.i18n`` and ``linklab.core``, and the standard library only: the static
pages run it under Pyodide.
"""
