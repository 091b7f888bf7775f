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
# # 4. The documents side by side
#
# *About 45 minutes: 10 reading the programs, 25 with the players and the two exercises, 10 on
# the quirk gallery and the judge formats.*
#
# Each document states the rule and then gives a program. Do the programs do what the rule
# says, and how do they go about it? `ll.documents` re-does each program *as it behaves*,
# quirks included, as the same kind of event stream as the package's own searches, and knows,
# for every event, which line of the printed program it stands for. So a document's search and
# the corrected one can be stepped side by side, with the line that runs highlighted.
#
# **After this notebook you can**
#
# - read each document's program and follow it line by line as it searches;
# - step two searches in step and say where and why they part;
# - say why document 004's `visit[p1][p2] || p1<0 …` is undefined behaviour;
# - read, on small boards, each way a document's program disagrees with its rule;
# - give a document's input to the judge formats, and answer as its program would.
#
# | document | rule it states | its search |
# | --- | --- | --- |
# | 000 | at most two turns, inside the board | BFS (广度优先搜索), a first-in first-out queue |
# | 003 | at most two turns, inside the board (HDU 1175) | DFS (深度优先搜索) with the pruning rule (剪枝) |
# | 004 | at most two turns, around the outside allowed | DFS, no pruning |
# | 001 | the six-digit puzzle (六数码, notebook 7) | BFS over layouts, one search per layout |

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
import subprocess
import sys

import matplotlib.pyplot as plt

import linklab as ll
from linklab.widgets import ComparePlayer

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Before you start
#
# - Notebooks 1 to 3: the rule, the BFS that counts turns, the DFS and its pruning rule;
# - enough C to read a short function: arrays, `if`, `||`, a recursive call;
# - the four documents are in `ll.documents`; you need not have read them.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The programs as printed
#
# `ll.documents.source(doc)` is the program exactly as its document prints it, Chinese comments
# and all. Document 003 prints its listing with line numbers; they are kept, so its program
# starts at line 3. Here is the heart of document 003's DFS, lines 13 to 29: the tests a call
# makes before it marks its cell.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
for number in range(13, 30):
    print(f"{number:>3} {ll.documents.source_line('003', number)}")

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/teaching.md"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, up to “Exercise 1: what does document 000's program print?”
#
# **Ask:** Read document 000's lines 20 to 27 aloud: what do they test before `q.push(t0)`?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Which line each event stands for
#
# Every event the re-done search yields stands for one statement of that program.
# `ll.documents.event_lines(doc, events)` says which: on the one-row board `1 0 1`, the first
# three calls fall off the board (line 15), the fourth marks the middle cell (line 29), and the
# next call reaches the target (line 17).

# %%
row = ll.parse_board("1 0 1")
events = list(ll.documents.doc003_dfs_events(row, (0, 0), (0, 2)))
for event, lines in zip(events, ll.documents.event_lines("003", events)):
    statement = ll.documents.source_line("003", lines[0]).strip()
    print(ll.i18n.pad(ll.trace.describe_event(event), 38), ll.tr("line {n}:", n=f"{lines[0]:>2}"),
          statement)

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
lines = ll.documents.event_lines("003", events)
assert "vis[x][y] = 1" in ll.documents.source_line("003", lines[3][0])
assert "flag = 1" in ll.documents.source_line("003", lines[-1][1])

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Document 000's BFS against the corrected BFS
#
# The two `1`s below (`A`s in the letter form) are walled in by `2`s (`B`s): no path may reach
# the one in the corner. Document 000's program puts the start's four neighbours in its queue
# (lines 20 to 27 of its program) and only then starts testing.

