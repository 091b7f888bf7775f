"""The players' frames in a static page, stored as tiles: every step keeps its own picture.

A stepped player's frames change in a few places from one step to the next. `encode_players`
cuts each frame (as drawn, RGB) into square tiles of `TILE` pixels, maps its colours to one
palette per player (`choose_palette`: every colour that fills a whole tile somewhere is kept
exactly), keeps each distinct tile once, packs the tiles into a few palette PNGs (atlases) and
describes each frame as its size and tile numbers, delta-coded against the player's previous
frame. A frame drawn twice is described once. `FRAME_SOURCE` is the page's side: it rebuilds a
frame on demand (a canvas drawn from the tiles, given back as a PNG) for the player that shows
it (`linklab.widgets.stage`). `rebuild` does the same in Python.

Examples
--------
>>> import io
>>> from PIL import Image
>>> def png(colour):
...     out = io.BytesIO(); Image.new("RGB", (40, 20), colour).save(out, "PNG")
...     return out.getvalue()
>>> encoded = encode_players([[png("white"), png("navy"), png("white")]])
>>> encoded.refs, len(encoded.atlases)
([[0, 1, 0]], 1)
>>> rebuild(encoded.table, encoded.atlases, 1)[0, 0].tolist()
[0, 0, 128]
"""

from __future__ import annotations

import functools
import io
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

TILE = 16  # pixels a side (8 and 32 measured: benchmarks/bench_site_frames.py)
COLOURS = 64  # a player's palette: every colour of 02 and 03's boards kept exactly (measured)
ATLAS_SIDE = 64  # tiles a side of one atlas: at 16 px, 1024 x 1024 pixels at most
#: Colours this close (RGB distance) to one already in the palette come after the others.
SPREAD = 40
MAJOR = 0.001  # a colour filling this share of the pixels shown is kept, however close


@dataclass
class Encoded:
    """A page's frames as tiles.

    Attributes
    ----------
    atlases : list of bytes
        Palette PNGs holding the distinct tiles, `ATLAS_SIDE` tiles a row.
    table : dict
        ``tile`` (pixels a side), ``sheets`` (each player's atlases, as indices into
        ``atlases``, and its ``side``) and ``frames``: one list per distinct frame,
        ``[sheet, width, height, base, *codes]``; ``base`` is ``-1`` and ``codes`` every tile
        number, row by row, or ``base`` is an earlier frame and ``codes`` pairs
        ``(gap, tile)``: skip ``gap`` positions after the last one changed, put ``tile``.
    refs : list of list of int
        Each player's frame number at each of its steps (into ``table["frames"]``).
    palettes : list of ndarray
        Each player's palette, ``(colours, 3)``.
    """

    atlases: list[bytes]
    table: dict
    refs: list[list[int]]
    palettes: list[np.ndarray]


def decode_rgb(png: bytes) -> np.ndarray:
    """The picture ``png`` as an ``(height, width, 3)`` array of ``uint8``."""
    from PIL import Image

    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB"))


