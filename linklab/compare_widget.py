"""The comparison player's old address: `linklab.widgets.compare` and `linklab.approaches`.

>>> from linklab.widgets.compare import ComparePlayer as moved
>>> ComparePlayer is moved
True
"""

from linklab.approaches import APPROACHES, Approach
from linklab.widgets.compare import ComparePlayer, SixDigitCompare
from linklab.widgets.compare_panes import Pane, SixPane, code_html  # noqa: F401

__all__ = ["APPROACHES", "Approach", "ComparePlayer", "Pane", "SixDigitCompare", "SixPane"]
