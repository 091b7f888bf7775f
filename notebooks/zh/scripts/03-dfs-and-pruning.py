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

# %% [markdown] linklab={"source_hash": "eca4c04a25e5", "translates": "dd323a00"} slideshow={"slide_type": "slide"}
# # 3. 深度优先，加上剪枝
#
# 深度优先搜索（depth-first search，DFS）让一条路径一格一格地尽量往前延伸，走不下去时就退回一步，换下一个朝向再试。本节从最简单的情形讲起，一步步讲到文档 003（HDU 1175，杭电 OJ 上一道规则与游戏相同的题）的搜索；它还加了一条剪枝（pruning）规则，及早剪掉没有希望的路径。
#
# **学完本节，你将能够**
#
# - 一步一步跟踪 DFS 的栈（stack），分清普通的 DFS 和回溯（backtracking）；
# - 加上转弯次数的限制，说出文档 003 的剪枝规则，并预测它何时剪枝；
# - 测量剪枝省下了多少工作，以及 DFS 的工作量怎样随棋盘增大而增长；
# - 在同样的查询上用计数器（`ll.summarize`）比较 BFS 和 DFS。
#
# *课堂用时约 60 分钟（四道练习和一个要写的程序）。* 每道练习一开始都是 `prediction = ...`：把 `...` 换成你的答案，运行它和下面的检查单元格；参考答案只在你要求时才显示：按答错时的提示运行 `ll.exercises.reveal`。

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
import inspect

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] linklab={"source_hash": "6628095c3e7f", "translates": "15edf078"} slideshow={"slide_type": "subslide"}
# ### 开始之前
#
# - **Python**：列表、元组、集合，循环，会写函数；最后一道练习用到调用自身的函数（递归）会方便些，但用循环也行。
# - **栈**（stack）：一摞东西，**后进先出**。Python 的列表就是栈：`append` 放到栈顶，`pop` 取走栈顶。
# - **第 2 节**：普通的 BFS，搜索的状态 `(cell, heading, turns)`，事件（`Enqueued`、`Rejected`、`Found`）和播放器。
# - **格子**写作 `(行, 列)`。代码从 0 开始编号，图从 1 开始。

# %% [markdown] linklab={"source_hash": "e9167b0fe7c5", "translates": "8994d628"} slideshow={"slide_type": "slide"}
# ## 普通的 DFS：先往深处走，再退回来
#
# 先不限制转弯次数。普通的 DFS 维护一个由格子组成的**栈**，起点在栈底。它从栈顶的格子出发，按上、右、下、左的顺序寻找一个还没访问过的邻格，把找到的第一个压入栈（`Pushed`）。栈顶格子没有这样的邻格时，就把它弹出（`Popped`），从下面那个格子继续。它给访问过的每个格子做标记：在整个搜索中，每个格子只访问一次。 `ll.search.cell_dfs_events` 就是这个搜索；这里从一个 `A` 走向另一个：

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

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/zh/teaching.md"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 5 分钟**，到“练习 1：第一次退回”为止
#
# **提问**：搜索从起点先往哪里走？什么时候退回来？

# %% [markdown] linklab={"source_hash": "8ebcfef7ab0c", "translates": "15af89b3"} slideshow={"slide_type": "subslide"}
# ### 练习 1：第一次退回
#
# 普通的 DFS 第一个从栈中弹出的是哪个格子？

# %% tags=["exercise"]
prediction = ...  # 你的答案：一个格子 (行, 列)，从 0 开始数

# %%
ll.exercises.check("03.1", prediction)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/zh/teaching.md"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 8 分钟**，到“回溯：栈就是路径”为止
#
# **提问**：用手指跟着走：一个格子什么时候出栈？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "77e8ffdfbe6d", "translates": "75736f77"} slideshow={"slide_type": "subslide"}
# ### 观察栈
#
# 播放器把栈画成一条穿过栈中格子的折线，并标出各格的深度；弹出的格子画上阴影线。图旁边是栈本身，从栈底列起。按 ▶ 单步前进。

# %%
ll.widgets.TracePlayer(dead_end, plain, ends=[a, b])

# %% [markdown] linklab={"source_hash": "2a17fb1deff4", "translates": "dcff2893"} slideshow={"slide_type": "subslide"}
# ### 先走深的，不是先走近的
#
# 普通的 DFS 找到的路线绕着棋盘转了一大圈。第 2 节的普通 BFS 在同一个棋盘上找到的是步数最少的路线。两种路线各有几步：

