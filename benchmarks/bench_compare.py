"""How fast the comparison player moves, side by side with a full redraw, in one process.

A 3-pane `ComparePlayer` on a 10x20 board (document 004's size; the outside rule, so every
board has its ring): the corrected BFS around the outside, document 004's DFS with its bounds
tested first, and the corrected DFS around the outside, on the pair whose BFS runs longest.
Moving the slider to a random step is timed as the widget does it (fold each pane's frame,
update its artists in place, blit them over the kept background, encode one PNG, publish it,
refresh every pane's queue or stack, counters and program lines), against the naive way
(clear the three axes, draw every pane afresh, render, encode). Target: a median of 40 ms or
less for the widget.

    python benchmarks/bench_compare.py [--steps 60] [--seed 4]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import matplotlib

matplotlib.use("Agg")

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from benchmarks.bench_draw import half_cleared_board, longest_trace
from linklab.core.rules import Rules
from linklab.render.draw import draw_frame
from linklab.render.export import png_bytes
from linklab.widgets import TracePlayer
from linklab.widgets.compare import ComparePlayer

APPROACHES = ("bfs outside", "004 bounds first", "dfs outside")
TARGET_MS = 40


def median_ms(action, steps) -> float:
    times = []
    for step in steps:
        start = time.perf_counter()
        action(step)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def bench_compare(steps_count: int, seed: int) -> float:
    board = half_cleared_board(seed)
    _, (a, b) = longest_trace(board, seed)
    player = ComparePlayer(board, a, b, APPROACHES)
    width, height = player.canvas.get_width_height()
    lengths = ", ".join(f"{pane.name} {len(pane)}" for pane in player.panes)
    print(
        f"compare player: 10x20 board, 3 panes ({lengths} events), "
        f"picture {width}x{height} px at {player.fig.dpi:g} dpi"
    )
    rng = random.Random(seed)
    steps = [rng.randrange(player.total + 1) for _ in range(steps_count)]

    def widget(step: int) -> None:
        player.slider.value = step if step != player.slider.value else (step + 1) % player.total

    fast = median_ms(widget, steps)

    fig = Figure(figsize=player.fig.get_size_inches(), dpi=player.fig.dpi)
    canvas = FigureCanvasAgg(fig)
    axes = fig.subplots(1, len(player.panes))

    def naive(step: int) -> None:
        for ax, pane in zip(axes, player.panes):
            ax.clear()
            own = pane.step_of(step)
            draw_frame(
                ax,
                board,
                pane.trace.frame(own),
                pane.approach.rules,
                method=pane.approach.method,
                ends=(a, b),
                total=len(pane),
                legend=False,
            )
        canvas.draw()
        png_bytes(canvas)

    slow = median_ms(naive, steps[: max(10, steps_count // 3)])
    one = player.panes[0]
    single = TracePlayer(board, one.trace, Rules(outside=True), ends=(a, b))
    alone = median_ms(lambda step: setattr(single.slider, "value", one.step_of(step)), steps)
    print(f"  widget step (3 panes: fold + update + blit + PNG + publish): {fast:7.1f} ms median")
    print(f"  naive full redraw (clear + draw 3 panes + PNG):             {slow:7.1f} ms median")
    print(
        f"  for scale, the one-pane trace player on the first pane's trace: {alone:7.1f} ms median"
    )
    print(
        f"  ratio naive / widget: {slow / fast:.1f}x   target <= {TARGET_MS} ms: "
        f"{'met' if fast <= TARGET_MS else 'MISSED'}"
    )
    return fast


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    bench_compare(args.steps, args.seed)


if __name__ == "__main__":
    main()
