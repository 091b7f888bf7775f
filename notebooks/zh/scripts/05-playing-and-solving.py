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

# %% [markdown] slideshow={"slide_type": "slide"} linklab={"translates": "af8de8fd", "source_hash": "fce9d32bc15b"}
# # 5. 玩游戏与求解
#
# 到目前为止，每个问题都只涉及一对方块。一局游戏是一连串这样的问题：消去一对，棋盘就变了，之后的每一对都会受到影响。文档 004 生成一个 10x20 的棋盘让你玩；文档 000 的最后一步让程序像人一样玩：“程序模拟人点击可以消除的一对游戏牌进行消除”。
#
# **学完本节，你将能够**
#
# - 像文档 004 那样随机生成棋盘，也能生成一个专门构造成可以消完的棋盘；
# - 通过 `ll.game.Game` 玩游戏：消去、撤销、请求提示，也可以在游戏组件里用鼠标点击来玩；
# - 观察一个贪心玩家，看它怎样卡住；
# - 精确求解一个棋盘，并把贪心的玩法与精确的答案作比较。
#
# *课堂用时约 45 分钟（两道练习），如果大家玩得起劲，时间会更长。* 每道练习都以 `prediction = ...` 开头：把 `...` 换成你的答案，运行它以及它下面的检查单元格；参考答案只在你要求时才显示：按答错时的提示运行 `ll.exercises.reveal`。

# %%
# %matplotlib inline
from collections import Counter

import matplotlib.pyplot as plt

import linklab as ll

# %% [markdown] linklab={"source_hash": "b092df70e693", "translates": "7db63ee9"} slideshow={"slide_type": "slide"}
# ## 生成棋盘
#
# 文档 004 要求在 10x20 个格子上放十种图案，每种的个数都是偶数。它的 `Create` 用 `rand()` 预先确定每种图案的个数，但如果某次抽到的数是奇数或者太大，那种图案的个数就没有被赋值，而随后填充棋盘时又会读取它：这是未定义行为。`ll.documents.doc004_generate` 重做了这一过程：

# %%
deal = ll.documents.doc004_generate(2)
deal.counts, ll.tr(deal.undefined)

# %% [markdown] linklab={"source_hash": "775ba2dc321e", "translates": "bb0754da"}
# 文档 004 自己印出的那个棋盘就暴露了这个缺陷：有两种图案的个数是奇数，所以那个棋盘永远不可能消完。

# %%
printed = ll.parse_board(ll.documents.PRINTED_BOARD)
{ll.draw.kind_label(kind): count for kind, count in printed.counts().items() if count % 2}

# %% [markdown] linklab={"source_hash": "850e9324bfce", "translates": "5fd3e295"}
# `ll.generate.generate_board(rows, cols, kinds, seed)` 成对地放置方块，所以每种的个数都是偶数；加上 `solvable=True`，它会从空棋盘出发倒着构造，保证棋盘能够消完。

# %%
rules = ll.Rules(outside=True)  # document 004's rule: paths may go round the outside
dealt = ll.generate.generate_board(10, 20, 10, seed=2024, solvable=True, rules=rules)
fig, ax = plt.subplots(figsize=(9, 5.2), layout="constrained")
ll.draw.draw_board(ax, dealt, rules)
ax.set_title(ll.tr("10x20, ten kinds, every count even, built to be clearable"), loc="left")
ll.export.save_figure(fig, "dealt.png");

# %%
assert all(count % 2 == 0 for count in dealt.counts().values())

# %% [markdown] linklab={"source_hash": "ce15027b9e7d", "translates": "13201d66"} slideshow={"slide_type": "slide"}
# ## 玩游戏
#
# 换一个小一点的棋盘来玩：4x6，六种图案，摆满。`ll.game.Game` 把一局游戏当作一个值：每个操作都返回一局新的游戏，所以撤销就是回到先前的某一局，而被拒绝的一步什么也不会改变。

# %%
board = ll.parse_board("""
FFEBFA
CCFAED
DEDACB
CBABED
""")
game = ll.game.Game(board, rules)
fig, ax = plt.subplots(figsize=(5.5, 4.2), layout="constrained")
ll.draw.draw_board(ax, board, rules)
ll.export.save_figure(fig, "small-board.png");

# %% [markdown] linklab={"source_hash": "3de0ea8afdf5", "translates": "ecd8c90b"} slideshow={"slide_type": "subslide"}
# ### 练习 1：现在能消哪些？
#
# 在摆满的棋盘上，只有边上的方块（经棋盘外绕行）和相邻的方块才能相连。现在能消去多少对？（一个方块如果有两个可以配对的同伴，就算两对。）

# %% tags=["exercise"]
prediction = ...  # your answer: a whole number of pairs

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
assert after.undo().board == board

