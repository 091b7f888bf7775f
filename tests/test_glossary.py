"""The glossary (docs/glossary.md) is the course's: one term per concept in each language, and
each term is first used in the notebook the glossary says teaches it, in both editions, so no
notebook uses a term an earlier one has not taught; and the Chinese prose does not drift to the
other words the glossary sets aside for a concept."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).parent.parent
GLOSSARY = ROOT / "docs" / "glossary.md"
EDITIONS = {"en": ROOT / "notebooks", "zh": ROOT / "notebooks" / "zh"}


def rows() -> list[dict[str, str]]:
    """The glossary's table, a dict per term."""
    found = []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 6 and re.fullmatch(r"\d\d", cells[2]):
            found.append(dict(zip(("en", "zh", "notebook", "meaning", "zh_meaning", "not"), cells)))
    return found


def set_aside(row: dict[str, str]) -> list[tuple[str, set[str] | None]]:
    """The words a row sets aside, each with the notebooks it is checked in (None: all):
    ``走法 (02, 03), 同伴`` is 走法 in notebooks 02 and 03 and 同伴 everywhere."""
    found = []
    for word, where in re.findall(r"([^,(]+?)\s*(?:\(([\d, ]+)\))?\s*(?:,|$)", row["not"]):
        found.append((word.strip(), set(re.findall(r"\d\d", where)) if where else None))
    return found


def drifts(language: str = "zh") -> list[str]:
    """Each place where a notebook's prose uses a word the glossary sets aside (once the
    glossary's own terms are taken out, 强制走法 is not 走法, and the documents' words quoted)."""
    table = rows()
    terms = sorted((row[language] for row in table), key=len, reverse=True)
    found = []
    for path in sorted(EDITIONS[language].glob("[0-9]*.ipynb")):
        text = re.sub(r"“[^”]*”", " ", prose(path))
        for term in terms:
            text = text.replace(term, " ")
        for row in table:
            for word, where in set_aside(row):
                if (where is None or path.name[:2] in where) and word in text:
                    found.append(f"{path.name}: {word!r} for {row['en']} (use {row[language]!r})")
    return found


#: A summary's line that names what the next notebook teaches: a preview, not a use.
PREVIEW = re.compile(r"^\s*[-*]\s*(\*\*)?(Next|下一节)\b.*$", re.M)


#: The heading of a notebook's further reading: books cited, not terms taught.
FURTHER_READING = re.compile(r"#+\s*(Further reading|延伸阅读)")


def prose(path: Path) -> str:
    """A notebook's markdown, without its code spans and blocks (names, not words), its
    previews of the next notebook and its further reading (a term is taught in the body)."""
    nb = nbformat.read(path, as_version=4)
    text = "\n".join(
        c.source
        for c in nb.cells
        if c.cell_type == "markdown" and not FURTHER_READING.match(c.source)
    )
    text = re.sub(r"```.*?```|`[^`]*`", " ", text, flags=re.S)
    return PREVIEW.sub(" ", text)


def uses(text: str, term: str, language: str) -> bool:
    """Whether ``text`` uses ``term``: as written in Chinese; in English as a whole word, or
    its plural, across a line break."""
    if language == "zh":
        return re.sub(r"\s+", "", term) in re.sub(r"\s+", "", text)
    words = r"\s+".join(re.escape(word) for word in term.split())
    return re.search(rf"(?<![\w-]){words}(?:s|es)?(?![\w-])", text, flags=re.I) is not None


def first_use(term: str, language: str) -> str | None:
    """The number of the first notebook of an edition whose prose uses ``term``."""
    for path in sorted(EDITIONS[language].glob("[0-9]*.ipynb")):
        if uses(prose(path), term, language):
            return path.name[:2]
    return None


def test_the_glossary_has_its_terms_once_each():
    table = rows()
    assert len(table) >= 20
    lines = [line for line in GLOSSARY.read_text(encoding="utf-8").splitlines() if line[:2] == "| "]
    header_and_rule = 2
    assert len(table) == len(lines) - header_and_rule, "a row is not read (six cells each)"
    for language in ("en", "zh"):
        terms = [row[language].lower() for row in table]
        assert len(terms) == len(set(terms)), f"a {language} term is listed twice"
    numbers = {p.name[:2] for p in EDITIONS["en"].glob("[0-9]*.ipynb")}
    assert {row["notebook"] for row in table} <= numbers


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("row", rows(), ids=lambda row: row["en"])
def test_a_term_is_first_used_where_it_is_taught(row, language):
    found = first_use(row[language], language)
    assert found == row["notebook"], (
        f"{row[language]!r}: first used in notebook {found} of the {language} edition, "
        f"taught in {row['notebook']}"
    )


def test_the_chinese_prose_keeps_to_the_glossarys_words():
    assert drifts() == []


def test_a_word_set_aside_is_seen(tmp_path, monkeypatch):
    assert set_aside({"not": "走法 (02, 03), 同伴"}) == [("走法", {"02", "03"}), ("同伴", None)]
    copy = tmp_path / "zh"
    copy.mkdir()
    for path in EDITIONS["zh"].glob("[0-9]*.ipynb"):
        nb = nbformat.read(path, as_version=4)
        if path.name[:2] in ("02", "05"):
            nb.cells.append(nbformat.v4.new_markdown_cell("再点它的同伴；这条走法；强制走法。"))
            nb.cells.append(nbformat.v4.new_markdown_cell("文档说“换一个方向”，而这里换个方向。"))
        nbformat.write(nb, copy / path.name)
    monkeypatch.setitem(EDITIONS, "zh", copy)
    found = drifts()
    assert any(line.startswith("02") and "'走法'" in line for line in found)
    assert not any(line.startswith("05") and "'走法'" in line for line in found)  # 强制走法
    assert sum("'同伴'" in line for line in found) == 2
    assert sum("'方向'" in line for line in found) == 2  # once each, not in the quote


def test_the_test_sees_a_term_used_too_early(tmp_path, monkeypatch):
    for language, folder in EDITIONS.items():
        copy = tmp_path / language
        copy.mkdir()
        for path in folder.glob("[0-9]*.ipynb"):
            nb = nbformat.read(path, as_version=4)
            if path.name.startswith("01"):
                nb.cells.append(nbformat.v4.new_markdown_cell("A word on pruning · 剪枝."))
            nbformat.write(nb, copy / path.name)
        monkeypatch.setitem(EDITIONS, language, copy)
    assert first_use("pruning", "en") == "01" and first_use("剪枝", "zh") == "01"
    assert first_use("runing", "en") is None  # a whole word, not a part of one
    assert uses("the state\nspace", "state space", "en") and uses("two states", "state", "en")
    assert not uses(PREVIEW.sub(" ", "- Next: a stack"), "stack", "en")  # a preview
    assert uses(PREVIEW.sub(" ", "- Kept: a stack"), "stack", "en")
    assert not uses(PREVIEW.sub(" ", "- 下一节：借助栈"), "栈", "zh")
    assert FURTHER_READING.match("### Further reading") and FURTHER_READING.match("## 延伸阅读")
