"""Gear ascension in the player's words: what each unlocked Gear card costs to ascend, what is
held, and what an ascension did [MNE-015, MNE-016]. No internal id reaches these lines."""

from __future__ import annotations

from atoterm.content.schema import ContentPack
from atoterm.session.mnestis_ascension import (
    ROMAN,
    AscensionOffer,
    gear_cycle,
    offers,
    production_technology,
    theatre_ascended,
)
from atoterm.store.theatre_record import TheatreRecord


def held_words(content: ContentPack, theatre: TheatreRecord) -> str:
    """The ascending materials and Ascended Cores the profile holds."""
    mnestis = content.mnestis
    if mnestis is None:
        return "none"
    held = [
        f"{count} {mnestis.materials[m].name}"
        for m, count in sorted(theatre.materials.items())
        if count and m in mnestis.materials
    ]
    return ", ".join(held) or "none"


def offer_label(offer: AscensionOffer) -> str:
    """One line of the ascension list: the card, what it takes, why it cannot be done."""
    to = ROMAN.get(offer.to_cycle, str(offer.to_cycle))
    if offer.possible:
        return f"{offer.name}: {offer.price} (to Cycle {to}, gains {offer.trait})"
    return f"{offer.name}: {offer.why}"


def offer_lines(content: ContentPack, theatre: TheatreRecord) -> list[str]:
    """``atoterm mnestis ascend`` without a card: what is held and every card's cost."""
    lines = [f"Held: {held_words(content, theatre)}."]
    found = offers(content, theatre)
    if not found:
        return [*lines, "No unlocked Gear card can be ascended."]
    lines.append("Gear cards (ascend one with: atoterm mnestis ascend NAME):")
    lines += [f"  {offer_label(o)}" for o in found]
    return lines


def ascended_line(content: ContentPack, theatre: TheatreRecord, done: AscensionOffer) -> str:
    """What an ascension did, and what is left."""
    mnestis = content.mnestis
    cycle = gear_cycle(mnestis, theatre, done.gear) if mnestis is not None else done.to_cycle
    return (
        f"{done.name} is ascended to Cycle {ROMAN.get(cycle, cycle)} and gains the trait "
        f"{done.trait}; it took {done.price}. Held now: {held_words(content, theatre)}."
    )


WHERE_TO_ASCEND = (
    "Press a to ascend Gear here, by Production Technology; the materials come from your "
    "player profile, not from this campaign, and an undo here does not give them back. "
    "(The Mnestis Theatre ascends them too: on the title screen press m, then a.)"
)
"""Where a player ascends Gear: the Technology sheet's ``a`` or the Theatre; either spends the
profile's materials, never the campaign's (docs/rulings.md)."""
IN_THIS_CAMPAIGN = (
    "An ascended card plays as before in this campaign: its trait lifts the next Cycle's "
    "ascendancy rules, which this Cycle has none of; Theatre battles field it with its trait."
)


def by_technology(
    content: ContentPack, offers_found: list[AscensionOffer]
) -> list[tuple[str, list[AscensionOffer]]]:
    """The offers grouped under the Production Technology that crafts each card, in the
    Cycle's order of Technologies: (a heading in the player's words, its cards)."""
    mnestis = content.mnestis
    material = next(
        (
            m.name
            for m in (mnestis.materials.values() if mnestis is not None else ())
            if m.ascends == mnestis.cycle and not m.core
        ),
        "ascending materials",
    )
    groups: dict[str, list[AscensionOffer]] = {}
    for found in offers_found:
        groups.setdefault(production_technology(content, found.gear), []).append(found)
    headed = []
    for tech_id, tech in content.cycle.technologies.items():
        if tech_id not in groups:
            continue
        cost = mnestis.ascension_costs.get(tech_id, 0) if mnestis is not None else 0
        price = f"{cost} {material} a card" if cost else "no ascending cost"
        headed.append((f"{tech.name}: {price}, a Unique card an Ascended Core", groups[tech_id]))
    return headed


def technology_lines(content: ContentPack, theatre: TheatreRecord) -> list[str]:
    """The Gear ascension of the player profile as the campaign's Technology sheet's text
    shows it [MNE-015, MNE-016]: materials held, the cards ascended (the Cycle reached and
    the trait), the cards that could be ascended now and at what cost, and how (``a`` on the
    sheet opens the list that ascends).
    Empty while the profile has not opened the Theatre (there is nothing to ascend with)."""
    mnestis = content.mnestis
    bc = content.battle
    if mnestis is None or bc is None or not theatre.unlocked:
        return []
    lines = [f"Ascending materials held: {held_words(content, theatre)}."]
    ascended = []
    for gear, traits in theatre_ascended(content, theatre).items():
        cycle = gear_cycle(mnestis, theatre, gear)
        ascended.append(
            f"{bc.gear[gear].name} (Cycle {ROMAN.get(cycle, cycle)}, {', '.join(traits)})"
        )
    lines.append("Ascended Gear: " + (", ".join(ascended) if ascended else "none yet") + ".")
    ready = [o for o in offers(content, theatre) if o.possible]
    if ready:
        lines.append("Can be ascended now:")
        lines += [f"  {offer_label(o)}" for o in ready]
    else:
        lines.append("No Gear card can be ascended with what is held.")
    return [*lines, WHERE_TO_ASCEND, IN_THIS_CAMPAIGN]
