"""Pictures: the figures' style and fonts, boards and search steps drawn with matplotlib, the
players' canvas, and export to PNG, SVG, PDF, GIF and JSON.

``scene`` (each picture described once, in pure Python), ``style`` (default or lecture),
``fonts`` (a CJK font for Chinese), ``draw`` (boards, paths, search steps), ``draw_scene`` (a
scene drawn by matplotlib), ``draw_sixdigits`` (the six-digit puzzle), ``canvas`` (one figure
redrawn per step), ``export`` (pictures and traces to files) and ``text_sizes`` (a figure's
texts in its own pixels, and PNGs that carry their smallest, for measuring slides) and
``slide_compare`` (how a comparison of searches lays out on a slide).

May import: ``linklab.i18n``, ``linklab.core``, ``linklab.documents``, matplotlib, numpy and
Pillow; never the course, the widgets, the commands or the site.
"""
