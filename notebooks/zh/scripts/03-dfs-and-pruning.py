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

# %% [markdown] slideshow={"slide_type": "slide"} linklab={"translates": "dd323a00", "source_hash": "1ae2301cb184"}
# # 3. 深度优先，加上剪枝
#
# 文档 003（HDU 1175，杭电 OJ 上一道规则相同的题）和文档 004（一个 10x20 棋盘的连连看游戏）用深度优先搜索（depth-first search，DFS）回答同一个问题：让一条路径一格一格地尽量往前延伸，走不下去时就退回一步（回溯，backtracking），换下一个方向再试。文档 003 还加了一条剪枝（pruning）规则，及早剪掉没有希望的路径。
#
# **学完本节，你将能够**
#
# - 一步一步跟踪 DFS 的栈（stack）和它的回溯；
# - 说出文档 003 的剪枝规则，并预测它何时剪枝；
# - 在同样的查询上用计数器（`ll.summarize`）比较 BFS 和 DFS；
# - 解释 DFS 的工作量怎样随棋盘增大而增长，有剪枝和没有剪枝各是怎样。
#
# *课堂用时约 50 分钟（三道练习）。* 每道练习一开始都是 `prediction = ...`：把 `...` 换成你的答案，运行它和下面的检查单元格；参考答案只在你要求时才显示：按答错时的提示运行 `ll.exercises.reveal`。

# %%
# %matplotlib inline
import inspect

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] linklab={"source_hash": "f11de8084ee1", "translates": "15edf078"} slideshow={"slide_type": "slide"}
# ## 栈就是路径
#
# DFS 把正在延伸的路径保存在栈上：`Pushed` 把一个格子压入栈顶，`Popped` 在从栈顶格子出发的所有走法都失败后把它弹出。它从不踏上已经在路径上的格子。它尝试四个朝向的顺序，决定了它最先遇到哪一条路径：
#
# - 文档 003 的程序按**上、下、左、右**（`z` = 1, 2, 3, 4）的顺序做四次递归调用； `ll.documents.doc003_dfs_events` 按原样执行它；
# - 本软件包的 `ll.dfs_events`（本笔记本后面都用它）按**上、右、下、左**（顺时针）的顺序尝试。
#
# 我们从第 2 节的棋盘开始。（正文中的格子与代码一样从 0 开始编号；图中从 1 开始数。）

# %%
board = ll.parse_board("5 6\n0 0 0 0 0 0 0 1 2 3 0 0 3 0 0 0 0 3 0 2 3 4 0 2 0 0 0 2 1 4")
a, b = (1, 1), (4, 4)
events = list(ll.dfs_events(board, a, b))
doc003 = list(ll.documents.doc003_dfs_events(board, a, b))
pushes = [event.cell for event in events if isinstance(event, ll.Pushed)]
pushes_003 = [event.cell for event in doc003 if isinstance(event, ll.Pushed)]
pushes[:2], pushes_003[:2]

# %%
H = ll.Heading
assert ll.documents.doc003.CALLS == (H.UP, H.DOWN, H.LEFT, H.RIGHT)
assert pushes_003[1] == (0, 0)  # document 003 tries left before right: it turns left first

# %% [markdown] linklab={"source_hash": "c76018d1e234", "translates": "d1c5413b"} slideshow={"slide_type": "subslide"}
# ### 练习 1：下一次压栈
#
# 本软件包的 DFS 先压入起点 (1, 1)，再压入向上一步的 (0, 1)。站在 (0, 1)、朝上，它依次尝试上、右、下、左。它下一个压入的是哪个格子？

# %% tags=["exercise"]
prediction = ...  # your answer: a cell (row, col), counted from 0

# %%
ll.exercises.check("03.1", prediction)

