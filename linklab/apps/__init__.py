"""The live apps: each a session in pure Python that both front ends drive, the kernel's widget
(``linklab.widgets``) and the static page (``linklab.site``), and its page side, which answers
the page's messages with what it shows.

=======================  ========================================================================
``game_session``         `GameSession`: document 004's game as a person plays it
``editor_session``       `EditorSession`: paint a board, pick two tiles, search
``compare_session``      `CompareSession`: approaches side by side on one query, in step
``six_compare_session``  `SixCompareSession`: document 001's BFS beside the one table
``explorer_session``     `ExplorerSession`: the six digits moved with α and β
``practice_session``     `PracticeSession`: questions of a skill, answers judged, levels kept
``step_texts``           a search step's counters and frontier, as every player shows them
``board_keys``           `BoardCursor`: a board played by keys; the board and a cell in words
``page_apps``            `handle`: the page's messages to its live parts, each found by import
``page_protocol``        `PAGE_MESSAGES`: those messages written once, as data the page reads
``page_game``            `PageGame`: the game in a static page
``page_editor``          `PageEditor`: the board editor in a static page
``page_compare``         `PageCompare`: the comparison player in a static page
``page_sixcompare``      `PageSixCompare`: the six-digit comparison in a static page
``page_explorer``        `PageExplorer`: the six-digit explorer in a static page
``page_practice``        `PagePractice`: practice until mastery in the static practice page
``page_panes``           what the two comparisons' page sides share
``page_steps``           every step's picture sent to the page once, to step with no round trip
``page_fields``          the fields a page's part shows, and what was typed in them read
``page_link``            `LinkState`: what a part shows as a link's payload, written and read
=======================  ========================================================================

A new live app is a session here (pure Python, no screen), a ``page_*`` module that answers
with what the page shows, one line in ``page_apps.APPS``, and its widget in ``linklab.widgets``.

May import: ``linklab.i18n``, ``core``, ``documents``, ``render.scene`` and ``course``, and the
standard library only, inside functions too: a static page runs this layer under Pyodide.

Examples
--------
>>> from linklab.apps.page_apps import APPS
>>> sorted(APPS)
['compare', 'editor', 'explorer', 'game', 'practice', 'sixcompare']
"""
