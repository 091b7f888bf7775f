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
# # 8. Big boards
#
# HDU 1175 (document 003) is a judge problem, and a judge has limits: boards of up to 1000 rows
# and 999 columns, up to 49 queries a board, several boards an input, and a time limit. The
# searches of notebooks 2 and 3 report every step; that is what makes them good to watch and
# slow to run. This notebook counts the work each method does, times it, and meets a checker
# built for speed.
#
# **After this notebook you can**
#
# - say why a query that answers *no* is the expensive one;
# - count a method's work (states expanded, segments scanned) and time it with
#   `time.perf_counter`, and tell the two apart;
# - explain the fast checker: two arms and a shared row or column;
# - read one table of what every method costs, and run the judge on HDU 1175's worst case.
#
# *About 50 minutes in class (two exercises).* Each exercise starts as `prediction = ...`:
# replace the `...`, run it and the check below it; the worked answer appears only when you ask
# for it, with `ll.exercises.reveal`, as a wrong answer's message says.

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
import inspect
import subprocess
import sys
from time import perf_counter

from IPython.display import Markdown

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Before you start
#
# - The BFS that counts turns (notebook 2) and the pruned DFS (notebook 3), and what a *state*
#   of theirs is: a cell, a heading and the turns made so far;
# - HDU 1175's input format (notebook 4, *The judge formats*);
# - *O*-notation: *O*(*n*²) means "grows at most like *n*², up to a constant factor".

# %% [markdown] slideshow={"slide_type": "slide"}
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

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 5 min**, up to “Exercise 1: how many states does the DFS expand?”
#
# **Ask:** Which board will take more work, the open one or the walled one? Guess before counting.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1: how many states does the DFS expand?
#
# On the *open* board, how many states does the DFS expand before it answers? (A whole number;
# within a tenth is right. The BFS's count is shown after the check.) The work is counted, not
# timed: `ll.summarize` counts the states each search takes off its queue or pushes on its stack.

# %% tags=["exercise"]
prediction = ...  # your answer: a whole number of states

# %%
ll.exercises.check("08.1", prediction)

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
work, seconds = {}, {}  # a summary and a time for each board and method
for name, board in boards.items():
    for method, search in (("bfs", ll.bfs_events), ("dfs", ll.dfs_events)):
        started = perf_counter()
        work[name, method] = ll.summarize(search(board, a, b))
        seconds[name, method] = perf_counter() - started

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, up to “Counting and timing every method”
#
# **Ask:** Which heading does the DFS try first from the corner, and where does that lead?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Counting and timing every method
#
# The same question, both boards, every method, with its work **counted** and its time
# **measured** (`perf_counter`, one run each; times depend on the machine, counts do not).
# The searches' work is states expanded. The checker (below) does its work in scans of a
# row or column segment, each one C-level `bytes.find`; `ll.tilegrid.count_scans` counts
# those calls without changing what they answer. The checker's time is split into preparing
# the board once and answering one query.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
table = {}
for name, board in boards.items():
    row = {method: (work[name, method].expanded, "states", seconds[name, method])
           for method in ("bfs", "dfs")}
    answer = work[name, "bfs"].outcome == "found"
    started = perf_counter()
    checker = ll.Checker(board)
    row["checker: prepare"] = (board.rows * board.cols, "cells", perf_counter() - started)
    with ll.tilegrid.count_scans(checker.grid) as counted_scans:
        linked = checker.can_link(a, b)
    scans = counted_scans[0]
    started = perf_counter()
    for _ in range(1000):
        checker.can_link(a, b)
    row["checker: query"] = (scans, "scans", (perf_counter() - started) / 1000)
    table[name] = row
    assert linked == answer == (name == "open")

print(ll.i18n.table(
    ["method", "open board (yes)", "", "walled board (no)", ""],
    [(method, *(cell for count, unit, seconds in (table["open"][method], table["walled"][method])
                for cell in (f"{count} {ll.tr(unit)}", f"{seconds * 1000:.3f} ms")))
     for method in table["open"]],
    "<>>>>"))

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, up to “The fast checker”
#
# **Ask:** Run it twice: which column changes between runs, and which never does?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Nearly five states a cell
#
# On the walled board the traced searches look at every state they can reach. A state is a
# cell, a heading and 0, 1 or 2 turns: at most 12 a cell. The 0-1 BFS keeps, for each cell and
# heading, only the fewest turns: each cell in each heading once would be four states a cell. Some
# of them it expands again, when a better count arrives, so it expands nearly five states a
# cell:

# %%
per_cell = work["walled", "bfs"].expanded / (n * n)
print(ll.tr(work["walled", "bfs"].gloss()))
print(ll.tr("{per_cell:.2f} states a cell", per_cell=per_cell))

# %% slideshow={"slide_type": "skip"}
assert 4 <= per_cell < 12

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### What tracing costs
#
# The searches of this course are written as event streams, so that a
# player can show them: every step makes a small Python object. That cost is the same for
# every state, so it multiplies the counts above by a constant of this machine:

# %% jupyter={"source_hidden": true} tags=["hide-input"]
count, _, seconds = table["walled"]["bfs"]
print(ll.tr("traced BFS: {each:.1f} µs a state on this machine ({count} states in {seconds:.2f} s)",
            each=seconds / count * 1e6, count=count, seconds=seconds))
small = ll.Board.empty(30, 30).with_cells({(0, 0): 1, (29, 29): 1, (28, 29): 2, (29, 28): 2})
started = perf_counter()
steps = sum(1 for _ in ll.bfs_events(small, (0, 0), (29, 29)))
streamed = perf_counter() - started
started = perf_counter()
kept = ll.Trace(ll.bfs_events(small, (0, 0), (29, 29)))
replayable = perf_counter() - started
print(ll.tr("on 30x30: {steps} events streamed in {streamed:.0f} ms; kept as a Trace that a "
            "player can step through, {kept:.0f} ms",
            steps=steps, streamed=streamed * 1000, kept=replayable * 1000))

# %% [markdown]
# Keeping a trace for the player costs more again. None of it changes how the counts grow with
# the board, which is what decides the big boards: the next sections are about that.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The fast checker
#
# A path with at most two turns is three straight segments A–P, P–Q, Q–B (some may be empty).
# P lies on one of A's **arms**: the empty cells straight out from A, up to the first tile. Q
# lies on one of B's arms. So either P and Q share a row, reached from A and B by going up or
# down, or they share a column. The checker finds the arms, then tries each shared row (or
# column) and asks one question of it: *is the middle segment clear?* With the board kept as
# bytes, that question is one call of `bytes.find`, in C.

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, up to “How the work grows”
#
# **Ask:** What does the checker never look at that the searches do?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The checker's code, the shared rows
#
# The half that tries the shared rows (the columns' half is the same, rows and columns swapped):

# %%
code = inspect.getsource(ll.tilegrid.Occupancy.two_turns).splitlines()
print("\n".join(code[4:22]))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The checker's path on a smaller board
#
# A picture on a smaller board: the path the checker returns for the two `G`s, and its corners
# P and Q. P is on the arm going left from the first `G`, Q on the arm going right from the
# other, and column 7 between them is clear.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
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
fig, ax = plt.subplots(figsize=(6.2, 4.15), layout="constrained")
ll.draw.draw_board(ax, mid, ends=[corners[0], corners[-1]])
ll.draw.draw_path(ax, corners)
for label, (row, col) in zip("PQ", corners[1:3]):
    ax.annotate(label, (col, row), xytext=(col - 0.45, row - 0.2), fontsize=16,
                fontweight="bold", color="#B2182B", zorder=9)
ax.set_title(ll.tr("the checker's path: {path}",
                   path=" → ".join(ll.board.format_cell(c) for c in corners)), loc="left")
ll.export.save_figure(fig, "checker-path.png");

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Every pair on that board

# %% [markdown]
# The checker is tested against both searches; here is a quick check of our own, every pair of
# every kind on that board:

# %%
every_pair = [(p, q) for p in mid.tiles() for q in mid.tiles() if p < q and mid[p] == mid[q]]
agree = all(checker.can_link(p, q) == (ll.find_path(mid, p, q) is not None)
            for p, q in every_pair)
len(every_pair), agree

# %% slideshow={"slide_type": "skip"}
assert agree

# %% [markdown] slideshow={"slide_type": "slide"}
# ## How the work grows
#
# ### Exercise 2: double the board
#
# On the walled board, the BFS looks at every state. If the side doubles from 100 to 200, how
# many times more states does it expand? Answer with a whole number.

