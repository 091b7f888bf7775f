"""A misconception from ``misconceptions.py`` as a judge-format program, for ``linklab stress``.

    python learner_misconception.py FORMAT NAME

FORMAT is ``pair`` (document 000: TRUE/FALSE, 0-based cells, cases until the end of input),
``hdu1175`` (document 003: YES/NO, 1-based, boards until ``0 0``) or ``sixdigits`` (document
001: one layout a line, Yes/No). NAME is a function of ``misconceptions.TABLE``; a path
function answers yes when it finds a path. One process answers every query, so a seen set
never cleared carries over from line to line, as in a learner's program.
"""

import sys

import misconceptions


class Grid:
    """What the functions read of a board: ``board[cell]``, ``rows``, ``cols``."""

    def __init__(self, kinds, rows, cols):
        self.kinds, self.rows, self.cols = kinds, rows, cols

    def __getitem__(self, cell):
        r, c = cell
        if not (0 <= r < self.rows and 0 <= c < self.cols):
            raise IndexError(f"cell {cell} is off the board")
        return self.kinds[r * self.cols + c]


def main():
    fmt, name = sys.argv[1], sys.argv[2]
    fn = getattr(misconceptions, name)
    kind = next(k for n, k, _ in misconceptions.TABLE if n == name)
    yes, no = {"pair": ("TRUE", "FALSE"), "hdu1175": ("YES", "NO"), "sixdigits": ("Yes", "No")}[fmt]
    out = []
    if fmt == "sixdigits":
        for line in sys.stdin.read().splitlines():
            if line.strip():
                out.append(yes if fn(tuple(map(int, line.split()))) else no)
        sys.stdout.write("".join(line + "\n" for line in out))
        return

    def answer(grid, a, b):
        said = fn(grid, a, b)
        return yes if (said if kind == "link" else said is not None) else no

    numbers = list(map(int, sys.stdin.buffer.read().split()))
    at = 0
    while at < len(numbers):
        rows, cols = numbers[at], numbers[at + 1]
        at += 2
        if fmt == "hdu1175" and rows == 0 and cols == 0:
            break
        grid = Grid(numbers[at : at + rows * cols], rows, cols)
        at += rows * cols
        if fmt == "pair":
            r1, c1, r2, c2 = numbers[at : at + 4]
            at += 4
            out.append(answer(grid, (r1, c1), (r2, c2)))
            continue
        queries = numbers[at]
        at += 1
        for _ in range(queries):
            x1, y1, x2, y2 = numbers[at : at + 4]
            at += 4
            out.append(answer(grid, (x1 - 1, y1 - 1), (x2 - 1, y2 - 1)))
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    sys.setrecursionlimit(100_000)
    main()
