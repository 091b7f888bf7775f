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

# %% [markdown] linklab={"source_hash": "d93c403ab4aa", "translates": "dffb2ab4"} slideshow={"slide_type": "slide"}
# # 1. 规则：两个方块怎样才算相连
#
# 连连看（*Lianliankan*，也以 Onet 等名字发行）沿袭的是日本游戏四川省（Shisen-Sho）。它的棋盘上摆满了方块。点击两个图案相同的方块，如果能用一条**不超过三段直线**的连线穿过空格把它们连起来，两个方块就一起消去。本课程里的每一个程序，回答的都是同一个问题：*这两个方块能不能连起来？*
#
# **学完本节，你将能够**
#
# - 按文档的写法读懂棋盘：一个数字网格，0 表示空格；
# - 判断两个方块是否相连，并数出一条路径转了几次弯；
# - 用 linklab 检查一条路径是否符合规则；
# - 分清*棋盘内*的规则（文档 000 和 003）与*绕外圈*的规则（文档 004）；
# - 在棋盘编辑器里修改棋盘、试连各对方块。
#
# *课堂用时约 45 分钟（三道练习）。* 每个练习单元格一开始都是 `prediction = ...`：把 `...` 换成你的答案，然后运行这个单元格和它下面的检查单元格。答错时会给出提示；答错时还会给出显示参考答案的命令（`ll.exercises.reveal("01.1")` 等），需要时再运行。

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] linklab={"source_hash": "1dd1c80bc414", "translates": "166d85ca"} slideshow={"slide_type": "subslide"}
# ### 开始之前
#
# - 一点 Python：运行一个单元格、调用一个函数、读懂 `(1, 3)` 这样的元组；
# - 由行和列组成的网格，就像电子表格那样；
# - 不需要图论：搜索是什么，从第 2 节讲起。

# %% [markdown] linklab={"source_hash": "851b9bd906f2", "translates": "8d465b52"} slideshow={"slide_type": "slide"}
# ## 棋盘是一张记录图案种类的网格
#
# 文档 000 把一局游戏转化成一个二维数组：`0` 是空格，数字表示该格方块的种类。`ll.parse_board` 读入这样的文本；文档 004 用字母写同一个棋盘（`A` 表示第 1 种），用 `*` 表示空格。

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到“路径由它的拐角确定”为止
#
# **提问**：图上第 2 行第 3 列在哪里？代码里怎么写这个格子？
#
# **常见错误答案，以及各自暴露的误解**：
#
# - `(2, 3)`：把屏幕上的编号直接写进代码；屏幕上从 1 数，代码里从 0 数。
# - `(3, 2)`：行和列写反了：元组是（行, 列），和 C 数组的下标一样。

# %% [markdown] linklab={"source_hash": "d09e5dfb5a62", "translates": "4c56d14b"} slideshow={"slide_type": "subslide"}
# ### 格子怎样编号
#
# - **屏幕上的格子按日常习惯从 1 开始编号**：第 1 行第 1 列是左上角的格子；图片上的行号列号、各种提示信息和 HDU 1175 的评测输入（文档 003）都这样编号。
# - **代码里的格子从 0 开始编号**：linklab 的函数接收和返回的格子都是元组 `(row, col)`，与文档中 C 数组的下标一致：屏幕上的第 2 行第 2 列，在代码里是 `(1, 1)`。
#
# （文档 000 的输入，即评测的 `pair` 格式，也从 0 开始编号，与它的程序一致。）

# %%
board = ll.parse_board("""
0 0 0 0 0
0 1 2 0 0
0 0 3 4 0
0 0 0 1 0
""")
print(ll.format_board(board, "letters"))
board.shape, board[1, 1], board[3, 3]

# %% [markdown] linklab={"source_hash": "9f8a9f15db87", "translates": "0b706732"} slideshow={"slide_type": "subslide"}
# ### 画出来的棋盘

# %% jupyter={"source_hidden": true}
fig, ax = plt.subplots(figsize=(4.5, 3.8), layout="constrained")
ll.draw.draw_board(ax, board, ends=[(1, 1), (3, 3)])
ll.export.save_figure(fig, "board.png");  # 一次调用就写出图片：.png、.svg 或 .pdf

