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
# # 6. Solving exactly
#
# Notebook 5's greedy player got stuck on a full 4x6 board with ten tiles left, and getting
# stuck proves nothing. This notebook asks the question exactly: is there an order of moves that
# clears the board? An **exact solver** (精确求解器) searches over whole games, a move at a
# time, and either finds such an order or proves that there is none.
#
# **After this notebook you can**
#
# - solve a board exactly with `ll.solver.solve`, and check its answer by playing it;
# - say what a forced move, a dead state and a nogood are, each on a board of one row;
# - follow the solver's decisions in the solver view: the moves it tries, forbids and jumps back
#   over;
# - compare greedy play with the exact answer on random boards.
#
# *About 50 minutes in class (two exercises).* Each exercise starts as `prediction = ...`: replace
# the `...`, run it and the check below it; the worked answer appears only when you ask for it,
# with `ll.exercises.reveal`, as a wrong answer's message says.

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
from collections import Counter

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Before you start
#
# - Notebook 5: the game as a value (`ll.game.Game`), the greedy player, and the full 4x6 board
#   it gets stuck on;
# - what a *state* of a search is (notebook 2): here it is the set of tiles still on the board;
# - backtracking (notebook 3): going back to the last choice when a way leads nowhere.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Solving exactly
#
# The board of notebook 5, under document 004's rule, and the greedy player's game on it: stuck,
# with ten tiles left.

# %%
rules = ll.Rules(outside=True)  # document 004's rule: paths may go round the outside
board = ll.parse_board("""
FFEBFA
CCFAED
DEDACB
CBABED
""")
game = ll.game.Game(board, rules)
greedy = game
for move in ll.game.autoplay_moves(board, rules):
    greedy = greedy.remove(move.a, move.b)
len(greedy.board.tiles()), greedy.is_dead_end()

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 8 min**, up to “A forced move”
#
# **Ask:** The greedy player got stuck: what must an exact search try that it did not?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The solver's answer
#
# `ll.solver.solve(board, rules)` returns a `SolveResult`: `"solved"` with moves that clear the
# board, `"unsolvable"` with a proof completed, or `"unknown"` when time runs out. Its module
# docstring explains why it can branch on one legal move at a time without losing a solution.
# We check its moves by playing them:

# %%
exact = ll.solver.solve(board, rules, time_limit=5)
exact

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
cleared = game
for a, b in exact.moves:
    cleared = cleared.remove(a, b)
assert cleared.is_won()

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Where greedy and exact part

# %% [markdown]
# Where greedy and exact part: the numbers on the right are the order in which the solver
# removes each tile.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, axes = plt.subplots(1, 2, figsize=(10.5, 4.2), layout="constrained")
ll.draw.draw_board(axes[0], greedy.board, rules)
axes[0].set_title(ll.tr("greedy: stuck after {moves} moves", moves=len(greedy.moves)), loc="left")
ll.draw.draw_board(axes[1], board, rules)
for number, (a, b) in enumerate(exact.moves, 1):
    for row, col in (a, b):
        axes[1].text(col + 0.5, row + 0.5, str(number), ha="right", va="bottom",
                     fontsize=10, fontweight="bold", color="#B2182B", zorder=9,
                     bbox={"boxstyle": "round,pad=0.05", "facecolor": "white", "edgecolor": "none"})
axes[1].set_title(ll.tr("exact: {moves} moves clear it, in this order", moves=len(exact.moves)),
                  loc="left")
ll.export.save_figure(fig, "greedy-and-exact.png");

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Three ideas the solver is built on
#
# The solver does not try every order of moves: on a 10x20 board there are far too many.
# Three ideas save it the work: a **forced move** (强制走法), a **dead state** (死状态) and a
# **nogood** (不可行组合). Each is shown here on a board of one row, inside the board
# (`ll.Rules()`), where no path can leave the row.
#
# `ll.solver.solve_events(board, rules)` yields the solver's work step by step, as small
# events; `next(...)` takes the first.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A forced move
#
# If a tile has only one partner left that it may pair with, and the two link now, the move
# can be made at once: some solution makes it first, if any solution exists. The solver makes
# it without choosing (`ForcedMove`). On `A B B A` the two `B`s are each other's only partner.

# %%
line = ll.parse_board("1 2 2 1")
first = next(ll.solver.solve_events(line))
first

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(4.5, 1.9), layout="constrained")
ll.draw.draw_board(ax, line, ends=first.move)
ll.draw.draw_path(ax, first.move)
ax.set_title(ll.tr("a forced move: no other partner is left"), loc="left")
ll.export.save_figure(fig, "forced-move.png");

