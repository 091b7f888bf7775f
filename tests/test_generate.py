"""Tests for linklab.core.generate: counts, determinism, and boards built to be cleared."""

from __future__ import annotations

import random
import re

import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from linklab import Board, Checker, InputError, Rules
from linklab.core.generate import generate_board, placement_order
from linklab.core.solver import solve


@st.composite
def shapes(draw, max_side: int = 8, group: int | None = None):
    """rows, cols, kinds, group with rows * cols a multiple of group."""
    group = group or draw(st.sampled_from([2, 4]))
    rows = draw(st.integers(1, max_side))
    cols = draw(st.integers(1, max_side))
    if (rows * cols) % group:
        cols = group  # any rows times a multiple of group works
    kinds = draw(st.integers(1, 12))
    return rows, cols, kinds, group


@given(shapes(), st.sampled_from(["even", "random"]), st.integers(0, 2**32), st.booleans())
@settings(max_examples=examples(60))
def test_every_kind_even_and_same_seed_same_board(shape, spread, seed, solvable):
    rows, cols, kinds, group = shape
    board = generate_board(rows, cols, kinds, seed, group=group, spread=spread, solvable=solvable)
    assert board.shape == (rows, cols)
    assert not any(kind == 0 for row in board.grid for kind in row), "the board is full"
    counts = board.counts()
    assert all(count % group == 0 for count in counts.values())
    assert set(counts) <= set(range(1, kinds + 1))
    again = generate_board(rows, cols, kinds, seed, group=group, spread=spread, solvable=solvable)
    assert again == board


@given(shapes(), st.integers(0, 1000))
def test_even_spread_is_as_equal_as_possible(shape, seed):
    rows, cols, kinds, group = shape
    counts = generate_board(rows, cols, kinds, seed, group=group).counts()
    groups = rows * cols // group
    if kinds <= groups:
        assert len(counts) == kinds
    assert max(counts.values()) - min(counts.values()) <= group


@given(shapes(), st.integers(0, 1000))
def test_random_spread_deals_every_kind_when_it_fits(shape, seed):
    rows, cols, kinds, group = shape
    counts = generate_board(rows, cols, kinds, seed, group=group, spread="random").counts()
    groups = rows * cols // group
    assert len(counts) == min(kinds, groups)


def test_random_spread_varies_the_counts():
    seen = {
        tuple(generate_board(10, 20, 10, seed, spread="random").counts().values())
        for seed in range(5)
    }
    assert len(seen) > 1


def test_a_random_generator_is_used_as_given_and_the_global_one_is_left_alone():
    state = random.getstate()
    assert generate_board(4, 4, 3, random.Random(9)) == generate_board(4, 4, 3, 9)
    assert generate_board(4, 4, 3, 9, solvable=True) == generate_board(4, 4, 3, 9, solvable=True)
    assert random.getstate() == state
    assert generate_board(6, 6, 4, 1) != generate_board(6, 6, 4, 2)


@pytest.mark.parametrize(
    ("rows", "cols", "kinds", "group", "spread", "message"),
    [
        (3, 3, 2, 2, "even", "cannot be dealt in pairs"),
        (2, 3, 2, 4, "even", "cannot be dealt in groups of 4"),
        (2, 2, 2, 3, "even", "even groups"),
        (0, 4, 2, 2, "even", "rows must be"),
        (2, 2, 0, 2, "even", "kinds must be"),
        (2, 2, 2, 2, "lumpy", "unknown spread"),
    ],
)
def test_bad_shapes_are_refused_clearly(rows, cols, kinds, group, spread, message):
    with pytest.raises(InputError, match=message):
        generate_board(rows, cols, kinds, 0, group=group, spread=spread)


rules = st.builds(Rules, max_turns=st.integers(0, 3), outside=st.booleans())


