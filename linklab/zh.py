# ruff: noqa: E501  (a catalogue: Chinese text is wide, and a sentence reads best on one line)
"""The Chinese catalogue: every text the package shows, keyed by its English.

A key's ``{placeholders}`` are carried into the Chinese by name (see ``linklab.i18n``). The
exercises' hints and take-aways are here too, keyed by the text their notebook cell passes to
``ll.exercises.check``; ``tests/test_i18n.py`` fails, naming the text, when a notebook's check
has a hint or take-away this catalogue does not translate.
"""

from __future__ import annotations

ZH: dict[str, str] = {
    # --- what every exercise check says (linklab.exercises) ---------------------------------
    "… Not answered yet: in the exercise cell above, replace ... with your answer (its comment "
    "says what to write), then run that cell and this one.": (
        "… 尚未作答：在上面的练习单元格里把 ... 换成你的答案（注释说明了要写什么），再运行那个单元格和本单元格。"
    ),
    "✗ Not yet.": "✗ 还不对。",
    "✗ Not yet. Hint: {hint}": "✗ 还不对。提示：{hint}",
    "✗ Not yet: answer True or False (no quotes), not {answer}.": "✗ 还不对：请回答 True 或 False（不加引号），而不是 {answer}。",
    '✗ Not yet: answer with a word in quotes, like "this", not {answer}.': '✗ 还不对：请用加引号的词作答，例如 "this"，而不是 {answer}。',
    "✗ Not yet: that answer could not be compared ({detail}).": "✗ 还不对：这个答案无法比较（{detail}）。",
    "✓ Right. {why}": "✓ 答对了。{why}",
    # --- what a check of the learner's own function says (linklab.selfcheck) ---------------
    "… Not answered yet: write {name} in the exercise cell above, then run that cell and this one.": "… 尚未作答：在上面的练习单元格里写好 {name}，再运行那个单元格和本单元格。",
    "✓ Right: {passed} cases pass, {name} agrees with the rule ({rule}).": "✓ 答对了：{passed} 个用例全部通过，{name} 与规则（{rule}）一致。",
    "✗ Not yet: {problem}.": "✗ 还不对：{problem}。",
    "it raised {error}": "它抛出了异常 {error}",
    "it returned {value}, not True or False": "它返回了 {value}，而不是 True 或 False",
    "it says {said} where the rule says {truth}": "它的回答是 {said}，而规则的结论是 {truth}",
    "it finds no path where the rule has one": "规则认为有路径，它却没有找到",
    "it returned {value}, not a list of (row, col) cells": "它返回了 {value}，而不是由 (row, col) 格子组成的列表",
    "it returns a path where the rule has none": "规则认为没有路径，它却返回了一条",
    "{call} with board =": "{call}，其中 board =",
    "  it answered: {answer}": "  它的回答：{answer}",
    "  the rule ({rule}) says: {why}": "  规则（{rule}）的结论：{why}",
    "({passed} cases passed before; this is the smallest case failing the same way.)": "（此前通过了 {passed} 个用例；这是以同样方式出错的最小用例。）",
    "at most {turns} turns, on the board": "最多转 {turns} 次弯，不出棋盘",
    "at most {turns} turns, round the outside allowed": "最多转 {turns} 次弯，允许绕外圈",
    # --- the rule's verdict on two cells (linklab.verdict, linklab.rules) ----------------------
    "path {path}": "路径 {path}",
    "no path: {why}": "没有路径：{why}",
    "{corners}, {turns} turns": "{corners}，转 {turns} 次弯",
    "{corners}, 1 turn": "{corners}，转 1 次弯",
    "the fewest turns a path needs is {fewest} ({path}); the rule allows {allowed}": "路径最少要转 {fewest} 次弯（{path}）；规则只允许 {allowed} 次",
    "every path needs {turns} turns or more and leaves the board; the rule keeps paths on it": "每条路径都至少要转 {turns} 次弯，而且要走出棋盘；规则要求路径留在棋盘内",
    "every path leaves the board; the rule keeps paths on it": "每条路径都要走出棋盘；规则要求路径留在棋盘内",
    "{a} and {b} are walled off from each other": "{a} 和 {b} 之间被完全隔开",
    "a cell is off the board": "有一个格子在棋盘外",
    "the same cell twice": "两次给出同一个格子",
    "a cell is empty": "有一个格子是空的",
    "the kinds differ": "种类不同",
    "the kinds differ ({first} and {second})": "种类不同（{first} 和 {second}）",
    # --- players and views ------------------------------------------------------------------
    "Play": "播放",
    "Pause": "暂停",
    "Step": "步",
    "step {step} of {total}": "第 {step} 步，共 {total} 步",
    "Export": "导出",
    "speed": "速度",
    # --- notebook 01 ------------------------------------------------------------------------
    "Trace it on the picture with a finger: leave the B, go straight until you must turn, and "
    "count the corners. The path may not cross a tile.": (
        "用手指在图上描一遍：从 B 出发，一直直走到不得不转弯为止，数一数拐角。路径不能穿过任何方块。"
    ),
    "The corners are {best}: along the top row, down the empty fourth column (column 3 in code), "
    "then right into the B.": (
        "拐角是 {best}：先沿最上面一行走，再沿空着的第四列（代码里是第 3 列）向下，最后向右进入 B。"
    ),
    "Counting turns is not enough: look at every cell each straight segment passes through, "
    "between its two corners.": "只数转弯次数还不够：看看每一段直线在两个拐角之间经过的每一个格子。",
    "path_problem says: {problem}. The F's own path is {ll.find_path(six, *pairs['F'])}.": (
        "path_problem 的结论：{problem}。两个 F 自己的路径是 {ll.find_path(six, *pairs['F'])}。"
    ),
    "Try each way round the ring from both Cs, and count the turns of each; then check the "
    "straight ways across the board too.": (
        "从两个 C 出发，把绕外圈的每条路都试一遍，数一数各自的转弯次数；再看看穿过棋盘的直路。"
    ),
    "The shortest way round, {three}, turns three times; the rule allows two.": (
        "绕外圈最短的路 {three} 要转三次弯，而规则只允许两次。"
    ),
    # --- notebook 02 ------------------------------------------------------------------------
    "First in, first out: a state waits behind everything queued before it. What was queued "
    "before the first look, and in what order?": (
        "先进先出：一个状态要排在所有比它先入队的状态后面。第一次扩展之前，队列里已经有哪些状态，顺序如何？"
    ),
    "The three other first steps leave first, in the order they came (left, down, up); only then "
    "the first state the first look queued, (1, 3).": (
        "另外三个第一步按入队顺序（左、下、上）先出队；之后才轮到第一次扩展时入队的第一个状态 (1, 3)。"
    ),
    "One count per cell forgets the heading. Picture two arrivals at one cell with equal turns, "
    "one heading along the path to the target and one across it.": (
        "每个格子只记一个转弯数，就忘了方向。设想两次以相同转弯数到达同一个格子："
        "一次的方向顺着通往终点的路，另一次横穿过去。"
    ),
    "Of {tried} random 4x5 boards, the literal 'fewer' lost a path on {lost['fewer']}; the code's "
    "'as few' (>=) on {lost['as few']}. The first counterexample is drawn below.": (
        "在 {tried} 个随机 4x5 棋盘中，字面上的“更少”丢掉了 {lost['fewer']} 个棋盘上的路径；"
        "代码里的“不多于”（>=）丢掉了 {lost['as few']} 个。下面画出第一个反例。"
    ),
    "Which end of the queue does a step that costs no turn go to? Put the three in one at a "
    "time, in the order they are tried.": (
        "不转弯的一步放到队列的哪一端？按尝试的顺序，一个一个地把三个状态放进去。"
    ),
    "Each first step costs no turn, so each is pushed in at the front: the last one tried "
    "(left) leaves first.": "每个第一步都不转弯，所以都从队首插入：最后尝试的那个（向左）最先出队。",
    "The tiles right of the start block the straight way. Try going round, above or below, and "
    "count the changes of heading.": (
        "起点右边的方块挡住了直路。试着从上面或下面绕过去，数一数方向改变了几次。"
    ),
    "Up, right along the top row, down; or down, right, up.": (
        "向上，沿最上面一行向右，再向下；或者向下、向右、再向上。"
    ),
    # --- notebook 03 ------------------------------------------------------------------------
    "Try the four headings from (0, 1) in the package's order, and ask of each: on the board? "
    "empty? already on the path?": (
        "按本包的顺序从 (0, 1) 试四个方向，对每个方向问：在棋盘上吗？是空格吗？已经在路径上了吗？"
    ),
    "Up is off the board, so right comes next; it costs the first turn.": (
        "向上出了棋盘，所以接下来试向右；这用掉了第一次转弯。"
    ),
    "After that step the path has no turn left. Where can it still go, and is the target there?": (
        "走完这一步，路径已经没有转弯次数了。它还能往哪里走？终点在那里吗？"
    ),
    "{step_down}. Straight down from (1, 5) never meets the target (4, 4), one column to the "
    "left.": "{step_down}。从 (1, 5) 一直向下永远碰不到终点 (4, 4)，它在左边一列。",
    "Which heading does the DFS try first from (4, 9), and where does that lead before it ever "
    "tries the way to (5, 8)?": (
        "DFS 从 (4, 9) 出发先试哪个方向？在它尝试通往 (5, 8) 的路之前，那个方向把它带到了哪里？"
    ),
    "The BFS expands {bfs.expanded}, the DFS {dfs_q.expanded}. The DFS tries up first and "
    "wanders off before it tries the short way.": (
        "BFS 扩展了 {bfs.expanded} 个状态，DFS 扩展了 {dfs_q.expanded} 个。"
        "DFS 先试向上，走远了才回头试那条近路。"
    ),
    # --- notebook 04 ------------------------------------------------------------------------
    "Lines 20 to 27 queue the start's four neighbours. What do they test first?": (
        "第 20 到 27 行把起点的四个邻格放进队列。它们先检查了什么？"
    ),
    "Its first steps are queued untested, so one lands on a B, and from there the corner is one "
    "straight step away. The rule says no.": (
        "它的第一步不经检查就入队，于是有一步落在 B 上，从那里到拐角只差一段直线。规则说不能消除。"
    ),
    "After reaching the target the search tries every other path with at most two turns. On a "
    "one-row board, where is the ring, and what does line 120 read there?": (
        "到达终点后，搜索还会尝试其余所有不超过两次转弯的路径。在只有一行的棋盘上，"
        "外圈在哪里？第 120 行在那里读了什么？"
    ),
    "It reaches the target at once but goes on; a path steps onto the ring, and the next test "
    "reads visit[..] outside the array.": (
        "它立刻就到达了终点，却没有停下；一条路径走上外圈，下一次检查就读了数组之外的 visit[..]。"
    ),
    # --- notebook 05 ------------------------------------------------------------------------
    "Look for equal tiles side by side, and for equal tiles on one edge of the board: the ring "
    "round the board joins them. A tile may be in more than one pair.": (
        "找相邻的相同方块，以及在棋盘同一条边上的相同方块：棋盘外的一圈能把它们连起来。"
        "一个方块可以属于不止一对。"
    ),
    "The pairs: {pairs_now}.": "可以消除的对：{pairs_now}。",
    "The greedy player always takes the first pair it finds. Could an earlier choice have left "
    "the board in a better state?": (
        "贪心玩家总是消去它找到的第一对。如果早先换一种选择，棋盘会不会处于更好的状态？"
    ),
    "The solver clears it in {len(exact.moves)} moves. The greedy player's first choices spoiled "
    "later ones: stuck proves nothing.": (
        "精确求解器用 {len(exact.moves)} 步就消完了。贪心玩家前面的选择坏了后面的局面："
        "卡住并不能证明无解。"
    ),
    # --- notebook 06 ------------------------------------------------------------------------
    "Draw the 2x3 grid and move each digit of the left block along its arrow: A to B, B to E, E "
    "to D, D to A. Then read the cells A to F.": (
        "画出 2x3 的格子，把左边方块里的每个数字沿箭头移动：A 到 B，B 到 E，E 到 D，D 到 A。"
        "然后按 A 到 F 的顺序读出各格。"
    ),
    "{six.format_state(truth)}: 1 went from A to B, 2 from B to E, 5 from E to D, 4 from D to A.": (
        "{six.format_state(truth)}：1 从 A 到 B，2 从 B 到 E，5 从 E 到 D，4 从 D 到 A。"
    ),
    "The search stops only when its queue runs empty: it discovers every layout the moves can "
    "reach from the start. That is a fixed fraction of the 720; which one?": (
        "只有队列空了搜索才会停下：它会找到从起点出发、用这些操作能到达的每一种排列。"
        "这是 720 种里固定的一部分，是几分之几？"
    ),
    "Then {hopeless[-1]}: every layout it can reach, and no more. Why exactly that many: read "
    "on.": "然后是 {hopeless[-1]}：正好是它能到达的所有排列，一个不多。为什么恰好这么多？请往下读。",
    "Parity is the same in every layout of one component? Look at the count above. Then ask the "
    "search (six.can_reach) only after you have answered.": (
        "同一个连通分量里的排列奇偶性都相同吗？看看上面的计数。先作答，再去问搜索（six.can_reach）。"
    ),
    "It cannot, though it is even like the goal; and the odd layout one α away from the goal "
    "can. Each component holds 60 even and 60 odd layouts: parity decides nothing.": (
        "它不能到达，尽管它和目标一样是偶排列；而离目标只差一步 α 的那个奇排列却能到达。"
        "每个连通分量都有 60 个偶排列和 60 个奇排列：奇偶性什么也决定不了。"
    ),
    # --- notebook 07 ------------------------------------------------------------------------
    "Which heading does each try first from the top-left corner, and does the BFS look at "
    "anything with more turns before it has seen every state with fewer?": (
        "从左上角出发，两者各自先试哪个方向？BFS 在看完所有转弯更少的状态之前，"
        "会去看转弯更多的状态吗？"
    ),
    "On the open board the BFS expands {expanded['bfs']} states, the DFS {expanded['dfs']}. The "
    "DFS runs along the first row and down the last column and is there; the BFS first looks "
    "at every state with fewer turns.": (
        "在空旷的棋盘上，BFS 扩展了 {expanded['bfs']} 个状态，DFS 只扩展了 {expanded['dfs']} 个。"
        "DFS 沿第一行走到头、再沿最后一列向下就到了；BFS 则要先看完每一个转弯更少的状态。"
    ),
    "What does the BFS look at on a walled board, and how does the number of cells change when "
    "both the rows and the columns double?": (
        "在四周有墙的棋盘上 BFS 要看哪些东西？行数和列数都翻倍时，格子数怎么变？"
    ),
    "{bfs_states[-2]} states at side 100, {bfs_states[-1]} at side 200. The states grow with the "
    "cells, and doubling the side makes four times the cells.": (
        "边长 100 时 {bfs_states[-2]} 个状态，边长 200 时 {bfs_states[-1]} 个。"
        "状态数随格子数增长，边长翻倍，格子数变为四倍。"
    ),
}
