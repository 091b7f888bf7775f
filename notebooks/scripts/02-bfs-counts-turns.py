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
# # 2. A breadth-first search that counts turns
#
# A breadth-first search (广度优先搜索, BFS) looks at the cells nearest the start first, then the
# next nearest, and so on. This notebook builds it up from the plainest case, an empty grid, to
# the search document 000 (连连看游戏辅助, "a Lianliankan helper") uses to decide whether two tiles
# link, where what counts is not steps but **turns**.
#
# **After this notebook you can**
#
# - run a plain BFS and read its queue as rings of cells, one step further out each;
# - say why the fewest steps is not the fewest turns, and name the search's state:
#   a cell, the heading the path entered it with, the turns used;
# - follow document 000's queue, and say why "visited once" loses paths when turns matter;
# - explain the 0-1 BFS: straight steps go to the *front* of the queue.
#
# *About 70 minutes in class (five exercises and a program to write).* Each exercise starts as
# `prediction = ...`: replace the `...`, run it and the check below it; the worked answer
# appears only when you ask for it, with `ll.exercises.reveal`, as a wrong answer's message says.

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
import inspect
import random

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Before you start
#
# - **Python**: lists, tuples, dictionaries, `for` and `while` loops, writing a function.
# - **A queue**: a line of things waiting, served **first in, first out**. In Python it is a
#   `collections.deque`: `append` puts a thing at the back, `popleft` takes the front one.
# - **Notebook 1**: the rule. Two tiles of one kind link by a path of empty cells with at most
#   two turns.
# - **Cells** are written `(row, column)`. The code counts from 0, the pictures from 1.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## A plain BFS: rings on an empty grid
#
# Start with no tiles and no rule at all. From one cell, a BFS keeps a **queue** of cells that
# wait to be looked from. It takes the cell at the front, puts each neighbour (up, right, down,
# left) that it has not seen yet at the back, and repeats until the queue is empty.
#
# `ll.search.steps_from` runs this search and says how many steps each cell is from the start.
# The cells at one step form a ring round the start, those at two steps the next ring, and so on:

# %%
open_grid = ll.Board.empty(7, 7)
centre = (3, 3)
steps = ll.search.steps_from(open_grid, centre)
steps[3, 4], steps[0, 0]

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, axes = plt.subplots(1, 3, figsize=(6.1, 2.15), layout="constrained")
for ring, ax in enumerate(axes):
    ll.draw.draw_steps(ax, open_grid, steps, upto=ring)
    ax.set_title(ll.tr("rings 0 to {ring}", ring=ring), loc="left")
ll.export.save_figure(fig, "bfs-rings.png");

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 5 min**, up to “Exercise 1: the third ring”
#
# **Ask:** Which cells does the search reach after one step, after two?
#
# **Wrong answers, and what each reveals:**
#
# - `8`: neighbours taken as a king's: a step goes up, down, left or right only.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The queue, step by step
#
# The search reports what it does as a stream of small **events**: `Enqueued` when a cell joins
# the back of the queue, `Dequeued` when the front one leaves it. To **expand** a cell is to take
# it off the queue and look from it; the cells in the queue, found but not yet expanded, are the
# search's **frontier** (搜索前沿). In the pictures they are outlined. The order in which cells leave
# the queue:

# %%
events = list(ll.search.cell_bfs_events(open_grid, centre))
order = [event.cell for event in events if isinstance(event, ll.Dequeued)]
order[:9]

# %% [markdown]
# A whole ring joins the queue before any cell of the next ring leaves it, so the cells leave in
# rings: every cell at one step, then every cell at two steps, and so on.

# %% slideshow={"slide_type": "skip"}
assert [steps[cell] for cell in order] == sorted(steps.values())

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1: the third ring
#
# How many cells of the 7 x 7 grid are exactly three steps from the centre?

# %% tags=["exercise"]
prediction = ...  # your answer: a whole number of cells

