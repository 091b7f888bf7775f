"""A font for Chinese in figures: found once, added as a fallback, or one clear hint.

Matplotlib's own font (DejaVu Sans) has no Chinese glyphs, so 连连看 in a title shows as
boxes. `use_cjk_font` finds an installed CJK font (Noto Sans CJK, Source Han Sans, WenQuanYi
and others, in that order) and appends it to ``rcParams["font.family"]``, where matplotlib
falls back to it glyph by glyph: Latin text keeps its usual look. Nothing changes when linklab
is imported; the drawing, export and style functions call it before they draw.

When no such font is installed, `warn_if_missing` says so once, naming the package to install,
instead of leaving boxes unexplained.

Examples
--------
>>> family = find_cjk_font()
>>> family is None or isinstance(family, str)
True
>>> has_cjk("连连看"), has_cjk("BFS")
(True, False)
"""

from __future__ import annotations

import functools
import re
import warnings

from linklab.i18n import language, translate, worth_translating

#: Font families with Chinese glyphs, the most wanted first.
CJK_FAMILIES = (
    "Noto Sans CJK SC",
    "Noto Sans CJK JP",
    "Noto Sans CJK TC",
    "Noto Sans CJK KR",
    "Noto Sans CJK HK",
    "Source Han Sans SC",
    "Source Han Sans CN",
    "Source Han Sans",
    "WenQuanYi Zen Hei",
    "WenQuanYi Micro Hei",
    "Noto Serif CJK SC",
    "Source Han Serif SC",
    "AR PL UKai CN",
    "AR PL UMing CN",
    "Droid Sans Fallback",
    "Microsoft YaHei",
    "SimHei",
    "PingFang SC",
    "Hiragino Sans GB",
    "Heiti SC",
    "Arial Unicode MS",
)
#: What to install when none is found (Debian's name; other systems have their own).
INSTALL_HINT = (
    "no Chinese font found: Chinese in figures will show as boxes. "
    "Install one (Debian/Ubuntu: apt-get install fonts-noto-cjk; or any Noto Sans CJK font) "
    "and restart the kernel."
)
_CJK_GLYPH = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]")
_FILE_NAMES = re.compile(r"cjk|wqy|wenquanyi|sourcehan|droidsansfallback|uming|ukai", re.I)
_warned = False


def has_cjk(text: str) -> bool:
    """Whether ``text`` holds a Chinese, Japanese or Korean character (or full-width form).

    >>> has_cjk("α and β"), has_cjk("六数码")
    (False, True)
    """
    return bool(_CJK_GLYPH.search(text))


@functools.cache
def find_cjk_font() -> str | None:
    """The family name of the first installed font of `CJK_FAMILIES`, or None.

    Matplotlib keeps a cache of the fonts it knows; a font installed after the cache was built
    is found by looking at the system's font files once more.

    >>> find_cjk_font() in (None, *CJK_FAMILIES)
    True
    """
    from matplotlib import font_manager

    family = _first_known(font_manager.fontManager)
    if family is None:
        for path in font_manager.findSystemFonts():
            if _FILE_NAMES.search(path):
                try:
                    font_manager.fontManager.addfont(path)
                except (OSError, RuntimeError, ValueError):
                    continue
        family = _first_known(font_manager.fontManager)
    return family


def _first_known(manager) -> str | None:
    names = {entry.name for entry in manager.ttflist}
    return next((family for family in CJK_FAMILIES if family in names), None)


def use_cjk_font() -> str | None:
    """Append the CJK font to ``rcParams["font.family"]`` (once); the family, or None.

    Text made after this call falls back to the CJK font for the glyphs its own font lacks.

    >>> import matplotlib
    >>> family = use_cjk_font()
    >>> family is None or family in matplotlib.rcParams["font.family"]
    True
    """
    try:
        import matplotlib
    except ImportError:  # a Python with no figures (the static pages' own): nothing to give
        return None

    family = find_cjk_font()
    if family is not None:
        families = list(matplotlib.rcParams["font.family"])
        if family not in families:
            matplotlib.rcParams["font.family"] = [*families, family]
    return family


def fit_cjk_text(fig) -> None:
    """Give every text in ``fig`` holding Chinese the CJK font as a fallback (texts made before
    `use_cjk_font` was called lack it), or warn once when there is none.

    >>> from matplotlib.figure import Figure
    >>> fig = Figure()
    >>> title = fig.suptitle("连连看")
    >>> fit_cjk_text(fig)
    >>> find_cjk_font() is None or find_cjk_font() in title.get_fontfamily()
    True
    """
    from matplotlib.text import Text

    texts = [text for text in fig.findobj(Text) if has_cjk(text.get_text())]
    if not texts:
        return
    family = use_cjk_font()
    if family is None:
        warn_if_missing()
        return
    for text in texts:
        families = list(text.get_fontfamily())
        if family not in families:
            text.set_fontfamily([*families, family])


def warn_again() -> None:
    """Let the next figure that needs a CJK font warn again when none is installed, as a fresh
    kernel's first one does."""
    global _warned
    _warned = False


def warn_if_missing() -> bool:
    """Warn once (a `UserWarning`, one line) when no CJK font is installed; whether one is.

    >>> isinstance(warn_if_missing(), bool)
    True
    """
    global _warned
    if find_cjk_font() is not None:
        return True
    if not _warned:
        _warned = True
        warnings.warn(INSTALL_HINT, UserWarning, stacklevel=3)
    return False


def translate_figure(fig) -> None:
    """Put every text of ``fig`` (titles, labels, legends) in the language in force.

    >>> from matplotlib.figure import Figure
    >>> fig = Figure()
    >>> title = fig.suptitle("reached")
    >>> from linklab.i18n import using
    >>> with using("zh"):
    ...     translate_figure(fig)
    >>> title.get_text()
    '已到达'
    """
    if language() != "zh":
        return
    from matplotlib.text import Text

    family = use_cjk_font()  # every text, since one made empty may later show Chinese
    for text in fig.findobj(Text):
        shown = text.get_text()
        if worth_translating(shown):
            translated = translate(shown)
            if translated != shown:
                text.set_text(translated)
        if family and family not in text.get_fontfamily():
            text.set_fontfamily([*text.get_fontfamily(), family])
