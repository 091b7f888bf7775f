"""Chinese in figures: drawn from a CJK font when one is installed, one clear hint when not."""

from __future__ import annotations

import os
import subprocess
import sys
import warnings
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

import linklab
from linklab.core.board import Board
from linklab.render import fonts
from linklab.render.draw import draw_board
from linklab.render.export import save_figure

BOARD = Board.from_rows([[1, 0, 2], [2, 0, 1]])
TITLE = "连连看: two turns at most"


def _missing_glyph_warnings(caught) -> list[str]:
    return [str(w.message) for w in caught if "missing from font" in str(w.message)]


def test_importing_linklab_only_appends_a_cjk_fallback_to_matplotlibs_fonts():
    code = (
        "import matplotlib; before = dict(matplotlib.rcParams); "
        "import linklab, linklab.render.draw, linklab.render.export, linklab.widgets; "
        "changed = [k for k, v in matplotlib.rcParams.items() if before[k] != v]; "
        "assert set(changed) <= {'font.family'}, changed; "
        "families = matplotlib.rcParams['font.family']; "
        "assert families[: len(before['font.family'])] == before['font.family'], families; "
        "print(families[len(before['font.family']) :])"
    )
    run = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    cjk = fonts.find_cjk_font()
    assert run.stdout.strip() == (f"['{cjk}']" if cjk else "[]")


def test_a_command_line_that_draws_nothing_loads_no_matplotlib():
    code = "import sys, linklab, linklab.cli.main; assert 'matplotlib' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.skipif(fonts.find_cjk_font() is None, reason="no CJK font installed")
def test_a_figure_titled_in_chinese_renders_without_missing_glyphs(tmp_path):
    fig = Figure(figsize=(4, 3))
    ax = fig.add_subplot()
    ax.set_title(TITLE)  # made before linklab drew anything
    draw_board(ax, BOARD)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        save_figure(fig, tmp_path / "title.png")
    assert _missing_glyph_warnings(caught) == []
    assert fonts.find_cjk_font() in ax.title.get_fontfamily()


@pytest.mark.skipif(fonts.find_cjk_font() is None, reason="no CJK font installed")
def test_the_same_figure_without_the_fallback_shows_boxes():
    # The check above can fail: matplotlib's own font lacks the glyphs and says so.
    with matplotlib.rc_context({"font.family": ["DejaVu Sans"]}):
        fig = Figure(figsize=(4, 3))
        fig.add_subplot().set_title(TITLE)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            FigureCanvasAgg(fig).draw()
    assert _missing_glyph_warnings(caught)


def test_without_a_cjk_font_one_hint_names_what_to_install(monkeypatch):
    monkeypatch.setattr(fonts, "find_cjk_font", lambda: None)
    fonts.warn_again()
    fig = Figure()
    fig.suptitle(TITLE)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        fonts.fit_cjk_text(fig)
        fonts.fit_cjk_text(fig)
    hints = [str(w.message) for w in caught if issubclass(w.category, UserWarning)]
    assert hints == [fonts.INSTALL_HINT] and "fonts-noto-cjk" in hints[0]
    assert "\n" not in hints[0]


def test_latin_only_figures_ask_for_no_font(monkeypatch):
    monkeypatch.setattr(fonts, "find_cjk_font", lambda: None)
    fonts.warn_again()
    fig = Figure()
    fig.suptitle("BFS counts turns")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        fonts.fit_cjk_text(fig)
    assert not caught


LEARNERS_FIGURE = (
    "import warnings, matplotlib; matplotlib.use('Agg'); import matplotlib.pyplot as plt; "
    "warnings.simplefilter('error'); {setup}"
    "plt.title('我的图'); plt.gcf().canvas.draw(); print(matplotlib.rcParams['font.family'])"
)


@pytest.mark.skipif(fonts.find_cjk_font() is None, reason="no CJK font installed")
def test_choosing_chinese_loads_no_matplotlib_yet_a_figure_drawn_later_gets_the_font(tmp_path):
    code = (
        "import sys, linklab as ll; ll.set_language('zh'); "
        "assert 'matplotlib' not in sys.modules, 'loaded on choosing Chinese'; "
        + LEARNERS_FIGURE.format(setup="")
    )
    here = {**os.environ, "PYTHONPATH": str(Path(linklab.__file__).parents[1])}
    run = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path, env=here
    )
    assert run.returncode == 0, run.stderr[-400:]  # a missing glyph would be an error
    assert fonts.find_cjk_font() in run.stdout


@pytest.mark.skipif(fonts.find_cjk_font() is None, reason="no CJK font installed")
@pytest.mark.parametrize(
    ("setup", "env"),
    [
        ("import linklab; ", {"LINKLAB_LANG": "zh"}),
        # the test above runs the same figure after set_language("zh") in make check
        pytest.param("import linklab as ll; ll.set_language('zh'); ", {}, marks=pytest.mark.slow),
        # a fresh interpreter drawing a figure, as the Chinese edition's above: make test
        pytest.param("import linklab; ", {}, marks=pytest.mark.slow),
    ],
    ids=["chinese-edition", "set-language", "english-edition"],
)
def test_a_learners_own_chinese_title_renders_in_either_edition(setup, env, tmp_path):
    import os

    environment = {k: v for k, v in os.environ.items() if k != "LINKLAB_LANG"} | env
    code = LEARNERS_FIGURE.format(setup=setup)
    run = subprocess.run(
        [sys.executable, "-c", code], env=environment, capture_output=True, text=True, cwd=tmp_path
    )
    assert run.returncode == 0, run.stderr[-400:]  # a missing glyph would be an error
    assert fonts.find_cjk_font() in run.stdout
    # Without linklab's choice the same figure misses its glyphs.
    plain = subprocess.run(
        [sys.executable, "-c", LEARNERS_FIGURE.format(setup="")],
        env=environment,
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert plain.returncode != 0 and "missing from font" in plain.stderr
