"""A learner's answer to a practice question: read from what they type, and judged.

An answer comes in the forms a learner types: a number (or ``none``), cells ``(row, col)``
counted from 1 as the pictures count them, pairs of cells ``(1,1)-(2,3)``, a word of α and β
(``a`` and ``b`` stand for them), or two words ``TRUE right``. A form that cannot be read is
told in one line; a wrong answer gets a hint and, where it fits, the name of the mistake from
the course's catalogue of misconceptions.

Examples
--------
>>> from linklab.course.practice.questions import question
>>> q = question("fewest-turns", 1, seed=7)
>>> q.answer
0
>>> judge_answer(q, "0").right, judge_answer(q, "1").misconception
(True, 'turns_from_the_first_segment')
>>> print(judge_answer(q, "one").message["en"])
✗ Answer a number, like 2, or none: `one` is not one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from linklab.core.board import Board, Cell
from linklab.core.errors import InputError
from linklab.core.rules import Rules
from linklab.core.sixdigits import GOAL, apply_word, is_even, parse_word
from linklab.course.practice.questions import Question, reached_cells, shown

#: What a learner may type for "no answer exists".
NONE_WORDS = frozenset({"none", "null", "no", "-", "无", "没有"})
_ANSWER_FORMS = {
    "turns": ("a number, like 2, or none", "一个数，如 2，或“无”"),
    "cell": (
        "a cell (row, col) counted from 1, like (1,2)",
        "一个格子（行, 列），从 1 数起，如 (1,2)",
    ),
    "cell-or-none": (
        "a cell (row, col) counted from 1, like (1,2), or none",
        "一个格子，如 (1,2)，或“无”",
    ),
    "cells-in-order": (
        "cells (row, col) counted from 1, like (1,2) (2,2)",
        "格子（行, 列），如 (1,2) (2,2)",
    ),
    "cells": (
        "cells (row, col) counted from 1, like (1,2) (2,2)",
        "格子（行, 列），如 (1,2) (2,2)",
    ),
    "pairs": (
        "pairs of cells, like (1,1)-(2,3) (1,2)-(1,3), or none",
        "成对的格子，如 (1,1)-(2,3)，或“无”",
    ),
    "one-pair": (
        "one pair of cells, like (1,1)-(2,3), or none",
        "一对格子，如 (1,1)-(2,3)，或“无”",
    ),
    "clearing": (
        "the pairs to remove in order, like (1,1)-(2,3) (1,2)-(1,3), or none",
        "按顺序要消的每一对，如 (1,1)-(2,3) (1,2)-(1,3)，或“无”",
    ),
    "verdict": (
        "two words, like TRUE right or FALSE wrong",
        "两个词，如 TRUE 对 或 FALSE 错",
    ),
    "word": (
        "a word of α and β, like αβ (a and b do too)",
        "α、β 组成的序列，如 αβ",
    ),
}
_CELL_TEXT = re.compile(r"[\s\d()\[\],;:\-–—、，；]*")
_NUMBER = re.compile(r"\d+")


class AnswerForm(InputError):
    """An answer that cannot be read in the question's form: ``texts`` says so in each language."""

    def __init__(self, texts: dict[str, str]):
        super().__init__(texts["en"])
        self.texts = texts


@dataclass(frozen=True)
class Judgement:
    """What is told of an answer: ``right``, the ``message`` in English and Chinese, the
    ``misconception`` named (a catalogue key) where one fits, and whether the answer could
    not be read at all (``form_error``)."""

    right: bool
    message: dict[str, str]
    misconception: str | None = None
    form_error: bool = False

    def text(self, language: str = "en") -> str:
        """The message in ``language``."""
        return self.message.get(language, self.message["en"])


def _form_error(form: str, said: str) -> AnswerForm:
    en, zh = _ANSWER_FORMS[form]
    shown_said = said if len(said) <= 40 else said[:37] + "..."
    return AnswerForm(
        {
            "en": f"✗ Answer {en}: `{shown_said}` is not one.",
            "zh": f"✗ 请写{zh}：`{shown_said}` 不是。",
        }
    )


