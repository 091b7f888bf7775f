// The slide edition's start: reveal.js laid out for a 1280x720 projector, its speaker notes on
// key S. A fragment that is not a slide's (not "#/...") belongs to the page's own scripts: reveal
// then neither reads nor writes the address, so the fragment stays as it came.
// A slide whose content is taller than the screen is scaled down to fit it (`fit`), as far as its
// text stays readable; its height and scale are kept on the slide for a test to read.
(function () {
  'use strict';
  var base = document.querySelector('script[src$="/slides.js"]').getAttribute('src');
  var reveal = base.replace(/slides\.js$/, 'reveal/');
  var hash = window.location.hash;
  var ours = hash === '' || hash.indexOf('#/') === 0;
  var HEIGHT = 720;

  function wrap() {
    document.querySelectorAll('.reveal .slides section').forEach(function (slide) {
      if (slide.querySelector(':scope > section') || slide.querySelector(':scope > .linklab-slide-body')) return;
      var body = document.createElement('div');
      body.className = 'linklab-slide-body';
      while (slide.firstChild) body.appendChild(slide.firstChild);
      slide.appendChild(body);
    });
  }

  function fit(slide) {
    var body = slide && slide.querySelector(':scope > .linklab-slide-body');
    if (!body || !body.offsetParent) return;
    var style = getComputedStyle(slide);
    var room = HEIGHT - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    var tall = body.scrollHeight;
    var scale = tall > room ? room / tall : 1;
    if (String(scale) === body.dataset.scale) return;
    body.dataset.scale = String(scale);
    body.style.transform = scale < 1 ? 'scale(' + scale + ')' : '';
  }

  wrap();
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
          '.linklab-python-check, .widget-slider, input, textarea, select, [contenteditable]'));
      },
      plugins: [Notes],
    });
    var current = function () { fit(Reveal.getCurrentSlide()); };
    Reveal.on('ready', current);
    Reveal.on('slidechanged', current);
    Reveal.on('resize', current);
    // a widget drawn, a check answered or a player stepped changes a slide's height
    if (window.ResizeObserver) {
      var watch = new ResizeObserver(current);
      document.querySelectorAll('.linklab-slide-body').forEach(function (body) {
        watch.observe(body);
      });
    }
    window.addEventListener('hashchange', function () {
      var at = window.location.hash.match(/^#\/(\d+)(?:\/(\d+))?/);
      if (at) Reveal.slide(Number(at[1]), Number(at[2] || 0));
    });
    window.linklabDeck = Reveal;
  });
})();
