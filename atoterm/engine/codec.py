"""Plain-data conversion and the canonical encoding of the state.

The state is made of dataclasses whose fields are ``int``, ``str``, ``bool``, ``None``, lists,
``dict[str, ...]`` and nested dataclasses. ``to_plain`` turns it into msgpack-ready data with
every map's keys in sorted order; ``from_plain`` rebuilds it with strict type checks (a journal
is untrusted input). The canonical bytes are msgpack of the sorted plain form, so the digest
never depends on insertion order.

Converters are compiled once per type (undo and verify decode a state per step, so the
per-value type dispatch of a generic walker would dominate their cost).
"""

from __future__ import annotations

import dataclasses
import hashlib
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, Union

import msgpack

from atoterm.engine.codec_decode import dataclass_decoder
from atoterm.engine.codec_inline import inline_lines

Converter = Callable[[Any, str], Any]
_SCALARS = (bool, int, str, bytes, type(None))


class DecodeError(ValueError):
    """Plain data does not match the expected shape."""


# ------------------------------------------------------------------ encoding
def to_plain(obj: Any, compact: bool = False) -> Any:
    """Dataclasses become dicts with sorted keys; lists stay lists; scalars pass through.

    ``compact`` leaves out fields that hold their default value. The canonical encoding is
    compact, so adding a field with a default to the state (an additive change) leaves the
    digests of existing journals unchanged.
    """
    if obj is None or isinstance(obj, _SCALARS):
        return obj
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return _encoder(type(obj), compact)(obj)
    return _plain_any(obj, compact)


PLAIN_DEPTH = 200
"""How deep untyped data may nest when made plain: a state's is far shallower (its ``Any``
fields hold at most ``MAX_ANY_DEPTH`` levels), and data read raw from a file (``export``
shows a keyframe's) is refused here before the recursion nears Python's limit."""


def _plain_any(obj: Any, compact: bool = False, depth: int = 0) -> Any:
    if obj is None or isinstance(obj, (*_SCALARS, bytes)):
        return obj
    if depth >= PLAIN_DEPTH:
        raise TypeError(f"not plain data: nested deeper than {PLAIN_DEPTH} levels")
    if isinstance(obj, list | tuple):
        return [_plain_any(v, compact, depth + 1) for v in obj]
    if isinstance(obj, dict):
        return {k: _plain_any(obj[k], compact, depth + 1) for k in sorted(obj)}
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return _encoder(type(obj), compact)(obj)
    raise TypeError(f"not plain data: {type(obj).__name__} (floats and objects are not allowed)")


_NO_DEFAULT = object()


def _scalar_check(tp: type) -> Callable[[Any], Any]:
    def check(v: Any) -> Any:
        if type(v) is not tp:
            raise TypeError(f"expected {tp.__name__}, got {type(v).__name__}: {v!r}")
        return v

    return check


def _key(k: Any) -> str:
    if type(k) is not str:
        raise TypeError(f"map keys must be text, got {type(k).__name__}")
    return k


def _default_of(f: dataclasses.Field[Any]) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return _NO_DEFAULT


@cache
def _encoder(cls: type, compact: bool) -> Callable[[Any], dict[str, Any]]:
    """A straight-line encoder generated for ``cls`` (as ``dataclasses`` generates __init__):
    encoding runs once per decision for the digest, and a loop over field descriptors would
    cost twice as much."""
    hints = typing.get_type_hints(cls)
    namespace: dict[str, Any] = {"_wrong": _wrong_type}
    lines = ["def encode(obj):", "    out = {}"]
    for index, f in enumerate(sorted(dataclasses.fields(cls), key=lambda f: f.name)):
        tp = hints[f.name]
        default = _default_of(f) if compact else _NO_DEFAULT
        namespace[f"T{index}"] = tp
        namespace[f"P{index}"] = _field_encoder(tp, compact)
        lines.append(f"    v = obj.{f.name}")
        indent = "    "
        if default is not _NO_DEFAULT:
            # The type comparison keeps 0.0 or False from passing for an int default of 0.
            namespace[f"D{index}"], namespace[f"K{index}"] = default, type(default)
            lines.append(f"    if not (type(v) is K{index} and v == D{index}):")
            indent = "        "
        if tp in _SCALARS:
            lines.append(f"{indent}if type(v) is not T{index}: _wrong(v, T{index})")
            lines.append(f"{indent}out[{f.name!r}] = v")
        else:
            body = inline_lines(index, tp, compact, namespace, _encoder)
            lines += [indent + line for line in body]
            lines.append(f"{indent}out[{f.name!r}] = w")
    lines.append("    return out")
    exec("\n".join(lines), namespace)
    return namespace["encode"]


def _wrong_type(value: Any, tp: type) -> None:
    raise TypeError(f"expected {tp.__name__}, got {type(value).__name__}: {value!r}")