# %% [markdown] linklab={"source_hash": "765d24971ee9", "translates": "442dff10"} slideshow={"slide_type": "slide"}
# ## 自己来玩
#
# 先点一个方块，再点它的同伴：如果有路径把它们连起来，两者就会消去，并显示那条路径。**提示**（Hint）标出一对可以消去的方块；**撤销**（Undo）、**重做**（Redo）；陷入死局时用**洗牌**（Shuffle）；**自动走一步**（Auto-play step）和**自动走完**（Auto-play all）按贪心玩家（见下文）的走法替你走棋；**求解**（Solve）做精确搜索，**播放解法**（Play the solution）把解的各步依次走出；**新局**（New）再生成一个棋盘。

# %%
play = ll.game_widget.GameWidget(board, rules)
play

# %% [markdown] linklab={"source_hash": "4f1cf5d8d4e6", "translates": "5d8c5a39"}
# 游戏组件底下运行的是同一个 `Game`；用代码来驱动它，看到的也是同样的结果：

# %%
play.play((1, 0), (1, 1))
play.message.value, play.status.value

# %% [markdown] linklab={"source_hash": "084d66244ac9", "translates": "cb25bd3b"}
# 控件的消息和 `MoveError` 一样从 1 开始编号：一次被拒绝的点击，读起来和上面的错误信息一模一样。

# %%
play.play((0, 2), (1, 2))
assert refused == "(1, 3) and (2, 3) hold different kinds"
assert play.message.value == ll.i18n.translate(refused)  # in the edition's language
play.play((0, 0), (0, 1))
assert play.message.value.startswith(ll.i18n.translate("removed (1, 1) and (1, 2)"))

# %% [markdown] linklab={"source_hash": "a0f6a88b6e4a", "translates": "12e2f544"} slideshow={"slide_type": "slide"}
# ## 贪心玩家
#
# 文档 000 只说它的程序像人一样点击一对可以消除的方块，并没有说是哪一对。`ll.game.autoplay_moves(board, rules)` 做了一个简单的选择：逐行扫描棋盘，找到第一个有可相连同伴的方块，消去这一对，然后从头再来。在这个棋盘上，它会卡住。

# %%
greedy = game
for move in ll.game.autoplay_moves(board, rules):
    greedy = greedy.remove(move.a, move.b)
len(greedy.moves), len(greedy.board.tiles()), greedy.is_dead_end()

# %%
fig, axes = plt.subplots(2, 4, figsize=(13, 5.6), layout="constrained")
for ax, (before, move), number in zip(axes.flat, greedy.past, range(1, 8)):
    ll.draw.draw_board(ax, before, rules, ends=[move.a, move.b], ticks=False)
    ll.draw.draw_path(ax, move.path, linewidth=2.5)
    ax.set_title(ll.tr("move {n}", n=number), loc="left")
ll.draw.draw_board(axes.flat[-1], greedy.board, rules, ticks=False)
axes.flat[-1].set_title(ll.tr("stuck: {left} tiles left", left=10), loc="left")
ll.export.save_figure(fig, "greedy.png");

# %% [markdown] linklab={"source_hash": "95265ea22668", "translates": "828a36f2"}
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
prediction = ...  # your answer: True (no order of moves clears it) or False

# %%
ll.exercises.check("05.2", prediction)

# %%
exact = ll.solver.solve(board, rules, time_limit=5)

# %% [markdown] linklab={"source_hash": "c6857bafa79f", "translates": "c0df2c5c"} slideshow={"slide_type": "slide"}
# ## 精确求解
#
# `ll.solver.solve(board, rules)` 返回一个 `SolveResult`：`"solved"` 表示找到了能消完棋盘的走法，`"unsolvable"` 表示已完整证明无解，`"unknown"` 表示时间用完了。它的模块文档字符串解释了：为什么每次只在一个合法步上分支，也不会丢掉解。我们把它给出的各步走一遍来检验：

# %%
exact

# %%
cleared = game
for a, b in exact.moves:
    cleared = cleared.remove(a, b)
assert cleared.is_won()

# %% [markdown] linklab={"source_hash": "43764673b941", "translates": "dcb7e63d"}
# 贪心与精确解在哪里分道扬镳：右图中的数字是求解器消去各个方块的顺序。

# %%
fig, axes = plt.subplots(1, 2, figsize=(11, 4.4), layout="constrained")
ll.draw.draw_board(axes[0], greedy.board, rules)
axes[0].set_title(ll.tr("greedy: stuck after {moves} moves", moves=len(greedy.moves)), loc="left")
ll.draw.draw_board(axes[1], board, rules)
for number, (a, b) in enumerate(exact.moves, 1):
    for row, col in (a, b):
        axes[1].text(col + 0.38, row + 0.38, str(number), ha="right", va="bottom",
                     fontsize=10, fontweight="bold", color="#B2182B", zorder=9,
                     bbox={"boxstyle": "round,pad=0.15", "facecolor": "white", "edgecolor": "none"})
axes[1].set_title(ll.tr("exact: {moves} moves clear it, in this order", moves=len(exact.moves)),
                  loc="left")
ll.export.save_figure(fig, "greedy-and-exact.png");

