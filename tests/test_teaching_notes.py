"""The teacher's guide, slide by slide, is the one source of the notebooks' speaker notes and of
the printed lecture plans (`linklab.course.teaching_notes`): the notes in the notebooks are
what the guides make, every slide the guides name exists, both editions note the same slides
with the same times and wrong answers, and each plan prints on one A4 page."""

from __future__ import annotations

import ast
import re
import shutil
from pathlib import Path

import nbformat
import pytest
from hypothesis import given
from hypothesis import strategies as st

from linklab.course import slides
from linklab.course import teaching_notes as tn
from linklab.course.exercise_bank import BANK

ROOT = Path(__file__).parent.parent
LANGUAGES = tuple(tn.GUIDES)


def guides() -> dict[str, dict[str, tn.NotebookNotes]]:
    return {lang: {n.number: n for n in tn.read_guide(lang, ROOT)} for lang in LANGUAGES}


def course_copy(tmp_path: Path) -> Path:
    """The guides and the notebooks, copied: a project to edit."""
    for guide, folder in tn.GUIDES.values():
        (tmp_path / guide).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / guide, tmp_path / guide)
        (tmp_path / folder).mkdir(parents=True, exist_ok=True)
        for path in (ROOT / folder).glob("[0-9]*.ipynb"):
            shutil.copy(path, tmp_path / folder / path.name)
    return tmp_path


def test_the_notebooks_notes_are_what_the_guides_make():
    assert tn.check_notebooks(ROOT) == []


def test_a_notes_cell_edited_by_hand_is_named_in_one_line(tmp_path):
    root = course_copy(tmp_path)
    path = root / "notebooks" / "zh" / "03-dfs-and-pruning.ipynb"
    nb = nbformat.read(path, as_version=4)
    index = next(i for i, cell in enumerate(nb.cells) if tn.is_notes_cell(cell))
    nb.cells[index].source += "\n\n多一句。"
    nbformat.write(nb, path)
    assert tn.check_notebooks(root) == [
        "notebooks/zh/03-dfs-and-pruning.ipynb: slide '普通的 DFS：先往深处走，再退回来' has notes "
        "the guide differs from (python -m linklab.course.teaching_notes write)"
    ]


def test_the_guide_edited_alone_is_named_and_write_mends_it(tmp_path, capsys):
    root = course_copy(tmp_path)
    guide = root / "docs" / "teaching.md"
    text = guide.read_text(encoding="utf-8")
    guide.write_text(text.replace("- **Time:** 12 min", "- **Time:** 11 min", 1), "utf-8")
    [line] = tn.check_notebooks(root)
    assert line.startswith("notebooks/05-playing-the-game.ipynb: slide 'Exercise 1: what can go")
    assert tn.main(["--root", str(root), "check"]) == 1
    (root / "notebooks" / "scripts").mkdir()
    assert tn.main(["--root", str(root), "write"]) == 0
    assert "05-playing-the-game.ipynb" in capsys.readouterr().out
    assert tn.check_notebooks(root) == []


