"""What a learner's function keeps between calls: found, put back, named, and exposed in few calls.

A function can keep something from one call to the next in many places: a default argument
(``best={}``) of itself or of a helper it calls, a closure's cell, an attribute of a function
(``my_link.best``) or of a class, a ``functools.lru_cache``, a global. `Carriers` finds every one
the function can reach (the names its code uses, followed through the helpers, classes and
closures they name), copies them when a check begins, and puts them back: a case asked after
`Carriers.restore` is asked as on a fresh start. When a failing case is answered right that way,
`fewest_before` finds the fewest earlier calls that make it fail again (one, two or three; never
a hundred), and `Carriers.culprit` names the carrier whose change did it.

Examples
--------
>>> def my_link(board, a, b, best={}):
...     best[a] = best.get(a, 0) + 1
...     return best[a] == 1
>>> carriers = Carriers(my_link)
>>> my_link(None, (0, 0), (0, 1)), my_link(None, (0, 0), (0, 1))
(True, False)
>>> carriers.changed()
['the default argument `best` of my_link']
>>> carriers.restore(); my_link(None, (0, 0), (0, 1))
True
"""

from __future__ import annotations

import contextlib
import copy
import itertools
import sys
import types
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: How deep `Carriers` follows helpers (a function naming a function naming a function...).
REACH = 4
#: `fewest_before`: how many of the calls asked before a failing one are tried alone, nearest
#: first, and how many of the nearest are tried in pairs.
SINGLES, PAIRS = 60, 10
#: How many of the calls before a failing one are asked again at most, and after how many tries
#: in a row that find nothing shorter a long history is left as it is (each try replays up to
#: that many calls: a function that counts its calls needs all of its last few hundred).
CALL_WINDOW, STALE_TRIES = 2000, 16


@dataclass
class Carrier:
    """One place a function can keep something: its words (``label``), how to read its value
    and how to put a value back."""

    label: str
    read: Callable[[], Any]
    write: Callable[[Any], None]
    saved: Any = None

    def save(self) -> bool:
        try:
            self.saved = copy.deepcopy(self.read())
        except Exception:
            return False
        return True

    def restore(self) -> None:
        with contextlib.suppress(Exception):
            self.write(copy.deepcopy(self.saved))

    def changed(self) -> bool:
        try:
            return not _holds_the_same(self.read(), self.saved)
        except Exception:
            return False


def _holds_the_same(x: Any, y: Any) -> bool:
    """Whether two values hold the same: by ``==``, or, for objects that do not define it, by
    their attributes."""
    equal: Any = type(x).__eq__  # a class's own ``__eq__`` or object's
    if equal is object.__eq__ and hasattr(x, "__dict__"):
        return type(x) is type(y) and _holds_the_same(vars(x), vars(y))
    return bool(x == y)


def _put_back(holder: Any, value: Any) -> Any:
    """``value`` into ``holder`` in place when both are the same kind of container (so that
    every name bound to it sees it), else ``value`` itself."""
    if type(holder) is type(value) and isinstance(holder, (dict, set, list)):
        holder.clear()
        if isinstance(holder, list):
            holder.extend(value)
        else:
            holder.update(value)
        return holder
    if type(holder).__name__ == "deque" and type(value).__name__ == "deque":
        holder.clear()
        holder.extend(value)
        return holder
    return value


def _is_cache(value: Any) -> bool:
    return callable(getattr(value, "cache_clear", None)) and hasattr(value, "cache_info")


