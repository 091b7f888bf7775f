"""The fields a live part of a static page shows (a board's rows, a seed, a check box), and
what the learner typed in them read as values, all or none, or refused in one line.

Examples
--------
>>> fields = (("rows", "rows", (1, 30)), ("outside", "around the outside", None))
>>> read_fields(fields, {"rows": " 12 ", "outside": True})
({'rows': 12, 'outside': True}, '')
>>> read_fields(fields, {"rows": "0"})
({}, 'rows must be a whole number from 1 to 30, got 0')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from linklab.i18n import tr, translate

#: A field: its name, its label, and the whole numbers it takes (None: a check box).
Field = tuple[str, str, "tuple[int, int] | None"]


def read_fields(fields: Sequence[Field], typed: Mapping[str, Any]) -> tuple[dict[str, Any], str]:
    """The ``typed`` values of ``fields`` (those given), or ``({}, why)`` naming the first that
    cannot be used, in the language in force."""
    read: dict[str, Any] = {}
    for name, label, limits in fields:
        if name not in typed:
            continue
        value = typed[name]
        if limits is None:
            read[name] = value in (True, "true", "on", 1)
            continue
        try:
            number = int(str(value).strip())
        except ValueError:
            number = None
        low, high = limits
        if number is None or not low <= number <= high:
            why = tr(
                "{name} must be a whole number from {low} to {high}, got {value}",
                name=translate(label),
                low=low,
                high=high,
                value=value,
            )
            return {}, why
        read[name] = number
    return read, ""


def field_views(fields: Sequence[Field], values: Mapping[str, Any]) -> list[dict[str, Any]]:
    """What the page draws for ``fields``, holding ``values``, labels in the language in force.

    >>> field_views((("seed", "seed", (0, 9)),), {"seed": 3})
    [{'name': 'seed', 'label': 'seed', 'kind': 'int', 'value': 3}]
    """
    return [
        {
            "name": name,
            "label": translate(label),
            "kind": "bool" if limits is None else "int",
            "value": values[name],
        }
        for name, label, limits in fields
    ]
