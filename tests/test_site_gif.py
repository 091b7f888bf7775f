"""A stepped search saved as an animated GIF in the static page (linklab/site/gif.js, save.js):
the encoder on its own (in node, decoded by Pillow), then the page's Save GIF on a player stepped
in the page and on a live comparison, from disk with the network off, in both languages.
"""

from __future__ import annotations

import base64
import json
import shutil
import subprocess
from pathlib import Path

import pytest
from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from static_pages import small_site

from linklab.render.export import gif_steps
from linklab.site import build as site
from linklab.site.save import GIF_MOST_FRAMES, GIF_TIMING, gif_delays

GIF_JS = Path(site.__file__).with_name("gif.js")

#: Runs gif.js in node and answers the JSON job on its standard input (``RUN_JOB``).
NODE_RUNNER = """
const fs = require("fs");
globalThis.window = {};
eval(fs.readFileSync(process.argv[1], "utf8"));
const job = JSON.parse(fs.readFileSync(0, "utf8"));
const gif = window.linklabGif;
if (job.steps) {
  const chosen = job.steps.map(([total, most]) => gif.frameSteps(total, most));
  process.stdout.write(JSON.stringify(chosen));
} else {
  const writer = gif.gifWriter(job.width, job.height);
  job.frames.forEach((frame, i) =>
    writer.add(new Uint8ClampedArray(Buffer.from(frame, "base64")), job.delays[i]));
  process.stdout.write(Buffer.from(writer.bytes()).toString("base64"));
}
"""


