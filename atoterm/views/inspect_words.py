"""Words for what the inspect view shows: battle effects, abilities and their costs, and the
last pass that keeps ids off the screen (:func:`player_words`).

The effect words follow the engine's own tables for event texts (``explain/words.py``) and the
keyword table; an effect no table names is said by its parts, never by its id.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from atoterm.content.battle_schema import KEYWORDS, Ability, Effect
from atoterm.engine.battle.abilities.keywords import KEYWORD_RULES
from atoterm.engine.battle.explain.words import OP_WORDS, VERB_WORDS, plain, token_words
from atoterm.views.effects import KEYWORD_OPS, TIMING_WORDS, keyword_effect_words, thing_name

if TYPE_CHECKING:
    from atoterm.content.schema import ContentPack


@dataclass(frozen=True)
class Inspection:
    """What the inspect overlay shows: a title and its lines (a blank line parts sections)."""

    title: str
    lines: tuple[str, ...]
    rules: tuple[str, ...] = ()
    """Ids of the rules it follows (``KEY-021``): a screen may add their words."""

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


# ---------------------------------------------------------------- no ids on screen
_KEY = re.compile(r"\b([A-Za-z]+):([a-z][\w-]*)")
_ID = re.compile(r"\b[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+\b")


def known_names(pack: ContentPack) -> dict[str, str]:
    """Every content id the pack names -> its printed name (for :func:`player_words`)."""
    names: dict[str, str] = {}
    battle = pack.battle
    if battle is not None:
        for table in (
            battle.conditions,
            battle.terrain,
            battle.gear,
            battle.titans,
            battle.primordials,
            battle.argo_abilities,
            battle.summonings,
            battle.godforms,
        ):
            names.update({key: str(getattr(item, "name", key)) for key, item in table.items()})
        names.update({key: card.name for key, card in battle.every_card.items()})
    names.update({key: r.name for key, r in pack.cycle.resources.items()})
    names.update({key: t.name for key, t in pack.cycle.technologies.items()})
    names.update({key: p.name for key, p in pack.cycle.patterns.items()})
    return names


def player_words(pack: ContentPack, text: str, names: Mapping[str, str] | None = None) -> str:
    """``text`` with any id left in it turned into words: a ``key:id`` by the id's name, a
    known id by its printed name, any other ``snake_case``/kebab term by its parts
    (``names``: :func:`known_names`, when the caller cleans many lines)."""
    if names is None:
        names = known_names(pack)

    def name_of(word: str) -> str:
        return names.get(word) or plain(word)

    def keyed(found: re.Match[str]) -> str:
        return name_of(found.group(2))

    def bare(found: re.Match[str]) -> str:
        word = found.group(0)
        if word in names:
            return names[word]
        return plain(word) if "_" in word else word  # "re-roll" is English

    return _ID.sub(bare, _KEY.sub(keyed, text))


# ---------------------------------------------------------------- battle effects in words
SIMPLE_EFFECTS = {
    "danger": "{s} Danger",
    "fate": "{s} Fate",
    "rage": "{s} Rage",
    "lose_fate": "lose {n} Fate",
    "lose_rage": "lose {n} Rage",
    "ambrosia": "{s} Ambrosia",
    "danger_per_hit": "{s} Danger for each hit",
    "knockback": "Knockback {n} (pushed {n} spaces away from the Primordial)",
    "knockdown": "Knockdown (the Titan falls and loses its next actions)",
    "precision": "{s} Precision",
    "evasion": "{s} Evasion",
    "evasion_reroll": "{n} Evasion re-roll",
    "heal": "heal {n}",
    "escalate": "Escalate {n}",
    "escalate_ai": "Escalate the AI deck by {n}",
    "escalate_bp": "Escalate the BP deck by {n}",
    "gain_charge": "gain {n} charge",
    "trespass": "Trespass {n}",
    "adversary": "move the Adversary {n}",
    "labyrinth": "place {n} Labyrinth tile",
    "move": "move {n} spaces",
    "awaken": "Awaken as a Godform",
    "awaken_or_die": "Awaken, or die",
    "bonus_attack": "make a Bonus Attack",
    "crash": "Crash",
    "death_blow": "a Death Blow",
    "destroy_terrain": "destroy the terrain tile",
    "die": "the Titan dies",
    "displace": "Displace (moved off the tile)",
    "exhaust_weapon": "exhaust a weapon",
    "instant_death": "instant death",
    "kratos_roll": "roll on the Kratos Table",
    "live": "the Titan lives",
    "none": "",
    "routine": "perform the Routine card",
    "signature": "perform the Signature card",
    "stand_up": "stand up",
    "trample": "Trample",
    "trauma_draw": "draw a Trauma card",
    "unexhaust": "unexhaust everything",
    "diversion": "place {n} Diversion token",
    "exhaust_gear": "exhaust one of your Exhaustable Gear",
    "weakspot": "the Weakspots open",
}
"""Battle ops a sentence says plainly: ``{n}`` the number, ``{s}`` signed."""


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


def battle_effect_words(pack: ContentPack, effect: Effect) -> str:
    """One battle effect in words: ``danger_per_hit 1`` -> "+1 Danger for each hit"."""
    op, n, arg = effect.op, effect.value, effect.arg
    if op in SIMPLE_EFFECTS:
        return SIMPLE_EFFECTS[op].format(n=n or 1, s=signed(n or 1))
    if op in OP_WORDS:
        count = n or 1
        word = OP_WORDS[op]
        if count != 1:
            word = word[:-3] + "dice" if word.endswith(" die") else word + "s"
        return f"{count} {word}"
    if op in VERB_WORDS:
        return VERB_WORDS[op].format(n=n or 1)
    if op in KEYWORD_OPS or op in ("reinforce", "titan_power", "turn", "vault", "forced_vault"):
        said = keyword_effect_words(op, arg, n or 1)
        if said:
            return said
    if op == "condition":
        return f"gain the Condition {thing_name_battle(pack, arg)}"
    if op == "discard_condition":
        return f"discard {thing_name_battle(pack, arg)}"
    if op == "gain_resource":
        return f"gain {n or 1} {thing_name(pack, arg)}"
    if op == "gain_gear":
        return f"gain the Gear card {thing_name_battle(pack, arg)}"
    if op == "place_terrain":
        return f"place {thing_name_battle(pack, arg)}"
    if op in ("token", "lasting_token"):
        lasting = "a lasting" if op == "lasting_token" else "a"
        return f"{lasting} {token_words(arg)} token {signed(n)}"
    if op == "power_die":
        return f"add a {plain(arg)} Power die" if arg else "add a Power die"
    if op == "knockback_dir":
        return f"Knockback {n or 1} toward the {plain(arg)}"
    if op == "move_to":
        return f"move to {plain(arg)}"
    if op == "fatigue":
        return f"fatigued: no {plain(arg)} action next turn"
    if op == "suppress":
        return f"suppress {thing_name_battle(pack, arg)}"
    if op == "draw":
        return f"draw a {plain(arg)} card"
    if op == "vantage_point":
        return "climb to a Vantage Point"
    if op == "disable":
        return f"disable {plain(arg)} until the end of the Battle"
    if op == "ignore":
        return f"ignore every {plain(arg).title()} a Titan's elements make"
    if op == "instead":
        return f"{battle_effect_words(pack, Effect(arg, n))} instead"
    if op == "others":
        return f"every other Titan: {battle_effect_words(pack, Effect(arg, n))}"
    if op == "drain_argo":
        return f"the Argo loses {n or 1} Argo Ability charge" + ("s" if (n or 1) > 1 else "")
    if op == "danger_per_trait":
        return f"{signed(n or 1)} Danger for each equipped {plain(arg).title()} Gear"
    words = [plain(op).capitalize() if op in KEYWORDS else plain(op)]
    if arg:
        words.append(thing_name_battle(pack, arg))
    if n:
        words.append(str(n))
    return " ".join(words)


def battle_effects_words(pack: ContentPack, effects: Iterable[Effect]) -> str:
    said = [battle_effect_words(pack, e) for e in effects]
    return "; ".join(s for s in said if s)


def thing_name_battle(pack: ContentPack, thing: str) -> str:
    """A condition, terrain, gear or card by its printed name; else the id as words."""
    battle = pack.battle
    if battle is not None:
        for table in (battle.conditions, battle.terrain, battle.gear, battle.every_card):
            found = table.get(thing)
            if found is not None:
                return str(found.name)
    return plain(thing)


COST_WORDS = {
    "exhaust": "exhaust the card",
    "discard": "discard the card",
    "charge": "spend {n} charge",
    "fate": "gain {n} Fate",
    "danger": "gain {n} Danger",
    "rage": "gain {n} Rage",
    "combat_action": "spend your combat action",
    "movement_action": "spend your movement action",
    "complicated_action": "spend both actions",
}


def ability_words(pack: ContentPack, ability: Ability) -> str:
    """``Boat-Hook Pull (in an Attack's second Ability Window; only while Danger is 5+):
    Pull 1.``: when, what it costs, what it does."""
    when = [TIMING_WORDS.get(ability.timing, "")] if ability.timing != "passive" else ["always"]
    if ability.gate is not None:
        stat, floor = ability.gate
        when.append(f"only while {stat.title()} is {floor}+")
    paid = [COST_WORDS.get(c.op, plain(c.op)).format(n=c.value or 1) for c in ability.cost]
    does = ability.text or battle_effects_words(pack, ability.effects) or "see the card"
    head = ", ".join(w for w in when if w)
    cost = f" Cost: {', '.join(paid)}." if paid else ""
    return f"{ability.name}{f' ({head})' if head else ''}: {does}{cost}"


def keyword_rules(effects: Iterable[Effect]) -> tuple[str, ...]:
    """The rule ids of the keywords among ``effects`` (``deadly`` -> its KEY rule)."""
    found = [KEYWORD_RULES[e.op].rule for e in effects if e.op in KEYWORD_RULES]
    return tuple(dict.fromkeys(r for r in found if r))


def clean(pack: ContentPack, found: Inspection) -> Inspection:
    """``found`` with every line and its title through :func:`player_words`."""
    names = known_names(pack)
    lines = tuple(player_words(pack, line, names) for line in found.lines)
    return Inspection(player_words(pack, found.title, names), lines, found.rules)
