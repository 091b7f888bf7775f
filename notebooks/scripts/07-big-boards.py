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
# # 7. Big boards
#
# HDU 1175 (document 003) is a judge problem, and a judge has limits: boards of up to 1000 rows
# and 999 columns, up to 49 queries a board, several boards an input, and a time limit. The
# searches of notebooks 2 and 3 report every step; that is what makes them good to watch and
# slow to run. This notebook measures them, and a checker built for speed.
#
# **After this notebook you can**
#
# - say why a query that answers *no* is the expensive one;
# - time the methods yourself with `time.perf_counter`, on 200x200 boards;
# - explain the fast checker: two arms and a shared row or column;
# - predict how each method's cost grows with the board, and run the judge on HDU 1175's worst
#   case.

# %%
# %matplotlib inline
import inspect
import subprocess
import sys
from time import perf_counter

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown]
# ## Two 200x200 boards
#
# Both are empty but for two `1`s in opposite corners. On the *open* board they link (one
# turn). On the *walled* board the target in its corner is boxed in by two `2`s, so the answer
# is no — and a search can only say no after trying everything it can reach.

# %%
n = 200
a, b = (0, 0), (n - 1, n - 1)
open_board = ll.Board.empty(n, n).with_cells({a: 1, b: 1})
walls = {(n - 2, n - 1): 2, (n - 1, n - 2): 2}
walled_board = open_board.with_cells(walls)
boards = {"open": open_board, "walled": walled_board}

# %% [markdown]
# ### Exercise 1: which search is faster?
#
# On the *open* board, which answers sooner: the BFS or the DFS? (`"bfs"` or `"dfs"`.)

# %%
prediction = "dfs"  # your answer: change it before you run the next cells

# %% [markdown]
# ## Timing every method
#
# Each call is timed once with `perf_counter`. `find_path` runs a search to its end; the
# document 003 row is that program's DFS as it behaves; the checker is timed in two parts,
# preparing the board once and answering one query.

# %%
seconds = {}
for name, board in boards.items():
    row = {}
    for method in ("bfs", "dfs"):
        started = perf_counter()
        answer = ll.find_path(board, a, b, method=method) is not None
        row[method] = perf_counter() - started
    started = perf_counter()
    ll.documents.document_answer("003", board, a, b)
    row["document 003"] = perf_counter() - started
    started = perf_counter()
    checker = ll.Checker(board)
    row["checker: prepare"] = perf_counter() - started
    started = perf_counter()
    for _ in range(1000):
        checker.can_link(a, b)
    row["checker: query"] = (perf_counter() - started) / 1000
    seconds[name] = row
    assert checker.can_link(a, b) == answer == (name == "open")

print(f"{'method':18} {'open (yes)':>12} {'walled (no)':>12}")
for method in seconds["open"]:
    print(f"{method:18} {seconds['open'][method] * 1000:10.3f} ms "
          f"{seconds['walled'][method] * 1000:10.3f} ms")

# %%
truth = "bfs" if seconds["open"]["bfs"] < seconds["open"]["dfs"] else "dfs"
if prediction == truth:
    print(f"✓ Right: the DFS, about {seconds['open']['bfs'] / seconds['open']['dfs']:.0f} times "
          "faster here. It runs along the first row and down the last column, and is there; the "
          "BFS first looks at every state with fewer turns.")
else:
    print(f"✗ Not quite: the {truth.upper()} wins here. The DFS runs straight along and down, "
          "and is there; the BFS first looks at every cell reachable with no turn or one turn.")

# %% [markdown]
# On the walled board the traced searches look at every state: every cell, entered from any of
# four headings with 0, 1 or 2 turns. The counters say so:

# %%
ll.summarize(ll.bfs_events(walled_board, a, b))

# %% [markdown]
# ## The fast checker
#
# A path with at most two turns is three straight segments A–P, P–Q, Q–B (some may be empty).
# P lies on one of A's **arms**: the empty cells straight out from A, up to the first tile. Q
# lies on one of B's arms. So either P and Q share a row, reached from A and B by going up or
# down, or they share a column. The checker finds the arms, then tries each shared row (or
# column) and asks one question of it: *is the middle segment clear?* With the board kept as
# bytes, that question is one call of `bytes.find`, in C.

# %%
print(inspect.getsource(ll.checker.Checker._two_turns))

# %% [markdown]
# A picture on a smaller board: the path the checker returns for the two `G`s, and its corners
# P and Q. P is on the arm going left from the first `G`, Q on the arm going right from the
# other, and column 7 between them is clear.

# %%
mid = ll.parse_board("""
***CB****H***BH*
F**B*F******G***
G*A*****C*****A*
B*BC*C****A**EFA
********D**G**B*
*E*****CE****F**
G******F*EA*****
CAD*HH*****G**AB
**HC**AC********
E****GD*A***CF**
""")
checker = ll.Checker(mid)
corners = checker.path((1, 12), (6, 0))
fig, ax = plt.subplots(figsize=(9, 6), layout="constrained")
ll.draw.draw_board(ax, mid, ends=[corners[0], corners[-1]])
ll.draw.draw_path(ax, corners)
for label, (row, col) in zip("PQ", corners[1:3]):
    ax.annotate(label, (col, row), xytext=(col - 0.45, row - 0.2), fontsize=16,
                fontweight="bold", color="#B2182B", zorder=9)
