"""The comparison's one session: the static page's comparison says, word for word and picture
for picture, what the live ``ComparePlayer`` says for the same query; a pick that cannot be
used changes nothing and says why in one line."""

from __future__ import annotations

import re

import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from linklab.apps.compare_session import PICK_EDGE, CompareSession
from linklab.apps.page_compare import PageCompare, compare_setup
from linklab.apps.page_steps import decode, decode_texts
from linklab.core.board import Board
from linklab.core.errors import InputError
from linklab.i18n import using
from linklab.render.scene.svg import SVG_CLOSE, to_svg
from tests.strategies import boards_with_pair

BOARD = [[1, 2, 0, 3], [0, 1, 2, 3], [4, 0, 0, 4]]
APPROACHES = ["003", "004", "bfs outside"]


def _page(approaches=APPROACHES, language="en", ends=((0, 0), (1, 1))):
    setup = {"grid": BOARD, "ends": [list(e) for e in ends], "approaches": approaches}
    return PageCompare(setup, language)


def _run(page: PageCompare, a, b) -> dict:
    page.act("click", list(a))
    page.act("click", list(b))
    return page.act("run")


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_page_says_what_the_widget_says_at_every_step_of_the_learners_query(language):
    from linklab.widgets import ComparePlayer

    page = _page(language=language)
    view = _run(page, (2, 0), (2, 3))
    with using(language):
        widget = ComparePlayer(Board.from_rows(BOARD), (2, 0), (2, 3), APPROACHES)
        assert view["step"]["of"] == widget.total > 0
        assert view["step"]["columns"] == [list(c) for c in widget.stage.columns]
        for step in sorted({0, 1, widget.total // 2, widget.total - 1, widget.total}):
            shown = page.act("step", step)
            widget.step = step
            assert shown["step"]["texts"] == widget.texts, step
            assert shown["step"]["spoken"] == widget.step_spoken(step), step
            assert shown["svg"] == to_svg(widget.scene(), css_class="linklab-live-compare-board")
    assert widget.pane_counts(0)["expanded"] == page.session.panes[0].counts[-1]["expanded"]


def test_every_step_sent_to_the_page_is_the_scene_and_texts_of_that_step():
    page = _page()
    _run(page, (0, 1), (1, 2))
    batches = []
    while (batch := page.more()) is not None:
        batches.append(batch)
    parts: list[str] = []
    previous: list[int] = []
    head = page.view()["step"]["head"]
    session = page.session
    seen = set()
    table: list[str] = []
    for batch in batches:
        assert batch["parts_from"] == len(parts)
        parts += batch["parts"]
        for step, codes, texts in batch["steps"]:
            previous = decode(previous, codes)
            drawn = head + "".join(parts[n] for n in previous) + SVG_CLOSE
            scene = session.scene(step)
            assert drawn == to_svg(scene, css_class="linklab-live-compare-board"), step
            assert decode_texts(table, texts["coded"]) == session.shown_texts(step), step
            assert texts["spoken"] == session.spoken(step), step
            seen.add(step)
    assert seen == set(range(session.total + 1))


def test_a_pick_that_cannot_be_used_leaves_the_player_and_says_why():
    page = _page()
    before = (page.session.ends, page.session.panes, page.step)
    for argument in ([0, 2], [9, 9], "x", None, [0, 0, 0]):
        message = page.act("click", argument)["message"]
        assert message and "\n" not in message, argument
        assert (page.session.ends, page.session.panes, page.step) == before
    marked = page.act("click", [0, 0])["svg"]
    assert marked.count(PICK_EDGE) == len(APPROACHES)  # the pick, marked on every board
    assert "picked already" in page.act("click", [0, 0])["message"]
    assert page.session.picks == [(0, 0)]
    assert "pick two tiles" in page.act("run")["message"]
    assert (page.session.ends, page.session.panes) == before[:2]


def test_a_widget_keeps_what_a_page_starts_the_same_comparison_from():
    import json

    from linklab.widgets import ComparePlayer

    widget = ComparePlayer(Board.from_rows(BOARD), (0, 0), (1, 1), ["000", "bfs"], step=3)
    kept = json.loads(widget.page_setup.value)
    assert kept == {"app": "compare", "setup": compare_setup(widget.session, 3)}
    page = PageCompare(kept["setup"])
    widget_texts = widget.texts
    assert page.act("view")["step"]["texts"] == widget_texts and page.step == 3


def test_an_unknown_approach_or_count_is_refused_in_one_line():
    board = Board.from_rows(BOARD)
    with pytest.raises(InputError, match="unknown approach 'nope'"):
        CompareSession(board, (0, 0), (1, 1), ["bfs", "nope"])
    with pytest.raises(InputError, match="two to four"):
        CompareSession(board, (0, 0), (1, 1), ["bfs"])


@settings(max_examples=examples(40), deadline=None)
@given(
    boards_with_pair(),
    st.lists(st.tuples(st.integers(-1, 6), st.integers(-1, 6)), max_size=6),
)
def test_a_pick_is_taken_exactly_when_it_is_a_tile_not_picked_yet(case, clicks):
    board, a, b = case
    session = CompareSession(board, a, b, ["bfs", "dfs"])
    for cell in clicks:
        before = list(session.picks)
        usable = board.contains(cell) and bool(board[cell]) and cell not in before
        assert session.pick(cell) is usable
        if not usable:
            assert session.picks == before and "\n" not in session.message
        else:
            assert session.picks[-1] == cell and len(session.picks) <= 2


@settings(max_examples=examples(25), deadline=None)
@given(boards_with_pair(), st.sampled_from([["bfs", "dfs"], ["003", "bfs outside", "checker"]]))
def test_after_a_run_every_pane_ends_at_the_last_step_with_its_own_counts(case, approaches):
    board, a, b = case
    session = CompareSession(board, b, a, approaches)
    session.pick(a)
    session.pick(b)
    assert session.run() and session.ends == (a, b)
    assert session.total == max(len(pane) for pane in session.panes)
    texts = session.texts(session.total)
    assert len(texts) == sum(len(column) for column in session.columns)
    for pane, frame in zip(session.panes, session.frames(session.total), strict=True):
        assert frame.step == len(pane) and pane.is_finished(session.total)
    steps = list(session.steps())
    assert [s.step for s in steps] == list(range(session.total + 1))
    assert steps[-1].frames == session.frames(session.total)


@settings(max_examples=examples(25), deadline=None)
@given(boards_with_pair(), st.sampled_from([["bfs", "dfs"], ["003", "bfs outside", "checker"]]))
def test_each_step_is_said_with_every_panes_event_until_it_finishes_then_its_verdict(
    case, approaches
):
    from linklab.apps.step_texts import spoken_event, spoken_finish

    board, a, b = case
    session = CompareSession(board, a, b, approaches)
    for step in sorted({0, 1, session.total // 2, session.total - 1, session.total}):
        said = session.spoken(step)
        assert said.startswith(f"step {step} of {session.total}: "), said
        for pane, frame in zip(session.panes, session.frames(step), strict=True):
            own = spoken_finish(pane.verdict) if step >= len(pane) else spoken_event(frame.event)
            assert f"{pane.approach.label}: {own}" in said, (step, said)
    assert said.count("finished: ") == len(session.panes)


def test_a_comparisons_step_is_said_in_chinese_on_a_chinese_page():
    page = _page(language="zh")
    said = [page.act("step", at)["step"]["spoken"] for at in (0, "last")]
    assert said[0].startswith("第 0 步，共 ") and "起点" in said[0], said
    assert said[1].count("已结束：") == len(APPROACHES), said
    assert not re.search(r"finished|start|path|step|yes", " ".join(said)), said


@settings(max_examples=examples(25), deadline=None)
@given(
    boards_with_pair(),
    st.sampled_from([0.2, 0.3, 0.45, 0.6]),
    st.lists(st.integers(0, 400), min_size=1, max_size=6),
)
def test_each_panes_board_made_readable_alone_is_the_whole_scene_made_readable(case, least, steps):
    """The panes' boards are made readable one by one, each kept while its pane stays on a
    frame: the scene is the one `readable_scene` makes of all of them at once, in any order
    of steps (a jump back, a finished pane kept)."""
    from linklab.render.scene.readable import readable_scene
    from linklab.render.scene.shapes import Scene

    board, a, b = case
    names = ["003", "bfs", "dfs outside"]
    session, plain = CompareSession(board, a, b, names), CompareSession(board, a, b, names)
    session.least_text = least
    for step in (min(s, session.total) for s in steps):
        raw = plain.scene(step)
        whole = readable_scene(Scene(raw.width, raw.height, raw.shapes, raw.label), least)
        assert session.scene(step) == whole
