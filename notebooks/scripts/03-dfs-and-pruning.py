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
# # 3. Depth first, with pruning
#
# A depth-first search (深度优先搜索, DFS) grows one path cell by cell as far as it goes, and when
# it cannot go on, steps back and tries the next way. This notebook builds it up from the plainest
# case to the search of document 003 (HDU 1175, a judge problem with the same rule as the game),
# which adds a pruning rule (剪枝) that cuts hopeless paths early.
#
# **After this notebook you can**
#
# - follow a DFS's stack (栈) step by step, and tell a plain DFS from backtracking (回溯);
# - add the turn limit, and state document 003's pruning rule and predict when it cuts;
# - measure what pruning saves, and how the DFS's work grows with the board;
# - compare the BFS and the DFS on the same queries by their counters (`ll.summarize`).
#
# *About 60 minutes in class (four exercises and a program to write).* Each exercise starts as
# `prediction = ...`: replace the `...`, run it and the check below it; the worked answer
# appears only when you ask for it, with `ll.exercises.reveal`, as a wrong answer's message says.

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
import inspect

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Before you start
#
# - **Python**: lists, tuples, sets, loops, writing a function; a function that calls itself
#   (recursion) helps for the last exercise, but a loop will do.
# - **A stack**: a pile of things, served **last in, first out**. A Python list is one: `append`
#   puts a thing on top, `pop` takes the top one off.
# - **Notebook 2**: the plain BFS, the search's state `(cell, heading, turns)`, the events
#   (`Enqueued`, `Rejected`, `Found`) and the player.
# - **Cells** are written `(row, column)`. The code counts from 0, the pictures from 1.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## A plain DFS: go deep, then step back
#
# Start with no turn limit. A plain DFS keeps a **stack** of cells, the start at the bottom. It
# looks from the top cell for a neighbour it has not seen yet, trying up, right, down, left, and
# pushes the first it finds (`Pushed`). When the top cell has none left, it pops it off
# (`Popped`) and goes on from the cell below. It marks every cell it has seen, once for the whole
# search. `ll.search.cell_dfs_events` is this search; here, from one `A` to the other:

# %%
dead_end = ll.parse_board("""
0 0 0 2 0
0 2 0 0 0
1 0 0 2 1
""")
a, b = (2, 0), (2, 4)
plain = ll.Trace(ll.search.cell_dfs_events(dead_end, a, b))

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(3.8, 2.3), layout="constrained")
ll.draw.draw_board(ax, dead_end, ends=[a, b])
ll.export.save_figure(fig, "dead-end.png");

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/teaching.md"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 5 min**, up to “Exercise 1: the first step back”
#
# **Ask:** Where will the search go first from the start, and when does it come back?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1: the first step back
#
# Which cell is the first one the plain DFS pops off its stack?

# %% tags=["exercise"]
prediction = ...  # your answer: a cell (row, col), counted from 0

# %%
ll.exercises.check("03.1", prediction)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/teaching.md"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 8 min**, up to “Backtracking: the stack is the path”
#
# **Ask:** Follow it with a finger: when is a cell popped?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Watch the stack
#
# The player draws the stack as a line through its cells, with each cell's depth, and hatches the
# cells popped. Beside it, the stack itself, bottom first. Press ▶ to step through it.

# %%
ll.widgets.TracePlayer(dead_end, plain, ends=[a, b])

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Deep first, not near first
#
# The walk the plain DFS found winds round the board. Notebook 2's plain BFS, on the same board,
# finds the fewest steps. Each walk's length in steps:

# %%
walk = plain.frame(len(plain)).path
near = ll.Trace(ll.search.cell_bfs_events(dead_end, a, b))
short = near.frame(len(near)).path
[len(ll.board.walk(path)) - 1 for path in (walk, short)]

# %% [markdown]
# The DFS takes the first way it meets, not the shortest. (Neither plain search counts turns:
# under the game's rule these two `A`s do not link, since every walk between them turns at
# least three times.)

# %% slideshow={"slide_type": "skip"}
assert len(ll.board.walk(walk)) > len(ll.board.walk(short))
assert ll.find_path(dead_end, a, b) is None

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Backtracking: the stack is the path
#
# Notebook 2 showed that a cell can be worth reaching twice, by paths with other headings or
# fewer turns. A plain DFS never comes back to a cell it has seen. **Backtracking** (回溯) does:
# it refuses only the cells on the path it is growing now (`on_path`), and a cell popped off the
# stack may be reached again along another path. Its stack is always that path.
#
# `ll.dfs_events(board, a, b, rules, prune=False)` is this search (`prune=False` turns off a
# rule met below). First with no turn limit (`ll.Rules(max_turns=99)`), on the board of
# notebook 2's sample:

