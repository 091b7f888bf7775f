"""The players' counters at every step, read off each frame's folded summary, side by side with
summing the stream's prefix again at each step (what the trace player did before), in one process.

On the longest BFS trace of a half-cleared 10x20 board (`bench_draw.longest_trace`), every
frame's counters are computed both ways and checked equal; the times and their ratio print.

    python -m benchmarks.bench_counters [--seed 4]
"""

from __future__ import annotations

import argparse
import time

from benchmarks.bench_draw import half_cleared_board, longest_trace
from linklab.core.trace import summarize


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    trace, _ = longest_trace(half_cleared_board(args.seed), args.seed)
    started = time.perf_counter()
    frames = list(trace.frames())
    folded = [frame.summary for frame in frames]
    fold_s = time.perf_counter() - started
    started = time.perf_counter()
    resummed = [summarize(trace.events[: frame.step]) for frame in frames]
    resum_s = time.perf_counter() - started
    assert folded == resummed, "the two ways disagree"
    print(
        f"{len(trace)} steps: folded with the frames {fold_s * 1000:.0f} ms (frames included), "
        f"summed again per step {resum_s * 1000:.0f} ms; ratio {resum_s / fold_s:.1f}x"
    )


if __name__ == "__main__":
    main()
