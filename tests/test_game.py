"""Tests for linklab.core.game: moves, refusals, history, hints, shuffles and the greedy player."""

from __future__ import annotations

import itertools

import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from linklab import Board, InputError, Rules, find_path
from linklab.core.game import Game, Move, MoveError, autoplay_moves
from linklab.core.generate import generate_board
from linklab.core.rules import path_problem

rules = st.builds(Rules, max_turns=st.integers(0, 3), outside=st.booleans())


@st.composite
def games(draw, max_side: int = 6):
    """A game on a random full board (small, so that some pairs link)."""
    rows = draw(st.integers(1, max_side))
    cols = draw(st.integers(1, max_side))
    if (rows * cols) % 2:
        cols += 1
    kinds = draw(st.integers(1, 5))
    board = generate_board(rows, cols, kinds, draw(st.integers(0, 10**6)))
    return Game(board, draw(rules))


def brute_pairs(board: Board, rule: Rules):
    tiles = board.tiles()
    return [
        (a, b)
        for a, b in itertools.combinations(tiles, 2)
        if board[a] == board[b] and find_path(board, a, b, rule) is not None
    ]


@given(games(), st.data())
@settings(max_examples=examples(80))
def test_undo_after_any_moves_gives_back_the_board_and_redo_replays(game, data):
    start = game
    for _ in range(data.draw(st.integers(0, 8))):
        pairs = game.legal_pairs()
        if data.draw(st.booleans()) and game.board.tiles():
            game = game.shuffled(data.draw(st.integers(0, 99)))
        elif pairs:
            a, b = data.draw(st.sampled_from(pairs))
            before = game.board
            game = game.remove(a, b)
            move = game.last_move
            assert (move.a, move.b) == (a, b)
            assert path_problem(before, move.path, game.rules) is None
            assert game.board == before.remove_pair(a, b)
    end = game
    steps = len(game.past)
    for _ in range(steps):
        game = game.undo()
    assert game.board == start.board and not game.can_undo
    for _ in range(steps):
        game = game.redo()
    assert game.board == end.board and game.moves == end.moves and not game.can_redo


@given(games(), st.data())
def test_a_refused_move_leaves_the_game_as_it_was(game, data):
    rows, cols = game.board.shape
    cell = st.tuples(st.integers(-1, rows), st.integers(-1, cols))
    a, b = data.draw(cell), data.draw(cell)
    legal = (min(a, b), max(a, b)) in game.legal_pairs()
    was = (game.board, game.past, game.future)
    try:
        after = game.remove(a, b)
    except MoveError as refused:
        assert not legal
        assert refused.reason in ("off_board", "same_cell", "empty_cell", "kinds_differ", "no_path")
        assert str(refused)
    else:
        assert legal
        assert after.board == game.board.remove_pair(a, b)
    assert (game.board, game.past, game.future) == was


@given(games())
@settings(max_examples=examples(60))
def test_legal_pairs_hint_and_dead_end_agree_with_the_searches(game):
    pairs = game.legal_pairs()
    assert pairs == brute_pairs(game.board, game.rules)
    hint = game.hint()
    if pairs:
        assert hint is not None and (hint.a, hint.b) == pairs[0]
        assert path_problem(game.board, hint.path, game.rules) is None
    else:
        assert hint is None
    assert game.is_dead_end() == (not pairs and not game.is_won())


@pytest.mark.parametrize(
    ("a", "b", "reason", "message"),
    [
        # a person reads the message: rows and columns from 1, as in the pictures
        ((0, 0), (0, 9), "off_board", "(1, 10) is off the board"),
        ((0, 0), (0, 0), "same_cell", "(1, 1) is the same cell twice"),
        ((0, 0), (0, 2), "empty_cell", "(1, 3) is empty"),
        ((0, 0), (0, 1), "kinds_differ", "(1, 1) and (1, 2) hold different kinds"),
        ((0, 0), (1, 1), "no_path", "no path joins (1, 1) and (2, 2) with at most 2 turns"),
    ],
)
def test_each_refusal_names_its_cells(a, b, reason, message):
    game = Game(Board.from_rows([[1, 2, 0], [2, 1, 0]]))
    with pytest.raises(MoveError) as refused:
        game.remove(a, b)
    assert refused.value.reason == reason
    assert str(refused.value) == message
    assert isinstance(refused.value, InputError)