# %% slideshow={"slide_type": "skip"}
assert board[1, 1] == 1 and board[0, 0] == 0  # 屏幕上第 2 行第 2 列放的是种类 1

# %% [markdown] linklab={"source_hash": "37002a8f2262", "translates": "73a333c2"} slideshow={"slide_type": "slide"}
# ## 路径由它的拐角确定
#
# `ll.find_path(board, a, b)` 回答这个问题。它返回路径的**拐角格子**（包括两个端点），若没有符合规则的路径则返回 `None`。两端之间有 *k* 个拐角的路径，转了 *k* 次弯（文档 004 说“拐弯”，文档 000 说“转向”），由 *k* + 1 条线段组成。

# %%
path = ll.find_path(board, (1, 1), (3, 3))
path, len(path) - 2

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到“练习 1：数转弯”为止
#
# **提问**：一条路径两端之间有三个拐角：转了几次弯？有几条线段？
#
# **常见错误答案，以及各自暴露的误解**：
#
# - `3`：说的是线段数：三条线段只转两次弯（混淆了转弯与线段）。

# %% [markdown] linklab={"source_hash": "5bb0811832ee", "translates": "4bb5fed3"} slideshow={"slide_type": "subslide"}
# ### 画出来的路径

# %% jupyter={"source_hidden": true}
fig, ax = plt.subplots(figsize=(4.5, 3.8), layout="constrained")
ll.draw.draw_board(ax, board, ends=[path[0], path[-1]])
ll.draw.draw_path(ax, path)
ll.export.save_figure(fig, "first-path.png");

# %% [markdown] linklab={"source_hash": "e97cbd455d20", "translates": "6dd52425"}
# 文档 000 的样例对这一对方块输出 `TRUE`：先沿空着的那一列向下，再沿最下面一行向右。转一次弯，两段直线。

# %% slideshow={"slide_type": "skip"}
assert path == ((1, 1), (3, 1), (3, 3))

# %% [markdown] linklab={"source_hash": "889b0019c692", "translates": "594dfa8e"} slideshow={"slide_type": "slide"}
# ## 一个棋盘，每种情形各有一对
#
# 六种图案，每种两个方块。两个 `D` 在同一行上直接相望；`E` 和 `F` 需要转一次弯；其余几对留给你。

# %%
six = ll.parse_board("""
AB**AC
*D**D*
**E***
E***BF
C*F***
""")
pairs = {ll.draw.kind_label(kind): [cell for cell in six.tiles() if six[cell] == kind]
         for kind in six.counts()}
pairs

# %%
for name in "DEF":
    print(name, ll.find_path(six, *pairs[name]))

# %% [markdown] linklab={"source_hash": "bcac0725b139", "translates": "ece2c357"} slideshow={"slide_type": "subslide"}
# ### 练习 1：数转弯
#
# 看两个 `B`，按图中的编号位于 (1, 2) 和 (4, 5)。它们之间最好的路径需要转几次弯？（如果你认为它们连不起来，就回答 `None`。）

# %% jupyter={"source_hidden": true}
fig, ax = plt.subplots(figsize=(3, 2.55), layout="constrained")
ll.draw.draw_board(ax, six, ends=pairs["B"])
ll.export.save_figure(fig, "six-pairs.png");

# %% tags=["exercise"]
prediction = ...  # 你的答案：一个整数，转弯的次数；不能相连时写 None

# %%
ll.exercises.check("01.1", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到“练习 2：这条路径合法吗？”为止
#
# **提问**：先让全班写下自己数的结果，再运行检查。
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "26415b9ba653", "translates": "38b4dd85"} slideshow={"slide_type": "slide"}
# ## 规则用一个对象表示：`ll.Rules`
#
# `ll.Rules(max_turns=2, outside=False)` 就是每份文档所说的规则：最多转两次弯，且路径不离开棋盘。把上限调低，两个 `E` 就连不上了：

# %%
for turns in range(4):
    print(turns, ll.find_path(six, *pairs["E"], ll.Rules(max_turns=turns)))

# %% slideshow={"slide_type": "skip"}
assert ll.find_path(six, *pairs["E"], ll.Rules(max_turns=0)) is None