class Carriers:
    """Every carrier of state ``fn`` can reach, copied now (see the module's docstring)."""

    def __init__(self, fn: Any):
        self.fn = fn
        self.carriers: list[Carrier] = []
        self.caches: list[tuple[str, Any]] = []
        seen: set[int] = set()
        self._visit(fn, getattr(fn, "__name__", "the function"), 0, seen)
        self.carriers = [c for c in self.carriers if c.save()]

    # --- finding them ---------------------------------------------------------------------

    def _visit(self, thing: Any, name: str, depth: int, seen: set[int]) -> None:
        if id(thing) in seen or depth > REACH:
            return
        seen.add(id(thing))
        if _is_cache(thing):
            self.caches.append((f"the cache (functools.lru_cache) of {name}", thing))
            thing = getattr(thing, "__wrapped__", None)
            if thing is None:
                return
        if isinstance(thing, types.MethodType):
            owner = thing.__self__
            if _is_instance(owner) and id(owner) not in seen:  # the instance keeps state too
                self._instance(owner, _name_in(owner, thing.__func__.__globals__), depth, seen)
            thing = thing.__func__
        if isinstance(thing, types.FunctionType):
            self._function(thing, name, depth, seen)
        elif isinstance(thing, type) and not _builtin(thing):
            self._class(thing, name, depth, seen)
        elif _is_instance(thing):  # a callable instance
            space = vars(sys.modules.get(type(thing).__module__, types))
            self._instance(thing, _name_in(thing, space, name), depth, seen)

    def _function(self, fn: types.FunctionType, name: str, depth: int, seen: set[int]) -> None:
        if depth and _builtin(fn):  # the package's own helpers keep nothing of the learner's
            return
        if fn.__defaults__:
            names = _parameters(fn)[-len(fn.__defaults__) :]
            for index, parameter in enumerate(names):
                self._default(fn, index, parameter, name)
        for parameter in fn.__kwdefaults__ or {}:
            self._kwdefault(fn, parameter, name)
        for attribute in list(vars(fn)):
            if not attribute.startswith("__"):
                self._attribute(fn, attribute, f"the function attribute `{name}.{attribute}`")
        for cell_name, cell in zip(fn.__code__.co_freevars, fn.__closure__ or (), strict=False):
            self._cell(cell, f"the closure's `{cell_name}` (of {name})")
            with contextlib.suppress(ValueError):
                self._visit(cell.cell_contents, cell_name, depth + 1, seen)
        space = fn.__globals__
        for global_name in sorted(_names(fn.__code__)):
            if global_name not in space:
                continue
            value = space[global_name]
            if isinstance(value, types.ModuleType):
                continue
            if callable(value):
                self._visit(value, global_name, depth + 1, seen)
                continue
            if id(value) in seen:
                continue
            if isinstance(value, types.GeneratorType):
                seen.add(id(value))
                self._generator(space, global_name)
            elif _is_instance(value):  # its attributes and its class's, not the name
                self._instance(value, global_name, depth, seen)
            else:
                seen.add(id(value))
                self._global(space, global_name)

    def _cell(self, cell: types.CellType, label: str) -> None:
        def read(cell: types.CellType = cell) -> Any:
            return cell.cell_contents

        def write(value: Any, cell: types.CellType = cell) -> None:
            cell.cell_contents = _put_back(cell.cell_contents, value)

        self.carriers.append(Carrier(label, read, write))

    def _global(self, space: dict[str, Any], key: str) -> None:
        def read(space: dict[str, Any] = space, key: str = key) -> Any:
            return space[key]

        def write(value: Any, space: dict[str, Any] = space, key: str = key) -> None:
            space[key] = _put_back(space.get(key), value)

        self.carriers.append(Carrier(f"the global `{key}`", read, write))

    def _default(self, fn: types.FunctionType, index: int, parameter: str, name: str) -> None:
        def read(fn: types.FunctionType = fn, index: int = index) -> Any:
            return (fn.__defaults__ or ())[index]

        def write(value: Any, fn: types.FunctionType = fn, index: int = index) -> None:
            defaults = list(fn.__defaults__ or ())
            defaults[index] = _put_back(defaults[index], value)
            fn.__defaults__ = tuple(defaults)

        self.carriers.append(Carrier(f"the default argument `{parameter}` of {name}", read, write))

    def _kwdefault(self, fn: types.FunctionType, parameter: str, name: str) -> None:
        def read(fn: types.FunctionType = fn, key: str = parameter) -> Any:
            return (fn.__kwdefaults__ or {})[key]

        def write(value: Any, fn: types.FunctionType = fn, key: str = parameter) -> None:
            kwdefaults = fn.__kwdefaults__ or {}
            kwdefaults[key] = _put_back(kwdefaults[key], value)

        self.carriers.append(Carrier(f"the default argument `{parameter}` of {name}", read, write))

    def _attribute(self, owner: Any, attribute: str, label: str) -> None:
        def read(owner: Any = owner, key: str = attribute) -> Any:
            return getattr(owner, key)

        def write(value: Any, owner: Any = owner, key: str = attribute) -> None:
            setattr(owner, key, _put_back(getattr(owner, key, None), value))

        self.carriers.append(Carrier(label, read, write))

    def _instance(self, thing: Any, name: str, depth: int, seen: set[int]) -> None:
        """An instance of the learner's own class: its attributes, and its class's (a class
        attribute reached through the instance, ``S.best`` or ``Searcher.best``)."""
        seen.add(id(thing))  # the caller has seen to it that it was not visited before
        if hasattr(type(thing), "__deepcopy__"):  # it says how it is copied: as a whole
            return
        for attribute in list(vars(thing)):
            if not attribute.startswith("__"):
                self._attribute(thing, attribute, f"the instance attribute `{name}.{attribute}`")
        cls = type(thing)
        self._visit(cls, cls.__name__, depth + 1, seen)

    def _generator(self, space: dict[str, Any], key: str) -> None:
        """A generator in a global: what its suspended frame holds, put back in place (a dict,
        set or list it keeps), or by running a new one to the same point."""

        def read(space: dict[str, Any] = space, key: str = key) -> Any:
            return _generator_state(space[key])

        def write(value: Any, space: dict[str, Any] = space, key: str = key) -> None:
            space[key] = _generator_put_back(space[key], value)

        self.carriers.append(Carrier(f"the generator `{key}`", read, write))

    def _class(self, cls: type, name: str, depth: int, seen: set[int]) -> None:
        for attribute, value in list(vars(cls).items()):
            if attribute.startswith("__"):
                continue
            if isinstance(value, (staticmethod, classmethod)):
                value = value.__func__
            if callable(value) or isinstance(value, property):
                self._visit(value, f"{name}.{attribute}", depth + 1, seen)
            else:
                self._attribute(cls, attribute, f"the class attribute `{name}.{attribute}`")

    # --- using them -----------------------------------------------------------------------

    def restore(self) -> None:
        """Put every carrier back as it was when the check began; empty every cache."""
        for carrier in self.carriers:
            carrier.restore()
        for _, cache in self.caches:
            with contextlib.suppress(Exception):
                cache.cache_clear()

    def changed(self) -> list[str]:
        """The carriers whose value is not what it was when the check began."""
        found = [c.label for c in self.carriers if c.changed()]
        for label, cache in self.caches:
            with contextlib.suppress(Exception):
                if cache.cache_info().currsize:
                    found.append(label)
        return found

    def culprit(self, before: Callable[[], None], fails: Callable[[], bool]) -> str:
        """The carrier that makes a case fail: of those the earlier calls (``before``) change,
        the only one, or the one that, put back alone, makes the case (``fails``) right; ""
        when that cannot be told."""
        self.restore()
        before()
        changed = self.changed()
        if len(changed) == 1:
            return changed[0]
        for label in changed:
            self.restore()
            before()
            self.put_back(label)
            if not fails():
                return label
        return ""

    def put_back(self, label: str) -> None:
        """Put back the one carrier called ``label``."""
        for carrier in self.carriers:
            if carrier.label == label:
                carrier.restore()
        for cache_label, cache in self.caches:
            if cache_label == label:
                with contextlib.suppress(Exception):
                    cache.cache_clear()


