"""The small checks every part of the state validator is made of.

Each raises :class:`StateError` with the path of the value and one reason; the path is only
formatted on failure, so a valid state (the common case, on the undo path) costs little more
than the comparisons themselves. Values taken from the file are shown with ``repr`` (which
escapes control characters) and shortened: an error message never carries a file's escape
sequences to the terminal.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping, Sequence, Sized
from typing import Any, NoReturn

from atoterm.engine.codec import DecodeError

TEXT_MAX = 10_000
"""Longest free text (prompts, explanations, notes) the state holds; the longest real one is
a few hundred characters."""
ID_MAX = 200
"""Longest identifier-like text (card, option, ability ids; stream names)."""
LIST_MAX = 10_000
"""Longest list of anything; the real ones hold at most a few hundred items."""
COUNT_MAX = 1_000_000
"""Largest counter without a rule bound (resources, tokens, uids)."""

ID_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:|'+-]*")
"""What an identifier looks like: no spaces, no control characters."""


class StateError(DecodeError):
    """A decoded state breaks a rule the engine relies on (a value out of range, an unknown
    id, an index past a list). The message is ``path: reason``."""


def shown(value: Any, limit: int = 40) -> str:
    """A value from the file as it may be printed: escaped and short."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def fail(path: str, reason: str) -> NoReturn:
    raise StateError(f"{path}: {reason}")


def in_range(path: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        fail(path, f"{value} is out of range ({low} to {high})")


def ints_in(path: str, values: Sequence[int], low: int, high: int) -> None:
    if len(values) > LIST_MAX:
        length(path, values, LIST_MAX)
    for index, value in enumerate(values):
        if not low <= value <= high:
            fail(f"{path}[{index}]", f"{value} is out of range ({low} to {high})")


def one_of(path: str, value: Any, allowed: Collection[Any], what: str) -> None:
    if value not in allowed:
        fail(path, f"unknown {what} {shown(value)}")


def each_of(path: str, values: Sequence[Any], allowed: Collection[Any], what: str) -> None:
    if len(values) > LIST_MAX:
        length(path, values, LIST_MAX)
    for index, value in enumerate(values):
        if value not in allowed:
            fail(f"{path}[{index}]", f"unknown {what} {shown(value)}")


def length(path: str, values: Sized, high: int, low: int = 0) -> None:
    if not low <= len(values) <= high:
        if low == high:
            fail(path, f"holds {len(values)} items, not {low}")
        fail(path, f"holds {len(values)} items ({low} to {high} allowed)")


def unique(path: str, values: Sequence[Any], what: str = "item") -> None:
    if len(set(values)) != len(values):
        seen: set[Any] = set()
        for index, value in enumerate(values):
            if value in seen:
                fail(f"{path}[{index}]", f"{what} {shown(value)} is listed twice")
            seen.add(value)


def text(path: str, value: str, high: int = TEXT_MAX) -> None:
    if len(value) > high:
        fail(path, f"text of {len(value)} characters ({high} at most)")


def texts(path: str, values: Sequence[str], high: int = TEXT_MAX) -> None:
    if len(values) > LIST_MAX:
        length(path, values, LIST_MAX)
    for index, value in enumerate(values):
        if len(value) > high:
            fail(f"{path}[{index}]", f"text of {len(value)} characters ({high} at most)")


def ident(path: str, value: str, empty: bool = False) -> None:
    """An identifier-shaped text (``empty``: "" is allowed too)."""
    if value == "" and empty:
        return
    if len(value) > ID_MAX or ID_RE.fullmatch(value) is None:
        fail(path, f"{shown(value)} is not an identifier")


def idents(path: str, values: Sequence[str]) -> None:
    if len(values) > LIST_MAX:
        length(path, values, LIST_MAX)
    for index, value in enumerate(values):
        if len(value) > ID_MAX or ID_RE.fullmatch(value) is None:
            fail(f"{path}[{index}]", f"{shown(value)} is not an identifier")


def int_map(
    path: str,
    values: Mapping[str, int],
    low: int,
    high: int,
    keys: Collection[str] | None = None,
    what: str = "key",
) -> None:
    """A text-keyed map of counters: keys identifiers (or among ``keys``), values in range."""
    if len(values) > LIST_MAX:
        length(path, values, LIST_MAX)
    for key, value in values.items():
        if keys is not None:
            if key not in keys:
                fail(path, f"unknown {what} {shown(key)}")
        elif len(key) > ID_MAX or ID_RE.fullmatch(key) is None:
            fail(path, f"{shown(key)} is not an identifier")
        if not low <= value <= high:
            fail(f"{path}.{key}", f"{value} is out of range ({low} to {high})")


def number_after(path: str, value: str, prefix: str, high: int) -> int:
    """``value`` is ``prefix`` followed by a decimal 0..high (ASCII digits only); returns it."""
    digits = value[len(prefix) :]
    if not value.startswith(prefix) or not digits.isascii() or not digits.isdigit():
        fail(path, f"{shown(value)} is not {prefix}<number>")
    if len(digits) > 9 or int(digits) > high:
        fail(path, f"{shown(value)}: {digits[:12]} is out of range (0 to {high})")
    return int(digits)


def is_number(text_value: str) -> bool:
    """A short ASCII decimal (``int()`` accepts more: signs, spaces, other digits)."""
    return text_value.isascii() and text_value.isdigit() and len(text_value) <= 9


def all_in(values: Iterable[Any], allowed: Collection[Any]) -> bool:
    return all(v in allowed for v in values)
