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

# %% [markdown] linklab={"source_hash": "5a1bff42b09e", "translates": "f45548c7"} slideshow={"slide_type": "slide"}
# # 6. 精确求解
#
# 第 5 节的贪心玩家在一个摆满的 4x6 棋盘上卡住了，还剩十个方块；而卡住什么也证明不了。本节把问题问得确切：有没有一种走法顺序能把棋盘消完？**精确求解器**对整局游戏做搜索，一次走一步，要么找到这样的顺序，要么证明它不存在。
#
# **学完本节，你将能够**
#
# - 用 `ll.solver.solve` 精确求解一个棋盘，并把它的答案走一遍来检验；
# - 在只有一行的棋盘上分别说明什么是强制走法、死状态和不可行组合（nogood）；
# - 在求解器视图中跟上求解器的决定：它尝试、禁止和跳过的那些步；
# - 在随机棋盘上把贪心的玩法与精确的答案作比较。
#
# *课堂用时约 50 分钟（两道练习）。* 每道练习都以 `prediction = ...` 开头：把 `...` 换成你的答案，运行它以及它下面的检查单元格；参考答案只在你要求时才显示：按答错时的提示运行 `ll.exercises.reveal`。

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
from collections import Counter

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] linklab={"source_hash": "d23db7c669bb", "translates": "753325a4"} slideshow={"slide_type": "subslide"}
# ### 开始之前
#
# - 第 5 节：把一局游戏当作一个值（`ll.game.Game`）、贪心玩家，以及它卡住的那个摆满的 4x6 棋盘；
# - 搜索中的*状态*是什么（第 2 节）：在这里，状态就是棋盘上还剩下的那些方块；
# - 回溯（第 3 节）：一条路走不通时退回上一个选择。

# %% [markdown] linklab={"source_hash": "5797521dca38", "translates": "c0df2c5c"} slideshow={"slide_type": "slide"}
# ## 精确求解
#
# 第 5 节的棋盘，按文档 004 的规则，以及贪心玩家在它上面的这局游戏：卡住了，还剩十个方块。

# %%
rules = ll.Rules(outside=True)  # 文档 004 的规则：路径可以绕外圈
board = ll.parse_board("""
FFEBFA
CCFAED
DEDACB
CBABED
""")
game = ll.game.Game(board, rules)
greedy = game
for move in ll.game.autoplay_moves(board, rules):
    greedy = greedy.remove(move.a, move.b)
len(greedy.board.tiles()), greedy.is_dead_end()

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 8 分钟**，到“强制走法”为止
#
# **提问**：贪心玩家卡住了：精确的搜索必须尝试哪些贪心没试过的东西？

# %% [markdown] linklab={"source_hash": "77af4113b956", "translates": "005f2bac"} slideshow={"slide_type": "subslide"}
# ### 求解器的答案
#
# `ll.solver.solve(board, rules)` 返回一个 `SolveResult`：`"solved"` 表示找到了能消完棋盘的走法，`"unsolvable"` 表示已完整证明无解，`"unknown"` 表示时间用完了。它的模块文档字符串解释了：为什么每次只在一个合法步上分支，也不会丢掉解。我们把它给出的各步走一遍来检验：

# %%
exact = ll.solver.solve(board, rules, time_limit=5)
exact

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
cleared = game
for a, b in exact.moves:
    cleared = cleared.remove(a, b)
assert cleared.is_won()

# %% [markdown] linklab={"source_hash": "34c699d59752", "translates": "d936d487"} slideshow={"slide_type": "subslide"}
# ### 贪心与精确解分道扬镳之处

# %% [markdown] linklab={"source_hash": "43764673b941", "translates": "dcb7e63d"}
# 贪心与精确解在哪里分道扬镳：右图中的数字是求解器消去各个方块的顺序。

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, axes = plt.subplots(1, 2, figsize=(10.5, 4.2), layout="constrained")
ll.draw.draw_board(axes[0], greedy.board, rules)
axes[0].set_title(ll.tr("greedy: stuck after {moves} moves", moves=len(greedy.moves)), loc="left")
ll.draw.draw_board(axes[1], board, rules)
for number, (a, b) in enumerate(exact.moves, 1):
    for row, col in (a, b):
        axes[1].text(col + 0.5, row + 0.5, str(number), ha="right", va="bottom",
                     fontsize=10, fontweight="bold", color="#B2182B", zorder=9,
                     bbox={"boxstyle": "round,pad=0.05", "facecolor": "white", "edgecolor": "none"})