def _is_instance(thing: Any) -> bool:
    """Whether ``thing`` is an instance of a class of the learner's (not a function, a class,
    a module, nor a value of Python's or the package's own)."""
    kind = type(thing)
    return (
        hasattr(thing, "__dict__")
        and not isinstance(thing, (type, types.FunctionType, types.MethodType, types.ModuleType))
        and not _builtin(kind)
        and kind.__module__ not in ("types", "abc")
    )


def _name_in(thing: Any, space: dict[str, Any], default: str = "the instance") -> str:
    """The global name ``thing`` is bound to in ``space``, or ``default``."""
    return next((name for name, value in space.items() if value is thing), default)


#: How many steps a generator is run to bring a new one to where the old one was suspended.
GENERATOR_STEPS = 10_000


def _generator_state(generator: types.GeneratorType[Any, Any, Any]) -> tuple[Any, ...]:
    """Where a generator is suspended and what its frame holds: (offset, locals); None for
    one that has finished."""
    frame = generator.gi_frame
    if frame is None:
        return (None, {})
    return (frame.f_lasti, dict(frame.f_locals))


def _generator_put_back(
    generator: types.GeneratorType[Any, Any, Any], saved: tuple[Any, ...]
) -> types.GeneratorType[Any, Any, Any]:
    """``generator`` holding ``saved`` again: its dicts, sets and lists emptied and refilled in
    place; else a new generator of the same function run to the same point (None found:
    the old one is kept)."""
    lasti, held = saved
    frame = generator.gi_frame
    if frame is not None and frame.f_lasti == lasti:
        now = frame.f_locals
        for name, value in held.items():
            if name in now:
                _put_back(now[name], value)
        if _holds_the_same(_generator_state(generator), saved):
            return generator
    code = generator.gi_code
    space = frame.f_globals if frame is not None else {}
    maker = next(
        (
            f
            for f in space.values()
            if getattr(f, "__code__", None) is code and not code.co_freevars
        ),
        None,
    )
    if maker is None:
        return generator
    arguments = [copy.deepcopy(held.get(n)) for n in code.co_varnames[: code.co_argcount]]
    fresh: types.GeneratorType[Any, Any, Any] = maker(*arguments)
    with contextlib.suppress(Exception):
        for _ in range(GENERATOR_STEPS):
            if _holds_the_same(_generator_state(fresh), saved):
                return fresh
            next(fresh)
    return generator


