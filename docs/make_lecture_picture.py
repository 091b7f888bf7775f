"""Write docs/lecture.png: one BFS step as the trace player shows it, in the default style and
in the lecture style, side by side at the pixel sizes a projector would show them.

    python docs/make_lecture_picture.py [--out docs/lecture.png]
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

from PIL import Image

import linklab as ll
from linklab.core.generate import generate_board
from linklab.core.rules import Rules
from linklab.core.search import bfs_events
from linklab.core.trace import Trace
from linklab.render.export import FrameCanvas

HERE = Path(__file__).resolve().parent


def player_picture(name: str) -> Image.Image:
    """The trace player's picture in the style ``name`` (its own resolution for the style)."""
    rules = Rules(outside=True)
    board = generate_board(6, 10, 6, 5, solvable=True, rules=rules)
    tiles = [cell for cell in board.cells() if board[cell]]
    a = tiles[0]
    b = next(cell for cell in tiles[1:] if board[cell] == board[a])
    with ll.style(name):
        trace = Trace(bfs_events(board, a, b, rules))
        canvas = FrameCanvas(board, trace, rules, width=7.5, dpi=ll.style.widget_dpi(90))
        canvas.show(len(trace) // 2)
        return Image.open(io.BytesIO(canvas.png())).convert("RGB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "lecture.png")
    out = parser.parse_args().out
    left, right = player_picture("default"), player_picture("lecture")
    gap = 24
    sheet = Image.new(
        "RGB", (left.width + gap + right.width, max(left.height, right.height)), "white"
    )
    sheet.paste(left, (0, 0))
    sheet.paste(right, (left.width + gap, 0))
    sheet.save(out, optimize=True)
    print(f"wrote {out} ({sheet.width}x{sheet.height})")


if __name__ == "__main__":
    main()
