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

# %% [markdown] slideshow={"slide_type": "slide"} linklab={"translates": "d5b5b132", "source_hash": "1242c3d1b008"}
# # 2. 数转弯的广度优先搜索
#
# 文档 000（“连连看游戏辅助”）用广度优先搜索（breadth-first search，BFS）判断两个方块能否相连：用一个队列（queue）存放还要从那里继续探索的位置，每次从队首取出一个。这个搜索与众不同的地方在于它数的东西：不是步数，而是**转弯次数**。
#
# **学完本节，你将能够**
#
# - 说出这个搜索的状态：所在格子、路径进入该格子时的朝向、已用的转弯次数；
# - 一步一步跟踪文档 000 的先进先出队列；
# - 解释为什么在转弯次数起作用时，“第一次到达某格就标记为已访问”会丢失路径，以及文档 000 是怎样补救的；
# - 借助机器找到的反例，区分会丢失路径的判断条件和不会丢失路径的判断条件；
# - 解释 0-1 BFS：直行的一步放到队列的*前端*。
#
# *课堂用时约 60 分钟（四道练习）。* 每道练习一开始都是 `prediction = ...`：把 `...` 换成你的答案，运行它和下面的检查单元格；参考答案只在你要求时才显示：按答错时的提示运行 `ll.exercises.reveal`。

# %%
# %matplotlib inline
import inspect
import random

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] linklab={"source_hash": "cd191d671969", "translates": "b457932b"} slideshow={"slide_type": "slide"}
# ## 状态与事件
#
# 路径转弯不能超过两次，所以不仅要看它*是否*到达了某个格子，还要看它是*怎样*到达的。搜索的状态是 `(cell, heading, turns)`：路径在哪个格子，到达时朝哪个方向走，已经转了几次弯。
#
# 从一个状态出发，搜索依次尝试四个朝向。保持朝向不花代价；改变朝向要花一次转弯。如果一步走出了棋盘、撞上了不是目标的方块，或者需要第三次转弯，这一步就被**拒绝**。
#
# 文档 000 的计数方式略有不同：它的 `turn` 数的是**直线段**。第一步记 `t0.turn = 1`，每改变一次方向加一，`turn > 3` 的状态不予入队（“转向次数不能超过3”）：最多三段直线，也就是最多转两次弯。本软件包的事件记 `turns` = 文档的 `turn` − 1，这样两者读起来一致。
#
# 各个搜索都只写一次，写成由小事件组成的事件流。`Enqueued` 把一个状态放入队列，`Dequeued` 取出队首状态并从它出发继续探索，`Rejected` 指出一步没有走以及原因，`Found` 以找到的路径结束事件流。正文中的格子与代码一样从 0 开始编号；图中的行号和列号从 1 开始。
#
# ## 文档 000 的队列：先进先出
#
# 一个小棋盘：位于 (1, 1) 和 (4, 3) 的两个 `1` 转一次弯就能相连，先向下再向右。 `ll.documents.doc000_bfs_events` 就是文档 000 的程序，一步不差。它先按 `trend` 数组的顺序（右、左、下、上）把起点的四个邻格放入队列；然后取出队首状态，按同样的顺序从它尝试四个朝向，把每个被接受的状态放到队列**末尾**。

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

# %% [markdown] linklab={"source_hash": "4d20d09f8019", "translates": "2017ed45"}
# 第一次取出的是 (1, 2)，它让三个状态入队。其中一个是起点自己所在的格子，这是文档 000 的一个怪癖：它从不把起点标记为已访问，而起点方块与终点方块图案相同，所以允许一步退回到起点上，记一次转弯。

# %%
first_steps = [event for event in doc000.events[:4] if isinstance(event, ll.Enqueued)]
assert [event.turns for event in first_steps] == [0, 0, 0, 0]  # the document's turn = 1
assert max(e.turns for e in doc000.events if isinstance(e, ll.Enqueued)) == 2  # turn <= 3
assert {e.turns for e in doc000.events
        if isinstance(e, ll.Rejected) and e.reason == "too_many_turns"} == {3}  # turn = 4

