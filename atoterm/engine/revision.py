"""Rules revisions: which rule text a state plays by (docs/journal-format.md, *Rules revision 4*).

A journal is verified by replaying it to the digests it recorded, and every digest covers the
pending decision with all its options. So a fix that changes what a decision offers (or what
a default holds) would break every journal that reached that place. Such a fix applies to new
games only: it belongs to a rules revision, and a state's revision is its layout
(``GameState.layout``, ``engine/upgrade.py``), set from the journal's format when the game
begins and kept for the game's whole life. A journal of formats 1 to 3 keeps the rules it was
played with; a format 4 journal plays by revision 4.

Each revised rule asks one function here, named after what it does, so the rule's code reads
as the rule and the revision history is in one place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from atoterm.engine.state import GameState

REVISION_4 = 4
"""Journal format 4 (layout 4): terrain placement offers only legal cells; the default
loadout of a campaign battle stays within each Titan's sheet."""


def offers_only_legal_cells(state: GameState) -> bool:
    """A Terrain tile's placement offers only the cells it may go on [TER-005, TER-006,
    TER-010] (revision 4). Earlier revisions offered every cell in front of and adjacent to the
    Primordial, and a cell holding Indestructible Terrain was accepted and then ignored; their
    journals recorded those options in their digests, so they keep them."""
    return state.layout >= REVISION_4


def default_loadout_within_sheet(state: GameState) -> bool:
    """A campaign battle's default loadout gives each Titan at most what its own sheet holds
    (its slots, and attachments on the sheet only) and no second copy of a card it already
    holds [BAT-SETUP-015..BAT-SETUP-017] (revision 4). Earlier revisions piled the rest of the
    Armory on whoever had room, attachments hosted on other cards and copies included; their
    journals recorded that default (in the Setup decision and the battle's state)."""
    return state.layout >= REVISION_4
