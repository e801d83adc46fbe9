"""``pack.toml``'s optional ``[cycle]`` table: which Cycle a pack is, and which one it follows.

The Cycles of a playthrough are played one after another [CAMP-005]; what the last one leaves
(the Choice Matrix, the Armory's Gear, the Inward Odyssey's end: an *epilogue*,
``engine/epilogue.py``) is read by the next Cycle's pack when a campaign starts from it. A pack
without the table is Cycle I and reads no epilogue, so every archived content edition still
loads unchanged (docs/epilogue.md).

    [cycle]
    number = 2                          # this pack's Cycle
    follows = "atoterm-cycle1"          # the pack id whose epilogue it reads
    earlier_gear = { "kelp-mail" = 1 }  # Gear it defines that belongs to an earlier Cycle
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from atoterm.content.lazy_record import frozen_record

if TYPE_CHECKING:
    from atoterm.content.reader import TomlFile

CYCLE_KEYS = ("number", "follows", "earlier_gear")
MAX_CYCLE = 99
"""A bound for untrusted numbers; the board game has three Cycles."""


@frozen_record
class CycleOrder:
    """Where a pack stands among the Cycles of a playthrough."""

    number: int = 1
    follows: str = ""
    """The pack id of the Cycle before this one, whose epilogue a campaign may start from;
    empty for a first Cycle (it reads none)."""
    earlier_gear: dict[str, int] | None = None
    """Gear ids this pack defines that belong to an earlier Cycle, with that Cycle: such a card
    keeps its Cycle when gained, except as a Mnemos Breakthrough reward [ADV-037]."""

    def gear_cycle(self, gear: str) -> int:
        """The Cycle a Gear card of this pack belongs to."""
        return (self.earlier_gear or {}).get(gear, self.number)


def read_cycle(f: TomlFile) -> CycleOrder:
    """The ``[cycle]`` table (absent: Cycle I, following none)."""
    raw = f.data.get("cycle")
    if raw is None:
        return CycleOrder()
    where = f.lines.table("cycle")
    if not isinstance(raw, dict):
        f.problem(1, "[cycle] must be a table")
        return CycleOrder()
    f.check_keys(raw, where, CYCLE_KEYS, "[cycle]")
    number = f.get(raw, where, "number", int)
    follows = f.get(raw, where, "follows", str, default="")
    if not 1 <= number <= MAX_CYCLE:
        f.problem(f.lines.key(where, "number"), f"number must be from 1 to {MAX_CYCLE}")
        number = 1
    if number == 1 and follows:
        f.problem(f.lines.key(where, "follows"), "Cycle 1 follows no other Cycle")
    if number > 1 and not follows:
        f.problem(f.lines.key(where, "number"), "a later Cycle names the pack it follows")
    earlier = _earlier_gear(f, raw, where, number)
    return CycleOrder(number, follows, earlier or None)


def _earlier_gear(f: TomlFile, raw: dict[str, Any], where: Any, number: int) -> dict[str, int]:
    table = raw.get("earlier_gear", {})
    line = f.lines.key(where, "earlier_gear")
    if not isinstance(table, dict):
        f.problem(line, "earlier_gear must map Gear ids to Cycle numbers")
        return {}
    found: dict[str, int] = {}
    for gear, cycle in sorted(table.items()):
        if isinstance(cycle, bool) or not isinstance(cycle, int) or not 1 <= cycle < number:
            f.problem(line, f"earlier_gear: {gear!r} must name a Cycle from 1 to {number - 1}")
            continue
        found[gear] = cycle
    return found