def test_undo_and_redo_refuse_when_there_is_nothing():
    game = Game(Board.from_rows([[1, 1]]))
    with pytest.raises(MoveError, match="no move to undo"):
        game.undo()
    with pytest.raises(MoveError, match="no move to redo"):
        game.redo()
    with pytest.raises(InputError, match=r"\(0,\) is not a cell"):
        game.remove((0,), (0, 1))


def test_a_new_move_drops_the_redo_history():
    game = Game(Board.from_rows([[1, 1, 2, 2]])).remove((0, 0), (0, 1))
    game = game.undo().remove((0, 2), (0, 3))
    assert not game.can_redo
    assert game.moves == (Move((0, 2), (0, 3), ((0, 2), (0, 3))),)


def test_won_and_dead_end():
    assert Game(Board.empty(2, 2)).is_won()
    stuck = Game(Board.from_rows([[1, 2], [2, 1]]))
    assert stuck.is_dead_end() and not stuck.is_won()
    assert Game(Board.from_rows([[1, 2, 1]])).is_dead_end()
    assert not Game(Board.from_rows([[1, 2, 1]]), Rules(outside=True)).is_dead_end()


@given(games(), st.integers(0, 10**6))
def test_a_shuffle_keeps_the_cells_and_the_counts(game, seed):
    shuffled = game.shuffled(seed)
    assert shuffled.board.tiles() == game.board.tiles()
    assert shuffled.board.counts() == game.board.counts()
    assert shuffled.undo().board == game.board
    assert game.shuffled(seed).board == shuffled.board


@given(games(max_side=8), st.one_of(st.none(), st.integers(0, 99)))
@settings(max_examples=examples(60))
def test_autoplay_moves_are_legal_and_stop_at_a_clear_board_or_a_dead_end(game, seed):
    played = game
    for move in autoplay_moves(game.board, game.rules, seed):
        before = played.board
        played = played.remove(move.a, move.b)
        assert path_problem(before, move.path, game.rules) is None
        if seed is None:
            assert (move.a, move.b) == played.undo().legal_pairs()[0]
    assert played.is_won() or played.is_dead_end()


def test_autoplay_reads_the_board_row_by_row():
    board = Board.from_rows([[2, 1, 1, 2], [3, 0, 0, 3]])
    moves = [(m.a, m.b) for m in autoplay_moves(board)]
    assert moves == [((0, 1), (0, 2)), ((0, 0), (0, 3)), ((1, 0), (1, 3))]


# --- the shuffle rule, which the widget and the terminal game both play by ------------------


@given(games(), st.integers(0, 10**6))
@settings(max_examples=examples(60))
def test_a_shuffle_happens_only_at_a_dead_end_and_leaves_a_refused_game_alone(game, seed):
    if game.is_dead_end():
        shuffled = game.shuffle(seed)
        assert shuffled.board.tiles() == game.board.tiles()
        assert shuffled.board.counts() == game.board.counts()
        assert shuffled.undo().board == game.board and shuffled.past[-1][1] is None
        return
    board, past = game.board, game.past
    with pytest.raises(MoveError) as refused:
        game.shuffle(seed)
    assert refused.value.reason == ("board_clear" if game.is_won() else "not_a_dead_end")
    assert (game.board, game.past) == (board, past)


@given(st.integers(0, 10**6))
def test_a_shuffle_draws_again_until_some_pair_links_when_one_can(seed):
    # Two kinds crossed on a 2x2 board: 2 of the 6 arrangements leave it stuck, so a few
    # tries almost always find one that is not; with one try the stuck draws stand.
    stuck = Game(Board.from_rows([[1, 2], [2, 1]]), Rules(max_turns=0))
    assert not stuck.shuffle(seed).is_dead_end()
    once = [stuck.shuffle(s, tries=1).is_dead_end() for s in range(seed, seed + 40)]
    assert any(once) and not all(once)


def test_a_board_no_shuffle_can_unstick_keeps_the_last_draw():
    # two tiles on a diagonal, no turn allowed: no arrangement links
    stuck = Game(Board.from_rows([[1, 0], [0, 1]]), Rules(max_turns=0))
    shuffled = stuck.shuffle(0, tries=5)
    assert shuffled.is_dead_end() and len(shuffled.past) == 1