def test_a_notes_cell_out_of_place_is_named(tmp_path):
    root = course_copy(tmp_path)
    path = root / "notebooks" / "01-the-rule.ipynb"
    nb = nbformat.read(path, as_version=4)
    index = next(
        i
        for i, cell in enumerate(nb.cells)
        if tn.is_notes_cell(cell)
        and slides.slide_type(nb.cells[i - 1]) not in ("slide", "subslide")
    )
    nb.cells.insert(index - 1, nb.cells.pop(index))  # inside its slide, not at its end
    nbformat.write(nb, path)
    [line] = tn.check_notebooks(root)
    assert line.startswith("notebooks/01-the-rule.ipynb: a notes cell is not where its slide ends")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_heading_naming_no_slide_fails_in_one_line_naming_where(tmp_path, capsys, language):
    root = course_copy(tmp_path)
    guide = root / tn.GUIDES[language][0]
    lines = guide.read_text(encoding="utf-8").split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("#### "))
    lines[at] = "#### A slide no notebook has"
    guide.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(tn.GuideError, match=rf"^{tn.GUIDES[language][0]}:{at + 1}: "):
        tn.check_notebooks(root)
    assert tn.main(["--root", str(root), "check"]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "has no slide 'A slide no notebook has'" in error


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_heading_names_a_slide_of_its_notebook(language):
    """Each ``####`` heading is a slide's title in that edition's notebook, each ``###`` a
    notebook of the course."""
    folder = ROOT / tn.GUIDES[language][1]
    for number, notes in guides()[language].items():
        nb = nbformat.read(tn.notebook_for(number, folder), as_version=4)
        titles = {slide.title for slide in slides.slides_of(tn.without_notes(nb))}
        missing = [note.title for note in notes.slides if note.title not in titles]
        assert missing == [], f"{language} {number}: no such slide"


def slide_places(language: str) -> dict[str, list[int]]:
    """Each notebook's noted slides by their place among its slides."""
    folder = ROOT / tn.GUIDES[language][1]
    found = {}
    for number, notes in guides()[language].items():
        nb = tn.without_notes(nbformat.read(tn.notebook_for(number, folder), as_version=4))
        order = [slide.title for slide in slides.slides_of(nb)]
        found[number] = [order.index(note.title) for note in notes.slides]
    return found


def test_both_editions_note_the_same_slides_with_the_same_times_and_answers():
    assert slide_places("en") == slide_places("zh")
    both = guides()
    assert sorted(both["en"]) == sorted(both["zh"]) == [f"{n:02d}" for n in range(1, 9)]
    for number, english in both["en"].items():
        chinese = both["zh"][number]
        assert [n.minutes for n in english.slides] == [n.minutes for n in chinese.slides], number
        assert [[w.answer for w in n.wrong] for n in english.slides] == [
            [w.answer for w in n.wrong] for n in chinese.slides
        ], number


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_notebooks_slide_times_add_up_to_its_time(language):
    folder = ROOT / tn.GUIDES[language][1]
    for number, notes in guides()[language].items():
        first = nbformat.read(tn.notebook_for(number, folder), as_version=4).cells[0].source
        stated = re.search(r"(\d+) (min|分钟)", first)
        assert stated, number
        assert sum(n.minutes for n in notes.slides) == int(stated.group(1)), number


def exercise_slides() -> list[tuple[str, str, str]]:
    """Each exercise of the course, with the title of the English slide that checks it."""
    found = []
    for path in sorted((ROOT / "notebooks").glob("[0-9]*.ipynb")):
        nb = tn.without_notes(nbformat.read(path, as_version=4))
        for title, (first, end) in tn.slide_ranges(nb).items():
            for kind, key in tn.exercises_in(nb.cells[first:end]):
                if kind == "exercise":
                    found.append((path.name[:2], key, title))
    return found


def test_the_course_has_an_exercise_slide_for_every_exercise_of_the_bank():
    keys = [key for _, key, _ in exercise_slides()]
    assert sorted(keys) == sorted(k for k, item in BANK.items() if not item.function)


@pytest.mark.parametrize("number, key, title", exercise_slides(), ids=lambda v: str(v)[:20])
def test_an_exercise_slide_expects_the_banks_wrong_answers_and_gives_no_answer(number, key, title):
    """The notes of an exercise's slide list every wrong answer the check has words for
    (the bank's traps), each of them wrong; no notes cell writes the answer as code."""
    item = BANK[key]
    notes = {n.title: n for n in guides()["en"][number].slides}
    assert title in notes, f"{key}: the guide has no notes on slide '{title}'"
    said = [ast.literal_eval(w.answer) for w in notes[title].wrong]
    assert [t.answer for t in item.traps if t.answer not in said] == [], key
    assert all(type(s) is not type(item.truth) or s != item.truth for s in said), key
    english = nbformat.read(tn.notebook_for(number, ROOT / "notebooks"), as_version=4)
    place = [s.title for s in slides.slides_of(english)].index(title)
    for language in LANGUAGES:
        folder = ROOT / tn.GUIDES[language][1]
        nb = nbformat.read(tn.notebook_for(number, folder), as_version=4)
        first, end = list(tn.slide_ranges(nb).values())[place]
        written = " ".join(c.source for c in nb.cells[first:end] if tn.is_notes_cell(c))
        assert written, f"{language} {key}: no notes cell on its slide"
        assert f"`{item.truth!r}`" not in written and f"`{item.truth}`" not in written, key


@pytest.mark.parametrize("language", LANGUAGES)
def test_notes_cells_stay_notes_and_show_on_no_slide(language):
    """``set_slides`` keeps a notes cell a notes cell, and it adds no line to its slide."""
    for path in sorted((ROOT / tn.GUIDES[language][1]).glob("[0-9]*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        notes = [cell for cell in nb.cells if tn.is_notes_cell(cell)]
        assert notes, path.name
        assert all(slides.slide_type(cell) == "notes" for cell in notes)
        assert slides.set_slides(nbformat.read(path, as_version=4)) == nb, path.name
        assert [s.lines for s in slides.slides_of(nb)] == [
            s.lines for s in slides.slides_of(tn.without_notes(nb))
        ]


def test_the_translation_check_leaves_the_notes_to_their_guides():
    from linklab.course import translation

    for path in sorted((ROOT / "notebooks").glob("[0-9]*.ipynb")):
        english = nbformat.read(path, as_version=4)
        chinese = nbformat.read(ROOT / "notebooks" / "zh" / path.name, as_version=4)
        chinese.cells = [c for c in chinese.cells if not tn.is_notes_cell(c)]
        assert translation.drift(english, chinese) == [], path.name


words = st.text(st.characters(categories=("L", "N"), include_characters=" ,.?"), min_size=1)
answers = st.text(st.characters(categories=("L", "N"), include_characters=" ,()[]'\""), min_size=1)


def phrase(strategy):
    return strategy.map(lambda s: " ".join(s.split())).filter(bool)


notes_strategy = st.lists(
    st.builds(
        tn.NotebookNotes,
        number=st.integers(1, 99).map(lambda n: f"{n:02d}"),
        heading=phrase(words),
        slides=st.lists(
            st.builds(
                tn.SlideNote,
                title=phrase(words),
                minutes=st.integers(1, 120),
                ask=phrase(words),
                wrong=st.lists(
                    st.builds(tn.WrongAnswer, answer=phrase(answers), reveals=phrase(words)),
                    max_size=3,
                ).map(tuple),
                line=st.just(0),
            ),
            min_size=1,
            max_size=4,
        ).map(tuple),
    ),
    max_size=3,
)


@given(notes_strategy, st.sampled_from(LANGUAGES))
def test_a_guide_reads_back_as_it_was_written(notebooks, language):
    text = tn.format_guide(notebooks, language)
    read = tn.parse_guide(text, language)
    unlined = [
        tn.NotebookNotes(
            n.number, n.heading, tuple(s.__class__(**{**s.__dict__, "line": 0}) for s in n.slides)
        )
        for n in read
    ]
    assert unlined == notebooks


@pytest.mark.parametrize(
    "line, says",
    [
        ("- **Time:** soon", 'a time in whole minutes, like "10 min"'),
        ("Some loose text.", "not a line of a slide's notes: 'Some loose text.'"),
    ],
)
def test_a_line_the_guide_cannot_read_is_named_with_its_number(line, says):
    text = "## Slide by slide\n\n### 01 the rule\n\n#### S\n- **Ask:** Why?\n" + line + "\n"
    with pytest.raises(tn.GuideError) as raised:
        tn.parse_guide(text, "en", "g.md")
    assert str(raised.value) == f"g.md:7: {says}"


def test_a_slide_without_its_time_is_named():
    with pytest.raises(tn.GuideError, match=r"^g\.md:3: slide 'S' has no 时间$"):
        tn.parse_guide("## 逐页讲稿\n### 01 规则\n#### S\n- **提问：** 为什么？\n", "zh", "g.md")


# --- the printed plans ------------------------------------------------------------------------


def test_the_plans_command_writes_a_plan_per_notebook_and_language(tmp_path, capsys):
    assert tn.main(["plans", "--out", str(tmp_path)]) == 0
    for language in LANGUAGES:
        plans = sorted(p.name for p in (tmp_path / language).glob("*.plan.html"))
        expected = [tn.plan_name(p) for p in sorted((ROOT / "notebooks").glob("[0-9]*.ipynb"))]
        assert plans == expected
    page = (tmp_path / "zh" / "02-bfs-counts-turns.plan.html").read_text(encoding="utf-8")
    assert "练习 02.1" in page and "练习 1：第三圈" in page and "共 70 分钟" in page
    assert "<code>25</code>" in page and "@page { size: A4" in page


def test_the_plans_command_names_a_folder_it_cannot_write(tmp_path, capsys):
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    assert tn.main(["plans", "--out", str(blocked)]) == 2
    error = capsys.readouterr().err
    assert error.startswith("linklab: error: ") and error.count("\n") == 1


def pdf_pages(pdf: bytes) -> int:
    import io

    import pypdf

    return len(pypdf.PdfReader(io.BytesIO(pdf)).pages)


@pytest.fixture(scope="module")
def printed(tmp_path_factory, chromium_browser):
    """Each plan printed to PDF by Chromium, as a browser's Print does (A4, its own margins)."""
    out = tmp_path_factory.mktemp("plans")
    paths = tn.write_plans(out, ROOT)
    page = chromium_browser.new_page()
    found = {}
    try:
        for path in paths:
            page.goto(path.resolve().as_uri())
            page.emulate_media(media="print")
            pdf = page.pdf(prefer_css_page_size=True, print_background=True)
            found[f"{path.parent.name}/{path.name}"] = pdf_pages(pdf)
    finally:
        page.close()
    return found


@pytest.mark.browser
def test_each_plan_prints_on_one_a4_page_in_both_languages(printed):
    assert len(printed) == 2 * len(list((ROOT / "notebooks").glob("[0-9]*.ipynb")))
    assert {name: pages for name, pages in printed.items() if pages != 1} == {}


@pytest.mark.browser
def test_the_page_count_sees_a_plan_too_long(tmp_path, chromium_browser):
    notes = tn.read_guide("en", ROOT)[1]
    long = tn.NotebookNotes(notes.number, notes.heading, notes.slides * 3)
    nb = nbformat.read(tn.notebook_for(notes.number, ROOT / "notebooks"), as_version=4)
    path = tmp_path / "long.plan.html"
    path.write_text(tn.plan_html(nb, long, "en", "long"), encoding="utf-8")
    page = chromium_browser.new_page()
    try:
        page.goto(path.resolve().as_uri())
        assert pdf_pages(page.pdf(prefer_css_page_size=True)) > 1
    finally:
        page.close()


def test_the_site_index_links_each_plan_beside_its_page(tmp_path):
    from linklab.site import build as site
    from linklab.site import policy

    written = tn.write_plans(tmp_path, ROOT, policy.with_policy, only=["02-bfs-counts-turns.ipynb"])
    assert sorted(p.relative_to(tmp_path).as_posix() for p in written) == [
        "en/02-bfs-counts-turns.plan.html",
        "zh/02-bfs-counts-turns.plan.html",
    ]
    assert "Content-Security-Policy" in written[0].read_text(encoding="utf-8")
    pages = [
        site.Page(language, tmp_path / language / name, "X")
        for language in LANGUAGES
        for name in ("02-bfs-counts-turns.html", "03-dfs-and-pruning.html")
    ]
    english, chinese = site.index_html(pages).split("<section id='zh'")
    assert "<a href='en/02-bfs-counts-turns.plan.html'>plan</a>" in english
    assert "<a href='zh/02-bfs-counts-turns.plan.html'>讲课计划</a>" in chinese
    assert "03-dfs-and-pruning.plan.html" not in english + chinese  # not written: not linked


def closed_exercises() -> list[tuple[str, str]]:
    """The exercises answered by a yes or no or a choice, with their notebook's number."""
    return [
        (number, key)
        for number, key, _ in exercise_slides()
        if isinstance(BANK[key].truth, bool) or BANK[key].choices
    ]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("number, key", closed_exercises(), ids=lambda v: str(v))
def test_no_notes_cell_leaves_a_learner_one_choice(number, key, language):
    """A learner reads the notebook's notes too: the wrong answers a notes cell names never
    leave one answer of a yes-or-no or a choice (the printed plan lists them all)."""
    item = BANK[key]
    choices = (True, False) if isinstance(item.truth, bool) else item.choices
    nb = nbformat.read(tn.notebook_for(number, ROOT / tn.GUIDES[language][1]), as_version=4)
    named = []
    for cell in nb.cells:
        if tn.is_notes_cell(cell):
            for answer in re.findall(r"^- `([^`]+)`", cell.source, flags=re.M):
                try:
                    named.append(ast.literal_eval(answer))
                except (ValueError, SyntaxError):
                    continue
    left = [c for c in choices if not any(type(c) is type(n) and c == n for n in named)]
    assert len(left) > 1, f"{language} {key}: the notes leave only {left}"


def test_the_plan_lists_the_wrong_answers_the_notes_withhold(tmp_path):
    tn.write_plans(tmp_path, ROOT, only=["04-the-documents-side-by-side.ipynb"])
    page = (tmp_path / "en" / "04-the-documents-side-by-side.plan.html").read_text("utf-8")
    assert "<code>&quot;FALSE&quot;</code>" in page or '<code>"FALSE"</code>' in page
