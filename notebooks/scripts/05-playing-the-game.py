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
# # 5. Playing the game
#
# So far every question was about one pair. A game is a sequence of them: remove a pair, and
# the board changes for every later pair. Document 004 deals a 10x20 board and lets you play;
# document 000's last step has the program play like a person: "程序模拟人点击可以消除的一对游戏牌进行消除"
# — *the program imitates a person clicking a pair that can be removed, and removes it*.
#
# **After this notebook you can**
#
# - deal a board as document 004 does, and one built to be clearable;
# - play through `ll.game.Game`: remove, undo, ask for a hint, and in the game widget by clicking;
# - watch a greedy player, and see it get stuck;
# - say what getting stuck proves about a board, and what it does not.
#
# *About 40 minutes in class (two exercises), more if the room plays.* Each exercise starts as
# `prediction = ...`: replace the `...`, run it and the check below it; the worked answer appears only
# when you ask for it, with `ll.exercises.reveal`, as a wrong answer's message says.

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
from collections import Counter

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Before you start
#
# - Notebook 1: the rule (at most two turns), `ll.find_path`, and the ring round the outside
#   (document 004's rule, used all through this notebook);
# - what a *state* of a search is (notebook 2): here it is the set of tiles still on the board;
# - a little Python: tuples, `for` loops, `assert`.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Dealing a board
#
# Document 004 wants ten kinds, each an even number of times, on 10x20 cells. Its `Create`
# plans the counts with `rand()`, but a draw that is odd or too large leaves a count unset, and
# the fill then reads it: undefined behaviour. `ll.documents.doc004_generate` re-does it:

# %%
deal = ll.documents.doc004_generate(2)
print(ll.tr("tiles planned, kind by kind: {counts}", counts=", ".join(
    f"{kind}: {ll.tr('unset') if count is ll.documents.UNSET else count}"
    for kind, count in deal.counts.items())))
print(ll.tr(deal.undefined))

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 8 min**, up to “Exercise 1: what can go now?”
#
# **Ask:** Is every board document 004 deals clearable? How would you deal one that is?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The board document 004 prints
#
# The board printed in document 004 itself shows the damage: two kinds have odd counts, so
# that board can never be cleared.

# %%
printed = ll.parse_board(ll.documents.PRINTED_BOARD)
{ll.draw.kind_label(kind): count for kind, count in printed.counts().items() if count % 2}

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Dealing in pairs
#
# `ll.generate.generate_board(rows, cols, kinds, seed)` deals pairs, so every count is even;
# with `solvable=True` it builds the board backwards from an empty one, so that it can be
# cleared.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
rules = ll.Rules(outside=True)  # document 004's rule: paths may go round the outside
dealt = ll.generate.generate_board(10, 20, 10, seed=2024, solvable=True, rules=rules)
fig, ax = plt.subplots(figsize=(7.3, 4.2), layout="constrained")
ll.draw.draw_board(ax, dealt, rules)
ax.set_title(ll.tr("10x20, ten kinds, every count even, built to be clearable"), loc="left")
ll.export.save_figure(fig, "dealt.png");

# %% slideshow={"slide_type": "skip"}
assert all(count % 2 == 0 for count in dealt.counts().values())

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Playing
#
# A smaller board to play on: 4x6, six kinds, full. `ll.game.Game` is a game as a value: every
# action returns a new game, so undo is going back to an earlier one, and a refused move changes
# nothing.

# %% jupyter={"source_hidden": true}
board = ll.parse_board("""
FFEBFA
CCFAED
DEDACB
CBABED
""")
game = ll.game.Game(board, rules)
fig, ax = plt.subplots(figsize=(5.2, 4), layout="constrained")
ll.draw.draw_board(ax, board, rules)
ll.export.save_figure(fig, "small-board.png");

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1: what can go now?
#
# On a full board only tiles on the edge (round the outside) and tiles side by side can link.
# How many pairs can be removed right now? (A tile with two partners counts twice.)

# %% tags=["exercise"]
prediction = ...  # your answer: a whole number of pairs

# %%
ll.exercises.check("05.1", prediction)

# %% [markdown]
# Remove a pair, ask for a hint, undo. A move that breaks the rule raises `MoveError`, which
# says why; the game is left as it was. The code names a cell `(row, col)` counted from 0, as
# you type it; every message a person reads counts rows and columns from 1, like the picture's
# axes and the judge formats.

# %%
after = game.remove((1, 0), (1, 1))
print(after.last_move)
print(ll.tr("hint: {move}", move=after.hint()))
try:
    after.remove((0, 2), (1, 2))
except ll.game.MoveError as error:
    refused = str(error)
    print(ll.tr("refused: {reason}", reason=refused))

# %% slideshow={"slide_type": "skip"}
assert after.undo().board == board

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 12 min**, up to “The greedy player”
#
# **Ask:** Count the pairs aloud, one kind at a time: who found one through the ring?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Play it yourself
#
# Click a tile, then its partner: if a path links them they go, and the path is shown. **Hint**
# marks a pair that can go; **Undo**, **Redo**; **Shuffle** at a dead end; **Auto-play step** and
# **Auto-play all** make the greedy player's moves (below); **Solve** searches exactly and **Play
# the solution** makes its moves; **New** deals another board.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Your move

