"""The static page's live game, board editor, six-digit explorer and comparison players: run by
the page's Python, from disk, with the network off.

The page is built from a notebook of six cells (a game on a small board, an editor, an
explorer, a comparison, a six-digit comparison), the smallest that shows the live parts:
building a course notebook's page takes minutes.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from static_pages import small_site

from linklab.apps.game_session import GameSession
from linklab.apps.page_apps import handle
from linklab.apps.page_editor import PageEditor
from linklab.apps.page_explorer import PageExplorer
from linklab.apps.page_game import PageGame, game_setup
from linklab.core.board import Board
from linklab.core.game import Game
from linklab.core.rules import Rules
from linklab.site import build as site
from linklab.site.live import live_block

BOARD = [[1, 2, 0, 3], [0, 1, 2, 3], [4, 0, 0, 4]]
COMPARED = ["003", "bfs outside"]
NOTEBOOK_SOURCE = [
    "import linklab as ll",
    f"board = ll.Board.from_rows({BOARD})\nll.widgets.GameWidget(board, ll.Rules(outside=True))",
    "ll.widgets.BoardEditor(ll.Board.empty(3, 5), kinds=3)",
    "ll.widgets.SixDigitExplorer()",
    f"ll.widgets.ComparePlayer(board, (0, 0), (1, 1), {COMPARED})",
    "ll.widgets.SixDigitCompare((2, 5, 6, 4, 3, 1), step=3)",
    "from linklab.core.search import bfs_events\n"
    "ll.widgets.TracePlayer(board, bfs_events(board, (0, 0), (1, 1)))",
]


# --- the page's Python, without a page ---------------------------------------------------------


def test_the_page_game_says_what_the_widget_says_for_the_same_clicks():
    from linklab.widgets import GameWidget

    rules = Rules(outside=True)
    widget = GameWidget(Board.from_rows(BOARD), rules)
    page = PageGame(game_setup(widget.board, rules, widget.session.deal))
    for cell in [(0, 0), (0, 1), (0, 1), (1, 0), (2, 0), (2, 3), (0, 3), (1, 3)]:
        widget.click(cell)
        view = page.act("click", list(cell))
        assert view["message"] == widget.message.value
        assert view["status"] == widget.status.value
    for action in ["undo", "redo", "hint", "autoplay_step", "undo", "solve", "play_solution"]:
        getattr(widget, action)()
        view = page.act(action)
        assert view["message"] == widget.message.value, action
        assert page.session.board == widget.board


def test_the_page_game_speaks_chinese_and_refuses_a_bad_field_leaving_the_game():
    page = PageGame({"grid": BOARD, "outside": True}, "zh")
    view = page.act("click", [0, 0])
    assert re.search(r"[\u4e00-\u9fff]", view["message"]), view["message"]
    assert all(re.search(r"[\u4e00-\u9fff]", b["label"]) for b in view["buttons"])
    before = page.session.board
    for typed in ({"rows": "0"}, {"cols": "x"}, {"kinds": "1e9"}, {"seed": ""}):
        view = page.act("new", typed)
        assert page.session.board == before
        assert "\n" not in view["message"] and view["message"]


def test_every_message_of_a_game_reads_in_chinese():
    page = PageGame({"grid": BOARD, "outside": True}, "zh")
    said = []
    actions = [
        ("click", [0, 0]),
        ("click", [0, 0]),
        ("click", [0, 2]),
        ("click", [2, 0]),
        ("click", [2, 3]),
        ("hint", None),
        ("undo", None),
        ("redo", None),
        ("autoplay_step", None),
        ("solve", None),
        ("play_solution", None),
        ("shuffle", None),
        ("new", {"kinds": "0"}),
        ("new", {"seed": "3"}),
        ("fly", None),
        ("click", [1, 0]),
    ]
    for action, argument in actions:
        view = page.act(action, argument)
        said += [view["message"], view["status"], view["solve"]]
    english = [text for text in said if text and not re.search(r"[\u4e00-\u9fff]", text)]
    assert english == []


def test_a_deal_from_the_fields_is_the_same_board_as_the_widgets():
    page = PageGame({"grid": BOARD, "outside": True})
    view = page.act("new", {"rows": "4", "cols": "6", "kinds": "3", "seed": "5", "solvable": True})
    session = GameSession(Board.from_rows(BOARD), Rules(outside=True))
    session.deal.rows, session.deal.cols, session.deal.kinds, session.deal.seed = 4, 6, 3, 5
    session.new()
    assert session.board.shape == (4, 6)
    assert page.session.board == session.board
    assert view["message"] == session.message


def test_a_move_the_rule_refuses_leaves_the_board_and_names_the_reason():
    page = PageGame({"grid": [[1, 2, 1]], "outside": False})
    page.act("click", [0, 0])
    view = page.act("click", [0, 2])
    assert page.session.board.grid == ((1, 2, 1),)
    assert "(1, 2)" in view["message"] or "2 turns" in view["message"], view["message"]


def test_the_drawn_board_shows_every_tile_once_with_its_cell_from_one():
    view = PageGame({"grid": BOARD, "outside": True}).act("view")
    tiles = re.findall(r'data-tag="tile-(\d+)-(\d+)"', view["svg"])
    expected = [(r + 1, c + 1) for r, row in enumerate(BOARD) for c, k in enumerate(row) if k]
    assert sorted((int(r), int(c)) for r, c in tiles) == sorted(expected)


def test_an_unknown_part_or_action_is_one_line():
    assert "game" in handle({"op": "start", "id": "x", "app": "nothing"})["error"]
    handle({"op": "start", "id": "x", "app": "game", "setup": {"grid": BOARD}})
    assert handle({"op": "act", "id": "x", "action": "fly"})["message"] == "no such action: fly"


def test_a_live_block_carries_its_first_view_and_setup():
    block = live_block("game", {"grid": BOARD, "outside": True}, "zh")
    data = json.loads(re.search(r'class="linklab-live-data">(.*?)</script>', block, re.S)[1])
    assert data["setup"]["grid"] == BOARD and data["language"] == "zh"
    assert data["view"]["svg"] in block
    assert Game(Board.from_rows(BOARD), Rules()).board.grid == tuple(map(tuple, BOARD))


#: Learner code that tries every way out of the page's worker.
REACH_OUT = """import js
said = []
for name in ["fetch", "XMLHttpRequest", "WebSocket", "EventSource", "importScripts"]:
    try:
        thing = getattr(js, name)
        if name in ("fetch", "importScripts"):
            thing("https://example.invalid/")
        else:
            thing.new("wss://example.invalid/")
        said.append(name + ": reached")
    except Exception:
        said.append(name + ": refused")
