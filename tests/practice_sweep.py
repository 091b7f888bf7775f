"""Every practice key against its second implementation (`practice_oracles`), seed by seed, for
every level of every skill: ``make test`` sweeps 20 seeds a level and lets hypothesis try others;
the whole sweep of a thousand seeds a level (about a minute of one core) is run by hand::

    python -m tests.practice_sweep 1000

It prints each difference on a line of its own, then how many there were, and exits 1 on any.
"""

from __future__ import annotations

import argparse
import sys

from linklab.course.practice import MAX_LEVEL, SKILLS, question
from tests import practice_oracles as oracle

#: The first seed of the sweep by hand: past the 20 every run of ``make test`` checks.
FIRST_SEED = 100


def _cell(value):
    return None if value is None else tuple(value)


def oracle_answer(q):
    """What the oracle answers to ``q``, in the JSON form of ``q.answer``."""
    grid = [list(row) for row in q.board] if q.board else None
    a, b = _cell(q.a), _cell(q.b)
    if q.skill in ("pairs", "game-move"):
        pairs = oracle.linking_pairs(grid, q.max_turns, q.outside)
        return [[list(x), list(y)] for x, y in pairs]
    if q.skill == "fewest-turns":
        return oracle.fewest_turns(grid, a, b, q.max_turns, q.outside)
    if q.skill == "bfs-queue":
        return [list(cell) for cell in oracle.queue_after(grid, a, q.extra["steps"])]
    if q.skill == "reach":
        return [list(cell) for cell in oracle.reach(grid, a, q.max_turns, q.outside)]
    if q.skill == "dfs-push":
        pushes, _ = oracle.pruned_dfs(grid, a, b, q.max_turns, q.outside)
        return list(pushes[q.extra["push"] - 1])
    if q.skill == "dfs-prune":
        _, pruned = oracle.pruned_dfs(grid, a, b, q.max_turns, q.outside)
        return None if pruned is None else list(pruned)
    if q.skill == "document":
        says = oracle.doc000(grid, a, b)
        linked = (
            oracle.is_pair(grid, a, b) and oracle.fewest_turns(grid, a, b, 2, False) is not None
        )
        return {"prints": "TRUE" if says else "FALSE", "right": says == linked}
    if q.skill == "clear":  # any order that clears is right: check this one does
        clears = oracle.can_clear(grid, q.max_turns, q.outside)
        if q.answer is None:
            return None if not clears else "it can be cleared"
        moves = [(tuple(x), tuple(y)) for x, y in q.answer]
        return q.answer if oracle.clears_with(grid, moves, q.max_turns, q.outside) else "no"
    layout = tuple(q.extra["layout"])
    distance = oracle.six_distance(layout)
    if q.skill == "six-distance":
        return distance
    word = q.answer  # any shortest word is right: check this one is one
    assert oracle.six_after(layout, word) == (1, 2, 3, 4, 5, 6)
    return word if len(word) == distance else f"not shortest: {distance}"


def differences(seeds):
    """Each (skill, level, seed, key, oracle's answer) of ``seeds`` where the two differ."""
    found = []
    for skill in SKILLS:
        for level in range(1, MAX_LEVEL + 1):
            for seed in seeds:
                q = question(skill, level, seed)
                if oracle_answer(q) != q.answer:
                    found.append((skill, level, seed, q.answer, oracle_answer(q)))
    return found


def main(argv: list[str] | None = None) -> int:
    """The sweep by hand: its differences, then their count; 1 if there is any."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("seeds", type=int, help="seeds a level, from 100 on")
    seeds = parser.parse_args(argv).seeds
    if seeds < 1:
        parser.error(f"seeds {seeds}: sweep at least one seed a level")
    found = differences(range(FIRST_SEED, FIRST_SEED + seeds))
    for skill, level, seed, key, answer in found:
        print(f"{skill} level {level} seed {seed}: the key {key!r}, the oracle {answer!r}")
    print(f"{len(found)} differences on {seeds} seeds of each level of {len(SKILLS)} skills")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
