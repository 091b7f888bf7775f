"""What a learner does in a static page is kept (`linklab.site.keep`): reloaded mid-work, the
page gives back every exercise cell's text, the game with its undo history, a painted board
and the explorer's position; each has its reset, the page a fresh start; the work saved as a
file comes back after "forget", and a file that is not one, or is newer, is refused in a line.

The page is built from a notebook of an exercise and three live parts, opened from disk with
every request outside the site refused.
"""

from __future__ import annotations

import json

import pytest
from static_pages import small_site

from linklab.site import build as site
from linklab.site import keep

NOTEBOOK_SOURCE = [
    "import linklab as ll",
    "prediction = ...",
    'll.exercises.check("02.1", prediction)',
    "board = ll.Board.from_rows([[1, 2, 0, 3], [0, 1, 2, 3], [4, 0, 0, 4]])\n"
    "ll.widgets.GameWidget(board, ll.Rules(outside=True))",
    "ll.widgets.BoardEditor(ll.Board.empty(3, 5), kinds=3)",
    "ll.widgets.SixDigitExplorer()",
]
#: True once the page's three live parts answer.
ALL_LIVE = "() => (window.linklabLiveLog || []).filter((e) => e.event === 'live').length >= 3"


@pytest.fixture(scope="module")
def keep_site(tmp_path_factory):
    """The page of that notebook in both languages."""
    import nbformat

    out = tmp_path_factory.mktemp("keep-site")
    cells = [nbformat.v4.new_code_cell(source) for source in NOTEBOOK_SOURCE]
    cells[1].metadata["tags"] = ["exercise"]
    return out, {lang: page.path for lang, page in small_site(out, "52-kept", cells).items()}


def test_every_word_of_the_keeping_is_in_chinese():
    english, chinese = keep.keep_words("en"), keep.keep_words("zh")
    assert english == keep.KEEP_WORDS
    untranslated = [key for key in english if chinese[key] == english[key]]
    assert untranslated == []


def go_live(page) -> None:
    page.wait_for_function(ALL_LIVE, timeout=180_000, polling=200)


def act(page, locator) -> None:
    seen = page.evaluate("window.linklabLiveLog.length")
    locator.click()
    page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)


def work(page) -> dict:
    """What the page shows of the learner's work."""
    game, editor = page.locator(".linklab-live-game"), page.locator(".linklab-live-editor")
    return {
        "cell": page.locator("textarea.linklab-python-editor").input_value(),
        "game": game.locator("svg [data-tag^='tile-']").count(),
        "editor": sorted(
            editor.locator("svg [data-tag^='tile-']").evaluate_all(
                "(tiles) => tiles.map((t) => t.dataset.tag)"
            )
        ),
        "explorer": page.locator(".linklab-live-explorer .linklab-live-info").inner_text(),
    }


def do_work(page) -> None:
    page.locator("textarea.linklab-python-editor").fill("prediction = 7  # my answer")
    game, editor = page.locator(".linklab-live-game"), page.locator(".linklab-live-editor")
    act(page, game.locator("svg [data-tag='tile-3-1']"))
    act(page, game.locator("svg [data-tag='tile-3-4']"))  # a pair taken: 6 tiles left
    act(page, editor.locator(".linklab-live-kind-2"))
    for r, c in [(1, 1), (3, 5)]:
        act(page, editor.locator(f"svg [data-tag='cell-{r}-{c}']"))
    explorer = page.locator(".linklab-live-explorer")
    for css in ["move-alpha", "move-beta"]:
        act(page, explorer.locator(f".linklab-live-do-{css}"))


@pytest.mark.browser
# In Chinese on a phone: work is kept alike in either language and at any width; the English
# page keeps and gives back its work in the test of the saved file below.
@pytest.mark.parametrize(("language", "viewport"), [("zh", {"width": 390, "height": 844})])
def test_a_reload_mid_work_gives_everything_back_and_each_reset_undoes_its_part(
    keep_site, site_browser, language, viewport
):
    out, pages = keep_site
    refused: list[str] = []
    context = site_browser.new_context(viewport=viewport)
    site.offline(context, out, refused)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("dialog", lambda dialog: dialog.accept())
    try:
        page.goto(pages[language].resolve().as_uri())
        go_live(page)
        fresh = work(page)
        do_work(page)
        done = work(page)
        assert done["game"] == fresh["game"] - 2 and len(done["editor"]) == 2
        assert done["explorer"] != fresh["explorer"] and done["cell"] != fresh["cell"]

        page.reload()
        go_live(page)
        assert work(page) == done
        act(page, page.locator(".linklab-live-game .linklab-live-do-undo"))  # its history kept
        assert work(page)["game"] == fresh["game"]
        act(page, page.locator(".linklab-live-game .linklab-live-do-redo"))

        reset_board = page.locator(".linklab-live-editor .linklab-live-reset")
        assert reset_board.inner_text() == keep.keep_words(language)["reset_board"]
        act(page, reset_board)
        page.locator(".linklab-python-reset").click()
        after = work(page)
        assert after["editor"] == [] and after["cell"] == fresh["cell"]
        assert after["game"] == done["game"] and after["explorer"] == done["explorer"]
        page.reload()
        go_live(page)
        assert work(page) == after

        with page.expect_navigation():  # the page afresh, confirmed
            page.locator(".linklab-keep-afresh").click()
        go_live(page)
        assert work(page) == fresh
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"] + 2
    finally:
        context.close()
    assert errors == []
    assert refused == []


