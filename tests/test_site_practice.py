"""The static site's practice page (`linklab.site.practice_page`, played by
`linklab.apps.page_practice`): opened from disk with every request outside the site refused,
a learner climbs a skill from level 1 to the top, a wrong answer is told in the live region, a
reload keeps the levels (kept with the learner's work, in the notebook's record format), a
question's link opens exactly that question, and Forget clears the levels; in English and
Chinese.

The pages come from the site the static edition's tests share (``site_02``), whose build writes
them.
"""

from __future__ import annotations

import re

import pytest
from axe_audit import findings, install

from linklab.apps.page_practice import PagePractice, question_svg
from linklab.course.practice import SKILLS, question
from linklab.course.practice.answers import typed_answer
from linklab.course.practice.mastery import load_record
from linklab.course.practice.questions import MAX_LEVEL as TOP
from linklab.site import build as site
from linklab.site import practice_page

LIVE = "() => !document.querySelector('#linklab-practice-answer').disabled"


@pytest.fixture
def practice_site(site_02):
    """The site the static edition's tests share (notebook 02's pages): its build writes the
    two practice pages, linked from its index."""
    out = site_02[0]
    for language in ("en", "zh"):
        assert (out / language / "practice.html").is_file()
        assert f"href='{language}/practice.html'" in (out / "index.html").read_text("utf-8")
        notebook = (out / language / "02-bfs-counts-turns.html").read_text("utf-8")
        assert "<a href='practice.html' class='linklab-practice-link'>" in notebook
    return out


def opened(browser, out, language: str, hash_: str = ""):
    """The practice page in ``language`` opened from disk: its context, page, errors, refused."""
    refused: list[str] = []
    context = browser.new_context(viewport={"width": 390, "height": 844})
    site.offline(context, out, refused)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("dialog", lambda dialog: dialog.accept())
    page.goto((out / language / "practice.html").resolve().as_uri() + hash_)
    page.wait_for_function(LIVE, timeout=120_000, polling=100)
    return context, page, errors, refused


def shown_question(page):
    """The question the page shows, made again from its link."""
    link = page.locator(".linklab-practice-link-here").get_attribute("href")
    skill, level, seed = link.lstrip("#").split("/")
    return question(skill, int(level), int(seed))


def answer(page, text: str) -> str:
    """Type ``text``, press Enter, and wait for the verdict: its text."""
    done = page.evaluate("window.linklabPracticeLog.length")
    page.locator("#linklab-practice-answer").fill(text)
    page.locator("#linklab-practice-answer").press("Enter")
    page.wait_for_function("(n) => window.linklabPracticeLog.length > n", arg=done)
    return page.locator(".linklab-practice-verdict").inner_text()


def press_next(page) -> None:
    done = page.evaluate("window.linklabPracticeLog.length")
    page.locator(".linklab-practice-next").click()
    page.wait_for_function("(n) => window.linklabPracticeLog.length > n", arg=done)


def level_row(page, skill: str) -> list[str]:
    """The levels table's row of ``skill``: label, level, streak, right, wrong."""
    return page.locator(f".linklab-practice-levels tr[data-skill='{skill}'] > *").all_inner_texts()


def kept_record(page):
    """The practice record the page keeps with the learner's work, read as the notebook reads
    its file (None if nothing is kept)."""
    kept = page.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('linklab-work:'))"
        ".map((k) => JSON.parse(localStorage.getItem(k)))"
    )
    texts = [page_kept["cells"].get(practice_page.RECORD_CELL) for page_kept in kept]
    texts = [text for text in texts if text]
    return load_record(texts[0]) if texts else None


@pytest.mark.browser
def test_a_learner_climbs_a_level_keeps_it_over_a_reload_opens_a_link_and_forgets(
    practice_site, site_browser
):
    context, page, errors, refused = opened(site_browser, practice_site, "en")
    try:
        done = page.evaluate("window.linklabPracticeLog.length")
        page.locator("#linklab-practice-skill").select_option("six-distance")
        page.wait_for_function("(n) => window.linklabPracticeLog.length > n", arg=done)
        assert level_row(page, "six-distance")[1:] == ["1", "0", "0", "0"]
        q = shown_question(page)
        assert (q.skill, q.level) == ("six-distance", 1)
        assert page.locator(".linklab-practice-prompt").inner_text() == q.prompt["en"]
        wrong = answer(page, str((q.answer or 0) + 5))
        assert wrong.startswith("✗ Not yet.")
        assert page.locator(".linklab-practice-verdict").get_attribute("aria-live") == "polite"
        assert level_row(page, "six-distance")[1:] == ["1", "0", "0", "1"]
        for level in range(1, TOP):  # three right in a row a level, up to the top
            for _ in range(3):
                press_next(page)
                q = shown_question(page)
                assert q.level == level
                assert answer(page, typed_answer(q)) == "✓ Right."
            assert level_row(page, "six-distance")[1:] == [str(level + 1), "0", str(3 * level), "1"]
        press_next(page)
        assert shown_question(page).level == TOP
        page.wait_for_timeout(500)  # keep.js writes at most once a moment
        record = kept_record(page)
        assert record is not None and record.progress("six-distance").level == TOP

        page.reload()  # the page closed and opened again: the levels are still there
        page.wait_for_function(LIVE, timeout=120_000, polling=100)
        assert level_row(page, "six-distance")[1:] == [str(TOP), "0", str(3 * (TOP - 1)), "1"]

        # a question's link opens exactly that question
        page.evaluate("location.hash = '#pairs/3/17'")
        page.wait_for_function(
            "() => document.querySelector('.linklab-practice-link-here').hash === '#pairs/3/17'"
        )
        linked = question("pairs", 3, 17)
        assert page.locator(".linklab-practice-prompt").inner_text() == linked.prompt["en"]
        assert answer(page, typed_answer(linked)) == "✓ Right."
        assert level_row(page, "pairs")[1:] == ["1", "1", "1", "0"]

        with page.expect_navigation():  # Forget: nothing of the record is left to start from
            page.locator(".linklab-keep-forget").click()
        assert kept_record(page) is None
    finally:
        context.close()
    assert errors == [] and refused == []


