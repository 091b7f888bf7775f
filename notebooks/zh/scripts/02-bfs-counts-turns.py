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

# %% [markdown] linklab={"source_hash": "45aec0c5a674", "translates": "d5b5b132"} slideshow={"slide_type": "slide"}
# # 2. 数转弯的广度优先搜索
#
# 广度优先搜索（breadth-first search，BFS）先看离起点最近的格子，再看稍远一些的，依此类推。本节从最简单的情形——一张空棋盘——讲起，一步步讲到文档 000（“连连看游戏辅助”）用来判断两个方块能否相连的搜索；在那里，要数的不是步数，而是**转弯次数**。
#
# **学完本节，你将能够**
#
# - 运行一个普通的 BFS，把它的队列看成一圈圈向外推进的格子；
# - 说明为什么步数最少不等于转弯最少，并说出搜索的状态：所在格子、路径进入该格时的朝向、已用的转弯次数；
# - 跟踪文档 000 的队列，说明在转弯次数起作用时，为什么“每个格子只访问一次”会丢失路径；
# - 解释 0-1 BFS：直行的一步放到队列的*前端*。
#
# *课堂用时约 70 分钟（五道练习和一个要写的程序）。* 每道练习一开始都是 `prediction = ...`：把 `...` 换成你的答案，运行它和下面的检查单元格；参考答案只在你要求时才显示：按答错时的提示运行 `ll.exercises.reveal`。

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
import inspect
import random

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] linklab={"source_hash": "911cd48d4b1b", "translates": "b457932b"} slideshow={"slide_type": "subslide"}
# ### 开始之前
#
# - **Python**：列表、元组、字典，`for` 和 `while` 循环，会写函数。
# - **队列**（queue）：排队等候的一列东西，**先进先出**。在 Python 里用 `collections.deque`：`append` 放到队尾，`popleft` 取出队首。
# - **第 1 节**：规则。两个同种方块能相连，当且仅当有一条只经过空格、最多转两次弯的路径。
# - **格子**写作 `(行, 列)`。代码从 0 开始编号，图从 1 开始。

# %% [markdown] linklab={"source_hash": "deac8535ff7b", "translates": "e4a06458"} slideshow={"slide_type": "slide"}
# ## 普通的 BFS：空棋盘上的一圈圈格子
#
# 先不放方块，也不管规则。从一个格子出发，BFS 维护一个**队列**，里面是等着从那里继续探索的格子。它取出队首的格子，把它还没见过的邻格（上、右、下、左）依次放到队尾，如此反复，直到队列为空。
#
# `ll.search.steps_from` 运行这个搜索，给出每个格子离起点几步。一步远的格子围着起点成一圈，两步远的是下一圈，依此类推：

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

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 5 分钟**，到“练习 1：第三圈”为止
#
# **提问**：走一步能到哪些格子？走两步呢？
#
# **常见错误答案，以及各自暴露的误解**：
#
# - `8`：把相邻当成国际象棋里王的走动：这里一步只能上、下、左、右。

# %% [markdown] linklab={"source_hash": "deaf7f6e1db2", "translates": "111ba304"} slideshow={"slide_type": "subslide"}
# ### 一步一步看队列
#
# 搜索把它做的事报告成一串小**事件**：格子放入队尾时是 `Enqueued`，队首格子出队时是 `Dequeued`。把一个格子从队列中取出、从它出发继续探索，叫作**扩展**（expand）这个格子；队列中的格子已经找到、但还没有扩展，它们就是**搜索前沿**（frontier）。图中描了边框的就是这些格子。格子出队的顺序：

# %%
events = list(ll.search.cell_bfs_events(open_grid, centre))
order = [event.cell for event in events if isinstance(event, ll.Dequeued)]
order[:9]

# %% [markdown] linklab={"source_hash": "a913ac2863a0", "translates": "ce431472"}
# 下一圈的任何格子出队之前，这一圈已经全部入队，所以格子按圈出队：先是所有一步远的格子，再是所有两步远的，依此类推。

# %% slideshow={"slide_type": "skip"}
assert [steps[cell] for cell in order] == sorted(steps.values())

# %% [markdown] linklab={"source_hash": "23d08926714f", "translates": "1b1fd0c9"} slideshow={"slide_type": "subslide"}
# ### 练习 1：第三圈
#
# 7 x 7 的棋盘上，离中心恰好三步的格子有多少个？

