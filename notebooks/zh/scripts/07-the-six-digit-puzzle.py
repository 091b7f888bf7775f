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

# %% [markdown] linklab={"source_hash": "799eb931e813", "translates": "5d2a64d4"} slideshow={"slide_type": "slide"}
# # 7. 六数码问题
#
# 文档 001（六数码）是另一个谜题，用的还是同一种方法——广度优先搜索。把 1 到 6 放进一个 2x3 的格子里；两种变换各自转动其中的一个 2x2 区块。给定一个布局，能否把它变成 `1 2 3 / 4 5 6`？文档在布局上做搜索来回答。它的**状态空间**（state space），即搜索可能到达的全部布局以及它们之间的变换，小到可以整个画出来：6! = 720 个布局。
#
# **学完本节，你将能够**
#
# - 把一个布局写成一个状态，把变换 α 和 β 写成格子的置换；
# - 运行文档的 BFS，并读懂它的事件；
# - 把文档为每个布局各做一次的搜索，与回答所有布局的一张表并排单步对照；
# - 描述全部 720 个布局构成的整张图：它的连通分量、BFS 层，以及最长的最短解；
# - 说明什么是置换群，以及为什么奇偶性不能决定一个布局所在的连通分量；
# - （延伸内容，选学）构造出真正起决定作用的不变量：模 5 的两个交比。
#
# *课堂用时约 55 分钟（四道练习），选学部分另需 15 分钟。* 每道练习都以 `prediction = ...` 开头：把 `...` 换成你的答案，运行它以及它下面的检查单元格；参考答案只在你要求时才显示：按答错时的提示运行 `ll.exercises.reveal`。

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
from collections import Counter

import matplotlib.pyplot as plt

import linklab as ll
from linklab.widgets import SixDigitCompare

six = ll.sixdigits

# %% [markdown] linklab={"source_hash": "27230bca8474", "translates": "5a2c8bd1"} slideshow={"slide_type": "subslide"}
# ### 开始之前
#
# - 用队列和“已见过的状态”集合做广度优先搜索（第 2 节）；
# - *置换*：把若干东西重新排一排，比如把数字 1 到 6 放进六个格子（共 6! = 720 种）；
# - 奇与偶：一个置换如果由偶数次对换组成，就是偶置换（下文会再讲一遍）。

# %% [markdown] linklab={"source_hash": "26176a32dc70", "translates": "a93b343b"} slideshow={"slide_type": "slide"}
# ## 布局与变换
#
# 格子按行命名，上面一行是 `A B C`，下面一行是 `D E F`；一个状态就是格子 A..F 中的数字依次组成的元组。两种变换按文档的定义是：
#
# - **α**：A 的数字移到 B，B 的移到 E，E 的移到 D，D 的移到 A（左边的 2x2 区块顺时针转动一格；C 和 F 不动）；
# - **β**：B 的数字移到 C，C 的移到 F，F 的移到 E，E 的移到 B（右边的 2x2 区块顺时针转动一格）。

# %% jupyter={"source_hidden": true} tags=["hide-input"]
start = (2, 5, 6, 4, 3, 1)  # 文档里的布局 2
fig, axes = plt.subplots(1, 3, figsize=(10, 2.9), layout="constrained")
for ax, (name, state) in zip(axes, [("layout 2", start), ("after α", six.apply_move(start, "α")),
                                    ("after β", six.apply_move(start, "β"))]):
    ll.draw_sixdigits.draw_state(ax, state)
    ax.set_title(f"{ll.tr(name)}: {six.format_state(state)}", loc="left")
ll.export.save_figure(fig, "moves.png");

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 5 分钟**，到“练习 1：一次变换”为止
#
# **提问**：经过 α，A 格里的数字到哪里去？B 格里的数字从哪里来？

# %% [markdown] linklab={"source_hash": "5d2537c9b6a7", "translates": "f227de2a"} slideshow={"slide_type": "subslide"}
# ### 练习 1：一次变换
#
# 对目标布局 `1 2 3 4 5 6` 做一次 α，得到哪个布局？写成由六个数字组成的元组。

