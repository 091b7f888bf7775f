"""The static edition: every notebook executed into a page that steps, checks and draws with no
server (``python -m linklab.site.build``, ``make site``).

``build`` (the command and its driver: the pages built side by side, the index, the app's
page), and beside it one module for each of its jobs: ``editions`` (the course's notebooks in
each language, the page each becomes), ``assets`` (the scripts from npm, at pinned versions,
copied into ``_static``), ``notebook_run`` (a notebook executed in a fresh kernel, a stuck or
failing cell named), ``widget_state`` (the saved widget state read and packed into the page),
``figures`` (PNG figures stored with a palette), ``needs`` (what needs a kernel, said in
place), ``notebook_page`` (a notebook's page and slide edition as HTML), ``page_build`` (one
page run, written and measured: its `Page`), ``stamps`` (what each page was built from, so an
unchanged one is kept), ``index`` (the course's table), ``budget`` (the weights against their
budgets) and ``handouts`` (each page printed to a PDF); ``lecture_twin`` (in a
page's run, each cell that draws drawn again in the lecture style for its slides), ``live`` (a
live widget's block in a page, its first view drawn at build time, played by ``live.js``),
``slideshow`` (each slide as
jupyterlab-rise shows it, measured), ``slides`` (each page's slide edition, reveal.js from the
site's own files, started by ``slides.js``), ``lab_server`` (JupyterLab for a browser to drive),
``python`` (the pages' own Python: Pyodide's core and the pure-Python layers ``linklab.i18n``,
``core``, ``documents``, ``render.scene``, ``course`` and ``apps``, packed, started once at
build time by ``snapshot.mjs`` and in each page, from that snapshot, by ``page_python.js``),
``made_once`` (what the build makes slowly, the packed Python and its snapshot, kept by the
digest of its inputs),
``policy`` (each page's Content-Security-Policy: its own files, its worker and WebAssembly, no
connection) ``keep`` (a learner's work kept in the page's storage,
played back on reload, saved as a file), ``practice_page`` (the practice page in each
language, ``practice.js`` playing ``linklab.apps.page_practice``, its record kept with the work),
``save`` (every picture a page shows saved as SVG or
PNG, made in the page) and ``shell`` (what every page has around its content: a skip link, its
main landmark, a focus ring, calm motion; the accessibility statement as a page).

The top floor: may import every other layer; nothing imports it.
"""