axes[1].set_title(ll.tr("exact: {moves} moves clear it, in this order", moves=len(exact.moves)),
                  loc="left")
ll.export.save_figure(fig, "greedy-and-exact.png");

# %% [markdown] linklab={"source_hash": "7492c5e08cb8", "translates": "e28dbcec"} slideshow={"slide_type": "slide"}
# ## 求解器依靠的三个想法
#
# 求解器并不尝试每一种走法顺序：在 10x20 的棋盘上，顺序多得根本试不完。有三个想法替它省下了这些工作：**强制走法**、**死状态**和**不可行组合**（nogood）。下面分别在只有一行的棋盘上演示，规则是棋盘内（`ll.Rules()`），任何路径都离不开这一行。
#
# `ll.solver.solve_events(board, rules)` 把求解器的工作一步一步地作为小事件产出；`next(...)` 取出第一个。

# %% [markdown] linklab={"source_hash": "e7b8e804f95e", "translates": "249fc982"} slideshow={"slide_type": "subslide"}
# ### 强制走法
#
# 如果一个方块只剩下一个还可以与之配对的搭档，而且两者现在就能相连，这一步就可以立即走出：只要有解，就有某个解先走这一步。求解器不做选择，直接走出它（`ForcedMove`）。在 `A B B A` 上，两个 `B` 互为唯一的搭档。

# %%
line = ll.parse_board("1 2 2 1")
first = next(ll.solver.solve_events(line))
first

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(4.5, 1.9), layout="constrained")
ll.draw.draw_board(ax, line, ends=first.move)
ll.draw.draw_path(ax, first.move)
ax.set_title(ll.tr("a forced move: no other partner is left"), loc="left")
ll.export.save_figure(fig, "forced-move.png");

# %% slideshow={"slide_type": "skip"}
assert first == ll.solver_events.ForcedMove(((0, 1), (0, 2)), "only_partner")

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 7 分钟**，到“练习 1：有几步是强制走法？”为止
#
# **提问**：什么时候一步是强制走法？求解器为什么可以不试别的就走它？

# %% [markdown] linklab={"source_hash": "30b2e1b027c8", "translates": "2e460d15"} slideshow={"slide_type": "subslide"}
# ### 练习 1：有几步是强制走法？
#
# 在 `A B C C B A` 上（一行，只在棋盘内），求解器用三步消完棋盘。其中有几步是强制走法（`ForcedMove`），不经选择就走出？（一个整数。）

# %% tags=["exercise"]
prediction = ...  # 你的答案：一个整数，强制走法的步数

# %%
ll.exercises.check("06.1", prediction)

# %% [markdown] linklab={"source_hash": "01d5d6e66ccb", "translates": "04c68a9f"}
# 求解器在这个棋盘上走的各步，每一步都是强制走法：

# %%
mirrored = ll.parse_board("1 2 3 3 2 1")
steps = list(ll.solver.solve_events(mirrored))
forced = [event.move for event in steps if isinstance(event, ll.solver_events.ForcedMove)]
forced

# %% slideshow={"slide_type": "skip"}
assert len(forced) == len(steps) - 1 and isinstance(steps[-1], ll.solver_events.Solved)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 8 分钟**，到“不可行组合（nogood）”为止
#
# **提问**：现在哪一对能连？它消掉以后呢？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "37875719904a", "translates": "d75a0b79"} slideshow={"slide_type": "subslide"}
# ### 死状态
#
# **死状态**是这样一个棋盘：无论按什么顺序走，都消不完。死状态不只是卡住：在 `A B A B C C` 上，两个 `C` 还能消去，但 `A` 和 `B` 不论怎么走都互相挡住。求解器会记住它找到的每一个死状态（`DeadStateRemembered`）；以后另一种走法顺序又留下完全相同的方块时，它就在那里立即停下（`DeadStateMet`）。

# %%
crossed = ll.parse_board("1 2 1 2 3 3")
print(ll.tr("pairs that link now: {pairs}; the solver: {status}",
            pairs=ll.game.Game(crossed).legal_pairs(), status=ll.solver.solve(crossed).status))

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(6, 1.9), layout="constrained")
ll.draw.draw_board(ax, crossed)
ax.set_title(ll.tr("a dead state: a move is left, but no order clears the board"), loc="left")
ll.export.save_figure(fig, "dead-state.png");

# %% slideshow={"slide_type": "skip"}
assert ll.game.Game(crossed).legal_pairs() and ll.solver.solve(crossed).status == "unsolvable"

