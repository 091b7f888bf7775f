const pads = (window.__linklabPads = window.__linklabPads || new Map());
function padOf(model) {
  const key = model.get("key");
  let pad = pads.get(key);
  if (!pad) {
    pad = { pictures: new Map(), texts: new Map(), nexts: new Map(), views: new Set(),
            sent: 0, shown: null, parts: [], previous: [], head: "" };
    pads.set(key, pad);
  }
  return pad;
}
// The batch's scenes, decoded in the order they were coded; one that does not follow what the
// page holds (a page opened after earlier batches) is left out.
function takeScenes(pad, svg) {
  if (svg.parts_from !== pad.parts.length) return;
  svg.parts.forEach((part) => pad.parts.push(part));
  svg.states.forEach((state, i) => {
    pad.previous = decodeSvgParts(pad.previous, svg.codes[i]);
    if (svg.heads[i]) pad.head = svg.heads[i];
    pad.pictures.set(state, { svg: pad.head, parts: pad.previous });
  });
}
function take(pad, batch) {
  if (!batch || !batch.states) return;
  if (batch.clear) {
    pad.pictures.clear(); pad.texts.clear(); pad.nexts.clear();
    pad.parts = []; pad.previous = []; pad.head = "";
  }
  if (batch.svg) takeScenes(pad, batch.svg);
  batch.states.forEach((state, i) => {
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
      pads.delete(model.get("key"));
    };
  },
  render({ model, el }) {
    const pad = padOf(model);
    const box = document.createElement("div");  // the picture: its scene's SVG inline
    box.className = "linklab-six-image linklab-six-svg";
    box.style.width = model.get("width") + "px";
    box.style.maxWidth = "100%";
    box.style.lineHeight = "0";
    const bar = document.createElement("div");
    bar.className = "linklab-six-moves";
    bar.style.display = "flex";
    bar.style.gap = "4px";
    const info = document.createElement("div");
    info.className = "linklab-six-info";
    info.style.maxWidth = model.get("width") + "px";  // wraps under the picture (INFO_CSS)
    // The layout shown: the kernel's, unless the page has moved ahead of it.
    const current = () => (pad.sent > model.get("acked") && pad.shown) || model.get("state");
    const view = {
      paint() {
        const state = current();
        const picture = pad.pictures.get(state);
        if (picture && box.__picture !== picture) {
          box.__drawn = drawSvgList(box, picture.svg, pad.parts, picture.parts, box.__drawn);
          box.firstChild.style.width = "100%";
          box.firstChild.style.height = "auto";
          box.__picture = picture;
          box.dataset.picture = state;
        }
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
    el.append(box, bar, info);
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