# %% [markdown] linklab={"source_hash": "23c920ddce78", "translates": "d2227e88"} slideshow={"slide_type": "subslide"}
# ### 练习 1：接下来取出哪些格子
#
# 第 2、3、4、5 次取出（`Dequeued` 事件）依次从队列中取出的是哪些格子？

# %% tags=["exercise"]
prediction = ...  # your answer: a list of four cells, e.g. [(0, 0), (0, 1), (0, 2), (0, 3)]

# %%
ll.exercises.check("02.1", prediction)

# %% [markdown] linklab={"source_hash": "bc77680e86b8", "translates": "f02f6d96"} slideshow={"slide_type": "slide"}
# ## 观察队列
#
# 播放器逐步显示搜索过程：浅色格子表示已经到达，深色格子表示已从队列取出；粗体蓝色数字是队列中的次序（1 表示下一个出队）；格子角上的小数字是目前找到的到达该格的最少转弯次数；红色标记是被拒绝的一步。图旁边的列表就是队列本身，列出每个状态的朝向和转弯次数。
#
# 按 ▶ 单步前进，或者连续播放。Export（导出）把图片（或把整个搜索过程存成 GIF）写到本文件夹。

# %%
ll.widgets.TracePlayer(zig, doc000, ends=[start, target], step=9)

# %% [markdown] linklab={"source_hash": "ca901f187bcc", "translates": "f9caf615"} slideshow={"slide_type": "slide"}
# ## “已访问”问错了问题
#
# 教科书上的 BFS 在第一次到达一个格子时就给它打上访问标记，以后不再理会。当每一步的代价都相同时，这样做是对的。但这里不是：第一次到达某格时用掉的转弯次数，可能比后来某次到达时**更多**。
#
# 先进先出的队列按*步数*而不是按转弯次数到达各个格子。在这个棋盘上，目标左边紧挨着的格子 (4, 2) 先被一条转两次弯的之字形路径到达，之后才被只转一次弯的路径到达：

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

# %% [markdown] linklab={"source_hash": "f5bd8ba2c8e9", "translates": "cd69529f"}
# （起点方块上的 1 就是前面提到的怪癖：第一步掉头退回到起点上，也被放入了队列，记一次转弯。）
#
# 如果搜索在第一次到达 (4, 2) 时就把它封闭，那么那里记下的会是“转两次弯，朝下”。目标在它的右边，还要再转第三次弯；而与目标相邻的空格只有这一个。搜索会回答 `FALSE`，而按规则应是 `TRUE`。

# %%
assert doc000.frame(first).turns[beside] == 2 and doc000.frame(better).turns[beside] == 1
assert [zig[3, 3], zig[4, 2]] == [2, 0]  # the only empty neighbour of the target is (4, 2)
assert ll.find_path(zig, start, target) == ((1, 1), (4, 1), (4, 3))

# %% [markdown] linklab={"source_hash": "29b29b2f0af3", "translates": "a8d49743"} slideshow={"slide_type": "slide"}
# ## 文档 000 的补救：文字与代码
#
# 文档 000 的解析用一句话说明了补救办法：一个格子入队的条件是 “要么没遍历过要么遍历过但这次转向次数要少”。程序为每个格子记一个数 `vir[x][y]`，把判断写成 `vir[k1.x][k1.y] == 0 || vir[k1.x][k1.y] >= k1.turn`：到达某格时转弯次数更少**或相同**，都会让它重新入队。只有当这个格子以前被更少的转弯次数到达过时，这一步才被拒绝：

# %%
ll.summarize(doc000.events).rejected

# %% [markdown] linklab={"source_hash": "4c4bcaa87947", "translates": "027ddb0c"} slideshow={"slide_type": "subslide"}
# ### 文档 000 与修正后的 BFS，逐步对照
#
# 同一个查询分别交给文档 000 的程序和本软件包的 BFS，同步执行：一个滑块同时驱动两个窗格。文档 000 窗格旁边是它原样印出的程序，当前事件对应的那一行会高亮：状态入队时是 `q.push(k1)`；因为该格曾以更少的转弯次数到达而拒绝一步时，是 `vir[k1.x][k1.y] == 0 || vir[k1.x][k1.y] >= k1.turn` 那一行。播放器停在 (4, 2) 以一次转弯再次被到达的那一步。修正后的 BFS 先结束，之后停在它的最后一帧。

