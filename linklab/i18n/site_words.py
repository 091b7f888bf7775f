"""The static site's own words around the course (``linklab.site``): the skip link, the
accessibility statement's name, a contents list's heading and the links between a page and its
slides, in English and in Chinese side by side.

>>> SKIP_WORDS["zh"], SLIDES_WORDS["en"]
('跳到正文', 'Slides')
"""

from __future__ import annotations

#: The link to a page's content, first in its tab order.
SKIP_WORDS = {"en": "Skip to content", "zh": "跳到正文"}
#: The accessibility statement's name.
STATEMENT_WORDS = {"en": "Accessibility", "zh": "无障碍说明"}
#: The heading of a page's contents.
CONTENTS_WORDS = {"en": "Contents", "zh": "目录"}
#: The link from a page to its slides, and back.
SLIDES_WORDS = {"en": "Slides", "zh": "幻灯片"}
PAGE_WORDS = {"en": "Page", "zh": "网页"}
#: A figure's description where the notebook gives none.
FIGURE_WORDS = {"en": "Figure {n} of “{heading}”", "zh": "“{heading}”中的第 {n} 张图"}
