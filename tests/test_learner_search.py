"""Your search, step by step: a learner's own search traced on its failing case, its structures
found, the first step where it leaves every correct search marked and said, and shown beside
the course's search in the player, in the page and as exports."""

from __future__ import annotations

import itertools
import json
import re
from collections import deque
from types import SimpleNamespace

import misconceptions  # the course's table of wrong functions
import pytest
from example_counts import examples
from hypothesis import HealthCheck, given, settings
from strategies import boards_with_pair

from linklab.core.board import Board
from linklab.core.learner_divergence import fewest_turns, state_problem
from linklab.core.learner_trace import MAX_LINES, MAX_LOOKS, record_search
from linklab.core.rules import Heading, Rules
from linklab.course import selfcheck
from linklab.course.learner_search import PANE_PX, offer, offer_for
from linklab.course.page_check import run_cells
from linklab.i18n import translate, using
from linklab.render.scene.shapes import Text, text_width
from linklab.render.scene.svg import to_svg

STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))  # up, right, down, left


def bfs_seen_whatever_heading(board, a, b):
    """A BFS with a deque that marks a cell seen the first time, whatever its heading."""
    if a == b or board[a] == 0 or board[a] != board[b]:
        return False
    queue, seen = deque([(a, None, 0)]), {a}
    while queue:
        (r, c), heading, turns = queue.popleft()
        for way, (dr, dc) in enumerate(STEPS):
            cell = (r + dr, c + dc)
            cost = turns + (heading is not None and way != heading)
            if cost > 2 or not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
                continue
            if cell == b:
                return True
            if board[cell] == 0 and cell not in seen:
                seen.add(cell)
                queue.append((cell, way, cost))
    return False


def dfs_mark_never_undone(board, a, b):
    """A recursive DFS (the recursion is its stack) whose visited marks are never undone."""
    if a == b or board[a] == 0 or board[a] != board[b]:
        return None
    visited = {a}

    def go(cell, heading, turns):
        for way, (dr, dc) in enumerate(STEPS):
            nxt = (cell[0] + dr, cell[1] + dc)
            cost = turns + (heading is not None and way != heading)
            if cost > 2 or not (0 <= nxt[0] < board.rows and 0 <= nxt[1] < board.cols):
                continue
            if nxt == b:
                return [cell, nxt]
            if board[nxt] or nxt in visited:
                continue
            visited.add(nxt)
            rest = go(nxt, way, cost)
            if rest:
                return [cell, *rest]
        return None

    return go(a, None, 0)


WRONG_ALPHA = (1, 3, 2, 4, 0, 5)  # α written as the cycle A B D E: it crosses the block
BETA = (0, 2, 5, 3, 1, 4)


def six_with_a_wrong_move(layout):
    """A six-digit BFS whose α moves the wrong cells."""
    start = tuple(layout)
    queue, seen = deque([start]), {start}
    while queue:
        here = queue.popleft()
        if here == (1, 2, 3, 4, 5, 6):
            return True
        for dest in (WRONG_ALPHA, BETA):
            there = [0] * 6
            for cell, digit in enumerate(here):
                there[dest[cell]] = digit
            there = tuple(there)
            if there not in seen:
                seen.add(there)
                queue.append(there)
    return False


def scan_the_segments(board, a, b):
    """No search at all: a look along a's row and column for b."""
    if a[0] == b[0]:
        low, high = sorted((a[1], b[1]))
        return all(board[(a[0], c)] == 0 for c in range(low + 1, high))
    return False


def buckets_by_turns(board, a, b):
    """A search kept in a dict of lists by turns: a shape the tracer does not read."""
    buckets = {0: [a]}
    done = []
    for turns in range(3):
        for cell in buckets.get(turns, []):
            done.append(cell)
            for dr, dc in STEPS:
                nxt = (cell[0] + dr, cell[1] + dc)
                if nxt == b:
                    return True
                inside = 0 <= nxt[0] < board.rows and 0 <= nxt[1] < board.cols
                if inside and board[nxt] == 0:
                    buckets.setdefault(turns + 1, []).append(nxt)
    return False


def endless_queue(board, a, b):
    """A search that never ends: it queues its start again and again."""
    queue = deque([a])
    while queue:
        cell = queue.popleft()
        queue.append(cell)
        queue.append(cell)
    return False


def failing(check, fn, **kwargs):
    result = check(fn, **kwargs)
    assert result.status == "failed", result.text()
    return result


