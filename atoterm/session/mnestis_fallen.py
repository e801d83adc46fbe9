"""A deceased or retired Argonaut as a Theatre pilot [MNE-011] (docs/mnestis.md, Portraits).

A campaign keeps the sheets of the Argonauts who died or retired (``GameState.fallen_sheets``);
live play copies them into the profile's Theatre record (``mnestis_record.record_fallen``),
from every campaign, won or lost. A Theatre battle may seat one of them as a Titan's pilot
instead of a Portrait: the sheet comes as it was kept (its Skills, Mnemos with their nodes and
Breakthroughs, Fated Mnemos, boons and afflictions), alive for the simulation, with no
Danger, Fate, Rage or Despair, and no Conditions (docs/rulings.md). Its Mnemos count as
unlocked (``fallen_mnemos``); a Mnemos card is one card, so no Portrait of the same battle
takes one a fallen pilot holds.

The player names a pilot by the Argonaut's name; two fallen Argonauts of one name (campaigns
reuse names) are told apart by a number, "Ione (2)", in the order the profile recorded them.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from atoterm.content.schema import ContentPack
from atoterm.engine.codec import from_plain
from atoterm.engine.state import SKILLS, TRISKELION, Argonaut
from atoterm.engine.validate.campaign import SKILL_RANGE
from atoterm.engine.validate.story import MNEMOS_NODES
from atoterm.session.game import SessionError
from atoterm.session.mnestis_gear import fielded_seat
from atoterm.store.theatre_record import TheatreRecord


@dataclass(frozen=True)
class FallenPilot:
    """A dead or retired Argonaut the profile keeps, as a Theatre pilot."""

    label: str
    """The name a player picks it by (a repeated name numbered: "Ione (2)")."""
    sheet: Argonaut

    @property
    def died(self) -> bool:
        return not self.sheet.alive

    @property
    def mnemos(self) -> list[str]:
        return [m.id for m in self.sheet.mnemos]


def fallen_pilots(content: ContentPack, theatre: TheatreRecord) -> list[FallenPilot]:
    """Every fallen Argonaut the profile keeps whose sheet this pack can field, in the order
    recorded; a sheet that does not decode, or names a card the pack lacks, is left out (the
    profile is a file on the player's disk; ``theatre_state`` checks the battle's whole start
    state again before it is played)."""
    sheets = [s for s in (_decoded(content, e.get("sheet")) for e in theatre.fallen) if s]
    seen: dict[str, int] = {}
    pilots = []
    for sheet in sheets:
        seen[sheet.name] = seen.get(sheet.name, 0) + 1
        label = sheet.name if seen[sheet.name] == 1 else f"{sheet.name} ({seen[sheet.name]})"
        pilots.append(FallenPilot(label, sheet))
    return pilots


def _decoded(content: ContentPack, plain: object) -> Argonaut | None:
    try:
        sheet = from_plain(Argonaut, plain, "fallen")
    except (TypeError, ValueError, KeyError):
        return None
    book = content.storybook
    mnemos = book.mnemos if book is not None else {}
    fated = book.fated_mnemos if book is not None else {}
    low, high = SKILL_RANGE
    usable = (
        sheet.name.strip()
        and len(sheet.name) <= 60
        and sorted(sheet.skills) == sorted(SKILLS)
        and all(low <= v <= high for v in sheet.skills.values())
        and len(sheet.mnemos) <= 2
        and len(sheet.fated) <= 2
        and all(m.id in mnemos for m in sheet.mnemos)
        and all(
            0 <= m.nodes <= MNEMOS_NODES and 0 <= m.resolved <= len(mnemos[m.id].breakthroughs)
            for m in sheet.mnemos
        )
        and all(f.id in fated and 0 <= f.nodes <= MNEMOS_NODES for f in sheet.fated)
        and all(g in fated for g in sheet.growth)
    )
    return sheet if usable else None


def fallen_mnemos(content: ContentPack, theatre: TheatreRecord) -> list[str]:
    """The Mnemos on the fallen Argonauts' sheets: unlocked, as cards assigned to the
    campaigns' Argonauts [MNE-011, MNE-013]."""
    return list(dict.fromkeys(m for p in fallen_pilots(content, theatre) for m in p.mnemos))


def find_fallen(pilots: list[FallenPilot], words: str) -> FallenPilot:
    """The fallen Argonaut a player names ("Ione", "Ione (2)")."""
    wanted = " ".join(words.split()).lower()
    for pilot in pilots:
        if wanted == pilot.label.lower():
            return pilot
    if not pilots:
        raise SessionError(
            f"no fallen Argonaut called {words.strip()!r}: the profile keeps none yet (a "
            "campaign's dead or retired Argonauts are kept when they leave)"
        )
    names = ", ".join(p.label for p in pilots)
    raise SessionError(f"no fallen Argonaut called {words.strip()!r} (kept: {names})")


def pilot_sheet(pilot: FallenPilot) -> Argonaut:
    """The sheet a fallen pilot flies with: as kept, alive for the simulation, its Triskelion
    at 0 and no Despair or Conditions (a campaign's wounds stay with the campaign)."""
    sheet = copy.deepcopy(pilot.sheet)
    sheet.name = pilot.label
    sheet.alive, sheet.retired = True, False
    for stat in TRISKELION:
        setattr(sheet, stat, 0)
    sheet.despair = 0
    sheet.conditions = []
    return sheet


def theatre_fallen(
    content: ContentPack,
    theatre: TheatreRecord,
    classes: list[str],
    wanted: list[tuple[str, str]] | None,
) -> list[FallenPilot | None]:
    """Each seat's fallen pilot: those ``wanted`` names ((Titan words or seat, Argonaut)),
    None for the others; SessionError for an unknown Argonaut, or one named twice
    [MNE-011]."""
    pilots = fallen_pilots(content, theatre)
    seats: list[FallenPilot | None] = [None] * len(classes)
    given: list[list[str] | None] = [None] * len(classes)
    for words, name in wanted or []:
        seat = fielded_seat(content, classes, given, words, "--argonaut")
        pilot = find_fallen(pilots, name)
        if any(p is not None and p.label == pilot.label for p in seats):
            raise SessionError(f"{pilot.label} can pilot only one Titan")
        seats[seat], given[seat] = pilot, []
    return seats
