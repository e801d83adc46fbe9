"""Gear gained during a Battle: the Titan responsible may equip it at once [GEN-036], and must
when the card carries a Possession keyword [GEN-037, KEY-036, KEY-037].

The card also goes on the Aftermath's list (the Argo Armory owns it either way). Making room
discards equipped cards (they stay the Argo's: discarding only takes them out of this Battle,
BAT-MISC-094); a discarded card keeps its place in ``titan.gear`` so the indices of a running
Attack never shift.
"""

from __future__ import annotations

from atoterm.engine.battle.abilities.keywords import gear_discarded
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import GearState, TitanState
from atoterm.engine.battle.titans import loadout
from atoterm.engine.decisions import Decision, Option

POSSESSION = ("possession_titan", "possession_argonaut")


def _equipped(titan: TitanState) -> list[str]:
    return [g.card for g in titan.gear if not gear_discarded(titan, g)]


def _elsewhere(b: B, titan: TitanState) -> list[str]:
    return [c for t in b.battle.titans if t is not titan for c in _equipped(t)]


def fit_problem(b: B, titan: TitanState, gear_id: str, without: int = -1) -> str:
    """Why ``gear_id`` cannot join the Titan's loadout now ("" = it fits), optionally after
    discarding ``titan.gear[without]``."""
    cards = [
        g.card
        for i, g in enumerate(titan.gear)
        if i != without and not gear_discarded(titan, g) and g.card != b.bc.fists
    ]
    return loadout.fits(b.bc, titan.titan_class, cards, gear_id, _elsewhere(b, titan))


def offer_loot(b: B, titan: TitanState, gear_id: str) -> Proc[None]:
    """Equip now, make room first, or send the card to the Armory [GEN-036, GEN-037]."""
    gear = b.bc.gear.get(gear_id)
    if gear is None or not titan.alive:
        return
    forced = any(gear.keyword(k) for k in POSSESSION)
    while True:
        why = fit_problem(b, titan, gear_id)
        opts: list[Option] = []
        if not why:
            opts.append(Option("equip", f"Equip {gear.name} now"))
        else:
            for index, g in enumerate(titan.gear):
                if gear_discarded(titan, g) or g.card == b.bc.fists:
                    continue
                card = b.bc.gear[g.card]
                after = fit_problem(b, titan, gear_id, without=index)
                # A card of the same slot frees room even when one discard is not enough.
                helps = not after or card.slot == gear.slot
                then = f"then still: {after}" if after else "then it fits"
                opts.append(
                    Option(
                        f"discard-{index}",
                        f"Discard {card.name} to make room",
                        f"{gear.name}: {why}; {then}.",
                        "" if helps else f"it would not make room: {after}",
                        value=index,
                    )
                )
        armory_why = "Possession: it must be equipped at once [GEN-037]" if forced else ""
        if not [o for o in opts if not o.disabled]:
            armory_why = ""  # nothing can make room: the card goes to the Armory regardless
        opts.append(
            Option("armory", "Send it to the Argo Armory", "Not in this Battle.", armory_why)
        )
        chosen = yield from b.ask(
            Decision(
                "battle.loot",
                f"titan:{titan.key}",
                f"{b.name(titan)} gained {gear.name}: equip it now?",
                opts,
                {"rule": "GEN-037" if forced else "GEN-036", "titan": titan.key},
            )
        )
        if chosen.id == "armory":
            b.battle.to_armory.append(gear_id)  # a campaign adds it after the Battle
            b.emit("loot_armory", f"{gear.name} goes to the Argo Armory.", "GEN-036")
            return
        if chosen.value is not None:  # the index of the card discarded to make room
            dropped = titan.gear[chosen.value]
            dropped.discarded = True
            name = b.bc.gear[dropped.card].name
            b.emit("loot_discard", f"{b.name(titan)} discards {name} to make room.", "GEN-036")
            continue
        _equip(b, titan, gear_id)
        return


def _equip(b: B, titan: TitanState, gear_id: str) -> None:
    gear = b.bc.gear[gear_id]
    fists = next(
        (g for g in titan.gear if g.card == b.bc.fists and not g.discarded),
        None,
    )
    if fists is not None and gear.slot == "hand":
        hands = [g.card for g in titan.gear if not gear_discarded(titan, g)] + [gear_id]
        cls = b.bc.titans[titan.titan_class]
        if loadout.free_hands(b.bc, cls, hands) < 1:
            fists.discarded = True  # Fists give their hand up to any card [BAT-TITAN-100]
    titan.gear.append(GearState(gear_id, charges=gear.charges))
    b.emit("loot_equip", f"{b.name(titan)} equips {gear.name} at once.", "GEN-036")
