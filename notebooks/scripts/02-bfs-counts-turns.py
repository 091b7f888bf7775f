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

# %% [markdown] slideshow={"slide_type": "slide"}
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
# - follow document 000's first-in first-out queue step by step;
# - explain why "mark a cell visited the first time you reach it" loses paths when turns matter,
#   and how document 000 mends it;
# - tell a rule that loses paths from one that does not, with a counterexample found by machine;
# - explain the 0-1 BFS: straight steps go to the *front* of the queue.
#
# *About 60 minutes in class (four exercises).* Each exercise starts as `prediction = ...`:
# replace the `...`, run it and the check below it; the worked answer appears only when you ask
# for it, with `ll.exercises.reveal`, as a wrong answer's message says.

# %%
# %matplotlib inline
import inspect
import random

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The state and the events
#
# A path may not turn more than twice, so *how* it reached a cell matters, not only *that* it
# did. The search's state is `(cell, heading, turns)`: where the path is, which way it was going
# when it got there, and how many turns it has used.
#
# From a state the search tries the four headings. Keeping the heading costs nothing; changing
# it costs one turn. A step is **rejected** when it leaves the board, hits a tile that is not
# the target, or would need a third turn.
#
# Document 000 counts a little differently: its `turn` counts **straight segments**. A first
# step gets `t0.turn = 1`, every change of heading adds one, and a state with `turn > 3` is
# turned away ("转向次数不能超过3"): at most three segments, which is at most two turns. The
# package's events write `turns` = the document's `turn` − 1, so both read alike.
#
# The searches are written once, as streams of small events. `Enqueued` puts a state in the
# queue, `Dequeued` takes the front one out to look from it, `Rejected` names a step not taken
# and why, and `Found` ends the stream with the path. Cells in the text are written as in the
# code, from 0; the pictures number rows and columns from 1.
#
# ## Document 000's queue: first in, first out
#
# A small board: the `1`s at (1, 1) and (4, 3) are joined by one turn, down then right.
# `ll.documents.doc000_bfs_events` is document 000's program, step for step. It queues the
# start's four neighbours first, in the order of its `trend` array: right, left, down, up. Then
# it takes the front state out, tries the four headings from it in the same order, and puts
# every state it accepts at the **back**.

# %%
zig = ll.parse_board("""
0 0 0 2
0 1 0 0
0 0 4 0
0 0 0 2
0 0 0 1
""")
start, target = (1, 1), (4, 3)
doc000 = ll.Trace(ll.documents.doc000_bfs_events(zig, start, target))
for event in doc000.events[:9]:
    print(event)

# %% [markdown]
# The first look, from (1, 2), queued three states (one of them the start's own tile, a quirk
# of document 000: it never marks the start as visited, and the start's tile is of the end's
# kind, so a step back onto it is allowed, with one turn).

# %%
first_steps = [event for event in doc000.events[:4] if isinstance(event, ll.Enqueued)]
assert [event.turns for event in first_steps] == [0, 0, 0, 0]  # the document's turn = 1
assert max(e.turns for e in doc000.events if isinstance(e, ll.Enqueued)) == 2  # turn <= 3
assert {e.turns for e in doc000.events
        if isinstance(e, ll.Rejected) and e.reason == "too_many_turns"} == {3}  # turn = 4

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1: the next looks
#
# Which cells do the 2nd, 3rd, 4th and 5th looks (`Dequeued` events) take out of the queue, in
# order?

# %% tags=["exercise"]
prediction = ...  # your answer: a list of four cells, e.g. [(0, 0), (0, 1), (0, 2), (0, 3)]

# %%
ll.exercises.check("02.1", prediction)

# %% [markdown] slideshow={"slide_type": "slide"}
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
ll.widgets.TracePlayer(zig, doc000, ends=[start, target], step=9)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## "Visited" is the wrong question
#
# A textbook BFS marks a cell visited the first time it reaches it and never looks at it again.
# That is right when every step costs the same. Here it is not: the first arrival at a cell may
# have used **more turns** than a later one.
#
# The first-in first-out queue reaches cells in order of *steps*, not turns. On this board the
# cell just left of the target, (4, 2), is first reached by a zigzag with two turns, and only
# later by the one-turn path:

