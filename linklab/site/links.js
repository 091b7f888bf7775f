// linklab: a live part's board in the page's address (linklab.apps.page_link), read and written
// here; live.js asks. An address holds #ll<version>.<part>.<payload>.<check>: the part's Python
// reads and writes the payload, this script the rest. A fragment that is not a link (a heading's
// anchor, the slide edition's #/3) is read as no link, and a #/… one is never written over.
const linklabLinks = (function () {
  "use strict";
  const VERSION = 1;
  const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

  // Three letters or digits that change when ``text`` does (FNV-1a in base 36), as
  // linklab.apps.page_link.link_check computes them.
  function check(text) {
    let value = 0x811c9dc5;
    for (const byte of new TextEncoder().encode(text)) value = Math.imul(value ^ byte, 0x01000193) >>> 0;
    value %= 36 ** 3;
    return DIGITS[Math.floor(value / 1296)] + DIGITS[Math.floor(value / 36) % 36] + DIGITS[value % 36];
  }

  // What names each part in a link: its app, and its number among the page's parts of that app
  // from the second on (``compare``, ``compare2``).
  function partNames(apps) {
    const seen = {};
    return apps.map((app) => {
      seen[app] = (seen[app] || 0) + 1;
      return seen[app] === 1 ? app : app + seen[app];
    });
  }

  // The link ``hash`` holds: null when it holds none; else {part, payload}, or {why, values}
  // (a key of the live words and what fills it, and the part when it can be told) when it
  // cannot be opened.
  function read(hash) {
    let text = hash.replace(/^#/, "");
    try { text = decodeURIComponent(text); } catch (error) { /* read as it is */ }
    const version = /^ll(\d+)(?:\.|$)/.exec(text);
    const named = /^ll\d+\.([a-z]+[0-9]*)\./.exec(text);  // the part, if it can be told
    const part = named ? named[1] : undefined;
    if (!version) return /^ll\d/.test(text) ? {why: "link_cut", values: {}} : null;
    const number = Number(version[1]);
    if (number > VERSION) {
      return {why: "link_newer", values: {version: number, current: VERSION}, part};
    }
    if (number < 1) return {why: "link_older", values: {version: number}, part};
    const whole = /^ll\d+\.([a-z]+[0-9]*)\.(.+)\.([0-9a-z]{3})$/.exec(text);
    if (!whole || check(text.slice(0, -4)) !== whole[3]) return {why: "link_cut", values: {}, part};
    return {part: whole[1], payload: whole[2]};
  }

  // The fragment (no #) that opens ``payload`` in the part called ``part``.
  function address(part, payload) {
    const head = "ll" + VERSION + "." + part + "." + payload;
    return head + "." + check(head);
  }

  // The slide edition's address is reveal.js's (#/3): a link there is only copied, never written.
  const isSlides = () => location.hash.startsWith("#/") || Boolean(document.querySelector(".reveal"));

  // Put a part's link in the address, with no reload and no new history entry.
  function write(part, payload) {
    if (!payload || isSlides()) return;
    history.replaceState(history.state, "", "#" + address(part, payload));
  }

  // Take the address's link away when it names ``part`` (its board was reset).
  function clear(part) {
    const found = read(location.hash);
    if (found && found.part === part) {
      history.replaceState(history.state, "", location.pathname + location.search);
    }
  }

  // The whole address a learner can hand out for ``part``.
  function full(part, payload) {
    return location.href.split("#")[0] + "#" + address(part, payload);
  }

  const fill = (text, values) => Object.entries(values).reduce(
    (line, [name, value]) => line.split("{" + name + "}").join(String(value)), text);

  return {VERSION, check, partNames, read, address, write, clear, full, fill};
})();