# %% slideshow={"slide_type": "skip"}
assert first == ll.solver_events.ForcedMove(((0, 1), (0, 2)), "only_partner")

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 7 min**, up to “Exercise 1: how many moves are forced?”
#
# **Ask:** When is a move forced, and why may the solver play it without trying others?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1: how many moves are forced?
#
# On `A B C C B A`, one row, inside the board, the solver clears the board in three moves. How
# many of them are forced moves (`ForcedMove`), made without choosing? (A whole number.)

# %% tags=["exercise"]
prediction = ...  # your answer: a whole number of moves

# %%
ll.exercises.check("06.1", prediction)

# %% [markdown]
# The solver's moves on that board, each one forced:

# %%
mirrored = ll.parse_board("1 2 3 3 2 1")
steps = list(ll.solver.solve_events(mirrored))
forced = [event.move for event in steps if isinstance(event, ll.solver_events.ForcedMove)]
forced

# %% slideshow={"slide_type": "skip"}
assert len(forced) == len(steps) - 1 and isinstance(steps[-1], ll.solver_events.Solved)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 8 min**, up to “A nogood”
#
# **Ask:** Which pair links now, and which once it has gone?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A dead state
#
# A **dead state** is a board from which no order of moves clears it. Dead is more than
# stuck: on `A B A B C C` the `C`s can still go, but the `A`s and `B`s block one another
# whatever is played. The solver remembers each dead state it finds (`DeadStateRemembered`);
# when another order of moves leaves the same tiles again, it stops there at once
# (`DeadStateMet`).

# %%
crossed = ll.parse_board("1 2 1 2 3 3")
print(ll.tr("pairs that link now: {pairs}; the solver: {status}",
            pairs=ll.game.Game(crossed).legal_pairs(), status=ll.solver.solve(crossed).status))

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(6, 1.9), layout="constrained")
ll.draw.draw_board(ax, crossed)
ax.set_title(ll.tr("a dead state: a move is left, but no order clears the board"), loc="left")
ll.export.save_figure(fig, "dead-state.png");

# %% slideshow={"slide_type": "skip"}
assert ll.game.Game(crossed).legal_pairs() and ll.solver.solve(crossed).status == "unsolvable"

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A nogood
#
# A dead state names every tile left. A **nogood** names only the tiles the failure needs:
# these tiles on the board (`present`), those gone (`absent`), these pairs forbidden
# (`barred`). It then rules out every state that has them, not just one: here the board with
# the `C`s, the board without them, and any board where the same four tiles are left.
#
# To find it, the solver takes off every tile that links to a partner, in any order, as if any
# two tiles of a kind could pair; the tiles it never takes off are the nogood's `present`.
# `ll.solver.hopeless_reason` gives the nogood the solver learns from a dead state.

# %%
reason = ll.solver.hopeless_reason(crossed)
reason

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(6, 1.9), layout="constrained")
ll.draw.draw_board(ax, crossed, ends=reason.present)
ax.set_title(ll.tr("the nogood: the outlined tiles block one another"), loc="left")
ll.export.save_figure(fig, "nogood.png");

# %% slideshow={"slide_type": "skip"}
assert len(reason.present) == 4 and (0, 4) not in reason.present
assert ll.solver.hopeless_reason(crossed.remove_pair((0, 4), (0, 5))) == reason

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, up to “Exercise 2: what does the nogood name?”
#
# **Ask:** What is the least the solver must remember so as never to meet this failure again?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2: what does the nogood name?
#
# Now the `C`s stand at the two ends: `C A B A B C`, one row, inside the board. How many tiles
# does `ll.solver.hopeless_reason` name as `present`? (A whole number.)

# %% tags=["exercise"]
prediction = ...  # your answer: a whole number of tiles

