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

# %% [markdown] linklab={"source_hash": "c3bba197c471", "translates": "af8de8fd"} slideshow={"slide_type": "slide"}
# # 5. 玩游戏
#
# 到目前为止，每个问题都只涉及一对方块。一局游戏是一连串这样的问题：消去一对，棋盘就变了，之后的每一对都会受到影响。文档 004 生成一个 10x20 的棋盘让你玩；文档 000 的最后一步让程序像人一样玩：“程序模拟人点击可以消除的一对游戏牌进行消除”。
#
# **学完本节，你将能够**
#
# - 像文档 004 那样随机生成棋盘，也能生成一个专门构造成可以消完的棋盘；
# - 通过 `ll.game.Game` 玩游戏：消去、撤销、请求提示，也可以在游戏组件里用鼠标点击来玩；
# - 观察一个贪心玩家，看它怎样卡住；
# - 说出卡住能证明棋盘的什么，不能证明什么。
#
# *课堂用时约 40 分钟（两道练习），如果大家玩得起劲，时间会更长。* 每道练习都以 `prediction = ...` 开头：把 `...` 换成你的答案，运行它以及它下面的检查单元格；参考答案只在你要求时才显示：按答错时的提示运行 `ll.exercises.reveal`。

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
from collections import Counter

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] linklab={"source_hash": "588a63c61cca", "translates": "5f650765"} slideshow={"slide_type": "subslide"}
# ### 开始之前
#
# - 第 1 节：规则（最多转两次弯）、`ll.find_path`，以及棋盘外的一圈（文档 004 的规则，本节自始至终都用它）；
# - 搜索中的*状态*是什么（第 2 节）：在这里，状态就是棋盘上还剩下的那些方块；
# - 一点 Python：元组、`for` 循环、`assert`。

# %% [markdown] linklab={"source_hash": "b092df70e693", "translates": "7db63ee9"} slideshow={"slide_type": "slide"}
# ## 生成棋盘
#
# 文档 004 要求在 10x20 个格子上放十种图案，每种的个数都是偶数。它的 `Create` 用 `rand()` 预先确定每种图案的个数，但如果某次抽到的数是奇数或者太大，那种图案的个数就没有被赋值，而随后填充棋盘时又会读取它：这是未定义行为。`ll.documents.doc004_generate` 重做了这一过程：

# %%
deal = ll.documents.doc004_generate(2)
print(ll.tr("tiles planned, kind by kind: {counts}", counts=", ".join(
    f"{kind}: {ll.tr('unset') if count is ll.documents.UNSET else count}"
    for kind, count in deal.counts.items())))
print(ll.tr(deal.undefined))

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 8 分钟**，到“练习 1：现在能消哪些？”为止
#
# **提问**：文档 004 生成的棋盘都能消完吗？怎样生成一个一定能消完的棋盘？

# %% [markdown] linklab={"source_hash": "d32f0deae937", "translates": "bb0754da"} slideshow={"slide_type": "subslide"}
# ### 文档 004 印出的棋盘
#
# 文档 004 自己印出的那个棋盘就暴露了这个缺陷：有两种图案的个数是奇数，所以那个棋盘永远不可能消完。

# %%
printed = ll.parse_board(ll.documents.PRINTED_BOARD)
{ll.draw.kind_label(kind): count for kind, count in printed.counts().items() if count % 2}

# %% [markdown] linklab={"source_hash": "772522d0fa95", "translates": "5fd3e295"} slideshow={"slide_type": "subslide"}
# ### 成对地发牌
#
# `ll.generate.generate_board(rows, cols, kinds, seed)` 成对地放置方块，所以每种的个数都是偶数；加上 `solvable=True`，它会从空棋盘出发倒着构造，保证棋盘能够消完。

# %% jupyter={"source_hidden": true} tags=["hide-input"]
rules = ll.Rules(outside=True)  # 文档 004 的规则：路径可以绕外圈
dealt = ll.generate.generate_board(10, 20, 10, seed=2024, solvable=True, rules=rules)
fig, ax = plt.subplots(figsize=(7.3, 4.2), layout="constrained")
ll.draw.draw_board(ax, dealt, rules)
ax.set_title(ll.tr("10x20, ten kinds, every count even, built to be clearable"), loc="left")
ll.export.save_figure(fig, "dealt.png");

# %% slideshow={"slide_type": "skip"}
assert all(count % 2 == 0 for count in dealt.counts().values())

# %% [markdown] linklab={"source_hash": "ce15027b9e7d", "translates": "13201d66"} slideshow={"slide_type": "slide"}
# ## 玩游戏
#
# 换一个小一点的棋盘来玩：4x6，六种图案，摆满。`ll.game.Game` 把一局游戏当作一个值：每个操作都返回一局新的游戏，所以撤销就是回到先前的某一局，而被拒绝的一步什么也不会改变。

