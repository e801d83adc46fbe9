"""What a choice or a Technology does, in the players' words, read from the content's effects.

The engine's option labels, notes and event texts are part of a save's digests, so they stay
as they are; a screen that wants more than "Sacrifice" or "Pay the toll" asks here. Every
sentence is built from the content's own data: an effect list (``{"op": "gain_resource",
"resource": "cedar", "amount": 2}`` reads "+2 Cedar"), a cost, a keyword's entry in the
engine's keyword table (its timing, cost and effects). Nothing here decides a rule, and
nothing reveals what the players cannot know yet: a storybook choice's outcome is read from
the paragraph it leads to, so it is never described here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from atoterm.content.campaign_model import TechAbility, Technology
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.abilities.keywords import KEYWORD_RULES, X
from atoterm.engine.campaign.exploration_cards import OPTION_KIND
from atoterm.engine.decisions import Decision
from atoterm.engine.state import GameState

STAT_NAMES = {
    "crew": "Crew",
    "hull": "Hull",
    "argo_fate": "Argo Fate",
    "knowledge": "Argo Knowledge",
}


# ---------------------------------------------------------------- campaign effects
def _signed(amount: int) -> str:
    return f"+{amount}" if amount >= 0 else str(amount)


def _count(amount: int, one: str, many: str) -> str:
    return f"{amount} {one if abs(amount) == 1 else many}"


def thing_name(pack: ContentPack, what: str) -> str:
    """A resource or an Argo stat by its printed name (never its id)."""
    if what in STAT_NAMES:
        return STAT_NAMES[what]
    resource = pack.cycle.resources.get(what)
    return resource.name if resource is not None else what.replace("_", " ").title()


def cost_words(pack: ContentPack, cost: Iterable[tuple[str, int]]) -> str:
    """``1 Pearl, 2 Bronze`` (empty when nothing is paid)."""
    return ", ".join(f"{n} {thing_name(pack, what)}" for what, n in cost)


def campaign_effect_words(pack: ContentPack, effect: Mapping[str, Any]) -> str:
    """One campaign effect (an Exploration card's, a Technology's) in words."""
    op = str(effect.get("op", ""))
    amount = int(effect.get("amount", 1))
    if op == "gain_resource":
        return f"{_signed(amount)} {thing_name(pack, str(effect.get('resource', '')))}"
    if op == "gain_argo_stat":
        return f"{_signed(amount)} {thing_name(pack, str(effect.get('stat', '')))}"
    if op == "gain_knowledge":
        return f"{_signed(amount)} Argo Knowledge"
    if op == "gain_progress":
        return f"{_signed(amount)} Progress"
    if op == "gain_doom":
        return f"{_signed(amount)} Doom"
    if op == "gain_titan":
        return f"{_signed(amount)} Dreamwalker Titan"
    if op == "lose_titan":
        return f"lose {_count(amount, 'Titan', 'Titans')} aboard"
    if op == "gain_diplomacy":
        faction = str(effect.get("faction", ""))
        if faction in ("", "local"):
            whom = "the faction of these waters"
        else:
            whom = (pack.faction_name(faction) or "a faction").removeprefix("The ")
        return f"{_signed(amount)} Diplomacy with {whom}"
    if op == "drift":
        return "the Argo drifts one tile away"
    if op == "condition":
        cond = str(effect.get("condition", ""))
        specs = pack.battle.conditions if pack.battle is not None else {}
        name = specs[cond].name if cond in specs else cond.replace("-", " ")
        return f"gain the Condition {name} until the end of the next Battle"
    return op.replace("_", " ")  # an op with no sentence yet: at least no id


def effects_words(pack: ContentPack, effects: Iterable[Mapping[str, Any]]) -> str:
    return ", ".join(campaign_effect_words(pack, e) for e in effects)


def paid_words(pack: ContentPack, cost: Iterable[tuple[str, int]], effects: str) -> str:
    """``Pay 1 Pearl: +1 Diplomacy with …`` (the cost first, as a card prints it)."""
    paid = cost_words(pack, cost)
    if paid and effects:
        return f"Pay {paid}: {effects}."
    if paid:
        return f"Pay {paid}."
    return f"{effects[:1].upper()}{effects[1:]}." if effects else ""


# ---------------------------------------------------------------- battle keywords
TIMING_WORDS = {
    "first_window": "in an Attack's first Ability Window",
    "second_window": "in an Attack's second Ability Window",
    "flexible": "in either Ability Window of an Attack (not both)",
    "reaction": "as a Reaction",
    "attack_roll": "when the attack dice are rolled",
    "power_roll": "when the power dice are rolled",
    "armor": "when armor dice are rolled",
    "evasion": "when evading",
    "before_evasion": "before evading",
    "free": "at no action's cost",
}
KEYWORD_OPS = {
    "break": ("place", "Break token", "Break tokens"),
    "opening": ("place", "Opening token", "Opening tokens"),
    "overbreak": ("place", "Overbreak token", "Overbreak tokens"),
    "diversion": ("place", "Diversion token", "Diversion tokens"),
    "move": ("move up to", "space", "spaces"),
    "motivate": ("let another Titan move up to", "space", "spaces"),
    "pushback": ("push the Primordial back", "space", "spaces"),
    "pull": ("pull the Primordial", "space", "spaces"),
    "attack_reroll": ("re-roll", "attack die", "attack dice"),
    "power_reroll": ("re-roll", "power die", "power dice"),
    "block": ("block", "hit", "hits"),
}
"""Counted keyword effects: (verb, one, many)."""
KEYWORD_PHRASES = {
    ("priority_target", ""): "take the Priority Target token",
    ("turn", "toward"): "turn the Primordial to face you",
    ("vault", ""): "move to the empty space straight across the Primordial, on its far side",
    ("forced_vault", ""): "be carried straight across the Primordial to its far side",
    (
        "solace",
        "",
    ): "discard a Mind Condition or a Despair token from yourself or a Titan next to you",
}
"""Keyword effects that take no number."""


def keyword_effect_words(op: str, arg: str, n: int) -> str:
    """One effect of a keyword's entry in words; ``""`` for one without a sentence here."""
    if op in KEYWORD_OPS:
        verb, one, many = KEYWORD_OPS[op]
        return f"{verb} {_count(n, one, many)}"
    if (op, arg) in KEYWORD_PHRASES:
        return KEYWORD_PHRASES[(op, arg)]
    if op == "reinforce":
        return f"add {_count(n, f'{arg} die', f'{arg} dice')} to the Armor roll"
    if op == "titan_power":
        return f"{_signed(n)} Titan Power for this Attack"
    if op == "token" and arg == "evasion":
        return f"{_signed(n)} Evasion for that roll"
    if op == "elation":
        return f"discard {n} Despair or Ambrosia tokens to place {_count(n, 'Opening token', 'Opening tokens')}"
    return ""


