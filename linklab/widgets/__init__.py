"""Widgets for the notebooks, one module each, around one stepped player.

=====================  ==========================================================================
``stepped``            `SteppedPlayer`: the only place that knows how a player steps
``stage``              `Stage`: its page side (pictures, texts and controls, stepped in the page)
``prefetch``           `FramePrefetcher`: which pictures the kernel draws, and when (ahead)
``kit``                `classed`, `Exporter`, `label_width_px`: what every widget is built with
``slide_picture``      `ShownAsPicture`: a widget's output carries its picture, for RISE's slides
``slide_steps``        `slide_html`: a player's picture on a RISE slide, stepped by its kernel
``board_keys``         `BoardKeys`: a board of buttons played by keys, each key's effect said
``trace_player``       `TracePlayer`: a search, step by step
``compare``            `ComparePlayer`, `SixDigitCompare`: approaches side by side, in step
``compare_panes``      `Pane`, `SixPane`: what each approach did at each step
``compare_slide``      `slide_scene`: a comparison's picture for RISE, its panes named under it
``move_pad``           `MovePad`: the six-digit explorer's move buttons, in the page
``solver_view``        `SolverView`: the exact solver's work, step by step
``board_editor``       `BoardEditor`: paint a board, pick two tiles, search
``sixdigits_explorer`` `SixDigitExplorer`: move the six digits with α and β
``game``               `GameWidget`: document 004's game to click
``learner_player``     `LearnerSearchPlayer`: a learner's own search beside the course's
``practice``           `PracticeWidget` (``ll.practice()``): questions of each skill, levels kept
=====================  ==========================================================================

Each widget keeps its pictures to itself (no pyplot): a player's and the explorer's are scenes
(``linklab.render.scene``) the page draws as SVG, the editor's and the game's PNGs of the same
scenes; in a plain test, setting ``player.step`` or calling a button's ``click()`` redraws at
once.

May import every layer below: ``linklab.i18n``, ``core``, ``documents``, ``render``, ``course``
and ``apps`` (the sessions the widgets drive), with ipywidgets and anywidget; never
``linklab.cli`` or ``linklab.site``.

Examples
--------
>>> import linklab as ll
>>> ll.widgets.TracePlayer is ll.widgets.trace_player.TracePlayer
True
"""

from IPython import get_ipython

from linklab.widgets.board_editor import BoardEditor
from linklab.widgets.compare import ComparePlayer, SixDigitCompare
from linklab.widgets.compare_panes import Pane, SixPane
from linklab.widgets.game import GameWidget
from linklab.widgets.kit import KEYS_HELP, Exporter, classed, decorate, decorate_container
from linklab.widgets.learner_player import LearnerSearchPlayer, show_searches_in
from linklab.widgets.practice import PracticeWidget
from linklab.widgets.prefetch import FramePrefetcher
from linklab.widgets.sixdigits_explorer import SixDigitExplorer
from linklab.widgets.solver_view import SolverView
from linklab.widgets.stage import Stage
from linklab.widgets.stepped import SteppedPlayer
from linklab.widgets.trace_player import TracePlayer

# In a notebook, a check's report (the course, which may not import widgets) shows a learner's
# search in this player once the widgets are loaded; until then, as HTML the page steps.
show_searches_in(get_ipython())

__all__ = [
    "KEYS_HELP",
    "BoardEditor",
    "ComparePlayer",
    "Exporter",
    "FramePrefetcher",
    "GameWidget",
    "LearnerSearchPlayer",
    "Pane",
    "PracticeWidget",
    "SixDigitCompare",
    "SixDigitExplorer",
    "SixPane",
    "SolverView",
    "Stage",
    "SteppedPlayer",
    "TracePlayer",
    "classed",
    "decorate",
    "decorate_container",
]
