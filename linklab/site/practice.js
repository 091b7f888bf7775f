// linklab: the practice page (linklab.site.practice_page), played by the page's Python
// (linklab.apps.page_practice, through page_python.js): a question of the chosen skill at its
// level, drawn; the typed answer checked; every skill's level and streak; the record kept with
// the learner's work (keep.js) in the notebook's record format. The address's #skill/level/seed
// opens exactly that question.
(function () {
  "use strict";
  const data = JSON.parse(document.getElementById("linklab-practice-data").textContent);
  const words = data.words;
  const log = (window.linklabPracticeLog = []);  // each view shown: what asked it, how long
  const $ = (css) => document.querySelector(css);
  const select = $("#linklab-practice-skill");
  const input = $("#linklab-practice-answer");
  const check = $(".linklab-practice-check");
  const next = $(".linklab-practice-next");
  const verdict = $(".linklab-practice-verdict");
  const note = $(".linklab-practice-note");
  const here = $(".linklab-practice-link-here");
  const why = $(".linklab-practice-why");
  const steps = $(".linklab-practice-steps");
  const clean = () => window.linklabClean;  // the page's allow-list for what Python sends
  const keep = window.linklabKeep ? window.linklabKeep.cell(data.record_cell) : null;
  let kept = keep ? keep.text() : null;  // the record as kept, to write only what changed
  let live = false;
  let queue = Promise.resolve();
  let python = null;
  let from = 0;  // the page's worker that answered last

  const linkOf = (hash) => decodeURIComponent(String(hash || "").replace(/^#/, ""));
  // what the page's Python answered: its view, or null when that Python stopped
  const viewOf = (answer) => {
    if (answer.stopped) return null;
    from = answer.worker;
    let view = null;
    try { view = JSON.parse(answer.text); } catch (error) { view = null; }
    return view && typeof view === "object" ? {...view, python: answer.python}
      : {error: String(answer.error)};
  };
  // one message of the page's protocol (``python.ops``, page_python.js) to the practice part
  const send = (entry, fields) => python.ask(entry, {...fields, id: "practice"}).then(viewOf);

  function enable(on) {
    live = on;
    [select, input, check, next].forEach((control) => (control.disabled = !on));
  }

  function levels(view) {
    const body = $(".linklab-practice-levels tbody");
    body.replaceChildren(...view.skills.map((skill) => {
      const row = document.createElement("tr");
      row.dataset.skill = skill.name;
      if (skill.name === view.question.skill) row.className = "linklab-shown";
      [skill.label, skill.level, skill.streak, skill.right, skill.wrong].forEach((value, i) => {
        const cell = document.createElement(i ? "td" : "th");
        if (!i) cell.scope = "row";
        cell.textContent = String(value);
        row.append(cell);
      });
      return row;
    }));
  }

  // The search that shows why an answer is wrong: its steps' pictures, stepped by a slider
  // (arrow keys), back and forward.
  function stepper(shown, line) {
    const said = document.createElement("p");
    said.textContent = line.replace("{shown}", String(shown.svgs.length))
      .replace("{all}", String(shown.all));
    const picture = document.createElement("div");
    picture.className = "linklab-practice-step-picture";
    const slider = document.createElement("input");
    slider.type = "range";
    slider.min = "0";
    slider.max = String(shown.svgs.length - 1);
    slider.value = "0";
    slider.className = "linklab-practice-slider";
    slider.setAttribute("aria-label", words.step);
    const go = (at) => {
      const step = Math.max(0, Math.min(shown.svgs.length - 1, at));
      slider.value = String(step);
      picture.innerHTML = clean().html(shown.svgs[step]);
      slider.setAttribute("aria-valuetext", words.step + " " + step);
    };
    const move = (by, face, label) => {
      const made = document.createElement("button");
      made.type = "button";
      made.textContent = face;
      made.title = label;
      made.setAttribute("aria-label", label);
      made.className = "linklab-practice-step-" + (by < 0 ? "back" : "forward");
      made.addEventListener("click", () => go(Number(slider.value) + by));
      return made;
    };
    slider.addEventListener("input", () => go(Number(slider.value)));
    const controls = document.createElement("div");
    controls.append(move(-1, "◀", words.back), slider, move(1, "▶", words.forward));
    steps.replaceChildren(said, controls, picture);
    go(0);
  }

  function show(view) {
    if (view.error) { note.textContent = view.error; return; }
    const question = view.question;
    $(".linklab-practice-line").textContent = question.line;
    $(".linklab-practice-prompt").textContent = view.prompt;
    const board = $(".linklab-practice-board");
    board.innerHTML = clean().html(view.svg);
    const svg = board.querySelector("svg");
    if (svg) { svg.setAttribute("role", "img"); svg.setAttribute("aria-label", view.prompt); }
    select.value = view.chosen;
    here.href = "#" + question.link;
    here.textContent = words.link + ": #" + question.link;
    const said = view.verdict;
    verdict.textContent = said ? said.text : "";
    verdict.className = "linklab-practice-verdict" + (said ? (said.right ? " linklab-right"
      : said.form_error ? "" : " linklab-wrong") : "");
    note.textContent = view.message || "";
    why.textContent = view.why;
    why.hidden = !view.can_show;
    if (view.steps) stepper(view.steps, view.steps_line);
    else steps.replaceChildren();
    levels(view);
    if (keep && view.record !== kept && (kept !== null || view.answered)) {
      keep.set(view.record);
      kept = view.record;
    }
  }

  // One action sent and its view shown: logged with the ms from the press to the view in the
  // page (``ms``) and to its next painted frame (``painted``), and the Python's part of it.
  function act(action, argument) {
    if (!live) return queue;
    const pressed = performance.now();
    queue = queue.then(() => send(python.ops.act, {action, argument})).then((view) => {
      if (!view) return;
      show(view);
      const entry = {action, ms: performance.now() - pressed, python: view.python, worker: from};
      log.push(entry);
      requestAnimationFrame(() => (entry.painted = performance.now() - pressed));
    });
    return queue;
  }

  $(".linklab-practice-form").addEventListener("submit", (event) => {
    event.preventDefault();
    act("check", input.value);
  });
  why.addEventListener("click", () => act("why"));
  next.addEventListener("click", () => {
    input.value = "";
    act("next").then(() => input.focus());
  });
  select.addEventListener("change", () => {
    input.value = "";
    act("choose", select.value);
  });
  window.addEventListener("hashchange", () => {
    if (linkOf(location.hash)) { input.value = ""; act("open", linkOf(location.hash)); }
  });

  function start() {
    python = window.linklabPagePython;
    if (!python) { note.textContent = words.failed.replace("{error}", "no page script"); return; }
    const began = performance.now();
    const ticking = setInterval(() => {
      const seconds = Math.round((performance.now() - began) / 1000);
      note.textContent = words.starting.replace("{seconds}", String(seconds));
    }, 1000);
    python.ready.then(() => send(python.ops.start, {app: "practice", language: data.language,
      setup: {record: kept || "", link: linkOf(location.hash)}}))
      .then((view) => {
        clearInterval(ticking);
        if (!view) return;
        show(view);
        enable(!view.error);
        log.push({action: "start", ms: performance.now() - began, python: view.python});
      })
      .catch((error) => {
        clearInterval(ticking);
        const text = String((error && error.message) || error);
        note.textContent = words.failed.replace("{error}", text) +
          (location.protocol === "file:" ? " " + words.from_disk : "");
      });
    // a spare Python (the first one ended) takes the practice up again, from the kept record
    python.onFresh(() => {
      enable(false);
      send(python.ops.start, {app: "practice", language: data.language,
                              setup: {record: kept || "", link: ""}}).then((view) => {
        if (view) { show(view); enable(!view.error); }
      });
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
