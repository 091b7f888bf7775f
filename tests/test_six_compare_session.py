"""The six-digit comparison's one session: the static page's comparison says, word for word and
picture for picture, what the live ``SixDigitCompare`` says for the same layout; a layout that
cannot be used changes nothing and says why in one line, naming what was typed."""

from __future__ import annotations

import json
import re
from itertools import permutations

import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from linklab.apps.page_apps import handle
from linklab.apps.page_sixcompare import (
    SIX_COMPARE_CLASS,
    SIX_COMPARE_PX,
    PageSixCompare,
    six_compare_setup,
)
from linklab.apps.page_steps import decode, decode_texts
from linklab.apps.six_compare_session import LAYOUT_RULE, SixCompareSession, read_layout
from linklab.core import sixdigits
from linklab.core.errors import InputError
from linklab.i18n import using
from linklab.render.scene.svg import SVG_CLOSE, to_svg

START = (2, 5, 6, 4, 3, 1)
CHINESE = re.compile(r"[\u4e00-\u9fff]")


def _sorted_steps(total: int) -> list[int]:
    return sorted({0, 1, 2, total // 2, total - 1, total})


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("layout", [(1, 3, 5, 2, 4, 6), (2, 1, 3, 4, 5, 6), sixdigits.GOAL])
def test_the_page_says_what_the_widget_says_at_every_step_of_the_learners_layout(language, layout):
    from linklab.widgets import SixDigitCompare

    page = PageSixCompare({"layout": list(START), "step": 3}, language)
    view = page.act("new", {"layout": " ".join(map(str, layout))})
    with using(language):
        widget = SixDigitCompare(layout, dpi=30)
        assert view["step"]["of"] == widget.total and view["step"]["at"] == 0
        assert view["step"]["columns"] == [list(c) for c in widget.stage.columns]
        for step in _sorted_steps(widget.total):
            shown = page.act("step", step)
            widget.step = step
            assert shown["step"]["texts"] == widget.texts, step
            assert shown["svg"] == to_svg(widget.scene(), SIX_COMPARE_PX, SIX_COMPARE_CLASS), step
            assert shown["step"]["spoken"] == widget.step_spoken(step), step
            drawn = widget.scene().texts()
            assert [t for pane in widget.panes for t in pane.heading(step)] == [
                *drawn[0:2],
                *drawn[15:17],
            ]


def test_the_pictures_headings_are_the_widgets_titles_and_its_digits_the_layouts():
    from linklab.widgets import SixDigitCompare

    widget = SixDigitCompare(START, dpi=30)
    widget.step = 5
    texts = widget.scene().texts()
    titles = [pane.title(widget.step) for pane in widget.panes]
    assert [f"{texts[0]}: {texts[1]}", f"{texts[15]}: {texts[16]}"] == titles
    digits = [int(t) for t in texts if t.isdigit()]
    assert digits == [*widget.panes[0].states[5], *widget.panes[1].states[5]]


def test_every_step_sent_to_the_page_is_the_scene_and_texts_of_that_step():
    page = PageSixCompare({"layout": list(START)})
    page.act("new", {"layout": "253146"})
    head = page.view()["step"]["head"]
    session = page.session
    parts: list[str] = []
    previous: list[int] = []
    table: list[str] = []
    seen = set()
    while (batch := page.more()) is not None:
        assert batch["parts_from"] == len(parts) and batch["serial"] == page.serial
        parts += batch["parts"]
        for step, codes, texts in batch["steps"]:
            previous = decode(previous, codes)
            drawn = head + "".join(parts[n] for n in previous) + SVG_CLOSE
            assert drawn == to_svg(session.scene(step), SIX_COMPARE_PX, SIX_COMPARE_CLASS), step
            assert decode_texts(table, texts["coded"]) == session.shown_texts(step), step
            assert texts["spoken"] == session.spoken(step), step
            seen.add(step)
    assert seen == set(range(session.total + 1))


def test_a_widget_keeps_what_a_page_starts_the_same_comparison_from():
    from linklab.widgets import SixDigitCompare

    widget = SixDigitCompare(START, step=3, dpi=30)
    kept = json.loads(widget.page_setup.value)
    assert kept == {"app": "sixcompare", "setup": six_compare_setup(widget.session, 3)}
    view = handle({"op": "start", "id": "six", "app": "sixcompare", "setup": kept["setup"]})
    assert view["step"]["texts"] == widget.texts and view["step"]["at"] == 3
    assert view["fields"][0]["value"] == "2 5 6 4 3 1"


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("2 5 6 4 3", "`2 5 6 4 3` has 5 digits: " + LAYOUT_RULE),
        ("2 5 6 4 3 3", "`2 5 6 4 3 3` repeats 3: " + LAYOUT_RULE),
        ("2 5 6 4 3 7", "`2 5 6 4 3 7` has a 7: " + LAYOUT_RULE),
        ("", "the layout is empty: " + LAYOUT_RULE),
        ("1", "`1` has 1 digit: " + LAYOUT_RULE),
        ("2 5 6 x 3 1", "`2 5 6 x 3 1` has x, not a digit: " + LAYOUT_RULE),
        ("  2   5 6\t4 3 ", "`2 5 6 4 3` has 5 digits: " + LAYOUT_RULE),
    ],
)
def test_a_bad_layout_is_one_line_naming_it_and_the_panes_stay(typed, said):
    page = PageSixCompare({"layout": list(START), "step": 4})
    before = (page.session.start, page.session.panes, page.step, page.act("view")["svg"])
    view = page.act("new", {"layout": typed})
    assert view["message"] == said
    assert (page.session.start, page.session.panes, page.step, view["svg"]) == before
    assert view["fields"][0]["value"] == typed  # kept, to be put right
    assert view["result"] == "the layout: 2 5 6 4 3 1"


