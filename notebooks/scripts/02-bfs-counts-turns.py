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
# # 2. A breadth-first search that counts turns
#
# Document 000 (连连看游戏辅助, "a Lianliankan helper") decides whether two tiles link with a
# breadth-first search (广度优先搜索, BFS): a queue (队列) of places still to look from,
# taken from the front one at a time. What makes this search unusual is what it counts: not
# steps, but **turns**.
#
# **After this notebook you can**
#
# - name the search's state: a cell, the heading the path entered it with, the turns used;
# - follow the queue step by step and predict what it holds next;
# - read the fewest turns needed to reach each cell;
# - explain why "mark a cell visited the first time you reach it" loses paths when turns matter;
# - explain the 0-1 BFS: straight steps go to the *front* of the queue.

# %%
# %matplotlib inline
import inspect

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown]
# ## The state and the events
#
# A path may not turn more than twice, so *how* it reached a cell matters, not only *that* it
# did. The search's state is `(cell, heading, turns)`: where the path is, which way it was going
# when it got there, and how many turns it has used.
#
# From a state the search tries the four headings (never straight back). Keeping the heading
# costs nothing; changing it costs one turn. A step is **rejected** when it leaves the board,
# hits a tile that is not the target, or would need a third turn.
#
# `ll.bfs_events` is the search, written once, as a stream of small events. We use document
# 000's second sample: the `1` at (1, 1) and the `1` at (4, 4). Cells in the text are written
# as in the code, from 0; the pictures number rows and columns from 1.

# %%
board = ll.parse_board("5 6\n0 0 0 0 0 0 0 1 2 3 0 0 3 0 0 0 0 3 0 2 3 4 0 2 0 0 0 2 1 4")
a, b = (1, 1), (4, 4)
events = list(ll.bfs_events(board, a, b))
for event in events[:7]:
    print(event)
print("...", len(events), "events in all; the last:", events[-1])

# %% [markdown]
# `Enqueued` puts a state in the queue, `Dequeued` takes the front one out to look from it,
# `Rejected` names a step not taken and why, and `Found` ends the stream with the path.
#
# ## Straight steps jump the queue
#
# One detail before we watch: a step that does **not** turn goes to the *front* of the queue; a
# step that turns goes to the *back*. (Why comes at the end of this notebook.) From the start
# every first step is free, so all of them go to the front.
#
# ### Exercise 1: the queue after the first look
#
# The search takes the start off the queue and tries up, right, down, left, in that order.
# Right is blocked by the `2`. The other three are enqueued, each at the front. Write the queue
# afterwards, front first, as a list of cells.

# %%
prediction = [(1, 0), (2, 1), (0, 1)]  # your answer: change it before you run the next cell

# %%
trace = ll.Trace(events)
looks = [i for i, event in enumerate(events) if isinstance(event, ll.Dequeued)]
after = looks[1]  # frame(i) is the search after i events: here, just before the second look
truth = [cell for cell, heading, turns in trace.frame(after).frontier]
if prediction == truth:
    print(f"✓ Right: the queue is {truth}, front first. Each newcomer pushed in at the front, "
          "so the last one tried (left) leaves first.")
else:
    print(f"✗ Not quite: the queue is {truth}, front first. Up went in first, then down in front "
          "of it, then left in front of both.")

# %% [markdown]
# ## Watch the queue
#
# The player shows each step: pale cells have been reached, darker ones taken off the queue,
# the bold blue numbers are the queue's order (1 leaves next), the small number in a cell's
# corner is the fewest turns found so far to get there, and red marks are rejected steps. The
# list beside the picture is the queue itself, with each state's heading and turns.
#
# Press ▶ to step, or play it. Export writes the picture (or the whole search as a GIF) into
# this folder.

# %%
ll.widgets.TracePlayer(board, trace, ends=[a, b], step=after)

# %% [markdown]
# Any step can be drawn on its own axes, and `trace.frame(i)` is that step as data:

# %%
step = 30
fig, ax = plt.subplots(figsize=(7, 6), layout="constrained")
ll.draw.draw_frame(ax, board, trace.frame(step), ends=[a, b], total=len(trace))
ll.export.save_figure(fig, "bfs-step.png");

# %%
trace.frame(step).frontier[:4]

# %% [markdown]
# ## The turn count at each cell
#
# When the search ends, the corner number of each cell it reached is the fewest turns it found
# for a path from the start to that cell.
#
# ### Exercise 2: a turn count
#
# What is the fewest turns a path from the start at (1, 1) needs to reach the empty cell
# (1, 4)? (Row 2, column 5 in the pictures.) Work it out on the picture of step 30 above.

# %%
prediction = 2  # your answer: change it before you run the next cell

# %%
last = trace.frame(len(trace))
truth = last.turns[(1, 4)]
if prediction == truth:
    print(f"✓ Right: {truth}. Up, right along the top row, down; or down, right, up.")
else:
    print(f"✗ Not quite: {truth}. The 2 and 3 beside the start block the straight way right, so "
          "every path goes round: up, right along the top row, then down (or down, right, up).")

# %% [markdown]
# Every count at the end, and the path: the target is reached with two turns, so the pair links.