# %%
beside = (4, 2)
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
axes[0].set_title(ll.tr("step {step}: first reached, 2 turns", step=first), loc="left")
axes[1].set_title(ll.tr("step {step}: reached again, 1 turn", step=better), loc="left")
ll.export.save_figure(fig, "first-arrival.png");

# %% [markdown]
# (The 1 on the start's own tile is the quirk seen above: a first step that turns straight
# back onto the start is queued, with one turn.)
#
# Had the search closed (4, 2) at its first arrival, it would hold "2 turns, heading down" there.
# The target is to its right, a third turn away, and no other empty cell touches the target.
# It would answer `FALSE`; the rule says `TRUE`.

# %%
assert doc000.frame(first).turns[beside] == 2 and doc000.frame(better).turns[beside] == 1
assert [zig[3, 3], zig[4, 2]] == [2, 0]  # the only empty neighbour of the target is (4, 2)
assert ll.find_path(zig, start, target) == ((1, 1), (4, 1), (4, 3))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Document 000's fix, in words and in code
#
# Document 000's analysis states the fix in one line: enqueue a cell
# "要么没遍历过要么遍历过但这次转向次数要少" — *if it was never visited, or it was visited but
# this time with fewer turns*. The program keeps one count per cell, `vir[x][y]`, and writes the
# test as `vir[k1.x][k1.y] == 0 || vir[k1.x][k1.y] >= k1.turn`: it re-queues a cell reached
# with fewer turns **or as few**. It turns a step away only when the cell was reached with
# fewer turns before:

# %%
ll.summarize(doc000.events).rejected

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Document 000 and the corrected BFS, step by step
#
# The same query through document 000's program and the package's BFS, in step: one slider
# drives both panes. Beside document 000's pane is its program as printed, with the line the
# current event stands for highlighted: `q.push(k1)` when a state joins the queue, the
# `vir[k1.x][k1.y] == 0 || vir[k1.x][k1.y] >= k1.turn` line when a step is turned away because
# the cell was reached with fewer turns. The player opens at the step where (4, 2) is reached
# again with one turn. The corrected BFS finishes first and stays on its last frame.

# %%
both = ll.compare_widget.ComparePlayer(zig, start, target, ["000", "bfs"], step=better)
both

# %%
assert "q.push(k1)" in ll.documents.source_line("000", both.current_lines()[0][0])
assert [pane.verdict for pane in both.panes] == ["yes: a path with 1 turn"] * 2

# %% [markdown]
# Are the words and the code the same rule? They differ on a tie: the same number of turns,
# arriving with another heading. `doc000_bfs_events(..., strict=True)` is the program with the
# words taken literally (`vir > turn`: only *fewer* turns re-queue a cell).
#
# ### Exercise 2: fewer, or as few?
#
# Does the literal "fewer" version ever answer `FALSE` for a pair that the rule links? Answer
# `True` (it loses some path) or `False` (it loses none), then run the check: it looks for a
# counterexample on small random boards.

# %% tags=["exercise"]
prediction = ...  # your answer: True (the strict version loses a path somewhere) or False

# %%
ll.exercises.check("02.2", prediction)

# %%
rng = random.Random(2)
tried, lost, counterexample = 0, {"fewer": 0, "as few": 0}, None
while tried < 2000:
    grid = [[rng.choice((0, 0, 0, 2)) for _ in range(5)] for _ in range(4)]
    a = rng.choice([(r, c) for r in range(1, 3) for c in range(1, 4)])  # inside: no quirk
    b = rng.choice([(r, c) for r in range(4) for c in range(5) if (r, c) != a])
    grid[a[0]][a[1]] = grid[b[0]][b[1]] = 1
    trial = ll.Board.from_rows(grid)
    tried += 1
    if ll.find_path(trial, a, b) is None:
        continue
    for name, strict in (("fewer", True), ("as few", False)):
        end = list(ll.documents.doc000_bfs_events(trial, a, b, strict=strict))[-1]
        if not isinstance(end, ll.Found):
            lost[name] += 1
            if counterexample is None:
                counterexample = (trial, a, b)

