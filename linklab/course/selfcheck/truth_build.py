"""The rule's answer on every small case of the board checks worked out afresh, and written to
``truth_data.py`` (which `linklab.course.selfcheck.cases.truth` reads).

A board check asks every small board first (`cases.small_cases`: 17,129 cases), and judges
each answer against the rule. Working the rule's answers out takes about 0.6 s of one core
natively, paid by a learner's first check; they are shipped with the package instead, one bit
a case in the order of `cases.small_cases`, for the rules of `TRUTH_RULES`.
``tests/test_truth_table.py`` works them out again and holds the file to the same bytes. After
a change to the small cases or the rule::

    python -m linklab.course.selfcheck.truth_build
"""

from __future__ import annotations

import base64
import sys
from pathlib import Path

from linklab.core.checker import Checker
from linklab.core.rules import Rules
from linklab.course.selfcheck.cases import small_cases, truth_key

#: The rules whose answers are shipped: documents 000 and 003's, and document 004's ring.
TRUTH_RULES: tuple[Rules, ...] = (Rules(), Rules(outside=True))
TRUTH_DATA = Path(__file__).with_name("truth_data.py")


def encode_truths(answers: list[bool]) -> str:
    """The answers as one bit each (the first the lowest bit of the first byte), in base 64.

    >>> encode_truths([True, False, True])
    'BQ=='
    """
    bits = bytearray((len(answers) + 7) // 8)
    for index, answer in enumerate(answers):
        if answer:
            bits[index // 8] |= 1 << (index % 8)
    return base64.b64encode(bytes(bits)).decode("ascii")


def work_out_truths(rules: Rules) -> list[bool]:
    """The rule's answer on each small case, worked out afresh, in order."""
    return [Checker(board, rules).can_link(a, b) for board, a, b in small_cases()]


def render_truths(table: dict[str, str]) -> str:
    """The text of ``truth_data.py`` holding ``table`` (each value cut into short lines).

    >>> namespace = {}
    >>> exec(render_truths({"2 on the board": "BQ=="}), namespace)
    >>> namespace["TRUTHS"]
    {'2 on the board': 'BQ=='}
    """
    rows = []
    for key, text in table.items():
        lines = [text[at : at + 84] for at in range(0, len(text), 84)]
        rows.append(f"    {key!r}: (\n" + "".join(f"        {line!r}\n" for line in lines))
        rows.append("    ),\n")
    return (
        '"""The rule\'s answer on each small case of the board checks, one bit a case in base 64:\n'
        'written by ``python -m linklab.course.selfcheck.truth_build``, not by hand."""\n\n'
        "# fmt: off\n"
        "TRUTHS = {\n" + "".join(rows) + "}\n"
    )


def fresh_truths_text() -> str:
    """The text of ``truth_data.py``: the answers under each shipped rule, worked out afresh."""
    return render_truths(
        {truth_key(rules): encode_truths(work_out_truths(rules)) for rules in TRUTH_RULES}
    )


def main(argv: list[str] | None = None) -> int:
    """Write ``truth_data.py`` again (``--check``: only say whether it is up to date)."""
    args = sys.argv[1:] if argv is None else argv
    unknown = [arg for arg in args if arg != "--check"]
    if unknown:
        print(f"truth_build: unknown argument {unknown[0]!r} (only --check)", file=sys.stderr)
        return 2
    text = fresh_truths_text()
    if "--check" in args:
        same = TRUTH_DATA.exists() and TRUTH_DATA.read_text(encoding="utf-8") == text
        print(
            f"{TRUTH_DATA}: {'up to date' if same else 'stale: run this command without --check'}"
        )
        return 0 if same else 1
    TRUTH_DATA.write_text(text, encoding="utf-8")
    print(f"{TRUTH_DATA}: {len(text.encode()):,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
