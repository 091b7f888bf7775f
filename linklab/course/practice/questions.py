"""The skills a learner practises, each a generator of questions from a seed.

``question(skill, level, seed)`` makes one question: the same three always give the same
question (its randomness is a ``random.Random(seed)`` of its own). A level sets the board's
size (2x3 at level 1 up to 6x7 at level 5) and a band for a property the generator measures
on the question it made (the pairs to test, the turns of the answer, the steps stepped, the
moves to 123456); a question outside its band is dealt again. Every answer key comes from the
course's own searches, and every prompt states the order the answer depends on.

Cells in ``board``, ``a``, ``b`` and ``answer`` count from 0, as code does; the prompts count
rows and columns from 1, as the pictures do.

Examples
--------
>>> q = question("fewest-turns", 1, seed=7)
>>> q.skill, q.level, len(q.board), len(q.board[0])
('fewest-turns', 1, 2, 3)
>>> q == question("fewest-turns", 1, seed=7)
True
>>> sorted(SKILLS)[:3]
['bfs-queue', 'clear', 'dfs-prune']
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from linklab.core.board import Board, Cell
from linklab.core.errors import InputError, UndefinedBehaviour
from linklab.core.events import Dequeued, Enqueued, Pushed, Rejected
from linklab.core.game import Game
from linklab.core.rules import Rules
from linklab.core.search import bfs_events, cell_bfs_events, dfs_events, find_path, turns_from
from linklab.core.sixdigits import GOAL, Layout, all_states, solution_table
from linklab.core.trace import summarize
from linklab.i18n.practice_words import DFS_RULE_WORDS

#: The highest level of every skill.
MAX_LEVEL = 5
#: Each level's board: rows, columns.
SHAPES = {1: (2, 3), 2: (3, 4), 3: (4, 5), 4: (5, 6), 5: (6, 7)}
#: How many tries a generator has to land in its level's band (none needs near so many).
TRIES = 5000

Json = Any


@dataclass(frozen=True)
class Question:
    """One question: what it shows, what it asks (``prompt`` in English and Chinese), the
    ``form`` of its answer, and the ``answer`` the course's searches give (JSON values).

    ``measure`` names the property its level was measured by, and its value."""

    skill: str
    level: int
    seed: int
    prompt: dict[str, str]
    form: str
    answer: Json
    measure: tuple[str, int]
    board: tuple[tuple[int, ...], ...] | None = None
    max_turns: int | None = None
    outside: bool | None = None
    a: Cell | None = None
    b: Cell | None = None
    extra: dict[str, Json] = field(default_factory=dict)

    def rules(self) -> Rules:
        """The rule the question is asked under."""
        return Rules(self.max_turns if self.max_turns is not None else 2, bool(self.outside))

    def to_json(self) -> dict[str, Json]:
        """The question as one JSON object (cells as ``[row, col]``, from 0).

        >>> sorted(question("pairs", 1, 1).to_json())[:5]
        ['answer', 'board', 'form', 'level', 'max_turns']
        """
        data: dict[str, Json] = {
            "skill": self.skill,
            "level": self.level,
            "seed": self.seed,
            "prompt": dict(self.prompt),
            "form": self.form,
            "board": [list(row) for row in self.board] if self.board else None,
            "max_turns": self.max_turns,
            "outside": self.outside,
            "answer": self.answer,
            "measure": {"name": self.measure[0], "value": self.measure[1]},
        }
        if self.a is not None:
            data["a"] = list(self.a)
        if self.b is not None:
            data["b"] = list(self.b)
        data.update(self.extra)
        return data


@dataclass(frozen=True)
class Skill:
    """A kind of prediction: its ``name``, what it asks in a few words (English, Chinese),
    the notebook that teaches it, and its generator ``make(level, rng, seed)``."""

    name: str
    summary: dict[str, str]
    notebook: str
    make: Callable[[int, random.Random, int], Question]


def shown(cell: Cell) -> str:
    """A cell as the pictures count it, from 1.

    >>> shown((0, 2))
    '(1,3)'
    """
    return f"({cell[0] + 1},{cell[1] + 1})"


def _rule_words(rules: Rules) -> dict[str, str]:
    ring_en = ", round the outside allowed" if rules.outside else ", on the board"
    ring_zh = "，可以绕到棋盘外一圈" if rules.outside else "，只在棋盘内"
    return {
        "en": f"at most {rules.max_turns} turns{ring_en}",
        "zh": f"最多 {rules.max_turns} 次转弯{ring_zh}",
    }


def _deal_board(rng: random.Random, level: int, pairs: int, kinds: int) -> Board:
    """A board of the level's shape with ``pairs`` pairs of tiles, each of a random kind."""
    return _deal_pairs(rng, *SHAPES[level], pairs, kinds)