# %% [markdown] linklab={"source_hash": "ac0b6527c476", "translates": "75736f77"} slideshow={"slide_type": "slide"}
# ## 剪枝规则
#
# 文档 003 的注释：“剪枝，转弯两次时，看目的点的坐标与现在的朝向是否在一个方向上，不在的话就返回”。转弯次数用完之后，路径只能一直往前走，所以除非目标就在正前方，否则继续走下去毫无意义。本软件包把这种拒绝称为 `not_straight_ahead`。
#
# ### 练习 2：压栈还是剪掉？
#
# 搜索沿第一行前进，到达右上角 (0, 5)，朝右，已转一次弯。再向右就出了棋盘。向*下*走到 (1, 5) 将是它的第二次转弯。 (1, 5) 会被压入栈吗？回答 `"pushed"`，或者本软件包拒绝它时给出的理由：`"off_board"`、`"occupied"`、`"too_many_turns"` 或 `"not_straight_ahead"`。

# %% tags=["exercise"]
prediction = ...  # your answer: "pushed", "off_board", "occupied", "too_many_turns" or "not_straight_ahead"

# %%
ll.exercises.check("03.2", prediction)

# %% [markdown] linklab={"source_hash": "8b132a5a1c5e", "translates": "bf3c7f51"}
# 这一枝被剪掉后，拐角 (0, 5) 已无路可走：它被弹出，搜索退回到 (0, 4)，从那里尝试向下，这样就到达了目标。

# %%
for event in events[11:22]:
    print(event)

# %% [markdown] linklab={"source_hash": "682af0cb3dd1", "translates": "4c424b51"} slideshow={"slide_type": "slide"}
# ## 观察栈
#
# 棋盘大一些，能看到的回溯就多一些。播放器把栈画成一条穿过栈中格子的折线，并标出各格的深度；回溯离开的格子画上阴影线；每一步被拒绝的尝试按原因做标记（▼ 表示剪枝规则）。

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

# %% [markdown] linklab={"source_hash": "b37a79d51372", "translates": "03384417"}
# 下面是本软件包里写的搜索：由 `(cell, heading, turns, 还要尝试的朝向)` 组成的栈、剪枝判断，以及表示回溯的 `stack.pop()`。

# %%
print(inspect.getsource(ll.search.dfs_events))

# %% [markdown] linklab={"source_hash": "9ef8544a18eb", "translates": "3845f321"} slideshow={"slide_type": "subslide"}
# ### 文档 003 与文档 004，逐步对照
#
# 同一个查询同步交给三个搜索：文档 003 的 DFS、按原样执行的文档 004，以及先检查边界的文档 004。每个窗格旁边是该文档的程序，正在执行的那一行会高亮。文档 004 的窗格会提前停下：它站在外圈上时，先读取外圈再往外一格的 `visit[..]`，然后才检查边界，这是未定义行为（见第 4 节）。先检查边界后它能一直运行到结束：它到达目标时并不停下，也没有剪枝，所以所走的步数是文档 003 的许多倍。

# %%
query = (3, 6), (4, 1)
three = ll.compare_widget.ComparePlayer(big, *query, ["003", "004", "004 bounds first"], step=30)
three

# %%
doc003, doc004, doc004_safe = three.panes
assert doc004.undefined_lines and doc004.verdict.startswith("undefined")
assert "visit" in ll.documents.source_line("004", doc004.undefined_lines[0])
assert doc003.verdict == doc004_safe.verdict == "yes: a path with 2 turns"
assert len(doc004_safe) > 10 * len(doc003)

# %% [markdown] linklab={"source_hash": "f0f7aa53ec77", "translates": "b534aa77"} slideshow={"slide_type": "slide"}
# ## 同样的查询，两种搜索
#
# `ll.summarize(events)` 对一个事件流计数：`expanded` 是从队列取出（BFS）或压入栈（DFS）的状态数， `largest_frontier` 是队列的最大长度或栈的最大深度。下面是上面那个棋盘上的几对方块，按图中的行号和列号命名。
#
# ### 练习 3：哪一个做的工作更少？
#
# 对于 `A (5,10)-(6,9)` 这一对（两个 `A` 在对角线上相隔一步），哪一个扩展的状态更少：`"bfs"` 还是 `"dfs"`？在上面的图中找到它们；检查之后会打印出每一对的计数表。

