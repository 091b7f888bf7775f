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
    from linklab.exercise_bank import BANK

    texts = check_texts(script.read_text(encoding="utf-8"))  # any check still written out
    for key, item in BANK.items():  # and the bank's, which the notebook's checks use
        if key.startswith(script.name[:2]):
            texts += [item.hint, item.why, item.worked, *(trap.says for trap in item.traps)]
    assert texts, f"{script.name} has no exercise checks"
    untranslated = [text for text in texts if text and not i18n.is_translated(text)]
    assert untranslated == [], f"{script.name}: add these to linklab/zh.py"


def test_a_changed_hint_is_caught_as_untranslated():
    source = 'll.exercises.check(p, t, hint="Count the corners, then the segments.")'
    assert check_texts(source) == ["Count the corners, then the segments."]
    assert not i18n.is_translated(check_texts(source)[0])


@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), min_size=1))
def test_a_template_carries_its_filled_in_part_across(value):
    with i18n.using("zh"):
        # The filled-in part is translated in its turn (templates nest).
        inner = i18n.translate(value)
        assert i18n.translate(f"The pairs: {value}.") == f"可以消除的对：{inner}。"


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

    same_kind = lambda board, a, b: a != b and board[a] != 0 and board[a] == board[b]  # noqa: E731
    with i18n.using("zh"):
        text = repr(check_link(same_kind, cases=30))
    english = repr(check_link(same_kind, cases=30))
    assert text.splitlines()[0] == "✗ 还不对：它的回答是 True，而规则的结论是 False。"
    assert "规则（最多转 2 次弯，不出棋盘）的结论：没有路径：" in text
    assert not any(word in text for word in ("Not yet", "answered", "the rule", "cases passed"))
    assert english.startswith("✗ Not yet: it says True where the rule says False.")


WIDGET_MODULES = ["widgets", "game_widget", "compare_widget", "solver_widget", "draw"]
#: Words shown as they are in both languages: file formats and method names.
AS_THEY_ARE = {"png", "svg", "pdf", "gif", "json", "bfs", "dfs", "fast", "all formats"}


def shown_literals(module: str) -> list[str]:
    """Every literal a widget or figure shows: descriptions, tooltips, options, legend labels."""
    source = (Path(__file__).parent.parent / "linklab" / f"{module}.py").read_text("utf-8")
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.keyword) and node.arg in (
            "description",
            "tooltip",
            "placeholder",
            "label",
            "options",
        ):
            values = (
                node.value.elts if isinstance(node.value, (ast.List, ast.Tuple)) else [node.value]
            )
            for value in values:
                if isinstance(value, ast.Tuple) and value.elts:
                    value = value.elts[0]
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    found.append(value.value)
    return [text for text in found if len(text) > 2 and any(c.isalpha() for c in text)]


@pytest.mark.parametrize("module", WIDGET_MODULES)
def test_every_label_a_widget_or_figure_shows_is_translated(module):
    untranslated = [
        text
        for text in shown_literals(module)
        if text not in AS_THEY_ARE and not i18n.is_translated(text)
    ]
    assert untranslated == [], f"linklab/{module}.py: add these to linklab/zh.py"


def test_a_sentence_splits_at_the_right_comma():
    with i18n.using("zh"):
        assert (
            i18n.translate("reject (4, 4), 2 turns: occupied")
            == "拒绝 (4, 4)，2 次转弯：被方块占据"
        )
        assert i18n.translate("BFS step 30 of 90: dequeue (1, 2), 0 turns") == (
            "BFS 第 30 步（共 90 步）：出队 (1, 2)，0 次转弯"
        )


def test_the_trace_player_speaks_chinese_labels_counters_and_picture():
    import warnings

    import linklab as ll
    from linklab import fonts

    board = ll.parse_board("1 0 0\n2 0 1")
    trace = ll.Trace(ll.bfs_events(board, (0, 0), (1, 2)))
    with i18n.using("zh"), warnings.catch_warnings():
        if fonts.find_cjk_font():
            warnings.simplefilter("error")  # no missing glyph anywhere
        player = ll.widgets.TracePlayer(board, trace, ends=[(0, 0), (1, 2)])
        player.slider.value = 3
        title = player.drawing.title.get_text() if hasattr(player, "drawing") else ""
        shown = []
        stack = [player]
        while stack:
            widget = stack.pop()
            shown += [getattr(widget, "description", "") or "", getattr(widget, "value", "")]
            stack += list(getattr(widget, "children", ()) or ())
        text = " ".join(item for item in shown if isinstance(item, str))
    assert "导出" in text and "步数" in text and "已扩展状态" in text
    assert "Export" not in text and "states expanded" not in text
    assert not title or "第 3 步" in title
    english = ll.widgets.TracePlayer(board, trace)
    assert "Export" in [
        w.description for w in english.exporter.box.children if hasattr(w, "description")
    ]


def test_a_figure_in_chinese_keeps_its_legend_and_uses_a_cjk_font():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    import linklab as ll
    from linklab import fonts

    board = ll.parse_board("1 0 0\n2 0 1")
    frame = ll.Trace(ll.bfs_events(board, (0, 0), (1, 2))).frame(2)
    with i18n.using("zh"):
        fig, ax = plt.subplots()
        ll.draw.draw_frame(ax, board, frame, ends=[(0, 0), (1, 2)])
    legend = [text.get_text() for text in ax.get_legend().texts]
    assert "已到达" in legend and "reached" not in legend
    if fonts.find_cjk_font():
        assert fonts.find_cjk_font() in ax.get_legend().texts[0].get_fontfamily()
    plt.close(fig)