def _builtin(thing: Any) -> bool:
    module = getattr(thing, "__module__", "") or ""
    return module.split(".")[0] in {"linklab", "builtins", "collections", "functools", "typing"}


def _parameters(fn: types.FunctionType) -> list[str]:
    code = fn.__code__
    return list(code.co_varnames[: code.co_argcount])


def _names(code: types.CodeType) -> set[str]:
    """The global names ``code`` and the code inside it use."""
    names: set[str] = set()
    stack = [code]
    while stack:
        current = stack.pop()
        names.update(current.co_names)
        stack.extend(c for c in current.co_consts if isinstance(c, types.CodeType))
    return names


def fewest_before(
    asked: list[Any], case: Any, fails: Callable[[tuple[Any, ...]], bool]
) -> tuple[Any, ...]:
    """The fewest calls, of those ``asked`` before ``case``, that make it fail again when asked
    first (``fails(earlier)``, each time from a fresh start): one of the nearest, then two of
    the nearest, then the last few hundred or thousand calls cut down by halves; () when
    none of that makes it fail.

    >>> fewest_before([1, 2, 3, 4], 9, lambda earlier: 2 in earlier and 4 in earlier)
    (2, 4)
    """
    nearest = list(reversed(asked[-SINGLES:]))
    for earlier in nearest:
        if fails((earlier,)):
            return (earlier,)
    for pair in itertools.combinations(reversed(nearest[:PAIRS]), 2):
        if fails(pair):
            return pair
    for window in (asked[-200:], asked[-CALL_WINDOW:]):
        if fails(tuple(window)):
            calls = _shortest_tail(list(window), fails)
            return tuple(_halved(calls, fails, STALE_TRIES))
    return ()


def _shortest_tail(calls: list[Any], fails: Callable[[tuple[Any, ...]], bool]) -> list[Any]:
    """The fewest of the last ``calls`` that still fail, found by halving their number (a
    counter that changes the answer after 500 calls needs its last 500: found in some ten
    tries, not thousands); ``calls`` fails whole.

    >>> _shortest_tail(list(range(1000)), lambda earlier: len(earlier) >= 500)[:2]
    [500, 501]
    """
    low, high = 0, len(calls)  # the tail of ``high`` fails; that of ``low`` is not known to
    while high - low > 1:
        middle = (low + high) // 2
        if fails(tuple(calls[-middle:])):
            high = middle
        else:
            low = middle
    return calls[-high:]


def _halved(
    calls: list[Any], fails: Callable[[tuple[Any, ...]], bool], stale: int = 10**9
) -> list[Any]:
    """A 1-minimal part of ``calls`` that still fails (Zeller's ddmin, on calls in order), or
    the smallest found once ``stale`` tries in a row found nothing smaller (calls that only
    count, each as good as another, never shrink: proving it would replay them all, n times).

    >>> _halved(list(range(100)), lambda earlier: {7, 70} <= set(earlier))
    [7, 70]
    >>> tried = []
    >>> def counts(earlier):
    ...     tried.append(earlier)
    ...     return len(earlier) >= 400
    >>> len(_halved(list(range(500)), counts, stale=16)), len(tried)
    (420, 132)
    """
    parts, tries = 2, stale
    while len(calls) >= 2 and tries > 0:
        size = len(calls) // parts
        chunks = [calls[i : i + size] for i in range(0, len(calls), size)] if size else [calls]
        for index in range(len(chunks)):
            rest = [c for k, chunk in enumerate(chunks) if k != index for c in chunk]
            tries -= 2
            if tries < 0:
                break
            if chunks[index] and fails(tuple(chunks[index])):
                calls, parts, tries = chunks[index], 2, stale
                break
            if rest and fails(tuple(rest)):
                calls, parts, tries = rest, max(parts - 1, 2), stale
                break
        else:
            if parts >= len(calls):
                break
            parts = min(len(calls), 2 * parts)
    return calls
