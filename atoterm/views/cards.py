"""What a card does, in words: effects, an AI card's move and attack, a gear card's numbers.

The words come from the card as printed in the content pack (an effect's own ``text`` when
the sheet has one, else its operation and arguments); a screen adds only layout and style.
"""

from __future__ import annotations

from collections.abc import Iterable

from atoterm.content.battle_schema import AiCard, Effect, Gear

ROMAN = {1: "I", 2: "II", 3: "III"}


def effect_words(effects: Iterable[Effect]) -> str:
    """``"Knockback 2, +1 Danger"``: each effect's printed text, else its operation."""
    return ", ".join(
        e.text or " ".join(str(p) for p in (e.op, e.arg, e.value) if p) for e in effects
    )


def move_words(card: AiCard) -> str:
    """An AI card's movement: ``normal``, ``none`` or the card's words."""
    move = card.move
    if move.op == "move_normal":
        return "normal"
    if move.op == "none":
        return "none"
    return move.text or f"{move.op} {move.arg or move.value}"


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
