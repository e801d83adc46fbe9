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
import os
import types
import typing
from collections.abc import Callable
from typing import Any, Union

import msgpack
import msgspec
import xxhash

from atoterm.engine.codec_decode import dataclass_decoder
from atoterm.engine.codec_fields import NO_DEFAULT, is_record, is_record_type, record_fields
from atoterm.engine.codec_inline import inline_lines
from atoterm.engine.codec_mirror import mirror_copier

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
    if is_record(obj):
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
    if is_record(obj):
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


Encoder = Callable[[Any], Any]
"""A generated encoder: a record to its plain map, or (``shallow``) to its msgspec mirror."""


def _made(cls: type) -> dict[Any, Any]:
    """The codec's generated functions of one record class, made on first use and kept on the
    class itself (as ``dataclasses`` keeps the ``__init__`` it generates): no module holds them,
    and a class's functions depend on nothing but the class."""
    found = cls.__dict__.get("__atoterm_codec__")
    if found is None:
        found = {}
        type.__setattr__(cls, "__atoterm_codec__", found)
    return found  # type: ignore[no-any-return]


def _encoder(cls: type, compact: bool, shallow: bool = False) -> Encoder:
    made = _made(cls)
    key = ("encode", compact, shallow)
    found = made.get(key)
    if found is None:
        found = made[key] = _new_encoder(cls, compact, shallow)
    return found  # type: ignore[no-any-return]


def _new_encoder(cls: type, compact: bool, shallow: bool = False) -> Encoder:
    """A straight-line encoder generated for ``cls`` (as ``dataclasses`` generates __init__):
    encoding runs once per decision for the digest, and a loop over field descriptors would
    cost twice as much. ``shallow``: the form :func:`canonical_bytes` hands to msgspec, where
    only the dataclass records are copied into Structs that leave their defaults out
    (``codec_mirror.py``) and every other value, ``Plain`` records included, is left as it is
    for msgspec to encode."""
    if shallow:
        return mirror_copier(cls, lambda inner: _encoder(inner, True, True))
    hints = typing.get_type_hints(cls)
    namespace: dict[str, Any] = {"_wrong": _wrong_type}
    lines = ["def encode(obj):", "    out = {}"]
    for index, f in enumerate(sorted(record_fields(cls), key=lambda f: f.name)):
        tp = hints[f.name]
        default = f.default_value() if compact else NO_DEFAULT
        namespace[f"T{index}"] = tp
        namespace[f"P{index}"] = _field_encoder(tp, compact)
        indent = _read_field(index, f.name, default, namespace, lines)
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


def _read_field(
    index: int, name: str, default: Any, namespace: dict[str, Any], lines: list[str]
) -> str:
    """Generated lines reading field ``name`` into ``v`` and, when it has a default, testing
    that it is not it (the compact form leaves a default out); returns the indent to go on."""
    lines.append(f"    v = obj.{name}")
    if default is NO_DEFAULT:
        return "    "
    # The type comparison keeps 0.0 or False from passing for an int default of 0.
    namespace[f"D{index}"], namespace[f"K{index}"] = default, type(default)
    lines.append(f"    if not (type(v) is K{index} and v == D{index}):")
    return "        "


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
    if is_record_type(tp):
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


_MSGPACK = msgspec.msgpack.Encoder(order="sorted")
"""Sorted map keys and record fields: the bytes of the compact plain form (``plain.py``)."""
CHECK_ENCODING = os.environ.get("ATOTERM_CHECK_ENCODING", "") == "1"
"""Set by the test suite: every state encoded is also encoded the generic way, with its type
checks (no float in an int field, no set in a list), and the two must be the same bytes."""


def canonical_bytes(obj: Any) -> bytes:
    """msgpack of the compact plain form with sorted keys: equal states give equal bytes.

    An object with a ``canonical_plain`` method chooses the plain form that is encoded (a
    state of an older layout is encoded as it was written: ``engine/upgrade.py``); any other
    is encoded by msgspec (``plain.py``), which gives the same bytes as the plain form."""
    if getattr(obj, "legacy_encoding", False):
        return _generic_bytes(obj)
    data = _MSGPACK.encode(canonical_form(obj))
    if CHECK_ENCODING:
        generic = _generic_bytes(obj)
        if data != generic:
            where = _first_difference(unpack(generic), unpack(data))
            raise AssertionError(f"the fast encoding of a {type(obj).__name__} differs at {where}")
    return data


