// The page side of the players' widgets (Stage in linklab/widgets/stage.py, MovePad in
// move_pad.py): one ES module that both name as their ``_esm``, a file anywidget reads (and, with
// ANYWIDGET_HMR=1, watches). anywidget loads it from a blob URL, where a relative import does
// not resolve, so what the two share is here, once, between the two marker lines below; the
// static page's live parts (linklab/site/live.js) take that part from this file too.

// --- shared: scenes sent as SVG (linklab.apps.page_steps' coding) ---
// A scene's SVG elements from its codes: n >= 0 is element n; -(p + 1), k copies k entries of
// the scene decoded before it, from position p.
function decodeSvgParts(previous, codes) {
  const out = [];
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i];
    if (code >= 0) out.push(code);
    else {
      const start = -code - 1;
      const count = codes[++i];
      for (let k = 0; k < count; k++) out.push(previous[start + k]);
    }
  }
  return out;
}

// Draw in ``place`` the SVG ``head`` + the elements ``list`` (numbers into ``parts``) + </svg>:
// whole the first time (or when ``drawn`` is null or its tag differs), then by changing only
// the elements that differ from the scene drawn before (``drawn``, which this returns).
function drawSvgList(place, head, parts, list, drawn) {
  // How many of the <svg>'s first children are its <title> and <desc>, not shapes.
  const headCount = (svg) => {
    let count = 0;
    while (count < svg.children.length &&
           ["title", "desc"].includes(svg.children[count].localName)) count += 1;
    return count;
  };
  if (!drawn || drawn.head !== head || place.firstElementChild !== drawn.svg) {
    place.innerHTML = head + list.map((n) => parts[n]).join("") + "</svg>";
    const svg = place.firstElementChild;
    return {svg, head, nodes: [...svg.children].slice(headCount(svg)), list};
  }
  const wanted = new Set(list);
  const kept = new Map();  // a part's elements still drawn, in order
  drawn.list.forEach((n, i) => {
    const node = drawn.nodes[i];
    if (!wanted.has(n)) node.remove();
    else if (kept.has(n)) kept.get(n).push(node);
    else kept.set(n, [node]);
  });
  const svg = drawn.svg;
  let next = svg.children[headCount(svg)] || null;  // after the title and description
  const nodes = Array.from(list, (n) => {
    const spare = kept.get(n);
    let node = spare && spare.shift();
    if (!node) {
      const holder = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      holder.innerHTML = parts[n];
      node = holder.firstElementChild;
    }
    if (node === next) next = next.nextSibling;
    else svg.insertBefore(node, next);
    return node;
  });
  return {svg, head, nodes, list};
}
// --- shared: end ---

