"""A learner's answer to documents 000 and 003, written for the tests, with bugs to plant.

    python learner_link.py FORMAT [--bug BUG]

FORMAT is ``pair`` (document 000: TRUE/FALSE, 0-based cells, cases until the end of input)
or ``hdu1175`` (document 003: YES/NO, 1-based, boards until ``0 0``). Without ``--bug`` it
follows the rule (at most two turns, on the board). The bugs:

- ``three-turns``: allows three turns;
- ``no-kind-check``: never compares the two kinds;
- ``crash-last-column``: reads past the row when a query touches the last column;
- ``never-answers``: reads the input, then waits forever;
- ``first-case-only``: answers the first board's queries (``pair``: the first case) and stops;
- ``no-reset``: keeps the empty cells one search walked through as walls for every later
  search, on this board and the next (its visited set is never cleared);
- ``exponential``: right, but tries every simple path, turns counted only at the end;
- ``hog-memory``: asks for 4 GB before it answers.

``answers(fmt, numbers, bug)`` is the program's work without its input and output, for tests
that run it in the test's own process.
"""

import sys
import time


def straight_clear(occupied, width, p, q):
    """Whether the straight line between cells p and q (ends aside) is empty."""
    (r1, c1), (r2, c2) = p, q
    if r1 == r2:
        lo, hi = sorted((c1, c2))
        return occupied.find(1, r1 * width + lo + 1, r1 * width + hi) == -1
    lo, hi = sorted((r1, r2))
    return all(not occupied[r * width + c1] for r in range(lo + 1, hi))


def arm(occupied, width, height, cell, axis):
    """The first and last index along ``axis`` of the empty run through ``cell``."""
    r, c = cell
    if axis == 0:  # up and down the column
        first = r
        while first > 0 and not occupied[(first - 1) * width + c]:
            first -= 1
        last = r
        while last < height - 1 and not occupied[(last + 1) * width + c]:
            last += 1
        return first, last
    base = r * width
    first = occupied.rfind(1, base, base + c) + 1 - base
    found = occupied.find(1, base + c + 1, base + width)
    return first, (width - 1 if found == -1 else found - base - 1)


def two_turns(occupied, width, height, a, b):
    """At most two turns: a to p along a's arm, p to q straight, q to b along b's arm."""
    if straight_clear(occupied, width, a, b) and (a[0] == b[0] or a[1] == b[1]):
        return True
    for axis in (0, 1):
        fa, la = arm(occupied, width, height, a, axis)
        fb, lb = arm(occupied, width, height, b, axis)
        for i in range(max(fa, fb), min(la, lb) + 1):
            p = (i, a[1]) if axis == 0 else (a[0], i)
            q = (i, b[1]) if axis == 0 else (b[0], i)
            if p != q and straight_clear(occupied, width, p, q):
                if (p == a or not occupied[p[0] * width + p[1]]) and (
                    q == b or not occupied[q[0] * width + q[1]]
                ):
                    return True
            elif p == q and not occupied[p[0] * width + p[1]]:
                return True
    return False


def by_layers(occupied, width, height, a, b, turns):
    """Any number of turns: the cells each straight run reaches, turn after turn."""
    layer = {(a, 0), (a, 1)}
    seen = set(layer)
    for _ in range(turns + 1):
        crossing = set()
        for cell, axis in layer:
            for step in (-1, 1):
                r, c = cell
                while True:
                    r, c = (r + step, c) if axis == 0 else (r, c + step)
                    if (r, c) == b:
                        return True
                    if occupied[r * width + c]:
                        break
                    if ((r, c), 1 - axis) not in seen:
                        seen.add(((r, c), 1 - axis))
                        crossing.add(((r, c), 1 - axis))
        layer = crossing
    return False


#: The padded cells earlier searches walked through: never cleared (the bug no-reset).
KEPT = set()


