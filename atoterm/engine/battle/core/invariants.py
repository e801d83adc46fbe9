"""Invariants of a battle state, checked after every decision by the random-play tests.

Each returns a list of problems in words (empty = holds). They state what must never happen,
whatever the players choose:

* every card is in exactly one place (a deck, a discard pile, the escalation decks, the wound
  stack, set aside, removed, being resolved, or held by a Titan);
* no two miniatures share a space, and the Primordial's footprint is on the board (checked at
  rest, between actions: mid-effect a Titan may stand under the Primordial while its player
  chooses the direction of its Knockback);
* a Titan on a Vantage Point stands on a Primordial space, on an open VP, alone on it
  [BAT-MISC-055, BAT-MISC-060, BAT-MISC-061];
* Triskelion values stay within 0..9 [GEN-031];
* the Wound Stack holds only wounds, and fewer than the Primordial's Wounds while fighting.
"""

from __future__ import annotations

from typing import Any

from atoterm.content.schema import ContentPack
from atoterm.engine.state import TRISKELION, GameState

TRAUMA_DECKS = ("minor", "major", "grave", "obol", "moiros", "kratos")
AT_REST = ("battle.turn", "battle.aftermath", "battle.setup.mode", "battle.setup.priority")
"""Decisions asked between actions, when no effect is half-resolved."""


def check(state: GameState, content: ContentPack) -> list[str]:
    battle = state.battle
    if battle is None or content.battle is None:
        return []
    problems = [
        *_cards_in_one_place(state, content),
        *_triskelions(state),
        *_wounds(state, content),
    ]
    # While an effect waits for a choice (the direction of an Unavoidable Knockback, a
    # Displace), a Titan may stand under the Primordial for a moment, as on the table; the
    # board must be sound again by the next restart point.
    if state.pending is None or state.pending.kind in AT_REST:
        problems += _spaces(state, content)
    return problems


def _cards_in_one_place(state: GameState, content: ContentPack) -> list[str]:
    battle = state.battle
    assert battle is not None and content.battle is not None
    decks = battle.decks
    prim = content.battle.primordials[battle.primordial.id]
    seen: dict[str, list[str]] = {}

    def count(where: str, cards: list[str]) -> None:
        for card in cards:
            seen.setdefault(card, []).append(where)

    for pile in (
        "ai",
        "ai_discard",
        "ai_escalation",
        "bp",
        "bp_discard",
        "bp_escalation",
        "removed",
        "set_aside",
        "wound_stack",
        *TRAUMA_DECKS,
    ):
        count(pile, getattr(decks, pile))
    count("current_ai", [decks.current_ai] if decks.current_ai else [])
    count("current_bp", [decks.current_bp] if decks.current_bp else [])
    for titan in battle.titans:
        count(f"titan {titan.key}", titan.kept_cards)
        count(f"titan {titan.key}", [c for c in (titan.moiros, titan.kratos_card) if c])
    problems = []
    # Awakening cards (and the card one replaces) are in play only once unlocked, and the
    # Awakened Titan's extra Obol only during its draw: at most one place [BAT-MISC-063, -070].
    optional = [c.id for c in content.battle.cards.values() if c.unlock]
    optional += [c.replaces for c in content.battle.cards.values() if c.replaces]
    expected = [c.id for c in prim.ai] + [c.id for c in prim.bp]
    expected += [
        c.id for c in content.battle.cards.values() if not c.massive and c.id not in optional
    ]
    for card in optional:
        if len(seen.get(card, [])) > 1:
            problems.append(f"card {card} is in {len(seen[card])} places")
        seen.pop(card, None)
    expected += list(battle.massive_added)
    for card in expected:
        places = seen.pop(card, [])
        if len(places) != 1:
            where = ", ".join(places) or "nowhere"
            problems.append(f"card {card} is in {len(places)} places ({where})")
    for card, places in sorted(seen.items()):
        if card.startswith("wound:") or card in {c.id for c in prim.sheet_cards}:
            if card.startswith("wound:") and places != ["wound_stack"]:
                problems.append(f"generic wound {card} outside the wound stack")
            continue
        problems.append(f"unknown card {card} in {', '.join(places)}")
    return problems