# %%
walk = plain.frame(len(plain)).path
near = ll.Trace(ll.search.cell_bfs_events(dead_end, a, b))
short = near.frame(len(near)).path
[len(ll.board.walk(path)) - 1 for path in (walk, short)]

# %% [markdown] linklab={"source_hash": "7ec7bc1302ff", "translates": "059fd493"}
# DFS 走的是它最先碰到的那条路，而不是最短的那条。（两个普通的搜索都不数转弯：按游戏的规则，这两个 `A` 并不能相连，因为它们之间的每一条路线都至少转三次弯。）

# %% slideshow={"slide_type": "skip"}
assert len(ll.board.walk(walk)) > len(ll.board.walk(short))
assert ll.find_path(dead_end, a, b) is None

# %% [markdown] linklab={"source_hash": "136d64aa09f7", "translates": "bc486ce0"} slideshow={"slide_type": "slide"}
# ## 回溯：栈就是路径
#
# 第 2 节说明，一个格子可能值得到达两次：由朝向不同或转弯更少的路径到达。普通的 DFS 访问过一个格子就再也不会回到它。**回溯**（backtracking）会回来：它只拒绝正在延伸的这条路径上的格子（`on_path`），从栈中弹出的格子以后还可以沿另一条路径再次到达。它的栈始终就是这条路径。
#
# `ll.dfs_events(board, a, b, rules, prune=False)` 就是这个搜索（`prune=False` 关掉了下文要讲的一条规则）。先不限制转弯次数（`ll.Rules(max_turns=99)`），用第 2 节第二个用例的棋盘：

# %%
board = ll.parse_board("5 6\n0 0 0 0 0 0 0 1 2 3 0 0 3 0 0 0 0 3 0 2 3 4 0 2 0 0 0 2 1 4")
a, b = (1, 1), (4, 4)
free = ll.Trace(ll.dfs_events(board, a, b, ll.Rules(max_turns=99), prune=False))
[event.cell for event in free.events if isinstance(event, ll.Pushed)][:2]

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/zh/teaching.md"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 7 分钟**，到“练习 2：下一次压栈”为止
#
# **提问**：搜索退回时栈里有什么？哪个格子离开栈？

# %% [markdown] linklab={"source_hash": "573d9f108fa1", "translates": "9704e74f"} slideshow={"slide_type": "subslide"}
# ### 练习 2：下一次压栈
#
# DFS 先压入起点 (2, 2)，再压入向上一步的 (1, 2)（代码里是 `(1, 1)` 和 `(0, 1)`）。站在 (1, 2)、朝上，它依次尝试上、右、下、左。它下一个压入的是哪个格子？

# %% tags=["exercise"]
prediction = ...  # 你的答案：一个格子 (行, 列)，从 0 开始数

# %%
ll.exercises.check("03.2", prediction)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/zh/teaching.md"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 7 分钟**，到“转弯次数的限制”为止
#
# **提问**：程序包的 DFS 按什么顺序尝试各个朝向？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "05eab4a7416f", "translates": "bf3c7f51"} slideshow={"slide_type": "subslide"}
# ### 不限转弯次数时，哪条路径都行
#
# 把它找到的路径画出来：这是搜索最先遇到的一条，转了四次弯。规则只允许两次。

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(6, 4.3), layout="constrained")
ll.draw.draw_frame(ax, board, free.frame(len(free)), ends=[a, b], total=len(free))
ll.export.save_figure(fig, "dfs-no-turn-limit.png");

# %% slideshow={"slide_type": "skip"}
assert len(free.frame(len(free)).path) - 2 == 4

# %% [markdown] linklab={"source_hash": "2aede9b0af2a", "translates": "4c424b51"} slideshow={"slide_type": "slide"}
# ## 转弯次数的限制
#
# 现在加上规则：`ll.Rules()` 允许转两次弯。需要第三次转弯的一步被拒绝（`too_many_turns`），搜索退回去，换一条路再试。同一个棋盘，同样的顺序。 `ll.summarize(events)` 统计一个事件流的工作量；其中的 `rejected` 按原因统计没有走的各步：

# %%
limited = ll.Trace(ll.dfs_events(board, a, b, prune=False))
ll.summarize(limited.events).rejected

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/zh/teaching.md"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 5 分钟**，到“文档 003 的剪枝规则”为止
#
# **提问**：两次转弯都用完了，路径还能往哪里走？

