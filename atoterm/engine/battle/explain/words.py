"""Content ids in player words, for the texts of battle events (issue 15).

An event's ``data`` keeps the ids (machine-readable); its ``text`` is read in the log, so it
names things as the content pack prints them. Only event texts use these: option labels and
prompts are part of the state digest of saved journals and keep their words.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Protocol

import msgspec

from atoterm.content.battle_schema import BattleContent, Effect
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.context import B


class Names(Protocol):
    """Where printed names are read: the content pack and its battle content (a battle's
    context ``B`` is one; a screen's view passes :class:`PackNames`)."""

    content: ContentPack
    bc: BattleContent


# A msgspec Struct, not a dataclass: its methods are made in C when the class is created,
# not compiled from text at every start (docs/architecture.md, "Speed, stop 34 (imports)").
class PackNames(msgspec.Struct, frozen=True):
    """:class:`Names` of a content pack outside a battle procedure (the views)."""

    content: ContentPack
    bc: BattleContent


RESULT_WORDS: Mapping[str, str] = MappingProxyType(
    {"won": "won", "lost": "lost", "retreat": "a retreat"}
)
"""``battle.result`` after "the Battle is"."""

ACTION_WORDS: Mapping[str, str] = MappingProxyType(
    {
        "movement_action": "the Movement Action",
        "combat_action": "the Combat Action",
        "support_action": "the Support Action",
    }
)

OP_WORDS: Mapping[str, str] = MappingProxyType(
    {
        "power_reroll": "Power re-roll",
        "attack_reroll": "Attack re-roll",
        "evasion_die": "Evasion die",
        "attack_die": "Attack die",
        "armor_die": "Armor die",
        "titan_power": "Titan Power die",
    }
)
"""Kratos and banner operations that give N of something: ``power_reroll 2`` -> 2 Power re-rolls."""

VERB_WORDS: Mapping[str, str] = MappingProxyType(
    {
        "lose_despair": "lose {n} Despair",
        "gain_despair": "gain {n} Despair",
        "lose_danger": "lose {n} Danger",
        "gain_danger": "gain {n} Danger",
        "perform_ai": "perform an AI card",
        "additional_wound": "{n} additional Wound",
        "priority_target": "an effect",
        "opening": "Opening {n}",
    }
)


TOKEN_WORDS: Mapping[str, str] = MappingProxyType(
    {
        "precision": "Precision",
        "speed": "Speed",
        "evasion": "Evasion",
        "to_hit": "To Hit",
        "at": "AT",
        "evasion_dice": "Evasion dice",
        "danger": "Danger",
    }
)
"""The modifier tokens by their printed names [BAT-MISC-047..053]."""


def token_words(kind: str) -> str:
    """A modifier token's kind as the cards print it (``at`` -> "AT")."""
    return TOKEN_WORDS.get(kind) or plain(kind)


def plain(word: str) -> str:
    """The last resort for an unknown id: its parts as words (``to_hit`` -> "to hit")."""
    return word.replace("_", " ").replace("-", " ")


def thing_name(b: Names, thing: str) -> str:
    """The printed name of a condition, resource, terrain, card or gear id; else plain words."""
    bc = b.bc
    for table in (bc.conditions, bc.terrain, bc.gear, bc.every_card):
        found = table.get(thing) if isinstance(table, Mapping) else None
        name = getattr(found, "name", "")
        if name:
            return str(name)
    named = resource_name(b, thing)
    # an id no table knows (an ability's word such as "withers") stays a lower-case word
    return named if named != plain(thing).title() else plain(thing)


def resource_name(b: Names, resource: str) -> str:
    """A resource's printed name (Cycle resources, then campaign ones)."""
    if resource.startswith("gear:"):  # gained Gear waits for the Armory under this key
        gear = b.bc.gear.get(resource[5:])
        return gear.name if gear is not None else plain(resource[5:]).title()
    content = b.content
    cycle = getattr(content, "cycle", None)
    known = cycle.resources.get(resource) if cycle is not None else None
    if known is not None:
        return str(known.name)
    campaign = getattr(content, "campaign", None)
    named = campaign.resources.get(resource) if campaign is not None else None
    if isinstance(named, str) and named:
        return named
    return plain(resource).title() if resource != "ambrosia" else "Ambrosia"


def resources_words(b: Names, amounts: Mapping[str, int]) -> str:
    """``2 Coil Plate, 1 Hook Claw`` in id order (the order the data carries)."""
    return ", ".join(f"{n} {resource_name(b, k)}" for k, n in sorted(amounts.items()))


def casualty_words(b: B, entry: str) -> str:
    """A ``key:class`` casualty record as ``Ithra (A), Hold Dreamer``."""
    key, _, titan_class = entry.partition(":")
    titan = next((t for t in b.battle.titans if t.key == key), None)
    who = b.name(titan) if titan is not None else key
    known = b.bc.titans.get(titan_class)
    return f"{who}, {known.name if known is not None else plain(titan_class).title()}"


def casualties_words(b: B, entries: Iterable[str]) -> str:
    return "; ".join(casualty_words(b, e) for e in entries)


def cost_words(cost: str) -> str:
    """An ability's cost as the log says it: ``charge 1, movement_action`` -> "a charge, the
    Movement Action"."""
    parts = []
    for part in (p.strip() for p in cost.split(",")):
        word, _, count = part.partition(" ")
        if word in ACTION_WORDS:
            parts.append(ACTION_WORDS[word])
        elif word == "charge":
            n = int(count or "1") if count.isdigit() else 1
            parts.append("a charge" if n == 1 else f"{n} charges")
        else:
            parts.append(plain(part))
    return ", ".join(parts)


def effect_words(b: Names, e: Effect) -> str:
    """One effect in words: ``power_die red`` -> "a red Power die"."""
    n = e.value
    if e.op in OP_WORDS:
        word = OP_WORDS[e.op]
        if n == 1 or not n:
            return f"1 {word}"
        plural = word[:-3] + "dice" if word.endswith(" die") else word + "s"
        return f"{n} {plural}"
    if e.op == "power_die":
        return f"a {plain(e.arg)} Power die" if e.arg else "a Power die"
    if e.op in VERB_WORDS:
        return VERB_WORDS[e.op].format(n=n or 1)
    if e.op == "condition":
        return f"gain {thing_name(b, e.arg)}"
    if e.op == "gain_resource":
        return f"gain {n or 1} {resource_name(b, e.arg)}"
    if e.op == "gain_gear":
        return f"gain the Gear card {thing_name(b, e.arg)}" if e.arg else "gain a Gear card"
    if e.op == "place_terrain":
        return f"place {thing_name(b, e.arg)}"
    if e.op == "lasting_token":
        return f"a lasting {token_words(e.arg)} token {n:+d}"
    if e.text and not any(c in e.text for c in "_:") and not e.text.startswith(e.op):
        return e.text
    parts = [plain(e.op)]
    if e.arg:
        parts.append(thing_name(b, e.arg))
    if n:
        parts.append(str(n))
    return " ".join(parts)


def effects_words(b: Names, effects: Iterable[Effect], sep: str = ", ") -> str:
    return sep.join(effect_words(b, e) for e in effects)