# %%
play = ll.widgets.GameWidget(board, rules)
play

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Driving it from code

# %% [markdown]
# The widget runs on the same `Game`; a second game widget, driven from code, shows the same
# thing:

# %%
driven = ll.widgets.GameWidget(board, rules)  # its own game: the one above stays as played
driven.play((1, 0), (1, 1))
driven.message.value, driven.status.value

# %% [markdown]
# The widget's messages count from 1, as `MoveError` does: a refused click reads exactly like
# the `MoveError` printed earlier ("refused: …").

# %%
driven.play((0, 2), (1, 2))
driven.message.value

# %% slideshow={"slide_type": "skip"}
assert refused == "(1, 3) and (2, 3) hold different kinds"
assert driven.message.value == ll.i18n.translate(refused)  # in the edition's language

# %%
driven.play((0, 0), (0, 1))
driven.message.value

# %% slideshow={"slide_type": "skip"}
assert driven.message.value.startswith(ll.i18n.translate("removed (1, 1) and (1, 2)"))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The greedy player
#
# Document 000 only says that its program clicks a pair that can be removed, as a person
# would; it does not say which pair. `ll.game.autoplay_moves(board, rules)` makes one simple
# choice: look over the board row by row for the first tile that has a partner it links to,
# remove that pair, and start again. On this board it gets stuck.

# %%
greedy = game
for move in ll.game.autoplay_moves(board, rules):
    greedy = greedy.remove(move.a, move.b)
len(greedy.moves), len(greedy.board.tiles()), greedy.is_dead_end()

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 8 min**, up to “Exercise 2: stuck means hopeless?”
#
# **Ask:** Which pair will it take next? Ask before each step.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Its moves, one by one

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, axes = plt.subplots(2, 4, figsize=(13, 5.6), layout="constrained")
for ax, (before, move), number in zip(axes.flat, greedy.past, range(1, 8)):
    ll.draw.draw_board(ax, before, rules, ends=[move.a, move.b], ticks=False)
    ll.draw.draw_path(ax, move.path, linewidth=2.5)
    ax.set_title(ll.tr("move {n}", n=number), loc="left")
ll.draw.draw_board(axes.flat[-1], greedy.board, rules, ticks=False)
axes.flat[-1].set_title(ll.tr("stuck: {left} tiles left", left=10), loc="left")
ll.export.save_figure(fig, "greedy.png");

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### One picture a move
#
# The same moves as a sequence of pictures, one file each (a slide show, or frames for an
# animation):

# %%
for number, (before, move) in enumerate(greedy.past, 1):
    ll.export.export_board(before, f"greedy-{number:02d}.png", rules, route=move.path,
                           ends=[move.a, move.b], title=ll.tr("greedy move {n}", n=number), dpi=80)
sorted(path.name for path in ll.export.export_folder().glob("greedy-*.png"))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2: stuck means hopeless?
#
# The greedy player is stuck with ten tiles left. Is the board unsolvable — does *every* order
# of moves get stuck? (`True` or `False`.)

# %% tags=["exercise"]
prediction = ...  # your answer: True (no order of moves clears it) or False

# %%
ll.exercises.check("05.2", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 12 min**, to the end
#
# **Ask:** What would prove the board hopeless? What does getting stuck prove?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - Document 004's `Create` can leave counts unset (undefined behaviour) and odd (unclearable);
#   `generate_board` deals pairs, and with `solvable=True` builds a board that can be cleared.
# - `ll.game.Game` is a game as a value: `remove`, `undo`, `redo`, `hint`, `legal_pairs`; a
#   refused move raises `MoveError` and changes nothing.
# - The greedy player removes the first pair it finds, row by row (document 000's last step
#   plays like a person and names no order); it can get stuck on a board that another order
#   clears.
# - A player that clears a board proves it clearable; one that gets stuck proves nothing: only
#   that one order of moves failed.
# - Next: solving a board exactly, with an order of moves that clears it or a proof that none does.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Further reading
#
# - T. H. Cormen, C. E. Leiserson, R. L. Rivest and C. Stein, *Introduction to Algorithms*,
#   4th ed., MIT Press, 2022, chapter 15 (greedy algorithms: when the choice that looks best now
#   is safe to make, and how to prove it).
# - S. Russell and P. Norvig, *Artificial Intelligence: A Modern Approach*, 4th ed., Pearson,
#   2020, chapter 3 (solving problems by searching): a puzzle's positions as the states of a
#   search, and its moves as the steps between them.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Practise
#
# New questions on new boards, each checked by the course's own searches: three right in a
# row take you up a level, two wrong in a row down one. Choose any skill of the course in
# the list, or what you miss most; your levels are kept in `linklab-practice.json` beside
# the notebooks.

# %%
ll.practice("game-move")