#: What a learner might type: digits (0..9), the separators a layout may use, and stray letters.
TYPED = st.text(st.sampled_from("0123456789 ,()x7"), max_size=14)


@settings(max_examples=examples(200), deadline=None)
@given(TYPED)
def test_a_layout_is_taken_exactly_when_its_digits_are_1_to_6_each_once(typed):
    layout, why = read_layout(typed)
    digits = [c for c in typed if c.isdigit()]
    is_layout = sorted(digits) == list("123456") and "x" not in typed
    assert (layout is not None) == is_layout
    if layout is None:
        assert why.endswith(": " + LAYOUT_RULE) and "\n" not in why
        shown = " ".join(typed.split())
        assert f"`{shown}`" in why or why.startswith("the layout is empty")
    else:
        assert why == "" and layout == tuple(int(d) for d in digits)


@settings(max_examples=examples(60), deadline=None)
@given(st.permutations(range(1, 7)), st.sampled_from([" ", "", ", "]))
def test_every_layout_written_any_way_runs_both_and_they_agree(layout, between):
    session = SixCompareSession(START)
    assert session.set_layout(between.join(map(str, layout)))
    assert session.start == tuple(layout) and session.runs == 2
    bfs, table = session.panes
    solvable = table.word is not None
    assert bfs.verdict.startswith("Yes") == table.verdict.startswith("Yes") == solvable
    assert table.states[-1] == (sixdigits.GOAL if table.word is not None else tuple(layout))


def test_a_bad_layout_for_the_widget_is_one_clear_error():
    from linklab.widgets import SixDigitCompare

    with pytest.raises(InputError, match="repeats 4"):
        SixDigitCompare((1, 2, 3, 4, 4, 5))


def test_every_message_and_label_of_the_page_reads_in_chinese():
    page = PageSixCompare({"layout": list(START)}, "zh")
    said = []
    for typed in ["", "1", "2 5 6 4 3", "2 5 6 4 3 7", "2 5 6 4 3 3", "2 5 6 x 3 1", "253146"]:
        view = page.act("new", {"layout": typed})
        said += [view["message"], view["status"], view["result"], view["fields"][0]["label"]]
        said += [button["label"] for button in view["buttons"]]
        said += [button["title"] for button in view["buttons"]]
    for step in range(page.session.total + 1):
        view = page.act("step", step)
        prose = [text for text in view["step"]["texts"] if "linklab-code-box" not in text]
        said += [re.sub(r"<[^>]*>", " ", text) for text in prose]
        drawn = re.findall(r">([^<>]+)</text>", view["svg"])
        said += [text for text in drawn if len(text) > 2 and "↻" not in text]
    english = [text for text in said if text and not CHINESE.search(text)]
    assert english == []
    assert not any(re.search(r"\b(has|digits?|repeats|layout|step|searching)\b", t) for t in said)


def test_every_layout_of_the_720_reads_in_one_piece():
    for layout in list(permutations(range(1, 7)))[::71]:
        assert read_layout("".join(map(str, layout))) == (layout, "")


@pytest.mark.parametrize("layout", [(2, 5, 3, 1, 4, 6), (1, 3, 2, 4, 5, 6)])
def test_each_step_is_said_with_what_each_way_did_then_its_verdict(layout):
    session = SixCompareSession(layout)
    for step in range(0, session.total + 1, max(1, session.total // 7)):
        said = session.spoken(step)
        assert said.startswith(f"step {step} of {session.total}: "), said
        for pane in session.panes:
            own = f"finished: {pane.verdict}" if step >= len(pane) else pane.notes[step]
            assert f"{pane.label}: {own}" in said, (step, said)
    with using("zh"):
        last = session.spoken(session.total)
    assert last.count("已结束：") == 2 and not CHINESE.sub("", last).count("finished"), last
