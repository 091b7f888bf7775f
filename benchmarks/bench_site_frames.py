"""The players' frames of an executed notebook stored as tiles, by tile size and palette size.

    python benchmarks/bench_site_frames.py EXECUTED.ipynb [...]

Takes the players' frames saved in an executed notebook's widget state (``linklab.site.build``
executes one with every frame kept) and stores them as `linklab.site.frames` does, for each
tile size and palette size, beside the baseline run in the same process: each distinct frame
as its own 16-colour palette PNG (the codec before tiles). Prints the bytes the page holds
(atlases in base 85, the table gzipped), the seconds taken, both as ratios to the baseline, and
how far the palette moves the pixels: the share of pixels changed and the largest change of a
colour that fills a whole tile or 0.2% of a frame (a board's colour: 0 means it reads the same).
"""

from __future__ import annotations

import base64
import gzip
import json
import sys
import time
from pathlib import Path

import numpy as np

from linklab.site import build as site
from linklab.site import frames as site_frames

TILES = (8, 16, 32)
COLOURS = (16, 32)


def players_of(path: Path) -> list[list[bytes]]:
    """Each player's frames (PNGs as drawn) in the executed notebook at ``path``."""
    import nbformat

    nb = nbformat.read(path, as_version=4)
    return [[base64.b64decode(b["data"]) for b in frames] for frames in site.frame_buffers(nb)]


def baseline(players: list[list[bytes]]) -> tuple[int, float]:
    """Bytes and seconds of each distinct frame as its own palette PNG, in base 85."""
    start = time.perf_counter()
    distinct = {png for frames in players for png in frames}
    stored = sum(len(site.palette_png(png)) * 5 // 4 + 8 for png in distinct)
    return stored, time.perf_counter() - start


def tiled(players: list[list[bytes]], tile: int, colours: int) -> tuple[int, float, dict]:
    """Bytes and seconds of the players stored as tiles, and the atlases' and table's share."""
    start = time.perf_counter()
    encoded = site_frames.encode_players(players, tile=tile, colours=colours)
    seconds = time.perf_counter() - start
    atlases = sum(len(a) * 5 // 4 + 8 for a in encoded.atlases)
    table = len(gzip.compress(json.dumps(encoded.table, separators=(",", ":")).encode(), 9))
    return atlases + table, seconds, {"encoded": encoded, "atlases": atlases, "table": table}


def palette_error(players: list[list[bytes]], encoded, every: int = 25) -> tuple[float, int]:
    """Share of pixels the palette changes and the largest change of a board's colour (one
    that fills a whole tile or 0.2% of a frame), over one frame in ``every`` of each player."""
    changed = total = worst = 0
    for frames, palette in zip(players, encoded.palettes):
        for png in frames[::every]:
            picture = site_frames.decode_rgb(png)
            shown = site_frames.on_palette(picture, palette)
            moved = np.abs(picture.astype(int) - shown.astype(int)).max(axis=2)
            changed, total = changed + int((moved > 0).sum()), total + moved.size
            tiles = site_frames.cut_tiles(picture, 16).reshape(-1, 256, 3)
            uniform = np.all(tiles == tiles[:, :1], axis=(1, 2))
            codes, counts = np.unique(site_frames.colour_codes(picture), return_counts=True)
            major = codes[counts >= 0.002 * moved.size]
            rgb = np.stack([major >> 16, major >> 8 & 255, major & 255], axis=1)
            for colour in {tuple(t[0]) for t in tiles[uniform]} | {tuple(c) for c in rgb}:
                near = site_frames.on_palette(np.array([[colour]], np.uint8), palette)[0, 0]
                worst = max(worst, int(np.abs(near.astype(int) - np.array(colour)).max()))
    return changed / max(total, 1), worst


def main(argv: list[str]) -> int:
    for name in argv:
        players = players_of(Path(name))
        count = sum(len(frames) for frames in players)
        base_bytes, base_seconds = baseline(players)
        print(
            f"{name}: {len(players)} players, {count} frames; baseline (a palette PNG a frame): "
            f"{base_bytes / 1e6:.2f} MB in {base_seconds:.1f} s"
        )
        for tile in TILES:
            for colours in COLOURS:
                stored, seconds, parts = tiled(players, tile, colours)
                share, worst = palette_error(players, parts["encoded"])
                print(
                    f"  tile {tile:2d} px, {colours} colours: {stored / 1e6:.2f} MB "
                    f"(atlases {parts['atlases'] / 1e6:.2f}, table {parts['table'] / 1e6:.2f}; "
                    f"ratio {stored / base_bytes:.2f}) in {seconds:.1f} s "
                    f"(ratio {seconds / base_seconds:.2f}); pixels moved {share:.1%}, "
                    f"board colours moved at most {worst}"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