# %% tags=["exercise"]
prediction = ...  # your answer: "bfs" or "dfs"

# %%
ll.exercises.check("03.3", prediction)

# %%
queries = {"A (6,1)-(1,10)": ((5, 0), (0, 9)), "A (5,10)-(6,9)": ((4, 9), (5, 8)),
           "A (3,4)-(5,3)": ((2, 3), (4, 2)), "B (4,7)-(5,2)": ((3, 6), (4, 1)),
           "D (2,7)-(4,2)": ((1, 6), (3, 1)), "A (6,1)-(6,9)": ((5, 0), (5, 8))}
costs = {name: (ll.summarize(ll.bfs_events(big, x, y)), ll.summarize(ll.dfs_events(big, x, y)))
         for name, (x, y) in queries.items()}

# %%
print(ll.i18n.table(
    ["tile pair", "answer", "turns", "BFS expanded", "queue", "DFS turns", "pushed", "stack"],
    [(name, bfs.outcome, str(bfs.turns), bfs.expanded, bfs.largest_frontier,
      str(dfs_q.turns), dfs_q.expanded, dfs_q.largest_frontier)
     for name, (bfs, dfs_q) in costs.items()],
    "<<>>>>>>"))

# %% [markdown] linklab={"source_hash": "008373f1e0b6", "translates": "7c0ab043"}
# 从表中可以读出三点：
#
# - 两者的答案总是一致：它们按同一条规则搜索；
# - BFS 找到的路径转弯最少；DFS 找到的是它最先遇到的那一条（表中有的行因此多转了一次弯）；
# - 栈里任何时候都只有一条路径，而队列里是整个搜索前沿；哪一个扩展的状态更少，取决于具体的查询。

# %%
for bfs, dfs_q in costs.values():
    assert bfs.outcome == dfs_q.outcome
    assert bfs.turns is None or bfs.turns <= dfs_q.turns

# %% [markdown] linklab={"source_hash": "a3c1bfb14736", "translates": "0fe286ea"} slideshow={"slide_type": "slide"}
# ## DFS 找到的是*一条*路径，不是最好的那条
#
# 空棋盘的同一行上有两个方块：BFS 找到的是一条直线。DFS 先尝试向上：向上走，沿最上面一行向右，再向下回来：转两次弯，仍在规则允许之内。

# %%
row = ll.Board.empty(5, 5).with_cells({(2, 0): 1, (2, 4): 1})
fig, axes = plt.subplots(1, 2, figsize=(8, 4), layout="constrained")
for ax, method in zip(axes, ("bfs", "dfs")):
    found = ll.find_path(row, (2, 0), (2, 4), method=method)
    ll.draw.draw_board(ax, row, ends=[(2, 0), (2, 4)])
    ll.draw.draw_path(ax, found)
    ax.set_title(f"{method.upper()}: {ll.tr('{turns} turns', turns=len(found) - 2)}", loc="left")
ll.export.save_figure(fig, "bfs-and-dfs-paths.png");

# %% [markdown] linklab={"source_hash": "11861218606a", "translates": "f859d9da"} slideshow={"slide_type": "slide"}
# ## 剪枝省下了什么，DFS 的工作量怎样增长
#
# 取一个空旷的 *n* x *n* 棋盘，把目标围死，这样每个搜索都必须试遍所有可能才能回答“不能”。 `ll.documents.compare_costs` 在同一个查询上运行所有方法：文档 003 的 DFS（有剪枝）和文档 004 的 DFS （没有剪枝；它还会绕外圈，但这只多出一圈格子）。`bounds_first=True` 让文档 004 的搜索一直运行到结束，而不是停在其 C 程序会读到数组之外的地方（见第 4 节）。

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
print(ll.i18n.table(["n", "003 pruned", "004 unpruned", "ratio"],
                    [(n, pruned, unpruned, f"{unpruned / pruned:.1f}")
                     for n, pruned, unpruned in zip(sizes, pushes["003"], pushes["004"])],
                    ">>>>"))

# %%
fig, ax = plt.subplots(figsize=(6.5, 4.5), layout="constrained")
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

