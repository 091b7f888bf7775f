"""``ll.practice()``: a learner climbs a skill, closes the notebook, comes back and finds their
levels; the same in Chinese; the record beside the course, or where they name it."""

from __future__ import annotations

import json
import re
from html import escape

import pytest

import linklab as ll
from linklab.apps.page_practice import search_steps
from linklab.core.errors import InputError
from linklab.course.practice.answers import AnswerForm, read_answer, typed_answer
from linklab.course.practice.questions import MAX_LEVEL
from linklab.course.practice.why import search_to_show
from linklab.i18n import using


def answer(widget, right: bool) -> None:
    widget.answer.value = typed_answer(widget.question) if right else "(1,1)-(1,1)"
    widget.check.click()
    widget.next.click()


def test_a_learner_climbs_to_the_top_and_finds_the_level_again(tmp_path):
    kept = tmp_path / "kept.json"
    widget = ll.practice("pairs", record=kept)
    asked = []
    for _ in range(3 * (MAX_LEVEL - 1)):
        asked.append(widget.question.level)
        answer(widget, True)
    assert asked == [level for level in range(1, MAX_LEVEL) for _ in range(3)]
    assert widget.question.level == MAX_LEVEL and len(widget.question.board) == 6
    data = json.loads(kept.read_text(encoding="utf-8"))
    assert data["format"] == "linklab-practice" and data["skills"]["pairs"]["level"] == MAX_LEVEL
    again = ll.practice("pairs", record=kept)  # the notebook closed and opened again
    assert again.question.level == MAX_LEVEL and "pairs" in again.levels.value
    assert again.question.seed == 3 * (MAX_LEVEL - 1)  # a new question, not one answered


def test_two_wrong_in_a_row_go_down_and_a_wrong_form_counts_for_nothing(tmp_path):
    widget = ll.practice("six-distance", record=tmp_path / "kept.json")
    for _ in range(3):
        answer(widget, True)
    assert widget.question.level == 2
    widget.answer.value = "three"
    widget.check.click()
    assert widget.verdict.value.startswith("✗ Answer a number")
    assert widget.record.progress("six-distance").wrong == 0
    widget.answer.value = "none" if widget.question.answer is not None else "1"
    widget.check.click()
    widget.check.click()  # judged again, not counted again
    assert widget.record.progress("six-distance").wrong == 1
    widget.next.click()
    widget.answer.value = "none" if widget.question.answer is not None else "1"
    widget.check.click()
    widget.next.click()
    assert widget.question.level == 1


def test_a_wrong_answer_on_a_board_steps_the_search_there(tmp_path):
    widget = ll.practice("fewest-turns", record=tmp_path / "kept.json")
    assert widget.why.layout.display == "none"
    widget.answer.value = "7"
    widget.check.click()
    assert widget.why.layout.display is None
    widget.why.click()
    (player,) = widget.stepper.children
    assert type(player).__name__ == "TracePlayer"


def test_practise_what_i_miss_most(tmp_path):
    widget = ll.practice(record=tmp_path / "kept.json")
    assert widget.question.skill == "pairs"  # nothing missed yet: the course's order
    widget.skill.value = "reach"
    answer(widget, False)
    widget.skill.value = "weakest"
    assert widget.question.skill == "reach"


def test_in_chinese(tmp_path):
    with using("zh"):
        widget = ll.practice("bfs-queue", record=tmp_path / "kept.json")
        assert widget.check.description == "检查" and "队列" in widget.prompt.value
        widget.answer.value = "x"
        widget.check.click()
        assert widget.verdict.value.startswith("✗ 请写")


def test_the_record_beside_the_course_or_where_it_is_named(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("LINKLAB_PRACTICE_FILE", raising=False)
    widget = ll.practice("reach")
    answer(widget, True)
    assert (tmp_path / "linklab-practice.json").is_file()
    monkeypatch.setenv("LINKLAB_PRACTICE_FILE", str(tmp_path / "mine.json"))
    answer(ll.practice("reach"), True)
    assert json.loads((tmp_path / "mine.json").read_text())["skills"]["reach"]["right"] == 1


def test_a_bad_record_or_argument_is_refused_in_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "linklab-practice", "version": 2}', encoding="utf-8")
    with pytest.raises(InputError, match=r"bad\.json: version 2, expected 1"):
        ll.practice(record=bad)
    with pytest.raises(InputError, match="no skill 'chess'"):
        ll.practice("chess", record=tmp_path / "kept.json")
    with pytest.raises(TypeError, match="seed must be a whole number"):
        ll.practice(record=tmp_path / "kept.json", seed="1")


def test_where_no_widget_is_drawn_the_question_shows_in_words(tmp_path):
    widget = ll.practice("fewest-turns", record=str(tmp_path / "record.json"))
    plain = widget._repr_mimebundle_()["text/plain"]
    assert "children=" not in plain and widget.question.prompt["en"] in plain


@pytest.mark.parametrize("skill", ["pairs", "game-move", "document", "clear"])
def test_a_wrong_answer_without_two_given_cells_steps_the_search_between_tiles_it_got_wrong(
    tmp_path, skill
):
    widget = ll.practice(skill, record=tmp_path / "kept.json")
    q = widget.question
    right = typed_answer(q)
    widget.answer.value = right
    widget.check.click()
    assert widget.why.layout.display == "none"  # right: nothing to show
    widget.next.click()
    q = widget.question
    wrong = {"document": "TRUE right" if typed_answer(q) != "TRUE right" else "FALSE wrong"}
    widget.answer.value = wrong.get(skill, "none" if typed_answer(q) != "none" else "(1,1)-(1,2)")
    widget.check.click()
    assert widget.verdict.value.startswith("✗")
    assert widget.why.layout.display is None
    widget.why.click()
    (player,) = widget.stepper.children
    assert type(player).__name__ == "TracePlayer"


BOARD_SKILLS = ["pairs", "fewest-turns", "bfs-queue", "reach", "dfs-push", "dfs-prune"]
BOARD_SKILLS += ["document", "game-move", "clear"]


def _reads(q, said: str) -> bool:
    try:
        read_answer(q, said)
    except AnswerForm:
        return False
    return True


def _shown_wrong(widget) -> str:
    """A wrong answer to the widget's question after which Show the search steps a search,
    checked."""
    q = widget.question
    tried = ("none", "1", "TRUE right", "FALSE wrong", "(1,1)", "(1,1)-(1,2)")
    said = next(s for s in tried if s != typed_answer(q) and _reads(q, s) and search_to_show(q, s))
    widget.answer.value = said
    widget.check.click()
    assert widget.verdict.value.startswith("✗") and widget.why.layout.display is None
    return said


@pytest.mark.parametrize("skill", BOARD_SKILLS)
def test_the_notebook_and_the_page_step_the_same_search_after_the_same_wrong_answer(
    tmp_path, skill
):
    widget = ll.practice(skill, record=tmp_path / "kept.json")
    said = _shown_wrong(widget)
    widget.why.click()
    (player,) = widget.stepper.children
    page = search_steps(widget.question, said)
    assert page is not None and page["all"] == len(player.trace) + 1
    for step, svg in enumerate(page["svgs"][:40]):
        scene = player.step_scene(step)
        tags = {shape.tag for shape in scene.shapes if shape.tag}
        board_tags = {tag for tag in tags if not tag.startswith("legend-")}
        assert set(re.findall(r'data-tag="([^"]+)"', svg)) == board_tags, f"step {step}"
        (caption,) = (shape.text for shape in scene.shapes if shape.tag == "caption")
        assert f">{escape(caption)}</text>" in svg, f"step {step}"
