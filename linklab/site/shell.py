"""What every page of the site has around its content, in the page's language: a link that skips
to the content (the first thing Tab reaches), the content marked as the page's main landmark, and
the style in `SHELL_CSS` (a focus ring, underlined links, calm motion when asked for).

Examples
--------
>>> skip_link("zh")
"<a class='linklab-skip' href='#linklab-content'>跳到正文</a>"
>>> main_marked("<body><main><p>x</p></main></body>")
'<body><main id="linklab-content" tabindex="-1"><p>x</p></main></body>'
"""

from __future__ import annotations

import re
from pathlib import Path

from linklab.i18n.site_words import CONTENTS_WORDS, SKIP_WORDS, STATEMENT_WORDS

#: The content's id, which the skip link goes to.
CONTENT = "linklab-content"
SHELL_CSS = Path(__file__).with_name("shell.css").read_text(encoding="utf-8")


def skip_link(language: str) -> str:
    """The link to the page's content, in ``language``."""
    return f"<a class='linklab-skip' href='#{CONTENT}'>{SKIP_WORDS[language]}</a>"


def main_marked(page: str) -> str:
    """``page`` with its first ``<main>`` named as the skip link's target (and focusable by it,
    so that Tab goes on from there); a page without one raises ValueError."""
    marked, found = re.subn(r"<main>", f'<main id="{CONTENT}" tabindex="-1">', page, count=1)
    if not found:
        raise ValueError("the page has no <main> for its skip link to go to")
    return marked


LANG = {"en": "en", "zh": "zh-CN"}
#: Where the accessibility statement's page is in the site, and its source.
STATEMENT_PAGES = {"en": "accessibility.html", "zh": "zh/accessibility.html"}
STATEMENT_SOURCES = {"en": Path("docs/accessibility.md"), "zh": Path("docs/zh/accessibility.md")}
STATEMENT_CSS = Path(__file__).with_name("statement.css").read_text(encoding="utf-8")


def statement_name(language: str) -> str:
    """Where the statement in ``language`` is, from the site's index.

    >>> statement_name("zh")
    'zh/accessibility.html'
    """
    return STATEMENT_PAGES[language]


def statement_html(markdown: str, language: str) -> str:
    """The statement's page: its markdown as HTML, in the site's shell."""
    import html

    from nbconvert.filters.markdown import markdown2html

    up = "../" if language == "zh" else ""
    other = "en" if language == "zh" else "zh"
    there = f"{up}{STATEMENT_PAGES[other]}"
    switch = "English" if language == "zh" else "中文"
    title = html.escape(STATEMENT_WORDS[language])
    return (
        f"<!DOCTYPE html><html lang='{LANG[language]}'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>linklab · {title}</title><style>{STATEMENT_CSS}{SHELL_CSS}</style></head>"
        f"<body>{skip_link(language)}<nav><a href='{up}index.html'>{CONTENTS_WORDS[language]}"
        f"</a> · <a href='{there}' lang='{LANG[other]}'>{switch}</a></nav>"
        f'<main id="{CONTENT}" tabindex="-1">{_site_links(markdown2html(markdown), there)}'
        "</main></body></html>"
    )


def _site_links(page: str, other: str) -> str:
    """``page`` with its link to the statement in the other language (a file beside it in
    ``docs/``) going to that statement's page in the site."""
    return re.sub(r'href="(\.\./)?(zh/)?accessibility\.md"', f'href="{other}"', page)


def write_statements(site: Path, root: Path | None = None, wrap=lambda page: page) -> list[Path]:
    """The accessibility statement (``docs/accessibility.md`` and its Chinese) written into
    ``site`` as a page in each language, finished by ``wrap``; the paths. A statement missing
    from ``root`` (the checkout) raises FileNotFoundError naming it."""
    from linklab.site.python import ROOT

    root = ROOT if root is None else root
    written = []
    for language, source in STATEMENT_SOURCES.items():
        if not (root / source).is_file():
            raise FileNotFoundError(f"{root / source}: the accessibility statement is missing")
        page = statement_html((root / source).read_text(encoding="utf-8"), language)
        target = site / STATEMENT_PAGES[language]
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(wrap(page), encoding="utf-8")
        written.append(target)
    return written