print(";".join(said))
"""


def test_the_page_editor_edits_and_searches_as_the_widget_does():
    from linklab.widgets import BoardEditor

    widget = BoardEditor(Board.empty(3, 4), kinds=3)
    page = PageEditor({"grid": [[0] * 4 for _ in range(3)], "kinds": 3})
    for cell in [(0, 0), (2, 3), (1, 1)]:
        widget.paint(cell, 1)
        page.act("click", list(cell))
    page.act("mode", "endpoints")
    for cell in [(0, 0), (2, 3)]:
        widget.pick(cell)
        view = page.act("click", list(cell))
        assert view["message"] == widget.message.value
    for method in ("bfs", "dfs", "fast"):
        widget.method.value = method
        widget.run()
        page.act("method", method)
        view = page.act("run")
        assert page.session.path == widget.path
        assert view["result"] == widget.result.value
    widget.undo()
    view = page.act("undo")
    assert page.session.board == widget.board and view["message"] == widget.message.value


def test_a_step_of_the_page_editors_search_shows_the_players_counters():
    from linklab.widgets import TracePlayer

    page = PageEditor({"grid": [[1, 0, 0], [0, 0, 1]]})
    page.act("mode", "endpoints")
    page.act("click", [0, 0])
    page.act("click", [1, 2])
    last = page.act("run")["step"]
    first = page.act("step", "first")["step"]
    assert first["at"] == 0 and last["at"] == last["of"] > 0
    player = TracePlayer(Board.from_rows([[1, 0, 0], [0, 0, 1]]), page.session.events, Rules())
    expected = player.counts(player.trace.frame(3))
    shown = dict(page.act("step", 3)["step"]["counts"])
    assert shown == {name: str(value) for name, value in expected.items()}
    assert page.act("step", "back")["step"]["at"] == 2
    assert page.act("step", 10**6)["step"]["at"] == last["of"]


def test_the_editors_text_box_shows_the_board_loaded_not_the_last_save():
    page = PageEditor({"grid": [[1, 1], [0, 0]], "kinds": 3})
    saved = page.act("save", "letters")["text"]
    loaded = page.act("load", "AB\nBA")
    assert loaded["text"] == "AB\nBA" != saved
    assert page.session.board == Board.from_rows([[1, 2], [2, 1]])
    with_error = page.act("load", "A B\\nC")  # rows of two lengths: refused, the text kept
    assert with_error["text"] == "A B\\nC" and with_error["message"].startswith("cannot load")


def test_a_bad_edit_in_the_page_leaves_the_board_as_it_was():
    page = PageEditor({"grid": [[1, 0], [0, 1]], "kinds": 2})
    before = page.session.board
    for action, argument in [
        ("resize", {"rows": "0"}),
        ("resize", {"cols": "x"}),
        ("fill", {"seed": "1.5"}),
        ("load", "1 2 3\n4"),
        ("kind", 9),
        ("rule", {"max_turns": "-1"}),
    ]:
        view = page.act(action, argument)
        assert page.session.board == before, action
        assert view["message"] == "" or "\n" not in view["message"]


def test_the_page_explorer_says_what_the_widget_says_move_by_move():
    from linklab.widgets import SixDigitExplorer

    widget = SixDigitExplorer()
    page = PageExplorer({"start": list(widget.start)})
    for move in ["α", "β", "β", "α'", "undo", "β'", "reset", "α"]:
        if move in ("undo", "reset"):
            getattr(widget, move)()
            view = page.act(move)
        else:
            widget.apply(move)
            view = page.act("move", move)
        assert view["state"] == "".join(map(str, widget.state))
        assert view["info"] == widget.info
    view = page.act("set", {"start": "6 5 4 3 2 x"})
    assert view["state"] == "".join(map(str, widget.state)) and "x" in view["message"]


#: Runs ``REACH_OUT`` as an exercise cell in a fresh worker of the page's Python; what it printed.
REACH_OUT_SCRIPT = """async (probe) => {
  const python = window.linklabNewPython(false);
  await python.ready;
  const answer = await python.send({kind: "run", exercise: probe, check: "None", setup: "",
                                    language: "en"});
  python.stop();
  return answer.html;
}"""


# --- the page, from disk, offline --------------------------------------------------------------


@pytest.fixture(scope="module")
def live_site(tmp_path_factory):
    """A site of the two-cell notebook in both languages."""
    out = tmp_path_factory.mktemp("live-site")
    return out, list(small_site(out, "50-game", NOTEBOOK_SOURCE).values())


#: A live part's polite live region: what a screen reader is told of its last action or step.
SPOKEN = ".linklab-live-spoken[aria-live='polite']"
#: True once every live part of the test page (five) answers.
ALL_LIVE = "() => (window.linklabLiveLog || []).filter((e) => e.event === 'live').length >= 5"


def open_live(browser, out: Path, language: str, viewport: dict):
    refused: list[str] = []
    context = browser.new_context(viewport=viewport)
    site.offline(context, out, refused)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto((out / language / "50-game.html").resolve().as_uri())
    return page, refused, errors


def test_the_page_holds_no_needs_python_line_and_no_game_widget(live_site):
    out, pages = live_site
    for page in pages:
        text = page.path.read_text(encoding="utf-8")
        assert "<p class='linklab-needs-python'>" not in text and page.needs == []
        assert text.count('class="linklab-live linklab-live-game"') == 1
        assert text.count('class="linklab-live linklab-live-editor"') == 1
        assert text.count('class="linklab-live linklab-live-explorer"') == 1
        assert text.count('class="linklab-live linklab-live-compare"') == 1
        assert text.count('class="linklab-live linklab-live-sixcompare"') == 1
    assert (out / site.STATIC / "python" / "live.js").is_file()


@pytest.mark.browser
@pytest.mark.parametrize(
    ("language", "viewport"),
    [("en", {"width": 1280, "height": 800}), ("zh", {"width": 390, "height": 844})],
)
def test_a_game_is_played_to_the_end_with_an_undo_in_the_page_offline(
    live_site, site_browser, language, viewport
):
    out, _ = live_site
    page, refused, errors = open_live(site_browser, out, language, viewport)
    game = page.locator(".linklab-live-game")
    assert game.locator("svg [data-tag^='tile-']").count() == 8  # drawn before Python is up
    assert game.locator("button.linklab-live-do-hint").is_disabled()
    page.wait_for_function(
        ALL_LIVE,
        timeout=120_000,
        polling=200,
    )
    status = game.locator(".linklab-live-status")

    def click(cell):
        seen = page.evaluate("window.linklabLiveLog.length")
        game.locator(f"svg [data-tag='tile-{cell[0]}-{cell[1]}']").click()
        page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)

    def press(action):
        seen = page.evaluate("window.linklabLiveLog.length")
        game.locator(f"button.linklab-live-do-{action}").click()
        page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)

    click((3, 1))
    click((3, 4))  # D at (3, 1) and (3, 4): a straight line
    assert game.locator("svg [data-tag^='tile-']").count() == 6, status.inner_text()
    press("undo")
    assert game.locator("svg [data-tag^='tile-']").count() == 8
    press("autoplay_all")
    assert game.locator("svg [data-tag^='tile-']").count() == 0
    said = status.inner_text()
    assert ("won" in said) if language == "en" else ("赢" in said or "清空" in said), said
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"] + 2
    if language == "en":  # the same page: learner code in its Python finds the network closed
        tried = page.evaluate(REACH_OUT_SCRIPT, REACH_OUT)
        for name in ("fetch", "XMLHttpRequest", "WebSocket", "EventSource", "importScripts"):
            assert f"{name}: refused" in tried, tried
    page.context.close()
    assert errors == []
    assert refused == []


@pytest.mark.browser
@pytest.mark.parametrize(
    ("language", "viewport"),
    [("en", {"width": 1280, "height": 800}), ("zh", {"width": 390, "height": 844})],
)
def test_a_board_is_painted_searched_and_stepped_in_the_page_offline(
    live_site, site_browser, language, viewport
):
    out, _ = live_site
    page, refused, errors = open_live(site_browser, out, language, viewport)
    editor = page.locator(".linklab-live-editor")
    page.wait_for_function(
        ALL_LIVE,
        timeout=120_000,
        polling=200,
    )

    def act(locator):
        seen = page.evaluate("window.linklabLiveLog.length")
        locator.click()
        page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)

    act(editor.locator(".linklab-live-kind-2"))
    for r, c in [(1, 1), (3, 5), (2, 3)]:
        act(editor.locator(f"svg [data-tag='cell-{r}-{c}']"))
    assert editor.locator("svg [data-tag^='tile-']").count() == 3
    act(editor.locator(".linklab-live-do-undo"))
    assert editor.locator("svg [data-tag^='tile-']").count() == 2
    act(editor.locator(".linklab-live-mode-endpoints"))
    act(editor.locator("svg [data-tag='tile-1-1']"))
    act(editor.locator("svg [data-tag='tile-3-5']"))
    act(editor.locator(".linklab-live-do-run"))
    result = editor.locator(".linklab-live-result").inner_text()
    assert "(1, 1)" in result and "(3, 5)" in result, result
    counters = editor.locator(".linklab-live-counters")
    at_end = counters.inner_text()
    act(editor.locator(".linklab-live-step-first"))
    assert counters.inner_text() != at_end
    act(editor.locator(".linklab-live-step-forward"))
    assert editor.locator(".linklab-live-slider").input_value() == "1"
    # Every step's picture comes to the page: the arrow keys then step it with no round trip,
    # and the picture drawn here is the one the page's Python draws for that step.
    page.wait_for_function(
        "() => window.linklabLiveBatches.some((b) => b.part === 'part-1' && b.done)"
    )
    for key in ["End", "ArrowLeft", "ArrowLeft", "Home", "ArrowRight", "ArrowRight"]:
        act_key = editor.locator(".linklab-live-step-back")
        seen = page.evaluate("window.linklabLiveLog.length")
        act_key.press(key)
        page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)
        assert page.evaluate("window.linklabLiveLog.at(-1).local") is True, key
    slider = editor.locator(".linklab-live-slider")
    assert slider.input_value() == "2"
    page.evaluate(site.TO_LAST_STEP)  # printed at the search's last step, then back at 2
    page.emulate_media(media="print")
    assert slider.input_value() == slider.get_attribute("max") != "2"
    page.evaluate("window.dispatchEvent(new Event('afterprint'))")
    page.emulate_media(media="screen")
    assert slider.input_value() == "2"
    here = editor.locator(".linklab-live-picture").inner_html()
    counted = counters.inner_text()
    act(editor.locator(".linklab-live-mode-endpoints"))  # drawn again by Python, at step 2
    assert page.evaluate("window.linklabLiveLog.at(-1).local") is None
    assert editor.locator(".linklab-live-picture").inner_html() == here
    assert counters.inner_text() == counted
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"] + 2
    page.context.close()
    assert errors == []
    assert refused == []


#: Whether each pane text shown, and the picture, are the HTML expected (as the page parses it).
SAME_AS = """([texts, svg]) => {
  const part = document.querySelector(".linklab-live-compare");
  const parsed = (markup) => { const d = document.createElement("div"); d.innerHTML = markup;
                               return d.innerHTML; };
  const slots = [...part.querySelectorAll(".linklab-live-pane > div")];
  return [slots.length === texts.length && slots.every((s, i) => s.innerHTML === parsed(texts[i])),
          part.querySelector(".linklab-live-picture").innerHTML === parsed(svg)];
}"""


@pytest.mark.browser
def test_a_comparison_runs_on_the_learners_pick_and_steps_as_the_widget_in_the_page(
    live_site, site_browser
):
    """In Chinese on a phone: two tiles picked and run, then every pane's texts and the picture
    at a step, drawn in the page with no round trip, are the live widget's for that query."""
    from linklab.apps.page_compare import COMPARE_CLASS
    from linklab.i18n import using
    from linklab.render.scene.svg import to_svg
    from linklab.widgets import ComparePlayer

    out, _ = live_site
    page, refused, errors = open_live(site_browser, out, "zh", {"width": 390, "height": 844})
    compare = page.locator(".linklab-live-compare")
    assert compare.locator("button.linklab-live-do-run").is_disabled()  # greyed until Python
    page.wait_for_function(ALL_LIVE, timeout=120_000, polling=200)
    # The step buttons: faces every font draws, named in the page's language.
    named = {
        where: compare.locator(f".linklab-live-step-{where}").evaluate(
            "(b) => [b.textContent, b.title, b.getAttribute('aria-label')]"
        )
        for where in ("first", "back", "forward", "last")
    }
    assert named["first"] == ["|◀◀", "第一步（Home）", "第一步（Home）"], named
    assert named["last"] == ["▶▶|", "最后一步（End）", "最后一步（End）"], named
    assert named["back"][1] == "后退一步（←）" and named["forward"][1] == "前进一步（→）", named

    def act(locator, key=None):
        seen = page.evaluate("window.linklabLiveLog.length")
        locator.press(key) if key else locator.click()
        page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)

    picture = compare.locator(".linklab-live-picture")
    before = picture.inner_html()
    act(compare.locator("svg [data-tag='cell-1-3']").first)  # an empty cell: refused
    assert "空格" in compare.locator(".linklab-live-message").inner_text()
    assert picture.inner_html() == before
    act(compare.locator("svg [data-tag='tile-3-1']").first)
    act(compare.locator("svg [data-tag='tile-3-4']").last)  # either pane's board picks
    act(compare.locator("button.linklab-live-do-run"))
    assert "(3, 1)" in compare.locator(".linklab-live-result").inner_text()
    with using("zh"):
        widget = ComparePlayer(Board.from_rows(BOARD), (2, 0), (2, 3), COMPARED)
    assert compare.locator(".linklab-live-slider").get_attribute("max") == str(widget.total)
    page.wait_for_function(
        "() => window.linklabLiveBatches.some((b) => b.part === 'part-3' && b.serial === 2 && "
        "b.done)"
    )
    slider = compare.locator(".linklab-live-slider")
    for key, step in [("End", widget.total), ("Home", 0), ("ArrowRight", 1), ("ArrowRight", 2)]:
        act(compare.locator(".linklab-live-step-back"), key)
        assert page.evaluate("window.linklabLiveLog.at(-1).local") is True, key
        assert slider.input_value() == str(step)
        with using("zh"):
            widget.step = step
            expected = [widget.texts, to_svg(widget.scene(), css_class=COMPARE_CLASS)]
            said = widget.step_spoken(step)
        assert page.evaluate(SAME_AS, expected) == [True, True], step
        # said in the page's polite live region, in Chinese, as the widget says it
        assert compare.locator(SPOKEN).text_content() == said, step
        assert said.startswith(f"第 {step} 步") and ("已结束" in said) == (step == widget.total)
    assert page.evaluate("document.documentElement.scrollWidth") <= 392
    page.context.close()
    assert errors == []
    assert refused == []


