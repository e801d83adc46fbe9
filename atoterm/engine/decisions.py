"""The vocabulary between the engine and every front end: decisions, options, events.

The engine stops at a :class:`Decision` whenever it needs a human; a front end shows its options
and sends back one option id. An option also carries its ``value``: the plain data the
procedure that asked acts on (a cell, a Titan, a card id), set when it asked, so no procedure
reads data back out of an id. Anything the engine did on its own is an :class:`Event`, carrying
the rule id it applied and, where it chose something, why.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import msgspec

from atoterm.engine.plain import Plain


def shorten(text: str, limit: int = 60) -> str:
    """Untrusted text (a journal's or a script's) is echoed only this long."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


class IllegalAction(Exception):
    """A choice the rules do not allow. The message is shown to the player verbatim."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Option(Plain):
    """One answer to a decision."""

    id: str
    """Stable id, used by scripts, journals and bindings."""
    label: str
    """Short text for a menu."""
    explain: str = ""
    """What the engine computed about this option, in words."""
    disabled: str = ""
    """When not empty, the option is shown but cannot be chosen, for this reason."""
    value: Any = None
    """What the option means to the procedure that asked (the Titan's key, a cell as
    ``[row, col]``, an index into a list it showed): plain data only (int, str, bool, None,
    or lists and text-keyed maps of those; lists, never tuples, so that a state decoded from a
    journal equals the live one). The procedure reads this, never the id."""


class Decision(Plain):
    """What the engine waits for: ``kind`` of decision, who makes it, and the legal options."""

    kind: str
    actor: str
    prompt: str
    options: list[Option]
    context: dict[str, Any] = msgspec.field(default_factory=dict)

    def option(self, option_id: str) -> Option:
        for opt in self.options:
            if opt.id == option_id:
                return opt
        known = ", ".join(o.id for o in self.options)
        raise IllegalAction(f"{shorten(option_id)!r} is not an option here (options: {known})")

    def legal_options(self) -> list[Option]:
        return [o for o in self.options if not o.disabled]


@dataclass
class Event:
    """Something that happened, in words, with the rule that made it happen."""

    kind: str
    text: str
    rule: str = ""
    data: dict[str, Any] = field(default_factory=dict)
