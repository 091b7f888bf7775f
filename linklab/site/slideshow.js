// What the slides' measuring asks the page (linklab/site/slideshow.py): each constant a
// function, read by name and handed to Playwright's evaluate.

const KERNEL_IDLE = () => {
  const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const session = panel && panel.sessionContext && panel.sessionContext.session;
  const kernel = session && session.kernel;
  return !!kernel && kernel.connectionStatus === 'connected' && kernel.status === 'idle';
};

const RUN_STATE = () => {
  const panel = window.jupyterapp.shell.currentWidget;
  const kernel = panel.sessionContext.session.kernel;
  for (const cell of panel.content.model.cells) {
    if (cell.type !== 'code') continue;
    for (let i = 0; i < cell.outputs.length; i++) {
      const output = cell.outputs.get(i);
      const name = output.toJSON().ename || 'an error';
      if (output.type === 'error') return {error: name + ' in a cell'};
    }
  }
  if (kernel.status !== 'idle') return null;
  const waiting = [...panel.content.model.cells].some(
    (cell) => cell.type === 'code' && cell.executionCount === null);
  return waiting ? null : {error: ''};
};

const RUN_ALL = () => window.jupyterapp.commands.execute('notebook:run-all-cells');

const RUN_IN_KERNEL = async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const reply = await kernel.requestExecute({code, store_history: false}).done;
  return reply.content.status;
};

const SAVE = async () => {
  const panel = window.jupyterapp.shell.currentWidget;
  await panel.context.save();
  return panel.context.model.dirty;
};

const RISE_READY = () => document.body.classList.contains('rise-enabled')
  && !!document.querySelector('.reveal.ready .slides section.present')
  && [...document.images].every((image) => image.complete);

const PLAYERS_ANSWERED = () => [...document.querySelectorAll('.linklab-slide-steps')]
  .every((box) => !box.dataset.linklabBound || !!box.dataset.linklabState);

const SLIDE_COUNT = () => [...document.querySelectorAll('.reveal .slides section')]
  .filter((section) => !section.querySelector('section')).length;

