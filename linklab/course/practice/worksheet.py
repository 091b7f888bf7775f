"""A lecturer's worksheet: questions of one skill and level from consecutive seeds, and its key,
as Markdown or as HTML that prints on A4, in English or Chinese.

The questions are exactly those the seeds give anywhere else (``question(skill, level, seed)``),
so a class can check a printed sheet against the page or the notebook.

Examples
--------
>>> sheet = worksheet("six-distance", 1, seed=5, count=2)
>>> print(sheet.splitlines()[0])
# Practice: a six-digit layout's moves to 123456 — level 1
>>> "## Key" in sheet and "seed 6" in sheet
True
"""

from __future__ import annotations

from html import escape

from linklab.core.errors import InputError
from linklab.course.practice.answers import typed_answer
from linklab.course.practice.questions import SKILLS, Question, check_level, check_skill, question
from linklab.i18n.practice_words import SHEET_WORDS

SHEET_FORMATS = ("markdown", "html")
#: The most questions one sheet holds.
MAX_COUNT = 200


def _marks(q: Question) -> dict[tuple[int, int], str]:
    marks = {}
    if q.a is not None:
        marks[q.a] = "S" if q.skill == "bfs-queue" else "A"
    if q.b is not None:
        marks[q.b] = "B"
    return marks


def _cell_text(q: Question, r: int, c: int) -> str:
    assert q.board is not None  # only a board's cells are drawn
    kind = q.board[r][c]
    mark = _marks(q).get((r, c), "")
    return f"{kind}{mark}" if kind else mark or "·"


def board_markdown(q: Question) -> list[str]:
    """The question's board as a Markdown table, rows and columns numbered from 1.

    >>> print("\\n".join(board_markdown(question("bfs-queue", 1, 0))))
    |   | 1 | 2 | 3 |
    |---|---|---|---|
    | 1 | · | · | 3 |
    | 2 | · | S | 3 |
    """
    if q.board is None:
        return []
    cols = len(q.board[0])
    lines = ["|   | " + " | ".join(str(c + 1) for c in range(cols)) + " |"]
    lines.append("|---" * (cols + 1) + "|")
    for r in range(len(q.board)):
        cells = " | ".join(_cell_text(q, r, c) for c in range(cols))
        lines.append(f"| {r + 1} | {cells} |")
    return lines


def _check_sheet_request(skill: str, level: int, count: int, fmt: str, language: str) -> None:
    check_skill(skill)
    check_level(level)
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COUNT:
        raise InputError(f"count {count!r}: expected a whole number from 1 to {MAX_COUNT}")
    if fmt not in SHEET_FORMATS:
        raise InputError(f"format {fmt!r}: expected one of {', '.join(SHEET_FORMATS)}")
    if language not in SHEET_WORDS:
        raise InputError(f"language {language!r}: expected en or zh")


def worksheet(
    skill: str, level: int, seed: int, count: int, fmt: str = "markdown", language: str = "en"
) -> str:
    """``count`` questions of ``skill`` at ``level``, seeds ``seed`` on, then their key.

    Parameters
    ----------
    skill, level : str, int
        As `question` takes them.
    seed : int
        The first question's seed; the next ones follow it.
    count : int
        How many questions, 1 to `MAX_COUNT`.
    fmt : {"markdown", "html"}
        Markdown, or a whole HTML page that prints on A4 (the key on a page of its own).
    language : {"en", "zh"}
        The sheet's language.
    """
    _check_sheet_request(skill, level, count, fmt, language)
    questions = [question(skill, level, seed + n) for n in range(count)]
    words = SHEET_WORDS[language]
    title = words["title"].format(summary=SKILLS[skill].summary[language], level=level)
    if fmt == "html":
        return _html(questions, title, words, language)
    lines = [f"# {title}", ""]
    for n, q in enumerate(questions, 1):
        head = words["question"].format(n=n)
        lines += [f"## {head} ({words['seed'].format(seed=q.seed)})", "", q.prompt[language], ""]
        table = board_markdown(q)
        if table:
            lines += [*table, "", words["empty"], ""]
        lines += [words["answer"], ""]
    lines += [f"## {words['key']}", ""]
    for n, q in enumerate(questions, 1):
        lines.append(f"{n}. {typed_answer(q)} ({words['seed'].format(seed=q.seed)})")
    return "\n".join(lines) + "\n"


_SHEET_PAGE = """<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<title>{title}</title>
<style>
@page {{ size: A4; margin: 15mm; }}
body {{ font-family: "Noto Sans", "Noto Sans CJK SC", sans-serif; font-size: 11pt;
  color: #000; background: #fff; max-width: 180mm; margin: 0 auto; }}
section {{ break-inside: avoid; page-break-inside: avoid; margin-bottom: 8mm; }}
table {{ border-collapse: collapse; margin: 2mm 0; }}
th, td {{ border: 1px solid #444; width: 8mm; height: 8mm; text-align: center; }}
th {{ background: #eee; }}
.answer {{ border-bottom: 1px solid #000; height: 10mm; }}
.key {{ break-before: page; page-break-before: always; }}
</style>
</head>
<body>
<main>
<h1>{title}</h1>
{body}
</main>
</body>
</html>
"""


def _board_html(q: Question, caption: str) -> str:
    if q.board is None:
        return ""
    cols = len(q.board[0])
    head = "".join(f'<th scope="col">{c + 1}</th>' for c in range(cols))
    rows = "".join(
        f'<tr><th scope="row">{r + 1}</th>'
        + "".join(f"<td>{escape(_cell_text(q, r, c))}</td>" for c in range(cols))
        + "</tr>"
        for r in range(len(q.board))
    )
    return f"<table><caption>{escape(caption)}</caption><tr><td></td>{head}</tr>{rows}</table>"


def _html(questions: list[Question], title: str, words: dict[str, str], language: str) -> str:
    parts = []
    for n, q in enumerate(questions, 1):
        head = f"{words['question'].format(n=n)} ({words['seed'].format(seed=q.seed)})"
        parts.append(
            f"<section><h2>{escape(head)}</h2><p>{escape(q.prompt[language])}</p>"
            f"{_board_html(q, words['empty'])}"
            f'<p>{escape(words["answer"])}</p><div class="answer"></div></section>'
        )
    key = "".join(
        f"<li>{escape(typed_answer(q))} ({escape(words['seed'].format(seed=q.seed))})</li>"
        for q in questions
    )
    parts.append(f'<section class="key"><h2>{escape(words["key"])}</h2><ol>{key}</ol></section>')
    return _SHEET_PAGE.format(
        lang="zh-CN" if language == "zh" else "en", title=escape(title), body="\n".join(parts)
    )
