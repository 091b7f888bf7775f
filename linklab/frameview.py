"""A picture that changes step in the page: the steps' PNGs are sent ahead and kept there.

`FrameView` is a widget showing one picture per step of a player. The kernel draws every
picture with ``linklab.draw`` (through `linklab.fastview.FramePrefetcher`) and sends each PNG to
the page once; the page keeps them, and when the player's ``step`` changes *in the page* (a key
on the focused slider, a drag, the play button, all linked in the page with ``jslink``), the page
shows the step's picture at once, without a round trip to the kernel. A step whose picture has
not arrived yet keeps the previous picture until the kernel's arrives.

The page keeps what the kernel's cache keeps: the prefetcher says when a picture enters its
cache (`FrameView.keep`) and when one leaves it (`FrameView.forget`). A view shown again after
the page reloaded asks for the cache anew (the ``hello`` message).

Examples
--------
>>> view = FrameView(width=300)
>>> sent = []
>>> view.send = lambda content, buffers=None: sent.append((content, len(buffers or [])))
>>> view.keep(3, b"\\x89PNG...")
>>> view.forget([3])
>>> sent
[({'kind': 'frames', 'steps': [3]}, 1), ({'kind': 'drop', 'steps': [3]}, 0)]
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable

import anywidget
import traitlets

# The page's side: a cache of object URLs by step, per model (shared by every view of it), and
# one <img> per view showing the cached picture of the model's step.
_ESM = """
// The views and the model's hooks each get their own proxy of the model (with get, set, send,
// on and off only), so a model's pictures are kept on the page under the model's own key.
const caches = (window.__linklabFrames = window.__linklabFrames || new Map());
function cacheOf(model) {
  const key = model.get("key");
  let cache = caches.get(key);
  if (!cache) {
    cache = { urls: new Map(), views: new Set() };
    caches.set(key, cache);
  }
  return cache;
}
function forget(cache, step) {
  const url = cache.urls.get(step);
  if (url) { URL.revokeObjectURL(url); cache.urls.delete(step); }
}
export default {
  initialize({ model }) {
    const cache = cacheOf(model);
    const onMessage = (msg, buffers) => {
      if (msg.kind === "frames") {
        msg.steps.forEach((step, i) => {
          forget(cache, step);
          const png = new Blob([buffers[i]], { type: "image/png" });
          cache.urls.set(step, URL.createObjectURL(png));
        });
      } else if (msg.kind === "drop") {
        msg.steps.forEach((step) => forget(cache, step));
      } else if (msg.kind === "clear") {
        Array.from(cache.urls.keys()).forEach((step) => forget(cache, step));
      }
      cache.views.forEach((show) => show());
    };
    model.on("msg:custom", onMessage);
    model.send({ kind: "hello" });
    return () => {
      model.off("msg:custom", onMessage);
      Array.from(cache.urls.keys()).forEach((step) => forget(cache, step));
      caches.delete(model.get("key"));
    };
  },
  render({ model, el }) {
    const cache = cacheOf(model);
    const img = document.createElement("img");
    img.className = model.get("image_class");
    const size = () => { img.style.width = model.get("width") + "px"; };
    // A step whose picture has not arrived keeps the last one until it does.
    const show = () => {
      const url = cache.urls.get(model.get("step"));
      if (url && img.src !== url) img.src = url;
    };
    size();
    el.appendChild(img);
    cache.views.add(show);
    model.on("change:step", show);
    model.on("change:width", size);
    show();
    return () => {
      cache.views.delete(show);
      model.off("change:step", show);
      model.off("change:width", size);
    };
  },
};
"""

_CSS = """
.linklab-frameview img { display: block; max-width: 100%; height: auto; }
"""


class FrameView(anywidget.AnyWidget):
    """The picture of a player's ``step``, from PNGs sent to the page ahead of time.

    Parameters
    ----------
    width : int
        The picture's width on the page, in CSS pixels.
    image_class : str
        The CSS class of the picture's ``<img>`` in the page.

    Attributes
    ----------
    step : int
        The step shown; link it in the page to the player's slider
        (``ipywidgets.jsdlink((slider, "value"), (view, "step"))``).
    on_hello : callable or None
        Called with no argument when a view in the page starts with an empty cache (a page
        opened or reloaded): the owner sends its pictures again.
    """

    _esm = _ESM
    _css = _CSS
    step = traitlets.Int(0).tag(sync=True)
    key = traitlets.Unicode().tag(sync=True)  # names this picture's cache in the page
    image_class = traitlets.Unicode("linklab-player-image").tag(sync=True)  # the <img>'s class
    width = traitlets.Int(600).tag(sync=True)

    def __init__(self, width: int = 600, **kwargs):
        super().__init__(width=width, key=uuid.uuid4().hex, **kwargs)
        self.add_class("linklab-frameview")
        self.on_hello: Callable[[], None] | None = None
        self.on_msg(self._on_page_message)

    def keep(self, step: int, png: bytes) -> None:
        """Send the picture of ``step`` to the page, which keeps it until `forget`."""
        self.send({"kind": "frames", "steps": [step]}, [png])

    def forget(self, steps: Iterable[int]) -> None:
        """Let the page drop the pictures of ``steps``."""
        steps = list(steps)
        if steps:
            self.send({"kind": "drop", "steps": steps})

    def clear(self) -> None:
        """Let the page drop every picture."""
        self.send({"kind": "clear"})

    def _on_page_message(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and content.get("kind") == "hello" and self.on_hello:
            self.on_hello()