@given(st.integers(1, 6), st.integers(1, 6), rules, st.integers(0, 10**6))
def test_placement_order_can_be_undone_in_reverse(rows, cols, rule, seed):
    if (rows * cols) % 2:
        cols += 1
    pairs = placement_order(rows, cols, seed, rule)
    cells = sorted(cell for pair in pairs for cell in pair)
    assert cells == [(r, c) for r in range(rows) for c in range(cols)]
    board = generate_board(rows, cols, rows * cols // 2, seed, solvable=True, rules=rule)
    # Whatever the kinds, the pairs placed come off in reverse: check with one kind per pair.
    kinds = {cell: i + 1 for i, pair in enumerate(pairs) for cell in pair}
    board = board.with_cells(kinds)
    for a, b in reversed(pairs):
        assert Checker(board, rule).can_link(a, b)
        board = board.remove_pair(a, b)
    assert board.is_clear()


@given(shapes(max_side=6), st.booleans(), st.integers(0, 10**6))
@settings(max_examples=examples(25))
def test_solvable_boards_are_cleared_by_the_solver(shape, outside, seed):
    rows, cols, kinds, group = shape
    rule = Rules(outside=outside)
    board = generate_board(rows, cols, kinds, seed, group=group, solvable=True, rules=rule)
    assert solve(board, rule, time_limit=20).status == "solved"


@pytest.mark.parametrize("outside", [False, True])
def test_a_solvable_document_004_board_is_solved(outside):
    rule = Rules(outside=outside)
    board = generate_board(10, 20, 10, 4, solvable=True, rules=rule)
    assert board.counts() == {kind: 20 for kind in range(1, 11)}
    assert solve(board, rule, time_limit=20).status == "solved"


# --- the seed fixes the board, whatever the machine's load ------------------------------------

HARD = dict(group=4, solvable=True, difficulty="hard")


def test_a_hard_board_does_not_depend_on_the_clock(monkeypatch):
    idle = generate_board(8, 10, 10, seed=7, **HARD)
    import linklab.core.solver as solver_module

    # A machine far slower: every look at the clock finds a minute gone.
    ticks = iter(range(0, 10**9, 60))
    monkeypatch.setattr(solver_module.time, "perf_counter", lambda: float(next(ticks)))
    assert generate_board(8, 10, 10, seed=7, **HARD) == idle


@pytest.mark.slow  # two busy programs hold both cores while it deals; its twin without a
# clock or a load: test_a_hard_board_does_not_depend_on_the_clock
def test_a_hard_board_is_the_same_under_load():
    import subprocess
    import sys

    idle = generate_board(8, 10, 10, seed=0, **HARD)
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]
    try:
        loaded = generate_board(8, 10, 10, seed=0, **HARD)
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()
    assert loaded == idle


# --- difficulty that means something to a person --------------------------------------------


def independent_random_games(board, rules, games, seed):
    """How many of ``games`` random-play games get stuck, played by a player of its own: each
    move it lists every pair of one kind that ``Checker`` links now and takes one of them
    uniformly, from its own ``random.Random(seed)`` (not ``linklab.core.difficulty``'s games,
    which the generator measures by)."""
    rng = random.Random(seed)
    rows, cols = board.shape
    stuck = 0
    for _ in range(games):
        flat = [kind for row in board.grid for kind in row]
        while True:
            checker = Checker.from_flat(flat, rows, cols, rules)
            tiles = [divmod(at, cols) for at, kind in enumerate(flat) if kind]
            pairs = [
                (a, b)
                for i, a in enumerate(tiles)
                for b in tiles[i + 1 :]
                if checker.kind(a) == checker.kind(b) and checker.can_link(a, b)
            ]
            if not pairs:
                break
            a, b = rng.choice(pairs)
            flat = list(flat)
            flat[a[0] * cols + a[1]] = flat[b[0] * cols + b[1]] = 0
        stuck += any(flat)
    return stuck


#: A 6x8 deal with two crossed blocks (``x y / y x`` low down, its two other ``x`` side by side
#: high up), 6 kinds: about four games in five get stuck, not nine in ten. The old measure (30
#: games from the one fixed seed, 85% asked) let it pass as hard.
NEARLY_HARD = Board.from_rows(
    [int(kind) for kind in row]
    for row in ["64336622", "46444666", "46644464", "66254664", "31526446", "13644464"]
)

