"""Gear ascension in the player's words: what each unlocked Gear card costs to ascend, what is
held, and what an ascension did [MNE-015, MNE-016]. No internal id reaches these lines."""

from __future__ import annotations

from atoterm.content.schema import ContentPack
from atoterm.session.mnestis_ascension import ROMAN, AscensionOffer, gear_cycle, offers
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
