"""A notebook's page, and its slide edition's: the exporter's HTML with every script from
``../_static``, its widget state packed, its pictures described, its bar of links, its policy.

Examples
--------
>>> title_words("zh")
'本页'
"""

from __future__ import annotations

import html
import os
import re
from pathlib import Path

from linklab.course import teaching_notes
from linklab.i18n.site_words import FIGURE_WORDS, PAGE_WORDS, SLIDES_WORDS
from linklab.site import assets, keep, live, policy, practice_page, save, shell, slides
from linklab.site import python as site_python
from linklab.site.assets import STATIC
from linklab.site.editions import title_of
from linklab.site.lecture_twin import WIDGET_STATE
from linklab.site.widget_state import NBCONVERT_LOADER, packed_state_html

#: The page's own style: reflowing at a phone's width, the players' controls wrapping, room to
#: write under an exercise when printed, long code lines wrapped and what only a screen can use
#: (keys, controls) left out of print, and nothing that needs a kernel offered.
PAGE_CSS = Path(__file__).with_name("page.css").read_text(encoding="utf-8") + shell.SHELL_CSS


def shared_styles(body: str, site: Path) -> str:
    """``body`` with the notebook styles it inlines moved into one file of ``site/_static``,
    named by its content, that every page links to."""
    import hashlib

    found = re.findall(r'<style type="text/css">.*?</style>\s*', body, re.S)
    if not found:
        return body
    css = "\n".join(
        block.strip()[len('<style type="text/css">') : -len("</style>")] for block in found
    )
    name = f"notebook-{hashlib.sha256(css.encode()).hexdigest()[:10]}.css"
    (site / STATIC).mkdir(parents=True, exist_ok=True)
    # written whole, then renamed: a page built beside this one may write the same file
    scratch = site / STATIC / f".{name}.{os.getpid()}"
    scratch.write_text(css, encoding="utf-8")
    os.replace(scratch, site / STATIC / name)
    first = body.index(found[0])
    for block in found:
        body = body.replace(block, "", 1)
    link = f'<link rel="stylesheet" href="../{STATIC}/{name}">\n'
    return body[:first] + link + body[first:]


#: The exporter's scripts for diagrams and maths, which the course has none of: each would
#: ask a CDN for its library (the page's policy refuses it).
UNUSED_SCRIPTS = (
    r'<script type="text/x-mathjax-config">.*?</script>\s*'
    r'|<script type="module">\s*document\.addEventListener\("DOMContentLoaded", async \(\) => '
    r"\{\s*const diagrams = .*?</script>\s*"
)


#: What the page's exporter writes for a picture with no description of its own.
NO_DESCRIPTION = 'alt="No description has been provided for this image"'


def describe_figures(body: str, language: str) -> str:
    """``body`` with each picture that has no description described by where it stands: its
    number under the heading above it, in the page's language (a screen reader reads it, and
    the Chinese page says nothing in English).

    >>> describe_figures('<h2 id="x">Rings<a>¶</a></h2><img alt="No description has been '
    ...                  'provided for this image" src="a.png">', "en")
    '<h2 id="x">Rings<a>¶</a></h2><img alt="Figure 1 of “Rings”" src="a.png">'
    """
    out, last, heading, count = [], 0, "", 0
    for found in re.finditer(rf"<h[1-4][^>]*>(.*?)</h[1-4]>|{re.escape(NO_DESCRIPTION)}", body):
        if found.group(1) is not None:
            text = re.sub(r"<a\b[^>]*>.*?</a>|<[^>]+>", "", found.group(1))
            heading, count = html.unescape(text).strip(), 0
            continue
        count += 1
        words = FIGURE_WORDS[language].format(n=count, heading=heading or title_words(language))
        out.append(body[last : found.start()] + f'alt="{html.escape(words)}"')
        last = found.end()
    return "".join(out) + body[last:]


def title_words(language: str) -> str:
    """What a picture above every heading stands under: the page itself."""
    return "本页" if language == "zh" else "this page"


