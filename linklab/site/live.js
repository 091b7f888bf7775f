// linklab: the page's live parts (linklab.site.live): the game, the board editor, the six-digit
// explorer and the comparison players, drawn from the views the page's Python sends
// (linklab.apps.page_apps), played by clicks on their picture and their buttons. A view's parts that a live part lacks are left out.
// A comparison steps the query it starts on from the steps its block holds, Python up or not.
// The game, the editor and the comparisons put what they show in the page's address as the
// learner works, and open the one an address names (links.js); the game's and the editor's
// boards zoom, for a phone.
(function () {
  "use strict";
  const parts = [...document.querySelectorAll(".linklab-live")];
  if (!parts.length) return;
  const log = (window.linklabLiveLog = []);
  const batches = (window.linklabLiveBatches = []);  // what each part's Python drew ahead
  const note = (event, more) => log.push({event, at: performance.now(), ...more});
  // What the page's Python sends is drawn through the page's allow-list (page_python.js): a
  // learner's code runs in the same Python, and may send anything.
  const clean = window.linklabClean;

  const MOVE_CSS = {"α": "alpha", "β": "beta", "α'": "alpha-inv", "β'": "beta-inv"};
  const keyOf = (spec) => spec.action + (spec.argument !== undefined ? ":" + spec.argument : "");
  // The actions whose button sends what the fields hold.
  const READS_FIELDS = ["new", "resize", "fill", "rule", "set"];

  function button(spec, act) {
    const made = document.createElement("button");
    made.type = "button";
    const css = spec.argument !== undefined ? spec.action + "-" + (MOVE_CSS[spec.argument] ||
      spec.argument) : spec.action;
    made.className = "linklab-live-button linklab-live-do-" + css;
    made.textContent = spec.label;
    if (spec.title) made.title = spec.title;
    made.dataset.key = keyOf(spec);
    made.addEventListener("click", () => act(spec.action, spec.argument));
    return made;
  }

  function field(spec) {
    const label = document.createElement("label");
    label.className = "linklab-live-field linklab-live-field-" + spec.name;
    const input = document.createElement("input");
    input.name = spec.name;
    if (spec.kind === "bool") {
      input.type = "checkbox";
      input.checked = Boolean(spec.value);
      label.append(input, " " + spec.label);
    } else {
      input.type = "text";
      if (spec.kind === "int") input.inputMode = "numeric";
      input.size = spec.kind === "int" ? 5 : 14;
      input.value = String(spec.value);
      label.append(spec.label + " ", input);
    }
    return label;
  }

  function fieldValues(part) {
    const typed = {};
    part.querySelectorAll(".linklab-live-fields input").forEach((input) => {
      typed[input.name] = input.type === "checkbox" ? input.checked : input.value;
    });
    return typed;
  }

  function toggle(label, pressed, live, onPress, css) {
    const made = document.createElement("button");
    made.type = "button";
    made.className = css;
    made.textContent = label;
    made.setAttribute("aria-pressed", String(pressed));
    made.disabled = !live;
    made.addEventListener("click", onPress);
    return made;
  }

  // The editor's palette, click modes and methods.
  function renderTools(part, view, live, act) {
    const tools = part.querySelector(".linklab-live-tools");
    if (!tools || !view.palette) return;
    tools.replaceChildren();
    const swatches = document.createElement("span");
    swatches.className = "linklab-live-palette";
    view.palette.forEach((swatch) => {
      const made = toggle(swatch.label, swatch.chosen, live, () => act("kind", swatch.kind),
                          "linklab-live-swatch linklab-live-kind-" + swatch.kind);
      made.style.background = swatch.color;
      made.style.color = swatch.ink;
      if (swatch.kind === 0) {  // the eraser: no tile's letter, so its name
        const name = (part.linklabWords || {}).eraser || "eraser";
        if (!swatch.label) made.textContent = "✕";
        made.title = name;
        made.setAttribute("aria-label", name);
      }
      swatches.append(made);
    });
    const group = (pairs, chosen, action, css) => {
      const span = document.createElement("span");
      pairs.forEach(([value, label]) => span.append(
        toggle(label, value === chosen, live, () => act(action, value), css + " linklab-live-" +
               action + "-" + value)));
      return span;
    };
    tools.append(group(view.modes, view.mode, "mode", "linklab-live-toggle"), swatches,
                 group(view.methods, view.method, "method", "linklab-live-toggle"));
  }

  // A search's step: its controls (made once, so that a slider being dragged stays), counters
  // and frontier. ``go(where)`` steps: "first", "back", "forward", "last" or a step's number.
  function renderStep(part, step, live, go) {
    const place = part.querySelector(".linklab-live-step");
    if (!place) return;
    if (!step) {
      place.replaceChildren();
      return;
    }
    let slider = place.querySelector(".linklab-live-slider");
    if (!slider) {
      const controls = document.createElement("div");
      // Faces of the triangles every font has (a font may lack ⏮ and ⏭), named in the
      // page's language for a tooltip and a screen reader.
      const words = part.linklabWords || {};
      [["first", "|◀◀"], ["back", "◀"], ["forward", "▶"], ["last", "▶▶|"]].forEach(([where, face]) => {
        const made = toggle(face, false, live, () => go(where),
                            "linklab-live-toggle linklab-live-step-" + where);
        made.removeAttribute("aria-pressed");
        if (words[where]) {
          made.title = words[where];
          made.setAttribute("aria-label", words[where]);
        }
        controls.append(made);
      });
      slider = document.createElement("input");
      slider.type = "range";
      slider.min = "0";
      slider.className = "linklab-live-slider";
      slider.setAttribute("aria-label", words.step || "step");
      slider.addEventListener("input", () => go(Number(slider.value)));
      controls.append(slider);
      const table = document.createElement("table");
      table.className = "linklab-live-counters";
      const frontier = document.createElement("div");
      frontier.className = "linklab-live-frontier";
      place.replaceChildren(controls, table, frontier);
    }
    place.querySelectorAll("button").forEach((made) => (made.disabled = !live));
    slider.max = String(step.of);
    slider.value = String(step.at);
    slider.disabled = !live;
    if (step.spoken) speak(part, step.spoken);
    if (step.texts) {
      renderPanes(place, step);
      return;
    }
    const table = place.querySelector(".linklab-live-counters");
    table.replaceChildren();
    step.counts.forEach(([name, value]) => {
      const row = table.insertRow();
      row.insertCell().textContent = name;
      row.insertCell().textContent = value;
    });
    const frontier = place.querySelector(".linklab-live-frontier");
    const title = document.createElement("b");
    title.textContent = step.frontier_title;
    frontier.replaceChildren(title);
    step.frontier.slice(0, 40).forEach((line) => {
      const item = document.createElement("div");
      item.textContent = line;
      frontier.append(item);
    });
  }

  // A comparison's panes: each pane's texts, in the classes ``step.columns`` names (the live
  // player's own), its program's box scrolled to the running line.
  function renderPanes(place, step) {
    const shape = JSON.stringify(step.columns);
    let panes = place.querySelector(".linklab-live-panes");
    if (!panes || panes.dataset.shape !== shape) {
      if (panes) panes.remove();
      panes = document.createElement("div");
      panes.className = "linklab-live-panes";
      panes.dataset.shape = shape;
      step.columns.forEach((classes) => {
        const pane = document.createElement("div");
        pane.className = "linklab-live-pane";
        classes.forEach((names) => {
          const slot = document.createElement("div");
          slot.className = names;
          if (names.includes("-frontier")) slot.tabIndex = 0;  // it scrolls: Tab and arrows
          pane.append(slot);
        });
        panes.append(pane);
      });
      place.querySelectorAll(".linklab-live-counters, .linklab-live-frontier")
        .forEach((old) => old.remove());
      place.append(panes);
    }
    const slots = panes.querySelectorAll(".linklab-live-pane > div");
    step.texts.forEach((text, i) => {
      if (slots[i].dataset.text !== text) {
        slots[i].innerHTML = clean.html(text);
        slots[i].dataset.text = text;
      }
    });
    panes.querySelectorAll(".linklab-scroll-box [data-keep-in-view]").forEach((line) => {
      const box = line.closest(".linklab-scroll-box");
      box.scrollTop = Math.max(0, line.offsetTop - box.clientHeight / 2);
    });
  }

  // A search's step pictures as the page's Python sends them (linklab.apps.page_steps): the
  // SVG elements kept once, and each step's list of them, coded against the step sent before.
  function stepPictures(step) {
    return {serial: step.serial, head: clean.svgHead(step.head), title: step.frontier_title,
            of: step.of,
            columns: step.columns, parts: [], previous: [], texts: [], steps: new Map(),
            broken: false};
  }

  // A step's texts, each sent once (page_steps.TextCoder): a number is a text sent before.
  function decodeTexts(table, coded) {
    return coded.map((item) => {
      if (typeof item === "number") return table[item];
      table.push(item);
      return item;
    });
  }

  function takeBatch(pictures, batch) {
    if (!pictures || batch.serial !== pictures.serial || pictures.broken) return;
    if (batch.parts_from !== pictures.parts.length) {  // a batch missed: step by round trips
      pictures.broken = true;
      return;
    }
    pictures.parts.push(...clean.svgParts(batch.parts));
    batch.steps.forEach(([at, codes, texts]) => {
      pictures.previous = decodeSvgParts(pictures.previous, codes);
      if (texts && texts.coded) {
        texts = {texts: decodeTexts(pictures.texts, texts.coded), spoken: texts.spoken};
      }
      pictures.steps.set(at, {list: pictures.previous, texts});
    });
  }

  // The steps a block holds (linklab.site.live.packed_steps): one batch, gzipped JSON in base 64.
  async function unpackSteps(text) {
    const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return JSON.parse(await new Response(stream).text());
  }

  // The step controls on or off, the rest of the part left as it is.
  function stepControls(part, on) {
    part.querySelectorAll(".linklab-live-step button, .linklab-live-slider")
      .forEach((made) => (made.disabled = !on));
  }

  function stepSvg(pictures, at) {
    const parts = pictures.parts;
    return pictures.head + pictures.steps.get(at).list.map((n) => parts[n]).join("") + "</svg>";
  }

  // Draw step ``at`` in ``place``, changing only what differs from the step drawn before
  // (``drawn``) when it is of the same search (the shared part of widgets/page_side.js).
  function drawStep(place, pictures, at, drawn) {
    const same = drawn && drawn.serial === pictures.serial ? drawn : null;
    const list = pictures.steps.get(at).list;
    return {...drawSvgList(place, pictures.head, pictures.parts, list, same), serial: pictures.serial};
  }

  function renderText(part, view, live, act) {
    const place = part.querySelector(".linklab-live-text");
    if (!place || view.text === undefined) return;
    let box = place.querySelector("textarea");
    if (!box) {
      box = document.createElement("textarea");
      box.spellcheck = false;
      box.setAttribute("aria-label", (part.linklabWords || {}).text_box || "the board as text");
      place.append(box);
    }
    if (view.text && document.activeElement !== box) box.value = view.text;
    box.disabled = !live;
  }

  // Show ``view``; the buttons act only once Python answers (``live``); ``go`` steps a search.
  // Hidden from sight, read by a screen reader.
  const UNSEEN = {position: "absolute", width: "1px", height: "1px", overflow: "hidden",
                  clip: "rect(0 0 0 0)", whiteSpace: "nowrap"};
  // What a screen reader is told of the last action, in a polite live region of the part's.
  function speak(part, text) {
    let region = part.querySelector(".linklab-live-spoken");
    if (!region) {
      region = document.createElement("div");
      region.className = "linklab-live-spoken";
      region.setAttribute("role", "status");
      region.setAttribute("aria-live", "polite");
      Object.assign(region.style, UNSEEN);
      part.append(region);
    }
    if (text && region.textContent !== text) region.textContent = text;
  }
  // The board in words, a row a line, beside its picture; the picture takes the keys.
  function describeBoard(part, view) {
    const picture = part.querySelector(".linklab-live-picture");
    if (!view.rows || !picture) return;
    let list = part.querySelector(".linklab-live-rows");
    if (!list) {
      list = document.createElement("ul");
      list.className = "linklab-live-rows";
      Object.assign(list.style, UNSEEN);
      picture.after(list);
    }
    list.replaceChildren(...view.rows.map((line) => {
      const item = document.createElement("li");
      item.textContent = line;
      return item;
    }));
    if (view.keys) {
      picture.tabIndex = 0;
      picture.setAttribute("role", "application");
      picture.setAttribute("aria-label", view.keys);
      picture.title = view.keys;
    }
  }

  function render(part, view, live, act, go) {
    if (view.error) {
      part.querySelector(".linklab-live-message").textContent = view.error;
      return;
    }
    part.querySelector(".linklab-live-picture").innerHTML = clean.html(view.svg);
    part.querySelector(".linklab-live-status").textContent = view.status || "";
    part.querySelector(".linklab-live-info").innerHTML = clean.html(view.info);
    part.querySelector(".linklab-live-message").textContent = view.message;
    part.querySelector(".linklab-live-solve").innerHTML = clean.html(view.solve);
    part.querySelector(".linklab-live-result").innerHTML = clean.html(view.result);
    renderTools(part, view, live, act);
    renderStep(part, view.step, live, go);
    describeBoard(part, view);
    speak(part, view.spoken);
    const gif = part.querySelector(".linklab-live-save-gif");
    if (gif) gif.hidden = !view.step;  // only a search steps
    renderText(part, view, live, act);
    const buttons = part.querySelector(".linklab-live-buttons");
    if (!buttons.children.length) view.buttons.forEach((spec) => buttons.append(button(spec, act)));
    view.buttons.forEach((spec) => {
      const shown = [...buttons.children].find((made) => made.dataset.key === keyOf(spec));
      shown.disabled = !live || !spec.enabled;
    });
    const fields = part.querySelector(".linklab-live-fields");
    if (!fields.children.length) {
      view.fields.forEach((spec) => fields.append(field(spec)));
      // Enter in a text field presses the one button that reads the fields, as in a form.
      fields.addEventListener("keydown", (event) => {
        if (event.key !== "Enter" || event.target.type !== "text") return;
        const reading = [...buttons.children].filter((made) => !made.disabled &&
          READS_FIELDS.includes(made.dataset.key));
        if (reading.length !== 1) return;
        event.preventDefault();
        reading[0].click();
      });
    }
    view.fields.forEach((spec) => {
      const input = fields.querySelector(`input[name="${spec.name}"]`);
      if (input.type === "checkbox") input.checked = Boolean(spec.value);
      else if (document.activeElement !== input) input.value = String(spec.value);
      input.disabled = !live;
    });
    part.classList.toggle("linklab-live-on", live);
    if (view.mode) part.dataset.mode = view.mode;
    fitZoom(part);
  }

  // --- zoom: on a phone a big board's tiles are too small to tap, so the board can be drawn
  // larger in a box of its own that pans, the page not scrolling sideways --------------------
  const ZOOMED = ["game", "editor"];
  const TILE_SIZES = [0, 36, 48];  // CSS px a tile is drawn at each level; 0: the board fits

  // Draw the part's board at its zoom level (after every picture drawn), by the width its box
  // gives it: the SVG itself is left as drawn, so that a saved picture is the same at any zoom.
  function fitZoom(part) {
    const level = Number(part.dataset.zoom || 0);
    const picture = part.querySelector(".linklab-live-picture");
    const svg = picture && picture.querySelector("svg");
    const tile = svg && level && svg.querySelector("[data-tag^='tile-'], [data-tag^='cell-']");
    const box = svg && svg.viewBox && svg.viewBox.baseVal;
    if (!tile || !box || !box.width || !tile.getBBox().width) return;
    const width = box.width * TILE_SIZES[level] / tile.getBBox().width;
    picture.style.setProperty("--linklab-zoom-width", width.toFixed(1) + "px");
  }

  function zoomTo(part, level, words) {
    const picture = part.querySelector(".linklab-live-picture");
    const across = (picture.scrollLeft + picture.clientWidth / 2) / (picture.scrollWidth || 1);
    const down = (picture.scrollTop + picture.clientHeight / 2) / (picture.scrollHeight || 1);
    part.dataset.zoom = String(level);
    picture.classList.toggle("linklab-live-zoomed", level > 0);
    fitZoom(part);
    picture.scrollLeft = across * picture.scrollWidth - picture.clientWidth / 2;
    picture.scrollTop = down * picture.scrollHeight - picture.clientHeight / 2;
    part.querySelector(".linklab-live-zoom-in").disabled = level === TILE_SIZES.length - 1;
    part.querySelector(".linklab-live-zoom-out").disabled = level === 0;
    part.querySelector(".linklab-live-zoom-note").textContent = level ? words.zoomed : "";
  }

  function viewButton(face, title, css, act) {
    const made = document.createElement("button");
    made.type = "button";
    made.className = "linklab-live-toggle " + css;
    made.textContent = face;
    made.title = title;
    // a face in words is the button's name (a name must hold the words shown); a sign is not
    if (!/\p{L}/u.test(face)) made.setAttribute("aria-label", title);
    made.addEventListener("click", act);
    return made;
  }

  // The row under a part's picture: zoom out and in (the game, the editor), Copy link.
  function addViewRow(part, app, words, copy) {
    const row = document.createElement("div");
    row.className = "linklab-live-view";
    if (ZOOMED.includes(app)) {
      const level = () => Number(part.dataset.zoom || 0);
      row.append(
        viewButton("−", words.zoom_out, "linklab-live-zoom-out",
                   () => zoomTo(part, Math.max(0, level() - 1), words)),
        viewButton("+", words.zoom_in, "linklab-live-zoom-in",
                   () => zoomTo(part, Math.min(TILE_SIZES.length - 1, level() + 1), words)));
      row.firstChild.disabled = true;
    }
    if (copy) {
      const made = viewButton(words.copy_link, words.copy_link_title, "linklab-live-copy-link", copy);
      row.append(made);
    }
    const note = document.createElement("span");
    note.className = "linklab-live-zoom-note";
    row.append(note);
    part.querySelector(".linklab-live-picture").after(row);  // the board first, on a projector
  }

  // What a button sends when it has no argument of its own: the fields it reads.
  function defaultArgument(part, action) {
    if (READS_FIELDS.includes(action)) return fieldValues(part);
    if (action === "load") return (part.querySelector(".linklab-live-text textarea") || {}).value;
    if (action === "save") return "letters";
    return null;
  }

  // The part's picture as shown, saved as SVG or PNG (save.js), the file named after the part
  // and the step shown: Python need not be up.
  function addSaving(part, data, step, steps) {
    if (!window.linklabSaveButtons) return;
    const row = window.linklabSaveButtons("linklab-live-save", () => {
      const svg = part.querySelector(".linklab-live-picture svg");
      const shown = step();
      return svg && {svg: new XMLSerializer().serializeToString(svg),
                     name: "linklab-" + data.app + (shown ? "-step" + shown.at : "")};
    }, () => {
      const search = steps();
      return search && {...search, name: "linklab-" + data.app + "-steps", timing: data.app};
    });
    part.querySelector(".linklab-live-picture").after(row);
  }

  // Actions not kept for a reload: they change nothing a reload would lose.
  const UNKEPT = ["save"];

  function mount(part, python, index, name, linked) {
    const data = JSON.parse(part.querySelector(".linklab-live-data").textContent);
    const kept = window.linklabKeep ? window.linklabKeep.part(index) : null;
    const keepWords = window.linklabKeep ? window.linklabKeep.words : {};
    const id = "part-" + index;
    const status = part.querySelector(".linklab-live-note");
    let queue = Promise.resolve();
    let live = false;
    const first = data.view.step;
    let pictures = first ? stepPictures(first) : null;  // the shown search's step pictures
    let shown = first ? {at: first.at, of: first.of} : null;  // the shown step
    let stepped = 0;      // how many steps were drawn here, with no round trip
    let drawn = null;     // the step drawn here last (drawStep)
    let asking = false;   // a step asked of Python, not yet answered
    let wanted = null;    // the step last asked for
    let spent = 0;  // the ms the last answer took in Python
    const linkable = data.view.link !== undefined;
    let link = data.view.link || null;  // what the part shows as a link's payload (page_link)
    let wantedLink = linked && linked.payload;  // a link to open once Python is up
    let linkLine = linked && linked.line;  // why the address's link cannot be opened
    const say = (line) => (part.querySelector(".linklab-live-message").textContent = line);
    const share = () => linkable && linklabLinks.write(name, link);
    let from = 0;   // the page's worker that gave it (page_python.js numbers them)
    // An answer lost to a stopped Python is null: the part is taken up again by the spare.
    const OPS = python.ops;  // the messages the page's Python answers (page_python.js)
    const send = (entry, fields) => python.ask(entry, {...fields, id})
      .then((answer) => {
        if (answer.stopped) return null;
        spent = answer.python;
        from = answer.worker;
        let view = null;
        try { view = JSON.parse(answer.text); } catch (error) { view = null; }
        return view && typeof view === "object" ? view : {error: String(answer.error)};
      });
    // A view shown: logged at once (``ms``), and ``painted`` set at the next frame.
    const logged = (more) => {
      note("view", {...more, worker: from});
      const entry = log.at(-1);
      requestAnimationFrame(() => (entry.painted = performance.now() - more.pressed));
    };
    const show = (view) => {
      const step = view.step;
      if (!step) pictures = shown = null;
      else {
        if (!pictures || pictures.serial !== step.serial) pictures = stepPictures(step);
        shown = {at: step.at, of: step.of};
      }
      if (view.link !== undefined) link = view.link || null;
      render(part, view, true, act, go);
    };
    const act = (action, argument) => {
      if (!live) return;
      const pressed = performance.now();
      const before = stepped;
      const given = argument !== undefined ? argument : defaultArgument(part, action);
      const at = shown ? shown.at : undefined;
      if (kept && !UNKEPT.includes(action)) kept.add({action, argument: given, at});
      queue = queue.then(() => send(OPS.act, {action, at, argument: given}))
        .then((view) => {
          if (!view) return;
          if (action === "step" && stepped !== before) return;  // stepped here meanwhile
          show(view);
          share();
          logged({action, pressed, ms: performance.now() - pressed, python: spent});
        });
    };
    // A step of the shown search: drawn here when its picture came (or the block held it),
    // else asked of Python once it is up.
    const go = (where) => {
      if (!shown) return;
      const pressed = performance.now();
      const moves = {first: 0, back: shown.at - 1, forward: shown.at + 1, last: shown.of};
      const at = Math.max(0, Math.min(shown.of, where in moves ? moves[where] : Number(where)));
      const ready = pictures && !pictures.broken && pictures.steps.get(at);
      if (!ready && !live) return;
      if (!ready) {  // one step asked of Python at a time: a dragged slider asks its last
        wanted = at;
        if (asking) return;
        asking = true;
        act("step", at);
        queue = queue.then(() => {
          asking = false;
          if (wanted !== at) go(wanted);
        });
        return;
      }
      stepped += 1;
      shown.at = at;
      drawn = drawStep(part.querySelector(".linklab-live-picture"), pictures, at, drawn);
      fitZoom(part);
      if (link) link = link.replace(/\.s\d+$/, ".s" + at);
      share();
      if (kept && live) kept.add({action: "step", argument: at});  // where a reload comes back to
      renderStep(part, {at, of: shown.of, frontier_title: pictures.title,
                        columns: pictures.columns, ...ready.texts}, true, go);
      logged({action: "step", local: true, pressed, ms: performance.now() - pressed});
    };
    mounted[id] = (batch) => takeBatch(pictures, batch);
    addViewRow(part, data.app, data.words, linkable && (async () => {
      if (!link) return;
      const address = linklabLinks.full(name, link);
      share();
      try {
        await navigator.clipboard.writeText(address);
        say(data.words.link_copied);
      } catch (error) {
        say(linklabLinks.fill(data.words.link_by_hand, {link: address}));
      }
    }));
    // the search shown, as Save GIF takes it: its step pictures held now (a new search's later)
    const searchShown = (held = pictures) => shown && held && {count: shown.of + 1,
      svgAt: (at) => (!held.broken && held.steps.get(at) ? stepSvg(held, at) : null)};
    addSaving(part, data, () => shown, searchShown);
    part.linklabWords = data.words;
    render(part, data.view, false, act, go);
    if (linkLine) say(linkLine);
    if (data.steps) {
      part.dataset.steps = "loading";
      unpackSteps(data.steps).then((batch) => {
        takeBatch(pictures, batch);
        if (!live) stepControls(part, Boolean(pictures && pictures.steps.get(shown.at)));
        note("steps", {part: index, steps: batch.steps.length});
      }).catch((error) => note("steps", {part: index, error: String(error)}))
        .finally(() => (part.dataset.steps = "ready"));
    }
    // Printed at the last step of its search, and back where it was after.
    let beforePrint = null;
    window.addEventListener("beforeprint", () => {
      if (!shown || beforePrint !== null) return;
      beforePrint = shown.at;
      go("last");
    });
    window.addEventListener("afterprint", () => {
      if (beforePrint === null) return;
      go(beforePrint);
      beforePrint = null;
    });
    const picture = part.querySelector(".linklab-live-picture");
    let pointer = "mouse";  // how the last press on the picture was made
    const cellOf = (target) => {
      const shape = target && target.closest && target.closest("[data-tag]");
      const found = shape && /^(?:cell|tile)-(\d+)-(\d+)$/.exec(shape.dataset.tag);
      return found ? [Number(found[1]) - 1, Number(found[2]) - 1] : null;
    };
    // A drag paints every cell it crosses (the editor); a plain click acts once.
    let dragging = false;
    let painted = null;
    picture.addEventListener("pointerdown", (event) => {
      pointer = event.pointerType;
      // A finger acts on its tap (the click after it), so that a drag pans a zoomed board.
      if (pointer === "touch") return;
      const cell = cellOf(event.target);
      if (!cell) return;
      dragging = data.app === "editor";
      painted = String(cell);
      if (data.app !== "explorer") act("click", cell);
    });
    picture.addEventListener("pointerover", (event) => {
      const cell = cellOf(event.target);
      if (dragging && cell && String(cell) !== painted && part.dataset.mode === "paint") {
        painted = String(cell);
        act("click", cell);
      }
    });
    window.addEventListener("pointerup", () => (dragging = false));
    picture.addEventListener("click", (event) => {
      const cell = pointer === "touch" && cellOf(event.target);
      if (cell && data.app !== "explorer") act("click", cell);
    });
    part.addEventListener("change", (event) => {
      const name = event.target && event.target.name;
      if (data.app === "editor" && (name === "max_turns" || name === "outside")) act("rule");
      if (data.app === "explorer" && (name === "home" || name === "inverses")) act("set");
    });
    // The keys on the board (the game, the editor): a cursor moved by the arrows, Enter or
    // Space doing what a click on the cell under it does (linklab.apps.board_keys).
    const BOARD_KEYS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End",
                        "PageUp", "PageDown", "Enter", " "];
    picture.addEventListener("keydown", (event) => {
      if (!["game", "editor"].includes(data.app) || !BOARD_KEYS.includes(event.key) ||
          event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      event.stopPropagation();
      act("key", event.key);
    });
    part.addEventListener("keydown", (event) => {
      const where = {ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last"};
      if (where[event.key] && part.querySelector(".linklab-live-slider") &&
          !["INPUT", "TEXTAREA"].includes(event.target.tagName)) {
        event.preventDefault();
        go(where[event.key]);
      }
    });
    const started = performance.now();
    const tick = setInterval(() => {
      status.textContent = data.words.starting.replace(
        "{seconds}", String(Math.floor((performance.now() - started) / 1000)));
    }, 1000);
    // What was done here before the page was reloaded, done again; the last view shown.
    const replay = async (view) => {
      const actions = kept ? kept.actions() : [];
      for (let i = 0; i < actions.length; i++) {
        if (i % 10 === 0) {
          status.textContent = keepWords.replaying.replace("{done}", String(i))
            .replace("{all}", String(actions.length));
        }
        const {action, argument, at} = actions[i];
        const answer = await send(OPS.act, {action, argument, at});
        if (!answer) return null;  // its Python stopped: the spare takes it up
        if (!answer.error) view = answer;
      }
      return view;
    };
    const restart = () => send(OPS.start, {app: data.app, setup: data.setup,
                                          language: data.language});
    // The link wanted, opened over ``view`` (what the part shows): the view it gives, or null when
    // the part shows that link already. A link opened becomes the part's kept work.
    const openLink = async (view) => {
      const payload = wantedLink;
      wantedLink = null;
      if (!payload) return null;
      const bare = (text) => String(text || "").replace(/\.s\d+$/, "");
      if (view.link && bare(view.link) === bare(payload)) {  // kept work that is this link
        const step = /\.s(\d+)$/.exec(payload);
        if (!step || view.link === payload) return null;
        const argument = Number(step[1]);
        if (kept) kept.add({action: "step", argument, at: view.step ? view.step.at : undefined});
        const answer = await send(OPS.act, {action: "step", argument});
        return answer && !answer.error ? answer : null;
      }
      const answer = await send(OPS.act, {action: "link", argument: payload});
      if (!answer) {  // its Python stopped: the spare opens it
        wantedLink = payload;
        return null;
      }
      if (answer.error) return {...view, message: answer.error};
      if (answer.linked && kept) {
        kept.forget();
        kept.add({action: "link", argument: payload});
      }
      return answer;
    };
    // A link pasted into the address once the page is open: opened as the page's own was.
    linkers[name] = (found) => {
      linkLine = found.line;
      wantedLink = found.payload;
      if (linkLine) say(linkLine);
      if (!live || !wantedLink) return;
      const pressed = performance.now();
      queue = queue.then(() => openLink({link, step: shown})).then((view) => {
        if (view) show(view);
        logged({action: "link", pressed, ms: performance.now() - pressed, python: spent});
      });
    };
    if (kept) {
      const reset = document.createElement("button");
      reset.type = "button";
      reset.className = "linklab-keep-reset linklab-live-reset";
      reset.textContent = keepWords.reset_board;
      reset.addEventListener("click", () => {
        if (!live) return;
        const pressed = performance.now();
        kept.forget();
        if (linkable) linklabLinks.clear(name);
        queue = queue.then(restart).then((view) => {
          if (!view) return;
          show(view);
          logged({action: "reset", pressed, ms: performance.now() - pressed, python: spent});
        });
      });
      part.querySelector(".linklab-live-note").before(reset);
    }
    // The part played by the page's Python once it is up: as the page opens, and again by the
    // spare that starts when a check's runaway call ends the Python (what was done here is
    // kept, and done again there).
    const takeUp = () => {
      const worker = python.current;
      worker.ready
        .then(() => (queue = queue.then(restart).then((view) => view && replay(view))
          .then(async (view) => view && ((await openLink(view)) || view))))
        .then((view) => {
          if (!view || worker.stopped) return;  // stopped meanwhile: the spare takes it up
          clearInterval(tick);
          live = true;
          status.textContent = "";
          status.hidden = true;
          const here = stepped && shown ? shown.at : null;  // stepped here before Python was up
          show(view);
          if (view.linked) share();  // the link opened, as its part now writes it
          else if (here !== null && here !== shown.at) go(here);
          if (linkLine) say(linkLine);
          note("live", {part: index, worker: worker.number});
        })
        .catch((error) => {
          clearInterval(tick);
          status.textContent = data.words.failed.replace("{error}", error.message) +
            (location.protocol === "file:" ? " " + data.words.from_disk : "");
        });
    };
    // The spare answers the learner's next Check first: the part is taken up once that is
    // answered, or as soon as the learner reaches for the part, whichever comes first.
    python.onFresh(() => {
      live = false;
      pictures = null;  // the spare numbers its searches afresh: none of the old one's pictures
      drawn = null;
      part.classList.remove("linklab-live-on");
      part.querySelectorAll(".linklab-live-buttons button, .linklab-live-tools button, " +
                            ".linklab-live-fields input").forEach((made) => (made.disabled = true));
      const once = () => {
        window.removeEventListener("linklab-python-answered", once);
        part.removeEventListener("pointerdown", once, true);
        part.removeEventListener("focusin", once);
        takeUp();
      };
      window.addEventListener("linklab-python-answered", once);
      part.addEventListener("pointerdown", once, true);
      part.addEventListener("focusin", once);
    });
    takeUp();
  }

  const mounted = {};  // each part's taker of what its Python draws ahead, by its id
  const linkers = {};  // each linkable part's opener of a link, by its name in links
  const LINKED = ["game", "editor", "compare", "sixcompare"];

  // Where the address's link goes: {name: {payload}} for the part it names, or the first
  // linkable part's {line} saying in one line why it cannot be opened.
  function linksFor(names, apps, words, hash) {
    const found = linklabLinks.read(hash);
    if (!found) return {};
    const at = names.indexOf(found.part);
    const named = at >= 0 && LINKED.includes(apps[at]) ? found.part : null;
    const first = named || names.find((name, i) => LINKED.includes(apps[i]));
    if (!first) return {};
    if (found.why) return {[first]: {line: linklabLinks.fill(words[found.why], found.values)}};
    if (named) return {[named]: {payload: found.payload}};
    return {[first]: {line: linklabLinks.fill(words.link_part, {part: found.part})}};
  }

  function start() {
    const python = window.linklabPagePython;  // the page's one Python (page_python.js)
    if (!python) return;  // the page's Python script did not load
    python.onMore = (text) => {
      const batch = JSON.parse(text);
      if (mounted[batch.id]) mounted[batch.id](batch);
      batches.push({part: batch.id, serial: batch.serial, at: performance.now(),
                    done: Boolean(batch.done),
                    steps: batch.steps ? batch.steps.length : 0, bytes: text.length});
    };
    const apps = parts.map((part) => [...part.classList].find(
      (css) => css.startsWith("linklab-live-")).slice("linklab-live-".length));
    const names = linklabLinks.partNames(apps);
    const words = JSON.parse(parts[0].querySelector(".linklab-live-data").textContent).words;
    const opened = linksFor(names, apps, words, location.hash);
    parts.forEach((part, index) => mount(part, python, index, names[index], opened[names[index]]));
    window.addEventListener("hashchange", () => {
      const found = linksFor(names, apps, words, location.hash);
      Object.entries(found).forEach(([name, link]) => linkers[name] && linkers[name](link));
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