_NAMED = re.compile(r"^(?P<name>.*?)(?: (?P<n>\d+))?(?: \((?P<source>[^()]*)\))?$")


def keyword_words(label: str) -> str:
    """``Sacrifice (Ashvowed Oath-Cord)`` -> when it may be used, what it costs, what it does;
    ``""`` when the label names no keyword of the engine's table."""
    found = _NAMED.match(label.strip())
    if found is None:
        return ""
    name, number = found.group("name"), int(found.group("n") or 1)
    rule = next((r for r in KEYWORD_RULES.values() if r.label == name), None)
    if rule is None or not rule.effects:
        return ""
    does = [
        keyword_effect_words(op, arg, number if value == X else value)
        for op, arg, value in rule.effects
    ]
    if not all(does):  # an effect we cannot say in words: better no line than a wrong one
        return ""
    costs = [f"gain {n} {what.title()}" for what, _, n in rule.cost]
    words = " and ".join(does)
    if costs:
        words = f"{' and '.join(costs)} to {words}"
    if rule.requires == "priority_target":
        words += " (only while you hold the Priority Target token)"
    when = TIMING_WORDS.get(rule.timing, "")
    must = "Must" if rule.must else "May"
    return f"{must} be used{' ' + when if when else ''}: {words}."


# ---------------------------------------------------------------- options
def option_notes(state: GameState, pack: ContentPack, decision: Decision | None) -> dict[int, str]:
    """Index in ``decision.options`` -> what that option does, for options whose label and
    the engine's note leave it unsaid (an Exploration card's choice, a keyword)."""
    if decision is None:
        return {}
    notes: dict[int, str] = {}
    if decision.kind == OPTION_KIND:
        card = pack.cycle.exploration.get(int(decision.context.get("card", 0) or 0))
        if card is not None:
            for index, option in enumerate(decision.options):
                value = option.value
                if isinstance(value, int) and 0 <= value < len(card.options):
                    printed = card.options[value]
                    words = paid_words(pack, printed.cost, effects_words(pack, printed.effects))
                    notes[index] = words or "Nothing happens."
        return notes
    if decision.kind.startswith("battle."):
        for index, option in enumerate(decision.options):
            if not option.explain:
                words = keyword_words(option.label)
                if words:
                    notes[index] = words
    return notes


