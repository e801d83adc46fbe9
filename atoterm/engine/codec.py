"""Plain-data conversion and the canonical encoding of the state.

The state is made of dataclasses whose fields are ``int``, ``str``, ``bool``, ``None``, lists,
``dict[str, ...]`` and nested dataclasses. ``to_plain`` turns it into msgpack-ready data;
``from_plain`` rebuilds it with strict type checks (a journal is untrusted input). The canonical
bytes are msgpack with every map's keys sorted, so the digest never depends on insertion order.
"""

from __future__ import annotations

import dataclasses
import hashlib
import types
import typing
from functools import cache
from typing import Any, TypeVar, Union

import msgpack

T = TypeVar("T")


class DecodeError(ValueError):
    """Plain data does not match the expected shape."""


def to_plain(obj: Any) -> Any:
    """Dataclasses become dicts (field order), lists stay lists; scalars pass through."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_plain(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, list | tuple):
        return [to_plain(v) for v in obj]
    if isinstance(obj, dict):
        return {k: to_plain(v) for k, v in obj.items()}
    if obj is None or isinstance(obj, bool | int | str | bytes):
        return obj
    raise TypeError(f"not plain data: {type(obj).__name__} (floats and objects are not allowed)")


def _sorted(obj: Any) -> Any:
    if isinstance(obj, dict):
        return {k: _sorted(obj[k]) for k in sorted(obj)}
    if isinstance(obj, list):
        return [_sorted(v) for v in obj]
    return obj


def canonical_bytes(obj: Any) -> bytes:
    """msgpack of the plain form with sorted keys: equal states give equal bytes."""
    return msgpack.packb(_sorted(to_plain(obj)), use_bin_type=True)


def digest_bytes(data: bytes) -> int:
    """BLAKE2b-64 of the canonical bytes, as an unsigned integer."""
    return int.from_bytes(hashlib.blake2b(data, digest_size=8).digest(), "big")


def digest(obj: Any) -> int:
    return digest_bytes(canonical_bytes(obj))


def unpack(data: bytes) -> Any:
    return msgpack.unpackb(data, raw=False, strict_map_key=True, use_list=True)


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def from_plain(tp: Any, data: Any, where: str = "state") -> Any:
    """Rebuild a value of type ``tp`` from plain data, checking every type on the way."""
    origin = typing.get_origin(tp)
    if tp is Any:
        return data
    if origin in (Union, types.UnionType):
        args = typing.get_args(tp)
        if data is None and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return from_plain(arg, data, where)
            except DecodeError as exc:
                errors.append(str(exc))
        raise DecodeError(f"{where}: no variant of {tp} fits ({'; '.join(errors)})")
    if origin is list:
        if not isinstance(data, list):
            raise DecodeError(f"{where}: expected a list, got {type(data).__name__}")
        (item,) = typing.get_args(tp)
        return [from_plain(item, v, f"{where}[{i}]") for i, v in enumerate(data)]
    if origin is dict:
        if not isinstance(data, dict):
            raise DecodeError(f"{where}: expected a map, got {type(data).__name__}")
        key_tp, val_tp = typing.get_args(tp)
        return {
            from_plain(key_tp, k, where): from_plain(val_tp, v, f"{where}.{k}")
            for k, v in data.items()
        }
    if dataclasses.is_dataclass(tp):
        if not isinstance(data, dict):
            raise DecodeError(f"{where}: expected a map for {tp.__name__}")
        hints = _hints(tp)
        kwargs = {}
        for f in dataclasses.fields(tp):
            if f.name not in data:
                has_default = (
                    f.default is not dataclasses.MISSING
                    or f.default_factory is not dataclasses.MISSING
                )
                if has_default:
                    continue  # additive changes: older data lacks newer fields
                raise DecodeError(f"{where}: missing field {f.name!r}")
            kwargs[f.name] = from_plain(hints[f.name], data[f.name], f"{where}.{f.name}")
        unknown = sorted(set(data) - {f.name for f in dataclasses.fields(tp)})
        if unknown:
            raise DecodeError(f"{where}: unknown field {unknown[0]!r}")
        return tp(**kwargs)
    if tp is bool:
        if not isinstance(data, bool):
            raise DecodeError(f"{where}: expected a bool, got {type(data).__name__}")
        return data
    if tp is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise DecodeError(f"{where}: expected an integer, got {type(data).__name__}")
        return data
    if tp is str:
        if not isinstance(data, str):
            raise DecodeError(f"{where}: expected text, got {type(data).__name__}")
        return data
    if tp is type(None):
        if data is not None:
            raise DecodeError(f"{where}: expected nothing")
        return None
    raise DecodeError(f"{where}: unsupported type {tp}")
