"""Document 001's answers as one table, built from the two moves alone, for a fast judge.

``linklab judge sixdigits`` looks each line up here; a line the table does not hold (extra
spaces, a bad layout) sends the whole block to `linklab.core.sixdigits.judge_sixdigits`, which
reads it with care and names what is wrong. This module imports only the moves and the one
search over layouts (`linklab.core.sixmoves`), so a judge process starts without the rest of the
six-digit module (its events, frames and folds);
``tests/test_sixdigits.py`` holds the table equal to the one `linklab.core.sixdigits` builds.

>>> LINE_ANSWERS["1 2 3 4 5 6"], LINE_ANSWERS["1 3 5 2 4 6"], LINE_ANSWERS["2 5 6 4 3 1"]
('Yes', 'No', 'Yes')
"""

from __future__ import annotations

from itertools import permutations
from typing import TextIO

from linklab.core.sixmoves import GOAL, reach


def _answer_lines() -> dict[str, str]:
    yes = reach(GOAL, ("α'", "β'"))  # what α and β turn into the goal: the inverses reach it
    return {
        " ".join(map(str, layout)): "Yes" if layout in yes else "No"
        for layout in permutations(range(1, 7))
    }


#: Each layout's line as `linklab.core.sixdigits.format_state` writes it -> its answer.
LINE_ANSWERS = _answer_lines()


def judge_plain(text: str, out: TextIO) -> bool:
    """Answer ``text`` when every line is a layout written plainly (or the text is empty), and
    say True; else write nothing and say False.

    >>> import sys
    >>> judge_plain("1 2 3 4 5 6\\n1 3 5 2 4 6\\n", sys.stdout)
    Yes
    No
    True
    >>> judge_plain("1 2 3 4 5  6\\n", sys.stdout)
    False
    """
    answers = list(map(LINE_ANSWERS.get, text.splitlines()))  # one lookup a line, in C
    if None in answers:
        return False
    if answers:
        out.write("\n".join(answers) + "\n")  # type: ignore[arg-type]  # None is not among them
    return True