# %%
board = ll.parse_board("5 6\n0 0 0 0 0 0 0 1 2 3 0 0 3 0 0 0 0 3 0 2 3 4 0 2 0 0 0 2 1 4")
a, b = (1, 1), (4, 4)
free = ll.Trace(ll.dfs_events(board, a, b, ll.Rules(max_turns=99), prune=False))
[event.cell for event in free.events if isinstance(event, ll.Pushed)][:2]

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/teaching.md"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 7 min**, up to “Exercise 2: the next push”
#
# **Ask:** What is on the stack when the search steps back, and what leaves it?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2: the next push
#
# The DFS pushes the start (2, 2), then (1, 2), one step up (`(1, 1)` and `(0, 1)` in code).
# Standing at (1, 2), heading up, it
# tries up, right, down, left. Which cell does it push next?

# %% tags=["exercise"]
prediction = ...  # your answer: a cell (row, col), counted from 0

# %%
ll.exercises.check("03.2", prediction)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/teaching.md"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 7 min**, up to “The turn limit”
#
# **Ask:** In which order does the package's DFS try headings?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### With no turn limit, any path will do
#
# The path it found, drawn: the first the search met, with four turns. The rule allows two.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(6, 4.3), layout="constrained")
ll.draw.draw_frame(ax, board, free.frame(len(free)), ends=[a, b], total=len(free))
ll.export.save_figure(fig, "dfs-no-turn-limit.png");

# %% slideshow={"slide_type": "skip"}
assert len(free.frame(len(free)).path) - 2 == 4

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The turn limit
#
# Now the rule: `ll.Rules()` allows two turns. A step that would need a third is rejected
# (`too_many_turns`), and the search backtracks and tries another way. Same board, same order.
# `ll.summarize(events)` counts a stream's work; its `rejected` counts the steps not taken, by
# reason:

# %%
limited = ll.Trace(ll.dfs_events(board, a, b, prune=False))
ll.summarize(limited.events).rejected

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/teaching.md"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 5 min**, up to “Document 003's pruning rule”
#
# **Ask:** With two turns used, where can the path still go?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### With the turn limit: the last step

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(5.8, 4.5), layout="constrained")
ll.draw.draw_frame(ax, board, limited.frame(len(limited)), ends=[a, b], total=len(limited))
ll.export.save_figure(fig, "dfs-turn-limit.png");

# %% slideshow={"slide_type": "skip"}
assert len(limited.frame(len(limited)).path) - 2 <= 2

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Document 003's pruning rule
#
# Document 003's comment: "剪枝，转弯两次时，看目的点的坐标与现在的朝向是否在一个方向上，不在的话就返回"
# — *prune: after two turns, check whether the target lies in the direction we are heading; if
# not, return*. With no turn left, the path can only go straight, so unless the target is
# straight ahead there is no point in going on. linklab calls this rejection
# `not_straight_ahead`; `prune=True`, the default of `ll.dfs_events`, switches it on.
#
# ### Exercise 3: pushed or pruned?
#
# The search runs along the top row and reaches (1, 6), the top-right corner, heading right with
# 1 turn used. Right is off the board. The step *down* to (2, 6) would be its second turn. Is
# (2, 6) pushed? Answer `"pushed"`, or the reason linklab gives for refusing it: `"off_board"`,
# `"occupied"`, `"too_many_turns"` or `"not_straight_ahead"`.

# %% tags=["exercise"]
prediction = ...  # your answer: "pushed", "off_board", "occupied", "too_many_turns" or "not_straight_ahead"

# %%
ll.exercises.check("03.3", prediction)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/teaching.md"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, up to “What pruning saves”
#
# **Ask:** After the last allowed turn, what must be true of the target for the branch to be worth following?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The branch cut, event by event
#
# With that branch cut, the corner (1, 6) has no way on: it is popped, and the search goes back
# to (1, 5) and tries down from there, which reaches the target.

# %%
events = list(ll.dfs_events(board, a, b))
for event in events[11:22]:
    print(event)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Document 003's order
#
# The order the search tries the four headings in decides which path it meets first. Document
# 003's program makes its four recursive calls in the order **up, down, left, right** (`z` = 1,
# 2, 3, 4); `ll.documents.doc003_dfs_events` runs it as written. linklab's `ll.dfs_events` tries
# **up, right, down, left** (clockwise). Their first two pushes:

# %%
doc003 = list(ll.documents.doc003_dfs_events(board, a, b))
pushes = [event.cell for event in events if isinstance(event, ll.Pushed)]
pushes_003 = [event.cell for event in doc003 if isinstance(event, ll.Pushed)]
pushes[:2], pushes_003[:2]

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
H = ll.Heading
assert ll.documents.doc003.CALLS == (H.UP, H.DOWN, H.LEFT, H.RIGHT)
assert pushes_003[1] == (0, 0)  # document 003 tries left before right: it turns left first

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Watch the pruned DFS
#
# On a bigger board there is more backtracking to see. Rejected steps are marked by their
# reason (▼ is the pruning rule).

# %%
big = ll.parse_board("""
BC*******A
*DEB*CD***
***A******
*DB***B***
DBA*C***DA
A*******A*
""")
start, target = (5, 0), (0, 9)
dfs = ll.Trace(ll.dfs_events(big, start, target))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The pruned DFS, step by step

# %%
ll.widgets.TracePlayer(big, dfs, ends=[start, target], step=40)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Its last step, and its counts
#
# Its counts, from `ll.summarize`: `expanded` is the states pushed, `backtracks` the pops,
# `largest_frontier` the deepest stack.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(5.2, 3.9), layout="constrained")
ll.draw.draw_frame(ax, big, dfs.frame(len(dfs) - 1), ends=[start, target], total=len(dfs))
ll.export.save_figure(fig, "dfs-step.png");

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Its counts

# %%
ll.summarize(dfs.events)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The pruned DFS in linklab's code
#
# The lines to find in `ll.search.dfs_events`: the pruning test, and `stack.pop()` for a
# backtrack.

# %%
source = inspect.getsource(ll.search.dfs_events).splitlines()
print("\n".join(line for line in source if "prune and" in line or "stack.pop()" in line))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Document 003 and document 004, step by step
#
# The same query through document 003's DFS, document 004's as written, and document 004's with
# its bounds tested first, in step. Beside each pane, the document's program, the line that runs
# highlighted.

# %%
query = (3, 6), (4, 1)
three = ll.widgets.ComparePlayer(big, *query, ["003", "004", "004 bounds first"], step=30)
three

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### What the three panes show
#
# Document 004 lets a path go round the outside of the board, on a ring of cells around it. Its
# pane stops early: standing on that ring, it reads `visit[..]` one step beyond it before it tests
# the bounds, which is undefined (see notebook 4). With the bounds first it runs
# to the end: it does not stop at the target and has no pruning, so it takes many times as many
# steps as document 003.

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
doc003_pane, doc004, doc004_safe = three.panes
assert doc004.undefined_lines and doc004.verdict.startswith("undefined")
assert "visit" in ll.documents.source_line("004", doc004.undefined_lines[0])
assert doc003_pane.verdict == doc004_safe.verdict == "yes: a path with 2 turns"
assert len(doc004_safe) > 10 * len(doc003_pane)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## What pruning saves
#
# Take an open *n* x *n* board whose target is walled in, so every search must try everything
# before it answers no. `ll.documents.compare_costs` runs every approach on one query: document
# 003's DFS (pruned) and document 004's (no pruning; it also goes round the outside, which adds
# only a ring of cells). `bounds_first=True` lets document 004's search run to the end instead of
# stopping where its C program would read outside its array (notebook 4).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
sizes = [4, 6, 8, 10, 12, 14, 16, 20]
pushes = {"003": [], "004": [], "bfs": []}
for n in sizes:
    walled = ll.Board.empty(n, n).with_cells(
        {(1, 1): 1, (n - 2, n - 2): 1,
         (n - 3, n - 2): 2, (n - 1, n - 2): 2, (n - 2, n - 3): 2, (n - 2, n - 1): 2})
    costs_n = ll.documents.compare_costs(walled, (1, 1), (n - 2, n - 2), bounds_first=True)
    for name in pushes:
        pushes[name].append(costs_n[name].expanded)
print(ll.i18n.table(["n", "003 pruned", "004 unpruned", "ratio"],
                    [(n, pruned, unpruned, f"{unpruned / pruned:.1f}")
                     for n, pruned, unpruned in zip(sizes, pushes["003"], pushes["004"])],
                    ">>>>"))

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/teaching.md"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 8 min**, up to “The same queries, both ways”
#
# **Ask:** Which counts fall when pruning is on, and which stay?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Every approach on the 20 x 20 board