def _field_encoder(tp: Any, compact: bool) -> Callable[[Any], Any]:
    """An encoder that also refuses values of the wrong type (a float in an int field, a set
    in a list field): the state stays plain data, whatever a rule procedure assigned."""
    if tp in _SCALARS:
        return _scalar_check(tp)
    origin = typing.get_origin(tp)
    if origin is list:
        (item,) = typing.get_args(tp)
        if item in _SCALARS:
            return _scalar_list(item)
        inner = _field_encoder(item, compact)

        def encode_list(v: Any) -> list[Any]:
            if type(v) is not list:
                raise TypeError(f"expected a list, got {type(v).__name__}")
            return [inner(x) for x in v]

        return encode_list
    if origin is dict:
        value_tp = typing.get_args(tp)[1]
        if value_tp in _SCALARS:
            return _scalar_dict(value_tp)
        inner = _field_encoder(value_tp, compact)

        def encode_dict(v: Any) -> dict[str, Any]:
            if type(v) is not dict:
                raise TypeError(f"expected a dict, got {type(v).__name__}")
            return {_key(k): inner(v[k]) for k in sorted(v)}

        return encode_dict
    if dataclasses.is_dataclass(tp):
        return _nested(tp, compact)
    return lambda v: _plain_any(v, compact)


def _scalar_list(tp: type) -> Callable[[Any], list[Any]]:
    def encode_scalars(v: Any) -> list[Any]:
        if type(v) is not list:
            raise TypeError(f"expected a list, got {type(v).__name__}")
        for x in v:
            if type(x) is not tp:
                raise TypeError(f"expected {tp.__name__} items, got {type(x).__name__}: {x!r}")
        return list(v)

    return encode_scalars


def _scalar_dict(tp: type) -> Callable[[Any], dict[str, Any]]:
    def encode_scalar_map(v: Any) -> dict[str, Any]:
        if type(v) is not dict:
            raise TypeError(f"expected a dict, got {type(v).__name__}")
        for k, x in v.items():
            if type(k) is not str or type(x) is not tp:
                raise TypeError(f"expected text keys and {tp.__name__} values, got {k!r}: {x!r}")
        return {k: v[k] for k in sorted(v)}

    return encode_scalar_map


def _nested(tp: type, compact: bool) -> Callable[[Any], dict[str, Any]]:
    """The nested dataclass's encoder, looked up on first use (types may refer to each other)."""
    found: list[Callable[[Any], dict[str, Any]]] = []

    def encode_nested(v: Any) -> dict[str, Any]:
        if not found:
            found.append(_encoder(tp, compact))
        if type(v) is not tp:
            raise TypeError(f"expected {tp.__name__}, got {type(v).__name__}")
        return found[0](v)

    return encode_nested


def canonical_bytes(obj: Any) -> bytes:
    """msgpack of the compact plain form with sorted keys: equal states give equal bytes.

    An object with a ``canonical_plain`` method chooses the plain form that is encoded (a
    state of an older layout is encoded as it was written: ``engine/upgrade.py``)."""
    plain = to_plain(obj, compact=True)
    project = getattr(obj, "canonical_plain", None)
    return msgpack.packb(plain if project is None else project(plain), use_bin_type=True)


def digest_bytes(data: bytes) -> int:
    """BLAKE2b-64 of the canonical bytes, as an unsigned integer."""
    return int.from_bytes(hashlib.blake2b(data, digest_size=8).digest(), "big")


def digest(obj: Any) -> int:
    return digest_bytes(canonical_bytes(obj))


def unpack(data: bytes) -> Any:
    """The plain data in ``data``; DecodeError (a ValueError) with a reason when it is not
    one whole msgpack value of text-keyed maps. msgpack's own nesting limit (1,024 levels,
    kept in C, so no Python recursion) bounds the depth here; ``from_plain`` bounds it far
    lower where types do not."""
    try:
        return msgpack.unpackb(data, raw=False, strict_map_key=True, use_list=True)
    except msgpack.StackError:
        raise DecodeError("the data is nested deeper than 1,024 levels") from None
    except msgpack.ExtraData:
        raise DecodeError("the data has bytes after its end") from None
    except (msgpack.FormatError, msgpack.OutOfData, ValueError, TypeError) as exc:
        raise DecodeError(f"the data is not readable msgpack ({_unpack_reason(exc)})") from None


def _unpack_reason(exc: Exception) -> str:
    """msgpack's words for a broken value, in ours where they are obscure."""
    text = str(exc)
    if "exceeds max_" in text:  # the limits are the data's own length
        return "a length is larger than the data"
    if "incomplete input" in text or isinstance(exc, msgpack.OutOfData):
        return "the data ends too early"
    if isinstance(exc, msgpack.FormatError) or not text:
        return "a byte that starts no msgpack value"
    return text


