"""Effective numbers: printed values plus level bonuses, escalation bonuses, tokens and terrain.

Every number a rule compares is computed here, so a token or a terrain trait changes it in one
place. Temporary Primordial tokens sit in the Kratos Pool (``kratos_pool["to_hit"]``...) until
Clear the Kratos Pool [BAT-MISC-048]; lasting ones on the Primordial [BAT-MISC-049].
"""

from __future__ import annotations

from atoterm.content.battle_schema import BattleContent
from atoterm.engine.battle.abilities import usage as abilities
from atoterm.engine.battle.board.board import cover_bonus, exposed
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import TitanState

MIN_EVASION_DICE = 1
"""Evasion dice tokens never take a roll below one die [BAT-MISC-052]."""


def _primordial_token(b: B, kind: str) -> int:
    battle = b.battle
    return battle.primordial.tokens.get(kind, 0) + battle.kratos_pool.get(kind, 0)


def to_hit(b: B) -> int:
    """The Attack Roll target: level To Hit, tokens, escalation bonus, Exposed terrain
    [BAT-PRIM-008, BAT-MISC-051, BAT-TITAN-075, TER-021]."""
    value = b.level.to_hit + _primordial_token(b, "to_hit")
    value += b.battle.primordial.bonuses.get("to_hit", 0)
    if exposed(b):
        value -= 1
    return value


def speed(b: B) -> int:
    """The Primordial's Speed with Speed tokens [BAT-PRIM-008, BAT-MISC-051]."""
    return max(0, b.level.speed + _primordial_token(b, "speed"))


def at_bonus(b: B) -> int:
    """Added to every BP card's AT: level AT bonus and AT tokens [BAT-PRIM-009, BAT-MISC-051]."""
    return b.level.at_bonus + _primordial_token(b, "at")


def danger_bonus(b: B) -> int:
    """Extra Danger per Primordial Attack: level bonus and Danger tokens
    [BAT-PRIM-010, BAT-MISC-053]."""
    return b.level.danger_bonus + _primordial_token(b, "danger")


def danger_per_hit_bonus(b: B) -> int:
    """Permanent escalation bonus: +1 Danger dealt per hit [BAT-TITAN-075]."""
    return b.battle.primordial.bonuses.get("danger_per_hit", 0)


def evasion_dice(b: B, printed: int) -> int:
    """Evasion dice of a Primordial Attack [BAT-PRIM-011, BAT-MISC-052, BAT-TITAN-075]."""
    value = printed + b.level.evasion_dice_bonus + _primordial_token(b, "evasion_dice")
    value += b.battle.primordial.bonuses.get("evasion_dice", 0)
    return max(MIN_EVASION_DICE, value)


def evasion_difficulty(b: B, printed: int) -> int:
    """Primordial Precision tokens change every AI card's Evasion difficulty [BAT-MISC-050]."""
    return printed + _primordial_token(b, "precision")


def _titan_token(titan: TitanState, kind: str) -> int:
    return titan.tokens.get(kind, 0) + titan.temp_tokens.get(kind, 0)


def titan_speed(b: B, titan: TitanState) -> int:
    """Movement allowance: class Speed, Speed tokens and an Awakened Titan's Godform bonus
    [BAT-TITAN-001, BAT-MISC-051, BAT-MISC-068]."""
    godform = b.bc.godforms.get(titan.godform) if titan.godform else None
    bonus = godform.speed if godform else 0
    return max(0, b.titan_class(titan).speed + _titan_token(titan, "speed") + bonus)


def precision(b: B, titan: TitanState) -> int:
    """Precision from tokens and the registered situational modifiers, e.g. the Despair
    penalty (weapon Precision is added by the attack) [BAT-MISC-050, CYC1-016]."""
    situational = sum(amount for _, amount, _ in hooks.precision_modifiers(b, titan))
    return _titan_token(titan, "precision") + situational


def precision_tokens(titan: TitanState) -> int:
    """Precision from the Titan's tokens alone (the part of :func:`precision` that is not
    situational) [BAT-MISC-050]."""
    return _titan_token(titan, "precision")


def evasion_bonus(b: B, titan: TitanState) -> int:
    """Added to each Evasion die: tokens, Cover terrain, being Hidden (gear adds its own in
    the attack) [BAT-MISC-051, TER-018, KEY-022]."""
    hidden = 1 if titan.hidden else 0  # [KEY-022]
    return _titan_token(titan, "evasion") + cover_bonus(b, titan) + hidden


def ambrosia_limit(b: B, titan: TitanState) -> int:
    """The Titan's Ambrosia Limit [BAT-MISC-044, BAT-MISC-045, KEY-001]."""
    return abilities.ambrosia_limit(b, titan)


def wounds_dealt(b: B) -> int:
    """Wounds on the Wound Stack: a BP III card or a Double Wound counts two
    [BAT-TITAN-062..065].

    Every menu's Summonings ask it; the count is kept (``b.memo``) with a copy of the stack
    and the content it was counted from, and counted again when either changed."""
    bc = b.bc
    stack = b.battle.decks.wound_stack
    kept = b.memo.get("wounds_dealt")
    if kept is not None and kept[0] is bc and kept[1] == stack:
        return kept[2]  # type: ignore[no-any-return]
    total = count_wounds(bc, stack)
    b.memo["wounds_dealt"] = (bc, list(stack), total)
    return total


def count_wounds(bc: BattleContent, stack: list[str]) -> int:
    total = 0
    for entry in stack:
        if entry.startswith("wound:double"):
            total += 2
        elif entry.startswith("wound:single"):
            total += 1
        else:
            card = bc.card_by_id(entry)
            total += 2 if getattr(card, "level", 1) == 3 else 1
    return total
