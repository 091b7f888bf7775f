"""The catalogue's probes for the course's checks worked out afresh, and written to
``probe_data.py`` (which `probe_table` reads).

``tests/test_probe_table.py`` works each shipped check's probes out again and holds the file to
the same bytes, so it never goes stale. After a change to the catalogue, its models or the
checks' cases::

    python -m linklab.course.selfcheck.probe_build
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from linklab.core.rules import Rules
from linklab.course.selfcheck import checks
from linklab.course.selfcheck.misconceptions import work_out_probes
from linklab.course.selfcheck.probe_table import encode_case, table_key

#: The checks' kinds and rules whose probes are shipped: every check of the course, under the
#: rule of documents 000 and 003 and under document 004's ring.
SHIPPED: tuple[tuple[str, Rules], ...] = (
    *(
        (kind, rules)
        for kind in ("link", "path", "bfs", "dfs")
        for rules in (Rules(), Rules(outside=True))
    ),
    ("six", Rules()),
)
DATA = Path(__file__).with_name("probe_data.py")


def judge_of(kind: str, rules: Rules) -> Callable[[Any, Any], Any]:
    """The judge a check of ``kind`` under ``rules`` gives `misconceptions.probes` (the way an
    answer is wrong, or None)."""
    judge = checks.judge_for(kind, rules)
    return lambda case, said: judge(case, said).failure


def work_out(kind: str, rules: Rules) -> list[Any]:
    """The probes of a check of ``kind`` under ``rules``, worked out afresh, as JSON."""
    return [encode_case(kind, case) for case in work_out_probes(kind, rules, judge_of(kind, rules))]


def render(table: dict[str, list[Any]]) -> str:
    """The text of ``probe_data.py`` holding ``table`` (its JSON cut into short lines).

    >>> text = render({"six 2 on the board": ["213456"]})
    >>> namespace = {}
    >>> exec(text, namespace)
    >>> namespace["TABLE"]
    '{"six 2 on the board":["213456"]}'
    """
    text = json.dumps(table, separators=(",", ":"), ensure_ascii=True)
    lines = [text[at : at + 90] for at in range(0, len(text), 90)]
    return (
        '"""The catalogue\'s probes for the course\'s checks, as JSON: written by\n'
        '``python -m linklab.course.selfcheck.probe_build``, not by hand."""\n\n'
        "# fmt: off\n"
        "TABLE = (\n" + "".join(f"    {line!r}\n" for line in lines) + ")\n"
    )


def fresh_text() -> str:
    """The text of ``probe_data.py``: each shipped check's probes, worked out afresh."""
    return render({table_key(kind, rules): work_out(kind, rules) for kind, rules in SHIPPED})


def main(argv: list[str] | None = None) -> int:
    """Write ``probe_data.py`` again (``--check``: only say whether it is up to date)."""
    args = sys.argv[1:] if argv is None else argv
    unknown = [arg for arg in args if arg != "--check"]
    if unknown:
        print(f"probe_build: unknown argument {unknown[0]!r} (only --check)", file=sys.stderr)
        return 2
    text = fresh_text()
    if "--check" in args:
        same = DATA.exists() and DATA.read_text(encoding="utf-8") == text
        print(f"{DATA}: {'up to date' if same else 'stale: run this command without --check'}")
        return 0 if same else 1
    DATA.write_text(text, encoding="utf-8")
    print(f"{DATA}: {len(text.encode()):,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
