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
# # 7. The six-digit puzzle
#
# Document 001 (六数码, "six digits") is a different puzzle solved by the same method,
# breadth-first search. Put 1 to 6 on a 2x3 grid; two moves turn a 2x2 block of it. Can a given
# layout be turned into `1 2 3 / 4 5 6`? The document searches over layouts. Its **state
# space**, every layout the search could reach and the moves between them, is small enough to draw
# whole: 6! = 720 layouts.
#
# **After this notebook you can**
#
# - write a layout as a state and the moves α and β as permutations of its cells;
# - run the document's BFS and read its events;
# - step the document's search, one for each layout, beside one table that answers every
#   layout;
# - describe the whole graph of 720 layouts: its components, the BFS layers, the longest
#   shortest solution;
# - say what a permutation group is, and why parity cannot decide a layout's component;
# - (going further, optional) build the invariant that does decide it, two cross ratios mod 5.
#
# *About 55 minutes in class (four exercises), 15 more for the optional part.* Each exercise
# starts as `prediction = ...`: replace the `...`, run it and the check below it; the worked answer appears only when you ask
# for it, with `ll.exercises.reveal`, as a wrong answer's message says.

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
from collections import Counter

import matplotlib.pyplot as plt

import linklab as ll
from linklab.widgets import SixDigitCompare

six = ll.sixdigits

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Before you start
#
# - Breadth-first search with a queue and a set of states seen (notebook 2);
# - a *permutation*: a rearrangement of things, such as the digits 1 to 6 in six cells (6! =
#   720 of them);
# - even and odd: a permutation is even when it is an even number of swaps (taught again below).

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Layouts and moves
#
# The cells are named row by row, `A B C` over `D E F`; a state is the tuple of the digits in
# cells A..F. The moves, as the document defines them:
#
# - **α**: A's digit goes to B, B's to E, E's to D, D's to A (the left 2x2 block turns
#   clockwise; C and F stay);
# - **β**: B's digit goes to C, C's to F, F's to E, E's to B (the right block turns clockwise).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
start = (2, 5, 6, 4, 3, 1)  # the document's layout 2
fig, axes = plt.subplots(1, 3, figsize=(10, 2.9), layout="constrained")
for ax, (name, state) in zip(axes, [("layout 2", start), ("after α", six.apply_move(start, "α")),
                                    ("after β", six.apply_move(start, "β"))]):
    ll.draw_sixdigits.draw_state(ax, state)
    ax.set_title(f"{ll.tr(name)}: {six.format_state(state)}", loc="left")
ll.export.save_figure(fig, "moves.png");

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 5 min**, up to “Exercise 1: one move”
#
# **Ask:** Where does the digit in cell A go under α? Where does the digit in B come from?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1: one move
#
# Apply α to the goal `1 2 3 4 5 6`. Which layout do you get? Write it as a tuple of six digits.

# %% tags=["exercise"]
prediction = ...  # your answer: a tuple of six digits, cells A to F, e.g. (1, 2, 3, 4, 5, 6)