def canonical_form(obj: Any) -> Any:
    """What :func:`canonical_bytes` gives msgspec to encode: a dataclass record as its
    Struct mirror (``codec_mirror.py``), anything else as it is. A part of it (a field of a
    mirror) encodes by :func:`canonical_bytes` to the bytes it has inside the whole."""
    return _encoder(type(obj), True, True)(obj) if dataclasses.is_dataclass(obj) else obj


def _first_difference(a: Any, b: Any, path: str = "") -> str:
    """Where two plain values first differ, and how (for the encoding check's message)."""
    if type(a) is dict and type(b) is dict:
        for key in sorted(set(a) | set(b)):
            if a.get(key, _NO_DEFAULT) != b.get(key, _NO_DEFAULT):
                return _first_difference(a.get(key), b.get(key), f"{path}.{key}")
    if type(a) is list and type(b) is list and len(a) == len(b):
        for index, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _first_difference(x, y, f"{path}[{index}]")
    if a == b:
        return f"{path or 'the top'}: the same values, other bytes (key order?)"
    return f"{path or 'the top'}: plain form {a!r:.120}, fast {b!r:.120}"


def _generic_bytes(obj: Any) -> bytes:
    """The canonical bytes by way of the plain form (``to_plain``, type checks included)."""
    plain = to_plain(obj, compact=True)
    project = getattr(obj, "canonical_plain", None)
    return msgpack.packb(plain if project is None else project(plain), use_bin_type=True)


# The state digest: a 64-bit digest of the canonical bytes, taken after every decision (and
# checked for every record a replay or a load re-executes). Which function a journal uses is
# fixed by its format (``session/legacy.py`` ``state_digest``), never by a switch here.
def blake2b_64(data: bytes) -> int:
    """BLAKE2b-64 of the canonical bytes, as an unsigned integer: the state digest of journal
    formats 1 to 6."""
    return int.from_bytes(hashlib.blake2b(data, digest_size=8).digest(), "big")


def xxh3_64(data: bytes) -> int:
    """XXH3-64 (seed 0) of the canonical bytes, as an unsigned integer: the state digest from
    journal format 7 on. A state is 16-45 KB (a battle's checkpoint bytes are most of it) and
    BLAKE2b took some 44 µs for 40 KB, per decision played, loaded or verified; XXH3 takes
    about 1 µs. The digest detects divergence of a deterministic replay, not an adversary (the
    journal is not signed), so a non-cryptographic hash of 64 bits does the same work."""
    return xxhash.xxh3_64_intdigest(data)


def digest(obj: Any) -> int:
    """The state digest of ``obj`` as a new journal (format 7 on) takes it."""
    return xxh3_64(canonical_bytes(obj))


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
    default = f.default_value()
    if default is NO_DEFAULT:
        raise DecodeError(f"{where}: missing field {name!r}")
    return default


def _field_parts(cls: type, name: str) -> tuple[Converter, Any]:
    made = _made(cls)
    key = ("field", name)
    found = made.get(key)
    if found is None:
        (f,) = [f for f in record_fields(cls) if f.name == name]
        found = made[key] = (_decoder(typing.get_type_hints(cls)[name]), f)
    return found  # type: ignore[no-any-return]


def _decoder(tp: Any) -> Converter:
    """A record class's decoder is made once (kept on the class); the decoders of lists, maps
    and unions are small closures made where they are needed (inside a record's decoder)."""
    if not is_record_type(tp):
        return _new_decoder(tp)
    made = _made(tp)
    found = made.get("decode")
    if found is None:
        found = made["decode"] = _new_decoder(tp)
    return found  # type: ignore[no-any-return]


def _new_decoder(tp: Any) -> Converter:
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
    if is_record_type(tp):
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
    keyframe on the undo path, with the checks of the generic decoders. A class's first
    decodes walk a table of its fields instead (no compiling for a process that decodes a
    state once)."""
    return dataclass_decoder(cls, _decoder, DecodeError)


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
