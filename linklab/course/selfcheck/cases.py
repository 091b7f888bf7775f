"""Where a check's cases come from, smallest first: every small board, the scenario table, open
boards, seeded random boards; for six digits every layout, nearest to 123456 first.

Every board of 1 to ``EVERY_CELLS`` cells (no side over 4), with every assignment of kinds 0, 1
and 2, three tiles of one kind and more included; then `linklab.core.cases.small_boards`'
larger ones, up to 3x4 with walls; smallest first (`small_cases`). Then the package's scenario
table (`SCENARIOS`: the rule's edge cases and the notebooks' own boards), twenty open 12x12
boards, then seeded random boards. A failure past the small boards is shrunk
(`smaller_link_cases`, ``SHRINK_TRIES`` tries at most).

>>> sum(1 for _ in scenario_cases(Rules())) > 10
True
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Iterator

from linklab.core.board import Board, Cell, parse_board
from linklab.core.cases import BoardQueries, board_reductions, random_board_queries, small_boards
from linklab.core.checker import Checker
from linklab.core.rules import Rules

#: How many smaller cases shrinking a failure found past the small boards may try.
SHRINK_TRIES = 3000
#: ``small_cases``: every board of up to this many cells, every kind 0, 1 or 2 in every cell;
#: on boards of up to ``EVERY_QUERY_CELLS`` cells every pair of cells is asked (the same cell
#: twice, empty cells, two kinds), on larger ones every pair of two tiles of kind 1.
EVERY_CELLS, EVERY_QUERY_CELLS = 6, 4

_ZIGZAG = "0 0 0 2\n0 1 0 0\n0 0 4 0\n0 0 0 2\n0 0 0 1"
_DOC000 = "0 0 0 0 0 0\n0 1 2 3 0 0\n3 0 0 0 0 3\n0 2 3 4 0 2\n0 0 0 2 1 4"
_BIG = "BC*******A\n*DEB*CD***\n***A******\n*DB***B***\nDBA*C***DA\nA*******A*"  # notebook 03

#: The package's scenario table: (name, board, a, b, rules). Each is a case a search gets wrong
#: in a telling way, or a board a notebook shows; a check uses those whose rule it checks.
SCENARIOS: tuple[tuple[str, str, Cell, Cell, Rules], ...] = (
    ("neighbours", "1 1", (0, 0), (0, 1), Rules()),
    ("straight over a gap", "1 0 0 1", (0, 0), (0, 3), Rules()),
    ("blocked line", "1 2 1", (0, 0), (0, 2), Rules()),
    ("around the outside", "1 2 1", (0, 0), (0, 2), Rules(outside=True)),
    ("one corner", "1 0\n2 1", (0, 0), (1, 1), Rules()),
    ("the same cell twice", "0 0\n0 1", (1, 1), (1, 1), Rules()),
    ("an empty cell", "1 0 0", (0, 0), (0, 2), Rules()),
    ("two kinds", "1 0 2", (0, 0), (0, 2), Rules()),
    ("a tile of the same kind in the way", "1 1 1", (0, 0), (0, 2), Rules()),
    ("two turns round a wall", "1 2 1\n0 0 0", (0, 0), (0, 2), Rules()),
    ("three turns needed", "0 0 0 1\n1 1 0 1", (1, 0), (1, 3), Rules()),
    ("more than three turns needed", "1 2 0\n2 0 0\n0 0 2\n0 2 1", (0, 0), (3, 2), Rules()),
    ("document 000, case 1", "0 0 0 0 0\n0 1 2 0 0\n0 0 3 4 0\n0 0 0 1 0", (1, 1), (3, 3), Rules()),
    ("document 000, case 3", _DOC000, (3, 3), (4, 5), Rules()),
    ("notebooks 02 and 03: the board", _DOC000, (1, 1), (4, 4), Rules()),
    ("notebook 02: the zigzag", _ZIGZAG, (1, 1), (4, 3), Rules()),
    ("notebook 03: A (6,1)-(1,10)", _BIG, (5, 0), (0, 9), Rules()),
    ("notebook 03: A (5,10)-(6,9)", _BIG, (4, 9), (5, 8), Rules()),
    ("notebook 03: B (4,7)-(5,2)", _BIG, (3, 6), (4, 1), Rules()),
    ("notebook 03: D (2,7)-(4,2)", _BIG, (1, 6), (3, 1), Rules()),
    ("document 003, query 1", "1 2 3 4\n0 0 0 0\n4 3 2 1", (0, 0), (2, 3), Rules()),
    ("document 003, query 6", "0 1 4 3\n0 2 4 1\n0 0 0 0", (0, 2), (1, 2), Rules()),
    ("snake with two", "1 0 0\n2 2 0\n0 0 0\n0 2 2\n0 0 1", (0, 0), (4, 2), Rules()),
    ("snake with four", "1 0 0\n2 2 0\n0 0 0\n0 2 2\n0 0 1", (0, 0), (4, 2), Rules(max_turns=4)),
    ("walled in", "0 2 0\n2 1 2\n0 2 0\n1 0 0", (1, 1), (3, 0), Rules(outside=True)),
    ("along the top edge", "1 2 2 1\n0 0 0 0", (0, 0), (0, 3), Rules()),
    ("round the outside only", "1 2\n2 1", (0, 0), (1, 1), Rules(outside=True)),
)

#: The six-digit layouts of document 001's sample; ``check_can_reach`` asks every layout,
#: nearest to 123456 first, and these are among them.
SIX_SCENARIOS = ((1, 3, 5, 2, 4, 6), (2, 5, 6, 4, 3, 1), (1, 2, 3, 4, 5, 6))

LinkCase = tuple[Board, Cell, Cell]


@functools.cache
def small_cases() -> tuple[LinkCase, ...]:
    """Every small case, smallest first (fewest cells, then fewest tiles; see ``EVERY_CELLS``).

    Every board of 1 to ``EVERY_CELLS`` cells (no side over 4) with every kind 0, 1 or 2 in
    each cell, then the larger boards of `linklab.core.cases.small_boards` (walls round one
    pair).

    >>> cases = small_cases()
    >>> [(board.grid, a, b) for board, a, b in cases[:2]]
    [(((0,),), (0, 0), (0, 0)), (((1,),), (0, 0), (0, 0))]
    >>> (Board.from_rows([[1, 1, 1]]), (0, 0), (0, 2)) in cases[:300]
    True
    """
    found = []
    shapes = [(r, c) for r in range(1, 5) for c in range(1, 5) if r * c <= EVERY_CELLS]
    for rows, cols in sorted(shapes, key=lambda shape: (shape[0] * shape[1], shape)):
        n = rows * cols
        for flat in itertools.product((0, 1, 2), repeat=n):
            if n <= EVERY_QUERY_CELLS:
                pairs = list(itertools.combinations_with_replacement(range(n), 2))
            else:
                ones = [k for k in range(n) if flat[k] == 1]
                pairs = list(itertools.combinations(ones, 2))
            if not pairs:
                continue
            board = Board.from_rows([flat[r * cols : (r + 1) * cols] for r in range(rows)])
            tiles = n - flat.count(0)
            for i, j in pairs:
                found.append(((n, tiles), (board, divmod(i, cols), divmod(j, cols))))
    for item in small_boards():
        board = item.board
        if board.rows * board.cols > EVERY_CELLS:
            ((a, b),) = item.queries
            found.append(((board.rows * board.cols, len(board.tiles())), (board, a, b)))
    found.sort(key=lambda entry: entry[0])  # stable: within a size, the order built
    return tuple(case for _, case in found)


def count_cases(rules: Rules, cases: int) -> int:
    """How many cases a board check tries in all."""
    scenarios = sum(1 for _ in scenario_cases(rules))
    return len(small_cases()) + scenarios + len(OPEN) + cases


def scenario_cases(rules: Rules) -> Iterator[LinkCase]:
    for _name, text, a, b, rule in SCENARIOS:
        if rule == rules:
            yield parse_board(text, "letters" if "*" in text else "rows"), a, b


def all_cases(rules: Rules, cases: int, seed: int) -> Iterator[LinkCase]:
    yield from small_cases()
    yield from scenario_cases(rules)
    yield from OPEN
    rng = random.Random(seed)
    for index in range(cases):
        side = 3 + 6 * index // max(cases, 1)  # small boards first
        rows, cols = rng.randint(2, side), rng.randint(2, side)
        item = random_board_queries(rng, rows, cols, 1)
        ((a, b),) = item.queries
        yield item.board, a, b


def _open_boards(count: int = 20, side: int = 12) -> Iterator[LinkCase]:
    """Open boards (one cell in eight a wall), where pruning saves the most work."""
    rng = random.Random(12)
    for _ in range(count):
        grid = [[2 if rng.random() < 0.12 else 0 for _ in range(side)] for _ in range(side)]
        a: Cell = rng.randrange(side), rng.randrange(side)
        b: Cell = rng.randrange(side), rng.randrange(side)
        while b == a:
            b = rng.randrange(side), rng.randrange(side)
        grid[a[0]][a[1]] = grid[b[0]][b[1]] = 1
        yield Board.from_rows(grid), a, b


OPEN = tuple(_open_boards())
#: A case as `truth` remembers it: the board's grid and the two cells.
TruthKey = tuple[tuple[tuple[int, ...], ...], Cell, Cell]
_TRUTHS: dict[Rules, dict[TruthKey, bool]] = {}


def forget_truths() -> None:
    """Forget the rule's answers read or worked out so far: the next are read again."""
    _TRUTHS.clear()


