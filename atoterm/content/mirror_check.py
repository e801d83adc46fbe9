"""Three Primordials that feel different: a warning for an AI or BP card that another
Primordial also has with the same numbers and effects under another name.

Two cards *mirror* each other when everything that plays is the same — targeting, movement,
the attack and its numbers, every effect with its value, windows and banners for an AI card;
the AT, how many resources it gives, and every effect for a BP card — whatever their names,
flavour text, Level, and which Primordial's own resources they name (a Hook-Claw and a
Bell-Hoof are the same gift to the players). A deck made of another's cards in new names is
one deck with three skins.

:func:`effect_combination` is the looser measure the identity goal is stated in: the set of
effect kinds a card combines, numbers left out; :func:`identity_lines` counts, per Primordial,
the cards whose combination no other Primordial has, and warns below the issue's goal
(:data:`OWN_AI_CARDS` AI and :data:`OWN_BP_CARDS` BP cards).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from atoterm.content.battle_primordial_schema import AiCard, BpCard, Primordial
from atoterm.content.battle_schema import BattleContent
from atoterm.content.battle_vocab import Effect

OWN_AI_CARDS = 6
"""AI cards each Primordial should have whose effect combination no other Primordial has."""
OWN_BP_CARDS = 4
"""The same for BP cards."""


def _effect(effect: Effect, own: frozenset[str]) -> tuple[str, int, str]:
    return (effect.op, effect.value, "own resource" if effect.arg in own else effect.arg)


def _effects(effects: Iterable[Effect], own: frozenset[str]) -> tuple[tuple[str, int, str], ...]:
    return tuple(_effect(e, own) for e in effects)


def own_resources(prim: Primordial) -> frozenset[str]:
    """The resources only this Primordial gives (its BP cards' loot and its Core)."""
    found = {name for card in prim.bp for name, _ in card.resources}
    if prim.core:
        found.add(prim.core)
    return frozenset(found)


def ai_signature(card: AiCard, own: frozenset[str]) -> tuple[object, ...]:
    attack = card.attack
    return (
        "ai",
        card.kind,
        tuple(line.terms for line in card.targeting),
        _effect(card.move, own),
        None
        if attack is None
        else (
            attack.types,
            attack.evasion_dice,
            attack.difficulty,
            attack.range,
            attack.zone,
            attack.zone_cells,
            attack.judgement,
            attack.doomed,
        ),
        _effects(card.hit, own),
        _effects(card.after, own),
        _effects(card.after_final, own),
        _effects(card.crit_evade_fail, own),
        card.windows,
        tuple((b.stat, b.minimum, _effect(b.effect, own)) for b in card.banners),
    )


def bp_signature(card: BpCard, own: frozenset[str]) -> tuple[object, ...]:
    return (
        "bp",
        card.at,
        tuple(sorted(count for _, count in card.resources)),
        _effects(card.wound, own),
        _effects(card.fail, own),
        _effects(card.instinct, own),
        _effects(card.critical, own),
    )


def effect_combination(card: AiCard | BpCard) -> frozenset[str]:
    """The kinds of effect a card combines, numbers and targets left out."""
    if isinstance(card, AiCard):
        groups = (card.hit, card.after, card.after_final, card.crit_evade_fail)
        extra = {f"banner {b.effect.op}" for b in card.banners}
        extra |= {f"attack {kind}" for kind in (card.attack.types if card.attack else ())}
    else:
        groups = (card.wound, card.fail, card.instinct, card.critical)
        extra = set()
    return frozenset({f"{e.op}" for group in groups for e in group} | extra)


def mirror_warnings(battle: BattleContent) -> list[str]:
    """One line per group of mirrored cards across different Primordials."""
    groups: dict[tuple[object, ...], list[tuple[str, str]]] = defaultdict(list)
    for prim in battle.primordials.values():
        own = own_resources(prim)
        for ai in prim.ai:
            groups[ai_signature(ai, own)].append((prim.name, ai.name))
        for bp in prim.bp:
            groups[bp_signature(bp, own)].append((prim.name, bp.name))
    warnings = []
    for signature, cards in groups.items():
        if len({prim for prim, _ in cards}) < 2:
            continue
        kind = "AI" if signature[0] == "ai" else "BP"
        named = ", ".join(f"{card} ({prim.split(',')[0]})" for prim, card in cards)
        warnings.append(
            f"warning: {kind} cards {named} have the same numbers and effects: one card "
            "under several names"
        )
    return sorted(warnings)


def distinct_cards(battle: BattleContent, pid: str) -> tuple[int, int]:
    """(AI, BP) cards of ``pid`` whose effect combination no other Primordial's card has."""
    prim = battle.primordials[pid]
    others_ai = {
        effect_combination(card)
        for other, p in battle.primordials.items()
        if other != pid
        for card in p.ai
    }
    others_bp = {
        effect_combination(card)
        for other, p in battle.primordials.items()
        if other != pid
        for card in p.bp
    }
    ai = sum(1 for card in prim.ai if effect_combination(card) not in others_ai)
    bp = sum(1 for card in prim.bp if effect_combination(card) not in others_bp)
    return ai, bp


def identity_lines(battle: BattleContent) -> list[str]:
    """One line per Primordial: how many of its AI and BP cards have an effect combination of
    their own, a warning where that is under the goal. Nothing for a pack with one Primordial
    (there is nobody to differ from)."""
    if len(battle.primordials) < 2:
        return []
    lines = []
    for pid, prim in battle.primordials.items():
        ai, bp = distinct_cards(battle, pid)
        name = prim.name.split(",")[0]
        counts = f"{ai} AI and {bp} BP cards with an effect combination no other Primordial has"
        if ai < OWN_AI_CARDS or bp < OWN_BP_CARDS:
            lines.append(
                f"warning: {name} has only {counts} (at least {OWN_AI_CARDS} and "
                f"{OWN_BP_CARDS} wanted): it plays like the others"
            )
        else:
            lines.append(f"{name}: {counts}")
    return lines
