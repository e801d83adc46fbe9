"""The fields of the state's records, whatever kind of class holds them.

The state is made of :class:`~atoterm.engine.plain.Plain` records (``msgspec.Struct``) and of
three dataclasses that hold records with defaults of their own (``GameState``, ``BattleState``,
``CampaignState``). The codec reads both through :func:`record_fields`, in declaration order.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, NamedTuple

import msgspec

NO_DEFAULT: Any = dataclasses.MISSING
"""What :attr:`RecordField.default` / ``factory`` hold when the field has none."""


class RecordField(NamedTuple):
    name: str
    default: Any
    """The default value, or :data:`NO_DEFAULT`."""
    factory: Callable[[], Any] | Any
    """What makes the default (``list``, ``Resume`` ...), or :data:`NO_DEFAULT`."""

    def default_value(self) -> Any:
        """The default this field takes, or :data:`NO_DEFAULT` for a required one."""
        if self.default is not NO_DEFAULT:
            return self.default
        if self.factory is not NO_DEFAULT:
            return self.factory()
        return NO_DEFAULT


def is_record_type(tp: Any) -> bool:
    """A record class of the state (a dataclass or a msgspec Struct)."""
    return isinstance(tp, type) and (dataclasses.is_dataclass(tp) or issubclass(tp, msgspec.Struct))


def is_record(obj: Any) -> bool:
    """An instance of a record class."""
    return isinstance(obj, msgspec.Struct) or (
        dataclasses.is_dataclass(obj) and not isinstance(obj, type)
    )


def record_fields(cls: type) -> tuple[RecordField, ...]:
    """The fields of a record class, in declaration order (read when the codec generates a
    class's encoder or decoder, once per class)."""
    if issubclass(cls, msgspec.Struct):
        return tuple(
            RecordField(
                f.name,
                NO_DEFAULT if f.default is msgspec.NODEFAULT else f.default,
                NO_DEFAULT if f.default_factory is msgspec.NODEFAULT else f.default_factory,
            )
            for f in msgspec.structs.fields(cls)
        )
    return tuple(RecordField(f.name, f.default, f.default_factory) for f in dataclasses.fields(cls))
