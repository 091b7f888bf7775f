"""One language setting for what the package shows: widget labels, counters, figure text, checks.

Text is written in English in the code and passed through ``tr``, which looks it up in the
catalogue of the language in force (``zh`` for Chinese, ``zh_exercises`` for the exercises'
texts). A catalogue key may hold ``{placeholders}``: then any text of that shape is translated,
its filled-in parts carried over, so a sentence built with an f-string in a notebook is still
found. A text missing from the catalogue shows in English, so a new label never breaks the
Chinese edition; the tests list the missing ones. The lecturer's guide's words, English and
Chinese side by side, are in ``guide_words``; the static site's index's, in ``index_words``;
the site's own (skip link, statement, slides), in ``site_words``; the practice's, in
``practice_words``.

The language in force is, in order (this is the one place that says so):

1. the learner's own choice: the last ``set_language`` (``ll.set_language("en")`` in a notebook);
2. the course's written language: the first word of the nearest ``.linklab-language`` file in
   the working folder or a folder above it (``linklab course --lang zh`` and the hub write one
   into the course they copy, so any JupyterLab, nbconvert or plain Python run there speaks it);
3. the ``LINKLAB_LANG`` environment variable;
4. ``"zh"`` when the working folder is named ``zh`` (a notebook of ``notebooks/zh/``, whose
   code cells are the English ones but for their comments and docstrings); else ``"en"``.

Examples
--------
>>> set_language("zh")
>>> tr("Play")
'播放'
>>> tr("step {step} of {total}", step=3, total=10)
'第 3 步，共 10 步'
>>> tr("The pairs: [((0, 0), (0, 1))].")
'可以消除的对：[((0, 0), (0, 1))]。'
>>> set_language("en")
>>> tr("step {step} of {total}", step=3, total=10)
'step 3 of 10'
"""

from __future__ import annotations

import functools
import os
import warnings
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

TYPE_CHECKING = False
if TYPE_CHECKING:  # re, textwrap and unicodedata are imported where used: import stays light
    import re

LANGUAGES = ("en", "zh")

_chosen: str | None = None


def set_language(language: str) -> None:
    """Show everything in ``language`` from now on: ``"en"`` or ``"zh"`` (简体中文).

    Choosing Chinese also gives every figure made from then on a CJK font to fall back to
    (``linklab.render.fonts.use_cjk_font``, wired by ``import linklab``), so that a learner's own
    ``plt.title("我的图")`` shows
    Chinese, not boxes. ``ll.set_language`` is this function.

    Examples
    --------
    >>> set_language("fr")
    Traceback (most recent call last):
    ...
    ValueError: language 'fr' is not one of en, zh
    """
    global _chosen
    if language not in LANGUAGES:
        raise ValueError(f"language {language!r} is not one of {', '.join(LANGUAGES)}")
    _chosen = language
    for hook in _ON_SET:
        hook(language)


def clear_language() -> None:
    """Forget the language `set_language` chose: the course's folder, then ``LINKLAB_LANG``,
    decide again (see `language`).

    >>> set_language("zh")
    >>> clear_language()
    >>> language() in LANGUAGES
    True
    """
    global _chosen
    _chosen = None


#: What runs whenever a language is chosen (``linklab`` adds one: a CJK font for figures, so
#: that this layer imports no drawing library).
_ON_SET: list[Callable[[str], object]] = []


def on_set_language(hook: Callable[[str], object]) -> None:
    """Call ``hook(language)`` after every ``set_language`` from now on."""
    _ON_SET.append(hook)


#: The file holding a course's language, in its folder (see the module's docstring).
COURSE_FILE = ".linklab-language"


def format_course_file(language_: str) -> str:
    """What ``linklab course`` writes into ``COURSE_FILE``: the language, then why it is there.

    >>> read_course_file(format_course_file("zh"))
    'zh'
    """
    if language_ not in LANGUAGES:
        raise ValueError(f"language {language_!r} is not one of {', '.join(LANGUAGES)}")
    return (
        f"{language_}\n# The language of linklab in the notebooks of this folder and below "
        f"({' or '.join(LANGUAGES)}). A notebook's ll.set_language() still wins; "
        "LINKLAB_LANG does not.\n"
    )