def _is_none(text: str) -> bool:
    return text.strip().strip("“”\"'「」").strip().lower() in NONE_WORDS


def _cells(form: str, text: str, board: tuple[tuple[int, ...], ...] | None) -> list[Cell]:
    """Cells counted from 1 in ``text``, as cells counted from 0."""
    if not _CELL_TEXT.fullmatch(text):
        raise _form_error(form, text)
    numbers = [int(n) for n in _NUMBER.findall(text)]
    if not numbers or len(numbers) % 2:
        raise _form_error(form, text)
    cells = [(numbers[i] - 1, numbers[i + 1] - 1) for i in range(0, len(numbers), 2)]
    if board is not None:
        rows, cols = len(board), len(board[0])
        for r, c in cells:
            if not (0 <= r < rows and 0 <= c < cols):
                raise AnswerForm(
                    {
                        "en": f"✗ ({r + 1},{c + 1}) is not on the {rows}x{cols} board: rows "
                        f"count 1..{rows}, columns 1..{cols}.",
                        "zh": f"✗ ({r + 1},{c + 1}) 不在 {rows}x{cols} 的棋盘上：行是 1..{rows}，"
                        f"列是 1..{cols}。",
                    }
                )
    return cells


def read_answer(q: Question, said: object) -> Any:
    """What the learner typed, read in the question's form (cells counted from 0), or
    ``AnswerForm`` saying in one line what was expected.

    >>> from linklab.course.practice.questions import question
    >>> read_answer(question("pairs", 1, 1), "(1,1)-(2,3)")
    [((0, 0), (1, 2))]
    >>> read_answer(question("six-word", 1, 1), "a b'")
    ('α', "β'")
    """
    text = "none" if said is None else str(said).strip()
    form = q.form
    if form == "turns":
        if _is_none(text):
            return None
        if not (text.isascii() and text.isdigit()) or len(text) > 4:
            raise _form_error(form, text)
        return int(text)
    if form in ("cell", "cell-or-none"):
        if form == "cell-or-none" and _is_none(text):
            return None
        cells = _cells(form, text, q.board)
        if len(cells) != 1:
            raise _form_error(form, text)
        return cells[0]
    if form in ("cells", "cells-in-order"):
        return [] if _is_none(text) else _cells(form, text, q.board)
    if form in ("pairs", "one-pair", "clearing"):
        if _is_none(text):
            return [] if form == "pairs" else None
        cells = _cells(form, text, q.board)
        if len(cells) % 2 or (form == "one-pair" and len(cells) != 2):
            raise _form_error(form, text)
        pairs = [(cells[i], cells[i + 1]) for i in range(0, len(cells), 2)]
        return pairs[0] if form == "one-pair" else pairs
    if form == "verdict":
        return _verdict(text)
    if form == "word":
        word = text.replace(" ", "").replace("a", "α").replace("b", "β").replace("’", "'")
        try:
            return parse_word(word)
        except InputError:
            raise _form_error(form, text) from None
    raise AssertionError(form)  # every skill's form is read above


_PRINTS = {"true": True, "yes": True, "false": False, "no": False}
_RIGHT = {"right": True, "correct": True, "对": True, "wrong": False, "错": False, "不对": False}


def _verdict(text: str) -> tuple[bool, bool]:
    words = text.replace(",", " ").replace("，", " ").lower().split()
    prints = [_PRINTS[w] for w in words if w in _PRINTS]
    right = [_RIGHT[w] for w in words if w in _RIGHT]
    if len(words) != 2 or len(prints) != 1 or len(right) != 1:
        raise _form_error("verdict", text)
    return prints[0], right[0]


def _cell_list(value: Sequence[Sequence[int]]) -> list[Cell]:
    return [(int(r), int(c)) for r, c in value]


