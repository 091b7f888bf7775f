"""One language setting: the catalogue, its templates, and every exercise's words translated."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from linklab import i18n
from linklab.course import exercises
from linklab.i18n.zh import ZH

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
    i18n.clear_language()


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_every_exercise_hint_and_take_away_is_translated(script):
    from linklab.course.exercise_bank import BANK
    from linklab.i18n.zh_exercises import ZH_EXERCISES

    texts = check_texts(script.read_text(encoding="utf-8"))  # any check still written out
    untranslated = [text for text in texts if text and not i18n.is_translated(text)]
    assert untranslated == [], f"{script.name}: add these to linklab/i18n/zh.py"
    keys = [key for key in BANK if key.startswith(script.name[:2])]
    assert texts or keys, f"{script.name} has no exercise checks"
    for key in keys:  # the bank's, which the notebook's checks use, in Chinese by their id
        item, chinese = BANK[key], ZH_EXERCISES.get(key)
        assert chinese is not None, f"{key}: no entry in linklab/i18n/zh_exercises.py"
        english = {"hint": item.hint, "why": item.why, "worked": item.worked}
        for field, text in english.items():
            assert bool(chinese[field]) == bool(text), (key, field)
            assert not text or re.search("[\u4e00-\u9fff]", chinese[field]), (key, field)
        assert len(chinese["traps"]) == len(item.traps), key
        assert all(re.search("[\u4e00-\u9fff]", says) for says in chinese["traps"]), key
        assert "```" not in item.worked and "```" not in chinese["worked"], key  # code once


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
        unanswered = exercises.compare(..., 1, hint="Count the corners.")
        wrong = exercises.compare(2, 3, hint="its path breaks the rule")
        right = exercises.compare(3, 3, why="The pairs: [(0, 0)].")
    assert unanswered.message.startswith("… 尚未作答：")
    hint = ZH["its path breaks the rule"]
    assert wrong.message == f"✗ 还不对。提示：{hint}"
    assert right.message == "✓ 答对了。可以消除的对：[(0, 0)]。"
    assert exercises.compare(..., 1).message.startswith(exercises.UNANSWERED)


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
    from linklab.course.selfcheck import check_link

    same_kind = lambda board, a, b: a != b and board[a] != 0 and board[a] == board[b]  # noqa: E731
    with i18n.using("zh"):
        text = repr(check_link(same_kind, cases=30))
    english = repr(check_link(same_kind, cases=30))
    assert text.splitlines()[0] == "✗ 还不对：它的回答是 True，而规则的结论是 False。"
    assert "规则（最多转 2 次弯，不出棋盘）的结论：没有路径：" in text
    assert not any(word in text for word in ("Not yet", "answered", "the rule", "cases passed"))
    assert english.startswith("✗ Not yet: it says True where the rule says False.")


PACKAGE = Path(__file__).parent.parent / "linklab"
#: Every module of the package, subpackages' too: what any of them shows is checked.
MODULES = sorted(str(path.relative_to(PACKAGE).with_suffix("")) for path in PACKAGE.rglob("*.py"))
#: Words shown as they are in both languages: file formats and method names.
AS_THEY_ARE = {"png", "svg", "pdf", "gif", "json", "bfs", "dfs", "fast", "all formats", "HDU 1175"}
#: Texts the widget modules show that the catalogue does not translate yet, by module: known,
#: listed here so that none is hidden; each must still be missing (translate it, then strike it).
PENDING: dict[str, list[str]] = {}
#: Calls whose keywords configure the command line, which speaks English: not shown in figures.
COMMAND_LINE_CALLS = ("ArgumentParser", "add_parser", "add_argument", "add_subparsers")
#: Keyword arguments whose text a widget or a figure shows.
SHOWN_KEYWORDS = ("description", "tooltip", "placeholder", "label", "options", "title")
#: Calls whose first argument a figure shows.
DRAWING_CALLS = ("set_title", "set_xlabel", "set_ylabel", "suptitle", "text", "annotate")


def _template(value) -> str | None:
    """A string literal as it is, an f-string as a ``{expr}`` template, anything else None."""
    if isinstance(value, ast.Constant) and isinstance(value.value, str):
        return value.value
    if isinstance(value, ast.JoinedStr):
        return "".join(
            part.value if isinstance(part, ast.Constant) else "{" + ast.unparse(part.value) + "}"
            for part in value.values
        )
    return None


def shown_literals(source: str) -> list[str]:
    """Every literal a widget or figure shows: descriptions, tooltips, options, legend labels,
    titles, axis labels and texts drawn; f-strings as templates, words only."""
    tree = ast.parse(source)
    command_line = {
        id(keyword)
        for call in ast.walk(tree)
        if isinstance(call, ast.Call)
        and ast.unparse(call.func).rsplit(".", 1)[-1] in COMMAND_LINE_CALLS
        for keyword in call.keywords
    }
    found = []
    for node in ast.walk(tree):
        values = []
        if id(node) in command_line:
            continue
        if isinstance(node, ast.keyword) and node.arg in SHOWN_KEYWORDS:
            values = (
                node.value.elts if isinstance(node.value, (ast.List, ast.Tuple)) else [node.value]
            )
            values = [v.elts[0] if isinstance(v, ast.Tuple) and v.elts else v for v in values]
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", "") in DRAWING_CALLS
            and node.args
        ):
            values = [node.args[-1] if node.func.attr == "text" else node.args[0]]
        found += [text for text in map(_template, values) if text is not None]
    return [text for text in found if _has_words(text)]


def _has_words(text: str) -> bool:
    """Whether ``text`` holds an English word outside its ``{fields}``: something to translate
    (a text already in Chinese is not)."""
    words = re.sub(r"\{[^{}]*\}", "", text)
    chinese = re.search(r"[\u4e00-\u9fff]", words)
    return not chinese and len(words) > 2 and bool(re.search(r"[A-Za-z]{2}", words))


def is_shown_in_chinese(text: str) -> bool:
    """Whether the catalogue translates ``text``; a template's ``{expr}`` fields are filled with
    a digit first, which any field of a catalogue template matches."""
    return i18n.is_translated(re.sub(r"\{[^{}]*(\{[^{}]*\}[^{}]*)*\}", "7", text))


def test_the_walk_reaches_every_module_subpackages_too():
    walked = {"widgets/stepped", "render/draw", "render/draw_sixdigits", "documents/quirk_gallery"}
    assert walked <= set(MODULES)
    assert shown_literals('ax.set_title(f"step {n}: found")') == ["step {n}: found"]
    assert shown_literals('ax.text(1, 2, "x")') == []  # no word
    assert shown_literals('parser.add_argument("n", help="x", description="the count")') == []
    assert is_shown_in_chinese("{name}: {len(part)} states")
    assert not is_shown_in_chinese("{name}: {len(part)} bananas")


@pytest.mark.parametrize("module", MODULES)
def test_every_label_a_widget_or_figure_shows_is_translated(module):
    source = (PACKAGE / f"{module}.py").read_text("utf-8")
    untranslated = [
        text
        for text in shown_literals(source)
        if text not in AS_THEY_ARE and not is_shown_in_chinese(text)
    ]
    assert untranslated == PENDING.get(module, []), (
        f"linklab/{module}.py: add these to linklab/i18n/zh.py"
    )


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
    from linklab.render import fonts

    board = ll.parse_board("1 0 0\n2 0 1")
    trace = ll.Trace(ll.bfs_events(board, (0, 0), (1, 2)))
    with i18n.using("zh"), warnings.catch_warnings():
        if fonts.find_cjk_font():
            warnings.simplefilter("error")  # no missing glyph anywhere
        player = ll.widgets.TracePlayer(board, trace, ends=[(0, 0), (1, 2)])
        player.step = 3
        title = player.drawing.title.get_text() if hasattr(player, "drawing") else ""
        shown = []
        stack = [player]
        while stack:
            widget = stack.pop()
            shown += [getattr(widget, "description", "") or "", getattr(widget, "value", "")]
            stack += list(getattr(widget, "children", ()) or ())
        shown += player.texts  # the texts beside the picture, sent to the page with it
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
    from linklab.render import fonts

    board = ll.parse_board("1 0 0\n2 0 1")
    frame = ll.Trace(ll.bfs_events(board, (0, 0), (1, 2))).frame(2)
    with i18n.using("zh"):
        fig, ax = plt.subplots()
        drawn = ll.draw.draw_frame(ax, board, frame, ends=[(0, 0), (1, 2)])
    entries = [a for a in drawn if (a.get_gid() or "").startswith("legend-")]
    legend = [text.get_text() for text in entries]
    assert "已到达" in legend and "reached" not in legend
    if fonts.find_cjk_font():
        assert fonts.find_cjk_font() in entries[0].get_fontfamily()
    plt.close(fig)


def test_the_six_digit_check_states_its_rule_and_verdict_in_chinese():
    from linklab.course.selfcheck import check_can_reach

    always = lambda state: True  # noqa: E731  (a learner's wrong answer: everything reachable)
    with i18n.using("zh"):
        text = repr(check_can_reach(always))
    assert "操作 α 和 β，目标 123456" in text
    assert "不能：α 和 β 组成的任何操作序列都到不了 123456" in text
    assert not any(word in text for word in ("moves α", "goal", "reaches", "turns it into"))
    with i18n.using("zh"):
        assert i18n.translate("Yes: αααβαα turns it into 123456") == "能：αααβαα 把它变成 123456"


@given(st.text(alphabet="连通分量布局，。 visit[..]ab", min_size=1), st.integers(4, 30))
def test_a_wrapped_line_fits_and_nothing_is_lost(text, width):
    lines = i18n.wrap(text, width)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    for line in lines:
        # Too wide only by closing punctuation hung at its end, or when one piece is too wide.
        body = line.rstrip(i18n.NO_LINE_START + " ")
        assert i18n.display_width(body) <= width or any(
            i18n.display_width(piece) > width - 2 for piece in line.split()
        )


@given(st.lists(st.tuples(st.sampled_from(["bfs", "yes", "no", "已扩展"]), st.integers(0, 10**6))))
def test_a_table_lines_up_in_chinese(rows):
    with i18n.using("zh"):
        lines = i18n.table(["approach", "expanded"], rows, "<>").splitlines()
    assert lines[0].startswith("方法")
    ends = {i18n.display_width(line) for line in lines}
    assert len(ends) == 1  # every row as wide as the header: the right column lines up


def test_tr_and_set_language_are_at_the_top_level():
    import linklab as ll

    assert ll.tr is i18n.tr and ll.set_language is i18n.set_language
    ll.set_language("zh")
    assert ll.tr("move {n}", n=3) == "第 3 步"
    ll.set_language("en")
    assert ll.tr("move {n}", n=3) == "move 3"


def test_a_pruned_dfs_is_failed_in_chinese_whatever_it_returns(monkeypatch):
    """Every way ``check_dfs`` fails a function reads as Chinese, down to the shape of a
    returned path and the answer of a call that never returned."""
    import zh_screen

    from linklab.course import selfcheck

    def endless_loop(board, a, b):
        while True:
            pass

    wrong = {
        "strings": lambda board, a, b: ["x", "y"],
        "three numbers a cell": lambda board, a, b: [(0, 0, 0), (0, 1, 1)],
        "halves": lambda board, a, b: [(0.5, 0), (0, 1)],
        "no cells": lambda board, a, b: [],
        "a number": lambda board, a, b: 5,
        "endless": endless_loop,
    }
    monkeypatch.setattr(selfcheck.guard, "CALL_SECONDS", 0.2)
    allowed = zh_screen.ALLOWED | {"my_dfs", "endless_loop", "board"}  # the exercise cell's names
    shown = {}
    for name, fn in wrong.items():
        with i18n.using("zh"):
            shown[name] = selfcheck.check_dfs(fn, cases=20).text()
        english = [
            line for line in shown[name].splitlines() if zh_screen.english_words(line, allowed)
        ]
        assert shown[name].startswith(("✗ 还不对", "… 已停止")) and english == [], (name, english)
    assert "（第 1 个格子是 'x'，不是 (行, 列)）" in shown["strings"]
    stopped = shown["endless"].splitlines()
    said = "… 已停止，尚无结论：endless_loop 在 0.2 秒内没有给出答案，这段时间里什么工作也没做。"
    assert stopped[0] == said
    assert any(line.startswith("  它第 ") and "`while True:`" in line for line in stopped)


def test_every_answer_the_bank_writes_comments_in_chinese_for_the_chinese_edition():
    """The lecturer's copy and ``reveal`` of the Chinese edition: the bank's answer, the same
    code, its comments and docstrings Chinese (the English ones would be caught)."""
    import zh_screen

    from linklab.course.exercise_bank import BANK
    from linklab.course.exercises import answer_source, reveal
    from linklab.course.translation import code_of

    commented = 0
    for key, exercise in BANK.items():
        chinese = answer_source(exercise, "zh")
        assert code_of(chinese) == code_of(exercise.answer), key
        english_notes = [
            text
            for text in zh_screen.comments(exercise.answer)
            if zh_screen.english_words(text, set())
        ]
        commented += bool(english_notes)
        assert [
            text for text in zh_screen.comments(chinese) if zh_screen.english_words(text, set())
        ] == [], key
        with i18n.using("zh"):
            assert chinese in reveal(key).text, key
    assert commented == 3  # 02.6, 03.5 and 07.4: functions to write, each with a docstring


def _every_record_once() -> list:
    """One of each record a learner may show in a cell, from real runs where one makes it."""
    import linklab as ll
    from linklab.core import sixdigits
    from linklab.core import solver_events as se
    from linklab.core.game import Game

    board = ll.parse_board("A * B\nB * A")
    shown = [*ll.bfs_events(board, (0, 0), (1, 2)), *ll.dfs_events(board, (0, 0), (1, 2))]
    walled = ll.parse_board("A * B\nB B A")
    shown += [*ll.bfs_events(walled, (0, 0), (1, 2)), *ll.dfs_events(walled, (0, 0), (1, 2))]
    shown += [*ll.bfs_events(board, (0, 0), (0, 0))]  # refused
    shown += [*sixdigits.bfs_events(sixdigits.apply_word(sixdigits.GOAL, "αβ"))]
    shown += [*sixdigits.bfs_events((1, 2, 3, 4, 6, 5), moves=("α",))]
    shown += [Game(ll.parse_board("A A")).remove((0, 0), (0, 1)).last_move]
    pair, nogood = ((0, 0), (0, 3)), se.Nogood(((0, 0),), ((0, 1),), (((0, 1), (0, 2)),))
    shown += [nogood, se.MoveTried(pair), se.MoveForbidden(pair), se.Backjumped(pair, nogood)]
    shown += [se.ForcedMove(pair, reason) for reason in se.FORCE_REASONS]
    shown += [se.Hopeless(((0, 0),)), se.NogoodRecalled(nogood), se.Restarted()]
    shown += [se.DeadStateMet(4), se.DeadStateRemembered(4), se.Solved((pair,))]
    shown += [se.ProvenUnsolvable(reason) for reason in se.UNSOLVABLE_REASONS]
    shown += [se.GaveUp(reason) for reason in se.GIVE_UP_REASONS]
    summary = ll.summarize(ll.bfs_events(board, (0, 0), (1, 2)))
    return [*shown, summary, summary.rejected, ll.solve(ll.parse_board("A B B A"))]


def _glossed_classes() -> set[type]:
    import linklab.core.game
    import linklab.core.sixdigits
    import linklab.core.solver
    import linklab.core.trace  # noqa: F401  (their records are what is looked for)

    found, todo = set(), [i18n.Glossed]
    while todo:
        for sub in todo.pop().__subclasses__():
            # A slots dataclass replaces the class it was made from: keep the module's own.
            module = sys.modules.get(sub.__module__)
            if getattr(module, sub.__name__, None) is sub and sub not in found:
                found.add(sub)
                todo.append(sub)
    return found


def test_a_record_shown_in_a_cell_says_what_it_means_in_chinese_and_stays_code_in_english():
    from IPython.lib.pretty import pretty

    records = _every_record_once()
    assert _glossed_classes() <= {type(r) for r in records}  # every kind of record is tried
    for record in records:
        assert pretty(record) == repr(record)
        with i18n.using("zh"):
            shown = pretty(record)
        code, _, said = shown.partition("  # ")
        assert code == repr(record) and said, shown
        assert re.search(r"[\u4e00-\u9fff]", said) and not re.search(r"[A-Za-z]{3,}", said), shown
        with i18n.using("zh"):  # inside a list the record stays code: a comment would run on
            assert pretty([record, record]) == pretty([record, record]).split("  # ")[0]


def test_a_path_breaking_the_turn_limit_is_told_wholly_in_chinese():
    import zh_screen

    from linklab.core.checker import Checker
    from linklab.course import selfcheck

    def three_turns_round(board, a, b):
        """The rule's path, but a straight one taken the long way round: three turns."""
        path = Checker(board).path(a, b)
        if path and len(path) == 2 and a[0] == b[0] and a[1] < b[1] < board.cols - 1:
            side = 1 if a[0] == 0 else a[0] - 1
            return [a, (side, a[1]), (side, b[1] + 1), (a[0], b[1] + 1), b]
        return path

    with i18n.using("zh"):
        text = selfcheck.check_path(three_turns_round, cases=5).text()
    why = next(line for line in text.splitlines() if line.startswith("  规则"))
    assert "转了 3 次弯，规则只允许 2 次" in why and "；它的路径 " in why, why
    assert zh_screen.english_words(why, zh_screen.ALLOWED) == [], why
