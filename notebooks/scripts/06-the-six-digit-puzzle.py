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
# # 6. The six-digit puzzle
#
# Document 001 (六数码, "six digits") is a different puzzle with the same tool. Put 1 to 6 on a
# 2x3 grid; two moves turn a 2x2 block of it. Can a given layout be turned into `1 2 3 / 4 5 6`?
# The document answers with a breadth-first search over layouts. Here the search space is small
# enough to draw whole: 6! = 720 layouts.
#
# **After this notebook you can**
#
# - write a layout as a state and the moves α and β as permutations of its cells;
# - run the document's BFS and read its events;
# - describe the whole graph of 720 layouts: six components of 120, the BFS layers, the longest
#   shortest solution;
# - explain what decides a layout's component, and why parity cannot.

# %%
# %matplotlib inline
import inspect
from collections import Counter

import matplotlib.pyplot as plt

import linklab as ll

six = ll.sixdigits

# %% [markdown]
# ## Layouts and moves
#
# The cells are named row by row, `A B C` over `D E F`; a state is the tuple of the digits in
# cells A..F. The moves, as the document defines them:
#
# - **α**: A's digit goes to B, B's to E, E's to D, D's to A (the left 2x2 block turns
#   clockwise; C and F stay);
# - **β**: B's digit goes to C, C's to F, F's to E, E's to B (the right block turns clockwise).

# %%
start = (2, 5, 6, 4, 3, 1)  # the document's layout 2
fig, axes = plt.subplots(1, 3, figsize=(10, 2.9), layout="constrained")
for ax, (name, state) in zip(axes, [("layout 2", start), ("after α", six.apply_move(start, "α")),
                                    ("after β", six.apply_move(start, "β"))]):
    ll.draw.draw_state(ax, state)
    ax.set_title(f"{name}: {six.format_state(state)}", loc="left")
ll.export.save_figure(fig, "moves.png");

# %% [markdown]
# ### Exercise 1: one move
#
# Apply α to the goal `1 2 3 4 5 6`. Which layout do you get? Write it as a tuple of six digits.

# %%
prediction = (4, 1, 3, 5, 2, 6)  # your answer: change it before you run the next cell

# %%
truth = six.apply_move(six.GOAL, "α")
if prediction == truth:
    print(f"✓ Right: {six.format_state(truth)}. 1 went from A to B, 2 from B to E, 5 from E to D, "
          "4 from D to A.")
else:
    print(f"✗ Not quite: {six.format_state(truth)}. α sends A's digit to B, B's to E, E's to D "
          "and D's to A:\n" + six.format_grid(truth))

# %% [markdown]
# ## The document's BFS
#
# The document's search: a queue of layouts and a set of layouts already seen. Every move costs
# the same, one, so — unlike the turns of notebook 2 — marking a layout seen the first time it
# is reached is right: the first time is by the fewest moves. `six.bfs_events` tells the search
# as events: `Discovered` (a new layout, queued), `Dequeued`, `Skipped` (seen before), and
# `Found(word)` or `Exhausted()`.

# %%
events = list(six.bfs_events(start))
for event in events[:7]:
    print(event)
print("...", Counter(type(event).__name__ for event in events))

# %% [markdown]
# Layout 2 is solved by `αααβαα`, six moves. The document's layout 1, `1 3 5 2 4 6`, is
# answered `No`: the queue runs empty.
#
# ### Exercise 2: how far does a hopeless search go?
#
# How many layouts does the BFS discover from `1 3 5 2 4 6` before it gives up (the start
# included)?

# %%
prediction = 120  # your answer: change it before you run the next cell

# %%
hopeless = list(six.bfs_events((1, 3, 5, 2, 4, 6)))
truth = sum(isinstance(event, six.Discovered) for event in hopeless)
if prediction == truth:
    print(f"✓ Right: {truth}, then {hopeless[-1]}. Every layout it can reach, and no more.")
else:
    print(f"✗ Not quite: {truth}. The search discovers every layout reachable from the start, "
          f"then stops with {hopeless[-1]}. Why exactly {truth}: read on.")

# %% [markdown]
# ## The whole graph
#
# With only 720 layouts we can skip searching and draw everything. `six.state_graph()` is the
# graph of every layout and every move (a networkx `DiGraph`); `six.components()` splits it into
# groups of layouts that can reach one another.

# %%
graph = six.state_graph()
parts = six.components()
graph.number_of_nodes(), graph.number_of_edges(), [len(part) for part in parts]

# %%
assert [len(part) for part in parts] == [120] * 6

# %% [markdown]
# `six.layers()` is a BFS *backwards* from the goal: layer *d* holds the layouts whose shortest
# solution has *d* moves. With the inverse moves α' and β' allowed too, the layers are fewer.