# %%
both = ll.compare_widget.ComparePlayer(zig, start, target, ["000", "bfs"], step=better)
both

# %%
assert "q.push(k1)" in ll.documents.source_line("000", both.current_lines()[0][0])
assert [pane.verdict for pane in both.panes] == ["yes: a path with 1 turn"] * 2

# %% [markdown] linklab={"source_hash": "5584996c0e9d", "translates": "9a93d8bb"}
# 文字和代码说的是同一条规则吗？它们在“平局”时有分歧：转弯次数相同，但到达时朝向不同。 `doc000_bfs_events(..., strict=True)` 是按字面理解文字的程序（`vir > turn`：只有转弯次数*更少*才让格子重新入队）。
#
# ### 练习 2：“更少”还是“不多于”？
#
# 按字面理解的“更少”版本，会不会对按规则能相连的一对方块回答 `FALSE`？回答 `True`（它会丢失某条路径）或 `False`（一条也不丢），然后运行检查：它会在一些随机小棋盘上寻找反例。

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

# %% [markdown] linklab={"source_hash": "9768c3b3582d", "translates": "4be5e281"}
# 下面是搜索找到的反例，以及出错的地方：在规则给出的路径所经过的某个格子上，一个平局被拒绝了。那里保留下来的状态转弯次数相同，朝向却不同；从它出发，路径需要第三次转弯。

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

# %% [markdown] linklab={"source_hash": "69423ba7a760", "translates": "7c12ca69"} slideshow={"slide_type": "slide"}
# ## 0-1 BFS：直行的一步放到队首
#
# 本软件包的 BFS 更进一步。直行一步花 0 次转弯，转弯的一步花 1 次，所以它把直行的一步放到队列**前端**，把转弯的一步放到**末尾**（即“0-1 BFS”，双端队列广搜）。从起点迈出的第一步没有朝向可保持，所以不算转弯。这样，队列始终按转弯次数排好序，状态按转弯次数的顺序出队，第一条到达目标的路径转弯最少。它为每个格子*和朝向*各记一个最少转弯次数，因为向下经过某格的路径和向右经过它的路径，后续的走法并不相同。
#
# 在之字形棋盘上，它第一次到达 (4, 2) 时就已是最少的转弯次数：

# %%
bfs = ll.Trace(ll.bfs_events(zig, start, target))
[(event.heading, event.turns, "front" if event.front else "back")
 for event in bfs.events if isinstance(event, ll.Enqueued) and event.cell == beside]

# %% [markdown] linklab={"source_hash": "43a0969b6c8c", "translates": "9b8d36fe"}
# 在两个搜索的每一帧上检验这一承诺：队列是否按转弯次数排好了序？

# %%
sorted_0_1 = all([t for _, _, t in f.frontier] == sorted(t for _, _, t in f.frontier)
                 for f in bfs.frames())
sorted_fifo = all([t for _, _, t in f.frontier] == sorted(t for _, _, t in f.frontier)
                  for f in doc000.frames())
sorted_0_1, sorted_fifo

# %%
assert sorted_0_1 and not sorted_fifo

# %% [markdown] linklab={"source_hash": "afc64c7c578d", "translates": "85f64728"} slideshow={"slide_type": "subslide"}
# ### 练习 3：第一次取出之后的 0-1 队列
#
# 文档 000 的第二个用例：位于 (1, 1) 的 `1` 和位于 (4, 4) 的 `1`。0-1 BFS 把起点从队列中取出，依次尝试上、右、下、左。向右被 `2` 挡住。写出此后的队列，从队首起，写成格子的列表。

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

# %% [markdown] linklab={"source_hash": "cad82d9014a8", "translates": "fb9109e1"}
# 任何一步都可以单独画在一组坐标轴上，而 `trace.frame(i)` 就是这一步的数据：

# %%
ll.widgets.TracePlayer(board, trace, ends=[a, b], step=after)

# %%
step = 30
fig, ax = plt.subplots(figsize=(7, 6), layout="constrained")
ll.draw.draw_frame(ax, board, trace.frame(step), ends=[a, b], total=len(trace))
ll.export.save_figure(fig, "bfs-step.png");