ax.set_title(f"the checker's path: {' → '.join(ll.draw.format_cell(c) for c in corners)}",
             loc="left")
ll.export.save_figure(fig, "checker-path.png");

# %% [markdown]
# The checker is tested against both searches; here is a quick check of our own, every pair of
# every kind on that board:

# %%
every_pair = [(p, q) for p in mid.tiles() for q in mid.tiles() if p < q and mid[p] == mid[q]]
agree = all(checker.can_link(p, q) == (ll.find_path(mid, p, q) is not None)
            for p, q in every_pair)
len(every_pair), agree

# %%
assert agree

# %% [markdown]
# ## How the cost grows
#
# ### Exercise 2: double the board
#
# On the walled board, the BFS looks at every state. If the side doubles (200 → 400), how many
# times more states does it expand? Answer with a whole number.

# %%
prediction = 4  # your answer: change it before you run the next cells

# %%
sides = [25, 50, 100, 200]
bfs_states, bfs_seconds, query_seconds = [], [], []
for side in sides:
    corner = (side - 1, side - 1)
    board = ll.Board.empty(side, side).with_cells(
        {(0, 0): 1, corner: 1, (side - 2, side - 1): 2, (side - 1, side - 2): 2})
    started = perf_counter()
    bfs_states.append(ll.summarize(ll.bfs_events(board, (0, 0), corner)).expanded)
    bfs_seconds.append(perf_counter() - started)
    checker = ll.Checker(board)
    started = perf_counter()
    for _ in range(1000):
        checker.can_link((0, 0), corner)
    query_seconds.append((perf_counter() - started) / 1000)
list(zip(sides, bfs_states))

# %%
truth = round(bfs_states[-1] / bfs_states[-2])
if prediction == truth:
    print(f"✓ Right: about {truth} times ({bfs_states[-2]} → {bfs_states[-1]} from side 100 to "
          "200). The states grow with the cells, and doubling the side makes four times the cells.")
else:
    print(f"✗ Not quite: about {truth} times ({bfs_states[-2]} → {bfs_states[-1]}). Every cell is "
          "looked at, and doubling the side makes four times as many cells.")

# %%
fig, ax = plt.subplots(figsize=(6.5, 4.2), layout="constrained")
ax.loglog(sides, bfs_seconds, "o-", label="BFS with events (a no)")
ax.loglog(sides, query_seconds, "s-", label="checker, one query")
ax.set_xticks(sides, [str(side) for side in sides])
ax.minorticks_off()
ax.set_xlabel("board side (a side x side board)")
ax.set_ylabel("seconds")
ax.legend()
ax.set_title("Time for one query that answers no", loc="left")
ll.export.save_figure(fig, "query-times.png");

# %% [markdown]
# The BFS grows with the cells (*n*²). The checker's query stays at a few microseconds: it
# looks only along the arms of the two tiles (at most *n* rows or columns), one C-level `find`
# each. Extrapolating the BFS to HDU 1175's biggest board:

# %%
per_query = bfs_seconds[-1] * (1000 * 999) / (200 * 200)
print(f"about {per_query:.0f} s a query, {per_query * 49 / 60:.0f} min for 49 queries")

# %% [markdown]
# ## The judge on HDU 1175's worst case
#
# 1000 x 999 cells, empty but for the corner `1` and a `1` walled in at the centre, and 49
# queries that all answer `NO`. The whole input is two megabytes of text; the judge reads it,
# prepares one checker, and answers every query.

# %%
rows, cols = 1000, 999
centre = (rows // 2, cols // 2)
worst = ll.Board.empty(rows, cols).with_cells(
    {(0, 0): 1, centre: 1, (centre[0] - 1, centre[1]): 2, (centre[0] + 1, centre[1]): 2,
     (centre[0], centre[1] - 1): 2, (centre[0], centre[1] + 1): 2})
query = f"1 1 {centre[0] + 1} {centre[1] + 1}\n"
judge_input = f"{rows} {cols}\n{ll.format_board(worst)}\n49\n{query * 49}0 0\n"
started = perf_counter()
run = subprocess.run([sys.executable, "-m", "linklab", "judge", "hdu1175"],
                     input=judge_input, capture_output=True, text=True)
judged = perf_counter() - started
print(f"{len(judge_input) / 1e6:.1f} MB in, {run.stdout.split().count('NO')} NO out, "
      f"{judged:.2f} s for the whole process")

# %%
assert run.stdout.split() == ["NO"] * 49

# %% [markdown]
# ## Summary
#
# - A *no* is the expensive answer: a search must try every state it can reach, which on an open
#   board is every cell in four headings with up to two turns.
# - Measured on 200x200: the traced BFS and DFS take a second or so for a *no*; the DFS is fast
#   for a *yes* when its first tries head the right way; the checker answers in microseconds
#   after a millisecond of preparation.
# - The checker: a path of at most two turns joins an arm of A to an arm of B through one clear
#   row or column; `bytes.find` tests a segment at C speed.
# - The traced searches grow with the cells; the checker's query looks only along two arms: the
#   difference between tens of minutes and a fraction of a second on HDU 1175's worst case.
# - The game and the solver of notebook 5 ask this checker every question they have.
