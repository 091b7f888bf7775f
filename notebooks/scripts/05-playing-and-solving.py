# ---
# jupyter:
#   jupytext:
#     formats: ipynb,scripts//py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 5. Playing and solving
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
# - solve a board exactly, and compare greedy play with the exact answer.

# %%
# %matplotlib inline
import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown]
# ## Dealing a board
#
# Document 004 wants ten kinds, each an even number of times, on 10x20 cells. Its `Create`
# plans the counts with `rand()`, but a draw that is odd or too large leaves a count unset, and
# the fill then reads it: undefined behaviour. `ll.documents.doc004_generate` re-does it:

# %%
deal = ll.documents.doc004_generate(2)
deal.counts, deal.undefined

# %% [markdown]
# The board printed in document 004 itself shows the damage: two kinds have odd counts, so
# that board can never be cleared.

# %%
printed = ll.parse_board(ll.documents.PRINTED_BOARD)
{ll.draw.kind_label(kind): count for kind, count in printed.counts().items() if count % 2}

# %% [markdown]
# `ll.generate.generate_board(rows, cols, kinds, seed)` deals pairs, so every count is even;
# with `solvable=True` it builds the board backwards from an empty one, so that it can be
# cleared.

# %%
rules = ll.Rules(outside=True)  # document 004's rule: paths may go round the outside
dealt = ll.generate.generate_board(10, 20, 10, seed=2024, solvable=True, rules=rules)
fig, ax = plt.subplots(figsize=(9, 5.2), layout="constrained")
ll.draw.draw_board(ax, dealt, rules)
ax.set_title("10x20, ten kinds, every count even, built to be clearable", loc="left")
ll.export.save_figure(fig, "dealt.png");

# %%
assert all(count % 2 == 0 for count in dealt.counts().values())

# %% [markdown]
# ## Playing
#
# A smaller board to play on: 4x6, six kinds, full. `ll.game.Game` is a game as a value: every
# action returns a new game, so undo is going back to an earlier one, and a refused move changes
# nothing.

# %%
board = ll.parse_board("""
FFEBFA
CCFAED
DEDACB
CBABED
""")
game = ll.game.Game(board, rules)
fig, ax = plt.subplots(figsize=(5.5, 4.2), layout="constrained")
ll.draw.draw_board(ax, board, rules)
ll.export.save_figure(fig, "small-board.png");

# %% [markdown]
# ### Exercise 1: what can go now?
#
# On a full board only tiles on the edge (round the outside) and tiles side by side can link.
# How many pairs can be removed right now? (A tile with two partners counts twice.)

# %%
prediction = 8  # your answer: change it before you run the next cell

# %%
truth = game.legal_pairs()
if prediction == len(truth):
    print(f"✓ Right: {len(truth)} pairs: {truth}")
else:
    print(f"✗ Not quite: {len(truth)} pairs: {truth}. Look for equal tiles side by side, and "
          "for equal tiles on one edge: the ring round the board joins them.")

# %% [markdown]
# Remove a pair, ask for a hint, undo. A move that breaks the rule raises `MoveError`, which
# says why; the game is left as it was.

# %%
after = game.remove((1, 0), (1, 1))
print(after.last_move)
print("hint:", after.hint())
try:
    after.remove((0, 2), (1, 2))
except ll.game.MoveError as refused:
    print("refused:", refused)
assert after.undo().board == board

# %% [markdown]
# ## Play it yourself
#
# Click a tile, then its partner: if a path links them they go, and the path is shown. **Hint**
# marks a pair that can go; **Undo**, **Redo**; **Shuffle** at a dead end; **Auto-play step** and
# **Auto-play all** make the greedy player's moves (below); **Solve** searches exactly and **Play
# the solution** makes its moves; **New** deals another board.

# %%
play = ll.game_widget.GameWidget(board, rules)
play

# %% [markdown]
# The widget runs on the same `Game`; driving it from code shows the same thing:

# %%
play.play((1, 0), (1, 1))
play.message.value, play.status.value

# %% [markdown]
# ## The greedy player
#
# `ll.game.autoplay_moves(board, rules)` plays as document 000 describes: look over the board
# row by row for the first tile that has a partner it links to, remove that pair, and start
# again. On this board it gets stuck.

# %%
greedy = game
for move in ll.game.autoplay_moves(board, rules):
    greedy = greedy.remove(move.a, move.b)
len(greedy.moves), len(greedy.board.tiles()), greedy.is_dead_end()

# %%
fig, axes = plt.subplots(2, 4, figsize=(13, 5.6), layout="constrained")
for ax, (before, move), number in zip(axes.flat, greedy.past, range(1, 8)):
    ll.draw.draw_board(ax, before, rules, ends=[move.a, move.b], ticks=False)
    ll.draw.draw_path(ax, move.path, linewidth=2.5)
    ax.set_title(f"move {number}", loc="left")
