"""The teacher's guide (docs/teaching.md) says what the notebooks hold: each notebook's time as
its first cell gives it, how long it ran when measured (in both editions), its number of
exercises (``ll.exercises.check`` cells) and of write-it-yourself tasks (``ll.selfcheck``
cells)."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).parent.parent
GUIDE = ROOT / "docs" / "teaching.md"
COURSE = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb"))
SELFCHECK_CALL = "ll.selfcheck.check_"
CHECK_CALL = "ll.exercises.check("


def guide_rows() -> dict[str, dict[str, str]]:
    """The guide's table of the order, by notebook number."""
    table = {}
    for line in GUIDE.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 6 and re.match(r"\d\d ", cells[0]):
            number = cells[0][:2]
            table[number] = dict(
                zip(("name", "time", "runs", "teaches", "exercises", "own"), cells)
            )
    return table


def minutes(text: str) -> int:
    found = re.search(r"(\d+) min", text)
    assert found, text
    return int(found.group(1))


def test_the_guide_lists_every_notebook():
    assert sorted(guide_rows()) == [p.name[:2] for p in COURSE]


@pytest.mark.parametrize("path", COURSE, ids=lambda p: p.stem)
def test_the_guide_is_true_to_the_notebook(path):
    row = guide_rows()[path.name[:2]]
    nb = nbformat.read(path, as_version=4)
    assert minutes(row["time"]) == minutes(nb.cells[0].source), "time"
    code = [c.source for c in nb.cells if c.cell_type == "code"]
    assert int(row["exercises"]) == sum(CHECK_CALL in c for c in code), "exercises"
    own = sum(SELFCHECK_CALL in c for c in code)
    assert int(row["own"]) == own, "write-it-yourself tasks"


@pytest.mark.parametrize("path", COURSE, ids=lambda p: p.stem)
def test_the_guide_gives_each_edition_a_measured_run_time(path):
    """A run time is a measurement of one machine, in seconds for each edition, and the guide
    says how it was taken; it is a figure to plan by, never a promise (see below)."""
    row = guide_rows()[path.name[:2]]
    assert re.fullmatch(r"\d+ s / \d+ s", row["runs"]), row["runs"]
    text = guide_text()
    assert "runs_unanswered" in text and "English / Chinese" in text


def test_the_guide_gives_the_course_total():
    total = sum(minutes(nbformat.read(p, as_version=4).cells[0].source) for p in COURSE)
    text = GUIDE.read_text(encoding="utf-8")
    stated = re.search(
        r"About (\d+) hours? and (\d+) minutes in all|About (\d+) hours in all", text
    )
    assert stated, "the guide states the course's total time"
    hours, extra, whole = stated.groups()
    said = int(hours) * 60 + int(extra) if hours else int(whole) * 60
    assert said == total


def test_the_guide_names_the_palettes_colour_blind_safety():
    assert "colour-blind" in GUIDE.read_text(encoding="utf-8")


# --- what the guide says of the exercises, against the bank ---------------------------------

UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
TEENS = (
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
NUMBERS = {word: value for value, word in enumerate(UNITS + TEENS)}
for _tens, _word in ((20, "twenty"), (30, "thirty"), (40, "forty")):
    NUMBERS[_word] = _tens
    NUMBERS.update({f"{_word}-{unit}": _tens + k for k, unit in enumerate(UNITS) if k})


def number(word: str) -> int:
    """A number the guide writes out in words ("twenty-five"), as an int."""
    return NUMBERS[word.lower()]


def keys(text: str) -> list[str]:
    """The exercise ids a parenthesis lists: ``(02.3, 03.4)``."""
    return re.findall(r"\d\d\.\d+", text)


def guide_text() -> str:
    return " ".join(GUIDE.read_text(encoding="utf-8").split())


def test_number_words_are_read():
    assert number("Four") == 4 and number("twenty-five") == 25 and number("thirty") == 30


def test_the_guide_counts_the_banks_exercises():
    from linklab.course.exercise_bank import BANK

    text = guide_text()
    stated = re.search(
        r"The bank holds ([\w-]+) exercises: ([\w-]+) predictions and ([\w-]+) functions to "
        r"write \(([^)]*)\)\. ([\w-]+) of them can be answered by a coin flip \(([^)]*)\)",
        text,
    )
    assert stated, "the guide counts the bank's exercises"
    total, predictions, functions, written, coins, coin_keys = stated.groups()
    to_write = [key for key, item in BANK.items() if item.function]
    binary = [key for key, item in BANK.items() if item.binary]
    assert number(total) == len(BANK)
    assert number(predictions) == len(BANK) - len(to_write)
    assert number(functions) == len(to_write) and keys(written) == to_write
    assert number(coins) == len(binary) and keys(coin_keys) == binary


def exercise_paragraphs() -> dict[str, str]:
    """The guide's paragraph on each notebook's exercises, by notebook number."""
    section = GUIDE.read_text(encoding="utf-8").split("## What each notebook's exercises test")[1]
    section = section.split("\n## ")[0]
    found = {}
    for paragraph in section.split("\n\n"):
        head = re.match(r"\*\*(\d\d) [^*]*\.\*\* ", paragraph)
        if head:
            found[head.group(1)] = " ".join(paragraph[head.end() :].split())
    return found


def described(paragraph: str) -> dict[int, str]:
    """A paragraph's items, ``(1) ...``, by their number."""
    parts = re.split(r"(?:^|\s)\((\d+)\)\s", paragraph)
    return {int(n): text.strip() for n, text in zip(parts[1::2], parts[2::2])}


@pytest.mark.parametrize("path", COURSE, ids=lambda p: p.stem)
def test_the_guide_numbers_each_exercise_as_the_bank_does(path):
    """Item (k) of a notebook's paragraph is exercise NN.k of the bank: a function to write is
    named as one, a coin flip is asked as "whether", a count as "how many"."""
    from linklab.course.exercise_bank import BANK

    number_ = path.name[:2]
    items = described(exercise_paragraphs()[number_])
    mine = {int(key.split(".")[1]): item for key, item in BANK.items() if key[:2] == number_}
    assert sorted(items) == sorted(mine), f"{number_}: the guide's items, the bank's exercises"
    for k, item in mine.items():
        text = items[k]
        if item.function:
            assert text.startswith("Write it yourself") and f"`{item.function}`" in text, k
            continue
        assert not text.startswith("Write it yourself"), k
        if text.startswith("Whether"):
            assert item.binary, f"({k}) asks 'whether', but {item.key} is not a yes or no"
        truth = item.truth
        if isinstance(truth, int) and not isinstance(truth, bool):
            assert text.startswith("How many"), f"({k}): {item.key} asks for a count"


def test_the_guide_says_in_which_numbers_the_exercises_name_cells():
    """The bank's texts name cells from 1, as the pictures do, and a value of code in
    backticks; the guide says so once, with an example the bank holds (the scan of every text
    for a 0-based cell is tests/test_cells_from_one.py)."""
    from linklab.course.exercise_bank import BANK

    text = guide_text()
    coordinates = text.split("**Coordinates.**")[1].split("**")[0]
    from_one = coordinates.split("Values in code")[0]
    assert "counts rows and columns from 1" in from_one
    assert all(word in from_one for word in ("hints", "checks", "reasons", "worked answers"))
    assert "from 0" not in from_one and "name cells from 0" not in coordinates
    said = [
        " ".join((item.hint + item.why + item.worked + "".join(t.says for t in item.traps)).split())
        for item in BANK.values()
    ]
    quoted = re.search(r'so that both read plainly: "([^"]+)"', coordinates)
    assert quoted and "`" in quoted.group(1), coordinates
    assert any(quoted.group(1).lower() in s.lower() for s in said), quoted.group(1)
    assert text.count("**Coordinates.**") == 1


def test_the_guide_promises_no_run_time():
    """How long a notebook runs depends on the machine (the notebook tests print it): the
    guide gives no figure for it."""
    text = guide_text()
    start = text.index("Run all of it once before class")
    before = text[start : text.index(".", text.index(")", start)) + 1]  # that sentence
    assert "prints each one's time" in before
    promise = r"\b(under|within|in|about|takes?) (a|one|two|a few|\d+) (minutes?|seconds?|s)\b"
    assert not re.search(promise, before), re.search(promise, before)


# --- the boards for a projector say what they show -------------------------------------------


def board_after(words: str):
    """The board of the first ``text`` block after the guide's paragraph holding ``words``,
    and that paragraph (its lines joined)."""
    text = GUIDE.read_text(encoding="utf-8")
    start = text.index(words)
    paragraph = text[text.rindex("\n\n", 0, start) : text.index("\n\n", start)]
    block = re.search(r"```text\n(.*?)```", text[start:], flags=re.S)
    assert block, words
    import linklab as ll

    return ll.parse_board(block.group(1)), " ".join(paragraph.split())


def test_the_six_pairs_of_notebook_01_are_as_the_guide_says():
    import linklab as ll

    board, said = board_after("The six pairs of notebook 01")
    stated = re.search(
        r"([\w-]+) pairs? in a row, ([\w-]+) with one turn, ([\w-]+) with two, ([\w-]+) only "
        r"around the outside, ([\w-]+) that never links",
        said,
    )
    assert stated, said
    kinds: dict[int, list] = {}
    for cell in board.tiles():
        kinds.setdefault(board[cell], []).append(cell)
    found = {"0": 0, "1": 0, "2": 0, "outside": 0, "never": 0}
    for a, b in kinds.values():
        inside = ll.find_path(board, a, b)
        outside = ll.find_path(board, a, b, ll.Rules(outside=True))
        if inside is not None:
            found[str(len(inside) - 2)] += 1  # corners less the two ends: the turns
        else:
            found["outside" if outside is not None else "never"] += 1
    assert [number(word) for word in stated.groups()] == list(found.values())


def test_the_board_for_playing_is_as_the_guide_says():
    import linklab as ll
    from linklab.core.game import autoplay_moves

    board, said = board_after("A full 4x6 board for playing")
    stated = re.search(
        r"the greedy player gets stuck with ([\w-]+) tiles left, the solver clears it in "
        r"([\w-]+) moves",
        said,
    )
    assert stated and "around the outside" in said, said
    rules = ll.Rules(outside=True)
    greedy = len(list(autoplay_moves(board, rules)))
    solved = ll.solve(board, rules)
    assert number(stated.group(1)) == board.rows * board.cols - 2 * greedy
    assert solved.status == "solved" and number(stated.group(2)) == len(solved.moves)
