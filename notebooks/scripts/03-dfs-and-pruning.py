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
# # 3. Depth first, with pruning
#
# Document 003 (HDU 1175, a judge problem with the same rule) and document 004 (a 10x20 game)
# answer the same question with a depth-first search (深度优先搜索, DFS): grow one path cell by
# cell as far as it goes, and when it cannot go on, step back (回溯, backtracking) and try the
# next way. Document 003 adds a pruning rule (剪枝) that cuts hopeless paths early.
#
# **After this notebook you can**
#
# - follow the DFS's stack (栈) and its backtracking step by step;
# - state document 003's pruning rule and predict when it cuts;
# - compare the BFS and the DFS on the same queries by their counters (`ll.summarize`);
# - explain how the DFS's work grows with the board, with and without pruning.

# %%
# %matplotlib inline
import inspect

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown]
# ## The stack is the path
#
# The DFS keeps the path it is growing on a stack: `Pushed` adds a cell on top, `Popped` takes
# the top one off when every way on from it has failed. From each cell it tries up, right,
# down, left, in that order, and never a cell already on the path. We start with the board of
# notebook 2. (Cells in the text are written from 0, as in the code; the pictures count from 1.)

# %%
board = ll.parse_board("5 6\n0 0 0 0 0 0 0 1 2 3 0 0 3 0 0 0 0 3 0 2 3 4 0 2 0 0 0 2 1 4")
a, b = (1, 1), (4, 4)
events = list(ll.dfs_events(board, a, b))
[event.cell for event in events if isinstance(event, ll.Pushed)][:2]

# %% [markdown]
# ### Exercise 1: the next push
#
# The start (1, 1) is pushed, then (0, 1), one step up. Standing at (0, 1), heading up, the
# search tries up, right, down, left. Which cell does it push next?

# %%
prediction = (0, 2)  # your answer: change it before you run the next cell

# %%
truth = [event.cell for event in events if isinstance(event, ll.Pushed)][2]
if prediction == truth:
    print(f"✓ Right: {truth}. Up is off the board, so right comes next; it costs the first turn.")
else:
    print(f"✗ Not quite: {truth}. Up from (0, 1) leaves the board, and right is tried next (down "
          "would go back the way it came).")

# %% [markdown]
# ## The pruning rule
#
# Document 003's comment: "剪枝，转弯两次时，看目的点的坐标与现在的朝向是否在一个方向上，不在的话就返回"
# — *prune: after two turns, check whether the target lies in the direction we are heading; if
# not, return*. With no turn left, the path can only go straight, so unless the target is
# straight ahead there is no point in going on. The package calls this rejection
# `not_straight_ahead`.
#
# ### Exercise 2: pushed or pruned?
#
# The search runs along the top row and reaches (0, 5), the top-right corner, heading right
# with 1 turn used. Right is off the board. The step *down* to (1, 5) would be its second turn.
# Is (1, 5) pushed, or pruned? (`"pushed"` or `"pruned"`.)

# %%
prediction = "pruned"  # your answer: change it before you run the next cell

# %%
step_down = next(event for event in events
                 if getattr(event, "cell", None) == (1, 5) and event.heading == ll.Heading.DOWN)
truth = "pruned" if isinstance(step_down, ll.Rejected) else "pushed"
if prediction == truth:
    print(f"✓ Right: {step_down}. Straight down from (1, 5) never meets the target (4, 4), "
          "which is one column to the left.")
else:
    print(f"✗ Not quite: it is {truth}: {step_down}. After a second turn the path can only go "
          "straight down from (1, 5), and the target (4, 4) is one column to the left.")

# %% [markdown]
# With that branch cut, the corner (0, 5) has no way on: it is popped, and the search goes back
# to (0, 4) and tries down from there, which reaches the target.

# %%
for event in events[11:22]:
    print(event)

# %% [markdown]
# ## Watch the stack
#
# On a bigger board there is more backtracking to see. The player draws the stack as a line
# through its cells with their depth, hatches the cells backtracked from, and marks each
# rejected step by its reason (▼ is the pruning rule).

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
ll.widgets.TracePlayer(big, dfs, ends=[start, target], step=40)