def read_course_file(text: str) -> str | None:
    """The language a course file's text names (its first word outside ``#`` comments), or
    None when it names none of ``LANGUAGES``.

    >>> read_course_file("# ours\\n zh \\n"), read_course_file("fr"), read_course_file("")
    ('zh', None, None)
    """
    for line in text.splitlines():
        words = line.split("#", 1)[0].split()
        if words:
            return words[0] if words[0] in LANGUAGES else None
    return None


@functools.lru_cache(maxsize=64)
def course_language(folder: str) -> str | None:
    """The language written in the nearest ``COURSE_FILE`` at or above ``folder``; None when
    there is none. A file naming no known language is said once (a warning) and passed over.

    Remembered per folder: ``course_language.cache_clear()`` after writing one in a process that
    already looked.
    """
    here = os.path.abspath(folder)
    while True:
        path = os.path.join(here, COURSE_FILE)
        try:
            with open(path, encoding="utf-8-sig") as found:
                text = found.read(4096)
        except (OSError, UnicodeDecodeError):
            text = None
        if text is not None:
            chosen = read_course_file(text)
            if chosen is not None:
                return chosen
            warnings.warn(
                f"{path}: names no language ({' or '.join(LANGUAGES)} on its first line); "
                "passed over",
                stacklevel=2,
            )
        parent = os.path.dirname(here)
        if parent == here:
            return None
        here = parent


def language() -> str:
    """The language in force (see the module's docstring for how it is chosen)."""
    if _chosen is not None:
        return _chosen
    try:
        working = os.getcwd()
    except OSError:  # the working folder was removed
        working = None
    written = course_language(working) if working else None
    if written is not None:
        return written
    from_env = os.environ.get("LINKLAB_LANG", "")
    if from_env in LANGUAGES:
        return from_env
    return "zh" if working and os.path.basename(working) == "zh" else "en"


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
    global _chosen
    before = _chosen
    set_language(language_)
    try:
        yield
    finally:
        _chosen = before


def placeholders(template: str) -> list[tuple[int, int]]:
    """The ``(start, end)`` spans of the ``{...}`` fields of ``template``, brackets nested.

    Examples
    --------
    >>> t = "a {x['y']} b {f(1, {2})}"
    >>> [t[s:e] for s, e in placeholders(t)]
    ["{x['y']}", '{f(1, {2})}']
    """
    spans, depth, start = [], 0, 0
    for index, char in enumerate(template):
        if char == "{":
            if depth == 0:
                start = index
            depth += 1
        elif char == "}" and depth:
            depth -= 1
            if depth == 0:
                spans.append((start, index + 1))
    return spans


#: Placeholders that always hold a whole number; they match digits only, so that a sentence
#: such as "reject (4, 4), 2 turns" splits at the right comma.
NUMBERS = frozenset(
    [
        "{turns}",
        "{step}",
        "{total}",
        "{left}",
        "{moves}",
        "{pairs}",
        "{passed}",
        "{fewest}",
        "{allowed}",
        "{kind}",
        "{row}",
        "{col}",
        "{seed}",
        "{n}",
        "{tried}",
    ]
)


def _pattern(template: str) -> re.Pattern[str]:
    import re

    parts, last = [], 0
    for start, end in placeholders(template):
        parts.append(re.escape(template[last:start]))
        parts.append(r"(\d+)" if template[start:end] in NUMBERS else "(.+?)")
        last = end
    parts.append(re.escape(template[last:]))
    return re.compile("".join(parts), re.DOTALL)


@functools.cache
def _templates() -> list[tuple[re.Pattern[str], list[str], str]]:
    import re

    from linklab.i18n.zh import ZH

    found = []
    for english, chinese in ZH.items():
        spans = placeholders(english)
        if spans:
            names = [english[s:e] for s, e in spans]
            found.append((_pattern(english), names, chinese))
    # The template with the most fixed text first: the most specific shape wins.
    found.sort(key=lambda item: -len(re.sub(r"\(\.\+\?\)|\(\\d\+\)", "", item[0].pattern)))
    return found