# %% jupyter={"source_hidden": true}
board = ll.parse_board("""
FFEBFA
CCFAED
DEDACB
CBABED
""")
game = ll.game.Game(board, rules)
fig, ax = plt.subplots(figsize=(5.2, 4), layout="constrained")
ll.draw.draw_board(ax, board, rules)
ll.export.save_figure(fig, "small-board.png");

# %% [markdown] linklab={"source_hash": "3de0ea8afdf5", "translates": "ecd8c90b"} slideshow={"slide_type": "subslide"}
# ### 练习 1：现在能消哪些？
#
# 在摆满的棋盘上，只有边上的方块（经棋盘外绕行）和相邻的方块才能相连。现在能消去多少对？（一个方块如果有两个可以配对的搭档，就算两对。）

# %% tags=["exercise"]
prediction = ...  # 你的答案：一个整数，对的个数

# %%
ll.exercises.check("05.1", prediction)

# %% [markdown] linklab={"source_hash": "6276d4e02a88", "translates": "b41a4511"}
# 消去一对，请求提示，再撤销。违反规则的一步会抛出 `MoveError`，并说明原因；游戏保持原样。代码里的格子写作 `(row, col)`，从 0 开始计数，和你输入的一样；给人读的每条消息都和图上的坐标轴、判题格式一样，行和列从 1 开始编号。

# %%
after = game.remove((1, 0), (1, 1))
print(after.last_move)
print(ll.tr("hint: {move}", move=after.hint()))
try:
    after.remove((0, 2), (1, 2))
except ll.game.MoveError as error:
    refused = str(error)
    print(ll.tr("refused: {reason}", reason=refused))

# %% slideshow={"slide_type": "skip"}
assert after.undo().board == board

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 12 分钟**，到“贪心玩家”为止
#
# **提问**：按种类一对一对数出来：谁找到了一对要绕外圈的？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "765d24971ee9", "translates": "442dff10"} slideshow={"slide_type": "slide"}
# ## 自己来玩
#
# 先点一个方块，再点它的搭档：如果有路径把它们连起来，两者就会消去，并显示那条路径。**提示**标出一对可以消去的方块；**撤销**、**重做**；陷入死局时用**洗牌**；**自动走一步**和**自动玩到底**按贪心玩家（见下文）的走法替你走棋；**求解**做精确搜索，**演示解法**把解的各步依次走出；**新开一局**再生成一个棋盘。

# %% [markdown] linklab={"source_hash": "9b66bd5aee3b", "translates": "1a082e70"} slideshow={"slide_type": "subslide"}
# ### 轮到你了

# %%
play = ll.widgets.GameWidget(board, rules)
play

# %% [markdown] linklab={"source_hash": "7be2a842b6c4", "translates": "a3996bd7"} slideshow={"slide_type": "subslide"}
# ### 用代码操作它

# %% [markdown] linklab={"source_hash": "8d6c19bd09c5", "translates": "5d8c5a39"}
# 游戏组件底下运行的是同一个 `Game`；另建一个游戏组件、用代码来驱动它，看到的也是同样的结果：

# %%
driven = ll.widgets.GameWidget(board, rules)  # 它自己的一局：上面那局保持你玩到的样子
driven.play((1, 0), (1, 1))
driven.message.value, driven.status.value

# %% [markdown] linklab={"source_hash": "f8a66a6db447", "translates": "cb25bd3b"}
# 控件的消息和 `MoveError` 一样从 1 开始编号：一次被拒绝的点击，读起来和前面打印出的 `MoveError` 一模一样。

# %%
driven.play((0, 2), (1, 2))
driven.message.value

# %% slideshow={"slide_type": "skip"}
assert refused == "(1, 3) and (2, 3) hold different kinds"
assert driven.message.value == ll.i18n.translate(refused)  # 用本版的语言

# %%
driven.play((0, 0), (0, 1))
driven.message.value

# %% slideshow={"slide_type": "skip"}
assert driven.message.value.startswith(ll.i18n.translate("removed (1, 1) and (1, 2)"))

# %% [markdown] linklab={"source_hash": "a0f6a88b6e4a", "translates": "12e2f544"} slideshow={"slide_type": "slide"}
# ## 贪心玩家
#
# 文档 000 只说它的程序像人一样点击一对可以消除的方块，并没有说是哪一对。`ll.game.autoplay_moves(board, rules)` 做了一个简单的选择：逐行扫描棋盘，找到第一个有可相连搭档的方块，消去这一对，然后从头再来。在这个棋盘上，它会卡住。

# %%
greedy = game
for move in ll.game.autoplay_moves(board, rules):
    greedy = greedy.remove(move.a, move.b)