# %% [markdown] linklab={"source_hash": "ae508be39a14", "translates": "5682b091"} slideshow={"slide_type": "slide"}
# ## 每个格子的转弯次数
#
# 搜索结束时，每个被到达的格子角上的数字，就是搜索找到的从起点到该格的路径的最少转弯次数。
#
# ### 练习 4：一个转弯次数
#
# 从位于 (1, 1) 的起点到空格 (1, 4)（图中第 2 行第 5 列），路径最少要转几次弯？在上面第 30 步的图上算出来。

# %% tags=["exercise"]
prediction = ...  # your answer: a whole number of turns

# %%
ll.exercises.check("02.4", prediction)

# %%
last = trace.frame(len(trace))

# %% [markdown] linklab={"source_hash": "453d97d36e06", "translates": "11c8c283"}
# 搜索结束时的全部计数，以及找到的路径：到达目标用了两次转弯，所以这一对方块能相连。

# %%
fig, ax = plt.subplots(figsize=(7, 6), layout="constrained")
ll.draw.draw_frame(ax, board, last, ends=[a, b], total=len(trace))
ll.export.save_figure(fig, "bfs-found.png");

# %%
assert last.outcome == "found" and len(last.path) - 2 == last.turns[b] == 2

# %% [markdown] linklab={"source_hash": "d3a8d82a8d9c", "translates": "93b10334"}
# 下面是本软件包里写的搜索本身。要找的几行：直行一步用 `queue.appendleft`，转弯一步用 `queue.append`，以及 `best[nxt, step]`，即每个格子和朝向上见过的最少转弯次数。

# %%
print(inspect.getsource(ll.search.bfs_events))

# %% [markdown] linklab={"source_hash": "0a7866b01e88", "translates": "c20f0c95"} slideshow={"slide_type": "slide"}
# ## 自己动手写
#
# ### 练习 5：数转弯的先进先出 BFS
#
# 写一个函数 `my_link(board, a, b)`：位于 `a` 和 `b`（从 0 开始的 `(row, col)`）的两个方块能用一条不超过两次转弯、不出棋盘的路径连起来时返回 `True`，否则返回 `False`。像文档 000 那样用一个普通的先进先出队列（`collections.deque`，用 `append` 入队、`popleft` 出队），队列里放状态 `(cell, heading, turns)`；对每个 `(cell, heading)` 记下到达它时最少的转弯次数，这样就不会丢失路径。
#
# `board[cell]` 是某个格子里方块的种类（0 表示空格），`board.rows` 和 `board.cols` 是棋盘的大小。下面的检查会在本软件包的场景表和几百个随机棋盘上运行你的函数；一旦与规则不符，就画出不符的最小棋盘。

# %% tags=["exercise"]
# your answer: write my_link, a first-in-first-out BFS that counts turns
# (stuck? ll.exercises.reveal("02.5") shows a worked answer)
def my_link(board, a, b):
    """Can the tiles at a and b be joined with at most two turns, on the board?"""
    ...


# %%
ll.selfcheck.check_link(my_link)

# %% [markdown] linklab={"source_hash": "a06c982fe970", "translates": "e7a88e2d"} slideshow={"slide_type": "slide"}
# ## 小结
#
# - BFS 的状态是 `(cell, heading, turns)`；直行一步花 0 次转弯，转弯一步花 1 次。文档 000 的 `turn` 数的是直线段：第一段记 1，最多为 3。
# - 文档 000 的队列先进先出；`ll.Trace(events).frame(i)` 是执行了 *i* 个事件之后的搜索， `ll.widgets.TracePlayer` 可以回放它。
# - 第一次到达某格未必是最好的：文档 000 在转弯次数不多于原记录（`>=`）时让该格重新入队。它的解析写的是“要少”，按字面理解会丢失路径：朝向不同的平局，后续的走法也不同。
# - 0-1 BFS 把直行的一步放到队首、转弯的一步放到队尾，于是队列始终按转弯次数有序，找到的第一条路径转弯最少。
# - 下一节：用深度优先的方式回答同一个问题，借助栈和一条剪枝规则。
