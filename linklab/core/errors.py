"""One exception for every kind of bad input, so every front end reports it the same way."""

from __future__ import annotations


class InputError(ValueError):
    """Bad input, with what was expected and where it was found.

    ``str()`` is the one line the command line prints.

    Examples
    --------
    >>> str(InputError("expected an integer", line=3, token="x"))
    "line 3, token 'x': expected an integer"
    >>> str(InputError("cell (5, 0) is off the 4x5 board"))
    'cell (5, 0) is off the 4x5 board'
    """

    def __init__(self, what: str, *, line: int | None = None, token: str | None = None):
        super().__init__(what)
        self.what = what
        self.line = line
        self.token = token

    def __str__(self) -> str:
        where = []
        if self.line is not None:
            where.append(f"line {self.line}")
        if self.token is not None:
            where.append(f"token {self.token!r}")
        return f"{', '.join(where)}: {self.what}" if where else self.what


class UndefinedBehaviour(Exception):
    """A document's program would do something undefined here (for example read outside its
    arrays); ``str()`` says what and where. Raised only by ``linklab.documents``.
    """
