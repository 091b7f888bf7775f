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


class CourseFault(RuntimeWarning):
    """A fault of the package's own, caught where a learner would otherwise lose their page: the
    learner sees one line, and this warning is raised as well, which the tests turn into an
    error (``filterwarnings`` in pyproject.toml), so a bug there fails a test.

    >>> import warnings
    >>> with warnings.catch_warnings(record=True) as seen:
    ...     warnings.simplefilter("always")
    ...     report_fault(ValueError("bad"), "the tracer")
    >>> str(seen[0].message)
    'the tracer failed: ValueError: bad'
    """


def report_fault(error: BaseException, where: str) -> None:
    """Warn of ``error``, a fault of the package's own found in ``where``, as a `CourseFault`."""
    import warnings

    text = (str(error).strip().splitlines() or [""])[0]
    warnings.warn(
        f"{where} failed: {type(error).__name__}: {text}".rstrip(": "), CourseFault, stacklevel=3
    )


def check_type(value: object, expected: type | tuple[type, ...], name: str, like: str) -> None:
    """Refuse a ``value`` that is not of the ``expected`` type, with a TypeError naming the
    parameter ``name`` and saying what it should be (``like``). A bool is never taken for an
    int: the public functions check their arguments through here, so every front end and a
    learner's notebook read the same sentence.

    >>> check_type("rows", str, "form", "a str such as 'rows'")
    >>> check_type(True, int, "seed", "an integer")
    Traceback (most recent call last):
    ...
    TypeError: seed must be an integer, got bool
    """
    wanted = expected if isinstance(expected, tuple) else (expected,)
    if not isinstance(value, wanted) or (isinstance(value, bool) and bool not in wanted):
        raise TypeError(f"{name} must be {like}, got {type(value).__name__}")


def check_iterable(value: object, name: str, like: str) -> None:
    """Refuse a ``value`` that is not a sequence or stream of items, with a TypeError naming
    the parameter ``name``: a str or bytes is refused too, though Python can iterate it, and a
    dict or a set, whose items have no order to read them in.

    >>> check_iterable("αβ", "state", "six digits like (1, 2, 3, 4, 5, 6)")
    Traceback (most recent call last):
    ...
    TypeError: state must be six digits like (1, 2, 3, 4, 5, 6), got str
    """
    from collections.abc import Mapping, Set

    unordered = isinstance(value, Mapping | Set)
    if unordered or isinstance(value, str | bytes | bytearray) or not hasattr(value, "__iter__"):
        raise TypeError(f"{name} must be {like}, got {type(value).__name__}")