#: Hard promises nine games in ten stuck; the tests ask 85% of 60 games (51) of the
#: independent player. The generator keeps a board only when 117 of its 120 games get stuck
#: (a one-sided 99.5% Wilson bound of 0.9), so a board it keeps is stuck in 0.9 of games or more
#: (0.97 on average over 50 seeds of 6x8, python -m benchmarks.bench_generate --independent):
#: at 0.9, 60 games fall short of 51 about one time in ten, at 0.95 one in a thousand. A board stuck
#: in 0.8 of games or fewer, as the old measure let through, reaches 51 about one time in five.
HARD_STUCK_OF_60 = 51


#: One seed in make check; the other two, the same measure on other boards, in make test.
@pytest.mark.parametrize("seed", [0, *(pytest.param(s, marks=pytest.mark.slow) for s in (1, 2))])
def test_hard_boards_get_an_independent_random_player_stuck_nine_times_in_ten(seed):
    board = generate_board(6, 8, 6, seed, solvable=True, difficulty="hard")
    assert independent_random_games(board, Rules(), 60, seed=1000 + seed) >= HARD_STUCK_OF_60


def test_a_board_that_only_looked_hard_is_caught():
    from linklab.core.difficulty import fits
    from linklab.core.generate import BANDS, CONFIDENCE_Z, MEASURE_GAMES

    assert solve(NEARLY_HARD).status == "solved"
    # The check the hard boards pass fails it ...
    assert independent_random_games(NEARLY_HARD, Rules(), 60, seed=1000) < HARD_STUCK_OF_60
    # ... the old acceptance (30 games, 85%) took it, the generator's own now leaves it out.
    assert fits(NEARLY_HARD, Rules(), 0.85, 1.0, 30)[0] == "fits"
    low, high = BANDS["hard"]
    for games_seed in range(3):
        verdict, _ = fits(
            NEARLY_HARD,
            Rules(),
            low,
            high,
            MEASURE_GAMES["hard"],
            seed=games_seed,
            z=CONFIDENCE_Z["hard"],
        )
        assert verdict == "low"


def test_the_generators_random_player_takes_any_linking_pair():
    """``difficulty.random_game`` chooses among exactly the pairs ``Checker`` links, each move."""
    from linklab.core.difficulty import random_game

    board = generate_board(6, 8, 6, 5)
    rows, cols = board.shape
    flat = [kind for row in board.grid for kind in row]
    tiles = [divmod(at, cols) for at, kind in enumerate(flat) if kind]
    offered = []

    class Watching(random.Random):
        def choice(self, pairs):
            checker = Checker.from_flat(list(flat), rows, cols)
            linking = {
                (t, u)
                for t, a in enumerate(tiles)
                for u, b in enumerate(tiles)
                if t < u
                and flat[a[0] * cols + a[1]]
                and checker.kind(a) == checker.kind(b)
                and checker.can_link(a, b)
            }
            offered.append(set(pairs) == linking and len(pairs) == len(linking))
            t, u = super().choice(pairs)
            for r, c in (tiles[t], tiles[u]):
                flat[r * cols + c] = 0
            return t, u

    random_game(board, Rules(), Watching(3))
    assert len(offered) > 10 and all(offered)


@pytest.mark.parametrize("outside", [False, True])
def test_hard_boards_get_a_random_player_stuck_most_of_the_time(outside):
    rules = Rules(outside=outside)
    board = generate_board(6, 8, 12, seed=3, solvable=True, rules=rules, difficulty="hard")
    assert solve(board, rules, time_limit=60).status == "solved"
    assert independent_random_games(board, rules, 20, seed=11) >= 15  # about 9 in 10


def test_easy_boards_seldom_get_a_random_player_stuck():
    board = generate_board(6, 8, 12, seed=3, solvable=True, difficulty="easy")
    assert independent_random_games(board, Rules(), 20, seed=11) <= 5


