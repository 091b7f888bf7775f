"""One language setting for what the package shows: widget labels, counters, figure text, checks.

Text is written in English in the code and passed through ``tr``, which looks it up in the
catalogue of the language in force. A text missing from a catalogue shows in English, so a new
label never breaks the Chinese edition; ``missing`` lists them for the tests.

Examples
--------
>>> set_language("zh")
>>> tr("Play")
'播放'
>>> tr("step {step} of {total}", step=3, total=10)
'第 3 步，共 10 步'
>>> set_language("en")
>>> tr("step {step} of {total}", step=3, total=10)
'step 3 of 10'
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

LANGUAGES = ("en", "zh")

_language = "en"

#: The Chinese catalogue, keyed by the English text (with its ``{placeholders}``).
ZH: dict[str, str] = {
    # exercise checks
    "Not answered yet": "尚未作答",
    "replace ... with your answer, then run this cell again.": (
        "把 ... 换成你的答案，再运行本单元格。"
    ),
    "Not yet": "还不对",
    "Hint": "提示",
    "Right": "答对了",
    "that answer could not be compared ({detail}).": "这个答案无法比较（{detail}）。",
    # players
    "Play": "播放",
    "Pause": "暂停",
    "Step": "步",
    "step {step} of {total}": "第 {step} 步，共 {total} 步",
    "Export": "导出",
    "speed": "速度",
}


def set_language(language: str) -> None:
    """Show everything in ``language`` from now on: ``"en"`` or ``"zh"`` (简体中文).

    Examples
    --------
    >>> set_language("fr")
    Traceback (most recent call last):
    ...
    ValueError: language 'fr' is not one of en, zh
    """
    global _language
    if language not in LANGUAGES:
        raise ValueError(f"language {language!r} is not one of {', '.join(LANGUAGES)}")
    _language = language


def language() -> str:
    """The language in force."""
    return _language


@contextmanager
def using(language_: str) -> Iterator[None]:
    """Show everything in ``language_`` inside a ``with`` block, then go back.

    Examples
    --------
    >>> with using("zh"):
    ...     tr("Export")
    '导出'
    >>> tr("Export")
    'Export'
    """
    before = _language
    set_language(language_)
    try:
        yield
    finally:
        set_language(before)


def tr(text: str, **values: object) -> str:
    """``text`` in the language in force, with ``values`` filled into its placeholders."""
    shown = ZH.get(text, text) if _language == "zh" else text
    return shown.format(**values) if values else shown


def missing(texts: list[str]) -> list[str]:
    """The texts of ``texts`` that the Chinese catalogue does not translate yet."""
    return [text for text in texts if text not in ZH]