# %% [markdown] linklab={"source_hash": "c7b0f7878eb6", "translates": "a873f6ff"}
# 在双对数坐标图上，幂律是一条直线，直线的斜率就是幂次。没有剪枝时，转两次弯的方式约有 *n*² 种（第一段取一个长度，第二段取一个长度），每一种之后还要再直走最多 *n* 格：大约 *n*³ 次压栈。有剪枝时，这样的路径在第二个拐角处就会停下，除非目标就在正前方：大约 *n*² 次，与 BFS 相当。

# %%
growth = {name: (counts[-1] / counts[3]) for name, counts in pushes.items()}  # from n=10 to n=20
growth

# %%
assert growth["004"] > 7 and growth["003"] < 6  # doubling n: about x8 without pruning, x4 with

# %% [markdown] linklab={"source_hash": "c2ddcd4a2e67", "translates": "553f840a"}
# 文档 003 和 004 的差别不只在剪枝，所以下面在其他一切都不变的条件下再比较一次：在 20 x 20 的棋盘上，用本软件包的 DFS，把剪枝规则关掉（`prune=False`）。答案相同，工作量更大。

# %%
a, b = (1, 1), (n - 2, n - 2)
with_rule = ll.summarize(ll.dfs_events(walled, a, b))
without_rule = ll.summarize(ll.dfs_events(walled, a, b, prune=False))
print(ll.tr("pruned: {pruned} pushes; unpruned: {unpruned} pushes ({ratio:.0f}x); both: {outcome}",
            pruned=with_rule.expanded, unpruned=without_rule.expanded,
            ratio=without_rule.expanded / with_rule.expanded, outcome=with_rule.outcome))
assert with_rule.outcome == without_rule.outcome and with_rule.expanded < without_rule.expanded

# %% [markdown] linklab={"source_hash": "3d519d026d5a", "translates": "6d76ffdb"} slideshow={"slide_type": "slide"}
# ## 自己动手写
#
# ### 练习 4：文档 003 的剪枝 DFS
#
# 写一个函数 `my_dfs(board, a, b)`：返回一条连接 `a` 和 `b`（从 0 开始的 `(row, col)`）两个方块、不超过两次转弯、不出棋盘的路径，用从 `a` 到 `b` 经过的格子列表表示；没有这样的路径时返回 `None`。用深度优先的方式延长路径，像文档 003 那样按上、下、左、右的顺序尝试；不要走到已经在路径上的格子；并像它那样剪枝：路径用掉第二次转弯之后，只有目标就在正前方时才继续走。
#
# `board[cell]` 是某个格子里方块的种类（0 表示空格），`board.rows` 和 `board.cols` 是棋盘的大小。检查会在场景表和随机棋盘上运行你的函数，用规则检验你返回的每一条路径，并画出你出错的最小棋盘。

# %% tags=["exercise"]
# your answer: write my_dfs, document 003's pruned DFS, returning the path's cells or None
# (stuck? ll.exercises.reveal("03.4") shows a worked answer)
def my_dfs(board, a, b):
    """A path from a to b with at most two turns, on the board, as its cells; or None."""
    ...


# %%
ll.selfcheck.check_dfs(my_dfs)

# %% [markdown] linklab={"source_hash": "de38ac7a09be", "translates": "9fe6fb25"} slideshow={"slide_type": "slide"}
# ## 小结
#
# - DFS 的栈*就是*正在延伸的路径；弹栈就是回溯。
# - 文档 003 的剪枝规则：用完最后一次允许的转弯之后，只有目标在正前方时才继续走。
# - BFS 和 DFS 的答案总是一致。BFS 找到的路径转弯最少；DFS 找到的是它最先遇到的那一条。栈里只有一条路径；队列里是整个搜索前沿。
# - 在空旷的棋盘上，不剪枝时 DFS 的工作量按 *n*³ 增长；剪枝后按 *n*² 增长。第 7 节把所有方法的开销列在一张表里。
# - 下一节：文档中的程序在哪些地方偏离了它们自己陈述的规则。
