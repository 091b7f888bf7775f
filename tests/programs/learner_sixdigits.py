"""A learner's answer to document 001 (six digits), written for the tests.

    python learner_sixdigits.py [--bug parity | --bug first-line-only]

One layout a line; ``Yes`` when moves α and β turn it into 123456, else ``No``. It searches
backwards from 123456 once. With ``--bug parity`` it answers by the layout's parity instead;
with ``--bug first-line-only`` it answers the first layout and stops.
"""

import sys
from collections import deque

# Where each cell's digit goes (cells A..F = 0..5): α turns A B E D, β turns B C F E.
ALPHA = (1, 4, 2, 0, 3, 5)
BETA = (0, 2, 5, 3, 1, 4)


def move(state, dest):
    new = [0] * 6
    for cell, digit in enumerate(state):
        new[dest[cell]] = digit
    return tuple(new)


def undo(state, dest):
    return tuple(state[dest[cell]] for cell in range(6))


def reachable():
    """Every layout α and β turn into 123456: a search backwards from it."""
    goal = (1, 2, 3, 4, 5, 6)
    seen, queue = {goal}, deque([goal])
    while queue:
        state = queue.popleft()
        for dest in (ALPHA, BETA):
            before = undo(state, dest)
            if before not in seen:
                seen.add(before)
                queue.append(before)
    return seen


def main():
    parity = sys.argv[1:] == ["--bug", "parity"]
    first_only = sys.argv[1:] == ["--bug", "first-line-only"]
    good = reachable()
    out = []
    for line in sys.stdin.read().splitlines():
        if not line.strip():
            continue
        if first_only and out:
            break
        state = tuple(map(int, line.split()))
        if parity:
            even = sum(x > y for i, x in enumerate(state) for y in state[i + 1 :]) % 2 == 0
            out.append("Yes" if even else "No")
        else:
            out.append("Yes" if state in good else "No")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
