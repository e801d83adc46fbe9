"""Frozen dataclasses whose methods are generated the first time the class is used.

``@dataclass`` writes the source of six methods per class (``__init__``, ``__repr__``,
``__eq__``, ``__hash__``, ``__setattr__``, ``__delattr__``) and compiles each with ``exec``:
some 0.7 ms for a content class, 50 ms for the 71 classes a content pack is made of, in every
process, before anything runs. Most processes never call those methods: a pack comes from the
parsed-pack cache (``pack_cache``), which sets the fields of each object without calling
``__init__``, and ``atoterm verify`` only reads fields.

:func:`frozen_record` is ``dataclass(frozen=True)`` with the work put off. It leaves a stub in
the class for each method and for the attributes ``dataclasses`` sets on a class
(``__dataclass_fields__``, ``__dataclass_params__``, ``__match_args__``); the first touch of
any of them (creating an instance, comparing, hashing, printing, assigning, or
``dataclasses.fields``, ``replace``, ``is_dataclass``) removes every stub and hands the class,
exactly as it was written, to ``dataclasses.dataclass``. From then on it is an ordinary
dataclass. A class that is never touched costs a few closures.

What differs before the first touch: the class's ``__dict__`` holds the stubs (so
``inspect.signature`` of the class shows the stub's ``(*args, **kwargs)``), a class without a
docstring has not yet been given its generated one, and a field declared with
``field(default_factory=...)`` reads as its ``Field`` on the class itself (instances are
unaffected). Use :func:`is_record_class` to recognise such a class without completing it.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T", bound=type)

_METHODS = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__")
_CLASS_ATTRIBUTES = ("__dataclass_fields__", "__dataclass_params__", "__match_args__")
_MISSING = object()
_LOCK = threading.RLock()
"""Completing a class changes it: one thread at a time (reentrant: a class completes its
dataclass base classes on the way)."""


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field,))
def frozen_record(cls: T) -> T:
    """``@dataclass(frozen=True)``, generated on the class's first use (module docstring)."""
    saved: dict[str, Any] = {}
    done = False

    def complete() -> None:
        nonlocal done
        with _LOCK:
            if done:
                return
            for name, value in saved.items():
                if value is _MISSING:
                    type.__delattr__(cls, name)
                else:
                    type.__setattr__(cls, name, value)
            done = True
            dataclasses.dataclass(frozen=True)(cls)

    for name in _METHODS:
        found = cls.__dict__.get(name, _MISSING)
        # A class body that defines __eq__ gets __hash__ = None from Python: dataclass
        # replaces it, so the stub stands in for it until then.
        if found is _MISSING or (name == "__hash__" and found is None):
            saved[name] = found
            type.__setattr__(cls, name, _method_stub(cls, name, complete))
    for name in _CLASS_ATTRIBUTES:
        if name not in cls.__dict__:
            saved[name] = _MISSING
            type.__setattr__(cls, name, _AttributeStub(name, complete))
    return cls


def is_record_class(cls: type) -> bool:
    """Whether ``cls`` itself is a dataclass or a :func:`frozen_record` (completed or not);
    unlike ``dataclasses.is_dataclass`` it never completes a class, and a class that merely
    inherits from one is not one."""
    return "__dataclass_fields__" in cls.__dict__


def _method_stub(cls: type, name: str, complete: Callable[[], None]) -> Callable[..., Any]:
    def stub(self: Any, *args: Any, **kwargs: Any) -> Any:
        complete()
        return getattr(cls, name)(self, *args, **kwargs)

    stub.__name__ = stub.__qualname__ = name
    return stub


class _AttributeStub:
    """A class attribute that completes its class when read, then reads as the real one."""

    def __init__(self, name: str, complete: Callable[[], None]) -> None:
        self.name = name
        self.complete = complete

    def __get__(self, instance: Any, owner: type | None = None) -> Any:
        self.complete()
        return getattr(instance if owner is None else owner, self.name)