def _spaces(state: GameState, content: ContentPack) -> list[str]:
    battle = state.battle
    assert battle is not None and content.battle is not None
    size = content.battle.primordials[battle.primordial.id].size
    p = battle.primordial
    problems = []
    if not (
        p.row >= 0 and p.row + size <= battle.height and p.col >= 0 and p.col + size <= battle.width
    ):
        problems.append(f"the Primordial's footprint at {p.row},{p.col} leaves the board")
    footprint = {(p.row + r, p.col + c) for r in range(size) for c in range(size)}
    taken: dict[tuple[int, int], str] = {}
    riders: dict[str, str] = {}
    for titan in battle.titans:
        if not titan.alive:
            continue
        cell = (titan.row, titan.col)
        if titan.vantage:  # on a Vantage Point: on a Primordial space, alone on that VP
            problems += _rider(battle, prim_vps(content, battle), titan, footprint, riders)
            continue
        if not (0 <= titan.row < battle.height and 0 <= titan.col < battle.width):
            problems.append(f"Titan {titan.key} is off the board at {cell}")
        if cell in footprint:
            problems.append(f"Titan {titan.key} shares a space with the Primordial at {cell}")
        if cell in taken:
            problems.append(f"Titans {taken[cell]} and {titan.key} share the space {cell}")
        taken[cell] = titan.key
    return problems


def prim_vps(content: ContentPack, battle: Any) -> dict[str, bool]:
    """The Primordial's Vantage Points: id -> open (created or never locked)."""
    assert content.battle is not None
    prim = content.battle.primordials[battle.primordial.id]
    opened = battle.primordial.vantage_open
    return {vp.id: (not vp.locked or vp.id in opened) for vp in prim.vantage_points}


def _rider(
    battle: Any,
    vps: dict[str, bool],
    titan: Any,
    footprint: set[tuple[int, int]],
    riders: dict[str, str],
) -> list[str]:
    """A Titan on a VP stands on a Primordial space (it moves with it), on an open VP, alone
    there [BAT-MISC-055, BAT-MISC-060, BAT-MISC-061]."""
    problems = []
    if (titan.row, titan.col) not in footprint:
        problems.append(f"Titan {titan.key} on Vantage Point {titan.vantage} is off the Primordial")
    if not vps.get(titan.vantage, False):
        problems.append(f"Titan {titan.key} is on {titan.vantage!r}, not an open Vantage Point")
    if titan.vantage in riders:
        problems.append(f"Titans {riders[titan.vantage]} and {titan.key} share {titan.vantage}")
    riders[titan.vantage] = titan.key
    return problems


def _triskelions(state: GameState) -> list[str]:
    problems = []
    for index, argonaut in enumerate(state.argonauts):
        for stat in TRISKELION:
            value = getattr(argonaut, stat)
            if not 0 <= value <= 9:
                problems.append(f"Argonaut {index} has {stat} {value} (must be 0..9)")
    return problems


def _wounds(state: GameState, content: ContentPack) -> list[str]:
    battle = state.battle
    assert battle is not None and content.battle is not None
    prim = content.battle.primordials[battle.primordial.id]
    bp_ids = {c.id: c.level for c in prim.bp}
    total = 0
    problems = []
    for entry in battle.decks.wound_stack:
        if entry.startswith("wound:double"):
            total += 2
        elif entry.startswith("wound:single"):
            total += 1
        elif entry in bp_ids:
            total += 2 if bp_ids[entry] == 3 else 1
        else:
            problems.append(f"{entry} on the Wound Stack is not a wound")
    needed = prim.level(battle.primordial.level).wounds
    if battle.result == "" and total >= needed:
        problems.append(f"{total} wounds on the stack (slain at {needed}) but the battle goes on")
    return problems