# %% [markdown] linklab={"source_hash": "546c759c64b9", "translates": "d37c616e"} slideshow={"slide_type": "subslide"}
# ### 有转弯限制时：最后一步

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(5.8, 4.5), layout="constrained")
ll.draw.draw_frame(ax, board, limited.frame(len(limited)), ends=[a, b], total=len(limited))
ll.export.save_figure(fig, "dfs-turn-limit.png");

# %% slideshow={"slide_type": "skip"}
assert len(limited.frame(len(limited)).path) - 2 <= 2

# %% [markdown] linklab={"source_hash": "f96b00acb873", "translates": "5d52009a"} slideshow={"slide_type": "slide"}
# ## 文档 003 的剪枝规则
#
# 文档 003 的注释：“剪枝，转弯两次时，看目的点的坐标与现在的朝向是否在一个方向上，不在的话就返回”。转弯次数用完之后，路径只能一直往前走，所以除非目标就在正前方，否则继续走下去毫无意义。linklab 把这种拒绝称为 `not_straight_ahead`；`ll.dfs_events` 默认的 `prune=True` 会打开这条规则。
#
# ### 练习 3：压栈还是剪掉？
#
# 搜索沿第一行前进，到达右上角 (1, 6)，朝右，已转一次弯。再向右就出了棋盘。向*下*走到 (2, 6) 将是它的第二次转弯。(2, 6) 会被压入栈吗？回答 `"pushed"`，或者 linklab 拒绝它时给出的理由：`"off_board"`、`"occupied"`、`"too_many_turns"` 或 `"not_straight_ahead"`。

# %% tags=["exercise"]
prediction = ...  # 你的答案："pushed"、"off_board"、"occupied"、"too_many_turns" 或 "not_straight_ahead"

# %%
ll.exercises.check("03.3", prediction)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/zh/teaching.md"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到“剪枝省下了什么”为止
#
# **提问**：用完最后一次允许的转弯之后，目标要满足什么，这个分支才值得走下去？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "5b48367daf4e", "translates": "a637f81e"} slideshow={"slide_type": "subslide"}
# ### 剪掉的分支，一个事件一个事件地看
#
# 这个分支被剪掉后，拐角 (1, 6) 已无路可走：它被弹出，搜索退回到 (1, 5)，从那里尝试向下，这样就到达了目标。

# %%
events = list(ll.dfs_events(board, a, b))
for event in events[11:22]:
    print(event)

# %% [markdown] linklab={"source_hash": "8b756b37e0b0", "translates": "74e503cc"} slideshow={"slide_type": "subslide"}
# ### 文档 003 的顺序
#
# 搜索尝试四个朝向的顺序，决定了它最先遇到哪一条路径。文档 003 的程序按**上、下、左、右**（`z` = 1, 2, 3, 4）的顺序做四次递归调用； `ll.documents.doc003_dfs_events` 按原样执行它。linklab 的 `ll.dfs_events` 按**上、右、下、左**（顺时针）的顺序尝试。两者的前两次压栈：

# %%
doc003 = list(ll.documents.doc003_dfs_events(board, a, b))
pushes = [event.cell for event in events if isinstance(event, ll.Pushed)]
pushes_003 = [event.cell for event in doc003 if isinstance(event, ll.Pushed)]
pushes[:2], pushes_003[:2]

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
H = ll.Heading
assert ll.documents.doc003.CALLS == (H.UP, H.DOWN, H.LEFT, H.RIGHT)
assert pushes_003[1] == (0, 0)  # 文档 003 先试左、后试右：它先向左转

# %% [markdown] linklab={"source_hash": "847ec2648978", "translates": "d1c5413b"} slideshow={"slide_type": "slide"}
# ## 观察剪枝的 DFS
#
# 棋盘大一些，能看到的回溯就多一些。每一步被拒绝的尝试按原因做标记（▼ 表示剪枝规则）。

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

# %% [markdown] linklab={"source_hash": "fde1a445acd1", "translates": "9b7cd1e6"} slideshow={"slide_type": "subslide"}
# ### 剪枝的 DFS，逐步来看

# %%
ll.widgets.TracePlayer(big, dfs, ends=[start, target], step=40)

