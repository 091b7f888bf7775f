"""What the page links without the kernel: the ``jslink``/``jsdlink`` widgets made so far."""

from __future__ import annotations

from ipywidgets.widgets import widget as _widget
from ipywidgets.widgets.widget_link import DirectionalLink, Link


def linked_in_page(source, source_name, target, target_name, *, both_ways: bool = True) -> bool:
    """Whether a link in the page copies ``source.source_name`` to ``target.target_name`` (and
    back, with ``both_ways``: ``jslink``; one way: ``jsdlink``)."""
    kind = Link if both_ways else DirectionalLink
    ends = ((source, source_name), (target, target_name))
    for made in list(_widget._instances.values()):
        if type(made) is not kind:
            continue
        pair = (made.source, made.target)
        if _same(pair, ends) or (both_ways and _same(pair, ends[::-1])):
            return True
    return False


def _same(pair, ends) -> bool:
    return all(a[0] is b[0] and a[1] == b[1] for a, b in zip(pair, ends))
