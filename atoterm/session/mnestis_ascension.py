"""Ascending Gear with the Mnestis Theatre's materials [MNE-013, MNE-015, MNE-016].

The player spends the ascending materials the profile holds on a Gear card the Theatre has
unlocked. A non-Unique card costs 1-4 of its Cycle's ascending material (Labyrinthized Tears
for a Cycle I card), by the Production Technology that crafts it (``[[ascension]]`` in
``mnestis.toml``); a Unique card costs one Ascended Core of its Cycle instead. A card climbs
one Cycle at a time, and gains the material's trait (Labyrinthized for Cycle II).

Ascension is by Gear card, not by copy: the profile's Theatre record keeps, per card, the
Cycle it is ascended to (``TheatreRecord.ascended``), as the Tree of Knowledge and the
materials are kept, across playthroughs. A Theatre battle fields every copy of an ascended
card with its trait (``theatre_ascended``); a campaign of this Cycle never reads it (the trait
lifts the ascendancy rules of the next Cycle, which atoterm's one Cycle has none of).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from atoterm.content.mnestis_schema import AscendingMaterial, MnestisContent
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.titans import loadout
from atoterm.session.game import SessionError
from atoterm.session.mnestis_record import theatre_locked_reason
from atoterm.session.profile_sync import ProfileSync
from atoterm.store.profile import Profile, ProfileError
from atoterm.store.profile_update import update_profile
from atoterm.store.theatre_record import TheatreRecord

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
"""Cycle numbers as the rulebook writes them."""


@dataclass(frozen=True)
class AscensionOffer:
    """What ascending one Gear card would take, and why it cannot be done now ("" when it
    can). Ids for the session; ``name``, ``price`` and ``why`` are the player's words."""

    gear: str
    name: str
    material: str
    """The material (or Ascended Core) spent; "" when none of the Theatre's ascends it."""
    count: int
    to_cycle: int
    trait: str
    price: str
    why: str = ""

    @property
    def possible(self) -> bool:
        return not self.why


def production_technology(content: ContentPack, gear: str) -> str:
    """The Production Technology whose recipe crafts ``gear`` ("" for none: Fists, Godform
    weapons)."""
    for tech in content.cycle.technologies.values():
        if tech.facility == "production" and any(r.gear == gear for r in tech.recipes):
            return tech.id
    return ""


def unlocked_gear(content: ContentPack, theatre: TheatreRecord) -> list[str]:
    """The Gear cards the Theatre has unlocked [MNE-013]: those of the Cycle's starting Armory,
    the Guaranteed Loot won, those reforged in Theatre battles [MNE-018], and those a
    Production Technology of a won campaign can craft (resources aside; a Gear card its recipe
    consumes must be unlocked too)."""
    bc = content.battle
    if bc is None:
        return []
    have: set[str] = {g for g in content.cycle.start.armory if g in bc.gear}
    have |= {g for g in theatre.loot if g in bc.gear}
    have |= {g for g in theatre.reforged if g in bc.gear}  # reforged in the Theatre [MNE-018]
    recipes = [
        r
        for t in theatre.technologies
        if t in content.cycle.technologies
        for r in content.cycle.technologies[t].recipes
        if r.gear in bc.gear
    ]
    grew = True
    while grew:  # a recipe may consume a card another recipe makes
        grew = False
        for recipe in recipes:
            if recipe.gear not in have and all(g in have for g in recipe.gear_cost):
                have.add(recipe.gear)
                grew = True
    return [g for g in bc.gear if g in have]


def gear_cycle(mnestis: MnestisContent, theatre: TheatreRecord, gear: str) -> int:
    """The Cycle a Gear card of this pack is at: the pack's, or the one it was ascended to."""
    return theatre.ascended.get(gear, mnestis.cycle)


def _material_for(mnestis: MnestisContent, cycle: int, core: bool) -> AscendingMaterial | None:
    """The material (or Ascended Core) that ascends a card of ``cycle`` to the next one: one
    Cycle at a time [MNE-015]."""
    for material in mnestis.materials.values():
        if material.ascends == cycle and material.core == core:
            return material
    return None


