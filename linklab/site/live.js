// linklab: the page's live parts (linklab.site.live): the game and the board editor, drawn from
// the views the page's Python sends (linklab.course.page_apps), played by clicks on their
// picture and their buttons. A view's parts that a live part lacks are left out.
(function () {
  "use strict";
  const parts = [...document.querySelectorAll(".linklab-live")];
  if (!parts.length) return;
  const log = (window.linklabLiveLog = []);
  const note = (event, more) => log.push({event, at: performance.now(), ...more});

  const MOVE_CSS = {"α": "alpha", "β": "beta", "α'": "alpha-inv", "β'": "beta-inv"};
  const keyOf = (spec) => spec.action + (spec.argument !== undefined ? ":" + spec.argument : "");

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

  // A search's step: its controls, counters and frontier.
  function renderStep(part, step, live, act) {
    const place = part.querySelector(".linklab-live-step");
    if (!place) return;
    place.replaceChildren();
    if (!step) return;
    const controls = document.createElement("div");
    [["first", "⏮"], ["back", "◀"], ["forward", "▶"], ["last", "⏭"]].forEach(([where, face]) => {
      const made = toggle(face, false, live, () => act("step", where),
                          "linklab-live-toggle linklab-live-step-" + where);
      made.removeAttribute("aria-pressed");
      controls.append(made);
    });
    const slider = document.createElement("input");
    slider.type = "range";
    slider.min = "0";
    slider.max = String(step.of);
    slider.value = String(step.at);
    slider.className = "linklab-live-slider";
    slider.disabled = !live;
    slider.addEventListener("change", () => act("step", Number(slider.value)));
    controls.append(slider);
    const table = document.createElement("table");
    table.className = "linklab-live-counters";
    step.counts.forEach(([name, value]) => {
      const row = table.insertRow();
      row.insertCell().textContent = name;
      row.insertCell().textContent = value;
    });
    const frontier = document.createElement("div");
    frontier.className = "linklab-live-frontier";
    const title = document.createElement("b");
    title.textContent = step.frontier_title;
    frontier.append(title);
    step.frontier.slice(0, 40).forEach((line) => {
      const item = document.createElement("div");
      item.textContent = line;
      frontier.append(item);
    });
    place.append(controls, table, frontier);
  }

  function renderText(part, view, live, act) {
    const place = part.querySelector(".linklab-live-text");
    if (!place || view.text === undefined) return;
    let box = place.querySelector("textarea");
    if (!box) {
      box = document.createElement("textarea");
      box.spellcheck = false;
      place.append(box);
    }
    if (view.text && document.activeElement !== box) box.value = view.text;
    box.disabled = !live;
  }

  // Show ``view``; the buttons act only once Python answers (``live``).
  function render(part, view, live, act) {
    if (view.error) {
      part.querySelector(".linklab-live-message").textContent = view.error;
      return;
    }
    part.querySelector(".linklab-live-picture").innerHTML = view.svg;
    part.querySelector(".linklab-live-status").textContent = view.status || "";
    part.querySelector(".linklab-live-info").innerHTML = view.info || "";
    part.querySelector(".linklab-live-message").textContent = view.message;
    part.querySelector(".linklab-live-solve").innerHTML = view.solve || "";
    part.querySelector(".linklab-live-result").innerHTML = view.result || "";
    renderTools(part, view, live, act);
    renderStep(part, view.step, live, act);
    renderText(part, view, live, act);
    const buttons = part.querySelector(".linklab-live-buttons");
    if (!buttons.children.length) view.buttons.forEach((spec) => buttons.append(button(spec, act)));
    view.buttons.forEach((spec) => {
      const shown = [...buttons.children].find((made) => made.dataset.key === keyOf(spec));
      shown.disabled = !live || !spec.enabled;
    });
    const fields = part.querySelector(".linklab-live-fields");
    if (!fields.children.length) view.fields.forEach((spec) => fields.append(field(spec)));
    view.fields.forEach((spec) => {
      const input = fields.querySelector(`input[name="${spec.name}"]`);
      if (input.type === "checkbox") input.checked = Boolean(spec.value);
      else if (document.activeElement !== input) input.value = String(spec.value);
      input.disabled = !live;
    });
    part.classList.toggle("linklab-live-on", live);
    if (view.mode) part.dataset.mode = view.mode;
  }

  // What a button sends when it has no argument of its own: the fields it reads.
  function defaultArgument(part, action) {
    if (["new", "resize", "fill", "rule", "set"].includes(action)) return fieldValues(part);
    if (action === "load") return (part.querySelector(".linklab-live-text textarea") || {}).value;
    if (action === "save") return "letters";
    return null;
  }

  function mount(part, python, index) {
    const data = JSON.parse(part.querySelector(".linklab-live-data").textContent);
    const id = "part-" + index;
    const status = part.querySelector(".linklab-live-note");
    let queue = Promise.resolve();
    let live = false;
    const send = (message) => python.send({kind: "app", text: JSON.stringify({...message, id})})
      .then((answer) => JSON.parse(answer.text || JSON.stringify({error: answer.error})));
    const act = (action, argument) => {
      if (!live) return;
      const pressed = performance.now();
      queue = queue.then(() => send({op: "act", action, argument:
        argument !== undefined ? argument : defaultArgument(part, action)}))
        .then((view) => {
          render(part, view, true, act);
          note("view", {action, ms: performance.now() - pressed});
        });
    };
    render(part, data.view, false, act);
    const picture = part.querySelector(".linklab-live-picture");
    const cellOf = (target) => {
      const shape = target && target.closest && target.closest("[data-tag]");
      const found = shape && /^(?:cell|tile)-(\d+)-(\d+)$/.exec(shape.dataset.tag);
      return found ? [Number(found[1]) - 1, Number(found[2]) - 1] : null;
    };
    // A drag paints every cell it crosses (the editor); a plain click acts once.
    let dragging = false;
    let painted = null;
    picture.addEventListener("pointerdown", (event) => {
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
    part.addEventListener("change", (event) => {
      const name = event.target && event.target.name;
      if (data.app === "editor" && (name === "max_turns" || name === "outside")) act("rule");
      if (data.app === "explorer" && (name === "home" || name === "inverses")) act("set");
    });
    part.addEventListener("keydown", (event) => {
      const where = {ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last"};
      if (where[event.key] && part.querySelector(".linklab-live-slider") &&
          !["INPUT", "TEXTAREA"].includes(event.target.tagName)) {
        event.preventDefault();
        act("step", where[event.key]);
      }
    });
    const started = performance.now();
    const tick = setInterval(() => {
      status.textContent = data.words.starting.replace(
        "{seconds}", String(Math.floor((performance.now() - started) / 1000)));
    }, 1000);
    python.ready
      .then(() => send({op: "start", app: data.app, setup: data.setup, language: data.language}))
      .then((view) => {
        clearInterval(tick);
        live = true;
        status.textContent = "";
        status.hidden = true;
        render(part, view, true, act);
        note("live", {part: index});
      })
      .catch((error) => {
        clearInterval(tick);
        status.textContent = data.words.failed.replace("{error}", error.message);
      });
  }

  function start() {
    if (!window.linklabNewPython) return;  // the page's Python script did not load
    const python = window.linklabNewPython(true);
    parts.forEach((part, index) => mount(part, python, index));
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