# %% [markdown]
# The counterexample the search found, and where it goes wrong: a tie turned away on a cell
# of the rule's path. The state kept there arrived with as many turns but heading another way;
# from it the path needs a third turn.

# %%
trial, a, b = counterexample
strict_events = list(ll.documents.doc000_bfs_events(trial, a, b, strict=True))
right_path = ll.find_path(trial, a, b)
on_path = set(ll.board.walk(right_path)) - {a, b}
ties = [event for event in strict_events if isinstance(event, ll.Rejected)
        and event.reason == "already_better" and event.cell in on_path]
print(ll.format_board(trial), ll.tr("from {a} to {b}", a=a, b=b),
      ll.tr("the literal 'fewer': {event}", event=ll.draw.describe_event(strict_events[-1])),
      sep="\n")
ties

# %%
fig, axes = plt.subplots(1, 2, figsize=(10.5, 5.2), layout="constrained")
ll.draw.draw_board(axes[0], trial, ends=[a, b])
ll.draw.draw_path(axes[0], right_path)
axes[0].set_title(ll.tr("the rule, and document 000's >=: TRUE"), loc="left")
strict_trace = ll.Trace(strict_events)
ll.draw.draw_frame(axes[1], trial, strict_trace.frame(len(strict_trace)), ends=[a, b],
                   total=len(strict_trace), legend=False)
axes[1].set_title(ll.tr("the words taken literally, 'fewer': FALSE"), loc="left")
ll.export.save_figure(fig, "fewer-loses-a-path.png");

# %%
assert lost["as few"] == 0 and lost["fewer"] > 0 and ties

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The 0-1 BFS: straight steps go to the front
#
# The package's BFS goes one better. A straight step costs 0 turns and a turning step costs 1,
# so it puts straight steps at the **front** of the queue and turns at the **back** (a "0-1
# BFS"). A first step from the start has no heading to keep, so it costs no turn. Then the
# queue is always sorted by turns, states leave it in order of turns, and the first path to
# reach the target has the fewest turns. It keeps a best count per cell *and heading*, since a
# path going down through a cell and one going right through it are different futures.
#
# On the zigzag board its first arrival at (4, 2) already has the fewest turns:

# %%
bfs = ll.Trace(ll.bfs_events(zig, start, target))
[(event.heading, event.turns, "front" if event.front else "back")
 for event in bfs.events if isinstance(event, ll.Enqueued) and event.cell == beside]

# %% [markdown]
# Check the promise on every frame of both searches: is the queue sorted by turns?

# %%
sorted_0_1 = all([t for _, _, t in f.frontier] == sorted(t for _, _, t in f.frontier)
                 for f in bfs.frames())
sorted_fifo = all([t for _, _, t in f.frontier] == sorted(t for _, _, t in f.frontier)
                  for f in doc000.frames())
sorted_0_1, sorted_fifo

# %%
assert sorted_0_1 and not sorted_fifo

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 3: the 0-1 queue after the first look
#
# Document 000's second sample: the `1` at (1, 1) and the `1` at (4, 4). The 0-1 BFS takes the
# start off the queue and tries up, right, down, left, in that order. Right is blocked by the
# `2`. Write the queue afterwards, front first, as a list of cells.

# %%
board = ll.parse_board("5 6\n0 0 0 0 0 0 0 1 2 3 0 0 3 0 0 0 0 3 0 2 3 4 0 2 0 0 0 2 1 4")
a, b = (1, 1), (4, 4)
trace = ll.Trace(ll.bfs_events(board, a, b))
fig, ax = plt.subplots(figsize=(6, 5), layout="constrained")
ll.draw.draw_board(ax, board, ends=[a, b])
ll.export.save_figure(fig, "sample-2.png");

