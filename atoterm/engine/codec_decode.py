"""Generated decoders of dataclasses for ``codec.from_plain``.

Undo decodes a keyframe, and a battle keyframe carries two more states (its snapshot and the
state before the battle), all checked before the rules see them: a converter called per field
and per list item would dominate that cost. As ``codec._encoder`` does for encoding, one
straight-line function is generated per dataclass: scalar fields and lists and maps of scalars
are checked inline, nested dataclasses call their own generated decoder, and other shapes
(optional values, ``Any``) go to ``codec._decoder``. The checks and messages are exactly those
of the generic decoders (``tests/test_codec.py`` pins them). A class's first
:data:`GENERATE_AFTER` records are decoded by :class:`_Walker`, which does the same from a
table of the fields without compiling anything (``tests/test_codec_walker.py`` compares them).

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


GENERATE_AFTER = 64
"""A class's decoder is generated (compiled) at its 65th decode; until then its records are
decoded by walking a table of its fields (:class:`_Walker`: the same checks, twice as slow).
Compiling a state's decoders costs 20-35 ms of CPU and most processes decode a state once or
not at all (`atoterm verify` of a practice battle reads its start state, some 75 records, and
nothing else); undo, which decodes a state per step, has the fast ones after a few steps."""


def dataclass_decoder(cls: type, factory: Factory, error: type[Exception]) -> Converter:
    """The decoder of ``cls`` (the checks and messages of the generated one from the first
    call; generated at the call after :data:`GENERATE_AFTER`); ``error`` is
    ``codec.DecodeError``."""
    walker = _Walker(cls, factory, error)
    made: list[Converter] = []

    def decode(data: Any, where: str) -> Any:
        if made:
            return made[0](data, where)
        if walker.uses < GENERATE_AFTER:
            walker.uses += 1
            return walker.decode(data, where)
        made.append(_generated_decoder(cls, factory, error))
        return made[0](data, where)

    return decode


def _generated_decoder(cls: type, factory: Factory, error: type[Exception]) -> Converter:
    """The generated decoder of ``cls`` (one straight-line function)."""
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


SCALAR, SCALAR_LIST, SCALAR_LISTS, SCALAR_MAP, RECORD_LIST, OTHER = range(6)
"""The shapes :func:`_value_lines` checks inline, as :class:`_Walker` tells them apart."""


class _Walker:
    """Decodes ``cls`` by walking a table of its fields, with exactly the checks, messages and
    result of the generated decoder (``_field_lines`` and ``_value_lines`` say what each
    shape does); slower per call, but made without compiling anything."""

    def __init__(self, cls: type, factory: Factory, error: type[Exception]) -> None:
        self.cls, self.error, self.uses = cls, error, 0
        self.struct = issubclass(cls, msgspec.Struct)
        hints = typing.get_type_hints(cls)
        fields = record_fields(cls)
        self.known = frozenset(f.name for f in fields)
        self.fields = [(f, *_shape(hints[f.name], factory)) for f in fields]

    def decode(self, data: Any, where: str) -> Any:
        error = self.error
        if type(data) is not dict:
            raise error(f"{where}: expected a map for {self.cls.__name__}")
        values: dict[str, Any] = {}
        n = 0
        for f, shape, tp, inner in self.fields:
            name = f.name
            v = data.get(name, _MISSING)
            if v is _MISSING:
                if f.default is not NO_DEFAULT:
                    v = f.default
                elif f.factory is not NO_DEFAULT:
                    v = f.factory()
                else:
                    raise error(f"{where}: missing field {name!r}")
            else:
                n += 1
                v = self._value(v, shape, tp, inner, f"{where}.{name}")
            values[name] = v
        if len(data) != n:
            _unknown(data, self.known, where, error)
        if self.struct:
            return self.cls(**values)
        made = object.__new__(self.cls)
        made.__dict__ = values
        return made

    def _value(self, v: Any, shape: int, tp: Any, inner: Any, where: str) -> Any:
        error = self.error
        if shape == SCALAR:
            if type(v) is not tp:
                raise error(f"{where}: expected {SCALAR_WORDS[tp]}, got {type(v).__name__}")
            return v
        if shape == OTHER:
            return inner(v, where)
        if shape == SCALAR_MAP:
            if type(v) is not dict:
                raise error(f"{where}: expected a map, got {type(v).__name__}")
            for k, x in v.items():
                if type(k) is not str:
                    raise error(f"{where}: expected text, got {type(k).__name__}")
                if type(x) is not tp:
                    raise error(f"{where}.{k}: expected {SCALAR_WORDS[tp]}, got {type(x).__name__}")
            return dict(v)
        if type(v) is not list:
            raise error(f"{where}: expected a list, got {type(v).__name__}")
        if shape == RECORD_LIST:
            return [inner(x, where) for x in v]
        if shape == SCALAR_LIST:
            for x in v:
                if type(x) is not tp:
                    raise error(f"{where}: expected {SCALAR_WORDS[tp]}, got {type(x).__name__}")
            return v[:]
        for x in v:  # SCALAR_LISTS
            if type(x) is not list:
                raise error(f"{where}: expected a list, got {type(x).__name__}")
            for y in x:
                if type(y) is not tp:
                    raise error(f"{where}: expected {SCALAR_WORDS[tp]}, got {type(y).__name__}")
        return [x[:] for x in v]


def _shape(tp: Any, factory: Factory) -> tuple[int, Any, Any]:
    """(shape, the scalar type checked, the decoder called) of a field of type ``tp``, told
    apart in the order of :func:`_value_lines`."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if tp in SCALAR_WORDS:
        return SCALAR, tp, None
    if origin is list and args[0] in SCALAR_WORDS:
        return SCALAR_LIST, args[0], None
    inner = typing.get_args(args[0]) if origin is list else ()
    if origin is list and typing.get_origin(args[0]) is list and inner[0] in SCALAR_WORDS:
        return SCALAR_LISTS, inner[0], None
    if origin is dict and args[0] is str and args[1] in SCALAR_WORDS:
        return SCALAR_MAP, args[1], None
    if origin is list and is_record_type(args[0]):
        return RECORD_LIST, None, _Lazy(factory, args[0])
    return OTHER, None, _Lazy(factory, tp)