def held_states(shown):
    return [(n, s) for n, step in enumerate(shown.steps.steps, 1) for s in step.added]


def test_a_bfs_with_a_deque_is_read_and_its_refusal_by_heading_is_marked():
    result = failing(selfcheck.check_link, bfs_seen_whatever_heading, cases=20)
    shown = offer_for(result)
    assert shown is not None
    recording = shown.recording
    assert (recording.frontier_kind, recording.frontier_name) == ("queue", "queue")
    assert (recording.seen_kind, recording.seen_name) == ("set", "seen")
    d = shown.divergence
    assert d.reason == "dropped" and d.seen_as is not None
    board, a, b = result.case
    # every state held before the marked step is one a correct search holds ...
    fewest = fewest_turns(board, a, b)
    for number, state in held_states(shown):
        if number < d.step:
            assert state_problem(state, board, a, b, Rules(), fewest) == ("", 0)
    # ... the state the path needs is never held, and its cell was marked with another heading
    cell, heading, _ = d.needed
    assert not any(s[0] == cell and s[1] == heading for _, s in held_states(shown))
    assert d.seen_as[0] == cell and d.seen_as[1] != heading
    # the marked step is the last one holding the path's state before it
    step = shown.steps.steps[d.step - 1]
    assert step.current is not None and step.current[0] != cell
    said = shown.explanation()
    seen_way = d.seen_as[1].name.lower()
    assert f"is refused because it was seen heading {seen_way}" in said
    assert f"the path needs it heading {heading.name.lower()}" in said
    assert f"({cell[0] + 1}, {cell[1] + 1})" in said  # cells as a person counts them


def test_a_recursive_dfs_is_read_as_its_stack_and_the_mark_left_behind_is_named():
    result = failing(selfcheck.check_path, dfs_mark_never_undone, cases=20)
    shown = offer_for(result)
    assert shown is not None
    assert shown.recording.frontier_kind == "recursion"
    assert shown.recording.frontier_name == "go"
    assert shown.recording.seen_name == "visited"
    assert shown.method == "dfs"
    depths = [len(step.frontier) for step in shown.steps.steps]
    assert max(depths) > 2 and min(depths) <= 1  # the stack grows and shrinks as it recurses
    d = shown.divergence
    assert d.reason == "dropped" and d.backtracked
    assert not any(s[0] == d.needed[0] and s[1] == d.needed[1] for _, s in held_states(shown))
    assert "still marked from a branch the search backtracked from" in shown.explanation()


def test_a_six_digit_search_with_a_wrong_move_is_marked_where_it_holds_a_foreign_layout():
    from linklab.core.sixdigits import FORWARD, apply_move

    result = failing(selfcheck.check_can_reach, six_with_a_wrong_move)
    shown = offer_for(result)
    assert shown is not None and shown.recording.frontier_kind == "queue"
    d = shown.divergence
    assert d.reason == "unreachable"
    start = tuple(result.case)
    reach, todo = {start}, [start]
    while todo:
        here = todo.pop()
        for move in FORWARD:
            there = apply_move(here, move)
            if there not in reach:
                reach.add(there)
                todo.append(there)
    assert d.state[0] not in reach
    assert all(s[0] in reach for n, s in held_states(shown) if n < d.step)
    assert "which α and β never make from" in shown.explanation()


@pytest.mark.parametrize(
    "name, reason",
    [
        ("alpha_only", "dropped"),
        ("seen_never_cleared", "dropped"),
        ("no_same_kind_test", "pair"),
        ("walks_through_own_kind", "tile"),
        ("path_off_the_board", "off_board"),
        ("three_turns", "answered_turns"),
        ("best_table_as_default", "dropped"),
        ("dfs_path_backwards", "returns"),
    ],
)
def test_the_course_table_of_mistakes_gets_its_divergence(name, reason):
    kind = next(k for n, k, _ in misconceptions.TABLE if n == name)
    fn = getattr(misconceptions, name)
    check = {"six": selfcheck.check_can_reach, "path": selfcheck.check_path}.get(
        kind, selfcheck.check_link
    )
    result = failing(check, fn) if kind == "six" else failing(check, fn, cases=20)
    shown = offer_for(result)
    assert shown is not None and shown.divergence.reason == reason
    if name in ("seen_never_cleared", "best_table_as_default"):
        assert shown.divergence.before_search  # the mark an earlier call left
        assert "before this search began" in shown.explanation()


