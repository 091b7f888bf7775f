// linklab: pictures the static page shows saved as files (linklab.site.save): each is made here
// from the SVG on show, as it is (SVG) or drawn at twice its size on white (PNG), in the
// page's own fonts, with no request made. ``linklabSavePicture`` serves a learner's stepped
// search (page_python.js) and the live parts (live.js); the players stepped in the page
// (linklab/widgets/stage.js) get their pair of buttons here.
(function () {
  "use strict";
  const wordsBlock = document.getElementById("linklab-save-words");
  const words = wordsBlock ? JSON.parse(wordsBlock.textContent) : {};

  // Save ``svgText`` as ``name`` + "." + ``kind`` ("svg" or "png").
  function savePicture(svgText, name, kind) {
    const svg = new Blob([svgText], {type: "image/svg+xml"});
    const link = document.createElement("a");
    link.download = name + "." + kind;
    const give = (blob) => {
      const address = URL.createObjectURL(blob);
      link.href = address;
      link.click();
      setTimeout(() => URL.revokeObjectURL(address), 60_000);
    };
    if (kind === "svg") return give(svg);
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
      canvas.toBlob(give, "image/png");
    };
    image.src = source;
  }

  // A "Save SVG" / "Save PNG" pair; ``picture()`` gives the SVG text and the file's name.
  function saveButtons(css, picture) {
    const row = document.createElement("div");
    row.className = css;
    [["svg", words.save_svg || "Save SVG"], ["png", words.save_png || "Save PNG"]]
      .forEach(([kind, label]) => {
        const made = document.createElement("button");
        made.type = "button";
        made.className = css + "-" + kind;
        made.textContent = label;
        made.addEventListener("click", () => {
          const shown = picture();
          if (shown) savePicture(shown.svg, shown.name, kind);
        });
        row.append(made);
      });
    return row;
  }

  // A player stepped in the page: its pair under its controls, the file named after the player
  // (its class, as ``linklab-trace``) and the step shown.
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
    }));
  }

  window.linklabSavePicture = savePicture;
  window.linklabSaveButtons = saveButtons;
  const scan = () => document.querySelectorAll(".linklab-stage").forEach(addToStage);
  const watch = () => {
    scan();
    new MutationObserver(scan).observe(document.body, {childList: true, subtree: true});
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch);
  else watch();
})();
