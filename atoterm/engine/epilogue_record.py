"""The epilogue record (docs/epilogue.md): what a won Cycle leaves to the next one, and its
plain form, read back checked field by field.

The plain form is what the epilogue file holds and what the next Cycle's journal header keeps
[ADV-012, ADV-031, ADV-037, VOY-038]; both are untrusted when read, so every field is checked
here and a bad one is refused in the player's words (``EpilogueError``). Making a record from a
final state and laying it into a new campaign is ``engine/epilogue.py``'s.

The records are frozen ``msgspec.Struct``s, not dataclasses: msgspec makes their methods in C
when the classes are created, where ``dataclasses`` compiles six methods of each from text at
every start of the program (docs/architecture.md, "Speed, stop 34 (imports)"); a changed copy
is ``msgspec.structs.replace``.
"""

from __future__ import annotations

import re
from typing import Any

import msgspec

FORMAT = "atoterm-epilogue"
VERSION = 1
"""The version this code writes and reads; another version is refused with its number."""
MAX_CYCLE = 99
MAX_BOX = 1_000_000
MAX_ITEMS = 10_000
MAX_ENTRY = 999
_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:'+-]{0,199}")
_HASH = re.compile(r"[0-9a-f]{16}")
KEYS = ("format", "version", "cycle", "pack", "content_hash", "seed", "choice_matrix", "gear")
INWARD_KEYS = ("knowledge", "read", "passed_by", "lost", "progress_lost")
ADVERSARY_KEYS = ("primordial", "defeated")
OPTIONAL_KEYS = ("adversary",)
"""Fields an older epilogue file lacks: absent, the record reads as it always did."""


class EpilogueError(ValueError):
    """An epilogue that cannot be made, read or carried: the message is the player's."""


class CarriedGear(msgspec.Struct, frozen=True):
    """Copies of one Gear card that count as a card of ``cycle`` [ADV-037]."""

    id: str
    cycle: int
    copies: int


class InwardEnd(msgspec.Struct, frozen=True):
    """The Inward Odyssey card when its Cycle ended [ADV-030, ADV-031, ADV-033]."""

    knowledge: int
    read: tuple[int, ...]
    passed_by: tuple[int, ...]
    lost: tuple[int, ...]
    progress_lost: int


class AdversaryEnd(msgspec.Struct, frozen=True):
    """The Adversary when its Cycle ended: the Primordial on the Adversary Track and whether
    the story defeated it for good [VOY-038]."""

    primordial: str
    defeated: bool


class Epilogue(msgspec.Struct, frozen=True):
    """What a won Cycle leaves to the next one (docs/epilogue.md)."""

    cycle: int
    """The Cycle that ended (won)."""
    pack: str
    """Its pack's id: the next Cycle's pack names it in ``[cycle] follows``."""
    content_hash: str
    seed: int
    marked: tuple[int, ...]
    crossed_out: tuple[int, ...]
    gear: tuple[CarriedGear, ...]
    inward: InwardEnd
    adversary: AdversaryEnd | None = None
    """None when no Adversary was ever introduced (and in a file written before the field)."""

    def to_plain(self) -> dict[str, Any]:
        """The file's and the journal header's form (sorted, canonical). ``adversary`` is
        written only when there is one, so an older record's form is unchanged."""
        plain = {
            "format": FORMAT,
            "version": VERSION,
            "cycle": self.cycle,
            "pack": self.pack,
            "content_hash": self.content_hash,
            "seed": self.seed,
            "choice_matrix": {"marked": list(self.marked), "crossed_out": list(self.crossed_out)},
            "gear": [{"id": g.id, "cycle": g.cycle, "copies": g.copies} for g in self.gear],
            "inward_odyssey": {
                "knowledge": self.inward.knowledge,
                "read": list(self.inward.read),
                "passed_by": list(self.inward.passed_by),
                "lost": list(self.inward.lost),
                "progress_lost": self.inward.progress_lost,
            },
        }
        if self.adversary is not None:
            plain["adversary"] = {
                "primordial": self.adversary.primordial,
                "defeated": self.adversary.defeated,
            }
        return plain

    @classmethod
    def from_plain(cls, data: Any) -> Epilogue:
        """A record read from a file or a journal header (untrusted): every field checked."""
        return _parse(data)