def test_a_function_that_does_not_search_gets_its_answer_and_no_player():
    board = Board.from_rows([[1, 2, 1], [0, 0, 0]])
    shown = offer(scan_the_segments, (board, (0, 0), (0, 2)), "link")
    assert not shown.recording.searched and shown.divergence.reason == "none"
    assert shown.found() == (
        "Found no queue or stack to show: scan_the_segments does not search "
        "(it answered `False` on this case)."
    )
    page = shown.page_html()
    assert "linklab-learner-data" not in page and "no queue or stack" in page


def test_structures_it_cannot_read_are_named_with_their_values_as_text():
    board = Board.from_rows([[1, 0, 2], [0, 0, 1]])
    shown = offer(buckets_by_turns, (board, (0, 0), (1, 2)), "link")
    assert not shown.recording.searched
    notes = " ".join(shown.notes())
    assert "Not read as a search: " in notes
    assert re.search(r"buckets = \{0: \[\(0, 0\)\]", notes), notes


def test_a_search_that_never_ends_is_stopped_by_counting():
    board = Board.from_rows([[1, 0, 1]])
    recording = record_search(endless_queue, (board, (0, 0), (0, 2)), board_shape=(1, 3))
    assert recording.stopped in ("lines", "looks")
    assert len(recording.looks) <= MAX_LOOKS and recording.lines <= MAX_LINES + 1
    shown = offer(endless_queue, (board, (0, 0), (0, 2)), "link")
    assert "Recorded its first" in " ".join(shown.notes())


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards_with_pair(max_rows=4, max_cols=4))
def test_a_right_search_never_leaves_every_correct_search(case):
    board, a, b = case
    shown = offer(misconceptions.right_link, (board, a, b), "link")
    assert shown.divergence.reason in ("returns", "none"), shown.explanation()
    dfs = offer(misconceptions.right_dfs, (board, a, b), "dfs")
    assert dfs.divergence.reason in ("returns", "none"), dfs.explanation()


def test_the_sentence_is_said_in_chinese():
    result = failing(selfcheck.check_link, bfs_seen_whatever_heading, cases=20)
    shown = offer_for(result)
    with using("zh"):
        said = shown.explanation()
        notes = " ".join(shown.notes())
    assert "被拒绝了" in said and "朝" in said and "refused" not in said
    assert "找到了它的队列" in notes


@pytest.fixture(scope="module")
def learner_gif(tmp_path_factory):
    """The GIF a learner's player exports (every step drawn: 3 to 4 s of processor time), made
    once for the tests that read it."""
    from linklab.widgets.learner_player import LearnerSearchPlayer

    result = failing(selfcheck.check_link, bfs_seen_whatever_heading, cases=20)
    player = LearnerSearchPlayer(offer_for(result), export_dir=tmp_path_factory.mktemp("gif"))
    return player.export_file("gif")


@pytest.mark.slow  # its GIF of every step (learner_gif, 4 s) drawn in make test only
def test_the_player_opens_on_the_marked_step_and_steps_and_exports(tmp_path, learner_gif):
    from linklab.widgets.learner_player import LearnerSearchPlayer

    result = failing(selfcheck.check_link, bfs_seen_whatever_heading, cases=20)
    shown = offer_for(result)
    player = LearnerSearchPlayer(shown, export_dir=tmp_path)
    assert player.step == shown.divergence.step
    assert player.picture.tagged("leaves").stroke == "#D7301F"
    assert "⚑" in player.shown_text("linklab-learner-explain")
    player.step_by(1)
    assert player.step == shown.divergence.step + 1
    assert "queue (queue)" in player.shown_text("linklab-learner-theirs")
    for written in (player.export_file("png"), player.export_file("svg"), learner_gif):
        assert written.exists() and written.stat().st_size > 1000