def _deal_pairs(rng: random.Random, rows: int, cols: int, pairs: int, kinds: int) -> Board:
    """A ``rows`` x ``cols`` board with ``pairs`` pairs of tiles in random cells, each pair of a
    random kind from 1 to ``kinds``.

    >>> board = _deal_pairs(random.Random(1), 2, 3, 2, 2)
    >>> sum(board.counts().values()), all(n % 2 == 0 for n in board.counts().values())
    (4, True)
    """
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    places = rng.sample(cells, 2 * pairs)
    grid = [[0] * cols for _ in range(rows)]
    for i in range(pairs):
        kind = rng.randint(1, kinds)
        for r, c in places[2 * i : 2 * i + 2]:
            grid[r][c] = kind
    return Board.from_rows(grid)


def _candidates(board: Board) -> list[tuple[Cell, Cell]]:
    """Every two tiles of one kind, in reading order."""
    tiles = board.tiles()
    return [(a, b) for i, a in enumerate(tiles) for b in tiles[i + 1 :] if board[a] == board[b]]


def _dealt(make: Callable[[], Question | None]) -> Question:
    """The first question ``make`` gives (None: outside its band, deal again)."""
    for _ in range(TRIES):
        made = make()
        if made is not None:
            return made
    raise RuntimeError("no question in the level's band")  # the tests show none gets here


#: Each level's pairs of tiles, kinds, and band of same-kind pairs to test.
_PAIR_DEALS = {
    1: (2, 2, (1, 2)),
    2: (3, 3, (3, 7)),
    3: (5, 5, (5, 9)),
    4: (7, 6, (11, 15)),
    5: (9, 7, (17, 23)),
}


def _pair_rules(level: int) -> Rules:
    return Rules(1 if level == 1 else 2, outside=level == MAX_LEVEL)


def _board_json(board: Board) -> tuple[tuple[int, ...], ...]:
    return board.grid


def _pairs_question(level: int, rng: random.Random, seed: int) -> Question:
    rules = _pair_rules(level)
    pairs, kinds, (low, high) = _PAIR_DEALS[level]

    def make() -> Question | None:
        board = _deal_board(rng, level, pairs, kinds)
        tested = len(_candidates(board))
        if not low <= tested <= high:
            return None
        linked = sorted(Game(board, rules).legal_pairs())
        words = _rule_words(rules)
        return Question(
            "pairs",
            level,
            seed,
            {
                "en": f"Which pairs of equal tiles link ({words['en']})? Answer every pair as "
                "two cells (row, col) counted from 1, like (1,1)-(2,3); or none.",
                "zh": f"哪些相同的牌可以连线（{words['zh']}）？每一对写成两个格子（行, 列），"
                "从 1 数起，如 (1,1)-(2,3)；没有就写“无”。",
            },
            "pairs",
            [[list(a), list(b)] for a, b in linked],
            ("pairs to test", tested),
            _board_json(board),
            rules.max_turns,
            rules.outside,
        )

    return _dealt(make)


#: Each level's fewest turns (None: no path within the rule) a question may have.
_TURN_BANDS: dict[int, tuple[int | None, ...]] = {
    1: (0, 1),
    2: (1, 2),
    3: (2, None),
    4: (0, 1, 2, None),
    5: (1, 2, None),
}


