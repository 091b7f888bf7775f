// linklab: a stepped search saved as an animated GIF, made in the page (linklab.site.save): each
// step's SVG drawn on a canvas at its own size on white, its colours cut to a palette of the
// frame's own (a scene's few flat colours exactly, an edge's blends to the nearest of them),
// LZW-coded, only the rectangle that changed since the step before stored, looped forever.
// No library and no request: ``window.linklabGif``, used by save.js.
(function () {
  "use strict";

  // The steps a GIF of a search of ``total`` steps shows: every one, or ``most`` of them evenly
  // spread with the first and last among them, as linklab.render.export.gif_steps chooses
  // (Python's round: a half goes to the even number).
  function frameSteps(total, most) {
    if (total + 1 <= most) return Array.from({length: total + 1}, (_, i) => i);
    if (most < 2) return [total];
    const chosen = new Set();
    const parts = most - 1;
    for (let i = 0; i < most; i++) {
      let whole = Math.floor((i * total) / parts);
      const left = i * total - whole * parts;
      if (2 * left > parts || (2 * left === parts && whole % 2 === 1)) whole += 1;
      chosen.add(whole);
    }
    return [...chosen].sort((a, b) => a - b);
  }

  // Bytes gathered as they come.
  function byteSink() {
    let bytes = new Uint8Array(4096);
    let length = 0;
    return {
      push(byte) {
        if (length === bytes.length) {
          const more = new Uint8Array(bytes.length * 2);
          more.set(bytes);
          bytes = more;
        }
        bytes[length++] = byte;
      },
      pushAll(list) { for (const byte of list) this.push(byte); },
      done: () => bytes.slice(0, length),
    };
  }

  // How far apart two colours (0xRRGGBB) are: the square of their distance.
  function apart(one, other) {
    const dr = (one >> 16) - (other >> 16);
    const dg = ((one >> 8) & 255) - ((other >> 8) & 255);
    const db = (one & 255) - (other & 255);
    return dr * dr + dg * dg + db * db;
  }

  // At most ``room`` colours for a frame whose colours are counted in ``counts``: all when they
  // fit; else the commonest half (a scene's flat colours among them), then each time the colour
  // farthest from all chosen, so that no blend at an edge is far from a colour kept.
  function choosePalette(counts, room) {
    const byUse = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .map(([key]) => key);
    if (byUse.length <= room) return byUse;
    const chosen = byUse.slice(0, room >> 1);
    const rest = byUse.slice(room >> 1);
    const gap = rest.map((key) => Math.min(...chosen.map((other) => apart(key, other))));
    while (chosen.length < room) {
      let far = 0;
      for (let i = 1; i < rest.length; i++) if (gap[i] > gap[far]) far = i;
      const picked = rest[far];
      chosen.push(picked);
      for (let i = 0; i < rest.length; i++) gap[i] = Math.min(gap[i], apart(rest[i], picked));
    }
    return chosen;
  }

  // The rectangle (x, y, w, h) of ``rgba`` (a picture ``width`` wide) as indices into a palette
  // of at most 256 colours: the commonest colours exactly, any other the nearest of them. With
  // ``before`` (the pixels of the frame before), a pixel that has not changed is the
  // transparent index, through which the frame before shows.
  function quantise(rgba, width, x, y, w, h, before) {
    const keys = new Int32Array(w * h);
    const counts = new Map();
    let clear = false;
    let runKey = -1, run = 0;  // counted a run at a time: a flat scene's rows are long runs
    for (let row = 0; row < h; row++) {
      let at = ((y + row) * width + x) * 4;
      for (let col = 0; col < w; col++, at += 4) {
        const i = row * w + col;
        if (before && rgba[at] === before[at] && rgba[at + 1] === before[at + 1] &&
            rgba[at + 2] === before[at + 2]) {
          keys[i] = -1;
          clear = true;
          continue;
        }
        const key = (rgba[at] << 16) | (rgba[at + 1] << 8) | rgba[at + 2];
        keys[i] = key;
        if (key === runKey) run++;
        else {
          if (run) counts.set(runKey, (counts.get(runKey) || 0) + run);
          runKey = key;
          run = 1;
        }
      }
    }
    if (run) counts.set(runKey, (counts.get(runKey) || 0) + run);
    const colours = choosePalette(counts, clear ? 255 : 256);
    const index = new Map(colours.map((key, n) => [key, n]));
    const nearest = (key) => {
      let best = 0, bestDistance = Infinity;
      colours.forEach((other, n) => {
        const distance = apart(key, other);
        if (distance < bestDistance) { best = n; bestDistance = distance; }
      });
      index.set(key, best);
      return best;
    };
    const transparent = clear ? colours.length : -1;
    let bits = 1;
    while ((1 << bits) < colours.length + (clear ? 1 : 0)) bits++;
    const palette = new Uint8Array(3 << bits);
    colours.forEach((key, n) => palette.set([key >> 16, (key >> 8) & 255, key & 255], 3 * n));
    const indices = new Uint8Array(w * h);
    let lastKey = -1, last = transparent;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key !== lastKey) {
        const found = key < 0 ? transparent : index.get(key);
        last = found === undefined ? nearest(key) : found;
        lastKey = key;
      }
      indices[i] = last;
    }
    return {palette, indices, transparent, bits};
  }

  // The table of strings seen (a prefix's code and the next index, to the string's code): one
  // for every frame, emptied each time, made when first needed (2 MB).
  let seen = null;

  // ``indices`` LZW-coded as a GIF holds them, codes of ``minBits`` + 1 bits and up to 12; the
  // table starts again (a clear code) when full. Codes are packed from the low bit.
  function lzw(indices, minBits) {
    const clearCode = 1 << minBits, endCode = clearCode + 1;
    const out = byteSink();
    let size = minBits + 1, next = endCode + 1, held = 0, heldBits = 0;
    // A code written; the next is a bit wider once the table's next code needs it.
    const put = (code) => {
      held |= code << heldBits;
      heldBits += size;
      while (heldBits >= 8) {
        out.push(held & 255);
        held >>>= 8;
        heldBits -= 8;
      }
      if (next >= (1 << size) && size < 12) size++;
    };
    seen = seen || new Int16Array(4096 << 8);
    seen.fill(0);
    put(clearCode);
    if (indices.length) {
      let current = indices[0];
      for (let i = 1; i < indices.length; i++) {
        const pixel = indices[i];
        const key = (current << 8) | pixel;
        const found = seen[key];
        if (found) {
          current = found;
          continue;
        }
        put(current);
        current = pixel;
        if (next >= 4095) {
          put(clearCode);
          seen.fill(0);
          size = minBits + 1;
          next = endCode + 1;
        } else seen[key] = next++;
      }
      put(current);
    }
    put(endCode);
    if (heldBits > 0) out.push(held & 255);
    return out.done();
  }

  const word = (n) => [n & 255, (n >> 8) & 255];

  // An animated GIF ``width`` x ``height``, looped forever, made frame by frame: ``add(rgba,
  // delay)`` takes a frame's pixels (kept until the next frame, which is stored as what changed
  // since) and its delay in hundredths of a second; ``bytes()`` ends it.
  function gifWriter(width, height) {
    const out = byteSink();
    out.pushAll([..."GIF89a"].map((c) => c.charCodeAt(0)));
    out.pushAll([...word(width), ...word(height), 0x70, 0, 0]);  // no global colour table
    out.pushAll([0x21, 0xff, 11, ..."NETSCAPE2.0"].map((c) => (typeof c === "string" ?
      c.charCodeAt(0) : c)));
    out.pushAll([3, 1, 0, 0, 0]);  // loop forever
    let before = null;
    let frames = 0;
    return {
      add(rgba, delay) {
        let [x, y, w, h] = [0, 0, width, height];
        if (before) {
          const now = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
          const then = new Uint32Array(before.buffer, before.byteOffset, width * height);
          let left = width, top = height, right = -1, bottom = -1;
          for (let row = 0; row < height; row++) {
            const start = row * width;
            for (let col = 0; col < width; col++) {
              if (now[start + col] === then[start + col]) continue;
              if (col < left) left = col;
              if (col > right) right = col;
              if (row < top) top = row;
              bottom = row;
            }
          }
          [x, y, w, h] = right < 0 ? [0, 0, 1, 1] : [left, top, right - left + 1, bottom - top + 1];
        }
        const frame = quantise(rgba, width, x, y, w, h, before);
        const seeThrough = frame.transparent >= 0;
        const hundredths = Math.max(0, Math.min(65535, Math.round(delay)));
        // kept as it is (disposal 1): the next frame draws only what changed over it
        out.pushAll([0x21, 0xf9, 4, (1 << 2) | (seeThrough ? 1 : 0), ...word(hundredths),
                     seeThrough ? frame.transparent : 0, 0]);
        out.pushAll([0x2c, ...word(x), ...word(y), ...word(w), ...word(h), 0x80 | (frame.bits - 1)]);
        out.pushAll(frame.palette);
        const minBits = Math.max(2, frame.bits);
        out.push(minBits);
        const data = lzw(frame.indices, minBits);
        for (let at = 0; at < data.length; at += 255) {
          const block = data.subarray(at, at + 255);
          out.push(block.length);
          out.pushAll(block);
        }
        out.push(0);
        before = rgba;
        frames += 1;
      },
      get frames() { return frames; },
      bytes() {
        out.push(0x3b);
        return out.done();
      },
    };
  }

  // An SVG text as a picture loaded, from a data: address (no request; many times quicker to
  // load than a Blob's, which goes through the browser's loader each time).
  function loaded(svgText) {
    return new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = () => reject(new Error("a step's picture did not draw"));
      image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svgText);
    });
  }

  const sizeOf = (image) => [Math.max(1, Math.round(image.naturalWidth || image.width || 300)),
                             Math.max(1, Math.round(image.naturalHeight || image.height || 150))];

  // The GIF of the SVG texts ``svgAt(step)`` for each of ``steps``, shown ``delays[i]``
  // hundredths of a second each, each drawn at its own size on white in a frame as large as
  // the first and last step's; ``progress(done, all)`` after each. Only one step's picture and
  // the frame before it are held at a time. A step with no picture (null) stops it.
  async function svgGif(steps, svgAt, delays, progress) {
    const picture = (step) => {
      const text = svgAt(step);
      if (text === null || text === undefined) throw new Error("missing step " + step);
      return loaded(text);
    };
    const first = await picture(steps[0]);
    const last = steps.length > 1 ? await picture(steps[steps.length - 1]) : first;
    const [width, height] = [0, 1].map((i) => Math.max(sizeOf(first)[i], sizeOf(last)[i]));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const pen = canvas.getContext("2d", {willReadFrequently: true});
    const writer = gifWriter(width, height);
    for (let n = 0; n < steps.length; n++) {
      const image = n === 0 ? first : n === steps.length - 1 ? last : await picture(steps[n]);
      pen.fillStyle = "#fff";
      pen.fillRect(0, 0, width, height);
      pen.drawImage(image, 0, 0, ...sizeOf(image));
      writer.add(pen.getImageData(0, 0, width, height).data, delays[n]);
      if (progress) progress(n + 1, steps.length);
    }
    return new Blob([writer.bytes()], {type: "image/gif"});
  }

  window.linklabGif = {frameSteps, quantise, lzw, gifWriter, svgGif};
})();