# %% tags=["exercise"]
prediction = ...  # 你的答案：一个整数，格子的个数

# %%
ll.exercises.check("02.1", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 8 分钟**，到“步数最少不等于转弯最少”为止
#
# **提问**：从一圈到下一圈，格子数怎样增长？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "43a37cc099a2", "translates": "f02f6d96"} slideshow={"slide_type": "slide"}
# ## 步数最少不等于转弯最少
#
# 在棋盘上放上方块。普通的 BFS 只走空格；给了目标时， `ll.search.cell_bfs_events(board, a, b)` 在目标处停下，以 `Found` 和它找到的路线结束。 `ll.Trace(events)` 保存一个搜索的事件：`trace.frame(i)` 是执行了 *i* 个事件之后的搜索，所以最后一帧里就有这条路线。一条路线用它的**拐角**来写：第一个格子、每个转弯的格子、最后一个格子。旁边是 `ll.find_path`（第 1 节）给出的规则的路径：

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

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 7 分钟**，到“状态：格子、朝向、转弯次数”为止
#
# **提问**：两条都是六步的路线：规则偏向哪一条？普通 BFS 知道吗？

# %% [markdown] linklab={"source_hash": "23fb69beafe2", "translates": "a76f460a"} slideshow={"slide_type": "subslide"}
# ### 两条六步的路线

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, axes = plt.subplots(1, 2, figsize=(10, 3.9), layout="constrained")
for ax, path, title in ((axes[0], walk, "the plain BFS: 6 steps, 3 turns"),
                        (axes[1], ll.find_path(walls, a, b), "the rule's path: 6 steps, 1 turn")):
    ll.draw.draw_board(ax, walls, ends=[a, b])
    ll.draw.draw_path(ax, path)
    ax.set_title(ll.tr(title), loc="left")
ll.export.save_figure(fig, "steps-and-turns.png");

# %% [markdown] linklab={"source_hash": "c2241e995d96", "translates": "a316a5e1"}
# 两种路线都是六步。在一样长的路线中，普通的 BFS 留下它先碰到的那一条，而这一条转了三次弯；规则只允许两次。为规则而做的搜索必须**数转弯次数**。

# %% slideshow={"slide_type": "skip"}
assert len(walk) - 2 == 3 and len(ll.find_path(walls, a, b)) - 2 == 1

# %% [markdown] linklab={"source_hash": "da9daf18037b", "translates": "3325dbe4"} slideshow={"slide_type": "slide"}
# ## 状态：格子、朝向、转弯次数
#
# 路径转弯不能超过两次，所以不仅要看它*是否*到达了某个格子，还要看它是*怎样*到达的。搜索的**状态**是 `(cell, heading, turns)`：路径在哪个格子，到达时的朝向，已经转了几次弯。
#
# 从一个状态出发，搜索依次尝试四个朝向。朝向不变不计转弯，改变朝向记一次转弯。如果一步走出了棋盘、撞上了不是目标的方块，或者需要第三次转弯，这一步就被**拒绝**。事件会说明这些：`Enqueued` 带着完整的状态，`Rejected` 指出没有走的一步及其原因，`Found` 以找到的路径结束事件流。上面那个普通的 BFS 其实已经记下了每个状态，只是从来不用转弯次数：

# %%
for event in plain.events[:5]:
    print(event)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 5 分钟**，到“练习 2：接下来取出哪些格子”为止
#
# **提问**：为什么只用格子作为搜索的状态不够？

# %% [markdown] linklab={"source_hash": "4b7ed4f45fa3", "translates": "29f07086"} slideshow={"slide_type": "slide"}
# ## 文档 000 的队列：先进先出
#
# `ll.documents.doc000_bfs_events` 就是文档 000 的程序，一步不差。它先按 `trend` 数组的顺序（右、左、下、上）把起点的四个邻格放入队列；然后取出队首状态，按同样的顺序从它尝试四个朝向，把每个被接受的状态放到队列**末尾**。在一个小棋盘上，位于 (2, 2) 和 (5, 4) 的两个 `1`（代码里是 `start, target = (1, 1), (4, 3)`）（图中画成 `A`）转一次弯就能相连，先向下再向右：

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

# %% [markdown] linklab={"source_hash": "8d1360e7e8a4", "translates": "71d9cb96"} slideshow={"slide_type": "subslide"}
# ### 它的前九个事件

# %%
for event in doc000.events[:9]:
    print(event)

# %% [markdown] linklab={"source_hash": "55e654d7f0a0", "translates": "2017ed45"}
# 第一次取出的是 (2, 3)，它让三个状态入队。其中一个是起点自己所在的格子，这是文档 000 的一个怪癖：它从不把起点标记为已访问，而起点方块与终点方块图案相同，所以允许一步退回到起点上，记一次转弯。

# %% [markdown] linklab={"source_hash": "eb68e906dae8", "translates": "c02f65f6"} slideshow={"slide_type": "subslide"}
# ### 文档 000 数的是线段
#
# 文档 000 的 `turn` 数的是**直线段**。第一步记 `t0.turn = 1`，每改变一次朝向加一，`turn > 3` 的状态不予入队（“转向次数不能超过3”）：最多三段直线，也就是最多转两次弯。linklab 的事件记 `turns` = 文档的 `turn` − 1，这样两者读起来一致：在上面的事件中，每个第一步的转弯次数都是 0，没有一个超过 2，要转第三次弯的一步被拒绝。

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
first_steps = [event for event in doc000.events[:4] if isinstance(event, ll.Enqueued)]
assert [event.turns for event in first_steps] == [0, 0, 0, 0]  # 文档里 `turn` 为 1
assert max(e.turns for e in doc000.events if isinstance(e, ll.Enqueued)) == 2  # `turn` 不超过 3
assert {e.turns for e in doc000.events
        if isinstance(e, ll.Rejected) and e.reason == "too_many_turns"} == {3}  # `turn` 为 4

# %% [markdown] linklab={"source_hash": "8709a7aa26e7", "translates": "d2227e88"} slideshow={"slide_type": "subslide"}
# ### 练习 2：接下来取出哪些格子
#
# 第 2、3、4、5 次取出（`Dequeued` 事件）依次从队列中取出的是哪些格子？

# %% tags=["exercise"]
prediction = ...  # 你的答案：四个格子组成的列表，例如 [(0, 0), (0, 1), (0, 2), (0, 3)]

# %%
ll.exercises.check("02.2", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到“只问“访问过没有”是不够的”为止
#
# **提问**：第一次取出之前，队列里有哪些状态，顺序如何？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "37507bb68f9f", "translates": "db8ce8c5"} slideshow={"slide_type": "slide"}
# ## 观察队列
#
# 浅色格子表示已经到达，深色格子表示已从队列取出；粗体蓝色数字是队列中的次序（1 表示下一个出队）；格子角上的小数字是目前找到的到达该格的最少转弯次数；红色标记是被拒绝的一步。图旁边是队列本身，列出每个状态的朝向和转弯次数。按 ▶ 单步前进；Export（导出）把图片（或 GIF）写到本笔记本旁边的 `exports/` 文件夹。

# %%
ll.widgets.TracePlayer(zig, doc000, ends=[start, target], step=9)

# %% [markdown] linklab={"source_hash": "117131f22072", "translates": "f9caf615"} slideshow={"slide_type": "slide"}
# ## 只问“访问过没有”是不够的
#
# 教科书上的 BFS，就像我们开头那个普通的 BFS，在第一次到达一个格子时就给它打上访问标记，以后不再理会。当每一步的代价都相同时，这样做是对的。但这里不是：第一次到达某格时用掉的转弯次数，可能比后来某次到达时**更多**。
#
# 先进先出的队列按*步数*而不是按转弯次数到达各个格子。在这个棋盘上，目标左边紧挨着的格子 (5, 3)（代码里是 `beside = (4, 2)`） 先被一条转两次弯的之字形路径到达，之后才被只转一次弯的路径到达。它的各次到达，写成（事件序号，朝向，转弯次数）：

# %%
beside = (4, 2)
arrivals = [(step, event.heading, event.turns)
            for step, event in enumerate(doc000.events, 1)
            if isinstance(event, ll.Enqueued) and event.cell == beside]
for step, heading, turns in arrivals:
    print(ll.tr("event {step}: heading {heading}, {turns} turns", step=step,
                heading=heading.name.lower(), turns=turns))

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 8 分钟**，到““更少”还是“不多于”？”为止
#
# **提问**：在这里，第一次到达就打上访问标记对吗？为什么在普通 BFS 里是对的？

# %% [markdown] linklab={"source_hash": "5beedd7ac019", "translates": "ddac2888"} slideshow={"slide_type": "subslide"}
# ### 第一次到达，和更好的一次

# %% jupyter={"source_hidden": true} tags=["hide-input"]
first, better = arrivals[0][0], arrivals[1][0]
fig, axes = plt.subplots(1, 2, figsize=(10, 4.1), layout="constrained")
for ax, step in ((axes[0], first), (axes[1], better)):  # 两幅图一样大：不画图例
    ll.draw.draw_frame(ax, zig, doc000.frame(step), ends=[start, target],
                       total=len(doc000), legend=False)
axes[0].set_title(ll.tr("step {step}: first reached, 2 turns", step=first), loc="left")
axes[1].set_title(ll.tr("step {step}: reached again, 1 turn", step=better), loc="left")
ll.export.save_figure(fig, "first-arrival.png");

# %% [markdown] linklab={"source_hash": "7c6a9b8102c5", "translates": "cd69529f"}
# （起点方块上的 1 就是前面提到的怪癖。）如果搜索在第一次到达 (5, 3) 时就把它封闭，那么那里记下的会是“转两次弯，朝下”。目标在它的右边，还要再转第三次弯；而与目标相邻的空格只有这一个。搜索会回答 `FALSE`，而按规则应是 `TRUE`。

# %% slideshow={"slide_type": "skip"}
assert doc000.frame(first).turns[beside] == 2 and doc000.frame(better).turns[beside] == 1
assert [zig[3, 3], zig[4, 2]] == [2, 0]  # 目标唯一空着的邻格是 (4, 2)
assert ll.find_path(zig, start, target) == ((1, 1), (4, 1), (4, 3))

# %% [markdown] linklab={"source_hash": "645b6a303c43", "translates": "a8d49743"} slideshow={"slide_type": "slide"}
# ## 文档 000 的补救：文字与代码
#
# 文档 000 的解析用一句话说明了补救办法：一个格子入队的条件是 “要么没遍历过要么遍历过但这次转向次数要少”。程序为每个格子记一个数 `vir[x][y]`，把判断写成 `vir[k1.x][k1.y] == 0 || vir[k1.x][k1.y] >= k1.turn`：到达某格时转弯次数更少**或相同**，都会让它重新入队。只有当这个格子以前被更少的转弯次数到达过时，这一步才被拒绝。它拒绝的各步，按原因计数：

# %%
ll.summarize(doc000.events).rejected

# %% [markdown] linklab={"source_hash": "55bdab6ee334", "translates": "027ddb0c"} slideshow={"slide_type": "subslide"}
# ### 文档 000 与修正后的 BFS，逐步对照
#
# 一个滑块同时驱动两边：同一个查询，分别交给文档 000 的程序和 linklab 的 BFS（下文讲解）。文档 000 窗格旁边是它原样印出的程序，当前事件对应的那一行会高亮。播放器停在 (5, 3) 以一次转弯再次被到达的那一步。

# %%
both = ll.widgets.ComparePlayer(zig, start, target, ["000", "bfs"], step=better)
both

# %% [markdown] linklab={"source_hash": "d7a3bd80a3d9", "translates": "7eaf9a0f"} slideshow={"slide_type": "subslide"}
# ### 文字与代码，同步对照
#
# 状态入队时，高亮的是 `q.push(k1)` 那一行；因为该格曾以更少的转弯次数到达而拒绝一步时，是 `vir[k1.x][k1.y] >= k1.turn` 那一行。播放器停在一次入队上，两个窗格都回答“能相连，转一次弯”。

# %% slideshow={"slide_type": "skip"}
assert "q.push(k1)" in ll.documents.source_line("000", both.current_lines()[0][0])
assert [pane.verdict for pane in both.panes] == ["yes: a path with 1 turn"] * 2

# %% [markdown] linklab={"source_hash": "49f1a93b1576", "translates": "9a93d8bb"} slideshow={"slide_type": "slide"}
# ## “更少”还是“不多于”？
#
# 文字和代码说的是同一条规则吗？它们在转弯次数相等的情况下有分歧：转弯次数相同，但到达时朝向不同。 `doc000_bfs_events(..., strict=True)` 是按字面理解文字的程序（`vir > turn`：只有转弯次数*更少*才让格子重新入队）。
#
# ### 练习 3：“更少”会丢失路径吗？
#
# 按字面理解的“更少”版本，会不会对按规则能相连的一对方块回答 `FALSE`？回答 `True`（它会丢失某条路径）或 `False`（一条也不丢），然后运行检查：后面的单元格会在一些随机小棋盘上寻找反例。

# %% tags=["exercise"]
prediction = ...  # 你的答案：True（严格的版本会在某处丢掉路径）或 False

# %%
ll.exercises.check("02.3", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到“练习 4：第一次取出之后的 0-1 队列”为止
#
# **提问**：运行检查之前先表决：“更少”和“不多于”有区别吗？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "0e5e291af348", "translates": "13e7c72d"} slideshow={"slide_type": "subslide"}
# ### 寻找反例
#
# 两千个随机的 4 x 5 棋盘，每个上面有一对 `1`；凡是按规则这一对能相连的棋盘，文档 000 的两个版本都各自回答一次。每个版本丢失的对数：

# %% jupyter={"source_hidden": true} tags=["hide-input"]
rng = random.Random(2)
tried, lost, counterexample = 0, {"fewer": 0, "as few": 0}, None
while tried < 2000:
    grid = [[rng.choice((0, 0, 0, 2)) for _ in range(5)] for _ in range(4)]
    a = rng.choice([(r, c) for r in range(1, 3) for c in range(1, 4)])  # 在棋盘内部：避开文档的怪癖
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

# %% [markdown] linklab={"source_hash": "0ee2f5455b83", "translates": "fb9109e1"} slideshow={"slide_type": "subslide"}
# ### “更少”错在哪里
#
# 第一个反例。在规则给出的路径所经过的某个格子上，一次转弯次数相等的到达被拒绝了。那里保留下来的状态转弯次数相同，朝向却不同；从它出发，路径需要第三次转弯。

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

# %% [markdown] linklab={"source_hash": "1b58d50d17b0", "translates": "7c12ca69"} slideshow={"slide_type": "slide"}
# ## 0-1 BFS：直行的一步放到队首
#
# linklab 的 BFS 更进一步。直行一步花 0 次转弯，转弯的一步花 1 次，所以它把直行的一步放到队列**前端**，把转弯的一步放到**末尾**（即“0-1 BFS”，双端队列广搜；**双端队列**（deque）是两端都能存取的队列，例如 `collections.deque`）。从起点迈出的第一步没有朝向可保持，所以不算转弯。这样，队列始终按转弯次数排好序，状态按转弯次数的顺序出队，第一条到达目标的路径转弯最少。它为每个格子*和朝向*各记一个最少转弯次数：向下经过某格的路径和向右经过它的路径，后续的路线并不相同。
#
# 在之字形棋盘上，它第一次到达 (5, 3) 时就已是最少的转弯次数：

# %%
bfs = ll.Trace(ll.bfs_events(zig, start, target))
for event in bfs.events:
    if isinstance(event, ll.Enqueued) and event.cell == beside:
        print(ll.tr("heading {heading}, {turns} turns, to the {end}",
                    heading=event.heading.name.lower(), turns=event.turns,
                    end=ll.tr("front") if event.front else ll.tr("back")))

# %% [markdown] linklab={"source_hash": "f8e16e368d60", "translates": "9b8d36fe"} slideshow={"slide_type": "subslide"}
# ### 队列按转弯次数排好序了吗？
#
# 逐帧检验这一点，两个搜索都检验：

# %%
sorted_0_1 = all([t for _, _, t in f.frontier] == sorted(t for _, _, t in f.frontier)
                 for f in bfs.frames())
sorted_fifo = all([t for _, _, t in f.frontier] == sorted(t for _, _, t in f.frontier)
                  for f in doc000.frames())
sorted_0_1, sorted_fifo

# %% slideshow={"slide_type": "skip"}
assert sorted_0_1 and not sorted_fifo

# %% [markdown] linklab={"source_hash": "a28c73ad4f77", "translates": "85f64728"} slideshow={"slide_type": "subslide"}
# ### 练习 4：第一次取出之后的 0-1 队列
#
# 文档 000 的第二个用例：位于 (2, 2) 的 `1` 和位于 (5, 5) 的 `1`（代码里是 `a, b = (1, 1), (4, 4)`）。0-1 BFS 把起点从队列中取出，依次尝试上、右、下、左。向右被 `2` 挡住。写出此后的队列，从队首起，写成格子的列表。

# %% jupyter={"source_hidden": true} tags=["hide-input"]
board = ll.parse_board("5 6\n0 0 0 0 0 0 0 1 2 3 0 0 3 0 0 0 0 3 0 2 3 4 0 2 0 0 0 2 1 4")
a, b = (1, 1), (4, 4)
trace = ll.Trace(ll.bfs_events(board, a, b))
fig, ax = plt.subplots(figsize=(3.1, 2.6), layout="constrained")
ll.draw.draw_board(ax, board, ends=[a, b])
ll.export.save_figure(fig, "sample-2.png");

# %% tags=["exercise"]
prediction = ...  # 你的答案：格子组成的列表，队首在前，例如 [(0, 0), (0, 1)]

# %%
ll.exercises.check("02.4", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 7 分钟**，到“练习 5：一个转弯次数”为止
#
# **提问**：不花转弯的一步放到双端队列的哪一端？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "c573a7743175", "translates": "99a4d7de"} slideshow={"slide_type": "subslide"}
# ### 0-1 BFS，一步一步看
#
# 播放器停在第二次取出之前，你可以把它的队列和你的答案对照。

# %%
looks = [i for i, event in enumerate(trace.events) if isinstance(event, ll.Dequeued)]
ll.widgets.TracePlayer(board, trace, ends=[a, b], step=looks[1])

# %% [markdown] linklab={"source_hash": "5461e6a033bc", "translates": "11c8c283"} slideshow={"slide_type": "slide"}
# ## 每个格子的转弯次数
#
# 任何一步都可以根据它的帧 `trace.frame(i)` 单独画成一张图。这里是第 30 步。每个格子角上的数字是目前找到的到达该格的最少转弯次数；搜索结束时，它就是从起点到该格的所有路径中最少的转弯次数。

# %% jupyter={"source_hidden": true} tags=["hide-input"]
step = 30
fig, ax = plt.subplots(figsize=(5.2, 4.0), layout="constrained")
ll.draw.draw_frame(ax, board, trace.frame(step), ends=[a, b], total=len(trace))
ll.export.save_figure(fig, "bfs-step.png");

# %% [markdown] linklab={"source_hash": "44cfe0e00379", "translates": "5682b091"} slideshow={"slide_type": "subslide"}
# ### 练习 5：一个转弯次数
#
# 从位于 (2, 2) 的起点到空格 (2, 5)（代码里是 `(1, 1)` 和 `(1, 4)`），路径最少要转几次弯？在第 30 步的图上算出来。

# %% tags=["exercise"]
prediction = ...  # 你的答案：一个整数，转弯的次数

# %%
ll.exercises.check("02.5", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 5 分钟**，到“自己动手写”为止
#
# **提问**：从上面绕还是从下面绕？有区别吗？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "4e0ee9c506ce", "translates": "55406fe8"} slideshow={"slide_type": "subslide"}
# ### 搜索的最后一步
#
# 搜索结束时的全部计数，以及找到的路径：到达目标没有超过允许的两次转弯，所以这一对方块能相连。

# %% jupyter={"source_hidden": true} tags=["hide-input"]
last = trace.frame(len(trace))
fig, ax = plt.subplots(figsize=(5.2, 4.0), layout="constrained")
ll.draw.draw_frame(ax, board, last, ends=[a, b], total=len(trace))
ll.export.save_figure(fig, "bfs-found.png");

# %% slideshow={"slide_type": "skip"}
assert last.outcome == "found" and last.turns[b] == len(last.path) - 2 <= 2

# %% [markdown] linklab={"source_hash": "89d010e30ced", "translates": "93b10334"} slideshow={"slide_type": "subslide"}
# ### linklab 代码里的 0-1 BFS
#
# `ll.search.bfs_events` 就是这个搜索本身。要在其中找的几行：直行一步用 `queue.appendleft`，转弯一步用 `queue.append`，以及 `best[nxt, step]`，即每个格子和朝向上见过的最少转弯次数：

# %%
source = inspect.getsource(ll.search.bfs_events).splitlines()
print("\n".join(line for line in source if "queue.append" in line or "best[nxt" in line))

# %% [markdown] linklab={"source_hash": "7f06c6e19434", "translates": "c20f0c95"} slideshow={"slide_type": "slide"}
# ## 自己动手写
#
# ### 练习 6：数转弯的先进先出 BFS
#
# 写一个函数 `my_link(board, a, b)`：位于 `a` 和 `b`（从 0 开始的 `(row, col)`）的两个方块能用一条不超过两次转弯、不出棋盘的路径连起来时返回 `True`，否则返回 `False`。像文档 000 那样用一个普通的先进先出队列（`collections.deque`，用 `append` 入队、`popleft` 出队），队列里放状态 `(cell, heading, turns)`；对每个 `(cell, heading)` 记下到达它时最少的转弯次数，这样就不会丢失路径。
#
# `board[cell]` 是某个格子里方块的种类（0 表示空格），`board.rows` 和 `board.cols` 是棋盘的大小。下面的检查会在 linklab 的场景表和几百个随机棋盘上运行你的函数；一旦与规则不符，就画出不符的最小棋盘。

# %% tags=["exercise"]
# 你的答案：写出 my_link，一个先进先出、数转弯次数的 BFS
# （卡住了？ll.exercises.reveal("02.6") 会给出参考答案）
def my_link(board, a, b):
    """a 和 b 上的两个方块，能否不出棋盘、最多转两次弯相连？"""
    ...


# %%
ll.selfcheck.check_link(my_link)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 5 分钟**，到最后
#
# **提问**：你的搜索为每个格子记住了什么？什么时候会让一个状态再次入队？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "23dd3ba0d8cf", "translates": "e7a88e2d"} slideshow={"slide_type": "slide"}
# ## 小结
#
# - 普通的 BFS 从队列（queue）前端取格子，把新格子放到末尾，所以格子一圈一圈地出队：**步数**最少的先出。
# - 步数最少不等于转弯最少。搜索的状态是 `(cell, heading, turns)`；直行一步记 0 次转弯，转弯一步记 1 次。文档 000 的 `turn` 数的是线段。
# - 第一次到达某格未必是最好的：文档 000 在转弯次数不多于原记录（`>=`）时让该格重新入队。它的解析写的是“要少”，按字面理解会丢失路径。
# - 0-1 BFS 把直行的一步放到队首、转弯的一步放到队尾，于是队列始终按转弯次数有序，找到的第一条路径转弯最少。
# - 下一节：用深度优先的方式回答同一个问题，借助栈和一条剪枝规则。

# %% [markdown] linklab={"source_hash": "269c28b91b70", "translates": "922d9242"} slideshow={"slide_type": "subslide"}
# ### 延伸阅读
#
# - Amit Patel，*Introduction to the A\* Algorithm*，Red Blob Games（https://www.redblobgames.com/pathfinding/a-star/introduction.html）：和本节一样，从广度优先搜索逐步扩展的搜索前沿讲起。
# - T. H. Cormen、C. E. Leiserson、R. L. Rivest、C. Stein，*Introduction to Algorithms*（《算法导论》），第 4 版，MIT Press，2022，第 20.2 节（广度优先搜索）。
# - Peter Norvig，*pytudes*（https://github.com/norvig/pytudes）：一次只加一个想法、逐步搭建起来的小程序，本课程也按这个节奏展开。
# - 0-1 BFS：每条边的代价都是 0 或 1 时，用双端队列代替 Dijkstra 算法的优先队列；见 *cp-algorithms* 的“0-1 BFS”（https://cp-algorithms.com/graph/01_bfs.html）。

# %% [markdown] linklab={"source_hash": "cc65330f2747", "translates": "baa3a6da"} slideshow={"slide_type": "slide"}
# ## 练习
#
# 新棋盘上的新题，每一道都由课程自己的搜索判对错：连续答对三题升一级，连续答错两题降一级。可以在列表里选本课程的任何一种技能，或者选你错得最多的；你的等级保存在笔记本旁边的 `linklab-practice.json` 里。

# %%
ll.practice("fewest-turns")