#: The packed script holding Pyodide's interpreter: held unanswered, the page's Python waits.
INTERPRETER = "**/python/python-wasm.js"
#: The comparison's readout: its slider's step and the first pane's counters.
READOUT = """() => { const part = document.querySelector(".linklab-live-compare");
  return [part.querySelector(".linklab-live-slider").value,
          part.querySelector(".linklab-compare-counters").textContent]; }"""


@pytest.mark.browser
def test_a_comparison_steps_from_its_page_before_python_is_up_and_runs_once_it_is(
    live_site, site_browser
):
    """Python held back: the comparison's first query steps by button and key, each step the
    widget's, and prints at its last step; tiles and Run do nothing. Python let go: the part
    stays at the step shown, sends none of those steps again, and a new query runs and steps."""
    from linklab.apps.page_compare import COMPARE_CLASS
    from linklab.render.scene.svg import to_svg
    from linklab.widgets import ComparePlayer

    out, _ = live_site
    refused: list[str] = []
    context = site_browser.new_context(viewport={"width": 1280, "height": 800})
    site.offline(context, out, refused)
    held: list = []

    def hold(route) -> None:  # routed after the rest, so asked first: left unanswered
        held.append(route)

    context.route(INTERPRETER, hold)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto((out / "en" / "50-game.html").resolve().as_uri(), wait_until="domcontentloaded")
    compare = page.locator(".linklab-live-compare")
    page.wait_for_function("() => window.linklabLiveLog.some((e) => e.event === 'steps')")
    assert held, "the interpreter was never asked for"
    widget = ComparePlayer(Board.from_rows(BOARD), (0, 0), (1, 1), COMPARED)
    total = widget.total

    def shown_is(step):
        widget.step = step
        expected = [widget.texts, to_svg(widget.scene(), css_class=COMPARE_CLASS)]
        assert page.evaluate(SAME_AS, expected) == [True, True], step
        assert page.evaluate(READOUT)[0] == str(step)

    def step(control, key=None):
        seen = page.evaluate("window.linklabLiveLog.length")
        locator = compare.locator(f".linklab-live-step-{control}")
        locator.press(key) if key else locator.click()
        page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)
        assert page.evaluate("window.linklabLiveLog.at(-1).local") is True

    run = compare.locator("button.linklab-live-do-run")
    assert run.is_disabled()
    shown_is(0)
    readouts = [page.evaluate(READOUT)]
    for control, key, at in [
        ("forward", None, 1),
        ("forward", "ArrowRight", 2),
        ("last", None, total),
        ("back", None, total - 1),
        ("back", "ArrowLeft", total - 2),
        ("first", "End", total),
        ("first", None, 0),
        ("back", "ArrowRight", 1),
        ("forward", "ArrowRight", 2),
        ("forward", "ArrowRight", 3),
    ]:
        step(control, key)
        shown_is(at)
        readouts.append(page.evaluate(READOUT))
    assert len({counters for _at, counters in readouts}) > 3  # the readout moved with the steps
    compare.locator("svg [data-tag='tile-3-1']").first.click()
    assert compare.locator(".linklab-live-message").inner_text() == ""  # no pick yet
    assert run.is_disabled()
    assert "starting Python" in compare.locator(".linklab-live-note").inner_text()
    # Printed: at the last step, and back at step 3 after.
    page.evaluate(site.TO_LAST_STEP)
    page.emulate_media(media="print")
    shown_is(total)
    page.evaluate("window.dispatchEvent(new Event('afterprint'))")
    page.emulate_media(media="screen")
    shown_is(3)
    assert not page.evaluate("window.linklabLiveLog.some((e) => e.event === 'live')")

    for route in held:  # Python let go
        route.continue_()
    page.wait_for_function(ALL_LIVE, timeout=120_000, polling=200)
    shown_is(3)
    assert page.evaluate("window.linklabLiveBatches.filter((b) => b.part === 'part-3')") == []
    assert run.is_enabled()

    def act(locator):
        seen = page.evaluate("window.linklabLiveLog.length")
        locator.click()
        page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)

    act(compare.locator("svg [data-tag='tile-3-1']").first)
    act(compare.locator("svg [data-tag='tile-3-4']").first)
    act(run)
    assert "(3, 1)" in compare.locator(".linklab-live-result").inner_text()
    widget = ComparePlayer(Board.from_rows(BOARD), (2, 0), (2, 3), COMPARED)
    shown_is(0)
    act(compare.locator(".linklab-live-step-forward"))
    shown_is(1)
    act(compare.locator(".linklab-live-step-last"))
    shown_is(widget.total)
    page.context.close()
    assert errors == []
    assert refused == []


