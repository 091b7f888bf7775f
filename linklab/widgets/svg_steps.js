// Scenes sent as SVG (linklab.apps.page_steps' coding), shared by the players' page side
// (stage.js, move_pad.js) and the static page's live parts (linklab/site/live.js).

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
  if (!drawn || drawn.head !== head || place.firstElementChild !== drawn.svg) {
    place.innerHTML = head + list.map((n) => parts[n]).join("") + "</svg>";
    const svg = place.firstElementChild;
    return {svg, head, nodes: [...svg.children].slice(1), list};  // after the <title>
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
  let next = svg.firstElementChild.nextSibling;  // after the title
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
