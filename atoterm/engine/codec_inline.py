"""Inline encoding of common field shapes for the generated encoders of ``codec.py``.

``codec._encoder`` generates one straight-line function per dataclass; the lines here encode a
field's value inside it instead of calling a converter per value (nested dataclasses, lists and
maps of scalars or dataclasses, optional dataclasses): the digest is computed once per decision,
so these calls dominate its cost. The output is exactly that of ``codec._field_encoder``.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from typing import Any, Union

from atoterm.engine.codec_fields import is_record_type

Factory = Callable[[type, bool], Callable[[Any], Any]]
"""``codec._encoder``: the encoder of a dataclass (passed in: this module is imported by it)."""
_SCALARS = (bool, int, str, bytes, type(None))


def _lazy(
    namespace: dict[str, Any], name: str, tp: type, compact: bool, factory: Factory
) -> Callable[[Any], Any]:
    """Stands for ``factory(tp, compact)`` (``codec._encoder``) until first called
    (dataclasses may refer to each other, so the nested encoder cannot be built while its
    parent is being generated)."""

    def first_call(v: Any) -> Any:
        namespace[name] = factory(tp, compact)
        return namespace[name](v)

    return first_call


def inline_lines(
    index: int, tp: Any, compact: bool, namespace: dict[str, Any], factory: Factory
) -> list[str]:
    """Lines computing ``w``, the encoding of ``v`` (a field of type ``tp``), inline in the
    generated encoder: the common shapes (nested dataclasses, lists and maps of scalars or of
    dataclasses, optional dataclasses) skip a Python call per value. Any value of the wrong
    type goes to ``P<index>`` (``codec._field_encoder``), which raises the usual error; other
    shapes are encoded by ``P<index>`` itself. The output is exactly ``P<index>(v)``."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    p, e, s = f"P{index}", f"E{index}", f"S{index}"
    if is_record_type(tp):
        namespace[e] = _lazy(namespace, e, tp, compact, factory)
        namespace[s] = tp
        return [f"if type(v) is not {s}: {p}(v)", f"w = {e}(v)"]
    if origin in (Union, types.UnionType) and len(args) == 2 and type(None) in args:
        (inner,) = [a for a in args if a is not type(None)]
        if is_record_type(inner):
            # As ``_plain_any``: None stays None, an instance of the class is encoded.
            namespace[e] = _lazy(namespace, e, inner, compact, factory)
            namespace[s] = inner
            return [
                "if v is None: w = None",
                f"elif type(v) is {s}: w = {e}(v)",
                f"else: w = {p}(v)",
            ]
    if origin is list and args[0] in _SCALARS:
        namespace[s] = args[0]
        return [
            f"if type(v) is not list: {p}(v)",
            "for x in v:",
            f"    if type(x) is not {s}: {p}(v)",
            "w = v[:]",
        ]
    if origin is list and is_record_type(args[0]):
        namespace[e] = _lazy(namespace, e, args[0], compact, factory)
        namespace[s] = args[0]
        return [
            f"if type(v) is not list: {p}(v)",
            "for x in v:",
            f"    if type(x) is not {s}: {p}(v)",
            f"w = [{e}(x) for x in v]",
        ]
    inner_args = typing.get_args(args[0]) if origin is list else ()
    if origin is list and typing.get_origin(args[0]) is list and inner_args[0] in _SCALARS:
        namespace[s] = inner_args[0]
        return [
            f"if type(v) is not list: {p}(v)",
            "for x in v:",
            f"    if type(x) is not list: {p}(v)",
            "    for y in x:",
            f"        if type(y) is not {s}: {p}(v)",
            "w = [x[:] for x in v]",
        ]
    if origin is dict and args[1] in _SCALARS:
        namespace[s] = args[1]
        return [
            f"if type(v) is not dict: {p}(v)",
            "for k, x in v.items():",
            f"    if type(k) is not str or type(x) is not {s}: {p}(v)",
            "w = {k: v[k] for k in sorted(v)} if v else {}",
        ]
    return [f"w = {p}(v)"]