#: Whether the six-digit comparison's pane texts, and its picture, are the HTML expected.
SIX_SAME_AS = SAME_AS.replace(".linklab-live-compare", ".linklab-live-sixcompare")


@pytest.mark.browser
def test_a_six_digit_comparison_runs_on_a_layout_typed_and_refuses_a_bad_one_in_the_page(
    live_site, site_browser
):
    """A layout typed and run: both panes step together in the page as the live widget does
    for that layout; a layout of five digits is refused in one line, the panes left as they
    were."""
    from linklab.apps.page_sixcompare import SIX_COMPARE_CLASS, SIX_COMPARE_PX
    from linklab.render.scene.svg import to_svg
    from linklab.widgets import SixDigitCompare

    out, _ = live_site
    page, refused, errors = open_live(site_browser, out, "en", {"width": 1280, "height": 800})
    six = page.locator(".linklab-live-sixcompare")
    run = six.locator("button.linklab-live-do-new")
    assert run.is_disabled()  # greyed until Python
    page.wait_for_function(ALL_LIVE, timeout=120_000, polling=200)

    def act(locator, key=None):
        seen = page.evaluate("window.linklabLiveLog.length")
        locator.press(key) if key else locator.click()
        page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)

    picture, slider = six.locator(".linklab-live-picture"), six.locator(".linklab-live-slider")
    field = six.locator("input[name='layout']")
    assert field.input_value() == "2 5 6 4 3 1" and slider.input_value() == "3"
    field.fill("135246")
    act(run)
    assert "1 3 5 2 4 6" in six.locator(".linklab-live-result").inner_text()
    assert "1 3 5 2 4 6" in six.locator(".linklab-live-message").inner_text()
    widget = SixDigitCompare((1, 3, 5, 2, 4, 6), dpi=30)
    assert slider.get_attribute("max") == str(widget.total) and slider.input_value() == "0"
    assert page.evaluate(
        SIX_SAME_AS, [widget.texts, to_svg(widget.scene(), SIX_COMPARE_PX, SIX_COMPARE_CLASS)]
    ) == [True, True]
    page.wait_for_function(
        "() => window.linklabLiveBatches.some((b) => b.part === 'part-4' && b.serial === 2 && "
        "b.done)"
    )
    status = six.locator(".linklab-compare-status.linklab-compare-pane-0")
    before = (picture.inner_html(), status.inner_text())
    act(six.locator(".linklab-live-step-forward"))
    for key, step in [("ArrowRight", 2), ("End", widget.total), ("Home", 0), ("ArrowRight", 1)]:
        act(six.locator(".linklab-live-step-back"), key)
        assert page.evaluate("window.linklabLiveLog.at(-1).local") is True, key
        assert slider.input_value() == str(step)
        widget.step = step
        expected = [widget.texts, to_svg(widget.scene(), SIX_COMPARE_PX, SIX_COMPARE_CLASS)]
        assert page.evaluate(SIX_SAME_AS, expected) == [True, True], step
        assert six.locator(SPOKEN).text_content() == widget.step_spoken(step), step
    assert (picture.inner_html(), status.inner_text()) != before
    assert "step 1/" in picture.inner_text() or "step 1/" in picture.inner_html()
    # A layout of five digits: one line naming it, the panes as they were.
    shown = (picture.inner_html(), slider.input_value(), slider.get_attribute("max"))
    field.fill("2 5 6 4 3")
    act(field, "Enter")  # Enter in the field presses Run
    message = six.locator(".linklab-live-message").inner_text()
    assert message == "`2 5 6 4 3` has 5 digits: a layout is the six digits 1..6, each once"
    assert (picture.inner_html(), slider.input_value(), slider.get_attribute("max")) == shown
    assert "1 3 5 2 4 6" in six.locator(".linklab-live-result").inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280 + 2
    page.context.close()
    assert errors == []
    assert refused == []