# %% [markdown] linklab={"source_hash": "99682963d026", "translates": "4e7d0a88"} slideshow={"slide_type": "subslide"}
# ### 它的最后一步和计数
#
# 它的计数，来自 `ll.summarize`：`expanded` 是压入栈的状态数，`backtracks` 是弹栈的次数，`largest_frontier` 是栈的最大深度。

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(5.2, 3.9), layout="constrained")
ll.draw.draw_frame(ax, big, dfs.frame(len(dfs) - 1), ends=[start, target], total=len(dfs))
ll.export.save_figure(fig, "dfs-step.png");

# %% [markdown] linklab={"source_hash": "61c0e5405927", "translates": "a3495d06"} slideshow={"slide_type": "subslide"}
# ### 它的计数

# %%
ll.summarize(dfs.events)

# %% [markdown] linklab={"source_hash": "4c729dba8884", "translates": "03384417"} slideshow={"slide_type": "subslide"}
# ### linklab 代码里的剪枝 DFS
#
# `ll.search.dfs_events` 中要找的几行：剪枝判断，以及表示回溯的 `stack.pop()`。

# %%
source = inspect.getsource(ll.search.dfs_events).splitlines()
print("\n".join(line for line in source if "prune and" in line or "stack.pop()" in line))

# %% [markdown] linklab={"source_hash": "33676619cea8", "translates": "3845f321"} slideshow={"slide_type": "subslide"}
# ### 文档 003 与文档 004，逐步对照
#
# 同一个查询同步交给三个搜索：文档 003 的 DFS、按原样执行的文档 004，以及先检查边界的文档 004。每个窗格旁边是该文档的程序，正在执行的那一行会高亮。

# %%
query = (3, 6), (4, 1)
three = ll.widgets.ComparePlayer(big, *query, ["003", "004", "004 bounds first"], step=30)
three

# %% [markdown] linklab={"source_hash": "524746896d45", "translates": "cff211a8"} slideshow={"slide_type": "subslide"}
# ### 三个窗格说明了什么
#
# 文档 004 允许路径从棋盘外绕行，走在棋盘四周的一圈格子（外圈）上。它的窗格会提前停下：它站在外圈上时，先读取外圈再往外一格的 `visit[..]`，然后才检查边界，其行为是未定义的（见第 4 节）。先检查边界后它能一直运行到结束：它到达目标时并不停下，也没有剪枝，所以所走的步数是文档 003 的许多倍。

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
doc003_pane, doc004, doc004_safe = three.panes
assert doc004.undefined_lines and doc004.verdict.startswith("undefined")
assert "visit" in ll.documents.source_line("004", doc004.undefined_lines[0])
assert doc003_pane.verdict == doc004_safe.verdict == "yes: a path with 2 turns"
assert len(doc004_safe) > 10 * len(doc003_pane)

# %% [markdown] linklab={"source_hash": "2bcef447df4c", "translates": "b534aa77"} slideshow={"slide_type": "slide"}
# ## 剪枝省下了什么
#
# 取一个空旷的 *n* x *n* 棋盘，把目标围死，这样每个搜索都必须试遍所有可能才能回答“不能”。 `ll.documents.compare_costs` 在同一个查询上运行所有方法：文档 003 的 DFS（有剪枝）和文档 004 的 DFS（没有剪枝；它还会绕外圈，但这只多出一圈格子）。`bounds_first=True` 让文档 004 的搜索一直运行到结束，而不是停在其 C 程序会读到数组之外的地方（见第 4 节）。

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

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/zh/teaching.md"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 8 分钟**，到“同样的查询，两种搜索”为止
#
# **提问**：加上剪枝以后，哪些计数变少了，哪些不变？

# %% [markdown] linklab={"source_hash": "e4621c0069d2", "translates": "01da4298"} slideshow={"slide_type": "subslide"}
# ### 20 x 20 棋盘上的所有方法

# %%
print(ll.documents.format_costs(costs_n))

# %% [markdown] linklab={"source_hash": "bc140db82b37", "translates": "efefd90d"} slideshow={"slide_type": "subslide"}
# ### DFS 的工作量怎样增长

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

# %% [markdown] linklab={"source_hash": "a4daaa4c4930", "translates": "a873f6ff"}
# 在双对数坐标图上，幂律是一条直线，直线的斜率就是幂次。没有剪枝时，转两次弯的方式约有 *n*² 种，每一种之后还要再直走最多 *n* 格：大约 *n*³ 次压栈。有剪枝时，这样的路径在第二个拐角处就会停下，除非目标就在正前方：大约 *n*² 次，与 BFS 相当。把 *n* 从 10 加倍到 20，*n*² 变成 4 倍，*n*³ 变成 8 倍；在这么小的棋盘上，每个计数都比它的幂次增长得稍快一些：