def _pair_set(pairs: Sequence[Sequence[Sequence[int]]]) -> set[frozenset[Cell]]:
    return {frozenset(_cell_list(pair)) for pair in pairs}


def _misconception(key: str) -> dict[str, str]:
    from linklab.course.selfcheck.misconceptions import CATALOGUE
    from linklab.i18n import translate

    sentence = next(entry.sentence for entry in CATALOGUE if entry.key == key)
    return {"en": sentence, "zh": translate(sentence, "zh")}


def _wrong(hint: dict[str, str], misconception: str | None = None) -> Judgement:
    en, zh = f"✗ Not yet. Hint: {hint['en']}", f"✗ 还不对。提示：{hint['zh']}"
    if misconception:
        named = _misconception(misconception)
        en, zh = f"{en} Perhaps: {named['en']}", f"{zh} 也许：{named['zh']}"
    return Judgement(False, {"en": en, "zh": zh}, misconception)


def _right(q: Question) -> Judgement:
    return Judgement(True, {"en": "✓ Right.", "zh": "✓ 对了。"})


def _board(q: Question) -> Board:
    assert q.board is not None  # every board skill has its board
    return Board.from_rows(q.board)


def judge_answer(q: Question, said: object) -> Judgement:
    """Judge ``said`` (what the learner typed) as an answer to ``q``.

    >>> from linklab.course.practice.questions import question
    >>> q = question("six-distance", 3, seed=2)
    >>> judge_answer(q, q.answer).right, judge_answer(q, "x").form_error
    (True, True)
    """
    try:
        value = read_answer(q, said)
    except AnswerForm as bad:
        return Judgement(False, bad.texts, form_error=True)
    judge = _JUDGES[q.form]
    return judge(q, value)


def _judge_turns(q: Question, value: int | None) -> Judgement:
    key = q.answer
    if value == key:
        return _right(q)
    if q.skill == "six-distance":
        layout = tuple(q.extra["layout"])
        if key is None and is_even(layout):
            return _wrong(
                {
                    "en": "try to reach it: an even layout need not be reachable.",
                    "zh": "试着真的走到它：偶排列不一定能到达。",
                },
                "six_parity",
            )
        if key is not None and value is None:
            return _wrong(
                {
                    "en": "search on: it is reachable, some layers farther.",
                    "zh": "继续搜：它能到达，只是还要再多几层。",
                },
                "six_layer_cut_short",
            )
        return _wrong(
            {
                "en": "count the moves of the BFS's layers from 123456.",
                "zh": "从 123456 出发，一层一层数 BFS 的步数。",
            }
        )
    if key is not None and value == key + 1:
        return _wrong(
            {
                "en": "the first segment is no turn: leaving A in any heading is free.",
                "zh": "第一段不算转弯：从 A 出发朝哪个方向都不花转弯。",
            },
            "turns_from_the_first_segment",
        )
    if value is not None and value > q.rules().max_turns:
        return _wrong(
            {
                "en": f"a path may turn at most {q.rules().max_turns} times; more does not count.",
                "zh": f"路径最多转 {q.rules().max_turns} 次弯，多了不算。",
            }
        )
    if key is None:
        return _wrong(
            {
                "en": "every path that joins them turns more than the rule allows.",
                "zh": "连接它们的路径都比规则允许的转弯多。",
            }
        )
    return _wrong(
        {
            "en": "step the turn-counting BFS: straight steps go to the queue's front.",
            "zh": "一步一步走计转弯的 BFS：直走的状态放在队首。",
        }
    )


def _judge_cell(q: Question, value: Cell | None) -> Judgement:
    key = None if q.answer is None else tuple(q.answer)
    if value == key:
        return _right(q)
    if key is None:
        return _wrong(
            {
                "en": "this DFS never prunes on this board: it finds B first, or runs out.",
                "zh": "这个 DFS 在这个棋盘上从不剪枝：先找到了 B，或者走完了。",
            }
        )
    if value is None:
        return _wrong(
            {
                "en": "it does prune: follow it push by push, up, right, down, left.",
                "zh": "它会剪枝：按上、右、下、左一格一格地跟着它走。",
            }
        )
    return _wrong(
        {
            "en": "follow the stack push by push, trying up, right, down, left in turn.",
            "zh": "一格一格地跟着栈走，依次试上、右、下、左。",
        }
    )


