// linklab: the page's live parts (linklab.site.live): the game, drawn from the views the page's
// Python sends (linklab.course.page_apps), played by clicks on its picture and its buttons.
(function () {
  "use strict";
  const parts = [...document.querySelectorAll(".linklab-live")];
  if (!parts.length) return;
  const log = (window.linklabLiveLog = []);
  const note = (event, more) => log.push({event, at: performance.now(), ...more});

  function button(spec, act) {
    const made = document.createElement("button");
    made.type = "button";
    made.className = "linklab-live-button linklab-live-do-" + spec.action;
    made.textContent = spec.label;
    made.title = spec.title;
    made.dataset.action = spec.action;
    made.addEventListener("click", () => act(spec.action));
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
      input.inputMode = "numeric";
      input.size = 5;
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

  // Show ``view``; the buttons act only once Python answers (``live``).
  function render(part, view, live, act) {
    if (view.error) {
      part.querySelector(".linklab-live-message").textContent = view.error;
      return;
    }
    part.querySelector(".linklab-live-picture").innerHTML = view.svg;
    part.querySelector(".linklab-live-status").textContent = view.status;
    part.querySelector(".linklab-live-message").textContent = view.message;
    part.querySelector(".linklab-live-solve").innerHTML = view.solve;
    const buttons = part.querySelector(".linklab-live-buttons");
    if (!buttons.children.length) view.buttons.forEach((spec) => buttons.append(button(spec, act)));
    view.buttons.forEach((spec) => {
      const shown = buttons.querySelector(`[data-action="${spec.action}"]`);
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
        argument !== undefined ? argument : action === "new" ? fieldValues(part) : null}))
        .then((view) => {
          render(part, view, true, act);
          note("view", {action, ms: performance.now() - pressed});
        });
    };
    render(part, data.view, false, act);
    part.querySelector(".linklab-live-picture").addEventListener("click", (event) => {
      const shape = event.target.closest("[data-tag]");
      const found = shape && /^(?:cell|tile)-(\d+)-(\d+)$/.exec(shape.dataset.tag);
      if (found) act("click", [Number(found[1]) - 1, Number(found[2]) - 1]);
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
