# ruff: noqa: E501  (a bank of texts: a sentence reads best on one line)
"""The course's exercises: each one's answer, hint, take-away and worked answer, out of sight.

A notebook's exercise is a cell the learner answers (``prediction = ...``) and a check,
``ll.exercises.check("02.1", prediction)``; everything the check knows lives here, keyed by
the exercise's number (notebook, then place in it), so nothing in the notebook gives the
answer away, not even after "Run All". ``ll.exercises.reveal("02.1")`` shows the worked answer
when asked. The Chinese edition reads the same entries by their id from
``linklab.i18n.zh_exercises``: hints, take-aways, traps and worked answers.

Each `Exercise` knows its ``answer`` (the source that answers the exercise cell; the lecturer's
copy is written from it), the ``truth`` that source gives, and its ``traps``: the wrong answers
learners typically give (a near miss, the previous step's answer, the answer of a misread
rule), each with what it says instead of the plain hint, never the answer itself.

Examples
--------
>>> BANK["07.1"].truth
(4, 1, 3, 5, 2, 6)
>>> BANK["02.6"].function, BANK["02.6"].truth is None
('my_link', True)
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Trap:
    """A typical wrong answer and what the check says to it (without giving the answer)."""

    answer: Any
    says: str


@dataclass(frozen=True)
class Exercise:
    """One exercise: what answers it, what the check says, and the worked answer.

    ``function`` names the function a write-it-yourself exercise asks for (its check is in
    `linklab.course.selfcheck`); ``choices`` lists the answers of a choice; ``tolerance`` is how far
    (as a share of the truth) a count may be and still be right.
    """

    key: str
    answer: str
    hint: str
    why: str
    worked: str
    traps: tuple[Trap, ...] = ()
    choices: tuple[Any, ...] = ()
    tolerance: float = 0.0
    function: str = ""

    @property
    def truth(self) -> Any:
        """What the answer's ``prediction = ...`` line gives; None for a function to write."""
        if self.function:
            return None
        return ast.literal_eval(self.answer.split("=", 1)[1].strip())

    @property
    def binary(self) -> bool:
        """Whether a coin flip could answer it: True or False, or a choice of two."""
        return isinstance(self.truth, bool) or len(self.choices) == 2