def _fill(chinese: str, names: list[str], values: tuple[str, ...]) -> str:
    out, last = [], 0
    for start, end in placeholders(chinese):
        out.append(chinese[last:start])
        field = chinese[start:end]
        # What fills a field is translated too, so templates nest: a verdict inside a check.
        out.append(translate(values[names.index(field)], "zh") if field in names else field)
        last = end
    out.append(chinese[last:])
    return "".join(out)


def translate(text: str, language_: str | None = None) -> str:
    """``text`` in ``language_`` (the one in force by default), or as it is when not in the
    catalogue; a catalogue key with ``{placeholders}`` matches any text of its shape."""
    if (language_ or language()) != "zh" or not text:
        return text
    from linklab.i18n.zh import ZH

    if text in ZH:
        return ZH[text]
    return _by_template(text)


@functools.lru_cache(maxsize=1 << 14)
def _by_template(text: str) -> str:
    """``text`` in Chinese by the first catalogue template it fits, or as it is; remembered,
    since a player's steps say the same short texts (numbers, cells) again and again."""
    for pattern, names, chinese in _templates():
        found = pattern.fullmatch(text)
        if found:
            return _fill(chinese, names, found.groups())
    return text


def tr(text: str, **values: object) -> str:
    """``text`` in the language in force, with ``values`` filled into its placeholders.

    A notebook's code cell, the same in both editions, puts its own words on screen through it
    (``ll.tr`` is this function): ``ax.set_title(ll.tr("move {n}", n=3))``.

    >>> with using("zh"):
    ...     tr("{turns} turns", turns=2)
    '2 次转弯'
    """
    if not isinstance(text, str):
        raise TypeError(f"tr: text must be a str, got {type(text).__name__}")
    if values:
        from linklab.i18n.zh import ZH

        if language() != "zh":
            return text.format(**values)
        filled = {key: translate(v, "zh") if isinstance(v, str) else v for key, v in values.items()}
        return ZH.get(text, text).format(**filled)
    return translate(text)


def display_width(text: str) -> int:
    """How many columns ``text`` takes in a fixed-width font: a Chinese character takes two.

    >>> display_width("BFS"), display_width("已扩展")
    (3, 6)
    """
    from unicodedata import east_asian_width

    return sum(2 if east_asian_width(char) in "WF" else 1 for char in text)


def pad(text: str, width: int, align: str = "<") -> str:
    """``text`` padded with spaces to ``width`` columns (`display_width`), on the right for
    ``align="<"``, on the left for ``">"``, so that a table lines up in either language.

    >>> pad("是", 4) + "|", pad("yes", 4, ">") + "|"
    ('是  |', ' yes|')
    """
    spaces = " " * max(0, width - display_width(text))
    return spaces + text if align == ">" else text + spaces


def table(header: list[str], rows: Iterable[Sequence[object]], align: str = "") -> str:
    """A plain-text table in the language in force: ``header`` and every text in ``rows``
    translated (`tr`), each column as wide as its widest entry, Chinese counted double
    (`display_width`); ``align`` holds a ``<`` or ``>`` a column (default: numbers right).

    >>> print(table(["approach", "answer"], [("bfs", "yes"), ("000", "no")]))
    approach  answer
    bfs       yes
    000       no
    >>> with using("zh"):
    ...     print(table(["approach", "answer"], [("bfs", "yes")]))
    方法  答案
    bfs   是
    """
    listed = [list(row) for row in rows]
    cells = [[tr(text) for text in header]]
    cells += [[tr(item) if isinstance(item, str) else str(item) for item in row] for row in listed]
    widths = [max(display_width(row[k]) for row in cells) for k in range(len(header))]
    if not align:
        align = "".join(
            ">" if listed and isinstance(listed[0][k], int | float) else "<"
            for k in range(len(header))
        )
    return "\n".join(
        "  ".join(pad(item, width, side) for item, width, side in zip(row, widths, align)).rstrip()
        for row in cells
    )


