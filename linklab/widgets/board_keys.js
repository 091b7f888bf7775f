// The page side of BoardKeys (linklab/widgets/board_keys.py): a box that takes the keys for a
// board of buttons (the game's, the editor's), sent to the kernel, which moves the cursor on
// the board and acts on Enter or Space; and a polite live region saying what the kernel
// answers (``spoken``) to a screen reader.
const KEYS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp",
              "PageDown", "Enter", " "];
export default {
  render({ model, el }) {
    const box = document.createElement("div");
    box.className = "linklab-board-keys";
    box.tabIndex = 0;
    box.setAttribute("role", "application");
    // JupyterLab leaves the keys pressed inside to the board (no notebook shortcut).
    box.setAttribute("data-lm-suppress-shortcuts", "true");
    box.setAttribute("data-p-suppress-shortcuts", "true");
    const spoken = document.createElement("div");
    spoken.className = "linklab-board-keys-spoken";
    spoken.setAttribute("role", "status");
    spoken.setAttribute("aria-live", "polite");
    Object.assign(spoken.style, {
      position: "absolute", width: "1px", height: "1px", overflow: "hidden",
      clip: "rect(0 0 0 0)", whiteSpace: "nowrap",
    });
    const paint = () => {
      box.textContent = "⌨ " + model.get("label");
      box.setAttribute("aria-label", model.get("label"));
      if (spoken.textContent !== model.get("spoken")) spoken.textContent = model.get("spoken");
    };
    box.addEventListener("keydown", (event) => {
      if (!KEYS.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      event.stopPropagation();
      try { model.send({ kind: "key", key: event.key }); } catch (e) { /* no kernel */ }
    });
    model.on("change:spoken", paint);
    model.on("change:label", paint);
    paint();
    el.append(box, spoken);
    return () => {
      model.off("change:spoken", paint);
      model.off("change:label", paint);
    };
  },
};