# %%
walled = ll.parse_board("""
1 2 0
2 1 0
0 0 0
""")
print(ll.format_board(walled, "letters"))
print()
for number in range(20, 28):
    print(f"{number:>3} {ll.documents.source_line('000', number)}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1: what does document 000's program print?
#
# Given this board, the start (2, 2) and the end (1, 1) (`(1, 1)` and `(0, 0)` as the program reads them),
# does document 000's program print `"TRUE"` or `"FALSE"`? Read lines 20 to 27 above: what do
# they test before `q.push(t0)`?

# %% tags=["exercise"]
prediction = ...  # your answer: "TRUE" or "FALSE"

# %%
ll.exercises.check("04.1", prediction)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/teaching.md"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, up to “Document 003's DFS against document 004's”
#
# **Ask:** Is the question about the rule or about the program?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Both searches, step by step

# %% [markdown]
# Now step both searches together. One slider drives both panes; beside document 000's pane is
# its program, with the line the current event stands for highlighted. Click the slider's
# handle and use ← and → to step; the corrected BFS finishes first and stays on its last frame.
# Export writes the whole view (PNG, SVG, PDF) or the run (GIF).

# %%
player = ComparePlayer(walled, (1, 1), (0, 0), ["000", "bfs"], step=4)
player

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
first_dequeue = ll.documents.event_lines("000", player.panes[0].trace.events)[4]
assert "q.front()" in ll.documents.source_line("000", first_dequeue[0])
assert [pane.verdict for pane in player.panes] == ["yes: a path with 1 turn", "no path"]

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Document 003's DFS against document 004's
#
# Both are depth-first searches that mark a cell on the way in and unmark it on the way out
# (回溯, backtracking). Document 003 tests the bounds first and prunes: with two turns used, the
# target must lie straight ahead (line 24). Document 004 has no pruning, goes on after it has
# reached the target, and may go round the outside, through a ring of empty cells around the
# board. Three panes: document 003, document 004 as written, and document 004 with its bounds
# tested first.

# %%
board = ll.parse_board("""
1 0 0 2
0 2 0 0
0 0 0 1
""")
dfs_player = ComparePlayer(board, (0, 0), (2, 3), ["003", "004", "004 bounds first"], step=8)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/teaching.md"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 10 min**, up to “Exercise 2: document 004 on one row”
#
# **Ask:** What does document 004 do once it has reached the target?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The three DFS, step by step

# %%
dfs_player

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Where document 004 stops

# %%
as_written = dfs_player.panes[1]
print(ll.tr(as_written.verdict))
print(ll.tr("the line it stops at:"), as_written.undefined_lines,
      ll.documents.source_line("004", as_written.undefined_lines[0]).strip())

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why `visit[p1][p2] || p1<0 || …` is undefined
#
# Line 120 of document 004 reads
# `if (visit[p1][p2] || p1<0 || p1>WIDTH + 1 || p2<0 || p2>LONG + 1)`. `||` evaluates left to
# right and stops at the first true operand, so `visit[p1][p2]` is read **before** any bounds
# test. The array is `int visit[WIDTH + 2][LONG + 2]`, the board and its ring; a step outward
# from the ring (`p1` is -1 or `WIDTH + 2`, or `p2` is -1 or `LONG + 2`) reads outside it.
#
# - Reading outside an array is *undefined behaviour*: the program has no meaning from there on,
#   and a compiler may drop the bounds test that comes after the read.
# - Bounds first, `if (p1<0 || p1>WIDTH + 1 || p2<0 || p2>LONG + 1 || visit[p1][p2])`, is
#   correct: the third pane (`bounds_first=True`), an assumption about what the author meant.
# - Every search of document 004 that reaches the ring with at most two turns makes the bad
#   read: almost every search that goes round the outside is undefined.

# %% slideshow={"slide_type": "skip"}
assert as_written.undefined.startswith("reads visit[")
assert as_written.undefined_lines == (120,)
assert dfs_player.panes[2].verdict.startswith("yes")
assert len(dfs_player.panes[2]) > 10 * len(dfs_player.panes[0])

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2: document 004 on one row
#
# One row, `1 0 1`, and the query `1 1 1 3` (from 1): the two `1`s with an empty cell between
# them. The rule's answer is plainly yes. What does `linklab judge hdu1175 --as 004` print:
# `"YES"`, `"NO"` or `"UNDEFINED"`? (Document 004's search does not stop at the target. Where
# do the paths it tries next go?)

# %% tags=["exercise"]
prediction = ...  # your answer: "YES", "NO" or "UNDEFINED"

# %%
ll.exercises.check("04.2", prediction)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/teaching.md"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 8 min**, up to “The judge formats”
#
# **Ask:** Which line reads outside the array, and before which test?
#
# **Wrong answers:** in the lecturer's copy (make filled), the slides' speaker view (key S) and the printed lecture plan; listed here, they would give the answer away to a learner reading the notebook.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## A gallery of quirks, on boards you can read
#
# `ll.documents.quirks.find_quirks` shrinks each disagreement to the smallest board it can reach, and
# the smallest is often unreadable (one empty cell; an end off the board; a 1x1 board).
# `ll.documents.quirk_gallery.readable_quirks` searches random boards under readability constraints
# instead: both cells on the board, at least 3x3, at most six tiles, the path the program
# reports on the board, and keeps the smallest board for each quirk. Red is the path the document's program reports; the dashed ring is
# the outside of the board, where document 004's search may go.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The gallery

# %% jupyter={"source_hidden": true} tags=["hide-input"]
gallery = {doc: ll.documents.quirk_gallery.readable_quirks(doc, seed=1, trials=3000) for doc in ("000", "004")}
shown = [quirk for found in gallery.values() for quirk in found.values()]
fig = ll.draw.gallery_figure(shown, plt.figure(figsize=(12.5, 5.35), layout="constrained"))
ll.export.save_figure(fig, "quirks.png");

# %% slideshow={"slide_type": "skip"}
for quirk in shown:
    assert min(quirk.board.rows, quirk.board.cols) >= 3
    assert quirk.board.contains(quirk.a) and quirk.board.contains(quirk.b)
assert {"unchecked_first_step", "passes_through_same_kind"} <= set(gallery["000"])

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Quirks no readable board shows
#
# Two of document 000's quirks need an end off the board, so no readable board shows them:
# the end outside the array (reading its kind is undefined) and an end past the bottom or right
# edge (the zeroed arrays read as empty cells). The machine's smallest cases, in words:

# %%
smallest = ll.documents.quirks.find_quirks("000", seed=1, trials=200)
print(ll.documents.quirks.quirk_report(q for q in smallest if q.name not in gallery["000"]))

# %% slideshow={"slide_type": "skip"}
assert {q.name for q in smallest} - set(gallery["000"]) == {"reads_outside_array",
                                                            "reads_past_edge"}
assert ll.documents.quirks.find_quirks("003", seed=1, trials=200) == []

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### What the boards say
#
# - **Document 000** answers right on the boards its author had in mind: two tiles of one kind,
#   the start away from the first row and column, no tile beside the start, no third tile of that kind
#   in the way. Outside that it checks nothing.
# - **Document 003** agrees with its rule on every case tried; its price is the search's cost.
# - **Document 004** reads `visit[..]` outside its array as soon as a search reaches the ring,
#   and a tile clicked twice is removed alone.

# %% [markdown] slideshow={"slide_type": "slide"}
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
    print(ll.tr("judge {form}: {answers}", form=form, answers=run.stdout.split()))

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/teaching.md"}
# <!-- Made from docs/teaching.md: edit the notes there, then run python -m linklab.course.teaching_notes write -->
#
# **Speaker notes · 7 min**, to the end
#
# **Ask:** Which document's answer does `--as 000` give, and why would a judge care?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Answering as a document would
#
# These are the documents' own sample answers: `TRUE`; `YES NO NO NO NO YES`; `No Yes`.
# `--as DOC` answers as that document's program would, quirks and all, and prints `UNDEFINED`
# where its behaviour is undefined. `--as 000` on the walled board of exercise 1:

# %%
walled_input = "3 3\n1 2 0 2 1 0 0 0 0\n1 1\n0 0\n"
for extra in ([], ["--as", "000"]):
    run = subprocess.run([sys.executable, "-m", "linklab", "judge", "pair", *extra],
                         input=walled_input, capture_output=True, text=True)
    print(ll.tr("judge {form}: {answers}", form=" ".join(["pair", *extra]),
                answers=run.stdout.strip()))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - `ll.documents.source(doc)` is each program as printed; `event_lines` ties every event of a
#   re-done search to the statement it stands for.
# - `ComparePlayer` steps two to four approaches on one query in step, each with its queue or
#   stack, counters, verdict and, for a document, its current line.
# - Document 004's `visit[p1][p2] || p1<0 …` reads before it tests: undefined behaviour at the
#   ring; bounds first would be correct.
# - `ll.documents.quirk_gallery.readable_quirks` finds a readable board for each quirk.
# - `linklab judge FORMAT` answers a document's input in the document's format; `--as DOC`
#   answers as that document's program would, quirks and all.
# - Next: playing the game.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Further reading
#
# - B. W. Kernighan and D. M. Ritchie, *The C Programming Language*, 2nd ed., Prentice Hall,
#   1988, section 2.6 (`||` is evaluated left to right and stops at the first true operand).
# - ISO/IEC 9899, the C standard: reading outside an array is undefined behaviour.
# - T. H. Cormen, C. E. Leiserson, R. L. Rivest and C. Stein, *Introduction to Algorithms*,
#   4th ed., MIT Press, 2022, chapter 20 (breadth-first and depth-first search).

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Practise
#
# New questions on new boards, each checked by the course's own searches: three right in a
# row take you up a level, two wrong in a row down one. Choose any skill of the course in
# the list, or what you miss most; your levels are kept in `linklab-practice.json` beside
# the notebooks.

# %%
ll.practice("document")