# %%
fig, ax = plt.subplots(figsize=(8.5, 6.4), layout="constrained")
ll.draw.draw_frame(ax, big, dfs.frame(len(dfs) - 1), ends=[start, target], total=len(dfs))
ll.export.save_figure(fig, "dfs-step.png");

# %%
ll.summarize(dfs.events)

# %% [markdown]
# Here is the search as the package writes it: the stack of `(cell, heading, turns, the
# headings still to try)`, the pruning test, and `stack.pop()` for a backtrack.

# %%
print(inspect.getsource(ll.search.dfs_events))

# %% [markdown]
# ## The same queries, both ways
#
# `ll.summarize(events)` counts a stream: `expanded` is states taken off the queue (BFS) or
# pushed (DFS), `largest_frontier` the longest queue or the deepest stack. Some pairs of the
# board above, named by row and column as the picture numbers them.
#
# ### Exercise 3: which does less work?
#
# For the pair `A (5,10)-(6,9)` (two `A`s one step apart diagonally), which expands fewer
# states: `"bfs"` or `"dfs"`? Find them in the picture above, then answer before the table
# below is printed.

# %%
prediction = "bfs"  # your answer: change it before you run the next cells

# %%
queries = {"A (6,1)-(1,10)": ((5, 0), (0, 9)), "A (5,10)-(6,9)": ((4, 9), (5, 8)),
           "A (3,4)-(5,3)": ((2, 3), (4, 2)), "B (4,7)-(5,2)": ((3, 6), (4, 1)),
           "D (2,7)-(4,2)": ((1, 6), (3, 1)), "A (6,1)-(6,9)": ((5, 0), (5, 8))}
print(f"{'pair':16} {'answer':8} {'turns':>5}  {'BFS expanded':>12} {'queue':>6}"
      f"  {'DFS turns':>9} {'pushed':>7} {'stack':>6}")
costs = {}
for name, (x, y) in queries.items():
    bfs, dfs_q = ll.summarize(ll.bfs_events(big, x, y)), ll.summarize(ll.dfs_events(big, x, y))
    costs[name] = (bfs, dfs_q)
    print(f"{name:16} {bfs.outcome:8} {bfs.turns!s:>5}  {bfs.expanded:12} {bfs.largest_frontier:6}"
          f"  {dfs_q.turns!s:>9} {dfs_q.expanded:7} {dfs_q.largest_frontier:6}")

# %%
bfs, dfs_q = costs["A (5,10)-(6,9)"]
truth = "bfs" if bfs.expanded < dfs_q.expanded else "dfs"
if prediction == truth:
    print(f"✓ Right: the BFS expands {bfs.expanded}, the DFS {dfs_q.expanded}. The DFS tries up "
          "first and wanders off before it tries the short way.")
else:
    print(f"✗ Not quite: {truth} (BFS {bfs.expanded}, DFS {dfs_q.expanded}). The DFS goes up "
          "first and explores a long way before it comes back to the one-turn path.")

# %% [markdown]
# Three things to read off the table:
#
# - both always agree on the answer: they search under the same rule;
# - the BFS's path has the fewest turns; the DFS's is the first it met (one turn more on
#   some rows);
# - the stack never holds more than one path, while the queue holds a whole frontier; which one
#   expands fewer states depends on the query.

# %%
for bfs, dfs_q in costs.values():
    assert bfs.outcome == dfs_q.outcome
    assert bfs.turns is None or bfs.turns <= dfs_q.turns

# %% [markdown]
# ## A DFS finds *a* path, not the best
#
# Two tiles in one row of an empty board: the BFS finds the straight line. The DFS tries up
# first, goes up, right along the top, and back down: two turns, still within the rule.

# %%
row = ll.Board.empty(5, 5).with_cells({(2, 0): 1, (2, 4): 1})
fig, axes = plt.subplots(1, 2, figsize=(8, 4), layout="constrained")
for ax, method in zip(axes, ("bfs", "dfs")):
    found = ll.find_path(row, (2, 0), (2, 4), method=method)
    ll.draw.draw_board(ax, row, ends=[(2, 0), (2, 4)])
    ll.draw.draw_path(ax, found)
    ax.set_title(f"{method.upper()}: {len(found) - 2} turns", loc="left")
