"""The core: boards, the rule, the searches and everything they yield, in pure Python.

Boards and rules (``board``, ``rules``, ``errors``), the one search loop and its named searches
(``search``; ``search_plain``, the paths they find with no events), the events they yield and
the folds that read them (``events``, ``trace``), the fast link test (``tilegrid``, ``checker``)
and what the rule says of two cells (``verdict``), the six-digit puzzle (``sixmoves``: its moves
and the one search over layouts, which ``sixdigits`` and ``sixanswers``, the judge's table,
read), random boards and inputs (``generate``, ``difficulty``, ``cases``, ``shrink``), the exact
solver (``solver``, its relaxation ``solver_relax``, ``solver_events``, ``solver_trace``), the
game's rules (``game``), and a learner's own search recorded as it runs (``learner_trace``),
read as states (``learner_states``) and held to every correct search (``learner_divergence``).

May import: the standard library and ``linklab.i18n``, nothing else (no third-party module,
not even inside a function). The same modules run in a kernel, in a judge process and in a
static page under Pyodide. ``tests/test_layers.py`` holds every module to this.

Examples
--------
>>> from linklab.core.board import parse_board
>>> from linklab.core.search import find_path
>>> find_path(parse_board("1 0 1"), (0, 0), (0, 2))
((0, 0), (0, 2))
"""
