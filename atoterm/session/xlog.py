"""One line of ``key=value:key=value`` fields: the xlogfile of NetHack and DCSS.

Writing (:func:`format_line`): keys are lower-case words (``[a-z_]+``); in a value, a ``:`` is
doubled (``::``, as DCSS writes it), control characters (line breaks included) and the
characters that reorder or hide text (``safe_text``'s list) become a space, so a value can
never end the line or the field. A ``=`` in a value needs nothing: a field's key ends at its
first ``=`` and no key holds one.

Reading (:func:`parse_line`): the file is the player's to edit, so a line that is not such
fields (a field without ``=``, a key that is not a word, a key twice) is refused with a
reason (:class:`XlogError`), never guessed at.
"""

from __future__ import annotations

import re

from atoterm.safe_text import is_safe

_KEY = re.compile(r"[a-z_][a-z0-9_]*\Z")
_PLACEHOLDER = "\x00"
"""Stands for an escaped ``::`` while a line is split (a line read never keeps a NUL)."""


class XlogError(ValueError):
    """A line that is not ``key=value`` fields."""


def clean_value(value: object) -> str:
    """A value as written: one line, no control or hidden characters, ``:`` doubled."""
    text = "".join(char if char.isprintable() and is_safe(char) else " " for char in str(value))
    return text.replace(":", "::")


def format_line(fields: dict[str, object]) -> str:
    """The fields as one line (no line break at its end), in the order given."""
    parts = []
    for key, value in fields.items():
        if not _KEY.match(key):
            raise ValueError(f"not an xlogfile key: {key!r}")
        parts.append(f"{key}={clean_value(value)}")
    return ":".join(parts)


def parse_line(line: str) -> dict[str, str]:
    """The fields of one line; :class:`XlogError` when it is not ``key=value`` fields."""
    text = line.rstrip("\r\n")
    if _PLACEHOLDER in text:
        raise XlogError("a NUL character")
    fields: dict[str, str] = {}
    for part in text.replace("::", _PLACEHOLDER).split(":"):
        key, sep, value = part.partition("=")
        if not sep:
            raise XlogError(f"a field without '=' ({part[:20].replace(_PLACEHOLDER, ':')!r})")
        if not _KEY.match(key):
            raise XlogError(f"{key[:20]!r} is not a field name")
        if key in fields:
            raise XlogError(f"the field {key!r} twice")
        fields[key] = value.replace(_PLACEHOLDER, ":")
    return fields
