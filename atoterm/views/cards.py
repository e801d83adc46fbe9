"""What a card does, in words: effects, an AI card's move and attack, a gear card's numbers.

The words come from the card as printed in the content pack: an effect in the battle log's
words (``engine.battle.explain.words``: "1 additional Wound", "gain Brine in the Eyes"), a
targeting line as the targeting step says it ("the 2 closest Titans"), never an id of the
content's grammar; a screen adds only layout and style.
"""

from __future__ import annotations

from collections.abc import Iterable

from atoterm.content.battle_schema import AiCard, Effect, Gear, TargetLine
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.explain import words
from atoterm.engine.battle.primordial.targeting import targeting_words

ROMAN = {1: "I", 2: "II", 3: "III"}


def effect_words(effects: Iterable[Effect], pack: ContentPack) -> str:
    """``"Knockback 2, 1 additional Wound"``: each effect in words, things by their names."""
    bc = pack.battle
    if bc is None:
        return ", ".join(e.text or words.plain(e.op) for e in effects)
    return words.effects_words(words.PackNames(pack, bc), effects)


def line_words(card: AiCard, line: TargetLine, pack: ContentPack) -> str:
    """An AI card's targeting line in words: ``titans:2 closest`` -> "the 2 closest Titans"."""
    if pack.battle is None:
        return words.plain(line.text)
    return targeting_words(pack.battle, card, line)


def timing_words(timing: str) -> str:
    """An ability's timing as the sheets say it: ``second_window`` -> "second window"."""
    return words.plain(timing)


def count_words(count: int, one: str, many: str) -> str:
    """``1 charge``, ``2 charges``."""
    return f"{count} {one if count == 1 else many}"


def move_words(card: AiCard) -> str:
    """An AI card's movement: ``normal``, ``none`` or the card's words."""
    move = card.move
    if move.op == "move_normal":
        return "normal"
    if move.op == "none":
        return "none"
    if move.text and not any(c in move.text for c in "_:"):
        return move.text
    return f"{words.plain(move.op)} {words.plain(move.arg) if move.arg else move.value}"


def attack_words(card: AiCard) -> str:
    """An AI card's attack: types, evasion dice, difficulty, range and zone."""
    attack = card.attack
    if attack is None:
        return "no attack"
    words = f"Attack: {', '.join(attack.types)}, {attack.evasion_dice} evasion dice,"
    words += f" difficulty {attack.difficulty}"
    if attack.range:
        words += f", range {attack.range}"
    if attack.zone:
        words += f", zone {attack.zone}"
    return words


def gear_numbers(gear: Gear) -> str:
    """A gear card's printed numbers: ``attack dice 3 · power 2 (red) · range 1-3``."""
    numbers = [
        ("attack dice", gear.attack_dice),
        ("precision", gear.precision),
        ("power", gear.power),
        ("reach", gear.reach),
        ("armor dice", gear.armor_dice),
        ("evasion", gear.evasion),
        ("block", gear.block),
        ("charges", gear.charges),
    ]
    words = " · ".join(f"{name} {value}" for name, value in numbers if value)
    if gear.power:
        words += f" ({gear.power_tier})"
    if gear.ranged:
        words += f" · range {gear.ranged[0]}-{gear.ranged[1]}"
    return words


def thing_name(pack: ContentPack, thing: str) -> str:
    """A condition's, Trauma or other card's, terrain's, gear's or resource's printed name;
    an id no table knows (a cause of death such as ``instant_death``) as plain words."""
    bc = pack.battle
    if bc is None:
        return words.plain(thing)
    return words.thing_name(words.PackNames(pack, bc), thing)


def resource_name(pack: ContentPack, resource: str) -> str:
    """A resource's printed name (``glass-shard`` -> "Glass Shard")."""
    bc = pack.battle
    if bc is None:
        return words.plain(resource).title()
    return words.resource_name(words.PackNames(pack, bc), resource)


def token_name(kind: str) -> str:
    """A modifier token's printed name (``at`` -> "AT", ``evasion_dice`` -> "Evasion dice")."""
    return words.token_words(kind)


DICE_WORDS = {
    "titan_attack": "Attack dice",
    "attack": "Attack dice",
    "armor": "Armor dice",
    "evasion": "Evasion dice",
    "test": "Test die",
    "judgement": "Judgement die",
}
"""What a roll of the battle's last dice was, by the kind the engine records."""


def dice_words(kind: str) -> str:
    """``titan_attack`` -> "Attack dice"; another kind as plain words."""
    return DICE_WORDS.get(kind) or f"{words.plain(kind).capitalize()} dice"
