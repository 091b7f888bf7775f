"""The course's table, ``site/index.html``: each notebook in both languages, its players and
steps, what it runs on its Python; a page that failed listed as failed, and why.

Examples
--------
>>> "<section id='zh'" in index_html([])
True
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path

from linklab.course import teaching_notes
from linklab.i18n.index_words import INDEX_WORDS, NEED_WORDS, OFFER_COUNTED
from linklab.i18n.site_words import SLIDES_WORDS, STATEMENT_WORDS
from linklab.site import policy, practice_page, shell, slides
from linklab.site.editions import EDITIONS
from linklab.site.page_build import Page

#: The index's own style: a reading width, its tables ruled.
INDEX_CSS = Path(__file__).with_name("index.css").read_text(encoding="utf-8")


def offers_text(page: Page, language: str) -> str:
    """What a page runs on its Python, for the index: each kind, counted when more than one;
    what still needs a kernel after it.

    >>> from pathlib import Path
    >>> page = Page("en", Path("en/02-x.html"), "X", offers={"exercise check": 3, "game": 1})
    >>> offers_text(page, "en")
    '3 × exercise checks, game'
    """
    kinds = NEED_WORDS[language]
    said = [
        OFFER_COUNTED[language].format(n=count, what=kinds[kind]) if count > 1 else kinds[kind]
        for kind, count in page.offers.items()
    ]
    if page.needs:
        needs = ", ".join(kinds[n] for n in page.needs)
        said.append(INDEX_WORDS[language]["needs"].format(what=needs))
    return ", ".join(said) or INDEX_WORDS[language]["none"]


def index_html(pages: Sequence[Page]) -> str:
    """The course's table: each notebook in both languages and what it needs, one section per
    language, with a switch between them; a page that failed is listed as failed, and why."""
    sections = []
    for language in EDITIONS:
        words = INDEX_WORDS[language]
        rows = [_index_row(page, language) for page in pages if page.language == language]
        sections.append(
            f"<section id='{language}' lang='{'zh-CN' if language == 'zh' else 'en'}'>"
            f"<h1>{words['title']}</h1><p>{words['intro']}</p>"
            f"<p>{practice_page.nav_link(language, f'{language}/')}</p><table><tr>"
            f"<th>{words['notebook']}</th><th>{words['steps']}</th><th>{words['offers']}</th>"
            f"</tr>{''.join(rows)}</table></section>"
        )
    statement = " · ".join(
        f"<a href='{shell.statement_name(language)}' lang='{shell.LANG[language]}'>"
        f"{STATEMENT_WORDS[language]}</a>"
        for language in EDITIONS
    )
    return policy.with_policy(
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>linklab</title><style>{INDEX_CSS}{shell.SHELL_CSS}</style></head><body>"
        + shell.skip_link("en")
        + "<nav><a href='#en'>English</a> · <a href='#zh' lang='zh-CN'>中文</a></nav>"
        + f'<main id="{shell.CONTENT}" tabindex="-1">'
        + "".join(sections)
        + f"</main><footer><p>{statement}</p></footer></body></html>"
    )


def _index_row(page: Page, language: str) -> str:
    """A page's row of the course's table in ``language``: its links, steps and offers, or why
    it failed."""
    words = INDEX_WORDS[language]
    if page.failed:
        title = html.escape(page.title or page.path.stem)
        why = words["failed"].format(cell=page.failed_cell, why=page.failed)
        why = html.escape(why)
        return (
            f"<tr class='linklab-failed'><td>{title}</td>"
            f"<td colspan='2'><strong>{why}</strong></td></tr>"
        )
    offers = offers_text(page, language)
    steps = words["player" if page.players == 1 else "players"]
    steps = steps.format(n=page.players, frames=page.frames)
    steps = steps if page.frames else words["none"]
    slides_page = slides.slides_name(page.path)
    return (
        f"<tr><td><a href='{language}/{page.path.name}'>{html.escape(page.title)}</a>"
        f" · <a href='{language}/{slides_page}'>{SLIDES_WORDS[language]}</a>"
        f"{teaching_notes.plan_link(page.path, language)}"
        f"</td><td>{steps}</td><td>{html.escape(offers)}</td></tr>"
    )
