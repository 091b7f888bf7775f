# ---
# jupyter:
#   jupytext:
#     formats: ipynb,scripts//py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.7
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown] slideshow={"slide_type": "slide"}
# # 1. The rule: what links two tiles
#
# 连连看 (*Lianliankan*, also sold as Onet) follows the Japanese game Shisen-Sho (四川省). Its
# board is full of tiles. Click two tiles of the same kind; if a line of **at most three
# straight segments** joins them through empty cells, both vanish. Every program in this
# course is an answer to one question: *do these two tiles link?*
#
# **After this notebook you can**
#
# - read a board the way the documents write it: a grid of numbers, 0 for an empty cell;
# - say when two tiles link, and count the turns of a path;
# - check a path against the rule with the package;
# - tell the *inside* rule (documents 000 and 003) from the *around the outside* rule (document 004);
# - edit a board and try pairs in the board editor.
#
# *About 45 minutes in class (three exercises).* Each exercise cell starts as
# `prediction = ...`: replace the `...` with your answer and run the cell and the check below
# it. A wrong answer gets a hint; a wrong answer also names
# the command that shows the worked answer, `ll.exercises.reveal("01.1")` and so on, for when you
# ask.

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Before you start
#
# - A little Python: run a cell, call a function, read a tuple such as `(1, 3)`;
# - a grid of rows and columns, as in a spreadsheet;
# - no graph theory: what a search is starts in notebook 2.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## A board is a grid of kinds
#
# Document 000 turns a game into a two-dimensional array: `0` is an empty cell, and a number is
# the kind of the tile there. `ll.parse_board` reads that text; document 004 writes the same
# board with letters (`A` for kind 1) and `*` for an empty cell.

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, up to “A path is its corners”
#
# **Ask:** Where is row 2, column 3 on the picture, and how does the code name it?
#
# **Wrong answers, and what each reveals:**
#
# - `(2, 3)`: the screen's numbers typed as code; cells count from 1 on screen, from 0 in code.
# - `(3, 2)`: row and column swapped: the tuple is (row, column), as the C arrays index it.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### How cells are counted
#
# - **On screen, cells count from 1**: row 1, column 1 is the top-left cell, in the pictures'
#   numbers, in the messages and in HDU 1175's judge input (document 003).
# - **In code, cells count from 0**: the package's functions take and return a cell as a tuple
#   `(row, col)`, as the documents' C arrays index it: row 2, column 2 on screen is `(1, 1)`.
#
# (Document 000's input, the judge's `pair` format, counts from 0 too, as its program does.)

# %%
board = ll.parse_board("""
0 0 0 0 0
0 1 2 0 0
0 0 3 4 0
0 0 0 1 0
""")
print(ll.format_board(board, "letters"))
board.shape, board[1, 1], board[3, 3]

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The board, drawn

# %% jupyter={"source_hidden": true}
fig, ax = plt.subplots(figsize=(4.5, 3.8), layout="constrained")
ll.draw.draw_board(ax, board, ends=[(1, 1), (3, 3)])
ll.export.save_figure(fig, "board.png");  # one call writes the picture: .png, .svg or .pdf

# %% slideshow={"slide_type": "skip"}
assert board[1, 1] == 1 and board[0, 0] == 0  # row 2, column 2 on screen holds kind 1

# %% [markdown] slideshow={"slide_type": "slide"}
# ## A path is its corners
#
# `ll.find_path(board, a, b)` answers the question. It returns the path as its **corner cells**,
# both ends included, or `None` when no path obeys the rule. A path with *k* corners between its
# ends has *k* turns and *k* + 1 straight segments.

# %%
path = ll.find_path(board, (1, 1), (3, 3))
path, len(path) - 2

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, up to “Exercise 1: count the turns”
#
# **Ask:** A path has three corners between its ends: how many turns, how many segments?
#
# **Wrong answers, and what each reveals:**
#
# - `3`: for its segments: three segments are two turns (*turns and segments*).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The path, drawn