# %% [markdown] linklab={"source_hash": "26b09c24e8f5", "translates": "991e2000"}
# 要检查一条自己画的路径，`ll.rules.path_problem` 会说出它错在哪里；若它符合规则，则返回 `None`。

# %%
ll.rules.path_problem(six, ((1, 1), (1, 4)))

# %% [markdown] linklab={"source_hash": "c250ffe0c398", "translates": "549a4d3e"} slideshow={"slide_type": "subslide"}
# ### 练习 2：这条路径合法吗？
#
# 看两个 `F`：有人提议*沿第 4 行向左走到第 3 列，再向下进入 F*，即拐角为 `(3, 5), (3, 2), (4, 2)` 的路径。这条路径符合规则吗？如果不符合，是哪个格子挡住了它？（回答一个格子 `(row, col)`；路径合法则回答 `None`。）

# %% tags=["exercise"]
prediction = ...  # 你的答案：挡路的格子 (行, 列)；路径合法时写 None

# %%
ll.exercises.check("01.2", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 7 分钟**，到“练习 3：绕外圈”为止
#
# **提问**：这条路径只转了一次弯，这就够了吗？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "0c25f13c796d", "translates": "f3f8fa6c"} slideshow={"slide_type": "slide"}
# ## 棋盘之内，还是绕外圈
#
# 文档 000 和 003 规定路径不能离开棋盘（文档 003 自己也承认实际游戏并非如此，“但事实上这是错的”，却仍然将错就错）。文档 004 则允许路径走出棋盘，沿棋盘四周一圈空格绕行：`ll.Rules(outside=True)`。这一圈外圈宽一格，用虚线画出，图中不给它的格子编号。在代码里，外圈的格子是第 `-1` 行和第 `rows` 行（棋盘上方和下方）、第 `-1` 列和第 `cols` 列。

# %%
around = ll.Rules(outside=True)
ll.find_path(six, *pairs["A"]), ll.find_path(six, *pairs["A"], around)

# %% slideshow={"slide_type": "skip"}
assert all(r == -1 for r, c in ll.find_path(six, *pairs["A"], around)[1:-1])  # 外圈的顶行

# %% [markdown] linklab={"source_hash": "9371687871d2", "translates": "96503e3d"} slideshow={"slide_type": "subslide"}
# ### 每一对：棋盘之内，和绕外圈

# %% jupyter={"source_hidden": true}
fig, axes = plt.subplots(1, 2, figsize=(9, 4.1), layout="constrained")
for ax, rules, title in zip(axes, (ll.Rules(), around), ("inside the board", "around the outside")):
    ll.draw.draw_board(ax, six, rules)
    for a, b in pairs.values():
        found = ll.find_path(six, a, b, rules)
        if found:
            for line in ll.draw.draw_path(ax, found, color=ll.draw.kind_color(six[a]), linewidth=4):
                line.set_zorder(1.5)  # 画在方块下面，和游戏画连线一样
    ax.set_title(ll.tr("{where}: every pair that links", where=title), loc="left")
ll.export.save_figure(fig, "inside-and-outside.png");

# %% [markdown] linklab={"source_hash": "80ffb0c19d22", "translates": "c0e675f3"}
# 外圈只会增加绕行的途径，不会去掉任何一条：在棋盘内能相连的，允许绕外圈时也一定能相连。

# %% slideshow={"slide_type": "skip"}
for a, b in pairs.values():
    assert ll.find_path(six, a, b) is None or ll.find_path(six, a, b, around) is not None

# %% [markdown] linklab={"source_hash": "6f20ecc6b525", "translates": "44084f96"} slideshow={"slide_type": "subslide"}
# ### 练习 3：绕外圈
#
# 按文档 004 的规则（允许绕外圈），两个 `C` 之间最短的路要转几次弯（不限次数）？只有不超过两次，它们才能相连。（回答一个整数。）

# %% tags=["exercise"]
prediction = ...  # 你的答案：一个整数，转弯的次数

# %%
ll.exercises.check("01.3", prediction)

# %% [markdown] linklab={"speaker_notes": "docs/zh/teaching.md"} slideshow={"slide_type": "notes"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 8 分钟**，到最后
#
# **提问**：可以绕外圈以后，是不是什么都能连？还有什么限制着路径？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "f9350022479b", "translates": "8d393715"} slideshow={"slide_type": "slide"}
# ## 动手试试：棋盘编辑器
#
# `ll.widgets.BoardEditor` 把棋盘显示成一排排按钮。
#
# - **绘制**（paint）：在调色板里选一种图案（空白色块表示清空格子），然后点击格子；
# - **端点**（endpoints）：点击两个方块，选好规则（*最多转弯*次数、*可绕外圈*），再按 **查找路径**。选用**广度优先**（`bfs`）或**深度优先**（`dfs`）时，下方会打开一个逐步回放搜索过程的播放器；它显示的内容正是第 2、3 节要讲的；
# - **撤销**撤回一次编辑；文本框可以用三种写法中的任意一种读入和保存棋盘；**导出**把图片写到本笔记本旁边的 `exports/` 文件夹。

# %% [markdown] linklab={"source_hash": "d5ae8617f725", "translates": "5109162a"} slideshow={"slide_type": "subslide"}
# ### 棋盘编辑器

# %%
editor = ll.widgets.BoardEditor(six, kinds=6)
editor

# %% [markdown] linklab={"source_hash": "ea5b6841bf61", "translates": "9a1d1b11"} slideshow={"slide_type": "subslide"}
# ### 用代码操作编辑器

# %% [markdown] linklab={"source_hash": "f818644775b7", "translates": "f9cffca8"}
# 编辑器也可以用代码来操作，本笔记本正是这样检查它的。选中两个 `A`，允许绕外圈，然后搜索（运行这个单元格时，上面的编辑器会随之变化）：

# %%
editor.mode.value = "endpoints"
editor.pick((0, 0))
editor.pick((0, 4))
editor.outside.value = True
editor.run()
editor.path

# %% slideshow={"slide_type": "skip"}
assert editor.path == ll.find_path(six, (0, 0), (0, 4), around)

# %% [markdown] linklab={"source_hash": "55ac522cea01", "translates": "7c988da8"}
# 可以在编辑器里试试：清掉 (1, 2) 处的 `B`，让两个 `A` 在棋盘内相连；把一个方块围起来；摆出一对恰好需要转三次弯的方块。

# %% [markdown] linklab={"source_hash": "5adde376d958", "translates": "b76173ec"} slideshow={"slide_type": "slide"}
# ## 小结
#
# - 棋盘是记录图案种类的网格，0 表示空格；格子在代码中写作 `(row, col)`，从 0 开始编号，在屏幕上和 HDU 1175 的输入中则从 1 开始编号。
# - 同种图案的两个方块，若有一条不超过三段直线、即**最多转两次弯**的路径穿过空格把它们连起来，它们就相连。`ll.find_path` 返回这条路径的拐角。
# - 规则用一个对象 `ll.Rules(max_turns, outside)` 表示；`ll.rules.path_problem` 检查一条路径。
# - 绕外圈时（文档 004），路径可以走棋盘四周的一圈空格；这只会增加可相连的方块对。
# - 下一节：程序*怎样*找到这条路径？第 2 节用广度优先搜索。

# %% [markdown] linklab={"source_hash": "f5227d584104", "translates": "8146c936"} slideshow={"slide_type": "slide"}
# ## 延伸阅读
#
# - HDU Online Judge，第 1175 题“连连看”：文档 003 所讲的评测题，包括它的输入格式和各项限制。
# - T. H. Cormen、C. E. Leiserson、R. L. Rivest、C. Stein，*Introduction to Algorithms*（《算法导论》），第 4 版，MIT Press，2022，第 20 章（图及其搜索），供第 2、3 节参考。
# - A. Patel，*Red Blob Games*，“Introduction to the A* algorithm”：一步一步画出的网格上的路径。

# %% [markdown] linklab={"source_hash": "cc65330f2747", "translates": "2d9efeb5"} slideshow={"slide_type": "slide"}
# ## 练习
#
# 新棋盘上的新题，每一道都由课程自己的搜索判对错：连续答对三题升一级，连续答错两题降一级。可以在列表里选本课程的任何一种技能，或者选你错得最多的；你的等级保存在笔记本旁边的 `linklab-practice.json` 里。

# %%
ll.practice("pairs")