# ------------------------------------------------------------------------------ validation
def _parse(data: Any) -> Epilogue:
    if type(data) is not dict or data.get("format") != FORMAT:
        raise EpilogueError("this is not an atoterm epilogue (no 'format' = 'atoterm-epilogue')")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise EpilogueError(
            f"epilogue version {_shown(version)} is not supported (this atoterm reads version "
            f"{VERSION})"
        )
    table = _table(data, "the epilogue", (*KEYS, "inward_odyssey"), OPTIONAL_KEYS)
    cycle = _int(table, "cycle", 1, MAX_CYCLE)
    pack = _ident(table.get("pack"), "pack")
    content_hash = table.get("content_hash")
    if type(content_hash) is not str or not _HASH.fullmatch(content_hash):
        raise EpilogueError("'content_hash' must be 16 hexadecimal digits")
    seed = _int(table, "seed", 0, 2**64 - 1)
    matrix = _table(table.get("choice_matrix"), "'choice_matrix'", ("marked", "crossed_out"))
    marked = _ints(matrix, "marked", 0, MAX_BOX)
    crossed = _ints(matrix, "crossed_out", 0, MAX_BOX)
    if not set(crossed) <= set(marked):
        raise EpilogueError("'crossed_out' names a Choice Matrix box that is not marked")
    gear = _gear(table.get("gear"), cycle)
    inward = _table(table.get("inward_odyssey"), "'inward_odyssey'", INWARD_KEYS)
    return Epilogue(
        cycle=cycle,
        pack=pack,
        content_hash=content_hash,
        seed=seed,
        marked=marked,
        crossed_out=crossed,
        gear=gear,
        inward=InwardEnd(
            knowledge=_int(inward, "knowledge", 0, MAX_ENTRY),
            read=_ints(inward, "read", 1, MAX_ENTRY),
            passed_by=_ints(inward, "passed_by", 1, MAX_ENTRY),
            lost=_ints(inward, "lost", 1, MAX_ENTRY),
            progress_lost=_int(inward, "progress_lost", 0, MAX_ENTRY),
        ),
        adversary=_adversary(table["adversary"]) if "adversary" in table else None,
    )


def _adversary(value: Any) -> AdversaryEnd:
    """The optional ``adversary`` table (absent: a file written before the field, or a
    Cycle whose story never introduced one)."""
    entry = _table(value, "'adversary'", ADVERSARY_KEYS)
    defeated = entry.get("defeated")
    if type(defeated) is not bool:
        raise EpilogueError("'defeated' must be true or false")
    return AdversaryEnd(_ident(entry.get("primordial"), "primordial"), defeated)


def _table(
    value: Any, what: str, keys: tuple[str, ...], optional: tuple[str, ...] = ()
) -> dict[str, Any]:
    if type(value) is not dict or not all(type(k) is str for k in value):
        raise EpilogueError(f"{what} must be a table of named fields")
    unknown = sorted(set(value) - set(keys) - set(optional))
    if unknown:
        raise EpilogueError(f"{what} has an unknown field {_shown(unknown[0])}")
    missing = [k for k in keys if k not in value]
    if missing:
        raise EpilogueError(f"{what} has no field {missing[0]!r}")
    return value


def _int(table: dict[str, Any], key: str, low: int, high: int) -> int:
    value = table.get(key)
    if type(value) is not int or not low <= value <= high:
        raise EpilogueError(f"{key!r} must be a whole number from {low} to {high}")
    return value


def _ints(table: dict[str, Any], key: str, low: int, high: int) -> tuple[int, ...]:
    values = table.get(key)
    if (
        type(values) is not list
        or len(values) > MAX_ITEMS
        or not all(type(v) is int and low <= v <= high for v in values)
    ):
        raise EpilogueError(f"{key!r} must be a list of whole numbers from {low} to {high}")
    if len(set(values)) != len(values):
        raise EpilogueError(f"{key!r} names a number twice")
    return tuple(sorted(values))


def _ident(value: Any, key: str) -> str:
    if type(value) is not str or not _ID.fullmatch(value):
        raise EpilogueError(
            f"{key!r} must be an id (letters, digits, '-', '_'), not {_shown(value)}"
        )
    return value


def _gear(value: Any, cycle: int) -> tuple[CarriedGear, ...]:
    if type(value) is not list or len(value) > MAX_ITEMS:
        raise EpilogueError("'gear' must be a list of Gear cards")
    cards = []
    for item in value:
        entry = _table(item, "a Gear entry", ("id", "cycle", "copies"))
        cards.append(
            CarriedGear(
                _ident(entry.get("id"), "id"),
                _int(entry, "cycle", 1, cycle),
                _int(entry, "copies", 1, MAX_ITEMS),
            )
        )
    keys = [(g.cycle, g.id) for g in cards]
    if len(set(keys)) != len(keys):
        raise EpilogueError("'gear' names one card of one Cycle twice")
    return tuple(sorted(cards, key=lambda g: (g.cycle, g.id)))


def _shown(value: Any) -> str:
    """A value from the file, short (the CLI escapes control characters when it prints)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
