// linklab: pictures the static page shows saved as files (linklab.site.save): each is made here
// from the SVG on show, as it is (SVG) or drawn at twice its size on white (PNG), in the
// page's own fonts, with no request made; a part that steps saves its whole search as an
// animated GIF (gif.js), the steps and their timing the notebook's Export gives.
// ``linklabSavePicture`` and ``linklabSaveGif`` serve a learner's stepped search
// (page_python.js) and the live parts (live.js); the players stepped in the page
// (linklab/widgets/stage.js) get their row of buttons here.
(function () {
  "use strict";
  const wordsBlock = document.getElementById("linklab-save-words");
  const words = wordsBlock ? JSON.parse(wordsBlock.textContent) : {};
  const gifSetting = words.gif || {most: 240, timing: {"": [4, 8]}};
  const fill = (text, values) => Object.entries(values)
    .reduce((line, [key, value]) => line.replaceAll("{" + key + "}", String(value)), text);
  const log = (window.linklabSaveLog = []);

  // ``blob`` downloaded as ``file``.
  function give(blob, file) {
    const link = document.createElement("a");
    link.download = file;
    const address = URL.createObjectURL(blob);
    link.href = address;
    link.click();
    setTimeout(() => URL.revokeObjectURL(address), 60_000);
  }

  // Save ``svgText`` as ``name`` + "." + ``kind`` ("svg" or "png").
  function savePicture(svgText, name, kind) {
    const svg = new Blob([svgText], {type: "image/svg+xml"});
    const file = name + "." + kind;
    if (kind === "svg") return give(svg, file);
    const image = new Image();
    const source = URL.createObjectURL(svg);
    image.onload = () => {
      URL.revokeObjectURL(source);
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.round((image.naturalWidth || image.width || 300) * 2));
      canvas.height = Math.max(1, Math.round((image.naturalHeight || image.height || 150) * 2));
      const pen = canvas.getContext("2d");
      pen.fillStyle = "#fff";
      pen.fillRect(0, 0, canvas.width, canvas.height);
      pen.drawImage(image, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => give(blob, file), "image/png");
    };
    image.src = source;
  }

  // The line under a GIF button that says how the making goes (made beside it once).
  function noteOf(button) {
    let note = button.nextElementSibling;
    if (!note || !note.classList.contains("linklab-gif-note")) {
      note = document.createElement("span");
      note.className = "linklab-gif-note";
      note.setAttribute("role", "status");
      button.after(note);
    }
    return note;
  }

  // Save a stepped search as ``steps.name`` + ".gif": ``steps.count`` steps, each step's SVG
  // ``steps.svgAt(step)`` (null for one not in the page yet), timed as the player
  // ``steps.timing`` (a key of the setting's timing) plays in the notebook's GIF. A long search
  // shows the setting's ``most`` steps, evenly spread, and the line under ``button`` says so.
  async function saveGif(steps, button) {
    if (!window.linklabGif || button.disabled) return;
    const note = noteOf(button);
    const chosen = window.linklabGif.frameSteps(steps.count - 1, gifSetting.most);
    const [fps, hold] = gifSetting.timing[steps.timing] || gifSetting.timing[""];
    const each = Math.floor(1000 / fps);
    const delays = chosen.map((_, i) => Math.floor(each * (i === chosen.length - 1 ?
      1 + hold : 1) / 10));
    const started = performance.now();
    button.disabled = true;
    try {
      const blob = await window.linklabGif.svgGif(chosen, steps.svgAt, delays, (done, all) => {
        note.textContent = fill(words.gif_making || "making the GIF: step {done} of {all}",
                                {done, all});
      });
      give(blob, steps.name + ".gif");
      note.textContent = chosen.length < steps.count ? fill(words.gif_capped ||
        "The GIF shows {shown} of the {all} steps, evenly spread: at most {most}.",
        {shown: chosen.length, all: steps.count, most: gifSetting.most}) : "";
      log.push({name: steps.name, frames: chosen.length, steps: steps.count, bytes: blob.size,
                ms: performance.now() - started});
    } catch (error) {
      note.textContent = /^missing step/.test(error.message)
        ? words.gif_missing || "Not every step is in the page yet: try again in a moment."
        : fill(words.gif_failed || "cannot make the GIF: {error}", {error: error.message});
    } finally {
      button.disabled = false;
    }
  }

  // A "Save SVG" / "Save PNG" pair, and "Save GIF" with ``steps``; ``picture()`` gives the SVG
  // text and the file's name, ``steps()`` the search shown (as ``saveGif`` takes it) or null.
  function saveButtons(css, picture, steps) {
    const row = document.createElement("div");
    row.className = css;
    const kinds = [["svg", words.save_svg || "Save SVG"], ["png", words.save_png || "Save PNG"]];
    if (steps) kinds.push(["gif", words.save_gif || "Save GIF"]);
    kinds.forEach(([kind, label]) => {
      const made = document.createElement("button");
      made.type = "button";
      made.className = css + "-" + kind;
      made.textContent = label;
      if (kind === "gif") {
        made.title = fill(words.gif_title || "Every step as an animated GIF", gifSetting);
        made.addEventListener("click", () => {
          const shown = steps();
          if (shown) saveGif(shown, made);
        });
      } else {
        made.addEventListener("click", () => {
          const shown = picture();
          if (shown) savePicture(shown.svg, shown.name, kind);
        });
      }
      row.append(made);
    });
    return row;
  }

  // A player stepped in the page: its row under its controls, the file named after the player
  // (its class, as ``linklab-trace``) and the step shown, or "-steps" for its GIF.
  function addToStage(stage) {
    if (stage.dataset.saving) return;
    const box = stage.querySelector(".linklab-stage-svg");
    const slider = stage.querySelector(".linklab-stage-controls input[type=range]");
    if (!box || !slider) return;
    stage.dataset.saving = "1";
    const player = (slider.className.match(/(\S+)-slider\b/) || [, "linklab-player"])[1];
    stage.append(saveButtons("linklab-stage-save", () => {
      const svg = box.__svg || (box.querySelector("svg") &&
        new XMLSerializer().serializeToString(box.querySelector("svg")));
      return svg ? {svg, name: player + "-step" + slider.value} : null;
    }, () => box.__svgAt && {count: Number(slider.max) + 1, svgAt: box.__svgAt,
                             name: player + "-steps", timing: player}));
  }

  window.linklabSavePicture = savePicture;
  window.linklabSaveGif = saveGif;
  window.linklabSaveButtons = saveButtons;
  const scan = () => document.querySelectorAll(".linklab-stage").forEach(addToStage);
  const watch = () => {
    scan();
    new MutationObserver(scan).observe(document.body, {childList: true, subtree: true});
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch);
  else watch();
})();