def offer(content: ContentPack, theatre: TheatreRecord, gear: str) -> AscensionOffer:
    """What ascending ``gear`` would take now [MNE-015, MNE-016]."""
    mnestis = content.mnestis
    if mnestis is None or not theatre.unlocked:
        raise SessionError(theatre_locked_reason(mnestis))
    bc = content.battle
    card = bc.gear.get(gear) if bc is not None else None
    if card is None:
        raise SessionError(f"no Gear card {gear!r}")
    cycle = gear_cycle(mnestis, theatre, gear)
    is_unique = loadout.unique(card)
    material = _material_for(mnestis, cycle, is_unique)
    tech = production_technology(content, gear)
    count = 1 if is_unique else mnestis.ascension_costs.get(tech, 0)
    base = AscensionOffer(
        gear,
        card.name,
        material.id if material is not None else "",
        count,
        cycle + 1,
        material.trait if material is not None else "",
        f"{count} {material.name}" if material is not None else "",
    )
    why = ""
    if not tech:
        why = "no Production Technology crafts it, so it has no ascending cost"
    elif gear not in unlocked_gear(content, theatre):
        why = (
            "it is not unlocked (not in the starting Armory, the Guaranteed Loot or the Gear "
            "reforged in the Theatre, and "
            "no won campaign's Technology crafts it)"
        )
    elif material is None and gear in theatre.ascended:
        why = f"already ascended to Cycle {ROMAN.get(cycle, cycle)}"
    elif material is None:
        kind = "Ascended Core" if is_unique else "ascending material"
        why = f"no {kind} of this Theatre ascends a Cycle {ROMAN.get(cycle, cycle)} card"
    elif not count:
        why = "its Production Technology has no ascending cost"
    else:
        held = theatre.materials.get(material.id, 0)
        if held < count:
            why = f"too few materials: it takes {base.price}, and you hold {held}"
    return replace(base, why=why)


def offers(content: ContentPack, theatre: TheatreRecord) -> list[AscensionOffer]:
    """Every unlocked Gear card a Production Technology crafts, in the pack's order."""
    return [
        offer(content, theatre, g)
        for g in unlocked_gear(content, theatre)
        if production_technology(content, g)
    ]


def find_gear(content: ContentPack, words: str) -> str:
    """The Gear card a player names: its id or its name (any case), or a name's unique
    beginning, or words all in one name ("ashgate scale")."""
    bc = content.battle
    gear = bc.gear if bc is not None else {}
    wanted = " ".join(words.split()).lower()
    if not wanted:
        raise SessionError("name a Gear card to ascend")
    for gid, card in gear.items():
        if wanted in (gid, card.name.lower()):
            return gid
    words_wanted = wanted.split()
    starts = [
        gid
        for gid, card in gear.items()
        if card.name.lower().startswith(wanted)
        or all(w in card.name.lower().split() for w in words_wanted)
    ]
    if len(starts) == 1:
        return starts[0]
    if starts:
        names = ", ".join(gear[g].name for g in starts)
        raise SessionError(f"{words.strip()!r} names several Gear cards: {names}")
    raise SessionError(f"no Gear card called {words.strip()!r}")


def ascend(content: ContentPack, sync: ProfileSync, gear: str) -> AscensionOffer:
    """Ascend ``gear`` one Cycle, paying from the profile's materials, and write the profile
    [MNE-015, MNE-016]; SessionError (nothing spent) when it cannot be done or written. The
    price is judged and paid on the profile as it is when written (``update_profile``), so
    what another atoterm wrote meanwhile is kept, and materials it spent are not spent
    twice."""
    if sync.broken:
        raise SessionError("; ".join(sync.warnings) or "the player profile cannot be used")

    def pay(profile: Profile) -> AscensionOffer:
        theatre = profile.theatre
        done = offer(content, theatre, gear)
        if not done.possible:
            raise SessionError(f"{done.name} cannot be ascended: {done.why}")
        theatre.materials[done.material] -= done.count
        theatre.ascended[gear] = done.to_cycle
        return done

    try:
        sync.profile, done = update_profile(sync.path, pay, missing=sync.profile)
    except ProfileError as exc:
        raise SessionError(f"{exc}; it will not be updated") from None
    except OSError as exc:
        raise SessionError(f"cannot write the profile {sync.path}: {exc.strerror or exc}") from None
    return done


def theatre_ascended(content: ContentPack, theatre: TheatreRecord) -> dict[str, list[str]]:
    """The ascended Gear a Theatre battle fields, card id -> the traits its ascensions gave it
    (one per Cycle climbed) [MNE-015]."""
    mnestis = content.mnestis
    bc = content.battle
    if mnestis is None or bc is None:
        return {}
    found: dict[str, list[str]] = {}
    for gear, reached in sorted(theatre.ascended.items()):
        if gear not in bc.gear:
            continue  # a card of another pack
        traits = []
        for cycle in range(mnestis.cycle, reached):
            material = _material_for(mnestis, cycle, loadout.unique(bc.gear[gear]))
            if material is not None and material.trait:
                traits.append(material.trait)
        if traits:
            found[gear] = traits
    return found
