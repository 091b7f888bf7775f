"""How fast the pictures redraw, side by side with the naive way, in one process.

1. The trace player on a 10x20 board (document 004's size and rule: paths may go around the
   outside): moving to a random step of a BFS trace, timed as the widget does it (fold the
   frame, update the artists in place, blit them over the kept background, encode PNG, publish
   to the Image widget, refresh the queue list and the counters), against the naive redraw
   (clear the axes, draw everything again, encode PNG). Target: a median of 30 ms or less.
2. The 720-state six-digit graph, layered layout included. Target: 1 s or less; and the
   ratio of arrow patches to one LineCollection, measured on one component's edges.

    python benchmarks/bench_draw.py [--steps 60] [--seed 4]
"""

from __future__ import annotations

import argparse
import io
import random
import statistics
import time

import matplotlib

matplotlib.use("Agg")

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from PIL import Image

from linklab.core import sixdigits
from linklab.core.board import Board
from linklab.core.generate import generate_board
from linklab.core.rules import Rules
from linklab.core.search import bfs_events
from linklab.core.trace import Trace
from linklab.render.draw import draw_frame
from linklab.render.draw_sixdigits import draw_state_graph, state_graph, state_graph_layout
from linklab.render.export import frame_figure, png_bytes
from linklab.widgets import TracePlayer

RULES = Rules(outside=True)


def half_cleared_board(seed: int) -> Board:
    """A 10x20 board of 10 kinds with about half its pairs taken away (so searches roam)."""
    rng = random.Random(seed)
    board = generate_board(10, 20, 10, rng)
    by_kind: dict[int, list] = {}
    for cell in board.tiles():
        by_kind.setdefault(board[cell], []).append(cell)
    gone = {}
    for cells in by_kind.values():
        rng.shuffle(cells)
        for cell in cells[: len(cells) // 4 * 2]:
            gone[cell] = 0
    return board.with_cells(gone)


def longest_trace(board: Board, seed: int, tries: int = 40) -> tuple[Trace, tuple]:
    """Among random same-kind pairs, the BFS trace with the most events."""
    rng = random.Random(seed)
    tiles = board.tiles()
    best = None
    for _ in range(tries):
        a = rng.choice(tiles)
        mates = [c for c in tiles if board[c] == board[a] and c != a]
        if not mates:
            continue
        b = rng.choice(mates)
        trace = Trace(bfs_events(board, a, b, RULES))
        if best is None or len(trace) > len(best[0]):
            best = (trace, (a, b))
    assert best is not None
    return best


def median_ms(action, steps) -> float:
    times = []
    for step in steps:
        start = time.perf_counter()
        action(step)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def bench_player(steps_count: int, seed: int) -> float:
    board = half_cleared_board(seed)
    trace, ends = longest_trace(board, seed)
    rng = random.Random(seed)
    steps = [rng.randrange(len(trace) + 1) for _ in range(steps_count)]
    player = TracePlayer(board, trace, RULES, ends=ends)
    width, height = player.canvas.size
    print(
        f"player: 10x20 board, outside rule, BFS trace of {len(trace)} events, "
        f"picture {width}x{height} px at {player.canvas.fig.dpi:g} dpi"
    )

    def widget(step: int) -> None:
        player.slider.value = step if step != player.slider.value else (step + 1) % len(trace)

    fast = median_ms(widget, steps)
    blit = median_ms(player.canvas.show, steps)
    encode = median_ms(lambda _: player.canvas.png(), steps[:20])

    fig, ax = frame_figure(board, RULES, width=player.canvas.fig.get_figwidth(), dpi=90)
    canvas = FigureCanvasAgg(fig)

    def naive(step: int) -> None:
        ax.clear()
        draw_frame(ax, board, trace.frame(step), RULES, ends=ends, total=len(trace))
        canvas.draw()
        png_bytes(canvas)

    slow = median_ms(naive, steps[: max(10, steps_count // 3)])
    print(f"  widget step (fold + update + blit + PNG + publish): {fast:7.1f} ms median")
    print(f"    of which blit {blit:.1f} ms, PNG encoding {encode:.1f} ms")
    print(f"  naive full redraw (clear + draw all + PNG):         {slow:7.1f} ms median")
    print(
        f"  ratio naive / widget: {slow / fast:.1f}x   target <= 30 ms: "
        f"{'met' if fast <= 30 else 'MISSED'}"
    )
    publish_formats(player)
    return fast


def publish_formats(player: TracePlayer) -> None:
    """PNG against JPEG for publishing the same picture (time and size)."""
    width, height = player.canvas.size
    image = Image.frombuffer(
        "RGBA", (width, height), player.canvas.rgba(), "raw", "RGBA", 0, 1
    ).convert("RGB")
    for name, options in [
        ("PNG level 1", {"format": "PNG", "compress_level": 1}),
        ("PNG level 6", {"format": "PNG", "compress_level": 6}),
        ("JPEG q90", {"format": "JPEG", "quality": 90}),
    ]:
        start = time.perf_counter()
        for _ in range(10):
            out = io.BytesIO()
            image.save(out, **options)
        took = (time.perf_counter() - start) / 10 * 1000
        print(f"    publish as {name:12s} {took:5.1f} ms, {len(out.getvalue()) / 1024:5.0f} KB")


def bench_graph() -> float:
    graph = state_graph()
    times = []
    for _ in range(3):
        start = time.perf_counter()
        fig = Figure(figsize=(10, 5), dpi=80)
        canvas = FigureCanvasAgg(fig)
        layout = state_graph_layout(graph)
        walk = [sixdigits.GOAL]
        draw_state_graph(fig.add_subplot(), graph, layout=layout, highlight=walk)
        canvas.draw()
        times.append(time.perf_counter() - start)
    whole = statistics.median(times)
    print(
        f"graph: 720 states, 1440 edges, layout + draw + render: {whole * 1000:.0f} ms median "
        f"(target <= 1000 ms: {'met' if whole <= 1 else 'MISSED'})"
    )

    import networkx as nx

    part = set(layout.components[0])
    sub = graph.subgraph(part)
    pos = {s: layout[s] for s in part}
    costs = {}
    for arrows in (False, True):
        fig = Figure(figsize=(10, 5), dpi=80)
        canvas = FigureCanvasAgg(fig)
        ax = fig.add_subplot()
        start = time.perf_counter()
        nx.draw_networkx_edges(sub, pos, ax=ax, arrows=arrows)
        canvas.draw()
        costs[arrows] = time.perf_counter() - start
    print(
        f"  one component's {sub.number_of_edges()} edges: arrow patches "
        f"{costs[True] * 1000:.0f} ms, LineCollection {costs[False] * 1000:.0f} ms "
        f"({costs[True] / costs[False]:.0f}x)"
    )
    return whole


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    bench_player(args.steps, args.seed)
    bench_graph()


if __name__ == "__main__":
    main()