def run_gif_js(job: dict):
    """What gif.js answers ``job`` in node: a GIF's bytes, or the steps chosen."""
    if shutil.which("node") is None:
        pytest.skip("node is missing: the page's GIF encoder is tried in node")
    done = subprocess.run(
        ["node", "-e", NODE_RUNNER, str(GIF_JS)],
        input=json.dumps(job),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(done.stdout) if "steps" in job else base64.b64decode(done.stdout)


def encode(frames: list[bytes], width: int, height: int, delays: list[int]) -> bytes:
    """Frames of RGBA pixels as gif.js writes them into a GIF."""
    job = {
        "width": width,
        "height": height,
        "frames": [base64.b64encode(frame).decode("ascii") for frame in frames],
        "delays": delays,
    }
    return run_gif_js(job)


def decoded(data: bytes) -> list:
    """A GIF's frames as Pillow shows them, in RGB."""
    import io

    from PIL import Image, ImageSequence

    gif = Image.open(io.BytesIO(data))
    assert gif.format == "GIF"
    return [frame.convert("RGB").copy() for frame in ImageSequence.Iterator(gif)]


def durations(data: bytes) -> list[int]:
    """Each frame's time in a GIF, in ms, as Pillow reads it."""
    import io

    from PIL import Image, ImageSequence

    gif = Image.open(io.BytesIO(data))
    return [frame.info["duration"] for frame in ImageSequence.Iterator(gif)]


def pixels_of(image) -> list[tuple[int, int, int]]:
    """An RGB picture's pixels, row by row."""
    data = image.tobytes()
    return list(zip(data[0::3], data[1::3], data[2::3], strict=True))


def rgba(pixels: list[tuple[int, int, int]]) -> bytes:
    return bytes(value for pixel in pixels for value in (*pixel, 255))


# --- the encoder, in node ----------------------------------------------------------------------


@settings(max_examples=examples(12), deadline=None)
@given(
    st.integers(1, 23),
    st.integers(1, 17),
    st.lists(
        st.tuples(st.integers(0, 255), st.integers(0, 255), st.integers(0, 255)),
        min_size=1,
        max_size=255,
        unique=True,
    ),
    st.randoms(use_true_random=False),
)
def test_frames_of_at_most_255_colours_come_back_from_pillow_pixel_for_pixel(
    width, height, colours, random
):
    frames = []
    for _ in range(3):
        pixels = [random.choice(colours) for _ in range(width * height)]
        if frames and random.random() < 0.5:  # a frame that changes only a few pixels
            pixels = list(frames[-1])
            for _ in range(random.randint(0, 3)):
                pixels[random.randrange(len(pixels))] = random.choice(colours)
        frames.append(pixels)
    data = encode([rgba(frame) for frame in frames], width, height, [25, 25, 225])
    shown = decoded(data)
    assert len(shown) == 3
    for frame, image in zip(frames, shown, strict=True):
        assert image.size == (width, height)
        assert pixels_of(image) == frame
    assert durations(data) == [250, 250, 2250]


def test_a_large_noisy_frame_fills_the_code_table_and_still_decodes_exactly():
    import random

    chance = random.Random(44)
    width, height = 211, 157  # far more codes than the 4096 a table holds: it starts again
    colours = [
        (chance.randrange(256), chance.randrange(256), chance.randrange(256)) for _ in range(256)
    ]
    pixels = [chance.choice(colours) for _ in range(width * height)]
    flat = [colours[0]] * (width * height)
    data = encode([rgba(pixels), rgba(flat)], width, height, [10, 10])
    first, second = decoded(data)
    assert pixels_of(first) == pixels
    assert pixels_of(second) == flat


def test_a_frame_of_more_colours_than_a_palette_keeps_its_commonest_exactly():
    width, height = 40, 30
    blends = [(i % 150, 7 + 2 * (i // 150), 7) for i in range(300)]
    pixels = [(0, 90, 200)] * 600 + [(250, 250, 250)] * 300 + blends
    image = decoded(encode([rgba(pixels)], width, height, [5]))[0]
    got = pixels_of(image)
    assert got[:900] == pixels[:900]  # the flat colours, exactly
    assert len(set(got)) <= 256
    # a blend is drawn as the nearest colour kept: never far off
    assert max(abs(a - b) for p, q in zip(got, pixels, strict=True) for a, b in zip(p, q)) <= 8


def test_the_page_chooses_the_steps_the_notebooks_gif_shows():
    pairs = [
        (total, most)
        for total in (0, 1, 5, 238, 239, 240, 241, 1000, 4321)
        for most in (1, 2, 3, 7, 240)
    ]
    chosen = run_gif_js({"steps": pairs})
    assert chosen == [gif_steps(total, most) for total, most in pairs]


# --- the page, from disk, offline --------------------------------------------------------------

BOARD = [[1, 2, 0, 3], [0, 1, 2, 3], [4, 0, 0, 4]]
NOTEBOOK_SOURCE = [
    f"import linklab as ll\nboard = ll.Board.from_rows({BOARD})",
    'll.widgets.ComparePlayer(board, (0, 0), (1, 1), ["003", "bfs outside"])',
    "from linklab.core.search import bfs_events\n"
    "ll.widgets.TracePlayer(board, bfs_events(board, (0, 0), (1, 1)))",
    "ll.widgets.BoardEditor(board)",
    "ll.widgets.SixDigitCompare((2, 5, 6, 4, 3, 1), step=3)",
]


@pytest.fixture(scope="module")
def gif_site(tmp_path_factory):
    """A page of two comparisons and a board editor (live) and a trace player (stepped in the
    page), in both languages."""
    out = tmp_path_factory.mktemp("gif-site")
    small_site(out, "60-gif", NOTEBOOK_SOURCE)
    return out


def open_gif_page(browser, out: Path, language: str):
    refused: list[str] = []
    context = browser.new_context(accept_downloads=True, viewport={"width": 1280, "height": 900})
    site.offline(context, out, refused)
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("console", lambda m: "Content Security Policy" in m.text and problems.append(m.text))
    page.goto((out / language / "60-gif.html").resolve().as_uri())
    page.wait_for_function(site.PLAYERS_DRAWN, timeout=120_000, polling=250)
    return page, refused, problems


def saved(page, button, tmp_path: Path) -> tuple[str, bytes]:
    """The file ``button`` saves: its name and bytes."""
    with page.expect_download(timeout=120_000) as download:
        button.click()
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    return download.value.suggested_filename, path.read_bytes()


def notebook_trace_gif(tmp_path: Path) -> bytes:
    """The GIF the notebook's trace player exports for the page's trace."""
    from linklab.core.board import Board
    from linklab.core.search import bfs_events
    from linklab.widgets import TracePlayer

    board = Board.from_rows(BOARD)
    player = TracePlayer(board, bfs_events(board, (0, 0), (1, 1)), export_dir=tmp_path)
    return Path(player.export_file("gif")).read_bytes()


def mean_difference(one, other) -> float:
    from PIL import ImageChops, ImageStat

    return sum(ImageStat.Stat(ImageChops.difference(one, other)).mean) / 3


@pytest.mark.browser
def test_a_players_gif_has_every_step_timed_as_the_notebooks_and_starts_as_its_png(
    gif_site, site_browser, tmp_path
):
    import io

    from PIL import Image

    from tests.static_pages import page_frames

    page, refused, problems = open_gif_page(site_browser, gif_site, "en")
    stage = page.locator(".linklab-stage").first
    stage.press("Home")
    _, png = saved(page, stage.locator(".linklab-stage-save-png"), tmp_path)
    button = stage.locator(".linklab-stage-save-gif")
    assert button.inner_text() == "Save GIF"
    name, data = saved(page, button, tmp_path)
    assert name == "linklab-player-steps.gif"
    frames = decoded(data)
    html = (gif_site / "en" / "60-gif.html").read_text(encoding="utf-8")
    svgs = next(svgs for svgs in page_frames(html).values() if len(svgs) == len(frames))
    total = int(stage.locator("input[type=range]").get_attribute("max"))
    assert len(frames) == total + 1 == len(svgs)
    # the notebook's Export of the same search: as many frames, each shown as long
    assert durations(data) == durations(notebook_trace_gif(tmp_path))
    assert durations(data) == [10 * d for d in gif_delays(total + 1, *GIF_TIMING[""])]
    for step in range(total):
        if svgs[step] != svgs[step + 1]:
            assert frames[step].tobytes() != frames[step + 1].tobytes(), step
    # the first frame is step 0's PNG (drawn at twice the size), at the picture's own size
    first_png = Image.open(io.BytesIO(png)).convert("RGB")
    assert first_png.size == (2 * frames[0].width, 2 * frames[0].height)
    small = first_png.reduce(2)
    assert mean_difference(frames[0], small) < 2.0
    others = [frame for frame, svg in zip(frames, svgs, strict=True) if svg != svgs[0]]
    assert mean_difference(frames[0], small) < min(mean_difference(o, small) for o in others)
    assert page.locator(".linklab-gif-note").inner_text() == ""  # every step: nothing to say
    page.context.close()
    assert problems == [] and refused == []


@pytest.mark.browser
# The GIFs are made alike in either language: this one in English, the capped one below in
# Chinese, so that each edition's words are read once.
@pytest.mark.parametrize("language", ["en"])
def test_the_live_comparisons_save_their_search_as_a_gif_offline(
    gif_site, site_browser, language, tmp_path
):
    import io

    from PIL import Image

    page, refused, problems = open_gif_page(site_browser, gif_site, language)
    for app in ("compare", "sixcompare"):
        part = page.locator(f".linklab-live-{app}")
        page.wait_for_function(
            "(app) => document.querySelector('.linklab-live-' + app).dataset.steps === 'ready'",
            arg=app,
            timeout=60_000,
        )
        button = part.locator(".linklab-live-save-gif")
        assert button.inner_text() == {"en": "Save GIF", "zh": "保存 GIF"}[language]
        assert button.is_visible()
        last = int(part.locator(".linklab-live-slider").get_attribute("max"))
        name, data = saved(page, button, tmp_path)
        assert name == f"linklab-{app}-steps.gif"
        frames = decoded(data)
        assert len(frames) == last + 1, app
        assert durations(data) == [10 * d for d in gif_delays(last + 1, *GIF_TIMING[""])]
        assert frames[0].tobytes() != frames[-1].tobytes(), app
        # the first frame is step 0's PNG, at the picture's own size
        part.locator(".linklab-live-step-first").click()
        _, png = saved(page, part.locator(".linklab-live-save-png"), tmp_path)
        small = Image.open(io.BytesIO(png)).convert("RGB").reduce(2)
        assert small.size == frames[0].size, app
        assert mean_difference(frames[0], small) < 2.0, app
    page.context.close()
    assert problems == [] and refused == []


#: A search of ``count`` steps, each step's picture filled with a colour that names it.
NUMBERED_STEPS = """async (count) => {
  const button = document.querySelector(".linklab-stage-save-gif");
  const svgAt = (step) => `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="8">` +
    `<rect width="24" height="8" fill="rgb(${step >> 8},${step & 255},9)"/></svg>`;
  await window.linklabSaveGif({count, svgAt, name: "numbered", timing: "linklab-learner"},
                              button);
  return button.nextElementSibling.textContent;
}"""


@pytest.mark.browser
@pytest.mark.parametrize("language", ["zh"])  # English: the comparisons' GIF above
def test_a_long_search_gives_the_capped_steps_and_says_so_in_one_line(
    gif_site, site_browser, language, tmp_path
):
    page, refused, problems = open_gif_page(site_browser, gif_site, language)
    with page.expect_download(timeout=120_000) as download:
        said = page.evaluate(NUMBERED_STEPS, 1000)
    path = tmp_path / "numbered.gif"
    download.value.save_as(path)
    assert download.value.suggested_filename == "numbered.gif"
    frames = decoded(path.read_bytes())
    steps = [(lambda r, g, b: r * 256 + g)(*frame.getpixel((3, 3))) for frame in frames]
    assert steps == gif_steps(999, GIF_MOST_FRAMES) and len(steps) == GIF_MOST_FRAMES
    # the learner's: 3 a second, the last held 2 s
    assert durations(path.read_bytes()) == [
        10 * d for d in gif_delays(GIF_MOST_FRAMES, *GIF_TIMING["linklab-learner"])
    ]
    assert durations(path.read_bytes())[-1] > 2000
    expected = {
        "en": f"The GIF shows {GIF_MOST_FRAMES} of the 1000 steps, evenly spread",
        "zh": f"GIF 从全部 1000 步中均匀选取了 {GIF_MOST_FRAMES} 步",
    }[language]
    assert said.startswith(expected) and "\n" not in said, said
    page.context.close()
    assert problems == [] and refused == []


#: Whether the page's Python has sent every step of the editor's search.
EDITOR_STEPS_SENT = """() => {
  const parts = [...document.querySelectorAll(".linklab-live")];
  const id = "part-" + parts.indexOf(document.querySelector(".linklab-live-editor"));
  return window.linklabLiveBatches.some((batch) => batch.part === id && batch.done);
}"""


@pytest.mark.browser
def test_the_editors_search_saves_as_a_gif_once_run_and_not_before(
    gif_site, site_browser, tmp_path
):
    page, refused, problems = open_gif_page(site_browser, gif_site, "en")
    editor = page.locator(".linklab-live-editor")
    page.wait_for_function(
        "() => window.linklabLiveLog.filter((e) => e.event === 'live').length >= 3",
        timeout=120_000,
        polling=200,
    )
    gif = editor.locator(".linklab-live-save-gif")
    assert gif.count() == 1 and not gif.is_visible()  # no search yet: nothing steps

    def act(locator):
        seen = page.evaluate("window.linklabLiveLog.length")
        locator.click()
        page.wait_for_function("(n) => window.linklabLiveLog.length > n", arg=seen)

    act(editor.locator(".linklab-live-mode-endpoints"))
    act(editor.locator("svg [data-tag='tile-1-1']"))
    act(editor.locator("svg [data-tag='tile-2-2']"))
    act(editor.locator(".linklab-live-do-run"))
    page.wait_for_function(EDITOR_STEPS_SENT, timeout=60_000, polling=200)
    assert gif.is_visible()
    last = int(editor.locator(".linklab-live-slider").get_attribute("max"))
    name, data = saved(page, gif, tmp_path)
    assert name == "linklab-editor-steps.gif"
    frames = decoded(data)
    assert len(frames) == last + 1
    assert len({frame.tobytes() for frame in frames}) > 1
    page.context.close()
    assert problems == [] and refused == []


def test_the_guide_states_the_gifs_cap_and_pace_as_the_page_keeps_them():
    import re

    docs = Path(__file__).parent.parent / "docs"
    english = (docs / "site.md").read_text(encoding="utf-8")
    chinese = (docs / "zh" / "site.md").read_text(encoding="utf-8")
    fps, hold = GIF_TIMING[""]
    learner_fps, learner_hold = GIF_TIMING["linklab-learner"]
    said = re.search(
        r"\((\d+) steps a second and the last held (\d+) s; a learner's search "
        r"(\d+) a second, the last held (\d+) s\)\. A search longer than (\d+) steps",
        english,
    )
    assert said, "docs/site.md says no longer what a GIF holds"
    expected = [fps, hold / fps, learner_fps, learner_hold / learner_fps, GIF_MOST_FRAMES]
    assert [int(n) for n in said.groups()] == expected
    said = re.search(
        r"每秒 (\d+) 步，最后一步停 (\d+) 秒；学习者的搜索每秒 (\d+) 步，最后一步也停 (\d+) 秒）。"
        r"超过 (\d+) 步",
        chinese,
    )
    assert said, "docs/zh/site.md says no longer what a GIF holds"
    assert [int(n) for n in said.groups()] == expected