// --- Stage: a stepped player's pictures, texts and controls ---
// The frames are kept per model (shared by its views), under the model's own key: each view
// and the model's hooks get their own proxy of the model. A step's picture is its scene's SVG
// elements (numbers into ``parts``, the elements sent so far) and its <svg> tag.
const stages = (window.__linklabStages = window.__linklabStages || new Map());
function stageOf(model) {
  const key = model.get("key");
  let stage = stages.get(key);
  if (!stage) {
    stage = {
      pictures: new Map(), texts: new Map(), spoken: new Map(), views: new Set(), timer: null,
      parts: [], previous: [], head: "",  // and the last step decoded, and its tag
    };
    stages.set(key, stage);
  }
  return stage;
}
let pictureCount = 0;  // names each picture made, for the element showing it (data-picture)
// A batch's pictures, decoded in the order they were coded (the shared part above). A batch
// that does not follow what the page holds (a page opened after earlier batches, or one batch
// lost) is left out and answered false: the kernel, greeted, sends everything again from the
// first element (it counts what it sent as held).
function takeStageFrames(stage, batch) {
  if (!batch || !batch.steps) return true;
  if (batch.clear) {
    stage.pictures.clear(); stage.texts.clear(); stage.spoken.clear();
    stage.parts = []; stage.previous = []; stage.head = "";
  }
  (batch.drop || []).forEach((step) => {
    stage.pictures.delete(step); stage.texts.delete(step); stage.spoken.delete(step);
  });
  const svg = batch.svg;
  if (!svg) return true;
  if (svg.parts_from !== stage.parts.length) return false;
  svg.parts.forEach((part) => stage.parts.push(part));
  batch.steps.forEach((step, i) => {
    stage.previous = decodeSvgParts(stage.previous, svg.codes[i]);
    if (svg.heads[i]) stage.head = svg.heads[i];
    stage.pictures.set(step, { head: stage.head, parts: stage.previous, id: ++pictureCount });
    if (batch.texts && batch.texts[i]) stage.texts.set(step, batch.texts[i]);
    if (batch.spoken && batch.spoken[i]) stage.spoken.set(step, batch.spoken[i]);
  });
  return true;
}
function svgText(stage, picture) {
  return picture ? picture.head + picture.parts.map((n) => stage.parts[n]).join("") + "</svg>" : "";
}
// A text's line marked data-keep-in-view (a program's running line) stands in the middle
// of its box of fixed height (linklab-scroll-box), which scrolls instead of growing.
function keepInView(slot) {
  slot.querySelectorAll("[data-keep-in-view]").forEach((line) => {
    const box = line.closest(".linklab-scroll-box");
    if (!box) return;
    const top = line.getBoundingClientRect().top - box.getBoundingClientRect().top;
    box.scrollTop += top - (box.clientHeight - line.offsetHeight) / 2;
  });
}
function clamp(model, step) {
  return Math.max(0, Math.min(model.get("total"), Math.round(step)));
}
function moveTo(model, step) {
  step = clamp(model, step);
  if (step === model.get("step")) return false;
  model.set("step", step);
  model.save_changes();
  return true;
}
function setPlaying(model, playing) {
  if (model.get("playing") === playing) return;
  model.set("playing", playing);
  model.save_changes();
}
const stageSide = {
  initialize({ model }) {
    const stage = stageOf(model);
    const hello = () => {
      try { model.send({ kind: "hello" }); } catch (e) { /* a page without a kernel */ }
    };
    takeStageFrames(stage, model.get("frames"));
    // A batch that does not follow: ask once for everything again (the answer starts clear).
    let asked = false;
    const onFrames = () => {
      const batch = model.get("frames");
      if (batch && batch.clear) asked = false;
      if (!takeStageFrames(stage, batch) && !asked) {
        asked = true;
        hello();
      }
      stage.views.forEach((view) => view.paint());
    };
    // Playing runs once per model, whatever the number of views, on the page's frames (not a
    // timer of its own, whose ticks would fall between frames and show some steps a frame
    // late): a step is due a period after the last, a few milliseconds of a frame's jitter
    // early counting as on time. It waits (a second at most) for a step the kernel is still
    // drawing, so that every step is seen.
    let last = 0, waitingSince = 0;
    const tick = (now) => {
      stage.timer = null;
      if (!model.get("playing")) return;
      stage.timer = requestAnimationFrame(tick);
      if (now - last < 1000 / Math.max(1, model.get("speed")) - 4) return;
      const step = model.get("step");
      if (step >= model.get("total")) { setPlaying(model, false); return; }
      if (!stage.pictures.has(step + 1)) {
        waitingSince = waitingSince || now;
        if (now - waitingSince < 1000) return;
      }
      waitingSince = 0;
      last = now;
      moveTo(model, step + 1);
    };
    const replay = () => {
      if (stage.timer) { cancelAnimationFrame(stage.timer); stage.timer = null; }
      if (model.get("playing")) {
        last = performance.now();
        waitingSince = 0;
        stage.timer = requestAnimationFrame(tick);
      }
      stage.views.forEach((view) => view.paint());
    };
    model.on("change:frames", onFrames);
    model.on("change:playing", replay);
    model.on("change:speed", replay);
    replay();
    hello();
    return () => {
      model.off("change:frames", onFrames);
      model.off("change:playing", replay);
      model.off("change:speed", replay);
      if (stage.timer) cancelAnimationFrame(stage.timer);
      stages.delete(model.get("key"));
    };
  },
  render({ model, el }) {
    const stage = stageOf(model);
    const css = model.get("css");
    const labels = model.get("labels");
    const make = (tag, className, text) => {
      const node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    };
    const root = make("div", "linklab-stage");
    root.tabIndex = 0;
    // JupyterLab leaves the keys pressed inside to the player (no notebook shortcut).
    root.setAttribute("data-lm-suppress-shortcuts", "true");
    root.setAttribute("data-p-suppress-shortcuts", "true");
    const main = make("div", "linklab-stage-main linklab-stage-" + model.get("arrangement"));
    // The picture on show: the step's SVG in a box of the picture's width, changed element
    // by element from the step shown before (the shared part above).
    const box = make("div", model.get("image_class") + " linklab-stage-svg");
    box.style.width = model.get("width") + "px";
    // the SVG shown, as it was sent (a test compares it with what the page was given)
    Object.defineProperty(box, "__svg", { get: () => svgText(stage, box.__picture) });
    // any step's SVG, or null for one not here yet (the static page's Save GIF, site/save.js)
    box.__svgAt = (step) => (stage.pictures.has(step) ? svgText(stage, stage.pictures.get(step))
      : null);
    const side = make("div", "linklab-stage-side");
    const slots = [];
    model.get("columns").forEach((names) => {
      const column = make("div", "linklab-stage-column");
      if (model.get("column_width")) column.style.width = model.get("column_width") + "px";
      names.forEach((name) => {
        const slot = make("div", name);
        const lines = model.get("slot_lines")[name.split(" ")[0]];
        if (lines) {  // a text of fixed height: a longer one scrolls inside it
          Object.assign(slot.style, {
            height: lines * 1.35 + "em", lineHeight: "1.35", overflowY: "auto",
          });
          slot.tabIndex = 0;  // reached by Tab, scrolled by the arrow keys
        }
        slots.push(slot);
        column.appendChild(slot);
      });
      side.appendChild(column);
    });
    main.append(box, side);
    // Each step said in words to a screen reader (the frame's ``spoken``), while
    // the player stands still: playing, the step it stops at is said.
    const spoken = make("div", "linklab-stage-spoken");
    spoken.setAttribute("role", "status");
    spoken.setAttribute("aria-live", "polite");
    Object.assign(spoken.style, {
      position: "absolute", width: "1px", height: "1px", overflow: "hidden",
      clip: "rect(0 0 0 0)", whiteSpace: "nowrap",
    });
    const button = (part, text, title) => {
      const node = make("button", "linklab-stage-button " + css + "-" + part, text);
      node.title = title;
      node.type = "button";
      return node;
    };
    // Play names itself beside its ▶; a step's ▶| stops after one frame (`BUTTONS`).
    const faces = model.get("buttons") || {};
    const play = button("play", faces.play || "▶", labels.play);
    const stop = button("stop", faces.stop || "■", labels.stop);
    const back = button("back", faces.back || "|◀", labels.back);
    const forward = button("forward", faces.forward || "▶|", labels.forward);
    const slider = make("input", css + "-slider");
    slider.type = "range";
    slider.min = 0;
    slider.step = 1;
    slider.title = labels.step;
    slider.setAttribute("aria-label", labels.step);  // a title alone is no label
    const readout = make("span", "linklab-stage-readout " + css + "-readout");
    const speed = make("select", css + "-speed");
    speed.title = labels.speed;
    speed.setAttribute("aria-label", labels.speed);
    model.get("speeds").forEach((s) => {
      const option = make("option", "", s + " " + labels.speed);
      option.value = s;
      speed.appendChild(option);
    });
    const bar = make("div", "linklab-stage-controls");
    bar.append(play, stop, back, forward, make("span", "linklab-stage-label", labels.step),
               slider, readout, speed);
    root.append(main, bar, spoken);
    el.appendChild(root);

    const show = (picture) => {
      if (box.__picture === picture) return;
      box.__drawn = drawSvgList(box, picture.head, stage.parts, picture.parts, box.__drawn);
      box.__picture = picture;
      box.dataset.picture = picture.id;
    };
    const view = {
      paint() {
        const step = model.get("step"), total = model.get("total");
        const picture = stage.pictures.get(step);
        if (picture) show(picture);
        const texts = stage.texts.get(step);
        if (texts) {
          slots.forEach((slot, i) => {
            const text = texts[i] || "";
            if (slot.__shown !== text) {
              slot.innerHTML = text;
              slot.__shown = text;
              keepInView(slot);
            }
          });
        }
        const said = stage.spoken.get(step);
        if (said && !model.get("playing") && spoken.__said !== said) {
          spoken.textContent = said;
          spoken.__said = said;
        }
        slider.max = total;
        if (Number(slider.value) !== step) slider.value = step;
        readout.textContent = step + " / " + total;
        if (Number(speed.value) !== model.get("speed")) speed.value = model.get("speed");
        root.classList.toggle("linklab-stage-playing", !!model.get("playing"));
      },
    };
    const by = (delta) => moveTo(model, model.get("step") + delta);
    play.addEventListener("click", () => {
      if (model.get("step") >= model.get("total")) moveTo(model, 0);
      setPlaying(model, true);
    });
    stop.addEventListener("click", () => setPlaying(model, false));
    // A step button acts when pressed, as a key does (not on release).
    back.addEventListener("pointerdown", (event) => { if (event.button === 0) by(-1); });
    forward.addEventListener("pointerdown", (event) => { if (event.button === 0) by(1); });
    // Enter or space on a focused step button.
    back.addEventListener("click", (event) => { if (event.detail === 0) by(-1); });
    forward.addEventListener("click", (event) => { if (event.detail === 0) by(1); });
    slider.addEventListener("input", () => moveTo(model, Number(slider.value)));
    speed.addEventListener("change", () => {
      model.set("speed", Number(speed.value));
      model.save_changes();
    });
    const keys = {
      ArrowRight: () => by(1), ArrowUp: () => by(1), ArrowLeft: () => by(-1),
      ArrowDown: () => by(-1), PageUp: () => by(10), PageDown: () => by(-10),
      Home: () => moveTo(model, 0), End: () => moveTo(model, model.get("total")),
      " ": () => setPlaying(model, !model.get("playing")),
    };
    const onKey = (event) => {
      if (event.target === speed || event.altKey || event.ctrlKey || event.metaKey) return;
      const act = keys[event.key];
      if (!act) return;
      event.preventDefault();
      event.stopPropagation();
      act();
    };
    root.addEventListener("keydown", onKey);
    stage.views.add(view);
    const paint = () => view.paint();
    ["change:step", "change:total", "change:playing", "change:speed"].forEach((name) =>
      model.on(name, paint));
    view.paint();
    return () => {
      stage.views.delete(view);
      ["change:step", "change:total", "change:playing", "change:speed"].forEach((name) =>
        model.off(name, paint));
    };
  },
};

// --- MovePad: the six-digit explorer's picture, text and move buttons ---
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
function takePadFrames(pad, batch) {
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
const movePadSide = {
  initialize({ model }) {
    const pad = padOf(model);
    takePadFrames(pad, model.get("frames"));
    const onFrames = () => {
      takePadFrames(pad, model.get("frames"));
      pad.views.forEach((v) => v.paint());
    };
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

// The widget this view draws, by its ``page_side`` trait.
const sides = {stage: stageSide, move_pad: movePadSide};
const sideOf = (model) => sides[model.get("page_side")];
export default {
  initialize(context) { return sideOf(context.model).initialize(context); },
  render(context) { return sideOf(context.model).render(context); },
};
