"""Write one picture per course notebook, for docs/course.md, into docs/course/.

    python docs/make_course_pictures.py [--out docs/course]

Each picture is the notebook's central figure, drawn by the package's own functions from fixed
boards and seeds, so running the script again gives the same files.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

from matplotlib.figure import Figure
from PIL import Image

from linklab.core import sixdigits
from linklab.core.board import format_cell, parse_board
from linklab.core.checker import Checker
from linklab.core.events import Enqueued
from linklab.core.game import Game, autoplay_moves
from linklab.core.rules import Rules
from linklab.core.search import dfs_events, find_path
from linklab.core.sixdigits import walk_states
from linklab.core.solver import solve
from linklab.core.trace import Trace
from linklab.documents import doc000_bfs_events
from linklab.render.draw import draw_board, draw_frame, draw_path, kind_color, kind_label
from linklab.render.draw_sixdigits import draw_state_graph, state_graph
from linklab.render.export import save_figure

HERE = Path(__file__).resolve().parent
DPI = 90
LARGEST = 120 * 1024  # bytes; a bigger PNG is re-saved with a 256-colour palette

#: Notebook 1's board: one pair for each case (straight, one turn, two, only around, never).
SIX = parse_board("AB**AC\n*D**D*\n**E***\nE***BF\nC*F***")
#: Notebook 2's board: document 000's queue reaches (5, 3) first by a zigzag.
ZIGZAG = parse_board("0 0 0 2\n0 1 0 0\n0 0 4 0\n0 0 0 2\n0 0 0 1")
#: Notebooks 3 and 4's board.
SEARCH = parse_board("BC*******A\n*DEB*CD***\n***A******\n*DB***B***\nDBA*C***DA\nA*******A*")
#: Notebooks 5 and 6's board: the greedy player gets stuck, the solver clears it.
SMALL = parse_board("FFEBFA\nCCFAED\nDEDACB\nCBABED")
#: Notebook 8's board: a two-turn path the checker finds along two arms.
MID = parse_board(
    """
    ***CB****H***BH*
    F**B*F******G***
    G*A*****C*****A*
    B*BC*C****A**EFA
    ********D**G**B*
    *E*****CE****F**
    G******F*EA*****
    CAD*HH*****G**AB
    **HC**AC********
    E****GD*A***CF**
    """
)


def shrink_png(path: Path) -> None:
    """Re-save a PNG with a 256-colour palette: a third of the size, no visible change."""
    with Image.open(path) as image:
        small = image.convert("RGB").quantize(256, method=Image.Quantize.MEDIANCUT, dither=0)
    small.save(path, optimize=True)


def the_rule(out: Path) -> Path:
    fig = Figure(figsize=(10, 4.6), dpi=DPI, layout="constrained")
    axes = fig.subplots(1, 2)
    pairs = {kind: [cell for cell in SIX.tiles() if SIX[cell] == kind] for kind in SIX.counts()}
    for ax, rules, title in zip(axes, (Rules(), Rules(outside=True)), ("inside", "around")):
        draw_board(ax, SIX, rules)
        linked = []
        for kind, (a, b) in pairs.items():
            path = find_path(SIX, a, b, rules)
            if path:
                linked.append(kind_label(kind))
                for line in draw_path(ax, path, color=kind_color(kind), linewidth=4):
                    line.set_zorder(1.5)
        text = "inside the board" if title == "inside" else "around the outside (document 004)"
        ax.set_title(f"{text}: {' '.join(linked)} link", loc="left")
    fig.suptitle("At most two turns, through empty cells", fontsize="large")
    return save_figure(fig, out / "01-the-rule.png")


def bfs_counts_turns(out: Path) -> Path:
    start, target, beside = (1, 1), (4, 3), (4, 2)
    trace = Trace(doc000_bfs_events(ZIGZAG, start, target))
    arrivals = [
        (step, event.turns)
        for step, event in enumerate(trace.events, 1)
        if isinstance(event, Enqueued) and event.cell == beside
    ]
    fig = Figure(figsize=(10, 5.2), dpi=DPI, layout="constrained")
    axes = fig.subplots(1, 2)
    for ax, (step, turns) in zip(axes, arrivals[:2]):  # the same size: no legend
        draw_frame(ax, ZIGZAG, trace.frame(step), ends=[start, target], legend=False)
        when = "first reached" if ax is axes[0] else "reached again"
        counted = f"{turns} turn" + "s" * (turns != 1)
        ax.set_title(f"step {step}: {format_cell(beside)} {when}, {counted}", loc="left")
    fig.suptitle(
        "A queue in order of steps reaches a cell first with more turns: count turns, not visits",
        fontsize="large",
    )
    return save_figure(fig, out / "02-bfs-counts-turns.png")


def dfs_and_pruning(out: Path) -> Path:
    start, target = (5, 0), (0, 9)
    trace = Trace(dfs_events(SEARCH, start, target))
    fig = Figure(figsize=(8.5, 5.0), dpi=DPI, layout="constrained")
    ax = fig.add_subplot()
    draw_frame(ax, SEARCH, trace.frame(len(trace) - 1), ends=[start, target], total=len(trace))
    fig.suptitle("Depth first: the stack is the path; ▼ marks a branch pruned", fontsize="large")
    return save_figure(fig, out / "03-dfs-and-pruning.png")


def documents_side_by_side(out: Path) -> Path:
    """The comparison player's view: document 000's BFS beside the corrected one, in step."""
    from linklab.widgets.compare import ComparePlayer

    start, target = (1, 1), (4, 3)
    player = ComparePlayer(ZIGZAG, start, target, ["000", "bfs"], step=9)
    fig = player.view_figure(dpi=DPI)
    fig.suptitle(
        "Document 000's program beside the corrected BFS, in step, its running line shown",
        fontsize="large",
    )
    return save_figure(fig, out / "04-the-documents-side-by-side.png")


def playing_the_game(out: Path) -> Path:
    rules = Rules(outside=True)
    greedy = Game(SMALL, rules)
    for move in autoplay_moves(SMALL, rules):
        greedy = greedy.remove(move.a, move.b)
    fig = Figure(figsize=(11, 4.6), dpi=DPI, layout="constrained")
    left, right = fig.subplots(1, 2)
    draw_board(left, SMALL, rules)
    left.set_title("a full 4x6 board, six kinds", loc="left")
    draw_board(right, greedy.board, rules)
    right.set_title(
        f"greedy: stuck after {len(greedy.moves)} moves, {len(greedy.board.tiles())} tiles left",
        loc="left",
    )
    fig.suptitle(
        "The greedy player takes the first pair it finds, and gets stuck", fontsize="large"
    )
    return save_figure(fig, out / "05-playing-the-game.png")


def solving_exactly(out: Path) -> Path:
    rules = Rules(outside=True)
    greedy = Game(SMALL, rules)
    for move in autoplay_moves(SMALL, rules):
        greedy = greedy.remove(move.a, move.b)
    exact = solve(SMALL, rules, time_limit=10)
    fig = Figure(figsize=(11, 4.6), dpi=DPI, layout="constrained")
    left, right = fig.subplots(1, 2)
    draw_board(left, greedy.board, rules)
    left.set_title(f"greedy: stuck after {len(greedy.moves)} moves", loc="left")
    draw_board(right, SMALL, rules)
    for number, (a, b) in enumerate(exact.moves, 1):
        for row, col in (a, b):
            right.text(
                col + 0.38,
                row + 0.38,
                str(number),
                ha="right",
                va="bottom",
                fontsize=10,
                fontweight="bold",
                color="#B2182B",
                zorder=9,
                bbox={"boxstyle": "round,pad=0.15", "facecolor": "white", "edgecolor": "none"},
            )
    right.set_title(f"exact: {len(exact.moves)} moves clear it, in this order", loc="left")
    fig.suptitle("Greedy play can get stuck where another order clears the board", fontsize="large")
    return save_figure(fig, out / "06-solving-exactly.png")


def six_digit_puzzle(out: Path) -> Path:
    far, word = sixdigits.farthest_layouts()[0]
    fig = Figure(figsize=(11, 6), dpi=DPI, layout="constrained")
    ax = fig.add_subplot()
    draw_state_graph(ax, state_graph(), highlight=walk_states(far, word), current=far)
    ax.set_title(
        f"720 layouts, 6 components of 120; {sixdigits.format_state(far)} needs {len(word)} "
        f"moves: {word}",
        loc="left",
    )
    return save_figure(fig, out / "07-the-six-digit-puzzle.png")


def big_boards(out: Path) -> Path:
    corners = Checker(MID).path((1, 12), (6, 0))
    fig = Figure(figsize=(9, 6), dpi=DPI, layout="constrained")
    ax = fig.add_subplot()
    draw_board(ax, MID, ends=[corners[0], corners[-1]])
    draw_path(ax, corners)
    for label, (row, col) in zip("PQ", corners[1:3]):
        ax.annotate(
            label,
            (col, row),
            xytext=(col - 0.45, row - 0.2),
            fontsize=16,
            fontweight="bold",
            color="#B2182B",
            zorder=9,
        )
    ax.set_title(
        "The fast checker: P on an arm of one G, Q on an arm of the other, one clear column "
        "between",
        loc="left",
    )
    return save_figure(fig, out / "08-big-boards.png")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "course")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    makers = [
        the_rule,
        bfs_counts_turns,
        dfs_and_pruning,
        documents_side_by_side,
        playing_the_game,
        solving_exactly,
        six_digit_puzzle,
        big_boards,
    ]
    for make in makers:
        path = make(args.out)
        if path.stat().st_size > LARGEST:
            shrink_png(path)
        print(f"{path.name:36s} {path.stat().st_size / 1024:6.0f} KB")


if __name__ == "__main__":
    main()
