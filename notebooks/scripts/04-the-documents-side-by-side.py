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
# # 4. The documents side by side
#
# Each document states the rule and then gives a program. Do the programs do what the rule
# says? `ll.documents` re-does each program *as it behaves*, quirks included, as the same kind of
# event stream as the package's own searches; so the machine can compare a document with its
# rule on many random boards, and shrink every disagreement to the smallest board that shows it.
#
# **After this notebook you can**
#
# - say where each document's program answers as its rule says, and where it does not;
# - read the smallest boards that show each difference, found by the machine;
# - compare what each approach costs on the same query;
# - run the judge formats of the documents, and answer *as* a document's program would.
#
# | document | rule it states | its search |
# | --- | --- | --- |
# | 000 | at most two turns, inside the board | BFS, a first-in first-out queue |
# | 003 | at most two turns, inside the board (HDU 1175) | DFS with the pruning rule |
# | 004 | at most two turns, around the outside allowed | DFS, no pruning |
# | 001 | the six-digit puzzle (notebook 6) | BFS over layouts |

# %%
# %matplotlib inline
import subprocess
import sys

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown]
# ## A first disagreement
#
# The two `1`s below (`A`s in the letter form) are walled in by `2`s (`B`s): no path may reach
# the one in the corner.
#
# ### Exercise 1: what does document 000's program print?
#
# Document 000 puts the start's four neighbours in its queue *before* it tests anything. Given
# this board, the start (1, 1) and the end (0, 0), does its program print `"TRUE"` or `"FALSE"`?

# %%
walled = ll.parse_board("""
1 2 0
2 1 0
0 0 0
""")
print(ll.format_board(walled, "letters"))

# %%
prediction = "TRUE"  # your answer: change it before you run the next cell

# %%
says = "TRUE" if ll.documents.document_answer("000", walled, (1, 1), (0, 0)) else "FALSE"
rule = ll.documents.corrected_answer("000", walled, (1, 1), (0, 0))
if prediction == says:
    print(f"✓ Right: it prints {says}, though the rule says {'yes' if rule else 'no'}. Its first "
          "step lands on a 2 unchecked, and from there the corner is one step away.")
else:
    print(f"✗ Not quite: it prints {says}. The four first steps are queued with no obstacle test, "
          "so the path steps onto a 2 and on into the corner. The rule says "
          f"{'yes' if rule else 'no'}.")

# %%
jump = list(ll.documents.doc000_bfs_events(walled, (1, 1), (0, 0)))[-1].path
fig, ax = plt.subplots(figsize=(3.6, 3.4), layout="constrained")
ll.draw.draw_board(ax, walled, ends=[(1, 1), (0, 0)])
ll.draw.draw_path(ax, jump, color="#B2182B")
ax.set_title("document 000's path: over a B", loc="left")
ll.export.save_figure(fig, "document-000-jump.png");

# %% [markdown]
# ## The machine finds the smallest boards
#
# `ll.quirks.find_quirks(doc)` tries random small boards and pairs, runs the document's program
# and the rule on each, names the reason for every disagreement it sees, and shrinks each case
# (drop a row or column, clear a cell, lower a kind) for as long as the same disagreement
# remains. `quirk_report` prints what it found.

# %%
quirks = {doc: ll.quirks.find_quirks(doc, seed=1, trials=300) for doc in ("000", "003", "004")}
{doc: [quirk.name for quirk in found] for doc, found in quirks.items()}

# %%
print(ll.quirks.quirk_report(quirks["000"][:3]))

# %% [markdown]
# Every one of them, drawn. The dashed ring is the outside of the board: some quirks use a cell
# off the board. The red line is the path the document's program reports.

# %%
every = quirks["000"] + quirks["004"]
fig, axes = plt.subplots(2, 5, figsize=(14, 6.6), layout="constrained")
for ax, quirk in zip(axes.flat, every):
    ll.draw.draw_board(ax, quirk.board, ll.Rules(outside=True), ends=[quirk.a, quirk.b],
                       fontsize=18)
    if quirk.document:
        found = list(ll.documents.DOCUMENT_SEARCHES[quirk.doc](quirk.board, quirk.a, quirk.b))
        ll.draw.draw_path(ax, found[-1].path, color="#B2182B")
    says = {True: "yes", False: "no", None: "undefined"}[quirk.document]
    ax.set_title(f"{quirk.doc}: {quirk.name.replace('_', ' ')}\nprogram {says}, "
                 f"rule {'yes' if quirk.corrected else 'no'}", fontsize="medium", loc="left")
ll.export.save_figure(fig, "quirks.png");

# %%
print(ll.quirks.quirk_report(quirks["003"]))
print()
print(ll.quirks.quirk_report(quirks["004"]))

# %% [markdown]
# What the boards say:
#
# - **Document 000** answers right on the boards its author had in mind: two tiles of one kind,
#   the start away from row 0 and column 0, no tile beside the start, no third tile of that kind
#   in the way. Outside that it checks nothing: an unchecked first step jumps a tile, tiles of
#   the end's kind are no obstacle, and a start in row 0 makes the C program write outside its
#   array.
# - **Document 003** agrees with its rule on every case tried; its price is the search's cost
#   (notebook 3).
# - **Document 004** reads `visit[..]` outside its array as soon as a search reaches the ring
#   (it tests `visit` before the bounds), so almost any search that goes round the outside is
#   undefined behaviour. And a tile clicked twice is removed alone.

# %%
assert quirks["003"] == []
assert {"unchecked_first_step", "writes_outside_array"} <= {q.name for q in quirks["000"]}

