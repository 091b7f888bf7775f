"""The slide edition: each executed notebook as reveal.js slides, ``site/<lang>/<nb>.slides.html``.

The slides are the notebook's cells cut as RISE cuts them (its ``slide_type`` metadata: a ``slide``
or ``subslide`` starts a slide, a ``fragment`` appears on the next key, ``skip`` is left out,
``notes`` become the speaker notes, key S), from the notebook executed a second time in the lecture
style (`page_build.build_page`), so that its figures and players are drawn for a projector,
each PNG stamped with its smallest text. A cell whose input the slideshow hides
(``jupyter.source_hidden``, the ``hide-input`` tag, a solution) shows its outputs only. The page is
otherwise the notebook's page (`notebook_page.page_html`): the same packed widget state, the
same scripts for the players, the live parts and the exercise checks, the same policy. reveal.js is
copied from npm into ``_static/reveal`` at the version the build pins; the slides are laid out at
1280x720 in the lecture style (`linklab.render.style`), and `SLIDES_SCRIPT` starts reveal, leaving
a fragment that is not a slide's (``#/…``) to the page's own scripts. It fits each slide to the
screen without any text under 14 px (words, SVG, the PNGs' stamps): scaled down as far as that
allows, then cut into vertical slides between cells or outputs; the pictures the page draws are
widened until their text is 14 px.

Examples
--------
>>> slides_name(Path("notebooks/02-bfs-counts-turns.ipynb"))
'02-bfs-counts-turns.slides.html'
>>> import nbformat
>>> cell = nbformat.v4.new_code_cell("x = 1", metadata={"tags": ["hide-input"]})
>>> hides_source(cell), hides_source(nbformat.v4.new_code_cell("x = 1"))
(True, False)
"""

from __future__ import annotations

import copy
import re
import shutil
from pathlib import Path
from typing import Any

from linklab.course.slides import HIDE_INPUT_TAG, SOLUTION_TAG
from linklab.render.style import LECTURE_CLASS, STYLES, widget_css
from linklab.site.policy import inline_scripts, script_digest

#: Where reveal.js goes inside ``_static``.
REVEAL = "reveal"
HERE = Path(__file__).parent
SLIDES_SCRIPT = "slides.js"
SLIDES_STYLE = "slides.css"
#: The slide template: reveal's own from nbconvert, with nothing loaded from elsewhere (no
#: jQuery, diagrams or maths) and reveal started by `SLIDES_SCRIPT` rather than its inline start.
SLIDES_TEMPLATE = """{%- extends 'reveal/index.html.j2' -%}
{%- block html_head_js_jquery -%}{%- endblock html_head_js_jquery -%}
{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}
{%- block html_head_js_mathjax -%}{%- endblock html_head_js_mathjax -%}
{% block footer_js %}<script src="LINKLAB_SCRIPT" defer></script>{% endblock footer_js %}
"""


def slides_name(path: Path) -> str:
    """The slide page written for the notebook at ``path``."""
    return path.with_suffix(".slides.html").name


def hides_source(cell: Any) -> bool:
    """Whether the slideshow shows ``cell`` by its outputs only."""
    metadata = cell.get("metadata", {})
    tags = metadata.get("tags", [])
    hidden = metadata.get("jupyter", {}).get("source_hidden", False)
    return bool(hidden) or HIDE_INPUT_TAG in tags or SOLUTION_TAG in tags


def slide_cells(nb: Any) -> Any:
    """A copy of ``nb`` whose hidden inputs are removed (`hides_source`); its cells, outputs and
    widget state are ``nb``'s."""
    shown = copy.copy(nb)
    shown.cells = []
    for cell in nb.cells:
        if cell.get("cell_type") == "code" and hides_source(cell):
            cell = copy.copy(cell)
            cell.metadata = copy.deepcopy(cell.metadata)
            cell.metadata.setdefault("transient", {})["remove_source"] = True
        shown.cells.append(cell)
    return shown


def exporter(language: str, static: str):
    """The nbconvert exporter of the slide edition, reveal.js read from ``static``/reveal."""
    import jinja2
    from nbconvert import SlidesExporter

    template = SLIDES_TEMPLATE.replace("LINKLAB_SCRIPT", f"{static}/{SLIDES_SCRIPT}")
    return SlidesExporter(
        extra_loaders=[jinja2.DictLoader({"linklab_slides.html.j2": template})],
        template_file="linklab_slides.html.j2",
        reveal_url_prefix=f"{static}/{REVEAL}",
        require_js_url=f"{static}/require.js",
        jquery_url="",
        mathjax_url="",
        language_code="zh-CN" if language == "zh" else "en",
    )


def finish(body: str, static: str) -> str:
    """``body`` (a slide page) laid out for the projector: the lecture style's widget text and
    the slides' own style (`SLIDES_STYLE`, in ``static``), and no theme from elsewhere."""
    body = re.sub(r"<link[^>]*/dist/theme/[^>]*>", "", body)
    lecture = widget_css(STYLES["lecture"])
    link = f'<link rel="stylesheet" href="{static}/{SLIDES_STYLE}">'
    body = body.replace("</head>", f"{lecture}{link}\n</head>", 1)
    return body.replace('<body class="', f'<body class="{LECTURE_CLASS} linklab-slides ', 1)


def copy_reveal(modules: Path, static: Path) -> None:
    """Copy reveal.js, its style and its speaker-notes plugin from npm into ``static``, and the
    slides' start script."""
    source = modules / "reveal.js"
    target = static / REVEAL
    (target / "dist").mkdir(parents=True, exist_ok=True)
    for name in ("reveal.js", "reveal.css"):
        shutil.copy2(source / "dist" / name, target / "dist" / name)
    (target / "plugin" / "notes").mkdir(parents=True, exist_ok=True)
    shutil.copy2(source / "plugin" / "notes" / "notes.js", target / "plugin" / "notes" / "notes.js")
    for name in (SLIDES_SCRIPT, SLIDES_STYLE):
        shutil.copy2(HERE / name, static / name)


def speaker_view_digests(modules: Path) -> list[str]:
    """The policy's sources for the inline scripts of reveal's speaker view (the notes plugin
    writes that page into the window it opens, which keeps the slide page's policy)."""
    page = (modules / "reveal.js" / "plugin" / "notes" / "speaker-view.html").read_text("utf-8")
    return [script_digest(script) for script in inline_scripts(page)]