@pytest.mark.browser
def test_free_moves_in_the_explorer_in_the_page_offline(live_site, site_browser):
    out, _ = live_site
    page, refused, errors = open_live(site_browser, out, "zh", {"width": 1280, "height": 800})
    explorer = page.locator(".linklab-live-explorer")
    page.wait_for_function(
        ALL_LIVE,
        timeout=120_000,
        polling=200,
    )
    info = explorer.locator(".linklab-live-info")
    start = info.inner_text()
    for css in ["move-alpha", "move-beta", "move-beta", "undo"]:
        seen = page.evaluate("window.linklabLiveLog.length")
        explorer.locator(f".linklab-live-do-{css}").click()
        page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)
    moved = info.inner_text()
    assert moved != start and "αβ" in moved, moved
    said = explorer.locator(SPOKEN).text_content()
    assert said.startswith("布局 ") and "已走步数：αβ" in said, said
    assert explorer.locator("svg [data-tag='way-home']").count() == 1
    # every layout on the graph: six strokes of dots, one a component, two ends a dot
    strokes = explorer.locator("svg [data-tag^='layouts-']")
    assert strokes.count() == 6
    dots = sum(strokes.nth(k).get_attribute("d").count("M") for k in range(6))
    assert dots == 720
    page.context.close()
    assert errors == []
    assert refused == []