# %% jupyter={"source_hidden": true}
fig, ax = plt.subplots(figsize=(4.5, 3.8), layout="constrained")
ll.draw.draw_board(ax, board, ends=[path[0], path[-1]])
ll.draw.draw_path(ax, path)
ll.export.save_figure(fig, "first-path.png");

# %% [markdown]
# Document 000's sample says `TRUE` for this pair: down the empty column, then right along the
# bottom row. One turn, two segments.

# %% slideshow={"slide_type": "skip"}
assert path == ((1, 1), (3, 1), (3, 3))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## One board, one pair for each case
#
# Six kinds, two tiles each. The two `D`s see each other along a row; `E` and `F` need one turn;
# the others are for you.

# %%
six = ll.parse_board("""
AB**AC
*D**D*
**E***
E***BF
C*F***
""")
pairs = {ll.draw.kind_label(kind): [cell for cell in six.tiles() if six[cell] == kind]
         for kind in six.counts()}
pairs

# %%
for name in "DEF":
    print(name, ll.find_path(six, *pairs[name]))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1: count the turns
#
# Look at the two `B`s, at (1, 2) and (4, 5) in the picture's numbering. How many turns does
# the best path between them need? (Answer `None` if you think they do not link.)

# %% jupyter={"source_hidden": true}
fig, ax = plt.subplots(figsize=(3, 2.55), layout="constrained")
ll.draw.draw_board(ax, six, ends=pairs["B"])
ll.export.save_figure(fig, "six-pairs.png");

# %% tags=["exercise"]
prediction = ...  # your answer: a whole number of turns, or None if they do not link

