"""The game widget's old address: `linklab.widgets.game`.

>>> from linklab.widgets.game import GameWidget as moved
>>> GameWidget is moved
True
"""

from linklab.widgets.game import GameWidget, cell_css, face_index

__all__ = ["GameWidget", "cell_css", "face_index"]