# %%
fig, ax = plt.subplots(figsize=(7, 6), layout="constrained")
ll.draw.draw_frame(ax, board, last, ends=[a, b], total=len(trace))
ll.export.save_figure(fig, "bfs-found.png");

# %%
assert last.outcome == "found" and len(last.path) - 2 == last.turns[b] == 2

# %% [markdown]
# ## "Visited" is the wrong question
#
# A textbook BFS marks a cell visited the first time it reaches it and never looks at it again.
# That is right when every step costs the same. Here it is not: the first arrival at a cell may
# have used **more turns** than a later one.
#
# Document 000's own queue shows it. Its queue is first-in first-out, so it reaches cells in
# order of *steps*, not turns. On this board the `A`s are joined by one turn (down, then right),
# but the queue first reaches the cell just left of the target by a zigzag of the same length:

# %%
zig = ll.parse_board("""
0 0 0 2
0 1 0 0
0 0 4 0
0 0 0 2
0 0 0 1
""")
start, target, beside = (1, 1), (4, 3), (4, 2)
doc000 = ll.Trace(ll.documents.doc000_bfs_events(zig, start, target))
arrivals = [(step, event.heading, event.turns)
            for step, event in enumerate(doc000.events, 1)
            if isinstance(event, ll.Enqueued) and event.cell == beside]
arrivals

# %%
first, better = arrivals[0][0], arrivals[1][0]
fig, axes = plt.subplots(1, 2, figsize=(10, 6.2), layout="constrained")
for ax, step, legend in ((axes[0], first, False), (axes[1], better, True)):
    ll.draw.draw_frame(ax, zig, doc000.frame(step), ends=[start, target],
                       total=len(doc000), legend=legend)
axes[0].set_title(f"step {first}: first reached, 2 turns", loc="left")
axes[1].set_title(f"step {better}: reached again, 1 turn", loc="left")
ll.export.save_figure(fig, "first-arrival.png");

# %% [markdown]
# (The 1 on the start's own tile is another of document 000's quirks: it never marks the start
# visited, so a first step that turns straight back onto it is queued, with one turn.)
#
# Had the search closed (5, 3) at its first arrival, it would hold "2 turns, heading down" there.
# The target is to its right, a third turn away, and no other empty cell touches the target.
# It would answer `FALSE`; the rule says `TRUE`.

# %%
assert doc000.frame(first).turns[beside] == 2 and doc000.frame(better).turns[beside] == 1
assert [zig[3, 3], zig[4, 2]] == [2, 0]  # the only empty neighbour of the target is (4, 2)
assert ll.find_path(zig, start, target) == ((1, 1), (4, 1), (4, 3))

# %% [markdown]
# Document 000's analysis states the fix in one line: enqueue a cell "要么没遍历过要么遍历过但这次转向次数要少"
# — *if it was never visited, or it was visited but this time with fewer turns*. The program
# keeps one count per cell, `vir[x][y]`, and turns a step away only when the cell was reached
# with fewer turns before:

# %%
ll.summarize(doc000.events).rejected

# %% [markdown]
# ## The 0-1 BFS: straight steps go to the front
#
# The package's BFS goes one better. A straight step costs 0 turns and a turning step costs 1,
# so it puts straight steps at the **front** of the queue and turns at the **back** (a "0-1
# BFS"). Then the queue is always sorted by turns, states leave it in order of turns, and the
# first path to reach the target has the fewest turns. It keeps a best count per cell *and
# heading*, since a path going down through a cell and one going right through it are different
# futures.

# %%
bfs = ll.Trace(ll.bfs_events(zig, start, target))
[(event.heading, event.turns, "front" if event.front else "back")
 for event in bfs.events if isinstance(event, ll.Enqueued) and event.cell == beside]

# %% [markdown]
# Its first arrival at (5, 3) already has the fewest turns. Check the promise on every frame of
# both searches: is the queue sorted by turns?

# %%
sorted_0_1 = all([t for _, _, t in f.frontier] == sorted(t for _, _, t in f.frontier)
                 for f in bfs.frames())
sorted_fifo = all([t for _, _, t in f.frontier] == sorted(t for _, _, t in f.frontier)
                  for f in doc000.frames())
sorted_0_1, sorted_fifo

# %%
assert sorted_0_1 and not sorted_fifo

# %% [markdown]
# Here is the search itself, as the package writes it. The lines to find: `queue.appendleft`
# for a straight step, `queue.append` for a turn, and `best[nxt, step]`, the fewest turns seen
# per cell and heading.

# %%
print(inspect.getsource(ll.search.bfs_events))

# %% [markdown]
# ## Summary
#
# - The BFS's state is `(cell, heading, turns)`; a straight step costs 0 turns, a turn costs 1.
# - The queue (队列) holds the states still to look from; `ll.Trace(events).frame(i)` is the
#   search after *i* events, and `ll.widgets.TracePlayer` plays it.
# - The first arrival at a cell need not be the best: document 000 re-queues a cell reached
#   with fewer turns; a plain "visited" mark would lose the path.
# - The 0-1 BFS puts straight steps at the front and turns at the back, so the queue stays
#   sorted by turns and the first path found has the fewest turns.
# - Next: the same question answered depth first, with a stack and a pruning rule.