# %% tags=["exercise"]
prediction = ...  # 你的答案：六个数字组成的元组，依次是格子 A 到 F，例如 (1, 2, 3, 4, 5, 6)

# %%
ll.exercises.check("07.1", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 7 分钟**，到“练习 2：一次无望的搜索会走多远？”为止
#
# **提问**：画出 2x3 的格子，让每个数字沿箭头移动。
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "0d876ae835e5", "translates": "23f73ba4"} slideshow={"slide_type": "slide"}
# ## 文档的 BFS
#
# 文档的搜索：一个布局的队列，加上一个已见布局的集合。每次变换的代价都一样，都是一，所以，与第 2 节中的转弯不同，在第一次到达一个布局时就把它标记为已见是正确的：第一次到达时所用的变换次数就是最少的。`six.bfs_events` 把搜索过程讲成一串事件：`Discovered`（发现新布局，入队）、`LayoutDequeued`（布局出队）、`Skipped`（以前见过，跳过），最后是 `GoalReached(word)` 或 `GoalUnreachable()`。

# %%
events = list(six.bfs_events(start))
for event in events[:7]:
    print(event)
counts = Counter(type(event).__name__ for event in events)
print("...", " · ".join(f"{ll.tr(name)} {n}" for name, n in counts.most_common()))

# %% [markdown] linklab={"source_hash": "52ae8fcab35f", "translates": "73567eaf"}
# 布局 2 用 `αααβαα` 六次变换就能解决。文档的布局 1，`1 3 5 2 4 6`，答案是 `No`：队列最后空了。

# %% [markdown] linklab={"source_hash": "a87941f5adab", "translates": "f602043a"} slideshow={"slide_type": "subslide"}
# ### 练习 2：一次无望的搜索会走多远？
#
# 从 `1 3 5 2 4 6` 出发，BFS 在放弃之前一共发现多少个布局（包括起点）？

# %% tags=["exercise"]
prediction = ...  # 你的答案：一个整数，布局的个数