ll.export.save_figure(fig, "bfs-and-dfs-paths.png");

# %% [markdown]
# ## What pruning saves, and how the DFS grows
#
# Take an open *n* x *n* board whose target is walled in, so every search must try everything
# before it answers no. `ll.documents.compare_costs` runs every approach on one query:
# document 003's DFS (pruned) and document 004's (no pruning; it also goes round the outside,
# which adds only a ring of cells). `bounds_first=True` lets document 004's search run to the end
# instead of stopping where its C program would read outside its array (notebook 4).

# %%
sizes = [4, 6, 8, 10, 12, 14, 16, 20]
pushes = {"003": [], "004": [], "bfs": []}
for n in sizes:
    walled = ll.Board.empty(n, n).with_cells(
        {(1, 1): 1, (n - 2, n - 2): 1,
         (n - 3, n - 2): 2, (n - 1, n - 2): 2, (n - 2, n - 3): 2, (n - 2, n - 1): 2})
    costs_n = ll.documents.compare_costs(walled, (1, 1), (n - 2, n - 2), bounds_first=True)
    for name in pushes:
        pushes[name].append(costs_n[name].expanded)
print(ll.documents.format_costs(costs_n))  # the last board, 20 x 20

# %%
print(f"{'n':>3} {'003 pruned':>11} {'004 unpruned':>13} {'ratio':>6}")
for n, pruned, unpruned in zip(sizes, pushes["003"], pushes["004"]):
    print(f"{n:3} {pruned:11} {unpruned:13} {unpruned / pruned:6.1f}")

# %%
fig, ax = plt.subplots(figsize=(6.5, 4.5), layout="constrained")
ax.loglog(sizes, pushes["004"], "o-", label="document 004: DFS, no pruning")
ax.loglog(sizes, pushes["003"], "s-", label="document 003: DFS, pruned")
ax.loglog(sizes, pushes["bfs"], "^--", label="BFS (states taken off the queue)")
ax.set_xlabel("board side n (an n x n board)")
ax.set_ylabel("states expanded (pushes for a DFS)")
ax.set_xticks(sizes, [str(n) for n in sizes])
ax.minorticks_off()
ax.legend()
ax.set_title("A walled-in target on an open board: the search tries everything", loc="left")
ll.export.save_figure(fig, "dfs-growth.png");

# %% [markdown]
# On a log-log plot a power law is a straight line, and its slope is the power. Without
# pruning, each of the *n*² or so ways to make two turns (a length for the first segment, a
# length for the second) is followed by a straight run of up to *n* more cells: about *n*³
# pushes. With pruning, such a path stops at its second corner unless the target is straight
# ahead: about *n*², like the BFS.

# %%
growth = {name: (counts[-1] / counts[3]) for name, counts in pushes.items()}  # from n=10 to n=20
growth

# %%
assert growth["004"] > 7 and growth["003"] < 6  # doubling n: about x8 without pruning, x4 with

# %% [markdown]
# Documents 003 and 004 differ in more than pruning, so here is the same comparison with
# nothing else changed: the package's DFS with its pruning rule switched off
# (`prune=False`), on the 20 x 20 board. Same answer, more work.

# %%
a, b = (1, 1), (n - 2, n - 2)
with_rule = ll.summarize(ll.dfs_events(walled, a, b))
without_rule = ll.summarize(ll.dfs_events(walled, a, b, prune=False))
print(f"pruned: {with_rule.expanded} pushes; unpruned: {without_rule.expanded} pushes "
      f"({without_rule.expanded / with_rule.expanded:.0f}x); both: {with_rule.outcome}")
assert with_rule.outcome == without_rule.outcome and with_rule.expanded < without_rule.expanded

# %% [markdown]
# ## Summary
#
# - The DFS's stack (栈) *is* the path being grown; a pop is a backtrack (回溯).
# - Document 003's pruning rule (剪枝): after the last allowed turn, go on only if the target is
#   straight ahead.
# - BFS and DFS always agree on the answer. The BFS's path has the fewest turns; the DFS's is
#   the first it meets. The stack holds one path; the queue a whole frontier.
# - Without pruning the DFS's work grows like *n*³ on an open board; with it, like *n*².
# - Next: where the documents' programs part from the rule they state.
