"""Each document's approach re-done as its program behaves, quirks included.

One module per document, each search a generator of the same events as ``linklab.core.search``
(``linklab.core.sixdigits`` for document 001), so a document's search and the corrected one can be
stepped side by side. Where a program's behaviour is undefined (it reads or writes outside
an array) the search raises ``linklab.core.errors.UndefinedBehaviour`` at that point.

- ``doc000``: the BFS of document 000 (连连看游戏辅助), ``TRUE``/``FALSE``;
- ``doc001``: the per-line BFS of document 001 (六数码);
- ``doc003``: the pruned DFS of document 003 (HDU 1175);
- ``doc004``: the DFS around the outside, ``Judge`` and ``Create`` of document 004;
- ``answers``: judge answers as each program gives them (``answer_as``);
- ``costs``: the work of every approach on one board (``compare_costs``);
- ``programs``: each program's text as printed (``source``), and the line each event stands
  for (``event_lines``);
- ``approaches``: every way the package answers a pair query, by name;
- ``common``: what the documents' programs share (reading outside an array, their reasons);
- ``quirks`` and ``quirk_gallery``: each program's quirks, and a board that shows each;
- ``registry``: one record per document, all the rest needs to know of it.

May import: ``linklab.i18n`` and ``linklab.core``; pure Python like them (the static pages run it).

Examples
--------
Document 000's first step jumps the 2 next to the start, though no path may:

>>> from linklab import Board
>>> board = Board.from_rows([[1, 1], [2, 1]])
>>> list(doc000_bfs_events(board, (1, 1), (0, 0)))[-1]
Found(path=((1, 1), (1, 0), (0, 0)))
>>> answer_as("000", [1, 1, 2, 1], 2, 2, (1, 1), (0, 0))
True
>>> corrected_answer("000", board, (1, 1), (0, 0))
False
"""

from linklab.core.board import corners, walk
from linklab.documents import quirk_gallery, quirks
from linklab.documents.answers import (
    DOCUMENT_RULES,
    DOCUMENT_SEARCHES,
    answer_as,
    answerer_as,
    corrected_answer,
    document_answer,
)
from linklab.documents.common import DOCUMENT_REASONS, OutOfArray
from linklab.documents.costs import Cost, compare_costs, cost_of, format_costs
from linklab.documents.doc000 import doc000_bfs_events
from linklab.documents.doc001 import (
    doc001_bfs_events,
    doc001_can_reach,
    doc001_moveto,
    doc001_number,
    judge_sixdigits_as_001,
)
from linklab.documents.doc003 import doc003_dfs_events
from linklab.documents.doc004 import (
    PRINTED_BOARD,
    UNSET,
    Doc004Deal,
    doc004_dfs_events,
    doc004_generate,
    doc004_judge,
)
from linklab.documents.programs import (
    event_lines,
    first_line,
    program_language,
    source,
    source_line,
    source_lines,
    undefined_lines,
)

__all__ = [
    "DOCUMENT_REASONS",
    "DOCUMENT_RULES",
    "DOCUMENT_SEARCHES",
    "PRINTED_BOARD",
    "UNSET",
    "Cost",
    "Doc004Deal",
    "OutOfArray",
    "answer_as",
    "answerer_as",
    "compare_costs",
    "corners",
    "corrected_answer",
    "cost_of",
    "doc000_bfs_events",
    "doc001_bfs_events",
    "doc001_can_reach",
    "doc001_moveto",
    "doc001_number",
    "doc003_dfs_events",
    "doc004_dfs_events",
    "doc004_generate",
    "doc004_judge",
    "document_answer",
    "event_lines",
    "first_line",
    "format_costs",
    "judge_sixdigits_as_001",
    "program_language",
    "quirk_gallery",
    "quirks",
    "source",
    "source_line",
    "source_lines",
    "undefined_lines",
    "walk",
]