def _judge_cells_in_order(q: Question, value: list[Cell]) -> Judgement:
    key = _cell_list(q.answer)
    if value == key:
        return _right(q)
    if value == key[::-1]:
        return _wrong(
            {
                "en": "the right cells; write the front of the queue first.",
                "zh": "格子对了；要从队首写起。",
            }
        )
    if sorted(value) == sorted(key):
        return _wrong(
            {
                "en": "the right cells, in the wrong order: neighbours join in the order "
                "up, right, down, left.",
                "zh": "格子对了，顺序不对：邻格按上、右、下、左的顺序入队。",
            }
        )
    return _wrong(_counts_hint(value, key, "queue"))


def _counts_hint(value: Sequence[Cell], key: Sequence[Cell], what: str) -> dict[str, str]:
    missing, extra = len(set(key) - set(value)), len(set(value) - set(key))
    return {
        "en": f"{missing} cell(s) of the {what} are missing and {extra} do not belong.",
        "zh": f"少了 {missing} 个格子，多了 {extra} 个不该有的。",
    }


def _judge_cells(q: Question, value: list[Cell]) -> Judgement:
    key = _cell_list(q.answer)
    if set(value) == set(key):
        return _right(q)
    rules = q.rules()
    assert q.a is not None  # a reach question starts from A
    wider = set(reached_cells(_board(q), q.a, Rules(rules.max_turns + 1, rules.outside)))
    extra = set(value) - set(key)
    if extra and extra <= wider and set(key) <= set(value):
        return _wrong(
            {
                "en": f"some of your cells need {rules.max_turns + 1} turns.",
                "zh": f"有些格子要转 {rules.max_turns + 1} 次弯才能到。",
            },
            "turn_limit_off_by_one",
        )
    return _wrong(_counts_hint(value, key, "answer"))


def _judge_pairs(q: Question, value: list[tuple[Cell, Cell]]) -> Judgement:
    key = _pair_set(q.answer)
    said = {frozenset(pair) for pair in value}
    if said == key:
        return _right(q)
    missing, extra = len(key - said), len(said - key)
    return _wrong(
        {
            "en": f"{missing} pair(s) that link are missing and {extra} of yours do not link.",
            "zh": f"少了 {missing} 对能连线的，你写的有 {extra} 对连不上。",
        }
    )


def _judge_one_pair(q: Question, value: tuple[Cell, Cell] | None) -> Judgement:
    key = _pair_set(q.answer)
    if (value is None and not key) or (value is not None and frozenset(value) in key):
        return _right(q)
    if value is None:
        return _wrong(
            {
                "en": f"there is a move: {len(key)} pair(s) link.",
                "zh": f"还有能消的：有 {len(key)} 对能连线。",
            }
        )
    a, b = value
    return _wrong(
        {
            "en": f"{shown(a)} and {shown(b)} cannot be removed: look for equal tiles "
            "joined by a path of few turns.",
            "zh": f"{shown(a)} 和 {shown(b)} 消不掉：找转弯少的路径连着的一对相同的牌。",
        }
    )