# ---------------------------------------------------------------- Technologies
ABILITY_KIND_WORDS = {
    "permanent": "always in effect",
    "reference": "a rule to remember",
    "immediate": "once, when researched",
    "active": "once a day",
    "negotiation": "in a Negotiation",
    "save": "to save a loss",
}


def tech_ability_words(pack: ContentPack, ability: TechAbility) -> str:
    """``once a day · Pay 1 Lamp Oil: gain 1 Argo Knowledge.``: when, then what it does (the
    card's own sentence, else one built from its cost and effects)."""
    when = ABILITY_KIND_WORDS.get(ability.kind, ability.kind.replace("_", " "))
    if ability.cooldown and not ability.text:  # a printed text names its own cooldown
        when += f", then rests {_count(ability.cooldown, 'day', 'days')}"
    does = ability.text or paid_words(pack, ability.cost, effects_words(pack, ability.effects))
    if not ability.text and ability.trade is not None:
        does = f"trade up to {_count(ability.trade.exchanges, 'exchange', 'exchanges')}"
    return f"{when} · {does}" if does else when


FACILITY_WORDS = {
    "utility": "Utility Facility",
    "production": "Production Facility",
    "argo_ability": "Argo Ability Facility",
}
"""A Technology's facility kind in words [ADVA-009]."""


def _titan_name(pack: ContentPack, titan_class: str) -> str:
    found = pack.battle.titans.get(titan_class) if pack.battle is not None else None
    return found.name if found is not None else "Titan"


def facility_words(pack: ContentPack, tech: Technology) -> list[str]:
    """What a Technology's facility gives, one line each: Argo Abilities, crafting, breeding,
    waterways (its abilities are :func:`tech_ability_words`)."""
    lines: list[str] = []
    battle = pack.battle
    if tech.aa_limit or tech.argo_abilities:
        names = []
        for ability_id in tech.argo_abilities:
            found = battle.argo_abilities.get(ability_id) if battle is not None else None
            names.append(found.name if found is not None else "an Argo Ability")
        limit = f"AA Limit {tech.aa_limit} in every Battle" if tech.aa_limit else ""
        lent = f"Argo Abilities: {', '.join(names)}" if names else ""
        lines.append("; ".join(p for p in (limit, lent) if p))
    if tech.recipes:
        made = []
        for recipe in tech.recipes:
            if recipe.gear:
                gear = battle.gear.get(recipe.gear) if battle is not None else None
                made.append(gear.name if gear is not None else "a Gear card")
            else:
                made.append(_titan_name(pack, recipe.titan) + (" (fused)" if recipe.core else ""))
        lines.append(f"Crafts: {', '.join(made)}")
    breeding = tech.breeding
    if breeding is not None:
        paid = cost_words(pack, breeding.cost)
        price = _count(breeding.dreamwalkers, "Dreamwalker", "Dreamwalkers")
        price += f", {paid}" if paid else ""
        days = _count(breeding.days, "day", "days")
        lines.append(f"Breeds a {_titan_name(pack, breeding.titan_class)} in {days} for {price}")
    if tech.unlocks_waterway:
        lines.append(f"Opens the waterways marked {tech.name}")
    return lines


def technology_words(pack: ContentPack, tech: Technology) -> list[str]:
    """Everything a Technology gives, one line each: its facility, then its abilities."""
    abilities = [f"{a.name}: {tech_ability_words(pack, a)}" for a in tech.abilities]
    return facility_words(pack, tech) + abilities