# %% tags=["exercise"]
prediction = ...  # your answer: a whole number (how many times more)

# %%
ll.exercises.check("08.2", prediction)

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
sides = [25, 50, 100, n]
bfs_states, bfs_seconds = [], []
for side in sides[:-1]:
    corner = (side - 1, side - 1)
    board = ll.Board.empty(side, side).with_cells(
        {(0, 0): 1, corner: 1, (side - 2, side - 1): 2, (side - 1, side - 2): 2})
    started = perf_counter()
    bfs_states.append(ll.summarize(ll.bfs_events(board, (0, 0), corner)).expanded)
    bfs_seconds.append(perf_counter() - started)
bfs_states.append(work["walled", "bfs"].expanded)  # side 200, counted above
bfs_seconds.append(table["walled"]["bfs"][2])

# %%
list(zip(sides, bfs_states))

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, up to “What one query costs, in one table”
#
# **Ask:** Double the side: how many times the cells, how many times the states?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## What one query costs, in one table
#
# The searches' **state** is `(cell, heading, turns)`: rows x cols cells, 4 headings, 0 to 2
# turns, so at most 12 states a cell. A query that answers *no* is the worst case, since every
# search must then try all it can reach.
#
# The table says what one query costs by each method and how that grows on an open *n* x *n*
# board, with the work counted beside it on boards of side 10 and 20 (doubling *n*: x4 is
# *n*², x8 is *n*³, x2 is *n*). The searches are counted on a walled target (a *no*). For the
# checker the worst case is different: two tiles whose arms run the whole board, facing a wall
# down the middle, so that every shared row must be scanned.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
counted = {}
for side in (10, 20):
    corner = (side - 1, side - 1)
    walled = ll.Board.empty(side, side).with_cells(
        {(0, 0): 1, corner: 1, (side - 2, side - 1): 2, (side - 1, side - 2): 2})
    facing = ll.Board.empty(side, side).with_cells(
        {(side // 2, 0): 1, (side // 2, side - 1): 1}
        | {(r, side // 2): 2 for r in range(side)})  # a wall down the middle
    fast = ll.Checker(facing)
    with ll.tilegrid.count_scans(fast.grid) as fast_scans:
        assert not fast.can_link((side // 2, 0), (side // 2, side - 1))
    counted[side] = {
        "BFS": ll.summarize(ll.bfs_events(walled, (0, 0), corner)).expanded,
        "DFS, pruned": ll.summarize(ll.dfs_events(walled, (0, 0), corner)).expanded,
        "DFS, no pruning": ll.summarize(ll.dfs_events(walled, (0, 0), corner,
                                                      prune=False)).expanded,
        "checker query": fast_scans[0],
    }
claims = {
    "BFS": ("each state a few times at most: O(rows x cols)", "*n*²", "states expanded"),
    "DFS, pruned": ("each two-turn path stops at its second corner unless the target is "
                    "straight ahead (document 003's rule)", "*n*²", "states pushed"),
    "DFS, no pruning": ("every way to make two turns, then a straight run of up to *n* cells "
                        "(document 004; `prune=False`)", "*n*³", "states pushed"),
    "checker query": ("after O(rows x cols) to prepare once: O(rows + cols) scans, each one "
                      "`bytes.find` in C", "*n*", "scans"),
}
lines = [ll.tr("| method | one query costs | grows like | counted | *n* = 10 | *n* = 20 | x |"),
         "|---|---|---|---|---:|---:|---:|"]
for method, (cost, grows, unit) in claims.items():
    lines.append(f"| {ll.tr(method)} | {ll.tr(cost)} | {grows} | {ll.tr(unit)} | {counted[10][method]} | "
                 f"{counted[20][method]} | {counted[20][method] / counted[10][method]:.1f} |")
Markdown("\n".join(lines))

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
growth = {method: counted[20][method] / counted[10][method] for method in counted[10]}
assert 3 < growth["BFS"] < 5 and 3 < growth["DFS, pruned"] < 6
assert growth["DFS, no pruning"] > 7 and growth["checker query"] < 2.5

# %% [markdown] linklab={"speaker_notes": "docs/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 5 min**, to the end
#
# **Ask:** Which method would you pick for HDU 1175's biggest board, and from which column of the table?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Time follows the counts
#
# Time follows the counts. The BFS's time grows with the cells (*n*²); the checker's query
# stays at microseconds:

# %% jupyter={"source_hidden": true} tags=["hide-input"]
query_seconds = []
for side in sides:
    corner = (side - 1, side - 1)
    board = ll.Board.empty(side, side).with_cells(
        {(0, 0): 1, corner: 1, (side - 2, side - 1): 2, (side - 1, side - 2): 2})
    fast = ll.Checker(board)
    started = perf_counter()
    for _ in range(1000):
        fast.can_link((0, 0), corner)
    query_seconds.append((perf_counter() - started) / 1000)
fig, ax = plt.subplots(figsize=(6.5, 4.2), layout="constrained")
ax.loglog(sides, bfs_seconds, "o-", label=ll.tr("BFS with events (a no)"))
ax.loglog(sides, query_seconds, "s-", label=ll.tr("checker, one query"))
ax.set_xticks(sides, [str(side) for side in sides])
ax.minorticks_off()
ax.set_xlabel(ll.tr("board side (a side x side board)"))
ax.set_ylabel(ll.tr("seconds, measured on this machine"))
ax.legend()
ax.set_title(ll.tr("Time for one query that answers no"), loc="left")
ll.export.save_figure(fig, "query-times.png");

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### HDU 1175's biggest board, estimated
#
# The traced BFS on HDU 1175's biggest board, from the counts: the states a cell counted on
# the walled 200x200 board, at this machine's time per state measured above.

# %%
per_state = table["walled"]["bfs"][2] / table["walled"]["bfs"][0]
big_states = per_cell * 1000 * 999
print(ll.tr("about {millions:.0f} million states a query: {seconds:.0f} s here, {minutes:.0f} "
            "min for 49 queries", millions=big_states / 1e6, seconds=big_states * per_state,
            minutes=big_states * per_state * 49 / 60))

# %% [markdown] slideshow={"slide_type": "slide"}
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
print(ll.tr("{size:.1f} MB in, {answers} NO out, {seconds:.2f} s for the whole process",
            size=len(judge_input) / 1e6, answers=run.stdout.split().count("NO"), seconds=judged))

# %% slideshow={"slide_type": "skip"}
assert run.stdout.split() == ["NO"] * 49

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - A *no* is the expensive answer: a search must try every state it can reach, which on an open
#   board is every cell in four headings with up to two turns (the BFS expands nearly five
#   states a cell: each cell in each heading, some of them twice).
# - Count the work, then time it: the counts (states expanded, scans) are the same on every
#   machine; the times printed above are this machine's. On 200x200 the traced searches take
#   seconds for a *no*; the DFS does little work for a *yes* when its first tries head the right
#   way; the checker answers in microseconds after a few milliseconds of preparation.
# - Tracing (an event per step, kept for a player) multiplies every count by a constant; it
#   does not change how the counts grow.
# - The table: BFS and pruned DFS grow like *n*², the unpruned DFS like *n*³, the checker's
#   query like *n* (O(rows + cols) scans, each one `bytes.find` in C).
# - The checker: a path of at most two turns joins an arm of A to an arm of B through one clear
#   row or column. On HDU 1175's worst case that is the difference between millions of
#   states a query and at most a few thousand scans.
# - The game and the solver of notebooks 5 and 6 ask this checker every question they have.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Further reading
#
# - R. Sedgewick and K. Wayne, *Algorithms*, 4th ed., Addison-Wesley, 2011, section 1.4
#   (analysis of algorithms): counting the work, and the doubling experiment of exercise 2.
# - T. H. Cormen, C. E. Leiserson, R. L. Rivest and C. Stein, *Introduction to Algorithms*,
#   4th ed., MIT Press, 2022, chapter 3 (*O*-notation) and chapter 20 (breadth-first and
#   depth-first search).
# - A. Patel, *Red Blob Games*, "Introduction to the A* algorithm": searches on grids, and
#   why their cost follows the cells they visit.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Practise
#
# New questions on new boards, each checked by the course's own searches: three right in a
# row take you up a level, two wrong in a row down one. Choose any skill of the course in
# the list, or what you miss most; your levels are kept in `linklab-practice.json` beside
# the notebooks.

# %%
ll.practice("reach")