@pytest.mark.parametrize(
    ("shape", "kinds", "seed"),
    # make check's 8x10 takes 2.7 s of processor time; document 004's 10x20 (9.5 s) is make
    # test's. The bands are the same rule on a larger board: the app's largest (16x30, three
    # times that) adds no case of it.
    [((8, 10), 10, 2), pytest.param((10, 20), 10, 2, marks=pytest.mark.slow)],
)
def test_each_difficulty_measures_in_its_band(shape, kinds, seed):
    from linklab.core.difficulty import stuck_share
    from linklab.core.generate import BANDS

    shares = {}
    for difficulty, (low, high) in BANDS.items():
        board = generate_board(
            *shape, kinds, seed=seed, group=4, solvable=True, difficulty=difficulty
        )
        # The figure shown comes from 30 games of their own, not those the board was chosen by:
        # within about 0.1 of the board's share.
        shares[difficulty] = stuck_share(board)
        assert low - 0.1 <= shares[difficulty] <= high + 0.1, (difficulty, shares)
        assert solve(board, time_limit=60).status == "solved"
    assert shares["easy"] < shares["normal"] < shares["hard"]
    assert shares["hard"] >= 0.85


def test_the_measure_is_the_boards_own():
    from linklab.core.difficulty import stuck_share

    board = generate_board(8, 10, 6, seed=4)
    assert stuck_share(board) == stuck_share(Board.from_rows(board.grid))


def test_generate_prints_the_measured_difficulty_and_keeps_stdout_a_board(capsys):
    from linklab.cli.main import main
    from linklab.core.board import parse_board

    argv = ["generate", "--rows", "6", "--cols", "8", "--kinds", "12", "--seed", "3"]
    assert main([*argv, "--solvable", "--difficulty", "hard"]) == 0
    out, err = capsys.readouterr()
    board = parse_board(out)
    assert board.shape == (6, 8)
    match = re.fullmatch(
        r"linklab generate: hard: random play gets stuck in (\d+)% of games; kinds (.*) "
        r"\(the most (\S+)x the fewest\)\n",
        err,
    )
    counts = dict(item.split() for item in match.group(2).split(", "))
    assert sorted(map(int, counts.values())) == sorted(board.counts().values())
    assert match and int(match.group(1)) >= 85


@settings(max_examples=examples(60), deadline=None)
@given(
    st.integers(1, 4),
    st.integers(2, 6),
    st.integers(1, 4),
    st.integers(0, 10**6),
    st.integers(0, 8),
)
def test_a_game_cut_short_plays_the_same_first_moves(rows, cols, kinds, seed, moves):
    """``random_game(max_moves=k)`` plays the full game's first k moves: a dead end it meets is
    the full game's dead end, and it says so for exactly those games."""
    from linklab.core.difficulty import random_game

    if (rows * cols) % 2:
        cols += 1
    board = generate_board(rows, cols, kinds, seed)
    taken: list[tuple[int, int]] = []

    class Watching(random.Random):
        def choice(self, pairs):
            taken.append(pair := super().choice(pairs))
            return pair

    full = random_game(board, Rules(), Watching(seed))
    full_moves, taken[:] = list(taken), []
    cut = random_game(board, Rules(), Watching(seed), max_moves=moves)
    assert taken == full_moves[:moves]
    stuck_early = not full and len(full_moves) <= moves  # a dead end right after move k too
    assert cut == (not stuck_early)


# --- hard boards whose kinds are near even ---------------------------------------------------


def near_even(board: Board) -> bool:
    counts = board.counts().values()
    return max(counts) <= 2 * min(counts)


#: Document 004's 10x20 (2.7 s of processor time) is make test's; the two 6x6 boards hold the
#: rule in make check, with the independent player besides.
@pytest.mark.parametrize(
    ("shape", "kinds", "seed"),
    [((6, 6), 6, 0), ((6, 6), 6, 1), pytest.param((10, 20), 10, 0, marks=pytest.mark.slow)],
)
def test_hard_boards_of_the_default_rule_keep_the_counts_near_even(shape, kinds, seed):
    board = generate_board(*shape, kinds, seed, solvable=True, difficulty="hard")
    assert len(board.counts()) == kinds and near_even(board), board.counts()
    assert solve(board, time_limit=60).status == "solved"
    if shape == (6, 6):  # the independent player is slow on 200 tiles; the benchmark plays those
        assert independent_random_games(board, Rules(), 60, seed=2000 + seed) >= HARD_STUCK_OF_60


