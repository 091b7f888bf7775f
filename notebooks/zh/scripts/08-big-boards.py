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

# %% [markdown] linklab={"source_hash": "2fadea601f17", "translates": "a94033e6"} slideshow={"slide_type": "slide"}
# # 8. 大棋盘
#
# HDU 1175（文档 003）是一道评测题，而评测是有限制的：棋盘最多 1000 行、999 列，每个棋盘最多 49 个查询，一份输入里有多个棋盘，还有时间限制。第 2、3 节的搜索会报告每一步，这让它们便于观看，跑起来却慢。本节统计每种方法所做的工作量，为它们计时，并认识一个为速度而设计的检查器。
#
# **学完本节，你将能够**
#
# - 说明为什么答案为*否*的查询才是代价高的那种；
# - 统计一种方法的工作量（扩展的状态数、扫描的线段数），用 `time.perf_counter` 为它计时，并分清这两者；
# - 解释快速检查器的原理：两条臂，加上一条共用的行或列；
# - 读懂一张列出每种方法代价的表，并在 HDU 1175 的最坏情形上运行评测。
#
# *课堂用时约 50 分钟（两道练习）。* 每道练习都以 `prediction = ...` 开头：把 `...` 换成你的答案，运行它以及它下面的检查单元格；参考答案只在你要求时才显示：按答错时的提示运行 `ll.exercises.reveal`。

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
import inspect
import subprocess
import sys
from time import perf_counter

from IPython.display import Markdown

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] linklab={"source_hash": "ae6d20fbd628", "translates": "bb72b7c7"} slideshow={"slide_type": "subslide"}
# ### 开始之前
#
# - 数转弯次数的 BFS（第 2 节）和带剪枝的 DFS（第 3 节），以及它们的*状态*是什么：一个格子、一个朝向和已经转过的弯数；
# - HDU 1175 的输入格式（第 4 节，*评测格式*）；
# - *O* 记号：*O*(*n*²) 表示“增长至多像 *n*² 那样快，只差一个常数倍”。

# %% [markdown] linklab={"source_hash": "66094e9b3524", "translates": "195b19a6"} slideshow={"slide_type": "slide"}
# ## 两个 200x200 的棋盘
#
# 两个棋盘都是空的，只在相对的两个角上各有一个 `1`。在*开阔*棋盘（`"open"`）上，它们能相连（转弯一次）。在*围堵*棋盘（`"walled"`）上，角上的目标被两个 `2` 围住，所以答案是否；而搜索只有在把它能到达的一切都试过之后，才能说否。

# %%
n = 200
a, b = (0, 0), (n - 1, n - 1)
open_board = ll.Board.empty(n, n).with_cells({a: 1, b: 1})
walls = {(n - 2, n - 1): 2, (n - 1, n - 2): 2}
walled_board = open_board.with_cells(walls)
boards = {"open": open_board, "walled": walled_board}

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 5 分钟**，到“练习 1：DFS 扩展多少个状态？”为止
#
# **提问**：空旷的棋盘和有墙的棋盘，哪个工作量更大？先猜，再数。

# %% [markdown] linklab={"source_hash": "d49865bc4fe3", "translates": "451aeada"} slideshow={"slide_type": "subslide"}
# ### 练习 1：DFS 扩展多少个状态？
#
# 在*开阔*棋盘上，给出答案之前，DFS 要扩展多少个状态？（回答一个整数；误差在十分之一以内就算对。BFS 的计数在检查之后给出。）工作量是数出来的，不是计时得到的：`ll.summarize` 统计每种搜索从队列中取出的状态数或压入栈中的状态数。

# %% tags=["exercise"]
prediction = ...  # 你的答案：一个整数，状态的个数

