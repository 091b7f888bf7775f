"""The site's shell (`linklab.site.shell`): every page it finishes has its language, a skip link
before anything else it can reach, and one main landmark the link goes to; the accessibility
statement becomes a page in each language, linked from the index. What a browser makes of them
is ``tests/test_site_axe.py``'s."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from linklab.site import build as site
from linklab.site import shell

ROOT = Path(__file__).resolve().parents[1]


def body_start(page: str) -> str:
    """What a page's body opens with, up to its first navigation bar."""
    return page[page.index("<body") : page.index("<nav")]


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_statement_is_a_page_in_its_language_with_the_skip_link_first(tmp_path, language):
    written = shell.write_statements(tmp_path)
    assert written == [tmp_path / shell.STATEMENT_PAGES[k] for k in ("en", "zh")]
    page = (tmp_path / shell.STATEMENT_PAGES[language]).read_text(encoding="utf-8")
    assert f"<html lang='{shell.LANG[language]}'>" in page
    assert shell.skip_link(language) in body_start(page)
    assert page.count("<main") == 1 and f'<main id="{shell.CONTENT}"' in page
    source = (ROOT / shell.STATEMENT_SOURCES[language]).read_text(encoding="utf-8")
    heading = source.splitlines()[0].lstrip("# ")
    assert heading in page
    other = "accessibility.html" if language == "zh" else "zh/accessibility.html"
    assert f'href="{"../" if language == "zh" else ""}{other}"' in page  # not the .md beside it
    assert '.md"' not in page


def test_a_missing_statement_is_named_in_one_line(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "accessibility.md").write_text("# Accessibility\n", encoding="utf-8")
    with pytest.raises(FileNotFoundError, match=r"docs/zh/accessibility\.md: the accessibility"):
        shell.write_statements(tmp_path / "site", root=tmp_path)


def test_the_index_says_its_language_skips_to_its_table_and_links_both_statements(tmp_path):
    pages = [
        site.Page(language, tmp_path / language / "02-x.html", "X") for language in ("en", "zh")
    ]
    page = site.index_html(pages)
    assert page.startswith("<!DOCTYPE html><html lang='en'>")
    assert shell.skip_link("en") in body_start(page)
    assert page.count("<main") == 1 and f'<main id="{shell.CONTENT}"' in page
    for language in ("en", "zh"):
        assert f"href='{shell.statement_name(language)}'" in page


def test_a_notebook_page_without_a_main_landmark_is_refused():
    with pytest.raises(ValueError, match="no <main>"):
        shell.main_marked("<html><body><p>x</p></body></html>")


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_app_page_skips_to_its_main_landmark_in_its_language(language):
    from linklab.site.live import app_html

    page = app_html(language, "_static", "other.html")
    assert re.search(rf'<html lang="{shell.LANG[language]}"', page)
    assert shell.skip_link(language) in body_start(page)
    assert page.count("<main") == 1 and f'<main id="{shell.CONTENT}"' in page