@pytest.mark.browser
def test_the_app_page_served_by_linklab_app_plays_on_a_projector(live_site, site_browser):
    """``linklab app --page --lang zh --lecture`` serves the site's Chinese app page over HTTP
    with ?lecture=1: it goes live from its files alone and fits 1280x720 (its English twin is
    the same page in the other language: the live parts' tests above cover both languages). A
    site not built is one line; SIGTERM stops the server."""
    import signal
    import socket
    import subprocess
    import sys

    out, _ = live_site
    written = site.write_app(out)
    assert written[0].read_text(encoding="utf-8").count('class="linklab-live ') == 2
    missing = subprocess.run(
        [sys.executable, "-m", "linklab", "app", "--page", "--site", str(out / "nothing")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert missing.returncode != 0 and "make site" in missing.stderr
    assert len(missing.stderr.strip().splitlines()) == 1 and "Traceback" not in missing.stderr
    # From disk, before any Python: the board is in the page's own HTML.
    context = site_browser.new_context(viewport={"width": 1280, "height": 720})
    site.offline(context, out)
    page = context.new_page()
    page.goto(written[1].resolve().as_uri())
    assert page.locator(".linklab-live-game svg [data-tag^='tile-']").count() == 200
    context.close()

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = ["app", "--page", "--site", str(out), "--no-browser", "--lecture", "--lang", "zh"]
    server = subprocess.Popen(
        [sys.executable, "-m", "linklab", *command, "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        said = server.stdout.readline()
        url = f"http://127.0.0.1:{port}/zh/app.html?lecture=1"
        assert url in said, said + server.stderr.read()
        context = site_browser.new_context(viewport={"width": 1280, "height": 720})
        refused: list[str] = []

        def route(request_route):
            if request_route.request.url.startswith(f"http://127.0.0.1:{port}/"):
                request_route.continue_()
            else:
                refused.append(request_route.request.url)
                request_route.abort()

        context.route("**/*", route)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(url)
        page.wait_for_function(
            "() => (window.linklabLiveLog || []).filter((e) => e.event === 'live').length >= 2",
            timeout=120_000,
            polling=200,
        )
        game = page.locator(".linklab-live-game")
        seen = page.evaluate("window.linklabLiveLog.length")
        game.locator("button.linklab-live-do-hint").click()
        page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)
        assert game.locator("svg rect[stroke='#B2182B']").count() == 2  # the hint's two tiles
        picture = game.locator(".linklab-live-picture svg").bounding_box()
        assert picture["width"] <= 1280 and picture["y"] + picture["height"] <= 720  # one screen
        assert game.locator("button.linklab-live-do-hint").bounding_box()["y"] < 720
        context.close()
        assert errors == []
        assert refused == []
    finally:
        server.send_signal(signal.SIGTERM)
        assert server.wait(20) == 0


#: The live parts of the test page, by their class, and the file each saves is named after.
SAVED_PARTS = ["game", "editor", "explorer", "compare", "sixcompare"]
#: True once the page's player stepped in the page shows a picture.
STAGE_SHOWN = "() => !!document.querySelector('.linklab-stage .linklab-stage-svg > svg')"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.mark.browser
# In Chinese: the buttons are made alike in either language (an English page's are read by
# tests/test_learner_page_player.py and tests/test_compare_fits_a_slide.py).
@pytest.mark.parametrize("language", ["zh"])
def test_every_live_part_saves_its_picture_as_svg_and_png_in_the_page_offline(
    live_site, site_browser, language, tmp_path
):
    from xml.etree import ElementTree

    out, _ = live_site
    refused: list[str] = []
    context = site_browser.new_context(accept_downloads=True)
    site.offline(context, out, refused)
    page = context.new_page()
    errors: list[str] = []
    blocked: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: "Content Security Policy" in m.text and blocked.append(m.text))
    page.goto((out / language / "50-game.html").resolve().as_uri())
    words = {"en": ("Save SVG", "Save PNG"), "zh": ("保存 SVG", "保存 PNG")}[language]
    page.wait_for_function(STAGE_SHOWN, timeout=60_000, polling=200)
    # each live part, then the player stepped in the page (named by its class, as
    # "linklab-trace"), moved a step on first so that the file names the step shown
    stage = page.locator(".linklab-stage").first
    stage.press("End")
    last = stage.locator("input[type=range]").get_attribute("max")
    players = [(app, f".linklab-live-{app}", ".linklab-live-picture svg") for app in SAVED_PARTS]
    players.append(("", ".linklab-stage >> nth=0", ".linklab-stage-svg > svg"))
    for app, where, picture in players:
        part = page.locator(where)
        for kind, label in zip(("svg", "png"), words):
            css = "linklab-live-save" if app else "linklab-stage-save"
            button = part.locator(f".{css}-{kind}")
            assert button.inner_text() == label
            with page.expect_download() as download:
                button.click()
            name = download.value.suggested_filename
            assert name.startswith(f"linklab-{app}") and name.endswith("." + kind), name
            if app in ("compare", "sixcompare"):
                assert re.search(r"-step\d+\.", name), name
            if not app:
                assert name.endswith(f"-step{last}.{kind}") and name != f"linklab--step{last}", name
            saved = tmp_path / f"{app}.{kind}"
            download.value.save_as(saved)
            data = saved.read_bytes()
            if kind == "svg":
                root = ElementTree.fromstring(data)
                assert root.tag == "{http://www.w3.org/2000/svg}svg"
                assert len(list(root.iter())) > 5, app
            else:
                assert data.startswith(PNG_SIGNATURE) and len(data) > len(PNG_SIGNATURE), app
                width = int.from_bytes(data[16:20], "big")
                shown = part.locator(picture).get_attribute("width")
                assert width == 2 * round(float(shown)), (app, width, shown)
    context.close()
    assert errors == [] and blocked == [] and refused == []


@pytest.mark.browser
def test_the_explorers_moves_line_lies_whole_inside_its_picture(live_site, site_browser):
    out, _ = live_site
    page, refused, errors = open_live(site_browser, out, "en", {"width": 1280, "height": 800})
    box = page.evaluate(
        """() => {
          const svg = document.querySelector(".linklab-live-explorer .linklab-live-picture svg");
          const line = [...svg.querySelectorAll("text")]
            .find((text) => text.textContent.includes("ABED")).getBBox();
          const view = svg.viewBox.baseVal;
          return {line: [line.x, line.y, line.x + line.width, line.y + line.height],
                  view: [view.x, view.y, view.x + view.width, view.y + view.height]};
        }"""
    )
    page.context.close()
    (left, top, right, bottom), (v_left, v_top, v_right, v_bottom) = box["line"], box["view"]
    assert box["line"][2] > box["line"][0]  # the line has a width: it was drawn
    assert v_left <= left and v_top <= top and right <= v_right and bottom <= v_bottom, box
    assert errors == [] and refused == []


def test_the_page_explorers_buttons_and_their_tooltips_speak_chinese():
    """设置's tooltip included: no English word on a Chinese screen."""
    buttons = PageExplorer({"start": [2, 5, 6, 4, 3, 1]}, "zh").view()["buttons"]
    said = [(b["label"], b["title"]) for b in buttons if b["action"] != "move"]
    assert ("设置", "从这个布局重新开始") in said
    english = [text for pair in said for text in pair if re.search(r"[A-Za-z]", text)]
    assert not english, english


# --- the page by keyboard alone -----------------------------------------------------------------

#: Every control Tab may stop at, in the order of the page (visible, not turned off), and every
#: box whose text scrolls with no control inside (Chromium stops there too, so that the arrow
#: keys scroll it).
TABBABLE = """() => {
  const controls = "a[href], button, input, select, textarea, [tabindex]";
  const scrolls = (e) => { const s = getComputedStyle(e);
    return (/(auto|scroll)/.test(s.overflowY) && e.scrollHeight > e.clientHeight + 1) ||
           (/(auto|scroll)/.test(s.overflowX) && e.scrollWidth > e.clientWidth + 1); };
  return [...document.querySelectorAll(controls + ", div, pre")].filter((e) =>
    e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden" &&
    (e.matches(controls) ? !e.disabled && e.tabIndex >= 0
                         : scrolls(e) && !e.querySelector(controls)));
}"""
#: Where the focus is: its place among `TABBABLE`'s (-1 for the page itself), and its ring.
FOCUSED = (
    "() => { const all = ("
    + TABBABLE
    + """)(), e = document.activeElement, style = getComputedStyle(e);
  return [all.indexOf(e), all.length, style.outlineStyle !== "none" &&
          parseFloat(style.outlineWidth) >= 2, e.tagName + "." + e.className]; }"""
)


def tab_walk(page) -> list[list]:
    """Each stop of Tab from the top of the page until it leaves the page's last control."""
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    stops: list[list] = []
    for _ in range(400):
        page.keyboard.press("Tab")
        stop = page.evaluate(FOCUSED)
        if stop[0] < 0 and stops:  # past the last control: the focus left the page
            return stops
        stops.append(stop)
        if len(stops) > 1 and stop[0] <= stops[-2][0]:
            return stops  # came round again without leaving: listed, and failed by the caller
    return stops


def press_on(page, key: str) -> None:
    """Press ``key`` on the control that has the focus and wait for the page's answer."""
    seen = page.evaluate("window.linklabLiveLog.length")
    page.keyboard.press(key)
    page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)


def tab_to(page, locator, most: int = 200) -> None:
    """Press Tab until ``locator`` has the focus (keys only: no click)."""
    for _ in range(most):
        if locator.evaluate("(e) => e === document.activeElement"):
            return
        page.keyboard.press("Tab")
    pytest.fail(f"Tab never reached {locator}")


def cursor_to(page, cell) -> None:
    """The board's cursor to ``cell`` (from 0) by keys: to the top left corner, then down and
    right."""
    for key in ["PageUp", "Home", *["ArrowDown"] * cell[0], *["ArrowRight"] * cell[1]]:
        press_on(page, key)


@pytest.mark.browser
@pytest.mark.parametrize("language", ["en", "zh"])
def test_by_keys_alone_tab_reaches_every_control_in_order_and_a_game_and_a_board_are_played(
    live_site, site_browser, language
):
    """Tab stops at every control of the page, in the page's order, each with a ring of 2
    pixels or more, and goes on past the last (no trap); then the game is played to the end
    and a board painted with the keys alone, each answer said in the page's language."""
    from linklab.core.solver import solve

    out, _ = live_site
    page, refused, errors = open_live(site_browser, out, language, {"width": 1280, "height": 800})
    page.wait_for_function(ALL_LIVE, timeout=120_000, polling=200)
    stops = tab_walk(page)
    total = stops[0][1]
    assert [stop[0] for stop in stops] == list(range(total)), stops
    assert [stop[3] for stop in stops if not stop[2]] == []  # every stop shows its ring

    game = page.locator(".linklab-live-game")
    tab_to(page, game.locator(".linklab-live-picture"))
    moves = solve(Board.from_rows(BOARD), Rules(outside=True), max_nodes=10_000).moves
    assert len(moves) == 4
    for pair in moves:
        for cell in pair:
            cursor_to(page, cell)
            press_on(page, "Enter")
    assert game.locator("svg [data-tag^='tile-']").count() == 0
    said = game.locator(SPOKEN).text_content()
    assert ("won" in said) if language == "en" else ("赢" in said or "清空" in said), said

    editor = page.locator(".linklab-live-editor")
    tab_to(page, editor.locator(".linklab-live-picture"))
    for cell in [(0, 0), (2, 4)]:
        cursor_to(page, cell)
        press_on(page, "Enter")
    assert editor.locator("svg [data-tag^='tile-']").count() == 2
    said = editor.locator(SPOKEN).text_content()
    assert said == ("cursor at (3, 5): A" if language == "en" else "光标在 (3, 5)：A"), said
    page.context.close()
    assert errors == []
    assert refused == []