# %% tags=["exercise"]
prediction = ...  # your answer: a list of cells, front first, e.g. [(0, 0), (0, 1)]

# %%
ll.exercises.check("02.3", prediction)

# %%
looks = [i for i, event in enumerate(trace.events) if isinstance(event, ll.Dequeued)]
after = looks[1]  # frame(i) is the search after i events: here, just before the second look

# %% [markdown]
# Any step can be drawn on its own axes, and `trace.frame(i)` is that step as data:

# %%
ll.widgets.TracePlayer(board, trace, ends=[a, b], step=after)

# %%
step = 30
fig, ax = plt.subplots(figsize=(7, 6), layout="constrained")
ll.draw.draw_frame(ax, board, trace.frame(step), ends=[a, b], total=len(trace))
ll.export.save_figure(fig, "bfs-step.png");

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The turn count at each cell
#
# When the search ends, the corner number of each cell it reached is the fewest turns it found
# for a path from the start to that cell.
#
# ### Exercise 4: a turn count
#
# What is the fewest turns a path from the start at (1, 1) needs to reach the empty cell
# (1, 4)? (Row 2, column 5 in the pictures.) Work it out on the picture of step 30 above.

# %% tags=["exercise"]
prediction = ...  # your answer: a whole number of turns

# %%
ll.exercises.check("02.4", prediction)

# %%
last = trace.frame(len(trace))

# %% [markdown]
# Every count at the end, and the path: the target is reached with two turns, so the pair links.

# %%
fig, ax = plt.subplots(figsize=(7, 6), layout="constrained")
ll.draw.draw_frame(ax, board, last, ends=[a, b], total=len(trace))
ll.export.save_figure(fig, "bfs-found.png");

# %%
assert last.outcome == "found" and len(last.path) - 2 == last.turns[b] == 2

# %% [markdown]
# Here is the search itself, as the package writes it. The lines to find: `queue.appendleft`
# for a straight step, `queue.append` for a turn, and `best[nxt, step]`, the fewest turns seen
# per cell and heading.

# %%
print(inspect.getsource(ll.search.bfs_events))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Write it yourself
#
# ### Exercise 5: a first-in-first-out BFS that counts turns
#
# Write `my_link(board, a, b)`: `True` when the tiles at `a` and `b` (0-based `(row, col)`) can
# be joined by a path with at most two turns that stays on the board, else `False`. Use a plain
# first-in-first-out queue (`collections.deque`, `append` and `popleft`) of states
# `(cell, heading, turns)`, as document 000 does, and keep for each `(cell, heading)` the fewest
# turns it was reached with, so that no path is lost.
#
# `board[cell]` is the kind at a cell (0 is empty), `board.rows` and `board.cols` its size. The
# check below runs your function on the package's scenario table and on a few hundred random
# boards; where it disagrees with the rule it shows the smallest such board, drawn.

# %% tags=["exercise"]
# your answer: write my_link, a first-in-first-out BFS that counts turns
# (stuck? ll.exercises.reveal("02.5") shows a worked answer)
def my_link(board, a, b):
    """Can the tiles at a and b be joined with at most two turns, on the board?"""
    ...


# %%
ll.selfcheck.check_link(my_link)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - The BFS's state is `(cell, heading, turns)`; a straight step costs 0 turns, a turn costs 1.
#   Document 000's `turn` counts segments: 1 for the first, at most 3.
# - Document 000's queue (队列) is first in, first out; `ll.Trace(events).frame(i)` is the
#   search after *i* events, and `ll.widgets.TracePlayer` plays it.
# - The first arrival at a cell need not be the best: document 000 re-queues a cell reached
#   with as few turns (`>=`). Its analysis says "fewer", and taken literally that loses paths:
#   a tie with another heading is another future.
# - The 0-1 BFS puts straight steps at the front and turns at the back, so the queue stays
#   sorted by turns and the first path found has the fewest turns.
# - Next: the same question answered depth first, with a stack and a pruning rule.
