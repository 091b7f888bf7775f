// The slide edition's start: reveal.js laid out for a 1280x720 projector, its speaker notes on
// key S. A fragment that is not a slide's (not "#/...") belongs to the page's own scripts: reveal
// then neither reads nor writes the address, so the fragment stays as it came.
// A slide whose content is taller than the screen is scaled down to fit it (`fit`) only as far as
// its smallest text (its words, its SVG pictures' and the smallest text stamped in its PNG
// figures) stays at least 14 px; a slide that cannot fit so is cut (`cut`) between its cells, or
// between a cell's outputs, into vertical slides that each fit. Nothing scrolls. Each slide keeps
// its content's height, its smallest text and its scale (data-natural, data-least, data-scale)
// for a test to read.
(function () {
  'use strict';
  var base = document.querySelector('script[src$="/slides.js"]').getAttribute('src');
  var reveal = base.replace(/slides\.js$/, 'reveal/');
  var hash = window.location.hash;
  var ours = hash === '' || hash.indexOf('#/') === 0;
  var HEIGHT = 720;
  var LEAST_PX = 14;
  var BODY = 'linklab-slide-body';
  var deck = null;
  // reveal's speaker view shows the slides in frames whose address carries ``receiver``: there
  // a slide is a picture, with no Python of its own (page_python.js) and so no start-up to tell
  if (/[?&]receiver(?:[&=]|$)/.test(window.location.search)) {
    document.documentElement.classList.add('linklab-slides-preview');
  }
  var cutting = false;  // slides are cut once their widgets are drawn, at their full height

  function wrap(slide) {
    if (slide.querySelector(':scope > section') || slide.querySelector(':scope > .' + BODY)) return;
    var body = document.createElement('div');
    body.className = BODY;
    while (slide.firstChild) body.appendChild(slide.firstChild);
    slide.appendChild(body);
  }

  function leaves() {
    return Array.prototype.filter.call(document.querySelectorAll('.reveal .slides section'),
      function (slide) { return !slide.querySelector(':scope > section'); });
  }

  // The smallest text a PNG's kernel stamped in it ("<px> <text>", tEXt chunk), in its pixels.
  function pngStamp(image) {
    if (image.dataset.linklabStamp !== undefined) return parseFloat(image.dataset.linklabStamp);
    var src = image.getAttribute('src') || '', px = NaN;
    var head = 'data:image/png;base64,';
    if (src.indexOf(head) === 0) {
      var bytes = atob(src.slice(head.length)), at = 8;
      while (at + 8 <= bytes.length) {
        var length = ((bytes.charCodeAt(at) << 24) >>> 0) + (bytes.charCodeAt(at + 1) << 16) +
          (bytes.charCodeAt(at + 2) << 8) + bytes.charCodeAt(at + 3);
        var kind = bytes.slice(at + 4, at + 8);
        if (kind === 'IEND') break;
        if (kind === 'tEXt') {
          var data = bytes.slice(at + 8, at + 8 + length);
          if (data.indexOf('linklab-smallest-text\0') === 0) {
            px = parseFloat(data.slice('linklab-smallest-text\0'.length));
            break;
          }
        }
        at += 12 + length;
      }
    }
    image.dataset.linklabStamp = String(px);
    return px;
  }

  // The smallest text of a slide's body, in the slide's pixels at the body's scale 1.
  function least(body, scale) {
    var found = Infinity;
    var zoom = (deck ? deck.getScale() : 1) * scale;
    var walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      var element = node.parentElement;
      if (!element || !node.textContent.trim()) continue;
      if (element.closest('aside.notes, script, style')) continue;
      if (!element.getClientRects().length) continue;
      var px = parseFloat(getComputedStyle(element).fontSize);
      if (element instanceof SVGElement) {
        var m = element.getScreenCTM();
        if (m) px *= Math.hypot(m.a, m.b) / zoom;
      }
      found = Math.min(found, px);
    }
    body.querySelectorAll('img').forEach(function (image) {
      var stamp = pngStamp(image);
      if (stamp > 0 && image.naturalWidth && image.offsetWidth) {
        found = Math.min(found, stamp * image.offsetWidth / image.naturalWidth);
      }
    });
    return found;
  }

  // The widest ``holder`` may be drawn on a slide: its box's width, less what sits beside it in
  // a row (a player's counters and queue).
  function widest(holder) {
    var row = holder.parentElement, css = getComputedStyle(row);
    var room = row.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
    if (css.display.indexOf('flex') >= 0 && css.flexDirection === 'row') {
      Array.prototype.forEach.call(row.children, function (other) {
        if (other !== holder) room -= other.offsetWidth + (parseFloat(css.columnGap) || 0);
      });
    }
    return Math.max(Number(holder.querySelector('svg').getAttribute('width')) || 0, room);
  }

  // Draw each picture of ``body`` drawn in the page (the board editor's, the game's, a
  // player's) wide enough that its smallest text is 14 px: the width is set on the picture's box,
  // so that the picture's next drawing (a step, an edit) is as wide.
  function enlarge(body) {
    body.querySelectorAll('svg').forEach(function (svg) {
      if (svg.parentElement.closest('svg')) return;
      var holder = svg.parentElement;
      var drawn = Number(svg.getAttribute('width')) || 0;
      var box = svg.viewBox && svg.viewBox.baseVal, root = svg.getScreenCTM();
      if (!drawn || !box || !box.width || !root) return;
      var smallest = Infinity;
      svg.querySelectorAll('text').forEach(function (text) {
        var m = text.getScreenCTM();
        if (!m || !text.textContent.trim()) return;
        var px = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(m.a, m.b);
        smallest = Math.min(smallest, px);
      });
      if (smallest === Infinity) return;
      // its smallest text at the width it was drawn for: as shown, over the scale it is shown at
      var natural = smallest / (Math.hypot(root.a, root.b) / (drawn / box.width));
      var wanted = Math.min(drawn * Math.max(1, LEAST_PX / natural), widest(holder));
      // never narrower than it is shown already (a picture its page draws full width)
      var shown = svg.getBoundingClientRect().width / ((deck ? deck.getScale() : 1) || 1);
      var set = holder.style.getPropertyValue('--linklab-slide-width');
      if (!set && wanted <= Math.max(drawn, shown) + 0.5) return;
      holder.dataset.linklabEnlarged = 'yes';
      holder.style.setProperty('--linklab-slide-width', Math.ceil(wanted) + 'px');
    });
  }

  function room(slide) {
    var style = getComputedStyle(slide);
    return HEIGHT - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  }

  // What a slide may be cut inside: a cell, its input and outputs, a markdown text, a fragment;
  // never a widget, a player, a live part or an exercise check, which keep their parts together.
  var OPEN = '.jp-Cell, .jp-Cell-inputWrapper, .jp-Cell-outputWrapper, .jp-InputArea, ' +
    '.jp-OutputArea, .jp-OutputArea-child, .jp-RenderedMarkdown, .fragment, ' +
    '.linklab-slide-after-place, .linklab-python-verdict';
  // An exercise's code (its editor) and its Check stay on one slide, however long the code the
  // learner types: its cell is never opened, and goes with the piece after it (the check's).
  var EXERCISE = '.linklab-python-editor, .linklab-python-check';
  var AFTER = '.linklab-slide-after-place';
  var EDITOR = '.linklab-python-editor';

  // The pieces a body may be cut into, top to bottom: its children, and the children of one
  // taller than ``limit`` that may be opened (`OPEN`), each with the chain of elements it sits in.
  function pieces(element, limit, chain) {
    var found = [];
    Array.prototype.forEach.call(element.children, function (child) {
      if (child.matches('aside.notes, script, style')) return;
      // what appears after a press may be opened wherever it nests (its verdict's wrappers),
      // but for the learner's stepped search, which keeps its controls with its picture
      var after = !!child.closest(AFTER) && child.matches('div') &&
        !child.matches('.linklab-learner-steps');
      if (child.offsetHeight > limit && (child.matches(OPEN) || after) &&
          (child.children.length > 1 || (after && child.children.length > 0)) &&
          !child.querySelector(EXERCISE)) {
        found = found.concat(pieces(child, limit, chain.concat([child])));
      } else {
        found.push({element: child, chain: chain});
      }
    });
    return found;
  }

  // The foot of ``element`` below the top of ``body`` (at its scale 1), in the slide's pixels.
  function bottomOf(element, body) {
    var box = element.getBoundingClientRect(), origin = body.getBoundingClientRect();
    return (box.bottom - origin.top) / ((deck ? deck.getScale() : 1) || 1);
  }

  // Whether ``element`` shows a heading and nothing else (a slide is never that alone).
  function headingAlone(element) {
    var heading = element.matches('h1, h2, h3') ? element : element.querySelector('h1, h2, h3');
    if (!heading || element.querySelector('img, svg, canvas, input, textarea')) return false;
    return element.textContent.replace(/\s+/g, '') === heading.textContent.replace(/\s+/g, '');
  }

  // ``all`` (`pieces` of ``body``) as parts, each at most ``limit`` high where it can be; with
  // ``glue``, a cell's code stays with the first of its outputs (an exercise's always does). A
  // group that stays together and runs past ``limit`` starts the next part whole, and a heading
  // goes with what follows it.
  function partsOf(all, body, limit, glue) {
    var parts = [[]], start = 0, shows = false, held = false, fits = true, group = 0;
    all.forEach(function (piece) {
      var bottom = bottomOf(piece.element, body);
      var height = piece.element.offsetHeight;
      var part = parts[parts.length - 1];
      // a part holding nothing shown yet (an input the slides hide) goes with what follows it
      if (shows && !held && bottom - start > limit) {
        parts.push([]);
        start = bottom - height;
        shows = false;
        group = 0;
      } else if (held && bottom - start > limit && group > 0 && part.slice(0, group).some(
        function (before) { return shown(before.element); })) {
        var moved = part.splice(group);  // the group held together starts the next part
        parts.push(moved);
        start = bottomOf(moved[0].element, body) - moved[0].element.offsetHeight;
        group = 0;
      }
      part = parts[parts.length - 1];
      if (!held) group = part.length;
      part.push(piece);
      fits = fits && bottom - start <= limit;
      shows = part.some(function (kept) { return shown(kept.element); });
      held = (glue && piece.element.matches('.jp-Cell-inputWrapper')) ||
        !!piece.element.querySelector(EDITOR) || headingAlone(piece.element);
    });
    return {parts: parts, fits: fits};
  }

  // Whether ``element`` shows something a slide may stand on (not a heading alone, not empty).
  function shown(element) {
    return element.offsetHeight > 0 && !headingAlone(element) &&
      (element.textContent.trim() !== '' ||
       !!element.querySelector('img, svg, canvas, input, textarea'));
  }

  // A copy of the heading of ``body`` for a part cut from it, marked as its continuation.
  function headingFor(body) {
    var heading = body.querySelector('h1, h2, h3');
    if (!heading) return null;
    var copy = heading.cloneNode(true);
    copy.removeAttribute('id');
    copy.querySelectorAll('.anchor-link, [id]').forEach(function (inner) {
      if (inner.classList.contains('anchor-link')) inner.remove();
      else inner.removeAttribute('id');
    });
    copy.classList.add('linklab-slide-again');
    var holder = document.createElement('div');
    holder.className = 'jp-RenderedHTMLCommon linklab-slide-heading';
    holder.appendChild(copy);
    return holder;
  }

  // Cut ``slide`` into vertical slides none of whose content is taller than ``limit``; whether
  // it was cut. Its pieces are moved, never copied, so that its widgets stay alive.
  function cut(slide, limit) {
    var body = slide.querySelector(':scope > .' + BODY);
    var all = pieces(body, limit, []);
    var glued = partsOf(all, body, limit, true);
    var parts = (glued.fits ? glued : partsOf(all, body, limit, false)).parts;
    if (parts.length < 2) return false;
    var stack = slide.parentElement;
    if (!stack.matches('section')) {  // a slide of its own becomes the first of a stack
      stack = document.createElement('section');
      slide.parentElement.insertBefore(stack, slide);
      stack.appendChild(slide);
    }
    var after = slide;
    var heading = headingFor(body);
    var notes = body.querySelectorAll(':scope > aside.notes');
    parts.slice(1).forEach(function (part, k) {
      var next = document.createElement('section');
      next.className = 'linklab-slide-part';
      if (slide.matches('.linklab-slide-after, .linklab-slide-after-cut')) {
        next.classList.add('linklab-slide-after-cut');  // made again at the next press
      }
      next.dataset.part = String(k + 2);
      var inner = document.createElement('div');
      inner.className = BODY;
      next.appendChild(inner);
      // every part says what it is: the slide's heading again, unless the part opens with one
      var first = part[0] && part[0].element;
      var again = first && (first.matches('h1, h2, h3') || first.querySelector('h1, h2, h3'))
        ? null : heading;
      if (again) inner.appendChild(again.cloneNode(true));
      // the slide's speaker notes go on with the lecturer to each of its parts
      notes.forEach(function (note) { inner.appendChild(note.cloneNode(true)); });
      var copies = new Map();
      part.forEach(function (piece) {
        var into = inner;
        piece.chain.forEach(function (outer) {
          if (!copies.has(outer)) {
            var copy = outer.cloneNode(false);
            copy.removeAttribute('id');
            into.appendChild(copy);
            copies.set(outer, copy);
          }
          into = copies.get(outer);
        });
        into.appendChild(piece.element);
      });
      stack.insertBefore(next, after.nextSibling);
      after = next;
      if (watch) watch.observe(inner);
    });
    return true;
  }

  // Fit ``slide``: its scale, or cut it when even the least scale its text allows is too small.
  function fit(slide) {
    var body = slide && slide.querySelector(':scope > .' + BODY);
    if (!body || !body.getClientRects().length) return false;
    body.style.transform = '';
    enlarge(body);
    var tall = body.scrollHeight, space = room(slide);
    var smallest = least(body, 1);
    var floor = Math.min(1, LEAST_PX / smallest);
    var scale = tall > space ? space / tall : 1;
    if (scale < floor && cutting && cut(slide, space / floor)) return true;
    // one picture or widget too tall for the screen even alone: shown whole, smaller (its
    // text then under 14 px, which the slides' test reports), rather than cut off
    body.dataset.natural = String(tall);
    body.dataset.least = String(smallest);
    body.dataset.scale = String(scale);
    body.style.transform = scale < 1 ? 'scale(' + scale + ')' : '';
    return false;
  }

  // Fit every slide, each shown for the moment it is measured; reveal told of any cut.
  function fitAll() {
    var shown = document.querySelector('.reveal');
    shown.classList.add('linklab-measuring');
    var cuts = 0;
    for (var pass = 0; pass < 4; pass++) {
      var before = cuts;
      leaves().forEach(function (slide) { if (fit(slide)) cuts += 1; });
      if (cuts === before) break;
    }
    shown.classList.remove('linklab-measuring');
    if (cuts && deck) {
      var at = deck.getIndices();
      deck.sync();
      deck.slide(at.h, at.v, at.f);
    }
    if (deck) fit(deck.getCurrentSlide());
  }

  var pending = false;
  function current() {
    if (!deck || pending) return;
    pending = true;
    window.requestAnimationFrame(function () {
      pending = false;
      var slide = deck.getCurrentSlide();
      var focus = document.activeElement;
      if (fit(slide)) {
        var at = deck.getIndices();
        deck.sync();
        // the lecturer stays with what they were using: a check answered, a player stepped
        var to = focus && focus.closest && focus.closest('section');
        var v = to && to !== slide && to.parentElement === slide.parentElement
          ? Array.prototype.indexOf.call(to.parentElement.children, to) : at.v;
        deck.slide(at.h, v);
        fit(deck.getCurrentSlide());
      }
    });
  }

  var watch = window.ResizeObserver ? new ResizeObserver(current) : null;

  // What appears after a press (an exercise's verdict, the learner's own search under it) goes
  // on a vertical slide of its own, after the slide of the exercise's Check, made at the first
  // press and shown as it is filled; fitted, and cut if need be, as every slide is, so that no
  // text of it is under 14 px and the exercise's slide keeps its own measure. The page's
  // checks (page_python.js) ask for the place.
  function afterPress(block) {
    var slide = block.closest('section');
    if (!slide || !deck) return null;
    var place = block.linklabAfterPress;
    var made = place && place.closest('section');
    if (made && made.isConnected) {  // the parts cut from it last time go; it is filled again
      while (made.nextElementSibling &&
             made.nextElementSibling.classList.contains('linklab-slide-after-cut')) {
        made.nextElementSibling.remove();
      }
      return place;
    }
    var stack = slide.parentElement;
    if (!stack.matches('section')) {
      stack = document.createElement('section');
      slide.parentElement.insertBefore(stack, slide);
      stack.appendChild(slide);
    }
    made = document.createElement('section');
    made.className = 'linklab-slide-part linklab-slide-after';
    var inner = document.createElement('div');
    inner.className = BODY;
    place = document.createElement('div');
    place.className = 'linklab-slide-after-place';
    inner.appendChild(place);
    made.appendChild(inner);
    slide.querySelectorAll(':scope > .' + BODY + ' > aside.notes').forEach(function (note) {
      inner.appendChild(note.cloneNode(true));
    });
    stack.insertBefore(made, slide.nextSibling);
    if (watch) watch.observe(inner);
    block.linklabAfterPress = place;
    new MutationObserver(function () {
      if (!place.firstChild) return;
      deck.sync();
      var at = deck.getIndices(made);
      deck.slide(at.h, at.v);
      current();
    }).observe(place, {childList: true});
    deck.sync();
    return place;
  }

  // Every widget drawn (as the page's own test for it: a view for each saved view, no player
  // still loading), or a minute gone.
  function whenDrawn(then) {
    var waited = 0;
    (function poll() {
      var views = document.querySelectorAll(
        'script[type="application/vnd.jupyter.widget-view+json"]').length;
      var drawn = document.querySelectorAll(
        '.jupyter-widgets.jp-OutputArea-output > :not(script)').length;
      if ((drawn >= views && !document.querySelector('[data-steps="loading"]')) || waited > 60000) {
        then();
      } else {
        waited += 500;
        window.setTimeout(poll, 500);
      }
    })();
  }

  leaves().forEach(wrap);
  require([reveal + 'dist/reveal.js', reveal + 'plugin/notes/notes.js'], function (Reveal, Notes) {
    Reveal.initialize({
      width: 1280,
      height: HEIGHT,
      margin: 0,
      minScale: 0.2,
      maxScale: 2.0,
      center: false,
      controls: true,
      progress: true,
      slideNumber: 'c/t',
      transition: 'none',
      hash: ours,
      // a fragment the page's scripts set later (a board's link) must not turn the slide
      respondToHashChanges: false,
      // the players' own keys (arrows, Home, End) step a player that has the focus
      // (a clicker's Page Down and Page Up always turn the slide)
      keyboardCondition: function (event) {
        if (event.key === 'PageDown' || event.key === 'PageUp') return true;
        var target = event.target;
        return !(target && target.closest && target.closest('.linklab-stage, .linklab-live, ' +
          '.linklab-python-check, .linklab-learner-steps, .widget-slider, input, textarea, ' +
          'select, [contenteditable]'));
      },
      plugins: [Notes],
    });
    Reveal.on('ready', function () {
      deck = Reveal;
      fitAll();
      // a widget drawn, a check answered or a player stepped changes a slide's height
      if (watch) {
        document.querySelectorAll('.' + BODY).forEach(function (body) { watch.observe(body); });
      }
      window.linklabDeck = Reveal;
      window.linklabVerdictPlace = afterPress;
      if (document.readyState !== 'complete') window.addEventListener('load', fitAll);
      whenDrawn(function () {
        cutting = true;
        fitAll();
        document.documentElement.dataset.linklabFitted = 'yes';
      });
    });
    Reveal.on('slidechanged', current);
    Reveal.on('resize', current);
    window.addEventListener('hashchange', function () {
      var at = window.location.hash.match(/^#\/(\d+)(?:\/(\d+))?/);
      if (at) Reveal.slide(Number(at[1]), Number(at[2] || 0));
    });
  });
})();