ll.draw.draw_board(axes.flat[-1], greedy.board, rules, ticks=False)
axes.flat[-1].set_title("stuck: 10 tiles left", loc="left")
ll.export.save_figure(fig, "greedy.png");

# %% [markdown]
# The same moves as a sequence of pictures, one file each (a slide show, or frames for an
# animation):

# %%
for number, (before, move) in enumerate(greedy.past, 1):
    ll.export.export_board(before, f"greedy-{number:02d}.png", rules, route=move.path,
                           ends=[move.a, move.b], title=f"greedy move {number}", dpi=80)
sorted(path.name for path in ll.export.export_folder().glob("greedy-*.png"))

# %% [markdown]
# ### Exercise 2: stuck means hopeless?
#
# The greedy player is stuck with ten tiles left. Is the board unsolvable — does *every* order
# of moves get stuck? (`True` or `False`.)

# %%
prediction = False  # your answer: change it before you run the next cell

# %%
exact = ll.solver.solve(board, rules, time_limit=5)
truth = exact.status == "unsolvable"
if prediction == truth:
    print(f"✓ Right: the solver clears it in {len(exact.moves)} moves. The greedy player's "
          "first choices spoiled later ones.")
else:
    print(f"✗ Not quite: the solver says {exact.status!r}, with {len(exact.moves)} moves. A "
          "greedy player can get stuck on a board that some other order clears.")

# %% [markdown]
# ## Solving exactly
#
# `ll.solver.solve(board, rules)` returns a `SolveResult`: `"solved"` with moves that clear the
# board, `"unsolvable"` with a proof completed, or `"unknown"` when time runs out. Its module
# docstring explains why it can branch on one legal move at a time without losing a solution.
# We check its moves by playing them:

# %%
exact

# %%
cleared = game
for a, b in exact.moves:
    cleared = cleared.remove(a, b)
assert cleared.is_won()

# %% [markdown]
# Where greedy and exact part: the numbers on the right are the order in which the solver
# removes each tile.

# %%
fig, axes = plt.subplots(1, 2, figsize=(11, 4.4), layout="constrained")
ll.draw.draw_board(axes[0], greedy.board, rules)
axes[0].set_title(f"greedy: stuck after {len(greedy.moves)} moves", loc="left")
ll.draw.draw_board(axes[1], board, rules)
for number, (a, b) in enumerate(exact.moves, 1):
    for row, col in (a, b):
        axes[1].text(col + 0.38, row + 0.38, str(number), ha="right", va="bottom",
                     fontsize=10, fontweight="bold", color="#B2182B", zorder=9,
                     bbox={"boxstyle": "round,pad=0.15", "facecolor": "white", "edgecolor": "none"})
axes[1].set_title(f"exact: {len(exact.moves)} moves clear it, in this order", loc="left")
ll.export.save_figure(fig, "greedy-and-exact.png");

# %% [markdown]
# ## Greedy against exact, on a few boards
#
# Eight random 8x10 boards of twenty kinds (four tiles each), dealt without the `solvable`
# guarantee, under document 004's rule:

# %%
print(f"{'seed':>4} {'greedy: tiles left':>19}   {'exact':<10} {'moves':>5} {'states':>6} "
      f"{'seconds':>7}")
rows = []
for seed in range(8):
    trial = ll.generate.generate_board(8, 10, 20, seed=seed)
    left = len(trial.tiles()) - 2 * len(list(ll.game.autoplay_moves(trial, rules)))
    result = ll.solver.solve(trial, rules, time_limit=5)
    rows.append((seed, left, result))
    print(f"{seed:4} {left:19}   {result.status:<10} {len(result.moves):5} {result.nodes:6} "
          f"{result.seconds:7.3f}")

# %%
assert all(result.status == "solved" for seed, left, result in rows if left == 0)
assert any(left > 0 and result.status == "solved" for seed, left, result in rows)

# %% [markdown]
# A greedy player that clears a board proves it solvable; one that gets stuck proves nothing.
# The exact solver decides these boards in milliseconds.
#
# ## Summary
#
# - Document 004's `Create` can leave counts unset (undefined behaviour) and odd (unclearable);
#   `generate_board` deals pairs, and with `solvable=True` builds a board that can be cleared.
# - `ll.game.Game` is a game as a value: `remove`, `undo`, `redo`, `hint`, `legal_pairs`; a
#   refused move raises `MoveError` and changes nothing.
# - The greedy player (document 000's last step) removes the first pair it finds; it can get
#   stuck on a board that another order clears.
# - `ll.solver.solve` finds an order that clears the board, or proves there is none.
# - Next: a different puzzle for the same BFS — the six digits.