# %%
ll.exercises.check("01.1", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, up to “Exercise 2: is this path legal?”
#
# **Ask:** Let the room write its count before anyone runs the check.
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The rule as an object: `ll.Rules`
#
# `ll.Rules(max_turns=2, outside=False)` is the rule every document gives: at most two turns,
# and the path stays on the board. Lower the limit and the `E`s stop linking:

# %%
for turns in range(4):
    print(turns, ll.find_path(six, *pairs["E"], ll.Rules(max_turns=turns)))

# %% slideshow={"slide_type": "skip"}
assert ll.find_path(six, *pairs["E"], ll.Rules(max_turns=0)) is None

# %% [markdown]
# To check a path you drew yourself, `ll.rules.path_problem` says what is wrong with it, or
# `None` when it obeys the rule.

# %%
ll.rules.path_problem(six, ((1, 1), (1, 4)))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2: is this path legal?
#
# The two `F`s: someone proposes *left along row 4 to column 3, then down into the F* — the
# corners `(3, 5), (3, 2), (4, 2)`. Does that path obey the rule? If not, which cell stands in
# its way? (A cell `(row, col)`, or `None` if the path is legal.)

# %% tags=["exercise"]
prediction = ...  # your answer: the cell in the way, (row, col), or None if the path is legal

# %%
ll.exercises.check("01.2", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 7 min**, up to “Exercise 3: around the outside”
#
# **Ask:** The path turns once: is that enough to make it legal?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Inside, or around the outside
#
# Documents 000 and 003 keep the path on the board (document 003 admits this is not how the
# game is played, "但事实上这是错的", and keeps it anyway). Document 004 lets the path leave the
# board and run along a ring of empty cells around it: `ll.Rules(outside=True)`. The ring is
# drawn dashed, one cell wide, and the pictures leave its cells unnumbered. In code its cells
# are row `-1` and row `rows` (above and below the board), column `-1` and column `cols`.

# %%
around = ll.Rules(outside=True)
ll.find_path(six, *pairs["A"]), ll.find_path(six, *pairs["A"], around)

# %% slideshow={"slide_type": "skip"}
assert all(r == -1 for r, c in ll.find_path(six, *pairs["A"], around)[1:-1])  # the top ring

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Every pair, inside and around the outside

# %% jupyter={"source_hidden": true}
fig, axes = plt.subplots(1, 2, figsize=(9, 4.1), layout="constrained")
for ax, rules, title in zip(axes, (ll.Rules(), around), ("inside the board", "around the outside")):
    ll.draw.draw_board(ax, six, rules)
    for a, b in pairs.values():
        found = ll.find_path(six, a, b, rules)
        if found:
            for line in ll.draw.draw_path(ax, found, color=ll.draw.kind_color(six[a]), linewidth=4):
                line.set_zorder(1.5)  # under the tiles, as the game draws its lines
    ax.set_title(ll.tr("{where}: every pair that links", where=title), loc="left")
ll.export.save_figure(fig, "inside-and-outside.png");

# %% [markdown]
# The ring adds ways round, never removes one: whatever links inside also links around the
# outside.

# %% slideshow={"slide_type": "skip"}
for a, b in pairs.values():
    assert ll.find_path(six, a, b) is None or ll.find_path(six, a, b, around) is not None

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 3: around the outside
#
# Under document 004's rule (round the outside allowed), how many turns does the shortest way
# between the two `C`s take, however many it needs? They link only if it is at most two. (A whole
# number.)

# %% tags=["exercise"]
prediction = ...  # your answer: a whole number of turns

# %%
ll.exercises.check("01.3", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 8 min**, to the end
#
# **Ask:** With the ring open, does anything link? What still limits a path?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Try it yourself: the board editor
#
# `ll.widgets.BoardEditor` shows a board as buttons.
#
# - **paint**: choose a kind in the palette (the blank swatch empties a cell), then click cells;
# - **endpoints**: click two tiles, choose the rule (*max turns*, *around the outside*) and press
#   **Find path**. With `bfs` or `dfs` a step-by-step player of the search opens below;
#   notebooks 2 and 3 are about what it shows;
# - **Undo** takes back an edit; the text box loads and saves a board in any of the three forms;
#   **Export** writes the picture into `exports/`, a folder beside this notebook.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The board editor

# %%
editor = ll.widgets.BoardEditor(six, kinds=6)
editor

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The editor driven from code

# %% [markdown]
# The editor can be driven from code too, which is how this notebook checks it. Pick the two
# `A`s, allow the ring, and search (the editor above changes as this cell runs):

# %%
editor.mode.value = "endpoints"
editor.pick((0, 0))
editor.pick((0, 4))
editor.outside.value = True
editor.run()
editor.path

# %% slideshow={"slide_type": "skip"}
assert editor.path == ll.find_path(six, (0, 0), (0, 4), around)

# %% [markdown]
# Things to try in the editor: clear the `B` at (1, 2) and link the `A`s inside the board; wall
# in a tile; make a pair that needs exactly three turns.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - A board is a grid of kinds, 0 for empty; cells are `(row, col)` from 0 in code, from 1 on
#   screen and in HDU 1175's input.
# - Two tiles of one kind link when a path of at most three straight segments — **at most two
#   turns** — joins them through empty cells. `ll.find_path` returns its corners.
# - The rule is an object, `ll.Rules(max_turns, outside)`; `ll.rules.path_problem` checks a path.
# - Around the outside (document 004) a path may use a ring of empty cells around the board; it
#   only adds links.
# - Next: *how* does a program find the path? Notebook 2 searches breadth first.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Further reading
#
# - HDU Online Judge, problem 1175, 连连看: the judge problem of document 003, its input
#   format and limits.
# - T. H. Cormen, C. E. Leiserson, R. L. Rivest and C. Stein, *Introduction to Algorithms*,
#   4th ed., MIT Press, 2022, chapter 20 (graphs and their searches), for notebooks 2 and 3.
# - A. Patel, *Red Blob Games*, "Introduction to the A* algorithm": paths on a grid, drawn
#   step by step.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Practise
#
# New questions on new boards, each checked by the course's own searches: three right in a
# row take you up a level, two wrong in a row down one. Choose any skill of the course in
# the list, or what you miss most; your levels are kept in `linklab-practice.json` beside
# the notebooks.

# %%
ll.practice("pairs")