#: Closing punctuation, never put at the start of a line by `wrap`.
NO_LINE_START = "，。：；、）》」』！？,.:;)"


def wrap(text: str, width: int, indent: str = "") -> list[str]:
    """``text`` in lines of at most ``width`` columns, each after ``indent``: English broken at
    spaces, Chinese between any two characters (never before a closing punctuation mark).

    >>> wrap("one two three", 8)
    ['one two', 'three']
    >>> wrap("不超过两次转弯，就能消除。", 10)
    ['不超过两次', '转弯，就能', '消除。']
    >>> wrap("先读外圈的 visit[..]，再检查", 14)
    ['先读外圈的', 'visit[..]，再', '检查']
    """
    import re
    import textwrap

    if not any(display_width(char) == 2 for char in text):
        return textwrap.wrap(text, width, initial_indent=indent, subsequent_indent=indent)
    room = width - display_width(indent)
    # Latin words, numbers and code such as visit[..] stay whole; Chinese splits anywhere.
    pieces = re.findall(r"[^\s\u2e80-\u9fff\uff00-\uffef]+|\s+|.", text)
    lines, line = [], ""
    for piece in pieces:
        lead = len(piece) - len(piece.lstrip(NO_LINE_START))
        if 0 < lead < len(piece) and display_width(line + piece) > room and line.strip():
            line, piece = line + piece[:lead], piece[lead:]  # hang the punctuation, wrap the rest
        if display_width(line + piece) > room and line.strip() and piece[0] not in NO_LINE_START:
            lines.append(line)
            line = "" if piece.isspace() else piece
            continue
        line += piece
    lines.append(line)
    return [indent + line.strip() for line in lines if line.strip()]


def is_translated(text: str) -> bool:
    """True when the Chinese catalogue has ``text``, as it is or as a template's shape."""
    from linklab.i18n.zh import ZH

    return text in ZH or any(p.fullmatch(text) for p, _, _ in _templates())


def worth_translating(text: str) -> bool:
    """False for what no catalogue holds: what no catalogue holds: empty text, tile letters,
    numbers."""
    return len(text) > 2 and any(char.isalpha() for char in text)


def translate_html(value: str) -> str:
    """``value`` with the text between its tags translated, the tags kept.

    >>> with using("zh"):
    ...     translate_html("<b>Export</b>")
    '<b>导出</b>'
    """
    if "<" not in value:
        return translate(value)
    import re

    parts = re.split(r"(<[^>]*>)", value)
    return "".join(
        part if part.startswith("<") or not worth_translating(part.strip()) else translate(part)
        for part in parts
    )


class Glossed:
    """A record that ``print`` shows as its repr (the code a learner writes with it) and, in
    Chinese, what it means, as a comment after it: ``gloss`` says it in English.

    Examples
    --------
    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Played(Glossed):
    ...     move: str
    ...     def gloss(self) -> str:
    ...         return "step {step} of {total}".format(step=1, total=2)
    >>> print(Played("α"))
    Played(move='α')
    >>> with using("zh"):
    ...     print(Played("α"))
    Played(move='α')  # 第 1 步，共 2 步
    """

    __slots__ = ()

    def gloss(self) -> str:
        """What the record means, in English (translated when shown)."""
        return ""

    def __str__(self) -> str:
        text = repr(self)
        said = self.gloss() if language() == "zh" else ""
        return f"{text}  # {translate(said)}" if said else text

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """A cell showing the record shows it as ``print`` does: in Chinese, its meaning too
        (not inside a list or another record, where a comment would run into what follows)."""
        nested = len(getattr(printer, "stack", ())) > 1
        printer.text(repr(self) if nested else str(self))

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # IPython takes a class's own __repr__ (a dataclass writes one) over a base's
        # _repr_pretty_: each record carries its own.
        super().__init_subclass__(**kwargs)
        cls._repr_pretty_ = Glossed._repr_pretty_  # type: ignore[method-assign]