len(greedy.moves), len(greedy.board.tiles()), greedy.is_dead_end()

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 8 分钟**，到“练习 2：卡住就是无解吗？”为止
#
# **提问**：它下一步会消哪一对？每一步之前都问一次。

# %% [markdown] linklab={"source_hash": "572631a5180e", "translates": "fa74ab73"} slideshow={"slide_type": "subslide"}
# ### 它的每一步

# %% jupyter={"source_hidden": true} tags=["hide-input"]
fig, axes = plt.subplots(2, 4, figsize=(13, 5.6), layout="constrained")
for ax, (before, move), number in zip(axes.flat, greedy.past, range(1, 8)):
    ll.draw.draw_board(ax, before, rules, ends=[move.a, move.b], ticks=False)
    ll.draw.draw_path(ax, move.path, linewidth=2.5)
    ax.set_title(ll.tr("move {n}", n=number), loc="left")
ll.draw.draw_board(axes.flat[-1], greedy.board, rules, ticks=False)
axes.flat[-1].set_title(ll.tr("stuck: {left} tiles left", left=10), loc="left")
ll.export.save_figure(fig, "greedy.png");

# %% [markdown] linklab={"source_hash": "a6ebf6f2bc50", "translates": "828a36f2"} slideshow={"slide_type": "subslide"}
# ### 每步一张图
#
# 同样这些步，画成一串图片，每步一个文件（可以当幻灯片放映，也可以作为动画的帧）：

# %%
for number, (before, move) in enumerate(greedy.past, 1):
    ll.export.export_board(before, f"greedy-{number:02d}.png", rules, route=move.path,
                           ends=[move.a, move.b], title=ll.tr("greedy move {n}", n=number), dpi=80)
sorted(path.name for path in ll.export.export_folder().glob("greedy-*.png"))

# %% [markdown] linklab={"source_hash": "498dc501a9e9", "translates": "e966eb84"} slideshow={"slide_type": "subslide"}
# ### 练习 2：卡住就是无解吗？
#
# 贪心玩家卡住了，还剩十个方块。这个棋盘是无解的吗？也就是说，是否*每一种*走法顺序都会卡住？（`True` 或 `False`。）

# %% tags=["exercise"]
prediction = ...  # 你的答案：True（无论按什么顺序消除都清不完）或 False

# %%
ll.exercises.check("05.2", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 12 分钟**，到最后
#
# **提问**：怎样才能证明一个棋盘无解？卡住又证明了什么？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "4e80195abad1", "translates": "fe4b7c37"} slideshow={"slide_type": "slide"}
# ## 小结
#
# - 文档 004 的 `Create` 可能让某些个数未被赋值（未定义行为），也可能让它们是奇数（消不完）；`generate_board` 成对地放置方块，加上 `solvable=True` 则构造一个能够消完的棋盘。
# - `ll.game.Game` 把一局游戏当作一个值：`remove`、`undo`、`redo`、`hint`、`legal_pairs`；被拒绝的一步抛出 `MoveError`，什么也不改变。
# - 贪心玩家逐行扫描，消去它找到的第一对（文档 000 的最后一步像人一样玩，但没有规定顺序）；换一种顺序就能消完的棋盘，它也可能卡住。
# - 玩家消完了一个棋盘，就证明它能消完；卡住了，则什么也证明不了：失败的只是那一种走法顺序。
# - 下一节：精确求解一个棋盘：给出能消完它的走法顺序，或者证明这样的顺序不存在。

# %% [markdown] linklab={"source_hash": "52c9203e310c", "translates": "05371f3e"} slideshow={"slide_type": "slide"}
# ## 延伸阅读
#
# - T. H. Cormen、C. E. Leiserson、R. L. Rivest、C. Stein，*Introduction to Algorithms*（《算法导论》），第 4 版，MIT Press，2022，第 15 章（贪心算法：眼下看来最好的选择什么时候可以放心去做，以及怎样证明这一点）。
# - S. Russell、P. Norvig，*Artificial Intelligence: A Modern Approach*（《人工智能：一种现代的方法》），第 4 版，Pearson，2020，第 3 章（用搜索求解问题）：把谜题的局面看作搜索的状态，把走法看作状态之间的一步。

# %% [markdown] linklab={"source_hash": "cc65330f2747", "translates": "480c0750"} slideshow={"slide_type": "slide"}
# ## 练习
#
# 新棋盘上的新题，每一道都由课程自己的搜索判对错：连续答对三题升一级，连续答错两题降一级。可以在列表里选本课程的任何一种技能，或者选你错得最多的；你的等级保存在笔记本旁边的 `linklab-practice.json` 里。

# %%
ll.practice("game-move")