@pytest.mark.browser
def test_work_saved_as_a_file_comes_back_after_forgetting_and_a_bad_file_is_one_line(
    keep_site, site_browser, tmp_path
):
    _, pages = keep_site
    context = site_browser.new_context(accept_downloads=True)
    page = context.new_page()
    page.on("dialog", lambda dialog: dialog.accept())
    try:
        page.goto(pages["en"].resolve().as_uri())
        go_live(page)
        fresh = work(page)
        do_work(page)
        done = work(page)
        with page.expect_download() as download:
            page.locator(".linklab-keep-save").click()
        saved = tmp_path / "work.json"
        download.value.save_as(saved)
        held = json.loads(saved.read_text(encoding="utf-8"))
        assert held["version"] == keep.WORK_VERSION and "en/52-kept.html" in held["pages"]

        with page.expect_navigation():
            page.locator(".linklab-keep-forget").click()
        go_live(page)
        assert work(page) == fresh
        # nothing of the work is left: only Forget's own stamp, which tells other tabs it happened
        left = page.evaluate("Object.keys(localStorage)")
        assert [key for key in left if not key.startswith("linklab-kept-stamp")] == [], left

        line = page.locator(".linklab-keep-line")
        for name, text, why in [
            ("notes.json", "not json {", "not a linklab work file"),
            ("list.json", "[1, 2]", "not a linklab work file"),
            ("newer.json", json.dumps({**held, "version": 99}), "newer linklab (version 99)"),
        ]:
            (tmp_path / name).write_text(text, encoding="utf-8")
            page.locator(".linklab-keep-file").set_input_files(str(tmp_path / name))
            page.wait_for_function(
                "(name) => document.querySelector('.linklab-keep-line').textContent.includes(name)",
                arg=name,
            )
            said = line.inner_text()
            assert said.startswith(f"cannot load {name}: ") and why in said, said
            assert "\n" not in said
        assert work(page) == fresh

        with page.expect_navigation():
            page.locator(".linklab-keep-file").set_input_files(str(saved))
        go_live(page)
        assert work(page) == done
        assert "1 page" in line.inner_text()
    finally:
        context.close()


def test_keep_tags_hold_the_words_as_json_the_page_can_read():
    tags = keep.keep_tags("<head></head><div class='linklab-python-check'>", "../_static", "zh")
    payload = tags.split('id="linklab-keep-words">', 1)[1].split("</script>", 1)[0]
    read = json.loads(payload)
    assert read["version"] == keep.WORK_VERSION and read["words"] == keep.keep_words("zh")
    assert keep.keep_tags("<head></head><p>", "../_static", "en") == "<head></head><p>"


@pytest.mark.browser
def test_a_browser_refusing_workers_from_disk_is_told_how_to_serve_the_folder(
    keep_site, site_browser
):
    from linklab.site.live import LIVE_WORDS
    from linklab.site.python import WORDS

    assert WORDS["from_disk"] == LIVE_WORDS["from_disk"]
    _, pages = keep_site
    context = site_browser.new_context()
    context.add_init_script(
        "window.Worker = function () {"
        " throw new DOMException('workers are refused here', 'SecurityError'); };"
    )
    page = context.new_page()
    try:
        page.goto(pages["en"].resolve().as_uri())
        page.locator("button.linklab-python-button").click()
        status = page.locator(".linklab-python-status")
        page.wait_for_function(
            "() => document.querySelector('.linklab-python-status').textContent.includes('serve')"
        )
        said = status.inner_text()
        assert "workers are refused here" in said and WORDS["from_disk"] in said, said
        note = page.locator(".linklab-live-game .linklab-live-note")
        assert WORDS["from_disk"] in note.inner_text()
    finally:
        context.close()