# %%
ll.exercises.check("08.1", prediction)

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
work, seconds = {}, {}  # 每个棋盘、每种方法：一份汇总和一个用时
for name, board in boards.items():
    for method, search in (("bfs", ll.bfs_events), ("dfs", ll.dfs_events)):
        started = perf_counter()
        work[name, method] = ll.summarize(search(board, a, b))
        seconds[name, method] = perf_counter() - started

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到“为每种方法计数和计时”为止
#
# **提问**：DFS 从角上先尝试哪个朝向？它会走到哪里？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "d8f687d723ce", "translates": "8838b1a4"} slideshow={"slide_type": "slide"}
# ## 为每种方法计数和计时
#
# 同一个问题，两个棋盘，每一种方法，工作量都**数出来**，时间都**测出来**（`perf_counter`，每种各运行一次；时间取决于机器，计数则不然）。搜索的工作量是扩展的状态数。检查器（见下文）的工作是扫描行或列中的一段，每次扫描是一次在 C 层面执行的 `bytes.find`；`ll.tilegrid.count_scans` 统计这些调用的次数，而不改变它们的结果。检查器的时间分成两部分：一次性准备棋盘，以及回答一个查询。

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

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到“快速检查器”为止
#
# **提问**：运行两次：哪一列变了，哪一列从来不变？

# %% [markdown] linklab={"source_hash": "2dd0f90b214a", "translates": "de12dea9"} slideshow={"slide_type": "subslide"}
# ### 每格将近五个状态
#
# 在围堵棋盘上，记录轨迹的搜索会查看它能到达的每一个状态。一个状态由一个格子、一个朝向和 0、1 或 2 次转弯组成：每格最多 12 个。0-1 BFS（双端队列广搜）对每个格子和朝向只保留最少的转弯次数：每个格子的每个朝向各扩展一次，就是每格四个状态。其中一些状态在更少的转弯次数到来时被再次扩展，所以每格将近扩展五个状态：

# %%
per_cell = work["walled", "bfs"].expanded / (n * n)
print(ll.tr(work["walled", "bfs"].gloss()))
print(ll.tr("{per_cell:.2f} states a cell", per_cell=per_cell))

# %% slideshow={"slide_type": "skip"}
assert 4 <= per_cell < 12

# %% [markdown] linklab={"source_hash": "68d44d1bc637", "translates": "662aca9a"} slideshow={"slide_type": "subslide"}
# ### 记录轨迹的代价
#
# 本课程中的搜索都写成事件流，以便播放器能够展示它们：每一步都会生成一个小的 Python 对象。这个代价对每个状态都一样，所以它相当于把上面的计数乘上一个由这台机器决定的常数：

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

# %% [markdown] linklab={"source_hash": "5c463052b263", "translates": "c282fa30"}
# 为播放器保存轨迹，代价还要更高。但这些都不改变计数随棋盘增长的方式，而决定大棋盘能否跑得动的正是这一点：后面几节讲的就是它。

# %% [markdown] linklab={"source_hash": "1c161c8289c5", "translates": "4b5ecf60"} slideshow={"slide_type": "slide"}
# ## 快速检查器
#
# 一条至多转弯两次的路径是三段直线 A–P、P–Q、Q–B（其中有的可能为空）。P 位于 A 的某条**臂**上：臂就是从 A 出发沿直线延伸、直到遇到第一个方块为止的那些空格。Q 位于 B 的某条臂上。所以，要么 P 和 Q 在同一行（分别从 A 和 B 向上或向下走到那里），要么它们在同一列。检查器先找出各条臂，再逐一尝试每个共用的行（或列），对它只问一个问题：*中间那一段是否畅通？* 棋盘以字节串的形式保存，这个问题就是一次用 C 实现的 `bytes.find` 调用。

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到“工作量如何增长”为止
#
# **提问**：哪些东西搜索要看，而检查器从来不看？

# %% [markdown] linklab={"source_hash": "c40cc9cca537", "translates": "5240ed90"} slideshow={"slide_type": "subslide"}
# ### 检查器的代码：共用的行
#
# 下面是尝试共用行的那一半（尝试共用列的一半与它相同，只是行与列互换）：

# %%
code = inspect.getsource(ll.tilegrid.Occupancy.two_turns).splitlines()
print("\n".join(code[4:22]))