const SLIDE_SHOWN = () => {
  const leaves = [...document.querySelectorAll('.reveal .slides section')]
    .filter((section) => !section.querySelector('section'));
  const index = leaves.findIndex((section) => section.classList.contains('present'));
  const section = leaves[index];
  const shown = (element) => element.getClientRects().length > 0
    && getComputedStyle(element).visibility !== 'hidden';
  const heading = section.querySelector('h1, h2, h3, h4');
  const left = section.getBoundingClientRect().left;
  let right = 0;
  for (const element of section.querySelectorAll(
      'p, li, pre, img, svg, table, h1, h2, h3, h4, .jp-InputArea, .jp-OutputArea-output')) {
    if (!shown(element)) continue;
    const box = element.getBoundingClientRect();
    // text that overflows a box it may spill from (a long word) reaches past the box
    const spills = getComputedStyle(element).overflowX === 'visible';
    right = Math.max(right, box.left + (spills ? Math.max(box.width, element.scrollWidth)
      : box.width) - left);
  }
  const code = [...section.querySelectorAll('.jp-InputArea-editor')].filter(shown)
    .map((editor) => editor.innerText);
  const texts = [...section.querySelectorAll('.jp-OutputArea-output')].filter(shown)
    .map((output) => output.innerText);
  return {
    index, title: heading ? heading.innerText.replace('¶', '').trim() : '',
    height: section.scrollHeight, right,
    hidden_code: [...section.querySelectorAll('.jp-InputPlaceholder')].filter(shown).length,
    asserts: code.filter((source) => /^\s*assert\b/m.test(source)).length,
    reprs: texts.filter((text) => /^\w+\(children=|object at 0x[0-9a-f]+>/.test(text)).length,
    widgets: [...section.querySelectorAll('.jupyter-widgets')].filter(shown).length,
    // a player's picture (linklab.widgets.slide_steps), and those whose ◀ ▶ show: stepping
    players: [...section.querySelectorAll('.linklab-slide-steps')].filter(shown).length,
    stepping: [...section.querySelectorAll('.linklab-slide-steps-controls')].filter(shown).length,
  };
};

const SLIDE_TEXTS = () => {
  const leaves = [...document.querySelectorAll('.reveal .slides section')]
    .filter((section) => !section.querySelector('section'));
  const section = leaves.find((leaf) => leaf.classList.contains('present'));
  const view = {width: window.innerWidth, height: window.innerHeight};
  const onScreen = (box) => box.width > 1 && box.height > 1 && box.right > 0
    && box.bottom > 0 && box.left < view.width && box.top < view.height;
  const visible = (element) => {
    for (let at = element; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.visibility === 'hidden' || style.display === 'none'
          || parseFloat(style.opacity) === 0) return false;
    }
    return true;
  };
  // the scale a box is drawn at, read off a wide block around it (a narrow one's width is
  // rounded to whole pixels, which would read as a scale)
  const scaleOf = (element) => {
    let at = element;
    while (at.parentElement && at !== section && !(at.offsetWidth >= 200)) at = at.parentElement;
    return at.offsetWidth > 0 ? at.getBoundingClientRect().width / at.offsetWidth : 1;
  };
  const texts = [];
  let unmeasured = 0;
  const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const words = node.textContent.replace(/\s+/g, ' ').trim();
    const parent = node.parentElement;
    if (!words || !parent || parent.closest('style, script, mjx-assistive-mml')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (![...range.getClientRects()].some(onScreen) || !visible(parent)) continue;
    const size = parseFloat(getComputedStyle(parent).fontSize);
    if (parent instanceof SVGElement) {
      const matrix = parent.getScreenCTM();
      texts.push([size * (matrix ? Math.hypot(matrix.c, matrix.d) : 1), words, 'svg']);
    } else {
      texts.push([size * scaleOf(parent), words, 'text']);
    }
  }
  const decode = (stamp) => stamp.replace(/\\u([0-9a-fA-F]{4})/g,
    (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  const stampOf = (bytes) => {
    let at = 8;
    while (at + 8 <= bytes.length) {
      const length = ((bytes.charCodeAt(at) << 24) | (bytes.charCodeAt(at + 1) << 16)
        | (bytes.charCodeAt(at + 2) << 8) | bytes.charCodeAt(at + 3)) >>> 0;
      const kind = bytes.slice(at + 4, at + 8);
      const data = bytes.slice(at + 8, at + 8 + length);
      if (kind === 'tEXt' && data.startsWith('STAMP_KEY\0')) {
        return decode(data.slice('STAMP_KEY'.length + 1));
      }
      at += 12 + length;
    }
    return null;
  };
  // an SVG shown as an image: laid out again, hidden, at the size the slide shows it
  const svgTexts = (source, box) => {
    const comma = source.indexOf(',');
    const head = source.slice(0, comma);
    const body = head.endsWith(';base64') ? new TextDecoder().decode(
      Uint8Array.from(atob(source.slice(comma + 1)), (c) => c.charCodeAt(0)))
      : decodeURIComponent(source.slice(comma + 1));
    const parsed = new DOMParser().parseFromString(body, 'image/svg+xml').documentElement;
    if (!parsed || parsed.nodeName !== 'svg') return null;
    const svg = document.importNode(parsed, true);
    svg.setAttribute('width', box.width);
    svg.setAttribute('height', box.height);
    const holder = document.createElement('div');
    holder.style.cssText = 'position: fixed; left: 0; top: 0; visibility: hidden;';
    holder.appendChild(svg);
    document.body.appendChild(holder);
    const found = [];
    for (const text of svg.querySelectorAll('text')) {
      const words = text.textContent.replace(/\s+/g, ' ').trim();
      const matrix = text.getScreenCTM();
      if (!words || !matrix) continue;
      const size = parseFloat(getComputedStyle(text).fontSize);
      found.push([size * Math.hypot(matrix.c, matrix.d), words, 'svg picture']);
    }
    holder.remove();
    return found;
  };
  for (const image of section.querySelectorAll('img')) {
    const box = image.getBoundingClientRect();
    if (!onScreen(box) || !visible(image) || !image.naturalWidth) continue;
    const source = image.getAttribute('src') || '';
    if (source.startsWith('data:image/svg+xml')) {
      const found = svgTexts(source, box);
      if (found === null) unmeasured += 1;
      else texts.push(...found);
      continue;
    }
    const stamp = source.startsWith('data:image/png;base64,')
      ? stampOf(atob(source.slice('data:image/png;base64,'.length))) : null;
    if (!stamp) { unmeasured += 1; continue; }
    const cut = stamp.indexOf(' ');
    texts.push([parseFloat(stamp.slice(0, cut)) * box.width / image.naturalWidth,
      stamp.slice(cut + 1), 'picture']);
  }
  texts.sort((a, b) => a[0] - b[0]);
  return {texts, unmeasured};
};
