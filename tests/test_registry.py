"""One record per document: registering a document is all it takes for every consumer to show it.

A fake document, "998", whose program allows no turn at all, is registered for each test; the
judge's ``--as`` choices, ``answer_as``, the costs table, the quirk finder and the comparison
player's approaches then know it, and forget it once it is unregistered.
"""

from __future__ import annotations

import io

import pytest

from linklab import Board, Rules
from linklab.cli.main import build_parser, run_judge
from linklab.core.search import bfs_events
from linklab.documents import DOCUMENT_SEARCHES, answer_as, compare_costs
from linklab.documents.registry import DOCUMENTS, Document, answering, register, unregister

FAKE = "998"


def no_turn_events(board: Board, a, b):
    return bfs_events(board, a, b, Rules(max_turns=0))


# a pair that needs one turn: the fake's program says no where its stated rule says yes
BOARD = Board.from_rows([[1, 0], [2, 1]])
A, B = (0, 0), (1, 1)


@pytest.fixture
def fake():
    record = register(
        Document(
            number=FAKE,
            title="a document that allows no turn",
            judge_format="pair",
            source=("000.cpp", "C++", 1),
            search=no_turn_events,
            method="bfs",
            rules=Rules(),
            quirks={"unexplained": "It never turns."},
        )
    )
    yield record
    unregister(FAKE)
    assert FAKE not in DOCUMENTS


def accepts(*argv: str) -> bool:
    """Whether the command line takes ``argv`` (it exits on what it refuses)."""
    try:
        build_parser().parse_args(argv)
    except SystemExit:
        return False
    return True


def test_the_judge_answers_as_a_registered_document(fake):
    assert accepts("judge", "pair", "--as", FAKE) and FAKE in answering("pair")
    assert build_parser().parse_args(["judge", "pair", "--as", FAKE]).as_doc == FAKE
    data = b"2 2\n1 0\n2 1\n0 0\n1 1\n"
    out = io.StringIO()
    run_judge("pair", data, out, as_doc=FAKE)
    assert out.getvalue() == "FALSE\n"
    out = io.StringIO()
    run_judge("pair", data, out)
    assert out.getvalue() == "TRUE\n"


def test_answers_and_costs_read_the_record(fake):
    assert DOCUMENT_SEARCHES[FAKE] is no_turn_events
    assert answer_as(FAKE, [1, 0, 2, 1], 2, 2, A, B) is False
    costs = compare_costs(BOARD, A, B)
    assert costs[FAKE].answer is False and costs["bfs"].answer is True
    assert list(costs).index(FAKE) < list(costs).index("bfs outside")  # an inside rule


def test_the_quirk_finder_explains_by_the_record(fake):
    from linklab.documents.quirks import EXPLANATIONS, find_quirks

    assert EXPLANATIONS[FAKE] == {"unexplained": "It never turns."}
    quirks = find_quirks(FAKE, seed=0, trials=60)
    assert quirks and {q.doc for q in quirks} == {FAKE}
    assert all(q.document is False and q.corrected is True for q in quirks)


def test_the_comparison_player_offers_a_registered_document(fake):
    pytest.importorskip("ipywidgets")
    from linklab.widgets.compare import APPROACHES, ComparePlayer

    approach = APPROACHES[FAKE]
    assert (approach.label, approach.method, approach.doc) == ("document 998's BFS", "bfs", FAKE)
    player = ComparePlayer(BOARD, A, B, [FAKE, "bfs"])
    assert [pane.approach.name for pane in player.panes] == [FAKE, "bfs"]


def test_unregistered_it_is_gone_everywhere():
    from linklab.widgets.compare import APPROACHES

    assert not accepts("judge", "pair", "--as", FAKE) and FAKE not in DOCUMENT_SEARCHES
    assert FAKE not in APPROACHES and FAKE not in compare_costs(BOARD, A, B)
    with pytest.raises(ValueError, match="no board search for document '998'"):
        answer_as(FAKE, [1, 0, 2, 1], 2, 2, A, B)


def test_a_record_must_be_whole():
    with pytest.raises(ValueError, match="searches"):
        Document("997", "no search", "hdu1175", ("003.c", "C", 3))
    with pytest.raises(ValueError, match="judge format"):
        Document("997", "no such format", "chess", ("003.c", "C", 3), no_turn_events)


# --- a search is one entry too ------------------------------------------------------------


def test_a_search_added_to_searches_reaches_every_consumer(monkeypatch):
    from linklab.core import search
    from linklab.widgets.compare import APPROACHES

    monkeypatch.setitem(search.SEARCHES, "straight", no_turn_events_under)
    monkeypatch.setitem(search.FRONTIERS, "straight", "queue")
    assert search.find_path(BOARD, A, B, method="straight") is None
    assert search.find_path(BOARD, A, B, method="bfs") is not None
    assert accepts("draw", "b.txt", "1", "1", "1", "2", "-o", "b.png", "--method", "straight")
    assert not accepts("draw", "b.txt", "1", "1", "1", "2", "-o", "b.png", "--method", "crooked")
    assert compare_costs(BOARD, A, B)["straight"].answer is False
    assert APPROACHES["straight outside"].label == "corrected STRAIGHT, around the outside"


def no_turn_events_under(board: Board, a, b, rules: Rules):
    return bfs_events(board, a, b, Rules(max_turns=0, outside=rules.outside))