# %%
ll.exercises.check("07.2", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 8 分钟**，到“整张图”为止
#
# **提问**：一次永远遇不到目标的 BFS 什么时候停下？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "dddbbb489613", "translates": "24b4d126"} slideshow={"slide_type": "slide"}
# ## 整张图
#
# 只有 720 个布局，我们不必搜索，直接把一切都画出来。`ll.draw_sixdigits.state_graph()` 是由所有布局和所有变换构成的图（一个 networkx `DiGraph`）；`six.components()` 把它分成若干组，同一组中的布局可以互相到达。

# %%
graph = ll.draw_sixdigits.state_graph()
parts = six.components()
graph.number_of_nodes(), graph.number_of_edges(), len(parts)

# %% slideshow={"slide_type": "skip"}
assert len(parts) == 6 and len({len(part) for part in parts}) == 1

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到“每个布局搜索一次，还是一张表”为止
#
# **提问**：为什么每个变换重复几次就回到原处？这对图的边意味着什么？

# %% [markdown] linklab={"source_hash": "a3c9fdd70de8", "translates": "a7434876"} slideshow={"slide_type": "subslide"}
# ### 逐层来看
#
# `six.layers()` 是从目标出发的一次*反向* BFS：第 *d* 层是最短解恰好需要 *d* 次变换的那些布局。如果还允许逆变换 α' 和 β'，层数就会少一些。

# %%
forward = [len(layer) for layer in six.layers()]
both = [len(layer) for layer in six.layers(moves=six.WITH_INVERSES)]
forward, both

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, ax = plt.subplots(figsize=(6, 2.9), layout="constrained")
ax.bar([d - 0.2 for d in range(len(forward))], forward, width=0.4, label="α, β")
ax.bar([d + 0.2 for d in range(len(both))], both, width=0.4, label="α, β, α', β'")
ax.set_xlabel(ll.tr("moves to 1 2 3 4 5 6"))
ax.set_ylabel(ll.tr("layouts"))
ax.set_xticks(range(len(forward)))
ax.legend()
ax.set_title(ll.tr("The goal's component, layer by layer (120 layouts)"), loc="left")
ll.export.save_figure(fig, "layers.png");

# %% [markdown] linklab={"source_hash": "b95259771881", "translates": "17fa7c2a"} slideshow={"slide_type": "subslide"}
# ### 最远的布局

# %% [markdown] linklab={"source_hash": "8eff0fa61013", "translates": "f0d824a7"}
# 最长的最短解：有五个布局需要九次变换；允许使用逆变换时，有一个布局需要七次。

# %%
for state, word in six.farthest_layouts():
    print(six.format_state(state), word, len(word))
six.farthest_layouts(moves=six.WITH_INVERSES)

# %% [markdown] linklab={"source_hash": "6aa076adf55f", "translates": "25128827"} slideshow={"slide_type": "subslide"}
# ### 一次看全所有布局
#
# 图示：每个布局是一个点，每个连通分量一种颜色；目标所在的分量按到目标（星号）的变换次数分层排列。黑线是从最远布局中的第一个（带圆圈的那个）回到目标的路。

# %% jupyter={"source_hidden": true} tags=["hide-input"]
far, word = six.farthest_layouts()[0]
fig, ax = plt.subplots(figsize=(11, 4.4), layout="constrained")
ll.draw_sixdigits.draw_state_graph(ax, graph, highlight=ll.sixdigits.walk_states(far, word), current=far)
ax.set_title(ll.tr("720 layouts, 6 components of 120; {layout} needs {n} moves: {word}",
                   layout=six.format_state(far), n=len(word), word=word), loc="left")
ll.export.save_figure(fig, "state-graph.png");

# %% [markdown] linklab={"source_hash": "8d0989c40ee5", "translates": "a03a6d50"} slideshow={"slide_type": "slide"}
# ## 每个布局搜索一次，还是一张表
#
# 文档 001 对每个布局都重新做一次 BFS，搜索的是六位数，并在两个布局之间清空队列和 map（原文：“要清空队列和map”）。“一张表”的解法只搜索一次：从目标出发，反向搜遍全部 720 个布局，之后回答任何布局都只需查一次表。在布局 2 5 6 / 4 3 1 上并排对照：一边是带着队列和当前行的 BFS，一边是查表以及查到的变换序列，一直走到目标。

# %%
compare = SixDigitCompare((2, 5, 6, 4, 3, 1), step=3)
compare

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 7 分钟**，到“奇偶性能区分这些分量吗？”为止
#
# **提问**：要回答每一个布局，需要搜索多少次？一张表需要几次？

# %% [markdown] linklab={"source_hash": "a8964b3e0317", "translates": "0a1e82b6"} slideshow={"slide_type": "subslide"}
# ### 两边各做了多少

# %%
bfs_pane, table_pane = compare.panes
print(ll.tr("document 001: {steps} steps for this one layout; the table: one look-up, then "
            "the {moves} moves of its word", steps=len(bfs_pane), moves=len(table_pane) - 1))

# %% slideshow={"slide_type": "skip"}
assert bfs_pane.verdict.startswith("Yes") and table_pane.verdict.startswith("Yes")
assert table_pane.states[-1] == ll.sixdigits.GOAL

# %% [markdown] linklab={"source_hash": "28e72a0d0529", "translates": "259c96eb"} slideshow={"slide_type": "slide"}
# ## 为什么是六个大小为 120 的连通分量
#
# **置换群**是一组重排：其中有“什么都不动”这一种重排，而且任意两种重排先后接着做，得到的重排也在其中。一个*操作串*是一串变换，比如 `αααβαα`；操作串对六个格子所做的重排就构成这样一个群：一个操作串之后再接一个操作串，仍是一个操作串，而 `αααα` 让每个数字回到原处。
#
# 因为每次变换都能用变换来撤销（再做三次 α 就撤销了 α），“能到达”是双向的，720 个布局因此分成若干连通分量。`six.components()` 在上面已经找到了它们：六个连通分量，每个 120 个布局。每个分量中布局的个数等于这个群中重排的个数，即 120，而 720 / 120 = 6。

# %% [markdown] linklab={"source_hash": "7b3fad613996", "translates": "109cb4e9"} slideshow={"slide_type": "subslide"}
# ### 奇偶性能区分这些分量吗？
#
# 一个布局是**偶**还是**奇**，看把目标变成它需要交换两个数字多少次。α 和 β 都让四个数字沿一个轮换转一格，相当于三次对换：*每一次*变换都会让布局在偶与奇之间翻转。奇偶性只分出两类，而连通分量有六个；并且在同一个分量内部，变换两种布局都能到达。下面把目标所在分量中的布局按奇偶分别计数：

# %%
goal_part = parts[0]
by_parity = Counter("even" if six.is_even(state) else "odd" for state in goal_part)
print(ll.tr("even: {even}, odd: {odd}", even=by_parity["even"], odd=by_parity["odd"]))

# %% slideshow={"slide_type": "skip"}
assert by_parity == {"even": 60, "odd": 60}

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 5 分钟**，到“练习 3：奇偶性能决定吗？”为止
#
# **提问**：一次变换是四个数字的一个轮换：这相当于几次对换？它对奇偶性有什么影响？

# %% [markdown] linklab={"source_hash": "7dd7a3445cb6", "translates": "e0db238f"} slideshow={"slide_type": "subslide"}
# ### 练习 3：奇偶性能决定吗？
#
# 把目标布局的上面一行转一格：`2 3 1 4 5 6`。这是一个长度为 3 的轮换，即两次对换，所以这个布局是偶的，和目标一样。由 α 和 β 组成的最短操作串要几步才能把它变成目标？（回答一个整数；如果没有任何操作串能做到，回答 `None`。）

# %% tags=["exercise"]
prediction = ...  # 你的答案：一个整数，操作的次数；没有任何字能到达目标时写 None

# %%
ll.exercises.check("07.3", prediction)

# %%
rotated = (2, 3, 1, 4, 5, 6)

# %% slideshow={"slide_type": "skip"}
assert not six.is_even(six.apply_move(six.GOAL, "α"))

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 8 分钟**，到“自己动手写”为止
#
# **提问**：先看奇偶性，再看搜索：两者一致吗？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "4d20980066e5", "translates": "0fad0ca7"} slideshow={"slide_type": "slide"}
# ## 自己探索
#
# 按 α 和 β（以及它们的逆），看布局在图中游走；黑线始终是回到目标的最短路。在 *start* 中输入一个布局，再按 **Set**（设置）；**Export**（导出）把图片写到本笔记本旁边的 `exports/` 文件夹。

# %%
ll.widgets.SixDigitExplorer(start)

# %% [markdown] linklab={"source_hash": "e94a73326548", "translates": "be2e4d09"} slideshow={"slide_type": "slide"}
# ## 自己动手写
#
# ### 练习 4：六数码的 BFS
#
# 写一个函数 `can_reach(layout)`：α 和 β 能把 `layout`（A 到 F 各格中六个数字组成的元组）变成 `(1, 2, 3, 4, 5, 6)` 时返回 `True`，否则返回 `False`。像文档 001 那样做广度优先搜索：一个存放布局的队列，一个记录已经见过的布局的集合，用 `six.apply_move(layout, "α")` 和 `six.apply_move(layout, "β")` 做变换。检查会在全部 720 个布局上运行它，并显示它答错的第一个布局。

# %% tags=["exercise"]
# 你的答案：写出 can_reach，一个在布局之间进行的 BFS
# （卡住了？ll.exercises.reveal("07.4") 会给出参考答案）
def can_reach(layout):
    """α 和 β 能否把这个布局变成 1 2 3 4 5 6？"""
    ...


# %%
ll.selfcheck.check_can_reach(can_reach)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 5 分钟**，到最后
#
# **提问**：你的搜索什么时候把一个布局标记为访问过：入队时还是出队时？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "6b60e91ada6c", "translates": "b4cc80b8"} slideshow={"slide_type": "slide"}
# ## 小结
#
# - 在六数码问题中，一个布局是由六个数字组成的元组；α 和 β 是格子的置换。
# - 文档的 BFS 在第一次见到一个布局时就标记它：在这里这样做是对的，因为每次变换的代价都是一。从 `1 3 5 2 4 6` 出发，它见到 120 个布局后就停下了。
# - 文档 001 对每个布局都重新搜索一次；从目标出发反向搜索一次，就得到一张表，回答任何布局都只需查一次表（`SixDigitCompare` 把两者并排单步播放）。
# - 720 个布局构成六个大小为 120 的连通分量；目标所在的分量有十层，其中最远的布局需要九次变换（允许 α' 和 β' 时是七次）。
# - α 和 β 组成的操作串构成一个有 120 种重排的置换群；每个连通分量就是一个布局经这些重排得到的全部布局。
# - 奇偶性什么也区分不了：每个分量都是一半偶一半奇。下面的选学部分用模 5 的两个交比给出分量的名字（`six.component_key`）。
# - 下一节：回到连连看，看一千格宽的棋盘。

# %% [markdown] linklab={"source_hash": "9a92b1c64be3", "translates": "87be7140"} slideshow={"slide_type": "slide"}
# ## 延伸内容（选学）：是什么决定了连通分量
#
# 奇偶性说不出一个布局属于哪个分量，但有东西能说出来，而且不用搜索：一个*不变量*，即任何变换都不改变、在每个分量上取不同值的量。下面这个不变量需要一点几何和模 5 的算术；后面的内容都不依赖它。

# %% [markdown] linklab={"source_hash": "d38a2ff1f853", "translates": "42f8d3bd"} slideshow={"slide_type": "subslide"}
# ### 把格子看作一条直线上的点
#
# 把六个格子编号为整数模 5 上的*射影直线*的六个点：0 到 4 这五个数，再加上一个点 ∞。令 A=1，B=2，C=0，D=3，E=4，F=∞。一个点写成数对 `(x, y)`，表示分数 x/y，所以 ∞ 是 `(1, 0)`。

# %%
points = {"A": (1, 1), "B": (2, 1), "C": (0, 1), "D": (3, 1), "E": (4, 1), "F": (1, 0)}
cell_at = {point: cell for cell, point in points.items()}

# %% [markdown] linklab={"source_hash": "3ee45eb7bd1d", "translates": "92bdd118"} slideshow={"slide_type": "subslide"}
# ### 把变换看作直线上的映射
#
# **α 是 x → 2x。** 写成数对就是 `(x, y) → (2x, y)`；它保持 0 和 ∞（C 和 F）不动，并使 1、2、4、3 依次轮换，也就是 A → B → E → D → A：恰好就是 α。
#
# **β 是 x → 4 + 2/x = (4x + 2)/x。** 写成数对就是 `(x, y) → (4x + 2y, x)`；它把 0 送到 ∞，把 ∞ 送到 4。要说出一个数对落在哪个格子上，就把它缩放到 y 为 1（模 5 除以 y 就是乘以 y³，因为 y ≠ 0 时 y⁴ = 1 mod 5），y 为 0 时则写成 `(1, 0)`。

# %%
alpha_map, beta_map = {}, {}
for cell, (x, y) in points.items():
    for images, (u, v) in ((alpha_map, (2 * x, y)), (beta_map, (4 * x + 2 * y, x))):
        images[cell] = cell_at[(u * pow(v, 3, 5) % 5, 1) if v % 5 else (1, 0)]
alpha_map, beta_map

# %% [markdown] linklab={"source_hash": "1e9e373a0843", "translates": "a36a9f2c"}
# linklab 中的变换，用同样的方式来读（每个格子里的数字去往哪个格子），正是这两个映射。

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
moves_as_maps = {}
for name in "αβ":
    moved = six.apply_move(six.GOAL, name)  # 数字 d 原先在格子 d
    moves_as_maps[name] = {"ABCDEF"[digit - 1]: "ABCDEF"[cell] for cell, digit in enumerate(moved)}
assert moves_as_maps == {"α": alpha_map, "β": beta_map}

# %% [markdown] linklab={"source_hash": "226c72c41a35", "translates": "01831c6e"} slideshow={"slide_type": "subslide"}
# ### 交比
#
# 形如 x → (ax + b)/(cx + d) 的映射叫作*莫比乌斯变换*（分式线性变换），而莫比乌斯变换保持任意四个点的**交比**不变：(p, q; r, s) = (r − p)(s − q) / ((s − p)(r − q))。写成数对时，r − p 变成行列式 p₀r₁ − p₁r₀，于是交比就是一个行列式乘积除以另一个行列式乘积，在模 5 下计算。
#
# 取放着数字 1、2、3 和 4 的四个格子，求它们的交比；再把 4 换成 5，同样求一次。任何变换都不改变这两个值。下面对全部 720 个布局把两者都算出来：

# %% jupyter={"source_hidden": true} tags=["hide-input"]
ratios = {}
for state in six.all_states():
    at = {digit: points[cell] for cell, digit in zip("ABCDEF", state)}
    pair = []
    for last in (4, 5):
        (p0, p1), (q0, q1), (r0, r1), (s0, s1) = at[1], at[2], at[3], at[last]
        top = (p0 * r1 - p1 * r0) * (q0 * s1 - q1 * s0)
        bottom = (p0 * s1 - p1 * s0) * (q0 * r1 - q1 * r0)
        pair.append(top * pow(bottom, 3, 5) % 5)
    ratios[state] = tuple(pair)
ratios[six.GOAL], ratios[rotated], sorted(set(ratios.values()))

# %% slideshow={"slide_type": "skip"}
assert all(ratios[six.apply_move(state, name)] == ratios[state]
           for state in ratios for name in "αβ")  # 任何操作都不改变这一对值
assert all({ratios[state] for state in part} == {ratios[next(iter(part))]} for part in parts)
assert len(set(ratios.values())) == len(parts) == 6  # 每个连通分量一个值

# %% [markdown] linklab={"source_hash": "21888ff29bf6", "translates": "6d48f12a"} slideshow={"slide_type": "subslide"}
# ### 每个分量一个值
#
# 这组值（两个交比）在任何变换下都不变，而且恰好取六个不同的值，每个分量一个：它就是分量的名字。它之所以精确，是因为一个莫比乌斯变换由它把三个点（这里是放着 1、2、3 的格子）送到哪里唯一确定，所以这组值相同的两个布局之间只差一个莫比乌斯变换，而 α 和 β 能生成全部 120 个这样的变换。`six.component_key` 就是把这个计算打包起来：

# %%
keys = [{six.component_key(state) for state in part} for part in parts]
keys

# %% slideshow={"slide_type": "skip"}
assert all(len(key) == 1 for key in keys) and len(set().union(*keys)) == 6
assert all(ratios[state] == six.component_key(state) for state in ratios)
assert all(six.is_solvable(state) == six.can_reach(state) for state in list(graph)[::37])

# %% [markdown] linklab={"source_hash": "a51b970ca761", "translates": "981ef155"} slideshow={"slide_type": "slide"}
# ## 延伸阅读
#
# - J. A. Gallian，*Contemporary Abstract Algebra*（《近世代数》），第 10 版，CRC Press，2021，第 5 章（置换群，奇置换与偶置换）。
# - J. D. Dixon、B. Mortimer，*Permutation Groups*，Springer（Graduate Texts in Mathematics 163），1996：作用在射影直线上的群。
# - T. H. Cormen、C. E. Leiserson、R. L. Rivest、C. Stein，*Introduction to Algorithms*（《算法导论》），第 4 版，MIT Press，2022，第 20.2 节（广度优先搜索）。
# - A. Patel，*Red Blob Games*，“Introduction to the A* algorithm”：在网格上一步一步画出的广度优先搜索。

# %% [markdown] linklab={"source_hash": "cc65330f2747", "translates": "8f757c8d"} slideshow={"slide_type": "slide"}
# ## 练习
#
# 新棋盘上的新题，每一道都由课程自己的搜索判对错：连续答对三题升一级，连续答错两题降一级。可以在列表里选本课程的任何一种技能，或者选你错得最多的；你的等级保存在笔记本旁边的 `linklab-practice.json` 里。

# %%
ll.practice("six-distance")
