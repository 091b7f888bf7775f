"""Bold and italics close where a reader sees them: every markdown cell of both editions, every
page of docs/, and the printed lecture plans, rendered as CommonMark has no `*` left in its text.

CommonMark closes `**` only where it is right-flanking: after punctuation such as "：" it must be
followed by a space or punctuation, so `**提问：**图上…` shows its asterisks.
"""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from pathlib import Path

import nbformat
import pytest
from markdown_it import MarkdownIt

from linklab.course import teaching_notes

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted(
    (ROOT / "notebooks" / "zh").glob("*.ipynb")
)
PAGES = sorted((ROOT / "docs").rglob("*.md")) + sorted(ROOT.glob("README*.md"))
#: A star that is meant: the name of the A* search.
MEANT = re.compile(r"\bA\*")
PARSER = MarkdownIt("commonmark")


def stars_left(markdown: str) -> list[str]:
    """The pieces of text that rendering ``markdown`` leaves with a literal `*` in them.

    >>> stars_left("**提问：**图上")
    ['**提问：**图上']
    >>> stars_left("**提问**：图上 and *this* and `a*b` and A* search")
    []
    """
    left = []
    for token in PARSER.parse(markdown):
        for child in token.children or ():
            if child.type == "text" and "*" in MEANT.sub("", child.content):
                left.append(child.content)
    return left


class _Text(HTMLParser):
    """The text of an HTML page outside ``<code>``, ``<style>`` and ``<title>``."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.inside = 0

    def handle_starttag(self, tag: str, attrs: object) -> None:
        self.inside += tag in ("code", "style", "title")

    def handle_endtag(self, tag: str) -> None:
        self.inside -= tag in ("code", "style", "title")

    def handle_data(self, data: str) -> None:
        if not self.inside:
            self.parts.append(data)


def test_the_check_finds_bold_that_does_not_close():
    assert stars_left("**提问：**先让全班写下自己数的结果。")
    assert stars_left("(*turns and segments*).") == []
    assert stars_left("- `3`: *stuck means unsolvable*: one order") == []
    assert stars_left("**Ask:** Why?\n\n**常见错误答案**：见讲课计划。") == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_markdown_cell_renders_its_bold(path):
    nb = nbformat.read(path, as_version=4)
    broken = [
        f"cell {index} ({cell.get('id')}): {piece[:60]!r}"
        for index, cell in enumerate(nb.cells)
        if cell.cell_type == "markdown"
        for piece in stars_left(cell.source)
    ]
    assert not broken, f"{path.relative_to(ROOT)}: {broken}"


def test_every_page_of_the_docs_renders_its_bold():
    broken = [
        f"{path.relative_to(ROOT)}: {piece[:60]!r}"
        for path in PAGES
        for piece in stars_left(path.read_text("utf-8"))
    ]
    assert PAGES and not broken, broken


def test_the_lecture_plans_show_no_star(tmp_path):
    written = teaching_notes.write_plans(tmp_path, ROOT)
    assert len(written) >= 16
    broken = []
    for page in written:
        reader = _Text()
        reader.feed(page.read_text("utf-8"))
        text = MEANT.sub("", html.unescape("".join(reader.parts)))
        broken += [
            f"{page.name}: …{m.string[max(0, m.start() - 30) : m.end() + 30]}…"
            for m in re.finditer(r"\*", text)
        ]
    assert not broken, broken
