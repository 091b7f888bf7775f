"""A link to any board (`linklab.apps.page_link`, ``linklab/site/links.js``): the game, the
editor and the comparisons put what they show in the page's address as the learner works; the
address opened elsewhere (from disk, the network off, nothing kept) shows exactly that board,
selection and step; a cut, newer or unreadable link is one line and the page's own board; on a
390 px phone the game and the editor zoom so that a tile is at least 32 px and a tap still
picks it.

The pages are a notebook of four live parts and the app page, built once for the module.
"""

from __future__ import annotations

import json
import re
import shutil

import pytest
from hypothesis import given
from hypothesis import strategies as st
from static_pages import small_site

from linklab.apps.page_compare import PageCompare
from linklab.apps.page_editor import PageEditor
from linklab.apps.page_game import PageGame
from linklab.apps.page_link import (
    LinkState,
    format_payload,
    link_address,
    parse_payload,
)
from linklab.apps.page_sixcompare import PageSixCompare
from linklab.core.errors import InputError
from linklab.site import build as site

BOARD = [[1, 2, 0, 3], [0, 1, 2, 3], [4, 0, 0, 4]]
COMPARED = ["003", "bfs outside"]
NOTEBOOK_SOURCE = [
    "import linklab as ll",
    f"board = ll.Board.from_rows({BOARD})\nll.widgets.GameWidget(board, ll.Rules(outside=True))",
    "ll.widgets.BoardEditor(ll.Board.empty(3, 5), kinds=3)",
    f"ll.widgets.ComparePlayer(board, (0, 0), (1, 1), {COMPARED})",
    "ll.widgets.SixDigitCompare((2, 5, 6, 4, 3, 1), step=3)",
]
CHINESE = re.compile(r"[\u4e00-\u9fff]")

# --- the payload, without a page ---------------------------------------------------------------

cells = st.tuples(st.integers(0, 39), st.integers(0, 39))


@st.composite
def states(draw) -> LinkState:
    rows, cols = draw(st.integers(1, 7)), draw(st.integers(1, 7))
    grid = draw(
        st.lists(
            st.lists(st.integers(0, 52), min_size=cols, max_size=cols), min_size=rows, max_size=rows
        )
    )
    return LinkState(
        grid=tuple(map(tuple, grid)),
        max_turns=draw(st.none() | st.integers(0, 8)),
        outside=draw(st.none() | st.booleans()),
        picks=tuple(draw(st.lists(cells, max_size=2))),
        method=draw(st.none() | st.sampled_from(["bfs", "dfs", "fast"])),
        step=draw(st.none() | st.integers(0, 10**6)),
    )


@given(states())
def test_a_payload_reads_back_as_the_state_it_was_written_from(state):
    payload = format_payload(state)
    assert parse_payload(payload) == state
    assert re.fullmatch(r"[A-Za-z0-9.\-]+", payload)  # nothing an address must escape


@given(states(), st.data())
def test_a_board_cut_inside_a_row_is_refused_in_one_line(state, data):
    payload = format_payload(state)
    board = payload.split(".")[0]
    if "-" not in board:
        return
    last_row = board.rsplit("-", 1)[1]
    cut = data.draw(st.integers(1, len(last_row)))
    shortened = board[: len(board) - cut]
    try:
        read = parse_payload(shortened)
    except InputError as why:
        assert "\n" not in str(why) and "link" in str(why)
    else:  # a whole row was cut: the check at the link's end finds it in the page
        assert read.grid != state.grid