def _judge_clearing(q: Question, value: list[tuple[Cell, Cell]] | None) -> Judgement:
    from linklab.core.game import Game, MoveError

    if value is None:
        if q.answer is None:
            return _right(q)
        return _wrong(
            {
                "en": f"it can be cleared: the exact solver clears it in {len(q.answer)} moves. "
                "Try the pairs that free the most first.",
                "zh": f"能消完：精确求解器用 {len(q.answer)} 步消完。先试能空出最多格子的那一对。",
            }
        )
    game = Game(_board(q), q.rules())
    for number, (a, b) in enumerate(value, 1):
        try:
            game = game.remove(a, b)
        except MoveError as refused:
            why = refused.explain(shown)
            return _wrong(
                {
                    "en": f"move {number}, {shown(a)}-{shown(b)}, cannot be made then: {why}.",
                    "zh": f"第 {number} 步 {shown(a)}-{shown(b)} 那时消不掉：{why}。",
                }
            )
    if game.is_won():
        return _right(q)
    left = len(game.board.tiles())
    return _wrong(
        {
            "en": f"after your {len(value)} moves {left} tiles are left; go on until none is.",
            "zh": f"走完你的 {len(value)} 步还剩 {left} 张牌；要一直消到一张不剩。",
        }
    )


def _judge_verdict(q: Question, value: tuple[bool, bool]) -> Judgement:
    prints, right = q.answer["prints"] == "TRUE", q.answer["right"]
    if value == (prints, right):
        return _right(q)
    if value[0] != prints:
        return _wrong(
            {
                "en": "step document 000's BFS as printed: its first four steps are queued "
                "with no test, and only other kinds stop it.",
                "zh": "照原文一步一步走文档 000 的 BFS：开头四步不经检查就入队，"
                "而且只有别的种类才挡路。",
            }
        )
    return _wrong(
        {
            "en": "what it prints is right; now ask the rule whether the two link.",
            "zh": "它的输出你说对了；再按规则判断这两格能不能连。",
        }
    )


def _judge_word(q: Question, value: tuple[str, ...]) -> Judgement:
    layout = tuple(q.extra["layout"])
    after = apply_word(layout, list(value))
    if after == GOAL and len(value) == len(q.answer):
        return _right(q)
    if after == GOAL:
        return _wrong(
            {
                "en": f"it reaches 123456, but a word of {len(q.answer)} moves does too.",
                "zh": f"能到 123456，但有 {len(q.answer)} 步的更短序列。",
            }
        )
    shown_after = "".join(map(str, after))
    return _wrong(
        {
            "en": f"after your word the layout is {shown_after}, not 123456.",
            "zh": f"按你的序列走完，布局是 {shown_after}，不是 123456。",
        }
    )


#: Each answer form's judge: the value it takes is what `read_answer` reads for that form.
_JUDGES: dict[str, Callable[[Question, Any], Judgement]] = {
    "turns": _judge_turns,
    "cell": _judge_cell,
    "cell-or-none": _judge_cell,
    "cells-in-order": _judge_cells_in_order,
    "cells": _judge_cells,
    "pairs": _judge_pairs,
    "one-pair": _judge_one_pair,
    "clearing": _judge_clearing,
    "verdict": _judge_verdict,
    "word": _judge_word,
}


def typed_answer(q: Question) -> str:
    """The key as a learner would type it (cells from 1), for the worksheet's key and tests.

    >>> from linklab.course.practice.questions import question
    >>> typed_answer(question("pairs", 1, 1))
    '(1,1)-(1,3) (2,1)-(2,2)'
    """
    key, form = q.answer, q.form
    if key is None:
        return "none"
    if form == "turns":
        return str(key)
    if form in ("cell", "cell-or-none"):
        return shown(tuple(key))
    if form in ("cells", "cells-in-order"):
        return " ".join(shown(tuple(cell)) for cell in key) or "none"
    if form == "pairs":
        return " ".join(f"{shown(tuple(a))}-{shown(tuple(b))}" for a, b in key) or "none"
    if form == "one-pair":
        return f"{shown(tuple(key[0][0]))}-{shown(tuple(key[0][1]))}" if key else "none"
    if form == "clearing":
        return " ".join(f"{shown(tuple(a))}-{shown(tuple(b))}" for a, b in key)
    if form == "verdict":
        return f"{key['prints']} {'right' if key['right'] else 'wrong'}"
    return str(key)  # a word
