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

# %% [markdown] linklab={"source_hash": "d7718d189f28", "translates": "cd9d616c"} slideshow={"slide_type": "slide"}
# # 4. 几份文档并排对照
#
# *课堂用时约 45 分钟：10 分钟读程序，25 分钟用播放器并做两道练习，10 分钟看与规则不符之处的图集和评测格式。*
#
# 每份文档都先讲规则，再给出程序。程序做的是规则所说的事吗？它又是怎么做的？`ll.documents` 按每个程序*实际的行为*把它重做了一遍，与规则不符之处也原样保留，产生的事件流与 linklab 自己的搜索属于同一类；而且对每一个事件，它都知道对应的是印出来的程序中的哪一行。于是文档的搜索和修正后的搜索可以并排单步执行，正在执行的那一行高亮显示。
#
# **学完本节，你将能够**
#
# - 读懂每份文档的程序，在它搜索时逐行跟上；
# - 让两个搜索同步单步执行，说出它们在哪里、为什么分道扬镳；
# - 说明文档 004 的 `visit[p1][p2] || p1<0 …` 为什么是未定义行为；
# - 在小棋盘上看懂文档程序与其规则不一致的每一种情形；
# - 把文档的输入交给评测格式，并按它的程序的方式作答。
#
# | 文档 | 它陈述的规则 | 它的搜索 |
# | --- | --- | --- |
# | 000 | 至多转弯两次，只在棋盘内 | 广度优先搜索（BFS），先进先出的队列 |
# | 003 | 至多转弯两次，只在棋盘内（HDU 1175） | 深度优先搜索（DFS），带剪枝规则 |
# | 004 | 至多转弯两次，允许从棋盘外绕行 | DFS，不剪枝 |
# | 001 | 六数码问题（第 7 节） | 在布局上做 BFS，每个布局搜索一次 |

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
# %matplotlib inline
import subprocess
import sys

import matplotlib.pyplot as plt

import linklab as ll
from linklab.widgets import ComparePlayer

# %% [markdown] linklab={"source_hash": "4566647f9543", "translates": "5e970dec"} slideshow={"slide_type": "subslide"}
# ### 开始之前
#
# - 第 1 到 3 节：规则、数转弯次数的 BFS、DFS 及其剪枝规则；
# - 足以读懂一个短函数的 C 语言知识：数组、`if`、`||`、递归调用；
# - 四份文档都在 `ll.documents` 里；你不必事先读过它们。

# %% [markdown] linklab={"source_hash": "b0735674f84c", "translates": "01bd7ddf"} slideshow={"slide_type": "slide"}
# ## 文档中的原始代码
#
# `ll.documents.source(doc)` 就是文档中印出的程序原文，中文注释等一概不改。文档 003 的代码清单带有行号；这些行号保留了下来，所以它的程序从第 3 行开始。下面是文档 003 的 DFS 的核心，即第 13 到 29 行：一次调用在标记当前格之前所做的各项检查。

# %% jupyter={"source_hidden": true} tags=["hide-input"]
for number in range(13, 30):
    print(f"{number:>3} {ll.documents.source_line('003', number)}")

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/zh/teaching.md"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到“练习 1：文档 000 的程序输出什么？”为止
#
# **提问**：把文档 000 的第 20 到 27 行念出来：在 `q.push(t0)` 之前它检查了什么？

# %% [markdown] linklab={"source_hash": "3b934431b01e", "translates": "5e901671"} slideshow={"slide_type": "subslide"}
# ### 每个事件对应哪一行
#
# 重做的搜索产生的每一个事件，都对应那个程序中的一条语句。`ll.documents.event_lines(doc, events)` 给出是哪一条：在只有一行的棋盘 `1 0 1` 上，前三次调用都越出了棋盘（第 15 行），第四次调用标记中间那一格（第 29 行），再下一次调用到达目标（第 17 行）。

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

# %% [markdown] linklab={"source_hash": "4f1a98f0fe2b", "translates": "94592bf8"} slideshow={"slide_type": "slide"}
# ## 文档 000 的 BFS 与修正后的 BFS
#
# 下面两个 `1`（字母形式中是 `A`）被 `2`（`B`）围住了：没有路径能到达角上的那个。文档 000 的程序先把起点的四个邻格放进队列（程序第 20 到 27 行），然后才开始检查。

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