# %% [markdown] linklab={"source_hash": "4d5746c2a3a1", "translates": "92003c0c"} slideshow={"slide_type": "subslide"}
# ### 检查器在小一些的棋盘上找到的路径
#
# 在一个小一些的棋盘上画出来：检查器为两个 `G` 返回的路径，以及路径的两个拐角 P 和 Q。P 在从第一个 `G` 向左伸出的臂上，Q 在从另一个 `G` 向右伸出的臂上，它们之间的第 7 列是畅通的。

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

# %% [markdown] linklab={"source_hash": "a8f765de801b", "translates": "edade8ab"} slideshow={"slide_type": "subslide"}
# ### 那个棋盘上的每一对

# %% [markdown] linklab={"source_hash": "76872811ff69", "translates": "74cb7a52"}
# 检查器已经与两种搜索做过对拍测试；这里我们自己再快速核对一遍：那个棋盘上每种图案的每一对方块：

# %%
every_pair = [(p, q) for p in mid.tiles() for q in mid.tiles() if p < q and mid[p] == mid[q]]
agree = all(checker.can_link(p, q) == (ll.find_path(mid, p, q) is not None)
            for p, q in every_pair)
len(every_pair), agree

# %% slideshow={"slide_type": "skip"}
assert agree

# %% [markdown] linklab={"source_hash": "dab9a2b9a858", "translates": "1933ec6e"} slideshow={"slide_type": "slide"}
# ## 工作量如何增长
#
# ### 练习 2：把棋盘加倍
#
# 在围堵棋盘上，BFS 会查看每一个状态。如果边长从 100 加倍到 200，它扩展的状态数会变成原来的多少倍？用整数作答。

# %% tags=["exercise"]
prediction = ...  # 你的答案：一个整数（是原来的几倍）

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
bfs_states.append(work["walled", "bfs"].expanded)  # 边长 200，上面已经数过
bfs_seconds.append(table["walled"]["bfs"][2])

# %%
list(zip(sides, bfs_states))

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到“一个查询的代价，列成一张表”为止
#
# **提问**：边长加倍：格子数变成几倍？状态数呢？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "9556e2516cf8", "translates": "d9377f1e"} slideshow={"slide_type": "slide"}
# ## 一个查询的代价，列成一张表
#
# 搜索的**状态**是 `(cell, heading, turns)`：rows x cols 个格子，4 个朝向，0 到 2 次转弯，所以每格最多 12 个状态。答案为*否*的查询是最坏情形，因为这时每种搜索都必须试遍它能到达的一切。
#
# 下表给出每种方法回答一个查询的代价，以及这个代价在开阔的 *n* x *n* 棋盘上如何增长；旁边是在边长 10 和 20 的棋盘上实际数出的工作量（*n* 加倍时：x4 对应 *n*²，x8 对应 *n*³，x2 对应 *n*）。搜索是在目标被围住（答案为*否*）的棋盘上计数的。对检查器来说，最坏情形有所不同：两个方块的臂贯穿整个棋盘，中间隔着一道竖墙，于是每个共用的行都必须扫描一遍。