def test_each_part_opens_its_own_link_as_it_showed_it_and_refuses_a_bad_one_unchanged():
    game = PageGame({"grid": BOARD, "outside": True})
    game.act("click", [0, 0]), game.act("click", [1, 1]), game.act("click", [0, 1])
    editor = PageEditor({"grid": [[0] * 5 for _ in range(3)], "kinds": 3})
    for cell in ([0, 0], [2, 4]):
        editor.act("click", cell)
    editor.act("mode", "endpoints")
    for cell in ([0, 0], [2, 4]):
        editor.act("click", cell)
    editor.act("run"), editor.act("step", "back")
    compare = PageCompare({"grid": BOARD, "ends": [[0, 0], [1, 1]], "approaches": COMPARED})
    compare.act("click", [0, 3]), compare.act("click", [1, 3]), compare.act("run")
    compare.act("step", 3)
    six = PageSixCompare({"layout": [2, 5, 6, 4, 3, 1], "step": 3})
    six.act("new", {"layout": "253146"}), six.act("step", 2)
    fresh = {
        "game": lambda language: PageGame({"grid": [[1, 1]]}, language),
        "editor": lambda language: PageEditor({}, language),
        "compare": lambda language: PageCompare(
            {"grid": BOARD, "ends": [[0, 0], [1, 1]], "approaches": COMPARED}, language
        ),
        "six": lambda language: PageSixCompare({}, language),
    }
    for name, part in {"game": game, "editor": editor, "compare": compare, "six": six}.items():
        shown = part.act("view")
        opening = fresh[name]("en")
        opened = opening.act("link", shown["link"])
        assert opened["linked"] is True, opened["message"]
        assert opened["link"] == shown["link"], name
        if name == "game":  # the last move's path is not carried: the board and the pick are
            were, are = part.session, opening.session
            assert (are.board, are.selected, are.rules) == (were.board, were.selected, were.rules)
        else:  # (the game says its pick instead)
            assert opened["svg"] == shown["svg"], name
            assert opened["message"] == "the board from the link", name
        assert (opened.get("step") or {}).get("at") == (shown.get("step") or {}).get("at")
        for bad in ("bA1-A", "bA.t9", "l25314", "bA.zz", ""):
            other = fresh[name]("zh")
            before = other.act("view")
            refused = other.act("link", bad)
            assert refused["linked"] is False
            assert (refused["svg"], refused["link"]) == (before["svg"], before["link"])
            line = refused["message"]
            assert "\n" not in line and CHINESE.search(line) and "cannot" not in line, line


# --- in the page ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def links_site(tmp_path_factory):
    """The four-part notebook's page in both languages, and the app pages."""
    out = tmp_path_factory.mktemp("links-site")
    pages = {lang: page.path for lang, page in small_site(out, "53-links", NOTEBOOK_SOURCE).items()}
    apps = dict(zip(("en", "zh"), site.write_app(out), strict=True))
    return out, pages, apps


def live_count(n: int) -> str:
    return f"() => (window.linklabLiveLog || []).filter((e) => e.event === 'live').length >= {n}"


class Opened:
    """A page opened from disk in a fresh browser context (nothing kept), network off."""

    def __init__(self, browser, out, viewport, phone=False):
        self.refused: list[str] = []
        self.errors: list[str] = []
        extra = {"has_touch": True, "is_mobile": True} if phone else {}
        self.context = browser.new_context(viewport=viewport, **extra)
        site.offline(self.context, out, self.refused)
        self.page = self.context.new_page()
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))

    def go(self, path, fragment="", parts=4):
        self.page.goto(path.resolve().as_uri() + fragment)
        self.page.wait_for_function(live_count(parts), timeout=180_000, polling=200)
        return self.page

    def close(self):
        self.context.close()
        assert self.errors == []
        assert self.refused == []


def act(page, locator, how="click") -> None:
    """Press ``locator`` and wait for the part's answer (or its step drawn here)."""
    seen = page.evaluate("window.linklabLiveLog.length")
    getattr(locator, how)()
    page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)


def shown(part) -> dict:
    """What a part shows: its picture's shapes, the step and the message."""
    slider = part.locator(".linklab-live-slider")
    return {
        "tags": sorted(
            part.locator(".linklab-live-picture svg [data-tag]").evaluate_all(
                "(all) => all.map((s) => s.dataset.tag + ':' + (s.getAttribute('fill') || ''))"
            )
        ),
        "step": slider.input_value() if slider.count() else None,
    }


def fragment(page) -> str:
    return page.evaluate("location.hash")


def setup_of(part) -> dict:
    return json.loads(part.locator(".linklab-live-data").text_content())["setup"]