def cut_tiles(picture: np.ndarray, tile: int = TILE) -> np.ndarray:
    """``picture`` (height, width, channels) cut into tiles, row by row, each flattened; the
    last row and column padded with their edge pixels (no colour the picture lacks).

    >>> cut_tiles(np.arange(12).reshape(3, 4, 1), tile=2).tolist()
    [[0, 1, 4, 5], [2, 3, 6, 7], [8, 9, 8, 9], [10, 11, 10, 11]]
    """
    height, width = picture.shape[:2]
    rows, columns = -(-height // tile), -(-width // tile)
    pad = ((0, rows * tile - height), (0, columns * tile - width), (0, 0))
    padded = np.pad(picture, pad, mode="edge") if any(p[1] for p in pad) else picture
    channels = picture.shape[2]
    tiles = padded.reshape(rows, tile, columns, tile, channels).swapaxes(1, 2)
    return tiles.reshape(rows * columns, tile * tile * channels)


def colour_codes(rgb: np.ndarray) -> np.ndarray:
    """Each pixel of ``rgb`` (any shape ending in 3) as one number, ``r << 16 | g << 8 | b``."""
    rgb = rgb.astype(np.uint32)
    return rgb[..., 0] << 16 | rgb[..., 1] << 8 | rgb[..., 2]


def choose_palette(colours: np.ndarray, weights: np.ndarray, flat: np.ndarray, size: int):
    """At most ``size`` of ``colours`` (``(n, 3)``), each group by ``weights`` (pixels shown):
    first those marked ``flat`` (each fills a whole tile somewhere: a board's cells, the
    background), then those filling at least `MAJOR` of the pixels (a grid's lines, a path),
    then the others far from every colour taken (`SPREAD`: a text's shades), then the rest.

    >>> colours = np.array([[255, 255, 255], [250, 250, 250], [0, 0, 200], [128, 128, 128]])
    >>> choose_palette(colours, np.array([50, 40, 1, 9]), np.array([1, 0, 1, 0]), 3).tolist()
    [[255, 255, 255], [0, 0, 200], [250, 250, 250]]
    >>> choose_palette(colours, np.array([5000, 4, 1, 9]), np.array([1, 0, 1, 0]), 3).tolist()
    [[255, 255, 255], [0, 0, 200], [128, 128, 128]]
    """
    order = sorted(range(len(colours)), key=lambda i: (not flat[i], -weights[i]))
    values = colours.astype(np.int32)
    major = np.asarray(weights) >= MAJOR * max(float(np.sum(weights)), 1.0)
    taken: list[int] = []

    def far(i: int, spread: float) -> bool:
        return not taken or np.min(((values[taken] - values[i]) ** 2).sum(axis=1)) >= spread**2

    passes = (
        lambda i: flat[i],
        lambda i: major[i] and far(i, 1),
        lambda i: far(i, SPREAD),
        lambda i: True,
    )
    for wanted in passes:
        for i in order:
            if len(taken) == size:
                return colours[taken]
            if i not in taken and wanted(i):
                taken.append(i)
    return colours[taken]


def nearest(colours: np.ndarray, palette: np.ndarray) -> np.ndarray:
    """The index of the palette colour nearest each of ``colours`` (RGB distance).

    >>> nearest(np.array([[250, 250, 250], [10, 0, 0]]), np.array([[0, 0, 0], [255] * 3]))
    array([1, 0], dtype=uint8)
    """
    distance = ((colours[:, None, :].astype(np.int32) - palette[None].astype(np.int32)) ** 2).sum(
        axis=2
    )
    return distance.argmin(axis=1).astype(np.uint8)


def on_palette(picture: np.ndarray, palette: np.ndarray) -> np.ndarray:
    """``picture`` (RGB) with each pixel replaced by its nearest palette colour: a frame as its
    page shows it.

    >>> on_palette(np.array([[[250, 0, 0], [0, 0, 9]]]), np.array([[255, 0, 0], [0, 0, 0]]))
    array([[[255,   0,   0],
            [  0,   0,   0]]], dtype=uint8)
    """
    codes = colour_codes(picture)
    distinct, inverse = np.unique(codes, return_inverse=True)
    rgb = np.stack([distinct >> 16, distinct >> 8 & 255, distinct & 255], axis=1)
    return palette[nearest(rgb, palette)][inverse.reshape(codes.shape)].astype(np.uint8)


@dataclass
class _Player:
    """One player's frames cut into tiles: the distinct tiles and each frame's tile numbers."""

    sizes: list[tuple[int, int]]  # each step's (height, width)
    grids: list[np.ndarray]  # each step's tile numbers, row by row
    tiles: list[np.ndarray]  # the distinct tiles (RGB, flattened), by number


def _tile_player(pngs: Sequence[bytes], tile: int) -> _Player:
    """Cut each frame of a player into tiles, each distinct tile numbered once (RGB, exact).

    A tile where the frame is as before keeps its number without being looked up."""
    numbers: dict[bytes, int] = {}
    tiles: list[np.ndarray] = []
    sizes, grids = [], []
    decoded: dict[bytes, tuple] = {}
    previous = previous_grid = None
    for png in pngs:
        if png in decoded:
            size, grid, cut = decoded[png]
        else:
            picture = decode_rgb(png)
            size, cut = picture.shape[:2], cut_tiles(picture, tile)
            if previous is not None and previous.shape == cut.shape:
                changed = np.flatnonzero(np.any(cut != previous, axis=1))
                grid = previous_grid.copy()
            else:
                changed, grid = range(len(cut)), np.zeros(len(cut), np.int64)
            for position in changed:
                key = cut[position].tobytes()
                number = numbers.setdefault(key, len(tiles))
                if number == len(tiles):
                    tiles.append(cut[position])
                grid[position] = number
            decoded[png] = size, grid, cut
        previous, previous_grid = cut, grid
        sizes.append(size)
        grids.append(grid)
    return _Player(sizes, grids, tiles)


def player_palette(player: _Player, colours: int = COLOURS, tile: int = TILE) -> np.ndarray:
    """The palette of one player's frames, weighted by the pixels each colour fills on show."""
    every = np.stack(player.tiles).reshape(len(player.tiles), tile * tile, 3)
    codes = colour_codes(every)
    uses = np.bincount(np.concatenate(player.grids), minlength=len(player.tiles))
    distinct, inverse = np.unique(codes, return_inverse=True)
    inverse = inverse.reshape(codes.shape)
    weights = np.bincount(inverse.ravel(), weights=np.repeat(uses, tile * tile))
    uniform = np.all(codes == codes[:, :1], axis=1)
    flat = np.zeros(len(distinct), bool)
    flat[inverse[uniform, 0]] = True
    rgb = np.stack([distinct >> 16, distinct >> 8 & 255, distinct & 255], axis=1)
    return choose_palette(rgb.astype(np.uint8), weights, flat, colours)


def atlas_png(tiles: np.ndarray, palette: np.ndarray, tile: int, side: int) -> bytes:
    """``tiles`` (palette indices, ``(n, tile * tile)``) as one palette PNG, ``side`` a row."""
    from PIL import Image

    rows = -(-len(tiles) // side)
    filled = np.zeros((rows * side, tile * tile), np.uint8)
    filled[: len(tiles)] = tiles
    columns = side if rows > 1 else len(tiles)
    filled = filled[: rows * columns]
    sheet = filled.reshape(rows, columns, tile, tile).swapaxes(1, 2)
    image = Image.fromarray(sheet.reshape(rows * tile, columns * tile), "P")
    image.putpalette(palette.astype(np.uint8).ravel().tolist())
    out = io.BytesIO()
    image.save(out, "PNG", optimize=True)
    return out.getvalue()


def encode_players(
    players: Sequence[Sequence[bytes]],
    tile: int = TILE,
    colours: int = COLOURS,
    side: int = ATLAS_SIDE,
) -> Encoded:
    """Each player's frames (PNGs as drawn, in step order) as tiles (`Encoded`)."""
    atlases: list[bytes] = []
    sheets, frames, refs, palettes = [], [], [], []
    for sheet_number, pngs in enumerate(players):
        player = _tile_player(pngs, tile)
        palette = player_palette(player, colours, tile)
        palettes.append(palette)
        rgb = np.stack(player.tiles).reshape(len(player.tiles), tile * tile, 3)
        codes = colour_codes(rgb)
        distinct, inverse = np.unique(codes, return_inverse=True)
        on = np.stack([distinct >> 16, distinct >> 8 & 255, distinct & 255], axis=1)
        indexed = nearest(on, palette)[inverse.reshape(codes.shape)]
        # tiles that differ only in colours the palette merges are one tile
        numbers: dict[bytes, int] = {}
        kept: list[np.ndarray] = []
        renumber = np.empty(len(indexed), np.int64)
        for number, tile_indices in enumerate(indexed):
            renumber[number] = numbers.setdefault(tile_indices.tobytes(), len(kept))
            if renumber[number] == len(kept):
                kept.append(tile_indices)
        per_atlas = side * side
        first = len(atlases)
        for start in range(0, len(kept), per_atlas):
            atlases.append(
                atlas_png(np.stack(kept[start : start + per_atlas]), palette, tile, side)
            )
        sheets.append({"atlases": list(range(first, len(atlases))), "side": side})
        seen: dict[tuple, int] = {}
        steps, last = [], None
        for (height, width), grid in zip(player.sizes, player.grids):
            numbers_now = renumber[grid]
            key = (height, width, numbers_now.tobytes())
            if key not in seen:
                seen[key] = len(frames)
                frames.append(_describe(sheet_number, width, height, numbers_now, last))
                last = (height, width, numbers_now, seen[key])
            steps.append(seen[key])
        refs.append(steps)
    return Encoded(atlases, {"tile": tile, "sheets": sheets, "frames": frames}, refs, palettes)


def _describe(sheet: int, width: int, height: int, numbers: np.ndarray, last) -> list[int]:
    """A frame's entry in the table: whole, or as the changes from ``last`` (its player's
    previous frame, ``(height, width, numbers, frame)``) when it is of the same size."""
    if last is None or last[:2] != (height, width):
        return [sheet, width, height, -1, *numbers.tolist()]
    changed = np.flatnonzero(numbers != last[2])
    gaps = np.diff(changed, prepend=-1) - 1
    pairs = np.stack([gaps, numbers[changed]], axis=1).ravel()
    return [sheet, width, height, last[3], *pairs.tolist()]


def tile_numbers(table: dict, ref: int) -> np.ndarray:
    """Frame ``ref``'s tile numbers, row by row, its deltas applied."""
    chain = []
    while table["frames"][ref][3] >= 0:
        chain.append(ref)
        ref = table["frames"][ref][3]
    numbers = np.array(table["frames"][ref][4:], np.int64)
    for later in reversed(chain):
        pairs = np.array(table["frames"][later][4:], np.int64).reshape(-1, 2)
        positions = np.cumsum(pairs[:, 0] + 1) - 1
        numbers = numbers.copy()
        numbers[positions] = pairs[:, 1]
    return numbers


@functools.lru_cache(maxsize=8)
def _atlas_tiles(atlases: tuple[bytes, ...], tile: int, side: int) -> np.ndarray:
    """The tiles of a sheet's atlases, by number: ``(tiles, tile, tile, 3)`` RGB."""
    from PIL import Image

    found = []
    for png in atlases:
        picture = np.asarray(Image.open(io.BytesIO(png)).convert("RGB"))
        rows, columns = picture.shape[0] // tile, picture.shape[1] // tile
        cut = picture.reshape(rows, tile, columns, tile, 3).swapaxes(1, 2)
        cut = cut.reshape(rows * columns, tile, tile, 3)
        if columns < side:  # a one-row atlas: as wide as its tiles
            cut = np.concatenate([cut, np.zeros((side - columns, tile, tile, 3), np.uint8)])
        found.append(cut)
    return np.concatenate(found)


def rebuild(table: dict, atlases, ref: int) -> np.ndarray:
    """Frame ``ref`` drawn from its tiles, as the page draws it: ``(height, width, 3)`` RGB.
    ``atlases`` gives each atlas's PNG by the number its sheet names it by (a list or a dict)."""
    sheet_number, width, height = table["frames"][ref][:3]
    sheet, tile = table["sheets"][sheet_number], table["tile"]
    tiles = _atlas_tiles(tuple(atlases[a] for a in sheet["atlases"]), tile, sheet["side"])
    columns, rows = -(-width // tile), -(-height // tile)
    placed = tiles[tile_numbers(table, ref)].reshape(rows, columns, tile, tile, 3)
    return placed.swapaxes(1, 2).reshape(rows * tile, columns * tile, 3)[:height, :width]


#: The page's frame source (``window.linklabFrameSource``): ``picture(ref)`` resolves to frame
#: ``ref`` as a PNG Blob, drawn on one canvas a player, only where it differs from the frame
#: drawn there before. ``TABLE`` is the table; ``atlasBytes(i)`` gives atlas ``i``'s PNG bytes.
FRAME_SOURCE = """
function frameSource(table, atlasBytes) {
  const size = table.tile;
  const bitmaps = new Map();
  const atlas = (index) => {
    if (!bitmaps.has(index)) {
      const blob = new Blob([atlasBytes(index)], { type: "image/png" });
      bitmaps.set(index, createImageBitmap(blob, {
        premultiplyAlpha: "none", colorSpaceConversion: "none",
      }));
    }
    return bitmaps.get(index);
  };
  const grids = new Map();
  const gridOf = (ref) => {
    const chain = [];
    let at = ref;
    while (!grids.has(at) && table.frames[at][3] >= 0) { chain.push(at); at = table.frames[at][3]; }
    if (!grids.has(at)) grids.set(at, Int32Array.from(table.frames[at].slice(4)));
    for (const later of chain.reverse()) {
      const entry = table.frames[later];
      const grid = grids.get(entry[3]).slice();
      for (let i = 4, position = -1; i < entry.length; i += 2) {
        position += entry[i] + 1;
        grid[position] = entry[i + 1];
      }
      grids.set(later, grid);
    }
    return grids.get(ref);
  };
  const canvases = new Map();  // a player's canvas and the tile numbers drawn on it
  table.sheets.forEach((sheet) => atlas(sheet.atlases[0]));  // the first pictures need these
  return {
    async picture(ref) {
      const [number, width, height] = table.frames[ref];
      const sheet = table.sheets[number];
      const perAtlas = sheet.side * sheet.side;
      const grid = gridOf(ref);
      const wanted = new Set();
      grid.forEach((tile) => wanted.add(Math.floor(tile / perAtlas)));
      const images = new Map();
      await Promise.all([...wanted].map(async (a) => images.set(a, await atlas(sheet.atlases[a]))));
      let drawn = canvases.get(number);
      if (!drawn || drawn.canvas.width !== width || drawn.canvas.height !== height) {
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        drawn = { canvas, context: canvas.getContext("2d"), grid: null };
        drawn.context.imageSmoothingEnabled = false;
        canvases.set(number, drawn);
      }
      const columns = Math.ceil(width / size);
      for (let position = 0; position < grid.length; position++) {
        const tile = grid[position];
        if (drawn.grid && drawn.grid[position] === tile) continue;
        const at = tile % perAtlas;
        drawn.context.drawImage(
          images.get(Math.floor(tile / perAtlas)),
          (at % sheet.side) * size, Math.floor(at / sheet.side) * size, size, size,
          (position % columns) * size, Math.floor(position / columns) * size, size, size);
      }
      drawn.grid = grid;
      return new Promise((done) => drawn.canvas.toBlob(done, "image/png"));
    },
  };
}
"""