# %% jupyter={"source_hidden": true} tags=["hide-input"]
counted = {}
for side in (10, 20):
    corner = (side - 1, side - 1)
    walled = ll.Board.empty(side, side).with_cells(
        {(0, 0): 1, corner: 1, (side - 2, side - 1): 2, (side - 1, side - 2): 2})
    facing = ll.Board.empty(side, side).with_cells(
        {(side // 2, 0): 1, (side // 2, side - 1): 1}
        | {(r, side // 2): 2 for r in range(side)})  # 中间一道竖墙
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

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 5 分钟**，到最后
#
# **提问**：对 HDU 1175 最大的棋盘你会选哪种方法？依据的是表里的哪一列？

# %% [markdown] linklab={"source_hash": "9464f336107a", "translates": "f87e3b48"} slideshow={"slide_type": "subslide"}
# ### 时间跟着计数走
#
# 时间跟着计数走。BFS 的时间随格子数增长（*n*²）；检查器的一次查询始终只要几微秒：

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

# %% [markdown] linklab={"source_hash": "8f929e1b0ee3", "translates": "b0ca862e"} slideshow={"slide_type": "subslide"}
# ### 估算 HDU 1175 最大的棋盘
#
# 记录轨迹的 BFS 在 HDU 1175 最大的棋盘上要花多久，可以从计数推算：用在 200x200 围堵棋盘上数出的每格状态数，乘以上面测得的这台机器上每个状态的耗时。

# %%
per_state = table["walled"]["bfs"][2] / table["walled"]["bfs"][0]
big_states = per_cell * 1000 * 999
print(ll.tr("about {millions:.0f} million states a query: {seconds:.0f} s here, {minutes:.0f} "
            "min for 49 queries", millions=big_states / 1e6, seconds=big_states * per_state,
            minutes=big_states * per_state * 49 / 60))

# %% [markdown] linklab={"source_hash": "7e8220e53006", "translates": "a7e2cebd"} slideshow={"slide_type": "slide"}
# ## 在 HDU 1175 的最坏情形上运行评测
#
# 1000 x 999 个格子，除了角上的一个 `1` 和中心一个被围住的 `1` 之外全是空的，再加上 49 个答案都是 `NO` 的查询。整份输入是 2 MB 的文本；评测程序读入它，准备一个检查器，然后回答每一个查询。

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

# %% [markdown] linklab={"source_hash": "fbc4e9ef3485", "translates": "af1e058e"} slideshow={"slide_type": "slide"}
# ## 小结
#
# - *否*才是代价高的答案：搜索必须试遍它能到达的每一个状态，在开阔棋盘上就是每个格子的四个朝向、每个朝向至多两次转弯（BFS 每格将近扩展五个状态：每个格子的每个朝向各一次，其中一些两次）。
# - 先数工作量，再计时：计数（扩展的状态数、扫描次数）在每台机器上都一样；上面打印的时间只属于这台机器。在 200x200 的棋盘上，记录轨迹的搜索回答一个*否*要花几秒；对于*是*，只要 DFS 最初尝试的朝向正对着目标，它的工作量就很小；检查器经过几毫秒的准备之后，回答一个查询只要几微秒。
# - 记录轨迹（每步一个事件，并为播放器保存下来）会把每个计数乘上一个常数；它不改变计数的增长方式。
# - 那张表：BFS 和剪枝的 DFS 按 *n*² 增长，不剪枝的 DFS 按 *n*³，检查器的查询按 *n*（O(rows + cols) 次扫描，每次是一个用 C 实现的 `bytes.find`）。
# - 检查器：一条至多转弯两次的路径，经过一条畅通的行或列，把 A 的一条臂和 B 的一条臂连起来。在 HDU 1175 的最坏情形上，这就是每个查询几百万个状态与至多几千次扫描之间的差别。
# - 第 5、6 节的游戏和求解器，所有问题都交给这个检查器来回答。

# %% [markdown] linklab={"source_hash": "fe0828e56bb5", "translates": "cba8f3dc"} slideshow={"slide_type": "slide"}
# ## 延伸阅读
#
# - R. Sedgewick、K. Wayne，*Algorithms*（《算法》），第 4 版，Addison-Wesley，2011，第 1.4 节（算法分析）：统计工作量，以及练习 2 那样的倍增实验。
# - T. H. Cormen、C. E. Leiserson、R. L. Rivest、C. Stein，*Introduction to Algorithms*（《算法导论》），第 4 版，MIT Press，2022，第 3 章（*O* 记号）和第 20 章（广度优先搜索与深度优先搜索）。
# - A. Patel，*Red Blob Games*，“Introduction to the A* algorithm”：网格上的搜索，以及为什么它们的代价取决于访问的格子数。

# %% [markdown] linklab={"source_hash": "cc65330f2747", "translates": "32ed3b6b"} slideshow={"slide_type": "slide"}
# ## 练习
#
# 新棋盘上的新题，每一道都由课程自己的搜索判对错：连续答对三题升一级，连续答错两题降一级。可以在列表里选本课程的任何一种技能，或者选你错得最多的；你的等级保存在笔记本旁边的 `linklab-practice.json` 里。

# %%
ll.practice("reach")