# %% [markdown] linklab={"source_hash": "c0fd488e5576", "translates": "bfad6aa8"} slideshow={"slide_type": "subslide"}
# ### 练习 1：文档 000 的程序输出什么？
#
# 给定这个棋盘，起点 (2, 2)，终点 (1, 1)（程序读入的是 `(1, 1)` 和 `(0, 0)`），文档 000 的程序输出 `"TRUE"` 还是 `"FALSE"`？读一读上面的第 20 到 27 行：在 `q.push(t0)` 之前，它们检查了什么？

# %% tags=["exercise"]
prediction = ...  # 你的答案："TRUE" 或 "FALSE"

# %%
ll.exercises.check("04.1", prediction)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/zh/teaching.md"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到“文档 003 的 DFS 与文档 004 的 DFS”为止
#
# **提问**：这道题问的是规则，还是程序？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "d3e22af7ff8e", "translates": "5ca5cb5c"} slideshow={"slide_type": "subslide"}
# ### 两个搜索，逐步对照

# %% [markdown] linklab={"source_hash": "60ab8f72a96f", "translates": "f312e33e"}
# 现在让两个搜索一起单步执行。一个滑块同时驱动两个窗格；文档 000 的窗格旁边是它的程序，当前事件所对应的那一行高亮显示。点一下滑块的手柄，再用 ← 和 → 单步前进或后退；修正后的 BFS 先结束，之后停在它的最后一帧。导出（Export）可以保存整个视图（PNG、SVG、PDF），或整个运行过程（GIF）。

# %%
player = ComparePlayer(walled, (1, 1), (0, 0), ["000", "bfs"], step=4)
player

# %% jupyter={"source_hidden": true} slideshow={"slide_type": "skip"} tags=["hide-input"]
first_dequeue = ll.documents.event_lines("000", player.panes[0].trace.events)[4]
assert "q.front()" in ll.documents.source_line("000", first_dequeue[0])
assert [pane.verdict for pane in player.panes] == ["yes: a path with 1 turn", "no path"]

# %% [markdown] linklab={"source_hash": "d91a8df9b664", "translates": "13f5a31d"} slideshow={"slide_type": "slide"}
# ## 文档 003 的 DFS 与文档 004 的 DFS
#
# 两者都是深度优先搜索，进入一格时做标记，退出时撤销标记，也就是回溯（backtracking）。文档 003 先检查边界，并且剪枝：已经转弯两次时，目标必须就在正前方（第 24 行）。文档 004 不剪枝，到达目标以后还继续搜，而且可以从棋盘外绕行，经过棋盘四周的一圈空格（外圈）。三个窗格分别是：文档 003、照原样的文档 004，以及先检查边界的文档 004。

# %%
board = ll.parse_board("""
1 0 0 2
0 2 0 0
0 0 0 1
""")
dfs_player = ComparePlayer(board, (0, 0), (2, 3), ["003", "004", "004 bounds first"], step=8)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/zh/teaching.md"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 10 分钟**，到“练习 2：只有一行的文档 004”为止
#
# **提问**：文档 004 到达目标以后做了什么？

# %% [markdown] linklab={"source_hash": "c98730a8e48e", "translates": "f5bda474"} slideshow={"slide_type": "subslide"}
# ### 三个 DFS，一步一步看

# %%
dfs_player

# %% [markdown] linklab={"source_hash": "bf07f9a2b9e6", "translates": "019ea823"} slideshow={"slide_type": "subslide"}
# ### 文档 004 停在哪里

# %%
as_written = dfs_player.panes[1]
print(ll.tr(as_written.verdict))
print(ll.tr("the line it stops at:"), as_written.undefined_lines,
      ll.documents.source_line("004", as_written.undefined_lines[0]).strip())

# %% [markdown] linklab={"source_hash": "54a61afecb88", "translates": "1e3bfb50"} slideshow={"slide_type": "subslide"}
# ### 为什么 `visit[p1][p2] || p1<0 || …` 是未定义行为
#
# 文档 004 的第 120 行是 `if (visit[p1][p2] || p1<0 || p1>WIDTH + 1 || p2<0 || p2>LONG + 1)`。`||` 从左到右求值，遇到第一个为真的操作数就停下，所以 `visit[p1][p2]` 在任何边界检查**之前**就被读取。数组是 `int visit[WIDTH + 2][LONG + 2]`，即棋盘加上外圈；从外圈再往外迈一步（`p1` 是 -1 或 `WIDTH + 2`，或者 `p2` 是 -1 或 `LONG + 2`），读取就越出了数组。
#
# - 越界读取是*未定义行为*：从这里开始，程序不再有任何意义，编译器还可以把读取之后的边界检查删掉。
# - 先查边界，`if (p1<0 || p1>WIDTH + 1 || p2<0 || p2>LONG + 1 || visit[p1][p2])`，才是正确的：这就是第三个窗格（`bounds_first=True`），它是对作者本意的推测，而不是文档原文。
# - 文档 004 的搜索只要以不超过两次转弯到达外圈，就会做这次错误的读取：几乎每一次从棋盘外绕行的搜索都是未定义的。