# %%
print(ll.documents.format_costs(costs_n))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### How the DFS grows

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(6.5, 2.8), layout="constrained")
ax.loglog(sizes, pushes["004"], "o-", label=ll.tr("document 004: DFS, no pruning"))
ax.loglog(sizes, pushes["003"], "s-", label=ll.tr("document 003: DFS, pruned"))
ax.loglog(sizes, pushes["bfs"], "^--", label=ll.tr("BFS (states taken off the queue)"))
ax.set_xlabel(ll.tr("board side n (an n x n board)"))
ax.set_ylabel(ll.tr("states expanded (pushes for a DFS)"))
ax.set_xticks(sizes, [str(n) for n in sizes])
ax.minorticks_off()
ax.legend()
ax.set_title(ll.tr("A walled-in target on an open board: the search tries everything"),
             loc="left")
ll.export.save_figure(fig, "dfs-growth.png");

# %% [markdown]
# On a log-log plot a power law is a straight line, and its slope is the power. Without pruning,
# each of the *n*² or so ways to make two turns is followed by a straight run of up to *n* more
# cells: about *n*³ pushes. With pruning, such a path stops at its second corner unless the target
# is straight ahead: about *n*², like the BFS. Doubling *n* from 10 to 20 multiplies *n*² by 4 and
# *n*³ by 8; on boards this small each count grows a little faster than its power:

# %%
growth = {name: round(counts[-1] / counts[3], 1) for name, counts in pushes.items()}
growth

# %% slideshow={"slide_type": "skip"}
assert growth["004"] > 7 and growth["003"] < 6  # doubling n: about x8 without pruning, x5 with (n² alone: x4)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Pruning alone
#
# Documents 003 and 004 differ in more than pruning, so here is the same comparison with nothing
# else changed: linklab's DFS with its pruning rule switched off (`prune=False`), on the 20 x 20
# board. Same answer, more work.

# %%
a, b = (1, 1), (n - 2, n - 2)
with_rule = ll.summarize(ll.dfs_events(walled, a, b))
without_rule = ll.summarize(ll.dfs_events(walled, a, b, prune=False))
print(ll.tr("pruned: {pruned} pushes; unpruned: {unpruned} pushes ({ratio:.0f}x); both: {outcome}",
            pruned=with_rule.expanded, unpruned=without_rule.expanded,
            ratio=without_rule.expanded / with_rule.expanded, outcome=with_rule.outcome))

# %% slideshow={"slide_type": "skip"}
assert with_rule.outcome == without_rule.outcome and with_rule.expanded < without_rule.expanded

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The same queries, both ways
#
# For a BFS, `expanded` counts the states taken off the queue and `largest_frontier` the longest
# queue; for a DFS, the states pushed and the deepest stack. Some pairs of the big board above,
# named by row and column as the picture numbers them.
#
# ### Exercise 4: which does less work?
#
# For the pair `A (5,10)-(6,9)` (two `A`s one step apart diagonally), which expands fewer states:
# `"bfs"` or `"dfs"`? Find them in the picture of the big board; the table of every pair's counts
# is printed after the check.

# %% tags=["exercise"]
prediction = ...  # your answer: "bfs" or "dfs"

# %%
ll.exercises.check("03.4", prediction)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/teaching.md"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 5 min**, up to “Write it yourself”
#
# **Ask:** Vote: which search expands fewer states on this pair?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Every pair's counts

# %% jupyter={"source_hidden": true} tags=["hide-input"]
queries = {"A (6,1)-(1,10)": ((5, 0), (0, 9)), "A (5,10)-(6,9)": ((4, 9), (5, 8)),
           "A (3,4)-(5,3)": ((2, 3), (4, 2)), "B (4,7)-(5,2)": ((3, 6), (4, 1)),
           "D (2,7)-(4,2)": ((1, 6), (3, 1)), "A (6,1)-(6,9)": ((5, 0), (5, 8))}
costs = {name: (ll.summarize(ll.bfs_events(big, x, y)), ll.summarize(ll.dfs_events(big, x, y)))
         for name, (x, y) in queries.items()}
print(ll.i18n.table(
    ["tile pair", "answer", "turns", "BFS expanded", "queue", "DFS turns", "pushed", "stack"],
    [(name, bfs.outcome, str(bfs.turns), bfs.expanded, bfs.largest_frontier,
      str(dfs_q.turns), dfs_q.expanded, dfs_q.largest_frontier)
     for name, (bfs, dfs_q) in costs.items()],
    "<<>>>>>>"))

