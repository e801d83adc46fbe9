"""Reforging a Primordial's unique drop in the Mnestis Theatre [MNE-018].

In a Theatre battle no Primordial resources are earned (MNE-004), Cores included; instead,
each BP III card critically wounded (the card that would give a Core in a campaign, so one on
the Wound Stack, BAT-MISC-005) may craft, at once and at no further cost, a Gear card whose
making needs the Unique Gear card the fought Primordial drops. The choice is asked where the
Core would be counted, in the Aftermath, once per such card, and only in a battle whose
rewards are kept (``BattleState.reforge``: a Tree of Knowledge node not yet won; a Custom
Battle gives nothing at all, MNE-006).

What can be reforged: the campaign's Production recipes that consume the drop, and the
Theatre's own ``[[reforge]]`` entries (``mnestis.toml``). The crafted card goes to
``BattleState.reforged``; the session keeps it in the profile's Theatre record, where it is
an unlocked Gear card for later Theatre battles and ascension: a Theatre reward that never
reaches a campaign (MNE-008).
"""

from __future__ import annotations

from atoterm.engine.battle.attack import escalation
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.flow import mnestis
from atoterm.engine.battle.titans import loadout
from atoterm.engine.decisions import Decision, Option

KIND = "battle.mnestis_reforge"
"""The decision's kind."""
DECLINE = "decline"
ALREADY = "already crafted in this battle: the Theatre unlocks a Gear card once"


def unique_drops(b: B) -> list[str]:
    """The Unique Gear cards the fought Primordial's BP cards give (its drops), in card order."""
    found: list[str] = []
    for card in b.prim.bp:
        for effect in (*card.wound, *card.fail, *card.instinct, *card.critical):
            gear = b.bc.gear.get(effect.arg) if effect.op == "gain_gear" else None
            if gear is not None and loadout.unique(gear) and effect.arg not in found:
                found.append(effect.arg)
    return found


def reforgings(b: B) -> list[tuple[str, str]]:
    """(Gear card made, the drop it needs) for every card a Critical may reforge here: the
    campaign's Production recipes consuming a drop, then the Theatre's ``[[reforge]]``."""
    drops = unique_drops(b)
    found: list[tuple[str, str]] = []
    for tech in b.content.cycle.technologies.values():
        if tech.facility != "production":
            continue
        for recipe in tech.recipes:
            needs = next((g for g in recipe.gear_cost if g in drops), "")
            if needs and recipe.gear in b.bc.gear:
                found.append((recipe.gear, needs))
    theatre = b.content.mnestis
    for reforging in theatre.reforgings if theatre is not None else ():
        if reforging.needs in drops and reforging.gear in b.bc.gear:
            found.append((reforging.gear, reforging.needs))
    return list(dict.fromkeys(found))


def critical_bp_iii(b: B) -> list[str]:
    """The BP III cards on the Wound Stack: each critically wounded, each a Core in a campaign
    [BAT-TITAN-064, BAT-MISC-005]."""
    stack = b.battle.decks.wound_stack
    return [c for c in stack if not c.startswith("wound:") and escalation.bp_level(b, c) == 3]


def offer_reforges(b: B) -> Proc[None]:
    """Per BP III card critically wounded in a Theatre battle that keeps its rewards: craft one
    reforged Gear card, or nothing [MNE-018]."""
    battle = b.battle
    if not (mnestis.is_theatre(battle) and battle.reforge):
        return
    made = reforgings(b)
    cards = critical_bp_iii(b)
    if not made or not cards:
        return
    for card in cards:
        bp = b.bc.card_by_id(card)
        options = [
            Option(
                f"reforge-{index}",
                f"Craft {b.bc.gear[gear].name}",
                f"In a campaign its making needs {b.bc.gear[needs].name}; here it is crafted at "
                "no further cost and kept in the Mnestis Theatre, for its later battles and "
                "ascension.",
                # the Theatre unlocks a card, not copies: a second one would add nothing
                ALREADY if gear in battle.reforged else "",
                value=gear,
            )
            for index, (gear, needs) in enumerate(made)
        ]
        options.append(
            Option(
                DECLINE,
                "Craft nothing",
                "The Theatre gives no Core in its place: nothing is gained.",
                value="",
            )
        )
        chosen = yield from b.ask(
            Decision(
                KIND,
                "players",
                f"{bp.name} was critically wounded: instead of its Core, craft a Gear card "
                f"made from {b.prim.name.split(',')[0]}'s unique drop?",
                options,
                {"rule": "MNE-018", "card": card},
            )
        )
        if not chosen.value:
            b.emit("reforge", f"{bp.name}: nothing is reforged.", "MNE-018", card=card)
            continue
        battle.reforged.append(chosen.value)
        b.emit(
            "reforge",
            f"{bp.name}: {b.bc.gear[chosen.value].name} is crafted, kept in the Mnestis Theatre.",
            "MNE-018",
            card=card,
            gear=chosen.value,
        )
