"""What each approach did at each step, read here under their old names: a board approach's
`Pane` is ``linklab.apps.compare_session``'s, a six-digit way's `SixPane`
``linklab.apps.six_compare_session``'s.

No widget here: `linklab.widgets.compare` shows them.

Examples
--------
>>> from linklab.core.board import Board
>>> pane = Pane(APPROACHES["bfs"], Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2))
>>> pane.status(3), pane.status(99)
('searching…', 'finished at step 12 (stays on its last frame): yes: a path with 0 turns')
"""

from __future__ import annotations

from linklab.apps.compare_session import Pane as Pane  # the old name here
from linklab.apps.compare_session import code_html as code_html
from linklab.apps.six_compare_session import SixPane as SixPane
from linklab.documents.approaches import APPROACHES, Approach  # noqa: F401  (APPROACHES: the old name here)