def page_html(
    nb,
    language: str,
    other: str,
    site: Path,
    companion: str = "",
    slides_of: bool = False,
    modules: Path | None = None,
) -> str:
    """``nb`` as one page whose scripts are all in ``../_static``, its widget state packed;
    ``other`` is the same page in the other language, ``companion`` its slides (a relative
    address each). With ``slides_of`` it is the slide edition's page (`linklab.site.slides`),
    ``companion`` the notebook's page, and its speaker view's scripts are read from
    ``modules``."""
    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {})
    body = _exported(nb, language, state, slides_of)
    body = describe_figures(body, language)
    config = f'<script>require.config({{paths: {{anywidget: "../{STATIC}/anywidget"}}}});</script>'
    require_tag = f'<script src="../{STATIC}/require.js"></script>'
    body = body.replace(require_tag, require_tag + config, 1)
    body = shared_styles(body, site)
    body = site_python.page_script_tag(body, f"../{STATIC}")
    body = live.live_script_tags(body, f"../{STATIC}", site_python.PAGE_SCRIPT_NAME)
    body = keep.keep_tags(body, f"../{STATIC}", language)
    body = save.save_tags(body, f"../{STATIC}", language)
    body = body.replace("</head>", f"<style>{PAGE_CSS}</style>\n</head>", 1)
    if state:
        body = _state_packed(body, state)
    bar = _site_bar(language, other, companion, slides_of)
    start = body.index(">", body.index("<body")) + 1
    body = shell.main_marked(body[:start] + shell.skip_link(language) + bar + body[start:])
    if not slides_of:
        return policy.with_policy(body)
    body = slides.finish(body, f"../{STATIC}")
    speaker = slides.speaker_view_digests(modules or assets.NPM_PREFIX / "node_modules")
    return policy.with_policy(body, speaker, frames=True)


def _exported(nb, language: str, state: dict, slides_of: bool) -> str:
    """``nb`` as the exporter writes it, with widget models named only, no unused script."""
    import copy

    from nbconvert import HTMLExporter

    # The exporter shows a widget only if the state names its model: it is given their names
    # only, and the page gets the state packed in their place.
    # The speaker notes are the lecturer's: on the slides (key S), never on a learner's page.
    if slides_of:
        bare = slides.slide_cells(nb)
    else:
        bare = copy.copy(nb)
        bare.cells = [cell for cell in nb.cells if not teaching_notes.is_notes_cell(cell)]
    names = {**state, "state": {model_id: {} for model_id in state.get("state", {})}}
    bare.metadata = {**nb.metadata, "widgets": {WIDGET_STATE: names}} if state else nb.metadata
    if slides_of:
        exporter = slides.exporter(language, f"../{STATIC}")
    else:
        exporter = HTMLExporter(
            template_name="lab",
            require_js_url=f"../{STATIC}/require.js",
            mathjax_url="",  # no maths in the course: no MathJax
            language_code="zh-CN" if language == "zh" else "en",
        )
    body, _ = exporter.from_notebook_node(bare, resources={"metadata": {"name": title_of(nb)}})
    if language == "zh":  # the exporter takes only a two-letter code, and writes "en" for zh-CN
        body = re.sub(r"<html lang=\"[^\"]*\"", '<html lang="zh-CN"', body, count=1)
    body = re.sub(r'<script src="">\s*</script>', "", body)
    return re.sub(UNUSED_SCRIPTS, "", body, flags=re.S)


def _state_packed(body: str, state: dict) -> str:
    """``body`` with the exporter's widget state and loader replaced by the packed state's."""
    body = re.sub(NBCONVERT_LOADER, "", body, count=1, flags=re.S)
    scripts = packed_state_html(state, f"../{STATIC}/embed-amd.js")
    stub = re.search(f'<script type="{re.escape(WIDGET_STATE)}">.*?</script>', body, re.S)
    if stub is None:
        raise RuntimeError("the exported page holds no widget state to replace")
    return body[: stub.start()] + scripts + body[stub.end() :]


def _site_bar(language: str, other: str, companion: str, slides_of: bool) -> str:
    """The bar of links atop a page: the contents, its companion, practice, the other language."""
    switch = "English" if language == "zh" else "中文"
    contents = "目录" if language == "zh" else "Contents"
    links = [f"<a href='../index.html'>{contents}</a>"]
    if companion:
        words = PAGE_WORDS if slides_of else SLIDES_WORDS
        links.append(f"<a href='{companion}'>{words[language]}</a>")
    if not slides_of:
        links.append(practice_page.nav_link(language))
    links.append(f"<a href='{other}'>{switch}</a>")
    return f"<nav class='linklab-site-bar'>{' · '.join(links)}</nav>"


def write_page(nb, language: str, site: Path, name: str, slides_name: str = "") -> Path:
    """Write ``nb``'s page as ``site/<language>/<name>``, linking to its slides
    ``slides_name`` when given; its path."""
    other = "en" if language == "zh" else "zh"
    path = site / language / name
    path.parent.mkdir(parents=True, exist_ok=True)
    text = page_html(nb, language, f"../{other}/{name}", site, slides_name)
    path.write_text(text, encoding="utf-8")
    return path


def write_slides(nb, language: str, site: Path, name: str, page: str) -> Path:
    """Write ``nb``'s slide edition as ``site/<language>/<name>``, linking to its page
    ``page``; its path."""
    other = "en" if language == "zh" else "zh"
    path = site / language / name
    path.parent.mkdir(parents=True, exist_ok=True)
    nb = teaching_notes.lecturer_notes(nb, language, name)  # the speaker view's notes, whole
    text = page_html(nb, language, f"../{other}/{name}", site, page, slides_of=True)
    path.write_text(text, encoding="utf-8")
    return path