@pytest.mark.browser
def test_in_chinese_a_link_opens_its_question_a_right_answer_counts_and_a_bad_link_is_a_line(
    practice_site, site_browser
):
    context, page, errors, refused = opened(site_browser, practice_site, "zh", "#reach/4/9")
    try:
        linked = question("reach", 4, 9)
        assert page.locator(".linklab-practice-prompt").inner_text() == linked.prompt["zh"]
        assert page.locator(".linklab-practice-board svg").count() == 1
        assert answer(page, typed_answer(linked)) == "✓ 对了。"
        assert level_row(page, "reach") == ["k 次转弯内能到达的格子", "1", "1", "1", "0"]
        assert "种子 9" in page.locator(".linklab-practice-line").inner_text()
        assert page.locator(".linklab-practice-why").is_hidden()  # right: nothing to show

        # a wrong answer on a board: the search between the tiles it got wrong, stepped
        seed = next(s for s in range(50) if question("pairs", 2, s).answer)
        page.evaluate("(h) => (location.hash = h)", f"#pairs/2/{seed}")
        page.wait_for_function(
            "(h) => document.querySelector('.linklab-practice-link-here').hash === h",
            arg=f"#pairs/2/{seed}",
        )
        assert answer(page, "无").startswith("✗ 还不对。")
        done = page.evaluate("window.linklabPracticeLog.length")
        page.locator(".linklab-practice-why").click()
        page.wait_for_function("(n) => window.linklabPracticeLog.length > n", arg=done)
        picture = page.locator(".linklab-practice-step-picture")
        first = picture.inner_html()
        assert "<svg" in first and "步" in page.locator(".linklab-practice-steps p").inner_text()
        page.locator(".linklab-practice-slider").press("ArrowRight")
        assert picture.inner_html() != first
        # axe-core finds nothing serious on the page, its search shown
        serious = [f for f in findings(page, install()) if f.impact in ("serious", "critical")]
        assert serious == []
        page.evaluate("location.hash = '#pairs/9/1'")
        page.wait_for_function(
            "() => document.querySelector('.linklab-practice-note').textContent.includes('9')"
        )
        said = page.locator(".linklab-practice-note").inner_text()
        assert said == "链接 #pairs/9/1 打不开这道题：级别 9：应是 1 到 5 的整数", said
        assert "\n" not in said
        timings = page.evaluate("window.linklabPracticeLog")
        assert {entry["action"] for entry in timings} >= {"start", "check", "open"}
    finally:
        context.close()
    assert errors == [] and refused == []


def test_the_page_part_keeps_the_notebooks_record_and_refuses_a_bad_one_in_a_line():
    part = PagePractice({"link": "reach/2/3"}, "zh")
    q = part.session.question
    assert q is not None and (q.skill, q.level, q.seed) == ("reach", 2, 3)
    view = part.act("check", typed_answer(q))
    assert view["verdict"]["right"] and view["verdict"]["text"] == "✓ 对了。"
    assert load_record(view["record"]).progress("reach").right == 1
    again = PagePractice({"record": view["record"]}, "en")
    assert again.record() == part.record()
    broken = PagePractice({"record": '{"format": "linklab-practice", "version": 7}'}, "en")
    message = broken.act("view")["message"]
    assert "version 7" in message and "\n" not in message
    assert broken.record().skills == {}
    assert part.act("fly")["message"] == "no such action: fly"


@pytest.mark.parametrize("skill", ["pairs", "bfs-queue", "six-word"])
def test_a_question_is_drawn_as_the_course_draws_boards(skill):
    q = question(skill, 2, 4)
    svg = question_svg(q)
    assert svg.startswith("<svg") and "linklab-practice-svg" in svg
    if q.board is not None:
        tiles = {
            f"tile-{r + 1}-{c + 1}" for r, row in enumerate(q.board) for c, k in enumerate(row) if k
        }
        assert tiles == set(re.findall(r'data-tag="(tile-\d+-\d+)"', svg))
    else:
        assert all(digit in svg for digit in map(str, q.extra["layout"]))


def test_the_page_and_the_index_link_to_practice_in_both_languages():
    for language, other in (("en", "zh"), ("zh", "en")):
        page = practice_page.practice_html(language, "../_static", f"../{other}/practice.html")
        assert f'lang="{"zh-CN" if language == "zh" else "en"}"' in page
        assert 'for="linklab-practice-answer"' in page and 'aria-live="polite"' in page
        assert page.count("<option ") == len(SKILLS) + 1
    index = site.index_html([])
    assert "href='en/practice.html'" in index and "href='zh/practice.html'" in index


@pytest.mark.parametrize(
    ("link", "en", "zh"),
    [
        ("pairs/9/1", "level 9: expected a whole number from 1 to 5", "级别 9：应是 1 到 5 的整数"),
        ("pair/2/1", "no skill 'pair': the skills are", "没有技能 pair：技能有"),
        ("pairs/two/1", "expected skill/level/seed", "应写成 技能/级别/种子"),
    ],
)
def test_a_link_that_names_no_question_says_why_in_the_page_s_language(link, en, zh):
    for language, why, lead in [
        ("en", en, f"link '{link}': "),
        ("zh", zh, f"链接 #{link} 打不开这道题："),
    ]:
        said = PagePractice({"link": link}, language).act("view")["message"]
        assert said.startswith(lead + why) and "\n" not in said, said