# ------------------------------------------------------------------ decoding
def from_plain(tp: Any, data: Any, where: str = "state") -> Any:
    """Rebuild a value of type ``tp`` from plain data, checking every type on the way."""
    return _decoder(tp)(data, where)


def field_from_plain(cls: type, name: str, data: dict[str, Any], where: str) -> Any:
    """Field ``name`` of dataclass ``cls`` from the plain map ``data`` (its default when
    absent), checked as ``from_plain`` checks it: for rebuilding only the fields of a state
    that differ from a state already decoded."""
    decode, f = _field_parts(cls, name)
    if name in data:
        return decode(data[name], f"{where}.{name}")
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    if f.default is dataclasses.MISSING:
        raise DecodeError(f"{where}: missing field {name!r}")
    return f.default


@cache
def _field_parts(cls: type, name: str) -> tuple[Converter, dataclasses.Field[Any]]:
    (f,) = [f for f in dataclasses.fields(cls) if f.name == name]
    return _decoder(typing.get_type_hints(cls)[name]), f


@cache
def _decoder(tp: Any) -> Converter:
    origin = typing.get_origin(tp)
    if tp is Any:
        return _check_any
    if origin in (Union, types.UnionType):
        return _union_decoder(tp)
    if origin is list:
        (item_tp,) = typing.get_args(tp)
        item = _decoder(item_tp)

        def decode_list(data: Any, where: str) -> list[Any]:
            if type(data) is not list:
                raise DecodeError(f"{where}: expected a list, got {type(data).__name__}")
            return [item(v, where) for v in data]

        return decode_list
    if origin is dict:
        key_tp, val_tp = typing.get_args(tp)
        key, value = _decoder(key_tp), _decoder(val_tp)

        def decode_dict(data: Any, where: str) -> dict[Any, Any]:
            if type(data) is not dict:
                raise DecodeError(f"{where}: expected a map, got {type(data).__name__}")
            return {key(k, where): value(v, f"{where}.{k}") for k, v in data.items()}

        return decode_dict
    if dataclasses.is_dataclass(tp):
        return _dataclass_decoder(tp)
    if tp in (bool, int, str, bytes, type(None)):
        return _scalar_decoder(tp)
    raise DecodeError(f"unsupported type {tp}")


def _scalar_decoder(tp: type) -> Converter:
    names = {
        bool: "a bool",
        int: "an integer",
        str: "text",
        bytes: "bytes",
        type(None): "nothing",
    }

    def decode_scalar(data: Any, where: str) -> Any:
        if type(data) is not tp:
            raise DecodeError(f"{where}: expected {names[tp]}, got {type(data).__name__}")
        return data

    return decode_scalar


def _union_decoder(tp: Any) -> Converter:
    args = typing.get_args(tp)
    optional = type(None) in args
    variants = [_decoder(a) for a in args if a is not type(None)]

    if len(variants) == 1:  # ``X | None``: X's own message says more than "no variant"
        (only,) = variants

        def decode_optional(data: Any, where: str) -> Any:
            return None if data is None else only(data, where)

        return decode_optional if optional else only

    def decode_union(data: Any, where: str) -> Any:
        if data is None and optional:
            return None
        errors = []
        for variant in variants:
            try:
                return variant(data, where)
            except DecodeError as exc:
                errors.append(str(exc))
        raise DecodeError(f"{where}: no variant fits ({'; '.join(errors)})")

    return decode_union


def _dataclass_decoder(cls: type) -> Converter:
    """One generated function per dataclass (``codec_decode.py``): decoding runs for every
    keyframe on the undo path, with the checks of the generic decoders."""
    return dataclass_decoder(cls, _decoder, DecodeError)


def _has_default(f: dataclasses.Field[Any]) -> bool:
    """Fields with defaults may be absent: older data lacks newer (additive) fields."""
    return f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING


MAX_ANY_DEPTH = 16
"""How deep lists and maps may nest inside an ``Any`` field (a decision's context holds a few
levels at most). Typed fields are bounded by their types; this is the only place where the
nesting comes from the data alone, so it is bounded before the recursion could reach
Python's limit."""


def _check_any(data: Any, where: str, depth: int = 0) -> Any:
    """``Any`` fields hold plain values only: no floats, no bytes, no deep nesting."""
    if data is None or type(data) in (bool, int, str):
        return data
    if depth >= MAX_ANY_DEPTH:
        raise DecodeError(f"{where}: nested deeper than {MAX_ANY_DEPTH} levels")
    if type(data) is list:
        return [_check_any(v, where, depth + 1) for v in data]
    if type(data) is dict:
        return {
            _check_key(k, where): _check_any(v, f"{where}.{k}", depth + 1) for k, v in data.items()
        }
    raise DecodeError(f"{where}: {type(data).__name__} is not allowed in the state")


def _check_key(key: Any, where: str) -> str:
    if type(key) is not str:
        raise DecodeError(f"{where}: map keys must be text")
    return key
