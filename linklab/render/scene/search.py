"""The scene of one step of a search on a board: the cells it has reached (light), expanded
(darker) and backtracked from (grey), its frontier outlined, the fewest turns each empty cell
was reached with, and the path once found. What the live player's picture shows, drawn as a
scene for the page.

Examples
--------
>>> from linklab.core.board import Board
>>> from linklab.core.search import bfs_events
>>> from linklab.core.trace import replay
>>> board = Board.from_rows([[1, 0, 1]])
>>> frames = replay(bfs_events(board, (0, 0), (0, 2)))
>>> scene = frame_scene(board.grid, False, frames[-1], "bfs")
>>> scene.tagged("note-1-2").text, scene.tagged("path-0").points
('0', ((1.2, 1.2), (3.2, 1.2)))
"""

from __future__ import annotations

from collections.abc import Sequence

from linklab.core.board import Cell
from linklab.core.trace import Frame
from linklab.render.scene.board import board_scene
from linklab.render.scene.palette import BACKTRACKED_FACE, EXPANDED_FACE, REACHED_FACE
from linklab.render.scene.shapes import Scene


def frame_scene(
    grid: Sequence[Sequence[int]],
    outside: bool,
    frame: Frame,
    method: str,
    ends: Sequence[Cell] = (),
) -> Scene:
    """The scene of ``frame`` (a step of ``method``'s search, ``"bfs"`` or ``"dfs"``) on
    ``grid``: as the live player draws it, reached, expanded and backtracked cells, the
    frontier, turn counts and the path."""
    faces = {cell: REACHED_FACE for cell in frame.turns}
    on_frontier = {state[0] for state in frame.frontier}
    for cell in on_frontier if method == "dfs" else frame.expanded:
        faces[cell] = EXPANDED_FACE
    for cell in frame.backtracked:
        faces[cell] = BACKTRACKED_FACE
    notes = {cell: str(turns) for cell, turns in frame.turns.items()}
    paths = [frame.path] if frame.path else []
    return board_scene(
        grid,
        outside,
        ends=ends,
        faces=faces,
        notes=notes,
        outlined=sorted(on_frontier),
        paths=paths,
    )
