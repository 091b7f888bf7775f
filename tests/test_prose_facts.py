"""What the notebooks' prose states holds, in both editions: each number it gives is re-computed
here, by the notebook's own code where it has some, and each fact it names (where Export
writes, which edition of a book it cites, what an exercise asks for) is read from the package.

A claim is read out of the prose, so a test fails when the prose changes what it says as well
as when the computation no longer bears it out."""

from __future__ import annotations

import random
import re
from pathlib import Path

import nbformat
import pytest

import linklab as ll

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"
EDITIONS = {"en": NOTEBOOKS, "zh": NOTEBOOKS / "zh"}
WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
ZH_DIGITS = {"两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}


def notebook(number: str, language: str):
    (path,) = EDITIONS[language].glob(f"{number}-*.ipynb")
    return nbformat.read(path, as_version=4)


def prose(number: str, language: str) -> str:
    """A notebook's markdown, its line breaks read as spaces (none in Chinese)."""
    text = "\n".join(
        c.source for c in notebook(number, language).cells if c.cell_type == "markdown"
    )
    return re.sub(r"\s*\n\s*", "" if language == "zh" else " ", text)


def code_after(number: str, heading: str) -> str:
    """The first code cell after the English markdown cell that starts with ``heading``."""
    cells = notebook(number, "en").cells
    start = next(i for i, c in enumerate(cells) if c.source.startswith(heading))
    return next(c.source for c in cells[start:] if c.cell_type == "code")


# --- 08: the states a cell of the BFS on the walled board ------------------------------------


def states_a_cell(side: int) -> float:
    """The BFS's states expanded a cell on 08's walled board of that side, built by the
    notebook's own cell."""
    source = code_after("08", "## Two 200x200 boards")
    assert "n = 200\n" in source
    scope = {"ll": ll}
    exec(source.replace("n = 200\n", f"n = {side}\n"), scope)
    board, a, b = scope["walled_board"], scope["a"], scope["b"]
    return ll.summarize(ll.bfs_events(board, a, b)).expanded / (side * side)


def states_claims(language: str) -> list[tuple[str, int]]:
    """Each "nearly five states a cell" of 08's prose, as ("nearly", 5)."""
    text = prose("08", language)
    if language == "en":
        found = re.findall(r"\b(nearly|about) (\w+) states a cell", text, flags=re.I)
        return [(how.lower(), WORDS[word]) for how, word in found]
    found = re.findall(r"每格(将近|大约)(?:扩展)?([两二三四五六七八])个状态", text)
    return [({"将近": "nearly", "大约": "about"}[how], ZH_DIGITS[k]) for how, k in found]


def holds(how: str, count: int, value: float) -> bool:
    """Whether "nearly five" (4.5 to 5) or "about four" (within a quarter) describes value."""
    return count - 0.5 <= value < count if how == "nearly" else abs(value - count) < 0.25


@pytest.mark.slow
def test_08_says_how_many_states_a_cell_the_bfs_expands():
    measured = {side: states_a_cell(side) for side in (100, 200)}  # exercise 2's two sides
    for language in EDITIONS:
        claims = states_claims(language)
        assert len(claims) >= 2, f"{language}: 08 names the states a cell"
        for how, count in claims:
            assert all(holds(how, count, v) for v in measured.values()), (language, measured)


def test_a_claim_of_states_a_cell_can_be_wrong():
    assert holds("nearly", 5, 4.95) and not holds("about", 4, 4.95)
    assert not holds("nearly", 5, 5.0) and holds("about", 4, 4.1)


# --- 03: how the counts grow when n doubles --------------------------------------------------

DOUBLING = {
    "en": r"Doubling \*n\* from (\d+) to (\d+) multiplies \*n\*² by (\d+) and \*n\*³ by (\d+); "
    r"on boards this small each count grows a little faster than its power",
    "zh": r"把 \*n\* 从 (\d+) 加倍到 (\d+)，\*n\*² 变成 (\d+) 倍，\*n\*³ 变成 (\d+) 倍；"
    r"在这么小的棋盘上，每个计数都比它的幂次增长得稍快一些",
}


def test_03_says_how_its_counts_grow():
    scope = {"ll": ll}
    exec(code_after("03", "## What pruning saves"), scope)  # the counts, for every side
    sizes, pushes = scope["sizes"], scope["pushes"]
    powers = {"003": 2, "bfs": 2, "004": 3}  # pruned DFS and BFS like n², unpruned like n³
    for language, pattern in DOUBLING.items():
        stated = re.search(pattern, prose("03", language))
        assert stated, f"{language}: 03 says what doubling n does"
        small, big, square, cube = map(int, stated.groups())
        assert big == 2 * small and (square, cube) == ((big / small) ** 2, (big / small) ** 3)
        for name, power in powers.items():
            growth = pushes[name][sizes.index(big)] / pushes[name][sizes.index(small)]
            assert 2**power < growth < 1.3 * 2**power, (name, growth)  # a little faster


# --- 02: the two thousand boards of the counterexample search --------------------------------


def test_02_says_what_its_random_boards_hold(monkeypatch):
    linked = []
    find_path = ll.find_path

    def counted(board, a, b, *args, **kwargs):
        path = find_path(board, a, b, *args, **kwargs)
        linked.append(path is not None)
        return path

    monkeypatch.setattr(ll, "find_path", counted)
    scope = {"ll": ll, "random": random, "print": lambda *args: None}
    exec(code_after("02", "### Looking for a counterexample"), scope)
    boards = scope["tried"]
    assert len(linked) == boards
    all_link = all(linked)
    en, zh = prose("02", "en"), prose("02", "zh")
    stated = re.search(r"(\w+) thousand random 4 x 5 boards, each with a pair", en, flags=re.I)
    assert stated and WORDS[stated.group(1).lower()] * 1000 == boards
    stated = re.search(r"([两二三四五六七八])千个随机的 4 x 5 棋盘", zh)
    assert stated and ZH_DIGITS[stated.group(1)] * 1000 == boards
    assert ("each with a pair the rule links" in en) == all_link, sum(linked)
    assert ("每个上面有一对按规则能相连的方块" in zh) == all_link, sum(linked)
    assert "on every board where the rule links the pair" in en or all_link


# --- where Export writes ---------------------------------------------------------------------


def export_sentences(language: str) -> list[str]:
    """Every sentence of the course that says where Export writes a picture."""
    found = []
    for path in sorted(EDITIONS[language].glob("[0-9]*.ipynb")):
        text = prose(path.name[:2], language)
        if language == "en":
            found += re.findall(r"Export\*{0,2} writes the picture[^.;]*? into [^.;]*", text)
        else:
            # the button by its English name with the Chinese beside it, or by its Chinese name
            shown = r"(?:Export\*{0,2}（导出）|\*\*导出\*\*)"
            found += re.findall(shown + r"把图片[^。；]*?写[到入][^。；]*", text)
    return found


def test_the_notebooks_say_where_export_writes(tmp_path, monkeypatch):
    from linklab.render import export

    monkeypatch.delenv(export.EXPORT_DIR_VARIABLE, raising=False)
    export.set_export_folder(None)  # the default: the variable, else exports/ here
    monkeypatch.chdir(tmp_path)
    folder = export.export_folder()
    assert folder.parent == tmp_path  # beside the notebook, the kernel's working folder
    for language in EDITIONS:
        sentences = export_sentences(language)
        assert len(sentences) >= 3, language  # 01, 02, 06, 07
        for sentence in sentences:
            assert f"`{folder.name}/`" in sentence, sentence
            assert "this folder" not in sentence and "本文件夹" not in sentence, sentence


# --- one edition of a book -------------------------------------------------------------------


def citations(language: str) -> dict[str, tuple[str, str]]:
    """Each notebook's citation of CLRS (Cormen et al.), as its (edition, year)."""
    found = {}
    for path in sorted(EDITIONS[language].glob("[0-9]*.ipynb")):
        text = prose(path.name[:2], language)
        for start in (m.start() for m in re.finditer("Cormen", text)):
            cited = text[start : start + 200]
            edition = re.search(r"(\d)(?:st|nd|rd|th) ed\.|第 (\d) 版", cited)
            year = re.search(r"\b(?:19|20)\d\d\b", cited)
            assert edition and year, cited
            found[path.name[:2]] = (edition.group(1) or edition.group(2), year.group(0))
    return found


def test_the_course_cites_one_edition_of_clrs():
    en, zh = citations("en"), citations("zh")
    assert len(en) >= 5 and en == zh
    assert len(set(en.values())) == 1, en


# --- what an exercise's heading asks ---------------------------------------------------------


@pytest.mark.parametrize("language", EDITIONS)
def test_an_exercise_asking_for_a_count_is_not_titled_which(language):
    from linklab.course import exercises
    from linklab.course.exercise_bank import BANK

    for path in sorted(EDITIONS[language].glob("[0-9]*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        for index in exercises.exercise_cells(nb):
            item = BANK[exercises.exercise_key(nb, index)]
            heading = next(
                line
                for cell in reversed(nb.cells[:index])
                if cell.cell_type == "markdown"
                for line in reversed(cell.source.splitlines())
                if line.startswith("### ")
            )
            title = re.split(r"[:：]", heading, maxsplit=1)[1].strip().lower()
            if isinstance(item.truth, int) and not isinstance(item.truth, bool):
                assert not title.startswith(("which", "哪")), (item.key, heading)