# %%
ll.exercises.check("06.2", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 7 min**, up to “The solver view”
#
# **Ask:** Which tiles never link while the others stay?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Watching the solver decide
#
# When no move is forced, the solver **tries** one (`MoveTried`). If everything after it
# fails, it undoes the move and forbids that pair from then on (`MoveForbidden`). A state
# fails in one of three ways: `Hopeless` (some tiles can never go: a new nogood),
# `NogoodRecalled` (a nogood learnt earlier holds here too) or `DeadStateMet`.
#
# **Backjumping** (回跳). When a tried move fails, the solver looks at the failure's nogood. If the
# nogood does not need that move, the move was not to blame, and the other moves at the same
# state would fail the same way: the solver skips them and jumps back further (`Backjumped`).
# The stream ends with `Solved`, `ProvenUnsolvable` or `GaveUp`.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A small board, straight links only
#
# With no turns allowed (`max_turns=0`), the solver has to choose, and many of its choices
# fail:

# %%
small = ll.Board.from_rows([[1, 2, 1, 2], [0, 0, 1, 1], [2, 2, 1, 1]])
straight = ll.Rules(max_turns=0)
steps = list(ll.solver.solve_events(small, straight))
print(ll.tr("{n} events; the last: {event}", n=len(steps), event=steps[-1]))
counts = Counter(type(event).__name__ for event in steps)
print(ll.i18n.table(["event", "how many"], counts.most_common()))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The solver view
#
# The solver view steps through that stream: the board as it stands, the decision stack (each
# tried move opens a level, moves forced after it are indented under it, and a failed try is
# undone and listed as forbidden) and the counters. Press play, drag the slider, or click the
# slider and step with ← and →. Export writes the picture of the step shown.

# %%
view = ll.widgets.SolverView(small, straight)
view

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, to the end
#
# **Ask:** Step to a backjump: which earlier choice does the solver undo, and why that one?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Meeting a dead state again
#
# Here is the step where the solver meets a dead state: the four tiles left were left before by
# another order of moves, and that attempt failed, so this one is abandoned without searching.

# %%
met = next(i for i, event in enumerate(steps, 1)
           if isinstance(event, ll.solver_events.DeadStateMet))
view.slider.value = met
print("\n".join(view.stack_lines))
view.counts()["event"]

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
view.slider.value = view.slider.max
assert view.counts()["outcome"] == "unsolvable" == ll.solver.solve(small, straight).status
assert view.counts()["moves tried"] == sum(isinstance(e, ll.solver_events.MoveTried)
                                           for e in steps)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Greedy against exact, on a few boards
#
# Eight random 8x10 boards of twenty kinds (four tiles each), dealt without the `solvable`
# guarantee, under document 004's rule:

# %% jupyter={"source_hidden": true} tags=["hide-input"]
rows = []
for seed in range(8):
    trial = ll.generate.generate_board(8, 10, 20, seed=seed)
    left = len(trial.tiles()) - 2 * len(list(ll.game.autoplay_moves(trial, rules)))
    result = ll.solver.solve(trial, rules, time_limit=5)
    rows.append((seed, left, result))
print(ll.i18n.table(["seed", "greedy: tiles left", "exact", "moves", "states searched", "seconds"],
                    [(seed, left, result.status, len(result.moves), result.nodes,
                      f"{result.seconds:.3f}") for seed, left, result in rows], ">><>>>"))

# %% slideshow={"slide_type": "skip"}
assert all(result.status == "solved" for seed, left, result in rows if left == 0)
assert any(left > 0 and result.status == "solved" for seed, left, result in rows)

# %% [markdown]
# A greedy player that clears a board proves it solvable; one that gets stuck proves nothing.
# The exact solver decides these boards in milliseconds.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - `ll.solver.solve` finds an order that clears the board, or proves there is none; it reads
#   `ll.solver.solve_events`, the search as a stream, which the solver view steps through.
# - A forced move is made without choosing; a dead state is a board no order clears; a
#   nogood is the reason, naming only the tiles it needs, so one failure rules out many states;
#   backjumping skips the choices a nogood shows were not to blame.
# - A greedy player that clears a board proves it solvable; one that gets stuck proves nothing.
#   The exact solver decides either way.
# - Next: a different puzzle for the same BFS — the six digits.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Further reading
#
# - S. Russell and P. Norvig, *Artificial Intelligence: A Modern Approach*, 4th ed., Pearson,
#   2020, chapter 6 (constraint satisfaction): backtracking search, conflict-directed
#   backjumping and constraint learning (nogoods).
# - J. P. Marques-Silva and K. A. Sakallah, "GRASP: a search algorithm for propositional
#   satisfiability", *IEEE Transactions on Computers* 48(5), 1999: learning from conflicts.
# - T. H. Cormen, C. E. Leiserson, R. L. Rivest and C. Stein, *Introduction to Algorithms*,
#   4th ed., MIT Press, 2022, chapter 20 (elementary graph algorithms).

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Practise
#
# New questions on new boards, each checked by the course's own searches: three right in a
# row take you up a level, two wrong in a row down one. Choose any skill of the course in
# the list, or what you miss most; your levels are kept in `linklab-practice.json` beside
# the notebooks.

# %%
ll.practice("clear")