@pytest.mark.browser
# One walk, in Chinese on a phone: the address is written and read alike in either language and
# at any width (its form is tested below, in both languages, at both widths); what the English
# page says of an opened link is the apps' own line (read above, with no page).
@pytest.mark.parametrize(("language", "viewport"), [("zh", {"width": 390, "height": 844})])
def test_the_address_follows_the_work_and_opens_the_same_board_selection_and_step(
    links_site, site_browser, language, viewport
):
    out, pages, _ = links_site
    first = Opened(site_browser, out, viewport)
    page = first.go(pages[language])
    assert fragment(page) == ""  # opening the page writes nothing in its address
    game, editor = page.locator(".linklab-live-game"), page.locator(".linklab-live-editor")
    compare = page.locator(".linklab-live-compare")
    # The editor: two tiles painted, picked, searched, stepped back twice (here, no Python).
    python_editor = PageEditor(setup_of(editor))
    for r, c in [(1, 1), (3, 5)]:
        act(page, editor.locator(f"svg [data-tag='cell-{r}-{c}']"))
        python_editor.act("click", [r - 1, c - 1])
    act(page, editor.locator(".linklab-live-mode-endpoints"))
    python_editor.act("mode", "endpoints")
    for r, c in [(1, 1), (3, 5)]:
        act(page, editor.locator(f"svg [data-tag='tile-{r}-{c}']"))
        python_editor.act("click", [r - 1, c - 1])
    act(page, editor.locator(".linklab-live-do-run"))
    python_editor.act("run")
    for _ in range(2):
        act(page, editor.locator(".linklab-live-step-back"))
        python_editor.act("step", "back")
    editor_link = fragment(page)
    assert editor_link == "#" + link_address("editor", python_editor.act("view")["link"])
    editor_shown = shown(editor)
    # A comparison: another query, stepped three steps on.
    python_compare = PageCompare(setup_of(compare))
    for r, c in [(1, 4), (2, 4)]:
        act(page, compare.locator(f"svg [data-tag='tile-{r}-{c}']").first)
        python_compare.act("click", [r - 1, c - 1])
    act(page, compare.locator(".linklab-live-do-run"))
    python_compare.act("run")
    for _ in range(3):
        act(page, compare.locator(".linklab-live-step-forward"))
        python_compare.act("step", "forward")
    compare_link = fragment(page)
    assert compare_link == "#" + link_address("compare", python_compare.act("view")["link"])
    compare_shown = shown(compare)
    # The game: a pair taken, a tile picked.
    for cell in ["tile-1-1", "tile-2-2", "tile-1-2"]:
        act(page, game.locator(f"svg [data-tag='{cell}']"))
    game_link = fragment(page)
    assert re.fullmatch(r"#ll1\.game\.b[^.]+\.t2\.o1\.p1x2\.[0-9a-z]{3}", game_link), game_link
    game_shown = shown(game)
    # Reloaded, the page's own address gives back its work, the game's undo included.
    page.reload()
    page.wait_for_function(live_count(4), timeout=180_000, polling=200)
    assert shown(game) == game_shown and shown(editor) == editor_shown
    assert game.locator("button.linklab-live-do-undo").is_enabled()
    first.close()

    # Elsewhere, nothing kept: each link gives exactly what was shown.
    second = Opened(site_browser, out, viewport)
    page = second.go(pages[language], editor_link)
    editor = page.locator(".linklab-live-editor")
    assert shown(editor) == editor_shown
    said = editor.locator(".linklab-live-message").inner_text()
    assert said == ("这是链接里的棋盘" if language == "zh" else "the board from the link")
    assert shown(page.locator(".linklab-live-game"))["tags"] != game_shown["tags"]  # its own
    seen = page.evaluate("window.linklabLiveLog.length")
    page.evaluate("(hash) => { location.hash = hash; }", compare_link)  # pasted in: no reload
    page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)
    assert shown(page.locator(".linklab-live-compare")) == compare_shown
    seen = page.evaluate("window.linklabLiveLog.length")
    page.evaluate("(hash) => { location.hash = hash; }", game_link)
    page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)
    assert shown(page.locator(".linklab-live-game")) == game_shown
    # "Start this page afresh" starts from the page's own boards, not the link's again.
    page.on("dialog", lambda dialog: dialog.accept())
    with page.expect_navigation():
        page.locator(".linklab-keep-afresh").click()
    page.wait_for_function(live_count(4), timeout=180_000, polling=200)
    assert fragment(page) == ""
    assert shown(page.locator(".linklab-live-game")) != game_shown
    # The slide edition's own fragment is left alone as the learner works.
    page.evaluate("history.replaceState(null, '', '#/2')")
    act(page, page.locator(".linklab-live-compare .linklab-live-step-back"))
    assert fragment(page) == "#/2"
    second.close()