def truth(case: LinkCase, rules: Rules) -> bool:
    """Whether the rule links the case's two cells, remembered (the small boards recur); on
    the small cases, under the rules shipped, read from the package (`shipped_truths`)."""
    board, a, b = case
    known = _TRUTHS.get(rules)  # a check asks this of every case: one look a case when known
    if known is None:
        known = known_truths(rules)
    key = (board.grid, a, b)
    answer = known.get(key)
    if answer is None:
        if len(known) > 200_000:
            known.clear()
        answer = known[key] = Checker(board, rules).can_link(a, b)
    return answer


def known_truths(rules: Rules) -> dict[TruthKey, bool]:
    """The answers of ``rules`` `truth` remembers, those shipped with the package first."""
    known = _TRUTHS.get(rules)
    if known is None:
        known = _TRUTHS[rules] = shipped_truths(rules)
    return known


def truth_key(rules: Rules) -> str:
    """The key of ``rules``' answers in the table shipped with the package (``truth_data.py``).

    >>> truth_key(Rules(outside=True))
    '2 outside'
    """
    return f"{rules.max_turns} {'outside' if rules.outside else 'on the board'}"


def shipped_truths(rules: Rules) -> dict[TruthKey, bool]:
    """The rule's answer on each small case, read from the table shipped with the package
    (written by `linklab.course.selfcheck.truth_build`); empty for a rule not shipped.

    >>> answers = shipped_truths(Rules())
    >>> len(answers) == len(small_cases()), answers[((1, 1),), (0, 0), (0, 1)]
    (True, True)
    >>> shipped_truths(Rules(max_turns=5))
    {}
    """
    import base64

    from linklab.course.selfcheck.truth_data import TRUTHS

    text = TRUTHS.get(truth_key(rules))
    if text is None:
        return {}
    bits = base64.b64decode(text)
    return {
        (board.grid, a, b): bool(bits[index >> 3] >> (index & 7) & 1)
        for index, (board, a, b) in enumerate(small_cases())
    }