def test_the_page_gets_the_same_frames_as_data_under_the_verdict():
    exercise = (
        "from collections import deque\n"
        "def my_link(board, a, b):\n"
        "    if a == b or board[a] == 0 or board[a] != board[b]:\n"
        "        return False\n"
        "    queue, seen = deque([(a, None, 0)]), {a}\n"
        "    while queue:\n"
        "        (r, c), heading, turns = queue.popleft()\n"
        "        for way, (dr, dc) in enumerate(((-1, 0), (0, 1), (1, 0), (0, -1))):\n"
        "            cell = (r + dr, c + dc)\n"
        "            cost = turns + (heading is not None and way != heading)\n"
        "            inside = 0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols\n"
        "            if cost > 2 or not inside:\n"
        "                continue\n"
        "            if cell == b:\n"
        "                return True\n"
        "            if board[cell] == 0 and cell not in seen:\n"
        "                seen.add(cell)\n"
        "                queue.append((cell, way, cost))\n"
        "    return False\n"
    )
    shown = run_cells(exercise, "ll.selfcheck.check_link(my_link, cases=20)")
    assert shown.status == "wrong"
    data_tag = "<script type='application/json' class='linklab-learner-data'>"
    found = re.search(re.escape(data_tag) + "(.*?)</script>", shown.html, re.S)
    assert found, shown.html[:500]
    data = json.loads(found.group(1).replace("<\\/", "</"))
    svgs, texts = page_steps_of(data["batch"])
    mark = data["start"] - data["batch"]["first"]
    assert len(svgs[0]) == len(svgs[1]) == len(texts) > mark > 0
    assert "⚑" in "".join(texts[mark])
    assert svgs[0][mark].startswith("<svg")


def page_steps_of(data: dict) -> tuple[list[list[str]], list[list[str]]]:
    """Each pane's SVG at every step, and every step's texts, as the page decodes its data."""
    from linklab.render.scene.step_coding import decode, decode_texts

    panes = []
    for pane in data["panes"]:
        previous: list[int] = []
        head, svgs = "", []
        for codes, new_head in zip(pane["codes"], pane["heads"], strict=True):
            previous = decode(previous, codes)
            head = new_head or head
            svgs.append(head + "".join(pane["parts"][n] for n in previous) + "</svg>")
        panes.append(svgs)
    table: list[str] = []
    return panes, [decode_texts(table, coded) for coded in data["texts"]]


def bfs_with_no_turn_limit(board, a, b):
    """A BFS that never counts its turns: it answers yes where the rule's path needs three."""
    queue, seen = deque([a]), {a}
    while queue:
        r, c = queue.popleft()
        for dr, dc in STEPS:
            cell = (r + dr, c + dc)
            if not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
                continue
            if cell == b:
                return True
            if board[cell] == 0 and cell not in seen:
                seen.add(cell)
                queue.append(cell)
    return False


def long_search():
    """A wrong search of more than a hundred steps, marked past its first eighty."""
    rows = [[0] * 12 for _ in range(12)]
    rows[0][0], rows[11][11] = 1, 1
    rows[0][1] = rows[1][0] = 0
    for r in range(1, 11):
        rows[r][6] = 2  # a wall of tiles with a gap: the path needs three turns
    board = Board.from_rows(rows)
    return offer(bfs_with_no_turn_limit, (board, (0, 0), (11, 11)), "link")


def test_the_page_holds_every_step_from_the_first_each_as_its_panes_are_drawn():
    """Every step reaches the page, from step 0 (not 80 around the marked one): the steps
    around the marked one with the verdict, the others asked for by the search's key, each
    pane of each step decoding to the pane's own SVG."""
    from linklab.apps import page_apps
    from linklab.course import learner_search

    shown = long_search()
    assert shown.total > 100 and shown.divergence.step > 40
    start = shown.page_start()
    held = start["batch"]
    assert len(held["texts"]) == learner_search.FIRST_STEPS
    assert held["first"] <= shown.divergence.step < held["first"] + learner_search.FIRST_STEPS
    steps: dict[int, tuple] = {}
    for first in range(0, shown.total + 1, learner_search.BATCH_STEPS):
        ask = {"op": "learner", "id": start["key"], "first": first, "last": first + 9}
        batch = json.loads(page_apps.handle_json(json.dumps(ask)))
        svgs, texts = page_steps_of(batch)
        for i, text in enumerate(texts):
            steps[first + i] = (svgs[0][i], svgs[1][i], text)
    assert sorted(steps) == list(range(shown.total + 1))
    for step in (0, 1, shown.divergence.step, shown.total):
        mine, course = shown.panes(step)
        assert steps[step][0] == to_svg(mine, PANE_PX, "linklab-learner-svg")
        assert steps[step][1] == to_svg(course, PANE_PX, "linklab-learner-svg")
        assert steps[step][2] == shown.texts(step)


def test_the_steps_a_page_asks_for_later_speak_the_verdicts_language():
    from linklab.apps import page_apps

    with using("zh"):
        key = long_search().page_start()["key"]
    ask = {"op": "learner", "id": key, "first": 0, "last": 3}
    _, texts = page_steps_of(json.loads(page_apps.handle_json(json.dumps(ask))))
    assert "你的搜索" in texts[1][1] and "Your search" not in texts[1][1]