# %%
ll.exercises.check("02.1", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 8 min**, up to “The fewest steps is not the fewest turns”
#
# **Ask:** How does a ring grow from one step to the next?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The fewest steps is not the fewest turns
#
# Put tiles on the board. The plain BFS walks only through empty cells, and given a target,
# `ll.search.cell_bfs_events(board, a, b)` stops there with `Found` and the walk it found.
# `ll.Trace(events)` keeps a search's events: `trace.frame(i)` is the search after *i* events,
# so its last frame holds the walk. A walk is written by its **corners**: its first cell, each
# cell where it turns, its last. Beside it, `ll.find_path` (notebook 1) gives the rule's path:

# %%
walls = ll.parse_board("""
0 0 0 0 0 0
0 0 0 0 0 0
0 0 0 2 0 1
0 0 0 0 0 0
0 1 0 0 0 0
""")
a, b = (4, 1), (2, 5)
plain = ll.Trace(ll.search.cell_bfs_events(walls, a, b))
walk = plain.frame(len(plain)).path
walk, ll.find_path(walls, a, b)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 7 min**, up to “The state: cell, heading, turns”
#
# **Ask:** Two walks of six steps: which one does the rule prefer, and does the plain BFS know?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Two walks of six steps

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, axes = plt.subplots(1, 2, figsize=(10, 3.9), layout="constrained")
for ax, path, title in ((axes[0], walk, "the plain BFS: 6 steps, 3 turns"),
                        (axes[1], ll.find_path(walls, a, b), "the rule's path: 6 steps, 1 turn")):
    ll.draw.draw_board(ax, walls, ends=[a, b])
    ll.draw.draw_path(ax, path)
    ax.set_title(ll.tr(title), loc="left")
ll.export.save_figure(fig, "steps-and-turns.png");

# %% [markdown]
# Both walks take six steps. Among walks of one length the plain BFS keeps the one it met first,
# and that one turns three times; the rule allows two. A search for the rule must **count
# turns**.

# %% slideshow={"slide_type": "skip"}
assert len(walk) - 2 == 3 and len(ll.find_path(walls, a, b)) - 2 == 1

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The state: cell, heading, turns
#
# A path may not turn more than twice, so *how* it reached a cell matters, not only *that* it
# did. The search's **state** is `(cell, heading, turns)`: where the path is, which way it was
# going when it got there, and how many turns it has used.
#
# From a state the search tries the four headings. Keeping the heading costs nothing; changing it
# costs one turn. A step is **rejected** when it leaves the board, hits a tile that is not the
# target, or would need a third turn. The events say so: `Enqueued` carries the whole state,
# `Rejected` names the step not taken and why, `Found` ends the stream with the path. The plain
# BFS above already wrote down each state; it just never used the turns:

# %%
for event in plain.events[:5]:
    print(event)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 5 min**, up to “Exercise 2: the next looks”
#
# **Ask:** Why is the cell alone not enough as the search's state?

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Document 000's queue: first in, first out
#
# `ll.documents.doc000_bfs_events` is document 000's program, step for step. It queues the
# start's four neighbours first, in the order of its `trend` array: right, left, down, up. Then
# it takes the front state out, tries the four headings from it in the same order, and puts
# every state it accepts at the **back**. On a small board, the `1`s (drawn as `A`) at (2, 2) and
# (5, 4) (in code `start, target = (1, 1), (4, 3)`) are joined by one turn, down then right:

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

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Its first nine events

# %%
for event in doc000.events[:9]:
    print(event)

# %% [markdown]
# The first look, from (2, 3), queued three states. One of them is the start's own tile, a quirk
# of document 000: it never marks the start as visited, and the start's tile is of the end's
# kind, so a step back onto it is allowed, with one turn.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Document 000 counts segments
#
# Document 000's `turn` counts **straight segments**. A first step gets `t0.turn = 1`, every
# change of heading adds one, and a state with `turn > 3` is turned away ("转向次数不能超过3"):
# at most three segments, which is at most two turns. linklab's events write `turns` = the
# document's `turn` − 1, so both read alike: in the events above every first step has 0 turns,
# none has more than 2, and a step to a third turn is rejected.

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
first_steps = [event for event in doc000.events[:4] if isinstance(event, ll.Enqueued)]
assert [event.turns for event in first_steps] == [0, 0, 0, 0]  # the document's turn = 1
assert max(e.turns for e in doc000.events if isinstance(e, ll.Enqueued)) == 2  # turn <= 3
assert {e.turns for e in doc000.events
        if isinstance(e, ll.Rejected) and e.reason == "too_many_turns"} == {3}  # turn = 4

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2: the next looks
#
# Which cells do the 2nd, 3rd, 4th and 5th looks (`Dequeued` events) take out of the queue, in
# order?

# %% tags=["exercise"]
prediction = ...  # your answer: a list of four cells, e.g. [(0, 0), (0, 1), (0, 2), (0, 3)]

# %%
ll.exercises.check("02.2", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, up to “Asking only "visited?" is not enough”
#
# **Ask:** What was in the queue before the first look, and in what order?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Watch the queue
#
# Pale cells have been reached, darker ones taken off the queue; bold blue numbers are the queue's
# order (1 leaves next); a cell's small corner number is the fewest turns found so far to reach
# it; red marks are rejected steps. Beside the picture: the queue, each state with its heading and
# turns. Press ▶ to step; Export writes the picture (or a GIF) into `exports/`, a folder beside
# this notebook.

# %%
ll.widgets.TracePlayer(zig, doc000, ends=[start, target], step=9)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Asking only "visited?" is not enough
#
# A textbook BFS, like the plain one we began with, marks a cell visited the first time it
# reaches it and never looks at it again. That is right when every step costs the same. Here it
# is not: the first arrival at a cell may have used **more turns** than a later one.
#
# The first-in first-out queue reaches cells in order of *steps*, not turns. On this board the
# cell just left of the target, (5, 3) (in code `beside = (4, 2)`), is reached first by a zigzag with two turns, and only
# later by the one-turn path. Its arrivals, as (event number, heading, turns):

# %%
beside = (4, 2)
arrivals = [(step, event.heading, event.turns)
            for step, event in enumerate(doc000.events, 1)
            if isinstance(event, ll.Enqueued) and event.cell == beside]
for step, heading, turns in arrivals:
    print(ll.tr("event {step}: heading {heading}, {turns} turns", step=step,
                heading=heading.name.lower(), turns=turns))

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 8 min**, up to “Fewer, or as few?”
#
# **Ask:** Is marking a cell visited at its first arrival right here? Why was it right in the plain BFS?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The first arrival, and the better one

# %% jupyter={"source_hidden": true} tags=["hide-input"]
first, better = arrivals[0][0], arrivals[1][0]
fig, axes = plt.subplots(1, 2, figsize=(10, 4.1), layout="constrained")
for ax, step in ((axes[0], first), (axes[1], better)):  # the same size: no legend
    ll.draw.draw_frame(ax, zig, doc000.frame(step), ends=[start, target],
                       total=len(doc000), legend=False)
axes[0].set_title(ll.tr("step {step}: first reached, 2 turns", step=first), loc="left")
axes[1].set_title(ll.tr("step {step}: reached again, 1 turn", step=better), loc="left")
ll.export.save_figure(fig, "first-arrival.png");

# %% [markdown]
# (The 1 on the start's own tile is the quirk seen above.) Had the search closed (5, 3) at its
# first arrival, it would hold "2 turns, heading down" there. The target is to its right, a
# third turn away, and no other empty cell touches the target. It would answer `FALSE`; the rule
# says `TRUE`.

# %% slideshow={"slide_type": "skip"}
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
# fewer turns before. The steps it rejected, counted by reason:

# %%
ll.summarize(doc000.events).rejected

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Document 000 and the corrected BFS, step by step
#
# One slider drives both: document 000's program and linklab's BFS (explained below), on the
# same query. Beside document 000's pane is its program as printed, the current event's line
# highlighted. It opens where (5, 3) is reached again with one turn.

# %%
both = ll.widgets.ComparePlayer(zig, start, target, ["000", "bfs"], step=better)
both

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Words and code, in step
#
# When a state joins the queue, the line shown is `q.push(k1)`; when a step is turned away
# because the cell was reached with fewer turns, the `vir[k1.x][k1.y] >= k1.turn` line. The
# player opened on a push, and both panes answer "yes, with one turn".

# %% slideshow={"slide_type": "skip"}
assert "q.push(k1)" in ll.documents.source_line("000", both.current_lines()[0][0])
assert [pane.verdict for pane in both.panes] == ["yes: a path with 1 turn"] * 2

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Fewer, or as few?
#
# Are the words and the code the same rule? They differ when the turn counts are equal: the same
# number of turns, arriving with another heading. `doc000_bfs_events(..., strict=True)` is the
# program with the words taken literally (`vir > turn`: only *fewer* turns re-queue a cell).
#
# ### Exercise 3: does "fewer" lose a path?
#
# Does the literal "fewer" version ever answer `FALSE` for a pair that the rule links? Answer
# `True` (it loses some path) or `False` (it loses none), then run the check: the cells after it
# look for a counterexample on small random boards.

# %% tags=["exercise"]
prediction = ...  # your answer: True (the strict version loses a path somewhere) or False

# %%
ll.exercises.check("02.3", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, up to “Exercise 4: the 0-1 queue after the first look”
#
# **Ask:** Vote before the check: do "fewer" and "as few" differ?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Looking for a counterexample
#
# Two thousand random 4 x 5 boards, each with a pair of `1`s; on every board where the rule links
# the pair, both versions of document 000 answer it. The count of pairs each version lost:

# %% jupyter={"source_hidden": true} tags=["hide-input"]
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
print(ll.tr("pairs lost by 'fewer': {fewer}; by 'as few' (>=): {as_few}",
            fewer=lost["fewer"], as_few=lost["as few"]))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Where "fewer" goes wrong
#
# The first counterexample. On a cell of the rule's path, an arrival with equal turns was turned
# away. The state kept there had as many turns but another heading; from it the path needs a
# third turn.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
trial, a, b = counterexample
strict_events = list(ll.documents.doc000_bfs_events(trial, a, b, strict=True))
right_path = ll.find_path(trial, a, b)
on_path = set(ll.board.walk(right_path)) - {a, b}
ties = [event for event in strict_events if isinstance(event, ll.Rejected)
        and event.reason == "already_better" and event.cell in on_path]
fig, axes = plt.subplots(1, 2, figsize=(8.6, 3.7), layout="constrained")
ll.draw.draw_board(axes[0], trial, ends=[a, b])
ll.draw.draw_path(axes[0], right_path)
axes[0].set_title(ll.tr("the rule, and document 000's >=: TRUE"), loc="left")
strict_trace = ll.Trace(strict_events)
ll.draw.draw_frame(axes[1], trial, strict_trace.frame(len(strict_trace)), ends=[a, b],
                   total=len(strict_trace), legend=False)
axes[1].set_title(ll.tr("the words taken literally, 'fewer': FALSE"), loc="left")
ll.export.save_figure(fig, "fewer-loses-a-path.png");
for event in ties:
    print(ll.tr("{event}, heading {heading}", event=ll.trace.describe_event(event),
                heading=event.heading.name.lower()))

# %% slideshow={"slide_type": "skip"}
assert lost["as few"] == 0 and lost["fewer"] > 0 and ties

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The 0-1 BFS: straight steps go to the front
#
# linklab's BFS goes one better. A straight step costs 0 turns and a turning step costs 1, so it
# puts straight steps at the **front** of the queue and turns at the **back** (a "0-1 BFS"; a
# **deque**, a double-ended queue such as `collections.deque`, serves both ends). A
# first step from the start has no heading to keep, so it costs no turn. Then the queue is
# always sorted by turns, states leave it in order of turns, and the first path to reach the
# target has the fewest turns. It keeps a best count per cell *and heading*: a path going down
# through a cell and one going right through it have different futures.
#
# On the zigzag board its first arrival at (5, 3) already has the fewest turns:

# %%
bfs = ll.Trace(ll.bfs_events(zig, start, target))
for event in bfs.events:
    if isinstance(event, ll.Enqueued) and event.cell == beside:
        print(ll.tr("heading {heading}, {turns} turns, to the {end}",
                    heading=event.heading.name.lower(), turns=event.turns,
                    end=ll.tr("front") if event.front else ll.tr("back")))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Is the queue sorted by turns?
#
# The promise, checked on every frame of both searches:

# %%
sorted_0_1 = all([t for _, _, t in f.frontier] == sorted(t for _, _, t in f.frontier)
                 for f in bfs.frames())
sorted_fifo = all([t for _, _, t in f.frontier] == sorted(t for _, _, t in f.frontier)
                  for f in doc000.frames())
sorted_0_1, sorted_fifo

# %% slideshow={"slide_type": "skip"}
assert sorted_0_1 and not sorted_fifo

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 4: the 0-1 queue after the first look
#
# Document 000's second sample: the `1` at (2, 2) and the `1` at (5, 5) (in code `a, b = (1, 1), (4, 4)`). The 0-1 BFS takes the
# start off the queue and tries up, right, down, left, in that order. Right is blocked by the
# `2`. Write the queue afterwards, front first, as a list of cells.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
board = ll.parse_board("5 6\n0 0 0 0 0 0 0 1 2 3 0 0 3 0 0 0 0 3 0 2 3 4 0 2 0 0 0 2 1 4")
a, b = (1, 1), (4, 4)
trace = ll.Trace(ll.bfs_events(board, a, b))
fig, ax = plt.subplots(figsize=(3.1, 2.6), layout="constrained")
ll.draw.draw_board(ax, board, ends=[a, b])
ll.export.save_figure(fig, "sample-2.png");

# %% tags=["exercise"]
prediction = ...  # your answer: a list of cells, front first, e.g. [(0, 0), (0, 1)]

# %%
ll.exercises.check("02.4", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 7 min**, up to “Exercise 5: a turn count”
#
# **Ask:** Which end of the deque does a step that costs no turn go to?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The 0-1 BFS, step by step
#
# The player opens just before the second look, so you can compare its queue with your answer.

# %%
looks = [i for i, event in enumerate(trace.events) if isinstance(event, ll.Dequeued)]
ll.widgets.TracePlayer(board, trace, ends=[a, b], step=looks[1])

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The turn count at each cell
#
# Any step can be drawn on its own as a picture, from its frame `trace.frame(i)`. Here, step 30.
# Each cell's corner number is the fewest turns found so far to reach it; when the search ends,
# it is the fewest turns of any path from the start to that cell.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
step = 30
fig, ax = plt.subplots(figsize=(5.2, 4.0), layout="constrained")
ll.draw.draw_frame(ax, board, trace.frame(step), ends=[a, b], total=len(trace))
ll.export.save_figure(fig, "bfs-step.png");

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 5: a turn count
#
# What is the fewest turns a path from the start at (2, 2) needs to reach the empty cell
# (2, 5)? (In code, `(1, 1)` and `(1, 4)`.) Work it out on the picture of step 30.

# %% tags=["exercise"]
prediction = ...  # your answer: a whole number of turns

# %%
ll.exercises.check("02.5", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 5 min**, up to “Write it yourself”
#
# **Ask:** Which way round, above or below, and does it matter?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The search's last step
#
# Every count at the end, and the path: the target is reached within the two turns allowed, so the pair links.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
last = trace.frame(len(trace))
fig, ax = plt.subplots(figsize=(5.2, 4.0), layout="constrained")
ll.draw.draw_frame(ax, board, last, ends=[a, b], total=len(trace))
ll.export.save_figure(fig, "bfs-found.png");

# %% slideshow={"slide_type": "skip"}
assert last.outcome == "found" and last.turns[b] == len(last.path) - 2 <= 2

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The 0-1 BFS in linklab's code
#
# `ll.search.bfs_events` is the search itself. The lines to find in it: `queue.appendleft` for a
# straight step, `queue.append` for a turn, and `best[nxt, step]`, the fewest turns seen per cell
# and heading:

# %%
source = inspect.getsource(ll.search.bfs_events).splitlines()
print("\n".join(line for line in source if "queue.append" in line or "best[nxt" in line))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Write it yourself
#
# ### Exercise 6: a first-in-first-out BFS that counts turns
#
# Write `my_link(board, a, b)`: `True` when the tiles at `a` and `b` (0-based `(row, col)`) can
# be joined by a path with at most two turns that stays on the board, else `False`. Use a plain
# first-in-first-out queue (`collections.deque`, `append` and `popleft`) of states
# `(cell, heading, turns)`, as document 000 does, and keep for each `(cell, heading)` the fewest
# turns it was reached with, so that no path is lost.
#
# `board[cell]` is the kind at a cell (0 is empty), `board.rows` and `board.cols` its size. The
# check runs your function on linklab's scenario table and on a few hundred random boards; where
# it disagrees with the rule it shows the smallest such board, drawn.

# %% tags=["exercise"]
# your answer: write my_link, a first-in-first-out BFS that counts turns
# (stuck? ll.exercises.reveal("02.6") shows a worked answer)
def my_link(board, a, b):
    """Can the tiles at a and b be joined with at most two turns, on the board?"""
    ...


# %%
ll.selfcheck.check_link(my_link)

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 5 min**, to the end
#
# **Ask:** What does your search keep for each cell, and when does it queue a state again?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - A plain BFS takes cells from the front of a queue (队列) and puts new ones at the back, so
#   cells leave it in rings: the fewest **steps** first.
# - The fewest steps is not the fewest turns. The search's state is `(cell, heading, turns)`;
#   a straight step costs 0 turns, a turn costs 1. Document 000's `turn` counts segments.
# - The first arrival at a cell need not be the best: document 000 re-queues a cell reached with
#   as few turns (`>=`). Its words say "fewer", and taken literally they lose paths.
# - The 0-1 BFS puts straight steps at the front and turns at the back, so the queue stays
#   sorted by turns and the first path found has the fewest turns.
# - Next: the same question answered depth first, with a stack and a pruning rule.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Further reading
#
# - Amit Patel, *Introduction to the A\* Algorithm*, Red Blob Games
#   (https://www.redblobgames.com/pathfinding/a-star/introduction.html): it starts, as this
#   notebook does, from a breadth-first search's frontier drawn as it grows.
# - T. H. Cormen, C. E. Leiserson, R. L. Rivest and C. Stein, *Introduction to Algorithms*,
#   4th ed., MIT Press, 2022, section 20.2 (breadth-first search).
# - Peter Norvig, *pytudes* (https://github.com/norvig/pytudes): short programs built up one
#   idea at a time, the rhythm this course follows.
# - The 0-1 BFS: a deque instead of Dijkstra's priority queue when every edge costs 0 or 1;
#   see "0-1 BFS" in *cp-algorithms* (https://cp-algorithms.com/graph/01_bfs.html).

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Practise
#
# New questions on new boards, each checked by the course's own searches: three right in a
# row take you up a level, two wrong in a row down one. Choose any skill of the course in
# the list, or what you miss most; your levels are kept in `linklab-practice.json` beside
# the notebooks.

# %%
ll.practice("fewest-turns")
