"""Generated decoders of dataclasses for ``codec.from_plain``.

Undo decodes a keyframe, and a battle keyframe carries two more states (its snapshot and the
state before the battle), all checked before the rules see them: a converter called per field
and per list item would dominate that cost. As ``codec._encoder`` does for encoding, one
straight-line function is generated per dataclass: scalar fields and lists and maps of scalars
are checked inline, nested dataclasses call their own generated decoder, and other shapes
(optional values, ``Any``) go to ``codec._decoder``. The checks and messages are exactly those
of the generic decoders (``tests/test_codec.py`` pins them).

A dataclass instance is built without ``__init__`` (its ``__dict__`` is set: the state's
dataclasses have no ``__post_init__``); a ``Plain`` record (a msgspec Struct, slots only) by
its own ``__init__`` with every field given. Absent fields get their defaults here, so the
result equals ``cls(**fields)``.
"""

from __future__ import annotations

import typing
from collections.abc import Callable
from typing import Any

import msgspec

from atoterm.engine.codec_fields import NO_DEFAULT, RecordField, is_record_type, record_fields

Converter = Callable[[Any, str], Any]
Factory = Callable[[Any], Converter]
"""``codec._decoder``: the decoder of any type (passed in: this module is imported by it)."""
SCALAR_WORDS = {bool: "a bool", int: "an integer", str: "text", bytes: "bytes"}
_MISSING = object()


def dataclass_decoder(cls: type, factory: Factory, error: type[Exception]) -> Converter:
    """The generated decoder of ``cls``; ``error`` is ``codec.DecodeError``."""
    hints = typing.get_type_hints(cls)
    fields = record_fields(cls)
    namespace: dict[str, Any] = {
        "Error": error,
        "MISSING": _MISSING,
        "NEW": object.__new__,
        "C": cls,
        "KNOWN": frozenset(f.name for f in fields),
        "unknown": _unknown,
    }
    lines = [
        "def decode(data, where):",
        "    if type(data) is not dict:",
        f"        raise Error(f'{{where}}: expected a map for {cls.__name__}')",
        "    get = data.get",
        "    n = 0",
    ]
    for index, f in enumerate(fields):
        lines += _field_lines(index, f, hints[f.name], namespace, factory)
    lines += [
        "    if len(data) != n:",
        "        unknown(data, KNOWN, where, Error)",
    ]
    if issubclass(cls, msgspec.Struct):
        args = ", ".join(f"{f.name}=v{i}" for i, f in enumerate(fields))
        lines.append(f"    return C({args})")
    else:
        items = ", ".join(f"{f.name!r}: v{i}" for i, f in enumerate(fields))
        lines += ["    o = NEW(C)", "    o.__dict__ = {" + items + "}", "    return o"]
    exec("\n".join(lines), namespace)
    return namespace["decode"]  # type: ignore[no-any-return]


def _field_lines(
    index: int, f: RecordField, tp: Any, namespace: dict[str, Any], factory: Factory
) -> list[str]:
    """Lines setting ``v<index>``: the field's decoded value, or its default when absent."""
    name, v = f.name, f"v{index}"
    lines = [f"    {v} = get({name!r}, MISSING)", f"    if {v} is MISSING:"]
    if f.default is not NO_DEFAULT:
        namespace[f"D{index}"] = f.default
        lines.append(f"        {v} = D{index}")
    elif f.factory is not NO_DEFAULT:
        namespace[f"D{index}"] = f.factory
        lines.append(f"        {v} = D{index}()")
    else:
        lines.append(f'        raise Error(f"{{where}}: missing field {name!r}")')
    lines.append("    else:")
    lines.append("        n += 1")
    lines += ["        " + line for line in _value_lines(index, name, tp, namespace, factory)]
    return lines


def _value_lines(
    index: int, name: str, tp: Any, namespace: dict[str, Any], factory: Factory
) -> list[str]:
    """Check (and copy) ``v<index>`` in place: inline for the common shapes."""
    v, t = f"v{index}", f"T{index}"
    where = f"{{where}}.{name}"
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if tp in SCALAR_WORDS:
        namespace[t] = tp
        return [f"if type({v}) is not {t}: {_wrong(where, SCALAR_WORDS[tp], v)}"]
    if origin is list and args[0] in SCALAR_WORDS:
        namespace[t] = args[0]
        return [
            f"if type({v}) is not list: {_wrong(where, 'a list', v)}",
            f"for x in {v}:",
            f"    if type(x) is not {t}: {_wrong(where, SCALAR_WORDS[args[0]], 'x')}",
            f"{v} = {v}[:]",
        ]
    inner = typing.get_args(args[0]) if origin is list else ()
    if origin is list and typing.get_origin(args[0]) is list and inner[0] in SCALAR_WORDS:
        namespace[t] = inner[0]
        return [
            f"if type({v}) is not list: {_wrong(where, 'a list', v)}",
            f"for x in {v}:",
            f"    if type(x) is not list: {_wrong(where, 'a list', 'x')}",
            "    for y in x:",
            f"        if type(y) is not {t}: {_wrong(where, SCALAR_WORDS[inner[0]], 'y')}",
            f"{v} = [x[:] for x in {v}]",
        ]
    if origin is dict and args[0] is str and args[1] in SCALAR_WORDS:
        namespace[t] = args[1]
        return [
            f"if type({v}) is not dict: {_wrong(where, 'a map', v)}",
            f"for k, x in {v}.items():",
            f"    if type(k) is not str: {_wrong(where, 'text', 'k')}",
            f"    if type(x) is not {t}: {_wrong(where + '.{k}', SCALAR_WORDS[args[1]], 'x')}",
            f"{v} = dict({v})",
        ]
    # nested dataclasses, lists of them, optional values, Any: their own decoders
    namespace[f"P{index}"] = _Lazy(factory, tp)
    if origin is list and is_record_type(args[0]):
        namespace[f"P{index}"] = _Lazy(factory, args[0])
        return [
            f"if type({v}) is not list: {_wrong(where, 'a list', v)}",
            f"w = f'{where}'",
            f"{v} = [P{index}(x, w) for x in {v}]",
        ]
    return [f"{v} = P{index}({v}, f'{where}')"]


def _wrong(where: str, expected: str, value: str) -> str:
    return f"raise Error(f'{where}: expected {expected}, got {{type({value}).__name__}}')"


class _Lazy:
    """``factory(tp)`` looked up on first call (dataclasses may refer to each other)."""

    __slots__ = ("converter", "factory", "tp")

    def __init__(self, factory: Factory, tp: Any) -> None:
        self.factory, self.tp = factory, tp
        self.converter: Converter | None = None

    def __call__(self, data: Any, where: str) -> Any:
        if self.converter is None:
            self.converter = self.factory(self.tp)
        return self.converter(data, where)


def _unknown(data: dict[Any, Any], known: frozenset[str], where: str, error: type) -> None:
    """More keys than fields were read: name the first unknown one."""
    names = sorted(str(k) for k in data if k not in known)
    if names:
        raise error(f"{where}: unknown field {names[0]!r}")