# %% [markdown] linklab={"source_hash": "8eaad3871aba", "translates": "a8746840"} slideshow={"slide_type": "subslide"}
# ### 不可行组合（nogood）
#
# 死状态列出剩下的每一个方块。**不可行组合**（nogood）只列出失败所需要的那些方块：这些方块在棋盘上（`present`），那些已经消去（`absent`），这些对被禁止（`barred`）。于是它排除的不只是一个状态，而是所有具备这些条件的状态：这里既包括有两个 `C` 的棋盘，也包括没有它们的棋盘，以及任何剩下同样四个方块的棋盘。
#
# 为了找到它，求解器假定同种的任意两个方块都可以配对，按任意顺序取走每一个能与搭档相连的方块；始终取不走的那些，就是不可行组合的 `present`。`ll.solver.hopeless_reason` 给出求解器从一个死状态中学到的不可行组合。

# %%
reason = ll.solver.hopeless_reason(crossed)
reason

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(6, 1.9), layout="constrained")
ll.draw.draw_board(ax, crossed, ends=reason.present)
ax.set_title(ll.tr("the nogood: the outlined tiles block one another"), loc="left")
ll.export.save_figure(fig, "nogood.png");

# %% slideshow={"slide_type": "skip"}
assert len(reason.present) == 4 and (0, 4) not in reason.present
assert ll.solver.hopeless_reason(crossed.remove_pair((0, 4), (0, 5))) == reason

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到“练习 2：不可行组合列出哪些方块？”为止
#
# **提问**：求解器最少要记住什么，才不会再遇到这次失败？

# %% [markdown] linklab={"source_hash": "1e2d4a70f60b", "translates": "1997d488"} slideshow={"slide_type": "subslide"}
# ### 练习 2：不可行组合列出哪些方块？
#
# 现在两个 `C` 站在两端：`C A B A B C`，只有一行，规则是棋盘内。`ll.solver.hopeless_reason` 在 `present` 里列出几个方块？（一个整数。）

# %% tags=["exercise"]
prediction = ...  # 你的答案：一个整数，方块的个数