# %%
growth = {name: round(counts[-1] / counts[3], 1) for name, counts in pushes.items()}
growth

# %% slideshow={"slide_type": "skip"}
assert growth["004"] > 7 and growth["003"] < 6  # n 加倍：不剪枝约 x8，剪枝约 x5（单看 n²：x4）

# %% [markdown] linklab={"source_hash": "a7a2a5f170f8", "translates": "553f840a"} slideshow={"slide_type": "subslide"}
# ### 只看剪枝
#
# 文档 003 和 004 的差别不只在剪枝，所以下面在其他一切都不变的条件下再比较一次：在 20 x 20 的棋盘上，用 linklab 的 DFS，把剪枝规则关掉（`prune=False`）。答案相同，工作量更大。

# %%
a, b = (1, 1), (n - 2, n - 2)
with_rule = ll.summarize(ll.dfs_events(walled, a, b))
without_rule = ll.summarize(ll.dfs_events(walled, a, b, prune=False))
print(ll.tr("pruned: {pruned} pushes; unpruned: {unpruned} pushes ({ratio:.0f}x); both: {outcome}",
            pruned=with_rule.expanded, unpruned=without_rule.expanded,
            ratio=without_rule.expanded / with_rule.expanded, outcome=with_rule.outcome))

# %% slideshow={"slide_type": "skip"}
assert with_rule.outcome == without_rule.outcome and with_rule.expanded < without_rule.expanded

# %% [markdown] linklab={"source_hash": "088657c243cc", "translates": "6d76ffdb"} slideshow={"slide_type": "slide"}
# ## 同样的查询，两种搜索
#
# 对 BFS 来说，`expanded` 是从队列取出的状态数，`largest_frontier` 是队列的最大长度；对 DFS 来说，是压入栈的状态数和栈的最大深度。下面是上面那个大棋盘上的几对方块，按图中的行号和列号命名。
#
# ### 练习 4：哪一个做的工作更少？
#
# 对于 `A (5,10)-(6,9)` 这一对（两个 `A` 在对角线上相隔一步），哪一个扩展的状态更少：`"bfs"` 还是 `"dfs"`？在大棋盘的图中找到它们；检查之后会打印出每一对的计数表。

# %% tags=["exercise"]
prediction = ...  # 你的答案："bfs" 或 "dfs"

# %%
ll.exercises.check("03.4", prediction)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/zh/teaching.md"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 5 分钟**，到“自己动手写”为止
#
# **提问**：表决：在这一对上，哪种搜索扩展的状态更少？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "da735a56e19c", "translates": "8cce5b6f"} slideshow={"slide_type": "subslide"}
# ### 每一对的计数

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

# %% [markdown] linklab={"source_hash": "0e658874cb6f", "translates": "7c0ab043"}
# 从表中可以读出三点：
#
# - 两者的答案总是一致：它们按同一条规则搜索；
# - BFS 找到的路径转弯最少；DFS 找到的是它最先遇到的那一条（表中有的行因此多转了一次弯）；
# - 栈里任何时候都只有一条路径，而队列里是整个搜索前沿；哪一个扩展的状态更少，取决于具体的查询。

# %% slideshow={"slide_type": "skip"}
for bfs, dfs_q in costs.values():
    assert bfs.outcome == dfs_q.outcome
    assert bfs.turns is None or bfs.turns <= dfs_q.turns

# %% [markdown] linklab={"source_hash": "f293a30b1c0d", "translates": "0fe286ea"} slideshow={"slide_type": "subslide"}
# ### DFS 找到的是*一条*路径，不是最好的那条
#
# 空棋盘的同一行上有两个方块：BFS 找到的是一条直线。DFS 先尝试向上：向上走，沿最上面一行向右，再向下回来：转两次弯，仍在规则允许之内。

# %% jupyter={"source_hidden": true} tags=["hide-input"]
row = ll.Board.empty(5, 5).with_cells({(2, 0): 1, (2, 4): 1})
fig, axes = plt.subplots(1, 2, figsize=(8, 4), layout="constrained")
for ax, method in zip(axes, ("bfs", "dfs")):
    found = ll.find_path(row, (2, 0), (2, 4), method=method)
    ll.draw.draw_board(ax, row, ends=[(2, 0), (2, 4)])
    ll.draw.draw_path(ax, found)
    ax.set_title(f"{method.upper()}: {ll.tr('{turns} turns', turns=len(found) - 2)}", loc="left")