def truths_known() -> dict[Rules, int]:
    """How many answers of the rule `truth` remembers, per rule: what a check run apart
    (`linklab.course.selfcheck.apart`) sends back is what it learned past these."""
    return {rules: len(known) for rules, known in _TRUTHS.items()}


def truths_since(known: dict[Rules, int]) -> dict[Rules, list[tuple[TruthKey, bool]]]:
    """The answers `truth` learned since ``known`` (`truths_known`) was taken."""
    return {
        rules: list(table.items())[known.get(rules, 0) :]
        for rules, table in _TRUTHS.items()
        if len(table) > known.get(rules, 0)
    }


def learn_truths(learned: dict[Rules, list[tuple[TruthKey, bool]]]) -> None:
    """Remember what a check run apart learned (`truths_since`)."""
    for rules, items in learned.items():
        _TRUTHS.setdefault(rules, {}).update(items)


def smaller_link_cases(case: LinkCase) -> Iterator[LinkCase]:
    board, a, b = case
    for smaller in board_reductions(BoardQueries(board, ((a, b),))):
        ((a2, b2),) = smaller.queries
        yield smaller.board, a2, b2


def link_size(case: LinkCase) -> tuple[int, int, int]:
    board = case[0]
    kinds = [k for row in board.grid for k in row if k]
    return board.rows * board.cols, len(kinds), sum(kinds)


def link_key(case: LinkCase) -> TruthKey:
    return case[0].grid, case[1], case[2]