# %% slideshow={"slide_type": "skip"}
assert as_written.undefined.startswith("reads visit[")
assert as_written.undefined_lines == (120,)
assert dfs_player.panes[2].verdict.startswith("yes")
assert len(dfs_player.panes[2]) > 10 * len(dfs_player.panes[0])

# %% [markdown] linklab={"source_hash": "9628e055c895", "translates": "50c828a4"} slideshow={"slide_type": "subslide"}
# ### 练习 2：只有一行的文档 004
#
# 只有一行 `1 0 1`，查询 `1 1 1 3`（从 1 开始计数）：两个 `1` 中间隔着一个空格。按规则，答案显然是能消除。`linklab judge hdu1175 --as 004` 会输出什么：`"YES"`、`"NO"` 还是 `"UNDEFINED"`？（文档 004 的搜索到达目标后并不停下。它接下来尝试的路径会走到哪里？）

# %% tags=["exercise"]
prediction = ...  # 你的答案："YES"、"NO" 或 "UNDEFINED"

# %%
ll.exercises.check("04.2", prediction)

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/zh/teaching.md"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 8 分钟**，到“评测格式”为止
#
# **提问**：哪一行读到了数组之外？它在哪个检查之前？
#
# **常见错误答案**：见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；写在这里，读笔记本的学生就能推出答案。

# %% [markdown] linklab={"source_hash": "16ead69958bf", "translates": "a8bc44d2"} slideshow={"slide_type": "slide"}
# ## 与规则不符之处：画在看得懂的棋盘上
#
# 文档程序与其规则不符之处，由 `ll.documents.quirks` 找出。`ll.documents.quirks.find_quirks` 把每一处不一致缩小到它能找到的最小棋盘，而最小的棋盘往往难以看懂（只有一个空格；终点在棋盘外；1x1 的棋盘）。`ll.documents.quirk_gallery.readable_quirks` 则在满足易读约束的随机棋盘中搜索：两个格子都在棋盘上，棋盘至少 3x3，最多六个方块，程序报告的路径在棋盘之内；对每一处与规则不符之处保留最小的棋盘。红线是文档程序报告的路径；虚线围成的一圈是棋盘外侧，文档 004 的搜索可以走到那里。

# %% [markdown] linklab={"source_hash": "69454fbeae04", "translates": "d733affc"} slideshow={"slide_type": "subslide"}
# ### 图集

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

# %% [markdown] linklab={"source_hash": "471eebc42166", "translates": "ab3f1380"} slideshow={"slide_type": "subslide"}
# ### 易读的棋盘展示不了的两处
#
# 文档 000 有两处与规则不符之处需要终点在棋盘之外，所以没有哪个易读的棋盘能展示它们：一是终点在数组之外（读取它的种类是未定义行为），二是终点越过棋盘的下边缘或右边缘（清零的数组读起来就是空格）。下面用文字给出机器找到的最小情形：

# %%
smallest = ll.documents.quirks.find_quirks("000", seed=1, trials=200)
print(ll.documents.quirks.quirk_report(q for q in smallest if q.name not in gallery["000"]))

# %% slideshow={"slide_type": "skip"}
assert {q.name for q in smallest} - set(gallery["000"]) == {"reads_outside_array",
                                                            "reads_past_edge"}
assert ll.documents.quirks.find_quirks("003", seed=1, trials=200) == []

# %% [markdown] linklab={"source_hash": "70f2f4b7fadc", "translates": "9849aee8"} slideshow={"slide_type": "subslide"}
# ### 这些棋盘告诉我们什么
#
# - **文档 000** 在作者心目中的那类棋盘上答得对：两个同种类的方块，起点不在第一行和第一列，起点旁边没有方块，路上也没有第三个同类方块挡着。超出这些情况，它什么都不检查。
# - **文档 003** 在试过的每一个情形上都与它的规则一致；它付出的代价是搜索的开销。
# - **文档 004** 一旦搜索到达外圈，就越界读取 `visit[..]`；而且同一个方块点两次，会被单独消去。