def crossed_corners(board: Board) -> list[tuple[set, int, int]]:
    """Each crossed block ``x y / y x`` in a corner: its cells and its two kinds."""
    rows, cols = board.shape
    found = []
    for r, c in ((0, 0), (0, cols - 2), (rows - 2, 0), (rows - 2, cols - 2)):
        (a, b), (d, e) = board.grid[r][c : c + 2], board.grid[r + 1][c : c + 2]
        if a == e and b == d and a != b:
            found.append(({(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)}, a, b))
    return found


def baited(board: Board, block: set, kind: int) -> bool:
    """Whether the tiles of ``kind`` with none of their kind beside them are the block's two."""
    rows, cols = board.shape
    cells = {(r, c) for r in range(rows) for c in range(cols) if board.grid[r][c] == kind}
    lonely = {
        (r, c) for r, c in cells if not {(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)} & cells
    }
    return lonely == cells & block


@settings(max_examples=examples(40), deadline=None)
@given(
    shape=st.sampled_from([(6, 6), (6, 8), (8, 10), (10, 20)]),
    kinds=st.integers(3, 12),
    seed=st.integers(0, 10**6),
)
def test_a_corner_trap_is_crossed_its_baits_side_by_side_its_counts_near_even(shape, kinds, seed):
    from linklab.core.generate import corner_trap_deal, deal_groups

    rows, cols = shape
    rng = random.Random(seed)
    tiles = [kind for kind in deal_groups(rows * cols // 2, kinds, "even", rng) for _ in (0, 1)]
    board = corner_trap_deal(rows, cols, tiles, rng, far=1.0, spread=rows * cols)
    if board is None:  # no room for the baits: the generator deals at random instead
        return
    assert len(board.counts()) == kinds and near_even(board), board.counts()
    assert sum(board.counts().values()) == rows * cols and all(
        n % 2 == 0 for n in board.counts().values()
    )
    # A crossed block in a corner whose kinds' other tiles all lie beside one of their kind.
    traps = [
        (x, y)
        for block, x, y in crossed_corners(board)
        if baited(board, block, x) and baited(board, block, y)
    ]
    assert traps, board


@settings(max_examples=examples(200), deadline=None)
@given(
    counts=st.lists(st.integers(1, 12), min_size=3, max_size=12),
    group=st.sampled_from([2, 4]),
)
def test_the_traps_kinds_give_up_tiles_and_the_counts_stay_near_even(counts, group):
    from linklab.core.generate import fewer_for_the_trap

    dealt = {kind: group * n for kind, n in enumerate(counts, start=1) if 2 * n >= max(counts)}
    if len(dealt) < 3:  # near even as dealt, three kinds or more
        return
    x, y = sorted(dealt, key=dealt.__getitem__)[:2]
    before = dict(dealt)
    fewer_for_the_trap(dealt, x, y, group)
    assert sum(dealt.values()) == sum(before.values())
    assert all(n % group == 0 and n >= group for n in dealt.values())
    assert max(dealt.values()) <= 2 * min(dealt.values()), (before, dealt)
    assert dealt[x] <= before[x] and dealt[y] <= before[y]
    assert all(dealt[kind] >= before[kind] for kind in dealt if kind not in (x, y))
    # as few as near even allows: one group fewer each would not do
    fewer = dealt[x] - group
    if dealt[x] == dealt[y] and fewer >= group:
        others = sorted(n for kind, n in dealt.items() if kind not in (x, y))
        room = sum((2 * fewer - n) // group * group for n in others if n <= 2 * fewer)
        assert others[-1] > 2 * fewer or room < 2 * group, (before, dealt)


def test_a_board_past_the_cell_limit_is_refused_before_a_tile_is_dealt():
    from linklab.core.board import MAX_BOARD_CELLS

    with pytest.raises(InputError) as refused:
        generate_board(10**9, 10**9, 4)
    assert "10^18 cells" in str(refused.value) and f"{MAX_BOARD_CELLS:,}" in str(refused.value)
