"""A player stepped on a RISE slide by the kernel that runs it.

jupyterlab-rise 0.43.1's page is a JupyterLab of its own, built on JupyterLab 4.3's modules;
ipywidgets' manager there (``@jupyter-widgets/jupyterlab-manager`` 5.0) asks for a module that
page does not share (``@jupyterlab/console``) and does not load, so no widget is drawn on a
RISE slide. A player's output therefore carries, beside the widget and its picture, an HTML
block (`slide_html`) that RISE draws in the widget's place: the picture, and a script
(``slide_steps.js``) that finds the notebook's kernel, opens a comm to `TARGET` and shows ◀ ▶
once the kernel answers. Each press moves the player in the kernel (`answer`), as its slider
would, and the picture of the new step comes back. JupyterLab, Voilà and the static site rank
the widget first and never show the block; where no kernel holds the player, it stays the
picture.

Examples
--------
>>> from linklab.core.board import Board
>>> from linklab.core.search import bfs_events
>>> from linklab.widgets.trace_player import TracePlayer
>>> board = Board.from_rows([[1, 0, 1]])
>>> player = TracePlayer(board, bfs_events(board, (0, 0), (0, 2)))
>>> keep(player)
>>> reply = answer({"model": player.model_id, "to": 3})
>>> reply["step"], reply["total"], player.step, reply["png"][:4]
(3, 12, 3, 'iVBO')
>>> answer({"model": "gone", "to": 1})
{'model': 'gone', 'missing': True}
"""

from __future__ import annotations

import base64
import html
import weakref
from pathlib import Path
from typing import Any, Protocol


class Steppable(Protocol):
    """What a slide steps: a player (`linklab.widgets.stepped.SteppedPlayer`), by its model id."""

    step: int
    total: int

    @property
    def model_id(self) -> str: ...

    @property
    def frames(self) -> object: ...

    @property
    def comm(self) -> object: ...

    def slide_png(self) -> bytes | None: ...


#: The comm target the slide's script opens; registered in the kernel when a player is shown.
TARGET = "linklab.slide_steps"
SCRIPT = Path(__file__).with_name("slide_steps.js")
#: The players shown in this kernel, by model id (a player let go is dropped).
_PLAYERS: weakref.WeakValueDictionary[str, Steppable] = weakref.WeakValueDictionary()
_registered = False


def keep(player: Steppable) -> None:
    """Let a slide step ``player``: keep it by its model id, the comm target registered."""
    _PLAYERS[player.model_id] = player
    _register()


def _register() -> None:
    """Register `TARGET` with the kernel's comms, once (outside a kernel, nothing)."""
    global _registered
    if _registered:
        return
    from IPython import get_ipython

    shell = get_ipython()
    if shell is None or getattr(shell, "kernel", None) is None:
        return
    import comm

    comm.get_comm_manager().register_target(TARGET, answer_a_slide)
    _registered = True


def answer_a_slide(channel: Any, message: dict[str, Any]) -> None:
    """A slide opened a comm: answer with the player as it is, then each move it asks."""

    def asked(msg: dict[str, Any]) -> None:
        channel.send(answer(msg["content"]["data"]))

    channel.on_msg(asked)
    data = message["content"]["data"]
    channel.send(answer({"model": data.get("model")}))


def answer(asked: dict[str, Any]) -> dict[str, Any]:
    """The reply to a slide's ``{"model": id, "to": step}`` (``to`` left out: no move): the
    player moved there, its step, its last step and the picture shown, as base64 PNG; or
    ``missing`` when this kernel holds no such player (or holds it closed)."""
    model = str(asked.get("model"))
    player = _PLAYERS.get(model)
    if player is None or player.frames is None or player.comm is None:  # closed: gone too
        return {"model": model, "missing": True}
    if asked.get("to") is not None:
        player.step = int(asked["to"])
    png = player.slide_png() or b""
    return {
        "model": model,
        "step": player.step,
        "total": player.total,
        "png": base64.b64encode(png).decode("ascii"),
    }


def slide_html(player: Steppable, png: str) -> str:
    """The block RISE shows for ``player``: its picture (``png``, base64), ◀ ▶ and the step
    (``k / n``, said in words to a screen reader), hidden until the kernel answers, and the
    script that asks it."""
    from linklab.i18n import tr

    spoken = tr("step {step} of {total}", step="{step}", total="{total}")
    attributes = {
        "class": "linklab-slide-steps",
        "tabindex": "0",
        "style": "position: relative; display: inline-block; max-width: 100%",
        "data-model": player.model_id,
        "data-target": TARGET,
        "data-step": str(player.step),
        "data-total": str(player.total),
        "data-spoken": spoken,
    }
    opened = " ".join(f'{name}="{html.escape(value)}"' for name, value in attributes.items())
    back, forward = tr("one step back"), tr("one step forward")
    alt = tr("step {step} of {total}", step=player.step, total=player.total)
    button = ' style="font-size: 16px; min-width: 40px; padding: 2px 6px"'
    # In the picture's bottom right corner, which a player's picture leaves empty (its caption
    # and panes start on the left): the slide is no taller than the picture alone.
    return (
        f"<div {opened}>"
        f'<img alt="{html.escape(alt)}" style="display: block; max-width: 100%"'
        f' src="data:image/png;base64,{png}">'
        '<div class="linklab-slide-steps-controls" style="display: none; position: absolute;'
        " right: 4px; bottom: 4px; gap: 8px; align-items: center; font-size: 16px;"
        ' background: rgba(255, 255, 255, 0.9); padding: 2px 4px">'
        f'<button type="button" data-by="-1" aria-label="{html.escape(back)}"{button}>◀</button>'
        '<span class="linklab-slide-steps-readout" aria-live="polite"></span>'
        f'<button type="button" data-by="1" aria-label="{html.escape(forward)}"{button}>▶</button>'
        "</div></div>"
        f"<script>{SCRIPT.read_text(encoding='utf-8')}</script>"
    )