@pytest.mark.browser
@pytest.mark.parametrize(
    ("language", "viewport"),
    [("zh", {"width": 1280, "height": 900}), ("en", {"width": 390, "height": 844})],
)
def test_a_cut_newer_or_unreadable_link_is_one_line_and_the_pages_own_board(
    links_site, site_browser, language, viewport
):
    out, pages, _ = links_site
    built = Opened(site_browser, out, viewport)
    page = built.page
    page.goto(pages[language].resolve().as_uri())
    editor = page.locator(".linklab-live-editor")
    own = shown(editor)  # as the page is built, before its Python is up
    built.close()
    whole = link_address("editor", "bA3A-5-4B.t2.o0.p1x1.p1x5.mbfs.s3")
    unreadable = link_address("editor", "bA3A-5-4.t2")  # whole, but rows of unequal length
    # the first opens the page, the others are pasted into its address (one start of its
    # Python, not four): both ways go through the page's one reader of links
    cut, *pasted = (whole[: len(whole) // 2], whole[:-1], "ll9." + whole[4:], unreadable)
    opened = Opened(site_browser, out, viewport)
    page = opened.go(pages[language], "#" + cut)
    editor = page.locator(".linklab-live-editor")
    for fragment_ in (cut, *pasted):
        if fragment_ != cut:
            page.evaluate(PASTED, "#" + fragment_)
        assert shown(editor) == own, fragment_
        line = editor.locator(".linklab-live-message").inner_text()
        assert line and "\n" not in line, fragment_
        assert bool(CHINESE.search(line)) == (language == "zh"), line
        if fragment_.startswith("ll9"):
            assert "9" in line
        assert page.locator(".linklab-live-game .linklab-live-message").inner_text() == ""
    opened.close()


#: A link pasted into an open page's address, resolved once the editor says a line of it; the
#: line emptied before, so that what it says after was said for this link. The page reads a
#: link's form itself, but whether its board can be played only its Python can say: that line
#: comes a moment later, after a round trip to the page's Python (a minute at most, then the
#: test reads an empty line and fails).
PASTED = """(hash) => new Promise((done) => {
    const line = document.querySelector(".linklab-live-editor .linklab-live-message");
    line.textContent = "";
    const until = performance.now() + 60000;
    const said = () => (line.textContent || performance.now() > until
                        ? done() : requestAnimationFrame(said));
    window.addEventListener("hashchange", () => setTimeout(said), {once: true});
    location.hash = hash;
})"""


def tile_size(part) -> float:
    box = part.locator("svg [data-tag^='tile-'], svg [data-tag^='cell-']").first.bounding_box()
    return min(box["width"], box["height"])


def page_width(page) -> int:
    return page.evaluate("document.documentElement.scrollWidth")


@pytest.mark.browser
@pytest.mark.parametrize("language", ["en", "zh"])
def test_on_a_phone_the_big_game_and_the_editor_zoom_to_tiles_a_finger_can_tap(
    links_site, site_browser, language
):
    out, _, apps = links_site
    phone = Opened(site_browser, out, {"width": 390, "height": 844}, phone=True)
    page = phone.go(apps[language], parts=2)
    game, editor = page.locator(".linklab-live-game"), page.locator(".linklab-live-editor")
    assert tile_size(game) < 32  # the 10x20 board fits the screen: too small for a finger
    assert page_width(page) <= 390
    for _ in range(2):
        game.locator(".linklab-live-zoom-in").click()
        assert tile_size(game) >= 32
        assert page_width(page) <= 390  # the board's own box pans, not the page
    game.locator(".linklab-live-zoom-out").click()
    assert tile_size(game) >= 32
    tile = game.locator("svg [data-tag^='tile-']").nth(57)
    r, c = re.fullmatch(r"tile-(\d+)-(\d+)", tile.get_attribute("data-tag")).groups()
    act(page, tile, "tap")
    said = game.locator(".linklab-live-message").inner_text()
    assert f"({r}, {c})" in said, said
    assert re.search(rf"\.p{r}x{c}\.", fragment(page)), fragment(page)
    assert tile_size(game) >= 32  # still zoomed once the picked board is drawn
    editor.locator(".linklab-live-zoom-in").click()
    assert tile_size(editor) >= 32 and page_width(page) <= 390
    act(page, editor.locator("svg [data-tag='cell-2-3']"), "tap")
    assert editor.locator("svg [data-tag='tile-2-3']").count() == 1
    assert tile_size(editor) >= 32
    phone.close()


def test_the_pages_reader_finds_every_cut_of_a_link_and_says_which_versions_it_reads(tmp_path):
    """``links.js`` run by node: every link cut short anywhere is refused (none opens as a
    shorter link), a newer or older version is named, another fragment is no link at all, and
    its check is the one `link_address` writes."""
    import subprocess
    from pathlib import Path

    node = shutil.which("node")
    if node is None:
        pytest.skip("node is missing")
    script = Path(site.__file__).with_name("links.js").read_text(encoding="utf-8")
    whole = link_address("compare2", "bA3A-5-4B.p1x1.p1x5.s3")
    cuts = [whole[:n] for n in range(len(whole))]
    probe = tmp_path / "probe.js"
    probe.write_text(
        script
        + f"\nconst cuts = {json.dumps(cuts)};\n"
        + "console.log(JSON.stringify({\n"
        + f"  whole: linklabLinks.read('#{whole}'),\n"
        + "  cuts: cuts.map((cut) => linklabLinks.read('#' + cut)),\n"
        + "  others: ['#/3', '#/2/1', '#The-game', ''].map(linklabLinks.read),\n"
        + "  newer: linklabLinks.read('#ll2.game.bAA.abc'),\n"
        + "  older: linklabLinks.read('#ll0.game.bAA.abc'),\n"
        + "  address: linklabLinks.address('compare2', 'bA3A-5-4B.p1x1.p1x5.s3'),\n"
        + "  names: linklabLinks.partNames(['game', 'compare', 'compare', 'editor']),\n"
        + "}));\n",
        encoding="utf-8",
    )
    read = json.loads(subprocess.run([node, str(probe)], capture_output=True, text=True).stdout)
    assert read["whole"] == {"part": "compare2", "payload": "bA3A-5-4B.p1x1.p1x5.s3"}
    assert read["address"] == whole
    assert [found for found in read["cuts"] if found and "payload" in found] == []
    assert all(found and found["why"] == "link_cut" for found in read["cuts"][3:])
    assert read["others"] == [None, None, None, None]
    assert read["newer"]["why"] == "link_newer" and read["newer"]["values"]["version"] == 2
    assert read["older"]["why"] == "link_older" and read["older"]["part"] == "game"
    assert read["names"] == ["game", "compare", "compare2", "editor"]


def test_the_link_the_documents_show_opens():
    from pathlib import Path

    root = Path(__file__).parent.parent
    for doc in (root / "docs" / "site.md", root / "docs" / "zh" / "site.md"):
        shown = re.search(r"#(ll1\.(\w+)\.(\S+)\.[0-9a-z]{3})\b", doc.read_text(encoding="utf-8"))
        assert shown, doc
        assert shown[1] == link_address(shown[2], shown[3]), doc
        assert parse_payload(shown[3]).picks == ((0, 0), (0, 4))
