"""How fast the pictures redraw, side by side with the naive way, in one process.

1. The trace player on a 10x20 board (document 004's size and rule: paths may go around the
   outside): moving to a random step of a BFS trace, timed as the widget does it (fold the
   frame, update the artists in place, blit them over the kept background, encode PNG, publish
   to the Image widget, refresh the queue list and the counters), against the naive redraw
   (clear the axes, draw everything again, encode PNG). Target: a median of 30 ms or less.
2. The 720-state six-digit graph, layered layout included. Target: 1 s or less; and the
   ratio of arrow patches to one LineCollection, measured on one component's edges.
3. A search step's scene (`linklab.render.scene.search.frame_scene`, what every picture of a
   step shows) on the canvas that keeps the artists of the shapes steps share
   (`linklab.render.canvas.FrameCanvas`, which the GIF export and the player draw on), against
   a whole new figure a step (`scene_figure`): an 800-step BFS across an empty 10x20 board,
   step after step (as a GIF) and jumping to random steps (as a slider).

    python benchmarks/bench_draw.py [--steps 60] [--seed 4]

Measured on a shared 2-core machine (read the ratios; the times moved by a third from run to
run), the median frame of part 3, 810 px wide at 90 dpi, against the canvas it replaced (one
`FrameDrawing`, its changing artists blitted over a kept background: a different picture, the
old one):

    ================================  ============  ==============  ============
    a step of the 800-step BFS        whole figure  kept, in order  kept, random
    ================================  ============  ==============  ============
    before: FrameDrawing, blitted     470-790 ms    21-35 ms        16-25 ms
    after: the scene, artists kept    255-470 ms    28-32 ms        40-67 ms
    ================================  ============  ==============  ============

A whole new figure a step costs 8-15 times the kept canvas; the kept canvas costs about what
the blitted FrameDrawing did step after step, about twice as much for random jumps (each
jump changes most shapes, and every shape is its own artist).
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
from linklab.core.trace import Trace, find_ends
from linklab.render.canvas import FrameCanvas
from linklab.render.draw import draw_frame
from linklab.render.draw_scene import scene_figure
from linklab.render.draw_sixdigits import draw_state_graph, state_graph, state_graph_layout
from linklab.render.export import frame_figure, png_bytes
from linklab.render.scene.search import frame_scene
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


def empty_board_trace() -> tuple[Board, Trace]:
    """An empty 10x20 board but for a pair in opposite corners, and the BFS between them."""
    board = Board.empty(10, 20).with_cells({(0, 0): 1, (9, 19): 1})
    return board, Trace(bfs_events(board, (0, 0), (9, 19), Rules()))


def bench_scene_frames(steps_count: int, seed: int) -> float:
    """A step's scene drawn on the kept canvas, against a whole new figure a step."""
    board, trace = empty_board_trace()
    canvas = FrameCanvas(board, trace, Rules())
    width, height = canvas.size
    print(
        f"scene frames: empty 10x20 board, BFS trace of {len(trace)} events, "
        f"picture {width}x{height} px at {canvas.fig.dpi:g} dpi"
    )
    ends = find_ends(trace.events)

    def whole(step: int) -> None:
        scene = frame_scene(
            board.grid,
            False,
            trace.frame(step),
            "bfs",
            ends,
            total=len(trace),
            caption=True,
            legend=True,
        )
        FigureCanvasAgg(scene_figure(scene, canvas.fig.get_figwidth(), canvas.fig.dpi)).draw()

    rng = random.Random(seed)
    jumps = [rng.randrange(len(trace) + 1) for _ in range(steps_count)]
    start = rng.randrange(len(trace) - steps_count)
    in_order = list(range(start, start + steps_count))
    canvas.show(in_order[0] - 1)
    kept = median_ms(canvas.show, in_order)
    jumping = median_ms(canvas.show, jumps)
    slow = median_ms(whole, jumps[: max(10, steps_count // 4)])
    print(f"  whole new figure a step (scene_figure + draw):  {slow:7.1f} ms median")
    print(f"  kept canvas, step after step (as a GIF):        {kept:7.1f} ms median")
    print(f"  kept canvas, random steps (as a slider):        {jumping:7.1f} ms median")
    print(f"  ratio whole / kept: {slow / kept:.1f}x in order, {slow / jumping:.1f}x random")
    return kept


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    bench_player(args.steps, args.seed)
    bench_graph()
    bench_scene_frames(args.steps, args.seed)


if __name__ == "__main__":
    main()
