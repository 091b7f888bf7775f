// linklab: what a learner does in a static page, kept (linklab.site.keep): each exercise cell's
// text and each live part's actions, in this page's localStorage (the main thread's: code in
// the page's Python worker cannot reach it), per page and language; a bar to save it all as a
// file, load one, start the page afresh or forget everything kept on this computer.
(function () {
  "use strict";
  const config = JSON.parse(document.getElementById("linklab-keep-words").textContent);
  const words = config.words;
  const VERSION = config.version;
  const PREFIX = "linklab-work:";
  const page = config.language + "/" + decodeURIComponent(location.pathname.split("/").pop());
  const KEY = PREFIX + page;
  const MOST_ACTIONS = 5000;  // a part's, beyond which the oldest are dropped
  // Stamps that Forget (every page's) and Start afresh or Load (a page's) change. A record
  // carries the stamps it was written under: one written under older stamps (by a tab that
  // wrote before it heard of another tab's Forget) is read as nothing, and a tab whose stamps
  // changed since it opened writes nothing more, so that another tab's Forget holds.
  const FORGOTTEN = "linklab-kept-stamp";
  const PAGE_STAMP = FORGOTTEN + ":" + page;
  const stampOf = (name) => storage.getItem(FORGOTTEN) + "|" + storage.getItem(FORGOTTEN + ":" +
    name);
  const current = (name, kept) => kept.stamp === undefined || kept.stamp === stampOf(name);

  let storage = null;
  let problem = "";
  try {
    storage = window.localStorage;
    storage.setItem(PREFIX + "probe", "1");
    storage.removeItem(PREFIX + "probe");
  } catch (error) {
    storage = null;
    problem = String((error && error.message) || error);
  }

  function isRecord(value) {
    return value && typeof value === "object" && !Array.isArray(value);
  }

  // A page's record as kept: {version, cells: {id: text}, parts: {index: [action, ...]}}.
  function readRecord() {
    if (!storage) return {version: VERSION, cells: {}, parts: {}};
    const text = storage.getItem(KEY);
    if (text === null) return {version: VERSION, cells: {}, parts: {}};
    try {
      const record = JSON.parse(text);
      if (!isRecord(record) || record.version !== VERSION || !isRecord(record.cells) ||
          !isRecord(record.parts)) throw new Error("not a record");
      if (!current(page, record)) return {version: VERSION, cells: {}, parts: {}};
      return record;
    } catch (error) {
      problem = words.unreadable;
      return {version: VERSION, cells: {}, parts: {}};
    }
  }

  const stamps = () => (storage ? stampOf(page) : "");
  function bump(key) {
    storage.setItem(key, String((Number(storage.getItem(key)) || 0) + 1));
  }
  const stamped = stamps();
  const record = readRecord();
  let writing = null;
  let done = false;  // the page is being started afresh, forgotten or loaded: nothing written
  // Another tab forgot, started this page afresh or loaded work: what this tab holds is stale.
  function stale() {
    if (done || !storage || stamps() === stamped) return false;
    done = true;
    clearTimeout(writing);
    writing = null;
    say(words.elsewhere);
    return true;
  }
  function write() {  // at most once a moment, and at once when the page is left
    if (!storage || writing || done) return;
    writing = setTimeout(flush, 300);
  }
  function flush() {
    clearTimeout(writing);
    writing = null;
    if (!storage || done || stale()) return;
    try {
      if (!Object.keys(record.cells).length && !Object.keys(record.parts).length) {
        storage.removeItem(KEY);
      } else {
        storage.setItem(KEY, JSON.stringify({...record, version: VERSION, stamp: stamped}));
      }
    } catch (error) {
      say(words.not_kept.replace("{error}", String(error.message || error)));
    }
  }
  window.addEventListener("pagehide", flush);
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === FORGOTTEN || event.key === PAGE_STAMP) stale();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });

  // --- what the checks' and the live parts' scripts use ---------------------------------------
  const keep = {
    words,
    cell(id) {
      return {
        text: () => (typeof record.cells[id] === "string" ? record.cells[id] : null),
        set(text) { record.cells[id] = String(text); write(); },
        forget() { delete record.cells[id]; flush(); },
      };
    },
    part(index) {
      const actions = () => (Array.isArray(record.parts[index]) ? record.parts[index] : []);
      return {
        actions,
        add(action) {
          const kept = actions().slice();
          const last = kept[kept.length - 1];
          // a search stepped again: only where it stopped matters
          if (last && last.action === "step" && action.action === "step") kept.pop();
          kept.push(action);
          record.parts[index] = kept.slice(-MOST_ACTIONS);
          write();
        },
        forget() { delete record.parts[index]; flush(); },
      };
    },
  };
  window.linklabKeep = keep;

  // --- the bar -------------------------------------------------------------------------------
  const bar = document.createElement("div");
  bar.className = "linklab-keep-bar";
  const line = document.createElement("span");
  line.className = "linklab-keep-line";
  line.setAttribute("role", "status");
  line.textContent = words.kept;
  function say(text) { line.textContent = text; }

  function button(label, css, act) {
    const made = document.createElement("button");
    made.type = "button";
    made.className = "linklab-keep-" + css;
    made.textContent = label;
    made.addEventListener("click", act);
    return made;
  }

  function allKept() {
    const pages = {};
    if (!storage) return pages;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key.startsWith(PREFIX) || key === PREFIX + "probe") continue;
      try {
        const name = key.slice(PREFIX.length);
        const kept = JSON.parse(storage.getItem(key));
        if (isRecord(kept) && current(name, kept)) pages[name] = kept;
      } catch (error) { /* a broken record is not carried */ }
    }
    return pages;
  }

  function saveFile() {
    flush();
    const pages = allKept();
    const file = {linklab: "work", version: VERSION, pages};
    const name = "linklab-work.json";
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([JSON.stringify(file, null, 1)],
                                             {type: "application/json"}));
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
    say(words.saved.replace("{pages}", String(Object.keys(pages).length)).replace("{file}", name));
  }

  // The pages a work file holds, or why it cannot be loaded (one line).
  function readFile(text) {
    let file = null;
    try { file = JSON.parse(text); } catch (error) { return {why: words.not_work}; }
    if (!isRecord(file) || file.linklab !== "work" || !Number.isInteger(file.version) ||
        !isRecord(file.pages)) return {why: words.not_work};
    if (file.version > VERSION) {
      return {why: words.newer.replace("{version}", String(file.version))
        .replace("{current}", String(VERSION))};
    }
    const pages = {};
    for (const [name, kept] of Object.entries(file.pages)) {
      if (isRecord(kept) && isRecord(kept.cells) && isRecord(kept.parts)) {
        pages[name] = {version: VERSION, cells: kept.cells, parts: kept.parts};
      }
    }
    return {pages};
  }

  const picker = document.createElement("input");
  picker.type = "file";
  picker.accept = ".json,application/json";
  picker.hidden = true;
  picker.className = "linklab-keep-file";
  picker.addEventListener("change", async () => {
    const chosen = picker.files[0];
    picker.value = "";
    if (!chosen) return;
    const read = readFile(await chosen.text());
    if (read.why) {
      say(words.cannot_load.replace("{file}", chosen.name).replace("{why}", read.why));
      return;
    }
    if (!storage) { say(words.not_kept.replace("{error}", problem)); return; }
    done = true;  // nothing of this page's old record is written over it
    for (const [name, kept] of Object.entries(read.pages)) {
      bump(FORGOTTEN + ":" + name);  // nor by another tab of that page
      storage.setItem(PREFIX + name, JSON.stringify({...kept, stamp: stampOf(name)}));
    }
    sessionStorage.setItem(PREFIX + "said", words.loaded.replace(
      "{pages}", String(Object.keys(read.pages).length)));
    location.reload();
  });

  // Reload the page, a board's link (#ll1…, linklab.apps.page_link) taken out of its address
  // first: the page starts from its own boards, not the link's again.
  function reloadUnlinked() {
    if (/^#ll\d/.test(location.hash)) {
      history.replaceState(history.state, "", location.pathname + location.search);
    }
    location.reload();
  }

  function afresh() {
    if (!window.confirm(words.sure_afresh)) return;
    done = true;
    if (storage) { storage.removeItem(KEY); bump(PAGE_STAMP); }
    reloadUnlinked();
  }

  function forgetAll() {
    if (!window.confirm(words.sure_forget)) return;
    done = true;
    if (storage) {
      const keys = [];
      for (let i = 0; i < storage.length; i++) keys.push(storage.key(i));
      keys.filter((key) => key.startsWith(PREFIX)).forEach((key) => storage.removeItem(key));
      bump(FORGOTTEN);
    }
    reloadUnlinked();
  }

  bar.append(line, button(words.save, "save", saveFile),
             button(words.load, "load", () => picker.click()), picker,
             button(words.afresh, "afresh", afresh), button(words.forget, "forget", forgetAll));
  if (!storage) say(words.not_kept.replace("{error}", problem));
  else if (problem) say(problem);
  try {
    const said = sessionStorage.getItem(PREFIX + "said");
    if (said) { say(said); sessionStorage.removeItem(PREFIX + "said"); }
  } catch (error) { /* nothing to say */ }

  const style = document.createElement("style");
  style.textContent = `
.linklab-keep-bar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center;
  padding: 4px 12px; font: 13px sans-serif; color: #444; border-bottom: 1px solid #ddd; }
.linklab-keep-bar button, .linklab-keep-reset { min-height: 30px; font-size: 13px; cursor: pointer; }
.linklab-keep-line { flex: 1 1 16em; }
@media print { .linklab-keep-bar, .linklab-keep-reset { display: none !important; } }`;
  document.head.append(style);
  const place = () => {
    // On a projector (the app page's lecture mode) the board comes first: the bar goes last.
    const nav = document.querySelector(".linklab-site-bar, body > nav");
    if (document.body.classList.contains("linklab-lecture")) document.body.append(bar);
    else if (nav) nav.after(bar);
    else document.body.prepend(bar);
  };
  if (document.body) place(); else document.addEventListener("DOMContentLoaded", place);
})();