def walk_keeping(occupied, width, a, b, turns):
    """``by_layers`` with the cells of earlier searches as walls, this search's added after."""
    walked = set()
    layer = {(a, 0), (a, 1)}
    seen = set(layer)
    for _ in range(turns + 1):
        crossing = set()
        for cell, axis in layer:
            for step in (-1, 1):
                r, c = cell
                while True:
                    r, c = (r + step, c) if axis == 0 else (r, c + step)
                    if (r, c) == b:
                        KEPT.update(walked)
                        return True
                    if occupied[r * width + c] or (r, c) in KEPT:
                        break
                    walked.add((r, c))
                    if ((r, c), 1 - axis) not in seen:
                        seen.add(((r, c), 1 - axis))
                        crossing.add(((r, c), 1 - axis))
        layer = crossing
    KEPT.update(walked)
    return False


def every_path(occupied, width, a, b, turns):
    """Whether some simple path from a to b through empty cells has at most ``turns`` turns,
    trying them all (exponential): turns are counted, never used to cut the search short."""
    steps = ((-1, 0), (0, 1), (1, 0), (0, -1))
    seen = {a}

    def walk(cell, heading, made):
        for direction, (dr, dc) in enumerate(steps):
            nxt = (cell[0] + dr, cell[1] + dc)
            now = made + (heading is not None and direction != heading)
            if nxt == b:
                if now <= turns:
                    return True
                continue
            if occupied[nxt[0] * width + nxt[1]] or nxt in seen:
                continue
            seen.add(nxt)
            if walk(nxt, direction, now):
                return True
            seen.discard(nxt)
        return False

    return walk(a, None, 0)


def linked(kinds, rows, cols, a, b, bug):
    """Whether a and b (0-based) link; ``kinds`` is the board row by row."""
    if bug == "crash-last-column" and cols - 1 in (a[1], b[1]):
        return kinds[rows * cols + 5]  # one past the end of the board
    ka, kb = kinds[a[0] * cols + a[1]], kinds[b[0] * cols + b[1]]
    if a == b or not ka or not kb or (ka != kb and bug != "no-kind-check"):
        return False
    width, height = cols + 2, rows + 2  # a ring of occupied cells keeps paths on the board
    occupied = bytearray([1]) * (width * height)
    for r in range(rows):
        row = kinds[r * cols : (r + 1) * cols]
        occupied[(r + 1) * width + 1 : (r + 1) * width + 1 + cols] = bytes(k != 0 for k in row)
    pa, pb = (a[0] + 1, a[1] + 1), (b[0] + 1, b[1] + 1)
    if bug == "three-turns":
        return by_layers(occupied, width, height, pa, pb, 3)
    if bug == "no-reset":
        return walk_keeping(occupied, width, pa, pb, 2)
    if bug == "exponential":
        return every_path(occupied, width, pa, pb, 2)
    return two_turns(bytes(occupied), width, height, pa, pb)


def answers(fmt, numbers, bug=None):
    """The answers to an input's numbers, one a query."""
    at, out = 0, []
    while at < len(numbers):
        rows, cols = numbers[at], numbers[at + 1]
        at += 2
        if fmt == "hdu1175" and rows == 0 and cols == 0:
            break
        if bug == "first-case-only" and out:
            break
        kinds = numbers[at : at + rows * cols]
        at += rows * cols
        if fmt == "pair":
            r1, c1, r2, c2 = numbers[at : at + 4]
            at += 4
            out.append("TRUE" if linked(kinds, rows, cols, (r1, c1), (r2, c2), bug) else "FALSE")
            continue
        queries = numbers[at]
        at += 1
        for _ in range(queries):
            x1, y1, x2, y2 = numbers[at : at + 4]
            at += 4
            a, b = (x1 - 1, y1 - 1), (x2 - 1, y2 - 1)
            out.append("YES" if linked(kinds, rows, cols, a, b, bug) else "NO")
    return out


def main():
    fmt = sys.argv[1]
    bug = sys.argv[3] if sys.argv[2:3] == ["--bug"] else None
    numbers = list(map(int, sys.stdin.buffer.read().split()))
    if bug == "never-answers":
        while True:
            time.sleep(1)
    if bug == "hog-memory":
        hoard = bytearray(4 << 30)
        hoard[-1] = 1
    if bug == "exponential":
        sys.setrecursionlimit(100_000)
    sys.stdout.write("".join(line + "\n" for line in answers(fmt, numbers, bug)))


if __name__ == "__main__":
    main()
