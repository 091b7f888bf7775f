"""A page's saved widget state: its models read, its players' frames found, and the whole
state packed (gzipped) into the page with the script that unpacks it (``state_loader.js``).

Examples
--------
>>> unpack_state(pack_state({"state": {}}))
{'state': {}}
"""

from __future__ import annotations

import base64
import functools
import gzip
import json
from pathlib import Path

from linklab.site.lecture_twin import WIDGET_STATE, reached, shown_models


def widget_models(nb) -> dict:
    """The saved widget models of ``nb``, by id."""
    return nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})


def drop_unshown(nb) -> int:
    """Drop from ``nb``'s saved widget state every model that no output shows, nor a widget
    shown holds or links to (a part the page plays by its own Python, `linklab.site.live`,
    leaves its widget's models behind); how many were dropped.

    >>> import nbformat
    >>> nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("w", outputs=[
    ...     {"output_type": "display_data", "metadata": {}, "data": {
    ...         "application/vnd.jupyter.widget-view+json": {"model_id": "a"}}}])])
    >>> nb.metadata["widgets"] = {WIDGET_STATE: {"state": {
    ...     "a": {"state": {"layout": "IPY_MODEL_l"}}, "l": {"state": {}}, "gone": {"state": {}}}}}
    >>> drop_unshown(nb), sorted(widget_models(nb))
    (1, ['a', 'l'])
    """
    models = widget_models(nb)
    unshown = set(models) - reached(models, shown_models(nb.cells))
    for key in unshown:
        del models[key]
    return len(unshown)


def is_stage(model: dict) -> bool:
    """Whether a saved widget model is a stepped player's page (`linklab.widgets.stage`)."""
    return "steps" in (model.get("state", {}).get("frames") or {})


def scene_frames(nb) -> dict[str, list[str]]:
    """Each player of scenes' SVG of every step its saved state holds, by its key."""
    from linklab.widgets.stage import batch_svgs

    found = {}
    for model in widget_models(nb).values():
        batch = model.get("state", {}).get("frames") or {}
        if is_stage(model) and "svg" in batch:
            svgs = batch_svgs([batch])
            found[model["state"]["key"]] = [svgs[step] for step in sorted(svgs)]
    return found


def drawn_frames(nb) -> dict[str, list[str]]:
    """Each player's frames as drawn, by its key: a digest of each step's SVG."""
    import hashlib

    return {
        key: [hashlib.sha256(svg.encode("utf-8")).hexdigest() for svg in svgs]
        for key, svgs in scene_frames(nb).items()
    }


#: Unpacks the widget state in the page (gzipped), then starts the widget manager on it. The
#: manager does not wait for any picture.
STATE_LOADER = Path(__file__).with_name("state_loader.js").read_text(encoding="utf-8")


#: The exporter's own loader of the widget manager (replaced by `STATE_LOADER`).
NBCONVERT_LOADER = r"<script>\s*\(function\(\) \{\s*function addWidgetsRenderer\(\).*?</script>"


def pack_state(state: dict) -> str:
    """``state`` (a saved widget state) gzipped and base64-encoded: the players' SVG elements
    and their steps' texts repeat from step to step, and compress well.

    >>> unpack_state(pack_state({"state": {"m": {"state": {"key": "k"}}}}))
    {'state': {'m': {'state': {'key': 'k'}}}}
    """
    return _packed(json.dumps(state, ensure_ascii=False, separators=(",", ":")))


@functools.lru_cache(maxsize=2)
def _packed(text: str) -> str:
    # kept for the slide edition, which packs the same state as its page just did
    return base64.b64encode(gzip.compress(text.encode("utf-8"), 9)).decode("ascii")


def unpack_state(packed: str) -> dict:
    """The state `pack_state` packed."""
    return json.loads(gzip.decompress(base64.b64decode(packed)).decode("utf-8"))


def packed_state_html(state: dict, renderer_url: str) -> str:
    """The page's scripts holding ``state`` packed, an empty widget-state script the loader
    fills, and the loader."""
    return (
        f'<script type="{WIDGET_STATE}"></script>\n'
        f'<script type="text/plain" id="linklab-packed-state">{pack_state(state)}</script>\n'
        + "<script>\n"
        + STATE_LOADER.replace('"STATE"', f'"{WIDGET_STATE}"').replace("RENDERER", renderer_url)
        + "</script>"
    )
