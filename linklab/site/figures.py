"""A page's figures stored compactly: each PNG with a palette when that is smaller, the
smallest text its kernel stamped in it kept (`linklab.render.text_sizes`).

Examples
--------
>>> FIGURE_COLOURS
64
"""

from __future__ import annotations

import base64
import io

from linklab.site.widget_state import widget_models

FIGURE_COLOURS = 64  # a figure's: more shades than a frame


def palette_png(png: bytes, colours: int = FIGURE_COLOURS, scale: float = 1.0) -> bytes:
    """``png`` stored with a palette of at most ``colours`` colours, shrunk to ``scale`` of its
    size, or as it is if that is not smaller.

    >>> from PIL import Image
    >>> buffer = io.BytesIO(); Image.linear_gradient("L").convert("RGB").save(buffer, "PNG")
    >>> small = palette_png(buffer.getvalue())
    >>> Image.open(io.BytesIO(small)).mode, len(small) <= len(buffer.getvalue())
    ('P', True)
    >>> Image.open(io.BytesIO(palette_png(buffer.getvalue(), scale=0.5))).size
    (128, 128)
    """
    from PIL import Image

    picture = Image.open(io.BytesIO(png)).convert("RGB")
    if scale != 1.0:
        width, height = picture.size
        size = (max(1, round(width * scale)), max(1, round(height * scale)))
        picture = picture.resize(size, Image.Resampling.LANCZOS)
    quantized = picture.quantize(colours, Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    quantized.save(out, "PNG", compress_level=9)
    return out.getvalue() if out.tell() < len(png) else png


def compact_png(png: bytes) -> bytes:
    """`palette_png` of ``png``, keeping the smallest text its kernel stamped in it
    (`linklab.render.text_sizes`)."""
    from linklab.render.text_sizes import read_stamp, stamp_png

    small = palette_png(png, FIGURE_COLOURS)
    stamp = read_stamp(png)
    return stamp_png(small, stamp) if stamp and small is not png else small


def compact_figures(nb) -> int:
    """Store every PNG figure of ``nb``'s outputs (and of its saved Image widgets) with a
    palette when that is smaller, in place; the bytes saved."""
    saved = 0
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if "image/png" in data:
                png = base64.b64decode(data["image/png"])
                small = compact_png(png)
                data["image/png"] = base64.b64encode(small).decode("ascii")
                saved += len(png) - len(small)
    for model in widget_models(nb).values():
        for buffer in model.get("buffers", []):
            if buffer.get("path") == ["value"] and model.get("model_name") == "ImageModel":
                png = base64.b64decode(buffer["data"])
                if png.startswith(b"\x89PNG"):
                    small = compact_png(png)
                    buffer["data"] = base64.b64encode(small).decode("ascii")
                    saved += len(png) - len(small)
    return saved
