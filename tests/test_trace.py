from collections import deque

from hypothesis import given
from hypothesis import strategies as st
from strategies import boards_with_pair, rules

from linklab import (
    Dequeued,
    Enqueued,
    Found,
    Popped,
    Pushed,
    Rules,
    Trace,
    bfs_events,
    dfs_events,
    parse_board,
    replay,
    summarize,
)

searches = st.sampled_from([bfs_events, dfs_events])


@given(boards_with_pair(max_rows=5, max_cols=5), rules, searches, st.data())
def test_any_frame_equals_the_replay_from_the_start(case, rule, search, data):
    board, a, b = case
    events = list(search(board, a, b, rule))
    trace, frames = Trace(events), replay(events)
    assert len(frames) == len(events) + 1
    for step in data.draw(st.lists(st.integers(0, len(events)), max_size=8)):
        assert trace.frame(step) == frames[step]


@given(boards_with_pair(max_rows=5, max_cols=5), rules, searches)
def test_frontier_is_the_queue_or_stack_the_events_describe(case, rule, search):
    board, a, b = case
    events = list(search(board, a, b, rule))
    frontier: deque = deque()
    for event, frame in zip(events, replay(events)[1:]):
        state = getattr(event, "cell", None), getattr(event, "heading", None)
        if isinstance(event, Enqueued):
            (frontier.appendleft if event.front else frontier.append)(state)
        elif isinstance(event, Pushed):
            frontier.append(state)
        elif isinstance(event, Dequeued):
            assert frontier.popleft() == state
        elif isinstance(event, Popped):
            assert frontier.pop() == state
        assert [(cell, heading) for cell, heading, _ in frame.frontier] == list(frontier)


@given(boards_with_pair(max_rows=5, max_cols=5), rules, searches)
def test_summary_agrees_with_the_last_frame(case, rule, search):
    board, a, b = case
    events = list(search(board, a, b, rule))
    last, summary = replay(events)[-1], summarize(events)
    assert summary.outcome == last.outcome
    assert summary.path == last.path
    assert summary.largest_frontier == last.largest_frontier
    assert summary.events == len(events)
    assert sum(summary.rejected.values()) == sum(e.__class__.__name__ == "Rejected" for e in events)
    if summary.outcome == "found":
        assert isinstance(events[-1], Found)


def test_turn_counts_are_the_fewest_seen_per_cell():
    board = parse_board("1 0 0\n0 0 0\n0 0 1")
    trace = Trace(bfs_events(board, (0, 0), (2, 2)))
    first = trace.frame(0)
    assert first.turns == {} and first.current is None and first.event is None
    last = trace.frame(len(trace))
    assert last.turns[(0, 0)] == 0 and last.turns[(0, 2)] == 0 and last.turns[(1, 1)] == 1
    assert last.path == ((0, 0), (2, 0), (2, 2)) and last.outcome == "found"


def test_dfs_frames_remember_backtracks():
    walled = parse_board("1 0 0\n0 2 0\n0 0 1")
    last = replay(dfs_events(walled, (0, 0), (2, 2), Rules(max_turns=0)))[-1]
    assert last.outcome == "exhausted" and last.frontier == ()
    assert last.backtracked == {(0, 0)}
    assert last.rejected[(0, 1)] == "not_straight_ahead"