def test_a_search_the_pages_python_no_longer_holds_is_one_line():
    from linklab.apps import page_apps
    from linklab.course import learner_search

    keys = [offer(bfs_with_no_turn_limit, (Board.from_rows([[1, 0, 1]]), (0, 0), (0, 2)))
            .page_start()["key"] for _ in range(learner_search.KEPT_SEARCHES + 1)]  # fmt: skip
    ask = {"op": "learner", "id": keys[0], "first": 0, "last": 3}
    said = json.loads(page_apps.handle_json(json.dumps(ask)))
    assert said == {"error": f"no search {keys[0]} in this page: check again"}
    ask["id"] = keys[-1]
    assert "panes" in json.loads(page_apps.handle_json(json.dumps(ask)))


def test_one_step_counter_the_players_own_no_pane_counts_its_steps():
    """The panes say what each search did, not a step count of their own: three counters that
    disagree were one too many."""
    for shown in (long_search(), offer(six_bfs_forgets_seen, (2, 1, 3, 4, 5, 6), "six")):
        for step in range(0, shown.total + 1, max(1, shown.total // 15)):
            words = [
                t.text for pane in shown.panes(step) for t in pane.shapes if isinstance(t, Text)
            ]
            assert not [w for w in words if re.search(r"step \d|\d+/\d+|第 \d", w)], words


def six_bfs_forgets_seen(layout):
    """A six-digit BFS with no seen set, that stops after 40 layouts: it answers no."""
    from linklab.core.sixdigits import apply_move

    queue = deque([tuple(layout)])
    for _ in range(40):
        now = queue.popleft()
        if now == (1, 2, 3, 4, 5, 6):
            return True
        queue.extend(apply_move(now, move) for move in "ab")
    return False


@pytest.mark.parametrize("language", ["en", "zh"])
def test_six_digit_panes_hold_their_words_and_their_queue_lines_apart(language):
    """Each line of a six-digit pane fits in its pane, and its queue's lines do not run into
    each other, in both languages."""
    with using(language):
        shown = offer(six_bfs_forgets_seen, (2, 1, 3, 4, 5, 6), "six")
        for step in range(0, shown.total + 1, max(1, shown.total // 20)):
            for pane in shown.panes(step):
                texts = [t for t in pane.shapes if isinstance(t, Text)]
                for text in texts:
                    half = text_width(text.text, text.size) / 2
                    left = text.x if text.anchor == "start" else text.x - half
                    assert left >= -0.01 and left + 2 * half <= pane.width + 0.01, text.text
                queued = sorted(t.y for t in texts if t.tag == "queue")
                assert all(b - a >= 0.3 for a, b in itertools.pairwise(queued))


def test_one_entry_is_one_entry_and_seen_marks_keep_their_heading():
    def marks_with_heading(board, a, b):
        queue, seen = deque([(a, None)]), {(a, None)}
        while queue:
            (r, c), _ = queue.popleft()
            for dr, dc in STEPS:
                cell = (r + dr, c + dc)
                if not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
                    continue
                if cell == b:
                    return True
                if board[cell] == 0 and (cell, (dr, dc)) not in seen:
                    seen.add((cell, (dr, dc)))
                    queue.append((cell, (dr, dc)))
        return False

    board = Board.from_rows([[1, 0, 0], [2, 2, 0], [1, 0, 0]])
    shown = offer(marks_with_heading, (board, (0, 0), (2, 0)), "link")
    theirs = [shown.texts(step)[1] for step in range(1, len(shown.steps) + 1)]
    assert any("1 entry<" in text for text in theirs), theirs
    assert not any("1 entries" in text for text in theirs)
    seen_lines = [text.split("seen marks")[1] for text in theirs if "seen marks" in text]
    assert any("heading right" in line for line in seen_lines), seen_lines


def test_the_learners_own_names_are_never_translated():
    """A function and its structures named with words the course translates (``start``,
    ``queue``) keep their names in the Chinese edition."""

    def start(board, a, b):
        queue = deque([a])
        while queue:
            cell = queue.popleft()
            if cell == b:
                return True
        return False

    assert translate("start", "zh") != "start" and translate("queue", "zh") != "queue"
    with using("zh"):
        shown = offer(start, (Board.from_rows([[1, 2, 1]]), (0, 0), (0, 2)), "link")
        words = " ".join(
            [*shown.notes(), *(t.text for t in shown.scene(1).shapes if isinstance(t, Text))]
        )
        words += " ".join(shown.texts(1))
    assert "start：" in words and "（queue）" in words
    assert "队列（队列）" not in words and "起点：" not in words


def test_the_page_player_speaks_the_words_of_every_player():
    from linklab.course import learner_search
    from linklab.widgets import stage

    assert learner_search.PLAYER_LABELS == stage.LABELS
    assert learner_search.PLAYER_BUTTONS == stage.BUTTONS


@pytest.mark.slow  # learner_gif: make test
def test_the_exported_gif_holds_its_last_step(learner_gif):
    from PIL import Image, ImageSequence

    from linklab.widgets.learner_player import GIF_FPS, GIF_HOLD

    gif = Image.open(learner_gif)
    durations = [frame.info["duration"] for frame in ImageSequence.Iterator(gif)]
    assert durations[-1] >= durations[0] * (1 + GIF_HOLD) - 10 and GIF_HOLD / GIF_FPS >= 2


def test_a_check_keeps_the_function_for_its_report_and_a_pass_offers_nothing():
    result = failing(selfcheck.check_link, bfs_seen_whatever_heading, cases=20)
    assert result.function is bfs_seen_whatever_heading
    passed = selfcheck.check_link(misconceptions.right_link, cases=5)
    assert passed.status == "passed" and offer_for(passed) is None


def test_heading_is_read_through_the_learners_own_table():
    board = Board.from_rows([[1, 0, 0, 1]])
    shown = offer(bfs_seen_whatever_heading, (board, (0, 0), (0, 3)), "link")
    ways = {s[1] for _, s in held_states(shown) if s[1] is not None}
    assert ways == {Heading.RIGHT}


def test_headings_kept_as_numbers_with_no_table_are_read_off_the_moves():
    def by_numbers(board, a, b):  # its four steps written inline, its headings 0..3
        queue, seen = deque([(a, None, 0)]), {a}
        while queue:
            (r, c), heading, turns = queue.popleft()
            for way, (dr, dc) in enumerate(((-1, 0), (0, 1), (1, 0), (0, -1))):
                cell = (r + dr, c + dc)
                inside = 0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols
                if cell == b:
                    return True
                if inside and board[cell] == 0 and cell not in seen:
                    seen.add(cell)
                    queue.append((cell, way, turns + (heading not in (None, way))))
        return False

    board = Board.from_rows([[1, 0, 0], [0, 0, 1]])
    shown = offer(by_numbers, (board, (0, 0), (1, 2)), "link")
    headed = {s[0]: s[1] for _, s in held_states(shown)}
    assert headed[(0, 1)] == Heading.RIGHT and headed[(1, 0)] == Heading.DOWN


def test_in_a_notebook_the_report_shows_the_verdict_then_the_player(monkeypatch):
    import IPython.display
    from IPython.core.formatters import DisplayFormatter

    from linklab.widgets.learner_player import LearnerSearchPlayer, show_searches_in

    shown: list = []
    monkeypatch.setattr(IPython.display, "display", lambda *things, **_: shown.extend(things))
    result = failing(selfcheck.check_link, bfs_seen_whatever_heading, cases=20)
    result._ipython_display_()
    assert shown[0]["text/plain"] == result.text() and "Not yet" in shown[0]["text/html"]
    search = shown[-1]
    shell = SimpleNamespace(display_formatter=DisplayFormatter())
    # A shell the widgets were not handed to shows the search as the HTML the page steps.
    assert not shell.display_formatter.ipython_display_formatter(search)
    assert "linklab-learner-data" in shell.display_formatter.format(search)[0]["text/html"]
    show_searches_in(shell)
    assert shell.display_formatter.ipython_display_formatter(search)
    player = shown[-1]
    assert isinstance(player, LearnerSearchPlayer)
    assert player.step == search.divergence.step


@pytest.mark.parametrize(
    "args, named",
    [
        ((scan_the_segments, (Board.from_rows([[1, 1]]), (0, 0), (0, 1)), "astar"), "kind"),
        ((3, (Board.from_rows([[1, 1]]), (0, 0), (0, 1)), "link"), "fn"),
        ((six_with_a_wrong_move, (1, 2, 3), "six"), "layout"),
        ((scan_the_segments, "1 1", "link"), "(board, a, b)"),
    ],
)
def test_a_wrong_argument_to_offer_is_named_in_one_line(args, named):
    from linklab.core.errors import InputError

    with pytest.raises(InputError, match=re.escape(named)) as raised:
        offer(*args)
    assert "\n" not in str(raised.value) and str(raised.value).startswith("offer: ")