# %% [markdown]
# ## What each approach costs
#
# `ll.documents.compare_costs` runs every approach on one query and `format_costs` tables the
# counts: states expanded and added, steps rejected, the largest queue or deepest stack, and
# events in all. The query: the `B`s at (4, 7) and (5, 2) of notebook 3's board, two turns apart.

# %%
big = ll.parse_board("""
BC*******A
*DEB*CD***
***A******
*DB***B***
DBA*C***DA
A*******A*
""")
costs = ll.documents.compare_costs(big, (3, 6), (4, 1))
print(ll.documents.format_costs(costs))

# %% [markdown]
# Document 004 is `undefined` here: its search reached the ring. With `bounds_first=True` its
# tests run in the safe order and we see the whole cost: with no pruning and no stop at the
# target, it tries every path of at most three segments. (The package's `dfs` and document 003
# differ mainly in the order they try headings: up, right, down, left against up, down, left,
# right. On this query 003's order happens to head the right way first.)

# %%
whole = ll.documents.compare_costs(big, (3, 6), (4, 1), bounds_first=True)
names = list(whole)
fig, ax = plt.subplots(figsize=(7, 3.6), layout="constrained")
bars = ax.barh(names, [whole[name].expanded for name in names], color="#56B4E9")
ax.bar_label(bars, padding=3)
ax.set_xscale("log")
ax.minorticks_off()
ax.invert_yaxis()
ax.set_xlabel("states expanded (log scale)")
ax.set_title("One query, every approach", loc="left")
ll.export.save_figure(fig, "costs.png");

# %%
assert costs["004"].answer is None and whole["004"].answer is True
assert whole["004"].expanded > 10 * whole["003"].expanded

# %% [markdown]
# ## The judge formats
#
# The command `linklab judge FORMAT` reads a document's input on standard input and answers in
# its output format. Here it runs as a separate process, as a judge would run it:
#
# - `pair` is document 000's: `rows cols`, the cells as one list, the two cells from 0;
#   `TRUE`/`FALSE`;
# - `hdu1175` is document 003's: boards until `0 0`, queries from 1; `YES`/`NO` each;
# - `sixdigits` is document 001's: one layout a line; `Yes`/`No`.

# %%
pair_input = "4 5\n0 0 0 0 0 0 1 2 0 0 0 0 3 4 0 0 0 0 1 0\n1 1\n3 3\n"
samples = {
    "pair": pair_input,
    "hdu1175": "3 4\n1 2 3 4\n0 0 0 0\n4 3 2 1\n4\n1 1 3 4\n1 1 2 4\n1 1 3 3\n2 1 2 4\n"
               "3 4\n0 1 4 3\n0 2 4 1\n0 0 0 0\n2\n1 1 2 4\n1 3 2 3\n0 0\n",
    "sixdigits": "1 3 5 2 4 6\n2 5 6 4 3 1\n",
}
for form, text in samples.items():
    run = subprocess.run([sys.executable, "-m", "linklab", "judge", form],
                         input=text, capture_output=True, text=True)
    print(f"judge {form}: {run.stdout.split()}")

# %% [markdown]
# These are the documents' own sample answers: `TRUE`; `YES NO NO NO NO YES`; `No Yes`.
#
# ## Answering *as* a document
#
# `--as DOC` answers as that document's program would, quirks and all. Where the program's
# behaviour is undefined it prints `UNDEFINED` and says why on standard error. `--as 000` on the
# walled board of exercise 1:

# %%
walled_input = "3 3\n1 2 0 2 1 0 0 0 0\n1 1\n0 0\n"
for extra in ([], ["--as", "000"]):
    run = subprocess.run([sys.executable, "-m", "linklab", "judge", "pair", *extra],
                         input=walled_input, capture_output=True, text=True)
    print(" ".join(["judge pair", *extra]), "->", run.stdout.strip())

# %% [markdown]
# ### Exercise 2: document 004 on one row
#
# One row, `1 0 1`, and the query `1 1 1 3`: the two `1`s with an empty cell between them. The
# answer is plainly yes. What does `judge hdu1175 --as 004` print: `"YES"`, `"NO"` or
# `"UNDEFINED"`? (Remember that document 004's search does not stop at the target.)

# %%
prediction = "UNDEFINED"  # your answer: change it before you run the next cell

# %%
run = subprocess.run([sys.executable, "-m", "linklab", "judge", "hdu1175", "--as", "004"],
                     input="1 3\n1 0 1\n1\n1 1 1 3\n0 0\n", capture_output=True, text=True)
truth = run.stdout.strip()
if prediction == truth:
    print(f"✓ Right: {truth}. It reaches the target at once, but goes on trying every path; one "
          "steps onto the ring, and the next test reads outside the array.")
else:
    print(f"✗ Not quite: it prints {truth}. The search finds the target, does not stop, and "
          "carries on to the ring, where it reads visit[..] outside its array.")
print("standard error:", run.stderr.strip())

# %% [markdown]
# ## Summary
#
# - `ll.documents` re-does each document's program as it behaves; `document_answer` and
#   `corrected_answer` compare it with its rule.
# - `ll.quirks.find_quirks` finds the disagreements on random boards and shrinks each to its
#   smallest board; `quirk_report` explains them. Here document 000 shows eight, document 004
#   two, document 003 none.
# - `compare_costs` puts every approach's counters side by side on one query.
# - `linklab judge pair | hdu1175 | sixdigits` speaks each document's format; `--as DOC` answers
#   as that document's program, quirks and all.
# - Next: playing the game, and solving a whole board.
