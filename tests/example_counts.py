"""How many examples a hypothesis property that sets a count of its own tries: that count
under ``make test``'s profiles, and as many in proportion under ``make check``'s smaller one
(``--hypothesis-profile=check``, tests/conftest.py), as the properties that set none."""

from __future__ import annotations

from hypothesis import settings

#: The full profiles' count (``make test``, CI): a property's own count holds as written there.
FULL = 150
#: The fewest a property tries when scaled down: enough to meet its rule's common cases.
FEWEST = 10


def examples(count: int, profile_count: int | None = None) -> int:
    """``count`` scaled by the loaded profile's count (``profile_count``) against `FULL`;
    never below `FEWEST` (nor above ``count``).

    >>> examples(60, 150), examples(600, 25), examples(60, 25), examples(6, 25)
    (60, 100, 10, 6)
    >>> examples(60) == examples(60, settings.default.max_examples)
    True
    """
    if profile_count is None:
        profile_count = settings.default.max_examples
    if profile_count >= FULL:
        return count
    return min(count, max(FEWEST, count * profile_count // FULL))