# %% [markdown]
# Three things to read off the table:
#
# - both always agree on the answer: they search under the same rule;
# - the BFS's path has the fewest turns; the DFS's is the first it met (one turn more on some
#   rows);
# - the stack never holds more than one path, while the queue holds a whole frontier; which one
#   expands fewer states depends on the query.

# %% slideshow={"slide_type": "skip"}
for bfs, dfs_q in costs.values():
    assert bfs.outcome == dfs_q.outcome
    assert bfs.turns is None or bfs.turns <= dfs_q.turns

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A DFS finds *a* path, not the best
#
# Two tiles in one row of an empty board: the BFS finds the straight line. The DFS tries up
# first, goes up, right along the top, and back down: two turns, still within the rule.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
row = ll.Board.empty(5, 5).with_cells({(2, 0): 1, (2, 4): 1})
fig, axes = plt.subplots(1, 2, figsize=(8, 4), layout="constrained")
for ax, method in zip(axes, ("bfs", "dfs")):
    found = ll.find_path(row, (2, 0), (2, 4), method=method)
    ll.draw.draw_board(ax, row, ends=[(2, 0), (2, 4)])
    ll.draw.draw_path(ax, found)
    ax.set_title(f"{method.upper()}: {ll.tr('{turns} turns', turns=len(found) - 2)}", loc="left")
ll.export.save_figure(fig, "bfs-and-dfs-paths.png");

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Write it yourself
#
# ### Exercise 5: document 003's pruned DFS
#
# Write `my_dfs(board, a, b)`: a path joining the tiles at `a` and `b` (0-based `(row, col)`)
# with at most two turns that stays on the board, as the list of its cells from `a` to `b`, or
# `None` when there is none. Grow the path depth first, trying up, down, left, right as document
# 003 does; never step onto a cell already on the path; and prune as it does: once the path has
# used its second turn, go on only while the target lies straight ahead.
#
# `board[cell]` is the kind at a cell (0 is empty), `board.rows` and `board.cols` its size. The
# check runs your function on the scenario table and random boards, checks every path you return
# against the rule, and draws the smallest board where you go wrong.

# %% tags=["exercise"]
# your answer: write my_dfs, document 003's pruned DFS, returning the path's cells or None
# (stuck? ll.exercises.reveal("03.5") shows a worked answer)
def my_dfs(board, a, b):
    """A path from a to b with at most two turns, on the board, as its cells; or None."""
    ...


# %%
ll.selfcheck.check_dfs(my_dfs)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/teaching.md"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 5 min**, to the end
#
# **Ask:** Where in your function is the pruning test, and what does it compare?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - A plain DFS pushes the first new neighbour and pops at a dead end; it meets cells deep
#   first, not near first, and sees each cell once.
# - Backtracking (回溯) refuses only the cells on the path it grows: its stack (栈) *is* that
#   path, and a pop is a step back.
# - The turn limit rejects a third turn; document 003's pruning rule (剪枝) goes further: after
#   the last allowed turn, go on only if the target is straight ahead.
# - Without pruning the DFS's work grows like *n*³ on an open board; with it, like *n*².
# - BFS and DFS always agree on the answer. The BFS's path has the fewest turns; the DFS's is
#   the first it meets. Notebook 8 puts every method's cost in one table.
# - Next: where the documents' programs part from the rule they state.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Further reading
#
# - T. H. Cormen, C. E. Leiserson, R. L. Rivest and C. Stein, *Introduction to Algorithms*,
#   4th ed., MIT Press, 2022, section 20.3 (depth-first search).
# - Steven S. Skiena, *The Algorithm Design Manual*, 2nd ed., Springer 2008, §7.1
#   "Backtracking" and §7.2 "Search Pruning".
# - Robert Sedgewick, Kevin Wayne, *Algorithms*, 4th ed., Addison-Wesley 2011, §4.1
#   "Undirected Graphs": depth-first and breadth-first search side by side, on mazes.
# - HDU 1175 "连连看", the judge problem document 003 answers (acm.hdu.edu.cn, problem 1175).

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Practise
#
# New questions on new boards, each checked by the course's own searches: three right in a
# row take you up a level, two wrong in a row down one. Choose any skill of the course in
# the list, or what you miss most; your levels are kept in `linklab-practice.json` beside
# the notebooks.

# %%
ll.practice("dfs-push")
