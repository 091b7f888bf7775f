"""How colours look to a person who sees fewer of them, and how far apart two colours are: the
checks behind a palette that is told apart without colour.

A colour is simulated under protanopia, deuteranopia or tritanopia by Machado, Oliveira and
Fernandes' model (2009, severity 1), a 3x3 matrix on linear sRGB; two colours' difference is
CIE76 ΔE (the distance in CIE L*a*b*, D65 white); a text's contrast on its ground is WCAG's
ratio of relative luminances (4.5:1 for normal text).

Examples
--------
>>> simulate("#FF0000", "protanopia")
'#6D5F00'
>>> round(delta_e("#000000", "#FFFFFF"))
100
>>> round(contrast("#000000", "#FFFFFF"), 1), round(contrast("#777777", "#FFFFFF"), 2)
(21.0, 4.48)
"""

from __future__ import annotations

Matrix = tuple[tuple[float, float, float], ...]

#: Machado et al. 2009, severity 1.0: each row sums to 1, so that grey stays grey.
DEFICIENCIES: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
#: The least contrast of normal text on its ground (WCAG 2.2, 1.4.3).
TEXT_CONTRAST = 4.5

_NAMED = {"black": "#000000", "white": "#FFFFFF"}


def channels(colour: str) -> tuple[float, float, float]:
    """``#RRGGBB`` (or ``black``/``white``) as three numbers from 0 to 1; a one-line error for
    anything else.

    >>> channels("#FF8000"), channels("white")
    ((1.0, 0.5019607843137255, 0.0), (1.0, 1.0, 1.0))
    >>> channels("red")
    Traceback (most recent call last):
    ...
    ValueError: a colour is written #RRGGBB, got 'red'
    """
    digits = _NAMED.get(colour, colour).lstrip("#")
    if len(digits) != 6 or not all(c in "0123456789abcdefABCDEF" for c in digits):
        raise ValueError(f"a colour is written #RRGGBB, got {colour!r}")
    red, green, blue = (int(digits[i : i + 2], 16) / 255 for i in (0, 2, 4))
    return red, green, blue


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def _gamma(channel: float) -> float:
    channel = min(1.0, max(0.0, channel))
    return 12.92 * channel if channel <= 0.0031308 else 1.055 * channel ** (1 / 2.4) - 0.055


def luminance(colour: str) -> float:
    """WCAG's relative luminance of ``colour``, 0 for black to 1 for white.

    >>> luminance("#FFFFFF"), round(luminance("#808080"), 3)
    (1.0, 0.216)
    """
    red, green, blue = map(_linear, channels(colour))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(ink: str, ground: str) -> float:
    """WCAG's contrast ratio of ``ink`` on ``ground``, 1 to 21, either way round.

    >>> contrast("#FFFFFF", "#000000") == contrast("#000000", "#FFFFFF")
    True
    """
    light, dark = sorted((luminance(ink), luminance(ground)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def simulate(colour: str, deficiency: str) -> str:
    """``colour`` as a person with ``deficiency`` (a key of `DEFICIENCIES`, or
    ``"achromatopsia"``: luminance alone) sees it, as ``#RRGGBB``.

    >>> simulate("#808080", "deuteranopia"), simulate("#FF0000", "achromatopsia")
    ('#808080', '#7F7F7F')
    """
    linear = [_linear(channel) for channel in channels(colour)]
    if deficiency == "achromatopsia":
        grey = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        mixed = [grey, grey, grey]
    elif deficiency in DEFICIENCIES:
        mixed = [sum(w * c for w, c in zip(row, linear)) for row in DEFICIENCIES[deficiency]]
    else:
        known = ", ".join([*DEFICIENCIES, "achromatopsia"])
        raise ValueError(f"no deficiency {deficiency!r}: use one of {known}")
    return "#" + "".join(f"{round(_gamma(channel) * 255):02X}" for channel in mixed)


def lab(colour: str) -> tuple[float, float, float]:
    """``colour`` in CIE L*a*b* (D65 white): L* from 0 (black) to 100 (white).

    >>> [round(value) for value in lab("#FFFFFF")]
    [100, 0, 0]
    """
    red, green, blue = map(_linear, channels(colour))
    x = (0.4124 * red + 0.3576 * green + 0.1805 * blue) / 0.95047
    y = 0.2126 * red + 0.7152 * green + 0.0722 * blue
    z = (0.0193 * red + 0.1192 * green + 0.9505 * blue) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(first: str, second: str) -> float:
    """CIE76 ΔE between two colours: about 2.3 is the least a person tells apart side by side;
    tiles a board shows far apart want much more.

    >>> delta_e("#E69F00", "#E69F00")
    0.0
    """
    one, two = lab(first), lab(second)
    return float(sum((a - b) ** 2 for a, b in zip(one, two)) ** 0.5)


def seen_delta_e(first: str, second: str) -> dict[str, float]:
    """ΔE between two colours as each deficiency (and full colour vision, ``"normal"``) sees
    them.

    >>> sorted(seen_delta_e("#000000", "#FFFFFF"))
    ['achromatopsia', 'deuteranopia', 'normal', 'protanopia', 'tritanopia']
    """
    seen = {"normal": delta_e(first, second)}
    for deficiency in (*DEFICIENCIES, "achromatopsia"):
        seen[deficiency] = delta_e(simulate(first, deficiency), simulate(second, deficiency))
    return seen
