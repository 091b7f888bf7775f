"""The page's side of the six-digit explorer: its picture, its text and its move buttons.

`MovePad` holds the pictures sent so far, by layout, and for each the layout every move leads
to. A move button pressed in the page shows the next layout's picture and text at once when
the kernel has sent them ahead (it sends the layouts one move away while the user reads), and
tells the kernel the move (a ``move`` message), which keeps the history and the answer. A
layout not sent yet waits for the kernel's picture.

Examples
--------
>>> pad = MovePad(moves=["α", "β"])
>>> pad.deliver(["123456"], [b"\\x89PNG"], ["<b>home</b>"], [{"α": "213456", "β": "132456"}])
>>> pad.frames["states"], pad.frames["nexts"]
(['123456'], [{'α': '213456', 'β': '132456'}])
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping, Sequence

import anywidget
import traitlets

_ESM = """
const pads = (window.__linklabPads = window.__linklabPads || new Map());
function padOf(model) {
  const key = model.get("key");
  let pad = pads.get(key);
  if (!pad) {
    pad = { pictures: new Map(), texts: new Map(), nexts: new Map(), views: new Set(),
            sent: 0, shown: null };
    pads.set(key, pad);
  }
  return pad;
}
function take(pad, batch) {
  if (!batch || !batch.states) return;
  if (batch.clear) {
    pad.pictures.forEach((p) => URL.revokeObjectURL(p.url));
    pad.pictures.clear(); pad.texts.clear(); pad.nexts.clear();
  }
  batch.states.forEach((state, i) => {
    const png = batch.pngs[i];
    if (png && png.byteLength) {
      const old = pad.pictures.get(state);
      if (old) URL.revokeObjectURL(old.url);
      const url = URL.createObjectURL(new Blob([png], { type: "image/png" }));
      const decoded = new Image();
      decoded.src = url;
      decoded.decode().catch(() => {});
      pad.pictures.set(state, { url, decoded });
    }
    pad.texts.set(state, batch.texts[i]);
    pad.nexts.set(state, batch.nexts[i]);
  });
}
export default {
  initialize({ model }) {
    const pad = padOf(model);
    take(pad, model.get("frames"));
    const onFrames = () => { take(pad, model.get("frames")); pad.views.forEach((v) => v.paint()); };
    model.on("change:frames", onFrames);
    return () => {
      model.off("change:frames", onFrames);
      pad.pictures.forEach((p) => URL.revokeObjectURL(p.url));
      pads.delete(model.get("key"));
    };
  },
  render({ model, el }) {
    const pad = padOf(model);
    const img = document.createElement("img");
    img.className = "linklab-six-image";
    img.style.width = model.get("width") + "px";
    img.style.display = "block";
    const bar = document.createElement("div");
    bar.className = "linklab-six-moves";
    bar.style.display = "flex";
    bar.style.gap = "4px";
    const info = document.createElement("div");
    info.className = "linklab-six-info";
    // The layout shown: the kernel's, unless the page has moved ahead of it.
    const current = () => (pad.sent > model.get("acked") && pad.shown) || model.get("state");
    const view = {
      paint() {
        const state = current();
        const picture = pad.pictures.get(state);
        if (picture && img.src !== picture.url) img.src = picture.url;
        const text = pad.texts.get(state);
        if (text !== undefined && info.__shown !== text) {
          info.innerHTML = text;
          info.__shown = text;
        }
      },
    };
    const classes = model.get("classes");
    model.get("moves").forEach((name) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = name;
      button.className = "linklab-six-move " + (classes[name] || "");
      button.style.minWidth = "50px";
      const press = () => {
        const nexts = pad.nexts.get(current());
        const next = nexts && nexts[name];
        pad.sent += 1;
        if (next && pad.pictures.has(next)) { pad.shown = next; view.paint(); }
        else pad.shown = null;
        model.send({ kind: "move", name, serial: pad.sent });
      };
      button.addEventListener("pointerdown", (event) => { if (event.button === 0) press(); });
      button.addEventListener("click", (event) => { if (event.detail === 0) press(); });
      bar.appendChild(button);
    });
    el.append(img, bar, info);
    pad.views.add(view);
    const paint = () => view.paint();
    model.on("change:state", paint);
    model.on("change:acked", paint);
    view.paint();
    return () => {
      pad.views.delete(view);
      model.off("change:state", paint);
      model.off("change:acked", paint);
    };
  },
};
"""


class MovePad(anywidget.AnyWidget):
    """Pictures and texts by layout, and move buttons that show the next one in the page.

    Parameters
    ----------
    moves : sequence of str
        The move buttons, in order.
    classes : mapping of str to str
        Each move button's CSS class.
    width : int
        The picture's width in CSS pixels.

    Attributes
    ----------
    state : str, synced
        The layout shown, as its six digits.
    acked : int, synced
        How many of the page's moves the kernel has applied.
    on_move : callable or None
        Called with a move's name when the page asks for it.
    """

    _esm = _ESM
    state = traitlets.Unicode("").tag(sync=True)
    acked = traitlets.Int(0).tag(sync=True)
    frames = traitlets.Dict().tag(sync=True)
    moves = traitlets.List(traitlets.Unicode()).tag(sync=True)
    classes = traitlets.Dict().tag(sync=True)
    key = traitlets.Unicode().tag(sync=True)
    width = traitlets.Int(800).tag(sync=True)

    def __init__(
        self,
        *,
        moves: Sequence[str],
        classes: Mapping[str, str] | None = None,
        width: int = 800,
    ):
        super().__init__(
            moves=list(moves), classes=dict(classes or {}), width=width, key=uuid.uuid4().hex
        )
        self.on_move: Callable[[str], None] | None = None
        self._serial = 0
        self.on_msg(self._on_page_message)

    def deliver(
        self,
        states: Sequence[str],
        pngs: Sequence[bytes],
        texts: Sequence[str],
        nexts: Sequence[Mapping[str, str]],
        *,
        clear: bool = False,
    ) -> None:
        """Send the pictures and texts of ``states``, and where each move leads from each."""
        self._serial += 1
        self.frames = {
            "serial": self._serial,
            "states": list(states),
            "pngs": list(pngs),
            "texts": list(texts),
            "nexts": [dict(n) for n in nexts],
            "clear": clear,
        }

    def _on_page_message(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and content.get("kind") == "move":
            if self.on_move is not None:
                self.on_move(content.get("name", ""))
            self.acked = int(content.get("serial", self.acked + 1))