# %%
forward = [len(layer) for layer in six.layers()]
both = [len(layer) for layer in six.layers(moves=six.WITH_INVERSES)]
forward, both

# %%
fig, ax = plt.subplots(figsize=(7, 3.4), layout="constrained")
ax.bar([d - 0.2 for d in range(len(forward))], forward, width=0.4, label="α, β")
ax.bar([d + 0.2 for d in range(len(both))], both, width=0.4, label="α, β, α', β'")
ax.set_xlabel("moves to 1 2 3 4 5 6")
ax.set_ylabel("layouts")
ax.set_xticks(range(len(forward)))
ax.legend()
ax.set_title("The goal's component, layer by layer (120 layouts)", loc="left")
ll.export.save_figure(fig, "layers.png");

# %% [markdown]
# The longest shortest solutions: five layouts need nine moves, and one needs seven when the
# inverses are allowed.

# %%
for state, word in six.farthest_layouts():
    print(six.format_state(state), word, len(word))
six.farthest_layouts(moves=six.WITH_INVERSES)

# %% [markdown]
# The picture: every layout a dot, one colour per component, the goal's component layered by
# moves to the goal (the star). The black line is the way home from the first of the farthest
# layouts (ringed).

# %%
far, word = six.farthest_layouts()[0]
fig, ax = plt.subplots(figsize=(11, 6), layout="constrained")
ll.draw.draw_state_graph(ax, graph, highlight=ll.draw.walk_states(far, word), current=far)
ax.set_title(f"720 layouts, 6 components of 120; {six.format_state(far)} needs {len(word)} "
             f"moves: {word}", loc="left")
ll.export.save_figure(fig, "state-graph.png");

# %% [markdown]
# ## Why six components of 120
#
# Every move can be undone by moves (α four times is no move), so "can reach" goes both ways and
# the layouts split into components. Each component has as many layouts as there are
# rearrangements of the cells that α and β make: 120 of the 720. So 720 / 120 = 6 components.
#
# What tells them apart without a search? Not parity. α and β each carry four digits round a
# cycle, which is three swaps: *every* move flips a layout between even and odd.

# %%
goal_part = parts[0]
Counter("even" if six.is_even(state) else "odd" for state in goal_part)

# %% [markdown]
# ### Exercise 3: can parity decide?
#
# Turn the top row of the goal round one place: `2 3 1 4 5 6`. That is a 3-cycle, two swaps, so
# the layout is even, just like the goal. Can it be turned into the goal? (`True` or `False`.)

# %%
prediction = False  # your answer: change it before you run the next cell

# %%
rotated = (2, 3, 1, 4, 5, 6)
truth = six.can_reach(rotated)
if prediction == truth:
    print("✓ Right: it cannot, though it is even like the goal; and the odd layout one α away "
          "from the goal can. Each component holds 60 even and 60 odd layouts: parity decides "
          "nothing here.")
else:
    print(f"✗ Not quite: can_reach says {truth}. Being even like the goal does not help: each "
          "component holds 60 even and 60 odd layouts.")

# %%
assert six.is_even(rotated) and not six.can_reach(rotated)
assert not six.is_even(six.apply_move(six.GOAL, "α"))

# %% [markdown]
# What does decide it is an invariant with a little geometry behind it: number the cells as the
# points of a line over the integers mod 5 (A=1, B=2, C=0, D=3, E=4, F=∞). Then α is *x* → 2*x*
# and β is *x* → 4 + 2/*x*, both Möbius maps, and a Möbius map keeps every *cross ratio*. Two
# cross ratios of where the digits sit never change under a move, and together they name the
# component:

# %%
print(inspect.getdoc(six.component_key).split("Parameters")[0].strip())

# %%
keys = [{six.component_key(state) for state in part} for part in parts]
keys

# %%
assert all(len(key) == 1 for key in keys) and len(set().union(*keys)) == 6
assert all(six.is_solvable(state) == six.can_reach(state) for state in list(graph)[::37])

# %% [markdown]
# ## Explore
#
# Press α and β (and their inverses) and watch the layout travel through the graph; the black
# line is always the shortest way home. Type a layout into *start* and press **Set**; **Export**
# writes the picture into this folder.

# %%
ll.widgets.SixDigitExplorer(start)

# %% [markdown]
# ## Summary
#
# - A layout is a tuple of six digits; α and β are permutations of the cells (六数码).
# - The document's BFS marks a layout seen the first time: right here, since every move costs
#   one. From `1 3 5 2 4 6` it sees 120 layouts and stops.
# - The 720 layouts form six components of 120; the goal's has ten layers, and its farthest
#   layouts need nine moves (seven with α' and β').
# - Parity splits nothing: each component is half even, half odd. Two cross ratios mod 5 do:
#   `six.component_key` decides any layout without a search.
# - Next: back to Lianliankan, on boards a thousand cells wide.