def _fewest_turns(level: int, rng: random.Random, seed: int) -> Question:
    rules = Rules(2, outside=level == MAX_LEVEL)
    pairs, kinds, _ = _PAIR_DEALS[level]

    def make() -> Question | None:
        board = _deal_board(rng, level, pairs, kinds)
        candidates = _candidates(board)
        if not candidates:
            return None
        a, b = rng.choice(candidates)
        path = find_path(board, a, b, rules)
        turns = None if path is None else len(path) - 2
        if turns not in _TURN_BANDS[level]:
            return None
        searched = summarize(bfs_events(board, a, b, rules)).expanded
        words = _rule_words(rules)
        return Question(
            "fewest-turns",
            level,
            seed,
            {
                "en": f"How few turns can a path joining A {shown(a)} and B {shown(b)} take "
                f"({words['en']})? Answer a number, or none if no path keeps to the rule.",
                "zh": f"连接 A {shown(a)} 和 B {shown(b)} 的路径最少转几次弯（{words['zh']}）？"
                "写一个数；没有合乎规则的路径就写“无”。",
            },
            "turns",
            turns,
            ("states searched", searched),
            _board_json(board),
            rules.max_turns,
            rules.outside,
            a,
            b,
        )

    return _dealt(make)


#: Each level's band of steps for the BFS's queue.
_STEP_BANDS = {1: (1, 2), 2: (2, 3), 3: (3, 5), 4: (5, 8), 5: (7, 12)}


def queue_after(board: Board, start: Cell, steps: int) -> list[Cell]:
    """The plain BFS's queue, front first, once ``steps`` cells have been taken out of it and
    their new neighbours queued (read off ``cell_bfs_events``).

    >>> queue_after(Board.from_rows([[0, 0, 0], [0, 1, 0]]), (0, 0), 1)
    [(0, 1), (1, 0)]
    """
    queue: deque[Cell] = deque()
    taken = 0
    for event in cell_bfs_events(board, start):
        if isinstance(event, Dequeued):
            if taken == steps:
                break
            taken += 1
            queue.popleft()
        elif isinstance(event, Enqueued):
            queue.append(event.cell)
    return list(queue)


