"""A live player's frames as SVG scenes against PNGs, side by side in one process.

The trace player sends the page each step's picture. It now sends the step's scene
(``linklab.render.scene.search.frame_scene``) as SVG, coded against the step sent before it
(``linklab.widgets.stage.Stage``); the baseline is the same step drawn by matplotlib and sent as
a PNG (``linklab.render.canvas.FrameCanvas``, which the exports use). Both run on the same
searches, steps in order (as a learner steps or plays) and at random (a slider dragged):

- the kernel's time a step (draw, then encode or code);
- the bytes a step adds to what the page was sent;
- a whole run kept in a saved page (every step): JSON and gzipped, against the PNGs' sum.

    python -m benchmarks.bench_player_frames [--steps 200] [--seed 4]
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import statistics
import time

import matplotlib

matplotlib.use("Agg")

from linklab.core.board import Board
from linklab.core.rules import Rules
from linklab.core.search import bfs_events, dfs_events
from linklab.core.trace import Trace
from linklab.render.canvas import FrameCanvas
from linklab.widgets import TracePlayer
from linklab.widgets.stage import Stage


def empty_run() -> tuple[str, Board, Trace, Rules]:
    """A BFS across an empty 10x20 board, corner to corner: about 800 steps."""
    rows = [[0] * 20 for _ in range(10)]
    rows[0][0] = rows[9][19] = 1
    board = Board.from_rows(rows)
    return "BFS, empty 10x20", board, Trace(bfs_events(board, (0, 0), (9, 19))), Rules()


def dealt_run(seed: int) -> tuple[str, Board, Trace, Rules]:
    """A DFS on a half-cleared dealt 10x20 board, around the outside (document 004's rule)."""
    from benchmarks.bench_draw import half_cleared_board, longest_trace

    board = half_cleared_board(seed)
    rules = Rules(outside=True)
    _, (a, b) = longest_trace(board, seed)
    return "DFS, dealt 10x20, outside", board, Trace(dfs_events(board, a, b, rules)), rules


def measure(name: str, board: Board, trace: Trace, rules: Rules, steps: int, seed: int) -> None:
    player = TracePlayer(board, trace, rules)
    canvas = FrameCanvas(board, trace, rules, dpi=90)
    stage = Stage(total=len(trace))
    in_order = list(range(min(steps, len(trace) + 1)))
    at_random = random.Random(seed).sample(range(len(trace) + 1), len(in_order))
    print(f"\n{name}: {len(trace)} steps; SVG {player.stage.width} px wide, PNG {canvas.size[0]}")
    for label, order in (("in order", in_order), ("at random", at_random)):
        svg_ms, svg_bytes, png_ms, png_bytes = [], [], [], []
        stage.deliver([], [], [], clear=True)
        for step in order:  # side by side, step by step
            start = time.perf_counter()
            stage.deliver([step], [player.step_scene(step)], [[]])
            svg_ms.append((time.perf_counter() - start) * 1000)
            svg = stage.frames["svg"]
            svg_bytes.append(len(json.dumps([svg["parts"], svg["codes"], svg["heads"]])))
            start = time.perf_counter()
            canvas.show(step)
            png = canvas.png()
            png_ms.append((time.perf_counter() - start) * 1000)
            png_bytes.append(len(png))
        s_ms, p_ms = statistics.median(svg_ms), statistics.median(png_ms)
        s_kb, p_kb = statistics.median(svg_bytes) / 1024, statistics.median(png_bytes) / 1024
        print(
            f"  {label:9}  kernel a step: SVG {s_ms:5.1f} ms, PNG {p_ms:5.1f} ms "
            f"(x{p_ms / s_ms:.1f});  sent a step: SVG {s_kb:5.1f} KB, PNG {p_kb:5.1f} KB "
            f"(x{p_kb / max(s_kb, 0.01):.1f})"
        )
    whole = TracePlayer(board, trace, rules, all_frames=True).stage.frames
    text = json.dumps(whole).encode()
    pngs = 0
    for step in range(len(trace) + 1):
        canvas.show(step)
        pngs += len(canvas.png())
    print(
        f"  a saved page, every step: SVG {len(text) / 1024:,.0f} KB "
        f"({len(gzip.compress(text, 9)) / 1024:,.0f} KB gzipped), PNGs {pngs / 1024:,.0f} KB"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    for run in (empty_run(), dealt_run(args.seed)):
        measure(*run, args.steps, args.seed)


if __name__ == "__main__":
    main()