ll.export.save_figure(fig, "bfs-and-dfs-paths.png");

# %% [markdown] linklab={"source_hash": "1aa757575398", "translates": "f859d9da"} slideshow={"slide_type": "slide"}
# ## 自己动手写
#
# ### 练习 5：文档 003 的剪枝 DFS
#
# 写一个函数 `my_dfs(board, a, b)`：返回一条连接 `a` 和 `b`（从 0 开始的 `(row, col)`）两个方块、不超过两次转弯、不出棋盘的路径，用从 `a` 到 `b` 经过的格子列表表示；没有这样的路径时返回 `None`。用深度优先的方式延长路径，像文档 003 那样按上、下、左、右的顺序尝试；不要走到已经在路径上的格子；并像它那样剪枝：路径用掉第二次转弯之后，只有目标就在正前方时才继续走。
#
# `board[cell]` 是某个格子里方块的种类（0 表示空格），`board.rows` 和 `board.cols` 是棋盘的大小。检查会在场景表和随机棋盘上运行你的函数，用规则检验你返回的每一条路径，并画出你出错的最小棋盘。

# %% tags=["exercise"]
# 你的答案：写出 my_dfs，即文档 003 带剪枝的 DFS，返回路径上的格子或 None
# （卡住了？ll.exercises.reveal("03.5") 会给出参考答案）
def my_dfs(board, a, b):
    """从 a 到 b、不出棋盘、最多转两次弯的一条路径，由它的格子组成；没有时返回 None。"""
    ...


# %%
ll.selfcheck.check_dfs(my_dfs)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/zh/teaching.md"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 5 分钟**，到最后
#
# **提问**：你的函数里剪枝的判断在哪里？它比较的是什么？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "f3a6065c23dd", "translates": "9fe6fb25"} slideshow={"slide_type": "slide"}
# ## 小结
#
# - 普通的 DFS 压入第一个新邻格，走进死路时弹栈；它先到达深处的格子，而不是近处的，每个格子只访问一次。
# - 回溯只拒绝正在延伸的路径上的格子：它的栈*就是*这条路径，弹栈就是退回一步。
# - 转弯次数的限制拒绝第三次转弯；文档 003 的剪枝规则更进一步：用完最后一次允许的转弯之后，只有目标在正前方时才继续走。
# - 在空旷的棋盘上，不剪枝时 DFS 的工作量按 *n*³ 增长；剪枝后按 *n*² 增长。
# - BFS 和 DFS 的答案总是一致。BFS 找到的路径转弯最少；DFS 找到的是它最先遇到的那一条。第 8 节把所有方法的开销列在一张表里。
# - 下一节：文档中的程序在哪些地方偏离了它们自己陈述的规则。

# %% [markdown] linklab={"source_hash": "7bf4bbbef937", "translates": "6ceaf9c3"} slideshow={"slide_type": "subslide"}
# ### 延伸阅读
#
# - T. H. Cormen、C. E. Leiserson、R. L. Rivest、C. Stein，*Introduction to Algorithms*（《算法导论》），第 4 版，MIT Press，2022，第 20.3 节（深度优先搜索）。
# - Steven S. Skiena，*The Algorithm Design Manual* 第 2 版，Springer 2008，第 7.1 节“Backtracking”（回溯）和第 7.2 节“Search Pruning”（搜索剪枝）。
# - Robert Sedgewick、Kevin Wayne，《算法》（*Algorithms*）第 4 版，Addison-Wesley 2011，第 4.1 节“无向图”：以迷宫为例，把深度优先搜索和广度优先搜索放在一起讲。
# - HDU 1175“连连看”，文档 003 所解的那道评测题（acm.hdu.edu.cn，第 1175 题）。

# %% [markdown] linklab={"source_hash": "cc65330f2747", "translates": "cd4faed2"} slideshow={"slide_type": "slide"}
# ## 练习
#
# 新棋盘上的新题，每一道都由课程自己的搜索判对错：连续答对三题升一级，连续答错两题降一级。可以在列表里选本课程的任何一种技能，或者选你错得最多的；你的等级保存在笔记本旁边的 `linklab-practice.json` 里。

# %%
ll.practice("dfs-push")