# %% [markdown] linklab={"source_hash": "3a584541f06d", "translates": "d64079dc"} slideshow={"slide_type": "slide"}
# ## 评测格式
#
# 命令 `linklab judge FORMAT` 从标准输入读入某份文档规定的输入，并按那份文档的输出格式作答。这里把它作为单独的进程运行，就像评测系统那样：
#
# - `pair` 是文档 000 的格式：`rows cols`，所有格子写成一个列表，两个格子从 0 开始计数；输出 `TRUE`/`FALSE`；
# - `hdu1175` 是文档 003 的格式：若干个棋盘，直到 `0 0` 为止，查询从 1 开始计数；每个查询输出 `YES`/`NO`；
# - `sixdigits` 是文档 001 的格式：每行一个布局；输出 `Yes`/`No`。

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

# %% [markdown] slideshow={"slide_type": "notes"} linklab={"speaker_notes": "docs/zh/teaching.md"}
# <!-- 由 docs/zh/teaching.md 生成：请在那里修改备注，然后运行 python -m linklab.course.teaching_notes write -->
#
# **讲者备注 · 7 分钟**，到最后
#
# **提问**：`--as 000` 给出的是哪份文档的答案？评测为什么要在意这个？

# %% [markdown] linklab={"source_hash": "87efc9536f19", "translates": "67a8f135"} slideshow={"slide_type": "subslide"}
# ### 按文档的方式作答
#
# 这些正是文档自己给出的样例答案：`TRUE`；`YES NO NO NO NO YES`；`No Yes`。`--as DOC` 按那份文档的程序会给出的答案作答，与规则不符之处一并照搬，在其行为未定义的地方输出 `UNDEFINED`。在练习 1 那个被围住的棋盘上运行 `--as 000`：

# %%
walled_input = "3 3\n1 2 0 2 1 0 0 0 0\n1 1\n0 0\n"
for extra in ([], ["--as", "000"]):
    run = subprocess.run([sys.executable, "-m", "linklab", "judge", "pair", *extra],
                         input=walled_input, capture_output=True, text=True)
    print(ll.tr("judge {form}: {answers}", form=" ".join(["pair", *extra]),
                answers=run.stdout.strip()))

# %% [markdown] linklab={"source_hash": "83802c0179c9", "translates": "e47f6a26"} slideshow={"slide_type": "slide"}
# ## 小结
#
# - `ll.documents.source(doc)` 是每个程序的印刷原文；`event_lines` 把重做的搜索的每个事件对应到它所代表的语句。
# - `ComparePlayer` 在同一个查询上让两到四种方法同步单步执行，每种方法都带着自己的队列或栈、计数器和结论，文档程序还带着当前行。
# - 文档 004 的 `visit[p1][p2] || p1<0 …` 先读后查：到了外圈就是未定义行为；先检查边界才是正确的。
# - `ll.documents.quirk_gallery.readable_quirks` 为每一处与规则不符之处找一个易读的棋盘。
# - `linklab judge FORMAT` 按文档的格式回答它的输入；`--as DOC` 按那份文档的程序会给出的答案作答，与规则不符之处一并照搬。
# - 下一节：玩这个游戏。

# %% [markdown] linklab={"source_hash": "7a15ec65957a", "translates": "17188256"} slideshow={"slide_type": "slide"}
# ## 延伸阅读
#
# - B. W. Kernighan、D. M. Ritchie，*The C Programming Language*（《C 程序设计语言》），第 2 版，Prentice Hall，1988，第 2.6 节（`||` 从左到右求值，遇到第一个为真的操作数就停止）。
# - ISO/IEC 9899，C 语言标准：越界读取数组是未定义行为。
# - T. H. Cormen、C. E. Leiserson、R. L. Rivest、C. Stein，*Introduction to Algorithms*（《算法导论》），第 4 版，MIT Press，2022，第 20 章（广度优先搜索与深度优先搜索）。

# %% [markdown] linklab={"source_hash": "cc65330f2747", "translates": "5ea13fc9"} slideshow={"slide_type": "slide"}
# ## 练习
#
# 新棋盘上的新题，每一道都由课程自己的搜索判对错：连续答对三题升一级，连续答错两题降一级。可以在列表里选本课程的任何一种技能，或者选你错得最多的；你的等级保存在笔记本旁边的 `linklab-practice.json` 里。

# %%
ll.practice("document")