EXERCISES: tuple[Exercise, ...] = (
    Exercise(
        "01.1",
        answer="prediction = 2",
        hint="Trace it on the picture with a finger: leave the B, go straight until you must turn, and count the corners. The path may not cross a tile.",
        why="The corners are (1, 2), (1, 4), (4, 4) and (4, 5): along the top row, down the empty column 4, then right into the B.",
        worked="**Worked answer.** The Bs are at (1, 2) and (4, 5). Straight down from the first B is\nthe D; a path with one turn would need its corner at (1, 5) (the A) or (4, 2) (past the D):\nno. With two turns: right along the top row to (1, 4), down the empty column 4 to (4, 4),\nthen one step right into the B. Two corners, so two turns\n(`ll.find_path(six, (0, 1), (3, 4))` gives those corners, counted from 0).",
        traps=(
            Trap(
                1,
                "One turn would put the corner at (1, 5) or at (4, 2): look at what stands in each of those ways.",
            ),
            Trap(
                3,
                "A path with three turns exists, but one with fewer does too: look for a column that is empty all the way down.",
            ),
            Trap(None, "They do link: look for a way out along the top row."),
        ),
    ),
    Exercise(
        "01.2",
        answer="prediction = (3, 4)",
        hint="Counting turns is not enough: look at every cell each straight segment passes through, between its two corners.",
        why="The B at (4, 5) is in the way: in code, `(3, 4)`, the cell `path_problem` names. The F's own path goes down first: (4, 6), (5, 6), (5, 3).",
        worked="**Worked answer.** The path turns once, which the rule allows, but its first segment runs\nleft along row 4 from (4, 6) to (4, 3), and the B at (4, 5) stands in the way. A segment must\npass only through empty cells, so the path is not legal. The cell in the way is the B at\n(4, 5): in code, `(3, 4)`.",
        traps=(
            Trap(
                None,
                "It turns once, which the rule allows; but look at every cell the first segment crosses.",
            ),
            Trap((3, 2), "`(3, 2)` is a corner, and it is empty. Look between the corners."),
            Trap((4, 2), "`(4, 2)` is the F at the end of the path, not in its way."),
            Trap((3, 5), "`(3, 5)` is where the path starts."),
            Trap(
                (3, 3),
                "`(3, 3)` is empty. Look at the other cells between the corners, along row 4 of the picture.",
            ),
        ),
    ),
    Exercise(
        "01.3",
        answer="prediction = 3",
        hint="Try each way round the ring from both Cs, and count the turns of each; then check the straight ways across the board too.",
        why="The shortest way round turns three times: right from the C at (1, 6) onto the ring, down it, left along the ring below the board and up into the C at (5, 1). The rule allows two.",
        worked="**Worked answer.** The Cs are at (1, 6) and (5, 1). Two turns is three segments: out of\none C, along a row or column, into the other. Through a shared row: column 1 is blocked\nabove (5, 1) by the E, column 6 below (1, 6) by the F, so neither the top ring row nor the\nbottom one works. Through a shared column: row 1 is blocked left of (1, 6) by the A, so\nonly the right ring column is left, and row 5 is blocked on the way back by the F at (5, 3).\nThe way round does exist, out to the right ring, along the bottom ring and up into (5, 1),\nbut it turns three times. So the fewest turns is three, one more than the rule allows: they do not link.",
        traps=(
            Trap(
                2,
                "With two turns every way is blocked: look at column 1 above (5, 1), column 6 below (1, 6) and row 1 left of (1, 6).",
            ),
            Trap(
                1, "One turn needs a corner on the board that both Cs see straight: there is none."
            ),
            Trap(None, "There is a way round the outside; count its turns."),
        ),
    ),
    Exercise(
        "02.1",
        answer="prediction = 12",
        hint="A cell three steps away is some steps up or down plus some steps left or right, three in all. Count the cells on the edge of the diamond, one side at a time.",
        why="Ring k of an empty grid holds 4k cells while it stays inside the grid: 4, 8, 12, then the grid's edges cut it.",
        worked="**Worked answer.** A cell is three steps from the centre when its row and column differ\nfrom the centre's by three in all. The centre is (4, 4); one side of the diamond runs from\n(1, 4) through (2, 5) and (3, 6) to (4, 7), where the next side begins. Each side has three\ncells that no other side shares, so the ring holds 4 x 3 cells; on a 7 x 7 grid all of them\nare on the board.",
        traps=(
            Trap(
                25,
                "That counts every cell up to three steps, the centre too; the question asks for the ring alone.",
            ),
            Trap(
                24,
                "That is a square ring, as a king moves in chess; a step here goes up, down, left or right, never diagonally.",
            ),
            Trap(
                16,
                "Count again along one side of the diamond: its corners are shared with the sides next to it.",
            ),
        ),
    ),
    Exercise(
        "02.2",
        answer="prediction = [(1, 0), (2, 1), (0, 1), (1, 3)]",
        hint="First in, first out: a state waits behind everything queued before it. What was queued before the first look, and in what order?",
        why="The three other first steps leave first, in the order they came (left, down, up); only then the first state the first look queued, (2, 4).",
        worked="**Worked answer.** Before the first look the queue held the four first steps, front first:\n(2, 3), (2, 1), (3, 2), (1, 2). The first look took (2, 3) and put (2, 4), (2, 2) and (1, 3)\nat the back. A first-in first-out queue serves the rest of the first steps before any of\nthem: (2, 1), (3, 2), (1, 2), then (2, 4). In code: `[(1, 0), (2, 1), (0, 1), (1, 3)]`.",
        traps=(
            Trap(
                [(1, 3), (1, 1), (0, 2), (1, 0)],
                "Those come first in a stack (last in, first out); this is a queue.",
            ),
            Trap(
                [(1, 3), (1, 1), (0, 2)],
                "Those are what the first look queued; they stand behind what was queued before them.",
            ),
            Trap(
                [(0, 1), (2, 1), (1, 0), (1, 3)],
                "Right cells, but the first steps leave in the order they were queued: right, left, down, up.",
            ),
        ),
    ),
    Exercise(
        "02.3",
        answer="prediction = True",
        hint="One count per cell forgets the heading. Picture two arrivals at one cell with equal turns, one heading along the path to the target and one across it.",
        why="Of 2000 random 4x5 boards, the literal 'fewer' lost a path on 30; the code's 'as few' (>=) on 0. The first counterexample is drawn below.",
        worked='**Worked answer.** Yes, it loses paths. A cell can be reached twice with the same number of\nturns but different headings. With "fewer" the second arrival is turned away, and if only\nthe second one was heading the right way, the path through that cell now needs one more\nturn than it should. Document 000\'s `>=` keeps the tie; then the state kept at a cell has as\nfew turns as any other and one turn more reaches any heading, so nothing is lost.',
        traps=(
            Trap(
                False,
                "That holds for the code's '>=' rule. With 'fewer', think of two arrivals with the same turns but different headings: the second is turned away.",
            ),
        ),
    ),
    Exercise(
        "02.4",
        answer="prediction = [(1, 0), (2, 1), (0, 1)]",
        hint="Which end of the queue does a step that costs no turn go to? Put the three in one at a time, in the order they are tried.",
        why="Each first step costs no turn, so each is pushed in at the front: the last one tried (left) leaves first.",
        worked="**Worked answer.** The three steps that are not blocked are up (1, 2), down (3, 2) and left\n(2, 1), tried in that order. None of them turns (the start has no heading), so each goes in\nat the front, in front of the ones before it: after up, the queue is (1, 2); after down,\n(3, 2), (1, 2); after left, (2, 1), (3, 2), (1, 2). In code: `[(1, 0), (2, 1), (0, 1)]`.",
        traps=(
            Trap(
                [(0, 1), (2, 1), (1, 0)],
                "That is the order they were tried in; a step that costs no turn goes in at the front, ahead of the others.",
            ),
            Trap(
                [(0, 1), (1, 2), (2, 1), (1, 0)],
                "`(1, 2)` holds a tile, the 2 at (2, 3): that step is refused.",
            ),
        ),
    ),
    Exercise(
        "02.5",
        answer="prediction = 2",
        hint="The tiles right of the start block the straight way. Try going round, above or below, and count the changes of heading.",
        why="Up, right along the top row, down; or down, right, up.",
        worked="**Worked answer.** The 2 and the 3 beside the start block the straight way right, so every\npath goes round: up to (1, 2), right along the top row to (1, 5), down to (2, 5). Two\nchanges of heading: two turns. (Going below works too: down, right, up.)",
        traps=(
            Trap(0, "The straight way right is blocked by the 2 and the 3."),
            Trap(
                1,
                "One turn would need a corner both cells see straight; the tiles beside the start stand in the way.",
            ),
            Trap(3, "A way round with fewer changes of heading exists: above or below."),
        ),
    ),
    Exercise(
        "02.6",
        answer='from collections import deque\n\n\ndef my_link(board, a, b):\n    """Can the tiles at a and b be joined with at most two turns, on the board?"""\n    if a == b or board[a] == 0 or board[a] != board[b]:\n        return False\n    steps = [(-1, 0), (0, 1), (1, 0), (0, -1)]\n    best = {}\n    queue = deque((a, heading, 0) for heading in range(4))\n    while queue:\n        (row, col), heading, turns = queue.popleft()\n        for new, (dr, dc) in enumerate(steps):\n            cell, cost = (row + dr, col + dc), turns + (new != heading)\n            if cost > 2 or not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):\n                continue\n            if cell == b:\n                return True\n            if board[cell] != 0 or best.get((cell, new), 3) <= cost:\n                continue\n            best[(cell, new)] = cost\n            queue.append((cell, new, cost))\n    return False',
        hint="",
        why="",
        worked="**Worked answer.** Refuse the pairs the rule refuses outright (the same cell, an empty cell,\ntwo kinds). Queue a state for each heading out of `a`; take states from the front; a step\nthat keeps the heading costs nothing, a step that changes it costs one turn; stop at `b`; never\nwalk onto a tile; queue a state again only when it gets there with fewer turns than before.",
        traps=(),
        function="my_link",
    ),
    Exercise(
        "03.1",
        answer="prediction = (0, 4)",
        hint="Push the first neighbour not seen yet, trying up, right, down, left; pop only when the top cell has none left. Follow it with a finger from the start.",
        why="It goes up, along the top row to the 2, down, along the middle row to the right edge, then up into the top-right corner: off the board above and right, the 2 on its left, a seen cell below. A dead end.",
        worked="**Worked answer.** From (3, 1): up to (2, 1) and (1, 1); right to (1, 2) and (1, 3); the\n2 at (1, 4) blocks, so down to (2, 3); right to (2, 4) and (2, 5). From (2, 5) up comes first:\n(1, 5) is pushed. From (1, 5) up is off the board, right is off the board, down is (2, 5)\n(seen) and left is the 2. Nothing is left: (1, 5) is the first cell popped. Then from (2, 5)\nthe search goes down into the target. In code: `(0, 4)`.",
        traps=(
            Trap(
                (2, 4),
                "That is the target: the search stops when it is pushed, it is never popped.",
            ),
            Trap(
                (1, 4),
                "From there one way is still untried; the search pops a cell only when every way on from it is used up.",
            ),
            Trap(
                (0, 2),
                "The 2 blocks the way right from there, but the way down is still open.",
            ),
        ),
    ),
    Exercise(
        "03.2",
        answer="prediction = (0, 2)",
        hint="Try the four headings from (1, 2), `(0, 1)` in code, in the package's order, and ask of each: on the board? empty? already on the path?",
        why="Up is off the board, so right comes next; it costs the first turn.",
        worked="**Worked answer.** From (1, 2): up is off the board; right is (1, 3), empty, so it is\npushed (the first turn). Down would have been (2, 2), the start, already on the path. In\ncode: `(0, 2)`.",
        traps=(
            Trap((-1, 1), "Up from the top row is off the board: that step is refused."),
            Trap((1, 1), "`(1, 1)` is the start, already on the path."),
            Trap(
                (0, 0),
                "That is document 003's order (left before right); the package's DFS tries right first.",
            ),
        ),
    ),
    Exercise(
        "03.3",
        answer='prediction = "not_straight_ahead"',
        hint="After that step the path has no turn left. Where can it still go, and is the target there?",
        why="`Rejected(cell=(1, 5), heading=Heading.DOWN, turns=2, reason='not_straight_ahead')`. Straight down from (2, 6) never meets the target (5, 5), one column to the left.",
        worked="**Worked answer.** The step down is the second turn, the last one allowed, so from (2, 6)\nthe path could only go straight on down column 6. The target (5, 5) is in column 5: not\nstraight ahead. Document 003's rule returns at once: pruned (`not_straight_ahead`).",
        traps=(
            Trap(
                "pushed",
                "After that step the path has no turn left: would going on ever reach the target?",
            ),
            Trap(
                "too_many_turns",
                "The step down is the second turn, which the rule allows; it is what comes after it that matters.",
            ),
            Trap("off_board", "(2, 6), `(1, 5)` in code, is on the board."),
            Trap("occupied", "(2, 6) is empty."),
        ),
        choices=("pushed", "off_board", "occupied", "too_many_turns", "not_straight_ahead"),
    ),
    Exercise(
        "03.4",
        answer='prediction = "bfs"',
        hint="Which heading does the DFS try first from (5, 10), and where does that lead before it ever tries the way to (6, 9)?",
        why="The BFS expands 6, the DFS 18. The DFS tries up first and wanders off before it tries the short way.",
        worked="**Worked answer.** The two `A`s are one turn apart (down, then left, or left, then down).\nThe BFS looks at states in order of turns, so it meets the target after the few states with\nno turn or one. The DFS tries up first: up column 10 and on from there, a long\nway, and it only comes back to the one-turn path after every branch from there fails. The\nBFS expands fewer states.",
        traps=(
            Trap(
                "dfs",
                "The two are one turn apart, but the DFS tries up first: follow where that leads before it comes back.",
            ),
        ),
        choices=("bfs", "dfs"),
    ),
    Exercise(
        "03.5",
        answer='def my_dfs(board, a, b):\n    """A path from a to b with at most two turns, on the board, as its cells; or None."""\n    if a == b or board[a] == 0 or board[a] != board[b]:\n        return None\n    steps = [(-1, 0), (1, 0), (0, -1), (0, 1)]  # up, down, left, right, as document 003\n    path = [a]\n\n    def ahead(cell, step):\n        down, right = b[0] - cell[0], b[1] - cell[1]\n        return down * step[1] == right * step[0] and down * step[0] + right * step[1] > 0\n\n    def grow(heading, turns):\n        row, col = path[-1]\n        for new, step in enumerate(steps):\n            cell = (row + step[0], col + step[1])\n            cost = turns + (heading is not None and new != heading)\n            if cost > 2 or cell in path:\n                continue\n            if not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):\n                continue\n            if cell == b:\n                return [*path, cell]\n            if board[cell] != 0 or (cost == 2 and not ahead(cell, step)):\n                continue\n            path.append(cell)\n            found = grow(new, cost)\n            if found:\n                return found\n            path.pop()\n        return None\n\n    return grow(None, 0)',
        hint="",
        why="",
        worked="**Worked answer.** The path itself is the stack: step forward by appending a cell, backtrack\nby popping it. The pruning test is one line: after the second turn, the target must be in\nline with the heading and in front of it.",
        traps=(),
        function="my_dfs",
    ),
    Exercise(
        "04.1",
        answer='prediction = "TRUE"',
        hint="Lines 20 to 27 queue the start's four neighbours. What do they test first?",
        why="Its first steps are queued untested, so one lands on a B, and from there the corner is one straight step away. The rule says no.",
        worked="**Worked answer.** Lines 20 to 27 run `t0.x = stx + trend[i][0]; … q.push(t0);` for the four\nheadings with no bounds, obstacle or visited test, so the B at (1, 2) and the B at (2, 1) are\nboth in the queue. When (1, 2) is taken off the queue, the step left reaches (1, 1), a tile\nof the end's kind, which line 48 lets through. The program prints `TRUE`; the rule says no.",
        traps=(
            Trap(
                "FALSE",
                "That is the rule's answer; the question is what the program prints. What do lines 20 to 27 test before q.push(t0)?",
            ),
        ),
        choices=("TRUE", "FALSE"),
    ),
    Exercise(
        "04.2",
        answer='prediction = "UNDEFINED"',
        hint="After reaching the target the search tries every other path with at most two turns. On a one-row board, where is the ring, and what does line 120 read there?",
        why="It reaches the target at once but goes on; a path steps onto the ring, and the next test reads visit[..] outside the array.",
        worked="**Worked answer.** `DFS` sets `temp = true` and returns from that one call; the calls below it\ngo on trying headings. The first step up from (1, 1) lands on the ring above the board\n(`visit[0]`), and the next call tries up again: `p1` is -1, and line 120 reads `visit[-1][1]` before it\ntests `p1<0`. From there the program's behaviour is undefined, so `--as 004` prints\n`UNDEFINED` and says why on standard error.",
        traps=(
            Trap(
                "YES",
                "It does reach the target, but it does not stop there: what does it read next?",
            ),
            Trap(
                "NO",
                "The target is reached on the first straight run; the question is what comes after.",
            ),
        ),
        choices=("YES", "NO", "UNDEFINED"),
    ),
    Exercise(
        "05.1",
        answer="prediction = 8",
        hint="Look for equal tiles side by side, and for equal tiles on one edge of the board: the ring round the board joins them. A tile may be in more than one pair.",
        why="The pairs: (1, 1)-(1, 2), (1, 1)-(1, 5), (1, 2)-(1, 5), (2, 1)-(2, 2), (2, 1)-(4, 1), (2, 4)-(3, 4), (2, 6)-(4, 6) and (4, 2)-(4, 4).",
        worked="**Worked answer.** Side by side: the two `F`s at (1, 1)-(1, 2), the two `C`s at (2, 1)-(2, 2),\nthe `A`s at (2, 4)-(3, 4). Along the top edge, through the ring above the board: the `F` at\n(1, 5) with each of the `F`s at (1, 1) and (1, 2). Down the left edge: the `C`s at (2, 1)\nand (4, 1) (through the ring left of the board). Down the right edge: the `D`s at (2, 6) and\n(4, 6). Along the bottom edge: the `B`s at (4, 2) and (4, 4). Eight in all.",
        traps=(
            Trap(
                3,
                "Those are the pairs side by side; equal tiles on one edge join through the ring round the board too.",
            ),
            Trap(6, "A tile may be in more than one pair: count the top row's Fs again."),
        ),
    ),
    Exercise(
        "05.2",
        answer="prediction = False",
        hint="The greedy player always takes the first pair it finds. Could an earlier choice have left the board in a better state?",
        why="The solver clears it in 12 moves. The greedy player's first choices spoiled later ones: stuck proves nothing.",
        worked="**Worked answer.** No, it is not hopeless. Getting stuck says only that *this* order of\nmoves failed; the greedy player never goes back to try another. An exact search (the solver\nof notebook 6) tries other orders and finds one that clears the board.",
        traps=(
            Trap(
                True,
                "Stuck says only that this order of moves failed; the greedy player never tries another.",
            ),
        ),
    ),
    Exercise(
        "06.1",
        answer="prediction = 3",
        hint="Here each kind has two tiles, so each tile has one partner. Which pair links now, and which links once it is gone?",
        why="All three: each tile's only partner is its twin, so a pair that links is a forced move. The Cs go, then the Bs, then the As; the solver never chooses.",
        worked="**Worked answer.** With two tiles of each kind, every tile has exactly one partner, so a\npair that links now is a forced move. At the start only the `C`s link (side by side); once they\nare gone the `B`s link straight across the empty cells, and then the `A`s. Three forced moves\nand no choice: `ll.solver.solve_events` yields three `ForcedMove`s, then `Solved`.",
        traps=(
            Trap(
                1,
                "At the start only the Cs link. Once they are gone, what stands between the Bs?",
            ),
            Trap(0, "The two Cs are each other's only partner, and they link now."),
        ),
    ),
    Exercise(
        "06.2",
        answer="prediction = 6",
        hint="The solver takes off every tile that links to a partner, in any order, and the nogood names the tiles it never takes off. Which tiles link on this board, with the others still there?",
        why="All six: the As and Bs block one another, and with them in place the Cs at the two ends never link either.",
        worked="**Worked answer.** The solver takes off every tile that links to a partner once the\ntiles taken so far are gone. On `C A B A B C` no tile links at all: each `A` has a `B` between it and\nthe other `A`, each `B` an `A`, and the `C`s have all four between them. Nothing is ever taken off,\nso all six tiles are held, and the nogood names all six.",
        traps=(
            Trap(
                4,
                "Those four are held, as before. Can the outermost pair link while those four stay?",
            ),
            Trap(2, "The Cs are held; are the tiles between them free?"),
        ),
    ),
    Exercise(
        "07.1",
        answer="prediction = (4, 1, 3, 5, 2, 6)",
        hint="Draw the 2x3 grid and move each digit of the left block along its arrow: A to B, B to E, E to D, D to A. Then read the cells A to F.",
        why="4 1 3 5 2 6: 1 went from A to B, 2 from B to E, 5 from E to D, 4 from D to A.",
        worked="**Worked answer.** The goal holds 1 2 3 in A B C and 4 5 6 in D E F. α moves A's 1 to B,\nB's 2 to E, E's 5 to D and D's 4 to A; C and F keep 3 and 6. Reading A to F: 4 1 3 5 2 6.",
        traps=(
            Trap(
                (2, 5, 3, 1, 4, 6),
                "That turns the block the other way round (α undone): A's digit goes to B, not B's to A.",
            ),
            Trap(
                (1, 5, 2, 4, 6, 3), "That is β, which turns the right block; α turns the left one."
            ),
        ),
    ),
    Exercise(
        "07.2",
        answer="prediction = 120",
        hint="The search stops only when its queue runs empty: it discovers every layout the moves can reach from the start. That is a fixed fraction of the 720; which one?",
        why="Then GoalUnreachable(): every layout it can reach, and no more. Why exactly that many: read on.",
        worked="**Worked answer.** A search that fails discovers the start's whole component. Every\ncomponent is the same size, since the moves act the same way on the cells whatever digits\nsit there: the cell rearrangements that words in α and β can make. There are 120 of them\n(the section below counts the components), so the search discovers 120 layouts.",
        traps=(
            Trap(720, "Not every layout: only those the moves can reach from this start."),
            Trap(360, "Half is what parity would say; the moves reach fewer than that."),
            Trap(60, "60 is the even half of what it reaches."),
        ),
    ),
    Exercise(
        "07.3",
        answer="prediction = None",
        hint="Parity is the same in every layout of one component? Look at the count above. Then ask the search (six.can_reach) only after you have answered.",
        why="It cannot, though it is even like the goal; and the odd layout one α away from the goal can. Each component holds 60 even and 60 odd layouts: parity decides nothing.",
        worked="**Worked answer.** Parity cannot tell: the goal's component holds even and odd layouts alike\n(60 of each), and so does every other. The search decides it: from `2 3 1 4 5 6` the moves\nnever reach the goal. What does decide it is built below. No word of α and β does it, so the answer is `None`.",
        traps=(
            Trap(
                2,
                "Two swaps make it even, but α and β are not swaps: does any word of them reach the goal?",
            ),
            Trap(1, "One move of α or β from the goal gives 4 1 3 5 2 6 or 1 5 2 4 6 3, not this."),
        ),
    ),
    Exercise(
        "07.4",
        answer='from collections import deque\n\n\ndef can_reach(layout):\n    """Can α and β turn this layout into 1 2 3 4 5 6?"""\n    seen = {tuple(layout)}\n    queue = deque(seen)\n    while queue:\n        here = queue.popleft()\n        if here == (1, 2, 3, 4, 5, 6):\n            return True\n        for move in ("α", "β"):\n            there = six.apply_move(here, move)\n            if there not in seen:\n                seen.add(there)\n                queue.append(there)\n    return False',
        hint="",
        why="",
        worked="**Worked answer.** Mark a layout seen when it is queued, so none is queued twice; the search\nends when the goal comes off the queue, or when the queue runs empty (at most 120 layouts).",
        traps=(),
        function="can_reach",
    ),
    Exercise(
        "08.1",
        answer="prediction = 399",
        hint="Which heading does each try first from the top-left corner, and in what order does the BFS take its states off the queue?",
        why="On the open board the BFS expands 40000 states, the DFS 399. The DFS runs along the first row and down the last column and is there; the BFS first looks at every state with fewer turns.",
        worked="**Worked answer.** The target is one turn away: along the top row, down the last column.\nThe package's DFS tries right before down, so its first path is that one, pushed cell by\ncell: about 2 x 200 states. The BFS takes states in order of turns: before it finishes with\none turn it has expanded every state reachable with none and many with one, the rows and\ncolumns out from the corner. The DFS expands fewer. It expands 399 states (the BFS 40000).",
        traps=(
            Trap(
                40000,
                "That is about what the BFS expands; which way does the DFS go first, and where does that take it?",
            ),
            Trap(
                200,
                "That counts only the first straight run; the DFS does not stop at its end.",
            ),
        ),
        tolerance=0.1,
    ),
    Exercise(
        "08.2",
        answer="prediction = 4",
        hint="What does the BFS look at on a walled board, and how does the number of cells change when both the rows and the columns double?",
        why="49090 states at side 100, 198190 at side 200. The states grow with the cells, and doubling the side makes four times the cells.",
        worked="**Worked answer.** On a walled board the BFS expands every reachable state, a few per cell\n(one per heading, with the fewest turns). The number of cells is side x side: doubling the\nside doubles both factors, four times the cells, so about four times the states.",
        traps=(
            Trap(2, "Both the rows and the columns double, not one of them."),
            Trap(8, "Eight times would mean the work grows faster than the board does: does it?"),
        ),
    ),
)

#: Every exercise by its key.
BANK: dict[str, Exercise] = {exercise.key: exercise for exercise in EXERCISES}
