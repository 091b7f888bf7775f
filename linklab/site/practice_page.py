"""The static site's practice page, ``site/en/practice.html`` and ``site/zh/practice.html``:
every skill with its level and streak, "practise what I miss most", a question drawn as the
course draws boards, an answer typed as in the notebook and checked by the page's Python
(`linklab.apps.page_practice`, run by ``practice.js``), and the record kept with the learner's
kept work (``keep.js``: in its saved file too, and forgotten by Forget) in the notebook's
record format. A question's link, ``practice.html#skill/level/seed``, opens exactly that
question.

Examples
--------
>>> page = practice_html("zh", "../_static", "../en/practice.html")
>>> 'lang="zh-CN"' in page, "python/practice.js" in page, "linklab-keep-words" in page
(True, True, True)
"""

from __future__ import annotations

import html
import json
from pathlib import Path

from linklab.course.practice import SKILLS
from linklab.i18n.practice_words import PRACTICE_PAGE_WORDS
from linklab.site.keep import keep_tags
from linklab.site.policy import with_policy
from linklab.site.shell import CONTENT, LANG, SHELL_CSS, skip_link

PRACTICE_SCRIPT = "practice.js"
PAGE_NAME = "practice.html"
#: The page's id of the kept work's cell that holds the practice record (``keep.js``).
RECORD_CELL = "practice-record"
PRACTICE_CSS = Path(__file__).with_name("practice.css").read_text(encoding="utf-8")


def nav_link(language: str, prefix: str = "") -> str:
    """The link to the practice page a notebook page or the index shows (``prefix``: the
    page's folder from there, like ``en/``).

    >>> nav_link("zh", "zh/")
    "<a href='zh/practice.html' class='linklab-practice-link'>练习</a>"
    """
    words = PRACTICE_PAGE_WORDS[language]
    return f"<a href='{prefix}{PAGE_NAME}' class='linklab-practice-link'>{words['nav']}</a>"


def practice_html(language: str, static: str, other: str) -> str:
    """The practice page in ``language``: ``static`` is the address of ``_static`` from the
    page, ``other`` the same page in the other language."""
    from linklab.apps.page_practice import skill_label

    words = PRACTICE_PAGE_WORDS[language]
    say = {key: html.escape(value) for key, value in words.items() if isinstance(value, str)}
    options = f'<option value="weakest">{say["weakest"]}</option>' + "".join(
        f'<option value="{name}">{html.escape(skill_label(name, language))}</option>'
        for name in SKILLS
    )
    data = {"language": language, "words": words, "record_cell": RECORD_CELL}
    payload = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    switch = "English" if language == "zh" else "中文"
    switch_lang = "en" if language == "zh" else "zh-CN"
    head = "".join(f'<th scope="col">{html.escape(text)}</th>' for text in words["head"])
    starting = html.escape(str(words["starting"]).replace("{seconds}", "0"))
    page = (
        f'<!DOCTYPE html><html lang="{LANG[language]}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{say['title']}</title><style>{SHELL_CSS}{PRACTICE_CSS}</style>"
        f'<script src="{static}/python/check.js" defer></script>'
        f'<script src="{static}/python/{PRACTICE_SCRIPT}" defer></script></head><body>'
        f"{skip_link(language)}<nav class='linklab-site-bar'><a href='../index.html'>"
        f"{say['contents']}</a> · <a href='{other}' lang='{switch_lang}'>{switch}</a></nav>"
        f'<main id="{CONTENT}" tabindex="-1" class="linklab-practice-page">'
        f"<h1>{say['title']}</h1><p>{say['intro']}</p>"
        '<div class="linklab-practice-choose"><label for="linklab-practice-skill">'
        f'{say["skill"]}</label> <select id="linklab-practice-skill" disabled>{options}</select>'
        "</div>"
        '<p class="linklab-practice-line"></p>'
        '<p class="linklab-practice-prompt"></p>'
        '<div class="linklab-practice-board"></div>'
        '<form class="linklab-practice-form"><label for="linklab-practice-answer">'
        f'{say["answer"]}</label> <input id="linklab-practice-answer" type="text" '
        'autocomplete="off" spellcheck="false" disabled> '
        f'<button type="submit" class="linklab-practice-check" disabled>{say["check"]}</button> '
        f'<button type="button" class="linklab-practice-next" disabled>{say["next"]}</button>'
        "</form>"
        '<p class="linklab-practice-verdict" role="status" aria-live="polite"></p>'
        '<button type="button" class="linklab-practice-why" hidden></button>'
        '<div class="linklab-practice-steps"></div>'
        f'<p><a class="linklab-practice-link-here" href="#">{say["link"]}</a></p>'
        '<p class="linklab-practice-note" role="status">'
        f"{starting}</p>"
        f"<h2>{say['levels']}</h2>"
        f'<table class="linklab-practice-levels"><thead><tr>{head}</tr></thead>'
        "<tbody></tbody></table>"
        f'<script type="application/json" id="linklab-practice-data">{payload}</script>'
        "</main></body></html>"
    )
    return with_policy(keep_tags(page, static, language))


def write_practice(site: Path, static: str = "_static") -> list[Path]:
    """The practice page in each edition's folder of ``site``: the paths written."""
    written = []
    for language in PRACTICE_PAGE_WORDS:
        folder = site / language
        folder.mkdir(parents=True, exist_ok=True)
        other = f"../{'en' if language == 'zh' else 'zh'}/{PAGE_NAME}"
        path = folder / PAGE_NAME
        path.write_text(practice_html(language, f"../{static}", other), encoding="utf-8")
        written.append(path)
    return written


def copy_script(folder: Path) -> dict[str, int]:
    """``practice.js`` written into ``folder`` (the site's ``_static/python``): its size."""
    text = Path(__file__).with_name(PRACTICE_SCRIPT).read_bytes()
    (folder / PRACTICE_SCRIPT).write_bytes(text)
    return {PRACTICE_SCRIPT: len(text)}
