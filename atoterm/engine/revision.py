"""Rules revisions: which rule text a state plays by (docs/journal-format.md, *Rules revision 4*,
*Rules revision 5* and *Rules revision 6*).

A journal is verified by replaying it to the digests it recorded, and every digest covers the
pending decision with all its options and the whole board. So a fix that changes what a
decision offers, what a default holds or how a rule turns out would break every journal that
reached that place. Such a fix applies to new
games only: it belongs to a rules revision, and a state's revision is its layout
(``GameState.layout``, ``engine/upgrade.py``), set from the journal's format when the game
begins and kept for the game's whole life. A journal of formats 1 to 3 keeps the rules it was
played with; a format 4 journal plays by revision 4, a format 5 journal by revision 5.

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
REVISION_5 = 5
"""Journal format 5 (layout 5): a Primordial move broken off by a Chain Break still knocks the
Titans out from under it; Gear won in a campaign battle joins the Armory only (no ``gear:<id>``
line in the Cargo Hold)."""
REVISION_6 = 6
"""Journal format 6 (layout 6): a Titan holding a Fatigue token gains no other; a Mnemos card
discarded as a cost is face down for the rest of the Battle; a Possession card worn in a
campaign battle is bound to its Titan or Argonaut; the Casualties step's hooks run."""


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


def broken_off_move_clears_titans(state: GameState) -> bool:
    """A Primordial move that stops early still ends as a move does: a Titan its footprint came
    to cover suffers Unavoidable Knockback out from under it [BAT-PRIM-061, BAT-PRIM-075]
    (revision 5). The case: an "All Titans in path" Attack enters a Titan's space after
    attacking it, then a Chain Break against the next Titan in its path ends the Attack and the
    move [BAT-PRIM-073, BAT-PRIM-074, BAT-PRIM-117, BAT-PRIM-118]. Earlier revisions returned
    without the end of the move, leaving that Titan inside the footprint; their journals
    recorded the Titan there (and every decision after it), so they keep it."""
    return state.layout >= REVISION_5


def battle_gear_joins_the_armory_only(state: GameState) -> bool:
    """Gear gained in a campaign battle (a critical BP card's ``gain_gear``) joins the Argo
    Armory once, and nothing of it goes to the Cargo Hold [GEN-036, BAT-MISC-001]; with no
    living Titan responsible to offer it to, it goes straight to the Armory (revision 5).
    Earlier revisions also put a ``gear:<id>`` resource line into the Cargo Hold beside the
    Armory's card (and, with nobody to offer it to, only that line); their journals recorded
    that Cargo Hold, so they keep it."""
    return state.layout >= REVISION_5


def fatigue_token_kept(state: GameState) -> bool:
    """A Titan that holds a Fatigue token gains no other: the first stays [BAT-MISC-096]
    (revision 6). Earlier revisions let a second token replace the first (Winded, then Leaden
    Arms, left a combat token); their journals recorded that, so they keep it."""
    return state.layout >= REVISION_6


def discard_cost_turns_mnemos_down(state: GameState) -> bool:
    """A Mnemos ability whose cost is "Discard" flips the card face down for the rest of the
    Battle [BAT-MISC-094] (revision 6). Earlier revisions paid that cost with nothing, leaving
    the card usable; their journals recorded its later options, so they keep them."""
    return state.layout >= REVISION_6


def possession_binds(state: GameState) -> bool:
    """A Possession card worn in a campaign battle is bound to its Titan or Argonaut for every
    later battle [KEY-036, KEY-037] (revision 6). Earlier revisions bound nothing, so the next
    battles' default loadouts and Setup options their journals recorded stay as they were."""
    return state.layout >= REVISION_6


def aftermath_hooks_run(state: GameState) -> bool:
    """The rules that hook into the Casualties step run there [CYC1-018, CYC1-015, VOY-037,
    BAT-MISC-072] (revision 6): every Despair token is discarded, an Argonaut's held from
    outside the Battle too, and an Awakening still on ends. Earlier revisions ran them through
    ``run_hooks``, which stops once the Battle has a result, as it always has there, so they
    never ran; their journals recorded that, so they keep it."""
    return state.layout >= REVISION_6
