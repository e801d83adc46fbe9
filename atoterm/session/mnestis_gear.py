"""The Gear a Theatre battle's Titans carry: any unlocked Gear, chosen by the player
[MNE-011, MNE-013] (docs/mnestis.md).

Unlocked Gear is what ``mnestis_ascension.unlocked_gear`` lists from the profile's Theatre
record: the Cycle's starting Armory, the Guaranteed Loot won, the Gear reforged in the Theatre
and what a won campaign's Production Technologies craft (resources aside); and the Mnestis Gear
the profile won at a Tree node, the Theatre's own, which no campaign gives [MNE-019]. atoterm's one Cycle
has no ascendancy penalties, so no card needs lifting of them [MNE-011].

A headless battle names each Titan's Gear (``--gear TITAN=card,card``); a Titan not named
keeps its practice loadout, and the battle's Setup still lets the player change any of it,
offering only unlocked Gear (``BattleState.unlocked_gear``). A refusal is one sentence in the
player's words.
"""

from __future__ import annotations

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.titans import loadout
from atoterm.session.game import SessionError
from atoterm.session.mnestis_ascension import find_gear, unlocked_gear
from atoterm.session.mnestis_unlocked import (
    LOCKED_GEAR_WORDS,
    LOCKED_MNESTIS_GEAR_WORDS,
    PROHIBITED_WORDS,
)
from atoterm.store.theatre_record import TheatreRecord


def theatre_gear(content: ContentPack, theatre: TheatreRecord) -> list[str]:
    """The Gear a Theatre battle may field, in the pack's order [MNE-011, MNE-013, MNE-019].

    Mnestis Gear is offered once the profile's record holds it (the first win of the node
    that gives it), and locked with the reason before, as any other Gear not yet unlocked: it
    is a reward, not a card every Theatre battle starts with (docs/rulings.md, MNE-019)."""
    bc = content.battle
    if bc is None:
        return []
    have = set(unlocked_gear(content, theatre))
    won = set(theatre.mnestis_gear)
    return [g for g, card in bc.gear.items() if (g in won if card.mnestis_only else g in have)]


def parse_gear_words(
    entries: list[str], option: str = "--gear", example: str = "Keel-Ram=Kelp-Wrapped Mail"
) -> list[tuple[str, list[str]]]:
    """``["Keel-Ram=Kelp-Wrapped Mail,Idol's Fallen Arm", ...]`` as (Titan words, card words)
    pairs, in order (``--portrait`` is read alike)."""
    pairs = []
    for entry in entries:
        titan, sep, cards = entry.partition("=")
        if not sep or not titan.strip():
            raise SessionError(f"{option} {entry!r}: write a Titan, '=' and cards, as {example!r}")
        pairs.append((titan.strip(), [c.strip() for c in cards.split(",") if c.strip()]))
    return pairs


def theatre_loadouts(
    content: ContentPack,
    theatre: TheatreRecord,
    classes: list[str],
    wanted: list[tuple[str, list[str]]],
) -> list[list[str] | None]:
    """Each of the four Titans' Gear: the cards ``wanted`` names for it, or None (its practice
    loadout); SessionError when a card is unknown, locked, Mnestis Prohibited, or does not fit
    [MNE-008, MNE-011, MNE-013]. A class fielded twice is named twice, in turn."""
    bc = content.battle
    assert bc is not None
    unlocked = set(theatre_gear(content, theatre))
    chosen: list[list[str] | None] = [None] * len(classes)
    for words, cards in wanted:
        cls = fielded_seat(content, classes, chosen, words, "--gear")
        name = bc.titans[classes[cls]].name
        kit: list[str] = []
        others = [g for i, k in enumerate(chosen) if i != cls and k for g in k]
        for card_words in cards:
            gid = find_gear(content, card_words)
            card = bc.gear[gid]
            why = ""
            if gid == bc.fists or card.kind == "fists":
                why = "Fists are not chosen: they fill a Titan's free hands by themselves"
            elif "godform" in card.traits:
                why = "a Godform's weapon comes with its Awakening, not from the Armory"
            elif card.mnestis_prohibited:
                why = f"it is {PROHIBITED_WORDS}"
            elif gid not in unlocked:  # Mnestis Gear is won at a node [MNE-019]
                why = LOCKED_MNESTIS_GEAR_WORDS if card.mnestis_only else LOCKED_GEAR_WORDS
            else:
                why = loadout.fits(bc, classes[cls], kit, gid, others)
            if why:
                raise SessionError(f"{card.name} cannot go to the {name}: {why}")
            kit.append(gid)
        chosen[cls] = kit
    return chosen


def fielded_seat(
    content: ContentPack, classes: list[str], given: list[list[str] | None], words: str, option: str
) -> int:
    """The index of the fielded Titan ``words`` names (id or name, or its seat: 1 to 4) that
    ``option`` (``--gear``, ``--portrait``, ``--argonaut``) has not given anything yet: a
    class fielded twice is named twice (or each by its seat)."""
    bc = content.battle
    assert bc is not None
    wanted = words.strip().lower()
    # ASCII digits only: str.isdigit() is true of "²" too, which int() refuses
    if wanted.isascii() and wanted.isdigit() and 1 <= int(wanted) <= len(classes):
        match = [int(wanted) - 1]
    else:
        match = [i for i, c in enumerate(classes) if wanted in (c, bc.titans[c].name.lower())]
    if not match:
        fielded = ", ".join(bc.titans[c].name for c in classes)
        raise SessionError(f"{option} names {words!r}, not one of this battle's Titans ({fielded})")
    free = [i for i in match if given[i] is None]
    if not free:
        raise SessionError(f"{option} names the {bc.titans[classes[match[0]]].name} twice")
    return free[0]
