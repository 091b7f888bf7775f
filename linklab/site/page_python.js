// linklab: the page's Python (linklab.site.python): one worker, started as the page opens from
// a memory snapshot the build made, runs the exercise checks and the live parts (live.js).
(function () {
  "use strict";
  const PACKED = PACKED_SCRIPTS;
  // The messages the page's Python answers, each op with the fields it needs and may carry,
  // written once (linklab.apps.page_protocol) and put here by the build: every message to the
  // live parts is made from it (``pagePython.ask``), never from an op written here again.
  const PROTOCOL = PAGE_PROTOCOL;
  // The megabytes a check's calls may take beyond what the worker's Python held as the check
  // began (``check``), and beyond what it held when ready, after which a worker is ended once
  // its verdict is shown and a spare started (``spare``): linklab.site.python's CHECK_MEMORY_MB
  // and SPARE_MB, put here by the build.
  const MEMORY = PAGE_MEMORY;
  const here = document.currentScript.src;
  const folder = here.slice(0, here.lastIndexOf("/") + 1);
  const log = (window.linklabPythonLog = []);
  const note = (event, more) => log.push({event, at: performance.now(), ...more});

  // The learner's checks this page holds (``check_link``, ``check_dfs``...): the worker warms
  // each before it is ready.
  function pageChecks() {
    const kinds = new Set();
    for (const cells of document.querySelectorAll("script.linklab-python-cells")) {
      for (const found of JSON.parse(cells.textContent).check.matchAll(/selfcheck\.(check_\w+)\(/g)) {
        kinds.add(found[1]);
      }
    }
    return [...kinds];
  }

  function workerMain() {
    const BASE = "https://python.linklab.invalid/";
    let files = {};
    self.fetch = async (url) => {  // the only files Pyodide asks for are the ones given it
      const address = String(url);
      const name = address.startsWith(BASE) ? address.slice(BASE.length) : "";
      if (!files[name]) throw new TypeError("no such file in the page: " + address);
      const type = name.endsWith(".wasm") ? "application/wasm" : "application/octet-stream";
      return new Response(files[name], {headers: {"Content-Type": type}});
    };
    self.importScripts = () => { throw new Error("no scripts to import"); };
    async function unpack(text) {
      const bytes = Uint8Array.fromBase64
        ? Uint8Array.fromBase64(text)
        : Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
      const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
      return new Uint8Array(await new Response(stream).arrayBuffer());
    }
    const ANNOUNCE = [
      "import js, linklab.course.page_check as page_check, linklab.i18n.zh",
      "def _announced(source, cell, space, seconds=None, _run=page_check._run):",
      "    js.postMessage(js.JSON.parse('{\"kind\": \"phase\", \"cell\": ' + js.JSON.stringify(cell) + '}'))",
      "    try:",
      "        return _run(source, cell, space, seconds)",
      "    finally:",
      "        js.postMessage(js.JSON.parse('{\"kind\": \"phase\", \"cell\": \"\"}'))",
      "page_check._run = _announced",
      "del _announced",
      // the page is told which call of the learner's function runs (a call stuck in C is
      // ended with its worker: linklab.course.page_watch)
      "import json, linklab.course.page_watch as page_watch",
      "page_watch.install(lambda message: js.postMessage(js.JSON.parse(json.dumps(message))))",
    ].join("\n");
    // The browser compiles Python's interpreter quickly first, and again, optimised, for the
    // parts that run most, as they run. Before Python says it is ready, a right function of
    // each kind of check the page holds is checked on the small cases, so that the learner's
    // first check runs on the optimised interpreter: as fast as the next one.
    const WARM_RIGHT = {  // a check the page holds: [exercise cell, check cell]
      check_link: ["def w_link(board, a, b):\n    return ll.Checker(board).can_link(a, b)\n",
                   "ll.selfcheck.check_link(w_link, cases=0)"],
      check_dfs: ["def w_dfs(board, a, b):\n    return ll.find_path(board, a, b, method='dfs')\n",
                  "ll.selfcheck.check_dfs(w_dfs, cases=0)"],
      check_can_reach: [["def w_six(layout):", "    seen, queue = {layout}, [layout]",
                         "    for here in queue:",
                         "        for there in (ll.sixdigits.apply_move(here, 'α'), " +
                         "ll.sixdigits.apply_move(here, 'β')):",
                         "            if there not in seen:",
                         "                seen.add(there)", "                queue.append(there)",
                         "    return (1, 2, 3, 4, 5, 6) in seen", ""].join("\n"),
                        "ll.selfcheck.check_can_reach(w_six, cases=120)"],
    };
    const WARM_CHECKS = [  // [exercise cell, check cell]
      ["def w_link(board, a, b):\n    return False\n", "ll.selfcheck.check_link(w_link, cases=0)"],
      ["def w_dfs(board, a, b):\n    return None\n", "ll.selfcheck.check_dfs(w_dfs, cases=0)"],
      ["def w_six(layout):\n    return False\n", "ll.selfcheck.check_can_reach(w_six, cases=5)"],
    ];
    let run = null;  // the exercise checks (linklab.course.page_check)
    // The memory a check may take: the WebAssembly memory grows (and never shrinks) as
    // Python asks for more; while a check runs, a growth past ``ceiling`` bytes is refused,
    // and Python raises MemoryError in the learner's call (its line names the limit).
    let wasm = null;  // the worker's WebAssembly.Memory
    let ceiling = Infinity;
    const heldBytes = () => (wasm ? wasm.buffer.byteLength : 0);
    function limitMemory(pyodide) {
      wasm = pyodide._module.memory;
      if (!wasm || typeof wasm.grow !== "function") { wasm = null; return; }
      const grow = wasm.grow.bind(wasm);
      Object.defineProperty(wasm, "grow", {value: (pages) => {
        if (heldBytes() + pages * 65536 > ceiling) throw new RangeError("past the check's memory");
        return grow(pages);
      }});
    }
    let apps = null;  // the live parts (linklab.apps.page_apps)
    // Between answers, what the live parts draw ahead (a search's step pictures) goes to the
    // page a batch at a time; a message from the page is answered between two batches, and
    // the batches pause a moment after each answer, so that the page draws it first.
    const PAUSE = 150;  // ms
    // the worker runs this function's text alone: it reads the table as the build wrote it here
    const MORE = JSON.stringify({op: PAGE_PROTOCOL.more.op});
    let pumping = false;
    let resume = 0;
    const tick = new MessageChannel();
    tick.port1.onmessage = () => {
      const wait = resume - performance.now();
      if (wait > 0) {
        setTimeout(() => tick.port2.postMessage(null), wait);
        return;
      }
      let text = "{}";
      try { text = apps(MORE); } catch (error) { text = "{}"; }
      if (text === "{}") { pumping = false; return; }
      postMessage({kind: "more", text});
      tick.port2.postMessage(null);
    };
    function pump() {
      resume = performance.now() + PAUSE;
      if (pumping) return;
      pumping = true;
      tick.port2.postMessage(null);
    }
    // Code a learner types runs here: nothing in this worker reaches past the page's files.
    // The page's policy (linklab.site.policy) closes every connection; this closes the doors
    // by name too, and every way to turn text into script (the page's policy must allow that
    // for its widget manager), so that no script from anywhere else can be asked for.
    function closeNetwork() {
      const names = ["fetch", "XMLHttpRequest", "WebSocket", "WebSocketStream", "EventSource",
                     "WebTransport", "Worker", "SharedWorker", "BroadcastChannel", "importScripts",
                     "caches", "indexedDB", "FontFace", "fonts", "eval", "Function",
                     "Notification", "CookieStore", "cookieStore"];
      const closed = (name) => function () { throw new TypeError(name + " is closed in this page"); };
      const kept = {Function: Function.prototype};  // what Pyodide reads off them stays
      // The worker's own doors and its prototypes' (WorkerGlobalScope.prototype.fetch, the
      // indexedDB and caches getters), which a call through the prototype would still open.
      const holders = [];
      for (let at = self; at; at = Object.getPrototypeOf(at)) holders.push(at);
      for (const name of names) {
        const refuse = closed(name);
        if (kept[name]) refuse.prototype = kept[name];
        for (const holder of holders) {
          if (holder !== self && !Object.prototype.hasOwnProperty.call(holder, name)) continue;
          try {
            Object.defineProperty(holder, name, {value: refuse, writable: false,
                                                 configurable: false});
          } catch (error) {
            delete holder[name];
          }
        }
      }
      const makers = [function () {}, async function () {}, function* () {}, async function* () {}];
      for (const made of makers) {
        Object.defineProperty(Object.getPrototypeOf(made), "constructor",
          {value: closed("Function"), writable: false, configurable: false});
      }
      for (const name of ["setTimeout", "setInterval"]) {  // their text form is an eval
        const timer = self[name];
        Object.defineProperty(self, name, {writable: false, configurable: false,
          value: (code, ...rest) => {
            if (typeof code !== "function") throw new TypeError(name + " takes a function here");
            return timer(code, ...rest);
          }});
      }
      if (self.navigator && navigator.serviceWorker) {
        Object.defineProperty(Object.getPrototypeOf(navigator), "serviceWorker", {value: null});
      }
    }
    // Python's module starts with the memory its build gave it (30 MB); the snapshot holds
    // more (what the checks work out once, worked out at build time: linklab.course.selfcheck.
    // ahead), so the memory is grown to the snapshot's size before it is restored into it.
    function withMemoryFor(snapshot) {
      const pages = Math.ceil(snapshot.length / 65536);
      return (settings) => {
        const instantiate = settings.instantiateWasm;
        settings.instantiateWasm = (imports, received) => instantiate(imports, (instance, module) => {
          const memory = instance.exports.memory;
          const more = pages - memory.buffer.byteLength / 65536;
          if (more > 0) memory.grow(more);
          received(instance, module);
        });
        return self._createPyodideModule(settings);
      };
    }
    self.onmessage = async (event) => {
      const message = event.data;
      try {
        if (message.kind === "start") {
          const started = performance.now();
          const phases = {};  // ms from the start to the end of each phase, for the benchmarks
          const done = (phase) => (phases[phase] = performance.now() - started);
          const names = Object.keys(message.packed);
          (await Promise.all(names.map((name) => unpack(message.packed[name]))))
            .forEach((unpacked, i) => (files[names[i]] = unpacked));
          done("unpack");
          message.packed = null;  // the scripts' text, unpacked: not held while Python starts
          const text = (name) => new TextDecoder().decode(files[name]);
          (0, eval)(text("pyodide.js"));
          (0, eval)(text("pyodide.asm.js"));
          done("scripts");
          // Started from the memory of a Python that the build started and gave linklab's
          // modules (linklab.site.python.make_snapshot): the same standard library mounted,
          // the same modules unpacked where they were, so nothing is started or imported again.
          const pyodide = await self.loadPyodide({
            indexURL: BASE,
            lockFileContents: JSON.parse(text("pyodide-lock.json")),
            createPyodideModule: withMemoryFor(files["python.snapshot"]),
            _loadSnapshot: files["python.snapshot"],
            stdout: () => {},
            stderr: () => {},
          });
          done("pyodide");
          delete files["python.snapshot"];  // restored into Python's memory: not held twice
          delete files["pyodide.asm.wasm"];  // compiled
          limitMemory(pyodide);
          // told once: a learner's MemoryError then names the page's limit
          pyodide.runPython("import linklab.course.selfcheck.guard as _guard\n_guard." +
                            "MEMORY_LIMITED = " + Number(message.memory || 0) + "\ndel _guard");
          pyodide.unpackArchive(files["linklab.zip"], "zip", {extractDir: "/home/pyodide/course"});
          // The build's random state is every page's: each Python draws its own.
          pyodide.runPython("import random; random.seed()");
          run = pyodide.pyimport("linklab.course.page_check").run_json;
          apps = pyodide.pyimport("linklab.apps.page_apps").handle_json;
          // The page is told when the exercise cell starts and ends, to end this worker if
          // one call in it outlasts the cell's limit.
          pyodide.runPython(ANNOUNCE);
          done("linklab");
          // Python's parser, compiler and interpreter, restored but never run in this worker,
          // are compiled by the browser as first used: a check run once here, so that the
          // learner's first press does not wait for that.
          run("prediction = 1", "prediction", "import linklab as ll", "en");
          done("warm");
          // A wrong function of each kind checked once, on its first failing case: what a
          // failing check runs first (the catalogue's probes read, the report written) is
          // compiled now, not at the learner's first press on a fresh worker.
          for (const [exercise, check] of WARM_CHECKS) {
            run(exercise, check, "import linklab as ll", "en");
          }
          done("checked");
          for (const kind of message.checks || []) {
            if (WARM_RIGHT[kind]) run(...WARM_RIGHT[kind], "import linklab as ll", "en");
          }
          done("right");
          files = {};
          closeNetwork();
          postMessage({kind: "ready", seconds: (performance.now() - started) / 1000, phases,
                       memory: heldBytes()});
        } else if (message.kind === "app") {
          const began = performance.now();
          const text = apps(message.text);
          postMessage({kind: "answer", id: message.id, text, python: performance.now() - began});
          pump();
        } else if (message.kind === "run") {
          if (message.memory) ceiling = heldBytes() + message.memory * 2 ** 20;
          let said = null;
          try {
            said = run(message.exercise, message.check, message.setup, message.language);
          } finally {
            ceiling = Infinity;
          }
          // Python that failed beyond its own exceptions (the browser refused it memory)
          // gives no text: said in one line, and this worker is not used again
          if (typeof said !== "string") throw new RangeError("no answer: out of memory");
          postMessage({kind: "verdict", id: message.id, ...JSON.parse(said),
                       memory: heldBytes()});
        }
      } catch (error) {
        const text = String((error && error.message) || error);
        const spent = error instanceof RangeError || /memory|fatal/i.test(text);
        postMessage({kind: "failed", id: message.id, error: text, spent, memory: heldBytes()});
      }
    };
  }

  // What a worker sends is data: its markup is rebuilt here from an allow-list of elements
  // and attributes (no script, no handler, no address but a picture's own data, no id), so
  // that code a learner runs in it can change nothing of the page but its verdict's place.
  const STATUSES = ["right", "wrong", "unanswered", "error", "shown"];
  const HTML_TAGS = new Set(("div span p pre code b strong i em u small sub sup br hr table " +
    "thead tbody tfoot tr td th caption col colgroup ul ol li details summary h1 h2 h3 h4 h5 h6 " +
    "blockquote img kbd samp var abbr mark del ins s q figure figcaption").split(" "));
  const SVG_TAGS = new Set(("svg g rect circle ellipse line polyline polygon path text tspan " +
    "title desc defs marker clipPath linearGradient radialGradient stop").split(" "));
  const ATTRIBUTES = new Set(("class style title alt lang dir colspan rowspan open role tabindex " +
    "width height viewBox x y x1 y1 x2 y2 cx cy r rx ry d points transform fill stroke " +
    "stroke-width stroke-dasharray stroke-linecap stroke-linejoin opacity fill-opacity " +
    "stroke-opacity font-size font-family font-weight font-style text-anchor " +
    "dominant-baseline preserveAspectRatio markerWidth markerHeight refX refY orient " +
    "markerUnits offset stop-color stop-opacity xmlns clip-path marker-end marker-start " +
    "marker-mid dx dy rotate textLength vector-effect paint-order pointer-events " +
    "shape-rendering text-rendering letter-spacing").split(" "));
  const SVG = "http://www.w3.org/2000/svg";
  const PICTURE = /^data:image\/(png|gif|jpeg|webp);base64,[A-Za-z0-9+\/=\s]*$/;

  function allowedAttribute(element, name, value) {
    if (ATTRIBUTES.has(name) || /^(aria|data)-[a-z0-9-]+$/.test(name)) {
      return !/url\s*\(|expression|javascript:/i.test(value) || /^url\(#[\w-]+\)$/.test(value);
    }
    return name === "src" && element === "img" && PICTURE.test(value);
  }

  function cleanNode(node) {
    if (node.nodeType === Node.TEXT_NODE) return document.createTextNode(node.data);
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const svg = node.namespaceURI === SVG;
    const tag = svg ? node.localName : node.localName.toLowerCase();
    if (tag === "script" && !svg && node.getAttribute("type") === "application/json") {
      const data = document.createElement("script");  // data the page reads, never run
      data.type = "application/json";
      if (node.className) data.className = node.className;
      data.textContent = node.textContent;
      return data;
    }
    if (!(svg ? SVG_TAGS : HTML_TAGS).has(tag)) {  // its text kept, not the element
      return node.localName === "script" || node.localName === "style" ? null :
        document.createTextNode(node.textContent);
    }
    const made = svg ? document.createElementNS(SVG, tag) : document.createElement(tag);
    for (const attribute of node.attributes) {
      if (allowedAttribute(tag, attribute.name, attribute.value)) {
        made.setAttribute(attribute.name, attribute.value);
      }
    }
    for (const child of node.childNodes) {
      const clean = cleanNode(child);
      if (clean) made.append(clean);
    }
    return made;
  }

  // ``markup`` as nodes of this page, through the allow-list; parsed in a document of its own,
  // where nothing loads or runs.
  function cleanMarkup(markup) {
    const parsed = new DOMParser().parseFromString("<body>" + markup, "text/html");
    const out = document.createDocumentFragment();
    for (const child of parsed.body.childNodes) {
      const clean = cleanNode(child);
      if (clean) out.append(clean);
    }
    return out;
  }
  window.linklabCleanMarkup = cleanMarkup;

  // The same allow-list for the live parts, which run in the same worker as a learner's code
  // and draw from text: markup as text again (``html``), an SVG's elements one by one
  // (``svgParts``: a list of elements' markup, each given back cleaned) and its opening tag
  // with what comes before its first element (``svgHead``).
  function asText(fragment) {
    const box = document.createElement("div");
    box.append(fragment);
    return box.innerHTML;
  }
  function cleanSvg(inside) {
    const parsed = new DOMParser().parseFromString(
      "<body><svg xmlns=\"" + SVG + "\">" + inside + "</svg>", "text/html");
    return cleanNode(parsed.body.firstElementChild);
  }
  window.linklabClean = {
    html: (markup) => asText(cleanMarkup(String(markup || ""))),
    svgParts(parts) {
      const svg = cleanSvg(parts.join(""));
      if (svg.children.length === parts.length) return [...svg.children].map((e) => e.outerHTML);
      return parts.map((part) => [...cleanSvg(part).children].map((e) => e.outerHTML).join(""));
    },
    svgHead(head) {
      const parsed = new DOMParser().parseFromString("<body>" + head + "</svg>", "text/html");
      const svg = parsed.body.firstElementChild;
      if (!svg || svg.localName !== "svg") return "<svg>";
      const text = cleanNode(svg).outerHTML;
      return text.slice(0, text.length - "</svg>".length);
    },
  };


  function loadScript(name) {
    return new Promise((done, failed) => {
      const script = document.createElement("script");
      script.src = folder + name;
      script.onload = done;
      script.onerror = () => failed(new Error("missing " + name));
      document.head.appendChild(script);
    });
  }

  let scripts = null;  // the packed scripts, loaded once
  let started = 0;     // the workers this page started: its Python, then each spare

  // A worker with Python in it: ``ready`` (its start-up seconds), ``send`` (a message, the
  // answer's promise; ``{kind: "failed", stopped: true}`` if the worker is ended first),
  // ``stop``. ``number``: which of the page's workers it is (1 the first).
  function newPython() {
    if (!scripts) {
      scripts = Promise.all(PACKED.map(loadScript)).then(() => note("scripts"));
      scripts.catch(() => (scripts = null));  // the next start tries again
    }
    const source = "(" + workerMain.toString() + ")()";
    let thread = null;
    try {
      thread = new Worker(URL.createObjectURL(new Blob([source], {type: "text/javascript"})));
    } catch (error) {  // a browser that refuses a worker to a page opened from disk
      const refused = {stopped: true, stop() {}, send: () => new Promise(() => {})};
      refused.ready = Promise.reject(error);
      refused.ready.catch(() => {});
      return refused;
    }
    const number = ++started;
    note("started", {worker: number});
    const waiting = {};
    let nextId = 0;
    const python = {thread, number, stopped: false, warm: false};
    python.ready = scripts.then(() => new Promise((done, failed) => {
      thread.onmessage = (event) => {
        const message = event.data;
        if (message.kind === "ready") {
          python.warm = true;
          python.held = message.memory;
          note("ready", {worker: number, phases: message.phases, memory: message.memory});
          done(message.seconds);
        }
        else if (message.kind === "more") { if (python.onMore) python.onMore(message.text); }
        else if (message.kind === "phase") { if (python.onPhase) python.onPhase(message.cell); }
        else if (message.kind === "watch") { if (python.onWatch) python.onWatch(message); }
        else if (message.kind === "failed" && message.id === undefined) {
          failed(new Error(message.error));
        }
        else if (waiting[message.id]) { waiting[message.id](message); delete waiting[message.id]; }
      };
      thread.onerror = (event) => failed(new Error(event.message || "the worker stopped"));
      thread.postMessage({kind: "start", packed: globalThis.linklabPython, memory: MEMORY.check,
                          checks: pageChecks()});
    }));
    python.send = (message) => new Promise((done) => {
      if (python.stopped) return done({kind: "failed", stopped: true, error: "stopped"});
      const id = nextId++;
      waiting[id] = done;
      thread.postMessage({...message, id});
    });
    python.stop = () => {
      python.stopped = true;
      thread.terminate();
      for (const id in waiting) {  // nothing more comes: each waiting answer is told so
        waiting[id]({kind: "failed", stopped: true, error: "stopped"});
        delete waiting[id];
      }
    };
    python.ready.catch(() => python.stop());
    return python;
  }

  window.linklabNewPython = newPython;  // a Python of its own, beside the page's (for tests)

  // The text of one message of the protocol: ``entry`` is its op's entry in ``PROTOCOL``;
  // a field it needs and lacks, or one it does not take, is refused in one line.
  function protocolMessage(entry, fields) {
    if (!entry || PROTOCOL[entry.op] !== entry) {
      throw new Error("no such message in the page's protocol: " + JSON.stringify(entry));
    }
    for (const field of entry.needs) {
      if (fields[field] === undefined) throw new Error(`message ${entry.op} lacks ${field}`);
    }
    const taken = new Set([...entry.needs, ...entry.may]);
    for (const field of Object.keys(fields)) {
      if (!taken.has(field)) throw new Error(`message ${entry.op} has no field ${field}`);
    }
    return JSON.stringify({op: entry.op, ...fields});
  }

  // The page's one Python: its exercise checks and its live parts (live.js) both run there.
  // Started as the page opens; ended only when a call in it outlasts its limit, and then a
  // spare is started at once, which the live parts take up again (``onFresh``).
  let worker = null;
  let queue = Promise.resolve();
  const fresh = [];  // what to call with each spare, as it starts
  const pagePython = {
    get current() { return startPython(), worker; },
    get ready() { return startPython(); },
    send(message) {  // the answer, with the number of the worker that gave it
      startPython();
      const number = worker.number;
      return worker.send(message).then((answer) => ({...answer, worker: number}));
    },
    // The ops of the live parts (``PROTOCOL``), and one of them sent: its answer's promise.
    ops: PROTOCOL,
    ask(entry, fields) {
      let text = "";
      try { text = protocolMessage(entry, fields); } catch (error) { return Promise.reject(error); }
      return pagePython.send({kind: "app", text});
    },
    onMore: null,
    onFresh: (call) => fresh.push(call),
  };
  window.linklabPagePython = pagePython;

  // A slide page shown as a preview in reveal's speaker view (its frames' addresses carry
  // ``receiver``) is a picture of the slide: it starts no Python of its own, and waits for none.
  const PREVIEW = /[?&]receiver(?:[&=]|$)/.test(window.location.search);

  function startPython() {
    if (PREVIEW) {
      if (!worker) {
        const never = new Promise(() => {});
        worker = {number: 0, stopped: false, warm: false, ready: never, stop() {},
                  send: () => never};
        note("preview");
      }
      return worker.ready;
    }
    if (!worker || worker.stopped) {
      const spare = Boolean(worker);
      worker = newPython();
      worker.onMore = (text) => pagePython.onMore && pagePython.onMore(text);
      if (spare) fresh.forEach((call) => call(worker));
    }
    return worker.ready;
  }

  function stopPython() {
    if (worker) worker.stop();
  }

  function ticking(status, template) {
    const started = performance.now();
    const show = () => (status.textContent = template.replace(
      "{seconds}", String(Math.floor((performance.now() - started) / 1000))));
    show();
    const timer = setInterval(show, 1000);
    return () => clearInterval(timer);
  }

  // Run the cells in the worker; ended past ``limit`` seconds, or past the exercise cell's
  // own limit while that cell runs (``data.cell_seconds``, after which the cell's lines are
  // stopped in Python, its line named): what runs on then is one call Python cannot interrupt.
  function runInWorker(data, exercise, limit) {
    return new Promise((done) => {
      const running = worker;
      let cellTimer = null;
      let callTimer = null;
      const end = (seconds, text) => {
        clearTimeout(timer);
        clearTimeout(cellTimer);
        clearTimeout(callTimer);
        note("stopped", {seconds, worker: running.number, call: Boolean(text)});
        stopPython();
        startPython();  // a spare starts at once, warm for the next press
        done({status: "wrong", stopped: true, seconds, text});
      };
      const timer = setTimeout(() => end(limit), limit * 1000);
      // A check's calls (linklab.course.page_watch): while one runs, the worker speaks a few
      // times a second; silent past the hang guard's limit and CALL_GRACE, it is stuck in
      // one step Python cannot interrupt, and is ended, with the words it sent for that call
      // (or, for a call it did not tell of, the words without a case).
      let watch = null;
      running.onWatch = (message) => {
        clearTimeout(callTimer);
        const now = performance.now();
        if (message.checking === false) { watch = null; return; }
        if (message.checking) {
          watch = {limit: message.limit, mark: message.mark, generic: "", text: "", since: now};
        }
        if (!watch) return;
        if (message.call === true) {
          Object.assign(watch, {text: message.text, generic: message.generic, since: now});
        } else if (message.call === false) {
          watch.text = "";
        }
        const heard = now;
        callTimer = setTimeout(() => {
          const seconds = ((performance.now() - (watch.text ? watch.since : heard)) / 1000);
          const words = (watch.text || watch.generic || "").split(watch.mark)
            .join(seconds.toFixed(1));
          end(Number(seconds.toFixed(1)), words);
        }, (watch.limit + (window.linklabCallGrace || CALL_GRACE)) * 1000);
      };
      running.onPhase = (cell) => {
        clearTimeout(cellTimer);
        if (cell === data.exercise_cell && data.cell_seconds) {
          const grace = data.cell_seconds + (window.linklabCellGrace || CELL_GRACE);
          cellTimer = setTimeout(() => end(data.cell_seconds), grace * 1000);
        }
      };
      running.send({kind: "run", exercise, check: data.check, setup: data.setup,
                    language: data.language, memory: MEMORY.check}).then((message) => {
        clearTimeout(timer);
        clearTimeout(cellTimer);
        if (!message.stopped) done({...message, worker: running.number});
      });
    });
  }
  // Seconds past the exercise cell's limit before its worker is ended: Python's own stop of a
  // loop in the cell's lines comes first, and names the line.
  const CELL_GRACE = 0.4;  // a test whose cell imports much may lengthen it (linklabCellGrace)
  // Seconds past the hang guard's limit before a silent call's worker is ended: a loop in
  // Python is stopped by the guard itself, which names its line, and speaks while it runs.
  const CALL_GRACE = 1.5;

  function verdictPlace(block) {
    const cell = block.closest(".jp-Cell");
    const mine = block.closest(".jp-OutputArea-child");
    const others = [...cell.querySelectorAll(".jp-OutputArea-child")].filter((c) => c !== mine);
    // on a slide, what appears after a press goes on a slide of its own (slides.js)
    const away = window.linklabVerdictPlace ? window.linklabVerdictPlace(block) : null;
    if (away) {
      others.forEach((other) => other.remove());
      return away;
    }
    const first = others[0];
    const place = first ? first.querySelector(".jp-OutputArea-output") || first : null;
    others.slice(1).forEach((other) => other.remove());
    if (place) return place;
    const made = document.createElement("div");
    block.after(made);
    return made;
  }

  let checking = 0;  // presses of Check not yet answered
  // A grown worker ended and a spare started, unless it is no longer the page's or a check
  // runs in it (that check's verdict looks at its memory again).
  function replaceWhenIdle(grown, memory) {
    if (grown.stopped || worker !== grown || checking) return;
    note("stopped", {worker: grown.number, memory});
    stopPython();
    startPython();
  }

  async function check(block, data, editor) {
    const status = block.querySelector(".linklab-python-status");
    const button = block.querySelector("button");
    const words = data.words;
    button.disabled = true;
    checking += 1;
    startPython();
    note("click", {worker: worker.number, warm: worker.warm});
    let stop = () => {};
    try {
      if (!worker.settled) {  // the first press, or one soon after a stop: Python's seconds
        stop = ticking(status, words.loading);
        const seconds = await startPython();
        worker.settled = true;
        stop();
        status.textContent = words.ready.replace("{seconds}", seconds.toFixed(1));
      }
      stop = ticking(status, words.checking);
      const limit = window.linklabPythonSeconds || data.seconds;  // a test may shorten it
      const shown = await runInWorker(data, editor ? editor.value : data.exercise, limit);
      stop();
      let markup = shown.html;
      if (shown.stopped) {
        const line = document.createElement("pre");
        line.className = "linklab-python-error";
        line.textContent = shown.text || words.stopped.replace("{seconds}", String(shown.seconds));
        markup = line.outerHTML;
      } else if (shown.kind === "failed") {  // Python raised outside the cells: its last line
        const line = document.createElement("pre");
        line.className = "linklab-python-error";
        line.textContent = shown.spent ? words.memory : shown.error.trim().split("\n").pop();
        markup = line.outerHTML;
        if (shown.spent) { stopPython(); startPython(); }  // a spare for the next press
        shown.status = "error";
      }
      const place = verdictPlace(block);
      const verdict = document.createElement("div");
      verdict.className = "linklab-python-verdict";
      verdict.dataset.status = STATUSES.includes(shown.status) ? shown.status : "shown";
      verdict.append(cleanMarkup(String(markup || "")));
      place.replaceChildren(verdict);
      place.querySelectorAll(".linklab-learner-steps").forEach(stepLearnerSearch);
      status.textContent = "";
      note("verdict", {stopped: Boolean(shown.stopped), worker: shown.worker,
                       memory: shown.memory});
      if (!shown.stopped) window.dispatchEvent(new Event("linklab-python-answered"));
      // A WebAssembly memory never shrinks: a worker whose memory grew far past what it held
      // when ready is ended, and a spare, as small as it was, started for the next press;
      // once the learner's search under the verdict has all its steps, which it asks of this
      // worker.
      const grown = shown.memory - (worker.held || shown.memory);
      if (!worker.stopped && worker.number === shown.worker && grown > MEMORY.spare * 2 ** 20) {
        const grownWorker = worker;
        const players = [...place.querySelectorAll(".linklab-learner-steps")];
        Promise.all(players.map((player) => player.linklabAllSteps))
          .finally(() => replaceWhenIdle(grownWorker, shown.memory));
      }
    } catch (error) {
      stop();
      status.textContent = words.failed.replace("{error}", error.message) +
        (location.protocol === "file:" ? " " + words.from_disk : "");
      note("failed");
    } finally {
      checking -= 1;
      button.disabled = false;
    }
  }

  // A learner's own search under a verdict (linklab.course.learner_search): the steps around
  // the marked one held as data, the others asked of the page's Python a batch at a time, the
  // nearest first (the op ``learner``, as the live parts' steps come), each batch's panes
  // coded against the step before (linklab.render.scene.step_coding) and its texts each sent
  // once. It steps as every player steps (linklab/widgets/page_side.js: ▶ play, ■, |◀, ▶|,
  // the slider and one step counter; keys ← → PageUp/PageDown Home End and space), and saves
  // through save.js's buttons what it shows: the panes through the allow-list, never the
  // data's own markup.
  function decodeParts(previous, codes) {  // as page_side.js's decodeSvgParts
    const out = [];
    for (let i = 0; i < codes.length; i++) {
      const code = codes[i];
      if (code >= 0) out.push(code);
      else for (let k = 0, from = -code - 1, n = codes[++i]; k < n; k++) out.push(previous[from + k]);
    }
    return out;
  }
  // A batch's steps: for each, its panes' SVG texts and its texts.
  function decodeBatch(batch) {
    const table = [];
    const texts = batch.texts.map((coded) => coded.map((item) =>
      (typeof item === "number" ? table[item] : (table.push(item), item))));
    const panes = batch.panes.map((pane) => {
      let previous = [];
      let head = "";
      return pane.codes.map((codes, i) => {
        previous = decodeParts(previous, codes);
        if (pane.heads[i]) head = pane.heads[i];
        return head + previous.map((n) => pane.parts[n]).join("") + "</svg>";
      });
    });
    return texts.map((shown, i) => ({texts: shown, panes: panes.map((steps) => steps[i])}));
  }
  const learnerGap = 0.8 * 34;  // between the panes in a saved picture, as the notebook's
  // The panes side by side in one SVG, for a file: each a cleaned copy.
  function panesTogether(panes) {
    const sizes = panes.map((svg) => [Number(svg.getAttribute("width")) || 0,
                                      Number(svg.getAttribute("height")) || 0]);
    const width = sizes.reduce((sum, [w]) => sum + w, 0) + learnerGap * (panes.length - 1);
    const height = Math.max(0, ...sizes.map(([, h]) => h));
    const whole = document.createElementNS(SVG, "svg");
    whole.setAttribute("width", String(width));
    whole.setAttribute("height", String(height));
    whole.setAttribute("viewBox", "0 0 " + width + " " + height);
    whole.setAttribute("font-family", "sans-serif");
    let x = 0;
    panes.forEach((svg, i) => {
      const copy = svg.cloneNode(true);
      copy.removeAttribute("xmlns");
      copy.removeAttribute("class");
      copy.setAttribute("x", String(x));
      x += sizes[i][0] + learnerGap;
      whole.append(copy);
    });
    return new XMLSerializer().serializeToString(whole);
  }
  // Steps first..last of the search ``key``, from the page's Python (a test may give its own).
  function askPython(key, first, last) {
    return pagePython.ask(PROTOCOL.learner, {id: key, first, last}).then((answer) =>
      (answer.kind === "answer" ? JSON.parse(answer.text) : {error: answer.error || "stopped"}));
  }
  function stepLearnerSearch(block, ask) {
    ask = ask || window.linklabAskLearner || askPython;
    const data = JSON.parse(block.querySelector(".linklab-learner-data").textContent);
    const picture = block.querySelector(".linklab-learner-picture");
    const texts = block.querySelector(".linklab-learner-texts");
    const words = data.words || {};
    const labels = words.labels || {};
    const faces = words.faces || {};
    const last = Math.max(0, Number(data.total) || 0);
    const each = Math.max(1, Number(data.batch_steps) || 10);
    const steps = new Map();  // step -> {panes, texts}, as they come
    const take = (batch) => decodeBatch(batch).forEach((step, i) => steps.set(batch.first + i, step));
    take(data.batch);
    const asked = new Set();
    let broken = "";
    const note = document.createElement("small");
    note.className = "linklab-learner-note linklab-learner-missing";
    note.setAttribute("role", "status");
    // the batch holding ``step``, asked for once; the step shown drawn when it comes
    const fetchAround = (step) => {
      const first = Math.floor(step / each) * each;
      if (broken || asked.has(first) || steps.has(step)) return Promise.resolve();
      asked.add(first);
      return ask(data.key, first, Math.min(last, first + each - 1)).then((batch) => {
        if (!batch || batch.error || !batch.panes) {
          broken = words.missing || String(batch && batch.error);
          note.textContent = broken;
          return;
        }
        take(batch);
        if (steps.has(at) && block.classList.contains("linklab-learner-waiting")) draw();
      }, () => { broken = words.missing || "stopped"; note.textContent = broken; });
    };
    // then every other batch, the nearest to the step shown first, one at a time
    const fetchRest = async () => {
      while (!broken && block.isConnected && steps.size < last + 1) {
        let nearest = -1;
        for (let d = 0; d <= last && nearest < 0; d++) {
          for (const step of [at + d, at - d]) {
            if (step >= 0 && step <= last && !steps.has(step) &&
                !asked.has(Math.floor(step / each) * each)) { nearest = step; break; }
          }
        }
        if (nearest < 0) return;
        await fetchAround(nearest);
      }
    };
    const panesAt = (step) => steps.get(step).panes
      .map((text) => cleanMarkup(text).firstElementChild).filter(Boolean);
    // each pane in a box of its own, kept from step to step (a slide sizes each box: slides.js)
    const boxes = data.batch.panes.map(() => {
      const box = document.createElement("div");
      box.className = "linklab-learner-pane";
      return box;
    });
    picture.replaceChildren(...boxes);
    let at = Math.max(0, Math.min(last, Number(data.start) || 0)), timer = null;
    const bar = document.createElement("div");
    bar.className = "linklab-learner-controls";
    const button = (part, act) => {
      const made = document.createElement("button");
      made.type = "button";
      made.className = "linklab-learner-button linklab-learner-" + part;
      made.textContent = faces[part] || part;
      made.title = labels[part] || part;
      made.setAttribute("aria-label", labels[part] || part);
      made.addEventListener("click", act);
      bar.append(made);
      return made;
    };
    const slider = document.createElement("input");
    Object.assign(slider, {type: "range", min: 0, max: last, step: 1});
    slider.className = "linklab-learner-slider";
    slider.title = labels.step || "step";
    slider.setAttribute("aria-label", labels.step || "step");
    const readout = document.createElement("span");
    readout.className = "linklab-learner-readout";
    const draw = () => {
      slider.value = String(at);
      readout.textContent = at + " / " + last;
      const step = steps.get(at);
      block.classList.toggle("linklab-learner-waiting", !step);
      if (!step) return void fetchAround(at);
      panesAt(at).forEach((svg, i) => boxes[i] && boxes[i].replaceChildren(svg));
      texts.replaceChildren(...step.texts.map((text) => {  // three columns, on a slide side by side
        const column = document.createElement("div");
        column.className = "linklab-learner-column";
        column.append(cleanMarkup(text));
        return column;
      }));
    };
    const show = (step) => {
      at = Math.max(0, Math.min(last, step));
      draw();
    };
    const stop = () => {
      clearInterval(timer);
      timer = null;
      block.classList.remove("linklab-learner-playing");
    };
    const play = () => {
      if (timer) return;
      if (at >= last) show(0);
      block.classList.add("linklab-learner-playing");
      timer = setInterval(() => (at >= last ? stop() : steps.has(at + 1) ? show(at + 1)
        : fetchAround(at + 1)), 400);
    };
    button("play", play);
    button("stop", stop);
    button("back", () => show(at - 1));
    button("forward", () => show(at + 1));
    bar.append(slider, readout);
    slider.addEventListener("input", () => show(Number(slider.value)));
    block.addEventListener("keydown", (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const moves = {ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10,
        PageDown: -10};
      if (event.key in moves) show(at + moves[event.key]);
      else if (event.key === "Home") show(0);
      else if (event.key === "End") show(last);
      else if (event.key === " ") (timer ? stop() : play());
      else return;
      event.preventDefault();
    });
    const below = [bar];
    if (window.linklabSaveButtons) {  // save.js, loaded before this script
      below.push(window.linklabSaveButtons("linklab-learner-save",
        () => ({svg: panesTogether([...picture.querySelectorAll(".linklab-learner-pane > svg")]),
                name: "your-search-step" + at}),
        () => ({count: last + 1, name: "your-search-steps", timing: "linklab-learner",
                svgAt: (step) => (steps.has(step) ? panesTogether(panesAt(step)) : null)})));
    }
    if (words.keys) {
      const keys = document.createElement("small");
      keys.className = "linklab-learner-note";
      keys.textContent = words.keys;
      below.push(keys);
    }
    below.push(note);
    picture.before(...below);
    show(at);
    block.linklabAllSteps = fetchRest();  // a test waits on it
  }
  window.linklabStepLearnerSearch = stepLearnerSearch;  // for a test of a forged block

  function editorFor(data) {
    const cell = document.getElementById("cell-id=" + data.cell);
    const shown = cell && cell.querySelector(".jp-InputArea-editor");
    if (!shown) return null;
    const editor = document.createElement("textarea");
    editor.className = "linklab-python-editor";
    const kept = window.linklabKeep ? window.linklabKeep.cell(data.cell) : null;
    editor.value = (kept && kept.text()) ?? data.exercise;
    editor.spellcheck = false;
    editor.wrap = "off";
    editor.setAttribute("autocapitalize", "off");
    editor.setAttribute("autocomplete", "off");
    editor.setAttribute("aria-label", data.words.editor);
    // Printed, the code shows as text that wraps, the learner's own edits included.
    const printed = document.createElement("pre");
    printed.className = "linklab-python-print-copy";
    const fit = () => {
      editor.rows = Math.max(2, editor.value.split("\n").length + 1);
      printed.textContent = editor.value;
    };
    fit();
    editor.addEventListener("input", fit);
    if (kept) {  // kept as it is typed, given back on reload; reset to the notebook's text
      editor.addEventListener("input", () => kept.set(editor.value));
      editor.linklabReset = () => {
        kept.forget();
        editor.value = data.exercise;
        fit();
      };
    }
    let escaped = false;  // Escape, then Tab, leaves the editor (Tab alone indents)
    editor.addEventListener("keydown", (event) => {
      const leaving = escaped;
      escaped = event.key === "Escape";
      if (event.key === "Tab" && !leaving && !event.shiftKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        editor.setRangeText("    ", editor.selectionStart, editor.selectionEnd, "end");
        fit();
      }
    });
    shown.style.display = "none";
    shown.after(editor, printed);
    return editor;
  }

  const style = document.createElement("style");
  style.textContent = `
.linklab-python-editor { display: block; width: 100%; box-sizing: border-box; margin: 2px 0;
  padding: 6px 8px; font-family: var(--jp-code-font-family, monospace), monospace;
  font-size: 14px; line-height: 1.45; tab-size: 4; color: #111; background: #fbfbf6;
  border: 1px solid #b8b8a8; border-radius: 3px; resize: vertical; overflow-x: auto; }
.linklab-python-editor:focus { outline: 2px solid #2c7fb8; }
.linklab-python-check { display: flex; flex-wrap: wrap; align-items: center; gap: 8px;
  margin: 4px 0; font-family: sans-serif; }
.linklab-python-check button { min-height: 36px; min-width: 80px; padding: 4px 16px;
  font-size: 15px; cursor: pointer; }
.linklab-python-status { color: #555; }
.linklab-python-verdict { contain: paint; overflow: auto; }
.linklab-python-verdict pre { white-space: pre-wrap; overflow-wrap: anywhere; }
.linklab-python-error { color: #b35806; }
.linklab-python-print-copy { display: none; }
.linklab-learner-picture { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
.linklab-learner-pane { max-width: 100%; line-height: 0; }
.linklab-learner-picture svg { max-width: 100%; height: auto; }
.linklab-learner-controls, .linklab-learner-save { display: flex; flex-wrap: wrap;
  align-items: center; gap: 4px; margin: 4px 0; }
.linklab-learner-controls button, .linklab-learner-save button { min-width: 36px;
  min-height: 28px; }
.linklab-learner-playing .linklab-learner-play { background: #BBDEFB; }
.linklab-learner-waiting .linklab-learner-picture { opacity: 0.55; }
.linklab-learner-readout { min-width: 72px; font-variant-numeric: tabular-nums; }
.linklab-learner-note { display: block; }
.linklab-learner-texts { overflow-wrap: break-word; word-break: normal; }
.linklab-learner-list { font-family: monospace; font-size: 90%; }
.linklab-learner-steps:focus { outline: 2px solid #2c7fb8; }
.reveal .linklab-learner-texts { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 16px; }
@media (max-width: 600px), (pointer: coarse) {
  .linklab-learner-controls button, .linklab-learner-save button { min-width: 44px;
    min-height: 44px; }
  .linklab-learner-slider { flex: 1 1 100%; min-height: 44px; }
}
@media (max-width: 600px) {
  .linklab-learner-pane { flex: 1 1 100%; }
  .linklab-learner-picture svg { width: 100%; }
}
@media print {
  .linklab-python-check, .linklab-python-editor { display: none; }
  .linklab-python-print-copy { display: block; white-space: pre-wrap; overflow-wrap: anywhere;
    font-family: var(--jp-code-font-family, monospace), monospace; font-size: 12px; }
}`;
  document.head.appendChild(style);

  const blocks = document.querySelectorAll(".linklab-python-check");
  // ready before the first press, for the checks and the live parts alike
  if (blocks.length || document.querySelector(".linklab-live")) startPython().catch(() => {});
  blocks.forEach((block) => {
    const data = JSON.parse(block.querySelector(".linklab-python-cells").textContent);
    const editor = editorFor(data);
    block.querySelector("button").addEventListener("click", () => {
      queue = queue.then(() => check(block, data, editor));
    });
    if (editor && editor.linklabReset) {
      const reset = document.createElement("button");
      reset.type = "button";
      reset.className = "linklab-keep-reset linklab-python-reset";
      reset.textContent = window.linklabKeep.words.reset_cell;
      reset.addEventListener("click", editor.linklabReset);
      block.querySelector(".linklab-python-status").before(reset);
    }
  });
})();
