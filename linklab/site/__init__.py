"""The static edition: every notebook executed into a page that steps, checks and draws with no
server (``python -m linklab.site.build``, ``make site``).

``build`` (the pages, the index, the handouts), ``frames`` (the players' pictures stored as
tiles) and ``python`` (the pages' own Python: Pyodide's core and the pure-Python layers
``linklab.i18n``, ``linklab.core``, ``linklab.documents`` and ``linklab.course``, packed).

The top floor: may import every other layer; nothing imports it.
"""
