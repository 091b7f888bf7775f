"""Write the gallery of pictures docs/course.md shows, into docs/gallery/.

    python docs/make_gallery.py [--out docs/gallery]

Every picture is drawn by the package's own functions from fixed seeds, so running the script
again gives the same files.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

from matplotlib.figure import Figure
from PIL import Image

from linklab.core import sixdigits
from linklab.core.board import parse_board
from linklab.core.generate import generate_board
from linklab.core.rules import Rules
from linklab.core.search import bfs_events, dfs_events
from linklab.core.sixdigits import walk_states
from linklab.core.trace import Trace
from linklab.render.draw import draw_board
from linklab.render.draw_sixdigits import draw_state, draw_state_graph, state_graph
from linklab.render.export import export_frame, export_trace_gif, frame_figure, save_figure

HERE = Path(__file__).resolve().parent

# A board with room to search in: five kinds, most cells empty, one pair two turns apart.
SEARCH_BOARD = parse_board(
    """
    BC*******A
    *DEB*CD***
    ***A******
    *DB***B***
    DBA*C***DA
    A*******A*
    """
)
SEARCH_ENDS = (5, 0), (0, 9)
# Document 004's rule: the only way from one A to the other is around the outside.
RING_BOARD = parse_board(
    """
    ABCDA
    EBCDE
    EBDCE
    """
)


def shrink_png(path: Path) -> None:
    """Re-save a PNG with a 256-colour palette: a third of the size, no visible change."""
    with Image.open(path) as image:
        small = image.convert("RGB").quantize(256, method=Image.Quantize.MEDIANCUT, dither=0)
    small.save(path, optimize=True)


def busiest_step(trace: Trace, score) -> int:
    """The step where ``score(frame)`` is highest (the first such step)."""
    return max(range(len(trace) + 1), key=lambda i: score(trace.frame(i)))


def make_board(out: Path) -> Path:
    board = generate_board(10, 20, 10, seed=2024)
    fig, ax = frame_figure(board, Rules(), width=9, dpi=110, legend=False, title=True)
    draw_board(ax, board)
    ax.set_title("A 10x20 board, 10 kinds, every kind an even count", loc="left")
    return save_figure(fig, out / "board.png")


def make_bfs_step(out: Path) -> Path:
    board, (a, b) = SEARCH_BOARD, SEARCH_ENDS
    trace = Trace(bfs_events(board, a, b))
    step = busiest_step(trace, lambda f: (f.outcome is None, len(f.frontier), -f.step))
    return export_frame(board, trace, step, Rules(), out / "bfs-step.png", ends=[a, b], dpi=110)


def make_dfs_step(out: Path) -> Path:
    board, (a, b) = SEARCH_BOARD, SEARCH_ENDS
    trace = Trace(dfs_events(board, a, b))

    def score(frame):
        pruned = sum(why == "not_straight_ahead" for why in frame.rejected.values())
        return (len(frame.backtracked) > 0, pruned, len(frame.frontier))

    step = busiest_step(trace, score)
    return export_frame(board, trace, step, Rules(), out / "dfs-step.png", ends=[a, b], dpi=110)


def make_outside(out: Path) -> Path:
    board, a, b = RING_BOARD, (0, 0), (0, 4)
    rules = Rules(outside=True)
    trace = Trace(bfs_events(board, a, b, rules))
    return export_frame(board, trace, -1, rules, out / "outside-ring.png", ends=[a, b], dpi=110)


def make_state(out: Path) -> Path:
    fig = Figure(figsize=(4, 2.9), dpi=110)
    ax = fig.add_axes((0.02, 0.02, 0.96, 0.84))
    draw_state(ax, (2, 5, 6, 4, 3, 1))
    fig.suptitle("Layout 2 5 6 4 3 1: α turns A B E D, β turns B C F E", fontsize="medium")
    return save_figure(fig, out / "sixdigits-state.png")


def make_graph(out: Path) -> Path:
    start = (2, 5, 6, 4, 3, 1)
    walk = walk_states(start, sixdigits.shortest_word(start))
    fig = Figure(figsize=(10, 5.4), dpi=100)
    ax = fig.add_axes((0.01, 0.01, 0.98, 0.9))
    draw_state_graph(ax, state_graph(), highlight=walk, current=start)
    fig.suptitle(
        "The 720 layouts: 6 components of 120, layered by moves to 123456; "
        f"2 5 6 4 3 1 goes home by {sixdigits.shortest_word(start)}",
        fontsize="medium",
    )
    return save_figure(fig, out / "state-graph.png")


def make_gif(out: Path) -> Path:
    board, a, b = parse_board("A**DBE\nD***BC\nCB**B*\n*****A"), (0, 0), (3, 5)
    trace = Trace(bfs_events(board, a, b))
    return export_trace_gif(
        board, trace, Rules(), out / "bfs.gif", fps=3, ends=[a, b], width=6.5, dpi=80
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "gallery")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    makers = [make_board, make_bfs_step, make_dfs_step, make_outside, make_state, make_graph]
    for make in [*makers, make_gif]:
        path = make(args.out)
        if path.suffix == ".png":
            shrink_png(path)
        print(f"{path.name:22s} {path.stat().st_size / 1024:6.0f} KB")


if __name__ == "__main__":
    main()
