"""What the documents' re-done programs share: the undefined-behaviour error and their reasons."""

from __future__ import annotations

from collections.abc import Sequence

from linklab.core.errors import UndefinedBehaviour

#: Rejection reasons the documents add to ``linklab.core.events.REJECT_REASONS``.
#: ``cell_seen_with_fewer_turns``: document 000 keeps one turn count per *cell*, whatever the
#: heading, and turns a state away when the cell was reached with fewer turns.
DOCUMENT_REASONS = ("cell_seen_with_fewer_turns",)

# Quirk explanations more than one document's record uses (see ``Document.quirks``).
QUIRK_NO_TILE = "An empty cell is linked: nothing checks that the two cells hold tiles."
QUIRK_NO_KIND = "Two different kinds are linked: nothing compares the two kinds."
QUIRK_UNEXPLAINED = "The document and its rule disagree here for a reason not yet named."


class OutOfArray(UndefinedBehaviour):
    """A document's program reads or writes an array element that does not exist.

    ``access`` is ``"read"`` or ``"write"``; ``array`` names the C array and ``index`` the
    subscripts the program uses.

    Examples
    --------
    >>> str(OutOfArray("write", "vir", (-1, 3), "the first step up from (0, 3)"))
    'writes vir[-1][3], outside the array: the first step up from (0, 3)'
    """

    def __init__(self, access: str, array: str, index: Sequence[int], why: str):
        self.access, self.array, self.index = access, array, tuple(index)
        subscripts = "".join(f"[{i}]" for i in self.index)
        verb = "reads" if access == "read" else "writes"
        super().__init__(f"{verb} {array}{subscripts}, outside the array: {why}")