# %%
ll.exercises.check("07.1", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 7 min**, up to “Exercise 2: how far does a hopeless search go?”
#
# **Ask:** Draw the 2x3 grid and move each digit along its arrow.
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The document's BFS
#
# The document's search: a queue of layouts and a set of layouts already seen. Every move costs
# the same, one, so — unlike the turns of notebook 2 — marking a layout seen the first time it
# is reached is right: the first time is by the fewest moves. `six.bfs_events` tells the search
# as events: `Discovered` (a new layout, queued), `LayoutDequeued`, `Skipped` (seen before), and
# `GoalReached(word)` or `GoalUnreachable()`.

# %%
events = list(six.bfs_events(start))
for event in events[:7]:
    print(event)
counts = Counter(type(event).__name__ for event in events)
print("...", " · ".join(f"{ll.tr(name)} {n}" for name, n in counts.most_common()))

# %% [markdown]
# Layout 2 is solved by `αααβαα`, six moves. The document's layout 1, `1 3 5 2 4 6`, is
# answered `No`: the queue runs empty.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2: how far does a hopeless search go?
#
# How many layouts does the BFS discover from `1 3 5 2 4 6` before it gives up (the start
# included)?

# %% tags=["exercise"]
prediction = ...  # your answer: a whole number of layouts

# %%
ll.exercises.check("07.2", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 8 min**, up to “The whole graph”
#
# **Ask:** When does a BFS that never meets its goal stop?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The whole graph
#
# With only 720 layouts we can skip searching and draw everything. `ll.draw_sixdigits.state_graph()` is the
# graph of every layout and every move (a networkx `DiGraph`); `six.components()` splits it into
# groups of layouts that can reach one another.

# %%
graph = ll.draw_sixdigits.state_graph()
parts = six.components()
graph.number_of_nodes(), graph.number_of_edges(), len(parts)

# %% slideshow={"slide_type": "skip"}
assert len(parts) == 6 and len({len(part) for part in parts}) == 1

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, up to “One search per layout, or one table”
#
# **Ask:** Why is each move its own way back after some turns, and what does that make of the graph's edges?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Layer by layer
#
# `six.layers()` is a BFS *backwards* from the goal: layer *d* holds the layouts whose shortest
# solution has *d* moves. With the inverse moves α' and β' allowed too, the layers are fewer.

# %%
forward = [len(layer) for layer in six.layers()]
both = [len(layer) for layer in six.layers(moves=six.WITH_INVERSES)]
forward, both

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(6, 2.9), layout="constrained")
ax.bar([d - 0.2 for d in range(len(forward))], forward, width=0.4, label="α, β")
ax.bar([d + 0.2 for d in range(len(both))], both, width=0.4, label="α, β, α', β'")
ax.set_xlabel(ll.tr("moves to 1 2 3 4 5 6"))
ax.set_ylabel(ll.tr("layouts"))
ax.set_xticks(range(len(forward)))
ax.legend()
ax.set_title(ll.tr("The goal's component, layer by layer (120 layouts)"), loc="left")
ll.export.save_figure(fig, "layers.png");

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The farthest layouts

# %% [markdown]
# The longest shortest solutions: five layouts need nine moves, and one needs seven when the
# inverses are allowed.

# %%
for state, word in six.farthest_layouts():
    print(six.format_state(state), word, len(word))
six.farthest_layouts(moves=six.WITH_INVERSES)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Every layout at once
#
# The picture: every layout a dot, one colour per component, the goal's component layered by
# moves to the goal (the star). The black line is the way home from the first of the farthest
# layouts (ringed).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
far, word = six.farthest_layouts()[0]
fig, ax = plt.subplots(figsize=(11, 4.4), layout="constrained")
ll.draw_sixdigits.draw_state_graph(ax, graph, highlight=ll.sixdigits.walk_states(far, word), current=far)
ax.set_title(ll.tr("720 layouts, 6 components of 120; {layout} needs {n} moves: {word}",
                   layout=six.format_state(far), n=len(word), word=word), loc="left")
ll.export.save_figure(fig, "state-graph.png");

# %% [markdown] slideshow={"slide_type": "slide"}
# ## One search per layout, or one table
#
# Document 001 answers each layout with a fresh BFS over six-digit numbers, emptying its queue
# and its map between layouts (要清空队列和map, "empty the queue and the map"). The one-table
# answer searches once, from the goal backwards over all 720 layouts, and then answers any
# layout with one look-up. Side by side on layout 2 5 6 / 4 3 1: the BFS with its queue and
# its current line, against the look-up and the word it gives, played to the goal.

# %%
compare = SixDigitCompare((2, 5, 6, 4, 3, 1), step=3)
compare

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 7 min**, up to “Can parity tell the components apart?”
#
# **Ask:** How many searches answer every layout, and how many does one table need?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### What each pane did

# %%
bfs_pane, table_pane = compare.panes
print(ll.tr("document 001: {steps} steps for this one layout; the table: one look-up, then "
            "the {moves} moves of its word", steps=len(bfs_pane), moves=len(table_pane) - 1))

# %% slideshow={"slide_type": "skip"}
assert bfs_pane.verdict.startswith("Yes") and table_pane.verdict.startswith("Yes")
assert table_pane.states[-1] == ll.sixdigits.GOAL

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Why six components of 120
#
# A **permutation group** is a set of rearrangements that contains the rearrangement "leave
# everything in place", and with any two rearrangements also the one made by doing them one after
# the other. A *word of moves* (a *word* for short) is a sequence of moves, such as `αααβαα`; the
# rearrangements of the six cells that words make form such a group: a word followed by a word is
# again a word, and `αααα` leaves every digit in place.
#
# Because every move can be undone by moves (α three more times undoes α), "can reach" goes
# both ways, and the 720 layouts split into components. `six.components()` found them above:
# six components of 120 layouts each. Each holds as many layouts as the group has
# rearrangements, 120, and 720 / 120 = 6.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Can parity tell the components apart?
#
# A layout is **even** or **odd** by the number of swaps of two digits that turn the goal into
# it. α and β each carry four digits round a cycle, which is three swaps: *every* move flips a
# layout between even and odd. Parity gives two classes; there are six components. And inside
# one component the moves reach both kinds. Here are the layouts of the goal's component,
# counted by parity:

# %%
goal_part = parts[0]
by_parity = Counter("even" if six.is_even(state) else "odd" for state in goal_part)
print(ll.tr("even: {even}, odd: {odd}", even=by_parity["even"], odd=by_parity["odd"]))

# %% slideshow={"slide_type": "skip"}
assert by_parity == {"even": 60, "odd": 60}

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 5 min**, up to “Exercise 3: can parity decide?”
#
# **Ask:** A move is a cycle of four digits: how many swaps is that, and what does it do to parity?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 3: can parity decide?
#
# Turn the top row of the goal round one place: `2 3 1 4 5 6`. That is a 3-cycle, two swaps, so
# the layout is even, just like the goal. How many moves does the shortest word of α and β need
# to turn it into the goal? (A whole number, or `None` if no word does.)

# %% tags=["exercise"]
prediction = ...  # your answer: a whole number of moves, or None if no word reaches the goal

# %%
ll.exercises.check("07.3", prediction)

# %%
rotated = (2, 3, 1, 4, 5, 6)

# %% slideshow={"slide_type": "skip"}
assert not six.is_even(six.apply_move(six.GOAL, "α"))

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 8 min**, up to “Write it yourself”
#
# **Ask:** Parity first, then the search: do they agree?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Explore
#
# Press α and β (and their inverses) and watch the layout travel through the graph; the black
# line is always the shortest way home. Type a layout into *start* and press **Set**; **Export**
# writes the picture into `exports/`, a folder beside this notebook.

# %%
ll.widgets.SixDigitExplorer(start)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Write it yourself
#
# ### Exercise 4: the six-digit BFS
#
# Write `can_reach(layout)`: `True` when α and β can turn `layout` (a tuple of the six digits
# in cells A to F) into `(1, 2, 3, 4, 5, 6)`, else `False`. Search breadth first as document 001
# does: a queue of layouts, a set of those already seen, and `six.apply_move(layout, "α")` and
# `six.apply_move(layout, "β")` for the moves. The check runs it on every one of the 720
# layouts and shows the first it gets wrong.

# %% tags=["exercise"]
# your answer: write can_reach, a BFS over layouts
# (stuck? ll.exercises.reveal("07.4") shows a worked answer)
def can_reach(layout):
    """Can α and β turn this layout into 1 2 3 4 5 6?"""
    ...


# %%
ll.selfcheck.check_can_reach(can_reach)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 5 min**, to the end
#
# **Ask:** When does your search mark a layout seen: when queued, or when taken out?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - A layout is a tuple of six digits; α and β are permutations of the cells (六数码).
# - The document's BFS marks a layout seen the first time: right here, since every move costs
#   one. From `1 3 5 2 4 6` it sees 120 layouts and stops.
# - Document 001 searches afresh for each layout; one search backwards from the goal makes a
#   table that answers any layout with one look-up (`SixDigitCompare` steps the two side by side).
# - The 720 layouts form six components of 120; the goal's has ten layers, and its farthest
#   layouts need nine moves (seven with α' and β').
# - The words of α and β form a permutation group of 120 rearrangements; each component is
#   one layout moved by all of them.
# - Parity splits nothing: each component is half even, half odd. The optional part below
#   names the component with two cross ratios mod 5 (`six.component_key`).
# - Next: back to Lianliankan, on boards a thousand cells wide.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Going further (optional): what decides the component
#
# Parity cannot name a layout's component, but something can, without a search: an
# *invariant*, a number no move changes, that takes a different value on each component. The
# one below needs a little geometry and arithmetic mod 5; nothing after it depends on it.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The cells as points of a line
#
# Number the cells as the six points of the
# *projective line* over the integers mod 5: the numbers 0 to 4 and one more point, ∞.
# Put A=1, B=2, C=0, D=3, E=4, F=∞. A point is written as a pair `(x, y)` standing for the
# fraction x/y, so ∞ is `(1, 0)`.

# %%
points = {"A": (1, 1), "B": (2, 1), "C": (0, 1), "D": (3, 1), "E": (4, 1), "F": (1, 0)}
cell_at = {point: cell for cell, point in points.items()}

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The moves as maps of the line
#
# **α is x → 2x.** On pairs, `(x, y) → (2x, y)`; it fixes 0 and ∞ (C and F) and sends
# 1 → 2 → 4 → 3 → 1, which is A → B → E → D → A: exactly α.
#
# **β is x → 4 + 2/x = (4x + 2)/x.** On pairs, `(x, y) → (4x + 2y, x)`; it sends 0 to ∞ and
# ∞ to 4. To name the cell a pair lands on, scale it so that y is 1 (dividing by y mod 5 is
# multiplying by y³, since y⁴ = 1 mod 5 for y ≠ 0), or write `(1, 0)` when y is 0.

# %%
alpha_map, beta_map = {}, {}
for cell, (x, y) in points.items():
    for images, (u, v) in ((alpha_map, (2 * x, y)), (beta_map, (4 * x + 2 * y, x))):
        images[cell] = cell_at[(u * pow(v, 3, 5) % 5, 1) if v % 5 else (1, 0)]
alpha_map, beta_map

# %% [markdown]
# The package's moves, read the same way (which cell each cell's digit goes to), are these two
# maps.

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
moves_as_maps = {}
for name in "αβ":
    moved = six.apply_move(six.GOAL, name)  # digit d started in cell d
    moves_as_maps[name] = {"ABCDEF"[digit - 1]: "ABCDEF"[cell] for cell, digit in enumerate(moved)}
assert moves_as_maps == {"α": alpha_map, "β": beta_map}

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Cross ratios
#
# Maps of the form x → (ax + b)/(cx + d) are *Möbius maps*, and a Möbius map keeps every
# **cross ratio** of four points: (p, q; r, s) = (r − p)(s − q) / ((s − p)(r − q)). On pairs,
# r − p becomes the determinant p₀r₁ − p₁r₀, so the cross ratio is one product of
# determinants divided by another, mod 5.
#
# Take the cells holding the digits 1, 2, 3 and 4, and their cross ratio; and the same with 5
# in place of 4. No move changes either. Here are both, computed for every one of the 720
# layouts:

# %% jupyter={"source_hidden": true} tags=["hide-input"]
ratios = {}
for state in six.all_states():
    at = {digit: points[cell] for cell, digit in zip("ABCDEF", state)}
    pair = []
    for last in (4, 5):
        (p0, p1), (q0, q1), (r0, r1), (s0, s1) = at[1], at[2], at[3], at[last]
        top = (p0 * r1 - p1 * r0) * (q0 * s1 - q1 * s0)
        bottom = (p0 * s1 - p1 * s0) * (q0 * r1 - q1 * r0)
        pair.append(top * pow(bottom, 3, 5) % 5)
    ratios[state] = tuple(pair)
ratios[six.GOAL], ratios[rotated], sorted(set(ratios.values()))

# %% slideshow={"slide_type": "skip"}
assert all(ratios[six.apply_move(state, name)] == ratios[state]
           for state in ratios for name in "αβ")  # no move changes the pair
assert all({ratios[state] for state in part} == {ratios[next(iter(part))]} for part in parts)
assert len(set(ratios.values())) == len(parts) == 6  # one value per component

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### One value per component
#
# The pair never changes under a move, and it takes six values, one per component: it names
# the component. It is exact because a Möbius map is fixed by where it sends three points
# (here the cells of 1, 2 and 3), so two layouts with the same pair differ by a Möbius map, and
# α and β make all 120 of them. `six.component_key` is this computation, packaged:

# %%
keys = [{six.component_key(state) for state in part} for part in parts]
keys

# %% slideshow={"slide_type": "skip"}
assert all(len(key) == 1 for key in keys) and len(set().union(*keys)) == 6
assert all(ratios[state] == six.component_key(state) for state in ratios)
assert all(six.is_solvable(state) == six.can_reach(state) for state in list(graph)[::37])

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Further reading
#
# - J. A. Gallian, *Contemporary Abstract Algebra*, 10th ed., CRC Press, 2021, chapter 5
#   (permutation groups, even and odd permutations).
# - J. D. Dixon and B. Mortimer, *Permutation Groups*, Springer (Graduate Texts in Mathematics
#   163), 1996: groups acting on the projective line.
# - T. H. Cormen, C. E. Leiserson, R. L. Rivest and C. Stein, *Introduction to Algorithms*,
#   4th ed., MIT Press, 2022, section 20.2 (breadth-first search).
# - A. Patel, *Red Blob Games*, "Introduction to the A* algorithm": breadth-first search drawn
#   step by step on a grid.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Practise
#
# New questions on new boards, each checked by the course's own searches: three right in a
# row take you up a level, two wrong in a row down one. Choose any skill of the course in
# the list, or what you miss most; your levels are kept in `linklab-practice.json` beside
# the notebooks.

# %%
ll.practice("six-distance")
