"""One language setting: the catalogue, its templates, and every exercise's words translated."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from linklab import exercises, i18n
from linklab.zh import ZH

SCRIPTS = sorted((Path(__file__).parent.parent / "notebooks" / "scripts").glob("[0-9]*.py"))


def check_texts(source: str) -> list[str]:
    """The hint and take-away of every ``check(...)`` call, f-strings as ``{expr}`` templates."""
    texts = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "check":
            for keyword in node.keywords:
                if keyword.arg not in ("hint", "why"):
                    continue
                value = keyword.value
                if isinstance(value, ast.Constant):
                    texts.append(value.value)
                elif isinstance(value, ast.JoinedStr):
                    texts.append(
                        "".join(
                            part.value
                            if isinstance(part, ast.Constant)
                            else "{" + ast.unparse(part.value) + "}"
                            for part in value.values
                        )
                    )
    return texts


@pytest.fixture(autouse=True)
def _english_by_default(monkeypatch):
    monkeypatch.delenv("LINKLAB_LANG", raising=False)
    monkeypatch.setattr(i18n, "_chosen", None)


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_every_exercise_hint_and_take_away_is_translated(script):
    texts = check_texts(script.read_text(encoding="utf-8"))
    assert texts, f"{script.name} has no exercise checks"
    untranslated = [text for text in texts if not i18n.is_translated(text)]
    assert untranslated == [], f"{script.name}: add these to linklab/zh.py"


def test_a_changed_hint_is_caught_as_untranslated():
    source = 'll.exercises.check(p, t, hint="Count the corners, then the segments.")'
    assert check_texts(source) == ["Count the corners, then the segments."]
    assert not i18n.is_translated(check_texts(source)[0])


@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), min_size=1))
def test_a_template_carries_its_filled_in_part_across(value):
    with i18n.using("zh"):
        assert i18n.translate(f"The pairs: {value}.") == f"可以消除的对：{value}。"


def test_the_checks_speak_chinese_in_the_chinese_edition():
    with i18n.using("zh"):
        unanswered = exercises.check(..., 1, hint="Count the corners.")
        wrong = exercises.check(2, 3, hint="Up, right along the top row, down; or down, right, up.")
        right = exercises.check(3, 3, why="The pairs: [(0, 0)].")
    assert unanswered.message.startswith("… 尚未作答：")
    hint = ZH["Up, right along the top row, down; or down, right, up."]
    assert wrong.message == f"✗ 还不对。提示：{hint}"
    assert right.message == "✓ 答对了。可以消除的对：[(0, 0)]。"
    assert exercises.check(..., 1).message.startswith(exercises.UNANSWERED)


def test_the_language_follows_the_folder_and_the_environment(tmp_path, monkeypatch):
    (tmp_path / "zh").mkdir()
    monkeypatch.chdir(tmp_path / "zh")
    assert i18n.language() == "zh"
    monkeypatch.setenv("LINKLAB_LANG", "en")
    assert i18n.language() == "en"
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("LINKLAB_LANG")
    assert i18n.language() == "en"
    i18n.set_language("zh")
    assert i18n.language() == "zh"


def test_an_unknown_language_is_refused_and_nothing_changes():
    with pytest.raises(ValueError, match="'fr' is not one of en, zh"):
        i18n.set_language("fr")
    assert i18n.language() == "en"


def test_a_learners_function_is_checked_in_chinese_down_to_the_rules_reasons():
    from linklab.selfcheck import check_link

    same_kind = lambda board, a, b: board[a] == board[b]  # noqa: E731
    with i18n.using("zh"):
        text = repr(check_link(same_kind, cases=30))
    english = repr(check_link(same_kind, cases=30))
    assert text.splitlines()[0] == "✗ 还不对：它的回答是 True，而规则的结论是 False。"
    assert "规则（最多转 2 次弯，不出棋盘）的结论：没有路径：" in text
    assert not any(word in text for word in ("Not yet", "answered", "the rule", "cases passed"))
    assert english.startswith("✗ Not yet: it says True where the rule says False.")