# %% [markdown] linklab={"source_hash": "fc60a696743f", "translates": "e28dbcec"} slideshow={"slide_type": "slide"}
# ## 看求解器如何决策
#
# `ll.solver.solve` 是一个事件流的视图：`ll.solver.solve_events(board, rules)` 把精确求解器的回溯搜索（backtracking search）的每一步作为一个小事件逐个产出，`solve` 把这个流读到底。`ForcedMove` 是某个解首先会走的一步，不经选择直接走出。`MoveTried` 是一次选择：如果它之后的一切都失败了，而失败的原因需要用到它，`MoveForbidden` 就撤销它，并从此禁止这一对；如果失败的原因用不到它，`Backjumped` 就连尝试它时所在的状态也一并放弃，跳过那个状态下的其他选择。一个状态的失败有三种：`Hopeless`（有些方块无论按什么顺序都消不掉）、`NogoodRecalled`（早先学到的某个失败原因在这里同样成立）或 `DeadStateMet`（以前另一种顺序留下过完全相同的方块，而那次失败了）。每个失败的状态都会被记住（`DeadStateRemembered`）。事件流以 `Solved`、`ProvenUnsolvable` 或 `GaveUp` 结束。
#
# 在一个只允许直线相连（不许转弯）的小棋盘上，求解器不得不做选择，而它的许多选择都会失败：

# %%
small = ll.Board.from_rows([[1, 2, 1, 2], [0, 0, 1, 1], [2, 2, 1, 1]])
straight = ll.Rules(max_turns=0)
steps = list(ll.solver.solve_events(small, straight))
print(ll.tr("{n} events; the last: {event}", n=len(steps), event=steps[-1]))
print(Counter(type(event).__name__ for event in steps))

# %% [markdown] linklab={"source_hash": "330996e1de2f", "translates": "8567f762"}
# 求解器视图逐步播放这个事件流：当前的棋盘、决策栈（每尝试一步就开启新的一层，其后被迫走出的步缩进列在它下面，失败的尝试被撤销并列为禁止）以及各项计数。按播放，拖动滑块，或者点一下滑块再用 ← 和 → 单步前进或后退。导出（Export）保存当前所示这一步的图片。

# %%
view = ll.solver_widget.SolverView(small, straight)
view

# %% [markdown] linklab={"source_hash": "72d453d5cd26", "translates": "fe27d3af"}
# 这里是求解器遇到死状态的那一步：剩下的四个方块，以前已由另一种走法顺序留下过，而那次尝试失败了，所以这一次不再搜索，直接放弃。

# %%
met = next(i for i, event in enumerate(steps, 1)
           if isinstance(event, ll.solver_events.DeadStateMet))
view.slider.value = met
print("\n".join(view.stack_lines))
view.counts()

# %%
view.slider.value = view.slider.max
assert view.counts()["outcome"] == "unsolvable" == ll.solver.solve(small, straight).status
assert view.counts()["moves tried"] == sum(isinstance(e, ll.solver_events.MoveTried)
                                           for e in steps)

# %% [markdown] linklab={"source_hash": "9d0a5916da0a", "translates": "1b5da183"} slideshow={"slide_type": "slide"}
# ## 几个棋盘上的贪心与精确求解
#
# 八个随机的 8x10 棋盘，二十种图案（每种四个），生成时不加 `solvable` 保证，按文档 004 的规则：

# %%
rows = []
for seed in range(8):
    trial = ll.generate.generate_board(8, 10, 20, seed=seed)
    left = len(trial.tiles()) - 2 * len(list(ll.game.autoplay_moves(trial, rules)))
    result = ll.solver.solve(trial, rules, time_limit=5)
    rows.append((seed, left, result))
print(ll.i18n.table(["seed", "greedy: tiles left", "exact", "moves", "states searched", "seconds"],
                    [(seed, left, result.status, len(result.moves), result.nodes,
                      f"{result.seconds:.3f}") for seed, left, result in rows], ">><>>>"))

# %%
assert all(result.status == "solved" for seed, left, result in rows if left == 0)
assert any(left > 0 and result.status == "solved" for seed, left, result in rows)

# %% [markdown] linklab={"source_hash": "bf6d9ba8849b", "translates": "7362370b"}
# 贪心玩家消完了一个棋盘，就证明它有解；卡住了，则什么也证明不了。精确求解器在几毫秒内就能判定这些棋盘。
#
# ## 小结
#
# - 文档 004 的 `Create` 可能让某些个数未被赋值（未定义行为），也可能让它们是奇数（消不完）；`generate_board` 成对地放置方块，加上 `solvable=True` 则构造一个能够消完的棋盘。
# - `ll.game.Game` 把一局游戏当作一个值：`remove`、`undo`、`redo`、`hint`、`legal_pairs`；被拒绝的一步抛出 `MoveError`，什么也不改变。
# - 贪心玩家逐行扫描，消去它找到的第一对（文档 000 的最后一步像人一样玩，但没有规定顺序）；换一种顺序就能消完的棋盘，它也可能卡住。
# - `ll.solver.solve` 找出一种能消完棋盘的顺序，或者证明不存在这样的顺序；它读取的是 `ll.solver.solve_events`，即以事件流形式呈现的搜索，求解器视图就是单步播放这个流。
# - 下一节：同一个 BFS，换一个谜题——六数码。
