# ruff: noqa: E501  (a catalogue: Chinese text is wide, and a sentence reads best on one line)
"""The Chinese catalogue: every text the package shows, keyed by its English.

A key's ``{placeholders}`` are carried into the Chinese by name (see ``linklab.i18n``). The
exercises' hints and take-aways are here too, keyed by the text their notebook cell passes to
``ll.exercises.check``; ``tests/test_i18n.py`` fails, naming the text, when a notebook's check
has a hint or take-away this catalogue does not translate.
"""

from __future__ import annotations

ZH: dict[str, str] = {
    # --- what every exercise check says (linklab.course.exercises) ---------------------------------
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
    # --- what a check of the learner's own function says (linklab.course.selfcheck) ---------------
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
    "(1 case passed before; this is the smallest case failing the same way.)": "（此前通过了 1 个用例；这是以同样方式出错的最小用例。）",
    "at most {turns} turns, on the board": "最多转 {turns} 次弯，不出棋盘",
    "at most {turns} turns, round the outside allowed": "最多转 {turns} 次弯，允许绕外圈",
    # --- the exercise bank and its checks (linklab.course.exercise_bank, linklab.course.exercises, linklab.course.selfcheck) ---
    "✗ Not yet: {says}": "✗ 还不对：{says}",
    "✗ Not yet: the right ones, in the wrong order. Hint: {hint}": "✗ 还不对：都是对的，但顺序不对。提示：{hint}",
    "✗ Not yet: all but one of them are right. Hint: {hint}": "✗ 还不对：只有一个不对，其余都对。提示：{hint}",
    "✗ Not yet: close, one off. Hint: {hint}": "✗ 还不对：很接近，差一。提示：{hint}",
    "✗ Not yet: close, a neighbour of the cell. Hint: {hint}": "✗ 还不对：很接近，是那个格子的邻格。提示：{hint}",
    "✗ Not yet: answer one of {choices}, not {answer}.": "✗ 还不对：请从 {choices} 中选一个作答，而不是 {answer}。",
    '(Stuck? ll.exercises.reveal("{key}") shows the worked answer.)': '（卡住了？运行 ll.exercises.reveal("{key}") 可以看参考答案。）',
    "no exercise {key!r}: the exercises are {keys}": "没有练习 {key!r}：练习的编号是 {keys}",
    "✗ Not yet: answer {form}, not {answer}.": "✗ 还不对：请回答{form}，而不是 {answer}。",
    "a number, like {example}": "一个数，例如 {example}",
    "a cell (row, col), like {example}": "一个格子 (row, col)，例如 {example}",
    "a list of cells (row, col), like {example}": "由格子 (row, col) 组成的列表，例如 {example}",
    "six digits, cells A to F, like {example}": "六个数字，依次是格子 A 到 F，例如 {example}",
    "{form}, or None": "{form}，或者 None",
    "✗ Not yet: close, but counted from 1, as the pictures number rows and columns; the code counts them from 0. Hint: {hint}": "✗ 还不对：很接近，但这是像图片那样从 1 开始数的行列；代码里的行列从 0 开始数。提示：{hint}",
    "✗ Not yet: {passed} cases pass, but {name} looks at a cell of the board {ratio} times as often as a pruned search ({theirs} looks, against {pruned}): after the last turn allowed, does it give up when the target is not straight ahead?": "✗ 还不对：{passed} 个用例全部通过，但 {name} 查看棋盘格子的次数是剪枝搜索的 {ratio} 倍（{theirs} 次，剪枝搜索 {pruned} 次）：用完允许的最后一次转弯之后，如果目标不在正前方，它会放弃吗？",
    "… Stopped early, no verdict: {passed} of {total} cases pass, but {name} is slow: about {each} ms a call, where the course's own search takes {reference} ms. Try: {advice}": "… 提前停止，尚无结论：{total} 个用例中通过了 {passed} 个，但 {name} 太慢：每次调用大约 {each} 毫秒，而课程自己的搜索只要 {reference} 毫秒。试试：{advice}",
    "remember, for each cell and heading, the fewest turns it was reached with, and queue it again only with fewer; then run this check again.": "为每个格子和朝向记下到达时最少的转弯次数，只有转弯更少时才再次入队；然后重新运行这个检查。",
    "prune: after the last turn allowed, go on only when the target is straight ahead; then run this check again.": "剪枝：用完允许的最后一次转弯之后，只有目标在正前方时才继续；然后重新运行这个检查。",
    "mark a layout seen when it is queued, so that none is queued twice; then run this check again.": "布局入队时就标记为已见过，这样没有布局会入队两次；然后重新运行这个检查。",
    "  asked alone, {name} answers it right: it keeps something between calls (a default argument holding a dict, a set or a list, or a global one), and what an earlier call left there changed this answer.": "  单独问这一个时，{name} 答对了：它在两次调用之间保留了东西（一个存着字典、集合或列表的默认参数，或者一个全局变量），先前的调用留在那里的内容改变了这次的回答。",
    "after {call} was asked with board =": "在先问过 {call} 之后，其中 board =",
    "after the {passed} cases before it were asked,": "在先问过它前面的 {passed} 个用例之后，",
    "({passed} cases passed before.)": "（此前通过了 {passed} 个用例。）",
    "(1 case passed before.)": "（此前通过了 1 个用例。）",
    "(The call counts rows and columns from 0, as code does; the rule's words count them from 1, as the pictures do.)": "（调用里的行号和列号像代码一样从 0 开始数；规则的说明像图片一样从 1 开始数。）",
    "its path runs from b to a; it must start at a and end at b": "它的路径是从 b 到 a；路径必须从 a 出发、到 b 结束",
    "it gave no answer within {seconds} s (does its loop end?)": "它在 {seconds} 秒内没有给出答案（它的循环会结束吗？）",
    "after {call} was asked,": "在先问过 {call} 之后，",
    "  asked alone, {name} answers it right.": "  单独问这一个时，{name} 答对了。",
    "({name} printed {lines} lines while checked; not shown.)": "（检查期间 {name} 打印了 {lines} 行；未显示。）",
    "its path does not run from a to b": "它的路径不是从 a 到 b",
    "its path breaks the rule": "它的路径违反了规则",
    "its path turns more often than it must": "它的路径转弯次数比必要的多",
    "One turn would put the corner at (0, 4) or at (3, 1): look at what stands in each of those ways.": "只转一次弯，拐角就得在 (0, 4) 或 (3, 1)：看看这两条路上各有什么挡着。",
    "A path with three turns exists, but one with fewer does too: look for a column that is empty all the way down.": "转三次弯的路径确实有，但还有转得更少的：找一找从上到下整列都空着的那一列。",
    "They do link: look for a way out along the top row.": "它们是能相连的：沿第一行找一条出路。",
    "It turns once, which the rule allows; but look at every cell the first segment crosses.": "它只转一次弯，规则允许；但要看看第一段经过的每一个格子。",
    "(3, 2) is a corner, and it is empty. Look between the corners.": "(3, 2) 是拐角，而且是空的。看看两个拐角之间。",
    "(4, 2) is the F at the end of the path, not in its way.": "(4, 2) 是路径终点的 F，并不挡路。",
    "(3, 5) is where the path starts.": "(3, 5) 是路径的起点。",
    "(3, 3) is empty. Look at the other cells of row 3 between the corners.": "(3, 3) 是空的。看看第 3 行在两个拐角之间的其他格子。",
    "With two turns every way is blocked: look at column 0 above (4, 0), column 5 below (0, 5) and row 0 left of (0, 5).": "转两次弯的每条路都被挡住了：看看 (4, 0) 上方的第 0 列、(0, 5) 下方的第 5 列，以及 (0, 5) 左边的第 0 行。",
    "One turn needs a corner on the board that both Cs see straight: there is none.": "只转一次弯，需要一个两个 C 都能直线看到的拐角：没有这样的格子。",
    "There is a way round the outside; count its turns.": "绕外圈有一条路；数一数它转几次弯。",
    "Those come first in a stack (last in, first out); this is a queue.": "在栈里（后进先出）才是这几个先出来；这里是队列。",
    "Those are what the first look queued; they stand behind what was queued before them.": "这些是第一次查看时入队的；它们排在更早入队的状态后面。",
    "Right cells, but the first steps leave in the order they were queued: right, left, down, up.": "格子都对，但最初的几步按入队的顺序出队：右、左、下、上。",
    "That holds for the code's '>=' rule. With 'fewer', think of two arrivals with the same turns but different headings: the second is turned away.": "对代码里的“>=”规则来说是这样。按“更少”来做，想想转弯次数相同、朝向不同的两次到达：第二次会被拒绝。",
    "That is the order they were tried in; a step that costs no turn goes in at the front, ahead of the others.": "这是它们被尝试的顺序；不花转弯的一步放在队首，排在其他状态前面。",
    "(1, 2) holds a tile: that step is refused.": "(1, 2) 上有方块：这一步会被拒绝。",
    "The straight way right is blocked by the 2 and the 3.": "向右的直路被 2 和 3 挡住了。",
    "One turn would need a corner both cells see straight; the tiles beside the start stand in the way.": "只转一次弯，需要一个两个格子都能直线看到的拐角；起点旁边的方块挡住了路。",
    "A way round with fewer changes of heading exists: above or below.": "有一条改变朝向更少的绕行路线：从上面或下面绕。",
    "Up from row 0 is off the board: that step is refused.": "从第 0 行向上就出了棋盘：这一步会被拒绝。",
    "(1, 1) is the start, already on the path.": "(1, 1) 是起点，已经在路径上了。",
    "That is document 003's order (left before right); the package's DFS tries right first.": "这是文档 003 的顺序（先左后右）；linklab 的 DFS 先试向右。",
    "After that step the path has no turn left: would going on ever reach the target?": "走完这一步，路径就没有转弯次数了：继续走下去能到达目标吗？",
    "The step down is the second turn, which the rule allows; it is what comes after it that matters.": "向下这一步是第二次转弯，规则允许；关键在于它之后会怎样。",
    "(1, 5) is on the board.": "(1, 5) 在棋盘上。",
    "(1, 5) is empty.": "(1, 5) 是空的。",
    "The two are one turn apart, but the DFS tries up first: follow where that leads before it comes back.": "两者之间只需转一次弯，但 DFS 先试向上：跟着它走，看它回来之前去了哪里。",
    "That is the rule's answer; the question is what the program prints. What do lines 20 to 27 test before q.push(t0)?": "这是规则的答案；问题问的是程序输出什么。第 20 到 27 行在 q.push(t0) 之前检查了什么？",
    "It does reach the target, but it does not stop there: what does it read next?": "它确实到达了目标，但没有就此停下：它接着读了什么？",
    "The target is reached on the first straight run; the question is what comes after.": "第一段直线就到达了目标；问题在于之后发生了什么。",
    "Those are the pairs side by side; equal tiles on one edge join through the ring round the board too.": "这些是并排的对子；同一条边上相同的方块也能通过棋盘外的一圈相连。",
    "A tile may be in more than one pair: count the top row's Fs again.": "一个方块可以属于不止一对：再数一数第一行的 F。",
    "Stuck says only that this order of moves failed; the greedy player never tries another.": "卡住只说明这一种走法顺序失败了；贪心玩家从不尝试别的顺序。",
    "That turns the block the other way round (α undone): A's digit goes to B, not B's to A.": "这是把区块往反方向转（撤销 α）：是 A 的数字去 B，而不是 B 的数字去 A。",
    "That is β, which turns the right block; α turns the left one.": "这是 β，它转的是右边的区块；α 转的是左边的。",
    "Not every layout: only those the moves can reach from this start.": "不是所有布局：只有从这个起点出发、这些移动能到达的那些。",
    "Half is what parity would say; the moves reach fewer than that.": "一半是奇偶性给出的说法；这些移动能到达的比这更少。",
    "60 is the even half of what it reaches.": "60 是它能到达的布局中偶布局的那一半。",
    "Two swaps make it even, but α and β are not swaps: does any word of them reach the goal?": "两次对换使它成为偶布局，但 α 和 β 不是对换：有没有由它们组成的字能到达目标？",
    "One move of α or β from the goal gives 4 1 3 5 2 6 or 1 5 2 4 6 3, not this.": "从目标走一步 α 或 β，得到的是 4 1 3 5 2 6 或 1 5 2 4 6 3，不是这个。",
    "That is about what the BFS expands; which way does the DFS go first, and where does that take it?": "这大约是 BFS 扩展的数目；DFS 先往哪个方向走，那条路又把它带到哪里？",
    "That counts only the first straight run; the DFS does not stop at its end.": "这只数了第一段直线；DFS 并没有在那一段的尽头停下。",
    "Both the rows and the columns double, not one of them.": "行数和列数都翻倍，而不只是其中之一。",
    "Eight times would mean the work grows faster than the board does: does it?": "八倍意味着工作量比棋盘长得还快：是这样吗？",
    # worked answers, shown by ll.exercises.reveal
    # notebooks 02 and 03, their first exercises (the plain searches)
    "**Worked answer.** A cell is three steps from the centre when its row and column differ\nfrom the centre's by three in all: (3, 0), (2, 1), (1, 2), (0, 3) and the same in each of the\nfour quarters. Each side of the diamond has three cells that no other side shares, so the ring\nholds 4 x 3 cells; on a 7 x 7 grid all of them are on the board.\n\n```python\nprediction = 12\n```": "**参考答案。** 一个格子离中心三步，就是它的行号和列号与中心相差之和为三：(3, 0)、(2, 1)、(1, 2)、(0, 3)（相对中心的偏移），四个象限各有这样一组。菱形每条边上有三个格子不与别的边共用，所以这一圈共有 4 x 3 个格子；在 7 x 7 的棋盘上，它们都在棋盘内。\n\n```python\nprediction = 12\n```",
    "**Worked answer.** From (2, 0): up to (1, 0) and (0, 0); right to (0, 1) and (0, 2); the\n2 at (0, 3) blocks, so down to (1, 2); right to (1, 3) and (1, 4). From (1, 4) up comes first:\n(0, 4) is pushed. From (0, 4) up is off the board, right is off the board, down is (1, 4)\n(seen) and left is the 2. Nothing is left: (0, 4) is the first cell popped. Then from (1, 4)\nthe search goes down into the target.\n\n```python\nprediction = (0, 4)\n```": "**参考答案。** 从 (2, 0) 出发：向上到 (1, 0) 和 (0, 0)；向右到 (0, 1) 和 (0, 2)；(0, 3) 的 2 挡住了路，于是向下到 (1, 2)；向右到 (1, 3) 和 (1, 4)。从 (1, 4) 先试向上：压入 (0, 4)。从 (0, 4) 出发，向上出了棋盘，向右出了棋盘，向下是 (1, 4)（见过了），向左是 2。无路可走：(0, 4) 是第一个被弹出的格子。然后搜索从 (1, 4) 向下进入目标。\n\n```python\nprediction = (0, 4)\n```",
    "**Worked answer.** In code the Bs are at (0, 1) and (3, 4). Straight down from the first B\nis the D; a path with one turn would need its corner at (0, 4) (the A) or (3, 1) (past the\nD): no. With two turns: right along the top row to (0, 3), down the empty column 3 to\n(3, 3), then one step right into the B. Two corners, so two turns\n(`ll.find_path(six, (0, 1), (3, 4))` gives those corners).\n\n```python\nprediction = 2\n```": "**参考答案。** 在代码里两个 B 位于 (0, 1) 和 (3, 4)。从第一个 B 径直向下会碰到 D；只转一次弯的路径，拐角只能在 (0, 4)（那里是 A）或 (3, 1)（要越过 D），都不行。转两次弯：沿第一行向右到 (0, 3)，沿空着的第 3 列向下到 (3, 3)，再向右一步进入 B。两个拐角，所以转两次弯（`ll.find_path(six, (0, 1), (3, 4))` 给出的正是这些拐角）。\n\n```python\nprediction = 2\n```",
    "**Worked answer.** The path turns once, which the rule allows, but its first segment runs\nleft along row 3 (row 4 in the picture) from (3, 5) to (3, 2), and the B at (3, 4) stands in\nthe way. A segment must pass only through empty cells, so the path is not legal. The cell in the way is the B at (3, 4).\n\n```python\nprediction = (3, 4)\n```": "**参考答案。** 这条路径只转一次弯，规则允许；但它的第一段沿第 3 行（图中第 4 行）从 (3, 5) 向左走到 (3, 2)，位于 (3, 4) 的 B 挡在路上。每段直线只能经过空格，所以这条路径不合法。挡路的格子是 (3, 4) 上的 B。\n\n```python\nprediction = (3, 4)\n```",
    "**Worked answer.** In code the Cs are at (0, 5) and (4, 0). Two turns is three segments: out\nof one C, along a row or column, into the other. Through a shared row: column 0 is blocked\nabove (4, 0) by the E, column 5 below (0, 5) by the F, so neither the top ring row nor the\nbottom one works. Through a shared column: row 0 is blocked left of (0, 5) by the A, so\nonly the right ring column is left, and row 4 is blocked on the way back by the F at (4, 2).\nThe way round does exist, out to the right ring, along the bottom ring and up into (4, 0),\nbut it turns three times. So the fewest turns is three, one more than the rule allows: they do not link.\n\n```python\nprediction = 3\n```": "**参考答案。** 在代码里两个 C 位于 (0, 5) 和 (4, 0)。转两次弯就是三段直线：从一个 C 出发，沿某一行或某一列走，再进入另一个 C。经由同一行：第 0 列在 (4, 0) 上方被 E 挡住，第 5 列在 (0, 5) 下方被 F 挡住，所以外圈的顶行和底行都走不通。经由同一列：第 0 行在 (0, 5) 左边被 A 挡住，只剩外圈右侧那一列；而回程沿第 4 行又被 (4, 2) 处的 F 挡住。绕行的路线确实存在：向右走到外圈，沿外圈底行向左，再向上进入 (4, 0)；但它要转三次弯。所以最少要转三次弯，比规则允许的多一次：它们不能相连。\n\n```python\nprediction = 3\n```",
    "**Worked answer.** Before the first look the queue held the four first steps, front first:\n(1, 2), (1, 0), (2, 1), (0, 1). The first look took (1, 2) and put (1, 3), (1, 1) and (0, 2)\nat the back. A first-in first-out queue serves the rest of the first steps before any of\nthem: (1, 0), (2, 1), (0, 1), then (1, 3).\n\n```python\nprediction = [(1, 0), (2, 1), (0, 1), (1, 3)]\n```": "**参考答案。** 第一次取出之前，队列里是四个第一步，从队首起依次为 (1, 2)、(1, 0)、(2, 1)、(0, 1)。第一次取出拿走 (1, 2)，并把 (1, 3)、(1, 1) 和 (0, 2) 放到队尾。先进先出的队列会先处理完其余的第一步，再轮到这些新状态：(1, 0)、(2, 1)、(0, 1)，然后才是 (1, 3)。\n\n```python\nprediction = [(1, 0), (2, 1), (0, 1), (1, 3)]\n```",
    '**Worked answer.** Yes, it loses paths. A cell can be reached twice with the same number of\nturns but different headings. With "fewer" the second arrival is turned away, and if only\nthe second one was heading the right way, the path through that cell now needs one more\nturn than it should. Document 000\'s `>=` keeps the tie; then the state kept at a cell has as\nfew turns as any other and one turn more reaches any heading, so nothing is lost.\n\n```python\nprediction = True\n```': "**参考答案。** 会，它会丢失路径。一个格子可能被到达两次，转弯次数相同而朝向不同。用“更少”时，第二次到达被拒绝；如果恰好只有第二次到达的朝向是对的，那么经过这个格子的路径就要比应有的多转一次弯。文档 000 的 `>=` 在转弯次数相等的情况下也让格子重新入队；这样，每个格子上保留的状态，其转弯次数不比任何其他状态多，再多转一次弯就能转到任何朝向，所以什么也不会丢。\n\n```python\nprediction = True\n```",
    "**Worked answer.** The three steps that are not blocked are up (0, 1), down (2, 1) and left\n(1, 0), tried in that order. None of them turns (the start has no heading), so each goes in\nat the front, in front of the ones before it: after up, `[(0, 1)]`; after down,\n`[(2, 1), (0, 1)]`; after left, `[(1, 0), (2, 1), (0, 1)]`.\n\n```python\nprediction = [(1, 0), (2, 1), (0, 1)]\n```": "**参考答案。** 没有被挡住的三步是上 (0, 1)、下 (2, 1) 和左 (1, 0)，按这个顺序尝试。它们都不算转弯（起点没有朝向），所以每一步都放到队首，排在之前放入的那些前面：放入上之后是 `[(0, 1)]`；放入下之后是 `[(2, 1), (0, 1)]`；放入左之后是 `[(1, 0), (2, 1), (0, 1)]`。\n\n```python\nprediction = [(1, 0), (2, 1), (0, 1)]\n```",
    "**Worked answer.** The 2 and the 3 beside the start block the straight way right, so every\npath goes round: up to (0, 1), right along the top row to (0, 4), down to (1, 4). Two\nchanges of heading: two turns. (Going below works too: down, right, up.)\n\n```python\nprediction = 2\n```": "**参考答案。** 起点右边的 2 和 3 挡住了向右的直路，所以每条路径都得绕行：向上到 (0, 1)，沿第一行向右到 (0, 4)，再向下到 (1, 4)。改变两次朝向：转两次弯。（从下面绕也可以：下、右、上。）\n\n```python\nprediction = 2\n```",
    '**Worked answer.** Refuse the pairs the rule refuses outright (the same cell, an empty cell,\ntwo kinds). Queue a state for each heading out of `a`; take states from the front; a step\nthat keeps the heading costs nothing, a step that changes it costs one turn; stop at `b`; never\nwalk onto a tile; queue a state again only when it gets there with fewer turns than before.\n\n```python\nfrom collections import deque\n\n\ndef my_link(board, a, b):\n    """Can the tiles at a and b be joined with at most two turns, on the board?"""\n    if a == b or board[a] == 0 or board[a] != board[b]:\n        return False\n    steps = [(-1, 0), (0, 1), (1, 0), (0, -1)]\n    best = {}\n    queue = deque((a, heading, 0) for heading in range(4))\n    while queue:\n        (row, col), heading, turns = queue.popleft()\n        for new, (dr, dc) in enumerate(steps):\n            cell, cost = (row + dr, col + dc), turns + (new != heading)\n            if cost > 2 or not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):\n                continue\n            if cell == b:\n                return True\n            if board[cell] != 0 or best.get((cell, new), 3) <= cost:\n                continue\n            best[(cell, new)] = cost\n            queue.append((cell, new, cost))\n    return False\n```': '**参考答案。** 先排除规则直接拒绝的情形（同一个格子、空格、种类不同）。从 `a` 出发，每个朝向各放一个状态入队；每次从队首取出一个状态；保持朝向的一步不花代价，改变朝向的一步花一次转弯；走到 `b` 就停；不能踩上任何方块；只有当一个状态以比以前更少的转弯次数到达时，才再次入队。\n\n```python\nfrom collections import deque\n\n\ndef my_link(board, a, b):\n    """Can the tiles at a and b be joined with at most two turns, on the board?"""\n    if a == b or board[a] == 0 or board[a] != board[b]:\n        return False\n    steps = [(-1, 0), (0, 1), (1, 0), (0, -1)]\n    best = {}\n    queue = deque((a, heading, 0) for heading in range(4))\n    while queue:\n        (row, col), heading, turns = queue.popleft()\n        for new, (dr, dc) in enumerate(steps):\n            cell, cost = (row + dr, col + dc), turns + (new != heading)\n            if cost > 2 or not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):\n                continue\n            if cell == b:\n                return True\n            if board[cell] != 0 or best.get((cell, new), 3) <= cost:\n                continue\n            best[(cell, new)] = cost\n            queue.append((cell, new, cost))\n    return False\n```',
    "**Worked answer.** From (0, 1): up is row -1, off the board; right is (0, 2), empty, so it\nis pushed (the first turn). Down would have been (1, 1), the start, already on the path.\n\n```python\nprediction = (0, 2)\n```": "**参考答案。** 从 (0, 1) 出发：向上是第 -1 行，出了棋盘；向右是 (0, 2)，空格，于是压入它（这是第一次转弯）。向下本该是 (1, 1)，即起点，已经在路径上。\n\n```python\nprediction = (0, 2)\n```",
    '**Worked answer.** The step down is the second turn, the last one allowed, so from (1, 5)\nthe path could only go straight on down column 5. The target (4, 4) is in column 4: not\nstraight ahead. Document 003\'s rule returns at once: pruned (`not_straight_ahead`).\n\n```python\nprediction = "not_straight_ahead"\n```': '**参考答案。** 向下这一步是第二次转弯，也是允许的最后一次，所以从 (1, 5) 起路径只能沿第 5 列一直向下。目标 (4, 4) 在第 4 列：不在正前方。文档 003 的规则立即返回：被剪掉（`not_straight_ahead`）。\n\n```python\nprediction = "not_straight_ahead"\n```',
    '**Worked answer.** The two `A`s are one turn apart (down, then left, or left, then down).\nThe BFS looks at states in order of turns, so it meets the target after the few states with\nno turn or one. The DFS tries up first: up column 9 and on from there, a long\nway, and it only comes back to the one-turn path after every branch from there fails. The\nBFS expands fewer states.\n\n```python\nprediction = "bfs"\n```': '**参考答案。** 两个 `A` 之间只需转一次弯（先下后左，或先左后下）。BFS 按转弯次数的顺序考察状态，所以只要看过少数几个不转弯或转一次弯的状态，就会碰到目标。DFS 先尝试向上：沿第 9 列向上再往前走，路途很长，只有从那里出发的每个分支都失败之后，它才会回到只转一次弯的那条路径。BFS 扩展的状态更少。\n\n```python\nprediction = "bfs"\n```',
    '**Worked answer.** The path itself is the stack: step forward by appending a cell, backtrack\nby popping it. The pruning test is one line: after the second turn, the target must be in\nline with the heading and in front of it.\n\n```python\ndef my_dfs(board, a, b):\n    """A path from a to b with at most two turns, on the board, as its cells; or None."""\n    if a == b or board[a] == 0 or board[a] != board[b]:\n        return None\n    steps = [(-1, 0), (1, 0), (0, -1), (0, 1)]  # up, down, left, right, as document 003\n    path = [a]\n\n    def ahead(cell, step):\n        down, right = b[0] - cell[0], b[1] - cell[1]\n        return down * step[1] == right * step[0] and down * step[0] + right * step[1] > 0\n\n    def grow(heading, turns):\n        row, col = path[-1]\n        for new, step in enumerate(steps):\n            cell = (row + step[0], col + step[1])\n            cost = turns + (heading is not None and new != heading)\n            if cost > 2 or cell in path:\n                continue\n            if not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):\n                continue\n            if cell == b:\n                return [*path, cell]\n            if board[cell] != 0 or (cost == 2 and not ahead(cell, step)):\n                continue\n            path.append(cell)\n            found = grow(new, cost)\n            if found:\n                return found\n            path.pop()\n        return None\n\n    return grow(None, 0)\n```': '**参考答案。** 路径本身就是栈：前进一步就追加一个格子，回溯就把它弹出。剪枝的判断只有一行：第二次转弯之后，目标必须与当前朝向在同一直线上，而且在前方。\n\n```python\ndef my_dfs(board, a, b):\n    """A path from a to b with at most two turns, on the board, as its cells; or None."""\n    if a == b or board[a] == 0 or board[a] != board[b]:\n        return None\n    steps = [(-1, 0), (1, 0), (0, -1), (0, 1)]  # up, down, left, right, as document 003\n    path = [a]\n\n    def ahead(cell, step):\n        down, right = b[0] - cell[0], b[1] - cell[1]\n        return down * step[1] == right * step[0] and down * step[0] + right * step[1] > 0\n\n    def grow(heading, turns):\n        row, col = path[-1]\n        for new, step in enumerate(steps):\n            cell = (row + step[0], col + step[1])\n            cost = turns + (heading is not None and new != heading)\n            if cost > 2 or cell in path:\n                continue\n            if not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):\n                continue\n            if cell == b:\n                return [*path, cell]\n            if board[cell] != 0 or (cost == 2 and not ahead(cell, step)):\n                continue\n            path.append(cell)\n            found = grow(new, cost)\n            if found:\n                return found\n            path.pop()\n        return None\n\n    return grow(None, 0)\n```',
    '**Worked answer.** Lines 20 to 27 run `t0.x = stx + trend[i][0]; … q.push(t0);` for the four\nheadings with no bounds, obstacle or visited test, so the B at (0, 1) and the B at (1, 0) are\nboth in the queue. When (0, 1) is taken off the queue, the step left reaches (0, 0), a tile\nof the end\'s kind, which line 48 lets through. The program prints `TRUE`; the rule says no.\n\n```python\nprediction = "TRUE"\n```': '**参考答案。** 第 20 到 27 行对四个朝向执行 `t0.x = stx + trend[i][0]; … q.push(t0);`，不做任何边界、障碍或访问标记的检查，所以 (0, 1) 处的 B 和 (1, 0) 处的 B 都进了队列。(0, 1) 出队时，向左一步就到了 (0, 0)，那是一个与终点同类的方块，第 48 行会放它通过。程序输出 `TRUE`；按规则，这两个方块却不能相连。\n\n```python\nprediction = "TRUE"\n```',
    '**Worked answer.** `DFS` sets `temp = true` and returns from that one call; the calls below it\ngo on trying headings. The first step up from (1, 1) lands on the ring (row 0 of `visit`),\nand the next call tries up again: `p1` is -1, and line 120 reads `visit[-1][1]` before it\ntests `p1<0`. From there the program\'s behaviour is undefined, so `--as 004` prints\n`UNDEFINED` and says why on standard error.\n\n```python\nprediction = "UNDEFINED"\n```': '**参考答案。** `DFS` 置 `temp = true` 后，只从这一层调用返回；调用栈上它下面的各层调用继续尝试其他朝向。从 (1, 1) 向上的第一步落在外圈上（`visit` 的第 0 行），下一次调用再向上：`p1` 为 -1，第 120 行在检查 `p1<0` 之前就读取了 `visit[-1][1]`。从这里开始程序的行为是未定义的，所以 `--as 004` 输出 `UNDEFINED`，并在标准错误输出上说明原因。\n\n```python\nprediction = "UNDEFINED"\n```',
    "**Worked answer.** Side by side: the two `F`s at (0, 0)-(0, 1), the two `C`s at (1, 0)-(1, 1),\nthe `A`s at (1, 3)-(2, 3). Along the top edge, through the ring above the board: the `F` at\n(0, 4) with each of the `F`s at (0, 0) and (0, 1). Down the left edge: the `C`s at (1, 0)\nand (3, 0) (through the ring left of the board). Down the right edge: the `D`s at (1, 5) and\n(3, 5). Along the bottom edge: the `B`s at (3, 1) and (3, 3). Eight in all.\n\n```python\nprediction = 8\n```": "**参考答案。** 相邻的：(0, 0)-(0, 1) 的两个 `F`，(1, 0)-(1, 1) 的两个 `C`，(1, 3)-(2, 3) 的两个 `A`。沿上边缘，经过棋盘上方的外圈：(0, 4) 的 `F` 分别与 (0, 0) 和 (0, 1) 的 `F` 相连。沿左边缘：(1, 0) 和 (3, 0) 的两个 `C`（经过棋盘左侧的外圈）。沿右边缘：(1, 5) 和 (3, 5) 的两个 `D`。沿下边缘：(3, 1) 和 (3, 3) 的两个 `B`。一共八对。\n\n```python\nprediction = 8\n```",
    "**Worked answer.** No, it is not hopeless. Getting stuck says only that *this* order of\nmoves failed; the greedy player never goes back to try another. An exact search (the solver\nbelow) tries other orders and finds one that clears the board.\n\n```python\nprediction = False\n```": "**参考答案。** 不是，还有希望。卡住只说明*这一种*走法顺序失败了；贪心玩家从不回头尝试别的顺序。精确搜索（下面的求解器）会尝试其他顺序，并找到一种能消完棋盘的顺序。\n\n```python\nprediction = False\n```",
    "**Worked answer.** The goal holds 1 2 3 in A B C and 4 5 6 in D E F. α moves A's 1 to B,\nB's 2 to E, E's 5 to D and D's 4 to A; C and F keep 3 and 6. Reading A to F: 4 1 3 5 2 6.\n\n```python\nprediction = (4, 1, 3, 5, 2, 6)\n```": "**参考答案。** 目标布局的 A B C 中是 1 2 3，D E F 中是 4 5 6。α 把 A 的 1 移到 B，B 的 2 移到 E，E 的 5 移到 D，D 的 4 移到 A；C 和 F 仍是 3 和 6。按 A 到 F 的顺序读出：4 1 3 5 2 6。\n\n```python\nprediction = (4, 1, 3, 5, 2, 6)\n```",
    "**Worked answer.** A search that fails discovers the start's whole component. Every\ncomponent is the same size, since the moves act the same way on the cells whatever digits\nsit there: the cell rearrangements that words in α and β can make. There are 120 of them\n(the section below counts the components), so the search discovers 120 layouts.\n\n```python\nprediction = 120\n```": "**参考答案。** 一次失败的搜索会发现起点所在的整个连通分量。每个连通分量都一样大，因为不管格子里放的是哪些数字，变换对格子的作用都一样：分量的大小就是由 α 和 β 组成的变换序列所能实现的格子重排的个数。这样的重排共有 120 种（下面一节会数出连通分量），所以搜索会发现 120 个布局。\n\n```python\nprediction = 120\n```",
    "**Worked answer.** Parity cannot tell: the goal's component holds even and odd layouts alike\n(60 of each), and so does every other. The search decides it: from `2 3 1 4 5 6` the moves\nnever reach the goal. What does decide it is built below. No word of α and β does it, so the answer is `None`.\n\n```python\nprediction = None\n```": "**参考答案。** 奇偶性分辨不了：目标所在的分量里偶布局和奇布局都有（各 60 个），其他每个分量也是如此。搜索给出了结论：从 `2 3 1 4 5 6` 出发，无论怎样变换都到不了目标。真正起决定作用的东西，下面会构造出来。没有任何由 α 和 β 组成的字能做到，所以答案是 `None`。\n\n```python\nprediction = None\n```",
    '**Worked answer.** Mark a layout seen when it is queued, so none is queued twice; the search\nends when the goal comes off the queue, or when the queue runs empty (at most 120 layouts).\n\n```python\nfrom collections import deque\n\n\ndef can_reach(layout):\n    """Can α and β turn this layout into 1 2 3 4 5 6?"""\n    seen = {tuple(layout)}\n    queue = deque(seen)\n    while queue:\n        here = queue.popleft()\n        if here == (1, 2, 3, 4, 5, 6):\n            return True\n        for move in ("α", "β"):\n            there = six.apply_move(here, move)\n            if there not in seen:\n                seen.add(there)\n                queue.append(there)\n    return False\n```': '**参考答案。** 一个布局入队时就标记为已见过，这样没有布局会入队两次；目标从队列中取出时，或者队列取空时（最多 120 个布局），搜索结束。\n\n```python\nfrom collections import deque\n\n\ndef can_reach(layout):\n    """Can α and β turn this layout into 1 2 3 4 5 6?"""\n    seen = {tuple(layout)}\n    queue = deque(seen)\n    while queue:\n        here = queue.popleft()\n        if here == (1, 2, 3, 4, 5, 6):\n            return True\n        for move in ("α", "β"):\n            there = six.apply_move(here, move)\n            if there not in seen:\n                seen.add(there)\n                queue.append(there)\n    return False\n```',
    "**Worked answer.** The target is one turn away: along the top row, down the last column.\nThe package's DFS tries right before down, so its first path is that one, pushed cell by\ncell: about 2 x 200 states. The BFS takes states in order of turns: before it finishes with\none turn it has expanded every state reachable with none and many with one, the rows and\ncolumns out from the corner. The DFS expands fewer. It expands 399 states (the BFS 40000).\n\n```python\nprediction = 399\n```": "**参考答案。** 目标只需转弯一次：沿最上面一行走，再沿最后一列向下。linklab 的 DFS 先试向右、再试向下，所以它找到的第一条路径就是这一条，一格一格地压栈：大约 2 x 200 个状态。BFS 按转弯次数由少到多取出状态：在处理完转弯一次的状态之前，它已经扩展了所有不转弯就能到达的状态，以及许多转弯一次的状态，也就是从角上出发的那些行和列。DFS 扩展得更少。它扩展 399 个状态（BFS 扩展 40000 个）。\n\n```python\nprediction = 399\n```",
    "**Worked answer.** On a walled board the BFS expands every reachable state, a few per cell\n(one per heading, with the fewest turns). The number of cells is side x side: doubling the\nside doubles both factors, four times the cells, so about four times the states.\n\n```python\nprediction = 4\n```": "**参考答案。** 在围堵棋盘上，BFS 会扩展每一个能到达的状态，每格若干个（每个朝向一个，保留转弯最少的）。格子数是边长 x 边长：边长加倍，两个因子都加倍，格子数变为四倍，所以状态数也约为原来的四倍。\n\n```python\nprediction = 4\n```",
    # --- the rule's verdict on two cells (linklab.core.verdict, linklab.core.rules) ----------------------
    "path {path}": "路径 {path}",
    "no path: {why}": "没有路径：{why}",
    "{start} → {corners}, {turns} turns": "{start} → {corners}，转 {turns} 次弯",
    "{start} → {corners}, 1 turn": "{start} → {corners}，转 1 次弯",
    "the fewest turns a path needs is {fewest} ({path}); the rule allows {allowed}": "路径最少要转 {fewest} 次弯（{path}）；规则只允许 {allowed} 次",
    "every path needs {turns} turns or more and leaves the board; the rule keeps paths on it": "每条路径都至少要转 {turns} 次弯，而且要走出棋盘；规则要求路径留在棋盘内",
    "every path leaves the board; the rule keeps paths on it": "每条路径都要走出棋盘；规则要求路径留在棋盘内",
    "the tile at {cell} is in the way": "{cell} 处的方块挡住了路",
    "the tiles at {cells} and {last} are in the way": "{cells} 和 {last} 处的方块挡住了路",
    "the tiles at {cells} and {more} more are in the way": "{cells} 等处的方块挡住了路（另有 {more} 个）",
    "{blocked}; every way round it leaves the board, and the rule keeps paths on it": "{blocked}；绕过它的每条路都要走出棋盘，而规则要求路径留在棋盘内",
    "{blocked}; every way round them leaves the board, and the rule keeps paths on it": "{blocked}；绕过它们的每条路都要走出棋盘，而规则要求路径留在棋盘内",
    "{a} and {b} are walled off from each other": "{a} 和 {b} 之间被完全隔开",
    "a cell is off the board": "有一个格子在棋盘外",
    "the same cell twice": "两次给出同一个格子",
    "a cell is empty": "有一个格子是空的",
    "the kinds differ": "种类不同",
    "the kinds differ ({first} and {second})": "种类不同（{first} 和 {second}）",
    # --- players and views (linklab.widgets) ---
    "Play": "播放",
    "Pause": "暂停",
    "Step": "单步",
    "step": "步数",
    "step {step} of {total}": "第 {step} 步，共 {total} 步",
    "Export": "导出",
    "speed": "速度",
    "all": "全部",
    "write the picture to a file": "把图片写入文件",
    "wrote {paths}": "已写入 {paths}",
    "export failed: {why}": "导出失败：{why}",
    "one step back": "后退一步",
    "one step forward": "前进一步",
    "steps/s": "步/秒",
    "event": "事件",
    "start": "起点",
    "states expanded": "已扩展状态",
    "in the queue": "队列中",
    "in the stack": "栈中",
    "largest frontier": "最大前沿",
    "current turns": "当前转弯数",
    "best path": "最佳路径",
    "not yet": "尚无",
    "queue, front first": "队列（队首在前）",
    "stack, bottom first": "栈（栈底在前）",
    "empty": "空",
    "backtracks": "回溯次数",
    "rejected": "被拒绝",
    "{turns} turn": "{turns} 次转弯",
    "{turns} turns": "{turns} 次转弯",
    "Keys: click the step slider, then ← → step, Home/End jump.": "按键：先点一下步数滑块，再用 ← → 单步，Home/End 跳到开头/结尾。",
    "click to": "点击用于",
    "paint": "绘制",
    "endpoints": "端点",
    "kinds": "种类数",
    "clear a cell": "清空格子",
    "paint kind {kind} ({letter})": "绘制种类 {kind}（{letter}）",
    "row {row}, column {col}": "第 {row} 行，第 {col} 列",
    "Undo": "撤销",
    "Redo": "重做",
    "Clear": "清空",
    "max turns": "最多转弯",
    "around the outside": "可绕外圈",
    "outside the board": "棋盘外",
    "method": "方法",
    "Find path": "查找路径",
    "rows": "行数",
    "cols": "列数",
    "Resize": "改变大小",
    "seed": "随机种子",
    "solvable": "保证可解",
    "Fill at random": "随机填充",
    "every kind an even count": "每种方块都是偶数个",
    "a board: rows of numbers, or letters with * for empty": "棋盘：一行行数字，或用字母表示、* 表示空格",
    "form": "格式",
    "letters": "字母",
    "sized": "带行列数",
    "Load": "读入",
    "Save": "保存",
    "endpoints: {ends}": "端点：{ends}",
    "no endpoints": "没有端点",
    "nothing to undo": "没有可撤销的操作",
    "undone": "已撤销",
    "pick two tiles first (click to: endpoints)": "请先选两个方块（点击用于：端点）",
    "filled at random, seed {seed}": "已随机填充，随机种子 {seed}",
    "now {shape}": "现在是 {shape}",
    "Hint": "提示",
    "show a pair that can go now": "显示一对现在就能消除的方块",
    "take back the last action": "撤回上一步操作",
    "do the undone action again": "重做刚才撤销的操作",
    "Shuffle": "洗牌",
    "at a dead end: shuffle the tiles left": "陷入死局时：把剩下的方块重新打乱",
    "Auto-play step": "自动走一步",
    "remove the first pair found row by row": "消去逐行找到的第一对",
    "Auto-play all": "自动玩到底",
    "play greedily until won or stuck": "贪心地一直玩，直到赢或卡住",
    "Solve": "求解",
    "search exactly for moves that clear the board": "精确搜索能消完棋盘的走法",
    "time limit (s)": "时间限制（秒）",
    "Play the solution": "演示解法",
    "make the solver's moves": "按求解器的走法消除",
    "New": "新开一局",
    "deal a new board": "发一副新棋盘",
    "tiles left: {left} · moves made: {moves} · {pairs} pairs can be removed now": "剩余方块：{left} · 已走步数：{moves} · 现在可消除 {pairs} 对",
    "new {shape} game, seed {seed}, built to be clearable": "新的 {shape} 棋局，随机种子 {seed}，保证可以消完",
    "new {shape} game, seed {seed}": "新的 {shape} 棋局，随机种子 {seed}",
    "picked {cell}: now click its partner": "已选中 {cell}：现在点击与它配对的方块",
    "let go of {cell}": "已取消选中 {cell}",
    "{cell} is empty: click a tile": "{cell} 是空格：请点击一个方块",
    "hint: {a} and {b}": "提示：{a} 和 {b}",
    "shuffled": "已洗牌",
    "shuffled (still a dead end)": "已洗牌（仍是死局）",
    "solver: {status}": "求解器：{status}",
    "solver: the board is already clear": "求解器：棋盘已经消完了",
    "nothing to solve": "无需求解",
    ": the board is already clear": "：棋盘已经消完了",
    "no solution for this board yet: press Solve": "这个棋盘还没有解：请按“求解”",
    "cannot deal: {why}": "无法发牌：{why}",
    "removed {a} and {b}": "已消除 {a} 和 {b}",
    "removed {a} and {b}: {corners} ({turns} turns)": "已消除 {a} 和 {b}：{corners}（{turns} 次转弯）",
    "removed {a} and {b}: {corners} ({turns} turn)": "已消除 {a} 和 {b}：{corners}（{turns} 次转弯）",
    "tiles left: {left} · moves made: {moves} · 1 pair can be removed now": "剩余方块：{left} · 已走步数：{moves} · 现在可消除 1 对",
    "tiles left: {left} · moves made: {moves} · won: the board is clear": "剩余方块：{left} · 已走步数：{moves} · 赢了：棋盘已消完",
    "tiles left: {left} · moves made: {moves} · dead end: no pair can be removed (Shuffle, or Undo)": "剩余方块：{left} · 已走步数：{moves} · 死局：没有可消除的对（洗牌，或撤销）",
    "{a} and {b} hold different kinds": "{a} 和 {b} 的种类不同",
    "Reset": "重置",
    "Set": "设置",
    "show the way home": "显示回家的路",
    "allow α' and β'": "允许 α' 和 β'",
    "layout": "布局",
    "; moves made: none yet": "；已走步数：还没有",
    "shortest way home:": "最短回家路线：",
    "none: this layout is in another component, no moves lead to 123456": "没有：这个布局在另一个连通分量里，任何操作都到不了 123456",
    "BFS layers from 123456 (states at each depth): {counts}": "从 123456 出发的 BFS 各层（每层的状态数）：{counts}",
    "searching…": "搜索中…",
    "corrected BFS": "修正后的 BFS",
    "corrected DFS": "修正后的 DFS",
    "document {doc}'s BFS": "文档 {doc} 的 BFS",
    "document {doc}'s DFS": "文档 {doc} 的 DFS",
    "document {doc}&#x27;s BFS": "文档 {doc} 的 BFS",
    "document {doc}&#x27;s DFS": "文档 {doc} 的 DFS",
    "depth": "深度",
    "tiles left": "剩余方块",
    "moves tried": "尝试的走法",
    "forbidden": "禁止的走法",
    "forced": "强制走法",
    "hopeless": "无望状态",
    "dead states met": "遇到的死状态",
    "dead states remembered": "记住的死状态",
    "backjumps": "回跳次数",
    "restarts": "重启次数",
    "outcome": "结果",
    "decisions, oldest first": "决策（最早的在前）",
    # --- widgets: what the widget package shows (linklab.widgets.*) ----------------------
    "{i}. {cell} {arrow} {turns} turns": "{i}. {cell} {arrow} {turns} 次转弯",
    "{i}. {cell} {arrow} {turns} turn": "{i}. {cell} {arrow} {turns} 次转弯",
    "{item} (top)": "{item}（栈顶）",
    "… and {n} more": "… 还有 {n} 个",
    "{corners} ({turns} turns)": "{corners}（{turns} 次转弯）",
    "{corners} ({turns} turn)": "{corners}（{turns} 次转弯）",
    "no path within {turns} turns": "转弯不超过 {turns} 次的路径不存在",
    "{word} ({n} moves)": "{word}（{n} 步）",
    "{word} ({n} move)": "{word}（{n} 步）",
    "(here already)": "（已在目标）",
    "none yet": "还没有",
    "layout {layout}; moves made: {made}": "布局 {layout}；已走步数：{made}",
    "step {own}/{total}: {note}": "第 {own}/{total} 步：{note}",
    "step {own}/{total}   expanded {expanded}   {kept} {frontier}   rejected {rejected}": "第 {own}/{total} 步   已扩展 {expanded}   {kept} {frontier}   被拒绝 {rejected}",
    "queue ({n}), front first": "队列（{n} 个，队首在前）",
    "built once for all 720 layouts; each layout after that is one look-up": "为全部 720 个布局只建一次；之后每个布局查一次表即可",
    "document {doc}": "文档 {doc}",
    ", as printed": "，照原文",
    "document {doc}, as printed": "文档 {doc}，照原文",
    "document {doc}'s DFS, bounds tested first": "文档 {doc} 的 DFS，先检查边界",
    "document {doc}'s BFS, a fresh search per layout": "文档 {doc} 的 BFS，每个布局重新搜索一次",
    "corrected {method}, around the outside": "修正后的 {method}，允许绕外圈",
    "one table of all 720 layouts": "一张涵盖全部 720 个布局的表",
    "finished at step {n} (stays on its last frame): {verdict}": "在第 {n} 步结束（停在最后一帧）：{verdict}",
    "finished at step {n}: {verdict}": "在第 {n} 步结束：{verdict}",
    "playing the word…": "正在走这串操作…",
    "yes: a path with {turns} turn": "是：一条转 {turns} 次弯的路径",
    "Yes: {word}": "能：{word}",
    "No": "不能",
    "(already the goal)": "（已是目标）",
    "start queued": "起点入队",
    "{move} gives a new layout": "{move} 得到一个新布局",
    "take the front layout": "取出队首布局",
    "{move} gives a layout seen before": "{move} 得到一个见过的布局",
    "found: {word}": "找到：{word}",
    "queue empty: no": "队列已空：不能",
    "looked up: the word {word}": "查表：操作串 {word}",
    "looked up: the word (empty)": "查表：操作串（空）",
    "looked up: no word": "查表：没有操作串",
    "play {move}": "走 {move}",
    "{depth}. try {move}": "{depth}. 尝试 {move}",
    "→ forced {move}": "→ 强制 {move}",
    "✗ forbid {move}": "✗ 禁止 {move}",
    "try {move}": "尝试 {move}",
    "undo and forbid {move}": "撤销并禁止 {move}",
    "hopeless: {n} tiles can never go": "无望：{n} 个方块永远消不掉",
    "dead state met again ({n} tiles)": "再次遇到死状态（{n} 个方块）",
    "dead state remembered ({n} tiles)": "记住死状态（{n} 个方块）",
    "solved in {n} moves": "用 {n} 步解出",
    "proven unsolvable ({reason})": "已证明无解（{reason}）",
    "search": "搜索",
    # the board editor's result and message lines (linklab.widgets.board_editor)
    "{a} and {b}: {problem}": "{a} 和 {b}：{problem}",
    "the checker": "检查器",
    # --- the lecture app (linklab.cli.app) ----------------------------------------------------------
    "<h1>linklab: 连连看 in the browser</h1>"
    "<p><b>Game</b>: click a tile, then its partner; they go when a path with at most two turns "
    "joins them (here also around the outside of the board). <b>Board editor</b>: paint tiles, "
    "pick two of them (<i>click to: endpoints</i>), choose a search and watch it step by step.</p>": (
        "<h1>linklab：浏览器里的连连看</h1>"
        "<p><b>游戏</b>：先点一个方块，再点与它配对的方块；如果有一条不超过两次转弯的路径把它们连起来"
        "（这里也可以绕棋盘外圈），它们就会消去。<b>棋盘编辑器</b>：绘制方块，选出其中两个"
        "（<i>点击用于：端点</i>），选一种搜索方法，一步一步看它怎么找。</p>"
    ),
    "Game": "游戏",
    "Board editor": "棋盘编辑器",
    # --- the static edition (linklab.site.build) -----------------------------------------------------
    "This part needs Python: open this notebook live with {command}.": (
        "这一部分需要 Python：用 {command} 打开本笔记本的在线版。"
    ),
    # --- the exercise checks run in the static page (linklab.site.python, linklab.course.page_check) ---
    "Check": "检查",
    "loading Python… {seconds} s": "正在加载 Python…… {seconds} 秒",
    "checking… {seconds} s": "正在检查…… {seconds} 秒",
    "Python ready in {seconds} s": "Python 已就绪，用时 {seconds} 秒",
    "the exercise cell, editable": "练习单元格（可以编辑）",
    "✗ Not yet: the code did not finish within {seconds} s (does a loop never end?). Python starts afresh at the next check.": "✗ 还不对：代码在 {seconds} 秒内没有运行完（是不是有个循环停不下来？）。下次检查时 Python 会重新启动。",
    "Python could not start in this page: {error}": "Python 无法在本页面中启动：{error}",
    "{error} (line {line} of the exercise cell)": "{error}（练习单元格第 {line} 行）",
    "{error} (line {line} of the check cell)": "{error}（检查单元格第 {line} 行）",
    "{error} (line {line} of the notebook's setup)": "{error}（笔记本准备代码第 {line} 行）",
    # --- figures (linklab.render.draw) --------------------------------------------------------------
    "{method} step {step}: {event}": "{method} 第 {step} 步：{event}",
    "{method} step {step} of {total}: {event}": "{method} 第 {step} 步（共 {total} 步）：{event}",
    "reject {cell}, {turns} turns: {reason}": "拒绝 {cell}，{turns} 次转弯：{reason}",
    "reject {cell}, {turns} turn: {reason}": "拒绝 {cell}，{turns} 次转弯：{reason}",
    "enqueue {cell}, {turns} turns": "入队 {cell}，{turns} 次转弯",
    "enqueue {cell}, {turns} turn": "入队 {cell}，{turns} 次转弯",
    "enqueue {cell}, {turns} turns (front)": "入队 {cell}，{turns} 次转弯（队首）",
    "enqueue {cell}, {turns} turn (front)": "入队 {cell}，{turns} 次转弯（队首）",
    "dequeue {cell}, {turns} turns": "出队 {cell}，{turns} 次转弯",
    "dequeue {cell}, {turns} turn": "出队 {cell}，{turns} 次转弯",
    "push {cell}, {turns} turns": "入栈 {cell}，{turns} 次转弯",
    "push {cell}, {turns} turn": "入栈 {cell}，{turns} 次转弯",
    "pop (backtrack) {cell}, {turns} turns": "出栈（回溯）{cell}，{turns} 次转弯",
    "pop (backtrack) {cell}, {turns} turn": "出栈（回溯）{cell}，{turns} 次转弯",
    "found: {turns} turns": "找到：{turns} 次转弯",
    "found: {turns} turn": "找到：{turns} 次转弯",
    "exhausted: no path": "搜索完毕：没有路径",
    "refused: {reason}": "拒绝查询：{reason}",
    "occupied": "被方块占据",
    "off board": "出了棋盘",
    "too many turns": "转弯太多",
    "already better": "已有更少转弯的到达",
    "reached before, as few turns": "此前已以同样少的转弯到达",
    "already on the path": "已在路径上",
    "pruned: not straight ahead": "剪枝：目标不在正前方",
    "not straight ahead": "目标不在正前方",
    "same cell": "同一个格子",
    "empty cell": "空格",
    "kinds differ": "种类不同",
    "on path": "已在路径上",
    "pruned": "被剪枝",
    "superseded": "被更优状态取代",
    "blocked by a tile": "被方块挡住",
    "overtaken in the queue": "在队列中被超过",
    "reached": "已到达",
    "on the stack": "在栈中",
    "taken off the queue": "已出队",
    "stack depth": "栈深度",
    "queue order (1 is next)": "队列顺序（1 最先出队）",
    "turns to get here": "到达此处的转弯数",
    "top of the stack": "栈顶",
    "being expanded": "正在扩展",
    "backtracked from": "已回溯",
    "the path": "路径",
    "no path": "没有路径",
    # --- what figures, printed lines and tables say (linklab.render.draw, trace, draw_sixdigits,
    # i18n.table, documents: quirks, quirk_gallery, costs; six-digit rule texts; the notebooks'
    # own words, put on screen through ll.tr) ------------------------------------------------
    "{method} step {step}/{total}: {event}": "{method} 第 {step}/{total} 步：{event}",
    "cell seen with fewer turns": "此格已以更少的转弯到达",
    "{method}: step {step} of {total}, {event}": "{method}：第 {step} 步（共 {total} 步），{event}",
    "{name}: {n} states": "{name}：{n} 个状态",
    "goal's component": "目标所在的连通分量",
    "component {k}": "连通分量 {k}",
    "approach": "方法",
    "answer": "答案",
    "expanded": "已扩展",
    "added": "已加入",
    "frontier": "前沿",
    "events": "事件数",
    "bfs outside": "bfs（绕外圈）",
    "004 bounds first": "004（先查边界）",
    "yes": "是",
    "no": "否",
    "undefined": "未定义",
    "nothing defined": "没有确定的结果",
    "no quirk found: the document answers as its rule does": "没有发现与规则不符之处：文档的回答与它的规则一致",
    "document {doc}: {name}": "文档 {doc}：{name}",
    "a = {a}, b = {b}; the document says {document}, the rule says {corrected}": "a = {a}，b = {b}；文档的回答：{document}，规则的结论：{corrected}",
    "program {says}, rule {rule}": "程序：{says}，规则：{rule}",
    "writes_outside_array": "写到数组之外",
    "reads_outside_array": "读到数组之外",
    "same_cell_links": "同一格子与自身相连",
    "reads_past_edge": "读到棋盘边缘之外",
    "no_tile_check": "不检查是否有方块",
    "no_kind_check": "不检查种类",
    "unchecked_first_step": "第一步不经检查",
    "passes_through_same_kind": "穿过同种方块",
    "unexplained": "原因尚未查明",
    "The start is in row 0 or column 0: its unchecked first step up or left writes vir[-1][..] or vir[..][-1], outside the array. What follows is undefined.": "起点在第 0 行或第 0 列：它不经检查的第一步向上或向左，写入 vir[-1][..] 或 vir[..][-1]，超出了数组范围。此后的行为没有定义。",
    "The end lies outside the array: the first tile the search meets makes it read Map[edx][edy] there. What follows is undefined.": "目标格在数组之外：搜索遇到第一个方块时就会去读那里的 Map[edx][edy]。此后的行为没有定义。",
    "The same cell twice links: a first step leaves the start and the next comes back onto it, since the start's tile is of the end's kind (passable) and its vir is never set.": "同一个格子给两次也算相连：第一步离开起点，下一步又回到起点，因为起点的方块与目标同种（可以通过），而它的 vir 从未被设置。",
    "A cell past the bottom or right edge is taken for an empty cell (the zeroed arrays), and an unchecked first step reaches it or comes back from it.": "越过下边缘或右边缘的格子被当作空格（数组已清零），不经检查的第一步会走到那里，或从那里走回来。",
    "An empty cell is linked: nothing checks that the two cells hold tiles.": "空格也被连上了：没有任何检查确认两个格子上都有方块。",
    "Two different kinds are linked: nothing compares the two kinds.": "两种不同的方块被连上了：没有任何地方比较两者的种类。",
    "The path's first step lands on another kind's tile: the start's four neighbours are queued with no obstacle test, so the path jumps a tile next to the start.": "路径的第一步落在别种方块上：起点的四个邻格不经障碍检查就入队，于是路径越过了起点旁边的一个方块。",
    "The path runs through a tile of the end's kind: only the other kinds are obstacles (Map != 0 && Map != Map[edx][edy]).": "路径穿过了一个与目标同种的方块：只有别的种类才算障碍（Map != 0 && Map != Map[edx][edy]）。",
    "The document and its rule disagree here for a reason not yet named.": "文档与它的规则在这里不一致，原因尚未查明。",
    "Standing on the ring, the search reads visit[..] one step beyond it before it tests the bounds: outside the array, so undefined. Every search that reaches the ring with at most two turns does this.": "站在外圈上时，搜索先读外圈再往外一步的 visit[..]，然后才检查边界：这超出了数组范围，行为没有定义。每一次以不超过两次转弯到达外圈的搜索都会这样做。",
    "The same cell twice links: DFS(x1, y1, x1, y1, -1, 0) stands on its target at once, and the program removes the one tile.": "同一个格子给两次也算相连：DFS(x1, y1, x1, y1, -1, 0) 一开始就站在目标上，程序于是把这一个方块消去。",
    "A cell off the board is linked.": "棋盘外的格子被连上了。",
    "The path's first step lands on another kind's tile.": "路径的第一步落在别种方块上。",
    "The path runs through a tile.": "路径穿过了一个方块。",
    "The search writes outside an array.": "搜索写到了数组之外。",
    "The start is in the top row or the left column: its unchecked first step up or left writes vir[-1][..] or vir[..][-1], outside the array.": "起点在最上一行或最左一列：它不经检查的第一步向上或向左，写入 vir[-1][..] 或 vir[..][-1]，超出了数组范围。",
    "The same tile twice links: a first step leaves it and comes back.": "同一个方块给两次也算相连：第一步离开它，又走了回来。",
    "An empty cell is linked: nothing checks that both cells hold tiles.": "空格也被连上了：没有任何检查确认两个格子上都有方块。",
    "Two different kinds are linked: nothing compares the kinds.": "两种不同的方块被连上了：没有任何地方比较种类。",
    "The first step lands on another kind's tile: the start's neighbours are queued untested.": "第一步落在别种方块上：起点的邻格不经检查就入队。",
    "The path runs through a third tile of the end's kind, which the program takes for empty.": "路径穿过第三个与目标同种的方块，程序把它当成了空格。",
    "A cell past the edge is read as empty, from the zeroed arrays.": "边缘之外的格子从清零的数组里读出，被当作空格。",
    "The end lies outside the array: reading its kind is undefined.": "目标格在数组之外：读取它的种类是未定义行为。",
    "On the ring, the search reads visit[..] one step beyond it before it tests the bounds.": "在外圈上，搜索先读外圈再往外一步的 visit[..]，然后才检查边界。",
    "The same tile twice links, and the program removes that one tile.": "同一个方块给两次也算相连，程序把这一个方块消去。",
    "undefined: {why}": "未定义行为：{why}",
    "reads the uninitialised {place} while filling {cell}": "读取了未初始化的 {place}（在填充 {cell} 时）",
    "reads {place}, outside the array: {why}": "读取 {place}，超出了数组范围：{why}",
    "writes {place}, outside the array: {why}": "写入 {place}，超出了数组范围：{why}",
    "a step {heading} from the ring cell {cell}": "从外圈格子 {cell} 向{heading}走了一步",
    "the first step {heading} from the start {cell}": "从起点 {cell} 向{heading}走的第一步",
    "the end {cell} lies outside the array": "目标格 {cell} 在数组之外",
    "right": "右",
    "left": "左",
    "up": "上",
    "down": "下",
    "yes: a path with {turns} turns": "是：一条转 {turns} 次弯的路径",
    "yes: a path with 1 turn": "是：一条转 1 次弯的路径",
    "no pair: {reason}": "不成对：{reason}",
    "moves α and β, goal 123456": "操作 α 和 β，目标 123456",
    "Yes: {word} turns it into 123456": "能：{word} 把它变成 123456",
    "No: no word of α and β reaches 123456": "不能：α 和 β 组成的任何操作序列都到不了 123456",
    "no move": "不用操作",
    # why a path breaks the rule (linklab.core.rules.path_problem), as the checks quote it
    "a path needs two ends": "一条路径需要两个端点",
    "{turns} turns, the rule allows {allowed}": "转了 {turns} 次弯，规则只允许 {allowed} 次",
    "segment {start}-{end} is not straight": "线段 {start}-{end} 不是直的",
    "corner {cell} does not turn": "拐角 {cell} 并没有转弯",
    "cell {cell} is outside the rule's area": "格子 {cell} 在规则允许的范围之外",
    "cell {cell} is occupied": "格子 {cell} 上有方块",
    "the path reaches {cell} before its end": "路径在到达终点之前就到了 {cell}",
    # the pictures of `linklab stress` (linklab.cli.stress.draw_failure)
    "{layout}: the rule says {answer}": "{layout}：规则的结论是 {answer}",
    "Yes ({word})": "能（{word}）",
    "program: {said} · {rest}": "程序：{said} · {rest}",
    "rule: {answer}": "规则：{answer}",
    "rule: {answer}, {turns} turns": "规则：{answer}，{turns} 次转弯",
    "rule: {answer}, {turns} turn": "规则：{answer}，{turns} 次转弯",
    "rule: {answer}, {turns} turns needed": "规则：{answer}，需要 {turns} 次转弯",
    "rule: {answer}, {turns} turns, outside": "规则：{answer}，{turns} 次转弯，绕到外圈",
    # notebook 01's own words
    "{where}: every pair that links": "{where}：所有能相连的对",
    "inside the board": "棋盘内",
    # notebook 02's own words
    "rings 0 to {ring}": "第 0 到 {ring} 圈",
    "the plain BFS: 6 steps, 3 turns": "普通的 BFS：6 步，3 次转弯",
    "the rule's path: 6 steps, 1 turn": "规则的路径：6 步，1 次转弯",
    "pairs lost by 'fewer': {fewer}; by 'as few' (>=): {as_few}": "“更少”丢掉的对数：{fewer}；“不多于”（>=）丢掉的：{as_few}",
    "step {step}: first reached, 2 turns": "第 {step} 步：首次到达，2 次转弯",
    "step {step}: reached again, 1 turn": "第 {step} 步：再次到达，1 次转弯",
    "from {a} to {b}": "从 {a} 到 {b}",
    "the literal 'fewer': {event}": "照字面的“更少”：{event}",
    "the rule, and document 000's >=: TRUE": "规则，以及文档 000 的 >=：TRUE",
    "the words taken literally, 'fewer': FALSE": "照字面理解的“更少”：FALSE",
    # notebook 03's own words
    "tile pair": "方块对",
    "turns": "转弯数",
    "BFS expanded": "BFS 已扩展",
    "queue": "队列",
    "DFS turns": "DFS 转弯数",
    "pushed": "入栈数",
    "stack": "栈",
    "found": "找到",
    "exhausted": "搜索完毕",
    "003 pruned": "003 剪枝",
    "004 unpruned": "004 不剪枝",
    "ratio": "倍数",
    "document 004: DFS, no pruning": "文档 004：DFS，不剪枝",
    "document 003: DFS, pruned": "文档 003：DFS，剪枝",
    "BFS (states taken off the queue)": "BFS（出队的状态数）",
    "board side n (an n x n board)": "棋盘边长 n（n x n 的棋盘）",
    "states expanded (pushes for a DFS)": "已扩展的状态数（DFS 为入栈次数）",
    "A walled-in target on an open board: the search tries everything": "开阔棋盘上被围住的目标：搜索把一切都试了一遍",
    "pruned: {pruned} pushes; unpruned: {unpruned} pushes ({ratio:.0f}x); both: {outcome}": "剪枝：入栈 {pruned} 次；不剪枝：入栈 {unpruned} 次（{ratio:.0f} 倍）；两者的结果都是：{outcome}",
    # notebook 04's own words
    "line {n}:": "第 {n} 行：",
    "the line it stops at:": "它停在这一行：",
    "states expanded (log scale)": "已扩展的状态数（对数刻度）",
    "One query, every approach": "同一个查询，各种方法",
    "document 001: {steps} steps for this one layout; the table: one look-up, then the {moves} moves of its word": "文档 001：这一个布局要走 {steps} 步；查表：查一次，再走它那串操作的 {moves} 步",
    "judge {form}: {answers}": "linklab judge {form} 的输出：{answers}",
    # notebook 05's own words
    "10x20, ten kinds, every count even, built to be clearable": "10x20，十种方块，每种都是偶数个，保证可以消完",
    "hint: {move}": "提示：{move}",
    "move {n}": "第 {n} 步",
    "stuck: {left} tiles left": "卡住了：还剩 {left} 个方块",
    "greedy move {n}": "贪心的第 {n} 步",
    "greedy: stuck after {moves} moves": "贪心：走了 {moves} 步后卡住",
    "exact: {moves} moves clear it, in this order": "精确求解：按这个顺序 {moves} 步消完",
    "{n} events; the last: {event}": "{n} 个事件；最后一个：{event}",
    "greedy: tiles left": "贪心：剩余方块",
    "exact": "精确求解",
    "moves": "步数",
    "states searched": "搜索的状态数",
    "seconds": "秒",
    "solved": "已解出",
    "unsolvable": "无解",
    # notebook 06's own words
    "layout 2": "布局 2",
    "after α": "α 之后",
    "after β": "β 之后",
    "moves to 1 2 3 4 5 6": "到 1 2 3 4 5 6 的步数",
    "layouts": "布局数",
    "The goal's component, layer by layer (120 layouts)": "目标所在的连通分量，逐层计数（120 个布局）",
    "720 layouts, 6 components of 120; {layout} needs {n} moves: {word}": "720 个布局，6 个连通分量，各 120 个；{layout} 需要 {n} 步：{word}",
    # notebook 07's own words
    "{per_cell:.2f} states a cell": "每格 {per_cell:.2f} 个状态",
    "open board (yes)": "开阔棋盘（有路径）",
    "walled board (no)": "围堵棋盘（无路径）",
    "states": "个状态",
    "cells": "格",
    "scans": "次扫描",
    "checker: prepare": "检查器：预处理",
    "checker: query": "检查器：查询",
    "traced BFS: {each:.1f} µs a state on this machine ({count} states in {seconds:.2f} s)": "记录轨迹的 BFS：在这台机器上每个状态 {each:.1f} µs（{count} 个状态，共 {seconds:.2f} s）",
    "on 30x30: {steps} events streamed in {streamed:.0f} ms; kept as a Trace that a player can step through, {kept:.0f} ms": "在 30x30 的棋盘上：逐个产生 {steps} 个事件用了 {streamed:.0f} ms；存成可供播放器逐步查看的 ll.Trace 用了 {kept:.0f} ms",
    "the checker's path: {path}": "检查器找到的路径：{path}",
    "| method | one query costs | grows like | counted | *n* = 10 | *n* = 20 | x |": "| 方法 | 一次查询的代价 | 增长阶 | 计数对象 | *n* = 10 | *n* = 20 | 倍数 |",
    "DFS, pruned": "DFS，剪枝",
    "DFS, no pruning": "DFS，不剪枝",
    "checker query": "检查器查询",
    "each state a few times at most: O(rows x cols)": "每个状态至多几次：O(行数 × 列数)",
    "each two-turn path stops at its second corner unless the target is straight ahead (document 003's rule)": "每条转了两次弯的路径都停在第二个拐角，除非目标就在正前方（文档 003 的规则）",
    "every way to make two turns, then a straight run of up to *n* cells (document 004; `prune=False`)": "每一种转两次弯的走法，再加一段最长 *n* 格的直线（文档 004；`prune=False`）",
    "after O(rows x cols) to prepare once: O(rows + cols) scans, each one `bytes.find` in C": "先用 O(行数 × 列数) 预处理一次，之后每次查询 O(行数 + 列数) 次扫描，每次扫描是 C 里的一次 `bytes.find`",
    "states pushed": "入栈的状态",
    "BFS with events (a no)": "带事件的 BFS（回答“否”）",
    "checker, one query": "检查器，一次查询",
    "board side (a side x side board)": "棋盘边长（边长 x 边长的棋盘）",
    "seconds, measured on this machine": "秒，在这台机器上测得",
    "Time for one query that answers no": "一次回答“否”的查询所用的时间",
    "about {millions:.0f} million states a query: {seconds:.0f} s here, {minutes:.0f} min for 49 queries": "一次查询约 {millions:.0f} 百万个状态：在这里要 {seconds:.0f} s，49 次查询要 {minutes:.0f} 分钟",
    "{size:.1f} MB in, {answers} NO out, {seconds:.2f} s for the whole process": "输入 {size:.1f} MB，输出 {answers} 个 NO，整个进程用时 {seconds:.2f} s",
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
    # notebook 02 from the plain BFS up: its first exercise (the rings)
    "A cell three steps away is some steps up or down plus some steps left or right, three in all. Count the cells on the edge of the diamond, one side at a time.": "离中心三步的格子，是向上或向下走若干步、再向左或向右走若干步，一共三步。数一数菱形边上的格子，一条边一条边地数。",
    "Ring k of an empty grid holds 4k cells while it stays inside the grid: 4, 8, 12, then the grid's edges cut it.": "在空棋盘上，只要还没碰到棋盘边缘，第 k 圈就有 4k 个格子：4、8、12，再往外就被棋盘的边截掉了。",
    "That counts every cell up to three steps, the centre too; the question asks for the ring alone.": "这把三步以内的所有格子都数进去了，连中心也算上了；问的只是这一圈。",
    "That is a square ring, as a king moves in chess; a step here goes up, down, left or right, never diagonally.": "这是一个正方形的圈，像国际象棋里王的走法；这里每一步只能向上、下、左、右，不能斜着走。",
    "Count again along one side of the diamond: its corners are shared with the sides next to it.": "沿菱形的一条边再数一遍：它的两个角与相邻的边共用。",
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
        "一次的方向顺着通往目标的路，另一次横穿过去。"
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
    # notebook 03 from the plain DFS up: its first exercise (the first pop)
    "Push the first neighbour not seen yet, trying up, right, down, left; pop only when the top cell has none left. Follow it with a finger from the start.": "按上、右、下、左的顺序，压入第一个还没见过的邻格；只有栈顶格子再没有这样的邻格时才弹出。从起点出发，用手指跟着走一遍。",
    "It goes up, along the top row to the 2, down, along the middle row to the right edge, then up into the top-right corner: off the board above and right, the 2 on its left, a seen cell below. A dead end.": "它向上走，沿第一行走到 2 前面，向下，沿中间一行走到右边缘，再向上进入右上角：上面和右面出了棋盘，左边是 2，下面是见过的格子。这是一条死路。",
    "That is the target: the search stops when it is pushed, it is never popped.": "那是目标：它被压入时搜索就停下了，从不会被弹出。",
    "From there one way is still untried; the search pops a cell only when every way on from it is used up.": "从那里还有一个方向没有试过；只有从一个格子出发的每个方向都试完了，搜索才把它弹出。",
    "The 2 blocks the way right from there, but the way down is still open.": "从那里向右被 2 挡住了，但向下的路还通着。",
    "Try the four headings from (0, 1) in the package's order, and ask of each: on the board? "
    "empty? already on the path?": (
        "按 linklab 的顺序从 (0, 1) 试四个方向，对每个方向问：在棋盘上吗？是空格吗？已经在路径上了吗？"
    ),
    "Up is off the board, so right comes next; it costs the first turn.": (
        "向上出了棋盘，所以接下来试向右；这用掉了第一次转弯。"
    ),
    "After that step the path has no turn left. Where can it still go, and is the target there?": (
        "走完这一步，路径已经没有转弯次数了。它还能往哪里走？目标在那里吗？"
    ),
    "{step_down}. Straight down from (1, 5) never meets the target (4, 4), one column to the "
    "left.": "{step_down}。从 (1, 5) 一直向下永远碰不到目标 (4, 4)，它在左边一列。",
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
        "到达目标后，搜索还会尝试其余所有不超过两次转弯的路径。在只有一行的棋盘上，"
        "外圈在哪里？第 120 行在那里读了什么？"
    ),
    "It reaches the target at once but goes on; a path steps onto the ring, and the next test "
    "reads visit[..] outside the array.": (
        "它立刻就到达了目标，却没有停下；一条路径走上外圈，下一次检查就读了数组之外的 visit[..]。"
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
    # --- notebook 05: forced moves, dead states, nogoods (figures and exercise 05.3) --------
    "a forced move: no other partner is left": "强制走法：已经没有别的搭档了",
    "a dead state: a move is left, but no order clears the board": "死状态：还有一步可走，但无论按什么顺序都消不完",
    "the nogood: the outlined tiles block one another": "不可行组合：描边的方块互相挡住",
    "The solver takes off every tile that links to a partner, in any order, and the nogood names the tiles it never takes off. Which tiles link on this board, with the others still there?": (
        "求解器按任意顺序取走每一个能与搭档相连的方块，不可行组合列出的是它始终取不走的那些。在这个棋盘上，其余方块都还在的时候，哪些方块能相连？"
    ),
    "All six: the As and Bs block one another, and with them in place the Cs at the two ends never link either.": (
        "六个全都是：A 和 B 互相挡住，只要它们还在，两端的 C 也永远连不起来。"
    ),
    "Those four are held, as before. Can the outermost pair link while those four stay?": "那四个跟前面一样被留下了。这四个还在的时候，最外面的那一对能相连吗？",
    "The Cs are held; are the tiles between them free?": "C 被留下了；它们之间的方块能消去吗？",
    "**Worked answer.** The solver takes off every tile that links to a partner once the\ntiles taken so far are gone. On `C A B A B C` no tile links at all: each `A` has a `B` between it and\nthe other `A`, each `B` an `A`, and the `C`s have all four between them. Nothing is ever taken off,\nso all six tiles are held, and the nogood names all six.\n\n```python\nprediction = 6\n```": (
        "**参考答案。** 求解器的做法是：在已取走的方块都不在的棋盘上，取走每一个能与搭档相连的方块。"
        "在 `C A B A B C` 上，没有一个方块能相连：两个 `A` 之间隔着一个 `B`，两个 `B` 之间也隔着一个 `A`，"
        "两个 `C` 之间隔着这四个方块。一个方块也取不走，所以六个方块全被留下，不可行组合列出的正是这六个。"
        "\n\n```python\nprediction = 6\n```"
    ),
    # --- notebook 06 ------------------------------------------------------------------------
    "Draw the 2x3 grid and move each digit of the left block along its arrow: A to B, B to E, E "
    "to D, D to A. Then read the cells A to F.": (
        "画出 2x3 的格子，把左边 2x2 区块里的每个数字沿箭头移动：A 到 B，B 到 E，E 到 D，D 到 A。"
        "然后按 A 到 F 的顺序读出各格。"
    ),
    "{six.format_state(truth)}: 1 went from A to B, 2 from B to E, 5 from E to D, 4 from D to A.": (
        "{six.format_state(truth)}：1 从 A 到 B，2 从 B 到 E，5 从 E 到 D，4 从 D 到 A。"
    ),
    "The search stops only when its queue runs empty: it discovers every layout the moves can "
    "reach from the start. That is a fixed fraction of the 720; which one?": (
        "只有队列空了搜索才会停下：它会找到从起点出发、用这些操作能到达的每一种布局。"
        "这是 720 种里固定的一部分，是几分之几？"
    ),
    "Then {hopeless[-1]}: every layout it can reach, and no more. Why exactly that many: read "
    "on.": "然后是 {hopeless[-1]}：正好是它能到达的所有布局，一个不多。为什么恰好这么多？请往下读。",
    "Parity is the same in every layout of one component? Look at the count above. Then ask the "
    "search (six.can_reach) only after you have answered.": (
        "同一个连通分量里的布局奇偶性都相同吗？看看上面的计数。先作答，再去问搜索（six.can_reach）。"
    ),
    "It cannot, though it is even like the goal; and the odd layout one α away from the goal "
    "can. Each component holds 60 even and 60 odd layouts: parity decides nothing.": (
        "它不能到达，尽管它和目标一样是偶布局；而离目标只差一步 α 的那个奇布局却能到达。"
        "每个连通分量都有 60 个偶布局和 60 个奇布局：奇偶性什么也决定不了。"
    ),
    # --- notebook 07 ------------------------------------------------------------------------
    "Which heading does each try first from the top-left corner, and in what order does the BFS take its states off the queue?": "从左上角出发，两者各自先试哪个方向？BFS 又按什么顺序把状态从队列中取出？",
    "On the open board the BFS expands {expanded['bfs']} states, the DFS {expanded['dfs']}. The "
    "DFS runs along the first row and down the last column and is there; the BFS first looks "
    "at every state with fewer turns.": (
        "在开阔棋盘上，BFS 扩展了 {expanded['bfs']} 个状态，DFS 只扩展了 {expanded['dfs']} 个。"
        "DFS 沿第一行走到头、再沿最后一列向下就到了；BFS 则要先看完每一个转弯更少的状态。"
    ),
    "What does the BFS look at on a walled board, and how does the number of cells change when "
    "both the rows and the columns double?": (
        "在围堵棋盘上 BFS 要看哪些东西？行数和列数都翻倍时，格子数怎么变？"
    ),
    "{bfs_states[-2]} states at side 100, {bfs_states[-1]} at side 200. The states grow with the "
    "cells, and doubling the side makes four times the cells.": (
        "边长 100 时 {bfs_states[-2]} 个状态，边长 200 时 {bfs_states[-1]} 个。"
        "状态数随格子数增长，边长翻倍，格子数变为四倍。"
    ),
}
