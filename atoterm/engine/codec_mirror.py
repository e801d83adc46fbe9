"""The state's dataclass records copied into msgspec Structs, for the canonical encoding.

Six records of the state stay dataclasses (``GameState``, ``BattleState``, ``CampaignState``,
``StoryBook``, ``Resume``, ``RulesOptions``; ``plain.py`` says why), and msgspec encodes a
dataclass with every field, defaults included, where the canonical form leaves a default out.
So :func:`codec.canonical_bytes` copies each into its *mirror*: a ``msgspec.Struct`` class with
the same fields, made once per dataclass, which msgspec encodes in C with the defaults left out
(before stop 33 a generated Python function wrote each record as a dict field by field, a
third of the cost of every digest).

msgspec leaves a field out when its value *is* the field's default (or is an empty list or
dict for a ``list`` or ``dict`` factory); the canonical form leaves a dataclass field out when
its value *equals* the default and is of its type. The two agree for the values Python keeps
single (None, the bools, the ints -5 to 256, ``""``, ``b""``) and for list and dict factories,
so those are the mirror's own defaults. Every other default (a text such as ``"setup"``, a
record such as ``Pantheon()``) is :data:`OMITTED` in the mirror, and the copier puts
``OMITTED`` in a field whose value equals its default: msgspec leaves it out, as the canonical
form does, and any other value is encoded. A nested dataclass is copied into its own mirror;
one with a default of its own is left out when its copy equals the copy of that default.

The mirror's fields are in sorted order, every one with a default (a required field's is
``OMITTED`` too: the copier always gives it a value): msgspec, told to write sorted keys, sorts
a Struct's fields at every encoding, and a sorted list is the cheap case of its sort. The
copier reads the record's ``__dict__`` into the mirror in one call, in that order, and the
record's attributes one by one when a field is not in it (a dataclass decoded by msgspec keeps
a plain default on the class).
"""

from __future__ import annotations

import dataclasses
import operator
import typing
from collections.abc import Callable
from typing import Any

import msgspec

from atoterm.engine.codec_fields import NO_DEFAULT, RecordField, record_fields

OMITTED = object()
"""The mirror's default where msgspec's test (is it the default object?) would not recognise
the record's default: no state holds it, so msgspec leaves out exactly the fields the copier
set to it (see the module docstring)."""

Copier = Callable[[Any], msgspec.Struct]


def single(value: Any) -> bool:
    """A value Python keeps one object of, so that "equal to it" is "is it" (for a field of its
    own type: the copier's type test makes 0 and False differ, as msgspec's does)."""
    if value is None or type(value) is bool:
        return True
    if type(value) is int:
        return -5 <= value <= 256
    return type(value) in (str, bytes) and not value


def mirror_copier(cls: type, copier_of: Callable[[type], Copier]) -> Copier:
    """The function copying a ``cls`` record into its mirror (generated, as ``codec`` generates
    its encoders: it runs once per digest). ``copier_of`` gives a nested dataclass's copier."""
    hints = typing.get_type_hints(cls)
    fields = sorted(record_fields(cls), key=lambda f: f.name)
    names = tuple(f.name for f in fields)
    namespace: dict[str, Any] = {"OMITTED": OMITTED, "NAMES": names, "VALUES": _values(names)}
    defaults: dict[str, Any] = {}
    lines = [
        "def copy(obj):",
        "    try:",
        "        m = M(*VALUES(obj.__dict__))",
        "    except KeyError:  # a default kept on the class",
        "        m = M(*[getattr(obj, n) for n in NAMES])",
    ]
    for index, f in enumerate(fields):
        tp = hints[f.name]
        inner = [a for a in (tp, *typing.get_args(tp)) if dataclasses.is_dataclass(a)]
        default = f.default_value()
        defaults[f.name] = _mirror_default(f, default, bool(inner))
        if inner:
            namespace[f"E{index}"] = copier = copier_of(inner[0])
            lines.append(f"    v = m.{f.name}")
            if default is not NO_DEFAULT and default is not None:  # compared as copies
                namespace[f"W{index}"] = copier(default)
                lines.append(f"    w = E{index}(v)")
                lines.append(f"    m.{f.name} = OMITTED if w == W{index} else w")
            else:
                lines.append(f"    m.{f.name} = None if v is None else E{index}(v)")
        elif defaults[f.name] is OMITTED and default is not NO_DEFAULT:
            namespace[f"D{index}"], namespace[f"K{index}"] = default, type(default)
            lines.append(f"    v = m.{f.name}")
            lines.append(f"    if v == D{index} and type(v) is K{index}:")
            lines.append(f"        m.{f.name} = OMITTED")
    lines.append("    return m")
    namespace["M"] = _mirror_class(cls, fields, defaults)
    exec("\n".join(lines), namespace)
    return namespace["copy"]  # type: ignore[no-any-return]


def _values(names: tuple[str, ...]) -> Callable[[dict[str, Any]], tuple[Any, ...]]:
    """The values of ``names`` in a record's ``__dict__``, in that order (one C call: three
    times cheaper than reading the dict by name into the mirror's keywords); KeyError when one
    is missing."""
    if len(names) > 1:
        return operator.itemgetter(*names)
    return lambda d: tuple(d[n] for n in names)  # (itemgetter of one name gives no tuple)


def _mirror_default(f: RecordField, default: Any, record: bool) -> Any:
    """The mirror field's default (see the module docstring)."""
    if f.factory is list or f.factory is dict:
        return msgspec.field(default_factory=f.factory)
    if record:  # None, or a record compared as copies
        return None if default is None else OMITTED
    return default if default is not NO_DEFAULT and single(default) else OMITTED


def _mirror_class(cls: type, fields: list[RecordField], defaults: dict[str, Any]) -> type:
    """A Struct with the fields of ``cls`` in sorted order, every value allowed (the copy is
    encoded at once, never decoded or checked). Not tracked by the garbage collector: a copy
    is dropped as soon as it is encoded and is in no cycle."""
    return msgspec.defstruct(
        f"{cls.__name__}Mirror",
        [(f.name, Any, defaults[f.name]) for f in fields],
        omit_defaults=True,
        gc=False,
        module=__name__,
    )