# %%
ll.exercises.check("06.2", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 7 分钟**，到“求解器视图”为止
#
# **提问**：其余方块都还在时，哪些方块永远连不上？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "61636b4d61ad", "translates": "0716d505"} slideshow={"slide_type": "slide"}
# ## 看求解器如何决策
#
# 没有强制走法时，求解器就**尝试**一步（`MoveTried`）。如果这一步之后的一切都失败了，它就撤销这一步，并从此禁止这一对（`MoveForbidden`）。一个状态的失败有三种：`Hopeless`（有些方块永远消不掉：得到一个新的不可行组合）、`NogoodRecalled`（早先学到的某个不可行组合在这里同样成立）或 `DeadStateMet`。
#
# **回跳**（backjumping）。尝试的一步失败时，求解器会查看这次失败的不可行组合。如果不可行组合用不到这一步，说明失败不怪这一步，同一状态下的其他走法也会同样失败：求解器跳过它们，直接退回到更早的地方（`Backjumped`）。事件流以 `Solved`、`ProvenUnsolvable` 或 `GaveUp` 结束。

# %% [markdown] linklab={"source_hash": "a1f544d08466", "translates": "8fa19db6"} slideshow={"slide_type": "subslide"}
# ### 一个只许直线相连的小棋盘
#
# 不允许转弯（`max_turns=0`）时，求解器不得不做选择，而它的许多选择都会失败：

# %%
small = ll.Board.from_rows([[1, 2, 1, 2], [0, 0, 1, 1], [2, 2, 1, 1]])
straight = ll.Rules(max_turns=0)
steps = list(ll.solver.solve_events(small, straight))
print(ll.tr("{n} events; the last: {event}", n=len(steps), event=steps[-1]))
counts = Counter(type(event).__name__ for event in steps)
print(ll.i18n.table(["event", "how many"], counts.most_common()))

# %% [markdown] linklab={"source_hash": "0f36c5b9365c", "translates": "8567f762"} slideshow={"slide_type": "subslide"}
# ### 求解器视图
#
# 求解器视图逐步播放这个事件流：当前的棋盘、决策栈（每尝试一步就开启新的一层，其后的强制走法缩进列在它下面，失败的尝试被撤销并列为禁止）以及各项计数。按播放，拖动滑块，或者点一下滑块再用 ← 和 → 单步前进或后退。导出（Export）保存当前所示这一步的图片。

# %%
view = ll.widgets.SolverView(small, straight)
view

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到最后
#
# **提问**：走到一次回跳：求解器撤销了之前的哪个选择？为什么是那一个？

# %% [markdown] linklab={"source_hash": "ddab8e17ebee", "translates": "fe27d3af"} slideshow={"slide_type": "subslide"}
# ### 再次遇到死状态
#
# 这里是求解器遇到死状态的那一步：剩下的四个方块，以前已由另一种走法顺序留下过，而那次尝试失败了，所以这一次不再搜索，直接放弃。

# %%
met = next(i for i, event in enumerate(steps, 1)
           if isinstance(event, ll.solver_events.DeadStateMet))
view.slider.value = met
print("\n".join(view.stack_lines))
view.counts()["event"]

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
view.slider.value = view.slider.max
assert view.counts()["outcome"] == "unsolvable" == ll.solver.solve(small, straight).status
assert view.counts()["moves tried"] == sum(isinstance(e, ll.solver_events.MoveTried)
                                           for e in steps)

# %% [markdown] linklab={"source_hash": "9d0a5916da0a", "translates": "1b5da183"} slideshow={"slide_type": "slide"}
# ## 几个棋盘上的贪心与精确求解
#
# 八个随机的 8x10 棋盘，二十种图案（每种四个），生成时不加 `solvable` 保证，按文档 004 的规则：

# %% jupyter={"source_hidden": true} tags=["hide-input"]
rows = []
for seed in range(8):
    trial = ll.generate.generate_board(8, 10, 20, seed=seed)
    left = len(trial.tiles()) - 2 * len(list(ll.game.autoplay_moves(trial, rules)))
    result = ll.solver.solve(trial, rules, time_limit=5)
    rows.append((seed, left, result))
print(ll.i18n.table(["seed", "greedy: tiles left", "exact", "moves", "states searched", "seconds"],
                    [(seed, left, result.status, len(result.moves), result.nodes,
                      f"{result.seconds:.3f}") for seed, left, result in rows], ">><>>>"))

# %% slideshow={"slide_type": "skip"}
assert all(result.status == "solved" for seed, left, result in rows if left == 0)
assert any(left > 0 and result.status == "solved" for seed, left, result in rows)

# %% [markdown] linklab={"source_hash": "f1c162dcc8b6", "translates": "7362370b"}
# 贪心玩家消完了一个棋盘，就证明它有解；卡住了，则什么也证明不了。精确求解器在几毫秒内就能判定这些棋盘。

# %% [markdown] linklab={"source_hash": "737d6b4dc805", "translates": "6e2dd30d"} slideshow={"slide_type": "slide"}
# ## 小结
#
# - `ll.solver.solve` 找出一种能消完棋盘的顺序，或者证明不存在这样的顺序；它读取的是 `ll.solver.solve_events`，即以事件流形式呈现的搜索，求解器视图就是单步播放这个流。
# - 强制走法不经选择直接走出；死状态是无论按什么顺序都消不完的棋盘；不可行组合是失败的原因，只列出它需要的方块，所以一次失败就能排除许多状态；回跳跳过那些不可行组合表明与失败无关的选择。
# - 贪心玩家消完了一个棋盘，就证明它有解；卡住了，则什么也证明不了。精确求解器两种情形都能判定。
# - 下一节：同一个 BFS，换一个谜题——六数码。

# %% [markdown] linklab={"source_hash": "04fbc83180b2", "translates": "9d4dd000"} slideshow={"slide_type": "slide"}
# ## 延伸阅读
#
# - S. Russell、P. Norvig，*Artificial Intelligence: A Modern Approach*（《人工智能：一种现代的方法》），第 4 版，Pearson，2020，第 6 章（约束满足问题）：回溯搜索、冲突引导的回跳和约束学习（不可行组合）。
# - J. P. Marques-Silva、K. A. Sakallah，“GRASP: a search algorithm for propositional satisfiability”，*IEEE Transactions on Computers* 48(5)，1999：从冲突中学习。
# - T. H. Cormen、C. E. Leiserson、R. L. Rivest、C. Stein，*Introduction to Algorithms*（《算法导论》），第 4 版，MIT Press，2022，第 20 章（基本的图算法）。

# %% [markdown] linklab={"source_hash": "cc65330f2747", "translates": "49e90d4b"} slideshow={"slide_type": "slide"}
# ## 练习
#
# 新棋盘上的新题，每一道都由课程自己的搜索判对错：连续答对三题升一级，连续答错两题降一级。可以在列表里选本课程的任何一种技能，或者选你错得最多的；你的等级保存在笔记本旁边的 `linklab-practice.json` 里。

# %%
ll.practice("clear")
