"""A Theatre battle's pilots in the player's words: who flies each seat, and what a seat may
be given (a Portrait's Mnemos, a fallen Argonaut) [MNE-011, MNE-013]. No internal id reaches
these lines."""

from __future__ import annotations

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.titans.mnemos import unlocked_level
from atoterm.engine.story_state import MnemosHeld
from atoterm.session.mnestis_fallen import FallenPilot
from atoterm.session.mnestis_patterns import pattern_words
from atoterm.session.mnestis_pilots import SeatPilot


def mnemos_name(content: ContentPack, card: str) -> str:
    book = content.storybook
    found = book.mnemos.get(card) if book is not None else None
    return found.name if found is not None else "an unknown Mnemos"


def titan_name(content: ContentPack, cls: str) -> str:
    bc = content.battle
    found = bc.titans.get(cls) if bc is not None else None
    return found.name if found is not None else "a Titan"


def held_words(content: ContentPack, held: list[MnemosHeld]) -> str:
    """ "The Tide-Reader at Level 2 and The Net-Caster at Level 1"."""
    parts = [f"{mnemos_name(content, m.id)} at Level {unlocked_level(m.resolved)}" for m in held]
    return " and ".join(parts) or "no Mnemos"


def fallen_words(content: ContentPack, pilot: FallenPilot) -> str:
    """ "Ione, who died in a campaign (The Tide-Reader at Level 2)"."""
    left = "died" if pilot.died else "retired"
    return f"{pilot.label}, who {left} in a campaign ({held_words(content, pilot.sheet.mnemos)})"


def seat_line(content: ContentPack, index: int, seat: SeatPilot) -> str:
    """One seat of the Setup screen's list."""
    titan = titan_name(content, seat.titan)
    if seat.fallen is not None:
        who = fallen_words(content, seat.fallen)
    elif seat.mnemos:
        who = f"a Portrait with {held_words(content, seat.mnemos)}"
    else:
        who = "a new Argonaut with no Mnemos (fewer than two unlocked Mnemos are left)"
    mark = "" if seat.chosen else " (default)"
    line = f"Seat {index + 1}, the {titan}: {who}{mark}"
    if seat.patterns:  # [MNE-013]
        line += "; Patterns: " + ", ".join(pattern_words(content, p) for p in seat.patterns)
    return line


def pilots_summary(content: ContentPack, seats: list[SeatPilot]) -> list[str]:
    """The pilots as the battle's first notes tell them."""
    return [seat_line(content, i, s).replace(" (default)", "") for i, s in enumerate(seats)]