def _bfs_queue(level: int, rng: random.Random, seed: int) -> Question:
    rows, cols = SHAPES[level]
    low, high = _STEP_BANDS[level]

    def make() -> Question | None:
        board = _deal_board(rng, level, max(1, rows * cols // 6), 3)
        empty = [cell for cell in board.cells() if not board[cell]]
        start = rng.choice(empty)
        steps = rng.randint(low, high)
        queue = queue_after(board, start, steps)
        taken = sum(isinstance(e, Dequeued) for e in cell_bfs_events(board, start))
        if not queue or taken < steps:
            return None
        return Question(
            "bfs-queue",
            level,
            seed,
            {
                "en": f"A plain BFS starts from the empty cell S {shown(start)} and walks empty "
                "cells. Each step takes the cell at the front of the queue and queues its "
                "neighbours not reached before, in the order up, right, down, left. After "
                f"{steps} step(s), which cells are in the queue, front first? Answer cells "
                "(row, col) counted from 1, like (1,2) (2,2).",
                "zh": f"普通的 BFS 从空格 S {shown(start)} 出发，只走空格。每一步取出队首的格子，"
                "按上、右、下、左的顺序把还没到过的邻格放进队尾。"
                f"走了 {steps} 步之后，队列里有哪些格子（从队首起）？写成格子（行, 列），"
                "从 1 数起，如 (1,2) (2,2)。",
            },
            "cells-in-order",
            [list(cell) for cell in queue],
            ("steps", steps),
            _board_json(board),
            None,
            None,
            start,
            extra={"steps": steps},
        )

    return _dealt(make)


def reached_cells(board: Board, a: Cell, rules: Rules) -> list[Cell]:
    """The empty cells of the board a path from ``a`` reaches under ``rules``, in reading order
    (read off the turn-counting BFS, ``turns_from``).

    >>> reached_cells(Board.from_rows([[1, 0], [2, 0]]), (0, 0), Rules(max_turns=0))
    [(0, 1)]
    """
    turns = turns_from(board, a, rules)
    return sorted(cell for cell in turns if board.contains(cell) and not board[cell])


_REACH_TURNS = {1: 0, 2: 1, 3: 1, 4: 2, 5: 2}


def _reach(level: int, rng: random.Random, seed: int) -> Question:
    rules = Rules(_REACH_TURNS[level], outside=level == MAX_LEVEL)
    pairs, kinds, _ = _PAIR_DEALS[level]

    def make() -> Question | None:
        board = _deal_board(rng, level, pairs, kinds)
        a = rng.choice(board.tiles())
        cells = reached_cells(board, a, rules)
        if not cells:
            return None
        words = _rule_words(rules)
        return Question(
            "reach",
            level,
            seed,
            {
                "en": f"A path leaves the tile A {shown(a)} through empty cells ({words['en']}). "
                "Which empty cells of the board can it reach? The turn-counting BFS refuses "
                "every other state as too many turns. Answer cells (row, col) counted from 1, "
                "in any order.",
                "zh": f"一条路径从牌 A {shown(a)} 出发，只走空格（{words['zh']}）。它能到达棋盘上"
                "哪些空格？其余的状态都被计转弯的 BFS 以转弯太多拒绝。写成格子（行, 列），"
                "从 1 数起，顺序不限。",
            },
            "cells",
            [list(cell) for cell in cells],
            ("cells reached", len(cells)),
            _board_json(board),
            rules.max_turns,
            rules.outside,
            a,
        )

    return _dealt(make)


_PUSH_BANDS = {1: (2, 3), 2: (3, 5), 3: (4, 8), 4: (6, 12), 5: (9, 16)}


def _dfs_setup(level: int, rng: random.Random, rules: Rules) -> tuple[Board, Cell, Cell] | None:
    pairs, kinds, _ = _PAIR_DEALS[level]
    board = _deal_board(rng, level, pairs, kinds)
    candidates = _candidates(board)
    if not candidates:
        return None
    a, b = rng.choice(candidates)
    return board, a, b


def _dfs_words(rules: Rules, a: Cell, b: Cell) -> dict[str, str]:
    words = _rule_words(rules)
    return {
        language: text.format(a=shown(a), b=shown(b), rule=words[language])
        for language, text in DFS_RULE_WORDS.items()
    }


def _dfs_push(level: int, rng: random.Random, seed: int) -> Question:
    rules = Rules(2)
    low, high = _PUSH_BANDS[level]

    def make() -> Question | None:
        dealt = _dfs_setup(level, rng, rules)
        if dealt is None:
            return None
        board, a, b = dealt
        pushed = [e.cell for e in dfs_events(board, a, b, rules) if isinstance(e, Pushed)]
        push = rng.randint(low, high)
        if push > len(pushed):
            return None
        words = _dfs_words(rules, a, b)
        return Question(
            "dfs-push",
            level,
            seed,
            {
                "en": words["en"] + f" A is its push 1. Which cell is its push {push}? "
                "Answer a cell (row, col) counted from 1.",
                "zh": words["zh"] + f"A 是第 1 次入栈。第 {push} 次入栈的是哪个格子？"
                "写成格子（行, 列），从 1 数起。",
            },
            "cell",
            list(pushed[push - 1]),
            ("pushes", push),
            _board_json(board),
            rules.max_turns,
            rules.outside,
            a,
            b,
            extra={"push": push},
        )

    return _dealt(make)


_PRUNE_TURNS = {1: 0, 2: 1, 3: 1, 4: 2, 5: 2}


def first_pruned(board: Board, a: Cell, b: Cell, rules: Rules) -> tuple[Cell | None, int]:
    """The cell the pruned DFS first refuses to step into because B is not straight ahead
    (None if it never prunes), and the cells pushed before it.

    >>> first_pruned(Board.from_rows([[1, 0], [0, 1]]), (0, 0), (1, 1), Rules(max_turns=0))
    ((0, 1), 1)
    """
    pushes = 0
    for event in dfs_events(board, a, b, rules):
        if isinstance(event, Pushed):
            pushes += 1
        elif isinstance(event, Rejected) and event.reason == "not_straight_ahead":
            return event.cell, pushes
    return None, pushes


def _dfs_prune(level: int, rng: random.Random, seed: int) -> Question:
    rules = Rules(_PRUNE_TURNS[level])

    def make() -> Question | None:
        dealt = _dfs_setup(level, rng, rules)
        if dealt is None:
            return None
        board, a, b = dealt
        cell, pushes = first_pruned(board, a, b, rules)
        if cell is None and level < 3:
            return None
        words = _dfs_words(rules, a, b)
        return Question(
            "dfs-prune",
            level,
            seed,
            {
                "en": words["en"] + " Which cell does it first refuse to step into because "
                "B is not straight ahead? Answer a cell (row, col) counted from 1, or none if "
                "it never prunes.",
                "zh": words["zh"] + "它第一次因为 B 不在正前方而拒绝走进的是哪个格子？"
                "写成格子（行, 列），从 1 数起；从不剪枝就写“无”。",
            },
            "cell-or-none",
            None if cell is None else list(cell),
            ("pushes before the prune", pushes),
            _board_json(board),
            rules.max_turns,
            rules.outside,
            a,
            b,
        )

    return _dealt(make)


def doc000_says(board: Board, a: Cell, b: Cell) -> bool:
    """What document 000's program prints for ``a`` and ``b`` (True: ``TRUE``); raises
    ``UndefinedBehaviour`` where the program's behaviour is undefined.

    >>> doc000_says(Board.from_rows([[0, 0, 0], [0, 1, 2]]), (1, 1), (1, 2))
    True
    """
    from linklab.documents.answers import document_answer

    return document_answer("000", board, a, b)


def _document(level: int, rng: random.Random, seed: int) -> Question:
    from linklab.core.checker import Checker

    pairs, kinds, _ = _PAIR_DEALS[level]

    def make() -> Question | None:
        board = _deal_board(rng, level, pairs, kinds)
        if level <= 2:
            choices = _candidates(board)
        else:
            cells = board.tiles() if level < MAX_LEVEL else list(board.cells())
            choices = [(x, y) for i, x in enumerate(cells) for y in cells[i + 1 :]]
        if not choices:
            return None
        a, b = rng.choice(choices)
        if rng.random() < 0.5:
            a, b = b, a
        try:
            says = doc000_says(board, a, b)
        except UndefinedBehaviour:
            return None
        truth = Checker(board, Rules()).can_link(a, b)
        printed = "TRUE" if says else "FALSE"
        return Question(
            "document",
            level,
            seed,
            {
                "en": f"Document 000's program (its BFS, as printed) is asked whether A {shown(a)} "
                f"and B {shown(b)} link. What does it print, TRUE or FALSE, and is that right "
                "under the rule (at most 2 turns, on the board)? Answer two words, like "
                "TRUE right or FALSE wrong.",
                "zh": f"用文档 000 的程序（照原文的 BFS）问 A {shown(a)} 和 B {shown(b)} 能否连线。"
                "它输出 TRUE 还是 FALSE？按规则（最多 2 次转弯，只在棋盘内）这对不对？"
                "写两个词，如 TRUE 对 或 FALSE 错。",
            },
            "verdict",
            {"prints": printed, "right": says == truth},
            ("cells on the board", board.rows * board.cols),
            _board_json(board),
            2,
            False,
            a,
            b,
            extra={"document": "000"},
        )

    return _dealt(make)


#: Each level's band of moves to 123456 (None: unreachable).
_DISTANCE_BANDS: dict[int, tuple[int | None, ...]] = {
    1: (1, 2),
    2: (3, 4),
    3: (5, 6),
    4: (7, 8, 9, None),
    5: (8, 9, None),
}
_WORD_BANDS: dict[int, tuple[int | None, ...]] = {
    1: (1, 2),
    2: (3,),
    3: (4, 5),
    4: (6, 7),
    5: (8, 9),
}


def _distance(word: str | None) -> int | None:
    return None if word is None else len(word)


def _layout_text(layout: Layout) -> str:
    return "".join(map(str, layout))


def _six(skill: str, bands: dict[int, tuple[int | None, ...]]) -> Callable[..., Question]:
    def make_six(level: int, rng: random.Random, seed: int) -> Question:
        table = solution_table()
        states = all_states()

        def make() -> Question | None:
            # a distance of the band first, then a layout that far: each as likely as another
            wanted = rng.choice(bands[level])
            layout = rng.choice([s for s in states if _distance(table[s]) == wanted])
            word = table[layout]
            distance = _distance(word)
            shown_layout = _layout_text(layout)
            goal = _layout_text(GOAL)
            if skill == "six-distance":
                prompt = {
                    "en": f"How many moves (α or β) take the layout {shown_layout} to {goal}, at "
                    "fewest? Answer a number, or none if no word of α and β reaches it.",
                    "zh": f"布局 {shown_layout} 最少要几步（α 或 β）才能变成 {goal}？写一个数；"
                    "α、β 怎么组合都到不了就写“无”。",
                }
                answer: Json = distance
                form = "turns"
            else:
                prompt = {
                    "en": f"Give a shortest word of α and β (first move first) that takes the "
                    f"layout {shown_layout} to {goal}, like αβ.",
                    "zh": f"写出把布局 {shown_layout} 变成 {goal} 的一个最短的 α、β 序列"
                    "（先做的写在前），如 αβ。",
                }
                answer = word
                form = "word"
            return Question(
                skill,
                level,
                seed,
                prompt,
                form,
                answer,
                ("moves", -1 if distance is None else distance),
                extra={"layout": list(layout)},
            )

        return _dealt(make)

    return make_six


def _game_move(level: int, rng: random.Random, seed: int) -> Question:
    rules = _pair_rules(level)
    pairs, kinds, _ = _PAIR_DEALS[level]

    def make() -> Question | None:
        board = _deal_board(rng, level, pairs, kinds)
        legal = sorted(Game(board, rules).legal_pairs())
        if not legal and level < 3:
            return None
        words = _rule_words(rules)
        return Question(
            "game-move",
            level,
            seed,
            {
                "en": f"Is there a move in this position ({words['en']})? Answer one pair that "
                "can be removed, as two cells (row, col) counted from 1, like (1,1)-(2,3); or "
                "none if the game is stuck.",
                "zh": f"这个局面还有能消的牌吗（{words['zh']}）？写出能消除的一对，两个格子"
                "（行, 列），从 1 数起，如 (1,1)-(2,3)；卡住了就写“无”。",
            },
            "one-pair",
            [[list(a), list(b)] for a, b in legal],
            ("moves", len(legal)),
            _board_json(board),
            rules.max_turns,
            rules.outside,
        )

    return _dealt(make)


#: Each level's small board for "can it be cleared": rows, columns, pairs of tiles, kinds and
#: turns a path may take. Measured on random deals, the share that cannot be cleared is about
#: 43%, 52%, 15%, 22% and 26%: a board of the answer drawn first is found in a few deals.
CLEAR_DEALS = {
    1: (2, 3, 3, 3, 0),
    2: (3, 3, 4, 3, 0),
    3: (3, 4, 6, 6, 1),
    4: (4, 4, 8, 8, 1),
    5: (4, 5, 10, 10, 1),
}
#: States the exact solver may search before a deal is dealt again (none of these needs it).
CLEAR_NODES = 20_000


def _clear(level: int, rng: random.Random, seed: int) -> Question:
    from linklab.core.solver import solve

    rows, cols, pairs, kinds, turns = CLEAR_DEALS[level]
    rules = Rules(turns)

    # cleared or not first, each as likely, then a board that is so
    wanted = rng.random() < 0.5

    def make() -> Question | None:
        board = _deal_pairs(rng, rows, cols, pairs, kinds)
        result = solve(board, rules, time_limit=3600.0, seed=0, max_nodes=CLEAR_NODES)
        if not result.decided or (result.status == "solved") != wanted:
            return None
        moves = [[list(a), list(b)] for a, b in result.moves] if wanted else None
        words = _rule_words(rules)
        return Question(
            "clear",
            level,
            seed,
            {
                "en": f"Can this board be cleared ({words['en']})? Answer the pairs to remove, "
                "in order, each as two cells (row, col) counted from 1, like (1,1)-(2,3) "
                "(1,2)-(1,3); or none if no order of moves clears it.",
                "zh": f"这个棋盘能消完吗（{words['zh']}）？按顺序写出要消的每一对，两个格子"
                "（行, 列），从 1 数起，如 (1,1)-(2,3) (1,2)-(1,3)；怎么消都消不完就写“无”。",
            },
            "clearing",
            moves,
            ("tiles", 2 * pairs),
            _board_json(board),
            rules.max_turns,
            rules.outside,
        )

    return _dealt(make)


SKILLS: dict[str, Skill] = {
    skill.name: skill
    for skill in (
        Skill(
            "pairs",
            {"en": "which pairs of equal tiles link", "zh": "哪些相同的牌能连线"},
            "01-the-rule",
            _pairs_question,
        ),
        Skill(
            "fewest-turns",
            {"en": "the fewest turns between two tiles, or none", "zh": "两张牌之间最少的转弯数"},
            "02-bfs-counts-turns",
            _fewest_turns,
        ),
        Skill(
            "bfs-queue",
            {"en": "the plain BFS's queue after n steps", "zh": "普通 BFS 走 n 步后的队列"},
            "02-bfs-counts-turns",
            _bfs_queue,
        ),
        Skill(
            "reach",
            {"en": "the cells a path reaches within k turns", "zh": "k 次转弯内能到达的格子"},
            "02-bfs-counts-turns",
            _reach,
        ),
        Skill(
            "dfs-push",
            {"en": "the DFS's n-th push", "zh": "DFS 第 n 次入栈的格子"},
            "03-dfs-and-pruning",
            _dfs_push,
        ),
        Skill(
            "dfs-prune",
            {"en": "where the pruned DFS first prunes", "zh": "剪枝的 DFS 第一次剪在哪里"},
            "03-dfs-and-pruning",
            _dfs_prune,
        ),
        Skill(
            "document",
            {
                "en": "what document 000's program prints, and is it right",
                "zh": "文档 000 的程序输出什么，对不对",
            },
            "04-the-documents-side-by-side",
            _document,
        ),
        Skill(
            "game-move",
            {"en": "a move in a game position, or none", "zh": "局面中能消的一对，或没有"},
            "05-playing-the-game",
            _game_move,
        ),
        Skill(
            "clear",
            {"en": "whether a small board can be cleared", "zh": "小棋盘能不能消完"},
            "06-solving-exactly",
            _clear,
        ),
        Skill(
            "six-distance",
            {"en": "a six-digit layout's moves to 123456", "zh": "六数码布局到 123456 的步数"},
            "07-the-six-digit-puzzle",
            _six("six-distance", _DISTANCE_BANDS),
        ),
        Skill(
            "six-word",
            {"en": "a shortest α/β word to 123456", "zh": "到 123456 的最短 α/β 序列"},
            "07-the-six-digit-puzzle",
            _six("six-word", _WORD_BANDS),
        ),
    )
}


def check_skill(skill: object) -> Skill:
    """The skill named ``skill``, or an InputError naming the skills there are.

    >>> check_skill("pair")
    Traceback (most recent call last):
    ...
    linklab.core.errors.InputError: no skill 'pair': the skills are pairs, fewest-turns, \
bfs-queue, reach, dfs-push, dfs-prune, document, game-move, clear, six-distance, six-word
    """
    if not isinstance(skill, str) or skill not in SKILLS:
        raise InputError(f"no skill {skill!r}: the skills are {', '.join(SKILLS)}")
    return SKILLS[skill]


def check_level(level: object) -> int:
    """``level`` when it is a whole number 1..MAX_LEVEL, else an InputError saying so."""
    if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= MAX_LEVEL:
        raise InputError(f"level {level!r}: expected a whole number from 1 to {MAX_LEVEL}")
    return level


def question(skill: str, level: int, seed: int) -> Question:
    """The question of ``skill`` at ``level`` (1..MAX_LEVEL) that ``seed`` gives.

    Parameters
    ----------
    skill : str
        One of `SKILLS`.
    level : int
        1 (a 2x3 board, a word of one or two moves) up to `MAX_LEVEL`.
    seed : int
        Any whole number: the same seed always gives the same question.

    Examples
    --------
    >>> q = question("six-word", 2, seed=11)
    >>> len(q.answer), q.measure
    (3, ('moves', 3))
    """
    made = check_skill(skill)
    check_level(level)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InputError(f"seed {seed!r}: expected a whole number")
    return made.make(level, random.Random(f"{skill}:{level}:{seed}"), seed)
