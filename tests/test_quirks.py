"""The finder of quirks: every quirk on its smallest board, found again from a seed."""

from __future__ import annotations

import itertools

import pytest

from linklab import Board
from linklab.core.errors import UndefinedBehaviour
from linklab.documents import corrected_answer, document_answer
from linklab.documents.quirks import (
    EXPLANATIONS,
    Quirk,
    classify,
    find_quirks,
    outcome,
    quirk_report,
    shrink_quirk,
)

UNDEFINED = None

# What find_quirks(doc, seed=SEEDS[doc], trials=300) returns, frozen: doc, name, board, a, b,
# the document's answer (None: undefined behaviour) and the answer under its stated rule.
SEEDS = {"000": 2, "003": 2, "004": 0}
QUIRKS = [
    ("000", "no_kind_check", [[0, 0], [1, 2]], (1, 1), (1, 0), True, False),
    ("000", "no_tile_check", [[0, 0], [0, 0]], (1, 1), (0, 0), True, False),
    ("000", "passes_through_same_kind", [[1, 1], [1, 1]], (1, 1), (0, 0), True, False),
    ("000", "reads_outside_array", [[1]], (1, 1), (-1, 0), UNDEFINED, False),
    ("000", "reads_past_edge", [[0]], (1, 1), (0, 0), True, False),
    ("000", "same_cell_links", [[0, 0], [0, 0]], (1, 1), (1, 1), True, False),
    ("000", "unchecked_first_step", [[1, 1], [2, 1]], (1, 1), (0, 0), True, False),
    ("000", "writes_outside_array", [[0]], (0, 0), (0, 0), UNDEFINED, False),
    ("004", "reads_outside_array", [[1], [1]], (0, 0), (1, 0), UNDEFINED, True),
    ("004", "same_cell_links", [[1]], (0, 0), (0, 0), True, False),
]
IDS = [f"{doc}-{name}" for doc, name, *_ in QUIRKS]


@pytest.mark.parametrize(
    ("doc", "name", "rows", "a", "b", "document", "corrected"), QUIRKS, ids=IDS
)
def test_each_quirk_on_its_smallest_board(doc, name, rows, a, b, document, corrected):
    board = Board.from_rows(rows)
    if document is UNDEFINED:
        with pytest.raises(UndefinedBehaviour):
            document_answer(doc, board, a, b)
    else:
        assert document_answer(doc, board, a, b) is document
    assert corrected_answer(doc, board, a, b) is corrected
    assert classify(doc, board, a, b) == name


@pytest.mark.parametrize("doc", ["000", "003", "004"])
def test_the_finder_finds_each_quirk_again_from_a_seed(doc):
    found = find_quirks(doc, seed=SEEDS[doc], trials=300)
    expected = [
        Quirk(doc, name, Board.from_rows(rows), a, b, document, corrected, EXPLANATIONS[doc][name])
        for d, name, rows, a, b, document, corrected in QUIRKS
        if d == doc
    ]
    assert found == expected


def test_document_003_answers_as_its_rule_on_every_random_case():
    assert find_quirks("003", seed=5, trials=2000) == []


def _size(rows, a, b):
    board = Board.from_rows(rows)
    return board.rows * board.cols, len(board.tiles())


def _all_small_cases():
    """Every board of up to 4 cells (kinds 0..2; up to 3 cells, kinds 0..3) with every two
    cells on it or on the ring around it."""
    for cells in range(1, 5):
        top = 3 if cells <= 3 else 2
        for rows in (r for r in range(1, cells + 1) if cells % r == 0):
            cols = cells // rows
            span = [(r, c) for r in range(-1, rows + 1) for c in range(-1, cols + 1)]
            for flat in itertools.product(range(top + 1), repeat=cells):
                board = Board.from_rows([flat[r * cols : (r + 1) * cols] for r in range(rows)])
                for a, b in itertools.product(span, repeat=2):
                    yield board, a, b


@pytest.fixture(scope="module")
def smallest_seen():
    """For each (doc, quirk), the smallest (cells, tiles) among all small cases."""
    best: dict[tuple[str, str], tuple[int, int]] = {}
    for board, a, b in _all_small_cases():
        size = board.rows * board.cols, len(board.tiles())
        for doc in ("000", "004"):
            name = classify(doc, board, a, b)
            if name and size < best.get((doc, name), (99, 99)):
                best[doc, name] = size
    return best


# Every small board searched for each quirk (5 s of processor time): make test. In make check
# the shrinker keeps each quirk and never grows (below).
@pytest.mark.slow
@pytest.mark.parametrize(
    ("doc", "name", "rows", "a", "b", "document", "corrected"), QUIRKS, ids=IDS
)
def test_no_smaller_board_shows_the_quirk(
    smallest_seen, doc, name, rows, a, b, document, corrected
):
    assert smallest_seen[doc, name] == _size(rows, a, b)


def test_the_shrinker_keeps_the_quirk_and_never_grows():
    board = Board.from_rows([[0, 3, 0, 0], [2, 1, 1, 1], [0, 0, 3, 0]])
    assert classify("000", board, (1, 1), (1, 3)) == "passes_through_same_kind"
    small, a, b = shrink_quirk("000", "passes_through_same_kind", board, (1, 1), (1, 3))
    assert classify("000", small, a, b) == "passes_through_same_kind"
    assert small.rows * small.cols <= board.rows * board.cols
    assert len(small.tiles()) <= len(board.tiles())


def test_outcome_is_none_where_undefined():
    assert outcome("000", Board.from_rows([[1, 1]]), (0, 0), (0, 1)) is None
    assert outcome("003", Board.from_rows([[1, 1]]), (0, 0), (0, 1)) is True


def test_every_name_the_classifier_gives_is_explained():
    for doc, names in EXPLANATIONS.items():
        assert "unexplained" in names
        for name, text in names.items():
            assert text.endswith("."), (doc, name)


def test_the_report_shows_each_board_and_both_answers():
    quirks = find_quirks("004", seed=0, trials=300)
    report = quirk_report(quirks)
    assert report.count("document 004: ") == 2
    assert "the document says nothing defined, the rule says yes" in report
    assert "a = (0, 0), b = (0, 0); the document says yes, the rule says no" in report
    assert quirk_report([]).startswith("no quirk found")


def test_unknown_document():
    with pytest.raises(ValueError, match="no board search"):
        find_quirks("002")


def test_the_quirk_report_and_gallery_speak_chinese_in_the_chinese_edition():
    import re

    from linklab import i18n
    from linklab.documents.quirk_gallery import gallery_caption, gallery_title, readable_quirks

    found = readable_quirks("000", seed=1, trials=3000)
    with i18n.using("zh"):
        report = quirk_report(found.values())
        titles = [gallery_title(q) + gallery_caption(q, 20) for q in found.values()]
    english = quirk_report(found.values())
    assert "文档 000：不检查种类" in report and "文档的回答：是，规则的结论：否" in report
    assert "the document says" in english and "文档" not in english
    for text in [report, *titles]:
        # What stays Latin is code: the C programs' names (vir[-1][..]) and cells' numbers.
        words = set(re.findall(r"[A-Za-z]{2,}", text))
        assert words <= {"vir", "visit", "Map", "edx", "edy"}, words
    for title in titles:
        assert all(i18n.display_width(line) <= 20 for line in title.splitlines()[2:])
